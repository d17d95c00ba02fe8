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
//! Files: [`settings`] (start options), [`actions`] (what buttons carry), [`views`]
//! (the messages, pictures and log lines), [`career`] (`/pazaak career` and
//! `/pazaak shop`, personal screens over the saved career).

pub mod actions;
pub mod career;
pub mod refusals;
pub mod settings;
pub mod views;

use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::career::CareerData;
use crate::games::pazaak::{
    Action, DeckAction, DeckChoice, MatchAction, PazaakMatch, SideCard, SideDeck,
};
use crate::games::Seat;
use crate::i18n::Text;
use crate::store::{PlayerUpdate, Store};
use crate::table::game::{
    CommandKind, CommandOption, Formation, GameCommand, Options, PersonalContext, PersonalReply,
    SeatInfo, ViewContext,
};
use crate::table::hosting::{ActionCodec, AiLevel, Hosting, Match, Narration, NoTimer, SeatResult};
use crate::table::view::View;
use rand_chacha::ChaCha8Rng;
use refusals::{career_error, match_error};
use settings::PazaakSettings;

/// The Pazaak screen.
pub struct PazaakScreen;

/// The computer's strength, as players choose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The seed's player: tracks the totals its hand can reach, avoids risks.
    Easy,
    /// Counts the cards seen and weighs the opponent's chances.
    Hard,
}

impl AiLevel for Level {
    const ALL: &'static [Self] = &[Level::Easy, Level::Hard];
    fn code(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Hard => "hard",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Hard => "Hard",
        }
    }
}

impl Level {
    fn engine(self) -> EngineLevel {
        match self {
            Level::Easy => EngineLevel::Seed,
            Level::Hard => EngineLevel::Strong,
        }
    }
}

impl ActionCodec for MatchAction {
    fn encode(&self) -> String {
        actions::encode(self)
    }
    fn decode(text: &str) -> Option<Self> {
        actions::decode(text)
    }
}

/// The starter deck (and collection) of the built-in career.
fn starter() -> (Vec<SideCard>, crate::games::pazaak::Collection) {
    match CareerData::builtin() {
        Ok(data) => (data.starting_deck.clone(), data.starting_collection()),
        Err(err) => {
            tracing::error!(%err, "built-in career data unreadable");
            let deck: Vec<SideCard> = (1..=5)
                .flat_map(|v| [SideCard::Plus(v), SideCard::Minus(v)])
                .collect();
            let collection = crate::games::pazaak::Collection::from_cards(&deck);
            (deck, collection)
        }
    }
}

/// The deck a computer brings: the starter deck, or in a free game an all-round deck
/// of plus/minus cards (the seed: the computer is equipped like the player).
fn computer_deck(free: bool) -> SideDeck {
    let cards: Vec<SideCard> = if free {
        vec![
            SideCard::PlusMinus(1),
            SideCard::PlusMinus(2),
            SideCard::PlusMinus(3),
            SideCard::PlusMinus(4),
            SideCard::PlusMinus(5),
            SideCard::PlusMinus(6),
            SideCard::Tiebreaker,
            SideCard::Double,
            SideCard::Minus(3),
            SideCard::Plus(2),
        ]
    } else {
        starter().0
    };
    // The starter deck is checked when the career data loads and ten valid cards
    // always pass, so the fallback is never used; it keeps the function total.
    SideDeck::new(cards).unwrap_or_else(|_| {
        SideDeck::new(vec![SideCard::PlusMinus(1); 10]).expect("ten ±1 cards are a valid deck")
    })
}

/// The store key of the last deck a person played (their next **Default deck**).
pub fn last_deck_key(user: u64) -> String {
    format!("pazaak/last-deck/{user}")
}

/// Both seats ready with the decks of the match before (a rematch).
fn same_decks(decks: &[Vec<SideCard>; 2]) -> Option<[DeckChoice; 2]> {
    let ready = |cards: &Vec<SideCard>| SideDeck::new(cards.clone()).ok().map(DeckChoice::ready);
    Some([ready(&decks[0])?, ready(&decks[1])?])
}

/// A career match: the person's career deck against the ladder opponent's deck, both
/// ready. Refused when the seat is not the career's owner or the ladder moved on.
fn career_decks(
    career: &settings::CareerMatch,
    seats: &[SeatInfo],
    store: &Store,
) -> Result<Option<[DeckChoice; 2]>, Text> {
    if seats[0].user != Some(career.user) {
        return Err(Text::new("pazaak-career-owner-only"));
    }
    let data = career::data()?;
    let record = career::load_career(store, career.user, &data)?;
    if record.rung != career.rung {
        return Err(Text::new("pazaak-career-ladder-moved"));
    }
    let (mine, theirs, _) = record.next_match(&data).map_err(|e| career_error(&e))?;
    Ok(Some([DeckChoice::ready(mine), DeckChoice::ready(theirs)]))
}

/// A seat's deck choice: a computer comes ready; a person picks from their career
/// collection (every card in a free game), with their last deck, then their career
/// deck, then the starter deck as the **Default deck**.
fn deck_choice(settings: &PazaakSettings, seat: &SeatInfo, store: &Store) -> DeckChoice {
    if seat.is_ai {
        return DeckChoice::ready(computer_deck(settings.free));
    }
    let (starter_deck, starter_collection) = starter();
    let record = seat.user.and_then(|user| {
        let data = career::data().ok()?;
        career::load_career(store, user, &data).ok()
    });
    let last: Option<Vec<SideCard>> = seat
        .user
        .and_then(|user| store.load_player(&last_deck_key(user)).ok().flatten());
    let mut preferred: Vec<Vec<SideCard>> = last.into_iter().collect();
    if let Some(record) = &record {
        preferred.push(record.side_deck.cards().to_vec());
    }
    preferred.push(starter_deck);
    let collection = match (settings.free, record) {
        (true, _) => None,
        (false, Some(record)) => Some(record.collection),
        (false, None) => Some(starter_collection),
    };
    DeckChoice::person(collection, &preferred)
}

/// Narrate what the match did since the last narration.
fn narrate(game: &mut Match<PazaakScreen>) -> Narration<NoTimer> {
    let reports = game.engine.take_reports();
    let mut narration = Narration::default();
    for report in &reports {
        narration
            .log
            .push(views::report_line(report, &game.shown_names()));
    }
    narration
}

fn apply(
    game: &mut Match<PazaakScreen>,
    seat: Seat,
    action: &MatchAction,
) -> Result<Narration<NoTimer>, Text> {
    let was_choosing = game.engine.choosing().contains(&seat);
    game.engine.act(seat, action).map_err(|e| match_error(&e))?;
    let mut narration = Narration::default();
    if was_choosing && !game.engine.choosing().contains(&seat) {
        narration
            .log
            .push(format!("{}'s side deck is ready.", game.shown_name(seat)));
    }
    narration.merge(narrate(game));
    Ok(narration)
}

impl Hosting for PazaakScreen {
    type Engine = PazaakMatch;
    type Action = MatchAction;
    type Settings = PazaakSettings;
    type Level = Level;
    type Timer = NoTimer;

    const CODE: &'static str = "pazaak";
    const TITLE: &'static str = "Pazaak";
    /// A new match against the same opponent with the same two decks.
    const AGAIN_LABEL: &'static str = "Rematch";
    const FORMATION: Formation = Formation::Duel;
    const AWAY_FORFEITS: bool = true;
    const DESCRIPTION: &'static str =
        "Pazaak: get closer to 20 than your opponent; first to 3 sets wins";
    const HELP: &'static str =
        "Each turn a card from the main deck is drawn for you. You may play one card from your \
         hand (press **Hand**), then **End turn** or **Stand**. Over 20 at the end of your turn \
         loses the set; when both stand, closer to 20 wins. First to 3 sets wins. Before the \
         first set, pick 10 side cards (**Choose deck**; **Default deck** takes a ready deck).";

    fn start_options() -> Vec<CommandOption> {
        settings::start_options()
    }

    fn settings(options: &Options) -> Result<PazaakSettings, Text> {
        settings::from_options(options)
    }

    fn describe_settings(settings: &PazaakSettings) -> String {
        settings::describe(settings)
    }

    fn new_game(
        settings: &PazaakSettings,
        seats: &[SeatInfo],
        seed: u64,
        store: &Store,
    ) -> Result<PazaakMatch, Text> {
        if seats.len() != 2 {
            return Err(Text::new("pazaak-two-players"));
        }
        let choices = match (&settings.decks, &settings.career) {
            (Some(decks), _) => same_decks(decks),
            (None, Some(career)) => career_decks(career, seats, store)?,
            (None, None) => None,
        };
        let choices = match choices {
            Some(choices) => choices,
            None => [
                deck_choice(settings, &seats[0], store),
                deck_choice(settings, &seats[1], store),
            ],
        };
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
        let mut updates = Vec::new();
        if let Some(decks) = game.engine.decks() {
            for (seat, deck) in seats.iter().zip(decks) {
                let (Some(user), false) = (seat.user, seat.is_ai) else {
                    continue;
                };
                let Ok(bytes) = serde_json::to_vec(deck.cards()) else {
                    continue;
                };
                updates.push(PlayerUpdate {
                    key: last_deck_key(user),
                    apply: Box::new(move |_| Some(bytes.clone())),
                });
            }
        }
        // A career match that ends without the person winning (lost, left, or stopped
        // with /end) counts as a loss: ending it cannot dodge one. A win the computer
        // stand-in of an absent player finished is not theirs, so it counts as a loss
        // too.
        if let Some(career) = settings.career {
            let player = seats.first();
            if player.and_then(|s| s.user) == Some(career.user) {
                let won = game.engine.winner() == Some(0) && player.is_some_and(|s| !s.is_ai);
                updates.push(PlayerUpdate {
                    key: career::career_key(career.user),
                    apply: Box::new(move |stored| career::after_match(stored, career.rung, won)),
                });
            }
        }
        updates
    }

    fn play(
        game: &mut Match<Self>,
        seat: Seat,
        action: &MatchAction,
    ) -> Result<Narration<NoTimer>, Text> {
        apply(game, seat, action)
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
        game: &mut Match<Self>,
        seat: Seat,
        level: Level,
        rng: &mut ChaCha8Rng,
    ) -> Narration<NoTimer> {
        let wanted = match game.engine.engine() {
            Some(engine) => {
                MatchAction::Play(level.engine().player().choose(&engine.seat_view(seat), rng))
            }
            None => MatchAction::Deck(DeckAction::Default),
        };
        match apply(game, seat, &wanted) {
            Ok(narration) => narration,
            Err(_) => {
                // Neither the move nor the reason: both may name a card of its hand.
                tracing::warn!(seat, "computer move refused; taking the first legal one");
                match game.engine.legal(seat).first().copied() {
                    Some(action) => apply(game, seat, &action).unwrap_or_default(),
                    None => Narration::default(),
                }
            }
        }
    }

    fn timed_out(game: &mut Match<Self>, seat: Seat) -> Narration<NoTimer> {
        let legal = game.engine.legal(seat);
        // A complete draft (Confirm is legal only then) is the deck they meant to play.
        let fallback = [
            MatchAction::Play(Action::EndTurn),
            MatchAction::Deck(DeckAction::Confirm),
            MatchAction::Deck(DeckAction::Default),
        ]
        .into_iter()
        .find(|a| legal.contains(a));
        let Some(action) = fallback else {
            return Narration::default();
        };
        let line = match action {
            MatchAction::Play(_) => {
                format!("{}'s time ran out; the turn ends.", game.shown_name(seat))
            }
            MatchAction::Deck(DeckAction::Confirm) => format!(
                "{}'s time ran out; they play the deck they drafted.",
                game.shown_name(seat)
            ),
            MatchAction::Deck(_) => format!(
                "{}'s time ran out; they play their default deck.",
                game.shown_name(seat)
            ),
        };
        let mut narration = Narration::line(line);
        if let Ok(more) = apply(game, seat, &action) {
            narration.merge(more);
        }
        narration
    }

    fn forfeit(game: &mut Match<Self>, seat: Seat) -> Narration<NoTimer> {
        if !game.engine.forfeit(seat) {
            return Narration::default();
        }
        // Leaving, or timing out turn after turn against a person.
        Narration::line(format!(
            "{} forfeits the match; {} wins.",
            game.shown_name(seat),
            game.shown_name(1 - seat.min(1))
        ))
    }

    fn public_view(game: &Match<Self>, ctx: &ViewContext) -> View {
        views::public_view(&game.engine, &game.names, ctx)
    }

    fn private_view(game: &Match<Self>, seat: Seat, ctx: &ViewContext) -> View {
        views::private_view(&game.engine, seat, &game.names, ctx.ui)
    }

    fn private_signature(game: &Match<Self>, seat: Seat) -> String {
        views::private_signature(&game.engine, seat)
    }

    fn result(game: &Match<Self>) -> Option<String> {
        // One line: the table's Sets field lists every set's totals.
        views::result_line(&game.engine, &game.shown_names())
    }

    fn commands() -> Vec<GameCommand> {
        let personal = |name, description| GameCommand {
            name,
            description,
            options: Vec::new(),
            kind: CommandKind::Personal,
        };
        vec![
            personal(
                "career",
                "Your Pazaak career: ladder, credits, collection and side deck",
            ),
            personal("shop", "Buy side cards with your career credits"),
            personal("deck", "Edit your career side deck (owned cards only)"),
        ]
    }

    fn personal(ctx: &PersonalContext, command: &str, _options: &Options) -> PersonalReply {
        career::command(ctx, command)
    }

    fn personal_click(ctx: &PersonalContext, verb: &str) -> PersonalReply {
        career::click(ctx, verb)
    }

    fn seat_results(game: &Match<Self>) -> Vec<SeatResult> {
        let Some(winner) = game.engine.winner() else {
            return Vec::new();
        };
        (0..2)
            .map(|seat| SeatResult {
                seat,
                place: if seat == winner { 1 } else { 2 },
                score: game
                    .engine
                    .engine()
                    .and_then(|e| e.player(seat))
                    .map_or(0, |p| i64::from(p.sets_won)),
            })
            .collect()
    }
}
