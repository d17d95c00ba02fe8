//! Text for pictures: shaping with font fallback over the embedded fonts, measuring,
//! truncation by drawn width and blending glyphs (colour emoji included) into a pixmap.
//!
//! Names come from Discord users, so any Unicode may arrive. Text is shaped with
//! cosmic-text (harfrust shaping, bidi, per-character font fallback) and rasterised
//! with swash. Only the fonts compiled into the binary are known (`data/fonts/`, with
//! their licences); system fonts are never loaded, so a picture is the same on every
//! machine. DejaVu Sans comes first; Noto Sans Thai and Devanagari, WenQuanYi
//! Micro Hei (Chinese, Japanese, Korean) and Noto Color Emoji fill in what it lacks.
//!
//! Measuring ([`width`], [`ellipsize`]) uses the very layout that [`draw`] paints, so a
//! truncated name always fits its box. A name with nothing visible in it becomes
//! [`NAME_PLACEHOLDER`] (see [`name`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use cosmic_text::{
    fontdb, Attrs, Buffer, CacheKey, Fallback, Family, FontSystem, Metrics, Shaping, SwashCache,
    SwashContent, Weight,
};
use tiny_skia::{Pixmap, PremultipliedColorU8};
use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
use unicode_script::Script;

use super::paint::Rgba;

mod fonts;
mod raster;
mod shape;

pub(crate) use fonts::Face;
use fonts::*;
use raster::*;
pub(crate) use shape::width;
use shape::*;

/// What a name with nothing visible in it (only controls, joiners, combining marks or
/// spaces) is drawn as. The one place this is decided.
pub(crate) const NAME_PLACEHOLDER: &str = "?";

/// Forces the one-time font indexing and shapes a little text in each face.
pub(crate) fn warm_up() {
    for face in [Face::Regular, Face::Bold] {
        let _ = width("Warm up 王 🎲", face, 16.0);
    }
}

/// How a piece of text is painted.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    pub face: Face,
    pub px: f32,
    pub color: Rgba,
    /// A halo of this colour and radius (pixels) drawn behind the glyphs.
    pub outline: Option<(Rgba, i32)>,
    /// A copy of the glyphs in this colour, offset by (dx, dy), drawn first.
    pub shadow: Option<(Rgba, i32, i32)>,
}

impl Style {
    pub(crate) fn new(face: Face, px: f32, color: Rgba) -> Style {
        Style {
            face,
            px,
            color,
            outline: None,
            shadow: None,
        }
    }

    pub(crate) fn outlined(mut self, color: Rgba, radius: i32) -> Style {
        self.outline = Some((color, radius));
        self
    }

    pub(crate) fn shadowed(mut self, color: Rgba, dx: i32, dy: i32) -> Style {
        self.shadow = Some((color, dx, dy));
        self
    }

    /// Height of a capital letter or digit above the baseline, for vertical centring.
    pub(crate) fn cap_height(&self) -> f32 {
        // DejaVu Sans capitals are 1493 units tall on a 2048-unit em.
        self.px * 0.729
    }
}

/// Replaces characters that would break a one-line label (newlines, tabs, other
/// controls) with spaces and trims the ends.
pub(crate) fn clean(text: &str) -> String {
    let replaced: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    replaced.trim().to_string()
}

/// True when no character of the text would show: only controls, format characters
/// (joiners, direction marks), combining marks with no base, spaces and the blank
/// fillers some people use as invisible names.
pub(crate) fn is_blank(text: &str) -> bool {
    text.chars().all(|c| {
        c.is_control()
            || c.is_whitespace()
            || matches!(
                c.general_category_group(),
                GeneralCategoryGroup::Mark | GeneralCategoryGroup::Separator
            )
            || matches!(
                c.general_category(),
                unicode_properties::GeneralCategory::Format
                    | unicode_properties::GeneralCategory::Unassigned
            )
            || matches!(c as u32, 0x115F | 0x1160 | 0x3164 | 0xFFA0 | 0x2800)
    })
}

/// A player's name ready to draw in a box `max_width` pixels wide: one line, the
/// placeholder if nothing in it would show, cut with an ellipsis if too wide.
pub(crate) fn name(raw: &str, face: Face, px: f32, max_width: f32) -> String {
    let one_line = clean(raw);
    if is_blank(&one_line) {
        return NAME_PLACEHOLDER.to_string();
    }
    ellipsize(&one_line, face, px, max_width)
}

/// The glyph ids the text shapes to (0 is the font's "missing glyph").
#[cfg(test)]
fn glyph_ids(text: &str, face: Face, px: f32) -> Vec<u16> {
    layout(text, face, px)
        .glyphs
        .iter()
        .map(|g| g.glyph_id)
        .collect()
}

/// Shortens the text with a trailing ellipsis so that its drawn width fits in
/// `max_width` pixels. Cuts fall between clusters (a letter with its accents, a
/// whole emoji sequence), never inside one.
pub(crate) fn ellipsize(text: &str, face: Face, px: f32, max_width: f32) -> String {
    let line = layout(text, face, px);
    if line.width <= max_width {
        return text.to_string();
    }
    let text = one_line(text);
    // Where a cut may fall: the starts of the shaped clusters.
    let mut cuts: Vec<usize> = line.glyphs.iter().map(|g| g.start).collect();
    cuts.push(0);
    cuts.sort_unstable();
    cuts.dedup();
    let with_ellipsis = |end: usize| -> String {
        let mut s = text[..end].trim_end().to_string();
        s.push('…');
        s
    };
    // Wider prefixes never get narrower, so a binary search over the cut points
    // finds the longest prefix that fits with its ellipsis, measured as drawn.
    let mut engine = engine();
    let (mut lo, mut hi) = (0usize, cuts.len() - 1);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if shape(&mut engine, &with_ellipsis(cuts[mid]), face, px).width <= max_width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    with_ellipsis(cuts[lo])
}

/// Draws text with its left end at `x` and its baseline at `baseline`; returns the
/// width drawn.
pub(crate) fn draw(pm: &mut Pixmap, text: &str, style: &Style, x: f32, baseline: f32) -> f32 {
    let (line, glyphs) = {
        let mut engine = engine();
        let line = shape(&mut engine, text, style.face, style.px);
        let glyphs: Vec<Placed> = line
            .glyphs
            .iter()
            .filter_map(|g| place(&mut engine, g, x, baseline))
            .collect();
        (line, glyphs)
    };
    // Rasterized once, painted in layers (shadow, halo, glyphs) so one letter's halo
    // never covers its neighbour's body.
    if let Some((color, dx, dy)) = style.shadow {
        for g in &glyphs {
            g.blend_mask(pm, dx, dy, color);
        }
    }
    if let Some((color, radius)) = style.outline {
        for g in &glyphs {
            for dy in -radius..=radius {
                for dx in -radius..=radius {
                    // A rounded halo: skip the far corners of the square.
                    if (dx != 0 || dy != 0) && dx * dx + dy * dy <= radius * radius + 1 {
                        g.blend_mask(pm, dx, dy, color);
                    }
                }
            }
        }
    }
    for g in &glyphs {
        g.blend_body(pm, style.color);
    }
    line.width
}

/// Draws text centred horizontally on `cx`.
pub(crate) fn draw_centered(pm: &mut Pixmap, text: &str, style: &Style, cx: f32, baseline: f32) {
    let w = width(text, style.face, style.px);
    draw(pm, text, style, cx - w / 2.0, baseline);
}

/// Draws text whose right end is at `right`.
pub(crate) fn draw_right(pm: &mut Pixmap, text: &str, style: &Style, right: f32, baseline: f32) {
    let w = width(text, style.face, style.px);
    draw(pm, text, style, right - w, baseline);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ellipsize_fits_and_marks_the_cut() {
        let long = "A very long display name that cannot possibly fit in a badge";
        let short = ellipsize(long, Face::Bold, 18.0, 120.0);
        assert!(short.ends_with('…'));
        assert!(width(&short, Face::Bold, 18.0) <= 120.0);
        assert!(short.chars().count() > 3, "kept a useful prefix: {short}");
        assert_eq!(ellipsize("Bob", Face::Bold, 18.0, 120.0), "Bob");
    }

    /// Names in many scripts, each with the face it is drawn in.
    const SCRIPTS: [&str; 13] = [
        "Zoë Łukasz",
        "Dvořák João",
        "Дмитрий",
        "Αλέξανδρος",
        "王小明",
        "さくら カタカナ",
        "김민준",
        "שרה כהן",
        "مرحبا بالعالم",
        "สมชาย ใจดี",
        "देवनागरी नमस्ते",
        "🎲🃏",
        "王小明 🎲 👍🏽 👨\u{200d}👩\u{200d}👧 🇯🇵 1\u{fe0f}\u{20e3}",
    ];

    #[test]
    fn every_script_shapes_to_real_glyphs() {
        for face in [Face::Regular, Face::Bold] {
            for text in SCRIPTS {
                let ids = glyph_ids(text, face, 18.0);
                assert!(!ids.is_empty(), "{text:?} shaped to nothing");
                assert!(
                    ids.iter().all(|&id| id != 0),
                    "{text:?} ({face:?}) has a missing glyph: {ids:?}"
                );
            }
        }
    }

    #[test]
    fn a_missing_glyph_is_caught() {
        // U+E000 is a private-use character no embedded face covers: the check in
        // the test above must see it as glyph 0.
        assert!(glyph_ids("a\u{E000}b", Face::Regular, 18.0).contains(&0));
    }

    #[test]
    fn emoji_are_drawn_in_colour() {
        let mut engine = engine();
        let line = shape(&mut engine, "🎲", Face::Bold, 24.0);
        assert_eq!(line.glyphs.len(), 1);
        let placed = place(&mut engine, &line.glyphs[0], 0.0, 30.0).expect("an image");
        assert!(placed.raster.color, "🎲 should come from the colour face");
        // Card suits stay text.
        let line = shape(&mut engine, "♠", Face::Bold, 24.0);
        let placed = place(&mut engine, &line.glyphs[0], 0.0, 30.0).expect("an image");
        assert!(!placed.raster.color);
    }

    #[test]
    fn measuring_matches_drawing() {
        let mut pm = Pixmap::new(400, 40).unwrap();
        let style = Style::new(Face::Bold, 18.0, super::super::paint::WHITE);
        for text in SCRIPTS {
            let drawn = draw(&mut pm, text, &style, 0.0, 30.0);
            assert_eq!(drawn, width(text, Face::Bold, 18.0), "{text:?}");
        }
    }

    #[test]
    fn names_are_cut_by_drawn_width() {
        let max = 150.0;
        for long in [
            "王小明的非常非常长的名字还有更多字",
            "Aleksandra Wiśniewska-Dvořáková da Silva",
            "🎲🃏🎉🎲🃏🎉🎲🃏🎉🎲🃏🎉",
            "สมชาย ใจดี สมชาย ใจดี สมชาย ใจดี",
        ] {
            assert!(
                width(long, Face::Bold, 18.0) > max,
                "{long:?} is long enough"
            );
            let cut = name(long, Face::Bold, 18.0, max);
            assert!(cut.ends_with('…'), "{cut:?}");
            let w = width(&cut, Face::Bold, 18.0);
            assert!(w <= max, "{cut:?} is {w} px wide");
            // Kept most of the room: one more cluster would not have fitted.
            assert!(w > max * 0.7, "{cut:?} is only {w} px wide");
        }
        // Eight Chinese characters are far wider than eight Latin letters: a count
        // of characters could not fit both.
        let cjk = name("王小明的非常非常长的名字", Face::Bold, 18.0, max);
        let latin = name("Wiśniewska-Dvořáková-Nowak", Face::Bold, 18.0, max);
        assert!(
            latin.chars().count() > cjk.chars().count() + 3,
            "{cjk:?} {latin:?}"
        );
        assert_eq!(name("Bob", Face::Bold, 18.0, max), "Bob");
    }

    #[test]
    fn blank_names_become_the_placeholder() {
        for blank in [
            "\u{200b}\u{200d}",
            "\u{0301}\u{0301}",
            "\u{0007}",
            "   ",
            "",
            "\u{3164}",
            "\u{202e}\u{fe0f}\n",
        ] {
            assert_eq!(
                name(blank, Face::Bold, 18.0, 200.0),
                NAME_PLACEHOLDER,
                "{blank:?}"
            );
        }
        for visible in ["a", "e\u{0301}", "王", "🎲", "\u{200b}x"] {
            assert_ne!(
                name(visible, Face::Bold, 18.0, 200.0),
                NAME_PLACEHOLDER,
                "{visible:?}"
            );
        }
    }

    #[test]
    fn spans_put_emoji_sequences_in_the_emoji_face() {
        let runs = spans("a🎲b👨\u{200d}👩 ♠ 1\u{fe0f}\u{20e3}");
        assert_eq!(
            runs,
            vec![
                ("a", false),
                ("🎲", true),
                ("b", false),
                ("👨\u{200d}👩", true),
                (" ♠ ", false),
                ("1\u{fe0f}\u{20e3}", true)
            ]
        );
    }

    #[test]
    fn clean_removes_line_breaks() {
        assert_eq!(clean(" a\nb\tc "), "a b c");
    }
}
