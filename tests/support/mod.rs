//! Shared support code for the integration tests: the fake Discord server, the bot
//! harness, and a test-only game.
#![allow(dead_code)]

pub mod bot;
pub mod counting_game;
pub mod fake_discord;
pub mod pinned;
pub mod silent;
pub mod wait;
