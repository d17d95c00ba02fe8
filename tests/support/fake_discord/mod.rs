//! A fake Discord (REST v10 + gateway) on 127.0.0.1 that drives the real bot end to end.
//!
//! No machine running the tests reaches Discord, so the tests start this server, point the
//! bot at it (`HttpBuilder::new(token).proxy(api_url).ratelimiter_disabled(true)`), act as
//! users (slash commands, button clicks, select menus) and assert on what the bot posted.
//! The fake enforces Discord's contract (3 s acknowledgement, single acknowledgement, 15-minute
//! tokens, message and component limits, ephemeral rules, thread rules) and records every
//! breach in [`FakeDiscord::violations`]; a test should end with `fake.assert_no_violations()`.
//!
//! # API summary
//! ```text
//! let fake = FakeDiscord::start().await;            // binds 127.0.0.1:0, stops when dropped
//! fake.api_url() -> String                          // "http://127.0.0.1:PORT": the bot's proxy URL
//! fake.token() / application_id() / bot_user_id() / guild_id()
//! fake.create_channel("games") -> u64               // a guild text channel
//! fake.wait_bot_ready(timeout).await                // a bot IDENTIFYed and commands are registered
//!   (also wait_session, wait_commands_registered, wait_ready_count(n), ready_count(),
//!    bot_connected(), disconnect_bot(), resume_count())
//!
//! // Several guilds and shards (events routed as Discord does, by (guild_id >> 22) % total):
//! let fake = FakeDiscord::builder().guild(a).guild(b).recommended_shards(2).start().await;
//! fake.guild_ids(); fake.create_channel_in(b, "games")
//! fake.wait_shard_ready([1, 2], timeout).await       // a session of shard 1 of 2 is live
//! fake.live_shards() / identified_shards() / refused_shards() / guilds_of_shard([id, total])
//! fake.shards_serving(guild) / delivered_to(&h)      // who receives a guild's events, got h
//!
//! let alice = fake.user("alice") -> FakeUser {id, name}
//! fake.set_permissions(&alice, MANAGE_MESSAGES | DEFAULT_MEMBER_PERMISSIONS)
//! // Sending interactions (synchronous: the INTERACTION_CREATE is queued at once):
//! let h = fake.slash(&alice, channel, "uno", Some("start"), json!({"rounds": 3}));
//! let h = fake.click(&alice, &msg, "custom-id");      // refuses a custom_id the message lacks
//! let h = fake.click_button(&alice, &msg, "Join");    // by visible label
//! let h = fake.select(&alice, &msg, "custom-id", &["value"]);
//! let h = fake.click_raw(&alice, &msg, "forged-id");  // sent even if no such component
//!   // message refs: a message id (u64), &FakeMessage, or &InteractionHandle (its @original)
//!   // h: InteractionHandle {id, token}
//!
//! // Inspection (snapshots of the current state):
//! fake.channel_messages(channel) -> Vec<FakeMessage>  // public, not deleted, oldest first
//! fake.last_message(channel) -> Option<FakeMessage>
//! fake.message(id) -> Option<FakeMessage>
//! fake.interaction_response(&h) -> Option<Response>  // kind, ephemeral, original, followups, modal
//! fake.ephemeral_messages_for(&alice) -> Vec<FakeMessage>
//! fake.threads() -> Vec<FakeThread>; fake.archive_thread(id)
//! fake.registered_commands() -> Vec<Value>; fake.request_log() -> Vec<RecordedRequest>
//! fake.violations() -> Vec<String>; fake.take_violations(); fake.assert_no_violations()
//! fake.unanswered_interactions() / assert_all_answered()   // 3 s passed with no callback
//! fake.requests_to("POST", "/channels") -> Vec<RecordedRequest>; fake.report() -> String
//! msg.buttons() / msg.button("Join") / msg.button_by_id(id) / msg.selects() / msg.select(id)
//! msg.text()                                        // content + embed text, for assertions
//!
//! // Waiting (panic on timeout with recent requests and violations):
//! fake.wait_for_response(&h, timeout).await -> Response  // answered and not still "thinking"
//! fake.wait_for_ack(&h, timeout).await -> Response       // any callback
//! fake.wait_until(|d| predicate(d), timeout).await   // d: &FakeDiscord, any accessor above
//! fake.wait_for(|d| Option<T>, timeout).await -> T
//!   (wait_until_named / wait_for_named take a description first; fake.report() for messages)
//!
//! // Time and faults:
//! fake.advance_clock(Duration::from_secs(16 * 60))  // tokens expire, deadlines pass
//! fake.set_ack_deadline(Duration)                   // default 3 s, as Discord
//! fake.fail_next("/channels", 500, 2)               // or 429 with retry_after; "POST /channels"
//! fake.set_global_rate_limit(Some(50))              // default: > 50 req/s (non-interaction) -> 429 + violation
//! ```
//!
//! # Behaviour worth knowing
//! - Driver calls panic when no bot is connected: wait with `wait_bot_ready` first (and again
//!   after restarting the bot: `wait_ready_count(n)`).
//! - `FakeDiscord::start()` has one guild and hands every event to the newest gateway
//!   session, whatever shard it identified. A fake from `FakeDiscord::builder()` routes as
//!   Discord: READY lists, and GUILD_CREATE, INTERACTION_CREATE and channel events go to,
//!   only the sessions of a guild's shard (every such session, as Discord does when two
//!   connections run one shard); sending an interaction for a guild no live session serves
//!   panics. Every person is a member of every guild; guild commands are per guild.
//! - For a component interaction, callbacks 6 and 7 make `@original` the clicked message, so a
//!   later webhook edit of `@original` edits it; 4 and 5 create a new reply.
//! - After a deferred message response (5), the first follow-up fills the "thinking"
//!   placeholder instead of posting a new message, as Discord does.
//! - A thread created without a message and without `type` is private (12), as in API v10;
//!   one started from a message is public (11) and takes the message's id.
//! - Violations are recorded for every refused request except wrong tokens (counted in
//!   `auth_failures()`) and injected faults. Unanswered interactions are listed apart.
//! - Do not combine with `#[tokio::test(start_paused = true)]`: paused time would fire the
//!   waits' timeouts while the bot works; move the fake's clock with `advance_clock`.

mod clock;
mod components;
mod driver;
mod fixtures;
mod gateway;
mod inspect;
mod model;
mod places;
mod rest;
mod rest_interactions;
mod rest_messages;
mod server;
mod state;
mod validate;

// Re-exported for the tests; a given test binary may use only some of them.
#[allow(unused_imports)]
pub use model::{
    Button, FakeAttachment, FakeMessage, FakeThread, FakeUser, InteractionHandle, MessageRef,
    RecordedRequest, Response, SelectMenu, SelectOption,
};
#[allow(unused_imports)]
pub use server::{FakeDiscord, FakeDiscordBuilder};

/// Permission bit: manage messages (lets a member end someone else's game).
pub const MANAGE_MESSAGES: u64 = 1 << 13;
/// Permission bit: administrator.
pub const ADMINISTRATOR: u64 = 1 << 3;
/// What an ordinary member may do in a game channel: view, send, embed, attach, read history,
/// react, external emojis, use application commands, send in threads.
pub const DEFAULT_MEMBER_PERMISSIONS: u64 = (1 << 10)
    | (1 << 11)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 6)
    | (1 << 18)
    | (1 << 31)
    | (1 << 38);
/// What the bot may do in the guild's channels (members' rights plus managing messages and
/// threads, creating public and private threads).
pub const BOT_PERMISSIONS: u64 =
    DEFAULT_MEMBER_PERMISSIONS | MANAGE_MESSAGES | (1 << 34) | (1 << 35) | (1 << 36);

/// Discord's default attachment size limit, also advertised in `attachment_size_limit`.
pub const ATTACHMENT_SIZE_LIMIT: usize = 10 * 1024 * 1024;
