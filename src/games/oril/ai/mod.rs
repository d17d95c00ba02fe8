//! Computer players for Oril. They read a game and return a house; they never touch
//! the rules engine's state, and only ever return a move from its legal list.
//!
//! - [`Player::Seed`]: the seed thesis's `melhor_jogada` (see [`seed`]).
//! - [`Player::Easy`]: values each move with a 3-ply search, then draws one with odds
//!   that fall exponentially with how much worse than the best it is: it often misses
//!   a stone or two, rarely throws a game, and never passes up a forced win.
//! - [`Player::Medium`]: minimax with alpha-beta (negamax form) to 6 plies, captures
//!   followed past the horizon, the strategic evaluation.
//! - [`Player::Hard`]: the same search deepened iteratively within a time budget (0.9 s
//!   by default), with move ordering (transposition-table move, captures, killer and
//!   history heuristics), principal-variation windows, late-move reductions (late
//!   quiet moves searched a ply shallower unless they look better) and a 16 MB
//!   transposition table. Once the caller installs an endgame table
//!   ([`crate::games::oril::endgame::install`]), the search (Medium's too) reads
//!   results from it for boards with few stones.
//!
//! The evaluation ([`eval`]) is the score difference plus the seed's strategy: houses
//! of 12+ stones (a "casa"), houses of 1-2 stones the opponent can land on, mobility,
//! and stones kept on one's row. Searches also see cycles: a line that repeats a
//! position with no capture since is scored as the game would end.
//!
//! Searches run on the compact [`crate::games::oril::board::Board`]. (The earlier
//! `Position`-based search lives on in the arena example, for comparisons only.)
//!
//! Time comes in as a [`Budget`] value, measured on the [`Clock`] the caller lends
//! (read only under a time budget), and randomness from the caller's RNG.

mod computer;
pub mod eval;
pub mod prove;
pub mod search;
pub mod seed;

use rand::Rng;
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub use computer::OrilComputer;
pub use eval::Evaluation;
pub use search::{Budget, SearchConfig, SearchReport};

use super::game::OrilGame;
use super::house::House;
use super::position::Position;
use crate::games::Clock;

/// A computer player's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// The seed thesis's chooser, the baseline the others are measured against.
    Seed,
    /// Beginner: shallow and error-prone.
    Easy,
    /// Club player: a fixed-depth alpha-beta search.
    Medium,
    /// Strongest: iterative deepening to a time budget.
    Hard,
}

impl Player {
    /// Every level, weakest-ish first.
    pub const ALL: [Player; 4] = [Player::Seed, Player::Easy, Player::Medium, Player::Hard];

    /// The budget a level uses when the caller gives none.
    pub fn default_budget(self) -> Budget {
        match self {
            Player::Seed => Budget::depth(seed::SEED_DEPTH),
            Player::Easy => Budget::depth(EASY_DEPTH),
            Player::Medium => Budget::depth(MEDIUM_DEPTH),
            Player::Hard => Budget {
                time: Some(Duration::from_millis(HARD_MILLIS)),
                ..Budget::default()
            },
        }
    }

    /// The search settings of a level.
    fn config(self) -> SearchConfig {
        match self {
            Player::Seed | Player::Easy | Player::Medium => SearchConfig {
                evaluation: Evaluation::Strategic,
                ordering: true,
                table_bits: 0,
                reductions: false,
                prove_endgames: false,
            },
            Player::Hard => SearchConfig {
                evaluation: Evaluation::Strategic,
                ordering: true,
                table_bits: 20,
                reductions: true,
                prove_endgames: true,
            },
        }
    }
}

impl std::str::FromStr for Player {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "seed" => Ok(Player::Seed),
            "easy" => Ok(Player::Easy),
            "medium" => Ok(Player::Medium),
            "hard" => Ok(Player::Hard),
            other => Err(format!(
                "unknown player {other:?}: seed, easy, medium or hard"
            )),
        }
    }
}

/// Easy's search depth.
pub const EASY_DEPTH: u32 = 2;
/// Medium's search depth.
pub const MEDIUM_DEPTH: u32 = 6;
/// Hard's default time per move: under a second with room for the last node checks
/// and a busy machine.
pub const HARD_MILLIS: u64 = 900;
/// How far (hundredths of a stone) Easy's odds fall per step: larger plays looser.
const EASY_TEMPERATURE: f64 = 120.0;

/// The house `player` plays in `game` within `budget` (its default if `None`, a time
/// budget measured on `clock`), or `None` when the game is over. Always one of
/// `game.legal_moves()`.
pub fn choose_move<R: Rng>(
    game: &OrilGame,
    player: Player,
    budget: Option<Budget>,
    clock: &dyn Clock,
    rng: &mut R,
) -> Option<House> {
    if game.is_over() {
        return None;
    }
    let budget = budget.unwrap_or_else(|| player.default_budget());
    let position = game.position();
    let rules = game.rules();
    match player {
        Player::Seed => {
            seed::melhor_jogada(position, rules, budget.depth.unwrap_or(seed::SEED_DEPTH))
        }
        Player::Easy => easy_move(game, budget, clock, rng),
        Player::Medium | Player::Hard => {
            let history = history_before(game);
            let report = search::search(position, history, rules, player.config(), budget, clock)?;
            Some(report.best)
        }
    }
}

/// Run the alpha-beta search with a level's settings and report depth and nodes (for
/// tools and arenas). Seed and Easy have no such search of their own; for them this
/// uses Medium's settings. A time budget is measured on `clock`.
pub fn analyse(
    game: &OrilGame,
    player: Player,
    budget: Budget,
    clock: &dyn Clock,
) -> Option<SearchReport> {
    search::search(
        game.position(),
        history_before(game),
        game.rules(),
        player.config(),
        budget,
        clock,
    )
}

/// The game's positions since the last capture, without the current one.
fn history_before(game: &OrilGame) -> &[Position] {
    let all = game.positions_since_capture();
    &all[..all.len().saturating_sub(1)]
}

/// Easy: value each move with a shallow search, then draw one with odds falling
/// exponentially with how much worse than the best it is.
fn easy_move<R: Rng>(
    game: &OrilGame,
    budget: Budget,
    clock: &dyn Clock,
    rng: &mut R,
) -> Option<House> {
    let moves = game.legal_moves();
    let depth = budget.depth.unwrap_or(EASY_DEPTH).max(1);
    let config = Player::Easy.config();
    let scored: Vec<(House, f64)> = moves
        .iter()
        .map(|&h| {
            let mut child = game.clone();
            let score = match child.play(h) {
                Ok(_) if child.is_over() => {
                    let me = game.position().to_move();
                    match child.winner() {
                        Some(w) if w == me => f64::from(search::WIN),
                        Some(_) => -f64::from(search::WIN),
                        None => 0.0,
                    }
                }
                Ok(_) => match search::search(
                    child.position(),
                    history_before(&child),
                    child.rules(),
                    config,
                    Budget::depth(depth),
                    clock,
                ) {
                    Some(r) => -f64::from(r.score),
                    None => 0.0,
                },
                Err(_) => -f64::from(search::WIN) * 2.0,
            };
            (h, score)
        })
        .collect();
    let best = scored.iter().map(|&(_, s)| s).fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| (((s - best) / EASY_TEMPERATURE).max(-50.0)).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.gen::<f64>() * total;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            return Some(scored[i].0);
        }
        pick -= w;
    }
    scored.last().map(|&(h, _)| h)
}
