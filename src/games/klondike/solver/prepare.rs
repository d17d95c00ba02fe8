//! Preparations: moves that only put a card on the tableau for something else to go
//! on. A foundation card brought down, and (with a free talon) a talon card put on a
//! column, change nothing else the rest of the game can use; until a later move uses
//! the card, every move in between could as well have come first. So a winning line
//! can always be reordered to make each preparation just before the move that uses it,
//! and the search only tries lines in that order: after a preparation, the next moves
//! are further preparations, until one move uses every card still waiting ("pending").
//!
//! A card is used by a move that goes onto it, that moves it, or (for a foundation
//! card) that brings down the card it uncovered on its foundation. Pending cards are
//! part of the transposition key, as a position reached with some pending has fewer
//! moves to try than the same position reached without.

use super::super::card::{Card, Suit};
use super::position::{Position, Rules, SMove};

impl Position {
    /// Whether `mv` is a preparation under `rules`.
    fn is_preparation(mv: SMove, rules: &Rules) -> bool {
        match mv {
            SMove::FoundationToColumn(..) => true,
            // Taking a card out of a talon that is not free changes which cards the
            // stock brings up: that is more than a preparation.
            SMove::TalonToColumn(..) => rules.draw == 1 && rules.unlimited,
            _ => false,
        }
    }

    /// The pending cards (a bit set by card index) `mv` uses.
    fn used_by(&self, mv: SMove, pending: u64) -> u64 {
        let top = |col: u8| self.cols[usize::from(col)].top_bit();
        let used = match mv {
            // Onto a column top, or moving it.
            SMove::TalonToColumn(_, to) | SMove::FoundationToColumn(_, to) => top(to),
            SMove::ColumnToColumn { from, to, .. } => top(from) | top(to),
            SMove::ColumnToFoundation(from) => top(from),
            SMove::TalonToFoundation(_) => 0,
        };
        let uncovered = match mv {
            // Bringing down the card a pending foundation card uncovered uses it: that
            // is what it came down for.
            SMove::FoundationToColumn(suit, _) => {
                let suit = Suit::ALL[suit as usize];
                Card::new(suit, self.found[suit.index()] + 1).map_or(0, |c| 1u64 << c.index())
            }
            _ => 0,
        };
        (used | uncovered) & pending
    }

    /// The cards pending after `mv` is made with `pending` waiting, or `None` when the
    /// search does not try `mv` now: it is no preparation and leaves a pending card
    /// unused, or it is a preparation that uses no pending card while none waits for
    /// what a new one could lead to.
    ///
    /// Only one kind of move uses two pending cards at once: a foundation card brought
    /// down onto one, uncovered by bringing down another. The two chains of
    /// preparations ending there are independent, and the search makes the one that
    /// uncovers first; so a preparation that starts a new chain is tried only while a
    /// pending card still waits for the card it uncovered, and only if it could start
    /// a chain ending with a card that one can go on: every card of such a chain
    /// ranks above the uncovered card.
    pub(crate) fn pending_after(&self, mv: SMove, pending: u64, rules: &Rules) -> Option<u64> {
        let used = self.used_by(mv, pending);
        let left = pending & !used;
        if !Self::is_preparation(mv, rules) {
            return (left == 0).then_some(0);
        }
        let placed = match mv {
            SMove::TalonToColumn(i, _) => self.talon_card(i),
            SMove::FoundationToColumn(suit, _) => {
                let suit = Suit::ALL[suit as usize];
                Card::new(suit, self.found[suit.index()])?
            }
            _ => return Some(left),
        };
        if pending != 0 && used == 0 {
            // A new chain must end with a card the uncovered one can go on, one rank
            // above it, and a chain only goes down in rank.
            let lowest = self.lowest_awaiting(pending)?;
            if placed.rank() < lowest {
                return None;
            }
        }
        Some(left | 1u64 << placed.index())
    }

    /// The lowest rank of a pending card that waits for the card under it on its
    /// foundation to come down (that card is still the foundation's top), if any does.
    pub(crate) fn lowest_awaiting(&self, pending: u64) -> Option<u8> {
        let mut lowest = None;
        let mut rest = pending;
        while rest != 0 {
            let c = Card::from_index(rest.trailing_zeros() as u8)?;
            rest &= rest - 1;
            if c.rank() >= 2 && self.found[c.suit().index()] + 1 == c.rank() {
                lowest = Some(lowest.map_or(c.rank(), |l: u8| l.min(c.rank())));
            }
        }
        lowest
    }

    /// Pending cards still on a column top.
    fn still_pending(&self, pending: u64) -> u64 {
        if pending == 0 {
            0
        } else {
            pending & self.tops
        }
    }

    /// One step of the search: `mv` made with `pending` waiting, then automatic play
    /// (noted in `log`). Returns the new position and the cards pending there, or
    /// `None` if the search does not try `mv` now. Pending cards stay down under
    /// automatic play. (The unpruned search keeps no pending cards; it only keeps a
    /// card just brought down from being sent straight back up.)
    pub(crate) fn step(
        &self,
        mv: SMove,
        pending: u64,
        rules: &Rules,
        log: Option<&mut Vec<SMove>>,
    ) -> Option<(Position, u64)> {
        let kept = self.pending_if_tried(mv, pending, rules)?;
        let mut child = *self;
        let pending = child.make_step(mv, kept, rules, log);
        Some((child, pending))
    }

    /// The first half of [`Position::step`]: the cards pending once `mv` is made, or
    /// `None` if the search does not try `mv` now.
    pub(crate) fn pending_if_tried(&self, mv: SMove, pending: u64, rules: &Rules) -> Option<u64> {
        if rules.prune {
            self.pending_after(mv, pending, rules)
        } else {
            Some(0)
        }
    }

    /// The second half of [`Position::step`], in place: makes `mv` and the automatic
    /// play after it, with `pending` (from [`Position::pending_if_tried`]) kept down.
    /// Returns the cards still pending. The search makes each child in the memory it
    /// keeps it in, so a position is copied once per move.
    pub(crate) fn make_step(
        &mut self,
        mv: SMove,
        pending: u64,
        rules: &Rules,
        log: Option<&mut Vec<SMove>>,
    ) -> u64 {
        self.apply(mv, rules);
        let held = match mv {
            _ if rules.prune => pending,
            SMove::FoundationToColumn(_, to) => self.cols[to as usize]
                .top()
                .map_or(0, |c| 1u64 << c.index()),
            _ => 0,
        };
        self.auto_play(rules, held, log);
        self.still_pending(pending)
    }
}
