//! What Pazaak buttons and menus carry, as text after the table's `g.` prefix.
//!
//! - Deck choosing: `add.<card>`, `rm.<i>` (take the draft's i-th card out), `clear`,
//!   `default`, `confirm`.
//! - Playing: `p.<slot>` (a card without a sign), `p.<slot>.p` / `p.<slot>.m` (plus or
//!   minus for a plus/minus card or the Tiebreaker), `end`, `stand`.
//!
//! Cards are written with letters only: `p3` (+3), `m3` (-3), `pm3` (±3), `d` (Double),
//! `f24`, `f36` (the Flip cards), `t` (Tiebreaker).

use crate::games::pazaak::{Action, DeckAction, HandSlot, MatchAction, SideCard, Sign};

/// A side card in a verb.
pub fn card_code(card: SideCard) -> String {
    match card {
        SideCard::Plus(v) => format!("p{v}"),
        SideCard::Minus(v) => format!("m{v}"),
        SideCard::PlusMinus(v) => format!("pm{v}"),
        SideCard::Double => "d".into(),
        SideCard::Flip24 => "f24".into(),
        SideCard::Flip36 => "f36".into(),
        SideCard::Tiebreaker => "t".into(),
    }
}

/// The card a verb names, if it is a real side card.
pub fn card_from_code(code: &str) -> Option<SideCard> {
    let card = match code {
        "d" => SideCard::Double,
        "f24" => SideCard::Flip24,
        "f36" => SideCard::Flip36,
        "t" => SideCard::Tiebreaker,
        _ => {
            let (ctor, digits): (fn(u8) -> SideCard, &str) =
                if let Some(d) = code.strip_prefix("pm") {
                    (SideCard::PlusMinus, d)
                } else if let Some(d) = code.strip_prefix('p') {
                    (SideCard::Plus, d)
                } else if let Some(d) = code.strip_prefix('m') {
                    (SideCard::Minus, d)
                } else {
                    return None;
                };
            if digits.len() != 1 {
                return None;
            }
            ctor(digits.parse().ok()?)
        }
    };
    card.is_valid().then_some(card)
}

fn sign_code(sign: Sign) -> &'static str {
    match sign {
        Sign::Plus => "p",
        Sign::Minus => "m",
    }
}

/// The text a button carries for an action.
pub fn encode(action: &MatchAction) -> String {
    match action {
        MatchAction::Deck(step) => match step {
            DeckAction::Add(card) => format!("add.{}", card_code(*card)),
            DeckAction::Remove(i) => format!("rm.{i}"),
            DeckAction::Clear => "clear".into(),
            DeckAction::Default => "default".into(),
            DeckAction::Confirm => "confirm".into(),
        },
        MatchAction::Play(play) => match play {
            Action::Play { slot, sign: None } => format!("p.{}", slot.0),
            Action::Play {
                slot,
                sign: Some(sign),
            } => format!("p.{}.{}", slot.0, sign_code(*sign)),
            Action::EndTurn => "end".into(),
            Action::Stand => "stand".into(),
        },
    }
}

/// The action a button's text means; `None` for anything no view produces.
pub fn decode(text: &str) -> Option<MatchAction> {
    let parts: Vec<&str> = text.split('.').collect();
    let slot = |s: &str| -> Option<HandSlot> {
        if s.is_empty() || s.len() > 3 || (s.len() > 1 && s.starts_with('0')) {
            return None;
        }
        s.parse().ok().map(HandSlot)
    };
    let action = match parts.as_slice() {
        ["add", card] => MatchAction::Deck(DeckAction::Add(card_from_code(card)?)),
        ["rm", i] => MatchAction::Deck(DeckAction::Remove(slot(i)?.0)),
        ["clear"] => MatchAction::Deck(DeckAction::Clear),
        ["default"] => MatchAction::Deck(DeckAction::Default),
        ["confirm"] => MatchAction::Deck(DeckAction::Confirm),
        ["p", s] => MatchAction::Play(Action::Play {
            slot: slot(s)?,
            sign: None,
        }),
        ["p", s, sign] => MatchAction::Play(Action::Play {
            slot: slot(s)?,
            sign: Some(match *sign {
                "p" => Sign::Plus,
                "m" => Sign::Minus,
                _ => return None,
            }),
        }),
        ["end"] => MatchAction::Play(Action::EndTurn),
        ["stand"] => MatchAction::Play(Action::Stand),
        _ => return None,
    };
    Some(action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_card() -> impl Strategy<Value = SideCard> {
        prop::sample::select(SideCard::all())
    }

    fn any_sign() -> impl Strategy<Value = Option<Sign>> {
        prop_oneof![Just(None), Just(Some(Sign::Plus)), Just(Some(Sign::Minus))]
    }

    fn any_action() -> impl Strategy<Value = MatchAction> {
        prop_oneof![
            any_card().prop_map(|c| MatchAction::Deck(DeckAction::Add(c))),
            any::<u8>().prop_map(|i| MatchAction::Deck(DeckAction::Remove(i))),
            Just(MatchAction::Deck(DeckAction::Clear)),
            Just(MatchAction::Deck(DeckAction::Default)),
            Just(MatchAction::Deck(DeckAction::Confirm)),
            (any::<u8>(), any_sign()).prop_map(|(s, sign)| MatchAction::Play(Action::Play {
                slot: HandSlot(s),
                sign
            })),
            Just(MatchAction::Play(Action::EndTurn)),
            Just(MatchAction::Play(Action::Stand)),
        ]
    }

    proptest! {
        #[test]
        fn every_action_round_trips(action in any_action()) {
            let text = encode(&action);
            prop_assert!(text.len() <= 60);
            prop_assert!(text.chars().all(|c| c.is_ascii_alphanumeric() || c == '.'), "{}", text);
            prop_assert_eq!(decode(&text), Some(action));
        }

        #[test]
        fn decoding_never_panics_and_is_canonical(text in "[a-z0-9.]{0,12}") {
            if let Some(action) = decode(&text) {
                prop_assert_eq!(encode(&action), text);
            }
        }
    }

    #[test]
    fn nonsense_is_refused() {
        for bad in [
            "", "p", "p.x", "p.1.q", "add.p7", "add.pm0", "rm.", "rm.256", "fly", "p.01",
        ] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
