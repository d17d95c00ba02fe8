//! Klondike at a table: one person's solitaire, usually in a thread of its own.
//!
//! The person moves with the menu of legal moves in words, the buttons (**Draw**,
//! **Undo**, **Hint**, **Auto**, **Finish**, **New deal**) or `/klondike move from: to:`
//! with the pile numbers printed on the picture. After every move the solver checks,
//! within about a second, whether the deal can still be won, and says so plainly when
//! it cannot.
//!
//! Files by job: `settings.rs` (the start options), `actions.rs` (what buttons carry),
//! `session.rs` (the game and the solver's verdicts), `views.rs` (the board message);
//! the picture is in `render/klondike`.

pub mod actions;
pub mod session;
pub mod settings;
pub mod views;

pub use actions::Act;
pub use session::Solitaire;
pub use settings::Settings;
