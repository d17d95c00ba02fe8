//! One connection to PostgreSQL: its prepared statements, how its errors read, and
//! its loan from the pool.

use super::Inner;
use crate::store::StoreError;
use tokio_postgres::error::SqlState;
use tokio_postgres::{Client, Statement};

/// A connection with its prepared statements.
pub(super) struct Conn {
    pub(super) client: Client,
    pub(super) st: Statements,
}

pub(super) struct Statements {
    pub(super) get: Statement,
    pub(super) upsert: Statement,
    pub(super) delete: Statement,
    /// Many keys of a space at once (`key = ANY`).
    pub(super) get_many: Statement,
    /// Many upserts in one statement (keys unique).
    pub(super) upsert_many: Statement,
    pub(super) delete_many: Statement,
    /// `upsert_many` that lands only while table `$4`'s owner epoch is `$5`: the
    /// epoch's row is read and locked in the statement that writes (see `fence.rs`).
    pub(super) upsert_many_fenced: Statement,
    /// Whether table `$1`'s owner epoch is `$2`, its row locked until the transaction
    /// ends (a claim waits for it).
    pub(super) owner: Statement,
    /// `from <= key < to`, `from <= key`, `from < key < to`, `from < key`.
    pub(super) range: [Statement; 4],
    pub(super) count: Statement,
    pub(super) next_id: Statement,
}

impl Statements {
    pub(super) async fn prepare(client: &Client) -> Result<Statements, tokio_postgres::Error> {
        let select = |start: &str, end: bool| {
            format!(
                "SELECT key, value FROM kv WHERE space = $1 AND key {start} $2 {} \
                 ORDER BY key LIMIT $3",
                if end { "AND key < $4" } else { "" }
            )
        };
        Ok(Statements {
            get: client
                .prepare("SELECT value FROM kv WHERE space = $1 AND key = $2")
                .await?,
            upsert: client
                .prepare(
                    "INSERT INTO kv (space, key, value) VALUES ($1, $2, $3) \
                     ON CONFLICT (space, key) DO UPDATE SET value = EXCLUDED.value",
                )
                .await?,
            delete: client
                .prepare("DELETE FROM kv WHERE space = $1 AND key = $2")
                .await?,
            get_many: client
                .prepare("SELECT key, value FROM kv WHERE space = $1 AND key = ANY($2)")
                .await?,
            upsert_many: client
                .prepare(
                    "INSERT INTO kv (space, key, value) \
                     SELECT $1, k, v FROM unnest($2::bytea[], $3::bytea[]) AS t(k, v) \
                     ON CONFLICT (space, key) DO UPDATE SET value = EXCLUDED.value",
                )
                .await?,
            upsert_many_fenced: client
                .prepare(
                    "WITH owner AS (SELECT 1 FROM table_owner \
                     WHERE id = $4 AND epoch = $5 FOR SHARE) \
                     INSERT INTO kv (space, key, value) \
                     SELECT $1, k, v FROM unnest($2::bytea[], $3::bytea[]) AS t(k, v) \
                     WHERE EXISTS (SELECT 1 FROM owner) \
                     ON CONFLICT (space, key) DO UPDATE SET value = EXCLUDED.value",
                )
                .await?,
            owner: client
                .prepare("SELECT 1 FROM table_owner WHERE id = $1 AND epoch = $2 FOR SHARE")
                .await?,
            delete_many: client
                .prepare("DELETE FROM kv WHERE space = $1 AND key = ANY($2)")
                .await?,
            range: [
                client.prepare(&select(">=", true)).await?,
                client.prepare(&select(">=", false)).await?,
                client.prepare(&select(">", true)).await?,
                client.prepare(&select(">", false)).await?,
            ],
            count: client
                .prepare("SELECT count(*) FROM kv WHERE space = $1")
                .await?,
            next_id: client.prepare("SELECT nextval('cantina_ids')").await?,
        })
    }
}

/// A connection that could not be made, as the store reports it. The server refusing
/// it for good (no such database, a wrong password) is [`StoreError::Database`]; a
/// server starting up, shutting down or full may take it later, so that is
/// [`StoreError::Unavailable`], like a server that cannot be reached.
pub(super) fn connect_error(err: tokio_postgres::Error) -> StoreError {
    match err.code() {
        Some(code) if !server_passing(code) => {
            StoreError::Database(format!("could not connect: {err}"))
        }
        _ => StoreError::Unavailable(format!("could not connect: {err}")),
    }
}

/// A server that is starting up, shutting down or full: it may answer later.
fn server_passing(code: &SqlState) -> bool {
    [
        SqlState::CANNOT_CONNECT_NOW,
        SqlState::TOO_MANY_CONNECTIONS,
        SqlState::ADMIN_SHUTDOWN,
        SqlState::CRASH_SHUTDOWN,
    ]
    .contains(code)
}

/// A failed query as the store reports it: a lost or refused connection, or a server
/// passing (see [`connect_error`]), is [`StoreError::Unavailable`] (the database may
/// come back), the rest [`StoreError::Database`].
pub(super) fn db_error(what: &str, err: tokio_postgres::Error) -> StoreError {
    let lost = err.is_closed()
        || err.code().is_some_and(server_passing)
        || std::error::Error::source(&err).is_some_and(|cause| cause.is::<std::io::Error>());
    if lost {
        StoreError::Unavailable(format!("{what}: {err}"))
    } else {
        StoreError::Database(format!("{what}: {err}"))
    }
}

/// A lent connection, returned to the pool when dropped (closed ones are not).
pub(super) struct Lent<'a> {
    pub(super) kv: &'a Inner,
    pub(super) conn: Option<Conn>,
}

impl std::ops::Deref for Lent<'_> {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        self.conn
            .as_ref()
            .expect("a lent connection is present until dropped")
    }
}

impl std::ops::DerefMut for Lent<'_> {
    fn deref_mut(&mut self) -> &mut Conn {
        self.conn
            .as_mut()
            .expect("a lent connection is present until dropped")
    }
}

impl Lent<'_> {
    /// Close the connection instead of returning it: it may still hold a session lock
    /// it could not let go of.
    pub(super) fn discard(mut self) {
        if let Some(conn) = self.conn.take() {
            drop(conn);
            let mut pool = self.kv.pool.lock().unwrap_or_else(|p| p.into_inner());
            pool.open -= 1;
            self.kv.returned.notify_one();
        }
    }
}

impl Drop for Lent<'_> {
    fn drop(&mut self) {
        let Some(conn) = self.conn.take() else { return };
        let mut pool = self.kv.pool.lock().unwrap_or_else(|p| p.into_inner());
        if conn.client.is_closed() {
            pool.open -= 1;
        } else {
            pool.idle.push(conn);
        }
        self.kv.returned.notify_one();
    }
}
