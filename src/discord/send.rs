//! Sending to Discord: the [`Presenter`] that shows tables' views (table messages
//! through channel routes, private views through interaction webhooks), and the calls
//! that fill a deferred interaction answer. Transient failures (5xx, 429, timeouts) are
//! retried with backoff; calls through an interaction's token, for as long as it lives.

use crate::discord::pace::GlobalPace;
use crate::discord::present::{parts, response_edit, webhook_edit};
use crate::table::presenter::{PresentError, PresentFuture, Presenter};
use crate::table::view::View;
use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateInteractionResponseFollowup, CreateMessage,
    CreateThread, EditInteractionResponse, EditMessage, EditThread, Http, MessageId, Nonce,
    WebhookId,
};
use serenity::builder::Builder;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

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
    call: F,
) -> Result<T, PresentError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    with_retries_for(what, pace.map(|pace| (pace, 0)), call).await
}

/// [`with_retries`] for a call made for a server (`(pace, server)`): the pace is shared
/// fairly between servers (see [`GlobalPace::run_for`]).
pub async fn with_retries_for<T, F, Fut>(
    what: &str,
    pace: Option<(&GlobalPace, u64)>,
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
            Some((pace, server)) => pace.run_for(server, timed).await,
            None => timed.await,
        };
        match outcome {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(err)) => {
                crate::web::metrics::rest_rate_limited(rate_limited(&err));
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
        crate::web::metrics::rest_retry();
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
    let now_ms = crate::clock::wall_ms();
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

/// serenity learns the application's id at READY; a token call before that cannot be made.
fn no_application_id() -> serenity::Error {
    serenity::Error::Other("the application's id is not known yet")
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
            let server = view.stamp.guild.unwrap_or(0);
            let pace = Some((&*self.pace, server));
            let message = with_retries_for("post table message", pace, || {
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
            let server = view.stamp.guild.unwrap_or(0);
            let pace = Some((&*self.pace, server));
            with_retries_for("edit table message", pace, || {
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

    fn edit_by_token(
        &self,
        token: String,
        followup: Option<u64>,
        view: View,
    ) -> PresentFuture<'_, u64> {
        Box::pin(async move {
            view.draw_picture().await;
            // Interaction webhooks do not count towards the global limit.
            let message = with_retries("edit table message by token", None, || {
                let http = self.http.clone();
                let token = token.clone();
                let view = &view;
                async move {
                    match followup {
                        None => response_edit(view).execute(http, &token).await,
                        Some(message) => {
                            let app = http.application_id().ok_or_else(no_application_id)?;
                            let target =
                                (WebhookId::new(app.get()), token.as_str(), message.into());
                            webhook_edit(view).execute(http, target).await
                        }
                    }
                }
            })
            .await?;
            Ok(message.id.get())
        })
    }

    fn follow_up(&self, token: String, view: View) -> PresentFuture<'_, u64> {
        Box::pin(async move {
            view.draw_picture().await;
            let message = with_retries("post table message by token", None, || {
                let http = self.http.clone();
                let token = token.clone();
                let parts = parts(&view);
                async move {
                    let mut followup = CreateInteractionResponseFollowup::new()
                        .content(parts.content)
                        .components(parts.components)
                        .embeds(parts.embed.into_iter().collect())
                        .allowed_mentions(parts.allowed_mentions);
                    if let Some(file) = parts.file {
                        followup = followup.add_file(file);
                    }
                    followup.execute(http, (None, token.as_str())).await
                }
            })
            .await?;
            Ok(message.id.get())
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
    use crate::table::view::Stamp;

    #[test]
    fn a_table_message_keeps_its_nonce_until_its_state_changes() {
        let view = |table, counter| View {
            stamp: Stamp {
                guild: None,
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
}
