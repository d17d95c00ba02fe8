//! Depth-first search over solver positions with a transposition table.
//!
//! Every position reached is recorded by its canonical key; a position seen before is
//! not searched again (it either is on the current line or was already found not to
//! lead to a win). If the stack empties without a win, no line wins: the deal is lost.
//! The search is iterative (an explicit stack), so a long line cannot overflow the
//! thread's stack.

use super::position::{Position, Rules, SMove};

/// The positions seen, as a set of their 64-bit keys: open addressing with linear
/// probing, grown at half full. Keys are well-mixed hashes already, so their low bits
/// pick the slot, and a lookup usually costs one memory access.
struct KeySet {
    slots: Vec<u64>,
    len: usize,
}

impl KeySet {
    fn new() -> KeySet {
        KeySet {
            slots: vec![0; 1 << 12],
            len: 0,
        }
    }

    /// Adds `key`; false if it was there already.
    fn insert(&mut self, key: u64) -> bool {
        // 0 marks an empty slot; merging key 0 into key 1 costs nothing measurable.
        let key = key.max(1);
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = key as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = key;
                    self.len += 1;
                    return true;
                }
                k if k == key => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn contains(&self, key: u64) -> bool {
        let key = key.max(1);
        let mask = self.slots.len() - 1;
        let mut i = key as usize & mask;
        loop {
            match self.slots[i] {
                0 => return false,
                k if k == key => return true,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let bigger = vec![0; 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.len = 0;
        for key in old.into_iter().filter(|&k| k != 0) {
            self.insert(key);
        }
    }
}

/// What pending cards add to a position's key (nothing when none are): a position
/// reached with cards pending has fewer moves to try than the same one without.
fn pending_key(pending: u64) -> u64 {
    if pending == 0 {
        0
    } else {
        pending.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29) | 1
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
    /// Cards put down to prepare a move not made yet (see `prepare`).
    pending: u64,
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
    let mut seen = KeySet::new();
    seen.insert(start.key(rules));
    let mut spare: Vec<Vec<SMove>> = Vec::new();
    let mut root_moves = Vec::new();
    start.moves(rules, &mut root_moves);
    let mut stack = vec![Frame {
        position: start,
        pending: 0,
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
        let Some((child, pending)) = frame.position.step(mv, frame.pending, rules, None) else {
            continue;
        };
        if child.is_won() || child.is_certain_win(rules) {
            let line = stack.iter().map(|f| f.moves[f.next - 1]).collect();
            return (Found::Win(line), nodes);
        }
        let key = child.key(rules);
        // The same position without pending cards has every move this one has.
        if pending != 0 && seen.contains(key) {
            continue;
        }
        if !seen.insert(key ^ pending_key(pending)) {
            continue;
        }
        nodes += 1;
        if nodes >= max_nodes || (nodes & (STOP_CHECK_EVERY - 1) == 0 && stop(nodes)) {
            return (Found::OutOfBudget, nodes);
        }
        let mut moves = spare.pop().unwrap_or_default();
        if pending == 0 {
            child.moves(rules, &mut moves);
        } else {
            child.moves_using(rules, pending, &mut moves);
        }
        stack.push(Frame {
            position: child,
            pending,
            moves,
            next: 0,
        });
    }
    (Found::Exhausted, nodes)
}
