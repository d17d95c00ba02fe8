//! Test helper: positions written with only the cards that matter.

use cantina::games::klondike::{Card, Klondike, Options};

/// Where the cards a test layout does not mention go.
#[allow(dead_code)]
pub enum Rest {
    Stock,
    Waste,
}

/// Build a position from board lines; every card not mentioned is added to the stock
/// (under the listed ones) or to the waste (under the listed ones).
pub fn position(lines: &str, rest: Rest, options: Options) -> Klondike {
    let mentioned: Vec<Card> = lines
        .lines()
        .filter_map(|l| l.split_once(':'))
        .flat_map(|(_, cards)| cards.split_whitespace())
        .map(|w| {
            w.trim_start_matches('*')
                .parse::<Card>()
                .expect("test card")
        })
        .collect();
    let others: Vec<String> = Card::deck()
        .filter(|c| !mentioned.contains(c))
        .map(|c| c.to_string())
        .collect();
    let (key, label) = match rest {
        Rest::Stock => ("8 STOCK:", "8 STOCK:"),
        Rest::Waste => ("9 WASTE:", "9 WASTE:"),
    };
    let mut text = String::new();
    let mut merged = false;
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(listed) = line.strip_prefix(key) {
            text.push_str(&format!("{label} {}{listed}\n", others.join(" ")));
            merged = true;
        } else {
            text.push_str(line);
            text.push('\n');
        }
    }
    if !merged {
        text.push_str(&format!("{label} {}\n", others.join(" ")));
    }
    Klondike::from_layout(&text, options).expect("test layout")
}
