//! Oril's refusals as sentences: each engine error becomes a message of `oril.ftl`.

use crate::games::oril::{MoveError, OrilError};
use crate::i18n::Text;

/// A [`OrilError`] as a sentence for the person it refuses.
pub fn oril_error(error: &OrilError) -> Text {
    match error {
        OrilError::GameOver => Text::new("oril-error-game-over"),
        OrilError::NoSuchSeat => Text::new("oril-error-no-such-seat"),
        OrilError::NotYourTurn => Text::new("notice-not-your-turn"),
        OrilError::Move(MoveError::EmptyHouse(house)) => {
            Text::new("oril-error-empty-house").with("house", house.to_string())
        }
        OrilError::Move(MoveError::MustFeed(house)) => {
            Text::new("oril-error-must-feed").with("house", house.to_string())
        }
        OrilError::Move(MoveError::GrandSlam(house)) => {
            Text::new("oril-error-grand-slam").with("house", house.to_string())
        }
        OrilError::AlreadyAgreed => Text::new("oril-error-already-agreed"),
        OrilError::NotAgreed => Text::new("oril-error-not-agreed"),
    }
}
