//! Pazaak's private views: the side deck builder while the seats choose their decks,
//! then the hand (one button per hand card, a plus/minus card's sign question, **End
//! turn** and **Stand**), and the signature that says when a private view changed.

use super::actions::{card_code, HandState, TurnMark};
use super::views::{card_text, name_of, result_line, shown_names, side_face, signed, GREEN};
use crate::games::pazaak::{
    Action, DeckAction, HandSlot, MatchAction, Origin, PazaakMatch, SeatView, SideCard, Sign,
};
use crate::games::Seat;
use crate::render::pazaak as pic;
use crate::table::hosting::{action_button, action_option};
use crate::table::verb::TableVerb;
use crate::table::view::{
    button_rows, truncate, Button, Picture, Row, Select, SelectOption, Style, View,
};

/// A seat's private view: the deck builder while choosing, the hand while playing.
pub fn private_view(m: &PazaakMatch, seat: Seat, names: &[String], state: HandState) -> View {
    if m.choice(seat).is_some() {
        deck_view(m, seat, names)
    } else {
        hand_view(m, seat, names, state)
    }
}

/// The side deck builder: the draft so far, a menu to add cards, one to take them out,
/// and **Default deck**, **Use this deck**, **Clear**.
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
            let label = if left == u32::MAX {
                format!("Add {}", card_text(card))
            } else {
                format!("Add {} ({left} left)", card_text(card))
            };
            action_option(
                label,
                &MatchAction::Deck(DeckAction::Add(card)),
                Some(card_help(card).into()),
            )
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
        .map(|(i, card)| {
            action_option(
                format!("Remove {}. {}", i + 1, card_text(*card)),
                &MatchAction::Deck(DeckAction::Remove(i as u8)),
                None,
            )
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
    let default_button = action_button(
        "Default deck",
        &MatchAction::Deck(DeckAction::Default),
        Style::Success,
    )
    .disabled(!default_legal);
    rows.push(Row::Buttons(vec![
        default_button,
        // Enabled even for an unfinished draft: pressing it says what is missing.
        action_button(
            "Use this deck",
            &MatchAction::Deck(DeckAction::Confirm),
            Style::Primary,
        ),
        action_button(
            "Clear",
            &MatchAction::Deck(DeckAction::Clear),
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

/// The hand while playing: what the seat is to do, the opponent's table, the hand
/// cards as buttons with **End turn** and **Stand**, or a plus/minus card's question.
fn hand_view(m: &PazaakMatch, seat: Seat, names: &[String], state: HandState) -> View {
    let shown = shown_names(names);
    let names = &shown[..];
    let Some(game) = m.engine() else {
        return View::default();
    };
    let view = game.seat_view(seat);
    let scene = pic::HandScene {
        title: "Your hand".into(),
        cards: view
            .hand
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.used)
            .map(|(i, h)| pic::HandCard {
                face: side_face(h.card),
                playable: playable(&view, i),
                number: i + 1,
            })
            .collect(),
    };
    let picture = {
        let scene = scene.clone();
        Picture::later("hand.png", move || pic::render_hand(&scene).png)
    };
    // The sign question holds for the turn it was asked in only: once that turn
    // ended some other way (the table's End turn, the clock), the hand opens as usual.
    let turn = TurnMark {
        set: game.set_number(),
        deck_left: game.main_deck_left(),
    };
    let sign_slot = match state {
        HandState::Sign {
            slot,
            turn: asked_in,
        } if asked_in == turn => Some(slot).filter(|s| playable(&view, *s)),
        HandState::Sign { .. } | HandState::Main => None,
    };
    let (content, rows) = match sign_slot {
        Some(slot) => {
            let card = view.hand[slot].card;
            (
                format!("Play {} as plus or minus?", card_text(card)),
                vec![Row::Buttons(sign_choice(&view, slot))],
            )
        }
        None if m.winner().is_none() => (situation(m, &view, names), hand_buttons(&view, turn)),
        None => (situation(m, &view, names), Vec::new()),
    };
    View {
        content,
        description: truncate(&pic::hand_text(&scene), 1500),
        color: GREEN,
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

/// Whether the hand card in `slot` may be played now.
fn playable(view: &SeatView, slot: usize) -> bool {
    view.legal
        .iter()
        .any(|a| matches!(a, Action::Play { slot: s, .. } if usize::from(s.0) == slot))
}

/// Where the seat stands: whose turn, its total and what it drew, the opponent's
/// total and hand, the sets; the result once the match is over.
fn situation(m: &PazaakMatch, view: &SeatView, names: &[String]) -> String {
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
    content
}

/// A plus/minus card (or the Tiebreaker) awaits its sign: plus, minus, and Back.
fn sign_choice(view: &SeatView, slot: usize) -> Vec<Button> {
    let card = view.hand[slot].card;
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
            slot: HandSlot(slot as u8),
            sign: Some(sign),
        };
        if view.legal.contains(&action) {
            buttons.push(action_button(
                format!("{}{suffix}", signed(sign.factor() * value)),
                &MatchAction::Play(action),
                style,
            ));
        }
    }
    buttons.push(Button::new(
        "Back",
        TableVerb::view(&HandState::Main),
        Style::Secondary,
    ));
    buttons
}

/// One button per hand card (a plus/minus card asks its sign first, in this `turn`),
/// then **End turn** and **Stand**.
fn hand_buttons(view: &SeatView, turn: TurnMark) -> Vec<Row> {
    let legal = &view.legal;
    let cards: Vec<Button> = view
        .hand
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.used)
        .map(|(i, h)| {
            let label = format!("{}. {}", i + 1, card_text(h.card));
            let style = match h.card {
                SideCard::Plus(_) => Style::Primary,
                SideCard::Minus(_) => Style::Danger,
                SideCard::PlusMinus(_) => Style::Secondary,
                _ => Style::Success,
            };
            let button = if h.card.needs_sign() {
                let asks = HandState::Sign { slot: i, turn };
                Button::new(label, TableVerb::view(&asks), style)
            } else {
                let play = Action::Play {
                    slot: HandSlot(i as u8),
                    sign: None,
                };
                action_button(label, &MatchAction::Play(play), style)
            };
            button.disabled(!playable(view, i))
        })
        .collect();
    let mut rows = button_rows(cards);
    rows.push(Row::Buttons(vec![
        action_button(
            "End turn",
            &MatchAction::Play(Action::EndTurn),
            Style::Secondary,
        )
        .disabled(!legal.contains(&Action::EndTurn)),
        action_button("Stand", &MatchAction::Play(Action::Stand), Style::Success)
            .disabled(!legal.contains(&Action::Stand)),
    ]));
    rows
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
