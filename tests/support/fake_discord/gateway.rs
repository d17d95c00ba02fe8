//! The gateway: HELLO, IDENTIFY (token and shard checked) -> READY + one GUILD_CREATE per
//! guild of the session's shard, heartbeat ACKs, RESUME of a known session accepted
//! (otherwise INVALID_SESSION), and dispatches queued by the driver.
//!
//! Which sessions receive a guild's events is the state's [`Routing`]: the newest session
//! (the default fake), or as Discord, the sessions of the guild's shard. A bot killed with
//! SIGKILL drops its socket; its session ends and a restarted bot identifies afresh.

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
use super::state::{Outgoing, Resumable, Routing, Session, State};

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
    end_session(&mut shared.lock(), conn_id);
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

/// The connection closed: its session, if any, stops receiving and may be resumed.
fn end_session(st: &mut State, conn_id: u64) {
    let Some(index) = st.sessions.iter().position(|s| s.conn_id == conn_id) else {
        return;
    };
    let session = st.sessions.remove(index);
    st.resumable.push(Resumable {
        session_id: session.session_id,
        seq: session.seq,
        shard: session.shard,
    });
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
    let shard = identified_shard(d);
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
    match st.routing {
        // One bot at a time: the new session replaces every other, which can no longer
        // resume.
        Routing::Newest => {
            st.sessions.clear();
            st.resumable.clear();
        }
        // Discord keeps other sessions, even of the same shard (both then receive the
        // shard's events); a new session of a shard replaces its resumable one.
        Routing::ByShard => st.resumable.retain(|r| r.shard != shard),
    }
    st.sessions.push(Session {
        conn_id,
        session_id: session_id.clone(),
        seq: 0,
        shard,
        tx: tx.clone(),
    });
    st.ready_count += 1;
    announce_guilds(&mut st, &session_id, shard);
    drop(st);
    shared.changed();
}

/// `[id, total]` of an IDENTIFY (`[0, 1]` when it names no shard).
fn identified_shard(d: &Value) -> [u64; 2] {
    match d.get("shard").and_then(Value::as_array) {
        Some(pair) => [
            pair.first().and_then(Value::as_u64).unwrap_or(u64::MAX),
            pair.get(1).and_then(Value::as_u64).unwrap_or(0),
        ],
        None => [0, 1],
    }
}

/// READY and a GUILD_CREATE for each guild of the new (newest) session's shard.
fn announce_guilds(st: &mut State, session_id: &str, shard: [u64; 2]) {
    let index = st.sessions.len() - 1;
    let gateway_url = format!(
        "{}/gateway-ws",
        st.base_http.replacen("http://", "ws://", 1)
    );
    let ready = ready_json(st, session_id, &gateway_url, shard);
    st.send_to_session(index, "READY", &ready);
    for guild in st.guilds_of_shard(shard) {
        let created = guild_create_json(st, guild);
        st.send_to_session(index, "GUILD_CREATE", &created);
    }
}

/// RESUME of a known session continues it (nothing is replayed: the fake sends a session
/// nothing while it is disconnected); anything else gets INVALID_SESSION, and the bot
/// identifies.
fn resume(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let mut st = shared.lock();
    let token_ok = d
        .get("token")
        .and_then(Value::as_str)
        .map(|t| t.trim_start_matches("Bot "))
        == Some(st.token.as_str());
    let wanted = d.get("session_id").and_then(Value::as_str).unwrap_or("");
    match (token_ok, take_resumable(&mut st, wanted)) {
        (true, Some(found)) => {
            st.sessions.push(Session {
                conn_id,
                session_id: found.session_id,
                seq: found.seq,
                shard: found.shard,
                tx: tx.clone(),
            });
            st.resume_count += 1;
            let index = st.sessions.len() - 1;
            st.send_to_session(index, "RESUMED", &json!({}));
            drop(st);
            shared.changed();
        }
        _ => {
            let _ = tx.send(Outgoing::Text(json!({"op": 9, "d": false}).to_string()));
        }
    }
}

/// Takes the session `wanted` out of the live or resumable ones, for a RESUME.
fn take_resumable(st: &mut State, wanted: &str) -> Option<Resumable> {
    // The session may still be live if the old connection's close has not been noticed
    // yet: Discord then hands the session to the new connection, and so does the fake.
    if let Some(index) = st.sessions.iter().position(|s| s.session_id == wanted) {
        let live = st.sessions.remove(index);
        return Some(Resumable {
            session_id: live.session_id,
            seq: live.seq,
            shard: live.shard,
        });
    }
    let index = st.resumable.iter().position(|r| r.session_id == wanted)?;
    Some(st.resumable.remove(index))
}
