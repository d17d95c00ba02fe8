//! Personal screens: a player's own screens (a career, their deals, a list of matches),
//! asked for by a slash command or by a click on one (table 0 in its custom_id). They
//! read the store, so they are built off the async workers and shown privately; one
//! may open a table ([`open_from_personal`]).

use super::in_time::{in_time, InTime};
use super::late::{is_private, send_late, Late};
use super::present::{self, response_edit, response_message};
use super::{defer_privately, ephemeral_text, fill_command, respond, Asker};
use crate::i18n::{Lang, Text};
use crate::table::hosting::{Hosted, Options, PersonalContext, PersonalReply};
use crate::table::text::Notice;
use crate::table::view::View;
use crate::table::{OpenRequest, Tables};
use serenity::all::{CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse};
use std::sync::Arc;

/// A personal screen asked for by a slash command (a career, a player's deals, a list
/// of matches). It may read much of the store, so it is deferred and built on the
/// blocking pool, then shown privately.
pub(super) async fn command(
    tables: &Tables,
    ctx: &Context,
    command: &CommandInteraction,
    asker: Asker,
    game: Arc<dyn Hosted>,
    name: String,
    options: Options,
) {
    let defer = defer_privately();
    if command.create_response(&ctx.http, defer).await.is_err() {
        return;
    }
    let game_def = game.clone();
    let reply = build_personal(tables, &asker, move |pctx| {
        game_def.personal(pctx, &name, &options)
    })
    .await;
    let lang = asker.lang();
    let edit = match reply {
        // A slash command has no message to update: either shows a new private one.
        PersonalReply::Show(view) | PersonalReply::Update(view) => {
            response_edit(&personal_stamp(game.code(), view))
        }
        PersonalReply::Refused(text) => present::text_edit(text.in_lang(lang)),
        PersonalReply::Start(options) => present::text_edit(
            open_from_personal(tables, &asker, game.code(), options)
                .await
                .in_lang(lang),
        ),
    };
    fill_command(ctx, command, edit).await;
}

/// The interaction response for a personal screen's answer.
async fn personal_response(
    tables: &Tables,
    asker: &Asker,
    game: &str,
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
        PersonalReply::Refused(text) => ephemeral_text(text.in_lang(asker.lang())),
        PersonalReply::Start(options) => {
            let opened = open_from_personal(tables, asker, game, options).await;
            ephemeral_text(opened.in_lang(asker.lang()))
        }
    }
}

/// Personal screens are stamped with table 0: their clicks come back to the game.
fn personal_stamp(game: &str, mut view: View) -> View {
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

/// Open a table of `game` that a personal screen asked for, hosted by the asker where
/// they asked.
async fn open_from_personal(tables: &Tables, asker: &Asker, game: &str, options: Options) -> Text {
    // A table opened from a screen would have no message of its own to live in where
    // the bot is not a member: there tables open by their command.
    if asker.place.interactions_only() {
        return Text::new("anywhere-open-by-command");
    }
    let request = OpenRequest {
        game: game.to_string(),
        guild_id: asker.guild,
        channel_id: asker.channel,
        host: asker.person.clone(),
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
    asker: &Asker,
    build: impl FnOnce(&PersonalContext) -> PersonalReply + Send + 'static,
) -> PersonalReply {
    let (tables, asker) = (tables.clone(), asker.clone());
    let built = tokio::task::spawn_blocking(move || {
        build(&PersonalContext {
            records: tables.store().player_records(),
            person: &asker.person,
            guild_id: asker.guild,
            channel_id: asker.channel,
            lang: asker.lang(),
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
    asker: Asker,
    game: &str,
    verb: &str,
) {
    let lang = asker.lang();
    let Some(hosted) = tables.catalog().get(game) else {
        let refusal = ephemeral_text(Notice::UnknownButton.in_lang(lang));
        respond(ctx, component.create_response(&ctx.http, refusal).await);
        return;
    };
    let on_private = is_private(component);
    let verb = verb.to_string();
    let working = async {
        let reply = build_personal(tables, &asker, move |pctx| {
            hosted.personal_click(pctx, &verb)
        })
        .await;
        match reply {
            // A personal screen replaces only the private message it came from: a click
            // carrying its id on a public message (a forged one) gets a private message
            // instead.
            PersonalReply::Update(view) if !on_private => PersonalReply::Show(view),
            // Opening a table writes it to the store too: part of the work.
            PersonalReply::Start(options) => {
                PersonalReply::Refused(open_from_personal(tables, &asker, game, options).await)
            }
            reply => reply,
        }
    };
    let working = std::pin::pin!(working);
    let working = match in_time(working).await {
        InTime::Done(reply) => {
            let response = personal_response(tables, &asker, game, reply).await;
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
    let late = late_answer(working.await, on_private, game, lang);
    send_late(ctx, component, late).await;
}

/// What fills a personal screen's deferred answer: on a private view, the view itself
/// or a private follow-up; on a public message, the private "thinking" message.
fn late_answer(reply: PersonalReply, on_private: bool, game: &str, lang: Lang) -> Late {
    match (reply, on_private) {
        (PersonalReply::Update(view), _) => Late::Edit(response_edit(&personal_stamp(game, view))),
        (PersonalReply::Show(view), true) => {
            Late::FollowUp(present::view_followup(&personal_stamp(game, view)))
        }
        (PersonalReply::Show(view), false) => {
            Late::Edit(response_edit(&personal_stamp(game, view)))
        }
        (PersonalReply::Refused(text), true) => {
            Late::FollowUp(present::text_followup(text.in_lang(lang)))
        }
        (PersonalReply::Refused(text), false) => Late::Edit(present::text_edit(text.in_lang(lang))),
        // Turned into its answer above.
        (PersonalReply::Start(_), true) => Late::Nothing,
        (PersonalReply::Start(_), false) => Late::Delete,
    }
}
