//! The transposition key: a 64-bit hash of a canonical form of the position.
//!
//! Tableau columns are interchangeable, so their hashes are combined by addition, which
//! ignores their order. With unlimited redeals the waste/stock boundary only matters
//! through the set of talon cards it lets the player reach (in draw-1: all of them).

use super::position::{Position, Rules};

/// A column's part of the key, from its hash and its count of face-down cards. The
/// column's own hash sums its cards by height; mixing it with the face-down count
/// before the parts are added keeps columns apart from one another. Each column keeps
/// its part up to date (`Col::key_part`), so a key costs a few additions.
pub(crate) fn column_part(hash: u64, hidden: u8) -> u64 {
    let hidden = (hidden as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    mix(hash ^ hidden)
}

/// splitmix64's finaliser: spreads every input bit over the whole word.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Position {
    pub fn key(&self, rules: &Rules) -> u64 {
        let mut key = 0u64;
        for col in &self.cols {
            key = key.wrapping_add(col.key_part);
        }
        let found = u32::from_le_bytes(self.found) as u64;
        key = key.wrapping_add(mix(found ^ 0x5555_0000_0000));
        // What the waste/stock boundary decides is which talon cards can be played
        // now; with free redeals the future depends on nothing else (taking card i
        // leaves the boundary at i), so the set of playable cards stands in for it.
        let pos = if rules.draw == 1 && rules.unlimited {
            0
        } else if rules.unlimited {
            self.reachable(rules)
        } else {
            self.pos as u64 + 1
        };
        let redeals = if rules.unlimited {
            0
        } else {
            self.redeals_left as u64
        };
        let seed = mix(0x7777 ^ pos) ^ redeals << 56;
        // The talon keeps its order as it loses cards, so its set says what it is.
        key.wrapping_add(mix(seed ^ self.talon_set))
    }
}
