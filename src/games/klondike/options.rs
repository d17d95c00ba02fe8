//! Table options: draw size, redeal limit, foundation-to-tableau, automatic play.

use serde::{Deserialize, Serialize};

/// How many cards one turn of the stock moves to the waste.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawCount {
    /// One card at a time (the seed's choice).
    #[default]
    One,
    /// Three at a time, or all that remain if fewer.
    Three,
}

impl DrawCount {
    pub fn cards(self) -> usize {
        match self {
            DrawCount::One => 1,
            DrawCount::Three => 3,
        }
    }
}

/// The rules a table plays with. The default is the seed's game: draw-1, unlimited
/// redeals, foundation cards may come back to the tableau, no automatic play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    pub draw: DrawCount,
    /// How many times the waste may be turned back into the stock; `None` = unlimited.
    pub redeals: Option<u32>,
    /// Whether a foundation's top card may move back onto a tableau pile.
    pub foundation_to_tableau: bool,
    /// Whether safe cards go to the foundations by themselves after every move.
    pub auto_play: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            draw: DrawCount::One,
            redeals: None,
            foundation_to_tableau: true,
            auto_play: false,
        }
    }
}

impl Options {
    /// Draw-3 with otherwise default rules.
    pub fn draw_three() -> Options {
        Options {
            draw: DrawCount::Three,
            ..Options::default()
        }
    }
}
