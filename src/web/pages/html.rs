//! The pages' markup. maud escapes every value it is given, so a name is always text
//! (a player named `<script>` shows those characters); nothing here is trusted markup
//! but the templates themselves. No script, no inline style: the Content-Security-Policy
//! allows only the page's own style sheet and pictures.

use super::{Board, Step};
use crate::i18n::{Lang, Text};
use maud::{html, Markup, DOCTYPE};

fn say(lang: Lang, id: &'static str) -> String {
    Text::new(id).in_lang(lang)
}

/// Every page's frame. `css` is the relative path to the style sheet from the page.
fn page(lang: Lang, title: &str, css: &str, head: Markup, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · Cantina" }
                link rel="stylesheet" href=(css);
                (head)
            }
            body {
                header { span.brand { "Cantina" } }
                main { (body) }
                footer { (say(lang, "web-footer")) }
            }
        }
    }
}

pub fn home(lang: Lang) -> Markup {
    page(
        lang,
        &say(lang, "web-home-title"),
        "static/cantina.css",
        html! {},
        html! {
            h1 { (say(lang, "web-home-title")) }
            p { (say(lang, "web-home-body")) }
        },
    )
}

pub fn not_found(lang: Lang) -> Markup {
    // Served under any path: the style sheet is addressed from the root.
    page(
        lang,
        &say(lang, "web-not-found-title"),
        "/static/cantina.css",
        html! {},
        html! {
            h1 { (say(lang, "web-not-found-title")) }
            p { (say(lang, "web-not-found")) }
        },
    )
}

pub fn unavailable(lang: Lang) -> Markup {
    page(
        lang,
        &say(lang, "web-unavailable"),
        "/static/cantina.css",
        html! {},
        html! { h1 { (say(lang, "web-unavailable")) } },
    )
}

/// `/leaderboard/{guild}/{game}`.
pub fn leaderboard(lang: Lang, board: &Board) -> Markup {
    let title = Text::new("web-leaderboard-title")
        .with("game", board.game_title.as_str())
        .in_lang(lang);
    let rating_first = board.order == crate::stats::Order::Rating;
    page(
        lang,
        &title,
        "../../static/cantina.css",
        html! {},
        html! {
            nav.games aria-label=(say(lang, "web-games")) {
                @for (code, name) in &board.games {
                    @if *code == board.game {
                        a href=(code) aria-current="page" { (name) }
                    } @else {
                        a href=(code) { (name) }
                    }
                }
            }
            h1 { (title) }
            @if board.rows.is_empty() {
                p { (say(lang, "web-no-records")) }
            } @else {
                table.board {
                    thead { tr {
                        th.number { "#" }
                        th { (say(lang, "leaderboard-column-player")) }
                        th.number { (say(lang, "leaderboard-column-games")) }
                        th.number { (say(lang, "leaderboard-column-wins")) }
                        th.number { (say(lang, "leaderboard-column-rating")) }
                        th { (say(lang, "web-column-trend")) }
                    } }
                    tbody {
                        @for (rank, row) in board.rows.iter().enumerate() {
                            tr {
                                td.number { (rank + 1) }
                                td.name { (row.record.name) }
                                td.number { (row.record.games) }
                                td.number { (row.record.wins) }
                                td.number {
                                    @if rating_first || row.record.rated_games > 0 {
                                        (row.record.rating.round() as i64)
                                    } @else { "–" }
                                }
                                td { (trend(lang, &row.ratings, row.record.rated_games)) }
                            }
                        }
                    }
                }
            }
            h2 { (say(lang, "web-recent-games")) }
            @if board.recent.is_empty() {
                p { (say(lang, "web-no-replays")) }
            } @else {
                ol.recent {
                    @for game in &board.recent {
                        li {
                            a href={ "../../replay/" (game.address) "/1" } {
                                (game.names.join(", "))
                            }
                            " · "
                            (Text::new("web-steps").with("steps", game.steps).in_lang(lang))
                        }
                    }
                }
            }
        },
    )
}

/// A person's rating over their latest rated games, as a small line graph: from the
/// starting rating when every rated game is kept.
fn trend(lang: Lang, kept: &[f64], rated_games: u32) -> Markup {
    const WIDTH: f64 = 120.0;
    const HEIGHT: f64 = 28.0;
    let mut ratings = Vec::with_capacity(kept.len() + 1);
    if rated_games as usize == kept.len() {
        ratings.push(crate::store::standings::START_RATING);
    }
    ratings.extend_from_slice(kept);
    if ratings.len() < 2 {
        return html! {};
    }
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(1.0);
    let step = WIDTH / (ratings.len() - 1) as f64;
    let points: Vec<String> = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let x = i as f64 * step;
            let y = HEIGHT - 2.0 - (r - low) / span * (HEIGHT - 4.0);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let label = Text::new("web-trend-label")
        .with("games", kept.len())
        .with("from", ratings[0].round() as i64)
        .with("to", ratings[ratings.len() - 1].round() as i64)
        .in_lang(lang);
    html! {
        svg.trend width="120" height="28" viewBox="0 0 120 28" role="img" aria-label=(label) {
            title { (label) }
            polyline points=(points.join(" ")) {}
        }
    }
}

/// `/replay/{address}/{step}`.
pub fn replay_step(lang: Lang, step: &Step) -> Markup {
    let title = Text::new("web-replay-title")
        .with("game", step.game_title.as_str())
        .in_lang(lang);
    let position = Text::new("web-step")
        .with("step", step.number)
        .with("steps", step.steps)
        .in_lang(lang);
    let prev = (step.number > 1).then(|| (step.number - 1).to_string());
    let next = (step.number < step.steps).then(|| (step.number + 1).to_string());
    let view = &step.view;
    let alt = if view.content.is_empty() {
        plain(&view.title)
    } else {
        plain(&view.content)
    };
    let steps_nav = html! {
        nav.steps aria-label=(say(lang, "web-steps-nav")) {
            @if step.number > 1 { a href="1" rel="first" { "« " (say(lang, "web-first")) } }
            @else { span.disabled { "« " (say(lang, "web-first")) } }
            @if let Some(prev) = &prev { a href=(prev) rel="prev" { "‹ " (say(lang, "web-previous")) } }
            @else { span.disabled { "‹ " (say(lang, "web-previous")) } }
            span { (position) }
            @if let Some(next) = &next { a href=(next) rel="next" { (say(lang, "web-next")) " ›" } }
            @else { span.disabled { (say(lang, "web-next")) " ›" } }
            @if step.number < step.steps { a href=(step.steps) rel="last" { (say(lang, "web-last")) " »" } }
            @else { span.disabled { (say(lang, "web-last")) " »" } }
        }
    };
    page(
        lang,
        &format!("{title} · {position}"),
        "../../static/cantina.css",
        html! {
            @if let Some(prev) = &prev { link rel="prev" href=(prev); }
            @if let Some(next) = &next { link rel="next" href=(next); }
        },
        html! {
            h1 { (title) }
            p.players { (say(lang, "web-players")) ": " (step.names.join(", ")) }
            (steps_nav)
            @if !step.fresh.is_empty() {
                section.card aria-label=(say(lang, "web-what-happened")) {
                    h2 { (say(lang, "web-what-happened")) }
                    ul.moves { @for line in &step.fresh { li { (plain(line)) } } }
                }
            }
            @if let Some(result) = &step.result {
                p.result { (plain(result)) }
            }
            figure.table {
                @if view.picture.is_some() {
                    img src={ (step.number) "/table.png" } alt=(alt);
                }
                @if !view.title.is_empty() || !view.description.is_empty() {
                    figcaption {
                        @if !view.title.is_empty() { strong { (plain(&view.title)) } "\n" }
                        (plain(&view.description))
                    }
                }
            }
            @if !view.fields.is_empty() || !view.footer.is_empty() {
                section.card {
                    @if !view.fields.is_empty() {
                        dl { @for field in &view.fields {
                            dt { (plain(&field.name)) }
                            dd { (plain(&field.value)) }
                        } }
                    }
                    @if !view.footer.is_empty() { p { (plain(&view.footer)) } }
                }
            }
            (steps_nav)
        },
    )
}

/// Discord's Markdown made plain text for a page: emphasis marks and escapes go,
/// Discord timestamps and custom emoji become their readable part. The result is
/// still escaped by the template.
pub fn plain(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut chars = markdown.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(&next) = chars.peek() {
                    if next.is_ascii_punctuation() {
                        out.push(next);
                        chars.next();
                        continue;
                    }
                }
                out.push('\\');
            }
            '*' | '~' | '|' | '`' => {}
            '_' if chars.peek() == Some(&'_') => {
                chars.next();
            }
            '<' => {
                // `<t:1700000000:R>` and `<:name:id>` are Discord's, not text.
                let rest: String = chars.clone().take(64).collect();
                match rest.find('>') {
                    Some(end)
                        if rest.starts_with("t:")
                            || rest.starts_with(':')
                            || rest.starts_with("a:") =>
                    {
                        let inner = &rest[..end];
                        if let Some(name) =
                            inner.split(':').nth(1).filter(|_| !inner.starts_with("t:"))
                        {
                            out.push(':');
                            out.push_str(name);
                            out.push(':');
                        }
                        for _ in 0..=inner.chars().count() {
                            chars.next();
                        }
                    }
                    _ => out.push('<'),
                }
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_is_made_plain_and_escapes_are_undone() {
        assert_eq!(plain("**Ada** plays \\*7\\*"), "Ada plays *7*");
        assert_eq!(plain("ends <t:1700000000:R>."), "ends .");
        assert_eq!(plain("a <:uno:123> card"), "a :uno: card");
        assert_eq!(plain("x < y and <script>"), "x < y and <script>");
        assert_eq!(plain("__under__ ~~gone~~"), "under gone");
    }

    #[test]
    fn a_hostile_name_is_text_in_the_page() {
        let board = Board {
            game: "uno".into(),
            game_title: "UNO".into(),
            games: vec![("uno".into(), "UNO".into())],
            order: crate::stats::Order::Wins,
            rows: vec![super::super::BoardRow {
                record: crate::stats::PlayerStats {
                    name: "<script>alert(1)</script>".into(),
                    games: 1,
                    wins: 1,
                    rated_games: 1,
                    ..Default::default()
                },
                // One rated game kept of one played: drawn from the starting rating.
                ratings: vec![1016.0],
            }],
            recent: Vec::new(),
        };
        let page = leaderboard(Lang::EnUs, &board).into_string();
        assert!(!page.contains("<script>"), "{page}");
        assert!(
            page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{page}"
        );
        assert!(page.contains("<html lang=\"en-US\">"), "{page}");
        assert!(
            page.contains("<polyline points=\"0.0,26.0 120.0,2.0\""),
            "{page}"
        );
    }
}
