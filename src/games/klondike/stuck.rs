//! The seed's cheap "no move left" check: can any move still make progress?
//!
//! Turning the stock and recycling are always possible, so "no move" means no move
//! that changes anything lasting. Progress is: any card of the stock or waste that a
//! few turns would bring up fitting somewhere, any card going to a foundation, any
//! foundation card coming back (counted as progress to stay on the safe side), and
//! tableau moves that turn a card, empty a pile, or uncover a card that can then go
//! up. A run moved off a face-up card onto an equal card (same rank and colour) only
//! swaps two equivalent piles, so it alone is no progress. The check never says
//! "stuck" when a move could still help; it may miss some dead ends, which the solver
//! catches.

use super::card::Card;
use super::moves::Move;
use super::pile::PileKind;
use super::state::Klondike;
use super::talon;

impl Klondike {
    /// True when the game is not won and no move can make progress any more.
    pub fn is_stuck(&self) -> bool {
        if self.is_over() {
            return false;
        }
        let fits_somewhere = |card: Card| {
            let to_foundation =
                self.foundation_slot_for(card.suit()).is_some_and(|slot| {
                    match self.foundations[slot] {
                        None => card.rank() == 1,
                        Some(top) => top.suit() == card.suit() && top.rank() + 1 == card.rank(),
                    }
                });
            to_foundation
                || self.columns.iter().any(|c| match c.top() {
                    None => card.rank() == 13,
                    Some(onto) => card.fits_on(onto),
                })
        };
        // Stock and waste, in draw-size steps.
        let talon: Vec<Card> = self
            .waste
            .iter()
            .chain(self.stock.iter().rev())
            .copied()
            .collect();
        let reachable = talon::reachable(
            talon.len(),
            self.waste.len(),
            self.options.draw.cards(),
            self.redeal_allowed(),
        );
        if talon
            .iter()
            .enumerate()
            .any(|(i, &card)| reachable >> i & 1 == 1 && fits_somewhere(card))
        {
            return false;
        }
        !self.legal_moves().iter().any(|mv| self.is_progress(mv))
    }

    /// Whether a legal move (other than turning the stock) changes anything lasting.
    fn is_progress(&self, mv: &Move) -> bool {
        let Move::Transfer { from, to, count } = *mv else {
            return false;
        };
        match (from.kind(), to.kind()) {
            (PileKind::Tableau(i), PileKind::Tableau(_)) => {
                let column = &self.columns[i];
                let left = column.cards.len() - count as usize;
                if left <= column.hidden() {
                    // Turns a card or empties the pile; a King's whole pile moving to
                    // another empty pile changes nothing.
                    !(left == 0 && self.columns[i].cards[0].rank() == 13)
                } else {
                    let uncovered = column.cards[left - 1];
                    // The uncovered card is not on top yet, so test the foundation rule
                    // directly. (It has a card on it, so it is no Ace.)
                    self.foundation_slot_for(uncovered.suit())
                        .and_then(|slot| self.foundations[slot].map(|top| (top, uncovered)))
                        .is_some_and(|(top, card)| {
                            top.suit() == card.suit() && top.rank() + 1 == card.rank()
                        })
                }
            }
            _ => true,
        }
    }
}
