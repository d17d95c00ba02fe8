//! Text versions of the UNO pictures, for screen readers and clients without images.
//!
//! They are Discord message text: short lines, colour squares for suits, and names
//! with Markdown characters escaped so a display name cannot restyle the message.
//! Names are capped at `NAME_CHARS` characters so ten seats stay well under Discord's
//! limits.

use std::fmt::Write;

use crate::i18n::escape::escape;
use crate::i18n::{Lang, Text};
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

fn colour_name(color: CardColor) -> Text {
    match color {
        CardColor::Red => Text::new("uno-color-red"),
        CardColor::Yellow => Text::new("uno-color-yellow"),
        CardColor::Green => Text::new("uno-color-green"),
        CardColor::Blue => Text::new("uno-color-blue"),
        CardColor::Wild => Text::new("uno-any-colour"),
    }
}

/// A card in a few characters: "🟥 7", "🟦 Skip", "⬛ Wild +4", "⬛ Wild→🟩".
pub(crate) fn card_label(face: CardFace, lang: Lang) -> String {
    let symbol = match face.symbol {
        CardSymbol::Number(n) => n.to_string(),
        CardSymbol::Skip => Text::new("uno-short-skip").in_lang(lang),
        CardSymbol::Reverse => Text::new("uno-short-reverse").in_lang(lang),
        CardSymbol::DrawTwo => "+2".to_string(),
        CardSymbol::Wild => Text::new("uno-short-wild").in_lang(lang),
        CardSymbol::WildDrawFour => Text::new("uno-short-wild-draw-four").in_lang(lang),
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

/// The table as a few lines of English text (see [`table_text_in`]).
pub fn table_text(scene: &TableScene) -> String {
    table_text_in(scene, Lang::EnUs)
}

/// The table as a few lines of text in `lang`: top card and colour, direction, deck,
/// recent plays, then one line per seat with the current seat marked ▶.
pub fn table_text_in(scene: &TableScene, lang: Lang) -> String {
    let mut out = String::new();
    let direction = if scene.clockwise {
        Text::new("uno-text-clockwise")
    } else {
        Text::new("uno-text-counter-clockwise")
    };
    let top = Text::new("uno-text-top")
        .with("card", card_label(scene.top, lang))
        .with(
            "color",
            format!(
                "{} {}",
                square(scene.current_color),
                colour_name(scene.current_color).in_lang(lang)
            ),
        )
        .with("direction", direction)
        .with("deck", scene.deck_count);
    let _ = writeln!(out, "{}", top.in_lang(lang));
    let recent = &scene.recent[scene.recent.len().saturating_sub(RECENT_SHOWN)..];
    if !recent.is_empty() {
        let labels: Vec<String> = recent.iter().map(|f| card_label(*f, lang)).collect();
        let line = Text::new("uno-text-last-plays").with("cards", labels.join(", "));
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    for (i, seat) in scene.seats.iter().enumerate() {
        let marker = if i == scene.current_seat {
            "▶"
        } else {
            "•"
        };
        let name = escape(&seat.name, NAME_CHARS);
        let _ = write!(out, "{marker} {name}");
        if seat.is_ai {
            let _ = write!(out, " ({})", Text::new("pic-ai").in_lang(lang));
        }
        let count = Text::new("uno-text-cards").with("cards", seat.card_count);
        let _ = write!(out, ": {}", count.in_lang(lang));
        match seat.uno {
            UnoBadge::None => {}
            UnoBadge::Called => out.push_str(" · UNO!"),
            UnoBadge::Pending => {
                let _ = write!(out, " · {}", Text::new("uno-text-not-called").in_lang(lang));
            }
        }
        if let Some(score) = seat.score {
            let points = Text::new("uno-pic-points").with("points", score);
            let _ = write!(out, " · {}", points.in_lang(lang));
        }
        out.push('\n');
    }
    if let Some(banner) = &scene.round_over_banner {
        let _ = writeln!(out, "**{}**", escape(banner, TITLE_CHARS));
    }
    out.trim_end().to_string()
}

/// The hand as English text (see [`hand_text_in`]).
pub fn hand_text(scene: &HandScene) -> String {
    hand_text_in(scene, Lang::EnUs)
}

/// The hand as text in `lang`: the title, then playable and unplayable cards, each
/// preceded by its number (the same numbers as on the picture and the buttons).
pub fn hand_text_in(scene: &HandScene, lang: Lang) -> String {
    let cards: Vec<ListedCard> = scene
        .cards
        .iter()
        .enumerate()
        .map(|(i, c)| ListedCard {
            number: i + 1,
            label: card_label(c.face, lang),
            playable: c.playable,
        })
        .collect();
    widgets::hand_text(&escape(&scene.title, TITLE_CHARS), &cards, lang)
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
        assert_eq!(card_label(face, Lang::EnUs), "⬛ Wild +4→🟩");
    }
}
