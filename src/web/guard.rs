//! What every answer of the web side carries and what every request is held to: the
//! security headers (a Content-Security-Policy that allows only the page's own style
//! sheet and pictures, no framing, no sniffing, no referrer) and a limit on requests
//! per client address.

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Only the page's own style sheet and pictures; no script, no frame, no form.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; img-src 'self'; \
     style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The longest path answered: every address of ours is far shorter.
const LONGEST_PATH: usize = 512;
/// Clients remembered at once; beyond that the fullest buckets are dropped.
const CLIENTS_KEPT: usize = 10_000;

/// Requests per client address: `per_second` on average, `burst` at once (a page and
/// its picture and style sheet, several pages opened together). 0: no limit.
pub struct RateLimit {
    per_second: f64,
    burst: f64,
    clients: Mutex<HashMap<IpAddr, Bucket>>,
}

#[derive(Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl RateLimit {
    pub fn new(per_second: u32) -> RateLimit {
        RateLimit {
            per_second: f64::from(per_second),
            burst: f64::from(per_second) * 3.0,
            clients: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `client` may make a request now (and count it).
    pub fn allow(&self, client: IpAddr, now: Instant) -> bool {
        if self.per_second <= 0.0 {
            return true;
        }
        let mut clients = self.clients.lock().unwrap_or_else(|p| p.into_inner());
        if clients.len() >= CLIENTS_KEPT && !clients.contains_key(&client) {
            let (per_second, burst) = (self.per_second, self.burst);
            clients.retain(|_, b| {
                b.tokens + now.duration_since(b.at).as_secs_f64() * per_second < burst
            });
        }
        let bucket = clients.entry(client).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let refilled = now.duration_since(bucket.at).as_secs_f64() * self.per_second;
        bucket.tokens = (bucket.tokens + refilled).min(self.burst);
        bucket.at = now;
        if bucket.tokens < 1.0 {
            return false;
        }
        bucket.tokens -= 1.0;
        true
    }
}

/// The guard around every route: too long a path or too many requests are refused,
/// and every answer gets the security headers.
pub async fn guard(
    State(limit): State<Arc<RateLimit>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let mut response = if request.uri().path().len() > LONGEST_PATH {
        StatusCode::URI_TOO_LONG.into_response()
    } else if !limit.allow(client.ip(), Instant::now()) {
        let mut refused = (StatusCode::TOO_MANY_REQUESTS, "too many requests\n").into_response();
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        refused
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_client_gets_its_burst_then_its_rate() {
        let limit = RateLimit::new(2);
        let (ada, bob) = ([127, 0, 0, 1].into(), [127, 0, 0, 2].into());
        let start = Instant::now();
        let allowed = (0..10).filter(|_| limit.allow(ada, start)).count();
        assert_eq!(allowed, 6, "a burst of three seconds' worth");
        assert!(limit.allow(bob, start), "another client has its own");
        assert!(!limit.allow(ada, start + Duration::from_millis(100)));
        assert!(limit.allow(ada, start + Duration::from_millis(600)));
        assert!(RateLimit::new(0).allow(ada, start), "0: no limit");
    }
}
