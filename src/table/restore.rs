//! Restore and wake: bringing every live table back at start-up (most asleep, without
//! an actor, until something is due) and waking a sleeping table when a click, a
//! command or its next deadline needs it.

use super::actor::{self, TableMsg};
use super::hosting::{Hosted, HostedMatch};
use super::record::{DeadlineKind, Phase, TableRecord, TableSummary};
use super::registry::{Shared, Tables};
use super::text::Notice;
use super::Reply;
use crate::clock::now_ms;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// The bot's downtime is not the players': a turn clock (or a solo game's idle clock)
/// that ran out while the bot was down starts again in full, so nobody is timed out,
/// handed to a computer or closed for an outage. Other deadlines (a challenge's
/// expiry, the UNO! window) fire once as due.
fn push_back_clocks(record: &mut TableRecord) {
    let now = now_ms();
    let full_turn = record.turn_timeout_secs * 1000;
    for deadline in &mut record.deadlines {
        if deadline.at_ms > now {
            continue;
        }
        match deadline.kind {
            DeadlineKind::Turn { .. } => deadline.at_ms = now + full_turn,
            DeadlineKind::SoloIdle => deadline.at_ms = now + actor::SOLO_IDLE.as_millis() as u64,
            _ => {}
        }
    }
}

/// Wake each sleeping table when its first deadline comes (`alarms` sorted by time);
/// its actor then keeps its own clocks. Holds the tables weakly, so a stopped bot's
/// store is not kept open by an alarm hours away.
async fn wake_on_time(shared: std::sync::Weak<Shared>, alarms: Vec<(u64, u64)>) {
    for (at, id) in alarms {
        tokio::time::sleep(Duration::from_millis(at.saturating_sub(now_ms()))).await;
        let Some(shared) = shared.upgrade() else {
            return;
        };
        let tables = Tables { shared };
        if !tables.accepting() {
            return;
        }
        tables.inbox_of(id);
    }
}

impl Tables {
    /// Bring back every live table in the store; returns how many. Start-up reads each
    /// table's summary, not its record: a table with nothing to do sleeps (no actor)
    /// until a click, a command or its next deadline wakes it. A table with something
    /// due now starts at once: a deadline that fell while the bot was down (turn clocks
    /// pushed back by the downtime), a message that may be behind, an unarchived end.
    pub fn restore_all(&self) -> usize {
        let store = &self.shared.store;
        match store.tables().add_missing_summaries::<TableRecord>() {
            Ok(0) => {}
            Ok(added) => tracing::info!(added, "tables written by an older version summarized"),
            Err(err) => tracing::error!(%err, "table summaries not completed"),
        }
        let now = now_ms();
        let mut restored = 0;
        let (mut due_now, mut alarms) = (Vec::new(), Vec::new());
        // DM tables by the people they name, for a database written before they were
        // indexed so (see `store/live_people.rs`).
        let mut direct = Vec::new();
        for entry in store.tables().each_summary::<TableSummary>() {
            let (id, summary) = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    tracing::error!(%err, "a table summary could not be read");
                    continue;
                }
            };
            if let (None, Some(people)) = (summary.guild_id, &summary.people) {
                direct.push((id, people.clone()));
            }
            if !self.runs_guild(summary.guild_id) {
                // Another process's server: it restores the table (or takes it over
                // here on a click, after a change of shards).
                continue;
            }
            let asleep = !summary.wake_at_start
                && summary.wake_at_ms.is_none_or(|at| at > now)
                && self.shared.catalog.get(&summary.game).is_some();
            if !asleep {
                due_now.push(id);
                continue;
            }
            self.lock().enter(id, None, &summary);
            if let Some(at) = summary.wake_at_ms {
                alarms.push((at, id));
            }
            restored += 1;
        }
        if let Err(err) = store.index_dm_tables_once(&direct) {
            tracing::error!(%err, "direct-message tables not indexed by person");
        }
        for id in due_now {
            // Taken before it is read (see `inbox_of`); a table another process runs
            // is left to it, and comes here on a click if it moves.
            if !self.claim(id) {
                continue;
            }
            // Claimed once here, and held by its actor until it stops; every path that
            // starts no actor lets go of it.
            match store.tables().load::<TableRecord>(id) {
                Ok(Some(record)) => restored += usize::from(self.restore(record, true)),
                Ok(None) => store.release_table(id),
                Err(err) => {
                    tracing::error!(table = id, %err, "a stored table could not be restored");
                    store.release_table(id);
                }
            }
        }
        if !alarms.is_empty() {
            alarms.sort_unstable();
            tokio::spawn(wake_on_time(Arc::downgrade(&self.shared), alarms));
        }
        restored
    }

    /// The inbox of a live table's actor, waking the table first if it sleeps.
    pub(super) fn inbox_of(&self, id: u64) -> Option<mpsc::Sender<TableMsg>> {
        let mut live = self.lock();
        let handle = live.by_id.get_mut(&id)?;
        if let Some(inbox) = &handle.inbox {
            return Some(inbox.clone());
        }
        // Messages wait in the new inbox while the table is read back.
        let (inbox_tx, inbox_rx) = mpsc::channel(64);
        handle.inbox = Some(inbox_tx.clone());
        let channel = handle.channel;
        drop(live);
        let tables = self.clone();
        let inbox = inbox_tx.clone();
        tokio::spawn(async move {
            // Reading and decoding the table is blocking work: off the async workers.
            let reader = tables.clone();
            let woken = tokio::task::spawn_blocking(move || {
                // Taken before it is read: another process may write it until then.
                if !reader.claim(id) {
                    return Some(Err(Notice::TableElsewhere));
                }
                let record = match reader.shared.store.tables().load::<TableRecord>(id) {
                    Ok(Some(record)) => record,
                    outcome => {
                        tracing::error!(
                            table = id,
                            ?outcome,
                            "a sleeping table could not be read back"
                        );
                        reader.shared.store.release_table(id);
                        // The database did not answer: the table stays live, and the
                        // next click reads it again.
                        return outcome.is_err().then_some(Err(Notice::StoreUnavailable));
                    }
                };
                let Some((game, hosted)) = reader.restore_game(&record) else {
                    reader.shared.store.release_table(id);
                    return None;
                };
                Some(Ok((record, game, hosted)))
            })
            .await;
            match woken {
                Ok(Some(Ok((record, game, hosted)))) => {
                    tables.run_actor(record, game, hosted, inbox, inbox_rx, None)
                }
                Ok(Some(Err(notice))) => {
                    // Another process runs it, or the database is away: whoever waits
                    // is told to try again, and the next click looks again.
                    tables.shared.forget(id, channel);
                    refuse_waiting(inbox_rx, notice).await;
                }
                // Not readable (or archived as broken): it leaves the live set.
                _ => tables.shared.forget(id, channel),
            }
        });
        Some(inbox_tx)
    }

    /// Whether this process runs `guild`'s tables (every one, unless the database is
    /// shared by processes running slices of the shards).
    pub(super) fn runs_guild(&self, guild: Option<u64>) -> bool {
        match &self.shared.config.shards {
            Some(plan) if self.shared.store.is_shared() => plan.runs_guild(guild),
            _ => true,
        }
    }

    /// Take table `id` for this process before running it (see
    /// [`crate::store::Store::claim_table`]); `false` if another process runs it, or
    /// the database cannot say: a table is never run on a claim not made (its writes
    /// would be refused anyway, see `store/kv/postgres/fence.rs`).
    pub(super) fn claim(&self, id: u64) -> bool {
        match self.shared.store.claim_table(id) {
            Ok(claimed) => claimed,
            Err(err) => {
                tracing::warn!(table = id, %err, "could not take the table's lock; not run");
                false
            }
        }
    }

    /// A click for a table this process does not know: with a shared database it may
    /// be another process's, or one whose server moved here (a change of shards). It
    /// is read from the store and entered, asleep, to be woken by the click.
    pub(super) async fn adopt(&self, game: &str, id: u64) -> Adoption {
        if !self.shared.store.is_shared() {
            return Adoption::NotLive;
        }
        let store = self.shared.store.clone();
        let read =
            tokio::task::spawn_blocking(move || store.tables().load::<TableRecord>(id)).await;
        let record = match read {
            Ok(Ok(Some(record))) if record.game == game => record,
            // The database could not say (a restart): the table may well be live, so
            // the person is asked to try again, not told it is gone.
            Ok(Err(err)) => {
                tracing::warn!(table = id, %err, "a table could not be looked up");
                return Adoption::Unavailable;
            }
            _ => return Adoption::NotLive,
        };
        let mut live = self.lock();
        if !live.by_id.contains_key(&id) {
            live.enter(id, None, &TableSummary::of(&record));
        }
        Adoption::Adopted
    }

    /// Start a stored table's actor on the claim its caller made; `false` if it cannot
    /// be restored (then archived as broken, and the claim let go). At start-up, turn
    /// clocks that ran out while the bot was down restart.
    fn restore(&self, record: TableRecord, at_start: bool) -> bool {
        let Some((game, hosted)) = self.restore_game(&record) else {
            self.shared.store.release_table(record.id);
            return false;
        };
        let mut record = record;
        if at_start {
            push_back_clocks(&mut record);
        }
        self.spawn(record, game, hosted, None);
        true
    }

    /// A stored table's game definition and running game. A game that cannot be read
    /// is refused, never a panic: the table is archived as broken so its channel is
    /// free and it is not retried at every start.
    #[allow(clippy::type_complexity)]
    pub(super) fn restore_game(
        &self,
        record: &TableRecord,
    ) -> Option<(Option<Box<dyn HostedMatch>>, Arc<dyn Hosted>)> {
        let Some(hosted) = self.shared.catalog.get(&record.game) else {
            tracing::error!(table = record.id, game = %record.game, "stored table of an unknown game");
            return None;
        };
        if let Some(version) = record.state.as_ref().and_then(|s| hosted.newer_state(s)) {
            // A rollback deploy: the newer build will read it again. Never archived as
            // broken nor rewritten.
            tracing::error!(
                table = record.id,
                game = %record.game,
                version,
                "stored game written by a newer version of the bot; refused and left untouched"
            );
            return None;
        }
        let game = match (&record.phase, &record.state) {
            (Phase::Playing | Phase::Finished, Some(state)) => match hosted.restore(state) {
                Ok(game) => Some(game),
                Err(err) => {
                    tracing::error!(table = record.id, %err, "stored game could not be restored; table marked broken");
                    let mut record = record.clone();
                    record.mark_broken();
                    if let Err(err) = self.shared.store.tables().archive(record.id, &record) {
                        tracing::error!(table = record.id, %err, "broken table not archived");
                    }
                    return None;
                }
            },
            _ => None,
        };
        Some((game, hosted))
    }
}

/// Answer every click waiting in a table's inbox with `notice` (the table did not run
/// here).
async fn refuse_waiting(mut inbox: mpsc::Receiver<TableMsg>, notice: Notice) {
    inbox.close();
    while let Some(msg) = inbox.recv().await {
        if let TableMsg::Click(_, reply) = msg {
            let _ = reply.send(Reply::Refused(notice.clone().into()));
        }
    }
}

/// What a click found of a table this process did not know (see [`Tables::adopt`]).
pub(super) enum Adoption {
    /// Live in the store: entered here, its actor starts on the click.
    Adopted,
    /// Not a live table of that game (finished, or never was).
    NotLive,
    /// The database did not answer: it may be live.
    Unavailable,
}
