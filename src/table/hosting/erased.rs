//! The erased side: a game as the platform holds it (`dyn` [`Hosted`], in the catalog)
//! and the match behind a table (`dyn` [`HostedMatch`]), with the contract's names,
//! and the one generic adapter, [`host`], that makes them from any [`Hosting`] game.
//! A game never implements these traits itself.

use super::{
    About, ActionCodec, AiLevel, CommandOption, Formation, GameCommand, GameSettings, Hosting,
    InvalidSetting, Match, Narration, Options, PersonalContext, PersonalReply, SeatInfo,
    SeatResult, Unrestorable, ViewContext, WarmUp,
};
use crate::games::{Game, Seat};
use crate::i18n::{Lang, Text};
use crate::store::{PlayerRecords, PlayerUpdate};
use crate::table::text::Notice;
use crate::table::verb::TableVerb;
use crate::table::view::{SelectOption, View};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::marker::PhantomData;
use std::sync::Arc;

/// A game's timer as the table stores it: the typed timer in JSON. After its time the
/// table hands the key back to [`HostedMatch::fire`], once, even across a restart.
pub type TimerKey = String;

impl<T: Serialize> Narration<T> {
    /// The same narration with its timers erased to their keys.
    pub fn erase(self) -> Narration {
        Narration {
            log: self.log,
            timers: self
                .timers
                .into_iter()
                .filter_map(|(timer, after)| {
                    serde_json::to_string(&timer).ok().map(|key| (key, after))
                })
                .collect(),
            round_end: self.round_end,
        }
    }
}

/// The stored form of a running game: the contract's version and the match.
#[derive(Serialize, Deserialize)]
struct Stored {
    version: u32,
    game: Value,
}

/// A [`Hosting`] game with its type erased, as the platform holds it: its catalog
/// entry ([`Hosted`]), made by [`host`].
struct Erased<H: Hosting>(PhantomData<fn() -> H>);

/// The catalog entry of a game: how the platform hosts `H`.
pub fn host<H: Hosting>() -> Arc<dyn Hosted> {
    Arc::new(Erased::<H>(PhantomData))
}

impl<H: Hosting> Erased<H> {
    /// A table's stored settings. Unreadable settings (written by another version) are
    /// refused, never replaced by defaults: a game played by other rules than the
    /// table's would be wrong, and the stored value is left as it is.
    fn settings_of(value: &Value) -> Result<H::Settings, Text> {
        serde_json::from_value(value.clone()).map_err(|err| {
            tracing::error!(game = H::CODE, %err, "stored settings unreadable; left as they are");
            Notice::SettingsUnreadable.into()
        })
    }
}

impl<H: Hosting> Match<H> {
    /// Restore a stored game: the version must match and the engine must pass its
    /// checked constructor.
    pub fn restore(state: &Value) -> Result<Match<H>, Unrestorable> {
        let refused = |e: Text| Unrestorable::new(format!("stored {} game refused: {e}", H::CODE));
        let stored: Stored = match serde_json::from_value(state.clone()) {
            Ok(stored) => stored,
            Err(e) => {
                let game = H::restore_unversioned(state).ok_or_else(|| {
                    Unrestorable::new(format!("stored {} game unreadable: {e}", H::CODE))
                })?;
                H::check(&game.engine).map_err(refused)?;
                return Ok(game);
            }
        };
        if stored.version != H::STATE_VERSION {
            return Err(Unrestorable::new(format!(
                "stored {} game has version {}, this build reads {}",
                H::CODE,
                stored.version,
                H::STATE_VERSION
            )));
        }
        let game: Match<H> = serde_json::from_value(stored.game)
            .map_err(|e| Unrestorable::new(format!("stored {} game unreadable: {e}", H::CODE)))?;
        H::check(&game.engine).map_err(refused)?;
        if game.forfeited.is_some_and(|seat| seat > 1) {
            return Err(Unrestorable::new(format!(
                "stored {} game names a forfeit by a seat that does not exist",
                H::CODE
            )));
        }
        Ok(game)
    }
}

impl<H: Hosting> Hosted for Erased<H> {
    fn about(&self) -> About {
        About {
            code: H::CODE,
            formation: H::FORMATION,
            away_forfeits: H::AWAY_FORFEITS,
            texts: H::TEXTS,
        }
    }
    fn warm_up(&self, warm_up: &WarmUp) -> Result<(), InvalidSetting> {
        H::warm_up(warm_up)
    }
    fn start_options(&self) -> Vec<CommandOption> {
        H::Settings::start_options()
    }
    fn settings(&self, options: &Options) -> Result<Value, Text> {
        let settings = H::Settings::parse(options)?;
        serde_json::to_value(settings).map_err(|e| {
            tracing::error!(game = H::CODE, %e, "settings not encoded");
            Text::from(Notice::InvalidChoice)
        })
    }
    fn describe_settings(&self, settings: &Value, lang: Lang) -> String {
        match Self::settings_of(settings) {
            Ok(settings) => settings.describe(lang),
            Err(text) => text.in_lang(lang),
        }
    }
    fn settings_menu(&self, settings: &Value, lang: Lang) -> Vec<SelectOption> {
        // Unreadable settings offer no changes (a change would start from defaults).
        let Ok(settings) = Self::settings_of(settings) else {
            return Vec::new();
        };
        settings
            .menu(lang)
            .into_iter()
            .map(|choice| SelectOption {
                label: choice.label,
                verb: TableVerb::Setting(choice.key).encode(),
                description: choice.description,
            })
            .collect()
    }
    fn change_setting(&self, settings: &Value, key: &str) -> Result<Value, Text> {
        let changed = Self::settings_of(settings)?.change(key)?;
        serde_json::to_value(changed).map_err(|e| {
            tracing::error!(game = H::CODE, %e, "settings not encoded");
            Text::from(Notice::InvalidChoice)
        })
    }
    fn ai_levels(&self) -> Vec<&'static str> {
        H::Level::ALL.iter().map(|l| l.code()).collect()
    }
    fn new_game(
        &self,
        settings: &Value,
        seats: &[SeatInfo],
        seed: u64,
        records: PlayerRecords<'_>,
    ) -> Result<Box<dyn HostedMatch>, Text> {
        let engine = H::new_game(&Self::settings_of(settings)?, seats, seed, records)?;
        let names = seats.iter().map(|s| s.name.clone()).collect();
        Ok(Box::new(Match::<H>::new(engine, names)))
    }
    fn restore(&self, state: &Value) -> Result<Box<dyn HostedMatch>, Unrestorable> {
        Match::<H>::restore(state).map(|game| Box::new(game) as Box<dyn HostedMatch>)
    }
    fn newer_state(&self, state: &Value) -> Option<u32> {
        let version = state.get("version")?.as_u64()?;
        (version > u64::from(H::STATE_VERSION)).then(|| u32::try_from(version).unwrap_or(u32::MAX))
    }
    fn again_settings(&self, stored: &Value, state: Option<&Value>) -> Value {
        // Unreadable settings are carried over as they are, not replaced by defaults.
        let Ok(settings) = Self::settings_of(stored) else {
            return stored.clone();
        };
        let again = match state.map(Match::<H>::restore) {
            Some(Ok(game)) => H::again_settings(&settings, &game),
            _ => settings,
        };
        serde_json::to_value(again).unwrap_or(Value::Null)
    }
    fn commands(&self) -> Vec<GameCommand> {
        H::commands()
    }
    fn command_verb(&self, command: &str, options: &Options) -> Result<TableVerb, Text> {
        H::command_action(command, options).map(|action| TableVerb::game(&action))
    }
    fn personal(&self, ctx: &PersonalContext, command: &str, options: &Options) -> PersonalReply {
        H::personal(ctx, command, options)
    }
    fn personal_click(&self, ctx: &PersonalContext, verb: &str) -> PersonalReply {
        H::personal_click(ctx, verb)
    }
}

impl<H: Hosting> HostedMatch for Match<H> {
    fn save(&self) -> Value {
        let game = serde_json::to_value(self).unwrap_or(Value::Null);
        serde_json::to_value(Stored {
            version: H::STATE_VERSION,
            game,
        })
        .unwrap_or(Value::Null)
    }
    fn awaited(&self) -> Vec<Seat> {
        if self.forfeited.is_some() {
            return Vec::new();
        }
        H::awaited(&self.engine)
    }
    fn play(&mut self, seat: Seat, verb: &str) -> Result<Narration, Text> {
        let action = H::Action::decode(verb).ok_or_else(|| Text::from(Notice::UnknownButton))?;
        H::play(self, seat, &action).map(Narration::erase)
    }
    fn tolerates_outdated(&self, verb: &str) -> bool {
        H::Action::decode(verb).is_some_and(|a| H::tolerates_outdated(&a))
    }
    fn computer(&mut self, seat: Seat, level: &str, rng: &mut ChaCha8Rng) -> Narration {
        let Some(level) = H::Level::from_code(level).or_else(|| H::Level::ALL.first().copied())
        else {
            // A game without computer players: nothing to do (no stand-ins at Solo tables).
            return Narration::default();
        };
        let mut narration = Narration::<H::Timer>::default();
        for action in H::computer(self, seat, level, rng) {
            match H::play(self, seat, &action) {
                Ok(more) => narration.merge(more),
                // Neither the action nor the reason: both may name a card of a hand.
                Err(_) => tracing::debug!(game = H::CODE, seat, "a computer's action refused"),
            }
        }
        narration.erase()
    }
    fn timed_out(&mut self, seat: Seat) -> Narration {
        let timed_out = H::timed_out(self, seat);
        let mut narration = Narration::<H::Timer> {
            log: timed_out.line.into_iter().collect(),
            ..Narration::default()
        };
        for action in timed_out.plays {
            match H::play(self, seat, &action) {
                Ok(more) => narration.merge(more),
                Err(_) => break,
            }
        }
        narration.erase()
    }
    fn fire(&mut self, key: &str) -> Narration {
        // Keys are typed timers in JSON; a key stored bare (before timers were typed)
        // is read as a JSON string, which a game's timer may accept.
        let timer = serde_json::from_str::<H::Timer>(key)
            .or_else(|_| serde_json::from_value::<H::Timer>(Value::String(key.to_string())));
        match timer {
            Ok(timer) => H::fire(self, timer).erase(),
            Err(err) => {
                tracing::warn!(game = H::CODE, key, %err, "unknown game timer ignored");
                Narration::default()
            }
        }
    }
    fn forfeit(&mut self, seat: Seat) -> Narration {
        let over = self.outcome().is_some();
        if over || seat > 1 || self.engine.seat_count() != 2 {
            return Narration::default();
        }
        self.forfeited = Some(seat);
        H::forfeited(self, seat).erase()
    }
    fn public_view(&self, ctx: &ViewContext) -> View {
        H::public_view(self, ctx)
    }
    fn private_view(&self, seat: Seat, ctx: &ViewContext) -> View {
        H::private_view(self, seat, ctx)
    }
    fn private_signature(&self, seat: Seat) -> String {
        // A forfeit ends the game whatever the seat's view holds: the view shows it.
        format!("{:?}|{:?}", H::seat_view(self, seat), self.forfeited)
    }
    fn result(&self) -> Option<Text> {
        H::result(self)
    }
    fn seat_results(&self) -> Vec<SeatResult> {
        H::seat_results(self)
    }
    fn player_updates(&self, settings: &Value, seats: &[SeatInfo]) -> Vec<PlayerUpdate> {
        match Erased::<H>::settings_of(settings) {
            Ok(settings) => H::player_updates(self, &settings, seats),
            // Logged by `settings_of`; nobody's record is changed by guessed settings.
            Err(_) => Vec::new(),
        }
    }
    fn suggest(
        &self,
        seat: Seat,
        command: &str,
        option: &str,
        typed: &str,
        lang: Lang,
    ) -> Vec<(String, i64)> {
        H::suggest(self, seat, command, option, typed, lang)
    }
}

/// A game as the platform holds it, its types erased: made from a game's
/// [`Hosting`] impl by [`host`], never
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
        records: PlayerRecords<'_>,
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
    fn command_verb(&self, _command: &str, _options: &Options) -> Result<TableVerb, Text> {
        Err(Notice::UnknownCommand.into())
    }
    /// A [`CommandKind::Personal`] subcommand.
    fn personal(
        &self,
        _ctx: &PersonalContext,
        _command: &str,
        _options: &Options,
    ) -> PersonalReply {
        PersonalReply::Refused(Notice::UnknownCommand.into())
    }
    /// A click on a personal screen (a view stamped with table 0).
    fn personal_click(&self, _ctx: &PersonalContext, _verb: &str) -> PersonalReply {
        PersonalReply::Refused(Notice::UnknownButton.into())
    }
}

/// The match behind a table, its types erased: every
/// [`Match`] is one.
pub trait HostedMatch: Send {
    /// The state to persist (restored with [`Hosted::restore`]).
    fn save(&self) -> Value;
    /// Seats the game waits for now (turn timers and AI moves follow this).
    fn awaited(&self) -> Vec<Seat>;
    /// Apply a person's verb; refused with a reason and no change.
    fn play(&mut self, seat: Seat, verb: &str) -> Result<Narration, Text>;
    /// Verbs that stay valid on an outdated view (the UNO! call): they are applied
    /// even when the clicked view's counter is older.
    fn tolerates_outdated(&self, _verb: &str) -> bool {
        false
    }
    /// A computer player moves for `seat` (which is in `awaited`).
    fn computer(&mut self, seat: Seat, level: &str, rng: &mut ChaCha8Rng) -> Narration;
    /// What the table does for an absent person whose turn timed out.
    fn timed_out(&mut self, seat: Seat) -> Narration;
    fn fire(&mut self, key: &str) -> Narration;
    /// The seat left a two-seat game: the other seat wins, once (nothing changes once
    /// the game is over).
    fn forfeit(&mut self, seat: Seat) -> Narration;
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
