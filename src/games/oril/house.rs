//! The two sides of the board and the typed house a move is played from.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::error::HouseError;

/// Houses in one row.
pub const HOUSES_PER_SIDE: usize = 6;

/// A side of the board. Seat 0 plays South, seat 1 plays North; either may move first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The row of seat 0.
    South,
    /// The row of seat 1.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// 0 for South, 1 for North (also the index of the side's store).
    pub const fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }

    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The table seat that plays this side.
    pub const fn seat(self) -> usize {
        self.index()
    }

    /// The side played by `seat`, if the seat exists.
    pub const fn from_seat(seat: usize) -> Option<Side> {
        match seat {
            0 => Some(Side::South),
            1 => Some(Side::North),
            _ => None,
        }
    }

    /// Board index of this side's house 1 (the board runs 0..12 counter-clockwise).
    pub(crate) const fn base(self) -> usize {
        self.index() * HOUSES_PER_SIDE
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

/// A house of the mover's row, numbered 1-6 from the mover's left. Sowing runs to the
/// right (towards house 6) and then on along the opponent's row.
///
/// Only [`House::new`] (or deserializing, which goes through it) makes one, so a value
/// of this type is always in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct House(u8);

impl House {
    /// Houses 1 to 6 in order.
    pub const ALL: [House; 6] = [House(1), House(2), House(3), House(4), House(5), House(6)];

    /// A house from its number 1-6, or an error a player can read.
    pub fn new(number: u8) -> Result<House, HouseError> {
        if (1..=HOUSES_PER_SIDE as u8).contains(&number) {
            Ok(House(number))
        } else {
            Err(HouseError(number))
        }
    }

    /// The number 1-6.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Position of the house in its row, 0-5.
    pub(crate) const fn offset(self) -> usize {
        self.0 as usize - 1
    }

    /// Board index of this house when `side` plays it.
    pub(crate) const fn index_for(self, side: Side) -> usize {
        side.base() + self.offset()
    }

    /// The house at row offset 0-5 (internal callers only pass offsets in range).
    pub(crate) const fn from_offset(offset: usize) -> House {
        House(offset as u8 % HOUSES_PER_SIDE as u8 + 1)
    }
}

impl TryFrom<u8> for House {
    type Error = HouseError;
    fn try_from(number: u8) -> Result<Self, Self::Error> {
        House::new(number)
    }
}

impl From<House> for u8 {
    fn from(house: House) -> u8 {
        house.0
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
