//! Cantina: a Discord bot that hosts turn-based games in group channels.
//!
//! Layout (data flows down, events flow back up):
//! - [`games`]: pure rules engines, one module per game, with their computer players.
//!   No tokio, no serenity, no sled, no clock.

pub mod games;
