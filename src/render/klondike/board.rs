//! The board picture: the top row (stock, waste, foundations) and the seven tableau
//! piles, each under a tag with its pile number.
//!
//! Geometry is fixed on a 960-pixel width: seven columns 134 pixels apart; stock and
//! waste over columns 1 and 2, the foundations over columns 4 to 7 (the waste's
//! draw-3 fan reaches into the empty third). The height is 600 pixels, more when a
//! tableau fan is longer (at most 19 cards: six face down and a King-to-Ace run).

use tiny_skia::{Pixmap, Rect, Transform};

use super::card::{self, H, W};
use super::{Area, BoardScene, CardFace, ColumnScene};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

pub(crate) const WIDTH: u32 = 960;
pub(crate) const MIN_HEIGHT: u32 = 600;
const PITCH: f32 = 134.0;
const LEFT: f32 = (WIDTH as f32 - (6.0 * PITCH + W)) / 2.0;
const TAG_H: f32 = 26.0;
const TOP_TAG_Y: f32 = 10.0;
const TOP_Y: f32 = TOP_TAG_Y + TAG_H + 10.0;
const TABLEAU_TAG_Y: f32 = TOP_Y + H + 18.0;
const TABLEAU_Y: f32 = TABLEAU_TAG_Y + TAG_H + 10.0;
const BOTTOM_MARGIN: f32 = 20.0;
/// Vertical steps between the cards of a fan.
const HIDDEN_STEP: f32 = 14.0;
const UP_STEP: f32 = 34.0;
/// Horizontal step of the draw-3 waste fan.
const WASTE_STEP: f32 = 52.0;

const FELT: Rgba = Rgba::rgb(22, 104, 62);
const FELT_TOP: Rgba = Rgba::rgb(18, 88, 52);
const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const SLOT: Rgba = Rgba::rgb(255, 255, 255);

fn column_x(i: usize) -> f32 {
    LEFT + i as f32 * PITCH
}

/// The column of the top row a pile sits over: stock 8, waste 9, foundations 10-13.
fn top_column(number: u8) -> Option<usize> {
    match number {
        8 => Some(0),
        9 => Some(1),
        10..=13 => Some(number as usize - 7),
        _ => None,
    }
}

fn column(scene: &BoardScene, i: usize) -> Option<&ColumnScene> {
    scene.columns.get(i)
}

/// The fan of tableau pile `i`: its cards' tops, and its total height.
fn fan(column: Option<&ColumnScene>) -> (usize, usize, f32) {
    let (hidden, up) = column.map_or((0, 0), |c| (c.hidden.min(52), c.face_up.len().min(52)));
    let cards = hidden + up;
    let height = if cards == 0 {
        H
    } else {
        let steps = hidden as f32 * HIDDEN_STEP + up.saturating_sub(1) as f32 * UP_STEP;
        // With no face-up card the last back is the top one.
        let steps = if up == 0 { steps - HIDDEN_STEP } else { steps };
        steps + H
    };
    (hidden, up, height)
}

/// The picture's height for this scene.
pub(crate) fn height(scene: &BoardScene) -> u32 {
    let tallest = (0..7).map(|i| fan(column(scene, i)).2).fold(H, f32::max);
    ((TABLEAU_Y + tallest + BOTTOM_MARGIN).ceil() as u32).max(MIN_HEIGHT)
}

pub(crate) fn draw(scene: &BoardScene, lang: crate::i18n::Lang) -> Pixmap {
    let mut pm = crate::render::canvas(WIDTH, height(scene));
    pm.fill(FELT.to_color());
    if let Some(band) = Rect::from_xywh(0.0, 0.0, WIDTH as f32, TABLEAU_TAG_Y - 8.0) {
        pm.fill_rect(band, &paint::solid(FELT_TOP), Transform::identity(), None);
    }
    for number in 1..=13u8 {
        tag(&mut pm, number, scene.marked.contains(&number));
    }
    stock(&mut pm, scene, lang);
    waste(&mut pm, scene);
    for (slot, top) in scene.foundations.iter().enumerate() {
        let x = column_x(slot + 3);
        match top {
            Some(face) => card::draw_face(&mut pm, *face, x, TOP_Y),
            None => empty_slot(&mut pm, x, TOP_Y, "A"),
        }
    }
    for i in 0..7 {
        tableau(&mut pm, i, column(scene, i));
    }
    for &number in &scene.marked {
        if let Some(area) = pile_area(scene, number) {
            mark(&mut pm, area);
        }
    }
    if let Some(banner) = &scene.banner {
        draw_banner(&mut pm, banner);
    }
    pm
}

/// The tag above pile `number`, gold when the pile is marked.
fn tag(pm: &mut Pixmap, number: u8, marked: bool) {
    let Some(area) = tag_area(number) else {
        return;
    };
    let (x, y, w, h) = (
        area.x as f32,
        area.y as f32,
        area.width as f32,
        area.height as f32,
    );
    let (fill, ink) = if marked {
        (GOLD, Rgba::rgb(40, 30, 0))
    } else {
        (BLACK.alpha(120), WHITE)
    };
    paint::fill_rrect(pm, x, y, w, h, h / 2.0, fill);
    paint::stroke_rrect(pm, (x, y, w, h), h / 2.0, WHITE.alpha(150), 1.0);
    let style = Style::new(Face::Bold, 18.0, ink);
    text::draw_centered(
        pm,
        &number.to_string(),
        &style,
        x + w / 2.0,
        y + h / 2.0 + style.cap_height() / 2.0,
    );
}

pub(crate) fn tag_area(number: u8) -> Option<Area> {
    let w = 44.0;
    let (column, y) = match number {
        1..=7 => (number as usize - 1, TABLEAU_TAG_Y),
        _ => (top_column(number)?, TOP_TAG_Y),
    };
    let x = column_x(column) + (W - w) / 2.0;
    Some(Area {
        x: x as u32,
        y: y as u32,
        width: w as u32,
        height: TAG_H as u32,
    })
}

pub(crate) fn pile_area(scene: &BoardScene, number: u8) -> Option<Area> {
    let area = |x: f32, y: f32, w: f32, h: f32| Area {
        x: x as u32,
        y: y as u32,
        width: w.ceil() as u32,
        height: h.ceil() as u32,
    };
    match number {
        1..=7 => {
            let i = number as usize - 1;
            let (_, _, height) = fan(column(scene, i));
            Some(area(column_x(i), TABLEAU_Y, W, height))
        }
        9 => {
            let shown = waste_shown(scene).len().max(1);
            let w = W + (shown - 1) as f32 * WASTE_STEP;
            Some(area(column_x(1), TOP_Y, w, H))
        }
        _ => Some(area(column_x(top_column(number)?), TOP_Y, W, H)),
    }
}

/// A faint outline where a pile is empty, with a letter saying what may start it.
fn empty_slot(pm: &mut Pixmap, x: f32, y: f32, letter: &str) {
    paint::fill_rrect(pm, x, y, W, H, 9.0, BLACK.alpha(40));
    paint::stroke_rrect(pm, (x, y, W, H), 9.0, SLOT.alpha(110), 2.0);
    if !letter.is_empty() {
        let style = Style::new(Face::Bold, 44.0, SLOT.alpha(70));
        text::draw_centered(
            pm,
            letter,
            &style,
            x + W / 2.0,
            y + H / 2.0 + style.cap_height() / 2.0,
        );
    }
}

fn stock(pm: &mut Pixmap, scene: &BoardScene, lang: crate::i18n::Lang) {
    use crate::i18n::Text;
    let x = column_x(0);
    if scene.stock == 0 {
        // Empty: say whether the waste can still go back.
        empty_slot(pm, x, TOP_Y, "");
        let label = if scene.waste.is_empty() {
            Text::new("klondike-pic-empty")
        } else if scene.can_redeal {
            Text::new("klondike-pic-turn-back")
        } else {
            Text::new("klondike-pic-no-redeals")
        };
        let label = label.in_lang(lang);
        let label = label.as_str();
        let symbol = if scene.can_redeal && !scene.waste.is_empty() {
            "↻"
        } else {
            "✕"
        };
        let big = Style::new(Face::Bold, 46.0, SLOT.alpha(150));
        text::draw_centered(pm, symbol, &big, x + W / 2.0, TOP_Y + H / 2.0 + 10.0);
        let small = Style::new(Face::Bold, 15.0, SLOT.alpha(190));
        text::draw_centered(pm, label, &small, x + W / 2.0, TOP_Y + H - 16.0);
        return;
    }
    // A few offset backs suggest the height of the pile.
    let layers = scene.stock.div_ceil(8).min(3);
    for l in (0..layers).rev() {
        let off = l as f32 * 2.0;
        card::draw_back(pm, x + off, TOP_Y - off);
    }
    count_badge(pm, scene.stock, x + W / 2.0, TOP_Y + H - 26.0);
}

/// The number of cards left, in a dark disc on the stock.
fn count_badge(pm: &mut Pixmap, count: usize, cx: f32, cy: f32) {
    let r = 19.0;
    let id = Transform::identity();
    paint::fill(pm, &paint::oval(cx, cy, r, r), BLACK.alpha(190), id);
    paint::stroke(pm, &paint::oval(cx, cy, r, r), WHITE.alpha(220), 2.0, id);
    let style = Style::new(Face::Bold, 19.0, WHITE);
    text::draw_centered(
        pm,
        &count.to_string(),
        &style,
        cx,
        cy + style.cap_height() / 2.0,
    );
}

/// The waste cards the picture shows: the top one, or the top three in draw-3.
fn waste_shown(scene: &BoardScene) -> &[CardFace] {
    let shown = if scene.draw_three { 3 } else { 1 };
    &scene.waste[scene.waste.len().saturating_sub(shown)..]
}

fn waste(pm: &mut Pixmap, scene: &BoardScene) {
    let x = column_x(1);
    let shown = waste_shown(scene);
    if shown.is_empty() {
        empty_slot(pm, x, TOP_Y, "");
        return;
    }
    for (i, face) in shown.iter().enumerate() {
        card::draw_face(pm, *face, x + i as f32 * WASTE_STEP, TOP_Y);
    }
}

fn tableau(pm: &mut Pixmap, i: usize, column: Option<&ColumnScene>) {
    let x = column_x(i);
    let (hidden, up, _) = fan(column);
    if hidden + up == 0 {
        empty_slot(pm, x, TABLEAU_Y, "K");
        return;
    }
    let mut y = TABLEAU_Y;
    for _ in 0..hidden {
        card::draw_back(pm, x, y);
        y += HIDDEN_STEP;
    }
    if up == 0 {
        return;
    }
    if let Some(column) = column {
        for face in column.face_up.iter().take(up) {
            card::draw_face(pm, *face, x, y);
            y += UP_STEP;
        }
    }
}

/// A gold frame around a marked pile.
fn mark(pm: &mut Pixmap, area: Area) {
    let grow = 4.0;
    paint::stroke_rrect(
        pm,
        (
            area.x as f32 - grow,
            area.y as f32 - grow,
            area.width as f32 + 2.0 * grow,
            area.height as f32 + 2.0 * grow,
        ),
        12.0,
        GOLD,
        4.0,
    );
}

fn draw_banner(pm: &mut Pixmap, banner: &str) {
    let px = 34.0;
    let label = text::ellipsize(&text::clean(banner), Face::Bold, px, WIDTH as f32 - 120.0);
    let w = text::width(&label, Face::Bold, px) + 60.0;
    let h = 64.0;
    let (x, y) = ((WIDTH as f32 - w) / 2.0, TABLEAU_Y + 90.0);
    paint::fill_rrect(pm, x + 3.0, y + 4.0, w, h, 16.0, BLACK.alpha(120));
    paint::fill_rrect(pm, x, y, w, h, 16.0, Rgba::rgb(28, 32, 44).alpha(235));
    paint::stroke_rrect(pm, (x, y, w, h), 16.0, GOLD, 3.0);
    let style = Style::new(Face::Bold, px, GOLD);
    text::draw_centered(
        pm,
        &label,
        &style,
        WIDTH as f32 / 2.0,
        y + h / 2.0 + style.cap_height() / 2.0,
    );
}
