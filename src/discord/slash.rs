//! Slash commands as they arrive: `/help`, the records commands (`/stats`,
//! `/leaderboard`, `/privacy`) and each game's `/<game> start|end|…` (a table
//! subcommand acts at the caller's table, a personal one shows a personal screen), and
//! the autocomplete of their options. What the commands are (their definitions, how an
//! invocation reads, the help text) is [`commands`](super::commands).

use super::in_time::{in_time, InTime};
use super::place::{self, Place};
use super::{
    commands, defer_privately, ephemeral_text, fill_command, permissions, person, personal,
    present, respond, stats,
};
use crate::i18n::{Lang, Text};
use crate::table::actor::{Answered, Click};
use crate::table::game::CommandKind;
use crate::table::text::Notice;
use crate::table::{OpenRequest, Person, Reply, Tables, OPTION_THREAD};
use serenity::all::{
    ChannelType, CommandInteraction, CommandType, Context, CreateAutocompleteResponse, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponse, CreateInteractionResponseMessage,
    InteractionContext,
};
use tokio::sync::watch;

/// A slash command: answered at once, or deferred and then answered.
pub(super) async fn command_interaction(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
) {
    let invocation = if command.data.kind == CommandType::User {
        // A person-menu challenge is `/<game> start opponent:` by another way.
        let target = command.data.target_id.map(|t| t.to_user_id());
        match commands::challenge_invocation(
            tables.catalog(),
            &command.data.name,
            target,
            &command.data.resolved,
        ) {
            Some(invocation) => invocation,
            None => {
                let lang = Lang::from_discord(&command.locale);
                answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await;
                return;
            }
        }
    } else {
        commands::invocation(&command.data.name, command.data.options())
    };
    let person = person(&command.user, command.member.as_deref(), &command.locale);
    // Private answers speak the language of the person's Discord client.
    let lang = Lang::from_discord(&command.locale);
    if invocation.command == "help" {
        let help = commands::help(tables.catalog(), lang);
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
        return;
    }
    if !tables.accepting() {
        answer(ctx, command, Notice::Restarting.in_lang(lang)).await;
        return;
    }
    match invocation.command.as_str() {
        "stats" | "leaderboard" | "privacy" | commands::WEB => {
            stats::command(tables, ctx, command, invocation, person).await;
            return;
        }
        _ => {}
    }
    let Some(game) = tables.catalog().get(&invocation.command) else {
        tracing::warn!(command = %invocation.command, "unknown command");
        answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await;
        return;
    };
    let subcommand = invocation.subcommand.clone();
    match subcommand.as_deref() {
        Some("end") => {
            // A stuck table may be slow to answer: defer, then report.
            let defer = defer_privately();
            if command.create_response(&ctx.http, defer).await.is_err() {
                return;
            }
            let text = match tables
                .end(game.code(), command.channel_id.get(), person)
                .await
            {
                Ok(text) | Err(text) => text.in_lang(lang),
            };
            fill_command(ctx, command, present::text_edit(text)).await;
        }
        Some("start") => {
            let place = place::of_command(command);
            if place == Place::ExternalAppsOff {
                // Every answer here is private: nobody else would see the table.
                answer(
                    ctx,
                    command,
                    Text::new("anywhere-external-apps-off").in_lang(lang),
                )
                .await;
                return;
            }
            let solo = game.formation() == crate::table::game::Formation::Solo;
            // Only a server's text channel holds threads of this kind: asked anywhere
            // else (inside a thread, a voice channel's chat, a place the bot is not a
            // member of), the game is played there.
            let in_new_thread = solo
                && place == Place::Channel
                && invocation.options.boolean(OPTION_THREAD).unwrap_or(true)
                && command.guild_id.is_some()
                && in_a_text_channel(command);
            if place == Place::Channel {
                if let Some(refusal) = permissions::refusal(command, in_new_thread, lang) {
                    answer(ctx, command, refusal.in_lang(lang)).await;
                    return;
                }
            }
            let mut request = OpenRequest {
                game: game.code().to_string(),
                guild_id: command.guild_id.map(|g| g.get()),
                channel_id: command.channel_id.get(),
                host: person,
                opponent_name: invocation.opponent.as_ref().map(|o| o.0.clone()),
                opponent_is_bot: invocation.opponent.as_ref().is_some_and(|o| o.1),
                place_held: false,
                options: invocation.options,
                webhook: None,
                with_the_bot_alone: with_the_bot_alone(command),
            };
            if place.interactions_only() {
                open_answered_by_the_table(tables, ctx, command, request, lang).await;
                return;
            }
            if !solo {
                // Opening writes the table to disk: answered at once when that is
                // quick, deferred first when the disk is slow.
                let tables = tables.clone();
                let opening = tokio::spawn(async move { tables.open(request).await });
                let text_of =
                    |opened: Result<Result<Text, Text>, tokio::task::JoinError>| match opened {
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
                return;
            }
            // A person over their limit gets no thread: refused before anything is made,
            // and the place is held while the thread is made and the table opened.
            let _place = match tables.hold_place(game.code(), request.guild_id, request.host.id) {
                Ok(place) => place,
                Err(notice) => {
                    answer(ctx, command, notice.in_lang(lang)).await;
                    return;
                }
            };
            request.place_held = true;
            // Dealing a solitaire may search for a while (a winnable deal, its first
            // check), and a thread takes a REST round trip: answer first, then report.
            let defer = defer_privately();
            if command.create_response(&ctx.http, defer).await.is_err() {
                return;
            }
            let text = if in_new_thread {
                let thread_name = format!(
                    "{} — {}",
                    game.title(),
                    crate::render::text_escape::plain_name(&request.host.name, 80)
                );
                match tables
                    .presenter()
                    .create_thread(
                        request.channel_id,
                        crate::table::view::truncate(&thread_name, 100),
                    )
                    .await
                {
                    Ok(thread) => {
                        request.channel_id = thread;
                        match tables.open(request).await {
                            Ok(text) => Text::new("table-opened-in-thread")
                                .with("opened", text)
                                .with("thread", format!("<#{thread}>"))
                                .in_lang(lang),
                            Err(text) => text.in_lang(lang),
                        }
                    }
                    Err(err) => {
                        tracing::warn!(%err, "thread not created");
                        Notice::NoThread.in_lang(lang)
                    }
                }
            } else {
                match tables.open(request).await {
                    Ok(text) | Err(text) => text.in_lang(lang),
                }
            };
            fill_command(ctx, command, present::text_edit(text)).await;
        }
        Some(name) => {
            let Some(extra) = game.commands().into_iter().find(|c| c.name == name) else {
                answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await;
                return;
            };
            match extra.kind {
                CommandKind::AtTable => {
                    table_command(tables, ctx, command, game.code(), name, invocation, person).await
                }
                CommandKind::Personal => {
                    personal::command(tables, ctx, command, game, name, invocation, person).await
                }
            }
        }
        None => {
            answer(ctx, command, Notice::UnknownCommand.in_lang(lang)).await;
        }
    }
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
    game: &str,
    name: &str,
    invocation: commands::Invocation,
    person: Person,
) {
    let Some(def) = tables.catalog().get(game) else {
        return;
    };
    let verb = match def.command_verb(name, &invocation.options) {
        Ok(verb) => verb,
        Err(text) => {
            answer(
                ctx,
                command,
                text.in_lang(Lang::from_discord(&command.locale)),
            )
            .await;
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
        person,
        counter: crate::table::actor::COMMAND_COUNTER,
        verb,
        token: command.token.clone(),
        message_id: None,
        on_private: false,
        answered: answered_rx,
        channel: Some(command.channel_id.get()),
    };
    let text = match tables.command(game, command.channel_id.get(), click).await {
        Reply::Refused(text) => crate::web::metrics::refused(text),
        Reply::Ack | Reply::Update(_) | Reply::Ephemeral(_) => Notice::BoardUpdated.into(),
    }
    .in_lang(Lang::from_discord(&command.locale));
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
    let suggestions = tables
        .suggest(
            &command.data.name,
            command.channel_id.get(),
            crate::table::Typing {
                user: command.user.id.get(),
                command: &subcommand,
                option: focused.name,
                typed: focused.value,
                lang: Lang::from_discord(&command.locale),
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
