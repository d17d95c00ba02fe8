//! Resident memory the fonts add: VmRSS before the fonts are touched, after the font
//! system is built (warm-up), and after drawing a picture with names in many scripts
//! and emoji (which rasterizes CJK and colour emoji glyphs).
//!
//! `cargo run --release --example font_memory` (Linux: reads /proc/self/status).

use cantina::render::{pazaak, warm_up};

fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn main() {
    let before = rss_kib();
    warm_up();
    let warmed = rss_kib();
    let seat = |name: &str| pazaak::SeatScene {
        name: name.to_string(),
        is_ai: false,
        table: vec![pazaak::CardFace::new(pazaak::CardKind::Main, "7")],
        total: 7,
        sets_won: 0,
        hand_left: 4,
        status: pazaak::SeatStatus::Turn,
    };
    let latin = pazaak::TableScene {
        seats: [seat("Alice Dvořák"), seat("João Zoë Łukasz")],
        set_number: 1,
        main_deck_left: 30,
        banner: Some("Дмитрий Αλέξανδρος שרה wins".to_string()),
    };
    let _ = pazaak::render_table(&latin);
    let latin_drawn = rss_kib();
    let scene = pazaak::TableScene {
        seats: [
            seat("王小明 🎲 さくら 김민준"),
            seat("Dvořák João สมชาย 🃏🎉"),
        ],
        set_number: 1,
        main_deck_left: 30,
        banner: Some("Дмитрий Αλέξανδρος שרה कमल 😀👍🏽".to_string()),
    };
    let picture = pazaak::render_table(&scene);
    let drawn = rss_kib();
    println!("VmRSS before fonts: {before} KiB");
    println!(
        "after warm-up (font system built): {warmed} KiB (+{} KiB)",
        warmed.saturating_sub(before)
    );
    println!(
        "after a picture with names in the primary face only: {latin_drawn} KiB (+{} KiB)",
        latin_drawn.saturating_sub(warmed)
    );
    println!(
        "after a picture with CJK, Thai, Hebrew, Devanagari and emoji ({} bytes PNG): {drawn} KiB (+{} KiB: the fallback faces)",
        picture.png.len(),
        drawn.saturating_sub(latin_drawn)
    );
}
