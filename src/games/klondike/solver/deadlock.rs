//! Quick proofs of loss: some card can never leave its column.
//!
//! Every face-down card, and the lowest face-up card of each column, must leave its
//! column one day, since the cards under it have to reach the foundations ("fixed"
//! cards; the face-up cards above them move with them or on their own). A fixed card
//! leaves either to its foundation, once every lower card of its suit got there, or
//! onto one of the two cards of the other colour and one rank higher (its holders)
//! while that card tops a column; a King leaves onto an empty column instead, which
//! another column gives once all its fixed cards have left. A card tops a column only
//! after the fixed cards above it have left; one in the talon or on a foundation only
//! once put down on a holder that tops a column (a King: in an empty column).
//!
//! Starting from "no fixed card can leave", cards are marked as able to leave while
//! their condition holds given the marks so far (everything else is assumed to go
//! well). In a won game the fixed cards leave in some order, each when its condition
//! holds, so all of them get marked; a card left unmarked proves the deal lost.
//!
//! A second proof looks at a face-down card `b` and its twin `a` (the other card of its
//! rank and colour) above it in its column. `b` is turned only once every card above it
//! has left, so `a` leaves first; the two have the same holders. When `b` leaves, `a`
//! lies on one of them, which `b` then cannot take, or is on its foundation. So if at
//! most one holder can top a column while `b` stays in place (by the marking above,
//! with `b` held), and neither card can go up meanwhile, `b` never leaves. (Deals lost
//! this way are otherwise searched through millions of positions.) This takes the
//! face-up cards of each column to be a run, as play always leaves them, so `a`
//! moving within a run still lies on a holder.

use super::super::card::{Card, Suit};
use super::position::{Position, Rules};

/// Cards of `c`'s suit below it, as a bit set.
fn lower_of_suit(c: Card) -> u64 {
    let base = c.suit().index() * 13;
    ((1u64 << (c.rank() - 1)) - 1) << base
}

/// The cards `c` may lie on in the tableau, as a bit set (none for a King).
fn holders(c: Card) -> u64 {
    Suit::ALL
        .iter()
        .filter(|s| s.is_red() != c.is_red())
        .filter_map(|&s| Card::new(s, c.rank() + 1))
        .fold(0, |set, h| set | 1 << h.index())
}

fn bits(set: u64) -> impl Iterator<Item = usize> {
    (0..52).filter(move |&i| set >> i & 1 == 1)
}

fn card(index: usize) -> Option<Card> {
    Card::from_index(index as u8)
}

/// What the proofs need to know of a position's tableau.
struct Layout {
    /// For each card in a column: the fixed cards above it.
    fixed_above: [u64; 52],
    /// For each card in a column: every card above it.
    above: [u64; 52],
    /// For each card in a column: the column, as a one-bit set.
    column_of: [u8; 52],
    /// The fixed cards of each column.
    column_fixed: [u64; 7],
    fixed: u64,
    face_down: u64,
    in_columns: u64,
    /// Cards on the foundations.
    up: u64,
    /// Cards that can never come back to the tableau: those on the foundations
    /// without foundation-to-tableau moves.
    gone: u64,
}

impl Layout {
    fn of(position: &Position, rules: &Rules) -> Layout {
        let mut layout = Layout {
            fixed_above: [0; 52],
            above: [0; 52],
            column_of: [0; 52],
            column_fixed: [0; 7],
            fixed: 0,
            face_down: 0,
            in_columns: 0,
            up: position.on_foundations(),
            gone: 0,
        };
        if !rules.foundation_to_tableau {
            layout.gone = layout.up;
        }
        for (i, col) in position.cols.iter().enumerate() {
            let cards = &col.cards[..col.len as usize];
            let fixed_count = (col.hidden as usize + 1).min(cards.len());
            let column_fixed = cards[..fixed_count]
                .iter()
                .fold(0u64, |set, &c| set | 1 << c);
            layout.column_fixed[i] = column_fixed;
            let column = cards.iter().fold(0u64, |set, &c| set | 1 << c);
            layout.face_down |= cards[..col.hidden as usize]
                .iter()
                .fold(0u64, |set, &c| set | 1 << c);
            layout.fixed |= column_fixed;
            let (mut fixed_above, mut under) = (column_fixed, 0u64);
            for &c in cards {
                let c = c as usize;
                fixed_above &= !(1u64 << c);
                layout.fixed_above[c] = fixed_above;
                under |= 1 << c;
                layout.above[c] = column & !under;
                layout.column_of[c] = 1 << i;
                layout.in_columns |= 1 << c;
            }
        }
        layout
    }

    /// The fixed cards that can leave, by the marking of the module text, when the
    /// cards of `barred` are held in place.
    fn leavers(&self, barred: u64) -> u64 {
        let mut can_leave = 0u64;
        loop {
            let marked = can_leave;
            let uncovered = |card: usize| self.fixed_above[card] & !marked == 0;
            let emptiable = self.emptiable(marked);
            let on_top = self.tops(marked, emptiable);
            let mut changed = false;
            for u in bits(self.fixed & !can_leave & !barred) {
                let Some(c) = card(u) else {
                    continue;
                };
                let to_foundation = bits(lower_of_suit(c) & !self.up).all(uncovered);
                let to_holder = if c.rank() == 13 {
                    emptiable & !self.column_of[u] != 0
                } else {
                    holders(c) & on_top != 0
                };
                if to_foundation || to_holder {
                    can_leave |= 1 << u;
                    changed = true;
                }
            }
            if !changed {
                return can_leave;
            }
        }
    }

    /// The columns that can be emptied once the fixed cards `marked` have left.
    fn emptiable(&self, marked: u64) -> u8 {
        (0..7)
            .filter(|&i| self.column_fixed[i] & !marked == 0)
            .fold(0u8, |set, i| set | 1 << i)
    }

    /// The cards that can top a column one day, given the fixed cards `marked` as
    /// able to leave and the columns `emptiable` as able to be emptied (bit sets).
    fn tops(&self, marked: u64, emptiable: u8) -> u64 {
        let mut on_top = 0u64;
        // Holders rank higher, so they are decided first.
        for rank in (1..=13u8).rev() {
            for suit in Suit::ALL {
                let Some(c) = Card::new(suit, rank) else {
                    continue;
                };
                let u = c.index();
                let tops = if self.in_columns >> u & 1 == 1 {
                    self.fixed_above[u] & !marked == 0
                } else if self.gone >> u & 1 == 1 {
                    false
                } else if rank == 13 {
                    emptiable != 0
                } else {
                    holders(c) & on_top != 0
                };
                if tops {
                    on_top |= 1 << u;
                }
            }
        }
        on_top
    }

    /// Whether a face-down card and its twin above it leave the card no way out (see
    /// the module text).
    fn has_crowded_pair(&self) -> bool {
        for b in bits(self.face_down) {
            let (Some(low), Some(twin)) = (card(b), card(b).and_then(twin)) else {
                continue;
            };
            if self.above[b] >> twin.index() & 1 == 0 {
                continue;
            }
            // What can happen while `b` is held in its column.
            let left = self.leavers(1 << b);
            let uncovered = |c: usize| self.fixed_above[c] & !left == 0;
            let goes_up = |c: Card| bits(lower_of_suit(c) & !self.up).all(uncovered);
            let on_top = self.tops(left, self.emptiable(left));
            let free_holders = holders(low) & on_top;
            if free_holders.count_ones() <= 1 && !goes_up(low) && !goes_up(twin) {
                return true;
            }
        }
        false
    }
}

/// The other card of `c`'s rank and colour; none for a King, which takes an empty
/// column rather than a holder.
fn twin(c: Card) -> Option<Card> {
    let suit = Suit::ALL
        .into_iter()
        .find(|&s| s != c.suit() && s.is_red() == c.is_red())?;
    (c.rank() < 13).then(|| Card::new(suit, c.rank())).flatten()
}

impl Position {
    /// Cards already on the foundations, as a bit set.
    pub(crate) fn on_foundations(&self) -> u64 {
        Suit::ALL.iter().fold(0, |set, s| {
            let n = self.found[s.index()] as u32;
            set | ((1u64 << n) - 1) << (s.index() * 13)
        })
    }

    /// Whether some card can never leave its column (see the module text).
    pub fn has_walled_card(&self, rules: &Rules) -> bool {
        let layout = Layout::of(self, rules);
        layout.fixed & !layout.leavers(0) != 0 || layout.has_crowded_pair()
    }
}
