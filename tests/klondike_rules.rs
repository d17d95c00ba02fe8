//! Table-driven tests of every move rule: each case is a position, a typed order, and
//! the expected result; refused moves must leave the game unchanged and never appear
//! in the legal move list, accepted ones must appear in it.

#[path = "support/klondike_positions.rs"]
mod klondike_positions;

use cantina::games::klondike::{Card, Klondike, Move, MoveError, Options, Pile};
use klondike_positions::{position, Rest};

fn card(name: &str) -> Card {
    name.parse().expect("test card")
}

fn pile(n: u8) -> Pile {
    Pile::new(n).expect("test pile")
}

/// What a case expects.
enum Expect {
    /// Accepted; afterwards `pile` has this top card (None = empty).
    Top(u8, Option<&'static str>),
    /// Refused with this error.
    Refused(MoveError),
}

struct Case {
    name: &'static str,
    layout: &'static str,
    rest: Rest,
    options: Options,
    order: &'static str,
    expect: Expect,
}

fn case(name: &'static str, layout: &'static str, order: &'static str, expect: Expect) -> Case {
    Case {
        name,
        layout,
        rest: Rest::Stock,
        options: Options::default(),
        order,
        expect,
    }
}

fn cases() -> Vec<Case> {
    use Expect::*;
    let no_f2t = Options {
        foundation_to_tableau: false,
        ..Options::default()
    };
    vec![
        case(
            "waste onto the other colour, one rank up",
            "1 T1: 8♠\n9 WASTE: 7♥",
            "9 1",
            Top(1, Some("7♥")),
        ),
        case(
            "waste onto the same colour",
            "1 T1: 8♠\n9 WASTE: 7♣",
            "9 1",
            Refused(MoveError::DoesNotFit {
                card: card("7♣"),
                onto: card("8♠"),
            }),
        ),
        case(
            "waste onto a wrong rank",
            "1 T1: 9♠\n9 WASTE: 7♥",
            "9 1",
            Refused(MoveError::DoesNotFit {
                card: card("7♥"),
                onto: card("9♠"),
            }),
        ),
        case(
            "a Queen fills no empty pile",
            "1 T1: 8♠\n9 WASTE: Q♥",
            "9 3",
            Refused(MoveError::NeedsKing { card: card("Q♥") }),
        ),
        case(
            "a King fills an empty pile",
            "1 T1: 8♠\n9 WASTE: K♥",
            "9 3",
            Top(3, Some("K♥")),
        ),
        case(
            "an Ace starts a foundation",
            "9 WASTE: A♠",
            "9 12",
            Top(12, Some("A♠")),
        ),
        case(
            "a 2 does not start a foundation",
            "9 WASTE: 2♠",
            "9 10",
            Refused(MoveError::FoundationStart { card: card("2♠") }),
        ),
        case(
            "foundations build by suit",
            "10 F1: A♠\n9 WASTE: 2♥",
            "9 10",
            Refused(MoveError::FoundationOrder {
                card: card("2♥"),
                top: card("A♠"),
            }),
        ),
        case(
            "foundations build up by one",
            "10 F1: A♠\n9 WASTE: 3♠",
            "9 10",
            Refused(MoveError::FoundationOrder {
                card: card("3♠"),
                top: card("A♠"),
            }),
        ),
        case(
            "next card of the suit goes up",
            "10 F1: A♠\n9 WASTE: 2♠",
            "9 10",
            Top(10, Some("2♠")),
        ),
        case(
            "a run moves and the card under it turns",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 10♠",
            "1 2 3",
            Top(1, Some("K♣")),
        ),
        case(
            "the run that fits is found without a count",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 10♠",
            "1 2",
            Top(2, Some("7♦")),
        ),
        case(
            "part of a run moves",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 8♠",
            "1 2",
            Top(1, Some("8♣")),
        ),
        case(
            "a count larger than the face-up run",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 10♠",
            "1 2 4",
            Refused(MoveError::NotEnoughFaceUp {
                pile: pile(1),
                count: 4,
                face_up: 3,
            }),
        ),
        case(
            "a run led by the wrong card",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 10♠",
            "1 2 2",
            Refused(MoveError::DoesNotFit {
                card: card("8♣"),
                onto: card("10♠"),
            }),
        ),
        case(
            "no face-up card fits",
            "1 T1: *K♣ 9♥ 8♣ 7♦\n2 T2: 5♠",
            "1 2",
            Refused(MoveError::NoFittingRun {
                from: pile(1),
                to: pile(2),
            }),
        ),
        case(
            "a run led by a King fills an empty pile",
            "1 T1: *2♣ K♥ Q♣",
            "1 3",
            Top(3, Some("Q♣")),
        ),
        case(
            "a run led by a 9 does not fill an empty pile",
            "2 T2: 9♥ 8♣ 7♦",
            "2 3",
            Refused(MoveError::NeedsKing { card: card("9♥") }),
        ),
        case(
            "tableau top to a foundation",
            "1 T1: *5♣ A♦",
            "1 13",
            Top(1, Some("5♣")),
        ),
        case(
            "only one card at a time goes up",
            "1 T1: *K♣ 9♥ 8♣",
            "1 13 2",
            Refused(MoveError::OneCardToFoundation),
        ),
        case(
            "a foundation card comes back",
            "10 F1: A♥ 2♥ 3♥\n1 T1: 4♠",
            "10 1",
            Top(10, Some("2♥")),
        ),
        case(
            "nothing moves between foundations",
            "10 F1: A♥\n11 F2: A♠",
            "10 11",
            Refused(MoveError::FoundationToFoundation),
        ),
        case(
            "the stock only turns onto the waste",
            "1 T1: 8♠",
            "8 1",
            Refused(MoveError::StockOnlyToWaste),
        ),
        case(
            "nothing goes onto the waste",
            "1 T1: 8♠",
            "1 9",
            Refused(MoveError::OnlyStockToWaste),
        ),
        case(
            "a move needs two piles",
            "1 T1: 8♠",
            "1 1",
            Refused(MoveError::SamePile),
        ),
        case(
            "pile numbers stop at 13",
            "1 T1: 8♠",
            "1 14",
            Refused(MoveError::NoSuchPile(14)),
        ),
        case(
            "a move is two or three numbers",
            "1 T1: 8♠",
            "move it",
            Refused(MoveError::BadOrder("move it".into())),
        ),
        case(
            "an empty pile gives nothing",
            "1 T1: 8♠",
            "3 1",
            Refused(MoveError::PileEmpty(pile(3))),
        ),
        case(
            "an empty waste gives nothing",
            "1 T1: 8♠",
            "9 1",
            Refused(MoveError::WasteEmpty),
        ),
        case(
            "the waste gives one card at a time",
            "1 T1: 8♠\n9 WASTE: 6♥ 7♥",
            "9 1 2",
            Refused(MoveError::OneCardOnly),
        ),
        case(
            "turning the stock",
            "1 T1: 8♠\n8 STOCK: 5♦",
            "8 9",
            Top(9, Some("5♦")),
        ),
        case(
            "recycling needs an empty stock",
            "1 T1: 8♠\n9 WASTE: 5♦",
            "9 8",
            Refused(MoveError::StockNotEmpty),
        ),
        Case {
            rest: Rest::Waste,
            ..case(
                "recycling turns the waste over",
                "1 T1: 8♠",
                "9 8",
                Top(9, None),
            )
        },
        Case {
            rest: Rest::Waste,
            ..case(
                "an empty stock cannot turn",
                "1 T1: 8♠",
                "8 9",
                Refused(MoveError::StockEmpty),
            )
        },
        Case {
            rest: Rest::Waste,
            options: Options {
                redeals: Some(0),
                ..Options::default()
            },
            ..case(
                "no redeal left",
                "1 T1: 8♠",
                "9 8",
                Refused(MoveError::NoRedealsLeft),
            )
        },
        Case {
            options: no_f2t,
            ..case(
                "foundation cards stay up when the option is off",
                "10 F1: A♥ 2♥ 3♥\n1 T1: 4♠",
                "10 1",
                Refused(MoveError::NoFoundationToTableau),
            )
        },
    ]
}

fn top_of(game: &Klondike, number: u8) -> Option<Card> {
    match number {
        1..=7 => game.column(number as usize - 1).and_then(|c| c.top()),
        8 => game.stock().last().copied(),
        9 => game.waste().last().copied(),
        n => game.foundation_top(n as usize - 10),
    }
}

#[test]
fn every_move_rule() {
    for case in cases() {
        let mut game = position(case.layout, case.rest, case.options);
        let before = serde_json::to_string(&game).expect("serialize");
        let result = game.play(case.order);
        match (&case.expect, result) {
            (Expect::Top(pile, top), Ok(mv)) => {
                let original: Klondike = serde_json::from_str(&before).expect("deserialize");
                assert!(
                    original.legal_moves().contains(&mv),
                    "{}: {mv} not listed",
                    case.name
                );
                assert_eq!(top_of(&game, *pile), top.map(card), "{}", case.name);
                assert_eq!(game.all_cards().len(), 52, "{}", case.name);
            }
            (Expect::Refused(expected), Err(error)) => {
                assert_eq!(&error, expected, "{}", case.name);
                assert_eq!(
                    serde_json::to_string(&game).expect("serialize"),
                    before,
                    "{}",
                    case.name
                );
            }
            (_, result) => panic!("{}: unexpected {result:?}", case.name),
        }
    }
}

#[test]
fn refused_typed_moves_are_never_listed() {
    for case in cases() {
        let game = position(case.layout, case.rest, case.options);
        let legal = game.legal_moves();
        for from in 1..=13 {
            for to in 1..=13 {
                for count in 1..=4 {
                    let mv = Move::Transfer {
                        from: pile(from),
                        to: pile(to),
                        count,
                    };
                    assert_eq!(
                        game.check(&mv).is_ok(),
                        legal.contains(&mv),
                        "{}: {mv}",
                        case.name
                    );
                }
            }
        }
        for mv in [Move::Draw, Move::Recycle] {
            assert_eq!(
                game.check(&mv).is_ok(),
                legal.contains(&mv),
                "{}: {mv}",
                case.name
            );
        }
    }
}

#[test]
fn refusals_read_like_the_rules() {
    let mut game = position(
        "1 T1: 9♠\n2 T2: 8♠\n9 WASTE: 7♥",
        Rest::Stock,
        Options::default(),
    );
    let error = game.play("9 1").expect_err("7♥ on 9♠");
    assert_eq!(
        error.to_string(),
        "7♥ cannot go on 9♠: a red 7 goes on a black 8"
    );
    let error = game.play("9 3").expect_err("7♥ on an empty pile");
    assert_eq!(
        error.to_string(),
        "only a King may fill an empty pile (7♥ is not one)"
    );
    assert!(game.play("9 2").is_ok());
}

#[test]
fn draw_three_turns_three_or_what_is_left() {
    let mut game = position(
        "1 T1: 8♠\n8 STOCK: 2♦ 3♦ 4♦ 5♦ 6♦",
        Rest::Waste,
        Options::draw_three(),
    );
    let waste_before = game.waste().len();
    game.play("8 9").expect("turn three");
    assert_eq!(game.waste().len(), waste_before + 3);
    assert_eq!(game.waste().last(), Some(&card("4♦")));
    game.play("8 9").expect("turn the last two");
    assert_eq!(game.waste().last(), Some(&card("2♦")));
    assert!(game.stock().is_empty());
    game.undo().expect("undo");
    assert_eq!(game.stock(), &[card("2♦"), card("3♦")]);
}

#[test]
fn auto_play_sends_only_safe_cards() {
    // 3♥ needs both black 2s up before it is safe; A♣ and 2♣ are always safe.
    let mut game = position(
        "1 T1: A♣\n2 T2: 2♣\n3 T3: 3♥\n10 F1: A♥ 2♥\n11 F2: A♠",
        Rest::Stock,
        Options::default(),
    );
    let made = game.auto_play();
    assert_eq!(made.len(), 2);
    assert_eq!(
        game.foundation_height(cantina::games::klondike::Suit::Clubs),
        2
    );
    assert_eq!(game.column(2).and_then(|c| c.top()), Some(card("3♥")));
    // One undo takes the whole automatic chain back.
    game.undo().expect("undo");
    assert_eq!(game.column(0).and_then(|c| c.top()), Some(card("A♣")));
    assert_eq!(game.column(1).and_then(|c| c.top()), Some(card("2♣")));
}

#[test]
fn a_card_brought_down_stays_down_under_auto_play() {
    // 3♥ is safe (both black 2s are up), yet the player brings it down onto 4♠ to hold
    // 2♠: automatic play must not send it straight back.
    let options = Options {
        auto_play: true,
        ..Options::default()
    };
    let mut game = position(
        "1 T1: 4♠\n10 F1: A♥ 2♥ 3♥\n11 F2: A♠ 2♠\n12 F3: A♣ 2♣",
        Rest::Stock,
        options,
    );
    game.play("10 1").expect("3♥ comes down");
    assert_eq!(game.column(0).and_then(|c| c.top()), Some(card("3♥")));
    // A later move lets it go up again as usual.
    game.play("11 1").expect("2♠ comes down onto it");
    game.play("1 11").expect("and goes back up");
    assert_eq!(game.column(0).and_then(|c| c.top()), Some(card("4♠")));
}

const STUCK: &str = "1 T1: *A♠ *A♥ 2♥\n2 T2: *A♦ *A♣ 2♦\n3 T3: *K♠ *K♥ 2♠\n4 T4: *K♦ *K♣ 2♣\n5 T5: *J♠ *J♣ Q♥\n6 T6: *J♥ Q♠\n7 T7: *J♦ Q♦";

#[test]
fn stuck_when_nothing_can_progress() {
    // Aces, Kings and Jacks are all face down, so nothing in the waste fits anywhere
    // and no tableau move turns a card.
    let game = position(STUCK, Rest::Waste, Options::default());
    assert!(game.is_stuck());
    // A 3♥ instead of Q♦ takes a black 2 from another pile, turning a card.
    let game = position(&STUCK.replace("Q♦", "3♥"), Rest::Waste, Options::default());
    assert!(!game.is_stuck());
    // A Jack anywhere in the stock or waste keeps the game alive too.
    let game = position(
        &STUCK.replace("*J♣", "*10♦"),
        Rest::Waste,
        Options::default(),
    );
    assert!(!game.is_stuck());
    assert!(!Klondike::new(1, Options::default()).is_stuck());
}

/// A game played on and on keeps a bounded history: Undo goes back at most
/// `UNDO_DEPTH` steps, the moves made still count every move, and the stored game stays
/// the same size however long it is played.
#[test]
fn the_undo_history_is_capped_so_a_long_game_stays_small() {
    use cantina::games::klondike::UNDO_DEPTH;
    let mut game = Klondike::new(7, Options::default());
    let mut sizes = Vec::new();
    for made in 1..=3 * UNDO_DEPTH {
        // Turn the stock over and over (unlimited redeals): always legal.
        let mv = if game.legal_moves().contains(&Move::Draw) {
            Move::Draw
        } else {
            Move::Recycle
        };
        game.apply_move(mv).unwrap();
        assert_eq!(game.moves_made(), made);
        if made % UNDO_DEPTH == 0 {
            sizes.push(serde_json::to_string(&game).unwrap().len());
        }
    }
    assert!(
        sizes.windows(2).all(|w| w[1] <= w[0] + 16),
        "the stored game grows: {sizes:?}"
    );
    let mut undos = 0;
    while game.undo().is_ok() {
        undos += 1;
    }
    assert_eq!(undos, UNDO_DEPTH, "Undo goes back as far as the cap");
    assert_eq!(game.moves_made(), 2 * UNDO_DEPTH);
}
