//! Pure rules engines, one module per game, plus their computer players.
//!
//! Every game implements [`Game`]: who may act, which actions are legal, applying an
//! action (refused with a typed error, leaving the state unchanged), and the outcome.
//! Computer players live in each game's `ai` module and never mix into the rules.
//! Nothing here knows tokio, serenity or sled, and nothing reads the clock: time
//! arrives as a value (a budget, a deadline), a search bounded by time reads the time
//! from the [`Clock`] its caller lends it, and randomness comes from an RNG seeded per
//! game and stored with it.

pub mod klondike;
pub mod oril;
pub mod pazaak;
pub mod uno;

use rand_chacha::ChaCha8Rng;
use std::fmt::{self, Debug};
use std::time::Instant;

/// A seat index at a table, 0-based, in turn order.
pub type Seat = usize;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// These seats won (usually one).
    Won(Vec<Seat>),
    /// Nobody won (a drawn Oril game, an abandoned solitaire).
    Draw,
}

/// The contract every engine fulfils, so tables, tests and tools can treat games alike.
///
/// Legality has one source: [`Game::legal_actions`]. [`Game::apply`] must accept every
/// action it lists for that seat and refuse every other move without changing state.
/// (The engine a table stores may also take presses that are not moves, which it does
/// not list: a hint, a page of a menu, a new deal.)
pub trait Game {
    /// A typed action (never a bare integer).
    type Action: Clone + Debug + PartialEq;
    /// Why an action was refused, written for a player.
    type Error: std::error::Error;
    /// What an applied action did, as the engine reports it (UNO's events; `()` where
    /// the state itself says everything): narration reads it, so it is typed, not text.
    type Event;

    /// Number of seats (1 for solitaire).
    fn seat_count(&self) -> usize;
    /// Seats that may act now (empty once the game is over).
    fn seats_to_act(&self) -> Vec<Seat>;
    /// Every action `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Apply an action for `seat` and report what it did, or refuse it and leave the
    /// game unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Self::Event, Self::Error>;
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether `action` is legal for `seat` now; derived from `legal_actions`.
    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal_actions(seat).contains(action)
    }
}

/// A computer player, the same shape for every game: it decides from what its seat may
/// legitimately know (`View`: a seat's view in a game of hidden cards, the whole game
/// where nothing is hidden) and a seeded RNG. A player that searches carries its time
/// or node budget from its construction (with, for a time budget, the [`Clock`] to
/// measure it on), so every call site asks the same question.
pub trait Computer {
    type View;
    type Action;
    /// Called when the seat may act; returns one of its legal actions (with nothing
    /// legal, an action the engine refuses harmlessly).
    fn choose(&mut self, view: &Self::View, rng: &mut ChaCha8Rng) -> Self::Action;
}

/// Where a search bounded by time reads the time. Engines read no clock of their own:
/// the caller lends one (the tables and the tools pass `Instant::now`; a test may pass
/// a clock of its own), and the search compares its readings with a [`Deadline`].
pub trait Clock {
    /// The time now.
    fn now(&self) -> Instant;
}

impl<F: Fn() -> Instant> Clock for F {
    fn now(&self) -> Instant {
        self()
    }
}

/// A moment on a lent clock, past which a search stops.
#[derive(Clone, Copy)]
pub struct Deadline<'c> {
    pub clock: &'c dyn Clock,
    pub at: Instant,
}

impl Deadline<'_> {
    /// Whether the clock has reached the deadline.
    pub fn passed(&self) -> bool {
        self.clock.now() >= self.at
    }
}

impl Debug for Deadline<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Deadline").field("at", &self.at).finish()
    }
}
