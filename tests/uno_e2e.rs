//! UNO end to end through the fake Discord: a whole round through the private hand,
//! the UNO! call window (missed and in time), challenges both ways, outdated hand
//! clicks, a 30-card hand, and a restart mid-round.

mod support;

use cantina::games::uno::{Card, Color, Face, Options, Parts};
use cantina::table::record::SeatRecord;
use serde_json::json;
use std::time::Duration;
use support::bot::Bot;
use support::fake_discord::{FakeMessage, FakeUser, InteractionHandle, Response};
use support::pinned;
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(15);

fn n(color: Color, value: u8) -> Card {
    Card::number(color, value)
}

async fn setup() -> Setup {
    Setup::builder().channel("uno").start().await
}

impl Setup {
    /// The table message (the newest bot message with a table picture).
    async fn table(&self, needle: &str) -> FakeMessage {
        self.message(needle).await
    }

    /// Open `user`'s private hand from the table message.
    async fn hand(&self, user: &FakeUser) -> (InteractionHandle, Response) {
        let table = self.table("UNO").await;
        let handle = self.fake.click_button(user, &table, "Hand");
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        assert!(response.ephemeral, "the hand is private");
        (handle, response)
    }

    /// Click a button of a private view and return the updated view.
    async fn press(&self, user: &FakeUser, view: &FakeMessage, custom_id: &str) -> FakeMessage {
        let handle = self.fake.click(user, view, custom_id);
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        response
            .original
            .clone()
            .unwrap_or_else(|| panic!("no view after {custom_id}: {response:?}"))
    }
}

fn enabled(view: &FakeMessage, part: &str) -> Option<String> {
    view.buttons()
        .into_iter()
        .find(|b| !b.disabled && b.custom_id.as_deref().is_some_and(|id| id.contains(part)))
        .and_then(|b| b.custom_id)
}

fn person(user: &FakeUser) -> SeatRecord {
    SeatRecord::person(user.id, user.name.clone())
}

/// Text of the public picture's fallback line for a seat, e.g. "alice: 5 cards".
fn count_of(table: &FakeMessage, name: &str) -> Option<usize> {
    let text = table.text();
    let at = text.find(&format!("{name}: "))?;
    text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .find(|s| !s.is_empty())
        .and_then(|s| s.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_and_three_computers_play_a_whole_round() {
    let s = setup().await;
    let bot = s.bot().await;
    let start = s.fake.slash(
        &s.alice,
        s.channel,
        "uno",
        Some("start"),
        json!({"seed": 7}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    // The deal number decides every hand: everyone sees it, not only the host.
    let lobby = s.table("lobby").await;
    assert!(
        lobby.text().contains("Deal number 7, chosen by the host"),
        "{}",
        lobby.text()
    );
    for _ in 0..3 {
        let lobby = s.table("lobby").await;
        let seats = lobby.text().matches("🤖").count();
        let h = s.fake.click_button(&s.alice, &lobby, "Add AI");
        s.fake.wait_for_ack(&h, WAIT).await;
        s.fake
            .wait_until_named(
                "an AI seat added",
                |f| {
                    f.channel_messages(s.channel)
                        .last()
                        .is_some_and(|m| m.text().matches("🤖").count() > seats)
                },
                WAIT,
            )
            .await;
    }
    let lobby = s.table("lobby").await;
    let h = s.fake.click_button(&s.alice, &lobby, "Start");
    s.fake.wait_for_ack(&h, WAIT).await;
    s.table("'s turn").await;

    let mut plays = 0;
    for _ in 0..400 {
        let table = s.table("UNO").await;
        if table.text().contains("wins") {
            break;
        }
        let (_, response) = s.hand(&s.alice).await;
        let mut view = response.original.clone().expect("hand view");
        if !view.text().contains("Your turn") {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        if let Some(uno) = enabled(&view, ":g.uno") {
            view = s.press(&s.alice, &view, &uno).await;
        }
        if let Some(card) = enabled(&view, ":g.p.").or_else(|| enabled(&view, ":view.wild.")) {
            view = s.press(&s.alice, &view, &card).await;
            if let Some(color) = enabled(&view, ":g.pw.") {
                s.press(&s.alice, &view, &color).await;
            }
            plays += 1;
        } else if let Some(color) = enabled(&view, ":g.color.") {
            s.press(&s.alice, &view, &color).await;
        } else if let Some(take) = enabled(&view, ":g.take") {
            s.press(&s.alice, &view, &take).await;
        } else if let Some(draw) = enabled(&view, ":g.draw") {
            let after = s.press(&s.alice, &view, &draw).await;
            if let Some(keep) = enabled(&after, ":g.pass") {
                s.press(&s.alice, &after, &keep).await;
            }
        }
    }
    let table = s.table("wins").await;
    assert!(
        table.text().contains("Hands"),
        "summary with every hand: {}",
        table.text()
    );
    assert!(plays > 0, "alice played cards from her hand");
    assert!(table.button("Play again").custom_id.is_some());
    s.finish(bot).await;
}

/// Alice holds two cards; bob (a computer) holds numbers only.
fn two_card_parts(window: u8) -> Parts {
    let mut parts = Parts::new(
        vec![
            vec![n(Color::Red, 5), n(Color::Red, 6)],
            vec![
                n(Color::Blue, 2),
                n(Color::Green, 3),
                n(Color::Blue, 4),
                n(Color::Green, 5),
                n(Color::Blue, 6),
            ],
        ],
        n(Color::Red, 1),
    );
    parts.draw_pile = (1..=9)
        .map(|v| n(Color::Yellow, v))
        .chain((1..=9).map(|v| n(Color::Green, v)))
        .collect();
    parts.options = Options {
        uno_window_secs: window,
        ..Options::default()
    };
    parts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_uno_call_draws_the_penalty_when_the_window_closes() {
    let s = setup().await;
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), SeatRecord::ai("strong", "Bit")],
        two_card_parts(3),
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let view = response.original.unwrap();
    let play = enabled(&view, ":g.p.R5").expect("Red 5 playable");
    let view = s.press(&s.alice, &view, &play).await;
    assert!(view.text().contains("Press UNO!"), "{}", view.text());
    // The window (3 s) closes without a call: 1 + 4 cards.
    s.table("forgot to call UNO and draws 4").await;
    s.fake
        .wait_until_named(
            "alice holds 5 cards",
            |f| {
                f.channel_messages(s.channel)
                    .last()
                    .is_some_and(|m| m.text().contains("alice") && count_of(m, "alice") == Some(5))
            },
            WAIT,
        )
        .await;
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uno_call_in_time_or_before_playing_avoids_the_penalty() {
    let s = setup().await;
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), SeatRecord::ai("strong", "Bit")],
        two_card_parts(3),
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let view = response.original.unwrap();
    // Call before playing (holding two cards), then play.
    let uno = enabled(&view, ":g.uno").expect("UNO! available with two cards");
    let view = s.press(&s.alice, &view, &uno).await;
    let play = enabled(&view, ":g.p.R5").expect("Red 5 playable");
    s.press(&s.alice, &view, &play).await;
    tokio::time::sleep(Duration::from_secs(4)).await;
    let table = s.table("UNO").await;
    assert_eq!(count_of(&table, "alice"), Some(1), "{}", table.text());
    assert!(
        !table.text().contains("forgot to call UNO"),
        "{}",
        table.text()
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_right_after_playing_counts() {
    let s = setup().await;
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), SeatRecord::ai("strong", "Bit")],
        two_card_parts(5),
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let view = response.original.unwrap();
    let play = enabled(&view, ":g.p.R5").unwrap();
    s.press(&s.alice, &view, &play).await;
    // The public UNO! button, pressed within the window.
    let table = s.table("UNO").await;
    let h = s.fake.click_button(&s.alice, &table, "UNO!");
    s.fake.wait_for_ack(&h, WAIT).await;
    tokio::time::sleep(Duration::from_secs(6)).await;
    let table = s.table("UNO").await;
    assert_eq!(count_of(&table, "alice"), Some(1), "{}", table.text());
    s.finish(bot).await;
}

/// Bob (a person) holds a Wild Draw Four and, when `bluff`, a red card too.
fn challenge_parts(bluff: bool) -> Parts {
    let bob = if bluff {
        vec![Card::wild_draw_four(), n(Color::Red, 9), n(Color::Blue, 3)]
    } else {
        vec![Card::wild_draw_four(), n(Color::Blue, 9), n(Color::Blue, 3)]
    };
    let mut parts = Parts::new(
        vec![
            vec![n(Color::Green, 4), n(Color::Green, 7), n(Color::Yellow, 2)],
            bob,
        ],
        n(Color::Red, 1),
    );
    parts.current = 1;
    parts.draw_pile = (1..=9)
        .map(|v| n(Color::Yellow, v))
        .chain((1..=9).map(|v| n(Color::Green, v)))
        .collect();
    parts
}

/// Bob plays a Wild Draw Four (a bluff or not) at alice from a pinned table; returns
/// the running bot and the table message with the draw pending.
async fn wild_draw_four_pending(s: &Setup, bluff: bool) -> (Bot, FakeMessage) {
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), person(&s.bob)],
        challenge_parts(bluff),
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.bob).await;
    let view = response.original.unwrap();
    let wild = enabled(&view, ":view.wild.Wp4").expect("bob may play the Wild Draw Four");
    let view = s.press(&s.bob, &view, &wild).await;
    let blue = enabled(&view, ":g.pw.Wp4.B").expect("colour choice");
    s.press(&s.bob, &view, &blue).await;
    let table = s.table("must take 4 cards").await;
    (bot, table)
}

async fn challenge_case(bluff: bool) -> (usize, usize) {
    let s = setup().await;
    let (bot, table) = wild_draw_four_pending(&s, bluff).await;
    // While the draw is pending the table offers what can be done: take it or
    // challenge; Draw could only be refused.
    assert!(table.button("Draw").disabled, "{}", table.text());
    assert!(!table.button("Take 4").disabled);
    let h = s.fake.click_button(&s.alice, &table, "Challenge");
    s.fake.wait_for_ack(&h, WAIT).await;
    let table = s.table("alice challenges bob").await;
    // The challenger sees the accused hand privately.
    let (_, response) = s.hand(&s.alice).await;
    assert!(
        response.text().contains("You challenged bob"),
        "{}",
        response.text()
    );
    let counts = (
        count_of(&table, "alice").unwrap(),
        count_of(&table, "bob").unwrap(),
    );
    s.finish(bot).await;
    counts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pending_draw_is_taken_from_the_table_message() {
    let s = setup().await;
    let (bot, table) = wild_draw_four_pending(&s, false).await;
    let h = s.fake.click_button(&s.alice, &table, "Take 4");
    s.fake.wait_for_ack(&h, WAIT).await;
    let table = s.table("alice draws 4").await;
    assert_eq!(count_of(&table, "alice"), Some(7), "{}", table.text());
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_successful_challenge_makes_the_bluffer_draw_four() {
    // Bob bluffed (held a red card): bob 2 + 4, alice keeps 3.
    assert_eq!(challenge_case(true).await, (3, 6));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_challenge_makes_the_challenger_draw_six() {
    assert_eq!(challenge_case(false).await, (9, 2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_hand_click_is_not_applied() {
    let s = setup().await;
    let mut parts = Parts::new(
        vec![
            vec![n(Color::Red, 5), n(Color::Red, 6), n(Color::Blue, 6)],
            vec![n(Color::Green, 2), n(Color::Green, 3), n(Color::Red, 8)],
        ],
        n(Color::Red, 1),
    );
    parts.draw_pile = (1..=9).map(|v| n(Color::Yellow, v)).collect();
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), person(&s.bob)],
        parts,
        60,
    );
    let bot = s.bot().await;
    let (_, first) = s.hand(&s.alice).await;
    let old = first.original.unwrap();
    let (_, second) = s.hand(&s.alice).await;
    let current = second.original.unwrap();
    let play = enabled(&current, ":g.p.R5").unwrap();
    s.press(&s.alice, &current, &play).await;
    // The first view still offers Red 6 with the old counter: not applied.
    let stale_id = enabled(&old, ":g.p.R6").unwrap();
    let handle = s.fake.click(&s.alice, &old, &stale_id);
    let response = s.fake.wait_for_response(&handle, WAIT).await;
    assert!(
        response.text().contains("older view"),
        "{}",
        response.text()
    );
    let table = s.table("bob's turn").await;
    assert_eq!(count_of(&table, "alice"), Some(2));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thirty_card_hand_can_play_its_last_card() {
    let s = setup().await;
    // 29 blue/green cards that do not match, and one red 9 at the very end.
    let mut hand: Vec<Card> = (0..29)
        .map(|i| {
            n(
                if i % 2 == 0 {
                    Color::Blue
                } else {
                    Color::Green
                },
                (i % 8 + 2) as u8,
            )
        })
        .collect();
    hand.push(n(Color::Red, 9));
    let mut parts = Parts::new(
        vec![hand, vec![n(Color::Yellow, 2), n(Color::Yellow, 3)]],
        n(Color::Red, 1),
    );
    parts.draw_pile = (1..=9).map(|v| n(Color::Yellow, v)).collect();
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), person(&s.bob)],
        parts,
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let mut view = response.original.unwrap();
    assert!(
        view.attachments
            .first()
            .is_some_and(|a| a.filename.ends_with(".png")),
        "hand picture attached"
    );
    let mut pages = 0;
    while enabled(&view, ":g.p.R9").is_none() {
        let next = enabled(&view, ":view.page.")
            .filter(|id| !id.ends_with("page.0"))
            .expect("a next page");
        view = s.press(&s.alice, &view, &next).await;
        pages += 1;
        assert!(pages < 3);
    }
    assert_eq!(pages, 1, "30 cards fit on two pages");
    let play = enabled(&view, ":g.p.R9").unwrap();
    s.press(&s.alice, &view, &play).await;
    let table = s.table("bob's turn").await;
    assert_eq!(count_of(&table, "alice"), Some(29));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_round_continues_the_game() {
    let s = setup().await;
    let mut parts = Parts::new(
        vec![
            vec![n(Color::Red, 5), n(Color::Red, 6), n(Color::Blue, 6)],
            vec![n(Color::Green, 2), n(Color::Red, 3), n(Color::Red, 8)],
        ],
        n(Color::Red, 1),
    );
    parts.draw_pile = (1..=9).map(|v| n(Color::Yellow, v)).collect();
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), person(&s.bob)],
        parts,
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let view = response.original.unwrap();
    let play = enabled(&view, ":g.p.R5").unwrap();
    s.press(&s.alice, &view, &play).await;
    let table = s.table("bob's turn").await;
    bot.kill();

    let bot = s.bot().await;
    // Bob uses the message from before the crash.
    let h = s.fake.click_button(&s.bob, &table, "Hand");
    let response = s.fake.wait_for_response(&h, WAIT).await;
    let view = response.original.unwrap();
    let play = enabled(&view, ":g.p.R3").expect("bob's Red 3 is playable on Red 5");
    s.press(&s.bob, &view, &play).await;
    let table = s.table("alice's turn").await;
    assert_eq!(count_of(&table, "alice"), Some(2));
    assert_eq!(count_of(&table, "bob"), Some(2));
    s.finish(bot).await;
}

/// A person named like a card ("Blue") who runs `/privacy forget` during a round is
/// erased from the game's names only: the blue cards stay blue, a computer takes the
/// seat, and the answer says the game being played was reached.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_named_blue_is_forgotten_at_a_live_uno_table() {
    let s = setup().await;
    let blue = s.fake.user("Blue");
    let mut parts = Parts::new(
        vec![
            vec![n(Color::Blue, 5), n(Color::Red, 6), n(Color::Blue, 6)],
            vec![n(Color::Blue, 2), n(Color::Red, 3), n(Color::Blue, 8)],
        ],
        n(Color::Blue, 1),
    );
    parts.draw_pile = (1..=9).map(|v| n(Color::Blue, v)).collect();
    pinned::uno_table(
        &s.db,
        s.channel,
        s.alice.id,
        vec![person(&s.alice), person(&blue)],
        parts,
        60,
    );
    let bot = s.bot().await;
    let (_, response) = s.hand(&s.alice).await;
    let view = response.original.unwrap();
    let play = enabled(&view, ":g.p.B5").expect("Blue 5 playable");
    s.press(&s.alice, &view, &play).await;
    let table = s.table("Blue's turn").await;
    let h = s.fake.slash(
        &blue,
        s.channel,
        "privacy",
        Some("forget"),
        json!({"confirm": true}),
    );
    let done = s.fake.wait_for_response(&h, WAIT).await.text();
    assert!(
        done.contains("The game you are playing now shows you as a former player too"),
        "{done}"
    );
    // Their click no longer plays the seat.
    let h = s.fake.click_button(&blue, &table, "Hand");
    let refused = s.fake.wait_for_response(&h, WAIT).await;
    assert!(
        refused.original.is_none() || !refused.text().contains("B2"),
        "{refused:?}"
    );
    let shown = s.table("a former player").await;
    assert!(!shown.text().contains("Blue's"), "{}", shown.text());
    s.finish(bot).await;
}

#[allow(dead_code)]
fn unused(_: Face) {}
