//! Typed events the engine reports after each action, for the table's log.

use super::card::{Card, Color};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Direction of play. Clockwise means seat numbers increase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    Clockwise,
    CounterClockwise,
}

impl Direction {
    pub fn flipped(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::CounterClockwise,
            Direction::CounterClockwise => Direction::Clockwise,
        }
    }
}

/// Why a seat drew cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawCause {
    /// Drew on its own turn while `color` was the colour to match.
    Turn { color: Color },
    /// Took a Draw Two / Wild Draw Four (possibly stacked, or a first card).
    Penalty,
    /// Lost a Wild Draw Four challenge (as challenger or as the bluffer).
    Challenge,
    /// Missed the UNO call.
    Uno,
}

/// Something that happened, in order. Seats are indices; [`Event::describe`] names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
        starter: Seat,
        first: Card,
    },
    /// A Wild Draw Four was turned up first: it went back and the deck was reshuffled.
    FirstCardReturned,
    Played {
        seat: Seat,
        card: Card,
        color: Option<Color>,
    },
    JumpedIn {
        seat: Seat,
        card: Card,
    },
    Drew {
        seat: Seat,
        count: usize,
        cause: DrawCause,
    },
    CannotDraw {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    Skipped {
        seat: Seat,
    },
    Reversed {
        direction: Direction,
    },
    ColorChosen {
        seat: Seat,
        color: Color,
    },
    /// A draw is pending on `seat`, which may challenge and/or stack.
    DrawPending {
        seat: Seat,
        amount: usize,
        can_challenge: bool,
    },
    Challenged {
        challenger: Seat,
        accused: Seat,
        succeeded: bool,
    },
    /// `seat` played down to one card without calling: the table arms a timer of
    /// `seconds` and then calls `uno_window_expired(seat)`.
    UnoWindowOpened {
        seat: Seat,
        seconds: u8,
    },
    UnoCalled {
        seat: Seat,
    },
    UnoPenalty {
        seat: Seat,
        count: usize,
    },
    Reshuffled {
        cards: usize,
    },
    HandsSwapped {
        seat: Seat,
        with: Seat,
    },
    HandsRotated {
        direction: Direction,
    },
    RoundWon {
        seat: Seat,
        points: u32,
    },
    MatchWon {
        seat: Seat,
        score: u32,
    },
}

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

impl Event {
    /// One line for the table's log; `names[seat]` is each seat's display name
    /// (missing names fall back to "Seat N").
    pub fn describe(&self, names: &[String]) -> String {
        let n = |s: &Seat| name(names, *s);
        match self {
            Event::RoundStarted {
                round,
                starter,
                first,
            } => format!(
                "Round {round} begins: {} starts, first card {first}.",
                n(starter)
            ),
            Event::FirstCardReturned => {
                "A Wild Draw Four cannot open the round: it goes back into the deck.".to_string()
            }
            Event::Played {
                seat,
                card,
                color: Some(c),
            } => format!("{} plays {card} and names {c}.", n(seat)),
            Event::Played { seat, card, .. } => format!("{} plays {card}.", n(seat)),
            Event::JumpedIn { seat, card } => format!("{} jumps in with {card}!", n(seat)),
            Event::Drew { seat, count, .. } => match count {
                1 => format!("{} draws a card.", n(seat)),
                c => format!("{} draws {c} cards.", n(seat)),
            },
            Event::CannotDraw { seat } => {
                format!("{} cannot draw (no cards left) and passes.", n(seat))
            }
            Event::Passed { seat } => format!("{} keeps the card and passes.", n(seat)),
            Event::Skipped { seat } => format!("{} is skipped.", n(seat)),
            Event::Reversed { direction } => match direction {
                Direction::Clockwise => "Play now goes clockwise.".to_string(),
                Direction::CounterClockwise => "Play now goes counter-clockwise.".to_string(),
            },
            Event::ColorChosen { seat, color } => format!("{} names {color}.", n(seat)),
            Event::DrawPending {
                seat,
                amount,
                can_challenge,
            } => {
                let mut s = format!("{} must take {amount} cards", n(seat));
                if *can_challenge {
                    s.push_str(" or challenge the Wild Draw Four");
                }
                s.push('.');
                s
            }
            Event::Challenged {
                challenger,
                accused,
                succeeded: true,
            } => format!(
                "{} challenges {}: the Wild Draw Four was illegal!",
                n(challenger),
                n(accused)
            ),
            Event::Challenged {
                challenger,
                accused,
                ..
            } => format!(
                "{} challenges {}: the Wild Draw Four was legal.",
                n(challenger),
                n(accused)
            ),
            Event::UnoWindowOpened { seat, .. } => format!("{} has one card left...", n(seat)),
            Event::UnoCalled { seat } => format!("{} calls UNO!", n(seat)),
            Event::UnoPenalty { seat, count } => {
                format!("{} forgot to call UNO and draws {count}.", n(seat))
            }
            Event::Reshuffled { cards } => {
                format!("The discard pile is shuffled into a new draw pile ({cards} cards).")
            }
            Event::HandsSwapped { seat, with } => {
                format!("{} swaps hands with {}.", n(seat), n(with))
            }
            Event::HandsRotated { .. } => "All hands pass one seat along.".to_string(),
            Event::RoundWon { seat, points } => {
                format!("{} wins the round and scores {points} points.", n(seat))
            }
            Event::MatchWon { seat, score } => {
                format!("{} wins the match with {score} points!", n(seat))
            }
        }
    }
}
