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

/// Six byte lanes' top bits: a row's houses are bytes 0-5 of a `u64`.
const LANES: u64 = 0x0000_8080_8080_8080;

/// One side's row as bytes 0-5 of a word.
fn row(board: &Board, side: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes[..6].copy_from_slice(&board.houses[side * 6..side * 6 + 6]);
    u64::from_le_bytes(bytes)
}

/// The top bit of every lane holding at least `n` stones (houses hold at most 48, so
/// adding `128 - n` never carries into the next lane).
fn at_least(row: u64, n: u64) -> u64 {
    (row + (0x80 - n) * 0x0101_0101_0101) & LANES
}

/// How many lanes have their top bit set, by one multiply (the lanes' bits summed
/// into the top byte): a portable build has no population-count instruction, and
/// this runs at every leaf.
fn lanes_set(lanes: u64) -> i32 {
    ((lanes >> 7).wrapping_mul(0x0101_0101_0101) >> 40) as i32 & 0xFF
}

/// The strategy terms of one side's row (`side` 0 South, 1 North), counted a lane at
/// a time: the evaluation runs at every leaf.
fn strategy(board: &Board, side: usize) -> i32 {
    let mine = row(board, side);
    let stones = (mine.wrapping_mul(0x0101_0101_0101_0101) >> 40) as u8;
    let occupied = at_least(mine, 1);
    let casas = lanes_set(at_least(mine, 12));
    let vulnerable = occupied & !at_least(mine, 3);
    CASA * casas + MOBILITY * lanes_set(occupied) + ON_BOARD * i32::from(stones)
        - VULNERABLE * lanes_set(vulnerable & targets(board, side))
}

/// The top bit of every lane of `side`'s row where some opponent sowing ends
/// without lapping: a house of 1-2 stones there is a capture waiting to happen.
fn targets(board: &Board, side: usize) -> u64 {
    let theirs = (1 - side) * 6;
    let mut lanes = 0u64;
    for o in 0..6 {
        lanes |= LANDING.0[o][usize::from(board.houses[theirs + o])];
    }
    lanes
}

/// For a house at row offset `o` holding `s` stones, the lane of the opposite row
/// where its sowing ends without lapping (0 if it ends on its own row or laps).
struct LandingLanes([[u64; 49]; 6]);

static LANDING: LandingLanes = landing_lanes();

const fn landing_lanes() -> LandingLanes {
    let mut t = [[0u64; 49]; 6];
    let mut o = 0;
    while o < 6 {
        let mut s = 1;
        while s < 12 {
            // The opposite row's offsets are 6-11 counted from this row's start.
            let t_off = (o + s) % 12;
            if t_off >= 6 {
                t[o][s] = 0x80 << (8 * (t_off - 6));
            }
            s += 1;
        }
        o += 1;
    }
    LandingLanes(t)
}
