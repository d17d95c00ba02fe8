//! `/oril scores` and `/oril matches`, answered privately from the store.
//!
//! The score board reads the player records the table writes once, in the same
//! transaction as a match's end (one per seat; the score is the stones captured).
//! Unfinished matches are the live table records of this game that seat the person.

use std::collections::HashMap;
use std::fmt::Write;

use crate::store::results::Verdict;
use crate::table::game::{CommandKind, GameCommand, Options, PersonalContext, PersonalReply};
use crate::table::record::{Phase, TableRecord};
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
            description: "Your unfinished Oril matches, with a link to each",
            options: Vec::new(),
            kind: CommandKind::Personal,
        },
        GameCommand {
            name: COMMAND_SCORES,
            description: "This server's Oril score board: wins, draws, losses, stones",
            options: Vec::new(),
            kind: CommandKind::Personal,
        },
    ]
}

pub fn personal(ctx: &PersonalContext, command: &str, _options: &Options) -> PersonalReply {
    match command {
        COMMAND_SCORES => PersonalReply::Show(scores(ctx)),
        COMMAND_MATCHES => PersonalReply::Show(matches(ctx)),
        _ => PersonalReply::Refused(crate::table::text::Notice::UnknownCommand.into()),
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
/// then stones captured).
pub fn score_board(ctx: &PersonalContext) -> Vec<ScoreLine> {
    let mut lines: HashMap<u64, ScoreLine> = HashMap::new();
    for result in ctx
        .store
        .results_seen_by(super::GAME_CODE, ctx.guild_id, ctx.person.id)
    {
        let Some(user) = result.user else {
            continue;
        };
        let line = lines.entry(user).or_insert_with(|| ScoreLine {
            user,
            ..ScoreLine::default()
        });
        // Results come oldest first, so the latest name wins.
        line.name = result.name.clone();
        match result.verdict() {
            Verdict::Win => line.wins += 1,
            Verdict::Draw => line.draws += 1,
            Verdict::Loss => line.losses += 1,
        }
        line.stones += result.score;
    }
    let mut lines: Vec<ScoreLine> = lines.into_values().collect();
    lines.sort_by(|a, b| {
        b.wins
            .cmp(&a.wins)
            .then(a.losses.cmp(&b.losses))
            .then(b.stones.cmp(&a.stones))
            .then(a.user.cmp(&b.user))
    });
    lines
}

fn escape(name: &str) -> String {
    crate::render::text_escape::name(name)
}

fn scores(ctx: &PersonalContext) -> View {
    let board = score_board(ctx);
    let mut text = String::new();
    if board.is_empty() {
        text.push_str("No Oril match has been finished on this server yet.");
    }
    for (i, line) in board.iter().take(BOARD_ROWS).enumerate() {
        let me = if line.user == ctx.person.id {
            " ◀"
        } else {
            ""
        };
        let _ = writeln!(
            text,
            "{}. **{}**: {} won · {} drawn · {} lost · {} stones captured{me}",
            i + 1,
            escape(&line.name),
            line.wins,
            line.draws,
            line.losses,
            line.stones
        );
    }
    View {
        title: "Oril score board".into(),
        description: text.trim_end().to_string(),
        footer: "Matches against the computer count too.".into(),
        color: 0xFA_CC_48,
        ..View::default()
    }
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
    // This server's live tables only, through the store's server index.
    let (records, _unreadable) = ctx.store.live_tables_in::<TableRecord>(ctx.guild_id);
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
    let mut text = String::new();
    if mine.is_empty() {
        text.push_str("You have no unfinished Oril match here. `/oril start` opens one.");
    }
    for record in mine.iter().take(MATCHES_SHOWN) {
        let others: Vec<String> = record
            .seats
            .iter()
            .filter(|s| s.user() != Some(ctx.person.id))
            .map(|s| escape(&s.name))
            .collect();
        let against = match &record.phase {
            Phase::Challenge { opponent_name, .. } if others.is_empty() => {
                format!("{} (challenge waiting)", escape(opponent_name))
            }
            Phase::Challenge { .. } => format!("{} (challenge waiting)", others.join(", ")),
            _ => others.join(", "),
        };
        let _ = writeln!(text, "• against {against}: {}", link(record));
    }
    View {
        title: "Your unfinished Oril matches".into(),
        description: text.trim_end().to_string(),
        color: 0xA8_70_3E,
        ..View::default()
    }
}
