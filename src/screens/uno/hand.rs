//! UNO's private hand: the picture of the cards, one button per card (a wild asks
//! for its colour, a seven under seven-0 for whom to swap with), pages for long hands,
//! and the draw / keep / take / challenge / UNO! buttons the rules allow now.

use super::actions::HandState;
use super::picture::face;
use super::views::{embed_color, name};
use super::words;
use crate::games::uno::{Action, Card, Color, DrawnCardPolicy, Face, PhaseView, SeatView};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::render::uno as pic;
use crate::table::hosting::action_button;
use crate::table::hosting::ViewContext;
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

fn legal_play(view: &SeatView, card: Card) -> bool {
    view.legal
        .iter()
        .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card))
}

/// The private hand of `view`'s seat, in the state its last `view.` button asked for.
pub fn hand_view(view: &SeatView, ctx: &ViewContext) -> View {
    let scene = hand_scene(view, ctx.lang);
    let picture = {
        let scene = scene.clone();
        let lang = ctx.lang;
        Picture::later("hand.png", move || pic::render_hand_in(&scene, lang).png)
    };
    let (content, rows) = match ctx.state::<HandState>() {
        HandState::Wild(card) if legal_play(view, card) => (
            ctx.say(&Text::new("uno-choose-colour").with("card", words::card(card))),
            colour_choice(view, card, ctx.lang),
        ),
        HandState::Seven(card) if legal_play(view, card) => (
            ctx.say(&Text::new("uno-choose-swap").with("card", words::card(card))),
            swap_targets(view, card, ctx),
        ),
        HandState::Page(page) => (status(view, ctx), paged_hand(view, page, ctx.lang)),
        HandState::Main | HandState::Noop | HandState::Wild(_) | HandState::Seven(_) => {
            (status(view, ctx), paged_hand(view, 0, ctx.lang))
        }
    };
    View {
        content,
        title: String::new(),
        description: crate::table::view::truncate(&pic::hand_text_in(&scene, ctx.lang), 1500),
        color: embed_color(view.public.color),
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

/// The picture's scene: every card of the hand, the playable ones bright.
fn hand_scene(view: &SeatView, lang: Lang) -> pic::HandScene {
    pic::HandScene {
        cards: view
            .hand
            .iter()
            .map(|&card| pic::HandCard {
                face: face(card, None),
                playable: legal_play(view, card),
            })
            .collect(),
        title: Text::new("uno-hand-title")
            .with("cards", view.hand.len())
            .in_lang(lang),
    }
}

/// What the seat is to do now (or whom it waits for), the top card, a challenge's
/// reveal and the reminder to call UNO!.
fn status(view: &SeatView, ctx: &ViewContext) -> String {
    let public = &view.public;
    let name = |seat: Seat| name(ctx, seat);
    let status = match &public.phase {
        PhaseView::ChoosingColor { seat } if *seat == view.seat => {
            Text::new("uno-status-name-colour")
        }
        PhaseView::Playing { seat, drew } if *seat == view.seat => {
            if *drew {
                match public.options.drawn_card {
                    DrawnCardPolicy::MustPlay => Text::new("uno-status-play-drawn"),
                    DrawnCardPolicy::MayPlay | DrawnCardPolicy::MustKeep => {
                        Text::new("uno-status-play-or-keep")
                    }
                }
            } else {
                Text::new("uno-status-play")
            }
        }
        PhaseView::AwaitingPenalty {
            seat,
            amount,
            can_challenge,
        } if *seat == view.seat => match (*can_challenge, public.options.stacking) {
            (false, false) => Text::new("uno-status-take").with("amount", *amount),
            (true, false) => Text::new("uno-status-take-or-challenge").with("amount", *amount),
            (false, true) => Text::new("uno-status-take-or-stack").with("amount", *amount),
            (true, true) => Text::new("uno-status-take-challenge-or-stack").with("amount", *amount),
        },
        PhaseView::ChoosingColor { seat }
        | PhaseView::Playing { seat, .. }
        | PhaseView::AwaitingPenalty { seat, .. } => {
            Text::new("uno-status-waiting").with("name", name(*seat))
        }
        PhaseView::RoundOver { winner, .. } => {
            Text::new("uno-status-round-won").with("name", name(*winner))
        }
        PhaseView::MatchOver { winner, .. } => {
            Text::new("uno-status-won").with("name", name(*winner))
        }
    };
    let top = match public.color {
        Some(color) if public.top_card.is_wild() => Text::new("uno-top-card-wild")
            .with("card", words::card(public.top_card))
            .with("color", words::color(color)),
        _ => Text::new("uno-top-card").with("card", words::card(public.top_card)),
    };
    let mut status = format!("{} {}", ctx.say(&status), ctx.say(&top));
    if let Some(reveal) = &view.challenge_reveal {
        let cards: Vec<String> = reveal
            .hand
            .iter()
            .map(|c| ctx.say(&words::card(*c)))
            .collect();
        status.push('\n');
        status.push_str(
            &ctx.say(
                &Text::new("uno-reveal")
                    .with("name", name(reveal.accused))
                    .with("cards", cards.join(", ")),
            ),
        );
    }
    if view.legal.contains(&Action::CallUno) {
        status.push('\n');
        status.push_str(&ctx.say(&Text::new("uno-press-uno")));
    }
    status
}

/// A wild card awaits its colour: one button per colour it may be played as, and Back.
fn colour_choice(view: &SeatView, card: Card, lang: Lang) -> Vec<Row> {
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
                words::color(color).in_lang(lang),
                &Action::Play {
                    card,
                    color: Some(color),
                    swap_with: None,
                },
                Style::Secondary,
            )
            .emoji(emoji(Some(color)))
        })
        .chain([back_button(lang)])
        .collect();
    let mut rows = vec![Row::Buttons(buttons)];
    // The call stays reachable while choosing a colour.
    if view.legal.contains(&Action::CallUno) {
        rows.push(Row::Buttons(vec![action_button(
            Text::new("uno-button-uno").in_lang(lang),
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
    rows.push(Row::Buttons(vec![back_button(ctx.lang)]));
    rows
}

/// Back to the hand's first page.
fn back_button(lang: Lang) -> Button {
    Button::new(
        Text::new("uno-button-back").in_lang(lang),
        TableVerb::view(&HandState::Main),
        Style::Secondary,
    )
}

/// Page `page` of the hand (clamped to the last): one button per card (a wild, and a
/// seven under seven-0, ask their question first), the page turners when the hand
/// has more than one page, and the [`action_buttons`].
fn paged_hand(view: &SeatView, page: usize, lang: Lang) -> Vec<Row> {
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
            let label = format!("{} {}", i + 1, words::short(card).in_lang(lang));
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
                Text::new("uno-button-previous").in_lang(lang),
                TableVerb::view(&HandState::Page(page.saturating_sub(1))),
                Style::Secondary,
            )
            .disabled(page == 0),
            Button::new(
                Text::new("uno-page")
                    .with("first", start + 1)
                    .with("last", (start + CARDS_PER_PAGE).min(view.hand.len()))
                    .with("cards", view.hand.len())
                    .in_lang(lang),
                TableVerb::view(&HandState::Noop),
                Style::Secondary,
            )
            .disabled(true),
            Button::new(
                Text::new("uno-button-next").in_lang(lang),
                TableVerb::view(&HandState::Page(page + 1)),
                Style::Secondary,
            )
            .disabled(page + 1 >= pages),
        ]));
    }
    rows.push(Row::Buttons(action_buttons(view, lang)));
    rows
}

/// Draw / keep / UNO! / challenge / take / colour buttons, as the rules allow now.
fn action_buttons(view: &SeatView, lang: Lang) -> Vec<Button> {
    let legal = |a: &Action| view.legal.contains(a);
    let say = |text: Text| text.in_lang(lang);
    let mut buttons = Vec::new();
    let colors: Vec<Button> = Color::ALL
        .into_iter()
        .filter(|c| legal(&Action::ChooseColor(*c)))
        .map(|c| {
            action_button(
                say(words::color(c)),
                &Action::ChooseColor(c),
                Style::Secondary,
            )
            .emoji(emoji(Some(c)))
        })
        .collect();
    if !colors.is_empty() {
        return colors;
    }
    buttons.push(
        action_button(
            say(Text::new("uno-button-draw")),
            &Action::Draw,
            Style::Primary,
        )
        .disabled(!legal(&Action::Draw)),
    );
    if legal(&Action::Pass) {
        buttons.push(action_button(
            say(Text::new("uno-button-keep")),
            &Action::Pass,
            Style::Secondary,
        ));
    }
    if legal(&Action::AcceptPenalty) {
        let amount = match view.public.phase {
            PhaseView::AwaitingPenalty { amount, .. } => amount,
            _ => 0,
        };
        buttons.push(action_button(
            say(Text::new("uno-button-take").with("amount", amount)),
            &Action::AcceptPenalty,
            Style::Secondary,
        ));
    }
    if legal(&Action::Challenge) {
        buttons.push(
            action_button(
                say(Text::new("uno-button-challenge")),
                &Action::Challenge,
                Style::Danger,
            )
            .emoji("⚖️"),
        );
    }
    buttons.push(
        action_button(
            say(Text::new("uno-button-uno")),
            &Action::CallUno,
            Style::Danger,
        )
        .disabled(!legal(&Action::CallUno)),
    );
    if legal(&Action::NextRound) {
        buttons.push(action_button(
            say(Text::new("uno-button-next-round")),
            &Action::NextRound,
            Style::Success,
        ));
    }
    buttons.truncate(5);
    buttons
}
