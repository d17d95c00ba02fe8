//! Turning abstract [`View`]s into Discord messages, and the [`Presenter`] that sends
//! them: table messages through channel routes, private views through interaction
//! webhooks. Transient failures (5xx, 429, timeouts) are retried with backoff.

use crate::discord::custom_id::CustomId;
use crate::discord::pace::GlobalPace;
use crate::table::presenter::{PresentError, PresentFuture, Presenter};
use crate::table::view::{Row, Style, View};
use serenity::all::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, EditMessage, EditThread, Http, MessageId, Nonce, ReactionType,
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
    /// Whom the message may ping: nobody, or the one person the view names.
    pub allowed_mentions: CreateAllowedMentions,
}

/// Mentions that ping nobody: no user, no role, no @everyone or @here, whatever the
/// text holds (`{"parse":[],"users":[],"roles":[]}`). Every message and interaction
/// answer the bot sends carries it, or [`allowed_mentions`] for a view that names the
/// one person it calls.
pub fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// The mentions a view's message may ping: only the person it names, if any.
pub fn allowed_mentions(view: &View) -> CreateAllowedMentions {
    match view.ping {
        Some(user) => no_pings().users([serenity::all::UserId::new(user)]),
        None => no_pings(),
    }
}

/// Build the Discord parts of a view. Buttons whose custom_id cannot be encoded are
/// dropped (and logged) rather than sent broken.
pub fn parts(view: &View) -> Parts {
    let mut view = view.clone().fit();
    // A picture that could not be painted goes out as none (the text carries the same).
    view.picture = view.picture.filter(|p| !p.png().is_empty());
    let file = view
        .picture
        .as_ref()
        .map(|p| CreateAttachment::bytes(p.png().to_vec(), p.filename.clone()));
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
    // Discord requires every custom_id of a message to be unique (two identical cards
    // make two identical verbs): repeats get a suffix the adapter strips on the way in.
    let mut seen = std::collections::HashSet::new();
    for row in &view.rows {
        match row {
            Row::Buttons(buttons) => {
                let built: Vec<CreateButton> = buttons
                    .iter()
                    .filter_map(|b| {
                        let custom_id = (1..=MAX_REPEATS).find_map(|n| {
                            let custom_id = id(&with_repeat(&b.verb, n))?;
                            (!seen.contains(&custom_id)).then_some(custom_id)
                        });
                        let Some(custom_id) = custom_id else {
                            tracing::error!(
                                verb = crate::table::verb::for_log(&b.verb),
                                "button verb cannot be encoded"
                            );
                            return None;
                        };
                        seen.insert(custom_id.clone());
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
                let mut values = std::collections::HashSet::new();
                let options: Vec<CreateSelectMenuOption> = select
                    .options
                    .iter()
                    .map(|o| {
                        // Option values must be unique within a menu, like custom_ids.
                        let value = (1..=MAX_REPEATS)
                            .map(|n| with_repeat(&o.verb, n))
                            .find(|v| !values.contains(v))
                            .unwrap_or_else(|| o.verb.clone());
                        values.insert(value.clone());
                        let option = CreateSelectMenuOption::new(&o.label, value);
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
    let allowed_mentions = allowed_mentions(&view);
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
        allowed_mentions,
    }
}

/// How many identical verbs one message may carry (25 buttons at most).
const MAX_REPEATS: usize = 25;

/// The `n`th copy of a verb: the first is the verb itself, later ones end in `!n`.
fn with_repeat(verb: &str, n: usize) -> String {
    if n == 1 {
        verb.to_string()
    } else {
        format!("{verb}!{n}")
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
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions);
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
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions);
    edit = match parts.file {
        Some(file) => edit.new_attachment(file),
        None => edit.clear_attachments(),
    };
    edit
}

/// The Discord side of tables: sends their views through serenity's HTTP client.
pub struct DiscordPresenter {
    pub http: Arc<Http>,
    /// Paces the bot-authenticated calls (posts, edits, threads) under the global limit.
    pub pace: Arc<GlobalPace>,
}

/// How often and how long to retry a failed Discord call.
const ATTEMPTS: u32 = 4;
const FIRST_BACKOFF: Duration = Duration::from_millis(250);
/// The least wait after a 429. Serenity's error drops Discord's Retry-After (its own
/// limiter, used without a proxy, honours it before we see anything); a rate-limit
/// window is about a second, and an early retry only draws another 429, which counts
/// towards the invalid-request ban.
const RATE_LIMITED_BACKOFF: Duration = Duration::from_secs(1);
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// Whether a failed call may succeed if tried again.
fn transient(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp)) => {
            resp.status_code.is_server_error() || rate_limited(err)
        }
        serenity::Error::Http(serenity::http::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Whether Discord answered 429 Too Many Requests.
fn rate_limited(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp))
            if resp.status_code.as_u16() == 429
    )
}

/// A refusal that retrying cannot change, by Discord's status and JSON error code.
fn refusal(what: &str, err: &serenity::Error) -> Option<PresentError> {
    let serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp)) = err else {
        return None;
    };
    let reason = format!("{what}: {err}");
    Some(match (resp.status_code.as_u16(), resp.error.code) {
        // Edits of a message older than an hour are rate limited hard: a new message
        // carries on instead of waiting.
        (_, 30046) => PresentError::TooOld(reason),
        (_, 50083) => PresentError::Archived(reason),
        // Unknown channel or server, missing access or permissions: every further
        // request would be refused too (and counts towards Discord's invalid-request
        // ban), so the table ends rather than waits for a fix.
        (403, _) | (_, 10003 | 10004 | 50001 | 50013) => PresentError::ChannelLost(reason),
        (404, _) => PresentError::Gone(reason),
        _ => return None,
    })
}

/// Run a Discord call with retries; `call` builds a fresh request each attempt. With
/// `pace`, each attempt first waits its turn under the global rate limit (the wait is
/// not part of the attempt's time limit).
pub async fn with_retries<T, F, Fut>(
    what: &str,
    pace: Option<&GlobalPace>,
    mut call: F,
) -> Result<T, PresentError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut backoff = FIRST_BACKOFF;
    for attempt in 1..=ATTEMPTS {
        let mut wait = backoff;
        let timed = tokio::time::timeout(CALL_TIMEOUT, call());
        let outcome = match pace {
            Some(pace) => pace.run(timed).await,
            None => timed.await,
        };
        match outcome {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(err)) => {
                if let Some(refused) = refusal(what, &err) {
                    return Err(refused);
                }
                if !(transient(&err) && attempt < ATTEMPTS) {
                    return Err(PresentError::Failed(format!("{what}: {err}")));
                }
                if rate_limited(&err) {
                    wait = wait.max(RATE_LIMITED_BACKOFF);
                }
                tracing::info!(%err, attempt, "{what} failed; retrying");
            }
            Err(_) if attempt < ATTEMPTS => tracing::info!(attempt, "{what} timed out; retrying"),
            Err(_) => return Err(PresentError::Failed(format!("{what}: timed out"))),
        }
        tokio::time::sleep(wait).await;
        backoff = wait * 2;
    }
    Err(PresentError::Failed(format!("{what}: gave up")))
}

/// How long an interaction's token lives: 15 minutes from the interaction's creation.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// Retries stop this long before the token dies (clocks differ a little).
const TOKEN_MARGIN: Duration = Duration::from_secs(5);
/// The longest pause between two tries of a deferred answer.
const MAX_LATE_BACKOFF: Duration = Duration::from_secs(8);
/// Discord's epoch (2015-01-01) in Unix milliseconds: snowflakes count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// When the token of interaction `id` stops working (less a margin), on tokio's clock.
/// The interaction's snowflake says when it was created; a clock that disagrees (an
/// interaction "from the future") counts from now.
pub fn token_deadline(id: u64) -> tokio::time::Instant {
    let created_ms = (id >> 22) + DISCORD_EPOCH_MS;
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis() as u64;
    let age = Duration::from_millis(now_ms.saturating_sub(created_ms));
    let left = TOKEN_LIFETIME
        .saturating_sub(TOKEN_MARGIN)
        .saturating_sub(age);
    tokio::time::Instant::now() + left
}

/// Run a call through an interaction's token (the edit that fills a deferred answer, a
/// follow-up, a deletion) until it lands: a 429, a 5xx, a lost connection or a timeout
/// is tried again, no sooner than a second after a 429 (serenity's error drops
/// Retry-After; see [`RATE_LIMITED_BACKOFF`]), for as long as the token lives. A
/// refusal retrying cannot change is returned at once.
pub async fn until_token_dies<T, F, Fut>(
    what: &str,
    deadline: tokio::time::Instant,
    mut call: F,
) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut backoff = FIRST_BACKOFF;
    let mut attempt = 0u32;
    loop {
        attempt += 1;
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let err = match tokio::time::timeout(CALL_TIMEOUT.min(left), call()).await {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(err)) if !transient(&err) => return Err(err),
            Ok(Err(err)) => err,
            Err(_) => serenity::Error::Other("timed out"),
        };
        let mut wait = backoff;
        if rate_limited(&err) {
            wait = wait.max(RATE_LIMITED_BACKOFF);
        }
        if tokio::time::Instant::now() + wait >= deadline {
            tracing::warn!(%err, attempt, "{what} failed; the interaction's token dies");
            return Err(err);
        }
        tracing::info!(%err, attempt, "{what} failed; retrying");
        tokio::time::sleep(wait).await;
        backoff = (wait * 2).min(MAX_LATE_BACKOFF);
    }
}

/// Fill (or replace) an interaction's `@original` answer, retrying as
/// [`until_token_dies`] does.
pub async fn edit_original(
    http: &Arc<Http>,
    id: u64,
    token: &str,
    edit: EditInteractionResponse,
) -> serenity::Result<()> {
    until_token_dies("interaction answer", token_deadline(id), || {
        let (http, edit) = (http.clone(), edit.clone());
        async move { edit.execute(http, token).await.map(|_| ()) }
    })
    .await
}

/// Send a follow-up message to an interaction, retrying as [`until_token_dies`] does.
pub async fn follow_up(
    http: &Arc<Http>,
    id: u64,
    token: &str,
    followup: CreateInteractionResponseFollowup,
) -> serenity::Result<()> {
    until_token_dies("interaction follow-up", token_deadline(id), || {
        let (http, followup) = (http.clone(), followup.clone());
        async move { followup.execute(http, (None, token)).await.map(|_| ()) }
    })
    .await
}

/// Delete an interaction's `@original` answer, retrying as [`until_token_dies`] does.
pub async fn delete_original(http: &Arc<Http>, id: u64, token: &str) -> serenity::Result<()> {
    until_token_dies("interaction answer deletion", token_deadline(id), || {
        let http = http.clone();
        async move { http.delete_original_interaction_response(token).await }
    })
    .await
}

/// A text answer that pings nobody, for an edit of `@original`.
pub fn text_edit(text: impl Into<String>) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(text)
        .allowed_mentions(no_pings())
}

/// A private text follow-up that pings nobody.
pub fn text_followup(text: impl Into<String>) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(no_pings())
}

/// A private follow-up message showing `view`.
pub fn view_followup(view: &View) -> CreateInteractionResponseFollowup {
    let parts = parts(view);
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions)
        .ephemeral(true);
    if let Some(file) = parts.file {
        followup = followup.add_file(file);
    }
    followup
}

/// The nonce of a table message, the same for every attempt: a retry after a lost
/// answer returns the message that landed instead of posting it twice. It comes from the
/// table and its state counter, so a post repeated after a crash (before the message id
/// was saved) is recognised too, while a repost of a later state is a new message.
fn post_nonce(view: &View) -> String {
    let stamp = &view.stamp;
    if stamp.table == 0 {
        return format!("{:016x}", rand::random::<u64>());
    }
    let key = format!("{}:{}:{}", stamp.game, stamp.table, stamp.counter);
    format!("{:016x}", crate::table::actor::digest64(&key))
}

impl Presenter for DiscordPresenter {
    fn post(&self, channel: u64, view: View) -> PresentFuture<'_, u64> {
        Box::pin(async move {
            view.draw_picture().await;
            let nonce = post_nonce(&view);
            let message = with_retries("post table message", Some(&self.pace), || {
                let parts = parts(&view);
                let mut builder = CreateMessage::new()
                    .content(parts.content)
                    .components(parts.components)
                    .allowed_mentions(parts.allowed_mentions)
                    .nonce(Nonce::String(nonce.clone()))
                    .enforce_nonce(true);
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
            view.draw_picture().await;
            with_retries("edit table message", Some(&self.pace), || {
                let parts = parts(&view);
                let mut builder = EditMessage::new()
                    .content(parts.content)
                    .components(parts.components)
                    .embeds(parts.embed.into_iter().collect())
                    .allowed_mentions(parts.allowed_mentions);
                builder = match parts.file {
                    Some(file) => builder.new_attachment(file),
                    None => builder.remove_all_attachments(),
                };
                let http = self.http.clone();
                async move {
                    let target = (ChannelId::new(channel), MessageId::new(message), None);
                    builder.execute(http, target).await
                }
            })
            .await?;
            Ok(())
        })
    }

    fn edit_private(&self, token: String, view: View) -> PresentFuture<'_, ()> {
        Box::pin(async move {
            view.draw_picture().await;
            // Interaction webhooks do not count towards the global limit.
            with_retries("refresh private view", None, || {
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
            let thread = with_retries("create thread", Some(&self.pace), || {
                // The longest inactivity Discord allows: a game played by edits alone
                // posts nothing that would count as activity.
                let builder = CreateThread::new(name.clone())
                    .kind(ChannelType::PublicThread)
                    .auto_archive_duration(AutoArchiveDuration::OneWeek);
                ChannelId::new(channel).create_thread(self.http.clone(), builder)
            })
            .await?;
            Ok(thread.id.get())
        })
    }

    fn unarchive(&self, thread: u64) -> PresentFuture<'_, ()> {
        Box::pin(async move {
            let channel = with_retries("read thread", Some(&self.pace), || {
                ChannelId::new(thread).to_channel(self.http.clone())
            })
            .await?;
            let locked = channel
                .guild()
                .and_then(|c| c.thread_metadata)
                .is_some_and(|m| m.locked);
            if locked {
                return Err(PresentError::Archived("the thread is locked".into()));
            }
            unarchive(&self.http, Some(&self.pace), thread).await
        })
    }
}

/// Take an unlocked thread out of the archive, so its table's message can be edited
/// again.
pub async fn unarchive(
    http: &Arc<Http>,
    pace: Option<&GlobalPace>,
    thread: u64,
) -> Result<(), PresentError> {
    with_retries("unarchive thread", pace, || {
        let http = http.clone();
        async move {
            ChannelId::new(thread)
                .edit_thread(http, EditThread::new().archived(false))
                .await
        }
    })
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::{Button, Select, SelectOption, Stamp};

    fn custom_ids(parts: &Parts) -> Vec<String> {
        let json = serde_json::to_value(&parts.components).unwrap();
        let mut ids = Vec::new();
        for row in json.as_array().unwrap() {
            for component in row["components"].as_array().unwrap() {
                ids.push(component["custom_id"].as_str().unwrap().to_string());
            }
        }
        ids
    }

    /// Two identical wilds in two rows once made Discord refuse the whole hand (50035).
    #[test]
    fn identical_verbs_get_unique_custom_ids_that_decode_to_the_same_verb() {
        let wild = || Button::new("Wild", "g.p.W", Style::Primary);
        let view = View {
            rows: vec![
                Row::Buttons(vec![wild(), wild()]),
                Row::Buttons(vec![wild()]),
            ],
            stamp: Stamp {
                game: "uno".into(),
                table: 7,
                counter: 3,
                answer: 0,
            },
            ..View::default()
        };
        let ids = custom_ids(&parts(&view));
        assert_eq!(ids.len(), 3, "no button dropped: {ids:?}");
        let unique: std::collections::HashSet<_> = ids.iter().collect();
        assert_eq!(unique.len(), 3, "custom_ids repeat: {ids:?}");
        for id in &ids {
            let parsed = CustomId::parse(id).unwrap();
            assert_eq!(
                crate::discord::custom_id::without_repeat(&parsed.verb),
                "g.p.W"
            );
        }
    }

    #[test]
    fn a_table_message_keeps_its_nonce_until_its_state_changes() {
        let view = |table, counter| View {
            stamp: Stamp {
                game: "uno".into(),
                table,
                counter,
                answer: 0,
            },
            ..View::default()
        };
        assert_eq!(post_nonce(&view(7, 3)), post_nonce(&view(7, 3)));
        assert_ne!(post_nonce(&view(7, 3)), post_nonce(&view(7, 4)));
        assert_ne!(post_nonce(&view(7, 3)), post_nonce(&view(8, 3)));
        assert!(post_nonce(&view(7, 3)).len() <= 25, "Discord's nonce limit");
        // Not a table's message: a fresh nonce each time.
        assert_ne!(post_nonce(&view(0, 0)), post_nonce(&view(0, 0)));
    }

    #[test]
    fn identical_select_values_are_kept_apart() {
        let option = || SelectOption {
            label: "7♥ onto 8♠".into(),
            verb: "g.m.1.5".into(),
            description: None,
        };
        let view = View {
            rows: vec![Row::Select(Select {
                name: "moves".into(),
                placeholder: "Move".into(),
                options: vec![option(), option()],
                disabled: false,
            })],
            stamp: Stamp {
                game: "klondike".into(),
                table: 7,
                counter: 3,
                answer: 0,
            },
            ..View::default()
        };
        let json = serde_json::to_value(&parts(&view).components).unwrap();
        let options = json[0]["components"][0]["options"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(options.len(), 2);
        assert_ne!(options[0]["value"], options[1]["value"]);
    }
}
