//! Small pieces every game's picture and text fallback shares: a rounded tag (a pill)
//! and a hand listed as text.

use std::fmt::Write;

use tiny_skia::Pixmap;

use super::paint::{self, Rgba};
use super::text::{self, Face, Style};

/// Where a pill goes and how big its words are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PillBox {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// The bold text's size in pixels.
    pub px: f32,
}

/// A small rounded tag with centred bold text.
pub(crate) fn pill(pm: &mut Pixmap, label: &str, at: PillBox, bg: Rgba, fg: Rgba) {
    paint::fill_rrect(pm, at.x, at.y, at.w, at.h, at.h / 2.0, bg);
    let style = Style::new(Face::Bold, at.px, fg);
    text::draw_centered(
        pm,
        label,
        &style,
        at.x + at.w / 2.0,
        at.y + at.h / 2.0 + style.cap_height() / 2.0,
    );
}

/// One card of a hand as the text fallback lists it.
pub(crate) struct ListedCard {
    /// The number shown on the picture and the buttons.
    pub number: usize,
    pub label: String,
    pub playable: bool,
}

/// A hand as text: the title (already escaped), then the playable and the unplayable
/// cards, each after its number.
pub(crate) fn hand_text(title: &str, cards: &[ListedCard]) -> String {
    let mut out = String::new();
    let playable = cards.iter().filter(|c| c.playable).count();
    let _ = writeln!(
        out,
        "{title} ({} {}, {playable} playable)",
        cards.len(),
        if cards.len() == 1 { "card" } else { "cards" },
    );
    let list = |want: bool| -> String {
        let items: Vec<String> = cards
            .iter()
            .filter(|c| c.playable == want)
            .map(|c| format!("{}. {}", c.number, c.label))
            .collect();
        items.join(" · ")
    };
    if playable > 0 {
        let _ = writeln!(out, "Playable: {}", list(true));
    }
    if playable < cards.len() {
        let _ = writeln!(out, "Not playable: {}", list(false));
    }
    out.trim_end().to_string()
}
