//! `/pazaak start` options: `free` (side decks from every card instead of the
//! collection), `hand` (hand size) and `level` (the computer's strength, when no
//! opponent is named), and the computer's levels.

use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::{HandSize, MatchConfig, SideCard};
use crate::i18n::Text;
use crate::table::hosting::AiLevel;
use crate::table::hosting::{Choice, CommandOption, GameSettings, OptionKind, Options};
use crate::table::text::Notice;
use serde::{Deserialize, Serialize};

/// Settings of a Pazaak table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PazaakSettings {
    /// Side decks from every card (the seed's free game) rather than the collection.
    #[serde(default)]
    pub free: bool,
    /// Hand cards dealt from the side deck (five, or four as in the console game).
    #[serde(default)]
    pub hand_size: HandSize,
    /// A career match (from the career's **Play next**): the person in seat 0 plays
    /// the ladder opponent at this rung with their career deck.
    #[serde(default)]
    pub career: Option<CareerMatch>,
    /// Side decks already chosen, by seat (a rematch with the same decks).
    #[serde(default)]
    pub decks: Option<[Vec<SideCard>; 2]>,
}

/// Whose career a match counts for, and against which rung of the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CareerMatch {
    pub user: u64,
    pub rung: usize,
}

/// Options a career's **Play next** passes to the table (never offered as slash
/// options: Discord only sends the options a command declares).
pub const CAREER_USER: &str = "career_user";
pub const CAREER_RUNG: &str = "career_rung";

impl PazaakSettings {
    pub fn config(&self) -> MatchConfig {
        MatchConfig {
            hand_size: self.hand_size,
        }
    }
}

/// The `hand` option.
impl Choice for HandSize {
    const ALL: &'static [Self] = &[HandSize::Five, HandSize::Four];
    fn code(self) -> &'static str {
        match self {
            HandSize::Five => "5",
            HandSize::Four => "4",
        }
    }
    fn message(self) -> &'static str {
        match self {
            HandSize::Five => "cmd-pazaak-hand-5",
            HandSize::Four => "cmd-pazaak-hand-4",
        }
    }
}

/// The computer's strength, as players choose it, is the engine's level: Easy is the
/// seed's range-tracking player, Hard the probability-counting one.
impl AiLevel for EngineLevel {
    const ALL: &'static [Self] = &[EngineLevel::Seed, EngineLevel::Strong];
    fn code(self) -> &'static str {
        match self {
            EngineLevel::Seed => "easy",
            EngineLevel::Strong => "hard",
        }
    }
}

/// The `level` option, in the computer's order.
impl Choice for EngineLevel {
    const ALL: &'static [Self] = <EngineLevel as AiLevel>::ALL;
    fn code(self) -> &'static str {
        AiLevel::code(self)
    }
    fn message(self) -> &'static str {
        match self {
            EngineLevel::Seed => "cmd-pazaak-level-easy",
            EngineLevel::Strong => "cmd-pazaak-level-hard",
        }
    }
}

impl GameSettings for PazaakSettings {
    /// Options of `/pazaak start`, besides those the table adds (opponent, turn timeout).
    fn start_options() -> Vec<CommandOption> {
        vec![
            CommandOption::optional("free", OptionKind::Boolean),
            CommandOption::optional("level", OptionKind::choice::<EngineLevel>()),
            CommandOption::optional("hand", OptionKind::choice::<HandSize>()),
        ]
    }

    /// Settings from the slash options; an unknown choice is refused.
    fn parse(options: &Options) -> Result<Self, Text> {
        let invalid = |_| Text::from(Notice::InvalidChoice);
        // The level is read when the computer takes its seat; here it is only checked.
        options.choice::<EngineLevel>("level").map_err(invalid)?;
        let career = match (options.user(CAREER_USER), options.integer(CAREER_RUNG)) {
            (Some(user), Some(rung)) => Some(CareerMatch {
                user,
                rung: usize::try_from(rung).map_err(|_| Text::new("pazaak-career-bad-match"))?,
            }),
            _ => None,
        };
        Ok(PazaakSettings {
            free: options.boolean("free").unwrap_or(false) && career.is_none(),
            hand_size: options.choice("hand").map_err(invalid)?.unwrap_or_default(),
            career,
            decks: None,
        })
    }

    /// One line for the lobby and the footer.
    fn describe(&self, lang: crate::i18n::Lang) -> String {
        let settings = self;
        use crate::i18n::Text;
        let hand = settings.hand_size.cards();
        let line = if settings.career.is_some() {
            Text::new("pazaak-settings-career").with("hand", hand)
        } else if settings.free {
            Text::new("pazaak-settings-free").with("hand", hand)
        } else {
            Text::new("pazaak-settings-collection").with("hand", hand)
        };
        line.in_lang(lang)
    }
}
