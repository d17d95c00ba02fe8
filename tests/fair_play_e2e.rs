//! Fair play through the fake Discord: a display name full of mentions, links and
//! Markdown pings nobody and links nowhere in any message the bot sends (a lobby, a
//! challenge, the game, the leaderboard, Share), every message and answer carries
//! allowed_mentions that allow nobody (a challenge only the person challenged), and a
//! deferred answer whose filling edit is rate limited still lands.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::bot::{start_bot, test_config};
use support::counting_game::test_catalog;
use support::fake_discord::{FakeDiscord, FakeUser, RecordedRequest};
use support::wait::{message_containing, WAIT};

const NASTY: &str = "@everyone <@&123> [Free Nitro](https://evil.example) **bold**";

/// Every string in a JSON value.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// The message a request sends or edits, if it carries one: a channel message, an
/// interaction response with data, a webhook edit or follow-up.
fn message_of(request: &RecordedRequest) -> Option<&Value> {
    let body = &request.body;
    let message = if request.path.starts_with("/interactions/") {
        body.get("data")?
    } else if request.path.starts_with("/channels/") && request.path.contains("/messages")
        || request.path.starts_with("/webhooks/")
    {
        body
    } else {
        return None;
    };
    (message.get("content").is_some() || message.get("embeds").is_some()).then_some(message)
}

/// Whom a message's allowed_mentions lets it ping: `Some(users)` when it allows no
/// role, no @everyone and no parsing; `None` when it is missing or allows more.
fn pinged(message: &Value) -> Option<Vec<u64>> {
    let allowed = message.get("allowed_mentions")?;
    let empty = |key: &str| {
        allowed
            .get(key)
            .is_none_or(|v| v.as_array().is_some_and(|a| a.is_empty()))
    };
    if !(empty("parse") && empty("roles")) {
        return None;
    }
    Some(
        allowed
            .get("users")
            .and_then(Value::as_array)
            .map(|users| {
                users
                    .iter()
                    .filter_map(|u| {
                        u.as_str()
                            .and_then(|s| s.parse().ok())
                            .or_else(|| u.as_u64())
                    })
                    .collect()
            })
            .unwrap_or_default(),
    )
}

/// Markup that would ping, link or style in Discord's rendering of message text.
fn live_markup(text: &str) -> Option<&'static str> {
    [
        "@everyone",
        "<@&123>",
        "[Free Nitro](",
        "](https",
        "https://evil",
        "**bold**",
    ]
    .into_iter()
    .find(|needle| text.contains(needle))
}

/// Checks every message the bot sent: no live markup from the name, and mentions
/// allowed for nobody but a challenge's opponent (named first: "<@id>, … challenges
/// you"). Returns how many were checked.
fn check_every_message(fake: &FakeDiscord) -> usize {
    let mut checked = 0;
    let mut problems = Vec::new();
    for request in fake.request_log() {
        let Some(message) = message_of(&request) else {
            continue;
        };
        checked += 1;
        let mut texts = Vec::new();
        strings(message, &mut texts);
        for text in &texts {
            if let Some(markup) = live_markup(text) {
                problems.push(format!(
                    "{} {}: live {markup:?} in {text:?}",
                    request.method, request.path
                ));
            }
        }
        let content = message.get("content").and_then(Value::as_str).unwrap_or("");
        let challenged = content
            .strip_prefix("<@")
            .and_then(|rest| rest.split_once('>'))
            .and_then(|(id, _)| id.parse::<u64>().ok())
            .filter(|_| content.contains("challenges you"));
        let allowed: Vec<u64> = challenged.into_iter().collect();
        match pinged(message) {
            Some(users) if users == allowed => {}
            other => problems.push(format!(
                "{} {}: allowed_mentions {:?} (pings {other:?}, only {allowed:?} allowed)",
                request.method,
                request.path,
                message.get("allowed_mentions")
            )),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    checked
}

async fn private(
    fake: &FakeDiscord,
    user: &FakeUser,
    channel: u64,
    command: &str,
    options: Value,
) -> support::fake_discord::Response {
    let h = fake.slash(user, channel, command, None, options);
    let response = fake.wait_for_response(&h, WAIT).await;
    assert!(response.ephemeral, "{response:?}");
    response
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_full_of_mentions_and_links_pings_and_links_nobody() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (mallory, alice) = (fake.user(NASTY), fake.user("alice"));
    let _bot = start_bot(
        &fake,
        test_config(&fake, &dir.path().join("db")),
        test_catalog(),
    )
    .await;

    // A lobby: mallory opens, alice joins and leaves, mallory cancels.
    let h = fake.slash(&mallory, channel, "count", Some("start"), json!({}));
    fake.wait_for_response(&h, WAIT).await;
    let lobby = message_containing(&fake, channel, "table open").await;
    let h = fake.click_button(&alice, &lobby, "Join");
    fake.wait_for_ack(&h, WAIT).await;
    let h = fake.click_button(&mallory, &lobby, "Cancel");
    fake.wait_for_ack(&h, WAIT).await;
    tokio::time::sleep(Duration::from_millis(400)).await;

    // Alice challenges mallory (mallory's name as the opponent's), who declines; then
    // mallory challenges alice and they play it out.
    let h = fake.slash(
        &alice,
        channel,
        "duel",
        Some("start"),
        json!({"opponent": mallory.id.to_string(), "target": 3}),
    );
    let answer = fake.wait_for_response(&h, WAIT).await;
    assert!(answer.text().contains("Challenge sent to"), "{answer:?}");
    let challenge = message_containing(&fake, channel, "challenges you").await;
    let h = fake.click_button(&mallory, &challenge, "Decline");
    fake.wait_for_ack(&h, WAIT).await;
    tokio::time::sleep(Duration::from_millis(400)).await;

    let h = fake.slash(
        &mallory,
        channel,
        "duel",
        Some("start"),
        json!({"opponent": alice.id.to_string(), "target": 3}),
    );
    fake.wait_for_response(&h, WAIT).await;
    let challenge = fake
        .wait_for(
            |d| {
                d.channel_messages(channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("challenges you") && m.buttons().len() == 3)
                    .filter(|m| m.text().contains(&format!("<@{}>", alice.id)))
            },
            WAIT,
        )
        .await;
    let h = fake.click_button(&alice, &challenge, "Accept");
    fake.wait_for_ack(&h, WAIT).await;
    let table = message_containing(&fake, channel, "Total 0 of 3").await;
    let h = fake.click_button(&mallory, &table, "+2");
    fake.wait_for_ack(&h, WAIT).await;
    let table = message_containing(&fake, channel, "Total 2 of 3").await;
    let h = fake.click_button(&alice, &table, "+1");
    fake.wait_for_ack(&h, WAIT).await;
    message_containing(&fake, channel, "seat 1 won").await;
    tokio::time::sleep(Duration::from_millis(400)).await;

    // The leaderboard and mallory's stats, shared with everyone.
    let board = private(
        &fake,
        &alice,
        channel,
        "leaderboard",
        json!({"game": "duel"}),
    )
    .await;
    assert!(board.text().contains("Free Nitro"), "{}", board.text());
    let stats = private(&fake, &mallory, channel, "stats", json!({"game": "duel"})).await;
    let card = stats.original.clone().expect("a stats card");
    let h = fake.click_button(&mallory, &card, "Share");
    fake.wait_for_response(&h, WAIT).await;
    tokio::time::sleep(Duration::from_millis(400)).await;

    let checked = check_every_message(&fake);
    assert!(checked >= 10, "only {checked} messages checked");
    fake.assert_no_violations();
}

/// The edit that fills a deferred answer is answered 429 with Retry-After: the bot
/// waits and tries again, and the answer lands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_deferred_answer_still_lands() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let alice = fake.user("alice");
    let _bot = start_bot(
        &fake,
        test_config(&fake, &dir.path().join("db")),
        test_catalog(),
    )
    .await;

    fake.set_retry_after(Duration::from_millis(900));
    fake.fail_next("PATCH /webhooks/", 429, 2);
    let board = private(
        &fake,
        &alice,
        channel,
        "leaderboard",
        json!({"game": "duel"}),
    )
    .await;
    assert!(board.text().contains("leaderboard"), "{}", board.text());
    let edits = fake.requests_to("PATCH", "/webhooks/");
    assert_eq!(
        edits.iter().map(|r| r.status).collect::<Vec<_>>(),
        vec![429, 429, 200],
        "{edits:?}"
    );
    fake.assert_no_violations();
}
