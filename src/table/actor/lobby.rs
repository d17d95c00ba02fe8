//! How tables form: the lobby (join, leave, add AI, settings, start, cancel) and the 1v1
//! challenge (accept, decline, expiry). Shared by every game.

use super::{new_seat_for, select_row, unknown_button, Actor};
use crate::i18n::escape;
use crate::i18n::{Lang, Text};
use crate::table::hosting::{Formation, Narration};
use crate::table::record::{Occupant, Phase, SeatRecord};
use crate::table::text::Notice;
use crate::table::verb::TableVerb;
use crate::table::view::{button_rows, Button, Field, Style, View};
use crate::table::Person;

/// Names for computer seats, in order.
const AI_NAMES: [&str; 9] = [
    "Ada", "Bit", "Cog", "Dot", "Eve", "Fox", "Gus", "Hal", "Ivy",
];

/// A name for the next computer seat that no seat uses yet.
pub(crate) fn next_ai_name(seats: &[SeatRecord]) -> String {
    AI_NAMES
        .iter()
        .map(|n| n.to_string())
        .find(|name| seats.iter().all(|s| &s.name != name))
        .unwrap_or_else(|| format!("AI {}", seats.len() + 1))
}

/// A turn timeout as the lobby shows it.
fn describe_timeout(secs: u64) -> Text {
    match secs {
        0 => Text::new("table-timeout-none"),
        s if s % 60 == 0 => Text::new("table-timeout-minutes").with("minutes", s / 60),
        s => Text::new("table-timeout-seconds").with("seconds", s),
    }
}

/// The host's menu of the table's language: each language under its own name.
pub(crate) fn language_row(lang: Lang) -> crate::table::view::Row {
    let options = Lang::ALL
        .into_iter()
        .map(|option| crate::table::view::SelectOption {
            label: option.native_name().into(),
            verb: TableVerb::Lang(option.code().into()).encode(),
            description: Some(Text::new("table-language-option").in_lang(option)),
        })
        .collect();
    select_row(
        "lang",
        &Text::new("table-language-menu").in_lang(lang),
        options,
    )
}

impl Actor {
    fn max_seats(&self) -> usize {
        match self.hosted.formation() {
            Formation::Lobby { max_seats, .. } => max_seats,
            Formation::Duel => 2,
            Formation::Solo => 1,
        }
    }

    fn min_seats(&self) -> usize {
        match self.hosted.formation() {
            Formation::Lobby { min_seats, .. } => min_seats,
            Formation::Duel => 2,
            Formation::Solo => 1,
        }
    }

    pub(super) fn lobby_click(
        &mut self,
        person: &Person,
        seat: Option<usize>,
        verb: &TableVerb,
    ) -> Result<Narration, Text> {
        let is_host = person.id == self.record.host;
        match verb {
            TableVerb::Join => {
                if seat.is_some() {
                    return Err(Text::new("lobby-already-seated"));
                }
                if self.record.seats.len() >= self.max_seats() {
                    return Err(Text::new("lobby-full"));
                }
                self.record.seats.push(new_seat_for(person));
                Ok(Narration::line(
                    Text::new("log-joined").with("name", escape::name(&person.name)),
                ))
            }
            TableVerb::Leave => {
                let Some(seat) = seat else {
                    return Err(Text::new("lobby-not-seated"));
                };
                self.record.seats.remove(seat);
                if is_host {
                    match self
                        .record
                        .seats
                        .iter()
                        .find_map(|s| s.user().map(|u| (u, escape::name(&s.name))))
                    {
                        Some((user, name)) => {
                            self.record.host = user;
                            return Ok(Narration::line(
                                Text::new("log-left-new-host")
                                    .with("name", escape::name(&person.name))
                                    .with("host", name),
                            ));
                        }
                        None => {
                            self.finish_with(
                                Text::new("log-left-closed")
                                    .with("name", escape::name(&person.name)),
                            );
                            return Ok(Narration::line(
                                Text::new("log-left").with("name", escape::name(&person.name)),
                            ));
                        }
                    }
                }
                Ok(Narration::line(
                    Text::new("log-left").with("name", escape::name(&person.name)),
                ))
            }
            TableVerb::AddAi => {
                if !is_host {
                    return Err(Text::new("lobby-host-adds-computers"));
                }
                if self.record.seats.len() >= self.max_seats() {
                    return Err(Text::new("lobby-full"));
                }
                let name = next_ai_name(&self.record.seats);
                let level = self.default_ai_level();
                self.record.seats.push(SeatRecord::ai(level, name.clone()));
                Ok(Narration::line(
                    Text::new("log-sat-down").with("name", escape::name(&name)),
                ))
            }
            TableVerb::Start => {
                if !is_host {
                    return Err(Text::new("lobby-host-starts"));
                }
                let seated = self.record.seats.len();
                while self.record.seats.len() < self.min_seats() {
                    let name = next_ai_name(&self.record.seats);
                    let level = self.default_ai_level();
                    self.record.seats.push(SeatRecord::ai(level, name));
                }
                // A game that cannot start leaves the lobby as it was.
                self.start_game()
                    .inspect_err(|_| self.record.seats.truncate(seated))
            }
            TableVerb::Cancel => {
                if !is_host && !person.can_manage {
                    return Err(Text::new("lobby-host-cancels"));
                }
                self.finish_with(
                    Text::new("log-cancelled-by").with("name", escape::name(&person.name)),
                );
                Ok(Narration::line(Text::new("log-cancelled")))
            }
            TableVerb::Setting(choice) => {
                if !is_host {
                    return Err(Text::new("lobby-host-changes-settings"));
                }
                self.record.settings = self.hosted.change_setting(&self.record.settings, choice)?;
                Ok(Narration::line(
                    Text::new("log-settings-changed").with("name", escape::name(&person.name)),
                ))
            }
            TableVerb::Lang(code) => self.change_language(person, code),
            TableVerb::Kick(index) => {
                if !is_host {
                    return Err(Text::new("lobby-host-removes-computers"));
                }
                match self.record.seats.get(*index) {
                    Some(SeatRecord {
                        occupant: Occupant::Ai { .. },
                        name,
                        ..
                    }) => {
                        let line = Text::new("log-stood-up").with("name", escape::name(name));
                        self.record.seats.remove(*index);
                        Ok(Narration::line(line))
                    }
                    _ => Err(Text::new("lobby-only-computers-removed")),
                }
            }
            _ => Err(unknown_button()),
        }
    }

    /// The host sets the language of the table's public message and pictures (in the
    /// lobby or the challenge; a running game keeps the language it started in).
    fn change_language(&mut self, person: &Person, code: &str) -> Result<Narration, Text> {
        if person.id != self.record.host {
            return Err(Text::new("lobby-host-changes-settings"));
        }
        let lang = Lang::from_code(code).ok_or_else(|| Text::from(Notice::InvalidChoice))?;
        self.record.lang = lang;
        Ok(Narration::line(
            Text::new("log-language-changed")
                .with("name", escape::name(&person.name))
                .with("language", lang.native_name()),
        ))
    }

    /// Start the game with the seats as they are now (see `TableRecord::start_game`).
    pub(crate) fn start_game(&mut self) -> Result<Narration, Text> {
        let (game, line) = self
            .record
            .start_game(self.hosted.as_ref(), &self.shared.store)?;
        self.game = Some(game);
        Ok(Narration::line(line))
    }

    pub(super) fn challenge_click(
        &mut self,
        person: &Person,
        verb: &TableVerb,
    ) -> Result<Narration, Text> {
        let Phase::Challenge {
            opponent,
            opponent_name,
        } = self.record.phase.clone()
        else {
            return Err(unknown_button());
        };
        match verb {
            TableVerb::Accept | TableVerb::Decline if person.id != opponent => {
                Err(Text::new("challenge-not-for-you")
                    .with("opponent", escape::name(&opponent_name)))
            }
            TableVerb::Accept => {
                self.record
                    .seats
                    .push(SeatRecord::person(person.id, person.name.clone()));
                let mut narration = Narration::line(
                    Text::new("log-accepted").with("name", escape::name(&person.name)),
                );
                // A game that cannot start leaves the challenge as it was.
                let started = self.start_game().inspect_err(|_| {
                    self.record.seats.pop();
                })?;
                narration.merge(started);
                Ok(narration)
            }
            TableVerb::Decline => {
                self.finish_with(
                    Text::new("log-declined-challenge").with("name", escape::name(&person.name)),
                );
                Ok(Narration::line(
                    Text::new("log-declined").with("name", escape::name(&person.name)),
                ))
            }
            TableVerb::Cancel => {
                if person.id != self.record.host && !person.can_manage {
                    return Err(Text::new("challenge-withdraw-challenger-only"));
                }
                self.finish_with(
                    Text::new("log-withdrew").with("name", escape::name(&person.name)),
                );
                Ok(Narration::line(Text::new("log-withdrawn")))
            }
            TableVerb::Lang(code) => self.change_language(person, code),
            _ => Err(unknown_button()),
        }
    }

    pub(super) fn lobby_view(&self) -> View {
        let record = &self.record;
        let lang = record.lang;
        let title = self.hosted.title();
        let seats: Vec<String> = record
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let host = if s.user() == Some(record.host) {
                    " 👑"
                } else {
                    ""
                };
                let icon = if s.user().is_some() { "🧑" } else { "🤖" };
                format!("{}. {icon} {}{host}", i + 1, escape::name(&s.name))
            })
            .collect();
        let (min, max) = (self.min_seats(), self.max_seats());
        let full = record.seats.len() >= max;
        let say = |id: &'static str| Text::new(id).in_lang(lang);
        let mut buttons = vec![
            Button::new(say("lobby-join"), TableVerb::Join, Style::Success).disabled(full),
            Button::new(say("table-leave"), TableVerb::Leave, Style::Secondary),
            Button::new(say("lobby-add-ai"), TableVerb::AddAi, Style::Primary).disabled(full),
            Button::new(say("lobby-start"), TableVerb::Start, Style::Success),
            Button::new(say("lobby-cancel"), TableVerb::Cancel, Style::Danger),
        ];
        buttons[3].emoji = Some("▶️".into());
        let mut rows = button_rows(buttons);
        let menu = self.hosted.settings_menu(&record.settings, lang);
        if !menu.is_empty() {
            rows.push(select_row("settings", &say("lobby-settings-menu"), menu));
        }
        let ai_seats: Vec<_> = record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.user().is_none())
            .map(|(i, s)| crate::table::view::SelectOption {
                label: Text::new("lobby-kick")
                    .with("name", escape::plain_name(&s.name, 80))
                    .in_lang(lang),
                verb: TableVerb::Kick(i).encode(),
                description: None,
            })
            .collect();
        if !ai_seats.is_empty() {
            rows.push(select_row("kick", &say("lobby-kick-menu"), ai_seats));
        }
        rows.push(language_row(lang));
        let mut how = Text::new("lobby-seats-rule")
            .with("min", min)
            .with("max", max)
            .with("timeout", describe_timeout(record.turn_timeout_secs))
            .in_lang(lang);
        if record.clock_too_fast_to_rate() {
            let unrated = Text::new("anywhere-lobby-unrated")
                .with("min", crate::table::record::MIN_RATED_TURN_SECS)
                .in_lang(lang);
            how = format!("{how} {unrated}");
        }
        if let Some(d) = record
            .deadlines
            .iter()
            .find(|d| d.kind == crate::table::record::DeadlineKind::LobbyExpiry)
        {
            let when = format!("<t:{}:R>", d.at_ms / 1000);
            how = format!(
                "{how} {}",
                Text::new("lobby-closes").with("when", when).in_lang(lang)
            );
        }
        View {
            content: Text::new("lobby-content")
                .with("game", title.as_str())
                .in_lang(lang),
            title: Text::new("lobby-title")
                .with("game", title.as_str())
                .with("seated", record.seats.len())
                .with("max", max)
                .in_lang(lang),
            description: seats.join("\n"),
            fields: vec![
                Field {
                    name: say("lobby-settings"),
                    value: self.settings_text(),
                    inline: false,
                },
                Field {
                    name: say("lobby-how-it-starts"),
                    value: how,
                    inline: false,
                },
            ],
            footer: record
                .log
                .last()
                .map(|line| line.in_lang(lang))
                .unwrap_or_default(),
            color: 0x5865F2,
            picture: None,
            rows,
            stamp: Default::default(),
            ping: None,
        }
    }

    /// The settings as a lobby or a challenge shows them. A deal number the host chose is
    /// shown to everyone: it decides every hand and the deck's order, so whoever knows it
    /// knows the hidden cards, and everyone at the table should know it alike.
    fn settings_text(&self) -> String {
        let lang = self.record.lang;
        let settings = self.hosted.describe_settings(&self.record.settings, lang);
        match self.record.seed {
            0 => settings,
            seed => format!(
                "{settings}\n{}",
                Text::new("table-seed-chosen")
                    .with("seed", seed.to_string())
                    .in_lang(lang)
            ),
        }
    }

    pub(super) fn challenge_view(&self) -> View {
        let record = &self.record;
        let lang = record.lang;
        let Phase::Challenge {
            opponent,
            opponent_name,
        } = &record.phase
        else {
            return View::default();
        };
        let challenger = record
            .seats
            .first()
            .map(|s| escape::name(&s.name))
            .unwrap_or_default();
        let opponent_name = escape::name(opponent_name);
        let mut versus = Text::new("challenge-versus")
            .with("challenger", challenger.clone())
            .with("opponent", opponent_name)
            .in_lang(lang);
        if let Some(d) = record
            .deadlines
            .iter()
            .find(|d| d.kind == crate::table::record::DeadlineKind::ChallengeExpiry)
        {
            let when = format!("<t:{}:R>", d.at_ms / 1000);
            versus = format!(
                "{versus} {}",
                Text::new("challenge-expires")
                    .with("when", when)
                    .in_lang(lang)
            );
        }
        // What accepting commits to: the turn clock, and what missing turns costs.
        let timeout = describe_timeout(record.turn_timeout_secs);
        let clock = if record.clock_too_fast_to_rate() {
            Text::new("anywhere-challenge-clock-unrated")
                .with("min", crate::table::record::MIN_RATED_TURN_SECS)
                .with("timeout", timeout)
                .with("misses", super::AWAY_AFTER_TIMEOUTS)
        } else {
            Text::new("anywhere-challenge-clock")
                .with("timeout", timeout)
                .with("misses", super::AWAY_AFTER_TIMEOUTS)
        }
        .in_lang(lang);
        versus = format!("{versus}\n{clock}");
        let say = |id: &'static str| Text::new(id).in_lang(lang);
        let mut rows = button_rows(vec![
            Button::new(say("challenge-accept"), TableVerb::Accept, Style::Success),
            Button::new(say("challenge-decline"), TableVerb::Decline, Style::Danger),
            Button::new(
                say("challenge-withdraw"),
                TableVerb::Cancel,
                Style::Secondary,
            ),
        ]);
        rows.push(language_row(lang));
        View {
            content: Text::new("challenge-content")
                .with("opponent", format!("<@{opponent}>"))
                .with("challenger", challenger)
                .with("game", self.hosted.title())
                .in_lang(lang),
            title: Text::new("challenge-title")
                .with("game", self.hosted.title())
                .in_lang(lang),
            description: versus,
            fields: vec![Field {
                name: say("lobby-settings"),
                value: self.settings_text(),
                inline: false,
            }],
            footer: String::new(),
            color: 0xFEE75C,
            picture: None,
            rows,
            stamp: Default::default(),
            // The challenge names its opponent: they alone are pinged.
            ping: Some(*opponent),
        }
    }
}
