//! Oril arena: plays N games between two computer players and prints wins, draws and
//! losses for the first.
//!
//! `cargo run --release --example oril_arena -- hard@30ms seed 400 [seed=1] [opening=4] [abapa] [endgame=15]`
//!
//! A player is `seed`, `easy`, `medium`, `hard` or `legacy` (Hard's search as it was
//! before the compact board), optionally with a budget after `@`:
//! `@50ms` (time per move), `@d6` (depth), `@20000n` (nodes). Games go in pairs from
//! the same random opening (`opening` random plies from the start, drawn from `seed`),
//! each player moving first in one game of the pair. `endgame=N` installs the endgame
//! table for positions of at most N stones (loaded from, or built and saved to, the
//! system temp directory) for the current search; the legacy search never probes it.

use std::time::{Duration, Instant};

use cantina::games::oril::ai::{analyse, analyse_legacy, choose_move, Budget, Player};
use cantina::games::oril::endgame::{self, EndgameTable};
use cantina::games::oril::{OrilGame, RuleSet, Side};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Copy, Debug)]
struct Contender {
    player: Player,
    legacy: bool,
    budget: Option<Budget>,
}

fn parse_contender(spec: &str) -> Result<(Contender, String), String> {
    let (name, budget) = spec.split_once('@').unwrap_or((spec, ""));
    let legacy = name == "legacy";
    let player: Player = if legacy { Player::Hard } else { name.parse()? };
    let parsed = if budget.is_empty() {
        None
    } else if let Some(ms) = budget.strip_suffix("ms") {
        Some(Budget::millis(
            ms.parse().map_err(|_| format!("bad time {budget}"))?,
        ))
    } else if let Some(d) = budget.strip_prefix('d') {
        Some(Budget::depth(
            d.parse().map_err(|_| format!("bad depth {budget}"))?,
        ))
    } else if let Some(n) = budget.strip_suffix('n') {
        Some(Budget {
            nodes: Some(n.parse().map_err(|_| format!("bad nodes {budget}"))?),
            ..Budget::default()
        })
    } else {
        return Err(format!("bad budget {budget:?}: use 50ms, d6 or 20000n"));
    };
    let shown = match parsed {
        Some(_) => spec.to_string(),
        None => format!("{spec} (default {:?})", player.default_budget()),
    };
    Ok((
        Contender {
            player,
            legacy,
            budget: parsed,
        },
        shown,
    ))
}

#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    capped: u32,
    moves: [u64; 2],
    time: [Duration; 2],
    max_time: [Duration; 2],
    depth_sum: [u64; 2],
}

const MAX_PLIES: u32 = 600;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: oril_arena PLAYER_A PLAYER_B [GAMES] [seed=S] [opening=K] [abapa]");
        std::process::exit(2);
    }
    let (a, a_label) = parse_contender(&args[0]).unwrap_or_else(|e| fail(&e));
    let (b, b_label) = parse_contender(&args[1]).unwrap_or_else(|e| fail(&e));
    let mut games: u32 = 100;
    let mut seed: u64 = 1;
    let mut opening: u32 = 4;
    let mut rules = RuleSet::Oril;
    let mut endgame_stones: Option<u8> = None;
    for arg in &args[2..] {
        if let Some(v) = arg.strip_prefix("seed=") {
            seed = v.parse().unwrap_or_else(|_| fail("bad seed"));
        } else if let Some(v) = arg.strip_prefix("opening=") {
            opening = v.parse().unwrap_or_else(|_| fail("bad opening"));
        } else if let Some(v) = arg.strip_prefix("endgame=") {
            endgame_stones = Some(v.parse().unwrap_or_else(|_| fail("bad endgame stones")));
        } else if arg == "abapa" {
            rules = RuleSet::Abapa;
        } else {
            games = arg.parse().unwrap_or_else(|_| fail("bad game count"));
        }
    }
    if let Some(n) = endgame_stones {
        let path = std::env::temp_dir().join(format!("oril-endgame-{rules:?}-{n}.bin"));
        let t = Instant::now();
        let table = EndgameTable::load_or_build(&path, rules, n);
        println!(
            "endgame table {rules:?} <= {n} stones ready in {:.1} s ({})",
            t.elapsed().as_secs_f64(),
            path.display()
        );
        endgame::install(table);
    }
    let contenders = [a, b];
    let mut tally = Tally::default();
    let started = Instant::now();
    for g in 0..games {
        // Pairs share an opening; A moves first (as South) in the even game.
        let mut opening_rng =
            ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g / 2)));
        let mut game = OrilGame::new(rules, Side::South);
        for _ in 0..opening {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[opening_rng.gen_range(0..moves.len())];
            let _ = game.play(m);
        }
        let a_side = if (g % 2 == 0) == (game.position().to_move() == Side::South) {
            Side::South
        } else {
            Side::North
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (u64::from(g) << 20));
        let mut plies = 0;
        while let Some(to_move) = game.to_move() {
            if plies >= MAX_PLIES {
                break;
            }
            let who = usize::from(to_move != a_side);
            let c = contenders[who];
            let t = Instant::now();
            let choice = if matches!(c.player, Player::Hard | Player::Medium) {
                let budget = c.budget.unwrap_or_else(|| c.player.default_budget());
                let report = if c.legacy {
                    analyse_legacy(&game, budget)
                } else {
                    analyse(&game, c.player, budget)
                };
                tally.depth_sum[who] += report.map_or(0, |r| u64::from(r.depth));
                report.map(|r| r.best)
            } else {
                choose_move(&game, c.player, c.budget, &mut rng)
            };
            let spent = t.elapsed();
            tally.time[who] += spent;
            tally.max_time[who] = tally.max_time[who].max(spent);
            tally.moves[who] += 1;
            let Some(house) = choice else { break };
            if let Err(e) = game.play(house) {
                fail(&format!("{:?} chose an illegal move: {e}", c.player));
            }
            plies += 1;
        }
        match game.winner() {
            _ if !game.is_over() => {
                tally.capped += 1;
                tally.draws += 1;
            }
            Some(w) if w == a_side => tally.wins += 1,
            Some(_) => tally.losses += 1,
            None => tally.draws += 1,
        }
    }
    let n = f64::from(games.max(1));
    println!("{a_label} vs {b_label}: {games} games, rules {rules:?}, seed {seed}, opening {opening} random plies");
    println!(
        "  A wins {} ({:.1}%), draws {} ({:.1}%), losses {} ({:.1}%); score {:.1}%{}",
        tally.wins,
        100.0 * f64::from(tally.wins) / n,
        tally.draws,
        100.0 * f64::from(tally.draws) / n,
        tally.losses,
        100.0 * f64::from(tally.losses) / n,
        100.0 * (f64::from(tally.wins) + 0.5 * f64::from(tally.draws)) / n,
        if tally.capped > 0 {
            format!(
                " ({} capped at {MAX_PLIES} plies, counted drawn)",
                tally.capped
            )
        } else {
            String::new()
        }
    );
    // Wilson 95% interval for A's score (wins + half the draws) as a proportion.
    let p = (f64::from(tally.wins) + 0.5 * f64::from(tally.draws)) / n;
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    println!(
        "  A score 95% interval (Wilson) {:.1}% .. {:.1}%",
        100.0 * (centre - half),
        100.0 * (centre + half)
    );
    for (who, label) in [(0, &a_label), (1, &b_label)] {
        let m = tally.moves[who].max(1);
        let depth = if tally.depth_sum[who] > 0 {
            format!(", mean depth {:.1}", tally.depth_sum[who] as f64 / m as f64)
        } else {
            String::new()
        };
        println!(
            "  {label}: {} moves, mean {:.2} ms, max {:.0} ms per move{depth}",
            tally.moves[who],
            tally.time[who].as_secs_f64() * 1000.0 / m as f64,
            tally.max_time[who].as_secs_f64() * 1000.0
        );
    }
    println!("  wall time {:.1} s", started.elapsed().as_secs_f64());
}

fn fail(msg: &str) -> ! {
    eprintln!("{msg}");
    std::process::exit(2)
}
