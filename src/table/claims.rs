//! Watching this process's claims on its tables (a shared database only): a database
//! restart ends the session holding the tables' locks without telling anyone, and
//! another process may take a table meanwhile. Every few seconds the claims are looked
//! at (the locks taken again on a new session), and the actor of a table lost to
//! another process stops. Its writes could not land anyway (they are fenced, see
//! `store/kv/postgres/fence.rs`); stopping it keeps it from answering clicks from a
//! state that is no longer the table's.

use super::actor::TableMsg;
use super::registry::{Shared, Tables};
use std::sync::Weak;
use std::time::Duration;

/// How often the claims are looked at.
const CHECK_EVERY: Duration = Duration::from_secs(2);

impl Tables {
    /// Look at the claims every [`CHECK_EVERY`] for as long as the bot runs.
    pub fn watch_claims(&self) {
        if self.shared.store.is_shared() {
            tokio::spawn(watch(std::sync::Arc::downgrade(&self.shared)));
        }
    }
}

async fn watch(shared: Weak<Shared>) {
    loop {
        tokio::time::sleep(CHECK_EVERY).await;
        let Some(shared) = shared.upgrade() else {
            return;
        };
        let tables = Tables { shared };
        if !tables.accepting() {
            return;
        }
        let store = tables.store().clone();
        let lost = match tokio::task::spawn_blocking(move || store.lost_tables()).await {
            Ok(Ok(lost)) => lost,
            // The database is away: looked at again at the next turn.
            Ok(Err(err)) => {
                tracing::debug!(%err, "the table claims could not be looked at");
                continue;
            }
            Err(_) => continue,
        };
        for id in lost {
            let inbox = tables.lock().by_id.get(&id).and_then(|h| h.inbox.clone());
            if let Some(inbox) = inbox {
                // Never dropped when the inbox is full: the actor must hear of it.
                tokio::spawn(async move {
                    let _ = inbox.send(TableMsg::Lost).await;
                });
            }
        }
    }
}
