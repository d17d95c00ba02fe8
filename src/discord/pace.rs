//! Keeps the bot's own REST calls under Discord's global rate limit (50 requests a
//! second per bot, interaction and webhook calls not counted). Serenity honours a 429
//! after the fact, but every 429 counts towards the invalid-request limit that gets an
//! IP banned, so calls wait their turn here instead: a burst of new tables (many people
//! pressing Play again at once) is spread over the next seconds.
//!
//! The pace is shared fairly between servers: when several wait, the one that used the
//! fewest calls in the last second goes first, so one busy server (hundreds of tables
//! playing on by themselves) delays its own messages, not the other servers'.

use std::collections::{HashMap, VecDeque};
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
    /// When each call of the last second ended, and its server, oldest first.
    ended: VecDeque<(Instant, u64)>,
    /// Each server's calls in flight or ended within the last second.
    used: HashMap<u64, usize>,
    /// Callers waiting for their turn, by server.
    waiting: HashMap<u64, usize>,
}

impl Calls {
    /// Whether `server` may go now: no waiting server used fewer calls lately.
    fn turn_of(&self, server: u64) -> bool {
        let mine = self.used.get(&server).copied().unwrap_or(0);
        self.waiting
            .keys()
            .all(|other| self.used.get(other).copied().unwrap_or(0) >= mine)
    }

    fn count(map: &mut HashMap<u64, usize>, server: u64, delta: isize) {
        let n = map.entry(server).or_default();
        *n = n.saturating_add_signed(delta);
        if *n == 0 {
            map.remove(&server);
        }
    }
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

    /// Runs `call` once it fits in the rolling second (no server's share).
    pub async fn run<T>(&self, call: impl Future<Output = T>) -> T {
        self.run_for(0, call).await
    }

    /// Runs `call`, made for `server` (0: none), once it fits in the rolling second and
    /// no other waiting server used fewer calls in it.
    pub async fn run_for<T>(&self, server: u64, call: impl Future<Output = T>) -> T {
        let Some(limit) = self.per_second else {
            return call.await;
        };
        let mut waiting = Waiting::new(self, server);
        loop {
            let wait = {
                let mut calls = self.calls();
                let now = Instant::now();
                while let Some(&(at, ended_for)) = calls.ended.front() {
                    if now - at < WINDOW {
                        break;
                    }
                    calls.ended.pop_front();
                    Calls::count(&mut calls.used, ended_for, -1);
                }
                let full = calls.in_flight + calls.ended.len() >= limit;
                if !full && calls.turn_of(server) {
                    calls.in_flight += 1;
                    Calls::count(&mut calls.used, server, 1);
                    waiting.granted(&mut calls);
                    break;
                }
                match (full, calls.ended.front()) {
                    // Until the oldest ended call leaves the window.
                    (true, Some(&(at, _))) => WINDOW - (now - at),
                    // Every call still in flight, or a less busy server's turn: a
                    // little while.
                    _ => WINDOW / 50,
                }
            };
            tokio::time::sleep(wait).await;
        }
        // Counted as ended even if the caller gives up on it (a timeout drops it).
        let _ended = Ended(self, server);
        call.await
    }
}

/// A caller waiting for its turn, counted until it gets it or gives up (dropped).
struct Waiting<'a> {
    pace: &'a GlobalPace,
    server: u64,
    counted: bool,
}

impl<'a> Waiting<'a> {
    fn new(pace: &'a GlobalPace, server: u64) -> Waiting<'a> {
        Calls::count(&mut pace.calls().waiting, server, 1);
        Waiting {
            pace,
            server,
            counted: true,
        }
    }

    fn granted(&mut self, calls: &mut Calls) {
        Calls::count(&mut calls.waiting, self.server, -1);
        self.counted = false;
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        if self.counted {
            Calls::count(&mut self.pace.calls().waiting, self.server, -1);
        }
    }
}

/// Marks a call ended when dropped.
struct Ended<'a>(&'a GlobalPace, u64);

impl Drop for Ended<'_> {
    fn drop(&mut self) {
        let mut calls = self.0.calls();
        calls.in_flight -= 1;
        calls.ended.push_back((Instant::now(), self.1));
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

    /// One server floods the pace (40 calls waiting at a limit of 5 a second); a call
    /// of another server, queued after them, goes within the next turns instead of
    /// after the whole flood.
    #[tokio::test(start_paused = true)]
    async fn a_busy_server_does_not_hold_up_another_servers_calls() {
        let pace = std::sync::Arc::new(GlobalPace::new(Some(5)));
        let busy_done = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let mut flood = Vec::new();
        for _ in 0..40 {
            let (pace, done) = (pace.clone(), busy_done.clone());
            flood.push(tokio::spawn(async move {
                pace.run_for(1, async {}).await;
                done.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }));
        }
        tokio::task::yield_now().await;
        tokio::time::sleep(Duration::from_millis(1)).await;
        pace.run_for(2, async {}).await;
        let before = busy_done.load(std::sync::atomic::Ordering::SeqCst);
        assert!(
            before <= 10,
            "{before} calls of the busy server went before the other server's one"
        );
        for call in flood {
            call.await.unwrap();
        }
    }
}
