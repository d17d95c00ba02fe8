//! The fake's clock (real time plus an offset a test can advance), snowflakes and timestamps.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's epoch (2015-01-01T00:00:00Z) in Unix milliseconds; snowflakes count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Real wall-clock time shifted by `offset`, so a test can jump past 3 s or 15 min deadlines
/// without sleeping.
#[derive(Debug, Default)]
pub(crate) struct Clock {
    offset: Duration,
    last_snowflake: u64,
}

impl Clock {
    pub(crate) fn advance(&mut self, by: Duration) {
        self.offset += by;
    }

    /// Milliseconds since the Unix epoch on the fake clock.
    pub(crate) fn now_ms(&self) -> u64 {
        let real = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        (real + self.offset).as_millis() as u64
    }

    /// A fresh snowflake: time-based like Discord's, strictly increasing.
    pub(crate) fn snowflake(&mut self) -> u64 {
        let from_time = (self.now_ms().saturating_sub(DISCORD_EPOCH_MS)) << 22;
        self.last_snowflake = from_time.max(self.last_snowflake + 1);
        self.last_snowflake
    }
}

/// ISO 8601 timestamp as Discord writes it, e.g. `2024-05-01T12:00:00.000000+00:00`.
pub(crate) fn iso8601(unix_ms: u64) -> String {
    let secs = unix_ms / 1000;
    let micros = (unix_ms % 1000) * 1000;
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{micros:06}+00:00",
        rem / 3600,
        (rem % 3600) / 60,
        rem % 60
    )
}

/// Gregorian date from days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}
