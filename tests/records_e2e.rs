//! Player records through the fake Discord: finished games are recorded once, `/stats`
//! and `/leaderboard` read them, ratings move only between persons, and `/privacy
//! forget` erases a person.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeUser};
use support::wait::{message_containing, WAIT};

async fn private(
    fake: &FakeDiscord,
    user: &FakeUser,
    channel: u64,
    command: &str,
    options: serde_json::Value,
    sub: Option<&str>,
) -> String {
    let h = fake.slash(user, channel, command, sub, options);
    let response = fake.wait_for_response(&h, WAIT).await;
    assert!(response.ephemeral, "{response:?}");
    response.text()
}

/// A duel of the counting game to 3 between alice and bob, which `winner` wins.
async fn duel(
    fake: &FakeDiscord,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
    alice_wins: bool,
) {
    let h = fake.slash(
        alice,
        channel,
        "duel",
        Some("start"),
        json!({"opponent": bob.id.to_string(), "target": 3}),
    );
    fake.wait_for_response(&h, WAIT).await;
    let challenge = message_containing(fake, channel, "challenges you").await;
    let h = fake.click_button(bob, &challenge, "Accept");
    fake.wait_for_ack(&h, WAIT).await;
    let table = message_containing(fake, channel, "Turn: alice").await;
    let first = if alice_wins { "+1" } else { "+2" };
    let h = fake.click_button(alice, &table, first);
    fake.wait_for_ack(&h, WAIT).await;
    let table = message_containing(fake, channel, "Turn: bob").await;
    // Bob adds 1: to 2 (alice then wins with +1) or to 3 (bob wins).
    let h = fake.click_button(bob, &table, "+1");
    fake.wait_for_ack(&h, WAIT).await;
    if alice_wins {
        let table = message_containing(fake, channel, "Total 2 of 3").await;
        let h = fake.click_button(alice, &table, "+1");
        fake.wait_for_ack(&h, WAIT).await;
        message_containing(fake, channel, "seat 0 won").await;
    } else {
        message_containing(fake, channel, "seat 1 won").await;
    }
    // The table is archived (and its results written) when it leaves the live set.
    tokio::time::sleep(Duration::from_millis(300)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_matches_between_persons_rank_them_and_forget_erases_one() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("games");
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let bot = start_bot(&fake, test_config(&fake, &db), test_catalog()).await;

    duel(&fake, channel, &alice, &bob, true).await;
    duel(&fake, channel, &alice, &bob, true).await;

    let stats = private(
        &fake,
        &alice,
        channel,
        "stats",
        json!({"game": "duel"}),
        None,
    )
    .await;
    assert!(stats.contains("2 games: 2 won, 0 drawn, 0 lost"), "{stats}");
    let board = private(
        &fake,
        &bob,
        channel,
        "leaderboard",
        json!({"game": "duel"}),
        None,
    )
    .await;
    let alice_at = board.find("1. **alice**").expect(&board);
    let bob_at = board.find("2. **bob**").expect(&board);
    assert!(alice_at < bob_at, "{board}");
    assert!(board.contains("Your rank: 2."), "{board}");
    // Two wins move alice above 1000 and bob below.
    let rating = |name: &str| -> f64 {
        let line = board
            .lines()
            .find(|l| l.contains(&format!("**{name}**")))
            .unwrap();
        line.split("rating ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(
        rating("alice") > 1000.0 && rating("bob") < 1000.0,
        "{board}"
    );

    let refused = private(
        &fake,
        &bob,
        channel,
        "privacy",
        json!({"confirm": false}),
        Some("forget"),
    )
    .await;
    assert!(refused.contains("Nothing was erased"), "{refused}");
    let done = private(
        &fake,
        &bob,
        channel,
        "privacy",
        json!({"confirm": true}),
        Some("forget"),
    )
    .await;
    assert!(done.contains("erased"), "{done}");
    let board = private(
        &fake,
        &alice,
        channel,
        "leaderboard",
        json!({"game": "duel"}),
        None,
    )
    .await;
    assert!(
        !board.contains("bob"),
        "bob is gone from the leaderboard: {board}"
    );
    assert!(board.contains("1. **alice**"), "{board}");
    let stats = private(&fake, &bob, channel, "stats", json!({"game": "duel"}), None).await;
    assert!(stats.contains("No finished"), "{stats}");

    bot.stop().await.unwrap();
    fake.assert_no_violations();
}
