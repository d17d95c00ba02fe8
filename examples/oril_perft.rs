//! Prints perft node counts and speed for the positions of data/oril/perft.txt, and
//! whether they match the table: `cargo run --release --example oril_perft -- 8`
//! (the argument is the maximum depth).

use std::time::Instant;

use cantina::games::oril::perft::{parse_perft_table, perft};

fn main() {
    let max: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(8);
    let cases = match parse_perft_table(include_str!("../data/oril/perft.txt")) {
        Ok(cases) => cases,
        Err(line) => {
            eprintln!("malformed line: {line}");
            std::process::exit(1);
        }
    };
    for case in cases {
        let mut counts = Vec::new();
        let mut total = 0u64;
        let t = Instant::now();
        for depth in 1..=max.min(case.counts.len() as u32) {
            let n = perft(&case.game, depth);
            total += n;
            let mark = if case.counts[depth as usize - 1] == n {
                ""
            } else {
                "(MISMATCH)"
            };
            counts.push(format!("{n}{mark}"));
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{:12} {}   [{:.3} s, {:.2} M leaves/s]",
            case.name,
            counts.join(" "),
            secs,
            total as f64 / secs.max(1e-9) / 1e6
        );
    }
}
