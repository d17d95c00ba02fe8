//! An exhaustive search over the engine's own legal moves, to check the solver's
//! verdicts: no pruning, no automatic moves. With draw-1 and unlimited redeals,
//! positions that differ only in how far the stock was turned count as one (turning
//! the stock joins them), and a talon card is played as "turn until it is on top, then
//! play it". Feasible only for small positions, which [`mini_deal`] makes.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use cantina::games::klondike::{Card, DrawCount, Klondike, Move, Options, Pile, Suit};
use rand::seq::SliceRandom;
use rand::Rng;

fn free_talon(game: &Klondike) -> bool {
    game.options().draw == DrawCount::One && game.options().redeals.is_none()
}

/// An exact hash of everything that decides the future of a position.
fn state_key(game: &Klondike) -> u64 {
    let mut h = DefaultHasher::new();
    for column in game.columns() {
        column.cards().hash(&mut h);
        column.hidden().hash(&mut h);
    }
    if free_talon(game) {
        let talon: Vec<_> = game
            .waste()
            .iter()
            .chain(game.stock().iter().rev())
            .collect();
        talon.hash(&mut h);
    } else {
        game.stock().hash(&mut h);
        game.waste().hash(&mut h);
        // Only a limited number of redeals makes their count matter.
        if game.options().redeals.is_some() {
            game.redeals_used().hash(&mut h);
        }
    }
    for slot in 0..4 {
        game.foundation_top(slot).hash(&mut h);
    }
    h.finish()
}

/// Every move from `game`, with a free talon as "bring talon card i up, then play it".
fn successors(game: &Klondike) -> Vec<Vec<Move>> {
    let free = free_talon(game);
    let mut out = Vec::new();
    for mv in game.legal_moves() {
        let turn = matches!(mv, Move::Draw | Move::Recycle);
        if free && (turn || mv.from_pile() == Pile::WASTE) {
            continue;
        }
        out.push(vec![mv]);
    }
    if free {
        let talon_len = game.waste().len() + game.stock().len();
        for i in 0..talon_len {
            let mut up = game.clone();
            let mut turns = Vec::new();
            while up.waste().len() != i + 1 {
                let turn = if up.stock().is_empty() {
                    Move::Recycle
                } else {
                    Move::Draw
                };
                if up.apply_move(turn).is_err() {
                    break;
                }
                turns.push(turn);
            }
            for mv in up.legal_moves() {
                if mv.from_pile() == Pile::WASTE {
                    let mut line = turns.clone();
                    line.push(mv);
                    out.push(line);
                }
            }
        }
    }
    out
}

/// What the exhaustive search found.
pub enum Exhaustive {
    /// A winning line of engine moves.
    Won(Vec<Move>),
    /// No line wins.
    Lost,
    /// More than the allowed number of positions would be needed.
    TooBig,
}

impl Exhaustive {
    /// Whether no line wins (a search too big to finish counts as not lost).
    #[allow(dead_code)]
    pub fn is_lost(&self) -> bool {
        matches!(self, Exhaustive::Lost)
    }
}

/// Depth-first search over every position reachable from `start`, each visited once.
pub fn exhaustive(start: &Klondike, max_states: usize) -> Exhaustive {
    let mut game = start.clone();
    let mut seen = HashSet::new();
    seen.insert(state_key(&game));
    // Each frame: the successors of a position, the next one to try, and how many
    // engine moves led into the position (to undo them when leaving it).
    let mut stack: Vec<(Vec<Vec<Move>>, usize, usize)> = vec![(successors(&game), 0, 0)];
    while let Some((lines, next, _)) = stack.last_mut() {
        let Some(line) = lines.get(*next).cloned() else {
            let Some((_, _, made)) = stack.pop() else {
                break;
            };
            for _ in 0..made {
                let _ = game.undo();
            }
            continue;
        };
        *next += 1;
        let mut made = 0;
        for &mv in &line {
            if game.apply_move(mv).is_err() {
                break;
            }
            made += 1;
        }
        if made == line.len() {
            if game.is_won() {
                // Every frame's last tried line, the current one included.
                let moves = stack
                    .iter()
                    .flat_map(|(lines, next, _)| lines[*next - 1].clone())
                    .collect();
                return Exhaustive::Won(moves);
            }
            if seen.insert(state_key(&game)) {
                if seen.len() > max_states {
                    return Exhaustive::TooBig;
                }
                stack.push((successors(&game), 0, made));
                continue;
            }
        }
        for _ in 0..made {
            let _ = game.undo();
        }
    }
    Exhaustive::Lost
}

/// A small random position: each suit some way up its foundation, the other cards dealt
/// Klondike-style (face down but for the top card) into the first `columns` columns
/// (7: all; fewer make deeper columns, with more cards face down) and the stock. Many
/// of these are lost, which late positions of real games rarely are.
pub fn mini_deal(
    rng: &mut impl Rng,
    options: Options,
    max_left: usize,
    columns: usize,
) -> Klondike {
    loop {
        let heights: Vec<u8> = (0..4).map(|_| rng.gen_range(4..=13)).collect();
        let mut rest: Vec<Card> = Card::deck()
            .filter(|c| c.rank() > heights[c.suit().index()])
            .collect();
        if rest.len() < 8 || rest.len() > max_left {
            continue;
        }
        rest.shuffle(rng);
        let mut text = String::new();
        for (slot, suit) in Suit::ALL.iter().enumerate() {
            let cards: Vec<String> = (1..=heights[suit.index()])
                .filter_map(|r| Card::new(*suit, r))
                .map(|c| c.to_string())
                .collect();
            text += &format!("{} F: {}\n", 10 + slot, cards.join(" "));
        }
        // A short stock leaves fewer ways out, so more of these are lost.
        let stock = rng.gen_range(0..=rest.len() / 3);
        let (talon, tableau) = rest.split_at(stock);
        let columns_used = columns.clamp(1, 7);
        let mut columns: Vec<Vec<Card>> = vec![Vec::new(); 7];
        for (i, &c) in tableau.iter().enumerate() {
            columns[i % columns_used].push(c);
        }
        for (i, column) in columns.iter().enumerate() {
            let words: Vec<String> = column
                .iter()
                .enumerate()
                .map(|(k, c)| format!("{}{c}", if k + 1 < column.len() { "*" } else { "" }))
                .collect();
            text += &format!("{} T: {}\n", i + 1, words.join(" "));
        }
        let talon: Vec<String> = talon.iter().map(|c| c.to_string()).collect();
        text += &format!("8 STOCK: {}\n", talon.join(" "));
        if let Ok(game) = Klondike::from_layout(&text, options) {
            return game;
        }
    }
}
