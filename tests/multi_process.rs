//! Several bot processes on one PostgreSQL database, run as their own programs against
//! the fake Discord and a throwaway PostgreSQL server: a table survives kill -9 of the
//! process running it and goes on in another; a process whose shards do not include
//! the server takes a table over on a click (a change of shards); a table is never run
//! by two processes at once; a PostgreSQL restart mid-game loses nothing acknowledged.

#![cfg(unix)]

mod support;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use serde_json::json;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;
use support::fake_discord::FakeDiscord;
use support::postgres::Postgres;
use support::wait::message_containing;
use tokio::process::{Child, Command};

const WAIT: Duration = Duration::from_secs(30);

/// The bot's program on the database at `url`, with more variables; killed with its
/// handle.
fn launch(fake: &FakeDiscord, dir: &Path, url: &str, env: &[(&str, &str)]) -> Child {
    bot_command(fake, dir, url, env)
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot's program starts")
}

fn bot_command(fake: &FakeDiscord, dir: &Path, url: &str, env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cantina"));
    command
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_URL", fake.api_url())
        .env("DATABASE_URL", url)
        .env("DATABASE_PATH", dir.join("unused"))
        .env("GUILD_ID", fake.guild_id().to_string())
        .env("ORIL_ENDGAME_STONES", "0")
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .kill_on_drop(true);
    command
}

fn kill_9(bot: &Child) {
    let pid = Pid::from_raw(bot.id().expect("a running bot") as i32);
    kill(pid, Signal::SIGKILL).expect("SIGKILL is sent");
}

/// The slice of two shards that does not hold `guild` (Discord: `(id >> 22) % total`).
fn other_half(guild: u64) -> String {
    let other = 1 - (guild >> 22) % 2;
    format!("{other}-{other}/2")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_move_between_processes_and_never_run_twice() {
    let pg = Postgres::shared();
    let url = pg.new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let people: Vec<_> = ["alice", "bob", "carol", "dave", "erin"]
        .iter()
        .map(|name| fake.user(name))
        .collect();

    // Process A opens a lobby, and bob joins: acknowledged, so durable.
    let a = launch(&fake, dir.path(), &url, &[]);
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&people[0], channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let join = fake.click_button(&people[1], &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(!answer.ephemeral, "Join refused: {}", answer.text());

    // A dies by kill -9; process B on the same database carries on with the table.
    kill_9(&a);
    let b = launch(&fake, dir.path(), &url, &[]);
    fake.wait_ready_count(2, WAIT).await;
    let join = fake.click_button(&people[2], &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        !answer.ephemeral,
        "Join after kill -9 refused: {}",
        answer.text()
    );
    let shown = message_containing(&fake, channel, "carol").await;
    assert!(
        shown.text().contains("bob"),
        "bob's join was kept: {}",
        shown.text()
    );

    // B runs the table now. Process C, whose shards hold this server too, gets the
    // next click: the table is B's, so C says so and changes nothing.
    let c = launch(&fake, dir.path(), &url, &[]);
    fake.wait_ready_count(3, WAIT).await;
    let join = fake.click_button(&people[3], &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        answer.ephemeral,
        "two processes ran one table: {}",
        answer.text()
    );
    assert!(
        answer.text().contains("try again"),
        "a clear answer: {}",
        answer.text()
    );

    // B stops; a process running the other half of two shards (so it restored nothing
    // of this server) gets the click and takes the table over: the old buttons work.
    kill_9(&b);
    drop(c);
    let d = launch(
        &fake,
        dir.path(),
        &url,
        &[("SHARDS", &other_half(fake.guild_id()))],
    );
    fake.wait_ready_count(4, WAIT).await;
    let join = fake.click_button(&people[3], &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        !answer.ephemeral,
        "Join after a shard change refused: {}",
        answer.text()
    );
    let shown = message_containing(&fake, channel, "dave").await;
    assert!(shown.text().contains("carol"), "{}", shown.text());
    drop(d);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_restart_mid_game_loses_nothing_and_play_resumes() {
    let mut pg = Postgres::start();
    let url = pg.new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));

    let bot = launch(&fake, dir.path(), &url, &[]);
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let join = fake.click_button(&bob, &lobby, "Join");
    assert!(!fake.wait_for_ack(&join, WAIT).await.ephemeral);

    // The database crashes: a click is refused privately, and the bot stays up.
    pg.crash();
    let join = fake.click_button(&carol, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        answer.ephemeral,
        "a change without a database: {}",
        answer.text()
    );

    // It comes back: play resumes in the same process, with bob still seated.
    pg.resume();
    let mut joined = false;
    for _ in 0..20 {
        let join = fake.click_button(&carol, &lobby, "Join");
        let answer = fake.wait_for_ack(&join, WAIT).await;
        if !answer.ephemeral {
            joined = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert!(joined, "play did not resume after the database came back");
    let shown = message_containing(&fake, channel, "carol").await;
    assert!(shown.text().contains("bob"), "{}", shown.text());
    drop(bot);
}

/// `DATABASE_URL` that is malformed: one clear line naming the variable and what
/// failed, exit 2 (a supervisor does not restart it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_database_url_exits_2_with_one_clear_line() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    for url in [
        "mysql://bot@127.0.0.1/db",
        "postgres://%zz@127.0.0.1/x?sslmode=bogus",
    ] {
        let bot = bot_command(&fake, dir.path(), url, &[])
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = tokio::time::timeout(WAIT, bot.wait_with_output())
            .await
            .expect("the bot exits")
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{url}");
        let text = String::from_utf8_lossy(&out.stderr);
        let last = text.lines().last().unwrap_or_default();
        assert!(last.contains("DATABASE_URL"), "{url}: {text}");
    }
}

/// A bot started while PostgreSQL is down (a restart, a failover) neither exits 2 nor
/// gives up: it tries again, with a growing pause, and serves once the database answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_started_while_postgres_is_down_waits_for_it_and_then_serves() {
    let mut pg = Postgres::start();
    let url = pg.new_database();
    pg.stop();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let alice = fake.user("alice");
    let mut bot = launch(&fake, dir.path(), &url, &[]);
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert!(
        bot.try_wait().unwrap().is_none(),
        "the bot gave up: {:?}",
        bot.try_wait()
    );
    pg.resume();
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    message_containing(&fake, channel, "lobby").await;
    drop(bot);
}

/// `cantina migrate --to URL` copies a bot's sled store into PostgreSQL, checks the
/// counts, can run again, and a bot on PostgreSQL plays on with the table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_moves_a_sled_bot_to_postgres_and_its_table_plays_on() {
    let url = Postgres::shared().new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let db = dir.path().join("db");
    let sled_bot = Command::new(env!("CARGO_BIN_EXE_cantina"))
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_URL", fake.api_url())
        .env("DATABASE_PATH", &db)
        .env("GUILD_ID", fake.guild_id().to_string())
        .env("ORIL_ENDGAME_STONES", "0")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let pid = Pid::from_raw(sled_bot.id().unwrap() as i32);
    kill(pid, Signal::SIGTERM).unwrap();
    let _ = tokio::time::timeout(WAIT, sled_bot.wait_with_output()).await;

    let migrate = || {
        Command::new(env!("CARGO_BIN_EXE_cantina"))
            .args(["migrate", "--to", &url])
            .current_dir(dir.path())
            .env_clear()
            .env("DATABASE_PATH", &db)
            .output()
    };
    let out = migrate().await.unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("tables: 2"),
        "a record and its summary: {text}"
    );
    assert!(text.contains("checked"), "{text}");
    // Run again into the database it filled: refused, with the reason.
    let again = migrate().await.unwrap();
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success(), "a second migrate ran: {said}");
    assert!(said.contains("not empty"), "{said}");
    let bot = launch(&fake, dir.path(), &url, &[]);
    fake.wait_ready_count(2, WAIT).await;
    let join = fake.click_button(&bob, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        !answer.ephemeral,
        "Join on PostgreSQL refused: {}",
        answer.text()
    );
    drop(bot);
}

/// How many advisory locks PostgreSQL holds on the database at `url` (table claims).
fn advisory_locks(pg: &Postgres, url: &str) -> u64 {
    let db = url.rsplit('/').next().unwrap();
    pg.psql(&format!(
        "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database \
         WHERE l.locktype = 'advisory' AND d.datname = '{db}'"
    ))
    .trim()
    .parse()
    .unwrap()
}

/// Wait until the database holds `n` advisory locks, at most `WAIT`; the count then.
async fn advisory_locks_become(pg: &Postgres, url: &str, n: u64) -> u64 {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let held = advisory_locks(pg, url);
        if held == n || tokio::time::Instant::now() > deadline {
            return held;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A table with nothing due is not taken at a clean start; one due at start (after a
/// kill -9) is taken once and let go when it ends: PostgreSQL keeps no lock of a
/// finished table for the life of the process.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_taken_at_start_lets_go_of_its_lock_when_it_ends() {
    let pg = Postgres::shared();
    let url = pg.new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));

    let a = launch(&fake, dir.path(), &url, &[]);
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let join = fake.click_button(&bob, &lobby, "Join");
    assert!(!fake.wait_for_ack(&join, WAIT).await.ephemeral);
    message_containing(&fake, channel, "bob").await;
    // The publisher notes what the message shows just after the fake shows it; a stop
    // before that leaves the table due at the next start (its message to bring up to
    // date), which is right, but not what this test is about.
    tokio::time::sleep(Duration::from_secs(1)).await;

    // A clean stop: the table message shows the table, nothing is due at the next start.
    let pid = Pid::from_raw(a.id().unwrap() as i32);
    kill(pid, Signal::SIGTERM).unwrap();
    let _ = tokio::time::timeout(WAIT, a.wait_with_output()).await;
    let b = launch(&fake, dir.path(), &url, &[]);
    fake.wait_ready_count(2, WAIT).await;
    // Waited for: the stopped process's session may still be closing on the server.
    assert_eq!(
        advisory_locks_become(pg, &url, 0).await,
        0,
        "a table with nothing due was taken at start"
    );

    // A change, then kill -9 before anything else: the table is due at the next start.
    let join = fake.click_button(&carol, &lobby, "Join");
    assert!(!fake.wait_for_ack(&join, WAIT).await.ephemeral);
    kill_9(&b);
    drop(b);
    let c = launch(&fake, dir.path(), &url, &[]);
    fake.wait_ready_count(3, WAIT).await;
    assert_eq!(
        advisory_locks_become(pg, &url, 1).await,
        1,
        "the table due at start is taken"
    );
    let end = fake.slash(&alice, channel, "uno", Some("end"), json!({}));
    fake.wait_for_response(&end, WAIT).await;
    assert_eq!(
        advisory_locks_become(pg, &url, 0).await,
        0,
        "the ended table's lock is let go"
    );
    drop(c);
}

/// The table id a table message's buttons carry (`game:table:counter:verb`, in base 36).
fn table_id_of(message: &support::fake_discord::FakeMessage) -> u64 {
    message
        .buttons()
        .iter()
        .find_map(|b| u64::from_str_radix(b.custom_id.as_deref()?.split(':').nth(1)?, 36).ok())
        .expect("a table message's buttons name its table")
}

/// A database restart ends the session holding process A's table lock without A
/// knowing. Another process (here the test, through the store, as a second bot would)
/// takes the table and acknowledges a change. A must neither overwrite it (its writes
/// are fenced) nor go on answering from the copy in its memory (its actor stops when
/// the claims are looked at again); once the other process lets go, A takes the table
/// back as the store holds it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_taken_over_after_a_database_restart_is_neither_overwritten_nor_answered_from_memory(
) {
    use cantina::store::{Location, Store, StoreOptions};
    use cantina::table::record::TableRecord;
    let mut pg = Postgres::start();
    let url = pg.new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));

    let a = launch(&fake, dir.path(), &url, &[]);
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let id = table_id_of(&lobby);
    let join = fake.click_button(&bob, &lobby, "Join");
    assert!(!fake.wait_for_ack(&join, WAIT).await.ephemeral);

    // The restart; the other process takes the table before A looks at its claims
    // again (A may win that race: then the database restarts again).
    let other = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default())
        .expect("the other process opens the store");
    let mut taken = false;
    for _ in 0..5 {
        pg.crash();
        pg.resume();
        for _ in 0..50 {
            match other.claim_table(id) {
                Ok(claimed) => {
                    taken = claimed;
                    break;
                }
                // Its own connections come back first.
                Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
        if taken {
            break;
        }
    }
    assert!(taken, "the other process could not take the table");
    // It acknowledges a change: bob left.
    let mut record: TableRecord = other.tables().load(id).unwrap().expect("the live table");
    record.seats.retain(|s| s.user() != Some(bob.id));
    other.tables().write(id, &record, &[]).unwrap();
    other.flush().unwrap();
    let seated = |store: &Store| -> Vec<u64> {
        let record: TableRecord = store.tables().load(id).unwrap().expect("the live table");
        record.seats.iter().filter_map(|s| s.user()).collect()
    };
    assert_eq!(seated(&other), vec![alice.id]);

    // A click reaches A at once, before its claims are looked at: refused, and the
    // change it asked for does not land over the other process's.
    let join = fake.click_button(&carol, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        answer.ephemeral,
        "A applied a click to a table it lost: {}",
        answer.text()
    );
    assert_eq!(
        seated(&other),
        vec![alice.id],
        "A overwrote the other process's acknowledged change"
    );

    // Past A's next look at its claims (every 2 s), its actor has stopped: bob, whom
    // A's memory still seats, is told to try again, not that he already sits there.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let join = fake.click_button(&bob, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        answer.ephemeral && answer.text().contains("try again"),
        "A answered from a table it no longer runs: {}",
        answer.text()
    );

    // The other process lets go: A takes the table back as the store holds it.
    other.release_table(id);
    let join = fake.click_button(&bob, &lobby, "Join");
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(!answer.ephemeral, "bob's Join refused: {}", answer.text());
    let mut back = seated(&other);
    back.sort_unstable();
    let mut expected = vec![alice.id, bob.id];
    expected.sort_unstable();
    assert_eq!(back, expected, "A went on from the store's table");
    drop(a);
}

/// A click on a table its process has never read (another process opened it after
/// this one started) while the database is away: the person is told the database is
/// unavailable, not that the game is gone, and once it is back the table plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_looked_up_during_a_database_outage_is_not_called_gone() {
    use cantina::store::{Location, Store, StoreOptions};
    use cantina::table::record::TableRecord;
    let mut pg = Postgres::start();
    let url = pg.new_database();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channel = fake.create_channel("games");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));

    let bot = launch(&fake, dir.path(), &url, &[]);
    fake.wait_bot_ready(WAIT).await;
    let start = fake.slash(&alice, channel, "uno", Some("start"), json!({}));
    fake.wait_for_response(&start, WAIT).await;
    let lobby = message_containing(&fake, channel, "lobby").await;
    let join = fake.click_button(&bob, &lobby, "Join");
    assert!(!fake.wait_for_ack(&join, WAIT).await.ephemeral);

    // Another process opens a table the bot has never read (a copy of the lobby).
    let other = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default())
        .expect("the other process opens the store");
    let mut record: TableRecord = other
        .tables()
        .load(table_id_of(&lobby))
        .unwrap()
        .expect("the live lobby");
    let id = other.next_id().unwrap();
    record.id = id;
    record.message_id = None;
    other.tables().save(id, &record).unwrap();
    let join_there = format!(
        "uno:{}:{}:join",
        cantina::discord::custom_id::base36(id),
        cantina::discord::custom_id::base36(record.counter)
    );
    drop(other);

    // The database goes away; a click for that table reaches the bot.
    pg.crash();
    let join = fake.click_raw(&carol, &lobby, &join_there);
    let answer = fake.wait_for_ack(&join, WAIT).await;
    assert!(
        answer.ephemeral,
        "a change without a database: {}",
        answer.text()
    );
    assert!(
        answer.text().contains("database is unavailable"),
        "a live table called gone while the database is away: {}",
        answer.text()
    );

    // It is back: the bot takes the table and carol's click lands there.
    pg.resume();
    let mut joined = false;
    for _ in 0..40 {
        let join = fake.click_raw(&carol, &lobby, &join_there);
        if !fake.wait_for_ack(&join, WAIT).await.ephemeral {
            joined = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert!(
        joined,
        "the table did not play on after the database came back"
    );
    let store = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default())
        .expect("the store opens");
    let record: TableRecord = store.tables().load(id).unwrap().expect("still live");
    let seated: Vec<u64> = record.seats.iter().filter_map(|s| s.user()).collect();
    assert!(
        seated.contains(&bob.id) && seated.contains(&carol.id),
        "{seated:?}"
    );
    drop(bot);
}
