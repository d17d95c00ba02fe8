//! What the board's menu and buttons (and `/klondike move`) carry, and how it travels
//! in a custom_id: `m.3.5.2` (a move: from, to, count), `draw`, `undo`, `hint`,
//! `auto`, `finish`, `new`, `page.2`, and `o.3.5` / `o.3.5.2` for an order typed with
//! `/klondike move` (resolved against the game when it is played).

use crate::games::klondike::{Klondike, Move, Order, Pile};
use crate::i18n::{Lang, Text};
use crate::table::hosting::ActionCodec;
use crate::table::hosting::{CommandOption, OptionKind, Options};

/// One thing the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// A move from the menu.
    Move(Move),
    /// An order typed with `/klondike move from: to: [count]`: without a count, the
    /// game finds the run that fits.
    Order(Order),
    /// **Draw**: turn the stock onto the waste, or the waste back over.
    Draw,
    Undo,
    Hint,
    /// **Auto**: send every safe card up.
    Auto,
    /// **Finish**: play a certain win out.
    Finish,
    /// **New deal**: the next deal, with the same settings.
    NewDeal,
    /// Show page `n` (0-based) of the move menu.
    Page(u8),
}

impl ActionCodec for Act {
    fn encode(&self) -> String {
        match *self {
            Act::Move(Move::Draw) => "m.8.9".to_string(),
            Act::Move(Move::Recycle) => "m.9.8".to_string(),
            Act::Move(Move::Transfer { from, to, count }) => {
                format!("m.{}.{}.{count}", from.number(), to.number())
            }
            Act::Order(Order { from, to, count }) => match count {
                Some(n) => format!("o.{}.{}.{n}", from.number(), to.number()),
                None => format!("o.{}.{}", from.number(), to.number()),
            },
            Act::Draw => "draw".to_string(),
            Act::Undo => "undo".to_string(),
            Act::Hint => "hint".to_string(),
            Act::Auto => "auto".to_string(),
            Act::Finish => "finish".to_string(),
            Act::NewDeal => "new".to_string(),
            Act::Page(n) => format!("page.{n}"),
        }
    }

    fn decode(text: &str) -> Option<Act> {
        let mut parts = text.split('.');
        let head = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        let number = |s: &str| -> Option<u8> {
            // Plain digits only: "+3" or "03" are not what encode writes.
            (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
                .filter(|n: &u8| n.to_string() == s)
        };
        let act = match (head, rest.as_slice()) {
            ("m", [from, to]) => {
                let (from, to) = (Pile::new(number(from)?).ok()?, Pile::new(number(to)?).ok()?);
                match (from.number(), to.number()) {
                    (8, 9) => Act::Move(Move::Draw),
                    (9, 8) => Act::Move(Move::Recycle),
                    _ => return None,
                }
            }
            ("m", [from, to, count]) => {
                let from = Pile::new(number(from)?).ok()?;
                let to = Pile::new(number(to)?).ok()?;
                let count = number(count).filter(|c| (1..=13).contains(c))?;
                if matches!((from.number(), to.number()), (8, 9) | (9, 8)) {
                    return None;
                }
                Act::Move(Move::Transfer { from, to, count })
            }
            ("o", [from, to, count @ ..]) if count.len() <= 1 => {
                let from = Pile::new(number(from)?).ok()?;
                let to = Pile::new(number(to)?).ok()?;
                let count = match count.first() {
                    Some(n) => Some(number(n).filter(|c| (1..=13).contains(c))?),
                    None => None,
                };
                Act::Order(Order { from, to, count })
            }
            ("draw", []) => Act::Draw,
            ("undo", []) => Act::Undo,
            ("hint", []) => Act::Hint,
            ("auto", []) => Act::Auto,
            ("finish", []) => Act::Finish,
            ("new", []) => Act::NewDeal,
            ("page", [n]) => Act::Page(number(n)?),
            _ => return None,
        };
        Some(act)
    }
}

/// The `/klondike move` options.
pub fn move_options() -> Vec<CommandOption> {
    vec![
        CommandOption {
            name: "from",
            kind: OptionKind::Suggested { min: 1, max: 13 },
            required: true,
        },
        CommandOption {
            name: "to",
            kind: OptionKind::Suggested { min: 1, max: 13 },
            required: true,
        },
        CommandOption {
            name: "count",
            kind: OptionKind::Integer { min: 1, max: 13 },
            required: false,
        },
    ]
}

/// The order `/klondike move from: to: [count]` gives, checked.
pub fn move_order(options: &Options) -> Result<Act, Text> {
    let from = pile_option(options, "from")?;
    let to = pile_option(options, "to")?;
    let count = match options.integer("count") {
        None => None,
        Some(n @ 1..=13) => Some(n as u8),
        Some(n) => return Err(Text::new("klondike-error-bad-count").with("count", n)),
    };
    Ok(Act::Order(Order { from, to, count }))
}

/// A pile number a person gave, checked.
fn pile_option(options: &Options, name: &str) -> Result<Pile, Text> {
    let n = options
        .integer(name)
        .ok_or_else(|| Text::new("klondike-pile-missing").with("option", name.to_string()))?;
    u8::try_from(n)
        .ok()
        .and_then(|n| Pile::new(n).ok())
        .ok_or_else(|| Text::new("klondike-error-no-such-pile").with("pile", n))
}

/// Suggestions for the `from` or `to` option of `/klondike move`: the legal moves in
/// words (in `lang`), the most useful first, each valued with the pile the option asks
/// for. A number already typed keeps the moves from (or to) that pile.
pub fn move_suggestions(
    engine: &Klondike,
    option: &str,
    typed: &str,
    lang: Lang,
) -> Vec<(String, i64)> {
    let pile = |mv: &Move| match option {
        "from" => Some(mv.from_pile().number()),
        "to" => Some(mv.to_pile().number()),
        _ => None,
    };
    let typed = typed.trim();
    let mut seen = Vec::new();
    engine
        .moves_by_use()
        .iter()
        .filter_map(|mv| Some((*mv, engine.describe(*mv), pile(mv)?)))
        .filter(|(_, _, n)| typed.is_empty() || n.to_string().starts_with(typed))
        .filter(|(_, english, n)| {
            // One suggestion per pile and move text (the same moves in every
            // language: only the words shown differ).
            let key = (english.clone(), *n);
            !seen.contains(&key) && {
                seen.push(key);
                true
            }
        })
        .map(|(mv, _, n)| (super::words::move_text(engine, mv).in_lang(lang), n as i64))
        .take(25)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::klondike::{KlondikeScreen, Settings, Solitaire};
    use crate::table::hosting::{Hosting, Match, OptionValue};
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn anything_else_decodes_to_nothing_or_re_encodes_the_same(text in "[a-z0-9.+-]{0,12}") {
            if let Some(act) = Act::decode(&text) {
                prop_assert_eq!(act.encode(), text);
            }
        }
    }

    #[test]
    fn bad_ids_are_refused() {
        for text in [
            "",
            "m",
            "m.0.5.1",
            "m.3.5.0",
            "m.3.5.14",
            "m.3.14.1",
            "m.8.9.1",
            "m.3.5",
            "page",
            "page.x",
            "undo.1",
            "m.03.5.1",
            "o.3",
            "o.3.5.0",
            "o.3.5.1.1",
            "o.14.5",
        ] {
            assert_eq!(Act::decode(text), None, "{text}");
        }
    }

    // The `/klondike move` command and its suggestions, as the table hosts them.

    fn game(deal: u64) -> Match<KlondikeScreen> {
        let mut engine = Solitaire::new(Settings::default(), deal, 0);
        // The solver's verdict is not what these tests are about.
        engine.verdicts.clear();
        Match {
            engine,
            names: vec!["alice".into()],
            forfeited: None,
        }
    }

    #[test]
    fn autocomplete_offers_the_legal_moves_in_words() {
        let game = game(4242);
        let from = KlondikeScreen::suggest(&game, 0, "move", "from", "", Lang::EnUs);
        let legal = game.engine.game.legal_moves();
        assert!(!from.is_empty() && from.len() <= 25);
        for (label, pile) in &from {
            assert!(
                legal
                    .iter()
                    .any(|mv| game.engine.game.describe(*mv) == *label
                        && i64::from(mv.from_pile().number()) == *pile),
                "{label} / {pile}"
            );
        }
        // A typed number keeps the moves from that pile: 8 is the stock.
        let stock = KlondikeScreen::suggest(&game, 0, "move", "from", "8", Lang::EnUs);
        assert_eq!(stock, vec![("8 → 9: turn a card".to_string(), 8)]);
        let to = KlondikeScreen::suggest(&game, 0, "move", "to", "9", Lang::EnUs);
        assert!(to.iter().all(|(_, pile)| *pile == 9) && !to.is_empty());
        assert!(KlondikeScreen::suggest(&game, 0, "stats", "from", "", Lang::EnUs).is_empty());
    }

    #[test]
    fn the_move_command_becomes_an_order() {
        let options = |pairs: &[(&str, i64)]| {
            Options(
                pairs
                    .iter()
                    .map(|(n, v)| (n.to_string(), OptionValue::Integer(*v)))
                    .collect(),
            )
        };
        let act = KlondikeScreen::command_action("move", &options(&[("from", 3), ("to", 5)]));
        assert_eq!(act.map(|a| a.encode()), Ok("o.3.5".to_string()));
        let act = KlondikeScreen::command_action(
            "move",
            &options(&[("from", 3), ("to", 5), ("count", 2)]),
        );
        assert_eq!(act.map(|a| a.encode()), Ok("o.3.5.2".to_string()));
        let refused = KlondikeScreen::command_action("move", &options(&[("from", 14), ("to", 5)]));
        assert!(refused.unwrap_err().to_string().contains("no pile 14"));
        let refused = KlondikeScreen::command_action(
            "move",
            &options(&[("from", 3), ("to", 5), ("count", 0)]),
        );
        assert!(refused.is_err());
    }
}
