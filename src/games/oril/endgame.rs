//! Endgame tables: for every board with at most `N` stones left, the best capture
//! difference the side to move can secure from there on (stones it will still take
//! minus stones the opponent will), built by retrograde analysis, layer by layer.
//!
//! Why a difference and not a result: stores only matter through "25 or more wins",
//! and reaching 25 settles the winner whatever follows, so the winner under optimal
//! play is the sign of `store difference + table value` with the 25-stone stop
//! ignored. The value of a board therefore does not depend on the stores, and the
//! table is indexed by the houses alone, seen from the mover (North's boards are
//! turned round), one table per rule set.
//!
//! Cycles: the game ends when a position repeats with no capture since, each player
//! taking their own side, so a position's exact value can depend on the history since
//! the last capture. The table is for a fresh history (just after a capture, where the
//! search probes it) and stores two bounds per board:
//! - `lo`: what the mover can force while also forcing the play to leave the
//!   capture-free layer (a capture or an end) without any repetition;
//! - `hi`: what the opponent can hold the mover to under the same condition.
//!
//! Forcing play out of the layer with strictly decreasing distance cannot repeat a
//! position, so the true value always lies in `lo..=hi`; where they are equal (a third
//! of the boards up to 12 stones) the value is exact. The search proves results with
//! the real history where they are not ([`crate::games::oril::ai::prove`]). Both come from monotone fixpoint sweeps: `lo` starts at
//! `-k` and rises, `hi` starts at `+k` and falls (`k` stones on the board), each
//! board taking the best of its moves: an ending move's settled split, a capture's
//! stones minus the captured board's bounds from the smaller layers, or a quiet move's
//! negated bounds within the layer.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::sync::OnceLock;

use super::board::Board;
use super::house::HOUSES_PER_SIDE;
use super::position::BOARD_HOUSES;
use super::rules::RuleSet;

/// Binomial coefficients up to 60 choose 12 (all the stars and bars counts needed).
struct Binomials([[u64; 13]; 61]);

static BINOM: Binomials = binomials();

const fn binomials() -> Binomials {
    let mut c = [[0u64; 13]; 61];
    let mut n = 0;
    while n <= 60 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= 12 && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    Binomials(c)
}

fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        0
    } else {
        BINOM.0[n][k]
    }
}

/// Boards with exactly `k` stones in the twelve houses.
pub fn layer_size(k: usize) -> u64 {
    choose(k + BOARD_HOUSES - 1, BOARD_HOUSES - 1)
}

/// Boards with at most `n` stones (the entries of a table for `n`).
pub fn table_size(n: usize) -> u64 {
    choose(n + BOARD_HOUSES, BOARD_HOUSES)
}

/// Rank of a board among those with the same stone count, in lexicographic order.
fn rank(h: &[u8; BOARD_HOUSES], k: usize) -> usize {
    let mut r = k;
    let mut rank = 0u64;
    for (i, &s) in h[..BOARD_HOUSES - 1].iter().enumerate() {
        let parts = BOARD_HOUSES - i;
        let s = usize::from(s);
        // Boards with the same prefix and fewer stones here (hockey-stick identity).
        rank += choose(r + parts - 1, parts - 1) - choose(r - s + parts - 1, parts - 1);
        r -= s;
    }
    rank as usize
}

/// The bounds of one board's value for the mover, in stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The mover can force at least this much.
    pub lo: i8,
    /// The opponent can hold the mover to at most this much.
    pub hi: i8,
}

impl Bounds {
    /// The exact value, when the bounds meet.
    pub fn exact(self) -> Option<i8> {
        (self.lo == self.hi).then_some(self.lo)
    }
}

/// A built table for one rule set and every board with at most `max_stones` stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndgameTable {
    rules: RuleSet,
    max_stones: u8,
    lo: Vec<i8>,
    hi: Vec<i8>,
}

/// How a layer's board leads on: settled exits folded into bounds, quiet moves kept
/// as indices into the same layer.
struct Edges {
    index: u32,
    split: i8,
    exit_lo: i8,
    exit_hi: i8,
    quiet: [u32; HOUSES_PER_SIDE],
    quiet_count: u8,
}

const NO_EXIT: i8 = i8::MIN;

/// Gauss-Seidel sweeps of one layer until nothing changes. Each board takes the best
/// of its moves (an exit's bounds, or a quiet move's negated bounds, `-hi` for `lo`
/// and `-lo` for `hi`), then `stage` combines that with the stage's own bound.
/// Finished boards (no quiet move, exact exits) never change.
fn sweep(
    edges: &[Edges],
    lo: &mut [i8],
    hi: &mut [i8],
    stage: impl Fn(&Edges, i8, i8) -> (i8, i8),
) {
    loop {
        let mut changed = false;
        for (i, e) in edges.iter().enumerate() {
            if e.quiet_count == 0 && e.exit_lo == e.exit_hi {
                continue;
            }
            let mut l = e.exit_lo;
            let mut u = e.exit_hi;
            for &j in &e.quiet[..usize::from(e.quiet_count)] {
                let j = j as usize;
                l = l.max(-hi[j]);
                u = u.max(-lo[j]);
            }
            let (l, u) = stage(e, l, u);
            if l != lo[i] || u != hi[i] {
                lo[i] = l;
                hi[i] = u;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

impl EndgameTable {
    /// Build the table in memory (single-threaded; see `examples/oril_endgame.rs` for
    /// sizes and times).
    pub fn build(rules: RuleSet, max_stones: u8) -> EndgameTable {
        let total = table_size(usize::from(max_stones)) as usize;
        let mut table = EndgameTable {
            rules,
            max_stones,
            lo: vec![0; total],
            hi: vec![0; total],
        };
        for k in 0..=usize::from(max_stones) {
            table.build_layer(k);
        }
        table
    }

    /// The rule set the table was built for.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The most stones on the board the table covers.
    pub fn max_stones(&self) -> u8 {
        self.max_stones
    }

    /// Entries (boards) in the table.
    pub fn len(&self) -> usize {
        self.lo.len()
    }

    /// Whether the table has no entries (never, once built).
    pub fn is_empty(&self) -> bool {
        self.lo.is_empty()
    }

    /// Boards whose value is exact (the bounds meet).
    pub fn exact_count(&self) -> usize {
        self.lo.iter().zip(&self.hi).filter(|(l, h)| l == h).count()
    }

    /// The bounds for the mover of `board` (stores ignored), if the board has few
    /// enough stones.
    pub fn probe(&self, board: &Board) -> Option<Bounds> {
        let k = usize::from(board.on_board());
        if k > usize::from(self.max_stones) {
            return None;
        }
        let i =
            table_size(k) as usize - layer_size(k) as usize + rank(&board.houses_mover_first(), k);
        Some(Bounds {
            lo: self.lo[i],
            hi: self.hi[i],
        })
    }

    fn build_layer(&mut self, k: usize) {
        let start = (table_size(k) - layer_size(k)) as usize;
        let size = layer_size(k) as usize;
        let mut edges = Vec::with_capacity(size);
        let mut houses = [0u8; BOARD_HOUSES];
        each_board(&mut houses, 0, k, &mut |h| {
            debug_assert_eq!(rank(h, k), edges.len());
            edges.push(self.edges(h, k));
        });
        let (lo, hi) = (
            &mut self.lo[start..start + size],
            &mut self.hi[start..start + size],
        );
        // Stage 1, staying on good ground: the mover keeps every position met (whose
        // own-side split a repetition would award) at least `lo` until a good exit.
        // A greatest fixpoint for `lo` (from +k down) and its dual for `hi`.
        let kk = k as i8;
        for (i, e) in edges.iter().enumerate() {
            (lo[i], hi[i]) = if e.quiet_count == 0 && e.exit_lo == e.exit_hi {
                (e.exit_lo, e.exit_hi)
            } else {
                (kk, -kk)
            };
        }
        sweep(&edges, lo, hi, |e, l, u| (l.min(e.split), u.max(e.split)));
        // Stage 2, forcing the way there: the mover may pass through worse positions
        // while every line strictly approaches a good exit or stage-1 ground, so none
        // of them can repeat. A least fixpoint for `lo` (rising from stage 1) and its
        // dual for `hi`.
        let stage1: Vec<(i8, i8)> = lo.iter().copied().zip(hi.iter().copied()).collect();
        sweep(&edges, lo, hi, |e, l, u| {
            let (l1, u1) = stage1[e.index as usize];
            (l.max(l1), u.min(u1))
        });
    }

    /// The moves of the board with houses `h` (mover South, `k` stones).
    fn edges(&self, h: &[u8; BOARD_HOUSES], k: usize) -> Edges {
        let board = Board::new(*h, [0, 0], 0);
        let mine = i8::try_from(board.row_total(0)).unwrap_or(0);
        let theirs = i8::try_from(board.row_total(1)).unwrap_or(0);
        let mut e = Edges {
            index: rank(h, k) as u32,
            split: mine - theirs,
            exit_lo: NO_EXIT,
            exit_hi: NO_EXIT,
            quiet: [0; HOUSES_PER_SIDE],
            quiet_count: 0,
        };
        if let Some(reason) = board.board_end() {
            let v = settled_value(&board.settled(reason));
            e.exit_lo = v;
            e.exit_hi = v;
            return e;
        }
        let mut mask = board.moves(self.rules);
        while mask != 0 {
            let o = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let played = board.play(o, self.rules);
            let (l, u) = if played.end.is_some() {
                // Stores started at zero, so the settled split is the difference.
                let v = -settled_value(&played.board);
                (v, v)
            } else if played.captured > 0 {
                let c = played.captured as i8;
                let b = self
                    .probe(&played.board)
                    .expect("a capture leads to a smaller layer");
                (c - b.hi, c - b.lo)
            } else {
                e.quiet[usize::from(e.quiet_count)] =
                    rank(&played.board.houses_mover_first(), k) as u32;
                e.quiet_count += 1;
                continue;
            };
            e.exit_lo = e.exit_lo.max(l);
            e.exit_hi = e.exit_hi.max(u);
        }
        e
    }

    /// Write the table to `path` (a small header, then the bounds).
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let mut out = io::BufWriter::new(fs::File::create(path)?);
        out.write_all(MAGIC)?;
        out.write_all(&[rules_byte(self.rules), self.max_stones])?;
        out.write_all(&self.lo.iter().map(|&v| v as u8).collect::<Vec<u8>>())?;
        out.write_all(&self.hi.iter().map(|&v| v as u8).collect::<Vec<u8>>())?;
        out.flush()
    }

    /// Read a table written by [`EndgameTable::save`], checking it is the one asked for.
    pub fn load(path: &Path, rules: RuleSet, max_stones: u8) -> io::Result<EndgameTable> {
        let bytes = fs::read(path)?;
        let n = table_size(usize::from(max_stones)) as usize;
        let header = MAGIC.len() + 2;
        let bad = |why: &str| io::Error::new(io::ErrorKind::InvalidData, why.to_string());
        if bytes.len() != header + 2 * n || &bytes[..MAGIC.len()] != MAGIC {
            return Err(bad("not an Oril endgame table of this size"));
        }
        if bytes[MAGIC.len()] != rules_byte(rules) || bytes[MAGIC.len() + 1] != max_stones {
            return Err(bad("endgame table for other rules or stones"));
        }
        let body = &bytes[header..];
        Ok(EndgameTable {
            rules,
            max_stones,
            lo: body[..n].iter().map(|&b| b as i8).collect(),
            hi: body[n..].iter().map(|&b| b as i8).collect(),
        })
    }

    /// The table at `path` if it is there and right, else build it and try to save
    /// it there (a failed save still returns the built table).
    pub fn load_or_build(path: &Path, rules: RuleSet, max_stones: u8) -> EndgameTable {
        if let Ok(t) = EndgameTable::load(path, rules, max_stones) {
            return t;
        }
        let t = EndgameTable::build(rules, max_stones);
        let _ = t.save(path);
        t
    }
}

const MAGIC: &[u8] = b"ORILEGT1";

fn rules_byte(rules: RuleSet) -> u8 {
    match rules {
        RuleSet::Oril => 0,
        RuleSet::Abapa => 1,
    }
}

/// The store difference for the mover of a settled board whose stores started at 0.
fn settled_value(b: &Board) -> i8 {
    b.store_lead() as i8
}

/// Every board of `k` stones from house `i` on, in lexicographic order.
fn each_board(h: &mut [u8; BOARD_HOUSES], i: usize, k: usize, f: &mut impl FnMut(&[u8; 12])) {
    if i == BOARD_HOUSES - 1 {
        h[i] = k as u8;
        f(h);
        return;
    }
    for s in 0..=k {
        h[i] = s as u8;
        each_board(h, i + 1, k - s, f);
    }
    h[i] = 0;
}

/// Tables the searches probe once the caller has built or loaded them.
static INSTALLED: [OnceLock<EndgameTable>; 2] = [OnceLock::new(), OnceLock::new()];

/// Make `table` available to every later search under its rules (the first table
/// installed for a rule set stays; returns whether this one was taken).
pub fn install(table: EndgameTable) -> bool {
    INSTALLED[usize::from(rules_byte(table.rules))]
        .set(table)
        .is_ok()
}

/// The table installed for `rules`, if any.
pub fn installed(rules: RuleSet) -> Option<&'static EndgameTable> {
    INSTALLED[usize::from(rules_byte(rules))].get()
}
