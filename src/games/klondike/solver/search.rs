//! Depth-first search over solver positions with a transposition table, on one or
//! more threads.
//!
//! Every position reached is recorded by its canonical key; a position seen before is
//! not searched again (it is on some searcher's current line or was already found not
//! to lead to a win). If every searcher's stack empties without a win, no line wins:
//! the deal is lost. The search is iterative (an explicit stack), so a long line cannot
//! overflow the thread's stack.
//!
//! Several searchers share the table and start from the same position, each taking the
//! moves in its own order. Whoever records a position first searches it, so the
//! searchers split the work between them. This stays a proof of loss: a searcher only
//! ends once every position it recorded is searched, so when all have ended the
//! recorded positions hold the start and every position reachable from them, none won.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::RwLock;

use super::position::{Position, Rules, SMove};
use super::seen::{pending_tag, Insert, KeySet};

pub(crate) enum Found {
    /// A winning line of solver moves from the start (after its safe moves).
    Win(Vec<SMove>),
    /// Every line was searched; none wins.
    Exhausted,
    /// The budget ran out first.
    OutOfBudget,
}

struct Frame {
    position: Position,
    /// Cards put down to prepare a move not made yet (see `prepare`).
    pending: u64,
    moves: Vec<SMove>,
    next: usize,
}

/// New positions a searcher records between looks at the shared state.
const BATCH: u64 = 4096;

/// Moves a searcher makes between looks at the shared state, new positions or not.
const STEPS_PER_BATCH: u64 = 4 * BATCH;

/// The table's first size (in bits); it grows fourfold when half full.
const FIRST_TABLE_BITS: u32 = 16;

/// What the searchers of one search share.
struct Shared {
    seen: RwLock<KeySet>,
    /// Positions expanded by all searchers, as counted at batch ends.
    nodes: AtomicU64,
    /// Set when a searcher found a win or the budget ran out: everyone stops.
    done: AtomicBool,
    threads: usize,
    max_nodes: u64,
    /// Set while a searcher waits to grow the table: the others then wait before
    /// taking it again, as the lock itself may let readers pass a waiting writer.
    growing: AtomicBool,
}

impl Shared {
    /// The table, to use until the end of a batch; waits while it is being grown.
    fn read(&self) -> std::sync::RwLockReadGuard<'_, KeySet> {
        while self.growing.load(Ordering::SeqCst) {
            std::thread::sleep(std::time::Duration::from_micros(50));
        }
        self.seen.read().unwrap_or_else(|e| e.into_inner())
    }
}

/// How one searcher ended.
enum Ended {
    Win(Vec<SMove>),
    Exhausted,
    Stopped,
}

/// Search from `start` (safe moves already made) with `threads` searchers. `stop` is
/// asked by the calling thread now and then with the node count. Returns the result
/// and the number of positions expanded.
pub(crate) fn search(
    start: Position,
    rules: &Rules,
    max_nodes: u64,
    threads: usize,
    stop: &mut dyn FnMut(u64) -> bool,
) -> (Found, u64) {
    if start.is_won() || start.is_certain_win(rules) {
        return (Found::Win(Vec::new()), 0);
    }
    if start.has_walled_card(rules) {
        return (Found::Exhausted, 0);
    }
    let threads = threads.max(1);
    let seen = KeySet::with_bits(FIRST_TABLE_BITS);
    seen.insert(start.key(rules), 0);
    let shared = Shared {
        seen: RwLock::new(seen),
        nodes: AtomicU64::new(0),
        done: AtomicBool::new(false),
        threads,
        max_nodes,
        growing: AtomicBool::new(false),
    };
    let endings: Vec<Ended> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|order| {
                let shared = &shared;
                scope.spawn(move || run(&start, rules, order, shared, &mut |_| false))
            })
            .collect();
        let mut endings = vec![run(&start, rules, 0, &shared, stop)];
        // The budget still holds for helpers searching on after this searcher ended.
        while helpers.iter().any(|h| !h.is_finished()) && !shared.done.load(Ordering::Relaxed) {
            if stop(shared.nodes.load(Ordering::Relaxed)) {
                shared.done.store(true, Ordering::Relaxed);
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        // A helper that panicked counts as stopped: its part was not searched.
        endings.extend(
            helpers
                .into_iter()
                .map(|h| h.join().unwrap_or(Ended::Stopped)),
        );
        endings
    });
    let nodes = shared.nodes.load(Ordering::Relaxed);
    let mut found = Found::Exhausted;
    for ended in endings {
        match ended {
            Ended::Win(line) => return (Found::Win(line), nodes),
            Ended::Stopped => found = Found::OutOfBudget,
            Ended::Exhausted => {}
        }
    }
    (found, nodes)
}

/// One searcher: a depth-first search from `start` taking moves in the order numbered
/// `order` (0: as listed, best first; 1: last first; others: from another move on).
/// `stop` decides, with the node count of all searchers, when the budget is spent.
fn run(
    start: &Position,
    rules: &Rules,
    order: usize,
    shared: &Shared,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Ended {
    let list = |position: &Position, pending: u64, moves: &mut Vec<SMove>| {
        if pending == 0 {
            position.moves(rules, moves);
        } else {
            position.moves_using(rules, pending, moves);
        }
        // Searchers past the first two start at another move, so they too go their
        // own way.
        if order >= 2 && !moves.is_empty() {
            let len = moves.len();
            moves.rotate_left(order / 2 % len);
        }
        if order % 2 == 1 {
            moves.reverse();
        }
    };
    let mut spare: Vec<Vec<SMove>> = Vec::new();
    let mut root_moves = Vec::new();
    list(start, 0, &mut root_moves);
    let mut stack = vec![Frame {
        position: *start,
        pending: 0,
        moves: root_moves,
        next: 0,
    }];
    // The position each move leads to, built in place.
    let mut child = *start;
    let mut batch_nodes = 0u64;
    let mut batch_steps = 0u64;
    // Positions counted by every searcher when this batch began.
    let mut before = 0u64;
    let mut seen = shared.read();
    while let Some(frame) = stack.last_mut() {
        let Some(&mv) = frame.moves.get(frame.next) else {
            if let Some(done) = stack.pop() {
                spare.push(done.moves);
            }
            continue;
        };
        frame.next += 1;
        let Some(pending) = frame
            .position
            .step_into(mv, frame.pending, rules, None, &mut child)
        else {
            continue;
        };
        if child.is_won() || child.is_certain_win(rules) {
            shared.done.store(true, Ordering::Relaxed);
            shared.nodes.fetch_add(batch_nodes, Ordering::Relaxed);
            let line = stack.iter().map(|f| f.moves[f.next - 1]).collect();
            return Ended::Win(line);
        }
        let tag = pending_tag(|| child.tops(), pending);
        let added = seen.insert(child.key(rules), tag) == Insert::Added;
        batch_nodes += u64::from(added);
        batch_steps += 1;
        // A batch also ends after many positions seen before, so that a searcher
        // walking through another's positions still looks at the clock and lets the
        // table grow.
        if batch_nodes == BATCH
            || batch_steps == STEPS_PER_BATCH
            || before + batch_nodes >= shared.max_nodes
        {
            drop(seen);
            let Some(nodes) = end_batch(shared, batch_nodes, stop) else {
                return Ended::Stopped;
            };
            (before, batch_nodes, batch_steps) = (nodes, 0, 0);
            seen = shared.read();
        }
        if !added {
            continue;
        }
        let mut moves = spare.pop().unwrap_or_default();
        list(&child, pending, &mut moves);
        stack.push(Frame {
            position: child,
            pending,
            moves,
            next: 0,
        });
    }
    drop(seen);
    shared.nodes.fetch_add(batch_nodes, Ordering::Relaxed);
    Ended::Exhausted
}

/// The end of a batch of `batch_nodes` new positions: count them, see whether the
/// search goes on, and grow the table if it could fill up during the next batches.
/// The caller holds no guard on the table. Returns the node count of all searchers, or
/// `None` when the searcher must stop.
fn end_batch(shared: &Shared, batch_nodes: u64, stop: &mut dyn FnMut(u64) -> bool) -> Option<u64> {
    let nodes = shared.nodes.fetch_add(batch_nodes, Ordering::Relaxed) + batch_nodes;
    // Every new position recorded one key, and the start one more.
    let recorded = nodes as usize + 1;
    if shared.done.load(Ordering::Relaxed) {
        return None;
    }
    if nodes >= shared.max_nodes || stop(nodes) {
        shared.done.store(true, Ordering::Relaxed);
        return None;
    }
    // Until the next look, every searcher may record two batches more (the one it is
    // in and the next); the table stays at most half full.
    let headroom = 2 * shared.threads * BATCH as usize;
    let full = |set: &KeySet| 2 * (recorded + headroom) > set.capacity();
    if full(&shared.read()) {
        shared.growing.store(true, Ordering::SeqCst);
        let mut seen = shared.seen.write().unwrap_or_else(|e| e.into_inner());
        // Another searcher may have grown it meanwhile.
        while full(&seen) {
            *seen = seen.grown(4);
        }
        shared.growing.store(false, Ordering::SeqCst);
    }
    Some(nodes)
}
