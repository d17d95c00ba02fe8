//! UNO scenes shared by the render tests.

#![allow(dead_code)]

use cantina::render::uno::{
    CardColor, CardFace, CardSymbol, HandCard, HandScene, SeatBadge, TableScene, UnoBadge,
};

pub fn face(color: CardColor, symbol: CardSymbol) -> CardFace {
    CardFace { color, symbol }
}

/// Every distinct face once: 4 x 13 coloured faces, then Wild and Wild Draw Four.
pub fn all_faces() -> Vec<CardFace> {
    let mut faces = Vec::new();
    for color in [
        CardColor::Red,
        CardColor::Yellow,
        CardColor::Green,
        CardColor::Blue,
    ] {
        for n in 0..=9 {
            faces.push(face(color, CardSymbol::Number(n)));
        }
        faces.push(face(color, CardSymbol::Skip));
        faces.push(face(color, CardSymbol::Reverse));
        faces.push(face(color, CardSymbol::DrawTwo));
    }
    faces.push(face(CardColor::Wild, CardSymbol::Wild));
    faces.push(face(CardColor::Wild, CardSymbol::WildDrawFour));
    faces
}

/// A hand of `n` cards cycling through every face; every third card unplayable.
pub fn hand(n: usize) -> HandScene {
    HandScene {
        title: "Your hand".to_string(),
        cards: all_faces()
            .into_iter()
            .cycle()
            .take(n)
            .enumerate()
            .map(|(i, face)| HandCard {
                face,
                playable: i % 3 != 2,
            })
            .collect(),
    }
}

pub fn seat(name: &str, card_count: usize) -> SeatBadge {
    SeatBadge {
        name: name.to_string(),
        card_count,
        uno: UnoBadge::None,
        is_ai: false,
        score: None,
    }
}

/// A table with the given seat names, seat i holding i + 1 cards.
pub fn table(names: &[&str]) -> TableScene {
    TableScene {
        top: face(CardColor::Red, CardSymbol::Number(7)),
        current_color: CardColor::Red,
        clockwise: true,
        seats: names
            .iter()
            .enumerate()
            .map(|(i, n)| seat(n, i + 1))
            .collect(),
        current_seat: 0,
        deck_count: 40,
        recent: vec![
            face(CardColor::Blue, CardSymbol::Number(7)),
            face(CardColor::Red, CardSymbol::Number(7)),
        ],
        round_over_banner: None,
    }
}
