//! The embedded backend: one sled tree per space.

use super::sled_snapshot::Snapshots;
use super::{KvIter, Space, Tx, TxAbort, TxFail};
use crate::store::StoreError;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;
use std::ops::Bound;
use std::sync::Arc;

#[derive(Clone)]
pub struct SledKv {
    db: sled::Db,
    /// One tree per space, in [`Space::ALL`]'s order (the default tree for `Meta`).
    trees: Vec<sled::Tree>,
    /// What a backup being written needs from the writes meanwhile.
    snapshots: Arc<Snapshots>,
}

/// A transaction's view on sled: its trees, and the backup it keeps values for.
pub struct SledTx<'a> {
    trees: &'a [sled::transaction::TransactionalTree],
    snapshots: &'a Snapshots,
}

impl SledTx<'_> {
    pub fn get(&mut self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, TxFail> {
        self.trees[index(space)]
            .get(key)
            .map(|v| v.map(|v| v.to_vec()))
            .map_err(TxFail::Sled)
    }

    /// Before a write: a backup being written keeps the key's value (as the
    /// transaction sees it: what the store holds, or what this transaction wrote).
    fn keep_for_backup(&mut self, space: Space, key: &[u8]) -> Result<(), TxFail> {
        let tree = &self.trees[index(space)];
        self.snapshots.before_write(index(space), key, || {
            tree.get(key)
                .map(|v| v.map(|v| v.to_vec()))
                .map_err(TxFail::Sled)
        })
    }

    pub fn insert(&mut self, space: Space, key: &[u8], value: &[u8]) -> Result<(), TxFail> {
        self.keep_for_backup(space, key)?;
        self.trees[index(space)]
            .insert(key, value)
            .map(|_| ())
            .map_err(TxFail::Sled)
    }

    pub fn remove(&mut self, space: Space, key: &[u8]) -> Result<(), TxFail> {
        self.keep_for_backup(space, key)?;
        self.trees[index(space)]
            .remove(key)
            .map(|_| ())
            .map_err(TxFail::Sled)
    }
}

/// A space's tree in [`SledKv::trees`] (and in a transaction's view).
pub(super) fn index(space: Space) -> usize {
    Space::ALL
        .iter()
        .position(|s| *s == space)
        .expect("every space is in Space::ALL")
}

impl SledKv {
    pub fn new(db: sled::Db) -> Result<SledKv, StoreError> {
        let trees = Space::ALL
            .iter()
            .map(|space| match space {
                Space::Meta => Ok((*db).clone()),
                other => db.open_tree(other.name()),
            })
            .collect::<Result<_, _>>()?;
        Ok(SledKv {
            db,
            trees,
            snapshots: Default::default(),
        })
    }

    fn tree(&self, space: Space) -> &sled::Tree {
        &self.trees[index(space)]
    }

    pub fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.tree(space).get(key)?.map(|v| v.to_vec()))
    }

    pub fn insert(&self, space: Space, key: &[u8], value: &[u8]) -> Result<(), StoreError> {
        let _writing = self.snapshots.writing();
        self.keep_for_backup(space, key)?;
        self.tree(space).insert(key, value)?;
        Ok(())
    }

    pub fn remove(&self, space: Space, key: &[u8]) -> Result<(), StoreError> {
        let _writing = self.snapshots.writing();
        self.keep_for_backup(space, key)?;
        self.tree(space).remove(key)?;
        Ok(())
    }

    fn keep_for_backup(&self, space: Space, key: &[u8]) -> Result<(), StoreError> {
        self.snapshots
            .before_write(index(space), key, || self.get(space, key))
    }

    /// Every entry of `spaces` as of the moment this call begins, while this process
    /// goes on writing (see [`Snapshots`]). One at a time.
    pub fn scan_snapshot(
        &self,
        spaces: &[Space],
        each: &mut dyn FnMut(Space, super::Pair) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        // Trees are read in `Space::ALL`'s order: "read already" counts on it.
        let mut spaces = spaces.to_vec();
        spaces.sort_by_key(|space| index(*space));
        let _backup = self.snapshots.begin()?;
        for &space in &spaces {
            let tree = index(space);
            for entry in self.tree(space).iter() {
                let (key, value) = entry?;
                if let Some(value) = self.snapshots.read(tree, &key, value.to_vec()) {
                    each(space, (key.to_vec(), value))?;
                }
            }
            for deleted in self.snapshots.end_of_tree(tree) {
                each(space, deleted)?;
            }
        }
        Ok(())
    }

    pub fn range(&self, space: Space, start: &[u8], end: Option<&[u8]>) -> KvIter<'_> {
        let upper = match end {
            Some(end) => Bound::Excluded(end.to_vec()),
            None => Bound::Unbounded,
        };
        let entries = self
            .tree(space)
            .range::<Vec<u8>, _>((Bound::Included(start.to_vec()), upper))
            .map(|entry| {
                entry
                    .map(|(k, v)| (k.to_vec(), v.to_vec()))
                    .map_err(StoreError::from)
            });
        Box::new(entries)
    }

    pub fn len(&self, space: Space) -> u64 {
        self.tree(space).len() as u64
    }

    pub fn transaction<R, E>(
        &self,
        change: impl Fn(&mut Tx) -> Result<R, TxAbort<E>>,
    ) -> Result<Result<R, E>, StoreError> {
        let trees: Vec<&sled::Tree> = self.trees.iter().collect();
        let _writing = self.snapshots.writing();
        let done = trees[..].transaction(|view| {
            let mut tx = Tx::Sled(SledTx {
                trees: view,
                snapshots: &self.snapshots,
            });
            change(&mut tx).map_err(|abort| match abort {
                TxAbort::Abort(refusal) => ConflictableTransactionError::Abort(refusal),
                TxAbort::Fail(TxFail::Sled(err)) => err.into(),
                // Not met: a sled transaction's view gives only sled's errors.
                TxAbort::Fail(TxFail::Pg(err)) => {
                    ConflictableTransactionError::Storage(sled::Error::Unsupported(err.to_string()))
                }
                TxAbort::Fail(TxFail::Store(err)) => {
                    ConflictableTransactionError::Storage(sled::Error::Unsupported(err.to_string()))
                }
            })
        });
        match done {
            Ok(answer) => Ok(Ok(answer)),
            Err(TransactionError::Abort(refusal)) => Ok(Err(refusal)),
            Err(TransactionError::Storage(err)) => Err(err.into()),
        }
    }

    pub fn generate_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()?)
    }

    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> SledKv {
        SledKv::new(sled::Config::new().temporary(true).open().unwrap()).unwrap()
    }

    /// What a backup copies of `space` while `during` writes after its `nth` entry.
    fn copy_while(kv: &SledKv, nth: usize, during: impl Fn(&SledKv)) -> Vec<super::super::Pair> {
        let mut copied = Vec::new();
        let mut seen = 0;
        kv.scan_snapshot(&[Space::Results, Space::ByPerson], &mut |space, pair| {
            if space == Space::Results {
                seen += 1;
                if seen == nth {
                    during(kv);
                }
                copied.push(pair);
            }
            Ok(())
        })
        .unwrap();
        copied.sort();
        copied
    }

    #[test]
    fn a_backup_holds_the_store_as_of_its_start_while_this_process_writes() {
        let kv = store();
        let key = |n: u32| format!("k{n:05}").into_bytes();
        // Many pages' worth: the writes land far ahead of the copy.
        for n in 0..5000 {
            kv.insert(Space::Results, &key(n), &[7; 64]).unwrap();
        }
        let before: Vec<super::super::Pair> = kv
            .range(Space::Results, &[], None)
            .collect::<Result<_, _>>()
            .unwrap();
        // After the copy's second entry: change a key read already and keys ahead,
        // delete one ahead, add new ones on both sides, and the same in a transaction.
        let copied = copy_while(&kv, 2, |kv| {
            kv.insert(Space::Results, &key(0), b"new").unwrap();
            kv.insert(Space::Results, &key(3000), b"new").unwrap();
            kv.remove(Space::Results, &key(4000)).unwrap();
            kv.insert(Space::Results, b"k04500x", b"new").unwrap();
            kv.insert(Space::Results, b"a", b"new").unwrap();
            kv.transaction(|tx| {
                tx.insert(Space::Results, &key(4999), b"new")?;
                tx.remove(Space::Results, &key(2500))?;
                tx.insert(Space::Results, b"z", b"new")?;
                tx.insert(Space::ByPerson, b"x", b"new")?;
                Ok::<_, TxAbort<()>>(())
            })
            .unwrap()
            .unwrap();
        });
        assert_eq!(copied.len(), before.len());
        assert!(copied == before, "the copy is the store as it began");
        // The writes landed: the next copy holds them.
        let after = copy_while(&kv, 0, |_| {});
        assert_eq!(after.len(), 5000 - 2 + 3);
        let value = |k: &[u8]| {
            after
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.clone())
        };
        assert_eq!(value(&key(3000)), Some(b"new".to_vec()));
        assert_eq!(value(&key(4000)), None);
        assert_eq!(value(b"z"), Some(b"new".to_vec()));
    }
}
