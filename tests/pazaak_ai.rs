//! Computer player and view tests: the players only take legal actions and finish
//! matches, make the obvious saves and stands, and see only their own seat's secrets.

use cantina::games::pazaak::ai::{AiLevel, PazaakAi, SeedAi, StrongAi};
use cantina::games::pazaak::{
    Action, FixedDeal, HandSlot, MatchConfig, Pazaak, SideCard, SideDeck,
};
use cantina::games::Game;

fn card(s: &str) -> SideCard {
    s.parse().unwrap()
}

fn deck_with(hand: &[SideCard]) -> SideDeck {
    let mut cards = hand.to_vec();
    while cards.len() < 10 {
        cards.push(SideCard::Plus(1));
    }
    SideDeck::new(cards).unwrap()
}

fn game(hands: [&[&str]; 2], starter: usize, draws: &[u8]) -> Pazaak {
    let hands = hands.map(|h| h.iter().map(|s| card(s)).collect::<Vec<_>>());
    let decks = [deck_with(&hands[0]), deck_with(&hands[1])];
    Pazaak::with_deal(
        3,
        decks,
        MatchConfig::default(),
        FixedDeal {
            hands,
            starter,
            draws: draws.to_vec(),
        },
    )
    .unwrap()
}

fn players() -> Vec<(&'static str, Box<dyn PazaakAi>)> {
    vec![
        ("seed", Box::new(SeedAi)),
        ("strong", Box::new(StrongAi::default())),
    ]
}

#[test]
fn computer_players_finish_matches_with_legal_actions() {
    let deck: Vec<SideCard> = ["+2", "-3", "±1", "±4", "D", "F24", "F36", "±1T", "-6", "+6"]
        .iter()
        .map(|s| card(s))
        .collect();
    let deck = SideDeck::new(deck).unwrap();
    for seed in 0..6 {
        let mut g = Pazaak::new(seed, [deck.clone(), deck.clone()], MatchConfig::default());
        let mut ais = [AiLevel::Strong.player(), AiLevel::Seed.player()];
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            let view = g.seat_view(seat);
            let action = ais[seat].choose(&view);
            assert!(view.legal.contains(&action), "{action:?} not legal");
            g.apply(seat, &action).unwrap();
            steps += 1;
            assert!(steps < 2_000);
        }
        assert!(g.outcome().is_some());
    }
}

#[test]
fn both_players_pull_back_from_a_bust_with_a_minus() {
    for (name, mut ai) in players() {
        let mut g = game([&["-4", "+2"], &[]], 0, &[10, 5, 5, 5, 8]);
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        assert_eq!(g.player(0).unwrap().total(), 23);
        let action = ai.choose(&g.seat_view(0));
        assert_eq!(
            action,
            Action::Play {
                slot: HandSlot(0),
                sign: None
            },
            "{name}"
        );
    }
}

#[test]
fn both_players_stand_when_ahead_of_a_standing_opponent() {
    for (name, mut ai) in players() {
        // s0 10, s1 7, s0 +4, s1 +10 = 17 stands, s0 +4 = 18.
        let mut g = game([&[], &[]], 0, &[10, 7, 4, 10, 4]);
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::Stand).unwrap();
        assert_eq!(g.player(0).unwrap().total(), 18);
        assert_eq!(ai.choose(&g.seat_view(0)), Action::Stand, "{name}");
    }
}

#[test]
fn both_players_draw_on_when_behind_a_standing_opponent() {
    for (name, mut ai) in players() {
        // s0 6, s1 9, s0 +3, s1 +9 = 18 stands, s0 +3 = 12 with only a useless +1.
        let mut g = game([&["+1"], &[]], 0, &[6, 9, 3, 9, 3]);
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::Stand).unwrap();
        assert_eq!(g.player(0).unwrap().total(), 12);
        assert_eq!(ai.choose(&g.seat_view(0)), Action::EndTurn, "{name}");
    }
}

#[test]
fn strong_player_wins_with_a_card_against_a_standing_opponent() {
    // s0 8, s1 9, s0 +4, s1 +9 = 18 stands, s0 +4 = 16: +3 makes 19 and wins the set.
    let mut g = game([&["+3"], &[]], 0, &[8, 9, 4, 9, 4]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    assert_eq!(g.player(0).unwrap().total(), 16);
    let mut ai = StrongAi::default();
    assert_eq!(
        ai.choose(&g.seat_view(0)),
        Action::Play {
            slot: HandSlot(0),
            sign: None
        }
    );
}

#[test]
fn seat_views_hide_the_opponents_hand() {
    let g = game([&["+2"], &["F36", "±1T"]], 0, &[5]);
    let mine = serde_json::to_string(&g.seat_view(0)).unwrap();
    let theirs = serde_json::to_string(&g.seat_view(1)).unwrap();
    let public = serde_json::to_string(&g.public_view()).unwrap();
    assert!(!mine.contains("F36") && !mine.contains("±1T"));
    assert!(theirs.contains("F36") && theirs.contains("±1T"));
    assert!(!public.contains("F36") && !public.contains("\"+2\""));
    let view = g.seat_view(0);
    assert_eq!(view.opponent().hand_cards_left, 2);
    assert_eq!(view.hand.len(), 1);
    assert!(g.seat_view(1).legal.is_empty(), "not seat 1's turn");
}

#[test]
fn card_counting_sees_drawn_values_on_both_tables() {
    // s0 draws 5 and doubles it; s1 draws 5. Counting uses the drawn values.
    let mut g = game([&["D"], &[]], 0, &[5, 5]);
    g.apply(
        0,
        &Action::Play {
            slot: HandSlot(0),
            sign: None,
        },
    )
    .unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    let unseen = g.seat_view(1).unseen_main_cards();
    assert_eq!(unseen[5], 2);
    assert_eq!(unseen[10], 4, "the doubled 5 is not counted as a 10");
    assert_eq!(unseen.iter().map(|c| *c as usize).sum::<usize>(), 38);
    assert_eq!(g.main_deck_left(), 38);
}
