//! Committing a change: counted, logged, timers armed, written and flushed before
//! anyone sees it, then published; rolled back (with a backoff) when the store fails.
//! A finished table is archived with one result per seat in the same write.

use super::super::hosting::Narration;
use super::super::hosting::{RoundEnd, SeatResult};
use super::super::presenter::PublishJob;
use super::super::record::{Deadline, DeadlineKind, Occupant, Phase, SeatRecord};
use super::super::text::Notice;
use super::{Actor, LOG_LINES};
use crate::clock::now_ms;
use crate::i18n::Text;
use crate::store::results::GameResult;
use std::time::Duration;

impl Actor {
    /// Record a change: count it, log it, arm timers and write it. Nobody sees it until
    /// [`Actor::settle`] has it on disk. If the write fails the change is rolled back
    /// and the user is told.
    pub(crate) fn commit(&mut self, narration: Narration) -> Result<(), Text> {
        let now = now_ms();
        self.record.counter += 1;
        for (key, after) in narration.timers {
            let kind = DeadlineKind::Game { key };
            // A timer armed again replaces the one it supersedes (an UNO! window opened
            // again for the same seat, the next round's start): the earlier one must
            // not fire into the new.
            self.record.deadlines.retain(|d| d.kind != kind);
            self.record.deadlines.push(Deadline {
                at_ms: now + after.as_millis() as u64,
                kind,
            });
        }
        let round_results = narration
            .round_end
            .map(|round| self.round_results(&round))
            .unwrap_or_default();
        let fresh_lines = narration.log.len();
        self.record.log.extend(narration.log);
        let excess = self.record.log.len().saturating_sub(LOG_LINES);
        self.record.log.drain(..excess);
        if let Some(result) = self.game.as_ref().and_then(|g| g.result()) {
            if self.record.phase == Phase::Playing {
                self.finish_with(result);
            }
        }
        // Any change is activity: a solo game's idle clock starts again.
        self.record
            .deadlines
            .retain(|d| d.kind != DeadlineKind::SoloIdle);
        self.arm_deadlines();
        self.record.shown_counter = self.shown.get();
        if let Err(err) = self.write(&round_results, Some(fresh_lines)) {
            if err.is_fenced() {
                // Another process runs the table now: nothing here is written again,
                // and the actor stops (the person's next click goes to that process).
                tracing::warn!(
                    table = self.record.id,
                    "the table runs elsewhere now; it stops here"
                );
                self.lost = true;
                self.outbox.clear();
                return Err(Notice::TableElsewhere.into());
            }
            tracing::error!(table = self.record.id, %err, "table not saved; change rolled back");
            self.rollback();
            if err.is_unavailable() {
                // The database is away (a restart): play resumes when it is back.
                return Err(Notice::StoreUnavailable.into());
            }
            if err.is_hung() {
                // A write that did not answer in time may still land.
                self.shared.store_hung(&err);
                return Err(Notice::MaybeNotSaved.into());
            }
            self.note_store_failure();
            return Err(Notice::NotSaved.into());
        }
        self.unflushed = true;
        self.publish();
        Ok(())
    }

    /// Wait until every change written since the last call is on disk (one flush shared
    /// with the other tables), then let its views out. A failed flush rolls the table
    /// back to its last durable snapshot and keeps the views in; the write may still
    /// have reached the disk, so the person is told it may not have been saved. A flush
    /// past the store's deadline (a hung disk) stops the bot.
    pub(super) async fn settle(&mut self) -> Result<(), Text> {
        if !self.unflushed {
            return Ok(());
        }
        self.unflushed = false;
        match self.shared.store.durable().await {
            Ok(()) => {
                if let Some(written) = self.written.take() {
                    self.saved = written;
                }
                self.failures = 0;
                self.retry_at = None;
                self.shared.store_worked();
                for job in std::mem::take(&mut self.outbox) {
                    self.publisher.send(Box::new(job));
                }
                Ok(())
            }
            Err(err) => {
                tracing::error!(
                    table = self.record.id,
                    %err,
                    "change not flushed (it may have reached the disk); rolled back to the last durable state"
                );
                self.rollback();
                if err.is_hung() {
                    self.shared.store_hung(&err);
                } else if !err.is_unavailable() {
                    self.note_store_failure();
                }
                Err(Notice::MaybeNotSaved.into())
            }
        }
    }

    /// A write failed: wait longer before the next try (100 ms doubling up to 30 s).
    /// Failures are counted across the process: after several in a row the bot stops
    /// so a supervisor restarts it.
    pub(super) fn note_store_failure(&mut self) {
        self.failures += 1;
        let backoff =
            Duration::from_millis(100u64 << self.failures.min(9)).min(Duration::from_secs(30));
        self.retry_at = Some(tokio::time::Instant::now() + backoff);
        self.shared.store_failed();
    }

    /// Write the record with the running game's state. In memory the record keeps no
    /// copy of the state (the running game is the state), so an idle table costs little.
    ///
    /// A change of the game (`fresh_lines`: the log lines it added) is also a step of
    /// the game's replay, written with it.
    fn write(
        &mut self,
        round_results: &[GameResult],
        fresh_lines: Option<usize>,
    ) -> Result<(), crate::store::StoreError> {
        if self.game.is_some() {
            self.record.state = self.game.as_ref().map(|g| g.save());
        }
        let step = fresh_lines.and_then(|fresh| self.replay_step(fresh));
        let store = &self.shared.store;
        let written = off_the_worker(store, || {
            store
                .tables()
                .write(self.record.id, &self.record, round_results)?;
            // After the table's own write: a process fenced off the table never writes
            // a step of the game another process now runs. A step that fails leaves a
            // gap in the replay, never a lost move.
            if let Some((number, bytes, _)) = &step {
                if let Err(err) = store.write_replay_step(self.record.id, *number, bytes) {
                    tracing::warn!(table = self.record.id, %err, "replay step not written");
                }
            }
            Ok(())
        });
        if written.is_ok() {
            if let Some((_, _, digest)) = step {
                self.last_step = Some(digest);
            }
        }
        let state = match self.game {
            Some(_) => self.record.state.take(),
            None => self.record.state.clone(),
        };
        if written.is_ok() {
            // What the store holds once flushed: the snapshot a later failure returns to.
            let mut snapshot = self.record.clone();
            snapshot.state = state;
            self.written = Some(snapshot);
        }
        written
    }

    /// The replay step this change makes, numbered, with its digest: the game's
    /// state and log with no name in them (see [`crate::table::replay`]). `None`
    /// before the game starts, or when the state shows nothing new.
    fn replay_step(&mut self, fresh_lines: usize) -> Option<(u32, Vec<u8>, u64)> {
        use crate::table::replay::{records_steps, ReplayMark, ReplayStep};
        use std::hash::{Hash, Hasher};
        if !records_steps(&self.record) {
            return None;
        }
        let state = self.record.state.clone()?;
        let names: Vec<String> = self.record.seats.iter().map(|s| s.name.clone()).collect();
        let step = ReplayStep::masked(state, &self.record.log, fresh_lines, &names);
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        step.state.to_string().hash(&mut hasher);
        let digest = hasher.finish();
        if self.last_step == Some(digest) {
            return None;
        }
        let bytes = serde_json::to_vec(&step).ok()?;
        let mark = self.record.replay.get_or_insert_with(ReplayMark::new);
        mark.steps += 1;
        Some((mark.steps, bytes, digest))
    }

    /// Back to the last durable state (nothing written since was shown), from the
    /// snapshot kept in memory: the store is not read back, as it may still hold the
    /// write that failed to flush. The snapshot is written again, so the store holds
    /// what memory holds once it recovers (flushed with the next settle).
    pub(super) fn rollback(&mut self) {
        self.outbox.clear();
        self.published = None;
        self.written = None;
        // Private screens still show the durable state: compare with nothing, so the
        // next change refreshes them.
        self.signatures.clear();
        let mut snapshot = self.saved.clone();
        let game = match &snapshot.state {
            Some(state) => match self.hosted.restore(state) {
                Ok(game) => Some(game),
                Err(err) => {
                    // Written by this very build: not expected. Keep the running game.
                    tracing::error!(table = self.record.id, %err, "durable snapshot unreadable; the game is kept");
                    self.game.take()
                }
            },
            None => None,
        };
        self.game = game;
        if self.game.is_some() {
            snapshot.state = None;
        }
        self.record = snapshot;
        let store = &self.shared.store;
        match off_the_worker(store, || {
            store.tables().write(self.record.id, &self.saved, &[])
        }) {
            Ok(()) => self.unflushed = true,
            Err(err) => tracing::error!(
                table = self.record.id,
                %err,
                "durable state not written again; the table's next write replaces it"
            ),
        }
    }

    /// Write a change that users do not see (tokens, message ids); it is flushed with
    /// the next [`Actor::settle`].
    pub(super) fn save_quietly(&mut self) {
        self.record.shown_counter = self.shown.get().max(self.record.shown_counter);
        match self.write(&[], None) {
            Ok(()) => self.unflushed = true,
            Err(err) if err.is_fenced() => self.lost = true,
            Err(err) => tracing::warn!(table = self.record.id, %err, "table not saved"),
        }
    }

    pub(super) fn publish(&mut self) {
        self.published = None;
        if let Some(message) = self.record.message_id {
            let view = self.public_view();
            self.published = Some(view.clone());
            if let Some(job) = self.public_job(message, view) {
                self.outbox.push(job);
            }
        }
        let Some(game) = &self.game else { return };
        if self.record.phase == Phase::Finished {
            self.close_private_views();
            return;
        }
        if self.record.phase != Phase::Playing {
            return;
        }
        let now = now_ms();
        let mut refresh = Vec::new();
        for private in self
            .record
            .private_views
            .iter()
            .filter(|p| p.expires_ms > now)
        {
            let Some(seat) = self.seat_of(private.user) else {
                continue;
            };
            let signature = game.private_signature(seat);
            if self.signatures.get(&seat) != Some(&signature) {
                self.signatures.insert(seat, signature);
                refresh.push((
                    seat,
                    private.token.clone(),
                    private.ui.clone(),
                    private.lang,
                ));
            }
        }
        for (seat, token, ui, lang) in refresh {
            let view = self.private_view(seat, &ui, lang);
            let answered = self.answered.get(&token).cloned();
            self.outbox.push(PublishJob::Private {
                token,
                view,
                answered,
            });
        }
    }

    /// The game is over: every open private screen (a hand) says so and loses its
    /// buttons, instead of offering moves that would only be refused.
    fn close_private_views(&mut self) {
        let now = now_ms();
        let jobs: Vec<PublishJob> = self
            .record
            .private_views
            .iter()
            .filter(|p| p.expires_ms > now)
            .map(|private| PublishJob::Private {
                token: private.token.clone(),
                view: self.game_over_view(private.lang),
                answered: self.answered.get(&private.token).cloned(),
            })
            .collect();
        self.outbox.extend(jobs);
    }

    /// What a private screen shows once the game is over: the result, in `lang`
    /// (its reader's).
    pub(super) fn game_over_view(&self, lang: crate::i18n::Lang) -> super::super::view::View {
        let text = match &self.record.result {
            Some(result) => Notice::GameOverWith(result.in_lang(lang)).in_lang(lang),
            None => Notice::GameOver.in_lang(lang),
        };
        super::super::view::View::text(text)
    }

    /// The click is answered with the table message itself (UPDATE_MESSAGE): once that
    /// answer lands, the publisher need not edit the message to the same view.
    pub(super) fn public_shown_by(&mut self, click: &super::Click) {
        for job in &mut self.outbox {
            if let PublishJob::Public { shown_by, .. } = job {
                *shown_by = Some(click.answered.clone());
            }
        }
    }

    /// The table is over: archive it (on disk before anyone hears of it) and leave the
    /// live set.
    pub(super) async fn finish(&mut self) {
        self.record.deadlines.clear();
        self.record.private_views.clear();
        self.record.state = self.game.as_ref().map(|g| g.save());
        let results = self.seat_results();
        // A game the platform ended (not a player) changes no career.
        let platform_ended =
            self.record.platform_ended && self.game.as_ref().and_then(|g| g.result()).is_none();
        let updates = match &self.game {
            Some(_) if platform_ended => Vec::new(),
            Some(game) => game.player_updates(&self.record.settings, &self.seat_infos()),
            None => Vec::new(),
        };
        // Anyone forgotten while the table was played is erased from what the archive
        // keeps inside its transaction (`LiveTable::erase_from`).
        let store = &self.shared.store;
        let archived = off_the_worker(store, || {
            store
                .tables()
                .write_archive(self.record.id, &self.record, &results, &updates)
        });
        let archived = match archived {
            Ok(()) => self.shared.store.durable().await,
            Err(err) => Err(err),
        };
        if let Err(err) = archived {
            tracing::error!(table = self.record.id, %err, "finished table not archived");
        }
        self.shared.forget(self.record.id, self.record.channel_id);
        tracing::info!(table = self.record.id, result = ?self.record.result, "table finished");
    }

    /// One record per seat of a game that was played to its end (none for a table
    /// cancelled in its lobby or a challenge nobody took).
    pub(super) fn seat_results(&self) -> Vec<GameResult> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let mut results = game.seat_results();
        // Ended early by a player's forfeit: that seat lost, the others won.
        if let (true, Some(forfeited)) = (results.is_empty(), self.record.forfeited) {
            results = (0..self.record.seats.len())
                .map(|seat| SeatResult {
                    seat,
                    place: if seat == forfeited { 2 } else { 1 },
                    score: 0,
                })
                .collect();
        }
        let length = now_ms().saturating_sub(self.record.created_ms);
        self.records_of(&results, 0, length, false)
    }

    /// The records of a round that ended inside the table, under this change's counter.
    pub(super) fn round_results(&self, round: &RoundEnd) -> Vec<GameResult> {
        self.records_of(
            &round.results,
            self.record.counter,
            round.length_ms,
            round.assisted,
        )
    }

    pub(super) fn records_of(
        &self,
        results: &[SeatResult],
        round: u64,
        length_ms: u64,
        assisted: bool,
    ) -> Vec<GameResult> {
        use crate::store::results::Opponent;
        use crate::store::SCHEMA;
        let sharing_first = results.iter().filter(|r| r.place == 1).count() as u32;
        // A computer stand-in that won or drew for an absent person earns them nothing:
        // the seat's result is marked, and the game moves no rating.
        let stood_in = |seat: usize| self.record.seats.get(seat).is_some_and(|s| s.stand_in);
        let unrated = results.iter().any(|r| stood_in(r.seat) && r.place == 1)
            || self.record.clock_too_fast_to_rate();
        let now = now_ms();
        let opponent = |seat: &SeatRecord| Opponent {
            user: seat.user(),
            name: seat.name.clone(),
            level: match &seat.occupant {
                Occupant::Ai { level } => Some(level.clone()),
                Occupant::Person { .. } => None,
            },
            unknown_fields: Default::default(),
        };
        results
            .iter()
            .filter_map(|r| {
                let seat = self.record.seats.get(r.seat)?;
                Some(GameResult {
                    schema: SCHEMA,
                    game: self.record.game.clone(),
                    guild_id: self.record.guild_id,
                    channel_id: self.record.channel_id,
                    table_id: self.record.id,
                    seat: r.seat,
                    user: seat.user(),
                    name: seat.name.clone(),
                    place: r.place,
                    sharing_first,
                    score: r.score,
                    opponents: self
                        .record
                        .seats
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != r.seat)
                        .map(|(_, s)| opponent(s))
                        .collect(),
                    finished_ms: now,
                    length_ms,
                    round,
                    stand_in: stood_in(r.seat),
                    unrated,
                    assisted,
                    unknown_fields: Default::default(),
                })
            })
            .collect()
    }
}

/// A store write made from an actor. On a shared database (PostgreSQL) it waits for
/// round trips, so this async worker is handed to the runtime's other tasks while it
/// waits (`block_in_place`): one click's write does not hold up other tables' clicks.
/// sled's writes go to memory and run in place.
pub(super) fn off_the_worker<T>(store: &crate::store::Store, write: impl FnOnce() -> T) -> T {
    let multi_thread = tokio::runtime::Handle::try_current()
        .is_ok_and(|h| h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread);
    if store.is_shared() && multi_thread {
        tokio::task::block_in_place(write)
    } else {
        write()
    }
}
