//! The career's fixed content: the ladder of opponents, the starting collection and
//! credits, the win reward and the shop's prices. It lives in data/pazaak/career.json
//! and is compiled into the binary, so nothing is read from disk at run time.

use crate::games::pazaak::ai::AiLevel;
use crate::games::pazaak::cards::SideCard;
use crate::games::pazaak::side_deck::{Collection, DeckError, SideDeck};
use serde::{Deserialize, Serialize};

/// The built-in career content as JSON.
pub const BUILTIN_CAREER_JSON: &str = include_str!("../../../../data/pazaak/career.json");

/// One opponent on the ladder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opponent {
    /// Stable id for saved records and logs.
    pub id: String,
    pub name: String,
    /// One line shown before the match.
    pub intro: String,
    pub ai: AiLevel,
    pub side_deck: SideDeck,
}

/// A card on sale and its price in credits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopItem {
    pub card: SideCard,
    pub price: u64,
}

/// Everything fixed about a career.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CareerData {
    pub starting_credits: u64,
    pub win_reward: u64,
    pub starting_collection: Vec<SideCard>,
    pub starting_deck: Vec<SideCard>,
    pub shop: Vec<ShopItem>,
    /// Opponents in the order they must be beaten, easiest first.
    pub ladder: Vec<Opponent>,
}

/// Why career content is unusable (a mistake in the data file).
#[derive(Debug, thiserror::Error)]
pub enum CareerDataError {
    #[error("career data is not valid JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("the ladder has no opponents")]
    EmptyLadder,
    #[error("the starting deck cannot be built from the starting collection: {0}")]
    StartingDeck(DeckError),
    #[error("the shop lists {0} twice")]
    DuplicateShopItem(SideCard),
}

impl CareerData {
    /// Parse and check career content.
    pub fn from_json(json: &str) -> Result<CareerData, CareerDataError> {
        let data: CareerData = serde_json::from_str(json)?;
        if data.ladder.is_empty() {
            return Err(CareerDataError::EmptyLadder);
        }
        SideDeck::from_collection(data.starting_deck.clone(), &data.starting_collection())
            .map_err(CareerDataError::StartingDeck)?;
        for (i, item) in data.shop.iter().enumerate() {
            if data.shop[..i].iter().any(|o| o.card == item.card) {
                return Err(CareerDataError::DuplicateShopItem(item.card));
            }
        }
        Ok(data)
    }

    /// The content shipped with the game.
    pub fn builtin() -> Result<CareerData, CareerDataError> {
        CareerData::from_json(BUILTIN_CAREER_JSON)
    }

    /// The collection a new career starts with.
    pub fn starting_collection(&self) -> Collection {
        Collection::from_cards(&self.starting_collection)
    }

    /// The shop price of a card, if it is on sale.
    pub fn price(&self, card: SideCard) -> Option<u64> {
        self.shop.iter().find(|i| i.card == card).map(|i| i.price)
    }
}
