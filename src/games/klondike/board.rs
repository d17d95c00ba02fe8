//! The seed's text board: numbered piles, top of each pile on the right, `*` for a
//! face-down card.
//!
//! ```text
//! 1 T1: K♣ Q♦ J♠
//! 3 T3: * 8♥ 7♠ 6♥ 5♣
//!
//! 10 F1: A♥ 2♥ 3♥
//!
//! 8 STOCK: *
//! 9 WASTE: Q♠ 10♥
//! ```

use std::fmt::Write;

use super::card::Card;
use super::pile::Pile;
use super::state::Klondike;

/// One line: "<number> <label>:" then the cards, bottom to top.
fn pile_line(out: &mut String, number: u8, label: &str, cards: impl Iterator<Item = String>) {
    let _ = write!(out, "{number} {label}:");
    for card in cards {
        let _ = write!(out, " {card}");
    }
    out.push('\n');
}

impl Klondike {
    /// The whole board as text, in the seed's layout: tableau, foundations, then the
    /// stock and the waste, separated by blank lines.
    pub fn board(&self) -> String {
        let mut out = String::new();
        for (i, column) in self.columns.iter().enumerate() {
            let cards = column.cards.iter().enumerate().map(|(n, card)| {
                if n < column.hidden() {
                    "*".to_string()
                } else {
                    card.to_string()
                }
            });
            pile_line(&mut out, i as u8 + 1, &format!("T{}", i + 1), cards);
        }
        out.push('\n');
        for (slot, top) in self.foundations.iter().enumerate() {
            let cards = top
                .iter()
                .flat_map(|top| (1..=top.rank()).filter_map(|r| Card::new(top.suit(), r)))
                .map(|card| card.to_string());
            pile_line(&mut out, slot as u8 + 10, &format!("F{}", slot + 1), cards);
        }
        out.push('\n');
        let stock = (!self.stock.is_empty()).then(|| "*".to_string());
        pile_line(&mut out, Pile::STOCK.number(), "STOCK", stock.into_iter());
        let waste = self.waste.iter().map(|card| card.to_string());
        pile_line(&mut out, Pile::WASTE.number(), "WASTE", waste);
        out
    }
}
