//! Pazaak at a table: `/pazaak start opponent:@friend` (a challenge the platform sends,
//! with Accept, Decline and expiry) or `/pazaak start` against the computer (`level`
//! Easy is the seed's player, Hard the strong one), with `free` for side decks from
//! every card.
//!
//! The hosted engine is [`PazaakMatch`]: each person first picks a side deck privately
//! (**Choose deck** on the table opens the builder: **Default deck** in one click, or a
//! menu card by card), then the match runs. **Hand** opens the private hand: one
//! button per hand card, enabled when playable; a plus/minus card or the Tiebreaker
//! asks for its sign; **End turn** and **Stand**. The draw is automatic.
//!
//! This file is the [`Hosting`] impl. The folder follows the template in
//! `docs/adding-a-game.md`; `hand.rs` holds both private views, the deck builder and
//! the hand. Pazaak's own modules are listed in `screens/mod.rs`.

pub mod actions;
pub mod career;
mod computer;
mod decks;
mod hand;
mod narrate;
pub mod refusals;
mod results;
pub mod settings;
pub mod views;

pub use decks::last_deck_key;

use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::{Applied, DeckAction, MatchAction, MatchError, PazaakMatch};
use crate::games::Seat;
use crate::i18n::{Resources, Text};
use crate::store::{PlayerRecords, PlayerUpdate};
use crate::table::hosting::{
    CommandKind, Formation, GameCommand, Options, PersonalContext, PersonalReply, SeatInfo,
    ViewContext,
};
use crate::table::hosting::{Hosting, Match, Narration, NoTimer, SeatResult, TimedOut};
use crate::table::view::View;
use actions::HandState;
use rand_chacha::ChaCha8Rng;
use settings::PazaakSettings;

/// The Pazaak screen.
pub struct PazaakScreen;

impl Hosting for PazaakScreen {
    type Engine = PazaakMatch;
    type Action = MatchAction;
    type Settings = PazaakSettings;
    type Level = EngineLevel;
    type Timer = NoTimer;

    const CODE: &'static str = "pazaak";
    const TEXTS: Resources = crate::locales!("pazaak.ftl");
    const FORMATION: Formation = Formation::Duel;
    const AWAY_FORFEITS: bool = true;

    fn new_game(
        settings: &PazaakSettings,
        seats: &[SeatInfo],
        seed: u64,
        records: PlayerRecords<'_>,
    ) -> Result<PazaakMatch, Text> {
        if seats.len() != 2 {
            return Err(Text::new("pazaak-two-players"));
        }
        let choices = decks::choices(settings, seats, records)?;
        Ok(PazaakMatch::new(
            choices,
            settings.free,
            settings.config(),
            seed,
        ))
    }

    /// A rematch keeps both decks; a career match's rematch is a friendly game (the
    /// ladder goes on from **Play next**).
    fn again_settings(settings: &PazaakSettings, game: &Match<Self>) -> PazaakSettings {
        PazaakSettings {
            career: None,
            decks: game
                .engine
                .decks()
                .map(|[a, b]| [a.cards().to_vec(), b.cards().to_vec()]),
            ..settings.clone()
        }
    }

    /// Each person's deck becomes their next **Default deck**; a career match pays
    /// (or counts the loss) in the same write as the match's end.
    fn player_updates(
        game: &Match<Self>,
        settings: &PazaakSettings,
        seats: &[SeatInfo],
    ) -> Vec<PlayerUpdate> {
        results::player_updates(game, settings, seats)
    }

    fn refusal(_game: &Match<Self>, _seat: Seat, error: &MatchError) -> Text {
        refusals::match_error(error)
    }

    fn narrate(
        game: &mut Match<Self>,
        seat: Seat,
        _action: &MatchAction,
        event: Applied,
    ) -> Narration<NoTimer> {
        narrate::applied(game, seat, event)
    }

    /// Picking cards one after another from the deck builder must not be refused while
    /// the view catches up: "add this card" and "take the default deck" mean the same
    /// whatever the view showed, and the draft is checked as it is now. Removing the
    /// card at a position, clearing and confirming depend on what the person saw.
    fn tolerates_outdated(action: &MatchAction) -> bool {
        matches!(
            action,
            MatchAction::Deck(DeckAction::Add(_) | DeckAction::Default)
        )
    }

    fn computer(
        game: &Match<Self>,
        seat: Seat,
        level: EngineLevel,
        rng: &mut ChaCha8Rng,
    ) -> Vec<MatchAction> {
        computer::actions(game, seat, level, rng)
    }

    fn timed_out(game: &Match<Self>, seat: Seat) -> TimedOut<MatchAction> {
        computer::timed_out(game, seat)
    }

    fn forfeited(game: &Match<Self>, seat: Seat) -> Narration<NoTimer> {
        // Leaving, or timing out turn after turn against a person.
        Narration::line(
            Text::new("pazaak-log-forfeit")
                .with("name", game.shown_name(seat))
                .with("winner", game.shown_name(1 - seat.min(1))),
        )
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::public_view(&game.engine, &game.names, game.forfeited, ctx)
    }

    fn private_view(game: &Match<Self>, seat: Seat, ctx: &ViewContext) -> View {
        hand::private_view(game, seat, ctx.state::<HandState>(), ctx.lang)
    }

    fn seat_view(game: &Match<Self>, seat: Seat) -> impl std::fmt::Debug + '_ {
        hand::shown(game, seat)
    }

    fn result(game: &Match<Self>) -> Option<Text> {
        // One line: the table's Sets field lists every set's totals.
        views::result_line(&game.engine, &game.shown_names(), game.forfeited)
    }

    fn commands() -> Vec<GameCommand> {
        let personal = |name| GameCommand {
            name,
            options: Vec::new(),
            kind: CommandKind::Personal,
        };
        vec![personal("career"), personal("shop"), personal("deck")]
    }

    fn personal(ctx: &PersonalContext, command: &str, _options: &Options) -> PersonalReply {
        career::command(ctx, command)
    }

    fn personal_click(ctx: &PersonalContext, verb: &str) -> PersonalReply {
        career::click(ctx, verb)
    }

    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        results::seat_results(game)
    }
}
