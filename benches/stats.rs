//! What player records cost: finishing a table (archive plus one result per seat in one
//! flushed transaction, on disk) and building a server's leaderboard (with its picture)
//! over 100,000 stored results.
//!
//! `cargo bench --bench stats`

use cantina::i18n::Lang;
use cantina::stats::{leaderboard_view, ranked, tally, Order};
use cantina::store::results::{GameResult, Opponent};
use cantina::store::{Store, SCHEMA};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

const GUILD: u64 = 42;
const PERSONS: u64 = 2_000;
/// Two results per game: 100,000 results.
const GAMES: u64 = 50_000;

fn result(table: u64, seat: usize, user: u64, other: u64, won: bool) -> GameResult {
    GameResult {
        schema: SCHEMA,
        game: "oril".into(),
        guild_id: Some(GUILD),
        channel_id: 7,
        table_id: table,
        seat,
        user: Some(user),
        name: format!("player {user}"),
        place: if won { 1 } else { 2 },
        sharing_first: 1,
        score: if won { 30 } else { 18 },
        opponents: vec![Opponent {
            user: Some(other),
            name: format!("player {other}"),
            level: None,
            unknown_fields: Default::default(),
        }],
        finished_ms: 1_700_000_000_000 + table * 1000,
        length_ms: 600_000,
        round: 0,
        stand_in: false,
        unrated: false,
        assisted: false,
        unknown_fields: Default::default(),
    }
}

/// One game between two random persons.
fn game(table: u64, rng: &mut ChaCha8Rng) -> [GameResult; 2] {
    let a = rng.gen_range(0..PERSONS);
    let b = (a + rng.gen_range(1..PERSONS)) % PERSONS;
    let a_wins = rng.gen_bool(0.5);
    [
        result(table, 0, a, b, a_wins),
        result(table, 1, b, a, !a_wins),
    ]
}

fn bench_records(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Store::open(&dir.path().join("db")).expect("database");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for chunk in 0..(GAMES / 1000) {
        let batch: Vec<GameResult> = (0..1000)
            .flat_map(|i| game(chunk * 1000 + i, &mut rng))
            .collect();
        store.results().save(&batch).expect("saved");
    }
    let table_record = serde_json::json!({"schema": 1, "game": "oril", "log": ["a", "b"]});

    let mut group = c.benchmark_group("records");
    group.measurement_time(Duration::from_secs(5));
    let mut next = GAMES;
    group.bench_function("finish a table with 2 results (flushed)", |b| {
        b.iter(|| {
            next += 1;
            let results = game(next, &mut rng);
            store
                .tables()
                .archive_with_results(next, &table_record, &results, &[])
                .expect("archived");
        })
    });
    group.sample_size(10);
    group.bench_function(
        "leaderboard over 100k results (read, rate, rank, draw)",
        |b| {
            b.iter(|| {
                let all = store.results().in_server("oril", Some(GUILD));
                let board = ranked(tally(&all), Order::Rating);
                black_box(leaderboard_view(
                    Lang::EnUs,
                    "Oril",
                    &board,
                    Order::Rating,
                    5,
                ))
            })
        },
    );
    let all = store.results().in_server("oril", Some(GUILD));
    println!("results read for the leaderboard: {}", all.len());
    group.bench_function("records from 100k results in memory (rate, rank)", |b| {
        b.iter(|| black_box(ranked(tally(&all), Order::Rating)))
    });
    group.finish();
}

criterion_group!(benches, bench_records);
criterion_main!(benches);
