//! Klondike as a one-seat [`Game`]: the actions a table offers (play a move, undo,
//! send safe cards up, resign) and the outcome.

use serde::{Deserialize, Serialize};

use super::error::MoveError;
use super::moves::Move;
use super::state::Klondike;
use crate::games::{Game, Outcome, Seat};

/// What the player can do at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Make one move.
    Play(Move),
    /// Take back the last move (and the automatic moves that followed it).
    Undo,
    /// Send every safe card to the foundations.
    AutoPlay,
    /// Give up.
    Resign,
}

impl Game for Klondike {
    type Action = Action;
    type Error = MoveError;
    type Event = ();

    fn seat_count(&self) -> usize {
        1
    }

    fn seats_to_act(&self) -> Vec<Seat> {
        if self.is_over() {
            Vec::new()
        } else {
            vec![0]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat != 0 || self.is_over() {
            return Vec::new();
        }
        let mut actions: Vec<Action> = self.legal_moves().into_iter().map(Action::Play).collect();
        if !self.history.is_empty() {
            actions.push(Action::Undo);
        }
        if self.safe_move().is_some() {
            actions.push(Action::AutoPlay);
        }
        actions.push(Action::Resign);
        actions
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), MoveError> {
        if seat != 0 {
            return Err(MoveError::WrongSeat);
        }
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        match *action {
            Action::Play(mv) => self.apply_move(mv),
            Action::Undo => self.undo(),
            Action::AutoPlay => {
                if self.auto_play().is_empty() {
                    Err(MoveError::NothingToAutoPlay)
                } else {
                    Ok(())
                }
            }
            Action::Resign => self.resign(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.is_won() {
            Some(Outcome::Won(vec![0]))
        } else if self.resigned {
            Some(Outcome::Draw)
        } else {
            None
        }
    }
}
