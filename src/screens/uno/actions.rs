//! The custom_id codec of UNO's buttons: the engine's own [`Action`], written short.
//!
//! `draw`, `pass`, `uno`, `chal`, `take`, `next`, `color.<L>` (name the first Wild's
//! colour), `p.<card>` (play), `pw.<card>.<L>` (play a wild as colour L),
//! `p7.<card>.<seat>` (seven-0 swap). Cards are written with their short code, `+`
//! spelt `p` (`Rp2`, `Wp4`); colours by their letter. Older messages carried
//! `p.<card>.i<n>`; the index is ignored.
//!
//! The private hand's states ([`HandState`], carried by `view.` verbs, private to one
//! player, never game actions): `main`, `page.<n>`, `wild.<card>`, `seven.<card>`,
//! `noop` (the page counter, a disabled button).

use crate::games::uno::{Action, Card, Color};
use crate::table::hosting::ActionCodec;

/// A card in a custom_id: its short code with `+` spelt `p`.
pub fn card_code(card: Card) -> String {
    card.code().replace('+', "p")
}

pub fn card_from_code(text: &str) -> Option<Card> {
    Card::from_code(&text.replace('p', "+"))
}

fn color_from_letter(text: &str) -> Option<Color> {
    Color::ALL
        .into_iter()
        .find(|c| text.len() == 1 && text.starts_with(c.letter()))
}

impl ActionCodec for Action {
    fn encode(&self) -> String {
        match self {
            Action::Draw => "draw".into(),
            Action::Pass => "pass".into(),
            Action::CallUno => "uno".into(),
            Action::Challenge => "chal".into(),
            Action::AcceptPenalty => "take".into(),
            Action::NextRound => "next".into(),
            Action::ChooseColor(color) => format!("color.{}", color.letter()),
            Action::Play {
                card,
                color,
                swap_with,
            } => match (color, swap_with) {
                (None, None) => format!("p.{}", card_code(*card)),
                (Some(color), None) => format!("pw.{}.{}", card_code(*card), color.letter()),
                (None, Some(seat)) => format!("p7.{}.{seat}", card_code(*card)),
                // Never legal (a wild is not a 7), but every action has one spelling.
                (Some(color), Some(seat)) => {
                    format!("pws.{}.{}.{seat}", card_code(*card), color.letter())
                }
            },
        }
    }

    fn decode(text: &str) -> Option<Action> {
        let parts: Vec<&str> = text.split('.').collect();
        let play = |card: &str, color: Option<Color>, swap_with: Option<usize>| {
            Some(Action::Play {
                card: card_from_code(card)?,
                color,
                swap_with,
            })
        };
        match parts.as_slice() {
            ["draw"] => Some(Action::Draw),
            ["pass"] => Some(Action::Pass),
            ["uno"] => Some(Action::CallUno),
            ["chal"] => Some(Action::Challenge),
            ["take"] => Some(Action::AcceptPenalty),
            ["next"] => Some(Action::NextRound),
            ["color", c] => color_from_letter(c).map(Action::ChooseColor),
            ["p", card] => play(card, None, None),
            ["p", card, index] if index.starts_with('i') => play(card, None, None),
            ["pw", card, c] => play(card, Some(color_from_letter(c)?), None),
            ["p7", card, seat] => play(card, None, Some(seat.parse().ok()?)),
            ["pws", card, c, seat] => {
                play(card, Some(color_from_letter(c)?), Some(seat.parse().ok()?))
            }
            _ => None,
        }
    }
}

/// What the private hand shows: its cards (a page of them), or the question a card
/// asks before it is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandState {
    /// The first page of the hand.
    #[default]
    Main,
    /// Page `n` (0-based) of a long hand.
    Page(usize),
    /// The colour this wild card is to be played as.
    Wild(Card),
    /// Whom to swap hands with for this seven (seven-0).
    Seven(Card),
    /// The page counter between the page turners (a disabled button).
    Noop,
}

impl ActionCodec for HandState {
    fn encode(&self) -> String {
        match self {
            HandState::Main => "main".into(),
            HandState::Page(n) => format!("page.{n}"),
            HandState::Wild(card) => format!("wild.{}", card_code(*card)),
            HandState::Seven(card) => format!("seven.{}", card_code(*card)),
            HandState::Noop => "noop".into(),
        }
    }

    fn decode(text: &str) -> Option<HandState> {
        match text {
            "main" => return Some(HandState::Main),
            "noop" => return Some(HandState::Noop),
            _ => {}
        }
        let (head, rest) = text.split_once('.')?;
        match head {
            "page" => rest.parse().ok().map(HandState::Page),
            "wild" => card_from_code(rest).map(HandState::Wild),
            "seven" => card_from_code(rest).map(HandState::Seven),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn anything_else_decodes_to_nothing_or_an_action(text in "[a-z0-9.]{0,12}") {
            // No input panics; whatever decodes spells itself the same way again.
            if let Some(action) = Action::decode(&text) {
                prop_assert_eq!(Action::decode(&action.encode()), Some(action));
            }
        }
    }

    #[test]
    fn older_and_malformed_ids() {
        assert_eq!(
            Action::decode("p.R5.i3"),
            Some(Action::play(Card::from_code("R5").unwrap()))
        );
        assert_eq!(
            Action::decode("pw.Wp4.G"),
            Some(Action::Play {
                card: Card::wild_draw_four(),
                color: Some(Color::Green),
                swap_with: None
            })
        );
        for bad in ["", "p", "p.X9", "pw.W.Q", "p7.R7.x", "fly", "p.R5.x3"] {
            assert_eq!(Action::decode(bad), None, "{bad}");
        }
    }

    /// Hands already posted keep their buttons: the states they carry decode as before.
    #[test]
    fn posted_hand_states_decode_unchanged() {
        let card = |code: &str| Card::from_code(code).unwrap();
        let posted = [
            ("main", HandState::Main),
            ("noop", HandState::Noop),
            ("page.0", HandState::Page(0)),
            ("page.1", HandState::Page(1)),
            ("wild.W", HandState::Wild(Card::wild())),
            ("wild.Wp4", HandState::Wild(Card::wild_draw_four())),
            ("seven.R7", HandState::Seven(card("R7"))),
            ("seven.B7", HandState::Seven(card("B7"))),
        ];
        for (text, state) in posted {
            assert_eq!(HandState::decode(text), Some(state), "{text}");
            assert_eq!(state.encode(), text);
        }
        for unknown in [
            "", "page", "page.x", "wild.", "wild.X9", "seven", "hand", "p.R7",
        ] {
            assert_eq!(HandState::decode(unknown), None, "{unknown:?}");
        }
    }
}
