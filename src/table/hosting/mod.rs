//! The typed contract a game fulfils to be hosted at a table, and what the platform
//! holds of it.
//!
//! One vocabulary on both sides: a game writes [`Hosting`] and plays a [`Match`]; the
//! platform holds the same two with their types erased (`erased.rs`): `dyn`
//! [`Hosted`] (the game, in the catalog) and `dyn` [`HostedMatch`] (a match behind a
//! table), whose functions have the contract's names (`play`, `computer`, `timed_out`,
//! `fire`, `awaited`) and report the same [`Narration`], its timers erased to their
//! stored keys. [`host`] makes the first from a `Hosting` game; a `Match` is the
//! second. A game never implements the erased pair itself.
//!
//! A game implements [`Hosting`]: its engine (a [`Game`] whose actions its buttons
//! carry, through a typed [`ActionCodec`]), its typed settings ([`GameSettings`], in
//! its `settings.rs`), its computer levels, its timers, and its views. Playing an
//! action is the engine's [`Game::apply`] narrated from the typed event it reports
//! ([`Hosting::play`]). Who acts (from the engine), when a turn times out, stand-ins,
//! the state's version and its checked restore, and a forfeit ([`Match::forfeited`])
//! are written once, by the platform, and never per game. A game says only which actions a computer and a timed-out turn play
//! ([`Hosting::computer`], [`Hosting::timed_out`]) and what its private view shows
//! ([`Hosting::seat_view`], from which the platform derives the view's signature).
//!
//! What a new game writes, file by file, is the checklist in `docs/adding-a-game.md`.
//! The test-only counting game in `tests/support` is the smallest example.
//!
//! - this file: the contract and the types a game and the platform both name;
//! - `about.rs`: a game's description before any table exists;
//! - `commands.rs`: slash options, choices, subcommands and personal screens;
//! - `erased.rs`: the erased side and the one generic adapter, [`host`].

mod about;
mod commands;
mod erased;

pub use super::view::ViewContext;
pub use about::{About, Formation, InvalidSetting, WarmUp};
pub use commands::{
    Choice, ChoiceValue, CommandKind, CommandOption, GameCommand, OptionKind, OptionValue, Options,
    PersonalContext, PersonalReply,
};
pub use erased::{host, Hosted, HostedMatch, TimerKey};

use super::text::Notice;
use super::verb::TableVerb;
use super::view::{Button, SelectOption, Style, View};
use crate::games::{Game, Outcome, Seat};
use crate::i18n::{Lang, Resources, Text};
use crate::store::{PlayerRecords, PlayerUpdate};
use rand_chacha::ChaCha8Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt::Debug;
use std::time::Duration;

/// A game's computer levels: a closed list with a stable code, stored in seats. A game
/// that lets people choose the level also makes it a [`Choice`]
/// whose code is this one.
pub trait AiLevel: Copy + PartialEq + Debug + Send + Sync + 'static {
    /// Every level; the first is the default.
    const ALL: &'static [Self];
    fn code(self) -> &'static str;

    fn from_code(code: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|l| l.code() == code)
    }
}

/// For games without computer players (solitaire).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoComputer {}

impl AiLevel for NoComputer {
    const ALL: &'static [Self] = &[];
    fn code(self) -> &'static str {
        match self {}
    }
}

/// For games without timers of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoTimer {}

/// What an action did: log lines, the game's own timers, and a round (a deal of
/// solitaire) that ended inside a table that goes on. A game narrates with its typed
/// timers; the platform holds the same narration with each timer erased to its stored
/// key ([`TimerKey`], the default), and narrates its own changes (a seat taken, a
/// lobby cancelled) in it too.
#[derive(Clone, Debug, PartialEq)]
pub struct Narration<T = TimerKey> {
    pub log: Vec<Text>,
    pub timers: Vec<(T, Duration)>,
    pub round_end: Option<RoundEnd>,
}

impl<T> Default for Narration<T> {
    fn default() -> Self {
        Narration {
            log: Vec::new(),
            timers: Vec::new(),
            round_end: None,
        }
    }
}

impl<T> Narration<T> {
    pub fn line(line: Text) -> Self {
        Narration {
            log: vec![line],
            ..Narration::default()
        }
    }

    /// Nothing to log, no timer, no round ended.
    pub fn is_empty(&self) -> bool {
        self.log.is_empty() && self.timers.is_empty() && self.round_end.is_none()
    }

    pub fn merge(&mut self, other: Narration<T>) {
        self.log.extend(other.log);
        self.timers.extend(other.timers);
        if other.round_end.is_some() {
            self.round_end = other.round_end;
        }
    }
}

/// What an absent person's timed-out turn plays: the actions, and the game's line that
/// says what they were (after the platform's "Ada's turn timed out").
#[derive(Debug)]
pub struct TimedOut<A> {
    pub line: Option<Text>,
    pub plays: Vec<A>,
}

impl<A> Default for TimedOut<A> {
    fn default() -> Self {
        TimedOut {
            line: None,
            plays: Vec::new(),
        }
    }
}

impl<A> TimedOut<A> {
    /// `plays`, with no line of the game's own.
    pub fn plays(plays: Vec<A>) -> Self {
        TimedOut { line: None, plays }
    }

    /// `play`, said with `line`.
    pub fn said(line: Text, play: A) -> Self {
        TimedOut {
            line: Some(line),
            plays: vec![play],
        }
    }
}

/// The name of `seat` among `names`. Every seat has its name from the start, so the
/// fallback is only for a broken record: a mark that reads alike in every language
/// ("#3"), not an English word.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

/// Why a game's engine refuses an action.
pub type EngineError<H> = <<H as Hosting>::Engine as Game>::Error;
/// What a game's engine reports of an applied action.
pub type EngineEvent<H> = <<H as Hosting>::Engine as Game>::Event;

/// The game a table runs: the engine, the names of the seats when it started, and a
/// forfeit (the platform's: a seat that left a two-seat game, which the other wins).
/// This is what is stored, tagged with the contract's state version.
#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Match<H: Hosting> {
    pub engine: H::Engine,
    pub names: Vec<String>,
    /// The seat that left a two-seat game: the game is over, the other seat won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeited: Option<Seat>,
}

impl<H: Hosting> Match<H> {
    /// A match of `engine` between `names`, nobody having left.
    pub fn new(engine: H::Engine, names: Vec<String>) -> Self {
        Match {
            engine,
            names,
            forfeited: None,
        }
    }

    /// The outcome, by the engine or by a forfeit.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.forfeited {
            Some(left) => Some(Outcome::Won(vec![1 - left.min(1)])),
            None => self.engine.outcome(),
        }
    }

    /// The winner of a two-seat game, by the engine or by a forfeit.
    pub fn winner(&self) -> Option<Seat> {
        match self.outcome() {
            Some(Outcome::Won(winners)) => winners.first().copied(),
            _ => None,
        }
    }

    /// The name of a seat, as typed.
    pub fn name(&self, seat: Seat) -> String {
        seat_name(&self.names, seat)
    }

    /// The name of a seat made safe for message text (log lines, titles, fields):
    /// pictures draw [`Match::name`] as typed.
    pub fn shown_name(&self, seat: Seat) -> String {
        crate::i18n::escape::name(&self.name(seat))
    }

    /// Every seat's name made safe for message text.
    pub fn shown_names(&self) -> Vec<String> {
        self.names
            .iter()
            .map(|n| crate::i18n::escape::name(n))
            .collect()
    }
}

/// The typed hosting contract, one per game.
pub trait Hosting: Sized + Send + Sync + 'static {
    /// The engine a table stores: `Game::seats_to_act` says who may act, and
    /// `Game::apply` plays what the buttons carry and reports it as a typed event.
    type Engine: Game<Action = Self::Action>
        + Clone
        + Debug
        + Serialize
        + DeserializeOwned
        + Send
        + 'static;
    /// What the game's buttons and menus carry: the engine's own actions.
    type Action: ActionCodec + Clone + Debug + PartialEq + Send;
    /// Settings from `/<game> start` (and the lobby menu), in the game's `settings.rs`.
    type Settings: GameSettings;
    type Level: AiLevel;
    /// The game's own timers (the UNO! call window).
    type Timer: Clone + Debug + Serialize + DeserializeOwned;

    /// Command name and custom_id prefix: lowercase letters only (`uno`).
    const CODE: &'static str;
    const FORMATION: Formation;
    /// The game's Fluent files, in every language it speaks (`locales!("uno.ftl")`).
    /// Every word of the game is there; the ones the platform shows for it are found
    /// by the game's code ([`About::messages`]):
    /// `game-title-<code>`, `cmd-<code>-name`, `cmd-<code>-description`,
    /// `help-game-<code>` (how to play, for `/help`) and `table-again-<code>` (the
    /// button that starts another game with the same seats).
    const TEXTS: Resources;
    /// A person timed out repeatedly in a two-seat game against another person forfeits
    /// it, instead of a computer playing their seat until they come back.
    const AWAY_FORFEITS: bool = false;
    /// Bump when the engine's stored form changes; older states are refused.
    const STATE_VERSION: u32 = 1;

    /// See [`Hosted::warm_up`]; most games need nothing.
    fn warm_up(_warm_up: &WarmUp) -> Result<(), InvalidSetting> {
        Ok(())
    }
    /// A new game; `records` is there to read the players' own records (a career).
    fn new_game(
        settings: &Self::Settings,
        seats: &[SeatInfo],
        seed: u64,
        records: PlayerRecords<'_>,
    ) -> Result<Self::Engine, Text>;
    /// The settings of "Play again" after `game` (by default the same).
    fn again_settings(settings: &Self::Settings, _game: &Match<Self>) -> Self::Settings {
        settings.clone()
    }
    /// Changes to players' own records once the game is over (a career's credits),
    /// written with the game's end in one transaction.
    fn player_updates(
        _game: &Match<Self>,
        _settings: &Self::Settings,
        _seats: &[SeatInfo],
    ) -> Vec<PlayerUpdate> {
        Vec::new()
    }
    /// A game stored before its game moved onto this contract (not in the versioned
    /// form), read into a match when the game knows that older form.
    fn restore_unversioned(_state: &Value) -> Option<Match<Self>> {
        None
    }
    /// The engine's checked constructor, run on every restored state.
    fn check(_engine: &Self::Engine) -> Result<(), Text> {
        Ok(())
    }

    /// Seats the table waits for (turn clocks and computer moves). By default the seats
    /// that may act; a game overrides it where someone may act without being awaited.
    fn awaited(engine: &Self::Engine) -> Vec<Seat> {
        engine.seats_to_act()
    }
    /// A person's action, played: the engine applies it ([`Game::apply`]) and the game
    /// narrates the event it reports; refused with the reason in the player's words,
    /// the game unchanged.
    fn play(
        game: &mut Match<Self>,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Narration<Self::Timer>, Text> {
        if game.forfeited.is_some() {
            return Err(Notice::GameOver.into());
        }
        match game.engine.apply(seat, action) {
            Ok(event) => Ok(Self::narrate(game, seat, action, event)),
            Err(error) => Err(Self::refusal(game, seat, &error)),
        }
    }
    /// Why the engine refused `seat`'s action, in the player's words.
    fn refusal(game: &Match<Self>, seat: Seat, error: &EngineError<Self>) -> Text;
    /// What an applied action did, for the table: log lines, the game's timers, a
    /// round's end. `game` is the game after it (narrating may take the reports the
    /// engine keeps for it).
    fn narrate(
        game: &mut Match<Self>,
        seat: Seat,
        action: &Self::Action,
        event: EngineEvent<Self>,
    ) -> Narration<Self::Timer>;
    /// Actions that stay valid on an outdated view (their meaning does not depend on
    /// what the person saw).
    fn tolerates_outdated(_action: &Self::Action) -> bool {
        false
    }
    /// What a computer player of `level` plays for `seat`, in order: its move, and any
    /// call around it (UNO!). The platform plays them as a person's clicks; one the
    /// engine refuses is skipped. A game without computer players keeps the default.
    fn computer(
        _game: &Match<Self>,
        _seat: Seat,
        _level: Self::Level,
        _rng: &mut ChaCha8Rng,
    ) -> Vec<Self::Action> {
        Vec::new()
    }
    /// An absent person's turn ran out: what is played for them, in order (the
    /// platform plays them as their clicks, and stops at one the engine refuses). A
    /// game without turn clocks keeps the default.
    fn timed_out(_game: &Match<Self>, _seat: Seat) -> TimedOut<Self::Action> {
        TimedOut::default()
    }
    fn fire(_game: &mut Match<Self>, _timer: Self::Timer) -> Narration<Self::Timer> {
        Narration::default()
    }
    /// What the game says once `seat` has left a two-seat game, after the platform's
    /// "Ada left the game" (the platform has recorded the forfeit in
    /// [`Match::forfeited`], so the views and results read it there).
    fn forfeited(_game: &Match<Self>, _seat: Seat) -> Narration<Self::Timer> {
        Narration::default()
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View;
    fn private_view(game: &Match<Self>, seat: Seat, ctx: &ViewContext) -> View;
    /// What `seat`'s private view shows, as data. The platform derives the view's
    /// signature from it, so the view is sent again exactly when this changes, and a
    /// click on it stays current while this does not. By default the whole engine: a
    /// game that hides nothing from a seat.
    fn seat_view(game: &Match<Self>, _seat: Seat) -> impl Debug + '_ {
        &game.engine
    }
    /// `Some(summary)` once the game is over.
    fn result(game: &Match<Self>) -> Option<Text>;
    /// Subcommands of `/<game>` besides `start` and `end`.
    fn commands() -> Vec<GameCommand> {
        Vec::new()
    }
    /// The action a [`CommandKind::AtTable`] subcommand means.
    fn command_action(_command: &str, _options: &Options) -> Result<Self::Action, Text> {
        Err(Notice::UnknownCommand.into())
    }
    /// Autocomplete suggestions (label, value) for an option of a table subcommand,
    /// the labels in `lang` (the interaction's locale); the values do not depend on it.
    fn suggest(
        _game: &Match<Self>,
        _seat: Seat,
        _command: &str,
        _option: &str,
        _typed: &str,
        _lang: Lang,
    ) -> Vec<(String, i64)> {
        Vec::new()
    }
    /// A [`CommandKind::Personal`] subcommand (career, stats), answered privately.
    fn personal(_ctx: &PersonalContext, _command: &str, _options: &Options) -> PersonalReply {
        PersonalReply::Refused(Notice::UnknownCommand.into())
    }
    /// A click on a personal screen.
    fn personal_click(_ctx: &PersonalContext, _verb: &str) -> PersonalReply {
        PersonalReply::Refused(Notice::UnknownButton.into())
    }

    /// Each seat's place and score once the game is over (for player records).
    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        let seats = game.engine.seat_count();
        match game.outcome() {
            Some(Outcome::Won(winners)) => (0..seats)
                .map(|seat| SeatResult {
                    seat,
                    place: if winners.contains(&seat) { 1 } else { 2 },
                    score: 0,
                })
                .collect(),
            Some(Outcome::Draw) => (0..seats)
                .map(|seat| SeatResult {
                    seat,
                    place: 1,
                    score: 0,
                })
                .collect(),
            None => Vec::new(),
        }
    }
}

/// A game's settings, written where they live (the game's `settings.rs`): the options
/// of `/<game> start`, how they read, how the lobby shows them and changes them.
pub trait GameSettings:
    Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Options of `/<game> start`, besides those the table adds (opponent, turn
    /// timeout).
    fn start_options() -> Vec<CommandOption>;
    /// The settings the slash options ask for; refused with a reason for the person.
    fn parse(options: &Options) -> Result<Self, Text>;
    /// One line per setting, for the lobby, in `lang` (the table's language).
    fn describe(&self, lang: Lang) -> String;
    /// The lobby's menu, in `lang`: each choice's key is passed to
    /// [`GameSettings::change`].
    fn menu(&self, _lang: Lang) -> Vec<SettingChoice> {
        Vec::new()
    }
    /// The settings after the host picked the menu choice `key`.
    fn change(&self, _key: &str) -> Result<Self, Text> {
        Err(Notice::UnknownSetting.into())
    }
}

/// One choice of the lobby's settings menu.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingChoice {
    pub label: String,
    /// Passed to [`GameSettings::change`].
    pub key: String,
    pub description: Option<String>,
}

impl SettingChoice {
    pub fn new(label: impl Into<String>, key: impl Into<String>) -> Self {
        SettingChoice {
            label: label.into(),
            key: key.into(),
            description: None,
        }
    }

    pub fn described(mut self, description: impl Into<String>) -> Self {
        self.description = Some(description.into());
        self
    }
}

/// A button carrying a game action.
pub fn action_button<A: ActionCodec>(label: impl Into<String>, action: &A, style: Style) -> Button {
    Button::new(label, TableVerb::game(action), style)
}

/// A select option carrying a game action.
pub fn action_option<A: ActionCodec>(
    label: impl Into<String>,
    action: &A,
    description: Option<String>,
) -> SelectOption {
    SelectOption {
        label: label.into(),
        verb: TableVerb::game(action).encode(),
        description,
    }
}

/// Who sits in a seat, as a game sees it.
#[derive(Clone, Debug)]
pub struct SeatInfo {
    pub name: String,
    pub is_ai: bool,
    /// The person in the seat (`None` for a computer player).
    pub user: Option<u64>,
}

/// How a typed action travels in a custom_id (after the table's `g.` prefix).
///
/// `decode(encode(a)) == Some(a)` for every action a view can carry; anything else a
/// client sends decodes to `None` and is refused in one place.
pub trait ActionCodec: Sized {
    /// Letters, digits and `.`, `_`, `-` only (at most 60 characters).
    fn encode(&self) -> String;
    fn decode(text: &str) -> Option<Self>;
}

/// A round that ended while the table goes on (a solitaire deal won or given up): its
/// results are recorded in the same write as the change that ended it.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundEnd {
    pub results: Vec<SeatResult>,
    /// How long the round took.
    pub length_ms: u64,
    /// Played with help or on a known deal: left out of boards and best results.
    pub assisted: bool,
}

/// One seat's result in a finished game, for player records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: Seat,
    /// 1 for the winner; equal places for a draw.
    pub place: u32,
    /// Points or score (UNO points, Oril stones captured, Pazaak sets won).
    pub score: i64,
}

/// Why a stored game could not be restored: a line for the operator's log (the
/// players are told the table broke, in their language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Unrestorable(String);

impl Unrestorable {
    pub(crate) fn new(line: impl Into<String>) -> Self {
        Unrestorable(line.into())
    }
}

impl std::ops::Deref for Unrestorable {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
