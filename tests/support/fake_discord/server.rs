//! The server: binds 127.0.0.1:0, serves REST under /api/v10 and the gateway at /gateway-ws
//! on the same port, records every request, and stops when the [`FakeDiscord`] is dropped.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State as AxState};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response as AxResponse};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::watch;

use super::fixtures::channel_json;
use super::model::{FakeUser, RecordedRequest};
use super::rest::{self, ApiRequest, Upload};
use super::state::{ChannelRec, Fault, Outgoing, Routing, State, UserRec};

/// What the server tasks share with the handle.
pub(crate) struct Shared {
    pub state: Mutex<State>,
    /// Bumped after every change, so waits wake up.
    pub version: watch::Sender<u64>,
    /// Set to true when the handle is dropped: gateway connections close.
    pub shutdown: watch::Sender<bool>,
}

impl Shared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        // A panicking test thread may poison the lock; the state is still usable for
        // diagnostics, so take it anyway.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(crate) fn changed(&self) {
        self.version.send_modify(|v| *v += 1);
    }
}

/// A running fake Discord. Cheap to share by reference; dropping it stops the server.
pub struct FakeDiscord {
    pub(crate) shared: Arc<Shared>,
    addr: SocketAddr,
    server: tokio::task::JoinHandle<()>,
}

/// A fake with several guilds, routing each guild's events to the sessions of its shard
/// as Discord does (see [`FakeDiscord::builder`]).
#[derive(Default)]
pub struct FakeDiscordBuilder {
    guilds: Vec<u64>,
    recommended_shards: Option<u64>,
}

impl FakeDiscordBuilder {
    /// Adds a guild the bot is in, by id (its shard is `(id >> 22) % total`). The first
    /// is the default guild of [`FakeDiscord::guild_id`] and [`FakeDiscord::create_channel`].
    /// Without any, the fake has its one default guild.
    pub fn guild(mut self, id: u64) -> Self {
        assert!(!self.guilds.contains(&id), "guild {id} given twice");
        self.guilds.push(id);
        self
    }

    /// The shard count `GET /gateway/bot` recommends (default 1), which a bot that
    /// shards automatically identifies with.
    pub fn recommended_shards(mut self, shards: u64) -> Self {
        assert!(shards >= 1, "Discord recommends at least one shard");
        self.recommended_shards = Some(shards);
        self
    }

    /// Starts the fake on 127.0.0.1, routing each guild's events by its shard.
    pub async fn start(self) -> FakeDiscord {
        let fake = FakeDiscord::start().await;
        {
            let mut st = fake.shared.lock();
            st.routing = Routing::ByShard;
            if let Some(&default) = self.guilds.first() {
                st.guild_id = default;
                st.guilds = self.guilds;
            }
            st.recommended_shards = self.recommended_shards.unwrap_or(1);
        }
        fake
    }
}

impl FakeDiscord {
    /// A fake with more than one guild, whose gateway delivers a guild's events only to
    /// the sessions of the guild's shard, as Discord does.
    ///
    /// `FakeDiscord::start()` keeps one guild and delivers its events to the newest
    /// session whatever shard it identified: tests that restart the bot on another
    /// shard range rely on it.
    pub fn builder() -> FakeDiscordBuilder {
        FakeDiscordBuilder::default()
    }

    /// Starts the fake on 127.0.0.1 with an ephemeral port.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0 for the fake Discord");
        let addr = listener
            .local_addr()
            .expect("local address of the fake Discord");
        let (version, _) = watch::channel(0u64);
        let (shutdown, mut shutdown_rx) = watch::channel(false);
        let shared = Arc::new(Shared {
            state: Mutex::new(State::new(format!("http://{addr}"))),
            version,
            shutdown,
        });
        let app = Router::new()
            .route("/gateway-ws", get(super::gateway::upgrade))
            .fallback(api)
            .layer(DefaultBodyLimit::max(64 * 1024 * 1024))
            .with_state(Arc::clone(&shared));
        let server = tokio::spawn(async move {
            let stop = async move {
                let _ = shutdown_rx.wait_for(|s| *s).await;
            };
            // Without TCP_NODELAY, gateway events sent back to back wait on the
            // client's delayed ACK (about 40 ms each), which real Discord does not add.
            let _ = axum::serve(listener, app)
                .tcp_nodelay(true)
                .with_graceful_shutdown(stop)
                .await;
        });
        FakeDiscord {
            shared,
            addr,
            server,
        }
    }

    /// Base URL to give serenity as its proxy: `http://127.0.0.1:PORT` (serenity appends
    /// `/api/v10/...`).
    pub fn api_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The bot token the fake accepts (REST `Authorization: Bot <token>` and IDENTIFY).
    pub fn token(&self) -> String {
        self.shared.lock().token.clone()
    }

    pub fn application_id(&self) -> u64 {
        self.shared.lock().app_id
    }

    pub fn bot_user_id(&self) -> u64 {
        self.shared.lock().bot_id
    }

    /// The default guild (the first given to the builder).
    pub fn guild_id(&self) -> u64 {
        self.shared.lock().guild_id
    }

    /// Every guild the bot is in, the default first.
    pub fn guild_ids(&self) -> Vec<u64> {
        self.shared.lock().guilds.clone()
    }

    /// Creates a text channel in the default guild (announced with CHANNEL_CREATE to the
    /// sessions serving it).
    pub fn create_channel(&self, name: &str) -> u64 {
        let guild = self.guild_id();
        self.create_channel_in(guild, name)
    }

    /// Creates a text channel in `guild`, one of [`FakeDiscord::guild_ids`].
    pub fn create_channel_in(&self, guild: u64, name: &str) -> u64 {
        let mut st = self.shared.lock();
        assert!(
            st.guilds.contains(&guild),
            "guild {guild} is not one of the fake's: {:?}",
            st.guilds
        );
        let id = st.snowflake();
        let rec = ChannelRec {
            id,
            guild_id: guild,
            name: name.to_owned(),
            kind: 0,
            parent_id: None,
            thread: None,
            created_ms: st.now_ms(),
        };
        st.channels.insert(id, rec.clone());
        let json = channel_json(&st, &rec);
        st.dispatch(guild, "CHANNEL_CREATE", json);
        drop(st);
        self.shared.changed();
        id
    }

    /// Sets the language of `user`'s Discord client (`pt-BR`, `zh-CN`, `cs`...), sent
    /// as the `locale` of their interactions from now on.
    pub fn set_locale(&self, user: &FakeUser, locale: &str) {
        let mut st = self.shared.lock();
        if let Some(rec) = st.users.get_mut(&user.id) {
            rec.locale = locale.to_owned();
        }
    }

    /// A guild member with ordinary permissions ([`super::DEFAULT_MEMBER_PERMISSIONS`]).
    /// Asking twice for the same name gives the same user.
    pub fn user(&self, name: &str) -> FakeUser {
        let mut st = self.shared.lock();
        if let Some((&id, _)) = st.users.iter().find(|(_, u)| u.name == name) {
            return FakeUser {
                id,
                name: name.to_owned(),
            };
        }
        let id = st.snowflake();
        st.users.insert(
            id,
            UserRec {
                name: name.to_owned(),
                permissions: super::DEFAULT_MEMBER_PERMISSIONS,
                roles: Vec::new(),
                locale: "en-US".to_owned(),
            },
        );
        FakeUser {
            id,
            name: name.to_owned(),
        }
    }

    /// Replaces a member's channel permissions (e.g. add [`super::MANAGE_MESSAGES`]).
    pub fn set_permissions(&self, user: &FakeUser, permissions: u64) {
        let mut st = self.shared.lock();
        if let Some(u) = st.users.get_mut(&user.id) {
            u.permissions = permissions;
        }
    }

    /// Takes `permissions` (bits) from the bot in `channel` and its threads: interactions
    /// there carry the reduced `app_permissions`, and requests that need them are refused
    /// (403, 50013), as violations.
    pub fn deny_bot(&self, channel: u64, permissions: u64) {
        *self.shared.lock().bot_denied.entry(channel).or_default() |= permissions;
    }

    /// Moves the fake clock forward: interaction deadlines (3 s) and token lifetimes (15 min)
    /// are measured on it, and so are message timestamps.
    pub fn advance_clock(&self, by: Duration) {
        self.shared.lock().clock.advance(by);
        self.shared.changed();
    }

    /// The initial-response deadline (Discord: 3 s). Loosen only for a reason.
    pub fn set_ack_deadline(&self, deadline: Duration) {
        self.shared.lock().ack_deadline = deadline;
    }

    /// The global request limit per second outside interaction routes (Discord: 50);
    /// `None` turns the check off.
    pub fn set_global_rate_limit(&self, per_second: Option<usize>) {
        self.shared.lock().global_limit = per_second;
    }

    /// `retry_after` of injected 429 answers (default 200 ms).
    pub fn set_retry_after(&self, retry_after: Duration) {
        self.shared.lock().retry_after = retry_after;
    }

    /// The next `count` requests whose path (after `/api/v10`) starts with `route_prefix` get
    /// `status` (500, or 429 with `retry_after` body and rate-limit headers). The prefix may
    /// start with a method: `"POST /channels"`. Injected failures are not violations.
    pub fn fail_next(&self, route_prefix: &str, status: u16, count: u32) {
        let (method, prefix) = match route_prefix.split_once(' ') {
            Some((m, p)) => (Some(m.to_uppercase()), p),
            None => (None, route_prefix),
        };
        let prefix = prefix.strip_prefix("/api/v10").unwrap_or(prefix).to_owned();
        self.shared.lock().faults.push(Fault {
            method,
            prefix,
            status,
            remaining: count,
            code: 0,
            lands: false,
        });
    }

    /// Like [`FakeDiscord::fail_next`], with Discord's JSON error `code` in the body
    /// (`30046` for an edit of a message too old to edit, `50001` missing access).
    pub fn fail_next_with_code(&self, route_prefix: &str, status: u16, code: u64, count: u32) {
        self.fail_next(route_prefix, status, count);
        if let Some(fault) = self.shared.lock().faults.last_mut() {
            fault.code = code;
        }
    }

    /// The next `count` matching requests are carried out, but their responses are lost
    /// (the bot sees a 500): a retried POST then makes a duplicate unless it carries an
    /// enforced nonce.
    pub fn lose_next_responses(&self, route_prefix: &str, count: u32) {
        self.fail_next(route_prefix, 500, count);
        if let Some(fault) = self.shared.lock().faults.last_mut() {
            fault.lands = true;
        }
    }

    /// Closes every gateway connection of the bot (code 4000) so it reconnects and
    /// resumes (see [`FakeDiscord::resume_count`]).
    pub fn disconnect_bot(&self) {
        let st = self.shared.lock();
        for s in &st.sessions {
            let _ = s.tx.send(Outgoing::Close(4000));
        }
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        let _ = self.shared.shutdown.send(true);
        self.server.abort();
    }
}

/// Every REST request: parse, answer under the lock, record, reply.
async fn api(AxState(shared): AxState<Arc<Shared>>, req: Request) -> AxResponse {
    let method = req.method().as_str().to_owned();
    let full_path = req.uri().path().to_owned();
    let query = req.uri().query().unwrap_or("").to_owned();
    if method == "GET" && full_path.starts_with("/attachments/") {
        return serve_attachment(&shared, &full_path);
    }
    let auth = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("multipart/form-data"));
    let (body, files, body_error) = if is_multipart {
        read_multipart(req).await
    } else {
        read_json(req).await
    };
    let path = full_path
        .strip_prefix("/api/v10")
        .map(str::to_owned)
        .unwrap_or_else(|| format!("(not under /api/v10) {full_path}"));
    let api_req = ApiRequest {
        method,
        path,
        query,
        auth,
        body,
        files,
        body_error,
    };
    let reply = {
        let mut st = shared.lock();
        let reply = rest::handle(&mut st, &api_req);
        let seq = st.requests.len() as u64 + 1;
        let at_ms = st.now_ms();
        if let Some(why) = &reply.violation {
            let text = format!(
                "{} {}: {} -> {} {}",
                api_req.method, api_req.path, why, reply.status, reply.body
            );
            st.violation(text);
        }
        st.requests.push(RecordedRequest {
            seq,
            method: api_req.method.clone(),
            path: api_req.path.clone(),
            query: api_req.query.clone(),
            status: reply.status,
            body: api_req.body.clone(),
            files: api_req
                .files
                .iter()
                .map(|f| (f.field.clone(), f.filename.clone(), f.bytes.len()))
                .collect(),
            response: reply.body.clone(),
            at_ms,
        });
        reply
    };
    shared.changed();
    to_response(reply)
}

fn to_response(reply: rest::ApiReply) -> AxResponse {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut resp = if reply.body.is_null() {
        (status, Body::empty()).into_response()
    } else {
        (
            status,
            [("content-type", "application/json")],
            reply.body.to_string(),
        )
            .into_response()
    };
    let h = resp.headers_mut();
    if reply.status != 429 {
        for (k, v) in [
            ("x-ratelimit-limit", "5"),
            ("x-ratelimit-remaining", "4"),
            ("x-ratelimit-reset-after", "1.000"),
            ("x-ratelimit-bucket", "fakebucket"),
        ] {
            h.insert(k, HeaderValue::from_static(v));
        }
    }
    for (k, v) in reply.headers {
        if let (Ok(name), Ok(value)) = (
            axum::http::HeaderName::try_from(k.as_str()),
            HeaderValue::try_from(v.as_str()),
        ) {
            h.insert(name, value);
        }
    }
    resp
}

async fn read_json(req: Request) -> (Value, Vec<Upload>, Option<String>) {
    match axum::body::to_bytes(req.into_body(), 64 * 1024 * 1024).await {
        Err(e) => (
            Value::Null,
            Vec::new(),
            Some(format!("unreadable body: {e}")),
        ),
        Ok(bytes) if bytes.is_empty() => (Value::Null, Vec::new(), None),
        Ok(bytes) => match serde_json::from_slice(&bytes) {
            Ok(v) => (v, Vec::new(), None),
            Err(e) => (
                Value::Null,
                Vec::new(),
                Some(format!("body is not JSON: {e}")),
            ),
        },
    }
}

/// `payload_json` plus `files[N]` (or `file`) parts, as serenity sends attachments.
async fn read_multipart(req: Request) -> (Value, Vec<Upload>, Option<String>) {
    let mut mp = match Multipart::from_request(req, &()).await {
        Ok(mp) => mp,
        Err(e) => {
            return (
                Value::Null,
                Vec::new(),
                Some(format!("bad multipart body: {e}")),
            )
        }
    };
    let mut payload = Value::Null;
    let mut files = Vec::new();
    loop {
        let field = match mp.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return (payload, files, Some(format!("bad multipart part: {e}"))),
        };
        let name = field.name().unwrap_or("").to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = match field.bytes().await {
            Ok(b) => b.to_vec(),
            Err(e) => {
                return (
                    payload,
                    files,
                    Some(format!("bad multipart part {name}: {e}")),
                )
            }
        };
        if name == "payload_json" {
            match serde_json::from_slice(&bytes) {
                Ok(v) => payload = v,
                Err(e) => {
                    return (
                        payload,
                        files,
                        Some(format!("payload_json is not JSON: {e}")),
                    )
                }
            }
        } else if let Some(filename) = filename {
            let index = name
                .strip_prefix("files[")
                .and_then(|s| s.strip_suffix(']'))
                .and_then(|n| n.parse().ok())
                .or(if name == "file" { Some(0) } else { None });
            files.push(Upload {
                field: name,
                index,
                filename,
                content_type,
                bytes,
            });
        }
    }
    (payload, files, None)
}

/// GET /attachments/{channel}/{id}/{filename}: the stored bytes, as Discord's CDN would.
fn serve_attachment(shared: &Shared, path: &str) -> AxResponse {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let id: Option<u64> = parts.get(2).and_then(|s| s.parse().ok());
    let st = shared.lock();
    let found = st
        .messages
        .values()
        .flat_map(|m| m.attachments.iter())
        .find(|a| Some(a.id) == id)
        .cloned();
    drop(st);
    match found {
        Some(a) => {
            let ct = a
                .content_type
                .unwrap_or_else(|| "application/octet-stream".into());
            (StatusCode::OK, [("content-type", ct)], a.bytes).into_response()
        }
        None => (
            StatusCode::NOT_FOUND,
            json!({"message": "404: Not Found", "code": 0}).to_string(),
        )
            .into_response(),
    }
}
