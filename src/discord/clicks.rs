//! Clicks: component interactions (buttons, select menus) on table messages and private
//! views. A click is decoded and checked, then routed to its table (table 0: to a
//! personal screen or a record's Share). Its answer is given within Discord's 3
//! seconds, or the click is deferred and the answer delivered late; answers to one
//! private view keep the order the table made them in ([`AnswerOrder`]).

use super::answer_order::{AnswerOrder, Turn};
use super::custom_id::{self, CustomId};
use super::in_time::{in_time, InTime};
use super::late::{deliver_late, is_private, send_late, Clicked, Late};
use super::present::{self, response_message};
use super::send;
use super::{defer_privately, ephemeral_text, personal, respond, stats, Asker};
use crate::i18n::Lang;
use crate::table::actor::{Answered, Click};
use crate::table::text::Notice;
use crate::table::verb::TableVerb;
use crate::table::{Reply, Tables};
use crate::web::metrics::refused;
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, Context, CreateInteractionResponse,
};
use std::time::Duration;
use tokio::sync::watch;

/// A click on a component: decoded, routed, and answered (or deferred, then answered).
pub(super) async fn component_interaction(
    tables: &Tables,
    answer_order: &AnswerOrder,
    ctx: &Context,
    component: &ComponentInteraction,
) {
    let raw = &component.data.custom_id;
    let asker = Asker::of_click(component);
    let lang = asker.lang();
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
    let verb = match verb {
        Pressed::Personal(verb) if stats::is_share(&verb) => {
            stats::share(tables, ctx, component, asker, &id.game, &verb).await;
            return;
        }
        Pressed::Personal(verb) => {
            personal::click(tables, ctx, component, asker, &id.game, &verb).await;
            return;
        }
        Pressed::Table(verb) => verb,
    };
    // Where the bot is not a member, the table message changes only through answers.
    let interactions_only = asker.place.interactions_only();
    if !interactions_only {
        take_thread_out_of_archive(ctx, component).await;
    }
    let on_private = is_private(component);
    let (answered_tx, answered_rx) = watch::channel(Answered::No);
    let click = Click {
        person: asker.person,
        counter: id.counter,
        verb,
        token: component.token.clone(),
        message_id: Some(component.message.id.get()),
        on_private,
        answered: answered_rx,
        channel: Some(asker.channel),
    };
    let tables = tables.clone();
    let game = id.game.clone();
    let pending = tokio::spawn(async move {
        let reply = tables.click(&game, id.table, click).await;
        // The picture is part of the answer: painted inside the race, a slow one
        // defers the click instead of pushing the answer past Discord's 3 seconds.
        reply.draw_picture().await;
        reply
    });
    match in_time(pending).await {
        // The click's task failed (cancelled at shutdown, or a panic): a finished
        // task cannot be awaited again, so the answer is given here.
        InTime::Done(Err(err)) => {
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
        InTime::Done(Ok(reply)) => {
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
        InTime::Slow(pending) => {
            // Slow table: acknowledge now, deliver the answer when it comes. On a private
            // view a deferred update keeps `@original` that private message. On the
            // public message it must be a deferred *ephemeral* message: a deferred
            // update would make `@original` the public message, and the table keeps
            // the token to refresh the person's hand there later.
            tracing::warn!(
                custom_id = custom_id::for_log(raw),
                "table slow to answer; deferring"
            );
            // Where the bot is not a member the token must keep reaching the table
            // message (its only way there): a deferred update, with private answers
            // as ephemeral follow-ups.
            let defer = if on_private || interactions_only {
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
                        let on = match (on_private, interactions_only) {
                            (true, _) => Clicked::Private,
                            (false, false) => Clicked::Public,
                            (false, true) => Clicked::PublicByAnswer,
                        };
                        deliver_late(ctx, component, reply, on, lang).await;
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
        send::unarchive(&ctx.http, None, component.channel_id.get()),
    )
    .await;
    if !matches!(taken_out, Ok(Ok(()))) {
        tracing::info!(
            thread = component.channel_id.get(),
            "archived thread not taken out"
        );
    }
}

/// What a click means: its custom_id and the table verb (for a select menu, the chosen
/// option's value). Refused with the text to show for forged or malformed clicks.
fn decode_click(component: &ComponentInteraction) -> Result<(CustomId, Pressed), Notice> {
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
    if id.table == 0 {
        return Ok((id, Pressed::Personal(verb)));
    }
    let verb = TableVerb::parse(&verb).ok_or(Notice::UnknownButton)?;
    Ok((id, Pressed::Table(verb)))
}

/// What a click pressed: a personal screen's own verb, or a table's.
enum Pressed {
    Personal(String),
    Table(TableVerb),
}

/// The answer to a click whose table replied in time.
fn response_for(reply: Reply, lang: Lang) -> CreateInteractionResponse {
    match reply {
        Reply::Update(view) => {
            CreateInteractionResponse::UpdateMessage(response_message(&view, false))
        }
        Reply::Ephemeral(view) => CreateInteractionResponse::Message(response_message(&view, true)),
        Reply::Ack => CreateInteractionResponse::Acknowledge,
        Reply::Refused(text) => ephemeral_text(refused(text).in_lang(lang)),
    }
}
