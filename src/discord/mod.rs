//! The thin Discord adapter: it knows Discord, and no game rule. This file holds the
//! gateway's event handler ([`Handler`]: registering the commands, telling the tables
//! of deleted channels and servers left, routing interactions) and the small helpers
//! its modules share, among them the `Asker` (who asked, where, in which language),
//! built once per interaction:
//!
//! - [`commands`]: what the slash commands are, how an invocation reads, the help text;
//! - `command`: what a slash command asks for, read once (`SlashCommand`);
//! - `slash`: answering slash commands and their autocomplete;
//! - `clicks`: clicks on tables, answered in time or deferred and delivered late, in
//!   the order of `answer_order`;
//! - `in_time`: the race every slow answer runs, in time or deferred; `late`: the
//!   answers delivered after a deferral;
//! - `personal`: personal screens, asked for by a command or a click;
//! - `stats`: `/stats`, `/leaderboard`, `/privacy`, `/web` and a stats card's Share;
//! - `permissions`: what the bot needs where a table is asked for, by name;
//! - [`present`]: views as Discord messages; [`send`]: sending them
//!   ([`send::DiscordPresenter`]) and filling deferred answers, with retries;
//! - [`custom_id`]: what a component means; [`pace`]: the global rate limit;
//!   [`gateway_watch`]: the gateway's outages.

mod answer_order;
mod clicks;
mod command;
pub mod commands;
pub mod custom_id;
pub mod gateway_watch;
mod in_time;
mod late;
pub mod pace;
mod permissions;
mod personal;
mod place;
pub mod present;
pub mod send;
mod slash;
mod stats;

use crate::i18n::Lang;
use crate::table::{Person, Tables};
use answer_order::AnswerOrder;
use serenity::all::{
    ChannelId, Command, CommandInteraction, ComponentInteraction, Context,
    CreateInteractionResponse, CreateInteractionResponseMessage, EditInteractionResponse,
    EventHandler, GuildChannel, GuildId, Interaction, Member, Ready, User,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The gateway's event handler: every event the bot acts on arrives here.
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
            // Global commands work wherever a server or a person installed the app.
            None => {
                let commands = commands::everywhere(commands);
                Command::set_global_commands(&ctx.http, commands).await
            }
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
        let kind = crate::web::metrics::interaction_kind(&interaction);
        crate::web::metrics::interaction(kind, async {
            match interaction {
                Interaction::Command(command) => {
                    slash::command_interaction(tables, &ctx, &command).await
                }
                Interaction::Component(component) => {
                    clicks::component_interaction(tables, &self.answer_order, &ctx, &component)
                        .await
                }
                Interaction::Autocomplete(command) => {
                    slash::autocomplete_interaction(tables, &ctx, &command).await
                }
                _ => {}
            }
        })
        .await
    }
}

/// The name people know a user by in this guild.
fn display_name(user: &User, member: Option<&Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// Who asked, and where: built once per interaction. Private answers speak the
/// person's language (their Discord client's), read here once.
#[derive(Clone, Debug)]
struct Asker {
    /// The person, as the tables know them.
    person: Person,
    guild: Option<u64>,
    channel: u64,
    /// How the bot can reach the place it happened in.
    place: place::Place,
}

impl Asker {
    fn new(
        user: &User,
        member: Option<&Member>,
        locale: &str,
        (guild, channel): (Option<GuildId>, ChannelId),
        place: place::Place,
    ) -> Asker {
        Asker {
            person: Person {
                lang: Lang::from_discord(locale),
                id: user.id.get(),
                name: display_name(user, member),
                can_manage: member
                    .and_then(|m| m.permissions)
                    .is_some_and(|p| p.manage_messages()),
            },
            guild: guild.map(|g| g.get()),
            channel: channel.get(),
            place,
        }
    }

    /// Who typed a slash command, and where.
    fn of_command(command: &CommandInteraction) -> Asker {
        let at = (command.guild_id, command.channel_id);
        let place = place::of_command(command);
        Asker::new(
            &command.user,
            command.member.as_deref(),
            &command.locale,
            at,
            place,
        )
    }

    /// Who clicked, and where.
    fn of_click(component: &ComponentInteraction) -> Asker {
        let at = (component.guild_id, component.channel_id);
        let place = place::of_click(component);
        let member = component.member.as_ref();
        Asker::new(&component.user, member, &component.locale, at, place)
    }

    fn lang(&self) -> Lang {
        self.person.lang
    }
}

/// A private text answer that pings nobody.
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
    let filled = send::edit_original(&ctx.http, command.id.get(), &command.token, edit).await;
    respond(ctx, filled);
}

/// "Thinking…", seen only by the person: the answer follows by editing it.
fn defer_privately() -> CreateInteractionResponse {
    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
}

/// Log an interaction answer Discord did not take.
fn respond(_ctx: &Context, result: serenity::Result<()>) {
    if let Err(err) = result {
        crate::web::metrics::failed();
        tracing::warn!(%err, "interaction response failed");
    }
}
