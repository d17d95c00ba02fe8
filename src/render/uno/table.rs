//! The public table picture: seats around an oval table, piles in the middle.
//!
//! Geometry is fixed (960 x 540, Discord's 16:9 preview shape). Seats sit on an
//! ellipse larger than the felt so that even ten badges keep clear of each other and
//! of the piles; the positions were checked for 2 to 10 seats.

use crate::i18n::{Lang, Text};
use crate::render::widgets::{self, PillBox};
use std::f32::consts::PI;
use std::sync::OnceLock;

use tiny_skia::{GradientStop, LinearGradient, Paint, Pixmap, Point, SpreadMode, Transform};

use super::card;
use super::{CardColor, SeatBadge, TableScene, UnoBadge};
use crate::render::paint::{self, Rgba, BLACK, WHITE};
use crate::render::text::{self, Face, Style};

pub(crate) const WIDTH: u32 = 960;
pub(crate) const HEIGHT: u32 = 540;
const CX: f32 = 480.0;
const CY: f32 = 272.0;
/// Radii of the ellipse the seat badges are centred on.
const SEAT_RX: f32 = 378.0;
const SEAT_RY: f32 = 210.0;
const BADGE_W: f32 = 186.0;
const BADGE_H: f32 = 62.0;
/// Radii of the track the direction chevrons run on.
const TRACK_RX: f32 = 300.0;
const TRACK_RY: f32 = 150.0;
/// At most this many recent plays are shown.
const RECENT_SHOWN: usize = 5;

const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(172, 180, 198);

pub(crate) fn draw(scene: &TableScene, lang: Lang) -> Pixmap {
    let mut pm = base(scene.clockwise).clone();
    draw_pile(&mut pm, scene.deck_count, lang);
    discard(&mut pm, scene, lang);
    recent_strip(&mut pm, scene, lang);
    let n = scene.seats.len();
    for (i, seat) in scene.seats.iter().enumerate() {
        let (x, y) = seat_center(i, n);
        badge(&mut pm, seat, x, y, i == scene.current_seat, lang);
    }
    if let Some(banner) = &scene.round_over_banner {
        round_banner(&mut pm, banner);
    }
    pm
}

/// The empty table (background, felt, direction chevrons), painted once per
/// direction: it is the same in every picture and the costliest part to paint.
fn base(clockwise: bool) -> &'static Pixmap {
    static BASES: OnceLock<[Pixmap; 2]> = OnceLock::new();
    let bases = BASES.get_or_init(|| {
        [true, false].map(|cw| {
            let mut pm = crate::render::canvas(WIDTH, HEIGHT);
            background(&mut pm);
            felt(&mut pm);
            direction_chevrons(&mut pm, cw);
            pm
        })
    });
    &bases[usize::from(!clockwise)]
}

/// Seat `i` of `n`, clockwise from the top.
fn seat_center(i: usize, n: usize) -> (f32, f32) {
    let a = -PI / 2.0 + 2.0 * PI * i as f32 / n.max(1) as f32;
    (CX + SEAT_RX * a.cos(), CY + SEAT_RY * a.sin())
}

fn background(pm: &mut Pixmap) {
    let shader = LinearGradient::new(
        Point::from_xy(0.0, 0.0),
        Point::from_xy(0.0, HEIGHT as f32),
        vec![
            GradientStop::new(0.0, Rgba::rgb(30, 34, 48).to_color()),
            GradientStop::new(1.0, Rgba::rgb(14, 16, 24).to_color()),
        ],
        SpreadMode::Pad,
        Transform::identity(),
    );
    match shader {
        Some(shader) => {
            let paint = Paint {
                shader,
                ..Paint::default()
            };
            if let Some(rect) = tiny_skia::Rect::from_xywh(0.0, 0.0, WIDTH as f32, HEIGHT as f32) {
                pm.fill_rect(rect, &paint, Transform::identity(), None);
            }
        }
        None => pm.fill(Rgba::rgb(20, 22, 32).to_color()),
    }
}

/// The green felt with a wooden rim.
fn felt(pm: &mut Pixmap) {
    let id = Transform::identity();
    let (rx, ry) = (372.0, 196.0);
    paint::fill(
        pm,
        &paint::oval(CX, CY + 6.0, rx + 16.0, ry + 16.0),
        BLACK.alpha(110),
        id,
    );
    paint::fill(
        pm,
        &paint::oval(CX, CY, rx + 14.0, ry + 14.0),
        Rgba::rgb(98, 62, 36),
        id,
    );
    paint::stroke(
        pm,
        &paint::oval(CX, CY, rx + 14.0, ry + 14.0),
        Rgba::rgb(60, 36, 20),
        3.0,
        id,
    );
    let felt = paint::oval(CX, CY, rx, ry);
    // Flat tones rather than a gradient: a smooth gradient changes every pixel and
    // would triple the PNG size.
    paint::fill(pm, &felt, Rgba::rgb(24, 96, 58), id);
    paint::fill(
        pm,
        &paint::oval(CX, CY, rx * 0.82, ry * 0.78),
        Rgba::rgb(30, 110, 67),
        id,
    );
    paint::stroke(pm, &felt, Rgba::rgb(14, 60, 36), 2.0, id);
}

/// Chevrons along an inner track, pointing the way play moves.
fn direction_chevrons(pm: &mut Pixmap, clockwise: bool) {
    let id = Transform::identity();
    let track = paint::oval(CX, CY, TRACK_RX, TRACK_RY);
    paint::stroke(pm, &track, WHITE.alpha(40), 3.0, id);
    let sign = if clockwise { 1.0 } else { -1.0 };
    for k in 0..8 {
        let a = -PI / 2.0 + PI / 8.0 + k as f32 * PI / 4.0;
        let (x, y) = (CX + TRACK_RX * a.cos(), CY + TRACK_RY * a.sin());
        // Unit tangent in the direction of play.
        let (tx, ty) = (-TRACK_RX * a.sin() * sign, TRACK_RY * a.cos() * sign);
        let len = (tx * tx + ty * ty).sqrt().max(1e-3);
        let (ux, uy) = (tx / len, ty / len);
        let (nx, ny) = (-uy, ux);
        let s = 11.0;
        let tip = (x + ux * s * 0.6, y + uy * s * 0.6);
        let back = |side: f32| {
            (
                x - ux * s * 0.6 + nx * s * side,
                y - uy * s * 0.6 + ny * s * side,
            )
        };
        let chevron = paint::polyline(&[back(1.0), tip, back(-1.0)]);
        paint::stroke(pm, &chevron, BLACK.alpha(90), 7.0, id);
        paint::stroke(pm, &chevron, GOLD, 4.0, id);
    }
}

const PILE_W: f32 = 70.0;
const PILE_X: f32 = CX - 232.0;
const TOP_W: f32 = 96.0;
const RECENT_W: f32 = 52.0;
const RECENT_STEP: f32 = 26.0;
const RECENT_X: f32 = CX + 104.0;

fn draw_pile(pm: &mut Pixmap, deck_count: usize, lang: Lang) {
    let h = PILE_W * card::ASPECT;
    let y = CY - h / 2.0 - 8.0;
    // A few offset backs suggest a stack; an empty pile is an outline.
    if deck_count == 0 {
        paint::stroke_rrect(pm, (PILE_X, y, PILE_W, h), 7.0, WHITE.alpha(90), 2.0);
    } else {
        let layers = deck_count.min(3);
        for l in (0..layers).rev() {
            let off = l as f32 * 3.0;
            card::draw_back(pm, PILE_X + off, y - off, PILE_W);
        }
    }
    let style = Style::new(Face::Bold, 17.0, WHITE).shadowed(BLACK.alpha(140), 1, 1);
    let label = Text::new("uno-pic-left")
        .with("cards", deck_count)
        .in_lang(lang);
    text::draw_centered(pm, &label, &style, PILE_X + PILE_W / 2.0, y + h + 24.0);
}

fn discard(pm: &mut Pixmap, scene: &TableScene, lang: Lang) {
    let h = TOP_W * card::ASPECT;
    let (x, y) = (CX - TOP_W / 2.0, CY - h / 2.0 - 8.0);
    if scene.current_color != CardColor::Wild {
        // A soft halo in the colour to follow, strongest at the card's edge.
        let halo = card::color_rgb(scene.current_color);
        for (grow, alpha) in [(16.0, 40), (11.0, 70), (6.0, 120)] {
            paint::fill_rrect(
                pm,
                x - grow,
                y - grow,
                TOP_W + 2.0 * grow,
                h + 2.0 * grow,
                9.0 + grow,
                halo.alpha(alpha),
            );
        }
    }
    card::draw_face(pm, scene.top, x, y, TOP_W);
    // The colour to follow, named in words on a chip of that colour (for players
    // who cannot tell the suits apart by hue).
    let (label, chip) = match scene.current_color {
        CardColor::Red => (Text::new("uno-pic-red"), card::color_rgb(CardColor::Red)),
        CardColor::Yellow => (
            Text::new("uno-pic-yellow"),
            card::color_rgb(CardColor::Yellow),
        ),
        CardColor::Green => (
            Text::new("uno-pic-green"),
            card::color_rgb(CardColor::Green),
        ),
        CardColor::Blue => (Text::new("uno-pic-blue"), card::color_rgb(CardColor::Blue)),
        CardColor::Wild => (Text::new("uno-pic-any"), Rgba::rgb(70, 78, 96)),
    };
    let label = label.in_lang(lang);
    let label = label.as_str();
    let ink = if scene.current_color == CardColor::Yellow {
        Rgba::rgb(40, 30, 0)
    } else {
        WHITE
    };
    let style = Style::new(Face::Bold, 15.0, ink);
    let chip_w = text::width(label, Face::Bold, 15.0) + 26.0;
    let chip_y = y + h + 20.0;
    paint::fill_rrect(
        pm,
        CX - chip_w / 2.0 + 1.0,
        chip_y + 2.0,
        chip_w,
        24.0,
        12.0,
        BLACK.alpha(110),
    );
    paint::fill_rrect(pm, CX - chip_w / 2.0, chip_y, chip_w, 24.0, 12.0, chip);
    paint::stroke_rrect(
        pm,
        (CX - chip_w / 2.0, chip_y, chip_w, 24.0),
        12.0,
        WHITE.alpha(200),
        1.5,
    );
    text::draw_centered(
        pm,
        label,
        &style,
        CX,
        chip_y + 12.0 + style.cap_height() / 2.0,
    );
}

fn recent_strip(pm: &mut Pixmap, scene: &TableScene, lang: Lang) {
    let shown = &scene.recent[scene.recent.len().saturating_sub(RECENT_SHOWN)..];
    if shown.is_empty() {
        return;
    }
    let h = RECENT_W * card::ASPECT;
    let y = CY - h / 2.0 - 8.0;
    let count = shown.len();
    for (i, face) in shown.iter().enumerate() {
        let x = RECENT_X + i as f32 * RECENT_STEP;
        card::draw_face(pm, *face, x, y, RECENT_W);
        // Older plays fade so the order reads at a glance.
        let age = count - 1 - i;
        if age > 0 {
            let alpha = (40 + 25 * age).min(140) as u8;
            paint::fill_rrect(
                pm,
                x,
                y,
                RECENT_W,
                h,
                RECENT_W * 0.09,
                Rgba(10, 30, 20, alpha),
            );
        }
    }
    let width = RECENT_W + (count - 1) as f32 * RECENT_STEP;
    let style = Style::new(Face::Regular, 14.0, MUTED).shadowed(BLACK.alpha(140), 1, 1);
    text::draw_centered(
        pm,
        &Text::new("uno-pic-last-plays").in_lang(lang),
        &style,
        RECENT_X + width / 2.0,
        y + h + 22.0,
    );
}

fn badge(pm: &mut Pixmap, seat: &SeatBadge, cx: f32, cy: f32, current: bool, lang: Lang) {
    let (x, y) = (cx - BADGE_W / 2.0, cy - BADGE_H / 2.0);
    let r = 12.0;
    paint::fill_rrect(pm, x + 2.0, y + 4.0, BADGE_W, BADGE_H, r, BLACK.alpha(110));
    if current {
        for (grow, alpha) in [(9.0, 45), (5.0, 90)] {
            paint::fill_rrect(
                pm,
                x - grow,
                y - grow,
                BADGE_W + 2.0 * grow,
                BADGE_H + 2.0 * grow,
                r + grow,
                GOLD.alpha(alpha),
            );
        }
    }
    let (bg, border, border_w) = if current {
        (Rgba::rgb(58, 52, 30), GOLD, 3.0)
    } else {
        (Rgba::rgb(30, 34, 46), Rgba::rgb(78, 88, 112), 1.5)
    };
    paint::fill_rrect(pm, x, y, BADGE_W, BADGE_H, r, bg.alpha(240));
    paint::stroke_rrect(pm, (x, y, BADGE_W, BADGE_H), r, border, border_w);

    // Line 1: the name, leaving room for the AI tag.
    let ai = Text::new("pic-ai").in_lang(lang);
    let ai_w = widgets::pill_width(&ai, 11.5, 32.0);
    let tag_w = if seat.is_ai { ai_w + 6.0 } else { 0.0 };
    let name_style = Style::new(Face::Bold, 18.0, WHITE);
    let name = text::name(&seat.name, Face::Bold, 18.0, BADGE_W - 24.0 - tag_w);
    text::draw(pm, &name, &name_style, x + 12.0, y + 25.0);
    if seat.is_ai {
        widgets::pill(
            pm,
            &ai,
            PillBox {
                x: x + BADGE_W - 10.0 - ai_w,
                y: y + 9.0,
                w: ai_w,
                h: 18.0,
                px: 11.5,
            },
            Rgba::rgb(96, 108, 150),
            WHITE,
        );
    }

    // Line 2: a small card back with the count, the UNO status, the score.
    card::draw_back(pm, x + 12.0, y + 33.0, 14.0);
    let count_style = Style::new(Face::Bold, 16.0, WHITE);
    let noun = Text::new("uno-pic-cards")
        .with("cards", seat.card_count)
        .in_lang(lang);
    let mut cursor = x + 34.0;
    cursor += text::draw(
        pm,
        &seat.card_count.to_string(),
        &count_style,
        cursor,
        y + 51.0,
    );
    let score_label = seat
        .score
        .map(|s| Text::new("uno-pic-points").with("points", s).in_lang(lang));
    let score_style = Style::new(Face::Bold, 13.0, GOLD);
    let score_w = score_label
        .as_deref()
        .map_or(0.0, |l| text::width(l, Face::Bold, 13.0) + 8.0);
    let pill_w = if seat.uno == UnoBadge::None {
        0.0
    } else {
        54.0
    };
    // The word "cards" is the first thing to go when the line is crowded.
    let noun_label = format!(" {noun}");
    let noun_style = Style::new(Face::Regular, 13.0, MUTED);
    let noun_w = text::width(&noun_label, Face::Regular, 13.0);
    if cursor + noun_w + pill_w + score_w <= x + BADGE_W - 10.0 {
        cursor += text::draw(pm, &noun_label, &noun_style, cursor, y + 51.0);
    }
    match seat.uno {
        UnoBadge::None => {}
        UnoBadge::Called => {
            let red = card::color_rgb(CardColor::Red);
            widgets::pill(
                pm,
                "UNO!",
                PillBox {
                    x: cursor + 8.0,
                    y: y + 37.0,
                    w: 46.0,
                    h: 18.0,
                    px: 11.5,
                },
                red,
                WHITE,
            );
        }
        UnoBadge::Pending => {
            let orange = Rgba::rgb(255, 166, 40);
            widgets::pill(
                pm,
                "UNO?",
                PillBox {
                    x: cursor + 8.0,
                    y: y + 37.0,
                    w: 46.0,
                    h: 18.0,
                    px: 11.5,
                },
                orange.alpha(50),
                orange,
            );
            paint::stroke_rrect(pm, (cursor + 8.0, y + 37.0, 46.0, 18.0), 9.0, orange, 1.5);
        }
    }
    if let Some(label) = &score_label {
        text::draw_right(pm, label, &score_style, x + BADGE_W - 10.0, y + 51.0);
    }
    if current {
        // A tab on the top edge names what the glow means.
        let turn = Text::new("pic-turn").in_lang(lang);
        let turn_w = widgets::pill_width(&turn, 11.5, 48.0);
        widgets::pill(
            pm,
            &turn,
            PillBox {
                x: x + BADGE_W / 2.0 - turn_w / 2.0,
                y: y - 11.0,
                w: turn_w,
                h: 18.0,
                px: 11.5,
            },
            GOLD,
            Rgba::rgb(40, 30, 0),
        );
    }
}

fn round_banner(pm: &mut Pixmap, banner: &str) {
    let h = 76.0;
    let y = CY - h / 2.0;
    paint::fill_rrect(pm, 0.0, y, WIDTH as f32, h, 0.0, Rgba(8, 10, 16, 215));
    paint::fill_rrect(pm, 0.0, y, WIDTH as f32, 3.0, 0.0, GOLD);
    paint::fill_rrect(pm, 0.0, y + h - 3.0, WIDTH as f32, 3.0, 0.0, GOLD);
    let px = 32.0;
    let shown = text::ellipsize(&text::clean(banner), Face::Bold, px, WIDTH as f32 - 60.0);
    let style = Style::new(Face::Bold, px, GOLD).shadowed(BLACK, 2, 2);
    text::draw_centered(pm, &shown, &style, CX, CY + style.cap_height() / 2.0);
}
