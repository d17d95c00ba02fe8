//! Click → response through the fake Discord with durable persistence.
//!
//! Opens 100 live tables (the test-only counting game, solo, no threads), then clicks
//! a move on them round-robin and measures the time from sending the click until the
//! bot's interaction callback reaches the fake (each change is written and flushed to
//! sled before the answer). Prints p50/p99 and clicks per second, sequential and with
//! 8 clicks in flight, and the cost of one sled write+flush of a table record.
//!
//! `cargo bench --bench click_latency` (a program, not a timed test).

#[path = "../tests/support/mod.rs"]
mod support;

use serde_json::json;
use std::time::{Duration, Instant};
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::FakeDiscord;

const TABLES: usize = 100;
const WAIT: Duration = Duration::from_secs(30);

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
        config.edit_interval = Duration::from_millis(1000);
        let bot = start_bot(&fake, config, test_catalog()).await;
        let player = fake.user("player");
        let mut channels = Vec::new();
        for i in 0..TABLES {
            let channel = fake.create_channel(&format!("t{i}"));
            let h = fake.slash(
                &player,
                channel,
                "solo",
                Some("start"),
                json!({"thread": false, "target": 100}),
            );
            fake.wait_for_response(&h, WAIT).await;
            channels.push(channel);
        }
        let messages: Vec<_> = {
            let mut out = Vec::new();
            for &channel in &channels {
                out.push(
                    fake.wait_for(
                        |f| f.last_message(channel).filter(|m| !m.buttons().is_empty()),
                        WAIT,
                    )
                    .await,
                );
            }
            out
        };
        // Each table's "+1" id with its counter; the counter rises by one per move.
        let mut ids: Vec<(String, u64)> = messages
            .iter()
            .map(|m| {
                let id = m.button("+1").custom_id.unwrap();
                let counter = u64::from_str_radix(id.split(':').nth(2).unwrap(), 36).unwrap();
                (id, counter)
            })
            .collect();
        let next_id = |entry: &mut (String, u64)| {
            let parts: Vec<&str> = entry.0.split(':').collect();
            let id = format!(
                "{}:{}:{}:{}",
                parts[0],
                parts[1],
                radix36(entry.1),
                parts[3]
            );
            entry.1 += 1;
            id
        };

        // Sequential clicks.
        let mut samples = Vec::new();
        let start = Instant::now();
        for round in 0..4 {
            for (t, message) in messages.iter().enumerate() {
                let id = next_id(&mut ids[t]);
                let sent = Instant::now();
                let h = fake.click_raw(&player, message, &id);
                let response = fake.wait_for_ack(&h, WAIT).await;
                assert_eq!(
                    response.kind,
                    6,
                    "round {round} table {t}: {}",
                    response.text()
                );
                samples.push(sent.elapsed());
            }
        }
        report("sequential, 100 live tables", samples, start.elapsed());

        // Eight clicks in flight, on different tables.
        let mut samples = Vec::new();
        let start = Instant::now();
        for round in 0..4 {
            for chunk in (0..TABLES).collect::<Vec<_>>().chunks(8) {
                let sent = Instant::now();
                let handles: Vec<_> = chunk
                    .iter()
                    .map(|&t| {
                        let id = next_id(&mut ids[t]);
                        fake.click_raw(&player, &messages[t], &id)
                    })
                    .collect();
                for h in &handles {
                    let response = fake.wait_for_ack(h, WAIT).await;
                    assert_eq!(response.kind, 6, "round {round}: {}", response.text());
                    samples.push(sent.elapsed());
                }
            }
        }
        report("8 in flight, 100 live tables", samples, start.elapsed());
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
        store.save_table(i % 100, &record).unwrap();
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
