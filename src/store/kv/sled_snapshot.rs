//! A running sled store's backup as of one moment. sled has no snapshot across its
//! trees, so while a backup reads, each write first keeps the value its key had when
//! the backup began (its before-image), unless the backup has read that key already.
//! The backup reads every tree in key order and takes a key's before-image where there
//! is one, and at the end of a tree adds the keys deleted before it reached them: the
//! copy is the store as of the moment the backup began.

use crate::store::StoreError;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, RwLock, RwLockReadGuard};

#[derive(Default)]
pub(super) struct Snapshots {
    /// Held shared by every write and transaction, and alone to begin a backup: no
    /// transaction is half-applied at the moment a backup is of.
    writes: RwLock<()>,
    /// Whether a backup is reading (writes outside one skip the rest).
    active: AtomicBool,
    /// Never held while sled is called: a sled transaction holds sled's own lock
    /// while it asks for this one.
    reading: Mutex<Option<Reading>>,
}

/// A backup being read; when it goes (written, failed or panicked), writes stop
/// keeping values for it.
pub(super) struct Backup<'a> {
    snapshots: &'a Snapshots,
}

impl Drop for Backup<'_> {
    fn drop(&mut self) {
        self.snapshots.active.store(false, Ordering::SeqCst);
        *self.snapshots.reading() = None;
    }
}

/// Where a backup is, and what changed ahead of it.
struct Reading {
    /// The tree being read (an index in `Space::ALL`) and the last key read in it.
    tree: usize,
    last: Option<Vec<u8>>,
    /// Keys written since the backup began that it has not read yet: their value when
    /// it began (`None`: there was no such key).
    before: HashMap<(usize, Vec<u8>), Option<Vec<u8>>>,
}

impl Reading {
    fn has_read(&self, tree: usize, key: &[u8]) -> bool {
        tree < self.tree
            || (tree == self.tree && self.last.as_deref().is_some_and(|last| key <= last))
    }
}

impl Snapshots {
    fn reading(&self) -> MutexGuard<'_, Option<Reading>> {
        self.reading.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Held for a write or a whole transaction.
    pub(super) fn writing(&self) -> RwLockReadGuard<'_, ()> {
        self.writes.read().unwrap_or_else(|p| p.into_inner())
    }

    /// Called before `tree`'s `key` is written, with [`Snapshots::writing`] held: if
    /// a backup is reading and has not read the key yet, keep its value (`current`
    /// reads it) the first time. The value is read before the lock is taken: any other
    /// write of the key keeps its value before writing, so a changed value is never
    /// the one kept.
    pub(super) fn before_write<E>(
        &self,
        tree: usize,
        key: &[u8],
        current: impl FnOnce() -> Result<Option<Vec<u8>>, E>,
    ) -> Result<(), E> {
        if !self.active.load(Ordering::SeqCst) {
            return Ok(());
        }
        let value = current()?;
        let mut reading = self.reading();
        let Some(reading) = reading.as_mut() else {
            return Ok(());
        };
        if !reading.has_read(tree, key) {
            reading.before.entry((tree, key.to_vec())).or_insert(value);
        }
        Ok(())
    }

    /// A backup begins: from now on writes keep their keys' values for it, until the
    /// returned guard goes.
    pub(super) fn begin(&self) -> Result<Backup<'_>, StoreError> {
        let _no_writes = self.writes.write().unwrap_or_else(|p| p.into_inner());
        let mut reading = self.reading();
        if reading.is_some() {
            return Err(StoreError::Encode(
                "a backup is being written already".into(),
            ));
        }
        *reading = Some(Reading {
            tree: 0,
            last: None,
            before: HashMap::new(),
        });
        self.active.store(true, Ordering::SeqCst);
        Ok(Backup { snapshots: self })
    }

    /// `key` was read from `tree` as `value`: what the copy holds for it (its value when
    /// the backup began; `None`: it did not exist then).
    pub(super) fn read(&self, tree: usize, key: &[u8], value: Vec<u8>) -> Option<Vec<u8>> {
        let mut reading = self.reading();
        let Some(reading) = reading.as_mut() else {
            return Some(value);
        };
        reading.tree = tree;
        reading.last = Some(key.to_vec());
        match reading.before.remove(&(tree, key.to_vec())) {
            Some(before) => before,
            None => Some(value),
        }
    }

    /// `tree` was read to its end: the keys it held when the backup began that were
    /// deleted before the backup reached them.
    pub(super) fn end_of_tree(&self, tree: usize) -> Vec<(Vec<u8>, Vec<u8>)> {
        let mut reading = self.reading();
        let Some(reading) = reading.as_mut() else {
            return Vec::new();
        };
        reading.tree = tree + 1;
        reading.last = None;
        let keys: Vec<(usize, Vec<u8>)> = reading
            .before
            .keys()
            .filter(|(t, _)| *t == tree)
            .cloned()
            .collect();
        let mut deleted: Vec<(Vec<u8>, Vec<u8>)> = keys
            .into_iter()
            .filter_map(|k| {
                let before = reading.before.remove(&k)?;
                Some((k.1, before?))
            })
            .collect();
        deleted.sort();
        deleted
    }
}
