//! UNO cards: colours, faces, the 108-card deck, points and short codes.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four card colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    Red,
    Yellow,
    Green,
    Blue,
}

impl Color {
    /// All colours, in a fixed order (also the order used for ties).
    pub const ALL: [Color; 4] = [Color::Red, Color::Yellow, Color::Green, Color::Blue];

    /// Position in [`Color::ALL`], handy for per-colour tables.
    pub fn index(self) -> usize {
        match self {
            Color::Red => 0,
            Color::Yellow => 1,
            Color::Green => 2,
            Color::Blue => 3,
        }
    }

    /// One-letter code used in short card codes.
    pub fn letter(self) -> char {
        match self {
            Color::Red => 'R',
            Color::Yellow => 'Y',
            Color::Green => 'G',
            Color::Blue => 'B',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Red => "Red",
            Color::Yellow => "Yellow",
            Color::Green => "Green",
            Color::Blue => "Blue",
        })
    }
}

/// What is printed on a card besides its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Face {
    /// A number card, 0 to 9.
    Number(u8),
    Skip,
    Reverse,
    DrawTwo,
    Wild,
    WildDrawFour,
}

impl Face {
    /// Wild and Wild Draw Four carry no colour until played.
    pub fn is_wild(self) -> bool {
        matches!(self, Face::Wild | Face::WildDrawFour)
    }

    /// Cards that make the next seat draw (the ones that can be stacked).
    pub fn draw_amount(self) -> Option<usize> {
        match self {
            Face::DrawTwo => Some(2),
            Face::WildDrawFour => Some(4),
            _ => None,
        }
    }
}

/// A physical card. Wild cards have `color: None`; the colour named when a wild is
/// played is kept by the game as the current colour, never written onto the card, so
/// a card keeps its identity when the discard pile is reshuffled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    pub color: Option<Color>,
    pub face: Face,
}

impl Card {
    /// A coloured card. (Use [`Card::wild`] / [`Card::wild_draw_four`] for wilds.)
    pub const fn new(color: Color, face: Face) -> Card {
        Card {
            color: Some(color),
            face,
        }
    }

    /// A coloured number card.
    pub const fn number(color: Color, n: u8) -> Card {
        Card::new(color, Face::Number(n))
    }

    pub const fn wild() -> Card {
        Card {
            color: None,
            face: Face::Wild,
        }
    }

    pub const fn wild_draw_four() -> Card {
        Card {
            color: None,
            face: Face::WildDrawFour,
        }
    }

    pub fn is_wild(self) -> bool {
        self.face.is_wild()
    }

    /// Whether the card exists in a real deck (a wild has no colour, others have one,
    /// numbers are 0-9). Actions naming impossible cards are refused with this.
    pub fn is_valid(self) -> bool {
        match self.face {
            Face::Wild | Face::WildDrawFour => self.color.is_none(),
            Face::Number(n) => n <= 9 && self.color.is_some(),
            _ => self.color.is_some(),
        }
    }

    /// Points the card is worth in a loser's hand at the end of a round.
    pub fn points(self) -> u32 {
        match self.face {
            Face::Number(n) => u32::from(n),
            Face::Skip | Face::Reverse | Face::DrawTwo => 20,
            Face::Wild | Face::WildDrawFour => 50,
        }
    }

    /// Short code such as "R7", "YS" (skip), "GR" (reverse), "B+2", "W", "W+4".
    pub fn code(self) -> String {
        let face = match self.face {
            Face::Number(n) => n.to_string(),
            Face::Skip => "S".to_string(),
            Face::Reverse => "R".to_string(),
            Face::DrawTwo => "+2".to_string(),
            Face::Wild => "W".to_string(),
            Face::WildDrawFour => "W+4".to_string(),
        };
        match self.color {
            Some(c) => format!("{}{}", c.letter(), face),
            None => face,
        }
    }

    /// Parses a short code produced by [`Card::code`] (case-insensitive).
    pub fn from_code(code: &str) -> Option<Card> {
        let up = code.trim().to_ascii_uppercase();
        match up.as_str() {
            "W" => return Some(Card::wild()),
            "W+4" => return Some(Card::wild_draw_four()),
            _ => {}
        }
        let mut chars = up.chars();
        let color = match chars.next()? {
            'R' => Color::Red,
            'Y' => Color::Yellow,
            'G' => Color::Green,
            'B' => Color::Blue,
            _ => return None,
        };
        let face = match chars.as_str() {
            "S" => Face::Skip,
            "R" => Face::Reverse,
            "+2" => Face::DrawTwo,
            d if d.len() == 1 => Face::Number(d.parse().ok()?),
            _ => return None,
        };
        Some(Card::new(color, face))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let face = match self.face {
            Face::Number(n) => n.to_string(),
            Face::Skip => "Skip".to_string(),
            Face::Reverse => "Reverse".to_string(),
            Face::DrawTwo => "Draw Two".to_string(),
            Face::Wild => return f.write_str("Wild"),
            Face::WildDrawFour => return f.write_str("Wild Draw Four"),
        };
        match self.color {
            Some(c) => write!(f, "{c} {face}"),
            None => f.write_str(&face),
        }
    }
}

/// Number of cards in a full deck.
pub const DECK_SIZE: usize = 108;

/// The full 108-card deck in a fixed order (shuffle it before use).
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for color in Color::ALL {
        deck.push(Card::number(color, 0));
        for _ in 0..2 {
            for n in 1..=9 {
                deck.push(Card::number(color, n));
            }
            deck.push(Card::new(color, Face::Skip));
            deck.push(Card::new(color, Face::Reverse));
            deck.push(Card::new(color, Face::DrawTwo));
        }
    }
    for _ in 0..4 {
        deck.push(Card::wild());
        deck.push(Card::wild_draw_four());
    }
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_108_cards_with_official_counts() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        let count = |c: Card| deck.iter().filter(|&&d| d == c).count();
        assert_eq!(count(Card::number(Color::Red, 0)), 1);
        assert_eq!(count(Card::number(Color::Blue, 7)), 2);
        assert_eq!(count(Card::new(Color::Green, Face::DrawTwo)), 2);
        assert_eq!(count(Card::wild()), 4);
        assert_eq!(count(Card::wild_draw_four()), 4);
        for color in Color::ALL {
            assert_eq!(deck.iter().filter(|c| c.color == Some(color)).count(), 25);
        }
        assert!(deck.iter().all(|c| c.is_valid()));
    }

    #[test]
    fn codes_round_trip_and_display_reads_well() {
        for card in full_deck() {
            assert_eq!(Card::from_code(&card.code()), Some(card));
        }
        assert_eq!(Card::number(Color::Red, 7).to_string(), "Red 7");
        assert_eq!(Card::wild_draw_four().to_string(), "Wild Draw Four");
        assert_eq!(Card::new(Color::Blue, Face::DrawTwo).code(), "B+2");
        assert_eq!(Card::from_code("X9"), None);
    }

    #[test]
    fn points_follow_the_scoring_rule() {
        assert_eq!(Card::number(Color::Red, 7).points(), 7);
        assert_eq!(Card::new(Color::Red, Face::Skip).points(), 20);
        assert_eq!(Card::wild().points(), 50);
        assert_eq!(Card::wild_draw_four().points(), 50);
    }
}
