//! Time to draw and encode the Pazaak table (two full tables of nine cards) and the
//! private hand (five cards), and their PNG sizes.
//!
//! `cargo bench --bench render_pazaak`; the PNG sizes are printed before the timings.

use cantina::render::pazaak::{
    hand_pixmap, render_hand, render_table, table_pixmap, CardFace, CardKind, HandCard, HandScene,
    SeatScene, SeatStatus, TableScene,
};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn faces() -> Vec<CardFace> {
    vec![
        CardFace::new(CardKind::Main, "7"),
        CardFace::new(CardKind::Plus, "+3"),
        CardFace::new(CardKind::Main, "10"),
        CardFace::new(CardKind::Minus, "-4"),
        CardFace::new(CardKind::PlusMinus, "-2"),
        CardFace::new(CardKind::Main, "1"),
        CardFace::new(CardKind::Special, "D"),
        CardFace::new(CardKind::Main, "-4"),
        CardFace::new(CardKind::Special, "+1T"),
    ]
}

fn table() -> TableScene {
    let seat = |name: &str, status, is_ai| SeatScene {
        name: name.to_string(),
        is_ai,
        table: faces(),
        total: 19,
        sets_won: 2,
        hand_left: 3,
        status,
    };
    TableScene {
        seats: [
            seat(
                "Anakin with a rather long display name",
                SeatStatus::Turn,
                false,
            ),
            seat("Computer", SeatStatus::Standing, true),
        ],
        set_number: 4,
        main_deck_left: 22,
        banner: None,
    }
}

/// The table with "王小明 🎲" against "さくら 🃏", and a banner naming the winner.
fn table_intl() -> TableScene {
    let mut scene = table();
    scene.seats[0].name = "王小明 🎲".to_string();
    scene.seats[1].name = "さくら 🃏".to_string();
    scene.banner = Some("王小明 🎲 wins the set".to_string());
    scene
}

fn hand() -> HandScene {
    let cards = [
        CardFace::new(CardKind::Plus, "+3"),
        CardFace::new(CardKind::Minus, "-2"),
        CardFace::new(CardKind::PlusMinus, "±4"),
        CardFace::new(CardKind::Special, "2&4"),
        CardFace::new(CardKind::Special, "±1T"),
    ];
    HandScene {
        title: "Your hand".to_string(),
        cards: cards
            .into_iter()
            .enumerate()
            .map(|(i, face)| HandCard {
                face,
                playable: i != 3,
                number: i + 1,
            })
            .collect(),
    }
}

fn bench(c: &mut Criterion) {
    let (table, hand) = (table(), hand());
    let t = render_table(&table);
    let h = render_hand(&hand);
    let intl = table_intl();
    let ti = render_table(&intl);
    println!(
        "pazaak table (2 x 9 cards): {}x{}, {} bytes",
        t.width,
        t.height,
        t.png.len()
    );
    println!(
        "pazaak hand (5 cards): {}x{}, {} bytes",
        h.width,
        h.height,
        h.png.len()
    );
    println!(
        "pazaak table, CJK and emoji names: {}x{}, {} bytes",
        ti.width,
        ti.height,
        ti.png.len()
    );
    c.bench_function("pazaak_render_table", |b| {
        b.iter(|| render_table(black_box(&table)))
    });
    c.bench_function("pazaak_render_table_cjk_emoji", |b| {
        b.iter(|| render_table(black_box(&intl)))
    });
    c.bench_function("pazaak_render_hand", |b| {
        b.iter(|| render_hand(black_box(&hand)))
    });
    c.bench_function("pazaak_draw_only_table", |b| {
        b.iter(|| table_pixmap(black_box(&table)))
    });
    c.bench_function("pazaak_draw_only_hand", |b| {
        b.iter(|| hand_pixmap(black_box(&hand)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
