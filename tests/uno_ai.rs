//! Behaviour of the computer players: seed rules for Classic, legality for both,
//! challenge reading for Strong.

use cantina::games::uno::ai::{seed_color, AiKind, ClassicAi, StrongAi, UnoComputer};
use cantina::games::uno::{Action, Card, Color, Options, Parts, UnoGame};
use cantina::games::Computer;
use cantina::games::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn cards(codes: &str) -> Vec<Card> {
    codes
        .split_whitespace()
        .map(|c| Card::from_code(c).unwrap())
        .collect()
}

fn pinned(hands: &[&str], top: &str, draw: &str) -> UnoGame {
    let mut parts = Parts::new(
        hands.iter().map(|h| cards(h)).collect(),
        Card::from_code(top).unwrap(),
    );
    parts.draw_pile = cards(draw);
    UnoGame::from_parts(parts).unwrap()
}

/// How often Classic plays `code` from seat 0 over `trials` random draws.
fn classic_share(g: &UnoGame, code: &str, trials: u64) -> f64 {
    let target = Card::from_code(code).unwrap();
    let view = g.seat_view(0);
    let mut hits = 0;
    for seed in 0..trials {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if let Action::Play { card, .. } = ClassicAi.choose(&view, &mut rng) {
            if card == target {
                hits += 1;
            }
        }
    }
    hits as f64 / trials as f64
}

#[test]
fn classic_weights_follow_seed_000() {
    // Next seat holds 5 cards: Skip (20) beats a 9 with P(20u > 9v) = 1 - 9/40.
    let g = pinned(&["R9 RS B1", "G1 G2 G3 G4 G5", "Y1"], "R5", "");
    let share = classic_share(&g, "RS", 2_000);
    assert!((0.72..0.83).contains(&share), "Skip share {share}");
    // Next seat holds 3 cards: Draw Two weighs 200 against a 9.
    let g = pinned(&["R9 R+2 B1", "G1 G2 G3", "Y1"], "R5", "");
    let share = classic_share(&g, "R+2", 2_000);
    assert!(share > 0.95, "Draw Two share {share}");
    // Nothing playable: draw.
    let g = pinned(&["B9 B1 G3", "G1 G2 G3", "Y1"], "R5", "Y5");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(ClassicAi.choose(&g.seat_view(0), &mut rng), Action::Draw);
}

#[test]
fn classic_names_the_seed_002_colour_and_calls_uno() {
    // Only the wild is playable; the hand's strongest colour is Green (5+4 vs 4+2).
    let g = pinned(&["W G+2 G5 B4 B0 Y1", "G1 G2 G3", "Y1"], "R5", "");
    let view = g.seat_view(0);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    assert_eq!(seed_color(&view.hand), Color::Green);
    assert_eq!(
        ClassicAi.choose(&view, &mut rng),
        Action::play_wild(Card::wild(), Color::Green)
    );
    let g = pinned(&["R1 R2", "G1 G2 G3", "Y1"], "R5", "");
    assert_eq!(ClassicAi.choose(&g.seat_view(0), &mut rng), Action::CallUno);
}

#[test]
fn strong_never_bluffs_and_reads_challenges() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    // Holding red, Strong plays red rather than a Wild Draw Four.
    let g = pinned(&["W+4 R1 B2 B3", "G1 G2 G3", "Y1 Y2"], "R5", "");
    let a = StrongAi::default().choose(&g.seat_view(0), &mut rng);
    assert_eq!(a, Action::play(Card::from_code("R1").unwrap()));

    // A Wild Draw Four from a big hand on red is probably a bluff: challenge.
    let mut g = pinned(
        &["W+4 B1 B2 G3 G4 Y5 Y6 B7 G8", "G1 G2 G3", "Y1 Y2"],
        "R5",
        "Y9 Y8 Y7 Y6 Y5 Y4 Y3",
    );
    g.act(0, &Action::play_wild(Card::wild_draw_four(), Color::Blue))
        .unwrap();
    let a = StrongAi::default().choose(&g.seat_view(1), &mut rng);
    assert_eq!(a, Action::Challenge);

    // From a two-card hand it is probably honest: take the four.
    let mut g = pinned(&["W+4 B1", "G1 G2 G3", "Y1 Y2"], "R5", "Y9 Y8 Y7 Y6 Y5");
    g.act(0, &Action::CallUno).unwrap();
    g.act(0, &Action::play_wild(Card::wild_draw_four(), Color::Blue))
        .unwrap();
    let a = StrongAi::default().choose(&g.seat_view(1), &mut rng);
    assert_eq!(a, Action::AcceptPenalty);
}

#[test]
fn both_players_only_choose_legal_actions_under_every_option() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for seed in 0..60u64 {
        let options = Options {
            stacking: seed % 2 == 0,
            seven_zero: seed % 3 == 0,
            jump_in: seed % 5 < 2,
            draw_until_playable: seed % 7 == 0,
            ..Options::default()
        };
        let seats = 2 + (seed as usize % 5);
        let mut g = UnoGame::new(seats, options, seed).unwrap();
        let mut players: Vec<Box<UnoComputer>> = (0..seats)
            .map(|s| {
                if s % 2 == 0 {
                    AiKind::Strong.player()
                } else {
                    AiKind::Classic.player()
                }
            })
            .collect();
        let mut steps = 0;
        while g.outcome().is_none() {
            steps += 1;
            assert!(steps < 5_000, "AI game {seed} does not end");
            let seat = g.seats_to_act()[0];
            let view = g.seat_view(seat);
            let a = players[seat].choose(&view, &mut rng);
            assert!(view.legal.contains(&a), "{a:?} is not legal");
            g.act(seat, &a).unwrap();
            // AI seats always call, so no UNO window stays open.
            assert!(g.uno_pending().is_empty());
        }
    }
}
