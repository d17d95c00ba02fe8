//! Opening tables: `/<game> start` (a lobby, a challenge, a game against the computer
//! or a solitaire, perhaps in a thread of its own), "Play again" after a finished
//! game, and the channel reservation that makes each atomic with the checks that the
//! channel is free and within the limits.

use super::actor::next_ai_name;
use super::hosting::{Formation, Hosted, HostedMatch};
use super::record::{Deadline, DeadlineKind, Phase, SeatRecord, TableRecord};
use super::registry::{Handle, PlaceHold, Tables};
use super::text::Notice;
use super::view::truncate;
use super::webhook::Webhook;
use super::{
    OpenRequest, Person, Reply, DEFAULT_TURN_TIMEOUT, OPTION_OPPONENT, OPTION_SEED,
    OPTION_TURN_TIMEOUT,
};
use crate::clock::now_ms;
use crate::i18n::escape;
use crate::i18n::Text;
use std::sync::Arc;
use std::time::Duration;

/// How long a lobby waits for its host to press Start.
const LOBBY_LIFETIME: Duration = Duration::from_secs(30 * 60);

/// A channel claimed for a table being opened; released on drop unless kept.
struct Reservation<'a> {
    tables: &'a Tables,
    channel: u64,
    id: u64,
    kept: bool,
}

impl Reservation<'_> {
    /// The table is running (call after `spawn`, so the limits always see it).
    fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        self.tables.lock().opening.remove(&self.id);
        if !self.kept {
            self.tables.shared.forget(self.id, self.channel);
        }
    }
}

impl Tables {
    /// Open a table. Returns the text to tell the host, or why it was refused. Dealing
    /// may be slow (a solitaire searches for a winnable deal and checks it) and the
    /// record is flushed to disk, so the work runs on the blocking pool.
    pub async fn open(&self, request: OpenRequest) -> Result<Text, Text> {
        let tables = self.clone();
        let server = request.guild_id.unwrap_or(request.channel_id);
        self.shared
            .work
            .run(server, move || tables.open_now(request))
            .await
            .unwrap_or_else(|err| {
                tracing::error!(%err, "opening a table failed");
                Err(Notice::TableBroken.into())
            })
    }

    /// Open a solitaire, in a new thread of the request's channel when `in_new_thread`
    /// (Klondike plays in a thread of its own, named for the game and its player).
    /// `_held` is the player's place, held within the limits before anything is made
    /// (see [`Tables::hold_place`]), so a person over their limit gets no thread.
    /// Returns the text to tell the player, or why it was refused.
    pub async fn open_solitaire(
        &self,
        mut request: OpenRequest,
        _held: &PlaceHold,
        in_new_thread: bool,
    ) -> Result<Text, Text> {
        request.place_held = true;
        if !in_new_thread {
            return self.open(request).await;
        }
        let hosted = self
            .shared
            .catalog
            .get(&request.game)
            .ok_or(Notice::UnknownGame)?;
        let name = format!(
            "{} — {}",
            hosted.title(),
            escape::plain_name(&request.host.name, 80)
        );
        let made = self
            .shared
            .presenter
            .create_thread(request.channel_id, truncate(&name, 100))
            .await;
        let thread = match made {
            Ok(thread) => thread,
            Err(err) => {
                tracing::warn!(%err, "thread not created");
                return Err(Notice::NoThread.into());
            }
        };
        request.channel_id = thread;
        let opened = self.open(request).await?;
        Ok(Text::new("table-opened-in-thread")
            .with("opened", opened)
            .with("thread", format!("<#{thread}>")))
    }

    fn open_now(&self, request: OpenRequest) -> Result<Text, Text> {
        let hosted = self
            .shared
            .catalog
            .get(&request.game)
            .ok_or(Notice::UnknownGame)?;
        if let Some((_, game)) = self.table_in(request.channel_id) {
            let title = self
                .shared
                .catalog
                .get(&game)
                .map(|g| g.title())
                .unwrap_or_else(|| game.clone());
            return Err(Text::new("table-channel-busy")
                .with("game", title)
                .with("command", game));
        }
        let settings = hosted.settings(&request.options)?;
        let turn_timeout_secs = match request.options.integer(OPTION_TURN_TIMEOUT) {
            Some(secs) if !(5..=3600).contains(&secs) => return Err(Notice::BadTurnTimeout.into()),
            Some(secs) => secs as u64,
            None => DEFAULT_TURN_TIMEOUT,
        };
        // A solitaire player is never timed out (and no computer takes their seat).
        let turn_timeout_secs = match hosted.formation() {
            Formation::Solo => 0,
            _ => turn_timeout_secs,
        };
        let seed = request
            .options
            .integer(OPTION_SEED)
            .map(|s| s as u64)
            .unwrap_or(0);
        let id = self.shared.store.next_id().map_err(|e| {
            tracing::error!(%e, "no table id");
            Text::from(Notice::StoreUnavailable)
        })?;
        // Reserve the channel now, atomically: two `/start`s at once must not both pass
        // the check above while the first is being written.
        let reservation = self.reserve_channel(
            request.channel_id,
            id,
            &hosted,
            request.guild_id,
            (request.host.id, request.place_held),
        )?;
        let host = request.host.clone();
        let mut record = TableRecord::new(
            id,
            hosted.code(),
            request.guild_id,
            request.channel_id,
            (host.id, &host.name),
            settings,
            seed,
            turn_timeout_secs,
        );
        // The table speaks its opener's language (their client's, not the server's).
        record.lang = host.lang;
        // Where the bot is not a member, the answer to the command is the table message.
        let opened_by = request.webhook.clone();
        record.webhook = opened_by
            .as_ref()
            .map(|(token, _)| Webhook::opened_by(token.clone()));
        let mut game = None;
        let reply;
        match hosted.formation() {
            Formation::Lobby { .. } => {
                record
                    .log
                    .push(Text::new("log-opened").with("name", escape::name(&host.name)));
                // Nothing lives for ever: a lobby nobody starts closes.
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + LOBBY_LIFETIME.as_millis() as u64,
                    kind: DeadlineKind::LobbyExpiry,
                });
                reply = Text::new("table-lobby-opened").with("game", hosted.title());
            }
            Formation::Duel => match request.options.user(OPTION_OPPONENT) {
                Some(opponent) => {
                    if opponent == host.id {
                        return Err(Notice::SelfChallenge.into());
                    }
                    if request.opponent_is_bot {
                        return Err(Notice::BotChallenge.into());
                    }
                    // A direct message with the bot has no one else in it to accept.
                    if request.with_the_bot_alone {
                        return Err(Notice::ChallengeOutsideServer.into());
                    }
                    let opponent_name = request.opponent_name.clone().unwrap_or_else(|| {
                        Text::new("challenge-unnamed-opponent").in_lang(record.lang)
                    });
                    record.phase = Phase::Challenge {
                        opponent,
                        opponent_name: opponent_name.clone(),
                    };
                    record.deadlines.push(Deadline {
                        at_ms: now_ms() + self.shared.config.challenge_timeout.as_millis() as u64,
                        kind: DeadlineKind::ChallengeExpiry,
                    });
                    record.log.push(
                        Text::new("log-challenged")
                            .with("name", escape::name(&host.name))
                            .with("opponent", escape::name(&opponent_name)),
                    );
                    reply = Text::new("table-challenge-sent")
                        .with("opponent", escape::name(&opponent_name));
                }
                None => {
                    let level = request
                        .options
                        .string("level")
                        .and_then(|l| hosted.ai_levels().into_iter().find(|code| *code == l))
                        .or_else(|| hosted.ai_levels().first().copied())
                        .map(|code| code.to_string())
                        .unwrap_or_default();
                    // A career opponent comes with its name.
                    let name = match request.options.string("computer_name") {
                        Some(name) => name.chars().take(32).collect(),
                        None => next_ai_name(&record.seats),
                    };
                    record.seats.push(SeatRecord::ai(level, name));
                    game = Some(self.start_now(&mut record, &hosted)?);
                    reply =
                        Text::new("table-started-against-computer").with("game", hosted.title());
                }
            },
            Formation::Solo => {
                game = Some(self.start_now(&mut record, &hosted)?);
                reply = Text::new("table-started").with("game", hosted.title());
            }
        }
        record.counter = 1;
        // Claimed before its first write, so every write of it is fenced.
        if !self.claim(id) {
            return Err(Notice::StoreUnavailable.into());
        }
        // Write-ahead: the table exists on disk before anyone sees it.
        self.shared.store.tables().save(id, &record).map_err(|e| {
            tracing::error!(%e, "table not saved");
            self.shared.store.release_table(id);
            Text::from(Notice::StoreUnavailable)
        })?;
        tracing::info!(table = id, game = %record.game, channel = record.channel_id, "table opened");
        self.spawn(record, game, hosted, opened_by);
        reservation.keep();
        Ok(reply)
    }

    /// Start the game of a table no actor runs yet (see `TableRecord::start_game`):
    /// the record carries the game's first state to the store.
    fn start_now(
        &self,
        record: &mut TableRecord,
        hosted: &Arc<dyn Hosted>,
    ) -> Result<Box<dyn HostedMatch>, Text> {
        let (game, line) = record.start_game(hosted.as_ref(), &self.shared.store)?;
        record.log.push(line);
        record.state = Some(game.save());
        Ok(game)
    }

    /// Another game after a finished one, by consent: a person is seated only by their
    /// own Join or Accept. In a duel against a person the presser challenges them again
    /// (Accept / Decline); in a group game a lobby opens with the presser as host and
    /// the computer players seated again, for the others to Join; a game against the
    /// computer (or a solitaire) starts at once, as nobody else is asked anything.
    pub(super) fn play_again(
        &self,
        finished: u64,
        person: &Person,
        channel: Option<u64>,
        (token, answered): super::registry::OpeningAnswer,
    ) -> Reply {
        let old: TableRecord = match self.shared.store.tables().load_archived(finished) {
            Ok(Some(record)) => record,
            _ => return Reply::Refused(Notice::GameGone.into()),
        };
        if channel.is_some_and(|channel| channel != old.channel_id) {
            return Reply::Refused(Notice::WrongChannel.into());
        }
        if !old.seats.iter().any(|s| s.user() == Some(person.id)) {
            return Reply::Refused(Notice::NotAPlayerOfThatGame.into());
        }
        // A person who erased their records since is not named again by someone else.
        let others = old.seats.iter().filter_map(|s| s.user());
        let erased: Result<Vec<bool>, _> = others
            .filter(|&user| user != person.id)
            .map(|user| self.shared.store.forgot_after(user, finished))
            .collect();
        // An archived seat whose person was erased keeps no id (see
        // `TableRecord::erase_person`).
        let erased_seat = old.seats.iter().any(|s| s.is_forgotten());
        match erased {
            Ok(erased) if erased_seat || erased.contains(&true) => {
                return Reply::Refused(Notice::PlayerErased.into())
            }
            Ok(_) => {}
            Err(_) => return Reply::Refused(Notice::StoreUnavailable.into()),
        }
        let Some(hosted) = self.shared.catalog.get(&old.game) else {
            return Reply::Refused(Notice::GameGone.into());
        };
        let Ok(id) = self.shared.store.next_id() else {
            return Reply::Refused(Notice::StoreUnavailable.into());
        };
        // Fifty Play again clicks at once make exactly one table.
        let reservation = match self.reserve_channel(
            old.channel_id,
            id,
            &hosted,
            old.guild_id,
            (person.id, false),
        ) {
            Ok(reservation) => reservation,
            Err(text) => return Reply::Refused(text),
        };
        let settings = hosted.again_settings(&old.settings, old.state.as_ref());
        let mut record = TableRecord::new(
            id,
            &old.game,
            old.guild_id,
            old.channel_id,
            (person.id, &person.name),
            settings,
            0,
            old.turn_timeout_secs,
        );
        // Another game at the same table speaks its language.
        record.lang = old.lang;
        // Where the bot is not a member, the new table is posted as a follow-up of the
        // click (the finished one keeps its result).
        let opened_by = old.webhook.as_ref().map(|_| {
            record.webhook = Some(Webhook::following(token.clone()));
            (token, answered)
        });
        let computers = old
            .seats
            .iter()
            .filter(|s| s.user().is_none())
            .map(|s| SeatRecord {
                timeouts: 0,
                ..s.clone()
            });
        let other_person = old
            .seats
            .iter()
            .find(|s| s.user().is_some_and(|user| user != person.id));
        let mut game = None;
        match (hosted.formation(), other_person) {
            (Formation::Duel, Some(opponent)) => {
                let (opponent, opponent_name) =
                    (opponent.user().unwrap_or(0), opponent.name.clone());
                record.log.push(
                    Text::new("log-challenged-again")
                        .with("name", escape::name(&person.name))
                        .with("opponent", escape::name(&opponent_name)),
                );
                record.phase = Phase::Challenge {
                    opponent,
                    opponent_name,
                };
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + self.shared.config.challenge_timeout.as_millis() as u64,
                    kind: DeadlineKind::ChallengeExpiry,
                });
            }
            (Formation::Lobby { .. }, _) => {
                record.seats.extend(computers);
                record
                    .log
                    .push(Text::new("log-opened-again").with("name", escape::name(&person.name)));
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + LOBBY_LIFETIME.as_millis() as u64,
                    kind: DeadlineKind::LobbyExpiry,
                });
            }
            (Formation::Duel | Formation::Solo, _) => {
                record.seats.extend(computers);
                record
                    .log
                    .push(Text::new("log-started-again").with("name", escape::name(&person.name)));
                game = match self.start_now(&mut record, &hosted) {
                    Ok(game) => Some(game),
                    Err(text) => return Reply::Refused(text),
                };
            }
        }
        if !self.claim(id) {
            return Reply::Refused(Notice::StoreUnavailable.into());
        }
        if self.shared.store.tables().save(id, &record).is_err() {
            self.shared.store.release_table(id);
            return Reply::Refused(Notice::StoreUnavailable.into());
        }
        self.spawn(record, game, hosted, opened_by);
        reservation.keep();
        Reply::Ack
    }

    /// Claim `channel` for table `id` of `game` opened by `host`, atomically with the
    /// checks that it is free and within the limits (unless the opener holds a place
    /// already, see [`Tables::hold_place`]). The claim is released when the returned
    /// guard drops, unless it is kept.
    fn reserve_channel(
        &self,
        channel: u64,
        id: u64,
        hosted: &Arc<dyn Hosted>,
        guild: Option<u64>,
        (host, place_held): (u64, bool),
    ) -> Result<Reservation<'_>, Text> {
        let mut live = self.lock();
        if live.by_channel.contains_key(&channel) {
            return Err(Notice::ChannelTaken.into());
        }
        if !place_held {
            self.within_limits(&live, hosted, guild, host)?;
        }
        live.by_channel.insert(channel, id);
        // A held place already counts in the limits: the reservation that follows it
        // is not counted again (two starts at once would each see the other twice).
        let (guild, host) = if place_held {
            (None, None)
        } else {
            (guild, Some(host))
        };
        live.opening.insert(
            id,
            Handle {
                inbox: None,
                game: hosted.code().to_string(),
                guild,
                channel,
                host,
                people: Some(Vec::new()),
            },
        );
        Ok(Reservation {
            tables: self,
            channel,
            id,
            kept: false,
        })
    }
}
