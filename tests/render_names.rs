//! Every game's picture with player names in many scripts and emoji stays within the
//! picture budget (300 KB), and names that cannot all fit are cut rather than spill.
//! Glyph coverage itself is checked at the layout level in `render::text`.

#[path = "support/uno_scenes.rs"]
mod uno_scenes;

use cantina::render::{klondike, oril, pazaak, uno};

const BUDGET: usize = 300 * 1024;

const NAMES: [&str; 10] = [
    "王小明 🎲",
    "Zoë Łukasz",
    "Дмитрий",
    "Αλέξανδρος",
    "さくら 🃏",
    "김민준",
    "שרה כהן",
    "สมชาย ใจดี",
    "देवनागरी",
    "王小明的非常非常长的名字还有更多字 🎲🃏🎉👨\u{200d}👩\u{200d}👧",
];

#[test]
fn uno_table_with_names_in_many_scripts_fits_the_budget() {
    let mut scene = uno_scenes::table(&NAMES);
    scene.round_over_banner = Some("王小明 🎲 wins the round".to_string());
    let picture = uno::render_table(&scene);
    assert!(!picture.png.is_empty());
    assert!(picture.png.len() <= BUDGET, "{} bytes", picture.png.len());
}

#[test]
fn pazaak_table_with_names_in_many_scripts_fits_the_budget() {
    let seat = |name: &str| pazaak::SeatScene {
        name: name.to_string(),
        is_ai: false,
        table: vec![pazaak::CardFace::new(pazaak::CardKind::Main, "7")],
        total: 7,
        sets_won: 1,
        hand_left: 4,
        status: pazaak::SeatStatus::Turn,
    };
    let scene = pazaak::TableScene {
        seats: [seat(NAMES[0]), seat(NAMES[9])],
        set_number: 2,
        main_deck_left: 30,
        banner: Some("さくら 🃏 wins the set".to_string()),
    };
    let picture = pazaak::render_table(&scene);
    assert!(!picture.png.is_empty());
    assert!(picture.png.len() <= BUDGET, "{} bytes", picture.png.len());
}

#[test]
fn oril_board_with_names_in_many_scripts_fits_the_budget() {
    let tag = |name: &str| oril::PlayerTag {
        name: name.to_string(),
        is_ai: false,
        proposed_end: false,
    };
    for pair in NAMES.chunks(2) {
        let scene = oril::BoardScene {
            players: [tag(pair[0]), tag(pair[1])],
            houses: [[4; 6]; 2],
            stores: [0, 0],
            to_move: Some(oril::SOUTH),
            playable: vec![1, 2, 3, 4, 5, 6],
            last_move: None,
            rules: "Oril rules".into(),
            banner: Some(format!("{} wins", pair[1])),
        };
        let picture = oril::render_board(&scene);
        assert!(!picture.png.is_empty());
        assert!(picture.png.len() <= BUDGET, "{} bytes", picture.png.len());
    }
}

#[test]
fn klondike_banner_in_many_scripts_fits_the_budget() {
    let scene = klondike::BoardScene {
        columns: (0..7)
            .map(|i| klondike::ColumnScene {
                hidden: i,
                face_up: vec![klondike::CardFace {
                    rank: 13 - i as u8,
                    suit: klondike::Suit::Hearts,
                }],
            })
            .collect(),
        stock: 24,
        waste: Vec::new(),
        draw_three: false,
        foundations: [None; 4],
        can_redeal: true,
        marked: Vec::new(),
        banner: Some(NAMES.join(" ")),
    };
    let picture = klondike::render_board(&scene);
    assert!(!picture.png.is_empty());
    assert!(picture.png.len() <= BUDGET, "{} bytes", picture.png.len());
}
