//! Tables: one actor per live table (a channel or a thread), at most one per channel.
//!
//! [`Tables`] is the front door the Discord adapter calls: open a table from a slash
//! command, route a click to its table, end a table, restore every live table at
//! start-up, stop them at shutdown. It knows no Discord types; the adapter gives it a
//! [`Presenter`](presenter::Presenter) for the outward calls.
//!
//! - `registry.rs`: [`Tables`] and the live set (lookups, limits, running actors);
//! - `routing.rs`: clicks, commands, autocomplete, `/end` and channel events to the
//!   right actor, and shutdown;
//! - `restore.rs`: bringing stored tables back at start-up and waking sleeping ones;
//! - `forget.rs`: `/privacy forget` at the tables still being played, and the forget
//!   log every process follows;
//! - `opening.rs`: opening a table, another game after a finished one, and the channel
//!   reservation that makes both atomic.

pub mod actor;
mod claims;
mod forget;
pub mod hosting;
mod opening;
pub mod outage;
pub mod presenter;
pub mod record;
mod registry;
pub mod replay;
mod restore;
mod routing;
pub mod text;
pub mod verb;
pub mod view;
pub mod webhook;
pub mod work;

pub(crate) use registry::Shared;
pub use registry::{PlaceHold, Tables};
pub use routing::Typing;

use crate::i18n::Text;
use hosting::{Hosted, Options};
use std::sync::Arc;
use std::time::Duration;
use view::View;

/// The person behind an interaction (identity always from Discord, never a custom_id).
#[derive(Clone, Debug)]
pub struct Person {
    pub id: u64,
    pub name: String,
    /// Has Manage Messages in the channel (may end any table).
    pub can_manage: bool,
    /// The language of the person's Discord client (the interaction's `locale`): what
    /// they alone see is written in it, and a table they open speaks it.
    pub lang: crate::i18n::Lang,
}

/// A table's answer to a click.
#[derive(Debug)]
pub enum Reply {
    /// Replace the clicked message (a private view) with this one.
    Update(View),
    /// A new message only the clicker sees.
    Ephemeral(View),
    /// Acknowledge; the public message follows through the publisher.
    Ack,
    /// Not applied, with the reason (shown privately).
    Refused(Text),
}

impl Reply {
    /// The answer's order for its private message (see `Stamp::answer`), 0 if none.
    pub fn answer(&self) -> u64 {
        match self {
            Reply::Update(view) => view.stamp.answer,
            _ => 0,
        }
    }

    /// Paints the answer's picture off the async workers (see [`View::draw_picture`]).
    pub async fn draw_picture(&self) {
        if let Reply::Update(view) | Reply::Ephemeral(view) = self {
            view.draw_picture().await;
        }
    }
}

/// The games this bot hosts.
#[derive(Clone, Default)]
pub struct Catalog(Vec<Arc<dyn Hosted>>);

impl Catalog {
    /// The catalog of `games`, whose words join the bot's texts: a game brings its own
    /// Fluent files, and the platform's modules name no game.
    pub fn new(games: Vec<Arc<dyn Hosted>>) -> Catalog {
        for game in &games {
            crate::i18n::install(game.about().texts);
        }
        Catalog(games)
    }

    pub fn get(&self, code: &str) -> Option<Arc<dyn Hosted>> {
        self.0.iter().find(|g| g.code() == code).cloned()
    }

    pub fn games(&self) -> impl Iterator<Item = &Arc<dyn Hosted>> {
        self.0.iter()
    }
}

/// Table behaviour a bot host may tune.
#[derive(Clone, Debug)]
pub struct TableConfig {
    pub challenge_timeout: Duration,
    pub ai_delay: Duration,
    pub edit_interval: Duration,
    /// Open tables one server may have at once (0: no limit).
    pub max_tables_per_server: usize,
    /// The gateway shards this process runs (`None`: all). With a shared database,
    /// each process restores only its own servers' tables, and takes over another's
    /// table when a click for it arrives here.
    pub shards: Option<crate::config::ShardPlan>,
    /// The web side's public base URL (`WEB_URL`), for links to replays and
    /// leaderboards; `None`: no links.
    pub web_url: Option<String>,
}

/// Solitaire tables one person may have open at once: each holds a thread and solver
/// work, so a script cannot fill a server with them.
pub const MAX_SOLO_TABLES: usize = 3;

/// Tables of any game one person may have open at once (lobbies, challenges, games,
/// solitaires): one member cannot take a server's whole allowance.
pub const MAX_TABLES_PER_PERSON: usize = 5;

/// A request to open a table, from `/<game> start`.
#[derive(Clone, Debug)]
pub struct OpenRequest {
    pub game: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host: Person,
    pub options: Options,
    /// The opponent's display name, when `opponent` was given.
    pub opponent_name: Option<String>,
    /// The opponent is a bot account (refused).
    pub opponent_is_bot: bool,
    /// The opener already holds a place within the limits ([`Tables::hold_place`]).
    pub place_held: bool,
    /// Where the bot is not a member: the opening command's token (its answer becomes
    /// the table message) and whether it has been answered.
    pub webhook: Option<registry::OpeningAnswer>,
    /// Opened in a direct message with the bot itself, where nobody else could accept a
    /// challenge.
    pub with_the_bot_alone: bool,
}

/// Slash options every table understands (added to each game's own).
pub const OPTION_OPPONENT: &str = "opponent";
pub const OPTION_TURN_TIMEOUT: &str = "turn_timeout";
pub const OPTION_THREAD: &str = "thread";
pub const OPTION_SEED: &str = "seed";
/// Default turn timeout, seconds.
pub const DEFAULT_TURN_TIMEOUT: u64 = 60;
