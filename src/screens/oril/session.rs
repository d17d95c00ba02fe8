//! The engine an Oril table stores: the game plus what the table adds around it (which
//! seats the computer plays, and a forfeit).

use crate::games::oril::{OrilAction, OrilError, OrilGame};
use crate::games::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The engine a table stores: the game, which seats the computer plays (to answer a
/// proposal to end at once), and a forfeit (a person left).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrilTable {
    pub game: OrilGame,
    /// South's seat, then North's.
    pub computer: [bool; 2],
    /// The seat that left the game, which the other seat wins.
    #[serde(default)]
    pub forfeited: Option<Seat>,
}

impl OrilTable {
    /// Over by the rules or by a forfeit.
    pub fn is_over(&self) -> bool {
        self.game.is_over() || self.forfeited.is_some()
    }
}

impl Game for OrilTable {
    type Action = OrilAction;
    type Error = OrilError;

    fn seat_count(&self) -> usize {
        2
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        if self.forfeited.is_some() {
            return Vec::new();
        }
        self.game.seats_to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<OrilAction> {
        if self.forfeited.is_some() {
            return Vec::new();
        }
        self.game.legal_actions(seat)
    }
    fn apply(&mut self, seat: Seat, action: &OrilAction) -> Result<(), OrilError> {
        if self.forfeited.is_some() {
            return Err(OrilError::GameOver);
        }
        self.game.apply(seat, action)
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.forfeited {
            Some(seat) => Some(Outcome::Won(vec![1 - seat.min(1)])),
            None => self.game.outcome(),
        }
    }
}
