//! Live and archived tables in the store: write-ahead writes with their summaries, loads
//! and scans, and a table's end (archived with its results in one transaction). The
//! archive is kept for a time and a number of tables per server, pruned as tables end.

use super::encoding::*;
use super::forget::{
    archive_people_key, archived_mention_key, honour_forgets, people_bytes, people_of, read_marker,
};
use super::history::put_results;
use super::kv::{KvIter, Tx, TxAbort};
use super::players::{player_mention_key, player_owner};
use super::results::people_named;
use super::*;
use crate::clock::wall_ms;

/// Live and archived tables ([`Store::tables`]).
#[derive(Clone, Copy)]
pub struct StoredTables<'a> {
    store: &'a Store,
}

impl Store {
    /// Live and archived tables (see [`StoredTables`]).
    pub fn tables(&self) -> StoredTables<'_> {
        StoredTables { store: self }
    }

    fn write_table_fenced<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
    ) -> Result<(), StoreError> {
        let _timer = crate::web::metrics::store_timer("write");
        self.check_injected()?;
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        let summary_key = summary_key(id);
        // Written by a process that runs the table: the write lands only while it still
        // does (on PostgreSQL; see `kv/postgres/fence.rs`).
        let fence = self.kv.fence(id);
        let previous = match self.remembered_summary(id) {
            Some(summary) => Some(summary),
            None => self.kv.get(Space::Tables, &summary_key)?,
        };
        // On sled a summary may stand beside the record before its own after a crash
        // (see `LiveTable`), so it covers both. PostgreSQL writes both in one statement:
        // a summary covers its own record only, or a table stays due at every start
        // for what an earlier record needed.
        let covered = if self.kv.is_shared() {
            None
        } else {
            previous.as_deref()
        };
        let summary = record.summary(covered);
        // Until this write is known to have landed, the store may hold either summary.
        self.forget_summary(id);
        // A table's server never changes: indexed at its first write (no summary yet).
        let first_write = previous.is_none();
        let by_guild = live_guild_key(record.guild_id(), id);
        if first_write {
            self.kv.insert(Space::LiveIndex, &by_guild, &[])?;
        }
        if record.guild_id().is_none() {
            self.index_dm_people(id, record.people())?;
        }
        if results.is_empty() {
            // The summary first (see `LiveTable`): both in one round trip, together on
            // PostgreSQL, in order on sled.
            match &summary {
                Some(summary) => self.kv.insert_many_fenced(
                    Space::Tables,
                    &[
                        (summary_key.to_vec(), summary.clone()),
                        (key.to_vec(), bytes),
                    ],
                    id,
                    fence,
                )?,
                None => {
                    self.kv.remove(Space::Tables, &summary_key)?;
                    self.kv.insert_many_fenced(
                        Space::Tables,
                        &[(key.to_vec(), bytes)],
                        id,
                        fence,
                    )?;
                }
            };
            self.remember_summary(id, summary);
            return Ok(());
        }
        let people: Vec<u64> = results.iter().flat_map(people_named).collect();
        let written = self
            .kv
            .transaction_as(&people, |tx| {
                tx.own(id, fence)?;
                // Forget markers are read inside the transaction: a forget either comes
                // after it (and erases what it wrote) or is seen by it.
                let (results, _) = honour_forgets(id, results, &[], |user| read_marker(tx, user))?;
                tx.insert(Space::Tables, &key, &bytes)?;
                match &summary {
                    Some(summary) => tx.insert(Space::Tables, &summary_key, summary)?,
                    None => tx.remove(Space::Tables, &summary_key)?,
                };
                put_results(tx, &results)
            })?
            .map_err(StoreError::Encode);
        if written.is_ok() {
            self.remember_summary(id, summary);
        }
        written
    }

    /// The summary this process last wrote for table `id`, if it knows it.
    fn remembered_summary(&self, id: u64) -> Option<Vec<u8>> {
        let summaries = self.summaries.lock().unwrap_or_else(|p| p.into_inner());
        summaries.get(&id).cloned()
    }

    /// Remember the summary just written for table `id` (none: the store holds none).
    fn remember_summary(&self, id: u64, summary: Option<Vec<u8>>) {
        if let Some(summary) = summary {
            let mut summaries = self.summaries.lock().unwrap_or_else(|p| p.into_inner());
            summaries.insert(id, summary);
        }
    }

    /// Read table `id`'s summary from the store at its next write.
    pub(super) fn forget_summary(&self, id: u64) {
        let mut summaries = self.summaries.lock().unwrap_or_else(|p| p.into_inner());
        summaries.remove(&id);
    }

    /// Wait until everything written before this call is durable. Callers from many
    /// tables share one flush (group commit), so a busy bot pays one fsync (or one
    /// synchronous commit) per batch instead of one per click, and no async worker
    /// blocks on the disk.
    ///
    /// A flush that does not come back within the store's deadline is reported as
    /// [`StoreError::Deadline`]: the disk is taken as hung.
    pub async fn durable(&self) -> Result<(), StoreError> {
        let _timer = crate::web::metrics::store_timer("flush");
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
                Some(group_flush) => group_flush.wait(&self.kv).await,
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

    /// The live tables' records (the space's keys below the summaries').
    pub(super) fn records(&self) -> KvIter<'_> {
        self.kv.range(Space::Tables, &[], Some(&[SUMMARY_PREFIX]))
    }

    /// Live tables `ids`, a batch at a time (one round trip each on PostgreSQL); gone
    /// ones are left out.
    pub(super) fn read_live<T: DeserializeOwned>(&self, ids: &[u64]) -> (Vec<T>, Vec<StoreError>) {
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for batch in ids.chunks(LIVE_READ_BATCH) {
            let keys: Vec<Vec<u8>> = batch.iter().map(|id| id.to_be_bytes().to_vec()).collect();
            match self.kv.get_many(Space::Tables, &keys) {
                Ok(records) => {
                    for (id, bytes) in batch.iter().zip(records) {
                        let Some(bytes) = bytes else { continue };
                        self.live_records_read.fetch_add(1, Ordering::Relaxed);
                        match decode::<T>(&id.to_string(), &bytes) {
                            Ok(record) => good.push(record),
                            Err(err) => bad.push(err),
                        }
                    }
                }
                Err(err) => bad.push(err),
            }
        }
        (good, bad)
    }

    fn write_archive_fenced<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        self.check_injected()?;
        let fence = self.kv.fence(id);
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        let key = id.to_be_bytes();
        let summary_key = summary_key(id);
        let guild = record.guild_id();
        let by_age = archive_age_key(wall_ms(), id);
        let by_guild = archive_guild_key(guild, id);
        let people = record.people();
        let dm_entries = match guild {
            None => self.dm_people_keys(id, &people),
            Some(_) => Vec::new(),
        };
        // Everyone whose forget it honours (see `Kv::transaction_as`).
        let named: Vec<u64> = people
            .iter()
            .copied()
            .chain(results.iter().flat_map(people_named))
            .chain(updates.iter().filter_map(|u| player_owner(&u.key)))
            .collect();
        self.forget_summary(id);
        let kept_in_guild = self
            .kv
            .transaction_as(&named, |tx| {
                // Ended only by the process that runs it, and nobody runs it after.
                tx.own(id, fence)?;
                tx.end_owner(id)?;
                // As in `StoredTables::write`: forgets are honoured inside the transaction.
                let (results, allowed) =
                    honour_forgets(id, results, updates, |user| read_marker(tx, user))?;
                tx.remove(Space::Tables, &key)?;
                tx.remove(Space::Tables, &summary_key)?;
                tx.remove(Space::LiveIndex, &live_guild_key(guild, id))?;
                super::live_people::remove_in(tx, &dm_entries)?;
                // Someone forgotten since the table opened leaves its record too.
                let mut archived = bytes.clone();
                let mut named = Vec::with_capacity(people.len());
                for &user in &people {
                    let forgotten =
                        read_marker(tx, user)?.is_some_and(|first_after| id < first_after);
                    match forgotten.then(|| T::erase_from(&archived, user)).flatten() {
                        Some(erased) => archived = erased,
                        // Not forgotten, or not erased here: a forget finds it later.
                        None => named.push(user),
                    }
                }
                let replayed = tx.get(Space::Archive, &key)?.is_some();
                tx.insert(Space::Archive, &key, &archived)?;
                put_results(tx, &results)?;
                // Read and written inside the transaction, as purchases are
                // (`Players::update`): neither overwrites the other.
                for (update, _) in updates.iter().zip(&allowed).filter(|(_, &ok)| ok) {
                    let current = tx.get(Space::Players, update.key.as_bytes())?;
                    if let Some(changed) = (update.apply)(current.as_deref()) {
                        tx.insert(Space::Players, update.key.as_bytes(), &changed)?;
                        if let Some(mention) = player_mention_key(&update.key) {
                            tx.insert(Space::ByPerson, &mention, &[])?;
                        }
                    }
                }
                if replayed {
                    // A replayed end (after a crash) is indexed already.
                    return Ok(0);
                }
                tx.insert(Space::ArchiveIndex, &by_age, &key)?;
                tx.insert(Space::ArchiveIndex, &by_guild, &by_age)?;
                for &user in &named {
                    tx.insert(Space::ByPerson, &archived_mention_key(user, id), &[])?;
                }
                tx.insert(
                    Space::ArchiveIndex,
                    &archive_people_key(id),
                    &people_bytes(&named),
                )?;
                add_to_count(tx, &archive_count_key(guild), 1)
            })?
            .map_err(StoreError::Encode)?;
        // The end is committed: pruning that fails is logged, not the end's failure.
        if kept_in_guild > self.archive_per_guild {
            let excess = kept_in_guild - self.archive_per_guild;
            if let Err(err) = self.prune_guild_archive(guild, excess) {
                tracing::warn!(%err, "the archive was not pruned");
            }
        }
        // Each end drops a few tables past their time: the archive stays pruned
        // without a sweep, and an end never pays for many.
        let cutoff = wall_ms().saturating_sub(self.archive_for.as_millis() as u64);
        if let Err(err) = self.tables().prune_archive_before(cutoff, 8) {
            tracing::warn!(%err, "the archive was not pruned");
        }
        Ok(())
    }

    /// The ids of server `guild`'s archived tables, oldest first.
    pub(super) fn archived_ids_in(
        &self,
        guild: Option<u64>,
    ) -> impl Iterator<Item = Result<u64, StoreError>> + '_ {
        self.kv
            .scan_prefix(Space::ArchiveIndex, &archive_guild_prefix(guild))
            .map(|entry| entry.map(|(key, _)| table_id(&key[key.len() - 8..])))
    }

    /// Drop a server's oldest archived tables, `excess` of them.
    fn prune_guild_archive(&self, guild: Option<u64>, excess: u64) -> Result<(), StoreError> {
        let prefix = archive_guild_prefix(guild);
        let oldest: Vec<_> = self
            .kv
            .scan_prefix(Space::ArchiveIndex, &prefix)
            .take(excess as usize)
            .collect::<Result<_, _>>()?;
        for (guild_key, age_key) in oldest {
            let table_key = guild_key[guild_key.len() - 8..].to_vec();
            self.drop_archived(&table_key, Some(&age_key), Some(guild))?;
        }
        Ok(())
    }

    /// Remove one archived table and its index entries (one transaction). `server`
    /// is the index's own when known (`Some(guild)`); else it is read from the record.
    fn drop_archived(
        &self,
        table_key: &[u8],
        age_key: Option<&[u8]>,
        server: Option<Option<u64>>,
    ) -> Result<(), StoreError> {
        let id = table_id(table_key);
        let guild = match server {
            Some(guild) => guild,
            None => self
                .kv
                .get(Space::Archive, table_key)?
                .and_then(|bytes| record_guild(&bytes)),
        };
        self.kv
            .transaction(|tx| {
                if let Some(age_key) = age_key {
                    tx.remove(Space::ArchiveIndex, age_key)?;
                }
                let guild_key = archive_guild_key(guild, id);
                if tx.get(Space::ArchiveIndex, &guild_key)?.is_some() {
                    tx.remove(Space::ArchiveIndex, &guild_key)?;
                    add_to_count(tx, &archive_count_key(guild), -1)?;
                }
                tx.remove(Space::Archive, table_key)?;
                // The person index's entries for it go with it (tables archived before
                // their people were kept keep theirs until those people's forget).
                if let Some(people) = tx.get(Space::ArchiveIndex, &archive_people_key(id))? {
                    for user in people_of(&people) {
                        tx.remove(Space::ByPerson, &archived_mention_key(user, id))?;
                    }
                    tx.remove(Space::ArchiveIndex, &archive_people_key(id))?;
                }
                Ok::<_, TxAbort<String>>(())
            })?
            .map_err(StoreError::Encode)?;
        // Its replay goes with it (after: a crash between leaves steps nobody reads).
        self.drop_replay(id)
    }
}

impl StoredTables<'_> {
    /// Write a live table and flush it to disk.
    pub fn save<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
        self.write(id, record, &[])?;
        self.store.kv.flush()
    }

    /// Write a live table and the results of a round that ended in the same change, in
    /// one transaction (a crash records the round once or not at all), without flushing:
    /// the caller awaits [`Store::durable`] before anyone sees the change.
    pub fn write<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
    ) -> Result<(), StoreError> {
        let written = self.store.write_table_fenced(id, record, results);
        self.store.note_fenced(id, written)
    }

    /// Every live table, migrated to the current schema. Unreadable records are reported
    /// beside the good ones rather than stopping the bot.
    pub fn load_all<T: DeserializeOwned>(&self) -> (Vec<T>, Vec<StoreError>) {
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for entry in self.each() {
            match entry {
                Ok(record) => good.push(record),
                Err(err) => bad.push(err),
            }
        }
        (good, bad)
    }

    /// Every live table, read and migrated one at a time (a start-up with many tables
    /// holds one decoded record at a time, not all of them).
    pub fn each<T: DeserializeOwned>(&self) -> impl Iterator<Item = Result<T, StoreError>> + '_ {
        self.store.records().map(|entry| {
            let (key, bytes) = entry?;
            decode(&key_name(&key), &bytes)
        })
    }

    /// Every live table's summary, by table id, read one at a time. Tables written
    /// without one are not listed (see [`StoredTables::add_missing_summaries`]).
    pub fn each_summary<S: DeserializeOwned>(
        &self,
    ) -> impl Iterator<Item = Result<(u64, S), StoreError>> + '_ {
        self.store
            .kv
            .scan_prefix(Space::Tables, &[SUMMARY_PREFIX])
            .map(|entry| {
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
        if self
            .store
            .kv
            .get(Space::Meta, SUMMARIES_COMPLETE)?
            .is_some()
        {
            return Ok(0);
        }
        let mut added = 0;
        for entry in self.store.records() {
            let (key, bytes) = entry?;
            let id = table_id(&key);
            let summary_key = summary_key(id);
            if self.store.kv.get(Space::Tables, &summary_key)?.is_some() {
                continue;
            }
            // An unreadable record keeps no summary (and is reported, as it was before).
            match decode::<T>(&key_name(&key), &bytes) {
                Ok(record) => {
                    if let Some(summary) = record.summary(None) {
                        self.store
                            .kv
                            .insert(Space::Tables, &summary_key, &summary)?;
                        added += 1;
                    }
                }
                Err(err) => tracing::error!(%err, "a stored table could not be read"),
            }
        }
        self.store
            .kv
            .insert(Space::Meta, SUMMARIES_COMPLETE, &[1])?;
        self.store.kv.flush()?;
        Ok(added)
    }

    /// The live tables of one server (`None`: direct messages), oldest first, read
    /// through the server index: only that server's tables are read.
    pub fn live_in<T: DeserializeOwned>(&self, guild: Option<u64>) -> (Vec<T>, Vec<StoreError>) {
        let mut bad = Vec::new();
        let prefix = guild.unwrap_or(0).to_be_bytes();
        let mut ids = Vec::new();
        for entry in self.store.kv.scan_prefix(Space::LiveIndex, &prefix) {
            match entry {
                Ok((key, _)) => ids.push(table_id(&key[8..])),
                Err(err) => bad.push(err),
            }
        }
        let (records, more_bad) = self.store.read_live(&ids);
        bad.extend(more_bad);
        (records, bad)
    }

    /// How many live table records reads of servers' and people's live tables have
    /// read (tests: a personal screen reads only what it shows).
    pub fn live_records_read(&self) -> u64 {
        self.store.live_records_read.load(Ordering::Relaxed)
    }

    pub fn load<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.store.kv.get(Space::Tables, &id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Move a finished table from the live set to the archive (one flushed transaction).
    pub fn archive<T: LiveTable>(&self, id: u64, record: &T) -> Result<(), StoreError> {
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
        self.store.kv.flush()
    }

    /// [`StoredTables::archive_with_results`] without the flush: the caller awaits
    /// [`Store::durable`] before anyone hears of the end.
    pub fn write_archive<T: LiveTable>(
        &self,
        id: u64,
        record: &T,
        results: &[GameResult],
        updates: &[PlayerUpdate],
    ) -> Result<(), StoreError> {
        let written = self
            .store
            .write_archive_fenced(id, record, results, updates);
        self.store.note_fenced(id, written)
    }

    /// A finished table from the archive (for "Play again").
    pub fn load_archived<T: DeserializeOwned>(&self, id: u64) -> Result<Option<T>, StoreError> {
        match self.store.kv.get(Space::Archive, &id.to_be_bytes())? {
            Some(bytes) => decode(&id.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Drop archived tables that finished before `cutoff_ms` (oldest first, at most
    /// `limit`): reads only what it drops. Returns how many went.
    pub fn prune_archive_before(&self, cutoff_ms: u64, limit: usize) -> Result<usize, StoreError> {
        let end = archive_age_key(cutoff_ms, 0);
        let old: Vec<_> = self
            .store
            .kv
            .range(Space::ArchiveIndex, AGE_PREFIX, Some(&end))
            .take(limit)
            .collect::<Result<_, _>>()?;
        for (age_key, table_key) in &old {
            self.store.drop_archived(table_key, Some(age_key), None)?;
        }
        Ok(old.len())
    }

    pub fn live_count(&self) -> usize {
        self.store.records().count()
    }

    pub fn archived_count(&self) -> usize {
        self.store.kv.len(Space::Archive).unwrap_or(0) as usize
    }
}

/// Archive index keys: by age (`a` finished ms, table id → table key) and by server
/// (`g` guild, table id → age key). Table ids sort by age within a server.
const AGE_PREFIX: &[u8] = b"a";
const GUILD_PREFIX: &[u8] = b"g";

fn archive_age_key(finished_ms: u64, id: u64) -> Vec<u8> {
    let mut key = AGE_PREFIX.to_vec();
    key.extend_from_slice(&finished_ms.to_be_bytes());
    key.extend_from_slice(&id.to_be_bytes());
    key
}

fn archive_guild_prefix(guild: Option<u64>) -> Vec<u8> {
    let mut key = GUILD_PREFIX.to_vec();
    key.extend_from_slice(&guild.unwrap_or(0).to_be_bytes());
    key
}

fn archive_guild_key(guild: Option<u64>, id: u64) -> Vec<u8> {
    let mut key = archive_guild_prefix(guild);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

fn live_guild_key(guild: Option<u64>, id: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&guild.unwrap_or(0).to_be_bytes());
    key[8..].copy_from_slice(&id.to_be_bytes());
    key
}

fn archive_count_key(guild: Option<u64>) -> Vec<u8> {
    format!("archived/{}", guild.unwrap_or(0)).into_bytes()
}

/// A stored record's `guild_id` field, if it has one (read without its type).
fn record_guild(bytes: &[u8]) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Guild {
        guild_id: Option<u64>,
    }
    serde_json::from_slice::<Guild>(bytes).ok()?.guild_id
}

/// Live tables read at a time by [`StoredTables::live_in`].
const LIVE_READ_BATCH: usize = 200;

/// Add `delta` to a counter in the meta space; returns the new value.
fn add_to_count<E>(tx: &mut Tx, key: &[u8], delta: i64) -> Result<u64, TxAbort<E>> {
    let current = tx
        .get(Space::Meta, key)?
        .and_then(|v| <[u8; 8]>::try_from(v.as_slice()).ok())
        .map(u64::from_be_bytes)
        .unwrap_or(0);
    let next = current.saturating_add_signed(delta);
    tx.insert(Space::Meta, key, &next.to_be_bytes())?;
    Ok(next)
}

/// Index the live tables of a database written before they were indexed by server.
pub(super) fn index_live(store: &Store) -> Result<u64, StoreError> {
    let mut batch = Vec::new();
    for entry in store.records() {
        let (key, bytes) = entry?;
        let key = live_guild_key(record_guild(&bytes), table_id(&key));
        batch.push((key.to_vec(), Vec::new()));
    }
    store.kv.insert_many(Space::LiveIndex, &batch)?;
    Ok(batch.len() as u64)
}

/// Index the archive of a database written before the archive was indexed.
pub(super) fn index_archive(store: &Store) -> Result<u64, StoreError> {
    let mut indexed = 0;
    let now = wall_ms();
    for entry in store.kv.range(Space::Archive, &[], None) {
        let (key, bytes) = entry?;
        let id = table_id(&key);
        let guild = record_guild(&bytes);
        let by_age = archive_age_key(now, id);
        store
            .kv
            .transaction(|tx| {
                if tx
                    .get(Space::ArchiveIndex, &archive_guild_key(guild, id))?
                    .is_none()
                {
                    tx.insert(Space::ArchiveIndex, &by_age, &key)?;
                    tx.insert(Space::ArchiveIndex, &archive_guild_key(guild, id), &by_age)?;
                    add_to_count(tx, &archive_count_key(guild), 1)?;
                }
                Ok::<_, TxAbort<String>>(())
            })?
            .map_err(StoreError::Encode)?;
        indexed += 1;
    }
    Ok(indexed)
}
