//! Pile numbers as the player types them: 1-7 tableau, 8 stock, 9 waste, 10-13 foundations.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::MoveError;

/// A pile, by its number 1-13 (checked on construction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Pile(u8);

/// What a pile number stands for. Indices are 0-based (tableau 0-6, foundation 0-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PileKind {
    Tableau(usize),
    Stock,
    Waste,
    Foundation(usize),
}

impl Pile {
    pub const STOCK: Pile = Pile(8);
    pub const WASTE: Pile = Pile(9);

    /// The pile numbered `number`, refused outside 1-13.
    pub fn new(number: u8) -> Result<Pile, MoveError> {
        if (1..=13).contains(&number) {
            Ok(Pile(number))
        } else {
            Err(MoveError::NoSuchPile(number.into()))
        }
    }

    /// Tableau pile `index` (0-6).
    pub fn tableau(index: usize) -> Option<Pile> {
        (index < 7).then(|| Pile(index as u8 + 1))
    }

    /// Foundation pile `index` (0-3).
    pub fn foundation(index: usize) -> Option<Pile> {
        (index < 4).then(|| Pile(index as u8 + 10))
    }

    /// The number the player types.
    pub fn number(self) -> u8 {
        self.0
    }

    pub fn kind(self) -> PileKind {
        match self.0 {
            1..=7 => PileKind::Tableau(self.0 as usize - 1),
            8 => PileKind::Stock,
            9 => PileKind::Waste,
            n => PileKind::Foundation(n as usize - 10),
        }
    }

    /// The board label: T1-T7, STOCK, WASTE, F1-F4.
    pub fn label(self) -> String {
        match self.kind() {
            PileKind::Tableau(i) => format!("T{}", i + 1),
            PileKind::Stock => "STOCK".to_string(),
            PileKind::Waste => "WASTE".to_string(),
            PileKind::Foundation(i) => format!("F{}", i + 1),
        }
    }
}

impl TryFrom<u8> for Pile {
    type Error = MoveError;
    fn try_from(number: u8) -> Result<Pile, MoveError> {
        Pile::new(number)
    }
}

impl From<Pile> for u8 {
    fn from(pile: Pile) -> u8 {
        pile.0
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.0, self.label())
    }
}
