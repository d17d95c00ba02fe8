//! Personal screens: a player's own screens (a career, their deals, a list of matches),
//! asked for by a slash command or by a click on one (table 0 in its custom_id). They
//! read the store, so they are built off the async workers and shown privately; one
//! may open a table ([`open_from_personal`]).

use super::in_time::{in_time, InTime};
use super::late::{is_private, send_late, Late};
use super::present::{self, response_edit, response_message};
use super::{commands, defer_privately, ephemeral_text, fill_command, person, respond, HasChannel};
use crate::i18n::{Lang, Text};
use crate::table::game::{Hosted, PersonalContext, PersonalReply};
use crate::table::text::Notice;
use crate::table::{OpenRequest, Person, Tables};
use serenity::all::{CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse};
use std::sync::Arc;

/// A personal screen asked for by a slash command (a career, a player's deals, a list
/// of matches). It may read much of the store, so it is deferred and built on the
/// blocking pool, then shown privately.
pub(super) async fn command(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    game: Arc<dyn Hosted>,
    name: &str,
    invocation: commands::Invocation,
    person: Person,
) {
    let defer = defer_privately();
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let (game_def, name) = (game.clone(), name.to_string());
    let guild_id = command.guild_id.map(|g| g.get());
    let reply = build_personal(
        tables,
        Lang::from_discord(&command.locale),
        &person,
        guild_id,
        command.channel_id.get(),
        move |pctx| game_def.personal(pctx, &name, &invocation.options),
    )
    .await;
    let edit = match reply {
        // A slash command has no message to update: either shows a new private one.
        PersonalReply::Show(view) | PersonalReply::Update(view) => {
            response_edit(&personal_stamp(game.code(), view))
        }
        PersonalReply::Refused(text) => present::text_edit(text.in_lang(command.lang())),
        PersonalReply::Start(options) => present::text_edit(
            open_from_personal(tables, command, game.code(), person, options)
                .await
                .in_lang(command.lang()),
        ),
    };
    fill_command(ctx, command, edit).await;
}

/// The interaction response for a personal screen's answer.
async fn personal_response(
    tables: &Tables,
    interaction: &impl HasChannel,
    game: &str,
    person: Person,
    reply: PersonalReply,
) -> CreateInteractionResponse {
    match reply {
        PersonalReply::Show(view) => {
            CreateInteractionResponse::Message(response_message(&personal_stamp(game, view), true))
        }
        PersonalReply::Update(view) => CreateInteractionResponse::UpdateMessage(response_message(
            &personal_stamp(game, view),
            false,
        )),
        PersonalReply::Refused(text) => ephemeral_text(text.in_lang(interaction.lang())),
        PersonalReply::Start(options) => {
            let opened = open_from_personal(tables, interaction, game, person, options).await;
            ephemeral_text(opened.in_lang(interaction.lang()))
        }
    }
}

/// Personal screens are stamped with table 0: their clicks come back to the game.
fn personal_stamp(game: &str, mut view: crate::table::view::View) -> crate::table::view::View {
    view = view.fit();
    view.stamp = crate::table::view::Stamp {
        guild: None,
        game: game.to_string(),
        table: 0,
        counter: 0,
        answer: 0,
    };
    view
}

async fn open_from_personal(
    tables: &Tables,
    interaction: &impl HasChannel,
    game: &str,
    host: Person,
    options: crate::table::game::Options,
) -> Text {
    // A table opened from a screen would have no message of its own to live in where
    // the bot is not a member: there tables open by their command.
    if interaction.place().interactions_only() {
        return Text::new("anywhere-open-by-command");
    }
    let request = OpenRequest {
        game: game.to_string(),
        guild_id: interaction.guild(),
        channel_id: interaction.channel(),
        host,
        opponent_name: None,
        opponent_is_bot: false,
        place_held: false,
        options,
        webhook: None,
        with_the_bot_alone: false,
    };
    match tables.open(request).await {
        Ok(text) | Err(text) => text,
    }
}

/// Build a personal screen and paint its picture off the async workers: it reads the
/// store, and a purchase writes and flushes the player's record, so a slow disk holds
/// no worker the gateway and every table share.
async fn build_personal(
    tables: &Tables,
    lang: Lang,
    person: &Person,
    guild_id: Option<u64>,
    channel_id: u64,
    build: impl FnOnce(&PersonalContext) -> PersonalReply + Send + 'static,
) -> PersonalReply {
    let (tables, person) = (tables.clone(), person.clone());
    let built = tokio::task::spawn_blocking(move || {
        build(&PersonalContext {
            store: tables.store(),
            person: &person,
            guild_id,
            channel_id,
            lang,
        })
    })
    .await;
    let reply = built.unwrap_or_else(|err| {
        tracing::error!(%err, "personal screen not built");
        PersonalReply::Refused(Notice::StoreUnavailable.into())
    });
    reply.draw_picture().await;
    reply
}

/// A click on a personal screen (table 0 in its custom_id). The screen reads the
/// store (a purchase writes it): answered at once when that is quick, deferred first
/// when the store is slow, as a table click is.
pub(super) async fn click(
    tables: &Tables,
    ctx: &Context,
    component: &ComponentInteraction,
    game: &str,
    verb: &str,
) {
    let lang = Lang::from_discord(&component.locale);
    let Some(def) = tables.catalog().get(game) else {
        respond(
            ctx,
            component
                .create_response(
                    &ctx.http,
                    ephemeral_text(Notice::UnknownButton.in_lang(lang)),
                )
                .await,
        );
        return;
    };
    let on_private = is_private(component);
    let person = person(
        &component.user,
        component.member.as_ref(),
        &component.locale,
    );
    let verb = verb.to_string();
    let guild_id = component.guild_id.map(|g| g.get());
    let asker = person.clone();
    let working = async move {
        let reply = build_personal(
            tables,
            lang,
            &asker,
            guild_id,
            component.channel_id.get(),
            move |pctx| def.personal_click(pctx, &verb),
        )
        .await;
        match reply {
            // A personal screen replaces only the private message it came from: a click
            // carrying its id on a public message (a forged one) gets a private message
            // instead.
            PersonalReply::Update(view) if !on_private => PersonalReply::Show(view),
            // Opening a table writes it to the store too: part of the work.
            PersonalReply::Start(options) => PersonalReply::Refused(
                open_from_personal(tables, component, game, asker.clone(), options).await,
            ),
            reply => reply,
        }
    };
    let working = std::pin::pin!(working);
    let working = match in_time(working).await {
        InTime::Done(reply) => {
            let response = personal_response(tables, component, game, person, reply).await;
            respond(ctx, component.create_response(&ctx.http, response).await);
            return;
        }
        InTime::Slow(working) => working,
    };
    // Slow store: a private view is acknowledged (a deferred update keeps `@original`
    // that view); a public message gets a private "thinking" answer to fill.
    let defer = if on_private {
        CreateInteractionResponse::Acknowledge
    } else {
        defer_privately()
    };
    if component.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let late = match (working.await, on_private) {
        (PersonalReply::Update(view), _) => Late::Edit(response_edit(&personal_stamp(game, view))),
        (PersonalReply::Show(view), true) => {
            Late::FollowUp(present::view_followup(&personal_stamp(game, view)))
        }
        (PersonalReply::Show(view), false) => {
            Late::Edit(response_edit(&personal_stamp(game, view)))
        }
        (PersonalReply::Refused(text), true) => {
            Late::FollowUp(present::text_followup(text.in_lang(component.lang())))
        }
        (PersonalReply::Refused(text), false) => {
            Late::Edit(present::text_edit(text.in_lang(component.lang())))
        }
        // Turned into its answer above.
        (PersonalReply::Start(_), true) => Late::Nothing,
        (PersonalReply::Start(_), false) => Late::Delete,
    };
    send_late(ctx, component, late).await;
}
