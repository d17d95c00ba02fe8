//! Start-up and shutdown: open the store, restore every live table (re-arming its
//! deadlines), check the token, connect the gateway (commands are registered on READY),
//! and on a shutdown signal stop taking clicks, flush the store and return.

use crate::config::{Config, TOKEN_HELP};
use crate::discord::pace::GlobalPace;
use crate::discord::present::DiscordPresenter;
use crate::discord::Handler;
use crate::store::Store;
use crate::table::{Catalog, TableConfig, Tables};
use serenity::all::ClientBuilder;
use serenity::all::{ApplicationId, GatewayIntents, HttpBuilder};
use std::future::Future;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("the database at {path} could not be opened: {source}")]
    Store {
        path: String,
        source: crate::store::StoreError,
    },
    #[error("Discord rejected the token.\n{TOKEN_HELP}")]
    TokenRejected,
    #[error("the database keeps failing; exiting so a supervisor restarts the bot")]
    StoreFailing,
    #[error("Discord could not be reached: {0}")]
    Discord(String),
}

/// The games this build of the bot hosts.
pub fn default_catalog() -> Catalog {
    Catalog(vec![
        Arc::new(crate::screens::uno::definition()),
        Arc::new(crate::screens::klondike::definition()),
        Arc::new(crate::table::hosting::Hosted::<
            crate::screens::oril::OrilScreen,
        >::new()),
        Arc::new(crate::table::hosting::Hosted::<
            crate::screens::pazaak::PazaakScreen,
        >::new()),
    ])
}

/// Run the bot until `shutdown` resolves (or the gateway fails).
pub async fn run(
    config: Config,
    catalog: Catalog,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), RunError> {
    let store = Store::open(&config.database_path).map_err(|source| RunError::Store {
        path: config.database_path.display().to_string(),
        source,
    })?;
    prepare_oril_endgames(&config);
    let mut builder = HttpBuilder::new(&config.token);
    if let Some(url) = &config.api_url {
        // A proxy (or a local fake) does its own rate limiting; serenity ignores the
        // proxy unless its own limiter is off.
        builder = builder.proxy(url.as_str()).ratelimiter_disabled(true);
    }
    let tables_slot: Arc<std::sync::OnceLock<Tables>> = Arc::new(std::sync::OnceLock::new());
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
        },
    );
    // Parse the fonts now rather than on the first click.
    tokio::task::spawn_blocking(crate::render::warm_up);
    let restored = tables.restore_all();
    tracing::info!(restored, "live tables restored");
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
                client
                    .start_shard_range(plan.first..plan.last + 1, plan.total)
                    .await
            }
            None => client.start_autosharded().await,
        }
    };
    tokio::select! {
        result = gateway => {
            tables.shutdown().await;
            result.map_err(|e| match e {
                serenity::Error::Gateway(serenity::gateway::GatewayError::InvalidAuthentication) => RunError::TokenRejected,
                other => RunError::Discord(other.to_string()),
            })
        }
        _ = tables.failed() => {
            // Exit non-zero: a supervisor restarts the bot, which restores every table.
            shards.shutdown_all().await;
            Err(RunError::StoreFailing)
        }
        _ = shutdown => {
            tracing::info!("shutting down");
            tables.shutdown().await;
            shards.shutdown_all().await;
            Ok(())
        }
    }
}

/// Load (or build once and cache beside the database) the Oril endgame tables in the
/// background; the computer's search reads them once they are installed.
fn prepare_oril_endgames(config: &Config) {
    use crate::games::oril::endgame::{install, EndgameTable};
    use crate::games::oril::RuleSet;
    let stones = config.oril_endgame_stones;
    if stones == 0 {
        return;
    }
    let dir = config
        .database_path
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    std::thread::spawn(move || {
        for (rules, name) in [(RuleSet::Oril, "oril"), (RuleSet::Abapa, "abapa")] {
            let path = dir.join(format!("oril-endgame-{name}-{stones}.bin"));
            let started = std::time::Instant::now();
            let table = EndgameTable::load_or_build(&path, rules, stones);
            install(table);
            tracing::info!(
                rules = name,
                stones,
                secs = started.elapsed().as_secs_f64(),
                "Oril endgame table ready"
            );
        }
    });
}
