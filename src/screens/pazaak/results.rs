//! What a finished Pazaak match writes to the records: each seat's place, each
//! person's last deck, and a career match's pay or loss.

use super::settings::PazaakSettings;
use super::{career, last_deck_key, PazaakScreen};
use crate::store::PlayerUpdate;
use crate::table::hosting::{Match, SeatInfo, SeatResult};

/// Each person's deck becomes their next **Default deck**; a career match pays
/// (or counts the loss) in the same write as the match's end.
pub fn player_updates(
    game: &Match<PazaakScreen>,
    settings: &PazaakSettings,
    seats: &[SeatInfo],
) -> Vec<PlayerUpdate> {
    let mut updates = Vec::new();
    if let Some(decks) = game.engine.decks() {
        for (seat, deck) in seats.iter().zip(decks) {
            let (Some(user), false) = (seat.user, seat.is_ai) else {
                continue;
            };
            let Ok(bytes) = serde_json::to_vec(deck.cards()) else {
                continue;
            };
            updates.push(PlayerUpdate {
                key: last_deck_key(user),
                apply: Box::new(move |_| Some(bytes.clone())),
            });
        }
    }
    // A career match that ends without the person winning (lost, left, or stopped
    // with /end) counts as a loss: ending it cannot dodge one. A win the computer
    // stand-in of an absent player finished is not theirs, so it counts as a loss
    // too.
    if let Some(career) = settings.career {
        let player = seats.first();
        if player.and_then(|s| s.user) == Some(career.user) {
            let won = game.winner() == Some(0) && player.is_some_and(|s| !s.is_ai);
            updates.push(PlayerUpdate {
                key: career::career_key(career.user),
                apply: Box::new(move |stored| career::after_match(stored, career.rung, won)),
            });
        }
    }
    updates
}

/// Each seat's place, and the sets it won, once the match is over.
pub fn seat_results(game: &Match<PazaakScreen>) -> Vec<SeatResult> {
    let Some(winner) = game.winner() else {
        return Vec::new();
    };
    (0..2)
        .map(|seat| SeatResult {
            seat,
            place: if seat == winner { 1 } else { 2 },
            score: game
                .engine
                .engine()
                .and_then(|e| e.player(seat))
                .map_or(0, |p| i64::from(p.sets_won)),
        })
        .collect()
}
