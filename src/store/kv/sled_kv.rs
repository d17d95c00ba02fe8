//! The embedded backend: one sled tree per space.

use super::{KvIter, Space, Tx, TxAbort, TxFail};
use crate::store::StoreError;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;
use std::ops::Bound;

#[derive(Clone)]
pub struct SledKv {
    db: sled::Db,
    /// One tree per space, in [`Space::ALL`]'s order (the default tree for `Meta`).
    trees: Vec<sled::Tree>,
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
        Ok(SledKv { db, trees })
    }

    fn tree(&self, space: Space) -> &sled::Tree {
        &self.trees[index(space)]
    }

    pub fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.tree(space).get(key)?.map(|v| v.to_vec()))
    }

    pub fn insert(&self, space: Space, key: &[u8], value: &[u8]) -> Result<(), StoreError> {
        self.tree(space).insert(key, value)?;
        Ok(())
    }

    pub fn remove(&self, space: Space, key: &[u8]) -> Result<(), StoreError> {
        self.tree(space).remove(key)?;
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
        let done = trees[..].transaction(|view| {
            let mut tx = Tx::Sled(view);
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
