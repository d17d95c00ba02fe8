//! Oril end to end through the fake Discord: a whole match against the computer
//! (Easy), a challenge accepted and played by two persons with presses by the wrong
//! person refused, the agreed end (cancelled by a move, then agreed), the score board
//! after two matches, and a restart mid-match that continues.

mod support;

use serde_json::json;
use std::time::Duration;
use support::fake_discord::{FakeMessage, FakeUser, InteractionHandle};
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(20);
/// More than any Oril game needs: a game cannot last this many plies per side here.
const MAX_TURNS: usize = 400;

async fn setup() -> Setup {
    Setup::builder().channel("oril").wait(WAIT).start().await
}

impl Setup {
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

    /// A private answer's text, its follow-ups included.
    async fn private(&self, handle: &InteractionHandle) -> String {
        let response = self.private_response(handle).await;
        let mut text = response.text();
        for f in &response.followups {
            text.push('\n');
            text.push_str(&f.text());
        }
        text
    }

    /// Alice challenges bob (`first`: who moves first) and bob accepts.
    async fn challenge_accepted(&self, first: &str) {
        let h = self.fake.slash(
            &self.alice,
            self.channel,
            "oril",
            Some("start"),
            json!({"opponent": self.bob.id.to_string(), "first": first}),
        );
        self.fake.wait_for_response(&h, WAIT).await;
        let challenge = self.message("challenges you").await;
        self.press(&self.bob, &challenge, "Accept").await;
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
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_played_by_two_with_refusals_and_the_agreed_end() {
    let s = setup().await;
    let bot = s.bot().await;
    s.challenge_accepted("challenger").await;
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
    let accept = challenge.button("Accept").custom_id.expect("a button");
    let withdraw = challenge.button("Withdraw").custom_id.expect("a button");
    s.press(&s.alice, &challenge, "Accept").await;
    let table = s.table("to move").await;
    // A double click on Accept: the second press is told the game is on.
    let again = s.fake.click_raw(&s.alice, &challenge, &accept);
    let answer = s.private(&again).await;
    assert!(answer.contains("already started"), "{answer}");
    let late = s.fake.click_raw(&s.bob, &challenge, &withdraw);
    let answer = s.private(&late).await;
    assert!(answer.contains("already started"), "{answer}");
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
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_match_continues_and_the_match_is_listed() {
    let s = setup().await;
    let bot = s.bot().await;
    s.challenge_accepted("opponent").await;
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
    s.finish(bot).await;
}

/// Starts a challenge between alice and bob (alice first) and plays a move each;
/// returns the first table view, as alice's client still shows it, and the table now.
async fn two_moves_in(s: &Setup) -> (FakeMessage, FakeMessage) {
    s.challenge_accepted("challenger").await;
    let first = s.table("alice to move").await;
    s.sow_any(&s.alice, &first).await;
    let table = s.table("bob to move").await;
    s.sow_any(&s.bob, &table).await;
    (first, s.table("alice to move").await)
}

/// Alice presses house 2 on an older view of the table (as her client still shows it):
/// not applied, she gets a private copy of the table as it is now.
async fn copy_after_a_stale_press(s: &Setup, old_view: &FakeMessage) -> FakeMessage {
    let old_house = old_view.button("2").custom_id.expect("a house button");
    let stale = s.fake.click_raw(&s.alice, old_view, &old_house);
    let response = s.fake.wait_for_response(&stale, WAIT).await;
    assert!(
        response.ephemeral,
        "kind {}: {}",
        response.kind,
        response.text()
    );
    assert!(
        response.text().contains("older view"),
        "{}",
        response.text()
    );
    let copy = response.original.expect("the private copy");
    assert!(copy.text().contains("alice to move"), "{}", copy.text());
    copy
}

/// A house open on both views.
fn open_on_both(a: &FakeMessage, b: &FakeMessage) -> String {
    let open = enabled_houses(b);
    enabled_houses(a)
        .into_iter()
        .find(|h| open.contains(h))
        .expect("a house open on both views")
}

/// The private copy sent with an "older view" answer shows the table as it is: a house
/// pressed on it while the table is unchanged is sown.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_house_on_a_current_private_copy_of_the_table_is_sown() {
    let s = setup().await;
    let _bot = s.bot().await;
    let (first, now) = two_moves_in(&s).await;
    let copy = copy_after_a_stale_press(&s, &first).await;
    let house = open_on_both(&copy, &now);
    let press = s.fake.click_button(&s.alice, &copy, &house);
    let answer = s.fake.wait_for_response(&press, WAIT).await;
    assert!(!answer.text().contains("older view"), "{}", answer.text());
    let table = s.table("bob to move").await;
    assert!(
        table.text().contains(&format!("alice sowed house {house}")),
        "{}",
        table.text()
    );
}

/// Alice and bob each sow once; returns the table after.
async fn move_each(s: &Setup, table: &FakeMessage) -> FakeMessage {
    s.sow_any(&s.alice, table).await;
    let next = s.table("bob to move").await;
    s.sow_any(&s.bob, &next).await;
    s.table("alice to move").await
}

/// Alice presses, on the private message `copy` as it is now, a house also open on
/// the table now; returns the answer's text once the table had time to change.
async fn press_on_copy(s: &Setup, copy: u64, now: &FakeMessage) -> String {
    let copy = s.fake.message(copy).expect("the copy");
    let house = open_on_both(&copy, now);
    let press = s.fake.click_button(&s.alice, &copy, &house);
    let answer = s.fake.wait_for_response(&press, WAIT).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    format!("house {house}: {}", answer.text())
}

/// A house pressed on an older private view of the table is not sown on a board the
/// person never saw. Only a person's newest private view is kept up to date; an older
/// one is outdated by the next move, like an older public view.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_house_on_an_older_private_copy_of_the_table_is_not_sown() {
    let s = setup().await;
    let _bot = s.bot().await;
    let (first, table) = two_moves_in(&s).await;
    // Copy A becomes alice's private view: a press on it once outdated answers with
    // her view of the table.
    let a = copy_after_a_stale_press(&s, &first).await;
    let table = move_each(&s, &table).await;
    let answer = press_on_copy(&s, a.id, &table).await;
    assert!(answer.contains("older view"), "{answer}");
    // Copy B becomes her newest private view the same way.
    let b = copy_after_a_stale_press(&s, &first).await;
    let table = move_each(&s, &table).await;
    let answer = press_on_copy(&s, b.id, &table).await;
    assert!(answer.contains("older view"), "{answer}");
    // After another move each, a house pressed on A is not sown.
    let now = move_each(&s, &table).await;
    let answer = press_on_copy(&s, a.id, &now).await;
    assert!(answer.contains("older view"), "{answer}");
    let after = s.table("alice to move").await;
    assert_eq!(after.text(), now.text());
}
