//! The game state: piles, the deal, options and the undo history, plus read access.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::card::{Card, Suit};
use super::error::DealError;
use super::history::Step;
use super::options::Options;

/// One tableau pile: cards from bottom to top, the first `hidden` of them face down.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Column {
    pub(crate) cards: Vec<Card>,
    pub(crate) hidden: u8,
}

impl Column {
    /// Every card, bottom to top, face-down ones included.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
    /// How many cards at the bottom are face down.
    pub fn hidden(&self) -> usize {
        self.hidden as usize
    }
    /// The face-up cards, bottom to top (always a descending run of alternating colours).
    pub fn face_up(&self) -> &[Card] {
        &self.cards[self.hidden()..]
    }
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// Where a deal came from, so a person can replay or share it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealId {
    /// Shuffled by a ChaCha8 RNG seeded with this number.
    Number(u64),
    /// Dealt from an explicit order of the 52 cards.
    Order,
}

/// A game of Klondike in progress.
///
/// The shuffle is the only random event, so the deal number (or the explicit order)
/// plus the history replays a game exactly; the RNG is not kept after the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Klondike {
    pub(crate) options: Options,
    pub(crate) deal: DealId,
    pub(crate) columns: [Column; 7],
    /// Face down, top = last.
    pub(crate) stock: Vec<Card>,
    /// Face up, top = last.
    pub(crate) waste: Vec<Card>,
    /// The top card of each foundation slot; a slot holds one suit from Ace up.
    pub(crate) foundations: [Option<Card>; 4],
    /// How many times the waste has been turned back into the stock.
    pub(crate) redeals: u32,
    pub(crate) history: Vec<Step>,
    /// Moves dropped from the front of `history` (Undo goes back at most
    /// [`UNDO_DEPTH`] steps), so a stored game stays bounded however long it is played.
    #[serde(default)]
    pub(crate) forgotten: u32,
    pub(crate) resigned: bool,
}

/// How many steps Undo can take back at most: the history kept for it is capped, so
/// each change writes a record of bounded size.
pub const UNDO_DEPTH: usize = 300;

impl Klondike {
    /// Deal number `deal`: a uniform shuffle from a ChaCha8 RNG seeded with it.
    pub fn new(deal: u64, options: Options) -> Klondike {
        let mut rng = ChaCha8Rng::seed_from_u64(deal);
        let mut deck: Vec<Card> = Card::deck().collect();
        deck.shuffle(&mut rng);
        let mut game = Klondike::deal_cards(&deck, options);
        game.deal = DealId::Number(deal);
        game
    }

    /// Deal from an explicit order: `order[0]` is dealt first. The seed's deal: in round
    /// i (1-7) one card goes to each pile from i to 7, face up on pile i and face down on
    /// the others; the 24 cards left form the stock, `order[28]` on top.
    pub fn from_order(order: &[Card], options: Options) -> Result<Klondike, DealError> {
        if order.len() != 52 {
            return Err(DealError::WrongCount(order.len()));
        }
        let mut seen = [false; 52];
        for &card in order {
            if std::mem::replace(&mut seen[card.index()], true) {
                return Err(DealError::Duplicate(card));
            }
        }
        Ok(Klondike::deal_cards(order, options))
    }

    /// Deal from card names separated by spaces or commas ("A♠ 10H QD ...").
    pub fn from_text(text: &str, options: Options) -> Result<Klondike, DealError> {
        let cards = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<Card>, _>>()?;
        Klondike::from_order(&cards, options)
    }

    fn deal_cards(order: &[Card], options: Options) -> Klondike {
        let mut columns: [Column; 7] = Default::default();
        let mut next = order.iter().copied();
        for round in 0..7 {
            for column in columns.iter_mut().skip(round) {
                column.cards.extend(next.next());
            }
        }
        for (i, column) in columns.iter_mut().enumerate() {
            column.hidden = i as u8;
        }
        let mut stock: Vec<Card> = next.collect();
        stock.reverse();
        Klondike {
            options,
            deal: DealId::Order,
            columns,
            stock,
            waste: Vec::new(),
            foundations: [None; 4],
            redeals: 0,
            history: Vec::new(),
            forgotten: 0,
            resigned: false,
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn deal(&self) -> &DealId {
        &self.deal
    }
    /// Tableau pile `index` (0-6).
    pub fn column(&self, index: usize) -> Option<&Column> {
        self.columns.get(index)
    }
    pub fn columns(&self) -> &[Column; 7] {
        &self.columns
    }
    /// Stock cards, top = last (face down to the player).
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }
    /// Waste cards, top = last.
    pub fn waste(&self) -> &[Card] {
        &self.waste
    }
    /// The top card of foundation slot `index` (0-3).
    pub fn foundation_top(&self, index: usize) -> Option<Card> {
        self.foundations.get(index).copied().flatten()
    }
    /// How many cards of `suit` are on the foundations (0-13).
    pub fn foundation_height(&self, suit: Suit) -> u8 {
        self.foundations
            .iter()
            .flatten()
            .find(|top| top.suit() == suit)
            .map_or(0, |top| top.rank())
    }
    /// Cards on all foundations together.
    pub fn foundation_count(&self) -> usize {
        self.foundations
            .iter()
            .flatten()
            .map(|c| c.rank() as usize)
            .sum()
    }
    /// Times the waste has been turned back into the stock.
    pub fn redeals_used(&self) -> u32 {
        self.redeals
    }
    /// Whether another redeal is allowed by the options.
    pub fn redeal_allowed(&self) -> bool {
        self.options
            .redeals
            .is_none_or(|limit| self.redeals < limit)
    }
    /// Moves made so far (automatic ones included).
    pub fn moves_made(&self) -> usize {
        self.forgotten as usize + self.history.len()
    }
    /// The earliest position (in moves made) Undo can still go back to.
    pub fn earliest_undoable(&self) -> usize {
        self.forgotten as usize
    }
    pub fn is_won(&self) -> bool {
        self.foundation_count() == 52
    }
    /// Won or resigned.
    pub fn is_over(&self) -> bool {
        self.resigned || self.is_won()
    }
    pub fn is_resigned(&self) -> bool {
        self.resigned
    }

    /// Every card in the game, from all piles (the 52 cards, if all is well).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .columns
            .iter()
            .flat_map(|c| c.cards.iter().copied())
            .chain(self.stock.iter().copied())
            .chain(self.waste.iter().copied())
            .collect();
        for top in self.foundations.iter().flatten() {
            cards.extend((1..=top.rank()).filter_map(|r| Card::new(top.suit(), r)));
        }
        cards
    }

    /// The foundation slot a card of `suit` goes to: the one holding its suit, else the
    /// first empty one.
    pub fn foundation_slot_for(&self, suit: Suit) -> Option<usize> {
        self.foundations
            .iter()
            .position(|top| top.is_some_and(|t| t.suit() == suit))
            .or_else(|| self.foundations.iter().position(Option::is_none))
    }
}

impl Klondike {
    /// The foundation slot that holds `suit`, if any card of it is up.
    pub fn foundation_top_slot(&self, suit: super::card::Suit) -> Option<usize> {
        self.foundations
            .iter()
            .position(|top| top.is_some_and(|t| t.suit() == suit))
    }
}
