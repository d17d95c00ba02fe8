//! What a game provides to be hosted at a table.
//!
//! `dyn` [`Hosted`] is a game as the platform holds it in its catalog (its command, how
//! a table forms, its settings); it starts or restores a `dyn` [`HostedMatch`], the
//! match behind a table, driven by verbs (the game part of a button's meaning) and
//! producing [`View`]s.
//! The table layer does everything else: seats, lobby, challenges, turn timers, AI
//! pacing, persistence and publishing.
//!
//! The few types both this dynamic side and the typed contract in [`super::hosting`]
//! name (an action's codec, a round's and a seat's results, an unreadable stored game)
//! live here, so the contract depends on this module and never the other way.

use super::view::{SelectOption, View};
use crate::i18n::{Lang, Text};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::time::Duration;

pub use crate::games::Seat;

/// How a table for this game is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formation {
    /// A lobby people join; the host starts; AI seats fill places.
    Lobby { min_seats: usize, max_seats: usize },
    /// Two seats: `start opponent:@user` challenges a person; without one, a computer
    /// player takes the second seat.
    Duel,
    /// One seat, optionally in a thread the bot creates for the player.
    Solo,
}

/// A slash command option of `/<game> start` or of a game's subcommand. Its words are
/// the messages `<id>-name` and `<id>-description`, the id found from the game and the
/// option's name (`cmd-uno-goal`, or `cmd-opt-seed` for the platform's own options).
#[derive(Clone, Debug)]
pub struct CommandOption {
    /// What Discord sends back and the code reads: never translated.
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
}

impl CommandOption {
    /// An option people may leave out.
    pub fn optional(name: &'static str, kind: OptionKind) -> CommandOption {
        CommandOption {
            name,
            kind,
            required: false,
        }
    }
}

#[derive(Clone, Debug)]
pub enum OptionKind {
    Integer {
        min: i64,
        max: i64,
    },
    /// A closed list, made from a [`Choice`] by [`OptionKind::choice`].
    Choice(Vec<ChoiceValue>),
    Boolean,
    User,
    /// An integer whose values the game suggests as the person types (autocomplete).
    Suggested {
        min: i64,
        max: i64,
    },
}

impl OptionKind {
    /// The option whose values are those of `C`, in `C`'s order.
    pub fn choice<C: Choice>() -> OptionKind {
        OptionKind::Choice(
            C::ALL
                .iter()
                .map(|c| ChoiceValue {
                    code: c.code(),
                    message: c.message(),
                })
                .collect(),
        )
    }
}

/// One value of a choice option: the code Discord sends back and the message naming
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChoiceValue {
    pub code: &'static str,
    pub message: &'static str,
}

/// The values an option may take, as an enum: each carries the code Discord sends back
/// (what people and checks type, never translated) and the message that names it in
/// every language. The option's declaration ([`OptionKind::choice`]), its parsing
/// ([`Options::choice`]) and its labels all come from this one definition.
pub trait Choice: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static {
    /// Every value, in the order Discord lists them.
    const ALL: &'static [Self];
    fn code(self) -> &'static str;
    /// The message that names the value as a choice (`cmd-uno-goal-round`).
    fn message(self) -> &'static str;

    fn from_code(code: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.code() == code)
    }
}

/// A subcommand of `/<game>` besides `start` and `end`. Its words are the messages
/// `cmd-<game>-<name>-name` and `-description`.
#[derive(Clone, Debug)]
pub struct GameCommand {
    pub name: &'static str,
    pub options: Vec<CommandOption>,
    pub kind: CommandKind,
}

/// Where a game's subcommand acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandKind {
    /// An action at the caller's table in this channel (`/klondike move`).
    AtTable,
    /// The person's own screen, answered privately (`/pazaak career`, stats).
    Personal,
}

/// What a personal command or a click on a personal screen can read and write.
pub struct PersonalContext<'a> {
    /// The players' own records, standings and live tables: all of the store a game
    /// sees.
    pub records: crate::store::PlayerRecords<'a>,
    pub person: &'a super::Person,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The language of the person's Discord client: the screen is written in it.
    pub lang: crate::i18n::Lang,
}

/// A personal screen's answer.
#[derive(Debug)]
pub enum PersonalReply {
    /// A new private message.
    Show(View),
    /// Replace the clicked private message.
    Update(View),
    /// Not done, with the reason (shown privately).
    Refused(Text),
    /// Open a table of this game in the caller's channel with these start options.
    Start(Options),
}

impl PersonalReply {
    /// Paints the answer's picture off the async workers (see [`View::draw_picture`]).
    pub async fn draw_picture(&self) {
        if let PersonalReply::Show(view) | PersonalReply::Update(view) = self {
            view.draw_picture().await;
        }
    }
}

/// A value a user gave for an option.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Integer(i64),
    String(String),
    Boolean(bool),
    User(u64),
}

/// The options of a slash command, by name.
#[derive(Clone, Debug, Default)]
pub struct Options(pub Vec<(String, OptionValue)>);

impl Options {
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(OptionValue::Integer(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn string(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(OptionValue::String(s)) => Some(s),
            _ => None,
        }
    }

    pub fn boolean(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(OptionValue::Boolean(b)) => Some(*b),
            _ => None,
        }
    }

    pub fn user(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(OptionValue::User(u)) => Some(*u),
            _ => None,
        }
    }

    /// The value of the choice option `name`, `None` when it was left out; the code
    /// itself when it names no value of `C` (an outdated registration), for the caller
    /// to refuse in its own words.
    pub fn choice<C: Choice>(&self, name: &str) -> Result<Option<C>, String> {
        match self.string(name) {
            None => Ok(None),
            Some(code) => C::from_code(code).map(Some).ok_or_else(|| code.to_string()),
        }
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

/// A timer a game asks for (the UNO call window): after `after`, the table calls
/// [`HostedMatch::fire_timer`] with `key`, once, even across a restart.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTimer {
    pub key: String,
    pub after: Duration,
}

/// What an action did, beyond changing the game.
#[derive(Clone, Debug, Default)]
pub struct Effects {
    /// Lines for the table's log ("Ada played Red 7"), as sentences.
    pub log: Vec<Text>,
    pub timers: Vec<GameTimer>,
    /// A round that ended inside the table (recorded with this change).
    pub round_end: Option<RoundEnd>,
}

impl Effects {
    pub fn log(line: Text) -> Effects {
        Effects {
            log: vec![line],
            ..Effects::default()
        }
    }

    /// Nothing to log, no timer, no round ended.
    pub fn is_empty(&self) -> bool {
        self.log.is_empty() && self.timers.is_empty() && self.round_end.is_none()
    }

    pub fn merge(&mut self, other: Effects) {
        self.log.extend(other.log);
        self.timers.extend(other.timers);
        if other.round_end.is_some() {
            self.round_end = other.round_end;
        }
    }
}

/// What the table tells a game when it asks for a view.
#[derive(Clone, Debug)]
pub struct ViewContext<'a> {
    pub seats: &'a [SeatInfo],
    /// The last lines of the table log, oldest first.
    pub log: &'a [Text],
    /// The language the view is written in: the table's for its public message, the
    /// reader's for a private view.
    pub lang: Lang,
    /// For private views: the view's own state (a page of a long hand, a card awaiting
    /// its colour), set by `view.<state>` verbs, which change nothing in the game.
    pub ui: &'a str,
}

impl ViewContext<'_> {
    /// `text` in the view's language.
    pub fn say(&self, text: &Text) -> String {
        text.in_lang(self.lang)
    }

    /// The last `count` log lines, oldest first, in the view's language.
    pub fn log_lines(&self, count: usize) -> Vec<String> {
        let start = self.log.len().saturating_sub(count);
        self.log[start..].iter().map(|l| self.say(l)).collect()
    }

    /// The private view's state, typed by the game's own codec (its default when the
    /// view has none, or an old button carried one the game no longer knows).
    pub fn state<S: ActionCodec + Default>(&self) -> S {
        S::decode(self.ui).unwrap_or_default()
    }
}

/// What the platform shows and decides about a game before any table exists: one
/// description, made once from the game's constants. Its words are messages of the
/// game's own files, found by its code ([`About::messages`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// Command name and custom_id prefix: lowercase letters only (`uno`).
    pub code: &'static str,
    pub formation: Formation,
    /// Whether repeated timeouts in a two-seat game against a person forfeit it (else a
    /// computer plays the seat until the person comes back).
    pub away_forfeits: bool,
    /// The game's Fluent files (see [`Hosting::TEXTS`](super::hosting::Hosting::TEXTS)).
    pub texts: crate::i18n::Resources,
}

impl About {
    /// The game's title (`UNO`), a choice of `/stats` and `/leaderboard`.
    pub fn title_message(&self) -> String {
        format!("game-title-{}", self.code)
    }
    /// The prefix of the game's command messages: `cmd-uno` for `cmd-uno-name` and
    /// `cmd-uno-description` (at most 100 characters).
    pub fn command_message(&self) -> String {
        format!("cmd-{}", self.code)
    }
    /// How to play, for `/help` (a few lines).
    pub fn help_message(&self) -> String {
        format!("help-game-{}", self.code)
    }
    /// The label of the button that starts another game with the same seats.
    pub fn again_message(&self) -> String {
        format!("table-again-{}", self.code)
    }
    /// The person-menu entry that challenges someone to a duel; a duel whose files
    /// lack it has no entry.
    pub fn challenge_message(&self) -> String {
        format!("cmd-challenge-{}-name", self.code)
    }
    /// Every message the platform reads for the game whatever its options: each must
    /// be in every language.
    pub fn messages(&self) -> Vec<String> {
        let command = self.command_message();
        vec![
            self.title_message(),
            format!("{command}-name"),
            format!("{command}-description"),
            self.help_message(),
            self.again_message(),
        ]
    }
}

/// What a game may use to get ready at start-up, before the bot serves it (see
/// [`Hosted::warm_up`]).
pub struct WarmUp<'a> {
    /// Where a game may keep what it builds once (beside the database).
    pub cache_dir: &'a std::path::Path,
    /// The process's setting `name` (an environment variable): a game's own knobs
    /// stay with the game.
    pub setting: &'a dyn Fn(&str) -> Option<String>,
}

/// A game's own setting that is not valid: the bot does not start (exit 2).
#[derive(Debug, thiserror::Error)]
#[error("{name} is not valid: {reason}")]
pub struct InvalidSetting {
    pub name: &'static str,
    pub reason: String,
}

/// A game as the platform holds it, its types erased: made from a game's
/// [`Hosting`](super::hosting::Hosting) impl by [`host`](super::hosting::host), never
/// implemented by a game.
pub trait Hosted: Send + Sync + 'static {
    /// The game's description.
    fn about(&self) -> About;
    /// Command name and custom_id prefix (see [`About::code`]).
    fn code(&self) -> &'static str {
        self.about().code
    }
    /// The game's title in English, as the table's sentences take it (`$game`): the
    /// translations choose their words from it.
    fn title(&self) -> String {
        crate::i18n::tr(Lang::EnUs, &self.about().title_message(), &[])
    }
    /// The game's title in `lang`.
    fn title_in(&self, lang: Lang) -> String {
        crate::i18n::tr(lang, &self.about().title_message(), &[])
    }
    fn formation(&self) -> Formation {
        self.about().formation
    }
    /// See [`About::away_forfeits`].
    fn away_forfeits(&self) -> bool {
        self.about().away_forfeits
    }
    /// Get ready at start-up (load or build what the game's computer reads), without
    /// holding the start up: slow work goes to a thread of its own.
    fn warm_up(&self, warm_up: &WarmUp) -> Result<(), InvalidSetting>;
    /// Options of `/<code> start`, besides those the table adds (opponent, turn timeout).
    fn start_options(&self) -> Vec<CommandOption>;
    /// Settings from the slash options; refused with a reason for the user.
    fn settings(&self, options: &Options) -> Result<Value, Text>;
    /// One line per setting, for the lobby, in `lang` (the table's language).
    fn describe_settings(&self, settings: &Value, lang: Lang) -> String;
    /// Choices the host can make in the lobby (verbs are passed to `change_setting`),
    /// in `lang`.
    fn settings_menu(&self, settings: &Value, lang: Lang) -> Vec<SelectOption>;
    fn change_setting(&self, settings: &Value, verb: &str) -> Result<Value, Text>;
    /// The codes of the computer players; the first is the default.
    fn ai_levels(&self) -> Vec<&'static str>;
    /// A new game. `records` lets a game read its players' own records (a career's
    /// collection and deck); the game is not saved until the table commits.
    fn new_game(
        &self,
        settings: &Value,
        seats: &[SeatInfo],
        seed: u64,
        records: crate::store::PlayerRecords<'_>,
    ) -> Result<Box<dyn HostedMatch>, Text>;
    fn restore(&self, state: &Value) -> Result<Box<dyn HostedMatch>, Unrestorable>;
    /// The version of a stored game state written by a newer build than this one (a
    /// rollback deploy), if it is: such a state is refused and left untouched, never
    /// archived as broken.
    fn newer_state(&self, _state: &Value) -> Option<u32> {
        None
    }
    /// The settings of "Play again" after a game with `settings` and final `state`.
    fn again_settings(&self, settings: &Value, _state: Option<&Value>) -> Value {
        settings.clone()
    }
    /// Subcommands besides `start` and `end`.
    fn commands(&self) -> Vec<GameCommand> {
        Vec::new()
    }
    /// The verb an [`CommandKind::AtTable`] subcommand means.
    fn command_verb(
        &self,
        _command: &str,
        _options: &Options,
    ) -> Result<super::verb::TableVerb, Text> {
        Err(super::text::Notice::UnknownCommand.into())
    }
    /// A [`CommandKind::Personal`] subcommand.
    fn personal(
        &self,
        _ctx: &PersonalContext,
        _command: &str,
        _options: &Options,
    ) -> PersonalReply {
        PersonalReply::Refused(super::text::Notice::UnknownCommand.into())
    }
    /// A click on a personal screen (a view stamped with table 0).
    fn personal_click(&self, _ctx: &PersonalContext, _verb: &str) -> PersonalReply {
        PersonalReply::Refused(super::text::Notice::UnknownButton.into())
    }
}

/// The match behind a table, its types erased: every
/// [`Match`](super::hosting::Match) is one.
pub trait HostedMatch: Send {
    /// The state to persist (restored with [`Hosted::restore`]).
    fn save(&self) -> Value;
    /// Seats the game waits for now (turn timers and AI moves follow this).
    fn to_act(&self) -> Vec<Seat>;
    /// Apply a person's verb; refused with a reason and no change.
    fn act(&mut self, seat: Seat, verb: &str) -> Result<Effects, Text>;
    /// Verbs that stay valid on an outdated view (the UNO! call): they are applied
    /// even when the clicked view's counter is older.
    fn tolerates_outdated(&self, _verb: &str) -> bool {
        false
    }
    /// A computer player moves for `seat` (which is in `to_act`).
    fn ai_act(&mut self, seat: Seat, level: &str, rng: &mut ChaCha8Rng) -> Effects;
    /// What the table does for an absent person whose turn timed out.
    fn timeout_act(&mut self, seat: Seat) -> Effects;
    fn fire_timer(&mut self, key: &str) -> Effects;
    /// The seat left a two-seat game: the other seat wins.
    fn forfeit(&mut self, seat: Seat) -> Effects;
    fn public_view(&self, ctx: &ViewContext) -> View;
    fn private_view(&self, seat: Seat, ctx: &ViewContext) -> View;
    /// Changes whenever the seat's private view would change (so only those are sent).
    fn private_signature(&self, seat: Seat) -> String;
    /// `Some(summary)` once the game is over.
    fn result(&self) -> Option<Text>;
    /// Each seat's place and score once the game is over (for player records).
    fn seat_results(&self) -> Vec<SeatResult> {
        Vec::new()
    }
    /// Changes to players' own records (a career) that the finished game makes; written
    /// in the same transaction as the game's end, so they happen exactly once.
    fn player_updates(
        &self,
        _settings: &Value,
        _seats: &[SeatInfo],
    ) -> Vec<crate::store::PlayerUpdate> {
        Vec::new()
    }
    /// Suggestions (label, value) for an option of a subcommand, as `seat` types `typed`;
    /// the labels in `lang` (the values are the same in every language).
    fn suggest(
        &self,
        _seat: Seat,
        _command: &str,
        _option: &str,
        _typed: &str,
        _lang: Lang,
    ) -> Vec<(String, i64)> {
        Vec::new()
    }
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
