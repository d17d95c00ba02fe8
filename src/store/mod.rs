//! Durable storage in sled: live tables, archived tables and player records.
//!
//! Every record is JSON carrying a `schema` number; [`migrate`] brings an old record up to
//! date on load. Nothing reaches a user before it is on disk (the write-ahead rule):
//! most writes flush before they return; a table's actor writes without flushing and
//! then waits for [`Store::durable`], where one flush covers every table that wrote
//! meanwhile (group commit).

pub mod backup;
mod group_flush;
pub mod results;

use group_flush::GroupFlush;

use results::GameResult;
use serde::{de::DeserializeOwned, Serialize};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Current schema of every record kind stored here.
pub const SCHEMA: u32 = 1;

/// A live table's record as the store keeps it. Beside the record the store keeps the
/// record's summary (a few bytes: where the table is and when it must next act on its
/// own), so a start-up reads summaries instead of every record and leaves idle tables
/// asleep.
///
/// The summary is written just before its record, as two plain writes (an atomic
/// batch cost a quarter of the click throughput). sled's log replays writes in order
/// and stops at the first one it lacks, so after a crash a summary stands beside its
/// own record or the one before it; it must therefore cover both, and is made from
/// `previous`, the summary it replaces.
pub trait LiveTable: Serialize {
    /// The summary's bytes; `None` keeps none (start-up then reads the whole record).
    fn summary(&self, _previous: Option<&[u8]>) -> Option<Vec<u8>> {
        None
    }
}

impl LiveTable for serde_json::Value {}

/// How many finished tables the archive keeps (oldest are dropped).
pub const ARCHIVE_LIMIT: usize = 1000;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    #[error("record {key} could not be read: {reason}")]
    Corrupt { key: String, reason: String },
    #[error("record could not be written: {0}")]
    Encode(String),
    /// A record written by a newer version of the bot (a rollback deploy): refused and
    /// left as it is, for the newer version to read again.
    #[error(
        "record {key} has schema {schema}, newer than this bot's {SCHEMA}; it is left untouched"
    )]
    Newer { key: String, schema: u32 },
    /// The flush failed: what was written before it may or may not be on disk.
    #[error("the store could not flush: {0}")]
    Flush(String),
    /// The flush did not come back in time: the disk is taken as hung.
    #[error("the store did not flush within {0:?}: the disk looks hung")]
    Deadline(Duration),
}

impl StoreError {
    /// The disk did not answer in time: nothing more can be made durable.
    pub fn is_hung(&self) -> bool {
        matches!(self, StoreError::Deadline(_))
    }
}

/// How the store is opened (a second backend takes the same options it understands).
#[derive(Clone, Debug)]
pub struct StoreOptions {
    /// sled's page cache in MiB (`None`: sled's default).
    pub cache_mb: Option<u64>,
    /// How long [`Store::durable`] waits for the disk before reporting it hung.
    pub deadline: Duration,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            cache_mb: None,
            deadline: Duration::from_secs(10),
        }
    }
}

/// What an injected flush fault does (tests of a failing or hung disk).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlushFault {
    /// Flushes work.
    None,
    /// Every flush fails (the writes before it stay in sled's memory, maybe on disk).
    Fail,
    /// Every flush hangs for ever (until the durability deadline).
    Hang,
}

/// Faults, injected or met (a hung disk), shared by every clone of a store.
#[derive(Default)]
struct Faults {
    /// While set, table writes fail.
    writes: AtomicBool,
    /// A [`FlushFault`] as a number.
    flushes: AtomicU8,
    /// How many writes and flushes the injection refused.
    refused: AtomicU64,
    /// Set once a flush overran the deadline: the disk is hung, and later waits fail at
    /// once instead of each waiting the deadline out again.
    hung: AtomicBool,
}

/// The bot's database: cheap to clone (sled handles are reference-counted).
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    tables: sled::Tree,
    archive: sled::Tree,
    players: sled::Tree,
    /// One record per seat of every finished game ([`results`]).
    results: sled::Tree,
    /// Fault injection (tests of a failing or hung disk).
    faults: Arc<Faults>,
    /// How long a wait for durability may take.
    deadline: Duration,
    /// Added to sled's id counter: a restored backup's ids are never given again
    /// (see [`backup`]).
    id_floor: Arc<AtomicU64>,
    /// The one flush that many tables' writes wait for together (`None` for a
    /// temporary database, which is never on disk: nothing to wait for).
    group_flush: Option<GroupFlush>,
}

/// A change to one player record that a finished game makes (a career's credits):
/// `apply` gets the stored bytes (if any) and returns the new bytes, or `None` to leave
/// the record as it is. It may run more than once (a transaction retried on conflict),
/// so it must be pure.
pub struct PlayerUpdate {
    pub key: String,
    #[allow(clippy::type_complexity)]
    pub apply: Box<dyn Fn(Option<&[u8]>) -> Option<Vec<u8>> + Send + Sync>,
}

impl std::fmt::Debug for PlayerUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayerUpdate")
            .field("key", &self.key)
            .finish()
    }
}

impl Store {
    /// Open (or create) the database in `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(path, &StoreOptions::default())
    }

    /// Open (or create) the database in `path` with these options.
    pub fn open_with(path: &Path, options: &StoreOptions) -> Result<Store, StoreError> {
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let mut config = sled::Config::new().path(path);
        if let Some(mb) = options.cache_mb {
            config = config.cache_capacity(mb.saturating_mul(1024 * 1024));
        }
        Store::from_db(config.open()?, true, options)
    }

    /// A throw-away database for tests and benchmarks.
    pub fn temporary() -> Result<Store, StoreError> {
        Store::from_db(
            sled::Config::new().temporary(true).open()?,
            false,
            &StoreOptions::default(),
        )
    }

    fn from_db(db: sled::Db, on_disk: bool, options: &StoreOptions) -> Result<Store, StoreError> {
        let id_floor = db
            .get(backup::ID_FLOOR)?
            .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
            .map(u64::from_be_bytes)
            .unwrap_or(0);
        Ok(Store {
            tables: db.open_tree("tables")?,
            archive: db.open_tree("archive")?,
            players: db.open_tree("players")?,
            results: db.open_tree("results")?,
            faults: Default::default(),
            deadline: options.deadline,
            id_floor: Arc::new(AtomicU64::new(id_floor)),
            group_flush: on_disk.then(GroupFlush::start),
            db,
        })
    }

    /// A new unique id (never reused, also across restarts and restores).
    pub fn next_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()? + 1 + self.id_floor.load(Ordering::SeqCst))
    }

    /// The same store waiting at most `deadline` for durability (tests).
    pub fn with_deadline(mut self, deadline: Duration) -> Store {
        self.deadline = deadline;
        self
    }

    /// Make every table write fail (or work again): for tests of a failing disk.
    pub fn inject_write_failures(&self, failing: bool) {
        self.faults.writes.store(failing, Ordering::SeqCst);
    }

    /// Make every wait for durability fail or hang (or work again): for tests of a
    /// failing or hung disk. Writes still land in sled's memory, as they would.
    pub fn inject_flush_fault(&self, fault: FlushFault) {
        let code = match fault {
            FlushFault::None => 0,
            FlushFault::Fail => 1,
            FlushFault::Hang => 2,
        };
        self.faults.flushes.store(code, Ordering::SeqCst);
    }

    /// How many table writes and flushes the injected faults refused.
    pub fn injected_refusals(&self) -> u64 {
        self.faults.refused.load(Ordering::SeqCst)
    }

    fn check_injected(&self) -> Result<(), StoreError> {
        if self.faults.writes.load(Ordering::SeqCst) {
            self.faults.refused.fetch_add(1, Ordering::SeqCst);
            return Err(StoreError::Encode("injected write failure".into()));
        }
        Ok(())
    }

    /// Write a live table and flush it to disk.
    pub fn save_table<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
        self.write_table(id, record, &[])?;
        self.db.flush()?;
        Ok(())
    }

    /// Write a live table and the results of a round that ended in the same change, in
    /// one transaction (a crash records the round once or not at all), without flushing:
    /// the caller awaits [`Store::durable`] before anyone sees the change.
    pub fn write_table<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
    ) -> Result<(), StoreError> {
        self.check_injected()?;
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        let summary_key = summary_key(id);
        let previous = self.tables.get(summary_key)?;
        let summary = record.summary(previous.as_deref());
        if results.is_empty() {
            // The summary first (see `LiveTable`).
            match summary {
                Some(summary) => self.tables.insert(summary_key, summary)?,
                None => self.tables.remove(summary_key)?,
            };
            self.tables.insert(key, bytes)?;
            return Ok(());
        }
        use sled::Transactional;
        (&self.tables, &self.results, &*self.db)
            .transaction(|(tables, stored, markers)| {
                // Forget markers are read inside the transaction: a forget either comes
                // after it (and erases what it wrote) or is seen by it.
                let marker = |user| read_marker(markers, user);
                let (results, _) = honour_forgets(id, results, &[], marker)?;
                let encoded = encode_results(&results).map_err(abort)?;
                tables.insert(&key, bytes.as_slice())?;
                match &summary {
                    Some(summary) => tables.insert(&summary_key, summary.as_slice())?,
                    None => tables.remove(&summary_key)?,
                };
                for (result_key, value) in &encoded {
                    stored.insert(result_key.as_slice(), value.as_slice())?;
                }
                Ok(())
            })
            .map_err(transaction_error)?;
        Ok(())
    }

    /// Wait until everything written before this call is on disk. Callers from many
    /// tables share one flush (group commit), so a busy bot pays one fsync per batch
    /// instead of one per click, and no async worker blocks on the disk.
    ///
    /// A flush that does not come back within the store's deadline is reported as
    /// [`StoreError::Deadline`]: the disk is taken as hung.
    pub async fn durable(&self) -> Result<(), StoreError> {
        if self.faults.hung.load(Ordering::SeqCst) {
            return Err(StoreError::Deadline(self.deadline));
        }
        let wait = async {
            match self.faults.flushes.load(Ordering::SeqCst) {
                0 => {}
                code => {
                    self.faults.refused.fetch_add(1, Ordering::SeqCst);
                    if code == 2 {
                        std::future::pending::<()>().await;
                    }
                    return Err(StoreError::Flush("injected flush failure".into()));
                }
            }
            match &self.group_flush {
                Some(group_flush) => group_flush.wait(&self.db).await,
                None => Ok(()),
            }
        };
        match tokio::time::timeout(self.deadline, wait).await {
            Ok(flushed) => flushed,
            Err(_) => {
                self.faults.hung.store(true, Ordering::SeqCst);
                Err(StoreError::Deadline(self.deadline))
            }
        }
    }

    /// Every live table, migrated to the current schema. Unreadable records are reported
    /// beside the good ones rather than stopping the bot.
    pub fn load_tables<T: DeserializeOwned>(&self) -> (Vec<T>, Vec<StoreError>) {
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for entry in self.each_table() {
            match entry {
                Ok(record) => good.push(record),
                Err(err) => bad.push(err),
            }
        }
        (good, bad)
    }

    /// Every live table, read and migrated one at a time (a start-up with many tables
    /// holds one decoded record at a time, not all of them).
    pub fn each_table<T: DeserializeOwned>(&self) -> impl Iterator<Item = Result<T, StoreError>> {
        self.records().map(|entry| {
            let (key, bytes) = entry?;
            decode(&key_name(&key), &bytes)
        })
    }

    /// The live tables' records (the tree's keys below the summaries').
    fn records(&self) -> sled::Iter {
        self.tables.range(..&[SUMMARY_PREFIX][..])
    }

    /// Every live table's summary, by table id, read one at a time. Tables written
    /// without one are not listed (see [`Store::add_missing_summaries`]).
    pub fn each_summary<S: DeserializeOwned>(
        &self,
    ) -> impl Iterator<Item = Result<(u64, S), StoreError>> {
        self.tables.scan_prefix([SUMMARY_PREFIX]).map(|entry| {
            let (key, bytes) = entry?;
            let id = table_id(&key[1..]);
            serde_json::from_slice(&bytes)
                .map(|summary| (id, summary))
                .map_err(|e| StoreError::Corrupt {
                    key: format!("summary {id}"),
                    reason: e.to_string(),
                })
        })
    }

    /// Give every live table a summary, once per database: records written before
    /// summaries were kept get theirs. Returns how many were added.
    pub fn add_missing_summaries<T: LiveTable + DeserializeOwned>(
        &self,
    ) -> Result<usize, StoreError> {
        if self.db.get(SUMMARIES_COMPLETE)?.is_some() {
            return Ok(0);
        }
        let mut added = 0;
        for entry in self.records() {
            let (key, bytes) = entry?;
            let id = table_id(&key);
            let summary_key = summary_key(id);
            if self.tables.get(summary_key)?.is_some() {
                continue;
            }
            // An unreadable record keeps no summary (and is reported, as it was before).
            match decode::<T>(&key_name(&key), &bytes) {
                Ok(record) => {
                    if let Some(summary) = record.summary(None) {
                        self.tables.insert(summary_key, summary)?;
                        added += 1;
                    }
                }
                Err(err) => tracing::error!(%err, "a stored table could not be read"),
            }
        }
        self.db.insert(SUMMARIES_COMPLETE, &[1])?;
        self.db.flush()?;
        Ok(added)
    }

    pub fn load_table<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.tables.get(id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Move a finished table from the live set to the archive (one flushed transaction),
    /// keeping the archive bounded.
    pub fn archive_table<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
        self.archive_with_results(id, record, &[], &[])
    }

    /// Archive a finished table, record its seats' results and apply its players'
    /// updates in one flushed transaction: a crash leaves all or nothing, and replaying
    /// the end after a restart writes the same result keys again, so a game is never
    /// counted twice and a career is paid once.
    pub fn archive_with_results<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        self.write_archive(id, record, results, updates)?;
        self.db.flush()?;
        Ok(())
    }

    /// [`Store::archive_with_results`] without the flush: the caller awaits
    /// [`Store::durable`] before anyone hears of the end.
    pub fn write_archive<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        self.check_injected()?;
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        use sled::Transactional;
        let summary_key = summary_key(id);
        (
            &self.tables,
            &self.archive,
            &self.results,
            &self.players,
            &*self.db,
        )
            .transaction(|(tables, archive, stored, players, markers)| {
                // As in `write_table`: forgets are honoured inside the transaction.
                let marker = |user| read_marker(markers, user);
                let (results, allowed) = honour_forgets(id, results, updates, marker)?;
                let encoded = encode_results(&results).map_err(abort)?;
                tables.remove(&key)?;
                tables.remove(&summary_key)?;
                archive.insert(&key, bytes.as_slice())?;
                for (result_key, value) in &encoded {
                    stored.insert(result_key.as_slice(), value.as_slice())?;
                }
                // Read and written inside the transaction, as purchases are
                // (`update_player`): neither overwrites the other.
                for (update, _) in updates.iter().zip(&allowed).filter(|(_, &ok)| ok) {
                    let current = players.get(update.key.as_bytes())?;
                    if let Some(changed) = (update.apply)(current.as_deref()) {
                        players.insert(update.key.as_bytes(), changed)?;
                    }
                }
                Ok(())
            })
            .map_err(transaction_error)?;
        while self.archive.len() > ARCHIVE_LIMIT {
            // Keys are increasing ids, so the first is the oldest.
            match self.archive.pop_min()? {
                Some(_) => {}
                None => break,
            }
        }
        Ok(())
    }

    /// A finished table from the archive (for "Play again").
    pub fn load_archived<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.archive.get(id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    pub fn live_table_count(&self) -> usize {
        self.records().count()
    }

    pub fn archived_table_count(&self) -> usize {
        self.archive.len()
    }

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

    fn scan_results(&self, prefix: &[u8]) -> Vec<GameResult> {
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

    /// Flush everything (at shutdown).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }
}

/// A key and its encoded value.
type Entry = (Vec<u8>, Vec<u8>);

/// How a forgotten person appears in other people's records.
const FORMER: &str = "a former player";

/// The default tree's marker of a person erased by [`Store::forget_user`]: the first
/// table id after the erasure.
fn forgotten_key(user: u64) -> Vec<u8> {
    format!("forgotten/{user}").into_bytes()
}

/// Transactions abort with a message (an encoding failure).
type TxError = sled::transaction::ConflictableTransactionError<String>;

fn abort(err: StoreError) -> TxError {
    TxError::Abort(err.to_string())
}

fn transaction_error(err: sled::transaction::TransactionError<String>) -> StoreError {
    match err {
        sled::transaction::TransactionError::Abort(message) => StoreError::Encode(message),
        sled::transaction::TransactionError::Storage(err) => err.into(),
    }
}

/// The first table id after `user` was forgotten, if they were (read in a transaction).
fn read_marker(
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
fn honour_forgets(
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
            touched = true;
        }
    }
    touched
}

/// Each result under its key, encoded.
fn encode_results(results: &[GameResult]) -> Result<Vec<Entry>, StoreError> {
    results
        .iter()
        .map(|result| {
            serde_json::to_vec(result)
                .map(|value| (result.key(), value))
                .map_err(|e| StoreError::Encode(e.to_string()))
        })
        .collect()
}

/// Summaries live in the tables tree (a round's end writes both in its transaction)
/// under this byte and the table id: after every record key, whose ids are far below
/// 2^56, so one range reads the records and one prefix the summaries.
const SUMMARY_PREFIX: u8 = 0xFF;

/// Set in the default tree once every live table has a summary.
const SUMMARIES_COMPLETE: &[u8] = b"table_summaries_complete";

fn summary_key(id: u64) -> [u8; 9] {
    let mut key = [SUMMARY_PREFIX; 9];
    key[1..].copy_from_slice(&id.to_be_bytes());
    key
}

/// The table id a tree key holds (big-endian, so keys sort by id).
fn table_id(key: &[u8]) -> u64 {
    key.try_into().map(u64::from_be_bytes).unwrap_or_default()
}

fn key_name(key: &[u8]) -> String {
    match <[u8; 8]>::try_from(key) {
        Ok(bytes) => u64::from_be_bytes(bytes).to_string(),
        Err(_) => String::from_utf8_lossy(key).into_owned(),
    }
}

fn decode<T: DeserializeOwned>(key: &str, bytes: &[u8]) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        key: key.to_string(),
        reason,
    };
    /// Only the version of a record (the rest is skipped unparsed).
    #[derive(serde::Deserialize)]
    struct Version {
        #[serde(default)]
        schema: u32,
    }
    // A current record needs no migration: read it straight into its type, without the
    // intermediate JSON tree (most records, and most of a start-up's time).
    if let Ok(Version { schema: SCHEMA }) = serde_json::from_slice(bytes) {
        return serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()));
    }
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    if let Some(schema) = newer_schema(&value) {
        return Err(StoreError::Newer {
            key: key.to_string(),
            schema,
        });
    }
    let value = migrate(value).map_err(corrupt)?;
    serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))
}

/// The record's schema if it is newer than this bot's (written by a later version).
fn newer_schema(value: &serde_json::Value) -> Option<u32> {
    let schema = value.get("schema")?.as_u64()?;
    (schema > u64::from(SCHEMA)).then(|| u32::try_from(schema).unwrap_or(u32::MAX))
}

/// Bring a record up to [`SCHEMA`]. Each step rewrites one version into the next.
pub fn migrate(mut value: serde_json::Value) -> Result<serde_json::Value, String> {
    let Some(object) = value.as_object_mut() else {
        return Err("record is not an object".into());
    };
    let mut version = object.get("schema").and_then(|v| v.as_u64()).unwrap_or(0) as u32;
    while version < SCHEMA {
        match version {
            // Version 0 records predate the schema field; they are otherwise identical.
            0 => {}
            _ => return Err(format!("no migration from schema {version}")),
        }
        version += 1;
        object.insert("schema".into(), version.into());
    }
    if version > SCHEMA {
        return Err(format!(
            "schema {version} is newer than this bot ({SCHEMA})"
        ));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Record {
        schema: u32,
        name: String,
    }

    impl LiveTable for Record {
        fn summary(&self, _previous: Option<&[u8]>) -> Option<Vec<u8>> {
            serde_json::to_vec(&self.name).ok()
        }
    }

    #[test]
    fn a_table_open_before_a_forget_changes_no_record_of_that_person() {
        let store = Store::temporary().unwrap();
        let before = store.next_id().unwrap();
        store.forget_user(7).unwrap();
        let after = store.next_id().unwrap();
        let career = |key: &str| PlayerUpdate {
            key: key.into(),
            apply: Box::new(|_| Some(b"paid".to_vec())),
        };
        let record = Record {
            schema: SCHEMA,
            name: "t".into(),
        };
        let updates = [career("pazaak/career/7"), career("pazaak/career/8")];
        store
            .archive_with_results(before, &record, &[], &updates)
            .unwrap();
        assert!(store.players.get("pazaak/career/7").unwrap().is_none());
        assert!(store.players.get("pazaak/career/8").unwrap().is_some());
        // A table opened after the forget is the person's new game.
        store
            .archive_with_results(after, &record, &[], &updates[..1])
            .unwrap();
        assert!(store.players.get("pazaak/career/7").unwrap().is_some());
    }

    #[test]
    fn in_direct_messages_a_person_sees_only_their_own_results() {
        let store = Store::temporary().unwrap();
        let result = |guild_id: Option<u64>, table_id: u64, user: u64| GameResult {
            schema: SCHEMA,
            game: "oril".into(),
            guild_id,
            channel_id: 1,
            table_id,
            seat: 0,
            user: Some(user),
            name: format!("p{user}"),
            place: 1,
            sharing_first: 1,
            score: 0,
            opponents: Vec::new(),
            finished_ms: table_id,
            length_ms: 1,
            round: 0,
            stand_in: false,
            unrated: false,
            assisted: false,
        };
        let results = [
            result(None, 1, 7),
            result(None, 2, 8),
            result(Some(5), 3, 7),
            result(Some(5), 4, 8),
        ];
        store.save_results(&results).unwrap();
        let users = |guild, viewer| -> Vec<(u64, Option<u64>)> {
            store
                .results_seen_by("oril", guild, viewer)
                .iter()
                .map(|r| (r.table_id, r.user))
                .collect()
        };
        // Everyone's direct messages share no server: each sees their own games only.
        assert_eq!(users(None, 7), vec![(1, Some(7))]);
        assert_eq!(users(None, 8), vec![(2, Some(8))]);
        // In a server, its results are everyone's to see.
        assert_eq!(users(Some(5), 7), vec![(3, Some(7)), (4, Some(8))]);
    }

    #[test]
    fn saves_loads_and_archives() {
        let store = Store::temporary().unwrap();
        let a = store.next_id().unwrap();
        let b = store.next_id().unwrap();
        assert_ne!(a, b);
        store
            .save_table(
                a,
                &Record {
                    schema: SCHEMA,
                    name: "a".into(),
                },
            )
            .unwrap();
        store
            .save_table(
                b,
                &Record {
                    schema: SCHEMA,
                    name: "b".into(),
                },
            )
            .unwrap();
        let (loaded, errors): (Vec<Record>, _) = store.load_tables();
        assert!(errors.is_empty());
        assert_eq!(loaded.len(), 2);
        store
            .archive_table(
                a,
                &Record {
                    schema: SCHEMA,
                    name: "a".into(),
                },
            )
            .unwrap();
        assert_eq!(store.live_table_count(), 1);
        assert_eq!(store.archived_table_count(), 1);
        // The summary is kept and dropped with its table.
        let summaries: Vec<(u64, String)> = store.each_summary().map(Result::unwrap).collect();
        assert_eq!(summaries, vec![(b, "b".to_string())]);
    }

    #[test]
    fn tables_written_without_a_summary_get_one_once() {
        let store = Store::temporary().unwrap();
        for (id, name) in [(1, "a"), (2, "b")] {
            // An older version's record: no summary beside it.
            let old = serde_json::json!({"schema": SCHEMA, "name": name});
            store.save_table(id, &old).unwrap();
        }
        assert_eq!(store.each_summary::<String>().count(), 0);
        assert_eq!(store.add_missing_summaries::<Record>().unwrap(), 2);
        let summaries: Vec<(u64, String)> = store.each_summary().map(Result::unwrap).collect();
        assert_eq!(summaries, vec![(1, "a".into()), (2, "b".into())]);
        assert_eq!(store.live_table_count(), 2, "summaries are not tables");
        assert_eq!(
            store.add_missing_summaries::<Record>().unwrap(),
            0,
            "done once"
        );
    }

    #[test]
    fn old_records_migrate_and_future_ones_are_refused() {
        let v0 = serde_json::json!({"name": "old"});
        assert_eq!(migrate(v0).unwrap()["schema"], SCHEMA);
        let future = serde_json::json!({"schema": SCHEMA + 1, "name": "new"});
        assert!(migrate(future).is_err());
    }

    #[test]
    fn a_corrupt_record_is_reported_not_fatal() {
        let store = Store::temporary().unwrap();
        store
            .tables
            .insert(7u64.to_be_bytes(), b"not json".to_vec())
            .unwrap();
        store
            .save_table(
                8,
                &Record {
                    schema: SCHEMA,
                    name: "ok".into(),
                },
            )
            .unwrap();
        let (loaded, errors): (Vec<Record>, _) = store.load_tables();
        assert_eq!(loaded.len(), 1);
        assert_eq!(errors.len(), 1);
    }

    #[test]
    fn survives_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        {
            let store = Store::open(&path).unwrap();
            store
                .save_table(
                    1,
                    &Record {
                        schema: SCHEMA,
                        name: "kept".into(),
                    },
                )
                .unwrap();
        }
        let store = Store::open(&path).unwrap();
        let loaded: Option<Record> = store.load_table(1).unwrap();
        assert_eq!(loaded.unwrap().name, "kept");
    }
}
