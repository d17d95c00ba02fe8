//! Start-up and shutdown: open the store, restore every live table (re-arming its
//! deadlines), check the token, connect the gateway (commands are registered on READY),
//! and on a shutdown signal stop taking clicks, flush the store and return.

use crate::config::{Config, TOKEN_HELP};
use crate::discord::pace::GlobalPace;
use crate::discord::send::DiscordPresenter;
use crate::discord::Handler;
use crate::screens::{
    klondike::KlondikeScreen, oril::OrilScreen, pazaak::PazaakScreen, uno::UnoScreen,
};
use crate::store::{Location, Store};
use crate::table::hosting::host;
use crate::table::{Catalog, TableConfig, Tables};
use serenity::all::ClientBuilder;
use serenity::all::{ApplicationId, GatewayIntents, HttpBuilder};
use std::future::Future;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Where an operator reads what to do when the database will not open.
pub const RECOVERY_HELP: &str = "If another Cantina process uses this database, stop it first. \
Otherwise follow \"Back up and recover\" in docs/operations.md: move the database directory aside \
and restore the last backup with `cantina restore FILE`.";

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("the database ({path}) could not be opened: {source}\n{RECOVERY_HELP}")]
    Store {
        path: String,
        source: crate::store::StoreError,
    },
    /// PostgreSQL could not be reached or refused the bot: one line, no sled advice.
    #[error("the database ({path}) could not be opened: {source}")]
    SharedStore {
        path: String,
        source: crate::store::StoreError,
    },
    #[error("Discord rejected the token.\n{TOKEN_HELP}")]
    TokenRejected,
    #[error("the database keeps failing; exiting so a supervisor restarts the bot")]
    StoreFailing,
    #[error("Discord could not be reached: {0}")]
    Discord(String),
    #[error("Discord closed the gateway for good ({0}); exiting instead of retrying")]
    GatewayRefused(String),
    /// A game's own setting is not valid (see `Hosted::warm_up`).
    #[error("{0}")]
    Setting(#[from] crate::table::hosting::InvalidSetting),
    /// The HTTP side could not listen where `WEB_ADDR` says.
    #[error("WEB_ADDR {addr}: cannot listen: {source}")]
    Web {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
}

impl RunError {
    /// The process's exit code: 2 for what a restart cannot mend (a sled database that
    /// will not open, a malformed URL, refused credentials, a newer database layout), 1
    /// for the rest (a supervisor restarts the bot), including a PostgreSQL that cannot
    /// be reached or does not answer now: it may be restarting.
    pub fn exit_code(&self) -> u8 {
        match self {
            RunError::SharedStore { source, .. } if may_come_back(source) => 1,
            RunError::Store { .. } | RunError::SharedStore { .. } | RunError::Setting(_) => 2,
            _ => 1,
        }
    }
}

/// The games this build of the bot hosts.
pub fn default_catalog() -> Catalog {
    Catalog::new(vec![
        host::<UnoScreen>(),
        host::<KlondikeScreen>(),
        host::<OrilScreen>(),
        host::<PazaakScreen>(),
    ])
}

/// Open the store the configuration names, or say which variable points where and
/// what failed.
pub fn open_store(config: &Config) -> Result<Store, RunError> {
    let location = config.store_location();
    Store::open_at(&location, &config.store_options()).map_err(|source| match location {
        Location::Sled(_) => RunError::Store {
            path: describe(&location),
            source,
        },
        Location::Postgres(_) => RunError::SharedStore {
            path: describe(&location),
            source,
        },
    })
}

/// A store error a later try may not see: the database cannot be reached, or did not
/// answer in time.
fn may_come_back(err: &crate::store::StoreError) -> bool {
    err.is_unavailable() || err.is_hung()
}

/// The longest pause between two tries to open a database that is not answering yet.
const OPEN_RETRY_MAX: std::time::Duration = std::time::Duration::from_secs(30);

/// Open the store; a PostgreSQL that cannot be reached yet or does not answer in time
/// (a restart, a failover) is tried again after a pause that doubles up to
/// [`OPEN_RETRY_MAX`], each try logged, until it answers (`None` if `shutdown` comes
/// first). What a restart cannot mend fails at once.
async fn open_store_patiently<S: Future<Output = ()>>(
    config: &Config,
    mut shutdown: std::pin::Pin<&mut S>,
) -> Result<Option<Store>, RunError> {
    let mut pause = std::time::Duration::from_secs(1);
    let mut tries: u32 = 1;
    loop {
        match open_store(config) {
            Ok(store) => {
                if tries > 1 {
                    tracing::info!(tries, "the database answers; starting");
                }
                return Ok(Some(store));
            }
            Err(err) if err.exit_code() == 1 => {
                tracing::warn!(
                    tries,
                    retry_in_secs = pause.as_secs(),
                    "{err}; trying again"
                );
                tokio::select! {
                    _ = tokio::time::sleep(pause) => {}
                    _ = shutdown.as_mut() => return Ok(None),
                }
                pause = (pause * 2).min(OPEN_RETRY_MAX);
                tries = tries.saturating_add(1);
            }
            Err(err) => return Err(err),
        }
    }
}

/// Where a store lives, for an operator (a PostgreSQL password is never shown).
pub fn describe(location: &Location) -> String {
    match location {
        Location::Sled(path) => format!("DATABASE_PATH {}", path.display()),
        Location::Postgres(url) => format!("DATABASE_URL {}", crate::config::redact_url(url)),
    }
}

/// Run the bot until `shutdown` resolves (or the gateway fails).
pub async fn run(
    config: Config,
    catalog: Catalog,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), RunError> {
    // A game's own setting that is not valid stops the start before anything opens.
    warm_up_games(&config, &catalog)?;
    let mut shutdown = std::pin::pin!(shutdown);
    let Some(store) = open_store_patiently(&config, shutdown.as_mut()).await? else {
        return Ok(());
    };
    // Parse the texts of every language now, and say which messages a language lacks.
    crate::i18n::check_at_start();
    // A refusal another run of this process saw is not this run's.
    gateway_watch::sender().send_replace(None);
    let mut gateway_refused = gateway_watch::sender().subscribe();
    #[cfg(unix)]
    let backups = backup_on_signal(store.clone(), config.database_path.clone());
    let mut builder = HttpBuilder::new(&config.token);
    if let Some(url) = &config.api_url {
        // A proxy (or a local fake) does its own rate limiting; serenity ignores the
        // proxy unless its own limiter is off.
        builder = builder.proxy(url.as_str()).ratelimiter_disabled(true);
    }
    let tables_slot: Arc<std::sync::OnceLock<Tables>> = Arc::new(std::sync::OnceLock::new());
    // Health and metrics from now on; ready once the tables are restored and the
    // gateway is connected. Dropped (stopped) on every way out of here.
    let web = match config.web_addr {
        Some(addr) => Some(
            crate::web::Web::start(addr, tables_slot.clone(), config.web_rate_limit)
                .await
                .map_err(|source| RunError::Web { addr, source })?,
        ),
        None => None,
    };
    let registered = Arc::new(AtomicBool::new(false));
    let handler = Handler {
        tables: tables_slot.clone(),
        guild_id: config.guild_id,
        registered,
        answer_order: Default::default(),
    };
    let mut client = ClientBuilder::new_with_http(builder.build(), GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .map_err(|e| RunError::Discord(e.to_string()))?;
    let http = client.http.clone();

    // Checks the token, and gives the application id that private views (webhook
    // routes) need before the gateway's READY arrives.
    match http.get_current_application_info().await {
        Ok(app) => http.set_application_id(ApplicationId::new(app.id.get())),
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(resp)))
            if resp.status_code.as_u16() == 401 =>
        {
            return Err(RunError::TokenRejected)
        }
        Err(err) => return Err(RunError::Discord(err.to_string())),
    }

    let presenter = Arc::new(DiscordPresenter {
        http,
        pace: Arc::new(GlobalPace::new(config.rest_per_second)),
    });
    let tables = Tables::new(
        store,
        presenter,
        catalog,
        TableConfig {
            challenge_timeout: config.challenge_timeout,
            ai_delay: config.ai_delay,
            edit_interval: config.edit_interval,
            max_tables_per_server: config.max_tables_per_server,
            shards: config.shards,
            web_url: config.web_url(),
        },
    );
    // Parse the fonts now rather than on the first click.
    tokio::task::spawn_blocking(crate::render::warm_up);
    let restored = tables.restore_all();
    tracing::info!(restored, "live tables restored");
    // People forgotten while a table slept here, or on another process, are erased.
    tables.follow_forgets();
    // A table lost to another process (after a database restart) stops here.
    tables.watch_claims();
    let _ = tables_slot.set(tables.clone());

    let shards = client.shard_manager.clone();
    tokio::spawn(crate::discord::gateway_watch::watch(
        shards.clone(),
        tables.clone(),
    ));
    // Discord requires sharding from 2,500 guilds: by default run as many shards as it
    // recommends; a large deployment gives each process its own slice.
    let gateway = async {
        match config.shards {
            Some(plan) => {
                tracing::info!(?plan, "running a slice of the shards");
                // serenity counts the range's end as included (its `start_connection`
                // boots `end - start + 1` shards): `first..last` runs first to last.
                client
                    .start_shard_range(plan.first..plan.last, plan.total)
                    .await
            }
            None => client.start_autosharded().await,
        }
    };
    let outcome = tokio::select! {
        result = gateway => {
            tables.shutdown().await;
            result.map_err(|e| match e {
                serenity::Error::Gateway(serenity::gateway::GatewayError::InvalidAuthentication) => RunError::TokenRejected,
                other => RunError::Discord(other.to_string()),
            })
        }
        reason = async {
            let seen = gateway_refused.wait_for(Option::is_some).await;
            seen.map(|reason| (*reason).clone()).ok().flatten().unwrap_or_default()
        } => {
            // serenity reconnects for ever (spinning) after such a close: stop instead,
            // so the operator sees why and a supervisor does not hide it.
            tracing::error!(%reason, "Discord closed the gateway for good; exiting");
            tables.shutdown().await;
            shards.shutdown_all().await;
            Err(RunError::GatewayRefused(reason))
        }
        _ = tables.failed() => {
            // Exit non-zero: a supervisor restarts the bot, which restores every table.
            shards.shutdown_all().await;
            Err(RunError::StoreFailing)
        }
        _ = shutdown.as_mut() => {
            tracing::info!("shutting down");
            tables.shutdown().await;
            shards.shutdown_all().await;
            Ok(())
        }
    };
    #[cfg(unix)]
    if let Some(backups) = backups {
        // The task holds the store: let go of it with the bot.
        backups.abort();
    }
    if let Some(web) = web {
        web.stop().await;
    }
    outcome
}

/// On SIGUSR1 the running bot writes a backup of its whole store beside the database
/// (`DATABASE_PATH.backup-<unix seconds>`): sled lets no second process open it.
#[cfg(unix)]
fn backup_on_signal(
    store: Store,
    database: std::path::PathBuf,
) -> Option<tokio::task::JoinHandle<()>> {
    use tokio::signal::unix::{signal, SignalKind};
    let Ok(mut usr1) = signal(SignalKind::user_defined1()) else {
        tracing::warn!("SIGUSR1 backups unavailable");
        return None;
    };
    Some(tokio::spawn(async move {
        while usr1.recv().await.is_some() {
            let secs = crate::clock::wall_ms() / 1000;
            let mut name = database.clone().into_os_string();
            name.push(format!(".backup-{secs}"));
            let file = std::path::PathBuf::from(name);
            let store = store.clone();
            let written =
                tokio::task::spawn_blocking(move || store.backup_to(&file).map(|c| (file, c)))
                    .await;
            match written {
                Ok(Ok((file, copied))) => {
                    tracing::info!(file = %file.display(), %copied, "backup written")
                }
                Ok(Err(err)) => tracing::error!(%err, "backup failed"),
                Err(err) => tracing::error!(%err, "backup failed"),
            }
        }
    }))
}

/// serenity logs a gateway close it cannot recover from (4010 invalid shard, 4011
/// sharding required, 4004 authentication failed, 4013/4014 intents) but, for some of
/// them, goes on reconnecting for ever without returning. This tracing layer, installed
/// by `main`, hears that log line and tells [`run`], which exits.
pub mod gateway_watch {
    use std::sync::OnceLock;
    use tokio::sync::watch;
    use tracing::field::{Field, Visit};
    use tracing_subscriber::layer::Context;

    /// serenity's gateway errors after which no reconnection can succeed.
    const FATAL: &[(&str, &str)] = &[
        ("InvalidShardData", "4010 invalid shard"),
        ("OverloadedShard", "4011 sharding required"),
        ("InvalidAuthentication", "4004 authentication failed"),
        ("InvalidGatewayIntents", "4013 invalid intents"),
        ("DisallowedGatewayIntents", "4014 disallowed intents"),
    ];

    pub(crate) fn sender() -> &'static watch::Sender<Option<String>> {
        static SENDER: OnceLock<watch::Sender<Option<String>>> = OnceLock::new();
        SENDER.get_or_init(|| watch::channel(None).0)
    }

    /// The layer: only serenity's gateway warnings and errors reach it.
    pub fn layer<S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>>(
    ) -> impl tracing_subscriber::Layer<S> {
        use tracing_subscriber::Layer;
        GatewayWatch.with_filter(
            tracing_subscriber::filter::Targets::new()
                .with_target("serenity::gateway", tracing::Level::WARN),
        )
    }

    /// How long [`run`](super::run) has to stop in order before the process is ended.
    const GRACE: std::time::Duration = std::time::Duration::from_secs(10);

    /// After such a close, serenity's shard runner reads its dead socket in a loop that
    /// never yields: with one core (one async worker) it starves every other task, and the
    /// orderly stop in `run` never gets to run. A plain thread ends the process after a
    /// grace period instead. Nothing is lost: every acknowledged change is already durable.
    fn exit_if_still_running(close: &'static str) {
        let spawned = std::thread::Builder::new()
            .name("gateway-refused".into())
            .spawn(move || {
                std::thread::sleep(GRACE);
                eprintln!("Discord closed the gateway for good ({close}); exiting");
                std::process::exit(1);
            });
        if spawned.is_err() {
            std::process::exit(1);
        }
    }

    struct GatewayWatch;

    struct Message(String);

    impl Visit for Message {
        fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
            if field.name() == "message" {
                self.0 = format!("{value:?}");
            }
        }
    }

    impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for GatewayWatch {
        fn on_event(&self, event: &tracing::Event<'_>, _ctx: Context<'_, S>) {
            let mut message = Message(String::new());
            event.record(&mut message);
            if !message.0.contains("Shard handler received err") {
                return;
            }
            if let Some((_, close)) = FATAL.iter().find(|(name, _)| message.0.contains(name)) {
                let first = sender().send_replace(Some((*close).to_string())).is_none();
                if first {
                    exit_if_still_running(close);
                }
            }
        }
    }
}

/// Let every game get ready (a deployment only): each checks its own settings now
/// and does slow work on a thread of its own.
fn warm_up_games(config: &Config, catalog: &Catalog) -> Result<(), RunError> {
    if !config.warm_up {
        return Ok(());
    }
    let cache_dir = config
        .database_path
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let setting = |name: &str| std::env::var(name).ok();
    for game in catalog.games() {
        game.warm_up(&crate::table::hosting::WarmUp {
            cache_dir: &cache_dir,
            setting: &setting,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::StoreError;
    use std::time::Duration;

    /// A database that cannot be reached or answer now may come back: a supervisor
    /// restarts the bot (exit 1). Only what a restart cannot mend exits 2.
    #[test]
    fn only_what_a_restart_cannot_mend_exits_2() {
        let shared = |source| RunError::SharedStore {
            path: "DATABASE_URL postgres://bot@db/cantina".into(),
            source,
        };
        assert_eq!(
            shared(StoreError::Unavailable("down".into())).exit_code(),
            1
        );
        assert_eq!(
            shared(StoreError::Deadline(Duration::from_secs(10))).exit_code(),
            1
        );
        assert_eq!(
            shared(StoreError::Database(
                "password authentication failed".into()
            ))
            .exit_code(),
            2
        );
        assert_eq!(
            shared(StoreError::NewerDatabase { found: 2, known: 1 }).exit_code(),
            2
        );
    }
}
