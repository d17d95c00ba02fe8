//! Faults injected by tests (a failing or hung disk) and met in operation (a hung
//! disk), shared by every clone of a store.

use super::{Store, StoreError};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};

/// What an injected flush fault does (tests of a failing or hung disk).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlushFault {
    /// Flushes work.
    None,
    /// Every flush fails (the writes before it stay in sled's memory, maybe on disk).
    Fail,
    /// Every flush hangs for ever (until the durability deadline).
    Hang,
}

/// Faults, injected or met (a hung disk), shared by every clone of a store.
#[derive(Default)]
pub(super) struct Faults {
    /// While set, table writes fail.
    pub(super) writes: AtomicBool,
    /// A [`FlushFault`] as a number.
    pub(super) flushes: AtomicU8,
    /// How many writes and flushes the injection refused.
    pub(super) refused: AtomicU64,
    /// Set once a flush overran the deadline: the disk is hung, and later waits fail at
    /// once instead of each waiting the deadline out again.
    pub(super) hung: AtomicBool,
}

impl Store {
    /// Make every table write fail (or work again): for tests of a failing disk.
    pub fn inject_write_failures(&self, failing: bool) {
        self.faults.writes.store(failing, Ordering::SeqCst);
    }

    /// Make every wait for durability fail or hang (or work again): for tests of a
    /// failing or hung disk. Writes still land in sled's memory, as they would.
    pub fn inject_flush_fault(&self, fault: FlushFault) {
        let code = match fault {
            FlushFault::None => 0,
            FlushFault::Fail => 1,
            FlushFault::Hang => 2,
        };
        self.faults.flushes.store(code, Ordering::SeqCst);
    }

    /// How many table writes and flushes the injected faults refused.
    pub fn injected_refusals(&self) -> u64 {
        self.faults.refused.load(Ordering::SeqCst)
    }

    pub(super) fn check_injected(&self) -> Result<(), StoreError> {
        if self.faults.writes.load(Ordering::SeqCst) {
            self.faults.refused.fetch_add(1, Ordering::SeqCst);
            return Err(StoreError::Encode("injected write failure".into()));
        }
        Ok(())
    }
}
