//! Property tests: random matches with random side decks and random legal play keep the
//! main deck whole, never use a hand card twice, agree on legality, and replay exactly
//! from the seed and the action list (also through a JSON save in the middle).

use cantina::games::pazaak::{
    Action, Event, HandSlot, MatchConfig, Origin, Pazaak, SideCard, SideDeck, Sign,
};
use cantina::games::{Game, Outcome};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn random_deck(rng: &mut ChaCha8Rng) -> SideDeck {
    let all = SideCard::all();
    let cards = (0..10).map(|_| all[rng.gen_range(0..all.len())]).collect();
    SideDeck::new(cards).expect("ten valid cards")
}

/// Every main-deck card this set, in the deck or drawn: read from the saved JSON, which
/// is what a store keeps, so the check needs no private access.
fn main_deck_multiset(g: &Pazaak) -> [usize; 11] {
    let mut counts = [0usize; 11];
    let json = serde_json::to_value(g).unwrap();
    for v in json["main_deck"].as_array().expect("main_deck saved") {
        counts[v.as_u64().unwrap() as usize] += 1;
    }
    for s in 0..2 {
        for c in &g.player(s).unwrap().table {
            if let Origin::Main { drawn } = c.origin {
                counts[drawn as usize] += 1;
            }
        }
    }
    counts
}

fn main_cards_on_tables(g: &Pazaak) -> usize {
    (0..2)
        .map(|s| {
            g.player(s)
                .unwrap()
                .table
                .iter()
                .filter(|c| matches!(c.origin, Origin::Main { .. }))
                .count()
        })
        .sum()
}

/// Play a random match, checking invariants at every step; returns the actions taken.
fn play_random(seed: u64, choice_seed: u64) -> (Pazaak, [SideDeck; 2], Vec<(usize, Action)>) {
    let mut pick = ChaCha8Rng::seed_from_u64(choice_seed);
    let decks = [random_deck(&mut pick), random_deck(&mut pick)];
    let mut g = Pazaak::new(seed, decks.clone(), MatchConfig::default());
    let mut actions = Vec::new();
    while let Some(seat) = g.to_act() {
        assert_eq!(g.main_deck_left() + main_cards_on_tables(&g), 40);
        let counts = main_deck_multiset(&g);
        assert!(counts[1..].iter().all(|n| *n == 4), "{counts:?}");
        let legal = g.legal_actions(seat);
        assert!(!legal.is_empty());
        // Illegal probes are refused and change nothing.
        let before = serde_json::to_string(&g).unwrap();
        let probe = Action::Play {
            slot: HandSlot(pick.gen_range(0..7)),
            sign: if pick.gen_bool(0.5) {
                Some(Sign::Minus)
            } else {
                None
            },
        };
        if !legal.contains(&probe) {
            assert!(g.apply(seat, &probe).is_err());
            assert!(g.apply(1 - seat, &Action::Stand).is_err());
            assert_eq!(serde_json::to_string(&g).unwrap(), before);
        }
        // Lean towards ending turns so sets have some length.
        let action = if pick.gen_bool(0.6) {
            Action::EndTurn
        } else {
            legal[pick.gen_range(0..legal.len())]
        };
        g.apply(seat, &action).expect("a legal action is accepted");
        actions.push((seat, action));
        assert!(actions.len() < 5_000, "match does not end");
    }
    (g, decks, actions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_matches_keep_the_rules(seed in any::<u64>(), choice in any::<u64>()) {
        let (g, decks, actions) = play_random(seed, choice);

        // The match ended with a three-set winner.
        let Some(Outcome::Won(w)) = g.outcome() else { panic!("no winner") };
        prop_assert_eq!(w.len(), 1);
        prop_assert_eq!(g.player(w[0]).unwrap().sets_won, 3);

        // No hand card was used twice: plays per slot at most one, and the used flags
        // match the plays exactly.
        for seat in 0..2 {
            let mut slots: Vec<u8> = actions.iter().filter_map(|(s, a)| match a {
                Action::Play { slot, .. } if *s == seat => Some(slot.0),
                _ => None,
            }).collect();
            let plays = slots.len();
            slots.sort_unstable();
            slots.dedup();
            prop_assert_eq!(slots.len(), plays);
            let used = g.player(seat).unwrap().hand.iter().filter(|h| h.used).count();
            prop_assert_eq!(used, plays);
            let logged = g.log().iter().filter(|e| matches!(e, Event::Played { seat: s, .. } if *s == seat)).count();
            prop_assert_eq!(logged, plays);
        }

        // Replay from the seed and the action list is exact, also through a JSON save.
        let mut replay = Pazaak::new(seed, decks, MatchConfig::default());
        let half = actions.len() / 2;
        for (seat, a) in &actions[..half] {
            replay.apply(*seat, a).unwrap();
        }
        let saved = serde_json::to_string(&replay).unwrap();
        let mut replay: Pazaak = serde_json::from_str(&saved).unwrap();
        for (seat, a) in &actions[half..] {
            replay.apply(*seat, a).unwrap();
        }
        prop_assert_eq!(serde_json::to_string(&replay).unwrap(), serde_json::to_string(&g).unwrap());
    }
}
