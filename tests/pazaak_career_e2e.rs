//! The Pazaak career end to end through the fake Discord: **Play next** opens the
//! ladder match at the channel with the career deck and the opponent's name; a career
//! match won pays 1,000 credits and unlocks the next opponent (once, across a kill);
//! a lost one pays nothing; `/pazaak deck` swaps a card for an owned one.

mod support;

use cantina::games::pazaak::career::{Career, CareerData};
use cantina::games::pazaak::{Action, MatchAction, MatchConfig, PazaakMatch};
use cantina::table::record::{Phase, SeatRecord};
use serde_json::json;
use support::fake_discord::FakeMessage;
use support::records::RecordBuilder;
use support::setup::Setup;
use support::wait::WAIT;

async fn setup() -> Setup {
    Setup::builder().channel("pazaak").start().await
}

impl Setup {
    /// `/pazaak <screen>` for alice: the private screen.
    /// The career screen once it shows `needle` (a restored finished table is archived,
    /// and pays, just after start-up), or as it is after five seconds.
    async fn career_showing(&self, needle: &str) -> String {
        let mut text = String::new();
        for _ in 0..50 {
            text = self.screen("career").await.text();
            if text.contains(needle) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        text
    }

    async fn screen(&self, name: &str) -> FakeMessage {
        let h = self
            .fake
            .slash(&self.alice, self.channel, "pazaak", Some(name), json!({}));
        let response = self.fake.wait_for_response(&h, WAIT).await;
        assert!(response.ephemeral, "/pazaak {name} is private");
        response.original.expect("a screen")
    }

    async fn press(&self, view: &FakeMessage, label: &str) -> support::fake_discord::Response {
        let handle = self.fake.click_button(&self.alice, view, label);
        self.fake.wait_for_response(&handle, WAIT).await
    }
}

/// A career match at its last moment: alice (seat 0) has won two sets and is to act
/// with a card on her table; the computer stands on nothing. Standing wins the match;
/// leaving loses it.
fn pin_career_match(s: &Setup, rung: usize) -> u64 {
    pin(s, rung, false, false)
}

/// The same match after alice stood and won it, saved as finished but not yet archived:
/// the state a kill leaves between the final commit and the archive.
fn pin_won_career_match(s: &Setup, rung: usize) -> u64 {
    pin(s, rung, true, false)
}

/// `stand_in`: the computer plays alice's seat (she timed out three turns running).
fn pin(s: &Setup, rung: usize, won: bool, stand_in: bool) -> u64 {
    let data = CareerData::builtin().unwrap();
    let career = Career::new(&data).unwrap();
    let opponent = &data.ladder[rung];
    // A seed whose first set alice starts (the seat to act has drawn its first card).
    let game = (0..100)
        .map(|seed| {
            PazaakMatch::with_decks(
                [career.side_deck.clone(), opponent.side_deck.clone()],
                false,
                MatchConfig::default(),
                seed,
            )
        })
        .find(|g| g.engine().and_then(|e| e.to_act()) == Some(0))
        .expect("a seed where alice starts");
    let mut engine = serde_json::to_value(&game).unwrap();
    let playing = &mut engine["stage"]["Playing"];
    playing["players"][0]["sets_won"] = json!(2);
    playing["players"][1]["standing"] = json!(true);
    playing["players"][1]["table"] = json!([]);
    playing["set_number"] = json!(3);
    let phase = if won {
        let mut game: PazaakMatch = serde_json::from_value(engine).unwrap();
        game.act(0, &MatchAction::Play(Action::Stand)).unwrap();
        assert_eq!(game.winner(), Some(0));
        engine = serde_json::to_value(&game).unwrap();
        Phase::Finished
    } else {
        Phase::Playing
    };
    let settings = json!({"free": false, "career": {"user": s.alice.id, "rung": rung}});
    let names = vec![s.alice.name.clone(), opponent.name.clone()];
    RecordBuilder::new("pazaak", 800_000 + s.channel % 1000)
        .channel(s.channel)
        .host(s.alice.id)
        .phase(phase)
        .seat(SeatRecord {
            stand_in,
            ..SeatRecord::person(s.alice.id, s.alice.name.clone())
        })
        .seat_ai("hard", opponent.name.clone())
        .settings(settings)
        .running(engine, names)
        .save(&s.db)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_next_opens_the_ladder_match_with_the_career_deck() {
    let s = setup().await;
    let data = CareerData::builtin().unwrap();
    let first = &data.ladder[0];
    let bot = s.bot().await;
    let career = s.screen("career").await;
    let response = s.press(&career, "Play next").await;
    assert!(response.ephemeral);
    assert!(
        response.text().contains("has started"),
        "{}",
        response.text()
    );
    let table = s.message(&first.name).await;
    assert!(
        !table
            .buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some("Choose deck")),
        "the career deck is taken without choosing"
    );
    // One career match at a time in a channel: the second Play next is refused.
    let again = s.press(&career, "Play next").await;
    assert!(again.ephemeral);
    assert!(
        again.text().contains("already a Pazaak table"),
        "{}",
        again.text()
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_personal_screen_id_clicked_on_a_public_message_answers_privately() {
    let s = setup().await;
    let bot = s.bot().await;
    let career = s.screen("career").await;
    s.press(&career, "Play next").await;
    let first = &CareerData::builtin().unwrap().ladder[0];
    let table = s.message(&first.name).await;
    // The career screen's Shop id, sent from the public table message: a forged click.
    let shop = career.button("Shop").custom_id.unwrap();
    let handle = s.fake.click_raw(&s.alice, &table, &shop);
    let response = s.fake.wait_for_response(&handle, WAIT).await;
    assert!(response.ephemeral, "the shop is private");
    assert!(response.text().contains("credits"), "{}", response.text());
    let after = s.fake.message(table.id).unwrap();
    assert_eq!(after.text(), table.text(), "the table message is untouched");
    assert_eq!(after.buttons().len(), table.buttons().len());
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_career_win_pays_once_and_unlocks_the_next_opponent() {
    let s = setup().await;
    let data = CareerData::builtin().unwrap();
    pin_career_match(&s, 0);
    let bot = s.bot().await;
    let table = s.message("Pazaak").await;
    let handle = s.fake.click_button(&s.alice, &table, "Hand");
    let hand = s
        .fake
        .wait_for_response(&handle, WAIT)
        .await
        .original
        .expect("alice's hand");
    s.press(&hand, "Stand").await;
    s.message("wins the match").await;
    // The end and the payout are one write: read the career once the table is archived.
    let career = s.screen("career").await;
    let text = career.text();
    let paid = data.starting_credits + 1000;
    assert!(
        text.contains(&format!("{paid} credits")),
        "a win pays 1,000 credits: {text}"
    );
    assert!(
        text.contains(&format!("1. {} — ✅ beaten", data.ladder[0].name))
            && text.contains(&format!("2. {} — ▶ next", data.ladder[1].name)),
        "the next opponent is unlocked: {text}"
    );
    bot.kill();
    // A restart does not pay the same match again.
    let bot = s.bot().await;
    let text = s.screen("career").await.text();
    assert!(text.contains(&format!("{paid} credits")), "{text}");
    assert!(text.contains("1 win · 0 losses"), "{text}");
    s.finish(bot).await;
}

/// A kill between the winning commit and its archive: the restarted bot pays the win
/// once, however often it restarts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_interrupted_before_its_archive_pays_once() {
    let s = setup().await;
    let data = CareerData::builtin().unwrap();
    pin_won_career_match(&s, 0);
    let paid = data.starting_credits + 1000;
    for restart in 0..3 {
        let bot = s.bot().await;
        let text = s.career_showing(&format!("{paid} credits")).await;
        assert!(
            text.contains(&format!("{paid} credits")) && text.contains("1 win · 0 losses"),
            "after restart {restart}: {text}"
        );
        bot.kill();
    }
}

/// The ladder asks for a win by the player: one the computer stand-in played to its
/// end for an absent player pays nothing and unlocks nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_by_the_stand_in_of_an_absent_player_pays_nothing() {
    let s = setup().await;
    let data = CareerData::builtin().unwrap();
    pin(&s, 0, true, true);
    let bot = s.bot().await;
    let text = s.career_showing("1 loss").await;
    assert!(text.contains("0 wins · 1 loss"), "{text}");
    assert!(
        text.contains(&format!("{} credits", data.starting_credits)),
        "{text}"
    );
    assert!(
        text.contains(&format!("1. {} — ▶ next", data.ladder[0].name)),
        "{text}"
    );
    s.finish(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_career_loss_pays_nothing_and_the_same_opponent_waits() {
    let s = setup().await;
    let data = CareerData::builtin().unwrap();
    pin_career_match(&s, 0);
    let bot = s.bot().await;
    let table = s.message("Pazaak").await;
    // Leaving forfeits the match.
    s.press(&table, "Leave").await;
    s.message("forfeited the match").await;
    let text = s.screen("career").await.text();
    assert!(
        text.contains(&format!("{} credits", data.starting_credits)),
        "{text}"
    );
    assert!(
        text.contains(&format!("1. {} — ▶ next", data.ladder[0].name)),
        "{text}"
    );
    assert!(
        text.contains("0 wins · 1 loss"),
        "the loss is counted: {text}"
    );
    s.finish(bot).await;
}

/// The deck screen's list of the ten cards.
fn deck_line(screen: &FakeMessage) -> String {
    screen.embeds[0]["description"]
        .as_str()
        .expect("the deck is listed")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_deck_screen_swaps_a_card_for_an_owned_one() {
    let s = setup().await;
    let bot = s.bot().await;
    let deck = s.screen("deck").await;
    let first = deck.select("Take a card out").options[0].label.clone();
    let picked = s.choose(&s.alice, &deck, "Take a card out", &first).await;
    let put_in = picked.select("Put in instead");
    assert!(
        !put_in.options.is_empty(),
        "the starter collection has spares"
    );
    let option = put_in.options[0].label.clone();
    let swapped = s.choose(&s.alice, &picked, "Put in instead", &option).await;
    assert!(swapped.text().contains("Took out"), "{}", swapped.text());
    assert_ne!(deck_line(&swapped), deck_line(&deck), "the deck changed");
    // Saved: the deck screen shows the new deck after a restart.
    bot.kill();
    let bot = s.bot().await;
    let reopened = s.screen("deck").await;
    assert_eq!(deck_line(&reopened), deck_line(&swapped));
    s.finish(bot).await;
}

/// A career match the platform ended (its channel deleted) is nobody's loss: the
/// career counts no loss and the same opponent waits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_career_match_whose_channel_is_deleted_counts_no_loss() {
    let s = setup().await;
    let elsewhere = s.fake.create_channel("elsewhere");
    pin_career_match(&s, 0);
    let bot = s.bot().await;
    s.message("Pazaak").await;
    s.fake.delete_channel(s.channel);
    let career = || async {
        let h = s
            .fake
            .slash(&s.alice, elsewhere, "pazaak", Some("career"), json!({}));
        let response = s.fake.wait_for_response(&h, WAIT).await;
        response.original.expect("a screen").text()
    };
    // The ended table is archived (a loss would be counted then) within moments.
    let mut text = String::new();
    for _ in 0..30 {
        text = career().await;
        if text.contains("loss") && !text.contains("0 losses") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(
        !text.contains("1 loss"),
        "no loss for the platform's end: {text}"
    );
    assert!(text.contains("0 wins"), "{text}");
    bot.stop().await.unwrap();
}
