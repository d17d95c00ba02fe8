//! How a table shows itself, without knowing Discord: the [`Presenter`] trait (the
//! Discord adapter implements it) and the per-table publisher that coalesces edits.

use super::view::View;
use super::webhook::Via;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tokio::time::Instant;

/// How far a click's interaction has been answered (private views wait for an answer
/// before editing `@original`; the table message skips an edit the answer made).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answered {
    No,
    Yes,
    /// By UPDATE_MESSAGE carrying the table's public view, sent at this instant.
    WithTheTable(tokio::time::Instant),
}

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
    /// Edit a table message through an interaction token (`followup`: which follow-up
    /// of the token; `None`: its `@original`); returns the message's id. Where the bot
    /// is not a member, this is how a table changes between clicks.
    fn edit_by_token(
        &self,
        _token: String,
        _followup: Option<u64>,
        _view: View,
    ) -> PresentFuture<'_, u64> {
        Box::pin(async { Err(PresentError::Failed("no interaction webhooks here".into())) })
    }
    /// Post a public follow-up of an interaction; returns its id.
    fn follow_up(&self, _token: String, _view: View) -> PresentFuture<'_, u64> {
        Box::pin(async { Err(PresentError::Failed("no interaction webhooks here".into())) })
    }
}

/// The token a public view goes through, and whether its interaction was answered
/// (a token's message cannot be edited before).
pub(crate) type ByToken = (Via, Option<watch::Receiver<Answered>>);

/// A change to show, sent from the table actor to its publisher.
pub(crate) enum PublishJob {
    Public {
        channel: u64,
        message: u64,
        view: View,
        /// The click whose answer shows this very view on the message, if any.
        shown_by: Option<watch::Receiver<Answered>>,
        /// Where the bot is not a member: the interaction token that reaches the
        /// message, instead of the channel.
        by_token: Option<ByToken>,
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
type PublicJob = (
    u64,
    u64,
    View,
    Option<watch::Receiver<Answered>>,
    Option<ByToken>,
);

/// Private views waiting to be shown, by interaction token, and the order they came in.
type PrivateJobs = HashMap<String, (View, Option<watch::Receiver<Answered>>)>;

/// The queue between a table and its publisher. It holds at most the latest public
/// view and the latest view of each private message: a newer view replaces an unsent
/// older one, so while Discord is slow the queue keeps what is worth sending instead of
/// every view the table made.
pub(crate) fn publish_queue() -> (PublishSender, PublishReceiver) {
    let shared = Arc::new(QueueShared::default());
    (PublishSender(shared.clone()), PublishReceiver(shared))
}

#[derive(Default)]
struct QueueShared {
    pending: Mutex<Pending>,
    wake: Notify,
}

#[derive(Default)]
struct Pending {
    public: Option<PublicJob>,
    private: PrivateJobs,
    order: Vec<String>,
    /// The table dropped its sender: nothing more will come.
    closed: bool,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.public.is_none() && self.private.is_empty()
    }

    fn take(&mut self) -> Vec<PublishJob> {
        let mut jobs = Vec::new();
        for token in self.order.drain(..) {
            if let Some((view, answered)) = self.private.remove(&token) {
                jobs.push(PublishJob::Private {
                    token,
                    view,
                    answered,
                });
            }
        }
        if let Some((channel, message, view, shown_by, by_token)) = self.public.take() {
            jobs.push(PublishJob::Public {
                channel,
                message,
                view,
                shown_by,
                by_token,
            });
        }
        jobs
    }
}

impl QueueShared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The table's end of the queue.
pub(crate) struct PublishSender(Arc<QueueShared>);

impl PublishSender {
    /// Queue a view, replacing an unsent older view of the same message.
    pub(crate) fn send(&self, job: Box<PublishJob>) {
        {
            let mut pending = self.0.lock();
            let pending = &mut *pending;
            add(
                *job,
                &mut pending.public,
                &mut pending.private,
                &mut pending.order,
            );
        }
        self.0.wake.notify_one();
    }

    /// How many views wait to be sent.
    #[cfg(test)]
    pub(crate) fn queued(&self) -> usize {
        let pending = self.0.lock();
        usize::from(pending.public.is_some()) + pending.private.len()
    }
}

impl Drop for PublishSender {
    fn drop(&mut self) {
        self.0.lock().closed = true;
        self.0.wake.notify_one();
    }
}

/// The publisher's end of the queue.
pub(crate) struct PublishReceiver(Arc<QueueShared>);

impl PublishReceiver {
    /// Every queued job, waiting for one; `None` once the table is gone and nothing is
    /// left.
    async fn recv(&mut self) -> Option<Vec<PublishJob>> {
        loop {
            {
                let mut pending = self.0.lock();
                if !pending.is_empty() {
                    return Some(pending.take());
                }
                if pending.closed {
                    return None;
                }
            }
            self.0.wake.notified().await;
        }
    }

    /// Every queued job now (perhaps none); `None` once the table is gone and nothing
    /// is left.
    fn try_recv(&mut self) -> Option<Vec<PublishJob>> {
        let mut pending = self.0.lock();
        if pending.is_empty() && pending.closed {
            return None;
        }
        Some(pending.take())
    }
}

/// A message posted again may be posted again later: following the moves from an old id
/// reaches the newest, in at most this many steps (a move to itself or a cycle stops
/// there instead of looping for ever).
const MAX_MOVES_FOLLOWED: usize = 16;

/// The newest id of `message` after the moves the publisher made.
fn follow_moves(moved: &HashMap<u64, u64>, mut message: u64) -> u64 {
    for _ in 0..MAX_MOVES_FOLLOWED {
        match moved.get(&message) {
            Some(&new) if new != message => message = new,
            _ => break,
        }
    }
    message
}

/// What the publisher tells its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PublisherNews {
    /// The table message was posted again (the old one was deleted or too old to edit).
    Moved { old: u64, new: u64 },
    /// The channel cannot be reached any more: the table should end.
    ChannelLost,
    /// Discord refused an interaction token (expired, or refused early).
    TokenRefused { token: String },
    /// The table was posted again as a follow-up `message` of the spare token.
    FollowedUp { token: String, message: u64 },
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
    mut jobs: PublishReceiver,
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
    let mut private: PrivateJobs = HashMap::new();
    let mut private_order: Vec<String> = Vec::new();
    let mut last_public: Option<Instant> = None;
    // Follow-ups posted as the table message, by the token that posted them.
    let mut posted_by: HashMap<String, u64> = HashMap::new();
    // When the last edit of the table message came back.
    let mut last_public_done: Option<Instant> = None;
    let mut open = true;
    loop {
        if public.is_none() && private.is_empty() {
            if !open {
                return;
            }
            match jobs.recv().await {
                Some(batch) => {
                    for job in batch {
                        add(job, &mut public, &mut private, &mut private_order);
                    }
                }
                None => return,
            }
        }
        match jobs.try_recv() {
            Some(batch) => {
                for job in batch {
                    add(job, &mut public, &mut private, &mut private_order);
                }
            }
            None => open = false,
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
        if let Some((channel, mut message, view, shown_by, by_token)) = public.take() {
            // A click's answer showed the view on the message it named; once that
            // message was posted again, only an edit reaches the new one.
            let answer_reaches = !moved.contains_key(&message);
            message = follow_moves(&moved, message);
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
                public = Some((
                    channel,
                    message,
                    view,
                    shown_by.filter(|_| answer_reaches),
                    by_token,
                ));
                tokio::select! {
                    _ = tokio::time::sleep_until(due) => {}
                    batch = jobs.recv() => match batch {
                        Some(batch) => {
                            for job in batch {
                                add(job, &mut public, &mut private, &mut private_order);
                            }
                        }
                        None => open = false,
                    },
                }
                continue;
            }
            if let Some((via, answered)) = by_token {
                let via = match via {
                    // A token posts the table once; later views edit that follow-up.
                    Via::FollowUp { token } => match posted_by.get(&token) {
                        Some(&followup) => Via::Edit {
                            token,
                            followup: Some(followup),
                        },
                        None => Via::FollowUp { token },
                    },
                    edit => edit,
                };
                let counter = view.stamp.counter;
                match show_by_token(presenter.as_ref(), via, answered, view).await {
                    Ok((message, followed)) => {
                        shown.set(counter);
                        if let Some(token) = followed {
                            posted_by.insert(token.clone(), message);
                            news(PublisherNews::FollowedUp { token, message });
                        }
                    }
                    Err((token, err)) => {
                        // The state is stored; the next click shows it.
                        tracing::info!(%err, "table message not reached through its token");
                        news(PublisherNews::TokenRefused { token });
                    }
                }
                last_public = Some(Instant::now());
                last_public_done = last_public;
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
                            if new != message {
                                moved.insert(message, new);
                            }
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

/// Show a public view through an interaction token, once its interaction is answered.
/// Returns the message shown and, when it was posted as a follow-up, the token that
/// posted it; or the refused token.
pub(crate) async fn show_by_token(
    presenter: &dyn Presenter,
    via: Via,
    answered: Option<watch::Receiver<Answered>>,
    view: View,
) -> Result<(u64, Option<String>), (String, PresentError)> {
    if let Some(mut answered) = answered {
        // A token's message cannot be edited, nor a follow-up sent, before its
        // interaction is answered.
        let _ = tokio::time::timeout(
            Duration::from_secs(3),
            answered.wait_for(|a| *a != Answered::No),
        )
        .await;
    }
    match via {
        Via::Edit { token, followup } => presenter
            .edit_by_token(token.clone(), followup, view)
            .await
            .map(|message| (message, None))
            .map_err(|err| (token, err)),
        Via::FollowUp { token } => match presenter.follow_up(token.clone(), view).await {
            Ok(message) => Ok((message, Some(token))),
            Err(err) => Err((token, err)),
        },
    }
}

fn add(
    job: PublishJob,
    public: &mut Option<PublicJob>,
    private: &mut PrivateJobs,
    order: &mut Vec<String>,
) {
    match job {
        PublishJob::Public {
            channel,
            message,
            view,
            shown_by,
            by_token,
        } => *public = Some((channel, message, view, shown_by, by_token)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::{Picture, Stamp};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A Discord that answers edits of `gone` with 404 (posting returns `repost`), and
    /// holds every edit until `open` lets it through.
    struct Slow {
        open: tokio::sync::Semaphore,
        gone: u64,
        repost: u64,
        edits: Mutex<Vec<(u64, u64)>>,
        posts: AtomicUsize,
    }

    impl Slow {
        fn new(gone: u64, repost: u64, open: usize) -> Arc<Slow> {
            Arc::new(Slow {
                open: tokio::sync::Semaphore::new(open),
                gone,
                repost,
                edits: Mutex::new(Vec::new()),
                posts: AtomicUsize::new(0),
            })
        }

        fn edits(&self) -> Vec<(u64, u64)> {
            self.edits.lock().unwrap().clone()
        }
    }

    impl Presenter for Slow {
        fn post(&self, _channel: u64, _view: View) -> PresentFuture<'_, u64> {
            self.posts.fetch_add(1, Ordering::SeqCst);
            Box::pin(async move { Ok(self.repost) })
        }

        fn edit(&self, _channel: u64, message: u64, view: View) -> PresentFuture<'_, ()> {
            Box::pin(async move {
                self.open.acquire().await.unwrap().forget();
                self.edits
                    .lock()
                    .unwrap()
                    .push((message, view.stamp.counter));
                if message == self.gone {
                    return Err(PresentError::Gone("deleted".into()));
                }
                Ok(())
            })
        }

        fn edit_private(&self, _token: String, _view: View) -> PresentFuture<'_, ()> {
            Box::pin(async { Ok(()) })
        }

        fn create_thread(&self, _channel: u64, _name: String) -> PresentFuture<'_, u64> {
            Box::pin(async { Ok(1) })
        }
    }

    /// A public view of state `counter` for message `message`; it holds `alive` while
    /// it exists.
    fn job(message: u64, counter: u64, alive: &Arc<()>) -> Box<PublishJob> {
        let alive = alive.clone();
        let view = View {
            picture: Some(Picture::later("t.png", move || {
                let _ = &alive;
                Vec::new()
            })),
            stamp: Stamp {
                guild: None,
                game: "uno".into(),
                table: 1,
                counter,
                answer: 0,
            },
            ..View::default()
        };
        Box::new(PublishJob::Public {
            channel: 9,
            message,
            view,
            shown_by: None,
            by_token: None,
        })
    }

    fn start(presenter: Arc<Slow>) -> PublishSender {
        let (tx, rx) = publish_queue();
        tokio::spawn(run_publisher(
            rx,
            presenter,
            Duration::ZERO,
            |_| {},
            Arc::new(ShownCounter::default()),
        ));
        tx
    }

    async fn until(what: &str, mut done: impl FnMut() -> bool) {
        for _ in 0..500 {
            if done() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("{what} never happened");
    }

    /// While Discord is slow the table keeps changing: only the newest unsent view
    /// waits, not every view made meanwhile.
    #[tokio::test]
    async fn a_slow_discord_keeps_only_the_latest_public_view_queued() {
        let discord = Slow::new(0, 0, 0);
        let tx = start(discord.clone());
        let first = Arc::new(());
        tx.send(job(5, 1, &first));
        // The first edit is under way (and held); the table makes 100 more views.
        until("the first edit", || tx.queued() == 0).await;
        let later = Arc::new(());
        for counter in 2..=101 {
            tx.send(job(5, counter, &later));
        }
        assert!(tx.queued() <= 1, "{} views queued", tx.queued());
        // Only the newest view is kept alive (the test's own handle plus one).
        assert!(
            Arc::strong_count(&later) <= 2,
            "{} views alive",
            Arc::strong_count(&later) - 1
        );
        discord.open.add_permits(1000);
        until("the newest view shown", || {
            discord.edits().last() == Some(&(5, 101))
        })
        .await;
        assert_eq!(discord.edits(), vec![(5, 1), (5, 101)]);
    }

    /// A message "posted again" under its own id (or in a cycle) is not followed for
    /// ever: the publisher goes on with the next view.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_message_that_moved_to_itself_is_not_followed_for_ever() {
        // Edits of 5 are refused as gone, and posting again returns 5.
        let discord = Slow::new(5, 5, 1000);
        let tx = start(discord.clone());
        let alive = Arc::new(());
        tx.send(job(5, 1, &alive));
        until("the repost", || discord.posts.load(Ordering::SeqCst) == 1).await;
        tx.send(job(5, 2, &alive));
        until("the next edit", || discord.edits().len() == 2).await;
        assert_eq!(discord.edits(), vec![(5, 1), (5, 2)]);
    }

    #[test]
    fn moves_are_followed_to_the_newest_message_and_no_further() {
        let moved: HashMap<u64, u64> = [(1, 2), (2, 3), (7, 8), (8, 7), (9, 9)].into();
        assert_eq!(follow_moves(&moved, 1), 3);
        assert_eq!(follow_moves(&moved, 4), 4);
        assert_eq!(follow_moves(&moved, 9), 9);
        let cycled = follow_moves(&moved, 7);
        assert!(cycled == 7 || cycled == 8);
    }
}
