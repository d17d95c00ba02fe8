//! A game's replay: its public steps, one per change of the running game, stored
//! beside the table (`Store::write_replay_step`) and shown on the web step by step as
//! the table showed them.
//!
//! A step holds the game's state and the table log's last lines, with every seat's
//! name replaced by a mark of its seat number: a step names nobody. Names come from
//! the archived table when a step is shown, so `/privacy forget`, which erases the
//! archived table, reaches every step at once. Only the public view is ever drawn from
//! a step; the state's hidden parts (hands, side decks, the stock) never leave it.

use super::hosting::{SeatInfo, ViewContext};
use super::record::{replace_whole_words, scrub_text, Phase, TableRecord};
use super::view::View;
use crate::i18n::escape;
use crate::i18n::{Lang, Text};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the table keeps of its replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayMark {
    /// The unguessable part of the replay's address (128 random bits, in hex).
    pub secret: String,
    /// Steps stored, numbered from 1.
    pub steps: u32,
}

impl ReplayMark {
    pub fn new() -> ReplayMark {
        ReplayMark {
            secret: format!("{:032x}", rand::random::<u128>()),
            steps: 0,
        }
    }
}

impl Default for ReplayMark {
    fn default() -> Self {
        ReplayMark::new()
    }
}

/// A replay's address: the table id and the secret (`1234-9f…`).
pub fn address(table: u64, mark: &ReplayMark) -> String {
    format!("{table}-{}", mark.secret)
}

/// The table id and secret an address names, if well formed.
pub fn parse_address(address: &str) -> Option<(u64, &str)> {
    let (id, secret) = address.split_once('-')?;
    let well_formed = secret.len() == 32 && secret.bytes().all(|b| b.is_ascii_hexdigit());
    well_formed.then_some(())?;
    Some((id.parse().ok()?, secret))
}

/// One public step of a game, with no name in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayStep {
    /// The stored game (`HostedMatch::save`), seat names marked.
    pub state: Value,
    /// The table log's last lines after this step, names marked.
    pub log: Vec<Text>,
    /// How many of those lines this step added (the move that led here).
    pub fresh: usize,
}

/// The mark standing for seat `seat`'s name in a step (private-use characters, which
/// no message or game word contains).
fn mark(seat: usize) -> String {
    format!("\u{E000}{seat}\u{E001}")
}

impl ReplayStep {
    /// A step of `state` and `log` with the names of `names` (by seat) marked.
    pub fn masked(mut state: Value, log: &[Text], fresh: usize, names: &[String]) -> ReplayStep {
        set_state_names(&mut state, |seat, _| mark(seat));
        // Longer names first: "Ana Maria" is marked before "Ana" could split it.
        let mut forms: Vec<(String, usize)> = names
            .iter()
            .enumerate()
            .filter(|(_, name)| !name.is_empty())
            .flat_map(|(seat, name)| [(escape::name(name), seat), (name.clone(), seat)])
            .collect();
        forms.sort_by_key(|(form, _)| std::cmp::Reverse(form.len()));
        forms.dedup();
        let mut log = log.to_vec();
        for line in &mut log {
            scrub_text(line, &|words: &mut String| {
                for (form, seat) in &forms {
                    *words = replace_whole_words(words, form, &mark(*seat));
                }
            });
        }
        let fresh = fresh.min(log.len());
        ReplayStep { state, log, fresh }
    }

    /// The step with the seats' names of `names` put back (as the archived table has
    /// them now: a forgotten person is "a former player").
    pub fn named(mut self, names: &[String]) -> ReplayStep {
        let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
        set_state_names(&mut self.state, |seat, _| name(seat));
        for line in &mut self.log {
            scrub_text(line, &|words: &mut String| {
                if words.contains('\u{E000}') {
                    *words = unmark(words, |seat| escape::name(&name(seat)));
                }
            });
        }
        self
    }

    /// The lines this step added, in `lang`.
    pub fn fresh_lines(&self, lang: Lang) -> Vec<String> {
        let start = self.log.len().saturating_sub(self.fresh);
        self.log[start..].iter().map(|l| l.in_lang(lang)).collect()
    }
}

/// Every mark in `text` replaced by the name `name` gives its seat.
fn unmark(text: &str, name: impl Fn(usize) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('\u{E000}') {
        out.push_str(&rest[..at]);
        let tail = &rest[at + '\u{E000}'.len_utf8()..];
        match tail.split_once('\u{E001}') {
            Some((seat, after)) if seat.parse::<usize>().is_ok() => {
                out.push_str(&name(seat.parse().unwrap_or_default()));
                rest = after;
            }
            _ => {
                out.push('\u{E000}');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The seat names kept in a stored game's state (`{"version", "game": {"engine",
/// "names"}}`, or `{"game", "names"}` in an older form), each set to `name(seat, old)`.
fn set_state_names(state: &mut Value, name: impl Fn(usize, &str) -> String) {
    let set = |holder: Option<&mut Value>| {
        if let Some(Value::Array(names)) = holder.and_then(|h| h.get_mut("names")) {
            for (seat, value) in names.iter_mut().enumerate() {
                if let Value::String(text) = value {
                    *text = name(seat, text);
                }
            }
        }
    };
    set(state.get_mut("game"));
    set(Some(state));
}

/// Step `number` of the replay of `record` (an archived table), drawn as the table
/// showed it, in `lang`: the game's public view, without buttons. `None` when the game
/// cannot be read back (a newer build's state).
pub fn public_view(
    catalog: &super::Catalog,
    record: &TableRecord,
    step: ReplayStep,
    lang: Lang,
) -> Option<(View, ReplayStep)> {
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let step = step.named(&names);
    let game = catalog.get(&record.game)?.restore(&step.state).ok()?;
    let seats: Vec<SeatInfo> = record.seats.iter().map(|s| s.info()).collect();
    let ctx = ViewContext {
        seats: &seats,
        log: &step.log,
        lang,
        ui: "",
    };
    let mut view = game.public_view(&ctx);
    view.rows.clear();
    Some((view, step))
}

/// The answer to **Replay** on a finished table: its link, privately, for the game's
/// players only.
pub fn link_reply(web_url: Option<&str>, record: &TableRecord, person: u64) -> super::Reply {
    use super::view::{Button, Row};
    if !record.seats.iter().any(|s| s.user() == Some(person)) {
        return super::Reply::Refused(super::text::Notice::NotAPlayerOfThatGame.into());
    }
    let (Some(base), Some(mark)) = (web_url, record.replay.as_ref().filter(|m| m.steps > 0)) else {
        return super::Reply::Refused(Text::new("web-replay-unavailable"));
    };
    let url = crate::web::pages::replay_url(base, record.id, mark);
    let mut view = View::text(Text::new("table-replay-private").in_lang(record.lang));
    view.rows = vec![Row::Buttons(vec![Button::link(
        Text::new("table-replay").in_lang(record.lang),
        url,
    )
    .emoji("🎞️")])];
    super::Reply::Ephemeral(view)
}

/// Whether the table's game has started, so its changes are replay steps.
pub fn records_steps(record: &TableRecord) -> bool {
    matches!(record.phase, Phase::Playing | Phase::Finished)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_step_names_nobody_and_gets_the_names_back() {
        let state =
            json!({"version": 1, "game": {"engine": {"top": "Red 7"}, "names": ["Red", "Bob"]}});
        let log = vec![
            Text::new("anywhere-turn-ends")
                .with("name", "Red")
                .with("when", "Red 7"),
            Text::new("anywhere-turn-ends")
                .with("name", "Red, Bob")
                .with("when", "soon"),
        ];
        let names = vec!["Red".to_string(), "Bob".to_string()];
        let step = ReplayStep::masked(state, &log, 1, &names);
        let stored = serde_json::to_string(&step).unwrap();
        assert!(!stored.contains("Bob"), "{stored}");
        // The card keeps its colour: only whole names are marked.
        assert!(stored.contains("Red 7"), "{stored}");
        assert!(!stored.contains("\"Red\""), "{stored}");
        let back = step.named(&["Ada".into(), "a former player".into()]);
        assert_eq!(
            back.state["game"]["names"],
            json!(["Ada", "a former player"])
        );
        assert_eq!(back.state["game"]["engine"]["top"], json!("Red 7"));
        let line = serde_json::to_string(&back.log).unwrap();
        assert!(line.contains("\"Ada\""), "{line}");
        assert!(line.contains("Ada, a former player"), "{line}");
        assert_eq!(back.fresh, 1);
    }

    #[test]
    fn replay_gives_its_link_privately_to_the_games_players_only() {
        use crate::table::view::Row;
        use crate::table::Reply;
        let mut record = TableRecord::new(9, "oril", None, 3, (4, "alice"), Value::Null, 0, 60);
        record.phase = Phase::Finished;
        let base = Some("http://127.0.0.1:8080");
        // Nothing stored yet: no replay to give.
        assert!(matches!(link_reply(base, &record, 4), Reply::Refused(_)));
        let mark = ReplayMark::new();
        record.replay = Some(ReplayMark {
            steps: 3,
            ..mark.clone()
        });
        let Reply::Ephemeral(view) = link_reply(base, &record, 4) else {
            panic!("a private answer for the player");
        };
        let Some(Row::Buttons(buttons)) = view.rows.first() else {
            panic!("a link button");
        };
        let url = buttons[0].url.clone().unwrap_or_default();
        assert_eq!(
            url,
            format!("http://127.0.0.1:8080/replay/9-{}/1", mark.secret)
        );
        // Someone else in the DM or group DM, and a bot without its web side.
        assert!(matches!(link_reply(base, &record, 5), Reply::Refused(_)));
        assert!(matches!(link_reply(None, &record, 4), Reply::Refused(_)));
    }

    #[test]
    fn addresses_round_trip_and_refuse_what_is_not_one() {
        let mark = ReplayMark::new();
        let address = address(42, &mark);
        assert_eq!(parse_address(&address), Some((42, mark.secret.as_str())));
        assert_eq!(parse_address("42"), None);
        assert_eq!(parse_address("42-abc"), None);
        assert_eq!(parse_address(&format!("x-{}", mark.secret)), None);
        assert_ne!(ReplayMark::new().secret, mark.secret);
    }
}
