//! Oril at a table: a duel between two persons, or a person and the computer.
//!
//! - `settings.rs`: rules (Oril or Abapa), who moves first, computer levels.
//! - `actions.rs`: the buttons' actions and their custom_id codec.
//! - `views.rs`: the table message (board picture, text version, buttons) and results.
//! - `records.rs`: `/oril scores` (the server's score board) and `/oril matches` (the
//!   person's unfinished matches, with links).
//!
//! Seat 0 (the challenger) plays South, seat 1 (the challenged person or the computer)
//! plays North. The table message carries the mover's six houses as buttons 1-6 and a
//! "Propose end" button; the engine refuses a press by the wrong person with a reason
//! sent privately. Against the computer, a proposal to end is answered at once: the
//! computer agrees when the split (each side keeps its own stones) does not lose for it.

pub mod actions;
pub mod records;
pub mod refusals;
pub mod settings;
pub mod views;

use crate::i18n::Text;
use crate::store::Store;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use refusals::oril_error;
use serde::{Deserialize, Serialize};

use crate::games::oril::ai::{OrilComputer, Player};
use crate::games::oril::{OrilAction, OrilError, OrilGame, Side};
use crate::games::{Computer, Game, Outcome, Seat};
use crate::table::game::{
    CommandOption, Formation, GameCommand, Options, PersonalContext, PersonalReply, SeatInfo,
    ViewContext,
};
use crate::table::hosting::{Hosting, Match, Narration, NoTimer, SeatResult};
use crate::table::view::View;

use actions::OrilPress;
use settings::{FirstMove, OrilLevel, OrilSettings};

/// The engine a table stores: the game, which seats the computer plays (to answer a
/// proposal to end at once), and a forfeit (a person left).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrilTable {
    pub game: OrilGame,
    /// South's seat, then North's.
    pub computer: [bool; 2],
    /// The seat that left the game, which the other seat wins.
    #[serde(default)]
    pub forfeited: Option<Seat>,
}

impl OrilTable {
    /// Over by the rules or by a forfeit.
    pub fn is_over(&self) -> bool {
        self.game.is_over() || self.forfeited.is_some()
    }
}

impl Game for OrilTable {
    type Action = OrilAction;
    type Error = OrilError;

    fn seat_count(&self) -> usize {
        2
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        if self.forfeited.is_some() {
            return Vec::new();
        }
        self.game.seats_to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<OrilAction> {
        if self.forfeited.is_some() {
            return Vec::new();
        }
        self.game.legal_actions(seat)
    }
    fn apply(&mut self, seat: Seat, action: &OrilAction) -> Result<(), OrilError> {
        if self.forfeited.is_some() {
            return Err(OrilError::GameOver);
        }
        self.game.apply(seat, action)
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.forfeited {
            Some(seat) => Some(Outcome::Won(vec![1 - seat.min(1)])),
            None => self.game.outcome(),
        }
    }
}

/// The command name and custom_id prefix.
pub const GAME_CODE: &str = "oril";

/// The Oril screen, registered in the catalog as `Hosted::<OrilScreen>::new()`.
pub struct OrilScreen;

/// Sow `house` for `seat` and say what happened.
fn sow(
    game: &mut Match<OrilScreen>,
    seat: Seat,
    house: crate::games::oril::House,
) -> Result<Narration<NoTimer>, OrilError> {
    game.engine.apply(seat, &OrilAction::Sow(house))?;
    let name = game.shown_name(seat);
    let mut line = format!("{name} sowed house {house}");
    if let Some(record) = game.engine.game.last_move() {
        if record.sown > 0 {
            line.push_str(&format!(" ({} stones)", record.sown));
        }
        if record.captured > 0 {
            line.push_str(&format!(", capturing {}", record.captured));
        }
    }
    line.push('.');
    let mut narration = Narration::line(line);
    narration.merge(ending(game));
    Ok(narration)
}

/// A line for the end of the game, if it just ended.
fn ending(game: &Match<OrilScreen>) -> Narration<NoTimer> {
    match views::summary(game) {
        Some(summary) if game.engine.is_over() => Narration::line(summary),
        _ => Narration::default(),
    }
}

/// Whether the computer at `seat` agrees to end now: each side keeping its own stones
/// must not lose for it.
fn computer_agrees(engine: &OrilTable, seat: Seat) -> bool {
    let Some(me) = Side::from_seat(seat) else {
        return false;
    };
    let p = engine.game.position();
    let total = |side: Side| u32::from(p.store(side)) + u32::from(p.row_total(side));
    total(me) >= total(me.opponent())
}

fn propose_end(game: &mut Match<OrilScreen>, seat: Seat) -> Result<Narration<NoTimer>, Text> {
    game.engine
        .apply(seat, &OrilAction::AgreeEnd)
        .map_err(|e| oril_error(&e))?;
    let name = game.shown_name(seat);
    let other = 1 - seat.min(1);
    let other_name = game.shown_name(other);
    if game.engine.game.is_over() {
        let mut n = Narration::line(format!("{name} agreed: the game ends by agreement."));
        n.merge(ending(game));
        return Ok(n);
    }
    if game.engine.computer[other] {
        if computer_agrees(&game.engine, other)
            && game.engine.apply(other, &OrilAction::AgreeEnd).is_ok()
        {
            let mut n = Narration::line(format!(
                "{name} proposed to end the game and {other_name} agreed."
            ));
            n.merge(ending(game));
            return Ok(n);
        }
        // The proposal is withdrawn so it can be made again later.
        let _ = game.engine.apply(seat, &OrilAction::WithdrawEnd);
        return Ok(Narration::line(format!(
            "{name} proposed to end the game; {other_name} declined and plays on."
        )));
    }
    Ok(Narration::line(format!(
        "{name} proposes to end the game, each keeping the stones on their side. \
         {other_name} may press Propose end to agree; a move cancels the proposal."
    )))
}

/// The computer (or a stand-in) sows for `seat` with `player`'s judgement.
fn computer_sow(
    game: &mut Match<OrilScreen>,
    seat: Seat,
    player: Player,
    rng: &mut ChaCha8Rng,
) -> Narration<NoTimer> {
    if game.engine.is_over() || !game.engine.seats_to_act().contains(&seat) {
        return Narration::default();
    }
    // The table lends the search its clock: the engine reads none of its own.
    match OrilComputer::new(player, std::time::Instant::now).choose(&game.engine.game, rng) {
        OrilAction::Sow(house) => sow(game, seat, house).unwrap_or_default(),
        _ => Narration::default(),
    }
}

impl Hosting for OrilScreen {
    type Engine = OrilTable;
    type Action = OrilPress;
    type Settings = OrilSettings;
    type Level = OrilLevel;
    type Timer = NoTimer;

    const CODE: &'static str = GAME_CODE;
    const TITLE: &'static str = "Oril";
    const FORMATION: Formation = Formation::Duel;
    const DESCRIPTION: &'static str =
        "Oril, the Cape Verdean sowing game: challenge a person or the computer";
    const HELP: &'static str = "Two rows of six houses, four stones in each. On your turn \
press one of your houses (numbered 1-6 from your left): its stones are sown one by one \
counter-clockwise. If the last stone makes an opponent's house 2 or 3, you capture it, and \
the houses before it while they hold 2 or 3. 25 stones win. Feed an opponent who has no \
stones. Both pressing Propose end ends the game, each keeping the stones on their side. \
`/oril matches` lists your unfinished matches; `/oril scores` shows the score board.";

    fn start_options() -> Vec<CommandOption> {
        settings::start_options()
    }
    fn settings(options: &Options) -> Result<OrilSettings, Text> {
        settings::settings(options)
    }
    fn describe_settings(settings: &OrilSettings) -> String {
        settings::describe(settings)
    }

    fn new_game(
        settings: &OrilSettings,
        seats: &[SeatInfo],
        seed: u64,
        _store: &Store,
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
            forfeited: None,
        })
    }

    fn check(engine: &OrilTable) -> Result<(), Text> {
        if engine.game.position().total() != crate::games::oril::TOTAL_STONES {
            return Err(
                Text::new("oril-board-broken").with("stones", engine.game.position().total())
            );
        }
        if engine.forfeited.is_some_and(|s| s > 1) {
            return Err(Text::new("oril-forfeit-broken"));
        }
        Ok(())
    }

    fn play(
        game: &mut Match<Self>,
        seat: Seat,
        action: &OrilPress,
    ) -> Result<Narration<NoTimer>, Text> {
        match *action {
            OrilPress::Sow(house) => sow(game, seat, house).map_err(|e| oril_error(&e)),
            OrilPress::ProposeEnd => propose_end(game, seat),
        }
    }

    fn computer(
        game: &mut Match<Self>,
        seat: Seat,
        level: OrilLevel,
        rng: &mut ChaCha8Rng,
    ) -> Narration<NoTimer> {
        computer_sow(game, seat, level.player(), rng)
    }

    fn timed_out(game: &mut Match<Self>, seat: Seat) -> Narration<NoTimer> {
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(game.engine.game.plies()));
        let mut narration = Narration::line(format!(
            "{} ran out of time; a house was sown for them.",
            game.shown_name(seat)
        ));
        narration.merge(computer_sow(game, seat, Player::Easy, &mut rng));
        narration
    }

    fn forfeit(game: &mut Match<Self>, seat: Seat) -> Narration<NoTimer> {
        if game.engine.is_over() || seat > 1 {
            return Narration::default();
        }
        game.engine.forfeited = Some(seat);
        let mut narration = Narration::line(format!("{} left the game.", game.shown_name(seat)));
        narration.merge(ending(game));
        narration
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::table(game, ctx)
    }
    fn private_view(game: &Match<Self>, _seat: Seat, ctx: &ViewContext) -> View {
        // Nothing in Oril is hidden: a private view is the table itself.
        views::table(game, ctx)
    }
    /// A private view is the table itself, so it is current only while the board and
    /// the end proposals are as it shows them: a house pressed on an older copy must
    /// not sow on a board the person did not see.
    fn private_signature(game: &Match<Self>, _seat: Seat) -> String {
        let oril = &game.engine.game;
        format!(
            "{}|{}{}|{:?}|{:?}",
            oril.plies(),
            oril.has_agreed_end(Side::South),
            oril.has_agreed_end(Side::North),
            oril.end_reason(),
            game.engine.forfeited
        )
    }
    fn result(game: &Match<Self>) -> Option<String> {
        views::summary(game)
    }

    fn commands() -> Vec<GameCommand> {
        records::commands()
    }
    fn personal(ctx: &PersonalContext, command: &str, options: &Options) -> PersonalReply {
        records::personal(ctx, command, options)
    }

    /// Places from the outcome; the score is the stones each captured.
    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        let Some(outcome) = game.engine.outcome() else {
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
