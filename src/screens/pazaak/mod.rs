//! Pazaak at a table: the side-deck choosing, the public table and the private hand.

pub mod actions;
pub mod views;
