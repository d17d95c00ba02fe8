//! Game-level behaviour: the checked constructors, refusals that leave the game
//! unchanged, cycles, the agreed end, the two-seat `Game` contract and JSON storage.

use cantina::games::oril::{
    EndReason, House, MoveError, OrilAction, OrilError, OrilGame, Position, PositionError, RuleSet,
    Side,
};
use cantina::games::{Game, Outcome};

fn h(n: u8) -> House {
    House::new(n).expect("house in range")
}

#[test]
fn house_numbers_outside_one_to_six_are_rejected() {
    assert!(House::new(0).is_err());
    assert!(House::new(7).is_err());
    assert_eq!(House::new(6).map(House::number), Ok(6));
    // Deserializing goes through the same check.
    assert!(serde_json::from_str::<House>("9").is_err());
    assert_eq!(serde_json::from_str::<House>("3").ok(), Some(h(3)));
}

#[test]
fn impossible_positions_are_rejected_with_a_reason() {
    let start = [4u8; 12];
    assert_eq!(
        Position::new(&start[..11], [0, 0], Side::South),
        Err(PositionError::HouseCount(11))
    );
    assert_eq!(
        Position::new(&start, [1, 0], Side::South),
        Err(PositionError::StoneCount(49))
    );
    let mut h = start;
    h[0] = 3;
    assert_eq!(
        Position::new(&h, [1, 0], Side::North),
        Err(PositionError::SingleStoneStore(Side::South))
    );
    assert!(Position::new(&start, [0, 0], Side::North).is_ok());
    // A position read from JSON is checked the same way.
    let bad = r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,5],"stores":[0,0],"to_move":"South"}"#;
    assert!(serde_json::from_str::<Position>(bad).is_err());
}

#[test]
fn refused_actions_leave_the_game_unchanged() {
    let mut game = OrilGame::new(RuleSet::Oril, Side::South);
    game.apply(0, &OrilAction::Sow(h(1)))
        .expect("legal opening");
    let before = game.clone();
    // South just moved; North is to move.
    assert_eq!(
        game.apply(0, &OrilAction::Sow(h(2))),
        Err(OrilError::NotYourTurn)
    );
    assert_eq!(
        game.apply(2, &OrilAction::AgreeEnd),
        Err(OrilError::NoSuchSeat)
    );
    assert_eq!(
        game.apply(1, &OrilAction::WithdrawEnd),
        Err(OrilError::NotAgreed)
    );
    assert_eq!(game, before);
    // North empties house 1, South then refills it... an empty house is refused.
    game.apply(1, &OrilAction::Sow(h(1))).expect("legal");
    let before = game.clone();
    assert_eq!(
        game.apply(0, &OrilAction::Sow(h(1))),
        Err(OrilError::Move(MoveError::EmptyHouse(h(1))))
    );
    assert_eq!(game, before);
    // The message is written for a player.
    let text = OrilError::Move(MoveError::EmptyHouse(h(1))).to_string();
    assert!(text.contains("house 1 is empty"), "{text}");
}

#[test]
fn game_contract_lists_exactly_what_apply_accepts() {
    let game = OrilGame::new(RuleSet::Oril, Side::North);
    assert_eq!(game.seat_count(), 2);
    assert_eq!(game.seats_to_act(), vec![1]);
    let north = game.legal_actions(1);
    assert_eq!(north.len(), 7, "six houses and the agreed end");
    assert_eq!(game.legal_actions(0), vec![OrilAction::AgreeEnd]);
    for seat in 0..2 {
        for n in 1..=6 {
            let action = OrilAction::Sow(h(n));
            let mut g = game.clone();
            assert_eq!(
                g.apply(seat, &action).is_ok(),
                game.is_legal(seat, &action),
                "seat {seat} house {n}"
            );
        }
    }
}

#[test]
fn a_repeated_position_without_capture_ends_the_game_as_a_cycle() {
    // One stone each chasing round the board: forced moves, back to the start after
    // twelve plies with nothing captured.
    let p =
        Position::new(&[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [23, 23], Side::South).expect("valid");
    let mut game = OrilGame::from_position(RuleSet::Oril, p);
    let mut plies = 0;
    while !game.is_over() {
        let moves = game.legal_moves();
        assert_eq!(moves.len(), 1, "the line is forced");
        game.play(moves[0]).expect("legal");
        plies += 1;
        assert!(plies <= 12, "should have cycled by now");
    }
    assert_eq!(plies, 12);
    assert_eq!(game.end_reason(), Some(EndReason::Cycle));
    // Each player took the one stone on their own side: 24-24.
    assert_eq!(game.scores(), [24, 24]);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_capture_resets_the_cycle_history() {
    let mut game = OrilGame::new(RuleSet::Oril, Side::South);
    assert_eq!(game.positions_since_capture().len(), 1);
    for n in [1, 1, 2] {
        game.play(h(n)).expect("legal");
    }
    assert_eq!(game.positions_since_capture().len(), 4);
    // A position built to capture: South's house 6 drops its last stone on a 2.
    let p =
        Position::new(&[0, 0, 0, 0, 1, 1, 2, 1, 4, 0, 0, 0], [20, 19], Side::South).expect("valid");
    let mut game = OrilGame::from_position(RuleSet::Oril, p);
    game.play(h(6)).expect("legal");
    assert_eq!(game.last_move().map(|m| m.captured), Some(3));
    assert_eq!(game.positions_since_capture(), &[*game.position()]);
}

#[test]
fn the_agreed_end_needs_both_seats() {
    let mut game = OrilGame::new(RuleSet::Oril, Side::South);
    game.apply(1, &OrilAction::AgreeEnd)
        .expect("either seat may offer");
    assert!(game.has_agreed_end(Side::North));
    assert_eq!(
        game.apply(1, &OrilAction::AgreeEnd),
        Err(OrilError::AlreadyAgreed)
    );
    assert_eq!(game.legal_actions(1), vec![OrilAction::WithdrawEnd]);
    // A move in between cancels the standing agreement.
    game.apply(0, &OrilAction::Sow(h(3))).expect("legal");
    assert!(!game.has_agreed_end(Side::North));
    game.apply(0, &OrilAction::AgreeEnd).expect("offer");
    game.apply(0, &OrilAction::WithdrawEnd).expect("withdraw");
    assert!(!game.is_over());
    game.apply(0, &OrilAction::AgreeEnd).expect("offer");
    game.apply(1, &OrilAction::AgreeEnd).expect("accept");
    assert_eq!(game.end_reason(), Some(EndReason::Agreement));
    // South sowed house 3 (stones 4 4 0 5 5 5 | 5 4 4 4 4 4): each side keeps its own.
    assert_eq!(game.scores(), [23, 25]);
    assert_eq!(game.outcome(), Some(Outcome::Won(vec![1])));
    assert!(game.seats_to_act().is_empty());
    assert!(game.legal_actions(0).is_empty());
    assert_eq!(
        game.apply(0, &OrilAction::Sow(h(1))),
        Err(OrilError::GameOver)
    );
}

#[test]
fn the_first_player_follows_the_seed_and_json_replays() {
    let firsts: Vec<Side> = (0..16)
        .map(|s| {
            OrilGame::with_random_first(RuleSet::Oril, s)
                .to_move()
                .expect("in play")
        })
        .collect();
    assert!(firsts.contains(&Side::South) && firsts.contains(&Side::North));
    for s in 0..16 {
        assert_eq!(
            OrilGame::with_random_first(RuleSet::Oril, s).to_move(),
            Some(firsts[s as usize])
        );
    }
    let mut game = OrilGame::with_random_first(RuleSet::Abapa, 7);
    for _ in 0..5 {
        let m = game.legal_moves()[0];
        game.play(m).expect("legal");
    }
    let json = serde_json::to_string(&game).expect("serializes");
    let back: OrilGame = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, game);
    assert_eq!(back.rules(), RuleSet::Abapa);
}

#[test]
fn a_finished_game_with_a_one_stone_store_reloads() {
    // Ending by agreement, South keeps the single stone on their row: a store of 1,
    // which no capture makes but a finished game may hold.
    let p =
        Position::new(&[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23], [0, 24], Side::South).expect("valid");
    let mut game = OrilGame::from_position(RuleSet::Oril, p);
    game.apply(0, &OrilAction::AgreeEnd).expect("offer");
    game.apply(1, &OrilAction::AgreeEnd).expect("accept");
    assert_eq!(game.scores(), [1, 47]);
    let json = serde_json::to_string(&game).expect("serializes");
    let back: OrilGame = serde_json::from_str(&json).expect("a finished game reloads");
    assert_eq!(back, game);
}
