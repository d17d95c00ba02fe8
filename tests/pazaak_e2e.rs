//! Pazaak end to end through the fake Discord: a challenge accepted and played to the
//! end by two persons through their private hands (one declined, one expired), a match
//! against the computer, a restart mid-match that continues, and no hand card of a
//! person ever shown in a public message.

mod support;

use serde_json::json;
use std::collections::BTreeSet;
use std::time::Duration;
use support::fake_discord::{FakeMessage, FakeUser, Response};
use support::setup::Setup;

const WAIT: Duration = Duration::from_secs(15);
/// More turns than any match can take (five sets of at most eighteen turns), so a
/// loop that does not end fails instead of hanging.
const MAX_TURNS: usize = 400;

async fn setup() -> Setup {
    Setup::builder().channel("pazaak").start().await
}

/// What one person did over a match.
#[derive(Default)]
struct Played {
    /// Labels of the hand cards played ("±4", "Double").
    cards: Vec<String>,
    /// Labels of every hand card seen in the person's private hand.
    seen: BTreeSet<String>,
    sign_choices: usize,
}

impl Setup {
    /// Alice challenges Bob to a free game (seed 11) and Bob accepts; returns the answer
    /// to Alice's command.
    async fn free_challenge_accepted(&self) -> Response {
        let (answer, challenge) = self
            .challenge_accepted(json!({"free": true, "seed": 11}))
            .await;
        assert!(
            challenge
                .text()
                .contains("Deal number 11, chosen by the host"),
            "the deal number is public: {}",
            challenge.text()
        );
        answer
    }

    /// Alice challenges Bob with these start options and Bob accepts; returns the answer
    /// to Alice's command and the challenge message as Bob saw it.
    async fn challenge_accepted(&self, mut options: serde_json::Value) -> (Response, FakeMessage) {
        options["opponent"] = json!(self.bob.id.to_string());
        let h = self
            .fake
            .slash(&self.alice, self.channel, "pazaak", Some("start"), options);
        let answer = self.fake.wait_for_response(&h, WAIT).await;
        let challenge = self.message("challenges you").await;
        let accept = self.fake.click_button(&self.bob, &challenge, "Accept");
        self.fake.wait_for_ack(&accept, WAIT).await;
        (answer, challenge)
    }

    /// Click `label` on the table and return the private view it opens.
    async fn open(&self, user: &FakeUser, label: &str) -> FakeMessage {
        let table = self
            .fake
            .wait_for_named(
                &format!("a table message with {label:?}"),
                |f| {
                    f.channel_messages(self.channel)
                        .into_iter()
                        .rev()
                        .find(|m| {
                            m.text().contains("Pazaak")
                                && m.buttons()
                                    .iter()
                                    .any(|b| b.label.as_deref() == Some(label))
                        })
                },
                WAIT,
            )
            .await;
        let handle = self.fake.click_button(user, &table, label);
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        assert!(response.ephemeral, "{label} opens a private view");
        response
            .original
            .unwrap_or_else(|| panic!("no private view from {label}"))
    }

    /// Click a button of a private view; the updated view, or the refusal text.
    async fn press(&self, user: &FakeUser, view: &FakeMessage, label: &str) -> FakeMessage {
        let handle = self.fake.click_button(user, view, label);
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        match response.original {
            Some(view) => view,
            None => panic!("no view after {label}: {:?}", response.callback_data),
        }
    }

    /// Every text the bot sent to the channel, every edit included.
    fn public_bodies(&self) -> Vec<String> {
        let prefix = format!("/channels/{}/messages", self.channel);
        let mut out: Vec<String> = ["POST", "PATCH"]
            .iter()
            .flat_map(|m| self.fake.requests_to(m, &prefix))
            .map(|r| r.body.to_string())
            .collect();
        out.extend(
            self.fake
                .channel_messages(self.channel)
                .iter()
                .map(FakeMessage::text),
        );
        out
    }
}

fn enabled(view: &FakeMessage, label: &str) -> bool {
    view.buttons()
        .iter()
        .any(|b| !b.disabled && b.label.as_deref() == Some(label))
}

/// The person's total from their private hand ("total **16**").
fn total_of(view: &FakeMessage) -> i32 {
    let text = view.text();
    let at = text.find("total **").expect("the hand shows the total") + "total **".len();
    text[at..]
        .split("**")
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no total in {text}"))
}

/// Hand card buttons: (label as on the button, card part, enabled).
fn hand_cards(view: &FakeMessage) -> Vec<(String, String, bool)> {
    view.buttons()
        .into_iter()
        .filter_map(|b| {
            let label = b.label?;
            let (number, card) = label.split_once(". ")?;
            number.parse::<u8>().ok()?;
            Some((label.clone(), card.to_string(), !b.disabled))
        })
        .collect()
}

/// One turn through the private hand: play a card on a person's first turns (a sign
/// chosen when asked), a minus card when over 20, then stand from 17 or end the turn.
async fn take_turn(s: &Setup, user: &FakeUser, mut view: FakeMessage, played: &mut Played) {
    for (_, card, _) in hand_cards(&view) {
        played.seen.insert(card);
    }
    let total = total_of(&view);
    let cards = hand_cards(&view);
    let pick = if total > 20 {
        cards
            .iter()
            .find(|(_, c, on)| *on && (c.starts_with('-') || c.starts_with('±')))
    } else if played.cards.len() < 2 {
        cards.iter().find(|(_, _, on)| *on)
    } else {
        None
    };
    if let Some((label, card, _)) = pick.cloned() {
        view = s.press(user, &view, &label).await;
        if card.starts_with('±') {
            // The sign question: plus below 20, minus above.
            assert!(view.text().contains("plus or minus"), "{}", view.text());
            played.sign_choices += 1;
            let want = if total > 20 { "-" } else { "+" };
            let sign = view
                .buttons()
                .into_iter()
                .find(|b| b.label.as_deref().is_some_and(|l| l.starts_with(want)))
                .and_then(|b| b.label)
                .expect("a sign button");
            view = s.press(user, &view, &sign).await;
        }
        played.cards.push(card);
    }
    if !enabled(&view, "End turn") {
        // The card ended the turn (20 reached) or the match.
        return;
    }
    let total = total_of(&view);
    let label = if total >= 17 { "Stand" } else { "End turn" };
    s.press(user, &view, label).await;
}

/// Play a match to its end: whoever's hand offers an enabled End turn takes a turn.
async fn play_to_the_end(s: &Setup, people: [&FakeUser; 2], played: &mut [Played; 2]) -> usize {
    let mut turns = 0;
    for _ in 0..MAX_TURNS {
        // The table while it runs (Hand), or at its end (Rematch).
        let table = s
            .fake
            .wait_for_named(
                "a running or finished table",
                |f| {
                    f.channel_messages(s.channel).into_iter().rev().find(|m| {
                        m.buttons()
                            .iter()
                            .any(|b| matches!(b.label.as_deref(), Some("Hand") | Some("Rematch")))
                    })
                },
                WAIT,
            )
            .await;
        if table
            .buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some("Rematch"))
        {
            return turns;
        }
        let mut acted = false;
        for (i, user) in people.iter().enumerate() {
            // The snapshot's id: the message may change under the click (the end).
            let hand = table.button("Hand").custom_id.expect("Hand has an id");
            let handle = s.fake.click_raw(user, &table, &hand);
            let response = s.fake.wait_for_response(&handle, WAIT).await;
            let Some(view) = response.original else {
                continue;
            };
            if enabled(&view, "End turn") {
                take_turn(s, user, view, &mut played[i]).await;
                turns += 1;
                acted = true;
                break;
            }
        }
        if !acted {
            // A computer is thinking, or the end is being published.
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    panic!("the match did not end within {MAX_TURNS} turns");
}

/// No card a person held and did not play ever shows in the channel, in any edit.
fn assert_hand_secret(s: &Setup, deck: &[&str], played: &Played) {
    let bodies = s.public_bodies();
    assert!(!bodies.is_empty());
    for card in deck {
        if played.cards.iter().any(|c| c == card) {
            continue;
        }
        // The picture's label of a flip card too ("2&4").
        let mut labels = vec![card.to_string()];
        if let Some(short) = card.strip_prefix("Flip ") {
            labels.push(short.to_string());
        }
        for body in &bodies {
            for label in &labels {
                assert!(
                    !body.contains(label.as_str()),
                    "the unplayed hand card {card} shows in a public message: {body}"
                );
            }
        }
    }
    for body in &bodies {
        for private in ["Your hand", "Playable:", "Your side deck"] {
            assert!(!body.contains(private), "private text in public: {body}");
        }
    }
}

/// Bob's free deck: cards whose labels never appear in public unless he plays them.
const BOB_DECK: [&str; 10] = [
    "±2", "±3", "±4", "±5", "±6", "Double", "Flip 2&4", "Flip 3&6", "±1T", "±2",
];

/// Picks made one after another from the same deck view (the second before the view
/// showed the first) all count: adding a card means the same whatever the view showed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cards_picked_quickly_from_one_deck_view_all_count() {
    let s = setup().await;
    let bot = s.bot().await;
    s.free_challenge_accepted().await;

    // Two picks sent back to back from the same view: the second leaves before the
    // answer to the first could update the view.
    let view = s.open(&s.bob, "Choose deck").await;
    let select = view.select("Add a card");
    let value_of = |label: &str| {
        select
            .options
            .iter()
            .find(|o| o.label == label)
            .unwrap_or_else(|| panic!("no option {label:?}"))
            .value
            .clone()
    };
    let picks = [
        s.fake
            .select(&s.bob, &view, &select.custom_id, &[&value_of("Add ±2")]),
        s.fake
            .select(&s.bob, &view, &select.custom_id, &[&value_of("Add ±3")]),
    ];
    for pick in &picks {
        let answer = s.fake.wait_for_response(pick, WAIT).await;
        let said = format!("{} {}", answer.callback_data, answer.text());
        assert!(
            !said.contains("older view"),
            "a quick pick was refused: {said}"
        );
    }
    let shown = s
        .fake
        .wait_for_named(
            "the deck view with both picks",
            |f| f.message(view.id).filter(|m| m.text().contains("2 of 10")),
            WAIT,
        )
        .await;
    assert!(shown.text().contains("±3"), "{}", shown.text());
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_played_to_the_end_through_the_hands() {
    let s = setup().await;
    let bot = s.bot().await;
    let answer = s.free_challenge_accepted().await;
    assert!(answer.ephemeral && answer.text().contains("Challenge sent"));

    // Both still choose: the table says so and offers the deck builder.
    let table = s.message("Still choosing a side deck").await;
    assert!(table.text().contains("alice"), "{}", table.text());
    assert!(table.text().contains("bob"), "{}", table.text());
    assert!(!table
        .buttons()
        .iter()
        .any(|b| b.label.as_deref() == Some("Hand")));

    // Alice takes her default deck in one click.
    let deck = s.open(&s.alice, "Choose deck").await;
    assert!(deck.text().contains("Default deck"), "{}", deck.text());
    let done = s.press(&s.alice, &deck, "Default deck").await;
    assert!(
        done.text().contains("Your side deck is in"),
        "{}",
        done.text()
    );
    let table = s.message("alice's side deck is ready").await;
    assert!(
        table.text().contains("Still choosing a side deck: **bob**"),
        "{}",
        table.text()
    );

    // Bob builds his card by card; nine cards are refused with the reason.
    let mut view = s.open(&s.bob, "Choose deck").await;
    for card in &BOB_DECK[..9] {
        view = s
            .choose(&s.bob, &view, "Add a card", &format!("Add {card}"))
            .await;
    }
    let refused = s.fake.click_button(&s.bob, &view, "Use this deck");
    let refusal = s.fake.wait_for_response(&refused, WAIT).await;
    assert!(
        refusal.text().contains("exactly 10 cards"),
        "refused with the reason: {}",
        refusal.text()
    );
    view = s.open(&s.bob, "Choose deck").await;
    view = s.choose(&s.bob, &view, "Add a card", "Add ±2").await;
    assert!(
        view.text().contains("10 of 10") || view.text().contains("valid deck"),
        "{}",
        view.text()
    );
    // The last deck in starts the match: the answer is bob's hand.
    let hand = s.press(&s.bob, &view, "Use this deck").await;
    assert!(hand.text().contains("Your hand"), "{}", hand.text());

    // The match: both play through their private hands.
    s.message("Set 1 begins").await;
    let mut played = [Played::default(), Played::default()];
    let turns = play_to_the_end(&s, [&s.alice, &s.bob], &mut played).await;
    assert!(turns >= 6, "at least three sets of turns: {turns}");
    assert!(
        played.iter().map(|p| p.cards.len()).sum::<usize>() >= 2,
        "hand cards were played"
    );
    assert!(played[1].sign_choices >= 1, "bob chose a sign for a ± card");

    let end = s.message("wins the match").await;
    let text = end.text();
    assert!(
        text.contains("Set 1:") && text.contains("Set 3:"),
        "every set listed: {text}"
    );
    assert!(
        text.contains("draws"),
        "log lines narrate the turns: {text}"
    );
    assert!(
        end.buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some("Rematch")),
        "a new match is offered"
    );
    assert!(!end
        .buttons()
        .iter()
        .any(|b| b.label.as_deref() == Some("Hand")));
    assert_hand_secret(&s, &BOB_DECK, &played[1]);
    // Both open hands now say the game is over and offer no move.
    for user in [&s.alice, &s.bob] {
        s.fake
            .wait_until_named(
                &format!("{}'s hand closed", user.name),
                |f| {
                    f.ephemeral_messages_for(user).into_iter().any(|m| {
                        m.text().contains("This game is over")
                            && m.text().contains("wins the match")
                            && m.buttons().iter().all(|b| b.disabled)
                    })
                },
                WAIT,
            )
            .await;
    }
    s.finish(bot).await;
}

/// The running table message (the one offering Hand).
async fn running_table(s: &Setup) -> FakeMessage {
    s.fake
        .wait_for_named(
            "a running table",
            |f| {
                f.channel_messages(s.channel).into_iter().rev().find(|m| {
                    m.buttons()
                        .iter()
                        .any(|b| b.label.as_deref() == Some("Hand"))
                })
            },
            WAIT,
        )
        .await
}

/// `user`'s hand if it is their turn (End turn enabled), else `None`.
async fn hand_on_turn(s: &Setup, user: &FakeUser) -> Option<FakeMessage> {
    let table = running_table(s).await;
    let hand = table.button("Hand").custom_id.expect("Hand has an id");
    let handle = s.fake.click_raw(user, &table, &hand);
    let view = s.fake.wait_for_response(&handle, WAIT).await.original?;
    enabled(&view, "End turn").then_some(view)
}

/// Wait for `user`'s turn, ending Alice's turns from her hand meanwhile.
async fn next_turn_of(s: &Setup, user: &FakeUser) -> FakeMessage {
    for _ in 0..MAX_TURNS {
        if let Some(view) = hand_on_turn(s, user).await {
            return view;
        }
        if let Some(view) = hand_on_turn(s, &s.alice).await {
            s.press(&s.alice, &view, "End turn").await;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{} never got the turn", user.name);
}

/// A sign question left open while the turn ends from the table message is gone when
/// the hand is refreshed for the next turn: the hand shows End turn and Stand again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sign_question_left_open_is_gone_when_the_turn_comes_back() {
    let s = setup().await;
    let bot = s.bot().await;
    s.free_challenge_accepted().await;
    let deck = s.open(&s.alice, "Choose deck").await;
    s.press(&s.alice, &deck, "Default deck").await;
    let mut view = s.open(&s.bob, "Choose deck").await;
    for card in &BOB_DECK {
        view = s
            .choose(&s.bob, &view, "Add a card", &format!("Add {card}"))
            .await;
    }
    s.press(&s.bob, &view, "Use this deck").await;
    s.message("Set 1 begins").await;

    let hand = next_turn_of(&s, &s.bob).await;
    let (label, _, _) = hand_cards(&hand)
        .into_iter()
        .find(|(_, c, on)| *on && c.starts_with('±'))
        .expect("a ± card in bob's first hand (seed 11)");
    let question = s.press(&s.bob, &hand, &label).await;
    assert!(
        question.text().contains("plus or minus"),
        "{}",
        question.text()
    );
    // The table message once it shows bob's turn, so the click is on the current view.
    let table = s.message("▶ bob").await;
    let h = s.fake.click_button(&s.bob, &table, "End turn");
    let ack = s.fake.wait_for_ack(&h, WAIT).await;
    assert!(!ack.ephemeral, "End turn applied: {}", ack.text());

    // Alice ends her turn; bob's open hand (not a new one) is refreshed for his.
    let alices = loop {
        if let Some(view) = hand_on_turn(&s, &s.alice).await {
            break view;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    s.press(&s.alice, &alices, "End turn").await;
    let question_id = question.id;
    s.fake
        .wait_for_named(
            "bob's open hand refreshed for his turn",
            |f| {
                f.ephemeral_messages_for(&s.bob)
                    .into_iter()
                    .find(|m| m.id == question_id)
                    .filter(|m| enabled(m, "End turn") && enabled(m, "Stand"))
            },
            WAIT,
        )
        .await;
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_can_be_declined_or_expire() {
    let s = setup().await;
    let bot = s.bot().await;
    let challenge = |opponent: &FakeUser| {
        s.fake.slash(
            &s.alice,
            s.channel,
            "pazaak",
            Some("start"),
            json!({"opponent": opponent.id.to_string()}),
        )
    };
    let me = challenge(&s.alice);
    let answer = s.fake.wait_for_response(&me, WAIT).await;
    assert!(
        answer.ephemeral && answer.text().contains("yourself"),
        "{}",
        answer.text()
    );

    let h = challenge(&s.bob);
    s.fake.wait_for_response(&h, WAIT).await;
    let first = s.message("challenges you").await;
    let decline = s.fake.click_button(&s.bob, &first, "Decline");
    s.fake.wait_for_ack(&decline, WAIT).await;
    s.message("declined the challenge").await;

    // The declined table leaves the channel a moment after its message says so.
    let mut sent = false;
    for _ in 0..50 {
        let h = challenge(&s.bob);
        if s.fake
            .wait_for_response(&h, WAIT)
            .await
            .text()
            .contains("Challenge sent")
        {
            sent = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(sent, "a new challenge after the declined one");
    let pending = s
        .fake
        .wait_for_named(
            "a second challenge",
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.id != first.id && m.text().contains("challenges you"))
            },
            WAIT,
        )
        .await;
    let expired = s.message("challenge expired").await;
    assert_eq!(expired.id, pending.id);
    assert!(expired.buttons().is_empty(), "nothing to accept any more");
    // No table ever started.
    assert!(!s
        .fake
        .channel_messages(s.channel)
        .iter()
        .any(|m| m.text().contains("choosing a side deck")));
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_against_the_computer() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "pazaak",
        Some("start"),
        json!({"level": "hard", "seed": 5}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let table = s.message("Still choosing a side deck: **alice**").await;
    assert!(table.text().contains("(AI)"), "{}", table.text());
    let deck = s.open(&s.alice, "Choose deck").await;
    // A collection game: only owned cards are offered, with how many are left.
    let menu = deck.select("Add a card");
    assert!(
        menu.options.iter().all(|o| o.label.contains("left")),
        "{:?}",
        menu.options
    );
    assert!(
        !menu.options.iter().any(|o| o.label.contains("±")),
        "no unowned cards"
    );
    s.press(&s.alice, &deck, "Default deck").await;
    let mut played = [Played::default(), Played::default()];
    let turns = play_to_the_end(&s, [&s.alice, &s.alice], &mut played).await;
    assert!(turns >= 3, "{turns}");
    let end = s.message("wins the match").await;
    let text = end.text();
    assert!(text.contains("Set 3:"), "{text}");
    // The computer's turns are narrated too.
    let computer_lines = text
        .lines()
        .filter(|l| l.contains(" draws ") && !l.contains("alice"))
        .count();
    assert!(computer_lines > 0 || text.contains("Set "), "{text}");
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_match_continues_it() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "pazaak",
        Some("start"),
        json!({"free": true, "seed": 9}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let deck = s.open(&s.alice, "Choose deck").await;
    s.press(&s.alice, &deck, "Default deck").await;
    // Wait for alice's first turn and note what her hand shows.
    let mut before = None;
    for _ in 0..100 {
        let view = s.open(&s.alice, "Hand").await;
        if enabled(&view, "End turn") {
            before = Some(view);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let before = before.expect("alice's turn comes");
    let total = total_of(&before);
    let cards: Vec<String> = hand_cards(&before).into_iter().map(|c| c.0).collect();
    assert_eq!(cards.len(), 5, "five hand cards dealt: {cards:?}");
    bot.kill();

    let bot = s.bot().await;
    let after = s.open(&s.alice, "Hand").await;
    assert!(
        enabled(&after, "End turn"),
        "still alice's turn after the restart"
    );
    assert_eq!(total_of(&after), total);
    let again: Vec<String> = hand_cards(&after).into_iter().map(|c| c.0).collect();
    assert_eq!(again, cards, "the same hand after the restart");
    // The old view's buttons still work: end the turn from it.
    let ended = s.press(&s.alice, &before, "End turn").await;
    assert!(
        !ended.text().contains("older view"),
        "a view from before the restart still works: {}",
        ended.text()
    );
    let mut played = [Played::default(), Played::default()];
    play_to_the_end(&s, [&s.alice, &s.alice], &mut played).await;
    s.message("wins the match").await;
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shop_sells_a_card_that_stays_bought_after_a_restart() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s
        .fake
        .slash(&s.alice, s.channel, "pazaak", Some("career"), json!({}));
    let career = s.fake.wait_for_response(&h, WAIT).await;
    assert!(career.ephemeral, "the career is private");
    let text = career.text();
    assert!(text.contains("500 credits"), "{text}");
    assert!(
        text.contains("▶ next") && text.contains("🔒 locked"),
        "{text}"
    );
    let view = career.original.unwrap();
    let shop = s.press(&s.alice, &view, "Shop").await;
    assert!(
        shop.text().contains("+6 — 100 credits (own 0)"),
        "{}",
        shop.text()
    );
    let menu = shop.select("Buy a card");
    assert!(
        !menu
            .options
            .iter()
            .any(|o| o.label.contains("Tiebreaker") || o.label.contains("±1T")),
        "cards above the credits are not offered"
    );
    let value = menu
        .options
        .iter()
        .find(|o| o.label.starts_with("Buy +6"))
        .expect("+6 is on sale")
        .value
        .clone();
    let h = s
        .fake
        .select(&s.alice, &shop, &menu.custom_id, &[value.as_str()]);
    let confirm = s.fake.wait_for_response(&h, WAIT).await.original.unwrap();
    assert!(
        confirm.text().contains("for **100 credits**"),
        "{}",
        confirm.text()
    );
    // Cancel changes nothing.
    let back = s.press(&s.alice, &confirm, "Cancel").await;
    assert!(
        back.text().contains("You have **500 credits**"),
        "{}",
        back.text()
    );
    let h = s
        .fake
        .select(&s.alice, &back, &menu.custom_id, &[value.as_str()]);
    let confirm = s.fake.wait_for_response(&h, WAIT).await.original.unwrap();
    let confirm_id = confirm.button("Confirm").custom_id.expect("a button");
    let bought = s.press(&s.alice, &confirm, "Confirm").await;
    assert!(
        bought.text().contains("Bought +6 for 100 credits"),
        "{}",
        bought.text()
    );
    assert!(
        bought.text().contains("You have **400 credits**"),
        "{}",
        bought.text()
    );
    // A second press of the same Confirm (a double click) buys nothing more.
    let again = s.fake.click_raw(&s.alice, &confirm, &confirm_id);
    let answer = s.fake.wait_for_response(&again, WAIT).await;
    assert!(
        answer.text().contains("nothing was bought"),
        "{}",
        answer.text()
    );
    bot.kill();

    let bot = s.bot().await;
    let h = s
        .fake
        .slash(&s.alice, s.channel, "pazaak", Some("career"), json!({}));
    let text = s.fake.wait_for_response(&h, WAIT).await.text();
    assert!(text.contains("400 credits"), "{text}");
    assert!(
        text.contains("+6×1"),
        "the card is in the collection: {text}"
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absent_person_gets_the_default_deck_then_their_turn_ends() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "pazaak",
        Some("start"),
        json!({"turn_timeout": 5, "seed": 21}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    s.message("Still choosing a side deck: **alice**").await;
    // Alice does nothing: the deck clock picks her default deck, the match starts.
    let wait = Duration::from_secs(20);
    s.fake
        .wait_until_named(
            "the default deck taken for alice",
            |f| {
                f.channel_messages(s.channel)
                    .iter()
                    .any(|m| m.text().contains("they play their default deck"))
            },
            wait,
        )
        .await;
    s.message("Set 1 begins").await;
    // Still absent on her turn: it ends for her.
    s.fake
        .wait_until_named(
            "alice's turn ended by the clock",
            |f| {
                f.channel_messages(s.channel)
                    .iter()
                    .any(|m| m.text().contains("alice's time ran out; the turn ends"))
            },
            wait,
        )
        .await;
    s.finish(bot).await;
}

/// Against a person, an absent player forfeits after three timeouts running (issue:
/// "repeated timeouts forfeit the match against a person"); no computer takes the seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn repeated_timeouts_against_a_person_forfeit_the_match() {
    let s = setup().await;
    let bot = s.bot().await;
    s.challenge_accepted(json!({"turn_timeout": 5, "seed": 11}))
        .await;
    for person in [&s.alice, &s.bob] {
        let deck = s.open(person, "Choose deck").await;
        s.press(person, &deck, "Default deck").await;
    }
    s.message("Set 1 begins").await;
    // Neither plays: turns time out by turns, and the first to three forfeits.
    let over = s
        .fake
        .wait_for_named(
            "a forfeit after three timeouts",
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("turns running and forfeits"))
            },
            Duration::from_secs(60),
        )
        .await;
    let text = over.text();
    assert!(!text.contains("seems away"), "{text}");
    // The engine took the forfeit: its result names the winner (and is recorded).
    assert!(text.contains("forfeited the match"), "{text}");
    assert!(
        over.buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some("Rematch")),
        "the match is over: {text}"
    );
    s.finish(bot).await;
}

/// A person whose clock runs out while a complete draft waits unconfirmed plays that
/// draft, not the default deck.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_draft_is_played_when_the_deck_clock_runs_out() {
    let s = setup().await;
    let bot = s.bot().await;
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "pazaak",
        Some("start"),
        json!({"turn_timeout": 5, "seed": 21, "free": true}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
    let mut view = s.open(&s.alice, "Choose deck").await;
    for card in &BOB_DECK {
        view = s
            .choose(&s.alice, &view, "Add a card", &format!("Add {card}"))
            .await;
    }
    assert!(view.text().contains("valid deck"), "{}", view.text());
    s.fake
        .wait_until_named(
            "alice's draft taken by the clock",
            |f| {
                f.channel_messages(s.channel)
                    .iter()
                    .any(|m| m.text().contains("they play the deck they drafted"))
            },
            Duration::from_secs(20),
        )
        .await;
    s.message("Set 1 begins").await;
    // Her hand is dealt from the draft: every card in it is one she drafted.
    let hand = s.open(&s.alice, "Hand").await;
    let cards = hand_cards(&hand);
    assert!(!cards.is_empty(), "{}", hand.text());
    for (_, card, _) in cards {
        assert!(BOB_DECK.contains(&card.as_str()), "{card} was not drafted");
    }
    s.finish(bot).await;
}
