//! Keeps the bot's own REST calls under Discord's global rate limit (50 requests a
//! second per bot, interaction and webhook calls not counted). Serenity honours a 429
//! after the fact, but every 429 counts towards the invalid-request limit that gets an
//! IP banned, so calls wait their turn here instead: a burst of new tables (many people
//! pressing Play again at once) is spread over the next seconds.

use std::collections::VecDeque;
use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

const WINDOW: Duration = Duration::from_secs(1);

/// At most `per_second` calls in any rolling second; `None` lets every call through (a
/// deployment whose REST goes through a rate-limit proxy). A call counts from when it
/// starts until a second after it ends: Discord counts a request when it arrives, which
/// may be later than it was sent.
pub struct GlobalPace {
    per_second: Option<usize>,
    calls: Mutex<Calls>,
}

#[derive(Default)]
struct Calls {
    in_flight: usize,
    /// When each call of the last second ended, oldest first.
    ended: VecDeque<Instant>,
}

impl GlobalPace {
    pub fn new(per_second: Option<u32>) -> GlobalPace {
        GlobalPace {
            per_second: per_second.filter(|&n| n > 0).map(|n| n as usize),
            calls: Mutex::new(Calls::default()),
        }
    }

    fn calls(&self) -> std::sync::MutexGuard<'_, Calls> {
        self.calls.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `call` once it fits in the rolling second.
    pub async fn run<T>(&self, call: impl Future<Output = T>) -> T {
        let Some(limit) = self.per_second else {
            return call.await;
        };
        loop {
            let wait = {
                let mut calls = self.calls();
                let now = Instant::now();
                while calls.ended.front().is_some_and(|&t| now - t >= WINDOW) {
                    calls.ended.pop_front();
                }
                if calls.in_flight + calls.ended.len() < limit {
                    calls.in_flight += 1;
                    break;
                }
                // Until the oldest ended call leaves the window (or, with every call
                // still in flight, a little while).
                calls
                    .ended
                    .front()
                    .map_or(WINDOW / 20, |&t| WINDOW - (now - t))
            };
            tokio::time::sleep(wait).await;
        }
        // Counted as ended even if the caller gives up on it (a timeout drops it).
        let _ended = Ended(self);
        call.await
    }
}

/// Marks a call ended when dropped.
struct Ended<'a>(&'a GlobalPace);

impl Drop for Ended<'_> {
    fn drop(&mut self) {
        let mut calls = self.0.calls();
        calls.in_flight -= 1;
        calls.ended.push_back(Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn no_more_than_the_limit_start_in_any_second() {
        let pace = GlobalPace::new(Some(5));
        let start = tokio::time::Instant::now();
        let mut started = Vec::new();
        for _ in 0..12 {
            pace.run(async {}).await;
            started.push(start.elapsed());
        }
        // Five at once, five a second later, then the rest.
        assert!(started[..5].iter().all(|t| *t < Duration::from_millis(10)));
        assert!(started[5] >= Duration::from_secs(1), "{started:?}");
        assert!(started[10] >= Duration::from_secs(2), "{started:?}");
        for (i, t) in started.iter().enumerate().skip(5) {
            assert!(*t - started[i - 5] >= WINDOW, "call {i}: {started:?}");
        }
    }

    #[tokio::test(start_paused = true)]
    async fn without_a_limit_nothing_waits() {
        let pace = GlobalPace::new(None);
        let start = tokio::time::Instant::now();
        for _ in 0..1000 {
            pace.run(async {}).await;
        }
        assert_eq!(start.elapsed(), Duration::ZERO);
    }

    #[tokio::test(start_paused = true)]
    async fn a_slow_call_counts_until_a_second_after_it_ends() {
        let pace = std::sync::Arc::new(GlobalPace::new(Some(2)));
        let start = tokio::time::Instant::now();
        // Two calls that take 3 s each hold both places while in flight.
        let slow = |pace: std::sync::Arc<GlobalPace>| async move {
            pace.run(tokio::time::sleep(Duration::from_secs(3))).await
        };
        let a = tokio::spawn(slow(pace.clone()));
        let b = tokio::spawn(slow(pace.clone()));
        tokio::task::yield_now().await;
        pace.run(async {}).await;
        assert!(
            start.elapsed() >= Duration::from_secs(4),
            "{:?}",
            start.elapsed()
        );
        a.await.unwrap();
        b.await.unwrap();
    }
}
