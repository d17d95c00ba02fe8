//! The persisted form of a table: everything needed to carry on after a restart.

use super::hosting::{Hosted, HostedMatch, SeatInfo};
use super::text::Notice;
use crate::clock::now_ms;
use crate::i18n::escape;
use crate::i18n::{Lang, Text};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A table as stored in sled (one JSON record per table, flushed on every change).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TableRecord {
    pub schema: u32,
    pub id: u64,
    /// The game's code (`uno`).
    pub game: String,
    pub guild_id: Option<u64>,
    /// The channel or thread the table lives in.
    pub channel_id: u64,
    pub host: u64,
    pub phase: Phase,
    pub seats: Vec<SeatRecord>,
    pub settings: Value,
    /// The running game's state while playing (and after, for the result view).
    #[serde(default)]
    pub state: Option<Value>,
    /// Seed of the running game (stored so a deal replays).
    pub seed: u64,
    /// Increases with every change; carried in custom_ids to spot outdated clicks.
    pub counter: u64,
    /// The public table message.
    #[serde(default)]
    pub message_id: Option<u64>,
    #[serde(default)]
    pub deadlines: Vec<Deadline>,
    /// Interaction tokens of players' private views, to refresh them.
    #[serde(default)]
    pub private_views: Vec<PrivateView>,
    /// The table log, as sentences (message ids with their arguments) so it reads in
    /// any language; lines stored as English words by older builds read as they are.
    #[serde(default)]
    pub log: Vec<Text>,
    pub turn_timeout_secs: u64,
    pub created_ms: u64,
    /// How the table ended (a stored English line, in older records, reads as it is).
    #[serde(default)]
    pub result: Option<Text>,
    /// The counter of the view the table message is known to show (edited, posted, or
    /// carried by a click's answer): after a restart an unchanged message is neither
    /// drawn nor edited again.
    #[serde(default)]
    pub shown_counter: Option<u64>,
    /// The seat that forfeited a rated game by ending it or leaving it early: its
    /// results count that seat's loss and the others' win.
    #[serde(default)]
    pub forfeited: Option<usize>,
    /// The platform ended the table (its channel lost, the bot removed, never shown),
    /// not a player: it records no career or rated result.
    #[serde(default)]
    pub platform_ended: bool,
    /// The end (Unix ms) of the last gateway outage this table's clocks made up for
    /// (see [`super::outage`]).
    #[serde(default)]
    pub clocks_resumed_ms: u64,
    /// The language of the table's public message and pictures: its opener's (the
    /// host may change it in the lobby or the challenge). Tables stored before it was
    /// kept speak English.
    #[serde(default)]
    pub lang: Lang,
    /// Where the bot is not a member, how the table reaches its message: interaction
    /// tokens instead of channel calls (see [`super::webhook`]). `None`: a channel table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook: Option<super::webhook::Webhook>,
    /// The game's replay: its secret and how many public steps are stored (see
    /// [`super::replay`]). `None` until the game starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replay: Option<super::replay::ReplayMark>,
    /// Fields a newer build wrote that this one does not know: kept, so rewriting the
    /// record here (a rollback deploy) never drops them.
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, Value>,
}

/// The shortest turn time of a rated game, seconds: a shorter one plays unrated.
pub const MIN_RATED_TURN_SECS: u64 = 20;

impl TableRecord {
    /// A new table in its lobby with its host seated: every table starts here (a game
    /// that starts at once moves on from it).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: u64,
        game: &str,
        guild_id: Option<u64>,
        channel_id: u64,
        host: (u64, &str),
        settings: Value,
        seed: u64,
        turn_timeout_secs: u64,
    ) -> TableRecord {
        TableRecord {
            schema: crate::store::SCHEMA,
            id,
            game: game.to_string(),
            guild_id,
            channel_id,
            host: host.0,
            phase: Phase::Lobby,
            seats: vec![SeatRecord::person(host.0, host.1)],
            settings,
            state: None,
            seed,
            counter: 1,
            message_id: None,
            deadlines: Vec::new(),
            private_views: Vec::new(),
            log: Vec::new(),
            turn_timeout_secs,
            created_ms: now_ms(),
            result: None,
            shown_counter: None,
            forfeited: None,
            platform_ended: false,
            clocks_resumed_ms: now_ms(),
            lang: Lang::EnUs,
            webhook: None,
            replay: None,
            unknown_fields: serde_json::Map::new(),
        }
    }

    /// Whether this is a rated game: two seats, both persons (only such games move
    /// ratings, so only there does ending or leaving early forfeit).
    pub fn between_two_persons(&self) -> bool {
        self.seats.len() == 2 && self.seats.iter().all(|s| s.user().is_some())
    }

    /// A turn clock too fast for a rating: a missed turn or three would decide the
    /// game before a person could answer (a game with no clock is not timed at all).
    pub fn clock_too_fast_to_rate(&self) -> bool {
        self.turn_timeout_secs > 0 && self.turn_timeout_secs < MIN_RATED_TURN_SECS
    }

    /// Start the game with the seats as they are now: the one way a table's game starts,
    /// at opening (against the computer, a solitaire, another game) as from a lobby or
    /// an accepted challenge. Returns the running game and the log line announcing it;
    /// a refused start leaves the record as it was.
    pub(crate) fn start_game(
        &mut self,
        hosted: &dyn Hosted,
        store: &crate::store::Store,
    ) -> Result<(Box<dyn HostedMatch>, Text), Text> {
        let seats: Vec<SeatInfo> = self.seats.iter().map(|s| s.info()).collect();
        let seed = self.seed_for_new_game();
        let game = hosted.new_game(&self.settings, &seats, seed, store.player_records())?;
        self.seed = seed;
        self.phase = Phase::Playing;
        // The lobby's or the challenge's expiry has nothing left to do. Left in place it
        // would still count as a change when it fell, and make the table's buttons an
        // older view until the message caught up.
        self.deadlines.retain(|d| {
            !matches!(
                d.kind,
                DeadlineKind::LobbyExpiry | DeadlineKind::ChallengeExpiry
            )
        });
        let names: Vec<_> = seats.iter().map(|s| escape::name(&s.name)).collect();
        Ok((
            game,
            Text::new("log-game-starts").with("names", names.join(", ")),
        ))
    }

    /// A table that cannot go on (its actor failed, or its stored game is unreadable).
    pub(crate) fn mark_broken(&mut self) {
        self.phase = Phase::Finished;
        self.deadlines.clear();
        self.private_views.clear();
        self.result = Some(Notice::TableBroken.into());
    }

    /// The seed for a new game: the one the host asked for (the `seed` option) the
    /// first time, else random.
    fn seed_for_new_game(&self) -> u64 {
        if self.seed != 0 && self.state.is_none() {
            return self.seed;
        }
        rand::thread_rng().next_u64()
    }
}

impl crate::store::LiveTable for TableRecord {
    fn summary(&self, previous: Option<&[u8]>) -> Option<Vec<u8>> {
        let previous = previous.and_then(|bytes| serde_json::from_slice(bytes).ok());
        serde_json::to_vec(&TableSummary::of(self).after(previous)).ok()
    }

    fn guild_id(&self) -> Option<u64> {
        self.guild_id
    }

    fn people(&self) -> Vec<u64> {
        let mut people: Vec<u64> = self.seats.iter().filter_map(SeatRecord::user).collect();
        people.push(self.host);
        if let Phase::Challenge { opponent, .. } = self.phase {
            people.push(opponent);
        }
        // 0 is no one (a forgotten host or challenged person).
        people.retain(|&user| user != 0);
        people.sort_unstable();
        people.dedup();
        people
    }

    fn erase_from(bytes: &[u8], user: u64) -> Option<Vec<u8>> {
        TableRecord::erase_person(bytes, user)
    }
}

impl TableRecord {
    /// Erase `user` from a stored table's bytes (`/privacy forget`): their seats show
    /// "a former player" and no id, their name goes from the log and the result, and
    /// their private views go. `None` if the record does not name them or cannot be
    /// read (it is then left as it is).
    pub fn erase_person(bytes: &[u8], user: u64) -> Option<Vec<u8>> {
        let mut record: TableRecord = serde_json::from_slice(bytes).ok()?;
        let mut names = Vec::new();
        for seat in &mut record.seats {
            if seat.user() == Some(user) {
                names.push(std::mem::replace(
                    &mut seat.name,
                    crate::store::FORMER.into(),
                ));
                seat.occupant = Occupant::Person { user: 0 };
                // What a newer build kept about them goes with them.
                seat.unknown_fields.clear();
            }
        }
        let hosted = record.host == user;
        let mut challenged = false;
        if let Phase::Challenge {
            opponent,
            opponent_name,
        } = &mut record.phase
        {
            if *opponent == user {
                names.push(std::mem::replace(
                    opponent_name,
                    crate::store::FORMER.into(),
                ));
                *opponent = 0;
                challenged = true;
            }
        }
        if names.is_empty() && !hosted && !challenged {
            return None;
        }
        if hosted {
            record.host = 0;
        }
        record.private_views.retain(|view| view.user != user);
        names.retain(|name| !name.is_empty());
        // A name is replaced where it stands whole (as stored, or as the log escapes
        // it), never inside other words: "Bob" leaves "Bobby" and a card named "Red"
        // alone.
        let forms: Vec<String> = names
            .iter()
            .flat_map(|name| [name.clone(), escape::name(name)])
            .collect();
        let is_name = |text: &str| forms.iter().any(|form| form == text);
        let scrub_whole = |text: &mut String| {
            if is_name(text) {
                *text = crate::store::FORMER.into();
            }
        };
        // A log line's argument may also be a list of names ("Ada, Bob") or a whole
        // sentence: there a name is replaced as a whole word.
        let scrub_words = |text: &mut String| {
            for form in &forms {
                *text = replace_whole_words(text, form, crate::store::FORMER);
            }
        };
        for line in &mut record.log {
            scrub_text(line, &scrub_words);
        }
        if let Some(result) = &mut record.result {
            scrub_text(result, &scrub_words);
        }
        // In a game's state names live in its seat names only (`Match::names`, or
        // `names` in an older form): the engine's own strings (a card's colour, a
        // suit) are the game's data, and a person named "Red" leaves them alone.
        if let Some(state) = &mut record.state {
            scrub_state_names(state, &scrub_whole);
        }
        for value in record.unknown_fields.values_mut() {
            scrub_strings(value, &scrub_whole);
        }
        // Settings and a game's state may name the person by id (a Pazaak career
        // match); an id is a number no game uses otherwise.
        scrub_id(&mut record.settings, user);
        if let Some(state) = &mut record.state {
            scrub_id(state, user);
        }
        serde_json::to_vec(&record).ok()
    }
}

/// `text` with every `word` that stands as a whole word (no letter or digit right
/// before or after it) replaced by `with`.
pub(crate) fn replace_whole_words(text: &str, word: &str, with: &str) -> String {
    if word.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut before: Option<char> = None;
    while let Some(at) = rest.find(word) {
        let (head, tail) = rest.split_at(at);
        out.push_str(head);
        let prior = head.chars().next_back().or(before);
        let after = tail[word.len()..].chars().next();
        let joined = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        if joined(prior) || joined(after) {
            let first = tail.chars().next().map_or(1, char::len_utf8);
            out.push_str(&tail[..first]);
            before = tail[..first].chars().next_back();
            rest = &tail[first..];
        } else {
            out.push_str(with);
            before = word.chars().next_back();
            rest = &tail[word.len()..];
        }
    }
    out.push_str(rest);
    out
}

/// Every number in `value` equal to `user` set to 0 (no one).
fn scrub_id(value: &mut Value, user: u64) {
    match value {
        Value::Number(n) if n.as_u64() == Some(user) => *value = Value::from(0u64),
        Value::String(text) if *text == user.to_string() => *text = "0".into(),
        Value::Array(items) => items.iter_mut().for_each(|v| scrub_id(v, user)),
        Value::Object(fields) => fields.values_mut().for_each(|v| scrub_id(v, user)),
        _ => {}
    }
}

/// Every word argument of a stored sentence, scrubbed (names are arguments).
pub(crate) fn scrub_text(text: &mut Text, scrub: &impl Fn(&mut String)) {
    for (_, arg) in &mut text.args {
        match arg {
            crate::i18n::Arg::Plain(words) => scrub(words),
            crate::i18n::Arg::Text(inner) => scrub_text(inner, scrub),
            crate::i18n::Arg::Number(_) => {}
        }
    }
}

/// The seat names kept in a stored game's state, scrubbed: `{"version", "game":
/// {"engine", "names"}}`, or `{"game", "names"}` in an older form.
fn scrub_state_names(state: &mut Value, scrub: &impl Fn(&mut String)) {
    let scrub_names = |holder: Option<&mut Value>| {
        if let Some(Value::Array(names)) = holder.and_then(|h| h.get_mut("names")) {
            for name in names.iter_mut() {
                if let Value::String(text) = name {
                    scrub(text);
                }
            }
        }
    };
    scrub_names(state.get_mut("game"));
    scrub_names(Some(state));
}

/// Every string in a value a newer build kept, scrubbed (it may keep names).
fn scrub_strings(value: &mut Value, scrub: &impl Fn(&mut String)) {
    match value {
        Value::String(text) => scrub(text),
        Value::Array(items) => items.iter_mut().for_each(|v| scrub_strings(v, scrub)),
        Value::Object(fields) => fields.values_mut().for_each(|v| scrub_strings(v, scrub)),
        _ => {}
    }
}

/// What a start-up needs to know of a stored table without reading it (kept by the
/// store beside the record): where it is, and when it must next be awake. An idle table
/// stays asleep, without an actor, until a click, a command or its next deadline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSummary {
    pub game: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// When the table must be awake by: its earliest deadline (a turn clock, a
    /// computer's move, an expiry), or the previous record's if earlier (after a crash
    /// the summary may stand beside the previous record; waking early is harmless).
    pub wake_at_ms: Option<u64>,
    /// Something is due as soon as the bot starts: the table message may not show the
    /// table's state yet, or the game ended and the table is not archived yet (for this
    /// record or the previous one).
    pub wake_at_start: bool,
    /// The two above for this record alone: what the next summary starts from.
    #[serde(default)]
    pub own_wake_at_ms: Option<u64>,
    #[serde(default)]
    pub own_wake_at_start: bool,
    /// Who opened the table (per-person limits count open tables by it); `None` in
    /// summaries written before it was kept.
    #[serde(default)]
    pub host: Option<u64>,
    /// The people the table names (`None` in summaries written before they were
    /// kept): a `/privacy forget` wakes only the sleeping tables that name the person.
    #[serde(default)]
    pub people: Option<Vec<u64>>,
}

impl TableSummary {
    pub fn of(record: &TableRecord) -> TableSummary {
        let wake_at_ms = record.deadlines.iter().map(|d| d.at_ms).min();
        let wake_at_start = record.phase == Phase::Finished
            || record.message_id.is_none()
            || record.shown_counter != Some(record.counter);
        TableSummary {
            game: record.game.clone(),
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            wake_at_ms,
            wake_at_start,
            own_wake_at_ms: wake_at_ms,
            own_wake_at_start: wake_at_start,
            host: Some(record.host),
            people: Some(crate::store::LiveTable::people(record)),
        }
    }

    /// This summary, widened to cover the record `previous` summarized too.
    fn after(mut self, previous: Option<TableSummary>) -> TableSummary {
        if let Some(previous) = previous {
            self.wake_at_ms = match (self.own_wake_at_ms, previous.own_wake_at_ms) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            self.wake_at_start = self.own_wake_at_start || previous.own_wake_at_start;
        }
        self
    }
}

/// Where a table is in its life.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    Lobby,
    /// Waiting for the challenged person to accept.
    Challenge {
        opponent: u64,
        opponent_name: String,
    },
    Playing,
    Finished,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub occupant: Occupant,
    pub name: String,
    /// Turn timeouts in a row.
    #[serde(default)]
    pub timeouts: u32,
    /// A computer player plays for the absent person until they come back.
    #[serde(default)]
    pub stand_in: bool,
    /// Fields a newer build wrote that this one does not know: kept when it rewrites
    /// the record.
    #[serde(flatten)]
    pub unknown_fields: serde_json::Map<String, serde_json::Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Occupant {
    Person { user: u64 },
    Ai { level: String },
}

impl SeatRecord {
    pub fn person(user: u64, name: impl Into<String>) -> SeatRecord {
        SeatRecord {
            occupant: Occupant::Person { user },
            name: name.into(),
            timeouts: 0,
            stand_in: false,
            unknown_fields: Default::default(),
        }
    }

    pub fn ai(level: impl Into<String>, name: impl Into<String>) -> SeatRecord {
        SeatRecord {
            occupant: Occupant::Ai {
                level: level.into(),
            },
            name: name.into(),
            timeouts: 0,
            stand_in: false,
            unknown_fields: Default::default(),
        }
    }

    /// The person in the seat; `None` for a computer, and for a person who has been
    /// forgotten (their seat keeps no id: 0 is no one).
    pub fn user(&self) -> Option<u64> {
        match self.occupant {
            Occupant::Person { user } if user != 0 => Some(user),
            _ => None,
        }
    }

    /// The seat of someone forgotten (`/privacy forget`) since they sat down.
    pub fn is_forgotten(&self) -> bool {
        matches!(self.occupant, Occupant::Person { user: 0 })
    }

    /// Whether a computer plays this seat now (an AI seat, or a person's stand-in).
    pub fn computer_plays(&self) -> bool {
        self.stand_in || matches!(self.occupant, Occupant::Ai { .. })
    }

    /// The seat as a game sees it.
    pub fn info(&self) -> super::hosting::SeatInfo {
        super::hosting::SeatInfo {
            name: self.name.clone(),
            is_ai: self.computer_plays(),
            user: self.user(),
        }
    }
}

/// A moment (unix milliseconds) at which the table must do something, once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deadline {
    pub at_ms: u64,
    pub kind: DeadlineKind,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DeadlineKind {
    /// The seat's turn times out.
    Turn { seat: usize },
    /// A challenge nobody answered expires.
    ChallengeExpiry,
    /// A lobby nobody started closes.
    LobbyExpiry,
    /// A game timer (the UNO call window).
    Game { key: String },
    /// A computer player's next move (paced so people can follow).
    AiMove,
    /// A solo game nobody has touched for [`crate::table::actor::SOLO_IDLE`] closes,
    /// so an abandoned solitaire does not hold its channel for ever.
    SoloIdle,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrivateView {
    pub user: u64,
    pub token: String,
    /// After this the token is dead (Discord keeps it 15 minutes).
    pub expires_ms: u64,
    /// The private view's own state (see `ViewContext::ui`).
    #[serde(default)]
    pub ui: String,
    /// The language of the person's client when they opened the view: it is refreshed
    /// in it (English for views stored before it was kept).
    #[serde(default)]
    pub lang: Lang,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{LiveTable, SCHEMA};

    #[test]
    fn a_forgotten_person_leaves_an_archived_table_with_no_name_or_id() {
        let mut record = TableRecord::new(1, "oril", Some(2), 3, (7, "Zé"), Value::Null, 9, 60);
        record.seats.push(SeatRecord::person(8, "Bia"));
        record.log.push(Text::verbatim("Zé captured 4 stones."));
        record.log.push(
            Text::new("oril-log-sowed")
                .with("name", "Zé")
                .with("house", 3),
        );
        record.result = Some(Text::verbatim("Zé won."));
        record.state = Some(serde_json::json!({"names": ["Zé", "Bia"]}));
        let bytes = serde_json::to_vec(&record).unwrap();
        assert_eq!(record.people(), vec![7, 8]);
        let erased: TableRecord =
            serde_json::from_slice(&TableRecord::erase_person(&bytes, 7).unwrap()).unwrap();
        let text = serde_json::to_string(&erased).unwrap();
        assert!(!text.contains("Zé"), "{text}");
        assert!(erased.people().iter().all(|&u| u != 7), "{text}");
        assert_eq!(erased.seats[1].name, "Bia", "the others stay");
        assert_eq!(TableRecord::erase_person(&bytes, 99), None, "not named");
    }

    #[test]
    fn a_forget_replaces_whole_names_only_and_their_escaped_form() {
        let mut record = TableRecord::new(1, "uno", Some(2), 3, (7, "Bob"), Value::Null, 9, 60);
        record.seats.push(SeatRecord::person(8, "Bobby"));
        record.seats.push(SeatRecord::person(9, "a_b"));
        record
            .log
            .push(Text::new("log-game-starts").with("names", "Bob, Bobby, a\\_b"));
        record
            .log
            .push(Text::verbatim("Bob played Red 7; Bobby drew."));
        record.state = Some(serde_json::json!({"names": ["Bob", "Bobby"], "card": "Bob's"}));
        let bytes = serde_json::to_vec(&record).unwrap();
        let erased: TableRecord =
            serde_json::from_slice(&TableRecord::erase_person(&bytes, 7).unwrap()).unwrap();
        let log: Vec<String> = erased.log.iter().map(|t| format!("{t:?}")).collect();
        assert!(
            log[0].contains("a former player, Bobby, a\\\\_b"),
            "{log:?}"
        );
        assert!(
            log[1].contains("a former player played Red 7; Bobby drew."),
            "{log:?}"
        );
        let state = erased.state.unwrap();
        assert_eq!(
            state["names"],
            serde_json::json!(["a former player", "Bobby"])
        );
        assert_eq!(
            state["card"], "Bob's",
            "a string that is not the name stays"
        );
        // The escaped form of a name with Markdown characters goes too.
        let erased: TableRecord =
            serde_json::from_slice(&TableRecord::erase_person(&bytes, 9).unwrap()).unwrap();
        let log = format!("{:?}", erased.log[0]);
        assert!(log.contains("Bob, Bobby, a former player"), "{log}");
        assert_eq!(replace_whole_words("Zé, Zéca", "Zé", "X"), "X, Zéca");
        // An id in the settings goes too (a career match names its player).
        record.settings = serde_json::json!({"career_user": 7, "target": 3});
        let bytes = serde_json::to_vec(&record).unwrap();
        let erased: TableRecord =
            serde_json::from_slice(&TableRecord::erase_person(&bytes, 7).unwrap()).unwrap();
        assert_eq!(
            erased.settings,
            serde_json::json!({"career_user": 0, "target": 3})
        );
        assert_eq!(replace_whole_words("ZéZé Zé", "Zé", "X"), "ZéZé X");
    }

    /// A person named like a card ("Red", "Blue", "Wild", "Skip") is erased from a
    /// running UNO game's names only: the cards keep their colours and faces, and the
    /// erased game still restores.
    #[test]
    fn a_forget_leaves_a_games_cards_alone_whatever_the_name() {
        use crate::screens::uno::UnoScreen;
        use crate::table::hosting::HostedMatch;
        use crate::table::hosting::Match;
        for name in ["Red", "Blue", "Wild", "Skip", "Reverse", "Green"] {
            let engine =
                crate::games::uno::UnoGame::new(2, Default::default(), 11).expect("a deal");
            let game = Match::<UnoScreen> {
                engine,
                names: vec![name.into(), "Bob".into()],
                forfeited: None,
            };
            // A person's id is a snowflake, a number no card uses.
            let user = 310_000_000_000_000_007;
            let mut record =
                TableRecord::new(1, "uno", Some(2), 3, (user, name), Value::Null, 9, 60);
            record
                .seats
                .push(SeatRecord::person(310_000_000_000_000_008, "Bob"));
            record.phase = Phase::Playing;
            record.state = Some(game.save());
            let bytes = serde_json::to_vec(&record).unwrap();
            let erased: TableRecord =
                serde_json::from_slice(&TableRecord::erase_person(&bytes, user).unwrap()).unwrap();
            let state = erased.state.expect("the game stays");
            let restored = Match::<UnoScreen>::restore(&state)
                .unwrap_or_else(|e| panic!("{name}: the erased game restores: {e}"));
            assert_eq!(
                restored.names,
                vec![crate::store::FORMER.to_string(), "Bob".into()]
            );
            assert_eq!(restored.engine, game.engine, "{name}: the cards stay");
            assert!(erased.seats.iter().all(|s| s.name != name), "{name}");
        }
    }

    fn record_due_at(at_ms: u64) -> TableRecord {
        TableRecord {
            schema: SCHEMA,
            id: 1,
            game: "uno".into(),
            guild_id: Some(2),
            channel_id: 3,
            host: 4,
            phase: Phase::Playing,
            seats: Vec::new(),
            settings: Value::Null,
            state: None,
            seed: 0,
            counter: 2,
            message_id: Some(5),
            deadlines: vec![Deadline {
                at_ms,
                kind: DeadlineKind::AiMove,
            }],
            private_views: Vec::new(),
            log: Vec::new(),
            turn_timeout_secs: 60,
            created_ms: 0,
            result: None,
            shown_counter: Some(2),
            forfeited: None,
            platform_ended: false,
            clocks_resumed_ms: 0,
            lang: Lang::EnUs,
            webhook: None,
            replay: None,
            unknown_fields: Default::default(),
        }
    }

    fn summary(record: &TableRecord, previous: Option<&[u8]>) -> (TableSummary, Vec<u8>) {
        let bytes = record.summary(previous).unwrap();
        (serde_json::from_slice(&bytes).unwrap(), bytes)
    }

    /// A record stored before tables kept their language, with its log as English
    /// lines, still loads: it speaks English and shows the lines as they are.
    #[test]
    fn an_older_record_loads_in_english_with_its_plain_log() {
        let mut json = serde_json::to_value(record_due_at(1_000)).unwrap();
        let object = json.as_object_mut().unwrap();
        object.remove("lang");
        object.insert("log".into(), serde_json::json!(["Ana joined.", "Bo left."]));
        object.insert("result".into(), serde_json::json!("Ana won."));
        let record: TableRecord = serde_json::from_value(json).unwrap();
        assert_eq!(record.lang, Lang::EnUs);
        assert_eq!(record.log[1].in_lang(Lang::Cs), "Bo left.");
        assert_eq!(record.result.unwrap().in_lang(Lang::ZhCn), "Ana won.");
        let mut view = serde_json::json!({"user": 1, "token": "t", "expires_ms": 2});
        let private: PrivateView = serde_json::from_value(view.take()).unwrap();
        assert_eq!(private.lang, Lang::EnUs);
    }

    /// A record a newer build wrote, with a field this one does not know, keeps the
    /// field when this build changes and rewrites it (a rollback deploy loses nothing).
    #[test]
    fn a_newer_records_unknown_fields_survive_a_rewrite() {
        let mut written = record_due_at(1_000);
        written.seats.push(SeatRecord::person(1, "Ana"));
        let mut json = serde_json::to_value(written).unwrap();
        json.as_object_mut()
            .unwrap()
            .insert("spectators".into(), serde_json::json!([42, 43]));
        json["seats"][0]["avatar"] = serde_json::json!("a.png");
        let mut record: TableRecord = serde_json::from_value(json).unwrap();
        record.counter += 1;
        let rewritten = serde_json::to_value(&record).unwrap();
        assert_eq!(rewritten["spectators"], serde_json::json!([42, 43]));
        assert_eq!(
            rewritten["seats"][0]["avatar"], "a.png",
            "a seat keeps its own"
        );
        assert_eq!(rewritten["counter"], serde_json::json!(record.counter));
        assert!(rewritten.get("unknown_fields").is_none(), "{rewritten}");
        // Unless its person is forgotten: what a newer build kept about them goes too.
        let bytes = serde_json::to_vec(&record).unwrap();
        let erased: Value =
            serde_json::from_slice(&TableRecord::erase_person(&bytes, 1).unwrap()).unwrap();
        assert!(erased["seats"][0].get("avatar").is_none(), "{erased}");
        assert_eq!(erased["spectators"], serde_json::json!([42, 43]));
    }

    /// A summary is written just before its record, so after a crash it may stand
    /// beside the previous record: it wakes the table by the earlier of both deadlines,
    /// and only the record it replaces is covered (no earlier one).
    #[test]
    fn a_summary_covers_its_record_and_the_one_before() {
        let (first, first_bytes) = summary(&record_due_at(1_000), None);
        assert_eq!(first.wake_at_ms, Some(1_000));
        let (second, second_bytes) = summary(&record_due_at(9_000), Some(&first_bytes));
        assert_eq!(second.wake_at_ms, Some(1_000), "covers the record before");
        assert_eq!(second.own_wake_at_ms, Some(9_000));
        let (third, _) = summary(&record_due_at(5_000), Some(&second_bytes));
        assert_eq!(third.wake_at_ms, Some(5_000), "not the one before that");
        let mut unshown = record_due_at(5_000);
        unshown.counter = 3;
        let (fourth, fourth_bytes) = summary(&unshown, None);
        assert!(fourth.wake_at_start);
        let (fifth, _) = summary(&record_due_at(6_000), Some(&fourth_bytes));
        assert!(
            fifth.wake_at_start,
            "the record before may be the one on disk"
        );
    }
}
