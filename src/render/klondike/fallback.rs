//! The board as text, in the seed's layout, for screen readers and clients without
//! images: one line per pile, its number and label first, `*` for a face-down card,
//! the top of each pile on the right.
//!
//! ```text
//! 1 T1: K♣ Q♦ J♠
//! 3 T3: * 8♥ 7♠ 6♥ 5♣
//!
//! 10 F1: A♥ 2♥ 3♥
//!
//! 8 STOCK: * (17)
//! 9 WASTE: Q♠ 10♥
//! ```

use std::fmt::Write;

use super::{BoardScene, CardFace};

/// "7♥", "10♠", "K♦".
pub fn card_text(face: CardFace) -> String {
    format!("{}{}", face.rank_name(), face.suit.symbol())
}

fn line(out: &mut String, number: u8, label: &str, cards: impl Iterator<Item = String>) {
    let _ = write!(out, "{number} {label}:");
    for card in cards {
        let _ = write!(out, " {card}");
    }
    out.push('\n');
}

/// The whole board: tableau 1-7, foundations 10-13, then stock (with its count) and
/// waste, separated by blank lines. Marked piles end with "◀".
pub fn board_text(scene: &BoardScene) -> String {
    board_text_in(scene, crate::i18n::Lang::EnUs)
}

/// The board as text, the stock's and the waste's names in `lang`.
pub fn board_text_in(scene: &BoardScene, lang: crate::i18n::Lang) -> String {
    use crate::i18n::Text;
    let mut out = String::new();
    let marked = |number: u8| scene.marked.contains(&number);
    let push = |out: &mut String, number: u8, label: &str, cards: Vec<String>| {
        let mut cards = cards;
        if marked(number) {
            cards.push("◀".to_string());
        }
        line(out, number, label, cards.into_iter());
    };
    for i in 0..7 {
        let column = scene.columns.get(i);
        let cards = column
            .map(|c| {
                std::iter::repeat_n("*".to_string(), c.hidden.min(52))
                    .chain(c.face_up.iter().map(|&f| card_text(f)))
                    .collect()
            })
            .unwrap_or_default();
        push(&mut out, i as u8 + 1, &format!("T{}", i + 1), cards);
    }
    out.push('\n');
    for (slot, top) in scene.foundations.iter().enumerate() {
        let cards = top
            .iter()
            .flat_map(|top| {
                (1..=top.rank.min(13)).map(move |rank| {
                    card_text(CardFace {
                        rank,
                        suit: top.suit,
                    })
                })
            })
            .collect();
        push(&mut out, slot as u8 + 10, &format!("F{}", slot + 1), cards);
    }
    out.push('\n');
    let stock = if scene.stock == 0 {
        Vec::new()
    } else {
        vec!["*".to_string(), format!("({})", scene.stock)]
    };
    push(
        &mut out,
        8,
        &Text::new("klondike-text-stock").in_lang(lang),
        stock,
    );
    let waste = scene.waste.iter().map(|&f| card_text(f)).collect();
    push(
        &mut out,
        9,
        &Text::new("klondike-text-waste").in_lang(lang),
        waste,
    );
    out
}
