//! Deals (by number and by explicit order), the text board, and the Game contract.

#[path = "support/klondike_positions.rs"]
mod klondike_positions;

use cantina::games::klondike::{Action, Card, DealError, Klondike, Move, MoveError, Options};
use cantina::games::{Game, Outcome};

fn card(name: &str) -> Card {
    name.parse().expect("test card")
}

#[test]
fn a_deal_number_always_gives_the_same_deal() {
    let a = Klondike::new(42, Options::default());
    assert_eq!(a, Klondike::new(42, Options::default()));
    assert_ne!(a.columns(), Klondike::new(43, Options::default()).columns());
    for (i, column) in a.columns().iter().enumerate() {
        assert_eq!(column.cards().len(), i + 1);
        assert_eq!(column.hidden(), i);
    }
    assert_eq!(a.stock().len(), 24);
    let mut cards = a.all_cards();
    cards.sort();
    assert_eq!(cards, Card::deck().collect::<Vec<_>>());
}

#[test]
fn an_explicit_order_is_dealt_in_rounds() {
    let order: Vec<Card> = Card::deck().collect();
    let game = Klondike::from_order(&order, Options::default()).expect("deal");
    // Round 1 puts order[0..7] on piles 1-7, round 2 order[7..13] on piles 2-7, ...
    assert_eq!(game.columns()[0].cards(), &[order[0]]);
    assert_eq!(game.columns()[1].cards(), &[order[1], order[7]]);
    assert_eq!(game.columns()[6].top(), Some(order[27]));
    assert_eq!(game.stock().last(), Some(&order[28]));
    assert_eq!(game.stock().first(), Some(&order[51]));
}

#[test]
fn a_bad_order_is_refused_with_a_reason() {
    let mut order: Vec<Card> = Card::deck().collect();
    order.pop();
    assert_eq!(
        Klondike::from_order(&order, Options::default()),
        Err(DealError::WrongCount(51))
    );
    order.push(order[3]);
    assert_eq!(
        Klondike::from_order(&order, Options::default()),
        Err(DealError::Duplicate(order[3]))
    );
    assert!(matches!(
        Klondike::from_text("A♠ ZZ", Options::default()),
        Err(DealError::BadCard(_))
    ));
}

#[test]
fn the_board_follows_the_seed_layout() {
    let text = "1 T1: *K♣ Q♦ J♠\n3 T3: *5♠ 8♥ 7♠\n10 F1: A♥ 2♥ 3♥\n9 WASTE: Q♠ 10♥";
    let game =
        klondike_positions::position(text, klondike_positions::Rest::Stock, Options::default());
    let board = game.board();
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "1 T1: * Q♦ J♠");
    assert_eq!(lines[1], "2 T2:");
    assert_eq!(lines[2], "3 T3: * 8♥ 7♠");
    assert_eq!(lines[7], "");
    assert_eq!(lines[8], "10 F1: A♥ 2♥ 3♥");
    assert_eq!(lines[13], "8 STOCK: *");
    assert!(lines[14].starts_with("9 WASTE:") && lines[14].ends_with(" Q♠ 10♥"));
}

#[test]
fn the_game_contract_for_one_seat() {
    let mut game = Klondike::new(7, Options::default());
    assert_eq!(game.seat_count(), 1);
    assert_eq!(game.seats_to_act(), vec![0]);
    assert!(game.legal_actions(1).is_empty());
    assert_eq!(
        game.apply(1, &Action::Play(Move::Draw)),
        Err(MoveError::WrongSeat)
    );
    assert!(!game.legal_actions(0).contains(&Action::Undo));
    game.apply(0, &Action::Play(Move::Draw)).expect("draw");
    assert!(game.legal_actions(0).contains(&Action::Undo));
    game.apply(0, &Action::Resign).expect("resign");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(game.seats_to_act().is_empty());
    assert_eq!(game.apply(0, &Action::Undo), Err(MoveError::GameOver));
}

#[test]
fn a_finished_game_is_won() {
    // Everything but the four Kings is up; the Kings wait on the tableau.
    let text = "10 F1: A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠\n\
                11 F2: A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥\n\
                12 F3: A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦\n\
                13 F4: A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣\n\
                1 T1: K♠\n2 T2: K♥\n3 T3: K♦\n9 WASTE: K♣";
    let mut game = Klondike::from_layout(text, Options::default()).expect("layout");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.auto_play().len(), 4);
    assert!(game.is_won());
    assert_eq!(game.outcome(), Some(Outcome::Won(vec![0])));
    assert_eq!(card("K♣").rank(), 13);
}

/// A search that runs out of time (a Hint or a check on a busy machine) does not erase
/// a verdict already proven for the same position.
#[test]
fn a_search_out_of_time_keeps_the_proven_verdict() {
    use cantina::games::klondike::solver::Verdict;
    use cantina::screens::klondike::{Settings, Solitaire};
    use std::time::Duration;
    let settings = Settings::default();
    let fresh = |deal: u64, verdicts: Vec<(usize, Verdict)>| Solitaire {
        verdicts,
        ..Solitaire::unchecked(Klondike::new(deal, settings.rules()), settings, deal, 0)
    };
    let tiny = Some(Duration::from_nanos(1));
    // A deal a search this short does not decide.
    let deal = (1..200)
        .find(|&deal| {
            let mut unknown = fresh(deal, Vec::new());
            unknown.check_now(tiny);
            unknown.verdict() == Some(Verdict::Undecided)
        })
        .expect("a deal not decided at once");
    for proven in [Verdict::Lost, Verdict::Won] {
        let mut s = fresh(deal, vec![(0, proven)]);
        s.check_now(tiny);
        assert_eq!(s.verdict(), Some(proven), "deal {deal}");
    }
}
