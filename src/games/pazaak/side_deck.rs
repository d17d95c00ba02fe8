//! Side decks and collections: the checked 10-card deck a player brings to a match, and
//! the cards a career player owns.
//!
//! A `Vec<SideCard>` from a player is unchecked input; a [`SideDeck`] is checked, so the
//! engine never has to ask again whether a deck is legal.

use super::cards::SideCard;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Number of cards in a side deck.
pub const SIDE_DECK_SIZE: usize = 10;

/// Why a side deck was refused, written for the player who built it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    #[error("A side deck needs exactly {SIDE_DECK_SIZE} cards; this one has {0}.")]
    WrongSize(usize),
    #[error("{0} is not a real side card.")]
    InvalidCard(SideCard),
    #[error("You put {wanted}× {card} in the deck but own only {owned}.")]
    NotOwned {
        card: SideCard,
        wanted: u32,
        owned: u32,
    },
}

/// A checked side deck of exactly ten valid cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<SideCard>", into = "Vec<SideCard>")]
pub struct SideDeck(Vec<SideCard>);

impl SideDeck {
    /// Check a deck for a free game or a challenge with free choice: any ten cards.
    pub fn new(cards: Vec<SideCard>) -> Result<SideDeck, DeckError> {
        if cards.len() != SIDE_DECK_SIZE {
            return Err(DeckError::WrongSize(cards.len()));
        }
        if let Some(bad) = cards.iter().find(|c| !c.is_valid()) {
            return Err(DeckError::InvalidCard(*bad));
        }
        Ok(SideDeck(cards))
    }

    /// Check a deck built from a collection: also every card must be owned, as many
    /// times as it appears.
    pub fn from_collection(
        cards: Vec<SideCard>,
        collection: &Collection,
    ) -> Result<SideDeck, DeckError> {
        let deck = SideDeck::new(cards)?;
        for (card, wanted) in Collection::from_cards(deck.cards()).counts() {
            let owned = collection.count(card);
            if wanted > owned {
                return Err(DeckError::NotOwned {
                    card,
                    wanted,
                    owned,
                });
            }
        }
        Ok(deck)
    }

    /// The ten cards.
    pub fn cards(&self) -> &[SideCard] {
        &self.0
    }
}

impl TryFrom<Vec<SideCard>> for SideDeck {
    type Error = DeckError;
    fn try_from(cards: Vec<SideCard>) -> Result<Self, Self::Error> {
        SideDeck::new(cards)
    }
}

impl From<SideDeck> for Vec<SideCard> {
    fn from(deck: SideDeck) -> Vec<SideCard> {
        deck.0
    }
}

/// Side cards a player owns, with how many copies of each.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collection(BTreeMap<SideCard, u32>);

impl Collection {
    /// A collection holding exactly these cards.
    pub fn from_cards(cards: &[SideCard]) -> Collection {
        let mut c = Collection::default();
        for card in cards {
            c.add(*card, 1);
        }
        c
    }

    /// How many copies of `card` are owned.
    pub fn count(&self, card: SideCard) -> u32 {
        self.0.get(&card).copied().unwrap_or(0)
    }

    /// Add copies of a card.
    pub fn add(&mut self, card: SideCard, copies: u32) {
        *self.0.entry(card).or_insert(0) += copies;
    }

    /// Every owned card type with its count, in card order.
    pub fn counts(&self) -> impl Iterator<Item = (SideCard, u32)> + '_ {
        self.0
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(c, n)| (*c, *n))
    }

    /// Total number of cards owned.
    pub fn len(&self) -> u32 {
        self.0.values().sum()
    }

    /// Whether nothing is owned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
