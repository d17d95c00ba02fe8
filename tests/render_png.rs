//! Encoded pictures: valid PNG headers whose size matches the reported dimensions,
//! bounded hand widths and heights that grow with the hand.

#[path = "support/uno_scenes.rs"]
mod uno_scenes;

use cantina::render::uno::{render_hand, render_table};
use cantina::render::Png;

const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// Reads width and height from the IHDR chunk, which must come first.
fn ihdr_size(png: &[u8]) -> (u32, u32) {
    assert!(png.len() > 33, "too short for a PNG: {} bytes", png.len());
    assert_eq!(png[..8], PNG_SIGNATURE, "PNG signature");
    assert_eq!(&png[12..16], b"IHDR", "first chunk is IHDR");
    let be = |i: usize| u32::from_be_bytes([png[i], png[i + 1], png[i + 2], png[i + 3]]);
    (be(16), be(20))
}

fn assert_consistent(picture: &Png) {
    assert_eq!(ihdr_size(&picture.png), (picture.width, picture.height));
    assert_eq!(
        &picture.png[picture.png.len() - 8..picture.png.len() - 4],
        b"IEND"
    );
}

#[test]
fn table_is_a_png_of_the_announced_size() {
    let picture = render_table(&uno_scenes::table(&["Alice", "Bob", "Carol"]));
    assert_consistent(&picture);
    assert_eq!((picture.width, picture.height), (960, 540));
}

#[test]
fn hand_width_is_bounded_and_height_grows_with_cards() {
    let mut last_height = 0;
    let mut last_rows_height = 0;
    for n in [1, 5, 10, 11, 25, 40, 61, 108] {
        let picture = render_hand(&uno_scenes::hand(n));
        assert_consistent(&picture);
        assert!(picture.width <= 1000, "{n} cards: width {}", picture.width);
        assert!(picture.height >= last_height, "{n} cards: height shrank");
        if n > 10 {
            // Past one row, every extra row must add height.
            assert!(picture.height > last_rows_height, "{n} cards: no new row");
        }
        last_height = picture.height;
        last_rows_height = picture.height;
    }
    let one_row = render_hand(&uno_scenes::hand(10)).height;
    let six_rows = render_hand(&uno_scenes::hand(60)).height;
    assert!(six_rows > one_row * 4, "{one_row} vs {six_rows}");
}

#[test]
fn empty_hand_still_renders() {
    let picture = render_hand(&uno_scenes::hand(0));
    assert_consistent(&picture);
}
