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

// The font files ship in the repository with their licences (data/fonts/), and are
// compiled in so the binary needs no files at run time.
static REGULAR_TTF: &[u8] = include_bytes!("../../data/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../data/fonts/DejaVuSans-Bold.ttf");
static THAI_TTF: &[u8] = include_bytes!("../../data/fonts/NotoSansThai-Regular.ttf");
static THAI_BOLD_TTF: &[u8] = include_bytes!("../../data/fonts/NotoSansThai-Bold.ttf");
static DEVANAGARI_TTF: &[u8] = include_bytes!("../../data/fonts/NotoSansDevanagari-Regular.ttf");
static CJK_TTC: &[u8] = include_bytes!("../../data/fonts/wqy-microhei.ttc");
static EMOJI_TTF: &[u8] = include_bytes!("../../data/fonts/NotoColorEmoji.ttf");

/// Family names inside the embedded files.
const PRIMARY: &str = "DejaVu Sans";
const THAI: &str = "Noto Sans Thai";
const DEVANAGARI: &str = "Noto Sans Devanagari";
const CJK: &str = "WenQuanYi Micro Hei";
const EMOJI: &str = "Noto Color Emoji";

/// What a name with nothing visible in it (only controls, joiners, combining marks or
/// spaces) is drawn as. The one place this is decided.
pub(crate) const NAME_PLACEHOLDER: &str = "?";

/// Which weight of the primary face to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

impl Face {
    fn weight(self) -> Weight {
        match self {
            Face::Regular => Weight::NORMAL,
            Face::Bold => Weight::BOLD,
        }
    }
}

/// The fallback order: by script first, then every embedded face. Fixed, so the
/// choice never depends on the machine.
struct EmbeddedFallback;

impl Fallback for EmbeddedFallback {
    fn common_fallback(&self) -> &[&'static str] {
        &[PRIMARY, CJK, THAI, DEVANAGARI, EMOJI]
    }

    fn forbidden_fallback(&self) -> &[&'static str] {
        &[]
    }

    fn script_fallback(&self, script: Script, _locale: &str) -> &[&'static str] {
        match script {
            Script::Han
            | Script::Hiragana
            | Script::Katakana
            | Script::Hangul
            | Script::Bopomofo => &[CJK],
            Script::Thai => &[THAI],
            Script::Devanagari => &[DEVANAGARI],
            _ => &[],
        }
    }
}

/// The font system and the rasteriser's scratch space; shaping needs `&mut`, so
/// one lock guards both.
struct Engine {
    fonts: FontSystem,
    scaler: SwashCache,
    /// Glyph images by font, glyph, size and subpixel offset.
    rasters: HashMap<CacheKey, Option<Arc<Raster>>>,
}

fn engine() -> MutexGuard<'static, Engine> {
    // Indexing the faces reads only their tables of contents (the bytes stay in the
    // binary's read-only data), so this is quick and done once per process.
    static ENGINE: OnceLock<Mutex<Engine>> = OnceLock::new();
    let engine = ENGINE.get_or_init(|| {
        let mut db = fontdb::Database::new();
        for bytes in [
            REGULAR_TTF,
            BOLD_TTF,
            THAI_TTF,
            THAI_BOLD_TTF,
            DEVANAGARI_TTF,
            CJK_TTC,
            EMOJI_TTF,
        ] {
            db.load_font_source(fontdb::Source::Binary(Arc::new(bytes)));
        }
        db.set_sans_serif_family(PRIMARY);
        let fonts =
            FontSystem::new_with_locale_and_db_and_fallback("en-US".into(), db, EmbeddedFallback);
        Mutex::new(Engine {
            fonts,
            scaler: SwashCache::new(),
            rasters: HashMap::new(),
        })
    });
    // Shaping leaves no half-done state behind a panic, so a poisoned lock is sound.
    engine.lock().unwrap_or_else(|e| e.into_inner())
}

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

/// Emoji that are drawn as pictures by default (Emoji_Presentation=Yes) outside the
/// big pictographic blocks.
fn is_emoji_presentation(c: char) -> bool {
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
fn extends_emoji(c: char) -> bool {
    matches!(c as u32, 0xFE0F | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F | 0x20E3)
}

/// Splits the text into runs for the text faces and runs for the emoji face, so
/// that an emoji is drawn in colour even when a text face has a plain glyph for it
/// (DejaVu has 🃏), while card suits such as ♠ stay text.
fn spans(text: &str) -> Vec<(&str, bool)> {
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
struct Shaped {
    font_id: fontdb::ID,
    glyph_id: u16,
    font_size: f32,
    weight: Weight,
    flags: cosmic_text::CacheKeyFlags,
    /// Bold was asked for but the face that had the glyph has one weight only (the
    /// CJK face): the glyph is struck twice, a pixel apart.
    fake_bold: bool,
    /// Pen position, x from the left end, y downwards from the baseline.
    x: f32,
    y: f32,
    /// The bytes of the text this glyph's cluster covers.
    start: usize,
}

/// A shaped line: its glyphs in visual order and its advance width.
struct Line {
    glyphs: Vec<Shaped>,
    width: f32,
}

/// Control characters become spaces of the same byte length, so byte offsets into
/// the line stay those of the caller's text.
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
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

fn shape(engine: &mut Engine, text: &str, face: Face, px: f32) -> Line {
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

fn layout(text: &str, face: Face, px: f32) -> Line {
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

/// A rasterized glyph: a coverage mask, or straight-alpha RGBA for colour emoji.
struct Raster {
    left: i32,
    top: i32,
    width: i32,
    height: i32,
    color: bool,
    data: Vec<u8>,
}

/// A glyph's raster and where its top-left pixel goes.
struct Placed {
    raster: Arc<Raster>,
    fake_bold: bool,
    left: i32,
    top: i32,
}

/// Past this many cached glyphs the cache restarts; names in many scripts could
/// otherwise grow it without end.
const GLYPH_CACHE_LIMIT: usize = 4096;

fn place(engine: &mut Engine, g: &Shaped, x: f32, baseline: f32) -> Option<Placed> {
    let (key, px, py) = CacheKey::new(
        g.font_id,
        g.glyph_id,
        g.font_size,
        (x + g.x, (baseline + g.y).trunc()),
        g.weight,
        g.flags,
    );
    let raster = rasterize(engine, key)?;
    Some(Placed {
        left: px + raster.left,
        top: py - raster.top,
        raster,
        fake_bold: g.fake_bold,
    })
}

/// A glyph's image, rasterized once per font, glyph, size and subpixel offset.
fn rasterize(engine: &mut Engine, key: CacheKey) -> Option<Arc<Raster>> {
    if let Some(hit) = engine.rasters.get(&key) {
        return hit.clone();
    }
    let image = engine
        .scaler
        .get_image_uncached(&mut engine.fonts, key)
        .filter(|image| image.placement.width > 0 && image.placement.height > 0);
    let raster = image.and_then(|image| {
        let color = match image.content {
            SwashContent::Mask => false,
            SwashContent::Color => true,
            // Only asked for alpha masks; sub-pixel masks never come back.
            SwashContent::SubpixelMask => return None,
        };
        Some(Arc::new(Raster {
            left: image.placement.left,
            top: image.placement.top,
            width: image.placement.width as i32,
            height: image.placement.height as i32,
            color,
            data: image.data,
        }))
    });
    if engine.rasters.len() >= GLYPH_CACHE_LIMIT {
        engine.rasters.clear();
    }
    engine.rasters.insert(key, raster.clone());
    raster
}

impl Placed {
    /// The glyph's shape in one colour (for shadows and halos), offset by (dx, dy).
    fn blend_mask(&self, pm: &mut Pixmap, dx: i32, dy: i32, color: Rgba) {
        let r = &self.raster;
        self.blend(pm, dx, dy, |i| {
            let cov = if r.color {
                r.data[i * 4 + 3]
            } else {
                r.data[i]
            };
            (color.0, color.1, color.2, cov as u32 * color.3 as u32 / 255)
        });
    }

    /// The glyph itself: the mask in the text colour, or the emoji's own colours
    /// (faded by the text colour's alpha).
    fn blend_body(&self, pm: &mut Pixmap, color: Rgba) {
        let r = &self.raster;
        if r.color {
            self.blend(pm, 0, 0, |i| {
                let p = &r.data[i * 4..i * 4 + 4];
                (p[0], p[1], p[2], p[3] as u32 * color.3 as u32 / 255)
            });
        } else {
            self.blend_mask(pm, 0, 0, color);
        }
    }

    /// Source-over blending of each pixel's (r, g, b, alpha) from `source`, clipped
    /// to the pixmap.
    fn blend(
        &self,
        pm: &mut Pixmap,
        dx: i32,
        dy: i32,
        source: impl Fn(usize) -> (u8, u8, u8, u32),
    ) {
        let (pw, ph) = (pm.width() as i32, pm.height() as i32);
        let (gw, gh) = (self.raster.width, self.raster.height);
        let pixels = pm.pixels_mut();
        for strike in 0..=i32::from(self.fake_bold) {
            let (left, top) = (self.left + dx + strike, self.top + dy);
            for gy in 0..gh {
                let y = top + gy;
                if y < 0 || y >= ph {
                    continue;
                }
                for gx in 0..gw {
                    let x = left + gx;
                    if x < 0 || x >= pw {
                        continue;
                    }
                    let (r, g, b, sa) = source((gy * gw + gx) as usize);
                    if sa == 0 {
                        continue;
                    }
                    let inv = 255 - sa;
                    let dst = &mut pixels[(y * pw + x) as usize];
                    let over = |s: u8, d: u8| ((s as u32 * sa + d as u32 * inv + 127) / 255) as u8;
                    let a = ((sa * 255 + dst.alpha() as u32 * inv + 127) / 255) as u8;
                    let blended = PremultipliedColorU8::from_rgba(
                        over(r, dst.red()),
                        over(g, dst.green()),
                        over(b, dst.blue()),
                        a,
                    );
                    if let Some(c) = blended {
                        *dst = c;
                    }
                }
            }
        }
    }
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
