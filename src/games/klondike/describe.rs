//! Moves in words, for a menu of legal moves and for autocomplete: "3 → 5: 7♥ 6♣ onto
//! 8♠", what a move brings about ("turns over a card on pile 3"), and the legal moves
//! ordered with the most useful first.
//!
//! Usefulness is a plain ranking, not a search: cards that may safely go up first,
//! then moves that turn a face-down card over (from the pile with most face-down cards
//! first), that empty a pile, that bring a waste card into play, other moves to the
//! foundations, other tableau moves, turning the stock, and last the moves that only
//! shuffle equal piles around or take cards back down from a foundation.

use super::autoplay::is_safe;
use super::card::Card;
use super::moves::Move;
use super::pile::{Pile, PileKind};
use super::state::Klondike;

/// Runs longer than this are written as their first and last cards and a count.
const LISTED: usize = 4;

impl Klondike {
    /// The cards `mv` would move (bottom first), read from the position before it.
    /// Empty for stock moves and for piles that do not hold that many cards.
    pub fn moving_cards(&self, mv: Move) -> Vec<Card> {
        let Move::Transfer { from, count, .. } = mv else {
            return Vec::new();
        };
        match from.kind() {
            PileKind::Tableau(i) => {
                let up = self.columns[i].face_up();
                up.get(up.len().saturating_sub(count as usize)..)
                    .map(<[Card]>::to_vec)
                    .unwrap_or_default()
            }
            PileKind::Waste => self.waste.last().copied().into_iter().collect(),
            PileKind::Foundation(slot) => self.foundations[slot].into_iter().collect(),
            PileKind::Stock => Vec::new(),
        }
    }

    /// A move in words, read from the position before it: "3 → 5: 7♥ 6♣ onto 8♠",
    /// "9 → 10: A♥ to the foundation", "8 → 9: turn a card".
    pub fn describe(&self, mv: Move) -> String {
        let head = format!("{} → {}", mv.from_pile().number(), mv.to_pile().number());
        match mv {
            Move::Draw => {
                let n = self.options.draw.cards().min(self.stock.len());
                let what = match (n, self.options.draw.cards()) {
                    (0, _) => "the stock is empty".to_string(),
                    (1, 1) => "turn a card".to_string(),
                    (1, _) => "turn the last card".to_string(),
                    (n, d) if n < d => format!("turn the last {n} cards"),
                    (n, _) => format!("turn {n} cards"),
                };
                format!("{head}: {what}")
            }
            Move::Recycle => match self.options.redeals {
                Some(limit) => format!(
                    "{head}: turn the waste back over (redeal {} of {limit})",
                    self.redeals + 1
                ),
                None => format!("{head}: turn the waste back over"),
            },
            Move::Transfer { to, .. } => {
                let cards = run_text(&self.moving_cards(mv));
                let target = match to.kind() {
                    PileKind::Tableau(j) => match self.columns[j].top() {
                        Some(onto) => format!("onto {onto}"),
                        None => "to the empty pile".to_string(),
                    },
                    PileKind::Foundation(slot) => match self.foundations[slot] {
                        Some(top) => format!("onto {top}"),
                        None => "to the foundation".to_string(),
                    },
                    PileKind::Stock | PileKind::Waste => String::new(),
                };
                let down = matches!(mv.from_pile().kind(), PileKind::Foundation(_));
                let verb = if down { " back down" } else { "" };
                format!("{head}: {cards}{verb} {target}")
            }
        }
    }

    /// What `mv` brings about, in a few words, if anything worth saying: "turns over a
    /// card on pile 3", "empties pile 6", "uncovers 9♦", "safe to send up", "17 left in
    /// the stock".
    pub fn effect(&self, mv: Move) -> Option<String> {
        match mv {
            Move::Draw => {
                let left = self.stock.len() - self.options.draw.cards().min(self.stock.len());
                Some(match left {
                    0 => "the stock is then empty".to_string(),
                    1 => "1 card left in the stock".to_string(),
                    n => format!("{n} cards left in the stock"),
                })
            }
            Move::Recycle => Some(format!("{} cards go back to the stock", self.waste.len())),
            Move::Transfer { from, to, count } => {
                let mut said = Vec::new();
                if let PileKind::Tableau(i) = from.kind() {
                    let column = &self.columns[i];
                    let left = column.cards.len().saturating_sub(count as usize);
                    if left == 0 {
                        said.push(format!("empties pile {}", from.number()));
                    } else if left == column.hidden() {
                        said.push(format!("turns over a card on pile {}", from.number()));
                    } else if let Some(card) = column.cards.get(left - 1) {
                        said.push(format!("uncovers {card}"));
                    }
                }
                if matches!(to.kind(), PileKind::Foundation(_))
                    && self
                        .moving_cards(mv)
                        .first()
                        .is_some_and(|&c| is_safe(c, &self.heights()))
                {
                    said.push("safe to send up".to_string());
                }
                (!said.is_empty()).then(|| said.join(", "))
            }
        }
    }

    /// Whether `mv` sends a card up that may safely go (see [`Klondike::effect`]).
    pub fn sends_up_safely(&self, mv: Move) -> bool {
        matches!(mv, Move::Transfer { to, .. } if matches!(to.kind(), PileKind::Foundation(_)))
            && self
                .moving_cards(mv)
                .first()
                .is_some_and(|&c| is_safe(c, &self.heights()))
    }

    /// How useful `mv` looks (higher first); see the module text.
    pub fn usefulness(&self, mv: Move) -> i32 {
        let Move::Transfer { from, to, count } = mv else {
            return if mv == Move::Draw { 20 } else { 15 };
        };
        // What taking the cards off a tableau pile does: turn a card (how many are
        // face down there), empty the pile, or uncover a card that can then go up.
        let mut turns = None;
        let mut empties = false;
        let mut frees = false;
        if let PileKind::Tableau(i) = from.kind() {
            let column = &self.columns[i];
            let left = column.cards.len().saturating_sub(count as usize);
            if left == 0 {
                // A King's whole pile going to another empty pile changes nothing.
                let king = column.cards.first().is_some_and(|c| c.rank() == 13);
                if king && matches!(to.kind(), PileKind::Tableau(_)) {
                    return 0;
                }
                empties = true;
            } else if left == column.hidden() {
                turns = Some(column.hidden() as i32);
            } else {
                frees = self.uncovers_foundation_card(i, left);
            }
        }
        match (from.kind(), to.kind()) {
            (_, PileKind::Foundation(_)) => {
                let safe = self
                    .moving_cards(mv)
                    .first()
                    .is_some_and(|&c| is_safe(c, &self.heights()));
                let base = if safe { 100 } else { 60 };
                base + turns.map_or(0, |hidden| 20 + hidden)
            }
            (PileKind::Tableau(_), PileKind::Tableau(_)) => match turns {
                Some(hidden) => 90 + hidden,
                None if empties => 80,
                None if frees => 75,
                None => 30,
            },
            (PileKind::Waste, _) => 70,
            (PileKind::Foundation(_), _) => 10,
            _ => 0,
        }
    }

    /// Whether taking the cards above index `left - 1` of column `i` leaves a card on
    /// top that can go straight to its foundation.
    fn uncovers_foundation_card(&self, i: usize, left: usize) -> bool {
        let Some(&card) = self.columns[i].cards.get(left.wrapping_sub(1)) else {
            return false;
        };
        self.foundation_height(card.suit()) + 1 == card.rank()
    }

    /// Every legal move, the most useful first (ties keep [`Klondike::legal_moves`]'
    /// order).
    pub fn moves_by_use(&self) -> Vec<Move> {
        let mut moves: Vec<(i32, Move)> = self
            .legal_moves()
            .into_iter()
            .map(|mv| (self.usefulness(mv), mv))
            .collect();
        moves.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        moves.into_iter().map(|(_, mv)| mv).collect()
    }

    /// The legal moves from pile `from` to pile `to` (a tableau pair has at most one,
    /// the run that fits).
    pub fn moves_between(&self, from: Pile, to: Pile) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|mv| mv.from_pile() == from && mv.to_pile() == to)
            .collect()
    }
}

/// "7♥ 6♣", or "K♥ … 5♣ (9 cards)" for a long run.
fn run_text(cards: &[Card]) -> String {
    match cards {
        [] => "nothing".to_string(),
        [first, .., last] if cards.len() > LISTED => {
            format!("{first} … {last} ({} cards)", cards.len())
        }
        _ => cards
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::klondike::Options;

    fn game(layout: &str) -> Klondike {
        match Klondike::from_layout(layout, Options::default()) {
            Ok(game) => game,
            Err(e) => panic!("bad test layout: {e}"),
        }
    }

    /// Every card not named in `layout` goes into the stock.
    fn with_stock(layout: &str) -> Klondike {
        let named: Vec<Card> = layout
            .lines()
            .filter_map(|l| l.split_once(':'))
            .flat_map(|(_, cards)| cards.split_whitespace())
            .filter_map(|w| w.trim_start_matches('*').parse().ok())
            .collect();
        let rest: Vec<String> = Card::deck()
            .filter(|c| !named.contains(c))
            .map(|c| c.to_string())
            .collect();
        game(&format!("{layout}\n8 STOCK: {}", rest.join(" ")))
    }

    #[test]
    fn a_run_between_piles_in_words() {
        let g = with_stock("3 T3: *2♠ 7♥ 6♣\n5 T5: 8♠");
        let mv = Move::Transfer {
            from: Pile::new(3).unwrap(),
            to: Pile::new(5).unwrap(),
            count: 2,
        };
        assert!(g.check(&mv).is_ok());
        assert_eq!(g.describe(mv), "3 → 5: 7♥ 6♣ onto 8♠");
        assert_eq!(g.effect(mv).as_deref(), Some("turns over a card on pile 3"));
    }

    #[test]
    fn foundation_and_stock_moves_in_words() {
        let g = with_stock("1 T1: A♥\n10 F1: A♠\n9 WASTE: 2♠");
        let up = Move::single(Pile::new(1).unwrap(), Pile::new(11).unwrap());
        assert_eq!(g.describe(up), "1 → 11: A♥ to the foundation");
        assert_eq!(
            g.effect(up).as_deref(),
            Some("empties pile 1, safe to send up")
        );
        let waste = Move::single(Pile::WASTE, Pile::new(10).unwrap());
        assert_eq!(g.describe(waste), "9 → 10: 2♠ onto A♠");
        assert_eq!(g.describe(Move::Draw), "8 → 9: turn a card");
    }

    #[test]
    fn long_runs_are_shortened() {
        let cards: Vec<Card> = ["K♥", "Q♠", "J♥", "10♠", "9♥", "8♠"]
            .iter()
            .filter_map(|c| c.parse().ok())
            .collect();
        assert_eq!(run_text(&cards), "K♥ … 8♠ (6 cards)");
    }

    #[test]
    fn useful_moves_come_first() {
        // A safe Ace up beats a move turning a card, which beats a waste move and
        // turning the stock.
        let g = with_stock("1 T1: A♥\n2 T2: *3♣ 7♥\n3 T3: 8♠\n9 WASTE: 7♦\n4 T4: 8♣");
        let moves = g.moves_by_use();
        assert_eq!(
            moves.first().map(|&m| g.describe(m)),
            Some("1 → 10: A♥ to the foundation".to_string())
        );
        let position = |text: &str| moves.iter().position(|&m| g.describe(m).starts_with(text));
        let turning = position("2 → ").expect("7♥ can move");
        let waste = position("9 → ").expect("7♦ can move");
        let draw = position("8 → 9").expect("the stock can turn");
        assert!(turning < waste && waste < draw, "{moves:?}");
        let mut sorted = moves.clone();
        sorted.sort_by_key(|m| format!("{m:?}"));
        let mut legal = g.legal_moves();
        legal.sort_by_key(|m| format!("{m:?}"));
        assert_eq!(sorted, legal, "the same moves, reordered");
    }
}
