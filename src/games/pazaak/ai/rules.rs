//! A published rule-based player, kept as a fair yardstick for the stronger levels (the
//! "full heuristic" published with PazaakRL). In order:
//! 1. Over 20: play the hand card that leaves the best total at or under 20 (rescue).
//! 2. A hand card that makes exactly 20: play it.
//! 3. At 20: stand.
//! 4. The opponent stands ahead: never stand below it; end the turn to draw again.
//! 5. At 18 or 19: stand.
//! 6. Otherwise end the turn.
//!
//! It decides from the seat's view only and plays no card in any other case.

use super::legal_or_first;
use super::options::play_options;
use crate::games::pazaak::actions::Action;
use crate::games::pazaak::engine::TARGET;
use crate::games::pazaak::view::SeatView;
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;

/// The rule-based reference player (stateless).
#[derive(Clone, Copy, Debug, Default)]
pub struct RuleAi;

impl Computer for RuleAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, _rng: &mut ChaCha8Rng) -> Action {
        if view.legal.is_empty() {
            return Action::EndTurn;
        }
        let options = play_options(view);
        let total = view.me().total;
        let opp = view.opponent();
        // 1. Rescue a bust with the card leaving the best total at or under 20.
        if total > TARGET {
            let rescue = options
                .iter()
                .filter(|o| o.action.is_some() && o.total <= TARGET)
                .max_by_key(|o| o.total)
                .and_then(|o| o.action);
            return legal_or_first(view, rescue.unwrap_or(Action::EndTurn));
        }
        // 2. A card that makes exactly 20.
        if total != TARGET {
            if let Some(a) = options
                .iter()
                .find(|o| o.total == TARGET)
                .and_then(|o| o.action)
            {
                return legal_or_first(view, a);
            }
        }
        // 3. At 20.
        if total == TARGET {
            return legal_or_first(view, Action::Stand);
        }
        // 4. Keep drawing while the opponent stands ahead.
        if opp.standing && opp.total > total {
            return legal_or_first(view, Action::EndTurn);
        }
        // 5. Stand on 18-19.
        if total >= 18 {
            return legal_or_first(view, Action::Stand);
        }
        legal_or_first(view, Action::EndTurn)
    }
}
