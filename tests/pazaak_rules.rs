//! Rule tests for the Pazaak engine: one table of card effects, then the stands, busts,
//! Tiebreakers, set starters and refusals, all on prepared deals.

use cantina::games::pazaak::{
    Action, DeckError, Event, FixedDeal, HandSize, HandSlot, MatchConfig, Pazaak, PazaakError,
    Phase, SetDecision, SideCard, SideDeck, Sign, StandReason,
};
use cantina::games::{Game, Outcome};

fn card(s: &str) -> SideCard {
    s.parse().expect("test card")
}

/// A side deck holding `hand` plus filler cards up to ten.
fn deck_with(hand: &[SideCard]) -> SideDeck {
    let mut cards = hand.to_vec();
    while cards.len() < 10 {
        cards.push(SideCard::Plus(1));
    }
    SideDeck::new(cards).expect("test deck")
}

fn game(hands: [&[&str]; 2], starter: usize, draws: &[u8]) -> Pazaak {
    let hands = hands.map(|h| h.iter().map(|s| card(s)).collect::<Vec<_>>());
    let decks = [deck_with(&hands[0]), deck_with(&hands[1])];
    Pazaak::with_deal(
        42,
        decks,
        MatchConfig::default(),
        FixedDeal {
            hands,
            starter,
            draws: draws.to_vec(),
        },
    )
    .expect("valid deal")
}

fn play(slot: u8, sign: Option<Sign>) -> Action {
    Action::Play {
        slot: HandSlot(slot),
        sign,
    }
}

fn values(g: &Pazaak, seat: usize) -> Vec<i32> {
    g.player(seat)
        .expect("seat")
        .table
        .iter()
        .map(|c| c.value)
        .collect()
}

fn total(g: &Pazaak, seat: usize) -> i32 {
    g.player(seat).expect("seat").total()
}

/// A card test: seat 0 runs `steps` over its turns; seat 1 draws a 10 and stands on
/// its first turn.
struct CardCase {
    name: &'static str,
    hand: &'static [&'static str],
    /// Seat 0's draws, one per turn.
    draws: &'static [u8],
    steps: &'static [Action],
    /// Seat 0's table values afterwards.
    table: &'static [i32],
}

const P: Option<Sign> = Some(Sign::Plus);
const M: Option<Sign> = Some(Sign::Minus);

const CARD_CASES: &[CardCase] = &[
    CardCase {
        name: "plus adds its value",
        hand: &["+3"],
        draws: &[5],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: None,
        }],
        table: &[5, 3],
    },
    CardCase {
        name: "minus subtracts its value",
        hand: &["-4"],
        draws: &[10],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: None,
        }],
        table: &[10, -4],
    },
    CardCase {
        name: "plus/minus played as plus",
        hand: &["±2"],
        draws: &[5],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: P,
        }],
        table: &[5, 2],
    },
    CardCase {
        name: "plus/minus played as minus",
        hand: &["±6"],
        draws: &[9],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: M,
        }],
        table: &[9, -6],
    },
    CardCase {
        name: "double after a 5 makes it 10 and is worth 0",
        hand: &["D"],
        draws: &[5],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: None,
        }],
        table: &[10, 0],
    },
    CardCase {
        name: "double only touches this turn's draw",
        hand: &["D"],
        draws: &[3, 4],
        steps: &[
            Action::EndTurn,
            Action::Play {
                slot: HandSlot(0),
                sign: None,
            },
        ],
        table: &[3, 8, 0],
    },
    CardCase {
        name: "flip 2&4 turns mixed signs both ways",
        hand: &["-4", "F24"],
        draws: &[2, 4],
        steps: &[
            Action::Play {
                slot: HandSlot(0),
                sign: None,
            },
            Action::EndTurn,
            Action::Play {
                slot: HandSlot(1),
                sign: None,
            },
        ],
        table: &[-2, 4, -4, 0],
    },
    CardCase {
        name: "flip 3&6 leaves other values alone",
        hand: &["+6", "F36"],
        draws: &[3, 5],
        steps: &[
            Action::Play {
                slot: HandSlot(0),
                sign: None,
            },
            Action::EndTurn,
            Action::Play {
                slot: HandSlot(1),
                sign: None,
            },
        ],
        table: &[-3, -6, 5, 0],
    },
    CardCase {
        name: "tiebreaker plays as minus one",
        hand: &["±1T"],
        draws: &[5],
        steps: &[Action::Play {
            slot: HandSlot(0),
            sign: M,
        }],
        table: &[5, -1],
    },
];

#[test]
fn each_card_changes_the_table_as_the_rules_say() {
    for case in CARD_CASES {
        // Seat 1 draws a 10 after seat 0's first draw and stands.
        let mut draws = vec![case.draws[0], 10];
        draws.extend(&case.draws[1..]);
        let mut g = game([case.hand, &[]], 0, &draws);
        let mut seat1_stood = false;
        for action in case.steps {
            g.apply(0, action)
                .unwrap_or_else(|e| panic!("{}: {action:?} refused: {e}", case.name));
            if !seat1_stood && g.to_act() == Some(1) {
                g.apply(1, &Action::Stand).expect("seat 1 stands");
                seat1_stood = true;
            }
        }
        assert_eq!(values(&g, 0), case.table, "{}", case.name);
        assert_eq!(
            total(&g, 0),
            case.table.iter().sum::<i32>(),
            "{}",
            case.name
        );
    }
}

#[test]
fn tiebreaker_last_on_one_side_wins_the_tie() {
    // s0 10, s1 10, s0 9 + T(+1) = 20 (stands), s1 10 = 20 (stands).
    let mut g = game([&["±1T"], &[]], 0, &[10, 10, 9, 10]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &play(0, P)).unwrap();
    let r = g.results()[0];
    assert_eq!(r.totals, [20, 20]);
    assert_eq!(r.winner, Some(0));
    assert_eq!(r.decision, SetDecision::Tiebreaker);
}

#[test]
fn tiebreakers_last_on_both_sides_tie() {
    let mut g = game([&["±1T"], &["±1T"]], 0, &[10, 10, 9, 9]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &play(0, P)).unwrap();
    g.apply(1, &play(0, P)).unwrap();
    let r = g.results()[0];
    assert_eq!(r.totals, [20, 20]);
    assert_eq!(r.winner, None);
    assert_eq!(r.decision, SetDecision::Tie);
    assert_eq!(
        g.player(0).unwrap().sets_won + g.player(1).unwrap().sets_won,
        0
    );
}

#[test]
fn tiebreaker_not_last_does_not_break_the_tie() {
    // s0 9 + T(+1) = 10, s1 10, s0 10 -> 20 (stands), s1 10 -> 20 (stands).
    let mut g = game([&["±1T"], &[]], 0, &[9, 10, 10, 10]);
    g.apply(0, &play(0, P)).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    let r = g.results()[0];
    assert_eq!(r.decision, SetDecision::Tie);
    assert_eq!(r.winner, None);
}

#[test]
fn nine_cards_stand_automatically() {
    // s0 draws 1,1,1,1,2,2,2,2,3 = 15 over nine turns; s1 stands on 10.
    let mut g = game([&[], &[]], 0, &[1, 10, 1, 1, 1, 2, 2, 2, 2, 3]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    for _ in 0..7 {
        g.apply(0, &Action::EndTurn).unwrap();
    }
    assert!(g.log().contains(&Event::Stood {
        seat: 0,
        reason: StandReason::NineCards
    }));
    let r = g.results()[0];
    assert_eq!(r.totals, [15, 10]);
    assert_eq!(r.winner, Some(0));
}

#[test]
fn a_hand_card_counts_towards_nine_cards() {
    // Eight draws plus one hand card make nine.
    let mut g = game([&["+1"], &[]], 0, &[1, 10, 1, 1, 1, 2, 2, 2, 2]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    for _ in 0..6 {
        g.apply(0, &Action::EndTurn).unwrap();
    }
    assert_eq!(g.player(0).unwrap().table.len(), 8);
    g.apply(0, &play(0, None)).unwrap();
    assert!(g.log().contains(&Event::Stood {
        seat: 0,
        reason: StandReason::NineCards
    }));
    assert_eq!(g.results()[0].totals, [13, 10]);
}

#[test]
fn exactly_twenty_stands_automatically() {
    let mut g = game([&[], &[]], 0, &[10, 5, 10]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    // Seat 0 drew its second 10: 20, stood, and the turn passed.
    assert!(g.player(0).unwrap().standing);
    assert!(g.log().contains(&Event::Stood {
        seat: 0,
        reason: StandReason::Twenty
    }));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn over_twenty_at_the_end_of_the_turn_loses_the_set() {
    let mut g = game([&["+1"], &[]], 0, &[10, 5, 5, 5, 8]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    // Seat 0 drew 8: 23, and may still act before the turn ends.
    assert_eq!(total(&g, 0), 23);
    assert_eq!(g.to_act(), Some(0));
    g.apply(0, &Action::EndTurn).unwrap();
    let r = g.results()[0];
    assert_eq!(r.winner, Some(1));
    assert_eq!(r.decision, SetDecision::Bust);
    assert_eq!(g.player(1).unwrap().sets_won, 1);
}

#[test]
fn a_minus_in_the_same_turn_saves_from_a_bust() {
    let mut g = game([&["-4"], &[]], 0, &[10, 5, 5, 5, 8]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::EndTurn).unwrap();
    assert_eq!(total(&g, 0), 23);
    g.apply(0, &play(0, None)).unwrap();
    g.apply(0, &Action::Stand).unwrap();
    assert!(g.results().is_empty(), "no set ended");
    assert_eq!(total(&g, 0), 19);
    assert!(g.player(0).unwrap().standing);
}

#[test]
fn the_loser_starts_the_next_set() {
    let mut g = game([&[], &[]], 0, &[10, 5, 9]);
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    g.apply(0, &Action::Stand).unwrap(); // 19 vs 5: seat 0 wins
    assert_eq!(g.results()[0].winner, Some(0));
    assert!(g.log().contains(&Event::SetStarted {
        number: 2,
        starter: 1
    }));
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.player(0).unwrap().table.len(), 0);
}

#[test]
fn three_sets_win_the_match() {
    // Seat 0 wins sets by standing on its draw while seat 1 busts or trails.
    let mut g = game([&[], &[]], 0, &[10]);
    let mut guard = 0;
    while g.outcome().is_none() && guard < 10_000 {
        let seat = g.to_act().unwrap();
        // Seat 1 always stands at once; seat 0 draws to 15 and more.
        let action = if seat == 1 || total(&g, 0) >= 15 {
            Action::Stand
        } else {
            Action::EndTurn
        };
        g.apply(seat, &action).unwrap();
        guard += 1;
    }
    let Some(Outcome::Won(w)) = g.outcome() else {
        panic!("match did not end")
    };
    let winner = w[0];
    assert_eq!(g.player(winner).unwrap().sets_won, 3);
    assert!(g.player(1 - winner).unwrap().sets_won < 3);
    assert!(matches!(g.phase(), Phase::Over { .. }));
    assert!(g.seats_to_act().is_empty());
    assert_eq!(g.apply(0, &Action::EndTurn), Err(PazaakError::MatchOver));
}

#[test]
fn only_one_hand_card_per_turn_and_the_state_stays_unchanged() {
    let mut g = game([&["+1", "+2"], &[]], 0, &[5]);
    g.apply(0, &play(0, None)).unwrap();
    let before = serde_json::to_string(&g).unwrap();
    assert_eq!(
        g.apply(0, &play(1, None)),
        Err(PazaakError::AlreadyPlayedThisTurn)
    );
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Play { .. })));
}

#[test]
fn refusals_are_typed_and_readable() {
    let mut g = game([&["±3", "+2"], &[]], 0, &[5]);
    let before = serde_json::to_string(&g).unwrap();
    let cases = [
        (1, Action::EndTurn, PazaakError::NotYourTurn),
        (0, play(0, None), PazaakError::SignNeeded(card("±3"))),
        (0, play(1, P), PazaakError::SignNotAllowed(card("+2"))),
        (0, play(7, None), PazaakError::NoSuchSlot),
        (5, Action::Stand, PazaakError::NoSuchSeat),
    ];
    for (seat, action, err) in cases {
        assert_eq!(g.apply(seat, &action), Err(err.clone()), "{action:?}");
        assert!(!g.is_legal(seat, &action));
        assert!(!err.to_string().is_empty());
    }
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    assert_eq!(
        PazaakError::SignNeeded(card("±3")).to_string(),
        "Choose + or - for ±3."
    );
    // A used card cannot come back in a later turn.
    g.apply(0, &play(1, None)).unwrap();
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Stand).unwrap();
    if g.to_act() == Some(0) {
        assert_eq!(g.apply(0, &play(1, None)), Err(PazaakError::CardUsed));
    }
}

#[test]
fn hands_are_dealt_from_the_side_deck_in_the_chosen_size() {
    let cards: Vec<SideCard> = ["+1", "+2", "+3", "-1", "-2", "±1", "±2", "D", "F24", "±1T"]
        .iter()
        .map(|s| card(s))
        .collect();
    let deck = SideDeck::new(cards.clone()).unwrap();
    for (size, n) in [(HandSize::Five, 5), (HandSize::Four, 4)] {
        let g = Pazaak::new(
            9,
            [deck.clone(), deck.clone()],
            MatchConfig { hand_size: size },
        );
        for seat in 0..2 {
            let hand = &g.player(seat).unwrap().hand;
            assert_eq!(hand.len(), n);
            let mut left = cards.clone();
            for h in hand {
                let at = left.iter().position(|c| *c == h.card).expect("from deck");
                left.remove(at);
            }
        }
    }
}

#[test]
fn side_decks_need_exactly_ten_real_cards() {
    let nine = vec![SideCard::Plus(1); 9];
    let err = SideDeck::new(nine).unwrap_err();
    assert_eq!(err, DeckError::WrongSize(9));
    assert_eq!(
        err.to_string(),
        "A side deck needs exactly 10 cards; this one has 9."
    );
    let mut bad = vec![SideCard::Plus(1); 9];
    bad.push(SideCard::Minus(7));
    assert_eq!(
        SideDeck::new(bad).unwrap_err(),
        DeckError::InvalidCard(SideCard::Minus(7))
    );
    assert!("+7".parse::<SideCard>().is_err());
    assert!(serde_json::from_str::<SideDeck>(r#"["+1","+2"]"#).is_err());
}

#[test]
fn card_text_round_trips() {
    for c in SideCard::all() {
        assert_eq!(c.to_string().parse::<SideCard>(), Ok(c));
        let json = serde_json::to_string(&c).unwrap();
        assert_eq!(serde_json::from_str::<SideCard>(&json).unwrap(), c);
    }
}

#[test]
fn impossible_deals_are_refused() {
    let deck = deck_with(&[]);
    let too_many_fives = FixedDeal {
        hands: [vec![], vec![]],
        starter: 0,
        draws: vec![5; 5],
    };
    assert!(Pazaak::with_deal(
        1,
        [deck.clone(), deck.clone()],
        MatchConfig::default(),
        too_many_fives
    )
    .is_err());
    let foreign_hand = FixedDeal {
        hands: [vec![SideCard::Double], vec![]],
        starter: 0,
        draws: vec![],
    };
    assert!(Pazaak::with_deal(
        1,
        [deck.clone(), deck],
        MatchConfig::default(),
        foreign_hand
    )
    .is_err());
}

/// Over 20 on one's own turn is not a bust yet (a minus card may still save the set),
/// so the table shows that seat's turn, not BUST.
#[test]
fn a_total_over_20_on_ones_own_turn_is_shown_as_the_turn_not_a_bust() {
    use cantina::games::pazaak::{MatchAction, PazaakMatch};
    use cantina::render::pazaak::SeatStatus;
    use cantina::screens::pazaak::views::table_scene;
    let names = ["alice".to_string(), "bob".to_string()];
    let mut checked = 0;
    for seed in 0..200 {
        let mut m = PazaakMatch::with_decks(
            [deck_with(&[]), deck_with(&[])],
            false,
            MatchConfig::default(),
            seed,
        );
        // End every turn until a seat on turn has drawn past 20.
        for _ in 0..60 {
            let Some(game) = m.engine() else { break };
            let Some(seat) = game.to_act() else { break };
            if game.public_view().seats[seat].total > 20 {
                let scene =
                    table_scene(&m, &names, None, [false, false], cantina::i18n::Lang::EnUs);
                assert_eq!(scene.seats[seat].status, SeatStatus::Turn, "seed {seed}");
                checked += 1;
                break;
            }
            if m.act(seat, &MatchAction::Play(Action::EndTurn)).is_err() {
                break;
            }
        }
    }
    assert!(checked > 10, "only {checked} deals went over 20 on a turn");
}
