//! Start-up with many stored tables, and the memory an idle table costs.
//!
//! Writes N idle UNO tables (one person and three computers, a turn clock an hour away,
//! their message already posted) into a fresh database, then starts the tables as the
//! bot does after a restart and reports:
//! - the time until every table is live (`restore_all`) and until every table's first
//!   outward work is done (edits of messages that may be out of date);
//! - the heap the live tables keep, per table (counted by the allocator, after the
//!   database's own page cache is warm);
//! - how many messages were edited and pictures drawn at start-up.
//!
//! `cargo bench --bench restore [-- N] [postgres]` (default 100,000; a program, not a
//! timed test); `postgres` stores the tables in a throwaway PostgreSQL server instead
//! of sled.

#[path = "../tests/support/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use cantina::clock::now_ms;
use cantina::games::uno::{Options, UnoGame};
use cantina::games::Game;
use cantina::store::{Location, Store, StoreOptions, SCHEMA};
use cantina::table::presenter::{PresentFuture, Presenter};
use cantina::table::record::{
    Deadline, DeadlineKind, Phase, SeatRecord, TableRecord, TableSummary,
};
use cantina::table::view::View;
use cantina::table::{TableConfig, Tables};
use mimalloc::MiMalloc;
use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Shows nothing and counts what it was asked to show.
#[derive(Default)]
struct Counting {
    edits: AtomicU64,
    pictures: AtomicU64,
}

impl Presenter for Counting {
    fn post(&self, _channel: u64, _view: View) -> PresentFuture<'_, u64> {
        Box::pin(async { Ok(1) })
    }
    fn edit(&self, _channel: u64, _message: u64, view: View) -> PresentFuture<'_, ()> {
        self.edits.fetch_add(1, Ordering::Relaxed);
        if view.picture.is_some() {
            self.pictures.fetch_add(1, Ordering::Relaxed);
        }
        Box::pin(async { Ok(()) })
    }
    fn edit_private(&self, _token: String, _view: View) -> PresentFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }
    fn create_thread(&self, _channel: u64, _name: String) -> PresentFuture<'_, u64> {
        Box::pin(async { Ok(2) })
    }
}

/// The bot's allocator (mimalloc, as in `src/main.rs`), counting the bytes in use: the
/// heap a table keeps, free of what the allocator holds on to after reads and parses.
struct Counted;

static IN_USE: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        IN_USE.fetch_add(layout.size() as u64, Ordering::Relaxed);
        MiMalloc.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        MiMalloc.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        IN_USE.fetch_add(new_size as u64, Ordering::Relaxed);
        IN_USE.fetch_sub(layout.size() as u64, Ordering::Relaxed);
        MiMalloc.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

fn heap_in_use() -> u64 {
    IN_USE.load(Ordering::Relaxed)
}

/// A table waiting for its person (seat 0) to play: the first deal from `id` on where
/// seat 0 moves first.
fn idle_uno_table(id: u64) -> TableRecord {
    let game = (id * 16..)
        .map(|seed| UnoGame::new(4, Options::default(), seed).expect("a new game"))
        .find(|game| game.seats_to_act() == vec![0])
        .expect("some deal starts with seat 0");
    let seats = vec![
        SeatRecord::person(1_000 + id, format!("player{id}")),
        SeatRecord::ai("classic", "Ada"),
        SeatRecord::ai("classic", "Brin"),
        SeatRecord::ai("strong", "Cyd"),
    ];
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    TableRecord {
        schema: SCHEMA,
        id,
        game: "uno".into(),
        guild_id: Some(1 + id % 500),
        channel_id: 10_000_000 + id,
        host: 1_000 + id,
        phase: Phase::Playing,
        settings: serde_json::to_value(game.options()).unwrap(),
        seed: game.seed(),
        state: Some(serde_json::json!({"version": 1, "game": {"engine": game, "names": names}})),
        seats,
        counter: 3,
        message_id: Some(20_000_000 + id),
        deadlines: vec![Deadline {
            at_ms: now_ms() + 3_600_000,
            kind: DeadlineKind::Turn { seat: 0 },
        }],
        private_views: Vec::new(),
        log: vec![
            cantina::i18n::Text::new("log-game-starts").with("names", "player, Ada, Brin, Cyd")
        ],
        turn_timeout_secs: 3_600,
        created_ms: now_ms(),
        result: None,
        shown_counter: Some(3),
        forfeited: None,
        platform_ended: false,
        clocks_resumed_ms: 0,
        lang: cantina::i18n::Lang::EnUs,
        webhook: None,
        replay: None,
        unknown_fields: Default::default(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.iter().any(|a| a == "--list") {
        println!("restore: bench");
        return;
    }
    let n: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let dir = tempfile::tempdir().unwrap();
    let pg = args
        .iter()
        .any(|a| a == "postgres")
        .then(postgres::Postgres::start);
    let location = match &pg {
        Some(pg) => Location::Postgres(pg.new_database()),
        None => Location::Sled(dir.path().join("db")),
    };
    let open = || Store::open_at(&location, &StoreOptions::default()).unwrap();
    {
        let store = open();
        let t = Instant::now();
        for id in 1..=n {
            store.tables().write(id, &idle_uno_table(id), &[]).unwrap();
        }
        store.flush().unwrap();
        println!(
            "wrote {n} idle UNO tables ({} bytes each) in {:.2} s",
            serde_json::to_vec(&idle_uno_table(1)).unwrap().len(),
            t.elapsed().as_secs_f64()
        );
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = open();
        let presenter = Arc::new(Counting::default());
        // The database's own page cache (bounded by sled's cache capacity) is not the
        // tables' cost: read every record once, drop them, then measure from there.
        for record in store.tables().each::<TableRecord>() {
            drop(record);
        }
        for summary in store.tables().each_summary::<TableSummary>() {
            drop(summary);
        }
        let before = heap_in_use();
        let start = Instant::now();
        let tables = Tables::new(
            store,
            presenter.clone(),
            cantina::app::default_catalog(),
            TableConfig {
                challenge_timeout: Duration::from_secs(120),
                ai_delay: Duration::from_millis(700),
                edit_interval: Duration::from_secs(1),
                max_tables_per_server: 0,
                shards: None,
                web_url: None,
            },
        );
        let restored = tables.restore_all();
        let ready = start.elapsed();
        assert_eq!(restored as u64, n, "every stored table restored");
        // Let every actor run its first steps (and any start-up edits go out).
        tokio::time::sleep(Duration::from_secs(2)).await;
        let after = heap_in_use();
        println!(
            "{n} tables live in {:.2} s (restore_all), {} with a running actor; memory \
             {:.1} KB per idle table ({:.0} MB in all); at start-up {} messages edited, {} \
             pictures drawn",
            ready.as_secs_f64(),
            tables.running_count(),
            after.saturating_sub(before) as f64 / n as f64 / 1024.0,
            after.saturating_sub(before) as f64 / 1048576.0,
            presenter.edits.load(Ordering::Relaxed),
            presenter.pictures.load(Ordering::Relaxed),
        );
        tables.shutdown().await;
    });
}
