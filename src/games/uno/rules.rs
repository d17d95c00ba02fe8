//! Legality (one source of truth: `check`) and the effects of every action.

use super::card::{Card, Color, Face};
use super::event::{DrawCause, Event};
use super::game::{ChallengeCheck, Phase, Reveal, UnoGame};
use super::options::DrawnCardPolicy;
use super::{Action, UnoError};
use crate::games::{Game, Outcome, Seat};

impl UnoGame {
    /// Whether `card` matches the top of the discard pile by colour, symbol or wildness.
    pub fn matches_top(&self, card: Card) -> bool {
        let top = self.top_card();
        card.is_wild()
            || card.color == Some(self.color)
            || (!top.is_wild() && card.face == top.face)
    }

    fn holds_color(&self, seat: Seat, color: Color) -> bool {
        self.hands[seat].iter().any(|c| c.color == Some(color))
    }

    /// Whether `seat` may play `card` on its turn now (ignoring phase details):
    /// it matches, and a Wild Draw Four is only refused when challenges are off and
    /// the seat holds the current colour.
    pub fn playable(&self, seat: Seat, card: Card) -> bool {
        self.matches_top(card)
            && (card.face != Face::WildDrawFour
                || self.options.challenge
                || !self.holds_color(seat, self.color))
    }

    /// The single source of legality: `Ok` exactly when `action` may be applied.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), UnoError> {
        let n = self.seat_count();
        if seat >= n {
            return Err(UnoError::NoSuchSeat);
        }
        match &self.phase {
            Phase::MatchOver { .. } => return Err(UnoError::MatchOver),
            Phase::RoundOver { .. } => {
                return match action {
                    Action::NextRound => Ok(()),
                    _ => Err(UnoError::RoundOver),
                }
            }
            _ => {}
        }
        let my_turn = seat == self.current;
        match action {
            Action::NextRound => Err(UnoError::RoundNotOver),
            Action::CallUno => {
                let len = self.hands[seat].len();
                if (len == 2 && !self.uno_called[seat]) || self.uno_pending[seat] {
                    Ok(())
                } else {
                    Err(UnoError::CannotCallUno)
                }
            }
            Action::ChooseColor(_) => match self.phase {
                Phase::ChooseColor if my_turn => Ok(()),
                Phase::ChooseColor => Err(UnoError::NotYourTurn),
                _ => Err(UnoError::NoColorToChoose),
            },
            Action::Draw => {
                if !my_turn {
                    return Err(UnoError::NotYourTurn);
                }
                match self.phase {
                    Phase::Turn => Ok(()),
                    Phase::ChooseColor => Err(UnoError::ChooseColorFirst),
                    Phase::Drawn { .. } => Err(UnoError::AlreadyDrew),
                    _ => Err(UnoError::PenaltyPending),
                }
            }
            Action::Pass => match self.phase {
                _ if !my_turn => Err(UnoError::NotYourTurn),
                Phase::Drawn { .. } if self.options.drawn_card == DrawnCardPolicy::MustPlay => {
                    Err(UnoError::MustPlayDrawn)
                }
                Phase::Drawn { .. } => Ok(()),
                _ => Err(UnoError::CannotPass),
            },
            Action::Challenge => match self.phase {
                Phase::Penalty {
                    challenge: Some(_), ..
                } if my_turn => Ok(()),
                _ if !my_turn => Err(UnoError::NotYourTurn),
                _ => Err(UnoError::NothingToChallenge),
            },
            Action::AcceptPenalty => match self.phase {
                Phase::Penalty { .. } if my_turn => Ok(()),
                _ if !my_turn => Err(UnoError::NotYourTurn),
                _ => Err(UnoError::NoPenalty),
            },
            Action::Play {
                card,
                color,
                swap_with,
            } => self.check_play(seat, *card, *color, *swap_with),
        }
    }

    fn check_play(
        &self,
        seat: Seat,
        card: Card,
        color: Option<Color>,
        swap_with: Option<Seat>,
    ) -> Result<(), UnoError> {
        if !card.is_valid() {
            return Err(UnoError::InvalidCard);
        }
        let my_turn = seat == self.current;
        // Out of turn only a jump-in is possible; check that first so a stranger's
        // click is told "not your turn" rather than about colours.
        if !my_turn {
            let jump = self.options.jump_in
                && self.phase == Phase::Turn
                && !card.is_wild()
                && card == self.top_card();
            if !jump {
                return Err(if self.options.jump_in && self.phase == Phase::Turn {
                    UnoError::CannotJumpIn
                } else {
                    UnoError::NotYourTurn
                });
            }
        }
        if !self.hands[seat].contains(&card) {
            return Err(UnoError::NotInHand(card));
        }
        match (card.is_wild(), color) {
            (true, None) => return Err(UnoError::ColorRequired),
            (false, Some(_)) => return Err(UnoError::ColorNotAllowed),
            _ => {}
        }
        let swaps = self.options.seven_zero && card.face == Face::Number(7);
        match (swaps, swap_with) {
            (true, None) => return Err(UnoError::SwapRequired),
            (true, Some(t)) if t == seat || t >= self.seat_count() => {
                return Err(UnoError::BadSwapTarget)
            }
            (false, Some(_)) => return Err(UnoError::SwapNotAllowed),
            _ => {}
        }
        let does_not_match = || UnoError::DoesNotMatch {
            card,
            top: self.top_description(),
        };
        match &self.phase {
            Phase::ChooseColor => Err(UnoError::ChooseColorFirst),
            Phase::Drawn { card: drawn } => {
                if card == *drawn {
                    Ok(())
                } else {
                    Err(UnoError::OnlyDrawnCard)
                }
            }
            Phase::Penalty { .. } => {
                if !self.options.stacking {
                    Err(UnoError::PenaltyPending)
                } else if card.face.draw_amount().is_none() || !self.matches_top(card) {
                    Err(UnoError::CannotStack)
                } else if !self.playable(seat, card) {
                    Err(UnoError::WildDrawFourNotAllowed)
                } else {
                    Ok(())
                }
            }
            Phase::Turn if !my_turn => Ok(()), // jump-in, checked above
            Phase::Turn => {
                if !self.matches_top(card) {
                    Err(does_not_match())
                } else if !self.playable(seat, card) {
                    Err(UnoError::WildDrawFourNotAllowed)
                } else {
                    Ok(())
                }
            }
            Phase::RoundOver { .. } | Phase::MatchOver { .. } => Err(UnoError::RoundOver),
        }
    }

    /// "Red 7" or "Wild (Blue)": what a card must match, for error messages.
    fn top_description(&self) -> String {
        let top = self.top_card();
        if top.is_wild() {
            format!("{top} ({})", self.color)
        } else {
            top.to_string()
        }
    }

    /// Every action `seat` may take now. Candidates are generated broadly and
    /// filtered through [`UnoGame::check`], so the list can never disagree with it.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat >= self.seat_count() {
            return out;
        }
        let mut candidates = vec![
            Action::NextRound,
            Action::CallUno,
            Action::Draw,
            Action::Pass,
            Action::Challenge,
            Action::AcceptPenalty,
        ];
        candidates.extend(Color::ALL.map(Action::ChooseColor));
        let mut cards: Vec<Card> = self.hands[seat].clone();
        cards.sort_unstable();
        cards.dedup();
        let others: Vec<Seat> = (0..self.seat_count()).filter(|&s| s != seat).collect();
        for card in cards {
            let colors: Vec<Option<Color>> = if card.is_wild() {
                Color::ALL.iter().copied().map(Some).collect()
            } else {
                vec![None]
            };
            let swaps: Vec<Option<Seat>> =
                if self.options.seven_zero && card.face == Face::Number(7) {
                    others.iter().copied().map(Some).collect()
                } else {
                    vec![None]
                };
            for &color in &colors {
                for &swap_with in &swaps {
                    candidates.push(Action::Play {
                        card,
                        color,
                        swap_with,
                    });
                }
            }
        }
        for a in candidates {
            if self.check(seat, &a).is_ok() {
                out.push(a);
            }
        }
        out
    }

    /// Applies `action` for `seat` and returns what happened, or refuses it with the
    /// state untouched.
    pub fn act(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, UnoError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        self.version += 1;
        if self.reveal.as_ref().is_some_and(|r| r.challenger == seat) {
            self.reveal = None;
        }
        match action {
            Action::NextRound => {
                if let Phase::RoundOver { winner, .. } = self.phase {
                    self.start_round(winner, &mut events);
                }
            }
            Action::CallUno => {
                self.uno_called[seat] = true;
                self.uno_pending[seat] = false;
                events.push(Event::UnoCalled { seat });
            }
            Action::ChooseColor(color) => {
                self.color = *color;
                self.phase = Phase::Turn;
                events.push(Event::ColorChosen {
                    seat,
                    color: *color,
                });
            }
            Action::Draw => self.draw_on_turn(seat, &mut events),
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.pass_turn(seat);
            }
            Action::Challenge => self.resolve_challenge(seat, &mut events),
            Action::AcceptPenalty => self.accept_penalty(seat, &mut events),
            Action::Play {
                card,
                color,
                swap_with,
            } => self.play(seat, *card, *color, *swap_with, &mut events),
        }
        self.record(&events);
        Ok(events)
    }

    fn pass_turn(&mut self, seat: Seat) {
        self.phase = Phase::Turn;
        self.current = self.next_seat(seat, 1);
    }

    fn draw_on_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let color = self.color;
        self.drew_on[seat][color.index()] = true;
        let mut drawn = 0;
        let mut last = None;
        while let Some(card) = self.take_card(events) {
            self.hands[seat].push(card);
            drawn += 1;
            last = Some(card);
            if !self.options.draw_until_playable || self.playable(seat, card) {
                break;
            }
        }
        if drawn == 0 {
            events.push(Event::CannotDraw { seat });
            self.pass_turn(seat);
            return;
        }
        self.uno_called[seat] = false;
        events.push(Event::Drew {
            seat,
            count: drawn,
            cause: DrawCause::Turn { color },
        });
        match last {
            Some(card)
                if self.playable(seat, card)
                    && self.options.drawn_card != DrawnCardPolicy::MustKeep =>
            {
                self.phase = Phase::Drawn { card };
            }
            _ => {
                events.push(Event::Passed { seat });
                self.pass_turn(seat);
            }
        }
    }

    fn accept_penalty(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Phase::Penalty { amount, .. } = self.phase {
            self.give_cards(seat, amount, DrawCause::Penalty, events);
            events.push(Event::Skipped { seat });
            self.pass_turn(seat);
        }
    }

    fn resolve_challenge(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::Penalty {
            amount,
            challenge:
                Some(ChallengeCheck {
                    accused,
                    illegal,
                    held,
                }),
        } = self.phase
        else {
            return;
        };
        let hand = &self.hands[accused];
        let held = held.map_or(hand.len(), |n| usize::from(n).min(hand.len()));
        self.reveal = Some(Reveal {
            challenger: seat,
            accused,
            hand: hand[..held].to_vec(),
        });
        events.push(Event::Challenged {
            challenger: seat,
            accused,
            succeeded: illegal,
        });
        if illegal {
            // The bluffer takes the four; the challenger then plays normally.
            self.give_cards(accused, amount, DrawCause::Challenge, events);
            self.phase = Phase::Turn;
        } else {
            self.give_cards(seat, amount + 2, DrawCause::Challenge, events);
            events.push(Event::Skipped { seat });
            self.pass_turn(seat);
        }
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        color: Option<Color>,
        swap_with: Option<Seat>,
        events: &mut Vec<Event>,
    ) {
        let jump = seat != self.current;
        let previous_color = self.color;
        if let Some(i) = self.hands[seat].iter().position(|&c| c == card) {
            self.hands[seat].remove(i);
        }
        self.discard.push(card);
        self.color = card.color.or(color).unwrap_or(previous_color);
        self.current = seat;
        let stacked_onto = match self.phase {
            Phase::Penalty { amount, .. } => Some(amount),
            _ => None,
        };
        self.phase = Phase::Turn;
        // Playing a card shows nothing about voids any more than before; but a seat
        // that plays the colour it drew on evidently holds it now.
        self.drew_on[seat][self.color.index()] = false;
        if jump {
            events.push(Event::JumpedIn { seat, card });
        } else {
            events.push(Event::Played {
                seat,
                card,
                color: if card.is_wild() { color } else { None },
            });
        }
        if self.hands[seat].len() == 1 && !self.uno_called[seat] {
            self.uno_pending[seat] = true;
            events.push(Event::UnoWindowOpened {
                seat,
                seconds: self.options.uno_window_secs,
            });
        }
        if self.hands[seat].is_empty() {
            // A final draw card still makes the next seat draw (no stacking or
            // challenge: the round is over).
            if let Some(d) = card.face.draw_amount() {
                let victim = self.next_seat(seat, 1);
                self.give_cards(
                    victim,
                    stacked_onto.unwrap_or(0) + d,
                    DrawCause::Penalty,
                    events,
                );
            }
            self.end_round(seat, events);
            return;
        }
        let n = self.seat_count();
        match card.face {
            Face::Number(7) if self.options.seven_zero => {
                if let Some(other) = swap_with {
                    self.hands.swap(seat, other);
                    self.drew_on.swap(seat, other);
                    for s in [seat, other] {
                        self.uno_called[s] = false;
                        self.uno_pending[s] = false;
                    }
                    events.push(Event::HandsSwapped { seat, with: other });
                }
                self.current = self.next_seat(seat, 1);
            }
            Face::Number(0) if self.options.seven_zero => {
                // Each hand moves to the next seat in the direction of play.
                let mut moved = vec![Vec::new(); n];
                let mut voids = vec![[false; 4]; n];
                for s in 0..n {
                    let to = self.next_seat(s, 1);
                    moved[to] = std::mem::take(&mut self.hands[s]);
                    voids[to] = self.drew_on[s];
                }
                self.hands = moved;
                self.drew_on = voids;
                self.uno_called = vec![false; n];
                self.uno_pending = vec![false; n];
                events.push(Event::HandsRotated {
                    direction: self.direction,
                });
                self.current = self.next_seat(seat, 1);
            }
            Face::Skip => {
                events.push(Event::Skipped {
                    seat: self.next_seat(seat, 1),
                });
                self.current = self.next_seat(seat, 2);
            }
            Face::Reverse => {
                self.direction = self.direction.flipped();
                events.push(Event::Reversed {
                    direction: self.direction,
                });
                if n == 2 {
                    events.push(Event::Skipped {
                        seat: self.next_seat(seat, 1),
                    });
                    self.current = seat;
                } else {
                    self.current = self.next_seat(seat, 1);
                }
            }
            Face::DrawTwo | Face::WildDrawFour => {
                let amount = stacked_onto.unwrap_or(0) + card.face.draw_amount().unwrap_or(0);
                let victim = self.next_seat(seat, 1);
                let challenge = (card.face == Face::WildDrawFour
                    && self.options.challenge
                    && stacked_onto.is_none())
                .then(|| ChallengeCheck {
                    accused: seat,
                    illegal: self.holds_color(seat, previous_color),
                    held: u8::try_from(self.hands[seat].len()).ok(),
                });
                self.current = victim;
                self.phase = Phase::Penalty { amount, challenge };
                let can_stack = self.options.stacking && self.can_stack(victim);
                if challenge.is_some() || can_stack {
                    events.push(Event::DrawPending {
                        seat: victim,
                        amount,
                        can_challenge: challenge.is_some(),
                    });
                } else {
                    // Nothing to decide: the victim draws and loses the turn at once.
                    self.accept_penalty(victim, events);
                }
            }
            Face::Number(_) | Face::Wild => self.current = self.next_seat(seat, 1),
        }
    }

    /// Whether `seat` holds a draw card it could stack now.
    fn can_stack(&self, seat: Seat) -> bool {
        self.hands[seat]
            .iter()
            .any(|&c| c.face.draw_amount().is_some() && self.playable(seat, c))
    }

    /// The UNO window of `seat` closed: if it still holds exactly one card and has
    /// not called, it draws the penalty. Idempotent; a second call does nothing.
    pub fn uno_window_expired(&mut self, seat: Seat) -> Vec<Event> {
        let mut events = Vec::new();
        if seat >= self.seat_count() || !self.uno_pending[seat] {
            return events;
        }
        self.uno_pending[seat] = false;
        self.version += 1;
        if self.hands[seat].len() == 1 && !self.uno_called[seat] {
            let count = self.give_cards(
                seat,
                self.options.uno_penalty.into(),
                DrawCause::Uno,
                &mut events,
            );
            events.push(Event::UnoPenalty { seat, count });
        }
        self.record(&events);
        events
    }

    /// What the table does for an absent seat whose time ran out: draw (then pass),
    /// take a pending draw, name a colour, or start the next round. Always legal, or
    /// `None` when the seat has nothing it must do.
    pub fn auto_action(&self, seat: Seat) -> Option<Action> {
        let action = match &self.phase {
            Phase::MatchOver { .. } => return None,
            Phase::RoundOver { .. } => Action::NextRound,
            _ if seat != self.current => return None,
            Phase::ChooseColor => Action::ChooseColor(self.richest_color(seat)),
            Phase::Turn => Action::Draw,
            Phase::Penalty { .. } => Action::AcceptPenalty,
            Phase::Drawn { card } => {
                if self.options.drawn_card == DrawnCardPolicy::MustPlay {
                    let swap = (self.options.seven_zero && card.face == Face::Number(7))
                        .then(|| self.next_seat(seat, 1));
                    Action::Play {
                        card: *card,
                        color: card.is_wild().then(|| self.richest_color(seat)),
                        swap_with: swap,
                    }
                } else {
                    Action::Pass
                }
            }
        };
        self.check(seat, &action).ok().map(|_| action)
    }

    /// The colour a seat holds most cards of (ties: the first in `Color::ALL`).
    fn richest_color(&self, seat: Seat) -> Color {
        let mut counts = [0usize; 4];
        for c in &self.hands[seat] {
            if let Some(col) = c.color {
                counts[col.index()] += 1;
            }
        }
        let mut best = Color::Red;
        for col in Color::ALL {
            if counts[col.index()] > counts[best.index()] {
                best = col;
            }
        }
        best
    }
}

impl Game for UnoGame {
    type Action = Action;
    type Error = UnoError;
    /// The events a narrator reads: what was played, drawn, called and scored.
    type Event = Vec<Event>;

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    /// The seat the game waits on (every seat once a round is over). Out-of-turn
    /// actions (UNO calls, jump-ins) are listed by `legal_actions` of their seats.
    fn seats_to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::MatchOver { .. } => Vec::new(),
            Phase::RoundOver { .. } => (0..self.hands.len()).collect(),
            _ => vec![self.current],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        UnoGame::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, UnoError> {
        self.act(seat, action)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::MatchOver { winner, .. } => Some(Outcome::Won(vec![winner])),
            _ => None,
        }
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, action).is_ok()
    }
}
