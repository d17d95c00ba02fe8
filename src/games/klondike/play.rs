//! Making and taking back moves. `apply` checks first, so a refused move changes nothing;
//! every applied move leaves a [`Step`] from which `undo` restores the state exactly.

use super::card::Card;
use super::error::MoveError;
use super::history::Step;
use super::moves::Move;
use super::pile::{Pile, PileKind};
use super::state::Klondike;

impl Klondike {
    /// Apply a move, or refuse it (with the reason) and change nothing. With the
    /// `auto_play` option, safe cards then go to the foundations by themselves.
    pub fn apply_move(&mut self, mv: Move) -> Result<(), MoveError> {
        self.check(&mv)?;
        self.perform(mv, false);
        if self.options.auto_play {
            // A card brought down from a foundation stays down: that was the move.
            let held = match (mv.from_pile().kind(), mv.to_pile().kind()) {
                (PileKind::Foundation(_), PileKind::Tableau(to)) => self.columns[to].top(),
                _ => None,
            };
            self.auto_play_chain(true, held);
        }
        Ok(())
    }

    /// Parse, check and apply a typed order such as "7 11"; returns the move made.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = self.parse_move(text)?;
        self.apply_move(mv)?;
        Ok(mv)
    }

    /// Take back the last move, together with the automatic moves that followed it.
    pub fn undo(&mut self) -> Result<(), MoveError> {
        if self.resigned {
            return Err(MoveError::GameOver);
        }
        if self.history.is_empty() {
            return Err(MoveError::NothingToUndo);
        }
        while let Some(step) = self.history.pop() {
            self.revert(step);
            if !step.chained {
                break;
            }
        }
        Ok(())
    }

    /// Give up; the game ends without a win.
    pub fn resign(&mut self) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.resigned = true;
        Ok(())
    }

    /// Make an already checked move and record it.
    pub(crate) fn perform(&mut self, mv: Move, chained: bool) {
        let mut step = Step {
            mv,
            cards: 0,
            turned: false,
            chained,
        };
        match mv {
            Move::Draw => {
                let n = self.options.draw.cards().min(self.stock.len());
                for _ in 0..n {
                    self.waste.extend(self.stock.pop());
                }
                step.cards = n as u8;
            }
            Move::Recycle => {
                self.stock.extend(self.waste.drain(..).rev());
                self.redeals += 1;
            }
            Move::Transfer { from, to, count } => {
                let cards = self.take(from, count as usize);
                self.put(to, &cards);
                step.cards = count;
                if let PileKind::Tableau(i) = from.kind() {
                    let column = &mut self.columns[i];
                    if column.hidden > 0 && column.hidden as usize == column.cards.len() {
                        column.hidden -= 1;
                        step.turned = true;
                    }
                }
            }
        }
        self.history.push(step);
        self.forget_beyond_undo_depth();
    }

    /// Drop the oldest steps past [`super::state::UNDO_DEPTH`], a whole Undo (a move
    /// and the automatic moves chained to it) at a time.
    fn forget_beyond_undo_depth(&mut self) {
        if self.history.len() <= super::state::UNDO_DEPTH {
            return;
        }
        let excess = self.history.len() - super::state::UNDO_DEPTH;
        // Extend the cut to the end of the Undo group it falls in.
        let mut cut = excess;
        while self.history.get(cut).is_some_and(|step| step.chained) {
            cut += 1;
        }
        self.history.drain(..cut);
        self.forgotten += cut as u32;
    }

    fn revert(&mut self, step: Step) {
        match step.mv {
            Move::Draw => {
                for _ in 0..step.cards {
                    self.stock.extend(self.waste.pop());
                }
            }
            Move::Recycle => {
                self.waste.extend(self.stock.drain(..).rev());
                self.redeals = self.redeals.saturating_sub(1);
            }
            Move::Transfer { from, to, count } => {
                if let (true, PileKind::Tableau(i)) = (step.turned, from.kind()) {
                    self.columns[i].hidden += 1;
                }
                let cards = self.take(to, count as usize);
                self.put(from, &cards);
            }
        }
    }

    /// Remove the top `count` cards of a pile (bottom to top). Callers have checked.
    fn take(&mut self, pile: Pile, count: usize) -> Vec<Card> {
        match pile.kind() {
            PileKind::Tableau(i) => {
                let cards = &mut self.columns[i].cards;
                cards.split_off(cards.len().saturating_sub(count))
            }
            PileKind::Waste => self.waste.pop().into_iter().collect(),
            PileKind::Stock => self.stock.pop().into_iter().collect(),
            PileKind::Foundation(slot) => {
                let top = self.foundations[slot];
                self.foundations[slot] =
                    top.and_then(|card| Card::new(card.suit(), card.rank() - 1));
                top.into_iter().collect()
            }
        }
    }

    fn put(&mut self, pile: Pile, cards: &[Card]) {
        match pile.kind() {
            PileKind::Tableau(i) => self.columns[i].cards.extend_from_slice(cards),
            PileKind::Waste => self.waste.extend_from_slice(cards),
            PileKind::Stock => self.stock.extend_from_slice(cards),
            PileKind::Foundation(slot) => {
                if let Some(&card) = cards.last() {
                    self.foundations[slot] = Some(card);
                }
            }
        }
    }
}
