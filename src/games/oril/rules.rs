//! The rule sets the engine plays and the ways a game can end.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which rules the game follows. Both share sowing and captures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleSet {
    /// Cape Verdean Oril: a six-house capture is only allowed as the only move, and
    /// then ends the game with the mover taking every stone left.
    #[default]
    Oril,
    /// International tournament rules: a capture that would take all of the opponent's
    /// stones (six houses, or fewer when the rest are empty) is legal but takes nothing.
    Abapa,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// A store reached 25 stones.
    Majority,
    /// The side to move had no stones; the opponent took the stones on their own side.
    NoStones,
    /// The opponent had no stones and no move could give them any; the mover took the
    /// stones on their own side.
    CannotFeed,
    /// A six-house capture was the only move (Oril rules); the mover took every stone.
    GrandSlam,
    /// A position repeated with no capture since; each player took their own side.
    Cycle,
    /// Both players agreed to end; each player took their own side.
    Agreement,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Majority => "a player captured 25 stones or more",
            EndReason::NoStones => "the player to move had no stones left",
            EndReason::CannotFeed => "no move could give the opponent stones",
            EndReason::GrandSlam => "the only move captured all six houses",
            EndReason::Cycle => "the position repeated without a capture",
            EndReason::Agreement => "both players agreed to end the game",
        })
    }
}
