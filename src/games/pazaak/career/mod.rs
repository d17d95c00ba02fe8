//! Pazaak career, pure logic: a player climbs a fixed ladder of opponents in order.
//!
//! - A new career starts with a basic collection of side cards, a side deck built from
//!   it, and some credits (all from [`CareerData`]).
//! - A won match earns the win reward (1,000 credits) and unlocks the next opponent; a
//!   lost match earns nothing and the same opponent must be beaten again.
//! - Between matches the player buys side cards in the shop and rebuilds the side deck,
//!   which must come from owned cards.
//! - [`Career`] is the saved record: serde, with a schema version and a migrating
//!   loader, so a store can keep it across sessions.

mod data;
mod state;

pub use data::{CareerData, CareerDataError, Opponent, ShopItem, BUILTIN_CAREER_JSON};
pub use state::{Career, CareerError, CareerLoadError, MatchReward, CAREER_SCHEMA_VERSION};
