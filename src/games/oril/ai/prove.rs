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
    };
    for b in history {
        p.enter(&stripped(b));
    }
    let root = stripped(board);
    p.enter(&root);
    // The mover wins with a value above -diff and draws with exactly -diff. The
    // first move proven to win (or, failing that, to draw) is enough; a move whose
    // win test already fails below -diff loses and needs no draw test.
    let (order, n) = p.ordered_moves(&root);
    let mut may_draw: MoveSet = 0;
    for &(o, _) in &order[..n] {
        let v = p.move_value(&root, o, -diff, -diff + 1)?;
        if v > -diff {
            return Some(p.proof(Outcome::Win, 1 << o));
        }
        if v == -diff {
            may_draw |= 1 << o;
        }
    }
    for &(o, _) in &order[..n] {
        if may_draw & (1 << o) != 0 && p.move_value(&root, o, -diff - 1, -diff)? >= -diff {
            return Some(p.proof(Outcome::Draw, 1 << o));
        }
    }
    Some(p.proof(Outcome::Loss, root.moves(rules)))
}

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
}

impl Prover<'_> {
    fn proof(&self, outcome: Outcome, keeping: MoveSet) -> Proof {
        Proof {
            outcome,
            keeping,
            nodes: self.nodes,
        }
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
    /// alpha-beta within `alpha..beta`; `None` if the limit ran out.
    fn move_value(&mut self, board: &Board, o: usize, alpha: i32, beta: i32) -> Option<i32> {
        let v = self.child_value(board, o, alpha, beta);
        (!self.stopped).then_some(v)
    }

    /// The mover's value of a move from `board` (the top of the path).
    fn child_value(&mut self, board: &Board, o: usize, alpha: i32, beta: i32) -> i32 {
        let played = board.play(o, self.rules);
        if played.end.is_some() {
            let b = &played.board;
            // Settled from the opponent's side; the mover gets the negation.
            return -b.store_lead();
        }
        let next = stripped(&played.board);
        if played.captured > 0 {
            let c = i32::from(played.captured);
            return c - self.fresh_value(&next, c - beta, c - alpha);
        }
        let key = next.key();
        if self.repeats(key) {
            // The game ends on the repeat, each side taking its own row.
            let ended = next.settled(EndReason::Cycle);
            return -ended.store_lead();
        }
        self.enter(&next);
        let v = -self.value(&next, -beta, -alpha);
        self.path.pop();
        v
    }

    /// Whether `key` (houses and mover) was met in the current stretch.
    fn repeats(&self, key: u128) -> bool {
        self.path.iter().any(|s| s.key == key)
    }

    /// The value of a board just reached by a capture: a fresh history.
    fn fresh_value(&mut self, board: &Board, alpha: i32, beta: i32) -> i32 {
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
            return if hi <= alpha { hi } else { lo };
        }
        let saved = std::mem::take(&mut self.path);
        self.enter(board);
        let v = self.value(board, alpha.max(lo), beta.min(hi));
        self.path = saved;
        if !self.stopped {
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
        v
    }

    /// Alpha-beta value of `board`, the top of the path, for its mover.
    fn value(&mut self, board: &Board, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.out_of_limit() {
            return 0;
        }
        if let Some(reason) = board.board_end() {
            let ended = board.settled(reason);
            return ended.store_lead();
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
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let (order, n) = self.ordered_moves(board);
        if n == 0 {
            return 0;
        }
        let mut best = i32::MIN;
        for &(o, _) in &order[..n] {
            let v = self.child_value(board, o, alpha, beta);
            if self.stopped {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
