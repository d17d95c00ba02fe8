//! Writes sample UNO pictures to a folder (default `samples/`) for eyeballing the look.
//!
//! `cargo run --release --example render_samples -- samples`

use cantina::render::uno::{
    hand_text, render_hand, render_table, table_text, CardColor, CardFace, CardSymbol, HandCard,
    HandScene, SeatBadge, TableScene, UnoBadge,
};

fn face(color: CardColor, symbol: CardSymbol) -> CardFace {
    CardFace { color, symbol }
}

fn seat(
    name: &str,
    card_count: usize,
    uno: UnoBadge,
    is_ai: bool,
    score: Option<u32>,
) -> SeatBadge {
    SeatBadge {
        name: name.to_string(),
        card_count,
        uno,
        is_ai,
        score,
    }
}

/// Every distinct face once, in deck order: 4 x 13 coloured faces then the two wilds.
fn all_faces() -> Vec<CardFace> {
    let mut faces = Vec::new();
    for color in [
        CardColor::Red,
        CardColor::Yellow,
        CardColor::Green,
        CardColor::Blue,
    ] {
        for n in 0..=9 {
            faces.push(face(color, CardSymbol::Number(n)));
        }
        faces.push(face(color, CardSymbol::Skip));
        faces.push(face(color, CardSymbol::Reverse));
        faces.push(face(color, CardSymbol::DrawTwo));
    }
    faces.push(face(CardColor::Wild, CardSymbol::Wild));
    faces.push(face(CardColor::Wild, CardSymbol::WildDrawFour));
    faces
}

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "samples".to_string());
    std::fs::create_dir_all(&dir)?;

    let small = TableScene {
        top: face(CardColor::Blue, CardSymbol::Skip),
        current_color: CardColor::Blue,
        clockwise: true,
        seats: vec![
            seat("Alice", 5, UnoBadge::None, false, None),
            seat("Bob", 1, UnoBadge::Called, false, None),
            seat("Classic AI", 7, UnoBadge::None, true, None),
            seat("Dana 🎲", 2, UnoBadge::Pending, false, None),
        ],
        current_seat: 2,
        deck_count: 61,
        recent: vec![
            face(CardColor::Red, CardSymbol::Number(7)),
            face(CardColor::Red, CardSymbol::Reverse),
            face(CardColor::Blue, CardSymbol::Reverse),
            face(CardColor::Blue, CardSymbol::Number(6)),
            face(CardColor::Blue, CardSymbol::Skip),
        ],
        round_over_banner: None,
    };
    let long = "Ж".repeat(3) + &"a very long display name that goes on and on ".repeat(4);
    let names = [
        "Alice",
        long.as_str(),
        "김철수",
        "مرحبا بالعالم",
        "🦀🦀🦀 crab 🦀",
        "Zoë\u{0301}\u{200D}",
        "\u{E000}\u{E001} private",
        "line\nbreak",
        "AI Strong",
        "x",
    ];
    let seats: Vec<SeatBadge> = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let uno = match i % 4 {
                1 => UnoBadge::Called,
                3 => UnoBadge::Pending,
                _ => UnoBadge::None,
            };
            seat(n, (i * 3) % 11 + 1, uno, i % 3 == 2, Some(i as u32 * 47))
        })
        .collect();
    let big = TableScene {
        top: face(CardColor::Yellow, CardSymbol::WildDrawFour),
        current_color: CardColor::Yellow,
        clockwise: false,
        seats,
        current_seat: 7,
        deck_count: 3,
        recent: vec![
            face(CardColor::Green, CardSymbol::DrawTwo),
            face(CardColor::Green, CardSymbol::Number(9)),
            face(CardColor::Red, CardSymbol::Wild),
            face(CardColor::Red, CardSymbol::Number(4)),
            face(CardColor::Yellow, CardSymbol::WildDrawFour),
        ],
        round_over_banner: None,
    };
    let mut over = big.clone();
    over.round_over_banner = Some("Alice wins the round: 87 points".to_string());

    let faces = all_faces();
    let hand7 = HandScene {
        title: "Your hand — Alice".to_string(),
        cards: faces
            .iter()
            .step_by(8)
            .take(7)
            .enumerate()
            .map(|(i, f)| HandCard {
                face: *f,
                playable: i % 3 != 1,
            })
            .collect(),
    };
    let hand_all = HandScene {
        title: "Every card face".to_string(),
        cards: faces
            .iter()
            .enumerate()
            .map(|(i, f)| HandCard {
                face: *f,
                playable: i % 5 != 3,
            })
            .collect(),
    };
    let hand40 = HandScene {
        title: "Your hand — Bob".to_string(),
        cards: hand_all
            .cards
            .iter()
            .cycle()
            .skip(5)
            .take(40)
            .copied()
            .collect(),
    };

    // The first pictures pay for parsing the fonts and painting each card once.
    let started = std::time::Instant::now();
    cantina::render::warm_up();
    let fonts = started.elapsed();
    let started = std::time::Instant::now();
    let _ = render_table(&big);
    let table_cold = started.elapsed();
    let started = std::time::Instant::now();
    let _ = render_hand(&hand40);
    println!(
        "font parsing: {:.1} ms; first table: {:.1} ms; first 40-card hand: {:.1} ms",
        fonts.as_secs_f64() * 1e3,
        table_cold.as_secs_f64() * 1e3,
        started.elapsed().as_secs_f64() * 1e3
    );

    let jobs: Vec<(&str, cantina::render::Png)> = vec![
        ("table_4", render_table(&small)),
        ("table_10", render_table(&big)),
        ("table_over", render_table(&over)),
        ("hand_7", render_hand(&hand7)),
        ("hand_40", render_hand(&hand40)),
        ("hand_all", render_hand(&hand_all)),
    ];
    for (name, picture) in jobs {
        let path = format!("{dir}/{name}.png");
        std::fs::write(&path, &picture.png)?;
        println!(
            "{path}: {}x{}, {} bytes",
            picture.width,
            picture.height,
            picture.png.len()
        );
    }
    println!("\n{}\n", table_text(&big));
    println!("{}\n", hand_text(&hand40));
    println!("{}", table_text(&small));
    Ok(())
}
