//! Writing a table with a pinned position into the database before the bot starts,
//! so an end-to-end test can begin from an exact deal (the bot restores it as it
//! would after a restart).

use cantina::clock::now_ms;
use cantina::games::uno::{Parts, UnoGame};
use cantina::store::{Store, SCHEMA};
use cantina::table::record::{Phase, SeatRecord, TableRecord};
use std::path::Path;

/// Store an UNO table at `channel` in the database at `db`; returns its id.
pub fn uno_table(
    db: &Path,
    channel: u64,
    host: u64,
    seats: Vec<SeatRecord>,
    parts: Parts,
    turn_timeout_secs: u64,
) -> u64 {
    let game = UnoGame::from_parts(parts).expect("pinned position");
    uno_game(
        db,
        (None, channel),
        host,
        seats,
        game,
        Phase::Playing,
        turn_timeout_secs,
    )
}

/// Store an UNO table in `phase` with `game` as its running game, at (server, channel);
/// returns its id.
pub fn uno_game(
    db: &Path,
    (guild_id, channel): (Option<u64>, u64),
    host: u64,
    seats: Vec<SeatRecord>,
    game: UnoGame,
    phase: Phase,
    turn_timeout_secs: u64,
) -> u64 {
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let settings = serde_json::to_value(game.options()).unwrap();
    let seed = game.seed();
    let names: Vec<String> = names;
    let state = serde_json::json!({"version": 1, "game": {"engine": game, "names": names}});
    let id = 900_000 + channel % 1000;
    let record = TableRecord {
        schema: SCHEMA,
        id,
        game: "uno".into(),
        guild_id,
        channel_id: channel,
        host,
        phase,
        seats,
        settings,
        state: Some(state),
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
        clocks_resumed_ms: 0,
        lang: cantina::i18n::Lang::EnUs,
        webhook: None,
        replay: None,
        unknown_fields: Default::default(),
    };
    let store = Store::open(db).expect("database");
    store.tables().save(id, &record).expect("saved");
    id
}
