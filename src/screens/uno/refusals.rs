//! UNO's refusals as sentences: each engine error becomes a message of `uno.ftl`.

use super::words;
use crate::games::uno::{OptionsError, UnoError, UnoGame};
use crate::i18n::Text;

/// A move `game` refused, as a sentence for the person who tried it: as [`uno_error`],
/// with the card on top of the pile named in the reader's language (read from the
/// game, which a refused move leaves as it was) rather than as the engine writes it.
pub fn play_error(error: &UnoError, game: &UnoGame) -> Text {
    match error {
        UnoError::DoesNotMatch { card, .. } => Text::new("uno-error-does-not-match")
            .with("card", words::card(*card))
            .with("top", top_card(game)),
        other => uno_error(other),
    }
}

/// The top card of the pile, with the colour a Wild named.
fn top_card(game: &UnoGame) -> Text {
    let top = game.top_card();
    if top.is_wild() {
        Text::new("uno-card-wild-colored")
            .with("card", words::card(top))
            .with("color", words::color(game.current_color()))
    } else {
        words::card(top)
    }
}

/// A [`UnoError`] as a sentence for the person it refuses.
pub fn uno_error(error: &UnoError) -> Text {
    match error {
        UnoError::SeatCount => Text::new("uno-error-seat-count"),
        UnoError::Options(why) => options_error(why),
        UnoError::NoSuchSeat => Text::new("uno-error-no-such-seat"),
        UnoError::MatchOver => Text::new("uno-error-match-over"),
        UnoError::RoundOver => Text::new("uno-error-round-over"),
        UnoError::RoundNotOver => Text::new("uno-error-round-not-over"),
        UnoError::NotYourTurn => Text::new("notice-not-your-turn"),
        UnoError::InvalidCard => Text::new("uno-error-invalid-card"),
        UnoError::NotInHand(card) => {
            Text::new("uno-error-not-in-hand").with("card", words::card(*card))
        }
        // Without the game, the top card is as the engine wrote it; a move refused at a
        // table goes through `play_error`, which names it in the reader's language.
        UnoError::DoesNotMatch { card, top } => Text::new("uno-error-does-not-match")
            .with("card", words::card(*card))
            .with("top", Text::verbatim(top.as_str())),
        UnoError::ColorRequired => Text::new("uno-error-color-required"),
        UnoError::ColorNotAllowed => Text::new("uno-error-color-not-allowed"),
        UnoError::SwapRequired => Text::new("uno-error-swap-required"),
        UnoError::BadSwapTarget => Text::new("uno-error-bad-swap-target"),
        UnoError::SwapNotAllowed => Text::new("uno-error-swap-not-allowed"),
        UnoError::WildDrawFourNotAllowed => Text::new("uno-error-wild-draw-four-not-allowed"),
        UnoError::ChooseColorFirst => Text::new("uno-error-choose-color-first"),
        UnoError::NoColorToChoose => Text::new("uno-error-no-color-to-choose"),
        UnoError::AlreadyDrew => Text::new("uno-error-already-drew"),
        UnoError::OnlyDrawnCard => Text::new("uno-error-only-drawn-card"),
        UnoError::MustPlayDrawn => Text::new("uno-error-must-play-drawn"),
        UnoError::CannotPass => Text::new("uno-error-cannot-pass"),
        UnoError::PenaltyPending => Text::new("uno-error-penalty-pending"),
        UnoError::CannotStack => Text::new("uno-error-cannot-stack"),
        UnoError::NothingToChallenge => Text::new("uno-error-nothing-to-challenge"),
        UnoError::NoPenalty => Text::new("uno-error-no-penalty"),
        UnoError::CannotCallUno => Text::new("uno-error-cannot-call-uno"),
        UnoError::CannotJumpIn => Text::new("uno-error-cannot-jump-in"),
        UnoError::BadSetup(why) => Text::new("uno-error-bad-setup").with("reason", why.as_str()),
    }
}

/// A [`OptionsError`] as a sentence for the person it refuses.
pub fn options_error(error: &OptionsError) -> Text {
    match error {
        OptionsError::Penalty => Text::new("uno-options-penalty"),
        OptionsError::Window => Text::new("uno-options-window"),
        OptionsError::Goal => Text::new("uno-options-goal"),
    }
}
