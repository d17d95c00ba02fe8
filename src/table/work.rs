//! The one queue for game work: moves with their solver checks, computer players'
//! searches, dealing (a winnable solitaire searches for its deal). It runs on the
//! blocking pool, never on the async workers, at most as many pieces at once as the
//! machine has cores, and at most half of them (one at least) for any one server (a
//! direct message counts as its own): a person who floods solver work on several
//! tables waits in line with their own server's work (first come, first served), while
//! the other servers' tables keep the rest of the cores.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// The queue of one bot (one [`super::Tables`]).
pub struct WorkQueue {
    /// One per core.
    slots: Arc<Semaphore>,
    /// Each server's own share of the slots, while it has work waiting or running.
    shares: Mutex<HashMap<u64, Arc<Semaphore>>>,
    /// How many slots one server may hold at once.
    per_server: usize,
    /// Pieces of work waiting for a slot, and running.
    waiting: AtomicUsize,
    running: Arc<AtomicUsize>,
}

impl Default for WorkQueue {
    fn default() -> WorkQueue {
        WorkQueue::new(std::thread::available_parallelism().map_or(2, |n| n.get()))
    }
}

impl WorkQueue {
    /// A queue `cores` wide, of which one server takes at most half (one at least).
    pub fn new(cores: usize) -> WorkQueue {
        WorkQueue {
            slots: Arc::new(Semaphore::new(cores.max(1))),
            shares: Mutex::default(),
            per_server: (cores / 2).max(1),
            waiting: AtomicUsize::new(0),
            running: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Pieces of work waiting for a slot, and running now.
    pub fn depth(&self) -> (usize, usize) {
        (
            self.waiting.load(Ordering::Relaxed),
            self.running.load(Ordering::Relaxed),
        )
    }

    fn shares(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Arc<Semaphore>>> {
        self.shares.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Run `work` for server (or direct-message channel) `server` on the blocking pool,
    /// once a slot of its server's share and of the whole machine is free.
    pub async fn run<T: Send + 'static>(
        &self,
        server: u64,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        let share = self
            .shares()
            .entry(server)
            .or_insert_with(|| Arc::new(Semaphore::new(self.per_server)))
            .clone();
        let done = {
            let waiting = Count::of(&self.waiting);
            // Neither semaphore is ever closed, so acquiring only waits.
            let own = share.clone().acquire_owned().await;
            let slot = self.slots.clone().acquire_owned().await;
            drop(waiting);
            self.running.fetch_add(1, Ordering::Relaxed);
            let running = self.running_handle();
            // The slots and the count go with the work, not with this future: a caller
            // that gives up (a deferred personal click dropped) leaves the work running
            // on the blocking pool, and it keeps its slot until it ends.
            tokio::task::spawn_blocking(move || {
                let _held = (own, slot);
                let _running = Running(running);
                work()
            })
            .await
        };
        // A server with nothing left to run keeps no entry (a permit of work still
        // running holds its semaphore too).
        let mut shares = self.shares();
        if Arc::strong_count(&share) == 2 {
            shares.remove(&server);
        }
        done
    }
}

impl WorkQueue {
    fn running_handle(&self) -> Arc<AtomicUsize> {
        self.running.clone()
    }
}

/// Counts a piece of work down from running when it ends.
struct Running(Arc<AtomicUsize>);

impl Drop for Running {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One more in a count while it lives (a cancelled wait counts down too).
struct Count<'a>(&'a AtomicUsize);

impl<'a> Count<'a> {
    fn of(count: &'a AtomicUsize) -> Count<'a> {
        count.fetch_add(1, Ordering::Relaxed);
        Count(count)
    }
}

impl Drop for Count<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_server_takes_at_most_its_share_and_the_machine_its_cores() {
        let cores = || 4;
        let queue = Arc::new(WorkQueue::new(cores()));
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let (flooding, most_flooding) =
            (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let jobs: Vec<_> = (0..cores() * 6)
            .map(|i| {
                let (running, most) = (running.clone(), most.clone());
                let (flooding, most_flooding) = (flooding.clone(), most_flooding.clone());
                let server = if i % 3 == 0 { 2 } else { 1 };
                let queue = queue.clone();
                tokio::spawn(async move {
                    queue
                        .run(server, move || {
                            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                            most.fetch_max(now, Ordering::SeqCst);
                            if server == 1 {
                                let now = flooding.fetch_add(1, Ordering::SeqCst) + 1;
                                most_flooding.fetch_max(now, Ordering::SeqCst);
                            }
                            std::thread::sleep(Duration::from_millis(20));
                            if server == 1 {
                                flooding.fetch_sub(1, Ordering::SeqCst);
                            }
                            running.fetch_sub(1, Ordering::SeqCst);
                        })
                        .await
                })
            })
            .collect();
        for job in jobs {
            job.await.unwrap().unwrap();
        }
        assert!(most.load(Ordering::SeqCst) <= cores());
        assert!(most_flooding.load(Ordering::SeqCst) <= (cores() / 2).max(1));
        assert!(queue.shares().is_empty(), "no entry left behind");
        assert_eq!(
            queue.depth(),
            (0, 0),
            "nothing counted as waiting or running"
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_depth_counts_work_waiting_and_running() {
        let queue = Arc::new(WorkQueue::new(1));
        let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
        let first = tokio::spawn({
            let queue = queue.clone();
            async move { queue.run(1, move || release_rx.recv().is_ok()).await }
        });
        let second = tokio::spawn({
            let queue = queue.clone();
            async move { queue.run(2, || true).await }
        });
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        while queue.depth() != (1, 1) {
            assert!(
                tokio::time::Instant::now() < deadline,
                "depth {:?}, expected one waiting and one running",
                queue.depth()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        release_tx.send(()).unwrap();
        assert!(first.await.unwrap().unwrap());
        assert!(second.await.unwrap().unwrap());
        assert_eq!(queue.depth(), (0, 0));
    }

    /// A caller that gives up on its work (a deferred personal click dropped) leaves
    /// the work running on the blocking pool: it keeps its slot and is counted as
    /// running until it ends, so the queue never runs more than its cores.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn work_whose_caller_gave_up_keeps_its_slot_until_it_ends() {
        let queue = Arc::new(WorkQueue::new(1));
        let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
        let first = tokio::spawn({
            let queue = queue.clone();
            async move { queue.run(1, move || release_rx.recv().is_ok()).await }
        });
        let wait_for = |want: (usize, usize)| {
            let queue = queue.clone();
            async move {
                let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
                while queue.depth() != want {
                    assert!(
                        tokio::time::Instant::now() < deadline,
                        "depth {:?}, expected {want:?}",
                        queue.depth()
                    );
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            }
        };
        wait_for((0, 1)).await;
        first.abort();
        assert!(first.await.unwrap_err().is_cancelled());
        assert_eq!(queue.depth(), (0, 1), "the work still runs");
        let second = tokio::spawn({
            let queue = queue.clone();
            async move { queue.run(2, || true).await }
        });
        wait_for((1, 1)).await;
        release_tx.send(()).unwrap();
        assert!(second.await.unwrap().unwrap());
        wait_for((0, 0)).await;
    }
}
