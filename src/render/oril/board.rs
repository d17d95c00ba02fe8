//! The board picture: a wooden board with two rows of six pits and a store at each
//! end, player panels above and below, and a caption naming the last move.
//!
//! Geometry is fixed (960 x 500). The empty board is painted once per process and
//! copied; stones are stamped from cached sprites, so a picture costs a few copies,
//! some text and the PNG encoding.

use crate::i18n::{Lang, Text};
use crate::render::widgets::{self, PillBox};
use std::sync::OnceLock;

use tiny_skia::{Pixmap, Transform};

use super::{BoardScene, HouseRef, LastSowing, PlayerTag, NORTH, SOUTH};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

pub(crate) const WIDTH: u32 = 960;
pub(crate) const HEIGHT: u32 = 500;

/// Vertical centres of North's (top) and South's (bottom) rows.
const TOP_Y: f32 = 172.0;
const BOTTOM_Y: f32 = 292.0;
/// Horizontal centre of the leftmost house column and the step between columns.
const COL_X: f32 = 220.0;
const COL_STEP: f32 = 104.0;
const HOUSE_R: f32 = 47.0;
/// Stores: North's on the left, South's on the right.
const STORE_W: f32 = 112.0;
const STORE_H: f32 = 236.0;
const STORE_LEFT_X: f32 = 48.0;
const STORE_RIGHT_X: f32 = WIDTH as f32 - 48.0 - STORE_W;
const STORE_Y: f32 = (TOP_Y + BOTTOM_Y) / 2.0 - STORE_H / 2.0;
/// The wooden board.
const BOARD_X: f32 = 28.0;
const BOARD_Y: f32 = 96.0;
const BOARD_W: f32 = WIDTH as f32 - 56.0;
const BOARD_H: f32 = 272.0;
/// Player panels: North above the board, South below.
const PANEL_X: f32 = 28.0;
const PANEL_W: f32 = WIDTH as f32 - 56.0;
const PANEL_H: f32 = 44.0;
const NORTH_PANEL_Y: f32 = 8.0;
const SOUTH_PANEL_Y: f32 = 414.0;
/// Baselines of the house numbers outside each row and of the caption.
const NORTH_NUMBERS_Y: f32 = 84.0;
const SOUTH_NUMBERS_Y: f32 = 396.0;
const CAPTION_Y: f32 = 486.0;
/// At most this many stones are drawn in a house (the chip gives the count).
const HOUSE_STONES_DRAWN: usize = 30;
const STORE_STONES_DRAWN: usize = 48;
const STONE_R: f32 = 8.0;

const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(172, 180, 198);
const SOWN: Rgba = Rgba::rgb(80, 170, 255);
const LAST: Rgba = Rgba::rgb(255, 150, 40);
const CAPTURED: Rgba = Rgba::rgb(235, 64, 64);
const PANEL_BG: Rgba = Rgba::rgb(30, 34, 46);
const PIT: Rgba = Rgba::rgb(92, 56, 30);
const PIT_DEEP: Rgba = Rgba::rgb(70, 40, 20);

pub(crate) fn draw(scene: &BoardScene, lang: Lang) -> Pixmap {
    let mut pm = base().clone();
    for row in [NORTH, SOUTH] {
        panel(&mut pm, scene, row, lang);
        numbers(&mut pm, scene, row);
        for number in 1..=6u8 {
            let Some((cx, cy)) = house_center((row, number)) else {
                continue;
            };
            let count = scene.houses[row][usize::from(number - 1)];
            let mover_may_play = scene.to_move == Some(row) && scene.playable.contains(&number);
            if mover_may_play {
                paint::stroke(
                    &mut pm,
                    &paint::oval(cx, cy, HOUSE_R + 2.0, HOUSE_R + 2.0),
                    GOLD.alpha(150),
                    2.5,
                    Transform::identity(),
                );
            }
            stones(
                &mut pm,
                cx,
                cy,
                34.0,
                34.0,
                count,
                HOUSE_STONES_DRAWN,
                row * 6 + usize::from(number),
            );
        }
        store(&mut pm, scene, row);
    }
    if let Some(last) = &scene.last_move {
        last_move_marks(&mut pm, last);
    }
    // The counts go on top of every mark so they always stay readable.
    for row in [NORTH, SOUTH] {
        for number in 1..=6u8 {
            if let Some((cx, cy)) = house_center((row, number)) {
                let count = scene.houses[row][usize::from(number - 1)];
                let chip_y = if row == NORTH { cy + 34.0 } else { cy - 34.0 };
                count_chip(&mut pm, cx + 36.0, chip_y, count, 13.0, 15.0);
            }
        }
    }
    caption(&mut pm, scene, lang);
    if let Some(banner) = &scene.banner {
        end_banner(&mut pm, banner);
    }
    pm
}

/// The centre of a house: North's row on top reads 1-6 from right to left (North's
/// left as they face South), South's row below reads 1-6 from left to right.
pub(crate) fn house_center((row, number): HouseRef) -> Option<(f32, f32)> {
    if !(1..=6).contains(&number) {
        return None;
    }
    let k = f32::from(number - 1);
    match row {
        SOUTH => Some((COL_X + k * COL_STEP, BOTTOM_Y)),
        NORTH => Some((COL_X + (5.0 - k) * COL_STEP, TOP_Y)),
        _ => None,
    }
}

/// The centre of a player's store (each at its owner's right).
pub(crate) fn store_center(player: usize) -> Option<(f32, f32)> {
    let cy = STORE_Y + STORE_H / 2.0;
    match player {
        SOUTH => Some((STORE_RIGHT_X + STORE_W / 2.0, cy)),
        NORTH => Some((STORE_LEFT_X + STORE_W / 2.0, cy)),
        _ => None,
    }
}

/// Background, wood, pits and stores: the same in every picture.
fn base() -> &'static Pixmap {
    static BASE: OnceLock<Pixmap> = OnceLock::new();
    BASE.get_or_init(|| {
        let mut pm = crate::render::canvas(WIDTH, HEIGHT);
        pm.fill(Rgba::rgb(20, 22, 32).to_color());
        // Wood with a darker rim and a drop shadow.
        paint::fill_rrect(
            &mut pm,
            BOARD_X + 3.0,
            BOARD_Y + 6.0,
            BOARD_W,
            BOARD_H,
            34.0,
            BLACK.alpha(120),
        );
        paint::fill_rrect(
            &mut pm,
            BOARD_X,
            BOARD_Y,
            BOARD_W,
            BOARD_H,
            34.0,
            Rgba::rgb(150, 98, 52),
        );
        paint::fill_rrect(
            &mut pm,
            BOARD_X + 10.0,
            BOARD_Y + 10.0,
            BOARD_W - 20.0,
            BOARD_H - 20.0,
            26.0,
            Rgba::rgb(168, 112, 62),
        );
        paint::stroke_rrect(
            &mut pm,
            (BOARD_X, BOARD_Y, BOARD_W, BOARD_H),
            34.0,
            Rgba::rgb(90, 54, 26),
            3.0,
        );
        let id = Transform::identity();
        for row in [NORTH, SOUTH] {
            for number in 1..=6u8 {
                if let Some((cx, cy)) = house_center((row, number)) {
                    paint::fill(
                        &mut pm,
                        &paint::oval(cx, cy + 2.0, HOUSE_R, HOUSE_R),
                        Rgba::rgb(110, 70, 36),
                        id,
                    );
                    paint::fill(
                        &mut pm,
                        &paint::oval(cx, cy, HOUSE_R, HOUSE_R),
                        PIT_DEEP,
                        id,
                    );
                    paint::fill(
                        &mut pm,
                        &paint::oval(cx, cy + 3.0, HOUSE_R - 4.0, HOUSE_R - 5.0),
                        PIT,
                        id,
                    );
                }
            }
        }
        for x in [STORE_LEFT_X, STORE_RIGHT_X] {
            paint::fill_rrect(
                &mut pm,
                x,
                STORE_Y + 2.0,
                STORE_W,
                STORE_H,
                50.0,
                Rgba::rgb(110, 70, 36),
            );
            paint::fill_rrect(&mut pm, x, STORE_Y, STORE_W, STORE_H, 50.0, PIT_DEEP);
            paint::fill_rrect(
                &mut pm,
                x + 4.0,
                STORE_Y + 5.0,
                STORE_W - 8.0,
                STORE_H - 9.0,
                46.0,
                PIT,
            );
        }
        pm
    })
}

/// A cached stone sprite in one of a few tints.
fn stone_sprite(tint: usize) -> &'static Pixmap {
    static SPRITES: OnceLock<Vec<Pixmap>> = OnceLock::new();
    let sprites = SPRITES.get_or_init(|| {
        [
            Rgba::rgb(226, 222, 210),
            Rgba::rgb(206, 200, 186),
            Rgba::rgb(238, 232, 220),
            Rgba::rgb(190, 184, 172),
        ]
        .into_iter()
        .map(|color| {
            let size = (STONE_R * 2.0 + 4.0) as u32;
            let mut pm = crate::render::canvas(size, size);
            let c = STONE_R + 1.0;
            let id = Transform::identity();
            paint::fill(
                &mut pm,
                &paint::oval(c + 1.0, c + 1.5, STONE_R, STONE_R),
                BLACK.alpha(110),
                id,
            );
            paint::fill(&mut pm, &paint::oval(c, c, STONE_R, STONE_R), color, id);
            paint::stroke(
                &mut pm,
                &paint::oval(c, c, STONE_R, STONE_R),
                Rgba::rgb(120, 112, 100),
                1.0,
                id,
            );
            paint::fill(
                &mut pm,
                &paint::oval(c - 2.2, c - 2.4, STONE_R * 0.35, STONE_R * 0.28),
                WHITE.alpha(200),
                id,
            );
            pm
        })
        .collect()
    });
    &sprites[tint % sprites.len()]
}

/// Stamps up to `cap` stones in an ellipse of radii (rx, ry) around (cx, cy), on a
/// sunflower spiral so any count looks like a heap; `salt` varies the pattern.
#[allow(clippy::too_many_arguments)]
fn stones(pm: &mut Pixmap, cx: f32, cy: f32, rx: f32, ry: f32, count: u8, cap: usize, salt: usize) {
    let shown = usize::from(count).min(cap);
    if shown == 0 {
        return;
    }
    // Spread grows with the count until the heap fills the pit.
    let spread = (0.85 / (shown as f32).sqrt()).min(0.34);
    let phase = salt as f32 * 0.77;
    for i in 0..shown {
        let r = spread * ((i as f32) + 0.5).sqrt();
        let a = i as f32 * 2.399_963 + phase;
        let (x, y) = (cx + rx * r * a.cos(), cy + ry * r * a.sin());
        let sprite = stone_sprite(i * 7 + salt);
        let half = sprite.width() as f32 / 2.0;
        paint::blit(
            pm,
            sprite,
            (x - half).round() as i32,
            (y - half).round() as i32,
        );
    }
}

/// A dark round chip with a number.
fn count_chip(pm: &mut Pixmap, cx: f32, cy: f32, count: u8, r: f32, px: f32) {
    let id = Transform::identity();
    paint::fill(
        pm,
        &paint::oval(cx + 1.0, cy + 2.0, r, r),
        BLACK.alpha(110),
        id,
    );
    paint::fill(pm, &paint::oval(cx, cy, r, r), Rgba::rgb(28, 30, 40), id);
    paint::stroke(pm, &paint::oval(cx, cy, r, r), WHITE.alpha(170), 1.5, id);
    let style = Style::new(Face::Bold, px, WHITE);
    text::draw_centered(
        pm,
        &count.to_string(),
        &style,
        cx,
        cy + style.cap_height() / 2.0,
    );
}

fn store(pm: &mut Pixmap, scene: &BoardScene, player: usize) {
    let Some((cx, cy)) = store_center(player) else {
        return;
    };
    let count = scene.stores[player];
    stones(
        pm,
        cx,
        cy - 18.0,
        STORE_W / 2.0 - 16.0,
        STORE_H / 2.0 - 40.0,
        count,
        STORE_STONES_DRAWN,
        40 + player,
    );
    // The owner's name on the store, the count large below.
    let name = short_name(&scene.players[player], 15.0, STORE_W - 14.0);
    let name_style = Style::new(Face::Bold, 15.0, WHITE).shadowed(BLACK.alpha(180), 1, 1);
    text::draw_centered(pm, &name, &name_style, cx, STORE_Y - 8.0);
    let chip_y = STORE_Y + STORE_H - 30.0;
    paint::fill_rrect(
        pm,
        cx - 34.0,
        chip_y - 18.0,
        68.0,
        36.0,
        18.0,
        Rgba::rgb(28, 30, 40),
    );
    paint::stroke_rrect(pm, (cx - 34.0, chip_y - 18.0, 68.0, 36.0), 18.0, GOLD, 2.0);
    let style = Style::new(Face::Bold, 24.0, GOLD);
    text::draw_centered(
        pm,
        &count.to_string(),
        &style,
        cx,
        chip_y + style.cap_height() / 2.0,
    );
}

fn short_name(tag: &PlayerTag, px: f32, max_width: f32) -> String {
    text::name(&tag.name, Face::Bold, px, max_width)
}

/// The player's panel: name, computer tag, the proposal to end, whose turn, score.
fn panel(pm: &mut Pixmap, scene: &BoardScene, row: usize, lang: Lang) {
    let y = if row == NORTH {
        NORTH_PANEL_Y
    } else {
        SOUTH_PANEL_Y
    };
    let tag = &scene.players[row];
    let current = scene.to_move == Some(row);
    if current {
        for (grow, alpha) in [(6.0, 50), (3.0, 100)] {
            paint::fill_rrect(
                pm,
                PANEL_X - grow,
                y - grow,
                PANEL_W + 2.0 * grow,
                PANEL_H + 2.0 * grow,
                12.0 + grow,
                GOLD.alpha(alpha),
            );
        }
    }
    let (bg, border, border_w) = if current {
        (Rgba::rgb(58, 52, 30), GOLD, 2.5)
    } else {
        (PANEL_BG, Rgba::rgb(78, 88, 112), 1.5)
    };
    paint::fill_rrect(pm, PANEL_X, y, PANEL_W, PANEL_H, 12.0, bg);
    paint::stroke_rrect(pm, (PANEL_X, y, PANEL_W, PANEL_H), 12.0, border, border_w);

    let baseline = y + PANEL_H / 2.0 + 8.0;
    let side = if row == NORTH {
        Text::new("oril-pic-north")
    } else {
        Text::new("oril-pic-south")
    }
    .in_lang(lang);
    let side_style = Style::new(Face::Regular, 14.0, MUTED);
    let mut cursor = PANEL_X + 14.0;
    cursor += text::draw(pm, &side, &side_style, cursor, baseline - 1.0) + 12.0;
    // The score on the right, then the tags, then the name takes what is left.
    let score = Text::new("oril-pic-captured")
        .with("stones", scene.stores[row])
        .in_lang(lang);
    let score_style = Style::new(Face::Bold, 18.0, GOLD);
    let score_w = text::width(&score, Face::Bold, 18.0);
    text::draw_right(pm, &score, &score_style, PANEL_X + PANEL_W - 16.0, baseline);
    let mut tags: Vec<(String, Rgba, Rgba)> = Vec::new();
    if tag.is_ai {
        let label = Text::new("oril-pic-computer").in_lang(lang);
        tags.push((label, Rgba::rgb(96, 108, 150), WHITE));
    }
    if current {
        let label = Text::new("oril-pic-to-move").in_lang(lang);
        tags.push((label, GOLD, Rgba::rgb(40, 30, 0)));
    }
    if tag.proposed_end {
        let label = Text::new("oril-pic-proposes-end").in_lang(lang);
        tags.push((label, Rgba::rgb(70, 130, 110), WHITE));
    }
    let tag_widths: Vec<f32> = tags
        .iter()
        .map(|(label, _, _)| text::width(label, Face::Bold, 11.5) + 18.0)
        .collect();
    let tags_w: f32 = tag_widths.iter().map(|w| w + 8.0).sum();
    let name_room = (PANEL_X + PANEL_W - 16.0 - score_w - 20.0 - tags_w - cursor).max(40.0);
    let name = short_name(tag, 22.0, name_room);
    let name_style = Style::new(Face::Bold, 22.0, WHITE);
    cursor += text::draw(pm, &name, &name_style, cursor, baseline) + 12.0;
    for ((label, bg, fg), w) in tags.iter().zip(tag_widths) {
        widgets::pill(
            pm,
            label,
            PillBox {
                x: cursor,
                y: y + PANEL_H / 2.0 - 9.0,
                w,
                h: 18.0,
                px: 11.5,
            },
            *bg,
            *fg,
        );
        cursor += w + 8.0;
    }
}

/// The numbers 1-6 outside a row; gold for the houses the player to move may sow.
fn numbers(pm: &mut Pixmap, scene: &BoardScene, row: usize) {
    let baseline = if row == NORTH {
        NORTH_NUMBERS_Y
    } else {
        SOUTH_NUMBERS_Y
    };
    let moving = scene.to_move == Some(row);
    for number in 1..=6u8 {
        let Some((cx, _)) = house_center((row, number)) else {
            continue;
        };
        let playable = moving && scene.playable.contains(&number);
        let color = if playable {
            GOLD
        } else if moving {
            MUTED.alpha(150)
        } else {
            MUTED
        };
        let style = Style::new(Face::Bold, 19.0, color);
        text::draw_centered(pm, &number.to_string(), &style, cx, baseline);
    }
}

fn ring(pm: &mut Pixmap, house: HouseRef, color: Rgba, grow: f32, width: f32) {
    if let Some((cx, cy)) = house_center(house) {
        let r = HOUSE_R + grow;
        paint::stroke(
            pm,
            &paint::oval(cx, cy, r, r),
            BLACK.alpha(120),
            width + 3.0,
            Transform::identity(),
        );
        paint::stroke(
            pm,
            &paint::oval(cx, cy, r, r),
            color,
            width,
            Transform::identity(),
        );
    }
}

fn last_move_marks(pm: &mut Pixmap, last: &LastSowing) {
    ring(pm, (last.player, last.house), SOWN, 0.0, 4.0);
    for &house in &last.captured {
        ring(pm, house, CAPTURED, -3.0, 4.0);
        if let Some((cx, cy)) = house_center(house) {
            // A cross over the emptied pit.
            let d = 14.0;
            let id = Transform::identity();
            for line in [
                [(cx - d, cy - d), (cx + d, cy + d)],
                [(cx - d, cy + d), (cx + d, cy - d)],
            ] {
                paint::stroke(pm, &paint::polyline(&line), CAPTURED.alpha(170), 4.0, id);
            }
        }
    }
    if let Some(house) = last.last {
        if let Some((cx, cy)) = house_center(house) {
            // A pointer on the board's edge side of the house, aimed at it.
            let (tip, dir) = if house.0 == NORTH {
                (cy - HOUSE_R - 1.0, -1.0)
            } else {
                (cy + HOUSE_R + 1.0, 1.0)
            };
            let x = cx - 30.0;
            let tri = paint::polygon(&[
                (x, tip),
                (x - 8.0, tip + dir * 13.0),
                (x + 8.0, tip + dir * 13.0),
            ]);
            paint::fill(pm, &tri, LAST, Transform::identity());
            ring(pm, house, LAST, 3.0, 2.5);
        }
    }
}

/// The last move in words on the left, the colour key on the right.
fn caption(pm: &mut Pixmap, scene: &BoardScene, lang: Lang) {
    let style = Style::new(Face::Regular, 15.0, WHITE);
    let key_style = Style::new(Face::Regular, 13.0, MUTED);
    // The key, right to left.
    let mut right = WIDTH as f32 - 30.0;
    let mut key_left = right;
    if scene.last_move.is_some() {
        for (label, color) in [
            (Text::new("oril-pic-key-captured"), CAPTURED),
            (Text::new("oril-pic-key-last"), LAST),
            (Text::new("oril-pic-key-sown"), SOWN),
        ] {
            let label = label.in_lang(lang);
            let w = text::width(&label, Face::Regular, 13.0);
            text::draw(pm, &label, &key_style, right - w, CAPTION_Y);
            paint::fill(
                pm,
                &paint::oval(right - w - 10.0, CAPTION_Y - 5.0, 5.0, 5.0),
                color,
                Transform::identity(),
            );
            right -= w + 28.0;
        }
        key_left = right;
    }
    let words = match &scene.last_move {
        Some(last) => last_move_words(scene, last, lang),
        None => Text::new("oril-pic-no-move")
            .with("rules", scene.rules.as_str())
            .in_lang(lang),
    };
    let words = text::ellipsize(&text::clean(&words), Face::Regular, 15.0, key_left - 40.0);
    text::draw(pm, &words, &style, 30.0, CAPTION_Y);
}

fn first_word(tag: &PlayerTag) -> String {
    let clean = text::clean(&tag.name);
    let short: String = clean.chars().take(20).collect();
    if text::is_blank(&short) {
        text::NAME_PLACEHOLDER.to_string()
    } else {
        short
    }
}

/// The last move in `lang`: "Ana sowed house 3 (5 stones), last stone in Bo's 2,
/// captured 4 from 2 houses".
pub(crate) fn last_move_words(scene: &BoardScene, last: &LastSowing, lang: Lang) -> String {
    let mover = scene
        .players
        .get(last.player)
        .map(first_word)
        .unwrap_or_default();
    let sowed = if last.sown > 0 {
        Text::new("oril-last-sowed-stones")
            .with("name", mover)
            .with("house", last.house)
            .with("stones", last.sown)
    } else {
        Text::new("oril-last-sowed")
            .with("name", mover)
            .with("house", last.house)
    };
    let mut parts = vec![sowed];
    if let Some((row, number)) = last.last {
        if row == last.player {
            parts.push(Text::new("oril-last-landed-own").with("house", number));
        } else if let Some(owner) = scene.players.get(row) {
            parts.push(
                Text::new("oril-last-landed")
                    .with("owner", first_word(owner))
                    .with("house", number),
            );
        }
    }
    if last.stones_captured > 0 {
        parts.push(
            Text::new("oril-last-captured")
                .with("stones", last.stones_captured)
                .with("houses", last.captured.len()),
        );
    }
    let mut parts = parts.into_iter();
    let first = parts.next().map(|t| t.in_lang(lang)).unwrap_or_default();
    parts.fold(first, |words, part| {
        Text::new("oril-last-then")
            .with("first", words)
            .with("then", part)
            .in_lang(lang)
    })
}

fn end_banner(pm: &mut Pixmap, banner: &str) {
    let h = 64.0;
    let cy = (TOP_Y + BOTTOM_Y) / 2.0;
    let y = cy - h / 2.0;
    paint::fill_rrect(pm, 0.0, y, WIDTH as f32, h, 0.0, Rgba(8, 10, 16, 215));
    paint::fill_rrect(pm, 0.0, y, WIDTH as f32, 3.0, 0.0, GOLD);
    paint::fill_rrect(pm, 0.0, y + h - 3.0, WIDTH as f32, 3.0, 0.0, GOLD);
    let px = 30.0;
    let shown = text::ellipsize(&text::clean(banner), Face::Bold, px, WIDTH as f32 - 60.0);
    let style = Style::new(Face::Bold, px, GOLD).shadowed(BLACK, 2, 2);
    text::draw_centered(
        pm,
        &shown,
        &style,
        WIDTH as f32 / 2.0,
        cy + style.cap_height() / 2.0,
    );
}
