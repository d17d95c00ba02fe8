//! How fast the web pages answer with a large store.
//!
//! `cargo bench --bench web_pages -- RESULTS [sled|postgres]` fills a store with
//! RESULTS results over 1,000 servers (every server plays every game), archives 40
//! finished Oril matches with their replays (played here by two computer players, each
//! step stored as the tables store them) on server 1, opens its pages, starts the HTTP
//! side on loopback and times 1,000 `GET`s of each page over plain HTTP/1.1, one at a
//! time: p50 and p99 of the whole exchange, connect included.

#[path = "../tests/support/postgres.rs"]
#[allow(dead_code)]
mod postgres;
#[path = "../tests/support/silent.rs"]
mod silent;

use cantina::clock::now_ms;
use cantina::i18n::Lang;
use cantina::store::results::{GameResult, Opponent};
use cantina::store::{Location, Store, StoreOptions, SCHEMA};
use cantina::table::hosting::{Options, SeatInfo};
use cantina::table::record::{Phase, SeatRecord, TableRecord};
use cantina::table::replay::{self, ReplayMark, ReplayStep};
use cantina::table::{TableConfig, Tables};
use rand::SeedableRng;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const GUILDS: u64 = 1000;
const PEOPLE: u64 = 20_000;
const CALLS: usize = 1000;
const MATCHES: u64 = 40;

fn result(i: u64) -> GameResult {
    let game = ["uno", "oril", "pazaak", "klondike"][(i % 4) as usize];
    let user = i.wrapping_mul(2_654_435_761) % PEOPLE;
    let opponent = (user + 1 + i % 97) % PEOPLE;
    GameResult {
        schema: SCHEMA,
        game: game.into(),
        guild_id: Some((i / 4) % GUILDS + 1),
        channel_id: 1,
        table_id: i + 1,
        seat: 0,
        user: Some(user),
        name: format!("player {user}"),
        place: 1 + (i % 2) as u32,
        sharing_first: 1,
        score: (i % 300) as i64,
        opponents: vec![Opponent {
            user: Some(opponent),
            name: format!("player {opponent}"),
            level: None,
            unknown_fields: Default::default(),
        }],
        finished_ms: i,
        length_ms: 60_000,
        round: 0,
        stand_in: false,
        unrated: false,
        assisted: false,
        unknown_fields: Default::default(),
    }
}

/// A finished Oril match between two computer players on server 1, archived with its
/// replay; returns the replay's address.
fn archive_match(store: &Store, catalog: &cantina::table::Catalog, n: u64) -> String {
    let hosted = catalog.get("oril").expect("oril");
    let settings = hosted.settings(&Options::default()).expect("settings");
    let seats = vec![
        SeatRecord::person(10_000 + n, format!("Ada {n}")),
        SeatRecord::person(20_000 + n, format!("李 {n}")),
    ];
    let infos: Vec<SeatInfo> = seats.iter().map(|s| s.info()).collect();
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let mut game = hosted
        .new_game(&settings, &infos, n, store.player_records())
        .expect("a game");
    let id = store.next_id().unwrap();
    let mut mark = ReplayMark::new();
    let mut log = Vec::new();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n);
    while game.result().is_none() && mark.steps < 400 {
        let Some(&seat) = game.awaited().first() else {
            break;
        };
        let narration = game.computer(seat, "easy", &mut rng);
        let fresh = narration.log.len();
        log.extend(narration.log);
        let start = log.len().saturating_sub(12);
        log.drain(..start);
        mark.steps += 1;
        let step = ReplayStep::masked(game.save(), &log, fresh, &names);
        store
            .write_replay_step(id, mark.steps, &serde_json::to_vec(&step).unwrap())
            .unwrap();
    }
    let address = replay::address(id, &mark);
    let record = TableRecord {
        schema: SCHEMA,
        id,
        game: "oril".into(),
        guild_id: Some(1),
        channel_id: 1,
        host: 10_000 + n,
        phase: Phase::Finished,
        seats,
        settings,
        state: Some(game.save()),
        seed: n,
        counter: u64::from(mark.steps),
        message_id: None,
        deadlines: Vec::new(),
        private_views: Vec::new(),
        log,
        turn_timeout_secs: 60,
        created_ms: now_ms(),
        result: game.result(),
        shown_counter: None,
        forfeited: None,
        platform_ended: false,
        clocks_resumed_ms: 0,
        lang: Lang::EnUs,
        webhook: None,
        replay: Some(mark),
        unknown_fields: Default::default(),
    };
    store.tables().archive(id, &record).unwrap();
    address
}

/// One `GET path` on a new connection; the status.
async fn get(addr: SocketAddr, path: &str) -> u16 {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).await.unwrap();
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(64)]).into_owned();
    head.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

async fn time(addr: SocketAddr, name: &str, path: impl Fn(usize) -> String) {
    let mut took = Vec::with_capacity(CALLS);
    for i in 0..CALLS {
        let path = path(i);
        let started = Instant::now();
        let status = get(addr, &path).await;
        took.push(started.elapsed());
        assert_eq!(status, 200, "{path}");
    }
    took.sort();
    let at = |q: f64| took[((took.len() as f64 * q) as usize).min(took.len() - 1)];
    println!("{name:<40} p50 {:>8.2?}  p99 {:>8.2?}", at(0.50), at(0.99));
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let results: u64 = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let backend = args.get(1).map(String::as_str).unwrap_or("sled");
    let dir = tempfile::tempdir().unwrap();
    let pg;
    let location = match backend {
        "postgres" => {
            pg = postgres::Postgres::start();
            Location::Postgres(pg.new_database())
        }
        _ => Location::Sled(dir.path().join("db")),
    };
    let store = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let started = Instant::now();
    let all: Vec<u64> = (0..results).collect();
    for chunk in all.chunks(5000) {
        let chunk: Vec<GameResult> = chunk.iter().map(|&i| result(i)).collect();
        store.results().save(&chunk).unwrap();
    }
    let catalog = cantina::app::default_catalog();
    let addresses: Vec<String> = (0..MATCHES)
        .map(|n| archive_match(&store, &catalog, n))
        .collect();
    store.set_web(1, true).unwrap();
    store.flush().unwrap();
    println!(
        "{backend}: {results} results and {MATCHES} replays in {:.1?}",
        started.elapsed()
    );

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let tables = Tables::new(
            store,
            Arc::new(silent::Silent),
            catalog,
            TableConfig {
                challenge_timeout: Duration::from_secs(60),
                ai_delay: Duration::ZERO,
                edit_interval: Duration::from_secs(1),
                max_tables_per_server: 0,
                shards: None,
                web_url: None,
            },
        );
        let slot = Arc::new(OnceLock::new());
        let _ = slot.set(tables);
        let web = cantina::web::Web::start(([127, 0, 0, 1], 0).into(), slot, 0)
            .await
            .unwrap();
        let addr = web.addr();
        for game in ["oril", "uno"] {
            time(addr, &format!("leaderboard ({game}, server 1)"), |_| {
                format!("/leaderboard/1/{game}")
            })
            .await;
        }
        time(addr, "replay step (40 games, every step)", |i| {
            let address = &addresses[i % addresses.len()];
            format!("/replay/{address}/{}", 1 + i / addresses.len() % 20)
        })
        .await;
        time(addr, "replay picture (painted once, then kept)", |i| {
            let address = &addresses[i % addresses.len()];
            format!(
                "/replay/{address}/{}/table.png",
                1 + i / addresses.len() % 5
            )
        })
        .await;
        // Every picture new: painted for this request.
        let mut took = Vec::new();
        for (n, address) in addresses.iter().enumerate() {
            for step in 30..35 {
                let started = Instant::now();
                let status = get(addr, &format!("/replay/{address}/{step}/table.png")).await;
                took.push(started.elapsed());
                assert_eq!(status, 200, "game {n} step {step}");
            }
        }
        took.sort();
        println!(
            "{:<40} p50 {:>8.2?}  p99 {:>8.2?}",
            "replay picture (painted for the request)",
            took[took.len() / 2],
            took[took.len() * 99 / 100]
        );
        web.stop().await;
    });
}
