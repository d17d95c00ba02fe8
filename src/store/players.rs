//! Players' own records (a career, a deck) under game-specific keys, each indexed
//! under its owner (keys end `/<user id>`) so a forget finds it.

use super::encoding::*;
use super::kv::TxAbort;
use super::*;

impl Store {
    /// A player's record (career, statistics) under a game-specific key.
    pub fn load_player<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        match self.kv.get(Space::Players, key.as_bytes())? {
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
        self.check_injected()?;
        let done = self.kv.transaction(|tx| {
            let current = tx.get(Space::Players, key.as_bytes())?;
            match change(current.as_deref()) {
                Ok((bytes, answer)) => {
                    tx.insert(Space::Players, key.as_bytes(), &bytes)?;
                    if let Some(mention) = player_mention_key(key) {
                        tx.insert(Space::ByPerson, &mention, &[])?;
                    }
                    Ok(answer)
                }
                Err(refusal) => Err(TxAbort::Abort(refusal)),
            }
        })?;
        if done.is_ok() {
            self.kv.flush()?;
        }
        Ok(done)
    }

    pub fn save_player<T: Serialize>(&self, key: &str, record: &T) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        self.kv.insert(Space::Players, key.as_bytes(), &bytes)?;
        if let Some(mention) = player_mention_key(key) {
            self.kv.insert(Space::ByPerson, &mention, &[])?;
        }
        self.kv.flush()
    }
}

/// The person index's entries for a person's own records (keys ending `/<user id>`).
pub(super) fn player_mention_prefix(user: u64) -> Vec<u8> {
    format!("{user:020}/~player/").into_bytes()
}

/// The owner a player record's key names (keys end `/<user id>`).
pub(super) fn player_owner(key: &str) -> Option<u64> {
    key.rsplit('/').next()?.parse().ok()
}

/// The person index entry of player record `key`, if the key names its owner.
pub(super) fn player_mention_key(key: &str) -> Option<Vec<u8>> {
    let owner = player_owner(key)?;
    let mut mention = player_mention_prefix(owner);
    mention.extend_from_slice(key.as_bytes());
    Some(mention)
}
