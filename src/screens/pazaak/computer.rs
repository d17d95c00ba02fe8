//! What Pazaak's computer plays, and what an absent person's timed-out turn plays:
//! actions the platform plays as clicks.

use super::PazaakScreen;
use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::{Action, DeckAction, MatchAction};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::hosting::{Match, TimedOut};
use rand_chacha::ChaCha8Rng;

/// What a computer player of `level` plays for `seat`: its move, or the default deck
/// while decks are chosen.
pub fn actions(
    game: &Match<PazaakScreen>,
    seat: Seat,
    level: EngineLevel,
    rng: &mut ChaCha8Rng,
) -> Vec<MatchAction> {
    let wanted = match game.engine.engine() {
        Some(engine) => MatchAction::Play(level.player().choose(&engine.seat_view(seat), rng)),
        None => MatchAction::Deck(DeckAction::Default),
    };
    // The engine's one legality check, as the platform's play will meet it.
    if game.engine.refusal(seat, &wanted).is_none() {
        return vec![wanted];
    }
    // Neither the move nor the reason: both may name a card of its hand.
    tracing::warn!(seat, "computer move refused; taking the first legal one");
    game.engine
        .legal(seat)
        .first()
        .copied()
        .into_iter()
        .collect()
}

/// What an absent person's timed-out turn plays: the turn ends, or the deck they drafted
/// (else their default deck) is played.
pub fn timed_out(game: &Match<PazaakScreen>, seat: Seat) -> TimedOut<MatchAction> {
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
        return TimedOut::default();
    };
    let line = match action {
        MatchAction::Play(_) => {
            Text::new("pazaak-log-timeout-turn").with("name", game.shown_name(seat))
        }
        MatchAction::Deck(DeckAction::Confirm) => {
            Text::new("pazaak-log-timeout-draft").with("name", game.shown_name(seat))
        }
        MatchAction::Deck(_) => {
            Text::new("pazaak-log-timeout-default").with("name", game.shown_name(seat))
        }
    };
    TimedOut::said(line, action)
}
