//! What a Klondike press says at the table: the session's own words for it (written
//! in `session.rs` as it plays the press: the move in words, an Undo, a hint, a new
//! deal; nothing for turning a page of the menu), and the deal it ended, if it ended
//! one (recorded as a result, see `stats.rs`).

use super::session::Played;
use crate::table::hosting::{Narration, NoTimer};

/// The log line of an applied press and the deal it ended.
pub fn narrate(played: Played) -> Narration<NoTimer> {
    Narration {
        log: played.said.into_iter().collect(),
        timers: Vec::new(),
        round_end: played.deal_end,
    }
}
