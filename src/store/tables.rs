//! Live and archived tables in the store: write-ahead writes with their summaries, loads
//! and scans, and a table's end (archived with its results in one transaction).

use super::encoding::*;
use super::history::*;
use super::*;

impl Store {
    /// Write a live table and flush it to disk.
    pub fn save_table<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
        self.write_table(id, record, &[])?;
        self.db.flush()?;
        Ok(())
    }

    /// Write a live table and the results of a round that ended in the same change, in
    /// one transaction (a crash records the round once or not at all), without flushing:
    /// the caller awaits [`Store::durable`] before anyone sees the change.
    pub fn write_table<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
    ) -> Result<(), StoreError> {
        self.check_injected()?;
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        let summary_key = summary_key(id);
        let previous = self.tables.get(summary_key)?;
        let summary = record.summary(previous.as_deref());
        if results.is_empty() {
            // The summary first (see `LiveTable`).
            match summary {
                Some(summary) => self.tables.insert(summary_key, summary)?,
                None => self.tables.remove(summary_key)?,
            };
            self.tables.insert(key, bytes)?;
            return Ok(());
        }
        use sled::Transactional;
        (&self.tables, &self.results, &*self.db)
            .transaction(|(tables, stored, markers)| {
                // Forget markers are read inside the transaction: a forget either comes
                // after it (and erases what it wrote) or is seen by it.
                let marker = |user| read_marker(markers, user);
                let (results, _) = honour_forgets(id, results, &[], marker)?;
                let encoded = encode_results(&results).map_err(abort)?;
                tables.insert(&key, bytes.as_slice())?;
                match &summary {
                    Some(summary) => tables.insert(&summary_key, summary.as_slice())?,
                    None => tables.remove(&summary_key)?,
                };
                for (result_key, value) in &encoded {
                    stored.insert(result_key.as_slice(), value.as_slice())?;
                }
                Ok(())
            })
            .map_err(transaction_error)?;
        Ok(())
    }

    /// Wait until everything written before this call is on disk. Callers from many
    /// tables share one flush (group commit), so a busy bot pays one fsync per batch
    /// instead of one per click, and no async worker blocks on the disk.
    ///
    /// A flush that does not come back within the store's deadline is reported as
    /// [`StoreError::Deadline`]: the disk is taken as hung.
    pub async fn durable(&self) -> Result<(), StoreError> {
        if self.faults.hung.load(Ordering::SeqCst) {
            return Err(StoreError::Deadline(self.deadline));
        }
        let wait = async {
            match self.faults.flushes.load(Ordering::SeqCst) {
                0 => {}
                code => {
                    self.faults.refused.fetch_add(1, Ordering::SeqCst);
                    if code == 2 {
                        std::future::pending::<()>().await;
                    }
                    return Err(StoreError::Flush("injected flush failure".into()));
                }
            }
            match &self.group_flush {
                Some(group_flush) => group_flush.wait(&self.db).await,
                None => Ok(()),
            }
        };
        match tokio::time::timeout(self.deadline, wait).await {
            Ok(flushed) => flushed,
            Err(_) => {
                self.faults.hung.store(true, Ordering::SeqCst);
                Err(StoreError::Deadline(self.deadline))
            }
        }
    }

    /// Every live table, migrated to the current schema. Unreadable records are reported
    /// beside the good ones rather than stopping the bot.
    pub fn load_tables<T: DeserializeOwned>(&self) -> (Vec<T>, Vec<StoreError>) {
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for entry in self.each_table() {
            match entry {
                Ok(record) => good.push(record),
                Err(err) => bad.push(err),
            }
        }
        (good, bad)
    }

    /// Every live table, read and migrated one at a time (a start-up with many tables
    /// holds one decoded record at a time, not all of them).
    pub fn each_table<T: DeserializeOwned>(&self) -> impl Iterator<Item = Result<T, StoreError>> {
        self.records().map(|entry| {
            let (key, bytes) = entry?;
            decode(&key_name(&key), &bytes)
        })
    }

    /// The live tables' records (the tree's keys below the summaries').
    pub(super) fn records(&self) -> sled::Iter {
        self.tables.range(..&[SUMMARY_PREFIX][..])
    }

    /// Every live table's summary, by table id, read one at a time. Tables written
    /// without one are not listed (see [`Store::add_missing_summaries`]).
    pub fn each_summary<S: DeserializeOwned>(
        &self,
    ) -> impl Iterator<Item = Result<(u64, S), StoreError>> {
        self.tables.scan_prefix([SUMMARY_PREFIX]).map(|entry| {
            let (key, bytes) = entry?;
            let id = table_id(&key[1..]);
            serde_json::from_slice(&bytes)
                .map(|summary| (id, summary))
                .map_err(|e| StoreError::Corrupt {
                    key: format!("summary {id}"),
                    reason: e.to_string(),
                })
        })
    }

    /// Give every live table a summary, once per database: records written before
    /// summaries were kept get theirs. Returns how many were added.
    pub fn add_missing_summaries<T: LiveTable + DeserializeOwned>(
        &self,
    ) -> Result<usize, StoreError> {
        if self.db.get(SUMMARIES_COMPLETE)?.is_some() {
            return Ok(0);
        }
        let mut added = 0;
        for entry in self.records() {
            let (key, bytes) = entry?;
            let id = table_id(&key);
            let summary_key = summary_key(id);
            if self.tables.get(summary_key)?.is_some() {
                continue;
            }
            // An unreadable record keeps no summary (and is reported, as it was before).
            match decode::<T>(&key_name(&key), &bytes) {
                Ok(record) => {
                    if let Some(summary) = record.summary(None) {
                        self.tables.insert(summary_key, summary)?;
                        added += 1;
                    }
                }
                Err(err) => tracing::error!(%err, "a stored table could not be read"),
            }
        }
        self.db.insert(SUMMARIES_COMPLETE, &[1])?;
        self.db.flush()?;
        Ok(added)
    }

    pub fn load_table<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.tables.get(id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Move a finished table from the live set to the archive (one flushed transaction),
    /// keeping the archive bounded.
    pub fn archive_table<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
        self.archive_with_results(id, record, &[], &[])
    }

    /// Archive a finished table, record its seats' results and apply its players'
    /// updates in one flushed transaction: a crash leaves all or nothing, and replaying
    /// the end after a restart writes the same result keys again, so a game is never
    /// counted twice and a career is paid once.
    pub fn archive_with_results<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        self.write_archive(id, record, results, updates)?;
        self.db.flush()?;
        Ok(())
    }

    /// [`Store::archive_with_results`] without the flush: the caller awaits
    /// [`Store::durable`] before anyone hears of the end.
    pub fn write_archive<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        self.check_injected()?;
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        use sled::Transactional;
        let summary_key = summary_key(id);
        (
            &self.tables,
            &self.archive,
            &self.results,
            &self.players,
            &*self.db,
        )
            .transaction(|(tables, archive, stored, players, markers)| {
                // As in `write_table`: forgets are honoured inside the transaction.
                let marker = |user| read_marker(markers, user);
                let (results, allowed) = honour_forgets(id, results, updates, marker)?;
                let encoded = encode_results(&results).map_err(abort)?;
                tables.remove(&key)?;
                tables.remove(&summary_key)?;
                archive.insert(&key, bytes.as_slice())?;
                for (result_key, value) in &encoded {
                    stored.insert(result_key.as_slice(), value.as_slice())?;
                }
                // Read and written inside the transaction, as purchases are
                // (`update_player`): neither overwrites the other.
                for (update, _) in updates.iter().zip(&allowed).filter(|(_, &ok)| ok) {
                    let current = players.get(update.key.as_bytes())?;
                    if let Some(changed) = (update.apply)(current.as_deref()) {
                        players.insert(update.key.as_bytes(), changed)?;
                    }
                }
                Ok(())
            })
            .map_err(transaction_error)?;
        while self.archive.len() > ARCHIVE_LIMIT {
            // Keys are increasing ids, so the first is the oldest.
            match self.archive.pop_min()? {
                Some(_) => {}
                None => break,
            }
        }
        Ok(())
    }

    /// A finished table from the archive (for "Play again").
    pub fn load_archived<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.archive.get(id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    pub fn live_table_count(&self) -> usize {
        self.records().count()
    }

    pub fn archived_table_count(&self) -> usize {
        self.archive.len()
    }
}
