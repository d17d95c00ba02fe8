//! The Cantina bot: reads its configuration and runs until SIGINT or SIGTERM.

use std::process::ExitCode;

/// A click allocates many small, short-lived values (gateway JSON, views, records);
/// glibc's allocator took about a quarter of the click bench's CPU time, and mimalloc
/// answers about 12% more clicks a second (`cargo bench --bench click_latency`, which
/// uses it too). It is built without transparent huge pages (`no_thp` in Cargo.toml):
/// with them, a fault on fresh memory zeroed a whole 2 MB page on the thread serving a
/// click, about a quarter of the bot's CPU time in that bench.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn")),
        )
        .init();
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
