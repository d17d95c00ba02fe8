//! A tiny game that exists only to exercise the platform in tests (never shipped in the
//! bot): seats take turns adding 1 or 2 to a shared total; whoever brings it to the
//! target wins. One definition serves all three ways a table forms.
//!
//! It is written against the typed hosting contract exactly as a real game is, and is
//! the smallest example of it: an engine implementing `games::Game`, an action codec,
//! settings, and two views (about 330 lines in all, the engine included).
//!
//! Actions: `add.1`, `add.2` (your turn only), `bomb.N` (arms a game timer of N seconds
//! that adds 100 to `explosions` when it fires; any seat, any time), `dud.N` (a timer
//! that does nothing when it fires).

use cantina::games::{Game, Outcome, Seat};
use cantina::i18n::{Lang, Resources, Text};
use cantina::store::PlayerRecords;
use cantina::table::hosting::*;
use cantina::table::hosting::{
    action_button, host, ActionCodec, AiLevel, Hosting, Match, Narration, SettingChoice,
};
use cantina::table::text::Notice;
use cantina::table::view::Picture;
use cantina::table::view::{Button, Field, Row, Style, View};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The engine: a shared total, whose turn it is, and who won.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Counting {
    pub total: u32,
    pub target: u32,
    pub turn: usize,
    pub seats: usize,
    pub winner: Option<usize>,
    pub explosions: u32,
    /// Once a bomb has gone off, the public picture takes this long to paint (tests of
    /// painting off the async workers); 0: no picture.
    #[serde(default)]
    pub paint_ms: u64,
}

/// Slow pictures that have begun painting, in this process.
pub static PAINTS_STARTED: AtomicUsize = AtomicUsize::new(0);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountAction {
    Add(u32),
    Bomb(u64),
    /// Arms a timer of this many seconds that changes nothing when it fires.
    Dud(u64),
    /// Holds the table busy for this many milliseconds (tests of a slow table).
    Slow(u64),
    /// Arms a one-second bomb after which the public picture takes this many
    /// milliseconds to paint.
    SlowPicture(u64),
}

#[derive(Debug, thiserror::Error)]
pub enum CountError {
    #[error("The game is over.")]
    Over,
    #[error("It is not your turn.")]
    NotYourTurn,
}

impl Game for Counting {
    type Action = CountAction;
    type Error = CountError;
    type Event = ();
    fn seat_count(&self) -> usize {
        self.seats
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        if self.winner.is_some() {
            vec![]
        } else {
            vec![self.turn]
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<CountAction> {
        if self.seats_to_act().contains(&seat) {
            vec![CountAction::Add(1), CountAction::Add(2)]
        } else {
            vec![]
        }
    }
    fn apply(&mut self, seat: Seat, action: &CountAction) -> Result<(), CountError> {
        // The test presses (timers, a slow table or picture) work at any time.
        match *action {
            CountAction::Bomb(_) | CountAction::Dud(_) | CountAction::Slow(_) => Ok(()),
            CountAction::SlowPicture(ms) => {
                self.paint_ms = ms;
                Ok(())
            }
            CountAction::Add(_) if self.winner.is_some() => Err(CountError::Over),
            CountAction::Add(_) if seat != self.turn => Err(CountError::NotYourTurn),
            CountAction::Add(n) => {
                self.total += n;
                if self.total >= self.target {
                    self.winner = Some(seat);
                } else {
                    self.turn = (self.turn + 1) % self.seats;
                }
                Ok(())
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome::Won(vec![w]))
    }
}

impl ActionCodec for CountAction {
    fn encode(&self) -> String {
        match self {
            CountAction::Add(n) => format!("add.{n}"),
            CountAction::Bomb(secs) => format!("bomb.{secs}"),
            CountAction::Dud(secs) => format!("dud.{secs}"),
            CountAction::Slow(ms) => format!("slow.{ms}"),
            CountAction::SlowPicture(ms) => format!("paint.{ms}"),
        }
    }
    fn decode(text: &str) -> Option<Self> {
        match text.split_once('.')? {
            ("add", "1") => Some(CountAction::Add(1)),
            ("add", "2") => Some(CountAction::Add(2)),
            ("bomb", secs) => secs.parse().ok().map(CountAction::Bomb),
            ("dud", secs) => secs.parse().ok().map(CountAction::Dud),
            ("slow", ms) => ms.parse().ok().map(CountAction::Slow),
            ("paint", ms) => ms.parse().ok().map(CountAction::SlowPicture),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CountSettings {
    pub target: u32,
}

impl GameSettings for CountSettings {
    fn start_options() -> Vec<CommandOption> {
        vec![CommandOption {
            name: "target",
            kind: OptionKind::Integer { min: 2, max: 100 },
            required: false,
        }]
    }
    fn parse(options: &Options) -> Result<CountSettings, Text> {
        Ok(CountSettings {
            target: options.integer("target").unwrap_or(10) as u32,
        })
    }
    fn describe(&self, _lang: Lang) -> String {
        format!("Target: {}", self.target)
    }
    fn menu(&self, _lang: Lang) -> Vec<SettingChoice> {
        vec![SettingChoice::new("Target 20", "target20")]
    }
    fn change(&self, key: &str) -> Result<CountSettings, Text> {
        match key {
            "target20" => Ok(CountSettings { target: 20 }),
            _ => Err(Notice::UnknownSetting.into()),
        }
    }
}

impl Default for CountSettings {
    fn default() -> Self {
        CountSettings { target: 10 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Basic {
    Basic,
}

impl AiLevel for Basic {
    const ALL: &'static [Self] = &[Basic::Basic];
    fn code(self) -> &'static str {
        "basic"
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Bomb {
    Bomb,
    Dud,
}

/// Which table formation a copy of the counting game uses (and its command name).
pub trait Variant: Send + Sync + 'static {
    const CODE: &'static str;
    const FORMATION: Formation;
}

pub struct LobbyVariant;
pub struct DuelVariant;
pub struct SoloVariant;

impl Variant for LobbyVariant {
    const CODE: &'static str = "count";
    const FORMATION: Formation = Formation::Lobby {
        min_seats: 2,
        max_seats: 10,
    };
}
impl Variant for DuelVariant {
    const CODE: &'static str = "duel";
    const FORMATION: Formation = Formation::Duel;
}
impl Variant for SoloVariant {
    const CODE: &'static str = "solo";
    const FORMATION: Formation = Formation::Solo;
}

pub struct CountingScreen<V>(PhantomData<V>);

/// A computer's or a stand-in's addition, played as a person's would be.
fn add<V: Variant>(game: &mut Match<CountingScreen<V>>, seat: Seat, n: u32) -> Narration<Bomb> {
    CountingScreen::<V>::play(game, seat, &CountAction::Add(n)).unwrap_or_default()
}

/// The log lines of an addition that was made.
fn added<V: Variant>(game: &Match<CountingScreen<V>>, seat: Seat, n: u32) -> Narration<Bomb> {
    let total = game.engine.total;
    let mut narration = Narration::line(Text::verbatim(format!(
        "seat {seat} added {n} (total {total})"
    )));
    if game.engine.winner.is_some() {
        narration
            .log
            .push(Text::verbatim(format!("seat {seat} wins")));
    }
    narration
}

impl<V: Variant> Hosting for CountingScreen<V> {
    type Engine = Counting;
    type Action = CountAction;
    type Settings = CountSettings;
    type Level = Basic;
    type Timer = Bomb;

    const CODE: &'static str = V::CODE;
    const FORMATION: Formation = V::FORMATION;
    /// English only: the other languages read English.
    const TEXTS: Resources = &[(
        Lang::EnUs,
        "counting.ftl",
        include_str!("locales/counting.ftl"),
    )];

    fn new_game(
        settings: &CountSettings,
        seats: &[SeatInfo],
        _seed: u64,
        _records: PlayerRecords<'_>,
    ) -> Result<Counting, Text> {
        Ok(Counting {
            total: 0,
            target: settings.target,
            turn: 0,
            seats: seats.len(),
            winner: None,
            explosions: 0,
            paint_ms: 0,
        })
    }
    fn check(engine: &Counting) -> Result<(), Text> {
        if engine.seats == 0 || engine.turn >= engine.seats {
            return Err(Notice::TableBroken.into());
        }
        Ok(())
    }
    fn refusal(_game: &Match<Self>, _seat: Seat, error: &CountError) -> Text {
        match error {
            CountError::Over => Text::from(Notice::GameOver),
            CountError::NotYourTurn => Text::new("notice-not-your-turn"),
        }
    }
    fn narrate(
        game: &mut Match<Self>,
        seat: Seat,
        action: &CountAction,
        _event: (),
    ) -> Narration<Bomb> {
        match *action {
            CountAction::Bomb(secs) => Narration {
                log: vec![Text::verbatim(format!("bomb armed for {secs} s"))],
                timers: vec![(Bomb::Bomb, Duration::from_secs(secs))],
                ..Narration::default()
            },
            CountAction::Dud(secs) => Narration {
                log: vec![Text::verbatim(format!("dud armed for {secs} s"))],
                timers: vec![(Bomb::Dud, Duration::from_secs(secs))],
                ..Narration::default()
            },
            CountAction::SlowPicture(_) => Narration {
                log: vec![Text::verbatim("a slow picture is armed")],
                timers: vec![(Bomb::Bomb, Duration::from_secs(1))],
                ..Narration::default()
            },
            CountAction::Slow(ms) => {
                std::thread::sleep(Duration::from_millis(ms));
                Narration::line(Text::verbatim("the table was slow"))
            }
            CountAction::Add(n) => added(game, seat, n),
        }
    }
    fn computer(
        _game: &Match<Self>,
        _seat: Seat,
        _level: Basic,
        rng: &mut ChaCha8Rng,
    ) -> Vec<CountAction> {
        vec![CountAction::Add(rng.gen_range(1..=2))]
    }
    fn timed_out(_game: &Match<Self>, _seat: Seat) -> TimedOut<CountAction> {
        TimedOut::plays(vec![CountAction::Add(1)])
    }
    fn fire(game: &mut Match<Self>, timer: Bomb) -> Narration<Bomb> {
        if let Bomb::Dud = timer {
            return Narration::default();
        }
        game.engine.explosions += 1;
        Narration::line(Text::verbatim(format!("boom #{}", game.engine.explosions)))
    }
    fn forfeited(_game: &Match<Self>, seat: Seat) -> Narration<Bomb> {
        Narration::line(Text::verbatim(format!("seat {seat} forfeits")))
    }
    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        let engine = &game.engine;
        let turn = ctx
            .seats
            .get(engine.turn)
            .map(|s| cantina::i18n::escape::name(&s.name))
            .unwrap_or_default();
        View {
            content: format!(
                "Total {} of {}. Turn: {turn}. Explosions: {}",
                engine.total, engine.target, engine.explosions
            ),
            title: "Counting".into(),
            description: ctx.log_lines(usize::MAX).join("\n"),
            fields: vec![Field {
                name: "Total".into(),
                value: engine.total.to_string(),
                inline: true,
            }],
            rows: vec![
                Row::Buttons(vec![
                    Button::new("Hand", "hand", Style::Primary),
                    action_button("+1", &CountAction::Add(1), Style::Secondary),
                    action_button("+2", &CountAction::Add(2), Style::Secondary),
                    action_button("Bomb", &CountAction::Bomb(2), Style::Danger),
                    action_button("Slow", &CountAction::Slow(2500), Style::Secondary),
                ]),
                Row::Buttons(vec![action_button(
                    "Slow picture",
                    &CountAction::SlowPicture(5000),
                    Style::Secondary,
                )]),
            ],
            picture: slow_picture(engine),
            ..View::default()
        }
    }
    fn private_view(game: &Match<Self>, seat: Seat, _ctx: &ViewContext) -> View {
        let engine = &game.engine;
        let mine = engine.turn == seat && engine.winner.is_none();
        View {
            content: format!(
                "Seat {seat}. Total {}. {}",
                engine.total,
                if mine { "Your turn!" } else { "Wait." }
            ),
            rows: vec![Row::Buttons(vec![
                action_button("+1", &CountAction::Add(1), Style::Primary).disabled(!mine),
                action_button("+2", &CountAction::Add(2), Style::Primary).disabled(!mine),
            ])],
            ..View::default()
        }
    }
    fn seat_view(game: &Match<Self>, seat: Seat) -> impl std::fmt::Debug + '_ {
        (game.engine.total, game.engine.turn == seat)
    }
    fn result(game: &Match<Self>) -> Option<Text> {
        if let Some(seat) = game.forfeited {
            return Some(Text::verbatim(format!("seat {seat} forfeited")));
        }
        game.engine
            .winner
            .map(|w| Text::verbatim(format!("seat {w} won with {}", game.engine.total)))
    }
}

/// The three test games: a lobby game, a duel and a solo game.
pub fn test_catalog() -> cantina::table::Catalog {
    cantina::table::Catalog::new(vec![
        host::<CountingScreen<LobbyVariant>>(),
        host::<CountingScreen<DuelVariant>>(),
        host::<CountingScreen<SoloVariant>>(),
    ])
}

/// The public picture after a slow-picture bomb went off: it sleeps `paint_ms` while
/// painting, as a huge table would take to draw.
fn slow_picture(engine: &Counting) -> Option<Picture> {
    let ms = engine.paint_ms;
    (ms > 0 && engine.explosions > 0).then(|| {
        Picture::later("count.png", move || {
            PAINTS_STARTED.fetch_add(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(ms));
            b"\x89PNG\r\n\x1a\nslowly painted".to_vec()
        })
    })
}
