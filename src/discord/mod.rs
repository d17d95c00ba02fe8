//! The thin Discord adapter: slash commands, interaction routing, custom_ids, and the
//! [`present::DiscordPresenter`] that shows views. It knows Discord, and no game rule.

mod answer_order;
mod clicks;
pub mod commands;
pub mod custom_id;
pub mod gateway_watch;
pub mod pace;
mod permissions;
mod personal;
pub mod present;
mod records;

use crate::i18n::{Lang, Text};
use crate::table::actor::{Answered, Click};
use crate::table::game::CommandKind;
use crate::table::text::Notice;
use crate::table::{OpenRequest, Person, Reply, Tables, OPTION_THREAD};
use answer_order::AnswerOrder;
use serenity::all::{
    ChannelType, Command, CommandInteraction, ComponentInteraction, Context,
    CreateAutocompleteResponse, CreateEmbed, CreateEmbedFooter, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, EventHandler, GuildChannel, GuildId,
    Interaction, Member, Ready, User,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// How long a click may wait for its table before the interaction is deferred
/// (Discord allows 3 s for the first answer).
const DEFER_AFTER: Duration = Duration::from_millis(1500);

pub struct Handler {
    /// Set once the tables are restored; interactions before that are asked to retry.
    pub tables: Arc<std::sync::OnceLock<Tables>>,
    pub guild_id: Option<u64>,
    /// Set once the commands are registered (tests wait for it).
    pub registered: Arc<AtomicBool>,
    /// Keeps answers to one private view in the order the table made them.
    pub answer_order: Arc<AnswerOrder>,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let Some(tables) = self.tables.get() else {
            return;
        };
        let commands = commands::all_commands(tables.catalog());
        let result = match self.guild_id {
            Some(guild) => GuildId::new(guild).set_commands(&ctx.http, commands).await,
            None => Command::set_global_commands(&ctx.http, commands).await,
        };
        match result {
            Ok(registered) => {
                self.registered.store(true, Ordering::SeqCst);
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    commands = registered.len(),
                    live_tables = tables.live_count(),
                    "Cantina is ready"
                );
            }
            Err(err) => tracing::error!(%err, "slash commands not registered"),
        }
    }

    async fn channel_delete(
        &self,
        _ctx: Context,
        channel: GuildChannel,
        _messages: Option<Vec<serenity::all::Message>>,
    ) {
        if let Some(tables) = self.tables.get() {
            tables.channel_deleted(channel.id.get());
        }
    }

    async fn thread_delete(
        &self,
        _ctx: Context,
        thread: serenity::all::PartialGuildChannel,
        _full: Option<GuildChannel>,
    ) {
        if let Some(tables) = self.tables.get() {
            tables.channel_deleted(thread.id.get());
        }
    }

    /// An unavailable server is an outage (its tables wait); otherwise the bot was
    /// removed and the server's tables end.
    async fn guild_delete(
        &self,
        _ctx: Context,
        incomplete: serenity::all::UnavailableGuild,
        _full: Option<serenity::all::Guild>,
    ) {
        if incomplete.unavailable {
            return;
        }
        if let Some(tables) = self.tables.get() {
            tables.guild_left(incomplete.id.get());
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let Some(tables) = self.tables.get() else {
            tracing::warn!("interaction before start-up finished");
            return;
        };
        match interaction {
            Interaction::Command(command) => command_interaction(tables, &ctx, &command).await,
            Interaction::Component(component) => {
                clicks::component_interaction(tables, &self.answer_order, &ctx, &component).await
            }
            Interaction::Autocomplete(command) => {
                autocomplete_interaction(tables, &ctx, &command).await
            }
            _ => {}
        }
    }
}

/// The name people know a user by in this guild.
fn display_name(user: &User, member: Option<&Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

fn person(user: &User, member: Option<&Member>) -> Person {
    Person {
        id: user.id.get(),
        name: display_name(user, member),
        can_manage: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
    }
}

fn ephemeral_text(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(present::no_pings()),
    )
}

/// Fill (or replace) a command's deferred answer, retried while its token lives.
async fn fill_command(ctx: &Context, command: &CommandInteraction, edit: EditInteractionResponse) {
    let filled = present::edit_original(&ctx.http, command.id.get(), &command.token, edit).await;
    respond(ctx, filled);
}

async fn command_interaction(tables: &Tables, ctx: &Context, command: &CommandInteraction) {
    let invocation = commands::invocation(&command.data.name, command.data.options());
    let person = person(&command.user, command.member.as_deref());
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
        "stats" | "leaderboard" | "privacy" => {
            records::command(tables, ctx, command, invocation, person).await;
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
            let solo = game.formation() == crate::table::game::Formation::Solo;
            // Only a server's text channel holds threads of this kind: asked anywhere
            // else (inside a thread, a voice channel's chat), the game is played there.
            let in_new_thread = solo
                && invocation.options.boolean(OPTION_THREAD).unwrap_or(true)
                && command.guild_id.is_some()
                && in_a_text_channel(command);
            if let Some(refusal) = permissions::refusal(command, in_new_thread, lang) {
                answer(ctx, command, refusal.in_lang(lang)).await;
                return;
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
            };
            if !solo {
                // Opening writes the table to disk: answered at once when that is
                // quick, deferred first when the disk is slow.
                let tables = tables.clone();
                let mut opening = tokio::spawn(async move { tables.open(request).await });
                let text = tokio::select! {
                    opened = &mut opening => Some(opened),
                    _ = tokio::time::sleep(DEFER_AFTER) => None,
                };
                let text_of =
                    |opened: Result<Result<Text, Text>, tokio::task::JoinError>| match opened {
                        Ok(Ok(text) | Err(text)) => text.in_lang(lang),
                        Err(_) => Notice::Restarting.in_lang(lang),
                    };
                match text {
                    Some(opened) => answer(ctx, command, text_of(opened)).await,
                    None => {
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
        Reply::Refused(text) => text,
        Reply::Ack | Reply::Update(_) | Reply::Ephemeral(_) => Notice::BoardUpdated.into(),
    }
    .in_lang(Lang::from_discord(&command.locale));
    fill_command(ctx, command, present::text_edit(text)).await;
}

/// Where an interaction happened.
trait HasChannel {
    fn guild(&self) -> Option<u64>;
    fn channel(&self) -> u64;
    /// The language of the person who asked (their Discord client's locale).
    fn lang(&self) -> Lang;
}

impl HasChannel for CommandInteraction {
    fn guild(&self) -> Option<u64> {
        self.guild_id.map(|g| g.get())
    }
    fn channel(&self) -> u64 {
        self.channel_id.get()
    }
    fn lang(&self) -> Lang {
        Lang::from_discord(&self.locale)
    }
}

impl HasChannel for ComponentInteraction {
    fn guild(&self) -> Option<u64> {
        self.guild_id.map(|g| g.get())
    }
    fn channel(&self) -> u64 {
        self.channel_id.get()
    }
    fn lang(&self) -> Lang {
        Lang::from_discord(&self.locale)
    }
}

/// "Thinking…", seen only by the person: the answer follows by editing it.
fn defer_privately() -> CreateInteractionResponse {
    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
}

/// Whether `command` was typed in a server's text channel, which can hold threads
/// (Discord always says where; without it, the usual case is assumed).
fn in_a_text_channel(command: &CommandInteraction) -> bool {
    command
        .channel
        .as_ref()
        .is_none_or(|channel| channel.kind == ChannelType::Text)
}

/// Autocomplete for a table subcommand's option: the game suggests values.
async fn autocomplete_interaction(tables: &Tables, ctx: &Context, command: &CommandInteraction) {
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
            command.user.id.get(),
            &subcommand,
            focused.name,
            focused.value,
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

/// Answer a slash command privately with `text`.
async fn answer(ctx: &Context, command: &CommandInteraction, text: impl Into<String>) {
    respond(
        ctx,
        command
            .create_response(&ctx.http, ephemeral_text(text))
            .await,
    );
}

fn respond(_ctx: &Context, result: serenity::Result<()>) {
    if let Err(err) = result {
        tracing::warn!(%err, "interaction response failed");
    }
}
