//! A real headless Chromium for the web pages' tests, driven over WebDriver: Debian's
//! `chromium` and `chromedriver` (packages `chromium` and `chromium-driver`, which
//! `scripts/test` and `.ci/run` install where missing). A missing browser fails the
//! test: it is never a reason to skip it.

#![allow(dead_code)]

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder};
use serde_json::{json, Value};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A chromedriver on a free loopback port, stopped when dropped (with its browsers).
pub struct Driver {
    child: Child,
    port: u16,
    _profiles: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    /// Start chromedriver and wait (a few seconds at most) until it answers.
    pub async fn start() -> Driver {
        for program in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                std::path::Path::new(program).exists(),
                "{program} is missing: install Debian's chromium and chromium-driver \
                 (scripts/test does it)"
            );
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let driver = Driver {
            child,
            port,
            _profiles: tempfile::tempdir().unwrap(),
        };
        let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
        while tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "chromedriver did not listen"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        driver
    }

    /// A new headless browser whose reader speaks `accept_language` (an
    /// `Accept-Language` value such as "pt-BR,pt").
    pub async fn browser(&self, accept_language: &str) -> Client {
        let profile = tempfile::tempdir_in(self._profiles.path()).unwrap().keep();
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": CHROMIUM,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--window-size=1100,1400",
                    format!("--user-data-dir={}", profile.display()),
                    format!("--accept-lang={accept_language}"),
                ],
                "prefs": {"intl.accept_languages": accept_language},
            }),
        );
        caps.insert("goog:loggingPrefs".into(), json!({"browser": "ALL"}));
        let mut builder =
            ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
        builder.capabilities(caps);
        let address = format!("http://127.0.0.1:{}", self.port);
        tokio::time::timeout(Duration::from_secs(30), builder.connect(&address))
            .await
            .expect("the browser started in time")
            .expect("the browser started")
    }
}

/// The browser console's messages since the last call (ChromeDriver's log endpoint).
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/se/log",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({"type": "browser"}).to_string()),
        )
    }
}

/// The console's warnings and errors since the last call, as "LEVEL message".
pub async fn console_problems(client: &Client) -> Vec<String> {
    let log = client
        .issue_cmd(BrowserLog)
        .await
        .expect("the browser's console log");
    log.as_array()
        .into_iter()
        .flatten()
        .filter(|entry| {
            matches!(
                entry.get("level").and_then(Value::as_str),
                Some("SEVERE" | "WARNING")
            )
        })
        .map(|entry| {
            format!(
                "{} {}",
                entry["level"].as_str().unwrap_or_default(),
                entry["message"].as_str().unwrap_or_default()
            )
        })
        .collect()
}
