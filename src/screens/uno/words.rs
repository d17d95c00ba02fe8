//! UNO's words as sentences: card and colour names and the log line of each engine
//! event, as [`Text`] (message ids with arguments), so the table log is stored in no
//! language and read in any. The engine's own `describe` stays its English summary
//! for tools and tests.

use crate::games::uno::{Card, Color, Direction, Event, Face};
use crate::games::Seat;
use crate::i18n::Text;

/// A colour's name.
pub fn color(color: Color) -> Text {
    match color {
        Color::Red => Text::new("uno-color-red"),
        Color::Yellow => Text::new("uno-color-yellow"),
        Color::Green => Text::new("uno-color-green"),
        Color::Blue => Text::new("uno-color-blue"),
    }
}

/// A colour as a key (`red`, `yellow`, `green`, `blue`), for a sentence that names the
/// colour alone: each language selects its own words by it, so Czech can decline them
/// ("volí červenou barvu"). A line stored with the colour's words (before keys) falls to
/// the selector's default, which shows them as they are.
pub fn color_key(color: Color) -> &'static str {
    match color {
        Color::Red => "red",
        Color::Yellow => "yellow",
        Color::Green => "green",
        Color::Blue => "blue",
    }
}

/// A card's full name ("Red 7", "Wild Draw Four").
pub fn card(card: Card) -> Text {
    let Some(c) = card.color else {
        return match card.face {
            Face::WildDrawFour => Text::new("uno-card-wild-draw-four"),
            _ => Text::new("uno-card-wild"),
        };
    };
    match card.face {
        Face::Number(n) => Text::new("uno-card-number")
            .with("color", color(c))
            .with("number", n),
        Face::Skip => Text::new("uno-card-skip").with("color", color(c)),
        Face::Reverse => Text::new("uno-card-reverse").with("color", color(c)),
        Face::DrawTwo => Text::new("uno-card-draw-two").with("color", color(c)),
        Face::Wild => Text::new("uno-card-wild"),
        Face::WildDrawFour => Text::new("uno-card-wild-draw-four"),
    }
}

/// A card's short name on a hand's button ("7", "Skip", "+2", "Wild +4").
pub fn short(card: Card) -> Text {
    match card.face {
        Face::Number(n) => Text::verbatim(n.to_string()),
        Face::Skip => Text::new("uno-short-skip"),
        Face::Reverse => Text::new("uno-short-reverse"),
        Face::DrawTwo => Text::verbatim("+2"),
        Face::Wild => Text::new("uno-short-wild"),
        Face::WildDrawFour => Text::new("uno-short-wild-draw-four"),
    }
}

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

/// The log line of an engine event; `names[seat]` is each seat's name, made safe.
pub fn event(event: &Event, names: &[String]) -> Text {
    let n = |seat: &Seat| name(names, *seat);
    match event {
        Event::RoundStarted {
            round,
            starter,
            first,
        } => Text::new("uno-log-round-started")
            .with("round", *round)
            .with("name", n(starter))
            .with("card", card(*first)),
        Event::FirstCardReturned => Text::new("uno-log-first-card-returned"),
        Event::Played {
            seat,
            card: played,
            color: Some(c),
        } => Text::new("uno-log-played-wild")
            .with("name", n(seat))
            .with("card", card(*played))
            .with("color", color_key(*c)),
        Event::Played {
            seat, card: played, ..
        } => Text::new("uno-log-played")
            .with("name", n(seat))
            .with("card", card(*played)),
        Event::JumpedIn { seat, card: played } => Text::new("uno-log-jumped-in")
            .with("name", n(seat))
            .with("card", card(*played)),
        Event::Drew { seat, count, .. } => Text::new("uno-log-drew")
            .with("name", n(seat))
            .with("count", *count),
        Event::CannotDraw { seat } => Text::new("uno-log-cannot-draw").with("name", n(seat)),
        Event::Passed { seat } => Text::new("uno-log-passed").with("name", n(seat)),
        Event::Skipped { seat } => Text::new("uno-log-skipped").with("name", n(seat)),
        Event::Reversed {
            direction: Direction::Clockwise,
        } => Text::new("uno-log-clockwise"),
        Event::Reversed {
            direction: Direction::CounterClockwise,
        } => Text::new("uno-log-counter-clockwise"),
        Event::ColorChosen { seat, color: c } => Text::new("uno-log-color-chosen")
            .with("name", n(seat))
            .with("color", color_key(*c)),
        Event::DrawPending {
            seat,
            amount,
            can_challenge: true,
        } => Text::new("uno-log-draw-pending-challenge")
            .with("name", n(seat))
            .with("amount", *amount),
        Event::DrawPending { seat, amount, .. } => Text::new("uno-log-draw-pending")
            .with("name", n(seat))
            .with("amount", *amount),
        Event::Challenged {
            challenger,
            accused,
            succeeded: true,
        } => Text::new("uno-log-challenge-won")
            .with("name", n(challenger))
            .with("accused", n(accused)),
        Event::Challenged {
            challenger,
            accused,
            ..
        } => Text::new("uno-log-challenge-lost")
            .with("name", n(challenger))
            .with("accused", n(accused)),
        Event::UnoWindowOpened { seat, .. } => Text::new("uno-log-one-card").with("name", n(seat)),
        Event::UnoCalled { seat } => Text::new("uno-log-uno-called").with("name", n(seat)),
        Event::UnoPenalty { seat, count } => Text::new("uno-log-uno-penalty")
            .with("name", n(seat))
            .with("count", *count),
        Event::Reshuffled { cards } => Text::new("uno-log-reshuffled").with("cards", *cards),
        Event::HandsSwapped { seat, with } => Text::new("uno-log-hands-swapped")
            .with("name", n(seat))
            .with("other", n(with)),
        Event::HandsRotated { .. } => Text::new("uno-log-hands-rotated"),
        Event::RoundWon { seat, points } => Text::new("uno-log-round-won")
            .with("name", n(seat))
            .with("points", *points),
        Event::MatchWon { seat, score } => Text::new("uno-log-match-won")
            .with("name", n(seat))
            .with("points", *score),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// In English, every event reads as the engine's own sentence and every card as
    /// its own name: the log says what it said before it was stored as messages.
    #[test]
    fn english_lines_read_as_the_engines_own() {
        let names = vec!["Ana".to_string(), "Bo".to_string()];
        let red7 = Card::number(Color::Red, 7);
        let events = [
            Event::RoundStarted {
                round: 1,
                starter: 0,
                first: red7,
            },
            Event::Played {
                seat: 1,
                card: red7,
                color: None,
            },
            Event::Drew {
                seat: 0,
                count: 1,
                cause: crate::games::uno::DrawCause::Uno,
            },
            Event::Drew {
                seat: 0,
                count: 4,
                cause: crate::games::uno::DrawCause::Uno,
            },
            Event::DrawPending {
                seat: 1,
                amount: 4,
                can_challenge: true,
            },
            Event::Reversed {
                direction: Direction::CounterClockwise,
            },
            Event::UnoPenalty { seat: 0, count: 2 },
            Event::MatchWon {
                seat: 1,
                score: 512,
            },
        ];
        for event in &events {
            assert_eq!(
                super::event(event, &names).in_lang(Lang::EnUs),
                event.describe(&names)
            );
        }
        for c in crate::games::uno::full_deck() {
            assert_eq!(card(c).in_lang(Lang::EnUs), c.to_string());
        }
    }

    #[test]
    fn cards_use_each_languages_own_words() {
        let skip = Card {
            color: Some(Color::Blue),
            face: Face::Skip,
        };
        assert_eq!(card(skip).in_lang(Lang::ZhCn), "蓝色禁止");
        let wild = Card {
            color: None,
            face: Face::Wild,
        };
        assert_eq!(card(wild).in_lang(Lang::PtBr), "coringa");
        assert_eq!(card(wild).in_lang(Lang::ZhCn), "变色");
    }
}
