//! The shipped program itself (`src/main.rs`: configuration from the environment, its
//! allocator, signals), run as its own process against the fake Discord: it hosts a
//! lobby, stops cleanly on SIGTERM, and a new process carries on with the same table.

#![cfg(unix)]

mod support;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use serde_json::json;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;
use support::fake_discord::FakeDiscord;
use support::wait::message_containing;
use tokio::process::{Child, Command};

const WAIT: Duration = Duration::from_secs(20);

/// Starts the bot's program with its configuration in the environment. It runs in
/// `dir`, so no `.env` file of the developer's is read. The process is killed when its
/// handle is dropped, so no bot outlives its test (a failed assertion included).
fn launch(fake: &FakeDiscord, dir: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_cantina"))
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_URL", fake.api_url())
        .env("DATABASE_PATH", dir.join("db"))
        .env("GUILD_ID", fake.guild_id().to_string())
        // No endgame tables: building them takes a minute.
        .env("ORIL_ENDGAME_STONES", "0")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the bot's program starts")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_program_stops_cleanly_on_sigterm_and_a_new_one_carries_on() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    let mut bot = launch(&fake, dir.path());
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;

    let pid = Pid::from_raw(bot.id().expect("a running bot") as i32);
    kill(pid, Signal::SIGTERM).expect("SIGTERM is sent");
    let status = tokio::time::timeout(WAIT, bot.wait())
        .await
        .expect("the bot exits")
        .expect("the bot's status");
    assert!(status.success(), "SIGTERM ended the bot with {status}");

    // The table outlives the process: bob joins the lobby from before the restart.
    let bot = launch(&fake, dir.path());
    fake.wait_until_named("a second session", |f| f.ready_count() >= 2, WAIT)
        .await;
    let join = fake.click_button(&bob, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(!answer.ephemeral, "Join refused: {}", answer.text());
    message_containing(&fake, channel, "bob").await;

    drop(bot); // killed
    fake.assert_no_violations();
}
