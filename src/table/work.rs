//! The one queue for game work: moves with their solver checks, computer players'
//! searches, dealing (a winnable solitaire searches for its deal). It runs on the
//! blocking pool, never on the async workers, and at most as many pieces at once as
//! the machine has cores: a person who floods solver work on several tables waits in
//! line with everyone else (first come, first served) instead of taking every core
//! from the other servers' tables.

use std::sync::OnceLock;
use tokio::sync::Semaphore;

fn slots() -> &'static Semaphore {
    static SLOTS: OnceLock<Semaphore> = OnceLock::new();
    SLOTS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Semaphore::new(cores)
    })
}

/// Run `work` on the blocking pool once a slot is free (in the order asked).
pub async fn run<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, tokio::task::JoinError> {
    // The semaphore is never closed, so acquiring only waits.
    let _slot = slots().acquire().await;
    tokio::task::spawn_blocking(work).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_pieces_at_once_than_cores() {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let jobs: Vec<_> = (0..cores * 4)
            .map(|_| {
                let (running, most) = (running.clone(), most.clone());
                tokio::spawn(run(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for job in jobs {
            job.await.unwrap().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!(
            most >= 1 && most <= cores,
            "{most} at once on {cores} cores"
        );
    }
}
