//! Each game's screens: how a rules engine is hosted at a table (its verbs, views,
//! pictures, computer players and timers). This is the glue between `games/` (pure
//! rules) and `table/` (the platform), and knows no Discord types.
//!
//! Every game has a folder here, laid out on one template described in
//! `docs/adding-a-game.md`. Besides the template's files, a game keeps modules of its
//! own:
//! - UNO: `words.rs` (card names and log lines as sentences), `picture.rs` (the
//!   engine's views as the renderer's scenes).
//! - Oril: `session.rs` (the engine a table stores), `scores.rs` (`/oril scores` and
//!   `/oril matches`), `endgames.rs` (the endgame tables, warmed up at start-up).
//! - Pazaak: `decks.rs` (the side decks a match starts with), `career.rs` (the career's
//!   personal screens).
//! - Klondike: `session.rs` (the game and the solver's verdicts), `stats.rs` (each
//!   deal's result, `/klondike stats`), `words.rs` (moves as sentences).

pub mod klondike;
pub mod oril;
pub mod pazaak;
pub mod uno;
