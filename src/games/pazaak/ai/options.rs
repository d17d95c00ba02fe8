//! The hand plays open to a seat right now and what each would do to its table, worked
//! out from the seat's view so every computer player shares one model of the cards.

use crate::games::pazaak::actions::Action;
use crate::games::pazaak::cards::{SideCard, Sign};
use crate::games::pazaak::engine::TABLE_LIMIT;
use crate::games::pazaak::view::SeatView;

/// One way to use (or not use) the hand this turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayOption {
    /// The play, or `None` for playing no hand card.
    pub action: Option<Action>,
    /// The card played, if any.
    pub card: Option<SideCard>,
    /// Own total afterwards.
    pub total: i32,
    /// Cards on own table afterwards.
    pub cards: usize,
    /// Whether a Tiebreaker is then the last card on the table.
    pub tiebreaker_last: bool,
}

/// Every legal play for the seat in `view` plus "no play", with its effect. The drawn
/// card of this turn is the last table card, since the draw opens the turn.
pub fn play_options(view: &SeatView) -> Vec<PlayOption> {
    let me = view.me();
    let mut out = vec![PlayOption {
        action: None,
        card: None,
        total: me.total,
        cards: me.table.len(),
        tiebreaker_last: me.table.last().is_some_and(|c| c.is_tiebreaker()),
    }];
    for action in &view.legal {
        let Action::Play { slot, sign } = *action else {
            continue;
        };
        let Some(hand) = view.hand.get(slot.0 as usize) else {
            continue;
        };
        let card = hand.card;
        let factor = sign.map_or(1, Sign::factor);
        let delta: i32 = match card {
            SideCard::Plus(v) => i32::from(v),
            SideCard::Minus(v) => -i32::from(v),
            SideCard::PlusMinus(v) => factor * i32::from(v),
            SideCard::Tiebreaker => factor,
            SideCard::Double => me.table.last().map_or(0, |c| c.value),
            SideCard::Flip24 | SideCard::Flip36 => {
                let flipped = card.flipped_values().unwrap_or_default();
                me.table
                    .iter()
                    .filter(|c| flipped.contains(&c.value.abs()))
                    .map(|c| -2 * c.value)
                    .sum()
            }
        };
        out.push(PlayOption {
            action: Some(*action),
            card: Some(card),
            total: me.total + delta,
            cards: (me.table.len() + 1).min(TABLE_LIMIT),
            tiebreaker_last: card == SideCard::Tiebreaker,
        });
    }
    out
}
