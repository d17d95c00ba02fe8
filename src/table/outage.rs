//! Discord's outages are nobody's loss. While the gateway is not connected nobody can
//! see the table or press a button, so the clocks that wait on a person (a turn, a
//! challenge, a game timer such as the UNO! window) stand still; when the connection is
//! back each such clock goes on by the outage's length, and a person whose clock was
//! running gets at least their whole turn (a challenge its whole time) again.
//!
//! The adapter tells [`super::Tables`] when the gateway goes down and comes back; each
//! running table hears of it at once, and a sleeping one when it next wakes (its record
//! remembers the last outage it made up for).

use super::record::{DeadlineKind, TableRecord};

/// The gateway as the tables see it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gateway {
    /// Since when (Unix ms) the gateway has been down, while it is.
    pub down_since: Option<u64>,
    /// The last outage that ended.
    pub last_outage: Option<Outage>,
}

impl Gateway {
    pub fn is_down(&self) -> bool {
        self.down_since.is_some()
    }
}

/// An outage of the gateway, from its start to its end (Unix ms).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outage {
    pub from_ms: u64,
    pub to_ms: u64,
}

/// Whether a deadline waits on a person, and so stands still while nobody can act.
pub fn pauses(kind: &DeadlineKind) -> bool {
    matches!(
        kind,
        DeadlineKind::Turn { .. } | DeadlineKind::ChallengeExpiry | DeadlineKind::Game { .. }
    )
}

/// Make up for `outage` in `record`, once: every clock that waits on a person and was
/// running during it goes on by its length, a turn with at least the whole turn left
/// and a challenge with its whole time. Returns whether a deadline moved.
pub fn make_up_for(record: &mut TableRecord, outage: Outage, challenge_ms: u64) -> bool {
    if record.clocks_resumed_ms >= outage.to_ms {
        return false;
    }
    record.clocks_resumed_ms = outage.to_ms;
    let length = outage.to_ms.saturating_sub(outage.from_ms);
    let turn_ms = record.turn_timeout_secs * 1000;
    let mut moved = false;
    for deadline in &mut record.deadlines {
        if !pauses(&deadline.kind) || deadline.at_ms <= outage.from_ms {
            continue;
        }
        let grace = match deadline.kind {
            DeadlineKind::Turn { .. } => turn_ms,
            DeadlineKind::ChallengeExpiry => challenge_ms,
            _ => 0,
        };
        deadline.at_ms = (deadline.at_ms + length).max(outage.to_ms + grace);
        moved = true;
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::record::Deadline;
    use serde_json::Value;

    fn table_with(deadlines: Vec<Deadline>) -> TableRecord {
        let mut record = TableRecord::new(1, "uno", Some(2), 3, (4, "alice"), Value::Null, 0, 60);
        record.clocks_resumed_ms = 0;
        record.deadlines = deadlines;
        record
    }

    #[test]
    fn a_running_turn_gets_its_whole_time_again_and_only_once() {
        let mut record = table_with(vec![
            Deadline {
                at_ms: 10_000,
                kind: DeadlineKind::Turn { seat: 0 },
            },
            Deadline {
                at_ms: 10_000,
                kind: DeadlineKind::AiMove,
            },
            Deadline {
                at_ms: 500,
                kind: DeadlineKind::ChallengeExpiry,
            },
        ]);
        let outage = Outage {
            from_ms: 1_000,
            to_ms: 301_000,
        };
        assert!(make_up_for(&mut record, outage, 120_000));
        // 9 s were left at the outage's start: the whole turn (60 s) is more.
        assert_eq!(record.deadlines[0].at_ms, 361_000);
        assert_eq!(
            record.deadlines[1].at_ms, 10_000,
            "a computer's move does not wait"
        );
        assert_eq!(
            record.deadlines[2].at_ms, 500,
            "not running during the outage"
        );
        assert!(
            !make_up_for(&mut record, outage, 120_000),
            "made up for once"
        );
        assert_eq!(record.deadlines[0].at_ms, 361_000);
    }

    #[test]
    fn a_long_clock_goes_on_by_the_outage() {
        let mut record = table_with(vec![Deadline {
            at_ms: 1_000_000,
            kind: DeadlineKind::ChallengeExpiry,
        }]);
        make_up_for(
            &mut record,
            Outage {
                from_ms: 0,
                to_ms: 5_000,
            },
            1_000,
        );
        assert_eq!(record.deadlines[0].at_ms, 1_005_000);
    }
}
