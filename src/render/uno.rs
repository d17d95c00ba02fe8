//! UNO pictures: the shared table and a player's private hand.
//!
//! The table picture shows the seats around an oval table in seat order (clockwise
//! on screen, seat 0 at the top). Each seat badge carries the display name, the
//! number of cards held, the UNO status (called, or pending: down to one card and not
//! yet called), an AI mark and the match score when playing to 500. The seat whose
//! turn it is glows gold; chevrons on the table show the direction of play. In the
//! middle lie the draw pile with its count, the discard pile's top card haloed in the
//! colour to follow (the named colour after a wild), and a strip of the last plays,
//! oldest first and fading with age.
//!
//! The hand picture lays a player's cards out in rows of at most ten, each numbered
//! underneath (1, 2, 3, ...) in the same order as the buttons or select menu, with
//! playable cards bright and lifted and unplayable ones darkened.
//!
//! The scene types below are the renderer's own: the table fills them from the game's
//! views, so this module does not depend on the UNO engine.

mod card;
mod fallback;
mod hand;
mod table;

use tiny_skia::Pixmap;

use super::Png;
use crate::i18n::Lang;

pub use fallback::{hand_text, hand_text_in, table_text, table_text_in};

/// A card's colour; `Wild` is the black of Wild and Wild Draw Four cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardColor {
    Red,
    Yellow,
    Green,
    Blue,
    Wild,
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardSymbol {
    /// 0 to 9.
    Number(u8),
    Skip,
    Reverse,
    DrawTwo,
    Wild,
    WildDrawFour,
}

/// A card as seen face up. A Wild or Wild Draw Four with a suit `color` is a played
/// wild whose named colour is shown (used on the discard pile and the recent strip).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    pub color: CardColor,
    pub symbol: CardSymbol,
}

/// Whether a seat has to, or did, call "UNO!".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UnoBadge {
    /// Nothing to show.
    #[default]
    None,
    /// The seat called UNO and holds one card.
    Called,
    /// The seat holds one card (or two with the call window open) and has not called
    /// yet: others may still catch it.
    Pending,
}

/// One seat's public information.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatBadge {
    /// The Discord display name (any Unicode, any length; truncated to fit).
    pub name: String,
    pub card_count: usize,
    pub uno: UnoBadge,
    /// An AI seat rather than a person.
    pub is_ai: bool,
    /// Match points so far, when playing to a points goal.
    pub score: Option<u32>,
}

/// Everything the public table picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableScene {
    /// The discard pile's top card.
    pub top: CardFace,
    /// The colour to follow: the top card's colour, or the named colour after a wild
    /// (`Wild` while no colour has been named yet).
    pub current_color: CardColor,
    /// Play moves to increasing seat indices (clockwise on the picture).
    pub clockwise: bool,
    /// 2 to 10 seats in seat order.
    pub seats: Vec<SeatBadge>,
    /// Whose turn it is (an index into `seats`; out of range highlights nobody).
    pub current_seat: usize,
    /// Cards left in the draw pile.
    pub deck_count: usize,
    /// The last few plays, oldest first (the last five are shown).
    pub recent: Vec<CardFace>,
    /// A headline across the table when a round has ended ("Alice wins 87 points").
    pub round_over_banner: Option<String>,
}

/// One card in a hand, with whether it may be played right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandCard {
    pub face: CardFace,
    pub playable: bool,
}

/// Everything a player's private hand picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScene {
    /// Cards in the order of the buttons / select menu that play them.
    pub cards: Vec<HandCard>,
    /// A heading such as "Your hand - Alice".
    pub title: String,
}

/// A rectangle on a picture, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// Draws and encodes the public table picture (960 x 540), its words in English.
pub fn render_table(scene: &TableScene) -> Png {
    render_table_in(scene, Lang::EnUs)
}

/// Draws and encodes the public table picture with its words in `lang`.
pub fn render_table_in(scene: &TableScene, lang: Lang) -> Png {
    Png::from_pixmap(&table::draw(scene, lang))
}

/// Draws and encodes a player's hand picture (at most 850 px wide; rows of ten).
pub fn render_hand(scene: &HandScene) -> Png {
    render_hand_in(scene, Lang::EnUs)
}

/// Draws and encodes a player's hand picture with its words in `lang`.
pub fn render_hand_in(scene: &HandScene, lang: Lang) -> Png {
    Png::from_pixmap(&hand::draw(scene, lang))
}

/// The table picture before PNG encoding, for tests and other front ends.
pub fn table_pixmap(scene: &TableScene) -> Pixmap {
    table::draw(scene, Lang::EnUs)
}

/// The hand picture before PNG encoding, for tests and other front ends.
pub fn hand_pixmap(scene: &HandScene) -> Pixmap {
    hand::draw(scene, Lang::EnUs)
}

/// Where card `index` of the hand is drawn (None if it is not drawn: out of range,
/// or beyond the picture's card limit).
pub fn hand_card_area(scene: &HandScene, index: usize) -> Option<Area> {
    hand::card_area(scene, index)
}
