//! The store contract, run against both backends: sled in a temporary directory, and a
//! real PostgreSQL server these tests start themselves (a new database per test).

#[path = "support/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use cantina::store::results::{GameResult, Opponent};
use cantina::store::{
    LiveTable, Location, PlayerUpdate, Store, StoreError, StoreOptions, LAYOUT, SCHEMA,
};
use postgres::Postgres;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A store on each backend, with what keeps it alive.
struct Backend {
    name: &'static str,
    location: Location,
    _dir: Option<tempfile::TempDir>,
}

impl Backend {
    fn open(&self) -> Store {
        self.open_with(&StoreOptions::default())
    }

    fn open_with(&self, options: &StoreOptions) -> Store {
        Store::open_at(&self.location, options)
            .unwrap_or_else(|e| panic!("{}: the store opens: {e}", self.name))
    }
}

fn backends() -> Vec<Backend> {
    let dir = tempfile::tempdir().unwrap();
    vec![
        Backend {
            name: "sled",
            location: Location::Sled(dir.path().join("db")),
            _dir: Some(dir),
        },
        Backend {
            name: "postgres",
            location: Location::Postgres(Postgres::shared().new_database()),
            _dir: None,
        },
    ]
}

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
struct Table {
    schema: u32,
    guild_id: Option<u64>,
    name: String,
}

impl LiveTable for Table {
    fn summary(&self, _previous: Option<&[u8]>) -> Option<Vec<u8>> {
        serde_json::to_vec(&self.name).ok()
    }
    fn people(&self) -> Vec<u64> {
        self.name
            .strip_prefix("seat ")
            .and_then(|n| n.parse().ok())
            .into_iter()
            .collect()
    }
    fn guild_id(&self) -> Option<u64> {
        self.guild_id
    }
    fn erase_from(bytes: &[u8], user: u64) -> Option<Vec<u8>> {
        let mut record: Table = serde_json::from_slice(bytes).ok()?;
        if record.name != format!("seat {user}") {
            return None;
        }
        record.name = format!("erased {user}");
        serde_json::to_vec(&record).ok()
    }
}

/// A player record (records are objects carrying their schema).
#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
struct Count {
    schema: u32,
    n: u64,
}

fn count(n: u64) -> Count {
    Count { schema: SCHEMA, n }
}

fn count_of(store: &Store, key: &str) -> Option<u64> {
    store.players().load::<Count>(key).unwrap().map(|c| c.n)
}

fn table(guild: u64, name: &str) -> Table {
    Table {
        schema: SCHEMA,
        guild_id: Some(guild),
        name: name.into(),
    }
}

fn result(game: &str, guild: u64, table_id: u64, user: u64, opponent: u64) -> GameResult {
    GameResult {
        schema: SCHEMA,
        game: game.into(),
        guild_id: Some(guild),
        channel_id: 1,
        table_id,
        seat: 0,
        user: Some(user),
        name: format!("p{user}"),
        place: 1,
        sharing_first: 1,
        score: 0,
        opponents: vec![Opponent {
            user: Some(opponent),
            name: format!("p{opponent}"),
            level: None,
            unknown_fields: Default::default(),
        }],
        finished_ms: table_id,
        length_ms: 1,
        round: 0,
        stand_in: false,
        unrated: false,
        assisted: false,
        unknown_fields: Default::default(),
    }
}

#[test]
fn tables_live_end_and_survive_a_reopen() {
    for backend in backends() {
        let name = backend.name;
        {
            let store = backend.open();
            let a = store.next_id().unwrap();
            let b = store.next_id().unwrap();
            assert!(b > a, "{name}: ids grow");
            store.tables().save(a, &table(1, "a")).unwrap();
            store.tables().save(b, &table(1, "b")).unwrap();
            let (loaded, bad): (Vec<Table>, _) = store.tables().load_all();
            assert!(bad.is_empty(), "{name}");
            assert_eq!(loaded.len(), 2, "{name}");
            store
                .tables()
                .archive_with_results(a, &table(1, "a"), &[result("oril", 1, a, 7, 8)], &[])
                .unwrap();
            assert_eq!(store.tables().live_count(), 1, "{name}");
            assert_eq!(store.tables().archived_count(), 1, "{name}");
            let summaries: Vec<(u64, String)> =
                store.tables().each_summary().map(Result::unwrap).collect();
            assert_eq!(summaries, vec![(b, "b".to_string())], "{name}");
        }
        // Reopened (a restart): everything is still there.
        let store = backend.open();
        let (live, _): (Vec<Table>, _) = store.tables().load_all();
        assert_eq!(live.len(), 1, "{name}");
        assert_eq!(live[0].name, "b", "{name}");
        assert_eq!(
            store.results().in_server("oril", Some(1)).len(),
            1,
            "{name}"
        );
    }
}

#[test]
fn a_range_read_crosses_pages_in_key_order() {
    for backend in backends() {
        let store = backend.open();
        // More than one PostgreSQL page (512 rows), written out of order.
        let mut results: Vec<GameResult> = (0..1300u64)
            .map(|i| result("uno", 5, (i * 7919) % 1300 + 1, 1000 + i, 1))
            .collect();
        results.reverse();
        store.results().save(&results).unwrap();
        let read = store.results().in_server("uno", Some(5));
        assert_eq!(read.len(), 1300, "{}", backend.name);
        assert!(
            read.windows(2).all(|w| w[0].table_id < w[1].table_id),
            "{}: oldest table first",
            backend.name
        );
        assert!(store.results().in_server("uno", Some(6)).is_empty());
    }
}

#[test]
fn a_servers_live_tables_are_read_through_its_index_in_batches() {
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        // More than one batch on server 1, interleaved with server 2's.
        for id in 1..=450u64 {
            let guild = if id % 3 == 0 { 2 } else { 1 };
            store
                .tables()
                .write(id, &table(guild, &format!("t{id:03}")), &[])
                .unwrap();
        }
        store.tables().archive(4, &table(1, "t004")).unwrap();
        let (one, bad): (Vec<Table>, _) = store.tables().live_in(Some(1));
        assert!(bad.is_empty(), "{name}: {bad:?}");
        assert_eq!(one.len(), 299, "{name}: 300 on server 1, one ended");
        assert!(one.iter().all(|t| t.guild_id == Some(1)), "{name}");
        assert!(
            one.windows(2).all(|w| w[0].name < w[1].name),
            "{name}: in id order"
        );
        let (two, _): (Vec<Table>, _) = store.tables().live_in(Some(2));
        assert_eq!(two.len(), 150, "{name}");
        let (none, _): (Vec<Table>, _) = store.tables().live_in(Some(3));
        assert!(none.is_empty(), "{name}");
    }
}

#[test]
fn a_refused_player_change_writes_nothing_and_concurrent_changes_all_land() {
    for backend in backends() {
        let store = backend.open();
        let refused = store
            .players()
            .update("c/1", |_| Err::<(Vec<u8>, ()), _>("no credits"))
            .unwrap();
        assert_eq!(refused, Err("no credits"), "{}", backend.name);
        assert_eq!(count_of(&store, "c/1"), None);
        // Eight threads each add ten: a read-modify-write never loses another's.
        std::thread::scope(|scope| {
            for _ in 0..8 {
                let store = store.clone();
                scope.spawn(move || {
                    for _ in 0..10 {
                        store
                            .players()
                            .update("c/1", |bytes| {
                                let n = bytes
                                    .and_then(|b| serde_json::from_slice::<Count>(b).ok())
                                    .map_or(0, |c| c.n);
                                Ok::<_, ()>((serde_json::to_vec(&count(n + 1)).unwrap(), ()))
                            })
                            .unwrap()
                            .unwrap();
                    }
                });
            }
        });
        assert_eq!(count_of(&store, "c/1"), Some(80), "{}", backend.name);
    }
}

#[test]
fn a_forget_erases_the_person_through_the_index_and_only_them() {
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        let open_before = store.next_id().unwrap();
        let also_open_before = store.next_id().unwrap();
        store
            .results()
            .save(&[
                result("oril", 1, 10, 7, 8),
                result("oril", 2, 11, 8, 7),
                result("uno", 1, 12, 9, 8),
            ])
            .unwrap();
        store.players().save("pazaak/career/7", &count(1)).unwrap();
        store.players().save("pazaak/career/9", &count(1)).unwrap();
        assert_eq!(store.results().of_person("oril", 7).len(), 1, "{name}");
        assert_eq!(
            store.forget_user(7).unwrap(),
            2,
            "{name}: as seat and opponent"
        );
        let oril = store.results().of_game("oril");
        assert!(
            oril.iter()
                .all(|r| r.user != Some(7) && r.opponents.iter().all(|o| o.user != Some(7))),
            "{name}: {oril:?}"
        );
        assert!(oril.iter().any(|r| r.name == "a former player"), "{name}");
        assert_eq!(store.results().of_game("uno")[0].user, Some(9), "{name}");
        assert_eq!(count_of(&store, "pazaak/career/7"), None);
        assert_eq!(count_of(&store, "pazaak/career/9"), Some(1));
        // A table open before the forget cannot bring the person back at its end.
        store
            .tables()
            .archive_with_results(
                open_before,
                &table(1, "t"),
                &[result("oril", 1, open_before, 7, 9)],
                &[PlayerUpdate {
                    key: "pazaak/career/7".into(),
                    apply: Box::new(|_| serde_json::to_vec(&count(2)).ok()),
                }],
            )
            .unwrap();
        assert!(store.results().of_person("oril", 7).is_empty(), "{name}");
        assert_eq!(count_of(&store, "pazaak/career/7"), None);
        // Nor leave their name in its archived record, nor an index entry for it.
        store
            .tables()
            .archive(also_open_before, &table(1, "seat 7"))
            .unwrap();
        let archived_name = |id: u64| {
            store
                .tables()
                .load_archived::<Table>(id)
                .unwrap()
                .unwrap()
                .name
        };
        assert_eq!(archived_name(also_open_before), "erased 7", "{name}");
        let never = |_: &[u8], _: u64| -> Option<Vec<u8>> { panic!("nothing to erase") };
        let again = store.forget_user_everywhere(7, &never).unwrap();
        assert_eq!(again.archived_tables, 0, "{name}");
        // A table opened after the forget keeps its people (they came back).
        let opened_after = store.next_id().unwrap();
        store
            .tables()
            .archive(opened_after, &table(1, "seat 7"))
            .unwrap();
        assert_eq!(archived_name(opened_after), "seat 7", "{name}");
    }
}

#[test]
fn a_forget_of_a_long_history_erases_every_result_and_only_that_person() {
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        // More results than a forget rewrites at a time, as seat and as opponent,
        // beside another person's.
        let results: Vec<GameResult> = (0..1200u64)
            .map(|i| match i % 3 {
                0 => result("uno", 3, i + 1, 70, 71),
                1 => result("uno", 3, i + 1, 72, 70),
                _ => result("uno", 3, i + 1, 72, 73),
            })
            .collect();
        store.results().save(&results).unwrap();
        assert_eq!(store.forget_user(70).unwrap(), 800, "{name}");
        let kept = store.results().in_server("uno", Some(3));
        assert_eq!(kept.len(), 1200, "{name}: nothing dropped");
        let mentions =
            |r: &GameResult| r.user == Some(70) || r.opponents.iter().any(|o| o.user == Some(70));
        assert_eq!(kept.iter().filter(|r| mentions(r)).count(), 0, "{name}");
        assert_eq!(
            kept.iter().filter(|r| r.name == "a former player").count(),
            400,
            "{name}: their own results"
        );
        assert_eq!(
            kept.iter().filter(|r| r.user == Some(72)).count(),
            800,
            "{name}: the others' results keep their seat"
        );
        assert!(store.results().of_person("uno", 70).is_empty(), "{name}");
        assert_eq!(store.results().of_person("uno", 72).len(), 800, "{name}");
        // Forgotten twice: nothing left to rewrite.
        assert_eq!(store.forget_user(70).unwrap(), 0, "{name}");
    }
}

#[test]
fn the_archive_keeps_a_number_per_server_and_plays_again_what_it_keeps() {
    for backend in backends() {
        let name = backend.name;
        let options = StoreOptions {
            archive_per_guild: 3,
            ..Default::default()
        };
        let store = backend.open_with(&options);
        for id in 1..=5u64 {
            store
                .tables()
                .archive(id, &table(1, &format!("g1-{id}")))
                .unwrap();
        }
        store.tables().archive(6, &table(2, "g2")).unwrap();
        // The end of a replayed table (after a crash) is not counted twice.
        store.tables().archive(5, &table(1, "g1-5")).unwrap();
        let kept: Vec<u64> = (1..=6)
            .filter(|id| {
                store
                    .tables()
                    .load_archived::<Table>(*id)
                    .unwrap()
                    .is_some()
            })
            .collect();
        assert_eq!(
            kept,
            vec![3, 4, 5, 6],
            "{name}: the oldest of server 1 went"
        );
        // Tables past their time go as the next ones end.
        drop(store);
        let store = backend.open_with(&StoreOptions {
            archive_for: Duration::ZERO,
            ..options
        });
        store.tables().archive(7, &table(3, "late")).unwrap();
        assert!(
            store.tables().archived_count() <= 1,
            "{name}: {} kept",
            store.tables().archived_count()
        );
    }
}

#[test]
fn ids_are_unique_across_processes_sharing_a_database() {
    let pg = Postgres::shared();
    let location = Location::Postgres(pg.new_database());
    let a = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let b = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let mut ids: Vec<u64> = std::thread::scope(|scope| {
        let take = |store: &Store| {
            let store = store.clone();
            scope.spawn(move || {
                (0..200)
                    .map(|_| store.next_id().unwrap())
                    .collect::<Vec<_>>()
            })
        };
        let (x, y) = (take(&a), take(&b));
        let mut ids = x.join().unwrap();
        ids.extend(y.join().unwrap());
        ids
    });
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 400);
    // What one writes, the other reads.
    a.players().save("deck/1", &count(3)).unwrap();
    assert_eq!(count_of(&b, "deck/1"), Some(3));
}

#[test]
fn a_database_newer_than_the_bot_is_refused_and_left_as_it_is() {
    let pg = Postgres::shared();
    let url = pg.new_database();
    drop(Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default()).unwrap());
    pg.psql_on(
        &url,
        "INSERT INTO cantina_migrations (version) VALUES (999)",
    );
    let refused = Store::open_at(&Location::Postgres(url.clone()), &StoreOptions::default());
    assert!(
        matches!(refused, Err(StoreError::NewerDatabase { found: 999, .. })),
        "{:?}",
        refused.err()
    );
    assert_eq!(
        pg.psql_on(&url, "SELECT count(*) FROM cantina_migrations"),
        "3",
        "nothing was added"
    );
    // The store's own layout marker, on both backends.
    for backend in backends() {
        let store = backend.open();
        store.tables().save(1, &table(1, "kept")).unwrap();
        store.mark_layout_for_tests(LAYOUT + 1).unwrap();
        drop(store);
        let refused = Store::open_at(&backend.location, &StoreOptions::default());
        assert!(
            matches!(refused, Err(StoreError::NewerDatabase { .. })),
            "{}",
            backend.name
        );
    }
}

/// Every pooled connection lent (a burst of writes on a slow database): a caller that
/// waits past the query timeout is told the database is busy (its click is refused, to
/// try again), never that it hangs (which stops the bot).
#[test]
fn a_busy_connection_pool_is_busy_not_a_hung_database() {
    let url = Postgres::shared().new_database();
    let options = StoreOptions {
        postgres: cantina::store::PgOptions {
            pool_size: 1,
            query_timeout: Duration::from_secs(1),
            ..Default::default()
        },
        ..StoreOptions::default()
    };
    let store = Store::open_at(&Location::Postgres(url), &options).unwrap();
    store.players().save("deck/1", &count(1)).unwrap();
    std::thread::scope(|scope| {
        let holder = store.clone();
        let (lent, started) = std::sync::mpsc::channel();
        scope.spawn(move || {
            // Holds the one connection for 2.5 s, each query well within the timeout.
            holder
                .players()
                .update("deck/2", |_| {
                    let _ = lent.send(());
                    std::thread::sleep(Duration::from_millis(2_500));
                    Ok::<_, ()>((b"3".to_vec(), ()))
                })
                .unwrap()
                .unwrap();
        });
        started.recv().unwrap();
        let err = store
            .players()
            .load::<serde_json::Value>("deck/1")
            .expect_err("every connection is busy");
        assert!(!err.is_hung(), "{err:?}");
        assert!(err.is_unavailable(), "{err:?}");
    });
    // The connection is back: reads work again.
    assert_eq!(count_of(&store, "deck/1"), Some(1));
}

#[test]
fn a_malformed_or_unreachable_url_fails_with_a_clear_error() {
    for url in [
        "postgres://nobody@127.0.0.1:1/none",
        "postgres://%zz@127.0.0.1/x?sslmode=bogus",
    ] {
        let err = Store::open_at(&Location::Postgres(url.into()), &StoreOptions::default())
            .err()
            .expect("refused");
        assert!(
            matches!(err, StoreError::Database(_) | StoreError::Unavailable(_)),
            "{err:?}"
        );
    }
}

#[test]
fn a_backup_of_sled_restores_into_postgres_with_every_entry() {
    let dir = tempfile::tempdir().unwrap();
    let sled = Store::open(&dir.path().join("db")).unwrap();
    let mut last = 0;
    for _ in 1..=20 {
        last = sled.next_id().unwrap();
        sled.tables().save(last, &table(1, "t")).unwrap();
    }
    sled.results().save(&[result("oril", 1, 30, 7, 8)]).unwrap();
    sled.players().save("pazaak/career/7", &count(3)).unwrap();
    let file = dir.path().join("backup");
    let copied = sled.backup_to(&file).unwrap();
    let pg = Store::open_at(
        &Location::Postgres(Postgres::shared().new_database()),
        &StoreOptions::default(),
    )
    .unwrap();
    assert_eq!(pg.restore_from(&file).unwrap(), copied);
    assert_eq!(pg.tables().live_count(), 20);
    assert_eq!(
        pg.results().of_person("oril", 8).len(),
        0,
        "8 was the opponent"
    );
    assert_eq!(pg.results().of_person("oril", 7).len(), 1);
    assert_eq!(count_of(&pg, "pazaak/career/7"), Some(3));
    assert!(pg.next_id().unwrap() > last, "ids are never given twice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_tables_share_a_durability_wait_on_postgres() {
    let url = Postgres::shared().new_database();
    let store = Store::open_at(&Location::Postgres(url), &StoreOptions::default()).unwrap();
    let mut waits = Vec::new();
    for id in 1..=64u64 {
        store.tables().write(id, &table(1, "t"), &[]).unwrap();
        let store = store.clone();
        waits.push(tokio::spawn(async move { store.durable().await }));
    }
    for wait in waits {
        wait.await.unwrap().unwrap();
    }
    assert_eq!(store.tables().live_count(), 64);
}

/// A sled store moves into PostgreSQL whole. Once bots have written there, a second
/// migrate is refused and changes nothing: it would copy back people forgotten since.
#[test]
fn a_sled_store_migrates_into_postgres_once() {
    let dir = tempfile::tempdir().unwrap();
    let sled = Store::open(&dir.path().join("db")).unwrap();
    let mut last = 0;
    for n in 0..30u64 {
        last = sled.next_id().unwrap();
        sled.tables().save(last, &table(n % 3, "t")).unwrap();
    }
    sled.tables().archive(last, &table(1, "done")).unwrap();
    sled.results()
        .save(&[result("oril", 1, last, 7, 8)])
        .unwrap();
    sled.players().save("pazaak/career/7", &count(9)).unwrap();
    let pg = Store::open_at(
        &Location::Postgres(Postgres::shared().new_database()),
        &StoreOptions::default(),
    )
    .unwrap();
    let first = sled.copy_into(&pg).unwrap();
    assert!(pg.check_copy(&first).unwrap().is_empty());
    assert_eq!(pg.tables().live_count(), 29);
    assert_eq!(pg.tables().archived_count(), 1);
    assert!(
        pg.tables().load_archived::<Table>(last).unwrap().is_some(),
        "Play again works"
    );
    assert_eq!(pg.results().of_person("oril", 7).len(), 1);
    assert_eq!(count_of(&pg, "pazaak/career/7"), Some(9));
    let (server_1, _): (Vec<Table>, _) = pg.tables().live_in(Some(1));
    assert_eq!(server_1.len(), 10, "the server index came along");
    assert!(pg.next_id().unwrap() > last, "ids are never given twice");
    // The bots run on PostgreSQL now, and person 7 forgets themselves there.
    pg.forget_user(7).unwrap();
    assert!(
        sled.copy_into(&pg).is_err(),
        "a second migrate into a database in use"
    );
    assert!(
        pg.results().of_person("oril", 7).is_empty(),
        "the forgotten person stays forgotten"
    );
    assert_eq!(count_of(&pg, "pazaak/career/7"), None);
}

#[test]
fn a_forget_erases_the_person_from_the_archived_tables_that_name_them_only() {
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        for (id, seated) in [(1u64, 7u64), (2, 8), (3, 7)] {
            store
                .tables()
                .archive(id, &table(1, &format!("seat {seated}")))
                .unwrap();
        }
        let seen = std::sync::Mutex::new(Vec::new());
        let erase = |bytes: &[u8], user: u64| {
            let mut record: Table = serde_json::from_slice(bytes).ok()?;
            seen.lock().unwrap().push(record.name.clone());
            record.name = format!("erased {user}");
            serde_json::to_vec(&record).ok()
        };
        let erased = store.forget_user_everywhere(7, &erase).unwrap();
        assert_eq!(erased.archived_tables, 2, "{name}");
        assert_eq!(
            seen.lock().unwrap().len(),
            2,
            "{name}: only their tables were read"
        );
        let names: Vec<String> = (1..=3)
            .map(|id| {
                store
                    .tables()
                    .load_archived::<Table>(id)
                    .unwrap()
                    .unwrap()
                    .name
            })
            .collect();
        assert_eq!(names, ["erased 7", "seat 8", "erased 7"], "{name}");
        // Done once: a second forget finds nothing more to erase.
        assert_eq!(
            store
                .forget_user_everywhere(7, &erase)
                .unwrap()
                .archived_tables,
            0,
            "{name}"
        );
    }
}

/// Both seats of one two-person game: `winner` 0 or 1, or `None` for a draw.
fn game_end(
    game: &str,
    guild: u64,
    table_id: u64,
    people: [u64; 2],
    winner: Option<usize>,
) -> Vec<GameResult> {
    (0..2)
        .map(|seat| {
            let mut r = result(game, guild, table_id, people[seat], people[1 - seat]);
            r.seat = seat;
            r.score = (seat as i64 + 1) * 3;
            (r.place, r.sharing_first) = match winner {
                None => (1, 2),
                Some(w) if w == seat => (1, 1),
                Some(_) => (2, 1),
            };
            r
        })
        .collect()
}

#[test]
fn standings_move_once_per_game_end_as_a_replay_of_the_results_would() {
    use cantina::store::standings;
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        let mut all = Vec::new();
        let plays = [
            ([7, 8], Some(0)),
            ([8, 9], Some(1)),
            ([7, 9], None),
            ([9, 7], Some(0)),
            ([8, 7], Some(1)),
        ];
        for (i, (people, winner)) in plays.into_iter().enumerate() {
            let id = 100 + i as u64;
            let end = game_end("oril", 1, id, people, winner);
            store
                .tables()
                .archive_with_results(id, &table(1, "t"), &end, &[])
                .unwrap();
            all.extend(end);
        }
        // An end replayed after a crash writes the same results again: counted once.
        let again = game_end("oril", 1, 100, [7, 8], Some(0));
        store
            .tables()
            .archive_with_results(100, &table(1, "t"), &again, &[])
            .unwrap();
        let expected = standings::replay(&all);
        let mut stored = store.standings().seen_by("oril", Some(1), 7).unwrap();
        stored.sort_by_key(|s| s.user);
        assert_eq!(stored.len(), 3, "{name}: {stored:?}");
        for standing in &stored {
            assert_eq!(Some(standing), expected.get(&standing.user), "{name}");
        }
        let seven = store.standings().get("oril", Some(1), 7).unwrap().unwrap();
        assert_eq!(seven.counted.games, 4, "{name}");
        assert_eq!(
            (
                seven.counted.wins,
                seven.counted.draws,
                seven.counted.losses
            ),
            (2, 1, 1),
            "{name}"
        );
        assert_eq!(seven.rated_games, 4, "{name}");
        assert!(
            seven.rating > standings::START_RATING,
            "{name}: {}",
            seven.rating
        );

        // Another server and direct messages are apart; in direct messages a person
        // sees only their own standing.
        store
            .results()
            .save(&game_end("oril", 2, 200, [7, 8], Some(1)))
            .unwrap();
        let mut dm = game_end("oril", 0, 201, [7, 8], Some(0));
        for r in &mut dm {
            r.guild_id = None;
        }
        store.results().save(&dm).unwrap();
        let in_dms = store.standings().seen_by("oril", None, 8).unwrap();
        assert_eq!(in_dms.len(), 1, "{name}: {in_dms:?}");
        assert_eq!(in_dms[0].user, 8, "{name}");
        let everywhere = store.standings().of_person("oril", 7).unwrap();
        assert_eq!(everywhere.len(), 3, "{name}: three servers");
        let merged = standings::Standing::merged(7, &everywhere);
        assert_eq!(merged.played.games, 6, "{name}");
        assert!(store.standings().of_person("uno", 7).unwrap().is_empty());

        // A forget drops the person's standings everywhere and only theirs.
        store.forget_user(7).unwrap();
        assert!(
            store.standings().of_person("oril", 7).unwrap().is_empty(),
            "{name}"
        );
        assert_eq!(
            store.standings().get("oril", Some(1), 7).unwrap(),
            None,
            "{name}"
        );
        assert!(
            store.standings().get("oril", Some(1), 8).unwrap().is_some(),
            "{name}"
        );
        let left = store.standings().seen_by("oril", Some(1), 8).unwrap();
        assert_eq!(left.len(), 2, "{name}: {left:?}");
    }
}

/// A damaged standing is left as it is at the next game end (it is neither shown nor
/// started again), and `rebuild-standings` rebuilds it, and every other, from the
/// results.
#[test]
fn a_damaged_standing_is_kept_until_rebuilt_from_the_results() {
    use cantina::store::standings;
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        let mut all = Vec::new();
        for (i, (people, winner)) in [([7, 8], Some(0)), ([8, 7], None), ([7, 9], Some(1))]
            .into_iter()
            .enumerate()
        {
            let end = game_end("oril", 1, 300 + i as u64, people, winner);
            store.results().save(&end).unwrap();
            all.extend(end);
            if i == 0 {
                store
                    .standings()
                    .damage_for_tests("oril", Some(1), 7)
                    .unwrap();
            }
        }
        assert_eq!(
            store.standings().get("oril", Some(1), 7).unwrap(),
            None,
            "{name}"
        );
        let eight = store.standings().get("oril", Some(1), 8).unwrap().unwrap();
        assert_eq!(eight.counted.games, 2, "{name}");

        assert_eq!(
            store.standings().rebuild().unwrap(),
            3,
            "{name}: 7, 8 and 9"
        );
        let expected = standings::replay(&all);
        for user in [7, 8, 9] {
            let rebuilt = store.standings().get("oril", Some(1), user).unwrap();
            assert_eq!(rebuilt.as_ref(), expected.get(&user), "{name}: {user}");
        }
        let seven = store.standings().get("oril", Some(1), 7).unwrap().unwrap();
        assert_eq!(seven.counted.games, 3, "{name}");
        assert_eq!(store.standings().of_person("oril", 7).unwrap().len(), 1);
    }
}

/// With every connection lent, a caller waits for one at most the query timeout and
/// is told the database is busy (try again), instead of waiting for ever behind a
/// stuck holder; a busy pool is not a hung database, which would stop the bot.
#[test]
fn a_caller_waits_for_a_pooled_connection_at_most_the_query_timeout() {
    let location = Location::Postgres(Postgres::shared().new_database());
    let mut options = StoreOptions::default();
    options.postgres.pool_size = 1;
    options.postgres.query_timeout = Duration::from_millis(400);
    let store = Store::open_at(&location, &options).unwrap();
    let (held, holding) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        let holder = store.clone();
        scope.spawn(move || {
            // The only connection stays lent while this change thinks for 2 s.
            let _ = holder.players().update("c/1", |_| {
                let _ = held.send(());
                std::thread::sleep(Duration::from_secs(2));
                Ok::<_, ()>((serde_json::to_vec(&count(1)).unwrap(), ()))
            });
        });
        holding.recv().unwrap();
        let asked = std::time::Instant::now();
        let waited = store.players().load::<Count>("c/2");
        let took = asked.elapsed();
        assert!(
            matches!(waited, Err(ref e) if e.is_unavailable() && !e.is_hung()),
            "a caller with no connection to get is told the database is busy: {waited:?}"
        );
        assert!(
            took < Duration::from_millis(1500),
            "the caller gave up at the query timeout, not when the holder let go: {took:?}"
        );
    });
}

/// A table whose summary counts the writes it covers, so a summary built on a stale
/// previous one shows.
#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
struct Tally {
    schema: u32,
}

impl LiveTable for Tally {
    fn summary(&self, previous: Option<&[u8]>) -> Option<Vec<u8>> {
        let before: u64 = previous.map_or(0, |p| serde_json::from_slice(p).unwrap());
        serde_json::to_vec(&(before + 1)).ok()
    }
}

fn summary_of(store: &Store, id: u64) -> Option<u64> {
    store
        .tables()
        .each_summary::<u64>()
        .map(Result::unwrap)
        .find(|(table, _)| *table == id)
        .map(|(_, n)| n)
}

/// On sled a summary is written just before its record, so it covers the record
/// before too (after a crash it may stand beside that one), built on the summary the
/// store holds though the process remembers the last it wrote. PostgreSQL writes both
/// in one statement: a summary covers its own record only, so a table is not kept due
/// at every start by what an earlier record needed.
#[test]
fn a_summary_covers_the_record_before_only_where_it_may_stand_beside_it() {
    let tally = Tally { schema: SCHEMA };
    for backend in backends() {
        let store = backend.open();
        assert!(store.claim_table(5).unwrap());
        for _ in 0..3 {
            store.tables().write(5, &tally, &[]).unwrap();
        }
        let covered = if backend.name == "sled" { 3 } else { 1 };
        assert_eq!(summary_of(&store, 5), Some(covered), "{}", backend.name);
    }
}

/// A table claimed twice by one process (woken again before its stopped actor let go)
/// stays this process's until both claims are released: the first release must not
/// free it for another process while the second actor runs.
#[test]
fn a_table_claimed_twice_is_held_until_both_claims_are_released() {
    let location = Location::Postgres(Postgres::shared().new_database());
    let a = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let b = Store::open_at(&location, &StoreOptions::default()).unwrap();
    assert!(a.claim_table(9).unwrap());
    assert!(
        a.claim_table(9).unwrap(),
        "a process may claim its own table again"
    );
    assert!(!b.claim_table(9).unwrap());
    a.release_table(9);
    assert!(
        !b.claim_table(9).unwrap(),
        "one claim is still running the table"
    );
    a.release_table(9);
    assert!(
        b.claim_table(9).unwrap(),
        "free once both claims are released"
    );
    assert!(!a.claim_table(9).unwrap());
}

/// A backup taken while another process ends tables (moving each from the live tables
/// to the archive in one transaction) holds the store as of one moment: every table
/// once, live or archived, never both or neither.
#[test]
fn a_backup_beside_running_bots_is_the_store_as_of_one_moment() {
    const TABLES: u64 = 3000;
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        let padded = Table {
            name: "x".repeat(2000),
            ..table(1, "")
        };
        for id in 1..=TABLES {
            store.tables().write(id, &padded, &[]).unwrap();
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("live.backup");
        // Another bot on PostgreSQL; on sled, the bot that writes the backup itself.
        let bot = match &backend.location {
            Location::Sled(_) => store.clone(),
            Location::Postgres(_) => backend.open(),
        };
        let ending = std::sync::atomic::AtomicBool::new(true);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                for id in 1..=TABLES {
                    if !ending.load(std::sync::atomic::Ordering::SeqCst) {
                        break;
                    }
                    bot.tables().archive(id, &padded).unwrap();
                }
            });
            // Meanwhile other tables change by plain writes, not transactions.
            scope.spawn(|| {
                for id in TABLES + 1.. {
                    if !ending.load(std::sync::atomic::Ordering::SeqCst) {
                        break;
                    }
                    bot.tables().write(id, &padded, &[]).unwrap();
                }
            });
            std::thread::sleep(Duration::from_millis(50));
            store.backup_to(&file).unwrap();
            ending.store(false, std::sync::atomic::Ordering::SeqCst);
        });
        let empty = match &backend.location {
            Location::Sled(_) => Location::Sled(dir.path().join("restored")),
            Location::Postgres(_) => Location::Postgres(Postgres::shared().new_database()),
        };
        let restored = Store::open_at(&empty, &StoreOptions::default()).unwrap();
        restored.restore_from(&file).unwrap();
        let (mut live, mut archived) = (0, 0);
        for id in 1..=TABLES {
            let is_live = restored.tables().load::<Table>(id).unwrap().is_some();
            let is_archived = restored
                .tables()
                .load_archived::<Table>(id)
                .unwrap()
                .is_some();
            assert!(
                is_live != is_archived,
                "{name}: table {id}: live {is_live}, archived {is_archived}"
            );
            live += usize::from(is_live);
            archived += usize::from(is_archived);
        }
        assert!(
            live > 0 && archived > 0,
            "{name}: the copy was taken while tables ended ({live} live, {archived} archived)"
        );
    }
}

/// A process whose claim on a table was lost (a database restart ended the session
/// holding its lock) and taken by another cannot overwrite what that one wrote since:
/// its write is refused, and so is its end of the table.
#[test]
fn a_process_that_lost_its_table_cannot_overwrite_the_one_that_took_it() {
    let mut pg = Postgres::start();
    let location = Location::Postgres(pg.new_database());
    let a = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let b = Store::open_at(&location, &StoreOptions::default()).unwrap();
    assert!(a.claim_table(5).unwrap());
    a.tables().write(5, &table(1, "bob joined"), &[]).unwrap();
    a.flush().unwrap();
    pg.crash();
    pg.resume();
    // Both processes' connections come back (a dead pooled one is dropped).
    for store in [&a, &b] {
        let answered = (0..20).any(|_| store.tables().load::<Table>(5).is_ok());
        assert!(answered, "the store answers after the restart");
    }
    // b gets the next click: a's lock went with its session.
    assert!(b.claim_table(5).unwrap(), "the lock went with the restart");
    b.tables().write(5, &table(1, "dave joined"), &[]).unwrap();
    b.flush().unwrap();
    // a's actor still runs the table from memory: its next write must not land.
    let stale = a.tables().write(5, &table(1, "stale"), &[]);
    assert!(
        stale.is_err(),
        "a write from the process that lost the table landed"
    );
    let stale_end = a.tables().archive(5, &table(1, "stale end"));
    assert!(
        stale_end.is_err(),
        "an end from the process that lost the table landed"
    );
    let kept = b.tables().load::<Table>(5).unwrap().map(|t| t.name);
    assert_eq!(
        kept.as_deref(),
        Some("dave joined"),
        "the acknowledged change is kept"
    );
    assert!(b.tables().load_archived::<Table>(5).unwrap().is_none());
}

/// What a table's `durable` wait has confirmed survives a crash of PostgreSQL: the
/// writes before it are on disk, not only the last of them the server happened to
/// write out by itself (its writer wakes every 200 ms).
#[test]
fn writes_confirmed_durable_survive_a_database_crash() {
    let mut pg = Postgres::start();
    let location = Location::Postgres(pg.new_database());
    let store = Store::open_at(&location, &StoreOptions::default()).unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    for round in 0..3 {
        for n in 0..300 {
            store
                .tables()
                .write(7, &table(1, &format!("write {round}.{n}")), &[])
                .unwrap();
        }
        runtime
            .block_on(store.durable())
            .expect("the writes are durable");
        pg.crash();
        pg.resume();
        let kept = (0..50)
            .find_map(|_| match store.tables().load::<Table>(7) {
                Ok(table) => Some(table.map(|t| t.name)),
                Err(_) => {
                    std::thread::sleep(std::time::Duration::from_millis(100));
                    None
                }
            })
            .expect("the store answers after the restart");
        assert_eq!(
            kept.as_deref(),
            Some(format!("write {round}.299").as_str()),
            "round {round}: a write confirmed durable was lost in the crash"
        );
    }
}

/// Two people who played together forget themselves at the same time: neither forget
/// brings the other's name back (each batch is read and rewritten in one transaction).
#[test]
fn two_forgets_at_once_by_people_who_played_together_both_hold() {
    for backend in backends() {
        let name = backend.name;
        for round in 0..3 {
            let store = backend.open();
            let base = 10_000 * (round + 1);
            let games: Vec<GameResult> = (0..1000)
                .flat_map(|i| game_end("oril", 1, base + i, [7, 8], Some(0)))
                .collect();
            for chunk in games.chunks(500) {
                store.results().save(chunk).unwrap();
            }
            std::thread::scope(|scope| {
                let seven = scope.spawn(|| store.forget_user(7).unwrap());
                let eight = scope.spawn(|| store.forget_user(8).unwrap());
                seven.join().unwrap();
                eight.join().unwrap();
            });
            let named: Vec<_> = store
                .results()
                .of_game("oril")
                .into_iter()
                .filter(|r| {
                    [Some(7), Some(8)].contains(&r.user)
                        || ["p7", "p8"].contains(&r.name.as_str())
                        || r.opponents.iter().any(|o| {
                            [Some(7), Some(8)].contains(&o.user)
                                || ["p7", "p8"].contains(&o.name.as_str())
                        })
                })
                .collect();
            assert!(
                named.is_empty(),
                "{name}, round {round}: {} results still name a forgotten person",
                named.len()
            );
        }
    }
}

/// A game end in flight while one of its people forgets themselves (on PostgreSQL the
/// end's transaction may have read "not forgotten" before the forget began): the end
/// either lands before the forget reads what names the person, or sees the forget.
/// Nothing of the person is left: no result, no standing, no career, no name in the
/// archived table.
#[test]
fn a_game_end_in_flight_cannot_outlive_a_forget() {
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        let id = store.next_id().unwrap();
        // The end's player change runs inside its transaction, after the markers were
        // read: it waits there until the forget has begun.
        let (inside_tx, inside_rx) = std::sync::mpsc::channel::<()>();
        let (go_tx, go_rx) = std::sync::mpsc::channel::<()>();
        let inside = std::sync::Mutex::new(Some(inside_tx));
        let go = std::sync::Mutex::new(go_rx);
        let update = PlayerUpdate {
            key: "pazaak/career/7".into(),
            apply: Box::new(move |_| {
                if let Some(inside) = inside.lock().unwrap().take() {
                    let _ = inside.send(());
                    let _ = go.lock().unwrap().recv_timeout(Duration::from_secs(30));
                }
                serde_json::to_vec(&count(5)).ok()
            }),
        };
        std::thread::scope(|scope| {
            let ending = scope.spawn(|| {
                store.tables().archive_with_results(
                    id,
                    &table(1, "seat 7"),
                    &game_end("oril", 1, id, [7, 8], Some(0)),
                    &[update],
                )
            });
            inside_rx.recv().unwrap();
            let forgetting = scope.spawn(|| {
                store
                    .forget_user_everywhere(7, &|bytes: &[u8], user: u64| {
                        Table::erase_from(bytes, user)
                    })
                    .unwrap()
            });
            // The forget runs to its end, or waits for the game end (which must then
            // be let go to finish).
            let waits = |store: &Store| backend_waits_on_a_lock(store, &backend);
            while !forgetting.is_finished() && !waits(&store) {
                std::thread::sleep(Duration::from_millis(20));
            }
            go_tx.send(()).unwrap();
            ending.join().unwrap().unwrap();
            forgetting.join().unwrap();
        });
        let oril = store.results().of_game("oril");
        assert!(
            oril.iter()
                .all(|r| r.user != Some(7) && r.opponents.iter().all(|o| o.user != Some(7))),
            "{name}: a result names the forgotten person: {oril:?}"
        );
        assert_eq!(
            store.standings().get("oril", Some(1), 7).unwrap(),
            None,
            "{name}"
        );
        assert_eq!(count_of(&store, "pazaak/career/7"), None, "{name}");
        let archived = store.tables().load_archived::<Table>(id).unwrap().unwrap();
        assert_eq!(archived.name, "erased 7", "{name}");
    }
}

/// Whether a session of the store's database waits for an advisory lock. sled runs a
/// transaction under its global write lock, which plain writes wait for too: the forget
/// waits for the game end without telling, so it is let go at once.
fn backend_waits_on_a_lock(_store: &Store, backend: &Backend) -> bool {
    let Location::Postgres(url) = &backend.location else {
        return true;
    };
    let db = url.rsplit('/').next().unwrap();
    let waiting = Postgres::shared().psql(&format!(
        "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database \
         WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = '{db}'"
    ));
    waiting.trim() != "0"
}

/// Every person's direct messages are stored under one "no server": a person's own live
/// tables there (`/oril matches` in a DM) are read through their own index, never by
/// reading everyone's. The entries go with the table's end and with a forget.
#[test]
fn a_persons_direct_message_tables_are_read_without_reading_anyone_elses() {
    let dm = |user: u64| Table {
        schema: SCHEMA,
        guild_id: None,
        name: format!("seat {user}"),
    };
    for backend in backends() {
        let name = backend.name;
        let store = backend.open();
        for n in 1..=1000 {
            store.tables().write(n, &dm(1000 + n), &[]).unwrap();
        }
        store.tables().save(5000, &dm(7)).unwrap();
        store.tables().save(5001, &dm(7)).unwrap();
        let (everyone, _): (Vec<Table>, _) = store.tables().live_in(None);
        assert_eq!(everyone.len(), 1002, "{name}");
        let read = store.tables().live_records_read();
        let (mine, bad): (Vec<Table>, _) = store.live_dm_tables_of(7);
        assert!(bad.is_empty(), "{name}: {bad:?}");
        assert_eq!(mine, vec![dm(7), dm(7)], "{name}");
        assert_eq!(
            store.tables().live_records_read() - read,
            2,
            "{name}: only the person's own tables are read"
        );
        store.tables().archive(5000, &dm(7)).unwrap();
        let (mine, _): (Vec<Table>, _) = store.live_dm_tables_of(7);
        assert_eq!(mine.len(), 1, "{name}: an ended table leaves the index");
        store.forget_user(7).unwrap();
        let (mine, _): (Vec<Table>, _) = store.live_dm_tables_of(7);
        assert!(
            mine.is_empty(),
            "{name}: a forget takes the person's entries"
        );
    }
}
