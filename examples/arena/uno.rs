//! UNO in the arena: default options, one round per game, as many seats as players
//! (2 to 10).
//!
//! Players: `strong` and `classic`. Default lineup: `strong classic classic classic`.
//! The strong player's weights can be set for tuning, e.g.
//! `UNO_WEIGHTS="wild_cost=10,challenge_threshold=0.2"`.

use cantina::games::uno::ai::{AiKind, StrongAi, StrongWeights};
use cantina::games::uno::{Action, Options, SeatView, UnoError, UnoGame};
use cantina::games::{Game, Outcome, Seat};

use crate::contest::{self, Contest, Start};

/// UNO as a table plays it with nobody watching the clock: every UNO window closes as
/// soon as the action that opened it is done.
pub struct UnoTable(UnoGame);

impl Game for UnoTable {
    type Action = Action;
    type Error = UnoError;
    type Event = ();

    fn seat_count(&self) -> usize {
        self.0.seat_count()
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        self.0.seats_to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.0.legal_actions(seat)
    }
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), UnoError> {
        self.0.act(seat, action)?;
        for s in self.0.uno_pending() {
            self.0.uno_window_expired(s);
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
}

/// Strong's weights, optionally overridden from `UNO_WEIGHTS`.
fn weights_from_env() -> StrongWeights {
    let mut w = StrongWeights::default();
    let spec = std::env::var("UNO_WEIGHTS").unwrap_or_default();
    for pair in spec.split(',').filter(|p| !p.is_empty()) {
        let Some((k, v)) = pair.split_once('=') else {
            continue;
        };
        let Ok(v) = v.parse::<f64>() else { continue };
        match k {
            "follow" => w.follow = v,
            "same_face" => w.same_face = v,
            "wild_cost" => w.wild_cost = v,
            "hit_base" => w.hit_base = v,
            "hit_danger" => w.hit_danger = v,
            "void_bonus" => w.void_bonus = v,
            "unseen_cost" => w.unseen_cost = v,
            "challenge_threshold" => w.challenge_threshold = v,
            "bluff_rate" => w.bluff_rate = v,
            "bluff_cost" => w.bluff_cost = v,
            "draw_value" => w.draw_value = v,
            "rollouts" => w.rollouts = v,
            "rollout_cards" => w.rollout_cards = v,
            "rollout_candidates" => w.rollout_candidates = v,
            "rollout_margin" => w.rollout_margin = v,
            "rollout_drop" => w.rollout_drop = v,
            "rollout_batch" => w.rollout_batch = v,
            "rollout_budget" => w.rollout_budget = v,
            _ => eprintln!("unknown weight {k}"),
        }
    }
    w
}

/// UNO in the arena; it has no options of its own.
pub struct Uno;

impl Contest for Uno {
    type Game = UnoTable;
    type View = SeatView;

    fn describe(&self) -> String {
        "uno: default options, one round per game".into()
    }

    fn default_lineup(&self) -> Vec<String> {
        ["strong", "classic", "classic", "classic"]
            .map(String::from)
            .to_vec()
    }

    fn default_games(&self) -> u64 {
        2000
    }

    fn option(&mut self, _arg: &str) -> Result<bool, String> {
        Ok(false)
    }

    /// Game `index` is dealt from seed `seed + index`.
    fn start(&self, seats: usize, seed: u64, index: u64) -> Result<Start<UnoTable>, String> {
        let deal = seed.wrapping_add(index);
        let game = UnoGame::new(seats, Options::default(), deal).map_err(|e| e.to_string())?;
        Ok(Start {
            game: UnoTable(game),
            rng_seed: deal ^ 0x9E37_79B9_7F4A_7C15,
        })
    }

    fn view(&self, game: &UnoTable, seat: Seat) -> SeatView {
        game.0.seat_view(seat)
    }

    fn player(&self, name: &str) -> Result<contest::Player<Self>, String> {
        match name {
            "strong" => Ok(Box::new(StrongAi {
                weights: weights_from_env(),
            })),
            "classic" => Ok(AiKind::Classic.player()),
            other => Err(format!("unknown player {other:?}: use strong or classic")),
        }
    }

    fn max_actions(&self) -> u64 {
        10_000
    }
}
