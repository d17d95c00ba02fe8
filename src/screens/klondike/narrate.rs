//! What a Klondike action says at the table: the session's own words for it (written
//! in `session.rs` as it plays the action: the move in words, an Undo, a hint, a new
//! deal; nothing for turning a page of the menu), and the deal it ended, if it ended
//! one (recorded as a result, see `stats.rs`). [`apply`] plays an action and narrates it.

use super::actions::Act;
use super::{stats, KlondikeScreen};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::clock::now_ms;
use crate::table::hosting::{Match, Narration, NoTimer};

/// Play `action` for `seat` (only the dealer, seat 0, plays) and narrate what it did.
pub fn apply(
    game: &mut Match<KlondikeScreen>,
    seat: Seat,
    action: Act,
) -> Result<Narration<NoTimer>, Text> {
    if seat != 0 {
        return Err(Text::new("klondike-not-your-deal"));
    }
    let now = now_ms();
    let before = (
        game.engine.game.is_won(),
        game.engine.game.moves_made(),
        game.engine.started_ms,
        game.engine.assisted,
    );
    let said = game.engine.act(action, now)?;
    let mut narration = match said {
        None => Narration::default(),
        Some(said) => Narration::line(said),
    };
    narration.round_end = stats::deal_end(before, &game.engine, action, now);
    Ok(narration)
}
