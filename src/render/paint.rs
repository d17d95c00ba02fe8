//! Small drawing helpers over tiny-skia: colours, rounded rectangles, ovals, strokes.
//!
//! tiny-skia's builders return `Option` for degenerate shapes (zero size, NaN); the
//! helpers here quietly draw nothing in that case, because a missing decoration is
//! always better than a crashed picture.

use tiny_skia::{
    Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Shader, Stroke, Transform,
};

/// A straight (not premultiplied) RGBA colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub(crate) const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }

    /// The same colour with another opacity.
    pub(crate) const fn alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }

    pub(crate) fn to_color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, self.3)
    }
}

pub(crate) const WHITE: Rgba = Rgba::rgb(255, 255, 255);
pub(crate) const BLACK: Rgba = Rgba::rgb(0, 0, 0);

pub(crate) fn solid(color: Rgba) -> Paint<'static> {
    Paint {
        shader: Shader::SolidColor(color.to_color()),
        anti_alias: true,
        ..Paint::default()
    }
}

/// A rounded rectangle path (corners approximated with cubic Béziers).
pub(crate) fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    if w <= 0.0 || h <= 0.0 {
        return None;
    }
    let r = r.clamp(0.0, w.min(h) / 2.0);
    // Distance of the control points for a quarter circle.
    let k = r * 0.552_284_8;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

pub(crate) fn oval(cx: f32, cy: f32, rx: f32, ry: f32) -> Option<Path> {
    PathBuilder::from_oval(Rect::from_xywh(cx - rx, cy - ry, rx * 2.0, ry * 2.0)?)
}

pub(crate) fn fill(pm: &mut Pixmap, path: &Option<Path>, color: Rgba, t: Transform) {
    if let Some(path) = path {
        pm.fill_path(path, &solid(color), FillRule::Winding, t, None);
    }
}

pub(crate) fn stroke(pm: &mut Pixmap, path: &Option<Path>, color: Rgba, width: f32, t: Transform) {
    if let Some(path) = path {
        let stroke = Stroke {
            width,
            line_cap: tiny_skia::LineCap::Round,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        pm.stroke_path(path, &solid(color), &stroke, t, None);
    }
}

pub(crate) fn fill_rrect(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, r: f32, color: Rgba) {
    fill(
        pm,
        &rounded_rect(x, y, w, h, r),
        color,
        Transform::identity(),
    );
}

pub(crate) fn stroke_rrect(
    pm: &mut Pixmap,
    (x, y, w, h): (f32, f32, f32, f32),
    r: f32,
    color: Rgba,
    width: f32,
) {
    stroke(
        pm,
        &rounded_rect(x, y, w, h, r),
        color,
        width,
        Transform::identity(),
    );
}

/// A filled polygon through the given points.
pub(crate) fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

/// An open polyline (for strokes).
pub(crate) fn polyline(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.finish()
}

/// A pie slice of an ellipse between two angles (radians, clockwise on screen).
pub(crate) fn wedge(cx: f32, cy: f32, rx: f32, ry: f32, from: f32, to: f32) -> Option<Path> {
    const STEPS: usize = 12;
    let mut pb = PathBuilder::new();
    pb.move_to(cx, cy);
    for i in 0..=STEPS {
        let a = from + (to - from) * i as f32 / STEPS as f32;
        pb.line_to(cx + rx * a.cos(), cy + ry * a.sin());
    }
    pb.close();
    pb.finish()
}

/// Composites `src` (premultiplied, like every pixmap) over `dst` with its top-left
/// corner at (x, y), clipped to `dst`. A plain loop: much cheaper than a general
/// pattern fill for the integer-offset copies used to stamp cached sprites.
pub(crate) fn blit(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (src.width() as i32, src.height() as i32);
    let x0 = x.max(0);
    let x1 = (x + sw).min(dw);
    if x0 >= x1 {
        return;
    }
    let src_px = src.pixels();
    let dst_px = dst.pixels_mut();
    for sy in 0..sh {
        let dy = y + sy;
        if dy < 0 || dy >= dh {
            continue;
        }
        let s_row = &src_px[(sy * sw + (x0 - x)) as usize..(sy * sw + (x1 - x)) as usize];
        let d_row = &mut dst_px[(dy * dw + x0) as usize..(dy * dw + x1) as usize];
        for (d, s) in d_row.iter_mut().zip(s_row) {
            match s.alpha() {
                0 => {}
                255 => *d = *s,
                sa => {
                    let inv = 255 - sa as u32;
                    let over = |s: u8, d: u8| s + ((d as u32 * inv + 127) / 255) as u8;
                    let c = tiny_skia::PremultipliedColorU8::from_rgba(
                        over(s.red(), d.red()),
                        over(s.green(), d.green()),
                        over(s.blue(), d.blue()),
                        over(s.alpha(), d.alpha()),
                    );
                    if let Some(c) = c {
                        *d = c;
                    }
                }
            }
        }
    }
}
