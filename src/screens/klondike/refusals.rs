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
        .with("red", if onto.is_red() { "yes" } else { "no" })
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
