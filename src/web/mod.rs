//! Cantina on the web: the HTTP side of the bot process, on when `WEB_ADDR` is set.
//! It serves, read-only:
//!
//! - `GET /healthz`: 200 while the process runs;
//! - `GET /readyz`: 200 once the gateway is connected and the store answers, 503
//!   before that, during a gateway outage and while shutting down ([`Readiness`]);
//! - `GET /metrics`: the Prometheus text of [`metrics`];
//! - the pages people read: leaderboards and replays ([`pages`]).
//!
//! Nothing here changes the bot: only `GET` is routed, request bodies are capped small,
//! requests are limited per client, and no cookie is ever set ([`guard`]). It runs on
//! the bot's own runtime and stops with it; every process of a sharded deployment can
//! serve it, since it reads the shared store.

mod guard;
pub mod metrics;
pub mod pages;

use crate::table::Tables;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::sync::oneshot;

/// The largest request body taken (every route is a `GET`: none is needed).
const BODY_LIMIT: usize = 1024;
/// How long the store may take to answer the readiness read.
const STORE_ANSWER: Duration = Duration::from_secs(2);
/// How long open connections get to finish when the server stops.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// What readiness is decided from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Readiness {
    /// The tables are restored (start-up is over).
    pub started: bool,
    /// Clicks are taken (false while shutting down, or once the store keeps failing).
    pub accepting: bool,
    /// Every shard of the gateway is connected (false before the first connection and
    /// during an outage).
    pub gateway_connected: bool,
    /// A cheap read of the store came back in time.
    pub store_answers: bool,
}

impl Readiness {
    /// Ready, or why not.
    pub fn verdict(&self) -> Result<(), &'static str> {
        if !self.started {
            Err("starting")
        } else if !self.accepting {
            Err("shutting down")
        } else if !self.gateway_connected {
            Err("gateway not connected")
        } else if !self.store_answers {
            Err("store not answering")
        } else {
            Ok(())
        }
    }
}

/// The running HTTP server; stopped by [`Web::stop`], or at once when dropped.
pub struct Web {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Web {
    /// Listen on `addr` and serve; `tables` is filled once start-up has restored them.
    /// Each client address may make `per_second` requests a second (0: no limit).
    pub async fn start(
        addr: SocketAddr,
        tables: Arc<OnceLock<Tables>>,
        per_second: u32,
    ) -> std::io::Result<Web> {
        // Installed before anything is counted.
        metrics::handle();
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = oneshot::channel::<()>();
        let state = Arc::new(WebState {
            tables,
            pictures: Arc::new(pages::PictureCache::default()),
        });
        let app = router(state, Arc::new(guard::RateLimit::new(per_second)))
            .into_make_service_with_connect_info::<SocketAddr>();
        let task = tokio::spawn(async move {
            let served = axum::serve(listener, app)
                .with_graceful_shutdown(async {
                    let _ = stopped.await;
                })
                .await;
            if let Err(err) = served {
                tracing::error!(%err, "web server stopped");
            }
        });
        tracing::info!(%addr, "web server listening");
        Ok(Web {
            addr,
            stop: Some(stop),
            task,
        })
    }

    /// Where the server listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stop listening, let open requests finish for a moment, then end.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if tokio::time::timeout(STOP_GRACE, &mut self.task)
            .await
            .is_err()
        {
            self.task.abort();
        }
    }
}

impl Drop for Web {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// What every route reads: the tables (filled once start-up restored them) and the
/// pictures already painted.
pub(crate) struct WebState {
    tables: Arc<OnceLock<Tables>>,
    pictures: Arc<pages::PictureCache>,
}

fn router(state: Arc<WebState>, limit: Arc<guard::RateLimit>) -> Router {
    Router::new()
        .route("/", get(pages::home))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_text))
        .route("/static/cantina.css", get(pages::style_sheet))
        // Browsers ask for it by themselves: nothing, rather than a 404 in their console.
        .route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }))
        .route("/leaderboard/:guild/:game", get(pages::leaderboard))
        .route("/replay/:address", get(pages::replay_start))
        .route("/replay/:address/:step", get(pages::replay_step))
        .route(
            "/replay/:address/:step/table.png",
            get(pages::replay_picture),
        )
        .fallback(pages::fallback)
        .layer(axum::middleware::from_fn_with_state(limit, guard::guard))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state)
}

fn text(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

async fn healthz() -> Response {
    text(StatusCode::OK, "ok\n".into())
}

async fn readyz(State(state): State<Arc<WebState>>) -> Response {
    let readiness = match state.tables.get() {
        Some(tables) => Readiness {
            started: true,
            accepting: tables.accepting(),
            gateway_connected: tables.gateway_connected(),
            store_answers: store_answers(tables).await,
        },
        None => Readiness::default(),
    };
    match readiness.verdict() {
        Ok(()) => text(StatusCode::OK, "ready\n".into()),
        Err(why) => text(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("not ready: {why}\n"),
        ),
    }
}

/// Whether a cheap read of the store comes back, in time and without an error.
async fn store_answers(tables: &Tables) -> bool {
    let store = tables.store().clone();
    let read = tokio::task::spawn_blocking(move || store.ping());
    matches!(
        tokio::time::timeout(STORE_ANSWER, read).await,
        Ok(Ok(Ok(())))
    )
}

async fn metrics_text(State(state): State<Arc<WebState>>) -> Response {
    let Some(handle) = metrics::handle() else {
        return text(
            StatusCode::SERVICE_UNAVAILABLE,
            "metrics are recorded elsewhere in this process\n".into(),
        );
    };
    if let Some(tables) = state.tables.get() {
        metrics::set_gauges(tables);
    }
    (
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        handle.render(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_only_when_started_accepting_connected_and_the_store_answers() {
        let ready = Readiness {
            started: true,
            accepting: true,
            gateway_connected: true,
            store_answers: true,
        };
        assert_eq!(ready.verdict(), Ok(()));
        assert_eq!(Readiness::default().verdict(), Err("starting"));
        let shutting_down = Readiness {
            accepting: false,
            ..ready
        };
        assert_eq!(shutting_down.verdict(), Err("shutting down"));
        let outage = Readiness {
            gateway_connected: false,
            ..ready
        };
        assert_eq!(outage.verdict(), Err("gateway not connected"));
        let store_silent = Readiness {
            store_answers: false,
            ..ready
        };
        assert_eq!(store_silent.verdict(), Err("store not answering"));
    }

    #[tokio::test]
    async fn counts_an_interaction_by_its_worst_outcome() {
        let handle = metrics::handle().expect("the first recorder of this test binary");
        metrics::interaction("click", async {
            metrics::refused(());
        })
        .await;
        metrics::interaction("click", async {
            metrics::refused(());
            metrics::failed();
        })
        .await;
        metrics::interaction("autocomplete", async {}).await;
        let text = handle.render();
        for line in [
            r#"cantina_interactions_total{kind="click",outcome="refused"} 1"#,
            r#"cantina_interactions_total{kind="click",outcome="failed"} 1"#,
            r#"cantina_interactions_total{kind="autocomplete",outcome="answered"} 1"#,
        ] {
            assert!(text.contains(line), "{line} missing from:\n{text}");
        }
        assert!(
            text.contains(r#"cantina_interaction_seconds_bucket{kind="click",le="0.005"}"#),
            "{text}"
        );
    }
}
