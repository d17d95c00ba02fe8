//! What the Oril buttons carry, and how it travels in a custom_id.
//!
//! `h1` to `h6` sow a house of the presser's row (numbered from their left); `end`
//! proposes (or, when the other player already has, agrees) to end the game with each
//! player taking the stones on their side.

use crate::games::oril::House;
use crate::table::hosting::ActionCodec;

/// A press on the Oril table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrilPress {
    /// Sow this house of your row.
    Sow(House),
    /// Propose the agreed end (both must press it; a move in between cancels it).
    ProposeEnd,
}

impl ActionCodec for OrilPress {
    fn encode(&self) -> String {
        match self {
            OrilPress::Sow(house) => format!("h{}", house.number()),
            OrilPress::ProposeEnd => "end".to_string(),
        }
    }

    fn decode(text: &str) -> Option<Self> {
        if text == "end" {
            return Some(OrilPress::ProposeEnd);
        }
        let digits = text.strip_prefix('h')?;
        // One digit only, so "h01" or "h+1" is not a second spelling of "h1".
        if digits.len() != 1 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: u8 = digits.parse().ok()?;
        House::new(number).ok().map(OrilPress::Sow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_text_decodes_to_nothing_or_its_own_spelling(text in "\\PC{0,8}") {
            if let Some(p) = OrilPress::decode(&text) {
                prop_assert_eq!(p.encode(), text);
            }
        }
    }

    #[test]
    fn out_of_range_houses_are_refused() {
        for bad in ["h0", "h7", "h", "h01", "h+1", "H1", "end ", "sow.1", ""] {
            assert_eq!(OrilPress::decode(bad), None, "{bad:?}");
        }
    }
}
