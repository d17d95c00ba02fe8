//! UNO at a table, written against the hosting contract like every other game. This
//! file is the [`Hosting`] impl: what an absent person's turn does, computer seats
//! (which always call UNO! in time), and each seat's place when the match is over.
//!
//! The folder follows the template in `docs/adding-a-game.md`. UNO's own modules
//! (`words.rs`, `picture.rs`) are listed in `screens/mod.rs`.

pub mod actions;
mod hand;
mod narrate;
mod picture;
pub mod refusals;
pub mod settings;
mod views;
pub mod words;

pub use narrate::UnoTimer;
pub use settings::UnoLevel;

use crate::games::uno::{Action, Event, Goal, Options as UnoOptions, PhaseView, UnoError, UnoGame};
use crate::games::{Game, Seat};
use crate::i18n::{Resources, Text};
use crate::store::PlayerRecords;
use crate::table::hosting::{Formation, SeatInfo, ViewContext};
use crate::table::hosting::{Hosting, Match, Narration, SeatResult};
use crate::table::view::View;
use narrate::narrate;
use rand_chacha::ChaCha8Rng;
use refusals::{play_error, uno_error};
use serde::Deserialize;
use serde_json::Value;

/// The UNO screen, registered in the catalog as `host::<UnoScreen>()`.
pub struct UnoScreen;

/// Computer seats always call UNO! in time: a call that is due is played on `ahead`
/// (the game as the computer's actions leave it) and kept in `actions`.
fn computer_calls(ahead: &mut UnoGame, seat: Seat, actions: &mut Vec<Action>) {
    let due = ahead.uno_pending().contains(&seat)
        || ahead.legal_actions(seat).contains(&Action::CallUno);
    if due && ahead.apply(seat, &Action::CallUno).is_ok() {
        actions.push(Action::CallUno);
    }
}

/// Places at the end of a match: the winner first, then the others by match score
/// (a points match) or by the points left in their hands (one round); equal counts
/// share a place. Scores are match points, or the round's points for its winner.
fn places(game: &UnoGame) -> Vec<SeatResult> {
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

impl Hosting for UnoScreen {
    type Engine = UnoGame;
    type Action = Action;
    type Settings = UnoOptions;
    type Level = UnoLevel;
    type Timer = UnoTimer;

    const CODE: &'static str = "uno";
    const TEXTS: Resources = crate::locales!("uno.ftl");
    const FORMATION: Formation = Formation::Lobby {
        min_seats: 2,
        max_seats: 10,
    };

    fn new_game(
        settings: &UnoOptions,
        seats: &[SeatInfo],
        seed: u64,
        _records: PlayerRecords<'_>,
    ) -> Result<UnoGame, Text> {
        UnoGame::new(seats.len(), settings.clone(), seed).map_err(|e| uno_error(&e))
    }

    /// Tables stored before UNO moved onto the contract hold `{game, names}`.
    fn restore_unversioned(state: &Value) -> Option<Match<Self>> {
        #[derive(Deserialize)]
        struct Unversioned {
            game: UnoGame,
            names: Vec<String>,
        }
        let old: Unversioned = serde_json::from_value(state.clone()).ok()?;
        Some(Match {
            engine: old.game,
            names: old.names,
        })
    }

    fn check(engine: &UnoGame) -> Result<(), Text> {
        engine.check_stored().map_err(|e| uno_error(&e))
    }

    /// The seat whose turn it is; nobody once a round is over (the next round starts
    /// from its button or its timer, never from a turn clock or a computer seat).
    fn awaited(engine: &UnoGame) -> Vec<Seat> {
        match engine.public_view().phase {
            PhaseView::RoundOver { .. } | PhaseView::MatchOver { .. } => Vec::new(),
            _ => vec![engine.current_seat()],
        }
    }

    fn refusal(game: &Match<Self>, _seat: Seat, error: &UnoError) -> Text {
        play_error(error, &game.engine)
    }

    fn narrate(
        game: &mut Match<Self>,
        _seat: Seat,
        _action: &Action,
        events: Vec<Event>,
    ) -> Narration<UnoTimer> {
        narrate(game, &events)
    }

    /// A late UNO! press must count: the rules check the call anyway.
    fn tolerates_outdated(action: &Action) -> bool {
        *action == Action::CallUno
    }

    fn computer(
        game: &Match<Self>,
        seat: Seat,
        level: UnoLevel,
        rng: &mut ChaCha8Rng,
    ) -> Vec<Action> {
        // Played ahead on a copy, so each action is chosen from the game it will meet.
        let mut ahead = game.engine.clone();
        let mut actions = Vec::new();
        // Call before playing the second-to-last card, as a careful player does.
        if ahead.seat_view(seat).hand.len() == 2 {
            computer_calls(&mut ahead, seat, &mut actions);
        }
        let choice = level.kind().player().choose(&ahead.seat_view(seat), rng);
        let mov = if ahead.apply(seat, &choice).is_ok() {
            Some(choice)
        } else {
            // Neither the move nor the reason: both may name a card of its hand.
            tracing::warn!(seat, "computer move refused; playing the default");
            ahead
                .auto_action(seat)
                .filter(|action| ahead.apply(seat, action).is_ok())
        };
        actions.extend(mov);
        computer_calls(&mut ahead, seat, &mut actions);
        actions
    }

    /// Draw, then keep: at most a few steps, while it stays this seat's move.
    fn timed_out(game: &mut Match<Self>, seat: Seat) -> Narration<UnoTimer> {
        let mut narration = Narration::default();
        for _ in 0..3 {
            if !Self::awaited(&game.engine).contains(&seat) {
                break;
            }
            let Some(action) = game.engine.auto_action(seat) else {
                break;
            };
            match UnoScreen::play(game, seat, &action) {
                Ok(more) => narration.merge(more),
                Err(_) => break,
            }
        }
        narration
    }

    fn fire(game: &mut Match<Self>, timer: UnoTimer) -> Narration<UnoTimer> {
        match timer {
            UnoTimer::UnoWindow(seat) => {
                let events = game.engine.uno_window_expired(seat);
                narrate(game, &events)
            }
            UnoTimer::NextRound
                if matches!(game.engine.public_view().phase, PhaseView::RoundOver { .. }) =>
            {
                UnoScreen::play(game, 0, &Action::NextRound).unwrap_or_default()
            }
            UnoTimer::NextRound => Narration::default(),
        }
    }

    // UNO tables never forfeit: a leaving person's seat goes to a computer (the
    // contract's default does nothing).

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::table_view(game, ctx)
    }

    fn private_view(game: &Match<Self>, seat: Seat, ctx: &ViewContext) -> View {
        hand::hand_view(&game.engine.seat_view(seat), ctx)
    }

    fn private_signature(game: &Match<Self>, seat: Seat) -> String {
        let view = game.engine.seat_view(seat);
        let hand: Vec<String> = view.hand.iter().map(|c| c.code()).collect();
        // The phase names whom the hand waits for, and the colour a wild card named.
        format!(
            "{}|{:?}|{:?}|{}|{:?}|{:?}",
            hand.join(","),
            view.legal,
            view.challenge_reveal,
            view.public.top_card.code(),
            view.public.color,
            view.public.phase
        )
    }

    /// The match's winner with their total: the last round's points are only part
    /// of it in a match to a points goal.
    fn result(game: &Match<Self>) -> Option<Text> {
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

    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        places(&game.engine)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::uno::{Card, Parts};

    fn finished(goal: Goal, hands: Vec<&str>) -> UnoGame {
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
        };
        assert_eq!(
            UnoScreen::result(&game).map(|r| r.to_string()).as_deref(),
            Some("Ada wins with 500 points.")
        );
    }

    #[test]
    fn a_table_stored_in_the_older_form_restores() {
        let game = finished(Goal::OneRound, vec!["R7", "R1 R2"]);
        let old = serde_json::json!({"game": game, "names": ["Ada", "Bo"]});
        let restored = Match::<UnoScreen>::restore(&old).expect("older form");
        assert_eq!(restored.engine, game);
        assert_eq!(restored.names, vec!["Ada".to_string(), "Bo".to_string()]);
    }

    #[test]
    fn a_stored_game_with_more_than_a_deck_is_refused() {
        let game = finished(Goal::OneRound, vec!["R7", "R1 R2"]);
        let mut value = serde_json::to_value(&game).unwrap();
        let red_one = serde_json::to_value(Card::from_code("R1").unwrap()).unwrap();
        let extra: Vec<Value> = (0..110).map(|_| red_one.clone()).collect();
        value["deck"] = Value::Array(extra);
        let old = serde_json::json!({"game": value, "names": ["Ada", "Bo"]});
        let err = Match::<UnoScreen>::restore(&old).err().expect("refused");
        assert!(err.contains("refused"), "{err}");
    }
}
