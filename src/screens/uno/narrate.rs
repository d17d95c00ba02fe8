//! What UNO's moves say at the table: the log line of each engine event, and the
//! timers that follow from them (the UNO! call window, the next round of a points
//! match).

use super::UnoScreen;
use crate::games::uno::{Event, PhaseView};
use crate::games::Seat;
use crate::table::hosting::{Match, Narration};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// After a round of a points match, the next one starts by itself after this.
const NEXT_ROUND_AFTER: Duration = Duration::from_secs(30);

/// UNO's own timers, serialized as the strings `"uno.<seat>"` and `"next"`: the table
/// stores them JSON-quoted, and the bare keys of tables stored before the timers were
/// typed still read (through the contract's fallback).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum UnoTimer {
    /// The seat's window to call UNO! after playing down to one card.
    UnoWindow(Seat),
    /// The next round of a points match starts by itself.
    NextRound,
}

impl From<UnoTimer> for String {
    fn from(timer: UnoTimer) -> String {
        match timer {
            UnoTimer::UnoWindow(seat) => format!("uno.{seat}"),
            UnoTimer::NextRound => "next".into(),
        }
    }
}

impl TryFrom<String> for UnoTimer {
    type Error = String;
    fn try_from(key: String) -> Result<UnoTimer, Self::Error> {
        if key == "next" {
            return Ok(UnoTimer::NextRound);
        }
        key.strip_prefix("uno.")
            .and_then(|seat| seat.parse().ok())
            .map(UnoTimer::UnoWindow)
            .ok_or_else(|| format!("not an UNO timer: {key}"))
    }
}

/// Log lines and timers from the engine's events.
pub fn narrate(game: &Match<UnoScreen>, events: &[Event]) -> Narration<UnoTimer> {
    let mut narration = Narration::default();
    for event in events {
        match event {
            Event::UnoWindowOpened { seat, seconds } => {
                narration.timers.push((
                    UnoTimer::UnoWindow(*seat),
                    Duration::from_secs(u64::from(*seconds)),
                ));
                // The window itself is not news; the call or the penalty will be.
                continue;
            }
            Event::RoundWon { .. }
                if matches!(game.engine.public_view().phase, PhaseView::RoundOver { .. }) =>
            {
                narration
                    .timers
                    .push((UnoTimer::NextRound, NEXT_ROUND_AFTER));
            }
            _ => {}
        }
        narration
            .log
            .push(super::words::event(event, &game.shown_names()));
    }
    narration
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn timers_keep_the_keys_older_tables_stored() {
        for timer in [UnoTimer::UnoWindow(3), UnoTimer::NextRound] {
            let json = serde_json::to_string(&timer).unwrap();
            assert_eq!(serde_json::from_str::<UnoTimer>(&json).unwrap(), timer);
        }
        let bare: UnoTimer = serde_json::from_value(Value::String("uno.2".into())).unwrap();
        assert_eq!(bare, UnoTimer::UnoWindow(2));
        assert!(serde_json::from_value::<UnoTimer>(Value::String("uno.x".into())).is_err());
    }
}
