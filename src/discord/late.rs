//! Late answers: what fills a component interaction's answer after it was deferred
//! (an edit of `@original`, a private follow-up, or removing the "thinking" message),
//! sent with retries while the interaction's token lives. Table clicks and personal
//! screens both deliver through here.

use super::present;
use super::send;
use crate::i18n::Lang;
use crate::table::Reply;
use crate::web::metrics::refused;
use serenity::all::{
    ComponentInteraction, Context, CreateInteractionResponseFollowup, EditInteractionResponse,
    MessageFlags,
};

/// An answer that came after the interaction was deferred: on a public message the
/// deferred answer is a private "thinking" message that becomes the answer (or goes away
/// when there is nothing to say); on a private view the view itself is edited. Every
/// call is retried while the interaction's token lives, so the answer always lands.
pub(super) async fn deliver_late(
    ctx: &Context,
    component: &ComponentInteraction,
    reply: Reply,
    on: Clicked,
    lang: Lang,
) {
    use Clicked::*;
    let late = match (reply, on) {
        (Reply::Ephemeral(view), Public) => Late::Edit(present::response_edit(&view)),
        // The table message itself changed: the publisher edits it.
        (Reply::Update(_) | Reply::Ack, Public) => Late::Delete,
        (Reply::Refused(text), Public) => {
            Late::Edit(present::text_edit(refused(text).in_lang(lang)))
        }
        (Reply::Update(view), Private | PublicByAnswer) => {
            Late::Edit(present::response_edit(&view))
        }
        (Reply::Ephemeral(view), Private | PublicByAnswer) => {
            Late::FollowUp(present::view_followup(&view))
        }
        (Reply::Ack, Private | PublicByAnswer) => Late::Nothing,
        (Reply::Refused(text), Private | PublicByAnswer) => {
            Late::FollowUp(present::text_followup(refused(text).in_lang(lang)))
        }
    };
    send_late(ctx, component, late).await;
}

/// Which message a click was made on.
#[derive(Clone, Copy)]
pub(super) enum Clicked {
    /// A private view (its deferred answer keeps `@original` that view).
    Private,
    /// A table message in a channel (deferred with a private "thinking" message).
    Public,
    /// A table message where the bot is not a member (a deferred update: `@original`
    /// stays the table message).
    PublicByAnswer,
}

/// What fills a deferred component answer.
pub(super) enum Late {
    /// Edit `@original` (the deferred "thinking" message, or the clicked private view).
    Edit(EditInteractionResponse),
    /// A new private message.
    FollowUp(CreateInteractionResponseFollowup),
    /// Remove the deferred "thinking" message: there is nothing to say.
    Delete,
    Nothing,
}

/// Send `late` as the deferred answer to `component`; a failure is logged.
pub(super) async fn send_late(ctx: &Context, component: &ComponentInteraction, late: Late) {
    let (http, id, token) = (&ctx.http, component.id.get(), component.token.as_str());
    let result = match late {
        Late::Edit(edit) => send::edit_original(http, id, token, edit).await,
        Late::FollowUp(followup) => send::follow_up(http, id, token, followup).await,
        Late::Delete => send::delete_original(http, id, token).await,
        Late::Nothing => Ok(()),
    };
    if let Err(err) = result {
        tracing::warn!(%err, "late answer not delivered");
    }
}

/// Whether the clicked message is ephemeral (seen only by the person clicking).
pub(super) fn is_private(component: &ComponentInteraction) -> bool {
    component
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}
