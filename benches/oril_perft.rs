//! Perft benchmark: asserts every count of data/oril/perft.txt (depths 1-8 and the
//! longer forced line), then times depth 6 and 7 from the start position.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use cantina::games::oril::perft::{parse_perft_table, perft};
use cantina::games::oril::{OrilGame, RuleSet, Side};

fn perft_counts(c: &mut Criterion) {
    let cases = match parse_perft_table(include_str!("../data/oril/perft.txt")) {
        Ok(cases) => cases,
        Err(line) => panic!("malformed perft line: {line}"),
    };
    for case in &cases {
        for (i, &want) in case.counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&case.game, depth),
                want,
                "{} at depth {depth}",
                case.name
            );
        }
    }
    let start = OrilGame::new(RuleSet::Oril, Side::South);
    let mut group = c.benchmark_group("oril_perft");
    group.sample_size(10);
    for depth in [6, 7] {
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| {
                assert_eq!(
                    perft(black_box(&start), depth),
                    cases[0].counts[depth as usize - 1]
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, perft_counts);
criterion_main!(benches);
