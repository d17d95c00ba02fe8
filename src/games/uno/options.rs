//! Table options for UNO, chosen in the lobby; `Default` is an untouched table.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What happens after a player draws a playable card on their turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawnCardPolicy {
    /// The player may play the drawn card at once or keep it (pass).
    #[default]
    MayPlay,
    /// A playable drawn card must be played at once.
    MustPlay,
    /// The drawn card is always kept and the turn passes.
    MustKeep,
}

/// How a match ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// One round; its winner wins the match.
    #[default]
    OneRound,
    /// Rounds are played until a seat reaches this many points (500 by the rules).
    Points(u32),
}

/// The points goal the rules name for a multi-round match.
pub const POINTS_GOAL: u32 = 500;

/// Per-table settings. Every field is a rule option of `rules/uno.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub drawn_card: DrawnCardPolicy,
    /// Whether a Wild Draw Four may be challenged. When off, the engine itself
    /// refuses a Wild Draw Four while the player holds the current colour, since
    /// nobody could catch the illegal play.
    pub challenge: bool,
    /// Cards drawn for a missed UNO call: 4 (seed 000, default) or 2 (official).
    pub uno_penalty: u8,
    /// Length of the UNO call window in seconds (3-30). The engine only stores it;
    /// the table runs the timer and calls `uno_window_expired`.
    pub uno_window_secs: u8,
    pub goal: Goal,
    /// Draw Two / Wild Draw Four may be answered with another draw card.
    pub stacking: bool,
    /// A 7 swaps hands with a chosen seat; a 0 passes all hands along.
    pub seven_zero: bool,
    /// An identical card may be played out of turn.
    pub jump_in: bool,
    /// Drawing continues until a playable card is drawn.
    pub draw_until_playable: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            drawn_card: DrawnCardPolicy::MayPlay,
            challenge: true,
            uno_penalty: 4,
            uno_window_secs: 5,
            goal: Goal::OneRound,
            stacking: false,
            seven_zero: false,
            jump_in: false,
            draw_until_playable: false,
        }
    }
}

/// Why a set of options was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum OptionsError {
    #[error("the UNO penalty must be 2 or 4 cards")]
    Penalty,
    #[error("the UNO call window must be between 3 and 30 seconds")]
    Window,
    #[error("the points goal must be between 1 and 10000")]
    Goal,
}

impl Options {
    /// Checks the ranges the rules allow.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if self.uno_penalty != 2 && self.uno_penalty != 4 {
            return Err(OptionsError::Penalty);
        }
        if !(3..=30).contains(&self.uno_window_secs) {
            return Err(OptionsError::Window);
        }
        if let Goal::Points(p) = self.goal {
            if p == 0 || p > 10_000 {
                return Err(OptionsError::Goal);
            }
        }
        Ok(())
    }

    /// The multi-round goal of the rules: first to 500.
    pub fn to_500(mut self) -> Self {
        self.goal = Goal::Points(POINTS_GOAL);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_the_rules_file() {
        let o = Options::default();
        assert_eq!(o.drawn_card, DrawnCardPolicy::MayPlay);
        assert!(o.challenge);
        assert_eq!(o.uno_penalty, 4);
        assert_eq!(o.uno_window_secs, 5);
        assert_eq!(o.goal, Goal::OneRound);
        assert!(!o.stacking && !o.seven_zero && !o.jump_in && !o.draw_until_playable);
        assert_eq!(o.validate(), Ok(()));
    }

    #[test]
    fn out_of_range_values_are_refused() {
        let mut o = Options {
            uno_penalty: 3,
            ..Options::default()
        };
        assert_eq!(o.validate(), Err(OptionsError::Penalty));
        o.uno_penalty = 2;
        o.uno_window_secs = 31;
        assert_eq!(o.validate(), Err(OptionsError::Window));
        o.uno_window_secs = 3;
        assert_eq!(o.validate(), Ok(()));
    }

    #[test]
    fn missing_fields_deserialize_to_defaults() {
        let o: Options = serde_json::from_str(r#"{"stacking":true}"#).unwrap();
        assert!(o.stacking);
        assert_eq!(o.uno_penalty, 4);
    }
}
