//! The web pages in a real headless Chromium: a match played through the fake Discord
//! in a server that opened its pages (`/web on`), then its replay and the server's
//! leaderboard opened by following the links the bot posted. The names show as text
//! (a player named `<script>alert(1)</script>` runs nothing), the steps link to each
//! other with `rel="next"` and `rel="prev"`, the pictures load, the console stays
//! clean, the pages speak the reader's language, a forget reaches them at once and
//! `/web off` removes them. Screenshots of each page in each language are written to
//! `target/tmp/web-screens/` to be looked at.

mod support;

use fantoccini::{Client, Locator};
use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;
use support::browser::{console_problems, Driver};
use support::fake_discord::{FakeMessage, FakeUser, DEFAULT_MEMBER_PERMISSIONS};
use support::setup::Setup;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const WAIT: Duration = Duration::from_secs(20);
/// Discord's Manage Server permission.
const MANAGE_GUILD: u64 = 1 << 5;
const HOSTILE: &str = "<script>alert(1)</script>";
const LI: &str = "李小龙";

fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// The status of `GET url` (plain HTTP/1.1 on loopback), within a few seconds.
async fn status_of(url: &str) -> u16 {
    let rest = url.strip_prefix("http://").expect("an http address");
    let (host, path) = rest.split_once('/').unwrap();
    let exchange = async {
        let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
        let request = format!("GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut bytes = Vec::new();
        stream.read_to_end(&mut bytes).await.unwrap();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        text.split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    };
    tokio::time::timeout(Duration::from_secs(5), exchange)
        .await
        .expect("an answer in time")
}

/// The newest Oril table message.
async fn table(s: &Setup, needle: &str) -> FakeMessage {
    s.fake
        .wait_for_named(
            &format!("an Oril table with {needle:?}"),
            |f| {
                f.channel_messages(s.channel)
                    .into_iter()
                    .rev()
                    .find(|m| m.text().contains("Oril ·"))
                    .filter(|m| m.text().contains(needle))
            },
            WAIT,
        )
        .await
}

/// `user` presses `label` on `message`, and the press is not refused.
async fn press(s: &Setup, user: &FakeUser, message: &FakeMessage, label: &str) {
    let handle = s.fake.click_button(user, message, label);
    let response = s.fake.wait_for_ack(&handle, WAIT).await;
    assert!(!response.ephemeral, "{label} refused: {}", response.text());
}

/// A private slash command's answer: its text and its link buttons' addresses.
async fn private_command(
    s: &Setup,
    user: &FakeUser,
    command: &str,
    sub: Option<&str>,
    options: serde_json::Value,
) -> (String, Vec<String>) {
    let handle = s.fake.slash(user, s.channel, command, sub, options);
    let response = s.private_response(&handle).await;
    let links = response
        .original
        .iter()
        .flat_map(|m| m.buttons())
        .filter_map(|b| b.url)
        .collect();
    (response.text(), links)
}

/// A few moves each, then both agree to end: the game is over.
async fn play_a_short_match(s: &Setup, hostile: &FakeUser, li: &FakeUser) -> FakeMessage {
    let start = s.fake.slash(
        hostile,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": li.id.to_string(), "first": "challenger"}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    let challenge = s.message("challenges you").await;
    press(s, li, &challenge, "Accept").await;
    let mut shown = table(s, "to move").await;
    for ply in 0..4 {
        let mover = if ply % 2 == 0 { hostile } else { li };
        let house = shown
            .buttons()
            .into_iter()
            .filter(|b| !b.disabled)
            .filter_map(|b| b.label)
            .find(|l| l.len() == 1 && l.as_bytes()[0].is_ascii_digit())
            .expect("a house to sow");
        press(s, mover, &shown, &house).await;
        let before = shown.text();
        shown = s
            .fake
            .wait_for_named(
                "the table after the move",
                |f| {
                    f.channel_messages(s.channel)
                        .into_iter()
                        .rev()
                        .find(|m| m.text().contains("Oril ·"))
                        .filter(|m| m.text() != before && m.text().contains("to move"))
                },
                WAIT,
            )
            .await;
    }
    press(s, hostile, &shown, "Propose end").await;
    let proposed = table(s, "proposes to end").await;
    press(s, li, &proposed, "Propose end").await;
    table(s, "Game over").await
}

/// The text of the page's body.
async fn body_text(client: &Client) -> String {
    client
        .find(Locator::Css("body"))
        .await
        .expect("a body")
        .text()
        .await
        .expect("its text")
}

/// The page's language and whether its table picture loaded.
async fn lang_and_picture(client: &Client) -> (String, bool) {
    let lang = client
        .execute("return document.documentElement.lang", vec![])
        .await
        .unwrap();
    let loaded = client
        .execute(
            "const img = document.querySelector('figure img'); \
             return !!img && img.complete && img.naturalWidth > 100",
            vec![],
        )
        .await
        .unwrap();
    (
        lang.as_str().unwrap_or_default().to_string(),
        loaded.as_bool().unwrap_or(false),
    )
}

/// Wait until the browser shows an address ending in `tail`.
async fn at(client: &Client, tail: &str) {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let url = client.current_url().await.unwrap();
        if url.as_str().ends_with(tail) {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "still at {url}, not …{tail}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn screenshot_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-screens");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

async fn screenshot(client: &Client, name: &str) {
    let png = client.screenshot().await.expect("a screenshot");
    assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
    std::fs::write(screenshot_dir().join(format!("{name}.png")), png).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_and_leaderboards_in_a_real_browser() {
    let s = Setup::builder().channel("oril").wait(WAIT).start().await;
    let addr = free_addr();
    let mut config = s.config();
    config.web_addr = Some(addr);
    let bot = s.bot_with(config).await;
    let hostile = s.fake.user(HOSTILE);
    let li = s.fake.user(LI);
    s.fake
        .set_permissions(&hostile, DEFAULT_MEMBER_PERMISSIONS | MANAGE_GUILD);
    let board = format!("http://{addr}/leaderboard/{}/oril", s.fake.guild_id());

    // Until a server manager opens them, the server has no pages.
    assert_eq!(status_of(&board).await, 404);
    let (refused, _) = private_command(&s, &li, "web", Some("on"), json!({})).await;
    assert!(refused.contains("Only members who can manage"), "{refused}");
    assert_eq!(
        status_of(&board).await,
        404,
        "a refused /web changes nothing"
    );
    let (opened, links) = private_command(&s, &hostile, "web", Some("on"), json!({})).await;
    assert!(opened.contains("pages are open"), "{opened}");
    assert!(
        links
            .iter()
            .any(|l| l.starts_with(&board[..board.len() - 4])),
        "{links:?}"
    );

    let over = play_a_short_match(&s, &hostile, &li).await;
    let replay = over
        .buttons()
        .into_iter()
        .find(|b| b.label.as_deref() == Some("Replay"))
        .and_then(|b| b.url)
        .unwrap_or_else(|| {
            panic!(
                "a Replay link under the finished table: {:?}",
                over.buttons()
            )
        });
    assert!(
        replay.starts_with(&format!("http://{addr}/replay/")) && replay.ends_with("/1"),
        "{replay}"
    );
    // `/leaderboard` links to the server's page.
    let (_, links) = private_command(&s, &li, "leaderboard", None, json!({"game": "oril"})).await;
    assert_eq!(links, std::slice::from_ref(&board));

    let driver = Driver::start().await;
    let en = driver.browser("en-US,en").await;
    en.goto(&replay).await.unwrap();
    let text = body_text(&en).await;
    assert!(text.contains("Oril replay"), "{text}");
    assert!(
        text.contains(HOSTILE) && text.contains(LI),
        "names as text: {text}"
    );
    assert!(text.contains("Step 1 of"), "{text}");
    assert!(en.get_alert_text().await.is_err(), "a name ran a script");
    assert_eq!(lang_and_picture(&en).await, ("en-US".to_string(), true));
    assert!(
        en.find(Locator::Css("a[rel=prev]")).await.is_err(),
        "no step before the first"
    );
    screenshot(&en, "replay-en-US").await;
    // Forward and back through the steps' own links.
    en.find(Locator::Css("a[rel=next]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    at(&en, "/2").await;
    assert!(body_text(&en).await.contains("Step 2 of"));
    assert!(lang_and_picture(&en).await.1, "step 2's picture");
    en.find(Locator::Css("a[rel=prev]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    at(&en, "/1").await;
    en.find(Locator::Css("a[rel=last]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let last = body_text(&en).await;
    assert!(
        last.contains("agreed to end"),
        "the result on the last step: {last}"
    );
    assert!(en.find(Locator::Css("a[rel=next]")).await.is_err());
    screenshot(&en, "replay-last-en-US").await;
    en.goto(&board).await.unwrap();
    let text = body_text(&en).await;
    assert!(text.contains("Oril leaderboard"), "{text}");
    assert!(text.contains(HOSTILE) && text.contains(LI), "{text}");
    assert!(text.contains("Latest games"), "{text}");
    assert!(en.get_alert_text().await.is_err(), "a name ran a script");
    screenshot(&en, "leaderboard-en-US").await;
    let problems = console_problems(&en).await;
    assert!(problems.is_empty(), "console: {problems:#?}");

    // In the reader's language.
    for (accept, lang, replay_title, board_title) in [
        (
            "pt-BR,pt;q=0.9",
            "pt-BR",
            "Oril: a partida passo a passo",
            "Classificação de Oril",
        ),
        ("zh-CN,zh;q=0.9", "zh-CN", "回放", "排行榜"),
        ("cs", "cs", "Záznam hry", "Žebříček"),
    ] {
        let reader = driver.browser(accept).await;
        reader.goto(&replay).await.unwrap();
        let text = body_text(&reader).await;
        assert!(text.contains(replay_title), "{lang}: {text}");
        assert!(text.contains(LI), "{lang}: {text}");
        assert_eq!(lang_and_picture(&reader).await, (lang.to_string(), true));
        screenshot(&reader, &format!("replay-{lang}")).await;
        reader.goto(&board).await.unwrap();
        let text = body_text(&reader).await;
        assert!(text.contains(board_title), "{lang}: {text}");
        screenshot(&reader, &format!("leaderboard-{lang}")).await;
        let problems = console_problems(&reader).await;
        assert!(problems.is_empty(), "{lang} console: {problems:#?}");
        reader.close().await.unwrap();
    }

    // A forget reaches the pages at once.
    let (forgotten, _) =
        private_command(&s, &li, "privacy", Some("forget"), json!({"confirm": true})).await;
    assert!(!forgotten.is_empty());
    en.goto(&replay).await.unwrap();
    let text = body_text(&en).await;
    assert!(
        !text.contains(LI),
        "the forgotten name is still shown: {text}"
    );
    assert!(text.contains(HOSTILE), "{text}");
    en.goto(&board).await.unwrap();
    let text = body_text(&en).await;
    assert!(!text.contains(LI), "{text}");

    // `/web off` removes the pages.
    let (closed, _) = private_command(&s, &hostile, "web", Some("off"), json!({})).await;
    assert!(closed.contains("pages are closed"), "{closed}");
    assert_eq!(status_of(&board).await, 404);
    assert_eq!(status_of(&replay).await, 404);
    en.close().await.unwrap();

    s.fake.assert_no_violations();
    bot.stop().await.expect("a clean stop");
}
