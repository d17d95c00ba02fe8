//! Player records through the fake Discord: finished games are recorded once, `/stats`
//! and `/leaderboard` read them, ratings move only between persons, and `/privacy
//! forget` erases a person; an UNO round against computers is in `/stats` and can be
//! shared; a kill between the final commit and the archive records the game once.

mod support;

use cantina::app::default_catalog;
use cantina::games::uno::{Action, Card, Parts, UnoGame};
use cantina::games::Game;
use cantina::table::record::{Phase, SeatRecord};
use serde_json::json;
use std::time::Duration;
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeUser};
use support::pinned;
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

/// Alice challenges bob to a duel of the counting game to 3 and bob accepts; returns
/// the table at alice's first turn.
async fn accepted_duel(
    fake: &FakeDiscord,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
) -> support::fake_discord::FakeMessage {
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
    message_containing(fake, channel, "Turn: alice").await
}

/// `/privacy forget confirm:` by `user`; the private answer.
async fn forget(fake: &FakeDiscord, user: &FakeUser, channel: u64, confirm: bool) -> String {
    private(
        fake,
        user,
        channel,
        "privacy",
        json!({"confirm": confirm}),
        Some("forget"),
    )
    .await
}

/// A duel of the counting game to 3 between alice and bob, which `winner` wins.
async fn duel(
    fake: &FakeDiscord,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
    alice_wins: bool,
) {
    let table = accepted_duel(fake, channel, alice, bob).await;
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

    let refused = forget(&fake, &bob, channel, false).await;
    assert!(refused.contains("Nothing was erased"), "{refused}");
    let done = forget(&fake, &bob, channel, true).await;
    assert!(done.contains("erased"), "{done}");
    // The answer says what was erased (both matches, both seats); no game is being
    // played, and one process runs every table (sled).
    assert_eq!(
        done,
        "Your records and careers are erased: 4 results and 2 finished tables now show you as a former player."
    );
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
    // Alice's Play again would seat bob in a new game and record him again: refused.
    let last = message_containing(&fake, channel, "seat 0 won").await;
    let again = fake.click_button(&alice, &last, "Play again");
    let answer = fake.wait_for_response(&again, WAIT).await;
    assert!(
        answer.ephemeral && answer.text().contains("erased their records"),
        "{}",
        answer.text()
    );

    bot.stop().await.unwrap();
    fake.assert_no_violations();
}

/// A person who asks to be forgotten while a game of theirs is still on is erased from
/// it at once: the table shows "a former player" in their seat, their clicks no longer
/// play it, a computer plays it out, and neither the results nor the archived table
/// name them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_erases_the_person_from_a_game_still_being_played() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("games");
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let bot = start_bot(&fake, test_config(&fake, &db), test_catalog()).await;
    let table = accepted_duel(&fake, channel, &alice, &bob).await;
    let table_id = table.id;
    let h = fake.click_button(&alice, &table, "+2");
    fake.wait_for_ack(&h, WAIT).await;
    let table = message_containing(&fake, channel, "Turn: bob").await;
    let done = forget(&fake, &bob, channel, true).await;
    assert!(
        done.contains("The game you are playing now shows you as a former player too"),
        "{done}"
    );
    // Bob's click no longer plays the seat.
    let h = fake.click_button(&bob, &table, "+1");
    let refused = fake.wait_for_response(&h, WAIT).await;
    assert!(refused.ephemeral, "{refused:?}");
    // The same table message: a computer plays the former player's seat and wins.
    let shown = message_containing(&fake, channel, "seat 1 won").await;
    assert_eq!(shown.id, table_id, "the same table message");
    assert!(!shown.text().contains("bob"), "{}", shown.text());
    assert!(shown.text().contains("a former player"), "{}", shown.text());
    // Forgotten again: no game names bob any more.
    let again = forget(&fake, &bob, channel, true).await;
    assert!(!again.contains("playing now"), "{again}");
    // The game is recorded for alice, and nobody else is on the board: not bob, and no
    // row for the former player.
    let mut stats = String::new();
    for _ in 0..50 {
        stats = private(
            &fake,
            &alice,
            channel,
            "stats",
            json!({"game": "duel"}),
            None,
        )
        .await;
        if !stats.contains("No finished") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(!stats.contains("No finished"), "{stats}");
    let board = private(
        &fake,
        &alice,
        channel,
        "leaderboard",
        json!({"game": "duel"}),
        None,
    )
    .await;
    assert!(board.contains("**alice**"), "{board}");
    assert!(!board.contains("bob"), "{board}");
    assert!(!board.contains("former player"), "{board}");
    bot.stop().await.unwrap();
    fake.assert_no_violations();
    // The stored tables name bob no more, by name or id.
    let mut store = cantina::store::Store::open(&db);
    for _ in 0..40 {
        if store.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        store = cantina::store::Store::open(&db);
    }
    let store = store.unwrap();
    let mut kept = Vec::new();
    for id in 1..=store.next_id().unwrap() {
        if let Some(record) = store
            .tables()
            .load_archived::<serde_json::Value>(id)
            .unwrap()
        {
            kept.push(record.to_string());
        }
        if let Some(record) = store.tables().load::<serde_json::Value>(id).unwrap() {
            kept.push(record.to_string());
        }
    }
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(!kept[0].contains("bob"), "{}", kept[0]);
    assert!(!kept[0].contains(&bob.id.to_string()), "{}", kept[0]);
    assert!(kept[0].contains("alice"), "{}", kept[0]);
    assert!(kept[0].contains("a former player"), "{}", kept[0]);
    let results = store.results().of_game("duel");
    assert_eq!(results.len(), 2, "{results:?}");
    assert!(results
        .iter()
        .all(|r| r.user != Some(bob.id) && r.user != Some(0)));
}

/// Alice's UNO `/stats`, asked until it shows a game (a finished table is archived with
/// its results just after its end is shown), for at most five seconds.
async fn stats_once_recorded(
    fake: &FakeDiscord,
    alice: &FakeUser,
    channel: u64,
) -> support::fake_discord::Response {
    let mut response = None;
    for _ in 0..50 {
        let h = fake.slash(alice, channel, "stats", None, json!({"game": "uno"}));
        let answer = fake.wait_for_response(&h, WAIT).await;
        let recorded = !answer.text().contains("No finished");
        response = Some(answer);
        if recorded {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    response.expect("an answer")
}

/// Alice (to play her last card) and two computer players at an UNO table.
fn uno_seats(alice: &FakeUser) -> Vec<SeatRecord> {
    vec![
        SeatRecord::person(alice.id, alice.name.clone()),
        SeatRecord::ai("classic", "Robo 1"),
        SeatRecord::ai("classic", "Robo 2"),
    ]
}

fn last_card_position() -> Parts {
    let card = |c: &str| Card::from_code(c).unwrap();
    Parts::new(
        vec![
            vec![card("R7")],
            vec![card("G1"), card("G2")],
            vec![card("B3"), card("B4")],
        ],
        card("R5"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uno_round_against_computers_is_in_stats_and_can_be_shared() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("uno");
    let alice = fake.user("alice");
    let game = UnoGame::from_parts(last_card_position()).unwrap();
    pinned::uno_game(
        &db,
        (Some(fake.guild_id()), channel),
        alice.id,
        uno_seats(&alice),
        game,
        Phase::Playing,
        60,
    );
    let bot = start_bot(&fake, test_config(&fake, &db), default_catalog()).await;
    let table = message_containing(&fake, channel, "alice's turn").await;
    let h = fake.click_button(&alice, &table, "Hand");
    let hand = fake.wait_for_response(&h, WAIT).await.original.unwrap();
    let play = hand
        .buttons()
        .into_iter()
        .find(|b| !b.disabled && b.label.as_deref().is_some_and(|l| l.ends_with(" 7")))
        .expect("the Red 7 is playable");
    let h = fake.click(&alice, &hand, play.custom_id.as_deref().unwrap());
    fake.wait_for_ack(&h, WAIT).await;
    message_containing(&fake, channel, "alice wins").await;
    let response = stats_once_recorded(&fake, &alice, channel).await;
    assert!(response.ephemeral, "stats are private");
    let stats = response.text();
    assert!(stats.contains("1 game: 1 won, 0 drawn, 0 lost"), "{stats}");
    // Robo 1 and Robo 2 hold 3 and 7 points: alice scores 10, and no rating moves.
    assert!(stats.contains("Points: 10"), "{stats}");
    assert!(stats.contains("1000 (0 rated)"), "{stats}");
    // Share posts the same card publicly.
    let card = response.original.unwrap();
    let h = fake.click_button(&alice, &card, "Share");
    let shared = fake.wait_for_response(&h, WAIT).await;
    assert!(!shared.ephemeral, "a shared card is public");
    assert!(
        shared.text().contains("alice shares a record"),
        "{}",
        shared.text()
    );
    assert!(shared.text().contains("1 game: 1 won"), "{}", shared.text());
    // The leaderboard comes as a picture with its text.
    let h = fake.slash(&alice, channel, "leaderboard", None, json!({"game": "uno"}));
    let board = fake.wait_for_response(&h, WAIT).await;
    assert!(board.text().contains("1. **alice**"), "{}", board.text());
    let picture = board.original.unwrap();
    assert!(
        picture
            .attachments
            .iter()
            .any(|a| a.filename == "leaderboard.png"),
        "{:?}",
        picture.attachments
    );
    bot.stop().await.unwrap();
    fake.assert_no_violations();
}

/// A kill between the final commit (the table saved as finished) and its archive: the
/// restarted bot archives it and records the game, once, however often it restarts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_the_final_commit_records_the_game_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("uno");
    let alice = fake.user("alice");
    let mut game = UnoGame::from_parts(last_card_position()).unwrap();
    game.act(0, &Action::play(Card::from_code("R7").unwrap()))
        .unwrap();
    assert!(game.outcome().is_some());
    let id = pinned::uno_game(
        &db,
        (Some(fake.guild_id()), channel),
        alice.id,
        uno_seats(&alice),
        game,
        Phase::Finished,
        60,
    );
    for restart in 0..3 {
        let bot = start_bot(&fake, test_config(&fake, &db), default_catalog()).await;
        let text = stats_once_recorded(&fake, &alice, channel).await.text();
        assert!(
            text.contains("1 game: 1 won"),
            "after restart {restart}: {text}"
        );
        bot.kill();
    }
    let store = support::bot::open_store_when_free(&db).await;
    assert_eq!(
        store.tables().live_count(),
        0,
        "the finished table {id} was archived"
    );
    assert_eq!(
        store
            .results()
            .in_server("uno", Some(fake.guild_id()))
            .len(),
        3,
        "one result per seat"
    );
}
