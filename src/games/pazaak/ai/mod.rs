//! Computer players for Pazaak. Each decides from a [`SeatView`] only, so it knows what
//! a person in that seat would know: both tables, its own hand and side deck, and how
//! many hand cards the opponent has left.
//!
//! - [`SeedAi`]: the seed document's player. No search and no probabilities: it tracks
//!   the range of totals its hand can reach and avoids risky draws.
//! - [`RuleAi`]: a published rule-based player (stand on 18-20, exact-20 cards, bust
//!   rescues), the yardstick the strong level is measured against.
//! - [`StrongAi`]: expectimax over the main-deck draw with the cards seen this set
//!   counted, a model of the opponent's chances against a stand, and a price on spending
//!   hand cards that must last the whole match.

mod options;
mod rules;
mod seed;
mod strong;

pub use options::{play_options, PlayOption};
pub use rules::RuleAi;
pub use seed::SeedAi;
pub use strong::StrongAi;

use super::actions::Action;
use super::view::SeatView;
use crate::games::Computer;
use serde::{Deserialize, Serialize};

/// A Pazaak computer player: the games' one [`Computer`] trait, seeing a [`SeatView`];
/// it returns one of `view.legal` when that is not empty.
pub type PazaakComputer = dyn Computer<View = SeatView, Action = Action> + Send;

/// Difficulty levels a table or a career opponent can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiLevel {
    /// The seed document's range-tracking player.
    Seed,
    /// The probability-counting player.
    Strong,
}

impl AiLevel {
    /// A fresh player of this level.
    pub fn player(self) -> Box<PazaakComputer> {
        match self {
            AiLevel::Seed => Box::new(SeedAi),
            AiLevel::Strong => Box::new(StrongAi::default()),
        }
    }
}

/// Return `wanted` if it is legal, else the first legal action (a safety net so a
/// player's choice can never be refused by the engine).
pub(crate) fn legal_or_first(view: &SeatView, wanted: Action) -> Action {
    if view.legal.contains(&wanted) || view.legal.is_empty() {
        wanted
    } else {
        view.legal[0]
    }
}
