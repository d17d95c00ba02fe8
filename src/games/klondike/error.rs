//! Why a move, a deal or a card name was refused, in words written for the player.

use thiserror::Error;

use super::card::{rank_word, Card};
use super::pile::Pile;

/// A refused move. The game is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("there is no pile {0}: piles are 1-7 (tableau), 8 (stock), 9 (waste) and 10-13 (foundations)")]
    NoSuchPile(u32),
    #[error("\"{0}\" is not a move: type the pile to take from and the pile to put on, like \"7 11\", or \"3 5 2\" to move 2 cards")]
    BadOrder(String),
    #[error("{0} is not a card count: a run has 1 to 13 cards")]
    BadCount(u32),
    #[error("a card has to move to a different pile")]
    SamePile,
    #[error("the stock is empty: turn the waste back over with 9 8")]
    StockEmpty,
    #[error("the waste goes back to the stock only once the stock is empty")]
    StockNotEmpty,
    #[error("no redeals are left: the waste cannot go back to the stock again")]
    NoRedealsLeft,
    #[error("the stock and the waste are both empty")]
    NothingToRedeal,
    #[error("the waste is empty: turn a card from the stock with 8 9")]
    WasteEmpty,
    #[error("pile {0} is empty")]
    PileEmpty(Pile),
    #[error("cards leave the stock only by turning onto the waste: 8 9")]
    StockOnlyToWaste,
    #[error("the waste takes cards only from the stock: 8 9")]
    OnlyStockToWaste,
    #[error("only the top card can move from the waste or a foundation")]
    OneCardOnly,
    #[error("only one card at a time goes to a foundation")]
    OneCardToFoundation,
    #[error("pile {pile} has only {face_up} face-up card(s), not {count}")]
    NotEnoughFaceUp {
        pile: Pile,
        count: u8,
        face_up: usize,
    },
    #[error("{card} cannot go on {onto}: {}", tableau_rule(*.card))]
    DoesNotFit { card: Card, onto: Card },
    #[error("only a King may fill an empty pile ({card} is not one)")]
    NeedsKing { card: Card },
    #[error("an empty foundation starts with an Ace, not {card}")]
    FoundationStart { card: Card },
    #[error("{card} cannot go on {top}: {}", foundation_rule(*.top))]
    FoundationOrder { card: Card, top: Card },
    #[error("this table does not allow taking cards back from a foundation")]
    NoFoundationToTableau,
    #[error("cards do not move from one foundation to another")]
    FoundationToFoundation,
    #[error("no face-up card of pile {from} fits on pile {to}")]
    NoFittingRun { from: Pile, to: Pile },
    #[error("there is no move to undo")]
    NothingToUndo,
    #[error("no card can safely go to the foundations now")]
    NothingToAutoPlay,
    #[error("the game is over")]
    GameOver,
    #[error("this is a one-player game: only seat 0 plays")]
    WrongSeat,
}

/// "a red 7 goes on a black 8", or why nothing goes there.
fn tableau_rule(card: Card) -> String {
    let colour = |red: bool| if red { "red" } else { "black" };
    if card.rank() == 13 {
        "a King goes only on an empty pile".to_string()
    } else {
        format!(
            "a {} {} goes on a {} {}",
            colour(card.is_red()),
            rank_word(card.rank()),
            colour(!card.is_red()),
            rank_word(card.rank() + 1)
        )
    }
}

/// What a foundation topped by `top` takes next.
fn foundation_rule(top: Card) -> String {
    match Card::new(top.suit(), top.rank() + 1) {
        Some(next) => format!("a foundation builds up by suit, so {top} takes {next} next"),
        None => format!("the {} foundation is complete", top.suit().symbol()),
    }
}

/// A refused deal order.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealError {
    #[error("a deal needs all 52 cards, this one has {0}")]
    WrongCount(usize),
    #[error("{0} appears more than once in the deal")]
    Duplicate(Card),
    #[error(transparent)]
    BadCard(#[from] CardParseError),
    #[error("bad layout: {0}")]
    BadLayout(String),
}

/// A card name or number that is not a card.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CardParseError {
    #[error("card number {0} is out of range (0-51)")]
    BadNumber(u8),
    #[error("\"{0}\" is not a card: write a rank and a suit, like 10♠ or QH")]
    BadText(String),
}
