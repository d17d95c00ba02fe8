//! Pazaak's private views: the side deck builder while the seats choose their decks,
//! then the hand (one button per hand card, a plus/minus card's sign question, **End
//! turn** and **Stand**), and the signature that says when a private view changed.

use super::actions::{HandState, TurnMark};
use super::views::winner;
use super::views::{card_word, result_line, seat_name, shown_names, side_face, signed, GREEN};
use super::PazaakScreen;
use crate::games::pazaak::{
    Action, DeckAction, HandSlot, MatchAction, Origin, PazaakMatch, SeatView, SideCard, Sign,
};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::render::pazaak as pic;
use crate::table::hosting::Match;
use crate::table::hosting::{action_button, action_option};
use crate::table::verb::TableVerb;
use crate::table::view::{
    button_rows, truncate, Button, Picture, Row, Select, SelectOption, Style, View,
};

/// A seat's private view: the deck builder while choosing, the hand while playing.
/// Written in `lang`, the reader's language.
pub fn private_view(game: &Match<PazaakScreen>, seat: Seat, state: HandState, lang: Lang) -> View {
    let (m, names) = (&game.engine, &game.names[..]);
    if m.choice(seat).is_some() {
        deck_view(m, seat, names, lang)
    } else {
        hand_view(m, seat, names, game.forfeited, state, lang)
    }
}

/// Cards listed in `lang`.
fn listed(cards: &[SideCard], lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_word(*c).in_lang(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The side deck builder: the draft so far, a menu to add cards, one to take them out,
/// and **Default deck**, **Use this deck**, **Clear**.
fn deck_view(m: &PazaakMatch, seat: Seat, names: &[String], lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    let shown = shown_names(names);
    let names = &shown[..];
    let Some(choice) = m.choice(seat) else {
        return View::default();
    };
    let legal = m.legal(seat);
    let scene = pic::HandScene {
        title: say(Text::new("pazaak-deck-title").with("cards", choice.draft.len())),
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
        Picture::later("deck.png", move || pic::render_hand_in(&scene, lang).png)
    };
    if let Some(deck) = &choice.chosen {
        let others: Vec<String> = m.choosing().iter().map(|s| seat_name(names, *s)).collect();
        let waiting = if others.is_empty() {
            say(Text::new("pazaak-deck-starting"))
        } else {
            say(Text::new("pazaak-deck-waiting").with("names", others.join(", ")))
        };
        return View {
            content: format!(
                "{} {waiting}",
                say(Text::new("pazaak-deck-in").with("cards", listed(deck.cards(), lang)))
            ),
            description: truncate(&pic::hand_text_in(&scene, lang), 1500),
            color: GREEN,
            picture: Some(picture),
            ..View::default()
        };
    }
    let dealt = m.config().hand_size.cards();
    let mut content = if choice.collection.is_some() {
        say(Text::new("pazaak-deck-choose-collection").with("dealt", dealt))
    } else {
        say(Text::new("pazaak-deck-choose-free").with("dealt", dealt))
    };
    match choice.draft_deck() {
        Ok(_) => {
            content.push('\n');
            content.push_str(&say(Text::new("pazaak-deck-valid")));
        }
        Err(why) if !choice.draft.is_empty() => {
            content.push('\n');
            content.push_str(&say(
                Text::new("pazaak-deck-not-ready").with("reason", why.to_string())
            ));
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
                say(Text::new("pazaak-deck-add").with("card", card_word(card)))
            } else {
                say(Text::new("pazaak-deck-add-left")
                    .with("card", card_word(card))
                    .with("left", left))
            };
            action_option(
                label,
                &MatchAction::Deck(DeckAction::Add(card)),
                Some(say(card_help(card))),
            )
        })
        .take(25)
        .collect();
    if !adds.is_empty() {
        rows.push(Row::Select(Select {
            name: "add".into(),
            placeholder: say(Text::new("pazaak-deck-add-menu")),
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
                say(Text::new("pazaak-deck-remove")
                    .with("number", i + 1)
                    .with("card", card_word(*card))),
                &MatchAction::Deck(DeckAction::Remove(i as u8)),
                None,
            )
        })
        .collect();
    if !removes.is_empty() {
        rows.push(Row::Select(Select {
            name: "remove".into(),
            placeholder: say(Text::new("pazaak-deck-remove-menu")),
            options: removes,
            disabled: false,
        }));
    }
    let default_legal = legal.contains(&MatchAction::Deck(DeckAction::Default));
    let default_button = action_button(
        say(Text::new("pazaak-button-default-deck")),
        &MatchAction::Deck(DeckAction::Default),
        Style::Success,
    )
    .disabled(!default_legal);
    rows.push(Row::Buttons(vec![
        default_button,
        // Enabled even for an unfinished draft: pressing it says what is missing.
        action_button(
            say(Text::new("pazaak-button-use-deck")),
            &MatchAction::Deck(DeckAction::Confirm),
            Style::Primary,
        ),
        action_button(
            say(Text::new("pazaak-button-clear")),
            &MatchAction::Deck(DeckAction::Clear),
            Style::Secondary,
        )
        .disabled(choice.draft.is_empty()),
    ]));
    if let Some(deck) = &choice.default_deck {
        content.push('\n');
        content.push_str(&say(
            Text::new("pazaak-deck-default").with("cards", listed(deck.cards(), lang))
        ));
    }
    View {
        content,
        description: truncate(&pic::hand_text_in(&scene, lang), 1500),
        color: GREEN,
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

fn card_help(card: SideCard) -> Text {
    match card {
        SideCard::Plus(_) => Text::new("pazaak-help-plus"),
        SideCard::Minus(_) => Text::new("pazaak-help-minus"),
        SideCard::PlusMinus(_) => Text::new("pazaak-help-plus-minus"),
        SideCard::Double => Text::new("pazaak-help-double"),
        SideCard::Flip24 => Text::new("pazaak-help-flip24"),
        SideCard::Flip36 => Text::new("pazaak-help-flip36"),
        SideCard::Tiebreaker => Text::new("pazaak-help-tiebreaker"),
    }
}

/// The hand while playing: what the seat is to do, the opponent's table, the hand
/// cards as buttons with **End turn** and **Stand**, or a plus/minus card's question.
fn hand_view(
    m: &PazaakMatch,
    seat: Seat,
    names: &[String],
    forfeited: Option<Seat>,
    state: HandState,
    lang: Lang,
) -> View {
    let shown = shown_names(names);
    let names = &shown[..];
    let Some(game) = m.engine() else {
        return View::default();
    };
    let view = game.seat_view(seat);
    let scene = pic::HandScene {
        title: Text::new("pazaak-hand-title").in_lang(lang),
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
        Picture::later("hand.png", move || pic::render_hand_in(&scene, lang).png)
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
                Text::new("pazaak-sign-question")
                    .with("card", card_word(card))
                    .in_lang(lang),
                vec![Row::Buttons(sign_choice(&view, slot, lang))],
            )
        }
        None if winner(m, forfeited).is_none() => (
            situation(m, &view, names, forfeited, lang),
            hand_buttons(&view, turn, lang),
        ),
        None => (situation(m, &view, names, forfeited, lang), Vec::new()),
    };
    View {
        content,
        description: truncate(&pic::hand_text_in(&scene, lang), 1500),
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
fn situation(
    m: &PazaakMatch,
    view: &SeatView,
    names: &[String],
    forfeited: Option<Seat>,
    lang: Lang,
) -> String {
    let say = |text: Text| text.in_lang(lang);
    let me = view.me();
    let opponent = view.opponent();
    let other = seat_name(names, 1 - view.seat);
    let mut content = match (view.public.to_act, winner(m, forfeited)) {
        (_, Some(w)) => say(result_line(m, names, forfeited)
            .unwrap_or_else(|| Text::new("pazaak-hand-won").with("name", seat_name(names, w)))),
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
                say(Text::new("pazaak-hand-played").with("total", me.total))
            } else {
                say(Text::new("pazaak-hand-turn")
                    .with("drew", drew)
                    .with("total", me.total))
            }
        }
        (Some(_), None) => say(Text::new("pazaak-hand-waiting")
            .with("name", other.clone())
            .with("total", me.total)),
        (None, None) => String::new(),
    };
    if winner(m, forfeited).is_none() {
        let line = if opponent.standing {
            Text::new("pazaak-hand-opponent-standing")
                .with("name", other)
                .with("total", opponent.total)
                .with("cards", opponent.hand_cards_left)
                .with("mine", me.sets_won)
                .with("theirs", opponent.sets_won)
        } else {
            Text::new("pazaak-hand-opponent")
                .with("name", other)
                .with("total", opponent.total)
                .with("cards", opponent.hand_cards_left)
                .with("mine", me.sets_won)
                .with("theirs", opponent.sets_won)
        };
        content.push('\n');
        content.push_str(&say(line));
    }
    content
}

/// A plus/minus card (or the Tiebreaker) awaits its sign: plus, minus, and Back.
fn sign_choice(view: &SeatView, slot: usize, lang: Lang) -> Vec<Button> {
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
        Text::new("pazaak-button-back").in_lang(lang),
        TableVerb::view(&HandState::Main),
        Style::Secondary,
    ));
    buttons
}

/// One button per hand card (a plus/minus card asks its sign first, in this `turn`),
/// then **End turn** and **Stand**.
fn hand_buttons(view: &SeatView, turn: TurnMark, lang: Lang) -> Vec<Row> {
    let legal = &view.legal;
    let cards: Vec<Button> = view
        .hand
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.used)
        .map(|(i, h)| {
            let label = format!("{}. {}", i + 1, card_word(h.card).in_lang(lang));
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
            Text::new("pazaak-button-end-turn").in_lang(lang),
            &MatchAction::Play(Action::EndTurn),
            Style::Secondary,
        )
        .disabled(!legal.contains(&Action::EndTurn)),
        action_button(
            Text::new("pazaak-button-stand").in_lang(lang),
            &MatchAction::Play(Action::Stand),
            Style::Success,
        )
        .disabled(!legal.contains(&Action::Stand)),
    ]));
    rows
}

/// Everything a seat's private view shows (see [`Hosting::seat_view`]): the draft while
/// decks are chosen, then the hand, what it may do, and the totals and standing of both.
///
/// [`Hosting::seat_view`]: crate::table::hosting::Hosting::seat_view
pub fn shown(game: &Match<PazaakScreen>, seat: Seat) -> impl std::fmt::Debug {
    let (m, winner) = (&game.engine, game.winner());
    let draft = m
        .choice(seat)
        .map(|choice| (choice.draft.clone(), choice.chosen.is_some(), m.choosing()));
    let hand = m.engine().filter(|_| draft.is_none()).map(|engine| {
        let view = engine.seat_view(seat);
        let other = view.opponent();
        (
            view.hand.clone(),
            view.legal.clone(),
            view.me().total,
            view.public.to_act,
            winner,
            (other.total, other.standing, other.hand_cards_left),
            view.public.set_number,
        )
    });
    (draft, hand)
}
