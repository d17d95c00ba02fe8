//! The "Classic" player: seed 000's weighted random play and seed 002's colour.
//!
//! Each playable card gets a weight: a number card its face value, Skip / Reverse /
//! Draw Two 20, Wild / Wild Draw Four 30; wild and Draw Two weights are multiplied by
//! 10 when the next seat holds fewer than 4 cards; every weight is multiplied by a
//! uniform number in [0, 1) and the largest is played. With nothing playable it
//! draws. A wild names the seed-002 colour ([`super::seed_color`]).
//!
//! Decisions the seeds do not cover, kept as plain as the seeds' player:
//! - a playable drawn card is played at once (seed 000: "if he can play the card he
//!   drew, fine"), otherwise it passes;
//! - it never challenges a Wild Draw Four (the seeds' game has no challenge) and
//!   takes the draw; under stacking it stacks with the same weighting when it can;
//! - it always calls UNO when holding two cards on its turn (AI seats always call);
//! - it never jumps in; under seven-0 it swaps with the seat holding fewest cards;
//! - with a round over it asks for the next round.

use super::{fallback, legal_plays, my_move, seat_after, seed_color, should_call_uno};
use crate::games::uno::{Action, Card, Face, PhaseView, SeatView};
use crate::games::Computer;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The seed-000 player. Stateless.
#[derive(Clone, Copy, Debug, Default)]
pub struct ClassicAi;

/// Seed 000's weight of a playable card before the random factor.
pub fn classic_weight(card: Card, next_has_few: bool) -> f64 {
    let (base, boost) = match card.face {
        Face::Number(n) => (f64::from(n), false),
        Face::Skip | Face::Reverse => (20.0, false),
        Face::DrawTwo => (20.0, true),
        Face::Wild | Face::WildDrawFour => (30.0, true),
    };
    if boost && next_has_few {
        base * 10.0
    } else {
        base
    }
}

impl Computer for ClassicAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, rng: &mut ChaCha8Rng) -> Action {
        if view.legal.is_empty() || !my_move(view) {
            // Out of turn the Classic player only ever calls UNO.
            return if should_call_uno(view) {
                Action::CallUno
            } else {
                fallback(view)
            };
        }
        if should_call_uno(view) && view.hand.len() == 2 {
            return Action::CallUno;
        }
        match &view.public.phase {
            PhaseView::ChoosingColor { .. } => return Action::ChooseColor(seed_color(&view.hand)),
            PhaseView::RoundOver { .. } => return Action::NextRound,
            _ => {}
        }
        let plays = legal_plays(view);
        if plays.is_empty() {
            return fallback(view);
        }
        if let Some(drawn) = view.drawn_card {
            let color = drawn.is_wild().then(|| seed_color(&view.hand));
            if let Some(p) = plays
                .iter()
                .find(|(c, col, _)| *c == drawn && (col.is_none() || *col == color))
            {
                return Action::Play {
                    card: p.0,
                    color: p.1,
                    swap_with: p.2,
                };
            }
        }
        let next = seat_after(view, view.seat, 1);
        let next_has_few = view.public.seats[next].cards < 4;
        let mut best: Option<(f64, Card)> = None;
        let mut seen: Vec<Card> = Vec::new();
        for &(card, _, _) in &plays {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            let w = classic_weight(card, next_has_few) * rng.gen::<f64>();
            if best.is_none_or(|(bw, _)| w > bw) {
                best = Some((w, card));
            }
        }
        let Some((_, card)) = best else {
            return fallback(view);
        };
        let color = card.is_wild().then(|| seed_color(&view.hand));
        let fewest = plays
            .iter()
            .filter(|(c, _, _)| *c == card)
            .filter_map(|(_, _, s)| *s)
            .min_by_key(|&s| view.public.seats[s].cards);
        Action::Play {
            card,
            color,
            swap_with: fewest,
        }
    }
}
