//! Click → answer at a table where the bot is not a member (a group DM: the table lives
//! on interaction answers), against the same click at a channel table. One solitaire of
//! the test-only counting game in each place; "+1" clicked one at a time; the time runs
//! from sending the click until the bot's interaction callback reaches the fake.
//!
//! `cargo bench --bench anywhere_latency` (a program, not a timed test).

#[path = "../tests/support/mod.rs"]
mod support;

use serde_json::json;
use std::time::{Duration, Instant};
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeUser};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Deals played in each place; each is won at 100 by 100 clicks of "+1".
const ROUNDS: usize = 10;
const TARGET: usize = 100;
const WAIT: Duration = Duration::from_secs(60);

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Play `ROUNDS` counting solitaires in `place` to their end, one "+1" click at a time.
async fn measure(fake: &FakeDiscord, place: u64, player: &FakeUser) -> Vec<Duration> {
    let mut samples = Vec::new();
    for _ in 0..ROUNDS {
        samples.extend(one_deal(fake, place, player).await);
    }
    samples.sort();
    samples
}

/// One counting solitaire to its end (TARGET clicks); each click's time to its answer.
async fn one_deal(fake: &FakeDiscord, place: u64, player: &FakeUser) -> Vec<Duration> {
    let h = fake.slash(
        player,
        place,
        "solo",
        Some("start"),
        json!({"thread": false, "target": TARGET}),
    );
    fake.wait_for_response(&h, WAIT).await;
    let message = fake
        .wait_for(
            |f| {
                f.channel_messages(place)
                    .into_iter()
                    .rev()
                    .find(|m| m.buttons().iter().any(|b| b.label.as_deref() == Some("+1")))
            },
            WAIT,
        )
        .await;
    let mut samples = Vec::with_capacity(TARGET);
    for _ in 0..TARGET {
        let sent = Instant::now();
        let h = fake.click_button(player, message.id, "+1");
        fake.wait_for(|f| f.response_kind(&h), WAIT).await;
        samples.push(sent.elapsed());
        let kind = fake.response_kind(&h);
        assert!(matches!(kind, Some(6 | 7)), "a click was refused: {kind:?}");
    }
    samples
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let fake = FakeDiscord::start().await;
        fake.set_global_rate_limit(None);
        let dir = tempfile::tempdir().unwrap();
        let mut config = test_config(&fake, &dir.path().join("db"));
        // Global commands: Discord offers only those where the bot is not a member.
        config.guild_id = None;
        config.rest_per_second = None;
        let bot = start_bot(&fake, config, test_catalog()).await;
        let (alice, bob) = (fake.user("alice"), fake.user("bob"));
        let channel = fake.create_channel("games");
        let group = fake.group_dm("friends", &bob);
        for (label, place, player) in [("channel", channel, &alice), ("group DM", group, &bob)] {
            let samples = measure(&fake, place, player).await;
            println!(
                "{label}: {} clicks, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
                samples.len(),
                percentile(&samples, 0.5).as_secs_f64() * 1e3,
                percentile(&samples, 0.99).as_secs_f64() * 1e3,
                samples.last().unwrap().as_secs_f64() * 1e3,
            );
        }
        assert_eq!(fake.channel_calls_to_places(), 0);
        bot.stop().await.unwrap();
    });
}
