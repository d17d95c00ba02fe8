//! A player's hand picture: numbered cards in rows, playable ones bright and lifted.
//!
//! Rows hold at most ten cards and are balanced (13 cards make rows of 7 and 6, not
//! 10 and 3), so the picture never exceeds 850 px in width and grows downwards with
//! the hand. Past `MAX_SHOWN` cards a note counts the rest, which bounds the height.

use tiny_skia::Pixmap;

use super::card;
use super::{Area, HandScene};
use crate::render::paint::{self, Rgba, WHITE};
use crate::render::text::{self, Face, Style};
use crate::render::widgets;

const CARD_W: f32 = 70.0;
const CARD_H: f32 = CARD_W * card::ASPECT;
const GAP_X: f32 = 12.0;
const PAD: f32 = 18.0;
const HEADER_H: f32 = 50.0;
/// Raise of a playable card above its row, pixels.
const LIFT: f32 = 8.0;
/// A row: lift room, the card, and the number label under it.
const ROW_H: f32 = LIFT + CARD_H + 34.0;
const MAX_PER_ROW: usize = 10;
/// More than any real hand (the deck has 108 cards) but keeps the picture bounded.
pub(crate) const MAX_SHOWN: usize = 120;
const MIN_WIDTH: f32 = 420.0;
const FOOTER_H: f32 = 30.0;

const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(150, 158, 176);

/// Sizes derived from the number of cards.
struct Layout {
    shown: usize,
    per_row: usize,
    rows: usize,
    width: f32,
    height: f32,
    /// Left edge of the first card in every row (rows are centred).
    left: f32,
}

impl Layout {
    fn new(count: usize) -> Layout {
        let shown = count.min(MAX_SHOWN);
        let rows = shown.div_ceil(MAX_PER_ROW).max(1);
        let per_row = shown.div_ceil(rows).max(1);
        let cards_w = per_row as f32 * CARD_W + (per_row - 1) as f32 * GAP_X;
        let width = (cards_w + 2.0 * PAD).max(MIN_WIDTH);
        let footer = if count > shown { FOOTER_H } else { 0.0 };
        let height = HEADER_H + rows as f32 * ROW_H + PAD / 2.0 + footer;
        Layout {
            shown,
            per_row,
            rows,
            width,
            height,
            left: (width - cards_w) / 2.0,
        }
    }

    /// Top-left of card `i` when not lifted.
    fn origin(&self, i: usize) -> (f32, f32) {
        let (row, col) = (i / self.per_row, i % self.per_row);
        let x = self.left + col as f32 * (CARD_W + GAP_X);
        let y = HEADER_H + row as f32 * ROW_H + LIFT;
        (x, y)
    }
}

pub(crate) fn card_area(scene: &HandScene, index: usize) -> Option<Area> {
    let layout = Layout::new(scene.cards.len());
    let card = scene.cards.get(index)?;
    if index >= layout.shown {
        return None;
    }
    let (x, mut y) = layout.origin(index);
    if card.playable {
        y -= LIFT;
    }
    Some(Area {
        x: x.round() as u32,
        y: y.round() as u32,
        width: CARD_W as u32,
        height: CARD_H as u32,
    })
}

pub(crate) fn draw(scene: &HandScene, lang: crate::i18n::Lang) -> Pixmap {
    use crate::i18n::Text;
    let layout = Layout::new(scene.cards.len());
    let mut pm = crate::render::canvas(layout.width.ceil() as u32, layout.height.ceil() as u32);
    pm.fill(Rgba::rgb(24, 28, 40).to_color());
    header(&mut pm, scene, &layout, lang);

    if scene.cards.is_empty() {
        let style = Style::new(Face::Regular, 18.0, MUTED);
        let mid = HEADER_H + ROW_H / 2.0;
        let empty = Text::new("uno-pic-no-cards").in_lang(lang);
        text::draw_centered(&mut pm, &empty, &style, layout.width / 2.0, mid);
        return pm;
    }

    for (i, hand_card) in scene.cards.iter().take(layout.shown).enumerate() {
        let (x, y) = layout.origin(i);
        if hand_card.playable {
            card::draw_glowing(&mut pm, hand_card.face, x, y - LIFT, CARD_W);
        } else {
            card::draw_dimmed(&mut pm, hand_card.face, x, y, CARD_W);
        }
        widgets::number_tag(
            &mut pm,
            i + 1,
            x + CARD_W / 2.0,
            y + CARD_H + 8.0,
            hand_card.playable,
        );
    }

    let hidden = scene.cards.len() - layout.shown;
    if hidden > 0 {
        let style = Style::new(Face::Regular, 16.0, MUTED);
        let note = Text::new("uno-pic-more-cards")
            .with("cards", hidden)
            .in_lang(lang);
        let baseline = HEADER_H + layout.rows as f32 * ROW_H + 20.0;
        text::draw_centered(&mut pm, &note, &style, layout.width / 2.0, baseline);
    }
    pm
}

fn header(pm: &mut Pixmap, scene: &HandScene, layout: &Layout, lang: crate::i18n::Lang) {
    let playable = scene.cards.iter().filter(|c| c.playable).count();
    let summary = crate::i18n::Text::new("pic-playable-of")
        .with("playable", playable)
        .with("cards", scene.cards.len())
        .in_lang(lang);
    let summary_style = Style::new(Face::Regular, 15.0, GOLD);
    let summary_w = text::width(&summary, Face::Regular, 15.0);
    text::draw_right(pm, &summary, &summary_style, layout.width - PAD, 31.0);

    let title_px = 20.0;
    let room = layout.width - 2.0 * PAD - summary_w - 16.0;
    let title = text::ellipsize(&text::clean(&scene.title), Face::Bold, title_px, room);
    text::draw(
        pm,
        &title,
        &Style::new(Face::Bold, title_px, WHITE),
        PAD,
        32.0,
    );
    paint::fill_rrect(
        pm,
        PAD,
        42.0,
        layout.width - 2.0 * PAD,
        1.5,
        0.0,
        WHITE.alpha(40),
    );
}
