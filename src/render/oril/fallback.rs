//! The board as Discord message text, for screen readers and clients without images.
//!
//! North's row is written first from North's house 6 down to 1 and South's below from
//! 1 to 6, so the two rows line up as on the picture; each row is also listed by house
//! number from its owner's left. Names are escaped so a display name cannot restyle
//! the message or ping anyone.

use std::fmt::Write;

use super::board::last_move_words;
use super::{BoardScene, NORTH, SOUTH};
use crate::i18n::escape::escape;

const NAME_CHARS: usize = 32;
const TITLE_CHARS: usize = 80;

/// The board as a few lines of text: one line per player (turn marker, name, score,
/// houses 1-6 from their left), the board drawn as two aligned rows, the last move.
pub fn board_text(scene: &BoardScene) -> String {
    board_text_in(scene, crate::i18n::Lang::EnUs)
}

/// The board as text with its labels in `lang` (the last move's caption stays the
/// picture's English words).
pub fn board_text_in(scene: &BoardScene, lang: crate::i18n::Lang) -> String {
    use crate::i18n::Text;
    let mut out = String::new();
    for row in [NORTH, SOUTH] {
        let tag = &scene.players[row];
        let marker = if scene.to_move == Some(row) {
            "▶"
        } else {
            "•"
        };
        let side = if row == NORTH {
            Text::new("oril-pic-north")
        } else {
            Text::new("oril-pic-south")
        };
        let who = if tag.is_ai {
            Text::new("oril-text-computer-side").with("side", side)
        } else {
            side
        };
        let _ = write!(
            out,
            "{marker} {} ({})",
            escape(&tag.name, NAME_CHARS),
            who.in_lang(lang)
        );
        let captured = Text::new("oril-pic-captured").with("stones", scene.stores[row]);
        let _ = write!(out, ": {}", captured.in_lang(lang));
        if tag.proposed_end {
            let _ = write!(out, " · {}", Text::new("oril-text-proposes").in_lang(lang));
        }
        let houses: Vec<String> = scene.houses[row]
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}:{n}", i + 1))
            .collect();
        let houses = Text::new("oril-text-houses").with("houses", houses.join(" "));
        let _ = writeln!(out, " · {}", houses.in_lang(lang));
    }
    let north: Vec<String> = scene.houses[NORTH]
        .iter()
        .rev()
        .map(|n| format!("{n:>2}"))
        .collect();
    let south: Vec<String> = scene.houses[SOUTH]
        .iter()
        .map(|n| format!("{n:>2}"))
        .collect();
    let _ = writeln!(
        out,
        "```\nN {:>2} | {} |\n     | {} | {:>2} S\n```",
        scene.stores[NORTH],
        north.join(" "),
        south.join(" "),
        scene.stores[SOUTH]
    );
    if let Some(last) = &scene.last_move {
        let line = Text::new("oril-text-last-move")
            .with("words", escape(&last_move_words(scene, last, lang), 200));
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    if let Some(row) = scene.to_move {
        let mut houses = scene.playable.clone();
        houses.sort_unstable();
        let list: Vec<String> = houses.iter().map(u8::to_string).collect();
        let line = Text::new("oril-text-to-move")
            .with("name", escape(&scene.players[row.min(1)].name, NAME_CHARS))
            .with("houses", list.join(", "));
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    if let Some(banner) = &scene.banner {
        let _ = writeln!(out, "**{}**", escape(banner, TITLE_CHARS));
    }
    out.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::oril::{LastSowing, PlayerTag};

    fn scene() -> BoardScene {
        BoardScene {
            players: [
                PlayerTag {
                    name: "**Alice**".into(),
                    ..PlayerTag::default()
                },
                PlayerTag {
                    name: "@everyone".into(),
                    is_ai: true,
                    proposed_end: true,
                },
            ],
            houses: [[1, 2, 3, 4, 5, 6], [7, 0, 0, 0, 0, 2]],
            stores: [10, 8],
            to_move: Some(SOUTH),
            playable: vec![1, 2, 3, 4, 5, 6],
            last_move: Some(LastSowing {
                player: NORTH,
                house: 2,
                sown: 3,
                last: Some((SOUTH, 1)),
                captured: vec![(SOUTH, 1)],
                stones_captured: 2,
            }),
            rules: "Oril rules".into(),
            banner: None,
        }
    }

    #[test]
    fn names_are_escaped_and_rows_listed_from_each_owners_left() {
        let text = board_text(&scene());
        assert!(text.contains("\\*\\*Alice\\*\\*"), "{text}");
        assert!(text.contains("@\u{200B}everyone"), "{text}");
        assert!(text.contains("houses 1:1 2:2 3:3 4:4 5:5 6:6"), "{text}");
        assert!(text.contains("houses 1:7 2:0"), "{text}");
        // North's row reads from house 6 down to 1 above South's 1 to 6.
        assert!(text.contains(" 2  0  0  0  0  7"), "{text}");
        assert!(text.contains("▶ \\*\\*Alice"), "{text}");
        assert!(text.contains("captured 2 from 1 house"), "{text}");
        assert!(text.contains("proposes to end"), "{text}");
    }
}
