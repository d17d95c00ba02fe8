//! Klondike's moves as sentences for the move menu, hints and the log: the same facts
//! as the engine's English `describe` and `effect`, as message ids with arguments so
//! the board reads them in its own language. Cards are written as the engine writes
//! them (rank and suit symbol), which every language reads.

use crate::games::klondike::{Card, Klondike, Move, PileKind};
use crate::i18n::Text;

/// Runs longer than this are written as their first and last cards and a count.
const LISTED: usize = 4;

/// "7♥ 6♣", or "K♥ … 5♣ (9 cards)" for a long run.
fn run(cards: &[Card]) -> Text {
    match cards {
        [first, .., last] if cards.len() > LISTED => Text::new("klondike-run-long")
            .with("first", first.to_string())
            .with("last", last.to_string())
            .with("cards", cards.len()),
        _ => Text::verbatim(
            cards
                .iter()
                .map(Card::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        ),
    }
}

/// A move, read from the position before it: "3 → 5: 7♥ 6♣ onto 8♠".
pub fn move_text(game: &Klondike, mv: Move) -> Text {
    let (from, to) = (mv.from_pile().number(), mv.to_pile().number());
    match mv {
        Move::Draw => {
            let draw = game.options().draw.cards();
            let n = draw.min(game.stock().len());
            match (n, draw) {
                (0, _) => Text::new("klondike-move-stock-empty")
                    .with("from", from)
                    .with("to", to),
                (1, 1) => Text::new("klondike-move-turn")
                    .with("from", from)
                    .with("to", to),
                (n, d) if n < d => Text::new("klondike-move-turn-last")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", n),
                (n, _) => Text::new("klondike-move-turn-cards")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", n),
            }
        }
        Move::Recycle => match game.options().redeals {
            Some(limit) => Text::new("klondike-move-recycle-of")
                .with("from", from)
                .with("to", to)
                .with("redeal", game.redeals_used() + 1)
                .with("limit", limit),
            None => Text::new("klondike-move-recycle")
                .with("from", from)
                .with("to", to),
        },
        Move::Transfer { to: target, .. } => {
            let cards = run(&game.moving_cards(mv));
            let down = matches!(mv.from_pile().kind(), PileKind::Foundation(_));
            let onto = match target.kind() {
                PileKind::Tableau(j) => game.columns()[j].top(),
                PileKind::Foundation(slot) => game.foundation_top(slot),
                PileKind::Stock | PileKind::Waste => None,
            };
            match (onto, target.kind(), down) {
                (Some(onto), _, false) => Text::new("klondike-move-onto")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", cards)
                    .with("onto", onto.to_string()),
                (Some(onto), _, true) => Text::new("klondike-move-down-onto")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", cards)
                    .with("onto", onto.to_string()),
                (None, PileKind::Foundation(_), _) => Text::new("klondike-move-up")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", cards),
                (None, _, false) => Text::new("klondike-move-empty")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", cards),
                (None, _, true) => Text::new("klondike-move-down-empty")
                    .with("from", from)
                    .with("to", to)
                    .with("cards", cards),
            }
        }
    }
}

/// What `mv` brings about, if anything worth saying: "turns over a card on pile 3".
pub fn effect_text(game: &Klondike, mv: Move) -> Option<Text> {
    match mv {
        Move::Draw => {
            let left = game.stock().len() - game.options().draw.cards().min(game.stock().len());
            Some(Text::new("klondike-effect-stock-left").with("cards", left))
        }
        Move::Recycle => {
            Some(Text::new("klondike-effect-recycle").with("cards", game.waste().len()))
        }
        Move::Transfer { from, count, .. } => {
            let mut said = None;
            if let PileKind::Tableau(i) = from.kind() {
                let column = &game.columns()[i];
                let left = column.cards().len().saturating_sub(count as usize);
                said = if left == 0 {
                    Some(Text::new("klondike-effect-empties").with("pile", from.number()))
                } else if left == column.hidden() {
                    Some(Text::new("klondike-effect-turns-over").with("pile", from.number()))
                } else {
                    column.cards().get(left - 1).map(|card| {
                        Text::new("klondike-effect-uncovers").with("card", card.to_string())
                    })
                };
            }
            match (said, game.sends_up_safely(mv)) {
                (Some(said), true) => {
                    Some(Text::new("klondike-effect-and-safe").with("effect", said))
                }
                (Some(said), false) => Some(said),
                (None, true) => Some(Text::new("klondike-effect-safe")),
                (None, false) => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::klondike::Options;
    use crate::i18n::Lang;

    /// In English the menu reads as the engine's own words, for every legal move of a
    /// few deals and after some play.
    #[test]
    fn english_moves_read_as_the_engines_own() {
        for deal in [1, 7, 42, 1234] {
            let mut game = Klondike::new(deal, Options::default());
            for _ in 0..30 {
                for mv in game.legal_moves() {
                    assert_eq!(move_text(&game, mv).in_lang(Lang::EnUs), game.describe(mv));
                    assert_eq!(
                        effect_text(&game, mv).map(|t| t.in_lang(Lang::EnUs)),
                        game.effect(mv)
                    );
                }
                let Some(mv) = game.moves_by_use().first().copied() else {
                    break;
                };
                game.apply_move(mv).unwrap();
            }
        }
    }
}
