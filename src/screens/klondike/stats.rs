//! A person's Klondike record: every deal that ended (won, or left for a new deal after
//! at least one move) is a result in the player records, written with the move that
//! ended it; `/klondike stats` reads the person's standings, moved with each result.

use super::{Act, Solitaire};
use crate::i18n::Text;
use crate::store::standings::Standing;
use crate::table::hosting::{PersonalContext, PersonalReply};
use crate::table::hosting::{RoundEnd, SeatResult};
use crate::table::text::Notice;
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

/// The person's record across every server, from their standings (one per server
/// they dealt in, read through the person index).
pub fn view(ctx: &PersonalContext) -> PersonalReply {
    let lang = ctx.lang;
    let standings = match ctx.records.standings_of_person("klondike", ctx.person.id) {
        Ok(standings) => standings,
        Err(err) => {
            tracing::error!(%err, "the Klondike record was not read");
            return PersonalReply::Refused(Notice::StoreUnavailable.into());
        }
    };
    let mine = Standing::merged(ctx.person.id, &standings);
    // Best results are the person's own play: not deals helped by Hint or Finish, nor
    // chosen by number (only counted wins set them).
    let time = |ms: u64| format!("{}:{:02}", ms / 60_000, ms / 1000 % 60);
    let field = |name: &'static str, value: String, inline: bool| Field {
        name: Text::new(name).in_lang(lang),
        value,
        inline,
    };
    PersonalReply::Show(View {
        title: Text::new("klondike-stats-title")
            .with("name", crate::i18n::escape::name(&ctx.person.name))
            .in_lang(lang),
        description: if mine.played.games == 0 {
            Text::new("klondike-stats-none").in_lang(lang)
        } else {
            String::new()
        },
        fields: vec![
            field("klondike-stats-deals", mine.played.games.to_string(), true),
            field("klondike-stats-won", mine.played.wins.to_string(), true),
            field(
                "klondike-stats-best-time",
                mine.fastest_win_ms.map(time).unwrap_or_else(|| "—".into()),
                true,
            ),
            field(
                "klondike-stats-fewest-moves",
                mine.lowest_winning_score
                    .map(|m| m.to_string())
                    .unwrap_or_else(|| "—".into()),
                true,
            ),
            field(
                "klondike-stats-assisted",
                Text::new("klondike-stats-assisted-value")
                    .with("count", mine.assisted)
                    .in_lang(lang),
                false,
            ),
        ],
        color: 0x2E7D32,
        ..View::default()
    })
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
