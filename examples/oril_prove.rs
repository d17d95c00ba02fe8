//! How often, and how fast, Hard proves the result of the endgames it meets: plays
//! games between two Medium players from random openings and, at every position with
//! at most the table's stones, proves the result with the game's real history within
//! a time limit (half of Hard's default budget).
//!
//! `cargo run --release --example oril_prove -- [games=40] [stones=15] [ms=450] [seed=1] [abapa]`
//!
//! The table is loaded from, or built and saved to, the system temp directory.

use std::time::{Duration, Instant};

use cantina::games::oril::ai::prove::{prove, ProofLimit};
use cantina::games::oril::ai::{choose_move, Player};
use cantina::games::oril::board::Board;
use cantina::games::oril::endgame::EndgameTable;
use cantina::games::oril::{OrilGame, RuleSet};
use cantina::games::Deadline;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .find_map(|a| a.strip_prefix(&format!("{name}="))?.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = arg(&args, "games", 40);
    let stones = arg(&args, "stones", 15) as u8;
    let ms = arg(&args, "ms", 450);
    let seed = arg(&args, "seed", 1);
    let rules = if args.iter().any(|a| a == "abapa") {
        RuleSet::Abapa
    } else {
        RuleSet::Oril
    };
    let path = std::env::temp_dir().join(format!("oril-endgame-{rules:?}-{stones}.bin"));
    let t = Instant::now();
    let table = EndgameTable::load_or_build(&path, rules, stones);
    println!(
        "{rules:?} table, at most {stones} stones: ready in {:.1} s ({})",
        t.elapsed().as_secs_f64(),
        path.display()
    );
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut met, mut proven, mut history_mattered) = (0u64, 0u64, 0u64);
    let mut times = Vec::new();
    let mut nodes = 0u64;
    for _ in 0..games {
        let mut game = OrilGame::with_random_first(rules, rng.gen());
        for _ in 0..8 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let _ = game.play(moves[rng.gen_range(0..moves.len())]);
        }
        while !game.is_over() {
            let board = Board::from_position(game.position());
            if board.on_board() <= stones {
                let all = game.positions_since_capture();
                let history: Vec<Board> = all[..all.len() - 1]
                    .iter()
                    .map(Board::from_position)
                    .collect();
                let start = Instant::now();
                let limit = ProofLimit {
                    nodes: u64::MAX,
                    deadline: Some(Deadline {
                        clock: &Instant::now,
                        at: start + Duration::from_millis(ms),
                    }),
                };
                met += 1;
                if let Some(proof) = prove(&board, &history, rules, &table, limit) {
                    times.push(start.elapsed());
                    proven += 1;
                    nodes += proof.nodes;
                    let fresh = prove(&board, &[], rules, &table, limit);
                    if fresh
                        .is_some_and(|f| (f.outcome, f.keeping) != (proof.outcome, proof.keeping))
                    {
                        history_mattered += 1;
                    }
                }
            }
            let Some(house) = choose_move(&game, Player::Medium, None, &Instant::now, &mut rng)
            else {
                break;
            };
            let _ = game.play(house);
        }
    }
    times.sort();
    let pct = |p: f64| {
        times
            .get(((times.len() as f64 * p) as usize).min(times.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{met} endgame positions met in {games} games; {proven} proven within {ms} ms ({:.2}%), \
         history changed the result or the moves on {history_mattered}",
        100.0 * proven as f64 / met.max(1) as f64
    );
    println!(
        "proof time: median {:.2} ms, p90 {:.2}, p99 {:.2}, max {:.2}; {:.0} nodes per proof",
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        nodes as f64 / proven.max(1) as f64
    );
}
