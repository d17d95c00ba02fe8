//! What each seat may know: the public view and a seat's private view.

use super::card::{Card, Color};
use super::event::{Direction, Event};
use super::game::{Phase, UnoGame};
use super::options::Options;
use super::Action;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Events shown in the public view.
const VIEW_EVENTS: usize = 12;

/// Public facts about one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub cards: usize,
    /// Called UNO for its current small hand.
    pub uno_called: bool,
    /// Played down to one card without calling; its window is open.
    pub uno_pending: bool,
    pub score: u32,
    /// Colours this seat drew on (on its own turn) since it last took cards it had
    /// to take: everyone saw it, and it hints the seat lacked that colour.
    pub drew_on: Vec<Color>,
}

/// The phase as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseView {
    /// `seat` names the colour of the first card (a Wild).
    ChoosingColor { seat: Seat },
    /// `seat` plays or draws; `drew` is true once it drew a playable card.
    Playing { seat: Seat, drew: bool },
    /// `seat` must take `amount` cards unless it stacks or challenges.
    AwaitingPenalty {
        seat: Seat,
        amount: usize,
        can_challenge: bool,
    },
    /// Round over (points match continues); points left in each hand.
    RoundOver {
        winner: Seat,
        points: u32,
        hand_points: Vec<u32>,
    },
    MatchOver {
        winner: Seat,
        points: u32,
        hand_points: Vec<u32>,
    },
}

/// What everybody at the table can see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    pub seat_count: usize,
    pub top_card: Card,
    /// The colour to match; `None` while the first Wild's colour is being chosen.
    pub color: Option<Color>,
    pub direction: Direction,
    pub current: Seat,
    pub seats: Vec<SeatSummary>,
    pub deck_count: usize,
    pub discard_count: usize,
    pub phase: PhaseView,
    pub round: u32,
    pub options: Options,
    pub state_counter: u64,
    /// The last few events, oldest first.
    pub recent_events: Vec<Event>,
}

/// The accused hand a challenger was shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealView {
    pub accused: Seat,
    pub hand: Vec<Card>,
}

/// What one seat knows: the public view plus its own cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub public: PublicView,
    pub seat: Seat,
    pub hand: Vec<Card>,
    /// `playable[i]`: `hand[i]` can be played by this seat right now (on turn,
    /// stacking, the drawn card, or a jump-in).
    pub playable: Vec<bool>,
    /// The discard pile, bottom first (the last card is the top).
    pub discard: Vec<Card>,
    /// The card this seat just drew and may play.
    pub drawn_card: Option<Card>,
    /// The accused hand, right after this seat challenged (until it acts again).
    pub challenge_reveal: Option<RevealView>,
    /// Every action this seat may take now.
    pub legal: Vec<Action>,
}

impl UnoGame {
    pub fn public_view(&self) -> PublicView {
        let n = self.seat_count();
        let seats = (0..n)
            .map(|s| SeatSummary {
                cards: self.hands[s].len(),
                uno_called: self.uno_called[s],
                uno_pending: self.uno_pending[s],
                score: self.scores[s],
                drew_on: Color::ALL
                    .into_iter()
                    .filter(|c| self.drew_on[s][c.index()])
                    .collect(),
            })
            .collect();
        let phase = match &self.phase {
            Phase::ChooseColor => PhaseView::ChoosingColor { seat: self.current },
            Phase::Turn => PhaseView::Playing {
                seat: self.current,
                drew: false,
            },
            Phase::Drawn { .. } => PhaseView::Playing {
                seat: self.current,
                drew: true,
            },
            Phase::Penalty { amount, challenge } => PhaseView::AwaitingPenalty {
                seat: self.current,
                amount: *amount,
                can_challenge: challenge.is_some(),
            },
            Phase::RoundOver {
                winner,
                points,
                hand_points,
            } => PhaseView::RoundOver {
                winner: *winner,
                points: *points,
                hand_points: hand_points.clone(),
            },
            Phase::MatchOver {
                winner,
                points,
                hand_points,
            } => PhaseView::MatchOver {
                winner: *winner,
                points: *points,
                hand_points: hand_points.clone(),
            },
        };
        let skip = self.log.len().saturating_sub(VIEW_EVENTS);
        PublicView {
            seat_count: n,
            top_card: self.top_card(),
            color: (self.phase != Phase::ChooseColor).then_some(self.color),
            direction: self.direction,
            current: self.current,
            seats,
            deck_count: self.deck.len(),
            discard_count: self.discard.len(),
            phase,
            round: self.round,
            options: self.options.clone(),
            state_counter: self.version,
            recent_events: self.log.iter().skip(skip).cloned().collect(),
        }
    }

    /// The view of `seat` (an out-of-range seat gets the public view and no cards).
    pub fn seat_view(&self, seat: Seat) -> SeatView {
        let legal = self.legal_actions(seat);
        let hand = self.hand(seat).to_vec();
        let playable = hand
            .iter()
            .map(|&c| {
                legal
                    .iter()
                    .any(|a| matches!(a, Action::Play { card, .. } if *card == c))
            })
            .collect();
        let drawn_card = match self.phase {
            Phase::Drawn { card } if seat == self.current => Some(card),
            _ => None,
        };
        let challenge_reveal = self
            .reveal
            .as_ref()
            .filter(|r| r.challenger == seat)
            .map(|r| RevealView {
                accused: r.accused,
                hand: r.hand.clone(),
            });
        SeatView {
            public: self.public_view(),
            seat,
            hand,
            playable,
            discard: self.discard.clone(),
            drawn_card,
            challenge_reveal,
            legal,
        }
    }
}
