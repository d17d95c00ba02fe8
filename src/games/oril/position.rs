//! A board position (12 houses, two stores, side to move) and the rules that act on
//! it alone: sowing, captures, the six-house capture, feeding and the ends that a
//! position decides by itself. Game history (cycles, agreement) lives in `game.rs`.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::error::{MoveError, PositionError};
use super::house::{House, Side, HOUSES_PER_SIDE};
use super::rules::{EndReason, RuleSet};

/// Stones in play: houses plus stores always add up to this.
pub const TOTAL_STONES: u32 = 48;
/// A store holding this many stones wins at once.
pub const WINNING_STORE: u8 = 25;
/// Houses on the whole board.
pub const BOARD_HOUSES: usize = 2 * HOUSES_PER_SIDE;

/// A position. Board index 0-5 is South's row (house 1-6), 6-11 is North's; sowing
/// runs up the indices and wraps, which is counter-clockwise for both players.
///
/// Positions built by the engine are always consistent; [`Position::new`] checks one
/// given from outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawPosition", into = "RawPosition")]
pub struct Position {
    houses: [u8; BOARD_HOUSES],
    stores: [u8; 2],
    to_move: Side,
}

/// The unchecked form of a position, as it is written to JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawPosition {
    /// South's houses 1-6 then North's houses 1-6.
    pub houses: Vec<u8>,
    /// South's store, then North's.
    pub stores: [u8; 2],
    /// Who moves next.
    pub to_move: Side,
}

impl TryFrom<RawPosition> for Position {
    type Error = PositionError;
    fn try_from(raw: RawPosition) -> Result<Self, Self::Error> {
        Position::counted(&raw.houses, raw.stores, raw.to_move)
    }
}

impl From<Position> for RawPosition {
    fn from(p: Position) -> Self {
        RawPosition {
            houses: p.houses.to_vec(),
            stores: p.stores,
            to_move: p.to_move,
        }
    }
}

/// What playing one house did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transition {
    /// The position afterwards (settled if the game ended).
    pub position: Position,
    /// Stones captured by the move itself (for an only-move six-house capture, every
    /// stone the mover took from the board).
    pub captured: u8,
    /// Opponent houses the capture emptied (0-6).
    pub houses_captured: u8,
    /// How the game ended, if this move ended it (cycles are judged by the game).
    pub end: Option<EndReason>,
    /// Stones taken from the house and sown.
    pub sown: u8,
    /// Where the last stone fell: the side and house number.
    pub last: (Side, House),
}

/// The result of sowing before the capture is removed.
struct Sowing {
    houses: [u8; BOARD_HOUSES],
    last: usize,
    captured: u8,
    count: u8,
}

/// The legality of each of the mover's houses, computed in one place.
pub type Verdicts = [Result<(), MoveError>; HOUSES_PER_SIDE];

impl Position {
    /// The opening position: four stones in every house, `first` to move.
    pub fn start(first: Side) -> Position {
        Position {
            houses: [4; BOARD_HOUSES],
            stores: [0, 0],
            to_move: first,
        }
    }

    /// A position to play from, given by explicit counts and rejected with a reason
    /// if no game in play can reach it: twelve houses, 48 stones in all, and no store
    /// of exactly one stone (captures take 2 or more).
    pub fn new(houses: &[u8], stores: [u8; 2], to_move: Side) -> Result<Position, PositionError> {
        let position = Position::counted(houses, stores, to_move)?;
        for side in Side::BOTH {
            if stores[side.index()] == 1 {
                return Err(PositionError::SingleStoneStore(side));
            }
        }
        Ok(position)
    }

    /// The checks every stored position passes, finished games included (their final
    /// split may leave a store of one stone): twelve houses and 48 stones.
    fn counted(houses: &[u8], stores: [u8; 2], to_move: Side) -> Result<Position, PositionError> {
        let houses: [u8; BOARD_HOUSES] = houses
            .try_into()
            .map_err(|_| PositionError::HouseCount(houses.len()))?;
        let total: u32 = houses
            .iter()
            .chain(stores.iter())
            .map(|&s| u32::from(s))
            .sum();
        if total != TOTAL_STONES {
            return Err(PositionError::StoneCount(total));
        }
        Ok(Position {
            houses,
            stores,
            to_move,
        })
    }

    /// A position from parts the caller vouches for (the compact search board converts
    /// back through this; its positions always come from engine-made ones).
    pub(crate) fn from_parts(
        houses: [u8; BOARD_HOUSES],
        stores: [u8; 2],
        to_move: Side,
    ) -> Position {
        Position {
            houses,
            stores,
            to_move,
        }
    }

    /// Who moves next.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Stones in `house` of `side`'s row.
    pub fn stones(&self, side: Side, house: House) -> u8 {
        self.houses[house.index_for(side)]
    }

    /// All twelve houses: South's 1-6 then North's 1-6.
    pub fn houses(&self) -> &[u8; BOARD_HOUSES] {
        &self.houses
    }

    /// `side`'s row, house 1 first.
    pub fn row(&self, side: Side) -> &[u8] {
        &self.houses[side.base()..side.base() + HOUSES_PER_SIDE]
    }

    /// Stones captured so far by `side`.
    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// Both stores, South first.
    pub fn stores(&self) -> [u8; 2] {
        self.stores
    }

    /// Stones still on `side`'s row.
    pub fn row_total(&self, side: Side) -> u8 {
        self.row(side).iter().sum()
    }

    /// A compact exact key for the position (6 bits per house and store, 1 for the
    /// side), used for cycle detection and transposition tables.
    pub fn key(&self) -> u128 {
        let mut key = self.to_move.index() as u128;
        for &s in self.houses.iter().chain(self.stores.iter()) {
            key = (key << 6) | u128::from(s);
        }
        key
    }

    /// Whether sowing `stones` from row offset `offset` reaches the opponent's row.
    fn reaches_opponent(offset: usize, stones: u8) -> bool {
        offset + usize::from(stones) >= HOUSES_PER_SIDE
    }

    /// The legality of each of the mover's six houses: the single source from which
    /// [`Position::legal_moves`] and every refusal derive.
    pub fn verdicts(&self, rules: RuleSet) -> Verdicts {
        let me = self.to_move;
        let must_feed = self.row_total(me.opponent()) == 0;
        let mut verdicts: Verdicts = [Ok(()); HOUSES_PER_SIDE];
        let mut slam = [false; HOUSES_PER_SIDE];
        for (offset, verdict) in verdicts.iter_mut().enumerate() {
            let house = House::from_offset(offset);
            let stones = self.houses[me.base() + offset];
            if stones == 0 {
                *verdict = Err(MoveError::EmptyHouse(house));
            } else if must_feed && !Self::reaches_opponent(offset, stones) {
                *verdict = Err(MoveError::MustFeed(house));
            } else if rules == RuleSet::Oril && self.may_capture_all(offset, stones) {
                slam[offset] = self.sow(me.base() + offset).count == HOUSES_PER_SIDE as u8;
            }
        }
        // A six-house capture is refused only while some other move exists.
        let other_exists = verdicts
            .iter()
            .zip(slam.iter())
            .any(|(v, &s)| v.is_ok() && !s);
        if other_exists {
            for (offset, verdict) in verdicts.iter_mut().enumerate() {
                if slam[offset] {
                    *verdict = Err(MoveError::GrandSlam(House::from_offset(offset)));
                }
            }
        }
        verdicts
    }

    /// The houses the side to move may play, in order (empty if the game is over by
    /// the position alone).
    pub fn legal_moves(&self, rules: RuleSet) -> Vec<House> {
        if self.end_reason().is_some() {
            return Vec::new();
        }
        self.verdicts(rules)
            .iter()
            .enumerate()
            .filter(|(_, v)| v.is_ok())
            .map(|(offset, _)| House::from_offset(offset))
            .collect()
    }

    /// A cheap necessary condition for a six-house capture, so most moves skip the
    /// trial sowing: without lapping, the last stone must land on the opponent's
    /// house 6 and every opponent house must hold 1 or 2 stones before it.
    fn may_capture_all(&self, offset: usize, stones: u8) -> bool {
        stones >= 11
            || (offset + usize::from(stones) == 2 * HOUSES_PER_SIDE - 1
                && self
                    .row(self.to_move.opponent())
                    .iter()
                    .all(|&s| (1..=2).contains(&s)))
    }

    /// Whether the position alone ends the game before the side to move plays: a
    /// store of 25+, no stones to play, or no way to feed a starving opponent.
    pub fn end_reason(&self) -> Option<EndReason> {
        let me = self.to_move;
        if self.stores.iter().any(|&s| s >= WINNING_STORE) {
            Some(EndReason::Majority)
        } else if self.row_total(me) == 0 {
            Some(EndReason::NoStones)
        } else if self.row_total(me.opponent()) == 0
            && !(0..HOUSES_PER_SIDE).any(|o| Self::reaches_opponent(o, self.houses[me.base() + o]))
        {
            Some(EndReason::CannotFeed)
        } else {
            None
        }
    }

    /// Sow from board index `from` without changing `self`, and find the capture.
    /// Returns the houses after sowing (nothing removed yet), the last house sown,
    /// the stones the capture would take and how many houses it spans. The emptied
    /// house is skipped when the sowing laps the board.
    fn sow(&self, from: usize) -> Sowing {
        let mut houses = self.houses;
        let stones = houses[from];
        houses[from] = 0;
        // Full laps of the eleven other houses first, then the remainder.
        let laps = stones / 11;
        if laps > 0 {
            for (i, h) in houses.iter_mut().enumerate() {
                if i != from {
                    *h += laps;
                }
            }
        }
        // With no remainder the last stone fell in the house just before `from`.
        let mut last = (from + BOARD_HOUSES - 1) % BOARD_HOUSES;
        let mut i = from;
        for _ in 0..stones % 11 {
            i = (i + 1) % BOARD_HOUSES;
            if i == from {
                i = (i + 1) % BOARD_HOUSES;
            }
            houses[i] += 1;
            last = i;
        }
        // Captures run clockwise from the last house while on the opponent's row.
        let opp = self.to_move.opponent().base();
        let (captured, count) = capture_run(&houses, last, opp);
        Sowing {
            houses,
            last,
            captured,
            count,
        }
    }

    /// Play `house` for the side to move, or say why it may not be played.
    pub fn play(&self, house: House, rules: RuleSet) -> Result<Transition, MoveError> {
        self.verdicts(rules)[house.offset()]?;
        Ok(self.play_unchecked(house.offset(), rules))
    }

    /// Play a house already known to be legal (row offset 0-5). Search code calls this
    /// with moves taken from [`Position::legal_moves`] or [`Position::verdicts`], so it
    /// checks nothing: an illegal offset gives a meaningless transition.
    pub fn play_unchecked(&self, offset: usize, rules: RuleSet) -> Transition {
        let me = self.to_move;
        let opp = me.opponent();
        let Sowing {
            mut houses,
            last,
            captured,
            count,
        } = self.sow(me.base() + offset);
        let mut stores = self.stores;
        let mut taken = 0u8;
        let mut houses_captured = 0u8;
        let mut end = None;
        // Under Abapa a capture that would leave the opponent without a stone, whether
        // it spans six houses or fewer because the others are already empty, is legal
        // but captures nothing.
        let takes_all = count > 0 && {
            let opp_row = &houses[opp.base()..opp.base() + HOUSES_PER_SIDE];
            opp_row.iter().map(|&s| u32::from(s)).sum::<u32>() == u32::from(captured)
        };
        if rules == RuleSet::Abapa && takes_all {
            // Legal, but captures nothing.
        } else if count as usize == HOUSES_PER_SIDE {
            // Oril: only reachable as the only legal move; the mover takes everything.
            taken = houses.iter().sum();
            houses = [0; BOARD_HOUSES];
            houses_captured = count;
            end = Some(EndReason::GrandSlam);
        } else if count > 0 {
            for h in &mut houses[last + 1 - usize::from(count)..=last] {
                *h = 0;
            }
            taken = captured;
            houses_captured = count;
        }
        stores[me.index()] += taken;
        let mut position = Position {
            houses,
            stores,
            to_move: opp,
        };
        if end.is_none() {
            end = position.end_reason();
        }
        if let Some(reason) = end {
            position = position.settled(reason);
        }
        let last_side = if last >= opp.base() && last < opp.base() + HOUSES_PER_SIDE {
            opp
        } else {
            me
        };
        Transition {
            position,
            captured: taken,
            houses_captured,
            end,
            sown: self.houses[me.base() + offset],
            last: (last_side, House::from_offset(last % HOUSES_PER_SIDE)),
        }
    }

    /// The final position once the game ends for `reason`: stones still on the board
    /// go to the stores as the rules say (a 25-stone majority leaves them in place).
    pub fn settled(&self, reason: EndReason) -> Position {
        let mut p = *self;
        match reason {
            EndReason::Majority => {}
            EndReason::GrandSlam => {
                // The mover of the only move has already taken everything.
            }
            EndReason::NoStones
            | EndReason::CannotFeed
            | EndReason::Cycle
            | EndReason::Agreement => {
                for side in Side::BOTH {
                    p.stores[side.index()] += p.row_total(side);
                }
                p.houses = [0; BOARD_HOUSES];
            }
        }
        p
    }

    /// Every stone count on the board plus stores (48 for any engine-made position).
    pub fn total(&self) -> u32 {
        self.houses
            .iter()
            .chain(self.stores.iter())
            .map(|&s| u32::from(s))
            .sum()
    }
}

impl fmt::Display for Position {
    /// North's row on top read from North's house 6 down to 1 (so the board reads
    /// counter-clockwise), South's row below from house 1 to 6.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let north: Vec<String> = self
            .row(Side::North)
            .iter()
            .rev()
            .map(|s| format!("{s:2}"))
            .collect();
        let south: Vec<String> = self
            .row(Side::South)
            .iter()
            .map(|s| format!("{s:2}"))
            .collect();
        writeln!(
            f,
            "North {:2} | {}",
            self.store(Side::North),
            north.join(" ")
        )?;
        writeln!(
            f,
            "South {:2} | {}",
            self.store(Side::South),
            south.join(" ")
        )?;
        write!(f, "{} to move", self.to_move)
    }
}

/// The capture a sowing ending in `last` makes: from `last` back along the opponent's
/// row (starting at board index `opp`) while houses hold 2 or 3 stones. Returns the
/// stones taken and how many houses they came from (the rule set decides whether the
/// capture stands).
fn capture_run(houses: &[u8; BOARD_HOUSES], last: usize, opp: usize) -> (u8, u8) {
    let mut captured = 0u8;
    let mut count = 0u8;
    let mut j = last;
    while j >= opp && j < opp + HOUSES_PER_SIDE && (2..=3).contains(&houses[j]) {
        captured += houses[j];
        count += 1;
        if j == opp {
            break;
        }
        j -= 1;
    }
    (captured, count)
}
