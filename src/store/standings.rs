//! Standings: each person's running record in one game on one server, brought up to date
//! at every game end in the same transaction that writes its results. `/stats`,
//! `/leaderboard`, Share, `/oril scores` and `/klondike stats` read these few rows
//! instead of replaying a server's history on every call.
//!
//! One function, [`add_end`], moves standings by one game end; the backfill of an older
//! store and `stats::tally` replay results through it too, so every path counts alike.

use super::kv::{Space, Tx, TxAbort};
use super::results::{people_named, GameResult, Verdict};
use super::{Store, StoreError};
use serde::{Deserialize, Serialize};
use skillratings::elo::{elo, EloConfig, EloRating};
use skillratings::Outcomes;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The rating every person starts from.
pub const START_RATING: f64 = 1000.0;

/// How many rated games a standing's rating history keeps.
pub const RATING_HISTORY: usize = 60;

/// Games, wins, draws, losses and points over some set of results.
///
/// It keeps no unknown fields (it is `Copy`): a field added here comes with a new
/// [`crate::store::SCHEMA`] for the standing, which an older build then shows but
/// leaves as it is (see `rewritable`), so it never drops the field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub points: i64,
}

impl Tally {
    fn add(&mut self, result: &GameResult) {
        self.games += 1;
        self.points += result.score;
        match result.verdict() {
            Verdict::Win => self.wins += 1,
            Verdict::Draw => self.draws += 1,
            Verdict::Loss => self.losses += 1,
        }
    }

    fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.points += other.points;
    }
}

/// One person's record in one game on one server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Standing {
    /// The record's schema: a newer one is shown but never rewritten here.
    pub schema: u32,
    pub user: u64,
    /// The name of their latest game.
    pub name: String,
    /// Games that count in records and boards ([`GameResult::counts`]).
    pub counted: Tally,
    /// Current and best run of counted wins.
    pub streak: u32,
    pub best_streak: u32,
    /// Elo rating from two-person games between persons.
    pub rating: f64,
    /// Games that moved the rating.
    pub rated_games: u32,
    /// Every game as played, stand-ins and help included (`/oril scores`, a
    /// solitaire's deals).
    pub played: Tally,
    /// The shortest counted win, in milliseconds.
    pub fastest_win_ms: Option<u64>,
    /// The lowest score of a counted win (a solitaire's fewest moves).
    pub lowest_winning_score: Option<i64>,
    /// Games played with help or on a known deal.
    pub assisted: u32,
    /// The rating after each of the latest rated games, oldest first (at most
    /// [`RATING_HISTORY`]): the web's graph of a rating over time.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rating_history: Vec<f64>,
    /// Fields a newer build wrote that this one does not know: kept, so rewriting the
    /// record here (a rollback deploy) never drops them.
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, serde_json::Value>,
}

impl Default for Standing {
    fn default() -> Standing {
        Standing {
            schema: crate::store::SCHEMA,
            user: 0,
            name: String::new(),
            counted: Tally::default(),
            streak: 0,
            best_streak: 0,
            rating: START_RATING,
            rated_games: 0,
            played: Tally::default(),
            fastest_win_ms: None,
            lowest_winning_score: None,
            assisted: 0,
            rating_history: Vec::new(),
            unknown_fields: serde_json::Map::new(),
        }
    }
}

impl Standing {
    pub fn new(user: u64) -> Standing {
        Standing {
            user,
            ..Standing::default()
        }
    }

    fn add(&mut self, result: &GameResult) {
        self.name = result.name.clone();
        self.played.add(result);
        self.assisted += u32::from(result.assisted);
        if !result.counts() {
            return;
        }
        self.counted.add(result);
        match result.verdict() {
            Verdict::Win => {
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
                self.fastest_win_ms = Some(
                    self.fastest_win_ms
                        .map_or(result.length_ms, |ms| ms.min(result.length_ms)),
                );
                self.lowest_winning_score = Some(
                    self.lowest_winning_score
                        .map_or(result.score, |s| s.min(result.score)),
                );
            }
            Verdict::Draw | Verdict::Loss => self.streak = 0,
        }
    }

    /// This person's standings on several servers as one (a solitaire's record across
    /// every server): tallies add up, bests are the best of all.
    pub fn merged<'a>(user: u64, parts: impl IntoIterator<Item = &'a Standing>) -> Standing {
        let mut all = Standing::new(user);
        for part in parts {
            all.name.clone_from(&part.name);
            all.counted.merge(&part.counted);
            all.played.merge(&part.played);
            all.assisted += part.assisted;
            all.best_streak = all.best_streak.max(part.best_streak);
            all.fastest_win_ms = min_of(all.fastest_win_ms, part.fastest_win_ms);
            all.lowest_winning_score = min_of(all.lowest_winning_score, part.lowest_winning_score);
        }
        all
    }
}

fn min_of<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Move `standings` (by person; the ones this end names must be present or are
/// started fresh) by one game end: `end` holds the new results of one table's round,
/// every seat. Persons only: computer seats have no standing.
pub fn add_end(standings: &mut HashMap<u64, Standing>, end: &[&GameResult]) {
    let mut seats: Vec<&GameResult> = end.to_vec();
    seats.sort_by_key(|r| r.seat);
    for result in &seats {
        if let Some(user) = result.user {
            standings
                .entry(user)
                .or_insert_with(|| Standing::new(user))
                .add(result);
        }
    }
    // The rating moves once per two-person game between persons, from the first
    // counted seat's side.
    let rated = seats
        .iter()
        .find(|r| r.counts() && !r.unrated && r.against_persons_only() && r.opponents.len() == 1);
    let Some(result) = rated else { return };
    let (Some(me), Some(them)) = (result.user, result.opponents[0].user) else {
        return;
    };
    let outcome = match result.verdict() {
        Verdict::Win => Outcomes::WIN,
        Verdict::Draw => Outcomes::DRAW,
        Verdict::Loss => Outcomes::LOSS,
    };
    let rating_of = |user: u64| EloRating {
        rating: standings.get(&user).map_or(START_RATING, |s| s.rating),
    };
    let (mine, theirs) = elo(
        &rating_of(me),
        &rating_of(them),
        &outcome,
        &EloConfig::new(),
    );
    for (user, rating) in [(me, mine.rating), (them, theirs.rating)] {
        let standing = standings.entry(user).or_insert_with(|| Standing::new(user));
        standing.rating = rating;
        standing.rated_games += 1;
        standing.rating_history.push(rating);
        let excess = standing.rating_history.len().saturating_sub(RATING_HISTORY);
        standing.rating_history.drain(..excess);
    }
}

/// The results of one game, grouped into ends (one table's round), each end once, in
/// the order they finished.
pub fn ends<'a>(results: impl IntoIterator<Item = &'a GameResult>) -> Vec<Vec<&'a GameResult>> {
    let mut by_end: HashMap<(u64, u64), Vec<&GameResult>> = HashMap::new();
    for result in results {
        by_end
            .entry((result.table_id, result.round))
            .or_default()
            .push(result);
    }
    let mut ends: Vec<Vec<&GameResult>> = by_end.into_values().collect();
    ends.sort_by_key(|end| {
        let first = end
            .iter()
            .min_by_key(|r| r.seat)
            .expect("an end has a seat");
        (first.finished_ms, first.table_id, first.round)
    });
    ends
}

/// Every person's standing from `results` (one game, one server), replayed in the
/// order the games finished.
pub fn replay(results: &[GameResult]) -> HashMap<u64, Standing> {
    let mut standings = HashMap::new();
    for end in ends(results) {
        add_end(&mut standings, &end);
    }
    standings
}

/// The key of a person's standing: game, server, person. A server's standings share
/// the prefix [`server_prefix`].
pub fn key(game: &str, guild_id: Option<u64>, user: u64) -> Vec<u8> {
    let mut key = server_prefix(game, guild_id);
    key.extend_from_slice(format!("{user:020}").as_bytes());
    key
}

pub fn server_prefix(game: &str, guild_id: Option<u64>) -> Vec<u8> {
    super::results::server_prefix(game, guild_id)
}

/// Move the standings of everyone `results` name, a game and server at a time.
pub(super) fn add_to_standings(
    tx: &mut Tx,
    results: Vec<&GameResult>,
) -> Result<(), TxAbort<String>> {
    let mut by_server: BTreeMap<(&str, Option<u64>), Vec<&GameResult>> = BTreeMap::new();
    for result in results {
        by_server
            .entry((result.game.as_str(), result.guild_id))
            .or_default()
            .push(result);
    }
    for ((game, guild), results) in by_server {
        let mut current = HashMap::new();
        // Standings this build cannot rewrite faithfully stay as they are.
        let mut kept = HashSet::new();
        for user in results.iter().flat_map(|r| people_named(r)) {
            if current.contains_key(&user) || kept.contains(&user) {
                continue;
            }
            let Some(bytes) = tx.get(Space::Standings, &key(game, guild, user))? else {
                continue;
            };
            // A newer build's standing still rates this game's opponents by its
            // rating; only the rewrite is left out.
            let standing = read_standing(&bytes);
            if !standing.as_ref().is_some_and(rewritable) {
                kept.insert(user);
            }
            if let Some(standing) = standing {
                current.insert(user, standing);
            }
        }
        for end in ends(results.iter().copied()) {
            add_end(&mut current, &end);
        }
        for standing in current.values().filter(|s| !kept.contains(&s.user)) {
            write_standing(tx, game, guild, standing)?;
        }
    }
    Ok(())
}

fn read_standing(bytes: &[u8]) -> Option<Standing> {
    match serde_json::from_slice(bytes) {
        Ok(standing) => Some(standing),
        Err(err) => {
            tracing::warn!(%err, "a stored standing could not be read; it is not shown");
            None
        }
    }
}

/// Whether this build may move a stored standing and write it back: one of a schema
/// it knows. A newer build's (or a damaged one, which does not read) is left as it is,
/// never replaced by one started again.
fn rewritable(standing: &Standing) -> bool {
    let known = standing.schema <= crate::store::SCHEMA;
    if !known {
        tracing::warn!(
            schema = standing.schema,
            "a standing written by a newer build is left as it is"
        );
    }
    known
}

fn write_standing(
    tx: &mut Tx,
    game: &str,
    guild: Option<u64>,
    standing: &Standing,
) -> Result<(), TxAbort<String>> {
    let key = key(game, guild, standing.user);
    let value = serde_json::to_vec(standing).map_err(|e| TxAbort::Abort(e.to_string()))?;
    tx.insert(Space::Standings, &key, &value)?;
    tx.insert(Space::ByPerson, &mention_key(standing.user, &key), &[])?;
    Ok(())
}

/// The person index's entries for a person's standings: `user/~standing/` and the
/// standing's key, so one game's standings of a person share `user/~standing/game/`.
pub(super) fn mention_prefix(user: u64) -> Vec<u8> {
    format!("{user:020}/~standing/").into_bytes()
}

fn mention_key(user: u64, standing_key: &[u8]) -> Vec<u8> {
    let mut mention = mention_prefix(user);
    mention.extend_from_slice(standing_key);
    mention
}

/// Each person's standing per game and server ([`Store::standings`]).
#[derive(Clone, Copy)]
pub struct Standings<'a> {
    store: &'a Store,
}

impl Store {
    /// The standings (see [`Standings`]).
    pub fn standings(&self) -> Standings<'_> {
        Standings { store: self }
    }
}

impl Standings<'_> {
    /// A person's standing in `game` on one server (`None`: direct messages).
    pub fn get(
        &self,
        game: &str,
        guild_id: Option<u64>,
        user: u64,
    ) -> Result<Option<Standing>, StoreError> {
        let bytes = self
            .store
            .kv
            .get(Space::Standings, &key(game, guild_id, user))?;
        Ok(bytes.and_then(|bytes| read_standing(&bytes)))
    }

    /// The standings of `game` a person may see from `guild_id`: the server's, or in
    /// direct messages (`None`) only their own, since every person's direct messages
    /// with the bot are kept under the same "no server".
    pub fn seen_by(
        &self,
        game: &str,
        guild_id: Option<u64>,
        viewer: u64,
    ) -> Result<Vec<Standing>, StoreError> {
        if guild_id.is_none() {
            return Ok(self.get(game, None, viewer)?.into_iter().collect());
        }
        self.store
            .kv
            .scan_prefix(Space::Standings, &server_prefix(game, guild_id))
            .filter_map(|entry| match entry {
                Ok((_, bytes)) => read_standing(&bytes).map(Ok),
                Err(err) => Some(Err(err)),
            })
            .collect()
    }

    /// A person's standings in `game` on every server, through the person index.
    pub fn of_person(&self, game: &str, user: u64) -> Result<Vec<Standing>, StoreError> {
        let mut prefix = mention_prefix(user);
        prefix.extend_from_slice(format!("{game}/").as_bytes());
        let mentions: Vec<Vec<u8>> = self
            .store
            .kv
            .scan_prefix(Space::ByPerson, &prefix)
            .map(|entry| entry.map(|(key, _)| key))
            .collect::<Result<_, _>>()?;
        let skip = mention_prefix(user).len();
        let keys: Vec<Vec<u8>> = mentions.iter().map(|m| m[skip..].to_vec()).collect();
        let stored = self.store.kv.get_many(Space::Standings, &keys)?;
        Ok(stored
            .into_iter()
            .flatten()
            .filter_map(|bytes| read_standing(&bytes))
            .filter(|s| s.user == user)
            .collect())
    }
}

impl Standings<'_> {
    /// Rebuild every standing from the stored results (`cantina rebuild-standings`):
    /// the repair for standings that cannot be read, which a game end leaves as they
    /// are. Run with the bots stopped: a game end meanwhile may count twice or not at
    /// all. Returns how many standings were written.
    pub fn rebuild(&self) -> Result<u64, StoreError> {
        let written = backfill(self.store)?;
        self.store.kv.flush()?;
        Ok(written)
    }

    /// Overwrite a standing with bytes no build reads (tests of the repair).
    #[doc(hidden)]
    pub fn damage_for_tests(
        &self,
        game: &str,
        guild_id: Option<u64>,
        user: u64,
    ) -> Result<(), StoreError> {
        self.store
            .kv
            .insert(Space::Standings, &key(game, guild_id, user), b"\xffdamaged")
    }
}

/// Standings written to the store at a time while they are built.
const BACKFILL_BATCH: usize = 1000;

/// Build every standing from the stored results (a store of an older layout), a
/// server at a time, replacing any there. Returns how many were written.
pub(super) fn backfill(store: &Store) -> Result<u64, StoreError> {
    let stale: Vec<Vec<u8>> = store
        .kv
        .range(Space::Standings, &[], None)
        .map(|entry| entry.map(|(key, _)| key))
        .collect::<Result<_, _>>()?;
    for chunk in stale.chunks(BACKFILL_BATCH) {
        store.kv.remove_many(Space::Standings, chunk)?;
    }
    let mut written = 0;
    let mut server: Option<Vec<u8>> = None;
    let mut results: Vec<GameResult> = Vec::new();
    let mut flush = |results: &mut Vec<GameResult>| -> Result<(), StoreError> {
        let Some(first) = results.first() else {
            return Ok(());
        };
        let (game, guild) = (first.game.clone(), first.guild_id);
        let mut pairs = Vec::new();
        let mut mentions = Vec::new();
        for standing in replay(results).into_values() {
            let key = key(&game, guild, standing.user);
            let value =
                serde_json::to_vec(&standing).map_err(|e| StoreError::Encode(e.to_string()))?;
            mentions.push((mention_key(standing.user, &key), Vec::new()));
            pairs.push((key, value));
        }
        written += pairs.len() as u64;
        for chunk in pairs.chunks(BACKFILL_BATCH) {
            store.kv.insert_many(Space::Standings, chunk)?;
        }
        for chunk in mentions.chunks(BACKFILL_BATCH) {
            store.kv.insert_many(Space::ByPerson, chunk)?;
        }
        results.clear();
        Ok(())
    };
    for entry in store.kv.range(Space::Results, &[], None) {
        let (key, bytes) = entry?;
        let result =
            match super::encoding::decode::<GameResult>(&super::encoding::key_name(&key), &bytes) {
                Ok(result) => result,
                Err(err) => {
                    tracing::warn!(%err, "a stored result is left out of the standings");
                    continue;
                }
            };
        let this_server = super::results::server_prefix(&result.game, result.guild_id);
        if server.as_ref() != Some(&this_server) {
            flush(&mut results)?;
            server = Some(this_server);
        }
        results.push(result);
    }
    flush(&mut results)?;
    Ok(written)
}

#[cfg(test)]
mod tests;
