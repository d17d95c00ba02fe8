//! What each seat may see: the public table for spectators, and one seat's private view
//! (its own hand and side deck added). Computer players decide from a [`SeatView`] only,
//! so they cannot peek at the opponent's hand or the order of the main deck.

use super::actions::{Action, SetResult};
use super::cards::{Origin, SideCard, TableCard};
use super::engine::{HandCard, Pazaak, Phase, MAIN_COPIES, MAIN_VALUES};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// One seat as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPublic {
    pub table: Vec<TableCard>,
    pub total: i32,
    pub standing: bool,
    pub sets_won: u8,
    /// Unused hand cards (their faces are hidden).
    pub hand_cards_left: usize,
}

/// The table as a spectator sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    pub seats: [SeatPublic; 2],
    pub set_number: u32,
    /// Seat on turn; `None` once the match is over.
    pub to_act: Option<Seat>,
    /// Whether the seat on turn already played a hand card this turn.
    pub played_this_turn: bool,
    pub winner: Option<Seat>,
    pub main_deck_left: usize,
    pub results: Vec<SetResult>,
}

/// What one seat may know: the public table plus its own hand, side deck and choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub public: PublicView,
    pub hand: Vec<HandCard>,
    pub side_deck: Vec<SideCard>,
    /// The actions this seat may take now (empty when it is not its turn).
    pub legal: Vec<Action>,
}

impl SeatView {
    /// This seat's public part.
    pub fn me(&self) -> &SeatPublic {
        &self.public.seats[self.seat]
    }

    /// The opponent's public part.
    pub fn opponent(&self) -> &SeatPublic {
        &self.public.seats[1 - self.seat]
    }

    /// Count of each main-deck value (index 1..=10) not yet seen on either table this
    /// set: what a card counter believes is still in the deck.
    pub fn unseen_main_cards(&self) -> [u8; 11] {
        let mut left = [MAIN_COPIES; 11];
        left[0] = 0;
        for seat in &self.public.seats {
            for card in &seat.table {
                if let Origin::Main { drawn } = card.origin {
                    let v = usize::from(drawn.min(MAIN_VALUES));
                    left[v] = left[v].saturating_sub(1);
                }
            }
        }
        left
    }
}

impl Pazaak {
    /// The table as everybody may see it.
    pub fn public_view(&self) -> PublicView {
        let seats = [0, 1].map(|s| {
            let p = &self.players[s];
            SeatPublic {
                table: p.table.clone(),
                total: p.total(),
                standing: p.standing,
                sets_won: p.sets_won,
                hand_cards_left: p.cards_left(),
            }
        });
        let (to_act, played_this_turn, winner) = match self.phase {
            Phase::Turn { seat, played, .. } => (Some(seat), played, None),
            Phase::Over { winner } => (None, false, Some(winner)),
        };
        PublicView {
            seats,
            set_number: self.set_number,
            to_act,
            played_this_turn,
            winner,
            main_deck_left: self.main_deck.len(),
            results: self.results.clone(),
        }
    }

    /// What `seat` may see (seat 0 or 1; any other number is treated as seat 1).
    pub fn seat_view(&self, seat: Seat) -> SeatView {
        let seat = seat.min(1);
        let p = &self.players[seat];
        SeatView {
            seat,
            public: self.public_view(),
            hand: p.hand.clone(),
            side_deck: p.side_deck.cards().to_vec(),
            legal: self.legal(seat),
        }
    }
}
