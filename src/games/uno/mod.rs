//! UNO: the rules engine and its computer players.
//!
//! # Rules (as `rules/uno.md` decides them)
//! A 108-card deck (per colour one 0, two each of 1-9, Skip, Reverse, Draw Two; four
//! Wild, four Wild Draw Four) is shuffled (Fisher-Yates, from the seeded RNG kept in
//! the state) and 7 cards are dealt to each of 2-10 seats. The first card is turned
//! up: a Wild Draw Four goes back and the deck is reshuffled; a Wild lets the first
//! player name the colour; Skip skips the first player; Reverse flips the direction
//! (the first player still starts; with 2 seats it skips them); Draw Two makes the
//! first player draw 2 and lose the turn. Round 1 starts at a random seat, later
//! rounds at the previous winner.
//!
//! On a turn a player plays a card matching the colour (the named colour after a
//! wild), the number/symbol, or any wild; or draws one card (also while holding a
//! playable card). A playable drawn card may be played at once (option: must play /
//! must keep). Skip skips the next seat, Reverse flips direction (a Skip with two
//! seats), Draw Two makes the next seat draw 2 and lose its turn, Wild names a colour,
//! Wild Draw Four names a colour and the next seat draws 4 and loses its turn. A Wild
//! Draw Four is only legal without a card of the current colour; it may be played
//! anyway and the next seat may challenge: if it was illegal its player draws the 4
//! and the challenger plays on; if legal the challenger draws 6 and loses the turn.
//! The challenger sees the accused hand privately. With the challenge option off the
//! engine refuses an illegal Wild Draw Four instead. An empty draw pile is refilled
//! by shuffling the discard pile except its top; with both empty a player cannot draw
//! and passes (a penalty draws what there is).
//!
//! A player going down to one card must call UNO: while holding two cards, or within
//! the window after playing (5 s by default, 3-30). A missed call costs 4 cards
//! (option 2). The round ends when a hand is empty (a final Draw Two / Wild Draw Four
//! still makes the next seat draw); the winner scores the cards in the other hands:
//! numbers face value, Skip/Reverse/Draw Two 20, wilds 50. Goal: one round (default)
//! or first to 500 points.
//!
//! House rules (off by default): stacking (a pending Draw Two / Wild Draw Four may be
//! answered by a matching draw card; the total lands on the seat that cannot or will
//! not stack; a stacked Wild Draw Four cannot be challenged), seven-0 (a 7 swaps hands
//! with a chosen seat, a 0 passes every hand one seat along the direction of play;
//! seats whose hands moved carry no UNO obligation), jump-in (a coloured card
//! identical to the top card may be played out of turn during normal play; play
//! continues from the jumper), draw until playable.
//!
//! # API for the table
//! - [`UnoGame::new`]`(seats, `[`Options`]`, seed)`; `Options::validate()`.
//! - [`UnoGame::act`]`(seat, &`[`Action`]`) -> Result<Vec<`[`Event`]`>, `[`UnoError`]`>`
//!   (also the shared [`crate::games::Game`] trait: `legal_actions`, `apply`,
//!   `seats_to_act`, `outcome`). [`Event::describe`]`(&names)` gives log lines.
//! - UNO window: on [`Event::UnoWindowOpened`] arm a timer, then call
//!   [`UnoGame::uno_window_expired`]`(seat)` (idempotent). [`UnoGame::uno_pending`].
//! - [`UnoGame::auto_action`]`(seat)`: the legal default for an absent seat.
//! - [`UnoGame::public_view`] / [`UnoGame::seat_view`]: what a seat may know.
//! - [`UnoGame::state_counter`]: increases with every change (for button ids).
//! - AI: [`ai::AiKind`]`::player()` gives a [`ai::UnoAi`] that maps a
//!   [`SeatView`] (plus its own RNG) to an [`Action`].
//! - Tests pin a deal with [`UnoGame::from_parts`]`(`[`Parts`]`)`.

mod action;
pub mod ai;
mod card;
mod event;
mod game;
mod options;
mod rules;
mod view;

pub use action::{Action, UnoError};
pub use card::{full_deck, Card, Color, Face, DECK_SIZE};
pub use event::{Direction, DrawCause, Event};
pub use game::{ChallengeCheck, Parts, Phase, Reveal, UnoGame, HAND_SIZE};
pub use options::{DrawnCardPolicy, Goal, Options, OptionsError, POINTS_GOAL};
pub use view::{PhaseView, PublicView, RevealView, SeatSummary, SeatView};
