//! What the web side reads besides standings: each game's public steps (its replay),
//! which servers opened their pages (`/web on`), and a server's latest finished tables.
//!
//! A step is written beside its table's record at each change of a running game and
//! dropped with the archived table, so a replay lives exactly as long as the table's
//! archive. The store keeps its bytes opaque: the table layer decides what a step holds
//! (never a name, see `table::replay`).

use super::kv::Space;
use super::{Store, StoreError};

/// Meta key prefix of the servers whose pages are on (`web/` guild → nothing).
const WEB_PREFIX: &[u8] = b"web/";

/// A step's key: the table id, then the step number (both big-endian, so a table's
/// steps sort together and in order).
fn step_key(table: u64, step: u32) -> [u8; 12] {
    let mut key = [0u8; 12];
    key[..8].copy_from_slice(&table.to_be_bytes());
    key[8..].copy_from_slice(&step.to_be_bytes());
    key
}

fn web_key(guild: u64) -> Vec<u8> {
    let mut key = WEB_PREFIX.to_vec();
    key.extend_from_slice(&guild.to_be_bytes());
    key
}

impl Store {
    /// Write step `step` of table `table`'s replay, unflushed: the table's next
    /// [`Store::durable`] covers it with the change it shows.
    pub fn write_replay_step(&self, table: u64, step: u32, bytes: &[u8]) -> Result<(), StoreError> {
        let _timer = crate::web::metrics::store_timer("replay_write");
        self.kv
            .insert(Space::Replays, &step_key(table, step), bytes)
    }

    /// Step `step` of table `table`'s replay, if stored.
    pub fn replay_step(&self, table: u64, step: u32) -> Result<Option<Vec<u8>>, StoreError> {
        let _timer = crate::web::metrics::store_timer("replay_read");
        self.kv.get(Space::Replays, &step_key(table, step))
    }

    /// Drop every step of table `table` (its archive went).
    pub(super) fn drop_replay(&self, table: u64) -> Result<(), StoreError> {
        let keys: Vec<Vec<u8>> = self
            .kv
            .scan_prefix(Space::Replays, &table.to_be_bytes())
            .map(|entry| entry.map(|(key, _)| key))
            .collect::<Result<_, _>>()?;
        self.kv.remove_many(Space::Replays, &keys)
    }

    /// Whether server `guild` opened its pages (`/web on`).
    pub fn web_enabled(&self, guild: u64) -> Result<bool, StoreError> {
        Ok(self.kv.get(Space::Meta, &web_key(guild))?.is_some())
    }

    /// Open (`true`) or close server `guild`'s pages, flushed.
    pub fn set_web(&self, guild: u64, on: bool) -> Result<(), StoreError> {
        if on {
            self.kv.insert(Space::Meta, &web_key(guild), &[1])?;
        } else {
            self.kv.remove(Space::Meta, &web_key(guild))?;
        }
        self.kv.flush()
    }

    /// The ids of server `guild`'s latest `limit` archived tables, newest first (read
    /// from the archive's server index, which keeps them oldest first).
    pub fn latest_archived_in(
        &self,
        guild: Option<u64>,
        limit: usize,
    ) -> Result<Vec<u64>, StoreError> {
        let mut latest = std::collections::VecDeque::with_capacity(limit + 1);
        for entry in self.archived_ids_in(guild) {
            latest.push_back(entry?);
            if latest.len() > limit {
                latest.pop_front();
            }
        }
        Ok(latest.into_iter().rev().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_steps_are_read_back_by_number_and_dropped_together() {
        let store = Store::temporary().unwrap();
        store.write_replay_step(7, 1, b"one").unwrap();
        store.write_replay_step(7, 2, b"two").unwrap();
        store.write_replay_step(8, 1, b"other").unwrap();
        assert_eq!(
            store.replay_step(7, 2).unwrap().as_deref(),
            Some(&b"two"[..])
        );
        store.drop_replay(7).unwrap();
        assert_eq!(store.replay_step(7, 1).unwrap(), None);
        assert_eq!(store.replay_step(7, 2).unwrap(), None);
        assert_eq!(
            store.replay_step(8, 1).unwrap().as_deref(),
            Some(&b"other"[..])
        );
    }

    #[test]
    fn a_server_opens_and_closes_its_pages() {
        let store = Store::temporary().unwrap();
        assert!(!store.web_enabled(5).unwrap());
        store.set_web(5, true).unwrap();
        assert!(store.web_enabled(5).unwrap());
        assert!(!store.web_enabled(6).unwrap());
        store.set_web(5, false).unwrap();
        assert!(!store.web_enabled(5).unwrap());
    }
}
