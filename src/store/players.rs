//! Players' own records (a career, a deck) under game-specific keys, each indexed
//! under its owner (keys end `/<user id>`) so a forget finds it.

use super::encoding::*;
use super::kv::TxAbort;
use super::standings::Standing;
use super::*;

/// Players' own records under game-specific keys ([`Store::players`]).
#[derive(Clone, Copy)]
pub struct Players<'a> {
    store: &'a Store,
}

impl Store {
    /// Players' own records (see [`Players`]).
    pub fn players(&self) -> Players<'_> {
        Players { store: self }
    }
}

impl Players<'_> {
    /// A player's record (career, statistics) under a game-specific key.
    pub fn load<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        match self.store.kv.get(Space::Players, key.as_bytes())? {
            Some(bytes) => decode(key, &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Read, change and write one player record in a transaction (flushed), so a change
    /// made meanwhile by a finished game (a career's payout) is never overwritten.
    /// `change` gets the stored bytes and returns the new bytes and its answer, or
    /// refuses (nothing is written). It may run more than once, so it must be pure.
    pub fn update<R, Refusal>(
        &self,
        key: &str,
        change: impl Fn(Option<&[u8]>) -> Result<(Vec<u8>, R), Refusal>,
    ) -> Result<Result<R, Refusal>, StoreError> {
        self.store.check_injected()?;
        let done = self.store.kv.transaction(|tx| {
            let current = tx.get(Space::Players, key.as_bytes())?;
            match change(current.as_deref()) {
                Ok((bytes, answer)) => {
                    tx.insert(Space::Players, key.as_bytes(), &bytes)?;
                    if let Some(mention) = player_mention_key(key) {
                        tx.insert(Space::ByPerson, &mention, &[])?;
                    }
                    Ok(answer)
                }
                Err(refusal) => Err(TxAbort::Abort(refusal)),
            }
        })?;
        if done.is_ok() {
            self.store.kv.flush()?;
        }
        Ok(done)
    }

    pub fn save<T: Serialize>(&self, key: &str, record: &T) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(record).map_err(|e| StoreError::Encode(e.to_string()))?;
        self.store
            .kv
            .insert(Space::Players, key.as_bytes(), &bytes)?;
        if let Some(mention) = player_mention_key(key) {
            self.store.kv.insert(Space::ByPerson, &mention, &[])?;
        }
        self.store.kv.flush()
    }
}

/// The person index's entries for a person's own records (keys ending `/<user id>`).
pub(super) fn player_mention_prefix(user: u64) -> Vec<u8> {
    format!("{user:020}/~player/").into_bytes()
}

/// The owner a player record's key names (keys end `/<user id>`).
pub(super) fn player_owner(key: &str) -> Option<u64> {
    key.rsplit('/').next()?.parse().ok()
}

/// The person index entry of player record `key`, if the key names its owner.
pub(super) fn player_mention_key(key: &str) -> Option<Vec<u8>> {
    let owner = player_owner(key)?;
    let mut mention = player_mention_prefix(owner);
    mention.extend_from_slice(key.as_bytes());
    Some(mention)
}

/// What a game may read and write in the store, and nothing more: its players' own
/// records (careers, decks), their standings, and the live tables a personal screen
/// lists. A game gets this handle ([`Store::player_records`]) at its start and on its
/// personal screens, never the whole [`Store`]: it cannot archive, prune, forget or
/// write a table. Every method forwards to the handle its doc names.
#[derive(Clone, Copy)]
pub struct PlayerRecords<'a> {
    store: &'a Store,
}

impl Store {
    /// The narrow handle games get (see [`PlayerRecords`]).
    pub fn player_records(&self) -> PlayerRecords<'_> {
        PlayerRecords { store: self }
    }
}

impl PlayerRecords<'_> {
    /// See [`Players::load`].
    pub fn load_player<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        self.store.players().load(key)
    }

    /// See [`Players::update`].
    pub fn update_player<R, Refusal>(
        &self,
        key: &str,
        change: impl Fn(Option<&[u8]>) -> Result<(Vec<u8>, R), Refusal>,
    ) -> Result<Result<R, Refusal>, StoreError> {
        self.store.players().update(key, change)
    }

    /// See [`Standings::of_person`].
    pub fn standings_of_person(&self, game: &str, user: u64) -> Result<Vec<Standing>, StoreError> {
        self.store.standings().of_person(game, user)
    }

    /// See [`Standings::seen_by`].
    pub fn standings_seen_by(
        &self,
        game: &str,
        guild_id: Option<u64>,
        viewer: u64,
    ) -> Result<Vec<Standing>, StoreError> {
        self.store.standings().seen_by(game, guild_id, viewer)
    }

    /// See [`StoredTables::live_in`].
    pub fn live_tables_in<T: DeserializeOwned>(
        &self,
        guild: Option<u64>,
    ) -> (Vec<T>, Vec<StoreError>) {
        self.store.tables().live_in(guild)
    }

    /// See [`Store::live_dm_tables_of`].
    pub fn live_dm_tables_of<T: DeserializeOwned>(&self, user: u64) -> (Vec<T>, Vec<StoreError>) {
        self.store.live_dm_tables_of(user)
    }
}
