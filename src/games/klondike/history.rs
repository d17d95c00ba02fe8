//! Undo records: what each move did, packed into one small number per move so a long
//! game's history stays compact in the stored JSON.

use serde::{Deserialize, Serialize};

use super::moves::Move;
use super::pile::Pile;

/// What undoing one move needs: the move, how many cards it moved (for a draw: how
/// many were turned), whether it turned a face-down card, and whether it was made
/// automatically after the step before it (undo takes such a chain back as one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub(crate) struct Step {
    pub mv: Move,
    pub cards: u8,
    pub turned: bool,
    pub chained: bool,
}

// Packing: bits 0-3 from pile, 4-7 to pile, 8-12 cards, 13 turned, 14 chained.
impl From<Step> for u32 {
    fn from(step: Step) -> u32 {
        let from = step.mv.from_pile().number() as u32;
        let to = step.mv.to_pile().number() as u32;
        from | to << 4
            | (step.cards as u32 & 0x1f) << 8
            | (step.turned as u32) << 13
            | (step.chained as u32) << 14
    }
}

impl TryFrom<u32> for Step {
    type Error = String;
    fn try_from(bits: u32) -> Result<Step, String> {
        let pile = |n: u32| Pile::new(n as u8).map_err(|e| e.to_string());
        let from = pile(bits & 0xf)?;
        let to = pile(bits >> 4 & 0xf)?;
        let cards = (bits >> 8 & 0x1f) as u8;
        let mv = match (from, to) {
            (Pile::STOCK, Pile::WASTE) => Move::Draw,
            (Pile::WASTE, Pile::STOCK) => Move::Recycle,
            _ => Move::Transfer {
                from,
                to,
                count: cards,
            },
        };
        Ok(Step {
            mv,
            cards,
            turned: bits >> 13 & 1 == 1,
            chained: bits >> 14 & 1 == 1,
        })
    }
}

impl super::state::Klondike {
    /// How many Undos take the game back to the position it had after `moves` moves
    /// (counting automatic ones, like [`super::state::Klondike::moves_made`]), or `None`
    /// when no sequence of Undos stops exactly there (a later position, or one inside
    /// a chain of automatic moves that an Undo takes back together).
    pub fn undos_back_to(&self, moves: usize) -> Option<usize> {
        let after = self
            .history
            .get(moves.checked_sub(self.forgotten as usize)?..)?;
        if after.first().is_some_and(|step| step.chained) {
            return None;
        }
        Some(after.iter().filter(|step| !step.chained).count())
    }
}
