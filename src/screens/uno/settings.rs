//! UNO's settings: the options of `/uno start`, the lobby menu that changes them, the
//! line that describes them, and the computer's levels. The engine's own `Options` are
//! the settings.

use crate::games::uno::ai::AiKind;
use crate::games::uno::{DrawnCardPolicy, Goal, Options as UnoOptions, POINTS_GOAL};
use crate::i18n::{Lang, Text};
use crate::table::hosting::{AiLevel, SettingChoice};
use crate::table::hosting::{Choice, CommandOption, GameSettings, OptionKind, Options};
use crate::table::text::Notice;

/// UNO's computer players are the engine's kinds; the first is the default.
impl AiLevel for AiKind {
    const ALL: &'static [Self] = &[AiKind::Strong, AiKind::Classic];
    fn code(self) -> &'static str {
        match self {
            AiKind::Strong => "strong",
            AiKind::Classic => "classic",
        }
    }
}

/// How a match ends: `goal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GoalChoice {
    Round,
    Points,
}

impl Choice for GoalChoice {
    const ALL: &'static [Self] = &[GoalChoice::Round, GoalChoice::Points];
    fn code(self) -> &'static str {
        match self {
            GoalChoice::Round => "round",
            GoalChoice::Points => "500",
        }
    }
    fn message(self) -> &'static str {
        match self {
            GoalChoice::Round => "cmd-uno-goal-round",
            GoalChoice::Points => "cmd-uno-goal-500",
        }
    }
}

/// Cards drawn for a missed UNO! call: `penalty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PenaltyChoice {
    Four,
    Two,
}

impl Choice for PenaltyChoice {
    const ALL: &'static [Self] = &[PenaltyChoice::Four, PenaltyChoice::Two];
    fn code(self) -> &'static str {
        match self {
            PenaltyChoice::Four => "4",
            PenaltyChoice::Two => "2",
        }
    }
    fn message(self) -> &'static str {
        match self {
            PenaltyChoice::Four => "cmd-uno-penalty-4",
            PenaltyChoice::Two => "cmd-uno-penalty-2",
        }
    }
}

/// What a playable drawn card may do: `drawn_card`.
impl Choice for DrawnCardPolicy {
    const ALL: &'static [Self] = &[
        DrawnCardPolicy::MayPlay,
        DrawnCardPolicy::MustPlay,
        DrawnCardPolicy::MustKeep,
    ];
    fn code(self) -> &'static str {
        match self {
            DrawnCardPolicy::MayPlay => "may",
            DrawnCardPolicy::MustPlay => "must",
            DrawnCardPolicy::MustKeep => "keep",
        }
    }
    fn message(self) -> &'static str {
        match self {
            DrawnCardPolicy::MayPlay => "cmd-uno-drawn-card-may",
            DrawnCardPolicy::MustPlay => "cmd-uno-drawn-card-must",
            DrawnCardPolicy::MustKeep => "cmd-uno-drawn-card-keep",
        }
    }
}

/// A setting's state, as the settings line shows it.
fn on_off(flag: bool) -> Text {
    if flag {
        Text::new("uno-on")
    } else {
        Text::new("uno-off")
    }
}

/// The UNO! window cycles 3 → 5 → 10 → 20 → 30 → 3 seconds.
fn next_window(secs: u8) -> u8 {
    match secs {
        s if s < 5 => 5,
        s if s < 10 => 10,
        s if s < 20 => 20,
        s if s < 30 => 30,
        _ => 3,
    }
}

impl GameSettings for UnoOptions {
    /// The options of `/uno start`.
    fn start_options() -> Vec<CommandOption> {
        let option = CommandOption::optional;
        vec![
            option("goal", OptionKind::choice::<GoalChoice>()),
            option("penalty", OptionKind::choice::<PenaltyChoice>()),
            option("uno_window", OptionKind::Integer { min: 3, max: 30 }),
            option("drawn_card", OptionKind::choice::<DrawnCardPolicy>()),
            option("challenge", OptionKind::Boolean),
            option("stacking", OptionKind::Boolean),
            option("seven_zero", OptionKind::Boolean),
            option("jump_in", OptionKind::Boolean),
            option("draw_until_playable", OptionKind::Boolean),
        ]
    }

    /// Settings from the slash options, refused with the reason when they do not hold.
    fn parse(options: &Options) -> Result<Self, Text> {
        let invalid = |_| Text::from(Notice::InvalidChoice);
        let mut o = UnoOptions::default();
        if options.choice("goal").map_err(invalid)? == Some(GoalChoice::Points) {
            o.goal = Goal::Points(POINTS_GOAL);
        }
        if options.choice("penalty").map_err(invalid)? == Some(PenaltyChoice::Two) {
            o.uno_penalty = 2;
        }
        if let Some(secs) = options.integer("uno_window") {
            o.uno_window_secs = secs.clamp(0, 255) as u8;
        }
        o.drawn_card = options
            .choice("drawn_card")
            .map_err(invalid)?
            .unwrap_or(DrawnCardPolicy::MayPlay);
        o.challenge = options.boolean("challenge").unwrap_or(true);
        o.stacking = options.boolean("stacking").unwrap_or(false);
        o.seven_zero = options.boolean("seven_zero").unwrap_or(false);
        o.jump_in = options.boolean("jump_in").unwrap_or(false);
        o.draw_until_playable = options.boolean("draw_until_playable").unwrap_or(false);
        o.validate()
            .map_err(|e| super::refusals::options_error(&e))?;
        Ok(o)
    }

    /// Two lines in `lang`: the match and the call, then the house rules.
    fn describe(&self, lang: Lang) -> String {
        let o = self;
        let goal = match o.goal {
            Goal::OneRound => Text::new("uno-goal-round"),
            Goal::Points(p) => Text::new("uno-goal-points").with("points", p),
        };
        let drawn = match o.drawn_card {
            DrawnCardPolicy::MayPlay => Text::new("uno-drawn-may"),
            DrawnCardPolicy::MustPlay => Text::new("uno-drawn-must"),
            DrawnCardPolicy::MustKeep => Text::new("uno-drawn-keep"),
        };
        Text::new("uno-settings")
            .with("goal", goal)
            .with("window", o.uno_window_secs)
            .with("penalty", o.uno_penalty)
            .with("drawn", drawn)
            .with("challenge", on_off(o.challenge))
            .with("stacking", on_off(o.stacking))
            .with("sevenzero", on_off(o.seven_zero))
            .with("jumpin", on_off(o.jump_in))
            .with("untilplayable", on_off(o.draw_until_playable))
            .in_lang(lang)
    }

    /// The lobby's settings menu in `lang`: each choice names what picking it does.
    fn menu(&self, lang: Lang) -> Vec<SettingChoice> {
        let o = self;
        let say = |text: Text| text.in_lang(lang);
        // Each toggle names what picking it does: turn the rule on, or off.
        let toggle = |on: bool, turn_on: Text, turn_off: Text, key: &str| {
            SettingChoice::new(say(if on { turn_off } else { turn_on }), key)
        };
        vec![
            SettingChoice::new(
                say(match o.goal {
                    Goal::OneRound => Text::new("uno-menu-goal-points"),
                    Goal::Points(_) => Text::new("uno-menu-goal-round"),
                }),
                "goal",
            ),
            SettingChoice::new(
                say(Text::new("uno-menu-penalty")
                    .with("cards", if o.uno_penalty == 4 { 2 } else { 4 })),
                "penalty",
            ),
            SettingChoice::new(
                say(Text::new("uno-menu-window").with("seconds", next_window(o.uno_window_secs))),
                "window",
            ),
            SettingChoice::new(say(Text::new("uno-menu-drawn")), "drawn")
                .described(say(Text::new("uno-menu-drawn-order"))),
            toggle(
                o.challenge,
                Text::new("uno-menu-challenge-on"),
                Text::new("uno-menu-challenge-off"),
                "challenge",
            ),
            toggle(
                o.stacking,
                Text::new("uno-menu-stacking-on"),
                Text::new("uno-menu-stacking-off"),
                "stacking",
            ),
            toggle(
                o.seven_zero,
                Text::new("uno-menu-sevenzero-on"),
                Text::new("uno-menu-sevenzero-off"),
                "sevenzero",
            ),
            toggle(
                o.jump_in,
                Text::new("uno-menu-jumpin-on"),
                Text::new("uno-menu-jumpin-off"),
                "jumpin",
            ),
            toggle(
                o.draw_until_playable,
                Text::new("uno-menu-untilplayable-on"),
                Text::new("uno-menu-untilplayable-off"),
                "untilplayable",
            ),
        ]
    }

    /// The settings after the host picks `key` in the lobby menu.
    fn change(&self, key: &str) -> Result<Self, Text> {
        let mut o = self.clone();
        match key {
            "goal" => {
                o.goal = match o.goal {
                    Goal::OneRound => Goal::Points(POINTS_GOAL),
                    Goal::Points(_) => Goal::OneRound,
                }
            }
            "penalty" => o.uno_penalty = if o.uno_penalty == 4 { 2 } else { 4 },
            "window" => o.uno_window_secs = next_window(o.uno_window_secs),
            "drawn" => {
                o.drawn_card = match o.drawn_card {
                    DrawnCardPolicy::MayPlay => DrawnCardPolicy::MustPlay,
                    DrawnCardPolicy::MustPlay => DrawnCardPolicy::MustKeep,
                    DrawnCardPolicy::MustKeep => DrawnCardPolicy::MayPlay,
                }
            }
            "challenge" => o.challenge = !o.challenge,
            "stacking" => o.stacking = !o.stacking,
            "sevenzero" => o.seven_zero = !o.seven_zero,
            "jumpin" => o.jump_in = !o.jump_in,
            "untilplayable" => o.draw_until_playable = !o.draw_until_playable,
            _ => return Err(Notice::UnknownSetting.into()),
        }
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::hosting::OptionValue;

    #[test]
    fn settings_come_from_options_and_toggle() {
        let options = Options(vec![
            ("goal".into(), OptionValue::String("500".into())),
            ("stacking".into(), OptionValue::Boolean(true)),
        ]);
        let settings = UnoOptions::parse(&options).unwrap();
        assert!(settings.stacking);
        assert_eq!(settings.goal, Goal::Points(500));
        let toggled = settings.change("stacking").unwrap();
        assert!(!toggled.stacking);
        assert!(settings.change("nonsense").is_err());
        let bad = Options(vec![("uno_window".into(), OptionValue::Integer(99))]);
        assert!(UnoOptions::parse(&bad).is_err());
    }

    #[test]
    fn every_menu_choice_changes_something() {
        let settings = UnoOptions::default();
        for choice in settings.menu(Lang::EnUs) {
            let changed = settings.change(&choice.key).unwrap();
            assert_ne!(changed, settings, "{}", choice.key);
        }
    }
}
