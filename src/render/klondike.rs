//! Klondike pictures: the whole board of one solitaire game.
//!
//! The board is laid out as people expect a solitaire table: along the top the stock
//! (8, a face-down card with the number of cards left, or an empty place saying
//! whether it can be turned back), the waste (9, its top card, or the top three fanned
//! in draw-3) and the four foundations (10-13); below them the seven tableau piles
//! (1-7), face-down cards as overlapping backs and face-up runs fanned so every card's
//! rank and suit can be read. Each pile carries its number in a tag above it, the
//! numbers the `/klondike move from: to:` command takes, so a person can type a move
//! from the picture alone. Piles a hint or the last move names are marked in gold.
//!
//! The scene types below are the renderer's own: the screen fills them from the game,
//! so this module does not depend on the Klondike engine.

mod board;
mod card;
mod fallback;

use tiny_skia::Pixmap;

use super::Png;

pub use fallback::{board_text, board_text_in, card_text};

/// A suit. Hearts and diamonds are red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }
}

/// A face-up card: rank 1 (Ace) to 13 (King) and suit. Ranks outside 1-13 are drawn
/// as "?" rather than refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    pub rank: u8,
    pub suit: Suit,
}

impl CardFace {
    /// "A", "2" ... "10", "J", "Q", "K".
    pub fn rank_name(self) -> &'static str {
        const NAMES: [&str; 14] = [
            "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        NAMES.get(self.rank as usize).copied().unwrap_or("?")
    }
}

/// One tableau pile: `hidden` face-down cards under a face-up run (bottom first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColumnScene {
    pub hidden: usize,
    pub face_up: Vec<CardFace>,
}

/// Everything the board picture shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardScene {
    /// The seven tableau piles, 1 to 7 (extra ones are ignored, missing ones empty).
    pub columns: Vec<ColumnScene>,
    /// Cards left in the stock.
    pub stock: usize,
    /// The waste, bottom first (the picture shows the top one, or three in draw-3).
    pub waste: Vec<CardFace>,
    /// Draw-3: the waste's top three cards are fanned.
    pub draw_three: bool,
    /// The top card of foundations 10-13.
    pub foundations: [Option<CardFace>; 4],
    /// Whether the waste may still be turned back into the stock.
    pub can_redeal: bool,
    /// Pile numbers (1-13) to mark in gold: a hint's or the last move's piles.
    pub marked: Vec<u8>,
    /// A headline across the tableau ("Won in 4:31").
    pub banner: Option<String>,
}

/// A rectangle on a picture, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// Draws and encodes the board picture (960 pixels wide; 600 high, taller when a
/// pile's fan needs it).
pub fn render_board(scene: &BoardScene) -> Png {
    Png::from_pixmap(&board_pixmap(scene))
}

/// The board picture with its words in `lang`.
pub fn render_board_in(scene: &BoardScene, lang: crate::i18n::Lang) -> Png {
    Png::from_pixmap(&board::draw(scene, lang))
}

/// The board picture before PNG encoding, for tests and other front ends.
pub fn board_pixmap(scene: &BoardScene) -> Pixmap {
    board::draw(scene, crate::i18n::Lang::EnUs)
}

/// Where pile `number` (1-13) is drawn: the place of its bottom card (for the
/// tableau, the whole fan), or `None` for a number that is no pile.
pub fn pile_area(scene: &BoardScene, number: u8) -> Option<Area> {
    board::pile_area(scene, number)
}

/// Where the number tag of pile `number` (1-13) is drawn.
pub fn tag_area(number: u8) -> Option<Area> {
    board::tag_area(number)
}
