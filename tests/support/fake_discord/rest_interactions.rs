//! Interaction routes: the initial callback (3 s, once) and the webhook routes that edit the
//! original response and send, edit and delete follow-ups (valid 15 minutes).

use serde_json::Value;

use super::rest::{id, ApiReply, ApiRequest, Reply};
use super::rest_messages::{
    check_not_archived, create_message, edit_message, message_reply, NewMessage,
};
use super::state::State;
use super::validate;

/// POST /interactions/{id}/{token}/callback
pub(crate) fn callback(st: &mut State, req: &ApiRequest, iid: u64, token: &str) -> Reply {
    let Some(rec) = st.interactions.get(&iid).cloned() else {
        return Err(ApiReply::error(
            404,
            10062,
            "Unknown interaction",
            format!("callback for unknown interaction {iid}"),
        ));
    };
    if rec.token != token {
        return Err(ApiReply::error(
            401,
            50027,
            "Invalid Webhook Token",
            format!("callback for interaction {iid} with the wrong token"),
        ));
    }
    if let Some(k) = rec.callback_kind {
        return Err(ApiReply::error(
            400,
            40060,
            "Interaction has already been acknowledged.",
            format!("second initial response (type {}) to interaction {iid}, already answered with type {k}", req.body["type"]),
        ));
    }
    let age = st.now_ms().saturating_sub(rec.sent_ms);
    if age > st.ack_deadline.as_millis() as u64 {
        return Err(ApiReply::error(
            404,
            10062,
            "Unknown interaction",
            format!("initial response to interaction {iid} arrived {age} ms after it was sent (limit {} ms)", st.ack_deadline.as_millis()),
        ));
    }
    let kind = req.body.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
    let data = req.body.get("data").cloned().unwrap_or(Value::Null);
    let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0);
    // A server that switched external apps off shows the app's answers only to the
    // person who asked.
    let ephemeral = flags & 64 != 0 || forced_private(st, rec.channel_id);
    let is_component = rec.kind == 3;
    let reply_kind = if rec.kind == 2 { 20 } else { 0 };
    let spec = |loading| NewMessage {
        channel_id: rec.channel_id,
        ephemeral,
        visible_to: ephemeral.then_some(rec.user_id),
        interaction_id: Some(iid),
        kind: reply_kind,
        loading,
    };
    let mut modal = None;
    // An autocomplete interaction takes choices and nothing else; choices answer only it.
    if (rec.kind == 4) != (kind == 8) {
        return Err(ApiReply::error(
            400,
            40063,
            "Interaction response type is not valid for this interaction",
            format!(
                "callback type {kind} to interaction {iid} of type {}",
                rec.kind
            ),
        ));
    }
    let original = match kind {
        8 => {
            let errors = validate::autocomplete_choices(&data);
            if !errors.is_empty() {
                return Err(ApiReply::form(&errors));
            }
            None
        }
        4 => Some(create_message(st, req, &data, spec(false), "data.")?),
        5 => Some(create_message(st, req, &Value::Null, spec(true), "data.")?),
        6 | 7 if !is_component => {
            return Err(ApiReply::error(400, 40063, "Interaction response type is not valid for this interaction", format!("callback type {kind} answers only component interactions, not slash command {iid}")));
        }
        6 => rec.source_message_id,
        7 => {
            let source = rec
                .source_message_id
                .expect("component interactions have a message");
            edit_message(st, req, source, &data, "data.")?;
            Some(source)
        }
        9 => {
            let errors = validate::modal(&data);
            if !errors.is_empty() {
                return Err(ApiReply::form(&errors));
            }
            modal = Some(data.clone());
            None
        }
        other => {
            return Err(ApiReply::error(
                400,
                50035,
                "Invalid Form Body",
                format!("callback type {other} is not a valid response to interaction {iid}"),
            ));
        }
    };
    let rec = st.interactions.get_mut(&iid).expect("looked up above");
    rec.callback_kind = Some(kind);
    rec.callback_data = data;
    rec.ephemeral = ephemeral;
    rec.original_message_id = original;
    rec.modal = modal;
    Ok(ApiReply::no_content())
}

/// /webhooks/{app}/{token}[/messages/{@original|id}]
pub(crate) fn webhook(st: &mut State, req: &ApiRequest, token: &str, rest: &[&str]) -> Reply {
    let Some(&iid) = st.tokens.get(token) else {
        return Err(ApiReply::error(
            401,
            50027,
            "Invalid Webhook Token",
            "webhook call with a token the fake never issued",
        ));
    };
    let rec = st.interactions[&iid].clone();
    let age = st.now_ms().saturating_sub(rec.sent_ms);
    if st.refused_tokens.contains(token) {
        return Err(ApiReply::error(
            401,
            50027,
            "Invalid Webhook Token",
            "a token Discord refused early",
        ));
    }
    if age > st.token_lifetime.as_millis() as u64 {
        return Err(ApiReply::error(
            401,
            50027,
            "Invalid Webhook Token",
            format!(
                "webhook {} {} for interaction {iid} {} s after it was sent (tokens live 15 min)",
                req.method,
                req.path,
                age / 1000
            ),
        ));
    }
    if rec.callback_kind.is_none() {
        let deadline = st.ack_deadline.as_millis() as u64;
        let why = if age > deadline {
            format!("webhook call for interaction {iid}, which was never acknowledged within {deadline} ms")
        } else {
            format!(
                "webhook {} {} for interaction {iid} before any initial response",
                req.method, req.path
            )
        };
        return Err(match rest {
            [] => ApiReply::error(404, 10015, "Unknown Webhook", why),
            _ => ApiReply::unknown_message(why),
        });
    }
    match (req.method.as_str(), rest) {
        ("POST", []) => followup(st, req, iid),
        (m, ["messages", which]) => {
            let mid = if *which == "@original" {
                rec.original_message_id.ok_or_else(|| {
                    ApiReply::unknown_message(format!(
                        "{m} @original of interaction {iid}, whose response (type {:?}) created no message",
                        rec.callback_kind
                    ))
                })?
            } else {
                let mid = id(which)?;
                if Some(mid) != rec.original_message_id && !rec.followups.contains(&mid) {
                    return Err(ApiReply::unknown_message(format!("{m} message {mid} through the webhook of interaction {iid}, which did not create it")));
                }
                mid
            };
            if st.messages.get(&mid).is_none_or(|msg| msg.deleted) {
                return Err(ApiReply::unknown_message(format!(
                    "{m} deleted message {mid} of interaction {iid}"
                )));
            }
            match m {
                "GET" => Ok(message_reply(st, mid)),
                "PATCH" => {
                    let payload = req.body.clone();
                    edit_message(st, req, mid, &payload, "")?;
                    Ok(message_reply(st, mid))
                }
                "DELETE" => {
                    let channel = st.messages[&mid].channel_id;
                    check_not_archived(st, channel, "delete a message")?;
                    if let Some(msg) = st.messages.get_mut(&mid) {
                        msg.deleted = true;
                    }
                    Ok(ApiReply::no_content())
                }
                _ => Err(ApiReply::error(
                    405,
                    0,
                    "405: Method Not Allowed",
                    format!("{m} on a webhook message"),
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

/// POST /webhooks/{app}/{token}: a follow-up. After a deferred message response (type 5)
/// whose "thinking" placeholder is still showing, Discord fills the placeholder with the first
/// follow-up instead of posting a new message; the fake does the same.
fn followup(st: &mut State, req: &ApiRequest, iid: u64) -> Reply {
    let rec = st.interactions[&iid].clone();
    let payload = req.body.clone();
    if let Some(orig) = rec.original_message_id {
        if rec.callback_kind == Some(5) && st.messages.get(&orig).is_some_and(|m| m.loading) {
            edit_message(st, req, orig, &payload, "")?;
            return Ok(message_reply(st, orig));
        }
    }
    let ephemeral = payload.get("flags").and_then(Value::as_u64).unwrap_or(0) & 64 != 0
        || forced_private(st, rec.channel_id);
    if st.places.contains_key(&rec.channel_id)
        && rec.followups.len() >= super::places::MAX_FOLLOWUPS
    {
        let why = format!(
            "a follow-up past the {} an interaction of a person's install may send",
            super::places::MAX_FOLLOWUPS
        );
        st.violation(why.clone());
        return Err(ApiReply::error(
            400,
            40094,
            "Maximum number of follow up messages reached",
            why,
        ));
    }
    check_not_archived(st, rec.channel_id, "post a follow-up")?;
    let mid = create_message(
        st,
        req,
        &payload,
        NewMessage {
            channel_id: rec.channel_id,
            ephemeral,
            visible_to: ephemeral.then_some(rec.user_id),
            interaction_id: Some(iid),
            kind: 0,
            loading: false,
        },
        "",
    )?;
    if let Some(r) = st.interactions.get_mut(&iid) {
        r.followups.push(mid);
    }
    Ok(message_reply(st, mid))
}

/// Whether every answer in `channel` is private: a server that did not add the app and
/// switched Use External Apps off.
fn forced_private(st: &State, channel: u64) -> bool {
    st.places.get(&channel).is_some_and(|p| !p.external_apps)
}
