//! Builds an Oril endgame table and prints its size, how many values are exact and
//! the build time: `cargo run --release --example oril_endgame -- 12 [abapa] [PATH]`
//! (maximum stones on the board; with a path the table is also saved there).

use std::path::PathBuf;
use std::time::Instant;

use cantina::games::oril::endgame::{layer_size, table_size, EndgameTable};
use cantina::games::oril::RuleSet;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u8 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(10);
    let rules = if args.iter().any(|a| a == "abapa") {
        RuleSet::Abapa
    } else {
        RuleSet::Oril
    };
    let path = args
        .iter()
        .find(|a| a.parse::<u8>().is_err() && *a != "abapa")
        .map(PathBuf::from);
    for k in [0usize, 5, 10, 12, 15, 20] {
        println!(
            "  boards with {k:2} stones: {:>12}; with at most {k:2}: {:>12}",
            layer_size(k),
            table_size(k)
        );
    }
    let t = Instant::now();
    let table = EndgameTable::build(rules, n);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{rules:?}, at most {n} stones: {} boards, {} bytes, {} exact ({:.2}%), built in {:.1} s",
        table.len(),
        2 * table.len(),
        table.exact_count(),
        100.0 * table.exact_count() as f64 / table.len().max(1) as f64,
        secs
    );
    if let Some(path) = path {
        match table.save(&path) {
            Ok(()) => println!("saved to {}", path.display()),
            Err(e) => eprintln!("could not save to {}: {e}", path.display()),
        }
    }
}
