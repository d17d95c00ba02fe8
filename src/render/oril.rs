//! Oril pictures: the board as both players see it.
//!
//! South's row runs along the bottom, houses 1-6 from left to right; North's row runs
//! along the top, houses 1-6 from right to left, so each player's houses are numbered
//! from their own left as they face the board, and sowing runs counter-clockwise on
//! screen. Each store sits at its owner's right: South's on the right, North's on the
//! left. The numbers 1-6 printed outside each row are the labels of the buttons.
//!
//! Every house shows its stones (drawn up to a few dozen) and their count on a chip.
//! The player to move has a gold panel and gold house numbers on the houses they may
//! sow; the last move is marked with a blue ring on the house sown, an orange pointer
//! at the house where the last stone fell, and red rings on the houses captured. The
//! score is the stores' counts, repeated in each player's panel.
//!
//! The scene types are the renderer's own: the screen fills them from the engine, so
//! this module does not depend on the Oril engine.

mod board;
mod fallback;

use tiny_skia::Pixmap;

use super::Png;

pub use fallback::{board_text, board_text_in};

/// Row index of South (the bottom row) in the scene's arrays.
pub const SOUTH: usize = 0;
/// Row index of North (the top row) in the scene's arrays.
pub const NORTH: usize = 1;

/// One player as the picture names them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerTag {
    /// The Discord display name (any Unicode, any length; truncated to fit).
    pub name: String,
    /// A computer player rather than a person.
    pub is_ai: bool,
    /// The player has pressed "Propose end" and waits for the other.
    pub proposed_end: bool,
}

/// A house on the board: a row ([`SOUTH`] or [`NORTH`]) and a number 1-6 counted from
/// that row's owner's left. Out-of-range values are not drawn.
pub type HouseRef = (usize, u8);

/// What the last sowing move did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastSowing {
    /// Who sowed ([`SOUTH`] or [`NORTH`]).
    pub player: usize,
    /// The house sown, 1-6 on the player's row.
    pub house: u8,
    /// Stones sown (0 if not known).
    pub sown: u8,
    /// Where the last stone fell, if known.
    pub last: Option<HouseRef>,
    /// The houses captured.
    pub captured: Vec<HouseRef>,
    /// Stones captured.
    pub stones_captured: u8,
}

/// Everything the board picture shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardScene {
    /// South, then North.
    pub players: [PlayerTag; 2],
    /// Stones per house: `houses[row][number - 1]`.
    pub houses: [[u8; 6]; 2],
    /// Stones captured so far: South's store, then North's.
    pub stores: [u8; 2],
    /// Whose move it is ([`SOUTH`] or [`NORTH`]), `None` once the game is over.
    pub to_move: Option<usize>,
    /// The houses (1-6) the player to move may sow.
    pub playable: Vec<u8>,
    /// The last sowing move, if any.
    pub last_move: Option<LastSowing>,
    /// A short caption for the rules in force, such as "Oril rules".
    pub rules: String,
    /// A headline across the board once the game has ended ("Alice wins 27-21").
    pub banner: Option<String>,
}

/// Picture width in pixels.
pub const WIDTH: u32 = board::WIDTH;
/// Picture height in pixels.
pub const HEIGHT: u32 = board::HEIGHT;

/// Draws and encodes the board picture (960 x 500).
pub fn render_board(scene: &BoardScene) -> Png {
    Png::from_pixmap(&board_pixmap(scene))
}

/// The board picture with its labels in `lang`.
pub fn render_board_in(scene: &BoardScene, lang: crate::i18n::Lang) -> Png {
    Png::from_pixmap(&board::draw(scene, lang))
}

/// The board picture before PNG encoding, for tests and other front ends.
pub fn board_pixmap(scene: &BoardScene) -> Pixmap {
    board::draw(scene, crate::i18n::Lang::EnUs)
}

/// The centre of a house on the picture, in pixels (`None` for a house that does
/// not exist), for tests.
pub fn house_center(house: HouseRef) -> Option<(f32, f32)> {
    board::house_center(house)
}

/// The centre of a player's store on the picture, for tests.
pub fn store_center(player: usize) -> Option<(f32, f32)> {
    board::store_center(player)
}
