//! How the personal commands' reads scale with the store, on each backend.
//!
//! `cargo bench --bench store_scale -- RESULTS TABLES [sled|postgres]` fills a store
//! with RESULTS results over 1,000 servers and TABLES live tables, then times 1,000
//! calls of each read a personal command makes, and prints p50/p99 and the process's
//! resident memory before and after. PostgreSQL is a throwaway server started here.
//!
//! - `/klondike stats`: one person's standings, through the person index;
//! - `/oril matches`: one server's live tables, through the server index;
//! - `/stats` and Share: one person's standing on a server;
//! - `/leaderboard` and `/oril scores`: one server's standings of a game (a row per
//!   person who played there);
//! - `/privacy forget`: erase one person (their results through the index);
//! - Play again: one archived table by id;
//! - and, for comparison, the reads made before the indexes and standings (every
//!   Klondike result, every live table, a server's results replayed).
//!
//! `-- RESULTS TABLES sled migrate` instead times `cantina migrate`'s copy of the filled
//! sled store into a throwaway PostgreSQL, and prints tables and results a second.

#[path = "../tests/support/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use cantina::store::results::{GameResult, Opponent};
use cantina::store::{LiveTable, Location, Store, StoreOptions, SCHEMA};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

const GUILDS: u64 = 1000;
const PEOPLE: u64 = 20_000;
const CALLS: usize = 1000;

#[derive(Serialize, Deserialize)]
struct Table {
    schema: u32,
    guild_id: Option<u64>,
    seats: Vec<u64>,
}

impl LiveTable for Table {
    fn summary(&self, _previous: Option<&[u8]>) -> Option<Vec<u8>> {
        Some(b"{}".to_vec())
    }
    fn guild_id(&self) -> Option<u64> {
        self.guild_id
    }
}

fn result(i: u64) -> GameResult {
    let game = ["uno", "oril", "pazaak", "klondike"][(i % 4) as usize];
    let user = i.wrapping_mul(2_654_435_761) % PEOPLE;
    GameResult {
        schema: SCHEMA,
        game: game.into(),
        // Each server gets every game.
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
            user: Some((user + 1) % PEOPLE),
            name: "someone".into(),
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

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn time(name: &str, calls: usize, mut call: impl FnMut(usize) -> usize) {
    let mut took: Vec<Duration> = Vec::with_capacity(calls);
    let mut read = 0;
    for i in 0..calls {
        let started = Instant::now();
        read += call(i);
        took.push(started.elapsed());
    }
    took.sort();
    let at = |q: f64| took[((took.len() as f64 * q) as usize).min(took.len() - 1)];
    println!(
        "{name:<44} p50 {:>8.2?}  p99 {:>8.2?}  ({:.1} records a call)",
        at(0.50),
        at(0.99),
        read as f64 / calls as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let results: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let tables: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let backend = args.get(2).map(String::as_str).unwrap_or("sled");
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
    let batch: Vec<u64> = (0..results).collect();
    for chunk in batch.chunks(5000) {
        let chunk: Vec<GameResult> = chunk.iter().map(|&i| result(i)).collect();
        store.results().save(&chunk).unwrap();
    }
    let filled_results = started.elapsed();
    let started = Instant::now();
    for t in 0..tables {
        let id = store.next_id().unwrap();
        let table = Table {
            schema: SCHEMA,
            guild_id: Some(t % GUILDS + 1),
            seats: vec![t % PEOPLE, (t + 7) % PEOPLE],
        };
        store.tables().write(id, &table, &[]).unwrap();
    }
    store.flush().unwrap();
    println!(
        "{backend}: {results} results in {filled_results:.1?}, {tables} live tables in {:.1?}",
        started.elapsed()
    );
    if args.get(3).map(String::as_str) == Some("migrate") {
        migrate(&store, results, tables);
        return;
    }
    let archived = store.next_id().unwrap();
    store
        .tables()
        .archive(
            archived,
            &Table {
                schema: SCHEMA,
                guild_id: Some(1),
                seats: vec![1, 2],
            },
        )
        .unwrap();

    let rss_start = rss_kb();
    // The reads these commands made before the indexes, for comparison (slow by
    // design: 20 calls each). Above a million results they take longer than the rest of
    // the run together, so they are measured up to that size only.
    if results <= 1_000_000 {
        before(&store);
    }
    let rss_before = rss_kb();
    time("/klondike stats (a person's standings)", CALLS, |i| {
        store
            .standings()
            .of_person("klondike", (i as u64 * 7) % PEOPLE)
            .unwrap()
            .len()
    });
    time("/oril matches (a server's live tables)", CALLS, |i| {
        store
            .tables()
            .live_in::<Table>(Some(i as u64 % GUILDS + 1))
            .0
            .len()
    });
    time("/stats, Share (one standing)", CALLS, |i| {
        let guild = Some(i as u64 % GUILDS + 1);
        let person = result(i as u64 * 4).user.unwrap();
        usize::from(
            store
                .standings()
                .get("uno", guild, person)
                .unwrap()
                .is_some(),
        )
    });
    time(
        "/leaderboard, /oril scores (a server's standings)",
        CALLS,
        |i| {
            store
                .standings()
                .seen_by("oril", Some(i as u64 % GUILDS + 1), 1)
                .unwrap()
                .len()
        },
    );
    time("Play again (an archived table)", CALLS, |_| {
        usize::from(
            store
                .tables()
                .load_archived::<Table>(archived)
                .unwrap()
                .is_some(),
        )
    });
    time("/privacy forget (a person)", CALLS, |i| {
        store.forget_user((i as u64 * 13 + 5) % PEOPLE).unwrap()
    });
    let rss_after = rss_kb();
    println!(
        "resident memory: {} MB filled, {} MB before the 5,000 indexed calls, {} MB after",
        rss_start / 1024,
        rss_before / 1024,
        rss_after / 1024
    );
}

/// The reads the commands made before the indexes and standings.
fn before(store: &Store) {
    time("before: /klondike stats (every Klondike result)", 20, |i| {
        let person = (i as u64 * 7) % PEOPLE;
        let all = store.results().of_game("klondike");
        all.iter().filter(|r| r.user == Some(person)).count()
    });
    time("before: /oril matches (every live table)", 20, |i| {
        let guild = Some(i as u64 % GUILDS + 1);
        let (all, _) = store.tables().load_all::<Table>();
        all.iter().filter(|t| t.guild_id == guild).count()
    });
    time(
        "before: /stats, /leaderboard (a server's results replayed)",
        20,
        |i| {
            let results = store
                .results()
                .in_server("uno", Some(i as u64 % GUILDS + 1));
            cantina::stats::tally(&results).len()
        },
    );
}

/// Time the copy `cantina migrate --to` makes (and its check) into PostgreSQL.
fn migrate(source: &Store, results: u64, tables: u64) {
    let pg = postgres::Postgres::start();
    let target = Store::open_at(
        &Location::Postgres(pg.new_database()),
        &StoreOptions::default(),
    )
    .unwrap();
    let started = Instant::now();
    let copied = source.copy_into(&target).unwrap();
    let took = started.elapsed();
    assert!(
        target.check_copy(&copied).unwrap().is_empty(),
        "the copy is short"
    );
    let checked = started.elapsed();
    let secs = took.as_secs_f64();
    println!(
        "migrate: {} entries in {took:.1?} (checked in {:.1?}): {:.0} tables/s and {:.0} results/s \
         over the whole copy ({:.0} entries/s with indexes and standings)",
        copied.entries(),
        checked - took,
        tables as f64 / secs,
        results as f64 / secs,
        copied.entries() as f64 / secs
    );
}
