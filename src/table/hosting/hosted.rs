//! The one generic adapter: [`host`] erases any [`Hosting`] game's types into the
//! platform's `dyn` [`Hosted`], and every [`Match`] is a `dyn` [`HostedMatch`].

use super::{AiLevel, Hosting, Match, Narration};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::store::{PlayerRecords, PlayerUpdate};
use crate::table::game::{
    About, ActionCodec, CommandOption, Effects, GameCommand, GameTimer, Hosted, HostedMatch,
    InvalidSetting, Options, PersonalContext, PersonalReply, SeatInfo, SeatResult, Unrestorable,
    ViewContext, WarmUp,
};
use crate::table::text::Notice;
use crate::table::verb::TableVerb;
use crate::table::view::{SelectOption, View};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::marker::PhantomData;
use std::sync::Arc;
use std::time::Duration;

/// A timer the table stores (its key is the typed timer in JSON).
fn table_timers<T: Serialize>(timers: Vec<(T, Duration)>) -> Vec<GameTimer> {
    timers
        .into_iter()
        .filter_map(|(timer, after)| {
            serde_json::to_string(&timer)
                .ok()
                .map(|key| GameTimer { key, after })
        })
        .collect()
}

impl<T: Serialize> From<Narration<T>> for Effects {
    fn from(narration: Narration<T>) -> Effects {
        Effects {
            log: narration.log,
            timers: table_timers(narration.timers),
            round_end: narration.round_end,
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
        H::start_options()
    }
    fn settings(&self, options: &Options) -> Result<Value, Text> {
        let settings = H::settings(options)?;
        serde_json::to_value(settings).map_err(|e| {
            tracing::error!(game = H::CODE, %e, "settings not encoded");
            Text::from(Notice::InvalidChoice)
        })
    }
    fn describe_settings(&self, settings: &Value, lang: Lang) -> String {
        match Self::settings_of(settings) {
            Ok(settings) => H::describe_settings(&settings, lang),
            Err(text) => text.in_lang(lang),
        }
    }
    fn settings_menu(&self, settings: &Value, lang: Lang) -> Vec<SelectOption> {
        // Unreadable settings offer no changes (a change would start from defaults).
        let Ok(settings) = Self::settings_of(settings) else {
            return Vec::new();
        };
        H::settings_menu(&settings, lang)
            .into_iter()
            .map(|choice| SelectOption {
                label: choice.label,
                verb: TableVerb::Setting(choice.key).encode(),
                description: choice.description,
            })
            .collect()
    }
    fn change_setting(&self, settings: &Value, key: &str) -> Result<Value, Text> {
        let changed = H::change_setting(&Self::settings_of(settings)?, key)?;
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
        Ok(Box::new(Match::<H> {
            engine,
            names: seats.iter().map(|s| s.name.clone()).collect(),
        }))
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
    fn to_act(&self) -> Vec<Seat> {
        H::awaited(&self.engine)
    }
    fn act(&mut self, seat: Seat, verb: &str) -> Result<Effects, Text> {
        let action = H::Action::decode(verb).ok_or_else(|| Text::from(Notice::UnknownButton))?;
        H::play(self, seat, &action).map(Effects::from)
    }
    fn tolerates_outdated(&self, verb: &str) -> bool {
        H::Action::decode(verb).is_some_and(|a| H::tolerates_outdated(&a))
    }
    fn ai_act(&mut self, seat: Seat, level: &str, rng: &mut ChaCha8Rng) -> Effects {
        let Some(level) = H::Level::from_code(level).or_else(|| H::Level::ALL.first().copied())
        else {
            // A game without computer players: nothing to do (no stand-ins at Solo tables).
            return Effects::default();
        };
        H::computer(self, seat, level, rng).into()
    }
    fn timeout_act(&mut self, seat: Seat) -> Effects {
        H::timed_out(self, seat).into()
    }
    fn fire_timer(&mut self, key: &str) -> Effects {
        // Keys are typed timers in JSON; a key stored bare (before timers were typed)
        // is read as a JSON string, which a game's timer may accept.
        let timer = serde_json::from_str::<H::Timer>(key)
            .or_else(|_| serde_json::from_value::<H::Timer>(Value::String(key.to_string())));
        match timer {
            Ok(timer) => H::fire(self, timer).into(),
            Err(err) => {
                tracing::warn!(game = H::CODE, key, %err, "unknown game timer ignored");
                Effects::default()
            }
        }
    }
    fn forfeit(&mut self, seat: Seat) -> Effects {
        H::forfeit(self, seat).into()
    }
    fn public_view(&self, ctx: &ViewContext) -> View {
        H::public_view(self, ctx)
    }
    fn private_view(&self, seat: Seat, ctx: &ViewContext) -> View {
        H::private_view(self, seat, ctx)
    }
    fn private_signature(&self, seat: Seat) -> String {
        H::private_signature(self, seat)
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
