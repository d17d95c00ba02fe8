//! Text versions of the UNO pictures, for screen readers and clients without images.
//!
//! They are Discord message text: short lines, colour squares for suits, and names
//! with Markdown characters escaped so a display name cannot restyle the message.
//! Names are capped at `NAME_CHARS` characters so ten seats stay well under Discord's
//! limits.

use std::fmt::Write;

use crate::render::widgets::{self, ListedCard};

use super::{CardColor, CardFace, CardSymbol, HandScene, TableScene, UnoBadge};

const NAME_CHARS: usize = 32;
const TITLE_CHARS: usize = 80;
const RECENT_SHOWN: usize = 5;

fn square(color: CardColor) -> &'static str {
    match color {
        CardColor::Red => "🟥",
        CardColor::Yellow => "🟨",
        CardColor::Green => "🟩",
        CardColor::Blue => "🟦",
        CardColor::Wild => "⬛",
    }
}

fn colour_name(color: CardColor) -> &'static str {
    match color {
        CardColor::Red => "Red",
        CardColor::Yellow => "Yellow",
        CardColor::Green => "Green",
        CardColor::Blue => "Blue",
        CardColor::Wild => "any colour",
    }
}

/// A card in a few characters: "🟥 7", "🟦 Skip", "⬛ Wild +4", "⬛ Wild→🟩".
pub(crate) fn card_label(face: CardFace) -> String {
    let symbol = match face.symbol {
        CardSymbol::Number(n) => n.to_string(),
        CardSymbol::Skip => "Skip".to_string(),
        CardSymbol::Reverse => "Reverse".to_string(),
        CardSymbol::DrawTwo => "+2".to_string(),
        CardSymbol::Wild => "Wild".to_string(),
        CardSymbol::WildDrawFour => "Wild +4".to_string(),
    };
    let wild = matches!(face.symbol, CardSymbol::Wild | CardSymbol::WildDrawFour);
    if wild && face.color != CardColor::Wild {
        format!("⬛ {symbol}→{}", square(face.color))
    } else if wild {
        format!("⬛ {symbol}")
    } else {
        format!("{} {symbol}", square(face.color))
    }
}

/// Cleans a user-supplied name for message text: one line, at most `max` characters,
/// Markdown and mention characters escaped.
fn escape(name: &str, max: usize) -> String {
    crate::render::text_escape::escape(name, max)
}

/// The table as a few lines of text: top card and colour, direction, deck, recent
/// plays, then one line per seat with the current seat marked ▶.
pub fn table_text(scene: &TableScene) -> String {
    let mut out = String::new();
    let direction = if scene.clockwise {
        "↻ clockwise"
    } else {
        "↺ counter-clockwise"
    };
    let _ = writeln!(
        out,
        "Top card: {} · colour: {} {} · {} · {} in deck",
        card_label(scene.top),
        square(scene.current_color),
        colour_name(scene.current_color),
        direction,
        scene.deck_count
    );
    let recent = &scene.recent[scene.recent.len().saturating_sub(RECENT_SHOWN)..];
    if !recent.is_empty() {
        let labels: Vec<String> = recent.iter().map(|f| card_label(*f)).collect();
        let _ = writeln!(out, "Last plays: {}", labels.join(", "));
    }
    for (i, seat) in scene.seats.iter().enumerate() {
        let marker = if i == scene.current_seat {
            "▶"
        } else {
            "•"
        };
        let name = escape(&seat.name, NAME_CHARS);
        let noun = if seat.card_count == 1 {
            "card"
        } else {
            "cards"
        };
        let _ = write!(out, "{marker} {name}");
        if seat.is_ai {
            out.push_str(" (AI)");
        }
        let _ = write!(out, ": {} {noun}", seat.card_count);
        match seat.uno {
            UnoBadge::None => {}
            UnoBadge::Called => out.push_str(" · UNO!"),
            UnoBadge::Pending => out.push_str(" · UNO not called"),
        }
        if let Some(score) = seat.score {
            let _ = write!(out, " · {score} pts");
        }
        out.push('\n');
    }
    if let Some(banner) = &scene.round_over_banner {
        let _ = writeln!(out, "**{}**", escape(banner, TITLE_CHARS));
    }
    out.trim_end().to_string()
}

/// The hand as text: the title, then playable and unplayable cards, each preceded by
/// its number (the same numbers as on the picture and the buttons).
pub fn hand_text(scene: &HandScene) -> String {
    let cards: Vec<ListedCard> = scene
        .cards
        .iter()
        .enumerate()
        .map(|(i, c)| ListedCard {
            number: i + 1,
            label: card_label(c.face),
            playable: c.playable,
        })
        .collect();
    widgets::hand_text(&escape(&scene.title, TITLE_CHARS), &cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_neutralises_markdown_and_mentions() {
        assert_eq!(escape("**bold**", 32), "\\*\\*bold\\*\\*");
        assert_eq!(escape("@everyone", 32), "@\u{200B}everyone");
        assert_eq!(escape("abcdef", 3), "abc…");
        assert_eq!(escape("\n", 3), "?");
    }

    #[test]
    fn played_wild_shows_named_colour() {
        let face = CardFace {
            color: CardColor::Green,
            symbol: CardSymbol::WildDrawFour,
        };
        assert_eq!(card_label(face), "⬛ Wild +4→🟩");
    }
}
