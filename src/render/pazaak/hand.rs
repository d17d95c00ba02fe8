//! A hand picture: numbered cards in rows of at most ten, playable ones bright and
//! lifted. Used for the hand during a match and for a side deck being built.

use tiny_skia::Pixmap;

use super::card;
use super::HandScene;
use crate::render::paint::{self, Rgba, WHITE};
use crate::render::text::{self, Face, Style};
use crate::render::widgets;

const CARD_W: f32 = 72.0;
const CARD_H: f32 = CARD_W * card::ASPECT;
const GAP_X: f32 = 12.0;
const PAD: f32 = 18.0;
const HEADER_H: f32 = 50.0;
const LIFT: f32 = 8.0;
const ROW_H: f32 = LIFT + CARD_H + 36.0;
const MAX_PER_ROW: usize = 10;
/// A side deck has ten cards and a hand five; the cap only bounds the picture.
const MAX_SHOWN: usize = 30;
const MIN_WIDTH: f32 = 440.0;

const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(150, 158, 176);

pub(crate) fn draw(scene: &HandScene, lang: crate::i18n::Lang) -> Pixmap {
    let shown = scene.cards.len().min(MAX_SHOWN);
    let rows = shown.div_ceil(MAX_PER_ROW).max(1);
    let per_row = shown.div_ceil(rows).max(1);
    let cards_w = per_row as f32 * CARD_W + (per_row - 1) as f32 * GAP_X;
    let width = (cards_w + 2.0 * PAD).max(MIN_WIDTH);
    let height = HEADER_H + rows as f32 * ROW_H + PAD / 2.0;
    let left = (width - cards_w) / 2.0;
    let mut pm = crate::render::canvas(width.ceil() as u32, height.ceil() as u32);
    pm.fill(Rgba::rgb(24, 28, 40).to_color());

    let playable = scene.cards.iter().filter(|c| c.playable).count();
    let summary = crate::i18n::Text::new("pic-playable-of")
        .with("playable", playable)
        .with("cards", scene.cards.len())
        .in_lang(lang);
    let summary_style = Style::new(Face::Regular, 15.0, GOLD);
    let summary_w = text::width(&summary, Face::Regular, 15.0);
    text::draw_right(&mut pm, &summary, &summary_style, width - PAD, 31.0);
    let room = width - 2.0 * PAD - summary_w - 16.0;
    let title = text::ellipsize(&text::clean(&scene.title), Face::Bold, 20.0, room);
    text::draw(
        &mut pm,
        &title,
        &Style::new(Face::Bold, 20.0, WHITE),
        PAD,
        32.0,
    );
    paint::fill_rrect(
        &mut pm,
        PAD,
        42.0,
        width - 2.0 * PAD,
        1.5,
        0.0,
        WHITE.alpha(40),
    );

    if scene.cards.is_empty() {
        let style = Style::new(Face::Regular, 18.0, MUTED);
        text::draw_centered(
            &mut pm,
            &crate::i18n::Text::new("pazaak-pic-no-cards").in_lang(lang),
            &style,
            width / 2.0,
            HEADER_H + ROW_H / 2.0,
        );
        return pm;
    }
    for (i, hand_card) in scene.cards.iter().take(shown).enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let x = left + col as f32 * (CARD_W + GAP_X);
        let y = HEADER_H + row as f32 * ROW_H + LIFT;
        if hand_card.playable {
            card::draw_glowing(&mut pm, &hand_card.face, x, y - LIFT, CARD_W);
        } else {
            card::draw_dimmed(&mut pm, &hand_card.face, x, y, CARD_W);
        }
        widgets::number_tag(
            &mut pm,
            hand_card.number,
            x + CARD_W / 2.0,
            y + CARD_H + 9.0,
            hand_card.playable,
        );
    }
    pm
}
