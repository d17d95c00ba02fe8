//! The bot's Prometheus metrics: the recorder (installed once per process, without a
//! listener of its own: `/metrics` renders it) and the small hooks the rest of the bot
//! calls. Every name starts with `cantina_`; `docs/operations.md` lists them.
//!
//! Without an installed recorder (tests of other parts, the command-line tools) every
//! hook costs next to nothing and records nowhere.

use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::cell::Cell;
use std::future::Future;
use std::sync::OnceLock;
use std::time::Instant;

/// Interactions handled, by `kind` and `outcome`.
pub const INTERACTIONS: &str = "cantina_interactions_total";
/// Seconds from receiving an interaction to finishing its handling, by `kind`.
pub const INTERACTION_SECONDS: &str = "cantina_interaction_seconds";
/// Live tables of this process, by `game`.
pub const LIVE_TABLES: &str = "cantina_live_tables";
/// Seconds a store operation took, by `op` (`write`: a table written; `flush`: waiting
/// for it to be durable).
pub const STORE_SECONDS: &str = "cantina_store_seconds";
/// REST calls tried again, and REST answers that were 429 (rate limited).
pub const REST_RETRIES: &str = "cantina_rest_retries_total";
pub const REST_RATE_LIMITED: &str = "cantina_rest_rate_limited_total";
/// 1 while the gateway is connected, 0 before and during an outage.
pub const GATEWAY_CONNECTED: &str = "cantina_gateway_connected";
/// Pieces of game work waiting for a slot, and running, by `state`.
pub const WORK_QUEUE: &str = "cantina_work_queue_depth";

/// Histogram buckets, seconds: from a quick answer to Discord's 3 s and past it.
const BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.5, 3.0, 5.0, 10.0,
];

/// The process's recorder, installed at the first call; `None` when another recorder
/// was installed first (its owner renders it).
pub fn handle() -> Option<&'static PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            metrics::set_global_recorder(recorder).ok()?;
            describe();
            Some(handle)
        })
        .as_ref()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(INTERACTIONS, "Interactions handled, by kind and outcome.");
    describe_histogram!(
        INTERACTION_SECONDS,
        Unit::Seconds,
        "Time from receiving an interaction to finishing its handling."
    );
    describe_gauge!(LIVE_TABLES, "Live tables of this process, by game.");
    describe_histogram!(STORE_SECONDS, Unit::Seconds, "Store operation latency.");
    describe_counter!(REST_RETRIES, "REST calls tried again.");
    describe_counter!(REST_RATE_LIMITED, "REST answers that were 429.");
    describe_gauge!(GATEWAY_CONNECTED, "1 while the gateway is connected.");
    describe_gauge!(WORK_QUEUE, "Game work waiting for a slot or running.");
}

/// How an interaction's handling ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Answered with what was asked.
    Answered,
    /// The table refused it (a move that is not allowed, not your turn…).
    Refused,
    /// An answer Discord did not take, or the handling panicked.
    Failed,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Answered => "answered",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
        }
    }
}

tokio::task_local! {
    /// The outcome of the interaction handled by the current task, so far.
    static OUTCOME: Cell<Outcome>;
}

/// The worse of what is known and `outcome`, for the interaction being handled here
/// (nothing outside [`interaction`]).
fn note(outcome: Outcome) {
    let _ = OUTCOME.try_with(|known| known.set(known.get().max(outcome)));
}

/// The table refused the interaction being handled: returns `it` unchanged, so a
/// refusal's text can be marked where it is answered.
pub fn refused<T>(it: T) -> T {
    note(Outcome::Refused);
    it
}

/// Discord did not take an answer to the interaction being handled.
pub fn failed() {
    note(Outcome::Failed);
}

/// Counts and times one interaction when dropped: a panic counts as failed.
struct Handling {
    kind: &'static str,
    since: Instant,
    outcome: Outcome,
}

impl Drop for Handling {
    fn drop(&mut self) {
        let outcome = if std::thread::panicking() {
            Outcome::Failed
        } else {
            self.outcome
        };
        counter!(INTERACTIONS, "kind" => self.kind, "outcome" => outcome.label()).increment(1);
        histogram!(INTERACTION_SECONDS, "kind" => self.kind)
            .record(self.since.elapsed().as_secs_f64());
    }
}

/// Handle an interaction of `kind` (`command`, `click`, `autocomplete`) with `handling`,
/// counting it by outcome and timing it.
pub async fn interaction<F: Future<Output = ()>>(kind: &'static str, handling: F) {
    let mut counted = Handling {
        kind,
        since: Instant::now(),
        outcome: Outcome::Answered,
    };
    counted.outcome = OUTCOME
        .scope(Cell::new(Outcome::Answered), async {
            handling.await;
            OUTCOME.with(Cell::get)
        })
        .await;
}

/// The kind of an interaction, as the metrics label it.
pub fn interaction_kind(interaction: &serenity::all::Interaction) -> &'static str {
    use serenity::all::Interaction;
    match interaction {
        Interaction::Command(_) => "command",
        Interaction::Component(_) => "click",
        Interaction::Autocomplete(_) => "autocomplete",
        _ => "other",
    }
}

/// Times a store operation until dropped.
pub struct StoreTimer {
    op: &'static str,
    since: Instant,
}

impl Drop for StoreTimer {
    fn drop(&mut self) {
        histogram!(STORE_SECONDS, "op" => self.op).record(self.since.elapsed().as_secs_f64());
    }
}

/// Time the store operation `op` until the returned timer drops.
pub fn store_timer(op: &'static str) -> StoreTimer {
    StoreTimer {
        op,
        since: Instant::now(),
    }
}

/// A REST call is tried again.
pub fn rest_retry() {
    counter!(REST_RETRIES).increment(1);
}

/// Discord answered a REST call 429 Too Many Requests (when `yes`).
pub fn rest_rate_limited(yes: bool) {
    if yes {
        counter!(REST_RATE_LIMITED).increment(1);
    }
}

/// Set the gauges that are read from the tables at each scrape.
pub fn set_gauges(tables: &crate::table::Tables) {
    for game in tables.catalog().games() {
        gauge!(LIVE_TABLES, "game" => game.code().to_string()).set(0.0);
    }
    for (game, count) in tables.live_by_game() {
        gauge!(LIVE_TABLES, "game" => game).set(count as f64);
    }
    gauge!(GATEWAY_CONNECTED).set(if tables.gateway_connected() { 1.0 } else { 0.0 });
    let (waiting, running) = tables.work_depth();
    gauge!(WORK_QUEUE, "state" => "waiting").set(waiting as f64);
    gauge!(WORK_QUEUE, "state" => "running").set(running as f64);
}
