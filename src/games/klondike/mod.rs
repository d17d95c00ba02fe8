//! Klondike solitaire, as the seed assignment plays it.
//!
//! # Rules
//! One player, 52 cards. Seven tableau piles: pile i gets i cards, only the top one face
//! up; the other 24 cards form the face-down stock; the waste and the four foundations
//! start empty. Piles are numbered for commands and the board: 1-7 tableau, 8 stock,
//! 9 waste, 10-13 foundations. A deal comes from a 64-bit deal number (a uniform
//! shuffle from a seeded ChaCha8 RNG) or from an explicit order of the 52 cards.
//!
//! Moves, written "from to" or "from to count":
//! - 8 9 turns one card from the stock onto the waste (draw-3 option: three, or all
//!   that remain); 9 8 turns the whole waste back into the stock once the stock is
//!   empty, as often as the player likes (option: a limited number of redeals).
//! - The waste top may go to a foundation or a tableau pile.
//! - A face-up card, or a face-up run starting at any face-up card, may move onto
//!   another tableau pile if it continues a descending sequence of alternating
//!   colours; an empty pile takes only a King or a run led by a King.
//! - A tableau top may go to a foundation; foundations build up by suit, Ace to King.
//! - A foundation top may come back to a tableau pile (option, on by default).
//! - A face-down card left on top of a tableau pile is turned face up at once.
//! - An impossible move is refused with a reason and changes nothing.
//!
//! The game is won when all 52 cards are on the foundations. [`Klondike::is_stuck`]
//! tells when no move can make progress any more; the [`solver`] tells earlier when a
//! deal can no longer be won, and gives hints.

mod autoplay;
mod board;
mod card;
mod describe;
mod error;
mod game_impl;
mod history;
mod layout;
mod moves;
mod options;
mod pile;
mod play;
mod rules;
pub mod solver;
mod state;
mod stuck;
pub mod talon;

pub use card::{Card, Suit};
pub use error::{CardParseError, DealError, MoveError};
pub use game_impl::Action;
pub use moves::{Move, Order};
pub use options::{DrawCount, Options};
pub use pile::{Pile, PileKind};
pub use state::{Column, DealId, Klondike, UNDO_DEPTH};
