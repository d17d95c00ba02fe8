//! The typed contract a game fulfils to be hosted at a table, and the one generic
//! adapter that hosts any game written against it.
//!
//! One naming rule: a game writes [`Hosting`] and plays a [`Match`]; the platform holds
//! the same two with their types erased, `dyn` [`Hosted`](super::game::Hosted) (the
//! game, in the catalog) and `dyn` [`HostedMatch`](super::game::HostedMatch) (a match
//! behind a table). [`host`] makes the first from a `Hosting` game; a `Match` is the
//! second. A game never implements the erased pair itself.
//!
//! A game implements [`Hosting`]: its engine (a [`Game`] whose actions its buttons
//! carry, through a typed [`ActionCodec`]), its typed settings and slash options, its
//! computer levels, its timers, and its views. Playing an action is the engine's
//! [`Game::apply`] narrated from the typed event it reports ([`Hosting::play`]). Who
//! acts (from the engine), when a turn times out, stand-ins, the state's version and
//! its checked restore are written once, by the platform, and never per game. A game
//! says only what a timed-out turn plays ([`Hosting::timed_out`]) and what its private
//! view shows ([`Hosting::private_signature`]).
//!
//! What a new game writes, file by file, is the checklist in `docs/adding-a-game.md`.
//! The test-only counting game in `tests/support` is the smallest example.
//!
//! This file is the contract; `hosted.rs` is the adapter.

// Defined with the dynamic side (which names them too); a game imports them from here.
pub use super::game::{ActionCodec, InvalidSetting, RoundEnd, SeatResult, Unrestorable, WarmUp};
mod hosted;

pub use hosted::host;

use super::game::{
    CommandOption, Formation, GameCommand, Options, PersonalContext, PersonalReply, SeatInfo,
    ViewContext,
};
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
/// that lets people choose the level also makes it a [`Choice`](super::game::Choice)
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

/// What an action did, typed: log lines, the game's own timers, and a round (a deal
/// of solitaire) that ended inside a table that goes on.
#[derive(Debug)]
pub struct Narration<T> {
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

    pub fn merge(&mut self, other: Narration<T>) {
        self.log.extend(other.log);
        self.timers.extend(other.timers);
        if other.round_end.is_some() {
            self.round_end = other.round_end;
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

/// The game a table runs: the engine plus the names of the seats when it started.
/// This is what is stored, tagged with the contract's state version.
#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Match<H: Hosting> {
    pub engine: H::Engine,
    pub names: Vec<String>,
}

impl<H: Hosting> Match<H> {
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
    /// Settings from `/<game> start` (and the lobby menu).
    type Settings: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type Level: AiLevel;
    /// The game's own timers (the UNO! call window).
    type Timer: Clone + Debug + Serialize + DeserializeOwned;

    /// Command name and custom_id prefix: lowercase letters only (`uno`).
    const CODE: &'static str;
    const FORMATION: Formation;
    /// The game's Fluent files, in every language it speaks (`locales!("uno.ftl")`).
    /// Every word of the game is there; the ones the platform shows for it are found
    /// by the game's code ([`About::messages`](super::game::About::messages)):
    /// `game-title-<code>`, `cmd-<code>-name`, `cmd-<code>-description`,
    /// `help-game-<code>` (how to play, for `/help`) and `table-again-<code>` (the
    /// button that starts another game with the same seats).
    const TEXTS: Resources;
    /// A person timed out repeatedly in a two-seat game against another person forfeits
    /// it, instead of a computer playing their seat until they come back.
    const AWAY_FORFEITS: bool = false;
    /// Bump when the engine's stored form changes; older states are refused.
    const STATE_VERSION: u32 = 1;

    /// See [`Hosted::warm_up`](super::game::Hosted::warm_up); most games need nothing.
    fn warm_up(_warm_up: &WarmUp) -> Result<(), InvalidSetting> {
        Ok(())
    }
    fn start_options() -> Vec<CommandOption>;
    fn settings(options: &Options) -> Result<Self::Settings, Text>;
    /// One line per setting, for the lobby, in `lang` (the table's language).
    fn describe_settings(settings: &Self::Settings, lang: Lang) -> String;
    /// Lobby menu, in `lang`: each choice's key is passed to [`Hosting::change_setting`].
    fn settings_menu(_settings: &Self::Settings, _lang: Lang) -> Vec<SettingChoice> {
        Vec::new()
    }
    fn change_setting(_settings: &Self::Settings, _key: &str) -> Result<Self::Settings, Text> {
        Err(Notice::UnknownSetting.into())
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
    /// A computer player of `level` moves for `seat`.
    fn computer(
        game: &mut Match<Self>,
        seat: Seat,
        level: Self::Level,
        rng: &mut ChaCha8Rng,
    ) -> Narration<Self::Timer>;
    /// An absent person's turn ran out.
    fn timed_out(game: &mut Match<Self>, seat: Seat) -> Narration<Self::Timer>;
    fn fire(_game: &mut Match<Self>, _timer: Self::Timer) -> Narration<Self::Timer> {
        Narration::default()
    }
    /// The seat left a two-seat game.
    fn forfeit(_game: &mut Match<Self>, _seat: Seat) -> Narration<Self::Timer> {
        Narration::default()
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View;
    fn private_view(game: &Match<Self>, seat: Seat, ctx: &ViewContext) -> View;
    /// Everything a seat's private view shows; the view is sent again when it changes.
    fn private_signature(game: &Match<Self>, seat: Seat) -> String;
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
        match game.engine.outcome() {
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

/// One choice of the lobby's settings menu.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingChoice {
    pub label: String,
    /// Passed to [`Hosting::change_setting`].
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
