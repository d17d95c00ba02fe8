//! The board message: the picture (with the text board as its fallback), what just
//! happened, the solver's word on the position, moves made, redeals used and the time,
//! a menu of the legal moves in words (most useful first, paged past 25) and the
//! buttons **Draw**, **Undo**, **Hint**, **Auto**, **Finish** and **New deal**.

use crate::games::klondike::solver::Verdict;
use crate::games::klondike::{Card, Klondike, Move, Suit as EngineSuit};
use crate::render::klondike::{self as pic, BoardScene, CardFace, ColumnScene, Suit};
use crate::table::hosting::{action_button, action_option};
use crate::table::view::{Field, Picture, Row, Select, SelectOption, Style, View};

use super::actions::Act;
use super::session::Solitaire;

/// Options on one page of the move menu when there are more than fit in one menu
/// (the rest of the 25 are the page turners).
pub const PER_PAGE: usize = 23;
const MAX_OPTIONS: usize = 25;

pub fn face(card: Card) -> CardFace {
    let suit = match card.suit() {
        EngineSuit::Spades => Suit::Spades,
        EngineSuit::Hearts => Suit::Hearts,
        EngineSuit::Diamonds => Suit::Diamonds,
        EngineSuit::Clubs => Suit::Clubs,
    };
    CardFace {
        rank: card.rank(),
        suit,
    }
}

/// The picture's scene for a game, with `marked` piles in gold and an optional banner.
pub fn scene(game: &Klondike, marked: Vec<u8>, banner: Option<String>) -> BoardScene {
    BoardScene {
        columns: game
            .columns()
            .iter()
            .map(|c| ColumnScene {
                hidden: c.hidden(),
                face_up: c.face_up().iter().map(|&card| face(card)).collect(),
            })
            .collect(),
        stock: game.stock().len(),
        waste: game.waste().iter().map(|&card| face(card)).collect(),
        draw_three: game.options().draw.cards() == 3,
        foundations: std::array::from_fn(|slot| game.foundation_top(slot).map(face)),
        can_redeal: game.redeal_allowed(),
        marked,
        banner,
    }
}

/// "4:07", "1:02:03".
pub fn clock(ms: u64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Where the game stands, in words; `None` while it is simply in play.
pub fn standing(s: &Solitaire, now_ms: u64) -> Option<String> {
    if s.game.is_won() {
        let time = clock(s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms));
        return Some(format!(
            "🎉 **Won** in {time} with {}! Press **New deal** for another.",
            plural(s.game.moves_made(), "move", "moves")
        ));
    }
    if s.verdict() == Some(Verdict::Lost) {
        let back = match s.undos_to_winnable() {
            Some(1) => {
                "1 Undo leads back to the last position that could still be won.".to_string()
            }
            Some(n) => {
                format!("{n} Undos lead back to the last position that could still be won.")
            }
            None if s.game.moves_made() == 0 => "It could not be won from the start.".to_string(),
            None => "No earlier position was proven winnable within the time limit.".to_string(),
        };
        let end = if s.no_move_left() {
            " No move is left either."
        } else {
            ""
        };
        return Some(format!(
            "⚠️ **This deal can no longer be won from here.** {back}{end} Press **New deal** \
             for another deal."
        ));
    }
    if s.no_move_left() {
        return Some(
            "⚠️ **No move is left** that can change anything. Undo, or press **New deal** for \
             another deal."
                .to_string(),
        );
    }
    None
}

/// The banner across the picture, for the ends worth a headline.
fn banner(s: &Solitaire, now_ms: u64) -> Option<String> {
    if s.game.is_won() {
        let time = clock(s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms));
        Some(format!("Won in {time} · {} moves", s.game.moves_made()))
    } else if s.verdict() == Some(Verdict::Lost) {
        Some("This deal can no longer be won from here".to_string())
    } else if s.no_move_left() {
        Some("No move is left".to_string())
    } else {
        None
    }
}

/// The legal moves in menu order, the most useful first.
pub fn menu_moves(game: &Klondike) -> Vec<Move> {
    game.moves_by_use()
}

/// The move menu's page `page` (clamped), with page turners when paged.
pub fn move_menu(game: &Klondike, page: u8) -> Option<Select> {
    let moves = menu_moves(game);
    if moves.is_empty() {
        return None;
    }
    let option = |mv: Move| action_option(game.describe(mv), &Act::Move(mv), game.effect(mv));
    let total = moves.len();
    let (options, placeholder) = if total <= MAX_OPTIONS {
        (
            moves.into_iter().map(option).collect(),
            format!(
                "Choose a move ({})",
                plural(total, "legal move", "legal moves")
            ),
        )
    } else {
        let pages = total.div_ceil(PER_PAGE);
        let page = (page as usize).min(pages - 1);
        let mut options: Vec<SelectOption> = moves
            .into_iter()
            .skip(page * PER_PAGE)
            .take(PER_PAGE)
            .map(option)
            .collect();
        if page + 1 < pages {
            options.push(action_option(
                format!("More moves ▶ (page {} of {pages})", page + 2),
                &Act::Page(page as u8 + 1),
                None,
            ));
        }
        if page > 0 {
            options.push(action_option(
                format!("◀ Earlier moves (page {page} of {pages})"),
                &Act::Page(page as u8 - 1),
                None,
            ));
        }
        (
            options,
            format!(
                "Choose a move ({total} legal moves, page {} of {pages})",
                page + 1
            ),
        )
    };
    Some(Select {
        name: "moves".to_string(),
        placeholder,
        options,
        disabled: false,
    })
}

/// The buttons under the board.
pub fn buttons(s: &Solitaire) -> Vec<Row> {
    let button = |label: &str, act: Act, style: Style| action_button(label, &act, style);
    let won = s.game.is_won();
    let ended =
        won || s.verdict() == Some(Verdict::Lost) || s.no_move_left() || s.game.is_resigned();
    let mut rows = Vec::new();
    if !won {
        let mut play = vec![
            button("Draw", Act::Draw, Style::Primary).disabled(s.draw_move().is_none()),
            button("Undo", Act::Undo, Style::Secondary).disabled(s.game.moves_made() == 0),
            button("Hint", Act::Hint, Style::Secondary).disabled(s.game.legal_moves().is_empty()),
            button("Auto", Act::Auto, Style::Secondary).disabled(s.game.safe_move().is_none()),
        ];
        if s.all_face_up() {
            play.push(button("Finish", Act::Finish, Style::Success));
        }
        rows.push(Row::Buttons(play));
    }
    if ended {
        rows.push(Row::Buttons(vec![button(
            "New deal",
            Act::NewDeal,
            Style::Success,
        )]));
    }
    rows
}

/// The public board message. `owner` is the player's name; `now_ms` the table's clock.
pub fn board(s: &Solitaire, owner: &str, now_ms: u64) -> View {
    let marked = match s.hint {
        Some(hint) => vec![hint.mv.from_pile().number(), hint.mv.to_pile().number()],
        None => s.touched.clone(),
    };
    let scene = scene(&s.game, marked, banner(s, now_ms));
    let picture = {
        let scene = scene.clone();
        Picture::later("klondike.png", move || pic::render_board(&scene).png)
    };
    let mut lines = Vec::new();
    if let Some(last) = s.last.as_ref().filter(|l| !l.is_empty()) {
        lines.push(last.clone());
    }
    if let Some(hint) = s.hint {
        let text = super::session::hint_text(&s.game, hint.mv, hint.winning, s.verdict());
        if s.last.as_deref() != Some(text.as_str()) {
            lines.push(text);
        }
    }
    if let Some(standing) = standing(s, now_ms) {
        lines.push(standing);
    } else if s.game.moves_made() == 0 && s.settings.winnable {
        lines.push(if s.proven_at_start() {
            "This deal is proven winnable.".to_string()
        } else {
            "No deal could be proven winnable in the time allowed; this one is not proven."
                .to_string()
        });
    }
    if lines.is_empty() {
        lines.push(
            "Pick a move from the menu, or type `/klondike move from: to:` with the pile \
             numbers on the picture."
                .to_string(),
        );
    }
    let elapsed = s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms);
    let redeals = match s.settings.redeals {
        Some(limit) => format!("{} of {limit}", s.game.redeals_used()),
        None => s.game.redeals_used().to_string(),
    };
    let mut moves = s.game.moves_made().to_string();
    if s.undos > 0 {
        moves.push_str(&format!(" ({})", plural(s.undos as usize, "undo", "undos")));
    }
    let fields = vec![
        Field {
            name: "Moves".into(),
            value: moves,
            inline: true,
        },
        Field {
            name: "Redeals".into(),
            value: redeals,
            inline: true,
        },
        Field {
            name: "Time".into(),
            value: clock(elapsed),
            inline: true,
        },
    ];
    let color = if s.game.is_won() {
        0xF2C744
    } else if standing(s, now_ms).is_some() {
        0xC0392B
    } else {
        0x1E8449
    };
    let mut rows = Vec::new();
    if !s.game.is_won() {
        if let Some(menu) = move_menu(&s.game, s.page) {
            rows.push(Row::Select(menu));
        }
    }
    rows.extend(buttons(s));
    View {
        content: format!("```\n{}```", pic::board_text(&scene)),
        title: format!("Klondike · deal #{}", s.deal),
        description: lines.join("\n"),
        fields,
        footer: format!(
            "{} · {owner} plays; anyone may watch · /klondike start seed:{} replays this deal",
            s.settings.short(),
            s.deal
        ),
        color,
        picture: Some(picture),
        rows,
        ..View::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::klondike::Options;

    /// Three complete foundations and K♣ in the waste: each King may come down onto
    /// any of the seven empty piles, 29 legal moves in all.
    fn many_moves() -> Klondike {
        const RANKS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        let suit = |symbol: &str, to: usize| {
            RANKS[..to]
                .iter()
                .map(|rank| format!("{rank}{symbol}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let layout = format!(
            "10 F1: {}\n11 F2: {}\n12 F3: {}\n13 F4: {}\n9 WASTE: K♣",
            suit("♠", 13),
            suit("♥", 13),
            suit("♦", 13),
            suit("♣", 12)
        );
        Klondike::from_layout(&layout, Options::default()).unwrap()
    }

    #[test]
    fn a_long_menu_is_paged_and_every_move_appears_once() {
        let game = many_moves();
        let total = game.legal_moves().len();
        assert!(total > 25, "{total} moves");
        let first = move_menu(&game, 0).unwrap();
        assert!(first.options.len() <= 25);
        assert!(first
            .options
            .last()
            .unwrap()
            .label
            .starts_with("More moves ▶"));
        let second = move_menu(&game, 1).unwrap();
        assert!(second.options.iter().any(|o| o.verb == "g.page.0"));
        let moves: Vec<&str> = first
            .options
            .iter()
            .chain(&second.options)
            .filter(|o| o.verb.starts_with("g.m."))
            .map(|o| o.verb.as_str())
            .collect();
        assert_eq!(moves.len(), total);
        let mut unique = moves.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), total);
        // The most useful first: the King going home.
        assert_eq!(first.options[0].label, "9 → 13: K♣ onto Q♣");
        // A page past the end shows the last page.
        assert_eq!(move_menu(&game, 9), Some(second));
    }

    #[test]
    fn clock_reads_minutes_and_hours() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(247_000), "4:07");
        assert_eq!(clock(3_723_000), "1:02:03");
    }
}
