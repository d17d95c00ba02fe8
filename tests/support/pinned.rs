//! Writing a table with a pinned position into the database before the bot starts,
//! so an end-to-end test can begin from an exact deal (the bot restores it as it
//! would after a restart).

use super::records::RecordBuilder;
use cantina::games::uno::{Parts, UnoGame};
use cantina::table::record::{Phase, SeatRecord};
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
    RecordBuilder::new("uno", 900_000 + channel % 1000)
        .guild(guild_id)
        .channel(channel)
        .host(host)
        .phase(phase)
        .seats(seats)
        .settings(settings)
        .running(game, names)
        .seed(seed)
        .turn_timeout_secs(turn_timeout_secs)
        .save(db)
}
