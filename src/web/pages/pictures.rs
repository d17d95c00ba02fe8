//! Replay pictures already painted, kept a while: painting takes milliseconds, and a
//! step's picture is the same for every reader of one language.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How many pictures are kept (a few megabytes).
const KEPT: usize = 256;

#[derive(Default)]
pub struct PictureCache {
    pictures: Mutex<HashMap<String, Arc<Vec<u8>>>>,
}

impl PictureCache {
    /// The picture kept under `key`, or the one `paint` makes (then kept). The key
    /// names the seats' names, so a forgotten person's name is never served again.
    pub fn get_or_paint(&self, key: &str, paint: impl FnOnce() -> Vec<u8>) -> Arc<Vec<u8>> {
        if let Some(png) = self.lock().get(key) {
            return png.clone();
        }
        let png = Arc::new(paint());
        let mut pictures = self.lock();
        if pictures.len() >= KEPT {
            // Simplest fair eviction: start again (pictures are cheap to paint again).
            pictures.clear();
        }
        pictures.insert(key.to_string(), png.clone());
        png
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Vec<u8>>>> {
        self.pictures.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_painted_once_per_key() {
        let cache = PictureCache::default();
        let mut painted = 0;
        for _ in 0..3 {
            cache.get_or_paint("a", || {
                painted += 1;
                vec![1]
            });
        }
        assert_eq!(painted, 1);
        let other = cache.get_or_paint("b", || vec![2]);
        assert_eq!(*other, vec![2]);
    }
}
