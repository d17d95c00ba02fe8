//! Durable storage: live tables, archived tables, results and player records, on sled
//! (embedded, the default) or PostgreSQL (shared by several processes), through one
//! key-value contract ([`kv`]).
//!
//! Every record is JSON carrying a `schema` number; [`migrate`] brings an old record up to
//! date on load. Nothing reaches a user before it is on disk (the write-ahead rule):
//! most writes flush before they return; a table's actor writes without flushing and
//! then waits for [`Store::durable`], where one flush covers every table that wrote
//! meanwhile (group commit).

pub mod backup;
mod encoding;
mod faults;
mod forget;
mod group_flush;
mod history;
pub mod kv;
mod layout;
mod live_people;
mod players;
mod replays;
pub mod results;
pub mod standings;
mod tables;

pub use forget::{Erased, LoggedForget, FORGET_LOG_KEPT_MS, FORMER};
pub use history::Results;
pub use kv::PgOptions;
use kv::{Kv, Space};
pub use players::{PlayerRecords, Players};
pub use standings::Standings;
pub use tables::StoredTables;

pub use encoding::migrate;
use faults::Faults;
pub use faults::FlushFault;
pub use layout::LAYOUT;
use layout::LAYOUT_KEY;

use group_flush::GroupFlush;

use results::GameResult;
use serde::{de::DeserializeOwned, Serialize};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
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

    /// The server the table is in (`None`: direct messages): the archive keeps a
    /// number of finished tables per server.
    fn guild_id(&self) -> Option<u64> {
        None
    }

    /// The people the record names: its archive is indexed by them, so a forget
    /// finds their finished tables without reading the others.
    fn people(&self) -> Vec<u64> {
        Vec::new()
    }

    /// A record's bytes with `user` erased (see [`EraseFromRecord`]): a table that ends
    /// after one of its people was forgotten (and was not erased while it was played,
    /// say it ran in a process that was down) is archived erased. `None`: it does not
    /// name them, or the record has nothing to erase.
    fn erase_from(_bytes: &[u8], _user: u64) -> Option<Vec<u8>>
    where
        Self: Sized,
    {
        None
    }
}

/// Erases a person from one stored record's bytes (the table layer knows its record):
/// the new bytes, or `None` if it does not name them.
pub type EraseFromRecord<'a> = &'a dyn Fn(&[u8], u64) -> Option<Vec<u8>>;

impl LiveTable for serde_json::Value {}

/// How many finished tables the archive keeps per server by default (oldest go first).
pub const ARCHIVE_PER_GUILD: u64 = 1000;

/// How long the archive keeps a finished table by default.
pub const ARCHIVE_DAYS: u64 = 30;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    /// PostgreSQL refused or failed a request.
    #[error("PostgreSQL: {0}")]
    Database(String),
    /// PostgreSQL cannot be reached now (stopped, restarting, the network): a later
    /// try may work.
    #[error("PostgreSQL is unavailable: {0}")]
    Unavailable(String),
    /// The database's schema is newer than this build's: nothing is changed.
    #[error(
        "the database's schema is version {found}, newer than this bot's {known}; \
         run the newer bot, or restore a backup into an empty database"
    )]
    NewerDatabase { found: u32, known: u32 },
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
    /// Another process claimed the table since this one did: its write is refused
    /// (see `kv/postgres/fence.rs`), and this process must stop running it.
    #[error("table {0} is run by another process now; the write was refused")]
    Fenced(u64),
    /// The flush did not come back in time: the disk is taken as hung.
    #[error("the store did not flush within {0:?}: the disk looks hung")]
    Deadline(Duration),
}

impl StoreError {
    /// The disk did not answer in time: nothing more can be made durable.
    pub fn is_hung(&self) -> bool {
        matches!(self, StoreError::Deadline(_))
    }

    /// Another process runs the table now: this one must stop running it.
    pub fn is_fenced(&self) -> bool {
        matches!(self, StoreError::Fenced(_))
    }

    /// The database cannot be reached now (it may come back): not a failing disk.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }
}

/// Where the store lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// An embedded sled database in this directory.
    Sled(std::path::PathBuf),
    /// A PostgreSQL database (`postgres://...`).
    Postgres(String),
}

/// How the store is opened (each backend takes the options it understands).
#[derive(Clone, Debug)]
pub struct StoreOptions {
    /// sled's page cache in MiB (`None`: sled's default).
    pub cache_mb: Option<u64>,
    /// How long [`Store::durable`] waits for the disk before reporting it hung.
    pub deadline: Duration,
    /// PostgreSQL's connection pool.
    pub postgres: PgOptions,
    /// Finished tables kept per server (for "Play again").
    pub archive_per_guild: u64,
    /// How long a finished table is kept.
    pub archive_for: Duration,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            cache_mb: None,
            deadline: Duration::from_secs(10),
            postgres: PgOptions::default(),
            archive_per_guild: ARCHIVE_PER_GUILD,
            archive_for: Duration::from_secs(ARCHIVE_DAYS * 24 * 3600),
        }
    }
}

/// The bot's database: cheap to clone (the backends' handles are shared).
#[derive(Clone)]
pub struct Store {
    kv: Kv,
    /// Fault injection (tests of a failing or hung disk).
    faults: Arc<Faults>,
    /// How long a wait for durability may take.
    deadline: Duration,
    /// Added to sled's id counter: a restored backup's ids are never given again
    /// (see [`backup`]).
    id_floor: Arc<AtomicU64>,
    /// Finished tables kept per server, and for how long.
    archive_per_guild: u64,
    archive_for: Duration,
    /// The one flush that many tables' writes wait for together (`None` for a
    /// temporary sled database, which is never on disk: nothing to wait for).
    group_flush: Option<GroupFlush>,
    /// The summary this process last wrote for each table it runs, so a table's next
    /// write need not read it back (a round trip per click on PostgreSQL). Valid while
    /// the process holds the table: dropped when it claims or releases it, and when a
    /// write's outcome is unknown.
    summaries: Arc<std::sync::Mutex<std::collections::HashMap<u64, Vec<u8>>>>,
    /// The people this process last indexed each live DM table under (see
    /// `live_people.rs`): a write indexes them again only when they change.
    dm_people: Arc<std::sync::Mutex<std::collections::HashMap<u64, Vec<u64>>>>,
    /// Live table records read by server and person reads (see
    /// [`StoredTables::live_records_read`]).
    live_records_read: Arc<AtomicU64>,
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

/// How long a sled open waits for the database's file lock to be let go.
const SLED_LOCK_WAIT: Duration = Duration::from_secs(10);

/// Open a sled database, waiting a bounded while for its file lock. sled's background
/// writer threads keep the lock for a moment after the last handle is dropped, so a
/// store closed and opened again in one process (a restart in place, a test) may find it
/// still held; another process holding it is reported once the wait is over.
fn open_sled(config: &sled::Config) -> Result<sled::Db, StoreError> {
    let started = std::time::Instant::now();
    loop {
        match config.open() {
            // sled reports a held lock as `Other` with this message.
            Err(sled::Error::Io(err))
                if err.to_string().starts_with("could not acquire lock")
                    && started.elapsed() < SLED_LOCK_WAIT =>
            {
                std::thread::sleep(Duration::from_millis(20));
            }
            opened => return Ok(opened?),
        }
    }
}

impl Store {
    /// Open (or create) the sled database in `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(path, &StoreOptions::default())
    }

    /// Open (or create) the sled database in `path` with these options.
    pub fn open_with(path: &Path, options: &StoreOptions) -> Result<Store, StoreError> {
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let mut config = sled::Config::new().path(path);
        if let Some(mb) = options.cache_mb {
            config = config.cache_capacity(mb.saturating_mul(1024 * 1024));
        }
        Store::from_kv(
            Kv::Sled(kv::SledKv::new(open_sled(&config)?)?),
            true,
            options,
        )
    }

    /// Connect to a PostgreSQL database (creating or migrating its schema).
    pub fn connect(url: &str, options: &StoreOptions) -> Result<Store, StoreError> {
        let kv = kv::PgKv::connect(url, options.postgres.clone())?;
        Store::from_kv(Kv::Postgres(kv), true, options)
    }

    /// Open the store wherever it lives.
    pub fn open_at(location: &Location, options: &StoreOptions) -> Result<Store, StoreError> {
        match location {
            Location::Sled(path) => Store::open_with(path, options),
            Location::Postgres(url) => Store::connect(url, options),
        }
    }

    /// A throw-away database for tests and benchmarks.
    pub fn temporary() -> Result<Store, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        Store::from_kv(
            Kv::Sled(kv::SledKv::new(db)?),
            false,
            &StoreOptions::default(),
        )
    }

    fn from_kv(kv: Kv, durable: bool, options: &StoreOptions) -> Result<Store, StoreError> {
        // On PostgreSQL the sequence itself is raised (`Store::raise_ids`): a floor
        // read once per process would differ between processes.
        let id_floor = if kv.is_shared() {
            None
        } else {
            kv.get(Space::Meta, backup::ID_FLOOR)?
        };
        let id_floor = id_floor
            .and_then(|v| <[u8; 8]>::try_from(v.as_slice()).ok())
            .map(u64::from_be_bytes)
            .unwrap_or(0);
        let store = Store {
            kv,
            faults: Default::default(),
            deadline: options.deadline,
            id_floor: Arc::new(AtomicU64::new(id_floor)),
            group_flush: durable.then(GroupFlush::start),
            archive_per_guild: options.archive_per_guild.max(1),
            archive_for: options.archive_for,
            summaries: Default::default(),
            dm_people: Default::default(),
            live_records_read: Default::default(),
        };
        store.upgrade_layout()?;
        Ok(store)
    }

    /// Take table `id` for this process before running it: `false` if another process
    /// sharing the database runs it now. Held until [`Store::release_table`] or the
    /// process ends.
    pub fn claim_table(&self, id: u64) -> Result<bool, StoreError> {
        // Another process may have run the table since this one last wrote it.
        self.forget_summary(id);
        self.kv.claim(id)
    }

    /// Let go of table `id` (its actor stopped).
    pub fn release_table(&self, id: u64) {
        self.forget_summary(id);
        self.kv.release(id)
    }

    /// Look at this process's claims (every few seconds): the tables it held but lost
    /// to another process (after a database restart), whose actors must stop.
    pub fn lost_tables(&self) -> Result<Vec<u64>, StoreError> {
        self.kv.check_claims()
    }

    /// A write of table `id` came back: if it was fenced off, the table is lost here.
    fn note_fenced<T>(&self, id: u64, written: Result<T, StoreError>) -> Result<T, StoreError> {
        if let Err(StoreError::Fenced(_)) = &written {
            self.forget_summary(id);
            self.kv.lost(id);
        }
        written
    }

    /// Whether several processes may share this store (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        self.kv.is_shared()
    }

    /// A new unique id (never reused, also across restarts and restores).
    pub fn next_id(&self) -> Result<u64, StoreError> {
        Ok(self.kv.generate_id()? + 1 + self.id_floor.load(Ordering::SeqCst))
    }

    /// Make every id given from now on greater than `floor` (after a restore or a
    /// copy): sled keeps a floor beside its counter, PostgreSQL raises its sequence.
    pub(crate) fn raise_ids(&self, floor: u64) -> Result<(), StoreError> {
        if self.kv.is_shared() {
            return self.kv.raise_ids(floor);
        }
        let floor = floor.max(self.id_floor.load(Ordering::SeqCst));
        self.kv
            .insert(Space::Meta, backup::ID_FLOOR, &floor.to_be_bytes())?;
        self.id_floor.store(floor, Ordering::SeqCst);
        Ok(())
    }

    /// The same store waiting at most `deadline` for durability (tests).
    pub fn with_deadline(mut self, deadline: Duration) -> Store {
        self.deadline = deadline;
        self
    }

    /// A cheap read, to tell whether the store answers (readiness): an error when the
    /// disk was taken as hung or the database cannot be reached.
    pub fn ping(&self) -> Result<(), StoreError> {
        if self.faults.hung.load(Ordering::SeqCst) {
            return Err(StoreError::Deadline(self.deadline));
        }
        self.kv.get(Space::Meta, backup::ID_FLOOR).map(|_| ())
    }

    /// Flush everything (at shutdown).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.kv.flush()
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
            .tables()
            .archive_with_results(before, &record, &[], &updates)
            .unwrap();
        let player = |key: &str| store.kv.get(Space::Players, key.as_bytes()).unwrap();
        assert!(player("pazaak/career/7").is_none());
        assert!(player("pazaak/career/8").is_some());
        // A table opened after the forget is the person's new game.
        store
            .tables()
            .archive_with_results(after, &record, &[], &updates[..1])
            .unwrap();
        assert!(player("pazaak/career/7").is_some());
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
            unknown_fields: Default::default(),
        };
        let results = [
            result(None, 1, 7),
            result(None, 2, 8),
            result(Some(5), 3, 7),
            result(Some(5), 4, 8),
        ];
        store.results().save(&results).unwrap();
        let users = |guild, viewer| -> Vec<(u64, Option<u64>)> {
            store
                .results()
                .seen_by("oril", guild, viewer)
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

    /// A result a forget cannot read (written by a newer build, or damaged) keeps its
    /// person index entry: a later forget (by that newer build) still finds it.
    #[test]
    fn a_result_a_forget_cannot_read_stays_indexed() {
        let store = Store::temporary().unwrap();
        let mut newer = GameResult {
            schema: SCHEMA + 1,
            game: "oril".into(),
            guild_id: Some(1),
            channel_id: 1,
            table_id: 3,
            seat: 0,
            user: Some(7),
            name: "p7".into(),
            place: 1,
            sharing_first: 1,
            score: 0,
            opponents: Vec::new(),
            finished_ms: 3,
            length_ms: 1,
            round: 0,
            stand_in: false,
            unrated: false,
            assisted: false,
            unknown_fields: Default::default(),
        };
        let readable = GameResult {
            schema: SCHEMA,
            table_id: 4,
            ..newer.clone()
        };
        newer.schema = SCHEMA + 1;
        store.results().save(&[newer, readable]).unwrap();
        let indexed = || {
            store
                .kv
                .scan_prefix(Space::ByPerson, &history::person_prefix(7, "oril"))
                .count()
        };
        assert_eq!(indexed(), 2);
        assert_eq!(store.forget_user(7).unwrap(), 1);
        assert_eq!(indexed(), 1, "the unread result's entry is kept");
    }

    /// A finished table seated by one person, in server 3.
    #[derive(Serialize)]
    struct Seated {
        user: u64,
    }

    impl LiveTable for Seated {
        fn guild_id(&self) -> Option<u64> {
            Some(3)
        }
        fn people(&self) -> Vec<u64> {
            vec![self.user]
        }
    }

    /// Pruning an archived table drops the person index's entries for it: the index
    /// does not grow with every table ever finished.
    #[test]
    fn a_pruned_archived_table_leaves_no_person_index_entry() {
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            archive_per_guild: 2,
            ..StoreOptions::default()
        };
        let store = Store::open_with(&dir.path().join("db"), &options).unwrap();
        for id in 1..=5 {
            store
                .tables()
                .archive(id, &Seated { user: 40 + id })
                .unwrap();
        }
        assert_eq!(store.tables().archived_count(), 2);
        let mentions = |user| {
            store
                .kv
                .scan_prefix(Space::ByPerson, &forget::archived_mention_prefix(user))
                .count()
        };
        for user in 41..=43 {
            assert_eq!(mentions(user), 0, "pruned table of {user} still indexed");
        }
        for user in 44..=45 {
            assert_eq!(mentions(user), 1, "kept table of {user} indexed");
        }
        // A forget takes the person off the kept table's people too.
        store.forget_user(45).unwrap();
        let people = store
            .kv
            .get(Space::ArchiveIndex, &forget::archive_people_key(5))
            .unwrap();
        assert_eq!(people, Some(Vec::new()), "the forgotten id is not kept");
        assert_eq!(mentions(45), 0);
    }

    /// The last handle of a sled store is let go while the store opens again (as sled's
    /// own background writers may hold the file lock a moment after a drop): the open
    /// waits for the lock instead of failing.
    #[test]
    fn a_store_reopened_while_its_lock_is_being_let_go_waits_for_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        let first = Store::open(&path).unwrap();
        let letting_go = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            drop(first);
        });
        let second = Store::open(&path);
        letting_go.join().unwrap();
        assert!(
            second.is_ok(),
            "the reopen failed: {:?}",
            second.err().map(|e| e.to_string())
        );
    }

    #[test]
    fn saves_loads_and_archives() {
        let store = Store::temporary().unwrap();
        let a = store.next_id().unwrap();
        let b = store.next_id().unwrap();
        assert_ne!(a, b);
        store
            .tables()
            .save(
                a,
                &Record {
                    schema: SCHEMA,
                    name: "a".into(),
                },
            )
            .unwrap();
        store
            .tables()
            .save(
                b,
                &Record {
                    schema: SCHEMA,
                    name: "b".into(),
                },
            )
            .unwrap();
        let (loaded, errors): (Vec<Record>, _) = store.tables().load_all();
        assert!(errors.is_empty());
        assert_eq!(loaded.len(), 2);
        store
            .tables()
            .archive(
                a,
                &Record {
                    schema: SCHEMA,
                    name: "a".into(),
                },
            )
            .unwrap();
        assert_eq!(store.tables().live_count(), 1);
        assert_eq!(store.tables().archived_count(), 1);
        // The summary is kept and dropped with its table.
        let summaries: Vec<(u64, String)> =
            store.tables().each_summary().map(Result::unwrap).collect();
        assert_eq!(summaries, vec![(b, "b".to_string())]);
    }

    #[test]
    fn tables_written_without_a_summary_get_one_once() {
        let store = Store::temporary().unwrap();
        // An older version's database: it held tables before this version opened it.
        store
            .kv
            .remove(Space::Meta, encoding::SUMMARIES_COMPLETE)
            .unwrap();
        for (id, name) in [(1, "a"), (2, "b")] {
            // An older version's record: no summary beside it.
            let old = serde_json::json!({"schema": SCHEMA, "name": name});
            store.tables().save(id, &old).unwrap();
        }
        assert_eq!(store.tables().each_summary::<String>().count(), 0);
        assert_eq!(store.tables().add_missing_summaries::<Record>().unwrap(), 2);
        let summaries: Vec<(u64, String)> =
            store.tables().each_summary().map(Result::unwrap).collect();
        assert_eq!(summaries, vec![(1, "a".into()), (2, "b".into())]);
        assert_eq!(store.tables().live_count(), 2, "summaries are not tables");
        assert_eq!(
            store.tables().add_missing_summaries::<Record>().unwrap(),
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
            .kv
            .insert(Space::Tables, &7u64.to_be_bytes(), b"not json")
            .unwrap();
        store
            .tables()
            .save(
                8,
                &Record {
                    schema: SCHEMA,
                    name: "ok".into(),
                },
            )
            .unwrap();
        let (loaded, errors): (Vec<Record>, _) = store.tables().load_all();
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
                .tables()
                .save(
                    1,
                    &Record {
                        schema: SCHEMA,
                        name: "kept".into(),
                    },
                )
                .unwrap();
        }
        let store = Store::open(&path).unwrap();
        let loaded: Option<Record> = store.tables().load(1).unwrap();
        assert_eq!(loaded.unwrap().name, "kept");
    }
}
