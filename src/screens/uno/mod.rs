//! UNO at a table, written against the hosting contract like every other game. This
//! file is the [`Hosting`] impl; `computer.rs` says what computer seats (which always
//! call UNO! in time) and a timed-out turn play, and `results.rs` each seat's place
//! when the match is over.
//!
//! The folder follows the template in `docs/adding-a-game.md`. UNO's own modules
//! (`words.rs`, `picture.rs`) are listed in `screens/mod.rs`.

pub mod actions;
mod computer;
mod hand;
mod narrate;
mod picture;
pub mod refusals;
mod results;
pub mod settings;
mod views;
pub mod words;

pub use narrate::UnoTimer;

use crate::games::uno::ai::AiKind;
use crate::games::uno::{Action, Event, Options as UnoOptions, PhaseView, UnoError, UnoGame};
use crate::games::Seat;
use crate::i18n::{Resources, Text};
use crate::store::PlayerRecords;
use crate::table::hosting::{Formation, SeatInfo, ViewContext};
use crate::table::hosting::{Hosting, Match, Narration, SeatResult, TimedOut};
use crate::table::view::View;
use narrate::narrate;
use rand_chacha::ChaCha8Rng;
use refusals::{play_error, uno_error};
use serde::Deserialize;
use serde_json::Value;
use std::fmt::Debug;

/// The UNO screen, registered in the catalog as `host::<UnoScreen>()`.
pub struct UnoScreen;

impl Hosting for UnoScreen {
    type Engine = UnoGame;
    type Action = Action;
    type Settings = UnoOptions;
    type Level = AiKind;
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
            forfeited: None,
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
        level: AiKind,
        rng: &mut ChaCha8Rng,
    ) -> Vec<Action> {
        computer::actions(game, seat, level, rng)
    }

    /// Draw, then keep: at most a few steps, while it stays this seat's move.
    fn timed_out(game: &Match<Self>, seat: Seat) -> TimedOut<Action> {
        TimedOut::plays(computer::timed_out(game, seat))
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

    /// The hand and what it may do, a challenge's reveal, and what it plays on: the top
    /// card, the colour a wild card named, and the phase (whom the hand waits for).
    fn seat_view(game: &Match<Self>, seat: Seat) -> impl Debug + '_ {
        let view = game.engine.seat_view(seat);
        let public = view.public;
        (
            view.hand,
            view.legal,
            view.challenge_reveal,
            public.top_card,
            public.color,
            public.phase,
        )
    }

    fn result(game: &Match<Self>) -> Option<Text> {
        results::summary(game)
    }

    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        results::places(&game.engine)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::uno::{Card, Goal};

    fn finished(goal: Goal, hands: Vec<&str>) -> UnoGame {
        super::results::tests::finished(goal, hands)
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
