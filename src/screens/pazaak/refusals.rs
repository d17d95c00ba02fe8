//! Pazaak's refusals as sentences: each engine error becomes a message of `pazaak.ftl`.

use crate::games::pazaak::career::CareerError;
use crate::games::pazaak::side_deck::SIDE_DECK_SIZE;
use crate::games::pazaak::{DeckError, MatchError, PazaakError};
use crate::i18n::Text;

/// A [`PazaakError`] as a sentence for the person it refuses.
pub fn pazaak_error(error: &PazaakError) -> Text {
    match error {
        PazaakError::MatchOver => Text::new("pazaak-error-match-over"),
        PazaakError::NotYourTurn => Text::new("notice-not-your-turn"),
        PazaakError::NoSuchSeat => Text::new("pazaak-error-no-such-seat"),
        PazaakError::AlreadyPlayedThisTurn => Text::new("pazaak-error-already-played-this-turn"),
        PazaakError::NoSuchSlot => Text::new("pazaak-error-no-such-slot"),
        PazaakError::CardUsed => Text::new("pazaak-error-card-used"),
        PazaakError::SignNeeded(card) => {
            Text::new("pazaak-error-sign-needed").with("card", card.to_string())
        }
        PazaakError::SignNotAllowed(card) => {
            Text::new("pazaak-error-sign-not-allowed").with("card", card.to_string())
        }
    }
}

/// A [`DeckError`] as a sentence for the person it refuses.
pub fn deck_error(error: &DeckError) -> Text {
    match error {
        DeckError::WrongSize(size) => Text::new("pazaak-deck-wrong-size")
            .with("needed", SIDE_DECK_SIZE)
            .with("size", *size),
        DeckError::InvalidCard(card) => {
            Text::new("pazaak-deck-invalid-card").with("card", card.to_string())
        }
        DeckError::NotOwned {
            card,
            wanted,
            owned,
        } => Text::new("pazaak-deck-not-owned")
            .with("card", card.to_string())
            .with("wanted", *wanted)
            .with("owned", *owned),
    }
}

/// A [`CareerError`] as a sentence for the person it refuses.
pub fn career_error(error: &CareerError) -> Text {
    match error {
        CareerError::NotEnoughCredits {
            card,
            price,
            credits,
        } => Text::new("pazaak-career-not-enough-credits")
            .with("card", card.to_string())
            .with("price", *price)
            .with("credits", *credits),
        CareerError::NotForSale(card) => {
            Text::new("pazaak-career-not-for-sale").with("card", card.to_string())
        }
        CareerError::Complete => Text::new("pazaak-career-complete"),
        CareerError::Deck(why) => deck_error(why),
    }
}

/// A [`MatchError`] as a sentence for the person it refuses.
pub fn match_error(error: &MatchError) -> Text {
    match error {
        MatchError::Rules(why) => pazaak_error(why),
        MatchError::Deck(why) => Text::new("pazaak-match-deck").with("reason", deck_error(why)),
        MatchError::DecksChosen => Text::new("pazaak-match-decks-chosen"),
        MatchError::AlreadyChosen => Text::new("pazaak-match-already-chosen"),
        MatchError::StillChoosing => Text::new("pazaak-match-still-choosing"),
        MatchError::DraftFull => Text::new("pazaak-match-draft-full").with("size", SIDE_DECK_SIZE),
        MatchError::NoneLeft(card) => {
            Text::new("pazaak-match-none-left").with("card", card.to_string())
        }
        MatchError::NoSuchDraftCard => Text::new("pazaak-match-no-such-draft-card"),
        MatchError::DraftEmpty => Text::new("pazaak-match-draft-empty"),
        MatchError::NoDefaultDeck => Text::new("pazaak-match-no-default-deck"),
        MatchError::InvalidCard(card) => {
            Text::new("pazaak-deck-invalid-card").with("card", card.to_string())
        }
        MatchError::MatchOver => Text::new("pazaak-error-match-over"),
        MatchError::NoSuchSeat => Text::new("pazaak-error-no-such-seat"),
    }
}
