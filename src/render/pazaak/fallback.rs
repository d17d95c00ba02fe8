//! Text versions of the Pazaak pictures, for screen readers and clients without
//! images: Discord message text, colour squares for the card families, names with
//! Markdown and mentions escaped.

use std::fmt::Write;

use crate::i18n::escape::escape;
use crate::i18n::{Lang, Text};
use crate::render::widgets::{self, ListedCard};

use super::{CardFace, CardKind, HandScene, SeatStatus, TableScene};

const NAME_CHARS: usize = 32;
const TITLE_CHARS: usize = 80;

fn square(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Main => "🟩",
        CardKind::Plus => "🟦",
        CardKind::Minus => "🟥",
        CardKind::PlusMinus => "🟦🟥",
        CardKind::Special => "🟨",
    }
}

/// A card in a few characters: "🟩7", "🟦+3", "🟨D".
pub(crate) fn card_label(face: &CardFace) -> String {
    format!(
        "{}{}",
        square(face.kind),
        crate::i18n::escape::plain_name(&face.label, 8)
    )
}

fn status_text(status: SeatStatus) -> Option<Text> {
    match status {
        SeatStatus::Waiting | SeatStatus::Turn => None,
        SeatStatus::Standing => Some(Text::new("pazaak-text-standing")),
        SeatStatus::Bust => Some(Text::new("pazaak-text-bust")),
        SeatStatus::ChoosingDeck => Some(Text::new("pazaak-text-choosing-deck")),
        SeatStatus::DeckReady => Some(Text::new("pazaak-text-deck-ready")),
        SeatStatus::Winner => Some(Text::new("pazaak-text-winner")),
    }
}

/// The table as a few lines of English (see [`table_text_in`]).
pub fn table_text(scene: &TableScene) -> String {
    table_text_in(scene, Lang::EnUs)
}

/// The table as a few lines in `lang`: the set, then one line per player (the one on
/// turn marked ▶) with the cards laid, the total, sets won and hand cards held.
pub fn table_text_in(scene: &TableScene, lang: Lang) -> String {
    let mut out = String::new();
    if scene.set_number == 0 {
        let _ = writeln!(out, "{}", Text::new("pazaak-text-choosing").in_lang(lang));
    } else {
        let line = Text::new("pazaak-text-set")
            .with("set", scene.set_number)
            .with("cards", scene.main_deck_left);
        let _ = writeln!(out, "{}", line.in_lang(lang));
    }
    for seat in &scene.seats {
        let marker = if seat.status == SeatStatus::Turn {
            "▶"
        } else {
            "•"
        };
        let _ = write!(out, "{marker} {}", escape(&seat.name, NAME_CHARS));
        if seat.is_ai {
            let _ = write!(out, " ({})", Text::new("pic-ai").in_lang(lang));
        }
        out.push_str(": ");
        if seat.table.is_empty() {
            out.push_str(&Text::new("pazaak-text-no-cards").in_lang(lang));
        } else {
            let cards: Vec<String> = seat.table.iter().map(card_label).collect();
            out.push_str(&cards.join(" "));
        }
        let marks: String = (0..3u8)
            .map(|k| if k < seat.sets_won { '●' } else { '○' })
            .collect();
        let line = Text::new("pazaak-text-seat")
            .with("total", seat.total)
            .with("marks", marks)
            .with("cards", seat.hand_left);
        let _ = write!(out, " → {}", line.in_lang(lang));
        if let Some(status) = status_text(seat.status) {
            let _ = write!(out, " · {}", status.in_lang(lang));
        }
        out.push('\n');
    }
    if let Some(banner) = &scene.banner {
        let _ = writeln!(out, "**{}**", escape(banner, TITLE_CHARS));
    }
    out.trim_end().to_string()
}

/// The hand as English text (see [`hand_text_in`]).
pub fn hand_text(scene: &HandScene) -> String {
    hand_text_in(scene, Lang::EnUs)
}

/// The hand as text in `lang`: the title, then playable and unplayable cards with
/// their numbers.
pub fn hand_text_in(scene: &HandScene, lang: Lang) -> String {
    let cards: Vec<ListedCard> = scene
        .cards
        .iter()
        .map(|c| ListedCard {
            number: c.number,
            label: card_label(&c.face),
            playable: c.playable,
        })
        .collect();
    widgets::hand_text(&escape(&scene.title, TITLE_CHARS), &cards, lang)
}

#[cfg(test)]
mod tests {
    use super::super::{HandCard, SeatScene};
    use super::*;

    fn seat(name: &str, status: SeatStatus) -> SeatScene {
        SeatScene {
            name: name.into(),
            is_ai: false,
            table: vec![
                CardFace::new(CardKind::Main, "7"),
                CardFace::new(CardKind::Plus, "+3"),
            ],
            total: 10,
            sets_won: 1,
            hand_left: 4,
            status,
        }
    }

    #[test]
    fn table_text_names_totals_sets_and_hand_counts() {
        let scene = TableScene {
            seats: [
                seat("Ana", SeatStatus::Turn),
                seat("*Bo*", SeatStatus::Standing),
            ],
            set_number: 2,
            main_deck_left: 31,
            banner: None,
        };
        let text = table_text(&scene);
        assert!(text.contains("Set 2 · main deck 31 left"), "{text}");
        assert!(text.contains("▶ Ana: 🟩7 🟦+3 → **10** · sets ●○○ · 4 hand cards"));
        assert!(text.contains("\\*Bo\\*"), "{text}");
        assert!(text.contains("standing"));
    }

    #[test]
    fn hand_text_lists_by_number() {
        let scene = HandScene {
            title: "Your hand".into(),
            cards: vec![
                HandCard {
                    face: CardFace::new(CardKind::PlusMinus, "±2"),
                    playable: true,
                    number: 1,
                },
                HandCard {
                    face: CardFace::new(CardKind::Special, "D"),
                    playable: false,
                    number: 3,
                },
            ],
        };
        let text = hand_text(&scene);
        assert!(
            text.starts_with("Your hand (2 cards, 1 playable)"),
            "{text}"
        );
        assert!(text.contains("Playable: 1. 🟦🟥±2"), "{text}");
        assert!(text.contains("Not playable: 3. 🟨D"), "{text}");
        let one = HandScene {
            cards: scene.cards[..1].to_vec(),
            ..scene
        };
        assert!(hand_text(&one).starts_with("Your hand (1 card, 1 playable)"));
    }
}
