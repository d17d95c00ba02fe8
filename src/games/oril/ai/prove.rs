//! Proving an endgame's result with the game's real history, so the strongest level
//! plays every endgame the table covers without giving anything away.
//!
//! Why the table alone is not enough: a position repeated with no capture since ends
//! the game, each side taking its own row, so the value of a board can depend on the
//! positions met since the last capture. The table holds bounds for a fresh history
//! (exact for about a third of the boards). The proof here is an alpha-beta search
//! over the real line, ending it where the rules do (a capture, an end, a repeat),
//! cut off early by bounds that hold for any history:
//! - just after a capture the history is fresh, so the table's bounds hold and the
//!   value, once searched, is remembered by board;
//! - within the capture-free stretch, the table's bound for the current board still
//!   holds, widened by what a repeat of any position already met would give, since
//!   meeting one of those is the only way the history can change the outcome.
//!
//! The proof goes in rounds that look ever further ahead, a board at the horizon that
//! its bounds do not settle leaving that round open: a line that shuffles stones round
//! for long no longer keeps the proof from a short one behind another move. With
//! Hard's half budget (450 ms) it settles 78.2% of the endgames met in 20 games
//! between Medium players, where one round without a horizon settled 75.7%
//! (`cargo run --release --example oril_prove -- games=20`).
//!
//! Values are stones the mover takes from here on minus the opponent's; whether that
//! wins, draws or loses follows from the store difference (see
//! [`crate::games::oril::endgame`]).

use std::collections::HashMap;
use std::time::Instant;

use super::super::board::{Board, MoveSet};
use super::super::endgame::EndgameTable;
use super::super::house::HOUSES_PER_SIDE;
use super::super::rules::{EndReason, RuleSet};

/// A game's result for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// The opponent can force a win.
    Loss,
    /// Both can hold a draw.
    Draw,
    /// The mover can force a win.
    Win,
}

/// The root's proven result and the moves (row offsets as bits) that keep it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The result with best play from both sides.
    pub outcome: Outcome,
    /// Moves proven to keep that result: one when it is a win or a draw, every legal
    /// move when it is a loss.
    pub keeping: MoveSet,
    /// Nodes the proof searched.
    pub nodes: u64,
}

/// How much a proof may spend before it gives up.
#[derive(Clone, Copy, Debug)]
pub struct ProofLimit {
    /// Nodes over the whole proof.
    pub nodes: u64,
    /// Wall-clock deadline.
    pub deadline: Option<Instant>,
}

/// Nodes between clock reads.
const CLOCK_EVERY: u64 = 4096;

/// Prove the result of `board` for its mover, given the boards met since the last
/// capture (oldest first, `board` excluded, stores as in the game). `None` if the
/// board has more stones than the table covers, the game is over, or the limit ran
/// out first.
pub fn prove(
    board: &Board,
    history: &[Board],
    rules: RuleSet,
    table: &EndgameTable,
    limit: ProofLimit,
) -> Option<Proof> {
    prove_in_rounds(
        board,
        history,
        rules,
        table,
        limit,
        FIRST_HORIZON,
        HORIZON_STEP,
    )
}

/// [`prove`] in rounds of growing horizon, the first looking `first_horizon` plies
/// ahead and each next one `step` more.
fn prove_in_rounds(
    board: &Board,
    history: &[Board],
    rules: RuleSet,
    table: &EndgameTable,
    limit: ProofLimit,
    first_horizon: u32,
    step: usize,
) -> Option<Proof> {
    if board.on_board() > table.max_stones() || board.end_reason().is_some() {
        return None;
    }
    let diff = board.store_lead();
    let mut p = Prover {
        rules,
        table,
        limit,
        nodes: 0,
        next_clock: CLOCK_EVERY,
        stopped: false,
        path: Vec::new(),
        fresh: HashMap::new(),
        ply: 0,
        horizon: 0,
    };
    for b in history {
        p.enter(&stripped(b));
    }
    let root = stripped(board);
    p.enter(&root);
    // Deeper and deeper, so that a short proof behind a later move is found before
    // an earlier move's long shuffles are walked to their end.
    for horizon in (first_horizon..).step_by(step) {
        p.horizon = horizon;
        if let Some(proof) = p.root_proof(&root, diff)? {
            return Some(proof);
        }
    }
    None
}

/// Plies the first round of a proof looks ahead, and how many each further round
/// adds. A board at the horizon whose bounds do not settle its question leaves the
/// question open for that round.
const FIRST_HORIZON: u32 = 8;
const HORIZON_STEP: usize = 8;

/// The board with empty stores: values count from here, and stores never change
/// within a capture-free stretch, so keys compare the houses and the mover only.
fn stripped(b: &Board) -> Board {
    b.with_stores([0, 0])
}

/// Row difference for South: what South gets over North if the game ends here by
/// each side taking its own row.
fn south_split(b: &Board) -> i8 {
    b.row_total(0) as i8 - b.row_total(1) as i8
}

/// One position on the line since the last capture: its key and South's split, with
/// the range of South's split over the positions before it in that stretch.
struct Step {
    key: u128,
    south: i8,
    min_south: i8,
    max_south: i8,
}

/// Fresh-history bounds found so far for a board, by key.
#[derive(Clone, Copy)]
struct Known {
    lo: i8,
    hi: i8,
}

struct Prover<'t> {
    rules: RuleSet,
    table: &'t EndgameTable,
    limit: ProofLimit,
    nodes: u64,
    next_clock: u64,
    stopped: bool,
    /// The line since the last capture (a capture starts a new stretch, the one
    /// before it waiting on the stack of [`Prover::fresh_value`]).
    path: Vec<Step>,
    /// Fresh-history values searched so far (sound, since they depend on the board
    /// alone), tightening the table's bounds.
    fresh: HashMap<u128, Known>,
    /// Plies from the root to the board being searched.
    ply: u32,
    /// Plies the current round of the proof looks ahead.
    horizon: u32,
}

impl Prover<'_> {
    fn proof(&self, outcome: Outcome, keeping: MoveSet) -> Proof {
        Proof {
            outcome,
            keeping,
            nodes: self.nodes,
        }
    }

    /// The root's proof within the current horizon: `Some(None)` if the horizon left
    /// it open, `None` if the limit ran out.
    fn root_proof(&mut self, root: &Board, diff: i32) -> Option<Option<Proof>> {
        // The mover wins with a value above -diff and draws with exactly -diff. The
        // first move proven to win (or, failing that, to draw) is enough; a move whose
        // win test already fails below -diff loses and needs no draw test.
        let (order, n) = self.ordered_moves(root);
        let mut may_draw: MoveSet = 0;
        let mut open = false;
        for &(o, _) in &order[..n] {
            match self.move_value(root, o, -diff, -diff + 1)? {
                Some(v) if v > -diff => return Some(Some(self.proof(Outcome::Win, 1 << o))),
                Some(v) if v == -diff => may_draw |= 1 << o,
                Some(_) => {}
                None => open = true,
            }
        }
        if open {
            return Some(None);
        }
        for &(o, _) in &order[..n] {
            if may_draw & (1 << o) == 0 {
                continue;
            }
            match self.move_value(root, o, -diff - 1, -diff)? {
                Some(v) if v >= -diff => return Some(Some(self.proof(Outcome::Draw, 1 << o))),
                Some(_) => {}
                None => open = true,
            }
        }
        if open {
            return Some(None);
        }
        Some(Some(self.proof(Outcome::Loss, root.moves(self.rules))))
    }

    /// The legal moves of `board`, most promising first: captures, then the quiet
    /// moves whose boards the table rates worst for the opponent.
    fn ordered_moves(&self, board: &Board) -> ([(usize, i32); HOUSES_PER_SIDE], usize) {
        let mut order = [(0usize, 0i32); HOUSES_PER_SIDE];
        let mut n = 0;
        let mut mask = board.moves(self.rules);
        while mask != 0 {
            let o = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let key = if board.may_capture(o) {
                100 + i32::from(board.landing(o))
            } else {
                let after = board.play(o, self.rules).board;
                self.table
                    .probe(&after)
                    .map_or(0, |b| -i32::from(b.lo) - i32::from(b.hi))
            };
            order[n] = (o, key);
            n += 1;
        }
        order[..n].sort_by_key(|m| std::cmp::Reverse(m.1));
        (order, n)
    }

    /// Add a board to the current stretch.
    fn enter(&mut self, b: &Board) {
        let (min_south, max_south) = match self.path.last() {
            Some(prev) => (
                prev.min_south.min(prev.south),
                prev.max_south.max(prev.south),
            ),
            None => (i8::MAX, i8::MIN),
        };
        self.path.push(Step {
            key: b.key(),
            south: south_split(b),
            min_south,
            max_south,
        });
    }

    fn out_of_limit(&mut self) -> bool {
        if self.nodes >= self.limit.nodes {
            self.stopped = true;
        } else if self.nodes >= self.next_clock {
            self.next_clock = self.nodes + CLOCK_EVERY;
            if self.limit.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// The value of playing row offset `o` from `board` (the top of the path), as
    /// alpha-beta within `alpha..beta` (`Some(None)` if the horizon left it open);
    /// `None` if the limit ran out.
    fn move_value(
        &mut self,
        board: &Board,
        o: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<Option<i32>> {
        let v = self.child_value(board, o, alpha, beta);
        (!self.stopped).then_some(v)
    }

    /// The mover's value of a move from `board` (the top of the path); `None` if the
    /// horizon left it open or the limit ran out.
    fn child_value(&mut self, board: &Board, o: usize, alpha: i32, beta: i32) -> Option<i32> {
        let played = board.play(o, self.rules);
        if played.end.is_some() {
            let b = &played.board;
            // Settled from the opponent's side; the mover gets the negation.
            return Some(-b.store_lead());
        }
        let next = stripped(&played.board);
        if played.captured == 0 && self.repeats(next.key()) {
            // The game ends on the repeat, each side taking its own row.
            let ended = next.settled(EndReason::Cycle);
            return Some(-ended.store_lead());
        }
        self.ply += 1;
        let v = if played.captured > 0 {
            let c = i32::from(played.captured);
            self.fresh_value(&next, c - beta, c - alpha).map(|v| c - v)
        } else {
            self.enter(&next);
            let v = self.value(&next, -beta, -alpha).map(|v| -v);
            self.path.pop();
            v
        };
        self.ply -= 1;
        v
    }

    /// Whether `key` (houses and mover) was met in the current stretch.
    fn repeats(&self, key: u128) -> bool {
        self.path.iter().any(|s| s.key == key)
    }

    /// The value of a board just reached by a capture: a fresh history.
    fn fresh_value(&mut self, board: &Board, alpha: i32, beta: i32) -> Option<i32> {
        let key = board.key();
        let known = match self.fresh.get(&key) {
            Some(&k) => k,
            None => {
                let b = self
                    .table
                    .probe(board)
                    .expect("a capture keeps the board in the table");
                Known { lo: b.lo, hi: b.hi }
            }
        };
        let (lo, hi) = (i32::from(known.lo), i32::from(known.hi));
        if lo == hi || lo >= beta || hi <= alpha {
            return Some(if hi <= alpha { hi } else { lo });
        }
        let saved = std::mem::take(&mut self.path);
        self.enter(board);
        let searched = self.value(board, alpha.max(lo), beta.min(hi));
        self.path = saved;
        // A value the horizon left open says nothing about the board.
        if let Some(v) = searched {
            let v8 = v as i8;
            // Fail-soft: a value at or below the window caps the true one, at or
            // above it floors it, inside it is exact.
            let k = if v <= alpha.max(lo) {
                Known {
                    lo: known.lo,
                    hi: known.hi.min(v8),
                }
            } else if v >= beta.min(hi) {
                Known {
                    lo: known.lo.max(v8),
                    hi: known.hi,
                }
            } else {
                Known { lo: v8, hi: v8 }
            };
            self.fresh.insert(key, k);
        }
        searched
    }

    /// Alpha-beta value of `board`, the top of the path, for its mover; `None` if the
    /// horizon left it open or the limit ran out.
    fn value(&mut self, board: &Board, mut alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_limit() {
            return None;
        }
        if let Some(reason) = board.board_end() {
            let ended = board.settled(reason);
            return Some(ended.store_lead());
        }
        // Bounds that hold whatever the history: the table's, widened by what a
        // repeat of any earlier board of the stretch would give the mover.
        let top = self.path.last().expect("the board is on the path");
        let (mut lo, mut hi) = match self.table.probe(board) {
            Some(b) => (i32::from(b.lo), i32::from(b.hi)),
            None => {
                let k = i32::from(board.on_board());
                (-k, k)
            }
        };
        if top.min_south <= top.max_south {
            let (a, b) = (i32::from(top.min_south), i32::from(top.max_south));
            let (rmin, rmax) = if board.mover() == 0 { (a, b) } else { (-b, -a) };
            lo = lo.min(rmin);
            hi = hi.max(rmax);
        }
        if lo >= beta || lo == hi {
            return Some(lo);
        }
        if hi <= alpha {
            return Some(hi);
        }
        if self.ply >= self.horizon {
            return None;
        }
        let (order, n) = self.ordered_moves(board);
        if n == 0 {
            return Some(0);
        }
        let mut best = i32::MIN;
        let mut open = false;
        for &(o, _) in &order[..n] {
            let Some(v) = self.child_value(board, o, alpha, beta) else {
                if self.stopped {
                    return None;
                }
                // A later move may still settle it.
                open = true;
                continue;
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                return Some(best);
            }
        }
        (!open).then_some(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    const STONES: u8 = 7;

    /// A board of at most [`STONES`] stones with stores that leave the result open,
    /// and the boards of a capture-free walk that led to it (oldest first).
    fn sample(rng: &mut ChaCha8Rng, rules: RuleSet) -> Option<(Board, Vec<Board>)> {
        let mut houses = [0u8; 12];
        for _ in 0..rng.gen_range(3..=STONES) {
            houses[rng.gen_range(0..12)] += 1;
        }
        let south = rng.gen_range(15..=24u8);
        let on_board = houses.iter().sum::<u8>();
        let stores = [south, 48 - on_board - south];
        let mut board = Board::new(houses, stores, rng.gen_range(0..2));
        let mut history = Vec::new();
        for _ in 0..rng.gen_range(0..12) {
            if board.end_reason().is_some() {
                return None;
            }
            let moves = board.moves(rules);
            let legal: Vec<usize> = (0..6).filter(|o| moves & (1 << o) != 0).collect();
            let played = board.play(legal[rng.gen_range(0..legal.len())], rules);
            if played.captured > 0 || played.end.is_some() || history.contains(&played.board) {
                break;
            }
            history.push(board);
            board = played.board;
        }
        (board.end_reason().is_none()).then_some((board, history))
    }

    /// The result for the mover of `board` after it plays `o`, by one round without a
    /// horizon.
    fn after_move(
        board: &Board,
        history: &[Board],
        o: usize,
        rules: RuleSet,
        table: &EndgameTable,
    ) -> Option<Outcome> {
        let played = board.play(o, rules);
        let next = played.board;
        let repeat = played.captured == 0 && history.contains(&next);
        let theirs = if played.end.is_some() || next.end_reason().is_some() || repeat {
            let reason = if repeat {
                EndReason::Cycle
            } else {
                next.end_reason().unwrap_or(EndReason::Majority)
            };
            let settled = next.settled(reason);
            match settled.store_lead().signum() {
                1 => Outcome::Win,
                0 => Outcome::Draw,
                _ => Outcome::Loss,
            }
        } else {
            let mut seen = history.to_vec();
            seen.push(*board);
            let seen = if played.captured > 0 {
                &[][..]
            } else {
                &seen[..]
            };
            let whole = prove_in_rounds(&next, seen, rules, table, LIMIT, u32::MAX / 2, 1);
            whole?.outcome
        };
        Some(match theirs {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        })
    }

    const LIMIT: ProofLimit = ProofLimit {
        nodes: 100_000,
        deadline: None,
    };

    #[test]
    fn proofs_in_rounds_of_short_horizons_agree_with_one_round_without() {
        for rules in [RuleSet::Oril, RuleSet::Abapa] {
            let table = EndgameTable::build(rules, STONES);
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let mut compared = [0; 3];
            while compared.iter().sum::<usize>() < 200 {
                let Some((board, history)) = sample(&mut rng, rules) else {
                    continue;
                };
                let whole =
                    prove_in_rounds(&board, &history, rules, &table, LIMIT, u32::MAX / 2, 1);
                let rounds = prove_in_rounds(&board, &history, rules, &table, LIMIT, 2, 2);
                let (Some(whole), Some(rounds)) = (whole, rounds) else {
                    continue;
                };
                let what = format!("{rules:?} {board:?} after {history:?}");
                assert_eq!(rounds.outcome, whole.outcome, "{what}");
                compared[whole.outcome as usize] += 1;
                if rounds.outcome == Outcome::Loss {
                    assert_eq!(rounds.keeping, board.moves(rules), "{what}");
                } else {
                    assert_eq!(rounds.keeping.count_ones(), 1, "{what}");
                }
                // Each move kept gives the result: for a loss, every move loses.
                for o in (0..6).filter(|o| rounds.keeping & (1 << o) != 0) {
                    if let Some(kept) = after_move(&board, &history, o, rules, &table) {
                        assert_eq!(kept, rounds.outcome, "{what}: move {o} does not keep it");
                    }
                }
            }
            // Every result must come up.
            assert!(compared.iter().all(|&n| n > 10), "{rules:?}: {compared:?}");
        }
    }
}
