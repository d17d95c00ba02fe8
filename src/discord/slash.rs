//! Slash commands as they arrive: each is read once into a
//! [`SlashCommand`](super::command::SlashCommand) and answered by what it asks:
//! `/help`, the records commands (`/stats`, `/leaderboard`, `/privacy`, `/web`) and
//! each game's `/<game> start|end|…` (a table subcommand acts at the caller's table, a
//! personal one shows a personal screen); and the autocomplete of their options. What
//! the commands are (their definitions, how an invocation reads, the help text) is
//! [`commands`](super::commands).

use super::command::{SlashCommand, Start};
use super::in_time::{in_time, InTime};
use super::place::Place;
use super::{
    defer_privately, ephemeral_text, fill_command, permissions, personal, present, respond, stats,
    Asker,
};
use crate::i18n::{Lang, Text};
use crate::table::actor::{Answered, Click};
use crate::table::hosting::{Formation, Hosted, Options};
use crate::table::text::Notice;
use crate::table::{OpenRequest, Reply, Tables, OPTION_THREAD};
use serenity::all::{
    ChannelType, CommandInteraction, Context, CreateAutocompleteResponse, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponse, CreateInteractionResponseMessage,
    InteractionContext,
};
use std::sync::Arc;
use tokio::sync::watch;

/// A slash command: read once, then answered at once, or deferred and then answered.
pub(super) async fn command_interaction(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
) {
    let asker = Asker::of_command(command);
    let lang = asker.lang();
    let Some(slash) = SlashCommand::parse(tables.catalog(), command) else {
        answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await;
        return;
    };
    match slash {
        SlashCommand::Help => help(tables, ctx, command, lang).await,
        _ if !tables.accepting() => answer(ctx, command, Notice::Restarting.in_lang(lang)).await,
        SlashCommand::Records(records) => {
            stats::command(tables, ctx, command, asker, records).await
        }
        SlashCommand::Start(start) => self::start(tables, ctx, command, asker, start).await,
        SlashCommand::End { game } => end(tables, ctx, command, asker, game.code()).await,
        SlashCommand::AtTable {
            game,
            name,
            options,
        } => table_command(tables, ctx, command, asker, (game, &name), &options).await,
        SlashCommand::Personal {
            game,
            name,
            options,
        } => personal::command(tables, ctx, command, asker, game, name, options).await,
        SlashCommand::Unknown => answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await,
    }
}

/// `/help`: the page, answered at once (also while the bot restarts).
async fn help(tables: &Tables, ctx: &Context, command: &CommandInteraction, lang: Lang) {
    let help = super::commands::help(tables.catalog(), lang);
    let count = help.sections.len();
    let embeds = help
        .sections
        .into_iter()
        .enumerate()
        .map(|(i, section)| {
            let embed = CreateEmbed::new()
                .title(section.title)
                .description(section.body);
            if i + 1 == count {
                embed.footer(CreateEmbedFooter::new(&help.footer))
            } else {
                embed
            }
        })
        .collect();
    let message = CreateInteractionResponseMessage::new()
        .content(help.intro)
        .embeds(embeds)
        .ephemeral(true)
        .allowed_mentions(present::no_pings());
    let response = CreateInteractionResponse::Message(message);
    respond(ctx, command.create_response(&ctx.http, response).await);
}

/// `/<game> end`. A stuck table may be slow to answer: defer, then report.
async fn end(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    asker: Asker,
    game: &str,
) {
    let defer = defer_privately();
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let lang = asker.lang();
    let text = match tables.end(game, asker.channel, asker.person).await {
        Ok(text) | Err(text) => text.in_lang(lang),
    };
    fill_command(ctx, command, present::text_edit(text)).await;
}

/// `/<game> start`: checked where it was asked, then opened the way the place allows.
async fn start(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    asker: Asker,
    start: Start,
) {
    let (lang, place) = (asker.lang(), asker.place);
    if place == Place::ExternalAppsOff {
        // Every answer here is private: nobody else would see the table.
        let text = Text::new("anywhere-external-apps-off").in_lang(lang);
        answer(ctx, command, text).await;
        return;
    }
    let solo = start.game.formation() == Formation::Solo;
    // Only a server's text channel holds threads of this kind: asked anywhere
    // else (inside a thread, a voice channel's chat, a place the bot is not a
    // member of), the game is played there.
    let in_new_thread = solo
        && place == Place::Channel
        && start.options.boolean(OPTION_THREAD).unwrap_or(true)
        && asker.guild.is_some()
        && in_a_text_channel(command);
    if place == Place::Channel {
        if let Some(refusal) = permissions::refusal(command, in_new_thread, lang) {
            answer(ctx, command, refusal.in_lang(lang)).await;
            return;
        }
    }
    let request = open_request(command, asker, start);
    if place.interactions_only() {
        open_answered_by_the_table(tables, ctx, command, request, lang).await;
    } else if !solo {
        open_in_time(tables, ctx, command, request, lang).await;
    } else {
        open_solitaire(tables, ctx, command, request, in_new_thread, lang).await;
    }
}

/// What `/<game> start` asks the tables for.
fn open_request(command: &CommandInteraction, asker: Asker, start: Start) -> OpenRequest {
    OpenRequest {
        game: start.game.code().to_string(),
        guild_id: asker.guild,
        channel_id: asker.channel,
        host: asker.person,
        opponent_name: start.opponent.as_ref().map(|o| o.0.clone()),
        opponent_is_bot: start.opponent.as_ref().is_some_and(|o| o.1),
        place_held: false,
        options: start.options,
        webhook: None,
        with_the_bot_alone: with_the_bot_alone(command),
    }
}

/// Open a table of several players. Opening writes the table to disk: answered at
/// once when that is quick, deferred first when the disk is slow.
async fn open_in_time(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    request: OpenRequest,
    lang: Lang,
) {
    let tables = tables.clone();
    let opening = tokio::spawn(async move { tables.open(request).await });
    let text_of = |opened: Result<Result<Text, Text>, tokio::task::JoinError>| match opened {
        Ok(Ok(text) | Err(text)) => text.in_lang(lang),
        Err(_) => Notice::Restarting.in_lang(lang),
    };
    match in_time(opening).await {
        InTime::Done(opened) => answer(ctx, command, text_of(opened)).await,
        InTime::Slow(opening) => {
            let defer = defer_privately();
            if command.create_response(&ctx.http, defer).await.is_err() {
                return;
            }
            let text = text_of(opening.await);
            fill_command(ctx, command, present::text_edit(text)).await;
        }
    }
}

/// Open a solitaire, in a new thread when asked for.
async fn open_solitaire(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    request: OpenRequest,
    in_new_thread: bool,
    lang: Lang,
) {
    // A person over their limit gets no thread: refused before anything is made,
    // and the place is held while the thread is made and the table opened.
    let held = match tables.hold_place(&request.game, request.guild_id, request.host.id) {
        Ok(held) => held,
        Err(notice) => {
            answer(ctx, command, notice.in_lang(lang)).await;
            return;
        }
    };
    // Dealing a solitaire may search for a while (a winnable deal, its first
    // check), and a thread takes a REST round trip: answer first, then report.
    let defer = defer_privately();
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let text = match tables.open_solitaire(request, &held, in_new_thread).await {
        Ok(text) | Err(text) => text.in_lang(lang),
    };
    fill_command(ctx, command, present::text_edit(text)).await;
}

/// Whether `command` was used in a direct message with the bot itself.
fn with_the_bot_alone(command: &CommandInteraction) -> bool {
    match command.context {
        Some(InteractionContext::BotDm) => true,
        Some(_) => false,
        None => command.guild_id.is_none(),
    }
}

/// Open a table where the bot is not a member: the command's answer is the table
/// message (a public deferral the table then fills through the token); a refusal is
/// private. Nothing goes through the channel.
async fn open_answered_by_the_table(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    mut request: OpenRequest,
    lang: Lang,
) {
    let (answered_tx, answered_rx) = watch::channel(Answered::No);
    request.webhook = Some((command.token.clone(), answered_rx));
    let opening_tables = tables.clone();
    let opening = tokio::spawn(async move { opening_tables.open(request).await });
    let public_defer = CreateInteractionResponse::Defer(
        CreateInteractionResponseMessage::new().allowed_mentions(present::no_pings()),
    );
    let opened = match in_time(opening).await {
        InTime::Done(Ok(Ok(_))) => {
            let deferred = command.create_response(&ctx.http, public_defer).await;
            let _ = answered_tx.send(Answered::Yes);
            respond(ctx, deferred);
            return;
        }
        InTime::Done(opened) => opened,
        InTime::Slow(opening) => {
            // Slow (a solitaire's deal): the table fills the public "thinking" answer.
            if command
                .create_response(&ctx.http, public_defer)
                .await
                .is_err()
            {
                return;
            }
            let _ = answered_tx.send(Answered::Yes);
            let text = match opening.await {
                Ok(Ok(_)) => return,
                Ok(Err(text)) => text.in_lang(lang),
                Err(_) => Notice::Restarting.in_lang(lang),
            };
            fill_command(ctx, command, present::text_edit(text)).await;
            return;
        }
    };
    let text = match opened {
        Ok(Ok(text) | Err(text)) => text.in_lang(lang),
        Err(_) => Notice::Restarting.in_lang(lang),
    };
    answer(ctx, command, text).await;
}

/// A subcommand that acts at the caller's table in this channel (`/klondike move`).
async fn table_command(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    asker: Asker,
    (game, name): (Arc<dyn Hosted>, &str),
    options: &Options,
) {
    let lang = asker.lang();
    let verb = match game.command_verb(name, options) {
        Ok(verb) => verb,
        Err(text) => {
            answer(ctx, command, text.in_lang(lang)).await;
            return;
        }
    };
    // The move may take the table a while (a solver check): answer within 3 s.
    let defer = defer_privately();
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let (_answered_tx, answered_rx) = watch::channel(Answered::Yes);
    let click = Click {
        person: asker.person,
        counter: crate::table::actor::COMMAND_COUNTER,
        verb,
        token: command.token.clone(),
        message_id: None,
        on_private: false,
        answered: answered_rx,
        channel: Some(asker.channel),
    };
    let text = match tables.command(game.code(), asker.channel, click).await {
        Reply::Refused(text) => crate::web::metrics::refused(text),
        Reply::Ack | Reply::Update(_) | Reply::Ephemeral(_) => Notice::BoardUpdated.into(),
    }
    .in_lang(lang);
    fill_command(ctx, command, present::text_edit(text)).await;
}

/// Whether `command` was typed in a server's text channel, which can hold threads
/// (Discord always says where; without it, the usual case is assumed).
fn in_a_text_channel(command: &CommandInteraction) -> bool {
    command
        .channel
        .as_ref()
        .is_none_or(|channel| channel.kind == ChannelType::Text)
}

/// Answer a slash command privately with `text`.
async fn answer(ctx: &Context, command: &CommandInteraction, text: impl Into<String>) {
    respond(
        ctx,
        command
            .create_response(&ctx.http, ephemeral_text(text))
            .await,
    );
}

/// Autocomplete for a table subcommand's option: the game suggests values.
pub(super) async fn autocomplete_interaction(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
) {
    let Some(focused) = command.data.autocomplete() else {
        return;
    };
    let subcommand = command
        .data
        .options
        .first()
        .map(|o| o.name.clone())
        .unwrap_or_default();
    let asker = Asker::of_command(command);
    let suggestions = tables
        .suggest(
            &command.data.name,
            asker.channel,
            crate::table::Typing {
                user: asker.person.id,
                command: &subcommand,
                option: focused.name,
                typed: focused.value,
                lang: asker.lang(),
            },
        )
        .await;
    let mut response = CreateAutocompleteResponse::new();
    for (label, value) in suggestions.into_iter().take(25) {
        response = response.add_int_choice(crate::table::view::truncate(&label, 100), value);
    }
    respond(
        ctx,
        command
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await,
    );
}
