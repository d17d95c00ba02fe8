//! The Cantina bot: reads its configuration and runs until SIGINT or SIGTERM.
//!
//! `cantina` runs the bot; `cantina backup FILE` writes a copy of the whole store (with
//! sled the bot stopped, as sled lets one process open it, and a running bot writes one
//! on SIGUSR1); `cantina restore FILE` loads such a copy into an empty store; `cantina
//! migrate --to postgres://...` copies a sled store into PostgreSQL; `cantina
//! rebuild-standings` rebuilds the standings from the results.

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
       cantina migrate --to URL copy the sled store at DATABASE_PATH into PostgreSQL
                                (safe to run again; checks the counts it copied)
       cantina rebuild-standings
                                rebuild every player's standing from the stored
                                results (the bots stopped; repairs a damaged one)
DATABASE_URL (PostgreSQL), else DATABASE_PATH and SLED_CACHE_MB (sled) choose the
store, as for the bot. With PostgreSQL, backup runs while the bot runs.";

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
        ["migrate", "--to", url] => return migrate(url),
        ["rebuild-standings"] => return rebuild_standings(),
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

fn fail(text: String) -> ExitCode {
    eprintln!("{text}");
    ExitCode::from(2)
}

/// The sled database `DATABASE_PATH` names.
fn sled_location() -> cantina::store::Location {
    cantina::store::Location::Sled(
        std::env::var("DATABASE_PATH")
            .ok()
            .filter(|p| !p.trim().is_empty())
            .map(|p| PathBuf::from(p.trim()))
            .unwrap_or_else(|| PathBuf::from("data/cantina.db")),
    )
}

/// The store the environment names: `DATABASE_URL`, else `DATABASE_PATH`.
fn named_location() -> Result<cantina::store::Location, ExitCode> {
    let url = cantina::config::database_url(|name| std::env::var(name).ok())
        .map_err(|e| fail(e.to_string()))?;
    Ok(match url {
        Some(url) => cantina::store::Location::Postgres(url),
        None => sled_location(),
    })
}

/// Open a store for a subcommand; exit code 2 with the reason when it cannot be.
fn open_store_at(
    location: cantina::store::Location,
    must_exist: bool,
) -> Result<cantina::store::Store, ExitCode> {
    let cache_mb = cantina::config::sled_cache_mb(|name| std::env::var(name).ok())
        .map_err(|e| fail(e.to_string()))?;
    if let cantina::store::Location::Sled(path) = &location {
        if must_exist && !path.exists() {
            return Err(fail(format!("there is no database at {}", path.display())));
        }
    }
    let options = cantina::store::StoreOptions {
        cache_mb,
        ..Default::default()
    };
    cantina::store::Store::open_at(&location, &options).map_err(|err| {
        let help = match &location {
            cantina::store::Location::Sled(_) => cantina::app::RECOVERY_HELP,
            cantina::store::Location::Postgres(_) => "",
        };
        fail(format!(
            "the database ({}) could not be opened: {err}\n{help}",
            cantina::app::describe(&location)
        ))
    })
}

/// `cantina backup FILE` / `cantina restore FILE` on the store the environment names.
fn copy_store(copy: Copy, file: PathBuf) -> ExitCode {
    let _ = dotenvy::dotenv();
    let location = match named_location() {
        Ok(location) => location,
        Err(code) => return code,
    };
    let store = match open_store_at(location, matches!(copy, Copy::Backup)) {
        Ok(store) => store,
        Err(code) => return code,
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
            println!("the store {verb} {}: {copied}", file.display());
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("{err}");
            ExitCode::FAILURE
        }
    }
}

/// `cantina migrate --to postgres://...`: copy the sled store at `DATABASE_PATH` into
/// PostgreSQL, then check the counts. Safe to run again (entries are upserted).
fn migrate(to: &str) -> ExitCode {
    let _ = dotenvy::dotenv();
    let source = match open_store_at(sled_location(), true) {
        Ok(store) => store,
        Err(code) => return code,
    };
    let url = match cantina::config::database_url(|_| Some(to.to_string())) {
        Ok(Some(url)) => url,
        Ok(None) | Err(_) => {
            eprintln!("--to must be a postgres:// or postgresql:// URL");
            return ExitCode::from(2);
        }
    };
    let location = cantina::store::Location::Postgres(url);
    let target = match cantina::store::Store::open_at(&location, &Default::default()) {
        Ok(store) => store,
        Err(err) => {
            eprintln!(
                "the database ({}) could not be opened: {err}",
                cantina::app::describe(&location)
            );
            return ExitCode::from(2);
        }
    };
    let started = std::time::Instant::now();
    let copied = match source.copy_into(&target) {
        Ok(copied) => copied,
        Err(err) => {
            eprintln!("the copy stopped: {err} (run it again to go on)");
            return ExitCode::FAILURE;
        }
    };
    let seconds = started.elapsed().as_secs_f64().max(1e-3);
    println!(
        "copied {copied} in {seconds:.1} s ({:.0} entries a second) into {}",
        copied.entries() as f64 / seconds,
        cantina::app::describe(&location)
    );
    match target.check_copy(&copied) {
        Ok(short) if short.is_empty() => {
            println!("checked: PostgreSQL holds every entry copied");
            ExitCode::SUCCESS
        }
        Ok(short) => {
            for (space, copied, found) in short {
                eprintln!("{space}: {copied} copied but {found} found");
            }
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("the counts could not be checked: {err}");
            ExitCode::FAILURE
        }
    }
}

/// `cantina rebuild-standings` on the store the environment names.
fn rebuild_standings() -> ExitCode {
    let _ = dotenvy::dotenv();
    let store = match named_location().and_then(|location| open_store_at(location, true)) {
        Ok(store) => store,
        Err(code) => return code,
    };
    match store.standings().rebuild() {
        Ok(written) => {
            println!("standings rebuilt from the results: {written}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("the standings were not rebuilt: {err} (run it again)");
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
