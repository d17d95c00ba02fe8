//! A person's Klondike record: every deal that ended (won, or left for a new deal after
//! at least one move) is a result in the player records, written with the move that
//! ended it; `/klondike stats` reads them back.

use super::{Act, Solitaire};
use crate::table::game::PersonalContext;
use crate::table::hosting::{RoundEnd, SeatResult};
use crate::table::view::{Field, View};

/// The deal that just ended, if this action ended one: `before` is (won, moves made,
/// dealt at, assisted) before the action.
pub fn deal_end(
    before: (bool, usize, u64, bool),
    after: &Solitaire,
    action: Act,
    now_ms: u64,
) -> Option<RoundEnd> {
    let (was_won, moves_before, started_ms, assisted) = before;
    let won_now = !was_won && after.game.is_won();
    let given_up = action == Act::NewDeal && !was_won && moves_before > 0;
    if !won_now && !given_up {
        return None;
    }
    let moves = if won_now {
        after.game.moves_made()
    } else {
        moves_before
    };
    Some(RoundEnd {
        results: vec![SeatResult {
            seat: 0,
            place: if won_now { 1 } else { 2 },
            score: moves as i64,
        }],
        length_ms: now_ms.saturating_sub(started_ms),
        // A win is assisted if this action helped too (Finish plays the rest out).
        assisted: assisted || after.assisted,
    })
}

/// The person's record across every server.
pub fn view(ctx: &PersonalContext) -> View {
    // Through the store's person index: only this person's results are read.
    let mine = ctx.store.results_of_person("klondike", ctx.person.id);
    let wins: Vec<_> = mine.iter().filter(|r| r.place == 1).collect();
    // Best results are the person's own play: not deals helped by Hint or Finish, nor
    // chosen by number.
    let unassisted = || wins.iter().filter(|r| !r.assisted);
    let best_time = unassisted().map(|r| r.length_ms).min();
    let fewest_moves = unassisted().map(|r| r.score).min();
    let assisted = mine.iter().filter(|r| r.assisted).count();
    let time = |ms: u64| format!("{}:{:02}", ms / 60_000, ms / 1000 % 60);
    View {
        title: format!(
            "Klondike — {}",
            crate::render::text_escape::name(&ctx.person.name)
        ),
        description: if mine.is_empty() {
            "No deal finished yet. `/klondike start` deals one.".into()
        } else {
            String::new()
        },
        fields: vec![
            Field {
                name: "Deals".into(),
                value: mine.len().to_string(),
                inline: true,
            },
            Field {
                name: "Won".into(),
                value: wins.len().to_string(),
                inline: true,
            },
            Field {
                name: "Best time".into(),
                value: best_time.map(time).unwrap_or_else(|| "—".into()),
                inline: true,
            },
            Field {
                name: "Fewest moves".into(),
                value: fewest_moves
                    .map(|m| m.to_string())
                    .unwrap_or_else(|| "—".into()),
                inline: true,
            },
            Field {
                name: "Assisted deals".into(),
                value: format!("{assisted} (Hint, Finish or a chosen deal number: not in best results or boards)"),
                inline: false,
            },
        ],
        color: 0x2E7D32,
        ..View::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::klondike::Settings;

    fn before(s: &Solitaire) -> (bool, usize, u64, bool) {
        (
            s.game.is_won(),
            s.game.moves_made(),
            s.started_ms,
            s.assisted,
        )
    }

    /// A deal given up after a Hint is recorded as assisted; the next deal starts
    /// unassisted, and a deal on a chosen number is assisted from the start.
    #[test]
    fn hints_and_chosen_deals_are_recorded_as_assisted() {
        let mut s = Solitaire::new(Settings::default(), 11, 0);
        assert!(!s.assisted);
        s.act(Act::Draw, 1).unwrap();
        s.act(Act::Hint, 2).unwrap();
        let was = before(&s);
        s.act(Act::NewDeal, 3).unwrap();
        let ended = deal_end(was, &s, Act::NewDeal, 3).expect("the deal was given up");
        assert!(ended.assisted);
        assert!(!s.assisted, "a new deal starts unhelped");

        let chosen = Settings {
            chosen_deal: true,
            ..Settings::default()
        };
        assert!(Solitaire::new(chosen, 11, 0).assisted);
    }
}
