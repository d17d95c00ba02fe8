//! Players' own records (a career, a deck) under game-specific keys.

use super::encoding::*;
use super::*;

impl Store {
    /// A player's record (career, statistics) under a game-specific key.
    pub fn load_player<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        match self.players.get(key.as_bytes())? {
            Some(bytes) => decode(key, &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Read, change and write one player record in a transaction (flushed), so a change
    /// made meanwhile by a finished game (a career's payout) is never overwritten.
    /// `change` gets the stored bytes and returns the new bytes and its answer, or
    /// refuses (nothing is written). It may run more than once, so it must be pure.
    pub fn update_player<R, Refusal>(
        &self,
        key: &str,
        change: impl Fn(Option<&[u8]>) -> Result<(Vec<u8>, R), Refusal>,
    ) -> Result<Result<R, Refusal>, StoreError> {
        use sled::transaction::{ConflictableTransactionError, TransactionError};
        self.check_injected()?;
        let done = self.players.transaction(|players| {
            let current = players.get(key.as_bytes())?;
            match change(current.as_deref()) {
                Ok((bytes, answer)) => {
                    players.insert(key.as_bytes(), bytes)?;
                    Ok(answer)
                }
                Err(refusal) => Err(ConflictableTransactionError::Abort(refusal)),
            }
        });
        match done {
            Ok(answer) => {
                self.players.flush()?;
                Ok(Ok(answer))
            }
            Err(TransactionError::Abort(refusal)) => Ok(Err(refusal)),
            Err(TransactionError::Storage(err)) => Err(err.into()),
        }
    }

    pub fn save_player<T: Serialize>(&self, key: &str, record: &T) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        self.players.insert(key.as_bytes(), bytes)?;
        self.players.flush()?;
        Ok(())
    }
}
