//! Table records written straight into the database, so an end-to-end test can begin
//! from an exact table (the bot restores it as it would after a restart).
//!
//! ```text
//! let record = RecordBuilder::new("uno", id)
//!     .channel(channel)
//!     .seat_person(alice.id, "alice")
//!     .seat_ai("hard", "Ada")
//!     .running(engine, names)
//!     .build();
//! ```
//!
//! Only what a test cares about is named; the rest is a table in play as a new one
//! would have it. A new field of `TableRecord` is added here once.

use cantina::clock::now_ms;
use cantina::i18n::Lang;
use cantina::store::{Store, SCHEMA};
use cantina::table::record::{Phase, SeatRecord, TableRecord};
use serde_json::{json, Value};
use std::path::Path;

/// A [`TableRecord`] under construction.
pub struct RecordBuilder {
    record: TableRecord,
}

impl RecordBuilder {
    /// Table `id` of `game`, in play, in no server, with no seats, no settings and no
    /// game yet (seed 1, counter 1, no turn timeout, made now).
    pub fn new(game: &str, id: u64) -> RecordBuilder {
        RecordBuilder {
            record: TableRecord {
                schema: SCHEMA,
                id,
                game: game.into(),
                guild_id: None,
                channel_id: 0,
                host: 0,
                phase: Phase::Playing,
                seats: Vec::new(),
                settings: Value::Null,
                state: None,
                seed: 1,
                counter: 1,
                message_id: None,
                deadlines: Vec::new(),
                private_views: Vec::new(),
                log: Vec::new(),
                turn_timeout_secs: 0,
                created_ms: now_ms(),
                result: None,
                shown_counter: None,
                forfeited: None,
                platform_ended: false,
                clocks_resumed_ms: 0,
                lang: Lang::EnUs,
                webhook: None,
                replay: None,
                unknown_fields: Default::default(),
            },
        }
    }

    /// The server the table is in (`None`: direct messages).
    pub fn guild(mut self, guild_id: Option<u64>) -> Self {
        self.record.guild_id = guild_id;
        self
    }

    pub fn channel(mut self, channel_id: u64) -> Self {
        self.record.channel_id = channel_id;
        self
    }

    pub fn host(mut self, host: u64) -> Self {
        self.record.host = host;
        self
    }

    pub fn phase(mut self, phase: Phase) -> Self {
        self.record.phase = phase;
        self
    }

    /// One more seat.
    pub fn seat(mut self, seat: SeatRecord) -> Self {
        self.record.seats.push(seat);
        self
    }

    /// One more seat, a person's.
    pub fn seat_person(self, user: u64, name: impl Into<String>) -> Self {
        self.seat(SeatRecord::person(user, name.into()))
    }

    /// One more seat, a computer player of `level`.
    pub fn seat_ai(self, level: &str, name: impl Into<String>) -> Self {
        self.seat(SeatRecord::ai(level, name.into()))
    }

    /// All the seats at once.
    pub fn seats(mut self, seats: Vec<SeatRecord>) -> Self {
        self.record.seats = seats;
        self
    }

    pub fn settings(mut self, settings: Value) -> Self {
        self.record.settings = settings;
        self
    }

    /// The stored game as it is (any JSON, readable or not).
    pub fn state(mut self, state: Value) -> Self {
        self.record.state = Some(state);
        self
    }

    /// The running game: `engine` with the seats' `names`, in the stored form of the
    /// hosting contract (version 1).
    pub fn running(self, engine: impl serde::Serialize, names: Vec<String>) -> Self {
        self.state(json!({"version": 1, "game": {"engine": engine, "names": names}}))
    }

    pub fn seed(mut self, seed: u64) -> Self {
        self.record.seed = seed;
        self
    }

    pub fn counter(mut self, counter: u64) -> Self {
        self.record.counter = counter;
        self
    }

    pub fn turn_timeout_secs(mut self, secs: u64) -> Self {
        self.record.turn_timeout_secs = secs;
        self
    }

    pub fn created_ms(mut self, ms: u64) -> Self {
        self.record.created_ms = ms;
        self
    }

    pub fn build(self) -> TableRecord {
        self.record
    }

    /// Store the table in the database at `db` (which no bot holds now); returns its id.
    pub fn save(self, db: &Path) -> u64 {
        let record = self.build();
        let store = Store::open(db).expect("database");
        store.tables().save(record.id, &record).expect("saved");
        record.id
    }
}
