//! Cards of the 52-card deck: suits, ranks, colours, and their text forms.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::error::CardParseError;

/// A suit. Hearts and diamonds are red, spades and clubs black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    /// All four suits, in the order used for card numbers.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// 0-3, the position in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether this suit is red (hearts, diamonds).
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The suit symbol shown on the board.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// One card, numbered 0-51 (suit * 13 + rank - 1), so a deal is a plain permutation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Card(u8);

impl Card {
    /// The card of `suit` and `rank` (1 = Ace ... 13 = King), or `None` for a bad rank.
    pub fn new(suit: Suit, rank: u8) -> Option<Card> {
        (1..=13)
            .contains(&rank)
            .then(|| Card(suit.index() as u8 * 13 + rank - 1))
    }

    /// The card with number `index` (0-51).
    pub fn from_index(index: u8) -> Option<Card> {
        (index < 52).then_some(Card(index))
    }

    /// The card's number, 0-51.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// All 52 cards in number order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// 1 = Ace ... 13 = King.
    pub fn rank(self) -> u8 {
        self.0 % 13 + 1
    }

    pub fn is_red(self) -> bool {
        self.suit().is_red()
    }

    /// Whether `self` may lie on `below` in the tableau: one rank lower, other colour.
    pub fn fits_on(self, below: Card) -> bool {
        self.rank() + 1 == below.rank() && self.is_red() != below.is_red()
    }
}

impl TryFrom<u8> for Card {
    type Error = CardParseError;
    fn try_from(index: u8) -> Result<Card, CardParseError> {
        Card::from_index(index).ok_or(CardParseError::BadNumber(index))
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// Rank as shown: A, 2-10, J, Q, K.
pub fn rank_name(rank: u8) -> &'static str {
    const NAMES: [&str; 14] = [
        "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    NAMES.get(rank as usize).copied().unwrap_or("?")
}

/// Rank as a word, for refusal messages ("a red 7 goes on a black 8").
pub fn rank_word(rank: u8) -> &'static str {
    const WORDS: [&str; 14] = [
        "?", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King",
    ];
    WORDS.get(rank as usize).copied().unwrap_or("?")
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", rank_name(self.rank()), self.suit().symbol())
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Accepts "10♠", "10s", "Ts", "QH", "a♦": a rank (A 2-10 T J Q K) then a suit
    /// (symbol or letter S H D C), case-insensitive.
    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let bad = || CardParseError::BadText(text.to_string());
        let text = text.trim();
        let suit_char = text.chars().last().ok_or_else(bad)?;
        let rank_text = &text[..text.len() - suit_char.len_utf8()];
        let suit = match suit_char.to_ascii_uppercase() {
            'S' | '♠' => Suit::Spades,
            'H' | '♥' => Suit::Hearts,
            'D' | '♦' => Suit::Diamonds,
            'C' | '♣' => Suit::Clubs,
            _ => return Err(bad()),
        };
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digit => digit
                .parse::<u8>()
                .ok()
                .filter(|r| (2..=9).contains(r))
                .ok_or_else(bad)?,
        };
        Card::new(suit, rank).ok_or_else(bad)
    }
}
