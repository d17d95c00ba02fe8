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
    launch_with(fake, dir, &[])
}

/// [`launch`] with more variables; its standard error is piped.
fn launch_with(fake: &FakeDiscord, dir: &Path, env: &[(&str, &str)]) -> Child {
    let mut command = bot_command(fake, dir);
    command.envs(env.iter().copied()).stderr(Stdio::piped());
    command.spawn().expect("the bot's program starts")
}

fn bot_command(fake: &FakeDiscord, dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cantina"));
    command
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
        .kill_on_drop(true);
    command
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

/// `cantina ARGS` on the database `db` (no token needed); its status and output.
async fn subcommand(db: &Path, args: &[&str]) -> (std::process::ExitStatus, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_cantina"))
        .current_dir(db.parent().expect("a directory"))
        .env_clear()
        .env("DATABASE_PATH", db)
        .env("RUST_LOG", "warn")
        .args(args)
        .output()
        .await
        .expect("the program runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status, text)
}

/// What a process wrote to its standard error, once it has exited.
async fn stderr_of(child: &mut Child) -> String {
    use tokio::io::AsyncReadExt;
    let mut text = String::new();
    if let Some(mut err) = child.stderr.take() {
        let _ = err.read_to_string(&mut text).await;
    }
    text
}

/// `SHARDS=first-last/total` identifies exactly those shards, against a gateway that
/// closes an IDENTIFY for a shard not below its total with 4010, as Discord does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_identify_exactly_the_configured_slice() {
    let plans: [(&str, &[[u64; 2]]); 2] = [("1-1/2", &[[1, 2]]), ("0-1/3", &[[0, 3], [1, 3]])];
    let mut runs = Vec::new();
    for (plan, expected) in plans {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let bot = launch_with(&fake, dir.path(), &[("SHARDS", plan)]);
        runs.push((plan, expected, fake, dir, bot));
    }
    for (_, _, fake, _, _) in &runs {
        fake.wait_bot_ready(WAIT).await;
    }
    // serenity starts one shard every 5 s: time for one more than asked for.
    tokio::time::sleep(Duration::from_secs(12)).await;
    for (plan, expected, fake, _, bot) in &mut runs {
        assert_eq!(
            fake.refused_shards(),
            Vec::<[u64; 2]>::new(),
            "{plan}: invalid shard sent"
        );
        let mut identified = fake.identified_shards();
        identified.sort_unstable();
        identified.dedup();
        assert_eq!(identified, expected.to_vec(), "{plan}");
        assert!(bot.try_wait().unwrap().is_none(), "{plan}: the bot stopped");
    }
}

/// A gateway close serenity cannot recover from (here 4011, sharding required) ends the
/// process non-zero with a line saying why, instead of a process that answers nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_that_refuses_the_bot_for_good_ends_the_process() {
    let fake = FakeDiscord::start().await;
    fake.refuse_identify(4011);
    let dir = tempfile::tempdir().unwrap();
    let mut bot = launch_with(&fake, dir.path(), &[]);
    let Ok(status) = tokio::time::timeout(WAIT, bot.wait()).await else {
        let _ = bot.kill().await;
        panic!(
            "the bot still runs after {WAIT:?} instead of exiting; it wrote:\n{}",
            stderr_of(&mut bot).await
        );
    };
    let status = status.expect("the bot's status");
    assert_eq!(status.code(), Some(1), "{status}");
    let stderr = stderr_of(&mut bot).await;
    assert!(stderr.contains("4011"), "{stderr}");
}

/// A database that will not open: a line pointing to the recovery steps and exit code
/// 2 (a supervisor told not to restart on 2 does not loop).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_will_not_open_exits_2_with_the_recovery_steps() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // A plain file where the database directory should be.
    std::fs::write(dir.path().join("db"), b"not a database").unwrap();
    let stderr = exits_2(launch_with(&fake, dir.path(), &[])).await;
    assert!(stderr.contains("Back up and recover"), "{stderr}");
}

/// Waits for a bot that must not start: it exits with code 2 (a supervisor told not to
/// restart on 2 does not loop). Returns what it wrote to its standard error.
async fn exits_2(mut bot: Child) -> String {
    let status = tokio::time::timeout(WAIT, bot.wait())
        .await
        .expect("the bot exits")
        .expect("the bot's status");
    assert_eq!(status.code(), Some(2), "{status}");
    stderr_of(&mut bot).await
}

/// A game's own setting that is not valid stops the start with one line naming it and
/// exit code 2 (Oril's endgame size, checked by the game's warm-up).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_invalid_setting_exits_2_naming_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let stderr = exits_2(launch_with(
        &fake,
        dir.path(),
        &[("ORIL_ENDGAME_STONES", "99")],
    ))
    .await;
    assert!(stderr.contains("ORIL_ENDGAME_STONES"), "{stderr}");
}

/// `cantina backup` of a stopped bot's store and `cantina restore` into an empty one
/// copy every table and record; a bot on the restored store carries on with the table;
/// a restore into a store that holds something is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_and_restore_round_trip_the_store_and_the_table_plays_on() {
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
        .unwrap()
        .unwrap();
    assert!(status.success(), "{status}");

    let file = dir.path().join("cantina.backup");
    let (status, text) =
        subcommand(&dir.path().join("db"), &["backup", file.to_str().unwrap()]).await;
    assert!(status.success(), "backup: {text}");
    let restored = dir.path().join("restored");
    let (status, text) = subcommand(&restored, &["restore", file.to_str().unwrap()]).await;
    assert!(status.success(), "restore: {text}");

    // Every tree holds as many entries (the restored default tree also holds its id
    // floor).
    let counts = |db: &Path| {
        let store = cantina::store::Store::open(db).unwrap();
        let copied = store.backup_to(&db.with_extension("check")).unwrap();
        copied.trees
    };
    let original = counts(&dir.path().join("db"));
    let copy = counts(&restored);
    assert!(
        original.iter().any(|(name, n)| name == "tables" && *n > 0),
        "{original:?}"
    );
    for (name, n) in &original {
        let copied = copy.iter().find(|(c, _)| c == name).map(|(_, n)| *n);
        let expected = if name == "default" { n + 1 } else { *n };
        assert_eq!(
            copied,
            Some(expected),
            "tree {name}: {original:?} -> {copy:?}"
        );
    }

    // Not into a store that holds something.
    let (status, text) = subcommand(&restored, &["restore", file.to_str().unwrap()]).await;
    assert!(!status.success(), "a restore over a store: {text}");
    assert!(text.contains("not empty"), "{text}");

    // The restored table plays on: bob joins the lobby from before.
    let mut command = bot_command(&fake, dir.path());
    command.env("DATABASE_PATH", &restored);
    let bot = command.spawn().expect("the bot starts");
    fake.wait_until_named("a second session", |f| f.ready_count() >= 2, WAIT)
        .await;
    let join = fake.click_button(&bob, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(!answer.ephemeral, "Join refused: {}", answer.text());
    message_containing(&fake, channel, "bob").await;
    drop(bot);
}

/// `cantina rebuild-standings` rebuilds a damaged standing from the results; with no
/// database it exits 2 and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rebuild_standings_repairs_a_damaged_standing() {
    use cantina::store::results::GameResult;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    {
        let store = cantina::store::Store::open(&db).unwrap();
        let won = |table_id: u64| GameResult {
            schema: cantina::store::SCHEMA,
            game: "oril".into(),
            guild_id: Some(1),
            channel_id: 1,
            table_id,
            seat: 0,
            user: Some(7),
            name: "ada".into(),
            place: 1,
            sharing_first: 1,
            score: 1,
            opponents: Vec::new(),
            finished_ms: table_id,
            length_ms: 1,
            round: 0,
            stand_in: false,
            unrated: false,
            assisted: false,
            unknown_fields: Default::default(),
        };
        store.results().save(&[won(1), won(2)]).unwrap();
        store
            .standings()
            .damage_for_tests("oril", Some(1), 7)
            .unwrap();
        assert_eq!(store.standings().get("oril", Some(1), 7).unwrap(), None);
    }
    // sled lets go of its lock a moment after the last handle drops.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, text) = subcommand(&db, &["rebuild-standings"]).await;
    assert!(status.success(), "{text}");
    assert!(
        text.contains("standings rebuilt from the results: 1"),
        "{text}"
    );
    let store = cantina::store::Store::open(&db).unwrap();
    let standing = store.standings().get("oril", Some(1), 7).unwrap().unwrap();
    assert_eq!(standing.counted.wins, 2);

    let (status, text) = subcommand(&dir.path().join("none"), &["rebuild-standings"]).await;
    assert_eq!(status.code(), Some(2), "{text}");
    assert!(!dir.path().join("none").exists());
}
