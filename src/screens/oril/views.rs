//! The Oril table message: the board picture, its text version, the recent log, and
//! the mover's six houses plus "Propose end" as buttons.

use crate::games::oril::{EndReason, OrilGame, Side};
use crate::games::Game;
use crate::i18n::{Lang, Text};
use crate::render::oril::{self as picture, BoardScene, LastSowing, PlayerTag};
use crate::table::hosting::ViewContext;
use crate::table::hosting::{action_button, Match};
use crate::table::view::{Picture, Row, Style, View};

use super::actions::OrilPress;
use super::settings::rules_name;
use super::OrilScreen;
use crate::games::oril::House;

/// Lines of the table log shown under the board.
const LOG_LINES: usize = 5;
const COLOR_PLAYING: u32 = 0xA8_70_3E;
const COLOR_OVER: u32 = 0xFA_CC_48;

fn row_of(side: Side) -> usize {
    match side {
        Side::South => picture::SOUTH,
        Side::North => picture::NORTH,
    }
}

/// The renderer's scene for a match.
pub fn scene(game: &Match<OrilScreen>, lang: Lang) -> BoardScene {
    let engine = &game.engine;
    let g: &OrilGame = &engine.game;
    let position = g.position();
    let mut houses = [[0u8; 6]; 2];
    for side in Side::BOTH {
        for (i, &n) in position.row(side).iter().enumerate().take(6) {
            houses[row_of(side)][i] = n;
        }
    }
    let players = [Side::South, Side::North].map(|side| PlayerTag {
        name: game.name(side.seat()),
        is_ai: engine.computer[side.seat()],
        proposed_end: !game.is_over() && g.has_agreed_end(side),
    });
    let to_move = if game.is_over() {
        None
    } else {
        g.to_move().map(row_of)
    };
    let last_move = g.last_move().map(|m| LastSowing {
        player: row_of(m.side),
        house: m.house.number(),
        sown: m.sown,
        last: m.last.map(|(side, house)| (row_of(side), house.number())),
        captured: m
            .captured_houses()
            .into_iter()
            .map(|(side, house)| (row_of(side), house.number()))
            .collect(),
        stones_captured: m.captured,
    });
    BoardScene {
        players,
        houses,
        stores: position.stores(),
        to_move,
        playable: if game.is_over() {
            Vec::new()
        } else {
            g.legal_moves().iter().map(|h| h.number()).collect()
        },
        last_move,
        rules: Text::new("oril-rules")
            .with("rules", rules_name(g.rules()))
            .in_lang(lang),
        banner: summary(game).map(|line| line.in_lang(lang)),
    }
}

/// The end of the match in one line, once it is over.
pub fn summary(game: &Match<OrilScreen>) -> Option<Text> {
    if let Some(seat) = game.forfeited {
        let other = 1 - seat.min(1);
        return Some(
            Text::new("oril-summary-left")
                .with("name", game.shown_name(other))
                .with("left", game.shown_name(seat)),
        );
    }
    let g = &game.engine.game;
    let reason = end_reason(g.end_reason()?);
    let [south, north] = g.scores();
    Some(match g.winner() {
        Some(Side::South) => Text::new("oril-summary-won")
            .with("name", game.shown_name(0))
            .with("won", south)
            .with("lost", north)
            .with("reason", reason),
        Some(Side::North) => Text::new("oril-summary-won")
            .with("name", game.shown_name(1))
            .with("won", north)
            .with("lost", south)
            .with("reason", reason),
        None => Text::new("oril-summary-draw")
            .with("south", south)
            .with("north", north)
            .with("reason", reason),
    })
}

/// Why a game ended, as a sentence part of the summary.
fn end_reason(reason: EndReason) -> Text {
    match reason {
        EndReason::Majority => Text::new("oril-end-majority"),
        EndReason::NoStones => Text::new("oril-end-no-stones"),
        EndReason::CannotFeed => Text::new("oril-end-cannot-feed"),
        EndReason::GrandSlam => Text::new("oril-end-grand-slam"),
        EndReason::Cycle => Text::new("oril-end-cycle"),
        EndReason::Agreement => Text::new("oril-end-agreement"),
    }
}

/// The house buttons (1-6, enabled for the houses the person to move may sow) and
/// "Propose end". Computer turns and finished games disable every house.
fn buttons(game: &Match<OrilScreen>, lang: Lang) -> Vec<Row> {
    let engine = &game.engine;
    if game.is_over() {
        return Vec::new();
    }
    let g = &engine.game;
    let person_moves = engine
        .seats_to_act()
        .first()
        .is_some_and(|&seat| !engine.computer.get(seat).copied().unwrap_or(true));
    let legal = if person_moves {
        g.legal_moves()
    } else {
        Vec::new()
    };
    let house_button = |house: House| {
        action_button(
            house.number().to_string(),
            &OrilPress::Sow(house),
            Style::Primary,
        )
        .disabled(!legal.contains(&house))
    };
    let first: Vec<_> = House::ALL[..5].iter().map(|&h| house_button(h)).collect();
    let mut second = vec![house_button(House::ALL[5])];
    second.push(action_button(
        Text::new("oril-button-propose-end").in_lang(lang),
        &OrilPress::ProposeEnd,
        Style::Secondary,
    ));
    vec![Row::Buttons(first), Row::Buttons(second)]
}

/// The public table message (also sent as the private view: nothing is hidden).
pub fn table(game: &Match<OrilScreen>, ctx: &ViewContext) -> View {
    let lang = ctx.lang;
    let scene = scene(game, lang);
    let rendered = {
        let scene = scene.clone();
        Picture::later("oril.png", move || {
            picture::render_board_in(&scene, lang).png
        })
    };
    let log = ctx.log_lines(LOG_LINES);
    let g = &game.engine.game;
    let turn = match (game.is_over(), g.to_move()) {
        (false, Some(side)) => Text::new("oril-turn").with("name", game.shown_name(side.seat())),
        _ => Text::new("oril-game-over"),
    };
    View {
        content: picture::board_text_in(&scene, lang),
        title: Text::new("oril-title")
            .with("south", game.shown_name(0))
            .with("north", game.shown_name(1))
            .with("turn", turn)
            .in_lang(lang),
        description: log.join("\n"),
        fields: Vec::new(),
        footer: Text::new("oril-footer")
            .with("rules", rules_name(g.rules()))
            .in_lang(lang),
        color: if game.is_over() {
            COLOR_OVER
        } else {
            COLOR_PLAYING
        },
        picture: Some(rendered),
        rows: buttons(game, lang),
        ..View::default()
    }
}
