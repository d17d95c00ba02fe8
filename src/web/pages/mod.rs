//! The pages people read: a server's leaderboards and the replays of finished games.
//!
//! - `/leaderboard/{guild}/{game}`: the server's board, as `/leaderboard` ranks it, with
//!   each person's rating over time and the server's latest games, linked to their
//!   replays;
//! - `/replay/{address}/{step}`: one step of a finished game as its table showed it
//!   publicly, with its picture (`…/{step}/table.png`), the move that led there and, at
//!   the end, the result; steps link to each other with `rel="prev"` and `rel="next"`.
//!
//! A server's pages exist only once a server manager ran `/web on` (`/web off` removes
//! them); a game in a DM or group DM has a replay under an unguessable address, given
//! to its players only. Pages are in the reader's language (`Accept-Language`), read
//! from the same Fluent messages as the bot. Every link is relative, so the pages work
//! under any `WEB_URL` prefix.

mod html;
mod lang;
mod pictures;

use super::WebState;
use crate::i18n::{Lang, Text};
use crate::stats;
use crate::table::record::TableRecord;
use crate::table::replay::{self, ReplayMark, ReplayStep};
use crate::table::Tables;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use std::sync::Arc;

pub use pictures::PictureCache;

/// How many of a server's latest finished tables the board looks through for its
/// list of recent games.
const RECENT_LOOKED_AT: usize = 40;
/// How many recent games the board lists.
const RECENT_SHOWN: usize = 15;
/// How many people the board shows.
const BOARD_ROWS: usize = 50;

/// The address of server `guild`'s leaderboard page of `game`.
pub fn leaderboard_url(base: &str, guild: u64, game: &str) -> String {
    format!("{base}/leaderboard/{guild}/{game}")
}

/// The address of the first step of table `table`'s replay.
pub fn replay_url(base: &str, table: u64, mark: &ReplayMark) -> String {
    format!("{base}/replay/{}/1", replay::address(table, mark))
}

/// The page's language, from the reader's `Accept-Language`.
fn reader_lang(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::EnUs, lang::negotiate)
}

fn html_page(status: StatusCode, markup: maud::Markup) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            // Pages change (a forget, /web off): never served from a stale copy.
            (header::CACHE_CONTROL, "no-cache"),
        ],
        markup.into_string(),
    )
        .into_response()
}

/// What a page that does not exist (or no longer does) answers.
pub(super) fn not_found(lang: Lang) -> Response {
    html_page(StatusCode::NOT_FOUND, html::not_found(lang))
}

fn unavailable(lang: Lang) -> Response {
    html_page(StatusCode::SERVICE_UNAVAILABLE, html::unavailable(lang))
}

/// A read of the store, on the blocking pool (the store may be a database across the
/// network).
async fn read<T: Send + 'static>(
    tables: &Tables,
    work: impl FnOnce(&Tables) -> T + Send + 'static,
) -> Option<T> {
    let tables = tables.clone();
    tokio::task::spawn_blocking(move || work(&tables))
        .await
        .ok()
}

/// `GET /leaderboard/{guild}/{game}`.
pub(super) async fn leaderboard(
    State(state): State<Arc<WebState>>,
    Path((guild, game)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(tables) = state.tables.get() else {
        return unavailable(lang);
    };
    let (Ok(guild), Some(hosted)) = (guild.parse::<u64>(), tables.catalog().get(&game)) else {
        return not_found(lang);
    };
    let built = read(tables, move |tables| {
        board(tables, guild, hosted.code(), lang)
    })
    .await;
    match built {
        Some(Ok(Some(board))) => html_page(StatusCode::OK, html::leaderboard(lang, &board)),
        Some(Ok(None)) => not_found(lang),
        Some(Err(err)) => {
            tracing::error!(%err, "leaderboard page not read");
            unavailable(lang)
        }
        None => unavailable(lang),
    }
}

/// What a leaderboard page shows.
pub(super) struct Board {
    pub game: String,
    pub game_title: String,
    /// Every game of the catalog (code, title), for the links between boards.
    pub games: Vec<(String, String)>,
    pub order: stats::Order,
    pub rows: Vec<BoardRow>,
    pub recent: Vec<RecentGame>,
}

pub(super) struct BoardRow {
    pub record: stats::PlayerStats,
    /// The rating after each of the latest rated games, oldest first.
    pub ratings: Vec<f64>,
}

pub(super) struct RecentGame {
    pub address: String,
    pub names: Vec<String>,
    pub steps: u32,
}

/// The board of `game` on server `guild`; `None` when the server's pages are closed.
fn board(
    tables: &Tables,
    guild: u64,
    game: &str,
    lang: Lang,
) -> Result<Option<Board>, crate::store::StoreError> {
    let store = tables.store();
    if !store.web_enabled(guild)? {
        return Ok(None);
    }
    let standings = store.standings().seen_by(game, Some(guild), 0)?;
    let mut ratings: std::collections::HashMap<u64, Vec<f64>> = standings
        .iter()
        .map(|s| (s.user, s.rating_history.clone()))
        .collect();
    let records = stats::records(&standings);
    let order = stats::Order::for_board(None, &records);
    let rows = stats::ranked(records, order)
        .into_iter()
        .take(BOARD_ROWS)
        .map(|record| BoardRow {
            ratings: ratings.remove(&record.user).unwrap_or_default(),
            record,
        })
        .collect();
    let mut recent = Vec::new();
    for id in store.latest_archived_in(Some(guild), RECENT_LOOKED_AT)? {
        let Ok(Some(record)) = store.tables().load_archived::<TableRecord>(id) else {
            continue;
        };
        let Some(mark) = record.replay.as_ref().filter(|m| m.steps > 0) else {
            continue;
        };
        if record.game == game {
            recent.push(RecentGame {
                address: replay::address(id, mark),
                names: record.seats.iter().map(|s| s.name.clone()).collect(),
                steps: mark.steps,
            });
        }
        if recent.len() == RECENT_SHOWN {
            break;
        }
    }
    let games = tables
        .catalog()
        .games()
        .map(|g| (g.code().to_string(), g.title_in(lang)))
        .collect();
    Ok(Some(Board {
        game: game.to_string(),
        game_title: tables
            .catalog()
            .get(game)
            .map_or_else(|| game.to_string(), |g| g.title_in(lang)),
        games,
        order,
        rows,
        recent,
    }))
}

/// `GET /replay/{address}`: to the first step.
pub(super) async fn replay_start(Path(address): Path<String>) -> Response {
    Redirect::to(&format!("{}/1", address_tail(&address))).into_response()
}

/// The last segment of a path, for a relative link to below it.
fn address_tail(address: &str) -> &str {
    address.rsplit('/').next().unwrap_or(address)
}

/// One step of a replay, ready to show.
pub(super) struct Step {
    pub game_title: String,
    pub number: u32,
    pub steps: u32,
    pub names: Vec<String>,
    pub view: crate::table::view::View,
    /// The lines of the move that led here.
    pub fresh: Vec<String>,
    /// The game's result, on its last step.
    pub result: Option<String>,
    /// Names the picture's cache entry (it changes when a name is erased).
    pub picture_key: String,
}

/// Table id, archived record and stored step `number` of the replay at `address`, if
/// the address is right, the step exists and the game's server (if any) has its pages
/// open.
fn load_step(
    tables: &Tables,
    address: &str,
    number: u32,
) -> Result<Option<(TableRecord, ReplayStep)>, crate::store::StoreError> {
    let Some((id, secret)) = replay::parse_address(address) else {
        return Ok(None);
    };
    let store = tables.store();
    let Some(record) = store.tables().load_archived::<TableRecord>(id)? else {
        return Ok(None);
    };
    let Some(mark) = &record.replay else {
        return Ok(None);
    };
    if !same_secret(&mark.secret, secret) || number == 0 || number > mark.steps {
        return Ok(None);
    }
    if let Some(guild) = record.guild_id {
        if !store.web_enabled(guild)? {
            return Ok(None);
        }
    }
    let Some(bytes) = store.replay_step(id, number)? else {
        return Ok(None);
    };
    let Ok(step) = serde_json::from_slice::<ReplayStep>(&bytes) else {
        tracing::warn!(table = id, number, "replay step unreadable");
        return Ok(None);
    };
    Ok(Some((record, step)))
}

/// Compared in constant time: how long a refusal takes says nothing of the secret.
fn same_secret(kept: &str, given: &str) -> bool {
    kept.len() == given.len()
        && kept
            .bytes()
            .zip(given.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Step `number` of the replay at `address`, drawn in `lang`.
fn step(
    tables: &Tables,
    address: &str,
    number: u32,
    lang: Lang,
) -> Result<Option<Step>, crate::store::StoreError> {
    let Some((record, stored)) = load_step(tables, address, number)? else {
        return Ok(None);
    };
    let Some((view, named)) = replay::public_view(tables.catalog(), &record, stored, lang) else {
        return Ok(None);
    };
    let steps = record.replay.as_ref().map_or(0, |m| m.steps);
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let result = (number == steps)
        .then(|| record.result.as_ref().map(|r: &Text| r.in_lang(lang)))
        .flatten();
    Ok(Some(Step {
        game_title: tables
            .catalog()
            .get(&record.game)
            .map_or_else(|| record.game.clone(), |g| g.title_in(lang)),
        number,
        steps,
        picture_key: format!(
            "{}/{number}/{}/{}",
            record.id,
            lang.code(),
            names.join("\u{1}")
        ),
        names,
        view,
        fresh: named.fresh_lines(lang),
        result,
    }))
}

/// Step `number` of the replay at `address`, read on the blocking pool and made into
/// an answer there by `answer` (`None`: nothing to show); a step that does not exist is
/// 404, a store that cannot be read 503.
async fn with_step(
    state: &WebState,
    (address, number): (String, String),
    lang: Lang,
    answer: impl FnOnce(Step) -> Option<Response> + Send + 'static,
) -> Response {
    let Some(tables) = state.tables.get() else {
        return unavailable(lang);
    };
    let Ok(number) = number.parse::<u32>() else {
        return not_found(lang);
    };
    let answered = read(tables, move |tables| {
        step(tables, &address, number, lang).map(|step| step.and_then(answer))
    })
    .await;
    match answered {
        Some(Ok(Some(response))) => response,
        Some(Ok(None)) => not_found(lang),
        Some(Err(err)) => {
            tracing::error!(%err, "replay step not read");
            unavailable(lang)
        }
        None => unavailable(lang),
    }
}

/// `GET /replay/{address}/{step}`.
pub(super) async fn replay_step(
    State(state): State<Arc<WebState>>,
    Path(at): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    with_step(&state, at, lang, move |step| {
        Some(html_page(StatusCode::OK, html::replay_step(lang, &step)))
    })
    .await
}

/// `GET /replay/{address}/{step}/table.png`: the step's table picture, painted on the
/// blocking pool and kept a while (a step's picture never changes but with a name).
pub(super) async fn replay_picture(
    State(state): State<Arc<WebState>>,
    Path(at): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    let pictures = state.pictures.clone();
    with_step(&state, at, lang, move |step| {
        let picture = step.view.picture.as_ref()?;
        let png = pictures.get_or_paint(&step.picture_key, || picture.png().to_vec());
        (!png.is_empty()).then(|| {
            (
                StatusCode::OK,
                [
                    (header::CONTENT_TYPE, "image/png"),
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                png.as_ref().clone(),
            )
                .into_response()
        })
    })
    .await
}

/// `GET /static/cantina.css`: the pages' one style sheet.
pub(super) async fn style_sheet() -> Response {
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("../../../data/web/cantina.css"),
    )
        .into_response()
}

/// `GET /`: what this is.
pub(super) async fn home(headers: HeaderMap) -> Response {
    html_page(StatusCode::OK, html::home(reader_lang(&headers)))
}

/// Any other address.
pub(super) async fn fallback(headers: HeaderMap) -> Response {
    not_found(reader_lang(&headers))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abcd", "abcd"));
        assert!(!same_secret("abcd", "abce"));
        assert!(!same_secret("abcd", "abc"));
        assert!(!same_secret("", "a"));
    }

    #[test]
    fn links_are_built_under_the_public_base() {
        assert_eq!(
            leaderboard_url("https://x.example/c", 5, "uno"),
            "https://x.example/c/leaderboard/5/uno"
        );
        let mark = ReplayMark {
            secret: "0".repeat(32),
            steps: 3,
        };
        assert_eq!(
            replay_url("http://127.0.0.1:8080", 9, &mark),
            format!("http://127.0.0.1:8080/replay/9-{}/1", "0".repeat(32))
        );
    }
}
