//! Three people clicking everything they can see, at random, in every game: any
//! enabled button or select of the recent public messages (threads included) and of
//! their own private ones, old views and other people's hands included. Now and then
//! someone types any registered command with random options, in the channel or in one
//! of its threads. Each click and command must be answered in time and within
//! Discord's contract, and the bot must keep serving, through a kill and restart
//! halfway.
//! Seeded, so a failure replays. To hunt locally beyond what CI runs, `MONKEY_SEED=n`
//! shifts every seed, `MONKEY_CLICKS=n` sets the presses per game and
//! `MONKEY_RESTARTS=n` kills and restarts the bot n times, evenly spread.

mod support;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::time::Duration;
use support::bot::{start_bot, test_config};
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle};

const WAIT: Duration = Duration::from_secs(20);
/// Clicks per game: enough to reach deep into a game, bounded for CI.
const CLICKS: usize = 250;
/// The chance that a step is a typed command rather than a press.
const COMMAND_CHANCE: f64 = 0.08;
/// Messages per place a person looks at: the newest ones, where the game is.
const RECENT: usize = 4;

/// One thing a person can press or choose.
enum Press {
    Button {
        message: u64,
        custom_id: String,
    },
    Select {
        message: u64,
        custom_id: String,
        kind: u64,
        values: Vec<String>,
    },
}

/// Every enabled button and option-list select of `message`, with a random choice of
/// values for each select.
fn presses(message: &FakeMessage, rng: &mut ChaCha8Rng) -> Vec<Press> {
    let mut out: Vec<Press> = message
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled && b.style != 5)
        .filter_map(|b| b.custom_id)
        .map(|custom_id| Press::Button {
            message: message.id,
            custom_id,
        })
        .collect();
    for menu in message.selects() {
        if menu.disabled || menu.kind != 3 || menu.options.is_empty() {
            continue;
        }
        let most = (menu.max_values as usize).min(menu.options.len());
        let least = (menu.min_values as usize).min(most);
        let n = rng.gen_range(least..=most);
        let values = menu
            .options
            .choose_multiple(rng, n)
            .map(|o| o.value.clone())
            .collect();
        out.push(Press::Select {
            message: message.id,
            custom_id: menu.custom_id,
            kind: menu.kind,
            values,
        });
    }
    out
}

/// The newest public messages of the channel and its threads, and `user`'s newest
/// private ones.
fn visible(fake: &FakeDiscord, channel: u64, user: &FakeUser) -> Vec<FakeMessage> {
    let newest = |mut v: Vec<FakeMessage>| {
        v.sort_by_key(|m| m.id);
        let skip = v.len().saturating_sub(RECENT);
        v.into_iter().skip(skip).collect::<Vec<_>>()
    };
    let mut out = newest(fake.channel_messages(channel));
    for thread in fake
        .threads()
        .into_iter()
        .filter(|t| t.parent_id == channel)
    {
        out.extend(newest(fake.channel_messages(thread.id)));
    }
    out.extend(newest(fake.ephemeral_messages_for(user)));
    out
}

/// `MONKEY_LOG=1` prints each press and its answer, the bot's log and its requests.
fn logging() -> bool {
    std::env::var_os("MONKEY_LOG").is_some()
}

/// A number from the environment, for hunting locally.
fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.parse().ok()
}

/// A command someone might type: any registered command (and subcommand) with random
/// values for its required options and for some of the others, as Discord's client
/// lets them be given (choices, bounds, users of the server or the bot itself).
fn random_command(
    fake: &FakeDiscord,
    people: &[FakeUser],
    rng: &mut ChaCha8Rng,
) -> Option<(String, Option<String>, Value)> {
    let commands: Vec<Value> = fake
        .registered_commands()
        .into_iter()
        .filter(|c| c["type"].as_u64().unwrap_or(1) == 1)
        .collect();
    let command = commands.choose(rng)?;
    let name = command["name"].as_str()?.to_string();
    let defs = command["options"].as_array().cloned().unwrap_or_default();
    let subcommands: Vec<&Value> = defs.iter().filter(|d| d["type"] == 1).collect();
    let (subcommand, leaves) = match subcommands.choose(rng) {
        Some(sub) => (
            Some(sub["name"].as_str()?.to_string()),
            sub["options"].as_array().cloned().unwrap_or_default(),
        ),
        None => (None, defs),
    };
    let mut options = serde_json::Map::new();
    for def in leaves {
        if !def["required"].as_bool().unwrap_or(false) && rng.gen_bool(0.5) {
            continue;
        }
        let choices = def["choices"].as_array().cloned().unwrap_or_default();
        let value = match def["type"].as_u64()? {
            _ if !choices.is_empty() => choices.choose(rng)?["value"].clone(),
            4 => {
                let min = def["min_value"].as_i64().unwrap_or(0);
                let max = def["max_value"].as_i64().unwrap_or(min + 100);
                json!(rng.gen_range(min..=max))
            }
            5 => json!(rng.gen_bool(0.5)),
            6 => {
                if rng.gen_bool(0.1) {
                    json!(fake.bot_user_id().to_string())
                } else {
                    json!(people.choose(rng)?.id.to_string())
                }
            }
            _ => json!("x"),
        };
        options.insert(def["name"].as_str()?.to_string(), value);
    }
    Some((name, subcommand, Value::Object(options)))
}

/// Every option the bot completes as a person types: (command, subcommand, option).
fn completed_options(fake: &FakeDiscord) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for command in fake.registered_commands() {
        for sub in command["options"].as_array().into_iter().flatten() {
            for option in sub["options"].as_array().into_iter().flatten() {
                if option["autocomplete"] == json!(true) {
                    let name = |v: &Value| v["name"].as_str().unwrap_or_default().to_string();
                    out.push((name(&command), name(sub), name(option)));
                }
            }
        }
    }
    out
}

/// Starts a table with `command` and lets three people click at random.
async fn monkey(command: &str, options: Value, seed: u64) {
    if logging() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
    }
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let start_the_bot = || {
        start_bot(
            &fake,
            test_config(&fake, &db),
            cantina::app::default_catalog(),
        )
    };
    let mut bot = Some(start_the_bot().await);
    let channel = fake.create_channel(command);
    let people = [fake.user("alice"), fake.user("bob"), fake.user("carol")];
    let mut rng = ChaCha8Rng::seed_from_u64(seed + env_number("MONKEY_SEED").unwrap_or(0));
    let clicks = env_number("MONKEY_CLICKS").map_or(CLICKS, |n| n as usize);
    // Someone opens a table (challenging someone else, for a duel); again whenever
    // nobody has anything left to press (a withdrawn challenge, a cancelled lobby).
    let open = |rng: &mut ChaCha8Rng| {
        let host = rng.gen_range(0..people.len());
        let mut options = options.clone();
        if options.get("opponent").is_some() {
            let other = (host + rng.gen_range(1..people.len())) % people.len();
            options["opponent"] = json!(people[other].id.to_string());
        }
        fake.slash(&people[host], channel, command, Some("start"), options)
    };
    let start = open(&mut rng);
    fake.wait_for_response(&start, WAIT).await;
    let mut answered = 0;
    // Bounded: a step presses something, waits a little, or opens a new table when
    // nobody has had anything to press for a while.
    let mut steps = 0;
    let restarts = env_number("MONKEY_RESTARTS").map_or(1, |n| n as usize);
    let mut restarted = 0;
    let mut idle = 0;
    let mut typed_count = 0;
    while answered < clicks && steps < 8 * clicks {
        steps += 1;
        // Halfway (or at evenly spread points), the bot is killed (nothing flushed
        // beyond what it wrote) and started again; the people click on as if nothing
        // happened.
        if restarted < restarts && answered == (restarted + 1) * clicks / (restarts + 1) {
            restarted += 1;
            if let Some(running) = bot.take() {
                running.kill();
            }
            bot = Some(start_the_bot().await);
            if logging() {
                eprintln!("the bot was killed and started again");
            }
        }
        // Someone types a command, in the channel or in one of its threads.
        if rng.gen_bool(COMMAND_CHANCE) {
            let Some((name, subcommand, options)) = random_command(&fake, &people, &mut rng) else {
                continue;
            };
            let mut places = vec![channel];
            places.extend(
                fake.threads()
                    .into_iter()
                    .filter(|t| t.parent_id == channel)
                    .map(|t| t.id),
            );
            let place = *places.choose(&mut rng).unwrap();
            let person = people.choose(&mut rng).unwrap();
            // Sometimes only typing, which asks for suggestions.
            let completed = completed_options(&fake);
            if let Some((name, sub, option)) =
                completed.choose(&mut rng).filter(|_| rng.gen_bool(0.3))
            {
                let typed = rng.gen_range(0..15).to_string();
                let handle = fake.autocomplete(person, place, name, sub, option, &typed);
                let response = fake.wait_for_ack(&handle, WAIT).await;
                assert_eq!(response.kind, 8, "/{name} {sub} {option}: {typed}");
                typed_count += 1;
                continue;
            }
            let handle = fake.slash(person, place, &name, subcommand.as_deref(), options.clone());
            let response = fake.wait_for_ack(&handle, WAIT).await;
            if logging() {
                eprintln!(
                    "{} /{name} {} {options} in {place} -> {} {:?}",
                    person.name,
                    subcommand.as_deref().unwrap_or(""),
                    response.kind,
                    response.text()
                );
            }
            assert!(
                matches!(response.kind, 4 | 5),
                "/{name} answered with callback type {}",
                response.kind
            );
            typed_count += 1;
            continue;
        }
        // Someone with something to press.
        let mut ready: Vec<(&FakeUser, Vec<Press>)> = Vec::new();
        for person in &people {
            let mut choices = Vec::new();
            for message in visible(&fake, channel, person) {
                choices.extend(presses(&message, &mut rng));
            }
            if !choices.is_empty() {
                ready.push((person, choices));
            }
        }
        if ready.is_empty() {
            // The table may still be on its way (a computer moving first); after a
            // second with nothing to press, someone opens a new one.
            idle += 1;
            if idle < 20 {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
            idle = 0;
            if logging() {
                eprintln!("nothing to press: a new table");
            }
            let start = open(&mut rng);
            fake.wait_for_response(&start, WAIT).await;
            continue;
        }
        idle = 0;
        let (user, choices) = ready.swap_remove(rng.gen_range(0..ready.len()));
        let Some(press) = choices.choose(&mut rng) else {
            continue;
        };
        let handle: InteractionHandle = match press {
            Press::Button { message, custom_id } => fake.click_raw(user, *message, custom_id),
            Press::Select {
                message,
                custom_id,
                kind,
                values,
            } => fake.select_raw(user, *message, custom_id, *kind, values),
        };
        let response = fake.wait_for_ack(&handle, WAIT).await;
        if logging() {
            let what = match press {
                Press::Button { custom_id, .. } => custom_id.clone(),
                Press::Select {
                    custom_id, values, ..
                } => format!("{custom_id} {values:?}"),
            };
            eprintln!(
                "{} {what} -> {} {:?}",
                user.name,
                response.kind,
                response.text()
            );
        }
        assert!(
            matches!(response.kind, 4..=7 | 9),
            "click answered with callback type {}",
            response.kind
        );
        answered += 1;
        // Some people click again at once, others take a moment.
        if rng.gen_bool(0.5) {
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..40))).await;
        }
    }
    assert_eq!(answered, clicks, "presses answered in {steps} steps");
    assert!(typed_count > 0, "nobody typed a command");
    assert_eq!(restarted, restarts);
    // Late edits and follow-ups settle, then nothing broke Discord's contract.
    tokio::time::sleep(Duration::from_millis(500)).await;
    if logging() {
        let mut routes = std::collections::BTreeMap::new();
        for r in fake
            .request_log()
            .iter()
            .filter(|r| !r.path.starts_with("/interactions/") && !r.path.starts_with("/webhooks/"))
        {
            let shape: String = r
                .path
                .split('/')
                .map(|p| {
                    if p.chars().all(|c| c.is_ascii_digit()) && !p.is_empty() {
                        "N"
                    } else {
                        p
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
            *routes.entry(format!("{} {shape}", r.method)).or_insert(0) += 1;
        }
        eprintln!("{command}: bot requests {routes:?}");
    }
    fake.assert_all_answered();
    fake.assert_no_violations();
    // No hand, side deck or their pictures ever reached a public message.
    let mut public = fake.channel_messages(channel);
    for thread in fake.threads() {
        public.extend(fake.channel_messages(thread.id));
    }
    for message in public.iter().filter(|m| !m.ephemeral) {
        let text = message.text();
        assert!(
            !text.contains("Your hand") && !text.contains("Your side deck"),
            "a private view in public: {text}"
        );
        assert!(
            !text.contains("ran into a problem"),
            "a table broke: {text}"
        );
        for file in &message.attachments {
            assert!(
                file.filename != "hand.png" && file.filename != "deck.png",
                "{} on a public message: {text}",
                file.filename
            );
        }
    }
    // The bot still serves the channel.
    let help = fake.slash(&people[2], channel, "help", None, json!({}));
    let response = fake.wait_for_response(&help, WAIT).await;
    // The help page of every game (longer than a message's content may be).
    for game in ["UNO", "Klondike", "Oril", "Pazaak"] {
        assert!(response.text().contains(game), "{}", response.text());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uno_survives_random_clicking() {
    monkey("uno", json!({"seed": 3}), 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pazaak_challenge_survives_random_clicking() {
    monkey(
        "pazaak",
        json!({"opponent": "", "free": true, "seed": 5}),
        2,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pazaak_against_the_computer_survives_random_clicking() {
    monkey("pazaak", json!({"level": "easy", "seed": 6}), 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oril_challenge_survives_random_clicking() {
    monkey("oril", json!({"opponent": "", "seed": 7}), 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oril_against_the_computer_survives_random_clicking() {
    monkey("oril", json!({"level": "easy", "seed": 8}), 5).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn klondike_survives_random_clicking() {
    monkey("klondike", json!({}), 6).await;
}
