//! Click → response through the fake Discord with durable persistence.
//!
//! Opens 1,000 live tables (the test-only counting game, solo, no threads), then clicks
//! a move on them round-robin and measures the time from sending the click until the
//! bot's interaction callback reaches the fake. Every change is written and on disk
//! before its answer (the tables share flushes: group commit). Prints p50/p99 and clicks
//! per second one at a time, with 8 and with 64 clicks in flight, with 2,000 clicks a
//! second arriving steadily (at most 64 in flight), and the cost of one sled
//! write+flush of a table record.
//!
//! `cargo bench --bench click_latency` (a program, not a timed test); add `postgres` to
//! run the bot on a throwaway PostgreSQL server instead of sled, and `metrics` to run it
//! with its HTTP side on (`WEB_ADDR`: the metrics recorded, as in production), so the two
//! runs tell what the metrics cost.

#[path = "../tests/support/mod.rs"]
mod support;

use serde_json::json;
use std::time::{Duration, Instant};
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle};

/// The bot's own allocator (`src/main.rs`), so the bench measures what runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const TABLES: usize = 1000;
const WAIT: Duration = Duration::from_secs(60);

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn report(label: &str, mut samples: Vec<Duration>, wall: Duration) {
    samples.sort();
    println!(
        "{label}: {} samples, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms, {:.0} per second",
        samples.len(),
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.99).as_secs_f64() * 1e3,
        samples.last().unwrap().as_secs_f64() * 1e3,
        samples.len() as f64 / wall.as_secs_f64()
    );
}

/// Each table's "+1" button, with the counter its next click must carry.
struct Target {
    /// Its player: a person may have only three solitaire tables open.
    player: FakeUser,
    message: FakeMessage,
    custom_id: String,
    counter: u64,
}

impl Target {
    fn next_id(&mut self) -> String {
        let parts: Vec<&str> = self.custom_id.split(':').collect();
        let id = format!(
            "{}:{}:{}:{}",
            parts[0],
            parts[1],
            radix36(self.counter),
            parts[3]
        );
        self.counter += 1;
        id
    }
}

/// Checks that an answered click was taken, not refused.
fn assert_answered(fake: &FakeDiscord, handle: &InteractionHandle) {
    let kind = fake.response_kind(handle);
    if kind != Some(6) && kind != Some(7) {
        let response = fake.interaction_response(handle);
        panic!("a click was refused: {:?}", response.map(|r| r.text()));
    }
}

/// Sends `total` clicks round-robin over the tables, keeping `in_flight` of them
/// unanswered at any time; returns each click's time to its answer and the wall time.
async fn clicks(
    fake: &FakeDiscord,
    targets: &mut [Target],
    next_table: &mut usize,
    total: usize,
    in_flight: usize,
) -> (Vec<Duration>, Duration) {
    let mut samples = Vec::with_capacity(total);
    let mut waiting: Vec<(InteractionHandle, Instant)> = Vec::new();
    let mut sent = 0;
    let start = Instant::now();
    while samples.len() < total {
        while waiting.len() < in_flight && sent < total {
            let target = &mut targets[*next_table % targets.len()];
            *next_table += 1;
            let id = target.next_id();
            let handle = fake.click_raw(&target.player, &target.message, &id);
            waiting.push((handle, Instant::now()));
            sent += 1;
        }
        let answered: Vec<usize> = fake
            .wait_for(
                |f| {
                    let done: Vec<usize> = (0..waiting.len())
                        .filter(|&i| f.response_kind(&waiting[i].0).is_some())
                        .collect();
                    (!done.is_empty()).then_some(done)
                },
                WAIT,
            )
            .await;
        for &i in answered.iter().rev() {
            let (handle, sent_at) = waiting.swap_remove(i);
            samples.push(sent_at.elapsed());
            assert_answered(fake, &handle);
        }
    }
    (samples, start.elapsed())
}

/// Sends `total` clicks at a steady `rate` per second (as many people clicking at once
/// would), never more than `cap` unanswered; returns each click's time to its answer
/// and the wall time. Answers are collected every millisecond, so a time may read up
/// to a millisecond long.
#[allow(clippy::too_many_arguments)]
async fn paced_clicks(
    fake: &FakeDiscord,
    targets: &mut [Target],
    next_table: &mut usize,
    total: usize,
    rate: f64,
    cap: usize,
) -> (Vec<Duration>, Duration) {
    let mut samples = Vec::with_capacity(total);
    let mut waiting: Vec<(InteractionHandle, Instant)> = Vec::new();
    let mut sent = 0;
    let start = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_millis(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    while samples.len() < total {
        let due = ((start.elapsed().as_secs_f64() * rate) as usize).min(total);
        while sent < due && waiting.len() < cap {
            let target = &mut targets[*next_table % targets.len()];
            *next_table += 1;
            let id = target.next_id();
            let handle = fake.click_raw(&target.player, &target.message, &id);
            waiting.push((handle, Instant::now()));
            sent += 1;
        }
        tick.tick().await;
        let mut i = 0;
        while i < waiting.len() {
            if fake.response_kind(&waiting[i].0).is_some() {
                let (handle, sent_at) = waiting.swap_remove(i);
                samples.push(sent_at.elapsed());
                assert_answered(fake, &handle);
            } else {
                i += 1;
            }
        }
    }
    (samples, start.elapsed())
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        println!("click_latency: bench");
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let fake = FakeDiscord::start().await;
        // 100 tables each edited up to once a second pass Discord's 50 requests/s; a
        // real deployment sends REST through a rate-limit proxy (DISCORD_API_URL).
        fake.set_global_rate_limit(None);
        let dir = tempfile::tempdir().unwrap();
        let mut config = test_config(&fake, &dir.path().join("db"));
        let on_postgres = std::env::args().any(|a| a == "postgres");
        let _pg = on_postgres.then(|| {
            let pg = support::postgres::Postgres::start();
            config.database_url = Some(pg.new_database());
            println!("on PostgreSQL");
            pg
        });
        if std::env::args().any(|a| a == "metrics") {
            let port = std::net::TcpListener::bind("127.0.0.1:0")
                .unwrap()
                .local_addr()
                .unwrap();
            config.web_addr = Some(port);
            println!("with metrics recorded");
        }
        config.edit_interval = Duration::from_millis(1000);
        config.rest_per_second = None;
        config.max_tables_per_server = 0;
        let bot = start_bot(&fake, config, test_catalog()).await;
        let mut channels = Vec::new();
        for i in 0..TABLES {
            let channel = fake.create_channel(&format!("t{i}"));
            let player = fake.user(&format!("player{i}"));
            let h = fake.slash(
                &player,
                channel,
                "solo",
                Some("start"),
                json!({"thread": false, "target": 100}),
            );
            fake.wait_for_response(&h, WAIT).await;
            channels.push((channel, player));
        }
        let mut targets = Vec::new();
        for (channel, player) in channels {
            let message = fake
                .wait_for(
                    |f| f.last_message(channel).filter(|m| !m.buttons().is_empty()),
                    WAIT,
                )
                .await;
            let custom_id = message.button("+1").custom_id.unwrap();
            let counter = u64::from_str_radix(custom_id.split(':').nth(2).unwrap(), 36).unwrap();
            targets.push(Target {
                player,
                message,
                custom_id,
                counter,
            });
        }
        let mut next_table = 0;
        for (in_flight, total) in [(1, 1000), (8, 4000), (64, 10_000)] {
            let (samples, wall) =
                clicks(&fake, &mut targets, &mut next_table, total, in_flight).await;
            report(
                &format!("{in_flight} in flight, {TABLES} live tables"),
                samples,
                wall,
            );
        }
        // People click at their own pace: 2,000 clicks a second arriving steadily, at
        // most 64 unanswered (the closed loops above keep 64 outstanding whatever the
        // answer time, so their latency is the queue they make).
        let (samples, wall) =
            paced_clicks(&fake, &mut targets, &mut next_table, 10_000, 2_000.0, 64).await;
        report(
            &format!("2,000 clicks/s offered (at most 64 in flight), {TABLES} live tables"),
            samples,
            wall,
        );
        assert!(fake.violations().is_empty(), "{:?}", fake.violations());
        bot.stop().await.unwrap();
    });

    // One sled write+flush of a table-sized record.
    let dir = tempfile::tempdir().unwrap();
    let store = cantina::store::Store::open(&dir.path().join("db")).unwrap();
    let record = json!({"schema": 1, "state": {"hands": vec![vec!["R7"; 7]; 4], "deck": vec!["G2"; 80]}, "log": vec!["someone played Red 7"; 12]});
    let size = serde_json::to_vec(&record).unwrap().len();
    let mut samples = Vec::new();
    let start = Instant::now();
    for i in 0..500u64 {
        let t = Instant::now();
        store.tables().save(i % 100, &record).unwrap();
        samples.push(t.elapsed());
    }
    report(
        &format!("sled write+flush of a {size}-byte record"),
        samples,
        start.elapsed(),
    );
}

fn radix36(n: u64) -> String {
    cantina::discord::custom_id::base36(n)
}
