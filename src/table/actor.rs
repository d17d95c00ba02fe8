//! One task per live table: it owns the table's record and running game, takes clicks,
//! commands and timer firings from its inbox in order, writes every change to the store
//! (flushed) before answering, and hands views to its publisher.

use super::game::{Effects, Formation, GameDef, HostedGame, SeatInfo, ViewContext};
use super::presenter::PublishJob;
use super::record::{
    now_ms, Deadline, DeadlineKind, Occupant, Phase, PrivateView, SeatRecord, TableRecord,
};
use super::text::Notice;
use super::verb::TableVerb;
use super::view::{Button, Row, Select, Stamp, Style, View};
use super::{lobby, Person, Reply, Shared};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};

/// How many log lines a table keeps.
const LOG_LINES: usize = 12;
/// Turn timeouts in a row before a computer takes the seat over.
pub(crate) const AWAY_AFTER_TIMEOUTS: u32 = 3;
/// Discord keeps an interaction token 15 minutes; stop using it a little before.
const PRIVATE_TOKEN_LIFE_MS: u64 = 14 * 60 * 1000 + 30 * 1000;

/// A click on one of the table's buttons or menus.
pub struct Click {
    pub person: Person,
    /// The state counter of the clicked view.
    pub counter: u64,
    pub verb: String,
    /// The interaction token (to refresh a private view later).
    pub token: String,
    /// The clicked message (`None` for a slash command).
    pub message_id: Option<u64>,
    /// The clicked message is the person's private (ephemeral) view.
    pub on_private: bool,
    /// Becomes true once the interaction has been answered.
    pub answered: watch::Receiver<bool>,
}

/// The counter of a click that comes from a slash command (`/klondike move`): it acts on
/// the table as it is now, so it is never outdated.
pub const COMMAND_COUNTER: u64 = u64::MAX;

pub(crate) enum TableMsg {
    Click(Click, oneshot::Sender<Reply>),
    /// Autocomplete for a table subcommand: (user, command, option, typed).
    Suggest {
        user: u64,
        command: String,
        option: String,
        typed: String,
        reply: oneshot::Sender<Vec<(String, i64)>>,
    },
    /// `/<game> end` in the table's channel.
    End(Person, oneshot::Sender<Result<String, String>>),
    /// The public message was deleted and posted again.
    MessageMoved {
        old: u64,
        new: u64,
    },
    /// Stop without changing anything (shutdown).
    Stop(oneshot::Sender<()>),
}

pub(crate) struct Actor {
    pub record: TableRecord,
    pub game: Option<Box<dyn HostedGame>>,
    pub def: Arc<dyn GameDef>,
    pub shared: Arc<Shared>,
    /// The last record written to the store, to roll back to if a write fails.
    saved: TableRecord,
    publisher: mpsc::UnboundedSender<PublishJob>,
    /// Last private signature sent to each seat.
    signatures: HashMap<usize, String>,
    /// Whether each fresh token's interaction has been answered yet.
    answered: HashMap<String, watch::Receiver<bool>>,
    /// Store writes that failed in a row; deadlines wait before trying again, so a
    /// failing disk neither spins nor floods the log.
    failures: u32,
    /// No deadline fires before this (after a failed write).
    retry_at: Option<tokio::time::Instant>,
    /// The public view of the last commit, to answer the click that made it.
    published: Option<View>,
}

/// Failed writes in a row after which the bot stops and exits to be restarted.
const FAILURES_BEFORE_EXIT: u32 = 5;

impl Actor {
    pub(crate) fn new(
        record: TableRecord,
        game: Option<Box<dyn HostedGame>>,
        def: Arc<dyn GameDef>,
        shared: Arc<Shared>,
        publisher: mpsc::UnboundedSender<PublishJob>,
    ) -> Actor {
        Actor {
            saved: record.clone(),
            record,
            game,
            def,
            shared,
            publisher,
            signatures: HashMap::new(),
            answered: HashMap::new(),
            failures: 0,
            retry_at: None,
            published: None,
        }
    }

    pub(crate) async fn run(mut self, mut inbox: mpsc::Receiver<TableMsg>) {
        self.show_public_first().await;
        loop {
            if self.record.phase == Phase::Finished {
                self.finish();
                return;
            }
            let next = self.record.deadlines.iter().map(|d| d.at_ms).min();
            let mut sleep = next.map(|at| Duration::from_millis(at.saturating_sub(now_ms())));
            if let (Some(wait), Some(retry_at)) = (sleep, self.retry_at) {
                let backoff = retry_at.saturating_duration_since(tokio::time::Instant::now());
                sleep = Some(wait.max(backoff));
            }
            tokio::select! {
                msg = inbox.recv() => match msg {
                    Some(TableMsg::Click(click, reply)) => {
                        let answer = self.click(click).await;
                        let _ = reply.send(answer);
                    }
                    Some(TableMsg::Suggest { user, command, option, typed, reply }) => {
                        let suggestions = match (self.seat_of(user), &self.game) {
                            (Some(seat), Some(game)) => game.suggest(seat, &command, &option, &typed),
                            _ => Vec::new(),
                        };
                        let _ = reply.send(suggestions);
                    }
                    Some(TableMsg::End(person, reply)) => {
                        let _ = reply.send(self.end(&person));
                    }
                    Some(TableMsg::MessageMoved { old, new }) => {
                        if self.record.message_id == Some(old) {
                            self.record.message_id = Some(new);
                            self.save_quietly();
                        }
                    }
                    Some(TableMsg::Stop(done)) => {
                        let _ = done.send(());
                        return;
                    }
                    None => return,
                },
                _ = tokio::time::sleep(sleep.unwrap_or_default()), if sleep.is_some() => {
                    self.fire_due_deadlines().await;
                }
            }
        }
    }

    /// Post the table message if it has none yet (new table, or a crash before posting);
    /// otherwise bring the existing one up to date (after a restart).
    async fn show_public_first(&mut self) {
        let view = self.public_view();
        match self.record.message_id {
            Some(message) => {
                let _ = self.publisher.send(PublishJob::Public {
                    channel: self.record.channel_id,
                    message,
                    view,
                });
            }
            None => match self
                .shared
                .presenter
                .post(self.record.channel_id, view)
                .await
            {
                Ok(id) => {
                    self.record.message_id = Some(id);
                    self.save_quietly();
                }
                Err(err) => {
                    tracing::warn!(table = self.record.id, %err, "table message not posted")
                }
            },
        }
        self.arm_deadlines();
        self.save_quietly();
    }

    // ----- clicks -------------------------------------------------------------------

    async fn click(&mut self, click: Click) -> Reply {
        let seat = self.seat_of(click.person.id);
        // The adapter only routes verbs that parse; a table refuses anything else too.
        let Some(verb) = TableVerb::parse(&click.verb) else {
            tracing::warn!(table = self.record.id, verb = %click.verb, "unknown verb");
            return Reply::Refused(unknown_button());
        };
        match &verb {
            TableVerb::Hand => return self.open_private(&click, seat, None),
            TableVerb::View(ui) => return self.open_private(&click, seat, Some(ui.clone())),
            TableVerb::End => {
                return match self.end(&click.person) {
                    Ok(text) | Err(text) => Reply::Refused(text),
                }
            }
            _ => {}
        }
        if click.counter != COMMAND_COUNTER
            && click.counter != self.freshness(&click, seat)
            && !self.tolerates_outdated(&verb)
        {
            tracing::info!(table = self.record.id, verb = %click.verb, "outdated click not applied");
            return self.outdated_reply(&click, seat);
        }
        let before = self.record.counter;
        let result = match (&self.record.phase, &verb) {
            (Phase::Lobby, _) => lobby::lobby_click(self, &click.person, seat, &verb),
            (Phase::Challenge { .. }, _) => lobby::challenge_click(self, &click.person, &verb),
            (Phase::Playing, TableVerb::Leave) => self.leave(seat),
            (Phase::Playing, TableVerb::Back) => self.come_back(seat),
            (Phase::Playing, TableVerb::Game(action)) => self.game_click(seat, action).await,
            // A second Start or Join pressed while the game was starting.
            (Phase::Playing, TableVerb::Start | TableVerb::Join | TableVerb::AddAi) => {
                Err(Notice::AlreadyStarted.to_string())
            }
            (Phase::Playing, _) => Err(unknown_button()),
            (Phase::Finished, _) => Err(Notice::GameOver.to_string()),
        };
        match result {
            Err(text) => {
                tracing::info!(table = self.record.id, user = click.person.id, verb = %click.verb, %text, "click refused");
                Reply::Refused(text)
            }
            Ok(effects) => {
                if let Err(text) = self.commit(effects) {
                    return Reply::Refused(text);
                }
                if self.record.counter == before {
                    return Reply::Ack;
                }
                if click.on_private && self.record.phase == Phase::Playing {
                    if let Some(seat) = seat {
                        return self.private_reply(&click, seat, None, None);
                    }
                }
                // A click on the table message is answered with the message itself
                // (UPDATE_MESSAGE): instant for the person, and outside the channel's
                // edit rate limit. The publisher's coalesced edit follows as a safety net.
                if !click.on_private
                    && click.message_id.is_some()
                    && click.message_id == self.record.message_id
                    && self.record.phase != Phase::Finished
                {
                    // The view just published (its picture is drawn once per change).
                    let view = self.published.take();
                    return Reply::Update(view.unwrap_or_else(|| self.public_view()));
                }
                Reply::Ack
            }
        }
    }

    /// The counter a click must carry to be current. A private view is current while
    /// what it shows is unchanged (its counter is a digest of the seat's private
    /// signature), so other seats' moves do not make a player's hand outdated; a public
    /// view is current only at the table's latest state.
    fn freshness(&self, click: &Click, seat: Option<usize>) -> u64 {
        match (click.on_private, seat, &self.game, &self.record.phase) {
            (true, Some(seat), Some(game), Phase::Playing) => digest(&game.private_signature(seat)),
            _ => self.record.counter,
        }
    }

    fn tolerates_outdated(&self, verb: &TableVerb) -> bool {
        if verb.tolerates_outdated() {
            return true;
        }
        match (verb, &self.game) {
            (TableVerb::Game(action), Some(game)) => game.tolerates_outdated(action),
            _ => false,
        }
    }

    fn outdated_reply(&mut self, click: &Click, seat: Option<usize>) -> Reply {
        let note = Notice::Outdated.to_string();
        let note = note.as_str();
        if click.on_private && self.record.phase == Phase::Playing {
            if let Some(seat) = seat {
                return self.private_reply(click, seat, None, Some(note));
            }
        }
        let mut view = self.public_view();
        view.content = format!("{note}\n{}", view.content);
        Reply::Ephemeral(view)
    }

    /// Open (or page) a person's private view.
    fn open_private(&mut self, click: &Click, seat: Option<usize>, ui: Option<String>) -> Reply {
        let Some(seat) = seat else {
            return Reply::Refused(Notice::NotSeated.into());
        };
        if self.record.phase != Phase::Playing || self.game.is_none() {
            return Reply::Refused(Notice::NotStarted.into());
        }
        self.private_reply(click, seat, ui, None)
    }

    /// Answer with the seat's private view and remember the token to refresh it later.
    fn private_reply(
        &mut self,
        click: &Click,
        seat: usize,
        ui: Option<String>,
        note: Option<&str>,
    ) -> Reply {
        let user = click.person.id;
        // A game move resets the view state; paging keeps it until then.
        let ui = ui.unwrap_or_default();
        self.record
            .private_views
            .retain(|p| p.user != user && p.expires_ms > now_ms());
        self.record.private_views.push(PrivateView {
            user,
            token: click.token.clone(),
            expires_ms: now_ms() + PRIVATE_TOKEN_LIFE_MS,
            ui: ui.clone(),
        });
        self.answered
            .retain(|token, _| self.record.private_views.iter().any(|p| &p.token == token));
        self.answered
            .insert(click.token.clone(), click.answered.clone());
        self.save_quietly();
        let mut view = self.private_view(seat, &ui);
        if let Some(game) = &self.game {
            self.signatures.insert(seat, game.private_signature(seat));
        }
        if let Some(note) = note {
            view.content = format!("{note}\n{}", view.content);
        }
        if click.on_private {
            Reply::Update(view)
        } else {
            Reply::Ephemeral(view)
        }
    }

    async fn game_click(&mut self, seat: Option<usize>, verb: &str) -> Result<Effects, String> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        if self.game.is_none() {
            return Err(Notice::NotStarted.into());
        }
        let verb = verb.to_string();
        let acted = self
            .off_workers(move |game| game.act(seat, &verb))
            .await
            .ok_or_else(|| Notice::NotStarted.to_string())??;
        let mut effects = Effects::default();
        let record_seat = &mut self.record.seats[seat];
        if record_seat.stand_in {
            record_seat.stand_in = false;
            effects.log.push(format!("{} is back.", record_seat.name));
        }
        record_seat.timeouts = 0;
        effects.merge(acted);
        // The seat acted: its turn clock starts again if it is still to act.
        self.record
            .deadlines
            .retain(|d| d.kind != DeadlineKind::Turn { seat });
        Ok(effects)
    }

    /// Run game code (a move with its solver check, a computer's search) on the blocking
    /// pool, so a slow game never holds an async worker that other tables, the gateway
    /// and the 3-second defer timer need. A panic in the game is raised in the actor,
    /// whose supervisor marks the table broken.
    async fn off_workers<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&mut dyn HostedGame) -> T + Send + 'static,
    ) -> Option<T> {
        let mut game = self.game.take()?;
        let joined = tokio::task::spawn_blocking(move || {
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

    fn come_back(&mut self, seat: Option<usize>) -> Result<Effects, String> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        let record_seat = &mut self.record.seats[seat];
        if !record_seat.stand_in {
            return Err(Notice::AlreadyPlaying.into());
        }
        record_seat.stand_in = false;
        record_seat.timeouts = 0;
        Ok(Effects::log(format!("{} is back.", record_seat.name)))
    }

    /// A person leaves a running game: their seat goes to a computer player, or in a
    /// two-seat game they forfeit.
    fn leave(&mut self, seat: Option<usize>) -> Result<Effects, String> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        let name = self.record.seats[seat].name.clone();
        let persons_left = self
            .record
            .seats
            .iter()
            .filter(|s| s.user().is_some())
            .count()
            - 1;
        match self.def.formation() {
            Formation::Lobby { .. } if persons_left > 0 => {
                let level = self.default_ai_level();
                let record_seat = &mut self.record.seats[seat];
                record_seat.occupant = Occupant::Ai { level };
                record_seat.stand_in = false;
                self.record
                    .private_views
                    .retain(|p| Some(p.user) != self.record.seats[seat].user());
                Ok(Effects::log(format!(
                    "{name} left; a computer player took the seat."
                )))
            }
            Formation::Duel => {
                let game = self
                    .game
                    .as_mut()
                    .ok_or_else(|| Notice::NotStarted.to_string())?;
                let mut effects = Effects::log(format!("{name} left the game."));
                effects.merge(game.forfeit(seat));
                if self.game.as_ref().and_then(|g| g.result()).is_none() {
                    self.finish_with(format!("{name} left the game."));
                }
                Ok(effects)
            }
            _ => {
                self.finish_with(format!("{name} left; the game is over."));
                Ok(Effects::log(format!("{name} left the game.")))
            }
        }
    }

    /// `/<game> end` or an End button: the host or a moderator stops the table.
    fn end(&mut self, person: &Person) -> Result<String, String> {
        if person.id != self.record.host && !person.can_manage {
            return Err(Notice::NotAllowedToEnd.into());
        }
        let line = format!("{} ended the table.", person.name);
        self.finish_with(line.clone());
        self.commit(Effects::log(line))?;
        Ok(format!("The {} table is closed.", self.def.title()))
    }

    pub(crate) fn finish_with(&mut self, result: String) {
        self.record.phase = Phase::Finished;
        self.record.result = Some(result);
        self.record.deadlines.clear();
    }

    // ----- deadlines ----------------------------------------------------------------

    async fn fire_due_deadlines(&mut self) {
        let now = now_ms();
        let mut due: Vec<Deadline> = Vec::new();
        self.record.deadlines.retain(|d| {
            if d.at_ms <= now {
                due.push(d.clone());
                false
            } else {
                true
            }
        });
        due.sort_by_key(|d| d.at_ms);
        for deadline in due {
            let effects = self.fire(&deadline.kind).await;
            // Removing the deadline and its effect are saved together: it fires once.
            if let Err(err) = self.commit(effects) {
                tracing::error!(table = self.record.id, %err, failures = self.failures, "deadline effect not saved; will retry");
                break;
            }
        }
    }

    async fn fire(&mut self, kind: &DeadlineKind) -> Effects {
        match kind {
            DeadlineKind::ChallengeExpiry => {
                if matches!(self.record.phase, Phase::Challenge { .. }) {
                    self.finish_with("The challenge expired.".into());
                    return Effects::log("The challenge expired.");
                }
                Effects::default()
            }
            DeadlineKind::LobbyExpiry => {
                if self.record.phase == Phase::Lobby {
                    self.finish_with("Nobody started the game; the table closed.".into());
                    return Effects::log("The lobby expired.");
                }
                Effects::default()
            }
            DeadlineKind::Game { key } => match self.game.as_mut() {
                Some(game) if self.record.phase == Phase::Playing => game.fire_timer(key),
                _ => Effects::default(),
            },
            DeadlineKind::Turn { seat } => self.turn_timed_out(*seat),
            DeadlineKind::AiMove => self.ai_move().await,
        }
    }

    fn turn_timed_out(&mut self, seat: usize) -> Effects {
        let Some(game) = self.game.as_mut() else {
            return Effects::default();
        };
        let Some(record_seat) = self.record.seats.get_mut(seat) else {
            return Effects::default();
        };
        if self.record.phase != Phase::Playing
            || self.def.formation() == Formation::Solo
            || record_seat.computer_plays()
            || !game.to_act().contains(&seat)
        {
            return Effects::default();
        }
        record_seat.timeouts += 1;
        let mut effects = Effects::log(format!("{}'s turn timed out.", record_seat.name));
        effects.merge(game.timeout_act(seat));
        if record_seat.timeouts >= AWAY_AFTER_TIMEOUTS {
            record_seat.stand_in = true;
            effects.log.push(format!(
                "{} seems away: a computer plays for them until they press I'm back.",
                record_seat.name
            ));
        }
        effects
    }

    async fn ai_move(&mut self) -> Effects {
        if self.record.phase != Phase::Playing {
            return Effects::default();
        }
        let Some(game) = self.game.as_mut() else {
            return Effects::default();
        };
        let seat = game
            .to_act()
            .into_iter()
            .find(|&s| self.record.seats.get(s).is_some_and(|r| r.computer_plays()));
        let Some(seat) = seat else {
            return Effects::default();
        };
        let level = match &self.record.seats[seat].occupant {
            Occupant::Ai { level } => level.clone(),
            Occupant::Person { .. } => self
                .def
                .ai_levels()
                .first()
                .map(|l| l.0.to_string())
                .unwrap_or_default(),
        };
        // A fresh generator per move, derived from the game seed and the counter, so a
        // replay from the stored record makes the same computer moves.
        let mut rng = ChaCha8Rng::seed_from_u64(
            self.record.seed ^ self.record.counter.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        self.off_workers(move |game| game.ai_act(seat, &level, &mut rng))
            .await
            .unwrap_or_default()
    }

    /// Make the deadlines match the state: a turn clock for each person to act, one
    /// pending computer move while a computer is to act.
    fn arm_deadlines(&mut self) {
        let now = now_ms();
        let to_act = match (&self.record.phase, &self.game) {
            (Phase::Playing, Some(game)) => game.to_act(),
            _ => Vec::new(),
        };
        let seats = &self.record.seats;
        let waits_for_person = |seat: usize| {
            to_act.contains(&seat) && seats.get(seat).is_some_and(|s| !s.computer_plays())
        };
        self.record.deadlines.retain(|d| match d.kind {
            DeadlineKind::Turn { seat } => waits_for_person(seat),
            _ => true,
        });
        for &seat in &to_act {
            let armed = self
                .record
                .deadlines
                .iter()
                .any(|d| d.kind == DeadlineKind::Turn { seat });
            if waits_for_person(seat) && !armed && self.turn_clock_runs() {
                self.record.deadlines.push(Deadline {
                    at_ms: now + self.record.turn_timeout_secs * 1000,
                    kind: DeadlineKind::Turn { seat },
                });
            }
        }
        let computer_to_act = to_act
            .iter()
            .any(|&s| seats.get(s).is_some_and(|r| r.computer_plays()));
        let ai_armed = self
            .record
            .deadlines
            .iter()
            .any(|d| d.kind == DeadlineKind::AiMove);
        if computer_to_act && !ai_armed {
            self.record.deadlines.push(Deadline {
                at_ms: now + self.shared.config.ai_delay.as_millis() as u64,
                kind: DeadlineKind::AiMove,
            });
        } else if !computer_to_act {
            self.record
                .deadlines
                .retain(|d| d.kind != DeadlineKind::AiMove);
        }
    }

    /// Solo tables have no turn clock (a solitaire player may think as long as they
    /// like, and no computer ever takes their seat); the others use the table's timeout.
    fn turn_clock_runs(&self) -> bool {
        self.def.formation() != Formation::Solo && self.record.turn_timeout_secs > 0
    }

    // ----- committing changes -----------------------------------------------------------

    /// Record a change: count it, log it, arm timers, save it (flushed), then show it.
    /// If the save fails the change is rolled back and the user is told.
    pub(crate) fn commit(&mut self, effects: Effects) -> Result<(), String> {
        let now = now_ms();
        self.record.counter += 1;
        for timer in effects.timers {
            self.record.deadlines.push(Deadline {
                at_ms: now + timer.after.as_millis() as u64,
                kind: DeadlineKind::Game { key: timer.key },
            });
        }
        let round_results = effects
            .round_end
            .map(|round| self.round_results(&round))
            .unwrap_or_default();
        self.record.log.extend(effects.log);
        let excess = self.record.log.len().saturating_sub(LOG_LINES);
        self.record.log.drain(..excess);
        if let Some(result) = self.game.as_ref().and_then(|g| g.result()) {
            if self.record.phase == Phase::Playing {
                self.finish_with(result);
            }
        }
        self.arm_deadlines();
        self.record.state = self.game.as_ref().map(|g| g.save());
        let saved = if round_results.is_empty() {
            self.shared.store.save_table(self.record.id, &self.record)
        } else {
            self.shared
                .store
                .save_table_with_results(self.record.id, &self.record, &round_results)
        };
        if let Err(err) = saved {
            tracing::error!(table = self.record.id, %err, "table not saved; change rolled back");
            self.rollback();
            self.note_store_failure();
            return Err(Notice::NotSaved.into());
        }
        self.saved = self.record.clone();
        self.failures = 0;
        self.retry_at = None;
        self.publish();
        Ok(())
    }

    /// A write failed: wait longer before the next try (100 ms doubling up to 30 s), and
    /// after several failures in a row stop the bot so a supervisor restarts it.
    fn note_store_failure(&mut self) {
        self.failures += 1;
        let backoff =
            Duration::from_millis(100u64 << self.failures.min(9)).min(Duration::from_secs(30));
        self.retry_at = Some(tokio::time::Instant::now() + backoff);
        if self.failures >= FAILURES_BEFORE_EXIT {
            self.shared.store_failed_for_good();
        }
    }

    fn rollback(&mut self) {
        self.record = self.saved.clone();
        self.game = self
            .record
            .state
            .as_ref()
            .and_then(|state| self.def.restore(state).ok());
    }

    /// Save a change that users do not see (tokens, message ids).
    fn save_quietly(&mut self) {
        self.record.state = self.game.as_ref().map(|g| g.save());
        match self.shared.store.save_table(self.record.id, &self.record) {
            Ok(()) => self.saved = self.record.clone(),
            Err(err) => tracing::warn!(table = self.record.id, %err, "table not saved"),
        }
    }

    fn publish(&mut self) {
        self.published = None;
        if let Some(message) = self.record.message_id {
            let view = self.public_view();
            self.published = Some(view.clone());
            let _ = self.publisher.send(PublishJob::Public {
                channel: self.record.channel_id,
                message,
                view,
            });
        }
        let Some(game) = &self.game else { return };
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
                refresh.push((seat, private.token.clone(), private.ui.clone()));
            }
        }
        for (seat, token, ui) in refresh {
            let view = self.private_view(seat, &ui);
            let answered = self.answered.get(&token).cloned();
            let _ = self.publisher.send(PublishJob::Private {
                token,
                view,
                answered,
            });
        }
    }

    /// The table is over: archive it and leave the live set.
    fn finish(&mut self) {
        self.record.deadlines.clear();
        self.record.private_views.clear();
        self.record.state = self.game.as_ref().map(|g| g.save());
        let results = self.seat_results();
        if let Err(err) =
            self.shared
                .store
                .archive_with_results(self.record.id, &self.record, &results)
        {
            tracing::error!(table = self.record.id, %err, "finished table not archived");
        }
        self.shared.forget(self.record.id, self.record.channel_id);
        tracing::info!(table = self.record.id, result = ?self.record.result, "table finished");
    }

    /// One record per seat of a game that was played to its end (none for a table
    /// cancelled in its lobby or a challenge nobody took).
    fn seat_results(&self) -> Vec<crate::store::results::GameResult> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let results = game.seat_results();
        let length = now_ms().saturating_sub(self.record.created_ms);
        self.records_of(&results, 0, length)
    }

    /// The records of a round that ended inside the table, under this change's counter.
    fn round_results(
        &self,
        round: &super::hosting::RoundEnd,
    ) -> Vec<crate::store::results::GameResult> {
        self.records_of(&round.results, self.record.counter, round.length_ms)
    }

    fn records_of(
        &self,
        results: &[super::hosting::SeatResult],
        round: u64,
        length_ms: u64,
    ) -> Vec<crate::store::results::GameResult> {
        use crate::store::results::{GameResult, Opponent, RESULT_SCHEMA};
        let sharing_first = results.iter().filter(|r| r.place == 1).count() as u32;
        let now = now_ms();
        let opponent = |seat: &SeatRecord| Opponent {
            user: seat.user(),
            name: seat.name.clone(),
            level: match &seat.occupant {
                Occupant::Ai { level } => Some(level.clone()),
                Occupant::Person { .. } => None,
            },
        };
        results
            .iter()
            .filter_map(|r| {
                let seat = self.record.seats.get(r.seat)?;
                Some(GameResult {
                    schema: RESULT_SCHEMA,
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
                })
            })
            .collect()
    }

    // ----- views --------------------------------------------------------------------

    pub(crate) fn seat_of(&self, user: u64) -> Option<usize> {
        self.record
            .seats
            .iter()
            .position(|s| s.user() == Some(user))
    }

    pub(crate) fn seat_infos(&self) -> Vec<SeatInfo> {
        self.record
            .seats
            .iter()
            .map(|s| SeatInfo {
                name: s.name.clone(),
                is_ai: s.computer_plays(),
            })
            .collect()
    }

    pub(crate) fn default_ai_level(&self) -> String {
        self.def
            .ai_levels()
            .first()
            .map(|l| l.0.to_string())
            .unwrap_or_else(|| "ai".into())
    }

    pub(crate) fn public_view(&self) -> View {
        let view = match (&self.record.phase, &self.game) {
            (Phase::Lobby, _) => lobby::lobby_view(self),
            (Phase::Challenge { .. }, _) => lobby::challenge_view(self),
            (_, Some(game)) => {
                let seats = self.seat_infos();
                let ctx = ViewContext {
                    seats: &seats,
                    log: &self.record.log,
                    ui: "",
                };
                let mut view = game.public_view(&ctx);
                self.add_table_rows(&mut view);
                view
            }
            (_, None) => View {
                title: self.def.title().to_string(),
                description: self
                    .record
                    .result
                    .clone()
                    .unwrap_or_else(|| "This table is closed.".into()),
                ..View::default()
            },
        };
        self.stamped(view)
    }

    /// Fit a view to Discord's limits and mark it with this table's id and counter.
    fn stamped(&self, view: View) -> View {
        let mut view = view.fit();
        view.stamp = Stamp {
            game: self.record.game.clone(),
            table: self.record.id,
            counter: self.record.counter,
        };
        view
    }

    /// Rows the table adds under a running game: Leave, I'm back; after the end, Play again.
    fn add_table_rows(&self, view: &mut View) {
        if self.record.phase == Phase::Finished {
            if let Some(result) = &self.record.result {
                if !view.description.contains(result.as_str()) {
                    view.description = format!("{}\n\n**{}**", view.description, result)
                        .trim()
                        .to_string();
                }
            }
            // Game buttons are dead now; offer a new game with the same seats.
            view.rows = vec![Row::Buttons(vec![Button::new(
                self.def.again_label(),
                "again",
                Style::Success,
            )
            .emoji("🔁")])];
            return;
        }
        let mut buttons = vec![Button::new("Leave", "leave", Style::Secondary)];
        if self.record.seats.iter().any(|s| s.stand_in) {
            buttons.push(Button::new("I'm back", "back", Style::Success));
        }
        if view.rows.len() < 5 {
            view.rows.push(Row::Buttons(buttons));
        }
    }

    fn private_view(&self, seat: usize, ui: &str) -> View {
        match &self.game {
            Some(game) => {
                let seats = self.seat_infos();
                let ctx = ViewContext {
                    seats: &seats,
                    log: &self.record.log,
                    ui,
                };
                let mut view = game.private_view(seat, &ctx);
                if self.record.seats.get(seat).is_some_and(|s| s.stand_in) && view.rows.len() < 5 {
                    view.content = format!("A computer is playing for you. {}", view.content);
                    view.rows.insert(
                        0,
                        Row::Buttons(vec![Button::new("I'm back", "back", Style::Success)]),
                    );
                }
                let mut view = self.stamped(view);
                view.stamp.counter = digest(&game.private_signature(seat));
                view
            }
            None => View::text(Notice::NotStarted.to_string()),
        }
    }
}

/// A stable 40-bit digest (FNV-1a) of a private signature, short enough for a custom_id
/// and the same across restarts and builds.
pub(crate) fn digest(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash & 0xff_ffff_ffff
}

pub(crate) fn unknown_button() -> String {
    Notice::UnknownButton.into()
}

/// A select menu whose options are table verbs.
pub(crate) fn select_row(
    name: &str,
    placeholder: &str,
    options: Vec<super::view::SelectOption>,
) -> Row {
    Row::Select(Select {
        name: name.into(),
        placeholder: placeholder.into(),
        options,
        disabled: false,
    })
}

pub(crate) fn new_seat_for(person: &Person) -> SeatRecord {
    SeatRecord::person(person.id, person.name.clone())
}
