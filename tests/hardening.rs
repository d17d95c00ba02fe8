//! Regression tests for the platform's hardening: each drives the real bot through the
//! fake Discord (or the table layer directly, in virtual time) and fails without its fix.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser};

const WAIT: Duration = Duration::from_secs(15);

async fn wait_message(fake: &FakeDiscord, channel: u64, needle: &str) -> FakeMessage {
    let needle = needle.to_string();
    fake.wait_for_named(
        &format!("a message in {channel} containing {needle:?}"),
        |f| {
            f.channel_messages(channel)
                .into_iter()
                .rev()
                .find(|m| m.text().contains(&needle))
        },
        WAIT,
    )
    .await
}

struct Setup {
    fake: FakeDiscord,
    _dir: tempfile::TempDir,
    db: std::path::PathBuf,
    channel: u64,
    alice: FakeUser,
}

async fn setup() -> Setup {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("games");
    let alice = fake.user("alice");
    Setup {
        fake,
        _dir: dir,
        db,
        channel,
        alice,
    }
}

/// A click on the public message that waits for a busy table is deferred. The deferred
/// answer must be a private message: the table keeps the click's token to refresh the
/// person's hand, and with a deferred *update* `@original` would be the public message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_click_never_puts_a_hand_on_the_public_message() {
    let s = setup().await;
    let bot = start_bot(&s.fake, test_config(&s.fake, &s.db), test_catalog()).await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "solo",
        Some("start"),
        json!({"target": 30, "thread": false}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let table = wait_message(&s.fake, s.channel, "Turn: alice").await;
    // Keep the table busy for 2.5 s, then ask for the hand: it waits past the 1.5 s
    // after which the bot defers.
    let slow = s.fake.click_button(&s.alice, &table, "Slow");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let hand = s.fake.click_button(&s.alice, &table, "Hand");
    s.fake.wait_for_ack(&slow, WAIT).await;
    let deferred = s.fake.wait_for_ack(&hand, WAIT).await;
    assert!(
        deferred.ephemeral,
        "the deferred hand must be private: {deferred:?}"
    );
    s.fake
        .wait_until_named(
            "the hand delivered privately",
            |f| {
                f.ephemeral_messages_for(&s.alice)
                    .iter()
                    .any(|m| m.text().contains("Seat 0. Total 0"))
            },
            WAIT,
        )
        .await;
    // A move refreshes the hand through the stored token.
    let table = wait_message(&s.fake, s.channel, "the table was slow").await;
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.fake
        .wait_until_named(
            "the hand refreshed privately",
            |f| {
                f.ephemeral_messages_for(&s.alice)
                    .iter()
                    .any(|m| m.text().contains("Seat 0. Total 2"))
            },
            WAIT,
        )
        .await;
    wait_message(&s.fake, s.channel, "Total 2 of 30").await;
    for message in s.fake.channel_messages(s.channel) {
        assert!(
            !message.text().contains("Seat 0."),
            "a private view reached the public message: {}",
            message.text()
        );
    }
    bot.stop().await.unwrap();
    s.fake.assert_no_violations();
}
