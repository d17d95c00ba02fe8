//! Table-driven tests of each UNO rule and option, on pinned deals.

use cantina::games::uno::{
    Action, Card, Color, Direction, DrawnCardPolicy, Event, Face, Goal, Options, Parts, Phase,
    PhaseView, UnoError, UnoGame,
};
use cantina::games::{Game, Outcome};

fn card(code: &str) -> Card {
    Card::from_code(code).unwrap_or_else(|| panic!("bad code {code}"))
}

fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// A pinned game: hands by code, the top card, the draw pile (first drawn first).
fn pinned(hands: &[&str], top: &str, draw: &str, options: Options) -> UnoGame {
    let mut parts = Parts::new(hands.iter().map(|h| cards(h)).collect(), card(top));
    parts.draw_pile = cards(draw);
    parts.options = options;
    UnoGame::from_parts(parts).expect("valid parts")
}

fn play(code: &str) -> Action {
    Action::play(card(code))
}

fn wild(code: &str, color: Color) -> Action {
    Action::play_wild(card(code), color)
}

fn opts() -> Options {
    Options::default()
}

// ----- first card ------------------------------------------------------------------

/// Finds a seed whose round starts with a first card of `face` (and `seats` seats).
fn seed_with_first(seats: usize, face: Face) -> (UnoGame, usize) {
    for seed in 0..5_000 {
        let g = UnoGame::new(seats, opts(), seed).unwrap();
        if g.top_card().face == face {
            let starter = g
                .public_view()
                .recent_events
                .iter()
                .find_map(|e| match e {
                    Event::RoundStarted { starter, .. } => Some(*starter),
                    _ => None,
                })
                .unwrap();
            return (g, starter);
        }
    }
    panic!("no seed opens with {face:?}");
}

#[test]
fn first_card_wild_draw_four_goes_back() {
    let mut found = 0;
    for seed in 0..3_000 {
        let g = UnoGame::new(4, opts(), seed).unwrap();
        assert_ne!(g.top_card().face, Face::WildDrawFour);
        assert_eq!(g.total_cards(), 108);
        if g.public_view()
            .recent_events
            .contains(&Event::FirstCardReturned)
        {
            found += 1;
            assert_eq!(g.discard_len(), 1);
            let events = g.public_view().recent_events;
            assert!(matches!(
                events.last(),
                Some(Event::RoundStarted { .. })
                    | Some(Event::Drew { .. })
                    | Some(Event::Skipped { .. })
                    | Some(Event::Reversed { .. })
            ));
        }
    }
    assert!(found > 0, "some seed turns a Wild Draw Four first");
}

#[test]
fn first_card_wild_lets_the_first_player_name_the_colour() {
    let (mut g, starter) = seed_with_first(4, Face::Wild);
    assert_eq!(g.phase(), &Phase::ChooseColor);
    assert_eq!(g.public_view().color, None);
    let legal = g.legal_actions(starter);
    assert_eq!(legal.len(), 4);
    assert!(legal.iter().all(|a| matches!(a, Action::ChooseColor(_))));
    let other = (starter + 1) % 4;
    assert_eq!(
        g.act(other, &Action::ChooseColor(Color::Blue)),
        Err(UnoError::NotYourTurn)
    );
    assert_eq!(
        g.act(starter, &Action::Draw),
        Err(UnoError::ChooseColorFirst)
    );
    g.act(starter, &Action::ChooseColor(Color::Blue)).unwrap();
    assert_eq!(g.current_color(), Color::Blue);
    assert_eq!(g.current_seat(), starter, "the first player then plays");
}

#[test]
fn first_card_skip_reverse_draw_two() {
    let (g, s) = seed_with_first(4, Face::Skip);
    assert_eq!(g.current_seat(), (s + 1) % 4);

    let (g, s) = seed_with_first(4, Face::Reverse);
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.current_seat(), s);

    let (g, s) = seed_with_first(2, Face::Reverse);
    assert_eq!(g.current_seat(), 1 - s, "with two seats Reverse skips");

    let (g, s) = seed_with_first(4, Face::DrawTwo);
    assert_eq!(g.hand(s).len(), 9);
    assert_eq!(g.current_seat(), (s + 1) % 4);
    assert_eq!(g.total_cards(), 108);
}

#[test]
fn deal_gives_seven_cards_and_a_random_first_seat() {
    let mut starters = std::collections::HashSet::new();
    for seed in 0..200 {
        let g = UnoGame::new(5, opts(), seed).unwrap();
        let drew_two = g.top_card().face == Face::DrawTwo;
        for s in 0..5 {
            let n = g.hand(s).len();
            assert!(n == 7 || (drew_two && n == 9));
        }
        if let Some(Event::RoundStarted { starter, .. }) = g.public_view().recent_events.last() {
            starters.insert(*starter);
        }
    }
    assert!(starters.len() >= 4, "round 1 starts at various seats");
    assert_eq!(UnoGame::new(1, opts(), 0).err(), Some(UnoError::SeatCount));
    assert_eq!(UnoGame::new(11, opts(), 0).err(), Some(UnoError::SeatCount));
}

// ----- turn basics and card effects --------------------------------------------------

#[test]
fn matching_by_colour_number_symbol_and_wild() {
    let g = pinned(&["R3 B7 G5 W Y+2", "R1", "R2"], "G7", "", opts());
    let legal = g.legal_actions(0);
    assert!(legal.contains(&play("B7")), "same number");
    assert!(legal.contains(&play("G5")), "same colour");
    assert!(legal.contains(&wild("W", Color::Red)), "wild");
    assert!(!legal.contains(&play("R3")));
    assert!(legal.contains(&Action::Draw), "drawing is always allowed");
    assert!(matches!(
        g.clone().act(0, &play("R3")),
        Err(UnoError::DoesNotMatch { .. })
    ));
    assert_eq!(
        g.clone().act(0, &Action::play(card("W"))),
        Err(UnoError::ColorRequired)
    );
    assert_eq!(
        g.clone().act(0, &Action::play_wild(card("G5"), Color::Red)),
        Err(UnoError::ColorNotAllowed)
    );
    assert_eq!(g.clone().act(1, &play("R1")), Err(UnoError::NotYourTurn));
    assert_eq!(
        g.clone().act(0, &play("Y9")),
        Err(UnoError::NotInHand(card("Y9")))
    );
}

#[test]
fn skip_reverse_and_draw_two_effects() {
    let mut g = pinned(
        &["RS R1", "R2 R3", "R4 R5", "R6 R7"],
        "R9",
        "B1 B2 B3",
        opts(),
    );
    g.act(0, &play("RS")).unwrap();
    assert_eq!(g.current_seat(), 2, "seat 1 skipped");

    let mut g = pinned(&["RR R1", "R2 R3", "R4 R5", "R6 R7"], "R9", "", opts());
    g.act(0, &play("RR")).unwrap();
    assert_eq!(g.direction(), Direction::CounterClockwise);
    assert_eq!(g.current_seat(), 3);

    let mut g = pinned(&["R+2 R1", "R2 R3", "R4 R5"], "R9", "B1 B2 B3", opts());
    g.act(0, &play("R+2")).unwrap();
    assert_eq!(g.hand(1).len(), 4, "next seat drew two");
    assert_eq!(g.current_seat(), 2, "and lost its turn");
}

#[test]
fn reverse_with_two_seats_acts_as_skip() {
    let mut g = pinned(&["RR R1 R2", "R3 R4"], "R9", "", opts());
    let events = g.act(0, &play("RR")).unwrap();
    assert_eq!(g.current_seat(), 0);
    assert!(events.contains(&Event::Skipped { seat: 1 }));
}

#[test]
fn wild_draw_four_without_challenge_draws_four_and_skips() {
    let o = Options {
        challenge: false,
        ..opts()
    };
    let g = pinned(
        &["W+4 R1 B2", "G1", "G2"],
        "R9",
        "B1 B2 B3 B4 B5",
        o.clone(),
    );
    assert_eq!(
        g.clone().act(0, &wild("W+4", Color::Blue)),
        Err(UnoError::WildDrawFourNotAllowed),
        "holding red, the engine refuses it when nobody could challenge"
    );
    let mut g2 = pinned(&["W+4 Y1 B2", "G1", "G2"], "R9", "B1 B2 B3 B4 B5", o);
    g2.act(0, &wild("W+4", Color::Blue)).unwrap();
    assert_eq!(g2.hand(1).len(), 5);
    assert_eq!(g2.current_seat(), 2);
    assert_eq!(g2.current_color(), Color::Blue);
    // With challenges on it may be played anyway.
    assert!(!g.options().challenge);
    let mut g3 = pinned(&["W+4 R1 B2", "G1", "G2"], "R9", "B1 B2 B3 B4 B5", opts());
    assert!(g3.act(0, &wild("W+4", Color::Blue)).is_ok());
}

// ----- challenge ---------------------------------------------------------------------

#[test]
fn challenge_succeeds_against_an_illegal_wild_draw_four() {
    let mut g = pinned(
        &["W+4 R1 B2", "G1 G2 G5", "G3 G4"],
        "R9",
        "Y1 Y2 Y3 Y4 Y5 Y6",
        opts(),
    );
    let events = g.act(0, &wild("W+4", Color::Blue)).unwrap();
    assert!(events.contains(&Event::DrawPending {
        seat: 1,
        amount: 4,
        can_challenge: true
    }));
    assert_eq!(
        g.legal_actions(1),
        vec![Action::Challenge, Action::AcceptPenalty]
    );
    let events = g.act(1, &Action::Challenge).unwrap();
    assert!(events.contains(&Event::Challenged {
        challenger: 1,
        accused: 0,
        succeeded: true
    }));
    assert_eq!(g.hand(0).len(), 6, "the bluffer draws four");
    assert_eq!(g.hand(1).len(), 3);
    assert_eq!(g.current_seat(), 1, "the challenger plays normally");
    assert_eq!(g.current_color(), Color::Blue);
    let reveal = g
        .seat_view(1)
        .challenge_reveal
        .expect("challenger sees the hand");
    assert_eq!(reveal.accused, 0);
    assert_eq!(reveal.hand, cards("R1 B2"));
    assert!(g.seat_view(2).challenge_reveal.is_none(), "only privately");
    assert!(g.seat_view(0).challenge_reveal.is_none());
}

#[test]
fn the_challenger_sees_the_hand_as_played_not_a_penalty_drawn_since() {
    // Seat 0 plays a Wild Draw Four down to one card without calling UNO!, and its
    // window closes (four penalty cards) before seat 1 challenges.
    let mut g = pinned(
        &["W+4 R1", "G1 G2 G5", "G3 G4"],
        "R9",
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9",
        opts(),
    );
    g.act(0, &wild("W+4", Color::Blue)).unwrap();
    g.uno_window_expired(0);
    assert_eq!(g.hand(0).len(), 5, "the missed call cost four cards");
    g.act(1, &Action::Challenge).unwrap();
    let reveal = g
        .seat_view(1)
        .challenge_reveal
        .expect("challenger sees the hand");
    assert_eq!(
        reveal.hand,
        cards("R1"),
        "only the hand the card was played from"
    );
}

#[test]
fn challenge_fails_against_a_legal_wild_draw_four() {
    let mut g = pinned(
        &["W+4 Y1 B2", "G1 G2", "G3 G4"],
        "R9",
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        opts(),
    );
    g.act(0, &wild("W+4", Color::Blue)).unwrap();
    g.act(1, &Action::Challenge).unwrap();
    assert_eq!(g.hand(1).len(), 8, "the challenger draws six");
    assert_eq!(g.current_seat(), 2, "and loses the turn");
    assert_eq!(g.hand(0).len(), 2);
    // Declining instead just takes the four.
    let mut g = pinned(&["W+4 Y1 B2", "G1 G2", "G3"], "R9", "Y1 Y2 Y3 Y4", opts());
    g.act(0, &wild("W+4", Color::Green)).unwrap();
    g.act(1, &Action::AcceptPenalty).unwrap();
    assert_eq!(g.hand(1).len(), 6);
    assert_eq!(g.current_seat(), 2);
}

// ----- stacking ----------------------------------------------------------------------

#[test]
fn stacking_accumulates_onto_the_seat_that_cannot_stack() {
    let o = Options {
        stacking: true,
        ..opts()
    };
    let mut g = pinned(
        &["R+2 R1", "B+2 B5", "G3 G4"],
        "R9",
        "Y1 Y2 Y3 Y4 Y5 Y6",
        o.clone(),
    );
    g.act(0, &play("R+2")).unwrap();
    assert_eq!(g.current_seat(), 1);
    assert!(g.legal_actions(1).contains(&play("B+2")));
    assert!(g.legal_actions(1).contains(&Action::AcceptPenalty));
    assert_eq!(g.clone().act(1, &play("B5")), Err(UnoError::CannotStack));
    g.act(1, &play("B+2")).unwrap();
    // Seat 2 holds no draw card: it takes all four at once and loses its turn.
    assert_eq!(g.hand(2).len(), 6);
    assert_eq!(g.current_seat(), 0);

    // Mixed: a Wild Draw Four on a Draw Two, then nobody can answer.
    let mut g = pinned(
        &["R+2 R1", "W+4 B5", "G3 G4"],
        "R9",
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        o,
    );
    g.act(0, &play("R+2")).unwrap();
    g.act(1, &wild("W+4", Color::Green)).unwrap();
    assert_eq!(g.hand(2).len(), 8);
    assert_eq!(g.current_seat(), 0);
}

#[test]
fn without_stacking_a_draw_card_cannot_answer() {
    let mut g = pinned(&["R+2 R1", "B+2 B5", "G3 G4"], "R9", "Y1 Y2 Y3", opts());
    g.act(0, &play("R+2")).unwrap();
    assert_eq!(g.hand(1).len(), 4);
    assert_eq!(g.current_seat(), 2);
}

// ----- piles -------------------------------------------------------------------------

#[test]
fn empty_draw_pile_is_refilled_from_the_discard_pile() {
    let mut parts = Parts::new(vec![cards("B1"), cards("G1")], card("R9"));
    parts.discard = cards("Y1 Y2 R9");
    let mut g = UnoGame::from_parts(parts).unwrap();
    let events = g.act(0, &Action::Draw).unwrap();
    assert!(events.contains(&Event::Reshuffled { cards: 2 }));
    assert_eq!(g.discard_len(), 1);
    assert_eq!(g.top_card(), card("R9"));
    assert_eq!(g.deck_len(), 1);
    assert_eq!(g.hand(0).len(), 2);
}

#[test]
fn with_both_piles_empty_a_player_cannot_draw_and_passes() {
    let mut g = pinned(&["B1", "G1"], "R9", "", opts());
    let events = g.act(0, &Action::Draw).unwrap();
    assert!(events.contains(&Event::CannotDraw { seat: 0 }));
    assert_eq!(g.current_seat(), 1);
    assert_eq!(g.hand(0).len(), 1);
}

// ----- drawing options -----------------------------------------------------------------

#[test]
fn drawn_card_policies() {
    for (policy, can_pass, stays) in [
        (DrawnCardPolicy::MayPlay, true, true),
        (DrawnCardPolicy::MustPlay, false, true),
        (DrawnCardPolicy::MustKeep, false, false),
    ] {
        let o = Options {
            drawn_card: policy,
            ..opts()
        };
        let mut g = pinned(&["R1 B3", "G1 G2"], "R9", "R5 B1", o);
        g.act(0, &Action::Draw).unwrap();
        assert_eq!(g.current_seat() == 0, stays, "{policy:?}");
        if stays {
            let legal = g.legal_actions(0);
            assert!(legal.contains(&play("R5")));
            assert_eq!(legal.contains(&Action::Pass), can_pass, "{policy:?}");
            assert_eq!(
                g.clone().act(0, &play("R1")),
                Err(UnoError::OnlyDrawnCard),
                "only the drawn card"
            );
            assert_eq!(g.seat_view(0).drawn_card, Some(card("R5")));
        }
    }
    // An unplayable drawn card ends the turn.
    let mut g = pinned(&["R1 B3", "G1 G2"], "R9", "B1", opts());
    g.act(0, &Action::Draw).unwrap();
    assert_eq!(g.current_seat(), 1);
    // Passing keeps the card.
    let mut g = pinned(&["R1 B3", "G1 G2"], "R9", "R5", opts());
    g.act(0, &Action::Draw).unwrap();
    g.act(0, &Action::Pass).unwrap();
    assert_eq!(g.hand(0).len(), 3);
    assert_eq!(g.current_seat(), 1);
}

#[test]
fn draw_until_playable_keeps_drawing() {
    let o = Options {
        draw_until_playable: true,
        ..opts()
    };
    let mut g = pinned(&["B3 B4", "G1 G2"], "R9", "B1 Y2 R5 G7", o);
    let events = g.act(0, &Action::Draw).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Drew {
            seat: 0,
            count: 3,
            ..
        }
    )));
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.seat_view(0).drawn_card, Some(card("R5")));
    assert_eq!(g.deck_len(), 1);
}

// ----- UNO call ------------------------------------------------------------------------

#[test]
fn missed_uno_call_costs_the_penalty() {
    for penalty in [4u8, 2] {
        let o = Options {
            uno_penalty: penalty,
            ..opts()
        };
        let mut g = pinned(&["R1 R2", "G1 G2", "G3 G4"], "R9", "Y1 Y2 Y3 Y4 Y5", o);
        let events = g.act(0, &play("R1")).unwrap();
        assert!(events.contains(&Event::UnoWindowOpened {
            seat: 0,
            seconds: 5
        }));
        assert_eq!(g.uno_pending(), vec![0]);
        let counter = g.state_counter();
        let events = g.uno_window_expired(0);
        assert!(events.contains(&Event::UnoPenalty {
            seat: 0,
            count: usize::from(penalty)
        }));
        assert_eq!(g.hand(0).len(), 1 + usize::from(penalty));
        assert!(g.state_counter() > counter);
        assert!(g.uno_window_expired(0).is_empty(), "idempotent");
        assert_eq!(g.hand(0).len(), 1 + usize::from(penalty));
        assert!(g.uno_pending().is_empty());
    }
}

#[test]
fn uno_call_before_playing_or_within_the_window_avoids_the_penalty() {
    // Before playing, while holding two cards (even out of turn).
    let mut g = pinned(&["R1 R2", "G1 G2", "G3 G4 G5"], "R9", "Y1 Y2 Y3 Y4", opts());
    assert!(g.legal_actions(1).contains(&Action::CallUno));
    assert!(
        !g.legal_actions(2).contains(&Action::CallUno),
        "three cards"
    );
    assert_eq!(
        g.clone().act(2, &Action::CallUno),
        Err(UnoError::CannotCallUno)
    );
    g.act(0, &Action::CallUno).unwrap();
    let events = g.act(0, &play("R1")).unwrap();
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::UnoWindowOpened { .. })));
    assert!(g.uno_pending().is_empty());
    assert!(g.uno_window_expired(0).is_empty());
    assert_eq!(g.hand(0).len(), 1);

    // After playing, within the window (several seats may be pending at once).
    let mut g = pinned(&["R1 R2", "R3 R4", "G3 G4 G5"], "R9", "Y1 Y2 Y3 Y4", opts());
    g.act(0, &play("R1")).unwrap();
    g.act(1, &play("R3")).unwrap();
    assert_eq!(g.uno_pending(), vec![0, 1]);
    g.act(0, &Action::CallUno).unwrap();
    assert!(g.public_view().seats[0].uno_called);
    assert!(g.uno_window_expired(0).is_empty());
    assert_eq!(g.hand(0).len(), 1);
    assert!(!g.uno_window_expired(1).is_empty());
    assert_eq!(g.hand(1).len(), 5);
}

#[test]
fn no_penalty_once_the_hand_changed() {
    // Seat 0 goes to one card, then is hit by a Draw Two before its window closes.
    let mut g = pinned(&["R1 R2", "R+2 G2 G5"], "R9", "Y1 Y2 Y3 Y4", opts());
    g.act(0, &play("R1")).unwrap();
    g.act(1, &play("R+2")).unwrap();
    assert_eq!(g.hand(0).len(), 3);
    assert!(g.uno_window_expired(0).is_empty());
    assert_eq!(g.hand(0).len(), 3);
}

// ----- seven-0 and jump-in --------------------------------------------------------------

#[test]
fn seven_swaps_with_a_chosen_seat_and_zero_rotates() {
    let o = Options {
        seven_zero: true,
        ..opts()
    };
    let mut g = pinned(&["R7 R1 R2", "G1", "G2 G3 G4 G5"], "R9", "", o.clone());
    assert_eq!(g.clone().act(0, &play("R7")), Err(UnoError::SwapRequired));
    let swap = |t| Action::Play {
        card: card("R7"),
        color: None,
        swap_with: Some(t),
    };
    assert_eq!(g.clone().act(0, &swap(0)), Err(UnoError::BadSwapTarget));
    g.act(0, &swap(1)).unwrap();
    assert_eq!(g.hand(0), cards("G1").as_slice());
    assert_eq!(g.hand(1), cards("R1 R2").as_slice());
    assert_eq!(g.current_seat(), 1);

    let mut g = pinned(&["R0 R1", "G1", "G2 G3"], "R9", "", o);
    g.act(0, &play("R0")).unwrap();
    // Clockwise: each hand passes to the next seat.
    assert_eq!(g.hand(1), cards("R1").as_slice());
    assert_eq!(g.hand(2), cards("G1").as_slice());
    assert_eq!(g.hand(0), cards("G2 G3").as_slice());
    assert!(g.uno_pending().is_empty(), "moved hands carry no UNO duty");

    // Without the option a 7 takes no target.
    let g = pinned(&["R7 R1", "G1"], "R9", "", opts());
    assert_eq!(
        g.clone().act(
            0,
            &Action::Play {
                card: card("R7"),
                color: None,
                swap_with: Some(1)
            }
        ),
        Err(UnoError::SwapNotAllowed)
    );
}

#[test]
fn jump_in_with_an_identical_card() {
    let o = Options {
        jump_in: true,
        ..opts()
    };
    let mut g = pinned(&["B1 B2", "G1 G2", "R9 R4", "Y1 Y2"], "R9", "", o);
    assert!(g.legal_actions(2).contains(&play("R9")));
    assert_eq!(g.clone().act(2, &play("R4")), Err(UnoError::CannotJumpIn));
    let events = g.act(2, &play("R9")).unwrap();
    assert!(events.contains(&Event::JumpedIn {
        seat: 2,
        card: card("R9")
    }));
    assert_eq!(g.current_seat(), 3, "play continues from the jumper");

    let mut g = pinned(&["B1 B2", "G1 G2", "R9 R4", "Y1 Y2"], "R9", "", opts());
    assert_eq!(g.act(2, &play("R9")), Err(UnoError::NotYourTurn));
}

// ----- end of round, scoring, goal -----------------------------------------------------

#[test]
fn a_round_won_with_a_draw_two_still_makes_the_next_seat_draw() {
    let mut g = pinned(&["R+2", "G1 G2", "B5"], "R9", "Y9 RS", opts());
    let events = g.act(0, &play("R+2")).unwrap();
    assert_eq!(g.hand(1).len(), 4);
    // G1 + G2 + Y9 + RS = 1 + 2 + 9 + 20, plus B5.
    assert!(events.contains(&Event::RoundWon {
        seat: 0,
        points: 37
    }));
    assert_eq!(g.outcome(), Some(Outcome::Won(vec![0])));
    assert!(matches!(
        g.public_view().phase,
        PhaseView::MatchOver {
            winner: 0,
            points: 37,
            ..
        }
    ));
    assert!(g.legal_actions(1).is_empty());
    assert_eq!(g.act(1, &Action::Draw), Err(UnoError::MatchOver));
}

#[test]
fn scoring_counts_every_card_kind() {
    let mut g = pinned(&["R1", "RS W+4 B7", "GR G+2 W Y0"], "R9", "", opts());
    let events = g.act(0, &play("R1")).unwrap();
    let expected = 20 + 50 + 7 + 20 + 20 + 50;
    assert!(events.contains(&Event::RoundWon {
        seat: 0,
        points: expected
    }));
    assert_eq!(g.scores()[0], expected);
}

#[test]
fn points_goal_plays_rounds_until_500() {
    let o = Options {
        goal: Goal::Points(500),
        ..opts()
    };
    let mut parts = Parts::new(vec![cards("R1"), cards("W"), cards("G1")], card("R9"));
    parts.options = o.clone();
    parts.current = 2;
    let mut g = UnoGame::from_parts(parts).unwrap();
    assert_eq!(
        g.act(2, &play("G1")).err(),
        Some(UnoError::DoesNotMatch {
            card: card("G1"),
            top: "Red 9".into()
        })
    );
    // Seat 2 draws (nothing left) and passes; seat 0 goes out.
    g.act(2, &Action::Draw).unwrap();
    g.act(0, &play("R1")).unwrap();
    assert_eq!(g.scores()[0], 51);
    assert!(matches!(g.phase(), Phase::RoundOver { winner: 0, .. }));
    assert_eq!(g.outcome(), None);
    assert!(g.legal_actions(1).contains(&Action::NextRound));
    assert_eq!(g.act(1, &Action::Draw), Err(UnoError::RoundOver));
    let events = g.act(1, &Action::NextRound).unwrap();
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::RoundStarted {
                round: 2,
                starter: 0,
                ..
            }
        )),
        "the winner starts"
    );
    assert_eq!(g.total_cards(), 108);
    assert_eq!(g.scores()[0], 51, "scores carry over");

    // Reaching the goal ends the match.
    let mut parts = Parts::new(vec![cards("R1"), cards("W")], card("R9"));
    parts.options = o;
    parts.scores = vec![460, 0];
    let mut g = UnoGame::from_parts(parts).unwrap();
    g.act(0, &play("R1")).unwrap();
    assert_eq!(g.scores()[0], 510);
    assert_eq!(g.outcome(), Some(Outcome::Won(vec![0])));
}

// ----- views, counter, auto actions ------------------------------------------------------

#[test]
fn views_show_only_what_a_seat_may_know() {
    let g = pinned(&["R1 B2 W", "G1 G2", "Y3"], "R9", "B5 B6", opts());
    let v = g.seat_view(0);
    assert_eq!(v.hand, cards("R1 B2 W"));
    assert_eq!(v.playable, vec![true, false, true]);
    assert_eq!(v.discard, cards("R9"));
    let p = &v.public;
    assert_eq!(
        p.seats.iter().map(|s| s.cards).collect::<Vec<_>>(),
        vec![3, 2, 1]
    );
    assert_eq!((p.deck_count, p.discard_count), (2, 1));
    assert_eq!(p.top_card, card("R9"));
    assert_eq!(p.color, Some(Color::Red));
    let other = g.seat_view(1);
    assert_eq!(other.hand, cards("G1 G2"));
    assert!(other.playable.iter().all(|p| !p), "not seat 1's turn");
    let json = serde_json::to_string(&g.public_view()).unwrap();
    assert!(
        !json.contains("\"B\""),
        "no hand contents in the public view"
    );
}

#[test]
fn state_counter_moves_only_on_applied_actions() {
    let mut g = pinned(&["R1 B2", "G1 G2"], "R9", "B5", opts());
    let c0 = g.state_counter();
    assert!(g.act(1, &Action::Draw).is_err());
    assert_eq!(g.state_counter(), c0);
    g.act(0, &Action::Draw).unwrap();
    assert_eq!(g.state_counter(), c0 + 1);
}

#[test]
fn auto_action_covers_every_phase() {
    // Turn: draw.
    let g = pinned(&["R1 B2", "G1 G2"], "R9", "B5", opts());
    assert_eq!(g.auto_action(0), Some(Action::Draw));
    assert_eq!(g.auto_action(1), None);
    // Pending draw: accept.
    let mut g = pinned(&["W+4 B2", "G1 G2"], "R9", "B5 B6 B7 B8", opts());
    g.act(0, &wild("W+4", Color::Blue)).unwrap();
    assert_eq!(g.auto_action(1), Some(Action::AcceptPenalty));
    // Drawn a playable card: pass (or play it when it must be played).
    let mut g = pinned(&["R1 B2", "G1 G2"], "R9", "W", opts());
    g.act(0, &Action::Draw).unwrap();
    assert_eq!(g.auto_action(0), Some(Action::Pass));
    let o = Options {
        drawn_card: DrawnCardPolicy::MustPlay,
        ..opts()
    };
    let mut g = pinned(&["R1 B2 B3", "G1 G2"], "R9", "W", o);
    g.act(0, &Action::Draw).unwrap();
    assert_eq!(g.auto_action(0), Some(wild("W", Color::Blue)));
    // First Wild: name the colour held most.
    let (g, s) = seed_with_first(3, Face::Wild);
    let a = g.auto_action(s).unwrap();
    assert!(g.legal_actions(s).contains(&a));
}

#[test]
fn events_describe_themselves_with_names() {
    let names = vec!["Ana".to_string(), "Bo".to_string()];
    let e = Event::Played {
        seat: 1,
        card: card("W"),
        color: Some(Color::Green),
    };
    assert_eq!(e.describe(&names), "Bo plays Wild and names Green.");
    assert_eq!(
        Event::UnoPenalty { seat: 0, count: 4 }.describe(&names),
        "Ana forgot to call UNO and draws 4."
    );
    assert_eq!(
        Event::UnoCalled { seat: 5 }.describe(&names),
        "Seat 6 calls UNO!"
    );
}

#[test]
fn from_parts_refuses_inconsistent_setups() {
    let mut parts = Parts::new(vec![cards("R1")], card("R9"));
    assert_eq!(
        UnoGame::from_parts(parts.clone()).err(),
        Some(UnoError::SeatCount)
    );
    parts.hands.push(cards("B1"));
    parts.color = Color::Blue;
    assert!(matches!(
        UnoGame::from_parts(parts.clone()),
        Err(UnoError::BadSetup(_))
    ));
    parts.color = Color::Red;
    parts.scores = vec![0, 0];
    assert!(UnoGame::from_parts(parts).is_ok());
}
