//! Turning abstract [`View`]s into Discord messages, and the [`Presenter`] that sends
//! them: table messages through channel routes, private views through interaction
//! webhooks. Transient failures (5xx, 429, timeouts) are retried with backoff.

use crate::discord::custom_id::CustomId;
use crate::table::presenter::{PresentError, PresentFuture, Presenter};
use crate::table::view::{Row, Style, View};
use serenity::all::{
    ButtonStyle, ChannelId, ChannelType, CreateActionRow, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, EditMessage, Http, MessageId, ReactionType,
};
use serenity::builder::Builder;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// The message parts of a view, ready for any serenity message builder.
pub struct Parts {
    pub content: String,
    pub embed: Option<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub file: Option<CreateAttachment>,
}

/// Build the Discord parts of a view. Buttons whose custom_id cannot be encoded are
/// dropped (and logged) rather than sent broken.
pub fn parts(view: &View) -> Parts {
    let view = view.clone().fit();
    let file = view
        .picture
        .as_ref()
        .map(|p| CreateAttachment::bytes(p.png.clone(), p.filename.clone()));
    let embed = view.has_card().then(|| {
        let mut embed = CreateEmbed::new().color(view.color);
        if !view.title.is_empty() {
            embed = embed.title(&view.title);
        }
        if !view.description.is_empty() {
            embed = embed.description(&view.description);
        }
        for field in &view.fields {
            embed = embed.field(&field.name, &field.value, field.inline);
        }
        if !view.footer.is_empty() {
            embed = embed.footer(CreateEmbedFooter::new(&view.footer));
        }
        if let Some(picture) = &view.picture {
            embed = embed.image(format!("attachment://{}", picture.filename));
        }
        embed
    });
    let stamp = &view.stamp;
    let id = |verb: &str| CustomId::new(&stamp.game, stamp.table, stamp.counter, verb).encode();
    let mut components = Vec::new();
    for row in &view.rows {
        match row {
            Row::Buttons(buttons) => {
                let mut seen = std::collections::HashSet::new();
                let built: Vec<CreateButton> = buttons
                    .iter()
                    .filter_map(|b| {
                        let Some(custom_id) = id(&b.verb) else {
                            tracing::error!(verb = %b.verb, "button verb cannot be encoded");
                            return None;
                        };
                        if !seen.insert(custom_id.clone()) {
                            return None;
                        }
                        let mut button = CreateButton::new(custom_id)
                            .label(&b.label)
                            .style(style(b.style))
                            .disabled(b.disabled);
                        if let Some(emoji) = &b.emoji {
                            button = button.emoji(ReactionType::Unicode(emoji.clone()));
                        }
                        Some(button)
                    })
                    .collect();
                if !built.is_empty() {
                    components.push(CreateActionRow::Buttons(built));
                }
            }
            Row::Select(select) => {
                let Some(custom_id) = id(&format!("@{}", select.name)) else {
                    continue;
                };
                let options: Vec<CreateSelectMenuOption> = select
                    .options
                    .iter()
                    .map(|o| {
                        let option = CreateSelectMenuOption::new(&o.label, &o.verb);
                        match &o.description {
                            Some(d) => option.description(d),
                            None => option,
                        }
                    })
                    .collect();
                let menu =
                    CreateSelectMenu::new(custom_id, CreateSelectMenuKind::String { options })
                        .placeholder(&select.placeholder)
                        .disabled(select.disabled);
                components.push(CreateActionRow::SelectMenu(menu));
            }
        }
    }
    // Discord refuses a message with nothing in it.
    let content = if view.content.is_empty() && embed.is_none() {
        "\u{200b}".to_string()
    } else {
        view.content
    };
    Parts {
        content,
        embed,
        components,
        file,
    }
}

fn style(style: Style) -> ButtonStyle {
    match style {
        Style::Primary => ButtonStyle::Primary,
        Style::Secondary => ButtonStyle::Secondary,
        Style::Success => ButtonStyle::Success,
        Style::Danger => ButtonStyle::Danger,
    }
}

/// An interaction response message (new or update) from a view.
pub fn response_message(view: &View, ephemeral: bool) -> CreateInteractionResponseMessage {
    let parts = parts(view);
    let mut message = CreateInteractionResponseMessage::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect());
    if let Some(file) = parts.file {
        message = message.files(vec![file]);
    }
    if ephemeral {
        message = message.ephemeral(true);
    }
    message
}

/// An edit of an interaction's message from a view.
pub fn response_edit(view: &View) -> EditInteractionResponse {
    let parts = parts(view);
    let mut edit = EditInteractionResponse::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect());
    edit = match parts.file {
        Some(file) => edit.new_attachment(file),
        None => edit.clear_attachments(),
    };
    edit
}

/// The Discord side of tables: sends their views through serenity's HTTP client.
pub struct DiscordPresenter {
    pub http: Arc<Http>,
}

/// How often and how long to retry a failed Discord call.
const ATTEMPTS: u32 = 4;
const FIRST_BACKOFF: Duration = Duration::from_millis(250);
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// Whether a failed call may succeed if tried again.
fn transient(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp)) => {
            resp.status_code.is_server_error() || resp.status_code.as_u16() == 429
        }
        serenity::Error::Http(serenity::http::HttpError::Request(_)) => true,
        _ => false,
    }
}

fn gone(err: &serenity::Error) -> bool {
    matches!(err, serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp))
        if matches!(resp.status_code.as_u16(), 401 | 403 | 404))
}

/// Run a Discord call with retries; `call` builds a fresh request each attempt.
pub async fn with_retries<T, F, Fut>(what: &str, mut call: F) -> Result<T, PresentError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut backoff = FIRST_BACKOFF;
    for attempt in 1..=ATTEMPTS {
        match tokio::time::timeout(CALL_TIMEOUT, call()).await {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(err)) if gone(&err) => return Err(PresentError::Gone(format!("{what}: {err}"))),
            Ok(Err(err)) if transient(&err) && attempt < ATTEMPTS => {
                tracing::info!(%err, attempt, "{what} failed; retrying");
            }
            Ok(Err(err)) => return Err(PresentError::Failed(format!("{what}: {err}"))),
            Err(_) if attempt < ATTEMPTS => tracing::info!(attempt, "{what} timed out; retrying"),
            Err(_) => return Err(PresentError::Failed(format!("{what}: timed out"))),
        }
        tokio::time::sleep(backoff).await;
        backoff *= 2;
    }
    Err(PresentError::Failed(format!("{what}: gave up")))
}

impl Presenter for DiscordPresenter {
    fn post(&self, channel: u64, view: View) -> PresentFuture<'_, u64> {
        Box::pin(async move {
            let message = with_retries("post table message", || {
                let parts = parts(&view);
                let mut builder = CreateMessage::new()
                    .content(parts.content)
                    .components(parts.components);
                if let Some(embed) = parts.embed {
                    builder = builder.embed(embed);
                }
                if let Some(file) = parts.file {
                    builder = builder.add_file(file);
                }
                ChannelId::new(channel).send_message(self.http.clone(), builder)
            })
            .await?;
            Ok(message.id.get())
        })
    }

    fn edit(&self, channel: u64, message: u64, view: View) -> PresentFuture<'_, ()> {
        Box::pin(async move {
            with_retries("edit table message", || {
                let parts = parts(&view);
                let mut builder = EditMessage::new()
                    .content(parts.content)
                    .components(parts.components)
                    .embeds(parts.embed.into_iter().collect());
                builder = match parts.file {
                    Some(file) => builder.new_attachment(file),
                    None => builder.remove_all_attachments(),
                };
                let http = self.http.clone();
                async move {
                    builder
                        .execute(
                            http,
                            (ChannelId::new(channel), MessageId::new(message), None),
                        )
                        .await
                }
            })
            .await?;
            Ok(())
        })
    }

    fn edit_private(&self, token: String, view: View) -> PresentFuture<'_, ()> {
        Box::pin(async move {
            with_retries("refresh private view", || {
                let edit = response_edit(&view);
                let http = self.http.clone();
                let token = token.clone();
                async move { edit.execute(http, &token).await }
            })
            .await?;
            Ok(())
        })
    }

    fn create_thread(&self, channel: u64, name: String) -> PresentFuture<'_, u64> {
        Box::pin(async move {
            let thread = with_retries("create thread", || {
                let builder = CreateThread::new(name.clone()).kind(ChannelType::PublicThread);
                ChannelId::new(channel).create_thread(self.http.clone(), builder)
            })
            .await?;
            Ok(thread.id.get())
        })
    }
}
