//! Property tests: random legal play conserves the 52 cards, legality agrees with
//! apply, and undo restores every earlier state exactly.

use cantina::games::klondike::{Action, Card, Klondike, Move, Options, Pile};
use cantina::games::Game;
use proptest::prelude::*;

fn sorted_cards(game: &Klondike) -> Vec<Card> {
    let mut cards = game.all_cards();
    cards.sort();
    cards
}

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(0u32..3),
    )
        .prop_map(|(three, f2t, auto, redeals)| Options {
            draw: if three {
                cantina::games::klondike::DrawCount::Three
            } else {
                cantina::games::klondike::DrawCount::One
            },
            redeals,
            foundation_to_tableau: f2t,
            auto_play: auto,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_play_conserves_cards_and_undo_restores(
        deal in any::<u64>(),
        options in options_strategy(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 1..150),
    ) {
        let deck: Vec<Card> = Card::deck().collect();
        let mut game = Klondike::new(deal, options);
        let mut earlier = vec![game.clone()];
        for choice in choices {
            let actions: Vec<Action> = game
                .legal_actions(0)
                .into_iter()
                .filter(|a| *a != Action::Resign)
                .collect();
            if actions.is_empty() {
                break;
            }
            let action = *choice.get(&actions);
            game.apply(0, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            prop_assert_eq!(sorted_cards(&game), deck.clone());
            if action == Action::Undo {
                earlier.pop();
                prop_assert_eq!(Some(&game), earlier.last());
            } else {
                earlier.push(game.clone());
            }
        }
        // A stored game comes back identical.
        let json = serde_json::to_string(&game).expect("serialize");
        let back: Klondike = serde_json::from_str(&json).expect("deserialize");
        prop_assert_eq!(&back, &game);
        // Undo all the way back, through every earlier state.
        earlier.pop();
        while let Some(expected) = earlier.pop() {
            if game.is_won() {
                break;
            }
            game.undo().map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&game, &expected);
        }
    }

    #[test]
    fn apply_accepts_exactly_the_listed_moves(
        deal in any::<u64>(),
        warmup in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        from in 1u8..=13, to in 1u8..=13, count in 1u8..=13, stock_move in 0u8..3,
    ) {
        let mut game = Klondike::new(deal, Options::default());
        for choice in warmup {
            let moves = game.legal_moves();
            if moves.is_empty() { break; }
            game.apply_move(*choice.get(&moves)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        let mv = match stock_move {
            0 => Move::Draw,
            1 => Move::Recycle,
            _ => Move::Transfer { from: Pile::new(from).expect("pile"), to: Pile::new(to).expect("pile"), count },
        };
        let listed = game.legal_moves().contains(&mv);
        let before = game.clone();
        let result = game.apply_move(mv);
        prop_assert_eq!(result.is_ok(), listed);
        if result.is_err() {
            prop_assert_eq!(&game, &before);
        }
    }
}
