//! Oril's search as it was before the compact board: the same negamax over `Position`
//! values (a `Vec` of moves and full legality per node). Kept here, out of the product,
//! so the arena (`legacy` player) and `oril_think` (`legacy`) can measure the current
//! search against it at equal time; no player of the bot uses it.

use std::time::Instant;

use cantina::games::oril::ai::eval::evaluate;
use cantina::games::oril::ai::search::WIN;
use cantina::games::oril::ai::{Budget, Evaluation, SearchConfig, SearchReport};
use cantina::games::oril::house::{House, HOUSES_PER_SIDE};
use cantina::games::oril::{EndReason, OrilGame, Position, RuleSet, Transition};

/// Hard's search as it was, run on `game`. It gets a transposition table as large as
/// Hard's, so a comparison measures the searches, not their memory.
pub fn analyse(game: &OrilGame, budget: Budget) -> Option<SearchReport> {
    // The game's positions since the last capture, without the current one.
    let all = game.positions_since_capture();
    search(
        game.position(),
        &all[..all.len().saturating_sub(1)],
        game.rules(),
        SearchConfig {
            evaluation: Evaluation::Strategic,
            ordering: true,
            table_bits: 20,
            reductions: false,
            prove_endgames: false,
        },
        budget,
    )
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u128,
    score: i32,
    depth: u8,
    bound: Bound,
    best: u8,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

/// Captures followed past the horizon.
const QUIESCENCE_PLIES: u32 = 6;

/// Hard stop for iterative deepening when no other limit is given.
const MAX_DEPTH: u32 = 60;

struct Searcher {
    rules: RuleSet,
    config: SearchConfig,
    table: Vec<Entry>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stopped: bool,
    /// Keys of the positions on the current line (game history included).
    line: Vec<u128>,
    /// Where the positions since the last capture start in `line`.
    since: usize,
}

/// The value of a finished game for the side to move in `settled`.
fn final_score(settled: &Position, ply: u32) -> i32 {
    let me = settled.to_move();
    let diff = i32::from(settled.store(me)) - i32::from(settled.store(me.opponent()));
    match diff.signum() {
        1 => WIN - ply as i32,
        -1 => -WIN + ply as i32,
        _ => 0,
    }
}

/// Search `position` (whose game history since the last capture is `history`,
/// oldest first, `position` itself excluded) and return the best move, or `None`
/// if there is no legal move.
fn search(
    position: &Position,
    history: &[Position],
    rules: RuleSet,
    config: SearchConfig,
    budget: Budget,
) -> Option<SearchReport> {
    let moves = position.legal_moves(rules);
    let first = *moves.first()?;
    let start = Instant::now();
    let mut s = Searcher {
        rules,
        config,
        table: vec![
            Entry::default();
            if config.table_bits > 0 {
                1 << config.table_bits
            } else {
                0
            }
        ],
        nodes: 0,
        node_limit: budget.nodes.unwrap_or(u64::MAX),
        deadline: budget.time.map(|t| start + t),
        stopped: false,
        line: history.iter().map(Position::key).collect(),
        since: 0,
    };
    let mut report = SearchReport {
        best: first,
        score: 0,
        depth: 0,
        nodes: 0,
    };
    if moves.len() == 1 {
        return Some(report);
    }
    let max_depth = budget.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let mut root_order: Vec<House> = moves;
    for depth in 1..=max_depth {
        let (score, best) = s.root(position, depth, &mut root_order);
        if s.stopped {
            break;
        }
        report = SearchReport {
            best,
            score,
            depth,
            nodes: s.nodes,
        };
        // Searching deeper cannot change a proven result.
        if score.abs() > WIN - 1000 {
            break;
        }
    }
    report.nodes = s.nodes;
    Some(report)
}

impl Searcher {
    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & 255 == 0 {
            if let Some(deadline) = self.deadline {
                if Instant::now() >= deadline {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// One iteration at the root; reorders `order` so the best move leads next time.
    fn root(&mut self, position: &Position, depth: u32, order: &mut Vec<House>) -> (i32, House) {
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut best = order[0];
        self.line.push(position.key());
        for (i, &house) in order.iter().enumerate() {
            let t = position.play_unchecked(usize::from(house.number() - 1), self.rules);
            let score = -self.child(&t, depth, 1, -beta, -alpha);
            if self.stopped {
                break;
            }
            if score > alpha || i == 0 {
                alpha = score;
                best = house;
            }
        }
        self.line.pop();
        if let Some(i) = order.iter().position(|&h| h == best) {
            let h = order.remove(i);
            order.insert(0, h);
        }
        (alpha, best)
    }

    /// Search the position a move led to (`t` is that move's transition).
    fn child(&mut self, t: &Transition, depth: u32, ply: u32, alpha: i32, beta: i32) -> i32 {
        if t.end.is_some() {
            self.nodes += 1;
            return final_score(&t.position, ply);
        }
        let key = t.position.key();
        let saved = self.since;
        if t.captured == 0 {
            // A repeated position with no capture since ends the game as a cycle.
            if self.line[self.since..].iter().rev().any(|&k| k == key) {
                self.nodes += 1;
                return final_score(&t.position.settled(EndReason::Cycle), ply);
            }
        } else {
            // A capture starts a fresh history for cycles.
            self.since = self.line.len();
        }
        self.line.push(key);
        let v = self.negamax(&t.position, depth - 1, ply, alpha, beta);
        self.line.pop();
        self.since = saved;
        v
    }

    /// At the horizon, keep playing captures only (the side to move may also stand
    /// pat), so a leaf is not valued just before an obvious capture.
    fn quiesce(
        &mut self,
        position: &Position,
        ply: u32,
        mut alpha: i32,
        beta: i32,
        left: u32,
    ) -> i32 {
        let stand = evaluate(position, self.config.evaluation);
        if left == 0 || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let verdicts = position.verdicts(self.rules);
        for (offset, v) in verdicts.iter().enumerate() {
            if v.is_err() {
                continue;
            }
            let t = position.play_unchecked(offset, self.rules);
            if t.captured == 0 {
                continue;
            }
            self.nodes += 1;
            let score = if t.end.is_some() {
                -final_score(&t.position, ply + 1)
            } else {
                -self.quiesce(&t.position, ply + 1, -beta, -alpha, left - 1)
            };
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if depth == 0 {
            return self.quiesce(position, ply, alpha, beta, QUIESCENCE_PLIES);
        }
        let key = position.key();
        let slot = if self.table.is_empty() {
            None
        } else {
            Some(
                (key as usize ^ (key >> 64) as usize).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    >> (64 - self.config.table_bits),
            )
        };
        let mut tt_move = None;
        if let Some(i) = slot {
            let e = self.table[i];
            if e.bound != Bound::Empty && e.key == key {
                tt_move = Some(usize::from(e.best));
                if u32::from(e.depth) >= depth {
                    match e.bound {
                        Bound::Exact => return e.score,
                        Bound::Lower if e.score >= beta => return e.score,
                        Bound::Upper if e.score <= alpha => return e.score,
                        _ => {}
                    }
                }
            }
        }
        let verdicts = position.verdicts(self.rules);
        let mut moves: [(usize, i32, Option<Transition>); HOUSES_PER_SIDE] =
            [(0, 0, None); HOUSES_PER_SIDE];
        let mut n = 0;
        for (offset, v) in verdicts.iter().enumerate() {
            if v.is_ok() {
                let t = position.play_unchecked(offset, self.rules);
                let order = if Some(offset) == tt_move {
                    i32::MAX
                } else {
                    i32::from(t.captured)
                };
                moves[n] = (offset, order, Some(t));
                n += 1;
            }
        }
        if n == 0 {
            return evaluate(position, self.config.evaluation);
        }
        let moves = &mut moves[..n];
        if self.config.ordering {
            moves.sort_by_key(|m| std::cmp::Reverse(m.1));
        }
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = moves[0].0;
        for (offset, _, t) in moves.iter() {
            let Some(t) = t else { continue };
            let score = -self.child(t, depth, ply + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = *offset;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        if let Some(i) = slot {
            let bound = if best_score <= original_alpha {
                Bound::Upper
            } else if best_score >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table[i] = Entry {
                key,
                score: best_score,
                depth: depth as u8,
                bound,
                best: best_move as u8,
            };
        }
        best_score
    }
}
