//! The seed document's computer player: it searches nothing and knows no probabilities.
//! It keeps the range of totals its hand can still reach this turn (the lowest, and the
//! closest to 20) and avoids risky moves: it saves itself from a bust when it can,
//! finishes on 19-20 when a card gets it there, and stands once one more draw could
//! overshoot beyond what its hand can pull back.

use super::legal_or_first;
use super::options::{play_options, PlayOption};
use crate::games::pazaak::actions::Action;
use crate::games::pazaak::cards::SideCard;
use crate::games::pazaak::engine::TARGET;
use crate::games::pazaak::view::SeatView;
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;

/// The seed level player (stateless).
#[derive(Clone, Copy, Debug, Default)]
pub struct SeedAi;

/// The range of totals the hand can reach: the lowest (one card pulled back from the
/// total, as on a later turn), and the closest to 20 without going over this turn.
struct Range {
    lowest: i32,
    closest: Option<PlayOption>,
}

fn range(view: &SeatView, options: &[PlayOption]) -> Range {
    Range {
        lowest: view.me().total - biggest_rescue(view),
        closest: options
            .iter()
            .filter(|o| o.total <= TARGET)
            .max_by_key(|o| (o.total, o.action.is_none()))
            .copied(),
    }
}

/// The most a hand card can subtract on a later turn (how far a bust can be pulled back).
fn biggest_rescue(view: &SeatView) -> i32 {
    view.hand
        .iter()
        .filter(|h| !h.used)
        .map(|h| match h.card {
            SideCard::Minus(v) | SideCard::PlusMinus(v) => i32::from(v),
            SideCard::Tiebreaker => 1,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

impl Computer for SeedAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, _rng: &mut ChaCha8Rng) -> Action {
        let options = play_options(view);
        let total = view.me().total;
        let opp = view.opponent();
        let reach = range(view, &options);
        let play = |o: &PlayOption| o.action.map(|a| legal_or_first(view, a));

        // 1. Over 20: take the closest reachable total at or under 20, if any.
        if total > TARGET {
            if let Some(best) = reach.closest {
                if let Some(a) = play(&best) {
                    return a;
                }
            }
            return legal_or_first(view, Action::EndTurn);
        }
        if opp.standing {
            // 2. The opponent's total is the mark: beat it, with a card if need be.
            if total > opp.total {
                return legal_or_first(view, Action::Stand);
            }
            let beat = options
                .iter()
                .filter(|o| o.total > opp.total && o.total <= TARGET)
                .max_by_key(|o| o.total);
            if let Some(a) = beat.and_then(play) {
                return a;
            }
            if total == opp.total && total >= 17 {
                return legal_or_first(view, Action::Stand);
            }
            return legal_or_first(view, Action::EndTurn);
        }
        // 3. A card that lands on 19 or 20 finishes the set well.
        if let Some(best) = reach.closest {
            if best.total >= 19 && total < 19 {
                if let Some(a) = play(&best) {
                    return a;
                }
            }
        }
        // 4. Stand when the next draw is risky: a 10 on the lowest reachable total
        //    would still overshoot.
        let risky = reach.lowest + 10 > TARGET;
        if total >= 18 || (total >= 16 && risky) {
            legal_or_first(view, Action::Stand)
        } else {
            legal_or_first(view, Action::EndTurn)
        }
    }
}
