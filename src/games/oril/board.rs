//! A compact board for searches and endgame tables: twelve houses, two stores and the
//! side to move packed as the bytes of one 128-bit word, copied by value. It plays
//! exactly the rules of [`Position`] (tests cross-check the two) but without the
//! per-move reasons, the `Vec` of legal moves or the `Transition` record. A move is
//! a few word operations (a sowing is one add, a capture one mask), and the board is
//! its own exact key.
//!
//! The word is seen from the side to move: its low half is the mover's row and store,
//! its high half the opponent's. The hot code therefore reads "my row" and "their
//! row" at fixed places, with no choice by side, and passing the turn is swapping the
//! halves.

use std::fmt;

use super::house::{Side, HOUSES_PER_SIDE};
use super::position::{Position, BOARD_HOUSES, WINNING_STORE};
use super::rules::{EndReason, RuleSet};

/// Row offsets 0-5 of the mover's legal houses as bits (bit 0 = house 1).
pub type MoveSet = u8;

/// Houses, stores and the side to move, as bytes of one word, in two halves of the
/// same shape: bytes 0-5 hold the mover's houses 1-6, byte 6 the mover's store and
/// byte 7 the mover's side (0 South, 1 North); bytes 8-15 hold the opponent's the
/// same way.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    bits: u128,
}

/// What one move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The board afterwards (settled if the game ended).
    pub board: Board,
    /// Stones the mover took (every stone left, for an Oril six-house capture).
    pub captured: u8,
    /// How the game ended, if this move ended it (cycles are the caller's business).
    pub end: Option<EndReason>,
}

/// Bit position of the mover's store byte, and of the opponent's (in the high half).
const STORE_SHIFT: u32 = 8 * HOUSES_PER_SIDE as u32;
const THEIR_STORE_SHIFT: u32 = 64 + STORE_SHIFT;
/// Bit position of the byte naming the mover's side.
const SIDE_SHIFT: u32 = STORE_SHIFT + 8;

/// Six byte lanes (a row's houses as the low bytes of a `u64`): their low and top bits.
const ROW_ONES: u64 = 0x0101_0101_0101;
const ROW_TOPS: u64 = 0x8080_8080_8080;
/// A row's six bytes.
const ROW_BYTES: u64 = 0xFFFF_FFFF_FFFF;
/// The twelve house bytes of the word (both rows).
const HOUSE_BYTES: u128 = ROW_BYTES as u128 | (ROW_BYTES as u128) << 64;

/// The top bit of every lane of `row` holding at least `n` stones (houses hold at most
/// 48 stones, so adding `128 - n` never carries into the next lane).
#[inline]
pub fn lanes_at_least(row: u64, n: u8) -> u64 {
    (row + u64::from(0x80 - n) * ROW_ONES) & ROW_TOPS
}

/// Byte lane `o` of a row.
#[inline]
fn lane(row: u64, o: usize) -> u8 {
    (row >> (8 * o)) as u8
}

/// The lanes whose top bit is set in `lanes`, as a [`MoveSet`]. Each lane's bit lands
/// on a distinct bit of the product, so the multiply gathers them without carries.
#[inline]
pub fn lane_set(lanes: u64) -> MoveSet {
    const GATHER: u64 = (1 << 40) | (1 << 33) | (1 << 26) | (1 << 19) | (1 << 12) | (1 << 5);
    (((lanes >> 7).wrapping_mul(GATHER) >> 40) & 0x3F) as MoveSet
}

/// The stones on a row: its six bytes added in byte 5 (48 stones at most, so no
/// carry out).
#[inline]
fn row_sum(row: u64) -> u8 {
    (row.wrapping_mul(ROW_ONES) >> 40) as u8
}

/// Each lane's row offset, so adding it to a row gives where each sowing would end
/// without lapping, counted from the row's first house.
pub const OFFSETS: u64 = 0x0504_0302_0100;

/// Per lane `o`, adding this sets the top bit when the house holds at least `6 - o`
/// stones: its sowing reaches the opponent's row.
const FEEDS_ADD: u64 = 0x7F7E_7D7C_7B7A;
/// Per lane `o`, adding this sets the top bit when the house holds at least
/// `11 - o` stones: enough to end on the opponent's house 6.
const LONG_ADD: u64 = 0x7A79_7877_7675;

impl Board {
    /// A board from its parts (`mover` 0 for South, 1 for North).
    #[inline]
    pub fn new(houses: [u8; BOARD_HOUSES], stores: [u8; 2], mover: u8) -> Board {
        let half = |side: usize| {
            let mut bytes = [0u8; 8];
            bytes[..HOUSES_PER_SIDE]
                .copy_from_slice(&houses[Self::base(side)..][..HOUSES_PER_SIDE]);
            bytes[HOUSES_PER_SIDE] = stores[side];
            bytes[HOUSES_PER_SIDE + 1] = side as u8;
            u128::from(u64::from_le_bytes(bytes))
        };
        let mover = usize::from(mover & 1);
        Board {
            bits: half(mover) | half(1 - mover) << 64,
        }
    }

    /// The board of a position.
    pub fn from_position(p: &Position) -> Board {
        Board::new(*p.houses(), p.stores(), p.to_move().index() as u8)
    }

    /// The position of this board.
    pub fn to_position(&self) -> Position {
        Position::from_parts(self.houses(), self.stores(), self.side())
    }

    /// South's houses 1-6, then North's.
    #[inline]
    pub fn houses(&self) -> [u8; BOARD_HOUSES] {
        let mut houses = self.houses_mover_first();
        if self.mover() == 1 {
            houses.rotate_left(HOUSES_PER_SIDE);
        }
        houses
    }

    /// The mover's houses 1-6, then the opponent's: the board as the mover sees it.
    #[inline]
    pub fn houses_mover_first(&self) -> [u8; BOARD_HOUSES] {
        let mut houses = [0u8; BOARD_HOUSES];
        houses[..HOUSES_PER_SIDE].copy_from_slice(&self.mine().to_le_bytes()[..HOUSES_PER_SIDE]);
        houses[HOUSES_PER_SIDE..].copy_from_slice(&self.theirs().to_le_bytes()[..HOUSES_PER_SIDE]);
        houses
    }

    /// Stones in board house `i` (0-5 South's row, 6-11 North's).
    #[inline]
    pub fn house(&self, i: usize) -> u8 {
        let side = u8::from(i >= HOUSES_PER_SIDE);
        lane(self.row(side), i % HOUSES_PER_SIDE)
    }

    /// Stones in the mover's house at row offset `o`.
    #[inline]
    fn own(&self, o: usize) -> u8 {
        lane(self.mine(), o)
    }

    /// The mover's row as the low six bytes of a word.
    #[inline]
    pub fn mine(&self) -> u64 {
        self.bits as u64 & ROW_BYTES
    }

    /// The opponent's row as the low six bytes of a word.
    #[inline]
    pub fn theirs(&self) -> u64 {
        (self.bits >> 64) as u64 & ROW_BYTES
    }

    /// The mover's store and the opponent's.
    #[inline]
    fn own_stores(&self) -> (u8, u8) {
        (
            (self.bits >> STORE_SHIFT) as u8,
            (self.bits >> THEIR_STORE_SHIFT) as u8,
        )
    }

    /// South's store, then North's.
    #[inline]
    pub fn stores(&self) -> [u8; 2] {
        let (mine, theirs) = self.own_stores();
        if self.mover() == 0 {
            [mine, theirs]
        } else {
            [theirs, mine]
        }
    }

    /// 0 when South moves, 1 when North does.
    #[inline]
    pub fn mover(&self) -> u8 {
        (self.bits >> SIDE_SHIFT) as u8
    }

    /// The same houses and mover with other stores.
    #[inline]
    pub fn with_stores(&self, stores: [u8; 2]) -> Board {
        let (mine, theirs) = if self.mover() == 0 {
            (stores[0], stores[1])
        } else {
            (stores[1], stores[0])
        };
        let cleared = self.bits & !(0xFF << STORE_SHIFT | 0xFF << THEIR_STORE_SHIFT);
        Board {
            bits: cleared
                | u128::from(mine) << STORE_SHIFT
                | u128::from(theirs) << THEIR_STORE_SHIFT,
        }
    }

    /// The same houses and stores with the other side to move: the halves swapped.
    #[inline]
    pub fn flipped(&self) -> Board {
        Board {
            bits: self.bits.rotate_left(64),
        }
    }

    /// The mover's store minus the opponent's.
    #[inline]
    pub fn store_lead(&self) -> i32 {
        let (mine, theirs) = self.own_stores();
        i32::from(mine) - i32::from(theirs)
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        if self.mover() == 0 {
            Side::South
        } else {
            Side::North
        }
    }

    /// Where side `side`'s houses start in a twelve-house array.
    #[inline]
    fn base(side: usize) -> usize {
        side * HOUSES_PER_SIDE
    }

    /// The row of side `side` (0 South, 1 North) as the low six bytes of a word.
    #[inline]
    pub fn row(&self, side: u8) -> u64 {
        if side == self.mover() {
            self.mine()
        } else {
            self.theirs()
        }
    }

    /// Stones on the row of side `side` (0 South, 1 North).
    #[inline]
    pub fn row_total(&self, side: u8) -> u8 {
        row_sum(self.row(side))
    }

    /// Stones still on the board.
    #[inline]
    pub fn on_board(&self) -> u8 {
        // Both rows added lane by lane (96 at most), then the lanes summed.
        ((self.mine() + self.theirs()).wrapping_mul(ROW_ONES) >> 40) as u8
    }

    /// Whether the board alone ends the game before the mover plays (the same test,
    /// in the same order, as [`Position::end_reason`]).
    #[inline]
    pub fn end_reason(&self) -> Option<EndReason> {
        let (mine, theirs) = self.own_stores();
        if mine >= WINNING_STORE || theirs >= WINNING_STORE {
            return Some(EndReason::Majority);
        }
        self.board_end()
    }

    /// The ends that depend on the houses alone (no stones to play, or no way to feed).
    #[inline]
    pub fn board_end(&self) -> Option<EndReason> {
        let mine = self.mine();
        if mine == 0 {
            Some(EndReason::NoStones)
        } else if self.theirs() == 0 && (mine + FEEDS_ADD) & ROW_TOPS == 0 {
            Some(EndReason::CannotFeed)
        } else {
            None
        }
    }

    /// The mover's legal houses on a board whose game is not over (see
    /// [`Board::end_reason`]): non-empty, feeding a starving opponent, and under Oril
    /// no six-house capture while another move exists.
    #[inline]
    pub fn moves(&self, rules: RuleSet) -> MoveSet {
        let (mine, theirs) = (self.mine(), self.theirs());
        let mut lanes = lanes_at_least(mine, 1);
        if theirs == 0 {
            lanes &= (mine + FEEDS_ADD) & ROW_TOPS;
        }
        let ok = lane_set(lanes);
        if rules != RuleSet::Oril {
            return ok;
        }
        // Houses whose sowing might capture all six: 11 stones or more, or exactly
        // enough to end on the opponent's house 6 when every opponent house holds 1
        // or 2 stones (see `Position`). Rare, so the exact test runs only for them.
        let all_soft = lanes_at_least(theirs, 1) & !lanes_at_least(theirs, 3) == ROW_TOPS;
        let ends_on_six = (mine + LONG_ADD) & !(mine + LONG_ADD - ROW_ONES) & ROW_TOPS;
        let long = lanes_at_least(mine, 11) | if all_soft { ends_on_six } else { 0 };
        let mut may_slam = lane_set(long) & ok;
        if may_slam == 0 {
            return ok;
        }
        let mut slam: MoveSet = 0;
        while may_slam != 0 {
            let o = may_slam.trailing_zeros() as usize;
            may_slam &= may_slam - 1;
            if self.sow(o).count == 6 {
                slam |= 1 << o;
            }
        }
        // A six-house capture is refused only while some other move exists.
        if ok & !slam != 0 {
            ok & !slam
        } else {
            ok
        }
    }

    /// Legal houses, or none if the game is already over.
    pub fn legal(&self, rules: RuleSet) -> MoveSet {
        if self.end_reason().is_some() {
            0
        } else {
            self.moves(rules)
        }
    }

    /// Whether playing row offset `o` could capture at all: without lapping, the last
    /// stone must land on an opponent house holding 1 or 2. Lapping moves may.
    #[inline]
    pub fn may_capture(&self, o: usize) -> bool {
        let n = usize::from(self.own(o));
        if n >= 12 {
            return true;
        }
        // Where the sowing ends, counted from the mover's row: 6-11 is the opponent's.
        let last = (o + n) % BOARD_HOUSES;
        last >= HOUSES_PER_SIDE && (1..=2).contains(&lane(self.theirs(), last - HOUSES_PER_SIDE))
    }

    /// The houses [`Board::may_capture`] allows, as a set (legality not checked),
    /// found without branches: it runs at every searched node.
    #[inline]
    pub fn capture_candidates(&self) -> MoveSet {
        let (mine, theirs) = (self.mine(), self.theirs());
        // Bit 6 + t for each facing house t holding 1 or 2 stones: the house a sowing
        // ends on when the house's offset plus its stones is 6 + t.
        let soft = u64::from(lane_set(
            lanes_at_least(theirs, 1) & !lanes_at_least(theirs, 3),
        ));
        let ends = (mine + OFFSETS).to_le_bytes();
        // Lapping sowings (12 stones or more) may capture wherever they end.
        let mut set = lane_set(lanes_at_least(mine, 12));
        for (o, &end) in ends[..HOUSES_PER_SIDE].iter().enumerate() {
            set |= (((soft << HOUSES_PER_SIDE) >> end) as MoveSet & 1) << o;
        }
        set
    }

    /// Stones in the house where a non-lapping sowing from row offset `o` ends (an
    /// ordering hint: captures there take one more than this).
    #[inline]
    pub fn landing(&self, o: usize) -> u8 {
        // Where the sowing ends, counted from the mover's row: 0-5 on it, 6-11 on the
        // opponent's.
        let end = (o + usize::from(self.own(o))) % BOARD_HOUSES;
        let (mine, theirs) = (self.mine(), self.theirs());
        lane(
            if end < HOUSES_PER_SIDE { mine } else { theirs },
            end % HOUSES_PER_SIDE,
        )
    }

    /// Sow from the mover's row offset `from`; the emptied house is skipped on laps.
    /// The stones added to each house are a precomputed byte pattern, so sowing is
    /// one add.
    #[inline(always)]
    fn sow(&self, from: usize) -> Sown {
        let stones = usize::from(self.own(from));
        // One wrapping add empties `from` and drops the stones: the true result has
        // every house byte at most 48, so modular arithmetic lands on it exactly and
        // leaves the stores and the sides alone.
        let bits = self.bits.wrapping_add(SOWING.delta[from][stones]);
        let last = usize::from(SOWING.last[from][stones]);
        // The capture runs back from the last house along the opponent's row while
        // the houses hold 2 or 3 stones; found without branches (a loop's exit is
        // mispredicted at most moves).
        let theirs = Board { bits }.theirs();
        let takeable = lane_set(lanes_at_least(theirs, 2) & !lanes_at_least(theirs, 4));
        let on_theirs = last >= HOUSES_PER_SIDE;
        let t = (last % HOUSES_PER_SIDE) as u32;
        // One past the highest house at or below `t` that stops the run, or 0.
        let stop = 32 - (!u32::from(takeable) & ((2 << t) - 1)).leading_zeros();
        let count = if on_theirs { t + 1 - stop } else { 0 };
        let lanes = ((1u64 << (8 * count)) - 1) << (8 * (t + 1 - count));
        let captured = ((theirs & lanes).wrapping_mul(ROW_ONES) >> 40) as u8;
        Sown {
            bits,
            lanes,
            captured,
            count: count as u8,
        }
    }

    /// Play row offset `o`, already known legal (from [`Board::moves`]).
    #[inline]
    pub fn play(&self, o: usize, rules: RuleSet) -> Played {
        let Sown {
            mut bits,
            lanes,
            captured,
            count,
        } = self.sow(o);
        let mut taken = 0u8;
        let mut end = None;
        if count > 0 {
            let opp_total = row_sum((Board { bits }).theirs());
            if rules == RuleSet::Abapa && opp_total == captured {
                // Abapa: taking all the opponent's stones is legal but takes nothing.
            } else if usize::from(count) == HOUSES_PER_SIDE {
                // Oril: only reachable as the only legal move; the mover takes all.
                taken = (Board { bits }).on_board();
                bits &= !HOUSE_BYTES;
                end = Some(EndReason::GrandSlam);
            } else {
                bits &= !(u128::from(lanes) << 64);
                taken = captured;
            }
        }
        bits += u128::from(taken) << STORE_SHIFT;
        // The turn passes: the opponent's half becomes the mover's.
        let mut board = Board { bits }.flipped();
        // Without a capture the stores are unchanged and the opponent's row is not
        // empty (it was, and had to be fed, or it only gained), so the game can only
        // end if the mover's own row (now the far half) emptied and the opponent
        // cannot feed it.
        if end.is_none() && (taken > 0 || board.theirs() == 0) {
            end = board.end_reason();
        }
        if let Some(reason) = end {
            board = board.settled(reason);
        }
        Played {
            board,
            captured: taken,
            end,
        }
    }

    /// The final board once the game ends for `reason` (as [`Position::settled`]).
    #[inline]
    pub fn settled(&self, reason: EndReason) -> Board {
        match reason {
            EndReason::Majority | EndReason::GrandSlam => *self,
            _ => {
                let mine = u128::from(row_sum(self.mine()));
                let theirs = u128::from(row_sum(self.theirs()));
                Board {
                    bits: (self.bits & !HOUSE_BYTES)
                        + (mine << STORE_SHIFT)
                        + (theirs << THEIR_STORE_SHIFT),
                }
            }
        }
    }

    /// An exact key: the board's own word (each side's houses, store and side).
    #[inline]
    pub fn key(&self) -> u128 {
        self.bits
    }

    /// A 64-bit hash of [`Board::key`] for transposition tables (see [`mix`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        mix(self.key())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("houses", &self.houses())
            .field("stores", &self.stores())
            .field("mover", &self.mover())
            .finish()
    }
}

/// Sowing before the capture is removed.
struct Sown {
    bits: u128,
    /// The houses the capture would empty, as byte lanes of the opponent's row.
    lanes: u64,
    captured: u8,
    count: u8,
}

/// Folds a key into 64 bits for transposition tables, which index by the top bits.
/// The low half is multiplied before the halves are combined: a plain exclusive-or
/// of the halves lets ordinary positions whose two rows change in matching ways
/// share a hash, and a table checks its entries by the hash alone. The last multiply
/// spreads every bit into the top bits (Fibonacci hashing); two multiplies keep the
/// work before a table load short.
#[inline]
pub fn mix(key: u128) -> u64 {
    let z = (key as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ (key >> 64) as u64;
    z.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}
/// What sowing `n` stones from the mover's row offset `from` does, for every offset
/// and count: the change to the houses as one wrapping 128-bit delta (`n` taken from
/// `from`, a byte per house added), and the last house sown, counted from the
/// mover's row (0-5 on it, 6-11 on the opponent's).
struct SowingTable {
    delta: [[u128; 49]; HOUSES_PER_SIDE],
    last: [[u8; 49]; HOUSES_PER_SIDE],
}

/// The bit position of house `i` counted from the mover's row: the opponent's row
/// starts the word's high half.
const fn house_shift(i: usize) -> u32 {
    if i < HOUSES_PER_SIDE {
        8 * i as u32
    } else {
        64 + 8 * (i - HOUSES_PER_SIDE) as u32
    }
}

static SOWING: SowingTable = sowing_table();

const fn sowing_table() -> SowingTable {
    let mut t = SowingTable {
        delta: [[0; 49]; HOUSES_PER_SIDE],
        last: [[0; 49]; HOUSES_PER_SIDE],
    };
    let mut from = 0;
    while from < HOUSES_PER_SIDE {
        let mut n = 0;
        while n <= 48 {
            let mut add = 0u128;
            // With no stones sown the "last house" is the one before `from`.
            let mut last = (from + BOARD_HOUSES - 1) % BOARD_HOUSES;
            let mut i = from;
            let mut k = 0;
            while k < n {
                i = (i + 1) % BOARD_HOUSES;
                if i == from {
                    i = (i + 1) % BOARD_HOUSES;
                }
                add += 1u128 << house_shift(i);
                last = i;
                k += 1;
            }
            t.delta[from][n] = add.wrapping_sub((n as u128) << house_shift(from));
            t.last[from][n] = last as u8;
            n += 1;
        }
        from += 1;
    }
    t
}
