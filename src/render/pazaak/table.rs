//! The public table picture: two panels, one per player, under a header.
//!
//! Geometry is fixed (960 x 400). Each panel holds the player's badge at the left,
//! nine card slots in the middle (the most a table can hold) and the total at the
//! right.

use crate::i18n::{Lang, Text};
use crate::render::widgets::{self, PillBox};
use std::sync::OnceLock;

use tiny_skia::Pixmap;

use super::card;
use super::{SeatScene, SeatStatus, TableScene};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

pub(crate) const WIDTH: u32 = 960;
pub(crate) const HEIGHT: u32 = 400;
const HEADER_H: f32 = 44.0;
const PANEL_X: f32 = 14.0;
const PANEL_W: f32 = WIDTH as f32 - 2.0 * PANEL_X;
const PANEL_H: f32 = 166.0;
const PANEL_GAP: f32 = 14.0;
const BADGE_W: f32 = 224.0;
const SLOTS: usize = 9;
const CARD_W: f32 = 58.0;
const CARD_GAP: f32 = 7.0;
const SLOTS_X: f32 = PANEL_X + BADGE_W + 14.0;
const TOTAL_CX: f32 = PANEL_X + PANEL_W - 62.0;
const TOTAL_R: f32 = 44.0;

const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(160, 168, 188);
const PANEL_BG: Rgba = Rgba::rgb(32, 38, 52);
const ALARM: Rgba = Rgba::rgb(236, 72, 72);

fn panel_y(seat: usize) -> f32 {
    HEADER_H + seat as f32 * (PANEL_H + PANEL_GAP)
}

pub(crate) fn draw(scene: &TableScene, lang: Lang) -> Pixmap {
    let mut pm = base().clone();
    match &scene.banner {
        Some(banner) => banner_strip(&mut pm, banner),
        None => header(&mut pm, scene, lang),
    }
    for (i, seat) in scene.seats.iter().enumerate() {
        panel(&mut pm, seat, panel_y(i), lang);
    }
    pm
}

/// The background and empty slots: the same in every picture, painted once.
fn base() -> &'static Pixmap {
    static BASE: OnceLock<Pixmap> = OnceLock::new();
    BASE.get_or_init(|| {
        let mut pm = crate::render::canvas(WIDTH, HEIGHT);
        pm.fill(Rgba::rgb(18, 21, 30).to_color());
        for seat in 0..2 {
            let y = panel_y(seat);
            paint::fill_rrect(&mut pm, PANEL_X, y, PANEL_W, PANEL_H, 14.0, PANEL_BG);
            // A felt strip behind the card slots.
            let strip_w = SLOTS as f32 * (CARD_W + CARD_GAP) + CARD_GAP;
            paint::fill_rrect(
                &mut pm,
                SLOTS_X - CARD_GAP,
                y + 16.0,
                strip_w,
                PANEL_H - 32.0,
                10.0,
                Rgba::rgb(22, 70, 46),
            );
            for slot in 0..SLOTS {
                let (x, cy) = slot_origin(slot, y);
                paint::stroke_rrect(
                    &mut pm,
                    (x, cy, CARD_W, CARD_W * card::ASPECT),
                    6.0,
                    WHITE.alpha(40),
                    1.5,
                );
            }
        }
        pm
    })
}

fn slot_origin(slot: usize, panel_top: f32) -> (f32, f32) {
    let h = CARD_W * card::ASPECT;
    (
        SLOTS_X + slot as f32 * (CARD_W + CARD_GAP),
        panel_top + (PANEL_H - h) / 2.0,
    )
}

fn header(pm: &mut Pixmap, scene: &TableScene, lang: Lang) {
    let style = Style::new(Face::Bold, 20.0, WHITE);
    let title = if scene.set_number == 0 {
        Text::new("pazaak-pic-choosing").in_lang(lang)
    } else {
        Text::new("pazaak-pic-set")
            .with("set", scene.set_number)
            .in_lang(lang)
    };
    text::draw(pm, &title, &style, PANEL_X + 4.0, 30.0);
    if scene.set_number > 0 {
        let muted = Style::new(Face::Regular, 15.0, MUTED);
        let label = Text::new("pazaak-pic-deck-left")
            .with("cards", scene.main_deck_left)
            .in_lang(lang);
        text::draw_right(pm, &label, &muted, PANEL_X + PANEL_W - 4.0, 29.0);
    }
}

fn panel(pm: &mut Pixmap, seat: &SeatScene, y: f32, lang: Lang) {
    let highlight = match seat.status {
        SeatStatus::Turn => Some(GOLD),
        SeatStatus::Winner => Some(GOLD),
        SeatStatus::Bust => Some(ALARM),
        _ => None,
    };
    if let Some(color) = highlight {
        paint::stroke_rrect(pm, (PANEL_X, y, PANEL_W, PANEL_H), 14.0, color, 3.0);
    }
    badge(pm, seat, y, lang);
    for (i, face) in seat.table.iter().take(SLOTS).enumerate() {
        let (x, cy) = slot_origin(i, y);
        card::draw_face(pm, face, x, cy, CARD_W);
    }
    total_disc(pm, seat, y, lang);
}

fn badge(pm: &mut Pixmap, seat: &SeatScene, y: f32, lang: Lang) {
    let x = PANEL_X + 16.0;
    let ai = Text::new("pic-ai").in_lang(lang);
    let ai_w = widgets::pill_width(&ai, 12.0, 30.0);
    let tag_w = if seat.is_ai { ai_w + 6.0 } else { 0.0 };
    let name = text::name(&seat.name, Face::Bold, 20.0, BADGE_W - 24.0 - tag_w);
    let drawn = text::draw(pm, &name, &Style::new(Face::Bold, 20.0, WHITE), x, y + 32.0);
    if seat.is_ai {
        widgets::pill(
            pm,
            &ai,
            PillBox {
                x: x + drawn + 8.0,
                y: y + 16.0,
                w: ai_w,
                h: 20.0,
                px: 12.0,
            },
            Rgba::rgb(96, 108, 150),
            WHITE,
        );
    }

    // Sets won: three marks, filled when won.
    let muted = Style::new(Face::Regular, 13.0, MUTED);
    text::draw(
        pm,
        &Text::new("pazaak-pic-sets").in_lang(lang),
        &muted,
        x,
        y + 64.0,
    );
    for k in 0..3u8 {
        let cx = x + 50.0 + f32::from(k) * 24.0;
        let mark = paint::oval(cx, y + 59.0, 8.5, 8.5);
        if k < seat.sets_won {
            paint::fill(pm, &mark, GOLD, tiny_skia::Transform::identity());
        } else {
            paint::stroke(pm, &mark, MUTED, 2.0, tiny_skia::Transform::identity());
        }
    }

    // Hand cards held, as backs: the count, never the faces.
    text::draw(
        pm,
        &Text::new("pazaak-pic-hand").in_lang(lang),
        &muted,
        x,
        y + 98.0,
    );
    let shown = seat.hand_left.min(10);
    for k in 0..shown {
        card::draw_back(pm, x + 50.0 + k as f32 * 15.0, y + 80.0, 18.0);
    }
    let count_x = x + 50.0 + shown as f32 * 15.0 + if shown > 0 { 10.0 } else { 0.0 };
    text::draw(
        pm,
        &seat.hand_left.to_string(),
        &Style::new(Face::Bold, 16.0, WHITE),
        count_x,
        y + 99.0,
    );

    let status = match seat.status {
        SeatStatus::Waiting => None,
        SeatStatus::Turn => Some((Text::new("pic-turn"), GOLD, Rgba::rgb(40, 30, 0))),
        SeatStatus::Standing => Some((
            Text::new("pazaak-pic-standing"),
            Rgba::rgb(70, 130, 220),
            WHITE,
        )),
        SeatStatus::Bust => Some((Text::new("pazaak-pic-bust"), ALARM, WHITE)),
        SeatStatus::ChoosingDeck => Some((
            Text::new("pazaak-pic-choosing-deck"),
            Rgba::rgb(110, 116, 140),
            WHITE,
        )),
        SeatStatus::DeckReady => Some((
            Text::new("pazaak-pic-deck-ready"),
            Rgba::rgb(60, 140, 90),
            WHITE,
        )),
        SeatStatus::Winner => Some((Text::new("pazaak-pic-winner"), GOLD, Rgba::rgb(40, 30, 0))),
    };
    if let Some((label, bg, fg)) = status {
        let label = label.in_lang(lang);
        let label = label.as_str();
        let w = text::width(label, Face::Bold, 12.0) + 20.0;
        widgets::pill(
            pm,
            label,
            PillBox {
                x,
                y: y + 122.0,
                w,
                h: 20.0,
                px: 12.0,
            },
            bg,
            fg,
        );
    }
}

fn total_disc(pm: &mut Pixmap, seat: &SeatScene, y: f32, lang: Lang) {
    let cy = y + PANEL_H / 2.0;
    let id = tiny_skia::Transform::identity();
    let (ring, ink) = if seat.total > 20 {
        (ALARM, ALARM)
    } else if seat.total == 20 {
        (GOLD, GOLD)
    } else {
        (Rgba::rgb(90, 100, 126), WHITE)
    };
    paint::fill(
        pm,
        &paint::oval(TOTAL_CX, cy, TOTAL_R, TOTAL_R),
        Rgba::rgb(20, 24, 34),
        id,
    );
    paint::stroke(
        pm,
        &paint::oval(TOTAL_CX, cy, TOTAL_R, TOTAL_R),
        ring,
        4.0,
        id,
    );
    let style = Style::new(Face::Bold, 36.0, ink);
    text::draw_centered(
        pm,
        &seat.total.to_string(),
        &style,
        TOTAL_CX,
        cy + style.cap_height() / 2.0 - 4.0,
    );
    let small = Style::new(Face::Regular, 12.0, MUTED);
    text::draw_centered(
        pm,
        &Text::new("pazaak-pic-total").in_lang(lang),
        &small,
        TOTAL_CX,
        cy + 30.0,
    );
}

/// The result in gold across the header, where the set number was.
fn banner_strip(pm: &mut Pixmap, banner: &str) {
    let cy = HEADER_H / 2.0;
    paint::fill_rrect(
        pm,
        0.0,
        0.0,
        WIDTH as f32,
        HEADER_H - 6.0,
        0.0,
        Rgba(8, 10, 16, 255),
    );
    paint::fill_rrect(pm, 0.0, HEADER_H - 8.0, WIDTH as f32, 2.0, 0.0, GOLD);
    let px = 24.0;
    let shown = text::ellipsize(&text::clean(banner), Face::Bold, px, WIDTH as f32 - 60.0);
    let style = Style::new(Face::Bold, px, GOLD).shadowed(BLACK, 2, 2);
    text::draw_centered(
        pm,
        &shown,
        &style,
        WIDTH as f32 / 2.0,
        cy - 3.0 + style.cap_height() / 2.0,
    );
}
