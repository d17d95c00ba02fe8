//! Engine speed: moves per second, for random play (listing the legal moves and
//! applying one) and for apply + undo alone.
//!
//! cargo bench --bench klondike_moves   (throughput is reported in moves per second)

use cantina::games::klondike::{Klondike, Move, Options};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MOVES: u64 = 1_000;

/// Play `MOVES` random legal moves over as many deals as needed; returns the count
/// played (checked against `MOVES`, so the bench measures what it claims).
fn random_play(seed: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Klondike::new(rng.gen(), Options::default());
    let mut played = 0;
    while played < MOVES {
        let moves = game.legal_moves();
        if moves.is_empty() || game.moves_made() > 300 {
            game = Klondike::new(rng.gen(), Options::default());
            continue;
        }
        let mv = moves[rng.gen_range(0..moves.len())];
        if game.apply_move(mv).is_ok() {
            played += 1;
        }
    }
    played
}

/// A mid-game position and its legal moves, for apply + undo.
fn mid_game() -> (Klondike, Vec<Move>) {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut game = Klondike::new(5, Options::default());
    for _ in 0..40 {
        let moves = game.legal_moves();
        let mv = moves[rng.gen_range(0..moves.len())];
        let _ = game.apply_move(mv);
    }
    let moves = game.legal_moves();
    (game, moves)
}

fn bench(c: &mut Criterion) {
    assert_eq!(random_play(1), MOVES);
    let mut group = c.benchmark_group("klondike");
    group.throughput(Throughput::Elements(MOVES));
    group.bench_function("random play (legal moves + apply)", |b| {
        b.iter(|| random_play(black_box(1)))
    });
    let (mut game, moves) = mid_game();
    assert!(!moves.is_empty());
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("apply + undo", |b| {
        b.iter(|| {
            for &mv in &moves {
                game.apply_move(black_box(mv)).expect("legal");
                game.undo().expect("undo");
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
