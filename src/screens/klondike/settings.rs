//! The options of `/klondike start`: draw 1 (the seed's game) or 3, unlimited redeals
//! or a number of them, whether foundation cards may come back down (yes, as in most
//! programs), and `winnable` (only deals the solver has proven winnable).
//! The deal number comes from the platform's `seed` option.

use crate::i18n::Text;
use serde::{Deserialize, Serialize};

use crate::games::klondike::{DrawCount, Options as Rules};
use crate::table::hosting::{Choice, CommandOption, GameSettings, OptionKind, Options};

/// The most redeals a person may ask for; more is the same as unlimited in practice.
pub const MAX_REDEALS: i64 = 100;

/// How one table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub draw: DrawCount,
    /// Times the waste may go back to the stock; `None` = as often as the player likes.
    pub redeals: Option<u32>,
    /// Deal only what the solver proves winnable.
    pub winnable: bool,
    /// A foundation's top card may come back down to the tableau (tables stored before
    /// this setting existed allowed it).
    #[serde(default = "allowed")]
    pub foundation_back: bool,
    /// The first deal was chosen by number (`seed`): it and the deals that follow it
    /// are known, so they are recorded as assisted.
    #[serde(default)]
    pub chosen_deal: bool,
}

fn allowed() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            draw: DrawCount::One,
            redeals: None,
            winnable: false,
            foundation_back: true,
            chosen_deal: false,
        }
    }
}

impl Settings {
    /// The engine's rules for these settings (no automatic play: the **Auto** button
    /// sends safe cards up when asked).
    pub fn rules(&self) -> Rules {
        Rules {
            draw: self.draw,
            redeals: self.redeals,
            foundation_to_tableau: self.foundation_back,
            ..Rules::default()
        }
    }

    /// One short line for the board's footer: "Draw 1 · unlimited redeals".
    pub fn short(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::Text;
        let mut parts = vec![
            Text::new("klondike-short-draw").with("draw", self.draw.cards()),
            match self.redeals {
                None => Text::new("klondike-short-unlimited"),
                Some(n) => Text::new("klondike-short-redeals").with("redeals", n),
            },
        ];
        if !self.foundation_back {
            parts.push(Text::new("klondike-short-stay-up"));
        }
        if self.winnable {
            parts.push(Text::new("klondike-short-winnable"));
        }
        parts
            .iter()
            .map(|part| part.in_lang(lang))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// The `draw` option.
impl Choice for DrawCount {
    const ALL: &'static [Self] = &[DrawCount::One, DrawCount::Three];
    fn code(self) -> &'static str {
        match self {
            DrawCount::One => "1",
            DrawCount::Three => "3",
        }
    }
    fn message(self) -> &'static str {
        match self {
            DrawCount::One => "cmd-klondike-draw-1",
            DrawCount::Three => "cmd-klondike-draw-3",
        }
    }
}

impl GameSettings for Settings {
    /// The options `/klondike start` takes besides the platform's own (thread, seed).
    fn start_options() -> Vec<CommandOption> {
        vec![
            CommandOption {
                name: "draw",
                kind: OptionKind::choice::<DrawCount>(),
                required: false,
            },
            CommandOption {
                name: "redeals",
                kind: OptionKind::Integer {
                    min: 0,
                    max: MAX_REDEALS,
                },
                required: false,
            },
            CommandOption {
                name: "foundation_back",
                kind: OptionKind::Boolean,
                required: false,
            },
            CommandOption {
                name: "winnable",
                kind: OptionKind::Boolean,
                required: false,
            },
        ]
    }

    /// Settings from the slash command's options; a bad value is refused with a reason.
    fn parse(options: &Options) -> Result<Self, Text> {
        let draw = match options.choice::<DrawCount>("draw") {
            Ok(Some(draw)) => draw,
            // A client may send the choice as a number.
            Ok(None) => match options.integer("draw") {
                Some(3) => DrawCount::Three,
                _ => DrawCount::One,
            },
            Err(other) => return Err(Text::new("klondike-bad-draw").with("draw", other)),
        };
        let redeals = match options.integer("redeals") {
            None => None,
            Some(n) if (0..=MAX_REDEALS).contains(&n) => Some(n as u32),
            Some(n) => {
                return Err(Text::new("klondike-bad-redeals")
                    .with("redeals", n)
                    .with("most", MAX_REDEALS))
            }
        };
        Ok(Settings {
            draw,
            redeals,
            winnable: options.boolean("winnable").unwrap_or(false),
            foundation_back: options.boolean("foundation_back").unwrap_or(true),
            chosen_deal: options
                .integer(crate::table::OPTION_SEED)
                .is_some_and(|seed| seed != 0),
        })
    }

    /// A deal has no lobby, so this is only its short line, in `lang`.
    fn describe(&self, lang: crate::i18n::Lang) -> String {
        self.short(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::hosting::OptionValue;

    fn options(pairs: &[(&str, OptionValue)]) -> Options {
        Options(
            pairs
                .iter()
                .map(|(n, v)| (n.to_string(), v.clone()))
                .collect(),
        )
    }

    #[test]
    fn defaults_are_the_seed_game() {
        let s = Settings::parse(&Options::default()).unwrap();
        assert_eq!(s, Settings::default());
        assert_eq!(s.rules(), Rules::default());
        assert_eq!(
            s.short(crate::i18n::Lang::EnUs),
            "Draw 1 · unlimited redeals"
        );
        assert!(s.rules().foundation_to_tableau);
    }

    #[test]
    fn a_table_stored_before_the_foundation_setting_lets_cards_come_back() {
        let stored = r#"{"draw":"One","redeals":null,"winnable":false}"#;
        let s: Settings = serde_json::from_str(stored).unwrap();
        assert!(s.foundation_back);
    }

    #[test]
    fn options_are_read_and_checked() {
        let s = Settings::parse(&options(&[
            ("draw", OptionValue::String("3".into())),
            ("redeals", OptionValue::Integer(2)),
            ("winnable", OptionValue::Boolean(true)),
            ("foundation_back", OptionValue::Boolean(false)),
        ]))
        .unwrap();
        assert_eq!(s.draw, DrawCount::Three);
        assert_eq!(s.redeals, Some(2));
        assert!(s.winnable);
        assert!(!s.rules().foundation_to_tableau);
        assert_eq!(
            s.short(crate::i18n::Lang::EnUs),
            "Draw 3 · 2 redeals · foundations stay up · winnable"
        );
        assert!(Settings::parse(&options(&[("redeals", OptionValue::Integer(-1))])).is_err());
        assert!(Settings::parse(&options(&[("draw", OptionValue::String("2".into()))])).is_err());
    }
}
