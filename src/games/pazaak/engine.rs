//! The Pazaak match engine: the serde state of one two-seat match and the rules that
//! move it (draws, hand cards, stands, busts, set results, the match score).

use super::actions::{Action, Event, HandSlot, PazaakError, SetDecision, SetResult, StandReason};
use super::cards::{Origin, SideCard, Sign, TableCard};
use super::side_deck::SideDeck;
use crate::games::{Game, Outcome, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Sets needed to win the match.
pub const SETS_TO_WIN: u8 = 3;
/// The total every player aims for.
pub const TARGET: i32 = 20;
/// Cards on a table that make a player stand.
pub const TABLE_LIMIT: usize = 9;
/// Values in the main deck (1..=10), four of each.
pub const MAIN_VALUES: u8 = 10;
/// Copies of each value in the main deck.
pub const MAIN_COPIES: u8 = 4;

/// How many side cards are dealt into the hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandSize {
    /// The seed's rule: five cards.
    #[default]
    Five,
    /// The console game's option: four cards.
    Four,
}

impl HandSize {
    pub fn cards(self) -> usize {
        match self {
            HandSize::Five => 5,
            HandSize::Four => 4,
        }
    }
}

/// Match options chosen when a table is opened.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchConfig {
    pub hand_size: HandSize,
}

/// One card in a hand; used cards keep their slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub card: SideCard,
    pub used: bool,
}

/// Everything about one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub side_deck: SideDeck,
    pub hand: Vec<HandCard>,
    pub sets_won: u8,
    /// Cards on this player's table in the current set, in the order laid down.
    pub table: Vec<TableCard>,
    pub standing: bool,
}

impl PlayerState {
    /// Current table total.
    pub fn total(&self) -> i32 {
        self.table.iter().map(|c| c.value).sum()
    }

    /// Whether the last card on the table is a Tiebreaker.
    pub fn tiebreaker_last(&self) -> bool {
        self.table.last().is_some_and(TableCard::is_tiebreaker)
    }

    /// Unused hand cards.
    pub fn cards_left(&self) -> usize {
        self.hand.iter().filter(|h| !h.used).count()
    }
}

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` is on turn, has drawn, and may play a hand card and end or stand.
    Turn {
        seat: Seat,
        /// Whether a hand card was played this turn.
        played: bool,
        /// Index on the seat's table of the card drawn this turn (for Double).
        drawn_at: usize,
    },
    /// The match is decided.
    Over { winner: Seat },
}

/// A whole Pazaak match between seats 0 and 1.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Pazaak {
    pub(crate) rng: ChaCha8Rng,
    pub(crate) config: MatchConfig,
    pub(crate) players: [PlayerState; 2],
    /// The rest of this set's main deck; the next card drawn is the last element.
    pub(crate) main_deck: Vec<u8>,
    pub(crate) set_number: u32,
    pub(crate) phase: Phase,
    pub(crate) results: Vec<SetResult>,
    pub(crate) log: Vec<Event>,
}

/// A prepared deal, for tutorials, puzzles and tests: fixed hands, the first set's
/// starter and the first draws (the rest of each deck stays random).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixedDeal {
    /// Each seat's hand; every card must come from that seat's side deck.
    pub hands: [Vec<SideCard>; 2],
    /// Who starts the first set.
    pub starter: Seat,
    /// The first main-deck cards of the first set, in draw order (both seats).
    pub draws: Vec<u8>,
}

/// Why a fixed deal cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("Seat {0}'s hand holds a card that is not in its side deck.")]
    HandNotFromDeck(Seat),
    #[error("A hand may hold at most {0} cards.")]
    HandTooBig(usize),
    #[error("The main deck has only four cards of each value 1-10.")]
    ImpossibleDraws,
    #[error("There are only two seats.")]
    NoSuchSeat,
}

impl Pazaak {
    /// Start a match: deal each hand at random from its side deck, pick the first
    /// starter at random and make the first draw.
    pub fn new(seed: u64, decks: [SideDeck; 2], config: MatchConfig) -> Pazaak {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = decks.map(|deck| {
            let mut cards = deck.cards().to_vec();
            cards.shuffle(&mut rng);
            cards.truncate(config.hand_size.cards());
            new_player(deck, cards)
        });
        let starter = rng.gen_range(0..2);
        let mut game = Pazaak::empty(rng, config, players);
        game.start_set(starter, &[]);
        game
    }

    /// Start a match from a prepared deal.
    pub fn with_deal(
        seed: u64,
        decks: [SideDeck; 2],
        config: MatchConfig,
        deal: FixedDeal,
    ) -> Result<Pazaak, DealError> {
        if deal.starter > 1 {
            return Err(DealError::NoSuchSeat);
        }
        for (seat, (deck, hand)) in decks.iter().zip(&deal.hands).enumerate() {
            if hand.len() > config.hand_size.cards() {
                return Err(DealError::HandTooBig(config.hand_size.cards()));
            }
            let mut left = deck.cards().to_vec();
            for card in hand {
                let at = left
                    .iter()
                    .position(|c| c == card)
                    .ok_or(DealError::HandNotFromDeck(seat))?;
                left.swap_remove(at);
            }
        }
        for v in 1..=MAIN_VALUES {
            let n = deal.draws.iter().filter(|d| **d == v).count();
            if n > MAIN_COPIES as usize {
                return Err(DealError::ImpossibleDraws);
            }
        }
        if deal.draws.iter().any(|d| !(1..=MAIN_VALUES).contains(d)) {
            return Err(DealError::ImpossibleDraws);
        }
        let rng = ChaCha8Rng::seed_from_u64(seed);
        let [h0, h1] = deal.hands;
        let [d0, d1] = decks;
        let players = [new_player(d0, h0), new_player(d1, h1)];
        let mut game = Pazaak::empty(rng, config, players);
        game.start_set(deal.starter, &deal.draws);
        Ok(game)
    }

    fn empty(rng: ChaCha8Rng, config: MatchConfig, players: [PlayerState; 2]) -> Pazaak {
        Pazaak {
            rng,
            config,
            players,
            main_deck: Vec::new(),
            set_number: 0,
            // Replaced by start_set before anyone sees it.
            phase: Phase::Over { winner: 0 },
            results: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The match options.
    pub fn config(&self) -> MatchConfig {
        self.config
    }

    /// One seat's full state (tables are public; hands are the seat's secret, so use
    /// the views for anything shown to people).
    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat)
    }

    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current (or last) set's number, 1-based.
    pub fn set_number(&self) -> u32 {
        self.set_number
    }

    /// Results of finished sets.
    pub fn results(&self) -> &[SetResult] {
        &self.results
    }

    /// Cards left in this set's main deck.
    pub fn main_deck_left(&self) -> usize {
        self.main_deck.len()
    }

    /// Everything that happened so far; a table narrates `log()[seen..]`.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The seat on turn, if the match is not over.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            Phase::Over { .. } => None,
        }
    }

    /// Why `action` by `seat` would be refused, or `None` if it is legal. This is the
    /// one place the rules of legality live; `legal_actions` and `apply` both use it.
    pub fn refusal(&self, seat: Seat, action: &Action) -> Option<PazaakError> {
        if seat > 1 {
            return Some(PazaakError::NoSuchSeat);
        }
        let played = match self.phase {
            Phase::Over { .. } => return Some(PazaakError::MatchOver),
            Phase::Turn { seat: s, .. } if s != seat => return Some(PazaakError::NotYourTurn),
            Phase::Turn { played, .. } => played,
        };
        match *action {
            Action::EndTurn | Action::Stand => None,
            Action::Play { slot, sign } => {
                if played {
                    return Some(PazaakError::AlreadyPlayedThisTurn);
                }
                let Some(hand) = self.players[seat].hand.get(slot.0 as usize) else {
                    return Some(PazaakError::NoSuchSlot);
                };
                if hand.used {
                    return Some(PazaakError::CardUsed);
                }
                match (hand.card.needs_sign(), sign) {
                    (true, None) => Some(PazaakError::SignNeeded(hand.card)),
                    (false, Some(_)) => Some(PazaakError::SignNotAllowed(hand.card)),
                    _ => None,
                }
            }
        }
    }

    /// Every action `seat` may take now.
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        let Some(player) = self.players.get(seat) else {
            return Vec::new();
        };
        let mut candidates = Vec::new();
        for (i, hand) in player.hand.iter().enumerate() {
            let slot = HandSlot(i as u8);
            if hand.card.needs_sign() {
                for sign in [Sign::Plus, Sign::Minus] {
                    candidates.push(Action::Play {
                        slot,
                        sign: Some(sign),
                    });
                }
            } else {
                candidates.push(Action::Play { slot, sign: None });
            }
        }
        candidates.push(Action::EndTurn);
        candidates.push(Action::Stand);
        candidates.retain(|a| self.refusal(seat, a).is_none());
        candidates
    }

    /// Apply an action, or refuse it leaving the match unchanged.
    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<(), PazaakError> {
        if let Some(why) = self.refusal(seat, action) {
            return Err(why);
        }
        match *action {
            Action::EndTurn => self.finish_turn(seat, None),
            Action::Stand => self.finish_turn(seat, Some(StandReason::Chose)),
            Action::Play { slot, sign } => self.play(seat, slot, sign),
        }
        Ok(())
    }

    fn play(&mut self, seat: Seat, slot: HandSlot, sign: Option<Sign>) {
        let Phase::Turn { drawn_at, .. } = self.phase else {
            return;
        };
        let player = &mut self.players[seat];
        let hand = &mut player.hand[slot.0 as usize];
        hand.used = true;
        let card = hand.card;
        lay_side_card(&mut player.table, drawn_at, card, sign);
        self.phase = Phase::Turn {
            seat,
            played: true,
            drawn_at,
        };
        self.log.push(Event::Played { seat, card, sign });
        self.check_auto_stand(seat);
    }

    /// Stand automatically at exactly 20 or with a full table; returns whether it did.
    fn check_auto_stand(&mut self, seat: Seat) -> bool {
        let player = &self.players[seat];
        let reason = if player.total() == TARGET {
            StandReason::Twenty
        } else if player.table.len() >= TABLE_LIMIT {
            StandReason::NineCards
        } else {
            return false;
        };
        self.finish_turn(seat, Some(reason));
        true
    }

    /// End `seat`'s turn: bust check, optional stand, then the next turn or the set end.
    fn finish_turn(&mut self, seat: Seat, stand: Option<StandReason>) {
        let total = self.players[seat].total();
        if total > TARGET {
            self.log.push(Event::Busted { seat, total });
            self.end_set(Some(1 - seat), SetDecision::Bust);
            return;
        }
        match stand {
            Some(reason) => {
                self.players[seat].standing = true;
                self.log.push(Event::Stood { seat, reason });
            }
            None => self.log.push(Event::EndedTurn { seat }),
        }
        let other = 1 - seat;
        if !self.players[other].standing {
            self.begin_turn(other);
        } else if !self.players[seat].standing {
            self.begin_turn(seat);
        } else {
            self.resolve_standing();
        }
    }

    /// Both stand: compare totals, then Tiebreakers.
    fn resolve_standing(&mut self) {
        let [a, b] = [self.players[0].total(), self.players[1].total()];
        if a != b {
            let winner = if a > b { 0 } else { 1 };
            self.end_set(Some(winner), SetDecision::Closer);
            return;
        }
        match (
            self.players[0].tiebreaker_last(),
            self.players[1].tiebreaker_last(),
        ) {
            (true, false) => self.end_set(Some(0), SetDecision::Tiebreaker),
            (false, true) => self.end_set(Some(1), SetDecision::Tiebreaker),
            _ => self.end_set(None, SetDecision::Tie),
        }
    }

    fn end_set(&mut self, winner: Option<Seat>, decision: SetDecision) {
        let result = SetResult {
            number: self.set_number,
            totals: [self.players[0].total(), self.players[1].total()],
            winner,
            decision,
        };
        self.results.push(result);
        self.log.push(Event::SetEnded(result));
        let next_starter = match winner {
            Some(w) => {
                self.players[w].sets_won += 1;
                if self.players[w].sets_won >= SETS_TO_WIN {
                    self.phase = Phase::Over { winner: w };
                    self.log.push(Event::MatchWon { seat: w });
                    return;
                }
                1 - w
            }
            None => self.rng.gen_range(0..2),
        };
        self.start_set(next_starter, &[]);
    }

    /// Fresh shuffled main deck and empty tables; `first_draws` are put on top.
    fn start_set(&mut self, starter: Seat, first_draws: &[u8]) {
        self.set_number += 1;
        let mut deck: Vec<u8> = (1..=MAIN_VALUES)
            .flat_map(|v| std::iter::repeat_n(v, MAIN_COPIES as usize))
            .collect();
        // Prepared draws leave the shuffled part and go on top (the end) in draw order.
        for want in first_draws {
            if let Some(at) = deck.iter().position(|v| v == want) {
                deck.swap_remove(at);
            }
        }
        deck.sort_unstable();
        deck.shuffle(&mut self.rng);
        deck.extend(first_draws.iter().rev());
        self.main_deck = deck;
        for p in &mut self.players {
            p.table.clear();
            p.standing = false;
        }
        self.log.push(Event::SetStarted {
            number: self.set_number,
            starter,
        });
        self.begin_turn(starter);
    }

    /// Draw for `seat` and open its turn (or stand it at once at 20 / nine cards).
    fn begin_turn(&mut self, seat: Seat) {
        // 18 draws at most per set (nine per table) never empty a 40-card deck.
        let value = self.main_deck.pop().unwrap_or(1);
        let player = &mut self.players[seat];
        player.table.push(TableCard {
            origin: Origin::Main { drawn: value },
            value: i32::from(value),
        });
        let drawn_at = player.table.len() - 1;
        self.phase = Phase::Turn {
            seat,
            played: false,
            drawn_at,
        };
        self.log.push(Event::Drew { seat, value });
        self.check_auto_stand(seat);
    }
}

/// Lay a side card on a table: apply its effect to the cards already there (Double,
/// the Flip cards) and put it down with its own value. `drawn_at` is the index of
/// the main-deck card drawn this turn. The engine and the narration both use this, so
/// a narrated total is always the engine's.
pub(crate) fn lay_side_card(
    table: &mut Vec<TableCard>,
    drawn_at: usize,
    card: SideCard,
    sign: Option<Sign>,
) {
    let factor = sign.map_or(1, Sign::factor);
    let value = match card {
        SideCard::Plus(v) => i32::from(v),
        SideCard::Minus(v) => -i32::from(v),
        SideCard::PlusMinus(v) => factor * i32::from(v),
        SideCard::Tiebreaker => factor,
        SideCard::Double => {
            if let Some(drawn) = table.get_mut(drawn_at) {
                drawn.value *= 2;
            }
            0
        }
        SideCard::Flip24 | SideCard::Flip36 => {
            let flipped = card.flipped_values().unwrap_or_default();
            for c in table.iter_mut() {
                if flipped.contains(&c.value.abs()) {
                    c.value = -c.value;
                }
            }
            0
        }
    };
    table.push(TableCard {
        origin: Origin::Side { card, sign },
        value,
    });
}

fn new_player(deck: SideDeck, hand: Vec<SideCard>) -> PlayerState {
    PlayerState {
        side_deck: deck,
        hand: hand
            .into_iter()
            .map(|card| HandCard { card, used: false })
            .collect(),
        sets_won: 0,
        table: Vec::new(),
        standing: false,
    }
}

impl Game for Pazaak {
    type Action = Action;
    type Error = PazaakError;
    type Event = ();

    fn seat_count(&self) -> usize {
        2
    }

    fn seats_to_act(&self) -> Vec<Seat> {
        self.to_act().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PazaakError> {
        self.act(seat, action)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over { winner } => Some(Outcome::Won(vec![winner])),
            Phase::Turn { .. } => None,
        }
    }
}
