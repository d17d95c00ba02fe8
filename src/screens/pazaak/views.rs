//! Pazaak's table message: the picture's scene, its text version, the Sets field, the
//! log and the public buttons; and the words every Pazaak screen shares (names, cards).
//! The log lines are written in `narrate.rs`, the private deck builder and hand in
//! `hand.rs`, the career's screens in `career.rs`.
//!
//! Hand cards are secret: the public message and its picture carry only how many each
//! player still holds. Played cards are public (they lie on the table).

use crate::games::pazaak::{
    Action, MatchAction, Origin, PazaakMatch, SetDecision, SetResult, SideCard, TableCard,
};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::render::pazaak as pic;
use crate::table::hosting::action_button;
pub use crate::table::hosting::seat_name;
use crate::table::hosting::ViewContext;
use crate::table::verb::TableVerb;
use crate::table::view::{button_rows, truncate, Button, Field, Picture, Style, View};

/// Embed accent colours: green while choosing and playing, gold at the end.
pub const GREEN: u32 = 0x2E9E48;
const GOLD: u32 = 0xFACC48;
/// Log lines shown under the public picture.
const LOG_LINES: usize = 6;

/// The names made safe for message text (pictures take them as typed).
pub fn shown_names(names: &[String]) -> Vec<String> {
    names.iter().map(|n| crate::i18n::escape::name(n)).collect()
}

/// A side card as a sentence argument: the special cards have names in each
/// language, the others are their signed values.
pub fn card_word(card: SideCard) -> Text {
    match card {
        SideCard::Double => Text::new("pazaak-card-double"),
        SideCard::Flip24 => Text::new("pazaak-card-flip24"),
        SideCard::Flip36 => Text::new("pazaak-card-flip36"),
        other => Text::verbatim(other.to_string()),
    }
}

pub fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

// ----- pictures ---------------------------------------------------------------------

/// A side card as it looks in a hand or a deck.
pub fn side_face(card: SideCard) -> pic::CardFace {
    match card {
        SideCard::Plus(v) => pic::CardFace::new(pic::CardKind::Plus, format!("+{v}")),
        SideCard::Minus(v) => pic::CardFace::new(pic::CardKind::Minus, format!("-{v}")),
        SideCard::PlusMinus(v) => pic::CardFace::new(pic::CardKind::PlusMinus, format!("±{v}")),
        SideCard::Double => pic::CardFace::new(pic::CardKind::Special, "D"),
        SideCard::Flip24 => pic::CardFace::new(pic::CardKind::Special, "2&4"),
        SideCard::Flip36 => pic::CardFace::new(pic::CardKind::Special, "3&6"),
        SideCard::Tiebreaker => pic::CardFace::new(pic::CardKind::Special, "±1T"),
    }
}

/// A card lying on a table, showing what it counts for now.
pub fn table_face(card: &TableCard) -> pic::CardFace {
    match card.origin {
        Origin::Main { .. } => pic::CardFace::new(pic::CardKind::Main, card.value.to_string()),
        Origin::Side { card: side, .. } => match side {
            SideCard::PlusMinus(_) => {
                pic::CardFace::new(pic::CardKind::PlusMinus, signed(card.value))
            }
            SideCard::Tiebreaker => {
                pic::CardFace::new(pic::CardKind::Special, format!("{}T", signed(card.value)))
            }
            SideCard::Plus(_) | SideCard::Minus(_) => {
                let mut face = side_face(side);
                face.label = signed(card.value);
                face
            }
            special => side_face(special),
        },
    }
}

/// The winner, by the match or because the other seat left (`forfeited`).
pub fn winner(m: &PazaakMatch, forfeited: Option<Seat>) -> Option<Seat> {
    forfeited.map(|left| 1 - left.min(1)).or_else(|| m.winner())
}

/// The public table picture's scene; `forfeited` is the seat that left, if one did.
pub fn table_scene(
    m: &PazaakMatch,
    names: &[String],
    forfeited: Option<Seat>,
    is_ai: [bool; 2],
    lang: Lang,
) -> pic::TableScene {
    let winner = winner(m, forfeited);
    let seat_scene = |seat: Seat| -> pic::SeatScene {
        let mut scene = pic::SeatScene {
            name: seat_name(names, seat),
            is_ai: is_ai[seat],
            table: Vec::new(),
            total: 0,
            sets_won: 0,
            hand_left: 0,
            status: pic::SeatStatus::Waiting,
        };
        if let Some(choice) = m.choice(seat) {
            scene.status = if choice.chosen.is_some() {
                pic::SeatStatus::DeckReady
            } else {
                pic::SeatStatus::ChoosingDeck
            };
        }
        if let Some(game) = m.engine() {
            let public = game.public_view();
            let me = &public.seats[seat];
            scene.table = me.table.iter().map(table_face).collect();
            scene.total = me.total;
            scene.sets_won = me.sets_won;
            scene.hand_left = me.hand_cards_left;
            scene.status = if winner == Some(seat) {
                pic::SeatStatus::Winner
            } else if winner.is_some() {
                pic::SeatStatus::Waiting
            } else if me.total > 20 && public.to_act != Some(seat) {
                // Over 20 on one's own turn is not a bust yet: a minus card can still
                // bring the total back before the turn ends.
                pic::SeatStatus::Bust
            } else if me.standing {
                pic::SeatStatus::Standing
            } else if public.to_act == Some(seat) {
                pic::SeatStatus::Turn
            } else {
                pic::SeatStatus::Waiting
            };
        }
        scene
    };
    let (set_number, main_deck_left) = m
        .engine()
        .map_or((0, 0), |g| (g.set_number(), g.main_deck_left()));
    pic::TableScene {
        seats: [seat_scene(0), seat_scene(1)],
        set_number,
        main_deck_left,
        banner: winner.map(|w| end_banner(m, names, forfeited, w).in_lang(lang)),
    }
}

fn sets_won(m: &PazaakMatch) -> [u8; 2] {
    m.engine().map_or([0, 0], |g| {
        [0, 1].map(|s| g.player(s).map_or(0, |p| p.sets_won))
    })
}

fn end_banner(m: &PazaakMatch, names: &[String], forfeited: Option<Seat>, winner: Seat) -> Text {
    let won = sets_won(m);
    if let Some(left) = forfeited {
        Text::new("pazaak-banner-forfeit")
            .with("name", seat_name(names, winner))
            .with("left", seat_name(names, left))
    } else {
        Text::new("pazaak-banner")
            .with("name", seat_name(names, winner))
            .with("won", won[winner.min(1)])
            .with("lost", won[1 - winner.min(1)])
    }
}

// ----- the public message -----------------------------------------------------------

/// Every set's totals, one line each, for the end of the match.
pub fn sets_summary(results: &[SetResult], names: &[String], lang: Lang) -> String {
    results
        .iter()
        .map(|r| {
            let (set, first, second) = (r.number, seat_name(names, 0), seat_name(names, 1));
            let [a, b] = r.totals;
            let line = match (r.winner, r.decision) {
                (Some(w), SetDecision::Bust) => Text::new("pazaak-set-won-bust")
                    .with("set", set)
                    .with("first", first)
                    .with("a", a)
                    .with("b", b)
                    .with("second", second)
                    .with("winner", seat_name(names, w))
                    .with("loser", seat_name(names, 1 - w.min(1))),
                (Some(w), SetDecision::Tiebreaker) => Text::new("pazaak-set-won-tiebreaker")
                    .with("set", set)
                    .with("first", first)
                    .with("a", a)
                    .with("b", b)
                    .with("second", second)
                    .with("winner", seat_name(names, w)),
                (Some(w), _) => Text::new("pazaak-set-won")
                    .with("set", set)
                    .with("first", first)
                    .with("a", a)
                    .with("b", b)
                    .with("second", second)
                    .with("winner", seat_name(names, w)),
                (None, _) => Text::new("pazaak-set-tied")
                    .with("set", set)
                    .with("first", first)
                    .with("a", a)
                    .with("b", b)
                    .with("second", second),
            };
            line.in_lang(lang)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one-line result once the match is over.
pub fn result_line(m: &PazaakMatch, names: &[String], forfeited: Option<Seat>) -> Option<Text> {
    let winner = winner(m, forfeited)?;
    let won = sets_won(m);
    Some(match forfeited {
        Some(left) => Text::new("pazaak-result-forfeit")
            .with("name", seat_name(names, winner))
            .with("left", seat_name(names, left)),
        None => Text::new("pazaak-result")
            .with("name", seat_name(names, winner))
            .with("won", won[winner.min(1)])
            .with("lost", won[1 - winner.min(1)]),
    })
}

/// The public table message.
pub fn public_view(
    m: &PazaakMatch,
    names: &[String],
    forfeited: Option<Seat>,
    ctx: &ViewContext,
) -> View {
    let is_ai = [0, 1].map(|s| ctx.seats.get(s).is_some_and(|i| i.is_ai));
    let lang = ctx.lang;
    let say = |text: Text| text.in_lang(lang);
    let scene = table_scene(m, names, forfeited, is_ai, lang);
    let picture = {
        let scene = scene.clone();
        Picture::later("pazaak.png", move || pic::render_table_in(&scene, lang).png)
    };
    // The picture draws names as typed; the text shows them escaped.
    let shown = shown_names(names);
    let names = &shown[..];
    let choosing = m.choosing();
    let over = winner(m, forfeited).is_some();
    let title = if over {
        match result_line(m, names, forfeited) {
            Some(result) => say(Text::new("pazaak-title-over").with("result", result)),
            None => "Pazaak".to_string(),
        }
    } else if let Some(game) = m.engine() {
        match game.to_act() {
            Some(seat) => say(Text::new("pazaak-title-turn")
                .with("set", game.set_number())
                .with("name", seat_name(names, seat))),
            None => "Pazaak".to_string(),
        }
    } else {
        say(Text::new("pazaak-title-choosing"))
    };
    let mut content = truncate(&pic::table_text_in(&scene, lang), 1500);
    if !choosing.is_empty() && !over {
        let who: Vec<String> = choosing.iter().map(|s| seat_name(names, *s)).collect();
        content = format!(
            "{}\n{content}",
            say(Text::new("pazaak-still-choosing").with("names", who.join("**, **")))
        );
    }
    let mut fields = Vec::new();
    if let Some(game) = m.engine() {
        if !game.results().is_empty() {
            fields.push(Field {
                name: say(Text::new("pazaak-field-sets")),
                value: truncate(&sets_summary(game.results(), names, lang), 1000),
                inline: false,
            });
        }
    }
    let log = ctx.log_lines(LOG_LINES);
    let mut buttons = Vec::new();
    if !over {
        if m.engine().is_some() {
            buttons.push(
                Button::new(
                    say(Text::new("pazaak-button-hand")),
                    TableVerb::Hand,
                    Style::Primary,
                )
                .emoji("🃏"),
            );
            buttons.push(action_button(
                say(Text::new("pazaak-button-end-turn")),
                &MatchAction::Play(Action::EndTurn),
                Style::Secondary,
            ));
            buttons.push(action_button(
                say(Text::new("pazaak-button-stand")),
                &MatchAction::Play(Action::Stand),
                Style::Success,
            ));
        } else {
            buttons.push(
                Button::new(
                    say(Text::new("pazaak-button-choose-deck")),
                    TableVerb::Hand,
                    Style::Primary,
                )
                .emoji("🃏"),
            );
        }
    }
    let footer = if m.free() {
        say(Text::new("pazaak-footer-free"))
    } else {
        say(Text::new("pazaak-footer-collection"))
    };
    View {
        content,
        title,
        description: log.join("\n"),
        fields,
        footer,
        color: if over { GOLD } else { GREEN },
        picture: Some(picture),
        rows: button_rows(buttons),
        ..View::default()
    }
}
