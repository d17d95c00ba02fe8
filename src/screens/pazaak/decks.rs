//! The side decks a new match starts with: a computer's ready deck, a person's choice
//! (from their career collection, or every card in a free game) with their **Default
//! deck**, the same two decks again for a rematch, and a career match's decks.

use super::career;
use super::refusals::career_error;
use super::settings::{CareerMatch, PazaakSettings};
use crate::games::pazaak::career::CareerData;
use crate::games::pazaak::{Collection, DeckChoice, SideCard, SideDeck};
use crate::i18n::Text;
use crate::store::PlayerRecords;
use crate::table::hosting::SeatInfo;

/// The starter deck (and collection) of the built-in career.
fn starter() -> (Vec<SideCard>, Collection) {
    match CareerData::builtin() {
        Ok(data) => (data.starting_deck.clone(), data.starting_collection()),
        Err(err) => {
            tracing::error!(%err, "built-in career data unreadable");
            let deck: Vec<SideCard> = (1..=5)
                .flat_map(|v| [SideCard::Plus(v), SideCard::Minus(v)])
                .collect();
            let collection = Collection::from_cards(&deck);
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

/// Each seat's deck choice for a new match: the decks of the match before (a
/// rematch), a career match's decks, or each seat's own choice.
pub fn choices(
    settings: &PazaakSettings,
    seats: &[SeatInfo],
    records: PlayerRecords<'_>,
) -> Result<[DeckChoice; 2], Text> {
    let ready = match (&settings.decks, &settings.career) {
        (Some(decks), _) => same_decks(decks),
        (None, Some(career)) => career_decks(career, seats, records)?,
        (None, None) => None,
    };
    Ok(match ready {
        Some(choices) => choices,
        None => [
            deck_choice(settings, &seats[0], records),
            deck_choice(settings, &seats[1], records),
        ],
    })
}

/// Both seats ready with the decks of the match before (a rematch).
fn same_decks(decks: &[Vec<SideCard>; 2]) -> Option<[DeckChoice; 2]> {
    let ready = |cards: &Vec<SideCard>| SideDeck::new(cards.clone()).ok().map(DeckChoice::ready);
    Some([ready(&decks[0])?, ready(&decks[1])?])
}

/// A career match: the person's career deck against the ladder opponent's deck, both
/// ready. Refused when the seat is not the career's owner or the ladder moved on.
fn career_decks(
    career: &CareerMatch,
    seats: &[SeatInfo],
    records: PlayerRecords<'_>,
) -> Result<Option<[DeckChoice; 2]>, Text> {
    if seats[0].user != Some(career.user) {
        return Err(Text::new("pazaak-career-owner-only"));
    }
    let data = career::data()?;
    let record = career::load_career(records, career.user, &data)?;
    if record.rung != career.rung {
        return Err(Text::new("pazaak-career-ladder-moved"));
    }
    let (mine, theirs, _) = record.next_match(&data).map_err(|e| career_error(&e))?;
    Ok(Some([DeckChoice::ready(mine), DeckChoice::ready(theirs)]))
}

/// A seat's deck choice: a computer comes ready; a person picks from their career
/// collection (every card in a free game), with their last deck, then their career
/// deck, then the starter deck as the **Default deck**.
fn deck_choice(
    settings: &PazaakSettings,
    seat: &SeatInfo,
    records: PlayerRecords<'_>,
) -> DeckChoice {
    if seat.is_ai {
        return DeckChoice::ready(computer_deck(settings.free));
    }
    let (starter_deck, starter_collection) = starter();
    let record = seat.user.and_then(|user| {
        let data = career::data().ok()?;
        career::load_career(records, user, &data).ok()
    });
    let last: Option<Vec<SideCard>> = seat
        .user
        .and_then(|user| records.load_player(&last_deck_key(user)).ok().flatten());
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
