//! Oril's levels as the games' one [`Computer`] trait. Nothing is hidden in Oril, so
//! a seat's view is the whole game; a level searches within the budget it was given.

use super::{choose_move, Budget, Player};
use crate::games::oril::{OrilAction, OrilGame};
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;

/// A level with its budget (the level's own when `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrilComputer {
    pub player: Player,
    pub budget: Option<Budget>,
}

impl OrilComputer {
    pub fn new(player: Player) -> Self {
        OrilComputer {
            player,
            budget: None,
        }
    }
}

impl Computer for OrilComputer {
    type View = OrilGame;
    type Action = OrilAction;

    /// The chosen sowing; with no move left (the game is over), agreeing to end, which
    /// the engine refuses harmlessly.
    fn choose(&mut self, game: &OrilGame, rng: &mut ChaCha8Rng) -> OrilAction {
        choose_move(game, self.player, self.budget, rng)
            .or_else(|| game.legal_moves().first().copied())
            .map_or(OrilAction::AgreeEnd, OrilAction::Sow)
    }
}
