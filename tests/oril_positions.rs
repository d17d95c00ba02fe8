//! Runs the position suite in data/oril/positions.txt: for every position, the legal
//! moves, the refusals and the result of every legal move must match the file.

use cantina::games::oril::{EndReason, House, MoveError, OrilGame, Position, RuleSet, Side};

/// A position and, when the game is over, how it ended and who won.
#[derive(Debug)]
struct Expected {
    position: Position,
    end: Option<(EndReason, Option<Side>)>,
}

fn side(token: &str) -> Side {
    match token {
        "S" => Side::South,
        "N" => Side::North,
        other => panic!("bad side {other:?}"),
    }
}

fn reason(token: &str) -> EndReason {
    match token {
        "Majority" => EndReason::Majority,
        "NoStones" => EndReason::NoStones,
        "CannotFeed" => EndReason::CannotFeed,
        "GrandSlam" => EndReason::GrandSlam,
        "Cycle" => EndReason::Cycle,
        "Agreement" => EndReason::Agreement,
        other => panic!("bad end reason {other:?}"),
    }
}

fn numbers(text: &str) -> Vec<u8> {
    text.split_whitespace()
        .map(|n| n.parse().expect("a number"))
        .collect()
}

/// "S1..S6 / N1..N6 ; s n ; S [; end Reason Winner]"
fn expected(text: &str) -> Expected {
    let parts: Vec<&str> = text.split(';').map(str::trim).collect();
    let houses: Vec<u8> = parts[0].split('/').flat_map(numbers).collect();
    let stores = numbers(parts[1]);
    let position =
        Position::new(&houses, [stores[0], stores[1]], side(parts[2])).expect("a valid position");
    let end = parts.get(3).map(|e| {
        let words: Vec<&str> = e.split_whitespace().collect();
        assert_eq!(words[0], "end", "in {text:?}");
        let winner = match words[2] {
            "draw" => None,
            s => Some(side(s)),
        };
        (reason(words[1]), winner)
    });
    Expected { position, end }
}

fn refusal(token: &str, house: House) -> MoveError {
    match token {
        "EmptyHouse" => MoveError::EmptyHouse(house),
        "MustFeed" => MoveError::MustFeed(house),
        "GrandSlam" => MoveError::GrandSlam(house),
        other => panic!("bad refusal {other:?}"),
    }
}

fn check_game(game: &OrilGame, want: &Expected, case: &str) {
    assert_eq!(game.position(), &want.position, "{case}");
    assert_eq!(game.position().total(), 48, "{case}");
    match want.end {
        None => assert!(!game.is_over(), "{case}: should go on"),
        Some((reason, winner)) => {
            assert_eq!(game.end_reason(), Some(reason), "{case}");
            assert_eq!(game.winner(), winner, "{case}");
        }
    }
}

#[test]
fn position_suite() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/oril/positions.txt"
    ))
    .expect("suite file");
    let mut cases = 0;
    let mut moves_checked = 0;
    for block in text.split("\ncase ").skip(1) {
        let mut lines = block.lines();
        let name = lines.next().unwrap_or_default().trim().to_string();
        let mut rules = RuleSet::Oril;
        let mut game: Option<OrilGame> = None;
        let mut legal_listed: Vec<House> = Vec::new();
        let mut after_seen: Vec<House> = Vec::new();
        for line in lines
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "rules" => {
                    rules = match rest {
                        "oril" => RuleSet::Oril,
                        "abapa" => RuleSet::Abapa,
                        other => panic!("bad rules {other:?}"),
                    }
                }
                "position" => game = Some(OrilGame::from_position(rules, expected(rest).position)),
                "legal" => {
                    let g = game.as_ref().expect("position first");
                    legal_listed = numbers(rest)
                        .into_iter()
                        .map(|n| House::new(n).expect("house"))
                        .collect();
                    assert_eq!(g.legal_moves(), legal_listed, "{name}: legal moves");
                    assert_eq!(
                        g.position().legal_moves(rules),
                        legal_listed,
                        "{name}: position legal moves"
                    );
                }
                "refuse" => {
                    let mut g = game.clone().expect("position first");
                    let (h, why) = rest.split_once(' ').expect("house and reason");
                    let house = House::new(h.parse().expect("number")).expect("house");
                    let before = g.clone();
                    let err = g.play(house).expect_err("refused");
                    assert_eq!(
                        err,
                        refusal(why, house).into(),
                        "{name}: refusal of {house}"
                    );
                    assert_eq!(g, before, "{name}: a refused move changes nothing");
                }
                "after" => {
                    let (h, result) = rest.split_once('=').expect("after H = ...");
                    let house = House::new(h.trim().parse().expect("number")).expect("house");
                    let mut g = game.clone().expect("position first");
                    g.play(house)
                        .unwrap_or_else(|e| panic!("{name}: {house} refused: {e}"));
                    check_game(&g, &expected(result), &format!("{name}, after {house}"));
                    after_seen.push(house);
                    moves_checked += 1;
                }
                "over" => {
                    let g = game.as_ref().expect("position first");
                    let result = rest.trim_start_matches('=').trim();
                    check_game(g, &expected(result), &name);
                    assert!(g.legal_moves().is_empty(), "{name}");
                }
                other => panic!("{name}: unknown line {other:?}"),
            }
        }
        after_seen.sort();
        assert_eq!(
            after_seen, legal_listed,
            "{name}: every legal move needs an 'after' line"
        );
        cases += 1;
    }
    assert!(
        cases >= 19 && moves_checked >= 25,
        "suite too small: {cases} cases, {moves_checked} moves"
    );
}
