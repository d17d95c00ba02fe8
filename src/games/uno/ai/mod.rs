//! Computer players for UNO. They see only a [`SeatView`] (what their seat may know)
//! and their own RNG, so they cannot look at other hands or the draw pile.

mod classic;
mod sim;
mod strong;

pub use classic::ClassicAi;
pub use strong::{StrongAi, StrongWeights};

use super::{Action, Card, Color, Direction, Face, PhaseView, SeatView};
use crate::games::{Computer, Seat};
use serde::{Deserialize, Serialize};

/// An UNO computer player: the games' one [`Computer`] trait, seeing a [`SeatView`].
/// With nothing legal it returns `Action::Draw`, which the engine refuses harmlessly.
pub type UnoComputer = dyn Computer<View = SeatView, Action = Action> + Send;

/// Which computer player sits in a seat (stored by the table).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AiKind {
    /// The weighted-random player of seed 000 with the colour choice of seed 002.
    #[default]
    Classic,
    /// Card counting, colour management and challenge reading.
    Strong,
}

impl AiKind {
    /// A fresh player of this kind.
    pub fn player(self) -> Box<UnoComputer> {
        match self {
            AiKind::Classic => Box::new(ClassicAi),
            AiKind::Strong => Box::new(StrongAi::default()),
        }
    }
}

/// The seat `steps` places after `from` in the view's direction of play.
pub(crate) fn seat_after(view: &SeatView, from: Seat, steps: usize) -> Seat {
    let n = view.public.seat_count;
    let steps = steps % n;
    match view.public.direction {
        Direction::Clockwise => (from + steps) % n,
        Direction::CounterClockwise => (from + n - steps) % n,
    }
}

/// Seed 002's "strongest colour": 0 and Reverse count 2, Skip and Draw Two 5, other
/// numbers 4; wilds nothing. Ties keep the earlier of Red, Blue, Green, Yellow (the
/// seed's comparison order), so a hand of only wilds names Red.
pub fn seed_color(hand: &[Card]) -> Color {
    let mut score = [0u32; 4];
    for card in hand {
        if let Some(c) = card.color {
            score[c.index()] += match card.face {
                Face::Number(0) | Face::Reverse => 2,
                Face::Skip | Face::DrawTwo => 5,
                _ => 4,
            };
        }
    }
    let mut best = Color::Red;
    for c in [Color::Blue, Color::Green, Color::Yellow] {
        if score[c.index()] > score[best.index()] {
            best = c;
        }
    }
    best
}

/// Whether the seat should call UNO now (AI seats always call).
pub(crate) fn should_call_uno(view: &SeatView) -> bool {
    view.legal.contains(&Action::CallUno)
}

/// The legal plays, as (card, colour, swap) triples.
pub(crate) fn legal_plays(view: &SeatView) -> Vec<(Card, Option<Color>, Option<Seat>)> {
    view.legal
        .iter()
        .filter_map(|a| match a {
            Action::Play {
                card,
                color,
                swap_with,
            } => Some((*card, *color, *swap_with)),
            _ => None,
        })
        .collect()
}

/// The fallback when a player finds nothing better: the first legal action that
/// makes progress, preferring the ones that keep the game moving.
pub(crate) fn fallback(view: &SeatView) -> Action {
    for pref in [
        Action::NextRound,
        Action::AcceptPenalty,
        Action::Draw,
        Action::Pass,
    ] {
        if view.legal.contains(&pref) {
            return pref;
        }
    }
    view.legal.first().cloned().unwrap_or(Action::Draw)
}

/// Whether it is this seat's move in the phase (not an out-of-turn option).
pub(crate) fn my_move(view: &SeatView) -> bool {
    match &view.public.phase {
        PhaseView::ChoosingColor { seat }
        | PhaseView::Playing { seat, .. }
        | PhaseView::AwaitingPenalty { seat, .. } => *seat == view.seat,
        PhaseView::RoundOver { .. } => true,
        PhaseView::MatchOver { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_color_weights_cards_as_seed_002() {
        // Blue: 0 + Reverse = 4; Green: one 5 = 4; Yellow: Skip = 5.
        let hand = [
            Card::number(Color::Blue, 0),
            Card::new(Color::Blue, Face::Reverse),
            Card::number(Color::Green, 5),
            Card::new(Color::Yellow, Face::Skip),
            Card::wild(),
        ];
        assert_eq!(seed_color(&hand), Color::Yellow);
        assert_eq!(seed_color(&[Card::wild()]), Color::Red);
        // Tie Blue 4 / Green 4: Blue comes first in the seed's order.
        assert_eq!(
            seed_color(&[Card::number(Color::Green, 3), Card::number(Color::Blue, 3)]),
            Color::Blue
        );
    }
}
