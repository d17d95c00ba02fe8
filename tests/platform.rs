//! End-to-end tests of the platform (tables, lobby, challenges, solo threads, restarts,
//! deadlines, outdated and forged clicks) through the fake Discord, with a test-only
//! counting game so they do not depend on any real game's rules.

mod support;

use cantina::i18n::Lang;
use serde_json::json;
use std::time::Duration;
use support::bot::spawn_bot;
use support::counting_game::test_catalog;
use support::fake_discord::MANAGE_MESSAGES;
use support::setup::Setup;
use support::tables::{click_ok, started_lobby};

const WAIT: Duration = Duration::from_secs(10);

/// A game brings its words in its own files, through the catalog: the test counting
/// game, which no module of the bot names, has its command, option, title, help and
/// button read from its English file, and reads English in the languages it lacks.
#[test]
fn a_game_outside_the_bot_brings_its_own_words() {
    let catalog = test_catalog();
    let commands =
        serde_json::to_value(cantina::discord::commands::all_commands(&catalog)).unwrap();
    let count = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "count")
        .expect("/count");
    assert_eq!(
        count["description"],
        "A test game: add 1 or 2, reach the target"
    );
    let start = &count["options"][0];
    let target = start["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "target")
        .expect("target");
    assert_eq!(target["description"], "The total to reach");
    let game = catalog.get("count").unwrap();
    assert_eq!(game.title(), "Counting");
    assert_eq!(game.title_in(Lang::Cs), "Counting");
    let page = cantina::discord::commands::help(&catalog, Lang::PtBr);
    assert!(page.sections[0]
        .body
        .contains("Add 1 or 2 on your turn; whoever reaches the target wins."));
    assert!(cantina::i18n::texts().has(Lang::EnUs, "table-again-count"));
    assert!(!cantina::i18n::texts().has(Lang::PtBr, "table-again-count"));
}

async fn setup() -> Setup {
    Setup::builder()
        .catalog(test_catalog)
        .wait(WAIT)
        .start()
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_start_turns_and_end() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;

    // Alice opens her private view and plays from it; the view updates in place.
    let hand = s.fake.click_button(&s.alice, &table, "Hand");
    let response = s.fake.wait_for_response(&hand, WAIT).await;
    assert!(response.ephemeral);
    assert!(response.text().contains("Your turn"), "{}", response.text());
    let private = response.original.clone().expect("private view message");
    let play = s.fake.click_button(&s.alice, &private, "+2");
    let update = s.fake.wait_for_response(&play, WAIT).await;
    assert_eq!(update.kind, 7, "a click on the private view updates it");

    // Bob's turn, then the computer seat plays by itself, then alice again.
    let table = s.message("Turn: bob").await;
    assert!(table.text().contains("Total 2"));
    click_ok(&s.fake, &s.bob, &table, "+1").await;
    let table = s.message("Turn: alice").await;
    assert!(table.text().contains("seat 2 added"), "{}", table.text());

    // Alice's private view was refreshed through its token when her turn came back.
    s.fake
        .wait_until_named(
            "alice's private view refreshed",
            |f| {
                f.interaction_response(&play)
                    .and_then(|r| r.original)
                    .is_some_and(|m| m.text().contains("Your turn"))
            },
            WAIT,
        )
        .await;

    // Bob is not the host and cannot end it; alice can.
    let end = s
        .fake
        .slash(&s.bob, s.channel, "count", Some("end"), json!({}));
    assert!(s.private_answer(&end).await.contains("Only the host"));
    let end = s
        .fake
        .slash(&s.alice, s.channel, "count", Some("end"), json!({}));
    assert!(s.private_answer(&end).await.contains("closed"));
    let table = s.message("ended the table").await;
    assert!(table.button("Play again").custom_id.is_some());

    // The channel is free again.
    let again = s
        .fake
        .slash(&s.alice, s.channel, "count", Some("start"), json!({}));
    assert!(s.private_answer(&again).await.contains("open"));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_table_per_channel_and_moderators_can_end() {
    let s = setup().await;
    let bot = s.bot().await;
    let first = s
        .fake
        .slash(&s.alice, s.channel, "count", Some("start"), json!({}));
    s.private_answer(&first).await;
    let second = s
        .fake
        .slash(&s.bob, s.channel, "duel", Some("start"), json!({}));
    assert!(s.private_answer(&second).await.contains("already"));
    s.fake.set_permissions(&s.carol, MANAGE_MESSAGES);
    let end = s
        .fake
        .slash(&s.carol, s.channel, "count", Some("end"), json!({}));
    assert!(s.private_answer(&end).await.contains("closed"));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_accept_decline_and_expiry() {
    let s = setup().await;
    let bot = s.bot().await;

    // Challenging yourself is refused.
    let me = s.fake.slash(
        &s.alice,
        s.channel,
        "duel",
        Some("start"),
        json!({"opponent": s.alice.id.to_string()}),
    );
    assert!(s.private_answer(&me).await.contains("yourself"));

    // Accept: only the challenged person may.
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "duel",
        Some("start"),
        json!({"opponent": s.bob.id.to_string()}),
    );
    assert!(s.private_answer(&h).await.contains("Challenge sent"));
    let challenge = s.message("challenges you").await;
    let wrong = s.fake.click_button(&s.carol, &challenge, "Accept");
    assert!(s.private_answer(&wrong).await.contains("not for you"));
    click_ok(&s.fake, &s.bob, &challenge, "Accept").await;
    let table = s.message("Turn: alice").await;
    // Bob forfeits by leaving: a two-seat game ends.
    click_ok(&s.fake, &s.alice, &table, "+1").await;
    let table = s.message("Turn: bob").await;
    click_ok(&s.fake, &s.bob, &table, "Leave").await;
    s.message("forfeit").await;

    // Decline.
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "duel",
        Some("start"),
        json!({"opponent": s.bob.id.to_string()}),
    );
    s.private_answer(&h).await;
    let challenge = s.message("challenges you").await;
    let declined = challenge.clone();
    click_ok(&s.fake, &s.bob, &declined, "Decline").await;
    s.message("declined the challenge").await;

    // Expiry (2 s in tests).
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "duel",
        Some("start"),
        json!({"opponent": s.bob.id.to_string()}),
    );
    s.private_answer(&h).await;
    let pending = s.message("challenges you").await;
    assert_ne!(pending.id, challenge.id);
    let expired = s.message("challenge expired").await;
    assert_eq!(expired.id, pending.id);
    assert!(
        expired.buttons().is_empty(),
        "an expired challenge offers no buttons"
    );
    // An Accept from a copy of the message taken before it expired is refused.
    let accept = pending.button("Accept").custom_id.unwrap();
    let late = s.fake.click_raw(&s.bob, &expired, &accept);
    assert!(s.private_answer(&late).await.contains("ended"));

    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn solo_table_in_a_new_thread() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "solo",
        Some("start"),
        json!({"target": 3}),
    );
    let response = s.fake.wait_for_response(&h, WAIT).await;
    assert!(response.ephemeral);
    let thread = s
        .fake
        .wait_for_named("a thread", |f| f.threads().into_iter().next(), WAIT)
        .await;
    assert_eq!(thread.parent_id, s.channel);
    assert!(
        response.text().contains(&thread.id.to_string()),
        "{}",
        response.text()
    );
    let table = s.message_in(thread.id, "Turn: alice").await;
    // Someone else cannot play alice's solo game.
    let intruder = s.fake.click_button(&s.bob, &table, "+2");
    assert!(s.private_answer(&intruder).await.contains("not playing"));
    click_ok(&s.fake, &s.alice, &table, "+2").await;
    let table = s.message_in(thread.id, "Total 2").await;
    click_ok(&s.fake, &s.alice, &table, "+1").await;
    s.message_in(thread.id, "seat 0 won with 3").await;
    assert!(
        s.fake.channel_messages(s.channel).is_empty(),
        "nothing posted in the parent channel"
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outdated_non_player_and_forged_clicks_change_nothing() {
    let s = setup().await;
    let bot = s.bot().await;
    let old = started_lobby(&s).await;
    click_ok(&s.fake, &s.alice, &old, "+1").await;
    let now = s.message("Turn: bob").await;

    // Bob clicks +1 on the message as his client still showed it before alice's move.
    let old_id = old.button("+1").custom_id.unwrap();
    let stale = s.fake.click_raw(&s.bob, &now, &old_id);
    let text = s.private_answer(&stale).await;
    assert!(text.contains("older view"), "{text}");
    // A non-player, on the current view and on the older one: not playing comes first.
    let carol = s.fake.click_button(&s.carol, &now, "+1");
    assert!(s.private_answer(&carol).await.contains("not playing"));
    let carol = s.fake.click_raw(&s.carol, &now, &old_id);
    let text = s.private_answer(&carol).await;
    assert!(text.contains("not playing"), "{text}");
    // Out of turn.
    let alice = s.fake.click_button(&s.alice, &now, "+1");
    assert!(s.private_answer(&alice).await.contains("not your turn"));
    // Forged ids: garbage, and a well-formed id for a table that does not exist.
    let garbage = s.fake.click_raw(&s.bob, &now, "give-me-the-win");
    assert!(s.private_answer(&garbage).await.contains("not one I know"));
    let ghost = s.fake.click_raw(&s.bob, &now, "count:zzzz:1:g.add.2");
    assert!(s.private_answer(&ghost).await.contains("no longer exists"));
    let wrong_game = s.fake.click_raw(
        &s.bob,
        &now,
        &now.buttons()[1]
            .custom_id
            .clone()
            .unwrap()
            .replacen("count", "duel", 1),
    );
    assert!(s
        .private_answer(&wrong_game)
        .await
        .contains("not one I know"));
    // Bob's outdated +1 with the counter slash commands use (u64::MAX in base 36): a
    // button never carries it, so it is forged, not a way past the outdated check.
    let mut parts: Vec<&str> = old_id.split(':').collect();
    parts[2] = "3w5e11264sgsf";
    let command_counter = s.fake.click_raw(&s.bob, &now, &parts.join(":"));
    assert!(s
        .private_answer(&command_counter)
        .await
        .contains("not one I know"));

    tokio::time::sleep(Duration::from_millis(400)).await;
    let table = s.fake.message(now.id).unwrap();
    assert!(
        table.text().contains("Total 1 of 50. Turn: bob"),
        "{}",
        table.text()
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timer_with_nothing_to_do_leaves_the_buttons_current() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    // Alice arms a one-second timer that changes nothing when it fires.
    let dud = table
        .button("+1")
        .custom_id
        .unwrap()
        .replace("g.add.1", "g.dud.1");
    let armed = s.fake.click_raw(&s.alice, &table, &dud);
    s.fake.wait_for_ack(&armed, WAIT).await;
    let seen = s.message("dud armed").await;
    tokio::time::sleep(Duration::from_millis(2000)).await;
    // The timer has fired: the message alice still sees must take her move.
    let edits = s.fake.message(seen.id).unwrap().edits;
    let add = s
        .fake
        .click_raw(&s.alice, &seen, &seen.button("+1").custom_id.unwrap());
    let response = s.fake.wait_for_ack(&add, WAIT).await;
    assert!(
        !response.text().contains("older view"),
        "{}",
        response.text()
    );
    assert!(edits == seen.edits, "the timer edited the table message");
    s.message("Total 1 of 50. Turn: bob").await;
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_concurrent_clicks_make_one_move() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    // Twenty clicks from the same copy of the message (a person's client still showing
    // it): the first applied answers with the new message at once, so the copy is taken
    // once rather than looked up for each click.
    let add_two = table.button("+2").custom_id.unwrap();
    let handles: Vec<_> = (0..20)
        .map(|_| s.fake.click_raw(&s.alice, &table, &add_two))
        .collect();
    for handle in &handles {
        s.fake.wait_for_ack(handle, WAIT).await;
    }
    let table = s.message("Turn: bob").await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let table = s.fake.message(table.id).unwrap();
    assert!(table.text().contains("Total 2 of 50"), "{}", table.text());
    let refused = handles
        .iter()
        .filter(|h| {
            s.fake.interaction_response(h).is_some_and(|r| {
                r.ephemeral
                    && (r.text().contains("older view") || r.text().contains("not your turn"))
            })
        })
        .count();
    // The first click applied answers with the updated message at once, so the later
    // clicks may carry the new state: each is refused either as outdated or because it
    // is no longer alice's turn. None is applied.
    assert_eq!(refused, 19);
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_bot_restarts_and_old_buttons_still_work() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    click_ok(&s.fake, &s.alice, &table, "+2").await;
    let table = s.message("Turn: bob").await;
    bot.kill();

    let bot = s.bot().await;
    assert_eq!(s.fake.ready_count(), 2);
    // The button on the message from before the crash still works.
    click_ok(&s.fake, &s.bob, &table, "+1").await;
    let table = s.message("seat 1 added 1 (total 3)").await;
    assert!(
        table.text().contains("seat 0 added 2 (total 2)"),
        "{}",
        table.text()
    );
    s.finish(bot).await;
}

/// A game timer armed again replaces the earlier one with the same key (an UNO!
/// window opened again for the same seat): the earlier one must not fire into the new.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timer_armed_again_fires_once_at_its_new_time() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    click_ok(&s.fake, &s.alice, &table, "Bomb").await; // a 2 s game timer
    let table = s.message("bomb armed").await;
    click_ok(&s.fake, &s.alice, &table, "Bomb").await; // the same timer, again
    tokio::time::sleep(Duration::from_millis(3500)).await;
    let table = s.message("Explosions: 1").await;
    assert_eq!(
        table.text().matches("boom").count(),
        1,
        "the first arming did not fire: {}",
        table.text()
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deadline_that_falls_while_down_fires_once_after_restart() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    click_ok(&s.fake, &s.alice, &table, "Bomb").await; // a 2 s game timer
    s.message("bomb armed").await;
    bot.kill();
    tokio::time::sleep(Duration::from_secs(3)).await;

    let bot = s.bot().await;
    s.message("Explosions: 1").await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    bot.kill();
    let bot = s.bot().await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let table = s
        .fake
        .channel_messages(s.channel)
        .into_iter()
        .rev()
        .find(|m| m.text().contains("Explosions"))
        .unwrap();
    assert!(
        table.text().contains("Explosions: 1"),
        "fired more than once: {}",
        table.text()
    );
    assert_eq!(table.text().matches("boom").count(), 1);
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_with_help() {
    let s = setup().await;
    let mut config = s.config();
    config.token = "not-the-token".into();
    let bot = spawn_bot(config, s.catalog());
    let err = bot.outcome(WAIT).await.unwrap_err();
    assert!(err.contains("applications.commands"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_lists_every_game() {
    let s = setup().await;
    let bot = s.bot().await;
    let names: Vec<String> = s
        .fake
        .registered_commands()
        .iter()
        .filter_map(|c| c["name"].as_str().map(String::from))
        .collect();
    for name in ["count", "duel", "solo", "help"] {
        assert!(
            names.contains(&name.to_string()),
            "{name} not registered: {names:?}"
        );
    }
    let help = s.fake.slash(&s.bob, s.channel, "help", None, json!({}));
    let text = s.private_answer(&help).await;
    assert!(
        text.contains("/count start")
            && text.contains("/duel start")
            && text.contains("/solo start")
    );
    s.finish(bot).await;
}

/// People read the bot's private answers in their client's language: /help and the
/// adapter's own refusals follow the interaction's locale; a language the bot lacks
/// reads English. The registered commands carry their translations.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_follow_the_clients_language() {
    let s = setup().await;
    let bot = s.bot().await;
    let commands = s.fake.registered_commands();
    let help_command = commands.iter().find(|c| c["name"] == "help").unwrap();
    assert_eq!(help_command["name_localizations"]["pt-BR"], "ajuda");
    assert_eq!(help_command["name_localizations"]["zh-CN"], "帮助");
    assert_eq!(help_command["name_localizations"]["cs"], "nápověda");
    let count = commands.iter().find(|c| c["name"] == "count").unwrap();
    assert_eq!(count["options"][0]["name"], "start");
    assert_eq!(
        count["options"][0]["name_localizations"]["pt-BR"],
        "iniciar"
    );

    s.fake.set_locale(&s.bob, "pt-BR");
    let help = s.fake.slash(&s.bob, s.channel, "help", None, json!({}));
    let text = s.private_answer(&help).await;
    assert!(text.contains("O **Cantina** traz jogos"), "{text}");
    assert!(text.contains("/count iniciar"), "{text}");
    assert!(text.contains("/count encerrar` fecha a mesa"), "{text}");

    s.fake.set_locale(&s.bob, "fr");
    let help = s.fake.slash(&s.bob, s.channel, "help", None, json!({}));
    let text = s.private_answer(&help).await;
    assert!(
        text.contains("**Cantina** hosts turn-based games"),
        "{text}"
    );
    assert!(text.contains("/count start"), "{text}");

    let lobby = started_lobby(&s).await;
    s.fake.set_locale(&s.bob, "cs");
    let forged = s.fake.click_raw(&s.bob, &lobby, "forged");
    let text = s.private_answer(&forged).await;
    assert_eq!(text, "Toto tlačítko neznám. Možná je ze starší verze hry.");
    s.fake.set_locale(&s.bob, "zh-CN");
    let forged = s.fake.click_raw(&s.bob, &lobby, "forged");
    let text = s.private_answer(&forged).await;
    assert_eq!(text, "我不认识这个按钮，它可能来自旧版本的游戏。");
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_discord_calls_are_retried_and_the_table_stays_whole() {
    let s = setup().await;
    let bot = s.bot().await;
    let table = started_lobby(&s).await;
    // The next two edits of the table message fail (500, then 429): the bot retries.
    s.fake.fail_next("PATCH /channels", 500, 1);
    s.fake.fail_next("PATCH /channels", 429, 1);
    // The click's own answer (the new view) is lost on its way back, so the table
    // edits its message itself.
    s.fake.lose_next_responses("POST /interactions", 1);
    click_ok(&s.fake, &s.alice, &table, "+2").await;
    let table = s.message("Turn: bob").await;
    assert!(table.text().contains("Total 2 of 50"), "{}", table.text());
    // The publisher's edit of the table message meets both failures and retries.
    let failed = |f: &support::fake_discord::FakeDiscord| {
        f.request_log()
            .iter()
            .filter(|r| r.method == "PATCH" && r.status >= 429)
            .count()
    };
    s.fake
        .wait_until_named("both injected failures hit", |f| failed(f) >= 2, WAIT)
        .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        failed(&s.fake),
        2,
        "both injected failures were hit and retried"
    );
    click_ok(&s.fake, &s.bob, &table, "+1").await;
    s.message("seat 1 added 1 (total 3)").await;
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn absent_players_time_out_and_a_computer_takes_over_until_they_return() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "count",
        Some("start"),
        json!({"target": 90, "turn_timeout": 5}),
    );
    s.private_answer(&h).await;
    let lobby = s.message("lobby").await;
    click_ok(&s.fake, &s.alice, &lobby, "Add AI").await;
    let lobby = s.message("🤖").await;
    click_ok(&s.fake, &s.alice, &lobby, "Start").await;
    // Alice does nothing: three timeouts (5 s each) play for her, then a computer does.
    let table = s
        .fake
        .wait_for_named(
            "a computer playing for alice",
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("seems away"))
            },
            Duration::from_secs(30),
        )
        .await;
    assert_eq!(
        table.text().matches("turn timed out").count(),
        3,
        "{}",
        table.text()
    );
    // She presses I'm back and plays again herself.
    let table = s.message("I'm back").await;
    click_ok(&s.fake, &s.alice, &table, "I'm back").await;
    s.message("alice is back").await;
    s.finish(bot).await;
}
