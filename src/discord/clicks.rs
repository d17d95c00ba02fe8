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
use tokio::task::{JoinError, JoinHandle};

/// A click on a component: decoded, routed, and answered (or deferred, then answered).
pub(super) async fn component_interaction(
    tables: &Tables,
    answer_order: &AnswerOrder,
    ctx: &Context,
    component: &ComponentInteraction,
) {
    let asker = Asker::of_click(component);
    let (id, pressed) = match decode_click(component) {
        Ok(decoded) => decoded,
        Err(notice) => {
            tracing::warn!(
                custom_id = custom_id::for_log(&component.data.custom_id),
                user = component.user.id.get(),
                "{notice}"
            );
            let refusal = ephemeral_text(notice.in_lang(asker.lang()));
            respond(ctx, component.create_response(&ctx.http, refusal).await);
            return;
        }
    };
    match pressed {
        Pressed::Personal(verb) if stats::is_share(&verb) => {
            stats::share(tables, ctx, component, asker, &id.game, &verb).await
        }
        Pressed::Personal(verb) => {
            personal::click(tables, ctx, component, asker, &id.game, &verb).await
        }
        Pressed::Table(verb) => {
            let click = TableClick {
                ctx,
                component,
                answer_order,
                lang: asker.lang(),
                on_private: is_private(component),
                // Where the bot is not a member, the table message changes only
                // through answers.
                interactions_only: asker.place.interactions_only(),
            };
            click.answer(tables, asker, id, verb).await
        }
    }
}

/// A click at a table, being answered.
struct TableClick<'a> {
    ctx: &'a Context,
    component: &'a ComponentInteraction,
    answer_order: &'a AnswerOrder,
    lang: Lang,
    /// Made on a private view (not on the table message).
    on_private: bool,
    /// Made where the bot is not a member: the token is the only way to the table
    /// message.
    interactions_only: bool,
}

impl TableClick<'_> {
    /// Send the click to its table, and answer with what the table says: in time, or
    /// deferred and then late.
    async fn answer(&self, tables: &Tables, asker: Asker, id: CustomId, verb: TableVerb) {
        let (ctx, component) = (self.ctx, self.component);
        if !self.interactions_only {
            take_thread_out_of_archive(ctx, component).await;
        }
        let (answered_tx, answered_rx) = watch::channel(Answered::No);
        let click = Click {
            person: asker.person,
            counter: id.counter,
            verb,
            token: component.token.clone(),
            message_id: Some(component.message.id.get()),
            on_private: self.on_private,
            answered: answered_rx,
            channel: Some(asker.channel),
        };
        let tables = tables.clone();
        let pending = tokio::spawn(async move {
            let reply = tables.click(&id.game, id.table, click).await;
            // The picture is part of the answer: painted inside the race, a slow one
            // defers the click instead of pushing the answer past Discord's 3 seconds.
            reply.draw_picture().await;
            reply
        });
        match in_time(pending).await {
            // The click's task failed (cancelled at shutdown, or a panic): a finished
            // task cannot be awaited again, so the answer is given here.
            InTime::Done(Err(err)) => self.not_handled(err).await,
            InTime::Done(Ok(reply)) => self.in_time(reply, &answered_tx).await,
            InTime::Slow(pending) => self.late(pending, &answered_tx).await,
        }
        answered_tx.send_if_modified(|a| {
            let first = *a == Answered::No;
            if first {
                *a = Answered::Yes;
            }
            first
        });
    }

    /// The click's custom_id, as logs show it.
    fn for_log(&self) -> String {
        custom_id::for_log(&self.component.data.custom_id)
    }

    /// The click's task failed before the answer's time was up.
    async fn not_handled(&self, err: JoinError) {
        tracing::error!(%err, custom_id = self.for_log(), "click not handled");
        let notice = if err.is_cancelled() {
            Notice::Restarting
        } else {
            Notice::TableBroken
        };
        let refusal = ephemeral_text(notice.in_lang(self.lang));
        let answered = self
            .component
            .create_response(&self.ctx.http, refusal)
            .await;
        respond(self.ctx, answered);
    }

    /// The table replied in time: it is the click's answer (unless a later answer to
    /// the same private view went first).
    async fn in_time(&self, reply: Reply, answered: &watch::Sender<Answered>) {
        let shows_the_table = !self.on_private && matches!(reply, Reply::Update(_));
        let turn = self.answer_order.turn(self.component, &reply).await;
        let sent = tokio::time::Instant::now();
        let response = if turn.as_ref().is_some_and(Turn::is_stale) {
            CreateInteractionResponse::Acknowledge
        } else {
            response_for(reply, self.lang)
        };
        let result = self
            .component
            .create_response(&self.ctx.http, response)
            .await;
        if let Some(turn) = turn {
            turn.sent();
        }
        if shows_the_table && result.is_ok() {
            let _ = answered.send(Answered::WithTheTable(sent));
        }
        respond(self.ctx, result);
    }

    /// Slow table: acknowledge now, deliver the answer when it comes.
    async fn late(&self, pending: JoinHandle<Reply>, answered: &watch::Sender<Answered>) {
        let (ctx, component) = (self.ctx, self.component);
        // On a private view a deferred update keeps `@original` that private message.
        // On the public message it must be a deferred *ephemeral* message: a deferred
        // update would make `@original` the public message, and the table keeps the
        // token to refresh the person's hand there later.
        tracing::warn!(
            custom_id = self.for_log(),
            "table slow to answer; deferring"
        );
        // Where the bot is not a member the token must keep reaching the table
        // message (its only way there): a deferred update, with private answers
        // as ephemeral follow-ups.
        let defer = if self.on_private || self.interactions_only {
            CreateInteractionResponse::Acknowledge
        } else {
            defer_privately()
        };
        let deferred = component.create_response(&ctx.http, defer).await;
        respond(ctx, deferred);
        let _ = answered.send(Answered::Yes);
        let reply = match pending.await {
            Ok(reply) => reply,
            Err(err) => {
                tracing::error!(%err, custom_id = self.for_log(), "click not handled");
                let late = Late::Edit(present::text_edit(Notice::TableBroken.in_lang(self.lang)));
                send_late(ctx, component, late).await;
                return;
            }
        };
        let turn = self.answer_order.turn(component, &reply).await;
        if !turn.as_ref().is_some_and(Turn::is_stale) {
            let on = match (self.on_private, self.interactions_only) {
                (true, _) => Clicked::Private,
                (false, false) => Clicked::Public,
                (false, true) => Clicked::PublicByAnswer,
            };
            deliver_late(ctx, component, reply, on, self.lang).await;
        }
        if let Some(turn) = turn {
            turn.sent();
        }
    }
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
