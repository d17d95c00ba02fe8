//! What a seat can do (typed actions) and why an action is refused.

use super::card::{Card, Color};
use super::options::OptionsError;
use crate::games::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Everything a seat can do. Cards are named by value, not by hand position:
/// identical cards are interchangeable.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play a card. `color` is required for a wild and forbidden otherwise;
    /// `swap_with` is required for a 7 under the seven-0 option and forbidden otherwise.
    /// Out of turn this is a jump-in (option) with a card identical to the top card.
    Play {
        card: Card,
        color: Option<Color>,
        swap_with: Option<Seat>,
    },
    /// Draw from the pile (one card, or until playable under that option).
    Draw,
    /// Keep the card just drawn and end the turn.
    Pass,
    /// Name the colour when the round's first card is a Wild.
    ChooseColor(Color),
    /// Call "UNO!" (while holding two cards, or within the window after playing).
    CallUno,
    /// Challenge the Wild Draw Four just played on this seat.
    Challenge,
    /// Take the pending draw (decline to challenge or to stack).
    AcceptPenalty,
    /// Start the next round of a match played to a points goal.
    NextRound,
}

impl Action {
    /// A play of a non-wild card without a swap.
    pub fn play(card: Card) -> Action {
        Action::Play {
            card,
            color: None,
            swap_with: None,
        }
    }

    /// A play of a wild card naming `color`.
    pub fn play_wild(card: Card, color: Color) -> Action {
        Action::Play {
            card,
            color: Some(color),
            swap_with: None,
        }
    }
}

/// Why an action was refused. The text is written for the player who tried it.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum UnoError {
    #[error("a table needs 2 to 10 seats")]
    SeatCount,
    #[error("invalid options: {0}")]
    Options(OptionsError),
    #[error("there is no such seat at this table")]
    NoSuchSeat,
    #[error("the match is over")]
    MatchOver,
    #[error("the round is over; start the next round")]
    RoundOver,
    #[error("the next round can only start once a round is over")]
    RoundNotOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("that card does not exist")]
    InvalidCard,
    #[error("you do not hold {0}")]
    NotInHand(Card),
    #[error("{card} does not match {top}")]
    DoesNotMatch { card: Card, top: String },
    #[error("you must name a colour for a wild card")]
    ColorRequired,
    #[error("only a wild card names a colour")]
    ColorNotAllowed,
    #[error("name the seat to swap hands with")]
    SwapRequired,
    #[error("you can only swap hands with another seat at the table")]
    BadSwapTarget,
    #[error("only a 7 under the seven-0 rule swaps hands")]
    SwapNotAllowed,
    #[error("you may not play a Wild Draw Four while you hold a card of the current colour")]
    WildDrawFourNotAllowed,
    #[error("name the colour for the first card first")]
    ChooseColorFirst,
    #[error("there is no colour to choose now")]
    NoColorToChoose,
    #[error("you have already drawn; play the drawn card or pass")]
    AlreadyDrew,
    #[error("you can only play the card you just drew")]
    OnlyDrawnCard,
    #[error("you must play the card you just drew")]
    MustPlayDrawn,
    #[error("you can only pass right after drawing a playable card")]
    CannotPass,
    #[error("you must answer the pending draw first")]
    PenaltyPending,
    #[error("only a matching Draw Two or Wild Draw Four can be stacked")]
    CannotStack,
    #[error("there is no Wild Draw Four to challenge")]
    NothingToChallenge,
    #[error("there is no pending draw to accept")]
    NoPenalty,
    #[error("you can call UNO only while holding two cards or right after playing down to one")]
    CannotCallUno,
    #[error("you can only jump in with a card identical to the top card")]
    CannotJumpIn,
    #[error("the game setup is inconsistent: {0}")]
    BadSetup(String),
}
