//! A transaction on PostgreSQL, as the store contract's transactions see it.

use super::connection::Statements;
use super::Inner;
use crate::store::kv::{Space, TxFail};
use crate::store::StoreError;
use tokio_postgres::error::SqlState;

pub(super) fn is_conflict(err: &tokio_postgres::Error) -> bool {
    matches!(
        err.code(),
        Some(&SqlState::T_R_SERIALIZATION_FAILURE) | Some(&SqlState::T_R_DEADLOCK_DETECTED)
    )
}

/// A transaction's view on PostgreSQL.
pub struct PgTx<'a> {
    pub(super) tx: &'a tokio_postgres::Transaction<'a>,
    pub(super) st: &'a Statements,
    pub(super) kv: &'a Inner,
}

impl PgTx<'_> {
    pub fn get(&mut self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, TxFail> {
        let row = self
            .kv
            .timed(self.tx.query_opt(&self.st.get, &[&space.name(), &key]))
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(row.map(|row| row.get(0)))
    }

    pub fn insert(&mut self, space: Space, key: &[u8], value: &[u8]) -> Result<(), TxFail> {
        self.kv
            .timed(
                self.tx
                    .execute(&self.st.upsert, &[&space.name(), &key, &value]),
            )
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(())
    }

    pub fn remove(&mut self, space: Space, key: &[u8]) -> Result<(), TxFail> {
        self.kv
            .timed(self.tx.execute(&self.st.delete, &[&space.name(), &key]))
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(())
    }

    /// The values of `keys`, in their order (one round trip).
    pub fn get_many(
        &mut self,
        space: Space,
        keys: &[Vec<u8>],
    ) -> Result<Vec<Option<Vec<u8>>>, TxFail> {
        let rows = self
            .kv
            .timed(self.tx.query(&self.st.get_many, &[&space.name(), &keys]))
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        let found: std::collections::HashMap<Vec<u8>, Vec<u8>> = rows
            .into_iter()
            .map(|row| (row.get(0), row.get(1)))
            .collect();
        Ok(keys.iter().map(|key| found.get(key).cloned()).collect())
    }

    /// Many upserts in one statement (keys unique).
    pub fn insert_many(
        &mut self,
        space: Space,
        pairs: &[(Vec<u8>, Vec<u8>)],
    ) -> Result<(), TxFail> {
        let (keys, values): (Vec<&[u8]>, Vec<&[u8]>) = pairs
            .iter()
            .map(|(k, v)| (k.as_slice(), v.as_slice()))
            .unzip();
        self.kv
            .timed(
                self.tx
                    .execute(&self.st.upsert_many, &[&space.name(), &keys, &values]),
            )
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(())
    }

    /// Remove every key of `keys` (one statement).
    pub fn remove_many(&mut self, space: Space, keys: &[Vec<u8>]) -> Result<(), TxFail> {
        self.kv
            .timed(
                self.tx
                    .execute(&self.st.delete_many, &[&space.name(), &keys]),
            )
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(())
    }

    /// Go on only while `epoch` is table `table`'s (see `fence.rs`): its row is locked
    /// until the transaction ends, so no claim comes between the check and the commit.
    pub fn own(&mut self, table: u64, epoch: i64) -> Result<(), TxFail> {
        let row = self
            .kv
            .timed(
                self.tx
                    .query_opt(&self.st.owner, &[&(table as i64), &epoch]),
            )
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        match row {
            Some(_) => Ok(()),
            None => Err(TxFail::Store(StoreError::Fenced(table))),
        }
    }

    /// Table `table` ended: its owner row goes (an epoch is never given again, so no
    /// process that ran it can write it after).
    pub fn end_owner(&mut self, table: u64) -> Result<(), TxFail> {
        self.kv
            .timed(
                self.tx
                    .execute("DELETE FROM table_owner WHERE id = $1", &[&(table as i64)]),
            )
            .map_err(TxFail::Store)?
            .map_err(TxFail::Pg)?;
        Ok(())
    }
}
