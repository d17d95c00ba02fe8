//! A whole game of Oril: the position plus what only history knows (repeated
//! positions since the last capture, the agreed end, the last move), and the
//! two-seat [`Game`] implementation a table drives.

use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::error::OrilError;
use super::house::{House, Side};
use super::position::{Position, Transition};
use super::rules::{EndReason, RuleSet};
use crate::games::{Game, Outcome, Seat};

/// Something a seat can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OrilAction {
    /// Sow the stones of one of your houses (the seat to move only).
    Sow(House),
    /// Agree to end the game now, each player taking the stones on their own side.
    /// Either seat may press it at any time; the game ends once both have.
    AgreeEnd,
    /// Take back your agreement to end before your opponent has agreed too.
    WithdrawEnd,
}

/// The last sowing move, for showing what happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// Who sowed.
    pub side: Side,
    /// Which house.
    pub house: House,
    /// Stones captured by the move.
    pub captured: u8,
    /// Opponent houses captured (0-6).
    pub houses_captured: u8,
    /// Stones sown (0 in records stored before this was kept).
    #[serde(default)]
    pub sown: u8,
    /// Where the last stone fell, side and house (absent in records stored before
    /// this was kept).
    #[serde(default)]
    pub last: Option<(Side, House)>,
}

impl MoveRecord {
    /// The opponent houses the move captured, highest number first (the capture runs
    /// clockwise from where the last stone fell). Empty if nothing was captured or
    /// the record does not say where the last stone fell.
    pub fn captured_houses(&self) -> Vec<(Side, House)> {
        let Some((side, last)) = self.last else {
            return Vec::new();
        };
        if self.houses_captured == 0 || side == self.side {
            return Vec::new();
        }
        (0..self.houses_captured)
            .filter_map(|k| last.number().checked_sub(k))
            .filter_map(|n| House::new(n).ok())
            .map(|h| (side, h))
            .collect()
    }
}

/// A game in progress or finished. Serializes to JSON for storage and replays
/// identically: nothing in it depends on the clock or on hidden randomness.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrilGame {
    rules: RuleSet,
    position: Position,
    /// Positions since the last capture, oldest first, the current one last.
    since_capture: Vec<Position>,
    /// Which seats have agreed to end (South, North).
    agreed_end: [bool; 2],
    end: Option<EndReason>,
    last_move: Option<MoveRecord>,
    plies: u32,
}

impl OrilGame {
    /// A new game from the opening position with `first` to move.
    pub fn new(rules: RuleSet, first: Side) -> OrilGame {
        OrilGame::from_position(rules, Position::start(first))
    }

    /// A new game whose first player is drawn from `seed` (the rules' default: who
    /// starts is random). The same seed always gives the same first player.
    pub fn with_random_first(rules: RuleSet, seed: u64) -> OrilGame {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let first = if rng.gen::<bool>() {
            Side::South
        } else {
            Side::North
        };
        OrilGame::new(rules, first)
    }

    /// A game continuing from a checked position (see [`Position::new`]). It is over
    /// at once if the position already ends it.
    pub fn from_position(rules: RuleSet, position: Position) -> OrilGame {
        let end = position.end_reason();
        let position = match end {
            Some(reason) => position.settled(reason),
            None => position,
        };
        OrilGame {
            rules,
            position,
            since_capture: vec![position],
            agreed_end: [false; 2],
            end,
            last_move: None,
            plies: 0,
        }
    }

    /// The rule set in force.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The current position (settled once the game is over).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Positions since the last capture, oldest first, current last.
    pub fn positions_since_capture(&self) -> &[Position] {
        &self.since_capture
    }

    /// The side whose move it is, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Side> {
        self.end.is_none().then(|| self.position.to_move())
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether `side` has agreed to end the game.
    pub fn has_agreed_end(&self, side: Side) -> bool {
        self.agreed_end[side.index()]
    }

    /// The last sowing move, if any.
    pub fn last_move(&self) -> Option<MoveRecord> {
        self.last_move
    }

    /// Sowing moves played so far in this game.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The houses the side to move may sow (empty once the game is over).
    pub fn legal_moves(&self) -> Vec<House> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position.legal_moves(self.rules)
        }
    }

    /// Sow `house` for the side to move. Refused (game unchanged) if the game is
    /// over or the move is illegal.
    pub fn play(&mut self, house: House) -> Result<Transition, OrilError> {
        if self.is_over() {
            return Err(OrilError::GameOver);
        }
        let transition = self.position.play(house, self.rules)?;
        let mover = self.position.to_move();
        self.plies += 1;
        self.agreed_end = [false; 2];
        self.last_move = Some(MoveRecord {
            side: mover,
            house,
            captured: transition.captured,
            houses_captured: transition.houses_captured,
            sown: transition.sown,
            last: Some(transition.last),
        });
        self.position = transition.position;
        self.end = transition.end;
        if self.end.is_none() {
            if transition.captured > 0 {
                self.since_capture.clear();
            } else if self.since_capture.contains(&transition.position) {
                self.finish(EndReason::Cycle);
            }
        }
        if self.end.is_none() {
            self.since_capture.push(self.position);
        }
        Ok(transition)
    }

    fn finish(&mut self, reason: EndReason) {
        self.position = self.position.settled(reason);
        self.end = Some(reason);
    }

    /// Final scores (South, North) once the game is over; the current stores before.
    pub fn scores(&self) -> [u8; 2] {
        self.position.stores()
    }

    /// The winning side once the game is over, `None` for a 24-24 draw or while the
    /// game goes on.
    pub fn winner(&self) -> Option<Side> {
        self.end?;
        let [south, north] = self.position.stores();
        match south.cmp(&north) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn seat_side(seat: Seat) -> Result<Side, OrilError> {
        Side::from_seat(seat).ok_or(OrilError::NoSuchSeat)
    }
}

impl Game for OrilGame {
    type Action = OrilAction;
    type Error = OrilError;
    type Event = ();

    fn seat_count(&self) -> usize {
        2
    }

    /// The seat whose move is awaited. (Either seat may also press
    /// [`OrilAction::AgreeEnd`] at any time; `legal_actions` lists it for both.)
    fn seats_to_act(&self) -> Vec<Seat> {
        self.to_move().map(|s| vec![s.seat()]).unwrap_or_default()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<OrilAction> {
        let Some(side) = Side::from_seat(seat) else {
            return Vec::new();
        };
        if self.is_over() {
            return Vec::new();
        }
        let mut actions: Vec<OrilAction> = if self.position.to_move() == side {
            self.legal_moves()
                .into_iter()
                .map(OrilAction::Sow)
                .collect()
        } else {
            Vec::new()
        };
        actions.push(if self.agreed_end[side.index()] {
            OrilAction::WithdrawEnd
        } else {
            OrilAction::AgreeEnd
        });
        actions
    }

    fn apply(&mut self, seat: Seat, action: &OrilAction) -> Result<(), OrilError> {
        let side = Self::seat_side(seat)?;
        if self.is_over() {
            return Err(OrilError::GameOver);
        }
        match *action {
            OrilAction::Sow(house) => {
                if self.position.to_move() != side {
                    return Err(OrilError::NotYourTurn);
                }
                self.play(house).map(|_| ())
            }
            OrilAction::AgreeEnd => {
                if self.agreed_end[side.index()] {
                    return Err(OrilError::AlreadyAgreed);
                }
                self.agreed_end[side.index()] = true;
                if self.agreed_end.iter().all(|&a| a) {
                    self.finish(EndReason::Agreement);
                }
                Ok(())
            }
            OrilAction::WithdrawEnd => {
                if !self.agreed_end[side.index()] {
                    return Err(OrilError::NotAgreed);
                }
                self.agreed_end[side.index()] = false;
                Ok(())
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end?;
        Some(match self.winner() {
            Some(side) => Outcome::Won(vec![side.seat()]),
            None => Outcome::Draw,
        })
    }
}
