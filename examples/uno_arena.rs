//! UNO arena: N seeded 4-seat games, one Strong seat (rotating through the positions)
//! against three Classic seats, default options, one round each. Prints each kind's
//! win share with a 95% confidence interval, the games per second and Strong's
//! decision times (mean, 99th percentile, maximum).
//!
//! Usage: cargo run --release --example uno_arena -- [games] [first_seed]

use cantina::games::uno::ai::{AiKind, StrongAi, StrongWeights, UnoComputer};
use cantina::games::uno::{Options, UnoGame};
use cantina::games::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Plays one game; returns the winning seat (None if it ran away, which would be a bug).
fn play(seed: u64, kinds: &[AiKind], strong_times: &mut Vec<f64>) -> Option<usize> {
    let mut game = UnoGame::new(kinds.len(), Options::default(), seed).ok()?;
    let mut players: Vec<Box<UnoComputer>> = kinds
        .iter()
        .map(|k| match k {
            AiKind::Strong => Box::new(StrongAi {
                weights: weights_from_env(),
            }) as Box<UnoComputer>,
            _ => k.player(),
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15);
    for _ in 0..10_000 {
        if let Some(cantina::games::Outcome::Won(w)) = game.outcome() {
            return w.first().copied();
        }
        let seat = *game.seats_to_act().first()?;
        let view = game.seat_view(seat);
        let t = Instant::now();
        let action = players[seat].choose(&view, &mut rng);
        if kinds[seat] == AiKind::Strong {
            strong_times.push(t.elapsed().as_secs_f64());
        }
        if game.act(seat, &action).is_err() {
            // An AI bug: fall back to the table's default so the game goes on.
            let auto = game.auto_action(seat)?;
            game.act(seat, &auto).ok()?;
        }
        for s in game.uno_pending() {
            game.uno_window_expired(s);
        }
    }
    None
}

/// Strong's weights, optionally overridden for tuning, e.g.
/// `UNO_WEIGHTS="wild_cost=10,challenge_threshold=0.2"`.
fn weights_from_env() -> StrongWeights {
    let mut w = StrongWeights::default();
    let spec = std::env::var("UNO_WEIGHTS").unwrap_or_default();
    for pair in spec.split(',').filter(|p| !p.is_empty()) {
        let Some((k, v)) = pair.split_once('=') else {
            continue;
        };
        let Ok(v) = v.parse::<f64>() else { continue };
        match k {
            "follow" => w.follow = v,
            "same_face" => w.same_face = v,
            "wild_cost" => w.wild_cost = v,
            "hit_base" => w.hit_base = v,
            "hit_danger" => w.hit_danger = v,
            "void_bonus" => w.void_bonus = v,
            "unseen_cost" => w.unseen_cost = v,
            "challenge_threshold" => w.challenge_threshold = v,
            "bluff_rate" => w.bluff_rate = v,
            "bluff_cost" => w.bluff_cost = v,
            "draw_value" => w.draw_value = v,
            "rollouts" => w.rollouts = v,
            "rollout_cards" => w.rollout_cards = v,
            "rollout_candidates" => w.rollout_candidates = v,
            "rollout_margin" => w.rollout_margin = v,
            "rollout_drop" => w.rollout_drop = v,
            "rollout_batch" => w.rollout_batch = v,
            "rollout_budget" => w.rollout_budget = v,
            _ => eprintln!("unknown weight {k}"),
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2_000);
    let first: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let mut strong_wins = 0u64;
    let mut classic_wins = 0u64;
    let mut unfinished = 0u64;
    let mut strong_times: Vec<f64> = Vec::new();
    for g in 0..games {
        let strong_seat = (g % 4) as usize;
        let kinds: Vec<AiKind> = (0..4)
            .map(|s| {
                if s == strong_seat {
                    AiKind::Strong
                } else {
                    AiKind::Classic
                }
            })
            .collect();
        match play(first + g, &kinds, &mut strong_times) {
            Some(w) if w == strong_seat => strong_wins += 1,
            Some(_) => classic_wins += 1,
            None => unfinished += 1,
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = games as f64;
    let share = |wins: u64, seats: f64| {
        // Per-seat share; the normal-approximation 95% interval of a proportion.
        let p = wins as f64 / n;
        let half = 1.96 * (p * (1.0 - p) / n).sqrt();
        (p / seats * 100.0, half / seats * 100.0)
    };
    let (sp, sh) = share(strong_wins, 1.0);
    let (cp, ch) = share(classic_wins, 3.0);
    println!(
        "games: {games} (seeds {first}..{}), unfinished: {unfinished}",
        first + games
    );
    println!("Strong  (1 seat): {sp:.2}% ± {sh:.2}% of games (fair share 25%)");
    println!("Classic (per seat of 3): {cp:.2}% ± {ch:.2}%");
    println!("time: {secs:.1} s, {:.0} games/s", n / secs);
    // Decision times: mean, 99th percentile (nearest rank) and maximum.
    strong_times.sort_by(f64::total_cmp);
    let count = strong_times.len();
    let mean = strong_times.iter().sum::<f64>() / count.max(1) as f64;
    let p99 = count.checked_sub(1).map_or(0.0, |last| {
        strong_times[(count * 99).div_ceil(100).saturating_sub(1).min(last)]
    });
    let max = strong_times.last().copied().unwrap_or(0.0);
    println!(
        "Strong decisions: {count}, mean {:.1} µs, p99 {:.1} µs, max {:.1} µs",
        mean * 1e6,
        p99 * 1e6,
        max * 1e6
    );
}
