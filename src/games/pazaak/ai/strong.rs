//! The strong computer player: expectimax over the rest of the set, both seats' turns
//! interleaved as they are played.
//!
//! - The draw distribution is the 40-card deck minus every main card seen on either
//!   table this set (card counting; drawn with replacement, a close approximation).
//! - This seat's own turns are decision nodes: after each draw any hand card (or none),
//!   then stand or end the turn, whichever is worth more.
//! - The opponent's turns are chance nodes under a model of a sensible player: it
//!   rescues a bust with a hand card, takes an exact 20, and against a standing mark
//!   uses a card to beat it; it stands once it beats a standing mark, and otherwise on
//!   `opponent_stands_on` or more. Its hand is hidden, so each card it holds is taken
//!   as a random card of a deck like this seat's own side deck (a prior, not a peek):
//!   it is assumed to hold a card making a given change with the chance that some of
//!   its cards would, and to play the held change that is worst for this seat.
//! - Hand cards must last the whole match: each card this seat spends costs a little
//!   set-win probability, and each card the opponent spends gains a little; both prices
//!   fall when the set can decide the match.
//!
//! For measuring only, [`StrongAi::choose_knowing`] decides with the opponent's hand
//! known and the opponent played as [`super::RuleAi`] plays: how much better this
//! player would do against that player if nothing were hidden from it.

use super::legal_or_first;
use super::options::play_options;
use crate::games::pazaak::actions::Action;
use crate::games::pazaak::cards::{Origin, SideCard};
use crate::games::pazaak::engine::{SETS_TO_WIN, TABLE_LIMIT, TARGET};
use crate::games::pazaak::view::SeatView;
use crate::games::Computer;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Tunable weights of the strong player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrongAi {
    /// Set-win probability one of this seat's hand cards is worth in an ordinary set.
    pub card_price: f64,
    /// Set-win probability gained when the opponent spends one hand card.
    pub opponent_card_price: f64,
    /// Multiplier of both prices by the hand cards the spender has left afterwards
    /// (index 0..=5): the last cards of a hand are worth the most.
    pub price_by_cards_left: [f64; 6],
    /// How far one hidden opponent hand card is assumed to move a total (±1..=this),
    /// when the opponent is not taken to hold a deck like this seat's own.
    pub opponent_reach: i32,
    /// Value of a tied set, relative to a win (it is replayed).
    pub tie_value: f64,
    /// A tied set is replayed with the hands as they are: its value rises by this much
    /// per hand card this seat then holds more than the opponent.
    pub tie_card_slope: f64,
    /// Take each hidden opponent hand card as a random card of a deck like this seat's
    /// own side deck, held or not (else as a flexible ±1..±`opponent_reach` it holds).
    pub opponent_like_me: bool,
    /// Total on which the opponent is taken to stand while this seat still draws.
    pub opponent_stands_on: i32,
    /// Total from which the opponent is taken to stand on a tie with a standing mark.
    pub opponent_ties_on: i32,
    /// Total from which the opponent is taken to stand when ahead of a standing mark
    /// (a sensible player stands on any total that wins; some draw on below 18).
    pub opponent_stands_ahead_on: i32,
    /// Chance the opponent is taken to use a hand card it holds to beat a standing
    /// mark (it always uses one to rescue a bust or to make exactly 20).
    pub opponent_beats_with_cards: f64,
    /// Hand cards this seat may play in the rest of the set, the root's play included.
    pub plays_per_set: u32,
}

impl Default for StrongAi {
    fn default() -> Self {
        StrongAi {
            card_price: 0.18,
            opponent_card_price: 0.18,
            price_by_cards_left: [2.5, 1.6, 1.0, 0.7, 0.5, 0.5],
            opponent_reach: 2,
            tie_value: 0.5,
            tie_card_slope: 0.12,
            opponent_like_me: true,
            opponent_stands_on: 18,
            opponent_ties_on: 18,
            opponent_stands_ahead_on: 0,
            opponent_beats_with_cards: 1.0,
            plays_per_set: 1,
        }
    }
}

/// Lowest total the search distinguishes; anything below behaves the same.
const LOW: i32 = -20;
/// Most hand cards the look-ahead tracks.
const MAX_HAND: usize = 6;
/// Offsets a hidden opponent card may make: MIN_OFFSET..MIN_OFFSET + OFFSETS.
const MIN_OFFSET: i32 = -6;
const OFFSETS: usize = 17;

/// Multiply-shift hashing for the memo's packed keys.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Memo = HashMap<u64, f64, BuildHasherDefault<KeyHasher>>;

/// A point in the rest of the set: both totals and what each seat still holds. With the
/// opponent's hand known, `k` is the set of its unused cards (bit i: card i).
#[derive(Clone, Copy, Debug)]
struct Node {
    /// This seat's total, its unused look-ahead hand cards, whether it stands and
    /// whether a Tiebreaker is its last card.
    mine: i32,
    mask: usize,
    i_stand: bool,
    my_tb: bool,
    /// The opponent's total, hidden hand cards left, stand and Tiebreaker flags.
    theirs: i32,
    k: usize,
    they_stand: bool,
    their_tb: bool,
    /// Whether a flip card (not in the look-ahead's hand) was spent at the root.
    spent_flip: bool,
}

impl Node {
    fn key(&self, my_turn: bool) -> u64 {
        let a = (self.mine.clamp(LOW, TARGET) - LOW) as u64;
        let b = (self.theirs.clamp(LOW, TARGET) - LOW) as u64;
        a | (self.mask as u64) << 6
            | u64::from(self.i_stand) << 12
            | u64::from(self.my_tb) << 13
            | b << 14
            | (self.k as u64) << 20
            | u64::from(self.they_stand) << 28
            | u64::from(self.their_tb) << 29
            | u64::from(my_turn) << 30
            | u64::from(self.spent_flip) << 31
    }
}

/// One decision's search: fixed inputs plus the memo.
struct Search {
    /// Probability of drawing value `d` (index 1..=10).
    draw: [f64; 11],
    /// Unused hand cards usable in the look-ahead (flips are judged only at the root,
    /// where the real table is known).
    hand: Vec<SideCard>,
    full: usize,
    plays_per_set: u32,
    /// Price of spending one of this seat's hand cards, and gain of an opponent's.
    price: [f64; MAX_HAND],
    opp_price: [f64; MAX_HAND],
    /// This seat's unused hand cards at the root, flips included.
    cards: usize,
    tie_value: f64,
    tie_slope: f64,
    stands_on: i32,
    ties_on: i32,
    ahead_on: i32,
    beats_with_cards: f64,
    /// Chance the opponent's hidden hand holds each offset, [cards][draw][offset].
    avail: Vec<[[f64; OFFSETS]; 11]>,
    memo: Memo,
    /// The opponent's unused hand cards, when known (measuring only): it then plays as
    /// the rule player holding them.
    known: Option<Vec<SideCard>>,
}

/// For each opponent hand size 0..MAX_HAND and each draw 1..=10, the chance that its
/// hidden hand holds a card changing its total by each offset (index offset -
/// `MIN_OFFSET`), the hidden hand taken as cards dealt from `pool` without
/// replacement.
fn availability(pool: &[SideCard]) -> Vec<[[f64; OFFSETS]; 11]> {
    // How many pool cards make each offset.
    let mut one = [[0.0; OFFSETS]; 11];
    let share = 1.0;
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
    let size = pool.len() as f64;
    // Chance that none of k cards dealt from the pool is one of `c` given cards.
    let none_of = |c: f64, k: usize| -> f64 {
        (0..k)
            .map(|i| ((size - c - i as f64) / (size - i as f64)).max(0.0))
            .product()
    };
    (0..MAX_HAND)
        .map(|k| one.map(|row| row.map(|c: f64| if c > 0.0 { 1.0 - none_of(c, k) } else { 0.0 })))
        .collect()
}

/// The cards the opponent's hidden hand is taken to come from: a deck like this
/// seat's own, less the side cards the opponent has laid this set.
fn opponent_pool(view: &SeatView) -> Vec<SideCard> {
    let mut pool = view.side_deck.clone();
    for card in &view.opponent().table {
        if let Origin::Side { card, .. } = card.origin {
            if let Some(at) = pool.iter().position(|c| *c == card) {
                pool.swap_remove(at);
            }
        }
    }
    pool
}

/// The older model: every hidden card surely makes any change of ±1..=`reach`.
fn flexible(reach: i32) -> Vec<[[f64; OFFSETS]; 11]> {
    (0..MAX_HAND)
        .map(|k| {
            let mut row = [0.0; OFFSETS];
            if k > 0 {
                for off in (-reach..=reach).filter(|o| *o != 0) {
                    if let Some(q) = row.get_mut((off - MIN_OFFSET) as usize) {
                        *q = 1.0;
                    }
                }
            }
            [row; 11]
        })
        .collect()
}

/// The opponent's play among those its hidden hand may hold: `moves` are (this seat's
/// value after it, chance the hand holds it); it takes the held one worst for this seat
/// if that beats `none`, playing no card.
fn worst_held(moves: &mut [(f64, f64)], none: f64) -> f64 {
    moves.sort_unstable_by(|x, y| x.0.total_cmp(&y.0));
    let (mut value, mut missing) = (0.0, 1.0);
    for (v, held) in moves.iter() {
        if *v >= none {
            break;
        }
        value += missing * held * v;
        missing *= 1.0 - held;
    }
    value + missing * none
}

impl Search {
    fn new(view: &SeatView, ai: &StrongAi, known: Option<Vec<SideCard>>) -> Search {
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
        let scale = if mine + 1 >= SETS_TO_WIN && theirs + 1 >= SETS_TO_WIN {
            0.0
        } else if mine + 1 >= SETS_TO_WIN || theirs + 1 >= SETS_TO_WIN {
            0.5
        } else {
            1.0
        };
        let full = (1usize << hand.len()) - 1;
        Search {
            draw,
            hand,
            full,
            plays_per_set: ai.plays_per_set,
            price: ai.price_by_cards_left.map(|f| f * ai.card_price * scale),
            opp_price: ai
                .price_by_cards_left
                .map(|f| f * ai.opponent_card_price * scale),
            cards: view.hand.iter().filter(|h| !h.used).count(),
            tie_value: ai.tie_value,
            tie_slope: ai.tie_card_slope,
            stands_on: ai.opponent_stands_on,
            ties_on: ai.opponent_ties_on,
            ahead_on: ai.opponent_stands_ahead_on,
            beats_with_cards: ai.opponent_beats_with_cards,
            avail: if ai.opponent_like_me {
                availability(&opponent_pool(view))
            } else {
                flexible(ai.opponent_reach)
            },
            memo: Memo::default(),
            known,
        }
    }

    /// Both stand: compare.
    fn resolve(&self, n: &Node) -> f64 {
        if n.mine > n.theirs {
            1.0
        } else if n.mine < n.theirs {
            0.0
        } else {
            match (n.my_tb, n.their_tb) {
                (true, false) => 1.0,
                (false, true) => 0.0,
                _ => {
                    let spent =
                        (self.full & !n.mask).count_ones() as usize + usize::from(n.spent_flip);
                    let lead =
                        self.cards.saturating_sub(spent) as f64 - self.their_cards(*n) as f64;
                    (self.tie_value + self.tie_slope * lead).clamp(0.05, 0.95)
                }
            }
        }
    }

    /// After this seat's turn (not bust): the opponent moves if it still draws.
    fn after_mine(&mut self, n: Node) -> f64 {
        if !n.they_stand {
            self.their_turn(n)
        } else if !n.i_stand {
            self.my_turn(n)
        } else {
            self.resolve(&n)
        }
    }

    /// After the opponent's turn (not bust).
    fn after_theirs(&mut self, n: Node) -> f64 {
        if !n.i_stand {
            self.my_turn(n)
        } else if !n.they_stand {
            self.their_turn(n)
        } else {
            self.resolve(&n)
        }
    }

    /// Hand cards the opponent holds at `n`.
    fn their_cards(&self, n: Node) -> usize {
        if self.known.is_some() {
            n.k.count_ones() as usize
        } else {
            n.k
        }
    }

    /// Price of this seat's next card spend at `n`.
    fn price_after(&self, n: Node) -> f64 {
        let spent = (self.full & !n.mask).count_ones() as usize + usize::from(n.spent_flip);
        let left = self.cards.saturating_sub(spent + 1);
        self.price[left.min(MAX_HAND - 1)]
    }

    /// Whether the look-ahead may still play a card at `n`.
    fn may_play(&self, n: Node) -> bool {
        (self.full & !n.mask).count_ones() + u32::from(n.spent_flip) < self.plays_per_set
    }

    /// Whether an identical card with a lower index is also unused (skip repeats).
    fn duplicate_before(&self, i: usize, mask: usize) -> bool {
        (0..i).any(|j| mask & (1 << j) != 0 && self.hand[j] == self.hand[i])
    }

    /// This seat draws and then plays its best reply.
    fn my_turn(&mut self, n: Node) -> f64 {
        let key = n.key(true);
        if let Some(v) = self.memo.get(&key) {
            return *v;
        }
        let mut v = 0.0;
        for d in 1..=10usize {
            let p = self.draw[d];
            if p == 0.0 {
                continue;
            }
            let t = n.mine + d as i32;
            let mut best = self.settle_mine(n, t, n.mask, false);
            if t != TARGET && self.may_play(n) {
                let price = self.price_after(n);
                for i in 0..self.hand.len() {
                    let bit = 1 << i;
                    if n.mask & bit == 0 || self.duplicate_before(i, n.mask) {
                        continue;
                    }
                    let card = self.hand[i];
                    for (delta, tb) in look_ahead_deltas(card, d as i32) {
                        let val = self.settle_mine(n, t + delta, n.mask & !bit, tb) - price;
                        best = best.max(val);
                    }
                }
            }
            v += p * best;
        }
        self.memo.insert(key, v);
        v
    }

    /// This seat's best once its hand play of the turn is done: bust, stand at 20, or
    /// the better of standing and ending the turn.
    fn settle_mine(&mut self, n: Node, total: i32, mask: usize, tb: bool) -> f64 {
        if total > TARGET {
            return 0.0;
        }
        let mut next = Node {
            mine: total.max(LOW),
            mask,
            i_stand: true,
            my_tb: tb,
            ..n
        };
        let stand = self.after_mine(next);
        if total == TARGET || stand >= 1.0 {
            return stand;
        }
        next.i_stand = false;
        next.my_tb = false;
        stand.max(self.after_mine(next))
    }

    /// The opponent draws and plays as the model says.
    fn their_turn(&mut self, n: Node) -> f64 {
        let key = n.key(false);
        if let Some(v) = self.memo.get(&key) {
            return *v;
        }
        if self.known.is_some() {
            let v = self.their_known_turn(n);
            self.memo.insert(key, v);
            return v;
        }
        let mut v = 0.0;
        for d in 1..=10usize {
            let p = self.draw[d];
            if p == 0.0 {
                continue;
            }
            let x = n.theirs + d as i32;
            let none = self.settle_theirs(n, x, n.k);
            let mut value = none;
            if n.k > 0 && x != TARGET {
                let opp_price = self.opp_price[(n.k - 1).min(MAX_HAND - 1)];
                let mut moves = [(0.0, 0.0); OFFSETS];
                let mut count = 0;
                let row = self.avail[n.k.min(MAX_HAND - 1)][d];
                for (j, q) in row.into_iter().enumerate() {
                    if q == 0.0 {
                        continue;
                    }
                    let y = x + j as i32 + MIN_OFFSET;
                    if y > TARGET {
                        continue;
                    }
                    let q = if x > TARGET || y == TARGET {
                        q
                    } else if n.i_stand && x <= n.mine && y > n.mine {
                        q * self.beats_with_cards
                    } else {
                        0.0
                    };
                    if q > 0.0 {
                        let val = self.settle_theirs(n, y, n.k - 1) + opp_price;
                        moves[count] = (val, q);
                        count += 1;
                    }
                }
                value = worst_held(&mut moves[..count], none);
            }
            v += p * value;
        }
        self.memo.insert(key, v);
        v
    }

    /// The opponent's turn with its hand known, played as the rule player plays: a
    /// bust rescued by the card leaving the best total, else a card making exactly 20;
    /// then it stands on 20, draws on while this seat stands ahead, and stands on 18-19.
    fn their_known_turn(&mut self, n: Node) -> f64 {
        let hand = self.known.clone().unwrap_or_default();
        let mut v = 0.0;
        for d in 1..=10usize {
            let p = self.draw[d];
            if p == 0.0 {
                continue;
            }
            let x = n.theirs + d as i32;
            // Each play: total afterwards, cards left, whether a Tiebreaker is last.
            let mut plays = hand
                .iter()
                .enumerate()
                .filter(|(i, _)| n.k & (1 << i) != 0)
                .flat_map(|(i, card)| {
                    look_ahead_deltas(*card, d as i32)
                        .into_iter()
                        .map(move |(delta, tb)| (x + delta, n.k & !(1 << i), tb))
                });
            let chosen = if x > TARGET {
                plays.filter(|q| q.0 <= TARGET).max_by_key(|q| q.0)
            } else if x != TARGET {
                plays.find(|q| q.0 == TARGET)
            } else {
                None
            };
            let (total, k, tb) = chosen.unwrap_or((x, n.k, false));
            v += p * if total > TARGET {
                1.0
            } else {
                let stand = total == TARGET || (total >= 18 && !(n.i_stand && n.mine > total));
                let gain = if chosen.is_some() {
                    self.opp_price[(k.count_ones() as usize).min(MAX_HAND - 1)]
                } else {
                    0.0
                };
                self.after_theirs(Node {
                    theirs: total.max(LOW),
                    k,
                    they_stand: stand,
                    their_tb: stand && tb,
                    ..n
                }) + gain
            };
        }
        v
    }

    /// The opponent's turn once its hand play is done: bust, or stand or draw on.
    fn settle_theirs(&mut self, n: Node, total: i32, k: usize) -> f64 {
        if total > TARGET {
            return 1.0;
        }
        let stand = if total == TARGET {
            true
        } else if n.i_stand {
            (total > n.mine && total >= self.ahead_on) || (total == n.mine && total >= self.ties_on)
        } else {
            total >= self.stands_on
        };
        self.after_theirs(Node {
            theirs: total.max(LOW),
            k,
            they_stand: stand,
            their_tb: false,
            ..n
        })
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

impl StrongAi {
    /// Measuring only: decides knowing the opponent's unused hand cards (flip cards
    /// aside, as in this player's own look-ahead) and taking it to play as the rule
    /// player does. The arena uses it to see how much hiding the hand costs this player.
    pub fn choose_knowing(&self, view: &SeatView, opponent_hand: &[SideCard]) -> Action {
        let known = opponent_hand
            .iter()
            .copied()
            .filter(|c| c.flipped_values().is_none())
            .take(MAX_HAND - 1)
            .collect();
        self.decide(view, Some(known))
    }

    fn decide(&self, view: &SeatView, known: Option<Vec<SideCard>>) -> Action {
        if view.legal.is_empty() {
            return Action::EndTurn;
        }
        let mut search = Search::new(view, self, known);
        // Hand cards still unused after a root play: the look-ahead mask drops the
        // first unused copy of the card played.
        let full = search.full;
        let hand = search.hand.clone();
        let mask_without = |card: Option<SideCard>| -> usize {
            match card.and_then(|c| hand.iter().position(|h| *h == c)) {
                Some(i) => full & !(1 << i),
                None => full,
            }
        };
        let opp = view.opponent();
        let base = Node {
            mine: 0,
            mask: full,
            i_stand: false,
            my_tb: false,
            theirs: opp.total.max(LOW),
            k: match &search.known {
                Some(hand) => (1 << hand.len()) - 1,
                None => opp.hand_cards_left.min(MAX_HAND - 1),
            },
            they_stand: opp.standing,
            their_tb: opp.standing && opp.table.last().is_some_and(|c| c.is_tiebreaker()),
            spent_flip: false,
        };
        let mut best = (f64::NEG_INFINITY, Action::EndTurn);
        for option in play_options(view) {
            let cost = option.card.map_or(0.0, |_| {
                search.price[(search.cards.max(1) - 1).min(MAX_HAND - 1)]
            });
            let t = option.total;
            let mut node = Node {
                mine: t.max(LOW),
                mask: mask_without(option.card),
                i_stand: true,
                my_tb: option.tiebreaker_last,
                spent_flip: option.card.is_some_and(|c| c.flipped_values().is_some()),
                ..base
            };
            let forced = t == TARGET || option.cards >= TABLE_LIMIT;
            let (value, finish) = if t > TARGET {
                (0.0, Action::EndTurn)
            } else if forced {
                (search.after_mine(node), Action::Stand)
            } else {
                let s = search.after_mine(node);
                node.i_stand = false;
                node.my_tb = false;
                let c = search.after_mine(node);
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

impl Computer for StrongAi {
    type View = SeatView;
    type Action = Action;

    fn choose(&mut self, view: &SeatView, _rng: &mut ChaCha8Rng) -> Action {
        self.decide(view, None)
    }
}
