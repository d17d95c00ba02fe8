//! Each game's screens: how a rules engine is hosted at a table (its verbs, views,
//! pictures, computer players and timers). This is the glue between `games/` (pure
//! rules) and `table/` (the platform), and knows no Discord types.
//!
//! Every game's folder has the same files for the same jobs (a game without the job
//! leaves the file out, and its `mod.rs` says so):
//! - `mod.rs`: the `Hosting` impl.
//! - `settings.rs`: the start options, the lobby's settings menu, the computer's levels.
//! - `actions.rs`: what buttons and menus carry, each with its codec: the game's
//!   actions (`g.<action>`), the private view's states (`view.<state>`), the verbs of
//!   personal screens. Views build buttons from these typed values, never from text.
//! - `views.rs`: the public table message.
//! - `hand.rs`: the private views (a hand, a deck builder).
//! - `narrate.rs`: the log lines (and the timers) of what an action did, read from the
//!   typed event the engine's `Game::apply` reports (`Hosting::play` calls it).
//! - `refusals.rs`: the engine's errors as messages.
//!
//! Besides these, a game keeps modules of its own: UNO's `picture.rs`, Pazaak's
//! `decks.rs` and `career.rs`, Oril's `session.rs` and `records.rs`, Klondike's
//! `session.rs` and `stats.rs`.

pub mod klondike;
pub mod oril;
pub mod pazaak;
pub mod uno;
