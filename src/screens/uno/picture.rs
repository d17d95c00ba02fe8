//! What UNO's pictures show: the engine's views turned into the renderer's scenes.

use crate::games::uno::{Card, Color, Direction, Event, Face, Goal, PhaseView, UnoGame};
use crate::render::uno as pic;
use crate::table::hosting::seat_name;
use crate::table::hosting::ViewContext;

pub fn face(card: Card, named: Option<Color>) -> pic::CardFace {
    let color = match card.color.or(if card.is_wild() { named } else { None }) {
        Some(Color::Red) => pic::CardColor::Red,
        Some(Color::Yellow) => pic::CardColor::Yellow,
        Some(Color::Green) => pic::CardColor::Green,
        Some(Color::Blue) => pic::CardColor::Blue,
        None => pic::CardColor::Wild,
    };
    let symbol = match card.face {
        Face::Number(n) => pic::CardSymbol::Number(n),
        Face::Skip => pic::CardSymbol::Skip,
        Face::Reverse => pic::CardSymbol::Reverse,
        Face::DrawTwo => pic::CardSymbol::DrawTwo,
        Face::Wild => pic::CardSymbol::Wild,
        Face::WildDrawFour => pic::CardSymbol::WildDrawFour,
    };
    pic::CardFace { color, symbol }
}

pub fn table_scene(game: &UnoGame, ctx: &ViewContext) -> pic::TableScene {
    let public = game.public_view();
    let points_goal = matches!(public.options.goal, Goal::Points(_));
    let seats = public
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| pic::SeatBadge {
            name: ctx
                .seats
                .get(i)
                .map_or_else(|| seat_name(&[], i), |s| s.name.clone()),
            card_count: s.cards,
            uno: if s.uno_pending {
                pic::UnoBadge::Pending
            } else if s.uno_called && s.cards == 1 {
                pic::UnoBadge::Called
            } else {
                pic::UnoBadge::None
            },
            is_ai: ctx.seats.get(i).is_some_and(|s| s.is_ai),
            score: points_goal.then_some(s.score),
        })
        .collect();
    let recent = public
        .recent_events
        .iter()
        .filter_map(|e| match e {
            Event::Played { card, color, .. } => Some(face(*card, *color)),
            Event::JumpedIn { card, .. } => Some(face(*card, None)),
            _ => None,
        })
        .collect();
    let (current_seat, banner) = match &public.phase {
        PhaseView::RoundOver { winner, points, .. }
        | PhaseView::MatchOver { winner, points, .. } => {
            let name = ctx
                .seats
                .get(*winner)
                .map(|s| s.name.clone())
                .unwrap_or_default();
            let banner = crate::i18n::Text::new("uno-banner")
                .with("name", name)
                .with("points", *points);
            (usize::MAX, Some(ctx.say(&banner)))
        }
        _ => (public.current, None),
    };
    pic::TableScene {
        top: face(public.top_card, public.color),
        current_color: match public.color {
            Some(c) => face(Card::new(c, Face::Number(0)), None).color,
            None => pic::CardColor::Wild,
        },
        clockwise: public.direction == Direction::Clockwise,
        seats,
        current_seat,
        deck_count: public.deck_count,
        recent,
        round_over_banner: banner,
    }
}
