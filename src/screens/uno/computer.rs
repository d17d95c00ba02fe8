//! What UNO's computer seats play, and what an absent person's timed-out turn plays:
//! actions the platform plays as clicks.

use super::UnoScreen;
use crate::games::uno::ai::AiKind;
use crate::games::uno::{Action, UnoGame};
use crate::games::{Game, Seat};
use crate::table::hosting::{Hosting, Match};
use rand_chacha::ChaCha8Rng;

/// Computer seats always call UNO! in time: a call that is due is played on `ahead`
/// (the game as the computer's actions leave it) and kept in `actions`.
fn computer_calls(ahead: &mut UnoGame, seat: Seat, actions: &mut Vec<Action>) {
    let due =
        ahead.uno_pending().contains(&seat) || ahead.legal_actions(seat).contains(&Action::CallUno);
    if due && ahead.apply(seat, &Action::CallUno).is_ok() {
        actions.push(Action::CallUno);
    }
}

/// What a computer player of `level` plays for `seat`: its move, calling UNO! in time.
pub fn actions(
    game: &Match<UnoScreen>,
    seat: Seat,
    level: AiKind,
    rng: &mut ChaCha8Rng,
) -> Vec<Action> {
    // Played ahead on a copy, so each action is chosen from the game it will meet.
    let mut ahead = game.engine.clone();
    let mut actions = Vec::new();
    // Call before playing the second-to-last card, as a careful player does.
    if ahead.seat_view(seat).hand.len() == 2 {
        computer_calls(&mut ahead, seat, &mut actions);
    }
    let choice = level.player().choose(&ahead.seat_view(seat), rng);
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

/// What an absent seat's timed-out turn plays: draw, then keep, at most a few steps
/// while it stays this seat's move (played ahead on a copy, so each step is chosen from
/// the game it will meet).
pub fn timed_out(game: &Match<UnoScreen>, seat: Seat) -> Vec<Action> {
    let mut ahead = game.engine.clone();
    let mut plays = Vec::new();
    for _ in 0..3 {
        if !UnoScreen::awaited(&ahead).contains(&seat) {
            break;
        }
        match ahead.auto_action(seat) {
            Some(action) if ahead.apply(seat, &action).is_ok() => plays.push(action),
            _ => break,
        }
    }
    plays
}
