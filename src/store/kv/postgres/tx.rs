//! A transaction on PostgreSQL, as the store contract's transactions see it.

use super::connection::Statements;
use super::Inner;
use crate::store::kv::{Space, TxFail};
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
}
