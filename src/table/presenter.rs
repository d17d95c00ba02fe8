//! How a table shows itself, without knowing Discord: the [`Presenter`] trait (the
//! Discord adapter implements it) and the per-table publisher that coalesces edits.

use super::actor::Answered;
use super::view::View;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

pub type PresentFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, PresentError>> + Send + 'a>>;

#[derive(Debug, thiserror::Error)]
pub enum PresentError {
    /// The message or token no longer exists (deleted, expired).
    #[error("gone: {0}")]
    Gone(String),
    /// The message is too old to edit (Discord caps edits of old messages: 30046).
    #[error("too old to edit: {0}")]
    TooOld(String),
    /// The bot can no longer see or write the channel (deleted, access removed, the
    /// bot left the server): retrying would only add invalid requests.
    #[error("channel lost: {0}")]
    ChannelLost(String),
    /// The thread is archived: nothing can change in it until someone brings it back.
    #[error("archived thread: {0}")]
    Archived(String),
    /// Discord refused or failed after retries.
    #[error("failed: {0}")]
    Failed(String),
}

/// The outward calls a table makes. Implementations retry transient failures.
pub trait Presenter: Send + Sync + 'static {
    /// Post a public message; returns its id.
    fn post(&self, channel: u64, view: View) -> PresentFuture<'_, u64>;
    fn edit(&self, channel: u64, message: u64, view: View) -> PresentFuture<'_, ()>;
    /// Edit a player's private view through its interaction token.
    fn edit_private(&self, token: String, view: View) -> PresentFuture<'_, ()>;
    /// Create a public thread under `channel`; returns the thread's channel id.
    fn create_thread(&self, channel: u64, name: String) -> PresentFuture<'_, u64>;
    /// Take an archived thread out of the archive. Presenters that never open
    /// threads have none to bring back.
    fn unarchive(&self, _thread: u64) -> PresentFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }
}

/// A change to show, sent from the table actor to its publisher.
pub(crate) enum PublishJob {
    Public {
        channel: u64,
        message: u64,
        view: View,
        /// The click whose answer shows this very view on the message, if any.
        shown_by: Option<watch::Receiver<Answered>>,
    },
    Private {
        token: String,
        view: View,
        answered: Option<watch::Receiver<Answered>>,
    },
}

/// The counter of the view the table message is known to show, written by the
/// publisher and saved by the table with its next write.
#[derive(Debug, Default)]
pub(crate) struct ShownCounter(std::sync::atomic::AtomicU64);

impl ShownCounter {
    pub(crate) fn starting_at(counter: Option<u64>) -> ShownCounter {
        ShownCounter(std::sync::atomic::AtomicU64::new(
            counter.map_or(0, |c| c + 1),
        ))
    }

    fn set(&self, counter: u64) {
        self.0
            .store(counter + 1, std::sync::atomic::Ordering::Relaxed);
    }

    pub(crate) fn get(&self) -> Option<u64> {
        self.0
            .load(std::sync::atomic::Ordering::Relaxed)
            .checked_sub(1)
    }
}

/// A public view waiting to be shown: channel, message, view, and the click whose
/// answer may already show it.
type PublicJob = (u64, u64, View, Option<watch::Receiver<Answered>>);

/// What the publisher tells its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PublisherNews {
    /// The table message was posted again (the old one was deleted or too old to edit).
    Moved { old: u64, new: u64 },
    /// The channel cannot be reached any more: the table should end.
    ChannelLost,
}

/// Runs beside a table actor: shows the latest public view at most once per `interval`
/// (older pending views are dropped), and private views as soon as their interaction
/// has been answered. Ends when the actor drops its sender, after the last jobs.
///
/// A failed edit is never retried in a loop: a deleted or too old message is posted
/// again once; an archived thread is taken out of the archive and the edit tried once
/// more (a locked one waits for the next change); a lost channel stops all public
/// edits and ends the table.
pub(crate) async fn run_publisher(
    mut jobs: mpsc::UnboundedReceiver<Box<PublishJob>>,
    presenter: Arc<dyn Presenter>,
    interval: Duration,
    news: impl Fn(PublisherNews) + Send + 'static,
    shown: Arc<ShownCounter>,
) {
    let mut channel_lost = false;
    // Messages posted again (old id → new id): jobs queued before the table heard of
    // the move still name the old message, which must not be reposted twice.
    let mut moved: HashMap<u64, u64> = HashMap::new();
    let mut public: Option<PublicJob> = None;
    let mut private: HashMap<String, (View, Option<watch::Receiver<Answered>>)> = HashMap::new();
    let mut private_order: Vec<String> = Vec::new();
    let mut last_public: Option<Instant> = None;
    // When the last edit of the table message came back.
    let mut last_public_done: Option<Instant> = None;
    let mut open = true;
    loop {
        if public.is_none() && private.is_empty() {
            if !open {
                return;
            }
            match jobs.recv().await {
                Some(job) => add(*job, &mut public, &mut private, &mut private_order),
                None => return,
            }
        }
        loop {
            match jobs.try_recv() {
                Ok(job) => add(*job, &mut public, &mut private, &mut private_order),
                Err(mpsc::error::TryRecvError::Empty) => break,
                Err(mpsc::error::TryRecvError::Disconnected) => {
                    open = false;
                    break;
                }
            }
        }
        for token in private_order.drain(..) {
            let Some((view, answered)) = private.remove(&token) else {
                continue;
            };
            if let Some(mut answered) = answered {
                // Editing @original before the interaction is answered is refused.
                let _ = tokio::time::timeout(
                    Duration::from_secs(3),
                    answered.wait_for(|a| *a != Answered::No),
                )
                .await;
            }
            if let Err(err) = presenter.edit_private(token, view).await {
                tracing::debug!(%err, "private view not refreshed");
            }
        }
        if let Some((channel, mut message, view, shown_by)) = public.take() {
            // A click's answer showed the view on the message it named; once that
            // message was posted again, only an edit reaches the new one.
            let answer_reaches = !moved.contains_key(&message);
            while let Some(&new) = moved.get(&message) {
                message = new;
            }
            if let Some(mut shown_by) = shown_by.clone().filter(|_| answer_reaches) {
                // The click's UPDATE_MESSAGE carries this view. If it was sent after our
                // last edit finished, the message shows it and an edit would only repeat
                // it (and spend the channel's edit budget).
                let waited = tokio::time::timeout(
                    Duration::from_secs(3),
                    shown_by.wait_for(|a| *a != Answered::No),
                )
                .await;
                let answer = match waited {
                    Ok(Ok(answer)) => Some(*answer),
                    _ => None,
                };
                if let Some(Answered::WithTheTable(sent)) = answer {
                    if last_public_done.is_none_or(|done| sent > done) {
                        shown.set(view.stamp.counter);
                        continue;
                    }
                }
            }
            let due = last_public
                .map(|at| at + interval)
                .unwrap_or_else(Instant::now);
            if open && Instant::now() < due {
                public = Some((channel, message, view, shown_by.filter(|_| answer_reaches)));
                tokio::select! {
                    _ = tokio::time::sleep_until(due) => {}
                    job = jobs.recv() => match job {
                        Some(job) => add(*job, &mut public, &mut private, &mut private_order),
                        None => open = false,
                    },
                }
                continue;
            }
            if channel_lost {
                continue;
            }
            let counter = view.stamp.counter;
            let mut edited = presenter.edit(channel, message, view.clone()).await;
            if let Err(PresentError::Archived(reason)) = &edited {
                // Discord archived the thread for inactivity; the game goes on in it.
                tracing::info!(%reason, channel, "thread archived; taking it out");
                // A locked thread (a moderator's choice) stays archived and the table
                // waits, as when the thread cannot be taken out.
                if presenter.unarchive(channel).await.is_ok() {
                    edited = presenter.edit(channel, message, view.clone()).await;
                }
            }
            let edited = match edited {
                Err(PresentError::Gone(reason) | PresentError::TooOld(reason)) => {
                    tracing::info!(%reason, channel, "table message gone or too old; posting it again");
                    match presenter.post(channel, view).await {
                        Ok(new) => {
                            moved.insert(message, new);
                            news(PublisherNews::Moved { old: message, new });
                            Ok(())
                        }
                        Err(err) => Err(err),
                    }
                }
                other => other,
            };
            match edited {
                Ok(()) => shown.set(counter),
                Err(PresentError::ChannelLost(reason)) => {
                    tracing::warn!(%reason, channel, "channel lost; the table ends");
                    channel_lost = true;
                    news(PublisherNews::ChannelLost);
                }
                Err(PresentError::Archived(reason)) => {
                    tracing::info!(%reason, channel, "thread archived and locked; the table waits")
                }
                Err(err) => tracing::warn!(%err, channel, "table message not updated"),
            }
            last_public = Some(Instant::now());
            last_public_done = last_public;
        }
    }
}

fn add(
    job: PublishJob,
    public: &mut Option<PublicJob>,
    private: &mut HashMap<String, (View, Option<watch::Receiver<Answered>>)>,
    order: &mut Vec<String>,
) {
    match job {
        PublishJob::Public {
            channel,
            message,
            view,
            shown_by,
        } => *public = Some((channel, message, view, shown_by)),
        PublishJob::Private {
            token,
            view,
            answered,
        } => {
            if !private.contains_key(&token) {
                order.push(token.clone());
            }
            private.insert(token, (view, answered));
        }
    }
}
