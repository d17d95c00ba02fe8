//! Pazaak in the arena: matches in which both players hold the same side deck.
//!
//! Players: `strong`, `seed`, `rule` (the published rule-based reference player), and
//! `strong-peek`, a measuring player rather than a level: the strong player seeing the
//! opponent's unused hand cards and taking them into account as `rule` does (see
//! `StrongAi::choose_knowing`). Default lineup: `strong seed`.
//!
//! Options: `trace` prints every match's events. The strong player's weights can be
//! set for tuning with `TUNE_PRICE`, `TUNE_REACH`, `TUNE_TIE`, `TUNE_LIKE_ME`,
//! `TUNE_OPP_PRICE`, `TUNE_STANDS_ON`, `TUNE_TIES_ON`, `TUNE_PLAYS`, `TUNE_AHEAD_ON`,
//! `TUNE_BEATS`, `TUNE_CURVE` (comma-separated) and `TUNE_TIE_SLOPE`.

use cantina::games::pazaak::ai::{AiLevel, PazaakComputer, RuleAi, StrongAi};
use cantina::games::pazaak::{Action, Event, MatchConfig, Pazaak, SeatView, SideCard, SideDeck};
use cantina::games::{Computer, Seat};
use rand_chacha::ChaCha8Rng;

use crate::contest::{self, Contest, Start};

/// What a pazaak seat is shown: its own view and, for the measuring player only, the
/// opponent's unused hand cards.
#[derive(Clone)]
pub struct Seen {
    view: SeatView,
    opponent_hand: Vec<SideCard>,
}

/// A level, which decides from its seat's view alone.
struct Honest(Box<PazaakComputer>);

impl Computer for Honest {
    type View = Seen;
    type Action = Action;

    fn choose(&mut self, seen: &Seen, rng: &mut ChaCha8Rng) -> Action {
        self.0.choose(&seen.view, rng)
    }
}

/// The strong player shown the opponent's hand.
struct Peeking(StrongAi);

impl Computer for Peeking {
    type View = Seen;
    type Action = Action;

    fn choose(&mut self, seen: &Seen, _rng: &mut ChaCha8Rng) -> Action {
        self.0.choose_knowing(&seen.view, &seen.opponent_hand)
    }
}

/// Pazaak's settings for a run, and the sets and hand cards its matches saw.
pub struct PazaakContest {
    deck: SideDeck,
    trace: bool,
    matches: u64,
    sets: u64,
    ties: u64,
    /// Per player: sets won, hand cards played.
    set_wins: Vec<u64>,
    played: Vec<u64>,
}

impl PazaakContest {
    pub fn new() -> Result<Self, String> {
        Ok(PazaakContest {
            deck: arena_deck()?,
            trace: false,
            matches: 0,
            sets: 0,
            ties: 0,
            set_wins: Vec::new(),
            played: Vec::new(),
        })
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

/// A weight from the environment, if set and readable.
fn tune<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|s| s.parse().ok())
}

/// The strong player with any `TUNE_*` weights from the environment.
fn strong_ai() -> StrongAi {
    let mut ai = StrongAi::default();
    if let Some(v) = tune("TUNE_PRICE") {
        ai.card_price = v;
    }
    if let Some(v) = tune("TUNE_REACH") {
        ai.opponent_reach = v;
    }
    if let Some(v) = tune("TUNE_TIE") {
        ai.tie_value = v;
    }
    if let Some(v) = tune("TUNE_LIKE_ME") {
        ai.opponent_like_me = v;
    }
    if let Some(v) = tune("TUNE_OPP_PRICE") {
        ai.opponent_card_price = v;
    }
    if let Some(v) = tune("TUNE_STANDS_ON") {
        ai.opponent_stands_on = v;
    }
    if let Some(v) = tune("TUNE_TIES_ON") {
        ai.opponent_ties_on = v;
    }
    if let Some(v) = tune("TUNE_PLAYS") {
        ai.plays_per_set = v;
    }
    if let Some(v) = tune("TUNE_AHEAD_ON") {
        ai.opponent_stands_ahead_on = v;
    }
    if let Some(v) = tune("TUNE_BEATS") {
        ai.opponent_beats_with_cards = v;
    }
    if let Ok(v) = std::env::var("TUNE_CURVE") {
        for (slot, f) in ai.price_by_cards_left.iter_mut().zip(v.split(',')) {
            if let Ok(f) = f.trim().parse() {
                *slot = f;
            }
        }
    }
    if let Some(v) = tune("TUNE_TIE_SLOPE") {
        ai.tie_card_slope = v;
    }
    ai
}

impl Contest for PazaakContest {
    type Game = Pazaak;
    type View = Seen;

    fn describe(&self) -> String {
        "pazaak: default match, both players with the arena deck".into()
    }

    fn default_lineup(&self) -> Vec<String> {
        vec!["strong".into(), "seed".into()]
    }

    fn default_games(&self) -> u64 {
        4000
    }

    fn option(&mut self, arg: &str) -> Result<bool, String> {
        self.trace |= arg == "trace";
        Ok(arg == "trace")
    }

    fn start(&self, seats: usize, seed: u64, index: u64) -> Result<Start<Pazaak>, String> {
        if seats != 2 {
            return Err(format!("pazaak seats two players, not {seats}"));
        }
        let match_seed = seed.wrapping_mul(1_000_003).wrapping_add(index);
        let game = Pazaak::new(
            match_seed,
            [self.deck.clone(), self.deck.clone()],
            MatchConfig::default(),
        );
        Ok(Start {
            game,
            rng_seed: match_seed ^ 0x5EED,
        })
    }

    fn view(&self, game: &Pazaak, seat: Seat) -> Seen {
        let opponent_hand = game
            .seat_view(1 - seat)
            .hand
            .iter()
            .filter(|h| !h.used)
            .map(|h| h.card)
            .collect();
        Seen {
            view: game.seat_view(seat),
            opponent_hand,
        }
    }

    fn player(&self, name: &str) -> Result<contest::Player<Self>, String> {
        Ok(match name {
            "strong" => Box::new(Honest(Box::new(strong_ai()))),
            "seed" => Box::new(Honest(AiLevel::Seed.player())),
            "rule" => Box::new(Honest(Box::new(RuleAi))),
            "strong-peek" => Box::new(Peeking(strong_ai())),
            other => {
                return Err(format!(
                    "unknown player {other:?}: use strong, seed, rule or strong-peek"
                ))
            }
        })
    }

    fn max_actions(&self) -> u64 {
        100_000
    }

    fn game_over(&mut self, game: &Pazaak, lineup: &[usize], index: u64) {
        self.set_wins.resize(lineup.len(), 0);
        self.played.resize(lineup.len(), 0);
        self.matches += 1;
        self.sets += game.results().len() as u64;
        for r in game.results() {
            match r.winner {
                Some(w) => self.set_wins[lineup[w]] += 1,
                None => self.ties += 1,
            }
        }
        if self.trace {
            println!("match {index}: player by seat {lineup:?}");
            for e in game.log() {
                println!("  {e:?}");
            }
        }
        for e in game.log() {
            if let Event::Played { seat, .. } = e {
                self.played[lineup[*seat]] += 1;
            }
        }
    }

    fn report(&self, _names: &[String], labels: &[String]) -> Vec<String> {
        let n = self.matches.max(1) as f64;
        let decided: u64 = self.set_wins.iter().sum();
        let mut lines = vec![format!(
            "{:.1} sets per match, {} tied",
            self.sets as f64 / n,
            self.ties
        )];
        for ((label, won), played) in labels.iter().zip(&self.set_wins).zip(&self.played) {
            lines.push(format!(
                "{label}: {won} sets won ({:.1}% of decided sets), {:.2} hand cards played per match",
                100.0 * *won as f64 / decided.max(1) as f64,
                *played as f64 / n
            ));
        }
        lines
    }
}
