//! A solver for Klondike with every card known ("thoughtful" Klondike, as published
//! solvers play it): decides whether a position can still be won, and hints a move.
//!
//! Techniques: safe cards, and cards that could come back to their place, go to the
//! foundations without branching; the stock and waste are searched in draw-size steps
//! (every card a few turns would bring up is one move); run moves that only swap
//! equivalent cards, and other useless moves, are pruned; a card put down only for
//! another to go on it is put down just before that move (`prepare`); positions are
//! remembered in a transposition table under a canonical key (columns in any order
//! count as one). The search is bounded by a node budget, and
//! an optional callback lets a caller bound it by its own clock. A draw-3 position is
//! first played with draw-1 for part of the budget: a loss there is a loss with draw-3,
//! and a win there guides one of the draw-3 searchers (see `relaxed_look`).
//!
//! Several searchers share one transposition table, each taking the moves in its own
//! order, so they split a lost deal's positions between them and the first to meet a
//! win ends the search; a budget may give them several threads (see `search`).

mod deadlock;
mod generate;
mod guide;
mod key;
mod position;
mod prepare;
mod search;
mod seen;

use serde::{Deserialize, Serialize};

use super::moves::Move;
use super::pile::Pile;
use super::state::Klondike;
use guide::Guide;
use position::{Position, Rules, SMove};
use search::{search, Found};

/// What the solver found out about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// A winning line exists.
    Won,
    /// No line wins: this deal can no longer be won.
    Lost,
    /// The budget ran out before either was proven.
    Undecided,
}

/// How much searching is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    /// Positions to expand at most.
    pub max_nodes: u64,
    /// Threads searching together (at least one); they share the positions seen and
    /// split the work, so two decide a hard deal in about half the time.
    #[serde(default = "one_thread")]
    pub threads: usize,
}

fn one_thread() -> usize {
    1
}

impl Budget {
    /// At most `max_nodes` positions, on one thread.
    pub fn nodes(max_nodes: u64) -> Budget {
        Budget {
            max_nodes,
            threads: 1,
        }
    }

    /// The same budget searched by `threads` threads.
    pub fn on_threads(self, threads: usize) -> Budget {
        Budget {
            threads: threads.max(1),
            ..self
        }
    }
}

impl Default for Budget {
    /// About a second of searching on a modest machine.
    fn default() -> Budget {
        Budget::nodes(1_000_000)
    }
}

/// The solver's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub verdict: Verdict,
    /// Positions expanded.
    pub nodes: u64,
    /// A good next move: the first of a winning line when one was found, else a
    /// promising move by the move ordering. `None` when lost or nothing to do.
    pub hint: Option<Move>,
    /// When won: every move of a winning line, in order (stock turns included). A
    /// table can keep it and offer its moves as the next hints, which stay consistent
    /// where re-solving might pick another line.
    pub plan: Vec<Move>,
}

/// Solve `game` within `budget`.
pub fn solve(game: &Klondike, budget: Budget) -> Report {
    solve_within(game, budget, &mut |_| 0.0)
}

/// Solve within a caller's own budget as well: `spent` is asked now and then with the
/// node count and answers how much of that budget is used, from 0.0 (none) to 1.0 (all:
/// the search stops, Undecided). A caller bounds the time this way with its own clock;
/// the solver may give a share of it to a quicker question first (see
/// [`RELAXED_SHARE`]).
pub fn solve_within(game: &Klondike, budget: Budget, spent: &mut dyn FnMut(u64) -> f64) -> Report {
    solve_inner(game, budget, spent, true)
}

/// Solve without pruning any move (but stock turns, which come as reachable cards) and
/// without the relaxed first look: much slower, for checking that the pruning never
/// cuts a win and that every loss the solver proves is one.
pub fn solve_unpruned(
    game: &Klondike,
    budget: Budget,
    spent: &mut dyn FnMut(u64) -> f64,
) -> Report {
    solve_inner(game, budget, spent, false)
}

/// The share of the budget a draw-3 search first spends on the same position played
/// with draw-1 (see [`relaxed_look`]), which most often ends at once with a win (a
/// guide) or proves the loss. Of 1,000 draw-3 deals at 1 s each (`klondike_solve`,
/// seeds 2024, 7 and 12), 954, 950 and 954 were decided without it, 968, 971 and 968
/// with 0.6, and 968, 966 and 968 with 0.7, the draw-3 search then missing wins.
pub const RELAXED_SHARE: f64 = 0.6;

/// What playing a draw-3 position with draw-1 first told.
enum Relaxed {
    /// Lost with draw-1, so lost with draw-3 too.
    Lost,
    /// Won with draw-1: no verdict, but the winning line guides one searcher.
    Won(Guide),
    /// Not decided within its share of the budget (or won with no line to follow).
    Open,
}

/// Play the position with draw-1 for a share of the budget: any draw-3 line can be
/// played with draw-1 by turning the same cards one at a time, with as many redeals,
/// so a position lost with draw-1 is lost with draw-3 too. A win with draw-1 proves
/// nothing, but draw-1 is searched much faster (with unlimited redeals any talon card
/// can be brought up at any time) and its line is a guide. Returns the nodes the look took and what it told.
fn relaxed_look(
    start: &Position,
    rules: &Rules,
    max_nodes: u64,
    threads: usize,
    spent: &mut dyn FnMut(u64) -> f64,
) -> (u64, Relaxed) {
    let share = (max_nodes as f64 * RELAXED_SHARE) as u64;
    if share == 0 {
        return (0, Relaxed::Open);
    }
    let relaxed = Rules { draw: 1, ..*rules };
    let mut root = *start;
    root.auto_play(&relaxed, 0, None);
    let mut stop = |n| spent(n) >= RELAXED_SHARE;
    let (found, nodes) = search(root, &relaxed, share, threads, None, &mut stop);
    let told = match found {
        Found::Exhausted => Relaxed::Lost,
        // A win certain from the start has no line to follow.
        Found::Win(line) if line.is_empty() => Relaxed::Open,
        Found::Win(line) => Relaxed::Won(Guide::from_line(&root, &relaxed, &line)),
        Found::OutOfBudget => Relaxed::Open,
    };
    (nodes, told)
}

fn solve_inner(
    game: &Klondike,
    budget: Budget,
    spent: &mut dyn FnMut(u64) -> f64,
    prune: bool,
) -> Report {
    if game.is_won() {
        return Report {
            verdict: Verdict::Won,
            nodes: 0,
            hint: None,
            plan: Vec::new(),
        };
    }
    let Some((start, mut rules)) = Position::from_game(game) else {
        return Report {
            verdict: Verdict::Undecided,
            nodes: 0,
            hint: game.legal_moves().first().copied(),
            plan: Vec::new(),
        };
    };
    rules.prune = prune;
    // The caller's budget and the node budget, whichever is spent more.
    let max_nodes = budget.max_nodes.max(1);
    let mut used = |n: u64| spent(n).max(n as f64 / max_nodes as f64);
    let (mut relaxed_nodes, mut guide) = (0, None);
    if prune && rules.draw > 1 {
        let (nodes, told) = relaxed_look(&start, &rules, max_nodes, budget.threads, &mut used);
        match told {
            Relaxed::Lost => {
                return Report {
                    verdict: Verdict::Lost,
                    nodes,
                    hint: None,
                    plan: Vec::new(),
                }
            }
            Relaxed::Won(line_guide) => guide = Some(line_guide),
            Relaxed::Open => {}
        }
        relaxed_nodes = nodes;
    }
    let mut root = start;
    root.auto_play(&rules, 0, None);
    let mut stop = |n| used(relaxed_nodes + n) >= 1.0;
    let (found, nodes) = match max_nodes.saturating_sub(relaxed_nodes) {
        0 => (Found::OutOfBudget, 0),
        left => search(
            root,
            &rules,
            left,
            budget.threads,
            guide.as_ref(),
            &mut stop,
        ),
    };
    let nodes = relaxed_nodes + nodes;
    let (verdict, plan, first) = match found {
        Found::Win(line) => {
            let plan = plan_moves(game, &start, &rules, &line);
            (Verdict::Won, plan, None)
        }
        Found::Exhausted => (Verdict::Lost, Vec::new(), None),
        Found::OutOfBudget => {
            // Not proven either way: a safe move if there is one, else the move the
            // search would try first.
            let mut moves = Vec::new();
            root.moves(&rules, &mut moves);
            let first = start.auto_move(&rules, 0).or(moves.first().copied());
            (Verdict::Undecided, Vec::new(), first)
        }
    };
    let hint = plan
        .first()
        .copied()
        .or_else(|| first.and_then(|mv| to_engine_move(game, &start, mv)));
    Report {
        verdict,
        nodes,
        hint,
        plan,
    }
}

/// The solver's winning line as engine moves: the safe moves the solver makes by
/// itself are spelled out, stock turns are added to bring each stock card up, and the
/// end of a certain win is played out.
fn plan_moves(game: &Klondike, start: &Position, rules: &Rules, line: &[SMove]) -> Vec<Move> {
    // The search's own steps again, with every automatic move spelled out.
    let mut steps = Vec::new();
    let mut position = *start;
    position.auto_play(rules, 0, Some(&mut steps));
    let mut pending = 0;
    for &mv in line {
        steps.push(mv);
        let Some((next, now_pending)) = position.step(mv, pending, rules, Some(&mut steps)) else {
            break;
        };
        (position, pending) = (next, now_pending);
    }
    // A certain win is played out.
    while let Some(mv) = position
        .is_certain_win(rules)
        .then(|| position.any_foundation_move())
        .flatten()
    {
        position.apply(mv, rules);
        steps.push(mv);
    }
    let mut engine = game.clone();
    // The plan spells out every move itself.
    engine.options.auto_play = false;
    let mut plan = Vec::new();
    for mv in steps {
        if let SMove::TalonToFoundation(i) | SMove::TalonToColumn(i, _) = mv {
            if !bring_up(&mut engine, i as usize, &mut plan) {
                break;
            }
        }
        let Some((now, _)) = Position::from_game(&engine) else {
            break;
        };
        let Some(engine_move) = to_engine_move(&engine, &now, mv) else {
            break;
        };
        if engine.apply_move(engine_move).is_err() {
            break;
        }
        plan.push(engine_move);
    }
    plan
}

/// Turn the stock (recycling when needed) until talon card `i` tops the waste.
fn bring_up(engine: &mut Klondike, i: usize, plan: &mut Vec<Move>) -> bool {
    for _ in 0..200 {
        if engine.waste().len() == i + 1 {
            return true;
        }
        let turn = if engine.stock().is_empty() {
            Move::Recycle
        } else {
            Move::Draw
        };
        if engine.apply_move(turn).is_err() {
            return false;
        }
        plan.push(turn);
    }
    false
}

/// Whether `game` can still be won, within `budget`.
pub fn can_still_win(game: &Klondike, budget: Budget) -> Verdict {
    solve(game, budget).verdict
}

/// A hint for the next move (see [`Report::hint`]).
pub fn hint(game: &Klondike, budget: Budget) -> Option<Move> {
    solve(game, budget).hint
}

/// The engine move that starts solver move `mv` in `game` (a stock turn when the
/// solver's card still has to be brought to the top of the waste).
fn to_engine_move(game: &Klondike, start: &Position, mv: SMove) -> Option<Move> {
    let foundation_for = |suit| Pile::foundation(game.foundation_slot_for(suit)?);
    let from_talon = |i: u8, to: Option<Pile>| -> Option<Move> {
        if i + 1 == start.pos {
            Some(Move::single(Pile::WASTE, to?))
        } else if game.stock().is_empty() {
            Some(Move::Recycle)
        } else {
            Some(Move::Draw)
        }
    };
    let mv = match mv {
        SMove::TalonToFoundation(i) => from_talon(i, foundation_for(start.talon_card(i).suit()))?,
        SMove::TalonToColumn(i, to) => from_talon(i, Pile::tableau(to as usize))?,
        SMove::ColumnToFoundation(from) => {
            let suit = game.column(from as usize)?.top()?.suit();
            Move::single(Pile::tableau(from as usize)?, foundation_for(suit)?)
        }
        SMove::ColumnToColumn { from, to, count } => Move::Transfer {
            from: Pile::tableau(from as usize)?,
            to: Pile::tableau(to as usize)?,
            count,
        },
        SMove::FoundationToColumn(suit, to) => {
            let suit = super::card::Suit::ALL[suit as usize];
            let slot = game.foundation_top_slot(suit).and_then(Pile::foundation)?;
            Move::single(slot, Pile::tableau(to as usize)?)
        }
    };
    // Never hint a move the engine would refuse.
    game.check(&mv).is_ok().then_some(mv)
}
