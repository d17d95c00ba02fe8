//! Pazaak arena: plays N matches between two computer players with the same side deck,
//! alternating who sits first, and prints the first player's match win share with a 95%
//! confidence interval, the speed in matches per second and each player's time per
//! decision (mean and worst).
//!
//! Usage: `cargo run --release --example pazaak_arena -- [matches] [first] [second] [seed]`
//! where players are `strong`, `seed` or `rule` (the published rule-based reference
//! player); default: 4000 strong seed 1. `strong-peek` is a measuring player, not a
//! level: the strong player seeing the opponent's hand and taking it to play as `rule`
//! does (see `StrongAi::choose_knowing`).

use cantina::games::pazaak::ai::{AiLevel, PazaakComputer, RuleAi, StrongAi};
use cantina::games::pazaak::{
    Action, Event, MatchConfig, Pazaak, Phase, SeatView, SideCard, SideDeck,
};
use cantina::games::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// A player the arena can seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Level(AiLevel),
    Rule,
    StrongPeek,
}

fn level(name: &str) -> Result<Player, String> {
    match name {
        "strong" => Ok(Player::Level(AiLevel::Strong)),
        "seed" => Ok(Player::Level(AiLevel::Seed)),
        "rule" => Ok(Player::Rule),
        "strong-peek" => Ok(Player::StrongPeek),
        other => Err(format!(
            "unknown player {other:?}: use strong, seed, rule or strong-peek"
        )),
    }
}

/// Time spent deciding, for one player over all matches.
#[derive(Default)]
struct Clock {
    decisions: u64,
    total: Duration,
    worst: Duration,
    /// Decisions that took over 50 ms.
    over_50ms: u64,
    /// The view of the slowest decision, timed again at the end: a shared machine can
    /// stall any one decision, so the slowest is replayed to tell load from work.
    worst_view: Option<SeatView>,
}

impl Clock {
    fn add(&mut self, d: Duration, view: &SeatView) {
        self.decisions += 1;
        self.total += d;
        if d > Duration::from_millis(50) {
            self.over_50ms += 1;
        }
        if d >= self.worst {
            self.worst = d;
            self.worst_view = Some(view.clone());
        }
    }

    fn report(&self, who: Player) {
        let mean = self.total.as_secs_f64() / self.decisions.max(1) as f64;
        // The measuring player decides from the whole game, which is not kept: its
        // slowest decision is not replayed.
        let view = self
            .worst_view
            .as_ref()
            .filter(|_| who != Player::StrongPeek);
        let replay = view.map_or(0.0, |view| {
            (0..5)
                .map(|_| {
                    let t0 = Instant::now();
                    make(who).choose(view, &mut ChaCha8Rng::seed_from_u64(0));
                    t0.elapsed().as_secs_f64()
                })
                .fold(f64::INFINITY, f64::min)
        });
        println!(
            "{who:?}: {} decisions, {:.3} ms mean, {:.3} ms worst ({} over 50 ms; the slowest \
             decision replayed: {:.3} ms, best of 5)",
            self.decisions,
            mean * 1e3,
            self.worst.as_secs_f64() * 1e3,
            self.over_50ms,
            replay * 1e3
        );
    }
}

/// A balanced deck of the kind a player builds: fixed and flexible cards, one of each
/// yellow type.
fn arena_deck() -> Result<SideDeck, String> {
    let cards: Result<Vec<SideCard>, _> =
        ["+2", "+3", "-2", "-3", "±1", "±3", "±4", "D", "F24", "±1T"]
            .iter()
            .map(|s| s.parse())
            .collect();
    SideDeck::new(cards.map_err(|e| e.to_string())?).map_err(|e| e.to_string())
}

fn make(player: Player) -> Box<PazaakComputer> {
    let level = match player {
        Player::Rule => return Box::new(RuleAi),
        Player::Level(level) => level,
        Player::StrongPeek => AiLevel::Strong,
    };
    if level == AiLevel::Strong {
        return Box::new(strong_ai());
    }
    level.player()
}

/// The strong player with any `TUNE_*` weights from the environment.
fn strong_ai() -> StrongAi {
    let mut ai = StrongAi::default();
    if let Some(v) = std::env::var("TUNE_PRICE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.card_price = v;
    }
    if let Some(v) = std::env::var("TUNE_REACH")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_reach = v;
    }
    if let Some(v) = std::env::var("TUNE_TIE").ok().and_then(|s| s.parse().ok()) {
        ai.tie_value = v;
    }
    if let Some(v) = std::env::var("TUNE_LIKE_ME")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_like_me = v;
    }
    if let Some(v) = std::env::var("TUNE_OPP_PRICE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_card_price = v;
    }
    if let Some(v) = std::env::var("TUNE_STANDS_ON")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_stands_on = v;
    }
    if let Some(v) = std::env::var("TUNE_TIES_ON")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_ties_on = v;
    }
    if let Some(v) = std::env::var("TUNE_PLAYS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.plays_per_set = v;
    }
    if let Some(v) = std::env::var("TUNE_AHEAD_ON")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_stands_ahead_on = v;
    }
    if let Some(v) = std::env::var("TUNE_BEATS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.opponent_beats_with_cards = v;
    }
    if let Ok(v) = std::env::var("TUNE_CURVE") {
        for (slot, f) in ai.price_by_cards_left.iter_mut().zip(v.split(',')) {
            if let Ok(f) = f.trim().parse() {
                *slot = f;
            }
        }
    }
    if let Some(v) = std::env::var("TUNE_TIE_SLOPE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        ai.tie_card_slope = v;
    }
    ai
}

/// The strong player's choice with the opponent's unused hand cards shown to it.
fn strong_peek(game: &Pazaak, view: &SeatView) -> Action {
    let opponent = game.seat_view(1 - view.seat);
    let hand: Vec<SideCard> = opponent
        .hand
        .iter()
        .filter(|h| !h.used)
        .map(|h| h.card)
        .collect();
    strong_ai().choose_knowing(view, &hand)
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let matches: u64 = args
        .first()
        .map_or(Ok(4000), |s| s.parse())
        .map_err(|e| format!("matches: {e}"))?;
    let a = level(args.get(1).map_or("strong", String::as_str))?;
    let b = level(args.get(2).map_or("seed", String::as_str))?;
    let base_seed: u64 = args
        .get(3)
        .map_or(Ok(1), |s| s.parse())
        .map_err(|e| format!("seed: {e}"))?;
    let deck = arena_deck()?;

    let start = Instant::now();
    let mut a_wins = 0u64;
    let mut sets = 0u64;
    // PAZAAK_TRACE=1 prints every match's events.
    let trace = std::env::var("PAZAAK_TRACE").is_ok_and(|v| v == "1");
    // Sets won by the first and second player, tied sets, hand cards played by each.
    let (mut set_wins, mut ties, mut played) = ([0u64; 2], 0u64, [0u64; 2]);
    let mut clocks = [Clock::default(), Clock::default()];
    for i in 0..matches {
        // Alternate seats so neither player keeps seat 0.
        let a_seat = (i % 2) as usize;
        let mut players = if a_seat == 0 {
            [make(a), make(b)]
        } else {
            [make(b), make(a)]
        };
        let match_seed = base_seed.wrapping_mul(1_000_003).wrapping_add(i);
        let mut game = Pazaak::new(
            match_seed,
            [deck.clone(), deck.clone()],
            MatchConfig::default(),
        );
        // The players' own randomness, seeded apart from the deal's.
        let mut rng = ChaCha8Rng::seed_from_u64(match_seed ^ 0x5EED);
        let mut guard = 0;
        while let Some(seat) = game.to_act() {
            let view = game.seat_view(seat);
            let who = if seat == a_seat { a } else { b };
            let t0 = Instant::now();
            let action = if who == Player::StrongPeek {
                strong_peek(&game, &view)
            } else {
                players[seat].choose(&view, &mut rng)
            };
            clocks[usize::from(seat != a_seat)].add(t0.elapsed(), &view);
            game.apply(seat, &action)
                .map_err(|e| format!("match {i}: refused {action:?}: {e}"))?;
            guard += 1;
            if guard > 100_000 {
                return Err(format!("match {i} did not end"));
            }
        }
        sets += game.results().len() as u64;
        for r in game.results() {
            match r.winner {
                Some(w) => set_wins[usize::from(w != a_seat)] += 1,
                None => ties += 1,
            }
        }
        if trace {
            println!("match {i}: first player in seat {a_seat}");
            for e in game.log() {
                println!("  {e:?}");
            }
        }
        for e in game.log() {
            if let Event::Played { seat, .. } = e {
                played[usize::from(*seat != a_seat)] += 1;
            }
        }
        if let Phase::Over { winner } = game.phase() {
            if winner == a_seat {
                a_wins += 1;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = matches.max(1) as f64;
    let share = a_wins as f64 / n;
    let half = 1.96 * (share * (1.0 - share) / n).sqrt();
    println!(
        "{a:?} vs {b:?}: {a_wins}/{matches} matches won = {:.1}% (95% CI {:.1}%..{:.1}%)",
        share * 100.0,
        (share - half) * 100.0,
        (share + half) * 100.0
    );
    println!(
        "{:.1} sets per match, {:.0} matches/s ({secs:.1} s)",
        sets as f64 / n,
        n / secs
    );
    println!(
        "sets won {} : {} ({:.1}% of decided sets), {ties} tied; hand cards played per match {:.2} : {:.2}",
        set_wins[0],
        set_wins[1],
        100.0 * set_wins[0] as f64 / (set_wins[0] + set_wins[1]).max(1) as f64,
        played[0] as f64 / n,
        played[1] as f64 / n
    );
    clocks[0].report(a);
    clocks[1].report(b);
    Ok(())
}
