//! Static evaluation of a position from the side to move's point of view, with the
//! strategy knowledge from the seed thesis (chapter 4.3) as weighted terms.

use super::super::board::{lanes_at_least, Board, OFFSETS};
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
#[inline]
pub fn evaluate_board(board: &Board, kind: Evaluation) -> i32 {
    let material = board.store_lead() * STONE;
    match kind {
        Evaluation::Material => material,
        Evaluation::Strategic => {
            let (mine, theirs) = (board.mine(), board.theirs());
            material + strategy(mine, theirs) - strategy(theirs, mine)
        }
    }
}

/// How many lanes have their top bit set, by one multiply (the lanes' bits summed
/// into the top byte): a portable build has no population-count instruction, and
/// this runs at every leaf.
#[inline]
fn count_lanes(lanes: u64) -> i32 {
    ((lanes >> 7).wrapping_mul(0x0101_0101_0101) >> 40) as i32 & 0xFF
}

/// The strategy terms of one row (`mine`, the houses as bytes 0-5) facing `theirs`,
/// counted a lane at a time: the evaluation runs at every leaf.
#[inline]
fn strategy(mine: u64, theirs: u64) -> i32 {
    let stones = (mine.wrapping_mul(0x0101_0101_0101) >> 40) as u8;
    let occupied = lanes_at_least(mine, 1);
    let casas = count_lanes(lanes_at_least(mine, 12));
    let vulnerable = occupied & !lanes_at_least(mine, 3);
    CASA * casas + MOBILITY * count_lanes(occupied) + ON_BOARD * i32::from(stones)
        - VULNERABLE * count_lanes(vulnerable & targets(theirs))
}

/// The top bit of every lane of a row where some sowing from the facing row
/// `theirs` ends without lapping: a house of 1-2 stones there is a capture waiting
/// to happen.
#[inline]
fn targets(theirs: u64) -> u64 {
    // A sowing from offset `o` with `s` stones ends on the facing row's offset
    // `o + s - 6` when that is 0-5; a bit per end, then bits 6-11 are the facing row.
    let mut ends = 0u64;
    for end in (theirs + OFFSETS).to_le_bytes()[..6].iter() {
        ends |= 1 << end;
    }
    SPREAD[((ends >> 6) & 0x3F) as usize]
}

/// Six bits spread to the top bits of six byte lanes.
static SPREAD: [u64; 64] = spread_table();

const fn spread_table() -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut bits = 0;
    while bits < 64 {
        let mut o = 0;
        while o < 6 {
            if bits & (1 << o) != 0 {
                t[bits] |= 0x80 << (8 * o);
            }
            o += 1;
        }
        bits += 1;
    }
    t
}
