//! Perft: the number of move sequences of a given length, counting every rule the
//! game applies (including cycles), and the reader for data/oril/perft.txt. A fixed
//! number for a fixed position, so tests and benchmarks can pin the move generator.

use super::game::OrilGame;
use super::house::Side;
use super::position::Position;
use super::rules::RuleSet;

/// Leaf nodes of the game tree `depth` plies below `game` (games that end earlier
/// contribute nothing; depth 0 counts the game itself).
pub fn perft(game: &OrilGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|house| {
            let mut child = game.clone();
            match child.play(house) {
                Ok(_) => perft(&child, depth - 1),
                // A move taken from `legal_moves` is always accepted.
                Err(_) => 0,
            }
        })
        .sum()
}

/// One line of a perft table: a named game and its counts at depths 1, 2, ...
#[derive(Clone, Debug)]
pub struct PerftCase {
    /// The case's name.
    pub name: String,
    /// The game at the case's position.
    pub game: OrilGame,
    /// Expected counts, depth 1 first.
    pub counts: Vec<u64>,
}

/// Read a perft table ("name | S1..S6 / N1..N6 ; s n ; S|N | oril|abapa | counts").
/// Lines starting with `#` are comments. Returns the first malformed line as error.
pub fn parse_perft_table(text: &str) -> Result<Vec<PerftCase>, String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| parse_line(line).ok_or_else(|| line.to_string()))
        .collect()
}

fn parse_line(line: &str) -> Option<PerftCase> {
    let cols: Vec<&str> = line.split('|').map(str::trim).collect();
    let [name, position, rules, counts] = cols.as_slice() else {
        return None;
    };
    let parts: Vec<&str> = position.split(';').map(str::trim).collect();
    let houses: Vec<u8> = parts
        .first()?
        .split(|c: char| c == '/' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    let stores: Vec<u8> = parts
        .get(1)?
        .split_whitespace()
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    let side = match *parts.get(2)? {
        "S" => Side::South,
        "N" => Side::North,
        _ => return None,
    };
    let rules = match *rules {
        "oril" => RuleSet::Oril,
        "abapa" => RuleSet::Abapa,
        _ => return None,
    };
    let position = Position::new(&houses, [*stores.first()?, *stores.get(1)?], side).ok()?;
    let counts = counts
        .split_whitespace()
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    Some(PerftCase {
        name: name.to_string(),
        game: OrilGame::from_position(rules, position),
        counts,
    })
}
