//! Running the real bot (the same `cantina::app::run` that `main` calls) against the
//! fake Discord, in its own runtime so a test can kill it without a graceful shutdown.

use super::fake_discord::FakeDiscord;
use cantina::config::Config;
use cantina::table::Catalog;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::sync::oneshot;

/// A bot started by a test.
pub struct Bot {
    runtime: Option<tokio::runtime::Runtime>,
    stop: Option<oneshot::Sender<()>>,
    finished: Option<oneshot::Receiver<Result<(), String>>>,
    pub db: PathBuf,
}

/// Settings fit for tests: fast computer moves and edits, a short challenge timeout.
pub fn test_config(fake: &FakeDiscord, db: &Path) -> Config {
    let mut config = Config::new(fake.token());
    config.api_url = Some(fake.api_url());
    config.database_path = db.to_path_buf();
    config.guild_id = Some(fake.guild_id());
    config.ai_delay = Duration::from_millis(30);
    config.edit_interval = Duration::from_millis(150);
    config.challenge_timeout = Duration::from_secs(2);
    config
}

/// Start the bot and wait until it is connected and its commands are registered.
pub async fn start_bot(fake: &FakeDiscord, config: Config, catalog: Catalog) -> Bot {
    let db = config.database_path.clone();
    wait_for_database_lock(&db).await;
    let bot = spawn_bot(config, catalog);
    fake.wait_bot_ready(Duration::from_secs(20)).await;
    bot
}

/// Start the bot without waiting (for start-up failure tests).
pub fn spawn_bot(config: Config, catalog: Catalog) -> Bot {
    let db = config.database_path.clone();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // Named so that a profile of a bench tells the bot's threads from the fake's.
        .thread_name("bot-worker")
        .enable_all()
        .build()
        .expect("bot runtime");
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let (done_tx, done_rx) = oneshot::channel();
    runtime.spawn(async move {
        let result = cantina::app::run(config, catalog, async {
            let _ = stop_rx.await;
        })
        .await
        .map_err(|e| e.to_string());
        let _ = done_tx.send(result);
    });
    Bot {
        runtime: Some(runtime),
        stop: Some(stop_tx),
        finished: Some(done_rx),
        db,
    }
}

impl Bot {
    /// Drop the bot on the floor: no shutdown, nothing flushed beyond what it wrote.
    pub fn kill(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }

    /// Graceful shutdown, as on SIGTERM; returns what `run` returned.
    pub async fn stop(mut self) -> Result<(), String> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let result = match self.finished.take() {
            Some(done) => tokio::time::timeout(Duration::from_secs(10), done)
                .await
                .map_err(|_| "bot did not stop".to_string())?
                .map_err(|_| "bot task died".to_string())?,
            None => Ok(()),
        };
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
        result
    }

    /// Wait for `run` to return by itself (start-up failures).
    pub async fn outcome(mut self, timeout: Duration) -> Result<(), String> {
        let done = self.finished.take().expect("outcome taken once");
        tokio::time::timeout(timeout, done)
            .await
            .map_err(|_| "bot still running".to_string())?
            .map_err(|_| "bot task died".to_string())?
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// The database, opened as soon as a stopped or killed bot has let go of it.
pub async fn open_store_when_free(db: &Path) -> cantina::store::Store {
    for _ in 0..100 {
        if let Ok(store) = cantina::store::Store::open(db) {
            return store;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("database {db:?} stayed locked");
}

/// A killed bot's database handle is released when its tasks are dropped, which
/// happens shortly after the kill; wait until the database can be opened.
pub async fn wait_for_database_lock(db: &Path) {
    if !db.exists() {
        return;
    }
    for _ in 0..100 {
        if cantina::store::Store::open(db).is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("database {db:?} stayed locked");
}
