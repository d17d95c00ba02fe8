//! The shared backend: PostgreSQL (15 or newer) through tokio-postgres.
//!
//! One table, `kv (space, key, value)`, with its primary key as the index every read
//! goes through, and one sequence for ids. The bot creates and migrates the schema at
//! start-up, under an advisory lock, so several processes may start at once.
//!
//! The store's callers are synchronous (as sled is), so each call waits for its query
//! here. The connections themselves run on a small runtime of their own: a caller on
//! an async worker waits for a reply without starting a runtime inside a runtime.
//!
//! Sessions commit asynchronously (`synchronous_commit = off`): a write is visible at
//! once and durable after [`PgKv::flush`], whose synchronous commit flushes the log up
//! to itself, so every earlier commit with it. That keeps sled's contract (write, then
//! wait for durability, many tables sharing one flush).

mod connection;
mod fence;
mod range;
mod tx;

pub use tx::PgTx;

use super::{Pair, Space, Tx, TxAbort, TxFail};
use crate::store::StoreError;
use connection::{connect_error, db_error, Conn, Lent, Statements};
use futures_executor::block_on;
use range::PgRange;
use std::str::FromStr;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;
use tokio_postgres::{Client, IsolationLevel, NoTls};
use tx::is_conflict;

/// Each migration brings the schema from the previous version to its own.
const MIGRATIONS: &[(i32, &str)] = &[
    (
        1,
        "CREATE TABLE kv (
             space text NOT NULL,
             key bytea NOT NULL,
             value bytea NOT NULL,
             PRIMARY KEY (space, key)
         );
         CREATE SEQUENCE cantina_ids;",
    ),
    // Who runs each live table: the epoch of its last claim (see `fence.rs`). Epochs
    // come from one sequence, so one is never given twice, even to a table whose row
    // went with its end and came back.
    (
        2,
        "CREATE TABLE table_owner (
             id bigint PRIMARY KEY,
             epoch bigint NOT NULL
         );
         CREATE SEQUENCE cantina_epochs;",
    ),
];

/// The schema version this build knows.
pub const SCHEMA_VERSION: i32 = MIGRATIONS[MIGRATIONS.len() - 1].0;

/// An advisory lock key: migrations run one process at a time.
const MIGRATION_LOCK: i64 = 0x00ca_0716_a000_0001;

/// Rows read per round trip by a range read.
const PAGE: i64 = 512;

/// How the PostgreSQL backend is set up.
#[derive(Clone, Debug)]
pub struct PgOptions {
    /// Connections kept open at most (`DATABASE_POOL_SIZE`).
    pub pool_size: usize,
    /// How long a connection attempt may take.
    pub connect_timeout: Duration,
    /// How long one query may take before the database is taken as hung.
    pub query_timeout: Duration,
}

impl Default for PgOptions {
    fn default() -> Self {
        PgOptions {
            pool_size: 8,
            connect_timeout: Duration::from_secs(5),
            query_timeout: Duration::from_secs(10),
        }
    }
}

#[derive(Clone)]
pub struct PgKv {
    inner: Arc<Inner>,
}

struct Inner {
    config: tokio_postgres::Config,
    options: PgOptions,
    /// Drives the connections; shut down in the background when the store is dropped
    /// (dropping a runtime may happen on an async worker).
    runtime: Mutex<Option<tokio::runtime::Runtime>>,
    handle: tokio::runtime::Handle,
    pool: Mutex<Pool>,
    returned: Condvar,
    /// The session holding this process's table locks, and the tables it holds.
    locks: Mutex<fence::Locks>,
    /// The epoch each table held carries on its writes (apart from `locks`, which a
    /// claim holds across round trips: a write never waits for another table's claim).
    fences: Mutex<std::collections::HashMap<u64, i64>>,
    /// This process's key for the row its flushes write (see [`PgKv::flush`]), in hex.
    flush_key: String,
}

#[derive(Default)]
struct Pool {
    idle: Vec<Conn>,
    /// Connections open, idle or lent.
    open: usize,
}

impl Inner {
    /// Wait for a query on this thread, at most the query timeout: a hung database
    /// is reported as [`StoreError::Deadline`] instead of holding the caller for ever.
    fn timed<F: std::future::Future>(&self, query: F) -> Result<F::Output, StoreError> {
        let limit = self.options.query_timeout;
        // Made inside the runtime: a timer needs one, and the caller may have none.
        let timer = self
            .handle
            .spawn(async move { tokio::time::sleep(limit).await });
        let query = std::pin::pin!(query);
        match block_on(futures_util::future::select(query, timer)) {
            futures_util::future::Either::Left((answer, timer)) => {
                timer.abort();
                Ok(answer)
            }
            futures_util::future::Either::Right(_) => Err(StoreError::Deadline(limit)),
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.lock().ok().and_then(|mut r| r.take()) {
            runtime.shutdown_background();
        }
    }
}

impl PgKv {
    /// Connect to `url`, then create or migrate the schema. A database whose schema is
    /// newer than this build is refused and left as it is.
    pub fn connect(url: &str, options: PgOptions) -> Result<PgKv, StoreError> {
        let mut config = tokio_postgres::Config::from_str(url)
            .map_err(|e| StoreError::Database(format!("DATABASE_URL is not valid: {e}")))?;
        config.connect_timeout(options.connect_timeout);
        config.application_name("cantina");
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Database(format!("could not start: {e}")))?;
        let kv = PgKv {
            inner: Arc::new(Inner {
                config,
                options,
                handle: runtime.handle().clone(),
                runtime: Mutex::new(Some(runtime)),
                pool: Mutex::new(Pool::default()),
                returned: Condvar::new(),
                locks: Mutex::new(fence::Locks::default()),
                fences: Mutex::new(Default::default()),
                flush_key: format!("{:016x}", rand::random::<u64>()),
            }),
        };
        kv.migrate()?;
        Ok(kv)
    }

    /// Open one session (not pooled) on the backend's runtime.
    fn open_client(&self) -> Result<Client, StoreError> {
        let config = self.inner.config.clone();
        // The whole handshake (TCP, then the server's start-up and authentication) has
        // the connect timeout: tokio-postgres's own covers the TCP part only.
        let limit = self.inner.options.connect_timeout;
        let connecting = self.inner.handle.spawn(async move {
            let (client, connection) = tokio::time::timeout(limit, config.connect(NoTls))
                .await
                .map_err(|_| {
                    StoreError::Unavailable(format!("could not connect within {limit:?}"))
                })?
                .map_err(connect_error)?;
            tokio::spawn(async move {
                if let Err(err) = connection.await {
                    tracing::warn!(%err, "a PostgreSQL connection ended");
                }
            });
            Ok::<_, StoreError>(client)
        });
        let client = block_on(connecting)
            .map_err(|e| StoreError::Unavailable(format!("could not connect: {e}")))??;
        // The server gives up on a statement a second after this process does (the
        // query timeout, which reports the database as hung first), so a query nobody
        // waits for any more does not run on.
        let session = format!(
            "SET synchronous_commit TO off; SET statement_timeout TO {}",
            self.inner.options.query_timeout.as_millis() + 1000
        );
        self.inner
            .timed(client.batch_execute(&session))?
            .map_err(|e| db_error("could not set up a session", e))?;
        Ok(client)
    }

    /// Create or bring the schema up to date, one process at a time.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.open_client()?;
        self.inner
            .timed(async {
                let tx = client.transaction().await?;
                tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
                    .await?;
                tx.batch_execute(
                    "CREATE TABLE IF NOT EXISTS cantina_migrations (
                     version integer PRIMARY KEY,
                     applied_at timestamptz NOT NULL DEFAULT now()
                 )",
                )
                .await?;
                let current: i32 = tx
                    .query_one(
                        "SELECT coalesce(max(version), 0) FROM cantina_migrations",
                        &[],
                    )
                    .await?
                    .get(0);
                if current > SCHEMA_VERSION {
                    return Ok(Err(StoreError::NewerDatabase {
                        found: current as u32,
                        known: SCHEMA_VERSION as u32,
                    }));
                }
                for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > current) {
                    tx.batch_execute(sql).await?;
                    tx.execute(
                        "INSERT INTO cantina_migrations (version) VALUES ($1)",
                        &[version],
                    )
                    .await?;
                }
                tx.batch_execute("SET LOCAL synchronous_commit TO on")
                    .await?;
                tx.commit().await?;
                Ok(Ok(()))
            })?
            .map_err(|e| db_error("could not create or migrate the schema", e))?
    }

    /// A connection from the pool (a new one while fewer than the pool's size are open).
    fn lend(&self) -> Result<Lent<'_>, StoreError> {
        let inner = &*self.inner;
        let mut pool = inner.pool.lock().unwrap_or_else(|p| p.into_inner());
        // Every connection lent: wait for one, at most the query timeout in all (each
        // lent one is back within it unless the database hangs).
        let asked = std::time::Instant::now();
        loop {
            if let Some(conn) = pool.idle.pop() {
                if conn.client.is_closed() {
                    pool.open -= 1;
                    continue;
                }
                return Ok(Lent {
                    kv: inner,
                    conn: Some(conn),
                });
            }
            if pool.open < inner.options.pool_size {
                pool.open += 1;
                drop(pool);
                let opened = self.open_client().and_then(|client| {
                    let st = self
                        .inner
                        .timed(Statements::prepare(&client))?
                        .map_err(|e| db_error("could not prepare", e))?;
                    Ok(Conn { client, st })
                });
                return match opened {
                    Ok(conn) => Ok(Lent {
                        kv: inner,
                        conn: Some(conn),
                    }),
                    Err(err) => {
                        let mut pool = inner.pool.lock().unwrap_or_else(|p| p.into_inner());
                        pool.open -= 1;
                        inner.returned.notify_one();
                        Err(err)
                    }
                };
            }
            // Every connection busy for that long is a burst of work on a slow
            // database, not a hung one (a hung query says so itself): the caller is
            // refused, to try again, and the bot goes on.
            let limit = inner.options.query_timeout;
            let Some(left) = limit.checked_sub(asked.elapsed()).filter(|d| !d.is_zero()) else {
                return Err(StoreError::Unavailable(format!(
                    "all {} connections stayed busy for {limit:?}; try again",
                    inner.options.pool_size
                )));
            };
            pool = inner
                .returned
                .wait_timeout(pool, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    pub fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let conn = self.lend()?;
        let row = self
            .inner
            .timed(conn.client.query_opt(&conn.st.get, &[&space.name(), &key]))?
            .map_err(|e| db_error("read failed", e))?;
        Ok(row.map(|row| row.get(0)))
    }

    pub fn insert(&self, space: Space, key: &[u8], value: &[u8]) -> Result<(), StoreError> {
        let conn = self.lend()?;
        self.inner
            .timed(
                conn.client
                    .execute(&conn.st.upsert, &[&space.name(), &key, &value]),
            )?
            .map_err(|e| db_error("write failed", e))?;
        Ok(())
    }

    /// Many upserts in one statement, so one commit: they land together. A key given
    /// twice keeps its last value (one statement may not update a row twice).
    pub fn insert_many(&self, space: Space, pairs: &[Pair]) -> Result<(), StoreError> {
        if pairs.is_empty() {
            return Ok(());
        }
        let mut last: std::collections::BTreeMap<&[u8], &[u8]> = Default::default();
        for (key, value) in pairs {
            last.insert(key, value);
        }
        let (keys, values): (Vec<&[u8]>, Vec<&[u8]>) = last.into_iter().unzip();
        let conn = self.lend()?;
        self.inner
            .timed(
                conn.client
                    .execute(&conn.st.upsert_many, &[&space.name(), &keys, &values]),
            )?
            .map_err(|e| db_error("write failed", e))?;
        Ok(())
    }

    /// [`PgKv::insert_many`] of table `table`'s entries, landing only while `epoch` is
    /// still the table's (compared in the same statement): [`StoreError::Fenced`] when
    /// another process claimed it since.
    pub fn insert_many_fenced(
        &self,
        space: Space,
        pairs: &[Pair],
        (table, epoch): (u64, i64),
    ) -> Result<(), StoreError> {
        let mut last: std::collections::BTreeMap<&[u8], &[u8]> = Default::default();
        for (key, value) in pairs {
            last.insert(key, value);
        }
        let (keys, values): (Vec<&[u8]>, Vec<&[u8]>) = last.into_iter().unzip();
        let conn = self.lend()?;
        let written = self
            .inner
            .timed(conn.client.execute(
                &conn.st.upsert_many_fenced,
                &[&space.name(), &keys, &values, &(table as i64), &epoch],
            ))?
            .map_err(|e| db_error("write failed", e))?;
        if written == 0 && !keys.is_empty() {
            return Err(StoreError::Fenced(table));
        }
        Ok(())
    }

    /// The values of `keys`, in their order (one round trip).
    pub fn get_many(
        &self,
        space: Space,
        keys: &[Vec<u8>],
    ) -> Result<Vec<Option<Vec<u8>>>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let conn = self.lend()?;
        let rows = self
            .inner
            .timed(
                conn.client
                    .query(&conn.st.get_many, &[&space.name(), &keys]),
            )?
            .map_err(|e| db_error("read failed", e))?;
        let found: std::collections::HashMap<Vec<u8>, Vec<u8>> = rows
            .into_iter()
            .map(|row| (row.get(0), row.get(1)))
            .collect();
        Ok(keys.iter().map(|key| found.get(key).cloned()).collect())
    }

    /// Remove every key of `keys` (one statement).
    pub fn remove_many(&self, space: Space, keys: &[Vec<u8>]) -> Result<(), StoreError> {
        if keys.is_empty() {
            return Ok(());
        }
        let conn = self.lend()?;
        self.inner
            .timed(
                conn.client
                    .execute(&conn.st.delete_many, &[&space.name(), &keys]),
            )?
            .map_err(|e| db_error("delete failed", e))?;
        Ok(())
    }

    pub fn remove(&self, space: Space, key: &[u8]) -> Result<(), StoreError> {
        let conn = self.lend()?;
        self.inner
            .timed(conn.client.execute(&conn.st.delete, &[&space.name(), &key]))?
            .map_err(|e| db_error("delete failed", e))?;
        Ok(())
    }

    pub fn range(&self, space: Space, start: &[u8], end: Option<&[u8]>) -> super::KvIter<'_> {
        Box::new(PgRange {
            kv: self,
            space,
            from: start.to_vec(),
            inclusive: true,
            end: end.map(<[u8]>::to_vec),
            page: Vec::new().into_iter(),
            done: false,
        })
    }

    /// Every entry of `spaces`, in key order, as of one moment: the reads run in one
    /// read-only repeatable-read transaction, so bots writing meanwhile (a backup while
    /// they run) change nothing it sees.
    pub fn scan_snapshot(
        &self,
        spaces: &[Space],
        each: &mut dyn FnMut(Space, Pair) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut conn = self.lend()?;
        let Conn { client, st } = &mut *conn;
        // A `Transaction` ends itself (a rollback) when dropped on any error, so the
        // connection never goes back to the pool inside it.
        let tx = self
            .inner
            .timed(
                client
                    .build_transaction()
                    .isolation_level(IsolationLevel::RepeatableRead)
                    .read_only(true)
                    .start(),
            )?
            .map_err(|e| db_error("snapshot failed", e))?;
        for &space in spaces {
            let mut from: Vec<u8> = Vec::new();
            // The first page includes `from` (the empty key), the next ones start after
            // the last key read.
            let mut statement = &st.range[1];
            loop {
                let rows = self
                    .inner
                    .timed(tx.query(statement, &[&space.name(), &from, &PAGE]))?
                    .map_err(|e| db_error("snapshot read failed", e))?;
                let full = rows.len() as i64 == PAGE;
                for row in rows {
                    let (key, value): Pair = (row.get(0), row.get(1));
                    from.clone_from(&key);
                    each(space, (key, value))?;
                }
                if !full {
                    break;
                }
                statement = &st.range[3];
            }
        }
        self.inner
            .timed(tx.commit())?
            .map_err(|e| db_error("snapshot failed", e))
    }

    pub fn len(&self, space: Space) -> Result<u64, StoreError> {
        let conn = self.lend()?;
        let row = self
            .inner
            .timed(conn.client.query_one(&conn.st.count, &[&space.name()]))?
            .map_err(|e| db_error("count failed", e))?;
        Ok(row.get::<_, i64>(0).max(0) as u64)
    }

    pub fn generate_id(&self) -> Result<u64, StoreError> {
        let conn = self.lend()?;
        let row = self
            .inner
            .timed(conn.client.query_one(&conn.st.next_id, &[]))?
            .map_err(|e| db_error("could not take an id", e))?;
        Ok(row.get::<_, i64>(0).max(1) as u64 - 1)
    }

    /// Raise the id sequence so it gives only ids above `floor` (never lowers it).
    pub fn raise_ids(&self, floor: u64) -> Result<(), StoreError> {
        let conn = self.lend()?;
        let floor = i64::try_from(floor).unwrap_or(i64::MAX);
        self.inner
            .timed(conn.client.execute(
                "SELECT setval('cantina_ids', GREATEST($1::bigint, \
                 (SELECT last_value FROM cantina_ids)))",
                &[&floor],
            ))?
            .map_err(|e| db_error("could not raise the ids", e))?;
        Ok(())
    }

    /// One synchronous commit: the log is flushed up to it, so every commit before it
    /// is durable too.
    ///
    /// The transaction must write to the log: PostgreSQL commits a transaction that
    /// wrote nothing asynchronously whatever `synchronous_commit` says (an xid alone is
    /// not written), and then flushes nothing. So it writes a row and deletes it again,
    /// under a key of this process's own (no other process waits on it), in a space no
    /// reader or backup knows.
    pub fn flush(&self) -> Result<(), StoreError> {
        let conn = self.lend()?;
        let key = &self.inner.flush_key;
        self.inner
            .timed(conn.client.batch_execute(&format!(
                "BEGIN; SET LOCAL synchronous_commit TO on; \
                 INSERT INTO kv (space, key, value) VALUES ('flush', '\\x{key}', ''); \
                 DELETE FROM kv WHERE space = 'flush' AND key = '\\x{key}'; COMMIT"
            )))?
            .map_err(|e| match db_error("flush failed", e) {
                StoreError::Database(reason) => StoreError::Flush(reason),
                away => away,
            })?;
        Ok(())
    }

    /// Write one entry holding `person`'s lock (see [`super::Kv::insert_as`]).
    pub fn insert_as(
        &self,
        person: u64,
        space: Space,
        key: &[u8],
        value: &[u8],
    ) -> Result<(), StoreError> {
        let conn = self.lend()?;
        let written = self.lock_people(&conn, &[person]).and_then(|()| {
            self.inner
                .timed(
                    conn.client
                        .execute(&conn.st.upsert, &[&space.name(), &key, &value]),
                )?
                .map_err(|e| db_error("write failed", e))
        });
        self.unlock_people(conn);
        written.map(|_| ())
    }

    /// Take the session locks of `people` on `conn`, in order (two ends of games
    /// sharing people never wait for each other in a circle). A person's lock is the
    /// two-number advisory lock of their id's halves: apart from the tables' one-number
    /// locks.
    fn lock_people(&self, conn: &Lent<'_>, people: &[u64]) -> Result<(), StoreError> {
        let mut people = people.to_vec();
        people.sort_unstable();
        people.dedup();
        for person in people {
            let (high, low) = ((person >> 32) as u32 as i32, person as u32 as i32);
            self.inner
                .timed(
                    conn.client
                        .execute("SELECT pg_advisory_lock($1, $2)", &[&high, &low]),
                )?
                .map_err(|e| db_error("could not take a person's lock", e))?;
        }
        Ok(())
    }

    /// Let go of every session lock `conn` holds, and return it to the pool; a
    /// connection that cannot say it let go is closed instead (closing lets go).
    fn unlock_people(&self, conn: Lent<'_>) {
        let unlocked = self
            .inner
            .timed(conn.client.execute("SELECT pg_advisory_unlock_all()", &[]));
        if !matches!(unlocked, Ok(Ok(_))) {
            conn.discard();
        }
    }

    /// Serializable, retried on a serialization failure or deadlock (as sled retries
    /// a conflict), on behalf of `people` (see [`super::Kv::transaction_as`]).
    pub fn transaction<R, E>(
        &self,
        people: &[u64],
        change: impl Fn(&mut Tx) -> Result<R, TxAbort<E>>,
    ) -> Result<Result<R, E>, StoreError> {
        let mut conn = self.lend()?;
        if people.is_empty() {
            return self.transaction_on(&mut conn, change);
        }
        let done = self
            .lock_people(&conn, people)
            .and_then(|()| self.transaction_on(&mut conn, change));
        self.unlock_people(conn);
        done
    }

    fn transaction_on<R, E>(
        &self,
        conn: &mut Lent<'_>,
        change: impl Fn(&mut Tx) -> Result<R, TxAbort<E>>,
    ) -> Result<Result<R, E>, StoreError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let Conn { client, st } = &mut **conn;
            // Each query waits on its own: a wait may not start inside another one.
            let tx = match self.inner.timed(
                client
                    .build_transaction()
                    .isolation_level(IsolationLevel::Serializable)
                    .start(),
            )? {
                Ok(tx) => tx,
                Err(err) => return Err(db_error("could not begin", err)),
            };
            let outcome = {
                let mut view = Tx::Pg(PgTx {
                    tx: &tx,
                    st,
                    kv: &self.inner,
                });
                change(&mut view)
            };
            let done = match outcome {
                Ok(answer) => self.inner.timed(tx.commit())?.map(|()| Ok(answer)),
                Err(TxAbort::Abort(refusal)) => {
                    self.inner.timed(tx.rollback())?.map(|()| Err(Ok(refusal)))
                }
                Err(TxAbort::Fail(TxFail::Pg(err))) => Err(err),
                Err(TxAbort::Fail(TxFail::Store(err))) => Ok(Err(Err(err))),
                Err(TxAbort::Fail(TxFail::Sled(err))) => {
                    Ok(Err(Err(StoreError::Database(format!("{err:?}")))))
                }
            };
            match done {
                Ok(Ok(answer)) => return Ok(Ok(answer)),
                Ok(Err(Ok(refusal))) => return Ok(Err(refusal)),
                Ok(Err(Err(err))) => return Err(err),
                Err(err) if is_conflict(&err) && attempt < 50 => {
                    std::thread::sleep(Duration::from_millis(attempt.min(20)));
                    continue;
                }
                Err(err) => return Err(db_error("transaction failed", err)),
            }
        }
    }
}
