//! Pazaak cards: the green main-deck cards, the side cards a player holds, and the cards
//! lying on a player's table.
//!
//! Side cards have a short text form ("+3", "-2", "±4", "D", "F24", "F36", "±1T") used
//! in data files, saved records and messages, so a JSON career file stays readable.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Highest value a plus, minus or plus/minus side card may carry.
pub const MAX_SIDE_VALUE: u8 = 6;

/// The sign a player picks when playing a plus/minus or Tiebreaker card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Sign {
    Plus,
    Minus,
}

impl Sign {
    /// +1 or -1, to multiply a card's value with.
    pub fn factor(self) -> i32 {
        match self {
            Sign::Plus => 1,
            Sign::Minus => -1,
        }
    }
}

/// One side card type. Values of plus/minus cards are 1..=6; [`SideCard::is_valid`]
/// checks that for cards that arrive from outside (a data file, a player's request).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SideCard {
    /// Blue: adds its value.
    Plus(u8),
    /// Red: subtracts its value.
    Minus(u8),
    /// Red-blue: adds or subtracts its value, chosen when played.
    PlusMinus(u8),
    /// Yellow "D": doubles the main-deck card drawn this turn.
    Double,
    /// Yellow "2&4": flips the sign of own table cards worth ±2 or ±4.
    Flip24,
    /// Yellow "3&6": flips the sign of own table cards worth ±3 or ±6.
    Flip36,
    /// Yellow "±1T": ±1 that wins a tied set when it is the owner's last card.
    Tiebreaker,
}

impl SideCard {
    /// Every side card type the game knows, in shop order.
    pub fn all() -> Vec<SideCard> {
        let mut all = Vec::new();
        for v in 1..=MAX_SIDE_VALUE {
            all.push(SideCard::Plus(v));
        }
        for v in 1..=MAX_SIDE_VALUE {
            all.push(SideCard::Minus(v));
        }
        for v in 1..=MAX_SIDE_VALUE {
            all.push(SideCard::PlusMinus(v));
        }
        all.extend([
            SideCard::Double,
            SideCard::Flip24,
            SideCard::Flip36,
            SideCard::Tiebreaker,
        ]);
        all
    }

    /// Whether the card's value is in range (cards arriving from outside may not be).
    pub fn is_valid(self) -> bool {
        match self {
            SideCard::Plus(v) | SideCard::Minus(v) | SideCard::PlusMinus(v) => {
                (1..=MAX_SIDE_VALUE).contains(&v)
            }
            _ => true,
        }
    }

    /// Whether the player must pick a sign when playing this card.
    pub fn needs_sign(self) -> bool {
        matches!(self, SideCard::PlusMinus(_) | SideCard::Tiebreaker)
    }

    /// The absolute values a flip card turns over, if this is a flip card.
    pub fn flipped_values(self) -> Option<[i32; 2]> {
        match self {
            SideCard::Flip24 => Some([2, 4]),
            SideCard::Flip36 => Some([3, 6]),
            _ => None,
        }
    }
}

impl fmt::Display for SideCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideCard::Plus(v) => write!(f, "+{v}"),
            SideCard::Minus(v) => write!(f, "-{v}"),
            SideCard::PlusMinus(v) => write!(f, "±{v}"),
            SideCard::Double => write!(f, "D"),
            SideCard::Flip24 => write!(f, "F24"),
            SideCard::Flip36 => write!(f, "F36"),
            SideCard::Tiebreaker => write!(f, "±1T"),
        }
    }
}

/// Why a side card's text form was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a side card; write +1..+6, -1..-6, ±1..±6, D, F24, F36 or ±1T")]
pub struct ParseCardError(pub String);

impl FromStr for SideCard {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let err = || ParseCardError(s.to_string());
        let card = match text.to_ascii_uppercase().as_str() {
            "D" => SideCard::Double,
            "F24" | "2&4" => SideCard::Flip24,
            "F36" | "3&6" => SideCard::Flip36,
            "±1T" | "+-1T" | "T" => SideCard::Tiebreaker,
            _ => {
                let (ctor, digits): (fn(u8) -> SideCard, &str) =
                    if let Some(rest) = text.strip_prefix('±') {
                        (SideCard::PlusMinus, rest)
                    } else if let Some(rest) = text.strip_prefix("+-") {
                        (SideCard::PlusMinus, rest)
                    } else if let Some(rest) = text.strip_prefix('+') {
                        (SideCard::Plus, rest)
                    } else if let Some(rest) = text.strip_prefix('-') {
                        (SideCard::Minus, rest)
                    } else {
                        return Err(err());
                    };
                let value: u8 = digits.parse().map_err(|_| err())?;
                ctor(value)
            }
        };
        if card.is_valid() {
            Ok(card)
        } else {
            Err(err())
        }
    }
}

impl TryFrom<String> for SideCard {
    type Error = ParseCardError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<SideCard> for String {
    fn from(card: SideCard) -> String {
        card.to_string()
    }
}

/// Where a card on a table came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    /// A green main-deck card, with the value it had when drawn (before any Double or
    /// flip), which is what card counting needs.
    Main { drawn: u8 },
    /// A side card played from the hand, with the sign chosen for it (if any).
    Side { card: SideCard, sign: Option<Sign> },
}

/// A card lying on a player's table and what it currently counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCard {
    pub origin: Origin,
    /// Current value: may have been doubled or flipped since it was laid down.
    pub value: i32,
}

impl TableCard {
    /// Whether this card is a Tiebreaker (for the tied-set rule).
    pub fn is_tiebreaker(&self) -> bool {
        matches!(
            self.origin,
            Origin::Side {
                card: SideCard::Tiebreaker,
                ..
            }
        )
    }
}
