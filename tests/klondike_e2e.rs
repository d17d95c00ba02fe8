//! Klondike end to end through the fake Discord: a game opens in a new thread; moves
//! by the select menu and by `/klondike move`; a refused move with the engine's reason;
//! Undo; Hint; a pinned near-finished deal played to its win; a deal proven lost
//! mid-game with the Undo count; a restart mid-game that continues in the same thread;
//! and nobody but the owner can move.

mod support;

use cantina::clock::now_ms;
use cantina::games::klondike::{Klondike, Move, Options, Pile};
use cantina::screens::klondike::{Settings, Solitaire};
use serde_json::json;
use std::time::Duration;
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle};
use support::records::RecordBuilder;
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(20);
/// A deal whose opening has a tableau pair that does not fit (checked in the test).
const DEAL: u64 = 4242;
/// A deal the solver cannot decide within its second (`klondike_solve` finds such).
const SLOW_DEAL: u64 = 33;

async fn setup() -> Setup {
    Setup::builder()
        .channel("solitaire")
        .wait(WAIT)
        .start()
        .await
}

impl Setup {
    /// The newest message in `channel` whose text contains `needle`.
    async fn board(&self, channel: u64, needle: &str) -> FakeMessage {
        let needle = needle.to_string();
        self.fake
            .wait_for_named(
                &format!("a board in {channel} containing {needle:?}"),
                |f| {
                    f.channel_messages(channel)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains("Klondike") && m.text().contains(&needle))
                },
                WAIT,
            )
            .await
    }

    /// `/klondike start` with `options`; returns the new thread and its board.
    async fn start(&self, options: serde_json::Value) -> (u64, FakeMessage) {
        let h = self.fake.slash(
            &self.alice,
            self.channel,
            "klondike",
            Some("start"),
            options,
        );
        let response = self.fake.wait_for_response(&h, WAIT).await;
        assert!(response.ephemeral, "the start is answered privately");
        let thread = self
            .fake
            .wait_for_named("a thread", |f| f.threads().into_iter().next(), WAIT)
            .await;
        assert_eq!(thread.parent_id, self.channel);
        let board = self.board(thread.id, "deal #").await;
        (thread.id, board)
    }

    /// `/klondike move` by `user` in `channel`.
    fn move_command(
        &self,
        user: &FakeUser,
        channel: u64,
        options: serde_json::Value,
    ) -> InteractionHandle {
        self.fake
            .slash(user, channel, "klondike", Some("move"), options)
    }
}

/// The value of the embed field `name` on a board ("Moves" -> "3").
fn field(board: &FakeMessage, name: &str) -> String {
    board
        .embeds
        .iter()
        .flat_map(|e| e["fields"].as_array().cloned().unwrap_or_default())
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str().map(str::to_string))
        .unwrap_or_else(|| panic!("no field {name:?} on {}", board.text()))
}

/// Choose the menu option whose label starts with `label`.
fn choose(s: &Setup, user: &FakeUser, board: &FakeMessage, label: &str) -> InteractionHandle {
    let menu = board.select("Choose a move");
    let option = menu
        .options
        .iter()
        .find(|o| o.label.starts_with(label))
        .unwrap_or_else(|| {
            panic!(
                "no move {label:?} in the menu: {:?}",
                menu.options.iter().map(|o| &o.label).collect::<Vec<_>>()
            )
        });
    s.fake
        .select(user, board, &menu.custom_id, &[option.value.as_str()])
}

/// Store a Klondike table with a pinned game in `channel` before the bot starts.
fn pin(db: &std::path::Path, channel: u64, host: &FakeUser, game: Solitaire) -> u64 {
    let settings = serde_json::to_value(game.settings).unwrap();
    RecordBuilder::new("klondike", 700_000 + channel % 1000)
        .channel(channel)
        .host(host.id)
        .seat_person(host.id, host.name.clone())
        .settings(settings)
        .running(game, vec![host.name.clone()])
        .save(db)
}

/// A game at a position written in the board layout.
fn pinned_game(layout: &str, settings: Settings) -> Solitaire {
    let game = Klondike::from_layout(layout, settings.rules()).expect("pinned layout");
    Solitaire::unchecked(game, settings, 1, now_ms())
}

/// Two tableau piles of the opening of `deal` whose tops do not fit, and the
/// engine's reason.
fn misfit(deal: u64) -> (u8, u8, String) {
    let game = Klondike::new(deal, Options::default());
    for from in 1..=7u8 {
        for to in 1..=7u8 {
            let (Ok(f), Ok(t)) = (Pile::new(from), Pile::new(to)) else {
                continue;
            };
            if from == to {
                continue;
            }
            if let Err(e) = game.check(&Move::single(f, t)) {
                let text = e.to_string();
                if text.contains("cannot go on") {
                    return (from, to, text);
                }
            }
        }
    }
    panic!("deal {deal} has no misfit");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_by_menu_and_command_with_refusal_undo_and_hint() {
    let s = setup().await;
    let bot = s.bot().await;
    let (thread, board) = s.start(json!({"seed": DEAL})).await;
    assert!(
        board.text().contains(&format!("deal #{DEAL}")),
        "{}",
        board.text()
    );
    // The text board in the seed's layout, and the picture.
    assert!(board.text().contains("8 STOCK: * (24)"), "{}", board.text());
    assert!(
        board.text().contains("7 T7: * * * * * *"),
        "{}",
        board.text()
    );
    assert!(!board.attachments.is_empty(), "the board has its picture");
    assert_eq!(field(&board, "Moves"), "0");
    for label in ["Draw", "Undo", "Hint", "Auto"] {
        let _ = board.button(label);
    }

    // A refused move: privately, with the engine's reason, and nothing changes.
    let (from, to, reason) = misfit(DEAL);
    let h = s.move_command(&s.alice, thread, json!({"from": from, "to": to}));
    let text = s.private_answer(&h).await;
    // The engine's own sentence (its first letter capitalised).
    let tail: String = reason.chars().skip(1).collect();
    assert!(text.contains(&tail), "{text} / {reason}");
    assert!(text.contains("cannot go on"), "{text}");
    let h = s.move_command(&s.alice, thread, json!({"from": 8, "to": 10}));
    let text = s.private_answer(&h).await;
    assert!(text.contains("8 9"), "{text}");
    let board = s.board(thread, "deal #").await;
    assert_eq!(
        field(&board, "Moves"),
        "0",
        "a refused move changes nothing"
    );

    // A move from the menu: the first (most useful) one.
    let first = board.select("Choose a move").options[0].label.clone();
    let h = choose(&s, &s.alice, &board, &first);
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, &first).await;
    assert_eq!(field(&board, "Moves"), "1");

    // A move by the slash command: turn a card.
    let h = s.move_command(&s.alice, thread, json!({"from": 8, "to": 9}));
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "8 → 9: turn a card").await;
    assert_eq!(field(&board, "Moves"), "2");
    assert!(board.text().contains("8 STOCK: * (23)"), "{}", board.text());

    // Undo takes the card back.
    let h = s.fake.click_button(&s.alice, &board, "Undo");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "Undo: back to move 1").await;
    assert_eq!(field(&board, "Moves"), "1 (1 undo)");
    assert!(board.text().contains("8 STOCK: * (24)"), "{}", board.text());

    // Hint names a move and says which kind it is.
    let h = s.fake.click_button(&s.alice, &board, "Hint");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "Hint:").await;
    let text = board.text();
    assert!(
        text.contains("the next move of a winning line")
            || text.contains("the most promising move"),
        "{text}"
    );
    assert!(text.contains(" → "), "the hint names the piles: {text}");

    // Nothing was posted in the parent channel but the thread itself.
    assert!(s
        .fake
        .channel_messages(s.channel)
        .iter()
        .all(|m| !m.text().contains("deal #")));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_but_the_owner_can_move() {
    let s = setup().await;
    let bot = s.bot().await;
    let (thread, board) = s.start(json!({"seed": DEAL, "winnable": true})).await;
    // A `winnable` deal says so on the board.
    assert!(
        board.text().contains("This deal is proven winnable."),
        "{}",
        board.text()
    );
    assert!(board.text().contains("winnable"), "{}", board.text());
    let h = s.fake.click_button(&s.bob, &board, "Draw");
    let text = s.private_answer(&h).await;
    assert!(text.contains("not playing"), "{text}");
    let first = board.select("Choose a move").options[0].label.clone();
    let h = choose(&s, &s.bob, &board, &first);
    let text = s.private_answer(&h).await;
    assert!(text.contains("not playing"), "{text}");
    let h = s.move_command(&s.bob, thread, json!({"from": 8, "to": 9}));
    let text = s.private_answer(&h).await;
    assert!(text.contains("not playing"), "{text}");
    // The board is untouched, and alice still plays.
    let now = s.board(thread, "deal #").await;
    assert_eq!(field(&now, "Moves"), "0");
    let h = s.fake.click_button(&s.alice, &now, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let now = s.board(thread, "8 → 9").await;
    assert_eq!(field(&now, "Moves"), "1");
    s.finish(bot).await;
}

/// Pins alice's deal in the channel where everything up to the tens is home and the
/// court cards wait in four runs.
fn pin_easy_deal(s: &Setup) {
    let layout = "1 T1: K♠ Q♥ J♠\n2 T2: K♥ Q♠ J♥\n3 T3: K♦ Q♣ J♦\n4 T4: K♣ Q♦ J♣\n\
        10 F1: A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠\n\
        11 F2: A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥\n\
        12 F3: A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦\n\
        13 F4: A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣";
    pin(
        &s.db,
        s.channel,
        &s.alice,
        pinned_game(layout, Settings::default()),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pinned_easy_deal_played_to_its_win() {
    let s = setup().await;
    pin_easy_deal(&s);
    let bot = s.bot().await;
    let board = s.board(s.channel, "deal #").await;
    assert!(board.text().contains("1 T1: K♠ Q♥ J♠"), "{}", board.text());
    // Every card is face up: Finish is offered.
    let _ = board.button("Finish");
    // Two moves by the menu, then Auto sends the rest up.
    let h = choose(&s, &s.alice, &board, "1 → 10: J♠");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "1 → 10: J♠ onto 10♠").await;
    let h = choose(&s, &s.alice, &board, "2 → 11: J♥");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "2 → 11: J♥ onto 10♥").await;
    assert_eq!(field(&board, "Moves"), "2");
    let h = s.fake.click_button(&s.alice, &board, "Auto");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "Won").await;
    assert_eq!(field(&board, "Moves"), "12");
    assert!(board.text().contains("10 F1: A♠ 2♠"), "{}", board.text());
    assert!(board.text().contains("J♠ Q♠ K♠"), "{}", board.text());
    // A win offers a new deal, which starts at once in the same place.
    let h = s.fake.click_button(&s.alice, &board, "New deal");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "New deal: #").await;
    assert_eq!(field(&board, "Moves"), "0");
    assert!(board.text().contains("8 STOCK: * (24)"), "{}", board.text());
    // The win is in alice's record, written with the move that won it.
    let h = s
        .fake
        .slash(&s.alice, s.channel, "klondike", Some("stats"), json!({}));
    let stats = s.private_answer(&h).await;
    assert!(
        stats.contains("Won") && stats.contains("Fewest moves"),
        "{stats}"
    );
    assert!(stats.contains("12"), "fewest moves of the win: {stats}");
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_deal_is_recorded_once_when_the_table_ends() {
    let s = setup().await;
    pin_easy_deal(&s);
    let bot = s.bot().await;
    // A won deal, then the table ended: one deal, won once.
    let board = s.board(s.channel, "deal #").await;
    let h = s.fake.click_button(&s.alice, &board, "Auto");
    s.fake.wait_for_ack(&h, WAIT).await;
    s.board(s.channel, "Won").await;
    let end = s
        .fake
        .slash(&s.alice, s.channel, "klondike", Some("end"), json!({}));
    s.fake.wait_for_response(&end, WAIT).await;
    // A deal left unfinished after a move counts as lost, as a new deal would make it;
    // one not touched counts for nothing.
    let (thread, board) = s.start(json!({"seed": DEAL})).await;
    let h = s.fake.click_button(&s.alice, &board, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "deal #").await;
    assert_eq!(field(&board, "Moves"), "1");
    let end = s
        .fake
        .slash(&s.alice, thread, "klondike", Some("end"), json!({}));
    s.fake.wait_for_response(&end, WAIT).await;
    let start = s.fake.slash(
        &s.alice,
        s.channel,
        "klondike",
        Some("start"),
        json!({"seed": DEAL, "thread": false}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    s.board(s.channel, &format!("deal #{DEAL}")).await;
    let end = s
        .fake
        .slash(&s.alice, s.channel, "klondike", Some("end"), json!({}));
    s.fake.wait_for_response(&end, WAIT).await;
    let h = s
        .fake
        .slash(&s.alice, s.channel, "klondike", Some("stats"), json!({}));
    let stats = s.private_answer(&h).await;
    assert!(stats.contains("Deals: 2\n"), "{stats}");
    assert!(stats.contains("Won: 1\n"), "{stats}");
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deal_proven_lost_mid_game_says_how_many_undos_lead_back() {
    let s = setup().await;
    // No redeals. 4♠ tops the waste and must go up before 5♠ is turned onto it: turning
    // first buries it for good.
    let layout = "1 T1: 7♠\n2 T2: 8♠\n3 T3: 9♠\n4 T4: 10♠\n5 T5: J♠\n6 T6: Q♠\n7 T7: K♠\n\
        8 STOCK: 6♠ 5♠\n9 WASTE: 4♠\n\
        10 F1: A♠ 2♠ 3♠\n\
        11 F2: A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥\n\
        12 F3: A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦\n\
        13 F4: A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣";
    let settings = Settings {
        redeals: Some(0),
        ..Settings::default()
    };
    pin(&s.db, s.channel, &s.alice, pinned_game(layout, settings));
    let bot = s.bot().await;
    let board = s.board(s.channel, "deal #").await;
    let h = s.fake.click_button(&s.alice, &board, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "can no longer be won").await;
    let text = board.text();
    assert!(
        text.contains("This deal can no longer be won from here"),
        "{text}"
    );
    assert!(text.contains("1 Undo leads back"), "{text}");
    let _ = board.button("New deal");
    // One Undo does lead back to a position that can be won: the warning is gone.
    let h = s.fake.click_button(&s.alice, &board, "Undo");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "Undo: back to move 0").await;
    assert!(
        !board.text().contains("can no longer be won"),
        "{}",
        board.text()
    );
    // The winning line from there: the hint says so.
    let h = s.fake.click_button(&s.alice, &board, "Hint");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(s.channel, "Hint:").await;
    assert!(
        board.text().contains("9 → 10: 4♠ onto 3♠"),
        "{}",
        board.text()
    );
    assert!(board.text().contains("winning line"), "{}", board.text());
    s.finish(bot).await;
}

/// The choices of an answered autocomplete, as (name, value).
async fn offered(fake: &FakeDiscord, handle: &InteractionHandle) -> Vec<(String, i64)> {
    let response = fake.wait_for_ack(handle, WAIT).await;
    assert_eq!(response.kind, 8, "autocomplete is answered with choices");
    response.callback_data["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["value"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// Typing `/klondike move from:` in the deal's thread offers the legal moves in words,
/// through Discord's autocomplete; someone else, or the same person where no deal is
/// open, is offered nothing, and every request is answered in time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typing_a_move_offers_the_legal_moves() {
    let s = setup().await;
    let _bot = s.bot().await;
    let (thread, _) = s.start(json!({"seed": DEAL})).await;
    let type_from = |user: &FakeUser, channel: u64, typed: &str| {
        s.fake
            .autocomplete(user, channel, "klondike", "move", "from", typed)
    };
    let every = offered(&s.fake, &type_from(&s.alice, thread, "")).await;
    assert!(!every.is_empty() && every.len() <= 25, "{every:?}");
    assert!(every.iter().all(|(_, pile)| (1..=13).contains(pile)));
    let stock = offered(&s.fake, &type_from(&s.alice, thread, "8")).await;
    assert_eq!(stock, vec![("8 → 9: turn a card".to_string(), 8)]);
    assert!(offered(&s.fake, &type_from(&s.bob, thread, ""))
        .await
        .is_empty());
    assert!(offered(&s.fake, &type_from(&s.alice, s.channel, ""))
        .await
        .is_empty());
    s.fake.assert_all_answered();
    s.fake.assert_no_violations();
}

/// Dealing checks the deal with the solver (its whole second for a hard deal, longer
/// for a `winnable` one), so even a deal in the channel itself is deferred first, and
/// the answer beats a deadline much shorter than the check.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_deal_in_the_channel_is_answered_at_once() {
    let s = setup().await;
    let _bot = s.bot().await;
    s.fake.set_ack_deadline(Duration::from_millis(400));
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "klondike",
        Some("start"),
        json!({"seed": SLOW_DEAL, "thread": false}),
    );
    let text = s.private_answer(&h).await;
    assert!(text.contains("Klondike"), "{text}");
    s.board(s.channel, &format!("deal #{SLOW_DEAL}")).await;
    assert!(s.fake.threads().is_empty());
    s.fake.assert_all_answered();
    s.fake.assert_no_violations();
}

/// `/klondike start` typed inside a thread deals there: Discord refuses a thread
/// inside a thread, so the deal must not ask for one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deal_asked_for_inside_a_thread_is_played_in_that_thread() {
    let s = setup().await;
    let _bot = s.bot().await;
    let (thread, _) = s.start(json!({"seed": DEAL})).await;
    let end = s
        .fake
        .slash(&s.alice, thread, "klondike", Some("end"), json!({}));
    s.fake.wait_for_response(&end, WAIT).await;
    let again = s.fake.slash(
        &s.bob,
        thread,
        "klondike",
        Some("start"),
        json!({"seed": DEAL + 1}),
    );
    let text = s.private_answer(&again).await;
    assert!(!text.contains("could not"), "{text}");
    let board = s.board(thread, &format!("deal #{}", DEAL + 1)).await;
    assert!(board.text().contains("bob"), "{}", board.text());
    assert_eq!(s.fake.threads().len(), 1, "no thread inside the thread");
    s.fake.assert_all_answered();
    s.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_game_continues_in_the_same_thread() {
    let s = setup().await;
    let bot = s.bot().await;
    let (thread, board) = s.start(json!({"seed": DEAL, "draw": "3"})).await;
    let h = s.fake.click_button(&s.alice, &board, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "8 → 9: turn 3 cards").await;
    assert_eq!(field(&board, "Moves"), "1");
    bot.kill();

    let bot = s.bot().await;
    // The game goes on in the same thread.
    let board = s.board(thread, "8 STOCK: * (21)").await;
    let h = s.fake.click_button(&s.alice, &board, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s
        .fake
        .wait_for_named(
            "the board after two draws",
            |f| {
                f.channel_messages(thread)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("8 STOCK: * (18)"))
            },
            WAIT,
        )
        .await;
    assert_eq!(field(&board, "Moves"), "2");
    assert_eq!(s.fake.threads().len(), 1, "no second thread");
    s.finish(bot).await;
}

/// A thread archived (by Discord after its time without messages, or by a moderator)
/// stays archived until its player acts: the player's next click takes it back out and
/// the game goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_goes_on_after_discord_archives_its_thread() {
    let s = setup().await;
    let bot = s.bot().await;
    let (thread, board) = s.start(json!({"seed": DEAL})).await;
    let made = s
        .fake
        .threads()
        .into_iter()
        .find(|t| t.id == thread)
        .unwrap();
    assert_eq!(
        made.auto_archive_duration, 10080,
        "the longest inactivity allowed"
    );

    s.fake.archive_thread(thread);
    tokio::time::sleep(Duration::from_secs(2)).await;
    let archived = |f: &FakeDiscord| {
        f.threads()
            .into_iter()
            .any(|t| t.id == thread && t.archived)
    };
    assert!(archived(&s.fake), "left archived while nobody acts");
    let h = s.fake.click_button(&s.alice, &board, "Draw");
    s.fake.wait_for_ack(&h, WAIT).await;
    let board = s.board(thread, "8 → 9: turn a card").await;
    assert_eq!(field(&board, "Moves"), "1");
    assert!(!archived(&s.fake), "the player's move took it out");
    s.finish(bot).await;
}

/// Ten rapid `/klondike start`s by one person open three tables (three threads); the
/// other seven are refused privately, saying why and linking the open ones, and make
/// no thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_rapid_starts_by_one_person_open_three_tables() {
    let s = setup().await;
    let bot = s.bot().await;
    let starts: Vec<_> = (0..10)
        .map(|_| {
            s.fake
                .slash(&s.alice, s.channel, "klondike", Some("start"), json!({}))
        })
        .collect();
    let mut refused = Vec::new();
    for start in &starts {
        let response = s.fake.wait_for_response(start, WAIT).await;
        assert!(response.ephemeral, "answered privately");
        let mut text = response.text();
        // A deferred start is filled in afterwards.
        for _ in 0..100 {
            if !text.is_empty() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
            text = s
                .fake
                .interaction_response(start)
                .map(|r| r.text())
                .unwrap_or_default();
        }
        if text.contains("solitaire tables open") {
            refused.push(text);
        }
    }
    assert_eq!(refused.len(), 7, "{refused:?}");
    assert!(
        refused
            .iter()
            .all(|t| t.contains("https://discord.com/channels/")),
        "{refused:?}"
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(s.fake.threads().len(), 3, "one thread per open table");
    s.finish(bot).await;
}
