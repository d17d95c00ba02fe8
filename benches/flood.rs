//! One person floods solver work; how long does another server's click take?
//!
//! Through the table layer (no Discord in the way, nothing shown): a person in server
//! 1 opens their three Klondike tables and clicks Draw and Undo on all of them as fast
//! as the answers come (every change runs the solver's check, up to a second of CPU).
//! Meanwhile a person in server 2 plays the counting game, one click at a time, and
//! each click's time to its answer is measured. Prints p50/p99 with and without the
//! flood.
//!
//! `cargo bench --bench flood` (a program, not a timed test).

#[path = "../tests/support/mod.rs"]
mod support;

use cantina::store::Store;
use cantina::table::actor::{Answered, Click, COMMAND_COUNTER};
use cantina::table::hosting::{OptionValue, Options};
use cantina::table::{Catalog, OpenRequest, Person, Reply, TableConfig, Tables};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::counting_game::test_catalog;
use support::silent::Silent;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn person(id: u64) -> Person {
    Person {
        id,
        name: format!("p{id}"),
        can_manage: false,
        lang: cantina::i18n::Lang::EnUs,
    }
}

fn click(who: u64, channel: u64, verb: &str) -> Click {
    let (_, answered) = tokio::sync::watch::channel(Answered::Yes);
    Click {
        person: person(who),
        counter: COMMAND_COUNTER,
        verb: cantina::table::verb::TableVerb::parse(verb).expect("a table verb"),
        token: "token".into(),
        message_id: None,
        on_private: false,
        answered,
        channel: Some(channel),
    }
}

async fn open(tables: &Tables, game: &str, guild: u64, channel: u64, host: u64) -> u64 {
    let mut options = vec![("thread".to_string(), OptionValue::Boolean(false))];
    if game != "klondike" {
        options.push(("target".into(), OptionValue::Integer(1_000_000)));
    }
    tables
        .open(OpenRequest {
            webhook: None,
            with_the_bot_alone: false,
            game: game.into(),
            guild_id: Some(guild),
            channel_id: channel,
            host: person(host),
            options: Options(options),
            opponent_name: None,
            opponent_is_bot: false,
            place_held: false,
        })
        .await
        .expect("opened");
    tables.table_in(channel).expect("live").0
}

/// `clicks` clicks of the counting game, one at a time: each one's time to its answer.
async fn victim(tables: &Tables, table: u64, clicks: usize) -> Vec<Duration> {
    let mut samples = Vec::with_capacity(clicks);
    for _ in 0..clicks {
        let sent = Instant::now();
        let reply = tables.click("solo", table, click(2, 200, "g.add.1")).await;
        samples.push(sent.elapsed());
        assert!(!matches!(reply, Reply::Refused(_)), "{reply:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    samples
}

fn report(label: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |p: f64| samples[((samples.len() - 1) as f64 * p).round() as usize];
    println!(
        "{label}: {} clicks, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        samples.last().unwrap().as_secs_f64() * 1e3,
    );
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        println!("flood: bench");
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("db")).unwrap();
        let mut games: Vec<_> = test_catalog().games().cloned().collect();
        games.push(cantina::table::hosting::host::<
            cantina::screens::klondike::KlondikeScreen,
        >());
        let tables = Tables::new(
            store,
            Arc::new(Silent),
            Catalog::new(games),
            TableConfig {
                challenge_timeout: Duration::from_secs(120),
                ai_delay: Duration::from_millis(700),
                edit_interval: Duration::from_secs(1),
                max_tables_per_server: 0,
                shards: None,
                web_url: None,
            },
        );
        let quiet = open(&tables, "solo", 2, 200, 2).await;
        report(
            "another server, no flood",
            victim(&tables, quiet, 200).await,
        );

        let flooded: Vec<u64> = futures_util::future::join_all(
            (0..3).map(|i| open(&tables, "klondike", 1, 100 + i, 1)),
        )
        .await;
        let stop = Arc::new(AtomicBool::new(false));
        let moves = Arc::new(AtomicUsize::new(0));
        let flooders: Vec<_> = flooded
            .iter()
            .enumerate()
            .map(|(i, &table)| {
                let (tables, stop, moves) = (tables.clone(), stop.clone(), moves.clone());
                tokio::spawn(async move {
                    let mut draw = true;
                    while !stop.load(Ordering::Relaxed) {
                        let verb = if draw { "g.m.8.9" } else { "g.undo" };
                        draw = !draw;
                        tables
                            .click("klondike", table, click(1, 100 + i as u64, verb))
                            .await;
                        moves.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        tokio::time::sleep(Duration::from_secs(2)).await;
        let started = Instant::now();
        let samples = victim(&tables, quiet, 200).await;
        stop.store(true, Ordering::Relaxed);
        for flooder in flooders {
            let _ = flooder.await;
        }
        let rate = moves.load(Ordering::Relaxed) as f64 / (started.elapsed().as_secs_f64() + 2.0);
        report(
            &format!(
                "another server, one person flooding 3 Klondike tables ({rate:.1} solver moves/s)"
            ),
            samples,
        );
        tables.shutdown().await;
    });
}
