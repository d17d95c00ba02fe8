//! Shaping a line of text into positioned glyphs, with colour emoji runs split from
//! the rest so each gets its own font.

use super::fonts::*;
use super::*;

/// Emoji that are drawn as pictures by default (Emoji_Presentation=Yes) outside the
/// big pictographic blocks.
pub(super) fn is_emoji_presentation(c: char) -> bool {
    matches!(c as u32,
        0x1F004 | 0x1F0CF | 0x1F18E | 0x1F191..=0x1F19A | 0x1F1E6..=0x1F1FF
        | 0x1F201 | 0x1F21A | 0x1F22F | 0x1F232..=0x1F236 | 0x1F238..=0x1F23A
        | 0x1F250..=0x1F251 | 0x1F300..=0x1F64F | 0x1F680..=0x1F6FF
        | 0x1F7E0..=0x1F7F0 | 0x1F90C..=0x1F9FF | 0x1FA70..=0x1FAFF
        | 0x231A..=0x231B | 0x23E9..=0x23EC | 0x23F0 | 0x23F3 | 0x25FD..=0x25FE
        | 0x2614..=0x2615 | 0x2648..=0x2653 | 0x267F | 0x2693 | 0x26A1
        | 0x26AA..=0x26AB | 0x26BD..=0x26BE | 0x26C4..=0x26C5 | 0x26CE | 0x26D4
        | 0x26EA | 0x26F2..=0x26F3 | 0x26F5 | 0x26FA | 0x26FD | 0x2705
        | 0x270A..=0x270B | 0x2728 | 0x274C | 0x274E | 0x2753..=0x2755 | 0x2757
        | 0x2795..=0x2797 | 0x27B0 | 0x27BF | 0x2B1B..=0x2B1C | 0x2B50 | 0x2B55)
}

/// Characters that extend the emoji before them: the emoji selector, skin tones,
/// tags and the keycap mark.
pub(super) fn extends_emoji(c: char) -> bool {
    matches!(c as u32, 0xFE0F | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F | 0x20E3)
}

/// Splits the text into runs for the text faces and runs for the emoji face, so
/// that an emoji is drawn in colour even when a text face has a plain glyph for it
/// (DejaVu has 🃏), while card suits such as ♠ stay text.
pub(super) fn spans(text: &str) -> Vec<(&str, bool)> {
    let mut out: Vec<(&str, bool)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut start = 0;
    let mut in_emoji = false;
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let emoji = if in_emoji && (extends_emoji(c) || c == '\u{200D}') {
            true
        } else if in_emoji && i > 0 && text[..i].ends_with('\u{200D}') {
            // The character after a zero-width joiner belongs to the sequence.
            true
        } else {
            is_emoji_presentation(c) || next == Some('\u{FE0F}') || next == Some('\u{20E3}')
        };
        if emoji != in_emoji && i > start {
            out.push((&text[start..i], in_emoji));
            start = i;
        }
        in_emoji = emoji;
    }
    if start < text.len() {
        out.push((&text[start..], in_emoji));
    }
    out
}

/// One shaped glyph, positioned from the left end of the line at the baseline.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shaped {
    pub(super) font_id: fontdb::ID,
    pub(super) glyph_id: u16,
    pub(super) font_size: f32,
    pub(super) weight: Weight,
    pub(super) flags: cosmic_text::CacheKeyFlags,
    /// Bold was asked for but the face that had the glyph has one weight only (the
    /// CJK face): the glyph is struck twice, a pixel apart.
    pub(super) fake_bold: bool,
    /// Pen position, x from the left end, y downwards from the baseline.
    pub(super) x: f32,
    pub(super) y: f32,
    /// The bytes of the text this glyph's cluster covers.
    pub(super) start: usize,
}

/// A shaped line: its glyphs in visual order and its advance width.
pub(super) struct Line {
    pub(super) glyphs: Vec<Shaped>,
    pub(super) width: f32,
}

/// Control characters become spaces of the same byte length, so byte offsets into
/// the line stay those of the caller's text.
pub(super) fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            c if c.is_control() && c.is_ascii() => ' ',
            // The C1 controls are two bytes long, like the no-break space.
            c if c.is_control() => '\u{A0}',
            c => c,
        })
        .collect::<String>()
        .into()
}

pub(super) fn shape(engine: &mut Engine, text: &str, face: Face, px: f32) -> Line {
    let text = one_line(text);
    let mut buffer = Buffer::new_empty(Metrics::new(px, (px * 1.25).max(1.0)));
    buffer.set_size(None, None);
    let attrs = Attrs::new()
        .family(Family::Name(PRIMARY))
        .weight(face.weight());
    // The emoji face has one weight; asking it for bold would pass it over.
    let emoji = Attrs::new()
        .family(Family::Name(EMOJI))
        .weight(Weight::NORMAL);
    let runs = spans(&text);
    buffer.set_rich_text(
        runs.iter().map(|&(s, is_emoji)| {
            (
                s,
                if is_emoji {
                    emoji.clone()
                } else {
                    attrs.clone()
                },
            )
        }),
        &attrs,
        Shaping::Advanced,
        None,
    );
    buffer.shape_until_scroll(&mut engine.fonts, false);
    let mut glyphs = Vec::new();
    let mut width = 0.0f32;
    for run in buffer.layout_runs() {
        // A right-to-left line may be laid out from a negative x; start it at 0.
        let left = run.glyphs.iter().map(|g| g.x).fold(f32::INFINITY, f32::min);
        let left = if left.is_finite() { left } else { 0.0 };
        for g in run.glyphs {
            glyphs.push(Shaped {
                font_id: g.font_id,
                glyph_id: g.glyph_id,
                font_size: g.font_size,
                weight: g.font_weight,
                flags: g.cache_key_flags,
                fake_bold: face == Face::Bold
                    && engine
                        .fonts
                        .db()
                        .face(g.font_id)
                        .is_some_and(|f| f.weight.0 < 600 && f.families[0].0 != EMOJI),
                x: g.x - left + g.font_size * g.x_offset,
                y: -g.font_size * g.y_offset,
                start: g.start,
            });
        }
        width = width.max(run.line_w);
    }
    Line { glyphs, width }
}

pub(super) fn layout(text: &str, face: Face, px: f32) -> Line {
    if text.is_empty() {
        return Line {
            glyphs: Vec::new(),
            width: 0.0,
        };
    }
    shape(&mut engine(), text, face, px)
}

/// Width of the text in pixels, as [`draw`] would draw it.
pub(crate) fn width(text: &str, face: Face, px: f32) -> f32 {
    layout(text, face, px).width
}
