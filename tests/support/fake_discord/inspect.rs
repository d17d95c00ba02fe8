//! What tests read and wait for: messages, responses, threads, commands, requests,
//! violations; and bounded waits that fail with a report of recent traffic.

use std::time::Duration;

use serde_json::Value;

use super::fixtures::channel_json;
use super::model::{
    FakeMessage, FakeThread, FakeUser, InteractionHandle, RecordedRequest, Response,
};
use super::server::FakeDiscord;
use super::state::State;

/// How many recent requests a timeout report lists.
const REPORT_REQUESTS: usize = 25;

impl FakeDiscord {
    /// Public messages of a channel or thread, oldest first, deleted ones left out.
    pub fn channel_messages(&self, channel: u64) -> Vec<FakeMessage> {
        let st = self.shared.lock();
        st.messages
            .values()
            .filter(|m| m.channel_id == channel && !m.ephemeral && !m.deleted)
            .cloned()
            .collect()
    }

    /// The newest public message of a channel.
    pub fn last_message(&self, channel: u64) -> Option<FakeMessage> {
        self.channel_messages(channel).pop()
    }

    /// Any stored message by id (public or ephemeral, deleted ones included, flagged).
    pub fn message(&self, id: u64) -> Option<FakeMessage> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// How the bot answered an interaction, with the current state of its messages; None
    /// while no initial response has arrived.
    pub fn interaction_response(&self, handle: &InteractionHandle) -> Option<Response> {
        response_of(&self.shared.lock(), handle.id)
    }

    /// The type of the bot's initial response, if any: a cheap check for programs that
    /// poll many interactions (the full response clones its messages).
    pub fn response_kind(&self, handle: &InteractionHandle) -> Option<u8> {
        self.shared
            .lock()
            .interactions
            .get(&handle.id)?
            .callback_kind
    }

    /// Live ephemeral messages only `user` can see, oldest first.
    pub fn ephemeral_messages_for(&self, user: &FakeUser) -> Vec<FakeMessage> {
        let st = self.shared.lock();
        st.messages
            .values()
            .filter(|m| m.ephemeral && !m.deleted && m.visible_to == Some(user.id))
            .cloned()
            .collect()
    }

    pub fn threads(&self) -> Vec<FakeThread> {
        let st = self.shared.lock();
        st.channels
            .values()
            .filter_map(|c| c.thread.clone())
            .collect()
    }

    /// Deletes a channel (announced with CHANNEL_DELETE); later requests to it are refused
    /// with Unknown Channel, as violations.
    pub fn delete_channel(&self, channel_id: u64) {
        let mut st = self.shared.lock();
        let Some(rec) = st.channels.get(&channel_id).cloned() else {
            panic!("no channel {channel_id}");
        };
        let json = channel_json(&st, &rec);
        st.channels.remove(&channel_id);
        st.dispatch(rec.guild_id, "CHANNEL_DELETE", json);
        drop(st);
        self.shared.changed();
    }

    /// Removes the bot from the default server (announced with GUILD_DELETE without
    /// `unavailable`): its channels are gone for the bot, and later requests to them are
    /// refused with Unknown Channel, as violations.
    pub fn remove_bot_from_guild(&self) {
        let mut st = self.shared.lock();
        let guild = st.guild_id;
        st.channels.retain(|_, c| c.guild_id != guild);
        st.dispatch(
            guild,
            "GUILD_DELETE",
            serde_json::json!({"id": guild.to_string()}),
        );
        drop(st);
        self.shared.changed();
    }

    /// A server outage (GUILD_DELETE with `unavailable: true`): the bot is still a
    /// member and its channels stay.
    pub fn guild_outage(&self) {
        let mut st = self.shared.lock();
        let guild = st.guild_id;
        st.dispatch(
            guild,
            "GUILD_DELETE",
            serde_json::json!({"id": guild.to_string(), "unavailable": true}),
        );
        drop(st);
        self.shared.changed();
    }

    /// Archives a thread as Discord does after inactivity (announced with THREAD_UPDATE).
    pub fn archive_thread(&self, thread_id: u64) {
        let mut st = self.shared.lock();
        let Some(rec) = st.channels.get_mut(&thread_id) else {
            panic!("no thread {thread_id}");
        };
        let t = rec
            .thread
            .as_mut()
            .unwrap_or_else(|| panic!("channel {thread_id} is not a thread"));
        t.archived = true;
        let rec = rec.clone();
        let json = channel_json(&st, &rec);
        st.dispatch(rec.guild_id, "THREAD_UPDATE", json);
        drop(st);
        self.shared.changed();
    }

    /// Registered commands as the fake echoed them (global first, then guild).
    pub fn registered_commands(&self) -> Vec<Value> {
        self.shared.lock().all_commands()
    }

    pub fn request_log(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    /// Requests whose method matches and whose path starts with `prefix`.
    pub fn requests_to(&self, method: &str, prefix: &str) -> Vec<RecordedRequest> {
        self.request_log()
            .into_iter()
            .filter(|r| r.method.eq_ignore_ascii_case(method) && r.path.starts_with(prefix))
            .collect()
    }

    /// Every breach of Discord's contract so far, as readable lines.
    pub fn violations(&self) -> Vec<String> {
        self.shared.lock().violations.clone()
    }

    /// Returns and clears the violations (for tests that provoke one on purpose).
    pub fn take_violations(&self) -> Vec<String> {
        std::mem::take(&mut self.shared.lock().violations)
    }

    /// Panics with the list and recent requests if any contract violation was recorded.
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        assert!(
            v.is_empty(),
            "Discord contract violations:\n  {}\n{}",
            v.join("\n  "),
            self.report()
        );
    }

    /// Interactions whose 3 s window passed without any initial response: the user saw
    /// "This interaction failed". Not a REST violation (nothing was sent), so listed apart.
    pub fn unanswered_interactions(&self) -> Vec<InteractionHandle> {
        let st = self.shared.lock();
        let now = st.now_ms();
        let deadline = st.ack_deadline.as_millis() as u64;
        let mut out: Vec<InteractionHandle> = st
            .interactions
            .values()
            .filter(|i| i.callback_kind.is_none() && now.saturating_sub(i.sent_ms) > deadline)
            .map(|i| InteractionHandle {
                id: i.id,
                token: i.token.clone(),
            })
            .collect();
        out.sort_by_key(|h| h.id);
        out
    }

    /// Panics unless every interaction whose window has passed was answered.
    pub fn assert_all_answered(&self) {
        let missing = self.unanswered_interactions();
        assert!(
            missing.is_empty(),
            "interactions never answered: {missing:?}\n{}",
            self.report()
        );
    }

    /// How many READY events the fake has sent (one per IDENTIFY).
    pub fn ready_count(&self) -> u64 {
        self.shared.lock().ready_count
    }

    /// How many times a bot resumed its session after a dropped connection.
    pub fn resume_count(&self) -> u64 {
        self.shared.lock().resume_count
    }

    /// Whether any gateway session is live.
    pub fn bot_connected(&self) -> bool {
        !self.shared.lock().sessions.is_empty()
    }

    /// `[id, total]` of every live gateway session, oldest first.
    pub fn live_shards(&self) -> Vec<[u64; 2]> {
        let st = self.shared.lock();
        st.sessions.iter().map(|s| s.shard).collect()
    }

    /// The guilds READY announces to a session of `shard` (those it receives events of).
    pub fn guilds_of_shard(&self, shard: [u64; 2]) -> Vec<u64> {
        self.shared.lock().guilds_of_shard(shard)
    }

    /// `[id, total]` of the live sessions that receive `guild`'s events now.
    pub fn shards_serving(&self, guild: u64) -> Vec<[u64; 2]> {
        let st = self.shared.lock();
        let serving = st.sessions_serving(guild);
        serving.into_iter().map(|i| st.sessions[i].shard).collect()
    }

    /// `[id, total]` of the sessions an interaction was sent to.
    pub fn delivered_to(&self, handle: &InteractionHandle) -> Vec<[u64; 2]> {
        let st = self.shared.lock();
        st.interactions
            .get(&handle.id)
            .map(|i| i.delivered_to.clone())
            .unwrap_or_default()
    }

    /// Requests and IDENTIFYs refused for a wrong token.
    pub fn auth_failures(&self) -> u64 {
        self.shared.lock().auth_failures
    }

    /// `[id, total]` of every accepted IDENTIFY, in order.
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        self.shared.lock().identified_shards.clone()
    }

    /// `[id, total]` of every IDENTIFY closed with 4010 (an invalid shard).
    pub fn refused_shards(&self) -> Vec<[u64; 2]> {
        self.shared.lock().refused_shards.clone()
    }

    /// From now on close every IDENTIFY with `code` (4011: sharding required, ...).
    pub fn refuse_identify(&self, code: u16) {
        self.shared.lock().refuse_identify = Some(code);
    }

    pub fn commands_registered(&self) -> bool {
        self.shared.lock().commands_registered
    }

    /// A report of the fake's state and recent requests, for failure messages.
    pub fn report(&self) -> String {
        let st = self.shared.lock();
        let shards: Vec<[u64; 2]> = st.sessions.iter().map(|s| s.shard).collect();
        let mut out = format!(
            "fake Discord: live sessions (shards): {shards:?}, READY sent {} time(s), commands registered: {}, auth failures: {}\n",
            st.ready_count,
            st.commands_registered,
            st.auth_failures
        );
        if !st.violations.is_empty() {
            out.push_str(&format!("violations:\n  {}\n", st.violations.join("\n  ")));
        }
        let skip = st.requests.len().saturating_sub(REPORT_REQUESTS);
        out.push_str(&format!(
            "last {} of {} requests:\n",
            st.requests.len() - skip,
            st.requests.len()
        ));
        for r in &st.requests[skip..] {
            out.push_str(&format!("  {r}\n"));
        }
        out
    }

    /// Waits until `pred(fake)` holds; panics after `timeout` with a report.
    pub async fn wait_until(&self, pred: impl FnMut(&FakeDiscord) -> bool, timeout: Duration) {
        self.wait_until_named("condition", pred, timeout).await;
    }

    /// [`Self::wait_until`] with a description for the failure message.
    pub async fn wait_until_named(
        &self,
        what: &str,
        mut pred: impl FnMut(&FakeDiscord) -> bool,
        timeout: Duration,
    ) {
        self.wait_for_named(what, |d| pred(d).then_some(()), timeout)
            .await;
    }

    /// Waits until `f(fake)` returns Some and returns it; panics after `timeout`.
    pub async fn wait_for<T>(
        &self,
        f: impl FnMut(&FakeDiscord) -> Option<T>,
        timeout: Duration,
    ) -> T {
        self.wait_for_named("value", f, timeout).await
    }

    pub async fn wait_for_named<T>(
        &self,
        what: &str,
        mut f: impl FnMut(&FakeDiscord) -> Option<T>,
        timeout: Duration,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.shared.version.subscribe();
        loop {
            changes.borrow_and_update();
            if let Some(v) = f(self) {
                return v;
            }
            let now = tokio::time::Instant::now();
            if now >= deadline {
                panic!(
                    "timed out after {timeout:?} waiting for {what}\n{}",
                    self.report()
                );
            }
            // Wake on any change, and at least every 50 ms (the fake clock may have moved).
            let nap = (deadline - now).min(Duration::from_millis(50));
            let _ = tokio::time::timeout(nap, changes.changed()).await;
        }
    }

    /// Waits for the bot's answer: any initial response, and for a deferred message response
    /// (type 5) until the "thinking" placeholder was replaced. Returns the response.
    pub async fn wait_for_response(
        &self,
        handle: &InteractionHandle,
        timeout: Duration,
    ) -> Response {
        let what = format!("the response to interaction {}", handle.id);
        self.wait_for_named(
            &what,
            |d| {
                d.interaction_response(handle)
                    .filter(|r| r.kind != 5 || r.original.as_ref().is_some_and(|m| !m.loading))
            },
            timeout,
        )
        .await
    }

    /// Waits for the answer to a click on `before`, a message the bot updates, and
    /// returns it once the message shows the answer: an UPDATE_MESSAGE (type 7) carries
    /// the new message at once; a deferred update (type 6, sent when the bot is slow) is
    /// followed by an edit of the message.
    pub async fn wait_for_update(
        &self,
        handle: &InteractionHandle,
        before: &FakeMessage,
        timeout: Duration,
    ) -> Response {
        let response = self.wait_for_response(handle, timeout).await;
        if response.kind != 6 {
            return response;
        }
        let what = format!(
            "the edit after the deferred update of interaction {}",
            handle.id
        );
        self.wait_for_named(
            &what,
            |d| {
                d.interaction_response(handle)
                    .filter(|r| r.original.as_ref().is_some_and(|m| m.edits > before.edits))
            },
            timeout,
        )
        .await
    }

    /// Waits for any initial response (a deferral is enough).
    pub async fn wait_for_ack(&self, handle: &InteractionHandle, timeout: Duration) -> Response {
        let what = format!("the acknowledgement of interaction {}", handle.id);
        self.wait_for_named(&what, |d| d.interaction_response(handle), timeout)
            .await
    }

    /// Waits until a bot has identified (READY sent) and application commands are registered.
    pub async fn wait_bot_ready(&self, timeout: Duration) {
        self.wait_until_named(
            "a bot session with registered commands",
            |d| d.bot_connected() && d.commands_registered(),
            timeout,
        )
        .await;
    }

    /// Waits until a session of `shard` is live and commands are registered.
    pub async fn wait_shard_ready(&self, shard: [u64; 2], timeout: Duration) {
        let what = format!("a live session of shard {shard:?} with registered commands");
        self.wait_until_named(
            &what,
            |d| d.live_shards().contains(&shard) && d.commands_registered(),
            timeout,
        )
        .await;
    }

    /// Waits until a bot has identified on the gateway.
    pub async fn wait_session(&self, timeout: Duration) {
        self.wait_until_named("a bot gateway session", |d| d.bot_connected(), timeout)
            .await;
    }

    pub async fn wait_commands_registered(&self, timeout: Duration) {
        self.wait_until_named("command registration", |d| d.commands_registered(), timeout)
            .await;
    }

    /// Waits until `n` READY events were sent in total and a bot is connected (e.g. n = 2
    /// after a restart).
    pub async fn wait_ready_count(&self, n: u64, timeout: Duration) {
        let what = format!("READY number {n}");
        self.wait_until_named(
            &what,
            |d| d.ready_count() >= n && d.bot_connected(),
            timeout,
        )
        .await;
    }
}

fn response_of(st: &State, interaction_id: u64) -> Option<Response> {
    let rec = st.interactions.get(&interaction_id)?;
    let kind = rec.callback_kind?;
    Some(Response {
        interaction_id,
        kind,
        ephemeral: rec.ephemeral,
        callback_data: rec.callback_data.clone(),
        original: st.original_of(interaction_id).cloned(),
        followups: rec
            .followups
            .iter()
            .filter_map(|id| st.messages.get(id).cloned())
            .collect(),
        modal: rec.modal.clone(),
    })
}
