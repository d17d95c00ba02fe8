//! What Oril's presses say at the table: a sowing and what it captured, a proposal to
//! end and its answer (the computer answers at once), and the end of the game.

use super::session::OrilEvent;
use super::views;
use super::OrilScreen;
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::hosting::{Match, Narration, NoTimer};

/// The log lines of an applied press, and the game's end if it ended.
pub fn narrate(game: &Match<OrilScreen>, seat: Seat, event: OrilEvent) -> Narration<NoTimer> {
    let name = game.shown_name(seat);
    let other_name = || game.shown_name(1 - seat.min(1));
    let line = match event {
        OrilEvent::Sowed(house) => sowed(game, name, house.number()),
        OrilEvent::Proposed => Text::new("oril-log-proposed")
            .with("name", name)
            .with("other", other_name()),
        OrilEvent::Agreed => Text::new("oril-log-agreed").with("name", name),
        OrilEvent::ComputerAgreed => Text::new("oril-log-computer-agreed")
            .with("name", name)
            .with("other", other_name()),
        OrilEvent::ComputerDeclined => Text::new("oril-log-computer-declined")
            .with("name", name)
            .with("other", other_name()),
    };
    let mut narration = Narration::line(line);
    narration.merge(ending(game));
    narration
}

/// A sowing and what it captured.
fn sowed(game: &Match<OrilScreen>, name: String, house: u8) -> Text {
    match game.engine.game.last_move() {
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
    }
}

/// A line for the end of the game, if it just ended.
pub fn ending(game: &Match<OrilScreen>) -> Narration<NoTimer> {
    match views::summary(game) {
        Some(summary) if game.is_over() => Narration::line(summary),
        _ => Narration::default(),
    }
}
