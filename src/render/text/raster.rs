//! Turning shaped glyphs into pixels: rasterised once and cached, then blended into a
//! pixmap (coverage masks in the text's colour, colour emoji as they are).

use super::fonts::*;
use super::shape::*;
use super::*;

/// A rasterized glyph: a coverage mask, or straight-alpha RGBA for colour emoji.
pub(super) struct Raster {
    pub(super) left: i32,
    pub(super) top: i32,
    pub(super) width: i32,
    pub(super) height: i32,
    pub(super) color: bool,
    pub(super) data: Vec<u8>,
}

/// A glyph's raster and where its top-left pixel goes.
pub(super) struct Placed {
    pub(super) raster: Arc<Raster>,
    pub(super) fake_bold: bool,
    pub(super) left: i32,
    pub(super) top: i32,
}

/// Past this many cached glyphs the cache restarts; names in many scripts could
/// otherwise grow it without end.
pub(super) const GLYPH_CACHE_LIMIT: usize = 4096;

pub(super) fn place(engine: &mut Engine, g: &Shaped, x: f32, baseline: f32) -> Option<Placed> {
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
pub(super) fn rasterize(engine: &mut Engine, key: CacheKey) -> Option<Arc<Raster>> {
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
    pub(super) fn blend_mask(&self, pm: &mut Pixmap, dx: i32, dy: i32, color: Rgba) {
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
    pub(super) fn blend_body(&self, pm: &mut Pixmap, color: Rgba) {
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
    pub(super) fn blend(
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
