//! The match log grouped for people: one report per finished turn ("draws 7, total 16,
//! plays +3, total 19, stands") plus set and match results.
//!
//! The engine's log holds single events; a turn's draw, hand card and end arrive in
//! separate clicks. [`reports`] replays the log from its start (tables are needed for
//! the totals, and the replay uses the engine's own [`lay_side_card`]) and reports only
//! what is complete, so a table can narrate each turn once, in one line, when it ends.

use super::actions::{Event, SetResult, StandReason};
use super::cards::{Origin, SideCard, Sign, TableCard};
use super::engine::lay_side_card;
use crate::games::Seat;

/// How a narrated turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    EndedTurn,
    Stood(StandReason),
    /// Over 20 at the end of the turn, with this total.
    Busted(i32),
}

/// One finished turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub seat: Seat,
    /// The main-deck card drawn and the total right after it.
    pub drew: Option<(u8, i32)>,
    /// The hand card played, its sign, and the total right after it.
    pub played: Option<(SideCard, Option<Sign>, i32)>,
    pub end: TurnEnd,
}

/// Something worth a log line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    SetStarted { number: u32, starter: Seat },
    Turn(Turn),
    SetEnded(SetResult),
    MatchWon { seat: Seat },
}

/// Reports for the events of `log` from index `from` on, as far as they are complete,
/// and the log index up to which they reach (pass it as `from` next time). A turn in
/// progress is left for a later call.
pub fn reports(log: &[Event], from: usize) -> (Vec<Report>, usize) {
    let mut tables: [Vec<TableCard>; 2] = [Vec::new(), Vec::new()];
    let mut drawn_at = [0usize; 2];
    let mut current: Option<Turn> = None;
    let mut out = Vec::new();
    let mut consumed = from.min(log.len());
    let total = |t: &Vec<TableCard>| t.iter().map(|c| c.value).sum::<i32>();
    for (i, event) in log.iter().enumerate() {
        let mut report = None;
        match *event {
            Event::SetStarted { number, starter } => {
                tables = [Vec::new(), Vec::new()];
                current = None;
                report = Some(Report::SetStarted { number, starter });
            }
            Event::Drew { seat, value } => {
                let s = seat.min(1);
                tables[s].push(TableCard {
                    origin: Origin::Main { drawn: value },
                    value: i32::from(value),
                });
                drawn_at[s] = tables[s].len() - 1;
                current = Some(Turn {
                    seat: s,
                    drew: Some((value, total(&tables[s]))),
                    played: None,
                    end: TurnEnd::EndedTurn,
                });
            }
            Event::Played { seat, card, sign } => {
                let s = seat.min(1);
                lay_side_card(&mut tables[s], drawn_at[s], card, sign);
                let turn = current.get_or_insert(Turn {
                    seat: s,
                    drew: None,
                    played: None,
                    end: TurnEnd::EndedTurn,
                });
                turn.played = Some((card, sign, total(&tables[s])));
            }
            Event::EndedTurn { seat } => {
                report = Some(finish(&mut current, seat, TurnEnd::EndedTurn));
            }
            Event::Stood { seat, reason } => {
                report = Some(finish(&mut current, seat, TurnEnd::Stood(reason)));
            }
            Event::Busted { seat, total } => {
                report = Some(finish(&mut current, seat, TurnEnd::Busted(total)));
            }
            Event::SetEnded(result) => report = Some(Report::SetEnded(result)),
            Event::MatchWon { seat } => report = Some(Report::MatchWon { seat }),
        }
        if let Some(report) = report {
            if i >= from {
                out.push(report);
            }
            consumed = consumed.max(i + 1);
        }
    }
    (out, consumed)
}

fn finish(current: &mut Option<Turn>, seat: Seat, end: TurnEnd) -> Report {
    let mut turn = current.take().unwrap_or(Turn {
        seat: seat.min(1),
        drew: None,
        played: None,
        end,
    });
    turn.end = end;
    Report::Turn(turn)
}
