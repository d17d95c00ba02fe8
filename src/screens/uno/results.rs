//! How an UNO match ends for the records: each seat's place and score, and the line that
//! names the winner.

use super::UnoScreen;
use crate::games::uno::{Goal, PhaseView, UnoGame};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::hosting::{Match, SeatResult};

/// Places at the end of a match: the winner first, then the others by match score
/// (a points match) or by the points left in their hands (one round); equal counts
/// share a place. Scores are match points, or the round's points for its winner.
pub fn places(game: &UnoGame) -> Vec<SeatResult> {
    let public = game.public_view();
    let PhaseView::MatchOver {
        winner,
        points,
        hand_points,
    } = &public.phase
    else {
        return Vec::new();
    };
    let points_match = matches!(public.options.goal, Goal::Points(_));
    let score = |seat: Seat| -> i64 {
        if points_match {
            i64::from(public.seats[seat].score)
        } else if seat == *winner {
            i64::from(*points)
        } else {
            0
        }
    };
    // Lower ranks better.
    let rank = |seat: Seat| -> (u8, i64) {
        if seat == *winner {
            (0, 0)
        } else if points_match {
            (1, -score(seat))
        } else {
            (1, i64::from(hand_points.get(seat).copied().unwrap_or(0)))
        }
    };
    (0..public.seat_count)
        .map(|seat| SeatResult {
            seat,
            place: 1
                + (0..public.seat_count)
                    .filter(|&other| rank(other) < rank(seat))
                    .count() as u32,
            score: score(seat),
        })
        .collect()
}

/// The match's winner with their total: the last round's points are only part
/// of it in a match to a points goal.
pub fn summary(game: &Match<UnoScreen>) -> Option<Text> {
    let public = game.engine.public_view();
    match public.phase {
        PhaseView::MatchOver { winner, .. } => {
            let total = public.seats.get(winner).map_or(0, |s| s.score);
            Some(
                Text::new("uno-result")
                    .with("name", game.shown_name(winner))
                    .with("points", total),
            )
        }
        _ => None,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::uno::{Action, Card, Parts};
    use crate::table::hosting::Hosting;

    pub fn finished(goal: Goal, hands: Vec<&str>) -> UnoGame {
        finished_with_scores(goal, hands, Vec::new())
    }

    fn finished_with_scores(goal: Goal, hands: Vec<&str>, scores: Vec<u32>) -> UnoGame {
        let hands: Vec<Vec<Card>> = hands
            .iter()
            .map(|h| {
                h.split_whitespace()
                    .map(|c| Card::from_code(c).unwrap())
                    .collect()
            })
            .collect();
        let mut parts = Parts::new(hands, Card::from_code("R5").unwrap());
        parts.options.goal = goal;
        if !scores.is_empty() {
            parts.scores = scores;
        }
        let mut game = UnoGame::from_parts(parts).unwrap();
        // Seat 0 plays its last card.
        game.act(0, &Action::CallUno).ok();
        game.act(0, &Action::play(Card::from_code("R7").unwrap()))
            .unwrap();
        game
    }

    #[test]
    fn one_round_places_follow_the_points_left_in_hand() {
        let game = finished(Goal::OneRound, vec!["R7", "R1 R2", "W+4", "R1 R2"]);
        let results = places(&game);
        let place: Vec<u32> = results.iter().map(|r| r.place).collect();
        // Seat 2 holds 50 points, seats 1 and 3 hold 3 each: they share second place.
        assert_eq!(place, vec![1, 2, 4, 2]);
        assert_eq!(results[0].score, 56);
        assert!(results[1..].iter().all(|r| r.score == 0));
    }

    #[test]
    fn the_match_result_gives_the_winners_total() {
        // 497 from earlier rounds and 3 from this one reach the 500 goal.
        let game = finished_with_scores(Goal::Points(500), vec!["R7", "R1 R2"], vec![497, 0]);
        let game = Match {
            engine: game,
            names: vec!["Ada".into(), "Bo".into()],
            forfeited: None,
        };
        assert_eq!(
            UnoScreen::result(&game).map(|r| r.to_string()).as_deref(),
            Some("Ada wins with 500 points.")
        );
    }
}
