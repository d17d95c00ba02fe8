//! Oril in the arena.
//!
//! Players: `seed`, `easy`, `medium`, `hard`, or `legacy` (Hard's search as it was
//! before the compact board, kept in `oril/legacy.rs`), each optionally with a budget after `@`: `@50ms` (time
//! per move), `@d6` (depth), `@20000n` (nodes). Default lineup: `medium seed`.
//!
//! Options: `opening=K` random plies from the start (default 4); games go in pairs from
//! the same opening, each player moving first after it in one game of the pair.
//! `abapa` plays the Abapa rules. `endgame=N` installs the endgame table for boards of
//! at most N stones (loaded from, or built and saved to, the system temp directory) for
//! the current search; the legacy search never probes it. Games longer than 600 plies
//! are stopped and counted drawn.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;
use std::time::Instant;

use cantina::games::oril::ai::{analyse, Budget, OrilComputer, Player};
use cantina::games::oril::endgame::{self, EndgameTable};
use cantina::games::oril::{OrilAction, OrilGame, RuleSet, Side};
use cantina::games::{Computer, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::contest::{self, Contest, Start};

pub mod legacy;

/// Depth reached summed over a player's moves, and its moves.
type Depths = Rc<Cell<(u64, u64)>>;

/// Oril's settings for a run, and the depths its searching players reached.
pub struct Oril {
    rules: RuleSet,
    opening: u32,
    endgame_stones: Option<u8>,
    /// Per player name.
    depths: RefCell<BTreeMap<String, Depths>>,
}

impl Default for Oril {
    fn default() -> Self {
        Oril {
            rules: RuleSet::Oril,
            opening: 4,
            endgame_stones: None,
            depths: RefCell::default(),
        }
    }
}

/// A player's level (or the legacy search) and its budget (the level's own if `None`).
#[derive(Clone, Copy)]
struct Spec {
    player: Player,
    legacy: bool,
    budget: Option<Budget>,
}

fn parse(spec: &str) -> Result<Spec, String> {
    let (name, budget) = spec.split_once('@').unwrap_or((spec, ""));
    let legacy = name == "legacy";
    let player: Player = if legacy { Player::Hard } else { name.parse()? };
    let budget = if budget.is_empty() {
        None
    } else if let Some(ms) = budget.strip_suffix("ms") {
        Some(Budget::millis(
            ms.parse().map_err(|_| format!("bad time {budget}"))?,
        ))
    } else if let Some(d) = budget.strip_prefix('d') {
        Some(Budget::depth(
            d.parse().map_err(|_| format!("bad depth {budget}"))?,
        ))
    } else if let Some(n) = budget.strip_suffix('n') {
        Some(Budget {
            nodes: Some(n.parse().map_err(|_| format!("bad nodes {budget}"))?),
            ..Budget::default()
        })
    } else {
        return Err(format!("bad budget {budget:?}: use 50ms, d6 or 20000n"));
    };
    Ok(Spec {
        player,
        legacy,
        budget,
    })
}

/// Medium, Hard or the legacy search, run through `analyse` so the depth it reached
/// can be reported.
struct Searching {
    spec: Spec,
    depths: Depths,
}

impl Computer for Searching {
    type View = OrilGame;
    type Action = OrilAction;

    fn choose(&mut self, game: &OrilGame, _rng: &mut ChaCha8Rng) -> OrilAction {
        let Spec {
            player,
            legacy,
            budget,
        } = self.spec;
        let budget = budget.unwrap_or_else(|| player.default_budget());
        let report = if legacy {
            legacy::analyse(game, budget)
        } else {
            analyse(game, player, budget, &Instant::now)
        };
        let (sum, moves) = self.depths.get();
        self.depths
            .set((sum + report.map_or(0, |r| u64::from(r.depth)), moves + 1));
        report.map_or(OrilAction::AgreeEnd, |r| OrilAction::Sow(r.best))
    }
}

impl Contest for Oril {
    type Game = OrilGame;
    type View = OrilGame;

    fn describe(&self) -> String {
        format!(
            "oril: rules {:?}, {} random opening plies{}",
            self.rules,
            self.opening,
            self.endgame_stones
                .map_or(String::new(), |n| format!(", endgame table <= {n} stones"))
        )
    }

    fn default_lineup(&self) -> Vec<String> {
        vec!["medium".into(), "seed".into()]
    }

    fn default_games(&self) -> u64 {
        100
    }

    fn option(&mut self, arg: &str) -> Result<bool, String> {
        if let Some(v) = arg.strip_prefix("opening=") {
            self.opening = v.parse().map_err(|_| format!("bad opening {v:?}"))?;
        } else if let Some(v) = arg.strip_prefix("endgame=") {
            self.endgame_stones = Some(v.parse().map_err(|_| format!("bad endgame {v:?}"))?);
        } else if arg == "abapa" {
            self.rules = RuleSet::Abapa;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    fn prepare(&mut self) -> Result<(), String> {
        if let Some(n) = self.endgame_stones {
            let rules = self.rules;
            let path = std::env::temp_dir().join(format!("oril-endgame-{rules:?}-{n}.bin"));
            let t = Instant::now();
            let table = EndgameTable::load_or_build(&path, rules, n);
            println!(
                "endgame table {rules:?} <= {n} stones ready in {:.1} s ({})",
                t.elapsed().as_secs_f64(),
                path.display()
            );
            endgame::install(table);
        }
        Ok(())
    }

    /// The pair `index / 2` shares an opening drawn from `seed`. South (seat 0) is to
    /// move once it is played, so the player in seat 0 moves first after it.
    fn start(&self, seats: usize, seed: u64, index: u64) -> Result<Start<OrilGame>, String> {
        if seats != 2 {
            return Err(format!("oril seats two players, not {seats}"));
        }
        let mut opening_rng =
            ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(index / 2));
        let first = if self.opening.is_multiple_of(2) {
            Side::South
        } else {
            Side::North
        };
        let mut game = OrilGame::new(self.rules, first);
        for _ in 0..self.opening {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[opening_rng.gen_range(0..moves.len())];
            let _ = game.play(m);
        }
        Ok(Start {
            game,
            rng_seed: seed ^ (index << 20),
        })
    }

    fn view(&self, game: &OrilGame, _seat: Seat) -> OrilGame {
        game.clone()
    }

    fn player(&self, name: &str) -> Result<contest::Player<Self>, String> {
        let spec = parse(name)?;
        Ok(match spec.player {
            Player::Medium | Player::Hard => Box::new(Searching {
                spec,
                depths: self
                    .depths
                    .borrow_mut()
                    .entry(name.into())
                    .or_default()
                    .clone(),
            }),
            Player::Seed | Player::Easy => Box::new(OrilComputer {
                player: spec.player,
                budget: spec.budget,
                clock: Instant::now,
            }),
        })
    }

    /// A player without a budget is shown with its level's, e.g. `hard@900ms`.
    fn label(&self, name: &str) -> String {
        match parse(name) {
            Ok(spec) if spec.budget.is_none() => {
                let b = spec.player.default_budget();
                let shown: Vec<String> = [
                    b.time.map(|t| format!("{}ms", t.as_millis())),
                    b.depth.map(|d| format!("d{d}")),
                    b.nodes.map(|n| format!("{n}n")),
                ]
                .into_iter()
                .flatten()
                .collect();
                format!("{name}@{} (its default)", shown.join("+"))
            }
            _ => name.to_string(),
        }
    }

    fn max_actions(&self) -> u64 {
        600
    }

    fn report(&self, names: &[String], labels: &[String]) -> Vec<String> {
        let depths = self.depths.borrow();
        names
            .iter()
            .zip(labels)
            .filter_map(|(name, label)| {
                let (sum, moves) = depths.get(name)?.get();
                (moves > 0).then(|| format!("{label}: mean depth {:.1}", sum as f64 / moves as f64))
            })
            .collect()
    }
}
