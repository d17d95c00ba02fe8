//! Player records: one [`GameResult`] per seat of every finished game, written in the same
//! transaction that archives the table, under a key made of the game, the server, the
//! table and the seat, so a game is recorded once even if its end is replayed after a
//! crash. Statistics and score boards are read from these records.

use serde::{Deserialize, Serialize};

/// Someone a seat played against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opponent {
    /// `None` for a computer player.
    pub user: Option<u64>,
    pub name: String,
    /// The computer's level code, for computer players.
    #[serde(default)]
    pub level: Option<String>,
    /// Fields a newer build wrote that this one does not know: kept when it rewrites
    /// the result (a forget).
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, serde_json::Value>,
}

/// One seat's result in one finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The store's one schema number ([`super::SCHEMA`]): every kind of record is brought
    /// up to date by the same [`super::migrate`] on load, so a kind numbered apart would
    /// be migrated by steps meant for another.
    pub schema: u32,
    pub game: String,
    /// `None` for a game in direct messages.
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub table_id: u64,
    pub seat: usize,
    /// `None` for a computer seat.
    pub user: Option<u64>,
    pub name: String,
    /// 1 for the winner; equal places for a draw.
    pub place: u32,
    /// How many seats shared place 1 (2 or more is a draw).
    pub sharing_first: u32,
    pub score: i64,
    pub opponents: Vec<Opponent>,
    pub finished_ms: u64,
    pub length_ms: u64,
    /// Which round of the table (0 for a table's one game; a solitaire table records
    /// each deal under the state counter of the change that ended it).
    #[serde(default)]
    pub round: u64,
    /// A computer played this seat for its absent person at the end: a win or a draw
    /// is not credited to them.
    #[serde(default)]
    pub stand_in: bool,
    /// The game moves no rating (a stand-in won or drew in it).
    #[serde(default)]
    pub unrated: bool,
    /// Played with help or on a known deal (a solitaire's Hint, Finish or chosen deal
    /// number): kept in the person's history, left out of boards and best results.
    #[serde(default)]
    pub assisted: bool,
    /// Fields a newer build wrote that this one does not know: kept, so rewriting the
    /// record here (a rollback deploy) never drops them.
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, serde_json::Value>,
}

/// Win, draw or loss, from a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

impl GameResult {
    pub fn verdict(&self) -> Verdict {
        match (self.place, self.sharing_first) {
            (1, n) if n <= 1 => Verdict::Win,
            (1, _) => Verdict::Draw,
            _ => Verdict::Loss,
        }
    }

    /// Whether this result counts in records and boards: not a stand-in's win or draw,
    /// not an assisted solitaire deal.
    pub fn counts(&self) -> bool {
        let credited_to_a_stand_in = self.stand_in && self.verdict() != Verdict::Loss;
        !self.assisted && !credited_to_a_stand_in
    }

    /// Whether every opponent was a person (only such games move ratings).
    pub fn against_persons_only(&self) -> bool {
        !self.opponents.is_empty() && self.opponents.iter().all(|o| o.user.is_some())
    }

    /// The key under which this result is stored: game, server, table, seat.
    pub fn key(&self) -> Vec<u8> {
        result_key(
            &self.game,
            self.guild_id,
            self.table_id,
            self.round,
            self.seat,
        )
    }
}

/// The key prefix of one game's results in one server.
pub fn server_prefix(game: &str, guild_id: Option<u64>) -> Vec<u8> {
    format!("{game}/{:020}/", guild_id.unwrap_or(0)).into_bytes()
}

fn result_key(game: &str, guild_id: Option<u64>, table: u64, round: u64, seat: usize) -> Vec<u8> {
    let mut key = server_prefix(game, guild_id);
    key.extend_from_slice(format!("{table:020}/{round:020}/{seat:03}").as_bytes());
    key
}

/// Everyone a result names: its own seat and its opponents.
pub(super) fn people_named(result: &GameResult) -> impl Iterator<Item = u64> + '_ {
    result
        .user
        .into_iter()
        .chain(result.opponents.iter().filter_map(|o| o.user))
}
