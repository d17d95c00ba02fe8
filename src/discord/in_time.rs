//! Answering in time or deferring: Discord takes an interaction's first answer within
//! 3 seconds. Work that may be slow (a table's move, opening a table, reading the
//! store) runs for up to [`DEFER_AFTER`]; done by then, it is answered at once,
//! otherwise the caller defers the interaction in its own way and delivers the
//! answer late, when the work is done.

use std::future::Future;
use std::time::Duration;

/// How long an interaction's work may run before the interaction is deferred
/// (Discord allows 3 s for the first answer).
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// How work went within the answer's time.
pub(super) enum InTime<F: Future> {
    /// Done in time: answer with this.
    Done(F::Output),
    /// Still at work: defer the interaction, then await the rest and answer late.
    Slow(F),
}

/// Run `work` for up to [`DEFER_AFTER`]. A spawned task goes on by itself meanwhile;
/// any other future goes on only while it is awaited again.
pub(super) async fn in_time<F: Future + Unpin>(mut work: F) -> InTime<F> {
    tokio::select! {
        done = &mut work => InTime::Done(done),
        _ = tokio::time::sleep(DEFER_AFTER) => InTime::Slow(work),
    }
}
