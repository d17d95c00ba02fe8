//! Setting up a position from text, in the board's own layout, for tests, puzzles and
//! shared positions. Face-down cards are written with a leading `*` ("*5♠"); the stock
//! lists its cards bottom to top like every other pile; lines may come in any order
//! and missing piles are empty. All 52 cards must appear exactly once.
//!
//! ```text
//! 1 T1: *K♣ Q♦ J♠
//! 10 F1: A♥ 2♥
//! 8 STOCK: 4♠ 9♦
//! 9 WASTE: Q♠
//! ```

use super::card::Card;
use super::error::DealError;
use super::options::Options;
use super::pile::{Pile, PileKind};
use super::state::{Column, DealId, Klondike};

impl Klondike {
    /// A position written in the board layout (see the module text).
    pub fn from_layout(text: &str, options: Options) -> Result<Klondike, DealError> {
        let bad = |why: String| DealError::BadLayout(why);
        let mut game = Klondike {
            options,
            deal: DealId::Order,
            columns: Default::default(),
            stock: Vec::new(),
            waste: Vec::new(),
            foundations: [None; 4],
            redeals: 0,
            history: Vec::new(),
            forgotten: 0,
            resigned: false,
        };
        let mut seen = [false; 52];
        let mut count = 0;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let (head, cards) = line
                .split_once(':')
                .ok_or_else(|| bad(format!("\"{line}\" has no ':'")))?;
            let number: u8 = head
                .split_whitespace()
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| bad(format!("\"{line}\" does not start with a pile number")))?;
            let pile = Pile::new(number).map_err(|e| bad(e.to_string()))?;
            for word in cards.split_whitespace() {
                let (hidden, name) = match word.strip_prefix('*') {
                    Some(name) => (true, name),
                    None => (false, word),
                };
                let card: Card = name.parse()?;
                if std::mem::replace(&mut seen[card.index()], true) {
                    return Err(DealError::Duplicate(card));
                }
                count += 1;
                match pile.kind() {
                    PileKind::Tableau(i) => {
                        let column: &mut Column = &mut game.columns[i];
                        if hidden {
                            if column.hidden() != column.cards.len() {
                                return Err(bad(format!(
                                    "{word}: face-down cards go below face-up ones"
                                )));
                            }
                            column.hidden += 1;
                        }
                        column.cards.push(card);
                    }
                    PileKind::Stock => game.stock.push(card),
                    PileKind::Waste => game.waste.push(card),
                    PileKind::Foundation(slot) => {
                        let next = match game.foundations[slot] {
                            None => card.rank() == 1,
                            Some(top) => top.suit() == card.suit() && top.rank() + 1 == card.rank(),
                        };
                        if !next {
                            return Err(bad(format!(
                                "{word} is out of order on foundation {number}"
                            )));
                        }
                        game.foundations[slot] = Some(card);
                    }
                }
            }
        }
        if count != 52 {
            return Err(DealError::WrongCount(count));
        }
        for (i, column) in game.columns.iter().enumerate() {
            let up = column.face_up();
            if column.hidden() > 0 && up.is_empty() {
                return Err(bad(format!("pile {} has a face-down card on top", i + 1)));
            }
            if up.windows(2).any(|w| !w[1].fits_on(w[0])) {
                return Err(bad(format!(
                    "the face-up cards of pile {} are not a run",
                    i + 1
                )));
            }
        }
        Ok(game)
    }
}
