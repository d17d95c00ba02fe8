//! The compact search board against `Position`: the same legal moves, the same
//! boards after every move, the same captures and ends, in both rule sets, over
//! positions from random games and random stone layouts (many of them sparse, where
//! feeding, six-house captures and Abapa's take-nothing rule come up).

use cantina::games::oril::board::Board;
use cantina::games::oril::{House, Position, RuleSet, Side};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Checks one position; returns how many moves were compared.
fn cross_check(p: &Position, rules: RuleSet) -> usize {
    let b = Board::from_position(p);
    assert_eq!(b.to_position(), *p);
    assert_eq!(b.end_reason(), p.end_reason(), "{p}");
    let legal = p.legal_moves(rules);
    let mask = b.legal(rules);
    let from_mask: Vec<House> = House::ALL
        .into_iter()
        .filter(|h| mask & (1 << (h.number() - 1)) != 0)
        .collect();
    assert_eq!(from_mask, legal, "{p}\n{rules:?}");
    for h in legal {
        let t = p.play(h, rules).expect("legal");
        let o = usize::from(h.number() - 1);
        let played = b.play(o, rules);
        assert_eq!(played.board.to_position(), t.position, "{p}\nhouse {h}");
        assert_eq!(played.captured, t.captured, "{p}\nhouse {h}");
        assert_eq!(played.end, t.end, "{p}\nhouse {h}");
        if t.captured > 0 {
            assert!(b.may_capture(o), "{p}\nhouse {h} captured unannounced");
        }
    }
    let candidates = b.capture_candidates();
    for o in 0..6 {
        assert_eq!(
            candidates & (1 << o) != 0,
            b.may_capture(o),
            "{p}\ncapture candidates {candidates:06b}, house {}",
            o + 1
        );
    }
    let restocked = b.with_stores([7, 9]);
    assert_eq!(restocked.stores(), [7, 9]);
    assert_eq!(
        (restocked.houses(), restocked.mover()),
        (b.houses(), b.mover())
    );
    let other_side = b.flipped();
    assert_eq!(other_side.mover(), 1 - b.mover());
    assert_ne!(b.hash(), other_side.hash());
    mask.count_ones() as usize
}

fn random_layout(rng: &mut ChaCha8Rng) -> Position {
    loop {
        let on_board = rng.gen_range(1..=48u32);
        let mut houses = [0u8; 12];
        // Sparse boards often: a few houses get all the stones.
        let spots = rng.gen_range(1..=12);
        for _ in 0..on_board {
            let i = if rng.gen_bool(0.8) {
                rng.gen_range(0..spots)
            } else {
                rng.gen_range(0..12)
            };
            houses[i] += 1;
        }
        houses.rotate_left(rng.gen_range(0..12));
        let rest = 48 - on_board as u8;
        let south = rng.gen_range(0..=rest);
        let side = if rng.gen() { Side::South } else { Side::North };
        if let Ok(p) = Position::new(&houses, [south, rest - south], side) {
            return p;
        }
    }
}

#[test]
fn random_layouts_agree() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut moves = 0;
    for _ in 0..100_000 {
        let p = random_layout(&mut rng);
        for rules in [RuleSet::Oril, RuleSet::Abapa] {
            moves += cross_check(&p, rules);
        }
    }
    assert!(moves > 300_000, "only {moves} moves compared");
}

#[test]
fn random_games_agree() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut positions = 0;
    for g in 0..2_000 {
        let rules = if g % 2 == 0 {
            RuleSet::Oril
        } else {
            RuleSet::Abapa
        };
        let mut p = Position::start(if rng.gen() { Side::South } else { Side::North });
        for _ in 0..300 {
            cross_check(&p, rules);
            positions += 1;
            let legal = p.legal_moves(rules);
            if legal.is_empty() {
                break;
            }
            let h = legal[rng.gen_range(0..legal.len())];
            p = p.play(h, rules).expect("legal").position;
        }
    }
    assert!(positions > 50_000, "only {positions} positions");
}

/// The seed's strategy terms written out plainly, to pin the lane-at-a-time version.
fn plain_strategy(h: &[u8; 12], side: usize) -> i32 {
    let mut score = 0;
    for &s in &h[side * 6..side * 6 + 6] {
        let s = i32::from(s);
        score += if s >= 12 { 60 } else { 0 } + if s > 0 { 20 } else { 0 } + 6 * s;
    }
    let theirs = (1 - side) * 6;
    let mut target = [false; 12];
    for o in 0..6 {
        let s = usize::from(h[theirs + o]);
        if (1..12).contains(&s) {
            target[(theirs + o + s) % 12] = true;
        }
    }
    let exposed = (side * 6..side * 6 + 6)
        .filter(|&i| target[i] && (1..=2).contains(&h[i]))
        .count() as i32;
    score - 20 * exposed
}

#[test]
fn evaluation_matches_the_plain_terms() {
    use cantina::games::oril::ai::eval::{evaluate, Evaluation};
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..20_000 {
        let p = random_layout(&mut rng);
        let me = p.to_move().index();
        let s = p.stores();
        let material = (i32::from(s[me]) - i32::from(s[1 - me])) * 100;
        let want = material + plain_strategy(p.houses(), me) - plain_strategy(p.houses(), 1 - me);
        assert_eq!(evaluate(&p, Evaluation::Strategic), want, "{p}");
        assert_eq!(evaluate(&p, Evaluation::Material), material, "{p}");
    }
}

/// Distinct boards must not share a table hash in any regular way: the search checks
/// its table entries by the hash alone. Two boards whose changes cancel out in a
/// linear fold of the word (North's houses 1-2 holding 2,3 or 3,2, South's houses 5-6
/// holding 0,8 or 8,0) once did; so did hundreds of the positions a few plies deep.
#[test]
fn distinct_boards_do_not_share_a_hash() {
    let pair = |north: [u8; 2], south: [u8; 2]| {
        let mut houses = [4u8; 12];
        houses[4..6].copy_from_slice(&south);
        houses[6..8].copy_from_slice(&north);
        Board::new(houses, [3, 5], 1)
    };
    let (a, b) = (pair([2, 3], [0, 8]), pair([3, 2], [8, 0]));
    assert_ne!(a.key(), b.key());
    assert_ne!(a.hash(), b.hash());

    // Every board within eight plies of the start, and of two random layouts.
    let mut seen = std::collections::HashMap::new();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let roots = [
        Board::from_position(&Position::start(Side::South)),
        Board::from_position(&random_layout(&mut rng)),
        Board::from_position(&random_layout(&mut rng)),
    ];
    let mut frontier = roots.to_vec();
    for _ in 0..8 {
        let mut next = Vec::new();
        for board in frontier {
            if seen
                .insert(board.hash(), board.key())
                .is_some_and(|k| k != board.key())
            {
                panic!("two boards share hash {:#x}", board.hash());
            }
            let mut mask = board.legal(RuleSet::Oril);
            while mask != 0 {
                let o = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let played = board.play(o, RuleSet::Oril);
                if played.end.is_none() {
                    next.push(played.board);
                }
            }
        }
        frontier = next;
    }
    assert!(seen.len() > 100_000, "only {} boards", seen.len());
}
