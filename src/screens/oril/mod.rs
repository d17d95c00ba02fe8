//! Oril at a table: a duel between two persons, or a person and the computer. This
//! file is the [`Hosting`] impl.
//!
//! The folder follows the template in `docs/adding-a-game.md`. There is no `hand.rs`:
//! nothing in Oril is hidden, so a private view is the table message itself. Oril's
//! own modules are listed in `screens/mod.rs`; `session.rs` holds the engine a table
//! stores (the game and the computer's seats).
//!
//! Seat 0 (the challenger) plays South, seat 1 (the challenged person or the computer)
//! plays North. The table message carries the mover's six houses as buttons 1-6 and a
//! "Propose end" button; the engine refuses a press by the wrong person with a reason
//! sent privately. Against the computer, a proposal to end is answered at once: the
//! computer agrees when the split (each side keeps its own stones) does not lose for it.

pub mod actions;
mod endgames;
mod narrate;
pub mod refusals;
pub mod scores;
mod session;
pub mod settings;
pub mod views;

pub use session::{OrilEvent, OrilTable};

use crate::i18n::{Resources, Text};
use crate::store::PlayerRecords;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::oril::ai::{OrilComputer, Player};
use crate::games::oril::{OrilAction, OrilError, OrilGame, Side};
use crate::games::{Computer, Game, Outcome, Seat};
use crate::table::hosting::{
    Formation, GameCommand, Options, PersonalContext, PersonalReply, SeatInfo, TimedOut,
    ViewContext,
};
use crate::table::hosting::{
    Hosting, InvalidSetting, Match, Narration, NoTimer, SeatResult, WarmUp,
};
use crate::table::view::View;

use actions::OrilPress;
use narrate::ending;
use settings::{FirstMove, OrilSettings};

/// The command name and custom_id prefix.
pub const GAME_CODE: &str = "oril";

/// The Oril screen, registered in the catalog as `host::<OrilScreen>()`.
pub struct OrilScreen;

/// Where the computer (or a stand-in) sows for `seat` with `player`'s judgement.
fn computer_sow(
    game: &Match<OrilScreen>,
    seat: Seat,
    player: Player,
    rng: &mut ChaCha8Rng,
) -> Option<OrilPress> {
    if game.is_over() || !game.engine.seats_to_act().contains(&seat) {
        return None;
    }
    // The table lends the search its clock: the engine reads none of its own.
    match OrilComputer::new(player, std::time::Instant::now).choose(&game.engine.game, rng) {
        OrilAction::Sow(house) => Some(OrilPress::Sow(house)),
        _ => None,
    }
}

impl Hosting for OrilScreen {
    type Engine = OrilTable;
    type Action = OrilPress;
    type Settings = OrilSettings;
    type Level = Player;
    type Timer = NoTimer;

    /// Loads (or builds once and caches) the endgame tables the computer reads.
    fn warm_up(warm_up: &WarmUp) -> Result<(), InvalidSetting> {
        endgames::prepare(warm_up)
    }

    const CODE: &'static str = GAME_CODE;
    const TEXTS: Resources = crate::locales!("oril.ftl");
    const FORMATION: Formation = Formation::Duel;

    fn new_game(
        settings: &OrilSettings,
        seats: &[SeatInfo],
        seed: u64,
        _records: PlayerRecords<'_>,
    ) -> Result<OrilTable, Text> {
        if seats.len() != 2 {
            return Err(Text::new("oril-two-players").with("seats", seats.len()));
        }
        let game = match settings.first {
            FirstMove::Random => OrilGame::with_random_first(settings.rules, seed),
            FirstMove::Challenger => OrilGame::new(settings.rules, Side::South),
            FirstMove::Opponent => OrilGame::new(settings.rules, Side::North),
        };
        Ok(OrilTable {
            game,
            computer: [seats[0].is_ai, seats[1].is_ai],
        })
    }

    fn check(engine: &OrilTable) -> Result<(), Text> {
        if engine.game.position().total() != crate::games::oril::TOTAL_STONES {
            return Err(
                Text::new("oril-board-broken").with("stones", engine.game.position().total())
            );
        }
        Ok(())
    }

    fn refusal(_game: &Match<Self>, _seat: Seat, error: &OrilError) -> Text {
        refusals::oril_error(error)
    }

    fn narrate(
        game: &mut Match<Self>,
        seat: Seat,
        _press: &OrilPress,
        event: OrilEvent,
    ) -> Narration<NoTimer> {
        narrate::narrate(game, seat, event)
    }

    fn computer(
        game: &Match<Self>,
        seat: Seat,
        level: Player,
        rng: &mut ChaCha8Rng,
    ) -> Vec<OrilPress> {
        computer_sow(game, seat, level, rng).into_iter().collect()
    }

    fn timed_out(game: &Match<Self>, seat: Seat) -> TimedOut<OrilPress> {
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(game.engine.game.plies()));
        TimedOut {
            line: Some(Text::new("oril-log-timed-out").with("name", game.shown_name(seat))),
            plays: computer_sow(game, seat, Player::Easy, &mut rng)
                .into_iter()
                .collect(),
        }
    }

    /// The match's end in one line (the platform has said who left).
    fn forfeited(game: &Match<Self>, _seat: Seat) -> Narration<NoTimer> {
        ending(game)
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::table(game, ctx)
    }
    fn private_view(game: &Match<Self>, _seat: Seat, ctx: &ViewContext) -> View {
        // Nothing in Oril is hidden: a private view is the table itself.
        views::table(game, ctx)
    }
    fn result(game: &Match<Self>) -> Option<Text> {
        views::summary(game)
    }

    fn commands() -> Vec<GameCommand> {
        scores::commands()
    }
    fn personal(ctx: &PersonalContext, command: &str, options: &Options) -> PersonalReply {
        scores::personal(ctx, command, options)
    }

    /// Places from the outcome; the score is the stones each captured.
    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        let Some(outcome) = game.outcome() else {
            return Vec::new();
        };
        let stores = game.engine.game.scores();
        (0..2)
            .map(|seat| SeatResult {
                seat,
                place: match &outcome {
                    Outcome::Won(winners) if !winners.contains(&seat) => 2,
                    _ => 1,
                },
                score: i64::from(stores[seat]),
            })
            .collect()
    }
}
