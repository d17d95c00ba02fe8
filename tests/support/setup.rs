//! What every end-to-end test starts from: a fake Discord with one text channel, three
//! people (alice, bob, carol) and a database in a temporary folder; then the bot,
//! started against them with the test settings.
//!
//! ```text
//! let s = Setup::builder().channel("uno").wait(WAIT).start().await;
//! let bot = s.bot().await;                    // the catalog chosen (default: every game)
//! let table = s.message("UNO").await;          // newest message in s.channel with "UNO"
//! let table = s.message_in(thread, "Turn").await;
//! let text = s.private_answer(&handle).await;  // a private answer's text
//! s.finish(bot).await;                         // stop the bot; no rule broken
//! ```
//!
//! A test file adds its game's own helpers in an `impl Setup` block of its own.

use super::bot::{start_bot, test_config, Bot};
use super::fake_discord::{FakeDiscord, FakeMessage, FakeUser, InteractionHandle, Response};
use super::wait::{message_containing_within, WAIT};
use cantina::config::Config;
use cantina::table::Catalog;
use std::path::PathBuf;
use std::time::Duration;

/// A fake Discord, its channel and people, and where the bot keeps its database.
pub struct Setup {
    pub fake: FakeDiscord,
    // After `fake`: the fake Discord stops before the folder is removed.
    _dir: tempfile::TempDir,
    pub db: PathBuf,
    /// The text channel the test plays in.
    pub channel: u64,
    pub alice: FakeUser,
    pub bob: FakeUser,
    pub carol: FakeUser,
    /// How long the helpers here wait for the bot.
    pub wait: Duration,
    catalog: fn() -> Catalog,
}

/// What differs between the test files' setups.
pub struct SetupBuilder {
    channel: &'static str,
    catalog: fn() -> Catalog,
    wait: Duration,
}

impl SetupBuilder {
    /// The name of the test channel (default "games").
    pub fn channel(mut self, name: &'static str) -> Self {
        self.channel = name;
        self
    }

    /// The games the bot hosts (default: `cantina::app::default_catalog`).
    pub fn catalog(mut self, catalog: fn() -> Catalog) -> Self {
        self.catalog = catalog;
        self
    }

    /// How long the helpers wait for the bot (default [`WAIT`]).
    pub fn wait(mut self, wait: Duration) -> Self {
        self.wait = wait;
        self
    }

    /// Start the fake Discord and make the channel and the people.
    pub async fn start(self) -> Setup {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("db");
        let channel = fake.create_channel(self.channel);
        let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
        Setup {
            fake,
            _dir: dir,
            db,
            channel,
            alice,
            bob,
            carol,
            wait: self.wait,
            catalog: self.catalog,
        }
    }
}

impl Setup {
    /// Channel "games", every game, [`WAIT`]; change them before `start`.
    pub fn builder() -> SetupBuilder {
        SetupBuilder {
            channel: "games",
            catalog: cantina::app::default_catalog,
            wait: WAIT,
        }
    }

    /// The test settings for this fake Discord and database.
    pub fn config(&self) -> Config {
        test_config(&self.fake, &self.db)
    }

    /// A fresh copy of the games the bot hosts.
    pub fn catalog(&self) -> Catalog {
        (self.catalog)()
    }

    /// Start the bot with the test settings and wait until it is ready.
    pub async fn bot(&self) -> Bot {
        self.bot_with(self.config()).await
    }

    /// Start the bot with `config` (the test settings, changed) and wait until it is ready.
    pub async fn bot_with(&self, config: Config) -> Bot {
        start_bot(&self.fake, config, self.catalog()).await
    }

    /// Stop the bot, then check that it broke none of Discord's rules while it ran:
    /// the end of every end-to-end test.
    pub async fn finish(&self, bot: Bot) {
        bot.stop().await.unwrap();
        self.fake.assert_no_violations();
    }

    /// The newest message in the test channel whose text contains `needle`.
    pub async fn message(&self, needle: &str) -> FakeMessage {
        self.message_in(self.channel, needle).await
    }

    /// The newest message in `channel` (another channel, a thread) whose text contains
    /// `needle`.
    pub async fn message_in(&self, channel: u64, needle: &str) -> FakeMessage {
        message_containing_within(&self.fake, channel, needle, self.wait).await
    }

    /// The answer to `handle`, which must be private.
    pub async fn private_response(&self, handle: &InteractionHandle) -> Response {
        let response = self.fake.wait_for_response(handle, self.wait).await;
        assert!(
            response.ephemeral,
            "expected a private answer: {response:?}"
        );
        response
    }

    /// The text of the private answer to `handle` (without any follow-ups).
    pub async fn private_answer(&self, handle: &InteractionHandle) -> String {
        self.private_response(handle).await.text()
    }

    /// `user` chooses the option labelled `option` in the select menu `menu` of a
    /// private view; returns the view as it is after the choice.
    pub async fn choose(
        &self,
        user: &FakeUser,
        view: &FakeMessage,
        menu: &str,
        option: &str,
    ) -> FakeMessage {
        let select = view.select(menu);
        let value = select
            .options
            .iter()
            .find(|o| o.label == option)
            .unwrap_or_else(|| panic!("no option {option:?} in {:?}", select.options))
            .value
            .clone();
        let handle = self
            .fake
            .select(user, view, &select.custom_id, &[value.as_str()]);
        let response = self.fake.wait_for_update(&handle, view, self.wait).await;
        response.original.expect("the view after a choice")
    }
}
