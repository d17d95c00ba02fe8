//! A click at the table: routing it by the table's phase and the verb, refusing it
//! when it is outdated, opening private views, and the moves a seat makes at a running
//! table (a game action, leaving, coming back, ending).

use super::super::hosting::{Formation, Narration};
use super::super::presenter::PublishJob;
use super::super::record::{DeadlineKind, Occupant, Phase, PrivateView};
use super::super::text::Notice;
use super::super::verb::{self, TableVerb};
use super::super::{Person, Reply};
use super::{digest, unknown_button, Actor, Click, COMMAND_COUNTER, PRIVATE_TOKEN_LIFE_MS};
use crate::clock::now_ms;
use crate::i18n::escape;
use crate::i18n::Text;
use std::sync::atomic::{AtomicU64, Ordering};

/// Private answers made so far, by every table: an answer's place in this count is
/// the order in which the adapter sends answers to one message (see
/// `discord::answer_order`).
static ANSWERS_MADE: AtomicU64 = AtomicU64::new(0);

impl Actor {
    pub(super) async fn click(&mut self, click: Click) -> Reply {
        // A custom_id copied into another channel's message is not this table's button.
        if click
            .channel
            .is_some_and(|channel| channel != self.record.channel_id)
        {
            tracing::warn!(table = self.record.id, "click from another channel refused");
            return Reply::Refused(Notice::WrongChannel.into());
        }
        let seat = self.seat_of(click.person.id);
        let verb = click.verb.clone();
        match &verb {
            TableVerb::Hand => return self.open_private(&click, seat, None),
            TableVerb::View(ui) => return self.open_private(&click, seat, Some(ui.clone())),
            TableVerb::Replay => {
                let web_url = self.shared.config.web_url.as_deref();
                return crate::table::replay::link_reply(web_url, &self.record, click.person.id);
            }
            TableVerb::End => {
                return match self.end(&click.person) {
                    Ok(text) | Err(text) => Reply::Refused(text),
                };
            }
            _ => {}
        }
        // Someone not seated learns that first, whichever view they pressed on.
        if seat.is_none() && self.record.phase == Phase::Playing {
            if let TableVerb::Game(_) = verb {
                return Reply::Refused(Notice::NotSeated.into());
            }
        }
        if click.counter != COMMAND_COUNTER
            && !self.is_current(&click, seat)
            && !self.tolerates_outdated(&verb)
        {
            tracing::info!(
                table = self.record.id,
                verb = verb::for_log(&click.verb.encode()),
                "outdated click not applied"
            );
            return self.outdated_reply(&click, seat);
        }
        let before = self.record.counter;
        let result = match (&self.record.phase, &verb) {
            (Phase::Lobby, _) => self.lobby_click(&click.person, seat, &verb),
            (Phase::Challenge { .. }, _) => self.challenge_click(&click.person, &verb),
            (Phase::Playing, TableVerb::Leave) => self.leave(seat),
            (Phase::Playing, TableVerb::Back) => self.come_back(seat),
            (Phase::Playing, TableVerb::Game(action)) => self.game_click(seat, action).await,
            // A second Start or Join pressed while the game was starting, or a
            // challenge's Accept pressed twice (or Decline after it was accepted).
            (
                Phase::Playing,
                TableVerb::Start
                | TableVerb::Join
                | TableVerb::AddAi
                | TableVerb::Accept
                | TableVerb::Decline
                | TableVerb::Cancel,
            ) => Err(Notice::AlreadyStarted.into()),
            (Phase::Playing, _) => Err(unknown_button()),
            (Phase::Finished, _) => Err(Notice::GameOver.into()),
        };
        match result {
            Err(text) => {
                // Not the reason: it may name a card of the person's hand.
                tracing::info!(
                    table = self.record.id,
                    user = click.person.id,
                    verb = verb::for_log(&click.verb.encode()),
                    "click refused"
                );
                Reply::Refused(text)
            }
            Ok(narration) => {
                if let Err(text) = self.commit(narration) {
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
                if click.on_private && self.record.phase == Phase::Finished {
                    // The move from this hand ended the game: the hand says so.
                    return Reply::Update(self.game_over_view(click.person.lang));
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
                    self.public_shown_by(&click);
                    return Reply::Update(view.unwrap_or_else(|| self.public_view()));
                }
                Reply::Ack
            }
        }
    }

    /// Whether a click was made on a view of the table as it is now. A view drawn
    /// from the table's state (the table message, or a private copy of it sent with an
    /// "older view" answer) carries the table's counter and is current only at the
    /// table's latest state. A private view carries a digest of the seat's private
    /// signature and is current while what it shows is unchanged, so other seats'
    /// moves do not make a player's hand outdated.
    pub(super) fn is_current(&self, click: &Click, seat: Option<usize>) -> bool {
        if click.counter == self.record.counter {
            return true;
        }
        match (click.on_private, seat, &self.game, &self.record.phase) {
            (true, Some(seat), Some(game), Phase::Playing) => {
                click.counter == digest(&game.private_signature(seat))
            }
            _ => false,
        }
    }

    pub(super) fn tolerates_outdated(&self, verb: &TableVerb) -> bool {
        if verb.tolerates_outdated() {
            return true;
        }
        match (verb, &self.game) {
            (TableVerb::Game(action), Some(game)) => game.tolerates_outdated(action),
            _ => false,
        }
    }

    pub(super) fn outdated_reply(&mut self, click: &Click, seat: Option<usize>) -> Reply {
        let note = Notice::Outdated.in_lang(click.person.lang);
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
    pub(super) fn open_private(
        &mut self,
        click: &Click,
        seat: Option<usize>,
        ui: Option<String>,
    ) -> Reply {
        let Some(seat) = seat else {
            return Reply::Refused(Notice::NotSeated.into());
        };
        if self.record.phase != Phase::Playing || self.game.is_none() {
            return Reply::Refused(Notice::NotStarted.into());
        }
        self.private_reply(click, seat, ui, None)
    }

    /// Answer with the seat's private view and remember the token to refresh it later.
    pub(super) fn private_reply(
        &mut self,
        click: &Click,
        seat: usize,
        ui: Option<String>,
        note: Option<&str>,
    ) -> Reply {
        let user = click.person.id;
        // A game move resets the view state; paging keeps it until then.
        let ui = ui.unwrap_or_default();
        // This answer shows the seat's latest view. A refresh this change queued for
        // the person's previous token would repeat it, or, landing after the person's
        // next click, bring back an older view.
        let previous: Vec<String> = self
            .record
            .private_views
            .iter()
            .filter(|p| p.user == user)
            .map(|p| p.token.clone())
            .collect();
        self.outbox.retain(
            |job| !matches!(job, PublishJob::Private { token, .. } if previous.contains(token)),
        );
        self.record
            .private_views
            .retain(|p| p.user != user && p.expires_ms > now_ms());
        self.record.private_views.push(PrivateView {
            user,
            token: click.token.clone(),
            expires_ms: now_ms() + PRIVATE_TOKEN_LIFE_MS,
            ui: ui.clone(),
            lang: click.person.lang,
        });
        let table_tokens = self.webhook_tokens();
        self.answered.retain(|token, _| {
            table_tokens.contains(token)
                || self.record.private_views.iter().any(|p| &p.token == token)
        });
        self.answered
            .insert(click.token.clone(), click.answered.clone());
        self.save_quietly();
        let mut view = self.private_view(seat, &ui, click.person.lang);
        if let Some(game) = &self.game {
            self.signatures.insert(seat, game.private_signature(seat));
        }
        if let Some(note) = note {
            view.content = format!("{note}\n{}", view.content);
        }
        view.stamp.answer = ANSWERS_MADE.fetch_add(1, Ordering::Relaxed) + 1;
        if click.on_private {
            Reply::Update(view)
        } else {
            Reply::Ephemeral(view)
        }
    }

    pub(super) async fn game_click(
        &mut self,
        seat: Option<usize>,
        verb: &str,
    ) -> Result<Narration, Text> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        if self.game.is_none() {
            return Err(Notice::NotStarted.into());
        }
        let verb = verb.to_string();
        let acted = self
            .off_workers(move |game| game.play(seat, &verb))
            .await
            .ok_or_else(|| Text::from(Notice::NotStarted))??;
        let mut narration = Narration::default();
        let record_seat = &mut self.record.seats[seat];
        if record_seat.stand_in {
            record_seat.stand_in = false;
            narration
                .log
                .push(Text::new("log-back").with("name", escape::name(&record_seat.name)));
        }
        record_seat.timeouts = 0;
        narration.merge(acted);
        // The seat acted: its turn clock starts again if it is still to act.
        self.record
            .deadlines
            .retain(|d| d.kind != DeadlineKind::Turn { seat });
        Ok(narration)
    }

    pub(super) fn come_back(&mut self, seat: Option<usize>) -> Result<Narration, Text> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        let record_seat = &mut self.record.seats[seat];
        if !record_seat.stand_in {
            return Err(Notice::AlreadyPlaying.into());
        }
        record_seat.stand_in = false;
        record_seat.timeouts = 0;
        Ok(Narration::line(
            Text::new("log-back").with("name", escape::name(&record_seat.name)),
        ))
    }

    /// A person leaves a running game: their seat goes to a computer player, or in a
    /// two-seat game they forfeit.
    pub(super) fn leave(&mut self, seat: Option<usize>) -> Result<Narration, Text> {
        let Some(seat) = seat else {
            return Err(Notice::NotSeated.into());
        };
        let name = escape::name(&self.record.seats[seat].name);
        let persons_left = self
            .record
            .seats
            .iter()
            .filter(|s| s.user().is_some())
            .count()
            - 1;
        // Leaving a rated game early is a forfeit: it cannot dodge a loss.
        if self.record.between_two_persons() && self.hosted.formation() != Formation::Duel {
            self.record.forfeited = Some(seat);
            let line = Text::new("log-left-forfeits").with("name", name);
            self.finish_with(line.clone());
            return Ok(Narration::line(line));
        }
        match self.hosted.formation() {
            Formation::Lobby { .. } if persons_left > 0 => {
                let level = self.default_ai_level();
                let record_seat = &mut self.record.seats[seat];
                record_seat.occupant = Occupant::Ai { level };
                record_seat.stand_in = false;
                self.record
                    .private_views
                    .retain(|p| Some(p.user) != self.record.seats[seat].user());
                Ok(Narration::line(
                    Text::new("log-left-computer-took").with("name", name),
                ))
            }
            Formation::Duel => {
                let game = self
                    .game
                    .as_mut()
                    .ok_or_else(|| Text::from(Notice::NotStarted))?;
                let mut narration =
                    Narration::line(Text::new("log-left-game").with("name", name.clone()));
                narration.merge(game.forfeit(seat));
                if self.game.as_ref().and_then(|g| g.result()).is_none() {
                    if self.record.between_two_persons() {
                        self.record.forfeited = Some(seat);
                    }
                    self.finish_with(Text::new("log-left-game").with("name", name));
                }
                Ok(narration)
            }
            _ => {
                self.finish_with(Text::new("log-left-game-over").with("name", name.clone()));
                Ok(Narration::line(
                    Text::new("log-left-game").with("name", name),
                ))
            }
        }
    }

    /// `/<game> end` or an End button: the host or a moderator stops the table.
    pub(super) fn end(&mut self, person: &Person) -> Result<Text, Text> {
        if person.id != self.record.host && !person.can_manage {
            return Err(Notice::NotAllowedToEnd.into());
        }
        // A player who ends a rated game early forfeits it (a moderator who is not
        // playing ends it with no result for anyone).
        let seat = self.seat_of(person.id);
        let rated = self.record.phase == Phase::Playing && self.record.between_two_persons();
        let mut narration = Narration::default();
        let line = match seat {
            Some(seat) if rated => {
                if let Some(game) = self.game.as_mut() {
                    narration.merge(game.forfeit(seat));
                }
                if self.game.as_ref().and_then(|g| g.result()).is_none() {
                    self.record.forfeited = Some(seat);
                }
                Text::new("log-ended-forfeits").with("name", escape::name(&person.name))
            }
            _ => Text::new("log-ended").with("name", escape::name(&person.name)),
        };
        self.finish_with(line.clone());
        narration.merge(Narration::line(line));
        self.commit(narration)?;
        Ok(Text::new("table-closed").with("game", self.hosted.title()))
    }
}
