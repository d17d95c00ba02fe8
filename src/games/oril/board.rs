//! A compact board for searches and endgame tables: twelve houses, two stores and the
//! side to move packed as the bytes of one 128-bit word, copied by value. It plays
//! exactly the rules of [`Position`] (tests cross-check the two) but without the
//! per-move reasons, the `Vec` of legal moves or the `Transition` record. A move is
//! a few word operations (a sowing is one add, a capture one mask), the board is its
//! own exact key, and a search node costs a few dozen instructions.

use std::fmt;

use super::house::{Side, HOUSES_PER_SIDE};
use super::position::{Position, BOARD_HOUSES, WINNING_STORE};
use super::rules::{EndReason, RuleSet};

/// Row offsets 0-5 of the mover's legal houses as bits (bit 0 = house 1).
pub type MoveSet = u8;

/// Houses, stores and the side to move, as bytes of one word: bytes 0-5 are South's
/// houses 1-6, bytes 6-11 North's, byte 12 South's store, 13 North's, and byte 14
/// the mover (0 South, 1 North). Byte 15 is always 0.
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

/// The twelve house bytes of the word.
const HOUSE_BYTES: u128 = (1 << (8 * BOARD_HOUSES)) - 1;
/// Bit position of South's store byte (North's is the next byte).
const STORE_SHIFT: u32 = 8 * BOARD_HOUSES as u32;
/// The mover byte's bit (the byte holds 0 or 1).
const MOVER_BIT: u128 = 1 << (8 * (BOARD_HOUSES + 2));

/// Six byte lanes (a row's houses as the low bytes of a `u64`): their low and top bits.
const ROW_ONES: u64 = 0x0101_0101_0101;
const ROW_TOPS: u64 = 0x8080_8080_8080;
/// A row's six bytes.
const ROW_BYTES: u64 = 0xFFFF_FFFF_FFFF;

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
        let mut bytes = [0u8; 16];
        bytes[..BOARD_HOUSES].copy_from_slice(&houses);
        bytes[BOARD_HOUSES] = stores[0];
        bytes[BOARD_HOUSES + 1] = stores[1];
        bytes[BOARD_HOUSES + 2] = mover & 1;
        Board {
            bits: u128::from_le_bytes(bytes),
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
        let mut houses = [0u8; BOARD_HOUSES];
        houses.copy_from_slice(&self.bits.to_le_bytes()[..BOARD_HOUSES]);
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
        lane(self.row(self.mover()), o)
    }

    /// South's store, then North's.
    #[inline]
    pub fn stores(&self) -> [u8; 2] {
        [
            (self.bits >> STORE_SHIFT) as u8,
            (self.bits >> (STORE_SHIFT + 8)) as u8,
        ]
    }

    /// 0 when South moves, 1 when North does.
    #[inline]
    pub fn mover(&self) -> u8 {
        u8::from(self.bits & MOVER_BIT != 0)
    }

    /// The same houses and mover with other stores.
    #[inline]
    pub fn with_stores(&self, stores: [u8; 2]) -> Board {
        Board::new(self.houses(), stores, self.mover())
    }

    /// The same houses and stores with the other side to move.
    #[inline]
    pub fn flipped(&self) -> Board {
        Board {
            bits: self.bits ^ MOVER_BIT,
        }
    }

    /// The mover's store minus the opponent's.
    #[inline]
    pub fn store_lead(&self) -> i32 {
        let [south, north] = self.stores();
        // South's lead, negated for North by arithmetic rather than a branch.
        (i32::from(south) - i32::from(north)) * (1 - 2 * i32::from(self.mover()))
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        if self.mover() == 0 {
            Side::South
        } else {
            Side::North
        }
    }

    #[inline]
    fn base(side: u8) -> usize {
        usize::from(side) * HOUSES_PER_SIDE
    }

    /// The row of side `side` (0 South, 1 North) as the low six bytes of a word.
    #[inline]
    pub fn row(&self, side: u8) -> u64 {
        // Two fixed shifts and a select: a shift of a 128-bit word by a variable
        // amount costs several instructions.
        let south = self.bits as u64;
        let north = (self.bits >> (8 * HOUSES_PER_SIDE)) as u64;
        (if side == 0 { south } else { north }) & ROW_BYTES
    }

    /// Stones on the row of side `side` (0 South, 1 North).
    #[inline]
    pub fn row_total(&self, side: u8) -> u8 {
        // Adds the six bytes in byte 5 (48 stones at most, so no carry out).
        (self.row(side).wrapping_mul(ROW_ONES) >> 40) as u8
    }

    /// Stones still on the board.
    #[inline]
    pub fn on_board(&self) -> u8 {
        self.row_total(0) + self.row_total(1)
    }

    /// Whether the board alone ends the game before the mover plays (the same test,
    /// in the same order, as [`Position::end_reason`]).
    #[inline]
    pub fn end_reason(&self) -> Option<EndReason> {
        let [south, north] = self.stores();
        if south >= WINNING_STORE || north >= WINNING_STORE {
            return Some(EndReason::Majority);
        }
        self.board_end()
    }

    /// The ends that depend on the houses alone (no stones to play, or no way to feed).
    #[inline]
    pub fn board_end(&self) -> Option<EndReason> {
        let mover = self.mover();
        let mine = self.row(mover);
        if mine == 0 {
            Some(EndReason::NoStones)
        } else if self.row(1 - mover) == 0 && (mine + FEEDS_ADD) & ROW_TOPS == 0 {
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
        let mover = self.mover();
        let mine = self.row(mover);
        let mut lanes = lanes_at_least(mine, 1);
        if self.row(1 - mover) == 0 {
            lanes &= (mine + FEEDS_ADD) & ROW_TOPS;
        }
        let ok = lane_set(lanes);
        if rules != RuleSet::Oril {
            return ok;
        }
        // Houses whose sowing might capture all six: 11 stones or more, or exactly
        // enough to end on the opponent's house 6 when every opponent house holds 1
        // or 2 stones (see `Position`). Rare, so the exact test runs only for them.
        let theirs = self.row(1 - mover);
        let all_soft = lanes_at_least(theirs, 1) & !lanes_at_least(theirs, 3) == ROW_TOPS;
        let ends_on_six = (mine + LONG_ADD) & !(mine + LONG_ADD - ROW_ONES) & ROW_TOPS;
        let long = lanes_at_least(mine, 11) | if all_soft { ends_on_six } else { 0 };
        let mut may_slam = lane_set(long) & ok;
        if may_slam == 0 {
            return ok;
        }
        let me = Self::base(mover);
        let mut slam: MoveSet = 0;
        while may_slam != 0 {
            let o = may_slam.trailing_zeros() as usize;
            may_slam &= may_slam - 1;
            if self.sow(me + o).count == 6 {
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
        let mover = self.mover();
        let from = Self::base(mover) + o;
        let n = usize::from(self.house(from));
        if n >= 12 {
            return true;
        }
        let last = (from + n) % BOARD_HOUSES;
        last / HOUSES_PER_SIDE != usize::from(mover) && (1..=2).contains(&self.house(last))
    }

    /// The houses [`Board::may_capture`] allows, as a set (legality not checked),
    /// found without branches: it runs at every searched node.
    #[inline]
    pub fn capture_candidates(&self) -> MoveSet {
        let mover = self.mover();
        let mine = self.row(mover);
        let theirs = self.row(1 - mover);
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
        let mover = self.mover();
        // Where the sowing ends, counted from the mover's row: 0-5 on it, 6-11 on the
        // opponent's.
        let end = (o + usize::from(self.own(o))) % BOARD_HOUSES;
        let (mine, theirs) = (self.row(mover), self.row(1 - mover));
        lane(
            if end < HOUSES_PER_SIDE { mine } else { theirs },
            end % HOUSES_PER_SIDE,
        )
    }

    /// Sow from board index `from`; the emptied house is skipped on laps. The stones
    /// added to each house are a precomputed byte pattern, so sowing is one add.
    #[inline(always)]
    fn sow(&self, from: usize) -> Sown {
        let stones = usize::from(self.own(from % HOUSES_PER_SIDE));
        // One wrapping add empties `from` and drops the stones: the true result has
        // every house byte at most 48, so modular arithmetic lands on it exactly and
        // leaves the stores and the mover alone.
        let bits = self.bits.wrapping_add(SOWING.delta[from][stones]);
        let last = usize::from(SOWING.last[from][stones]);
        // The capture runs back from the last house along the opponent's row while
        // the houses hold 2 or 3 stones; found without branches (a loop's exit is
        // mispredicted at most moves).
        let mover = self.mover();
        let theirs = Board { bits }.row(1 - mover);
        let takeable = lane_set(lanes_at_least(theirs, 2) & !lanes_at_least(theirs, 4));
        let on_theirs = last / HOUSES_PER_SIDE != usize::from(mover);
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
        let mover = self.mover();
        let Sown {
            mut bits,
            lanes,
            captured,
            count,
        } = self.sow(Self::base(mover) + o);
        let mut taken = 0u8;
        let mut end = None;
        if count > 0 {
            let opp_total = (Board { bits }).row_total(1 - mover);
            if rules == RuleSet::Abapa && opp_total == captured {
                // Abapa: taking all the opponent's stones is legal but takes nothing.
            } else if usize::from(count) == HOUSES_PER_SIDE {
                // Oril: only reachable as the only legal move; the mover takes all.
                taken = (Board { bits }).on_board();
                bits &= !HOUSE_BYTES;
                end = Some(EndReason::GrandSlam);
            } else {
                let lanes = u128::from(lanes);
                bits &= !(if mover == 0 {
                    lanes << (8 * HOUSES_PER_SIDE)
                } else {
                    lanes
                });
                taken = captured;
            }
        }
        bits += u128::from(taken) << (STORE_SHIFT + 8 * u32::from(mover));
        let mut board = Board {
            bits: bits ^ MOVER_BIT,
        };
        // Without a capture the stores are unchanged and the opponent's row is not
        // empty (it was, and had to be fed, or it only gained), so the game can only
        // end if the mover's own row emptied and the opponent cannot feed it.
        if end.is_none() && (taken > 0 || board.row(mover) == 0) {
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
                let south = u128::from(self.row_total(0));
                let north = u128::from(self.row_total(1));
                Board {
                    bits: (self.bits & !HOUSE_BYTES)
                        + (south << STORE_SHIFT)
                        + (north << (STORE_SHIFT + 8)),
                }
            }
        }
    }

    /// An exact key: the board's own word (houses, stores and mover in 15 bytes).
    #[inline]
    pub fn key(&self) -> u128 {
        self.bits
    }

    /// A well-mixed 64-bit hash of [`Board::key`], for transposition tables.
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

/// Folds an exact key into 64 well-mixed bits (a splitmix64 finaliser).
#[inline]
pub fn mix(key: u128) -> u64 {
    let mut z = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
/// What sowing `n` stones from house `from` does, for every house and count: the
/// change to the houses as one wrapping 128-bit delta (`n` taken from `from`, a byte
/// per house added), and the last house sown.
struct SowingTable {
    delta: [[u128; 49]; BOARD_HOUSES],
    last: [[u8; 49]; BOARD_HOUSES],
}

static SOWING: SowingTable = sowing_table();

const fn sowing_table() -> SowingTable {
    let mut t = SowingTable {
        delta: [[0; 49]; BOARD_HOUSES],
        last: [[0; 49]; BOARD_HOUSES],
    };
    let mut from = 0;
    while from < BOARD_HOUSES {
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
                add += 1u128 << (8 * i);
                last = i;
                k += 1;
            }
            t.delta[from][n] = add.wrapping_sub((n as u128) << (8 * from));
            t.last[from][n] = last as u8;
            n += 1;
        }
        from += 1;
    }
    t
}
