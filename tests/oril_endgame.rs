//! Endgame tables against an exhaustive search that plays the game's own cycle rule
//! (a position repeated with no capture since ends the game, each side taking its own
//! row): on sampled boards with few stones the searched value lies within the table's
//! bounds, and equals it wherever the table says it is exact.

use cantina::games::oril::ai::prove::{prove, Outcome, ProofLimit};
use cantina::games::oril::board::Board;
use cantina::games::oril::endgame::{table_size, EndgameTable};
use cantina::games::oril::{EndReason, RuleSet};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Stone difference for the mover of a settled board whose stores started at 0.
fn settled_value(b: &Board) -> i32 {
    b.store_lead()
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
        let v = exact_move(board, o, rules, seen, alpha, beta);
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The exact value for the mover of playing row offset `o` from `board` (the last
/// of `seen`), as [`exact`].
fn exact_move(
    board: &Board,
    o: usize,
    rules: RuleSet,
    seen: &mut Vec<Board>,
    alpha: i32,
    beta: i32,
) -> i32 {
    let played = board.play(o, rules);
    let mut next = played.board;
    if played.end.is_some() {
        -settled_value(&next)
    } else if played.captured > 0 {
        next = next.with_stores([0, 0]);
        let mut fresh = vec![next];
        let c = i32::from(played.captured);
        c - exact(&next, rules, &mut fresh, -beta + c, -alpha + c)
    } else if seen.contains(&next) {
        -settled_value(&next.settled(EndReason::Cycle))
    } else {
        seen.push(next);
        let v = -exact(&next, rules, seen, -beta, -alpha);
        seen.pop();
        v
    }
}

fn random_board(rng: &mut ChaCha8Rng, stones: u8) -> Board {
    let mut houses = [0u8; 12];
    for _ in 0..stones {
        houses[rng.gen_range(0..12)] += 1;
    }
    Board::new(houses, [0, 0], rng.gen_range(0..2))
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

/// A board of `stones` stones reached by a capture-free walk, with the boards the
/// walk met before it (oldest first), so a repeat can end the game early.
fn board_with_history(rng: &mut ChaCha8Rng, rules: RuleSet, stones: u8) -> (Board, Vec<Board>) {
    let mut board = random_board(rng, stones);
    let mut history = Vec::new();
    for _ in 0..rng.gen_range(0..10) {
        let moves = board.legal(rules);
        if moves == 0 {
            break;
        }
        let legal: Vec<usize> = (0..6).filter(|o| moves & (1 << o) != 0).collect();
        let played = board.play(legal[rng.gen_range(0..legal.len())], rules);
        if played.captured > 0 || played.end.is_some() || history.contains(&played.board) {
            break;
        }
        history.push(board);
        board = played.board;
    }
    (board, history)
}

#[test]
fn a_proof_with_the_real_history_agrees_with_the_exhaustive_search() {
    const N: u8 = 3;
    let unlimited = ProofLimit {
        nodes: u64::MAX,
        deadline: None,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    for rules in [RuleSet::Oril, RuleSet::Abapa] {
        let table = EndgameTable::build(rules, N);
        let (mut checked, mut history_mattered) = (0, 0);
        while checked < 2000 {
            let stones = rng.gen_range(1..=N);
            let (board, history) = board_with_history(&mut rng, rules, stones);
            if board.legal(rules) == 0 {
                continue;
            }
            // The store difference decides which values win, draw or lose.
            let diff = rng.gen_range(-i32::from(N)..=i32::from(N));
            let mut stores = if diff >= 0 {
                [diff as u8, 0]
            } else {
                [0, (-diff) as u8]
            };
            if board.mover() == 1 {
                stores.reverse();
            }
            let root = board.with_stores(stores);
            let stored = |b: &Board| b.with_stores(stores);
            let stored_history: Vec<Board> = history.iter().map(stored).collect();
            let proof = prove(&root, &stored_history, rules, &table, unlimited).expect("covered");
            let mut seen = history.clone();
            seen.push(board);
            let outcome_of = |v: i32| match (diff + v).signum() {
                1 => Outcome::Win,
                0 => Outcome::Draw,
                _ => Outcome::Loss,
            };
            let mut best = Outcome::Loss;
            let mut keeping = 0u8;
            let moves = board.legal(rules);
            for o in (0..6).filter(|o| moves & (1 << o) != 0) {
                let k = i32::from(N) * 2 + 1;
                let outcome = outcome_of(exact_move(&board, o, rules, &mut seen, -k, k));
                if outcome > best {
                    (best, keeping) = (outcome, 0);
                }
                if outcome == best {
                    keeping |= 1 << o;
                }
            }
            let what = format!(
                "{rules:?} {board:?} after {history:?}, stores {:?}",
                root.stores()
            );
            assert_eq!(proof.outcome, best, "{what}");
            assert!(proof.keeping != 0, "{what}: no move kept");
            assert_eq!(
                proof.keeping & !keeping,
                0,
                "{what}: a move that does not keep it"
            );
            if best == Outcome::Loss {
                assert_eq!(proof.keeping, moves, "{what}: every move loses");
            }
            let fresh = prove(&root, &[], rules, &table, unlimited).expect("covered");
            if fresh.outcome != proof.outcome || fresh.keeping & !keeping != 0 {
                history_mattered += 1;
            }
            checked += 1;
        }
        // The sample must include boards whose history changes the right moves.
        assert!(history_mattered > 0, "{rules:?}: history never mattered");
        eprintln!("{rules:?}: history changed the proof on {history_mattered} of {checked}");
    }
}
