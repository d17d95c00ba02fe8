//! Acting as users: slash commands, button clicks and select choices, sent to the bot as
//! INTERACTION_CREATE dispatches shaped exactly as Discord sends them.
//!
//! The fake refuses (panics) to send what Discord never would: a command that is not
//! registered, an unknown or missing option, a click on a component the message does not
//! have or that is disabled, another user's ephemeral message. `click_raw` skips the
//! component check for forged-id tests.

use std::sync::MutexGuard;

use serde_json::{json, Map, Value};

use super::components::describe_buttons;
use super::fixtures::{
    interaction_base, member_json, message_json, partial_channel_json, user_json,
};
use super::model::{FakeMessage, FakeUser, InteractionHandle, MessageRef};
use super::server::FakeDiscord;
use super::state::{InteractionRec, State};

impl FakeDiscord {
    /// Sends `/command [subcommand] options...` from `user` in `channel`.
    ///
    /// `subcommand` may be `"group sub"` for a subcommand group. `options` is a JSON object
    /// `{name: value}`; each value is typed by the registered command's option definition
    /// (a user option takes a user id or a user name given to [`FakeDiscord::user`]).
    pub fn slash(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        subcommand: Option<&str>,
        options: Value,
    ) -> InteractionHandle {
        let st = self.shared.lock();
        // A guild's members see the global commands and that guild's own.
        let usable = st.commands_in(st.guild_of_channel(channel));
        let Some(cmd) = usable
            .iter()
            .find(|c| c["name"] == command && c["type"].as_u64().unwrap_or(1) == 1)
            .cloned()
        else {
            let names: Vec<String> = usable.iter().map(|c| c["name"].to_string()).collect();
            panic!(
                "/{command} is not registered in this channel's guild (usable there: {names:?})"
            );
        };
        assert_usable_in_place(&st, &cmd, channel);
        let mut resolved = Resolved::default();
        let defs = cmd["options"].as_array().cloned().unwrap_or_default();
        let has_subs = defs
            .iter()
            .any(|d| matches!(d["type"].as_u64(), Some(1 | 2)));
        let data_options = match subcommand {
            None => {
                assert!(
                    !has_subs,
                    "/{command} needs a subcommand (its options: {defs:?})"
                );
                leaf_options(&st, command, &defs, &options, &mut resolved)
            }
            Some(path) => {
                let parts: Vec<&str> = path.split_whitespace().collect();
                match parts.as_slice() {
                    [sub] => {
                        let def = find_def(&defs, sub, 1, command);
                        let inner = leaf_options(
                            &st,
                            command,
                            &array(&def["options"]),
                            &options,
                            &mut resolved,
                        );
                        vec![json!({"name": sub, "type": 1, "options": inner})]
                    }
                    [group, sub] => {
                        let gdef = find_def(&defs, group, 2, command);
                        let def = find_def(&array(&gdef["options"]), sub, 1, command);
                        let inner = leaf_options(
                            &st,
                            command,
                            &array(&def["options"]),
                            &options,
                            &mut resolved,
                        );
                        vec![
                            json!({"name": group, "type": 2, "options": [{"name": sub, "type": 1, "options": inner}]}),
                        ]
                    }
                    _ => panic!("subcommand {path:?} must be \"sub\" or \"group sub\""),
                }
            }
        };
        let mut data = json!({
            "id": cmd["id"],
            "name": command,
            "type": 1,
            "options": data_options,
        });
        if let Some(g) = cmd.get("guild_id").filter(|g| !g.is_null()) {
            data["guild_id"] = g.clone();
        }
        let resolved = resolved.into_json();
        if !resolved.as_object().is_some_and(Map::is_empty) {
            data["resolved"] = resolved;
        }
        self.send_command(st, user, channel, 2, data, command)
    }

    /// Sends a person-menu command (`type` 2 user command, right-click `target` → Apps)
    /// named `name` (its registered English name) from `user` in `channel`.
    pub fn user_command(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        target: &FakeUser,
    ) -> InteractionHandle {
        let st = self.shared.lock();
        let usable = st.commands_in(st.guild_of_channel(channel));
        let cmd = usable
            .iter()
            .find(|c| c["name"] == name && c["type"].as_u64() == Some(2))
            .cloned()
            .unwrap_or_else(|| panic!("no user command {name:?} is registered"));
        assert_usable_in_place(&st, &cmd, channel);
        let mut users = Map::new();
        users.insert(
            target.id.to_string(),
            user_json(target.id, &target.name, false),
        );
        let data = json!({
            "id": cmd["id"],
            "name": name,
            "type": 2,
            "target_id": target.id.to_string(),
            "resolved": {"users": users},
        });
        self.send_command(st, user, channel, 2, data, name)
    }

    /// Sends a command interaction (`kind` 2, or 4 for autocomplete) for `/command`
    /// while still holding the lock it was built under.
    fn send_command(
        &self,
        mut st: MutexGuard<'_, State>,
        user: &FakeUser,
        channel: u64,
        kind: u8,
        data: Value,
        command: &str,
    ) -> InteractionHandle {
        let handle = send(
            &mut st,
            user,
            channel,
            kind,
            data,
            None,
            Some(command.to_owned()),
        );
        drop(st);
        self.shared.changed();
        handle
    }

    /// Sends what Discord's client sends while `user` types `typed` into option `option`
    /// of `/command subcommand`: an autocomplete interaction (type 4), answered by type 8.
    /// Panics unless the option exists and asks for autocomplete.
    pub fn autocomplete(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        subcommand: &str,
        option: &str,
        typed: &str,
    ) -> InteractionHandle {
        let st = self.shared.lock();
        let cmd = st
            .commands_in(st.guild_of_channel(channel))
            .into_iter()
            .find(|c| c["name"] == command && c["type"].as_u64().unwrap_or(1) == 1)
            .unwrap_or_else(|| panic!("/{command} is not registered in this channel's guild"));
        let sub = find_def(&array(&cmd["options"]), subcommand, 1, command);
        let def = array(&sub["options"])
            .into_iter()
            .find(|d| d["name"] == option)
            .unwrap_or_else(|| panic!("/{command} {subcommand} has no option {option:?}"));
        assert_eq!(
            def["autocomplete"],
            json!(true),
            "/{command} {subcommand} {option} does not ask for autocomplete: Discord would not send this"
        );
        // While typing, the focused value is the text so far, whatever the option's type.
        let focused = json!({"name": option, "type": def["type"], "value": typed, "focused": true});
        let data = json!({
            "id": cmd["id"],
            "name": command,
            "type": 1,
            "options": [{"name": subcommand, "type": 1, "options": [focused]}],
        });
        self.send_command(st, user, channel, 4, data, command)
    }

    /// Clicks the button `custom_id` on a message (public or ephemeral). Panics if the message
    /// has no enabled, non-link button with that id: Discord never sends such a click.
    pub fn click(
        &self,
        user: &FakeUser,
        message: impl Into<MessageRef>,
        custom_id: &str,
    ) -> InteractionHandle {
        let st = self.shared.lock();
        let msg = resolve(&st, &message.into(), user);
        let ok = msg
            .buttons()
            .iter()
            .any(|b| b.custom_id.as_deref() == Some(custom_id) && !b.disabled && b.style != 5);
        assert!(
            ok,
            "message {} has no enabled button with custom_id {custom_id:?}; Discord would not send this click. Buttons: {}",
            msg.id,
            describe_buttons(&msg.buttons())
        );
        self.send_click(st, user, &msg, custom_id)
    }

    /// Clicks the button labelled `label` (see [`FakeMessage::button`] for matching).
    pub fn click_button(
        &self,
        user: &FakeUser,
        message: impl Into<MessageRef>,
        label: &str,
    ) -> InteractionHandle {
        // One lock for reading the button and sending the click: the bot may edit the
        // message in between, and a person clicks the button they see.
        let st = self.shared.lock();
        let msg = resolve(&st, &message.into(), user);
        let button = msg.button(label);
        assert!(
            !button.disabled,
            "button {label:?} of message {} is disabled",
            msg.id
        );
        let id = button
            .custom_id
            .unwrap_or_else(|| panic!("button {label:?} of message {} is a link button", msg.id));
        self.send_click(st, user, &msg, &id)
    }

    /// Sends a click on `msg` while still holding the lock it was read under.
    fn send_click(
        &self,
        mut st: MutexGuard<'_, State>,
        user: &FakeUser,
        msg: &FakeMessage,
        custom_id: &str,
    ) -> InteractionHandle {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let handle = send(&mut st, user, msg.channel_id, 3, data, Some(msg), None);
        drop(st);
        self.shared.changed();
        handle
    }

    /// Sends a button click with any custom_id, even one the message does not carry (for
    /// tests of forged or outdated ids).
    pub fn click_raw(
        &self,
        user: &FakeUser,
        message: impl Into<MessageRef>,
        custom_id: &str,
    ) -> InteractionHandle {
        let st = self.shared.lock();
        let msg = resolve(&st, &message.into(), user);
        self.send_click(st, user, &msg, custom_id)
    }

    /// Sends a select choice without checking the menu (a person's client may still show
    /// a menu the bot has since changed, and sends what it shows).
    pub fn select_raw(
        &self,
        user: &FakeUser,
        message: impl Into<MessageRef>,
        custom_id: &str,
        kind: u64,
        values: &[String],
    ) -> InteractionHandle {
        let mut st = self.shared.lock();
        let msg = resolve(&st, &message.into(), user);
        let data = json!({"custom_id": custom_id, "component_type": kind, "values": values});
        let handle = send(&mut st, user, msg.channel_id, 3, data, Some(&msg), None);
        drop(st);
        self.shared.changed();
        handle
    }

    /// Chooses `values` in the select menu `custom_id`. Panics unless the message has that
    /// enabled menu, every value is one of its options and the count is within min..=max.
    pub fn select(
        &self,
        user: &FakeUser,
        message: impl Into<MessageRef>,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        let mut st = self.shared.lock();
        let msg = resolve(&st, &message.into(), user);
        let Some(menu) = msg.selects().into_iter().find(|s| s.custom_id == custom_id) else {
            panic!(
                "message {} has no select menu {custom_id:?}; menus: {:?}",
                msg.id,
                msg.selects()
                    .iter()
                    .map(|s| s.custom_id.clone())
                    .collect::<Vec<_>>()
            );
        };
        assert!(
            !menu.disabled,
            "select menu {custom_id:?} of message {} is disabled",
            msg.id
        );
        let n = values.len() as u64;
        assert!(
            (menu.min_values..=menu.max_values).contains(&n),
            "select menu {custom_id:?} takes {}..={} values, not {n}",
            menu.min_values,
            menu.max_values
        );
        if menu.kind == 3 {
            for v in values {
                assert!(
                    menu.options.iter().any(|o| o.value == *v),
                    "select menu {custom_id:?} has no option with value {v:?}; options: {:?}",
                    menu.options
                        .iter()
                        .map(|o| (&o.label, &o.value))
                        .collect::<Vec<_>>()
                );
            }
        }
        let data = json!({"custom_id": custom_id, "component_type": menu.kind, "values": values});
        let handle = send(&mut st, user, msg.channel_id, 3, data, Some(&msg), None);
        drop(st);
        self.shared.changed();
        handle
    }
}

fn array(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
}

fn find_def(defs: &[Value], name: &str, kind: u64, command: &str) -> Value {
    defs.iter()
        .find(|d| d["name"] == name && d["type"].as_u64() == Some(kind))
        .cloned()
        .unwrap_or_else(|| {
            panic!(
                "/{command} has no {} {name:?}; its options: {:?}",
                if kind == 1 {
                    "subcommand"
                } else {
                    "subcommand group"
                },
                defs.iter()
                    .map(|d| d["name"].to_string())
                    .collect::<Vec<_>>()
            )
        })
}

/// Users, members and channels referenced by options, for `data.resolved`.
#[derive(Default)]
struct Resolved {
    users: Map<String, Value>,
    members: Map<String, Value>,
    channels: Map<String, Value>,
}

impl Resolved {
    fn into_json(self) -> Value {
        let mut out = Map::new();
        for (k, v) in [
            ("users", self.users),
            ("members", self.members),
            ("channels", self.channels),
        ] {
            if !v.is_empty() {
                out.insert(k.into(), Value::Object(v));
            }
        }
        Value::Object(out)
    }
}

/// Typed option values for one (sub)command, in definition order, with Discord's checks.
fn leaf_options(
    st: &State,
    command: &str,
    defs: &[Value],
    given: &Value,
    resolved: &mut Resolved,
) -> Vec<Value> {
    if let Some(raw) = given.as_array() {
        return raw.clone();
    }
    let given = match given {
        Value::Null => Map::new(),
        Value::Object(m) => m.clone(),
        other => {
            panic!("options for /{command} must be a JSON object {{name: value}}, got {other}")
        }
    };
    for name in given.keys() {
        assert!(
            defs.iter().any(|d| d["name"] == name.as_str()),
            "/{command} has no option {name:?}; its options: {:?}",
            defs.iter()
                .map(|d| d["name"].to_string())
                .collect::<Vec<_>>()
        );
    }
    let mut out = Vec::new();
    for def in defs {
        let name = def["name"].as_str().unwrap_or_default();
        let Some(value) = given.get(name) else {
            assert!(
                !def["required"].as_bool().unwrap_or(false),
                "/{command}: required option {name:?} is missing"
            );
            continue;
        };
        let kind = def["type"].as_u64().unwrap_or(3);
        let typed = typed_value(st, command, name, kind, value, resolved);
        if let Some(choices) = def["choices"].as_array().filter(|c| !c.is_empty()) {
            assert!(
                choices.iter().any(|c| c["value"] == typed),
                "/{command}: {typed} is not one of the choices of {name:?}: {choices:?}"
            );
        }
        if let Some(n) = typed.as_f64() {
            if let Some(min) = def["min_value"].as_f64() {
                assert!(
                    n >= min,
                    "/{command}: {name} = {n} is below min_value {min}"
                );
            }
            if let Some(max) = def["max_value"].as_f64() {
                assert!(
                    n <= max,
                    "/{command}: {name} = {n} is above max_value {max}"
                );
            }
        }
        if let Some(s) = typed.as_str().filter(|_| kind == 3) {
            let len = s.chars().count() as u64;
            if let Some(min) = def["min_length"].as_u64() {
                assert!(
                    len >= min,
                    "/{command}: {name} is shorter than min_length {min}"
                );
            }
            if let Some(max) = def["max_length"].as_u64() {
                assert!(
                    len <= max,
                    "/{command}: {name} is longer than max_length {max}"
                );
            }
        }
        out.push(json!({"name": name, "type": kind, "value": typed}));
    }
    out
}

fn typed_value(
    st: &State,
    command: &str,
    name: &str,
    kind: u64,
    value: &Value,
    resolved: &mut Resolved,
) -> Value {
    let bad = || -> ! { panic!("/{command}: option {name:?} (type {kind}) cannot take {value}") };
    match kind {
        3 => Value::String(value.as_str().unwrap_or_else(|| bad()).to_owned()),
        4 => json!(value.as_i64().unwrap_or_else(|| bad())),
        5 => json!(value.as_bool().unwrap_or_else(|| bad())),
        10 => json!(value.as_f64().unwrap_or_else(|| bad())),
        6 | 9 => {
            let uid = user_id_of(st, value).unwrap_or_else(|| bad());
            let uname = st
                .users
                .get(&uid)
                .map(|u| u.name.clone())
                .unwrap_or_else(|| st.bot_name.clone());
            resolved
                .users
                .insert(uid.to_string(), user_json(uid, &uname, uid == st.bot_id));
            let mut member = member_json(st, uid);
            if let Some(m) = member.as_object_mut() {
                m.remove("user");
            }
            resolved.members.insert(uid.to_string(), member);
            json!(uid.to_string())
        }
        7 => {
            let cid = value
                .as_u64()
                .or_else(|| value.as_str().and_then(|s| s.parse().ok()))
                .unwrap_or_else(|| bad());
            let c = st.channels.get(&cid).unwrap_or_else(|| bad());
            resolved
                .channels
                .insert(cid.to_string(), partial_channel_json(st, c));
            json!(cid.to_string())
        }
        _ => panic!("/{command}: option {name:?} has type {kind}, which the fake does not send"),
    }
}

/// A user id from a number, a numeric string, or a name given to `FakeDiscord::user`.
fn user_id_of(st: &State, v: &Value) -> Option<u64> {
    if let Some(n) = v.as_u64() {
        return Some(n);
    }
    let s = v.as_str()?;
    if let Ok(n) = s.parse() {
        return Some(n);
    }
    st.users
        .iter()
        .find(|(_, u)| u.name == s)
        .map(|(id, _)| *id)
}

/// The message a click names, after checking the clicking user can see it.
fn resolve(st: &State, r: &MessageRef, user: &FakeUser) -> FakeMessage {
    let id = match r {
        MessageRef::Id(id) => *id,
        MessageRef::Original(iid) => st
            .interactions
            .get(iid)
            .and_then(|i| i.original_message_id)
            .unwrap_or_else(|| panic!("interaction {iid} has no @original message (yet)")),
    };
    let msg = st
        .messages
        .get(&id)
        .cloned()
        .unwrap_or_else(|| panic!("message {id} does not exist in the fake"));
    assert!(
        !msg.deleted,
        "message {id} was deleted; it cannot be clicked"
    );
    assert!(
        !msg.loading,
        "message {id} is still a deferred \"thinking\" placeholder"
    );
    if let Some(owner) = msg.visible_to {
        assert!(
            owner == user.id,
            "message {id} is ephemeral for user {owner}; {} ({}) cannot see it",
            user.name,
            user.id
        );
    }
    msg
}

/// Registers the interaction and dispatches INTERACTION_CREATE to the sessions serving
/// the channel's guild.
fn send(
    st: &mut State,
    user: &FakeUser,
    channel_id: u64,
    kind: u8,
    data: Value,
    message: Option<&FakeMessage>,
    command: Option<String>,
) -> InteractionHandle {
    assert!(
        !st.sessions.is_empty(),
        "no bot is connected to the fake gateway; wait with wait_bot_ready() before sending interactions"
    );
    assert!(
        st.users.contains_key(&user.id),
        "user {} was not created with FakeDiscord::user",
        user.name
    );
    let channel = st.channels.get(&channel_id).cloned().unwrap_or_else(|| {
        panic!("channel {channel_id} does not exist (create it with create_channel)")
    });
    st.assert_guild_served(channel.guild_id);
    let id = st.snowflake();
    st.token_counter += 1;
    let token = format!(
        "fakeInteractionToken.{id:x}.{:08x}",
        st.token_counter.wrapping_mul(2_654_435_761)
    );
    let mut payload = interaction_base(st, id, &token, user.id, &channel);
    payload["type"] = json!(kind);
    payload["data"] = data;
    if let Some(m) = message {
        payload["message"] = message_json(st, m);
    }
    let now = st.now_ms();
    st.interactions.insert(
        id,
        InteractionRec {
            id,
            token: token.clone(),
            kind,
            user_id: user.id,
            channel_id,
            sent_ms: now,
            source_message_id: message.map(|m| m.id),
            callback_kind: None,
            callback_data: Value::Null,
            ephemeral: false,
            original_message_id: None,
            followups: Vec::new(),
            modal: None,
            command,
            delivered_to: Vec::new(),
        },
    );
    st.tokens.insert(token.clone(), id);
    let delivered = st.dispatch(channel.guild_id, "INTERACTION_CREATE", payload);
    assert!(
        !delivered.is_empty(),
        "the bot's gateway connection closed before the interaction could be sent"
    );
    if let Some(rec) = st.interactions.get_mut(&id) {
        rec.delivered_to = delivered;
    }
    InteractionHandle { id, token }
}

/// Discord offers a command in a place the bot is not a member of only when a person
/// may install it (integration type 1) and it works in that context (2 for a group DM
/// or DM, 0 for a server); and only global commands there.
fn assert_usable_in_place(st: &State, cmd: &Value, channel: u64) {
    let Some(place) = st.places.get(&channel) else {
        return;
    };
    let has = |field: &str, value: u64| {
        cmd[field]
            .as_array()
            .is_some_and(|list| list.iter().any(|v| v.as_u64() == Some(value)))
    };
    let context = if place.guild.is_some() { 0 } else { 2 };
    assert!(
        cmd.get("guild_id").is_none_or(Value::is_null),
        "{} is a guild command: Discord offers only global commands where the bot is not a member",
        cmd["name"]
    );
    assert!(
        has("integration_types", 1) && has("contexts", context),
        "{} is not usable here (integration_types {}, contexts {}; needs 1 and {context})",
        cmd["name"],
        cmd["integration_types"],
        cmd["contexts"]
    );
}
