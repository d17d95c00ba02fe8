//! Channel routes: messages (create, list, get, edit, delete), threads, typing, thread
//! members; plus the message building and editing shared with interaction responses.

use serde_json::{json, Value};

use super::fixtures::{channel_json, message_json};
use super::model::{FakeAttachment, FakeMessage, FakeThread};
use super::rest::{id, ApiReply, ApiRequest, Reply};
use super::state::{ChannelRec, State};
use super::validate;

/// Where and how a new message is created.
pub(crate) struct NewMessage {
    pub channel_id: u64,
    pub ephemeral: bool,
    pub visible_to: Option<u64>,
    pub interaction_id: Option<u64>,
    pub kind: u8,
    /// A deferred response's "thinking" placeholder (no content required).
    pub loading: bool,
}

/// Flags a bot may set on a message: suppress embeds (4), suppress notifications (4096);
/// ephemeral (64) is decided by the caller.
const SETTABLE_FLAGS: u64 = 4 | 4096;

/// Validates `payload` and stores a new message; returns its id.
pub(crate) fn create_message(
    st: &mut State,
    req: &ApiRequest,
    payload: &Value,
    spec: NewMessage,
    prefix: &str,
) -> Result<u64, ApiReply> {
    let errors = validate::message_payload(payload, &req.upload_infos(), prefix);
    if !errors.is_empty() {
        return Err(ApiReply::form(&errors));
    }
    let attachments = build_attachments(st, &[], payload, req, false);
    let content = payload
        .get("content")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let embeds = array(payload.get("embeds"));
    let components = array(payload.get("components"));
    if !spec.loading
        && validate::is_empty_message(&content, embeds.len(), components.len(), attachments.len())
    {
        return Err(ApiReply::error(
            400,
            50006,
            "Cannot send an empty message",
            "empty message (no content, embeds, components or attachments)",
        ));
    }
    let requested = payload.get("flags").and_then(Value::as_u64).unwrap_or(0);
    let mut flags = requested & SETTABLE_FLAGS;
    if spec.ephemeral {
        flags |= 64;
    }
    if spec.loading {
        flags |= 128;
    }
    let id = st.snowflake();
    let now = st.now_ms();
    st.messages.insert(
        id,
        FakeMessage {
            id,
            channel_id: spec.channel_id,
            content,
            embeds,
            components,
            attachments,
            flags,
            ephemeral: spec.ephemeral,
            visible_to: spec.visible_to,
            interaction_id: spec.interaction_id,
            loading: spec.loading,
            deleted: false,
            edits: 0,
            created_ms: now,
            edited_ms: None,
            kind: spec.kind,
        },
    );
    Ok(id)
}

/// Validates and applies an edit (absent fields are kept, as Discord does).
pub(crate) fn edit_message(
    st: &mut State,
    req: &ApiRequest,
    msg_id: u64,
    payload: &Value,
    prefix: &str,
) -> Result<(), ApiReply> {
    let errors = validate::message_payload(payload, &req.upload_infos(), prefix);
    if !errors.is_empty() {
        return Err(ApiReply::form(&errors));
    }
    let Some(old) = st.messages.get(&msg_id).cloned() else {
        return Err(ApiReply::unknown_message(format!(
            "message {msg_id} does not exist"
        )));
    };
    check_not_archived(st, old.channel_id, "edit a message")?;
    let mut m = old.clone();
    if let Some(c) = payload.get("content") {
        m.content = c.as_str().unwrap_or("").to_owned();
    }
    if let Some(e) = payload.get("embeds") {
        m.embeds = array(Some(e));
    }
    if let Some(c) = payload.get("components") {
        m.components = array(Some(c));
    }
    m.attachments = build_attachments(st, &old.attachments, payload, req, true);
    if validate::is_empty_message(
        &m.content,
        m.embeds.len(),
        m.components.len(),
        m.attachments.len(),
    ) {
        return Err(ApiReply::error(
            400,
            50006,
            "Cannot send an empty message",
            format!("edit would leave message {msg_id} empty"),
        ));
    }
    if let Some(f) = payload.get("flags").and_then(Value::as_u64) {
        m.flags = (m.flags & !SETTABLE_FLAGS) | (f & SETTABLE_FLAGS);
    }
    m.loading = false;
    m.flags &= !128;
    m.edits += 1;
    m.edited_ms = Some(st.now_ms());
    st.messages.insert(msg_id, m);
    Ok(())
}

/// Permission bits the fake checks for the bot's own requests.
const VIEW_CHANNEL: u64 = 1 << 10;
const SEND_MESSAGES: u64 = 1 << 11;
const ATTACH_FILES: u64 = 1 << 15;
const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// Refuses a request the bot lacks a permission for in `channel_id` (403, 50013).
fn need(st: &State, channel_id: u64, permissions: u64, what: &str) -> Result<(), ApiReply> {
    let missing = permissions & !st.bot_permissions_in(channel_id);
    if missing == 0 {
        return Ok(());
    }
    Err(ApiReply::error(
        403,
        50013,
        "Missing Permissions",
        format!("tried to {what} in channel {channel_id} without permission bits {missing:#x}"),
    ))
}

/// Refuses changes inside an archived thread (Discord: 400, 50083).
pub(crate) fn check_not_archived(st: &State, channel_id: u64, what: &str) -> Result<(), ApiReply> {
    let archived = st
        .channels
        .get(&channel_id)
        .and_then(|c| c.thread.as_ref())
        .is_some_and(|t| t.archived);
    if archived {
        return Err(ApiReply::error(
            400,
            50083,
            "Operation was performed on an archived thread",
            format!("tried to {what} in archived thread {channel_id}"),
        ));
    }
    Ok(())
}

fn array(v: Option<&Value>) -> Vec<Value> {
    v.and_then(Value::as_array).cloned().unwrap_or_default()
}

/// The attachments after a create or edit: the payload's `attachments` list names kept
/// existing files (by snowflake) and new uploads (by `files[N]` index); without that list an
/// edit keeps the old files and adds the uploads.
fn build_attachments(
    st: &mut State,
    existing: &[FakeAttachment],
    payload: &Value,
    req: &ApiRequest,
    editing: bool,
) -> Vec<FakeAttachment> {
    let mut out = Vec::new();
    let mut used = vec![false; req.files.len()];
    let new_from = |st: &mut State, i: usize, entry: Option<&Value>| {
        let f = &req.files[i];
        FakeAttachment {
            id: st.snowflake(),
            filename: entry
                .and_then(|e| e.get("filename"))
                .and_then(Value::as_str)
                .unwrap_or(&f.filename)
                .to_owned(),
            size: f.bytes.len(),
            content_type: f.content_type.clone(),
            description: entry
                .and_then(|e| e.get("description"))
                .and_then(Value::as_str)
                .map(str::to_owned),
            bytes: f.bytes.clone(),
        }
    };
    match payload.get("attachments").and_then(Value::as_array) {
        Some(list) => {
            for entry in list {
                let Some(aid) = entry.get("id").and_then(|v| {
                    v.as_u64()
                        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
                }) else {
                    continue;
                };
                if let Some(i) = req.files.iter().position(|f| f.index == Some(aid)) {
                    if !used[i] {
                        used[i] = true;
                        out.push(new_from(st, i, Some(entry)));
                    }
                } else if let Some(a) = existing.iter().find(|a| a.id == aid) {
                    out.push(a.clone());
                }
            }
        }
        None if editing => out.extend(existing.iter().cloned()),
        None => {}
    }
    for (i, was_used) in used.into_iter().enumerate() {
        if !was_used {
            out.push(new_from(st, i, None));
        }
    }
    out
}

pub(crate) fn message_reply(st: &State, msg_id: u64) -> ApiReply {
    match st.messages.get(&msg_id) {
        Some(m) => ApiReply::ok(message_json(st, m)),
        None => ApiReply::unknown_message(format!("message {msg_id} vanished")),
    }
}

/// A public, live message of this channel, or Discord's 404 (ephemeral messages are not
/// reachable through channel routes).
fn channel_message(st: &State, channel_id: u64, msg_id: u64, what: &str) -> Result<u64, ApiReply> {
    match st.messages.get(&msg_id) {
        Some(m) if m.ephemeral => Err(ApiReply::unknown_message(format!(
            "tried to {what} ephemeral message {msg_id} through /channels/{channel_id}/messages (ephemeral messages are reachable only through the interaction webhook)"
        ))),
        Some(m) if m.deleted => Err(ApiReply::unknown_message(format!("tried to {what} deleted message {msg_id}"))),
        Some(m) if m.channel_id != channel_id => Err(ApiReply::unknown_message(format!(
            "tried to {what} message {msg_id} in channel {channel_id}, but it is in channel {}",
            m.channel_id
        ))),
        Some(_) => Ok(msg_id),
        None => Err(ApiReply::unknown_message(format!("tried to {what} unknown message {msg_id}"))),
    }
}

pub(crate) fn channel_route(
    st: &mut State,
    req: &ApiRequest,
    channel_id: u64,
    rest: &[&str],
) -> Reply {
    if !st.channels.contains_key(&channel_id) {
        return Err(ApiReply::unknown_channel(channel_id));
    }
    match (req.method.as_str(), rest) {
        ("GET", []) => Ok(ApiReply::ok(channel_json(st, &st.channels[&channel_id]))),
        ("PATCH", []) => edit_channel(st, req, channel_id),
        ("DELETE", []) => {
            let c = st.channels[&channel_id].clone();
            if c.thread.is_none() {
                return Err(ApiReply::error(
                    403,
                    50013,
                    "Missing Permissions",
                    "the bot may not delete guild text channels",
                ));
            }
            let body = channel_json(st, &c);
            st.channels.remove(&channel_id);
            let deleted = json!({"id": c.id.to_string(), "guild_id": c.guild_id.to_string(), "parent_id": c.parent_id.map(|p| p.to_string()), "type": c.kind});
            st.dispatch(c.guild_id, "THREAD_DELETE", deleted);
            Ok(ApiReply::ok(body))
        }
        ("POST", ["typing"]) => Ok(ApiReply::no_content()),
        ("GET", ["messages"]) => {
            let limit = req
                .query_param("limit")
                .and_then(|l| l.parse().ok())
                .unwrap_or(50usize)
                .clamp(1, 100);
            let list: Vec<Value> = st
                .messages
                .values()
                .rev()
                .filter(|m| m.channel_id == channel_id && !m.ephemeral && !m.deleted)
                .take(limit)
                .map(|m| message_json(st, m))
                .collect();
            Ok(ApiReply::ok(Value::Array(list)))
        }
        ("POST", ["messages"]) => {
            let send = if st.channels[&channel_id].thread.is_some() {
                SEND_MESSAGES_IN_THREADS
            } else {
                SEND_MESSAGES
            };
            let files = if req.files.is_empty() {
                0
            } else {
                ATTACH_FILES
            };
            need(
                st,
                channel_id,
                VIEW_CHANNEL | send | files,
                "post a message",
            )?;
            unarchive_for_post(st, channel_id)?;
            let payload = req.body.clone();
            // Discord: with enforce_nonce, a nonce seen recently from the same author
            // returns that message instead of creating another.
            let nonce = payload
                .get("nonce")
                .and_then(|n| {
                    n.as_str()
                        .map(str::to_owned)
                        .or_else(|| n.as_u64().map(|n| n.to_string()))
                })
                .filter(|_| payload.get("enforce_nonce").and_then(Value::as_bool) == Some(true));
            if let Some(&mid) = nonce
                .as_ref()
                .and_then(|n| st.nonces.get(&(channel_id, n.clone())))
            {
                return Ok(message_reply(st, mid));
            }
            let mid = create_message(
                st,
                req,
                &payload,
                NewMessage {
                    channel_id,
                    ephemeral: false,
                    visible_to: None,
                    interaction_id: None,
                    kind: 0,
                    loading: false,
                },
                "",
            )?;
            if let Some(nonce) = nonce {
                st.nonces.insert((channel_id, nonce), mid);
            }
            Ok(message_reply(st, mid))
        }
        ("GET", ["messages", mid]) => {
            let mid = channel_message(st, channel_id, id(mid)?, "fetch")?;
            Ok(message_reply(st, mid))
        }
        ("PATCH", ["messages", mid]) => {
            let files = if req.files.is_empty() {
                0
            } else {
                ATTACH_FILES
            };
            need(st, channel_id, VIEW_CHANNEL | files, "edit a message")?;
            let mid = channel_message(st, channel_id, id(mid)?, "edit")?;
            let payload = req.body.clone();
            edit_message(st, req, mid, &payload, "")?;
            Ok(message_reply(st, mid))
        }
        ("DELETE", ["messages", mid]) => {
            let mid = channel_message(st, channel_id, id(mid)?, "delete")?;
            check_not_archived(st, channel_id, "delete a message")?;
            if let Some(m) = st.messages.get_mut(&mid) {
                m.deleted = true;
            }
            Ok(ApiReply::no_content())
        }
        ("POST", ["threads"]) => {
            need(
                st,
                channel_id,
                VIEW_CHANNEL | CREATE_PUBLIC_THREADS,
                "create a thread",
            )?;
            create_thread(st, req, channel_id, None)
        }
        ("POST", ["messages", mid, "threads"]) => {
            let mid = channel_message(st, channel_id, id(mid)?, "start a thread from")?;
            create_thread(st, req, channel_id, Some(mid))
        }
        ("PUT", ["thread-members", who]) | ("DELETE", ["thread-members", who]) => {
            let uid = if *who == "@me" { st.bot_id } else { id(who)? };
            let adding = req.method == "PUT";
            let Some(t) = st
                .channels
                .get_mut(&channel_id)
                .and_then(|c| c.thread.as_mut())
            else {
                return Err(ApiReply::error(
                    400,
                    50024,
                    "Cannot execute action on this channel type",
                    format!("channel {channel_id} is not a thread"),
                ));
            };
            t.member_ids.retain(|m| *m != uid);
            if adding {
                t.member_ids.push(uid);
            }
            Ok(ApiReply::no_content())
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

/// Posting in an archived thread unarchives it unless it is locked.
fn unarchive_for_post(st: &mut State, channel_id: u64) -> Result<(), ApiReply> {
    if let Some(t) = st
        .channels
        .get_mut(&channel_id)
        .and_then(|c| c.thread.as_mut())
    {
        if t.archived && t.locked {
            return Err(ApiReply::error(
                400,
                50083,
                "Operation was performed on an archived thread",
                format!("posted in locked archived thread {channel_id}"),
            ));
        }
        t.archived = false;
    }
    Ok(())
}

fn create_thread(
    st: &mut State,
    req: &ApiRequest,
    parent: u64,
    from_message: Option<u64>,
) -> Reply {
    if st.channels[&parent].thread.is_some() {
        return Err(ApiReply::error(
            400,
            50024,
            "Cannot execute action on this channel type",
            format!("tried to create a thread inside thread {parent}"),
        ));
    }
    let errors = validate::thread(&req.body, true);
    if !errors.is_empty() {
        return Err(ApiReply::form(&errors));
    }
    // A thread started from a message takes the message's id, as on Discord.
    let tid = match from_message {
        Some(mid) => {
            if st.channels.contains_key(&mid) {
                return Err(ApiReply::error(
                    400,
                    160004,
                    "A thread has already been created for this message",
                    format!("second thread for message {mid}"),
                ));
            }
            mid
        }
        None => st.snowflake(),
    };
    // Without a message Discord defaults to a private thread; from a message it is public.
    let kind = match from_message {
        Some(_) => 11,
        None => req.body.get("type").and_then(Value::as_u64).unwrap_or(12) as u8,
    };
    if !matches!(kind, 10..=12) {
        return Err(ApiReply::form(&[validate::FieldError {
            path: "type".into(),
            code: "BASE_TYPE_CHOICES",
            message: format!("Value must be one of (10, 11, 12) (got {kind})."),
        }]));
    }
    let name = req.body["name"].as_str().unwrap_or_default().to_owned();
    let thread = FakeThread {
        id: tid,
        parent_id: parent,
        name: name.clone(),
        kind,
        auto_archive_duration: req
            .body
            .get("auto_archive_duration")
            .and_then(Value::as_u64)
            .unwrap_or(1440),
        archived: false,
        locked: false,
        starter_message_id: from_message,
        member_ids: vec![st.bot_id],
    };
    let now = st.now_ms();
    let rec = ChannelRec {
        id: tid,
        guild_id: st.guild_of_channel(parent),
        name,
        kind,
        parent_id: Some(parent),
        thread: Some(thread),
        created_ms: now,
    };
    st.channels.insert(tid, rec.clone());
    let mut event = channel_json(st, &rec);
    event["newly_created"] = json!(true);
    st.dispatch(rec.guild_id, "THREAD_CREATE", event);
    Ok(ApiReply::created(channel_json(st, &rec)))
}

fn edit_channel(st: &mut State, req: &ApiRequest, channel_id: u64) -> Reply {
    let is_thread = st.channels[&channel_id].thread.is_some();
    let errors = validate::thread(&req.body, false);
    if !errors.is_empty() {
        return Err(ApiReply::form(&errors));
    }
    let body = &req.body;
    let rec = st
        .channels
        .get_mut(&channel_id)
        .expect("checked by the caller");
    if let Some(n) = body.get("name").and_then(Value::as_str) {
        rec.name = n.to_owned();
    }
    if let Some(t) = rec.thread.as_mut() {
        t.name = rec.name.clone();
        if let Some(a) = body.get("archived").and_then(Value::as_bool) {
            t.archived = a;
        }
        if let Some(l) = body.get("locked").and_then(Value::as_bool) {
            t.locked = l;
        }
        if let Some(d) = body.get("auto_archive_duration").and_then(Value::as_u64) {
            t.auto_archive_duration = d;
        }
    }
    let rec = rec.clone();
    let json = channel_json(st, &rec);
    if is_thread {
        st.dispatch(rec.guild_id, "THREAD_UPDATE", json.clone());
    }
    Ok(ApiReply::ok(json))
}
