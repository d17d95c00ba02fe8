//! Pictures of game tables and hands, drawn by the bot itself.
//!
//! Every picture is painted with tiny-skia from simple shapes, and its words are shaped
//! with cosmic-text from the fonts embedded in the binary (DejaVu Sans for Latin, Greek
//! and Cyrillic, WenQuanYi Micro Hei for Chinese, Noto for Thai, Devanagari and colour
//! emoji; see `data/fonts/`), so nothing is downloaded or read from disk at run time.
//! Each game has a submodule that takes a plain *scene* value and returns a
//! [`Png`]. A game's screens build its scenes (`screens/<game>/views.rs` from the
//! public view, `hand.rs` from a seat's private view); the renderer never depends on a
//! game engine, so scenes are cheap to build in tests.
//!
//! Every picture comes with a text fallback (`*_text` functions) carrying the same
//! information, for screen readers and for clients that do not load images.

pub mod klondike;
pub mod leaderboard;
pub mod oril;
mod paint;
pub mod pazaak;
mod png;
mod text;
pub mod uno;
mod widgets;

use tiny_skia::Pixmap;

/// Parses the embedded fonts now rather than during the first picture (a few
/// hundred milliseconds on a busy machine). Call once at start-up; optional.
pub fn warm_up() {
    text::warm_up();
}

/// An encoded PNG picture, ready to upload as a message attachment (a view carries it
/// as a lazily painted `table::view::Picture`).
#[derive(Clone, PartialEq, Eq)]
pub struct Png {
    /// The PNG file bytes.
    pub png: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

impl std::fmt::Debug for Png {
    // The PNG bytes are noise in logs; their size is what matters.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Png")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("png_bytes", &self.png.len())
            .finish()
    }
}

impl Png {
    /// Encodes a finished pixmap. Encoding into memory only fails for impossible
    /// sizes, which the layouts never produce; the picture is then left empty (no
    /// bytes) so the caller can fall back to the text version instead of crashing.
    pub(crate) fn from_pixmap(pixmap: &Pixmap) -> Png {
        Png {
            png: png::encode(pixmap).unwrap_or_default(),
            width: pixmap.width(),
            height: pixmap.height(),
        }
    }
}

/// Creates a blank canvas. Layouts clamp their sizes to a few thousand pixels, so
/// allocation cannot fail for a size they ask for; the 1x1 fallback only keeps the
/// function total.
pub(crate) fn canvas(width: u32, height: u32) -> Pixmap {
    let width = width.clamp(1, 4096);
    let height = height.clamp(1, 4096);
    match Pixmap::new(width, height) {
        Some(pixmap) => pixmap,
        None => one_pixel(),
    }
}

fn one_pixel() -> Pixmap {
    // A 1x1 RGBA pixmap always fits in memory; tiny-skia only refuses zero or
    // overflowing sizes.
    Pixmap::new(1, 1).expect("a 1x1 pixmap is always valid")
}
