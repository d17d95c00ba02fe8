//! The live tables in direct messages, indexed by the people they name: a person's
//! personal screen in a DM (`/oril matches`) reads their own tables, not every DM table
//! of every person (direct messages are all stored under one "no server").
//!
//! Entries live in the live-table index beside the server entries, under a first byte
//! no server's key has (a server id is below 2^63): `0xFF, person, table id`. They are
//! written when a DM table's people change (this process remembers the people it last
//! indexed per table, so a click writes nothing more), and go with the table's end and
//! with the person's forget.

use super::kv::{Space, Tx, TxAbort};
use super::*;

const PEOPLE_MARK: u8 = 0xFF;

/// Set once every DM table written before this index was kept has been indexed.
const INDEXED: &[u8] = b"live_people_indexed";

pub(super) fn person_prefix(user: u64) -> Vec<u8> {
    let mut key = vec![PEOPLE_MARK];
    key.extend_from_slice(&user.to_be_bytes());
    key
}

fn person_key(user: u64, id: u64) -> Vec<u8> {
    let mut key = person_prefix(user);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

impl Store {
    /// Index DM table `id` under `people` if they are not the people this process
    /// indexed it under last (the ones no longer named leave the index).
    pub(super) fn index_dm_people(&self, id: u64, people: Vec<u64>) -> Result<(), StoreError> {
        let known = {
            let indexed = self.dm_people.lock().unwrap_or_else(|p| p.into_inner());
            indexed.get(&id).cloned()
        };
        if known.as_ref() == Some(&people) {
            return Ok(());
        }
        let added: Vec<_> = people
            .iter()
            .map(|&user| (person_key(user, id), Vec::new()))
            .collect();
        self.kv.insert_many(Space::LiveIndex, &added)?;
        let gone: Vec<Vec<u8>> = known
            .unwrap_or_default()
            .into_iter()
            .filter(|user| !people.contains(user))
            .map(|user| person_key(user, id))
            .collect();
        self.kv.remove_many(Space::LiveIndex, &gone)?;
        let mut indexed = self.dm_people.lock().unwrap_or_else(|p| p.into_inner());
        indexed.insert(id, people);
        Ok(())
    }

    /// The index entries of DM table `id` that its end removes: its people now, and
    /// the ones this process indexed it under.
    pub(super) fn dm_people_keys(&self, id: u64, people: &[u64]) -> Vec<Vec<u8>> {
        let mut all = people.to_vec();
        {
            let mut indexed = self.dm_people.lock().unwrap_or_else(|p| p.into_inner());
            all.extend(indexed.remove(&id).unwrap_or_default());
        }
        all.sort_unstable();
        all.dedup();
        all.into_iter().map(|user| person_key(user, id)).collect()
    }

    /// A person forgotten: their DM tables' entries go (the tables themselves are
    /// erased by the processes running them).
    pub(super) fn forget_dm_people(&self, user: u64) -> Result<(), StoreError> {
        let keys: Vec<Vec<u8>> = self
            .kv
            .scan_prefix(Space::LiveIndex, &person_prefix(user))
            .map(|entry| entry.map(|(key, _)| key))
            .collect::<Result<_, _>>()?;
        self.kv.remove_many(Space::LiveIndex, &keys)
    }

    /// The live DM tables naming `user`, read through their index: only theirs.
    pub fn live_dm_tables_of<T: DeserializeOwned>(&self, user: u64) -> (Vec<T>, Vec<StoreError>) {
        let mut bad = Vec::new();
        let mut ids = Vec::new();
        for entry in self.kv.scan_prefix(Space::LiveIndex, &person_prefix(user)) {
            match entry {
                Ok((key, _)) => ids.push(encoding::table_id(&key[9..])),
                Err(err) => bad.push(err),
            }
        }
        let (good, more_bad) = self.read_live(&ids);
        bad.extend(more_bad);
        (good, bad)
    }

    /// Index the DM tables written before this index was kept, once per database:
    /// `tables` are their ids with the people their summaries name.
    pub fn index_dm_tables_once(&self, tables: &[(u64, Vec<u64>)]) -> Result<(), StoreError> {
        if self.kv.get(Space::Meta, INDEXED)?.is_some() {
            return Ok(());
        }
        let entries: Vec<_> = tables
            .iter()
            .flat_map(|(id, people)| {
                people
                    .iter()
                    .map(|&user| (person_key(user, *id), Vec::new()))
            })
            .collect();
        for batch in entries.chunks(512) {
            self.kv.insert_many(Space::LiveIndex, batch)?;
        }
        self.kv.insert(Space::Meta, INDEXED, &[1])
    }
}

/// Remove DM table entries in a table's end.
pub(super) fn remove_in<E>(tx: &mut Tx, keys: &[Vec<u8>]) -> Result<(), TxAbort<E>> {
    tx.remove_many(Space::LiveIndex, keys)?;
    Ok(())
}
