//! Chaos: two bot processes on one PostgreSQL server, random clicks from many people,
//! and every few minutes a PostgreSQL crash (immediate shutdown) and restart, or a
//! kill -9 of one of the processes (started again at once). At the end, from the store:
//! every acknowledged Join or Leave is there (a person whose last answered click showed
//! them seated sits at the table, one shown not seated does not), and every click got
//! an answer.
//!
//! The fake Discord sends every click to the newest process, so the older one keeps
//! running the tables it runs while the newer one is told "try again": after a database
//! restart both could run one table, and the fence on its writes decides.
//!
//! `cargo bench --bench chaos -- MINUTES [SECONDS]` (default 30 minutes, a fault every
//! 120 seconds; a program, not a timed test).

#[path = "../tests/support/mod.rs"]
mod support;

use cantina::store::{Location, Store, StoreOptions};
use cantina::table::record::TableRecord;
use rand::{Rng, SeedableRng};
use serde_json::json;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use support::postgres::Postgres;
use support::wait::message_containing;
use tokio::process::{Child, Command};

const CHANNELS: usize = 6;
const PEOPLE: usize = 24;
const WAIT: Duration = Duration::from_secs(60);

fn launch(fake: &FakeDiscord, dir: &Path, url: &str) -> Child {
    Command::new(env!("CARGO_BIN_EXE_cantina"))
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", fake.token())
        .env("DISCORD_API_URL", fake.api_url())
        .env("DATABASE_URL", url)
        .env("DATABASE_PATH", dir.join("unused"))
        .env("GUILD_ID", fake.guild_id().to_string())
        .env("ORIL_ENDGAME_STONES", "0")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the bot's program starts")
}

fn kill_9(bot: &Child) {
    if let Some(pid) = bot.id() {
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(pid as i32),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
}

/// What the clicks of one person at one table came to.
#[derive(Default)]
struct Seen {
    /// The last answer to their click that showed the table: they sat there
    /// (`Some(true)`) or not (`Some(false)`); `None`: refused, or no click yet.
    last_acknowledged: Option<bool>,
    /// A click after it was answered "may not have been saved", or not at all: the
    /// outcome is not known, so this pair is not checked.
    unsure: bool,
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
    let mut pg = Postgres::start();
    let url = pg.new_database();
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

    // One UNO lobby per channel, its host the channel's first person.
    let mut lobbies: Vec<FakeMessage> = Vec::new();
    let mut seen: HashMap<(usize, usize), Seen> = HashMap::new();
    for (c, &channel) in channels.iter().enumerate() {
        let start = fake.slash(&people[c], channel, "uno", Some("start"), json!({}));
        fake.wait_for_response(&start, WAIT).await;
        lobbies.push(message_containing(&fake, channel, "lobby").await);
    }
    let hosts: BTreeSet<usize> = (0..CHANNELS).collect();

    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let (mut clicks, mut acknowledged, mut refused, mut unanswered) = (0u64, 0u64, 0u64, 0u64);
    let (mut pg_restarts, mut kills) = (0u64, 0u64);
    let started = Instant::now();
    let mut next_fault = started + fault_every;
    let mut fault = 0;
    while started.elapsed() < run_for {
        if Instant::now() >= next_fault {
            match fault % 3 {
                0 => {
                    pg.crash();
                    tokio::time::sleep(Duration::from_secs(2)).await;
                    pg.resume();
                    pg_restarts += 1;
                }
                n => {
                    let which = n - 1;
                    kill_9(&bots[which]);
                    let _ = bots[which].wait().await;
                    bots[which] = launch(&fake, dir.path(), &url);
                    ready += 1;
                    fake.wait_ready_count(ready, WAIT).await;
                    kills += 1;
                }
            }
            fault += 1;
            next_fault = Instant::now() + fault_every;
            println!(
                "{:>6.1} min: {clicks} clicks, {acknowledged} acknowledged, {refused} refused, \
                 {pg_restarts} database restarts, {kills} kills",
                started.elapsed().as_secs_f64() / 60.0
            );
        }
        let c = rng.gen_range(0..CHANNELS);
        let p = rng.gen_range(0..PEOPLE);
        if hosts.contains(&p) {
            continue;
        }
        let entry = seen.entry((c, p)).or_default();
        let join = entry.last_acknowledged != Some(true);
        let verb = if join { "Join" } else { "Leave" };
        // A full lobby's Join is disabled: nobody can press it.
        let shown = fake
            .message(lobbies[c].id)
            .unwrap_or_else(|| lobbies[c].clone());
        if shown
            .buttons()
            .iter()
            .any(|b| b.label.as_deref() == Some(verb) && b.disabled)
        {
            continue;
        }
        let handle = fake.click_button(&people[p], &lobbies[c], verb);
        clicks += 1;
        let asked = Instant::now();
        let answer = loop {
            if let Some(answer) = fake.interaction_response(&handle) {
                break Some(answer);
            }
            if asked.elapsed() > WAIT {
                break None;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        };
        match answer {
            // A deferred answer (kind 6) shows nothing yet: the message is edited
            // later, so what the click came to is not read here.
            Some(answer) if !answer.ephemeral && answer.kind == 6 => {
                acknowledged += 1;
                entry.unsure = true;
            }
            Some(answer) if !answer.ephemeral => {
                // The answer is the table message as it stands on disk: the click
                // applied, or (sent from a message not yet showing the latest state)
                // not applied and answered with the table as it is. Either way it
                // shows whether the person sits there.
                acknowledged += 1;
                let sits = answer.text().contains(&format!("🧑 {}", people[p].name));
                entry.last_acknowledged = Some(sits);
                entry.unsure = false;
            }
            Some(answer) => {
                refused += 1;
                // A write the database did not answer ("may not have been saved", or
                // the connection lost mid-write: "unavailable") may have landed after
                // all; the table writes its last saved state again at its next change,
                // which a run that stops here may not reach.
                let text = answer.text();
                if text.contains("may not") || text.contains("database is unavailable") {
                    entry.unsure = true;
                }
            }
            None => {
                unanswered += 1;
                entry.unsure = true;
            }
        }
    }

    // Every process stopped; the store says what stands.
    for bot in &bots {
        kill_9(bot);
    }
    let store = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default())
        .expect("the store opens");
    // Each channel's table, live (an expired lobby is archived: not checked).
    let (live, _) = store.live_tables_in::<TableRecord>(Some(fake.guild_id()));
    let seated: Vec<Option<BTreeSet<u64>>> = channels
        .iter()
        .map(|&channel| {
            live.iter()
                .find(|r| r.channel_id == channel)
                .map(|r| r.seats.iter().filter_map(|s| s.user()).collect())
        })
        .collect();
    let (mut checked, mut lost) = (0u64, 0u64);
    for (&(c, p), entry) in &seen {
        let (Some(joined), false) = (entry.last_acknowledged, entry.unsure) else {
            continue;
        };
        let Some(seated) = &seated[c] else { continue };
        checked += 1;
        if seated.contains(&people[p].id) != joined {
            lost += 1;
            println!(
                "LOST: {} {} at table {c}",
                people[p].name,
                if joined { "joined" } else { "left" }
            );
        }
    }
    println!(
        "chaos, {minutes} min: {clicks} clicks ({acknowledged} acknowledged, {refused} refused, \
         {unanswered} unanswered), {pg_restarts} database restarts, {kills} kills -9; \
         {checked} acknowledged outcomes checked, {lost} lost"
    );
    assert_eq!(lost, 0, "acknowledged moves were lost");
    assert_eq!(unanswered, 0, "clicks went unanswered");
}
