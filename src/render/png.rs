//! PNG encoding of finished pictures.
//!
//! Two encoders, chosen at build time:
//! - default: tiny-skia's own `encode_png` (RGBA, its fastest compression). Always
//!   available, but busy pictures come out 3-4 times larger than they need to be.
//! - feature `compact-png`: opaque RGB rows with the Up filter, compressed with
//!   miniz_oxide (already part of the dependency tree under tiny-skia's PNG support).
//!   Smaller files upload faster, which is what a player waits on.

use tiny_skia::Pixmap;

/// Encodes a pixmap as PNG; `None` only for sizes the layouts never produce.
#[cfg(not(feature = "compact-png"))]
pub(crate) fn encode(pixmap: &Pixmap) -> Option<Vec<u8>> {
    pixmap.encode_png().ok()
}

/// Encodes a pixmap as PNG; `None` only for sizes the layouts never produce.
#[cfg(feature = "compact-png")]
pub(crate) fn encode(pixmap: &Pixmap) -> Option<Vec<u8>> {
    compact::encode(pixmap)
}

#[cfg(feature = "compact-png")]
mod compact {
    use tiny_skia::Pixmap;

    /// Measured on the 40-card hand: level 1 is 15% larger than level 2, and levels
    /// 3 and up cost about twice the time of level 2 for 1-2% less.
    const LEVEL: u8 = 2;
    const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

    pub(super) fn encode(pixmap: &Pixmap) -> Option<Vec<u8>> {
        let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
        if w == 0 || h == 0 {
            return None;
        }
        // Pictures are painted on an opaque background, so the premultiplied colour
        // channels are the final colours and alpha can be dropped.
        let filtered = filter_up_rgb(pixmap.data(), w, h);
        let idat = miniz_oxide::deflate::compress_to_vec_zlib(&filtered, LEVEL);

        let mut png = Vec::with_capacity(idat.len() + 64);
        png.extend_from_slice(&SIGNATURE);
        let mut ihdr = Vec::with_capacity(13);
        ihdr.extend_from_slice(&(w as u32).to_be_bytes());
        ihdr.extend_from_slice(&(h as u32).to_be_bytes());
        // 8 bits per channel, colour type 2 (RGB), deflate, adaptive filtering, no
        // interlace.
        ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &ihdr);
        chunk(&mut png, b"IDAT", &idat);
        chunk(&mut png, b"IEND", &[]);
        Some(png)
    }

    /// RGB rows, each but the first with the "Up" filter (difference from the row
    /// above). On these pictures it compresses within 2% of the costlier Paeth
    /// filter and is a plain subtraction the compiler vectorises.
    fn filter_up_rgb(rgba: &[u8], w: usize, h: usize) -> Vec<u8> {
        let line = w * 3 + 1;
        let mut out = vec![0u8; line * h];
        for (y, dst) in out.chunks_exact_mut(line).enumerate() {
            let row = &rgba[y * w * 4..(y + 1) * w * 4];
            let (kind, body) = dst.split_at_mut(1);
            let pixels = body.chunks_exact_mut(3).zip(row.chunks_exact(4));
            if y == 0 {
                kind[0] = 0; // no filter
                for (o, p) in pixels {
                    o.copy_from_slice(&p[..3]);
                }
            } else {
                kind[0] = 2; // Up
                let above = &rgba[(y - 1) * w * 4..y * w * 4];
                for ((o, p), q) in pixels.zip(above.chunks_exact(4)) {
                    o[0] = p[0].wrapping_sub(q[0]);
                    o[1] = p[1].wrapping_sub(q[1]);
                    o[2] = p[2].wrapping_sub(q[2]);
                }
            }
        }
        out
    }

    fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        let crc = crc32(kind.iter().chain(data));
        png.extend_from_slice(&crc.to_be_bytes());
    }

    /// CRC-32 (IEEE), as PNG chunks require.
    fn crc32<'a>(bytes: impl Iterator<Item = &'a u8>) -> u32 {
        const TABLE: [u32; 256] = {
            let mut table = [0u32; 256];
            let mut n = 0;
            while n < 256 {
                let mut c = n as u32;
                let mut k = 0;
                while k < 8 {
                    c = if c & 1 != 0 {
                        0xEDB8_8320 ^ (c >> 1)
                    } else {
                        c >> 1
                    };
                    k += 1;
                }
                table[n] = c;
                n += 1;
            }
            table
        };
        let mut crc = 0xFFFF_FFFFu32;
        for &b in bytes {
            crc = TABLE[((crc ^ b as u32) & 0xFF) as usize] ^ (crc >> 8);
        }
        crc ^ 0xFFFF_FFFF
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn crc_matches_the_png_specification_example() {
            // The CRC of an IEND chunk is fixed: AE 42 60 82.
            assert_eq!(super::crc32(b"IEND".iter()), 0xAE42_6082);
        }
    }
}
