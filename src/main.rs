//! The Cantina bot: reads its configuration and runs until SIGINT or SIGTERM.
//!
//! `cantina` runs the bot; `cantina backup FILE` writes a copy of the whole store (the
//! bot stopped: sled lets one process open it; a running bot writes one on SIGUSR1);
//! `cantina restore FILE` loads such a copy into an empty store.

use std::path::PathBuf;
use std::process::ExitCode;

/// A click allocates many small, short-lived values (gateway JSON, views, records);
/// glibc's allocator took about a quarter of the click bench's CPU time, and mimalloc
/// answers about 12% more clicks a second (`cargo bench --bench click_latency`, which
/// uses it too). It is built without transparent huge pages (`no_thp` in Cargo.toml):
/// with them, a fault on fresh memory zeroed a whole 2 MB page on the thread serving a
/// click, about a quarter of the bot's CPU time in that bench.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "\
usage: cantina                  run the bot (configuration from the environment and .env)
       cantina backup FILE      write a copy of the whole store to FILE (the bot stopped)
       cantina restore FILE     load FILE into an empty store
DATABASE_PATH and SLED_CACHE_MB choose the store, as for the bot.";

#[tokio::main]
async fn main() -> ExitCode {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    tracing_subscriber::registry()
        .with(tracing_subscriber::fmt::layer().with_filter(filter))
        .with(cantina::app::gateway_watch::layer())
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => {}
        ["backup", file] => return copy_store(Copy::Backup, PathBuf::from(file)),
        ["restore", file] => return copy_store(Copy::Restore, PathBuf::from(file)),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    }
    let config = match cantina::config::Config::from_env() {
        Ok(config) => config,
        Err(err) => {
            eprintln!("{err}");
            return ExitCode::from(2);
        }
    };
    match cantina::app::run(config, cantina::app::default_catalog(), shutdown_signal()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!(%err, "the bot stopped");
            eprintln!("{err}");
            // Now: a hung disk may hold a worker the runtime would wait for at exit.
            std::process::exit(i32::from(err.exit_code()));
        }
    }
}

enum Copy {
    Backup,
    Restore,
}

/// `cantina backup FILE` / `cantina restore FILE` on the store `DATABASE_PATH` names.
fn copy_store(copy: Copy, file: PathBuf) -> ExitCode {
    let _ = dotenvy::dotenv();
    let get = |name: &str| std::env::var(name).ok();
    let database = get("DATABASE_PATH")
        .filter(|p| !p.trim().is_empty())
        .map(|p| PathBuf::from(p.trim()))
        .unwrap_or_else(|| PathBuf::from("data/cantina.db"));
    let cache_mb = match cantina::config::sled_cache_mb(get) {
        Ok(mb) => mb,
        Err(err) => {
            eprintln!("{err}");
            return ExitCode::from(2);
        }
    };
    if matches!(copy, Copy::Backup) && !database.exists() {
        eprintln!("there is no database at {}", database.display());
        return ExitCode::from(2);
    }
    let options = cantina::store::StoreOptions {
        cache_mb,
        ..Default::default()
    };
    let store = match cantina::store::Store::open_with(&database, &options) {
        Ok(store) => store,
        Err(err) => {
            eprintln!(
                "the database at {} could not be opened: {err}\n{}",
                database.display(),
                cantina::app::RECOVERY_HELP
            );
            return ExitCode::from(2);
        }
    };
    let done = match copy {
        Copy::Backup => store.backup_to(&file),
        Copy::Restore => store.restore_from(&file),
    };
    match done {
        Ok(copied) => {
            let verb = match copy {
                Copy::Backup => "backed up to",
                Copy::Restore => "restored from",
            };
            println!("{} {verb} {}: {copied}", database.display(), file.display());
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("{err}");
            ExitCode::FAILURE
        }
    }
}

/// Resolves on Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
