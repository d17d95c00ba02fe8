//! One player's saved career: credits, owned cards, side deck and place on the ladder,
//! with the operations between matches (buy, build a deck, record a result).
//!
//! Every operation either succeeds completely or refuses and changes nothing, so a
//! store can write the record after each call without partial updates.

use super::data::{CareerData, Opponent};
use crate::games::pazaak::ai::AiLevel;
use crate::games::pazaak::cards::SideCard;
use crate::games::pazaak::side_deck::{Collection, DeckError, SideDeck};
use serde::{Deserialize, Serialize};

/// The record layout this code writes. Raise it when the layout changes and teach
/// [`Career::load`] to migrate the older layout.
pub const CAREER_SCHEMA_VERSION: u32 = 1;

/// A player's career record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Career {
    pub schema_version: u32,
    pub credits: u64,
    pub collection: Collection,
    pub side_deck: SideDeck,
    /// Index on the ladder of the opponent to beat next; equal to the ladder's length
    /// once every opponent is beaten.
    pub rung: usize,
    pub wins: u32,
    pub losses: u32,
    /// Fields a newer build wrote that this one does not know: kept, so rewriting the
    /// record here (a rollback deploy) never drops them.
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, serde_json::Value>,
}

/// Why a career operation was refused, written for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CareerError {
    #[error("{card} costs {price} credits; you have {credits}.")]
    NotEnoughCredits {
        card: SideCard,
        price: u64,
        credits: u64,
    },
    #[error("The shop does not sell {0}.")]
    NotForSale(SideCard),
    #[error("You have beaten every opponent; the career is complete.")]
    Complete,
    #[error("{0}")]
    Deck(#[from] DeckError),
}

/// Why a saved career could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum CareerLoadError {
    #[error("the saved career is not valid: {0}")]
    Json(#[from] serde_json::Error),
    #[error("the saved career has no schema version")]
    NoVersion,
    #[error("the saved career was written by a newer version (schema {0})")]
    TooNew(u32),
    #[error("unknown career schema version {0}")]
    Unknown(u32),
}

/// What a recorded match did to the career.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchReward {
    pub won: bool,
    pub credits_earned: u64,
    /// Whether that win finished the ladder.
    pub career_complete: bool,
}

impl Career {
    /// A fresh career from the content's starting collection, deck and credits.
    pub fn new(data: &CareerData) -> Result<Career, DeckError> {
        let collection = data.starting_collection();
        let side_deck = SideDeck::from_collection(data.starting_deck.clone(), &collection)?;
        Ok(Career {
            schema_version: CAREER_SCHEMA_VERSION,
            credits: data.starting_credits,
            collection,
            side_deck,
            rung: 0,
            wins: 0,
            losses: 0,
            unknown_fields: serde_json::Map::new(),
        })
    }

    /// The opponent to beat next, or `None` once the ladder is done.
    pub fn current_opponent<'a>(&self, data: &'a CareerData) -> Option<&'a Opponent> {
        data.ladder.get(self.rung)
    }

    /// Whether every opponent has been beaten.
    pub fn is_complete(&self, data: &CareerData) -> bool {
        self.rung >= data.ladder.len()
    }

    /// The two side decks and the computer's level for the next match.
    pub fn next_match(
        &self,
        data: &CareerData,
    ) -> Result<(SideDeck, SideDeck, AiLevel), CareerError> {
        let opp = self.current_opponent(data).ok_or(CareerError::Complete)?;
        Ok((self.side_deck.clone(), opp.side_deck.clone(), opp.ai))
    }

    /// Record the result of a match against the current opponent: a win pays the reward
    /// and moves up the ladder; a loss pays nothing and keeps the same opponent.
    pub fn record_match(
        &mut self,
        won: bool,
        data: &CareerData,
    ) -> Result<MatchReward, CareerError> {
        if self.is_complete(data) {
            return Err(CareerError::Complete);
        }
        let credits_earned = if won {
            self.wins += 1;
            self.rung += 1;
            self.credits = self.credits.saturating_add(data.win_reward);
            data.win_reward
        } else {
            self.losses += 1;
            0
        };
        Ok(MatchReward {
            won,
            credits_earned,
            career_complete: self.is_complete(data),
        })
    }

    /// Buy one copy of a card from the shop.
    pub fn buy(&mut self, card: SideCard, data: &CareerData) -> Result<u64, CareerError> {
        let price = data.price(card).ok_or(CareerError::NotForSale(card))?;
        if price > self.credits {
            return Err(CareerError::NotEnoughCredits {
                card,
                price,
                credits: self.credits,
            });
        }
        self.credits -= price;
        self.collection.add(card, 1);
        Ok(price)
    }

    /// Replace the side deck with one built from owned cards.
    pub fn set_side_deck(&mut self, cards: Vec<SideCard>) -> Result<(), CareerError> {
        self.side_deck = SideDeck::from_collection(cards, &self.collection)?;
        Ok(())
    }

    /// The record as JSON for a store.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// Load a saved record, migrating older layouts to the current one.
    pub fn load(json: &str) -> Result<Career, CareerLoadError> {
        let value: serde_json::Value = serde_json::from_str(json)?;
        let value = migrate(value)?;
        Ok(serde_json::from_value(value)?)
    }
}

/// Bring a saved record up to [`CAREER_SCHEMA_VERSION`], one version step at a time.
fn migrate(value: serde_json::Value) -> Result<serde_json::Value, CareerLoadError> {
    let version = value
        .get("schema_version")
        .and_then(serde_json::Value::as_u64)
        .ok_or(CareerLoadError::NoVersion)?;
    let version = u32::try_from(version).map_err(|_| CareerLoadError::Unknown(u32::MAX))?;
    match version {
        CAREER_SCHEMA_VERSION => Ok(value),
        v if v > CAREER_SCHEMA_VERSION => Err(CareerLoadError::TooNew(v)),
        // Each older layout gets a step here that rewrites it to the next version.
        v => Err(CareerLoadError::Unknown(v)),
    }
}
