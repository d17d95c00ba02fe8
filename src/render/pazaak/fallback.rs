//! Text versions of the Pazaak pictures, for screen readers and clients without
//! images: Discord message text, colour squares for the card families, names with
//! Markdown and mentions escaped.

use std::fmt::Write;

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
        crate::render::text_escape::plain_name(&face.label, 8)
    )
}

/// One line, at most `max` characters, Markdown and mention characters escaped.
pub(crate) fn escape(name: &str, max: usize) -> String {
    crate::render::text_escape::escape(name, max)
}

fn status_text(status: SeatStatus) -> Option<&'static str> {
    match status {
        SeatStatus::Waiting | SeatStatus::Turn => None,
        SeatStatus::Standing => Some("standing"),
        SeatStatus::Bust => Some("bust"),
        SeatStatus::ChoosingDeck => Some("choosing a side deck"),
        SeatStatus::DeckReady => Some("side deck ready"),
        SeatStatus::Winner => Some("winner"),
    }
}

/// The table as a few lines: the set, then one line per player (the one on turn
/// marked ▶) with the cards laid, the total, sets won and hand cards held.
pub fn table_text(scene: &TableScene) -> String {
    let mut out = String::new();
    if scene.set_number == 0 {
        out.push_str("Choosing side decks\n");
    } else {
        let _ = writeln!(
            out,
            "Set {} · main deck {} left",
            scene.set_number, scene.main_deck_left
        );
    }
    for seat in &scene.seats {
        let marker = if seat.status == SeatStatus::Turn {
            "▶"
        } else {
            "•"
        };
        let _ = write!(out, "{marker} {}", escape(&seat.name, NAME_CHARS));
        if seat.is_ai {
            out.push_str(" (AI)");
        }
        out.push_str(": ");
        if seat.table.is_empty() {
            out.push_str("no cards");
        } else {
            let cards: Vec<String> = seat.table.iter().map(card_label).collect();
            out.push_str(&cards.join(" "));
        }
        let marks: String = (0..3u8)
            .map(|k| if k < seat.sets_won { '●' } else { '○' })
            .collect();
        let noun = if seat.hand_left == 1 { "card" } else { "cards" };
        let _ = write!(
            out,
            " → **{}** · sets {marks} · {} hand {noun}",
            seat.total, seat.hand_left
        );
        if let Some(status) = status_text(seat.status) {
            let _ = write!(out, " · {status}");
        }
        out.push('\n');
    }
    if let Some(banner) = &scene.banner {
        let _ = writeln!(out, "**{}**", escape(banner, TITLE_CHARS));
    }
    out.trim_end().to_string()
}

/// The hand as text: the title, then playable and unplayable cards with their numbers.
pub fn hand_text(scene: &HandScene) -> String {
    let cards: Vec<ListedCard> = scene
        .cards
        .iter()
        .map(|c| ListedCard {
            number: c.number,
            label: card_label(&c.face),
            playable: c.playable,
        })
        .collect();
    widgets::hand_text(
        &escape(&scene.title, TITLE_CHARS),
        &cards,
        crate::i18n::Lang::EnUs,
    )
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
