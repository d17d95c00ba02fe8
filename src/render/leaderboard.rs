//! The leaderboard picture: a title, then one row per ranked person (rank, name,
//! rating, wins, points, games), the caller's own row highlighted, and the caller's
//! rank under the top ten when they are not in it.

use super::paint::{self, Rgba, WHITE};
use super::text::{self, Face, Style};
use super::Png;

const WIDTH: u32 = 760;
const TITLE_H: f32 = 64.0;
const HEADER_H: f32 = 30.0;
const ROW_H: f32 = 42.0;
const MARGIN: f32 = 16.0;
const BACKGROUND: Rgba = Rgba::rgb(18, 21, 30);
const ROW_BG: Rgba = Rgba::rgb(32, 38, 52);
const CALLER_BG: Rgba = Rgba::rgb(57, 73, 171);
const GOLD: Rgba = Rgba::rgb(250, 204, 72);
const MUTED: Rgba = Rgba::rgb(160, 168, 188);

/// One person's line on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    /// 1-based.
    pub rank: usize,
    pub name: String,
    pub rating: i64,
    pub wins: u32,
    pub points: i64,
    pub games: u32,
    pub is_caller: bool,
}

/// What the picture shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardScene {
    pub title: String,
    /// The top ten, best first.
    pub top: Vec<BoardRow>,
    /// The caller's row when it is not among the top ten.
    pub caller: Option<BoardRow>,
    /// The words drawn, in the reader's language.
    pub labels: BoardLabels,
}

/// The board's headings and its empty-board line.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLabels {
    /// The names column.
    pub player: String,
    /// Rating, wins, points and games.
    pub columns: [String; 4],
    pub empty: String,
}

/// Column right edges (rating, wins, points, games) after the name column.
const COLUMNS: [f32; 4] = [470.0, 560.0, 650.0, 744.0];

pub fn render_board(scene: &BoardScene) -> Png {
    let rows = scene.top.len() + usize::from(scene.caller.is_some());
    let height = TITLE_H + HEADER_H + ROW_H * rows.max(1) as f32 + MARGIN;
    let mut pm = super::canvas(WIDTH, height as u32);
    pm.fill(BACKGROUND.to_color());
    let title = Style::new(Face::Bold, 28.0, WHITE);
    let heading = Style::new(Face::Bold, 15.0, MUTED);
    let clipped = text::ellipsize(&scene.title, Face::Bold, 28.0, WIDTH as f32 - 2.0 * MARGIN);
    text::draw(&mut pm, &clipped, &title, MARGIN, 44.0);
    let header_base = TITLE_H + 20.0;
    text::draw(&mut pm, "#", &heading, MARGIN + 8.0, header_base);
    text::draw(&mut pm, &scene.labels.player, &heading, 70.0, header_base);
    for (label, right) in scene.labels.columns.iter().zip(COLUMNS) {
        text::draw_right(&mut pm, label, &heading, right, header_base);
    }
    let mut y = TITLE_H + HEADER_H;
    if scene.top.is_empty() && scene.caller.is_none() {
        let style = Style::new(Face::Regular, 18.0, MUTED);
        text::draw(&mut pm, &scene.labels.empty, &style, MARGIN, y + 27.0);
    }
    for row in scene.top.iter().chain(&scene.caller) {
        draw_row(&mut pm, row, y);
        y += ROW_H;
    }
    Png::from_pixmap(&pm)
}

fn draw_row(pm: &mut tiny_skia::Pixmap, row: &BoardRow, y: f32) {
    let background = if row.is_caller { CALLER_BG } else { ROW_BG };
    paint::fill_rrect(
        pm,
        MARGIN,
        y + 3.0,
        WIDTH as f32 - 2.0 * MARGIN,
        ROW_H - 6.0,
        8.0,
        background,
    );
    let base = y + 28.0;
    let rank_color = match row.rank {
        1..=3 => GOLD,
        _ => WHITE,
    };
    let rank = Style::new(Face::Bold, 19.0, rank_color);
    text::draw(pm, &row.rank.to_string(), &rank, MARGIN + 8.0, base);
    let name = Style::new(Face::Bold, 19.0, WHITE);
    let shown = text::name(&row.name, Face::Bold, 19.0, 300.0);
    text::draw(pm, &shown, &name, 70.0, base);
    let number = Style::new(Face::Regular, 19.0, WHITE);
    let values = [
        row.rating.to_string(),
        row.wins.to_string(),
        row.points.to_string(),
        row.games.to_string(),
    ];
    for (right, value) in COLUMNS.iter().zip(values) {
        text::draw_right(pm, &value, &number, *right, base);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(rank: usize, caller: bool) -> BoardRow {
        BoardRow {
            rank,
            name: format!("player {rank}"),
            rating: 1000 + rank as i64,
            wins: rank as u32,
            points: 10,
            games: 12,
            is_caller: caller,
        }
    }

    #[test]
    fn the_picture_grows_with_the_rows_and_is_a_png() {
        let small = render_board(&BoardScene {
            title: "UNO".into(),
            top: vec![row(1, false)],
            caller: None,
            labels: crate::stats::board_labels(crate::i18n::Lang::EnUs),
        });
        let large = render_board(&BoardScene {
            title: "UNO".into(),
            top: (1..=10).map(|r| row(r, r == 4)).collect(),
            caller: Some(row(17, true)),
            labels: crate::stats::board_labels(crate::i18n::Lang::EnUs),
        });
        assert!(small.png.starts_with(b"\x89PNG"));
        assert_eq!(small.width, WIDTH);
        assert!(large.height > small.height);
        assert_eq!(large.height - small.height, (ROW_H * 10.0) as u32);
    }
}
