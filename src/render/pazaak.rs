//! Pazaak pictures: the shared table of a match and a player's private hand.
//!
//! The table picture stacks the two players' tables, one panel each. A panel shows the
//! name (and an AI tag), three marks for the sets needed to win (filled when won), the
//! number of hand cards still held as small card backs (never their faces), a status
//! tag (TURN, STANDING, BUST, CHOOSING DECK, WINNER), the cards laid this set in nine
//! slots, and the total in a disc at the right (gold at exactly 20, red over 20). A
//! header names the set and how many main-deck cards are left; a banner crosses the
//! middle when the match is over.
//!
//! Cards are coloured as in the seed: main deck green, plus blue, minus red, plus/minus
//! red and blue, specials (Double, the Flip cards, the Tiebreaker) yellow.
//!
//! The hand picture lays out a player's hand cards (or a side deck being built) in
//! rows of at most ten, each numbered underneath like its button, playable cards
//! bright and lifted, the others dimmed.
//!
//! The scene types are the renderer's own, filled by the screen from the game's views,
//! so this module does not depend on the Pazaak engine.

mod card;
mod fallback;
mod hand;
mod table;

use tiny_skia::Pixmap;

use super::Png;

use crate::i18n::Lang;
pub use fallback::{hand_text, hand_text_in, table_text, table_text_in};

/// The colour family of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// A green main-deck card.
    Main,
    /// A blue plus card.
    Plus,
    /// A red minus card.
    Minus,
    /// A red-and-blue plus/minus card.
    PlusMinus,
    /// A yellow special card: Double, Flip 2&4, Flip 3&6, Tiebreaker.
    Special,
}

/// A card as printed: its colour family and a short label ("7", "+3", "-2", "±4",
/// "D", "2&4", "±1T"). A plus/minus card on a table shows its chosen sign ("-4").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    pub kind: CardKind,
    pub label: String,
}

impl CardFace {
    pub fn new(kind: CardKind, label: impl Into<String>) -> CardFace {
        CardFace {
            kind,
            label: label.into(),
        }
    }
}

/// A seat's state as shown by its status tag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SeatStatus {
    /// Nothing special (waiting for the other player).
    #[default]
    Waiting,
    /// This seat is on turn.
    Turn,
    Standing,
    /// Over 20 at the end of the turn: the set is lost.
    Bust,
    /// Still picking a side deck before the match.
    ChoosingDeck,
    /// The side deck is in; waiting for the other player's.
    DeckReady,
    /// Won the match.
    Winner,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatScene {
    /// The Discord display name (any Unicode, any length; truncated to fit).
    pub name: String,
    pub is_ai: bool,
    /// Cards on this player's table, in the order laid (nine at most are shown).
    pub table: Vec<CardFace>,
    pub total: i32,
    /// Sets won so far (0 to 3).
    pub sets_won: u8,
    /// Hand cards still held (their faces are never shown).
    pub hand_left: usize,
    pub status: SeatStatus,
}

/// Everything the public table picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableScene {
    pub seats: [SeatScene; 2],
    /// 1-based set number; 0 before the first set (decks being chosen).
    pub set_number: u32,
    /// Cards left in this set's main deck.
    pub main_deck_left: usize,
    /// A headline across the table ("Ana wins the match 3-1").
    pub banner: Option<String>,
}

/// One hand card with whether it may be played right now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandCard {
    pub face: CardFace,
    pub playable: bool,
    /// The number printed under the card, matching its button.
    pub number: usize,
}

/// Everything a player's private hand picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScene {
    /// A heading such as "Your hand" or "Your side deck (7 of 10)".
    pub title: String,
    /// Cards in the order of their buttons.
    pub cards: Vec<HandCard>,
}

/// Draws and encodes the public table picture (960 x 400).
pub fn render_table(scene: &TableScene) -> Png {
    Png::from_pixmap(&table_pixmap(scene))
}

/// The table picture with its words in `lang`.
pub fn render_table_in(scene: &TableScene, lang: Lang) -> Png {
    Png::from_pixmap(&table::draw(scene, lang))
}

/// Draws and encodes a hand picture (at most 900 px wide; rows of ten).
pub fn render_hand(scene: &HandScene) -> Png {
    Png::from_pixmap(&hand_pixmap(scene))
}

/// The hand picture with its words in `lang`.
pub fn render_hand_in(scene: &HandScene, lang: Lang) -> Png {
    Png::from_pixmap(&hand::draw(scene, lang))
}

/// The table picture before PNG encoding.
pub fn table_pixmap(scene: &TableScene) -> Pixmap {
    table::draw(scene, Lang::EnUs)
}

/// The hand picture before PNG encoding.
pub fn hand_pixmap(scene: &HandScene) -> Pixmap {
    hand::draw(scene, Lang::EnUs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, cards: usize, status: SeatStatus) -> SeatScene {
        let faces = [
            CardFace::new(CardKind::Main, "10"),
            CardFace::new(CardKind::PlusMinus, "-6"),
            CardFace::new(CardKind::Special, "+1T"),
            CardFace::new(CardKind::Minus, "-5"),
            CardFace::new(CardKind::Plus, "+6"),
        ];
        SeatScene {
            name: name.into(),
            is_ai: true,
            table: faces.iter().cycle().take(cards).cloned().collect(),
            total: -14,
            sets_won: 7,
            hand_left: 40,
            status,
        }
    }

    #[test]
    fn the_table_has_a_fixed_size_whatever_it_holds() {
        for cards in [0, 1, 9, 15] {
            let scene = TableScene {
                seats: [
                    seat(&"W".repeat(200), cards, SeatStatus::Turn),
                    seat("\n\t@everyone 🂠", cards, SeatStatus::Bust),
                ],
                set_number: 99,
                main_deck_left: 40,
                banner: Some("x".repeat(500)),
            };
            let pm = table_pixmap(&scene);
            assert_eq!((pm.width(), pm.height()), (table::WIDTH, table::HEIGHT));
        }
    }

    #[test]
    fn cards_are_painted_in_their_colours() {
        let scene = TableScene {
            seats: [
                SeatScene {
                    table: vec![CardFace::new(CardKind::Main, "")],
                    ..seat("a", 0, SeatStatus::Waiting)
                },
                SeatScene {
                    table: vec![CardFace::new(CardKind::Special, "")],
                    ..seat("b", 0, SeatStatus::Waiting)
                },
            ],
            set_number: 1,
            main_deck_left: 38,
            banner: None,
        };
        let pm = table_pixmap(&scene);
        // Sample the inside of each first card slot, away from the frame and label.
        let probe = |seat: usize| {
            let y = 44.0 + seat as f32 * (166.0 + 14.0) + (166.0 - 58.0 * card::ASPECT) / 2.0;
            let (x, y) = ((14.0 + 224.0 + 14.0 + 12.0) as u32, (y + 14.0) as u32);
            let p = pm.pixel(x, y).unwrap();
            (p.red(), p.green(), p.blue())
        };
        let (r, g, b) = probe(0);
        assert!(g > r + 60 && g > b + 40, "main card is green: {r},{g},{b}");
        let (r, g, b) = probe(1);
        assert!(
            r > 180 && g > 150 && b < 80,
            "special card is yellow: {r},{g},{b}"
        );
    }

    #[test]
    fn hands_and_decks_stay_within_bounds() {
        for n in [0, 1, 5, 10, 30, 60] {
            let scene = HandScene {
                title: "Your side deck".into(),
                cards: (0..n)
                    .map(|i| HandCard {
                        face: CardFace::new(CardKind::Plus, format!("+{}", i % 6 + 1)),
                        playable: i % 2 == 0,
                        number: i + 1,
                    })
                    .collect(),
            };
            let picture = render_hand(&scene);
            assert!(
                picture.width <= 900 && picture.height <= 900,
                "{n}: {picture:?}"
            );
            assert!(!picture.png.is_empty());
        }
    }
}
