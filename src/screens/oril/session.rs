//! The engine an Oril table stores: the game plus what the table adds around it (which
//! seats the computer plays).

use super::actions::OrilPress;
use super::OrilScreen;
use crate::games::oril::{House, OrilAction, OrilError, OrilGame, Side};
use crate::games::{Game, Outcome, Seat};
use crate::table::hosting::Match;
use serde::{Deserialize, Serialize};

/// The engine a table stores: the game, and which seats the computer plays (to answer
/// a proposal to end at once). A forfeit is the platform's ([`Match::forfeited`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrilTable {
    pub game: OrilGame,
    /// South's seat, then North's.
    pub computer: [bool; 2],
}

impl Match<OrilScreen> {
    /// Over by the rules or by a forfeit.
    pub fn is_over(&self) -> bool {
        self.engine.game.is_over() || self.forfeited.is_some()
    }
}

/// What a press did, as the narrator needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrilEvent {
    /// The seat sowed this house (the game's last move says what it captured).
    Sowed(House),
    /// The seat proposed to end, and the other person has not answered yet.
    Proposed,
    /// The seat agreed to the other's proposal: the game is over.
    Agreed,
    /// The computer, asked at once, agreed: the game is over.
    ComputerAgreed,
    /// The computer, asked at once, declined; the proposal is withdrawn so it can be
    /// made again later.
    ComputerDeclined,
}

/// Whether the computer at `seat` agrees to end now: each side keeping its own stones
/// must not lose for it.
fn computer_agrees(table: &OrilTable, seat: Seat) -> bool {
    let Some(me) = Side::from_seat(seat) else {
        return false;
    };
    let p = table.game.position();
    let total = |side: Side| u32::from(p.store(side)) + u32::from(p.row_total(side));
    total(me) >= total(me.opponent())
}

impl OrilTable {
    /// A proposal to end: the engine's agreement, answered at once by a computer seat.
    fn propose_end(&mut self, seat: Seat) -> Result<OrilEvent, OrilError> {
        self.game.apply(seat, &OrilAction::AgreeEnd)?;
        if self.game.is_over() {
            return Ok(OrilEvent::Agreed);
        }
        let other = 1 - seat.min(1);
        if !self.computer[other] {
            return Ok(OrilEvent::Proposed);
        }
        if computer_agrees(self, other) && self.game.apply(other, &OrilAction::AgreeEnd).is_ok() {
            return Ok(OrilEvent::ComputerAgreed);
        }
        // Withdrawing one's own proposal cannot fail while the game goes on.
        let _ = self.game.apply(seat, &OrilAction::WithdrawEnd);
        Ok(OrilEvent::ComputerDeclined)
    }
}

/// The table's presses: a house to sow, or a proposal to end (the engine's agreement;
/// withdrawing is the table's own answer for a computer that declines).
impl Game for OrilTable {
    type Action = OrilPress;
    type Error = OrilError;
    type Event = OrilEvent;

    fn seat_count(&self) -> usize {
        2
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        self.game.seats_to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<OrilPress> {
        self.game
            .legal_actions(seat)
            .into_iter()
            .filter_map(|action| match action {
                OrilAction::Sow(house) => Some(OrilPress::Sow(house)),
                OrilAction::AgreeEnd => Some(OrilPress::ProposeEnd),
                OrilAction::WithdrawEnd => None,
            })
            .collect()
    }
    fn apply(&mut self, seat: Seat, press: &OrilPress) -> Result<OrilEvent, OrilError> {
        match *press {
            OrilPress::Sow(house) => {
                self.game.apply(seat, &OrilAction::Sow(house))?;
                Ok(OrilEvent::Sowed(house))
            }
            OrilPress::ProposeEnd => self.propose_end(seat),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
}
