//! One task per live table: it owns the table's record and running game, takes clicks,
//! commands and timer firings from its inbox in order, writes every change to the store
//! (flushed) before answering, and hands views to its publisher.
//!
//! - `clicks.rs`: routing a click and the moves at a running table;
//! - `deadlines.rs`: turn clocks, computer moves, game timers, expiries;
//! - `commit.rs`: saving (flushed) before answering, publishing, archiving with results;
//! - `views.rs`: the public and private views and who sits where;
//! - `forget.rs`: `/privacy forget` of someone at the table while it is played;
//! - `lobby.rs`: how a table forms (the lobby, the 1v1 challenge) and how its game starts.

mod clicks;
mod commit;
mod deadlines;
mod forget;
mod lobby;
mod views;

pub(crate) use lobby::next_ai_name;
pub(crate) use views::{digest, digest64, select_row};

use super::hosting::{Hosted, HostedMatch};
// The publisher waits on it; clicks carry it (the adapter imports it from here).
pub use super::presenter::Answered;
use super::presenter::{PublishJob, PublishSender, ShownCounter};
use super::record::{Phase, SeatRecord, TableRecord};
use super::text::Notice;
use super::view::View;
use super::{Person, Reply, Shared};
use crate::clock::now_ms;
use crate::i18n::{Lang, Text};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};

/// How many log lines a table keeps.
const LOG_LINES: usize = 12;
/// Turn timeouts in a row before a computer takes the seat over.
pub(crate) const AWAY_AFTER_TIMEOUTS: u32 = 3;

/// How long a solo game may go untouched before its table closes (its deal counts as
/// given up, as with the end command).
pub const SOLO_IDLE: std::time::Duration = std::time::Duration::from_secs(48 * 3600);
/// Discord keeps an interaction token 15 minutes; stop using it a little before.
const PRIVATE_TOKEN_LIFE_MS: u64 = 14 * 60 * 1000 + 30 * 1000;

/// A click on one of the table's buttons or menus.
pub struct Click {
    pub person: Person,
    /// The state counter of the clicked view.
    pub counter: u64,
    /// What was pressed, parsed at the edge: an id that does not parse never reaches a
    /// table.
    pub verb: crate::table::verb::TableVerb,
    /// The interaction token (to refresh a private view later).
    pub token: String,
    /// The clicked message (`None` for a slash command).
    pub message_id: Option<u64>,
    /// The clicked message is the person's private (ephemeral) view.
    pub on_private: bool,
    /// How far the interaction has been answered.
    pub answered: watch::Receiver<Answered>,
    /// The channel the click came from (`None` where it is not known): a table takes
    /// clicks from its own channel only.
    pub channel: Option<u64>,
}

/// The counter of a click that comes from a slash command (`/klondike move`): it acts on
/// the table as it is now, so it is never outdated.
pub const COMMAND_COUNTER: u64 = u64::MAX;

pub(crate) enum TableMsg {
    Click(Click, oneshot::Sender<Reply>),
    /// Autocomplete for a table subcommand: (user, command, option, typed), its
    /// suggestions written in `lang` (the interaction's locale).
    Suggest {
        user: u64,
        command: String,
        option: String,
        typed: String,
        lang: Lang,
        reply: oneshot::Sender<Vec<(String, i64)>>,
    },
    /// `/<game> end` in the table's channel.
    End(Person, oneshot::Sender<Result<Text, Text>>),
    /// The public message was deleted and posted again.
    MessageMoved {
        old: u64,
        new: u64,
    },
    /// The channel was deleted or the bot lost access to it (or left the server).
    ChannelLost,
    /// Discord refused an interaction token of the table (see [`super::webhook`]).
    TokenRefused {
        token: String,
    },
    /// The table was posted again as follow-up `message` of `token`.
    FollowedUp {
        token: String,
        message: u64,
    },
    /// `/privacy forget` of `user`: erase them from the table if it names them; the
    /// answer says whether it did (and it is on disk).
    Forget {
        user: u64,
        reply: oneshot::Sender<bool>,
    },
    /// Stop without changing anything (shutdown).
    Stop(oneshot::Sender<()>),
    /// Another process took the table (this one's lock was lost, see
    /// `store/kv/postgres/fence.rs`): stop at once, writing nothing.
    Lost,
}

pub(crate) struct Actor {
    pub record: TableRecord,
    pub game: Option<Box<dyn HostedMatch>>,
    pub hosted: Arc<dyn Hosted>,
    pub shared: Arc<Shared>,
    /// The record as last known durable, with the game's state: what a restart would
    /// find, to compare with (message id, shown counter), and the snapshot a failed
    /// write or flush rolls the table back to (never read back from the store, which
    /// may still hold the write that failed to flush).
    saved: TableRecord,
    /// The record (with the game's state) last written but not yet known durable: it
    /// becomes `saved` once a flush covers it.
    written: Option<TableRecord>,
    publisher: PublishSender,
    /// Last private signature sent to each seat.
    signatures: HashMap<usize, String>,
    /// Whether each fresh token's interaction has been answered yet.
    answered: HashMap<String, watch::Receiver<Answered>>,
    /// Store writes that failed in a row; deadlines wait before trying again, so a
    /// failing disk neither spins nor floods the log.
    failures: u32,
    /// No deadline fires before this (after a failed write).
    retry_at: Option<tokio::time::Instant>,
    /// The public view of the last commit, to answer the click that made it.
    published: Option<View>,
    /// A change written but not yet known to be on disk.
    unflushed: bool,
    /// Views of written changes, sent to the publisher once they are on disk.
    outbox: Vec<PublishJob>,
    /// What the table message shows, as the publisher last knew it.
    shown: Arc<ShownCounter>,
    /// When to try again to post a table message whose first post failed (Discord
    /// down), and the wait after that: a table nobody can see must not stay so.
    post_again_at: Option<tokio::time::Instant>,
    post_backoff: Duration,
    /// A digest of the last replay step written, so a change the game's state does not
    /// show (a token, a clock) adds no step.
    last_step: Option<u64>,
    /// Another process runs the table now (a write was fenced off, or the lock was
    /// lost): the actor stops before it takes anything else.
    lost: bool,
}

/// The first wait before posting a table message again, doubled each time; after the
/// last, a table nobody has been able to see for minutes ends and frees its channel.
const FIRST_POST_BACKOFF: Duration = Duration::from_secs(2);
const LAST_POST_BACKOFF: Duration = Duration::from_secs(64);

impl Actor {
    pub(crate) fn new(
        record: TableRecord,
        game: Option<Box<dyn HostedMatch>>,
        hosted: Arc<dyn Hosted>,
        shared: Arc<Shared>,
        publisher: PublishSender,
        shown: Arc<ShownCounter>,
    ) -> Actor {
        let mut record = record;
        let mut saved = record.clone();
        if saved.state.is_none() {
            saved.state = game.as_ref().map(|g| g.save());
        }
        if game.is_some() {
            // The running game is the state; the record's copy is made at each write.
            record.state = None;
        }
        Actor {
            saved,
            written: None,
            record,
            game,
            hosted,
            shared,
            publisher,
            signatures: HashMap::new(),
            answered: HashMap::new(),
            failures: 0,
            retry_at: None,
            published: None,
            unflushed: false,
            outbox: Vec::new(),
            shown,
            post_again_at: None,
            post_backoff: FIRST_POST_BACKOFF,
            last_step: None,
            lost: false,
        }
    }

    pub(crate) async fn run(mut self, mut inbox: mpsc::Receiver<TableMsg>) {
        let mut gateway = self.shared.gateway.subscribe();
        // A table asleep through an outage makes up for it when it wakes.
        self.make_up_for_outage().await;
        self.show_public_first().await;
        loop {
            if self.lost {
                // Out of the live set: the next click reads the table afresh (and is
                // told to try again while the other process runs it).
                self.shared.forget(self.record.id, self.record.channel_id);
                return;
            }
            if self.record.phase == Phase::Finished {
                self.finish().await;
                return;
            }
            let gateway_down = gateway.borrow().is_down();
            let next = self
                .record
                .deadlines
                .iter()
                .filter(|d| !(gateway_down && super::outage::pauses(&d.kind)))
                .map(|d| d.at_ms)
                .min();
            let mut sleep = next.map(|at| Duration::from_millis(at.saturating_sub(now_ms())));
            if let (Some(wait), Some(retry_at)) = (sleep, self.retry_at) {
                let backoff = retry_at.saturating_duration_since(tokio::time::Instant::now());
                sleep = Some(wait.max(backoff));
            }
            tokio::select! {
                Ok(()) = gateway.changed() => {
                    self.make_up_for_outage().await;
                }
                msg = inbox.recv() => match msg {
                    Some(TableMsg::Click(click, reply)) => {
                        let came_by = CameBy::of(&click);
                        let answer = self.click(click).await;
                        self.adopt_token(came_by, &answer);
                        // The change is on disk before its answer goes out.
                        let answer = match self.settle().await {
                            Ok(()) => answer,
                            Err(text) => super::Reply::Refused(text),
                        };
                        if self.record.phase == Phase::Finished {
                            // Archived (with its results and careers) and the channel
                            // freed before the person hears of the end, so a new game
                            // can start there at once and the end is on disk.
                            self.finish().await;
                            let _ = reply.send(answer);
                            return;
                        }
                        let _ = reply.send(answer);
                    }
                    Some(TableMsg::Suggest { user, command, option, typed, lang, reply }) => {
                        let suggestions = match (self.seat_of(user), &self.game) {
                            (Some(seat), Some(game)) => {
                                game.suggest(seat, &command, &option, &typed, lang)
                            }
                            _ => Vec::new(),
                        };
                        let _ = reply.send(suggestions);
                    }
                    Some(TableMsg::End(person, reply)) => {
                        let ended = self.end(&person);
                        let ended = self.settle().await.and(ended);
                        if self.record.phase == Phase::Finished {
                            self.finish().await;
                            let _ = reply.send(ended);
                            return;
                        }
                        let _ = reply.send(ended);
                    }
                    Some(TableMsg::MessageMoved { old, new }) => {
                        if self.record.message_id == Some(old) {
                            self.record.message_id = Some(new);
                            self.save_quietly();
                            let _ = self.settle().await;
                        }
                    }
                    Some(TableMsg::ChannelLost) => {
                        self.channel_lost();
                        let _ = self.settle().await;
                    }
                    Some(TableMsg::TokenRefused { token }) => {
                        if let Some(hook) = self.record.webhook.as_mut() {
                            hook.refused(&token);
                            self.save_quietly();
                            let _ = self.settle().await;
                        }
                    }
                    Some(TableMsg::FollowedUp { token, message }) => {
                        if let Some(hook) = self.record.webhook.as_mut() {
                            hook.moved(&token, message);
                            self.record.message_id = Some(message);
                            self.save_quietly();
                            let _ = self.settle().await;
                        }
                    }
                    Some(TableMsg::Forget { user, reply }) => {
                        let erased = self.forget_person(user) && self.settle().await.is_ok();
                        if self.record.phase == Phase::Finished {
                            self.finish().await;
                            let _ = reply.send(erased);
                            return;
                        }
                        let _ = reply.send(erased);
                    }
                    Some(TableMsg::Stop(done)) => {
                        // Remember what the message shows, so the next start does not
                        // draw and edit it again.
                        if self.shown.get() != self.saved.shown_counter {
                            self.save_quietly();
                            let _ = self.settle().await;
                        }
                        let _ = done.send(());
                        return;
                    }
                    Some(TableMsg::Lost) => self.lost = true,
                    None => return,
                },
                _ = tokio::time::sleep_until(self.post_again_at.unwrap_or_else(tokio::time::Instant::now)), if self.post_again_at.is_some() => {
                    self.post_again_at = None;
                    if self.record.message_id.is_none() {
                        self.post_table_message().await;
                        let _ = self.settle().await;
                    }
                }
                _ = tokio::time::sleep(sleep.unwrap_or_default()), if sleep.is_some() => {
                    self.fire_due_deadlines().await;
                    if let Err(err) = self.settle().await {
                        tracing::error!(table = self.record.id, %err, failures = self.failures, "deadline effect not flushed; will retry");
                    }
                }
            }
        }
    }

    /// Post the table message if it has none yet (new table, or a crash before posting);
    /// otherwise bring the existing one up to date (after a restart).
    async fn show_public_first(&mut self) {
        // After a restart most tables are unchanged: write only what arming the clocks
        // changed (a restored table's clocks are pushed back in memory until then).
        // Armed before the first view, which shows the turn clock.
        let before = self.record.deadlines.clone();
        self.arm_deadlines();
        match self.record.message_id {
            // The message already shows this state: nothing to draw or send.
            Some(_) if self.record.shown_counter == Some(self.record.counter) => {}
            Some(message) => {
                let view = self.public_view();
                if let Some(job) = self.public_job(message, view) {
                    self.publisher.send(Box::new(job));
                }
            }
            None => {
                self.post_table_message().await;
                if self.record.phase == Phase::Finished {
                    return;
                }
            }
        }
        if self.record.deadlines != before || self.record.message_id != self.saved.message_id {
            self.save_quietly();
            let _ = self.settle().await;
        }
    }

    /// Run game code (a move with its solver check, a computer's search) on the blocking
    /// pool, so a slow game never holds an async worker that other tables, the gateway
    /// and the 3-second defer timer need. A panic in the game is raised in the actor,
    /// whose supervisor marks the table broken.
    async fn off_workers<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&mut dyn HostedMatch) -> T + Send + 'static,
    ) -> Option<T> {
        let mut game = self.game.take()?;
        let server = self.record.guild_id.unwrap_or(self.record.channel_id);
        let joined = self
            .shared
            .work
            .run(server, move || {
                let out = work(game.as_mut());
                (game, out)
            })
            .await;
        match joined {
            Ok((game, out)) => {
                self.game = Some(game);
                Some(out)
            }
            Err(err) if err.is_panic() => std::panic::resume_unwind(err.into_panic()),
            Err(_) => None,
        }
    }

    /// Post the table message. When Discord fails, it is tried again later (with a
    /// growing wait, then the table ends); a lost channel ends the table at once.
    async fn post_table_message(&mut self) {
        self.post_again_at = None;
        let posted = match self.record.webhook.as_ref().map(|hook| hook.via(now_ms())) {
            None => {
                self.shared
                    .presenter
                    .post(self.record.channel_id, self.public_view())
                    .await
            }
            Some(via) => self.post_by_token(via).await,
        };
        match posted {
            Ok(id) => {
                self.record.message_id = Some(id);
                self.record.shown_counter = Some(self.record.counter);
                self.save_quietly();
            }
            Err(super::presenter::PresentError::ChannelLost(reason)) => {
                tracing::warn!(table = self.record.id, %reason, "channel lost; the table ends");
                self.channel_lost();
            }
            Err(err) if self.post_backoff > LAST_POST_BACKOFF => {
                tracing::warn!(table = self.record.id, %err, "table message never posted; the table ends");
                let text = Text::from(Notice::NeverShown);
                self.record.platform_ended = true;
                self.finish_with(text.clone());
                if let Err(err) = self.commit(super::hosting::Narration::line(text)) {
                    tracing::error!(table = self.record.id, %err, "unseen table's end not saved");
                }
            }
            Err(err) => {
                tracing::warn!(table = self.record.id, %err, wait = ?self.post_backoff, "table message not posted; will try again");
                self.post_again_at = Some(tokio::time::Instant::now() + self.post_backoff);
                self.post_backoff *= 2;
            }
        }
    }

    /// The channel cannot be reached: end the table without touching its message again
    /// (every further request would be refused, and Discord bans a bot that keeps making
    /// invalid requests).
    fn channel_lost(&mut self) {
        if self.record.phase == Phase::Finished {
            return;
        }
        self.record.message_id = None;
        self.record.platform_ended = true;
        let text = Text::from(Notice::ChannelLost);
        self.finish_with(text.clone());
        if let Err(err) = self.commit(super::hosting::Narration::line(text)) {
            tracing::error!(table = self.record.id, %err, "lost channel's table not saved");
        }
    }

    /// Move the clocks that stood still during the last gateway outage, once; the
    /// public message shows the new times.
    async fn make_up_for_outage(&mut self) {
        let gateway = *self.shared.gateway.borrow();
        let Some(outage) = gateway.last_outage.filter(|_| !gateway.is_down()) else {
            return;
        };
        let challenge_ms = self.shared.config.challenge_timeout.as_millis() as u64;
        if super::outage::make_up_for(&mut self.record, outage, challenge_ms) {
            self.save_quietly();
            self.publish();
            let _ = self.settle().await;
        }
    }

    pub(crate) fn finish_with(&mut self, result: Text) {
        self.record.phase = Phase::Finished;
        self.record.result = Some(result);
        self.record.deadlines.clear();
    }
}

/// Where a click came from, kept while the table handles it: its token may become the
/// one that reaches the table message (see [`super::webhook`]).
struct CameBy {
    token: String,
    message_id: Option<u64>,
    on_private: bool,
    answered: watch::Receiver<Answered>,
}

impl CameBy {
    fn of(click: &Click) -> CameBy {
        CameBy {
            token: click.token.clone(),
            message_id: click.message_id,
            on_private: click.on_private,
            answered: click.answered.clone(),
        }
    }
}

impl Actor {
    /// Remember that `token`'s interaction is being answered (the table's opening
    /// command): its message is not edited before.
    pub(crate) fn await_answer(&mut self, token: String, answered: watch::Receiver<Answered>) {
        self.answered.insert(token, answered);
    }

    /// At a table on interactions alone, keep the click's token: a click on the table
    /// message answered by updating it reaches that message from now on; any other
    /// click's token may post the table again once the table's own is too old.
    fn adopt_token(&mut self, came_by: CameBy, reply: &Reply) {
        let Some(hook) = self.record.webhook.as_mut() else {
            return;
        };
        // A slash command's token reaches only its own answer.
        let Some(message) = came_by.message_id else {
            return;
        };
        if !came_by.on_private && matches!(reply, Reply::Update(_) | Reply::Ack) {
            hook.clicked_on_table(&came_by.token);
            // An older message of the table, clicked, is updated: it is the table's.
            self.record.message_id = Some(message);
        } else {
            hook.clicked_elsewhere(&came_by.token);
        }
        self.answered.insert(came_by.token, came_by.answered);
        let live: Vec<String> = self.webhook_tokens();
        self.answered.retain(|token, _| {
            live.contains(token) || self.record.private_views.iter().any(|p| &p.token == token)
        });
        self.save_quietly();
    }

    /// The tokens a table on interactions alone may still use.
    pub(super) fn webhook_tokens(&self) -> Vec<String> {
        let Some(hook) = &self.record.webhook else {
            return Vec::new();
        };
        let mut tokens = vec![hook.token.clone()];
        tokens.extend(hook.spare.as_ref().map(|s| s.token.clone()));
        tokens
    }

    /// The job that shows `view` on table message `message`: through the channel, or
    /// at a table on interactions alone through the freshest token (none when no token
    /// can reach Discord now: the next click shows the table).
    pub(super) fn public_job(&self, message: u64, view: View) -> Option<PublishJob> {
        let by_token = match &self.record.webhook {
            None => None,
            Some(hook) => {
                let via = hook.via(now_ms())?;
                let answered = self.answered.get(via.token()).cloned();
                Some((via, answered))
            }
        };
        Some(PublishJob::Public {
            channel: self.record.channel_id,
            message,
            view,
            shown_by: None,
            by_token,
        })
    }

    /// Show a table with no message yet through a token: the opening command's answer,
    /// or a follow-up. Returns the message's id.
    async fn post_by_token(
        &mut self,
        via: Option<super::webhook::Via>,
    ) -> Result<u64, super::presenter::PresentError> {
        let Some(via) = via else {
            return Err(super::presenter::PresentError::Failed(
                "no interaction token reaches this table".into(),
            ));
        };
        let answered = self.answered.get(via.token()).cloned();
        let view = self.public_view();
        let shown =
            super::presenter::show_by_token(self.shared.presenter.as_ref(), via, answered, view)
                .await;
        match shown {
            Ok((message, followed)) => {
                if let (Some(token), Some(hook)) = (followed, self.record.webhook.as_mut()) {
                    hook.moved(&token, message);
                }
                Ok(message)
            }
            Err((token, err)) => {
                if let Some(hook) = self.record.webhook.as_mut() {
                    hook.refused(&token);
                }
                Err(err)
            }
        }
    }
}

pub(crate) fn unknown_button() -> Text {
    Notice::UnknownButton.into()
}

pub(crate) fn new_seat_for(person: &Person) -> SeatRecord {
    SeatRecord::person(person.id, person.name.clone())
}
