//! One conformance test run on every game through the shared `Game` trait: from many
//! seeds, random legal play must never be refused, `is_legal` must agree with
//! `legal_actions`, someone must be able to act until the game is over, and a refused
//! action must leave the game as it was.

use cantina::games::{klondike, oril, pazaak, uno, Game};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Debug;

/// Play up to `max_steps` random legal actions; returns how many were applied.
fn play_randomly<G>(mut game: G, seed: u64, max_steps: usize) -> usize
where
    G: Game + Clone + Debug,
    G::Action: Debug,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut steps = 0;
    while game.outcome().is_none() && steps < max_steps {
        let seats = game.seats_to_act();
        assert!(
            !seats.is_empty(),
            "nobody may act in an unfinished game: {game:?}"
        );
        let seat = *seats.choose(&mut rng).unwrap();
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} must act but has no legal action"
        );
        // Every legal action is accepted by a copy; one of them is played for real.
        for action in &legal {
            assert!(game.is_legal(seat, action));
            let mut copy = game.clone();
            copy.apply(seat, action)
                .unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
        }
        // An action of another seat's list is refused for a seat not allowed it, unchanged.
        for other in 0..game.seat_count() {
            if other == seat {
                continue;
            }
            for action in game.legal_actions(other) {
                if !game.is_legal(seat, &action) {
                    let before = format!("{game:?}");
                    assert!(game.apply(seat, &action).is_err());
                    assert_eq!(
                        before,
                        format!("{game:?}"),
                        "a refused action changed the game"
                    );
                }
            }
        }
        let action = legal[rng.gen_range(0..legal.len())].clone();
        game.apply(seat, &action).unwrap();
        steps += 1;
    }
    steps
}

#[test]
fn uno_conforms() {
    for seed in 0..40 {
        let seats = 2 + (seed as usize % 5);
        let game = uno::UnoGame::new(seats, uno::Options::default(), seed).unwrap();
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn oril_conforms() {
    for seed in 0..40 {
        let rules = if seed % 2 == 0 {
            oril::RuleSet::Oril
        } else {
            oril::RuleSet::Abapa
        };
        let game = oril::OrilGame::with_random_first(rules, seed);
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn pazaak_conforms() {
    let cards: Vec<pazaak::SideCard> = pazaak::SideCard::all().into_iter().take(10).collect();
    for seed in 0..40 {
        let deck = pazaak::SideDeck::new(cards.clone()).unwrap();
        let game = pazaak::Pazaak::new(seed, [deck.clone(), deck], pazaak::MatchConfig::default());
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn klondike_conforms() {
    for seed in 0..20 {
        let game = klondike::Klondike::new(seed, klondike::Options::default());
        assert!(play_randomly(game, seed, 200) > 0);
    }
}
