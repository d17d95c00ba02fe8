//! The persisted form of a table: everything needed to carry on after a restart.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A table as stored in sled (one JSON record per table, flushed on every change).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TableRecord {
    pub schema: u32,
    pub id: u64,
    /// The game's code (`uno`).
    pub game: String,
    pub guild_id: Option<u64>,
    /// The channel or thread the table lives in.
    pub channel_id: u64,
    pub host: u64,
    pub phase: Phase,
    pub seats: Vec<SeatRecord>,
    pub settings: Value,
    /// The running game's state while playing (and after, for the result view).
    #[serde(default)]
    pub state: Option<Value>,
    /// Seed of the running game (stored so a deal replays).
    pub seed: u64,
    /// Increases with every change; carried in custom_ids to spot outdated clicks.
    pub counter: u64,
    /// The public table message.
    #[serde(default)]
    pub message_id: Option<u64>,
    #[serde(default)]
    pub deadlines: Vec<Deadline>,
    /// Interaction tokens of players' private views, to refresh them.
    #[serde(default)]
    pub private_views: Vec<PrivateView>,
    #[serde(default)]
    pub log: Vec<String>,
    pub turn_timeout_secs: u64,
    pub created_ms: u64,
    #[serde(default)]
    pub result: Option<String>,
    /// The counter of the view the table message is known to show (edited, posted, or
    /// carried by a click's answer): after a restart an unchanged message is neither
    /// drawn nor edited again.
    #[serde(default)]
    pub shown_counter: Option<u64>,
}

impl crate::store::LiveTable for TableRecord {
    fn summary(&self) -> Option<Vec<u8>> {
        serde_json::to_vec(&TableSummary::of(self)).ok()
    }
}

/// What a start-up needs to know of a stored table without reading it (kept by the
/// store beside the record): where it is, and when it must next be awake. An idle table
/// stays asleep, without an actor, until a click, a command or its next deadline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSummary {
    pub game: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The earliest deadline (a turn clock, a computer's move, an expiry).
    pub wake_at_ms: Option<u64>,
    /// Something is due as soon as the bot starts: the table message may not show the
    /// table's state yet, or the game ended and the table is not archived yet.
    pub wake_at_start: bool,
}

impl TableSummary {
    pub fn of(record: &TableRecord) -> TableSummary {
        TableSummary {
            game: record.game.clone(),
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            wake_at_ms: record.deadlines.iter().map(|d| d.at_ms).min(),
            wake_at_start: record.phase == Phase::Finished
                || record.message_id.is_none()
                || record.shown_counter != Some(record.counter),
        }
    }
}

/// Where a table is in its life.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    Lobby,
    /// Waiting for the challenged person to accept.
    Challenge {
        opponent: u64,
        opponent_name: String,
    },
    Playing,
    Finished,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub occupant: Occupant,
    pub name: String,
    /// Turn timeouts in a row.
    #[serde(default)]
    pub timeouts: u32,
    /// A computer player plays for the absent person until they come back.
    #[serde(default)]
    pub stand_in: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Occupant {
    Person { user: u64 },
    Ai { level: String },
}

impl SeatRecord {
    pub fn person(user: u64, name: impl Into<String>) -> SeatRecord {
        SeatRecord {
            occupant: Occupant::Person { user },
            name: name.into(),
            timeouts: 0,
            stand_in: false,
        }
    }

    pub fn ai(level: impl Into<String>, name: impl Into<String>) -> SeatRecord {
        SeatRecord {
            occupant: Occupant::Ai {
                level: level.into(),
            },
            name: name.into(),
            timeouts: 0,
            stand_in: false,
        }
    }

    pub fn user(&self) -> Option<u64> {
        match self.occupant {
            Occupant::Person { user } => Some(user),
            Occupant::Ai { .. } => None,
        }
    }

    /// Whether a computer plays this seat now (an AI seat, or a person's stand-in).
    pub fn computer_plays(&self) -> bool {
        self.stand_in || matches!(self.occupant, Occupant::Ai { .. })
    }

    /// The seat as a game sees it.
    pub fn info(&self) -> super::game::SeatInfo {
        super::game::SeatInfo {
            name: self.name.clone(),
            is_ai: self.computer_plays(),
            user: self.user(),
        }
    }
}

/// A moment (unix milliseconds) at which the table must do something, once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deadline {
    pub at_ms: u64,
    pub kind: DeadlineKind,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeadlineKind {
    /// The seat's turn times out.
    Turn { seat: usize },
    /// A challenge nobody answered expires.
    ChallengeExpiry,
    /// A lobby nobody started closes.
    LobbyExpiry,
    /// A game timer (the UNO call window).
    Game { key: String },
    /// A computer player's next move (paced so people can follow).
    AiMove,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrivateView {
    pub user: u64,
    pub token: String,
    /// After this the token is dead (Discord keeps it 15 minutes).
    pub expires_ms: u64,
    /// The private view's own state (see `ViewContext::ui`).
    #[serde(default)]
    pub ui: String,
}

/// Unix milliseconds now, read through the platform's one clock ([`super::clock`]).
pub fn now_ms() -> u64 {
    super::clock::now_ms()
}
