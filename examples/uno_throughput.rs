//! Engine throughput: plays N random-legal games (random seats, options and actions,
//! preferring plays and usually calling UNO when due) and prints games and actions per second. Every game is also
//! checked to keep 108 cards after each action and to end.
//!
//! Usage: cargo run --release --example uno_throughput -- [games]

use cantina::games::uno::{Action, DrawnCardPolicy, Goal, Options, UnoGame, DECK_SIZE};
use cantina::games::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let start = Instant::now();
    let mut actions = 0u64;
    let mut unfinished = 0u64;
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let options = Options {
            drawn_card: [
                DrawnCardPolicy::MayPlay,
                DrawnCardPolicy::MustPlay,
                DrawnCardPolicy::MustKeep,
            ][rng.gen_range(0..3)],
            challenge: rng.gen(),
            uno_penalty: if rng.gen() { 2 } else { 4 },
            goal: Goal::OneRound,
            stacking: rng.gen(),
            seven_zero: rng.gen(),
            jump_in: rng.gen(),
            draw_until_playable: rng.gen(),
            ..Options::default()
        };
        let seats = rng.gen_range(2..=10);
        let Ok(mut game) = UnoGame::new(seats, options, rng.gen()) else {
            continue;
        };
        let mut done = false;
        for _ in 0..5_000 {
            if game.outcome().is_some() {
                done = true;
                break;
            }
            let seat = game.seats_to_act()[0];
            let legal = game.legal_actions(seat);
            let plays: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Play { .. }))
                .collect();
            // Usually call UNO when due: players who never call rarely finish,
            // since every expired window costs cards.
            let a = if legal.contains(&Action::CallUno) && rng.gen_bool(0.9) {
                Action::CallUno
            } else if !plays.is_empty() && rng.gen_bool(0.75) {
                plays[rng.gen_range(0..plays.len())].clone()
            } else {
                legal[rng.gen_range(0..legal.len())].clone()
            };
            if game.act(seat, &a).is_err() {
                panic!("listed action refused");
            }
            actions += 1;
            for s in game.uno_pending() {
                game.uno_window_expired(s);
            }
            assert_eq!(game.total_cards(), DECK_SIZE);
        }
        if !done {
            unfinished += 1;
            if std::env::var("UNO_VERBOSE").is_ok() {
                eprintln!(
                    "unfinished: seed {g}, {seats} seats, {:?}, hands {:?}, deck {}, discard {}",
                    game.options(),
                    (0..seats).map(|s| game.hand(s).len()).collect::<Vec<_>>(),
                    game.deck_len(),
                    game.discard_len()
                );
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("games: {games}, unfinished (5000-action cap): {unfinished}, actions: {actions}");
    println!(
        "time: {secs:.1} s, {:.0} games/s, {:.0} actions/s",
        games as f64 / secs,
        actions as f64 / secs
    );
}
