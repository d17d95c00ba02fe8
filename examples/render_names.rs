//! Writes one picture of each game with player names in many scripts and emoji, for
//! checking the text by eye: no boxes, one baseline, colour emoji, names cut to fit.
//!
//! `cargo run --release --example render_names -- samples` (default folder `samples/`).

use cantina::i18n::{Lang, Text};
use cantina::render::{klondike, leaderboard, oril, pazaak, uno};

/// A sentence in `lang`, as the table would write it.
fn say(text: Text, lang: Lang) -> String {
    text.in_lang(lang)
}

const NAMES: [&str; 10] = [
    "王小明 🎲",
    "Dvořák",
    "João",
    "さくら 🃏",
    "김민준",
    "Дмитрий",
    "Αλέξανδρος",
    "שרה כהן",
    "สมชาย",
    "\u{200b}\u{200d}",
];

fn uno_table() -> uno::TableScene {
    use uno::{CardColor, CardFace, CardSymbol, SeatBadge, TableScene, UnoBadge};
    let long = "王小明的非常非常长的名字还有更多字 🎲🎲";
    let seats = NAMES
        .iter()
        .enumerate()
        .map(|(i, name)| SeatBadge {
            name: if i == 4 {
                long.to_string()
            } else {
                name.to_string()
            },
            card_count: i + 1,
            uno: [UnoBadge::None, UnoBadge::Called, UnoBadge::Pending][i % 3],
            is_ai: i % 4 == 1,
            score: Some(i as u32 * 37),
        })
        .collect();
    TableScene {
        top: CardFace {
            color: CardColor::Blue,
            symbol: CardSymbol::Skip,
        },
        current_color: CardColor::Blue,
        clockwise: false,
        seats,
        current_seat: 0,
        deck_count: 37,
        recent: Vec::new(),
        round_over_banner: Some("王小明 🎲 wins the round".to_string()),
    }
}

/// A long hand whose heading is the player's own language's.
fn uno_hand(lang: cantina::i18n::Lang) -> uno::HandScene {
    use uno::{CardColor, CardFace, CardSymbol, HandCard, HandScene};
    let symbols = [
        CardSymbol::Number(7),
        CardSymbol::Skip,
        CardSymbol::Reverse,
        CardSymbol::DrawTwo,
        CardSymbol::Wild,
        CardSymbol::WildDrawFour,
    ];
    let colors = [
        CardColor::Red,
        CardColor::Yellow,
        CardColor::Green,
        CardColor::Blue,
    ];
    let cards: Vec<HandCard> = (0..9)
        .map(|i| {
            let symbol = symbols[i % symbols.len()];
            let wild = matches!(symbol, CardSymbol::Wild | CardSymbol::WildDrawFour);
            HandCard {
                face: CardFace {
                    color: if wild { CardColor::Wild } else { colors[i % 4] },
                    symbol,
                },
                playable: i % 3 == 0,
            }
        })
        .collect();
    HandScene {
        title: cantina::i18n::Text::new("uno-hand-title")
            .with("cards", cards.len())
            .in_lang(lang),
        cards,
    }
}

fn pazaak_table() -> pazaak::TableScene {
    use pazaak::{CardFace, CardKind, SeatScene, SeatStatus, TableScene};
    let faces = vec![
        CardFace::new(CardKind::Main, "7"),
        CardFace::new(CardKind::Plus, "+3"),
        CardFace::new(CardKind::Main, "10"),
    ];
    let seat = |name: &str, status, is_ai| SeatScene {
        name: name.to_string(),
        is_ai,
        table: faces.clone(),
        total: 20,
        sets_won: 1,
        hand_left: 3,
        status,
    };
    TableScene {
        seats: [
            seat("王小明 🎲", SeatStatus::Turn, false),
            seat(
                "Dvořák João さくら 김민준 Дмитрий 🃏",
                SeatStatus::Standing,
                true,
            ),
        ],
        set_number: 2,
        main_deck_left: 30,
        banner: Some("王小明 🎲 wins the set".to_string()),
    }
}

fn oril_board() -> oril::BoardScene {
    use oril::{BoardScene, LastSowing, PlayerTag, NORTH, SOUTH};
    BoardScene {
        players: [
            PlayerTag {
                name: "王小明 🎲".into(),
                is_ai: false,
                proposed_end: true,
            },
            PlayerTag {
                name: "João Dvořák".into(),
                is_ai: true,
                proposed_end: false,
            },
        ],
        houses: [[0, 3, 14, 1, 0, 2], [1, 0, 0, 5, 2, 9]],
        stores: [7, 4],
        to_move: Some(NORTH),
        playable: vec![1, 4, 5, 6],
        last_move: Some(LastSowing {
            player: SOUTH,
            house: 5,
            sown: 4,
            last: Some((NORTH, 3)),
            captured: vec![(NORTH, 3), (NORTH, 2)],
            stones_captured: 5,
        }),
        rules: "Oril rules".into(),
        banner: None,
    }
}

fn klondike_board() -> klondike::BoardScene {
    use klondike::{BoardScene, CardFace, ColumnScene, Suit};
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    BoardScene {
        columns: (0..7)
            .map(|i| ColumnScene {
                hidden: i,
                face_up: vec![CardFace {
                    rank: 13 - i as u8,
                    suit: suits[i % 4],
                }],
            })
            .collect(),
        stock: 24,
        waste: Vec::new(),
        draw_three: false,
        foundations: [None; 4],
        can_redeal: true,
        marked: Vec::new(),
        banner: Some("王小明 🎲 Dvořák João: no more moves".to_string()),
    }
}

/// The board with its words in `lang`, as `/leaderboard` draws it for a reader of it.
fn leaderboard_board(lang: cantina::i18n::Lang) -> leaderboard::BoardScene {
    use leaderboard::{BoardRow, BoardScene};
    let top = NAMES
        .iter()
        .enumerate()
        .map(|(i, name)| BoardRow {
            rank: i + 1,
            name: name.to_string(),
            rating: 1500 - i as i64 * 20,
            wins: 10 - i as u32,
            points: 300 - i as i64 * 10,
            games: 12,
            is_caller: i == 0,
        })
        .collect();
    BoardScene {
        title: cantina::i18n::tr(lang, "leaderboard-title-rating", &[("game", "UNO".into())]),
        top,
        caller: None,
        labels: cantina::stats::board_labels(lang),
    }
}

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "samples".to_string());
    std::fs::create_dir_all(&dir)?;
    let pictures = [
        ("uno_table_names.png", uno::render_table(&uno_table())),
        (
            "pazaak_table_names.png",
            pazaak::render_table(&pazaak_table()),
        ),
        ("oril_board_names.png", oril::render_board(&oril_board())),
        (
            "klondike_board_names.png",
            klondike::render_board(&klondike_board()),
        ),
    ];
    // The table's words in each language (its banners too), with the same names, and
    // the time each picture takes, which must stay within the 20 ms budget.
    let mut in_languages = Vec::new();
    for lang in cantina::i18n::Lang::ALL {
        let code = lang.code();
        // The first draw, then the median and slowest of ten more.
        let timed = |name: String, draw: &dyn Fn() -> cantina::render::Png| {
            let start = std::time::Instant::now();
            let png = draw();
            let first = start.elapsed();
            let mut times: Vec<std::time::Duration> = (0..10)
                .map(|_| {
                    let start = std::time::Instant::now();
                    let _ = draw();
                    start.elapsed()
                })
                .collect();
            times.sort();
            println!(
                "{name}: drawn in {first:.1?} (then median {:.1?}, slowest {:.1?}), {} bytes",
                times[5],
                times[9],
                png.png.len()
            );
            (name, png)
        };
        in_languages.push(timed(format!("uno_table_{code}.png"), &|| {
            let mut scene = uno_table();
            scene.round_over_banner = Some(say(
                Text::new("uno-banner")
                    .with("name", NAMES[0])
                    .with("points", 120u32),
                lang,
            ));
            uno::render_table_in(&scene, lang)
        }));
        in_languages.push(timed(format!("uno_hand_{code}.png"), &|| {
            uno::render_hand_in(&uno_hand(lang), lang)
        }));
        in_languages.push(timed(format!("pazaak_table_{code}.png"), &|| {
            let mut scene = pazaak_table();
            scene.banner = Some(say(
                Text::new("pazaak-banner")
                    .with("name", NAMES[0])
                    .with("won", 3u32)
                    .with("lost", 1u32),
                lang,
            ));
            pazaak::render_table_in(&scene, lang)
        }));
        in_languages.push(timed(format!("klondike_board_{code}.png"), &|| {
            let mut scene = klondike_board();
            scene.banner = Some(format!(
                "{} · {}",
                NAMES[0],
                say(Text::new("klondike-banner-stuck"), lang)
            ));
            klondike::render_board_in(&scene, lang)
        }));
        in_languages.push(timed(format!("oril_board_{code}.png"), &|| {
            let mut scene = oril_board();
            scene.rules = say(Text::new("oril-rules").with("rules", "Oril"), lang);
            oril::render_board_in(&scene, lang)
        }));
    }
    let boards = cantina::i18n::Lang::ALL.map(|lang| {
        (
            format!("leaderboard_names_{}.png", lang.code()),
            leaderboard::render_board(&leaderboard_board(lang)),
        )
    });
    let pictures = pictures
        .into_iter()
        .map(|(file, picture)| (file.to_string(), picture))
        .chain(boards)
        .chain(in_languages);
    for (file, picture) in pictures {
        let path = std::path::Path::new(&dir).join(file);
        std::fs::write(&path, &picture.png)?;
        println!(
            "{}: {}x{}, {} bytes",
            path.display(),
            picture.width,
            picture.height,
            picture.png.len()
        );
    }
    Ok(())
}
