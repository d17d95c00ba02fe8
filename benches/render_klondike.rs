//! Time to draw and encode the Klondike board, and the size of the PNG.
//!
//! Three boards: the opening deal, a busy draw-3 game (long fans, three waste cards,
//! foundations under way, marked piles) and the tallest board there is (six
//! face-down cards under a King-to-Ace run). `cargo bench --bench render_klondike`;
//! the sizes are printed before the timings.

use cantina::render::klondike::{
    board_text, render_board, BoardScene, CardFace, ColumnScene, Suit,
};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

fn card(rank: u8, suit: usize) -> CardFace {
    CardFace {
        rank,
        suit: SUITS[suit % 4],
    }
}

/// A descending run of alternating colours from `rank` down, `len` cards long.
fn run(rank: u8, suit: usize, len: u8) -> Vec<CardFace> {
    (0..len)
        .map(|k| card(rank - k, suit + k as usize))
        .collect()
}

fn opening() -> BoardScene {
    BoardScene {
        columns: (0..7)
            .map(|i| ColumnScene {
                hidden: i,
                face_up: vec![card(13 - i as u8, i)],
            })
            .collect(),
        stock: 24,
        waste: Vec::new(),
        draw_three: false,
        foundations: [None; 4],
        can_redeal: true,
        marked: Vec::new(),
        banner: None,
    }
}

fn busy() -> BoardScene {
    BoardScene {
        columns: vec![
            ColumnScene {
                hidden: 0,
                face_up: run(13, 0, 7),
            },
            ColumnScene {
                hidden: 1,
                face_up: run(12, 1, 5),
            },
            ColumnScene {
                hidden: 0,
                face_up: Vec::new(),
            },
            ColumnScene {
                hidden: 3,
                face_up: run(10, 2, 4),
            },
            ColumnScene {
                hidden: 2,
                face_up: run(9, 3, 2),
            },
            ColumnScene {
                hidden: 5,
                face_up: run(13, 1, 9),
            },
            ColumnScene {
                hidden: 4,
                face_up: run(8, 0, 1),
            },
        ],
        stock: 9,
        waste: vec![card(5, 1), card(11, 2), card(2, 3), card(7, 0)],
        draw_three: true,
        foundations: [Some(card(3, 0)), Some(card(1, 1)), None, Some(card(4, 3))],
        can_redeal: true,
        marked: vec![6, 2],
        banner: None,
    }
}

fn tallest() -> BoardScene {
    let mut scene = opening();
    scene.columns[6] = ColumnScene {
        hidden: 6,
        face_up: run(13, 0, 13),
    };
    scene.banner = Some("This deal can no longer be won from here".to_string());
    scene
}

/// The busy board with a banner naming "王小明 🎲" (Klondike shows no seat names).
fn busy_intl() -> BoardScene {
    let mut scene = busy();
    scene.banner = Some("王小明 🎲 さくら 김민준: no more moves".to_string());
    scene
}

fn bench(c: &mut Criterion) {
    for (name, scene) in [
        ("opening", opening()),
        ("busy draw-3", busy()),
        ("tallest", tallest()),
        ("busy, CJK and emoji banner", busy_intl()),
    ] {
        let picture = render_board(&scene);
        println!(
            "klondike board, {name}: {}x{} px, {} bytes PNG; text fallback {} characters",
            picture.width,
            picture.height,
            picture.png.len(),
            board_text(&scene).chars().count()
        );
    }
    let busy = busy();
    c.bench_function("klondike board (busy draw-3), draw + encode", |b| {
        b.iter(|| render_board(black_box(&busy)))
    });
    let intl = busy_intl();
    c.bench_function(
        "klondike board (busy, CJK and emoji banner), draw + encode",
        |b| b.iter(|| render_board(black_box(&intl))),
    );
    let opening = opening();
    c.bench_function("klondike board (opening), draw + encode", |b| {
        b.iter(|| render_board(black_box(&opening)))
    });
    c.bench_function("klondike board (busy draw-3), text", |b| {
        b.iter(|| board_text(black_box(&busy)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
