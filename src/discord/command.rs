//! A slash command as the bot understands it: every invocation is read once into a
//! [`SlashCommand`], with its game looked up in the catalog and its options taken by
//! name, so answering it matches on what was asked and reads no name again. What the
//! commands are (their definitions, how an invocation's options read) is
//! [`commands`](super::commands).

use super::commands::{self, Invocation};
use crate::stats::Order;
use crate::table::hosting::{CommandKind, Hosted, Options};
use crate::table::Catalog;
use serenity::all::{CommandInteraction, CommandType};
use std::sync::Arc;

/// What a slash command asks for.
pub(super) enum SlashCommand {
    /// `/help`.
    Help,
    /// `/stats`, `/leaderboard`, `/privacy forget`, `/web`: answered from the records.
    Records(Records),
    /// `/<game> start`, or a person-menu challenge (`/<game> start opponent:` by
    /// another way).
    Start(Start),
    /// `/<game> end`.
    End { game: Arc<dyn Hosted> },
    /// A game's subcommand that acts at the caller's table in this channel
    /// (`/klondike move`).
    AtTable {
        game: Arc<dyn Hosted>,
        name: String,
        options: Options,
    },
    /// A game's subcommand that shows a personal screen (`/oril matches`,
    /// `/pazaak career`).
    Personal {
        game: Arc<dyn Hosted>,
        name: String,
        options: Options,
    },
    /// A command or subcommand this build does not have (registered by an older one).
    Unknown,
}

/// The commands answered from the records and the server's settings.
pub(super) enum Records {
    /// `/stats [game] [user]`; `game` is `None` when it names no game of the catalog.
    Stats {
        game: Option<Arc<dyn Hosted>>,
        user: Option<u64>,
    },
    /// `/leaderboard game [by]`.
    Leaderboard {
        game: Option<Arc<dyn Hosted>>,
        by: Option<Order>,
    },
    /// `/privacy forget confirm`: erases only when confirmed.
    Forget { confirmed: bool },
    /// `/web on|off`.
    Web { on: bool },
}

/// `/<game> start`: the game and how to open it.
pub(super) struct Start {
    pub game: Arc<dyn Hosted>,
    pub options: Options,
    /// (display name, is a bot) of the user given as `opponent`.
    pub opponent: Option<(String, bool)>,
}

impl SlashCommand {
    /// Read `command` once. `None` for a person-menu entry that is no challenge of ours.
    pub(super) fn parse(catalog: &Catalog, command: &CommandInteraction) -> Option<SlashCommand> {
        let invocation = if command.data.kind == CommandType::User {
            // A person-menu challenge is `/<game> start opponent:` by another way.
            let target = command.data.target_id.map(|t| t.to_user_id());
            commands::challenge_invocation(
                catalog,
                &command.data.name,
                target,
                &command.data.resolved,
            )?
        } else {
            commands::invocation(&command.data.name, command.data.options())
        };
        Some(Self::read(catalog, invocation))
    }

    /// What `invocation` asks for, its game looked up in `catalog`.
    fn read(catalog: &Catalog, invocation: Invocation) -> SlashCommand {
        let Invocation {
            command,
            subcommand,
            options,
            opponent,
        } = invocation;
        // `/stats` without a game shows the first one.
        let game_option = |options: &Options| match options.string("game") {
            Some(code) => catalog.get(code),
            None => catalog.games().next().cloned(),
        };
        let records = match command.as_str() {
            "help" => return SlashCommand::Help,
            "stats" => Records::Stats {
                game: game_option(&options),
                user: options.user("user"),
            },
            "leaderboard" => Records::Leaderboard {
                game: game_option(&options),
                by: options.choice("by").ok().flatten(),
            },
            "privacy" => Records::Forget {
                confirmed: options.boolean("confirm") == Some(true),
            },
            commands::WEB => Records::Web {
                on: subcommand.as_deref() == Some("on"),
            },
            _ => return Self::game_command(catalog, &command, subcommand, options, opponent),
        };
        SlashCommand::Records(records)
    }

    /// `/<game> …`: the game's subcommand, `start`, `end` or its own.
    fn game_command(
        catalog: &Catalog,
        command: &str,
        subcommand: Option<String>,
        options: Options,
        opponent: Option<(String, bool)>,
    ) -> SlashCommand {
        let Some(game) = catalog.get(command) else {
            tracing::warn!(command, "unknown command");
            return SlashCommand::Unknown;
        };
        let Some(name) = subcommand else {
            return SlashCommand::Unknown;
        };
        match name.as_str() {
            "start" => {
                return SlashCommand::Start(Start {
                    game,
                    options,
                    opponent,
                })
            }
            "end" => return SlashCommand::End { game },
            _ => {}
        }
        let Some(own) = game.commands().into_iter().find(|c| c.name == name) else {
            return SlashCommand::Unknown;
        };
        match own.kind {
            CommandKind::AtTable => SlashCommand::AtTable {
                game,
                name,
                options,
            },
            CommandKind::Personal => SlashCommand::Personal {
                game,
                name,
                options,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::hosting::OptionValue;

    fn read(command: &str, subcommand: Option<&str>, options: Options) -> SlashCommand {
        let invocation = Invocation {
            command: command.to_string(),
            subcommand: subcommand.map(str::to_string),
            options,
            opponent: None,
        };
        SlashCommand::read(&crate::app::default_catalog(), invocation)
    }

    fn with(name: &str, value: OptionValue) -> Options {
        Options(vec![(name.to_string(), value)])
    }

    #[test]
    fn every_command_is_read_once_into_what_it_asks() {
        let none = Options::default;
        assert!(matches!(read("help", None, none()), SlashCommand::Help));
        assert!(matches!(
            read("klondike", Some("move"), none()),
            SlashCommand::AtTable { name, .. } if name == "move"
        ));
        assert!(matches!(
            read("pazaak", Some("career"), none()),
            SlashCommand::Personal { name, .. } if name == "career"
        ));
        assert!(matches!(
            read("uno", Some("start"), none()),
            SlashCommand::Start(Start { game, .. }) if game.code() == "uno"
        ));
        assert!(matches!(
            read("oril", Some("end"), none()),
            SlashCommand::End { game } if game.code() == "oril"
        ));
        for (command, subcommand) in [
            ("chess", Some("start")),
            ("uno", Some("fly")),
            ("uno", None),
        ] {
            assert!(matches!(
                read(command, subcommand, none()),
                SlashCommand::Unknown
            ));
        }
    }

    #[test]
    fn the_records_commands_take_their_options_typed() {
        let confirm = with("confirm", OptionValue::Boolean(true));
        assert!(matches!(
            read("privacy", Some("forget"), confirm),
            SlashCommand::Records(Records::Forget { confirmed: true })
        ));
        assert!(matches!(
            read("privacy", Some("forget"), Options::default()),
            SlashCommand::Records(Records::Forget { confirmed: false })
        ));
        assert!(matches!(
            read("web", Some("on"), Options::default()),
            SlashCommand::Records(Records::Web { on: true })
        ));
        let game = with("game", OptionValue::String("oril".into()));
        assert!(matches!(
            read("stats", None, game),
            SlashCommand::Records(Records::Stats { game: Some(g), user: None }) if g.code() == "oril"
        ));
        let nothing = with("game", OptionValue::String("chess".into()));
        assert!(matches!(
            read("leaderboard", None, nothing),
            SlashCommand::Records(Records::Leaderboard { game: None, .. })
        ));
    }
}
