//! A quick proof of loss: some card can never leave its column.
//!
//! Every face-down card, and the lowest face-up card of each column, must leave its
//! column one day, since the cards under it have to reach the foundations. It leaves
//! either to its foundation, once every lower card of its suit got there, or onto one
//! of the two cards of the other colour and one rank higher, once that card is
//! uncovered (a King: onto an empty column, assumed always possible). A card is
//! uncovered only after the fixed cards above it have left.
//!
//! Starting from "no fixed card can leave", cards are marked as able to leave while
//! their condition holds given the marks so far (everything else is assumed to go
//! well). In a won game the fixed cards leave in some order, each when its condition
//! holds, so all of them get marked; a card left unmarked proves the deal lost.

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
        // For each card: the fixed cards above it in its column.
        let mut fixed_above = [0u64; 52];
        let mut fixed = 0u64;
        for col in &self.cols {
            let len = col.len as usize;
            let fixed_count = (col.hidden as usize + 1).min(len);
            let column_fixed = col.cards[..fixed_count]
                .iter()
                .fold(0u64, |set, &c| set | 1 << c);
            fixed |= column_fixed;
            let mut above = column_fixed;
            for &c in &col.cards[..len] {
                above &= !(1u64 << c);
                fixed_above[c as usize] = above;
            }
        }
        let up = self.on_foundations();
        // Without foundation-to-tableau moves, a holder that went up is gone for good.
        let gone = if rules.foundation_to_tableau { 0 } else { up };
        let mut can_leave = 0u64;
        loop {
            let marked = can_leave;
            let reachable = |card: usize| fixed_above[card] & !marked == 0;
            let mut changed = false;
            for u in bits(fixed & !can_leave) {
                let Some(c) = Card::from_index(u as u8) else {
                    continue;
                };
                let to_foundation = bits(lower_of_suit(c) & !up).all(reachable);
                let to_holder = c.rank() == 13 || bits(holders(c) & !gone).any(reachable);
                if to_foundation || to_holder {
                    can_leave |= 1 << u;
                    changed = true;
                }
            }
            if !changed {
                return fixed & !can_leave != 0;
            }
        }
    }
}
