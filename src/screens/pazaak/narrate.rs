//! What a Pazaak match says at the table: one log line per report of the engine (a
//! set begins, a turn, a set ends, the match is won), and a side deck made ready.

use super::views::{card_word, seat_name, signed};
use super::PazaakScreen;
use crate::games::pazaak::narrate::{Report, Turn, TurnEnd};
use crate::games::pazaak::{Applied, SetDecision, SetResult, SideCard, Sign, StandReason};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::hosting::{Match, Narration, NoTimer};

/// Narrate what the match did since the last narration.
fn narrate(game: &mut Match<PazaakScreen>) -> Narration<NoTimer> {
    let reports = game.engine.take_reports();
    let mut narration = Narration::default();
    for report in &reports {
        narration.log.push(report_line(report, &game.shown_names()));
    }
    narration
}

/// What an applied action did: a side deck made ready, then the match's reports.
pub fn applied(game: &mut Match<PazaakScreen>, seat: Seat, event: Applied) -> Narration<NoTimer> {
    let mut narration = Narration::default();
    if event.deck_ready {
        narration
            .log
            .push(Text::new("pazaak-log-deck-ready").with("name", game.shown_name(seat)));
    }
    narration.merge(narrate(game));
    narration
}

/// One log line per report: "Ana draws 7 (total 16) and plays +3 → 19, stands".
pub fn report_line(report: &Report, names: &[String]) -> Text {
    match report {
        Report::SetStarted { number, starter } => Text::new("pazaak-log-set-started")
            .with("set", *number)
            .with("name", seat_name(names, *starter)),
        Report::Turn(turn) => turn_line(turn, names),
        Report::SetEnded(result) => set_line(result, names),
        Report::MatchWon { seat } => {
            Text::new("pazaak-log-match-won").with("name", seat_name(names, *seat))
        }
    }
}

/// A turn as one sentence: what was drawn and played, and how the turn ended (the
/// message chooses its ending by `end`).
fn turn_line(turn: &Turn, names: &[String]) -> Text {
    let (end, last) = match turn.end {
        TurnEnd::EndedTurn => ("ended", 0),
        TurnEnd::Stood(StandReason::Chose) => ("stood", 0),
        TurnEnd::Stood(StandReason::Twenty) => ("twenty", 0),
        TurnEnd::Stood(StandReason::NineCards) => ("nine", 0),
        TurnEnd::Busted(total) => ("busted", total),
    };
    let name = seat_name(names, turn.seat);
    match (turn.drew, turn.played) {
        (None, None) => Text::new("pazaak-log-turn")
            .with("name", name)
            .with("end", end)
            .with("final", last),
        (Some((value, total)), None) => Text::new("pazaak-log-turn-drew")
            .with("name", name)
            .with("value", value)
            .with("total", total)
            .with("end", end)
            .with("final", last),
        (None, Some((card, sign, after))) => Text::new("pazaak-log-turn-played")
            .with("name", name)
            .with("card", played_text(card, sign))
            .with("after", after)
            .with("end", end)
            .with("final", last),
        (Some((value, total)), Some((card, sign, after))) => {
            Text::new("pazaak-log-turn-drew-played")
                .with("name", name)
                .with("value", value)
                .with("total", total)
                .with("card", played_text(card, sign))
                .with("after", after)
                .with("end", end)
                .with("final", last)
        }
    }
}

fn set_line(result: &SetResult, names: &[String]) -> Text {
    let [a, b] = result.totals;
    let (set, first, second) = (result.number, seat_name(names, 0), seat_name(names, 1));
    match (result.winner, result.decision) {
        (Some(w), SetDecision::Tiebreaker) => Text::new("pazaak-log-set-tiebreaker")
            .with("set", set)
            .with("first", first)
            .with("a", a)
            .with("b", b)
            .with("second", second)
            .with("name", seat_name(names, w)),
        (Some(w), SetDecision::Bust) => Text::new("pazaak-log-set-bust")
            .with("set", set)
            .with("first", first)
            .with("a", a)
            .with("b", b)
            .with("second", second)
            .with("loser", seat_name(names, 1 - w.min(1)))
            .with("name", seat_name(names, w)),
        (Some(w), _) => Text::new("pazaak-log-set-won")
            .with("set", set)
            .with("first", first)
            .with("a", a)
            .with("b", b)
            .with("second", second)
            .with("name", seat_name(names, w)),
        (None, _) => Text::new("pazaak-log-set-tied")
            .with("set", set)
            .with("first", first)
            .with("a", a)
            .with("b", b)
            .with("second", second),
    }
}

fn played_text(card: SideCard, sign: Option<Sign>) -> Text {
    match (card, sign) {
        (SideCard::PlusMinus(v), Some(s)) => Text::new("pazaak-played-as")
            .with("card", format!("±{v}"))
            .with("value", signed(s.factor() * i32::from(v))),
        (SideCard::Tiebreaker, Some(s)) => Text::new("pazaak-played-as")
            .with("card", "±1T")
            .with("value", signed(s.factor())),
        (card, _) => card_word(card),
    }
}
