//! The embedded fonts and the one font system that shapes with them: which face
//! fills in for which script, indexed once per process.

use super::*;

// The font files ship in the repository with their licences (data/fonts/), and are
// compiled in so the binary needs no files at run time.
pub(super) static REGULAR_TTF: &[u8] = include_bytes!("../../../data/fonts/DejaVuSans.ttf");
pub(super) static BOLD_TTF: &[u8] = include_bytes!("../../../data/fonts/DejaVuSans-Bold.ttf");
pub(super) static THAI_TTF: &[u8] = include_bytes!("../../../data/fonts/NotoSansThai-Regular.ttf");
pub(super) static THAI_BOLD_TTF: &[u8] =
    include_bytes!("../../../data/fonts/NotoSansThai-Bold.ttf");
pub(super) static DEVANAGARI_TTF: &[u8] =
    include_bytes!("../../../data/fonts/NotoSansDevanagari-Regular.ttf");
pub(super) static CJK_TTC: &[u8] = include_bytes!("../../../data/fonts/wqy-microhei.ttc");
pub(super) static EMOJI_TTF: &[u8] = include_bytes!("../../../data/fonts/NotoColorEmoji.ttf");

/// Family names inside the embedded files.
pub(super) const PRIMARY: &str = "DejaVu Sans";
pub(super) const THAI: &str = "Noto Sans Thai";
pub(super) const DEVANAGARI: &str = "Noto Sans Devanagari";
pub(super) const CJK: &str = "WenQuanYi Micro Hei";
pub(super) const EMOJI: &str = "Noto Color Emoji";

/// Which weight of the primary face to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

impl Face {
    pub(super) fn weight(self) -> Weight {
        match self {
            Face::Regular => Weight::NORMAL,
            Face::Bold => Weight::BOLD,
        }
    }
}

/// The fallback order: by script first, then every embedded face. Fixed, so the
/// choice never depends on the machine.
pub(super) struct EmbeddedFallback;

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
pub(super) struct Engine {
    pub(super) fonts: FontSystem,
    pub(super) scaler: SwashCache,
    /// Glyph images by font, glyph, size and subpixel offset.
    pub(super) rasters: HashMap<CacheKey, Option<Arc<Raster>>>,
}

pub(super) fn engine() -> MutexGuard<'static, Engine> {
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
