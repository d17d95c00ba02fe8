//! Watches the gateway connection and tells the tables when it is down and back, so
//! turn clocks stand still while nobody can play (see `table::outage`).
//!
//! serenity sends no stage change when a connection drops, only when it comes back, and
//! the runners' latency is updated only on stage changes; what it does keep up to date
//! is which shard runners exist (a runner that cannot reconnect is removed while it is
//! restarted) and each one's stage. So the gateway counts as up while every shard this
//! process has seen has a runner that is connected, and as down once that has not been
//! so for [`DOWN_AFTER`] (a resume takes well under that).

use crate::table::Tables;
use serenity::all::{ShardId, ShardManager};
use serenity::gateway::ConnectionStage;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

/// How often the runners are looked at.
const POLL: Duration = Duration::from_secs(1);
/// How long the connection must stay lost to count as an outage.
const DOWN_AFTER: Duration = Duration::from_secs(5);

/// Whether every shard ever seen has a connected runner now.
pub fn connected(seen: &BTreeSet<ShardId>, stages: &HashMap<ShardId, ConnectionStage>) -> bool {
    !seen.is_empty()
        && seen
            .iter()
            .all(|id| stages.get(id) == Some(&ConnectionStage::Connected))
}

/// What the runners told at one look.
#[derive(Debug, PartialEq, Eq)]
pub enum Seen {
    Up,
    /// Down long enough to count, since `since_ms` (wall clock): the last look that
    /// found every shard connected, not the look that counted it 5 s later, so a clock
    /// stood still for the whole outage.
    Down {
        since_ms: u64,
    },
    /// Not connected, not yet for long enough (or never connected yet).
    Unsure,
}

/// The looks so far: the shards seen and when all were last connected.
#[derive(Default)]
pub struct Looks {
    seen: BTreeSet<ShardId>,
    last_up_ms: Option<u64>,
    lost_at_ms: Option<u64>,
}

impl Looks {
    /// One look at the runners' stages at `now_ms`.
    pub fn look(&mut self, stages: &HashMap<ShardId, ConnectionStage>, now_ms: u64) -> Seen {
        self.seen.extend(stages.keys().copied());
        if connected(&self.seen, stages) {
            self.last_up_ms = Some(now_ms);
            self.lost_at_ms = None;
            return Seen::Up;
        }
        let lost_at = *self.lost_at_ms.get_or_insert(now_ms);
        if now_ms.saturating_sub(lost_at) < DOWN_AFTER.as_millis() as u64 {
            return Seen::Unsure;
        }
        Seen::Down {
            since_ms: self.last_up_ms.unwrap_or(lost_at),
        }
    }
}

/// Run for as long as the process: poll the shard runners and report outages.
pub async fn watch(shards: Arc<ShardManager>, tables: Tables) {
    let mut looks = Looks::default();
    let mut interval = tokio::time::interval(POLL);
    loop {
        interval.tick().await;
        let stages: HashMap<ShardId, ConnectionStage> = shards
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, info)| (*id, info.stage))
            .collect();
        match looks.look(&stages, crate::clock::now_ms()) {
            Seen::Up => tables.gateway_up(),
            Seen::Down { since_ms } => tables.gateway_down_since(since_ms),
            Seen::Unsure => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_only_while_every_seen_shard_is_connected() {
        let (a, b) = (ShardId(0), ShardId(1));
        let seen: BTreeSet<_> = [a, b].into();
        let both: HashMap<_, _> = [
            (a, ConnectionStage::Connected),
            (b, ConnectionStage::Connected),
        ]
        .into();
        assert!(connected(&seen, &both));
        let one_missing: HashMap<_, _> = [(a, ConnectionStage::Connected)].into();
        assert!(!connected(&seen, &one_missing), "a runner being restarted");
        let resuming: HashMap<_, _> = [
            (a, ConnectionStage::Connected),
            (b, ConnectionStage::Resuming),
        ]
        .into();
        assert!(!connected(&seen, &resuming));
        assert!(
            !connected(&BTreeSet::new(), &HashMap::new()),
            "never connected yet"
        );
    }

    /// An outage counts from the last look that found the gateway connected, not from
    /// the look 5 s later that counted it as one.
    #[test]
    fn an_outage_counts_from_the_last_look_that_was_connected() {
        let a = ShardId(0);
        let up: HashMap<_, _> = [(a, ConnectionStage::Connected)].into();
        let down: HashMap<_, _> = [(a, ConnectionStage::Resuming)].into();
        let mut looks = Looks::default();
        assert_eq!(looks.look(&up, 10_000), Seen::Up);
        for at in [11_000, 12_000, 15_000] {
            assert_eq!(looks.look(&down, at), Seen::Unsure, "at {at}");
        }
        assert_eq!(looks.look(&down, 16_000), Seen::Down { since_ms: 10_000 });
        assert_eq!(looks.look(&up, 17_000), Seen::Up);
    }
}
