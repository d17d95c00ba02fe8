//! `/privacy forget` at the tables still being played. The person asking is erased at
//! once from every live table this process runs; every process also follows the
//! store's forget log, so a forget made on another process (sharing the database)
//! reaches its tables within [`FOLLOW_EVERY`], and a process starting up erases the
//! people forgotten in the last days from the tables it brings back.

use super::actor::TableMsg;
use super::registry::{Shared, Tables};
use std::collections::HashSet;
use std::sync::Weak;
use std::time::Duration;
use tokio::sync::oneshot;

/// How often a process on a shared database reads the forget log.
pub const FOLLOW_EVERY: Duration = Duration::from_secs(5);
/// How long a table has to erase someone before the forget stops waiting for it.
const TABLE_WAIT: Duration = Duration::from_secs(2);
/// Forgets are read again this far back: one committed a little late (another
/// process's clock, a slow commit) is not missed; those seen already are skipped.
const OVERLAP_MS: u64 = 60_000;

impl Tables {
    /// Erase `user` from every live table of this process that names them: each
    /// running table is asked (it knows its seats), and a sleeping one is woken only if
    /// its summary names them (or is too old to say). Returns how many tables erased
    /// them, their change on disk.
    pub async fn forget_at_live_tables(&self, user: u64) -> usize {
        let targets: Vec<u64> = {
            let live = self.lock();
            live.by_id
                .iter()
                .filter(|(_, handle)| {
                    handle.inbox.is_some()
                        || handle
                            .people
                            .as_ref()
                            .is_none_or(|people| people.contains(&user))
                })
                .map(|(&id, _)| id)
                .collect()
        };
        let mut answers = Vec::new();
        for id in targets {
            let Some(inbox) = self.inbox_of(id) else {
                continue;
            };
            let (reply, answer) = oneshot::channel();
            // A table with a full inbox is not waited for long either.
            let sent =
                tokio::time::timeout(TABLE_WAIT, inbox.send(TableMsg::Forget { user, reply }));
            if matches!(sent.await, Ok(Ok(()))) {
                answers.push(tokio::time::timeout(TABLE_WAIT, answer));
            }
        }
        futures_util::future::join_all(answers)
            .await
            .into_iter()
            .filter(|answer| matches!(answer, Ok(Ok(true))))
            .count()
    }

    /// Follow the store's forget log from a week back: once at start-up, and on a
    /// shared database every [`FOLLOW_EVERY`] for as long as the bot runs.
    pub fn follow_forgets(&self) {
        let shared = std::sync::Arc::downgrade(&self.shared);
        let again = self.shared.store.is_shared();
        tokio::spawn(follow(shared, again));
    }
}

async fn follow(shared: Weak<Shared>, again: bool) {
    let now = crate::table::record::now_ms();
    let mut since = now.saturating_sub(crate::store::FORGET_LOG_KEPT_MS);
    let mut seen: HashSet<(u64, u64)> = HashSet::new();
    loop {
        let Some(shared) = shared.upgrade() else {
            return;
        };
        let tables = Tables { shared };
        if !tables.accepting() {
            return;
        }
        let store = tables.store().clone();
        let read_from = since.saturating_sub(OVERLAP_MS);
        let read_at = crate::table::record::now_ms();
        match tokio::task::spawn_blocking(move || store.forgets_since(read_from)).await {
            Ok(Ok(forgets)) => {
                for (at, user) in forgets {
                    if seen.insert((at, user)) {
                        let erased = tables.forget_at_live_tables(user).await;
                        if erased > 0 {
                            tracing::info!(
                                tables = erased,
                                "a forgotten person erased from live tables"
                            );
                        }
                    }
                }
                since = read_at;
                seen.retain(|&(at, _)| at >= since.saturating_sub(OVERLAP_MS));
            }
            Ok(Err(err)) => tracing::warn!(%err, "the forget log could not be read"),
            Err(err) => tracing::warn!(%err, "the forget log could not be read"),
        }
        drop(tables);
        if !again {
            return;
        }
        tokio::time::sleep(FOLLOW_EVERY).await;
    }
}
