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

/// Run for as long as the process: poll the shard runners and report outages.
pub async fn watch(shards: Arc<ShardManager>, tables: Tables) {
    let mut seen = BTreeSet::new();
    let mut lost_since: Option<tokio::time::Instant> = None;
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
        seen.extend(stages.keys().copied());
        if connected(&seen, &stages) {
            lost_since = None;
            tables.gateway_up();
            continue;
        }
        let since = *lost_since.get_or_insert_with(tokio::time::Instant::now);
        if since.elapsed() >= DOWN_AFTER {
            tables.gateway_down();
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
}
