//! Perft counts from data/oril/perft.txt, at the depths that run fast in a debug
//! build (the criterion benchmark asserts all of them).

use cantina::games::oril::perft::{parse_perft_table, perft};

/// Checked here up to this many leaves per depth; deeper counts are in the bench.
const FAST_LEAVES: u64 = 60_000;

#[test]
fn perft_table_matches() {
    let cases =
        parse_perft_table(include_str!("../data/oril/perft.txt")).expect("well-formed table");
    assert!(cases.len() >= 8);
    let mut checked = 0;
    for case in &cases {
        for (i, &want) in case.counts.iter().enumerate() {
            if want > FAST_LEAVES {
                break;
            }
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&case.game, depth),
                want,
                "{} at depth {depth}",
                case.name
            );
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} counts checked");
}
