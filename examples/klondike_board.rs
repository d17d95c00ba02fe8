//! Draws the board picture of a deal, after playing some of the solver's winning line,
//! and prints its text fallback.
//!
//! Usage: cargo run --release --example klondike_board -- [deal] [moves] [draw 1|3] [out.png]

use cantina::games::klondike::solver::{solve, Budget};
use cantina::games::klondike::{Klondike, Options};
use cantina::render::klondike::{board_text, render_board};
use cantina::screens::klondike::views::scene;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let deal = arg(1, 1);
    let moves = arg(2, 0) as usize;
    let options = if arg(3, 1) == 3 {
        Options::draw_three()
    } else {
        Options::default()
    };
    let out = args
        .get(4)
        .cloned()
        .unwrap_or_else(|| "klondike.png".to_string());
    let mut game = Klondike::new(deal, options);
    let plan = solve(&game, Budget::nodes(2_000_000)).plan;
    for mv in plan.into_iter().take(moves) {
        if game.apply_move(mv).is_err() {
            break;
        }
    }
    let marked = game
        .moves_by_use()
        .first()
        .map(|m| vec![m.from_pile().number(), m.to_pile().number()])
        .unwrap_or_default();
    let scene = scene(&game, marked, None);
    let picture = render_board(&scene);
    print!("{}", board_text(&scene));
    for mv in game.moves_by_use() {
        println!(
            "{}  [{}]",
            game.describe(mv),
            game.effect(mv).unwrap_or_default()
        );
    }
    println!(
        "{}x{} px, {} bytes",
        picture.width,
        picture.height,
        picture.png.len()
    );
    if let Err(e) = std::fs::write(&out, &picture.png) {
        eprintln!("cannot write {out}: {e}");
    }
}
