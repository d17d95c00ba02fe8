//! What Pazaak buttons and menus carry: the match's actions (after the table's `g.`
//! prefix), the private hand's states (after `view.`), and the career screens' verbs.
//!
//! - Deck choosing: `add.<card>`, `rm.<i>` (take the draft's i-th card out), `clear`,
//!   `default`, `confirm`.
//! - Playing: `p.<slot>` (a card without a sign), `p.<slot>.p` / `p.<slot>.m` (plus or
//!   minus for a plus/minus card or the Tiebreaker), `end`, `stand`.
//!
//! - The private hand ([`HandState`]): `main`, `sign.<slot>.<set>-<left>` (a plus/minus
//!   card awaits its sign, asked in that turn: the set and the main deck's cards left).
//! - The career's personal screens ([`CareerVerb`]): `career`, `shop`, `deck`, `play`,
//!   `buy.<card>`, `confirm.<card>.<credits>`, `out.<slot>`, `swap.<slot>.<card>`.
//!
//! Cards are written with letters only: `p3` (+3), `m3` (-3), `pm3` (±3), `d` (Double),
//! `f24`, `f36` (the Flip cards), `t` (Tiebreaker).

use crate::games::pazaak::{Action, DeckAction, HandSlot, MatchAction, SideCard, Sign};
use crate::i18n::Text;
use crate::table::hosting::ActionCodec;

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

impl ActionCodec for MatchAction {
    /// The text a button carries for an action.
    fn encode(&self) -> String {
        match self {
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
    fn decode(text: &str) -> Option<MatchAction> {
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
}

/// Which turn of the match a question was asked in: the set, and the main deck's cards
/// left (every turn starts with a draw). Written `<set>-<left>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnMark {
    pub set: u32,
    pub deck_left: usize,
}

impl TurnMark {
    fn encode(self) -> String {
        format!("{}-{}", self.set, self.deck_left)
    }

    /// Only the spelling [`TurnMark::encode`] writes: a question is matched to its
    /// turn by that text.
    fn decode(text: &str) -> Option<TurnMark> {
        let (set, left) = text.split_once('-')?;
        let mark = TurnMark {
            set: set.parse().ok()?,
            deck_left: left.parse().ok()?,
        };
        (mark.encode() == text).then_some(mark)
    }
}

/// What the private hand shows: the hand, or a plus/minus card's question.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandState {
    /// The hand cards, **End turn** and **Stand**.
    #[default]
    Main,
    /// Plus or minus for the card in `slot`, asked in `turn` (the question holds for
    /// that turn only).
    Sign { slot: usize, turn: TurnMark },
}

impl ActionCodec for HandState {
    fn encode(&self) -> String {
        match self {
            HandState::Main => "main".into(),
            HandState::Sign { slot, turn } => format!("sign.{slot}.{}", turn.encode()),
        }
    }

    fn decode(text: &str) -> Option<HandState> {
        if text == "main" {
            return Some(HandState::Main);
        }
        let (slot, turn) = text.strip_prefix("sign.")?.split_once('.')?;
        Some(HandState::Sign {
            slot: slot.parse().ok()?,
            turn: TurnMark::decode(turn)?,
        })
    }
}

/// A click on the career's personal screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CareerVerb {
    /// The career screen: ladder, credits, collection and deck.
    Career,
    /// The shop.
    Shop,
    /// The career side deck, to edit.
    Deck,
    /// **Play next**: the next ladder match, at a table here.
    Play,
    /// Buy a card: asks to confirm first.
    Buy(SideCard),
    /// Buy the card, if the balance is still the one the confirmation showed (`None`:
    /// a confirmation shown before the balance was carried, which still buys).
    Confirm { card: SideCard, seen: Option<u64> },
    /// Pick the deck's card in this slot to take out.
    Out(usize),
    /// Put `card` (owned) in the slot's place.
    Swap { slot: usize, card: SideCard },
}

impl CareerVerb {
    /// The verb a click carries, or why it is refused.
    pub fn read(text: &str) -> Result<CareerVerb, Text> {
        match text {
            "career" => return Ok(CareerVerb::Career),
            "shop" => return Ok(CareerVerb::Shop),
            "deck" => return Ok(CareerVerb::Deck),
            "play" => return Ok(CareerVerb::Play),
            _ => {}
        }
        let not_sold = || Text::new("pazaak-career-not-sold-here");
        if let Some(code) = text.strip_prefix("buy.") {
            return card_from_code(code)
                .map(CareerVerb::Buy)
                .ok_or_else(not_sold);
        }
        if let Some(confirmed) = text.strip_prefix("confirm.") {
            let (code, credits) = match confirmed.split_once('.') {
                Some((code, credits)) => (code, Some(credits)),
                None => (confirmed, None),
            };
            let card = card_from_code(code).ok_or_else(not_sold)?;
            // A balance that does not read is no balance the person saw.
            let seen = match credits {
                Some(credits) => Some(
                    credits
                        .parse()
                        .map_err(|_| Text::new("pazaak-career-stale-confirmation"))?,
                ),
                None => None,
            };
            return Ok(CareerVerb::Confirm { card, seen });
        }
        if let Some(slot) = text.strip_prefix("out.") {
            return slot
                .parse()
                .map(CareerVerb::Out)
                .map_err(|_| Text::new("pazaak-career-card-not-in-deck"));
        }
        if let Some(swap) = text.strip_prefix("swap.") {
            let bad = || Text::new("pazaak-career-bad-swap");
            let (slot, code) = swap.split_once('.').ok_or_else(bad)?;
            let slot = slot.parse().map_err(|_| bad())?;
            let card = card_from_code(code).ok_or(Text::new("pazaak-career-no-such-card"))?;
            return Ok(CareerVerb::Swap { slot, card });
        }
        Err(Text::new("pazaak-career-no-such-screen"))
    }
}

impl ActionCodec for CareerVerb {
    fn encode(&self) -> String {
        match self {
            CareerVerb::Career => "career".into(),
            CareerVerb::Shop => "shop".into(),
            CareerVerb::Deck => "deck".into(),
            CareerVerb::Play => "play".into(),
            CareerVerb::Buy(card) => format!("buy.{}", card_code(*card)),
            CareerVerb::Confirm { card, seen: None } => format!("confirm.{}", card_code(*card)),
            CareerVerb::Confirm {
                card,
                seen: Some(credits),
            } => format!("confirm.{}.{credits}", card_code(*card)),
            CareerVerb::Out(slot) => format!("out.{slot}"),
            CareerVerb::Swap { slot, card } => format!("swap.{slot}.{}", card_code(*card)),
        }
    }

    fn decode(text: &str) -> Option<CareerVerb> {
        CareerVerb::read(text).ok()
    }
}

impl From<CareerVerb> for String {
    fn from(verb: CareerVerb) -> String {
        verb.encode()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn decoding_never_panics_and_is_canonical(text in "[a-z0-9.]{0,12}") {
            if let Some(action) = MatchAction::decode(&text) {
                prop_assert_eq!(action.encode(), text);
            }
        }
    }

    #[test]
    fn nonsense_is_refused() {
        for bad in [
            "", "p", "p.x", "p.1.q", "add.p7", "add.pm0", "rm.", "rm.256", "fly", "p.01",
        ] {
            assert_eq!(MatchAction::decode(bad), None, "{bad}");
        }
    }

    /// Hands already posted keep their buttons: the states they carry decode as before.
    /// A question for a turn not spelt `<set>-<left>` (`sign.0.3`) never matched a turn,
    /// so it shows the hand, as the default state does.
    #[test]
    fn posted_hand_states_decode_unchanged() {
        let sign = |slot, set, deck_left| HandState::Sign {
            slot,
            turn: TurnMark { set, deck_left },
        };
        for (text, state) in [
            ("main", HandState::Main),
            ("sign.0.1-30", sign(0, 1, 30)),
            ("sign.3.2-17", sign(3, 2, 17)),
        ] {
            assert_eq!(HandState::decode(text), Some(state), "{text}");
            assert_eq!(state.encode(), text);
        }
        for other in [
            "",
            "sign.0.3",
            "sign.0.",
            "sign.x.1-30",
            "sign.0.01-30",
            "noop",
        ] {
            assert_eq!(HandState::decode(other), None, "{other:?}");
        }
    }

    /// Career screens already shown keep their buttons, and what they refuse they
    /// refuse with the same sentence.
    #[test]
    fn posted_career_verbs_decode_unchanged() {
        let posted = [
            ("career", CareerVerb::Career),
            ("shop", CareerVerb::Shop),
            ("deck", CareerVerb::Deck),
            ("play", CareerVerb::Play),
            ("buy.pm3", CareerVerb::Buy(SideCard::PlusMinus(3))),
            (
                "confirm.t",
                CareerVerb::Confirm {
                    card: SideCard::Tiebreaker,
                    seen: None,
                },
            ),
            (
                "confirm.f24.1250",
                CareerVerb::Confirm {
                    card: SideCard::Flip24,
                    seen: Some(1250),
                },
            ),
            ("out.7", CareerVerb::Out(7)),
            (
                "swap.2.m4",
                CareerVerb::Swap {
                    slot: 2,
                    card: SideCard::Minus(4),
                },
            ),
        ];
        for (text, verb) in posted {
            assert_eq!(CareerVerb::read(text), Ok(verb), "{text}");
            assert_eq!(verb.encode(), text);
        }
        let refused = |text: &str| CareerVerb::read(text).unwrap_err().id.to_string();
        for (text, id) in [
            ("buy.x", "pazaak-career-not-sold-here"),
            ("confirm.x.5", "pazaak-career-not-sold-here"),
            ("confirm.d.lots", "pazaak-career-stale-confirmation"),
            ("out.x", "pazaak-career-card-not-in-deck"),
            ("swap.2", "pazaak-career-bad-swap"),
            ("swap.x.d", "pazaak-career-bad-swap"),
            ("swap.2.q", "pazaak-career-no-such-card"),
            ("play.now", "pazaak-career-no-such-screen"),
            ("", "pazaak-career-no-such-screen"),
        ] {
            assert_eq!(refused(text), id, "{text}");
        }
    }
}
