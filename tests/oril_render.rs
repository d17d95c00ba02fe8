//! The Oril board picture: a PNG of the announced size, the marks of the last move
//! where the houses are, and the text version carrying the same facts.

use cantina::render::oril::{
    board_pixmap, board_text, house_center, render_board, store_center, BoardScene, LastSowing,
    PlayerTag, HEIGHT, NORTH, SOUTH, WIDTH,
};

fn scene() -> BoardScene {
    BoardScene {
        players: [
            PlayerTag {
                name: "Alice".into(),
                ..PlayerTag::default()
            },
            PlayerTag {
                name: "Bob".into(),
                ..PlayerTag::default()
            },
        ],
        houses: [[4; 6]; 2],
        stores: [0, 0],
        to_move: Some(SOUTH),
        playable: vec![1, 2, 3, 4, 5, 6],
        last_move: None,
        rules: "Oril rules".into(),
        banner: None,
    }
}

fn pixel(pm: &tiny_skia::Pixmap, x: f32, y: f32) -> (u8, u8, u8) {
    let p = pm
        .pixel(x.round() as u32, y.round() as u32)
        .expect("inside the picture");
    (p.red(), p.green(), p.blue())
}

#[test]
fn board_is_a_png_of_the_announced_size() {
    let picture = render_board(&scene());
    assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
    assert_eq!(&picture.png[1..4], b"PNG");
    assert!(picture.png.len() < 200_000, "{} bytes", picture.png.len());
}

#[test]
fn houses_are_numbered_from_each_owners_left() {
    // South's 1 is bottom left, North's 1 is top right (North's left facing South).
    let (s1x, s1y) = house_center((SOUTH, 1)).expect("house");
    let (s6x, _) = house_center((SOUTH, 6)).expect("house");
    let (n1x, n1y) = house_center((NORTH, 1)).expect("house");
    let (n6x, _) = house_center((NORTH, 6)).expect("house");
    assert!(s1x < s6x && n1x > n6x);
    assert!(n1y < s1y);
    assert_eq!(s6x, n1x, "South's 6 faces North's 1");
    // Each store at its owner's right: South's right, North's left.
    assert!(store_center(SOUTH).expect("store").0 > s6x);
    assert!(store_center(NORTH).expect("store").0 < n6x);
    assert!(house_center((SOUTH, 0)).is_none() && house_center((2, 1)).is_none());
}

#[test]
fn last_move_marks_the_houses_it_names() {
    let plain = board_pixmap(&scene());
    let mut marked = scene();
    marked.last_move = Some(LastSowing {
        player: SOUTH,
        house: 2,
        sown: 4,
        last: Some((NORTH, 3)),
        captured: vec![(NORTH, 3), (NORTH, 2)],
        stones_captured: 5,
    });
    let marked = board_pixmap(&marked);
    // The rings sit on the pit's rim: left edge of each house.
    let rim = |house| {
        let (x, y) = house_center(house).expect("house");
        (x - 47.0, y)
    };
    for house in [(SOUTH, 2), (NORTH, 3), (NORTH, 2)] {
        let (x, y) = rim(house);
        assert_ne!(pixel(&plain, x, y), pixel(&marked, x, y), "{house:?}");
    }
    // An untouched house is the same in both.
    let (x, y) = rim((SOUTH, 5));
    assert_eq!(pixel(&plain, x, y), pixel(&marked, x, y));
}

#[test]
fn odd_scenes_still_render() {
    let mut odd = scene();
    odd.players[0].name = "\n\u{200B}".repeat(300);
    odd.players[1].name = "名前".repeat(100);
    odd.houses = [[48, 0, 0, 0, 0, 0], [255, 0, 0, 0, 0, 0]];
    odd.stores = [255, 255];
    odd.to_move = Some(7);
    odd.playable = vec![0, 9, 255];
    odd.last_move = Some(LastSowing {
        player: 9,
        house: 200,
        sown: 0,
        last: Some((5, 0)),
        captured: vec![(3, 9)],
        stones_captured: 0,
    });
    odd.banner = Some("x".repeat(1000));
    let picture = render_board(&odd);
    assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
    assert!(!board_text(&odd).is_empty());
}

#[test]
fn text_names_the_turn_the_score_and_the_last_move() {
    let mut s = scene();
    s.stores = [12, 9];
    s.houses = [[0, 5, 4, 4, 4, 4], [4, 0, 0, 4, 4, 3]];
    s.to_move = Some(NORTH);
    s.playable = vec![1, 4, 5, 6];
    s.last_move = Some(LastSowing {
        player: SOUTH,
        house: 1,
        sown: 4,
        last: Some((SOUTH, 5)),
        captured: vec![],
        stones_captured: 0,
    });
    let text = board_text(&s);
    assert!(text.contains("▶ Bob (North): 9 captured"), "{text}");
    assert!(text.contains("• Alice (South): 12 captured"), "{text}");
    assert!(text.contains("Alice sowed house 1 (4 stones)"), "{text}");
    assert!(text.contains("may sow house 1, 4, 5, 6"), "{text}");
}
