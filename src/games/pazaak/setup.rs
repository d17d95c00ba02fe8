//! A hosted Pazaak match: the side-deck choosing before the first set, then the
//! engine's match.
//!
//! # Rules of the choosing
//! - Before the first set each person picks ten side cards privately: from their
//!   collection (each card as many times as owned) or, in a free game, from every card
//!   (any number of each).
//! - A person builds a draft card by card (add, remove, clear), takes their default deck
//!   (their last deck or the starter deck) in one step, and confirms a draft that makes
//!   a valid deck. A draft that does not is refused with the reason.
//! - A computer seat comes with its deck already chosen.
//! - When both decks are in, the match starts: hands are dealt and the first set begins.
//! - Who may act: the persons still choosing, then the engine's seat on turn.
//! - A player who leaves forfeits (the table keeps the forfeit): the other one wins.

use super::actions::{Action, PazaakError};
use super::cards::SideCard;
use super::engine::{MatchConfig, Pazaak};
use super::narrate::{reports, Report};
use super::side_deck::{Collection, DeckError, SideDeck, SIDE_DECK_SIZE};
use crate::games::{Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Where one seat's side deck comes from and how far its choice is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckChoice {
    /// The cards the seat may pick from; `None` in a free game (every card, any number).
    pub collection: Option<Collection>,
    /// The deck "Default deck" takes, if the seat has a valid one.
    pub default_deck: Option<SideDeck>,
    /// The cards picked so far, in the order picked.
    pub draft: Vec<SideCard>,
    /// The confirmed deck.
    pub chosen: Option<SideDeck>,
}

impl DeckChoice {
    /// A person's choice. `preferred` are candidate default decks, best first (the last
    /// deck played, then the starter deck); the first valid one is the default.
    pub fn person(collection: Option<Collection>, preferred: &[Vec<SideCard>]) -> DeckChoice {
        let default_deck = preferred
            .iter()
            .find_map(|cards| check(cards.clone(), collection.as_ref()).ok());
        DeckChoice {
            collection,
            default_deck,
            draft: Vec::new(),
            chosen: None,
        }
    }

    /// A seat whose deck is already chosen (a computer player).
    pub fn ready(deck: SideDeck) -> DeckChoice {
        DeckChoice {
            collection: None,
            default_deck: Some(deck.clone()),
            draft: deck.cards().to_vec(),
            chosen: Some(deck),
        }
    }

    /// Copies of `card` the seat may still add to its draft (`u32::MAX` when free).
    pub fn available(&self, card: SideCard) -> u32 {
        let used = self.draft.iter().filter(|c| **c == card).count() as u32;
        match &self.collection {
            None => u32::MAX,
            Some(c) => c.count(card).saturating_sub(used),
        }
    }

    /// Every card type the seat could put in a deck at all (owned, or any when free).
    pub fn pickable(&self) -> Vec<SideCard> {
        SideCard::all()
            .into_iter()
            .filter(|card| match &self.collection {
                None => true,
                Some(c) => c.count(*card) > 0,
            })
            .collect()
    }

    /// The draft checked as a deck.
    pub fn draft_deck(&self) -> Result<SideDeck, DeckError> {
        check(self.draft.clone(), self.collection.as_ref())
    }
}

fn check(cards: Vec<SideCard>, collection: Option<&Collection>) -> Result<SideDeck, DeckError> {
    match collection {
        None => SideDeck::new(cards),
        Some(c) => SideDeck::from_collection(cards, c),
    }
}

/// A step in choosing a side deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckAction {
    /// Put one more copy of a card in the draft.
    Add(SideCard),
    /// Take the draft's card at this position out.
    Remove(u8),
    /// Empty the draft.
    Clear,
    /// Take the default deck and confirm it at once.
    Default,
    /// Confirm the draft as the deck.
    Confirm,
}

/// Anything a seat does at a hosted match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchAction {
    Deck(DeckAction),
    Play(Action),
}

/// Why an action was refused, written for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("{0}")]
    Rules(#[from] PazaakError),
    #[error("That deck cannot be used: {0}")]
    Deck(#[from] DeckError),
    #[error("The side decks are chosen; the match is on.")]
    DecksChosen,
    #[error("Your side deck is already in; waiting for the other player.")]
    AlreadyChosen,
    #[error("Pick your side deck first.")]
    StillChoosing,
    #[error("Your draft already holds {SIDE_DECK_SIZE} cards; remove one first.")]
    DraftFull,
    #[error("You have no more {0} to add.")]
    NoneLeft(SideCard),
    #[error("There is no card at that place in your draft.")]
    NoSuchDraftCard,
    #[error("Your draft is already empty.")]
    DraftEmpty,
    #[error("You have no default deck; build one card by card.")]
    NoDefaultDeck,
    #[error("{0} is not a real side card.")]
    InvalidCard(SideCard),
    #[error("The match is over.")]
    MatchOver,
    #[error("There is no such seat at this table.")]
    NoSuchSeat,
}

/// Where a hosted match is.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[allow(clippy::large_enum_variant)]
pub enum Stage {
    /// Decks are being chosen; `seed` starts the engine once both are in.
    Choosing {
        choices: [DeckChoice; 2],
        seed: u64,
    },
    Playing(Pazaak),
}

/// A Pazaak match as a table hosts it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PazaakMatch {
    config: MatchConfig,
    stage: Stage,
    /// Whether decks come from collections (false) or free choice (true).
    free: bool,
    /// How far the engine's log has been narrated.
    narrated: usize,
}

impl PazaakMatch {
    /// A match that starts with the choosing of side decks.
    pub fn new(choices: [DeckChoice; 2], free: bool, config: MatchConfig, seed: u64) -> Self {
        let mut game = PazaakMatch {
            config,
            stage: Stage::Choosing { choices, seed },
            free,
            narrated: 0,
        };
        game.start_if_ready();
        game
    }

    /// A match with both decks known (a rematch, a career match against a computer).
    pub fn with_decks(decks: [SideDeck; 2], free: bool, config: MatchConfig, seed: u64) -> Self {
        PazaakMatch::new(decks.map(DeckChoice::ready), free, config, seed)
    }

    /// Whether decks are picked freely rather than from collections.
    pub fn free(&self) -> bool {
        self.free
    }

    pub fn config(&self) -> MatchConfig {
        self.config
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The engine once the match is on.
    pub fn engine(&self) -> Option<&Pazaak> {
        match &self.stage {
            Stage::Playing(game) => Some(game),
            Stage::Choosing { .. } => None,
        }
    }

    /// A seat's deck choice while decks are being chosen.
    pub fn choice(&self, seat: Seat) -> Option<&DeckChoice> {
        match &self.stage {
            Stage::Choosing { choices, .. } => choices.get(seat),
            Stage::Playing(_) => None,
        }
    }

    /// Seats still choosing their side deck.
    pub fn choosing(&self) -> Vec<Seat> {
        match &self.stage {
            Stage::Choosing { choices, .. } => {
                (0..2).filter(|s| choices[*s].chosen.is_none()).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The winner, once the match decided it (a forfeit is the table's).
    pub fn winner(&self) -> Option<Seat> {
        match self.outcome() {
            Some(Outcome::Won(w)) => w.first().copied(),
            _ => None,
        }
    }

    /// Both side decks once chosen (for a rematch with the same decks).
    pub fn decks(&self) -> Option<[SideDeck; 2]> {
        let game = self.engine()?;
        let deck = |s: Seat| game.player(s).map(|p| p.side_deck.clone());
        Some([deck(0)?, deck(1)?])
    }

    /// Narration of what happened since the last call: finished turns, set and match
    /// results. A turn in progress waits for its end.
    pub fn take_reports(&mut self) -> Vec<Report> {
        let Some(game) = self.engine() else {
            return Vec::new();
        };
        let (out, upto) = reports(game.log(), self.narrated);
        self.narrated = upto;
        out
    }

    /// Why `action` by `seat` would be refused, or `None` when it is legal: the one
    /// place legality lives.
    pub fn refusal(&self, seat: Seat, action: &MatchAction) -> Option<MatchError> {
        if seat > 1 {
            return Some(MatchError::NoSuchSeat);
        }
        match (&self.stage, action) {
            (Stage::Playing(game), MatchAction::Play(a)) => game.refusal(seat, a).map(Into::into),
            (Stage::Playing(_), MatchAction::Deck(_)) => Some(MatchError::DecksChosen),
            (Stage::Choosing { .. }, MatchAction::Play(_)) => Some(MatchError::StillChoosing),
            (Stage::Choosing { choices, .. }, MatchAction::Deck(step)) => {
                deck_refusal(&choices[seat], *step)
            }
        }
    }

    /// Every action `seat` may take now.
    pub fn legal(&self, seat: Seat) -> Vec<MatchAction> {
        match &self.stage {
            Stage::Playing(game) => game
                .legal(seat)
                .into_iter()
                .map(MatchAction::Play)
                .collect(),
            Stage::Choosing { choices, .. } => {
                let Some(choice) = choices.get(seat) else {
                    return Vec::new();
                };
                let mut candidates: Vec<DeckAction> =
                    choice.pickable().into_iter().map(DeckAction::Add).collect();
                candidates.extend((0..choice.draft.len()).map(|i| DeckAction::Remove(i as u8)));
                candidates.extend([DeckAction::Clear, DeckAction::Default, DeckAction::Confirm]);
                candidates
                    .into_iter()
                    .map(MatchAction::Deck)
                    .filter(|a| self.refusal(seat, a).is_none())
                    .collect()
            }
        }
    }

    /// Apply an action, or refuse it leaving the match unchanged.
    pub fn act(&mut self, seat: Seat, action: &MatchAction) -> Result<(), MatchError> {
        if let Some(why) = self.refusal(seat, action) {
            return Err(why);
        }
        match (&mut self.stage, action) {
            (Stage::Playing(game), MatchAction::Play(a)) => game.act(seat, a)?,
            (Stage::Choosing { choices, .. }, MatchAction::Deck(step)) => {
                let choice = &mut choices[seat];
                match *step {
                    DeckAction::Add(card) => choice.draft.push(card),
                    DeckAction::Remove(i) => {
                        choice.draft.remove(usize::from(i));
                    }
                    DeckAction::Clear => choice.draft.clear(),
                    DeckAction::Default => {
                        if let Some(deck) = choice.default_deck.clone() {
                            choice.draft = deck.cards().to_vec();
                            choice.chosen = Some(deck);
                        }
                    }
                    DeckAction::Confirm => choice.chosen = choice.draft_deck().ok(),
                }
                self.start_if_ready();
            }
            // Refused above.
            _ => {}
        }
        Ok(())
    }

    fn start_if_ready(&mut self) {
        let Stage::Choosing { choices, seed } = &self.stage else {
            return;
        };
        if let [Some(a), Some(b)] = [&choices[0].chosen, &choices[1].chosen] {
            let game = Pazaak::new(*seed, [a.clone(), b.clone()], self.config);
            self.stage = Stage::Playing(game);
            self.narrated = 0;
        }
    }
}

fn deck_refusal(choice: &DeckChoice, step: DeckAction) -> Option<MatchError> {
    if choice.chosen.is_some() {
        return Some(MatchError::AlreadyChosen);
    }
    match step {
        DeckAction::Add(card) => {
            if !card.is_valid() {
                Some(MatchError::InvalidCard(card))
            } else if choice.draft.len() >= SIDE_DECK_SIZE {
                Some(MatchError::DraftFull)
            } else if choice.available(card) == 0 {
                Some(MatchError::NoneLeft(card))
            } else {
                None
            }
        }
        DeckAction::Remove(i) => {
            (usize::from(i) >= choice.draft.len()).then_some(MatchError::NoSuchDraftCard)
        }
        DeckAction::Clear => choice.draft.is_empty().then_some(MatchError::DraftEmpty),
        DeckAction::Default => choice
            .default_deck
            .is_none()
            .then_some(MatchError::NoDefaultDeck),
        DeckAction::Confirm => choice.draft_deck().err().map(MatchError::Deck),
    }
}

/// What an applied match action did that the match's reports do not say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The action made the seat's side deck final (its choosing is over).
    pub deck_ready: bool,
}

impl Game for PazaakMatch {
    type Action = MatchAction;
    type Error = MatchError;
    type Event = Applied;

    fn seat_count(&self) -> usize {
        2
    }

    fn seats_to_act(&self) -> Vec<Seat> {
        match &self.stage {
            Stage::Choosing { .. } => self.choosing(),
            Stage::Playing(game) => game.seats_to_act(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<MatchAction> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &MatchAction) -> Result<Applied, MatchError> {
        let was_choosing = self.choosing().contains(&seat);
        self.act(seat, action)?;
        Ok(Applied {
            deck_ready: was_choosing && !self.choosing().contains(&seat),
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.engine().and_then(Game::outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pazaak::narrate::TurnEnd;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    fn cards(text: &[&str]) -> Vec<SideCard> {
        text.iter().filter_map(|t| t.parse().ok()).collect()
    }

    fn starter() -> Vec<SideCard> {
        cards(&["+1", "+2", "+3", "+4", "+5", "-1", "-2", "-3", "-4", "-5"])
    }

    fn free_match() -> PazaakMatch {
        PazaakMatch::new(
            [
                DeckChoice::person(None, &[starter()]),
                DeckChoice::person(None, &[starter()]),
            ],
            true,
            MatchConfig::default(),
            7,
        )
    }

    #[test]
    fn both_persons_choose_then_the_engine_takes_over() {
        let mut m = free_match();
        assert_eq!(m.seats_to_act(), vec![0, 1]);
        assert!(m.engine().is_none());
        m.act(0, &MatchAction::Deck(DeckAction::Default)).unwrap();
        assert_eq!(m.seats_to_act(), vec![1]);
        assert_eq!(
            m.act(0, &MatchAction::Deck(DeckAction::Clear)),
            Err(MatchError::AlreadyChosen)
        );
        for card in cards(&["±1", "±2", "±3", "±4", "±5", "±6", "D", "F24", "F36"]) {
            m.act(1, &MatchAction::Deck(DeckAction::Add(card))).unwrap();
        }
        // Nine cards: refused with the reason, nothing changes.
        let err = m
            .act(1, &MatchAction::Deck(DeckAction::Confirm))
            .unwrap_err();
        assert!(err.to_string().contains("exactly 10 cards"), "{err}");
        assert_eq!(m.choosing(), vec![1]);
        m.act(1, &MatchAction::Deck(DeckAction::Add(SideCard::Tiebreaker)))
            .unwrap();
        assert_eq!(
            m.act(1, &MatchAction::Deck(DeckAction::Add(SideCard::Plus(1)))),
            Err(MatchError::DraftFull)
        );
        m.act(1, &MatchAction::Deck(DeckAction::Confirm)).unwrap();
        let game = m.engine().expect("the match is on");
        assert_eq!(game.set_number(), 1);
        assert_eq!(m.seats_to_act(), game.seats_to_act());
        assert_eq!(
            m.act(0, &MatchAction::Deck(DeckAction::Clear)),
            Err(MatchError::DecksChosen)
        );
    }

    #[test]
    fn a_collection_limits_the_draft_and_refuses_unowned_defaults() {
        let owned = Collection::from_cards(&starter());
        // The preferred last deck holds an unowned card: the starter deck is the default.
        let last = cards(&["+6", "+2", "+3", "+4", "+5", "-1", "-2", "-3", "-4", "-5"]);
        let choice = DeckChoice::person(Some(owned.clone()), &[last, starter()]);
        assert_eq!(
            choice.default_deck.as_ref().map(|d| d.cards().to_vec()),
            Some(starter())
        );
        let mut m = PazaakMatch::new(
            [choice, DeckChoice::ready(SideDeck::new(starter()).unwrap())],
            false,
            MatchConfig::default(),
            3,
        );
        assert_eq!(m.seats_to_act(), vec![0]);
        m.act(0, &MatchAction::Deck(DeckAction::Add(SideCard::Plus(1))))
            .unwrap();
        assert_eq!(
            m.act(0, &MatchAction::Deck(DeckAction::Add(SideCard::Plus(1)))),
            Err(MatchError::NoneLeft(SideCard::Plus(1)))
        );
        assert_eq!(
            m.act(0, &MatchAction::Deck(DeckAction::Add(SideCard::Double))),
            Err(MatchError::NoneLeft(SideCard::Double))
        );
        let legal = m.legal(0);
        assert!(!legal.contains(&MatchAction::Deck(DeckAction::Add(SideCard::Plus(1)))));
        assert!(legal.contains(&MatchAction::Deck(DeckAction::Remove(0))));
        assert!(!legal.contains(&MatchAction::Deck(DeckAction::Confirm)));
        m.act(0, &MatchAction::Deck(DeckAction::Remove(0))).unwrap();
        assert!(m.choice(0).unwrap().draft.is_empty());
        assert_eq!(
            m.act(0, &MatchAction::Deck(DeckAction::Remove(0))),
            Err(MatchError::NoSuchDraftCard)
        );
    }

    /// Random play: every legal action applies, the narration's totals agree with the
    /// engine's set results, and every turn is narrated exactly once.
    #[test]
    fn random_matches_agree_with_the_narration() {
        for seed in 0..40u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut m = free_match();
            let mut reports = Vec::new();
            let mut steps = 0;
            while m.outcome().is_none() {
                steps += 1;
                assert!(steps < 2000, "seed {seed}: match does not end");
                let seat = m.seats_to_act()[0];
                let legal = m.legal(seat);
                assert!(!legal.is_empty());
                // Deck building: mostly add cards, sometimes take the default.
                let action = *legal.choose(&mut rng).unwrap();
                for a in &legal {
                    assert!(m.refusal(seat, a).is_none());
                }
                m.act(seat, &action).unwrap();
                reports.extend(m.take_reports());
            }
            let game = m.engine().unwrap();
            let mut last_total = [None, None];
            let mut ended = 0;
            let turns_logged = game
                .log()
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        crate::games::pazaak::Event::EndedTurn { .. }
                            | crate::games::pazaak::Event::Stood { .. }
                            | crate::games::pazaak::Event::Busted { .. }
                    )
                })
                .count();
            let mut turns = 0;
            for r in &reports {
                match r {
                    Report::SetStarted { .. } => last_total = [None, None],
                    Report::Turn(t) => {
                        turns += 1;
                        let total = t.played.map(|p| p.2).or(t.drew.map(|d| d.1));
                        if let TurnEnd::Busted(b) = t.end {
                            assert_eq!(Some(b), total, "seed {seed}");
                        }
                        last_total[t.seat] = total;
                    }
                    Report::SetEnded(result) => {
                        ended += 1;
                        for (s, last) in last_total.iter().enumerate() {
                            if let Some(t) = last {
                                assert_eq!(
                                    *t, result.totals[s],
                                    "seed {seed} set {}",
                                    result.number
                                );
                            }
                        }
                    }
                    Report::MatchWon { seat } => assert_eq!(m.winner(), Some(*seat)),
                }
            }
            assert_eq!(turns, turns_logged, "seed {seed}");
            assert_eq!(ended, game.results().len(), "seed {seed}");
        }
    }
}
