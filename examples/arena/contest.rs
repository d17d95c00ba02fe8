//! The arena's generic part: plays seeded games between computer players, rotating them
//! through the seats, and reports each player's results with a 95% confidence interval
//! and how long it took to decide. A game brings only a [`Contest`]: how to start a game
//! from a seed (and its options), what a seat is shown, and how to build a player from
//! its name.

use cantina::games::{Computer, Game, Outcome, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// A computer player as the arena seats it for contest `C`.
pub type Player<C> =
    Box<dyn Computer<View = <C as Contest>::View, Action = <<C as Contest>::Game as Game>::Action>>;

/// One game's start: the game, and the seed of the players' randomness (kept apart from
/// the deal's, so a player's draws never change the cards).
pub struct Start<G> {
    pub game: G,
    pub rng_seed: u64,
}

/// What a game supplies to the arena.
pub trait Contest {
    type Game: Game;
    /// What a seat's player is shown when it decides.
    type View: Clone;

    /// The game and its settings, for the report's first line.
    fn describe(&self) -> String;
    /// Players seated when the command names none.
    fn default_lineup(&self) -> Vec<String>;
    /// Games played when the command gives no count.
    fn default_games(&self) -> u64;
    /// Takes one game option (`abapa`, `opening=4`); `Ok(false)` if `arg` is none.
    fn option(&mut self, arg: &str) -> Result<bool, String>;
    /// Work once the options are known (loading a table), before the first game.
    fn prepare(&mut self) -> Result<(), String> {
        Ok(())
    }
    /// Game `index` of a run with `seed`, for `seats` players.
    fn start(&self, seats: usize, seed: u64, index: u64) -> Result<Start<Self::Game>, String>;
    /// What `seat` is shown.
    fn view(&self, game: &Self::Game, seat: Seat) -> Self::View;
    /// A fresh player named `name` (a level, perhaps with a budget).
    fn player(&self, name: &str) -> Result<Player<Self>, String>;
    /// How a player is shown in the report (its name, perhaps with its default budget).
    fn label(&self, name: &str) -> String {
        name.to_string()
    }
    /// Actions after which a game is stopped and counted drawn.
    fn max_actions(&self) -> u64;
    /// A game ended (or was stopped); `lineup[seat]` is the index of that seat's player.
    fn game_over(&mut self, _game: &Self::Game, _lineup: &[usize], _index: u64) {}
    /// Lines the game adds to the report; player `i` is `names[i]`, shown as `labels[i]`.
    fn report(&self, _names: &[String], _labels: &[String]) -> Vec<String> {
        Vec::new()
    }
}

/// Decision times of one player, and the view of its slowest decision (timed again at
/// the end: a shared machine can stall any one decision, so replaying the slowest tells
/// load from work).
struct Clock<V> {
    times: Vec<Duration>,
    worst: Option<(Duration, V)>,
}

impl<V: Clone> Clock<V> {
    fn add(&mut self, spent: Duration, view: &V) {
        self.times.push(spent);
        if self.worst.as_ref().is_none_or(|(w, _)| spent >= *w) {
            self.worst = Some((spent, view.clone()));
        }
    }
}

/// One player's results over the run.
struct Tally<V> {
    wins: u64,
    draws: u64,
    losses: u64,
    clock: Clock<V>,
}

/// The Wilson 95% interval of a proportion `p` measured over `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    (centre - half, centre + half)
}

/// Milliseconds, with more places for short times.
fn ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1e3;
    if ms < 1.0 {
        format!("{ms:.3} ms")
    } else {
        format!("{ms:.2} ms")
    }
}

/// Parses the command line after the game's name, plays the games and prints the report.
///
/// Arguments: player names (the contest's default lineup if none), a game count (`N` or
/// `games=N`), `seed=S` (default 1), and the game's own options.
pub fn main<C: Contest>(mut contest: C, args: &[String]) -> Result<(), String> {
    let mut games = None;
    let mut seed: u64 = 1;
    let mut names: Vec<String> = Vec::new();
    for arg in args {
        if let Some(v) = arg.strip_prefix("seed=") {
            seed = v.parse().map_err(|_| format!("bad seed {v:?}"))?;
        } else if let Some(v) = arg.strip_prefix("games=") {
            games = Some(v.parse().map_err(|_| format!("bad game count {v:?}"))?);
        } else if let Ok(n) = arg.parse::<u64>() {
            games = Some(n);
        } else if !contest.option(arg)? {
            names.push(arg.clone());
        }
    }
    if names.is_empty() {
        names = contest.default_lineup();
    }
    for name in &names {
        contest.player(name)?;
    }
    let games = games.unwrap_or_else(|| contest.default_games());
    contest.prepare()?;
    run(&mut contest, &names, games, seed)
}

/// Plays `games` games, player `p` sitting in seat `(p + g) % n` of game `g`, so every
/// player takes every seat in turn, and prints the report.
fn run<C: Contest>(contest: &mut C, names: &[String], games: u64, seed: u64) -> Result<(), String> {
    let n = names.len();
    let labels: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, name)| format!("{} {}", (b'A' + i as u8) as char, contest.label(name)))
        .collect();
    let mut tallies: Vec<Tally<C::View>> = (0..n)
        .map(|_| Tally {
            wins: 0,
            draws: 0,
            losses: 0,
            clock: Clock {
                times: Vec::new(),
                worst: None,
            },
        })
        .collect();
    let mut capped = 0u64;
    let started = Instant::now();
    for g in 0..games {
        let shift = (g % n as u64) as usize;
        // lineup[seat] is the player sitting there.
        let lineup: Vec<usize> = (0..n).map(|seat| (seat + n - shift) % n).collect();
        let Start { mut game, rng_seed } = contest.start(n, seed, g)?;
        let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
        let mut players = lineup
            .iter()
            .map(|&p| contest.player(&names[p]))
            .collect::<Result<Vec<_>, _>>()?;
        let mut actions = 0;
        while game.outcome().is_none() {
            let Some(&seat) = game.seats_to_act().first() else {
                break;
            };
            if actions >= contest.max_actions() {
                break;
            }
            let view = contest.view(&game, seat);
            let t = Instant::now();
            let action = players[seat].choose(&view, &mut rng);
            tallies[lineup[seat]].clock.add(t.elapsed(), &view);
            game.apply(seat, &action).map_err(|e| {
                format!(
                    "game {g}: {} chose {action:?}, refused: {e}",
                    labels[lineup[seat]]
                )
            })?;
            actions += 1;
        }
        match game.outcome() {
            Some(Outcome::Won(winners)) => {
                for (seat, &p) in lineup.iter().enumerate() {
                    if winners.contains(&seat) {
                        tallies[p].wins += 1;
                    } else {
                        tallies[p].losses += 1;
                    }
                }
            }
            outcome => {
                capped += u64::from(outcome.is_none());
                for t in &mut tallies {
                    t.draws += 1;
                }
            }
        }
        contest.game_over(&game, &lineup, g);
    }
    let wall = started.elapsed();
    // Taken before the slowest decisions are replayed, which must not count.
    let extra = contest.report(names, &labels);

    let count = games.max(1) as f64;
    println!("{}", contest.describe());
    println!(
        "{games} games from seed {seed}, {} rotating through the seats (fair share {:.1}%){}",
        labels.join(" vs "),
        100.0 / n as f64,
        if capped > 0 {
            format!(
                "; {capped} stopped after {} actions, counted drawn",
                contest.max_actions()
            )
        } else {
            String::new()
        }
    );
    for (label, t) in labels.iter().zip(&tallies) {
        // A draw is worth a share of the game, as a win is worth all of it.
        let score = (t.wins as f64 + t.draws as f64 / n as f64) / count;
        let (lo, hi) = wilson(score, count);
        println!(
            "  {label}: {} wins, {} draws, {} losses; score {:.1}% (95% CI {:.1}%..{:.1}%, Wilson)",
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            100.0 * lo,
            100.0 * hi,
        );
    }
    for (p, (label, t)) in labels.iter().zip(&mut tallies).enumerate() {
        let times = &mut t.clock.times;
        times.sort();
        let decisions = times.len();
        let total: Duration = times.iter().sum();
        let mean = total / decisions.max(1) as u32;
        // The 99th percentile by nearest rank.
        let p99 = decisions.checked_sub(1).map_or(Duration::ZERO, |last| {
            times[(decisions * 99).div_ceil(100).saturating_sub(1).min(last)]
        });
        let max = times.last().copied().unwrap_or_default();
        let slow = times
            .iter()
            .filter(|&&d| d > Duration::from_millis(50))
            .count();
        let replay = t.clock.worst.as_ref().map(|(_, view)| {
            (0..5)
                .map(|_| {
                    let mut player = contest.player(&names[p]).expect("built before");
                    let t0 = Instant::now();
                    player.choose(view, &mut ChaCha8Rng::seed_from_u64(0));
                    t0.elapsed()
                })
                .min()
                .unwrap_or_default()
        });
        println!(
            "  {label}: {decisions} decisions, mean {}, p99 {}, max {} ({slow} over 50 ms), {:.2} s in all{}",
            ms(mean),
            ms(p99),
            ms(max),
            total.as_secs_f64(),
            replay.map_or(String::new(), |r| format!(
                "; the slowest replayed: {} (best of 5)",
                ms(r)
            ))
        );
    }
    for line in extra {
        println!("  {line}");
    }
    println!(
        "  wall time {:.1} s, {:.1} games/s",
        wall.as_secs_f64(),
        count / wall.as_secs_f64().max(1e-9)
    );
    Ok(())
}
