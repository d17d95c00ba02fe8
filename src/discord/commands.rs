//! What the slash commands are: one `/<game>` command per hosted game (subcommands
//! `start`, `end` and the game's own), `/help`, `/stats`, `/leaderboard` and
//! `/privacy`, all built from the catalog in one registration list; how an invocation
//! reads ([`invocation`]); and the `/help` page ([`help`]). Answering them is `slash`.

use crate::i18n::{self, Lang};
use crate::table::game::{CommandOption, Formation, Hosted, OptionKind, OptionValue, Options};
use crate::table::{Catalog, OPTION_OPPONENT, OPTION_SEED, OPTION_THREAD, OPTION_TURN_TIMEOUT};
use fluent_bundle::FluentValue;
use serenity::all::{
    CommandDataResolved, CommandOptionType, CommandType, CreateCommand, CreateCommandOption,
    InstallationContext, InteractionContext, Permissions, ResolvedOption, ResolvedValue, UserId,
};

/// Every command the bot registers (overwriting what was registered before). Names and
/// descriptions are English; each carries its translations (`data/locales/*/commands.ftl`)
/// as Discord localizations, shown to people whose client speaks that language.
pub fn all_commands(catalog: &Catalog) -> Vec<CreateCommand> {
    let mut commands: Vec<CreateCommand> = catalog
        .games()
        .map(|game| game_command(game.as_ref()))
        .collect();
    commands.push(command(
        "help",
        "What Cantina is, its games and how to play them",
        "cmd-help",
    ));
    let game_choice = |id: &str, name: &'static str, description: &'static str, required: bool| {
        let mut option =
            localized_option(CommandOptionType::String, name, description, id).required(required);
        for game in catalog.games() {
            option = option.add_string_choice_localized(
                game.title(),
                game.code(),
                localizations(&format!("game-title-{}", game.code()), |_| Vec::new()),
            );
        }
        option
    };
    commands.push(
        command(
            "stats",
            "A player's record in a game on this server (privately)",
            "cmd-stats",
        )
        .add_option(game_choice(
            "cmd-stats-game",
            "game",
            "Which game (default: the first)",
            false,
        ))
        .add_option(
            localized_option(
                CommandOptionType::User,
                "user",
                "Whose record (default: yours)",
                "cmd-stats-user",
            )
            .required(false),
        ),
    );
    let mut by = localized_option(
        CommandOptionType::String,
        "by",
        "Order by (default: rating, or wins when no game was rated)",
        "cmd-leaderboard-by",
    );
    for (label, value) in [("Rating", "rating"), ("Wins", "wins"), ("Points", "points")] {
        by = by.add_string_choice_localized(
            label,
            value,
            localizations(&format!("cmd-leaderboard-by-{value}"), |_| Vec::new()),
        );
    }
    commands.push(
        command(
            "leaderboard",
            "The top ten of this server in a game, and your rank",
            "cmd-leaderboard",
        )
        .add_option(game_choice(
            "cmd-leaderboard-game",
            "game",
            "Which game",
            true,
        ))
        .add_option(by.required(false)),
    );
    commands.push(
        command("privacy", "Your data at Cantina", "cmd-privacy").add_option(
            localized_option(
                CommandOptionType::SubCommand,
                "forget",
                "Erase your records and careers (past games show a former player)",
                "cmd-privacy-forget",
            )
            .add_sub_option(
                localized_option(
                    CommandOptionType::Boolean,
                    "confirm",
                    "Set to True to confirm: this cannot be undone",
                    "cmd-privacy-forget-confirm",
                )
                .required(true),
            ),
        ),
    );
    commands.push(
        command(
            WEB,
            "This server's pages on the web: leaderboards and replays",
            "cmd-web",
        )
        // Shown to server managers only; the answer checks it again.
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .add_option(localized_option(
            CommandOptionType::SubCommand,
            "on",
            "Open this server's pages: leaderboards and replays of finished games",
            "cmd-web-on",
        ))
        .add_option(localized_option(
            CommandOptionType::SubCommand,
            "off",
            "Close this server's pages: the links posted stop working",
            "cmd-web-off",
        )),
    );
    commands.extend(challenge_commands(catalog));
    commands
}

/// `/web on|off`: a server's pages, used in servers only.
pub const WEB: &str = "web";

/// The person-menu entries (right-click a person, Apps): a challenge to a duel, with
/// the English name Discord sends back and its translations (`{id}-name`).
const CHALLENGES: [(&str, &str, &str); 2] = [
    ("pazaak", "Challenge to Pazaak", "cmd-challenge-pazaak"),
    ("oril", "Challenge to Oril", "cmd-challenge-oril"),
];

/// The user commands for the duels of `catalog`.
fn challenge_commands(catalog: &Catalog) -> Vec<CreateCommand> {
    CHALLENGES
        .iter()
        .filter(|(game, _, _)| catalog.get(game).is_some())
        .map(|(_, name, id)| {
            let mut built = CreateCommand::new(*name).kind(CommandType::User);
            for (locale, text) in localizations(&format!("{id}-name"), |_| Vec::new()) {
                built = built.name_localized(locale, text);
            }
            built
        })
        .collect()
}

/// Every command installable by a server and by a person, and usable in servers, in
/// the DM with the bot and in other private channels (group DMs, DMs between people).
/// Discord takes these on global commands only.
pub fn everywhere(commands: Vec<CreateCommand>) -> Vec<CreateCommand> {
    commands
        .into_iter()
        .map(|command| {
            let command = command
                .integration_types(vec![InstallationContext::Guild, InstallationContext::User]);
            // A server's pages belong to a server.
            let server_only = serde_json::to_value(&command)
                .is_ok_and(|c| c.get("name").and_then(|n| n.as_str()) == Some(WEB));
            if server_only {
                return command.contexts(vec![InteractionContext::Guild]);
            }
            command.contexts(vec![
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ])
        })
        .collect()
}

/// A person-menu challenge read as the `/<game> start opponent:` it stands for; `None`
/// for a name that is no challenge of ours.
pub fn challenge_invocation(
    name: &str,
    target: Option<UserId>,
    resolved: &CommandDataResolved,
) -> Option<Invocation> {
    let (game, _, _) = CHALLENGES.iter().find(|(_, english, _)| *english == name)?;
    let target = target?;
    let user = resolved.users.get(&target)?;
    let opponent_name = resolved
        .members
        .get(&target)
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let mut options = Options::default();
    options
        .0
        .push((OPTION_OPPONENT.to_string(), OptionValue::User(target.get())));
    Some(Invocation {
        command: game.to_string(),
        subcommand: Some("start".to_string()),
        options,
        opponent: Some((opponent_name, user.bot)),
    })
}

/// The translations of message `id` as Discord localizations: (locale, text) for each
/// language that has the message. `args` gives a language's arguments.
fn localizations<'a>(
    id: &str,
    args: impl Fn(Lang) -> Vec<(&'a str, FluentValue<'a>)>,
) -> Vec<(&'static str, String)> {
    Lang::translated()
        .filter_map(|lang| i18n::get(lang, id, &args(lang)).map(|text| (lang.code(), text)))
        .collect()
}

/// A command with its translations (`{id}-name`, `{id}-description`).
fn command(name: &str, description: &str, id: &str) -> CreateCommand {
    let mut built = CreateCommand::new(name).description(description);
    for (locale, text) in localizations(&format!("{id}-name"), |_| Vec::new()) {
        built = built.name_localized(locale, text);
    }
    for (locale, text) in localizations(&format!("{id}-description"), |_| Vec::new()) {
        built = built.description_localized(locale, text);
    }
    built
}

/// An option or subcommand with its translations (`{id}-name`, `{id}-description`).
fn localized_option(
    kind: CommandOptionType,
    name: &str,
    description: impl Into<String>,
    id: &str,
) -> CreateCommandOption {
    let mut built = CreateCommandOption::new(kind, name, description);
    for (locale, text) in localizations(&format!("{id}-name"), |_| Vec::new()) {
        built = built.name_localized(locale, text);
    }
    for (locale, text) in localizations(&format!("{id}-description"), |_| Vec::new()) {
        built = built.description_localized(locale, text);
    }
    built
}

/// The message id of an option of `/<game>`: the platform's own options are shared by
/// every game (`cmd-opt-seed`), a game's are its own (`cmd-uno-goal`).
pub fn option_id(game: &str, option: &str) -> String {
    let option = option.replace('_', "-");
    if [
        OPTION_OPPONENT,
        OPTION_THREAD,
        OPTION_TURN_TIMEOUT,
        OPTION_SEED,
    ]
    .iter()
    .any(|o| o.replace('_', "-") == option)
    {
        format!("cmd-opt-{option}")
    } else {
        format!("cmd-{game}-{option}")
    }
}

/// A game's title in `lang` (its own title when no translation is known).
pub fn game_title(game: &dyn Hosted, lang: Lang) -> String {
    i18n::get(lang, &format!("game-title-{}", game.code()), &[])
        .unwrap_or_else(|| game.title().to_string())
}

/// The name of command `id` (`cmd-uno`, `cmd-start`...) in `lang`, or `english`.
fn command_name(lang: Lang, id: &str, english: &str) -> String {
    i18n::get(lang, &format!("{id}-name"), &[]).unwrap_or_else(|| english.to_string())
}

/// The options `/<game> start` takes: the table's own, then the game's; required first.
pub fn start_options(game: &dyn Hosted) -> Vec<CommandOption> {
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

fn game_command(game: &dyn Hosted) -> CreateCommand {
    let code = game.code();
    let mut start = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        "start",
        format!("Open a {} table in this channel", game.title()),
    );
    for (locale, text) in localizations("cmd-start-name", |_| Vec::new()) {
        start = start.name_localized(locale, text);
    }
    for (locale, text) in localizations("cmd-start-description", |lang| {
        vec![("game", game_title(game, lang).into())]
    }) {
        start = start.description_localized(locale, text);
    }
    for option in start_options(game) {
        start = start.add_sub_option(command_option(code, &option));
    }
    let end = localized_option(
        CommandOptionType::SubCommand,
        "end",
        "End the table in this channel (host or Manage Messages)",
        "cmd-end",
    );
    let mut command = command(code, game.command_description(), &format!("cmd-{code}"))
        .add_option(start)
        .add_option(end);
    for extra in game.commands() {
        let mut sub = localized_option(
            CommandOptionType::SubCommand,
            extra.name,
            extra.description,
            &format!("cmd-{code}-{}", extra.name.replace('_', "-")),
        );
        let mut options = extra.options.clone();
        options.sort_by_key(|o| !o.required);
        for option in &options {
            sub = sub.add_sub_option(command_option(code, option));
        }
        command = command.add_option(sub);
    }
    command
}

fn command_option(game: &str, option: &CommandOption) -> CreateCommandOption {
    let kind = match option.kind {
        OptionKind::Integer { .. } | OptionKind::Suggested { .. } => CommandOptionType::Integer,
        OptionKind::Choice(_) => CommandOptionType::String,
        OptionKind::Boolean => CommandOptionType::Boolean,
        OptionKind::User => CommandOptionType::User,
    };
    let id = option_id(game, option.name);
    let mut built =
        localized_option(kind, option.name, option.description, &id).required(option.required);
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
                built = built.add_string_choice_localized(
                    *label,
                    *value,
                    localizations(&format!("{id}-{value}"), |_| Vec::new()),
                );
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

/// The `/help` page for the games of `catalog`, in `lang`. Commands are named as
/// Discord lists them in that language; a game without translations (none in the
/// resources) keeps its own English words.
pub fn help(catalog: &Catalog, lang: Lang) -> Help {
    let sections = catalog
        .games()
        .map(|game| {
            let code = game.code();
            let game_name = command_name(lang, &format!("cmd-{code}"), code);
            let start = format!("/{game_name} {}", command_name(lang, "cmd-start", "start"));
            let end = format!("/{game_name} {}", command_name(lang, "cmd-end", "end"));
            let how = match game.formation() {
                Formation::Lobby {
                    min_seats,
                    max_seats,
                } => i18n::tr(
                    lang,
                    "help-how-lobby",
                    &[
                        ("start", start.as_str().into()),
                        ("min", min_seats.into()),
                        ("max", max_seats.into()),
                    ],
                ),
                Formation::Duel => i18n::tr(
                    lang,
                    "help-how-duel",
                    &[
                        ("start", start.as_str().into()),
                        (
                            "opponent",
                            command_name(lang, "cmd-opt-opponent", OPTION_OPPONENT).into(),
                        ),
                    ],
                ),
                Formation::Solo => {
                    i18n::tr(lang, "help-how-solo", &[("start", start.as_str().into())])
                }
            };
            let game_help = text_or(lang, &format!("help-game-{code}"), game.help());
            // A game's own help may already say how to start it.
            let how = if game_help.starts_with(&format!("`{start}`")) {
                String::new()
            } else {
                how + "\n"
            };
            let description = text_or(
                lang,
                &format!("cmd-{code}-description"),
                game.command_description(),
            );
            HelpSection {
                title: i18n::tr(
                    lang,
                    "help-section-title",
                    &[
                        ("game", game_title(game.as_ref(), lang).into()),
                        ("description", description.into()),
                    ],
                ),
                body: format!(
                    "{how}{game_help}\n{}",
                    i18n::tr(lang, "help-end", &[("end", end.as_str().into())])
                ),
            }
        })
        .collect();
    Help {
        intro: i18n::tr(lang, "help-intro", &[]),
        sections,
        footer: i18n::tr(lang, "help-footer", &[]),
    }
}

/// Message `id` in `lang` (or English), or `own` when no language has it (a game the
/// resources do not know).
fn text_or(lang: Lang, id: &str, own: &str) -> String {
    i18n::get(lang, id, &[])
        .or_else(|| i18n::get(Lang::EnUs, id, &[]))
        .unwrap_or_else(|| own.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::{MAX_CONTENT, MAX_DESCRIPTION, MAX_EMBED_TOTAL, MAX_TITLE};

    #[test]
    fn the_help_page_for_every_game_fits_discords_limits_whole() {
        let help = help(&crate::app::default_catalog(), Lang::EnUs);
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
        let help = help(&catalog, Lang::EnUs);
        for (game, section) in catalog.games().zip(&help.sections) {
            let start = format!("`/{} start", game.code());
            assert_eq!(section.body.matches(&start).count(), 1, "{}", section.body);
        }
    }
}
