//! The transposition table: the set of positions the search has reached, as 64-bit
//! keys, shared by every thread of one search.
//!
//! Open addressing with linear probing over atomic slots, so threads insert without
//! locks. A position reached with pending cards (see `prepare`) is stored as its key
//! with a tag in the high half, so it probes from the same slot as the same position
//! without pending cards: one lookup answers both "seen with these cards pending" and
//! "seen with none", usually within one cache line.
//!
//! The table grows between batches of work: a searcher holds a read guard while it
//! expands a batch of positions and asks for growth at batch boundaries, when every
//! searcher's guard can be taken away (see `search`).

use std::sync::atomic::{AtomicU64, Ordering};

/// The part of a stored value that gives its home slot: a pending tag never touches
/// it, so a tagged key and its plain key start probing at the same slot.
const HOME_BITS: u64 = 0xffff_ffff;

/// A key as the table stores it without pending cards: 0 marks an empty slot, so key 0
/// is merged into key 1 (which costs nothing measurable).
fn plain(key: u64) -> u64 {
    key.max(1)
}

/// The slot where a lookup of a stored value starts, in a table of `mask + 1` slots:
/// the same for a tagged value and its plain key.
fn home(stored: u64, mask: usize) -> usize {
    (stored & HOME_BITS) as usize & mask
}

/// What pending cards add to a position's key: a tag in the high half, or nothing when
/// none are pending. Pending cards are column tops (`tops`, a bit set by card index),
/// and the position, known by its key, fixes its tops; so the tag marks which of
/// them, counted in card order, are pending, and two different pending sets of one
/// position never share a tag.
pub(crate) fn pending_tag(tops: u64, pending: u64) -> u64 {
    if pending == 0 {
        return 0;
    }
    let mut which = 0u64;
    let mut rest = pending & tops;
    while rest != 0 {
        let card = rest.trailing_zeros();
        which |= 1 << (tops & ((1u64 << card) - 1)).count_ones();
        rest &= rest - 1;
    }
    1 << 63 | which << 32
}

pub(crate) struct KeySet {
    slots: Box<[AtomicU64]>,
}

/// Answer of [`KeySet::insert`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Insert {
    /// New: the caller now owns the position and must search it.
    Added,
    /// Seen before (or the same position without pending cards was).
    Seen,
}

impl KeySet {
    /// A table with room for `2^bits` keys.
    pub fn with_bits(bits: u32) -> KeySet {
        KeySet {
            slots: (0..1usize << bits).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// Adds the position `key` reached with the pending cards `tag` stands for (see
    /// [`pending_tag`]), unless it, or the same position with none pending, is there
    /// already.
    pub fn insert(&self, key: u64, tag: u64) -> Insert {
        let plain = plain(key);
        let stored = plain ^ tag;
        let mask = self.slots.len() - 1;
        let mut i = home(plain, mask);
        loop {
            let slot = &self.slots[i];
            let mut k = slot.load(Ordering::Relaxed);
            if k == 0 {
                match slot.compare_exchange(0, stored, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => return Insert::Added,
                    // Another searcher took the slot first: look at what it put there.
                    Err(now) => k = now,
                }
            }
            if k == stored || k == plain {
                return Insert::Seen;
            }
            i = (i + 1) & mask;
        }
    }

    /// Ask the processor to fetch the slot where a lookup of `key` starts, so the
    /// lookup made later does not wait for memory.
    pub fn prefetch(&self, key: u64) {
        let i = home(plain(key), self.slots.len() - 1);
        // SAFETY: a prefetch reads nothing the program sees and cannot fault, and
        // SSE, the feature it needs, is part of every x86-64 processor.
        #[cfg(target_arch = "x86_64")]
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                self.slots[i].as_ptr() as *const i8,
            );
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = i;
    }

    /// A table `factor` times larger holding the same keys.
    pub fn grown(&self, factor: usize) -> KeySet {
        let bigger = KeySet {
            slots: (0..self.slots.len() * factor)
                .map(|_| AtomicU64::new(0))
                .collect(),
        };
        let mask = bigger.slots.len() - 1;
        for k in self.slots.iter().map(|s| s.load(Ordering::Relaxed)) {
            if k == 0 {
                continue;
            }
            let mut i = home(k, mask);
            while bigger.slots[i].load(Ordering::Relaxed) != 0 {
                i = (i + 1) & mask;
            }
            bigger.slots[i].store(k, Ordering::Relaxed);
        }
        bigger
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_seen_once_and_dominated_by_its_plain_form() {
        let set = KeySet::with_bits(4);
        let tops = 1 << 3 | 1 << 40 | 1 << 51;
        let tag = |pending| pending_tag(tops, pending);
        assert_eq!(set.insert(42, 0), Insert::Added);
        assert_eq!(set.insert(42, 0), Insert::Seen);
        // The same position with cards pending has fewer moves: already covered.
        assert_eq!(set.insert(42, tag(1 << 40)), Insert::Seen);
        // Pending first, then plain: both are searched.
        assert_eq!(set.insert(7, tag(1 << 3)), Insert::Added);
        assert_eq!(set.insert(7, tag(1 << 51)), Insert::Added);
        assert_eq!(set.insert(7, tag(1 << 3)), Insert::Seen);
        assert_eq!(set.insert(7, 0), Insert::Added);
        assert_eq!(set.insert(7, tag(1 << 40 | 1 << 51)), Insert::Seen);
    }

    #[test]
    fn pending_sets_of_one_position_get_different_tags() {
        let tops: u64 = 1 << 0 | 1 << 20 | 1 << 34 | 1 << 35 | 1 << 44 | 1 << 50 | 1 << 51;
        let mut tags = std::collections::HashSet::new();
        // Every subset of the seven tops, the high cards included.
        for subset in 0u32..128 {
            let pending = (0..52)
                .filter(|&c| tops >> c & 1 == 1)
                .enumerate()
                .filter(|&(i, _)| subset >> i & 1 == 1)
                .fold(0u64, |set, (_, c)| set | 1 << c);
            let tag = pending_tag(tops, pending);
            assert_eq!(tag & 0xffff_ffff, 0, "the tag leaves the home bits alone");
            assert!(tags.insert(tag));
        }
    }

    #[test]
    fn growing_keeps_every_key() {
        let set = KeySet::with_bits(6);
        let keys: Vec<(u64, u64)> = (0..30u64)
            .map(|i| {
                (
                    i.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                    pending_tag(0b111, i % 3),
                )
            })
            .collect();
        for &(k, p) in &keys {
            assert_eq!(set.insert(k, p), Insert::Added);
        }
        let bigger = set.grown(4);
        assert_eq!(bigger.capacity(), 256);
        for &(k, p) in &keys {
            assert_eq!(bigger.insert(k, p), Insert::Seen);
        }
        assert_eq!(bigger.insert(12345, 0), Insert::Added);
    }
}
