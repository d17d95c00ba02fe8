//! What a Pazaak match says at the table: one log line per report of the engine (a
//! set begins, a turn, a set ends, the match is won). [`apply`] plays an action and
//! narrates it.

use super::refusals::match_error;
use super::views::{card_text, name_of, signed};
use super::PazaakScreen;
use crate::games::pazaak::narrate::{Report, Turn, TurnEnd};
use crate::games::pazaak::{MatchAction, SetDecision, SetResult, SideCard, Sign, StandReason};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::hosting::{Match, Narration, NoTimer};

/// Narrate what the match did since the last narration.
fn narrate(game: &mut Match<PazaakScreen>) -> Narration<NoTimer> {
    let reports = game.engine.take_reports();
    let mut narration = Narration::default();
    for report in &reports {
        narration
            .log
            .push(Text::verbatim(report_line(report, &game.shown_names())));
    }
    narration
}

/// Play `action` for `seat` and narrate what it did (a side deck made ready too).
pub fn apply(
    game: &mut Match<PazaakScreen>,
    seat: Seat,
    action: &MatchAction,
) -> Result<Narration<NoTimer>, Text> {
    let was_choosing = game.engine.choosing().contains(&seat);
    game.engine.act(seat, action).map_err(|e| match_error(&e))?;
    let mut narration = Narration::default();
    if was_choosing && !game.engine.choosing().contains(&seat) {
        narration.log.push(Text::verbatim(format!(
            "{}'s side deck is ready.",
            game.shown_name(seat)
        )));
    }
    narration.merge(narrate(game));
    Ok(narration)
}

/// One log line per report: "Ana draws 7 (total 16) and plays +3 → 19, stands".
pub fn report_line(report: &Report, names: &[String]) -> String {
    match report {
        Report::SetStarted { number, starter } => {
            format!("Set {number} begins; {} starts.", name_of(names, *starter))
        }
        Report::Turn(turn) => turn_line(turn, names),
        Report::SetEnded(result) => set_line(result, names),
        Report::MatchWon { seat } => format!("{} wins the match!", name_of(names, *seat)),
    }
}

fn turn_line(turn: &Turn, names: &[String]) -> String {
    let mut line = name_of(names, turn.seat);
    let mut parts = Vec::new();
    if let Some((value, total)) = turn.drew {
        parts.push(format!("draws {value} (total {total})"));
    }
    if let Some((card, sign, total)) = turn.played {
        parts.push(format!("plays {} → {total}", played_text(card, sign)));
    }
    line.push(' ');
    line.push_str(&parts.join(" and "));
    let end = match turn.end {
        TurnEnd::EndedTurn => ", ends the turn".to_string(),
        TurnEnd::Stood(StandReason::Chose) => ", stands".to_string(),
        TurnEnd::Stood(StandReason::Twenty) => ", stands on 20".to_string(),
        TurnEnd::Stood(StandReason::NineCards) => ", stands with nine cards".to_string(),
        TurnEnd::Busted(total) => format!(", busts with {total}"),
    };
    if parts.is_empty() {
        line.push_str(end.trim_start_matches(", "));
    } else {
        line.push_str(&end);
    }
    line
}

fn set_line(result: &SetResult, names: &[String]) -> String {
    let [a, b] = result.totals;
    let score = format!("{} {a} – {b} {}", name_of(names, 0), name_of(names, 1));
    match (result.winner, result.decision) {
        (Some(w), SetDecision::Tiebreaker) => format!(
            "Set {}: {score}; {} wins it with the Tiebreaker.",
            result.number,
            name_of(names, w)
        ),
        (Some(w), SetDecision::Bust) => format!(
            "Set {}: {score}; {} busts, {} wins the set.",
            result.number,
            name_of(names, 1 - w.min(1)),
            name_of(names, w)
        ),
        (Some(w), _) => format!(
            "Set {}: {score}; {} wins the set.",
            result.number,
            name_of(names, w)
        ),
        (None, _) => format!("Set {}: {score}; tied, nobody scores.", result.number),
    }
}

fn played_text(card: SideCard, sign: Option<Sign>) -> String {
    match (card, sign) {
        (SideCard::PlusMinus(v), Some(s)) => {
            format!("±{v} as {}", signed(s.factor() * i32::from(v)))
        }
        (SideCard::Tiebreaker, Some(s)) => format!("±1T as {}", signed(s.factor())),
        (card, _) => card_text(card),
    }
}
