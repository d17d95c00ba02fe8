//! Durable storage in sled: live tables, archived tables and player records.
//!
//! Every record is JSON carrying a `schema` number; [`migrate`] brings an old record up to
//! date on load. Nothing reaches a user before it is on disk (the write-ahead rule):
//! most writes flush before they return; a table's actor writes without flushing and
//! then waits for [`Store::durable`], where one flush covers every table that wrote
//! meanwhile (group commit).

pub mod backup;
mod encoding;
mod group_flush;
mod history;
mod players;
pub mod results;
mod tables;

pub use encoding::migrate;

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

    /// Flush everything (at shutdown).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }
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
