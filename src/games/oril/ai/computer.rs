//! Oril's levels as the games' one [`Computer`] trait. Nothing is hidden in Oril, so
//! a seat's view is the whole game; a level searches within the budget it was given,
//! measured on the clock it was given.

use super::{choose_move, Budget, Player};
use crate::games::oril::{OrilAction, OrilGame};
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// A level with its budget (the level's own when `None`) and the clock a time budget
/// is measured on (the caller's; the tables pass `Instant::now`).
#[derive(Clone, Copy, Debug)]
pub struct OrilComputer {
    pub player: Player,
    pub budget: Option<Budget>,
    pub clock: fn() -> Instant,
}

impl OrilComputer {
    /// A level with its own budget, measured on `clock`.
    pub fn new(player: Player, clock: fn() -> Instant) -> Self {
        OrilComputer {
            player,
            budget: None,
            clock,
        }
    }
}

impl Computer for OrilComputer {
    type View = OrilGame;
    type Action = OrilAction;

    /// The chosen sowing; with no move left (the game is over), agreeing to end, which
    /// the engine refuses harmlessly.
    fn choose(&mut self, game: &OrilGame, rng: &mut ChaCha8Rng) -> OrilAction {
        choose_move(game, self.player, self.budget, &self.clock, rng)
            .or_else(|| game.legal_moves().first().copied())
            .map_or(OrilAction::AgreeEnd, OrilAction::Sow)
    }
}
