//! Cantina: a Discord bot that hosts turn-based games in group channels.
//!
//! Layout (data flows down, events flow back up):
//! - [`app`]: start-up (store, restore tables, gateway) and graceful shutdown.
//! - [`clock`]: the one clock: the platform's deadline clock (virtual in paused tests)
//!   and the wall clock.
//! - [`config`]: configuration from the environment and `.env`.
//! - [`discord`]: the thin adapter: slash commands, interaction routing, custom_ids,
//!   views turned into messages. Knows Discord, knows no rules.
//! - [`table`]: one actor per live table: seats, lobby, challenges, deadlines, AI pacing,
//!   persistence, views. Knows no Discord types.
//! - [`games`]: pure rules engines, one module per game, with their computer players.
//!   No tokio, no serenity, no store, no clock.
//! - [`store`]: versioned records for tables, results and players, through one
//!   key-value contract with two backends: sled (embedded, the default) and
//!   PostgreSQL (shared by several processes).
//! - [`stats`]: player statistics and leaderboards, read from the standings that every
//!   game end moves.
//! - [`screens`]: each game's table glue: its verbs, views, pictures and timers.
//! - [`i18n`]: text in the reader's language (Fluent resources under `data/locales`).
//! - [`render`]: PNG pictures of tables and hands, with text fallbacks.
//! - [`web`]: the HTTP side (on with `WEB_ADDR`): health, readiness, Prometheus
//!   metrics, and the pages people read (leaderboards, replays).
//!
//! `docs/architecture.md` walks through the layers and the trip of a click.

pub mod app;
pub mod clock;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod render;
pub mod screens;
pub mod stats;
pub mod store;
pub mod table;
pub mod web;
