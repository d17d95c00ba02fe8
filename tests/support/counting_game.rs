//! A tiny game that exists only to exercise the platform in tests (never shipped in the
//! bot): seats take turns adding 1 or 2 to a shared total; whoever brings it to the
//! target wins. One definition serves all three ways a table forms.
//!
//! Verbs: `add.1`, `add.2` (your turn only), `bomb.N` (arms a game timer of N seconds
//! that adds 100 to `explosions` when it fires; any seat, any time).

use cantina::table::game::*;
use cantina::table::view::{Button, Field, Row, SelectOption, Style, View};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::time::Duration;

pub struct CountingDef {
    pub code: &'static str,
    pub formation: Formation,
}

#[derive(Clone, Serialize, Deserialize)]
pub struct Counting {
    pub total: u32,
    pub target: u32,
    pub turn: usize,
    pub seats: usize,
    pub winner: Option<usize>,
    pub explosions: u32,
    pub forfeited: Option<usize>,
}

impl GameDef for CountingDef {
    fn code(&self) -> &'static str {
        self.code
    }
    fn title(&self) -> &'static str {
        "Counting"
    }
    fn formation(&self) -> Formation {
        self.formation
    }
    fn command_description(&self) -> &'static str {
        "A test game: add 1 or 2, reach the target"
    }
    fn help(&self) -> &'static str {
        "Add 1 or 2 on your turn; whoever reaches the target wins."
    }
    fn start_options(&self) -> Vec<CommandOption> {
        vec![CommandOption {
            name: "target",
            description: "The total to reach",
            kind: OptionKind::Integer { min: 2, max: 100 },
            required: false,
        }]
    }
    fn settings(&self, options: &Options) -> Result<Value, String> {
        Ok(json!({"target": options.integer("target").unwrap_or(10)}))
    }
    fn describe_settings(&self, settings: &Value) -> String {
        format!("Target: {}", settings["target"])
    }
    fn settings_menu(&self, _settings: &Value) -> Vec<SelectOption> {
        vec![SelectOption {
            label: "Target 20".into(),
            verb: "set.target20".into(),
            description: None,
        }]
    }
    fn change_setting(&self, settings: &Value, verb: &str) -> Result<Value, String> {
        match verb {
            "target20" => {
                let mut settings = settings.clone();
                settings["target"] = json!(20);
                Ok(settings)
            }
            _ => Err("No such setting.".into()),
        }
    }
    fn ai_levels(&self) -> Vec<(&'static str, &'static str)> {
        vec![("basic", "Basic")]
    }
    fn new_game(
        &self,
        settings: &Value,
        seats: &[SeatInfo],
        _seed: u64,
    ) -> Result<Box<dyn HostedGame>, String> {
        let target = settings["target"].as_u64().unwrap_or(10) as u32;
        Ok(Box::new(Counting {
            total: 0,
            target,
            turn: 0,
            seats: seats.len(),
            winner: None,
            explosions: 0,
            forfeited: None,
        }))
    }
    fn restore(&self, state: &Value) -> Result<Box<dyn HostedGame>, String> {
        serde_json::from_value::<Counting>(state.clone())
            .map(|g| Box::new(g) as Box<dyn HostedGame>)
            .map_err(|e| e.to_string())
    }
}

impl Counting {
    fn add(&mut self, seat: usize, n: u32) -> Effects {
        self.total += n;
        let mut effects = Effects::log(format!("seat {seat} added {n} (total {})", self.total));
        if self.total >= self.target {
            self.winner = Some(seat);
            effects.log.push(format!("seat {seat} wins"));
        } else {
            self.turn = (self.turn + 1) % self.seats;
        }
        effects
    }
}

impl HostedGame for Counting {
    fn save(&self) -> Value {
        serde_json::to_value(self).unwrap_or_default()
    }
    fn to_act(&self) -> Vec<Seat> {
        if self.winner.is_some() || self.forfeited.is_some() {
            vec![]
        } else {
            vec![self.turn]
        }
    }
    fn act(&mut self, seat: Seat, verb: &str) -> Result<Effects, String> {
        if let Some(secs) = verb.strip_prefix("bomb.") {
            let secs: u64 = secs.parse().map_err(|_| "bad bomb".to_string())?;
            return Ok(Effects {
                log: vec![format!("bomb armed for {secs} s")],
                timers: vec![GameTimer {
                    key: "bomb".into(),
                    after: Duration::from_secs(secs),
                }],
            });
        }
        if self.winner.is_some() {
            return Err("The game is over.".into());
        }
        if seat != self.turn {
            return Err("It is not your turn.".into());
        }
        match verb {
            "add.1" => Ok(self.add(seat, 1)),
            "add.2" => Ok(self.add(seat, 2)),
            _ => Err("Unknown move.".into()),
        }
    }
    fn ai_act(&mut self, seat: Seat, _level: &str, rng: &mut ChaCha8Rng) -> Effects {
        let n = rng.gen_range(1..=2);
        self.add(seat, n)
    }
    fn timeout_act(&mut self, seat: Seat) -> Effects {
        self.add(seat, 1)
    }
    fn fire_timer(&mut self, key: &str) -> Effects {
        if key == "bomb" {
            self.explosions += 1;
            return Effects::log(format!("boom #{}", self.explosions));
        }
        Effects::default()
    }
    fn forfeit(&mut self, seat: Seat) -> Effects {
        self.forfeited = Some(seat);
        Effects::log(format!("seat {seat} forfeits"))
    }
    fn public_view(&self, ctx: &ViewContext) -> View {
        let turn = ctx
            .seats
            .get(self.turn)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        View {
            content: format!(
                "Total {} of {}. Turn: {turn}. Explosions: {}",
                self.total, self.target, self.explosions
            ),
            title: "Counting".into(),
            description: ctx.log.join("\n"),
            fields: vec![Field {
                name: "Total".into(),
                value: self.total.to_string(),
                inline: true,
            }],
            rows: vec![Row::Buttons(vec![
                Button::new("Hand", "hand", Style::Primary),
                Button::new("+1", "g.add.1", Style::Secondary),
                Button::new("+2", "g.add.2", Style::Secondary),
                Button::new("Bomb", "g.bomb.2", Style::Danger),
            ])],
            ..View::default()
        }
    }
    fn private_view(&self, seat: Seat, _ctx: &ViewContext) -> View {
        let mine = self.turn == seat && self.winner.is_none();
        View {
            content: format!(
                "Seat {seat}. Total {}. {}",
                self.total,
                if mine { "Your turn!" } else { "Wait." }
            ),
            rows: vec![Row::Buttons(vec![
                Button::new("+1", "g.add.1", Style::Primary).disabled(!mine),
                Button::new("+2", "g.add.2", Style::Primary).disabled(!mine),
            ])],
            ..View::default()
        }
    }
    fn private_signature(&self, seat: Seat) -> String {
        format!("{}:{}", self.total, self.turn == seat)
    }
    fn result(&self) -> Option<String> {
        if let Some(seat) = self.forfeited {
            return Some(format!("seat {seat} forfeited"));
        }
        self.winner
            .map(|w| format!("seat {w} won with {}", self.total))
    }
}

/// The three test games: a lobby game, a duel and a solo game.
pub fn test_catalog() -> cantina::table::Catalog {
    use std::sync::Arc;
    cantina::table::Catalog(vec![
        Arc::new(CountingDef {
            code: "count",
            formation: Formation::Lobby {
                min_seats: 2,
                max_seats: 10,
            },
        }),
        Arc::new(CountingDef {
            code: "duel",
            formation: Formation::Duel,
        }),
        Arc::new(CountingDef {
            code: "solo",
            formation: Formation::Solo,
        }),
    ])
}
