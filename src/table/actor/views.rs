//! The table's views: the public message (a lobby, a challenge, or the game with the
//! table's own rows), private views marked with a digest of what they show, and who
//! sits where.

use super::super::hosting::{SeatInfo, ViewContext};
use super::super::record::Phase;
use super::super::text::Notice;
use super::super::view::{Button, Row, Select, Stamp, Style, View};
use super::Actor;
use crate::i18n::{Lang, Text};
use crate::table::verb::TableVerb;

impl Actor {
    pub(crate) fn seat_of(&self, user: u64) -> Option<usize> {
        self.record
            .seats
            .iter()
            .position(|s| s.user() == Some(user))
    }

    pub(crate) fn seat_infos(&self) -> Vec<SeatInfo> {
        self.record.seats.iter().map(|s| s.info()).collect()
    }

    pub(crate) fn default_ai_level(&self) -> String {
        self.hosted
            .ai_levels()
            .first()
            .map(|l| l.to_string())
            .unwrap_or_else(|| "ai".into())
    }

    pub(crate) fn public_view(&self) -> View {
        let view = match (&self.record.phase, &self.game) {
            (Phase::Lobby, _) => self.lobby_view(),
            (Phase::Challenge { .. }, _) => self.challenge_view(),
            (_, Some(game)) => {
                let seats = self.seat_infos();
                let ctx = ViewContext {
                    seats: &seats,
                    log: &self.record.log,
                    ui: "",
                    lang: self.record.lang,
                };
                let mut view = game.public_view(&ctx);
                self.add_table_rows(&mut view);
                self.add_turn_clock(&mut view);
                view
            }
            (_, None) => View {
                title: self.hosted.title_in(self.record.lang),
                description: self
                    .record
                    .result
                    .as_ref()
                    .unwrap_or(&Text::new("table-closed-view"))
                    .in_lang(self.record.lang),
                ..View::default()
            },
        };
        self.stamped(view)
    }

    /// Whose turn clock runs, and when it ends, as a Discord timestamp every client
    /// counts down live in its reader's language.
    fn add_turn_clock(&self, view: &mut View) {
        if self.record.phase != Phase::Playing {
            return;
        }
        let clocks: Vec<String> = self
            .record
            .deadlines
            .iter()
            .filter_map(|d| match d.kind {
                crate::table::record::DeadlineKind::Turn { seat } => {
                    let name = self.record.seats.get(seat)?.name.as_str();
                    Some(
                        Text::new("anywhere-turn-ends")
                            .with("name", crate::i18n::escape::name(name))
                            .with("when", format!("<t:{}:R>", d.at_ms.div_ceil(1000)))
                            .in_lang(self.record.lang),
                    )
                }
                _ => None,
            })
            .collect();
        if clocks.is_empty() {
            return;
        }
        let clocks = clocks.join("\n");
        view.content = if view.content.is_empty() {
            clocks
        } else {
            format!("{}\n{clocks}", view.content)
        };
    }

    /// Fit a view to Discord's limits and mark it with this table's id and counter.
    pub(super) fn stamped(&self, view: View) -> View {
        let mut view = view.fit();
        view.stamp = Stamp {
            guild: self.record.guild_id,
            game: self.record.game.clone(),
            table: self.record.id,
            counter: self.record.counter,
            answer: 0,
        };
        view
    }

    /// Rows the table adds under a running game: Leave, I'm back; after the end, Play again.
    pub(super) fn add_table_rows(&self, view: &mut View) {
        let lang = self.record.lang;
        if self.record.phase == Phase::Finished {
            if let Some(result) = &self.record.result {
                let result = result.in_lang(lang);
                if !view.description.contains(result.as_str()) {
                    view.description = format!("{}\n\n**{}**", view.description, result)
                        .trim()
                        .to_string();
                }
            }
            // Game buttons are dead now; offer a new game with the same seats, and
            // the game's replay.
            let mut buttons =
                vec![
                    Button::new(self.again_label(lang), TableVerb::Again, Style::Success)
                        .emoji("🔁"),
                ];
            buttons.extend(self.replay_button(lang));
            view.rows = vec![Row::Buttons(buttons)];
            return;
        }
        let say = |id: &'static str| Text::new(id).in_lang(lang);
        let mut buttons = vec![Button::new(
            say("table-leave"),
            TableVerb::Leave,
            Style::Secondary,
        )];
        if self.record.seats.iter().any(|s| s.stand_in) {
            buttons.push(Button::new(
                say("table-back"),
                TableVerb::Back,
                Style::Success,
            ));
        }
        if view.rows.len() < 5 {
            view.rows.push(Row::Buttons(buttons));
        }
    }

    /// The finished game's replay: a link on the table message in a server that opened
    /// its pages; elsewhere (DMs, group DMs) a button that gives the link privately to
    /// the game's players only. `None` without the web side or a stored step.
    fn replay_button(&self, lang: Lang) -> Option<Button> {
        let base = self.shared.config.web_url.as_deref()?;
        let mark = self.record.replay.as_ref().filter(|m| m.steps > 0)?;
        let label = Text::new("table-replay").in_lang(lang);
        let Some(guild) = self.record.guild_id else {
            return Some(Button::new(label, TableVerb::Replay, Style::Secondary).emoji("🎞️"));
        };
        let store = &self.shared.store;
        let open = super::commit::off_the_worker(store, || store.web_enabled(guild))
            .unwrap_or_else(|err| {
                tracing::warn!(%err, "web setting not read");
                false
            });
        open.then(|| {
            let url = crate::web::pages::replay_url(base, self.record.id, mark);
            Button::link(label, url).emoji("🎞️")
        })
    }

    /// The seat's private view, in `lang`: the language of its reader's client.
    /// The label of the button that starts another game, in `lang`.
    fn again_label(&self, lang: Lang) -> String {
        crate::i18n::tr(lang, &self.hosted.about().again_message(), &[])
    }

    pub(super) fn private_view(&self, seat: usize, ui: &str, lang: Lang) -> View {
        match &self.game {
            Some(game) => {
                let seats = self.seat_infos();
                let ctx = ViewContext {
                    seats: &seats,
                    log: &self.record.log,
                    ui,
                    lang,
                };
                let mut view = game.private_view(seat, &ctx);
                if self.record.seats.get(seat).is_some_and(|s| s.stand_in) && view.rows.len() < 5 {
                    view.content = format!(
                        "{} {}",
                        Text::new("table-computer-plays").in_lang(lang),
                        view.content
                    );
                    view.rows.insert(
                        0,
                        Row::Buttons(vec![Button::new(
                            Text::new("table-back").in_lang(lang),
                            TableVerb::Back,
                            Style::Success,
                        )]),
                    );
                }
                add_refresh(&mut view, lang);
                let mut view = self.stamped(view);
                view.stamp.counter = digest(&game.private_signature(seat));
                view
            }
            None => View::text(Notice::NotStarted.in_lang(lang)),
        }
    }
}

/// Discord lets the table refresh a private view for 15 minutes only; after that the
/// person's own click on **Refresh** brings it up to date (and the table can refresh it
/// again for another 15 minutes).
fn add_refresh(view: &mut View, lang: Lang) {
    let refresh = Button::new(
        Text::new("table-refresh").in_lang(lang),
        TableVerb::Hand,
        Style::Secondary,
    )
    .emoji("🔄");
    if view.rows.len() < 5 {
        match view.rows.last_mut() {
            Some(Row::Buttons(buttons)) if buttons.len() < 5 => buttons.push(refresh),
            _ => view.rows.push(Row::Buttons(vec![refresh])),
        }
        return;
    }
    // A full view (a long hand with its pager): any button row with room, last first.
    let room = view.rows.iter_mut().rev().find_map(|row| match row {
        Row::Buttons(buttons) if buttons.len() < 5 => Some(buttons),
        _ => None,
    });
    if let Some(buttons) = room {
        buttons.push(refresh);
    }
}

/// A stable 40-bit digest (FNV-1a) of a private signature, short enough for a custom_id
/// and the same across restarts and builds.
pub(crate) fn digest(text: &str) -> u64 {
    digest64(text) & 0xff_ffff_ffff
}

/// FNV-1a over `text`: stable across restarts and builds.
pub(crate) fn digest64(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// A select menu whose options are table verbs.
pub(crate) fn select_row(
    name: &str,
    placeholder: &str,
    options: Vec<super::super::view::SelectOption>,
) -> Row {
    Row::Select(Select {
        name: name.into(),
        placeholder: placeholder.into(),
        options,
        disabled: false,
    })
}
