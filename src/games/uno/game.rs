//! The UNO game state: piles, hands, turn, phase; dealing and starting rounds.

use super::card::{full_deck, Card, Color, Face, DECK_SIZE};
use super::event::{Direction, DrawCause, Event};
use super::options::{Goal, Options};
use super::UnoError;
use crate::games::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Cards dealt to each seat.
pub const HAND_SIZE: usize = 7;
/// Events kept in the state for the public view's log.
pub(super) const LOG_LEN: usize = 24;

/// What the game waits for. The private `illegal` flag of a pending Wild Draw Four is
/// never shown in views; only a challenge reveals it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The first card is a Wild: the current seat names the colour.
    ChooseColor,
    /// The current seat plays or draws.
    Turn,
    /// The current seat drew `card`, which is playable: play it or pass.
    Drawn { card: Card },
    /// The current seat must take `amount` cards, unless it stacks or challenges.
    Penalty {
        amount: usize,
        challenge: Option<ChallengeCheck>,
    },
    /// A round of a points match is over; `NextRound` starts the next one.
    RoundOver {
        winner: Seat,
        points: u32,
        hand_points: Vec<u32>,
    },
    /// The match is over.
    MatchOver {
        winner: Seat,
        points: u32,
        hand_points: Vec<u32>,
    },
}

/// Whether the Wild Draw Four now pending could be successfully challenged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeCheck {
    pub accused: Seat,
    /// The player held a card of the colour that was current when they played it.
    pub(super) illegal: bool,
    /// Cards the player held right after playing it: the hand a challenger sees is
    /// those, not cards drawn since (an UNO! penalty). Hands only grow at the end
    /// while the challenge waits. Absent in games stored before it was kept.
    #[serde(default)]
    pub(super) held: Option<u8>,
}

/// The accused hand shown privately to the seat that challenged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub challenger: Seat,
    pub accused: Seat,
    /// The accused hand as it was when the Wild Draw Four was played.
    pub hand: Vec<Card>,
}

/// A full UNO match. See the module documentation for the API.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnoGame {
    pub(super) options: Options,
    pub(super) seed: u64,
    pub(super) rng: ChaCha8Rng,
    /// Draw pile; the next card drawn is the last element.
    pub(super) deck: Vec<Card>,
    /// Discard pile; the top card is the last element.
    pub(super) discard: Vec<Card>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) current: Seat,
    pub(super) direction: Direction,
    /// The colour to match (the named colour after a wild).
    pub(super) color: Color,
    pub(super) phase: Phase,
    pub(super) uno_called: Vec<bool>,
    pub(super) uno_pending: Vec<bool>,
    /// Colours each seat drew on voluntarily since it last received unknown cards
    /// (a public hint that it lacked them).
    pub(super) drew_on: Vec<[bool; 4]>,
    pub(super) scores: Vec<u32>,
    pub(super) round: u32,
    pub(super) version: u64,
    pub(super) reveal: Option<Reveal>,
    pub(super) log: VecDeque<Event>,
}

/// A pinned position for tests and tools: exact hands, piles and turn.
#[derive(Clone, Debug)]
pub struct Parts {
    pub options: Options,
    pub hands: Vec<Vec<Card>>,
    /// Draw pile, the first element drawn first.
    pub draw_pile: Vec<Card>,
    /// Discard pile, bottom first; the last element is the top card.
    pub discard: Vec<Card>,
    /// Colour to match (must equal the top card's colour unless it is a wild).
    pub color: Color,
    pub current: Seat,
    pub direction: Direction,
    pub seed: u64,
    pub scores: Vec<u32>,
}

impl Parts {
    /// Parts with default options, clockwise, seat 0 to play, empty draw pile, the
    /// colour taken from `top` (Red for a wild top).
    pub fn new(hands: Vec<Vec<Card>>, top: Card) -> Parts {
        let n = hands.len();
        Parts {
            options: Options::default(),
            hands,
            draw_pile: Vec::new(),
            discard: vec![top],
            color: top.color.unwrap_or(Color::Red),
            current: 0,
            direction: Direction::Clockwise,
            seed: 0,
            scores: vec![0; n],
        }
    }
}

impl UnoGame {
    /// A new match: shuffles with `seed`, deals 7 cards each, turns the first card
    /// and applies its effect. Round 1 starts at a random seat.
    pub fn new(seat_count: usize, options: Options, seed: u64) -> Result<UnoGame, UnoError> {
        if !(2..=10).contains(&seat_count) {
            return Err(UnoError::SeatCount);
        }
        options.validate().map_err(UnoError::Options)?;
        let mut game = UnoGame {
            options,
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            deck: Vec::new(),
            discard: Vec::new(),
            hands: vec![Vec::new(); seat_count],
            current: 0,
            direction: Direction::Clockwise,
            color: Color::Red,
            phase: Phase::Turn,
            uno_called: vec![false; seat_count],
            uno_pending: vec![false; seat_count],
            drew_on: vec![[false; 4]; seat_count],
            scores: vec![0; seat_count],
            round: 0,
            version: 0,
            reveal: None,
            log: VecDeque::new(),
        };
        let starter = game.rng.gen_range(0..seat_count);
        let mut events = Vec::new();
        game.start_round(starter, &mut events);
        game.record(&events);
        Ok(game)
    }

    /// Builds a game in an exact position (tests, puzzles). The cards need not add
    /// up to a full deck; everything else is checked.
    #[doc(hidden)]
    pub fn from_parts(parts: Parts) -> Result<UnoGame, UnoError> {
        let n = parts.hands.len();
        if !(2..=10).contains(&n) {
            return Err(UnoError::SeatCount);
        }
        parts.options.validate().map_err(UnoError::Options)?;
        let all = parts
            .hands
            .iter()
            .flatten()
            .chain(&parts.draw_pile)
            .chain(&parts.discard);
        if all.clone().any(|c| !c.is_valid()) {
            return Err(UnoError::InvalidCard);
        }
        if all.count() > DECK_SIZE {
            return Err(UnoError::BadSetup("more than 108 cards".into()));
        }
        let top = *parts
            .discard
            .last()
            .ok_or_else(|| UnoError::BadSetup("the discard pile needs a top card".into()))?;
        if top.color.is_some_and(|c| c != parts.color) {
            return Err(UnoError::BadSetup(
                "colour differs from the top card".into(),
            ));
        }
        if parts.current >= n || parts.scores.len() != n {
            return Err(UnoError::BadSetup("seat numbers do not fit".into()));
        }
        let mut deck = parts.draw_pile;
        deck.reverse();
        Ok(UnoGame {
            options: parts.options,
            seed: parts.seed,
            rng: ChaCha8Rng::seed_from_u64(parts.seed),
            deck,
            discard: parts.discard,
            hands: parts.hands,
            current: parts.current,
            direction: parts.direction,
            color: parts.color,
            phase: Phase::Turn,
            uno_called: vec![false; n],
            uno_pending: vec![false; n],
            drew_on: vec![[false; 4]; n],
            scores: parts.scores,
            round: 1,
            version: 0,
            reveal: None,
            log: VecDeque::new(),
        })
    }

    /// Checks a game read back from storage as [`UnoGame::from_parts`] checks a pinned
    /// position: the seats, the options, valid cards and no more than a deck. A stored
    /// game that fails is refused, not played.
    pub fn check_stored(&self) -> Result<(), UnoError> {
        let n = self.hands.len();
        if !(2..=10).contains(&n) {
            return Err(UnoError::SeatCount);
        }
        self.options.validate().map_err(UnoError::Options)?;
        let per_seat = [
            self.uno_called.len(),
            self.uno_pending.len(),
            self.drew_on.len(),
            self.scores.len(),
        ];
        if self.current >= n || per_seat.iter().any(|&len| len != n) {
            return Err(UnoError::BadSetup("seat numbers do not fit".into()));
        }
        if self.discard.is_empty() {
            return Err(UnoError::BadSetup(
                "the discard pile needs a top card".into(),
            ));
        }
        // The same bounds as a pinned position: valid cards, no more than a deck.
        let all = self
            .hands
            .iter()
            .flatten()
            .chain(&self.deck)
            .chain(&self.discard);
        if all.clone().any(|c| !c.is_valid()) {
            return Err(UnoError::InvalidCard);
        }
        if all.count() > DECK_SIZE {
            return Err(UnoError::BadSetup("more than 108 cards".into()));
        }
        Ok(())
    }

    // ----- accessors -------------------------------------------------------------

    pub fn seat_count(&self) -> usize {
        self.hands.len()
    }
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Increases with every applied action (and every UNO penalty); put it in
    /// button ids to recognise clicks on outdated messages.
    pub fn state_counter(&self) -> u64 {
        self.version
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn current_seat(&self) -> Seat {
        self.current
    }
    pub fn direction(&self) -> Direction {
        self.direction
    }
    pub fn current_color(&self) -> Color {
        self.color
    }
    pub fn top_card(&self) -> Card {
        // The discard pile always holds at least the top card once a round started.
        self.discard.last().copied().unwrap_or(Card::wild())
    }
    /// A seat's hand (empty for a seat number out of range).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn discard_len(&self) -> usize {
        self.discard.len()
    }
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Deck + discard + hands: 108 in every real game.
    pub fn total_cards(&self) -> usize {
        self.deck.len() + self.discard.len() + self.hands.iter().map(Vec::len).sum::<usize>()
    }
    /// Seats that played down to one card without calling and whose window is open.
    pub fn uno_pending(&self) -> Vec<Seat> {
        (0..self.seat_count())
            .filter(|&s| self.uno_pending[s])
            .collect()
    }
    /// Whether a seat has called UNO for its current small hand.
    pub fn uno_called(&self, seat: Seat) -> bool {
        self.uno_called.get(seat).copied().unwrap_or(false)
    }

    // ----- seat arithmetic ---------------------------------------------------------

    /// The seat `steps` places after `from` in the direction of play.
    pub(super) fn next_seat(&self, from: Seat, steps: usize) -> Seat {
        let n = self.seat_count();
        let steps = steps % n;
        match self.direction {
            Direction::Clockwise => (from + steps) % n,
            Direction::CounterClockwise => (from + n - steps) % n,
        }
    }

    // ----- piles -----------------------------------------------------------------

    /// Fisher-Yates shuffle of the draw pile with the game's RNG.
    fn shuffle_deck(&mut self) {
        for i in (1..self.deck.len()).rev() {
            let j = self.rng.gen_range(0..=i);
            self.deck.swap(i, j);
        }
    }

    /// Takes the next card, reshuffling the discard pile (except its top) into a new
    /// draw pile when needed. `None` when both piles are exhausted.
    pub(super) fn take_card(&mut self, events: &mut Vec<Event>) -> Option<Card> {
        if self.deck.is_empty() && self.discard.len() > 1 {
            let top = self.discard.pop()?;
            self.deck = std::mem::replace(&mut self.discard, vec![top]);
            self.shuffle_deck();
            events.push(Event::Reshuffled {
                cards: self.deck.len(),
            });
        }
        self.deck.pop()
    }

    /// Moves up to `count` cards into a seat's hand; returns how many it got.
    pub(super) fn give_cards(
        &mut self,
        seat: Seat,
        count: usize,
        cause: DrawCause,
        events: &mut Vec<Event>,
    ) -> usize {
        let mut got = 0;
        for _ in 0..count {
            match self.take_card(events) {
                Some(card) => {
                    self.hands[seat].push(card);
                    got += 1;
                }
                None => break,
            }
        }
        if got > 0 {
            // A grown hand needs a fresh UNO call, and its voids are no longer known.
            self.uno_called[seat] = false;
            if !matches!(cause, DrawCause::Turn { .. }) {
                self.drew_on[seat] = [false; 4];
            }
        }
        events.push(Event::Drew {
            seat,
            count: got,
            cause,
        });
        got
    }

    // ----- rounds ----------------------------------------------------------------

    /// Collects every card, shuffles, deals and turns the first card.
    pub(super) fn start_round(&mut self, starter: Seat, events: &mut Vec<Event>) {
        let n = self.seat_count();
        self.round += 1;
        self.deck = full_deck();
        self.shuffle_deck();
        self.discard.clear();
        for hand in &mut self.hands {
            hand.clear();
        }
        for _ in 0..HAND_SIZE {
            for seat in 0..n {
                if let Some(card) = self.deck.pop() {
                    self.hands[seat].push(card);
                }
            }
        }
        self.direction = Direction::Clockwise;
        self.uno_called = vec![false; n];
        self.uno_pending = vec![false; n];
        self.drew_on = vec![[false; 4]; n];
        self.reveal = None;
        self.phase = Phase::Turn;
        self.current = starter;
        // A Wild Draw Four may not open a round: put it back, reshuffle, turn again.
        let first = loop {
            match self.deck.pop() {
                Some(card) if card.face == Face::WildDrawFour => {
                    events.push(Event::FirstCardReturned);
                    self.deck.push(card);
                    self.shuffle_deck();
                }
                Some(card) => break card,
                // Unreachable with 108 cards and at most 70 dealt; keep a sane state.
                None => break Card::number(Color::Red, 0),
            }
        };
        self.discard.push(first);
        self.color = first.color.unwrap_or(Color::Red);
        events.push(Event::RoundStarted {
            round: self.round,
            starter,
            first,
        });
        match first.face {
            Face::Wild => self.phase = Phase::ChooseColor,
            Face::Skip => {
                events.push(Event::Skipped { seat: starter });
                self.current = self.next_seat(starter, 1);
            }
            Face::Reverse => {
                self.direction = self.direction.flipped();
                events.push(Event::Reversed {
                    direction: self.direction,
                });
                if n == 2 {
                    events.push(Event::Skipped { seat: starter });
                    self.current = self.next_seat(starter, 1);
                }
            }
            Face::DrawTwo => {
                self.give_cards(starter, 2, DrawCause::Penalty, events);
                events.push(Event::Skipped { seat: starter });
                self.current = self.next_seat(starter, 1);
            }
            Face::Number(_) | Face::WildDrawFour => {}
        }
    }

    /// Scores the round for `winner` and ends the round or the match.
    pub(super) fn end_round(&mut self, winner: Seat, events: &mut Vec<Event>) {
        let hand_points: Vec<u32> = self
            .hands
            .iter()
            .map(|h| h.iter().map(|c| c.points()).sum())
            .collect();
        let points: u32 = hand_points.iter().sum();
        self.scores[winner] += points;
        self.uno_pending = vec![false; self.seat_count()];
        events.push(Event::RoundWon {
            seat: winner,
            points,
        });
        let match_over = match self.options.goal {
            Goal::OneRound => true,
            Goal::Points(goal) => self.scores[winner] >= goal,
        };
        if match_over {
            events.push(Event::MatchWon {
                seat: winner,
                score: self.scores[winner],
            });
            self.phase = Phase::MatchOver {
                winner,
                points,
                hand_points,
            };
        } else {
            self.phase = Phase::RoundOver {
                winner,
                points,
                hand_points,
            };
        }
    }

    /// Appends events to the bounded log kept for the public view.
    pub(super) fn record(&mut self, events: &[Event]) {
        for e in events {
            if self.log.len() == LOG_LEN {
                self.log.pop_front();
            }
            self.log.push_back(e.clone());
        }
    }
}
