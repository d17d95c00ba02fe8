//! Two bot processes serving two different shards at once, on one PostgreSQL database,
//! against a fake Discord with one guild on each of two shards that routes events as
//! Discord does (`(guild_id >> 22) % total`): each process identifies its own shard and
//! is sent only its own guild's interactions; a person's Pazaak career bought in one guild
//! shows in the other; a table goes on after the shard count and ranges change.

#![cfg(unix)]

mod support;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use serde_json::json;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;
use support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle, Response};
use support::postgres::Postgres;
use support::wait::message_containing;
use tokio::process::{Child, Command};

const WAIT: Duration = Duration::from_secs(30);

/// The shard Discord gives `guild` among `total`.
fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total
}

/// Guild A on shard 0 of 2 and guild B on shard 1. The low (worker and increment) bits
/// make A odd and B even as numbers, so a rule that forgot the shift would swap them.
fn guilds_on_both_shards() -> (u64, u64) {
    // Milliseconds since Discord's epoch: a moment in 2024, even, then the next one.
    let ms = 290_000_000_000u64;
    ((ms << 22) | 0x1_0001, (ms + 1) << 22)
}

/// A fake with the two guilds and a game channel in each, a database on the tests'
/// PostgreSQL server, and bot processes started on them.
struct Deployment {
    fake: FakeDiscord,
    url: String,
    dir: tempfile::TempDir,
    guild_a: u64,
    guild_b: u64,
    channel_a: u64,
    channel_b: u64,
    launched: usize,
}

impl Deployment {
    async fn new() -> Deployment {
        let url = Postgres::shared().new_database();
        let (guild_a, guild_b) = guilds_on_both_shards();
        let fake = FakeDiscord::builder()
            .guild(guild_a)
            .guild(guild_b)
            .recommended_shards(2)
            .start()
            .await;
        let channel_a = fake.create_channel_in(guild_a, "games-a");
        let channel_b = fake.create_channel_in(guild_b, "games-b");
        Deployment {
            fake,
            url,
            dir: tempfile::tempdir().expect("a temporary directory"),
            guild_a,
            guild_b,
            channel_a,
            channel_b,
            launched: 0,
        }
    }

    /// A bot process with `SHARDS=shards`, once every shard it runs is connected. No
    /// `GUILD_ID`: commands are global, as a bot in many servers registers them.
    async fn launch(&mut self, shards: &str) -> Bot {
        self.launched += 1;
        let log = self.dir.path().join(format!("bot-{}.log", self.launched));
        let child = Command::new(env!("CARGO_BIN_EXE_cantina"))
            .current_dir(self.dir.path())
            .env_clear()
            .env("DISCORD_TOKEN", self.fake.token())
            .env("DISCORD_API_URL", self.fake.api_url())
            .env("DATABASE_URL", &self.url)
            .env("DATABASE_PATH", self.dir.path().join("unused"))
            .env("SHARDS", shards)
            .env("ORIL_ENDGAME_STONES", "0")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("a log file"))
            .kill_on_drop(true)
            .spawn()
            .expect("the bot's program starts");
        let bot = Bot {
            child,
            log,
            shards: shards.to_owned(),
        };
        for shard in shards_of_plan(shards) {
            self.fake.wait_shard_ready(shard, WAIT).await;
        }
        bot
    }

    /// Waits until no gateway session is live (the processes are gone).
    async fn wait_all_disconnected(&self) {
        self.fake
            .wait_until_named("every session closed", |d| !d.bot_connected(), WAIT)
            .await;
    }

    /// `/command sub` by `user` in `channel`, answered.
    async fn slash(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        sub: &str,
    ) -> (InteractionHandle, Response) {
        let handle = self
            .fake
            .slash(user, channel, command, Some(sub), json!({}));
        let response = self.fake.wait_for_response(&handle, WAIT).await;
        (handle, response)
    }

    /// `user` clicks the Join button of `lobby`; the answer, and who was sent the click.
    async fn join(&self, user: &FakeUser, lobby: &FakeMessage) -> (Response, Vec<[u64; 2]>) {
        let handle = self.fake.click_button(user, lobby, "Join");
        let answer = self.fake.wait_for_ack(&handle, WAIT).await;
        (answer, self.fake.delivered_to(&handle))
    }

    /// The Pazaak career screen of `user` in `channel`, from the process serving it.
    async fn career(&self, user: &FakeUser, channel: u64) -> (String, Vec<[u64; 2]>) {
        let (handle, response) = self.slash(user, channel, "pazaak", "career").await;
        assert!(response.ephemeral, "the career is private");
        (response.text(), self.fake.delivered_to(&handle))
    }

    /// Ends the test's checks on the fake: no contract breach, every click answered.
    fn assert_clean(&self) {
        self.fake.assert_no_violations();
        self.fake.assert_all_answered();
    }
}

/// `[id, total]` of every shard of `first-last/total`.
fn shards_of_plan(plan: &str) -> Vec<[u64; 2]> {
    let (range, total) = plan.split_once('/').expect("first-last/total");
    let total: u64 = total.parse().expect("a shard total");
    let (first, last) = range.split_once('-').unwrap_or((range, range));
    let (first, last): (u64, u64) = (first.parse().unwrap(), last.parse().unwrap());
    (first..=last).map(|id| [id, total]).collect()
}

/// A running bot process; killed when dropped. Its log is printed if the test fails.
struct Bot {
    child: Child,
    log: PathBuf,
    shards: String,
}

impl Bot {
    fn kill_9(&self) {
        let pid = Pid::from_raw(self.child.id().expect("a running bot") as i32);
        kill(pid, Signal::SIGKILL).expect("SIGKILL is sent");
    }

    /// SIGTERM, then waits for the process to end (it lets go of its tables).
    async fn stop(mut self) {
        let pid = Pid::from_raw(self.child.id().expect("a running bot") as i32);
        kill(pid, Signal::SIGTERM).expect("SIGTERM is sent");
        let status = tokio::time::timeout(WAIT, self.child.wait())
            .await
            .expect("the bot stops within the wait")
            .expect("the bot's status");
        assert!(status.success(), "SHARDS={}: {status}", self.shards);
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let text = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("--- log of the bot with SHARDS={} ---\n{text}", self.shards);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_process_identifies_its_shard_and_is_sent_only_its_guilds_interactions() {
    let mut d = Deployment::new().await;
    let (a, b) = (d.guild_a, d.guild_b);
    assert_eq!((shard_of(a, 2), shard_of(b, 2)), (0, 1), "A on 0, B on 1");
    let first = d.launch("0-0/2").await;
    let second = d.launch("1-1/2").await;
    let mut identified = d.fake.identified_shards();
    identified.sort_unstable();
    assert_eq!(identified, vec![[0, 2], [1, 2]], "each its own shard, once");
    assert!(d.fake.refused_shards().is_empty());
    assert_eq!(d.fake.guilds_of_shard([0, 2]), vec![a]);
    assert_eq!(d.fake.guilds_of_shard([1, 2]), vec![b]);

    // A lobby in each guild, each opened by the process of the guild's shard.
    let (alice, bob) = (d.fake.user("alice"), d.fake.user("bob"));
    let mut lobbies = Vec::new();
    for (channel, shard) in [(d.channel_a, [0, 2]), (d.channel_b, [1, 2])] {
        let (handle, _) = d.slash(&alice, channel, "uno", "start").await;
        assert_eq!(d.fake.delivered_to(&handle), vec![shard], "{channel}");
        lobbies.push(message_containing(&d.fake, channel, "lobby").await);
    }

    // Without the second process nothing serves B, and A goes on.
    second.kill_9();
    d.fake
        .wait_until_named(
            "only shard 0 live",
            |f| f.live_shards() == vec![[0, 2]],
            WAIT,
        )
        .await;
    assert!(d.fake.shards_serving(b).is_empty(), "B is not shard 0's");
    let (answer, sent_to) = d.join(&bob, &lobbies[0]).await;
    assert!(!answer.ephemeral, "Join in A refused: {}", answer.text());
    assert_eq!(sent_to, vec![[0, 2]]);

    // Back again, the process of shard 1 has B's lobby and the old button works.
    let _second = d.launch("1-1/2").await;
    let (answer, sent_to) = d.join(&bob, &lobbies[1]).await;
    assert!(!answer.ephemeral, "Join in B refused: {}", answer.text());
    assert_eq!(sent_to, vec![[1, 2]]);
    let shown = message_containing(&d.fake, d.channel_b, "bob").await;
    assert!(shown.text().contains("alice"), "{}", shown.text());
    drop(first);
    d.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_career_bought_in_one_guild_shows_in_the_other() {
    let mut d = Deployment::new().await;
    let _first = d.launch("0-0/2").await;
    let _second = d.launch("1-1/2").await;
    let alice = d.fake.user("alice");

    // Opened in B first, so B's process has read the career before the purchase.
    let (text, sent_to) = d.career(&alice, d.channel_b).await;
    assert_eq!(sent_to, vec![[1, 2]]);
    assert!(text.contains("500 credits"), "{text}");

    // alice buys a +6 in A, served by the other process.
    let (handle, response) = d.slash(&alice, d.channel_a, "pazaak", "career").await;
    assert_eq!(d.fake.delivered_to(&handle), vec![[0, 2]]);
    let bought = buy(&d, &alice, &response.original.expect("the career"), "+6").await;
    assert!(bought.contains("Bought +6 for 100 credits"), "{bought}");

    // B's process shows the card and what it cost.
    let (text, sent_to) = d.career(&alice, d.channel_b).await;
    assert_eq!(sent_to, vec![[1, 2]]);
    assert!(
        text.contains("400 credits"),
        "the credits spent in A: {text}"
    );
    assert!(text.contains("+6×1"), "the card bought in A: {text}");

    // And the other way: a second +6 bought in B shows in A.
    let (_, response) = d.slash(&alice, d.channel_b, "pazaak", "career").await;
    let bought = buy(&d, &alice, &response.original.expect("the career"), "+6").await;
    assert!(bought.contains("You have **300 credits**"), "{bought}");
    let (text, sent_to) = d.career(&alice, d.channel_a).await;
    assert_eq!(sent_to, vec![[0, 2]]);
    assert!(
        text.contains("300 credits") && text.contains("+6×2"),
        "{text}"
    );
    d.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forget_in_one_guild_erases_the_person_from_a_table_the_other_process_runs() {
    let mut d = Deployment::new().await;
    let _first = d.launch("0-0/2").await;
    let _second = d.launch("1-1/2").await;
    let (alice, bob) = (d.fake.user("alice"), d.fake.user("bob"));
    // A lobby in B (the second process) with bob seated.
    d.slash(&alice, d.channel_b, "uno", "start").await;
    let lobby = message_containing(&d.fake, d.channel_b, "lobby").await;
    let (answer, sent_to) = d.join(&bob, &lobby).await;
    assert_eq!(sent_to, vec![[1, 2]]);
    assert!(!answer.ephemeral, "{}", answer.text());
    message_containing(&d.fake, d.channel_b, "bob").await;

    // bob asks to be forgotten in A, served by the first process.
    let handle = d.fake.slash(
        &bob,
        d.channel_a,
        "privacy",
        Some("forget"),
        json!({"confirm": true}),
    );
    let done = d.fake.wait_for_response(&handle, WAIT).await;
    assert_eq!(d.fake.delivered_to(&handle), vec![[0, 2]]);
    assert!(
        done.text()
            .contains("Your other games show it within a few seconds"),
        "{}",
        done.text()
    );
    // The second process follows the forget log: bob leaves B's lobby.
    let lobby_id = lobby.id;
    let channel_b = d.channel_b;
    let shown = d
        .fake
        .wait_for_named(
            "the lobby without bob",
            move |f| {
                f.channel_messages(channel_b)
                    .into_iter()
                    .find(|m| m.id == lobby_id && !m.text().contains("bob"))
            },
            WAIT,
        )
        .await;
    assert!(shown.text().contains("alice"), "{}", shown.text());
    d.assert_clean();
}

/// From the career screen `career`: Shop, choose `card` in the menu, Confirm. The text
/// of the answer to Confirm.
async fn buy(d: &Deployment, user: &FakeUser, career: &FakeMessage, card: &str) -> String {
    let handle = d.fake.click_button(user, career, "Shop");
    let shop = d.fake.wait_for_response(&handle, WAIT).await;
    let shop = shop.original.expect("the shop");
    let menu = shop.select("Buy a card");
    let option = menu
        .options
        .iter()
        .find(|o| o.label.starts_with(&format!("Buy {card}")))
        .unwrap_or_else(|| panic!("{card} is on sale: {:?}", menu.options));
    let handle = d
        .fake
        .select(user, &shop, &menu.custom_id, &[option.value.as_str()]);
    let confirm = d.fake.wait_for_response(&handle, WAIT).await;
    let confirm = confirm.original.expect("the question before buying");
    let handle = d.fake.click_button(user, &confirm, "Confirm");
    d.fake.wait_for_response(&handle, WAIT).await.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_goes_on_after_the_shard_count_and_ranges_change() {
    let mut d = Deployment::new().await;
    let a = d.guild_a;
    let people: Vec<FakeUser> = ["alice", "bob", "carol", "dave"]
        .iter()
        .map(|name| d.fake.user(name))
        .collect();
    let first = d.launch("0-0/2").await;
    let second = d.launch("1-1/2").await;
    d.slash(&people[0], d.channel_a, "uno", "start").await;
    let lobby = message_containing(&d.fake, d.channel_a, "lobby").await;
    let (answer, _) = d.join(&people[1], &lobby).await;
    assert!(!answer.ephemeral, "{}", answer.text());

    // Both die by kill -9; one process now runs every shard: the old button works.
    first.kill_9();
    second.kill_9();
    d.wait_all_disconnected().await;
    let all = d.launch("0-0/1").await;
    let (answer, sent_to) = d.join(&people[2], &lobby).await;
    assert_eq!(sent_to, vec![[0, 1]]);
    assert!(
        !answer.ephemeral,
        "Join after 2 shards became 1 refused: {}",
        answer.text()
    );
    let shown = message_containing(&d.fake, d.channel_a, "carol").await;
    assert!(
        shown.text().contains("bob"),
        "bob's seat kept: {}",
        shown.text()
    );

    // Stopped, then three shards in two processes: A is now on shard 2 of 3. The
    // process of shards 0-1 starts last, so its sessions are the newest, and A's click
    // must still go to the process of shard 2.
    assert_eq!(shard_of(a, 3), 2);
    all.stop().await;
    d.wait_all_disconnected().await;
    let _high = d.launch("2-2/3").await;
    let _low = d.launch("0-1/3").await;
    let (answer, sent_to) = d.join(&people[3], &lobby).await;
    assert_eq!(sent_to, vec![[shard_of(a, 3), 3]]);
    assert!(
        !answer.ephemeral,
        "Join after 1 shard became 3 refused: {}",
        answer.text()
    );
    let shown = message_containing(&d.fake, d.channel_a, "dave").await;
    assert!(
        shown.text().contains("bob") && shown.text().contains("carol"),
        "{}",
        shown.text()
    );
    d.assert_clean();
}
