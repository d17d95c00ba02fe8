//! Chaos: two bot processes on one PostgreSQL server, random clicks from many people,
//! and every few minutes a PostgreSQL crash (immediate shutdown) and restart, or a
//! kill -9 of one of the processes (started again at once).
//!
//! Every click's answer is kept. A click answered with the table (an UPDATE_MESSAGE)
//! acknowledged what that answer shows: the table's counter (in its buttons) and who
//! sits there. From these the program checks, for every lobby:
//! - **every acknowledged move present**: between two acknowledged views, and from the
//!   last one to what the store holds at the end, only people whose own click was left
//!   unsure ("may not have been saved", the database away, no answer) changed seats. A
//!   seat that came or went otherwise is a lost (or invented) move;
//! - **no table run by two processes**: the acknowledged counters of a table rise with
//!   every acknowledgement, and one counter never shows two different tables (two
//!   processes acknowledging moves from diverging copies would show both);
//! - **no unfilled answer**: every click is answered.
//!
//! Faults run beside the clicks, so some clicks reach a process as it is killed or a
//! table as its database goes away.
//!
//! The fake Discord sends every click to the newest process, so the older one keeps
//! running the tables it runs while the newer one is told "try again": after a database
//! restart both could run one table, and the fence on its writes decides. Each lobby is
//! cancelled by its host and opened again every [`LOBBY_TURN`], so lobbies are archived
//! and opened under the faults too (and none reaches its 30-minute expiry).
//!
//! `cargo bench --bench chaos -- MINUTES [SECONDS]` (default 30 minutes, a fault every
//! 120 seconds; a program, not a timed test). `CHAOS_LOG_DIR=dir` keeps each process's
//! log there (`CHAOS_LOG` sets its filter, `warn` by default).

#[path = "../tests/support/mod.rs"]
mod support;

use cantina::store::{Location, Store, StoreOptions};
use cantina::table::record::TableRecord;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, Response};
use support::postgres::Postgres;
use support::wait::message_containing;
use tokio::process::{Child, Command};

const CHANNELS: usize = 6;
const PEOPLE: usize = 24;
const WAIT: Duration = Duration::from_secs(60);
/// How long a lobby is played before its host cancels it and opens another.
const LOBBY_TURN: Duration = Duration::from_secs(8 * 60);

/// The bot's program: `CANTINA_BIN`, or the one this program was built with (a copy
/// set aside keeps a long run on one build while the tree is built again).
fn program() -> std::path::PathBuf {
    std::env::var_os("CANTINA_BIN")
        .map(Into::into)
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_cantina").into())
}

fn launch(fake: &FakeDiscord, dir: &Path, url: &str) -> Child {
    Command::new(program())
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_URL", fake.api_url())
        .env("DATABASE_URL", url)
        .env("DATABASE_PATH", dir.join("unused"))
        .env("GUILD_ID", fake.guild_id().to_string())
        .env("ORIL_ENDGAME_STONES", "0")
        .env(
            "RUST_LOG",
            std::env::var("CHAOS_LOG").unwrap_or_else(|_| "warn".into()),
        )
        .stdout(log_file())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the bot's program starts")
}

/// Where a process's log goes: `CHAOS_LOG_DIR` (one file per process), or nowhere.
fn log_file() -> Stdio {
    static STARTED: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let Ok(dir) = std::env::var("CHAOS_LOG_DIR") else {
        return Stdio::null();
    };
    let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    match std::fs::File::create(Path::new(&dir).join(format!("bot-{n}.log"))) {
        Ok(file) => file.into(),
        Err(_) => Stdio::null(),
    }
}

fn kill_9(bot: &Child) {
    if let Some(pid) = bot.id() {
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(pid as i32),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
}

/// What an answer that showed the table acknowledged: the table's counter and the
/// people (by index) seated there.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    counter: u64,
    seated: BTreeSet<usize>,
}

/// What one click came to.
#[derive(Clone, Debug)]
enum Outcome {
    /// Answered with the table: the move is acknowledged as shown.
    Shown(Shown),
    /// Refused: nothing changed.
    Refused,
    /// Its outcome is not known (the write may or may not have landed).
    Unsure,
}

/// One click of the history of a lobby.
struct Click {
    person: usize,
    join: bool,
    outcome: Outcome,
}

/// One lobby: its table message and every click on it, in order.
struct Lobby {
    channel: usize,
    message: FakeMessage,
    opened: Instant,
    clicks: Vec<Click>,
}

/// The people seated and the counter, as the answer's own data showed them (not the
/// message as it stands when read, which a later edit may have changed).
fn shown_by(answer: &Response, people: &[FakeUser]) -> Option<Shown> {
    let data = &answer.callback_data;
    let text = data.to_string();
    let counter = data
        .get("components")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .flat_map(|row| row.get("components").and_then(Value::as_array))
        .flatten()
        .filter_map(|c| c.get("custom_id").and_then(Value::as_str))
        // `game:table:counter:verb`, numbers in base 36
        .find_map(|id| u64::from_str_radix(id.split(':').nth(2)?, 36).ok())?;
    let seated = people
        .iter()
        .enumerate()
        .filter(|(_, p)| text.contains(&format!("🧑 {}", p.name)))
        .map(|(i, _)| i)
        .collect();
    Some(Shown { counter, seated })
}

/// Check a lobby's history; with `stored`, also against what the store holds at the
/// end. Returns (acknowledged moves checked, problems).
fn check(lobby: &Lobby, host: usize, stored: Option<&BTreeSet<usize>>) -> (u64, Vec<String>) {
    let mut problems = Vec::new();
    let mut checked = 0;
    let mut last: Option<(usize, &Shown)> = None;
    // Who may have changed seats since the last acknowledged view: people with an
    // unsure click after it.
    let mut unsure: BTreeSet<usize> = BTreeSet::new();
    let tag = format!("channel {} lobby at {:?}", lobby.channel, lobby.opened);
    for (i, click) in lobby.clicks.iter().enumerate() {
        match &click.outcome {
            Outcome::Unsure => {
                unsure.insert(click.person);
            }
            Outcome::Refused => {}
            Outcome::Shown(shown) => {
                checked += 1;
                if shown.seated.contains(&click.person) != click.join {
                    problems.push(format!(
                        "{tag}: click {i} ({} of p{:02}) acknowledged without its move",
                        if click.join { "Join" } else { "Leave" },
                        click.person
                    ));
                }
                if let Some((j, before)) = last {
                    if shown.counter <= before.counter {
                        problems.push(format!(
                            "{tag}: click {i} acknowledged counter {} after click {j}'s {} \
                             (two copies of the table answered)",
                            shown.counter, before.counter
                        ));
                    }
                    for moved in before.seated.symmetric_difference(&shown.seated) {
                        if *moved != click.person && !unsure.contains(moved) && *moved != host {
                            problems.push(format!(
                                "{tag}: p{moved:02} {} between clicks {j} and {i} with no \
                                 click of theirs that could have done it",
                                if shown.seated.contains(moved) {
                                    "came"
                                } else {
                                    "went"
                                }
                            ));
                        }
                    }
                }
                last = Some((i, shown));
                unsure.clear();
            }
        }
    }
    if let (Some(stored), Some((j, shown))) = (stored, last) {
        for moved in shown.seated.symmetric_difference(stored) {
            if !unsure.contains(moved) && *moved != host {
                let theirs: Vec<String> = lobby
                    .clicks
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.person == *moved)
                    .map(|(i, c)| {
                        format!(
                            "{i}: {} {:?}",
                            if c.join { "Join" } else { "Leave" },
                            c.outcome
                        )
                    })
                    .collect();
                problems.push(format!(
                    "{tag}: p{moved:02} {} in the store after the last acknowledged click \
                     {j} with no click of theirs that could have done it (LOST); \
                     the store: {stored:?}; last shown: {shown:?}; their clicks: {}",
                    if stored.contains(moved) {
                        "sits"
                    } else {
                        "is missing"
                    },
                    theirs[theirs.len().saturating_sub(3)..].join(" / ")
                ));
            }
        }
    }
    (checked, problems)
}

/// Wait for a click's answer.
async fn answer_of(
    fake: &FakeDiscord,
    handle: &support::fake_discord::InteractionHandle,
) -> Option<Response> {
    let asked = Instant::now();
    loop {
        if let Some(answer) = fake.interaction_response(handle) {
            return Some(answer);
        }
        if asked.elapsed() > WAIT {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// A refusal that leaves the outcome unknown: a write the database did not answer
/// ("may not have been saved", or the connection lost mid-write: "unavailable") may
/// have landed after all.
fn unsure_refusal(answer: &Response) -> bool {
    let text = answer.text();
    text.contains("may not") || text.contains("database is unavailable")
}

/// Open a UNO lobby in `channel` hosted by `host`: retried until it is posted (a fault
/// may refuse it).
async fn open_lobby(fake: &FakeDiscord, host: &FakeUser, channel: u64) -> FakeMessage {
    let known: BTreeSet<u64> = fake
        .channel_messages(channel)
        .iter()
        .map(|m| m.id)
        .collect();
    for _ in 0..60 {
        let start = fake.slash(host, channel, "uno", Some("start"), json!({}));
        let _ = answer_of(fake, &start).await;
        let posted = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Some(m) = fake
                    .channel_messages(channel)
                    .into_iter()
                    .rev()
                    .find(|m| !known.contains(&m.id) && m.text().contains("lobby"))
                {
                    return m;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        if let Ok(message) = posted {
            return message;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("no lobby could be opened in channel {channel} for a minute");
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let numbers: Vec<f64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let minutes = numbers.first().copied().unwrap_or(30.0);
    // Between two faults.
    let fault_every = Duration::from_secs_f64(numbers.get(1).copied().unwrap_or(120.0));
    let run_for = Duration::from_secs_f64(minutes * 60.0);
    let pg = Postgres::start();
    let url = pg.new_database();
    // The server, while it is up (a restart takes it for its duration).
    let mut pg = Some(pg);
    let mut restarting: Option<tokio::task::JoinHandle<Postgres>> = None;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let channels: Vec<u64> = (0..CHANNELS)
        .map(|i| fake.create_channel(&format!("games-{i}")))
        .collect();
    let people: Vec<FakeUser> = (0..PEOPLE)
        .map(|i| fake.user(&format!("p{i:02}")))
        .collect();

    let mut ready = 1;
    let mut bots = vec![launch(&fake, dir.path(), &url)];
    fake.wait_ready_count(ready, WAIT).await;
    bots.push(launch(&fake, dir.path(), &url));
    ready += 1;
    fake.wait_ready_count(ready, WAIT).await;

    // One UNO lobby per channel, its host the channel's first person (who never joins
    // or leaves another lobby).
    let mut lobbies: Vec<Lobby> = Vec::new();
    let mut finished: Vec<Lobby> = Vec::new();
    for (c, &channel) in channels.iter().enumerate() {
        let start = fake.slash(&people[c], channel, "uno", Some("start"), json!({}));
        fake.wait_for_response(&start, WAIT).await;
        lobbies.push(Lobby {
            channel: c,
            message: message_containing(&fake, channel, "lobby").await,
            opened: Instant::now(),
            clicks: Vec::new(),
        });
    }
    let hosts: BTreeSet<usize> = (0..CHANNELS).collect();

    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let (mut clicks, mut acknowledged, mut refused, mut unanswered) = (0u64, 0u64, 0u64, 0u64);
    let (mut pg_restarts, mut kills, mut reopened) = (0u64, 0u64, 0u64);
    // Why clicks were refused, by the refusal's first words.
    let mut refusals: BTreeMap<String, u64> = BTreeMap::new();
    let started = Instant::now();
    let mut next_fault = started + fault_every;
    let mut fault = 0;
    while started.elapsed() < run_for {
        if Instant::now() >= next_fault {
            // Faults run beside the clicks, which go on through them (some reach a
            // process as it dies, or a table as its database goes away); the last one
            // is over before the next begins.
            if let Some(restart) = restarting.take() {
                pg = Some(restart.await.expect("the database restarts"));
            }
            fake.wait_ready_count(ready, WAIT).await;
            match fault % 3 {
                0 => {
                    let mut server = pg.take().expect("the database is up");
                    restarting = Some(tokio::task::spawn_blocking(move || {
                        server.crash();
                        std::thread::sleep(Duration::from_secs(2));
                        server.resume();
                        server
                    }));
                    pg_restarts += 1;
                }
                n => {
                    let which = n - 1;
                    kill_9(&bots[which]);
                    let _ = bots[which].wait().await;
                    bots[which] = launch(&fake, dir.path(), &url);
                    ready += 1;
                    kills += 1;
                }
            }
            fault += 1;
            next_fault = Instant::now() + fault_every;
            println!(
                "{:>6.1} min: {clicks} clicks, {acknowledged} acknowledged, {refused} refused, \
                 {unanswered} unanswered, {pg_restarts} database restarts, {kills} kills, \
                 {reopened} lobbies opened again",
                started.elapsed().as_secs_f64() / 60.0
            );
        }
        let c = rng.gen_range(0..CHANNELS);
        // A lobby played long enough: its host cancels it (its table is archived) and
        // opens another. A refused Cancel is tried again at the next turn.
        if lobbies[c].opened.elapsed() > LOBBY_TURN {
            let cancel = fake.click_button(&people[c], &lobbies[c].message, "Cancel");
            clicks += 1;
            match answer_of(&fake, &cancel).await {
                Some(answer) if !answer.ephemeral => {
                    acknowledged += 1;
                    let message = open_lobby(&fake, &people[c], channels[c]).await;
                    let old = std::mem::replace(
                        &mut lobbies[c],
                        Lobby {
                            channel: c,
                            message,
                            opened: Instant::now(),
                            clicks: Vec::new(),
                        },
                    );
                    finished.push(old);
                    reopened += 1;
                }
                Some(answer) => {
                    refused += 1;
                    let why: String = answer.text().chars().take(48).collect();
                    *refusals.entry(format!("Cancel: {why}")).or_default() += 1;
                }
                None => unanswered += 1,
            }
            continue;
        }
        let p = rng.gen_range(0..PEOPLE);
        if hosts.contains(&p) {
            continue;
        }
        // Join if the last view this person was shown did not seat them.
        let seated = lobbies[c]
            .clicks
            .iter()
            .rev()
            .find_map(|click| match &click.outcome {
                Outcome::Shown(shown) => Some(shown.seated.contains(&p)),
                _ => None,
            })
            .unwrap_or(false);
        let join = !seated;
        let verb = if join { "Join" } else { "Leave" };
        // A full lobby's Join is disabled: nobody can press it.
        let shown = fake
            .message(lobbies[c].message.id)
            .unwrap_or_else(|| lobbies[c].message.clone());
        if shown
            .buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some(verb) && b.disabled)
        {
            continue;
        }
        let handle = fake.click_button(&people[p], &lobbies[c].message, verb);
        clicks += 1;
        let answer = answer_of(&fake, &handle).await;
        let outcome = match answer {
            // A deferred answer (kind 6) shows nothing yet: the message is edited
            // later, so what the click came to is not read here.
            Some(answer) if !answer.ephemeral && answer.kind == 6 => {
                acknowledged += 1;
                Outcome::Unsure
            }
            Some(answer) if !answer.ephemeral => {
                acknowledged += 1;
                match shown_by(&answer, &people) {
                    Some(shown) => Outcome::Shown(shown),
                    None => Outcome::Unsure,
                }
            }
            Some(answer) => {
                refused += 1;
                let why: String = answer.text().chars().take(48).collect();
                *refusals.entry(why).or_default() += 1;
                if unsure_refusal(&answer) {
                    Outcome::Unsure
                } else {
                    Outcome::Refused
                }
            }
            None => {
                unanswered += 1;
                Outcome::Unsure
            }
        };
        lobbies[c].clicks.push(Click {
            person: p,
            join,
            outcome,
        });
    }

    // Every process stopped; the store says what stands.
    if let Some(restart) = restarting.take() {
        pg = Some(restart.await.expect("the database restarts"));
    }
    assert!(pg.is_some(), "the database is up for the last look");
    for bot in &bots {
        kill_9(bot);
    }
    let store = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default())
        .expect("the store opens");
    let (live, _) = store.tables().live_in::<TableRecord>(Some(fake.guild_id()));
    let (mut checked, mut problems) = (0u64, Vec::new());
    for lobby in &finished {
        let (n, found) = check(lobby, lobby.channel, None);
        checked += n;
        problems.extend(found);
    }
    for lobby in &lobbies {
        let stored: Option<BTreeSet<usize>> = live
            .iter()
            .find(|r| r.channel_id == channels[lobby.channel])
            .map(|r| {
                r.seats
                    .iter()
                    .filter_map(|s| s.user())
                    .filter_map(|id| people.iter().position(|p| p.id == id))
                    .collect()
            });
        if stored.is_none() {
            problems.push(format!("channel {}: its lobby is not live", lobby.channel));
        }
        let (n, found) = check(lobby, lobby.channel, stored.as_ref());
        checked += n;
        problems.extend(found);
    }
    for problem in &problems {
        println!("PROBLEM: {problem}");
    }
    for (why, count) in &refusals {
        println!("refused {count:>7}: {why}");
    }
    println!(
        "chaos, {minutes} min: {clicks} clicks ({acknowledged} acknowledged, {refused} refused, \
         {unanswered} unanswered), {pg_restarts} database restarts, {kills} kills -9, \
         {reopened} lobbies cancelled and opened again; {checked} acknowledged moves \
         checked, {} problems",
        problems.len()
    );
    assert!(problems.is_empty(), "acknowledged moves were lost");
    assert_eq!(unanswered, 0, "clicks went unanswered");
}
