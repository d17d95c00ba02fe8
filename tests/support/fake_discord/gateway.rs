//! The gateway: HELLO, IDENTIFY (token checked) -> READY + GUILD_CREATE, heartbeat ACKs,
//! RESUME answered with INVALID_SESSION, and dispatches queued by the driver.
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
                    break;
                }
                None => break,
            },
            _ = async { shutdown.wait_for(|stop| *stop).await.is_ok() } => {
                let _ = sink.send(Message::Close(None)).await;
                break;
            }
        }
    }
    {
        let mut st = shared.lock();
        if st.session.as_ref().is_some_and(|s| s.conn_id == conn_id) {
            st.session = None;
        }
    }
    shared.changed();
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
        // The fake keeps no replay buffer: a RESUME is refused, so the bot identifies again.
        Some(6) => {
            let _ = tx.send(Outgoing::Text(json!({"op": 9, "d": false}).to_string()));
        }
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
    let session_id = format!("fake-session-{conn_id}");
    st.session = Some(Session {
        conn_id,
        session_id: session_id.clone(),
        seq: 0,
        tx: tx.clone(),
    });
    st.ready_count += 1;
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
