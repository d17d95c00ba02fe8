//! Solves a batch of random Klondike deals and prints how many were won, lost and
//! undecided, with the time per deal.
//!
//! Usage: cargo run --release --example klondike_solve -- [deals] [draw 1|3] [seed]
//!        [seconds per deal] [max nodes] [threads]
//! Deal numbers come from a ChaCha8 RNG seeded with `seed`, so a run can be repeated.
//! Threads default to the machine's cores. With one thread the limit is its CPU time;
//! with more, wall-clock time.

use std::time::{Duration, Instant};

use cantina::games::klondike::solver::{solve_unpruned, solve_within, Budget, Verdict};
use cantina::games::klondike::{Klondike, Options};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// CPU time this thread has used, from Linux's schedstat (nanoseconds), so the per-deal
/// limit means the same on a busy machine (the kernel updates it at scheduler ticks, so
/// very short deals may read as 0); falls back to wall-clock time elsewhere.
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// A clock: with one thread, its CPU time when available; else wall-clock time since
/// `origin`.
fn now(origin: Instant, threads: usize) -> Duration {
    let cpu = if threads == 1 { cpu_time() } else { None };
    cpu.unwrap_or_else(|| origin.elapsed())
}

fn arg<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> T {
    args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deals: usize = arg(&args, 1, 100);
    let draw: u32 = arg(&args, 2, 1);
    let seed: u64 = arg(&args, 3, 2024);
    let seconds: f64 = arg(&args, 4, 2.0);
    let max_nodes: u64 = arg(&args, 5, 50_000_000);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads: usize = arg(&args, 6, cores).max(1);
    let mut options = if draw == 3 {
        Options::draw_three()
    } else {
        Options::default()
    };
    // NO_F2T=1 plays without foundation-to-tableau moves.
    options.foundation_to_tableau = std::env::var_os("NO_F2T").is_none();
    // DEALS=a,b,c solves those deal numbers instead of random ones.
    let chosen: Vec<u64> = std::env::var("DEALS")
        .ok()
        .map(|d| d.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_default();
    let deals = if chosen.is_empty() {
        deals
    } else {
        chosen.len()
    };
    let limit = Duration::from_secs_f64(seconds);
    let unpruned = std::env::var_os("UNPRUNED").is_some();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut won, mut lost, mut undecided) = (0, 0, 0);
    let mut times = Vec::with_capacity(deals);
    let mut total_nodes = 0u64;
    let mut walls = Vec::with_capacity(deals);
    for n in 0..deals {
        let deal: u64 = chosen.get(n).copied().unwrap_or_else(|| rng.gen());
        let game = Klondike::new(deal, options);
        let origin = Instant::now();
        let started = now(origin, threads);
        let mut spent = |_| {
            now(origin, threads).saturating_sub(started).as_secs_f64()
                / limit.as_secs_f64().max(1e-9)
        };
        let budget = Budget::nodes(max_nodes).on_threads(threads);
        // UNPRUNED=1 checks the pruning: the same search without it.
        let report = if unpruned {
            solve_unpruned(&game, budget, &mut spent)
        } else {
            solve_within(&game, budget, &mut spent)
        };
        let took = now(origin, threads).saturating_sub(started);
        walls.push(origin.elapsed());
        times.push(took);
        total_nodes += report.nodes;
        match report.verdict {
            Verdict::Won => won += 1,
            Verdict::Lost => lost += 1,
            Verdict::Undecided => undecided += 1,
        }
        if (n + 1) % 100 == 0 && n + 1 < deals {
            eprintln!(
                "after {} deals: won {won}, lost {lost}, undecided {undecided}",
                n + 1
            );
        }
        if std::env::var_os("VERBOSE").is_some() {
            println!(
                "deal {n} #{deal}: {:?} in {:.3}s, {} nodes",
                report.verdict,
                took.as_secs_f64(),
                report.nodes
            );
        }
    }
    times.sort();
    walls.sort();
    let wall: Duration = walls.iter().sum();
    let pct = |x: usize| 100.0 * x as f64 / deals.max(1) as f64;
    let at =
        |v: &[Duration], q: f64| v[((v.len() as f64 * q).ceil() as usize).clamp(1, v.len()) - 1];
    let total: Duration = times.iter().sum();
    let clock = if threads == 1 && cpu_time().is_some() {
        "CPU"
    } else {
        "wall-clock"
    };
    println!(
        "draw-{draw}, {deals} deals (seed {seed}), limit {seconds}s ({clock}) / {max_nodes} nodes \
         per deal, {threads} thread(s)"
    );
    println!(
        "won {won} ({:.1}%), lost {lost} ({:.1}%), undecided {undecided} ({:.1}%)",
        pct(won),
        pct(lost),
        pct(undecided)
    );
    if !times.is_empty() {
        println!(
            "{clock} time per deal: median {:.5}s, p99 {:.3}s, max {:.3}s, total {:.1}s \
             (wall-clock {:.1}s); {:.0} nodes/s",
            at(&times, 0.5).as_secs_f64(),
            at(&times, 0.99).as_secs_f64(),
            times[times.len() - 1].as_secs_f64(),
            total.as_secs_f64(),
            wall.as_secs_f64(),
            total_nodes as f64 / total.as_secs_f64().max(1e-9)
        );
        println!(
            "wall-clock time per deal (machine shared): median {:.5}s, p99 {:.3}s, max {:.3}s",
            at(&walls, 0.5).as_secs_f64(),
            at(&walls, 0.99).as_secs_f64(),
            walls[walls.len() - 1].as_secs_f64()
        );
    }
}
