//! The fake's whole world behind one mutex: guilds, channels, messages, interactions, the
//! gateway sessions, the request log and the contract violations.
//!
//! The lock is never held across an await: REST handlers and the test-side driver take it,
//! change the world synchronously, and release it.

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::mpsc;

use super::clock::Clock;
use super::model::{FakeMessage, FakeThread, RecordedRequest};

/// A frame the gateway task should send to the bot.
#[derive(Debug)]
pub(crate) enum Outgoing {
    Text(String),
    /// Close the connection with this close code (e.g. to make the bot reconnect).
    Close(u16),
}

/// An identified gateway connection: the shard it runs and where its frames go.
#[derive(Debug)]
pub(crate) struct Session {
    pub conn_id: u64,
    pub session_id: String,
    pub seq: u64,
    /// `[id, total]` as given in IDENTIFY.
    pub shard: [u64; 2],
    pub tx: mpsc::UnboundedSender<Outgoing>,
}

/// A session whose connection closed, kept so the bot can RESUME it.
#[derive(Clone, Debug)]
pub(crate) struct Resumable {
    pub session_id: String,
    pub seq: u64,
    pub shard: [u64; 2],
}

/// Which sessions receive a guild's dispatches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Routing {
    /// The newest identified session receives everything, whatever its shard: a bot
    /// restarted with another shard range still gets the one guild's events (the
    /// default, single-guild fake).
    Newest,
    /// As Discord: a guild's events go to the sessions whose shard is
    /// `(guild_id >> 22) % total`, and to no other.
    ByShard,
}

/// The shard Discord gives `guild` among `total`.
pub(crate) fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

#[derive(Clone, Debug)]
pub(crate) struct ChannelRec {
    pub id: u64,
    pub guild_id: u64,
    pub name: String,
    /// 0 guild text, 11 public thread, 12 private thread.
    pub kind: u8,
    pub parent_id: Option<u64>,
    pub thread: Option<FakeThread>,
    pub created_ms: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct UserRec {
    pub name: String,
    pub permissions: u64,
    pub roles: Vec<u64>,
    /// The language of the user's Discord client, sent as each interaction's `locale`.
    pub locale: String,
}

#[derive(Clone, Debug)]
pub(crate) struct InteractionRec {
    pub id: u64,
    pub token: String,
    /// 2 application command, 3 component.
    pub kind: u8,
    pub user_id: u64,
    pub channel_id: u64,
    pub sent_ms: u64,
    /// For components: the message holding the component.
    pub source_message_id: Option<u64>,
    pub callback_kind: Option<u8>,
    pub callback_data: Value,
    pub ephemeral: bool,
    pub original_message_id: Option<u64>,
    pub followups: Vec<u64>,
    pub modal: Option<Value>,
    /// Slash commands: the command name, for follow-up message type and diagnostics.
    pub command: Option<String>,
    /// `[id, total]` of every session the INTERACTION_CREATE was sent to.
    pub delivered_to: Vec<[u64; 2]>,
}

/// Injected failures for retry tests.
#[derive(Clone, Debug)]
pub(crate) struct Fault {
    pub method: Option<String>,
    pub prefix: String,
    pub status: u16,
    pub remaining: u32,
    /// Discord's JSON error code in the body (0 when none is given).
    pub code: u64,
    /// The request is carried out, then its response is lost (answered `status`).
    pub lands: bool,
}

pub(crate) struct State {
    pub token: String,
    pub app_id: u64,
    pub bot_id: u64,
    pub bot_name: String,
    /// The default guild: the first of `guilds`, where `create_channel` puts channels.
    pub guild_id: u64,
    /// Every guild the bot is in, the default first.
    pub guilds: Vec<u64>,
    pub routing: Routing,
    /// What `GET /gateway/bot` recommends.
    pub recommended_shards: u64,
    pub base_http: String,
    pub clock: Clock,
    pub ack_deadline: Duration,
    pub token_lifetime: Duration,
    /// Places the bot is not a member of, by channel (see `places.rs`).
    pub places: HashMap<u64, super::places::PlaceRec>,
    /// Channel calls made to them (each refused with 50001).
    pub place_channel_calls: u64,
    /// Tokens refused early (401, 50027).
    pub refused_tokens: std::collections::HashSet<String>,
    pub retry_after: Duration,
    pub channels: BTreeMap<u64, ChannelRec>,
    pub messages: BTreeMap<u64, FakeMessage>,
    pub users: BTreeMap<u64, UserRec>,
    pub interactions: HashMap<u64, InteractionRec>,
    pub tokens: HashMap<String, u64>,
    pub global_commands: Vec<Value>,
    pub guild_commands: BTreeMap<u64, Vec<Value>>,
    pub commands_registered: bool,
    /// Live identified sessions, oldest first.
    pub sessions: Vec<Session>,
    pub next_conn_id: u64,
    pub ready_count: u64,
    pub resume_count: u64,
    /// Sessions whose connection closed and that may still be resumed.
    pub resumable: Vec<Resumable>,
    pub auth_failures: u64,
    /// `[id, total]` of every IDENTIFY the gateway accepted (`[0, 1]` when none given).
    pub identified_shards: Vec<[u64; 2]>,
    /// `[id, total]` of every IDENTIFY refused as an invalid shard (closed with 4010).
    pub refused_shards: Vec<[u64; 2]>,
    /// Close every IDENTIFY with this code (a Discord that refuses the bot for good).
    pub refuse_identify: Option<u16>,
    pub requests: Vec<RecordedRequest>,
    pub violations: Vec<String>,
    pub faults: Vec<Fault>,
    /// (channel, nonce) of messages created with `enforce_nonce`, and their ids.
    pub nonces: HashMap<(u64, String), u64>,
    pub token_counter: u64,
    /// Fake-clock times (ms) of recent requests that count against the global limit.
    pub recent_requests: std::collections::VecDeque<u64>,
    /// Requests per second allowed outside interaction routes (Discord: 50); None = off.
    pub global_limit: Option<usize>,
    /// Permissions the bot was denied, by channel (threads inherit their parent's).
    pub bot_denied: HashMap<u64, u64>,
    /// (method, path) of requests answered with an injected 429, and when (fake-clock
    /// ms) their Retry-After ends: a retry before then is a violation.
    pub rate_limited_until: HashMap<(String, String), u64>,
}

impl State {
    pub(crate) fn new(base_http: String) -> State {
        let mut clock = Clock::default();
        let app_id = clock.snowflake();
        let bot_id = app_id;
        let guild_id = clock.snowflake();
        State {
            token: format!("{}.FakeDc.{:027x}", hex(bot_id), bot_id ^ 0x5eed_cafe_f00d),
            app_id,
            bot_id,
            bot_name: "Cantina".to_owned(),
            guild_id,
            guilds: vec![guild_id],
            routing: Routing::Newest,
            recommended_shards: 1,
            base_http,
            clock,
            ack_deadline: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(15 * 60),
            places: HashMap::new(),
            place_channel_calls: 0,
            refused_tokens: std::collections::HashSet::new(),
            retry_after: Duration::from_millis(200),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            users: BTreeMap::new(),
            interactions: HashMap::new(),
            tokens: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            commands_registered: false,
            sessions: Vec::new(),
            next_conn_id: 1,
            ready_count: 0,
            resume_count: 0,
            resumable: Vec::new(),
            auth_failures: 0,
            identified_shards: Vec::new(),
            refused_shards: Vec::new(),
            refuse_identify: None,
            requests: Vec::new(),
            violations: Vec::new(),
            faults: Vec::new(),
            nonces: HashMap::new(),
            token_counter: 0,
            recent_requests: std::collections::VecDeque::new(),
            global_limit: Some(50),
            bot_denied: HashMap::new(),
            rate_limited_until: HashMap::new(),
        }
    }

    /// What the bot may do in `channel`: its server permissions less what was denied
    /// there or, for a thread, in its parent.
    pub(crate) fn bot_permissions_in(&self, channel: u64) -> u64 {
        let mut permissions = super::BOT_PERMISSIONS;
        let mut at = Some(channel);
        while let Some(id) = at {
            permissions &= !self.bot_denied.get(&id).copied().unwrap_or(0);
            at = self.channels.get(&id).and_then(|c| c.parent_id);
        }
        permissions
    }

    pub(crate) fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }

    pub(crate) fn snowflake(&mut self) -> u64 {
        self.clock.snowflake()
    }

    pub(crate) fn violation(&mut self, text: String) {
        self.violations.push(text);
    }

    /// Indexes in `sessions` of the sessions that receive `guild`'s dispatches.
    pub(crate) fn sessions_serving(&self, guild: u64) -> Vec<usize> {
        match self.routing {
            Routing::Newest => self.sessions.len().checked_sub(1).into_iter().collect(),
            Routing::ByShard => (0..self.sessions.len())
                .filter(|&i| {
                    let [id, total] = self.sessions[i].shard;
                    shard_of(guild, total) == id
                })
                .collect(),
        }
    }

    /// The guilds whose events go to a session of `shard` (READY's `guilds`).
    pub(crate) fn guilds_of_shard(&self, shard: [u64; 2]) -> Vec<u64> {
        match self.routing {
            Routing::Newest => self.guilds.clone(),
            Routing::ByShard => self
                .guilds
                .iter()
                .copied()
                .filter(|&g| shard_of(g, shard[1]) == shard[0])
                .collect(),
        }
    }

    /// The guild a channel or thread belongs to (the default guild for an unknown one).
    pub(crate) fn guild_of_channel(&self, channel: u64) -> u64 {
        self.channels
            .get(&channel)
            .map_or(self.guild_id, |c| c.guild_id)
    }

    /// Discord sends a guild's interactions only on the guild's shard: with no session of
    /// that shard live, a person's click would fail, and a test that expects an answer is
    /// wrong about which process serves the guild.
    pub(crate) fn assert_guild_served(&self, guild: u64) {
        if !self.sessions_serving(guild).is_empty() {
            return;
        }
        let live: Vec<[u64; 2]> = self.sessions.iter().map(|s| s.shard).collect();
        let wanted: Vec<[u64; 2]> = live
            .iter()
            .map(|&[_, total]| [shard_of(guild, total), total])
            .collect();
        panic!(
            "no live gateway session serves guild {guild}: it is on shard {wanted:?}, the live sessions run {live:?}"
        );
    }

    /// Sends a dispatch (op 0) about `guild` to the sessions serving it. Returns the
    /// shards it was queued for (empty when no connected session serves the guild).
    pub(crate) fn dispatch(&mut self, guild: u64, event: &str, data: Value) -> Vec<[u64; 2]> {
        let mut sent = Vec::new();
        for i in self.sessions_serving(guild) {
            if self.send_to_session(i, event, &data) {
                sent.push(self.sessions[i].shard);
            }
        }
        sent
    }

    /// Sends a dispatch (op 0) on one session, with that session's next sequence number.
    pub(crate) fn send_to_session(&mut self, index: usize, event: &str, data: &Value) -> bool {
        let session = &mut self.sessions[index];
        session.seq += 1;
        let frame = serde_json::json!({"op": 0, "t": event, "s": session.seq, "d": data});
        session.tx.send(Outgoing::Text(frame.to_string())).is_ok()
    }

    /// Global commands and those registered for `guild`: what its members may use.
    pub(crate) fn commands_in(&self, guild: u64) -> Vec<Value> {
        let own = self.guild_commands.get(&guild).into_iter().flatten();
        self.global_commands.iter().chain(own).cloned().collect()
    }

    /// Global commands, then every guild's.
    pub(crate) fn all_commands(&self) -> Vec<Value> {
        let guilds = self.guild_commands.values().flatten();
        self.global_commands.iter().chain(guilds).cloned().collect()
    }

    /// The @original message of an interaction, if the callback created or named one.
    pub(crate) fn original_of(&self, interaction_id: u64) -> Option<&FakeMessage> {
        let rec = self.interactions.get(&interaction_id)?;
        self.messages.get(&rec.original_message_id?)
    }
}

fn hex(n: u64) -> String {
    format!("{n:x}")
}
