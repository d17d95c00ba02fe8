//! Endgame tables against an exhaustive search that plays the game's own cycle rule
//! (a position repeated with no capture since ends the game, each side taking its own
//! row): on sampled boards with few stones the searched value lies within the table's
//! bounds, and equals it wherever the table says it is exact.

use cantina::games::oril::board::Board;
use cantina::games::oril::endgame::{table_size, EndgameTable};
use cantina::games::oril::{EndReason, RuleSet};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Stone difference for the mover of a settled board whose stores started at 0.
fn settled_value(b: &Board) -> i32 {
    let me = usize::from(b.mover);
    i32::from(b.stores[me]) - i32::from(b.stores[1 - me])
}

/// The exact value (stones the mover takes from here minus the opponent's) with
/// `seen` the positions since the last capture, `board` included; alpha-beta over the
/// whole game tree, no table.
fn exact(board: &Board, rules: RuleSet, seen: &mut Vec<Board>, mut alpha: i32, beta: i32) -> i32 {
    if let Some(reason) = board.board_end() {
        return settled_value(&board.settled(reason));
    }
    let mut best = i32::MIN;
    let mut mask = board.moves(rules);
    while mask != 0 {
        let o = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let played = board.play(o, rules);
        let mut next = played.board;
        let v = if played.end.is_some() {
            -settled_value(&next)
        } else if played.captured > 0 {
            next.stores = [0, 0];
            let mut fresh = vec![next];
            i32::from(played.captured)
                - exact(
                    &next,
                    rules,
                    &mut fresh,
                    -beta + i32::from(played.captured),
                    -alpha + i32::from(played.captured),
                )
        } else if seen.contains(&next) {
            -settled_value(&next.settled(EndReason::Cycle))
        } else {
            seen.push(next);
            let v = -exact(&next, rules, seen, -beta, -alpha);
            seen.pop();
            v
        };
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

fn random_board(rng: &mut ChaCha8Rng, stones: u8) -> Board {
    let mut houses = [0u8; 12];
    for _ in 0..stones {
        houses[rng.gen_range(0..12)] += 1;
    }
    Board {
        houses,
        stores: [0, 0],
        mover: rng.gen_range(0..2),
    }
}

#[test]
fn table_sizes_count_every_board() {
    // Stars and bars: boards of at most n stones in 12 houses = C(n + 12, 12).
    assert_eq!(table_size(0), 1);
    assert_eq!(table_size(1), 13);
    assert_eq!(table_size(2), 91);
    assert_eq!(table_size(15), 17_383_860);
}

#[test]
fn table_bounds_hold_the_searched_value() {
    const N: u8 = 3;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for rules in [RuleSet::Oril, RuleSet::Abapa] {
        // The exhaustive search grows too fast beyond three stones for a test.
        let table = EndgameTable::build(rules, N);
        assert_eq!(table.len() as u64, table_size(usize::from(N)));
        let (mut exact_seen, mut checked) = (0, 0);
        for _ in 0..200 {
            let stones = rng.gen_range(1..=N);
            let b = random_board(&mut rng, stones);
            let bounds = table.probe(&b).expect("covered");
            let k = i32::from(b.on_board());
            let v = exact(&b, rules, &mut vec![b], -k - 1, k + 1);
            assert!(
                i32::from(bounds.lo) <= v && v <= i32::from(bounds.hi),
                "{rules:?} {b:?}: searched {v}, table {bounds:?}"
            );
            if let Some(e) = bounds.exact() {
                assert_eq!(i32::from(e), v, "{rules:?} {b:?}");
                exact_seen += 1;
            }
            checked += 1;
        }
        assert!(
            exact_seen * 2 > checked,
            "{rules:?}: only {exact_seen} of {checked} exact"
        );
    }
}

#[test]
fn a_table_survives_saving_and_loading() {
    let table = EndgameTable::build(RuleSet::Abapa, 4);
    let path = std::env::temp_dir().join(format!("oril-endgame-test-{}.bin", std::process::id()));
    table.save(&path).expect("saved");
    let loaded = EndgameTable::load(&path, RuleSet::Abapa, 4).expect("loaded");
    assert!(EndgameTable::load(&path, RuleSet::Oril, 4).is_err());
    let _ = std::fs::remove_file(&path);
    assert_eq!(loaded, table);
}
