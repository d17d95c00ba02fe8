//! Reports how deep and how fast the Hard search gets within a time budget from the
//! start position: `cargo run --release --example oril_think -- 1000` (milliseconds).

use std::time::Instant;

use cantina::games::oril::ai::{analyse, Budget, Player};
use cantina::games::oril::{OrilGame, RuleSet, Side};

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let game = OrilGame::new(RuleSet::Oril, Side::South);
    let t = Instant::now();
    match analyse(&game, Player::Hard, Budget::millis(ms)) {
        Some(r) => {
            let secs = t.elapsed().as_secs_f64();
            println!(
                "start position, {ms} ms: best house {}, score {}, depth {}, {} nodes in {:.3} s = {:.2} M nodes/s",
                r.best,
                r.score,
                r.depth,
                r.nodes,
                secs,
                r.nodes as f64 / secs / 1e6
            );
        }
        None => println!("no move"),
    }
}
