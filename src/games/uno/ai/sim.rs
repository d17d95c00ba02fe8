//! A lean UNO simulation for the strong player's rollouts.
//!
//! Cloning [`crate::games::uno::UnoGame`] and building a `SeatView` for every move
//! costs microseconds; this plays the same rules on bare vectors, so thousands of
//! games fit in a few milliseconds. It covers the options that change a plain turn
//! (drawn-card policy, challenge on/off, draw until playable); under stacking,
//! seven-0 or jump-in [`SimRules::new`] refuses and the player decides without
//! rollouts.
//!
//! Modelled seats: every other seat plays exactly as [`super::ClassicAi`] (weighted
//! random, seed-002 colour, plays a drawn card, never challenges); the rollout seat
//! plays a cheap copy of the strong heuristic (see [`Sim::my_move`]). Every seat
//! calls UNO, so no UNO penalty ever happens, as with AI seats at a real table.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::RngCore;

use crate::games::uno::{Card, Color, DrawnCardPolicy, Face, Options};

/// The table options a rollout has to respect.
#[derive(Clone, Copy, Debug)]
pub(super) struct SimRules {
    drawn_card: DrawnCardPolicy,
    challenge: bool,
    draw_until_playable: bool,
}

impl SimRules {
    /// `None` under the house rules the simulation does not play.
    pub(super) fn new(o: &Options) -> Option<SimRules> {
        if o.stacking || o.seven_zero || o.jump_in {
            return None;
        }
        Some(SimRules {
            drawn_card: o.drawn_card,
            challenge: o.challenge,
            draw_until_playable: o.draw_until_playable,
        })
    }
}

/// One move of a seat on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Move {
    /// Play a card; the colour is the card's own or the one named for a wild.
    Play(Card, Color),
    Draw,
    /// Keep the card just drawn.
    Pass,
}

/// The cheap heuristic the rollout seat plays by (a subset of the strong weights).
#[derive(Clone, Copy, Debug)]
pub(super) struct MyPolicy {
    pub follow: f64,
    pub wild_cost: f64,
    pub hit_danger: f64,
}

// ----- cards as small codes ----------------------------------------------------------
//
// Inside the simulation a card is one byte: colour * 13 + face for coloured cards
// (faces 0-9, then Skip 10, Reverse 11, Draw Two 12), 52 for Wild and 53 for Wild
// Draw Four. Comparing and looking up bytes is what makes a rollout cheap.

type Code = u8;
const SKIP: u8 = 10;
const REVERSE: u8 = 11;
const DRAW_TWO: u8 = 12;
const WILD: Code = 52;
const WILD_FOUR: Code = 53;
/// Colour of a wild code.
const NO_COLOR: u8 = 4;
/// Face of a wild code (never equal to a coloured face; wild tops match no face).
const WILD_FACE: u8 = 13;

fn color_of(c: Code) -> u8 {
    if c >= WILD {
        NO_COLOR
    } else {
        c / 13
    }
}

fn face_of(c: Code) -> u8 {
    if c >= WILD {
        WILD_FACE
    } else {
        c % 13
    }
}

fn is_wild(c: Code) -> bool {
    c >= WILD
}

pub(super) fn encode(card: Card) -> Code {
    let face = match card.face {
        Face::Number(n) => n,
        Face::Skip => SKIP,
        Face::Reverse => REVERSE,
        Face::DrawTwo => DRAW_TWO,
        Face::Wild => return WILD,
        Face::WildDrawFour => return WILD_FOUR,
    };
    card.color.map_or(WILD, |col| col.index() as u8 * 13 + face)
}

/// Seed 002's colour ([`super::seed_color`]) on codes.
fn seed_color_code(hand: &[Code]) -> u8 {
    let mut score = [0u32; 4];
    for &c in hand {
        if !is_wild(c) {
            score[usize::from(color_of(c))] += match face_of(c) {
                0 | REVERSE => 2,
                SKIP | DRAW_TWO => 5,
                _ => 4,
            };
        }
    }
    // Red, then Blue, Green, Yellow win ties, as in the seed.
    let mut best = 0;
    for c in [3, 2, 1] {
        if score[c] > score[best] {
            best = c;
        }
    }
    best as u8
}

/// Seed 000's weight of a playable card ([`super::classic::classic_weight`]).
fn classic_weight_code(c: Code, next_has_few: bool) -> u64 {
    let (base, boost) = match face_of(c) {
        WILD_FACE => (30, true),
        DRAW_TWO => (20, true),
        SKIP | REVERSE => (20, false),
        n => (u64::from(n), false),
    };
    if boost && next_has_few {
        base * 10
    } else {
        base
    }
}

fn points_capped(c: Code) -> f64 {
    match face_of(c) {
        n if n <= 9 => f64::from(n),
        _ => 20.0,
    }
}

/// A complete position: every hand, both piles, whose turn.
#[derive(Clone, Debug)]
pub(super) struct Sim {
    hands: Vec<Vec<Code>>,
    /// Draw pile; the next card drawn is the last element.
    deck: Vec<Code>,
    /// Discard pile; the top card is the last element.
    discard: Vec<Code>,
    /// The colour to match (0-3, as `Color::index`).
    color: u8,
    /// The face to match: the top card's, or `WILD_FACE` under a wild.
    top_face: u8,
    current: usize,
    clockwise: bool,
    /// The seat the rollouts are for (plays [`MyPolicy`]).
    me: usize,
    rules: SimRules,
    policy: MyPolicy,
    pub rng: SmallRng,
}

/// How urgent it is to stop a seat holding `cards` cards (the full heuristic's
/// measure, shared with the simulated seat's cheap copy of it).
pub(super) fn danger(cards: usize) -> f64 {
    match cards {
        0 | 1 => 1.0,
        2 => 0.6,
        3 => 0.3,
        4 => 0.12,
        _ => 0.0,
    }
}

/// The hidden cards as one seat sees them, for [`Sim::deal`].
pub(super) struct Hidden {
    /// Cards outside this seat's hand and the discard pile.
    unseen: Vec<Code>,
    /// Every other seat: (seat, cards held, colours it drew on as a bit mask),
    /// seats with known voids first.
    seats: Vec<(usize, usize, u8)>,
}

impl Hidden {
    pub(super) fn new(unseen: &[Card], seats: &[(usize, usize, Vec<Color>)]) -> Hidden {
        let mut seats: Vec<(usize, usize, u8)> = seats
            .iter()
            .map(|(s, n, void)| (*s, *n, void.iter().fold(0u8, |m, c| m | 1 << c.index())))
            .collect();
        seats.sort_by_key(|&(_, _, void)| std::cmp::Reverse(void.count_ones()));
        Hidden {
            unseen: unseen.iter().map(|&c| encode(c)).collect(),
            seats,
        }
    }
}

/// What [`Sim::new`] needs besides the hands and the draw pile.
pub(super) struct SimSetup<'a> {
    pub discard: &'a [Card],
    pub color: Color,
    pub current: usize,
    pub clockwise: bool,
    pub me: usize,
    pub rules: SimRules,
    pub policy: MyPolicy,
}

impl Sim {
    /// A position from explicit hands and draw pile (the next card drawn last).
    pub(super) fn new(hands: &[Vec<Card>], deck: &[Card], setup: SimSetup, rng: SmallRng) -> Sim {
        let code = |v: &[Card]| v.iter().map(|&c| encode(c)).collect::<Vec<Code>>();
        let discard = code(setup.discard);
        let top_face = discard.last().map_or(WILD_FACE, |&t| face_of(t));
        Sim {
            hands: hands.iter().map(|h| code(h)).collect(),
            deck: code(deck),
            discard,
            color: setup.color.index() as u8,
            top_face,
            current: setup.current,
            clockwise: setup.clockwise,
            me: setup.me,
            rules: setup.rules,
            policy: setup.policy,
            rng,
        }
    }

    /// Deals the hidden cards of a template position (other hands and draw pile
    /// empty) at random: seats with known voids first, each taking cards outside
    /// its voids (and no wilds) while there are any, the rest shuffled as the draw
    /// pile.
    pub(super) fn deal(&mut self, hidden: &Hidden) {
        self.deck.clear();
        self.deck.extend_from_slice(&hidden.unseen);
        self.deck.shuffle(&mut self.rng);
        for &(seat, want, void) in &hidden.seats {
            let hand = &mut self.hands[seat];
            hand.clear();
            let mut i = self.deck.len();
            while hand.len() < want && i > 0 && void != 0 {
                i -= 1;
                let c = self.deck[i];
                if !is_wild(c) && void & (1 << color_of(c)) == 0 {
                    hand.push(self.deck.swap_remove(i));
                }
            }
            while hand.len() < want {
                match self.deck.pop() {
                    Some(c) => hand.push(c),
                    None => break,
                }
            }
        }
    }

    fn n(&self) -> usize {
        self.hands.len()
    }

    /// The seat `steps` (at most 2) places after `from`; no division, as this runs
    /// several times a turn.
    fn next_seat(&self, from: usize, steps: usize) -> usize {
        let n = self.n();
        let mut seat = from;
        for _ in 0..steps {
            seat = if self.clockwise {
                if seat + 1 == n {
                    0
                } else {
                    seat + 1
                }
            } else if seat == 0 {
                n - 1
            } else {
                seat - 1
            };
        }
        seat
    }

    fn holds_color(&self, seat: usize, color: u8) -> bool {
        self.hands[seat].iter().any(|&c| color_of(c) == color)
    }

    /// The engine's `playable`: matching, and an illegal Wild Draw Four only when it
    /// can be challenged.
    fn playable(&self, seat: usize, c: Code) -> bool {
        if c == WILD_FOUR {
            return self.rules.challenge || !self.holds_color(seat, self.color);
        }
        c == WILD || color_of(c) == self.color || face_of(c) == self.top_face
    }

    /// Takes the next card, reshuffling the discard pile under its top when empty.
    fn take_card(&mut self) -> Option<Code> {
        if self.deck.is_empty() && self.discard.len() > 1 {
            let top = self.discard.pop()?;
            std::mem::swap(&mut self.deck, &mut self.discard);
            self.discard.push(top);
            self.deck.shuffle(&mut self.rng);
        }
        self.deck.pop()
    }

    fn give(&mut self, seat: usize, count: usize) {
        for _ in 0..count {
            match self.take_card() {
                Some(c) => self.hands[seat].push(c),
                None => break,
            }
        }
    }

    /// Applies a move of the current seat; returns the winner if the round ended.
    pub(super) fn apply(&mut self, mv: Move) -> Option<usize> {
        match mv {
            Move::Play(card, color) => self.play(self.current, encode(card), color.index() as u8),
            Move::Draw => self.draw(self.current),
            Move::Pass => {
                self.current = self.next_seat(self.current, 1);
                None
            }
        }
    }

    fn play(&mut self, seat: usize, c: Code, color: u8) -> Option<usize> {
        if let Some(i) = self.hands[seat].iter().position(|&x| x == c) {
            self.hands[seat].swap_remove(i);
        }
        self.discard.push(c);
        self.color = color;
        self.top_face = face_of(c);
        if self.hands[seat].is_empty() {
            return Some(seat);
        }
        self.current = match face_of(c) {
            SKIP => self.next_seat(seat, 2),
            REVERSE => {
                self.clockwise = !self.clockwise;
                if self.n() == 2 {
                    seat
                } else {
                    self.next_seat(seat, 1)
                }
            }
            DRAW_TWO | WILD_FACE if c != WILD => {
                // Nobody modelled challenges (Classic never does; the rollout seat
                // is kept as simple), so the victim draws and loses the turn.
                let victim = self.next_seat(seat, 1);
                self.give(victim, if c == WILD_FOUR { 4 } else { 2 });
                self.next_seat(seat, 2)
            }
            _ => self.next_seat(seat, 1),
        };
        None
    }

    /// A draw on the turn; a playable drawn card is then played or kept.
    fn draw(&mut self, seat: usize) -> Option<usize> {
        let mut last = None;
        while let Some(c) = self.take_card() {
            self.hands[seat].push(c);
            last = Some(c);
            if !self.rules.draw_until_playable || self.playable(seat, c) {
                break;
            }
        }
        match last {
            Some(c)
                if self.playable(seat, c) && self.rules.drawn_card != DrawnCardPolicy::MustKeep =>
            {
                let must = self.rules.drawn_card == DrawnCardPolicy::MustPlay;
                if seat == self.me {
                    let bluff = c == WILD_FOUR && self.holds_color(seat, self.color);
                    if bluff && !must {
                        self.current = self.next_seat(seat, 1);
                        return None;
                    }
                    let color = self.my_color(seat, c);
                    self.play(seat, c, color)
                } else {
                    let color = self.classic_color(seat, c);
                    self.play(seat, c, color)
                }
            }
            _ => {
                self.current = self.next_seat(seat, 1);
                None
            }
        }
    }

    fn classic_color(&self, seat: usize, c: Code) -> u8 {
        if is_wild(c) {
            seed_color_code(&self.hands[seat])
        } else {
            color_of(c)
        }
    }

    /// The rollout seat's colour: the card's own, or the colour it holds most of.
    fn my_color(&self, seat: usize, c: Code) -> u8 {
        if !is_wild(c) {
            return color_of(c);
        }
        let mut counts = [0u8; 5];
        for &x in &self.hands[seat] {
            counts[usize::from(color_of(x))] += 1;
        }
        let mut best = 0;
        for col in 1..4 {
            if counts[col] > counts[best] {
                best = col;
            }
        }
        best as u8
    }

    /// The Classic player's move: the largest weight times a uniform number, each
    /// distinct playable card drawing once.
    fn classic_turn(&mut self, seat: usize) -> Option<usize> {
        let next = self.next_seat(seat, 1);
        let few = self.hands[next].len() < 4;
        let mut seen = 0u64;
        let mut best: Option<(u64, Code)> = None;
        for i in 0..self.hands[seat].len() {
            let c = self.hands[seat][i];
            if seen & (1 << c) != 0 || !self.playable(seat, c) {
                continue;
            }
            seen |= 1 << c;
            // Weight times a uniform 32-bit fraction: the float rule in integers.
            let w = classic_weight_code(c, few) * (self.rng.next_u64() >> 32);
            if best.is_none_or(|(bw, _)| w > bw) {
                best = Some((w, c));
            }
        }
        match best {
            Some((_, c)) => {
                let color = self.classic_color(seat, c);
                self.play(seat, c, color)
            }
            None => self.draw(seat),
        }
    }

    /// The rollout seat's move: the strong heuristic's main terms (shedding, cards
    /// that follow the colour, holding wilds, hitting a next seat close to winning).
    fn my_turn(&mut self, seat: usize) -> Option<usize> {
        match self.my_choice(seat) {
            Some((c, color)) => self.play(seat, c, color),
            None => self.draw(seat),
        }
    }

    fn my_choice(&self, seat: usize) -> Option<(Code, u8)> {
        let p = self.policy;
        let hand = &self.hands[seat];
        let next = self.next_seat(seat, 1);
        let min_other = (0..self.n())
            .filter(|&s| s != seat)
            .map(|s| self.hands[s].len())
            .min()
            .unwrap_or(7);
        let urgency = danger(min_other).max(if hand.len() <= 3 { 0.5 } else { 0.0 });
        let next_danger = danger(self.hands[next].len());
        let mut counts = [0u8; 5];
        for &x in hand {
            counts[usize::from(color_of(x))] += 1;
        }
        let current_held = counts[usize::from(self.color)] > 0;
        let mut seen = 0u64;
        let mut best: Option<(f64, Code, u8)> = None;
        for &c in hand {
            if seen & (1 << c) != 0 || !self.playable(seat, c) {
                continue;
            }
            seen |= 1 << c;
            if hand.len() == 1 {
                return Some((c, self.color));
            }
            if c == WILD_FOUR && current_held {
                continue; // never bluff
            }
            let color = self.my_color(seat, c);
            let follow = counts[usize::from(color)] - u8::from(color_of(c) == color);
            let mut s = p.follow * f64::from(follow) + points_capped(c) * 0.05;
            let hit = match face_of(c) {
                SKIP => 1.0,
                DRAW_TWO => 1.6,
                WILD_FACE if c == WILD_FOUR => 2.2,
                REVERSE if self.n() == 2 => 1.0,
                _ => 0.0,
            };
            if is_wild(c) {
                s -= p.wild_cost * (1.0 - urgency);
            }
            s += hit * p.hit_danger * next_danger;
            if best.is_none_or(|(bs, _, _)| s > bs) {
                best = Some((s, c, color));
            }
        }
        best.map(|(_, c, color)| (c, color))
    }

    /// Plays to the end of the round; returns the winner (`None` if it ran away).
    pub(super) fn play_out(&mut self) -> Option<usize> {
        for _ in 0..3_000 {
            let seat = self.current;
            let won = if seat == self.me {
                self.my_turn(seat)
            } else {
                self.classic_turn(seat)
            };
            if won.is_some() {
                return won;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::uno::ai::ClassicAi;
    use crate::games::uno::game::Phase;
    use crate::games::uno::{Direction, UnoGame};
    use crate::games::{Computer, Game, Outcome};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn engine_winner(mut g: UnoGame, rng: &mut ChaCha8Rng) -> Option<usize> {
        for _ in 0..5_000 {
            if let Some(Outcome::Won(w)) = g.outcome() {
                return w.first().copied();
            }
            let seat = g.seats_to_act()[0];
            let a = ClassicAi.choose(&g.seat_view(seat), rng);
            g.act(seat, &a).ok()?;
        }
        None
    }

    /// From real positions, the simulation's all-Classic outcomes match the engine's.
    #[test]
    fn simulation_matches_engine_outcomes() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut worst: f64 = 0.0;
        for seed in 0..12u64 {
            let mut g = UnoGame::new(4, Options::default(), seed).unwrap();
            for _ in 0..(seed as usize * 3) {
                if g.outcome().is_some() {
                    break;
                }
                let seat = g.seats_to_act()[0];
                let a = ClassicAi.choose(&g.seat_view(seat), &mut rng);
                g.act(seat, &a).unwrap();
            }
            if g.phase != Phase::Turn {
                continue;
            }
            let trials = 4000;
            let mut eng = [0f64; 4];
            let mut sim = [0f64; 4];
            for t in 0..trials {
                let mut h = g.clone();
                h.rng = ChaCha8Rng::seed_from_u64(t);
                if let Some(w) = engine_winner(h, &mut rng) {
                    eng[w] += 1.0 / trials as f64;
                }
                let setup = SimSetup {
                    discard: &g.discard,
                    color: g.color,
                    current: g.current,
                    clockwise: g.direction == Direction::Clockwise,
                    me: 99,
                    rules: SimRules::new(&g.options).unwrap(),
                    policy: MyPolicy {
                        follow: 3.0,
                        wild_cost: 28.0,
                        hit_danger: 14.0,
                    },
                };
                let mut s = Sim::new(&g.hands, &g.deck, setup, SmallRng::seed_from_u64(t * 7 + 3));
                if let Some(w) = s.play_out() {
                    sim[w] += 1.0 / trials as f64;
                }
            }
            for i in 0..4 {
                worst = worst.max((eng[i] - sim[i]).abs());
            }
            eprintln!("seed {seed}: engine {eng:.3?} sim {sim:.3?}");
        }
        assert!(worst < 0.04, "worst gap {worst}");
    }
}
