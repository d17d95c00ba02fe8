//! Oril, the Cape Verdean member of the Oware / Awalé family.
//!
//! # Rules (as the product plays them)
//!
//! Two players face each other across two rows of six houses; each owns the row on
//! their side, numbered 1-6 from their own left. Every house starts with 4 stones (48
//! in all; stones on the board plus both stores are always 48). Who moves first is
//! chosen by the table (random by default).
//!
//! **A move** takes every stone of one non-empty house of your row and sows them one
//! per house counter-clockwise: to your right along your row, then along the
//! opponent's row, and round again. The house you emptied is skipped when the sowing
//! laps the board (12 stones or more).
//!
//! **Captures.** If the last stone lands in an opponent house that now holds 2 or 3,
//! those stones are captured; then the previous house (clockwise) is checked, and so
//! on while each holds 2 or 3 and is on the opponent's row.
//!
//! **Six-house capture.** At most five houses may be captured: a move that would
//! capture all six opponent houses may not be played while you have another legal
//! move. If it is your only legal move it is played, you take every stone left on the
//! board, and the game ends.
//!
//! **Feeding.** If your opponent has no stones you must play a house that gives them
//! at least one. If none does, the game ends and you take the stones on your side.
//!
//! **No stones.** A player with no stones on their side when it is their turn cannot
//! move: the game ends and the opponent adds the stones on their own side to their
//! store.
//!
//! **Cycles and the agreed end.** If a position (board and side to move) repeats with
//! no capture since its first occurrence, the game ends and each player takes the
//! stones on their own side. Both players may also agree to end the game that way at
//! any time: each presses [`OrilAction::AgreeEnd`]; the game ends once both have (a
//! sowing move in between cancels standing agreements).
//!
//! **Winning.** The game ends as soon as a player has 25 stones or more; otherwise at
//! the end the larger store wins, and 24-24 is a draw.
//!
//! **Abapa option** ([`RuleSet::Abapa`], the international tournament rules): the same
//! sowing, captures, feeding and ends, except that a capture that would take all of
//! the opponent's stones is legal but captures nothing: six houses, or fewer when the
//! opponent's other houses are already empty.
//!
//! # Layout
//! - [`house`]: [`Side`] and the checked [`House`] a move names.
//! - [`position`]: [`Position`], sowing, captures, legality, ends the board decides.
//! - [`board`]: the compact copy-by-value board searches and endgame tables use.
//! - [`endgame`]: retrograde endgame tables the Hard search probes once installed.
//! - [`game`]: [`OrilGame`], history (cycles, agreement) and the [`Game`] impl.
//! - [`perft`]: move-tree node counts, for tests and benchmarks.
//! - [`ai`]: computer players (the seed's chooser and minimax levels).
//!
//! [`Game`]: crate::games::Game

pub mod ai;
pub mod board;
pub mod endgame;
pub mod error;
pub mod game;
pub mod house;
pub mod perft;
pub mod position;
pub mod rules;

pub use error::{HouseError, MoveError, OrilError, PositionError};
pub use game::{MoveRecord, OrilAction, OrilGame};
pub use house::{House, Side};
pub use position::{Position, RawPosition, Transition, TOTAL_STONES, WINNING_STORE};
pub use rules::{EndReason, RuleSet};
