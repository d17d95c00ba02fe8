//! JSON objects shaped exactly as Discord sends them (users, members, messages, channels,
//! the guild, READY), built from the fake's state.
//!
//! serenity silently drops a dispatch with a missing required field, so every shape here is
//! checked by deserializing it with serenity's own types in the self-test.

use serde_json::{json, Value};

use super::clock::iso8601;
use super::model::FakeMessage;
use super::state::{ChannelRec, State};
use super::{ATTACHMENT_SIZE_LIMIT, BOT_PERMISSIONS};

pub(crate) fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

pub(crate) fn bot_user_json(st: &State) -> Value {
    let mut u = user_json(st.bot_id, &st.bot_name, true);
    u["verified"] = json!(true);
    u["mfa_enabled"] = json!(false);
    u["flags"] = json!(0);
    u
}

pub(crate) fn member_json(st: &State, user_id: u64) -> Value {
    let rec = st.users.get(&user_id);
    let name = rec.map(|r| r.name.as_str()).unwrap_or("someone");
    let permissions = rec
        .map(|r| r.permissions)
        .unwrap_or(super::DEFAULT_MEMBER_PERMISSIONS);
    let roles: Vec<String> = rec
        .map(|r| r.roles.iter().map(u64::to_string).collect())
        .unwrap_or_default();
    json!({
        "user": user_json(user_id, name, false),
        "nick": null,
        "avatar": null,
        "roles": roles,
        "joined_at": iso8601(st.now_ms().saturating_sub(86_400_000)),
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions.to_string(),
        "communication_disabled_until": null,
    })
}

pub(crate) fn attachment_url(st: &State, channel_id: u64, id: u64, filename: &str) -> String {
    format!("{}/attachments/{channel_id}/{id}/{filename}", st.base_http)
}

pub(crate) fn message_json(st: &State, m: &FakeMessage) -> Value {
    let attachments: Vec<Value> = m
        .attachments
        .iter()
        .map(|a| {
            let url = attachment_url(st, m.channel_id, a.id, &a.filename);
            json!({
                "id": a.id.to_string(),
                "filename": a.filename,
                "description": a.description,
                "content_type": a.content_type,
                "size": a.size,
                "url": url,
                "proxy_url": url,
                "ephemeral": m.ephemeral,
            })
        })
        .collect();
    let embeds: Vec<Value> = m
        .embeds
        .iter()
        .map(|e| {
            let mut e = e.clone();
            if e.get("type").is_none() {
                e["type"] = json!("rich");
            }
            e
        })
        .collect();
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": bot_user_json(st),
        "content": m.content,
        "timestamp": iso8601(m.created_ms),
        "edited_timestamp": m.edited_ms.map(iso8601),
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": embeds,
        "pinned": false,
        "type": m.kind,
        "flags": m.flags,
        "components": m.components,
    });
    if m.interaction_id.is_some() {
        v["webhook_id"] = json!(st.app_id.to_string());
        v["application_id"] = json!(st.app_id.to_string());
    }
    if let Some(thread) = st.channels.get(&m.id).filter(|c| c.thread.is_some()) {
        v["thread"] = channel_json(st, thread);
    }
    v
}

fn thread_metadata(_st: &State, c: &ChannelRec) -> Option<Value> {
    let t = c.thread.as_ref()?;
    Some(json!({
        "archived": t.archived,
        "auto_archive_duration": t.auto_archive_duration,
        "archive_timestamp": iso8601(c.created_ms),
        "locked": t.locked,
        "create_timestamp": iso8601(c.created_ms),
    }))
}

/// A guild channel object (text channel or thread), as GET /channels/{id} returns it.
pub(crate) fn channel_json(st: &State, c: &ChannelRec) -> Value {
    let mut v = json!({
        "id": c.id.to_string(),
        "type": c.kind,
        "guild_id": c.guild_id.to_string(),
        "name": c.name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": c.parent_id.map(|p| p.to_string()),
        "flags": 0,
    });
    if let Some(meta) = thread_metadata(st, c) {
        let t = c.thread.as_ref();
        v["thread_metadata"] = meta;
        v["owner_id"] = json!(st.bot_id.to_string());
        v["message_count"] = json!(0);
        v["member_count"] = json!(t.map(|t| t.member_ids.len()).unwrap_or(0).min(50));
        v["total_message_sent"] = json!(0);
    }
    v
}

/// The partial channel carried by interactions.
pub(crate) fn partial_channel_json(st: &State, c: &ChannelRec) -> Value {
    let mut v = json!({
        "id": c.id.to_string(),
        "name": c.name,
        "type": c.kind,
        "guild_id": c.guild_id.to_string(),
        "permissions": st.bot_permissions_in(c.id).to_string(),
        "parent_id": c.parent_id.map(|p| p.to_string()),
    });
    if let Some(meta) = thread_metadata(st, c) {
        v["thread_metadata"] = meta;
    }
    v
}

/// READY for a session of `shard`: its guilds, unavailable until their GUILD_CREATE.
pub(crate) fn ready_json(
    st: &State,
    session_id: &str,
    gateway_url: &str,
    shard: [u64; 2],
) -> Value {
    let guilds: Vec<Value> = st
        .guilds_of_shard(shard)
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": bot_user_json(st),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": gateway_url,
        "shard": shard,
        "application": {"id": st.app_id.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "user_settings": {},
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
    })
}

/// The default guild is "Cantina Test Guild"; others are numbered in the order given.
fn guild_name(st: &State, guild: u64) -> String {
    match st.guilds.iter().position(|&g| g == guild) {
        Some(0) | None => "Cantina Test Guild".to_owned(),
        Some(n) => format!("Cantina Test Guild {}", n + 1),
    }
}

pub(crate) fn guild_create_json(st: &State, guild_id: u64) -> Value {
    let in_guild = || st.channels.values().filter(move |c| c.guild_id == guild_id);
    let channels: Vec<Value> = in_guild()
        .filter(|c| c.thread.is_none())
        .map(|c| channel_json(st, c))
        .collect();
    let threads: Vec<Value> = in_guild()
        .filter(|c| c.thread.as_ref().is_some_and(|t| !t.archived))
        .map(|c| channel_json(st, c))
        .collect();
    let mut bot_member = member_json(st, st.bot_id);
    bot_member["user"] = bot_user_json(st);
    bot_member["permissions"] = json!(BOT_PERMISSIONS.to_string());
    let mut guild = json!({
        "id": guild_id.to_string(),
        "name": guild_name(st, guild_id),
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": st.bot_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            // As on Discord, @everyone's role id is the guild's id.
            "id": guild_id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": super::DEFAULT_MEMBER_PERMISSIONS.to_string(),
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    });
    // Split in two: one json! this long exceeds the macro recursion limit.
    let extra = json!({
        "joined_at": iso8601(st.now_ms().saturating_sub(86_400_000)),
        "large": false,
        "unavailable": false,
        "member_count": st.users.len() + 1,
        "voice_states": [],
        "members": [bot_member],
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "incidents_data": null,
    });
    if let (Some(g), Some(extra)) = (guild.as_object_mut(), extra.as_object()) {
        g.extend(extra.clone());
    }
    guild
}

/// Fields every guild interaction carries, without `type` and `data`.
pub(crate) fn interaction_base(
    st: &State,
    id: u64,
    token: &str,
    user_id: u64,
    channel: &ChannelRec,
) -> Value {
    if let Some(place) = st.places.get(&channel.id) {
        return place_interaction_base(st, id, token, user_id, channel, place);
    }
    json!({
        "id": id.to_string(),
        "application_id": st.app_id.to_string(),
        "token": token,
        "version": 1,
        "guild_id": channel.guild_id.to_string(),
        "channel_id": channel.id.to_string(),
        "channel": partial_channel_json(st, channel),
        "member": member_json(st, user_id),
        "app_permissions": st.bot_permissions_in(channel.id).to_string(),
        "locale": st.users.get(&user_id).map_or("en-US", |u| u.locale.as_str()),
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": channel.guild_id.to_string()},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    })
}

/// An interaction in a place the bot is not a member of: a person's install
/// authorizes it; in a group DM there is no guild and no member, only the user.
fn place_interaction_base(
    st: &State,
    id: u64,
    token: &str,
    user_id: u64,
    channel: &ChannelRec,
    place: &super::places::PlaceRec,
) -> Value {
    let permissions = if place.external_apps {
        super::BOT_PERMISSIONS | super::places::USE_EXTERNAL_APPS
    } else {
        super::BOT_PERMISSIONS & !super::places::USE_EXTERNAL_APPS
    };
    let mut v = json!({
        "id": id.to_string(),
        "application_id": st.app_id.to_string(),
        "token": token,
        "version": 1,
        "channel_id": channel.id.to_string(),
        "channel": {"id": channel.id.to_string(), "type": channel.kind, "name": channel.name},
        "app_permissions": permissions.to_string(),
        "locale": st.users.get(&user_id).map_or("en-US", |u| u.locale.as_str()),
        "entitlements": [],
        "authorizing_integration_owners": {"1": place.installer.to_string()},
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    match place.guild {
        Some(guild) => {
            v["guild_id"] = json!(guild.to_string());
            v["guild_locale"] = json!("en-US");
            v["member"] = member_json(st, user_id);
            v["context"] = json!(0);
        }
        None => {
            let name = st
                .users
                .get(&user_id)
                .map_or("someone", |u| u.name.as_str());
            v["user"] = user_json(user_id, name, false);
            v["context"] = json!(2);
        }
    }
    v
}
