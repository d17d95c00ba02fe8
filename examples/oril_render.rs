//! Writes sample Oril board pictures and their text versions to a folder, to look at:
//! `cargo run --release --example oril_render -- /tmp/oril` (default: the current
//! folder). Prints each picture's size and the time it took.

use std::time::Instant;

use cantina::render::oril::{
    board_text, render_board, BoardScene, LastSowing, PlayerTag, NORTH, SOUTH,
};

fn scenes() -> Vec<(&'static str, BoardScene)> {
    let players = [
        PlayerTag {
            name: "Alice Fernandes".into(),
            ..PlayerTag::default()
        },
        PlayerTag {
            name: "Computer (Medium)".into(),
            is_ai: true,
            proposed_end: false,
        },
    ];
    let start = BoardScene {
        players: players.clone(),
        houses: [[4; 6]; 2],
        stores: [0, 0],
        to_move: Some(SOUTH),
        playable: vec![1, 2, 3, 4, 5, 6],
        last_move: None,
        rules: "Oril rules".into(),
        banner: None,
    };
    let mut middle = BoardScene {
        houses: [[0, 3, 14, 1, 0, 2], [1, 0, 0, 5, 2, 9]],
        stores: [7, 4],
        to_move: Some(NORTH),
        playable: vec![1, 4, 5, 6],
        last_move: Some(LastSowing {
            player: SOUTH,
            house: 5,
            sown: 4,
            last: Some((NORTH, 3)),
            captured: vec![(NORTH, 3), (NORTH, 2)],
            stones_captured: 5,
        }),
        ..start.clone()
    };
    middle.players[SOUTH].proposed_end = true;
    let over = BoardScene {
        houses: [[0; 6]; 2],
        stores: [27, 21],
        to_move: None,
        playable: vec![],
        banner: Some("Alice Fernandes wins 27-21".into()),
        ..middle.clone()
    };
    vec![("start", start), ("middle", middle), ("over", over)]
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    for (name, scene) in scenes() {
        let t = Instant::now();
        let picture = render_board(&scene);
        let took = t.elapsed();
        let path = format!("{dir}/oril_{name}.png");
        if let Err(e) = std::fs::write(&path, &picture.png) {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
        println!(
            "{path}: {}x{}, {} bytes, {:.1} ms",
            picture.width,
            picture.height,
            picture.png.len(),
            took.as_secs_f64() * 1000.0
        );
        println!("{}\n", board_text(&scene));
    }
}
