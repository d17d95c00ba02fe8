//! Play anywhere, end to end through the fake Discord: where the bot is not a member (a
//! group DM, a server that never added it) a table lives on interaction answers alone,
//! with no channel call ever made; the person-menu challenge; a game that goes on after
//! its tokens expired; a crash mid-game in a group DM; a server that switched external
//! apps off gets a private answer and no table.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::test_config;
use support::fake_discord::{FakeMessage, FakeUser};
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(15);
const MAX_TURNS: usize = 400;

/// The bot with its commands registered globally, as Discord requires for a person's
/// install.
async fn start_global_bot(s: &Setup) -> support::bot::Bot {
    let mut config = test_config(&s.fake, &s.db);
    config.guild_id = None;
    s.bot_with(config).await
}

/// The newest message in `place` whose text contains `needle`.
async fn message_in(s: &Setup, place: u64, needle: &str) -> FakeMessage {
    let needle = needle.to_string();
    s.fake
        .wait_for_named(
            &format!("a message containing {needle:?}"),
            |f| {
                f.channel_messages(place)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains(&needle))
            },
            WAIT,
        )
        .await
}

/// The enabled house buttons of an Oril table.
fn enabled_houses(table: &FakeMessage) -> Vec<String> {
    table
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| b.label)
        .filter(|l| l.len() == 1 && l.as_bytes()[0].is_ascii_digit())
        .collect()
}

/// `user` sows the first house they may on `table`: the click's answer updates the
/// message itself (callback 7) or acknowledges it (6), never a private refusal.
async fn sow_any(s: &Setup, user: &FakeUser, table: &FakeMessage) {
    let house = enabled_houses(table)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no house for {}: {}", user.name, table.text()));
    let h = s.fake.click_button(user, table, &house);
    let answer = s.fake.wait_for_ack(&h, WAIT).await;
    assert!(!answer.ephemeral, "refused: {}", answer.text());
}

/// The same table message once it changed and it is alice's turn again (the computer
/// replied), waited for as `what`.
async fn alice_to_move_again(s: &Setup, table: &FakeMessage, what: &str) -> FakeMessage {
    s.fake
        .wait_for_named(
            what,
            |f| {
                f.message(table.id)
                    .filter(|m| m.text().contains("alice to move") && m.text() != table.text())
            },
            WAIT,
        )
        .await
}

/// Play Oril against the computer in `place` until the game is over; returns the final
/// table and how many moves `user` made.
async fn oril_to_the_end(s: &Setup, place: u64, user: &FakeUser) -> (FakeMessage, usize) {
    let mut moves = 0;
    let mut last = String::new();
    loop {
        assert!(moves < MAX_TURNS, "the match did not end");
        let table = s
            .fake
            .wait_for_named(
                "alice's turn or the end",
                |f| {
                    f.channel_messages(place)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains("Oril ·"))
                        .filter(|m| m.text() != last)
                        .filter(|m| {
                            m.text().contains("alice to move") || m.text().contains("Game over")
                        })
                },
                WAIT,
            )
            .await;
        if table.text().contains("Game over") {
            return (table, moves);
        }
        last = table.text();
        sow_any(s, user, &table).await;
        moves += 1;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oril_against_the_computer_in_a_server_without_the_bot() {
    let s = Setup::builder().start().await;
    let place = s.fake.server_without_bot(&s.alice, true);
    let bot = start_global_bot(&s).await;
    let start = s.fake.slash(
        &s.alice,
        place,
        "oril",
        Some("start"),
        json!({"level": "easy", "first": "challenger", "seed": 11}),
    );
    let answer = s.fake.wait_for_response(&start, WAIT).await;
    // The command's own answer is the table, public.
    assert!(!answer.ephemeral, "the table is public: {}", answer.text());
    let table = message_in(&s, place, "alice to move").await;
    assert!(
        table.text().contains("⏳"),
        "the turn clock: {}",
        table.text()
    );
    assert!(
        table.text().contains("<t:"),
        "a live timestamp: {}",
        table.text()
    );
    let (over, moves) = oril_to_the_end(&s, place, &s.alice).await;
    assert!(moves >= 5, "only {moves} moves: {}", over.text());
    assert!(
        over.text().contains("wins") || over.text().contains("Draw"),
        "{}",
        over.text()
    );
    assert_eq!(s.fake.channel_calls_to_places(), 0);
    s.finish(bot).await;
}

/// Pazaak in a group DM: alice installed the app, bob did not. Played to its end
/// through the challenge, the decks and the hands, with no channel call.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pazaak_challenge_in_a_group_dm_is_played_to_its_end() {
    let s = Setup::builder().start().await;
    let place = s.fake.group_dm("friends", &s.alice);
    let bot = start_global_bot(&s).await;
    let h = s.fake.slash(
        &s.alice,
        place,
        "pazaak",
        Some("start"),
        json!({"opponent": s.bob.id.to_string(), "free": true, "seed": 11}),
    );
    let answer = s.fake.wait_for_response(&h, WAIT).await;
    assert!(
        !answer.ephemeral,
        "the challenge is public: {}",
        answer.text()
    );
    let challenge = message_in(&s, place, "challenges you").await;
    // Before anyone accepts: the turn time and what missing turns costs.
    let text = challenge.text();
    assert!(text.contains("Turn time: 1 min"), "{text}");
    assert!(text.contains("forfeit"), "{text}");
    let accept = s.fake.click_button(&s.bob, &challenge, "Accept");
    let accepted = s.fake.wait_for_ack(&accept, WAIT).await;
    assert!(!accepted.ephemeral, "{}", accepted.text());

    for user in [&s.alice, &s.bob] {
        let table = message_in(&s, place, "Choose deck").await;
        let h = s.fake.click_button(user, &table, "Choose deck");
        let deck = s.fake.wait_for_response(&h, WAIT).await.original.unwrap();
        let h = s.fake.click_button(user, &deck, "Default deck");
        s.fake.wait_for_response(&h, WAIT).await;
    }
    message_in(&s, place, "Set 1 begins").await;

    // Whoever's hand offers End turn plays: stand from 17, else end the turn.
    let mut turns = 0;
    'game: for _ in 0..MAX_TURNS {
        let table = s
            .fake
            .wait_for_named(
                "a running or finished table",
                |f| {
                    f.channel_messages(place).into_iter().rev().find(|m| {
                        m.buttons()
                            .iter()
                            .any(|b| matches!(b.label.as_deref(), Some("Hand") | Some("Rematch")))
                    })
                },
                WAIT,
            )
            .await;
        if table.button_by_id("x").is_none()
            && table
                .buttons()
                .iter()
                .any(|b| b.label.as_deref() == Some("Rematch"))
        {
            break 'game;
        }
        for user in [&s.alice, &s.bob] {
            let hand = table.button("Hand").custom_id.unwrap();
            let h = s.fake.click_raw(user, &table, &hand);
            let Some(view) = s.fake.wait_for_response(&h, WAIT).await.original else {
                continue;
            };
            let end_turn = view
                .buttons()
                .iter()
                .any(|b| !b.disabled && b.label.as_deref() == Some("End turn"));
            if !end_turn {
                continue;
            }
            let text = view.text();
            let total: i32 = text
                .split("total **")
                .nth(1)
                .and_then(|t| t.split("**").next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            let label = if total >= 17 { "Stand" } else { "End turn" };
            let h = s.fake.click_button(user, &view, label);
            s.fake.wait_for_response(&h, WAIT).await;
            turns += 1;
            continue 'game;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let end = message_in(&s, place, "wins the match").await;
    assert!(turns >= 6, "{turns} turns: {}", end.text());
    assert_eq!(s.fake.channel_calls_to_places(), 0, "{}", s.fake.report());
    s.finish(bot).await;
}

/// Right-click a person, Apps, "Challenge to Oril": the same challenge as `/oril start
/// opponent:`, here in a group DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_person_menu_challenges_to_oril() {
    let s = Setup::builder().start().await;
    let place = s.fake.group_dm("friends", &s.alice);
    let bot = start_global_bot(&s).await;
    let names: Vec<String> = s
        .fake
        .registered_commands()
        .iter()
        .filter(|c| c["type"] == 2)
        .map(|c| c["name"].as_str().unwrap_or_default().to_string())
        .collect();
    // One entry per duel of the catalog, in the catalog's order.
    assert_eq!(names, ["Challenge to Oril", "Challenge to Pazaak"]);
    let h = s
        .fake
        .user_command(&s.alice, place, "Challenge to Oril", &s.bob);
    let answer = s.fake.wait_for_response(&h, WAIT).await;
    assert!(!answer.ephemeral, "{}", answer.text());
    let challenge = message_in(&s, place, "challenges you").await;
    assert!(challenge.text().contains("bob"), "{}", challenge.text());
    let accept = s.fake.click_button(&s.bob, &challenge, "Accept");
    s.fake.wait_for_ack(&accept, WAIT).await;
    let table = message_in(&s, place, "to move").await;
    assert!(table.text().contains("Oril ·"), "{}", table.text());
    assert_eq!(s.fake.channel_calls_to_places(), 0);
    s.finish(bot).await;
}

/// Tokens live 20 seconds here: after they all expired, the next click is answered by
/// updating the message, and the computer's reply goes through that click's token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_goes_on_after_its_tokens_expired() {
    let s = Setup::builder().start().await;
    let place = s.fake.group_dm("friends", &s.alice);
    s.fake.set_token_lifetime(Duration::from_secs(20));
    let bot = start_global_bot(&s).await;
    let start = s.fake.slash(
        &s.alice,
        place,
        "oril",
        Some("start"),
        json!({"level": "easy", "first": "challenger", "seed": 11}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    let table = message_in(&s, place, "alice to move").await;
    s.fake.advance_clock(Duration::from_secs(30));
    sow_any(&s, &s.alice, &table).await;
    // The computer answered, shown on the same message.
    let again = alice_to_move_again(&s, &table, "alice's turn again").await;
    assert!(again.text().contains("computer"), "{}", again.text());
    assert_eq!(s.fake.channel_calls_to_places(), 0);
    s.finish(bot).await;
}

/// kill -9 in the middle of a group-DM game: the next click on the old message goes on
/// with the same game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_mid_game_in_a_group_dm_loses_nothing() {
    let s = Setup::builder().start().await;
    let place = s.fake.group_dm("friends", &s.alice);
    let bot = start_global_bot(&s).await;
    let start = s.fake.slash(
        &s.alice,
        place,
        "oril",
        Some("start"),
        json!({"level": "easy", "first": "challenger", "seed": 11}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    let table = message_in(&s, place, "alice to move").await;
    sow_any(&s, &s.alice, &table).await;
    let table = alice_to_move_again(&s, &table, "the computer's reply").await;
    bot.kill();
    let bot = start_global_bot(&s).await;
    sow_any(&s, &s.alice, &table).await;
    let later = alice_to_move_again(&s, &table, "the game going on").await;
    assert!(later.text().contains("alice sowed"), "{}", later.text());
    assert_eq!(s.fake.channel_calls_to_places(), 0);
    s.finish(bot).await;
}

/// A server that did not add the bot and switched external apps off: every answer
/// would be private, so no table opens and the person learns why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_external_apps_gets_a_private_answer_and_no_table() {
    let s = Setup::builder().start().await;
    let place = s.fake.server_without_bot(&s.alice, false);
    let bot = start_global_bot(&s).await;
    let h = s
        .fake
        .slash(&s.alice, place, "uno", Some("start"), json!({}));
    let answer = s.fake.wait_for_response(&h, WAIT).await;
    assert!(answer.ephemeral);
    assert!(
        answer.text().contains("Use External Apps"),
        "{}",
        answer.text()
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        s.fake.channel_messages(place).iter().all(|m| m.ephemeral),
        "no public table"
    );
    assert_eq!(s.fake.channel_calls_to_places(), 0);
    s.finish(bot).await;
}

/// A challenge with a turn time under 20 seconds is unrated, and says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fast_challenge_says_it_is_unrated() {
    let s = Setup::builder().start().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": s.bob.id.to_string(), "turn_timeout": 10}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let challenge = s.message("challenges you").await;
    let text = challenge.text();
    assert!(text.contains("Turn time: 10 s"), "{text}");
    assert!(text.contains("unrated"), "{text}");
    s.finish(bot).await;
}
