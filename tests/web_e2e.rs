//! The bot's HTTP side end to end: the real bot against the fake Discord with
//! `WEB_ADDR` set, asked over plain HTTP. Health answers at once, readiness once the
//! gateway is connected, the metrics count a slash command and clicks (a refused one
//! too), time them and count a rate-limited REST call, only `GET` is served, and the
//! port closes with the bot.

mod support;

use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;
use support::setup::Setup;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const WAIT: Duration = Duration::from_secs(20);

/// A port nobody listens on now: bound to 127.0.0.1:0, read and let go.
fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// One HTTP/1.1 exchange: the status, the head (lower-cased) and the body.
struct Answer {
    status: u16,
    head: String,
    body: String,
}

/// Send `method path` (with `body`) to `addr`, within a few seconds.
async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> std::io::Result<Answer> {
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await?;
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await?;
        let mut bytes = Vec::new();
        stream.read_to_end(&mut bytes).await?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let status = head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        Ok(Answer {
            status,
            head: head.to_lowercase(),
            body: body.to_string(),
        })
    };
    tokio::time::timeout(Duration::from_secs(5), exchange)
        .await
        .unwrap_or_else(|_| Err(std::io::Error::other("no answer in time")))
}

async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, "")
        .await
        .unwrap_or_else(|err| panic!("GET {path}: {err}"))
}

/// `GET path` until `done` holds for its answer, for at most [`WAIT`].
async fn get_until(addr: SocketAddr, path: &str, done: impl Fn(&Answer) -> bool) -> Answer {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let answer = get(addr, path).await;
        if done(&answer) {
            return answer;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "GET {path}: still {} {}",
            answer.status,
            answer.body
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The value of the sample `name` (without labels) in Prometheus text, 0 if absent.
fn value(text: &str, name: &str) -> f64 {
    text.lines()
        .filter_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .find_map(|v| v.trim().parse().ok())
        .unwrap_or(0.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_readiness_and_metrics_over_http() {
    let s = Setup::builder().channel("oril").wait(WAIT).start().await;
    let addr = free_addr();
    let mut config = s.config();
    config.web_addr = Some(addr);
    let bot = s.bot_with(config).await;

    let health = get(addr, "/healthz").await;
    assert_eq!(health.status, 200, "{}", health.body);
    assert!(!health.head.contains("set-cookie"), "{}", health.head);
    // The gateway watch sees the connection within its poll.
    let ready = get_until(addr, "/readyz", |a| a.status == 200).await;
    assert_eq!(ready.body, "ready\n");

    // A slash command (a challenge), a refused click (the challenger cannot accept her
    // own challenge) and an accepted click. The challenge's post is rate limited once:
    // tried again, and counted.
    s.fake.fail_next("POST /channels", 429, 1);
    let start = s.fake.slash(
        &s.alice,
        s.channel,
        "oril",
        Some("start"),
        json!({"opponent": s.bob.id.to_string()}),
    );
    s.fake.wait_for_response(&start, WAIT).await;
    let challenge = s.message("challenges you").await;
    let limited = s.fake.requests_to("POST", "/channels");
    assert!(
        limited.iter().any(|r| r.status == 429),
        "the fake rate limited the post"
    );
    let own = s.fake.click_button(&s.alice, &challenge, "Accept");
    let refusal = s.fake.wait_for_ack(&own, WAIT).await;
    assert!(
        refusal.ephemeral && refusal.text().contains("not for you"),
        "accepting one's own challenge is refused: {}",
        refusal.text()
    );
    let accept = s.fake.click_button(&s.bob, &challenge, "Accept");
    let accepted = s.fake.wait_for_ack(&accept, WAIT).await;
    assert!(!accepted.ephemeral, "bob's accept: {}", accepted.text());
    s.message("to move").await;

    // The counts land when each interaction's handling is over, just after its answer.
    let metrics = get_until(addr, "/metrics", |a| {
        value(&a.body, "cantina_rest_retries_total") >= 1.0
            && a.body
                .contains(r#"cantina_interactions_total{kind="click",outcome="answered"}"#)
            && a.body
                .contains(r#"cantina_interactions_total{kind="click",outcome="refused"}"#)
    })
    .await;
    assert_eq!(metrics.status, 200);
    assert!(
        metrics.head.contains("content-type: text/plain"),
        "{}",
        metrics.head
    );
    let text = &metrics.body;
    for needle in [
        r#"cantina_interactions_total{kind="command",outcome="answered"} 1"#,
        r#"cantina_interactions_total{kind="click",outcome="refused"} 1"#,
        r#"cantina_interactions_total{kind="click",outcome="answered"} 1"#,
        r#"cantina_interaction_seconds_bucket{kind="command",le="+Inf"} 1"#,
        r#"cantina_interaction_seconds_bucket{kind="click",le="+Inf"} 2"#,
        r#"cantina_live_tables{game="oril"} 1"#,
        r#"cantina_live_tables{game="uno"} 0"#,
        "cantina_gateway_connected 1",
        r#"cantina_store_seconds_bucket{op="write""#,
        r#"cantina_work_queue_depth{state="waiting"} 0"#,
    ] {
        assert!(text.contains(needle), "{needle} missing from:\n{text}");
    }
    assert!(
        value(text, "cantina_rest_rate_limited_total") >= 1.0,
        "{text}"
    );
    assert!(
        !text.contains(r#"outcome="failed""#),
        "nothing failed:\n{text}"
    );

    // Read-only, with a small body: anything but GET is refused.
    let post = request(addr, "POST", "/metrics", &"x".repeat(4096))
        .await
        .expect("an answer to a POST");
    assert_eq!(post.status, 405, "{}", post.body);
    assert_eq!(get(addr, "/nothing-here").await.status, 404);

    bot.stop().await.expect("a clean stop");
    let after = tokio::time::timeout(Duration::from_secs(5), TcpStream::connect(addr)).await;
    assert!(
        matches!(after, Ok(Err(_))),
        "the port still answers after the bot stopped"
    );
}
