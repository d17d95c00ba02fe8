//! The stock and waste seen as one sequence (the "talon"), and which of its cards the
//! player can bring to the top of the waste by turning the stock.
//!
//! Talon order: the waste from bottom to top, then the stock from top to bottom. Turning
//! the stock only moves the boundary `pos` (the waste size) forward by the draw size;
//! recycling sets it back to 0. Taking the waste top removes one card and keeps the
//! order of the rest, so the solver and the "stuck" check can reason about every card
//! that a few turns of the stock would make playable.

/// Bit `i` is set when talon card `i` can become the waste top: it is the top now, or
/// some number of stock turns (and at most one recycle, if `can_recycle`) expose it.
pub fn reachable(len: usize, pos: usize, draw: usize, can_recycle: bool) -> u64 {
    if draw == 1 {
        // Every card from the current top on, and with a recycle every card. (The
        // solver asks this at every position, so draw-1 and draw-3 are worked out
        // without turning.)
        let from = if can_recycle {
            0
        } else {
            pos.saturating_sub(1)
        };
        return (1u64 << len.min(63)).wrapping_sub(1) & (!0u64 << from.min(63));
    }
    if draw == 3 && len < 64 {
        // Turning from waste size `start` brings up cards start + 2, start + 5, ...
        // and, if the stock does not end on one of them, its last card.
        let within = (1u64 << len) - 1;
        let turning_from = |start: usize| {
            if start < len {
                EVERY_THIRD << start & within | 1 << (len - 1)
            } else {
                0
            }
        };
        let top = if pos > 0 && pos <= len {
            1 << (pos - 1)
        } else {
            0
        };
        let recycled = if can_recycle { turning_from(0) } else { 0 };
        return top | turning_from(pos) | recycled;
    }
    by_turning(len, pos, draw, can_recycle)
}

/// Bits 2, 5, 8, ...: the cards three, six, nine... turns of three bring up.
const EVERY_THIRD: u64 = {
    let mut bits = 0u64;
    let mut i = 2;
    while i < 64 {
        bits |= 1 << i;
        i += 3;
    }
    bits
};

/// [`reachable`] found by turning the stock draw by draw.
fn by_turning(len: usize, pos: usize, draw: usize, can_recycle: bool) -> u64 {
    let mut bits = 0u64;
    if pos > 0 && pos <= len {
        bits |= 1 << (pos - 1);
    }
    let mut mark_from = |start: usize| {
        let mut end = start;
        while end < len {
            end = (end + draw).min(len);
            bits |= 1 << (end - 1);
        }
    };
    mark_from(pos);
    if can_recycle {
        mark_from(0);
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::{by_turning, reachable};

    #[test]
    fn draw_one_reaches_everything_with_recycling() {
        assert_eq!(reachable(5, 2, 1, true), 0b11111);
        // Without a recycle only the current top and the stock are reachable.
        assert_eq!(reachable(5, 2, 1, false), 0b11110);
    }

    #[test]
    fn draw_one_and_three_without_turning_agree_with_turning() {
        for draw in [1, 3] {
            for len in 0..=52 {
                for pos in 0..=len {
                    for recycle in [false, true] {
                        assert_eq!(
                            reachable(len, pos, draw, recycle),
                            by_turning(len, pos, draw, recycle),
                            "draw {draw}, {len} cards, waste {pos}, recycle {recycle}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn draw_three_reaches_every_third_card_and_the_last() {
        // 7 cards, nothing turned: tops after turns are cards 2, 5 and 6.
        assert_eq!(reachable(7, 0, 3, false), 0b1100100);
        // Waste holds one card: current top 0, then 3, then 6 (stock runs out).
        assert_eq!(reachable(7, 1, 3, false), 0b1001001);
        assert_eq!(reachable(7, 1, 3, true), 0b1101101);
    }
}
