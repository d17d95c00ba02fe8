//! `/oril scores` and `/oril matches`, answered privately from the store.
//!
//! The score board reads the server's standings, moved once per match end in the same
//! transaction as its results (the points are the stones captured).
//! Unfinished matches are the live table records of this game that seat the person.

use std::fmt::Write;

use crate::i18n::{escape, Text};
use crate::store::StoreError;
use crate::table::hosting::{CommandKind, GameCommand, Options, PersonalContext, PersonalReply};
use crate::table::record::{Phase, TableRecord};
use crate::table::text::Notice;
use crate::table::view::View;

/// Rows of the score board shown.
const BOARD_ROWS: usize = 20;
/// Unfinished matches listed.
const MATCHES_SHOWN: usize = 15;

pub const COMMAND_SCORES: &str = "scores";
pub const COMMAND_MATCHES: &str = "matches";

pub fn commands() -> Vec<GameCommand> {
    vec![
        GameCommand {
            name: COMMAND_MATCHES,
            options: Vec::new(),
            kind: CommandKind::Personal,
        },
        GameCommand {
            name: COMMAND_SCORES,
            options: Vec::new(),
            kind: CommandKind::Personal,
        },
    ]
}

pub fn personal(ctx: &PersonalContext, command: &str, _options: &Options) -> PersonalReply {
    match command {
        COMMAND_SCORES => scores(ctx),
        COMMAND_MATCHES => PersonalReply::Show(matches(ctx)),
        _ => PersonalReply::Refused(Notice::UnknownCommand.into()),
    }
}

/// One person's line on the score board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreLine {
    pub user: u64,
    pub name: String,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub stones: i64,
}

/// The score board of a server: persons only, best first (wins, then fewer losses,
/// then stones captured). Read from the server's standings, one row per person.
pub fn score_board(ctx: &PersonalContext) -> Result<Vec<ScoreLine>, StoreError> {
    let standings = ctx
        .records
        .standings_seen_by(super::GAME_CODE, ctx.guild_id, ctx.person.id)?;
    let mut lines: Vec<ScoreLine> = standings
        .into_iter()
        .filter(|s| s.played.games > 0)
        .map(|s| ScoreLine {
            user: s.user,
            name: s.name,
            wins: s.played.wins,
            draws: s.played.draws,
            losses: s.played.losses,
            stones: s.played.points,
        })
        .collect();
    lines.sort_by(|a, b| {
        b.wins
            .cmp(&a.wins)
            .then(a.losses.cmp(&b.losses))
            .then(b.stones.cmp(&a.stones))
            .then(a.user.cmp(&b.user))
    });
    Ok(lines)
}

fn scores(ctx: &PersonalContext) -> PersonalReply {
    let board = match score_board(ctx) {
        Ok(board) => board,
        Err(err) => {
            tracing::error!(%err, "the score board was not read");
            return PersonalReply::Refused(Notice::StoreUnavailable.into());
        }
    };
    let lang = ctx.lang;
    let mut text = String::new();
    if board.is_empty() {
        text.push_str(&Text::new("oril-scores-empty").in_lang(lang));
    }
    for (i, line) in board.iter().take(BOARD_ROWS).enumerate() {
        let entry = Text::new("oril-scores-line")
            .with("rank", i + 1)
            .with("name", escape::name(&line.name))
            .with("won", line.wins)
            .with("drawn", line.draws)
            .with("lost", line.losses)
            .with("stones", line.stones)
            .in_lang(lang);
        let me = if line.user == ctx.person.id {
            " ◀"
        } else {
            ""
        };
        let _ = writeln!(text, "{entry}{me}");
    }
    PersonalReply::Show(View {
        title: Text::new("oril-scores-title").in_lang(lang),
        description: text.trim_end().to_string(),
        footer: Text::new("oril-scores-footer").in_lang(lang),
        color: 0xFA_CC_48,
        ..View::default()
    })
}

/// Where a table's message is, as a link a person can click.
fn link(record: &TableRecord) -> String {
    let guild = record
        .guild_id
        .map_or_else(|| "@me".to_string(), |g| g.to_string());
    match record.message_id {
        Some(message) => format!(
            "https://discord.com/channels/{guild}/{}/{message}",
            record.channel_id
        ),
        None => format!("<#{}>", record.channel_id),
    }
}

fn matches(ctx: &PersonalContext) -> View {
    // This server's live tables only, through the store's server index; in direct
    // messages (every person's under one "no server") the person's own, through the
    // store's person index.
    let (records, _unreadable) = match ctx.guild_id {
        Some(_) => ctx.records.live_tables_in::<TableRecord>(ctx.guild_id),
        None => ctx.records.live_dm_tables_of::<TableRecord>(ctx.person.id),
    };
    let mut mine: Vec<&TableRecord> = records
        .iter()
        .filter(|r| r.game == super::GAME_CODE && r.guild_id == ctx.guild_id)
        .filter(|r| matches!(r.phase, Phase::Playing | Phase::Challenge { .. }))
        .filter(|r| {
            r.seats.iter().any(|s| s.user() == Some(ctx.person.id))
                || matches!(r.phase, Phase::Challenge { opponent, .. } if opponent == ctx.person.id)
        })
        .collect();
    mine.sort_by_key(|r| r.id);
    let lang = ctx.lang;
    let mut text = String::new();
    if mine.is_empty() {
        text.push_str(&Text::new("oril-matches-none").in_lang(lang));
    }
    for record in mine.iter().take(MATCHES_SHOWN) {
        let others: Vec<String> = record
            .seats
            .iter()
            .filter(|s| s.user() != Some(ctx.person.id))
            .map(|s| escape::name(&s.name))
            .collect();
        let link = link(record);
        let line = match &record.phase {
            Phase::Challenge { opponent_name, .. } => {
                let against = if others.is_empty() {
                    escape::name(opponent_name)
                } else {
                    others.join(", ")
                };
                Text::new("oril-matches-challenge")
                    .with("against", against)
                    .with("link", link)
            }
            _ => Text::new("oril-matches-line")
                .with("against", others.join(", "))
                .with("link", link),
        };
        let _ = writeln!(text, "{}", line.in_lang(lang));
    }
    View {
        title: Text::new("oril-matches-title").in_lang(lang),
        description: text.trim_end().to_string(),
        color: 0xA8_70_3E,
        ..View::default()
    }
}
