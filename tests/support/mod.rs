//! Shared support code for the integration tests: the fake Discord server, the bot
//! harness, the end-to-end tests' common setup, and a test-only game; and, for the
//! engine and picture tests, Klondike positions, an exhaustive Klondike search and UNO
//! scenes. Those tests include only the file they need (`#[path = "support/…"] mod …;`),
//! not the fake Discord.
#![allow(dead_code)]

pub mod bot;
pub mod browser;
pub mod counting_game;
pub mod fake_discord;
pub mod klondike_exhaustive;
pub mod klondike_positions;
pub mod pinned;
pub mod postgres;
pub mod records;
pub mod setup;
pub mod silent;
pub mod tables;
pub mod uno_scenes;
pub mod wait;
