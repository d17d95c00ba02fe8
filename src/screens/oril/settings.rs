//! What `/oril start` chooses: the rules, who moves first, and the computer's level.

use crate::i18n::Text;
use serde::{Deserialize, Serialize};

use crate::games::oril::ai::Player;
use crate::games::oril::RuleSet;
use crate::table::hosting::AiLevel;
use crate::table::hosting::{Choice, CommandOption, GameSettings, OptionKind, Options};
use crate::table::text::Notice;

/// Who sows first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstMove {
    /// Drawn from the table's seed (the rules' default).
    #[default]
    Random,
    /// The person who opened the table (seat 0, South).
    Challenger,
    /// The challenged person or the computer (seat 1, North).
    Opponent,
}

/// A table's settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrilSettings {
    pub rules: RuleSet,
    pub first: FirstMove,
}

/// The computer players a table offers are the engine's; the first is the default.
impl AiLevel for Player {
    const ALL: &'static [Self] = &[Player::Medium, Player::Easy, Player::Hard, Player::Seed];
    fn code(self) -> &'static str {
        match self {
            Player::Easy => "easy",
            Player::Medium => "medium",
            Player::Hard => "hard",
            Player::Seed => "seed",
        }
    }
}

/// The `level` option: the levels in the order people read them (the default, Medium,
/// is first among the computer's levels).
impl Choice for Player {
    const ALL: &'static [Self] = &[Player::Easy, Player::Medium, Player::Hard, Player::Seed];
    fn code(self) -> &'static str {
        AiLevel::code(self)
    }
    fn message(self) -> &'static str {
        match self {
            Player::Easy => "cmd-oril-level-easy",
            Player::Medium => "cmd-oril-level-medium",
            Player::Hard => "cmd-oril-level-hard",
            Player::Seed => "cmd-oril-level-seed",
        }
    }
}

/// The `rules` option.
impl Choice for RuleSet {
    const ALL: &'static [Self] = &[RuleSet::Oril, RuleSet::Abapa];
    fn code(self) -> &'static str {
        match self {
            RuleSet::Oril => "oril",
            RuleSet::Abapa => "abapa",
        }
    }
    fn message(self) -> &'static str {
        match self {
            RuleSet::Oril => "cmd-oril-rules-oril",
            RuleSet::Abapa => "cmd-oril-rules-abapa",
        }
    }
}

/// The `first` option.
impl Choice for FirstMove {
    const ALL: &'static [Self] = &[
        FirstMove::Random,
        FirstMove::Challenger,
        FirstMove::Opponent,
    ];
    fn code(self) -> &'static str {
        match self {
            FirstMove::Random => "random",
            FirstMove::Challenger => "challenger",
            FirstMove::Opponent => "opponent",
        }
    }
    fn message(self) -> &'static str {
        match self {
            FirstMove::Random => "cmd-oril-first-random",
            FirstMove::Challenger => "cmd-oril-first-challenger",
            FirstMove::Opponent => "cmd-oril-first-opponent",
        }
    }
}

pub const OPTION_LEVEL: &str = "level";
pub const OPTION_RULES: &str = "rules";
pub const OPTION_FIRST: &str = "first";

/// The name of a rule set for people.
pub fn rules_name(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Oril => "Oril",
        RuleSet::Abapa => "Abapa",
    }
}

impl GameSettings for OrilSettings {
    /// The options of `/oril start` besides the table's own (opponent, turn timeout, seed).
    fn start_options() -> Vec<CommandOption> {
        vec![
            CommandOption::optional(OPTION_LEVEL, OptionKind::choice::<Player>()),
            CommandOption::optional(OPTION_RULES, OptionKind::choice::<RuleSet>()),
            CommandOption::optional(OPTION_FIRST, OptionKind::choice::<FirstMove>()),
        ]
    }

    /// Settings from the slash options; an unknown value is refused.
    fn parse(options: &Options) -> Result<Self, Text> {
        let invalid = |_| Text::from(Notice::InvalidChoice);
        // The level is read when the computer takes its seat; here it is only checked.
        options.choice::<Player>(OPTION_LEVEL).map_err(invalid)?;
        Ok(OrilSettings {
            rules: options
                .choice(OPTION_RULES)
                .map_err(invalid)?
                .unwrap_or_default(),
            first: options
                .choice(OPTION_FIRST)
                .map_err(invalid)?
                .unwrap_or_default(),
        })
    }

    /// One line for the lobby and the challenge.
    fn describe(&self, lang: crate::i18n::Lang) -> String {
        let settings = self;
        use crate::i18n::Text;
        let first = match settings.first {
            FirstMove::Random => Text::new("oril-first-random"),
            FirstMove::Challenger => Text::new("oril-first-challenger"),
            FirstMove::Opponent => Text::new("oril-first-opponent"),
        };
        Text::new("oril-settings")
            .with("rules", rules_name(settings.rules))
            .with("first", first)
            .in_lang(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::hosting::OptionValue;

    fn opts(pairs: &[(&str, &str)]) -> Options {
        Options(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), OptionValue::String(v.to_string())))
                .collect(),
        )
    }

    #[test]
    fn defaults_and_choices() {
        assert_eq!(OrilSettings::parse(&opts(&[])), Ok(OrilSettings::default()));
        let s = OrilSettings::parse(&opts(&[("rules", "abapa"), ("first", "opponent")]))
            .expect("valid");
        assert_eq!(s.rules, RuleSet::Abapa);
        assert_eq!(s.first, FirstMove::Opponent);
        assert!(OrilSettings::parse(&opts(&[("rules", "chess")])).is_err());
        assert!(OrilSettings::parse(&opts(&[("level", "godlike")])).is_err());
        assert!(OrilSettings::parse(&opts(&[("level", "seed")])).is_ok());
    }

    #[test]
    fn level_choices_match_the_levels() {
        let option = OrilSettings::start_options()
            .into_iter()
            .find(|o| o.name == OPTION_LEVEL)
            .expect("level option");
        let OptionKind::Choice(choices) = option.kind else {
            panic!("level is a choice");
        };
        for choice in choices {
            assert!(
                <Player as AiLevel>::from_code(choice.code).is_some(),
                "{}",
                choice.code
            );
        }
        assert_eq!(<Player as AiLevel>::ALL.len(), 4);
    }
}
