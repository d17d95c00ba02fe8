//! Finished games' results as stored: reads by server and person, writing them with
//! their person index entries and standings. Forgetting a person is `forget.rs`.

use super::encoding::*;
use super::kv::{Tx, TxAbort};
use super::players::player_mention_key;
use super::results::{people_named, GameResult};
use super::standings;
use super::*;

/// Finished games' results, read by server and person ([`Store::results`]).
#[derive(Clone, Copy)]
pub struct Results<'a> {
    store: &'a Store,
}

impl Store {
    /// Finished games' results (see [`Results`]).
    pub fn results(&self) -> Results<'_> {
        Results { store: self }
    }

    pub(super) fn scan_results(&self, prefix: &[u8]) -> Vec<GameResult> {
        self.kv
            .scan_prefix(Space::Results, prefix)
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
}

impl Results<'_> {
    /// Every result of `game` in one server (`None`: direct messages), oldest table first.
    pub fn in_server(&self, game: &str, guild_id: Option<u64>) -> Vec<GameResult> {
        self.store
            .scan_results(&results::server_prefix(game, guild_id))
    }

    /// The results of `game` a person may see from `guild_id`: the server's, or in direct
    /// messages (`None`) only their own, since every person's direct messages with the
    /// bot are stored under the same "no server".
    pub fn seen_by(&self, game: &str, guild_id: Option<u64>, viewer: u64) -> Vec<GameResult> {
        let mut results = self.in_server(game, guild_id);
        if guild_id.is_none() {
            results.retain(|r| r.user == Some(viewer));
        }
        results
    }

    /// Every result of `game` in every server.
    pub fn of_game(&self, game: &str) -> Vec<GameResult> {
        self.store.scan_results(format!("{game}/").as_bytes())
    }

    /// One person's results of `game` in every server, read through the person index
    /// (reads only that person's results).
    pub fn of_person(&self, game: &str, user: u64) -> Vec<GameResult> {
        let prefix = person_prefix(user, game);
        self.store
            .kv
            .scan_prefix(Space::ByPerson, &prefix)
            .filter_map(|entry| {
                let (key, _) = entry.ok()?;
                let result_key = &key[PERSON_PREFIX_LEN..];
                let bytes = self.store.kv.get(Space::Results, result_key).ok()??;
                decode::<GameResult>(&key_name(result_key), &bytes).ok()
            })
            .filter(|r| r.user == Some(user))
            .collect()
    }

    /// Write results outside a table's end (tests, imports); flushed.
    pub fn save(&self, results: &[GameResult]) -> Result<(), StoreError> {
        self.store
            .kv
            .transaction(|tx| put_results(tx, results))?
            .map_err(StoreError::Encode)?;
        self.store.kv.flush()
    }
}

/// Write results, index each under every person it names (its seat and opponents),
/// and move its persons' standings. A result already stored (an end replayed after a
/// crash) is left as it is and never counted twice.
pub(super) fn put_results(tx: &mut Tx, results: &[GameResult]) -> Result<(), TxAbort<String>> {
    let mut new = Vec::new();
    for result in results {
        let value = serde_json::to_vec(result).map_err(|e| TxAbort::Abort(e.to_string()))?;
        let key = result.key();
        // A stored result is kept as it is (a newer build's fields included).
        if tx.get(Space::Results, &key)?.is_some() {
            continue;
        }
        new.push(result);
        tx.insert(Space::Results, &key, &value)?;
        for user in people_named(result) {
            tx.insert(Space::ByPerson, &person_key(user, &key), &[])?;
        }
    }
    standings::add_to_standings(tx, new)
}

/// Person index keys: the person, the game, then the result's own key.
pub(super) fn person_prefix_all(user: u64) -> Vec<u8> {
    format!("{user:020}/").into_bytes()
}

/// The length of [`person_prefix_all`]: the result's key follows.
pub(super) const PERSON_PREFIX_LEN: usize = 21;

pub(super) fn person_prefix(user: u64, game: &str) -> Vec<u8> {
    // A result key starts with its game: `user/game/guild/...`.
    format!("{user:020}/{game}/").into_bytes()
}

fn person_key(user: u64, result_key: &[u8]) -> Vec<u8> {
    let mut key = person_prefix_all(user);
    key.extend_from_slice(result_key);
    key
}

/// Index the results of a database written before results were indexed by person.
pub(super) fn index_results(store: &Store) -> Result<u64, StoreError> {
    let mut indexed = 0;
    let mut batch = Vec::new();
    for entry in store.kv.range(Space::Results, &[], None) {
        let (key, bytes) = entry?;
        let Ok(result) = decode::<GameResult>(&key_name(&key), &bytes) else {
            continue;
        };
        for user in people_named(&result) {
            batch.push((person_key(user, &key), Vec::new()));
        }
        indexed += 1;
        if batch.len() >= 512 {
            store.kv.insert_many(Space::ByPerson, &batch)?;
            batch.clear();
        }
    }
    store.kv.insert_many(Space::ByPerson, &batch)?;
    let mut owners = Vec::new();
    for entry in store.kv.range(Space::Players, &[], None) {
        let (key, _) = entry?;
        if let Some(mention) = player_mention_key(&String::from_utf8_lossy(&key)) {
            owners.push((mention, Vec::new()));
        }
    }
    store.kv.insert_many(Space::ByPerson, &owners)?;
    Ok(indexed)
}
