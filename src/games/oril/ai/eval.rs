//! Static evaluation of a position from the side to move's point of view, with the
//! strategy knowledge from the seed thesis (chapter 4.3) as weighted terms.

use super::super::board::Board;
use super::super::position::Position;

/// One stone in a store is worth this much; every other term is a fraction of it.
pub const STONE: i32 = 100;

/// Which terms an evaluation uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Store difference only: the seed's own leaf value.
    Material,
    /// Store difference plus the seed's strategy terms.
    Strategic,
}

/// Weights of the strategic terms, in hundredths of a captured stone. Tuned by arena
/// games against the seed's chooser at depth 6 (differences of a few points were
/// within the noise of 200 games).
const CASA: i32 = 60; // a house of 12+ stones: laps the board, lands multiple captures
const VULNERABLE: i32 = 20; // a house of 1-2 stones the opponent's sowing can end on
const MOBILITY: i32 = 20; // each playable house: fewer forced moves, harder to starve
const ON_BOARD: i32 = 6; // stones kept on one's row count at a game end split

/// The value of `position` for the side to move.
pub fn evaluate(position: &Position, kind: Evaluation) -> i32 {
    evaluate_board(&Board::from_position(position), kind)
}

/// The value of `board` for the side to move (the search's form of [`evaluate`]).
pub fn evaluate_board(board: &Board, kind: Evaluation) -> i32 {
    let me = usize::from(board.mover);
    let opp = 1 - me;
    let material = (i32::from(board.stores[me]) - i32::from(board.stores[opp])) * STONE;
    match kind {
        Evaluation::Material => material,
        Evaluation::Strategic => material + strategy(board, me) - strategy(board, opp),
    }
}

/// The strategy terms of one side's row (`side` 0 South, 1 North).
fn strategy(board: &Board, side: usize) -> i32 {
    let mut score = 0;
    for &stones in &board.houses[side * 6..side * 6 + 6] {
        let s = i32::from(stones);
        if s >= 12 {
            score += CASA;
        }
        if s > 0 {
            score += MOBILITY;
        }
        score += ON_BOARD * s;
    }
    score - VULNERABLE * exposed(board, side)
}

/// Houses of `side` holding 1-2 stones that an opponent house reaches with its last
/// stone (without lapping): each is a capture waiting to happen.
fn exposed(board: &Board, side: usize) -> i32 {
    let houses = &board.houses;
    let mine = side * 6;
    let theirs = (1 - side) * 6;
    // Bit i: board index i is the end of some opponent sowing.
    let mut targets = 0u16;
    for o in 0..6 {
        let s = usize::from(houses[theirs + o]);
        if (1..12).contains(&s) {
            targets |= 1 << ((theirs + o + s) % 12);
        }
    }
    (mine..mine + 6)
        .filter(|&i| targets & (1 << i) != 0 && (1..=2).contains(&houses[i]))
        .count() as i32
}
