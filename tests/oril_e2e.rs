//! Oril end to end through the fake Discord: a whole match against the computer
//! (Easy), a challenge accepted and played by two persons with presses by the wrong
//! person refused, the agreed end (cancelled by a move, then agreed), the score board
//! after two matches, and a restart mid-match that continues.

mod support;

use serde_json::json;
use std::time::Duration;
use support::bot::{start_bot, test_config, Bot};
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle};

const WAIT: Duration = Duration::from_secs(20);
/// More than any Oril game needs: a game cannot last this many plies per side here.
const MAX_TURNS: usize = 400;

struct Setup {
    fake: FakeDiscord,
    _dir: tempfile::TempDir,
    db: std::path::PathBuf,
    channel: u64,
    alice: FakeUser,
    bob: FakeUser,
    carol: FakeUser,
}

async fn setup() -> Setup {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let channel = fake.create_channel("oril");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    Setup {
        fake,
        _dir: dir,
        db,
        channel,
        alice,
        bob,
        carol,
    }
}

impl Setup {
    async fn bot(&self) -> Bot {
        start_bot(
            &self.fake,
            test_config(&self.fake, &self.db),
            cantina::app::default_catalog(),
        )
        .await
    }

    /// The newest Oril table message whose text contains `needle`.
    async fn table(&self, needle: &str) -> FakeMessage {
        let needle = needle.to_string();
        self.fake
            .wait_for_named(
                &format!("Oril table containing {needle:?}"),
                |f| {
                    f.channel_messages(self.channel)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains("Oril ·"))
                        .filter(|m| m.text().contains(&needle))
                },
                WAIT,
            )
            .await
    }

    async fn any_message(&self, needle: &str) -> FakeMessage {
        let needle = needle.to_string();
        self.fake
            .wait_for_named(
                &format!("a message containing {needle:?}"),
                |f| {
                    f.channel_messages(self.channel)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains(&needle))
                },
                WAIT,
            )
            .await
    }

    /// A private answer's text.
    async fn private(&self, handle: &InteractionHandle) -> String {
        let response = self.fake.wait_for_response(handle, WAIT).await;
        assert!(
            response.ephemeral,
            "expected a private answer: {response:?}"
        );
        let mut text = response.text();
        for f in &response.followups {
            text.push('\n');
            text.push_str(&f.text());
        }
        text
    }

    /// `user` presses a house or "Propose end" and the press is accepted (no private
    /// refusal).
    async fn press(&self, user: &FakeUser, table: &FakeMessage, label: &str) {
        let handle = self.fake.click_button(user, table, label);
        let response = self.fake.wait_for_ack(&handle, WAIT).await;
        assert!(
            !response.ephemeral,
            "{} pressing {label} was refused: {}",
            user.name,
            response.text()
        );
    }

    /// `user` sows the first house they may, on the current table message.
    async fn sow_any(&self, user: &FakeUser, table: &FakeMessage) -> String {
        let house = enabled_houses(table)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("no house enabled for {}: {}", user.name, table.text()));
        self.press(user, table, &house).await;
        house
    }
}

/// The labels of the enabled house buttons.
fn enabled_houses(table: &FakeMessage) -> Vec<String> {
    table
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| b.label)
        .filter(|l| l.len() == 1 && l.as_bytes()[0].is_ascii_digit())
        .collect()
}

/// The house buttons, enabled or not, in order.
fn house_labels(table: &FakeMessage) -> Vec<String> {
    table
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .filter(|l| l.len() == 1)
        .collect()
}

/// "alice (South): 12 captured" -> 12 (`who` is a name followed by " (", or a side
/// such as "(North").
fn captured(table: &FakeMessage, who: &str) -> u32 {
    let text = table.text();
    let needle = if who.starts_with('(') {
        who.to_string()
    } else {
        format!("{who} (")
    };
    let at = text
        .find(&needle)
        .unwrap_or_else(|| panic!("{who} not on the board: {text}"));
    let rest = &text[at..];
    let colon = rest.find("): ").expect("a score");
    rest[colon + 3..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_match_against_the_easy_computer() {
    let s = setup().await;
    let bot = s.bot().await;
    let start = s.fake.slash(
        &s.alice,
        s.channel,
        "oril",
        Some("start"),
        json!({"level": "easy", "first": "challenger", "seed": 11}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    let table = s.table("alice to move").await;
    assert_eq!(house_labels(&table), ["1", "2", "3", "4", "5", "6"]);
    assert!(table.button("Propose end").custom_id.is_some());
    assert!(table.text().contains("computer"), "{}", table.text());
    assert!(
        !table.attachments.is_empty(),
        "the board picture is attached"
    );

    let mut my_moves = 0;
    let mut last_text = String::new();
    let over = loop {
        assert!(my_moves < MAX_TURNS, "the match did not end");
        let table = s
            .fake
            .wait_for_named(
                "alice's turn or the end",
                |f| {
                    f.channel_messages(s.channel)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains("Oril ·"))
                        .filter(|m| m.text() != last_text)
                        .filter(|m| {
                            m.text().contains("alice to move") || m.text().contains("Game over")
                        })
                },
                WAIT,
            )
            .await;
        if table.text().contains("Game over") {
            break table;
        }
        last_text = table.text();
        s.sow_any(&s.alice, &table).await;
        my_moves += 1;
    };
    let text = over.text();
    assert!(my_moves >= 5, "only {my_moves} moves: {text}");
    assert!(
        text.contains("wins") || text.contains("Draw"),
        "no result: {text}"
    );
    assert!(enabled_houses(&over).is_empty(), "no house after the end");
    // The stores and what is left add up to 48 at the end (the board is settled
    // except after a 25-stone majority, which leaves stones in place).
    let (a, c) = (captured(&over, "alice"), captured(&over, "(North"));
    assert!(
        a + c <= 48 && (a >= 25 || a + c >= 25 || a + c == 48),
        "{text}"
    );

    // The score board has alice's match.
    let scores = s
        .fake
        .slash(&s.alice, s.channel, "oril", Some("scores"), json!({}));
    let board = s.private(&scores).await;
    assert!(board.contains("alice"), "{board}");
    assert!(board.contains(&format!("{a} stones captured")), "{board}");
    bot.stop().await.unwrap();
    s.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_played_by_two_with_refusals_and_the_agreed_end() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": s.bob.id.to_string(), "first": "challenger"}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let challenge = s.any_message("challenges you").await;
    s.press(&s.bob, &challenge, "Accept").await;
    let table = s.table("alice to move").await;
    assert_eq!(enabled_houses(&table), ["1", "2", "3", "4", "5", "6"]);

    // Bob presses while it is alice's turn; carol is not playing.
    let wrong = s.fake.click_button(&s.bob, &table, "3");
    let answer = s.private(&wrong).await;
    assert!(answer.contains("not your turn"), "{answer}");
    let stranger = s.fake.click_button(&s.carol, &table, "3");
    let answer = s.private(&stranger).await;
    assert!(answer.contains("not playing"), "{answer}");
    // Neither changed anything.
    let table = s.table("alice to move").await;
    assert!(table.text().contains("houses 1:4 2:4 3:4 4:4 5:4 6:4"));

    // A few moves each; the turn alternates.
    let mut table = table;
    for round in 0..4 {
        s.sow_any(&s.alice, &table).await;
        table = s.table("bob to move").await;
        if round == 0 {
            // Alice sowed house 1: four stones into her houses 2-5.
            assert!(
                table.text().contains("houses 1:0 2:5 3:5 4:5 5:5 6:4"),
                "{}",
                table.text()
            );
        }
        s.sow_any(&s.bob, &table).await;
        table = s.table("alice to move").await;
    }

    // Alice proposes to end; bob moves instead, which cancels it.
    s.press(&s.alice, &table, "Propose end").await;
    let table = s.table("captured · proposes to end").await;
    let again = s.fake.click_button(&s.alice, &table, "Propose end");
    let answer = s.private(&again).await;
    assert!(answer.contains("already agreed"), "{answer}");
    s.sow_any(&s.alice, &table).await;
    let table = s.table("bob to move").await;
    assert!(!table.text().contains("captured · proposes to end"));
    s.sow_any(&s.bob, &table).await;
    let table = s.table("alice to move").await;
    assert!(!table.text().contains("captured · proposes to end"));

    // Now both press it: the game ends, each keeping the stones on their side.
    s.press(&s.alice, &table, "Propose end").await;
    let table = s.table("captured · proposes to end").await;
    s.press(&s.bob, &table, "Propose end").await;
    let over = s.table("Game over").await;
    let text = over.text();
    assert!(text.contains("agreed to end"), "{text}");
    assert_eq!(
        captured(&over, "alice") + captured(&over, "bob"),
        48,
        "{text}"
    );
    assert!(house_labels(&over).is_empty(), "no houses after the end");
    assert!(over
        .buttons()
        .iter()
        .all(|b| b.label.as_deref() != Some("Propose end")));

    // A second match, ended by agreement at once: a 24-24 draw.
    let h = s.fake.slash(
        &s.bob,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": s.alice.id.to_string()}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let challenge = s
        .fake
        .wait_for_named(
            "bob's challenge",
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("bob challenges"))
            },
            WAIT,
        )
        .await;
    s.press(&s.alice, &challenge, "Accept").await;
    let table = s.table("to move").await;
    s.press(&s.bob, &table, "Propose end").await;
    let table = s.table("captured · proposes to end").await;
    s.press(&s.alice, &table, "Propose end").await;
    let over = s.table("Draw 24-24").await;
    assert!(over.text().contains("Game over"));

    // The score board counts both matches for both persons.
    let scores = s
        .fake
        .slash(&s.carol, s.channel, "oril", Some("scores"), json!({}));
    let board = s.private(&scores).await;
    let line = |name: &str| {
        board
            .lines()
            .find(|l| l.contains(&format!("**{name}**")))
            .unwrap_or_else(|| panic!("{name} missing: {board}"))
            .to_string()
    };
    let (a, b) = (line("alice"), line("bob"));
    let played = |l: &str| -> u32 {
        ["won", "drawn", "lost"]
            .iter()
            .map(|w| {
                let end = l.find(&format!(" {w}")).expect("a count");
                l[..end]
                    .rsplit(|c: char| !c.is_ascii_digit())
                    .next()
                    .and_then(|n| n.parse::<u32>().ok())
                    .expect("a number")
            })
            .sum()
    };
    assert_eq!(played(&a), 2, "{board}");
    assert_eq!(played(&b), 2, "{board}");
    assert!(a.contains("1 drawn") && b.contains("1 drawn"), "{board}");
    bot.stop().await.unwrap();
    s.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_match_continues_and_the_match_is_listed() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": s.bob.id.to_string(), "first": "opponent"}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let challenge = s.any_message("challenges you").await;
    s.press(&s.bob, &challenge, "Accept").await;
    let table = s.table("bob to move").await;
    s.press(&s.bob, &table, "6").await;
    let table = s.table("alice to move").await;
    // Bob sowed his house 6: one stone into each of alice's houses 1-4.
    assert!(
        table.text().contains("houses 1:5 2:5 3:5 4:5 5:4 6:4"),
        "{}",
        table.text()
    );

    // The match is listed with a link to its message.
    let list = s
        .fake
        .slash(&s.alice, s.channel, "oril", Some("matches"), json!({}));
    let text = s.private(&list).await;
    assert!(text.contains("against bob"), "{text}");
    assert!(
        text.contains(&format!("/{}/{}", s.channel, table.id)),
        "{text}"
    );

    bot.kill();
    let bot = s.bot().await;
    // Alice presses on the message from before the crash.
    s.press(&s.alice, &table, "2").await;
    let table = s.table("bob to move").await;
    let text = table.text();
    assert!(text.contains("alice sowed house 2"), "{text}");
    // Her five stones from house 2 went to her houses 3-6 and bob's house 1.
    assert!(text.contains("houses 1:5 2:0 3:6 4:6 5:5 6:5"), "{text}");
    assert!(text.contains("houses 1:5 2:4 3:4 4:4 5:4 6:0"), "{text}");
    bot.stop().await.unwrap();
    s.fake.assert_no_violations();
}
