//! The store's own layout (its spaces and indexes): checked at every opening, an older
//! one brought up to date once (however many processes open it together), a newer one
//! refused untouched.

use super::kv::Space;
use super::{encoding, history, standings, tables, Store, StoreError};
use std::time::Duration;

/// The store's own layout (its spaces and indexes), kept in the meta space: 1 had no
/// indexes; 2 indexes results by person, live tables by server and the archive by age
/// and server; 3 also indexes player records by person; 4 keeps each person's standing
/// per game and server, moved at every game end. A database of a newer layout is
/// refused and left as it is.
pub const LAYOUT: u32 = 4;
pub(crate) const LAYOUT_KEY: &[u8] = b"store_layout";
/// The lock one process holds while it upgrades the layout (no table has this id:
/// ids count up from 1).
const LAYOUT_LOCK: u64 = i64::MAX as u64;

impl Store {
    /// Check the store's layout and bring an older one up to date (its indexes built
    /// once). A newer one is refused untouched.
    pub(super) fn upgrade_layout(&self) -> Result<(), StoreError> {
        let found = self.layout()?;
        if found > LAYOUT {
            return Err(StoreError::NewerDatabase {
                found,
                known: LAYOUT,
            });
        }
        if found < LAYOUT {
            self.upgrade_once()?;
        }
        // A store with no table yet holds none written before summaries were kept:
        // its first start-up need not look for them (a read of every record).
        if self
            .kv
            .get(Space::Meta, encoding::SUMMARIES_COMPLETE)?
            .is_none()
            && self.records().next().is_none()
        {
            self.kv
                .insert(Space::Meta, encoding::SUMMARIES_COMPLETE, &[1])?;
        }
        Ok(())
    }

    /// Build an older layout's indexes and standings once, however many processes
    /// start on one database together: one builds under a lock of its own, the others
    /// wait for it and then find the layout current. (Processes of the older build must
    /// be stopped first: they would go on writing results without standings.)
    fn upgrade_once(&self) -> Result<(), StoreError> {
        let waiting_since = std::time::Instant::now();
        while !self.kv.claim(LAYOUT_LOCK)? {
            if waiting_since.elapsed() > Duration::from_secs(3600) {
                return Err(StoreError::Database(
                    "another process has been upgrading the store for an hour".into(),
                ));
            }
            std::thread::sleep(Duration::from_millis(250));
        }
        let upgraded = (|| {
            if self.layout()? < LAYOUT {
                self.build_indexes()?;
                self.kv.flush()?;
            }
            Ok(())
        })();
        self.kv.release(LAYOUT_LOCK);
        upgraded
    }

    fn layout(&self) -> Result<u32, StoreError> {
        Ok(self
            .kv
            .get(Space::Meta, LAYOUT_KEY)?
            .and_then(|v| <[u8; 4]>::try_from(v.as_slice()).ok())
            .map(u32::from_be_bytes)
            .unwrap_or(1))
    }

    /// Write a layout marker as a newer (or older) build would: tests of a rollback
    /// deploy.
    pub fn mark_layout_for_tests(&self, layout: u32) -> Result<(), StoreError> {
        self.kv
            .insert(Space::Meta, LAYOUT_KEY, &layout.to_be_bytes())?;
        self.kv.flush()
    }

    /// Index results by person and the archive by age and server, build the standings
    /// from the results (idempotent), and mark the layout current.
    pub(crate) fn build_indexes(&self) -> Result<(), StoreError> {
        let results = history::index_results(self)?;
        let archived = tables::index_archive(self)?;
        let live = tables::index_live(self)?;
        let standings = standings::backfill(self)?;
        if results + archived + live + standings > 0 {
            tracing::info!(
                results,
                archived,
                live,
                standings,
                "indexed the records of an older layout"
            );
        }
        self.kv
            .insert(Space::Meta, LAYOUT_KEY, &LAYOUT.to_be_bytes())
    }
}
