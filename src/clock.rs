//! The one clock the platform reads, at the ground floor: `store/`, `table/`,
//! `screens/`, `discord/` and `app.rs` all take the time from here. Engines read no
//! clock: a search is lent one by its caller (`games::Clock`).
//!
//! It tells two times:
//! - [`now_ms`], the platform's clock for deadlines: turn clocks, expiries, game timers
//!   and the times tables record. Deadlines are stored as Unix milliseconds so they
//!   survive restarts, but they are measured with tokio's clock: the wall-clock time is
//!   read once, at the first call, and time since then comes from
//!   `tokio::time::Instant`. Under `tokio::time::pause()` the platform's "now" stands
//!   still and `advance()` moves it, so tests run turn timeouts and expiries in
//!   virtual time instead of sleeping.
//! - [`wall_ms`], the wall clock, where real time is meant and virtual time must not
//!   reach: the store's archive ages and forget log (`store/`), following that log
//!   (`table/forget.rs`), an interaction token's age (`discord/send.rs`) and a backup's
//!   file name (`app.rs`).

use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::time::Instant;

/// The wall-clock reading and the tokio instant taken together at the first call.
static ANCHOR: OnceLock<(u64, Instant)> = OnceLock::new();

/// Unix milliseconds now on the wall clock (0 if the system clock is before 1970).
/// Virtual time does not move it.
pub fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// Unix milliseconds now, advancing with tokio's clock (virtual in paused tests).
pub fn now_ms() -> u64 {
    let (wall, at) = *ANCHOR.get_or_init(|| (wall_ms(), Instant::now()));
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
