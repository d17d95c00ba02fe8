//! Computer players: the seed's chooser against hand-worked values, and every level
//! taking a winning capture when one is on the board.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use cantina::games::oril::ai::seed::{diferenca, melhor_jogada};
use cantina::games::oril::ai::{analyse, choose_move, Budget, Player};
use cantina::games::oril::{House, OrilGame, Position, RuleSet, Side};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn south_row(row: [u8; 6]) -> Position {
    let mut houses = row.to_vec();
    let on_row: u8 = row.iter().sum();
    // Park the rest on North's house 1 so the total is 48.
    houses.extend([48 - on_row, 0, 0, 0, 0, 0]);
    Position::new(&houses, [0, 0], Side::South).expect("valid")
}

#[test]
fn diferenca_counts_moves_that_keep_stones_home() {
    // Worked by hand from the thesis's code: 0 once a sowing reaches the opponent.
    assert_eq!(diferenca(&south_row([0, 0, 0, 0, 0, 1]), 5), 0);
    assert_eq!(diferenca(&south_row([0, 0, 0, 0, 2, 0]), 4), 0);
    assert_eq!(diferenca(&south_row([0, 0, 0, 0, 1, 0]), 4), 1);
    assert_eq!(diferenca(&south_row([0, 0, 0, 1, 0, 0]), 3), 2);
    assert_eq!(diferenca(&south_row([1, 0, 0, 0, 0, 0]), 0), 5);
}

#[test]
fn melhor_jogada_breaks_ties_by_diferenca() {
    // At depth 1 every opening move is worth 0; house 1 has diferenca 1 and house 2
    // has 3 (4 0 5 5 5 5 -> house 1 -> house 2), houses 3-6 reach North at once.
    let start = Position::start(Side::South);
    assert_eq!(melhor_jogada(&start, RuleSet::Oril, 1), House::new(2).ok());
}

#[test]
fn every_level_takes_a_winning_capture() {
    // House 6 captures 3 for 25; house 4 sows quietly.
    let p =
        Position::new(&[0, 0, 0, 1, 0, 1, 2, 5, 0, 0, 0, 0], [22, 17], Side::South).expect("valid");
    let game = OrilGame::from_position(RuleSet::Oril, p);
    let six = House::new(6).ok();
    for player in Player::ALL {
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let budget = Some(Budget::depth(4));
            assert_eq!(
                choose_move(&game, player, budget, &Instant::now, &mut rng),
                six,
                "{player:?}"
            );
        }
    }
}

#[test]
fn easy_varies_its_opening_but_searchers_are_repeatable() {
    let game = OrilGame::new(RuleSet::Oril, Side::South);
    let easy: HashSet<Option<House>> = (0..40)
        .map(|seed| {
            choose_move(
                &game,
                Player::Easy,
                None,
                &Instant::now,
                &mut ChaCha8Rng::seed_from_u64(seed),
            )
        })
        .collect();
    assert!(easy.len() >= 2, "Easy always opened with {easy:?}");
    let medium: HashSet<Option<House>> = (0..5)
        .map(|seed| {
            choose_move(
                &game,
                Player::Medium,
                Some(Budget::depth(4)),
                &Instant::now,
                &mut ChaCha8Rng::seed_from_u64(seed),
            )
        })
        .collect();
    assert_eq!(medium.len(), 1);
}

#[test]
fn no_move_once_the_game_is_over() {
    let p =
        Position::new(&[1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [23, 23], Side::South).expect("valid");
    let game = OrilGame::from_position(RuleSet::Oril, p);
    assert!(game.is_over());
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for player in Player::ALL {
        assert_eq!(
            choose_move(&game, player, None, &Instant::now, &mut rng),
            None
        );
    }
}

#[test]
fn a_time_budget_is_measured_on_the_clock_the_caller_lends() {
    let game = OrilGame::new(RuleSet::Oril, Side::South);
    let budget = Budget {
        depth: Some(6),
        time: Some(Duration::from_nanos(1)),
        nodes: None,
    };
    // A clock that stands still: however long the search takes, its nanosecond lasts.
    let frozen = Instant::now();
    let report = analyse(&game, Player::Hard, budget, &|| frozen).expect("a move");
    assert_eq!(report.depth, 6);
    // A clock an hour further on at every reading after the first: the search stops
    // before it finishes a single iteration.
    let readings = std::cell::Cell::new(0u32);
    let racing = || {
        readings.set(readings.get() + 1);
        frozen + Duration::from_secs(3600) * (readings.get() - 1)
    };
    let report = analyse(&game, Player::Hard, budget, &racing).expect("a move");
    assert_eq!(report.depth, 0);
    assert!(readings.get() >= 2);
}

/// A position some random plies into a game (`None` if the game ended first).
fn random_game(rng: &mut ChaCha8Rng, plies: usize) -> Option<OrilGame> {
    use rand::seq::SliceRandom;
    let mut game = OrilGame::new(RuleSet::Oril, Side::South);
    for _ in 0..plies {
        let house = *game.legal_moves().choose(rng)?;
        game.play(house).ok()?;
    }
    (!game.legal_moves().is_empty()).then_some(game)
}

#[test]
fn the_table_and_move_ordering_keep_the_minimax_value() {
    use cantina::games::oril::ai::search::search;
    use cantina::games::oril::ai::{Evaluation, SearchConfig};
    let plain = SearchConfig {
        evaluation: Evaluation::Strategic,
        ordering: false,
        table_bits: 0,
        reductions: false,
        prove_endgames: false,
    };
    // A small table, so its two-entry buckets are contended and replaced often.
    let tabled = SearchConfig {
        ordering: true,
        table_bits: 10,
        ..plain
    };
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let mut checked = 0;
    while checked < 150 {
        let plies = 6 + checked % 30;
        let Some(game) = random_game(&mut rng, plies) else {
            continue;
        };
        let history = game.positions_since_capture();
        let history = &history[..history.len() - 1];
        let value = |config| {
            search(
                game.position(),
                history,
                game.rules(),
                config,
                Budget::depth(5),
                &Instant::now,
            )
            .map(|r| r.score)
        };
        assert_eq!(value(tabled), value(plain), "after {plies} plies: {game:?}");
        checked += 1;
    }
}
