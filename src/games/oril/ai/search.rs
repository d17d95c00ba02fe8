//! Minimax with alpha-beta pruning (seed 001, chapters 3.5-3.6) in negamax form, with
//! iterative deepening, principal-variation windows, move ordering (table move,
//! captures, killers, history), late-move reductions, a transposition table of
//! two-entry buckets (one kept for depth, one always replaced), and cycle detection
//! along the searched line. Nodes are compact [`Board`] values copied on each move,
//! so the inner loop allocates nothing. Time is a budget passed in, measured on the
//! clock the caller lends.

use std::time::Duration;

use super::super::board::{mix, Board, Played};
use super::super::endgame::{installed, EndgameTable};
use super::super::house::{House, HOUSES_PER_SIDE};
use super::super::position::Position;
use super::super::rules::{EndReason, RuleSet};
use super::eval::{evaluate_board, Evaluation};
use super::prove::{prove, Outcome, Proof, ProofLimit};
use crate::games::{Clock, Deadline};

/// A score beyond any evaluation: a won game is worth `WIN` minus its distance.
pub const WIN: i32 = 1_000_000;

/// How much a search may spend. Any limit that is set stops it; the best move of the
/// deepest finished iteration is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Budget {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Time for the whole search, measured on the clock the caller lends.
    pub time: Option<Duration>,
    /// Nodes visited over the whole search.
    pub nodes: Option<u64>,
}

impl Budget {
    /// A fixed depth.
    pub fn depth(depth: u32) -> Budget {
        Budget {
            depth: Some(depth),
            ..Budget::default()
        }
    }

    /// A time limit in milliseconds.
    pub fn millis(ms: u64) -> Budget {
        Budget {
            time: Some(Duration::from_millis(ms)),
            ..Budget::default()
        }
    }
}

/// Search settings that make a difficulty level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Leaf evaluation.
    pub evaluation: Evaluation,
    /// Order moves (transposition-table move, captures, killers, history).
    pub ordering: bool,
    /// log2 of transposition-table entries; 0 for none.
    pub table_bits: u32,
    /// Search late quiet moves a ply shallower first (late-move reductions): a
    /// deeper search in the same time, at the risk of missing a quiet refutation.
    pub reductions: bool,
    /// In an endgame the installed table covers, first prove the result with the
    /// game's real history ([`super::prove`]) and search only the moves that keep it.
    pub prove_endgames: bool,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move to play.
    pub best: House,
    /// Its score for the side to move, in hundredths of a stone.
    pub score: i32,
    /// Deepest finished iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    bound: u8,
    best: u8,
}

const EMPTY: u8 = 0;
const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// Captures followed past the horizon.
const QUIESCENCE_PLIES: u32 = 6;

/// Hard stop for iterative deepening when no other limit is given.
const MAX_DEPTH: u32 = 60;

/// Plies tracked for killer moves (deeper lines share the last slot).
const MAX_PLY: usize = 128;

/// Shallowest remaining depth that reads and writes the transposition table.
const TABLE_MIN_DEPTH: u32 = 2;

/// Nodes closer to the horizon than this use the shallow part of the table, whose
/// `SHALLOW_LEN` entries (256 KB) fit the processor's second-level cache. Measured
/// from the opening (`oril_think`): 10.6 M nodes/s with one table, 12.7 M with this
/// split, the nodes to each depth about the same.
const SHALLOW_BELOW: u32 = 6;
const SHALLOW_BITS: u32 = 14;
const SHALLOW_LEN: usize = 1 << SHALLOW_BITS;

/// Ordering keys below this belong to quiet moves that are neither the table's move
/// nor a killer: the candidates for a reduced search.
const QUIET_KEYS: u32 = 1 << 29;

/// Late-move reductions: from this remaining depth, moves after the first
/// `REDUCE_AFTER` are searched a ply shallower first.
const REDUCE_MIN_DEPTH: u32 = 3;
const REDUCE_AFTER: usize = 2;

/// Nodes between clock reads.
const CLOCK_EVERY: u64 = 4096;

struct Searcher<'c> {
    rules: RuleSet,
    config: SearchConfig,
    table: Vec<Entry>,
    nodes: u64,
    node_limit: u64,
    /// The node count at which the clock and the node limit are next looked at.
    next_check: u64,
    deadline: Option<Deadline<'c>>,
    stopped: bool,
    /// Exact keys of the positions on the current line (game history included).
    line: Vec<u128>,
    /// Where the positions since the last capture start in `line`.
    since: usize,
    /// One bit per position of `line[since..]` (see [`filter_bit`]): a position
    /// whose bit is clear cannot be a repeat, and needs no scan of the line.
    seen: u64,
    /// Two quiet moves per ply that last caused a cutoff.
    killers: [[u8; 2]; MAX_PLY],
    /// Cutoff credit per mover and house, for ordering quiet moves.
    history: [[u32; HOUSES_PER_SIDE]; 2],
    /// The endgame table for these rules, once the caller has installed one.
    endgame: Option<&'static EndgameTable>,
}

/// How far below a won game's score a table-proven win sits: still beyond every
/// evaluation, but a shorter win the search sees itself is preferred.
const TABLE_WIN_MARGIN: i32 = 500;

/// The value of a finished game for the side to move in `settled`.
fn final_score(settled: &Board, ply: u32) -> i32 {
    match settled.store_lead().signum() {
        1 => WIN - ply as i32,
        -1 => -WIN + ply as i32,
        _ => 0,
    }
}

/// Sorts six candidates, best (largest) first, by a fixed network of twelve
/// compare-exchanges: no branch to mispredict, unlike an insertion sort. Unused
/// slots hold 0 and stay last.
#[inline]
fn sort_descending(c: &mut [u64; HOUSES_PER_SIDE]) {
    const NETWORK: [(usize, usize); 12] = [
        (0, 5),
        (1, 3),
        (2, 4),
        (1, 2),
        (3, 4),
        (0, 3),
        (2, 5),
        (0, 1),
        (2, 3),
        (4, 5),
        (1, 2),
        (3, 4),
    ];
    for (i, j) in NETWORK {
        let (hi, lo) = (c[i].max(c[j]), c[i].min(c[j]));
        c[i] = hi;
        c[j] = lo;
    }
}

/// The bit of a position in [`Searcher::seen`]: six well-mixed bits of its key.
#[inline]
fn filter_bit(key: u128) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64);
    1 << (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

/// Search `position` (whose game history since the last capture is `history`,
/// oldest first, `position` itself excluded) and return the best move, or `None`
/// if there is no legal move. A time budget is measured on `clock`, read only then.
pub fn search(
    position: &Position,
    history: &[Position],
    rules: RuleSet,
    config: SearchConfig,
    budget: Budget,
    clock: &dyn Clock,
) -> Option<SearchReport> {
    let board = Board::from_position(position);
    let mask = board.legal(rules);
    if mask == 0 {
        return None;
    }
    let first = House::new(mask.trailing_zeros() as u8 + 1).ok()?;
    let mut report = SearchReport {
        best: first,
        score: 0,
        depth: 0,
        nodes: 0,
    };
    if mask.count_ones() == 1 {
        return Some(report);
    }
    // The search's start and its time budget, when it has one.
    let timed = budget.time.map(|t| (clock.now(), t));
    let deadline = |share: u32| {
        timed.map(|(start, t)| Deadline {
            clock,
            at: start + t / share,
        })
    };
    let mut order: Vec<u8> = (0..HOUSES_PER_SIDE as u8)
        .filter(|&o| mask & (1 << o) != 0)
        .collect();
    if config.prove_endgames {
        if let Some(proof) = prove_endgame(&board, history, rules, budget, deadline(2)) {
            order.retain(|&o| proof.keeping & (1 << o) != 0);
            report.best = House::new(order[0] + 1).ok()?;
            report.nodes = proof.nodes;
            report.score = match proof.outcome {
                Outcome::Win => WIN - TABLE_WIN_MARGIN,
                Outcome::Draw => 0,
                Outcome::Loss => -WIN + TABLE_WIN_MARGIN,
            };
            if order.len() == 1 {
                return Some(report);
            }
        }
    }
    let mut s = Searcher {
        rules,
        config,
        // The main part, then the shallow part; no table at all without main part.
        table: if config.table_bits > 0 {
            vec![Entry::default(); (1 << config.table_bits) + SHALLOW_LEN]
        } else {
            Vec::new()
        },
        // A proof's nodes count against the budget too.
        nodes: report.nodes,
        node_limit: budget.nodes.unwrap_or(u64::MAX),
        next_check: 0,
        deadline: deadline(1),
        stopped: false,
        line: history
            .iter()
            .map(|p| Board::from_position(p).key())
            .collect(),
        since: 0,
        seen: 0,
        killers: [[u8::MAX; 2]; MAX_PLY],
        history: [[0; HOUSES_PER_SIDE]; 2],
        endgame: installed(rules),
    };
    let max_depth = budget.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    for depth in 1..=max_depth {
        let (score, best) = s.root(&board, depth, &mut order);
        if s.stopped {
            break;
        }
        report = SearchReport {
            best: House::new(best + 1).ok()?,
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

/// Nodes a proof may search when the budget sets no time or nodes of its own.
const PROOF_NODES: u64 = 4_000_000;

/// The proven result of an endgame the installed table covers, within half of the
/// budget (`deadline` is half of its time), or `None` (no table, too many stones, or
/// the proof ran out first).
fn prove_endgame(
    board: &Board,
    history: &[Position],
    rules: RuleSet,
    budget: Budget,
    deadline: Option<Deadline>,
) -> Option<Proof> {
    let table = installed(rules)?;
    if board.on_board() > table.max_stones() {
        return None;
    }
    let history: Vec<Board> = history.iter().map(Board::from_position).collect();
    let limit = ProofLimit {
        nodes: match (budget.nodes, budget.time) {
            (Some(n), _) => n / 2,
            (None, Some(_)) => u64::MAX,
            (None, None) => PROOF_NODES,
        },
        deadline,
    };
    prove(board, &history, rules, table, limit)
}

impl Searcher<'_> {
    /// Whether the search must stop; one comparison at most nodes.
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.next_check {
            self.check_budget();
        }
        self.stopped
    }

    /// Reads the clock and the node limit, and sets when to look again.
    #[cold]
    fn check_budget(&mut self) {
        // The clock is read only while nodes remain.
        if self.nodes >= self.node_limit || self.deadline.is_some_and(|d| d.passed()) {
            self.stopped = true;
        }
        self.next_check = self.node_limit.min(self.nodes + CLOCK_EVERY);
    }

    /// One iteration at the root; reorders `order` so the best move leads next time.
    fn root(&mut self, board: &Board, depth: u32, order: &mut [u8]) -> (i32, u8) {
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut best = order[0];
        self.line.push(board.key());
        self.seen = self.line[self.since..]
            .iter()
            .fold(0, |seen, &key| seen | filter_bit(key));
        for (i, &o) in order.iter().enumerate() {
            let played = board.play(usize::from(o), self.rules);
            let score = if i == 0 {
                -self.child(&played, depth, 1, -beta, -alpha)
            } else {
                let s = -self.child(&played, depth, 1, -alpha - 1, -alpha);
                if s > alpha && !self.stopped {
                    -self.child(&played, depth, 1, -beta, -alpha)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if score > alpha || i == 0 {
                alpha = score;
                best = o;
            }
        }
        self.line.pop();
        if let Some(i) = order.iter().position(|&o| o == best) {
            order[..=i].rotate_right(1);
        }
        (alpha, best)
    }

    /// Search the board a move led to.
    fn child(&mut self, played: &Played, depth: u32, ply: u32, alpha: i32, beta: i32) -> i32 {
        if played.end.is_some() {
            self.nodes += 1;
            return final_score(&played.board, ply);
        }
        let key = played.board.key();
        // The child is searched `depth - 1` plies from the horizon. Frontier nodes
        // skip the table: they are most nodes, and a re-search of them is cheap.
        let hash = if depth > TABLE_MIN_DEPTH && !self.table.is_empty() {
            Some(mix(key))
        } else {
            None
        };
        let (saved_since, saved_seen) = (self.since, self.seen);
        let bit = filter_bit(key);
        if played.captured == 0 {
            // A repeated position with no capture since ends the game as a cycle;
            // only positions with the same side to move (every other one back from
            // the parent's) can match, and only if the filter has seen the bit.
            if self.seen & bit != 0 && self.repeats(key) {
                self.nodes += 1;
                return final_score(&played.board.settled(EndReason::Cycle), ply);
            }
            self.seen |= bit;
        } else {
            // A capture starts a fresh history for cycles.
            self.since = self.line.len();
            self.seen = bit;
        }
        self.line.push(key);
        let v = self.negamax(&played.board, hash, depth - 1, ply, alpha, beta);
        self.line.pop();
        (self.since, self.seen) = (saved_since, saved_seen);
        v
    }

    /// Whether `key`, the next position after the line's last, repeats one since the
    /// last capture with the same side to move (every other one back).
    fn repeats(&self, key: u128) -> bool {
        let mut i = self.line.len();
        while i >= self.since + 2 {
            i -= 2;
            if self.line[i] == key {
                return true;
            }
        }
        false
    }

    /// At the horizon, keep playing captures only (the side to move may also stand
    /// pat), so a leaf is not valued just before an obvious capture.
    fn quiesce(&mut self, board: &Board, ply: u32, mut alpha: i32, beta: i32, left: u32) -> i32 {
        let stand = evaluate_board(board, self.config.evaluation);
        if left == 0 || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        // Most leaves have no capture at all; only then is legality worth working out.
        let candidates = board.capture_candidates();
        if candidates == 0 {
            return stand;
        }
        let mut mask = board.moves(self.rules) & candidates;
        while mask != 0 {
            let o = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let played = board.play(o, self.rules);
            if played.captured == 0 {
                continue;
            }
            self.nodes += 1;
            let score = if played.end.is_some() {
                -final_score(&played.board, ply + 1)
            } else {
                -self.quiesce(&played.board, ply + 1, -beta, -alpha, left - 1)
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The bucket of `hash` for a node `depth` plies from the horizon: two
    /// neighbouring entries, the first kept for the deepest result seen there, the
    /// second always replaced, so deep results survive the flood of shallow ones.
    /// Shallow nodes, the most numerous, use a small part of the table that stays in
    /// the processor's cache; a probe of the large part is a memory access.
    fn bucket_of(&self, hash: u64, depth: u32) -> usize {
        let bucket = |bits: u32| (hash >> (64 - bits)) as usize & !1;
        if depth < SHALLOW_BELOW {
            self.table.len() - SHALLOW_LEN + bucket(SHALLOW_BITS)
        } else {
            bucket(self.config.table_bits)
        }
    }

    /// The entry stored for `hash` in bucket `b`, if any.
    fn lookup(&self, b: usize, hash: u64) -> Option<Entry> {
        self.table[b..b + 2]
            .iter()
            .find(|e| e.bound != EMPTY && e.key == hash)
            .copied()
    }

    /// Stores `entry` in bucket `b`: over the deep slot when it is as deep or holds
    /// the same board, otherwise in the always-replaced slot.
    fn store(&mut self, b: usize, entry: Entry) {
        let deep = self.table[b];
        let i = if deep.bound == EMPTY || deep.key == entry.key || deep.depth <= entry.depth {
            b
        } else {
            b + 1
        };
        self.table[i] = entry;
    }

    fn negamax(
        &mut self,
        board: &Board,
        hash: Option<u64>,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(score) = self.probe(board, ply) {
            return score;
        }
        if depth == 0 {
            return self.quiesce(board, ply, alpha, beta, QUIESCENCE_PLIES);
        }
        let slot = hash.map(|h| (self.bucket_of(h, depth), h));
        let mut tt_move = u8::MAX;
        if let Some(e) = slot.and_then(|(b, hash)| self.lookup(b, hash)) {
            tt_move = e.best;
            if u32::from(e.depth) >= depth {
                match e.bound {
                    EXACT => return e.score,
                    LOWER if e.score >= beta => return e.score,
                    UPPER if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        let mover = usize::from(board.mover());
        let killers = self.killers[(ply as usize).min(MAX_PLY - 1)];
        let captures = if self.config.ordering {
            board.capture_candidates()
        } else {
            0
        };
        // Order by cheap keys and play each move only when its turn comes: most nodes
        // are refuted by their first move, so the others are never sown.
        // A candidate is one word, its key above its house (255 minus the house, so
        // equal keys keep house order), and the keys are chosen without branches: the
        // processor mispredicts few of them.
        let mut cands = [0u64; HOUSES_PER_SIDE];
        let mut n = 0;
        let mut mask = board.moves(self.rules);
        while mask != 0 {
            let o = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            let mut key = self.history[mover][usize::from(o)].min((1 << 29) - 1);
            if o == killers[1] {
                key = 1 << 29;
            }
            if o == killers[0] {
                key = (1 << 29) + 1;
            }
            if captures & (1 << o) != 0 {
                key = (1 << 30) + u32::from(board.landing(usize::from(o)));
            }
            if o == tt_move {
                key = u32::MAX;
            }
            if !self.config.ordering {
                key = 0;
            }
            cands[n] = (u64::from(key) << 8) | u64::from(u8::MAX - o);
            n += 1;
        }
        sort_descending(&mut cands);
        if n == 0 {
            return evaluate_board(board, self.config.evaluation);
        }
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let house = |candidate: u64| u8::MAX - candidate as u8;
        let mut best_move = house(cands[0]);
        for (i, &candidate) in cands[..n].iter().enumerate() {
            let (o, order_key) = (house(candidate), (candidate >> 8) as u32);
            let played = board.play(usize::from(o), self.rules);
            let score = if i == 0 {
                -self.child(&played, depth, ply + 1, -beta, -alpha)
            } else {
                // Late quiet moves are first searched a ply shallower, and again at
                // full depth only if they look better than the best so far.
                let late = self.config.reductions
                    && depth >= REDUCE_MIN_DEPTH
                    && i >= REDUCE_AFTER
                    && order_key < QUIET_KEYS
                    && played.captured == 0;
                let mut s = alpha + 1;
                if late {
                    s = -self.child(&played, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && !self.stopped {
                    s = -self.child(&played, depth, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.child(&played, depth, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = o;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if played.captured == 0 {
                    self.reward(mover, ply, o, depth);
                }
                break;
            }
        }
        if let Some((i, hash)) = slot {
            let bound = if best_score <= original_alpha {
                UPPER
            } else if best_score >= beta {
                LOWER
            } else {
                EXACT
            };
            self.store(
                i,
                Entry {
                    key: hash,
                    score: best_score,
                    depth: depth as u8,
                    bound,
                    best: best_move,
                },
            );
        }
        best_score
    }

    /// The game's result from the endgame table, when the board is in it, nothing
    /// has been played since the last capture (the table assumes no history a cycle
    /// could repeat), and the table's bounds decide who wins.
    fn probe(&self, board: &Board, ply: u32) -> Option<i32> {
        let table = self.endgame?;
        if self.since + 1 != self.line.len() {
            return None;
        }
        let bounds = table.probe(board)?;
        let diff = board.store_lead();
        let (lo, hi) = (diff + i32::from(bounds.lo), diff + i32::from(bounds.hi));
        let win = WIN - TABLE_WIN_MARGIN - ply as i32;
        if lo > 0 {
            Some(win)
        } else if hi < 0 {
            Some(-win)
        } else if lo == 0 && hi == 0 {
            Some(0)
        } else {
            None
        }
    }

    /// A quiet move refuted the line: remember it as a killer and credit its house.
    fn reward(&mut self, mover: usize, ply: u32, offset: u8, depth: u32) {
        let k = &mut self.killers[(ply as usize).min(MAX_PLY - 1)];
        if k[0] != offset {
            k[1] = k[0];
            k[0] = offset;
        }
        let h = &mut self.history[mover][usize::from(offset)];
        *h = h.saturating_add(depth * depth);
    }
}
