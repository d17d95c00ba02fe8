//! Forgetting a person (`/privacy forget`), everywhere the store holds them: their
//! results and the mentions of them as an opponent ("a former player"), their
//! standings, their player records, the archived tables that name them and their live
//! DM tables' index entries. Also the forget markers a table's end honours
//! ([`honour_forgets`]), the forget log every process follows, and the index of the
//! people an archived table names. `history.rs`, `standings.rs` and `tables.rs` keep
//! their own records; what cuts across them for a forget lives here.

use super::encoding::*;
use super::history::{person_prefix_all, PERSON_PREFIX_LEN};
use super::kv::{Tx, TxAbort};
use super::players::player_mention_prefix;
use super::results::GameResult;
use super::standings::mention_prefix;
use super::*;

impl Store {
    /// Whether `user` erased their records (`forget_user`) after table `table_id` opened.
    pub fn forgot_after(&self, user: u64, table_id: u64) -> Result<bool, StoreError> {
        let marker = self.kv.get(Space::Meta, &forgotten_key(user))?;
        Ok(marker
            .and_then(|v| <[u8; 8]>::try_from(v.as_slice()).ok())
            .map(u64::from_be_bytes)
            .is_some_and(|watermark| watermark > table_id))
    }

    /// Erase a person from the records: their results and every mention of them as an
    /// opponent become "a former player", and their player records (careers) go.
    /// Reads only what names them (the person index). Returns how many results were
    /// changed. [`Store::forget_user_everywhere`] also erases archived tables.
    pub fn forget_user(&self, user: u64) -> Result<usize, StoreError> {
        self.forget_user_everywhere(user, &|_, _| None)
            .map(|erased| erased.results)
    }

    /// [`Store::forget_user`], and the person's name and id in every archived table
    /// that names them, erased by `erase` (tables still being played are erased when
    /// they end, see `honour_forgets`).
    pub fn forget_user_everywhere(
        &self,
        user: u64,
        erase: EraseFromRecord,
    ) -> Result<Erased, StoreError> {
        let (results, first_table_after) = self.forget_results(user)?;
        let mut erased = Erased {
            results,
            archived_tables: 0,
            first_table_after,
        };
        let prefix = archived_mention_prefix(user);
        let mentions = self.index_keys(&prefix)?;
        for mention in mentions {
            let table_key = &mention[prefix.len()..];
            // Read and rewritten together: a prune meanwhile is not undone.
            let changed = self
                .kv
                .transaction(|tx| {
                    let stored = tx.get(Space::Archive, table_key)?;
                    // A record this build cannot read keeps its mention (see above).
                    if stored.as_deref().is_some_and(|bytes| !readable(bytes)) {
                        return Ok(false);
                    }
                    let changed = stored.and_then(|bytes| erase(&bytes, user));
                    if let Some(changed) = &changed {
                        tx.insert(Space::Archive, table_key, changed)?;
                    }
                    tx.remove(Space::ByPerson, &mention)?;
                    drop_from_archived_people(tx, table_key, user)?;
                    Ok::<_, TxAbort<String>>(changed.is_some())
                })?
                .map_err(StoreError::Encode)?;
            erased.archived_tables += usize::from(changed);
        }
        // Their live DM tables' index entries (the tables are erased where they run).
        self.forget_dm_people(user)?;
        // Again, now that the forget marker has long been committed: a game end whose
        // transaction began before it (and so could not see it) has committed by now.
        self.forget_standings(user)?;
        self.kv.flush()?;
        Ok(erased)
    }

    /// The person index's keys under `prefix`, read before any of them is removed.
    fn index_keys(&self, prefix: &[u8]) -> Result<Vec<Vec<u8>>, StoreError> {
        self.kv
            .scan_prefix(Space::ByPerson, prefix)
            .map(|entry| entry.map(|(key, _)| key))
            .collect()
    }

    /// Returns the results rewritten and the first table id after the forget.
    fn forget_results(&self, user: u64) -> Result<(usize, u64), StoreError> {
        // Tables open now (ids below the next one) finish later: they must not bring
        // the person back (see `honour_forgets`).
        let watermark = self.next_id()?;
        // Not while a game end naming them is in its transaction (see
        // `Kv::transaction_as`): that end commits first, and is found by the index
        // read below, or it begins after and sees the marker.
        self.kv.insert_as(
            user,
            Space::Meta,
            &forgotten_key(user),
            &watermark.to_be_bytes(),
        )?;
        self.log_forget(user, watermark)?;
        let mut changed = 0;
        let prefix = person_prefix_all(user);
        // `~` entries index archived tables and player records, not results.
        let mentions: Vec<Vec<u8>> = self
            .index_keys(&prefix)?
            .into_iter()
            .filter(|key| key.get(PERSON_PREFIX_LEN) != Some(&b'~'))
            .collect();
        // A batch at a time: a few round trips on PostgreSQL, not three a result. Each
        // batch is read and rewritten in one transaction: two people forgetting
        // themselves at once, who share results, would otherwise each write back the
        // other's name from the copy they read.
        for batch in mentions.chunks(FORGET_BATCH) {
            let result_keys: Vec<Vec<u8>> = batch
                .iter()
                .map(|index_key| index_key[PERSON_PREFIX_LEN..].to_vec())
                .collect();
            changed += self
                .kv
                .transaction(|tx| {
                    let stored = tx.get_many(Space::Results, &result_keys)?;
                    let mut rewritten = Vec::new();
                    let mut done = Vec::new();
                    for ((index_key, result_key), bytes) in
                        batch.iter().zip(&result_keys).zip(stored)
                    {
                        let Some(bytes) = bytes else {
                            // The result is gone: so goes its entry.
                            done.push(index_key.clone());
                            continue;
                        };
                        // A result this build cannot read (a newer build's, or damaged)
                        // keeps its entry: a later forget, by that build, finds it.
                        let Ok(mut result) = decode::<GameResult>(&key_name(result_key), &bytes)
                        else {
                            continue;
                        };
                        if erase(&mut result, user) {
                            let value = serde_json::to_vec(&result)
                                .map_err(|e| TxAbort::Abort(e.to_string()))?;
                            rewritten.push((result_key.clone(), value));
                        }
                        done.push(index_key.clone());
                    }
                    tx.insert_many(Space::Results, &rewritten)?;
                    tx.remove_many(Space::ByPerson, &done)?;
                    Ok::<_, TxAbort<String>>(rewritten.len())
                })?
                .map_err(StoreError::Encode)?;
        }
        // The person's own records (careers, decks), through the person index.
        let prefix = player_mention_prefix(user);
        let mentions = self.index_keys(&prefix)?;
        let records: Vec<Vec<u8>> = mentions
            .iter()
            .map(|mention| mention[prefix.len()..].to_vec())
            .collect();
        self.kv.remove_many(Space::Players, &records)?;
        self.kv.remove_many(Space::ByPerson, &mentions)?;
        self.forget_standings(user)?;
        self.kv.flush()?;
        Ok((changed, watermark))
    }

    /// Note a forget in the forget log, which every process follows to erase the
    /// person from the live tables it runs; entries older than [`FORGET_LOG_KEPT_MS`] go.
    fn log_forget(&self, user: u64, first_after: u64) -> Result<(), StoreError> {
        let now = crate::clock::wall_ms();
        let stale: Vec<Vec<u8>> = self
            .kv
            .range(
                Space::Meta,
                FORGET_LOG,
                Some(&forget_log_key(now.saturating_sub(FORGET_LOG_KEPT_MS), 0)),
            )
            .map(|entry| entry.map(|(key, _)| key))
            .collect::<Result<_, _>>()?;
        self.kv.remove_many(Space::Meta, &stale)?;
        self.kv.insert(
            Space::Meta,
            &forget_log_key(now, user),
            &first_after.to_be_bytes(),
        )
    }

    /// The forgets logged at or after `since_ms` (epoch milliseconds).
    pub fn forgets_since(&self, since_ms: u64) -> Result<Vec<LoggedForget>, StoreError> {
        let end = super::kv::prefix_end(FORGET_LOG);
        let number = |bytes: &[u8], at: usize| {
            bytes
                .get(at..at + 8)
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map(u64::from_be_bytes)
                .unwrap_or(0)
        };
        self.kv
            .range(Space::Meta, &forget_log_key(since_ms, 0), end.as_deref())
            .map(|entry| {
                let (key, value) = entry?;
                let tail = &key[FORGET_LOG.len()..];
                Ok(LoggedForget {
                    at_ms: number(tail, 0),
                    user: number(tail, 8),
                    first_table_after: number(&value, 0),
                })
            })
            .collect()
    }

    /// Drop a person's standings everywhere (a forget), through the person index.
    fn forget_standings(&self, user: u64) -> Result<(), StoreError> {
        let prefix = mention_prefix(user);
        let mentions: Vec<Vec<u8>> = self
            .kv
            .scan_prefix(Space::ByPerson, &prefix)
            .map(|entry| entry.map(|(key, _)| key))
            .collect::<Result<_, _>>()?;
        let standings: Vec<Vec<u8>> = mentions
            .iter()
            .map(|mention| mention[prefix.len()..].to_vec())
            .collect();
        self.kv.remove_many(Space::Standings, &standings)?;
        self.kv.remove_many(Space::ByPerson, &mentions)
    }
}

/// Whether this build can read a stored record: JSON of a schema it knows.
fn readable(bytes: &[u8]) -> bool {
    serde_json::from_slice::<serde_json::Value>(bytes).is_ok_and(|value| {
        value
            .get("schema")
            .and_then(serde_json::Value::as_u64)
            .is_none_or(|schema| schema <= u64::from(SCHEMA))
    })
}

/// A forget as the forget log keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoggedForget {
    pub at_ms: u64,
    pub user: u64,
    /// The first table id given after it: tables below were open when the person
    /// asked, and are erased; a later one is a game they came back to.
    pub first_table_after: u64,
}

/// The forget log's keys in the meta space: `forget-log/<ms><user>`, big-endian.
const FORGET_LOG: &[u8] = b"forget-log/";

/// How long the forget log keeps an entry: a process started within this time after
/// a forget still erases the person from the tables it brings back.
pub const FORGET_LOG_KEPT_MS: u64 = 7 * 24 * 3600 * 1000;

fn forget_log_key(at_ms: u64, user: u64) -> Vec<u8> {
    let mut key = FORGET_LOG.to_vec();
    key.extend_from_slice(&at_ms.to_be_bytes());
    key.extend_from_slice(&user.to_be_bytes());
    key
}

/// Results a forget reads and rewrites at a time.
const FORGET_BATCH: usize = 500;

/// How a forgotten person appears in other people's records.
pub const FORMER: &str = "a former player";

/// What a forget erased.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Erased {
    /// Results that named the person (their own seat or as an opponent).
    pub results: usize,
    /// Archived tables that named them.
    pub archived_tables: usize,
    /// The first table id given after the forget: live tables below it are erased
    /// too (see [`LoggedForget`]).
    pub first_table_after: u64,
}

/// The person index's entries for archived tables: after every result key (which
/// starts with a game's lower-case letters), under `~archive/`.
pub(super) fn archived_mention_prefix(user: u64) -> Vec<u8> {
    format!("{user:020}/~archive/").into_bytes()
}

pub(super) fn archived_mention_key(user: u64, table_id: u64) -> Vec<u8> {
    let mut key = archived_mention_prefix(user);
    key.extend_from_slice(&table_id.to_be_bytes());
    key
}

/// The default tree's marker of a person erased by [`Store::forget_user`]: the first
/// table id after the erasure.
pub(super) fn forgotten_key(user: u64) -> Vec<u8> {
    format!("forgotten/{user}").into_bytes()
}

/// The first table id after `user` was forgotten, if they were (read in a transaction).
pub(super) fn read_marker(tx: &mut Tx, user: u64) -> Result<Option<u64>, TxAbort<String>> {
    let value = tx.get(Space::Meta, &forgotten_key(user))?;
    Ok(value
        .and_then(|v| <[u8; 8]>::try_from(v.as_slice()).ok())
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
    mut marker: impl FnMut(u64) -> Result<Option<u64>, TxAbort<String>>,
) -> Result<(Vec<GameResult>, Vec<bool>), TxAbort<String>> {
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
fn erase(result: &mut GameResult, user: u64) -> bool {
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
            // What a newer build kept about them goes with them.
            opponent.unknown_fields.clear();
            touched = true;
        }
    }
    touched
}

/// The people an archived table names (`p`, table id → their ids), so dropping it
/// drops their person index entries too.
const PEOPLE_PREFIX: &[u8] = b"p";

pub(super) fn archive_people_key(id: u64) -> Vec<u8> {
    let mut key = PEOPLE_PREFIX.to_vec();
    key.extend_from_slice(&id.to_be_bytes());
    key
}

pub(super) fn people_bytes(people: &[u64]) -> Vec<u8> {
    people.iter().flat_map(|user| user.to_be_bytes()).collect()
}

pub(super) fn people_of(bytes: &[u8]) -> impl Iterator<Item = u64> + '_ {
    bytes
        .chunks_exact(8)
        .map(|chunk| u64::from_be_bytes(chunk.try_into().unwrap_or_default()))
}

/// Take `user` off the people an archived table names (a forget).
pub(super) fn drop_from_archived_people<E>(
    tx: &mut Tx,
    table_key: &[u8],
    user: u64,
) -> Result<(), TxAbort<E>> {
    let key = archive_people_key(table_id(table_key));
    let Some(people) = tx.get(Space::ArchiveIndex, &key)? else {
        return Ok(());
    };
    let others: Vec<u64> = people_of(&people).filter(|&p| p != user).collect();
    tx.insert(Space::ArchiveIndex, &key, &people_bytes(&others))?;
    Ok(())
}
