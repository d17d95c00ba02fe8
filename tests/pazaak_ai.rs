//! Computer player and view tests: the players only take legal actions and finish
//! matches, make the obvious saves and stands, and see only their own seat's secrets.

use cantina::games::pazaak::ai::{AiLevel, PazaakComputer, RuleAi, SeedAi, StrongAi};
use cantina::games::pazaak::{
    Action, FixedDeal, HandSlot, MatchConfig, Pazaak, SeatView, SideCard, SideDeck,
};
use cantina::games::{Computer, Game};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The players decide from the view; the RNG is there for players that sample.
fn rng() -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(7)
}

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

fn players() -> Vec<(&'static str, Box<PazaakComputer>)> {
    vec![
        ("seed", Box::new(SeedAi)),
        ("strong", Box::new(StrongAi::default())),
        ("rule", Box::new(RuleAi)),
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
            let action = ais[seat].choose(&view, &mut rng());
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
        let action = ai.choose(&g.seat_view(0), &mut rng());
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
        assert_eq!(
            ai.choose(&g.seat_view(0), &mut rng()),
            Action::Stand,
            "{name}"
        );
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
        assert_eq!(
            ai.choose(&g.seat_view(0), &mut rng()),
            Action::EndTurn,
            "{name}"
        );
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
        ai.choose(&g.seat_view(0), &mut rng()),
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

/// The arena's side deck: fixed and flexible cards, one of each yellow type.
fn arena_deck() -> SideDeck {
    let cards = ["+2", "+3", "-2", "-3", "±1", "±3", "±4", "D", "F24", "±1T"]
        .iter()
        .map(|s| card(s))
        .collect();
    SideDeck::new(cards).unwrap()
}

/// Plays `matches` matches of strong against rule (seats alternating) and calls `check`
/// with every view a player decides from, its name and its choice.
fn every_decision(matches: u64, mut check: impl FnMut(&str, &SeatView, Action)) {
    let deck = arena_deck();
    for seed in 0..matches {
        let mut g = Pazaak::new(seed, [deck.clone(), deck.clone()], MatchConfig::default());
        let mut ais: [(&str, Box<PazaakComputer>); 2] = [
            ("strong", Box::new(StrongAi::default())),
            ("rule", Box::new(RuleAi)),
        ];
        if seed % 2 == 1 {
            ais.swap(0, 1);
        }
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            let view = g.seat_view(seat);
            let action = ais[seat].1.choose(&view, &mut rng());
            check(ais[seat].0, &view, action);
            g.apply(seat, &action).unwrap();
            steps += 1;
            assert!(steps < 2_000);
        }
    }
}

#[test]
fn strong_and_rule_players_choose_legal_actions_in_many_states() {
    let mut seen = 0;
    every_decision(40, |name, view, action| {
        assert!(view.legal.contains(&action), "{name}: {action:?} not legal");
        seen += 1;
    });
    assert!(seen > 500);
}

#[test]
fn strong_and_rule_players_never_stand_below_a_standing_opponent() {
    let mut checked = 0;
    every_decision(40, |name, view, action| {
        let (me, opp) = (view.me(), view.opponent());
        if opp.standing && me.total < opp.total && me.total <= 20 {
            assert_ne!(
                action,
                Action::Stand,
                "{name} stood on {} against {}",
                me.total,
                opp.total
            );
            checked += 1;
        }
    });
    assert!(checked > 20, "only {checked} such states");
}

#[test]
fn rule_player_takes_an_exact_twenty_card() {
    // s0 10, s1 9, s0 +7 = 17: +3 makes exactly 20.
    let mut g = game([&["+2", "+3"], &[]], 0, &[10, 9, 7]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    assert_eq!(g.player(0).unwrap().total(), 17);
    assert_eq!(
        RuleAi.choose(&g.seat_view(0), &mut rng()),
        Action::Play {
            slot: HandSlot(1),
            sign: None
        }
    );
}

#[test]
fn rule_player_stands_on_eighteen_and_draws_on_seventeen() {
    // s0 10, s1 9, s0 +8 = 18 with nothing useful in hand: stand.
    let mut g = game([&["+5"], &[]], 0, &[10, 9, 8]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    assert_eq!(RuleAi.choose(&g.seat_view(0), &mut rng()), Action::Stand);
    // s0 10, s1 9, s0 +7 = 17 with nothing useful: end the turn.
    let mut g = game([&["+5"], &[]], 0, &[10, 9, 7]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    assert_eq!(RuleAi.choose(&g.seat_view(0), &mut rng()), Action::EndTurn);
}

#[test]
fn strong_player_stands_ahead_of_a_standing_opponent_rather_than_risk_a_draw() {
    // s0 10, s1 9, s0 +6 = 16, s1 +6 = 15 stands, s0 +1 = 17: 17 beats 15, and a
    // draw busts on 4 or more, so standing is right even with a -2 in hand.
    let mut g = game([&["-2"], &[]], 0, &[10, 9, 6, 6, 1]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    assert_eq!(g.player(0).unwrap().total(), 17);
    assert_eq!(
        StrongAi::default().choose(&g.seat_view(0), &mut rng()),
        Action::Stand
    );
}

#[test]
fn strong_player_knowing_the_opponents_hand_plays_whole_matches_legally() {
    let deck = arena_deck();
    for seed in 0..6 {
        let mut g = Pazaak::new(seed, [deck.clone(), deck.clone()], MatchConfig::default());
        let mut steps = 0;
        while let Some(seat) = g.to_act() {
            let view = g.seat_view(seat);
            let action = if seat == 0 {
                let opponent: Vec<SideCard> = g
                    .seat_view(1)
                    .hand
                    .iter()
                    .filter(|h| !h.used)
                    .map(|h| h.card)
                    .collect();
                StrongAi::default().choose_knowing(&view, &opponent)
            } else {
                RuleAi.choose(&view, &mut rng())
            };
            assert!(view.legal.contains(&action), "{action:?} not legal");
            g.apply(seat, &action).unwrap();
            steps += 1;
            assert!(steps < 2_000);
        }
        assert!(g.outcome().is_some());
    }
}

#[test]
fn strong_player_knowing_the_opponents_hand_spends_a_card_only_against_a_rescue() {
    // s0 10, s1 9, s0 +2 = 12, s1 +10 = 19 (not standing), s0 +2 = 14 holding +6
    // (and four +1s, so the +6 is not its last card).
    let decide = |opponent: &[&str]| {
        let mut g = game(
            [&["+6", "+1", "+1", "+1", "+1"], opponent],
            0,
            &[10, 9, 2, 10, 2],
        );
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        g.apply(0, &Action::EndTurn).unwrap();
        g.apply(1, &Action::EndTurn).unwrap();
        assert_eq!(g.player(0).unwrap().total(), 14);
        let hand: Vec<SideCard> = opponent.iter().map(|s| card(s)).collect();
        StrongAi::default().choose_knowing(&g.seat_view(0), &hand)
    };
    let play_six = Action::Play {
        slot: HandSlot(0),
        sign: None,
    };
    // With nothing in hand, the opponent on 19 busts on any draw but an ace: the card
    // is kept (and drawing on costs nothing, as the opponent draws first).
    assert_eq!(decide(&[]), Action::EndTurn);
    // With minus cards it pulls a bust back onto 14-20, so 20 is worth the card.
    assert_eq!(decide(&["-6", "-5", "-4"]), play_six);
}
