//! The board message: the picture (with the text board as its fallback), what just
//! happened, the solver's word on the position, moves made, redeals used and the time,
//! a menu of the legal moves in words (most useful first, paged past 25) and the
//! buttons **Draw**, **Undo**, **Hint**, **Auto**, **Finish** and **New deal**.

use crate::games::klondike::solver::Verdict;
use crate::games::klondike::{Card, Klondike, Move, Suit as EngineSuit};
use crate::i18n::{Lang, Text};
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

/// Where the game stands, in words; `None` while it is simply in play.
pub fn standing(s: &Solitaire, now_ms: u64) -> Option<Text> {
    if s.game.is_won() {
        let time = clock(s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms));
        return Some(
            Text::new("klondike-won")
                .with("time", time)
                .with("moves", s.game.moves_made()),
        );
    }
    if s.verdict() == Some(Verdict::Lost) {
        let back = match s.undos_to_winnable() {
            Some(n) => Text::new("klondike-back-undos").with("undos", n),
            None if s.game.moves_made() == 0 => Text::new("klondike-back-never"),
            None => Text::new("klondike-back-unknown"),
        };
        return Some(if s.no_move_left() {
            Text::new("klondike-lost-stuck").with("back", back)
        } else {
            Text::new("klondike-lost").with("back", back)
        });
    }
    if s.no_move_left() {
        return Some(Text::new("klondike-stuck"));
    }
    None
}

/// The banner across the picture, for the ends worth a headline.
fn banner(s: &Solitaire, now_ms: u64) -> Option<Text> {
    if s.game.is_won() {
        let time = clock(s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms));
        Some(
            Text::new("klondike-banner-won")
                .with("time", time)
                .with("moves", s.game.moves_made()),
        )
    } else if s.verdict() == Some(Verdict::Lost) {
        Some(Text::new("klondike-banner-lost"))
    } else if s.no_move_left() {
        Some(Text::new("klondike-banner-stuck"))
    } else {
        None
    }
}

/// The legal moves in menu order, the most useful first.
pub fn menu_moves(game: &Klondike) -> Vec<Move> {
    game.moves_by_use()
}

/// The move menu's page `page` (clamped), with page turners when paged.
pub fn move_menu(game: &Klondike, page: u8, lang: Lang) -> Option<Select> {
    let moves = menu_moves(game);
    if moves.is_empty() {
        return None;
    }
    let option = |mv: Move| {
        action_option(
            super::words::move_text(game, mv).in_lang(lang),
            &Act::Move(mv),
            super::words::effect_text(game, mv).map(|effect| effect.in_lang(lang)),
        )
    };
    let total = moves.len();
    let (options, placeholder) = if total <= MAX_OPTIONS {
        (
            moves.into_iter().map(option).collect(),
            Text::new("klondike-menu")
                .with("moves", total)
                .in_lang(lang),
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
                Text::new("klondike-menu-more")
                    .with("page", page + 2)
                    .with("pages", pages)
                    .in_lang(lang),
                &Act::Page(page as u8 + 1),
                None,
            ));
        }
        if page > 0 {
            options.push(action_option(
                Text::new("klondike-menu-earlier")
                    .with("page", page)
                    .with("pages", pages)
                    .in_lang(lang),
                &Act::Page(page as u8 - 1),
                None,
            ));
        }
        (
            options,
            Text::new("klondike-menu-paged")
                .with("moves", total)
                .with("page", page + 1)
                .with("pages", pages)
                .in_lang(lang),
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
pub fn buttons(s: &Solitaire, lang: Lang) -> Vec<Row> {
    let button =
        |label: Text, act: Act, style: Style| action_button(label.in_lang(lang), &act, style);
    let won = s.game.is_won();
    let ended =
        won || s.verdict() == Some(Verdict::Lost) || s.no_move_left() || s.game.is_resigned();
    let mut rows = Vec::new();
    if !won {
        let mut play = vec![
            button(Text::new("klondike-button-draw"), Act::Draw, Style::Primary)
                .disabled(s.draw_move().is_none()),
            button(
                Text::new("klondike-button-undo"),
                Act::Undo,
                Style::Secondary,
            )
            .disabled(s.game.moves_made() == 0),
            button(
                Text::new("klondike-button-hint"),
                Act::Hint,
                Style::Secondary,
            )
            .disabled(s.game.legal_moves().is_empty()),
            button(
                Text::new("klondike-button-auto"),
                Act::Auto,
                Style::Secondary,
            )
            .disabled(s.game.safe_move().is_none()),
        ];
        if s.all_face_up() {
            play.push(button(
                Text::new("klondike-button-finish"),
                Act::Finish,
                Style::Success,
            ));
        }
        rows.push(Row::Buttons(play));
    }
    if ended {
        rows.push(Row::Buttons(vec![button(
            Text::new("klondike-button-new-deal"),
            Act::NewDeal,
            Style::Success,
        )]));
    }
    rows
}

/// The public board message. `owner` is the player's name; `now_ms` the table's clock.
pub fn board(s: &Solitaire, owner: &str, now_ms: u64, lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    let marked = match s.hint {
        Some(hint) => vec![hint.mv.from_pile().number(), hint.mv.to_pile().number()],
        None => s.touched.clone(),
    };
    let scene = scene(&s.game, marked, banner(s, now_ms).map(say));
    let picture = {
        let scene = scene.clone();
        Picture::later("klondike.png", move || {
            pic::render_board_in(&scene, lang).png
        })
    };
    let mut lines = Vec::new();
    if let Some(last) = s
        .last
        .as_ref()
        .map(|l| say(l.clone()))
        .filter(|l| !l.is_empty())
    {
        lines.push(last);
    }
    if let Some(hint) = s.hint {
        let text = super::session::hint_text(&s.game, hint.mv, hint.winning, s.verdict());
        if s.last.as_ref() != Some(&text) {
            lines.push(say(text));
        }
    }
    if let Some(standing) = standing(s, now_ms) {
        lines.push(say(standing));
    } else if s.game.moves_made() == 0 && s.settings.winnable {
        lines.push(say(if s.proven_at_start() {
            Text::new("klondike-proven")
        } else {
            Text::new("klondike-not-proven")
        }));
    }
    if lines.is_empty() {
        lines.push(say(Text::new("klondike-how-to-move")));
    }
    let elapsed = s.won_ms.unwrap_or(now_ms).saturating_sub(s.started_ms);
    let redeals = match s.settings.redeals {
        Some(limit) => say(Text::new("klondike-redeals-of")
            .with("used", s.game.redeals_used())
            .with("limit", limit)),
        None => s.game.redeals_used().to_string(),
    };
    let moves = if s.undos > 0 {
        say(Text::new("klondike-moves-undos")
            .with("moves", s.game.moves_made())
            .with("undos", s.undos))
    } else {
        s.game.moves_made().to_string()
    };
    let fields = vec![
        Field {
            name: say(Text::new("klondike-field-moves")),
            value: moves,
            inline: true,
        },
        Field {
            name: say(Text::new("klondike-field-redeals")),
            value: redeals,
            inline: true,
        },
        Field {
            name: say(Text::new("klondike-field-time")),
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
        if let Some(menu) = move_menu(&s.game, s.page, lang) {
            rows.push(Row::Select(menu));
        }
    }
    rows.extend(buttons(s, lang));
    View {
        content: format!("```\n{}```", pic::board_text_in(&scene, lang)),
        title: say(Text::new("klondike-title").with("deal", s.deal.to_string())),
        description: lines.join("\n"),
        fields,
        footer: say(Text::new("klondike-footer")
            .with("settings", s.settings.short(lang))
            .with("owner", owner)
            .with("deal", s.deal.to_string())),
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
        let first = move_menu(&game, 0, Lang::EnUs).unwrap();
        assert!(first.options.len() <= 25);
        assert!(first
            .options
            .last()
            .unwrap()
            .label
            .starts_with("More moves ▶"));
        let second = move_menu(&game, 1, Lang::EnUs).unwrap();
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
        assert_eq!(move_menu(&game, 9, Lang::EnUs), Some(second));
    }

    #[test]
    fn clock_reads_minutes_and_hours() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(247_000), "4:07");
        assert_eq!(clock(3_723_000), "1:02:03");
    }
}
