//! UNO's private hand: the picture of the cards, one button per card (a wild asks
//! for its colour, a seven under seven-0 for whom to swap with), pages for long hands,
//! and the draw / keep / take / challenge / UNO! buttons the rules allow now.

use super::actions::HandState;
use super::picture::face;
use super::views::{embed_color, name};
use crate::games::uno::{Action, Card, Color, DrawnCardPolicy, Face, PhaseView, SeatView};
use crate::games::Seat;
use crate::render::uno as pic;
use crate::table::game::ViewContext;
use crate::table::hosting::action_button;
use crate::table::verb::TableVerb;
use crate::table::view::{button_rows, Button, Picture, Row, Style, View};

/// Cards shown as buttons on one page of a private hand (three rows of five).
const CARDS_PER_PAGE: usize = 15;

fn emoji(color: Option<Color>) -> &'static str {
    match color {
        Some(Color::Red) => "🟥",
        Some(Color::Yellow) => "🟨",
        Some(Color::Green) => "🟩",
        Some(Color::Blue) => "🟦",
        None => "⬛",
    }
}

fn short_label(card: Card) -> String {
    match card.face {
        Face::Number(n) => n.to_string(),
        Face::Skip => "Skip".into(),
        Face::Reverse => "Reverse".into(),
        Face::DrawTwo => "+2".into(),
        Face::Wild => "Wild".into(),
        Face::WildDrawFour => "Wild +4".into(),
    }
}

fn legal_play(view: &SeatView, card: Card) -> bool {
    view.legal
        .iter()
        .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card))
}

/// The private hand of `view`'s seat, in the state its last `view.` button asked for.
pub fn hand_view(view: &SeatView, ctx: &ViewContext) -> View {
    let scene = hand_scene(view);
    let picture = {
        let scene = scene.clone();
        Picture::later("hand.png", move || pic::render_hand(&scene).png)
    };
    let (content, rows) = match ctx.state::<HandState>() {
        HandState::Wild(card) if legal_play(view, card) => (
            format!("Choose the colour for your {card}."),
            colour_choice(view, card),
        ),
        HandState::Seven(card) if legal_play(view, card) => (
            format!("Swap hands with whom? (playing your {card})"),
            swap_targets(view, card, ctx),
        ),
        HandState::Page(page) => (status(view, ctx), paged_hand(view, page)),
        HandState::Main | HandState::Noop | HandState::Wild(_) | HandState::Seven(_) => {
            (status(view, ctx), paged_hand(view, 0))
        }
    };
    View {
        content,
        title: String::new(),
        description: crate::table::view::truncate(&pic::hand_text(&scene), 1500),
        color: embed_color(view.public.color),
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

/// The picture's scene: every card of the hand, the playable ones bright.
fn hand_scene(view: &SeatView) -> pic::HandScene {
    pic::HandScene {
        cards: view
            .hand
            .iter()
            .map(|&card| pic::HandCard {
                face: face(card, None),
                playable: legal_play(view, card),
            })
            .collect(),
        title: format!("Your hand — {} cards", view.hand.len()),
    }
}

/// What the seat is to do now (or whom it waits for), the top card, a challenge's
/// reveal and the reminder to call UNO!.
fn status(view: &SeatView, ctx: &ViewContext) -> String {
    let public = &view.public;
    let name = |seat: Seat| name(ctx, seat);
    let mut status = match &public.phase {
        PhaseView::ChoosingColor { seat } if *seat == view.seat => {
            "**Your turn:** name the colour of the Wild.".into()
        }
        PhaseView::Playing { seat, drew } if *seat == view.seat => {
            if *drew {
                match public.options.drawn_card {
                    DrawnCardPolicy::MustPlay => "**Your turn:** play the card you drew.",
                    DrawnCardPolicy::MayPlay | DrawnCardPolicy::MustKeep => {
                        "**Your turn:** play the card you drew, or keep it."
                    }
                }
                .to_string()
            } else {
                "**Your turn:** play a bright card or draw.".to_string()
            }
        }
        PhaseView::AwaitingPenalty {
            seat,
            amount,
            can_challenge,
        } if *seat == view.seat => {
            let mut text = format!("**Your turn:** take {amount} cards");
            if *can_challenge {
                text.push_str(" or challenge the Wild Draw Four");
            }
            if public.options.stacking {
                text.push_str(" or stack a draw card");
            }
            text + "."
        }
        PhaseView::ChoosingColor { seat }
        | PhaseView::Playing { seat, .. }
        | PhaseView::AwaitingPenalty { seat, .. } => {
            format!("Waiting for {}.", name(*seat))
        }
        PhaseView::RoundOver { winner, .. } => format!("{} won the round.", name(*winner)),
        PhaseView::MatchOver { winner, .. } => format!("{} won.", name(*winner)),
    };
    let top = match public.color {
        Some(color) if public.top_card.is_wild() => format!("{} (colour {color})", public.top_card),
        _ => public.top_card.to_string(),
    };
    status = format!("{status} Top card: {top}.");
    if let Some(reveal) = &view.challenge_reveal {
        let cards: Vec<String> = reveal.hand.iter().map(|c| c.to_string()).collect();
        status.push_str(&format!(
            "\nYou challenged {}: their hand was {}.",
            name(reveal.accused),
            cards.join(", ")
        ));
    }
    if view.legal.contains(&Action::CallUno) {
        status.push_str("\n**Press UNO!** before it is too late.");
    }
    status
}

/// A wild card awaits its colour: one button per colour it may be played as, and Back.
fn colour_choice(view: &SeatView, card: Card) -> Vec<Row> {
    let buttons = Color::ALL
        .into_iter()
        .filter(|color| {
            view.legal.contains(&Action::Play {
                card,
                color: Some(*color),
                swap_with: None,
            })
        })
        .map(|color| {
            action_button(
                color.to_string(),
                &Action::Play {
                    card,
                    color: Some(color),
                    swap_with: None,
                },
                Style::Secondary,
            )
            .emoji(emoji(Some(color)))
        })
        .chain([back_button()])
        .collect();
    let mut rows = vec![Row::Buttons(buttons)];
    // The call stays reachable while choosing a colour.
    if view.legal.contains(&Action::CallUno) {
        rows.push(Row::Buttons(vec![action_button(
            "UNO!",
            &Action::CallUno,
            Style::Danger,
        )]));
    }
    rows
}

/// A seven under seven-0 awaits whom to swap hands with: one button per seat it may
/// go to (with their card count), and Back.
fn swap_targets(view: &SeatView, card: Card, ctx: &ViewContext) -> Vec<Row> {
    let targets: Vec<Button> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Play {
                card: c,
                swap_with: Some(target),
                ..
            } if *c == card => Some(*target),
            _ => None,
        })
        .map(|target| {
            let cards = view.public.seats.get(target).map(|s| s.cards).unwrap_or(0);
            action_button(
                format!("{} ({cards})", name(ctx, target)),
                &Action::Play {
                    card,
                    color: None,
                    swap_with: Some(target),
                },
                Style::Primary,
            )
        })
        .collect();
    let mut rows: Vec<Row> = button_rows(targets).into_iter().take(2).collect();
    rows.push(Row::Buttons(vec![back_button()]));
    rows
}

/// Back to the hand's first page.
fn back_button() -> Button {
    Button::new("Back", TableVerb::view(&HandState::Main), Style::Secondary)
}

/// Page `page` of the hand (clamped to the last): one button per card (a wild, and a
/// seven under seven-0, ask their question first), the page turners when the hand
/// has more than one page, and the [`action_buttons`].
fn paged_hand(view: &SeatView, page: usize) -> Vec<Row> {
    let pages = view.hand.len().div_ceil(CARDS_PER_PAGE).max(1);
    let page = page.min(pages - 1);
    let start = page * CARDS_PER_PAGE;
    let cards: Vec<Button> = view
        .hand
        .iter()
        .enumerate()
        .skip(start)
        .take(CARDS_PER_PAGE)
        .map(|(i, &card)| {
            let label = format!("{} {}", i + 1, short_label(card));
            let button = if card.is_wild() {
                let verb = TableVerb::view(&HandState::Wild(card));
                Button::new(label, verb, Style::Secondary)
            } else if view.public.options.seven_zero
                && card.face == Face::Number(7)
                && legal_play(view, card)
            {
                let verb = TableVerb::view(&HandState::Seven(card));
                Button::new(label, verb, Style::Secondary)
            } else {
                action_button(label, &Action::play(card), Style::Secondary)
            };
            button
                .emoji(emoji(card.color))
                .disabled(!legal_play(view, card))
        })
        .collect();
    let mut rows = button_rows(cards);
    if pages > 1 {
        rows.push(Row::Buttons(vec![
            Button::new(
                "◀ Previous",
                TableVerb::view(&HandState::Page(page.saturating_sub(1))),
                Style::Secondary,
            )
            .disabled(page == 0),
            Button::new(
                format!(
                    "Cards {}-{} of {}",
                    start + 1,
                    (start + CARDS_PER_PAGE).min(view.hand.len()),
                    view.hand.len()
                ),
                TableVerb::view(&HandState::Noop),
                Style::Secondary,
            )
            .disabled(true),
            Button::new(
                "Next ▶",
                TableVerb::view(&HandState::Page(page + 1)),
                Style::Secondary,
            )
            .disabled(page + 1 >= pages),
        ]));
    }
    rows.push(Row::Buttons(action_buttons(view)));
    rows
}

/// Draw / keep / UNO! / challenge / take / colour buttons, as the rules allow now.
fn action_buttons(view: &SeatView) -> Vec<Button> {
    let legal = |a: &Action| view.legal.contains(a);
    let mut buttons = Vec::new();
    let colors: Vec<Button> = Color::ALL
        .into_iter()
        .filter(|c| legal(&Action::ChooseColor(*c)))
        .map(|c| {
            action_button(c.to_string(), &Action::ChooseColor(c), Style::Secondary)
                .emoji(emoji(Some(c)))
        })
        .collect();
    if !colors.is_empty() {
        return colors;
    }
    buttons
        .push(action_button("Draw", &Action::Draw, Style::Primary).disabled(!legal(&Action::Draw)));
    if legal(&Action::Pass) {
        buttons.push(action_button("Keep it", &Action::Pass, Style::Secondary));
    }
    if legal(&Action::AcceptPenalty) {
        let amount = match view.public.phase {
            PhaseView::AwaitingPenalty { amount, .. } => amount,
            _ => 0,
        };
        buttons.push(action_button(
            format!("Take {amount}"),
            &Action::AcceptPenalty,
            Style::Secondary,
        ));
    }
    if legal(&Action::Challenge) {
        buttons.push(action_button("Challenge", &Action::Challenge, Style::Danger).emoji("⚖️"));
    }
    buttons.push(
        action_button("UNO!", &Action::CallUno, Style::Danger).disabled(!legal(&Action::CallUno)),
    );
    if legal(&Action::NextRound) {
        buttons.push(action_button(
            "Next round",
            &Action::NextRound,
            Style::Success,
        ));
    }
    buttons.truncate(5);
    buttons
}
