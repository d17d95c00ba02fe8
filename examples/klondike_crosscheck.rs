//! Checks the solver's verdicts against an exhaustive search over the engine's own legal
//! moves (no pruning, no automatic moves), on small random positions where that search
//! is feasible: each suit some way up its foundation, the other cards dealt
//! Klondike-style. On a disagreement it prints the position and, when the exhaustive
//! search won, the last position on its winning line that the solver calls lost, with
//! the move made there (the move the solver's pruning missed).
//!
//! Usage: cargo run --release --example klondike_crosscheck -- [positions] [draw 1|3]
//!        [seed] [max cards left] [max exhaustive-search states]
//! THREADS=n runs the solver on n threads. COLUMNS=n deals the tableau cards to n
//! columns only, for deeper columns with more cards face down.

#[path = "../tests/support/klondike_exhaustive.rs"]
mod exhaustive;

use cantina::games::klondike::solver::{solve, Budget, Verdict};
use cantina::games::klondike::{Klondike, Move, Options};
use exhaustive::{exhaustive, mini_deal, Exhaustive};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn arg<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> T {
    args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
}

fn verdict(game: &Klondike) -> Verdict {
    let threads = std::env::var("THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(1);
    solve(game, Budget::nodes(5_000_000).on_threads(threads)).verdict
}

/// The last position on a winning line that the solver calls lost, the move there and
/// the rest of the line.
fn first_missed(start: &Klondike, line: &[Move]) -> Option<(Klondike, Vec<Move>)> {
    let mut game = start.clone();
    let mut missed = None;
    for (i, &mv) in line.iter().enumerate() {
        if verdict(&game) == Verdict::Lost {
            missed = Some((game.clone(), line[i..].to_vec()));
        }
        game.apply_move(mv).ok()?;
    }
    missed
}

/// Every column with its face-down cards shown (in brackets).
fn columns_revealed(game: &Klondike) -> String {
    let mut text = String::new();
    for (i, column) in game.columns().iter().enumerate() {
        let cards: Vec<String> = column
            .cards()
            .iter()
            .enumerate()
            .map(|(k, c)| {
                if k < column.hidden() {
                    format!("[{c}]")
                } else {
                    c.to_string()
                }
            })
            .collect();
        text += &format!("T{}: {}\n", i + 1, cards.join(" "));
    }
    text
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let positions: usize = arg(&args, 1, 200);
    let draw: u32 = arg(&args, 2, 1);
    let seed: u64 = arg(&args, 3, 1);
    let max_left: usize = arg(&args, 4, 22);
    let max_states: usize = arg(&args, 5, 1_000_000);
    let options = if draw == 3 {
        Options::draw_three()
    } else {
        Options::default()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut won, mut lost, mut agree, mut too_big, mut disagree) = (0, 0, 0, 0, 0);
    // ONLY=n checks the n-th position alone (counting from 0).
    let only: Option<usize> = std::env::var("ONLY").ok().and_then(|n| n.parse().ok());
    let columns: usize = std::env::var("COLUMNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(7);
    for n in 0..positions {
        let position = mini_deal(&mut rng, options, max_left, columns);
        if only.is_some_and(|only| only != n) {
            continue;
        }
        let solver = verdict(&position);
        match solver {
            Verdict::Won => won += 1,
            Verdict::Lost => lost += 1,
            Verdict::Undecided => continue,
        }
        match exhaustive(&position, max_states) {
            Exhaustive::TooBig => too_big += 1,
            Exhaustive::Won(_) if solver == Verdict::Won => agree += 1,
            Exhaustive::Lost if solver == Verdict::Lost => agree += 1,
            Exhaustive::Lost => {
                disagree += 1;
                println!("solver won, exhaustive search lost:\n{}", position.board());
            }
            Exhaustive::Won(line) => {
                disagree += 1;
                println!(
                    "position {n}: solver lost, exhaustive search won:\n{}",
                    position.board()
                );
                if let Some((at, rest)) = first_missed(&position, &line) {
                    println!("missed {:?} in:\n{}", rest[0], at.board());
                    println!(
                        "{}the winning line from there: {rest:?}",
                        columns_revealed(&at)
                    );
                }
            }
        }
    }
    println!(
        "draw-{draw}, {} positions (solver: {won} won, {lost} lost): {agree} agree, \
         {disagree} disagree, {too_big} too big for the exhaustive search",
        won + lost
    );
}
