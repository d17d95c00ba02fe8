//! REST v10 routing: authentication, injected faults, commands, users, gateway discovery, and
//! the hand-off to the message, thread and interaction routes.
//!
//! Everything runs synchronously under the state lock; the HTTP layer (server.rs) parses the
//! request into an [`ApiRequest`], calls [`handle`], records the exchange and writes the reply.

use serde_json::{json, Value};

use super::fixtures::{bot_user_json, member_json, user_json};
use super::rest_interactions as interactions;
use super::rest_messages as messages;
use super::state::State;
use super::validate::{self, FieldError};

/// A file part of a multipart body (`files[N]` or `file`).
#[derive(Clone, Debug)]
pub(crate) struct Upload {
    pub field: String,
    /// N of `files[N]`: the id the payload's `attachments` array refers to.
    pub index: Option<u64>,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

#[derive(Debug)]
pub(crate) struct ApiRequest {
    pub method: String,
    /// Path after `/api/v10`.
    pub path: String,
    pub query: String,
    pub auth: Option<String>,
    /// JSON body or `payload_json`; Null when empty.
    pub body: Value,
    pub files: Vec<Upload>,
    /// Set when the body could not be read or parsed.
    pub body_error: Option<String>,
}

impl ApiRequest {
    pub(crate) fn query_param(&self, key: &str) -> Option<&str> {
        self.query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v)
    }

    pub(crate) fn upload_infos(&self) -> Vec<validate::UploadInfo<'_>> {
        self.files
            .iter()
            .map(|f| validate::UploadInfo {
                field: &f.field,
                filename: &f.filename,
                size: f.bytes.len(),
            })
            .collect()
    }
}

#[derive(Debug)]
pub(crate) struct ApiReply {
    pub status: u16,
    /// Null means an empty body (204).
    pub body: Value,
    pub headers: Vec<(String, String)>,
    /// A breach of Discord's contract this request committed, if any.
    pub violation: Option<String>,
}

impl ApiReply {
    pub(crate) fn ok(body: Value) -> ApiReply {
        ApiReply {
            status: 200,
            body,
            headers: Vec::new(),
            violation: None,
        }
    }

    pub(crate) fn created(body: Value) -> ApiReply {
        ApiReply {
            status: 201,
            ..ApiReply::ok(body)
        }
    }

    pub(crate) fn no_content() -> ApiReply {
        ApiReply {
            status: 204,
            ..ApiReply::ok(Value::Null)
        }
    }

    /// A Discord error reply that is also a contract violation.
    pub(crate) fn error(status: u16, code: u64, message: &str, why: impl Into<String>) -> ApiReply {
        ApiReply {
            status,
            body: json!({"code": code, "message": message}),
            headers: Vec::new(),
            violation: Some(why.into()),
        }
    }

    /// 400 Invalid Form Body with Discord's nested `errors`.
    pub(crate) fn form(errors: &[FieldError]) -> ApiReply {
        let why = errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        ApiReply {
            status: 400,
            body: validate::form_error_body(errors),
            headers: Vec::new(),
            violation: Some(format!("invalid form body: {why}")),
        }
    }

    pub(crate) fn unknown_message(why: impl Into<String>) -> ApiReply {
        ApiReply::error(404, 10008, "Unknown Message", why)
    }

    pub(crate) fn unknown_channel(id: u64) -> ApiReply {
        ApiReply::error(
            404,
            10003,
            "Unknown Channel",
            format!("channel {id} does not exist"),
        )
    }
}

pub(crate) type Reply = Result<ApiReply, ApiReply>;

/// Parses a snowflake path segment.
pub(crate) fn id(seg: &str) -> Result<u64, ApiReply> {
    seg.parse().map_err(|_| {
        ApiReply::error(
            400,
            50035,
            "Invalid Form Body",
            format!("path segment {seg:?} is not a snowflake"),
        )
    })
}

/// Answers one REST request.
pub(crate) fn handle(st: &mut State, req: &ApiRequest) -> ApiReply {
    let call = (req.method.clone(), req.path.clone());
    if let Some(&until) = st.rate_limited_until.get(&call) {
        let now = st.now_ms();
        if now < until {
            st.violation(format!(
                "{} {} retried {} ms before its Retry-After",
                req.method,
                req.path,
                until - now
            ));
        }
        st.rate_limited_until.remove(&call);
    }
    if let Some((reply, lands)) = injected_fault(st, req) {
        if reply.status == 429 {
            let until = st.now_ms() + st.retry_after.as_millis() as u64;
            st.rate_limited_until.insert(call, until);
        }
        if lands {
            // Carried out, but the answer never reaches the bot.
            let _ = route(st, req);
        }
        return reply;
    }
    if let Some(reply) = check_auth(st, req) {
        return reply;
    }
    if let Some(reply) = global_rate_limit(st, req) {
        return reply;
    }
    if let Some(err) = &req.body_error {
        return ApiReply::error(
            400,
            50109,
            "The request body contains invalid JSON.",
            err.clone(),
        );
    }
    match route(st, req) {
        Ok(r) | Err(r) => r,
    }
}

fn injected_fault(st: &mut State, req: &ApiRequest) -> Option<(ApiReply, bool)> {
    let fault = st.faults.iter_mut().find(|f| {
        f.remaining > 0
            && req.path.starts_with(&f.prefix)
            && f.method
                .as_deref()
                .is_none_or(|m| m.eq_ignore_ascii_case(&req.method))
    })?;
    fault.remaining -= 1;
    let (status, code, lands) = (fault.status, fault.code, fault.lands);
    st.faults.retain(|f| f.remaining > 0);
    let reply = if status == 429 {
        let secs = st.retry_after.as_secs_f64();
        ApiReply {
            status,
            body: json!({"message": "You are being rate limited.", "retry_after": secs, "global": false, "code": 0}),
            headers: vec![
                ("retry-after".into(), format!("{}", secs.ceil() as u64)),
                ("x-ratelimit-limit".into(), "5".into()),
                ("x-ratelimit-remaining".into(), "0".into()),
                ("x-ratelimit-reset-after".into(), format!("{secs:.3}")),
                ("x-ratelimit-bucket".into(), "fakebucket".into()),
                ("x-ratelimit-scope".into(), "user".into()),
            ],
            violation: None,
        }
    } else {
        ApiReply {
            status,
            body: json!({"message": format!("{status}: Injected failure"), "code": code}),
            headers: Vec::new(),
            violation: None,
        }
    };
    Some((reply, lands))
}

/// Discord allows a bot 50 requests per second outside the interaction routes; more gets a
/// global 429, which the fake also records as a violation (the bot should coalesce work).
fn global_rate_limit(st: &mut State, req: &ApiRequest) -> Option<ApiReply> {
    let limit = st.global_limit?;
    if req.path.starts_with("/interactions/") || req.path.starts_with("/webhooks/") {
        return None;
    }
    let now = st.now_ms();
    while st
        .recent_requests
        .front()
        .is_some_and(|t| now.saturating_sub(*t) >= 1000)
    {
        st.recent_requests.pop_front();
    }
    if st.recent_requests.len() < limit {
        st.recent_requests.push_back(now);
        return None;
    }
    let wait = 1000 - now.saturating_sub(*st.recent_requests.front()?);
    let secs = wait as f64 / 1000.0;
    Some(ApiReply {
        status: 429,
        body: json!({"message": "You are being rate limited.", "retry_after": secs, "global": true, "code": 0}),
        headers: vec![
            ("retry-after".into(), format!("{}", secs.ceil() as u64)),
            ("x-ratelimit-global".into(), "true".into()),
            ("x-ratelimit-scope".into(), "global".into()),
        ],
        violation: Some(format!(
            "more than {limit} requests in one second (global rate limit)"
        )),
    })
}

/// Bot routes need `Authorization: Bot <token>`; interaction and webhook routes are
/// authenticated by their token but still refuse a wrong Authorization header.
fn check_auth(st: &mut State, req: &ApiRequest) -> Option<ApiReply> {
    let token_routes = req.path.starts_with("/interactions/") || req.path.starts_with("/webhooks/");
    let expected = format!("Bot {}", st.token);
    let ok = match &req.auth {
        Some(a) => *a == expected,
        None => token_routes,
    };
    if ok {
        return None;
    }
    st.auth_failures += 1;
    Some(ApiReply {
        status: 401,
        body: json!({"message": "401: Unauthorized", "code": 0}),
        headers: Vec::new(),
        violation: None,
    })
}

fn route(st: &mut State, req: &ApiRequest) -> Reply {
    let segs: Vec<&str> = req.path.trim_matches('/').split('/').collect();
    let m = req.method.as_str();
    match (m, segs.as_slice()) {
        ("GET", ["gateway"]) => Ok(ApiReply::ok(json!({"url": gateway_url(st)}))),
        ("GET", ["gateway", "bot"]) => Ok(ApiReply::ok(json!({
            "url": gateway_url(st),
            "shards": st.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }))),
        ("GET", ["users", "@me"]) => Ok(ApiReply::ok(bot_user_json(st))),
        ("GET", ["oauth2", "applications", "@me"]) => Ok(ApiReply::ok(json!({
            "id": st.app_id.to_string(),
            "name": st.bot_name,
            "icon": null,
            "description": "",
            "bot_public": true,
            "bot_require_code_grant": false,
            "owner": user_json(st.bot_id, &st.bot_name, true),
            "verify_key": "00",
            "team": null,
            "flags": 0,
        }))),
        ("GET", ["guilds", g, "members", u]) => {
            // Every person the fake knows is a member of every guild.
            if !st.guilds.contains(&id(g)?) {
                return Err(ApiReply::error(
                    404,
                    10004,
                    "Unknown Guild",
                    "unknown guild",
                ));
            }
            let u = id(u)?;
            if u != st.bot_id && !st.users.contains_key(&u) {
                return Err(ApiReply::error(
                    404,
                    10013,
                    "Unknown User",
                    format!("user {u} is not in the guild"),
                ));
            }
            Ok(ApiReply::ok(member_json(st, u)))
        }
        (_, ["applications", app, rest @ ..]) => {
            if id(app)? != st.app_id {
                return Err(ApiReply::error(
                    404,
                    10002,
                    "Unknown Application",
                    format!("application {app} is not this bot's"),
                ));
            }
            commands(st, req, rest)
        }
        (_, ["interactions", iid, token, "callback"]) => {
            interactions::callback(st, req, id(iid)?, token)
        }
        (_, ["webhooks", app, token, rest @ ..]) => {
            if id(app)? != st.app_id {
                return Err(ApiReply::error(
                    404,
                    10015,
                    "Unknown Webhook",
                    format!("webhook {app} is not the application's"),
                ));
            }
            interactions::webhook(st, req, token, rest)
        }
        (_, ["channels", c, rest @ ..]) if st.places.contains_key(&id(c)?) => {
            // The bot is not a member there: Discord refuses, and the bot should have
            // known from the interaction's context.
            st.place_channel_calls += 1;
            st.violation(format!(
                "{} {}: a channel call where the bot is not a member (403, 50001)",
                req.method, req.path
            ));
            Err(ApiReply::error(
                403,
                50001,
                "Missing Access",
                "missing access",
            ))
        }
        (_, ["channels", c, rest @ ..]) => messages::channel_route(st, req, id(c)?, rest),
        _ => Err(ApiReply::error(
            404,
            0,
            "404: Not Found",
            format!(
                "route not implemented by the fake (or not a Discord route): {} {}",
                req.method, req.path
            ),
        )),
    }
}

fn gateway_url(st: &State) -> String {
    format!(
        "{}/gateway-ws",
        st.base_http.replacen("http://", "ws://", 1)
    )
}

/// /applications/{app}/commands[...] and /applications/{app}/guilds/{g}/commands[...].
fn commands(st: &mut State, req: &ApiRequest, rest: &[&str]) -> Reply {
    let (guild, rest) = match rest {
        ["commands", tail @ ..] => (None, tail),
        ["guilds", g, "commands", tail @ ..] => {
            let g = id(g)?;
            if !st.guilds.contains(&g) {
                return Err(ApiReply::error(
                    404,
                    10004,
                    "Unknown Guild",
                    format!("guild {g} is not one of the fake's guilds"),
                ));
            }
            (Some(g), tail)
        }
        _ => {
            return Err(ApiReply::error(
                404,
                0,
                "404: Not Found",
                format!(
                    "route not implemented by the fake: {} {}",
                    req.method, req.path
                ),
            ));
        }
    };
    match (req.method.as_str(), rest) {
        ("GET", []) => Ok(ApiReply::ok(Value::Array(command_list(st, guild).clone()))),
        ("PUT", []) => {
            let Some(defs) = req.body.as_array() else {
                return Err(ApiReply::error(
                    400,
                    50035,
                    "Invalid Form Body",
                    "bulk overwrite needs a JSON array",
                ));
            };
            let mut errors = Vec::new();
            if defs.len() > 100 {
                errors.push(FieldError {
                    path: String::new(),
                    code: "BASE_TYPE_MAX_LENGTH",
                    message: format!("Must be 100 or fewer in length (got {}).", defs.len()),
                });
            }
            for (i, d) in defs.iter().enumerate() {
                errors.extend(validate::command(d, &i.to_string()));
            }
            if !errors.is_empty() {
                return Err(ApiReply::form(&errors));
            }
            let old = command_list(st, guild).clone();
            let echoed: Vec<Value> = defs
                .iter()
                .map(|d| echo_command(st, d, guild, &old))
                .collect();
            *command_list(st, guild) = echoed.clone();
            st.commands_registered = true;
            Ok(ApiReply::ok(Value::Array(echoed)))
        }
        ("POST", []) => {
            let errors = validate::command(&req.body, "");
            if !errors.is_empty() {
                return Err(ApiReply::form(&errors));
            }
            let old = command_list(st, guild).clone();
            let echoed = echo_command(st, &req.body, guild, &old);
            let name = echoed["name"].clone();
            let list = command_list(st, guild);
            let existed = list.iter().any(|c| c["name"] == name);
            list.retain(|c| c["name"] != name);
            list.push(echoed.clone());
            let count = list.len();
            st.commands_registered = true;
            if !existed && count > 100 {
                return Err(ApiReply::error(
                    400,
                    30032,
                    "Maximum number of application commands reached (100)",
                    "more than 100 commands",
                ));
            }
            Ok(if existed {
                ApiReply::ok(echoed)
            } else {
                ApiReply::created(echoed)
            })
        }
        (m, [cid]) => {
            let cid = id(cid)?;
            let list = command_list(st, guild);
            let Some(pos) = list.iter().position(|c| c["id"] == json!(cid.to_string())) else {
                return Err(ApiReply::error(
                    404,
                    10063,
                    "Unknown application command",
                    format!("command {cid} is not registered"),
                ));
            };
            match m {
                "GET" => Ok(ApiReply::ok(list[pos].clone())),
                "DELETE" => {
                    list.remove(pos);
                    Ok(ApiReply::no_content())
                }
                "PATCH" => {
                    if let (Some(target), Some(patch)) =
                        (list[pos].as_object_mut(), req.body.as_object())
                    {
                        for (k, v) in patch {
                            target.insert(k.clone(), v.clone());
                        }
                    }
                    let edited = list[pos].clone();
                    let errors = validate::command(&edited, "");
                    if !errors.is_empty() {
                        return Err(ApiReply::form(&errors));
                    }
                    Ok(ApiReply::ok(edited))
                }
                _ => Err(ApiReply::error(
                    405,
                    0,
                    "405: Method Not Allowed",
                    format!("{m} on a command"),
                )),
            }
        }
        _ => Err(ApiReply::error(
            404,
            0,
            "404: Not Found",
            format!(
                "route not implemented by the fake: {} {}",
                req.method, req.path
            ),
        )),
    }
}

/// The global commands, or those of `guild`.
fn command_list(st: &mut State, guild: Option<u64>) -> &mut Vec<Value> {
    match guild {
        Some(g) => st.guild_commands.entry(g).or_default(),
        None => &mut st.global_commands,
    }
}

/// A registered command as Discord echoes it: the definition plus id (kept for an existing
/// name, as Discord does), application_id, version and defaults.
fn echo_command(st: &mut State, def: &Value, guild: Option<u64>, old: &[Value]) -> Value {
    let mut c = def.clone();
    let prev_id = old
        .iter()
        .find(|o| o["name"] == def["name"])
        .and_then(|o| o["id"].as_str().map(str::to_owned));
    let cid = match prev_id {
        Some(id) => id,
        None => st.snowflake().to_string(),
    };
    let version = st.snowflake().to_string();
    if let Some(obj) = c.as_object_mut() {
        obj.insert("id".into(), json!(cid));
        obj.insert("application_id".into(), json!(st.app_id.to_string()));
        obj.insert("version".into(), json!(version));
        obj.entry("type").or_insert(json!(1));
        obj.entry("description").or_insert(json!(""));
        obj.entry("default_member_permissions")
            .or_insert(Value::Null);
        obj.entry("nsfw").or_insert(json!(false));
        obj.entry("options").or_insert(json!([]));
        match guild {
            Some(g) => {
                obj.insert("guild_id".into(), json!(g.to_string()));
            }
            None => {
                obj.entry("integration_types").or_insert(json!([0]));
            }
        }
    }
    c
}
