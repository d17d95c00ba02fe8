//! The "Strong" player: one-ply evaluation with card counting, colour management,
//! opponent voids and challenge reading, all from the seat's own view.
//!
//! How it decides:
//! - Every legal play is scored: shedding a card, how many of its remaining cards
//!   will follow the resulting colour, holding wilds for when it is stuck, hitting
//!   the seat that moves next with Skip / Draw Two / Wild Draw Four the more that
//!   seat is close to winning, steering play away from a seat with few cards
//!   (Reverse), steering to colours the next seat drew on (it probably lacks them)
//!   and to colours with few unseen cards (counted from its hand and the discard
//!   pile), and keeping a flexible last card.
//! - It never bluffs a Wild Draw Four: it only plays one without the current colour.
//! - A drawn playable card is played unless it would be a bluff.
//! - It challenges a Wild Draw Four when the chance that the accused held the previous
//!   colour, estimated from the unseen cards (hypergeometric) and the accused's public
//!   draws, is high enough for the asymmetric stakes (win: it draws 0 and the accused
//!   4; lose: it draws 2 more).
//! - Under stacking it always passes the draw on when it can; it jumps in whenever it
//!   may (a free card); it always calls UNO.
//! - A wild names the colour it holds most of, adjusted by the same colour signals.
//! - Optionally (`rollouts` > 0, off by default) the best few plays are compared by
//!   playing them out on deals sampled from the unseen cards with the seat's rng; with
//!   the few dozen samples a 50 ms budget allows this did not beat the heuristic.
//!
//! The default weights were tuned against three Classic seats: holding wilds harder
//! (`wild_cost` 28), and no fixed bonus for a Skip / Draw Two that hits a seat far
//! from winning (`hit_base` 0) or for the next seat's drew-on colour (`void_bonus` 0).

use super::{fallback, legal_plays, my_move, seat_after, should_call_uno, ClassicAi};
use crate::games::uno::{
    full_deck, Action, Card, Color, Event, Face, Parts, PhaseView, SeatView, UnoGame, DECK_SIZE,
};
use crate::games::{Computer, Game, Outcome, Seat};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Tuning weights, collected so the arena can compare variants.
#[derive(Clone, Debug)]
pub struct StrongWeights {
    pub follow: f64,
    pub same_face: f64,
    pub wild_cost: f64,
    pub hit_base: f64,
    pub hit_danger: f64,
    pub void_bonus: f64,
    pub unseen_cost: f64,
    pub challenge_threshold: f64,
    pub bluff_rate: f64,
    /// Score cost of an illegal Wild Draw Four (risk of a challenge); below
    /// `f64::INFINITY` the player may bluff.
    pub bluff_cost: f64,
    /// Below this score a play is worse than drawing a card instead.
    pub draw_value: f64,
    /// Sampled deals (determinizations) per candidate play when a turn offers a real
    /// choice; 0 turns the rollouts off.
    pub rollouts: f64,
    /// Rollouts run only once some seat holds at most this many cards.
    pub rollout_cards: f64,
    /// Candidate plays (best heuristic scores first) the rollouts compare.
    pub rollout_candidates: f64,
    /// Share of the sampled deals by which a candidate must win more often than the
    /// heuristic's favourite to replace it (the samples are few, so noise is large).
    pub rollout_margin: f64,
}

impl Default for StrongWeights {
    fn default() -> Self {
        StrongWeights {
            follow: 3.0,
            same_face: 1.0,
            wild_cost: 28.0,
            hit_base: 0.0,
            hit_danger: 14.0,
            void_bonus: 0.0,
            unseen_cost: 0.25,
            challenge_threshold: 0.3,
            bluff_rate: 0.5,
            bluff_cost: f64::INFINITY,
            draw_value: f64::NEG_INFINITY,
            rollouts: 0.0,
            rollout_cards: 7.0,
            rollout_candidates: 3.0,
            rollout_margin: 0.15,
        }
    }
}

/// The strong player. Holds only its weights; everything else comes from the view.
#[derive(Clone, Debug, Default)]
pub struct StrongAi {
    pub weights: StrongWeights,
}

/// Per-decision facts derived from the view once.
struct Ctx<'a> {
    view: &'a SeatView,
    /// Cards of each colour not in this hand and not in the discard pile.
    unseen: [f64; 4],
    unseen_total: f64,
}

impl<'a> Ctx<'a> {
    fn new(view: &'a SeatView) -> Ctx<'a> {
        // Per colour 25 cards; subtract the ones this seat can see.
        let mut seen = [0u32; 4];
        let mut seen_total = 0u32;
        for c in view.hand.iter().chain(&view.discard) {
            seen_total += 1;
            if let Some(col) = c.color {
                seen[col.index()] += 1;
            }
        }
        let unseen = seen.map(|s| f64::from(25u32.saturating_sub(s)));
        Ctx {
            view,
            unseen,
            unseen_total: f64::from((DECK_SIZE as u32).saturating_sub(seen_total)),
        }
    }

    fn cards_of(&self, seat: Seat) -> usize {
        self.view.public.seats.get(seat).map_or(7, |s| s.cards)
    }

    fn drew_on(&self, seat: Seat, color: Color) -> bool {
        self.view
            .public
            .seats
            .get(seat)
            .is_some_and(|s| s.drew_on.contains(&color))
    }

    /// How urgent it is to stop a seat holding `cards` cards.
    fn danger(cards: usize) -> f64 {
        match cards {
            0 | 1 => 1.0,
            2 => 0.6,
            3 => 0.3,
            4 => 0.12,
            _ => 0.0,
        }
    }

    fn min_opponent_cards(&self) -> usize {
        (0..self.view.public.seat_count)
            .filter(|&s| s != self.view.seat)
            .map(|s| self.cards_of(s))
            .min()
            .unwrap_or(7)
    }
}

fn holds_color(hand: &[Card], color: Color) -> bool {
    hand.iter().any(|c| c.color == Some(color))
}

fn without(hand: &[Card], card: Card) -> Vec<Card> {
    let mut h = hand.to_vec();
    if let Some(i) = h.iter().position(|&c| c == card) {
        h.remove(i);
    }
    h
}

impl StrongAi {
    /// The colour to name, given the hand that remains after the wild.
    fn pick_color(&self, ctx: &Ctx, rest: &[Card], next: Seat) -> Color {
        let w = &self.weights;
        let mut best = (f64::MIN, Color::Red);
        for c in Color::ALL {
            let mine = rest.iter().filter(|x| x.color == Some(c)).count() as f64;
            let points: f64 = rest
                .iter()
                .filter(|x| x.color == Some(c))
                .map(|x| {
                    if matches!(x.face, Face::Number(_)) {
                        0.0
                    } else {
                        0.3
                    }
                })
                .sum();
            let mut s = mine * 4.0 + points - ctx.unseen[c.index()] * w.unseen_cost;
            if ctx.drew_on(next, c) {
                s += w.void_bonus;
            }
            if s > best.0 {
                best = (s, c);
            }
        }
        best.1
    }

    /// Scores playing `card` (naming `color` if wild, swapping with `swap`).
    fn score_play(&self, ctx: &Ctx, card: Card, color: Color, swap: Option<Seat>) -> f64 {
        let w = &self.weights;
        let view = ctx.view;
        let me = view.seat;
        let n = view.public.seat_count;
        let rest = without(&view.hand, card);
        if rest.is_empty() {
            return 1e9; // going out wins the round
        }
        let next = seat_after(view, me, 1);
        let prev = seat_after(view, me, n - 1);
        let mut score = 10.0;

        // Who moves after this play, for colour signals.
        let mover = match card.face {
            Face::Skip | Face::DrawTwo | Face::WildDrawFour => seat_after(view, me, 2),
            Face::Reverse if n > 2 => prev,
            Face::Reverse => me,
            _ => next,
        };

        // Following: my remaining cards that fit the resulting colour / face.
        let follow = rest.iter().filter(|c| c.color == Some(color)).count() as f64;
        let same_face = rest
            .iter()
            .filter(|c| c.face == card.face && c.color != Some(color) && !c.is_wild())
            .count() as f64;
        score += w.follow * follow + w.same_face * same_face;

        // Wilds are the escape cards: spend them only when it pays.
        let urgency =
            Ctx::danger(ctx.min_opponent_cards()).max(if rest.len() <= 2 { 0.5 } else { 0.0 });
        if card.is_wild() {
            score -= w.wild_cost * (1.0 - urgency);
        }

        // Hitting the next seat.
        let next_cards = ctx.cards_of(next);
        let hit = match card.face {
            Face::Skip => 1.0,
            Face::DrawTwo => 1.6,
            Face::WildDrawFour => 2.2,
            Face::Reverse if n == 2 => 1.0,
            _ => 0.0,
        };
        if hit > 0.0 && (mover != me || n == 2) {
            score += hit * (w.hit_base + w.hit_danger * Ctx::danger(next_cards));
        }
        if card.face == Face::Reverse && n > 2 {
            let prev_cards = ctx.cards_of(prev);
            score += (prev_cards as f64 - next_cards as f64).clamp(-4.0, 4.0) * 1.5;
            score += 6.0 * (Ctx::danger(next_cards) - Ctx::danger(prev_cards));
        }

        // Colour signals for whoever moves next.
        if mover != me {
            if ctx.drew_on(mover, color) {
                score += w.void_bonus;
            }
            score -= w.unseen_cost * ctx.unseen[color.index()];
            // Letting a seat with one card play a colour it may hold is dangerous.
            score -= 6.0 * Ctx::danger(ctx.cards_of(mover)) * ctx.unseen[color.index()]
                / ctx.unseen_total.max(1.0)
                * 4.0;
        }

        // Keep a flexible last card.
        if rest.len() == 1 {
            let last = rest[0];
            if last.is_wild() {
                score += 8.0;
            } else if last.color == Some(color) {
                score += 6.0;
            }
        }

        // Seven-0: trading hands.
        if let Some(t) = swap {
            let diff = rest.len() as f64 - ctx.cards_of(t) as f64;
            score += diff * 4.0;
        }
        if view.public.options.seven_zero && card.face == Face::Number(0) {
            let diff = rest.len() as f64 - ctx.cards_of(prev) as f64;
            score += diff * 3.0;
        }

        // Shed points a little earlier rather than later.
        score += f64::from(card.points().min(20)) * 0.05;
        score
    }

    /// The colour that was current just before the last card played, read from the
    /// public log (needed to judge a Wild Draw Four).
    fn color_before_last_play(view: &SeatView) -> Option<Color> {
        let mut color: Option<Color> = None;
        let mut before_last: Option<Color> = None;
        for e in &view.public.recent_events {
            match e {
                Event::RoundStarted { first, .. } => color = first.color,
                Event::ColorChosen { color: c, .. } => color = Some(*c),
                Event::Played { card, color: c, .. } => {
                    before_last = color;
                    color = card.color.or(*c);
                }
                Event::JumpedIn { card, .. } => {
                    before_last = color;
                    color = card.color;
                }
                _ => {}
            }
        }
        // Without that history in the log, the card under the top still tells the
        // colour unless it was a wild.
        before_last.or_else(|| {
            let n = view.discard.len();
            n.checked_sub(2).and_then(|i| view.discard[i].color)
        })
    }

    /// Chance that the accused held the previous colour when playing the Wild Draw Four.
    fn bluff_chance(&self, ctx: &Ctx) -> Option<f64> {
        let view = ctx.view;
        let accused = seat_after(view, view.seat, view.public.seat_count - 1);
        let prev_color = Self::color_before_last_play(view)?;
        let h = ctx.cards_of(accused);
        let u = ctx.unseen_total;
        let uc = ctx.unseen[prev_color.index()];
        let mut p_none = 1.0;
        for i in 0..h {
            let i = i as f64;
            if u - i <= 0.0 {
                break;
            }
            p_none *= ((u - uc - i) / (u - i)).max(0.0);
        }
        if ctx.drew_on(accused, prev_color) {
            p_none = p_none.max(0.6);
        }
        let r = self.weights.bluff_rate;
        let has = 1.0 - p_none;
        Some(r * has / (r * has + p_none).max(1e-9))
    }

    fn best_play(
        &self,
        ctx: &Ctx,
        plays: &[(Card, Option<Color>, Option<Seat>)],
    ) -> Option<(f64, Action)> {
        self.ranked_plays(ctx, plays).into_iter().next()
    }

    /// One scored play per distinct card, best first (a stable sort keeps the legal
    /// order among equal scores).
    fn ranked_plays(
        &self,
        ctx: &Ctx,
        plays: &[(Card, Option<Color>, Option<Seat>)],
    ) -> Vec<(f64, Action)> {
        let view = ctx.view;
        let next = seat_after(view, view.seat, 1);
        let current = view.public.color;
        let mut ranked: Vec<(f64, Action)> = Vec::new();
        let mut seen: Vec<Card> = Vec::new();
        for &(card, _, _) in plays {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            // A Wild Draw Four while holding the current colour is a bluff.
            let bluff = card.face == Face::WildDrawFour
                && current.is_some_and(|c| holds_color(&view.hand, c));
            if bluff && !self.weights.bluff_cost.is_finite() {
                continue;
            }
            let rest = without(&view.hand, card);
            let color = if card.is_wild() {
                self.pick_color(ctx, &rest, next)
            } else {
                card.color.unwrap_or(Color::Red)
            };
            let swaps: Vec<Option<Seat>> = plays
                .iter()
                .filter(|(c, _, _)| *c == card)
                .map(|(_, _, s)| *s)
                .collect();
            let swap = swaps
                .iter()
                .copied()
                .min_by_key(|s| s.map_or(0, |t| ctx.cards_of(t)))
                .flatten();
            let s = self.score_play(ctx, card, color, swap)
                - if bluff { self.weights.bluff_cost } else { 0.0 };
            ranked.push((
                s,
                Action::Play {
                    card,
                    color: card.is_wild().then_some(color),
                    swap_with: swap,
                },
            ));
        }
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked
    }

    /// Compares the best `candidates` by playing each out on sampled deals: the other
    /// hands are dealt at random from the cards this seat cannot see (a seat that drew
    /// on a colour gets cards of other colours first), the rest shuffled into the draw
    /// pile; every seat then plays as this player's model of it (the heuristic for this
    /// seat, the classic player for the others). Returns the candidate winning most
    /// often, ties going to the better heuristic score.
    fn rollout_choice(
        &self,
        view: &SeatView,
        candidates: &[(f64, Action)],
        rng: &mut ChaCha8Rng,
    ) -> Option<Action> {
        let deals = self.weights.rollouts as usize;
        let n = view.public.seat_count;
        let me = view.seat;
        let color = view.public.color?;
        let mut unseen = full_deck();
        for c in view.hand.iter().chain(&view.discard) {
            if let Some(i) = unseen.iter().position(|u| u == c) {
                unseen.swap_remove(i);
            }
        }
        let mut wins = vec![0u32; candidates.len()];
        for _ in 0..deals {
            unseen.shuffle(rng);
            let mut pool = unseen.clone();
            let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
            hands[me] = view.hand.clone();
            // Seats with known voids first, so they can be dealt around them.
            let mut order: Vec<Seat> = (0..n).filter(|&s| s != me).collect();
            order.sort_by_key(|&s| std::cmp::Reverse(view.public.seats[s].drew_on.len()));
            for s in order {
                let want = view.public.seats[s].cards;
                let void = &view.public.seats[s].drew_on;
                let mut hand = Vec::with_capacity(want);
                let mut i = 0;
                while hand.len() < want && i < pool.len() {
                    if pool[i].color.is_some_and(|c| void.contains(&c)) {
                        i += 1;
                    } else {
                        hand.push(pool.swap_remove(i));
                    }
                }
                while hand.len() < want && !pool.is_empty() {
                    hand.push(pool.swap_remove(0));
                }
                hands[s] = hand;
            }
            let parts = Parts {
                options: view.public.options.clone(),
                hands,
                draw_pile: pool,
                discard: view.discard.clone(),
                color,
                current: me,
                direction: view.public.direction,
                seed: rng.gen(),
                scores: vec![0; n],
            };
            let Ok(base) = UnoGame::from_parts(parts) else {
                return None;
            };
            for (i, (_, action)) in candidates.iter().enumerate() {
                let mut game = base.clone();
                if game.act(me, action).is_err() {
                    continue;
                }
                if self.play_out(&mut game, me, rng) == Some(me) {
                    wins[i] += 1;
                }
            }
        }
        let best = (0..candidates.len()).max_by_key(|&i| (wins[i], std::cmp::Reverse(i)))?;
        let margin = (self.weights.rollout_margin * deals as f64).ceil() as u32;
        if wins[best] >= wins[0] + margin.max(1) {
            Some(candidates[best].1.clone())
        } else {
            Some(candidates[0].1.clone())
        }
    }

    /// Plays a sampled game to its end; returns the winner.
    fn play_out(&self, game: &mut UnoGame, me: Seat, rng: &mut ChaCha8Rng) -> Option<Seat> {
        let me_model = StrongAi {
            weights: StrongWeights {
                rollouts: 0.0,
                ..self.weights.clone()
            },
        };
        let mut mine = me_model;
        let mut classic = ClassicAi;
        for _ in 0..2_000 {
            if let Some(Outcome::Won(w)) = game.outcome() {
                return w.first().copied();
            }
            let seat = *game.seats_to_act().first()?;
            let view = game.seat_view(seat);
            let action = if seat == me {
                mine.choose(&view, rng)
            } else {
                classic.choose(&view, rng)
            };
            if game.act(seat, &action).is_err() {
                let auto = game.auto_action(seat)?;
                game.act(seat, &auto).ok()?;
            }
            for s in game.uno_pending() {
                game.uno_window_expired(s);
            }
        }
        None
    }
}

impl Computer for StrongAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, rng: &mut ChaCha8Rng) -> Action {
        let ctx = Ctx::new(view);
        let plays = legal_plays(view);
        if !my_move(view) {
            // Out of turn: a jump-in is a free card; otherwise call UNO if due.
            if let Some((_, a)) = self.best_play(&ctx, &plays) {
                return a;
            }
            return if should_call_uno(view) {
                Action::CallUno
            } else {
                fallback(view)
            };
        }
        if should_call_uno(view) && view.hand.len() == 2 {
            return Action::CallUno;
        }
        match &view.public.phase {
            PhaseView::RoundOver { .. } => return Action::NextRound,
            PhaseView::ChoosingColor { .. } => {
                let next = seat_after(view, view.seat, 1);
                return Action::ChooseColor(self.pick_color(&ctx, &view.hand, next));
            }
            PhaseView::AwaitingPenalty { can_challenge, .. } => {
                if let Some((_, a)) = self.best_play(&ctx, &plays) {
                    return a;
                }
                if *can_challenge
                    && self
                        .bluff_chance(&ctx)
                        .is_some_and(|p| p > self.weights.challenge_threshold)
                {
                    return Action::Challenge;
                }
                return fallback(view);
            }
            _ => {}
        }
        let w = &self.weights;
        if w.rollouts >= 1.0
            && view.drawn_card.is_none()
            && matches!(view.public.phase, PhaseView::Playing { drew: false, .. })
            && view
                .public
                .seats
                .iter()
                .any(|s| s.cards as f64 <= w.rollout_cards)
        {
            let mut ranked = self.ranked_plays(&ctx, &plays);
            ranked.truncate(w.rollout_candidates.max(1.0) as usize);
            if ranked.len() >= 2 {
                if let Some(a) = self.rollout_choice(view, &ranked, rng) {
                    return a;
                }
            }
        }
        match self.best_play(&ctx, &plays) {
            Some((score, _))
                if score < self.weights.draw_value
                    && view.drawn_card.is_none()
                    && view.legal.contains(&Action::Draw) =>
            {
                Action::Draw
            }
            Some((_, a)) => a,
            None => fallback(view),
        }
    }
}
