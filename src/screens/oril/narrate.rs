//! What Oril's moves say at the table: a sowing and what it captured, a proposal to
//! end and its answer (the computer answers at once), and the end of the game.
//! [`apply`] plays a press and narrates it.

use super::actions::OrilPress;
use super::refusals::oril_error;
use super::session::OrilTable;
use super::views;
use super::OrilScreen;
use crate::games::oril::{House, OrilAction, OrilError, Side};
use crate::games::{Game, Seat};
use crate::i18n::Text;
use crate::table::hosting::{Match, Narration, NoTimer};

/// Play `press` for `seat` and narrate what it did.
pub fn apply(
    game: &mut Match<OrilScreen>,
    seat: Seat,
    press: &OrilPress,
) -> Result<Narration<NoTimer>, Text> {
    match *press {
        OrilPress::Sow(house) => sow(game, seat, house).map_err(|e| oril_error(&e)),
        OrilPress::ProposeEnd => propose_end(game, seat),
    }
}

/// Sow `house` for `seat` and say what happened.
pub fn sow(
    game: &mut Match<OrilScreen>,
    seat: Seat,
    house: House,
) -> Result<Narration<NoTimer>, OrilError> {
    game.engine.apply(seat, &OrilAction::Sow(house))?;
    let name = game.shown_name(seat);
    let house = house.number();
    let line = match game.engine.game.last_move() {
        Some(record) if record.captured > 0 => Text::new("oril-log-sowed-capturing")
            .with("name", name)
            .with("house", house)
            .with("stones", record.sown)
            .with("captured", record.captured),
        Some(record) if record.sown > 0 => Text::new("oril-log-sowed-stones")
            .with("name", name)
            .with("house", house)
            .with("stones", record.sown),
        _ => Text::new("oril-log-sowed")
            .with("name", name)
            .with("house", house),
    };
    let mut narration = Narration::line(line);
    narration.merge(ending(game));
    Ok(narration)
}

/// A line for the end of the game, if it just ended.
pub fn ending(game: &Match<OrilScreen>) -> Narration<NoTimer> {
    match views::summary(game) {
        Some(summary) if game.engine.is_over() => Narration::line(summary),
        _ => Narration::default(),
    }
}

/// Whether the computer at `seat` agrees to end now: each side keeping its own stones
/// must not lose for it.
fn computer_agrees(engine: &OrilTable, seat: Seat) -> bool {
    let Some(me) = Side::from_seat(seat) else {
        return false;
    };
    let p = engine.game.position();
    let total = |side: Side| u32::from(p.store(side)) + u32::from(p.row_total(side));
    total(me) >= total(me.opponent())
}

fn propose_end(game: &mut Match<OrilScreen>, seat: Seat) -> Result<Narration<NoTimer>, Text> {
    game.engine
        .apply(seat, &OrilAction::AgreeEnd)
        .map_err(|e| oril_error(&e))?;
    let name = game.shown_name(seat);
    let other = 1 - seat.min(1);
    let other_name = game.shown_name(other);
    if game.engine.game.is_over() {
        let mut n = Narration::line(Text::new("oril-log-agreed").with("name", name));
        n.merge(ending(game));
        return Ok(n);
    }
    if game.engine.computer[other] {
        if computer_agrees(&game.engine, other)
            && game.engine.apply(other, &OrilAction::AgreeEnd).is_ok()
        {
            let mut n = Narration::line(
                Text::new("oril-log-computer-agreed")
                    .with("name", name)
                    .with("other", other_name),
            );
            n.merge(ending(game));
            return Ok(n);
        }
        // The proposal is withdrawn so it can be made again later.
        let _ = game.engine.apply(seat, &OrilAction::WithdrawEnd);
        return Ok(Narration::line(
            Text::new("oril-log-computer-declined")
                .with("name", name)
                .with("other", other_name),
        ));
    }
    Ok(Narration::line(
        Text::new("oril-log-proposed")
            .with("name", name)
            .with("other", other_name),
    ))
}
