//! Group commit: one thread flushes the database (sled's fsync, or PostgreSQL's one
//! synchronous commit) for everyone waiting. A waiter is
//! answered only by a flush that began after it asked, so whatever it wrote before
//! asking is on disk; waiters who ask while a flush runs share the next one.
//!
//! Each waiter hands the thread a handle to the database, so the thread holds the
//! database only while it flushes: a store whose handles are all dropped is closed at
//! once (a restart in the same process reopens it). The thread ends with the last
//! [`GroupFlush`].

use super::kv::Kv;
use super::StoreError;
use std::sync::mpsc;
use tokio::sync::oneshot;

type Waiter = (Kv, oneshot::Sender<Result<(), Failure>>);

/// Why a flush failed, kept apart so each waiter hears the same kind of failure (a
/// database away, a hung disk or database, a failed flush).
#[derive(Clone)]
enum Failure {
    Unavailable(String),
    Hung(std::time::Duration),
    Failed(String),
}

impl From<StoreError> for Failure {
    fn from(err: StoreError) -> Failure {
        match err {
            StoreError::Unavailable(reason) => Failure::Unavailable(reason),
            StoreError::Deadline(limit) => Failure::Hung(limit),
            other => Failure::Failed(other.to_string()),
        }
    }
}

impl From<Failure> for StoreError {
    fn from(failure: Failure) -> StoreError {
        match failure {
            Failure::Unavailable(reason) => StoreError::Unavailable(reason),
            Failure::Hung(limit) => StoreError::Deadline(limit),
            Failure::Failed(reason) => StoreError::Flush(reason),
        }
    }
}

#[derive(Clone)]
pub(super) struct GroupFlush {
    waiters: mpsc::Sender<Waiter>,
}

impl GroupFlush {
    pub(super) fn start() -> GroupFlush {
        let (waiters, inbox) = mpsc::channel::<Waiter>();
        let spawned = std::thread::Builder::new()
            .name("store-flush".into())
            .spawn(move || flush_loop(inbox));
        if let Err(err) = spawned {
            // Without the thread every wait reports the failure (the channel is closed),
            // which the tables treat as a failing disk.
            tracing::error!(%err, "the store's flush thread could not start");
        }
        GroupFlush { waiters }
    }

    pub(super) async fn wait(&self, db: &Kv) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        self.waiters
            .send((db.clone(), done))
            .map_err(|_| StoreError::Flush("the store's flush thread is gone".into()))?;
        match answer.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(failure)) => Err(failure.into()),
            Err(_) => Err(StoreError::Flush("the store's flush thread is gone".into())),
        }
    }
}

fn flush_loop(inbox: mpsc::Receiver<Waiter>) {
    // Blocks for the first waiter; ends when every sender (every store clone) is gone.
    while let Ok((db, first)) = inbox.recv() {
        let mut batch = vec![first];
        batch.extend(inbox.try_iter().map(|(_, waiter)| waiter));
        let flushed = db.flush().map_err(Failure::from);
        drop(db);
        for waiter in batch {
            let _ = waiter.send(flushed.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Store;

    #[tokio::test]
    async fn many_waiters_share_flushes_and_see_their_writes_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        {
            let store = Store::open(&path).unwrap();
            let mut waits = Vec::new();
            for id in 0..64u64 {
                store
                    .tables()
                    .write(id, &serde_json::json!({"schema": 1, "n": id}), &[])
                    .unwrap();
                let store = store.clone();
                waits.push(tokio::spawn(async move { store.durable().await }));
            }
            for wait in waits {
                wait.await.unwrap().unwrap();
            }
        }
        // Every handle dropped: the flush thread holds none, so the database reopens.
        // sled's own background flusher can let go of the lock a moment after the
        // last handle drops, hence a short bounded wait (a handle kept by the flush
        // thread would hold it for ever).
        let mut reopened = Store::open(&path);
        for _ in 0..40 {
            if reopened.is_ok() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            reopened = Store::open(&path);
        }
        let reopened = reopened.unwrap();
        assert_eq!(reopened.tables().live_count(), 64);
    }
}
