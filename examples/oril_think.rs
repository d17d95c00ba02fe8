//! Reports how deep and how fast the Hard search gets within a time budget from the
//! start position: `cargo run --release --example oril_think -- 1000` (milliseconds).
//! Add `legacy` to run the search as it was before the compact board (kept with the
//! arena, `examples/arena/oril/legacy.rs`). Besides wall time it prints the CPU time
//! the thread got (Linux), since a shared machine can halve the wall-clock speed.

use std::time::Instant;

use cantina::games::oril::ai::{analyse, Budget, Player};
use cantina::games::oril::{OrilGame, RuleSet, Side};

#[path = "arena/oril/legacy.rs"]
mod legacy;

/// Nanoseconds this process has run on a CPU, if the kernel says.
fn cpu_nanos() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ms: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1000);
    let legacy = args.iter().any(|a| a == "legacy");
    let game = OrilGame::new(RuleSet::Oril, Side::South);
    let cpu0 = cpu_nanos();
    let t = Instant::now();
    let report = if legacy {
        legacy::analyse(&game, Budget::millis(ms))
    } else {
        analyse(&game, Player::Hard, Budget::millis(ms), &Instant::now)
    };
    let secs = t.elapsed().as_secs_f64();
    let cpu = cpu0
        .zip(cpu_nanos())
        .map(|(a, b)| (b - a) as f64 / 1e9)
        .filter(|&c| c > 0.0);
    match report {
        Some(r) => {
            println!(
                "start position, {ms} ms{}: best house {}, score {}, depth {}, {} nodes in {:.3} s = {:.2} M nodes/s{}",
                if legacy { " (legacy search)" } else { "" },
                r.best,
                r.score,
                r.depth,
                r.nodes,
                secs,
                r.nodes as f64 / secs / 1e6,
                cpu.map(|c| format!(
                    "; on CPU {:.3} s = {:.2} M nodes per CPU second",
                    c,
                    r.nodes as f64 / c / 1e6
                ))
                .unwrap_or_default()
            );
        }
        None => println!("no move"),
    }
}
