//! One playing card, face or back, at the board's card size.
//!
//! A face is white with the rank and suit in the top-left corner, large enough to read
//! when only the top strip shows in a fanned run, a small suit in the top-right
//! corner, and a large suit (with the letter of a court card) in the middle. A back is
//! blue with a lattice. Cards are painted once per look into a cached sprite and then
//! copied, so a full board costs a few dozen copies.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Pixmap, Transform};

use super::{CardFace, Suit};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

/// Card size in pixels.
pub(crate) const W: f32 = 108.0;
pub(crate) const H: f32 = 150.0;
const RADIUS: f32 = 9.0;
/// Room around a sprite's card for its shadow.
const MARGIN: f32 = 4.0;

pub(crate) const RED: Rgba = Rgba::rgb(206, 28, 44);
pub(crate) const INK: Rgba = Rgba::rgb(24, 26, 32);
const PAPER: Rgba = Rgba::rgb(252, 251, 246);
const BACK_BLUE: Rgba = Rgba::rgb(34, 72, 150);
const BACK_LINE: Rgba = Rgba::rgb(86, 128, 206);

pub(crate) fn suit_color(suit: Suit) -> Rgba {
    if suit.is_red() {
        RED
    } else {
        INK
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Look {
    Face(CardFace),
    Back,
}

/// Draws a card face with its top-left corner at (x, y).
pub(crate) fn draw_face(pm: &mut Pixmap, face: CardFace, x: f32, y: f32) {
    stamp(pm, Look::Face(face), x, y);
}

/// Draws a card back with its top-left corner at (x, y).
pub(crate) fn draw_back(pm: &mut Pixmap, x: f32, y: f32) {
    stamp(pm, Look::Back, x, y);
}

fn stamp(pm: &mut Pixmap, look: Look, x: f32, y: f32) {
    // 52 faces and one back: the cache never needs to forget anything.
    type Cache = Mutex<HashMap<Look, Arc<Pixmap>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let cached = {
        // Entries are inserted whole, so a poisoned lock still guards sound data.
        let map = cache.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&look).cloned()
    };
    let sprite = match cached {
        Some(sprite) => sprite,
        None => {
            let sprite = Arc::new(sprite(look));
            let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
            if map.len() > 64 {
                map.clear();
            }
            map.insert(look, Arc::clone(&sprite));
            sprite
        }
    };
    paint::blit(
        pm,
        &sprite,
        (x - MARGIN).round() as i32,
        (y - MARGIN).round() as i32,
    );
}

fn sprite(look: Look) -> Pixmap {
    let mut pm = crate::render::canvas(
        (W + 2.0 * MARGIN).ceil() as u32,
        (H + 2.0 * MARGIN).ceil() as u32,
    );
    let (x, y) = (MARGIN, MARGIN);
    // A soft shadow below and to the right, so overlapping cards stay apart.
    paint::fill_rrect(&mut pm, x + 1.0, y + 2.0, W, H, RADIUS, BLACK.alpha(70));
    match look {
        Look::Face(face) => paint_face(&mut pm, face, x, y),
        Look::Back => paint_back(&mut pm, x, y),
    }
    pm
}

fn paint_face(pm: &mut Pixmap, face: CardFace, x: f32, y: f32) {
    paint::fill_rrect(pm, x, y, W, H, RADIUS, PAPER);
    paint::stroke_rrect(pm, (x, y, W, H), RADIUS, Rgba::rgb(150, 150, 150), 1.0);
    let color = suit_color(face.suit);
    let symbol = face.suit.symbol().to_string();
    // The index: rank and suit on one line in the top strip a fan leaves visible.
    let rank = Style::new(Face::Bold, 25.0, color);
    let baseline = y + 6.0 + rank.cap_height();
    let used = text::draw(pm, face.rank_name(), &rank, x + 7.0, baseline);
    let small = Style::new(Face::Regular, 23.0, color);
    text::draw(pm, &symbol, &small, x + 8.0 + used, baseline);
    // The middle: a large suit; a court card's letter above it.
    let (cx, cy) = (x + W / 2.0, y + H / 2.0 + 14.0);
    if face.rank >= 11 && face.rank <= 13 {
        let letter = Style::new(Face::Bold, 40.0, color);
        text::draw_centered(pm, face.rank_name(), &letter, cx, cy + 4.0);
        let suit = Style::new(Face::Regular, 38.0, color);
        text::draw_centered(pm, &symbol, &suit, cx, cy + 46.0);
    } else {
        let big = Style::new(Face::Regular, 64.0, color);
        text::draw_centered(pm, &symbol, &big, cx, cy + big.cap_height() / 2.0 + 6.0);
    }
}

fn paint_back(pm: &mut Pixmap, x: f32, y: f32) {
    paint::fill_rrect(pm, x, y, W, H, RADIUS, WHITE);
    paint::stroke_rrect(pm, (x, y, W, H), RADIUS, Rgba::rgb(120, 120, 130), 1.0);
    let m = 6.0;
    let (ix, iy, iw, ih) = (x + m, y + m, W - 2.0 * m, H - 2.0 * m);
    paint::fill_rrect(pm, ix, iy, iw, ih, RADIUS * 0.6, BACK_BLUE);
    // A diagonal lattice, clipped by drawing only inside the inner rectangle.
    let step = 12.0;
    let id = Transform::identity();
    let mut k = -ih;
    while k < iw {
        let a = clip_line(ix, iy, iw, ih, k, 1.0);
        let b = clip_line(ix, iy, iw, ih, iw - k, -1.0);
        for seg in [a, b].into_iter().flatten() {
            paint::stroke(pm, &paint::polyline(&seg), BACK_LINE, 1.5, id);
        }
        k += step;
    }
    paint::stroke_rrect(pm, (ix, iy, iw, ih), RADIUS * 0.6, BACK_LINE, 2.0);
}

/// The part inside the rectangle of the line x = x0 + k + dir * t, y = y0 + t.
fn clip_line(x0: f32, y0: f32, w: f32, h: f32, k: f32, dir: f32) -> Option<[(f32, f32); 2]> {
    // Parameter range where x stays within [x0, x0 + w] and y within [y0, y0 + h].
    let (t_a, t_b) = if dir > 0.0 { (-k, w - k) } else { (k - w, k) };
    let lo = t_a.max(0.0);
    let hi = t_b.min(h);
    (lo < hi).then(|| {
        let at = |t: f32| (x0 + k + dir * t, y0 + t);
        [at(lo), at(hi)]
    })
}
