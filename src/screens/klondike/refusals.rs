//! Klondike's refusals as sentences: each engine error becomes a message of `klondike.ftl`.

use crate::games::klondike::{Card, MoveError};
use crate::i18n::Text;

/// A [`MoveError`] as a sentence for the person it refuses.
pub fn move_error(error: &MoveError) -> Text {
    match error {
        MoveError::NoSuchPile(pile) => Text::new("klondike-error-no-such-pile").with("pile", *pile),
        MoveError::BadOrder(typed) => {
            Text::new("klondike-error-bad-order").with("typed", typed.as_str())
        }
        MoveError::BadCount(count) => Text::new("klondike-error-bad-count").with("count", *count),
        MoveError::SamePile => Text::new("klondike-error-same-pile"),
        MoveError::StockEmpty => Text::new("klondike-error-stock-empty"),
        MoveError::StockNotEmpty => Text::new("klondike-error-stock-not-empty"),
        MoveError::NoRedealsLeft => Text::new("klondike-error-no-redeals-left"),
        MoveError::NothingToRedeal => Text::new("klondike-error-nothing-to-redeal"),
        MoveError::WasteEmpty => Text::new("klondike-error-waste-empty"),
        MoveError::PileEmpty(pile) => {
            Text::new("klondike-error-pile-empty").with("pile", pile.to_string())
        }
        MoveError::StockOnlyToWaste => Text::new("klondike-error-stock-only-to-waste"),
        MoveError::OnlyStockToWaste => Text::new("klondike-error-only-stock-to-waste"),
        MoveError::OneCardOnly => Text::new("klondike-error-one-card-only"),
        MoveError::OneCardToFoundation => Text::new("klondike-error-one-card-to-foundation"),
        MoveError::NotEnoughFaceUp {
            pile,
            count,
            face_up,
        } => Text::new("klondike-error-not-enough-face-up")
            .with("pile", pile.to_string())
            .with("faceUp", *face_up)
            .with("count", *count),
        MoveError::DoesNotFit { card, onto } => does_not_fit(*card, *onto),
        MoveError::NeedsKing { card } => {
            Text::new("klondike-error-needs-king").with("card", card.to_string())
        }
        MoveError::FoundationStart { card } => {
            Text::new("klondike-error-foundation-start").with("card", card.to_string())
        }
        MoveError::FoundationOrder { card, top } => foundation_order(*card, *top),
        MoveError::NoFoundationToTableau => Text::new("klondike-error-no-foundation-to-tableau"),
        MoveError::FoundationToFoundation => Text::new("klondike-error-foundation-to-foundation"),
        MoveError::NoFittingRun { from, to } => Text::new("klondike-error-no-fitting-run")
            .with("from", from.to_string())
            .with("to", to.to_string()),
        MoveError::NothingToUndo => Text::new("klondike-error-nothing-to-undo"),
        MoveError::NothingToAutoPlay => Text::new("klondike-error-nothing-to-auto-play"),
        MoveError::GameOver => Text::new("klondike-error-game-over"),
        MoveError::WrongSeat => Text::new("klondike-error-wrong-seat"),
    }
}

/// A tableau move that breaks "down in rank, alternating colour".
fn does_not_fit(card: Card, onto: Card) -> Text {
    let id = if card.rank() == 13 {
        "klondike-error-king-on-card"
    } else {
        "klondike-error-does-not-fit"
    };
    Text::new(id)
        .with("card", card.to_string())
        .with("onto", onto.to_string())
        // The rule follows the moving card's colour: a black card needs a red one.
        .with("red", if card.is_red() { "no" } else { "yes" })
        .with("rank", card.rank())
        .with("next", card.rank() + 1)
}

/// A foundation move that breaks "up by suit from the Ace".
fn foundation_order(card: Card, top: Card) -> Text {
    match Card::new(top.suit(), top.rank() + 1) {
        Some(next) => Text::new("klondike-error-foundation-order")
            .with("card", card.to_string())
            .with("top", top.to_string())
            .with("next", next.to_string()),
        None => Text::new("klondike-error-foundation-complete")
            .with("card", card.to_string())
            .with("top", top.to_string())
            .with("suit", top.suit().symbol().to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::klondike::{Pile, Suit};

    /// The engine's own sentence, as a player reads it: capital first, full stop last.
    fn sentence(error: &MoveError) -> String {
        let text = error.to_string();
        let mut chars = text.chars();
        let first: String = chars
            .next()
            .into_iter()
            .flat_map(char::to_uppercase)
            .collect();
        let mut out = first + chars.as_str();
        if !out.ends_with('.') {
            out.push('.');
        }
        out
    }

    fn cards() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| (1..=13).filter_map(move |rank| Card::new(suit, rank)))
    }

    /// In English the messages say what the engine says, for every pair of cards a
    /// refused tableau or foundation move can name.
    #[test]
    fn english_messages_read_as_the_engine_writes_them() {
        for card in cards() {
            for other in cards() {
                for error in [
                    MoveError::DoesNotFit { card, onto: other },
                    MoveError::FoundationOrder { card, top: other },
                ] {
                    assert_eq!(move_error(&error).to_string(), sentence(&error));
                }
            }
            for error in [
                MoveError::NeedsKing { card },
                MoveError::FoundationStart { card },
            ] {
                assert_eq!(move_error(&error).to_string(), sentence(&error));
            }
        }
        let pile = Pile::new(3).unwrap();
        let to = Pile::new(5).unwrap();
        for error in [
            MoveError::NoSuchPile(14),
            MoveError::BadOrder("7 x".into()),
            MoveError::BadCount(0),
            MoveError::PileEmpty(pile),
            MoveError::NoFittingRun { from: pile, to },
            MoveError::StockEmpty,
            MoveError::NothingToUndo,
        ] {
            assert_eq!(move_error(&error).to_string(), sentence(&error));
        }
        // Where the engine writes "card(s)", the message picks the plural.
        let face_up = |face_up| MoveError::NotEnoughFaceUp {
            pile,
            count: 3,
            face_up,
        };
        assert_eq!(
            move_error(&face_up(1)).to_string(),
            "Pile 3 (T3) has only one face-up card, not 3."
        );
        assert_eq!(
            move_error(&face_up(2)).to_string(),
            "Pile 3 (T3) has only 2 face-up cards, not 3."
        );
    }
}
