//! How tables form: the lobby (join, leave, add AI, settings, start, cancel) and the 1v1
//! challenge (accept, decline, expiry). Shared by every game.

use super::{new_seat_for, select_row, unknown_button, Actor};
use crate::i18n::Text;
use crate::render::text_escape as escape;
use crate::table::game::{Effects, Formation};
use crate::table::record::{Occupant, Phase, SeatRecord};
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
fn describe_timeout(secs: u64) -> String {
    match secs {
        0 => "none".into(),
        s if s % 60 == 0 => format!("{} min", s / 60),
        s => format!("{s} s"),
    }
}

impl Actor {
    fn max_seats(&self) -> usize {
        match self.def.formation() {
            Formation::Lobby { max_seats, .. } => max_seats,
            Formation::Duel => 2,
            Formation::Solo => 1,
        }
    }

    fn min_seats(&self) -> usize {
        match self.def.formation() {
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
    ) -> Result<Effects, Text> {
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
                Ok(Effects::log(format!(
                    "{} joined.",
                    escape::name(&person.name)
                )))
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
                            return Ok(Effects::log(format!(
                                "{} left; {name} is the host now.",
                                escape::name(&person.name)
                            )));
                        }
                        None => {
                            self.finish_with(format!(
                                "{} left; the table is closed.",
                                escape::name(&person.name)
                            ));
                            return Ok(Effects::log(format!(
                                "{} left.",
                                escape::name(&person.name)
                            )));
                        }
                    }
                }
                Ok(Effects::log(format!(
                    "{} left.",
                    escape::name(&person.name)
                )))
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
                Ok(Effects::log(format!("{} sat down.", escape::name(&name))))
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
                self.finish_with(format!(
                    "{} cancelled the table.",
                    escape::name(&person.name)
                ));
                Ok(Effects::log("The table was cancelled."))
            }
            TableVerb::Setting(choice) => {
                if !is_host {
                    return Err(Text::new("lobby-host-changes-settings"));
                }
                self.record.settings = self.def.change_setting(&self.record.settings, choice)?;
                Ok(Effects::log(format!(
                    "{} changed the settings.",
                    escape::name(&person.name)
                )))
            }
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
                        let line = format!("{name} stood up.");
                        self.record.seats.remove(*index);
                        Ok(Effects::log(line))
                    }
                    _ => Err(Text::new("lobby-only-computers-removed")),
                }
            }
            _ => Err(unknown_button()),
        }
    }

    /// Start the game with the seats as they are now (see `TableRecord::start_game`).
    pub(crate) fn start_game(&mut self) -> Result<Effects, Text> {
        let (game, line) = self
            .record
            .start_game(self.def.as_ref(), &self.shared.store)?;
        self.game = Some(game);
        Ok(Effects::log(line))
    }

    pub(super) fn challenge_click(
        &mut self,
        person: &Person,
        verb: &TableVerb,
    ) -> Result<Effects, Text> {
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
                let mut effects = Effects::log(format!(
                    "{} accepted the challenge.",
                    escape::name(&person.name)
                ));
                // A game that cannot start leaves the challenge as it was.
                let started = self.start_game().inspect_err(|_| {
                    self.record.seats.pop();
                })?;
                effects.merge(started);
                Ok(effects)
            }
            TableVerb::Decline => {
                self.finish_with(format!(
                    "{} declined the challenge.",
                    escape::name(&person.name)
                ));
                Ok(Effects::log(format!(
                    "{} declined.",
                    escape::name(&person.name)
                )))
            }
            TableVerb::Cancel => {
                if person.id != self.record.host && !person.can_manage {
                    return Err(Text::new("challenge-withdraw-challenger-only"));
                }
                self.finish_with(format!(
                    "{} withdrew the challenge.",
                    escape::name(&person.name)
                ));
                Ok(Effects::log("The challenge was withdrawn."))
            }
            _ => Err(unknown_button()),
        }
    }

    pub(super) fn lobby_view(&self) -> View {
        let record = &self.record;
        let title = self.def.title();
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
        let mut buttons = vec![
            Button::new("Join", TableVerb::Join, Style::Success).disabled(full),
            Button::new("Leave", TableVerb::Leave, Style::Secondary),
            Button::new("Add AI", TableVerb::AddAi, Style::Primary).disabled(full),
            Button::new("Start", TableVerb::Start, Style::Success),
            Button::new("Cancel", TableVerb::Cancel, Style::Danger),
        ];
        buttons[3].emoji = Some("▶️".into());
        let mut rows = button_rows(buttons);
        let menu = self.def.settings_menu(&record.settings);
        if !menu.is_empty() {
            rows.push(select_row("settings", "Host: change a setting…", menu));
        }
        let ai_seats: Vec<_> = record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.user().is_none())
            .map(|(i, s)| crate::table::view::SelectOption {
                label: format!("Remove {}", escape::plain_name(&s.name, 80)),
                verb: TableVerb::Kick(i).encode(),
                description: None,
            })
            .collect();
        if !ai_seats.is_empty() {
            rows.push(select_row(
                "kick",
                "Host: remove a computer player…",
                ai_seats,
            ));
        }
        View {
            content: format!("{title} table open: press Join to play. The host starts when ready."),
            title: format!("{title} — lobby ({}/{max} seats)", record.seats.len()),
            description: seats.join("\n"),
            fields: vec![
                Field { name: "Settings".into(), value: self.settings_text(), inline: false },
                Field {
                    name: "How it starts".into(),
                    value: format!(
                        "{min} to {max} seats; empty places up to {min} get computer players. Turn timeout: {}.{}",
                        describe_timeout(record.turn_timeout_secs),
                        record
                            .deadlines
                            .iter()
                            .find(|d| d.kind == crate::table::record::DeadlineKind::LobbyExpiry)
                            .map(|d| format!(" The lobby closes <t:{}:R> unless started.", d.at_ms / 1000))
                            .unwrap_or_default()
                    ),
                    inline: false,
                },
            ],
            footer: record.log.last().cloned().unwrap_or_default(),
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
        let settings = self.def.describe_settings(&self.record.settings);
        match self.record.seed {
            0 => settings,
            seed => format!("{settings}\nDeal number {seed}, chosen by the host: it decides every hand, so anyone can work the deal out from it."),
        }
    }

    pub(super) fn challenge_view(&self) -> View {
        let record = &self.record;
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
            .unwrap_or_else(|| "Someone".into());
        let opponent_name = escape::name(opponent_name);
        let expires = record
            .deadlines
            .iter()
            .find(|d| d.kind == crate::table::record::DeadlineKind::ChallengeExpiry)
            .map(|d| format!(" The challenge expires <t:{}:R>.", d.at_ms / 1000))
            .unwrap_or_default();
        View {
            content: format!(
                "<@{opponent}>, {challenger} challenges you to {}!",
                self.def.title()
            ),
            title: format!("{} — challenge", self.def.title()),
            description: format!("{challenger} vs {opponent_name}.{expires}"),
            fields: vec![Field {
                name: "Settings".into(),
                value: self.settings_text(),
                inline: false,
            }],
            footer: String::new(),
            color: 0xFEE75C,
            picture: None,
            rows: button_rows(vec![
                Button::new("Accept", TableVerb::Accept, Style::Success),
                Button::new("Decline", TableVerb::Decline, Style::Danger),
                Button::new("Withdraw", TableVerb::Cancel, Style::Secondary),
            ]),
            stamp: Default::default(),
            // The challenge names its opponent: they alone are pinged.
            ping: Some(*opponent),
        }
    }
}
