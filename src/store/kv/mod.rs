//! The store contract's lowest layer: ordered key-value spaces with atomic transactions,
//! an id counter and a durability wait, on either backend.
//!
//! - **sled** (the default): embedded, one process, `DATABASE_PATH`.
//! - **PostgreSQL**: `DATABASE_URL=postgres://...`, shared by several processes.
//!
//! Everything above ([`super::Store`]) is written once against this layer, so both
//! backends keep the same keys, the same records and the same behaviour, and the same
//! tests run against both. Keys sort bytewise in both (sled's order, and PostgreSQL's
//! `bytea` order), so a prefix or range read is an index range on either.
//!
//! Writes land at once and are visible at once; they are durable after [`Kv::flush`]
//! (sled's fsync; on PostgreSQL, one synchronous commit, which makes every earlier
//! asynchronous commit durable too, since the log is written in order).

mod postgres;
mod sled_kv;
mod sled_snapshot;

pub(super) use postgres::PgKv;
pub use postgres::PgOptions;
pub(super) use sled_kv::SledKv;

use super::StoreError;

/// A key space: a sled tree, or a `space` value of PostgreSQL's `kv` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// Markers and counters (forget markers, the id floor, one-time flags).
    Meta,
    /// Live tables and their summaries.
    Tables,
    /// Finished tables kept for "Play again".
    Archive,
    /// Per-person records (careers, decks).
    Players,
    /// One record per seat of every finished game.
    Results,
    /// Index: a person's results by person (`user/game/result key` → nothing).
    ByPerson,
    /// Index: archived tables by when they finished and by server.
    ArchiveIndex,
    /// Index: live tables by server (`guild, table id` → nothing).
    LiveIndex,
    /// Each person's running record per game and server (`store::standings`).
    Standings,
    /// The public steps of each game, for its replay (`store::replays`).
    Replays,
}

impl Space {
    /// Every space, in the order a backup writes them.
    pub const ALL: [Space; 10] = [
        Space::Meta,
        Space::Tables,
        Space::Archive,
        Space::Players,
        Space::Results,
        Space::ByPerson,
        Space::ArchiveIndex,
        Space::LiveIndex,
        Space::Standings,
        Space::Replays,
    ];

    /// The name on disk and in backups. `Meta` keeps sled's name for its default tree,
    /// which older databases and backups used.
    pub fn name(self) -> &'static str {
        match self {
            Space::Meta => "__sled__default",
            Space::Tables => "tables",
            Space::Archive => "archive",
            Space::Players => "players",
            Space::Results => "results",
            Space::ByPerson => "by_person",
            Space::ArchiveIndex => "archive_index",
            Space::LiveIndex => "live_index",
            Space::Standings => "standings",
            Space::Replays => "replays",
        }
    }

    pub fn from_name(name: &str) -> Option<Space> {
        Space::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .or((name == "default").then_some(Space::Meta))
    }
}

/// A key and its value.
pub type Pair = (Vec<u8>, Vec<u8>);

/// Entries in key order, read lazily (PostgreSQL reads a page at a time).
pub type KvIter<'a> = Box<dyn Iterator<Item = Result<Pair, StoreError>> + Send + 'a>;

/// Why a transaction's closure stopped: its own refusal, or the backend (a conflict to
/// retry, or a failure).
pub enum TxAbort<E> {
    Abort(E),
    Fail(TxFail),
}

/// A backend's failure inside a transaction; `?` turns it into [`TxAbort::Fail`].
pub enum TxFail {
    Sled(sled::transaction::UnabortableTransactionError),
    Pg(tokio_postgres::Error),
    /// The database did not answer in time.
    Store(StoreError),
}

impl<E> From<TxFail> for TxAbort<E> {
    fn from(fail: TxFail) -> Self {
        TxAbort::Fail(fail)
    }
}

/// The transaction's view: reads see its own writes; nothing lands unless it commits.
pub enum Tx<'a> {
    Sled(sled_kv::SledTx<'a>),
    Pg(postgres::PgTx<'a>),
}

impl Tx<'_> {
    pub fn get(&mut self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, TxFail> {
        match self {
            Tx::Sled(tx) => tx.get(space, key),
            Tx::Pg(tx) => tx.get(space, key),
        }
    }

    pub fn insert(&mut self, space: Space, key: &[u8], value: &[u8]) -> Result<(), TxFail> {
        match self {
            Tx::Sled(tx) => tx.insert(space, key, value),
            Tx::Pg(tx) => tx.insert(space, key, value),
        }
    }

    pub fn remove(&mut self, space: Space, key: &[u8]) -> Result<(), TxFail> {
        match self {
            Tx::Sled(tx) => tx.remove(space, key),
            Tx::Pg(tx) => tx.remove(space, key),
        }
    }

    /// The values of `keys`, in their order (one round trip on PostgreSQL).
    pub fn get_many(
        &mut self,
        space: Space,
        keys: &[Vec<u8>],
    ) -> Result<Vec<Option<Vec<u8>>>, TxFail> {
        match self {
            Tx::Sled(tx) => keys.iter().map(|key| tx.get(space, key)).collect(),
            Tx::Pg(tx) => tx.get_many(space, keys),
        }
    }

    /// Several writes at once (keys unique; one statement on PostgreSQL).
    pub fn insert_many(&mut self, space: Space, pairs: &[Pair]) -> Result<(), TxFail> {
        match self {
            Tx::Sled(tx) => pairs.iter().try_for_each(|(k, v)| tx.insert(space, k, v)),
            Tx::Pg(tx) => tx.insert_many(space, pairs),
        }
    }

    /// Remove every key of `keys` (one statement on PostgreSQL).
    pub fn remove_many(&mut self, space: Space, keys: &[Vec<u8>]) -> Result<(), TxFail> {
        match self {
            Tx::Sled(tx) => keys.iter().try_for_each(|key| tx.remove(space, key)),
            Tx::Pg(tx) => tx.remove_many(space, keys),
        }
    }

    /// Go on only while this process still runs table `table` under `fence` (see
    /// [`Kv::fence`]); else the transaction fails with [`StoreError::Fenced`].
    pub fn own(&mut self, table: u64, fence: Option<i64>) -> Result<(), TxFail> {
        match (self, fence) {
            (Tx::Pg(tx), Some(epoch)) => tx.own(table, epoch),
            _ => Ok(()),
        }
    }

    /// Table `table` ended: nobody runs it any more.
    pub fn end_owner(&mut self, table: u64) -> Result<(), TxFail> {
        match self {
            Tx::Sled(_) => Ok(()),
            Tx::Pg(tx) => tx.end_owner(table),
        }
    }
}

/// One of the two backends (cheap to clone).
#[derive(Clone)]
pub enum Kv {
    Sled(SledKv),
    Postgres(PgKv),
}

impl Kv {
    pub fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        match self {
            Kv::Sled(kv) => kv.get(space, key),
            Kv::Postgres(kv) => kv.get(space, key),
        }
    }

    pub fn insert(&self, space: Space, key: &[u8], value: &[u8]) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => kv.insert(space, key, value),
            Kv::Postgres(kv) => kv.insert(space, key, value),
        }
    }

    /// Several writes at once: one statement on PostgreSQL, so they land together; one
    /// by one on sled, in order.
    pub fn insert_many(&self, space: Space, pairs: &[Pair]) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => pairs.iter().try_for_each(|(k, v)| kv.insert(space, k, v)),
            Kv::Postgres(kv) => kv.insert_many(space, pairs),
        }
    }

    /// [`Kv::insert_many`] of table `table`'s entries under its `fence`: on PostgreSQL
    /// they land only while this process still runs the table (compared in the same
    /// statement), else [`StoreError::Fenced`].
    pub fn insert_many_fenced(
        &self,
        space: Space,
        pairs: &[Pair],
        table: u64,
        fence: Option<i64>,
    ) -> Result<(), StoreError> {
        match (self, fence) {
            (Kv::Postgres(kv), Some(epoch)) => kv.insert_many_fenced(space, pairs, (table, epoch)),
            _ => self.insert_many(space, pairs),
        }
    }

    /// The values of `keys`, in their order (one round trip on PostgreSQL).
    pub fn get_many(
        &self,
        space: Space,
        keys: &[Vec<u8>],
    ) -> Result<Vec<Option<Vec<u8>>>, StoreError> {
        match self {
            Kv::Sled(kv) => keys.iter().map(|key| kv.get(space, key)).collect(),
            Kv::Postgres(kv) => kv.get_many(space, keys),
        }
    }

    /// Remove every key of `keys` (one statement on PostgreSQL; one by one on sled).
    pub fn remove_many(&self, space: Space, keys: &[Vec<u8>]) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => keys.iter().try_for_each(|key| kv.remove(space, key)),
            Kv::Postgres(kv) => kv.remove_many(space, keys),
        }
    }

    pub fn remove(&self, space: Space, key: &[u8]) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => kv.remove(space, key),
            Kv::Postgres(kv) => kv.remove(space, key),
        }
    }

    /// Entries with `start <= key < end` (`end` `None`: to the last key), in key order.
    pub fn range(&self, space: Space, start: &[u8], end: Option<&[u8]>) -> KvIter<'_> {
        match self {
            Kv::Sled(kv) => kv.range(space, start, end),
            Kv::Postgres(kv) => kv.range(space, start, end),
        }
    }

    /// Entries whose key starts with `prefix`, in key order.
    pub fn scan_prefix(&self, space: Space, prefix: &[u8]) -> KvIter<'_> {
        let end = prefix_end(prefix);
        self.range(space, prefix, end.as_deref())
    }

    /// Every entry of `spaces`, as of the moment the call begins, while writes go on:
    /// PostgreSQL reads them in one snapshot while other processes write; sled (one
    /// process) keeps the values that this process's writes meanwhile replace (see
    /// `sled_snapshot.rs`). A space's entries come in key order, except on sled the
    /// ones deleted during the read, which come at its end.
    pub fn scan_snapshot(
        &self,
        spaces: &[Space],
        each: &mut dyn FnMut(Space, Pair) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => kv.scan_snapshot(spaces, each),
            Kv::Postgres(kv) => kv.scan_snapshot(spaces, each),
        }
    }

    /// How many entries a space holds.
    pub fn len(&self, space: Space) -> Result<u64, StoreError> {
        match self {
            Kv::Sled(kv) => Ok(kv.len(space)),
            Kv::Postgres(kv) => kv.len(space),
        }
    }

    /// Run `change` atomically over every space. It may run more than once (a conflict
    /// is retried), so it must not act outside the transaction.
    pub fn transaction<R, E>(
        &self,
        change: impl Fn(&mut Tx) -> Result<R, TxAbort<E>>,
    ) -> Result<Result<R, E>, StoreError> {
        self.transaction_as(&[], change)
    }

    /// [`Kv::transaction`] on behalf of `people`: it does not overlap a forget marker
    /// of theirs being written ([`Kv::insert_as`]), so it either sees the marker or
    /// commits before it. sled runs every transaction under its global write lock,
    /// which plain writes wait for: nothing more is needed there. PostgreSQL's
    /// serializable transactions do not see plain writes as conflicts, so a lock per
    /// person is taken before the transaction begins (its snapshot then comes after
    /// any marker written under that lock).
    pub fn transaction_as<R, E>(
        &self,
        people: &[u64],
        change: impl Fn(&mut Tx) -> Result<R, TxAbort<E>>,
    ) -> Result<Result<R, E>, StoreError> {
        match self {
            Kv::Sled(kv) => kv.transaction(change),
            Kv::Postgres(kv) => kv.transaction(people, change),
        }
    }

    /// Write one entry on behalf of `person`: not while a transaction on their behalf
    /// runs ([`Kv::transaction_as`]). A forget's marker.
    pub fn insert_as(
        &self,
        person: u64,
        space: Space,
        key: &[u8],
        value: &[u8],
    ) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => kv.insert(space, key, value),
            Kv::Postgres(kv) => kv.insert_as(person, space, key, value),
        }
    }

    /// A counter value never given before, in this process or any other on the same
    /// database (the caller adds one and the restore floor).
    pub fn generate_id(&self) -> Result<u64, StoreError> {
        match self {
            Kv::Sled(kv) => kv.generate_id(),
            Kv::Postgres(kv) => kv.generate_id(),
        }
    }

    /// Make the shared id sequence give only ids above `floor` (PostgreSQL).
    pub fn raise_ids(&self, floor: u64) -> Result<(), StoreError> {
        match self {
            Kv::Sled(_) => Ok(()),
            Kv::Postgres(kv) => kv.raise_ids(floor),
        }
    }

    /// Make every write before this call durable.
    pub fn flush(&self) -> Result<(), StoreError> {
        match self {
            Kv::Sled(kv) => kv.flush(),
            Kv::Postgres(kv) => kv.flush(),
        }
    }

    /// Take table `id` for this process (`false`: another process runs it). sled is
    /// opened by one process only, so every table is this process's.
    pub fn claim(&self, id: u64) -> Result<bool, StoreError> {
        match self {
            Kv::Sled(_) => Ok(true),
            Kv::Postgres(kv) => kv.claim(id),
        }
    }

    /// Let go of table `id`.
    pub fn release(&self, id: u64) {
        if let Kv::Postgres(kv) = self {
            kv.release(id);
        }
    }

    /// The fence of table `id`'s writes: the epoch of this process's claim on it
    /// (`None`: not claimed here, or sled, where one process runs every table).
    pub fn fence(&self, id: u64) -> Option<i64> {
        match self {
            Kv::Sled(_) => None,
            Kv::Postgres(kv) => kv.fence(id),
        }
    }

    /// A write of table `id` was fenced off: another process runs it now.
    pub fn lost(&self, id: u64) {
        if let Kv::Postgres(kv) = self {
            kv.lost(id);
        }
    }

    /// Look at the claims (after a database restart the locks are taken again): the
    /// tables this process held but lost, whose actors must stop.
    pub fn check_claims(&self) -> Result<Vec<u64>, StoreError> {
        match self {
            Kv::Sled(_) => Ok(Vec::new()),
            Kv::Postgres(kv) => kv.check_claims(),
        }
    }

    /// Whether the backend is PostgreSQL (several processes may share it).
    pub fn is_shared(&self) -> bool {
        matches!(self, Kv::Postgres(_))
    }
}

/// The first key after every key starting with `prefix` (`None`: there is none).
pub fn prefix_end(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < u8::MAX {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_ends_after_its_last_key() {
        assert_eq!(prefix_end(b"ab"), Some(b"ac".to_vec()));
        assert_eq!(prefix_end(&[1, 0xFF]), Some(vec![2]));
        assert_eq!(prefix_end(&[0xFF, 0xFF]), None);
        assert_eq!(prefix_end(b""), None);
    }
}
