//! Proving an endgame's result with the game's real history, so the strongest level
//! plays every endgame the table covers without giving anything away.
//!
//! Why the table alone is not enough: a position repeated with no capture since ends
//! the game, each side taking its own row, so the value of a board can depend on the
//! positions met since the last capture. The table holds bounds for a fresh history
//! (exact for about a third of the boards).
//!
//! The proof answers "can the mover take at least `t` more than the opponent from
//! here?" by proof-number search over a tree of the real lines (a tree, not a graph,
//! since a board's value within a capture-free stretch depends on the boards met
//! before it). Each node keeps how many leaves must still be proven to prove it (`pn`)
//! or to disprove it (`dn`), and the search always expands a leaf of the smallest set
//! that would settle the root. Where some lines shuffle stones round for long and
//! others settle quickly, it goes down the quick ones first.
//!
//! Leaves are settled by bounds that hold for any history:
//! - just after a capture the history is fresh, so the table's bounds hold; what the
//!   search proves of such a board is remembered by board and reused wherever it
//!   comes up again;
//! - within the capture-free stretch, the table's bound for the current board still
//!   holds, widened by what a repeat of any position already met would give, since
//!   meeting one of those is the only way the history can change the outcome.
//!
//! With Hard's half budget (450 ms) it settles 87.2% of the endgames met in 20 games
//! between Medium players, where an alpha-beta proof in rounds of growing horizon
//! settled 78.2% (`cargo run --release --example oril_prove -- games=20`).
//!
//! Values are stones the mover takes from here on minus the opponent's; whether that
//! wins, draws or loses follows from the store difference (see
//! [`crate::games::oril::endgame`]).

use std::collections::HashMap;

use super::super::board::{Board, MoveSet};
use super::super::endgame::EndgameTable;
use super::super::rules::{EndReason, RuleSet};
use crate::games::Deadline;

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
    /// Nodes the proof expanded.
    pub nodes: u64,
}

/// How much a proof may spend before it gives up.
#[derive(Clone, Copy, Debug)]
pub struct ProofLimit<'c> {
    /// Nodes to expand over the whole proof.
    pub nodes: u64,
    /// A deadline on the caller's clock.
    pub deadline: Option<Deadline<'c>>,
}

/// Expansions between clock reads.
const CLOCK_EVERY: u64 = 1024;

/// Nodes a proof tree may hold before the proof gives up: 32 bytes each, so 128 MB
/// at most (Hard's 450 ms make about 1.6 million).
const MAX_TREE: usize = 4_000_000;

/// A proof or disproof number too large to matter: the node is settled the other way.
const INFINITE: u32 = u32::MAX / 8;

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
    let mut prover = Prover {
        rules,
        table,
        limit,
        expanded: 0,
        next_clock: CLOCK_EVERY,
        fresh: HashMap::new(),
    };
    let stretch: Vec<Board> = history.iter().chain([board]).map(stripped).collect();
    // The mover wins by taking more than -diff from here and draws with exactly
    // -diff; when neither can be reached, every move loses.
    let (outcome, keeping) = if let Some(o) = prover.answer(&stretch, -diff + 1)? {
        (Outcome::Win, 1 << o)
    } else if let Some(o) = prover.answer(&stretch, -diff)? {
        (Outcome::Draw, 1 << o)
    } else {
        (Outcome::Loss, board.moves(rules))
    };
    Some(Proof {
        outcome,
        keeping,
        nodes: prover.expanded,
    })
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

/// One node of a proof tree.
#[derive(Clone, Copy)]
struct Node {
    /// The board with empty stores.
    board: Board,
    /// The first of the node's children, which lie next to one another (0 until the
    /// node is expanded; the root is node 0, never a child).
    first: u32,
    children: u8,
    /// The row offset played to reach this node from its parent.
    played: u8,
    /// Reached by a capture: the start of a new capture-free stretch.
    fresh: bool,
    /// The node's question: can its mover take at least `t` more than the opponent
    /// from here?
    t: i8,
    /// Leaves to prove before the answer is yes (`pn`), or no (`dn`).
    pn: u32,
    dn: u32,
}

impl Node {
    fn kids<'a>(&self, tree: &'a [Node]) -> &'a [Node] {
        let first = self.first as usize;
        &tree[first..first + usize::from(self.children)]
    }
}

/// Fresh-history bounds known for a board.
#[derive(Clone, Copy)]
struct Known {
    lo: i8,
    hi: i8,
}

struct Prover<'t, 'c> {
    rules: RuleSet,
    table: &'t EndgameTable,
    limit: ProofLimit<'c>,
    expanded: u64,
    next_clock: u64,
    /// Fresh-history bounds proven so far, by board (sound, since they depend on the
    /// board alone), tightening the table's.
    fresh: HashMap<u128, Known>,
}

impl Prover<'_, '_> {
    /// Whether the mover of the last board of `stretch` (the boards since the last
    /// capture) can take at least `t` more than the opponent: `Some(Some(o))` with a
    /// move that does, `Some(None)` if no move does, `None` if the limit ran out.
    fn answer(&mut self, stretch: &[Board], t: i32) -> Option<Option<u8>> {
        let root = *stretch.last().expect("the stretch ends at the root");
        let mut tree = vec![Node {
            board: root,
            first: 0,
            children: 0,
            played: 0,
            fresh: false,
            t: t as i8,
            pn: 1,
            dn: 1,
        }];
        // The line from the root to where the next descent starts, the boards met
        // along it (after the stretch before the root), and where each capture-free
        // stretch on it starts among them.
        let mut line: Vec<u32> = vec![0];
        let mut boards: Vec<Board> = stretch.to_vec();
        let mut starts: Vec<usize> = vec![0];
        while tree[0].pn != 0 && tree[0].dn != 0 {
            if self.out_of_limit() || tree.len() + 8 > MAX_TREE {
                return None;
            }
            // Down to the most proving leaf: a node is proven once one child is
            // disproven, so each step takes the child nearest to being disproven.
            let mut at = *line.last().expect("the line holds the root");
            while tree[at as usize].children != 0 {
                let node = tree[at as usize];
                let best = node
                    .kids(&tree)
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, k)| k.dn)
                    .map_or(0, |(i, _)| i);
                at = node.first + best as u32;
                line.push(at);
                boards.push(tree[at as usize].board);
                if tree[at as usize].fresh {
                    starts.push(boards.len() - 1);
                }
            }
            let from = *starts.last().expect("the root's stretch");
            debug_assert!(tree[at as usize].pn != 0 && tree[at as usize].dn != 0);
            self.expand(&mut tree, at, &boards[from..]);
            // Back up the new numbers as far as they change. The next descent starts
            // where they stopped changing: the line above it is still the one the
            // root would choose.
            let mut depth = line.len();
            while depth > 0 {
                let n = line[depth - 1] as usize;
                let node = tree[n];
                let kids = node.kids(&tree);
                let pn = kids.iter().map(|k| k.dn).min().unwrap_or(INFINITE);
                // A sum of open children's numbers stays below INFINITE, which only
                // a settled child may bring: a large sum must not read as settled.
                let dn = if kids.iter().any(|k| k.pn >= INFINITE) {
                    INFINITE
                } else {
                    kids.iter()
                        .fold(0u32, |sum, k| sum.saturating_add(k.pn))
                        .min(INFINITE - 1)
                };
                if (pn, dn) == (node.pn, node.dn) && depth < line.len() {
                    break;
                }
                tree[n].pn = pn;
                tree[n].dn = dn;
                if node.fresh && (pn == 0 || dn == 0) {
                    self.remember(&node.board, i32::from(node.t), pn == 0);
                }
                depth -= 1;
            }
            let keep = depth.max(1);
            line.truncate(keep);
            boards.truncate(stretch.len() + keep - 1);
            while starts.last().is_some_and(|&s| s >= boards.len()) {
                starts.pop();
            }
        }
        if tree[0].dn == 0 {
            return Some(None);
        }
        // Proven: a child disproven is a move that reaches t.
        let kept = tree[0].kids(&tree).iter().find(|k| k.dn == 0);
        Some(kept.map(|k| k.played))
    }

    fn out_of_limit(&mut self) -> bool {
        self.expanded += 1;
        if self.expanded > self.limit.nodes {
            return true;
        }
        if self.expanded >= self.next_clock {
            self.next_clock = self.expanded + CLOCK_EVERY;
            if self.limit.deadline.is_some_and(|d| d.passed()) {
                return true;
            }
        }
        false
    }

    /// Remember what a fresh board's search answered: `yes` to "at least `t`".
    fn remember(&mut self, board: &Board, t: i32, yes: bool) {
        let mut known = self.fresh_bounds(board);
        if yes {
            known.lo = known.lo.max(t as i8);
        } else {
            known.hi = known.hi.min((t - 1) as i8);
        }
        self.fresh.insert(board.key(), known);
    }

    /// The bounds of a board with a fresh history: the table's, or better ones proven.
    fn fresh_bounds(&self, board: &Board) -> Known {
        self.fresh.get(&board.key()).copied().unwrap_or_else(|| {
            let b = self
                .table
                .probe(board)
                .expect("a capture keeps the board in the table");
            Known { lo: b.lo, hi: b.hi }
        })
    }

    /// Bounds on the value of `next`, reached without a capture, that hold whatever
    /// the history: the table's, widened by what a repeat of a board of `path` (the
    /// stretch before it) would give its mover.
    fn stretch_bounds(&self, next: &Board, path: &[Board]) -> (i32, i32) {
        let (lo, hi) = match self.table.probe(next) {
            Some(b) => (i32::from(b.lo), i32::from(b.hi)),
            None => {
                let k = i32::from(next.on_board());
                (-k, k)
            }
        };
        let (min_south, max_south) = path.iter().fold((i32::MAX, i32::MIN), |(lo, hi), b| {
            let s = i32::from(south_split(b));
            (lo.min(s), hi.max(s))
        });
        let (rmin, rmax) = if next.mover() == 0 {
            (min_south, max_south)
        } else {
            (-max_south, -min_south)
        };
        (lo.min(rmin), hi.max(rmax))
    }

    /// Make the children of leaf `at`, whose stretch so far is `path` (ending with
    /// its own board), each settled at once where its bounds allow.
    fn expand(&self, tree: &mut Vec<Node>, at: u32, path: &[Board]) {
        let node = tree[at as usize];
        let t = i32::from(node.t);
        let first = tree.len() as u32;
        let mut moves = node.board.moves(self.rules);
        while moves != 0 {
            let o = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let played = node.board.play(o, self.rules);
            let c = i32::from(played.captured);
            let next = stripped(&played.board);
            // What the move gives the mover if the game ends with it.
            let ended = if played.end.is_some() {
                Some(-played.board.store_lead())
            } else if c == 0 && path.iter().any(|b| b.key() == next.key()) {
                Some(-next.settled(EndReason::Cycle).store_lead())
            } else {
                next.board_end()
                    .map(|reason| c - next.settled(reason).store_lead())
            };
            // The mover reaches t through this move when the child's mover cannot
            // take c - t + 1 or more: the child's question, answered no.
            let child_t = c - t + 1;
            let (pn, dn) = match ended {
                Some(v) if v >= t => (INFINITE, 0),
                Some(_) => (0, INFINITE),
                None => {
                    let (lo, hi) = if c > 0 {
                        let k = self.fresh_bounds(&next);
                        (i32::from(k.lo), i32::from(k.hi))
                    } else {
                        self.stretch_bounds(&next, path)
                    };
                    if lo >= child_t {
                        (0, INFINITE)
                    } else if hi < child_t {
                        (INFINITE, 0)
                    } else {
                        // Nearer a bound, nearer its answer; and the more moves the
                        // child's mover has, the more there are to refute.
                        let mobility = next.moves(self.rules).count_ones().max(1);
                        ((child_t - lo) as u32, (hi - child_t + 1) as u32 * mobility)
                    }
                }
            };
            tree.push(Node {
                board: next,
                first: 0,
                children: 0,
                played: o as u8,
                fresh: c > 0 && ended.is_none(),
                t: child_t as i8,
                pn,
                dn,
            });
        }
        let children = (tree.len() as u32 - first) as u8;
        let node = &mut tree[at as usize];
        node.first = first;
        node.children = children;
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

    /// The result for the mover of `board` after it plays `o`, as the game ends there
    /// or as a proof of the opponent's position gives it.
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
            prove(&next, seen, rules, table, LIMIT)?.outcome
        };
        Some(match theirs {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        })
    }

    const LIMIT: ProofLimit = ProofLimit {
        nodes: 200_000,
        deadline: None,
    };

    #[test]
    fn every_move_a_proof_keeps_gives_its_result() {
        for rules in [RuleSet::Oril, RuleSet::Abapa] {
            let table = EndgameTable::build(rules, STONES);
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let mut compared = [0; 3];
            while compared.iter().sum::<usize>() < 200 {
                let Some((board, history)) = sample(&mut rng, rules) else {
                    continue;
                };
                let Some(proof) = prove(&board, &history, rules, &table, LIMIT) else {
                    continue;
                };
                let what = format!("{rules:?} {board:?} after {history:?}");
                compared[proof.outcome as usize] += 1;
                if proof.outcome == Outcome::Loss {
                    assert_eq!(proof.keeping, board.moves(rules), "{what}");
                } else {
                    assert_eq!(proof.keeping.count_ones(), 1, "{what}");
                }
                // Each move kept gives the result, and a better result is out of
                // reach: no move wins where the proof draws, none draws or wins
                // where it loses.
                for o in (0..6).filter(|o| board.moves(rules) & (1 << o) != 0) {
                    let Some(after) = after_move(&board, &history, o, rules, &table) else {
                        continue;
                    };
                    assert!(after <= proof.outcome, "{what}: move {o} does better");
                    if proof.keeping & (1 << o) != 0 {
                        assert_eq!(after, proof.outcome, "{what}: move {o} does not keep it");
                    }
                }
            }
            // Every result must come up.
            assert!(compared.iter().all(|&n| n > 10), "{rules:?}: {compared:?}");
        }
    }

    #[test]
    fn a_proof_gives_up_when_its_limit_runs_out() {
        let rules = RuleSet::Oril;
        let table = EndgameTable::build(rules, STONES);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut gave_up = 0;
        for _ in 0..200 {
            let Some((board, history)) = sample(&mut rng, rules) else {
                continue;
            };
            let Some(full) = prove(&board, &history, rules, &table, LIMIT) else {
                continue;
            };
            let tight = ProofLimit {
                nodes: full.nodes - 1,
                deadline: None,
            };
            if full.nodes > 1 {
                assert_eq!(prove(&board, &history, rules, &table, tight), None);
                gave_up += 1;
            }
        }
        assert!(
            gave_up > 10,
            "only {gave_up} proofs needed more than a node"
        );
    }
}
