//! A compact board for searches and endgame tables: twelve houses, two stores and the
//! side to move in 15 bytes, copied by value. It plays exactly the rules of
//! [`Position`] (tests cross-check the two) but without the per-move reasons, the
//! `Vec` of legal moves or the `Transition` record, so a search node costs a few
//! dozen instructions instead of allocations and repeated legality rebuilds.

use super::house::{Side, HOUSES_PER_SIDE};
use super::position::{Position, BOARD_HOUSES, WINNING_STORE};
use super::rules::{EndReason, RuleSet};

/// Row offsets 0-5 of the mover's legal houses as bits (bit 0 = house 1).
pub type MoveSet = u8;

/// Houses, stores and the side to move. `mover` is 0 for South, 1 for North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// South's houses 1-6, then North's.
    pub houses: [u8; BOARD_HOUSES],
    /// South's store, then North's.
    pub stores: [u8; 2],
    /// 0 when South moves, 1 when North does.
    pub mover: u8,
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

/// Sowing before the capture is removed.
struct Sown {
    houses: [u8; BOARD_HOUSES],
    last: usize,
    captured: u8,
    count: u8,
}

impl Board {
    /// The board of a position.
    pub fn from_position(p: &Position) -> Board {
        Board {
            houses: *p.houses(),
            stores: p.stores(),
            mover: p.to_move().index() as u8,
        }
    }

    /// The position of this board.
    pub fn to_position(&self) -> Position {
        Position::from_parts(self.houses, self.stores, self.side())
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        if self.mover == 0 {
            Side::South
        } else {
            Side::North
        }
    }

    fn base(side: u8) -> usize {
        usize::from(side) * HOUSES_PER_SIDE
    }

    /// Stones on the row of side `side` (0 South, 1 North).
    pub fn row_total(&self, side: u8) -> u8 {
        let b = Self::base(side);
        let mut bytes = [0u8; 8];
        bytes[..HOUSES_PER_SIDE].copy_from_slice(&self.houses[b..b + HOUSES_PER_SIDE]);
        // Adds the six bytes in the top byte (48 stones at most, so no carry out).
        (u64::from_le_bytes(bytes).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
    }

    /// Stones still on the board.
    pub fn on_board(&self) -> u8 {
        self.houses.iter().sum()
    }

    /// Whether the board alone ends the game before the mover plays (the same test,
    /// in the same order, as [`Position::end_reason`]).
    pub fn end_reason(&self) -> Option<EndReason> {
        if self.stores[0] >= WINNING_STORE || self.stores[1] >= WINNING_STORE {
            return Some(EndReason::Majority);
        }
        self.board_end()
    }

    /// The ends that depend on the houses alone (no stones to play, or no way to feed).
    pub fn board_end(&self) -> Option<EndReason> {
        let me = Self::base(self.mover);
        if self.row_total(self.mover) == 0 {
            Some(EndReason::NoStones)
        } else if self.row_total(1 - self.mover) == 0
            && !(0..HOUSES_PER_SIDE)
                .any(|o| o + usize::from(self.houses[me + o]) >= HOUSES_PER_SIDE)
        {
            Some(EndReason::CannotFeed)
        } else {
            None
        }
    }

    /// The mover's legal houses on a board whose game is not over (see
    /// [`Board::end_reason`]): non-empty, feeding a starving opponent, and under Oril
    /// no six-house capture while another move exists.
    pub fn moves(&self, rules: RuleSet) -> MoveSet {
        let me = Self::base(self.mover);
        let must_feed = self.row_total(1 - self.mover) == 0;
        let mut ok: MoveSet = 0;
        // Houses whose sowing might capture all six (see `may_capture_all`): rare, so
        // the exact test runs only for them, and the common case stays branch-free.
        let mut may_slam: MoveSet = 0;
        for o in 0..HOUSES_PER_SIDE {
            let n = usize::from(self.houses[me + o]);
            let feeds = !must_feed || o + n >= HOUSES_PER_SIDE;
            ok |= MoveSet::from(n != 0 && feeds) << o;
            may_slam |= MoveSet::from(n >= 11 || o + n == 2 * HOUSES_PER_SIDE - 1) << o;
        }
        may_slam &= ok;
        if rules != RuleSet::Oril || may_slam == 0 {
            return ok;
        }
        let mut slam: MoveSet = 0;
        while may_slam != 0 {
            let o = may_slam.trailing_zeros() as usize;
            may_slam &= may_slam - 1;
            if self.may_capture_all(o, self.houses[me + o])
                && self.sow(me + o).count == HOUSES_PER_SIDE as u8
            {
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

    /// A cheap necessary condition for a six-house capture (see `Position`).
    fn may_capture_all(&self, o: usize, n: u8) -> bool {
        let opp = Self::base(1 - self.mover);
        n >= 11
            || (o + usize::from(n) == 2 * HOUSES_PER_SIDE - 1
                && self.houses[opp..opp + HOUSES_PER_SIDE]
                    .iter()
                    .all(|&s| (1..=2).contains(&s)))
    }

    /// Whether playing row offset `o` could capture at all: without lapping, the last
    /// stone must land on an opponent house holding 1 or 2. Lapping moves may.
    pub fn may_capture(&self, o: usize) -> bool {
        let from = Self::base(self.mover) + o;
        let n = usize::from(self.houses[from]);
        if n >= 12 {
            return true;
        }
        let last = (from + n) % BOARD_HOUSES;
        last / HOUSES_PER_SIDE != usize::from(self.mover) && (1..=2).contains(&self.houses[last])
    }

    /// The houses [`Board::may_capture`] allows, as a set (legality not checked).
    pub fn capture_candidates(&self) -> MoveSet {
        let mut set = 0;
        for o in 0..HOUSES_PER_SIDE {
            if self.may_capture(o) {
                set |= 1 << o;
            }
        }
        set
    }

    /// Stones in the house where a non-lapping sowing from row offset `o` ends (an
    /// ordering hint: captures there take one more than this).
    pub fn landing(&self, o: usize) -> u8 {
        let from = Self::base(self.mover) + o;
        self.houses[(from + usize::from(self.houses[from])) % BOARD_HOUSES]
    }

    /// Sow from board index `from`; the emptied house is skipped on laps. The stones
    /// added to each house are a precomputed byte pattern, so sowing is one add.
    fn sow(&self, from: usize) -> Sown {
        let stones = usize::from(self.houses[from]);
        let mut bytes = [0u8; 16];
        bytes[..BOARD_HOUSES].copy_from_slice(&self.houses);
        // One wrapping add empties `from` and drops the stones: the true result has
        // every byte at most 48, so modular arithmetic lands on it exactly.
        let sown = u128::from_le_bytes(bytes).wrapping_add(SOWING.delta[from][stones]);
        let bytes = sown.to_le_bytes();
        let mut houses = [0u8; BOARD_HOUSES];
        houses.copy_from_slice(&bytes[..BOARD_HOUSES]);
        let last = usize::from(SOWING.last[from][stones]);
        let opp = Self::base(1 - self.mover);
        let (captured, count) = super::position::capture_run(&houses, last, opp);
        Sown {
            houses,
            last,
            captured,
            count,
        }
    }

    /// Play row offset `o`, already known legal (from [`Board::moves`]).
    pub fn play(&self, o: usize, rules: RuleSet) -> Played {
        let Sown {
            mut houses,
            last,
            captured,
            count,
        } = self.sow(Self::base(self.mover) + o);
        let opp = Self::base(1 - self.mover);
        let mut taken = 0u8;
        let mut end = None;
        if count > 0 {
            let opp_total: u8 = houses[opp..opp + HOUSES_PER_SIDE].iter().sum();
            if rules == RuleSet::Abapa && opp_total == captured {
                // Abapa: taking all the opponent's stones is legal but takes nothing.
            } else if usize::from(count) == HOUSES_PER_SIDE {
                // Oril: only reachable as the only legal move; the mover takes all.
                taken = houses.iter().sum();
                houses = [0; BOARD_HOUSES];
                end = Some(EndReason::GrandSlam);
            } else {
                for h in &mut houses[last + 1 - usize::from(count)..=last] {
                    *h = 0;
                }
                taken = captured;
            }
        }
        let mut stores = self.stores;
        stores[usize::from(self.mover)] += taken;
        let mut board = Board {
            houses,
            stores,
            mover: 1 - self.mover,
        };
        if end.is_none() {
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
    pub fn settled(&self, reason: EndReason) -> Board {
        let mut b = *self;
        match reason {
            EndReason::Majority | EndReason::GrandSlam => {}
            _ => {
                b.stores[0] += b.row_total(0);
                b.stores[1] += b.row_total(1);
                b.houses = [0; BOARD_HOUSES];
            }
        }
        b
    }

    /// An exact key: houses, stores and mover packed in 15 bytes. Cheap enough to take
    /// at every node for cycle checks.
    pub fn key(&self) -> u128 {
        let mut bytes = [0u8; 16];
        bytes[..BOARD_HOUSES].copy_from_slice(&self.houses);
        bytes[12] = self.stores[0];
        bytes[13] = self.stores[1];
        bytes[14] = self.mover;
        u128::from_le_bytes(bytes)
    }

    /// A well-mixed 64-bit hash of [`Board::key`], for transposition tables.
    pub fn hash(&self) -> u64 {
        mix(self.key())
    }
}

/// Folds an exact key into 64 well-mixed bits (a splitmix64 finaliser).
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
