//! The strong computer player: expectimax over the main-deck draw.
//!
//! - The draw distribution is the 40-card deck minus every main card seen on either
//!   table this set (card counting; drawn with replacement, a close approximation).
//! - Standing at a total is worth the chance the opponent fails to beat it. Against a
//!   standing opponent that is exact; otherwise the opponent is modelled as drawing
//!   until it beats the mark, helped by the hand cards it still holds. Their faces are
//!   hidden, so each is taken as a random card of a deck like this seat's own side deck
//!   (a prior, not a peek): at every turn the opponent is assumed to hold a card making
//!   a given change with the chance that some of its cards would, and to play the best
//!   change it holds. (The older model, each card a flexible ±1..±`opponent_reach` it
//!   surely holds, remains as an option.)
//! - Drawing on is worth the expectation, over the next card, of the best reply
//!   (any hand card or none, then stand or draw again), searched to the end of the set.
//! - Hand cards must last the whole match, so each card spent costs a little set-win
//!   probability; the price falls when the set decides the match.

use super::legal_or_first;
use super::options::play_options;
use crate::games::pazaak::actions::Action;
use crate::games::pazaak::cards::SideCard;
use crate::games::pazaak::engine::{SETS_TO_WIN, TABLE_LIMIT, TARGET};
use crate::games::pazaak::view::SeatView;
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;

/// Tunable weights of the strong player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrongAi {
    /// Set-win probability one hand card is worth in an ordinary set.
    pub card_price: f64,
    /// How far one hidden opponent hand card is assumed to move a total (±1..=this).
    pub opponent_reach: i32,
    /// Value of a tied set, relative to a win (it is replayed).
    pub tie_value: f64,
    /// Take each hidden opponent hand card as a random card of a deck like this seat's
    /// own side deck, held or not (else as a flexible ±1..±`opponent_reach` it holds).
    pub opponent_like_me: bool,
}

impl Default for StrongAi {
    fn default() -> Self {
        StrongAi {
            card_price: 0.18,
            opponent_reach: 2,
            tie_value: 0.5,
            opponent_like_me: true,
        }
    }
}

/// Lowest total the search distinguishes; anything below behaves the same.
const LOW: i32 = -40;
const TOTALS: usize = (TARGET - LOW + 1) as usize;
const MAX_HAND: usize = 6;

/// One decision's search: fixed inputs plus memo tables.
struct Search {
    /// Probability of drawing value `d` (index 1..=10).
    draw: [f64; 11],
    /// Unused hand cards usable in the look-ahead (flips are judged only at the root,
    /// where the real table is known).
    hand: Vec<SideCard>,
    /// Base price of spending one hand card in this set.
    price: f64,
    tie_value: f64,
    opp: Opponent,
    /// Memo of the value of drawing again: [total][cards][hand mask].
    draw_memo: Vec<f64>,
    /// Memo of standing: [total][tiebreaker last].
    stand_memo: Vec<f64>,
}

/// What is known about the opponent.
struct Opponent {
    total: i32,
    standing: bool,
    tiebreaker_last: bool,
    cards_left: usize,
    reach: i32,
    /// Chance the hidden hand holds each offset, [cards][draw][offset], when the
    /// opponent's deck is taken to be like this seat's own.
    avail: Option<Vec<[[f64; OFFSETS]; 11]>>,
}

/// Offsets a hidden opponent card may make: MIN_OFFSET..MIN_OFFSET + OFFSETS.
const MIN_OFFSET: i32 = -6;
const OFFSETS: usize = 17;

/// The opponent's best play among those its hidden hand may hold: `moves` are (its
/// value, chance the hand holds that play); it takes the best one held, else `none`.
fn best_held(moves: &mut [(f64, f64)], none: f64) -> f64 {
    moves.sort_unstable_by(|x, y| y.0.total_cmp(&x.0));
    let (mut value, mut missing) = (0.0, 1.0);
    for (v, held) in moves.iter() {
        value += missing * held * v;
        missing *= 1.0 - held;
    }
    value + missing * none
}

/// For each opponent hand size 0..MAX_HAND and each draw 1..=10, the chance that its
/// hidden hand holds a card changing its total by each offset (index offset -
/// `MIN_OFFSET`), each hidden card taken as a random card of `pool`.
fn availability(pool: &[SideCard]) -> Vec<[[f64; OFFSETS]; 11]> {
    let mut one = [[0.0; OFFSETS]; 11];
    let share = 1.0 / pool.len().max(1) as f64;
    for (d, row) in one.iter_mut().enumerate() {
        for card in pool {
            let offsets: &[i32] = match *card {
                SideCard::Plus(v) => &[i32::from(v)],
                SideCard::Minus(v) => &[-i32::from(v)],
                SideCard::PlusMinus(v) => &[i32::from(v), -i32::from(v)],
                SideCard::Tiebreaker => &[1, -1],
                SideCard::Double => &[d as i32],
                SideCard::Flip24 | SideCard::Flip36 => &[],
            };
            for off in offsets {
                if let Some(q) = row.get_mut((off - MIN_OFFSET) as usize) {
                    *q += share;
                }
            }
        }
    }
    (0..MAX_HAND)
        .map(|k| one.map(|row| row.map(|q: f64| 1.0 - (1.0 - q.min(1.0)).powi(k as i32))))
        .collect()
}

fn idx_total(t: i32) -> usize {
    (t.clamp(LOW, TARGET) - LOW) as usize
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
        let price = if mine + 1 >= SETS_TO_WIN && theirs + 1 >= SETS_TO_WIN {
            0.0
        } else if mine + 1 >= SETS_TO_WIN || theirs + 1 >= SETS_TO_WIN {
            ai.card_price * 0.5
        } else {
            ai.card_price
        };
        let masks = 1usize << hand.len();
        Search {
            draw,
            hand,
            price,
            tie_value: ai.tie_value,
            opp: Opponent {
                total: opp.total,
                standing: opp.standing,
                tiebreaker_last: opp.table.last().is_some_and(|c| c.is_tiebreaker()),
                cards_left: opp.hand_cards_left,
                reach: ai.opponent_reach,
                avail: ai.opponent_like_me.then(|| availability(&view.side_deck)),
            },
            draw_memo: vec![f64::NAN; TOTALS * (TABLE_LIMIT + 1) * masks],
            stand_memo: vec![f64::NAN; TOTALS * 2],
        }
    }

    /// Value of standing at `total` (at most 20).
    fn stand(&mut self, total: i32, tiebreaker_last: bool) -> f64 {
        let key = idx_total(total) * 2 + usize::from(tiebreaker_last);
        if !self.stand_memo[key].is_nan() {
            return self.stand_memo[key];
        }
        let v = if self.opp.standing {
            let o = self.opp.total;
            if total > o {
                1.0
            } else if total < o {
                0.0
            } else {
                match (tiebreaker_last, self.opp.tiebreaker_last) {
                    (true, false) => 1.0,
                    (false, true) => 0.0,
                    _ => self.tie_value,
                }
            }
        } else {
            let tie_for_them = if tiebreaker_last {
                0.0
            } else {
                1.0 - self.tie_value
            };
            let mut memo = vec![[f64::NAN; MAX_HAND]; TOTALS];
            1.0 - self.opp_draw(
                self.opp.total,
                self.opp.cards_left.min(MAX_HAND - 1),
                total,
                tie_for_them,
                &mut memo,
            )
        };
        self.stand_memo[key] = v;
        v
    }

    /// The opponent's value (win = 1) when it is about to draw against our mark.
    fn opp_draw(
        &self,
        o: i32,
        k: usize,
        mark: i32,
        tie: f64,
        memo: &mut Vec<[f64; MAX_HAND]>,
    ) -> f64 {
        let i = idx_total(o);
        if !memo[i][k].is_nan() {
            return memo[i][k];
        }
        let mut v = 0.0;
        for d in 1..=10 {
            let p = self.draw[d];
            if p == 0.0 {
                continue;
            }
            let x = o + d as i32;
            let mut best = self.opp_after(x, k, mark, tie, memo);
            if k > 0 {
                if let Some(avail) = &self.opp.avail {
                    // The best play the hidden hand may hold, each with its chance.
                    let mut moves = [(0.0, 0.0); OFFSETS];
                    let mut n = 0;
                    for (j, q) in avail[k][d].into_iter().enumerate() {
                        if q == 0.0 {
                            continue;
                        }
                        let y = x + j as i32 + MIN_OFFSET;
                        let val = self.opp_after(y, k - 1, mark, tie, memo);
                        if val > best {
                            moves[n] = (val, q);
                            n += 1;
                        }
                    }
                    best = best_held(&mut moves[..n], best);
                } else {
                    for a in (-self.opp.reach..=self.opp.reach).filter(|a| *a != 0) {
                        best = best.max(self.opp_after(x + a, k - 1, mark, tie, memo));
                        if best >= 1.0 {
                            break;
                        }
                    }
                }
            }
            v += p * best;
        }
        memo[i][k] = v;
        v
    }

    fn opp_after(
        &self,
        y: i32,
        k: usize,
        mark: i32,
        tie: f64,
        memo: &mut Vec<[f64; MAX_HAND]>,
    ) -> f64 {
        if y > TARGET {
            0.0
        } else if y > mark {
            1.0
        } else if y == TARGET {
            tie
        } else if y == mark {
            tie.max(self.opp_draw(y, k, mark, tie, memo))
        } else {
            self.opp_draw(y, k, mark, tie, memo)
        }
    }

    /// Value of ending the turn at `total` (at most 20) with `cards` on the table and the
    /// hand cards in `mask` still unused, then drawing next turn.
    fn draw_on(&mut self, total: i32, cards: usize, mask: usize) -> f64 {
        let key = (idx_total(total) * (TABLE_LIMIT + 1) + cards) * (1 << self.hand.len()) + mask;
        if !self.draw_memo[key].is_nan() {
            return self.draw_memo[key];
        }
        let mut v = 0.0;
        for d in 1..=10usize {
            let p = self.draw[d];
            if p == 0.0 {
                continue;
            }
            let t = total + d as i32;
            let n = cards + 1;
            // After the draw: no card, or one card from the hand.
            let mut best = self.settle(t, n, mask, false);
            if t != TARGET && n < TABLE_LIMIT {
                for i in 0..self.hand.len() {
                    let bit = 1 << i;
                    if mask & bit == 0 || self.duplicate_before(i, mask) {
                        continue;
                    }
                    let card = self.hand[i];
                    let rest = mask & !bit;
                    for (delta, tb) in look_ahead_deltas(card, d as i32) {
                        let val = self.settle(t + delta, n + 1, rest, tb) - self.price;
                        best = best.max(val);
                    }
                }
            }
            v += p * best;
        }
        self.draw_memo[key] = v;
        v
    }

    /// Whether an identical card with a lower index is also unused (skip repeats).
    fn duplicate_before(&self, i: usize, mask: usize) -> bool {
        (0..i).any(|j| mask & (1 << j) != 0 && self.hand[j] == self.hand[i])
    }

    /// Best value once the hand play of a turn is done: bust, forced stand, or choose.
    fn settle(&mut self, total: i32, cards: usize, mask: usize, tb: bool) -> f64 {
        if total > TARGET {
            0.0
        } else if total == TARGET || cards >= TABLE_LIMIT {
            self.stand(total, tb)
        } else {
            let s = self.stand(total, tb);
            if s >= 1.0 {
                return s;
            }
            s.max(self.draw_on(total, cards, mask))
        }
    }
}

/// The total changes a card can make in the look-ahead, with whether it leaves a
/// Tiebreaker last; `drawn` is the card drawn this turn (for Double).
fn look_ahead_deltas(card: SideCard, drawn: i32) -> Vec<(i32, bool)> {
    match card {
        SideCard::Plus(v) => vec![(i32::from(v), false)],
        SideCard::Minus(v) => vec![(-i32::from(v), false)],
        SideCard::PlusMinus(v) => vec![(i32::from(v), false), (-i32::from(v), false)],
        SideCard::Tiebreaker => vec![(1, true), (-1, true)],
        SideCard::Double => vec![(drawn, false)],
        SideCard::Flip24 | SideCard::Flip36 => Vec::new(),
    }
}

impl Computer for StrongAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, _rng: &mut ChaCha8Rng) -> Action {
        if view.legal.is_empty() {
            return Action::EndTurn;
        }
        let mut search = Search::new(view, self);
        // Hand cards still unused after a root play: the look-ahead mask drops the
        // first unused copy of the card played.
        let full = (1usize << search.hand.len()) - 1;
        let hand = search.hand.clone();
        let mask_without = |card: Option<SideCard>| -> usize {
            match card.and_then(|c| hand.iter().position(|h| *h == c)) {
                Some(i) => full & !(1 << i),
                None => full,
            }
        };
        let mut best = (f64::NEG_INFINITY, Action::EndTurn);
        for option in play_options(view) {
            let cost = option.card.map_or(0.0, |_| search.price);
            let mask = mask_without(option.card);
            let t = option.total;
            let forced = t == TARGET || option.cards >= TABLE_LIMIT;
            let (value, finish) = if t > TARGET {
                (0.0, Action::EndTurn)
            } else if forced {
                (search.stand(t, option.tiebreaker_last), Action::Stand)
            } else {
                let s = search.stand(t, option.tiebreaker_last);
                let c = search.draw_on(t, option.cards, mask);
                // Standing on a lost total is never better than drawing.
                if s >= c && s > 0.0 {
                    (s, Action::Stand)
                } else {
                    (c.max(s), Action::EndTurn)
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
