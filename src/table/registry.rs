//! The registry: [`Tables`], the set of live tables of this process (running, asleep
//! or being opened), the lookups on it, the limits on opening more, and starting a
//! table's actor (with its publisher and supervisor).

use super::actor::{Actor, TableMsg};
use super::hosting::{Formation, Hosted, HostedMatch};
use super::presenter::{self, run_publisher, Presenter, PublisherNews, ShownCounter};
use super::record::{TableRecord, TableSummary};
use super::text::Notice;
use super::view::View;
use super::{outage, work, Catalog, TableConfig, MAX_SOLO_TABLES, MAX_TABLES_PER_PERSON};
use crate::clock::now_ms;
use crate::store::Store;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// The token of the interaction that opened a table on interactions alone, and whether
/// it has been answered yet: the table message is that answer.
pub(crate) type OpeningAnswer = (String, tokio::sync::watch::Receiver<super::actor::Answered>);

pub(super) struct Handle {
    /// The running actor's inbox; `None` while the table sleeps (restored with nothing
    /// to do: no actor, no memory but this handle, until something wakes it).
    pub(super) inbox: Option<mpsc::Sender<TableMsg>>,
    pub(super) game: String,
    pub(super) guild: Option<u64>,
    pub(super) channel: u64,
    /// Who opened the table, for the per-person limits on open tables.
    pub(super) host: Option<u64>,
    /// The people a sleeping table names, as it went to sleep (`None`: not known).
    pub(super) people: Option<Vec<u64>>,
}

#[derive(Default)]
pub(super) struct Live {
    pub(super) by_id: HashMap<u64, Handle>,
    pub(super) by_channel: HashMap<u64, u64>,
    /// Tables being opened (their channel reserved, not yet running), by id: they count
    /// towards the limits, so ten starts at once cannot all pass the check.
    pub(super) opening: HashMap<u64, Handle>,
}

impl Live {
    /// Enter a table in the live set, running (with its actor's inbox) or asleep.
    pub(super) fn enter(
        &mut self,
        id: u64,
        inbox: Option<mpsc::Sender<TableMsg>>,
        summary: &TableSummary,
    ) {
        self.by_channel.insert(summary.channel_id, id);
        self.by_id.insert(
            id,
            Handle {
                inbox,
                game: summary.game.clone(),
                guild: summary.guild_id,
                channel: summary.channel_id,
                host: summary.host,
                people: summary.people.clone(),
            },
        );
    }
}

pub(crate) struct Shared {
    pub store: Store,
    pub presenter: Arc<dyn Presenter>,
    pub catalog: Catalog,
    pub config: TableConfig,
    live: Mutex<Live>,
    pub(super) accepting: AtomicBool,
    /// Set when the store keeps failing: the process should exit and be restarted.
    fatal: tokio::sync::watch::Sender<bool>,
    /// Whether Discord's gateway is connected: clocks that wait on a person stand still
    /// while it is not.
    pub gateway: tokio::sync::watch::Sender<outage::Gateway>,
    /// Whether the gateway is connected now: false until it first is, and during an
    /// outage (readiness and metrics).
    gateway_connected: AtomicBool,
    /// The one queue for game work (see [`work`]).
    pub work: work::WorkQueue,
    /// Store failures in a row, across every table of the process.
    store_failures: std::sync::atomic::AtomicU32,
}

/// Failed writes or flushes in a row (across the process) after which the bot stops and
/// exits to be restarted.
pub(crate) const FAILURES_BEFORE_EXIT: u32 = 5;

impl Shared {
    /// Remove a finished table from the live set.
    pub(crate) fn forget(&self, id: u64, channel: u64) {
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        live.by_id.remove(&id);
        if live.by_channel.get(&channel) == Some(&id) {
            live.by_channel.remove(&channel);
        }
    }

    /// A write or flush failed: after [`FAILURES_BEFORE_EXIT`] in a row, whichever
    /// tables they came from, the bot stops.
    pub(crate) fn store_failed(&self) {
        let failures = self.store_failures.fetch_add(1, Ordering::SeqCst) + 1;
        if failures >= FAILURES_BEFORE_EXIT {
            self.store_failed_for_good();
        }
    }

    /// A change reached the disk: failures no longer come in a row.
    pub(crate) fn store_worked(&self) {
        self.store_failures.store(0, Ordering::SeqCst);
    }

    /// The disk did not answer within the store's deadline: nothing more can be made
    /// durable, so the bot stops at once (the click that waited is answered first).
    pub(crate) fn store_hung(&self, err: &crate::store::StoreError) {
        tracing::error!(%err, "the database is not answering; exiting so a supervisor restarts the bot");
        self.store_failed_for_good();
    }

    /// The store keeps failing: stop taking clicks and ask the process to exit, so a
    /// supervisor restarts it (every acknowledged change is already on disk).
    pub(crate) fn store_failed_for_good(&self) {
        if self.accepting.swap(false, Ordering::SeqCst) {
            tracing::error!("the database keeps failing; no more clicks are taken, exiting");
        }
        self.fatal.send_replace(true);
    }
}

/// Watch a table's actor: if it panics, the table must not hold its channel until a
/// restart. Log it, archive the table as broken, free the channel and tell the players.
async fn supervise(
    shared: Arc<Shared>,
    id: u64,
    channel: u64,
    running: tokio::task::JoinHandle<()>,
) {
    let ended = running.await;
    let panicked = matches!(&ended, Err(err) if err.is_panic());
    if panicked {
        tracing::error!(
            table = id,
            channel,
            "table actor panicked; the table is marked broken"
        );
        shared.forget(id, channel);
        // Archived under the actor's claim (its end is fenced as its writes were).
        if let Ok(Some(mut record)) = shared.store.tables().load::<TableRecord>(id) {
            record.mark_broken();
            if let Err(err) = shared.store.tables().archive(id, &record) {
                tracing::error!(table = id, %err, "broken table not archived");
            }
        }
    }
    // The actor stopped: another process may run the table now.
    shared.store.release_table(id);
    if !panicked {
        return;
    }
    let _ = shared
        .presenter
        .post(channel, View::text(Notice::TableBroken.to_string()))
        .await;
}

/// A place held within the limits while a table is being made (see
/// [`Tables::hold_place`]); released on drop.
pub struct PlaceHold {
    tables: Tables,
    key: u64,
}

impl Drop for PlaceHold {
    fn drop(&mut self) {
        self.tables.lock().opening.remove(&self.key);
    }
}

/// All live tables of this process.
#[derive(Clone)]
pub struct Tables {
    pub(super) shared: Arc<Shared>,
}

impl Tables {
    pub fn new(
        store: Store,
        presenter: Arc<dyn Presenter>,
        catalog: Catalog,
        config: TableConfig,
    ) -> Tables {
        Tables {
            shared: Arc::new(Shared {
                store,
                presenter,
                catalog,
                config,
                live: Mutex::new(Live::default()),
                accepting: AtomicBool::new(true),
                fatal: tokio::sync::watch::channel(false).0,
                gateway: tokio::sync::watch::channel(outage::Gateway::default()).0,
                gateway_connected: AtomicBool::new(false),
                work: work::WorkQueue::default(),
                store_failures: Default::default(),
            }),
        }
    }

    /// The gateway is not connected: clocks that wait on a person stand still.
    pub fn gateway_down(&self) {
        self.gateway_down_since(now_ms());
    }

    /// The gateway is not connected, and was last known connected at `since_ms`: the
    /// outage counts from then (it is noticed only seconds later).
    pub fn gateway_down_since(&self, since_ms: u64) {
        self.shared.gateway_connected.store(false, Ordering::SeqCst);
        self.shared.gateway.send_if_modified(|gateway| {
            if gateway.is_down() {
                return false;
            }
            tracing::warn!("the gateway is not connected; turn clocks stand still");
            gateway.down_since = Some(since_ms.min(now_ms()));
            true
        });
    }

    /// The gateway is connected again: every clock that stood still goes on, with at
    /// least a whole turn for a person whose clock was running.
    pub fn gateway_up(&self) {
        self.shared.gateway_connected.store(true, Ordering::SeqCst);
        self.shared.gateway.send_if_modified(|gateway| {
            let Some(from_ms) = gateway.down_since.take() else {
                return false;
            };
            let to_ms = now_ms();
            tracing::info!(
                secs = (to_ms - from_ms) / 1000,
                "the gateway is back; clocks go on"
            );
            gateway.last_outage = Some(outage::Outage { from_ms, to_ms });
            true
        });
    }

    /// Whether the gateway is connected: since it was first, and not during an outage.
    pub fn gateway_connected(&self) -> bool {
        self.shared.gateway_connected.load(Ordering::SeqCst)
    }

    /// Live tables (running or asleep) by game code.
    pub fn live_by_game(&self) -> Vec<(String, usize)> {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for handle in self.lock().by_id.values() {
            *counts.entry(handle.game.clone()).or_default() += 1;
        }
        let mut counts: Vec<_> = counts.into_iter().collect();
        counts.sort();
        counts
    }

    /// Pieces of game work waiting for a slot, and running (see [`work`]).
    pub fn work_depth(&self) -> (usize, usize) {
        self.shared.work.depth()
    }

    pub fn catalog(&self) -> &Catalog {
        &self.shared.catalog
    }

    pub fn presenter(&self) -> Arc<dyn Presenter> {
        self.shared.presenter.clone()
    }

    pub fn store(&self) -> &Store {
        &self.shared.store
    }

    /// The web side's public base URL (`WEB_URL`), when it runs.
    pub fn web_url(&self) -> Option<&str> {
        self.shared.config.web_url.as_deref()
    }

    pub fn live_count(&self) -> usize {
        self.lock().by_id.len()
    }

    /// Live tables with a running actor (the others sleep until something wakes them).
    pub fn running_count(&self) -> usize {
        self.lock()
            .by_id
            .values()
            .filter(|h| h.inbox.is_some())
            .count()
    }

    /// Resolves when the tables cannot go on (the store keeps failing).
    pub async fn failed(&self) {
        let mut fatal = self.shared.fatal.subscribe();
        let _ = fatal.wait_for(|failed| *failed).await;
    }

    /// Whether clicks are still taken (false while shutting down).
    pub fn accepting(&self) -> bool {
        self.shared.accepting.load(Ordering::SeqCst)
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, Live> {
        self.shared.live.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The live table in a channel, if any: (table id, game code).
    pub fn table_in(&self, channel: u64) -> Option<(u64, String)> {
        let live = self.lock();
        let id = *live.by_channel.get(&channel)?;
        live.by_id.get(&id).map(|h| (id, h.game.clone()))
    }

    /// Whether `person` may open another table of `hosted` in `guild`: at most
    /// [`MAX_SOLO_TABLES`] solitaire tables and [`MAX_TABLES_PER_PERSON`] tables of any
    /// game per person (the refusals link the open ones), and at most the configured
    /// number of open tables per server.
    pub(super) fn within_limits(
        &self,
        live: &Live,
        hosted: &Arc<dyn Hosted>,
        guild: Option<u64>,
        person: u64,
    ) -> Result<(), Notice> {
        let tables = || live.by_id.values().chain(live.opening.values());
        let links = |open: &[&Handle]| -> String {
            open.iter()
                .map(|h| {
                    let guild = h.guild.map_or("@me".to_string(), |g| g.to_string());
                    format!("https://discord.com/channels/{guild}/{}", h.channel)
                })
                .collect::<Vec<String>>()
                .join(" ")
        };
        let own: Vec<&Handle> = tables().filter(|h| h.host == Some(person)).collect();
        if own.len() >= MAX_TABLES_PER_PERSON {
            return Err(Notice::TooManyOwnTables(own.len(), links(&own)));
        }
        if hosted.formation() == Formation::Solo {
            let is_solo = |game: &str| {
                self.shared
                    .catalog
                    .get(game)
                    .is_some_and(|g| g.formation() == Formation::Solo)
            };
            let open: Vec<&Handle> = tables()
                .filter(|h| h.host == Some(person) && is_solo(&h.game))
                .collect();
            if open.len() >= MAX_SOLO_TABLES {
                return Err(Notice::TooManySoloTables(open.len(), links(&open)));
            }
        }
        let cap = self.shared.config.max_tables_per_server;
        if let (Some(guild), true) = (guild, cap > 0) {
            let open = tables().filter(|h| h.guild == Some(guild)).count();
            if open >= cap {
                return Err(Notice::TooManyServerTables(cap));
            }
        }
        Ok(())
    }

    /// Hold a place within the limits for `person`'s new table of `game` in `guild`,
    /// before anything is made for it (a solitaire's thread): ten starts at once hold
    /// three places, and the rest are refused before any thread exists. The place is
    /// released when the hold drops; open the table with `place_held` meanwhile.
    pub fn hold_place(
        &self,
        game: &str,
        guild: Option<u64>,
        person: u64,
    ) -> Result<PlaceHold, Notice> {
        static NEXT_HOLD: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let hosted = self.shared.catalog.get(game).ok_or(Notice::UnknownGame)?;
        let mut live = self.lock();
        self.within_limits(&live, &hosted, guild, person)?;
        // Keys from the top of the range, far from any table id.
        let key = u64::MAX - NEXT_HOLD.fetch_add(1, Ordering::Relaxed);
        live.opening.insert(
            key,
            Handle {
                inbox: None,
                game: hosted.code().to_string(),
                guild,
                channel: 0,
                host: Some(person),
                people: Some(Vec::new()),
            },
        );
        Ok(PlaceHold {
            tables: self.clone(),
            key,
        })
    }

    /// Run a table this process has claimed (see [`Tables::claim`]); its actor holds
    /// the claim until it stops.
    pub(super) fn spawn(
        &self,
        record: TableRecord,
        game: Option<Box<dyn HostedMatch>>,
        hosted: Arc<dyn Hosted>,
        opened_by: Option<OpeningAnswer>,
    ) {
        let (inbox_tx, inbox_rx) = mpsc::channel(64);
        self.lock().enter(
            record.id,
            Some(inbox_tx.clone()),
            &TableSummary::of(&record),
        );
        self.run_actor(record, game, hosted, inbox_tx, inbox_rx, opened_by);
    }

    /// Run a registered table's actor (and its publisher) on `inbox`.
    pub(super) fn run_actor(
        &self,
        record: TableRecord,
        game: Option<Box<dyn HostedMatch>>,
        hosted: Arc<dyn Hosted>,
        inbox_tx: mpsc::Sender<TableMsg>,
        inbox_rx: mpsc::Receiver<TableMsg>,
        opened_by: Option<OpeningAnswer>,
    ) {
        // The queue keeps only the latest view of each message: a slow Discord never
        // makes it grow.
        let (publish_tx, publish_rx) = presenter::publish_queue();
        let news_tx = inbox_tx.clone();
        let news = move |news| {
            let msg = match news {
                PublisherNews::Moved { old, new } => TableMsg::MessageMoved { old, new },
                PublisherNews::ChannelLost => TableMsg::ChannelLost,
                PublisherNews::TokenRefused { token } => TableMsg::TokenRefused { token },
                PublisherNews::FollowedUp { token, message } => {
                    TableMsg::FollowedUp { token, message }
                }
            };
            // Never dropped when the inbox is full: the table must hear of it.
            let inbox = news_tx.clone();
            tokio::spawn(async move {
                let _ = inbox.send(msg).await;
            });
        };
        let shown = Arc::new(ShownCounter::starting_at(record.shown_counter));
        tokio::spawn(run_publisher(
            publish_rx,
            self.shared.presenter.clone(),
            self.shared.config.edit_interval,
            news,
            shown.clone(),
        ));
        let (id, channel) = (record.id, record.channel_id);
        let mut actor = Actor::new(record, game, hosted, self.shared.clone(), publish_tx, shown);
        if let Some((token, answered)) = opened_by {
            actor.await_answer(token, answered);
        }
        let running = tokio::spawn(actor.run(inbox_rx));
        tokio::spawn(supervise(self.shared.clone(), id, channel, running));
    }
}
