//! `/privacy forget` at the tables still being played. The person asking is erased at
//! once from every live table this process runs; every process also follows the
//! store's forget log, so a forget made on another process (sharing the database)
//! reaches its tables within [`FOLLOW_EVERY`], and a process starting up erases the
//! people forgotten in the last days from the tables it brings back.

use super::actor::TableMsg;
use super::registry::{Shared, Tables};
use crate::clock::wall_ms;
use crate::store::LoggedForget;
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
    /// Erase `user` from every live table of this process opened before the forget
    /// (`first_table_after`) that names them: each running table is asked (it knows its
    /// seats), and a sleeping one is woken only if it names them. Returns how many
    /// tables erased them, their change on disk.
    pub async fn forget_at_live_tables(&self, user: u64, first_table_after: u64) -> usize {
        // Running tables are asked; a sleeping one whose summary is too old to list its
        // people is read (not woken) to see whether it names them.
        let (mut targets, unknown): (Vec<u64>, Vec<u64>) = {
            let live = self.lock();
            let mut targets = Vec::new();
            let mut unknown = Vec::new();
            // A table opened since is a game the person came back to.
            for (&id, handle) in live.by_id.iter().filter(|(&id, _)| id < first_table_after) {
                match (&handle.inbox, &handle.people) {
                    (Some(_), _) => targets.push(id),
                    (None, Some(people)) if people.contains(&user) => targets.push(id),
                    (None, Some(_)) => {}
                    (None, None) => unknown.push(id),
                }
            }
            (targets, unknown)
        };
        if !unknown.is_empty() {
            let store = self.store().clone();
            let naming = tokio::task::spawn_blocking(move || {
                unknown
                    .into_iter()
                    .filter(|&id| {
                        store
                            .tables()
                            .load::<super::record::TableRecord>(id)
                            .ok()
                            .flatten()
                            .is_some_and(|record| {
                                crate::store::LiveTable::people(&record).contains(&user)
                            })
                    })
                    .collect::<Vec<u64>>()
            })
            .await;
            targets.extend(naming.unwrap_or_default());
        }
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
    let now = wall_ms();
    let mut since = now.saturating_sub(crate::store::FORGET_LOG_KEPT_MS);
    let mut seen: HashSet<LoggedForget> = HashSet::new();
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
        let read_at = wall_ms();
        match tokio::task::spawn_blocking(move || store.forgets_since(read_from)).await {
            Ok(Ok(forgets)) => {
                for forget in forgets {
                    if seen.insert(forget) {
                        let erased = tables
                            .forget_at_live_tables(forget.user, forget.first_table_after)
                            .await;
                        if erased > 0 {
                            tracing::info!(
                                tables = erased,
                                "a forgotten person erased from live tables"
                            );
                        }
                    }
                }
                since = read_at;
                seen.retain(|forget| forget.at_ms >= since.saturating_sub(OVERLAP_MS));
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
