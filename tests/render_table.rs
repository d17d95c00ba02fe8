//! The table picture and the text fallbacks with awkward input: ten seats with very
//! long and exotic names, out-of-range current seat, empty piles.

#[path = "support/uno_scenes.rs"]
mod uno_scenes;

use cantina::render::uno::{
    hand_text, render_table, table_pixmap, table_text, CardColor, CardSymbol, UnoBadge,
};

fn exotic_names() -> Vec<String> {
    vec![
        "Ж".repeat(200),
        "a very long display name that goes on and on and on and on and on".to_string(),
        "김철수 박영희 이민호".to_string(),
        "مرحبا بالعالم".to_string(),
        "🦀🏳️‍🌈👨‍👩‍👧‍👦 family".to_string(),
        "Zoe\u{0301}\u{0301}\u{0301}\u{200D}\u{FE0F}".to_string(),
        "\u{E000}\u{10FFFF}\u{FFFD}".to_string(),
        "line\nbreak\ttab\u{0000}nul".to_string(),
        String::new(),
        "𝕳𝖊𝖑𝖑𝖔 **bold** @everyone".to_string(),
    ]
}

#[test]
fn ten_exotic_seats_render_without_panicking() {
    let names = exotic_names();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut scene = uno_scenes::table(&refs);
    for (i, seat) in scene.seats.iter_mut().enumerate() {
        seat.is_ai = i % 2 == 0;
        seat.uno = [UnoBadge::None, UnoBadge::Called, UnoBadge::Pending][i % 3];
        seat.score = Some(i as u32 * 111);
        seat.card_count = i * 11;
    }
    scene.round_over_banner = Some("🎉".repeat(100));
    scene.top = uno_scenes::face(CardColor::Green, CardSymbol::WildDrawFour);
    scene.recent = uno_scenes::all_faces();
    for current in [0, 9, 10, usize::MAX] {
        scene.current_seat = current;
        let picture = render_table(&scene);
        assert_eq!((picture.width, picture.height), (960, 540));
        assert!(!picture.png.is_empty());
    }
}

#[test]
fn current_seat_is_highlighted() {
    // The gold glow around the current seat's badge changes pixels near that badge.
    let scene = uno_scenes::table(&["A", "B", "C", "D"]);
    let mut other = scene.clone();
    other.current_seat = 2;
    let (a, b) = (table_pixmap(&scene), table_pixmap(&other));
    // Seat 0's badge is centred at (480, 62) and 186 px wide: sample just left of it.
    let glow = |pm: &tiny_skia::Pixmap| {
        let p = pm.pixel(383, 62).expect("inside");
        p.red() as u32 + p.green() as u32
    };
    assert!(glow(&a) > glow(&b) + 60, "{} vs {}", glow(&a), glow(&b));
}

#[test]
fn table_text_names_every_seat_with_its_count() {
    let names = [
        "Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy",
    ];
    let mut scene = uno_scenes::table(&names);
    scene.current_seat = 3;
    let text = table_text(&scene);
    for (i, name) in names.iter().enumerate() {
        let line = text
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} missing from:\n{text}"));
        let count = i + 1;
        assert!(line.contains(&format!(": {count} card")), "{line}");
        assert_eq!(line.starts_with('▶'), i == 3, "{line}");
    }
    assert!(text.contains("clockwise"));
}

#[test]
fn text_fallbacks_stay_short_for_big_tables_and_hands() {
    let names = exotic_names();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut scene = uno_scenes::table(&refs);
    scene.recent = uno_scenes::all_faces();
    scene.round_over_banner = Some("x".repeat(5000));
    let table = table_text(&scene);
    assert!(
        table.chars().count() < 1500,
        "{} chars",
        table.chars().count()
    );
    assert_eq!(
        table.lines().filter(|l| l.starts_with(['▶', '•'])).count(),
        10
    );

    let hand = hand_text(&uno_scenes::hand(40));
    assert!(
        hand.chars().count() < 1500,
        "{} chars",
        hand.chars().count()
    );
    for n in 1..=40 {
        assert!(hand.contains(&format!("{n}. ")), "card {n} missing");
    }
}

#[test]
fn hand_text_separates_playable_cards() {
    let scene = uno_scenes::hand(6);
    let text = hand_text(&scene);
    let playable = text
        .lines()
        .find(|l| l.starts_with("Playable"))
        .expect("line");
    let blocked = text
        .lines()
        .find(|l| l.starts_with("Not playable"))
        .expect("line");
    // uno_scenes::hand makes every third card (3, 6) unplayable.
    assert!(
        blocked.contains("3. ") && blocked.contains("6. "),
        "{blocked}"
    );
    assert!(
        !playable.contains("3. ") && playable.contains("1. "),
        "{playable}"
    );
}

#[test]
fn hand_text_counts_one_card_in_the_singular() {
    assert!(hand_text(&uno_scenes::hand(1)).starts_with("Your hand (1 card, 1 playable)"));
    assert!(hand_text(&uno_scenes::hand(2)).starts_with("Your hand (2 cards, 2 playable)"));
}
