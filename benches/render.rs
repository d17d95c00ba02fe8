//! Time to draw and encode the UNO table (10 seats) and a 40-card hand.
//!
//! `cargo bench --bench render`; the PNG sizes are printed before the timings.

use cantina::render::uno::{
    render_hand, render_table, CardColor, CardFace, CardSymbol, HandCard, HandScene, SeatBadge,
    TableScene, UnoBadge,
};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn faces() -> Vec<CardFace> {
    let mut faces = Vec::new();
    for color in [
        CardColor::Red,
        CardColor::Yellow,
        CardColor::Green,
        CardColor::Blue,
    ] {
        for n in 0..=9 {
            faces.push(CardFace {
                color,
                symbol: CardSymbol::Number(n),
            });
        }
        for symbol in [CardSymbol::Skip, CardSymbol::Reverse, CardSymbol::DrawTwo] {
            faces.push(CardFace { color, symbol });
        }
    }
    faces.push(CardFace {
        color: CardColor::Wild,
        symbol: CardSymbol::Wild,
    });
    faces.push(CardFace {
        color: CardColor::Wild,
        symbol: CardSymbol::WildDrawFour,
    });
    faces
}

fn table() -> TableScene {
    let seats = (0..10)
        .map(|i| SeatBadge {
            name: format!("Player number {i} with a long name"),
            card_count: i + 1,
            uno: [UnoBadge::None, UnoBadge::Called, UnoBadge::Pending][i % 3],
            is_ai: i % 2 == 1,
            score: Some(i as u32 * 37),
        })
        .collect();
    TableScene {
        top: CardFace {
            color: CardColor::Blue,
            symbol: CardSymbol::Skip,
        },
        current_color: CardColor::Blue,
        clockwise: false,
        seats,
        current_seat: 4,
        deck_count: 37,
        recent: faces().into_iter().skip(20).take(5).collect(),
        round_over_banner: None,
    }
}

/// Names in several scripts, with emoji: "王小明 🎲" and friends.
const INTL_NAMES: [&str; 10] = [
    "王小明 🎲",
    "さくら 🃏",
    "김민준",
    "Dvořák",
    "João",
    "Дмитрий",
    "Αλέξανδρος",
    "שרה כהן",
    "สมชาย",
    "Zoë Łukasz 🎉",
];

/// The 10-seat table with the names above.
fn table_intl() -> TableScene {
    let mut scene = table();
    for (seat, name) in scene.seats.iter_mut().zip(INTL_NAMES) {
        seat.name = name.to_string();
    }
    scene
}

fn hand40() -> HandScene {
    HandScene {
        title: "Your hand".to_string(),
        cards: faces()
            .into_iter()
            .cycle()
            .take(40)
            .enumerate()
            .map(|(i, face)| HandCard {
                face,
                playable: i % 3 != 0,
            })
            .collect(),
    }
}

fn bench(c: &mut Criterion) {
    let (table, hand) = (table(), hand40());
    let intl = table_intl();
    let t = render_table(&table);
    let h = render_hand(&hand);
    let ti = render_table(&intl);
    println!(
        "table 10 seats: {}x{}, {} bytes",
        t.width,
        t.height,
        t.png.len()
    );
    println!(
        "hand 40 cards: {}x{}, {} bytes",
        h.width,
        h.height,
        h.png.len()
    );
    println!(
        "table 10 seats, names in many scripts: {}x{}, {} bytes",
        ti.width,
        ti.height,
        ti.png.len()
    );
    c.bench_function("render_table_10_seats", |b| {
        b.iter(|| render_table(black_box(&table)))
    });
    c.bench_function("render_table_10_seats_cjk_emoji", |b| {
        b.iter(|| render_table(black_box(&intl)))
    });
    c.bench_function("render_hand_40_cards", |b| {
        b.iter(|| render_hand(black_box(&hand)))
    });
    c.bench_function("draw_only_table_10_seats", |b| {
        b.iter(|| cantina::render::uno::table_pixmap(black_box(&table)))
    });
    c.bench_function("draw_only_hand_40_cards", |b| {
        b.iter(|| cantina::render::uno::hand_pixmap(black_box(&hand)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
