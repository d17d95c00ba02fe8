//! Slash commands: one `/<game>` command per hosted game (subcommands `start` and
//! `end`) and `/help`, all built from the catalog in one registration list.

use crate::table::game::{CommandOption, Formation, GameDef, OptionKind, OptionValue, Options};
use crate::table::{Catalog, OPTION_OPPONENT, OPTION_SEED, OPTION_THREAD, OPTION_TURN_TIMEOUT};
use serenity::all::{
    CommandOptionType, CreateCommand, CreateCommandOption, ResolvedOption, ResolvedValue,
};

/// Every command the bot registers (overwriting what was registered before).
pub fn all_commands(catalog: &Catalog) -> Vec<CreateCommand> {
    let mut commands: Vec<CreateCommand> = catalog
        .games()
        .map(|game| game_command(game.as_ref()))
        .collect();
    commands.push(
        CreateCommand::new("help").description("What Cantina is, its games and how to play them"),
    );
    let game_choice = |name: &'static str, description: &'static str, required: bool| {
        let mut option = CreateCommandOption::new(CommandOptionType::String, name, description)
            .required(required);
        for game in catalog.games() {
            option = option.add_string_choice(game.title(), game.code());
        }
        option
    };
    commands.push(
        CreateCommand::new("stats")
            .description("A player's record in a game on this server (privately)")
            .add_option(game_choice(
                "game",
                "Which game (default: the first)",
                false,
            ))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::User,
                    "user",
                    "Whose record (default: yours)",
                )
                .required(false),
            ),
    );
    commands.push(
        CreateCommand::new("leaderboard")
            .description("The top ten of this server in a game, and your rank")
            .add_option(game_choice("game", "Which game", true))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "by",
                    "Order by (default: rating, or wins when no game was rated)",
                )
                .add_string_choice("Rating", "rating")
                .add_string_choice("Wins", "wins")
                .add_string_choice("Points", "points")
                .required(false),
            ),
    );
    commands.push(
        CreateCommand::new("privacy")
            .description("Your data at Cantina")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::SubCommand,
                    "forget",
                    "Erase your records and careers (past games show a former player)",
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::Boolean,
                        "confirm",
                        "Set to True to confirm: this cannot be undone",
                    )
                    .required(true),
                ),
            ),
    );
    commands
}

/// The options `/<game> start` takes: the table's own, then the game's; required first.
pub fn start_options(game: &dyn GameDef) -> Vec<CommandOption> {
    let mut options = Vec::new();
    match game.formation() {
        Formation::Duel => options.push(CommandOption {
            name: OPTION_OPPONENT,
            description: "Challenge this person (leave out to play the computer)",
            kind: OptionKind::User,
            required: false,
        }),
        Formation::Solo => options.push(CommandOption {
            name: OPTION_THREAD,
            description: "Play in a new thread of your own (default: yes, from a text channel)",
            kind: OptionKind::Boolean,
            required: false,
        }),
        Formation::Lobby { .. } => {}
    }
    options.extend(game.start_options());
    if game.formation() != Formation::Solo {
        options.push(CommandOption {
            name: OPTION_TURN_TIMEOUT,
            description:
                "Seconds a person has for a turn before it is played for them (default 60)",
            kind: OptionKind::Integer { min: 5, max: 3600 },
            required: false,
        });
    }
    options.push(CommandOption {
        name: OPTION_SEED,
        description: "Deal number, to replay or share a deal (shown to everyone at the table)",
        kind: OptionKind::Integer {
            min: 1,
            max: (1 << 53) - 1,
        },
        required: false,
    });
    options.sort_by_key(|o| !o.required);
    options
}

fn game_command(game: &dyn GameDef) -> CreateCommand {
    let mut start = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        "start",
        format!("Open a {} table in this channel", game.title()),
    );
    for option in start_options(game) {
        start = start.add_sub_option(command_option(&option));
    }
    let end = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        "end",
        "End the table in this channel (host or Manage Messages)",
    );
    let mut command = CreateCommand::new(game.code())
        .description(game.command_description())
        .add_option(start)
        .add_option(end);
    for extra in game.commands() {
        let mut sub =
            CreateCommandOption::new(CommandOptionType::SubCommand, extra.name, extra.description);
        let mut options = extra.options.clone();
        options.sort_by_key(|o| !o.required);
        for option in &options {
            sub = sub.add_sub_option(command_option(option));
        }
        command = command.add_option(sub);
    }
    command
}

fn command_option(option: &CommandOption) -> CreateCommandOption {
    let kind = match option.kind {
        OptionKind::Integer { .. } | OptionKind::Suggested { .. } => CommandOptionType::Integer,
        OptionKind::Choice(_) => CommandOptionType::String,
        OptionKind::Boolean => CommandOptionType::Boolean,
        OptionKind::User => CommandOptionType::User,
    };
    let mut built =
        CreateCommandOption::new(kind, option.name, option.description).required(option.required);
    match &option.kind {
        OptionKind::Integer { min, max } => {
            built = built
                .min_int_value((*min).max(0) as u64)
                .max_int_value((*max).max(0) as u64);
        }
        OptionKind::Suggested { min, max } => {
            built = built
                .min_int_value((*min).max(0) as u64)
                .max_int_value((*max).max(0) as u64)
                .set_autocomplete(true);
        }
        OptionKind::Choice(choices) => {
            for (label, value) in choices {
                built = built.add_string_choice(*label, *value);
            }
        }
        OptionKind::Boolean | OptionKind::User => {}
    }
    built
}

/// A slash command as the bot understands it.
#[derive(Debug)]
pub struct Invocation {
    pub command: String,
    pub subcommand: Option<String>,
    pub options: Options,
    /// (display name, is a bot) of the user given as `opponent`.
    pub opponent: Option<(String, bool)>,
}

/// Read the resolved options of a command interaction.
pub fn invocation(command: &str, resolved: Vec<ResolvedOption<'_>>) -> Invocation {
    let mut invocation = Invocation {
        command: command.to_string(),
        subcommand: None,
        options: Options::default(),
        opponent: None,
    };
    let mut leaves = resolved;
    if let Some(first) = leaves.first() {
        if let ResolvedValue::SubCommand(inner) = &first.value {
            invocation.subcommand = Some(first.name.to_string());
            leaves = inner.clone();
        }
    }
    for option in leaves {
        let value = match option.value {
            ResolvedValue::Integer(n) => OptionValue::Integer(n),
            ResolvedValue::String(s) => OptionValue::String(s.to_string()),
            ResolvedValue::Boolean(b) => OptionValue::Boolean(b),
            ResolvedValue::User(user, member) => {
                let name = member
                    .and_then(|m| m.nick.clone())
                    .or_else(|| user.global_name.clone())
                    .unwrap_or_else(|| user.name.clone());
                if option.name == OPTION_OPPONENT {
                    invocation.opponent = Some((name, user.bot));
                }
                OptionValue::User(user.id.get())
            }
            _ => continue,
        };
        invocation.options.0.push((option.name.to_string(), value));
    }
    invocation
}

/// The `/help` page: an introduction, then one section per game. It is sent as the
/// message's content and one embed per section, since the whole page is longer than
/// the 2,000 characters a message's content may hold (embeds hold 6,000 together).
pub struct Help {
    pub intro: String,
    pub sections: Vec<HelpSection>,
    pub footer: String,
}

/// One game's part of the `/help` page.
pub struct HelpSection {
    pub title: String,
    pub body: String,
}

/// The `/help` page for the games of `catalog`.
pub fn help(catalog: &Catalog) -> Help {
    let sections = catalog
        .games()
        .map(|game| {
            let code = game.code();
            let how = match game.formation() {
                Formation::Lobby {
                    min_seats,
                    max_seats,
                } => format!(
                    "`/{code} start` opens a lobby ({min_seats}-{max_seats} seats): Join, Add AI, Start."
                ),
                Formation::Duel => format!(
                    "`/{code} start opponent:@friend` challenges a friend; without `opponent` you play the computer."
                ),
                Formation::Solo => {
                    format!("`/{code} start` deals you a game in a thread of your own.")
                }
            };
            // A game's own help may already say how to start it.
            let how = if game.help().starts_with(&format!("`/{code} start`")) {
                String::new()
            } else {
                how + "\n"
            };
            HelpSection {
                title: format!("{} — {}", game.title(), game.command_description()),
                body: format!(
                    "{how}{}\n`/{code} end` closes the table (host or Manage Messages).",
                    game.help()
                ),
            }
        })
        .collect();
    Help {
        intro: "**Cantina** hosts turn-based games right in this channel. Tables survive restarts; \
                your hand is private (only you see it); absent players time out, and a computer plays for them (in a Pazaak match against a person, they forfeit)."
            .to_string(),
        sections,
        footer: "Buttons on an old message are not applied: you get the current view instead."
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::{MAX_CONTENT, MAX_DESCRIPTION, MAX_EMBED_TOTAL, MAX_TITLE};

    #[test]
    fn the_help_page_for_every_game_fits_discords_limits_whole() {
        let help = help(&crate::app::default_catalog());
        let chars = |s: &str| s.chars().count();
        assert!(chars(&help.intro) <= MAX_CONTENT);
        assert!(help.sections.len() >= 4 && help.sections.len() <= 10);
        let mut total = chars(&help.footer);
        for section in &help.sections {
            assert!(chars(&section.title) <= MAX_TITLE, "{}", section.title);
            assert!(chars(&section.body) <= MAX_DESCRIPTION, "{}", section.title);
            assert!(section.body.contains(" end` closes the table"));
            total += chars(&section.title) + chars(&section.body);
        }
        assert!(
            total <= MAX_EMBED_TOTAL,
            "the help page's embeds hold {total} characters"
        );
    }

    #[test]
    fn a_game_whose_help_says_how_to_start_is_not_told_twice() {
        let catalog = crate::app::default_catalog();
        let help = help(&catalog);
        for (game, section) in catalog.games().zip(&help.sections) {
            let start = format!("`/{} start", game.code());
            assert_eq!(section.body.matches(&start).count(), 1, "{}", section.body);
        }
    }
}
