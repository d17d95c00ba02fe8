//! What a Pazaak player can do, why the engine may refuse it, and the events a table
//! narrates afterwards.

use super::cards::{SideCard, Sign};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// A position in a player's hand (0-based). Slots keep their place when a card is used,
/// so a button built for slot 2 still means the same card after slot 0 was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct HandSlot(pub u8);

/// A player's action on their turn. The main-deck draw is automatic and is no action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play the hand card in `slot`; `sign` is `Some` exactly for plus/minus and
    /// Tiebreaker cards.
    Play { slot: HandSlot, sign: Option<Sign> },
    /// Finish the turn and keep drawing next time.
    EndTurn,
    /// Finish the turn and draw no more this set.
    Stand,
}

/// Why an action was refused; the text is shown to the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PazaakError {
    #[error("The match is over.")]
    MatchOver,
    #[error("It is not your turn.")]
    NotYourTurn,
    #[error("There is no such seat at this table.")]
    NoSuchSeat,
    #[error("You already played a hand card this turn.")]
    AlreadyPlayedThisTurn,
    #[error("There is no card in that hand slot.")]
    NoSuchSlot,
    #[error("You already used that hand card.")]
    CardUsed,
    #[error("Choose + or - for {0}.")]
    SignNeeded(SideCard),
    #[error("{0} has a fixed sign; play it without choosing one.")]
    SignNotAllowed(SideCard),
}

/// Why a stand happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandReason {
    /// The player chose to stand.
    Chose,
    /// The total reached exactly 20.
    Twenty,
    /// Nine cards lie on the table.
    NineCards,
}

/// How a set was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetDecision {
    /// The loser ended a turn over 20.
    Bust,
    /// Both stood; the winner was closer to 20.
    Closer,
    /// Equal totals, the winner's last card was a Tiebreaker.
    Tiebreaker,
    /// Equal totals and no (or both) Tiebreakers: nobody wins.
    Tie,
}

/// The result of one finished set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetResult {
    /// 1-based set number.
    pub number: u32,
    /// Final totals by seat.
    pub totals: [i32; 2],
    /// `None` for a tie.
    pub winner: Option<Seat>,
    pub decision: SetDecision,
}

/// Something that happened at the table, in order, for narration and replays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    SetStarted {
        number: u32,
        starter: Seat,
    },
    Drew {
        seat: Seat,
        value: u8,
    },
    Played {
        seat: Seat,
        card: SideCard,
        sign: Option<Sign>,
    },
    EndedTurn {
        seat: Seat,
    },
    Stood {
        seat: Seat,
        reason: StandReason,
    },
    Busted {
        seat: Seat,
        total: i32,
    },
    SetEnded(SetResult),
    MatchWon {
        seat: Seat,
    },
}
