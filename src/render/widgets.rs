//! Small pieces every game's picture and text fallback shares: a rounded tag (a pill)
//! and a hand listed as text.

use std::fmt::Write;

use tiny_skia::Pixmap;

use super::paint::{self, Rgba};
use super::text::{self, Face, Style};
use crate::i18n::{Lang, Text};

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

/// The width of a pill holding `label`: `at_least`, or wider for longer words (a
/// label in another language).
pub(crate) fn pill_width(label: &str, px: f32, at_least: f32) -> f32 {
    (text::width(label, Face::Bold, px) + px).max(at_least)
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
pub(crate) fn hand_text(title: &str, cards: &[ListedCard], lang: Lang) -> String {
    let mut out = String::new();
    let playable = cards.iter().filter(|c| c.playable).count();
    let _ = writeln!(
        out,
        "{}",
        Text::new("pic-hand-heading")
            .with("title", title)
            .with("cards", cards.len())
            .with("playable", playable)
            .in_lang(lang)
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
        let line = Text::new("pic-hand-playable").with("cards", list(true));
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    if playable < cards.len() {
        let line = Text::new("pic-hand-not-playable").with("cards", list(false));
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    out.trim_end().to_string()
}

/// The position number under a card in a hand, matching its button or menu entry: gold
/// when the card can be played, outlined and muted when not.
pub(crate) fn number_tag(pm: &mut Pixmap, number: usize, cx: f32, top: f32, playable: bool) {
    const GOLD: Rgba = Rgba::rgb(250, 204, 72);
    const MUTED: Rgba = Rgba::rgb(150, 158, 176);
    let label = number.to_string();
    let style = if playable {
        Style::new(Face::Bold, 16.0, Rgba::rgb(36, 28, 0))
    } else {
        Style::new(Face::Bold, 15.0, MUTED)
    };
    let w = text::width(&label, style.face, style.px) + 16.0;
    let h = 22.0;
    if playable {
        paint::fill_rrect(pm, cx - w / 2.0, top, w, h, h / 2.0, GOLD);
    } else {
        paint::stroke_rrect(
            pm,
            (cx - w / 2.0, top, w, h),
            h / 2.0,
            MUTED.alpha(120),
            1.5,
        );
    }
    let baseline = top + h / 2.0 + style.cap_height() / 2.0;
    text::draw_centered(pm, &label, &style, cx, baseline);
}
