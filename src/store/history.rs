//! Finished games' results as stored: reads by server and person, and forgetting a
//! person everywhere the store holds them.

use super::encoding::*;
use super::results::GameResult;
use super::*;

impl Store {
    /// Every result of `game` in one server (`None`: direct messages), oldest table first.
    pub fn results_in(&self, game: &str, guild_id: Option<u64>) -> Vec<GameResult> {
        self.scan_results(&results::server_prefix(game, guild_id))
    }

    /// The results of `game` a person may see from `guild_id`: the server's, or in direct
    /// messages (`None`) only their own, since every person's direct messages with the
    /// bot are stored under the same "no server".
    pub fn results_seen_by(
        &self,
        game: &str,
        guild_id: Option<u64>,
        viewer: u64,
    ) -> Vec<GameResult> {
        let mut results = self.results_in(game, guild_id);
        if guild_id.is_none() {
            results.retain(|r| r.user == Some(viewer));
        }
        results
    }

    /// Whether `user` erased their records (`forget_user`) after table `table_id` opened.
    pub fn forgot_after(&self, user: u64, table_id: u64) -> Result<bool, StoreError> {
        let marker = self.db.get(forgotten_key(user))?;
        Ok(marker
            .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
            .map(u64::from_be_bytes)
            .is_some_and(|watermark| watermark > table_id))
    }

    /// Every result of `game` in every server.
    pub fn results_of_game(&self, game: &str) -> Vec<GameResult> {
        self.scan_results(format!("{game}/").as_bytes())
    }

    pub(super) fn scan_results(&self, prefix: &[u8]) -> Vec<GameResult> {
        self.results
            .scan_prefix(prefix)
            .filter_map(|entry| {
                let (key, bytes) = entry.ok()?;
                match decode::<GameResult>(&key_name(&key), &bytes) {
                    Ok(result) => Some(result),
                    Err(err) => {
                        tracing::warn!(%err, "a stored result could not be read");
                        None
                    }
                }
            })
            .collect()
    }

    /// Erase a person from the records: their results and every mention of them as an
    /// opponent become "a former player", and their player records (careers) go.
    /// Returns how many results were changed.
    pub fn forget_user(&self, user: u64) -> Result<usize, StoreError> {
        // Tables open now (ids below the next one) finish later: they must not bring
        // the person back (see `honour_forgets`).
        let watermark = self.next_id()?;
        self.db
            .insert(forgotten_key(user), &watermark.to_be_bytes())?;
        let mut changed = 0;
        for entry in self.results.iter() {
            let (key, bytes) = entry?;
            let Ok(mut result) = decode::<GameResult>(&key_name(&key), &bytes) else {
                continue;
            };
            if erase(&mut result, user) {
                let value =
                    serde_json::to_vec(&result).map_err(|e| StoreError::Encode(e.to_string()))?;
                self.results.insert(key, value)?;
                changed += 1;
            }
        }
        let suffix = format!("/{user}");
        let keys: Vec<_> = self
            .players
            .iter()
            .keys()
            .filter_map(|k| k.ok())
            .filter(|k| k.ends_with(suffix.as_bytes()))
            .collect();
        for key in keys {
            self.players.remove(key)?;
        }
        self.db.flush()?;
        Ok(changed)
    }

    /// Write results outside a table's end (tests, imports); flushed.
    pub fn save_results(&self, results: &[GameResult]) -> Result<(), StoreError> {
        for result in results {
            let value =
                serde_json::to_vec(result).map_err(|e| StoreError::Encode(e.to_string()))?;
            self.results.insert(result.key(), value)?;
        }
        self.results.flush()?;
        Ok(())
    }
}

/// A key and its encoded value.
pub(super) type Entry = (Vec<u8>, Vec<u8>);

/// How a forgotten person appears in other people's records.
pub(super) const FORMER: &str = "a former player";

/// The default tree's marker of a person erased by [`Store::forget_user`]: the first
/// table id after the erasure.
pub(super) fn forgotten_key(user: u64) -> Vec<u8> {
    format!("forgotten/{user}").into_bytes()
}

/// Transactions abort with a message (an encoding failure).
pub(super) type TxError = sled::transaction::ConflictableTransactionError<String>;

pub(super) fn abort(err: StoreError) -> TxError {
    TxError::Abort(err.to_string())
}

pub(super) fn transaction_error(err: sled::transaction::TransactionError<String>) -> StoreError {
    match err {
        sled::transaction::TransactionError::Abort(message) => StoreError::Encode(message),
        sled::transaction::TransactionError::Storage(err) => err.into(),
    }
}

/// The first table id after `user` was forgotten, if they were (read in a transaction).
pub(super) fn read_marker(
    markers: &sled::transaction::TransactionalTree,
    user: u64,
) -> Result<Option<u64>, TxError> {
    let value = markers.get(forgotten_key(user))?;
    Ok(value
        .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
        .map(u64::from_be_bytes))
}

/// What table `table_id` may store at its end: its `results` with everyone forgotten
/// since it opened erased, and for each of `updates` whether it may be made (not for
/// such a person: player record keys end with the person's id). `marker` reads a
/// person's forget marker.
pub(super) fn honour_forgets(
    table_id: u64,
    results: &[GameResult],
    updates: &[PlayerUpdate],
    marker: impl Fn(u64) -> Result<Option<u64>, TxError>,
) -> Result<(Vec<GameResult>, Vec<bool>), TxError> {
    let owner = |update: &PlayerUpdate| update.key.rsplit('/').next()?.parse::<u64>().ok();
    let mut people: Vec<u64> = results
        .iter()
        .flat_map(|r| {
            r.user
                .into_iter()
                .chain(r.opponents.iter().filter_map(|o| o.user))
        })
        .chain(updates.iter().filter_map(owner))
        .collect();
    people.sort_unstable();
    people.dedup();
    let mut forgotten = Vec::new();
    for user in people {
        if marker(user)?.is_some_and(|first_after| table_id < first_after) {
            forgotten.push(user);
        }
    }
    let mut results = results.to_vec();
    for result in &mut results {
        for &user in &forgotten {
            erase(result, user);
        }
    }
    let allowed = updates
        .iter()
        .map(|u| !owner(u).is_some_and(|user| forgotten.contains(&user)))
        .collect();
    Ok((results, allowed))
}

/// Erase `user` from one result, as its own seat or an opponent; whether it named them.
pub(super) fn erase(result: &mut GameResult, user: u64) -> bool {
    let mut touched = false;
    if result.user == Some(user) {
        result.user = None;
        result.name = FORMER.into();
        touched = true;
    }
    for opponent in &mut result.opponents {
        if opponent.user == Some(user) {
            opponent.user = None;
            opponent.name = FORMER.into();
            touched = true;
        }
    }
    touched
}

/// Each result under its key, encoded.
pub(super) fn encode_results(results: &[GameResult]) -> Result<Vec<Entry>, StoreError> {
    results
        .iter()
        .map(|result| {
            serde_json::to_vec(result)
                .map(|value| (result.key(), value))
                .map_err(|e| StoreError::Encode(e.to_string()))
        })
        .collect()
}
