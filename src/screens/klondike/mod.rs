//! Klondike at a table: one person's solitaire, usually in a thread of its own. This
//! file is the [`Hosting`] impl.
//!
//! The person moves with the menu of legal moves in words, the buttons (**Draw**,
//! **Undo**, **Hint**, **Auto**, **Finish**, **New deal**) or `/klondike move from: to:`
//! with the pile numbers printed on the picture. After every move the solver checks,
//! within about a second, whether the deal can still be won, and says so plainly when
//! it cannot.
//!
//! The folder follows the template in `docs/adding-a-game.md`, with two differences:
//! - `settings.rs` has no computer levels: nobody else plays.
//! - There is no `hand.rs`: a solitaire has no private hand, and a private view is the
//!   board itself.
//!
//! Klondike's own modules are listed in `screens/mod.rs`.

pub mod actions;
mod narrate;
pub mod refusals;
pub mod session;
pub mod settings;
pub mod stats;
pub mod views;
pub mod words;

pub use actions::Act;
pub use session::{Played, Solitaire};
pub use settings::Settings;

use crate::clock::now_ms;
use crate::games::klondike::Card;
use crate::games::Seat;
use crate::i18n::{Lang, Resources, Text};
use crate::store::PlayerRecords;
use crate::table::hosting::{
    CommandKind, Formation, GameCommand, Options, PersonalContext, PersonalReply, SeatInfo,
    ViewContext,
};
use crate::table::hosting::{Hosting, Match, Narration, NoComputer, NoTimer, SeatResult};
use crate::table::view::View;

/// Klondike as the platform hosts it.
pub struct KlondikeScreen;

impl Hosting for KlondikeScreen {
    type Engine = Solitaire;
    type Action = Act;
    type Settings = Settings;
    type Level = NoComputer;
    type Timer = NoTimer;

    const CODE: &'static str = "klondike";
    const TEXTS: Resources = crate::locales!("klondike.ftl");
    const FORMATION: Formation = Formation::Solo;

    fn new_game(
        settings: &Settings,
        _seats: &[SeatInfo],
        seed: u64,
        _records: PlayerRecords<'_>,
    ) -> Result<Solitaire, Text> {
        Ok(Solitaire::new(*settings, seed, now_ms()))
    }

    /// Another game deals afresh: its deals are no longer the chosen number's.
    fn again_settings(settings: &Settings, _game: &Match<Self>) -> Settings {
        Settings {
            chosen_deal: false,
            ..*settings
        }
    }

    fn check(engine: &Solitaire) -> Result<(), Text> {
        let mut cards: Vec<Card> = engine.game.all_cards();
        cards.sort();
        cards.dedup();
        if cards.len() != 52 {
            return Err(Text::new("klondike-deal-broken").with("count", cards.len()));
        }
        Ok(())
    }

    fn refusal(_game: &Match<Self>, _seat: Seat, refusal: &Text) -> Text {
        refusal.clone()
    }

    fn narrate(
        _game: &mut Match<Self>,
        _seat: Seat,
        _action: &Act,
        played: Played,
    ) -> Narration<NoTimer> {
        narrate::narrate(played)
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::board(&game.engine, &game.shown_name(0), now_ms(), ctx.lang)
    }

    fn private_view(game: &Match<Self>, _seat: Seat, ctx: &ViewContext) -> View {
        views::board(&game.engine, &game.shown_name(0), now_ms(), ctx.lang)
    }

    /// A private view is the board itself, so it is current only while the board is as
    /// it shows it: a move chosen on an older copy must not be made on another board.
    fn seat_view(game: &Match<Self>, _seat: Seat) -> impl std::fmt::Debug + '_ {
        &game.engine.game
    }

    /// A solitaire table stays open: a won, lost or stuck deal offers **New deal** in
    /// the same thread.
    fn result(_game: &Match<Self>) -> Option<Text> {
        None
    }

    /// Each deal is recorded as it ends (won, or left for a new deal after a move; see
    /// `stats`), so the table's own end adds only the deal it leaves unfinished, a loss
    /// as a new deal would make it. A deal already won is not recorded again.
    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        let deal = &game.engine.game;
        if deal.is_won() || deal.moves_made() == 0 {
            return Vec::new();
        }
        vec![SeatResult {
            seat: 0,
            place: 2,
            score: deal.moves_made() as i64,
        }]
    }

    fn commands() -> Vec<GameCommand> {
        vec![
            GameCommand {
                name: "move",
                options: actions::move_options(),
                kind: CommandKind::AtTable,
            },
            GameCommand {
                name: "stats",
                options: Vec::new(),
                kind: CommandKind::Personal,
            },
        ]
    }

    fn personal(ctx: &PersonalContext, command: &str, _options: &Options) -> PersonalReply {
        match command {
            "stats" => stats::view(ctx),
            _ => PersonalReply::Refused(crate::table::text::Notice::UnknownCommand.into()),
        }
    }

    fn command_action(command: &str, options: &Options) -> Result<Act, Text> {
        if command != "move" {
            return Err(crate::table::text::Notice::UnknownCommand.into());
        }
        actions::move_order(options)
    }

    /// The legal moves in words, the most useful first; the value is the pile the
    /// option asks for. A number already typed keeps the moves from (or to) that pile.
    fn suggest(
        game: &Match<Self>,
        _seat: Seat,
        command: &str,
        option: &str,
        typed: &str,
        lang: Lang,
    ) -> Vec<(String, i64)> {
        if command != "move" {
            return Vec::new();
        }
        actions::move_suggestions(&game.engine.game, option, typed, lang)
    }
}
