//! Property suite: thousands of random legal games across all option combinations,
//! checking conservation, legality agreement, refusal without change, and replay.

use cantina::games::uno::{
    Action, Card, Color, DrawnCardPolicy, Face, Goal, Options, UnoGame, DECK_SIZE,
};
use cantina::games::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One recorded step: an action, or the expiry of a seat's UNO window.
#[derive(Clone, Debug)]
enum Step {
    Act(usize, Action),
    Expire(usize),
}

/// Random games with the light checks (every action conserves cards and applies,
/// 5% of steps try a random action, every game is replayed). Tens of thousands in
/// release builds (the README's test command); fewer in debug.
const GAMES: u64 = if cfg!(debug_assertions) {
    3_000
} else {
    20_000
};
/// Games where every step also tries every listed action and a random one.
const DEEP_GAMES: u64 = 30;

fn random_options(rng: &mut ChaCha8Rng) -> Options {
    Options {
        drawn_card: [
            DrawnCardPolicy::MayPlay,
            DrawnCardPolicy::MustPlay,
            DrawnCardPolicy::MustKeep,
        ][rng.gen_range(0..3)],
        challenge: rng.gen(),
        uno_penalty: if rng.gen() { 2 } else { 4 },
        uno_window_secs: rng.gen_range(3..=30),
        // Short points goals keep multi-round matches quick while exercising rounds.
        goal: if rng.gen_bool(0.3) {
            Goal::Points(rng.gen_range(50..=500))
        } else {
            Goal::OneRound
        },
        stacking: rng.gen(),
        seven_zero: rng.gen(),
        jump_in: rng.gen(),
        draw_until_playable: rng.gen(),
    }
}

fn random_card(rng: &mut ChaCha8Rng) -> Card {
    let color = Color::ALL[rng.gen_range(0..4)];
    match rng.gen_range(0..16) {
        n @ 0..=9 => Card::number(color, n),
        10 => Card::new(color, Face::Skip),
        11 => Card::new(color, Face::Reverse),
        12 => Card::new(color, Face::DrawTwo),
        13 => Card::wild(),
        14 => Card::wild_draw_four(),
        // An impossible card: a coloured wild.
        _ => Card::new(color, Face::Wild),
    }
}

fn random_action(rng: &mut ChaCha8Rng, seats: usize) -> Action {
    match rng.gen_range(0..9) {
        0 => Action::Draw,
        1 => Action::Pass,
        2 => Action::CallUno,
        3 => Action::Challenge,
        4 => Action::AcceptPenalty,
        5 => Action::NextRound,
        6 => Action::ChooseColor(Color::ALL[rng.gen_range(0..4)]),
        _ => Action::Play {
            card: random_card(rng),
            color: rng.gen_bool(0.5).then(|| Color::ALL[rng.gen_range(0..4)]),
            swap_with: rng.gen_bool(0.3).then(|| rng.gen_range(0..seats + 1)),
        },
    }
}

fn state_json(g: &UnoGame) -> String {
    serde_json::to_string(g).expect("state serializes")
}

fn replay(seats: usize, options: &Options, seed: u64, steps: &[Step]) -> UnoGame {
    let mut g = UnoGame::new(seats, options.clone(), seed).expect("valid setup");
    for step in steps {
        match step {
            Step::Act(s, a) => {
                g.act(*s, a).expect("replayed action is legal");
            }
            Step::Expire(s) => {
                g.uno_window_expired(*s);
            }
        }
    }
    g
}

/// Plays one random game; `deep` adds the costlier checks on every step.
fn play_random_game(game_seed: u64, deep: bool) {
    let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
    let seats = rng.gen_range(2..=10);
    let options = random_options(&mut rng);
    let seed: u64 = rng.gen();
    let mut g = UnoGame::new(seats, options.clone(), seed).expect("valid setup");
    let mut steps = Vec::new();
    for _ in 0..3_000 {
        assert_eq!(g.total_cards(), DECK_SIZE, "cards conserved");
        if g.outcome().is_some() {
            break;
        }
        // Random refusals leave the state untouched, and agree with legal_actions.
        if deep || rng.gen_bool(0.05) {
            let seat = rng.gen_range(0..seats);
            let legal = g.legal_actions(seat);
            let a = random_action(&mut rng, seats);
            if legal.contains(&a) {
                assert!(g.check(seat, &a).is_ok());
            } else {
                let before = state_json(&g);
                assert!(
                    g.act(seat, &a).is_err(),
                    "{a:?} by {seat} should be refused"
                );
                assert_eq!(before, state_json(&g), "refusal changed the state");
            }
        }
        // Pick a seat: usually the one the game waits on, sometimes anyone (UNO calls,
        // jump-ins), and sometimes let an open UNO window expire.
        let pending = g.uno_pending();
        if !pending.is_empty() && rng.gen_bool(0.5) {
            let s = pending[rng.gen_range(0..pending.len())];
            g.uno_window_expired(s);
            assert!(g.uno_window_expired(s).is_empty(), "expiry is idempotent");
            steps.push(Step::Expire(s));
            continue;
        }
        let to_act = g.seats_to_act();
        let seat = if rng.gen_bool(0.8) {
            to_act[rng.gen_range(0..to_act.len())]
        } else {
            rng.gen_range(0..seats)
        };
        let legal = g.legal_actions(seat);
        if legal.is_empty() {
            assert!(!to_act.contains(&seat), "a seat the game waits on can act");
            continue;
        }
        if deep {
            // Every listed action applies.
            for a in &legal {
                let mut copy = g.clone();
                copy.act(seat, a).expect("listed action applies");
                assert_eq!(copy.total_cards(), DECK_SIZE);
            }
            if let Some(auto) = g.auto_action(seat) {
                assert!(legal.contains(&auto), "auto action is legal");
            }
        }
        // Prefer plays so games end in a reasonable number of steps.
        let plays: Vec<&Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Play { .. }))
            .collect();
        let a = if !plays.is_empty() && rng.gen_bool(0.75) {
            plays[rng.gen_range(0..plays.len())].clone()
        } else {
            legal[rng.gen_range(0..legal.len())].clone()
        };
        let before = g.state_counter();
        g.act(seat, &a).expect("legal action applies");
        assert!(g.state_counter() > before);
        steps.push(Step::Act(seat, a));
    }
    let replayed = replay(seats, &options, seed, &steps);
    assert_eq!(state_json(&replayed), state_json(&g), "replay is identical");
    let back: UnoGame = serde_json::from_str(&state_json(&g)).expect("state deserializes");
    assert_eq!(back, g);
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    for i in 0..GAMES {
        play_random_game(i, false);
    }
}

#[test]
fn deep_checks_on_hundreds_of_games() {
    for i in 0..DEEP_GAMES {
        play_random_game(1_000_000 + i, true);
    }
}
