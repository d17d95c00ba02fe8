//! The seed thesis's own move chooser (seed 001, chapter 6.1): `melhor_jogada`, which
//! values every legal house with `valor` (minimax with alpha-beta to a fixed depth,
//! leaves valued by the score difference) and, among the best-valued houses, plays
//! the one with the largest `diferenca`: the longest run of follow-up moves that keep
//! the stones on one's own row, so the fewest stones pass to the opponent.
//!
//! Gaps against the thesis text, which prints `melhor_jogada` and `diferenca` but not
//! `valor` nor its depth:
//! - `valor` is written from chapters 3.5-3.6 (minimax with alpha-beta pruning, leaf =
//!   the computer's store minus the opponent's) since its code is not printed.
//!   Finished games are valued by their settled stores, as the rules say.
//! - The depth (`PROFUNDIDADE`) is not given; [`SEED_DEPTH`] is used unless the caller
//!   passes another.
//! - The thesis scans houses from its own index 6 to 11 and keeps the first strictly
//!   better `diferenca`; here houses are scanned 1 to 6 of the mover's row, the same
//!   order, so ties also go to the lowest house.
//! - `diferenca` ignores the feeding and six-house rules, as printed; it is only a
//!   tie-break between moves already known legal.
//! - The thesis's code always plays the computer's row (`computer = 1`); here the
//!   chooser plays whichever side is to move.

use super::super::house::{House, Side, HOUSES_PER_SIDE};
use super::super::position::Position;
use super::super::rules::RuleSet;

/// Plies `valor` looks ahead, counting the move being valued.
pub const SEED_DEPTH: u32 = 4;

/// `melhor_jogada`: the seed's choice for the side to move, or `None` without a move.
pub fn melhor_jogada(position: &Position, rules: RuleSet, depth: u32) -> Option<House> {
    let moves = position.legal_moves(rules);
    let values: Vec<(House, i32)> = moves
        .iter()
        .map(|&h| (h, valor(position, rules, h, depth.max(1))))
        .collect();
    let supv = values.iter().map(|&(_, v)| v).max()?;
    let mut best: Option<(House, i32)> = None;
    for &(house, v) in &values {
        if v == supv {
            let dif = diferenca(position, house.offset());
            if best.is_none_or(|(_, supr)| dif > supr) {
                best = Some((house, dif));
            }
        }
    }
    best.map(|(h, _)| h)
}

/// `valor`: the minimax value, for the side to move in `position`, of playing `house`
/// and searching `depth - 1` further plies with alpha-beta pruning.
pub fn valor(position: &Position, rules: RuleSet, house: House, depth: u32) -> i32 {
    let me = position.to_move();
    let t = position.play_unchecked(house.offset(), rules);
    minimax(
        &t.position,
        rules,
        depth.saturating_sub(1),
        me,
        i32::MIN,
        i32::MAX,
    )
}

/// Score difference for `me` (the leaf heuristic of the thesis).
fn difference(position: &Position, me: Side) -> i32 {
    i32::from(position.store(me)) - i32::from(position.store(me.opponent()))
}

/// Plain minimax with alpha-beta, MAX being `me` (chapter 3.5's pseudocode plus the
/// pruning of 3.6).
fn minimax(
    position: &Position,
    rules: RuleSet,
    depth: u32,
    me: Side,
    mut alpha: i32,
    mut beta: i32,
) -> i32 {
    let moves = position.legal_moves(rules);
    if depth == 0 || moves.is_empty() {
        return difference(position, me);
    }
    let maximizing = position.to_move() == me;
    let mut value = if maximizing { i32::MIN } else { i32::MAX };
    for house in moves {
        let t = position.play_unchecked(house.offset(), rules);
        let v = minimax(&t.position, rules, depth - 1, me, alpha, beta);
        if maximizing {
            value = value.max(v);
            alpha = alpha.max(value);
        } else {
            value = value.min(v);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    value
}

/// `diferenca`: 0 if sowing row offset `offset` reaches the opponent's row, else one
/// more than the best `diferenca` among the mover's houses after sowing it.
pub fn diferenca(position: &Position, offset: usize) -> i32 {
    let mut row = [0u8; HOUSES_PER_SIDE];
    row.copy_from_slice(position.row(position.to_move()));
    diferenca_row(&row, offset)
}

/// `diferenca` on the mover's row alone: the opponent's row never matters to it, and
/// in the thesis's recursion the same player sows again, so no side switches.
fn diferenca_row(row: &[u8; HOUSES_PER_SIDE], offset: usize) -> i32 {
    let stones = row[offset];
    if offset + usize::from(stones) > HOUSES_PER_SIDE - 1 {
        return 0;
    }
    let mut next = *row;
    next[offset] = 0;
    for h in &mut next[offset + 1..=offset + usize::from(stones)] {
        *h += 1;
    }
    let mut dif = 0;
    for (o, &s) in next.iter().enumerate() {
        if s != 0 {
            dif = dif.max(diferenca_row(&next, o));
        }
    }
    dif + 1
}
