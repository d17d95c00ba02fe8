//! Time to draw and encode the Oril board, and its PNG size.
//!
//! `cargo bench --bench render_oril`; the PNG sizes are printed before the timings.

use cantina::render::oril::{
    board_pixmap, render_board, BoardScene, LastSowing, PlayerTag, NORTH, SOUTH,
};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// A busy middle game: a big house, a capture of two houses, both tags shown.
fn middle() -> BoardScene {
    BoardScene {
        players: [
            PlayerTag {
                name: "Player with a rather long display name".into(),
                is_ai: false,
                proposed_end: true,
            },
            PlayerTag {
                name: "Computer (Hard)".into(),
                is_ai: true,
                proposed_end: false,
            },
        ],
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
        rules: "Oril rules".into(),
        banner: None,
    }
}

fn start() -> BoardScene {
    BoardScene {
        houses: [[4; 6]; 2],
        stores: [0, 0],
        to_move: Some(SOUTH),
        playable: vec![1, 2, 3, 4, 5, 6],
        last_move: None,
        ..middle()
    }
}

/// The middle game between "王小明 🎲" and "김민준 🃏".
fn middle_intl() -> BoardScene {
    let mut scene = middle();
    scene.players[0].name = "王小明 🎲".into();
    scene.players[1].name = "김민준 🃏".into();
    scene
}

fn bench(c: &mut Criterion) {
    for (name, scene) in [
        ("start", start()),
        ("middle", middle()),
        ("middle, CJK and emoji names", middle_intl()),
    ] {
        let p = render_board(&scene);
        println!(
            "oril board {name}: {}x{}, {} bytes",
            p.width,
            p.height,
            p.png.len()
        );
    }
    let scene = middle();
    let mut group = c.benchmark_group("render_oril");
    group.sample_size(20);
    group.measurement_time(std::time::Duration::from_secs(2));
    group.bench_function("board_middle_game", |b| {
        b.iter(|| render_board(black_box(&scene)))
    });
    let intl = middle_intl();
    group.bench_function("board_middle_game_cjk_emoji", |b| {
        b.iter(|| render_board(black_box(&intl)))
    });
    group.bench_function("draw_only_board_middle_game", |b| {
        b.iter(|| board_pixmap(black_box(&scene)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
