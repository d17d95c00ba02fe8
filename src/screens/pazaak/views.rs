//! Pazaak's screens: the public table message, the private deck builder and hand, the
//! scenes for the pictures, and the log lines. Every sentence a Pazaak player reads at
//! a table is written here.
//!
//! Hand cards are secret: the public message and its picture carry only how many each
//! player still holds. Played cards are public (they lie on the table).

use super::actions::{card_code, encode};
use crate::games::pazaak::narrate::{Report, Turn, TurnEnd};
use crate::games::pazaak::{
    Action, DeckAction, MatchAction, Origin, PazaakMatch, SetDecision, SetResult, SideCard, Sign,
    StandReason, TableCard,
};
use crate::games::Seat;
use crate::render::pazaak as pic;
use crate::table::game::ViewContext;
use crate::table::view::{
    button_rows, truncate, Button, Field, Picture, Row, Select, SelectOption, Style, View,
};

/// Embed accent colours: green while choosing and playing, gold at the end.
const GREEN: u32 = 0x2E9E48;
const GOLD: u32 = 0xFACC48;
/// Log lines shown under the public picture.
const LOG_LINES: usize = 6;

/// A seat's name ("Seat 2" when unknown).
pub fn name_of(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// The names made safe for message text (pictures take them as typed).
fn shown_names(names: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|n| crate::render::text_escape::name(n))
        .collect()
}

/// How a side card reads in messages: "+3", "-2", "±4", "Double", "Flip 2&4", "±1T".
pub fn card_text(card: SideCard) -> String {
    match card {
        SideCard::Double => "Double".into(),
        SideCard::Flip24 => "Flip 2&4".into(),
        SideCard::Flip36 => "Flip 3&6".into(),
        other => other.to_string(),
    }
}

fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

fn played_text(card: SideCard, sign: Option<Sign>) -> String {
    match (card, sign) {
        (SideCard::PlusMinus(v), Some(s)) => {
            format!("±{v} as {}", signed(s.factor() * i32::from(v)))
        }
        (SideCard::Tiebreaker, Some(s)) => format!("±1T as {}", signed(s.factor())),
        (card, _) => card_text(card),
    }
}

// ----- log lines --------------------------------------------------------------------

/// One log line per report: "Ana draws 7 (total 16) and plays +3 → 19, stands".
pub fn report_line(report: &Report, names: &[String]) -> String {
    match report {
        Report::SetStarted { number, starter } => {
            format!("Set {number} begins; {} starts.", name_of(names, *starter))
        }
        Report::Turn(turn) => turn_line(turn, names),
        Report::SetEnded(result) => set_line(result, names),
        Report::MatchWon { seat } => format!("{} wins the match!", name_of(names, *seat)),
    }
}

fn turn_line(turn: &Turn, names: &[String]) -> String {
    let mut line = name_of(names, turn.seat);
    let mut parts = Vec::new();
    if let Some((value, total)) = turn.drew {
        parts.push(format!("draws {value} (total {total})"));
    }
    if let Some((card, sign, total)) = turn.played {
        parts.push(format!("plays {} → {total}", played_text(card, sign)));
    }
    line.push(' ');
    line.push_str(&parts.join(" and "));
    let end = match turn.end {
        TurnEnd::EndedTurn => ", ends the turn".to_string(),
        TurnEnd::Stood(StandReason::Chose) => ", stands".to_string(),
        TurnEnd::Stood(StandReason::Twenty) => ", stands on 20".to_string(),
        TurnEnd::Stood(StandReason::NineCards) => ", stands with nine cards".to_string(),
        TurnEnd::Busted(total) => format!(", busts with {total}"),
    };
    if parts.is_empty() {
        line.push_str(end.trim_start_matches(", "));
    } else {
        line.push_str(&end);
    }
    line
}

fn set_line(result: &SetResult, names: &[String]) -> String {
    let [a, b] = result.totals;
    let score = format!("{} {a} – {b} {}", name_of(names, 0), name_of(names, 1));
    match (result.winner, result.decision) {
        (Some(w), SetDecision::Tiebreaker) => format!(
            "Set {}: {score}; {} wins it with the Tiebreaker.",
            result.number,
            name_of(names, w)
        ),
        (Some(w), SetDecision::Bust) => format!(
            "Set {}: {score}; {} busts, {} wins the set.",
            result.number,
            name_of(names, 1 - w.min(1)),
            name_of(names, w)
        ),
        (Some(w), _) => format!(
            "Set {}: {score}; {} wins the set.",
            result.number,
            name_of(names, w)
        ),
        (None, _) => format!("Set {}: {score}; tied, nobody scores.", result.number),
    }
}

/// Every set's totals, one line each, for the end of the match.
pub fn sets_summary(results: &[SetResult], names: &[String]) -> String {
    results
        .iter()
        .map(|r| {
            let winner = match (r.winner, r.decision) {
                (Some(w), SetDecision::Bust) => format!(
                    "→ {} ({} busts)",
                    name_of(names, w),
                    name_of(names, 1 - w.min(1))
                ),
                (Some(w), SetDecision::Tiebreaker) => {
                    format!("→ {} (Tiebreaker)", name_of(names, w))
                }
                (Some(w), _) => format!("→ {}", name_of(names, w)),
                (None, _) => "→ tie".to_string(),
            };
            format!(
                "Set {}: {} **{}** – **{}** {} {winner}",
                r.number,
                name_of(names, 0),
                r.totals[0],
                r.totals[1],
                name_of(names, 1)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
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

/// The public table picture's scene.
pub fn table_scene(m: &PazaakMatch, names: &[String], is_ai: [bool; 2]) -> pic::TableScene {
    let winner = m.winner();
    let seat_scene = |seat: Seat| -> pic::SeatScene {
        let mut scene = pic::SeatScene {
            name: name_of(names, seat),
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
        banner: winner.map(|w| end_banner(m, names, w)),
    }
}

fn sets_won(m: &PazaakMatch) -> [u8; 2] {
    m.engine().map_or([0, 0], |g| {
        [0, 1].map(|s| g.player(s).map_or(0, |p| p.sets_won))
    })
}

fn end_banner(m: &PazaakMatch, names: &[String], winner: Seat) -> String {
    let won = sets_won(m);
    if let Some(left) = m.forfeited() {
        format!(
            "{} wins: {} left",
            name_of(names, winner),
            name_of(names, left)
        )
    } else {
        format!(
            "{} wins the match {}–{}",
            name_of(names, winner),
            won[winner.min(1)],
            won[1 - winner.min(1)]
        )
    }
}

// ----- the public message -----------------------------------------------------------

/// The one-line result once the match is over.
pub fn result_line(m: &PazaakMatch, names: &[String]) -> Option<String> {
    let winner = m.winner()?;
    let won = sets_won(m);
    Some(match m.forfeited() {
        Some(left) => format!(
            "{} wins: {} forfeited the match.",
            name_of(names, winner),
            name_of(names, left)
        ),
        None => format!(
            "{} wins the match {}–{}.",
            name_of(names, winner),
            won[winner.min(1)],
            won[1 - winner.min(1)]
        ),
    })
}

/// The public table message.
pub fn public_view(m: &PazaakMatch, names: &[String], ctx: &ViewContext) -> View {
    let is_ai = [0, 1].map(|s| ctx.seats.get(s).is_some_and(|i| i.is_ai));
    let scene = table_scene(m, names, is_ai);
    let picture = {
        let scene = scene.clone();
        Picture::later("pazaak.png", move || pic::render_table(&scene).png)
    };
    // The picture draws names as typed; the text shows them escaped.
    let shown = shown_names(names);
    let names = &shown[..];
    let choosing = m.choosing();
    let over = m.winner().is_some();
    let title = if over {
        format!("Pazaak — {}", result_line(m, names).unwrap_or_default())
    } else if let Some(game) = m.engine() {
        match game.to_act() {
            Some(seat) => format!(
                "Pazaak — set {} · {}'s turn",
                game.set_number(),
                name_of(names, seat)
            ),
            None => "Pazaak".to_string(),
        }
    } else {
        "Pazaak — choosing side decks".to_string()
    };
    let mut content = truncate(&pic::table_text(&scene), 1500);
    if !choosing.is_empty() && !over {
        let who: Vec<String> = choosing.iter().map(|s| name_of(names, *s)).collect();
        content = format!(
            "Still choosing a side deck: **{}**. Press **Choose deck** to pick yours privately.\n{content}",
            who.join("** and **")
        );
    }
    let mut fields = Vec::new();
    if let Some(game) = m.engine() {
        if !game.results().is_empty() {
            fields.push(Field {
                name: "Sets".into(),
                value: truncate(&sets_summary(game.results(), names), 1000),
                inline: false,
            });
        }
    }
    let log: Vec<&str> = ctx
        .log
        .iter()
        .rev()
        .take(LOG_LINES)
        .rev()
        .map(String::as_str)
        .collect();
    let mut buttons = Vec::new();
    if !over {
        if m.engine().is_some() {
            buttons.push(Button::new("Hand", "hand", Style::Primary).emoji("🃏"));
            buttons.push(Button::new(
                "End turn",
                format!("g.{}", encode(&MatchAction::Play(Action::EndTurn))),
                Style::Secondary,
            ));
            buttons.push(Button::new(
                "Stand",
                format!("g.{}", encode(&MatchAction::Play(Action::Stand))),
                Style::Success,
            ));
        } else {
            buttons.push(Button::new("Choose deck", "hand", Style::Primary).emoji("🃏"));
        }
    }
    let footer = if m.free() {
        "Free game: side decks from every card · first to 3 sets"
    } else {
        "Side decks from your collection · first to 3 sets"
    };
    View {
        content,
        title,
        description: log.join("\n"),
        fields,
        footer: footer.into(),
        color: if over { GOLD } else { GREEN },
        picture: Some(picture),
        rows: button_rows(buttons),
        ..View::default()
    }
}

// ----- the private views ------------------------------------------------------------

/// Which turn of the match this is: the set, and the main deck's cards left (every
/// turn starts with a draw).
fn turn_mark(m: &PazaakMatch) -> String {
    m.engine().map_or_else(String::new, |g| {
        format!("{}-{}", g.set_number(), g.main_deck_left())
    })
}

/// A seat's private view: the deck builder while choosing, the hand while playing.
pub fn private_view(m: &PazaakMatch, seat: Seat, names: &[String], ui: &str) -> View {
    if m.choice(seat).is_some() {
        deck_view(m, seat, names)
    } else {
        hand_view(m, seat, names, ui)
    }
}

fn action_verb(action: &MatchAction) -> String {
    format!("g.{}", encode(action))
}

fn deck_view(m: &PazaakMatch, seat: Seat, names: &[String]) -> View {
    let shown = shown_names(names);
    let names = &shown[..];
    let Some(choice) = m.choice(seat) else {
        return View::default();
    };
    let legal = m.legal(seat);
    let scene = pic::HandScene {
        title: format!("Your side deck — {} of 10", choice.draft.len()),
        cards: choice
            .draft
            .iter()
            .enumerate()
            .map(|(i, card)| pic::HandCard {
                face: side_face(*card),
                playable: true,
                number: i + 1,
            })
            .collect(),
    };
    let picture = {
        let scene = scene.clone();
        Picture::later("deck.png", move || pic::render_hand(&scene).png)
    };
    if let Some(deck) = &choice.chosen {
        let cards: Vec<String> = deck.cards().iter().map(|c| card_text(*c)).collect();
        let others: Vec<String> = m.choosing().iter().map(|s| name_of(names, *s)).collect();
        let waiting = if others.is_empty() {
            "The match is starting.".to_string()
        } else {
            format!("Waiting for {} to choose.", others.join(" and "))
        };
        return View {
            content: format!("Your side deck is in: {}. {waiting}", cards.join(", ")),
            description: truncate(&pic::hand_text(&scene), 1500),
            color: GREEN,
            picture: Some(picture),
            ..View::default()
        };
    }
    let source = if choice.collection.is_some() {
        "from your collection"
    } else {
        "from every card (free game)"
    };
    let dealt = m.config().hand_size.cards();
    let mut content = format!(
        "**Choose your side deck**: 10 cards {source}; {dealt} of them are dealt into your hand at random. \
         **Default deck** takes your default deck at once."
    );
    match choice.draft_deck() {
        Ok(_) => content.push_str("\nThis draft is a valid deck: press **Use this deck**."),
        Err(why) if !choice.draft.is_empty() => {
            content.push_str(&format!("\nNot ready yet: {why}"));
        }
        Err(_) => {}
    }
    let mut rows = Vec::new();
    let adds: Vec<SelectOption> = choice
        .pickable()
        .into_iter()
        .filter(|card| legal.contains(&MatchAction::Deck(DeckAction::Add(*card))))
        .map(|card| {
            let left = choice.available(card);
            SelectOption {
                label: if left == u32::MAX {
                    format!("Add {}", card_text(card))
                } else {
                    format!("Add {} ({left} left)", card_text(card))
                },
                verb: action_verb(&MatchAction::Deck(DeckAction::Add(card))),
                description: Some(card_help(card).into()),
            }
        })
        .take(25)
        .collect();
    if !adds.is_empty() {
        rows.push(Row::Select(Select {
            name: "add".into(),
            placeholder: "Add a card to the deck".into(),
            options: adds,
            disabled: false,
        }));
    }
    let removes: Vec<SelectOption> = choice
        .draft
        .iter()
        .enumerate()
        .map(|(i, card)| SelectOption {
            label: format!("Remove {}. {}", i + 1, card_text(*card)),
            verb: action_verb(&MatchAction::Deck(DeckAction::Remove(i as u8))),
            description: None,
        })
        .collect();
    if !removes.is_empty() {
        rows.push(Row::Select(Select {
            name: "remove".into(),
            placeholder: "Take a card out".into(),
            options: removes,
            disabled: false,
        }));
    }
    let default_legal = legal.contains(&MatchAction::Deck(DeckAction::Default));
    let default_button = Button::new(
        "Default deck",
        action_verb(&MatchAction::Deck(DeckAction::Default)),
        Style::Success,
    )
    .disabled(!default_legal);
    rows.push(Row::Buttons(vec![
        default_button,
        // Enabled even for an unfinished draft: pressing it says what is missing.
        Button::new(
            "Use this deck",
            action_verb(&MatchAction::Deck(DeckAction::Confirm)),
            Style::Primary,
        ),
        Button::new(
            "Clear",
            action_verb(&MatchAction::Deck(DeckAction::Clear)),
            Style::Secondary,
        )
        .disabled(choice.draft.is_empty()),
    ]));
    if let Some(deck) = &choice.default_deck {
        let cards: Vec<String> = deck.cards().iter().map(|c| card_text(*c)).collect();
        content.push_str(&format!("\nDefault deck: {}.", cards.join(", ")));
    }
    View {
        content,
        description: truncate(&pic::hand_text(&scene), 1500),
        color: GREEN,
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

fn card_help(card: SideCard) -> &'static str {
    match card {
        SideCard::Plus(_) => "Blue: adds its value",
        SideCard::Minus(_) => "Red: subtracts its value",
        SideCard::PlusMinus(_) => "Red-blue: add or subtract, chosen when played",
        SideCard::Double => "Doubles the card drawn this turn",
        SideCard::Flip24 => "Flips the sign of your cards worth 2 or 4",
        SideCard::Flip36 => "Flips the sign of your cards worth 3 or 6",
        SideCard::Tiebreaker => "±1; wins a tied set as your last card",
    }
}

fn hand_view(m: &PazaakMatch, seat: Seat, names: &[String], ui: &str) -> View {
    let shown = shown_names(names);
    let names = &shown[..];
    let Some(game) = m.engine() else {
        return View::default();
    };
    let view = game.seat_view(seat);
    let legal = &view.legal;
    let playable = |slot: usize| {
        legal
            .iter()
            .any(|a| matches!(a, Action::Play { slot: s, .. } if usize::from(s.0) == slot))
    };
    let scene = pic::HandScene {
        title: "Your hand".into(),
        cards: view
            .hand
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.used)
            .map(|(i, h)| pic::HandCard {
                face: side_face(h.card),
                playable: playable(i),
                number: i + 1,
            })
            .collect(),
    };
    let picture = {
        let scene = scene.clone();
        Picture::later("hand.png", move || pic::render_hand(&scene).png)
    };
    let me = view.me();
    let opponent = view.opponent();
    let other = name_of(names, 1 - view.seat);
    let mut content = match (view.public.to_act, m.winner()) {
        (_, Some(w)) => {
            result_line(m, names).unwrap_or_else(|| format!("{} won.", name_of(names, w)))
        }
        (Some(s), None) if s == view.seat => {
            let drew = me
                .table
                .iter()
                .rev()
                .find_map(|c| match c.origin {
                    Origin::Main { .. } => Some(c.value),
                    _ => None,
                })
                .unwrap_or(0);
            if view.public.played_this_turn {
                format!(
                    "**Your turn** — total **{}**. You played a card: end the turn or stand.",
                    me.total
                )
            } else {
                format!(
                    "**Your turn** — you drew {drew}, total **{}**. Play a card, end the turn or stand.",
                    me.total
                )
            }
        }
        (Some(_), None) => format!("Waiting for {other}. Your total: **{}**.", me.total),
        (None, None) => String::new(),
    };
    if m.winner().is_none() {
        content.push_str(&format!(
            "\n{other}: total {}{} · {} hand cards. Sets: you {}, {other} {}.",
            opponent.total,
            if opponent.standing { ", standing" } else { "" },
            opponent.hand_cards_left,
            me.sets_won,
            opponent.sets_won
        ));
    }

    let mut rows = Vec::new();
    // The sign question holds for the turn it was asked in only: once that turn
    // ended some other way (the table's End turn, the clock), the hand opens as usual.
    let turn = turn_mark(m);
    let sign_slot = ui
        .strip_prefix("sign.")
        .and_then(|s| s.split_once('.'))
        .filter(|(_, asked_in)| *asked_in == turn)
        .and_then(|(slot, _)| slot.parse::<usize>().ok())
        .filter(|s| playable(*s));
    if let Some(slot) = sign_slot {
        let card = view.hand[slot].card;
        content = format!("Play {} as plus or minus?", card_text(card));
        let value = match card {
            SideCard::PlusMinus(v) => i32::from(v),
            _ => 1,
        };
        let suffix = if card == SideCard::Tiebreaker {
            "T"
        } else {
            ""
        };
        let mut buttons = Vec::new();
        for (sign, style) in [(Sign::Plus, Style::Primary), (Sign::Minus, Style::Danger)] {
            let action = Action::Play {
                slot: crate::games::pazaak::HandSlot(slot as u8),
                sign: Some(sign),
            };
            if legal.contains(&action) {
                buttons.push(Button::new(
                    format!("{}{suffix}", signed(sign.factor() * value)),
                    action_verb(&MatchAction::Play(action)),
                    style,
                ));
            }
        }
        buttons.push(Button::new("Back", "view.main", Style::Secondary));
        rows.push(Row::Buttons(buttons));
    } else if m.winner().is_none() {
        let cards: Vec<Button> = view
            .hand
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.used)
            .map(|(i, h)| {
                let verb = if h.card.needs_sign() {
                    format!("view.sign.{i}.{turn}")
                } else {
                    action_verb(&MatchAction::Play(Action::Play {
                        slot: crate::games::pazaak::HandSlot(i as u8),
                        sign: None,
                    }))
                };
                Button::new(
                    format!("{}. {}", i + 1, card_text(h.card)),
                    verb,
                    match h.card {
                        SideCard::Plus(_) => Style::Primary,
                        SideCard::Minus(_) => Style::Danger,
                        SideCard::PlusMinus(_) => Style::Secondary,
                        _ => Style::Success,
                    },
                )
                .disabled(!playable(i))
            })
            .collect();
        rows.extend(button_rows(cards));
        rows.push(Row::Buttons(vec![
            Button::new(
                "End turn",
                action_verb(&MatchAction::Play(Action::EndTurn)),
                Style::Secondary,
            )
            .disabled(!legal.contains(&Action::EndTurn)),
            Button::new(
                "Stand",
                action_verb(&MatchAction::Play(Action::Stand)),
                Style::Success,
            )
            .disabled(!legal.contains(&Action::Stand)),
        ]));
    }
    View {
        content,
        description: truncate(&pic::hand_text(&scene), 1500),
        color: GREEN,
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

/// Everything a seat's private view shows, so it is sent again exactly when it changes.
pub fn private_signature(m: &PazaakMatch, seat: Seat) -> String {
    if let Some(choice) = m.choice(seat) {
        let draft: Vec<String> = choice.draft.iter().map(|c| card_code(*c)).collect();
        return format!(
            "deck|{}|{}|{:?}",
            draft.join(","),
            choice.chosen.is_some(),
            m.choosing()
        );
    }
    match m.engine() {
        Some(game) => {
            let view = game.seat_view(seat);
            let other = view.opponent();
            format!(
                "hand|{:?}|{:?}|{}|{:?}|{:?}|{}|{}|{}|{}",
                view.hand,
                view.legal,
                view.me().total,
                view.public.to_act,
                m.winner(),
                other.total,
                other.standing,
                other.hand_cards_left,
                view.public.set_number
            )
        }
        None => String::new(),
    }
}
