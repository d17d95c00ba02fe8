//! One Pazaak card drawn at any width: a rounded body in its colour family, a lighter
//! inner frame, and the label large in the middle. Plus/minus cards are split
//! diagonally, blue above and red below. Cards are drawn once per look and width and
//! stamped afterwards, like the UNO cards.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{Pixmap, Transform};

use super::{CardFace, CardKind};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

/// Card height / width.
pub(crate) const ASPECT: f32 = 1.4;

pub(crate) const GREEN: Rgba = Rgba::rgb(40, 150, 72);
pub(crate) const BLUE: Rgba = Rgba::rgb(32, 104, 210);
pub(crate) const RED: Rgba = Rgba::rgb(212, 46, 46);
pub(crate) const YELLOW: Rgba = Rgba::rgb(240, 192, 30);
const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const INK_DARK: Rgba = Rgba::rgb(48, 36, 0);

/// What a cached card picture shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Look {
    Face(CardFace),
    Glowing(CardFace),
    Dimmed(CardFace),
    Back,
}

const MARGIN: f32 = 7.0;
const CACHE_LIMIT: usize = 400;

fn stamp(pm: &mut Pixmap, look: Look, x: f32, y: f32, w: f32) {
    type Cache = Mutex<HashMap<(Look, u32), Arc<Pixmap>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = (look, (w * 4.0).round() as u32);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    // Entries are inserted whole, so a poisoned lock still guards a sound map.
    let cached = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key)
        .cloned();
    let sprite = match cached {
        Some(sprite) => sprite,
        None => {
            let sprite = Arc::new(draw_sprite(&key.0, w));
            let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
            if map.len() >= CACHE_LIMIT {
                map.clear();
            }
            map.insert(key, Arc::clone(&sprite));
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

fn draw_sprite(look: &Look, w: f32) -> Pixmap {
    let width = (w + 2.0 * MARGIN).ceil() as u32;
    let height = (w * ASPECT + 2.0 * MARGIN + 3.0).ceil() as u32;
    let mut sprite = crate::render::canvas(width, height);
    let (x, y) = (MARGIN, MARGIN);
    match look {
        Look::Face(face) => paint_face(&mut sprite, face, x, y, w),
        Look::Glowing(face) => {
            for (grow, alpha) in [(6.0, 60), (3.5, 130)] {
                paint::fill_rrect(
                    &mut sprite,
                    x - grow,
                    y - grow,
                    w + 2.0 * grow,
                    w * ASPECT + 2.0 * grow,
                    w * 0.1 + grow,
                    GOLD.alpha(alpha),
                );
            }
            paint_face(&mut sprite, face, x, y, w);
        }
        Look::Dimmed(face) => {
            paint_face(&mut sprite, face, x, y, w);
            paint::fill_rrect(
                &mut sprite,
                x,
                y,
                w,
                w * ASPECT,
                w * 0.1,
                Rgba(16, 18, 26, 150),
            );
        }
        Look::Back => paint_back(&mut sprite, x, y, w),
    }
    sprite
}

/// Draws a card face with its top-left corner at (x, y).
pub(crate) fn draw_face(pm: &mut Pixmap, face: &CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Face(face.clone()), x, y, w);
}

/// Draws a card face in a gold glow (playable now).
pub(crate) fn draw_glowing(pm: &mut Pixmap, face: &CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Glowing(face.clone()), x, y, w);
}

/// Draws a darkened card face (not playable now).
pub(crate) fn draw_dimmed(pm: &mut Pixmap, face: &CardFace, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Dimmed(face.clone()), x, y, w);
}

/// Draws the back of a hand card (a face hidden from others).
pub(crate) fn draw_back(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    stamp(pm, Look::Back, x, y, w);
}

fn paint_face(pm: &mut Pixmap, face: &CardFace, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let r = w * 0.1;
    let id = Transform::identity();
    paint::fill_rrect(pm, x + 1.5, y + 2.5, w, h, r, BLACK.alpha(110));
    let body = paint::rounded_rect(x, y, w, h, r);
    match face.kind {
        CardKind::PlusMinus => {
            // Blue above the diagonal, red below it, clipped to the card by drawing
            // the red half as a polygon over a blue body.
            paint::fill(pm, &body, BLUE, id);
            let inset = r * 0.6;
            let lower = paint::polygon(&[
                (x + w, y + inset),
                (x + w, y + h - r),
                (x + w - r, y + h),
                (x + r, y + h),
                (x, y + h - r),
                (x, y + h - inset),
            ]);
            paint::fill(pm, &lower, RED, id);
        }
        kind => paint::fill(pm, &body, body_color(kind), id),
    }
    let frame = paint::rounded_rect(x + w * 0.08, y + w * 0.08, w * 0.84, h - w * 0.16, r * 0.7);
    paint::stroke(pm, &frame, WHITE.alpha(150), (w * 0.03).max(1.0), id);
    paint::stroke(pm, &body, BLACK.alpha(120), 1.0, id);
    let ink = if face.kind == CardKind::Special {
        INK_DARK
    } else {
        WHITE
    };
    let chars = face.label.chars().count().max(1) as f32;
    let px = (w * 0.9 / chars.max(1.6)).min(w * 0.42);
    let mut style = Style::new(Face::Bold, px, ink);
    if face.kind != CardKind::Special {
        style = style.shadowed(BLACK.alpha(120), 1, 1);
    }
    let label = text::ellipsize(&text::clean(&face.label), Face::Bold, px, w * 0.86);
    text::draw_centered(
        pm,
        &label,
        &style,
        x + w / 2.0,
        y + h / 2.0 + style.cap_height() / 2.0,
    );
}

fn paint_back(pm: &mut Pixmap, x: f32, y: f32, w: f32) {
    let h = w * ASPECT;
    let r = w * 0.12;
    paint::fill_rrect(pm, x + 1.0, y + 1.5, w, h, r, BLACK.alpha(110));
    paint::fill_rrect(pm, x, y, w, h, r, Rgba::rgb(70, 60, 110));
    paint::stroke_rrect(
        pm,
        (x + w * 0.15, y + w * 0.15, w * 0.7, h - w * 0.3),
        r * 0.5,
        GOLD.alpha(200),
        (w * 0.08).max(1.0),
    );
}

/// The body colour of a card family.
pub(crate) fn body_color(kind: CardKind) -> Rgba {
    match kind {
        CardKind::Main => GREEN,
        CardKind::Plus => BLUE,
        CardKind::Minus => RED,
        CardKind::PlusMinus => BLUE,
        CardKind::Special => YELLOW,
    }
}
