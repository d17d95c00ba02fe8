//! Safe automatic play: a card goes to its foundation by itself when no later play
//! could need it in the tableau.
//!
//! A card of rank r only ever serves in the tableau as a base for the two cards of the
//! other colour and rank r-1. Once both of those are on the foundations (or r <= 2:
//! an Ace holds nothing, and a 2 only holds an Ace, which goes up first), nothing
//! needs it there, so sending it up loses no winning line.

use super::card::{Card, Suit};
use super::moves::Move;
use super::options::DrawCount;
use super::pile::Pile;
use super::state::Klondike;

/// Whether a card of `card`'s suit and rank may safely go up, given foundation heights
/// by suit index.
pub(crate) fn is_safe(card: Card, heights: &[u8; 4]) -> bool {
    let rank = card.rank();
    rank <= 2
        || Suit::ALL
            .iter()
            .filter(|s| s.is_red() != card.is_red())
            .all(|s| heights[s.index()] + 1 >= rank)
}

impl Klondike {
    /// Foundation heights by suit index.
    pub(crate) fn heights(&self) -> [u8; 4] {
        let mut heights = [0; 4];
        for suit in Suit::ALL {
            heights[suit.index()] = self.foundation_height(suit);
        }
        heights
    }

    /// The move sending `card` up, if it is the next of its suit.
    pub(crate) fn foundation_move(&self, from: Pile, card: Card) -> Option<Move> {
        let slot = self.foundation_slot_for(card.suit())?;
        let mv = Move::single(from, Pile::foundation(slot)?);
        self.check(&mv).is_ok().then_some(mv)
    }

    /// One safe move to a foundation (waste top first, then tableau tops), if any.
    /// In draw-3 the waste is left alone: taking a card from it shifts the groups of
    /// three the stock turns in, which can cost a win.
    pub fn safe_move(&self) -> Option<Move> {
        self.safe_move_keeping(None)
    }

    /// [`Klondike::safe_move`], leaving `held` where it is: a card just brought down
    /// from its foundation came down to hold another, and sending it straight back
    /// would undo the player's move.
    fn safe_move_keeping(&self, held: Option<Card>) -> Option<Move> {
        let heights = self.heights();
        let waste = self
            .waste
            .last()
            .filter(|_| self.options.draw == DrawCount::One)
            .map(|&c| (Pile::WASTE, c));
        let tops = (0..7).filter_map(|i| Some((Pile::tableau(i)?, self.columns[i].top()?)));
        waste
            .into_iter()
            .chain(tops)
            .filter(|&(_, card)| is_safe(card, &heights) && Some(card) != held)
            .find_map(|(from, card)| self.foundation_move(from, card))
    }

    /// Send every safe card up; the moves are undone together. Returns them.
    pub fn auto_play(&mut self) -> Vec<Move> {
        self.auto_play_chain(false, None)
    }

    /// Send every safe card but `held` up; `first_chained` makes the first of them
    /// undo together with the move before it.
    pub(crate) fn auto_play_chain(&mut self, first_chained: bool, held: Option<Card>) -> Vec<Move> {
        let mut made = Vec::new();
        while let Some(mv) = self.safe_move_keeping(held) {
            self.perform(mv, first_chained || !made.is_empty());
            made.push(mv);
        }
        made
    }
}
