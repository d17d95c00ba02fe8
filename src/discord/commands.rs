//! What the slash commands are: one `/<game>` command per hosted game (subcommands
//! `start`, `end` and the game's own), `/help`, `/stats`, `/leaderboard` and
//! `/privacy`, all built from the catalog in one registration list; how an invocation
//! reads ([`invocation`]); and the `/help` page ([`help`]). What an invocation asks for
//! is `command`; answering it is `slash`.

use crate::i18n::{self, Lang};
use crate::stats::Order;
use crate::table::hosting::{CommandOption, Formation, Hosted, OptionKind, OptionValue, Options};
use crate::table::{Catalog, OPTION_OPPONENT, OPTION_SEED, OPTION_THREAD, OPTION_TURN_TIMEOUT};
use fluent_bundle::FluentValue;
use serenity::all::{
    CommandDataResolved, CommandOptionType, CommandType, CreateCommand, CreateCommandOption,
    InstallationContext, InteractionContext, Permissions, ResolvedOption, ResolvedValue, UserId,
};

/// Every command the bot registers (overwriting what was registered before). Names are
/// what the code reads; descriptions and choice labels are the English messages, and
/// each carries its translations (`data/locales/*/`) as Discord localizations, shown to
/// people whose client speaks that language.
pub fn all_commands(catalog: &Catalog) -> Vec<CreateCommand> {
    let mut commands: Vec<CreateCommand> = catalog
        .games()
        .map(|game| game_command(game.as_ref()))
        .collect();
    commands.push(command("help", "cmd-help"));
    commands.push(
        command("stats", "cmd-stats")
            .add_option(game_choice(catalog, "cmd-stats-game", false))
            .add_option(
                localized_option(CommandOptionType::User, "user", "cmd-stats-user").required(false),
            ),
    );
    let by = choices(
        localized_option(CommandOptionType::String, "by", "cmd-leaderboard-by"),
        &OptionKind::choice::<Order>(),
    );
    commands.push(
        command("leaderboard", "cmd-leaderboard")
            .add_option(game_choice(catalog, "cmd-leaderboard-game", true))
            .add_option(by.required(false)),
    );
    commands.push(privacy_command());
    commands.push(web_command());
    commands.extend(challenge_commands(catalog));
    commands
}

/// `/web on|off`: a server's pages, used in servers only.
pub const WEB: &str = "web";

/// The `game` option of the records commands: a choice of the catalog's games.
fn game_choice(catalog: &Catalog, id: &str, required: bool) -> CreateCommandOption {
    let mut option = localized_option(CommandOptionType::String, "game", id).required(required);
    for game in catalog.games() {
        let title = game.about().title_message();
        option = option.add_string_choice_localized(
            english(&title),
            game.code(),
            localizations(&title, |_| Vec::new()),
        );
    }
    option
}

/// `/privacy forget confirm:`.
fn privacy_command() -> CreateCommand {
    command("privacy", "cmd-privacy").add_option(
        localized_option(
            CommandOptionType::SubCommand,
            "forget",
            "cmd-privacy-forget",
        )
        .add_sub_option(
            localized_option(
                CommandOptionType::Boolean,
                "confirm",
                "cmd-privacy-forget-confirm",
            )
            .required(true),
        ),
    )
}

/// `/web on|off`.
fn web_command() -> CreateCommand {
    command(WEB, "cmd-web")
        // Shown to server managers only; the answer checks it again.
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .add_option(localized_option(
            CommandOptionType::SubCommand,
            "on",
            "cmd-web-on",
        ))
        .add_option(localized_option(
            CommandOptionType::SubCommand,
            "off",
            "cmd-web-off",
        ))
}

/// The duels of `catalog` that have a person-menu entry (right-click a person, Apps):
/// (game, the entry's message). Discord sends the entry's English name back.
fn challenges(catalog: &Catalog) -> impl Iterator<Item = (&'static str, String)> + '_ {
    catalog
        .games()
        .filter(|game| game.formation() == Formation::Duel)
        .map(|game| (game.code(), game.about().challenge_message()))
        .filter(|(_, id)| i18n::get(Lang::EnUs, id, &[]).is_some())
}

/// The user commands for the duels of `catalog`.
fn challenge_commands(catalog: &Catalog) -> Vec<CreateCommand> {
    challenges(catalog)
        .map(|(_, id)| {
            let mut built = CreateCommand::new(english(&id)).kind(CommandType::User);
            for (locale, text) in localizations(&id, |_| Vec::new()) {
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
    catalog: &Catalog,
    name: &str,
    target: Option<UserId>,
    resolved: &CommandDataResolved,
) -> Option<Invocation> {
    let (game, _) = challenges(catalog).find(|(_, id)| english(id) == name)?;
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

/// The English message `id`: the words Discord shows when a client's language has no
/// translation.
fn english(id: &str) -> String {
    i18n::tr(Lang::EnUs, id, &[])
}

/// A command with its description and translations (`{id}-name`, `{id}-description`).
fn command(name: &str, id: &str) -> CreateCommand {
    let description = format!("{id}-description");
    let mut built = CreateCommand::new(name).description(english(&description));
    for (locale, text) in localizations(&format!("{id}-name"), |_| Vec::new()) {
        built = built.name_localized(locale, text);
    }
    for (locale, text) in localizations(&description, |_| Vec::new()) {
        built = built.description_localized(locale, text);
    }
    built
}

/// An option or subcommand with its description and translations (`{id}-name`,
/// `{id}-description`).
fn localized_option(kind: CommandOptionType, name: &str, id: &str) -> CreateCommandOption {
    let description = format!("{id}-description");
    let mut built = CreateCommandOption::new(kind, name, english(&description));
    for (locale, text) in localizations(&format!("{id}-name"), |_| Vec::new()) {
        built = built.name_localized(locale, text);
    }
    for (locale, text) in localizations(&description, |_| Vec::new()) {
        built = built.description_localized(locale, text);
    }
    built
}

/// `option` with the choices of `kind`, each named by its message.
fn choices(mut option: CreateCommandOption, kind: &OptionKind) -> CreateCommandOption {
    if let OptionKind::Choice(values) = kind {
        for value in values {
            option = option.add_string_choice_localized(
                english(value.message),
                value.code,
                localizations(value.message, |_| Vec::new()),
            );
        }
    }
    option
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

/// A game's title in `lang`.
pub fn game_title(game: &dyn Hosted, lang: Lang) -> String {
    game.title_in(lang)
}

/// The name of command `id` (`cmd-uno`, `cmd-start`...) in `lang`, or `english`.
fn command_name(lang: Lang, id: &str, english: &str) -> String {
    i18n::get(lang, &format!("{id}-name"), &[]).unwrap_or_else(|| english.to_string())
}

/// The options `/<game> start` takes: the table's own, then the game's; required first.
pub fn start_options(game: &dyn Hosted) -> Vec<CommandOption> {
    let mut options = Vec::new();
    match game.formation() {
        Formation::Duel => options.push(CommandOption::optional(OPTION_OPPONENT, OptionKind::User)),
        Formation::Solo => {
            options.push(CommandOption::optional(OPTION_THREAD, OptionKind::Boolean))
        }
        Formation::Lobby { .. } => {}
    }
    options.extend(game.start_options());
    if game.formation() != Formation::Solo {
        options.push(CommandOption::optional(
            OPTION_TURN_TIMEOUT,
            OptionKind::Integer { min: 5, max: 3600 },
        ));
    }
    options.push(CommandOption::optional(
        OPTION_SEED,
        OptionKind::Integer {
            min: 1,
            max: (1 << 53) - 1,
        },
    ));
    options.sort_by_key(|o| !o.required);
    options
}

fn game_command(game: &dyn Hosted) -> CreateCommand {
    let code = game.code();
    let mut start = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        "start",
        i18n::tr(
            Lang::EnUs,
            "cmd-start-description",
            &[("game", game.title().into())],
        ),
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
    let end = localized_option(CommandOptionType::SubCommand, "end", "cmd-end");
    let mut command = command(code, &game.about().command_message())
        .add_option(start)
        .add_option(end);
    for extra in game.commands() {
        let mut sub = localized_option(
            CommandOptionType::SubCommand,
            extra.name,
            &subcommand_id(code, extra.name),
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

/// The message id of a game's own subcommand (`cmd-klondike-move`).
pub fn subcommand_id(game: &str, name: &str) -> String {
    format!("cmd-{game}-{}", name.replace('_', "-"))
}

fn command_option(game: &str, option: &CommandOption) -> CreateCommandOption {
    let kind = match option.kind {
        OptionKind::Integer { .. } | OptionKind::Suggested { .. } => CommandOptionType::Integer,
        OptionKind::Choice(_) => CommandOptionType::String,
        OptionKind::Boolean => CommandOptionType::Boolean,
        OptionKind::User => CommandOptionType::User,
    };
    let id = option_id(game, option.name);
    let built = localized_option(kind, option.name, &id).required(option.required);
    match &option.kind {
        OptionKind::Integer { min, max } => built
            .min_int_value((*min).max(0) as u64)
            .max_int_value((*max).max(0) as u64),
        OptionKind::Suggested { min, max } => built
            .min_int_value((*min).max(0) as u64)
            .max_int_value((*max).max(0) as u64)
            .set_autocomplete(true),
        OptionKind::Choice(_) => choices(built, &option.kind),
        OptionKind::Boolean | OptionKind::User => built,
    }
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
    Help {
        intro: i18n::tr(lang, "help-intro", &[]),
        sections: catalog
            .games()
            .map(|game| help_section(game.as_ref(), lang))
            .collect(),
        footer: i18n::tr(lang, "help-footer", &[]),
    }
}

/// One game's section of the `/help` page, in `lang`.
fn help_section(game: &dyn Hosted, lang: Lang) -> HelpSection {
    let code = game.code();
    let game_name = command_name(lang, &format!("cmd-{code}"), code);
    let start = format!("/{game_name} {}", command_name(lang, "cmd-start", "start"));
    let end = format!("/{game_name} {}", command_name(lang, "cmd-end", "end"));
    let game_help = i18n::tr(lang, &game.about().help_message(), &[]);
    // A game's own help may already say how to start it.
    let how = if game_help.starts_with(&format!("`{start}`")) {
        String::new()
    } else {
        how_to_start(game, lang, &start) + "\n"
    };
    let description = i18n::tr(
        lang,
        &format!("{}-description", game.about().command_message()),
        &[],
    );
    HelpSection {
        title: i18n::tr(
            lang,
            "help-section-title",
            &[
                ("game", game_title(game, lang).into()),
                ("description", description.into()),
            ],
        ),
        body: format!(
            "{how}{game_help}\n{}",
            i18n::tr(lang, "help-end", &[("end", end.as_str().into())])
        ),
    }
}

/// How a game starts (`start`: its start command as `lang` names it), by its formation.
fn how_to_start(game: &dyn Hosted, lang: Lang, start: &str) -> String {
    match game.formation() {
        Formation::Lobby {
            min_seats,
            max_seats,
        } => i18n::tr(
            lang,
            "help-how-lobby",
            &[
                ("start", start.into()),
                ("min", min_seats.into()),
                ("max", max_seats.into()),
            ],
        ),
        Formation::Duel => i18n::tr(
            lang,
            "help-how-duel",
            &[
                ("start", start.into()),
                (
                    "opponent",
                    command_name(lang, "cmd-opt-opponent", OPTION_OPPONENT).into(),
                ),
            ],
        ),
        Formation::Solo => i18n::tr(lang, "help-how-solo", &[("start", start.into())]),
    }
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
