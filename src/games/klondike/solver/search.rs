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
//! moves in its own order (on as many threads as the budget gives, a thread taking
//! turns between searchers when they outnumber the threads). Whoever records a
//! position first searches it, so the searchers split the work between them. This
//! stays a proof of loss: a searcher only ends once every position it recorded is
//! searched, so when all have ended the recorded positions hold the start and every
//! position reachable from them, none won.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::RwLock;

use super::guide::Guide;
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
    /// The moves in this searcher's order, and the positions they lead to, made when
    /// the frame was pushed (`None` where a move is not made, see `prepare`).
    moves: Vec<SMove>,
    children: Vec<Option<Child>>,
    /// The order the children are visited in, as indices into `moves` and `children`,
    /// for the searcher that looks at where each move leads (see [`LOOKING_AHEAD`]);
    /// empty for the others, which visit them as listed.
    visit: Vec<usize>,
    /// How many children were visited.
    next: usize,
}

impl Frame {
    /// The index of the `n`th child to visit, if there are that many.
    fn nth(&self, n: usize) -> Option<usize> {
        if self.visit.is_empty() {
            (n < self.children.len()).then_some(n)
        } else {
            self.visit.get(n).copied()
        }
    }

    /// The index of the child visited last. (It is asked while the children are set
    /// aside for that child's own push, so it does not look at them.)
    fn current(&self) -> usize {
        match self.visit.get(self.next - 1) {
            Some(&i) => i,
            None => self.next - 1,
        }
    }
}

/// A position one move leads to, with what the table needs to record it.
struct Child {
    position: Position,
    /// Cards put down to prepare a move not made yet (see `prepare`).
    pending: u64,
    key: u64,
    tag: u64,
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

/// The searcher that visits the children of a position in the order of the work they
/// leave (`Position::work_left`, ties last listed first), so it follows the moves
/// whose automatic play gets furthest. On the draw-1 deal #713066141844828072 it meets
/// a win within about 4,000 positions, where the other orders search 3.5 million.
const LOOKING_AHEAD: usize = 1;

/// Searchers a search runs at least: with fewer threads, a thread takes turns between
/// several, a batch each. Where the best-first order leads astray, another order
/// often meets a win within a small part of the positions; a lost deal costs about
/// the same either way, as the searchers split its positions. On 1,000 draw-1 deals
/// at a second each, 2 searchers left 16 undecided, 4 left 13, 8 left 15, and the
/// best-first searcher alone 22.
const MIN_SEARCHERS: usize = 4;

/// Search from `start` (safe moves already made) with `threads` threads, and one
/// searcher more following `guide` if there is one. `stop` is asked by the calling
/// thread now and then with the node count. Returns the result and the number
/// of positions expanded.
pub(crate) fn search(
    start: Position,
    rules: &Rules,
    max_nodes: u64,
    threads: usize,
    guide: Option<&Guide>,
    stop: &mut dyn FnMut(u64) -> bool,
) -> (Found, u64) {
    if start.is_won() || start.is_certain_win(rules) {
        return (Found::Win(Vec::new()), 0);
    }
    if start.has_walled_card(rules) {
        return (Found::Exhausted, 0);
    }
    let threads = threads.max(1);
    // A guide gets a searcher of its own, numbered after the others.
    let plain = threads.max(MIN_SEARCHERS);
    let searchers = plain + usize::from(guide.is_some());
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
    // Thread t runs the searchers numbered t, t + threads, ...
    let searchers_of = |thread: usize| -> Vec<Searcher<'_>> {
        (thread..searchers)
            .step_by(threads)
            .map(|order| {
                let guide = guide.filter(|_| order == plain);
                Searcher::new(&start, rules, order, guide, &shared.read())
            })
            .collect()
    };
    let endings: Vec<Ended> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|thread| {
                let (shared, mine) = (&shared, searchers_of(thread));
                scope.spawn(move || take_turns(mine, shared, &mut |_| false))
            })
            .collect();
        let mut endings = vec![take_turns(searchers_of(0), &shared, stop)];
        // The budget still holds for helpers searching on after this thread ended.
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

/// One thread's searchers, a batch each in turn, until one wins, the search stops, or
/// all have searched every position they recorded.
fn take_turns(
    mut searchers: Vec<Searcher<'_>>,
    shared: &Shared,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Ended {
    while !searchers.is_empty() {
        let mut i = 0;
        while i < searchers.len() {
            match searchers[i].batch(shared, stop) {
                None => i += 1,
                Some(Ended::Exhausted) => {
                    searchers.swap_remove(i);
                }
                Some(ended) => return ended,
            }
        }
    }
    Ended::Exhausted
}

/// One searcher: a depth-first search from the start taking moves in the order
/// numbered `order` (0: as listed, best first; 1: by the work each leaves, see
/// [`LOOKING_AHEAD`]; others: from another move on; the last, when there is a guide: as
/// the guide says), walked a batch at a time.
///
/// A frame makes all its children when it is pushed and asks the table to fetch their
/// slots: the lookup is the search's slowest step (a cache miss in a table of
/// millions), and the lookups of siblings made one after another (most are positions
/// seen before) then find their slots already fetched.
struct Searcher<'a> {
    rules: &'a Rules,
    order: usize,
    /// The order of the guided searcher: it takes its moves as this says.
    guide: Option<&'a Guide>,
    stack: Vec<Frame>,
    /// Move and child lists of popped frames, reused.
    spare: Vec<Spare>,
    /// Set when a child of the position being pushed is won: the line to it.
    won: Option<Vec<SMove>>,
    /// The work each child of the position being pushed leaves, by index, when this
    /// searcher orders by it.
    work: Vec<u32>,
}

/// The lists of a popped frame, kept for the next frame pushed.
type Spare = (Vec<SMove>, Vec<Option<Child>>, Vec<usize>);

impl<'a> Searcher<'a> {
    fn new(
        start: &Position,
        rules: &'a Rules,
        order: usize,
        guide: Option<&'a Guide>,
        seen: &KeySet,
    ) -> Searcher<'a> {
        let mut searcher = Searcher {
            rules,
            order,
            guide,
            stack: Vec::new(),
            spare: Vec::new(),
            won: None,
            work: Vec::new(),
        };
        searcher.push(start, 0, seen);
        searcher
    }

    /// The moves of `position` in this searcher's order.
    fn list(&self, position: &Position, pending: u64, moves: &mut Vec<SMove>) {
        if pending == 0 {
            position.moves(self.rules, moves);
        } else {
            position.moves_using(self.rules, pending, moves);
        }
        if let Some(guide) = self.guide {
            guide.order(position, moves);
            return;
        }
        // Searchers past the first two start at another move, so they too go their
        // own way.
        if self.order >= 2 && !moves.is_empty() {
            let len = moves.len();
            moves.rotate_left(self.order / 2 % len);
        }
        if self.order % 2 == 1 {
            moves.reverse();
        }
    }

    /// Push a frame for `position`, making its children; a won child ends the search
    /// (`self.won`).
    fn push(&mut self, position: &Position, pending: u64, seen: &KeySet) {
        let rules = self.rules;
        let (mut moves, mut children, mut visit) = self.spare.pop().unwrap_or_default();
        self.list(position, pending, &mut moves);
        children.clear();
        for &mv in &moves {
            let Some(kept) = position.pending_if_tried(mv, pending, rules) else {
                children.push(None);
                continue;
            };
            children.push(Some(Child {
                position: *position,
                pending: 0,
                key: 0,
                tag: 0,
            }));
            let Some(Some(child)) = children.last_mut() else {
                unreachable!("the child was just pushed");
            };
            child.pending = child.position.make_step(mv, kept, rules, None);
            if child.position.is_won() || child.position.is_certain_win(rules) {
                let mut line: Vec<SMove> =
                    self.stack.iter().map(|f| f.moves[f.current()]).collect();
                line.push(mv);
                self.won = Some(line);
                self.spare.push((moves, children, visit));
                return;
            }
            child.key = child.position.key(rules);
            child.tag = pending_tag(child.position.tops, child.pending);
            seen.prefetch(child.key);
        }
        visit.clear();
        if self.order == LOOKING_AHEAD {
            let work = &mut self.work;
            work.clear();
            work.extend(
                children
                    .iter()
                    .map(|c| c.as_ref().map_or(u32::MAX, |c| c.position.work_left())),
            );
            visit.extend(0..children.len());
            // A stable sort: among children leaving as much work, the listed order
            // (reversed) stays.
            visit.sort_by_key(|&i| work[i]);
        }
        self.stack.push(Frame {
            moves,
            children,
            visit,
            next: 0,
        });
    }

    /// Walks on until the end of a batch (`None`: more to do) or of this searcher.
    /// `stop` decides, with the node count of all searchers, when the budget is spent.
    fn batch(&mut self, shared: &Shared, stop: &mut dyn FnMut(u64) -> bool) -> Option<Ended> {
        let mut batch_nodes = 0u64;
        let mut batch_steps = 0u64;
        // Positions counted by every searcher when this batch began.
        let before = shared.nodes.load(Ordering::Relaxed);
        let seen = shared.read();
        if let Some(line) = self.won.take() {
            shared.done.store(true, Ordering::Relaxed);
            return Some(Ended::Win(line));
        }
        while let Some(frame) = self.stack.last_mut() {
            let Some(i) = frame.nth(frame.next) else {
                if let Some(done) = self.stack.pop() {
                    self.spare.push((done.moves, done.children, done.visit));
                }
                continue;
            };
            frame.next += 1;
            let Some(child) = &frame.children[i] else {
                continue;
            };
            let added = seen.insert(child.key, child.tag) == Insert::Added;
            batch_nodes += u64::from(added);
            batch_steps += 1;
            if added {
                // The child stays in its parent's list while its own frame is made:
                // the list is set aside meanwhile, so the stack may grow.
                let parent = self.stack.len() - 1;
                let siblings = std::mem::take(&mut self.stack[parent].children);
                if let Some(Some(child)) = siblings.get(self.stack[parent].current()) {
                    self.push(&child.position, child.pending, &seen);
                }
                self.stack[parent].children = siblings;
                if let Some(line) = self.won.take() {
                    shared.done.store(true, Ordering::Relaxed);
                    shared.nodes.fetch_add(batch_nodes, Ordering::Relaxed);
                    return Some(Ended::Win(line));
                }
            }
            // A batch also ends after many positions seen before, so that a searcher
            // walking through another's positions still looks at the clock and lets
            // the table grow.
            if batch_nodes == BATCH
                || batch_steps == STEPS_PER_BATCH
                || before + batch_nodes >= shared.max_nodes
            {
                drop(seen);
                return match end_batch(shared, batch_nodes, stop) {
                    Some(_) => None,
                    None => Some(Ended::Stopped),
                };
            }
        }
        drop(seen);
        shared.nodes.fetch_add(batch_nodes, Ordering::Relaxed);
        Some(Ended::Exhausted)
    }
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
