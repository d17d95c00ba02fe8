//! The thin Discord adapter: slash commands, interaction routing, custom_ids, and the
//! [`present::DiscordPresenter`] that shows views. It knows Discord, and no game rule.

mod answer_order;
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
use answer_order::{AnswerOrder, Turn};
use custom_id::CustomId;
use present::response_message;
use serenity::all::{
    ChannelType, Command, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    Context, CreateAutocompleteResponse, CreateEmbed, CreateEmbedFooter, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    EventHandler, GuildChannel, GuildId, Interaction, Member, MessageFlags, Ready, User,
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
                component_interaction(tables, &self.answer_order, &ctx, &component).await
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

/// Whether the clicked message is ephemeral (seen only by the person clicking).
fn is_private(component: &ComponentInteraction) -> bool {
    component
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
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

/// A thread archived (by Discord after a week without messages, or by a moderator)
/// stays so until its player acts: a click at its table takes it back out, so the
/// click can be answered there. A locked thread is a moderator's choice and stays.
async fn take_thread_out_of_archive(ctx: &Context, component: &ComponentInteraction) {
    let archived = component
        .channel
        .as_ref()
        .and_then(|c| c.thread_metadata)
        .is_some_and(|m| m.archived && !m.locked);
    if !archived {
        return;
    }
    // Bounded: the click must still be answered within Discord's 3 seconds.
    let taken_out = tokio::time::timeout(
        Duration::from_millis(1000),
        present::unarchive(&ctx.http, None, component.channel_id.get()),
    )
    .await;
    if !matches!(taken_out, Ok(Ok(()))) {
        tracing::info!(
            thread = component.channel_id.get(),
            "archived thread not taken out"
        );
    }
}

async fn component_interaction(
    tables: &Tables,
    answer_order: &AnswerOrder,
    ctx: &Context,
    component: &ComponentInteraction,
) {
    let raw = &component.data.custom_id;
    let lang = Lang::from_discord(&component.locale);
    let (id, verb) = match decode_click(component) {
        Ok(decoded) => decoded,
        Err(text) => {
            tracing::warn!(
                custom_id = custom_id::for_log(raw),
                user = component.user.id.get(),
                "{text}"
            );
            let answer = component
                .create_response(&ctx.http, ephemeral_text(text.in_lang(lang)))
                .await;
            respond(ctx, answer);
            return;
        }
    };
    if id.table == 0 {
        if records::is_share(&verb) {
            records::share(tables, ctx, component, &id.game, &verb).await;
        } else {
            personal::click(tables, ctx, component, &id.game, &verb).await;
        }
        return;
    }
    take_thread_out_of_archive(ctx, component).await;
    let on_private = is_private(component);
    let (answered_tx, answered_rx) = watch::channel(Answered::No);
    let click = Click {
        person: person(&component.user, component.member.as_ref()),
        counter: id.counter,
        verb,
        token: component.token.clone(),
        message_id: Some(component.message.id.get()),
        on_private,
        answered: answered_rx,
        channel: Some(component.channel_id.get()),
    };
    let tables = tables.clone();
    let game = id.game.clone();
    let mut pending = tokio::spawn(async move {
        let reply = tables.click(&game, id.table, click).await;
        // The picture is part of the answer: painted inside the race, a slow one
        // defers the click instead of pushing the answer past Discord's 3 seconds.
        reply.draw_picture().await;
        reply
    });
    let joined = tokio::select! {
        joined = &mut pending => Some(joined),
        _ = tokio::time::sleep(DEFER_AFTER) => None,
    };
    match joined {
        // The click's task failed (cancelled at shutdown, or a panic): a finished
        // task cannot be awaited again, so the answer is given here.
        Some(Err(err)) => {
            tracing::error!(%err, custom_id = custom_id::for_log(raw), "click not handled");
            let notice = if err.is_cancelled() {
                Notice::Restarting
            } else {
                Notice::TableBroken
            };
            respond(
                ctx,
                component
                    .create_response(&ctx.http, ephemeral_text(notice.in_lang(lang)))
                    .await,
            );
        }
        Some(Ok(reply)) => {
            let shows_the_table = !on_private && matches!(reply, Reply::Update(_));
            let turn = answer_order.turn(component, &reply).await;
            let sent = tokio::time::Instant::now();
            let response = if turn.as_ref().is_some_and(Turn::is_stale) {
                CreateInteractionResponse::Acknowledge
            } else {
                response_for(reply, lang)
            };
            let result = component.create_response(&ctx.http, response).await;
            if let Some(turn) = turn {
                turn.sent();
            }
            if shows_the_table && result.is_ok() {
                let _ = answered_tx.send(Answered::WithTheTable(sent));
            }
            respond(ctx, result);
        }
        None => {
            // Slow table: acknowledge now, deliver the answer when it comes. On a private
            // view a deferred update keeps `@original` that private message. On the
            // public message it must be a deferred *ephemeral* message: a deferred
            // update would make `@original` the public message, and the table keeps
            // the token to refresh the person's hand there later.
            tracing::warn!(
                custom_id = custom_id::for_log(raw),
                "table slow to answer; deferring"
            );
            let defer = if on_private {
                CreateInteractionResponse::Acknowledge
            } else {
                defer_privately()
            };
            let deferred = component.create_response(&ctx.http, defer).await;
            respond(ctx, deferred);
            let _ = answered_tx.send(Answered::Yes);
            match pending.await {
                Ok(reply) => {
                    let turn = answer_order.turn(component, &reply).await;
                    if !turn.as_ref().is_some_and(Turn::is_stale) {
                        deliver_late(ctx, component, reply, on_private).await;
                    }
                    if let Some(turn) = turn {
                        turn.sent();
                    }
                }
                Err(err) => {
                    tracing::error!(%err, custom_id = custom_id::for_log(raw), "click not handled");
                    let late = Late::Edit(present::text_edit(Notice::TableBroken.in_lang(lang)));
                    send_late(ctx, component, late).await;
                }
            }
        }
    }
    answered_tx.send_if_modified(|a| {
        let first = *a == Answered::No;
        if first {
            *a = Answered::Yes;
        }
        first
    });
}

/// What a click means: its custom_id and the table verb (for a select menu, the chosen
/// option's value). Refused with the text to show for forged or malformed clicks.
fn decode_click(component: &ComponentInteraction) -> Result<(CustomId, String), Notice> {
    let id = CustomId::parse(&component.data.custom_id).map_err(|_| Notice::UnknownButton)?;
    // Slash commands act on the table's current state under this counter; no button
    // carries it, so a click with it is forged (and would skip the outdated check).
    if id.counter == crate::table::actor::COMMAND_COUNTER {
        return Err(Notice::UnknownButton);
    }
    let verb = match (&component.data.kind, id.verb.starts_with('@')) {
        (ComponentInteractionDataKind::StringSelect { values }, true) => {
            let value = values.first().ok_or(Notice::InvalidChoice)?;
            // The chosen value must be a verb a custom_id could carry.
            CustomId::new(&id.game, id.table, id.counter, value)
                .encode()
                .ok_or(Notice::InvalidChoice)?;
            value.clone()
        }
        (ComponentInteractionDataKind::Button, false) => id.verb.clone(),
        _ => return Err(Notice::UnknownButton),
    };
    let verb = custom_id::without_repeat(&verb).to_string();
    // Personal screens (table 0) carry their game's own verbs; tables only table verbs.
    if id.table != 0 && crate::table::verb::TableVerb::parse(&verb).is_none() {
        return Err(Notice::UnknownButton);
    }
    Ok((id, verb))
}

fn response_for(reply: Reply, lang: Lang) -> CreateInteractionResponse {
    match reply {
        Reply::Update(view) => {
            CreateInteractionResponse::UpdateMessage(response_message(&view, false))
        }
        Reply::Ephemeral(view) => CreateInteractionResponse::Message(response_message(&view, true)),
        Reply::Ack => CreateInteractionResponse::Acknowledge,
        Reply::Refused(text) => ephemeral_text(text.in_lang(lang)),
    }
}

/// An answer that came after the interaction was deferred: on a public message the
/// deferred answer is a private "thinking" message that becomes the answer (or goes away
/// when there is nothing to say); on a private view the view itself is edited. Every
/// call is retried while the interaction's token lives, so the answer always lands.
async fn deliver_late(
    ctx: &Context,
    component: &ComponentInteraction,
    reply: Reply,
    on_private: bool,
) {
    let lang = component.lang();
    let late = match (reply, on_private) {
        (Reply::Ephemeral(view), false) => Late::Edit(present::response_edit(&view)),
        // The table message itself changed: the publisher edits it.
        (Reply::Update(_) | Reply::Ack, false) => Late::Delete,
        (Reply::Refused(text), false) => Late::Edit(present::text_edit(text.in_lang(lang))),
        (Reply::Update(view), true) => Late::Edit(present::response_edit(&view)),
        (Reply::Ephemeral(view), true) => Late::FollowUp(present::view_followup(&view)),
        (Reply::Ack, true) => Late::Nothing,
        (Reply::Refused(text), true) => Late::FollowUp(present::text_followup(text.in_lang(lang))),
    };
    send_late(ctx, component, late).await;
}

/// What fills a deferred component answer.
enum Late {
    /// Edit `@original` (the deferred "thinking" message, or the clicked private view).
    Edit(EditInteractionResponse),
    /// A new private message.
    FollowUp(CreateInteractionResponseFollowup),
    /// Remove the deferred "thinking" message: there is nothing to say.
    Delete,
    Nothing,
}

async fn send_late(ctx: &Context, component: &ComponentInteraction, late: Late) {
    let (http, id, token) = (&ctx.http, component.id.get(), component.token.as_str());
    let result = match late {
        Late::Edit(edit) => present::edit_original(http, id, token, edit).await,
        Late::FollowUp(followup) => present::follow_up(http, id, token, followup).await,
        Late::Delete => present::delete_original(http, id, token).await,
        Late::Nothing => Ok(()),
    };
    if let Err(err) = result {
        tracing::warn!(%err, "late answer not delivered");
    }
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
