//! Tables: one actor per live table (a channel or a thread), at most one per channel.
//!
//! [`Tables`] is the front door the Discord adapter calls: open a table from a slash
//! command, route a click to its table, end a table, restore every live table at
//! start-up, stop them at shutdown. It knows no Discord types; the adapter gives it a
//! [`Presenter`] for the outward calls.

pub mod actor;
pub mod clock;
pub mod game;
pub mod hosting;
pub mod outage;
pub mod presenter;
pub mod record;
pub mod text;
pub mod verb;
pub mod view;
pub mod work;

use crate::i18n::Text;
use crate::render::text_escape as escape;
use crate::store::Store;
use actor::{Actor, Click, TableMsg};
use game::{Formation, GameDef, Options};
use presenter::{run_publisher, Presenter, PublisherNews, ShownCounter};
use record::{now_ms, Deadline, DeadlineKind, Phase, SeatRecord, TableRecord, TableSummary};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use text::Notice;
use tokio::sync::{mpsc, oneshot};
use view::View;

/// The person behind an interaction (identity always from Discord, never a custom_id).
#[derive(Clone, Debug)]
pub struct Person {
    pub id: u64,
    pub name: String,
    /// Has Manage Messages in the channel (may end any table).
    pub can_manage: bool,
}

/// A table's answer to a click.
#[derive(Debug)]
pub enum Reply {
    /// Replace the clicked message (a private view) with this one.
    Update(View),
    /// A new message only the clicker sees.
    Ephemeral(View),
    /// Acknowledge; the public message follows through the publisher.
    Ack,
    /// Not applied, with the reason (shown privately).
    Refused(Text),
}

impl Reply {
    /// The answer's order for its private message (see `Stamp::answer`), 0 if none.
    pub fn answer(&self) -> u64 {
        match self {
            Reply::Update(view) => view.stamp.answer,
            _ => 0,
        }
    }

    /// Paints the answer's picture off the async workers (see [`View::draw_picture`]).
    pub async fn draw_picture(&self) {
        if let Reply::Update(view) | Reply::Ephemeral(view) = self {
            view.draw_picture().await;
        }
    }
}

/// The games this bot hosts.
#[derive(Clone, Default)]
pub struct Catalog(pub Vec<Arc<dyn GameDef>>);

impl Catalog {
    pub fn get(&self, code: &str) -> Option<Arc<dyn GameDef>> {
        self.0.iter().find(|g| g.code() == code).cloned()
    }

    pub fn games(&self) -> impl Iterator<Item = &Arc<dyn GameDef>> {
        self.0.iter()
    }
}

/// Table behaviour a bot host may tune.
#[derive(Clone, Debug)]
pub struct TableConfig {
    pub challenge_timeout: Duration,
    pub ai_delay: Duration,
    pub edit_interval: Duration,
    /// Open tables one server may have at once (0: no limit).
    pub max_tables_per_server: usize,
}

/// Solitaire tables one person may have open at once: each holds a thread and solver
/// work, so a script cannot fill a server with them.
pub const MAX_SOLO_TABLES: usize = 3;

/// A request to open a table, from `/<game> start`.
#[derive(Clone, Debug)]
pub struct OpenRequest {
    pub game: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host: Person,
    pub options: Options,
    /// The opponent's display name, when `opponent` was given.
    pub opponent_name: Option<String>,
    /// The opponent is a bot account (refused).
    pub opponent_is_bot: bool,
    /// The opener already holds a place within the limits ([`Tables::hold_place`]).
    pub place_held: bool,
}

/// Slash options every table understands (added to each game's own).
pub const OPTION_OPPONENT: &str = "opponent";
pub const OPTION_TURN_TIMEOUT: &str = "turn_timeout";
pub const OPTION_THREAD: &str = "thread";
pub const OPTION_SEED: &str = "seed";
/// How long a lobby waits for its host to press Start.
const LOBBY_LIFETIME: Duration = Duration::from_secs(30 * 60);
/// How long `/<game> end` waits for a busy table.
const END_WAIT: Duration = Duration::from_secs(10);
/// How long autocomplete waits for a table's suggestions (Discord allows 3 s in all).
const SUGGEST_WAIT: Duration = Duration::from_millis(2000);
/// Default turn timeout, seconds.
pub const DEFAULT_TURN_TIMEOUT: u64 = 60;

struct Handle {
    /// The running actor's inbox; `None` while the table sleeps (restored with nothing
    /// to do: no actor, no memory but this handle, until something wakes it).
    inbox: Option<mpsc::Sender<TableMsg>>,
    game: String,
    guild: Option<u64>,
    channel: u64,
    /// Who opened the table, for the per-person limit on solitaire tables.
    host: Option<u64>,
}

#[derive(Default)]
struct Live {
    by_id: HashMap<u64, Handle>,
    by_channel: HashMap<u64, u64>,
    /// Tables being opened (their channel reserved, not yet running), by id: they count
    /// towards the limits, so ten starts at once cannot all pass the check.
    opening: HashMap<u64, Handle>,
}

impl Live {
    /// Enter a table in the live set, running (with its actor's inbox) or asleep.
    fn enter(&mut self, id: u64, inbox: Option<mpsc::Sender<TableMsg>>, summary: &TableSummary) {
        self.by_channel.insert(summary.channel_id, id);
        self.by_id.insert(
            id,
            Handle {
                inbox,
                game: summary.game.clone(),
                guild: summary.guild_id,
                channel: summary.channel_id,
                host: summary.host,
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
    accepting: AtomicBool,
    /// Set when the store keeps failing: the process should exit and be restarted.
    fatal: tokio::sync::watch::Sender<bool>,
    /// Whether Discord's gateway is connected: clocks that wait on a person stand still
    /// while it is not.
    pub gateway: tokio::sync::watch::Sender<outage::Gateway>,
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
    let Err(err) = running.await else { return };
    if !err.is_panic() {
        return;
    }
    tracing::error!(
        table = id,
        channel,
        "table actor panicked; the table is marked broken"
    );
    shared.forget(id, channel);
    if let Ok(Some(mut record)) = shared.store.load_table::<TableRecord>(id) {
        mark_broken(&mut record);
        if let Err(err) = shared.store.archive_table(id, &record) {
            tracing::error!(table = id, %err, "broken table not archived");
        }
    }
    let _ = shared
        .presenter
        .post(channel, View::text(Notice::TableBroken.to_string()))
        .await;
}

/// The bot's downtime is not the players': a turn clock (or a solo game's idle clock)
/// that ran out while the bot was down starts again in full, so nobody is timed out,
/// handed to a computer or closed for an outage. Other deadlines (a challenge's
/// expiry, the UNO! window) fire once as due.
fn push_back_clocks(record: &mut TableRecord) {
    let now = now_ms();
    let full_turn = record.turn_timeout_secs * 1000;
    for deadline in &mut record.deadlines {
        if deadline.at_ms > now {
            continue;
        }
        match deadline.kind {
            DeadlineKind::Turn { .. } => deadline.at_ms = now + full_turn,
            DeadlineKind::SoloIdle => deadline.at_ms = now + actor::SOLO_IDLE.as_millis() as u64,
            _ => {}
        }
    }
}

/// Wake each sleeping table when its first deadline comes (`alarms` sorted by time);
/// its actor then keeps its own clocks. Holds the tables weakly, so a stopped bot's
/// store is not kept open by an alarm hours away.
async fn wake_on_time(shared: std::sync::Weak<Shared>, alarms: Vec<(u64, u64)>) {
    for (at, id) in alarms {
        tokio::time::sleep(Duration::from_millis(at.saturating_sub(now_ms()))).await;
        let Some(shared) = shared.upgrade() else {
            return;
        };
        let tables = Tables { shared };
        if !tables.accepting() {
            return;
        }
        tables.inbox_of(id);
    }
}

/// A table that cannot go on (its actor failed, or its stored game is unreadable).
fn mark_broken(record: &mut TableRecord) {
    record.phase = Phase::Finished;
    record.deadlines.clear();
    record.private_views.clear();
    record.result = Some(Notice::TableBroken.to_string());
}

/// A channel claimed for a table being opened; released on drop unless kept.
struct Reservation<'a> {
    tables: &'a Tables,
    channel: u64,
    id: u64,
    kept: bool,
}

impl Reservation<'_> {
    /// The table is running (call after `spawn`, so the limits always see it).
    fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        self.tables.lock().opening.remove(&self.id);
        if !self.kept {
            self.tables.shared.forget(self.id, self.channel);
        }
    }
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
    shared: Arc<Shared>,
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
                work: work::WorkQueue::default(),
                store_failures: Default::default(),
            }),
        }
    }

    /// The gateway is not connected: clocks that wait on a person stand still.
    pub fn gateway_down(&self) {
        self.shared.gateway.send_if_modified(|gateway| {
            if gateway.is_down() {
                return false;
            }
            tracing::warn!("the gateway is not connected; turn clocks stand still");
            gateway.down_since = Some(now_ms());
            true
        });
    }

    /// The gateway is connected again: every clock that stood still goes on, with at
    /// least a whole turn for a person whose clock was running.
    pub fn gateway_up(&self) {
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

    pub fn catalog(&self) -> &Catalog {
        &self.shared.catalog
    }

    pub fn presenter(&self) -> Arc<dyn Presenter> {
        self.shared.presenter.clone()
    }

    pub fn store(&self) -> &Store {
        &self.shared.store
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

    fn lock(&self) -> std::sync::MutexGuard<'_, Live> {
        self.shared.live.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bring back every live table in the store; returns how many. Start-up reads each
    /// table's summary, not its record: a table with nothing to do sleeps (no actor)
    /// until a click, a command or its next deadline wakes it. A table with something
    /// due now starts at once: a deadline that fell while the bot was down (turn clocks
    /// pushed back by the downtime), a message that may be behind, an unarchived end.
    pub fn restore_all(&self) -> usize {
        let store = &self.shared.store;
        match store.add_missing_summaries::<TableRecord>() {
            Ok(0) => {}
            Ok(added) => tracing::info!(added, "tables written by an older version summarized"),
            Err(err) => tracing::error!(%err, "table summaries not completed"),
        }
        let now = now_ms();
        let mut restored = 0;
        let (mut due_now, mut alarms) = (Vec::new(), Vec::new());
        for entry in store.each_summary::<TableSummary>() {
            let (id, summary) = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    tracing::error!(%err, "a table summary could not be read");
                    continue;
                }
            };
            let asleep = !summary.wake_at_start
                && summary.wake_at_ms.is_none_or(|at| at > now)
                && self.shared.catalog.get(&summary.game).is_some();
            if !asleep {
                due_now.push(id);
                continue;
            }
            self.lock().enter(id, None, &summary);
            if let Some(at) = summary.wake_at_ms {
                alarms.push((at, id));
            }
            restored += 1;
        }
        for id in due_now {
            match store.load_table::<TableRecord>(id) {
                Ok(Some(record)) => restored += usize::from(self.restore(record, true)),
                Ok(None) => {}
                Err(err) => {
                    tracing::error!(table = id, %err, "a stored table could not be restored")
                }
            }
        }
        if !alarms.is_empty() {
            alarms.sort_unstable();
            tokio::spawn(wake_on_time(Arc::downgrade(&self.shared), alarms));
        }
        restored
    }

    /// The inbox of a live table's actor, waking the table first if it sleeps.
    fn inbox_of(&self, id: u64) -> Option<mpsc::Sender<TableMsg>> {
        let mut live = self.lock();
        let handle = live.by_id.get_mut(&id)?;
        if let Some(inbox) = &handle.inbox {
            return Some(inbox.clone());
        }
        // Messages wait in the new inbox while the table is read back.
        let (inbox_tx, inbox_rx) = mpsc::channel(64);
        handle.inbox = Some(inbox_tx.clone());
        let channel = handle.channel;
        drop(live);
        let tables = self.clone();
        let inbox = inbox_tx.clone();
        tokio::spawn(async move {
            // Reading and decoding the table is blocking work: off the async workers.
            let reader = tables.clone();
            let woken = tokio::task::spawn_blocking(move || {
                let record = match reader.shared.store.load_table::<TableRecord>(id) {
                    Ok(Some(record)) => record,
                    outcome => {
                        tracing::error!(
                            table = id,
                            ?outcome,
                            "a sleeping table could not be read back"
                        );
                        return None;
                    }
                };
                let (game, def) = reader.restore_game(&record)?;
                Some((record, game, def))
            })
            .await;
            match woken {
                Ok(Some((record, game, def))) => {
                    tables.run_actor(record, game, def, inbox, inbox_rx)
                }
                // Not readable (or archived as broken): it leaves the live set.
                _ => tables.shared.forget(id, channel),
            }
        });
        Some(inbox_tx)
    }

    /// Start a stored table's actor; `false` if it cannot be restored (then archived as
    /// broken). At start-up, turn clocks that ran out while the bot was down restart.
    fn restore(&self, record: TableRecord, at_start: bool) -> bool {
        let Some((game, def)) = self.restore_game(&record) else {
            return false;
        };
        let mut record = record;
        if at_start {
            push_back_clocks(&mut record);
        }
        self.spawn(record, game, def);
        true
    }

    /// A stored table's game definition and running game. A game that cannot be read
    /// is refused, never a panic: the table is archived as broken so its channel is
    /// free and it is not retried at every start.
    #[allow(clippy::type_complexity)]
    fn restore_game(
        &self,
        record: &TableRecord,
    ) -> Option<(Option<Box<dyn game::HostedGame>>, Arc<dyn GameDef>)> {
        let Some(def) = self.shared.catalog.get(&record.game) else {
            tracing::error!(table = record.id, game = %record.game, "stored table of an unknown game");
            return None;
        };
        if let Some(version) = record.state.as_ref().and_then(|s| def.newer_state(s)) {
            // A rollback deploy: the newer build will read it again. Never archived as
            // broken nor rewritten.
            tracing::error!(
                table = record.id,
                game = %record.game,
                version,
                "stored game written by a newer version of the bot; refused and left untouched"
            );
            return None;
        }
        let game = match (&record.phase, &record.state) {
            (Phase::Playing | Phase::Finished, Some(state)) => match def.restore(state) {
                Ok(game) => Some(game),
                Err(err) => {
                    tracing::error!(table = record.id, %err, "stored game could not be restored; table marked broken");
                    let mut record = record.clone();
                    mark_broken(&mut record);
                    if let Err(err) = self.shared.store.archive_table(record.id, &record) {
                        tracing::error!(table = record.id, %err, "broken table not archived");
                    }
                    return None;
                }
            },
            _ => None,
        };
        Some((game, def))
    }

    fn spawn(
        &self,
        record: TableRecord,
        game: Option<Box<dyn game::HostedGame>>,
        def: Arc<dyn GameDef>,
    ) {
        let (inbox_tx, inbox_rx) = mpsc::channel(64);
        self.lock().enter(
            record.id,
            Some(inbox_tx.clone()),
            &TableSummary::of(&record),
        );
        self.run_actor(record, game, def, inbox_tx, inbox_rx);
    }

    /// Run a registered table's actor (and its publisher) on `inbox`.
    fn run_actor(
        &self,
        record: TableRecord,
        game: Option<Box<dyn game::HostedGame>>,
        def: Arc<dyn GameDef>,
        inbox_tx: mpsc::Sender<TableMsg>,
        inbox_rx: mpsc::Receiver<TableMsg>,
    ) {
        // The queue keeps only the latest view of each message: a slow Discord never
        // makes it grow.
        let (publish_tx, publish_rx) = presenter::publish_queue();
        let news_tx = inbox_tx.clone();
        let news = move |news| {
            let msg = match news {
                PublisherNews::Moved { old, new } => TableMsg::MessageMoved { old, new },
                PublisherNews::ChannelLost => TableMsg::ChannelLost,
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
        let actor = Actor::new(record, game, def, self.shared.clone(), publish_tx, shown);
        let running = tokio::spawn(actor.run(inbox_rx));
        tokio::spawn(supervise(self.shared.clone(), id, channel, running));
    }

    /// Claim `channel` for table `id` of `game` opened by `host`, atomically with the
    /// checks that it is free and within the limits (unless the opener holds a place
    /// already, see [`Tables::hold_place`]). The claim is released when the returned
    /// guard drops, unless it is kept.
    fn reserve_channel(
        &self,
        channel: u64,
        id: u64,
        def: &Arc<dyn GameDef>,
        guild: Option<u64>,
        (host, place_held): (u64, bool),
    ) -> Result<Reservation<'_>, Text> {
        let mut live = self.lock();
        if live.by_channel.contains_key(&channel) {
            return Err(Notice::ChannelTaken.into());
        }
        if !place_held {
            self.within_limits(&live, def, guild, host)?;
        }
        live.by_channel.insert(channel, id);
        live.opening.insert(
            id,
            Handle {
                inbox: None,
                game: def.code().to_string(),
                guild,
                channel,
                host: Some(host),
            },
        );
        Ok(Reservation {
            tables: self,
            channel,
            id,
            kept: false,
        })
    }

    /// Whether `person` may open another table of `def` in `guild`: at most
    /// [`MAX_SOLO_TABLES`] solitaire tables per person (the refusal links the open
    /// ones), and at most the configured number of open tables per server.
    fn within_limits(
        &self,
        live: &Live,
        def: &Arc<dyn GameDef>,
        guild: Option<u64>,
        person: u64,
    ) -> Result<(), Notice> {
        let tables = || live.by_id.values().chain(live.opening.values());
        if def.formation() == Formation::Solo {
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
                let links: Vec<String> = open
                    .iter()
                    .map(|h| {
                        let guild = h.guild.map_or("@me".to_string(), |g| g.to_string());
                        format!("https://discord.com/channels/{guild}/{}", h.channel)
                    })
                    .collect();
                return Err(Notice::TooManySoloTables(open.len(), links.join(" ")));
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
        let def = self.shared.catalog.get(game).ok_or(Notice::UnknownGame)?;
        let mut live = self.lock();
        self.within_limits(&live, &def, guild, person)?;
        // Keys from the top of the range, far from any table id.
        let key = u64::MAX - NEXT_HOLD.fetch_add(1, Ordering::Relaxed);
        live.opening.insert(
            key,
            Handle {
                inbox: None,
                game: def.code().to_string(),
                guild,
                channel: 0,
                host: Some(person),
            },
        );
        Ok(PlaceHold {
            tables: self.clone(),
            key,
        })
    }

    /// The live table in a channel, if any: (table id, game code).
    pub fn table_in(&self, channel: u64) -> Option<(u64, String)> {
        let live = self.lock();
        let id = *live.by_channel.get(&channel)?;
        live.by_id.get(&id).map(|h| (id, h.game.clone()))
    }

    /// Open a table. Returns the text to tell the host, or why it was refused. Dealing
    /// may be slow (a solitaire searches for a winnable deal and checks it) and the
    /// record is flushed to disk, so the work runs on the blocking pool.
    pub async fn open(&self, request: OpenRequest) -> Result<Text, Text> {
        let tables = self.clone();
        let server = request.guild_id.unwrap_or(request.channel_id);
        self.shared
            .work
            .run(server, move || tables.open_now(request))
            .await
            .unwrap_or_else(|err| {
                tracing::error!(%err, "opening a table failed");
                Err(Notice::TableBroken.into())
            })
    }

    fn open_now(&self, request: OpenRequest) -> Result<Text, Text> {
        let def = self
            .shared
            .catalog
            .get(&request.game)
            .ok_or(Notice::UnknownGame)?;
        if let Some((_, game)) = self.table_in(request.channel_id) {
            let title = self
                .shared
                .catalog
                .get(&game)
                .map(|g| g.title())
                .unwrap_or("game");
            return Err(Text::new("table-channel-busy")
                .with("game", title)
                .with("command", game));
        }
        let settings = def.settings(&request.options)?;
        let turn_timeout_secs = match request.options.integer(OPTION_TURN_TIMEOUT) {
            Some(secs) if !(5..=3600).contains(&secs) => return Err(Notice::BadTurnTimeout.into()),
            Some(secs) => secs as u64,
            None => DEFAULT_TURN_TIMEOUT,
        };
        // A solitaire player is never timed out (and no computer takes their seat).
        let turn_timeout_secs = match def.formation() {
            Formation::Solo => 0,
            _ => turn_timeout_secs,
        };
        let seed = request
            .options
            .integer(OPTION_SEED)
            .map(|s| s as u64)
            .unwrap_or(0);
        let id = self.shared.store.next_id().map_err(|e| {
            tracing::error!(%e, "no table id");
            Text::from(Notice::StoreUnavailable)
        })?;
        // Reserve the channel now, atomically: two `/start`s at once must not both pass
        // the check above while the first is being written.
        let reservation = self.reserve_channel(
            request.channel_id,
            id,
            &def,
            request.guild_id,
            (request.host.id, request.place_held),
        )?;
        let host = request.host.clone();
        let mut record = TableRecord::new(
            id,
            def.code(),
            request.guild_id,
            request.channel_id,
            (host.id, &host.name),
            settings,
            seed,
            turn_timeout_secs,
        );
        let mut game = None;
        let reply;
        match def.formation() {
            Formation::Lobby { .. } => {
                record
                    .log
                    .push(format!("{} opened the table.", escape::name(&host.name)));
                // Nothing lives for ever: a lobby nobody starts closes.
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + LOBBY_LIFETIME.as_millis() as u64,
                    kind: DeadlineKind::LobbyExpiry,
                });
                reply = Text::new("table-lobby-opened").with("game", def.title());
            }
            Formation::Duel => match request.options.user(OPTION_OPPONENT) {
                Some(opponent) => {
                    if opponent == host.id {
                        return Err(Notice::SelfChallenge.into());
                    }
                    if request.opponent_is_bot {
                        return Err(Notice::BotChallenge.into());
                    }
                    // A direct message with the bot has no one else in it to accept.
                    if request.guild_id.is_none() {
                        return Err(Notice::ChallengeOutsideServer.into());
                    }
                    let opponent_name = request
                        .opponent_name
                        .clone()
                        .unwrap_or_else(|| "your opponent".into());
                    record.phase = Phase::Challenge {
                        opponent,
                        opponent_name: opponent_name.clone(),
                    };
                    record.deadlines.push(Deadline {
                        at_ms: now_ms() + self.shared.config.challenge_timeout.as_millis() as u64,
                        kind: DeadlineKind::ChallengeExpiry,
                    });
                    record.log.push(format!(
                        "{} challenged {}.",
                        escape::name(&host.name),
                        escape::name(&opponent_name)
                    ));
                    reply = Text::new("table-challenge-sent")
                        .with("opponent", escape::name(&opponent_name));
                }
                None => {
                    let level = request
                        .options
                        .string("level")
                        .and_then(|l| def.ai_levels().into_iter().find(|(code, _)| *code == l))
                        .or_else(|| def.ai_levels().first().copied())
                        .map(|(code, _)| code.to_string())
                        .unwrap_or_default();
                    // A career opponent comes with its name.
                    let name = match request.options.string("computer_name") {
                        Some(name) => name.chars().take(32).collect(),
                        None => actor::next_ai_name(&record.seats),
                    };
                    record.seats.push(SeatRecord::ai(level, name));
                    game = Some(self.start_now(&mut record, &def)?);
                    reply = Text::new("table-started-against-computer").with("game", def.title());
                }
            },
            Formation::Solo => {
                game = Some(self.start_now(&mut record, &def)?);
                reply = Text::new("table-started").with("game", def.title());
            }
        }
        record.counter = 1;
        // Write-ahead: the table exists on disk before anyone sees it.
        self.shared.store.save_table(id, &record).map_err(|e| {
            tracing::error!(%e, "table not saved");
            Text::from(Notice::StoreUnavailable)
        })?;
        tracing::info!(table = id, game = %record.game, channel = record.channel_id, "table opened");
        self.spawn(record, game, def);
        reservation.keep();
        Ok(reply)
    }

    /// Start the game of a table no actor runs yet (see `TableRecord::start_game`):
    /// the record carries the game's first state to the store.
    fn start_now(
        &self,
        record: &mut TableRecord,
        def: &Arc<dyn GameDef>,
    ) -> Result<Box<dyn game::HostedGame>, Text> {
        let (game, line) = record.start_game(def.as_ref(), &self.shared.store)?;
        record.log.push(line);
        record.state = Some(game.save());
        Ok(game)
    }

    /// Route a click to its table. `game` and `table` come from the custom_id.
    pub async fn click(&self, game: &str, table: u64, click: Click) -> Reply {
        if !self.accepting() {
            return Reply::Refused(Notice::Restarting.into());
        }
        let inbox = {
            let live = self.lock();
            match live.by_id.get(&table) {
                Some(handle) if handle.game == game => Some(()),
                Some(_) => {
                    tracing::warn!(table, game, "custom_id names the wrong game");
                    return Reply::Refused(actor::unknown_button());
                }
                None => None,
            }
        };
        let Some(inbox) = inbox.and_then(|()| self.inbox_of(table)) else {
            if verb::TableVerb::parse(&click.verb) == Some(verb::TableVerb::Again) {
                // Dealing and flushing the new table: off the async workers, as `open`.
                let tables = self.clone();
                let (person, channel) = (click.person, click.channel);
                let server = channel.unwrap_or(table);
                return self
                    .shared
                    .work
                    .run(server, move || tables.play_again(table, &person, channel))
                    .await
                    .unwrap_or_else(|err| {
                        tracing::error!(%err, "starting another game failed");
                        Reply::Refused(Notice::TableBroken.into())
                    });
            }
            return Reply::Refused(Notice::GameGone.into());
        };
        let (reply_tx, reply_rx) = oneshot::channel();
        if inbox.send(TableMsg::Click(click, reply_tx)).await.is_err() {
            return Reply::Refused(Notice::GameGone.into());
        }
        reply_rx
            .await
            .unwrap_or_else(|_| Reply::Refused(Notice::GameGone.into()))
    }

    /// A table subcommand (`/klondike move`) by `person` at the table in `channel`.
    pub async fn command(&self, game: &str, channel: u64, click: Click) -> Reply {
        match self.table_in(channel) {
            Some((id, code)) if code == game => self.click(game, id, click).await,
            _ => Reply::Refused(Notice::NoTableHere.into()),
        }
    }

    /// Autocomplete for a table subcommand at the table in `channel`.
    pub async fn suggest(
        &self,
        game: &str,
        channel: u64,
        user: u64,
        command: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, i64)> {
        let inbox = match self.table_in(channel) {
            Some((id, code)) if code == game => self.inbox_of(id),
            _ => None,
        };
        let Some(inbox) = inbox else {
            return Vec::new();
        };
        let (reply, answer) = oneshot::channel();
        let msg = TableMsg::Suggest {
            user,
            command: command.to_string(),
            option: option.to_string(),
            typed: typed.to_string(),
            reply,
        };
        // Suggestions are worth nothing once Discord's 3 s have passed: a busy table
        // offers none rather than an answer that arrives too late.
        let asked = async {
            inbox.send(msg).await.ok()?;
            answer.await.ok()
        };
        tokio::time::timeout(SUGGEST_WAIT, asked)
            .await
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// `/<game> end` in a channel.
    pub async fn end(&self, game: &str, channel: u64, person: Person) -> Result<Text, Text> {
        let inbox = match self.table_in(channel) {
            Some((id, code)) if code == game => self.inbox_of(id),
            _ => None,
        };
        let Some(inbox) = inbox else {
            return Err(Notice::NoTableHere.into());
        };
        let (reply_tx, reply_rx) = oneshot::channel();
        // `/end` is meant for stuck tables: never wait on a busy one for ever.
        let asked = tokio::time::timeout(END_WAIT, async {
            inbox
                .send(TableMsg::End(person, reply_tx))
                .await
                .map_err(|_| Text::from(Notice::JustEnded))?;
            reply_rx
                .await
                .unwrap_or_else(|_| Err(Notice::JustEnded.into()))
        })
        .await;
        asked.unwrap_or_else(|_| Err(Notice::TableBusy.into()))
    }

    /// Another game after a finished one, by consent: a person is seated only by their
    /// own Join or Accept. In a duel against a person the presser challenges them again
    /// (Accept / Decline); in a group game a lobby opens with the presser as host and
    /// the computer players seated again, for the others to Join; a game against the
    /// computer (or a solitaire) starts at once, as nobody else is asked anything.
    fn play_again(&self, finished: u64, person: &Person, channel: Option<u64>) -> Reply {
        let old: TableRecord = match self.shared.store.load_archived(finished) {
            Ok(Some(record)) => record,
            _ => return Reply::Refused(Notice::GameGone.into()),
        };
        if channel.is_some_and(|channel| channel != old.channel_id) {
            return Reply::Refused(Notice::WrongChannel.into());
        }
        if !old.seats.iter().any(|s| s.user() == Some(person.id)) {
            return Reply::Refused(Notice::NotAPlayerOfThatGame.into());
        }
        // A person who erased their records since is not named again by someone else.
        let others = old.seats.iter().filter_map(|s| s.user());
        let erased: Result<Vec<bool>, _> = others
            .filter(|&user| user != person.id)
            .map(|user| self.shared.store.forgot_after(user, finished))
            .collect();
        match erased {
            Ok(erased) if erased.contains(&true) => {
                return Reply::Refused(Notice::PlayerErased.into())
            }
            Ok(_) => {}
            Err(_) => return Reply::Refused(Notice::StoreUnavailable.into()),
        }
        let Some(def) = self.shared.catalog.get(&old.game) else {
            return Reply::Refused(Notice::GameGone.into());
        };
        let Ok(id) = self.shared.store.next_id() else {
            return Reply::Refused(Notice::StoreUnavailable.into());
        };
        // Fifty Play again clicks at once make exactly one table.
        let reservation = match self.reserve_channel(
            old.channel_id,
            id,
            &def,
            old.guild_id,
            (person.id, false),
        ) {
            Ok(reservation) => reservation,
            Err(text) => return Reply::Refused(text),
        };
        let settings = def.again_settings(&old.settings, old.state.as_ref());
        let mut record = TableRecord::new(
            id,
            &old.game,
            old.guild_id,
            old.channel_id,
            (person.id, &person.name),
            settings,
            0,
            old.turn_timeout_secs,
        );
        let computers = old
            .seats
            .iter()
            .filter(|s| s.user().is_none())
            .map(|s| SeatRecord {
                timeouts: 0,
                ..s.clone()
            });
        let other_person = old
            .seats
            .iter()
            .find(|s| s.user().is_some_and(|user| user != person.id));
        let mut game = None;
        match (def.formation(), other_person) {
            (Formation::Duel, Some(opponent)) => {
                let (opponent, opponent_name) =
                    (opponent.user().unwrap_or(0), opponent.name.clone());
                record.log.push(format!(
                    "{} challenged {} to another game.",
                    escape::name(&person.name),
                    escape::name(&opponent_name)
                ));
                record.phase = Phase::Challenge {
                    opponent,
                    opponent_name,
                };
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + self.shared.config.challenge_timeout.as_millis() as u64,
                    kind: DeadlineKind::ChallengeExpiry,
                });
            }
            (Formation::Lobby { .. }, _) => {
                record.seats.extend(computers);
                record.log.push(format!(
                    "{} opened another game: press Join to play.",
                    escape::name(&person.name)
                ));
                record.deadlines.push(Deadline {
                    at_ms: now_ms() + LOBBY_LIFETIME.as_millis() as u64,
                    kind: DeadlineKind::LobbyExpiry,
                });
            }
            (Formation::Duel | Formation::Solo, _) => {
                record.seats.extend(computers);
                record
                    .log
                    .push(format!("{} started another game.", person.name));
                game = match self.start_now(&mut record, &def) {
                    Ok(game) => Some(game),
                    Err(text) => return Reply::Refused(text),
                };
            }
        }
        if self.shared.store.save_table(id, &record).is_err() {
            return Reply::Refused(Notice::StoreUnavailable.into());
        }
        self.spawn(record, game, def);
        reservation.keep();
        Reply::Ack
    }

    /// Discord deleted a channel (or a thread): its table ends.
    pub fn channel_deleted(&self, channel: u64) {
        let table = self.lock().by_channel.get(&channel).copied();
        if let Some(inbox) = table.and_then(|id| self.inbox_of(id)) {
            tokio::spawn(async move {
                let _ = inbox.send(TableMsg::ChannelLost).await;
            });
        }
    }

    /// The bot left a server (or was removed): every table there ends.
    pub fn guild_left(&self, guild: u64) {
        let tables: Vec<u64> = self
            .lock()
            .by_id
            .iter()
            .filter(|(_, h)| h.guild == Some(guild))
            .map(|(id, _)| *id)
            .collect();
        for inbox in tables.into_iter().filter_map(|id| self.inbox_of(id)) {
            tokio::spawn(async move {
                let _ = inbox.send(TableMsg::ChannelLost).await;
            });
        }
    }

    /// Stop taking clicks, stop every actor (their state is already saved), flush.
    pub async fn shutdown(&self) {
        self.shared.accepting.store(false, Ordering::SeqCst);
        // A sleeping table has nothing unsaved: only running actors are stopped.
        let inboxes: Vec<_> = self
            .lock()
            .by_id
            .values()
            .filter_map(|h| h.inbox.clone())
            .collect();
        for inbox in inboxes {
            let (done_tx, done_rx) = oneshot::channel();
            if inbox.send(TableMsg::Stop(done_tx)).await.is_ok() {
                let _ = tokio::time::timeout(Duration::from_secs(2), done_rx).await;
            }
        }
        if let Err(err) = self.shared.store.flush() {
            tracing::error!(%err, "store not flushed at shutdown");
        }
    }
}
