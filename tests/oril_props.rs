//! Property tests: random games keep 48 stones, and `legal_moves` agrees with what
//! `play` accepts in every position met.

use cantina::games::oril::ai::{choose_move, Budget, Player};
use cantina::games::oril::{House, OrilGame, RuleSet, Side};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn rules_strategy() -> impl Strategy<Value = RuleSet> {
    prop_oneof![Just(RuleSet::Oril), Just(RuleSet::Abapa)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn random_games_conserve_stones_and_legality_agrees(
        rules in rules_strategy(),
        south_first in any::<bool>(),
        choices in proptest::collection::vec(0usize..6, 400),
    ) {
        let first = if south_first { Side::South } else { Side::North };
        let mut game = OrilGame::new(rules, first);
        for &c in &choices {
            prop_assert_eq!(game.position().total(), 48);
            if game.is_over() {
                prop_assert!(game.legal_moves().is_empty());
                break;
            }
            let legal = game.legal_moves();
            prop_assert!(!legal.is_empty(), "a game in play always has a move");
            for house in House::ALL {
                let mut trial = game.clone();
                let accepted = trial.play(house).is_ok();
                prop_assert_eq!(accepted, legal.contains(&house), "house {}", house);
                if !accepted {
                    prop_assert_eq!(&trial, &game);
                }
            }
            let house = legal[c % legal.len()];
            let before_stores = game.position().stores();
            let t = game.play(house).expect("a listed move is accepted");
            prop_assert_eq!(t.position.total(), 48);
            // Stores never shrink.
            let after = game.position().stores();
            prop_assert!(after[0] >= before_stores[0] && after[1] >= before_stores[1]);
        }
        prop_assert_eq!(game.position().total(), 48);
        if let Some(winner) = game.winner() {
            let s = game.scores();
            prop_assert!(s[winner.index()] > s[winner.opponent().index()]);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn computer_players_only_choose_legal_moves(
        seed in any::<u64>(),
        opening in proptest::collection::vec(0usize..6, 0..30),
    ) {
        let mut game = OrilGame::new(RuleSet::Oril, Side::South);
        for &c in &opening {
            let legal = game.legal_moves();
            if legal.is_empty() { break; }
            game.play(legal[c % legal.len()]).expect("legal");
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for player in Player::ALL {
            // Small budgets keep this fast; legality does not depend on depth.
            let budget = Some(Budget::depth(3));
            let choice = choose_move(&game, player, budget, &Instant::now, &mut rng);
            match choice {
                Some(h) => prop_assert!(game.legal_moves().contains(&h), "{:?} chose {}", player, h),
                None => prop_assert!(game.is_over()),
            }
        }
    }
}
