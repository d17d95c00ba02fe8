//! Table claims on PostgreSQL: which process runs a table, and the fence on its writes.
//!
//! A process runs a table under two things:
//! - a session advisory lock, so a click reaching another process is told to try
//!   again (PostgreSQL drops it with the session: a process killed by kill -9 frees its
//!   tables at once);
//! - an owner epoch in `table_owner`, set anew by every claim. The table's writes carry
//!   the epoch and land only while it is still the table's, compared in the same
//!   statement (or transaction) that writes. A lock can be lost without the holder
//!   knowing (a database restart ends its session), so the lock alone cannot keep a
//!   process that lost it from overwriting what another process has acknowledged since;
//!   the epoch can.
//!
//! A claim that fails (the database away) is not a claim. A table whose lock or epoch
//! was lost stays counted until its actor lets go, and is not claimed again before.

use super::connection::db_error;
use super::{PgKv, StoreError};
use std::collections::BTreeMap;
use tokio_postgres::Client;

/// The session holding this process's table locks, and the tables it holds.
#[derive(Default)]
pub(super) struct Locks {
    pub(super) session: Option<Client>,
    pub(super) held: BTreeMap<u64, Held>,
}

/// One table this process runs.
pub(super) struct Held {
    /// Claims not yet released: a table woken again while its stopped actor has not
    /// yet let go is claimed twice, and the lock goes only with the last release (one
    /// release must not free a table another actor of this process now runs).
    claims: u32,
    /// The epoch its writes carry.
    epoch: i64,
    /// Another process took it (its lock or epoch was lost): its actor must stop, and
    /// it is not claimed again until that actor let go.
    lost: bool,
}

impl PgKv {
    /// Take table `id` for this process: `false` if another process holds it (or this
    /// process lost it and its actor has not let go yet). An error is no claim.
    pub fn claim(&self, id: u64) -> Result<bool, StoreError> {
        let mut locks = self.inner.locks.lock().unwrap_or_else(|p| p.into_inner());
        self.renew_session(&mut locks)?;
        match locks.held.get_mut(&id) {
            Some(held) if held.lost => return Ok(false),
            Some(held) => {
                held.claims += 1;
                return Ok(true);
            }
            None => {}
        }
        let Some(session) = &locks.session else {
            return Ok(false);
        };
        let taken: bool = self
            .inner
            .timed(session.query_one("SELECT pg_try_advisory_lock($1)", &[&(id as i64)]))?
            .map_err(|e| db_error("could not take a table", e))?
            .get(0);
        if !taken {
            return Ok(false);
        }
        // A new epoch: whoever ran the table before can no longer write it. Waits for a
        // write of theirs in flight (it holds the row), so the record read after this
        // claim holds every write they made.
        let epoch = self
            .inner
            .timed(session.query_one(
                "INSERT INTO table_owner (id, epoch) VALUES ($1, nextval('cantina_epochs')) \
                 ON CONFLICT (id) DO UPDATE SET epoch = EXCLUDED.epoch RETURNING epoch",
                &[&(id as i64)],
            ))
            .and_then(|row| row.map_err(|e| db_error("could not take a table", e)));
        let epoch: i64 = match epoch {
            Ok(row) => row.get(0),
            Err(err) => {
                let _ = self
                    .inner
                    .timed(session.execute("SELECT pg_advisory_unlock($1)", &[&(id as i64)]));
                return Err(err);
            }
        };
        locks.held.insert(
            id,
            Held {
                claims: 1,
                epoch,
                lost: false,
            },
        );
        self.set_fence(id, Some(epoch));
        Ok(true)
    }

    /// Let go of one claim on table `id` (its actor stopped); the lock goes with the last.
    pub fn release(&self, id: u64) {
        let mut locks = self.inner.locks.lock().unwrap_or_else(|p| p.into_inner());
        let Some(held) = locks.held.get_mut(&id) else {
            return;
        };
        held.claims -= 1;
        if held.claims > 0 {
            return;
        }
        let lost = held.lost;
        locks.held.remove(&id);
        self.set_fence(id, None);
        if let (Some(session), false) = (&locks.session, lost) {
            // A session lost meanwhile holds nothing any more.
            let _ = self
                .inner
                .timed(session.execute("SELECT pg_advisory_unlock($1)", &[&(id as i64)]));
        }
    }

    /// Look at the lock session (at a claim, and every few seconds): after it was lost
    /// (a database restart), open another and take the tables again. Returns every
    /// table held but lost, whose actor must stop.
    pub fn check_claims(&self) -> Result<Vec<u64>, StoreError> {
        let mut locks = self.inner.locks.lock().unwrap_or_else(|p| p.into_inner());
        // A query, not only the connection's state: a restart may not have been noticed.
        let alive = match &locks.session {
            Some(session) => self
                .inner
                .timed(session.simple_query(""))
                .is_ok_and(|r| r.is_ok()),
            None => true,
        };
        if !alive {
            locks.session = None;
        }
        self.renew_session(&mut locks)?;
        Ok(locks
            .held
            .iter()
            .filter(|(_, held)| held.lost)
            .map(|(&id, _)| id)
            .collect())
    }

    /// Table `id`'s write was refused by its fence: another process runs it now.
    pub(crate) fn lost(&self, id: u64) {
        let mut locks = self.inner.locks.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(held) = locks.held.get_mut(&id) {
            if !held.lost {
                held.lost = true;
                if let Some(session) = &locks.session {
                    let _ = self
                        .inner
                        .timed(session.execute("SELECT pg_advisory_unlock($1)", &[&(id as i64)]));
                }
            }
        }
    }

    /// The epoch table `id`'s writes carry (`None`: this process holds no claim on it).
    pub(crate) fn fence(&self, id: u64) -> Option<i64> {
        let fences = self.inner.fences.lock().unwrap_or_else(|p| p.into_inner());
        fences.get(&id).copied()
    }

    fn set_fence(&self, id: u64, epoch: Option<i64>) {
        let mut fences = self.inner.fences.lock().unwrap_or_else(|p| p.into_inner());
        match epoch {
            Some(epoch) => fences.insert(id, epoch),
            None => fences.remove(&id),
        };
    }

    /// A new lock session if there is none or it closed, with every table held taken
    /// again: a table whose lock another process holds now, or whose epoch changed (it
    /// ran elsewhere meanwhile), is lost.
    fn renew_session(&self, locks: &mut Locks) -> Result<(), StoreError> {
        if locks.session.as_ref().is_some_and(|s| !s.is_closed()) {
            return Ok(());
        }
        locks.session = None;
        let session = self.open_client()?;
        let (ids, epochs): (Vec<i64>, Vec<i64>) = locks
            .held
            .iter()
            .filter(|(_, held)| !held.lost)
            .map(|(&id, held)| (id as i64, held.epoch))
            .unzip();
        // Locked first, then the epoch read under the lock: nobody can claim it between.
        let rows = self
            .inner
            .timed(session.query(
                "SELECT t.id, pg_try_advisory_lock(t.id) AS locked, \
                 EXISTS (SELECT 1 FROM table_owner o WHERE o.id = t.id AND o.epoch = t.epoch) \
                 FROM unnest($1::bigint[], $2::bigint[]) AS t(id, epoch)",
                &[&ids, &epochs],
            ))?
            .map_err(|e| db_error("could not take the tables again", e))?;
        for row in rows {
            let (id, locked, ours): (i64, bool, bool) = (row.get(0), row.get(1), row.get(2));
            if locked && ours {
                continue;
            }
            if locked {
                let _ = self
                    .inner
                    .timed(session.execute("SELECT pg_advisory_unlock($1)", &[&id]));
            }
            tracing::error!(
                table = id,
                "another process took this table meanwhile; it stops here"
            );
            if let Some(held) = locks.held.get_mut(&(id as u64)) {
                held.lost = true;
            }
        }
        locks.session = Some(session);
        Ok(())
    }
}
