//! Text for pictures: the embedded DejaVu Sans fonts, measuring, ellipsis truncation
//! and blending glyph coverage into a pixmap.
//!
//! Names come from Discord users, so any Unicode may arrive. Control characters become
//! spaces, invisible joiners and selectors are skipped, and a character the font lacks
//! is drawn as a hollow box (the usual "tofu") rather than failing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use fontdue::{Font, FontSettings, Metrics};
use tiny_skia::{Pixmap, PremultipliedColorU8};

use super::paint::Rgba;

// The font files ship in the repository with their licence (data/fonts/), and are
// compiled in so the binary needs no files at run time.
static REGULAR_TTF: &[u8] = include_bytes!("../../data/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../data/fonts/DejaVuSans-Bold.ttf");

/// Which of the two embedded faces to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

struct Fonts {
    regular: Font,
    bold: Font,
}

fn font(face: Face) -> &'static Font {
    // Parsing a font walks every glyph outline (tens of milliseconds), so it is done
    // once per process.
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| Fonts {
        regular: parse(REGULAR_TTF),
        bold: parse(BOLD_TTF),
    });
    match face {
        Face::Regular => &fonts.regular,
        Face::Bold => &fonts.bold,
    }
}

/// Forces the one-time font parsing.
pub(crate) fn warm_up() {
    let _ = font(Face::Regular);
}

fn parse(bytes: &'static [u8]) -> Font {
    // The bytes are fixed at compile time and covered by tests, so a failure here is
    // a broken build, not something a user can trigger.
    Font::from_bytes(bytes, FontSettings::default()).expect("embedded DejaVu font parses")
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

/// Characters with no visible form of their own (joiners, variation selectors, tags,
/// skin-tone modifiers): skipped rather than drawn as boxes when the font lacks them.
fn is_invisible(c: char) -> bool {
    matches!(c as u32,
        0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFE00..=0xFE0F
        | 0xFEFF | 0x1F3FB..=0x1F3FF | 0xE0000..=0xE007F | 0xE0100..=0xE01EF)
}

/// One positioned unit of a laid-out line.
enum Piece {
    Glyph { index: u16, x: f32 },
    Missing { x: f32 },
}

fn missing_width(px: f32) -> f32 {
    px * 0.62
}

/// Lays a line out left to right from x = 0; returns the pieces and the total width.
fn layout(text: &str, face: Face, px: f32) -> (Vec<Piece>, f32) {
    let font = font(face);
    let mut pieces = Vec::with_capacity(text.len());
    let mut x = 0.0f32;
    let mut previous: Option<u16> = None;
    for c in text.chars() {
        let c = if c.is_control() { ' ' } else { c };
        let index = font.lookup_glyph_index(c);
        if index == 0 {
            if is_invisible(c) {
                continue;
            }
            pieces.push(Piece::Missing { x });
            x += missing_width(px);
            previous = None;
            continue;
        }
        if let Some(left) = previous {
            x += font.horizontal_kern_indexed(left, index, px).unwrap_or(0.0);
        }
        pieces.push(Piece::Glyph { index, x });
        x += font.metrics_indexed(index, px).advance_width;
        previous = Some(index);
    }
    (pieces, x)
}

/// Width of the text in pixels.
pub(crate) fn width(text: &str, face: Face, px: f32) -> f32 {
    layout(text, face, px).1
}

/// Shortens the text with a trailing ellipsis so it fits in `max_width` pixels.
pub(crate) fn ellipsize(text: &str, face: Face, px: f32, max_width: f32) -> String {
    if width(text, face, px) <= max_width {
        return text.to_string();
    }
    let ellipsis = '…';
    let budget = max_width - width("…", face, px);
    // Widths only grow as characters are added, so a binary search over the
    // character count finds the longest prefix that fits.
    let chars: Vec<char> = text.chars().collect();
    let (mut lo, mut hi) = (0usize, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let prefix: String = chars[..mid].iter().collect();
        if width(&prefix, face, px) <= budget {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let mut out: String = chars[..lo].iter().collect();
    out = out.trim_end().to_string();
    out.push(ellipsis);
    out
}

/// Draws text with its left end at `x` and its baseline at `baseline`; returns the
/// width drawn.
pub(crate) fn draw(pm: &mut Pixmap, text: &str, style: &Style, x: f32, baseline: f32) -> f32 {
    let (pieces, total) = layout(text, style.face, style.px);
    // Rasterize once, then paint in layers (shadow, halo, glyphs) so one letter's
    // halo never covers its neighbour's body.
    let mut glyphs: Vec<Placed> = Vec::with_capacity(pieces.len());
    for piece in &pieces {
        match *piece {
            Piece::Glyph { index, x: gx } => {
                let raster = rasterize(style.face, index, style.px);
                let metrics = raster.0;
                if metrics.width == 0 || metrics.height == 0 {
                    continue;
                }
                let left = (x + gx).round() as i32 + metrics.xmin;
                let top = baseline.round() as i32 - metrics.height as i32 - metrics.ymin;
                glyphs.push((left, top, raster));
            }
            Piece::Missing { x: gx } => draw_missing_box(pm, style, x + gx, baseline),
        }
    }
    if let Some((color, dx, dy)) = style.shadow {
        for g in &glyphs {
            bitmap(g).blend(pm, g.0 + dx, g.1 + dy, color);
        }
    }
    if let Some((color, radius)) = style.outline {
        for g in &glyphs {
            let b = bitmap(g);
            for dy in -radius..=radius {
                for dx in -radius..=radius {
                    // A rounded halo: skip the far corners of the square.
                    if (dx != 0 || dy != 0) && dx * dx + dy * dy <= radius * radius + 1 {
                        b.blend(pm, g.0 + dx, g.1 + dy, color);
                    }
                }
            }
        }
    }
    for g in &glyphs {
        bitmap(g).blend(pm, g.0, g.1, style.color);
    }
    total
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

/// The hollow box drawn for a character the font does not have.
fn draw_missing_box(pm: &mut Pixmap, style: &Style, x: f32, baseline: f32) {
    let w = missing_width(style.px) * 0.8;
    let h = style.cap_height();
    let left = x + missing_width(style.px) * 0.1;
    let path = super::paint::rounded_rect(left, baseline - h, w, h, 1.0);
    let line = (style.px / 14.0).max(1.0);
    super::paint::stroke(
        pm,
        &path,
        style.color,
        line,
        tiny_skia::Transform::identity(),
    );
}

type Raster = Arc<(Metrics, Vec<u8>)>;
type Placed = (i32, i32, Raster);

fn bitmap((_, _, raster): &Placed) -> GlyphBitmap<'_> {
    GlyphBitmap {
        width: raster.0.width as i32,
        height: raster.0.height as i32,
        coverage: raster.1.as_slice(),
    }
}

/// Past this many cached glyphs the cache restarts; names in many scripts could
/// otherwise grow it without end.
const GLYPH_CACHE_LIMIT: usize = 4096;

/// A glyph's coverage mask, rasterized once per face, glyph and size.
fn rasterize(face: Face, index: u16, px: f32) -> Raster {
    type Cache = Mutex<HashMap<(Face, u16, u32), Raster>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (face, index, px.to_bits());
    // Entries are inserted whole, so a cache poisoned by a panic elsewhere is sound.
    if let Some(hit) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Arc::clone(hit);
    }
    let raster = Arc::new(font(face).rasterize_indexed(index, px));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= GLYPH_CACHE_LIMIT {
        map.clear();
    }
    map.insert(key, Arc::clone(&raster));
    raster
}

struct GlyphBitmap<'a> {
    width: i32,
    height: i32,
    coverage: &'a [u8],
}

impl GlyphBitmap<'_> {
    /// Source-over blending of the coverage mask in a solid colour, clipped to the
    /// pixmap.
    fn blend(&self, pm: &mut Pixmap, left: i32, top: i32, color: Rgba) {
        let (pw, ph) = (pm.width() as i32, pm.height() as i32);
        let (gw, gh) = (self.width, self.height);
        let pixels = pm.pixels_mut();
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
                let cov = self.coverage[(gy * gw + gx) as usize] as u32;
                if cov == 0 {
                    continue;
                }
                let sa = cov * color.3 as u32 / 255;
                let inv = 255 - sa;
                let dst = &mut pixels[(y * pw + x) as usize];
                let over = |s: u8, d: u8| ((s as u32 * sa + d as u32 * inv + 127) / 255) as u8;
                let a = ((sa * 255 + dst.alpha() as u32 * inv + 127) / 255) as u8;
                let blended = PremultipliedColorU8::from_rgba(
                    over(color.0, dst.red()),
                    over(color.1, dst.green()),
                    over(color.2, dst.blue()),
                    a,
                );
                if let Some(c) = blended {
                    *dst = c;
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

    #[test]
    fn missing_glyphs_take_space_and_invisibles_do_not() {
        // U+E000 is a private-use character DejaVu Sans does not cover.
        assert!(width("\u{E000}", Face::Regular, 20.0) > 5.0);
        assert_eq!(width("\u{200D}\u{FE0F}", Face::Regular, 20.0), 0.0);
    }

    #[test]
    fn clean_removes_line_breaks() {
        assert_eq!(clean(" a\nb\tc "), "a b c");
    }
}
