//! Career tests: the built-in ladder, credits for wins and losses, the shop refusing a
//! purchase without enough credits, decks only from owned cards, and the saved record.

use cantina::games::pazaak::ai::AiLevel;
use cantina::games::pazaak::career::{
    Career, CareerData, CareerError, CareerLoadError, CAREER_SCHEMA_VERSION,
};
use cantina::games::pazaak::{DeckError, SideCard};

fn data() -> CareerData {
    CareerData::builtin().expect("built-in career data is valid")
}

fn card(s: &str) -> SideCard {
    s.parse().unwrap()
}

#[test]
fn the_ladder_rises_in_difficulty_and_every_deck_is_legal() {
    let d = data();
    assert!(d.ladder.len() >= 3);
    let levels: Vec<u8> = d
        .ladder
        .iter()
        .map(|o| match o.ai {
            AiLevel::Seed => 0,
            AiLevel::Strong => 1,
        })
        .collect();
    assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
    assert_eq!(levels.first(), Some(&0));
    assert_eq!(levels.last(), Some(&1));
    let mut ids: Vec<&str> = d.ladder.iter().map(|o| o.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), d.ladder.len(), "opponent ids are unique");
    for o in &d.ladder {
        assert_eq!(o.side_deck.cards().len(), 10);
    }
    assert_eq!(d.win_reward, 1000);
}

#[test]
fn wins_pay_and_climb_losses_pay_nothing_and_repeat() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    assert_eq!(c.credits, d.starting_credits);
    let first = c.current_opponent(&d).unwrap().id.clone();

    let r = c.record_match(false, &d).unwrap();
    assert_eq!(r.credits_earned, 0);
    assert_eq!(c.credits, d.starting_credits);
    assert_eq!(
        c.current_opponent(&d).unwrap().id,
        first,
        "same opponent again"
    );

    let r = c.record_match(true, &d).unwrap();
    assert_eq!(r.credits_earned, 1000);
    assert_eq!(c.credits, d.starting_credits + 1000);
    assert_eq!(c.current_opponent(&d).unwrap().id, d.ladder[1].id);
    assert_eq!((c.wins, c.losses), (1, 1));

    for beaten in 2..=d.ladder.len() {
        let r = c.record_match(true, &d).unwrap();
        assert_eq!(r.career_complete, beaten == d.ladder.len());
    }
    assert!(c.is_complete(&d));
    assert!(c.current_opponent(&d).is_none());
    assert_eq!(c.credits, d.starting_credits + 1000 * d.ladder.len() as u64);
    assert_eq!(c.record_match(true, &d), Err(CareerError::Complete));
    assert!(c.next_match(&d).is_err());
}

#[test]
fn buying_spends_credits_and_adds_the_card() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    let cheap = d.shop.iter().min_by_key(|i| i.price).unwrap();
    let before = c.collection.count(cheap.card);
    assert_eq!(c.buy(cheap.card, &d), Ok(cheap.price));
    assert_eq!(c.credits, d.starting_credits - cheap.price);
    assert_eq!(c.collection.count(cheap.card), before + 1);
}

#[test]
fn buying_without_enough_credits_is_refused_and_changes_nothing() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    let dear = d.shop.iter().max_by_key(|i| i.price).unwrap();
    c.credits = dear.price - 1;
    let before = c.clone();
    let err = c.buy(dear.card, &d).unwrap_err();
    assert_eq!(
        err,
        CareerError::NotEnoughCredits {
            card: dear.card,
            price: dear.price,
            credits: dear.price - 1
        }
    );
    assert!(err.to_string().contains("credits"));
    assert_eq!(c, before);
}

#[test]
fn a_deck_from_cards_not_owned_is_refused_and_changes_nothing() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    let before = c.clone();
    assert_eq!(c.collection.count(card("±1T")), 0);
    let mut cards: Vec<SideCard> = c.side_deck.cards().to_vec();
    cards[0] = card("±1T");
    let err = c.set_side_deck(cards).unwrap_err();
    assert_eq!(
        err,
        CareerError::Deck(DeckError::NotOwned {
            card: card("±1T"),
            wanted: 1,
            owned: 0
        })
    );
    assert_eq!(
        err.to_string(),
        "You put 1× ±1T in the deck but own only 0."
    );
    assert_eq!(c, before);

    // Two copies of a card owned once are refused too.
    let mut twice = c.side_deck.cards().to_vec();
    twice[1] = twice[2];
    let owned = c.collection.count(twice[2]);
    if owned < 2 {
        assert!(c.set_side_deck(twice).is_err());
        assert_eq!(c, before);
    }
}

#[test]
fn a_bought_card_can_go_into_the_deck() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    c.record_match(true, &d).unwrap();
    c.buy(card("±3"), &d).unwrap();
    let mut cards = c.side_deck.cards().to_vec();
    cards[0] = card("±3");
    c.set_side_deck(cards.clone()).unwrap();
    assert_eq!(c.side_deck.cards(), &cards[..]);
    let (mine, theirs, level) = c.next_match(&d).unwrap();
    assert_eq!(mine.cards(), &cards[..]);
    assert_eq!(theirs, d.ladder[1].side_deck);
    assert_eq!(level, d.ladder[1].ai);
}

#[test]
fn the_saved_record_round_trips_and_checks_its_version() {
    let d = data();
    let mut c = Career::new(&d).unwrap();
    c.record_match(true, &d).unwrap();
    c.buy(card("D"), &d).unwrap();
    let json = c.to_json().unwrap();
    assert!(json.contains(&format!("\"schema_version\":{CAREER_SCHEMA_VERSION}")));
    assert_eq!(Career::load(&json).unwrap(), c);

    let newer = json.replace(
        &format!("\"schema_version\":{CAREER_SCHEMA_VERSION}"),
        "\"schema_version\":999",
    );
    assert!(matches!(
        Career::load(&newer),
        Err(CareerLoadError::TooNew(999))
    ));
    assert!(matches!(
        Career::load(r#"{"credits":5}"#),
        Err(CareerLoadError::NoVersion)
    ));
}

#[test]
fn unknown_cards_are_not_for_sale() {
    let mut d = data();
    d.shop.retain(|i| i.card != card("±1T"));
    let mut c = Career::new(&d).unwrap();
    c.credits = 1_000_000;
    assert_eq!(
        c.buy(card("±1T"), &d),
        Err(CareerError::NotForSale(card("±1T")))
    );
    assert_eq!(c.credits, 1_000_000);
}

#[test]
fn broken_career_data_is_refused() {
    let no_ladder = cantina::games::pazaak::career::BUILTIN_CAREER_JSON
        .replace("\"ladder\": [", "\"ladder\": [], \"unused\": [");
    assert!(CareerData::from_json(&no_ladder).is_err());
}
