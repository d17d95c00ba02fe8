//! Depth-first search over solver positions with a transposition table.
//!
//! Every position reached is recorded by its canonical key; a position seen before is
//! not searched again (it either is on the current line or was already found not to
//! lead to a win). If the stack empties without a win, no line wins: the deal is lost.
//! The search is iterative (an explicit stack), so a long line cannot overflow the
//! thread's stack.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::position::{Position, Rules, SMove};

/// Keys are already well-mixed hashes; hashing them again would only cost time.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

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
    moves: Vec<SMove>,
    next: usize,
}

/// How often the stop callback is asked (a power of two).
const STOP_CHECK_EVERY: u64 = 4096;

/// Search from `start` (safe moves already made). Returns the result and the number of
/// positions expanded.
pub(crate) fn search(
    start: Position,
    rules: &Rules,
    max_nodes: u64,
    stop: &mut dyn FnMut(u64) -> bool,
) -> (Found, u64) {
    if start.is_won() || start.is_certain_win(rules) {
        return (Found::Win(Vec::new()), 0);
    }
    if start.has_walled_card(rules) {
        return (Found::Exhausted, 0);
    }
    let mut seen: HashSet<u64, BuildHasherDefault<KeyHasher>> = HashSet::default();
    seen.insert(start.key(rules));
    let mut spare: Vec<Vec<SMove>> = Vec::new();
    let mut root_moves = Vec::new();
    start.moves(rules, &mut root_moves);
    let mut stack = vec![Frame {
        position: start,
        moves: root_moves,
        next: 0,
    }];
    let mut nodes = 0u64;
    while let Some(frame) = stack.last_mut() {
        let Some(&mv) = frame.moves.get(frame.next) else {
            if let Some(done) = stack.pop() {
                spare.push(done.moves);
            }
            continue;
        };
        frame.next += 1;
        let mut child = frame.position;
        child.apply(mv);
        child.auto_play_after(Some(mv), rules);
        if child.is_won() || child.is_certain_win(rules) {
            let line = stack.iter().map(|f| f.moves[f.next - 1]).collect();
            return (Found::Win(line), nodes);
        }
        if !seen.insert(child.key(rules)) {
            continue;
        }
        nodes += 1;
        if nodes >= max_nodes || (nodes & (STOP_CHECK_EVERY - 1) == 0 && stop(nodes)) {
            return (Found::OutOfBudget, nodes);
        }
        let mut moves = spare.pop().unwrap_or_default();
        child.moves(rules, &mut moves);
        stack.push(Frame {
            position: child,
            moves,
            next: 0,
        });
    }
    (Found::Exhausted, nodes)
}
