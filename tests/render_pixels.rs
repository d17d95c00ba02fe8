//! Pixel checks on the pictures before encoding: playable cards brighter than the same
//! cards unplayable, and card placement inside the picture.

#[path = "support/uno_scenes.rs"]
mod uno_scenes;

use cantina::render::uno::{hand_card_area, hand_pixmap, Area, HandScene};
use tiny_skia::Pixmap;

/// Mean of (r + g + b) over an area.
fn brightness(pm: &Pixmap, area: Area) -> f64 {
    let mut sum = 0u64;
    let mut n = 0u64;
    for y in area.y..area.y + area.height {
        for x in area.x..area.x + area.width {
            let p = pm.pixel(x, y).expect("area inside the picture");
            sum += p.red() as u64 + p.green() as u64 + p.blue() as u64;
            n += 1;
        }
    }
    sum as f64 / n as f64
}

fn with_playable(scene: &HandScene, playable: bool) -> HandScene {
    let mut scene = scene.clone();
    for card in &mut scene.cards {
        card.playable = playable;
    }
    scene
}

#[test]
fn playable_cards_are_brighter_than_unplayable_ones() {
    let scene = uno_scenes::hand(54);
    let bright = with_playable(&scene, true);
    let dark = with_playable(&scene, false);
    let (bright_pm, dark_pm) = (hand_pixmap(&bright), hand_pixmap(&dark));
    for i in 0..scene.cards.len() {
        let a = hand_card_area(&bright, i).expect("card drawn");
        let b = hand_card_area(&dark, i).expect("card drawn");
        let (lit, dim) = (brightness(&bright_pm, a), brightness(&dark_pm, b));
        assert!(
            lit > dim * 1.5,
            "card {i} ({:?}): playable {lit:.0} vs unplayable {dim:.0}",
            scene.cards[i].face
        );
    }
}

#[test]
fn mixed_hand_marks_each_card_by_its_own_flag() {
    // The same face twice, once playable and once not, in one picture.
    let mut scene = uno_scenes::hand(2);
    scene.cards[1].face = scene.cards[0].face;
    scene.cards[0].playable = true;
    scene.cards[1].playable = false;
    let pm = hand_pixmap(&scene);
    let lit = brightness(&pm, hand_card_area(&scene, 0).expect("drawn"));
    let dim = brightness(&pm, hand_card_area(&scene, 1).expect("drawn"));
    assert!(lit > dim * 1.5, "{lit:.0} vs {dim:.0}");
}

#[test]
fn card_areas_lie_inside_the_picture_and_do_not_overlap() {
    for n in [1, 7, 23, 60] {
        let scene = uno_scenes::hand(n);
        let pm = hand_pixmap(&scene);
        let areas: Vec<Area> = (0..n)
            .map(|i| hand_card_area(&scene, i).expect("drawn"))
            .collect();
        for (i, a) in areas.iter().enumerate() {
            assert!(a.x + a.width <= pm.width() && a.y + a.height <= pm.height());
            for b in &areas[i + 1..] {
                let apart = a.x + a.width <= b.x
                    || b.x + b.width <= a.x
                    || a.y + a.height <= b.y
                    || b.y + b.height <= a.y;
                assert!(apart, "{n} cards: {a:?} overlaps {b:?}");
            }
        }
        assert_eq!(hand_card_area(&scene, n), None);
    }
}
