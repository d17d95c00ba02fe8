//! Configuration from the environment (and an optional `.env` file).
//!
//! Only `DISCORD_TOKEN` is required. The token is never logged: [`Config`]'s `Debug`
//! prints it redacted.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// What a missing or rejected token tells the bot host.
pub const TOKEN_HELP: &str = "\
Cantina needs a bot token in DISCORD_TOKEN (environment or .env file).
  1. Open https://discord.com/developers/applications and create an application.
  2. Under Bot, press Reset Token and copy it into .env as DISCORD_TOKEN=...
  3. Invite the bot with scopes bot + applications.commands and the permissions
     Send Messages, Embed Links, Attach Files, Create Public Threads,
     Send Messages in Threads, Read Message History (permissions=309237762048):
     https://discord.com/oauth2/authorize?client_id=<APPLICATION_ID>&scope=bot+applications.commands&permissions=309237762048";

/// Why the configuration could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set.\n{TOKEN_HELP}")]
    MissingToken,
    #[error("{name} is not valid: {reason}")]
    Invalid { name: &'static str, reason: String },
}

/// Everything the bot reads at start-up.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    /// Replaces `https://discord.com` for REST (a rate-limit proxy or a test fake).
    pub api_url: Option<String>,
    pub database_path: PathBuf,
    /// `DATABASE_URL`: a PostgreSQL database shared by every process of the bot; when
    /// set, the store lives there instead of in `database_path`.
    pub database_url: Option<String>,
    /// Finished tables kept for "Play again": how long, and how many per server.
    pub archive_days: u64,
    pub archive_per_server: u64,
    /// Register slash commands in this guild only (instant, for development).
    pub guild_id: Option<u64>,
    /// How long a 1v1 challenge waits for an answer.
    pub challenge_timeout: Duration,
    /// Pause between two computer moves, so people can follow the play.
    pub ai_delay: Duration,
    /// Minimum interval between two edits of one public table message.
    pub edit_interval: Duration,
    /// Which gateway shards this process runs; `None`: as many as Discord recommends.
    pub shards: Option<ShardPlan>,
    /// Let each game get ready at start-up (`Hosted::warm_up`: Oril's endgame tables,
    /// set by the game's own variables). Off in tests, which build no tables.
    pub warm_up: bool,
    /// The bot's own REST calls a second at most (Discord allows 50 per bot, with a
    /// margin kept here); `None` when a rate-limit proxy paces them.
    pub rest_per_second: Option<u32>,
    /// Open tables one server may have at once (0: no limit).
    pub max_tables_per_server: usize,
    /// How long a change may wait to be on disk; a disk that takes longer is taken as
    /// hung and the process exits non-zero for its supervisor.
    pub store_deadline: Duration,
    /// sled's page cache in MiB (`None`: sled's own default).
    pub sled_cache_mb: Option<u64>,
    /// PostgreSQL connections this process keeps open at most.
    pub database_pool_size: usize,
    /// `WEB_ADDR`: where the HTTP side (health, readiness, metrics) listens; `None`:
    /// no HTTP server.
    pub web_addr: Option<SocketAddr>,
    /// `WEB_URL`: the web side's public base URL, used in the links the bot posts
    /// (default `http://WEB_ADDR`); without the trailing slash.
    pub web_url: Option<String>,
    /// `WEB_RATE_LIMIT`: requests a second each client address may make of the web
    /// side (three seconds' worth at once); 0: no limit.
    pub web_rate_limit: u32,
}

/// A slice of a sharded deployment: shards `first..=last` of `total`. Each process runs
/// its own slice with its own database (Discord routes a guild to one shard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardPlan {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardPlan {
    /// Whether this slice runs the shard Discord gives `guild` (`None`: direct
    /// messages, which Discord sends to shard 0).
    pub fn runs_guild(&self, guild: Option<u64>) -> bool {
        let shard = guild.map_or(0, |id| (id >> 22) % u64::from(self.total.max(1)));
        (u64::from(self.first)..=u64::from(self.last)).contains(&shard)
    }

    /// `first-last/total` (`0-3/8`), or `n/total` for a single shard.
    pub fn parse(text: &str) -> Option<ShardPlan> {
        let (range, total) = text.trim().split_once('/')?;
        let total: u32 = total.trim().parse().ok()?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
            None => {
                let n = range.trim().parse().ok()?;
                (n, n)
            }
        };
        (first <= last && last < total).then_some(ShardPlan { first, last, total })
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("api_url", &self.api_url)
            .field("database_path", &self.database_path)
            .field(
                "database_url",
                &self.database_url.as_deref().map(redact_url),
            )
            .field("guild_id", &self.guild_id)
            .field("challenge_timeout", &self.challenge_timeout)
            .field("ai_delay", &self.ai_delay)
            .field("edit_interval", &self.edit_interval)
            .field("shards", &self.shards)
            .field("rest_per_second", &self.rest_per_second)
            .field("store_deadline", &self.store_deadline)
            .field("sled_cache_mb", &self.sled_cache_mb)
            .field("database_pool_size", &self.database_pool_size)
            .field("web_addr", &self.web_addr)
            .finish()
    }
}

impl Config {
    /// Defaults for everything but the token.
    pub fn new(token: impl Into<String>) -> Config {
        Config {
            token: token.into(),
            api_url: None,
            database_path: PathBuf::from("data/cantina.db"),
            database_url: None,
            archive_days: crate::store::ARCHIVE_DAYS,
            archive_per_server: crate::store::ARCHIVE_PER_GUILD,
            guild_id: None,
            challenge_timeout: Duration::from_secs(120),
            ai_delay: Duration::from_millis(700),
            edit_interval: Duration::from_millis(1000),
            shards: None,
            warm_up: false,
            rest_per_second: Some(45),
            max_tables_per_server: 500,
            store_deadline: Duration::from_secs(10),
            sled_cache_mb: None,
            database_pool_size: crate::store::PgOptions::default().pool_size,
            web_addr: None,
            web_url: None,
            web_rate_limit: 20,
        }
    }

    /// Read `.env` (if present) and then the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        let _ = dotenvy::dotenv();
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Build from any variable lookup (the environment, or a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let mut config = Config::new(token);
        if let Some(url) = get("DISCORD_API_URL").filter(|u| !u.trim().is_empty()) {
            let url = url.trim().trim_end_matches('/').to_string();
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::Invalid {
                    name: "DISCORD_API_URL",
                    reason: format!("{url:?} must start with http:// or https://"),
                });
            }
            config.api_url = Some(url);
        }
        if let Some(path) = get("DATABASE_PATH").filter(|p| !p.trim().is_empty()) {
            config.database_path = PathBuf::from(path.trim());
        }
        config.database_url = database_url(&get)?;
        if let Some(days) = get("ARCHIVE_DAYS") {
            config.archive_days = parse_number("ARCHIVE_DAYS", &days)?.max(1);
        }
        if let Some(n) = get("ARCHIVE_PER_SERVER") {
            config.archive_per_server = parse_number("ARCHIVE_PER_SERVER", &n)?.max(1);
        }
        if let Some(secs) = get("STORE_DEADLINE_SECS") {
            let secs = parse_number("STORE_DEADLINE_SECS", &secs)?;
            if secs == 0 {
                return Err(ConfigError::Invalid {
                    name: "STORE_DEADLINE_SECS",
                    reason: "must be at least 1".into(),
                });
            }
            config.store_deadline = Duration::from_secs(secs);
        }
        config.sled_cache_mb = sled_cache_mb(&get)?;
        if let Some(n) = get("DATABASE_POOL_SIZE").filter(|n| !n.trim().is_empty()) {
            let n = parse_number("DATABASE_POOL_SIZE", &n)?;
            if !(1..=1000).contains(&n) {
                return Err(ConfigError::Invalid {
                    name: "DATABASE_POOL_SIZE",
                    reason: "must be between 1 and 1000".into(),
                });
            }
            config.database_pool_size = n as usize;
        }
        if let Some(addr) = get("WEB_ADDR").filter(|a| !a.trim().is_empty()) {
            config.web_addr = Some(addr.trim().parse().map_err(|_| ConfigError::Invalid {
                name: "WEB_ADDR",
                reason: format!(
                    "{addr:?} is not an address and port (for instance 127.0.0.1:8080)"
                ),
            })?);
        }
        if let Some(rate) = get("WEB_RATE_LIMIT").filter(|r| !r.trim().is_empty()) {
            config.web_rate_limit =
                parse_number("WEB_RATE_LIMIT", &rate)?.min(u64::from(u32::MAX)) as u32;
        }
        if let Some(url) = get("WEB_URL").filter(|u| !u.trim().is_empty()) {
            let url = url.trim().trim_end_matches('/');
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::Invalid {
                    name: "WEB_URL",
                    reason: format!("{url:?} is not an http:// or https:// address"),
                });
            }
            config.web_url = Some(url.to_string());
        }
        if let Some(guild) = get("GUILD_ID").filter(|g| !g.trim().is_empty()) {
            config.guild_id = Some(parse_number("GUILD_ID", &guild)?);
        }
        if let Some(secs) = get("CHALLENGE_TIMEOUT_SECS") {
            config.challenge_timeout =
                Duration::from_secs(parse_number("CHALLENGE_TIMEOUT_SECS", &secs)?);
        }
        if let Some(ms) = get("AI_DELAY_MS") {
            config.ai_delay = Duration::from_millis(parse_number("AI_DELAY_MS", &ms)?);
        }
        if let Some(ms) = get("EDIT_INTERVAL_MS") {
            config.edit_interval = Duration::from_millis(parse_number("EDIT_INTERVAL_MS", &ms)?);
        }
        // 0: no pacing here (a rate-limit proxy in front of Discord does it).
        if let Some(n) = get("REST_PER_SECOND") {
            let n = u32::try_from(parse_number("REST_PER_SECOND", &n)?).unwrap_or(u32::MAX);
            config.rest_per_second = (n > 0).then_some(n);
        }
        if let Some(n) = get("MAX_TABLES_PER_SERVER") {
            config.max_tables_per_server = parse_number("MAX_TABLES_PER_SERVER", &n)? as usize;
        }
        // A deployment lets its games get ready (each reads its own settings).
        config.warm_up = true;
        if let Some(plan) = get("SHARDS").filter(|p| !p.trim().is_empty()) {
            config.shards = Some(ShardPlan::parse(&plan).ok_or(ConfigError::Invalid {
                name: "SHARDS",
                reason: format!("{plan:?} is not first-last/total (for instance 0-3/8)"),
            })?);
        }
        Ok(config)
    }
}

impl Config {
    /// The base of the links to the web side: `WEB_URL`, or `http://WEB_ADDR`; `None`
    /// when the web side is off (no `WEB_ADDR`).
    pub fn web_url(&self) -> Option<String> {
        let addr = self.web_addr?;
        Some(
            self.web_url
                .clone()
                .unwrap_or_else(|| format!("http://{addr}")),
        )
    }

    /// Where the store lives: PostgreSQL when `DATABASE_URL` is set, else sled.
    pub fn store_location(&self) -> crate::store::Location {
        match &self.database_url {
            Some(url) => crate::store::Location::Postgres(url.clone()),
            None => crate::store::Location::Sled(self.database_path.clone()),
        }
    }

    /// The store's options, from the configuration.
    pub fn store_options(&self) -> crate::store::StoreOptions {
        crate::store::StoreOptions {
            cache_mb: self.sled_cache_mb,
            deadline: self.store_deadline,
            archive_per_guild: self.archive_per_server,
            archive_for: Duration::from_secs(self.archive_days.saturating_mul(24 * 3600)),
            postgres: crate::store::PgOptions {
                pool_size: self.database_pool_size,
                ..Default::default()
            },
        }
    }
}

/// `DATABASE_URL`, if set: it must be a `postgres://` or `postgresql://` URL (also read
/// by `cantina backup`, `restore` and `migrate`, which need no token).
pub fn database_url(get: impl Fn(&str) -> Option<String>) -> Result<Option<String>, ConfigError> {
    let Some(url) = get("DATABASE_URL").filter(|u| !u.trim().is_empty()) else {
        return Ok(None);
    };
    let url = url.trim().to_string();
    if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
        return Err(ConfigError::Invalid {
            name: "DATABASE_URL",
            reason: format!(
                "{:?} must start with postgres:// or postgresql://",
                redact_url(&url)
            ),
        });
    }
    Ok(Some(url))
}

/// A database URL without its password (for logs and errors).
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((user, host)) => {
            let user = user.split(':').next().unwrap_or("");
            format!("{scheme}://{user}:***@{host}")
        }
        None => url.to_string(),
    }
}

/// `SLED_CACHE_MB`: sled's page cache in MiB, if set (also read by `cantina backup`
/// and `cantina restore`, which need no token).
pub fn sled_cache_mb(get: impl Fn(&str) -> Option<String>) -> Result<Option<u64>, ConfigError> {
    match get("SLED_CACHE_MB").filter(|v| !v.trim().is_empty()) {
        Some(mb) => match parse_number("SLED_CACHE_MB", &mb)? {
            0 => Err(ConfigError::Invalid {
                name: "SLED_CACHE_MB",
                reason: "must be at least 1".into(),
            }),
            mb => Ok(Some(mb)),
        },
        None => Ok(None),
    }
}

fn parse_number(name: &'static str, value: &str) -> Result<u64, ConfigError> {
    value.trim().parse().map_err(|_| ConfigError::Invalid {
        name,
        reason: format!("{value:?} is not a whole number"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| map.get(name).cloned()
    }

    #[test]
    fn missing_token_explains_how_to_get_one() {
        let err = Config::from_lookup(lookup(&[])).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("DISCORD_TOKEN"));
        assert!(text.contains("applications.commands"));
    }

    #[test]
    fn reads_the_store_deadline_and_cache_size() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.store_deadline, Duration::from_secs(10));
        assert_eq!(config.sled_cache_mb, None);
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("STORE_DEADLINE_SECS", "3"),
            ("SLED_CACHE_MB", "256"),
        ]))
        .unwrap();
        assert_eq!(config.store_deadline, Duration::from_secs(3));
        assert_eq!(config.sled_cache_mb, Some(256));
        assert_eq!(config.store_options().postgres.pool_size, 8);
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_POOL_SIZE", "20"),
        ]))
        .unwrap();
        assert_eq!(config.store_options().postgres.pool_size, 20);
        for (name, bad) in [
            ("STORE_DEADLINE_SECS", "0"),
            ("SLED_CACHE_MB", "x"),
            ("DATABASE_POOL_SIZE", "0"),
        ] {
            assert!(
                Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), (name, bad)])).is_err(),
                "{name}={bad}"
            );
        }
    }

    #[test]
    fn reads_every_variable() {
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", " abc "),
            ("DISCORD_API_URL", "http://127.0.0.1:9/"),
            ("DATABASE_PATH", "/tmp/x"),
            ("GUILD_ID", "42"),
        ]))
        .unwrap();
        assert_eq!(config.token, "abc");
        assert_eq!(config.api_url.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(config.database_path, PathBuf::from("/tmp/x"));
        assert_eq!(config.guild_id, Some(42));
        assert!(
            !format!("{config:?}").contains("abc"),
            "token must not be printed"
        );
    }

    #[test]
    fn reads_the_web_address() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.web_addr, None, "no HTTP server unless asked");
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("WEB_ADDR", " 127.0.0.1:8080 "),
        ]))
        .unwrap();
        assert_eq!(config.web_addr, Some(([127, 0, 0, 1], 8080).into()));
        assert_eq!(config.web_url().as_deref(), Some("http://127.0.0.1:8080"));
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("WEB_URL", "https://cantina.example/games/"),
        ]))
        .unwrap();
        assert_eq!(
            config.web_url().as_deref(),
            Some("https://cantina.example/games")
        );
        let no_web =
            Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("WEB_URL", "https://x")]));
        assert_eq!(no_web.unwrap().web_url(), None, "no links without a server");
        let bad = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("WEB_URL", "ftp://x")]));
        assert!(bad.unwrap_err().to_string().contains("WEB_URL"));
        for bad in ["localhost", "127.0.0.1", "127.0.0.1:http", "[::1]:99999"] {
            let err = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("WEB_ADDR", bad)]))
                .unwrap_err()
                .to_string();
            assert!(
                err.contains("WEB_ADDR") && err.contains(bad),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn reads_a_shard_range() {
        let config =
            Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("SHARDS", "2-3/8")])).unwrap();
        assert_eq!(
            config.shards,
            Some(ShardPlan {
                first: 2,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            ShardPlan::parse("5/8"),
            Some(ShardPlan {
                first: 5,
                last: 5,
                total: 8
            })
        );
        // Discord's rule: shard = (guild_id >> 22) % total; direct messages on 0.
        let plan = ShardPlan::parse("1-1/2").unwrap();
        assert!(plan.runs_guild(Some(1 << 22)));
        assert!(!plan.runs_guild(Some(2 << 22)));
        assert!(!plan.runs_guild(None));
        for bad in ["3-2/8", "0-8/8", "x/2", "4"] {
            assert_eq!(ShardPlan::parse(bad), None, "{bad}");
        }
        assert!(Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("SHARDS", "9/2")])).is_err());
    }

    #[test]
    fn games_warm_up_when_deployed_but_not_in_tests() {
        let read = |pairs: &[(&str, &str)]| Config::from_lookup(lookup(pairs));
        assert!(read(&[("DISCORD_TOKEN", "t")]).unwrap().warm_up);
        assert!(!Config::new("t").warm_up, "tests build no tables");
    }

    #[test]
    fn a_database_url_chooses_postgres_and_is_never_printed_whole() {
        let read = |pairs: &[(&str, &str)]| Config::from_lookup(lookup(pairs));
        let token = ("DISCORD_TOKEN", "t");
        let sled = read(&[token, ("DATABASE_PATH", "/tmp/db")]).unwrap();
        assert_eq!(
            sled.store_location(),
            crate::store::Location::Sled(PathBuf::from("/tmp/db"))
        );
        let url = "postgres://bot:secret@127.0.0.1:5432/cantina";
        let pg = read(&[token, ("DATABASE_URL", url)]).unwrap();
        assert_eq!(
            pg.store_location(),
            crate::store::Location::Postgres(url.into())
        );
        assert!(!format!("{pg:?}").contains("secret"));
        let err = read(&[token, ("DATABASE_URL", "mysql://bot:secret@h/db")]).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("DATABASE_URL") && !text.contains("secret"),
            "{text}"
        );
    }

    #[test]
    fn rejects_bad_values() {
        assert!(Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("GUILD_ID", "x")])).is_err());
        assert!(Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_URL", "ftp://a")
        ]))
        .is_err());
    }
}
