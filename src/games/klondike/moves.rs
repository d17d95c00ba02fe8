//! Moves: the typed, checked [`Move`] the engine applies, and the unchecked [`Order`]
//! a player types ("8 9", "7 11", "3 5 2": from pile, to pile, optional card count).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::error::MoveError;
use super::pile::{Pile, PileKind};

/// One move. `Transfer` covers every card movement between two piles; which pairs are
/// allowed is decided by the game ([`super::Klondike::legal_moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Turn the next card (or three, in draw-3) from the stock onto the waste ("8 9").
    Draw,
    /// Turn the whole waste back into the stock once the stock is empty ("9 8").
    Recycle,
    /// Move `count` cards from the top of `from` onto `to`.
    Transfer { from: Pile, to: Pile, count: u8 },
}

impl Move {
    /// A one-card transfer.
    pub fn single(from: Pile, to: Pile) -> Move {
        Move::Transfer { from, to, count: 1 }
    }

    pub fn from_pile(&self) -> Pile {
        match *self {
            Move::Draw => Pile::STOCK,
            Move::Recycle => Pile::WASTE,
            Move::Transfer { from, .. } => from,
        }
    }

    pub fn to_pile(&self) -> Pile {
        match *self {
            Move::Draw => Pile::WASTE,
            Move::Recycle => Pile::STOCK,
            Move::Transfer { to, .. } => to,
        }
    }
}

impl fmt::Display for Move {
    /// The seed's notation: "8 9", "7 11", and "3 5 2" for a run of more than one card.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Transfer { from, to, count } if count > 1 => {
                write!(f, "{} {} {}", from.number(), to.number(), count)
            }
            _ => write!(
                f,
                "{} {}",
                self.from_pile().number(),
                self.to_pile().number()
            ),
        }
    }
}

/// What a player asked for, before the game checks it: two pile numbers and, for a run
/// between tableau piles, how many cards (if omitted the game finds the run that fits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order {
    pub from: Pile,
    pub to: Pile,
    pub count: Option<u8>,
}

impl FromStr for Order {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Order, MoveError> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == '>' || c == '-')
            .filter(|w| !w.is_empty())
            .collect();
        if !(2..=3).contains(&words.len()) {
            return Err(MoveError::BadOrder(text.trim().to_string()));
        }
        let number = |word: &str| -> Result<u32, MoveError> {
            word.parse::<u32>()
                .map_err(|_| MoveError::BadOrder(text.trim().to_string()))
        };
        let pile = |word: &str| -> Result<Pile, MoveError> {
            let n = number(word)?;
            u8::try_from(n)
                .map_err(|_| MoveError::NoSuchPile(n))
                .and_then(Pile::new)
        };
        let from = pile(words[0])?;
        let to = pile(words[1])?;
        let count = match words.get(2) {
            None => None,
            Some(word) => {
                let n = number(word)?;
                if n == 0 || n > 13 {
                    return Err(MoveError::BadCount(n));
                }
                Some(n as u8)
            }
        };
        Ok(Order { from, to, count })
    }
}

impl Order {
    /// Whether this order names the stock-to-waste turn or the waste recycle.
    pub(crate) fn stock_move(&self) -> Option<Move> {
        match (self.from.kind(), self.to.kind()) {
            (PileKind::Stock, PileKind::Waste) => Some(Move::Draw),
            (PileKind::Waste, PileKind::Stock) => Some(Move::Recycle),
            _ => None,
        }
    }
}
