//! The strong computer player: expectimax over the main-deck draws of both players,
//! turn by turn, to the end of the set.
//!
//! - The draw distribution is the 40-card deck minus every main card seen on either
//!   table this set (card counting; drawn with replacement, a close approximation).
//! - The set is searched as the alternating game it is: after this seat ends its turn
//!   the opponent draws and may stand, play a card or draw on, and so on. The opponent
//!   is modelled as playing to win (minimax) with its hidden hand cards each taken as a
//!   flexible correction of ±1..±`opponent_reach` (its faces are hidden, so this is a
//!   prior, not a peek), paying the same price for spending them.
//! - A standing opponent is a mark to beat (ties, Tiebreaker included, are exact). When
//!   this seat stands, the opponent draws until it beats the mark, ties it, or busts.
//! - Hand cards must last the whole match, so each card spent costs a little set-win
//!   probability; the price falls when the set decides the match.

use super::options::play_options;
use super::{legal_or_first, PazaakAi};
use crate::games::pazaak::actions::Action;
use crate::games::pazaak::cards::SideCard;
use crate::games::pazaak::engine::{SETS_TO_WIN, TABLE_LIMIT, TARGET};
use crate::games::pazaak::view::SeatView;

/// Tunable weights of the strong player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrongAi {
    /// Set-win probability one hand card is worth in an ordinary set.
    pub card_price: f64,
    /// How far one hidden opponent hand card is assumed to move a total (±1..=this).
    pub opponent_reach: i32,
    /// Value of a tied set, relative to a win (it is replayed).
    pub tie_value: f64,
    /// Share of `card_price` the opponent is assumed to pay per card it spends.
    pub opponent_price: f64,
    /// Price the match score: a card's worth is the chance the match goes on after
    /// this set, divided by what this set moves in the match (else the older rule:
    /// full price, half at a match point, nothing at 2-2).
    pub stake_price: bool,
    /// How much dearer the last hand card is than the first of five (the price grows
    /// linearly as the hand shrinks).
    pub scarcity: f64,
    /// Share of the opponent's stand-or-draw choice taken as best play; the rest
    /// follows the common habit of standing on 18 or more and drawing below.
    pub opponent_minimax: f64,
    /// Take the opponent's hidden hand cards as drawn from a deck like this seat's own
    /// side deck (else as flexible ±1..±`opponent_reach` cards it surely holds).
    pub opponent_like_me: bool,
}

impl Default for StrongAi {
    fn default() -> Self {
        StrongAi {
            card_price: 0.18,
            opponent_reach: 2,
            tie_value: 0.5,
            opponent_price: 1.0,
            stake_price: false,
            scarcity: 0.0,
            opponent_minimax: 1.0,
            opponent_like_me: true,
        }
    }
}

/// Lowest total the search distinguishes; anything below behaves the same.
const LOW: i32 = -12;
const TOTALS: usize = (TARGET - LOW + 1) as usize;
/// Most own hand cards searched (a hand holds five).
const MAX_HAND: usize = 5;
/// Opponent hand sizes searched: 0..OPP_CARDS (more cards than that are not told apart).
const OPP_CARDS: usize = 6;
/// Offsets a hidden opponent card may make: MIN_OFFSET..MIN_OFFSET + OFFSETS.
const MIN_OFFSET: i32 = -6;
const OFFSETS: usize = 17;
/// The total a habitual player stands on.
const HABIT_STAND: i32 = 18;
/// In the look-ahead a hand card is played only to rescue a bust or to end on a total
/// of at least this (a card spent to stay low is never worth its price).
const USEFUL: i32 = 14;

/// Chance of winning the match from `mine`:`theirs` sets when each set is a coin toss.
fn match_chance(mine: u8, theirs: u8) -> f64 {
    if mine >= SETS_TO_WIN {
        1.0
    } else if theirs >= SETS_TO_WIN {
        0.0
    } else {
        0.5 * (match_chance(mine + 1, theirs) + match_chance(mine, theirs + 1))
    }
}

/// What one card costs in this set, relative to an ordinary early set.
fn price_factor(mine: u8, theirs: u8, stake_price: bool) -> f64 {
    let last = mine + 1 >= SETS_TO_WIN;
    let their_last = theirs + 1 >= SETS_TO_WIN;
    let goes_on = match (last, their_last) {
        (true, true) => 0.0,
        (true, false) | (false, true) => 0.5,
        (false, false) => 1.0,
    };
    if !stake_price {
        return goes_on;
    }
    let stake = match_chance(mine + 1, theirs) - match_chance(mine, theirs + 1);
    let first = match_chance(1, 0) - match_chance(0, 1);
    goes_on * first / stake.max(1e-9)
}

/// The opponent's pick among hand plays it may or may not hold: `moves` are (my value,
/// chance the hidden hand holds that play); it takes the best one held, else `none`.
fn opponent_pick(moves: &mut [(f64, f64)], none: f64) -> f64 {
    moves.sort_unstable_by(|x, y| x.0.total_cmp(&y.0));
    let (mut value, mut missing) = (0.0, 1.0);
    for (v, avail) in moves.iter() {
        value += missing * avail * v;
        missing *= 1.0 - avail;
    }
    value + missing * none
}

/// The chance, for each opponent hand size 0..OPP_CARDS and each draw 1..=10, that its
/// hidden hand holds a card changing its total by each offset (index offset -
/// `MIN_OFFSET`): each hidden card is a draw from `pool` (a deck like one's own), or,
/// with no pool, a flexible ±1..±`reach`.
fn availability(pool: &[SideCard], reach: i32) -> Vec<[[f64; OFFSETS]; 11]> {
    let mut one = [[0.0; OFFSETS]; 11];
    for (d, row) in one.iter_mut().enumerate() {
        if pool.is_empty() {
            for off in (-reach..=reach).filter(|o| *o != 0) {
                if let Some(q) = row.get_mut((off - MIN_OFFSET) as usize) {
                    *q = 1.0;
                }
            }
            continue;
        }
        let share = 1.0 / pool.len() as f64;
        for card in pool {
            let mut offsets = Vec::with_capacity(2);
            match *card {
                SideCard::Plus(v) => offsets.push(i32::from(v)),
                SideCard::Minus(v) => offsets.push(-i32::from(v)),
                SideCard::PlusMinus(v) => offsets.extend([i32::from(v), -i32::from(v)]),
                SideCard::Tiebreaker => offsets.extend([1, -1]),
                SideCard::Double => offsets.push(d as i32),
                SideCard::Flip24 | SideCard::Flip36 => {}
            }
            for off in offsets {
                if let Some(q) = row.get_mut((off - MIN_OFFSET) as usize) {
                    *q += share;
                }
            }
        }
    }
    (0..OPP_CARDS)
        .map(|k| one.map(|row| row.map(|q: f64| 1.0 - (1.0 - q.min(1.0)).powi(k as i32))))
        .collect()
}

fn idx(t: i32) -> usize {
    (t.clamp(LOW, TARGET) - LOW) as usize
}

/// One decision's search: fixed inputs plus memo tables. Values are this seat's
/// set-win probability (a tie counts `tie`) less the price of its cards spent plus the
/// price of the opponent's.
struct Search {
    /// Probability of drawing value `d` (index 1..=10).
    draw: [f64; 11],
    /// Unused hand cards usable in the look-ahead (flips are judged only at the root,
    /// where the real table is known).
    hand: Vec<SideCard>,
    masks: usize,
    /// Price of spending one own hand card in this set, by cards left before it.
    price_by_left: [f64; MAX_HAND + 1],
    /// Price of the first card spent at the root.
    price: f64,
    minimax: f64,
    /// Price the opponent pays per card.
    opp_price: f64,
    tie: f64,
    /// Chance the opponent's hidden hand holds each offset: [k][draw][offset].
    avail: Vec<[[f64; OFFSETS]; 11]>,
    /// Whether the (standing) opponent's last card is a Tiebreaker.
    opp_tb: bool,
    /// Both draw on, this seat to draw: [a][mask][b][k].
    my_pre: Vec<f64>,
    /// Both draw on, the opponent to draw: [a][mask][b][k].
    opp_pre: Vec<f64>,
    /// This seat stands at a mark, the opponent to draw: [mark][tb][b][k].
    opp_alone: Vec<f64>,
    /// The opponent stands at a mark, this seat to draw: [mark][a][mask].
    my_alone: Vec<f64>,
}

impl Search {
    fn new(view: &SeatView, ai: &StrongAi) -> Search {
        let unseen = view.unseen_main_cards();
        let n: u32 = unseen.iter().map(|c| u32::from(*c)).sum();
        let mut draw = [0.0; 11];
        for (d, c) in unseen.iter().enumerate().skip(1) {
            draw[d] = f64::from(*c) / f64::from(n.max(1));
        }
        let hand: Vec<SideCard> = view
            .hand
            .iter()
            .filter(|h| !h.used)
            .map(|h| h.card)
            .filter(|c| c.flipped_values().is_none())
            .take(MAX_HAND)
            .collect();
        let opp = view.opponent();
        let (mine, theirs) = (view.me().sets_won, opp.sets_won);
        // A set that ends the match either way makes cards worthless afterwards;
        // one that can end it on one side makes them worth about half.
        let price = ai.card_price * price_factor(mine, theirs, ai.stake_price);
        let mut price_by_left = [0.0; MAX_HAND + 1];
        for (left, p) in price_by_left.iter_mut().enumerate() {
            let fewer = (MAX_HAND.saturating_sub(left)) as f64 / (MAX_HAND - 1) as f64;
            *p = price * (1.0 + ai.scarcity * fewer);
        }
        let held = view.hand.iter().filter(|h| !h.used).count().min(MAX_HAND);
        let masks = 1usize << hand.len();
        let states = TOTALS * masks * TOTALS * OPP_CARDS;
        Search {
            draw,
            hand,
            masks,
            price_by_left,
            price: price_by_left[held],
            minimax: ai.opponent_minimax.clamp(0.0, 1.0),
            opp_price: price * ai.opponent_price,
            tie: ai.tie_value,
            avail: if ai.opponent_like_me {
                availability(&view.side_deck, 0)
            } else {
                availability(&[], ai.opponent_reach.max(0))
            },
            opp_tb: opp.standing && opp.table.last().is_some_and(|c| c.is_tiebreaker()),
            my_pre: vec![f64::NAN; states],
            opp_pre: vec![f64::NAN; states],
            opp_alone: vec![f64::NAN; TOTALS * 2 * TOTALS * OPP_CARDS],
            my_alone: vec![f64::NAN; TOTALS * TOTALS * masks],
        }
    }

    fn key(&self, a: i32, mask: usize, b: i32, k: usize) -> usize {
        ((idx(a) * self.masks + mask) * TOTALS + idx(b)) * OPP_CARDS + k
    }

    /// Own plays after a draw of `d` onto `total`: (new total, mask left, Tiebreaker
    /// last, cost), "no card" first.
    fn my_plays(&self, total: i32, d: i32, mask: usize, out: &mut Vec<(i32, usize, bool, f64)>) {
        out.clear();
        out.push((total, mask, false, 0.0));
        let keep = |x: i32| x <= TARGET && (x >= USEFUL || total > TARGET);
        for i in 0..self.hand.len() {
            let bit = 1 << i;
            if mask & bit == 0 || self.duplicate_before(i, mask) {
                continue;
            }
            let rest = mask & !bit;
            let p = self.price_by_left[(mask.count_ones() as usize).min(MAX_HAND)];
            let mut push = |x: i32, tb: bool| {
                if keep(x) {
                    out.push((x, rest, tb, p));
                }
            };
            match self.hand[i] {
                SideCard::Plus(v) => push(total + i32::from(v), false),
                SideCard::Minus(v) => push(total - i32::from(v), false),
                SideCard::PlusMinus(v) => {
                    push(total + i32::from(v), false);
                    push(total - i32::from(v), false);
                }
                SideCard::Tiebreaker => {
                    push(total + 1, true);
                    push(total - 1, true);
                }
                SideCard::Double => push(total + d, false),
                SideCard::Flip24 | SideCard::Flip36 => {}
            }
        }
    }

    /// Whether an identical card with a lower index is also unused (skip repeats).
    fn duplicate_before(&self, i: usize, mask: usize) -> bool {
        (0..i).any(|j| mask & (1 << j) != 0 && self.hand[j] == self.hand[i])
    }

    /// Standing at `x` against a standing opponent at `mark`.
    fn versus(&self, x: i32, tb: bool, mark: i32) -> f64 {
        if x > mark {
            1.0
        } else if x < mark {
            0.0
        } else {
            match (tb, self.opp_tb) {
                (true, false) => 1.0,
                (false, true) => 0.0,
                _ => self.tie,
            }
        }
    }

    /// The opponent stands at `mark`; this seat, at `a` with `mask`, is to draw.
    fn my_alone(&mut self, a: i32, mask: usize, mark: i32) -> f64 {
        let a = a.max(LOW);
        let key = (idx(mark) * TOTALS + idx(a)) * self.masks + mask;
        if !self.my_alone[key].is_nan() {
            return self.my_alone[key];
        }
        let mut plays = Vec::with_capacity(12);
        let mut v = 0.0;
        for d in 1..=10 {
            let p = self.draw[d as usize];
            if p == 0.0 {
                continue;
            }
            self.my_plays(a + d, d, mask, &mut plays);
            let mut best = f64::NEG_INFINITY;
            for &(x, m, tb, cost) in &plays {
                let val = if x > TARGET {
                    0.0
                } else {
                    let s = self.versus(x, tb, mark);
                    if x == TARGET || s >= 1.0 {
                        s
                    } else {
                        s.max(self.my_alone(x, m, mark))
                    }
                };
                best = best.max(val - cost);
            }
            v += p * best;
        }
        self.my_alone[key] = v;
        v
    }

    /// This seat stands at `mark` (Tiebreaker last: `tb`); the opponent, at `b` with `k`
    /// hand cards, is to draw.
    fn opp_alone(&mut self, b: i32, k: usize, mark: i32, tb: bool) -> f64 {
        let b = b.max(LOW);
        let key = ((idx(mark) * 2 + usize::from(tb)) * TOTALS + idx(b)) * OPP_CARDS + k;
        if !self.opp_alone[key].is_nan() {
            return self.opp_alone[key];
        }
        let mut v = 0.0;
        for d in 1..=10 {
            let p = self.draw[d as usize];
            if p == 0.0 {
                continue;
            }
            let mut moves = [(0.0, 0.0); OFFSETS];
            let mut n = 0;
            let none = self.opp_alone_at(b + d, k, mark, tb);
            if k > 0 {
                for (i, avail) in self.avail[k][d as usize].into_iter().enumerate() {
                    let y = b + d + i as i32 + MIN_OFFSET;
                    if avail == 0.0 || (y < USEFUL && b + d <= TARGET) {
                        continue;
                    }
                    let val = self.opp_alone_at(y, k - 1, mark, tb) + self.opp_price;
                    if val < none {
                        moves[n] = (val, avail);
                        n += 1;
                    }
                }
            }
            v += p * opponent_pick(&mut moves[..n], none);
        }
        self.opp_alone[key] = v;
        v
    }

    /// My value once the opponent, with `k` cards left, has reached `y` against my
    /// stand at `mark`.
    fn opp_alone_at(&mut self, y: i32, k: usize, mark: i32, tb: bool) -> f64 {
        let tie_for_me = if tb { 1.0 } else { self.tie };
        if y > TARGET {
            1.0
        } else if y > mark {
            // Best play stands; the habit draws on below 18.
            if y >= HABIT_STAND || self.minimax >= 1.0 {
                0.0
            } else {
                (1.0 - self.minimax) * self.opp_alone(y, k, mark, tb)
            }
        } else if y == mark {
            if y == TARGET {
                tie_for_me
            } else {
                let d = self.opp_alone(y, k, mark, tb);
                let habit = if y >= HABIT_STAND { tie_for_me } else { d };
                self.minimax * tie_for_me.min(d) + (1.0 - self.minimax) * habit
            }
        } else {
            self.opp_alone(y, k, mark, tb)
        }
    }

    /// My value once the opponent, with `k` cards left, has reached `y` and chooses
    /// between standing and drawing on, neither having stood before.
    fn opp_pre_at(&mut self, a: i32, mask: usize, y: i32, k: usize) -> f64 {
        if y > TARGET {
            1.0
        } else if y == TARGET {
            self.my_alone(a, mask, y)
        } else {
            let s = self.my_alone(a, mask, y);
            let d = self.my_pre(a, mask, y, k);
            let habit = if y >= HABIT_STAND { s } else { d };
            self.minimax * s.min(d) + (1.0 - self.minimax) * habit
        }
    }

    /// Neither stands; this seat, at `a` with `mask`, is to draw.
    fn my_pre(&mut self, a: i32, mask: usize, b: i32, k: usize) -> f64 {
        let a = a.max(LOW);
        let key = self.key(a, mask, b, k);
        if !self.my_pre[key].is_nan() {
            return self.my_pre[key];
        }
        let mut plays = Vec::with_capacity(12);
        let mut v = 0.0;
        for d in 1..=10 {
            let p = self.draw[d as usize];
            if p == 0.0 {
                continue;
            }
            self.my_plays(a + d, d, mask, &mut plays);
            let mut best = f64::NEG_INFINITY;
            for &(x, m, tb, cost) in &plays {
                let val = self.after_my_play(x, m, tb, b, k);
                best = best.max(val - cost);
            }
            v += p * best;
        }
        self.my_pre[key] = v;
        v
    }

    /// This seat's value once its hand play is done at `x` (stand or end the turn),
    /// neither having stood before.
    fn after_my_play(&mut self, x: i32, m: usize, tb: bool, b: i32, k: usize) -> f64 {
        if x > TARGET {
            0.0
        } else if x == TARGET {
            self.opp_alone(b, k, x, tb)
        } else {
            let s = self.opp_alone(b, k, x, tb);
            s.max(self.opp_pre(x, m, b, k))
        }
    }

    /// Neither stands; the opponent, at `b` with `k` cards, is to draw.
    fn opp_pre(&mut self, a: i32, mask: usize, b: i32, k: usize) -> f64 {
        let b = b.max(LOW);
        let key = self.key(a, mask, b, k);
        if !self.opp_pre[key].is_nan() {
            return self.opp_pre[key];
        }
        let mut v = 0.0;
        for d in 1..=10 {
            let p = self.draw[d as usize];
            if p == 0.0 {
                continue;
            }
            let mut moves = [(0.0, 0.0); OFFSETS];
            let mut n = 0;
            let none = self.opp_pre_at(a, mask, b + d, k);
            if k > 0 {
                for (i, avail) in self.avail[k][d as usize].into_iter().enumerate() {
                    let y = b + d + i as i32 + MIN_OFFSET;
                    if avail == 0.0 || (y < USEFUL && b + d <= TARGET) {
                        continue;
                    }
                    let val = self.opp_pre_at(a, mask, y, k - 1) + self.opp_price;
                    if val < none {
                        moves[n] = (val, avail);
                        n += 1;
                    }
                }
            }
            v += p * opponent_pick(&mut moves[..n], none);
        }
        self.opp_pre[key] = v;
        v
    }
}

impl PazaakAi for StrongAi {
    fn choose(&mut self, view: &SeatView) -> Action {
        if view.legal.is_empty() {
            return Action::EndTurn;
        }
        let mut search = Search::new(view, self);
        // Hand cards still unused after a root play: the look-ahead mask drops the
        // first unused copy of the card played.
        let full = search.masks - 1;
        let hand = search.hand.clone();
        let mask_without = |card: Option<SideCard>| -> usize {
            match card.and_then(|c| hand.iter().position(|h| *h == c)) {
                Some(i) => full & !(1 << i),
                None => full,
            }
        };
        let opp = view.opponent();
        let (b, k) = (opp.total, opp.hand_cards_left.min(OPP_CARDS - 1));
        let mut best = (f64::NEG_INFINITY, Action::EndTurn);
        for option in play_options(view) {
            let cost = option.card.map_or(0.0, |_| search.price);
            let mask = mask_without(option.card);
            let (t, tb) = (option.total, option.tiebreaker_last);
            let forced = t == TARGET || option.cards >= TABLE_LIMIT;
            let (value, finish) = if t > TARGET {
                (0.0, Action::EndTurn)
            } else if opp.standing {
                let s = search.versus(t, tb, b);
                let c = if forced || s >= 1.0 {
                    f64::NEG_INFINITY
                } else {
                    search.my_alone(t, mask, b)
                };
                // Standing on a lost total is never better than drawing.
                if s >= c && s > 0.0 {
                    (s, Action::Stand)
                } else {
                    (c.max(s), Action::EndTurn)
                }
            } else {
                let s = search.opp_alone(b, k, t, tb);
                let c = if forced {
                    f64::NEG_INFINITY
                } else {
                    search.opp_pre(t, mask, b, k)
                };
                if s >= c {
                    (s, Action::Stand)
                } else {
                    (c, Action::EndTurn)
                }
            };
            let value = value - cost;
            // Prefer not spending a card on equal value (strict improvement needed).
            if value > best.0 + 1e-9 {
                best = (value, option.action.unwrap_or(finish));
            }
        }
        legal_or_first(view, best.1)
    }
}
