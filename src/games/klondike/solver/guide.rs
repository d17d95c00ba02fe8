//! A guide for one searcher: the order in which a winning line of looser rules moves
//! the cards.
//!
//! A draw-3 position is first played with draw-1 (see `relaxed_look` in the module
//! above). When draw-1 wins, its line says which cards the tableau needs freed first;
//! a draw-3 line has to reach the same cards through a stricter talon, but often in
//! much the same order. A searcher of its own, beside the others, then takes first the
//! moves of the cards that line moved earliest. Only an order changes, so every
//! verdict stays a proof. Of 1,000 draw-3 deals at 1 s each (`klondike_solve`, seeds
//! 2024, 7 and 12) it decides 971, 973 and 972, against 968, 971 and 968 without it:
//! many wins the other orders meet only after seconds come within 0.02 s, a few wins
//! and losses near the second are missed.

use super::position::{Position, Rules, SMove};

/// Each card's place in the guiding line: the step that first moves it, or `u8::MAX`
/// for cards the line never moves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Guide {
    first_moved: [u8; 52],
}

impl Guide {
    /// The guide of `line`, a winning line of solver moves from `start` under `rules`.
    pub fn from_line(start: &Position, rules: &Rules, line: &[SMove]) -> Guide {
        let mut first_moved = [u8::MAX; 52];
        let mut position = *start;
        let mut pending = 0;
        for (step, &mv) in line.iter().enumerate() {
            let slot = &mut first_moved[usize::from(position.moved_card(mv))];
            if *slot == u8::MAX {
                *slot = step.min(usize::from(u8::MAX - 1)) as u8;
            }
            let Some((next, now_pending)) = position.step(mv, pending, rules, None) else {
                break;
            };
            (position, pending) = (next, now_pending);
        }
        Guide { first_moved }
    }

    /// Put the moves of `position` in the guide's order: the moves of cards the line
    /// moved earlier first, the listed order kept among equals.
    pub fn order(&self, position: &Position, moves: &mut [SMove]) {
        moves.sort_by_key(|&mv| self.first_moved[usize::from(position.moved_card(mv))]);
    }
}
