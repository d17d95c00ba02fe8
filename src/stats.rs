//! Player statistics across games: a person's record and a server's leaderboard, read
//! from the standings every game end moves (see `store::standings`).
//!
//! Per person, per server and per game: games, wins, draws, losses, points, the current
//! and best winning streaks, and an Elo rating (from the `skillratings` crate) moved only
//! by games between persons; games against the computer count in the record but never
//! in the rating.

use crate::i18n::escape;
use crate::i18n::{Lang, Text};
use crate::render::leaderboard::{render_board, BoardLabels, BoardRow, BoardScene};
use crate::store::results::GameResult;
use crate::store::standings::{self, Standing};
use crate::table::hosting::Choice;
use crate::table::view::{Field, Picture, View};

/// One person's record in one game on one server.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerStats {
    pub user: u64,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub points: i64,
    pub streak: u32,
    pub best_streak: u32,
    /// Elo rating from games between persons (starts at 1000).
    pub rating: f64,
    /// Games that moved the rating.
    pub rated_games: u32,
}

/// How a leaderboard is ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Rating,
    Wins,
    Points,
}

/// The `by` option of `/leaderboard`.
impl Choice for Order {
    const ALL: &'static [Order] = &[Order::Rating, Order::Wins, Order::Points];
    fn code(self) -> &'static str {
        match self {
            Order::Rating => "rating",
            Order::Wins => "wins",
            Order::Points => "points",
        }
    }
    fn message(self) -> &'static str {
        match self {
            Order::Rating => "cmd-leaderboard-by-rating",
            Order::Wins => "cmd-leaderboard-by-wins",
            Order::Points => "cmd-leaderboard-by-points",
        }
    }
}

impl Order {
    /// The order asked for; when none is, by rating if any game moved a rating, else
    /// by wins (solitaire, or games against the computer only, leave every rating at
    /// its start, and a board by rating would be alphabetical).
    pub fn for_board(asked: Option<Order>, records: &[PlayerStats]) -> Order {
        match asked {
            Some(order) => order,
            None if records.iter().all(|r| r.rated_games == 0) => Order::Wins,
            None => Order::Rating,
        }
    }
}

impl From<&Standing> for PlayerStats {
    fn from(standing: &Standing) -> PlayerStats {
        let counted = &standing.counted;
        PlayerStats {
            user: standing.user,
            name: standing.name.clone(),
            games: counted.games,
            wins: counted.wins,
            draws: counted.draws,
            losses: counted.losses,
            points: counted.points,
            streak: standing.streak,
            best_streak: standing.best_streak,
            rating: standing.rating,
            rated_games: standing.rated_games,
        }
    }
}

/// The record shown of a standing: only with a game that counts.
pub fn record(standing: &Standing) -> Option<PlayerStats> {
    (standing.counted.games > 0).then(|| PlayerStats::from(standing))
}

/// The records shown of `standings` (see [`record`]).
pub fn records(standings: &[Standing]) -> Vec<PlayerStats> {
    standings.iter().filter_map(record).collect()
}

/// Every person's record from `results` (one game, one server), replayed in the order
/// the games finished, as the store's standings are moved at each game end.
pub fn tally(results: &[GameResult]) -> Vec<PlayerStats> {
    let standings: Vec<Standing> = standings::replay(results).into_values().collect();
    records(&standings)
}

/// The records ordered for a leaderboard, best first (ties by name).
pub fn ranked(mut records: Vec<PlayerStats>, order: Order) -> Vec<PlayerStats> {
    records.sort_by(|a, b| {
        let key = |r: &PlayerStats| match order {
            Order::Rating => r.rating,
            Order::Wins => f64::from(r.wins),
            Order::Points => r.points as f64,
        };
        key(b)
            .partial_cmp(&key(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| a.name.cmp(&b.name))
    });
    records
}

/// `/stats`: a person's record in one game on this server, in the asker's language.
pub fn stats_view(lang: Lang, game_title: &str, record: Option<&PlayerStats>, name: &str) -> View {
    let title = |name: &str| {
        Text::new("stats-title")
            .with("game", game_title)
            .with("name", escape::name(name))
            .in_lang(lang)
    };
    let Some(r) = record else {
        return View {
            title: title(name),
            description: Text::new("stats-none")
                .with("game", game_title)
                .in_lang(lang),
            ..View::default()
        };
    };
    let field = |name: Text, value: String| Field {
        name: name.in_lang(lang),
        value,
        inline: true,
    };
    View {
        title: title(&r.name),
        description: Text::new("stats-summary")
            .with("games", r.games)
            .with("won", r.wins)
            .with("drawn", r.draws)
            .with("lost", r.losses)
            .in_lang(lang),
        fields: vec![
            field(
                Text::new("stats-rating"),
                Text::new("stats-rating-value")
                    .with("rating", r.rating.round() as i64)
                    .with("rated", r.rated_games)
                    .in_lang(lang),
            ),
            field(Text::new("stats-points"), r.points.to_string()),
            field(
                Text::new("stats-streak"),
                Text::new("stats-streak-value")
                    .with("streak", r.streak)
                    .with("best", r.best_streak)
                    .in_lang(lang),
            ),
        ],
        color: 0x3949AB,
        ..View::default()
    }
}

/// `/leaderboard`: the top ten of the server and the caller's own rank, in the
/// asker's language (the picture too).
pub fn leaderboard_view(
    lang: Lang,
    game_title: &str,
    ranked: &[PlayerStats],
    order: Order,
    caller: u64,
) -> View {
    let title = match order {
        Order::Rating => Text::new("leaderboard-title-rating").with("game", game_title),
        Order::Wins => Text::new("leaderboard-title-wins").with("game", game_title),
        Order::Points => Text::new("leaderboard-title-points").with("game", game_title),
    }
    .in_lang(lang);
    let line = |i: usize, r: &PlayerStats| {
        Text::new("leaderboard-line")
            .with("rank", i + 1)
            .with("name", escape::name(&r.name))
            .with("rating", r.rating.round() as i64)
            .with("wins", r.wins)
            .with("points", r.points)
            .with("games", r.games)
            .in_lang(lang)
    };
    let mut lines: Vec<String> = ranked
        .iter()
        .take(10)
        .enumerate()
        .map(|(i, r)| line(i, r))
        .collect();
    if lines.is_empty() {
        lines.push(
            Text::new("stats-none")
                .with("game", game_title)
                .in_lang(lang),
        );
    }
    let caller_at = ranked.iter().position(|r| r.user == caller);
    let own = match caller_at {
        Some(i) => Text::new("leaderboard-own-rank")
            .with("line", line(i, &ranked[i]))
            .in_lang(lang),
        None => Text::new("leaderboard-no-rank").in_lang(lang),
    };
    let row = |i: usize, r: &PlayerStats| BoardRow {
        rank: i + 1,
        name: r.name.clone(),
        rating: r.rating.round() as i64,
        wins: r.wins,
        points: r.points,
        games: r.games,
        is_caller: r.user == caller,
    };
    let picture = render_board(&BoardScene {
        title: title.clone(),
        top: ranked
            .iter()
            .take(10)
            .enumerate()
            .map(|(i, r)| row(i, r))
            .collect(),
        caller: caller_at.filter(|&i| i >= 10).map(|i| row(i, &ranked[i])),
        labels: board_labels(lang),
    });
    View {
        title,
        description: lines.join("\n"),
        footer: own,
        color: 0x3949AB,
        // Built on the blocking pool with the records: painted here and now.
        picture: (!picture.png.is_empty()).then(|| Picture::drawn("leaderboard.png", picture.png)),
        ..View::default()
    }
}

/// The leaderboard picture's headings in `lang`.
pub fn board_labels(lang: Lang) -> BoardLabels {
    let word = |id: &'static str| Text::new(id).in_lang(lang);
    BoardLabels {
        player: word("leaderboard-column-player"),
        columns: [
            word("leaderboard-column-rating"),
            word("leaderboard-column-wins"),
            word("leaderboard-column-points"),
            word("leaderboard-column-games"),
        ],
        empty: word("leaderboard-empty"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::results::Opponent;
    use crate::store::SCHEMA;

    fn result(table: u64, user: u64, other: u64, place: u32, ai: bool) -> GameResult {
        GameResult {
            schema: SCHEMA,
            game: "oril".into(),
            guild_id: Some(1),
            channel_id: 2,
            table_id: table,
            seat: 0,
            user: Some(user),
            name: format!("p{user}"),
            place,
            sharing_first: 1,
            score: 10,
            opponents: vec![Opponent {
                user: (!ai).then_some(other),
                name: format!("p{other}"),
                level: ai.then(|| "easy".into()),
                unknown_fields: Default::default(),
            }],
            finished_ms: table,
            length_ms: 1,
            round: 0,
            stand_in: false,
            unrated: false,
            assisted: false,
            unknown_fields: Default::default(),
        }
    }

    #[test]
    fn wins_between_persons_move_ratings_and_games_against_the_computer_do_not() {
        let results = vec![
            result(1, 7, 8, 1, false),
            result(1, 8, 7, 2, false),
            result(2, 7, 8, 1, false),
            result(2, 8, 7, 2, false),
            result(3, 8, 0, 1, true),
        ];
        let records = ranked(tally(&results), Order::Rating);
        assert_eq!(records[0].user, 7);
        assert!(records[0].rating > 1000.0 && records[1].rating < 1000.0);
        assert_eq!(records[0].rated_games, 2);
        assert_eq!(records[1].rated_games, 2, "the computer game is not rated");
        assert_eq!((records[1].wins, records[1].losses), (1, 2));
        assert_eq!(records[0].best_streak, 2);
    }

    #[test]
    fn a_board_without_rated_games_is_by_wins_unless_asked_otherwise() {
        let unrated = tally(&[result(1, 7, 0, 2, true), result(2, 8, 0, 1, true)]);
        assert_eq!(Order::for_board(None, &unrated), Order::Wins);
        assert_eq!(ranked(unrated.clone(), Order::Wins)[0].user, 8);
        assert_eq!(
            Order::for_board(Order::from_code("rating"), &unrated),
            Order::Rating
        );
        let rated = tally(&[result(1, 7, 8, 1, false), result(1, 8, 7, 2, false)]);
        assert_eq!(Order::for_board(None, &rated), Order::Rating);
    }

    /// A computer stand-in's win is not credited to the absent person, and the game it
    /// won moves nobody's rating; the person who lost to it keeps the loss.
    #[test]
    fn a_stand_ins_win_is_not_credited_and_moves_no_rating() {
        let mut won = result(1, 7, 8, 1, false);
        won.stand_in = true;
        won.unrated = true;
        let mut lost = result(1, 8, 7, 2, false);
        lost.unrated = true;
        let by_user =
            |records: Vec<PlayerStats>, user| records.into_iter().find(|r| r.user == user);
        let all = tally(&[won, lost]);
        assert!(
            by_user(all.clone(), 7).is_none(),
            "the absent person has no game"
        );
        let loser = by_user(all, 8).unwrap();
        assert_eq!((loser.losses, loser.rated_games), (1, 0));
        assert_eq!(loser.rating, 1000.0);
    }

    /// An assisted deal is kept out of records and boards.
    #[test]
    fn assisted_results_are_left_out_of_records() {
        let mut helped = result(1, 7, 0, 1, true);
        helped.assisted = true;
        let own = result(2, 7, 0, 1, true);
        let records = tally(&[helped, own]);
        assert_eq!((records[0].games, records[0].wins), (1, 1));
    }
}
