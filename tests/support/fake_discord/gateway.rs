//! The gateway: HELLO, IDENTIFY (token checked) -> READY + GUILD_CREATE, heartbeat ACKs,
//! RESUME of the latest session accepted (otherwise INVALID_SESSION), and dispatches queued
//! by the driver.
//!
//! The latest identified connection receives the interactions. A bot killed with SIGKILL
//! drops its socket; the session is cleared and a restarted bot identifies afresh.

use std::borrow::Cow;
use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxState;
use axum::response::IntoResponse;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::fixtures::{guild_create_json, ready_json};
use super::server::Shared;
use super::state::{Outgoing, Session};

/// Heartbeat interval announced in HELLO, in milliseconds.
const HEARTBEAT_MS: u64 = 41_250;

pub(crate) async fn upgrade(
    AxState(shared): AxState<Arc<Shared>>,
    ws: WebSocketUpgrade,
) -> impl IntoResponse {
    ws.on_upgrade(move |socket| connection(shared, socket))
}

async fn connection(shared: Arc<Shared>, socket: WebSocket) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    let conn_id = {
        let mut st = shared.lock();
        st.next_conn_id += 1;
        st.next_conn_id
    };
    let mut shutdown = shared.shutdown.subscribe();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}, "s": null, "t": null});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(text))) => on_frame(&shared, conn_id, &tx, &text),
                Some(Ok(Message::Binary(bytes))) => {
                    if let Ok(text) = String::from_utf8(bytes) {
                        on_frame(&shared, conn_id, &tx, &text);
                    }
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Text(text)) => {
                    if sink.send(Message::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code)) => {
                    let frame = CloseFrame { code, reason: Cow::Borrowed("closed by the fake") };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    await_close_reply(&mut stream).await;
                    break;
                }
                None => break,
            },
            _ = async { shutdown.wait_for(|stop| *stop).await.is_ok() } => {
                // Always with a code: serenity treats a code-less close as "no message" and
                // spins on the dead stream until its next heartbeat is due (about 41 s).
                let frame = CloseFrame { code: 1001, reason: Cow::Borrowed("fake Discord stopped") };
                let _ = sink.send(Message::Close(Some(frame))).await;
                await_close_reply(&mut stream).await;
                break;
            }
        }
    }
    {
        let mut st = shared.lock();
        if st.session.as_ref().is_some_and(|s| s.conn_id == conn_id) {
            st.resumable = st.session.take().map(|s| (s.session_id, s.seq));
        }
    }
    shared.changed();
}

/// After sending a close frame, wait (briefly) for the bot's reply before dropping the
/// socket, as a WebSocket server does. Dropping at once races the bot's next write: its
/// kernel answers that write with a reset, which discards the unread close frame, and the
/// bot sees a bare I/O error instead of the close code.
async fn await_close_reply(stream: &mut futures_util::stream::SplitStream<WebSocket>) {
    let drain = async {
        while let Some(Ok(message)) = stream.next().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(std::time::Duration::from_secs(2), drain).await;
}

fn on_frame(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outgoing>, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        return;
    };
    match frame.get("op").and_then(Value::as_u64) {
        Some(1) => {
            let _ = tx.send(Outgoing::Text(json!({"op": 11}).to_string()));
        }
        Some(2) => identify(shared, conn_id, tx, &frame["d"]),
        Some(6) => resume(shared, conn_id, tx, &frame["d"]),
        _ => {}
    }
}

fn identify(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let mut st = shared.lock();
    let given = d.get("token").and_then(Value::as_str).unwrap_or("");
    if given.trim_start_matches("Bot ") != st.token {
        st.auth_failures += 1;
        drop(st);
        // 4004: Authentication failed.
        let _ = tx.send(Outgoing::Close(4004));
        shared.changed();
        return;
    }
    // Discord closes an IDENTIFY whose shard is not below its total with 4010.
    let shard = match d.get("shard").and_then(Value::as_array) {
        Some(pair) => [
            pair.first().and_then(Value::as_u64).unwrap_or(u64::MAX),
            pair.get(1).and_then(Value::as_u64).unwrap_or(0),
        ],
        None => [0, 1],
    };
    if shard[0] >= shard[1] {
        st.refused_shards.push(shard);
        drop(st);
        // 4010: Invalid shard.
        let _ = tx.send(Outgoing::Close(4010));
        shared.changed();
        return;
    }
    if let Some(code) = st.refuse_identify {
        drop(st);
        let _ = tx.send(Outgoing::Close(code));
        shared.changed();
        return;
    }
    st.identified_shards.push(shard);
    let session_id = format!("fake-session-{conn_id}");
    st.session = Some(Session {
        conn_id,
        session_id: session_id.clone(),
        seq: 0,
        tx: tx.clone(),
    });
    st.ready_count += 1;
    st.resumable = None;
    let gateway_url = format!(
        "{}/gateway-ws",
        st.base_http.replacen("http://", "ws://", 1)
    );
    let ready = ready_json(&st, &session_id, &gateway_url);
    st.dispatch("READY", ready);
    let guild = guild_create_json(&st);
    st.dispatch("GUILD_CREATE", guild);
    drop(st);
    shared.changed();
}

/// RESUME of the latest session continues it (nothing is replayed: the fake sends nothing
/// while no bot is connected); anything else gets INVALID_SESSION, and the bot identifies.
fn resume(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let mut st = shared.lock();
    let token_ok = d
        .get("token")
        .and_then(Value::as_str)
        .map(|t| t.trim_start_matches("Bot "))
        == Some(st.token.as_str());
    let wanted = d.get("session_id").and_then(Value::as_str);
    // The session may still be live if the old connection's close has not been noticed yet:
    // Discord then hands the session to the new connection, and so does the fake.
    let live = st
        .session
        .as_ref()
        .filter(|s| Some(s.session_id.as_str()) == wanted)
        .map(|s| (s.session_id.clone(), s.seq));
    let resumable = live.or_else(|| {
        st.resumable
            .clone()
            .filter(|(id, _)| Some(id.as_str()) == wanted)
    });
    match (token_ok, resumable) {
        (true, Some((session_id, seq))) => {
            st.resumable = None;
            st.session = Some(Session {
                conn_id,
                session_id,
                seq,
                tx: tx.clone(),
            });
            st.resume_count += 1;
            st.dispatch("RESUMED", json!({}));
            drop(st);
            shared.changed();
        }
        _ => {
            let _ = tx.send(Outgoing::Text(json!({"op": 9, "d": false}).to_string()));
        }
    }
}
