//! Pazaak: a two-player card game in the family of blackjack, played in sets.
//!
//! # Rules (as the product plays them)
//! - A shared main deck of 40 green cards (1-10, four of each) is shuffled at the start
//!   of every set. On each turn the player draws one onto their own table automatically.
//! - Before the match each player brings a side deck of exactly 10 cards; 5 of them (4 as
//!   an option) are dealt at random into the hand. A hand card is used once and is not
//!   replaced, so the hand carries over from set to set.
//! - Side cards: plus +1..+6, minus -1..-6, plus/minus ±1..±6 (sign chosen when played),
//!   Double (doubles this turn's drawn card, worth 0), Flip 2&4 and Flip 3&6 (flip the
//!   sign of every card on one's own table worth ±2/±4, resp. ±3/±6; worth 0) and
//!   Tiebreaker ±1T (±1; wins a tied set when it is the owner's last table card, and if
//!   both players qualify the set stays tied).
//! - A turn: draw, optionally play one hand card, then end the turn or stand (draw no
//!   more this set). A standing player is skipped. Nine cards on the table, or a total of
//!   exactly 20, make a player stand automatically.
//! - A total over 20 at the end of one's own turn loses the set at once; a minus card
//!   played in that same turn can save it.
//! - When both stand, the total closer to 20 wins the set; equal totals tie (nobody
//!   wins) unless the Tiebreaker rule decides.
//! - The first player to win 3 sets wins the match. The first set, and a set after a
//!   tie, is started by a random player; otherwise the loser of the last set starts.
//!
//! # Layout
//! - [`cards`]: card types and their text form; [`side_deck`]: checked decks and
//!   collections; [`actions`]: actions, refusals and events; [`engine`]: the match
//!   state and rules; [`view`]: what each seat may see; [`setup`]: a hosted match, with
//!   the side-deck choosing before the first set; [`narrate`]: the log grouped by turn.
//! - [`ai`]: computer players that decide from a [`view::SeatView`].
//! - [`career`]: the career ladder, credits, shop and saved career record.

pub mod actions;
pub mod ai;
pub mod cards;
pub mod career;
pub mod engine;
pub mod narrate;
pub mod setup;
pub mod side_deck;
pub mod view;

pub use actions::{Action, Event, HandSlot, PazaakError, SetDecision, SetResult, StandReason};
pub use cards::{Origin, SideCard, Sign, TableCard};
pub use engine::{FixedDeal, HandSize, MatchConfig, Pazaak, Phase};
pub use setup::{Applied, DeckAction, DeckChoice, MatchAction, MatchError, PazaakMatch, Stage};
pub use side_deck::{Collection, DeckError, SideDeck};
pub use view::{PublicView, SeatView};
