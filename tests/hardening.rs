//! Regression tests for the platform's hardening: each drives the real bot through the
//! fake Discord (or the table layer directly, in virtual time) and fails without its fix.

mod support;

use serde_json::json;
use std::sync::atomic::Ordering;
use std::time::Duration;
use support::counting_game::{test_catalog, PAINTS_STARTED};
use support::fake_discord::{FakeDiscord, FakeUser};
use support::records::RecordBuilder;
use support::setup::Setup;
use support::tables::solo_table;
use support::wait::WAIT;

async fn setup() -> Setup {
    Setup::builder().catalog(test_catalog).start().await
}

/// Pictures are painted on the blocking pool, never on the async workers: while two
/// tables' pictures take 5 s each to paint (as many as the bot has workers), another
/// click is still answered within Discord's 3 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_pictures_do_not_hold_the_async_workers() {
    let s = setup().await;
    let other = s.fake.create_channel("more-games");
    let bot = s.bot().await;
    let mut tables = Vec::new();
    for channel in [s.channel, other] {
        let h = s.fake.slash(
            &s.alice,
            channel,
            "solo",
            Some("start"),
            json!({"target": 30, "thread": false}),
        );
        s.fake.wait_for_response(&h, WAIT).await;
        tables.push(s.message_in(channel, "Turn: alice").await);
    }
    let painted_before = PAINTS_STARTED.load(Ordering::SeqCst);
    for table in &tables {
        let h = s.fake.click_button(&s.alice, table, "Slow picture");
        s.fake.wait_for_ack(&h, WAIT).await;
    }
    // A second after the clicks both bombs go off and both pictures begin painting.
    s.fake
        .wait_until_named(
            "both slow pictures painting",
            |_| PAINTS_STARTED.load(Ordering::SeqCst) >= painted_before + 2,
            WAIT,
        )
        .await;
    let hand = s.fake.click_button(&s.alice, &tables[0], "Hand");
    let response = s.fake.wait_for_response(&hand, WAIT).await;
    assert!(
        response.ephemeral,
        "the hand is answered privately: {response:?}"
    );
    // The contract check covers the 3 s: a later answer is a violation.
    s.fake.assert_no_violations();
    // The pictures themselves are published once painted.
    for channel in [s.channel, other] {
        s.fake
            .wait_until_named(
                "the slow picture on the table message",
                |f| {
                    f.channel_messages(channel)
                        .iter()
                        .any(|m| m.attachments.iter().any(|a| a.filename == "count.png"))
                },
                Duration::from_secs(15),
            )
            .await;
    }
    s.finish(bot).await;
}

/// A click whose answer carries a picture that is slow to paint is deferred, not
/// answered after Discord's 3 s: the painting runs inside the defer race.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_whose_picture_is_slow_is_deferred_in_time() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    let painted_before = PAINTS_STARTED.load(Ordering::SeqCst);
    let h = s.fake.click_button(&s.alice, &table, "Slow picture");
    s.fake.wait_for_ack(&h, WAIT).await;
    s.fake
        .wait_until_named(
            "the slow picture armed",
            |_| PAINTS_STARTED.load(Ordering::SeqCst) > painted_before,
            WAIT,
        )
        .await;
    // Every view from now on takes 5 s to paint, the answer to this click's too.
    let h = s.fake.click_button(&s.alice, &table, "+1");
    s.fake.wait_for_ack(&h, WAIT).await;
    s.fake.assert_no_violations();
    s.finish(bot).await;
}

/// A click on the public message that waits for a busy table is deferred. The deferred
/// answer must be a private message: the table keeps the click's token to refresh the
/// person's hand, and with a deferred *update* `@original` would be the public message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_click_never_puts_a_hand_on_the_public_message() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
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
    let table = s.message("the table was slow").await;
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
    s.message("Total 2 of 30").await;
    for message in s.fake.channel_messages(s.channel) {
        assert!(
            !message.text().contains("Seat 0."),
            "a private view reached the public message: {}",
            message.text()
        );
    }
    s.finish(bot).await;
}

/// Pressing Add AI three times within a second, then Start, must not be refused as
/// "older view" while the lobby message catches up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_lobby_clicks_are_all_applied() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "count",
        Some("start"),
        json!({"target": 50}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let lobby = s.message("lobby").await;
    // All from the same copy of the message, as a quick person would.
    let clicks: Vec<_> = (0..3)
        .map(|_| {
            s.fake
                .click_raw(&s.alice, &lobby, &lobby.button("Add AI").custom_id.unwrap())
        })
        .collect();
    for click in &clicks {
        let response = s.fake.wait_for_ack(click, WAIT).await;
        assert!(
            !response.text().contains("older view"),
            "a quick Add AI was refused: {}",
            response.text()
        );
    }
    let start = s
        .fake
        .click_raw(&s.alice, &lobby, &lobby.button("Start").custom_id.unwrap());
    let response = s.fake.wait_for_ack(&start, WAIT).await;
    assert!(
        !response.text().contains("older view"),
        "{}",
        response.text()
    );
    let table = s.message("The game starts").await;
    let names = table.text();
    assert!(
        names.contains("Ada") && names.contains("Bit") && names.contains("Cog"),
        "three computer seats: {names}"
    );
    s.finish(bot).await;
}

/// Twenty `/count start` at once in one channel open exactly one table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_starts_make_one_table() {
    let s = setup().await;
    let bot = s.bot().await;
    let handles: Vec<_> = (0..20)
        .map(|_| {
            s.fake.slash(
                &s.alice,
                s.channel,
                "count",
                Some("start"),
                json!({"target": 50}),
            )
        })
        .collect();
    let mut opened = 0;
    for handle in &handles {
        let response = s.fake.wait_for_response(handle, WAIT).await;
        if response.text().contains("is open") {
            opened += 1;
        }
    }
    assert_eq!(opened, 1, "exactly one table opens");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let lobbies = s
        .fake
        .channel_messages(s.channel)
        .into_iter()
        .filter(|m| m.text().contains("lobby"))
        .count();
    assert_eq!(lobbies, 1, "one lobby message");
    s.finish(bot).await;
}

/// A stored table whose game cannot be read is refused at start-up without a panic: it is
/// archived as broken and its channel is free for a new game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_corrupt_stored_game_is_refused_and_frees_its_channel() {
    use cantina::table::record::{Phase, TableRecord};
    let s = setup().await;
    let broken_id;
    {
        let store = cantina::store::Store::open(&s.db).unwrap();
        broken_id = store.next_id().unwrap();
        let record = RecordBuilder::new("count", broken_id)
            .guild(Some(s.fake.guild_id()))
            .channel(s.channel)
            .host(s.alice.id)
            .seat_person(s.alice.id, "alice")
            .seat_ai("basic", "Ada")
            .settings(json!({"target": 10}))
            // A turn past the last seat: the engine's checked constructor refuses it.
            .state(json!({"version": 1, "game": {"engine": {
                "total": 3, "target": 10, "turn": 7, "seats": 2, "winner": null,
                "explosions": 0, "forfeited": null}, "names": ["alice", "Ada"]}}))
            .counter(5)
            .turn_timeout_secs(60)
            .created_ms(0)
            .build();
        store.tables().save(broken_id, &record).unwrap();
        store.flush().unwrap();
    }
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "count",
        Some("start"),
        json!({"target": 50}),
    );
    let response = s.fake.wait_for_response(&h, WAIT).await;
    assert!(response.text().contains("is open"), "{}", response.text());
    bot.stop().await.unwrap();
    support::bot::wait_for_database_lock(&s.db).await;
    let store = cantina::store::Store::open(&s.db).unwrap();
    let archived: TableRecord = store.tables().load_archived(broken_id).unwrap().unwrap();
    assert_eq!(archived.phase, Phase::Finished);
    assert!(archived.result.unwrap().to_string().contains("problem"));
    s.fake.assert_no_violations();
}

/// How many times the bot edited table message `message` in the test channel.
fn edits_of(s: &Setup, message: u64) -> usize {
    s.fake
        .requests_to(
            "PATCH",
            &format!("/channels/{}/messages/{}", s.channel, message),
        )
        .len()
}

/// Requests the bot made to the test channel after the first `before` of the log.
fn requests_to_channel_after(s: &Setup, before: usize) -> usize {
    s.fake
        .request_log()
        .into_iter()
        .skip(before)
        .filter(|r| r.path.contains(&s.channel.to_string()))
        .count()
}

/// Table messages (not ephemeral, not deleted) in the channel containing `needle`.
fn table_messages(s: &Setup, needle: &str) -> usize {
    s.fake
        .channel_messages(s.channel)
        .iter()
        .filter(|m| !m.ephemeral && !m.deleted && m.text().contains(needle))
        .count()
}

/// Discord caps edits of a message older than an hour (30046): the table posts its
/// message again and play goes on there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_too_old_to_edit_is_posted_again() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    s.fake.fail_next_with_code("PATCH /channels", 400, 30046, 1);
    // The click's own answer (UPDATE_MESSAGE with the new view) is lost on its way
    // back, so the table edits its message itself, and that edit meets the failure.
    s.fake.lose_next_responses("POST /interactions", 1);
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    let reposted = s
        .fake
        .wait_for_named(
            "the table message posted again",
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .find(|m| m.id != table.id && m.text().contains("Total 2"))
            },
            WAIT,
        )
        .await;
    let add = s.fake.click_button(&s.alice, &reposted, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.message("Total 4").await;
    bot.stop().await.unwrap();
}

/// A channel the bot lost access to (403) ends its table at once: no retry loop of
/// refused requests, and the channel is free for a new table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_channel_ends_its_table_without_retrying() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    s.fake.fail_next_with_code("PATCH /channels", 403, 50001, 1);
    // The click's own answer (UPDATE_MESSAGE with the new view) is lost on its way
    // back, so the table edits its message itself, and that edit meets the failure.
    s.fake.lose_next_responses("POST /interactions", 1);
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    // The table ends and frees the channel: a new table can start there.
    let mut freed = false;
    for _ in 0..50 {
        let h = s.fake.slash(
            &s.alice,
            s.channel,
            "solo",
            Some("start"),
            json!({"target": 30, "thread": false}),
        );
        let answer = s.fake.wait_for_response(&h, WAIT).await.text();
        if !answer.contains("already") {
            freed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(freed, "the lost table freed its channel");
    s.message("Total 0").await;
    let refused_edits = || edits_of(&s, table.id);
    let before = refused_edits();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(refused_edits(), before, "the lost table keeps quiet");
    assert_eq!(
        s.fake
            .requests_to("POST", &format!("/channels/{}/messages", s.channel))
            .len(),
        2,
        "the first table and the new one were posted; the lost table was not posted again"
    );
    bot.stop().await.unwrap();
}

/// A table message whose POST landed but whose answer was lost is not posted twice:
/// the retry carries the same enforced nonce.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_was_lost_is_not_duplicated() {
    let s = setup().await;
    let bot = s.bot().await;
    s.fake.lose_next_responses("POST /channels", 1);
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    // The table works from the one message.
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.message("Total 2").await;
    assert_eq!(
        s.fake
            .requests_to("POST", &format!("/channels/{}/messages", s.channel))
            .len(),
        2,
        "the lost answer was retried"
    );
    assert_eq!(table_messages(&s, "Total"), 1, "one table message");
    bot.stop().await.unwrap();
}

/// A private view older than Discord's 15 minutes cannot be refreshed by the table; its
/// Refresh button brings it up to date, and the table refreshes it again after that.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_hand_is_brought_back_by_refresh() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    let h = s.fake.click_button(&s.alice, &table, "Hand");
    let hand = s.fake.wait_for_response(&h, WAIT).await.original.unwrap();
    assert!(hand.text().contains("Seat 0. Total 0"), "{}", hand.text());
    // Sixteen minutes later the hand's token has expired; a move is not shown in it.
    s.fake.advance_clock(Duration::from_secs(16 * 60));
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.message("Total 2").await;
    let refreshed = s.fake.click_button(&s.alice, &hand, "Refresh");
    let response = s.fake.wait_for_response(&refreshed, WAIT).await;
    assert_eq!(response.kind, 7, "the hand is updated in place");
    let hand = response.original.unwrap();
    assert!(hand.text().contains("Seat 0. Total 2"), "{}", hand.text());
    // Refreshed through the new click's token after the next move.
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.fake
        .wait_until_named(
            "the hand refreshed by the table",
            |f| {
                f.ephemeral_messages_for(&s.alice)
                    .iter()
                    .any(|m| m.id == hand.id && m.text().contains("Seat 0. Total 4"))
            },
            WAIT,
        )
        .await;
    bot.stop().await.unwrap();
}

/// A deleted channel (CHANNEL_DELETE) ends its table: archived with the reason, and not
/// one request more to the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_ends_its_table() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    s.message("Turn: alice").await;
    let before = s.fake.request_log().len();
    s.fake.delete_channel(s.channel);
    tokio::time::sleep(Duration::from_millis(800)).await;
    bot.stop().await.unwrap();
    let to_channel = requests_to_channel_after(&s, before);
    assert_eq!(to_channel, 0, "no request to the deleted channel");
    s.fake.assert_no_violations();
    let store = support::bot::open_store_when_free(&s.db).await;
    assert_eq!(store.tables().live_count(), 0, "the table ended");
    assert_eq!(store.tables().archived_count(), 1);
}

/// A click on the table message is answered with the new view itself (UPDATE_MESSAGE),
/// so the table does not edit the message to the same view again: one request per
/// click instead of two, and the channel's edit budget stays for changes nobody
/// clicked (timers, computer moves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_answered_with_the_view_is_not_edited_again() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    let edits = || edits_of(&s, table.id);
    // Let the edit that brings the new message up to date settle first.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let before = edits();
    for total in [2, 4, 6] {
        let current = s.message(&format!("Total {}", total - 2)).await;
        let add = s.fake.click_button(&s.alice, &current, "+2");
        let answer = s.fake.wait_for_ack(&add, WAIT).await;
        assert_eq!(answer.kind, 7, "answered with the table itself");
        s.message(&format!("Total {total}")).await;
    }
    // Three edit intervals (150 ms each in tests) for any edit to show up.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(edits(), before, "no edit repeats what the answers showed");
    s.finish(bot).await;
}

/// The bot removed from a server (GUILD_DELETE, not an outage): its tables there end
/// at once and nothing more is sent to their channels.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_a_server_ends_its_tables_but_an_outage_does_not() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    // An outage first: the table stays and play goes on.
    s.fake.guild_outage();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let add = s.fake.click_button(&s.alice, &table, "+2");
    let answer = s.fake.wait_for_ack(&add, WAIT).await;
    assert_eq!(answer.kind, 7, "the table still plays: {}", answer.text());
    s.message("Total 2").await;
    let before = s.fake.request_log().len();
    s.fake.remove_bot_from_guild();
    let store = {
        // The table is archived as soon as the bot hears it left.
        tokio::time::sleep(Duration::from_millis(800)).await;
        bot.stop().await.unwrap();
        support::bot::open_store_when_free(&s.db).await
    };
    assert_eq!(store.tables().live_count(), 0, "the table ended");
    assert_eq!(store.tables().archived_count(), 1);
    let to_channel = requests_to_channel_after(&s, before);
    assert_eq!(to_channel, 0, "no request to the lost server's channel");
    s.fake.assert_no_violations();
}

/// A restart does not redraw and edit a table message that already shows its table
/// (with many tables, a restart would otherwise edit every message at once).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_does_not_edit_an_unchanged_table_message() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.message("Total 2").await;
    // The table learns that the answer showed its view a moment after the person sees
    // it (a stop in between costs one edit after the restart, nothing more).
    tokio::time::sleep(Duration::from_millis(300)).await;
    bot.stop().await.unwrap();
    support::bot::wait_for_database_lock(&s.db).await;
    let edits = || edits_of(&s, table.id);
    let before = edits();
    let bot = s.bot().await;
    // Several edit intervals (150 ms in tests) for a start-up edit to show.
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(edits(), before, "the unchanged message is left as it is");
    // The table is live and plays on the same message.
    let current = s.message("Total 2").await;
    let add = s.fake.click_button(&s.alice, &current, "+2");
    assert_eq!(s.fake.wait_for_ack(&add, WAIT).await.kind, 7);
    s.message("Total 4").await;
    s.finish(bot).await;
}

/// The bot's own calls stay under Discord's global limit of 50 a second: sixty tables
/// opened at once (each a thread and its table message) are spread over a few seconds
/// instead of drawing 429s, each of which counts towards an IP ban.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_new_tables_stays_under_the_global_rate_limit() {
    let s = setup().await;
    let _bot = s.bot().await;
    let people: Vec<FakeUser> = (0..60).map(|i| s.fake.user(&format!("p{i}"))).collect();
    let channels: Vec<u64> = (0..60)
        .map(|i| s.fake.create_channel(&format!("solo-{i}")))
        .collect();
    let starts: Vec<_> = people
        .iter()
        .zip(&channels)
        .map(|(person, &channel)| {
            s.fake.slash(
                person,
                channel,
                "solo",
                Some("start"),
                json!({"target": 30, "thread": true}),
            )
        })
        .collect();
    for h in &starts {
        s.fake.wait_for_response(h, WAIT).await;
    }
    // Every table reaches its thread.
    s.fake
        .wait_until_named(
            "sixty table messages in their threads",
            |f| {
                f.threads()
                    .iter()
                    .filter(|t| f.last_message(t.id).is_some())
                    .count()
                    == 60
            },
            WAIT,
        )
        .await;
    s.fake.assert_no_violations();
}

/// Where the bot may not post, a table is not opened (its first post would be refused,
/// and every refusal counts towards Discord's ban on invalid requests): the person is
/// told which permission is missing. The same for a solo game's thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_is_not_opened_where_the_bot_may_not_post() {
    const SEND_MESSAGES: u64 = 1 << 11;
    const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    let s = setup().await;
    let _bot = s.bot().await;
    s.fake
        .deny_bot(s.channel, SEND_MESSAGES | CREATE_PUBLIC_THREADS);
    let lobby = s
        .fake
        .slash(&s.alice, s.channel, "count", Some("start"), json!({}));
    let text = s.fake.wait_for_response(&lobby, WAIT).await.text();
    assert!(text.contains("I need Send Messages"), "{text}");
    let solo = s.fake.slash(
        &s.alice,
        s.channel,
        "solo",
        Some("start"),
        json!({"target": 30}),
    );
    let text = s.fake.wait_for_response(&solo, WAIT).await.text();
    assert!(text.contains("Create Public Threads"), "{text}");
    assert!(
        text.contains("thread: False"),
        "the channel itself is offered: {text}"
    );
    let here = s.fake.slash(
        &s.alice,
        s.channel,
        "solo",
        Some("start"),
        json!({"target": 30, "thread": false}),
    );
    let text = s.fake.wait_for_response(&here, WAIT).await.text();
    assert!(text.contains("I need Send Messages"), "{text}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(s.fake.channel_messages(s.channel).is_empty());
    assert!(s.fake.threads().is_empty());
    s.fake.assert_all_answered();
    s.fake.assert_no_violations();
}

/// A 429 is not retried at once: every 429 counts towards Discord's ban on invalid
/// requests, and a retry inside the rate-limit window only draws another. The edit
/// still lands once the window has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_edit_waits_before_it_is_tried_again() {
    let s = setup().await;
    let bot = s.bot().await;
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    // Let the edit that brings the new message up to date settle first.
    tokio::time::sleep(Duration::from_millis(600)).await;
    s.fake.set_retry_after(Duration::from_millis(800));
    s.fake.fail_next("PATCH /channels", 429, 1);
    // The click's own answer is lost on its way back, so the table edits its message
    // itself, and that edit is rate limited.
    s.fake.lose_next_responses("POST /interactions", 1);
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    // The edit meets the 429, waits, and is made again.
    let edits = |f: &FakeDiscord, status: u16| {
        f.request_log()
            .iter()
            .filter(|r| {
                r.method == "PATCH" && r.path.starts_with("/channels") && r.status == status
            })
            .count()
    };
    let before = edits(&s.fake, 200);
    s.fake
        .wait_until_named("the rate-limited edit", |f| edits(f, 429) == 1, WAIT)
        .await;
    s.fake
        .wait_until_named("the edit made again", |f| edits(f, 200) > before, WAIT)
        .await;
    s.finish(bot).await;
}

/// When Discord fails every attempt at a new table's first post, the table does not
/// stay invisible (holding its channel, its clocks running): it posts again a little
/// later, and play goes on there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_first_post_failed_is_posted_later() {
    let s = setup().await;
    let bot = s.bot().await;
    // Every attempt of the first post fails (the bot tries four times).
    s.fake.fail_next("POST /channels", 500, 4);
    solo_table(&s).await;
    let table = s.message("Turn: alice").await;
    let failed = s
        .fake
        .request_log()
        .iter()
        .filter(|r| r.method == "POST" && r.path.starts_with("/channels") && r.status == 500)
        .count();
    assert_eq!(failed, 4, "the first post failed every attempt");
    let add = s.fake.click_button(&s.alice, &table, "+2");
    s.fake.wait_for_ack(&add, WAIT).await;
    s.message("Total 2").await;
    assert_eq!(table_messages(&s, "Turn: alice"), 1, "posted once");
    s.finish(bot).await;
}
