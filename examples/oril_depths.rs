//! How long Hard's search takes to finish each depth from the start position, and how
//! many nodes it visits: `cargo run --release --example oril_depths -- 20` (the
//! deepest depth to run; each depth is a fresh search, as a move would be).

use std::time::Instant;

use cantina::games::oril::ai::{analyse, Budget, Player};
use cantina::games::oril::{OrilGame, RuleSet, Side};

fn main() {
    let deepest: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(18);
    let game = OrilGame::new(RuleSet::Oril, Side::South);
    for depth in 1..=deepest {
        let t = Instant::now();
        let Some(r) = analyse(&game, Player::Hard, Budget::depth(depth), &Instant::now) else {
            println!("no move");
            return;
        };
        let secs = t.elapsed().as_secs_f64();
        println!(
            "depth {depth:2}: house {}, score {:4}, {:>10} nodes in {secs:.3} s ({:.2} M nodes/s)",
            r.best,
            r.score,
            r.nodes,
            r.nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
}
