//! The platform's clock for deadlines: turn clocks, expiries, game timers and the
//! times tables record.
//!
//! It is not the only clock read outside the engines. Where real wall-clock time is
//! meant, a module reads `SystemTime` itself: the store's archive ages and forget log
//! (`store/tables.rs`, `now_ms`), following that log (`table/forget.rs`,
//! `system_ms`), an interaction token's age (`discord/send.rs`) and a backup's file
//! name (`app.rs`). Engines read no clock: a search is lent one by its caller.
//!
//! Deadlines are stored as Unix milliseconds so they survive restarts, but they are
//! measured with tokio's clock: the wall-clock time is read once, at the first call, and
//! time since then comes from `tokio::time::Instant`. Under `tokio::time::pause()` the
//! platform's "now" stands still and `advance()` moves it, so tests run turn timeouts
//! and expiries in virtual time instead of sleeping.

use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::time::Instant;

/// The wall-clock reading and the tokio instant taken together at the first call.
static ANCHOR: OnceLock<(u64, Instant)> = OnceLock::new();

fn system_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// Unix milliseconds now, advancing with tokio's clock (virtual in paused tests).
pub fn now_ms() -> u64 {
    let (wall, at) = *ANCHOR.get_or_init(|| (system_ms(), Instant::now()));
    let now = Instant::now();
    // A paused clock may be set before the anchor by another runtime; never go back.
    wall + now.saturating_duration_since(at).as_millis() as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test(start_paused = true)]
    async fn virtual_time_moves_the_platform_clock() {
        let before = now_ms();
        tokio::time::advance(Duration::from_secs(90)).await;
        let after = now_ms();
        assert!(
            after - before >= 90_000,
            "clock moved {} ms",
            after - before
        );
        assert!(after - before < 91_000, "clock moved {} ms", after - before);
    }
}
