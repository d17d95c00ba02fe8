//! Static evaluation of a position from the side to move's point of view, with the
//! strategy knowledge from the seed thesis (chapter 4.3) as weighted terms.

use super::super::house::Side;
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
    let me = position.to_move();
    let opp = me.opponent();
    let material = (i32::from(position.store(me)) - i32::from(position.store(opp))) * STONE;
    match kind {
        Evaluation::Material => material,
        Evaluation::Strategic => material + strategy(position, me) - strategy(position, opp),
    }
}

/// The strategy terms of one side's row.
fn strategy(position: &Position, side: Side) -> i32 {
    let mut score = 0;
    for &stones in position.row(side) {
        let s = i32::from(stones);
        if s >= 12 {
            score += CASA;
        }

        if s > 0 {
            score += MOBILITY;
        }
        score += ON_BOARD * s;
    }
    score - VULNERABLE * exposed(position, side)
}

/// Houses of `side` holding 1-2 stones that an opponent house reaches with its last
/// stone (without lapping): each is a capture waiting to happen.
fn exposed(position: &Position, side: Side) -> i32 {
    let houses = position.houses();
    let mine = side.base();
    let theirs = side.opponent().base();
    let mut targets = [false; 12];
    for o in 0..6 {
        let s = usize::from(houses[theirs + o]);
        if (1..12).contains(&s) {
            targets[(theirs + o + s) % 12] = true;
        }
    }
    (mine..mine + 6)
        .filter(|&i| targets[i] && (1..=2).contains(&houses[i]))
        .count() as i32
}
