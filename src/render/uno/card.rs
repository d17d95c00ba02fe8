//! One UNO card face (or back) drawn at any width: white rim, coloured body, tilted
//! white oval, the symbol large in the middle and small indices in two corners.
//!
//! All measures are fractions of the card width so the same code draws the big
//! discard card, the hand cards and the tiny recent-play strip.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Pixmap, Transform};

use super::{CardColor, CardFace, CardSymbol};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

/// Card height / width, close to a real card's 56 x 87 mm.
pub(crate) const ASPECT: f32 = 1.5;

/// The body colour of each suit; saturated but not neon, so white text stays legible.
pub(crate) fn color_rgb(color: CardColor) -> Rgba {
    match color {
        CardColor::Red => Rgba::rgb(222, 45, 45),
        CardColor::Yellow => Rgba::rgb(242, 196, 22),
        CardColor::Green => Rgba::rgb(46, 158, 72),
        CardColor::Blue => Rgba::rgb(28, 102, 204),
        CardColor::Wild => WILD_BLACK,
    }
}

const WILD_BLACK: Rgba = Rgba::rgb(30, 30, 34);
const SUITS: [CardColor; 4] = [
    CardColor::Red,
    CardColor::Blue,
    CardColor::Green,
    CardColor::Yellow,
];
/// The oval leans like on printed cards (top towards the right).
const OVAL_TILT_DEG: f32 = 28.0;

fn is_wild(symbol: CardSymbol) -> bool {
    matches!(symbol, CardSymbol::Wild | CardSymbol::WildDrawFour)
}

/// What a cached card picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Look {
    Face(CardFace),
    /// Framed by a gold glow: a card that can be played now.
    Glowing(CardFace),
    Dimmed(CardFace),
    Back,
}

/// Room around a sprite's card for its drop shadow, in pixels.
const SPRITE_MARGIN: f32 = 8.0;
/// Enough for every face at every size the layouts use; past it the cache restarts.
const SPRITE_CACHE_LIMIT: usize = 600;

/// Stamps a card at (x, y), drawing it once per look and width and reusing the
/// pixels afterwards. A hand of 40 cards then costs 40 copies instead of 40 sets of
/// anti-aliased paths and glyphs, which keeps pictures well inside their time budget.
fn stamp(pm: &mut Pixmap, look: Look, x: f32, y: f32, w: f32) {
    type Cache = Mutex<HashMap<(Look, u32), Arc<Pixmap>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = (look, (w * 4.0).round() as u32);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let cached = {
        // A panic while holding the lock cannot leave a half-written entry (entries
        // are inserted whole), so a poisoned cache is still sound to use.
        let map = cache.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&key).cloned()
    };
    let sprite = match cached {
        Some(sprite) => sprite,
        None => {
            let sprite = Arc::new(draw_sprite(look, w));
            let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
            if map.len() >= SPRITE_CACHE_LIMIT {
                map.clear();
            }
            map.insert(key, Arc::clone(&sprite));
            sprite
        }
    };
    let (sx, sy) = (
        (x - SPRITE_MARGIN).round() as i32,
        (y - SPRITE_MARGIN).round() as i32,
    );
    paint::blit(pm, &sprite, sx, sy);
}

fn draw_sprite(look: Look, w: f32) -> Pixmap {
    let m = SPRITE_MARGIN;
    let width = (w + 2.0 * m).ceil() as u32;
    let height = (w * ASPECT + 2.0 * m + w * 0.05).ceil() as u32;
    let mut sprite = crate::render::canvas(width, height);
    match look {
        Look::Face(face) => paint_face(&mut sprite, face, m, m, w),
        Look::Glowing(face) => {
            paint_glow(&mut sprite, m, m, w);
            paint_face(&mut sprite, face, m, m, w);
        }
        Look::Dimmed(face) => {
            paint_face(&mut sprite, face, m, m, w);
            paint_dim(&mut sprite, m, m, w);
        }
        Look::Back => paint_back(&mut sprite, m, m, w),
    }
    sprite
}

/// Draws a card face with its top-left corner at (x, y).
pub(crate) fn draw_face(pm: &mut Pixmap, face: CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Face(face), x, y, w);
}

/// Draws a card face framed by a gold glow, for cards that can be played now.
pub(crate) fn draw_glowing(pm: &mut Pixmap, face: CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Glowing(face), x, y, w);
}

/// Draws a darkened card face, for cards that cannot be played now.
pub(crate) fn draw_dimmed(pm: &mut Pixmap, face: CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Dimmed(face), x, y, w);
}

/// Draws the back of a card.
pub(crate) fn draw_back(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Back, x, y, w);
}

/// Paints a card face with its top-left corner at (x, y).
///
/// A wild card whose `color` is a suit is a wild already played with that colour
/// named: it keeps its black body and shows the named colour in its oval.
fn paint_face(pm: &mut Pixmap, face: CardFace, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let wild = is_wild(face.symbol);
    let body = if wild {
        WILD_BLACK
    } else {
        color_rgb(face.color)
    };
    draw_blank(pm, x, y, w, body);

    let tilt = Transform::from_rotate_at(OVAL_TILT_DEG, cx, cy);
    let (orx, ory) = (w * 0.36, w * 0.62);
    match (wild, face.color) {
        (false, _) => paint::fill(pm, &paint::oval(cx, cy, orx, ory), WHITE, tilt),
        (true, CardColor::Wild) => four_colour_oval(pm, cx, cy, orx, ory, tilt),
        (true, named) => {
            paint::fill(pm, &paint::oval(cx, cy, orx, ory), color_rgb(named), tilt);
            paint::stroke(pm, &paint::oval(cx, cy, orx, ory), WHITE, w * 0.025, tilt);
        }
    }

    let outline = (w / 45.0).round().max(1.0) as i32;
    match face.symbol {
        CardSymbol::Number(n) => {
            let label = n.to_string();
            let px = if n > 9 { w * 0.44 } else { w * 0.66 };
            let style = Style::new(Face::Bold, px, body)
                .outlined(BLACK, outline)
                .shadowed(BLACK.alpha(120), outline + 1, outline + 1);
            let baseline = cy + style.cap_height() / 2.0;
            text::draw_centered(pm, &label, &style, cx, baseline);
            // 6 and 9 look alike upside down; printed cards underline them.
            if n == 6 || n == 9 {
                let bar_w = w * 0.24;
                paint::fill_rrect(
                    pm,
                    cx - bar_w / 2.0,
                    baseline + w * 0.05,
                    bar_w,
                    w * 0.05,
                    w * 0.02,
                    BLACK,
                );
            }
        }
        CardSymbol::DrawTwo => big_label(pm, "+2", w * 0.46, body, cx, cy, outline),
        CardSymbol::WildDrawFour => big_label(pm, "+4", w * 0.46, WHITE, cx, cy, outline + 1),
        CardSymbol::Skip => skip_icon(pm, cx, cy, w * 0.42, body, BLACK),
        CardSymbol::Reverse => reverse_icon(pm, cx, cy, w * 0.5, body, BLACK),
        CardSymbol::Wild => {
            if face.color != CardColor::Wild {
                // The oval shows the named colour; keep the wild motif visible.
                four_colour_oval(pm, cx, cy, w * 0.16, w * 0.26, tilt);
            }
        }
    }

    if w >= 40.0 {
        corner_indices(pm, face, x, y, w);
    }
}

/// The white rim and coloured body every face and back shares.
fn draw_blank(pm: &mut Pixmap, x: f32, y: f32, w: f32, body: Rgba) {
    let h = w * ASPECT;
    let r = w * 0.09;
    paint::fill_rrect(pm, x + w * 0.02, y + w * 0.04, w, h, r, BLACK.alpha(90));
    paint::fill_rrect(pm, x, y, w, h, r, WHITE);
    let m = w * 0.06;
    paint::fill_rrect(pm, x + m, y + m, w - 2.0 * m, h - 2.0 * m, r * 0.6, body);
}

/// The gold frame behind a playable card painted at (x, y).
fn paint_glow(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let gold = Rgba::rgb(250, 204, 72);
    for (grow, alpha) in [(6.0, 60), (3.0, 130)] {
        let r = w * 0.09 + grow;
        paint::fill_rrect(
            pm,
            x - grow,
            y - grow,
            w + 2.0 * grow,
            h + 2.0 * grow,
            r,
            gold.alpha(alpha),
        );
    }
}

/// Darkens a card painted at (x, y).
fn paint_dim(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    paint::fill_rrect(pm, x, y, w, h, w * 0.09, Rgba(12, 14, 20, 165));
}

/// The back of a card: black body, red tilted oval and the game's name.
fn paint_back(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    draw_blank(pm, x, y, w, WILD_BLACK);
    let tilt = Transform::from_rotate_at(OVAL_TILT_DEG, cx, cy);
    paint::fill(
        pm,
        &paint::oval(cx, cy, w * 0.36, w * 0.62),
        color_rgb(CardColor::Red),
        tilt,
    );
    let style = Style::new(Face::Bold, w * 0.3, color_rgb(CardColor::Yellow))
        .outlined(BLACK, (w / 50.0).round().max(1.0) as i32);
    text::draw_centered(pm, "UNO", &style, cx, cy + style.cap_height() / 2.0);
}

fn big_label(pm: &mut Pixmap, label: &str, px: f32, color: Rgba, cx: f32, cy: f32, outline: i32) {
    let style = Style::new(Face::Bold, px, color)
        .outlined(BLACK, outline)
        .shadowed(BLACK.alpha(120), outline + 1, outline + 1);
    text::draw_centered(pm, label, &style, cx, cy + style.cap_height() / 2.0);
}

/// An oval split into the four suit colours: the wild motif.
fn four_colour_oval(pm: &mut Pixmap, cx: f32, cy: f32, rx: f32, ry: f32, t: Transform) {
    use std::f32::consts::{FRAC_PI_2, PI};
    for (i, suit) in SUITS.iter().enumerate() {
        let from = -PI + i as f32 * FRAC_PI_2;
        let wedge = paint::wedge(cx, cy, rx, ry, from, from + FRAC_PI_2);
        paint::fill(pm, &wedge, color_rgb(*suit), t);
    }
    paint::stroke(
        pm,
        &paint::oval(cx, cy, rx, ry),
        WHITE,
        (rx * 0.08).max(1.0),
        t,
    );
}

/// The "no entry" sign of a Skip card, `size` wide.
fn skip_icon(pm: &mut Pixmap, cx: f32, cy: f32, size: f32, fill: Rgba, edge: Rgba) {
    let r = size * 0.4;
    let line = size * 0.16;
    let ring = paint::oval(cx, cy, r, r);
    let d = r * 0.7;
    let slash = paint::polyline(&[(cx - d, cy + d), (cx + d, cy - d)]);
    let id = Transform::identity();
    let edge_w = line + (size * 0.08).max(2.0);
    paint::stroke(pm, &ring, edge, edge_w, id);
    paint::stroke(pm, &slash, edge, edge_w, id);
    paint::stroke(pm, &ring, fill, line, id);
    paint::stroke(pm, &slash, fill, line, id);
}

/// Two opposed arrows along the diagonal, the Reverse sign, `size` across.
fn reverse_icon(pm: &mut Pixmap, cx: f32, cy: f32, size: f32, fill: Rgba, edge: Rgba) {
    let len = size * 0.42; // half length of one arrow
    let t = size * 0.07; // half thickness of the shaft
    let head = size * 0.2; // head length
    let hw = size * 0.16; // half width of the head
    let off = size * 0.14; // distance of each arrow from the diagonal
    let arrow = |dir: f32, dy: f32| {
        // Pointing right for dir = 1, left for dir = -1, offset vertically by dy.
        let p = |ax: f32, ay: f32| (cx + ax * dir, cy + dy + ay);
        paint::polygon(&[
            p(-len, -t),
            p(len - head, -t),
            p(len - head, -hw),
            p(len, 0.0),
            p(len - head, hw),
            p(len - head, t),
            p(-len, t),
        ])
    };
    let tilt = Transform::from_rotate_at(-45.0, cx, cy);
    let edge_w = (size * 0.07).max(2.0);
    for shape in [arrow(1.0, -off), arrow(-1.0, off)] {
        paint::stroke(pm, &shape, edge, edge_w, tilt);
        paint::fill(pm, &shape, fill, tilt);
    }
}

/// Small copies of the symbol in the top-left and bottom-right corners.
fn corner_indices(pm: &mut Pixmap, face: CardFace, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let spots = [
        (x + w * 0.2, y + w * 0.22),
        (x + w - w * 0.2, y + h - w * 0.22),
    ];
    let size = w * 0.24;
    let edge = BLACK.alpha(170);
    for (cx, cy) in spots {
        match face.symbol {
            CardSymbol::Number(n) => corner_label(pm, &n.to_string(), w, cx, cy),
            CardSymbol::DrawTwo => corner_label(pm, "+2", w, cx, cy),
            CardSymbol::WildDrawFour => corner_label(pm, "+4", w, cx, cy),
            CardSymbol::Skip => skip_icon(pm, cx, cy, size, WHITE, edge),
            CardSymbol::Reverse => reverse_icon(pm, cx, cy, size * 1.1, WHITE, edge),
            CardSymbol::Wild => {
                let tilt = Transform::from_rotate_at(OVAL_TILT_DEG, cx, cy);
                four_colour_oval(pm, cx, cy, size * 0.3, size * 0.48, tilt);
            }
        }
    }
}

fn corner_label(pm: &mut Pixmap, label: &str, w: f32, cx: f32, cy: f32) {
    let px = if label.len() > 1 { w * 0.19 } else { w * 0.23 };
    let style = Style::new(Face::Bold, px, WHITE).outlined(BLACK.alpha(150), 1);
    text::draw_centered(pm, label, &style, cx, cy + style.cap_height() / 2.0);
}
