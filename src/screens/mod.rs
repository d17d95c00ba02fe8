//! Each game's screens: how a rules engine is hosted at a table (its verbs, views,
//! pictures, computer players and timers). This is the glue between `games/` (pure
//! rules) and `table/` (the platform), and knows no Discord types.

pub mod klondike;
pub mod oril;
pub mod pazaak;
pub mod uno;
