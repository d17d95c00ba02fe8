//! The table layer against a silent presenter in a paused tokio runtime: deadlines in
//! virtual time (a 30 s turn timeout or two idle hours take no real time), and what a
//! table does without Discord in the way.

mod support;

use cantina::store::Store;
use cantina::table::actor::{Answered, Click, COMMAND_COUNTER, SOLO_IDLE};
use cantina::table::hosting::{OptionValue, Options};
use cantina::table::presenter::{PresentError, PresentFuture, Presenter};
use cantina::table::record::{DeadlineKind, Phase, TableRecord};
use cantina::table::view::View;
use cantina::table::{OpenRequest, Person, Reply, TableConfig, Tables};
use std::sync::Arc;
use std::time::Duration;
use support::counting_game::test_catalog;
use support::silent::Silent;

/// Discord failing every post (an outage): nothing can be shown.
struct Down;

fn outage<T: Send + 'static>() -> PresentFuture<'static, T> {
    Box::pin(async { Err(PresentError::Failed("503 Service Unavailable".into())) })
}

impl Presenter for Down {
    fn post(&self, _channel: u64, _view: View) -> PresentFuture<'_, u64> {
        outage()
    }
    fn edit(&self, _channel: u64, _message: u64, _view: View) -> PresentFuture<'_, ()> {
        outage()
    }
    fn edit_private(&self, _token: String, _view: View) -> PresentFuture<'_, ()> {
        outage()
    }
    fn create_thread(&self, _channel: u64, _name: String) -> PresentFuture<'_, u64> {
        outage()
    }
}

fn tables(store: &Store) -> Tables {
    tables_showing(store, Arc::new(Silent))
}

fn tables_showing(store: &Store, presenter: Arc<dyn Presenter>) -> Tables {
    Tables::new(
        store.clone(),
        presenter,
        test_catalog(),
        TableConfig {
            challenge_timeout: Duration::from_secs(120),
            ai_delay: Duration::from_millis(700),
            edit_interval: Duration::from_secs(1),
            max_tables_per_server: 0,
            shards: None,
            web_url: None,
        },
    )
}

/// A start by alice in channel 10 of server `guild_id` (or a direct message).
fn request(game: &str, guild_id: Option<u64>, options: Vec<(&str, OptionValue)>) -> OpenRequest {
    OpenRequest {
        webhook: None,
        with_the_bot_alone: guild_id.is_none(),
        game: game.into(),
        guild_id,
        channel_id: 10,
        host: Person {
            id: 100,
            name: "alice".into(),
            can_manage: false,
            lang: cantina::i18n::Lang::EnUs,
        },
        options: Options(
            options
                .into_iter()
                .map(|(n, v)| (n.to_string(), v))
                .collect(),
        ),
        opponent_name: None,
        opponent_is_bot: false,
        place_held: false,
    }
}

async fn open(tables: &Tables, game: &str, options: Vec<(&str, OptionValue)>) {
    tables.open(request(game, Some(1), options)).await.unwrap();
}

/// Opens a duel (alice against the computer, alice to move), runs it for `run_for`,
/// stops the bot, leaves it down for `down_for`, then restarts it with the duel restored.
async fn restarted_duel(
    store: &Store,
    turn_timeout: i64,
    run_for: Duration,
    down_for: Duration,
) -> Tables {
    let before = tables(store);
    open(
        &before,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(turn_timeout)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    tokio::time::sleep(run_for).await;
    before.shutdown().await;
    tokio::time::sleep(down_for).await;
    let after = tables(store);
    assert_eq!(after.restore_all(), 1);
    after
}

fn log_of(store: &Store) -> Vec<String> {
    let (records, _) = store.tables().load_all::<TableRecord>();
    records
        .into_iter()
        .flat_map(|r| r.log)
        .map(|line| line.to_string())
        .collect()
}

#[tokio::test(start_paused = true)]
async fn a_turn_timeout_fires_at_its_time_in_virtual_time() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(
        &tables,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(30)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    tokio::time::sleep(Duration::from_secs(29)).await;
    assert!(
        !log_of(&store).iter().any(|l| l.contains("timed out")),
        "{:?}",
        log_of(&store)
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        log_of(&store)
            .iter()
            .any(|l| l.contains("alice's turn timed out")),
        "{:?}",
        log_of(&store)
    );
    tables.shutdown().await;
}

/// After a restart an idle table sleeps (no actor, its channel still taken) and still
/// acts on time: its turn clock runs out when it would have without the restart.
#[tokio::test(start_paused = true)]
async fn an_idle_table_sleeps_after_a_restart_and_wakes_for_its_deadline() {
    let store = Store::temporary().unwrap();
    let after = restarted_duel(&store, 30, Duration::from_secs(5), Duration::ZERO).await;
    assert_eq!(after.running_count(), 0, "an idle table sleeps");
    assert!(after.table_in(10).is_some(), "its channel stays taken");
    tokio::time::sleep(Duration::from_secs(23)).await;
    assert!(
        !log_of(&store).iter().any(|l| l.contains("timed out")),
        "{:?}",
        log_of(&store)
    );
    assert_eq!(after.running_count(), 0, "asleep until its deadline");
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(
        log_of(&store)
            .iter()
            .any(|l| l.contains("alice's turn timed out")),
        "the clock runs out at its time: {:?}",
        log_of(&store)
    );
    assert_eq!(after.running_count(), 1, "woken by its deadline");
    after.shutdown().await;
}

/// A command for a sleeping table wakes it and is answered.
#[tokio::test(start_paused = true)]
async fn a_command_wakes_a_sleeping_table() {
    let store = Store::temporary().unwrap();
    let after = restarted_duel(&store, 300, Duration::from_secs(2), Duration::ZERO).await;
    assert_eq!(after.running_count(), 0);
    let host = Person {
        id: 100,
        name: "alice".into(),
        can_manage: false,
        lang: cantina::i18n::Lang::EnUs,
    };
    let ended = after.end("duel", 10, host).await;
    assert!(ended.is_ok(), "{ended:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(store.tables().live_count(), 0, "the woken table ended");
    assert!(after.table_in(10).is_none(), "and freed its channel");
    after.shutdown().await;
}

/// A solitaire player may think for hours: no turn clock, no computer stand-in.
#[tokio::test(start_paused = true)]
async fn a_solo_table_is_never_timed_out() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(&tables, "solo", vec![("target", OptionValue::Integer(90))]).await;
    tokio::time::sleep(Duration::from_secs(2 * 3600)).await;
    let (records, _) = store.tables().load_all::<TableRecord>();
    assert_eq!(records.len(), 1);
    let record = &records[0];
    // Only the idle clock, days away.
    assert!(
        record
            .deadlines
            .iter()
            .all(|d| d.kind == DeadlineKind::SoloIdle),
        "{:?}",
        record.deadlines
    );
    assert!(
        !record
            .log
            .iter()
            .any(|l| l.to_string().contains("timed out")),
        "{:?}",
        record.log
    );
    assert!(!record.seats[0].stand_in);
    tables.shutdown().await;
}

/// An abandoned solitaire does not hold its channel for ever: after two days without
/// a change its table closes (a restart keeps the clock), and the channel takes a new
/// game. A move starts the clock again.
#[tokio::test(start_paused = true)]
async fn an_abandoned_solo_table_closes_and_frees_its_channel() {
    let store = Store::temporary().unwrap();
    let before = tables(&store);
    open(&before, "solo", vec![("target", OptionValue::Integer(90))]).await;
    tokio::time::sleep(SOLO_IDLE / 2).await;
    let (records, _) = store.tables().load_all::<TableRecord>();
    let id = records[0].id;
    let alice = request("solo", Some(1), vec![]).host;
    let counter = records[0].counter;
    let reply = before.click("solo", id, click(alice, "g.add.1")).await;
    assert!(!matches!(reply, Reply::Refused(_)), "{reply:?}");
    let (records, _) = store.tables().load_all::<TableRecord>();
    assert!(records[0].counter > counter, "the move was made");
    before.shutdown().await;

    // Down for a while; the clock counts from the move, not from the restart.
    tokio::time::sleep(SOLO_IDLE / 2).await;
    let after = tables(&store);
    assert_eq!(after.restore_all(), 1);
    tokio::time::sleep(SOLO_IDLE / 4).await;
    assert_eq!(
        store.tables().archived_count(),
        0,
        "a move started the clock again"
    );
    tokio::time::sleep(SOLO_IDLE / 2).await;
    assert_eq!(store.tables().archived_count(), 1);
    assert!(log_of_archived(&store).contains("Nobody played for 48 hours"));
    after
        .open(request("duel", Some(1), vec![]))
        .await
        .expect("the channel is free again");
    after.shutdown().await;
}

/// A failing disk: the due deadline is retried with a growing pause (not at once, for
/// ever), and after several failures in a row the tables stop taking clicks and ask the
/// process to exit so a supervisor restarts it.
#[tokio::test(start_paused = true)]
async fn a_failing_store_backs_off_and_stops_the_bot() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(
        &tables,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(5)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    store.inject_write_failures(true);
    tokio::time::sleep(Duration::from_secs(60)).await;
    let refused = store.injected_refusals();
    assert!(
        (3..40).contains(&refused),
        "{refused} writes tried in 60 s: the deadline must be retried, with pauses"
    );
    assert!(!tables.accepting(), "clicks are no longer taken");
    tokio::time::timeout(Duration::from_secs(1), tables.failed())
        .await
        .expect("the tables ask the process to exit");
    tables.shutdown().await;
}

/// A turn clock that ran out while the bot was down starts again in full after the
/// restart: nobody is timed out for the bot's outage.
#[tokio::test(start_paused = true)]
async fn the_bots_downtime_does_not_time_players_out() {
    let store = Store::temporary().unwrap();
    // Down for two minutes: alice's 30 s fell during the outage.
    let after = restarted_duel(
        &store,
        30,
        Duration::from_secs(10),
        Duration::from_secs(120),
    )
    .await;
    tokio::time::sleep(Duration::from_secs(20)).await;
    assert!(
        !log_of(&store).iter().any(|l| l.contains("timed out")),
        "timed out for the outage: {:?}",
        log_of(&store)
    );
    tokio::time::sleep(Duration::from_secs(15)).await;
    assert!(
        log_of(&store)
            .iter()
            .any(|l| l.contains("alice's turn timed out")),
        "the full turn runs out after the restart: {:?}",
        log_of(&store)
    );
    after.shutdown().await;
}

/// A challenge typed in a direct message with the bot is refused: nobody else is there
/// to accept it, so no table is opened to wait for them.
/// A click by `person` on table `table`'s current public view.
fn click(person: Person, verb: &str) -> Click {
    let (_, answered) = tokio::sync::watch::channel(Answered::No);
    Click {
        person,
        counter: COMMAND_COUNTER,
        verb: cantina::table::verb::TableVerb::parse(verb).expect("a table verb"),
        token: "token".into(),
        message_id: None,
        on_private: false,
        answered,
        channel: None,
    }
}

/// Once a challenge is accepted its expiry is gone: when it would have fallen, the
/// game is not touched (no change, so no button becomes an older view).
#[tokio::test(start_paused = true)]
async fn an_accepted_challenge_leaves_no_expiry_behind() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let mut start = request(
        "duel",
        Some(1),
        vec![
            ("opponent", OptionValue::User(200)),
            ("turn_timeout", OptionValue::Integer(3600)),
        ],
    );
    start.opponent_name = Some("bob".into());
    tables.open(start).await.unwrap();
    let (id, _) = tables.table_in(10).expect("the challenge");
    let bob = Person {
        id: 200,
        name: "bob".into(),
        can_manage: false,
        lang: cantina::i18n::Lang::EnUs,
    };
    tables.click("duel", id, click(bob, "accept")).await;
    let counter = |store: &Store| {
        let (records, _) = store.tables().load_all::<TableRecord>();
        records.into_iter().find(|r| r.id == id).map(|r| r.counter)
    };
    let accepted = counter(&store);
    // Past the 120 s the challenge had to be accepted in.
    tokio::time::sleep(Duration::from_secs(150)).await;
    assert_eq!(counter(&store), accepted, "{:?}", log_of(&store));
    tables.shutdown().await;
}

#[tokio::test(start_paused = true)]
async fn a_challenge_in_a_direct_message_is_refused() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let mut challenge = request("duel", None, vec![("opponent", OptionValue::User(200))]);
    challenge.opponent_name = Some("bob".into());
    let refused = tables.open(challenge).await;
    let text = refused.unwrap_err().to_string();
    assert!(text.contains("server channel"), "{text}");
    assert!(tables.table_in(10).is_none());
}

/// A new table Discord never shows (every post fails) is tried again after a growing
/// wait, then closed, so its channel is free once Discord is back: it neither spins nor
/// holds the channel for ever.
#[tokio::test(start_paused = true)]
async fn a_table_discord_never_shows_is_closed_and_frees_its_channel() {
    let store = Store::temporary().unwrap();
    let tables = tables_showing(&store, Arc::new(Down));
    open(&tables, "solo", vec![("target", OptionValue::Integer(90))]).await;
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert!(tables.table_in(10).is_some(), "still trying after a minute");
    tokio::time::sleep(Duration::from_secs(120)).await;
    assert!(
        tables.table_in(10).is_none(),
        "closed after about two minutes"
    );
    assert_eq!(store.tables().archived_count(), 1);
    assert!(log_of_archived(&store).contains("would not show"));
}

fn log_of_archived(store: &Store) -> String {
    let record: TableRecord = store
        .tables()
        .load_archived(1)
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("no archived table 1"));
    record.result.map(|r| r.to_string()).unwrap_or_default()
}

fn person(id: u64, name: &str) -> Person {
    Person {
        id,
        name: name.into(),
        can_manage: false,
        lang: cantina::i18n::Lang::EnUs,
    }
}

/// The stored record of table `id`.
fn stored(store: &Store, id: u64) -> TableRecord {
    store
        .tables()
        .load::<TableRecord>(id)
        .unwrap()
        .expect("the table is stored")
}

fn alice() -> Person {
    Person {
        id: 100,
        name: "alice".into(),
        can_manage: false,
        lang: cantina::i18n::Lang::EnUs,
    }
}

/// Alice challenges bob to a duel in channel 10 and bob accepts: the table's id.
async fn accepted_duel(tables: &Tables, turn_timeout: i64) -> u64 {
    let mut start = request(
        "duel",
        Some(1),
        vec![
            ("opponent", OptionValue::User(200)),
            ("turn_timeout", OptionValue::Integer(turn_timeout)),
            ("target", OptionValue::Integer(90)),
        ],
    );
    start.opponent_name = Some("bob".into());
    tables.open(start).await.unwrap();
    let (id, _) = tables.table_in(10).expect("the challenge");
    let reply = tables
        .click("duel", id, click(person(200, "bob"), "accept"))
        .await;
    assert!(!matches!(reply, Reply::Refused(_)), "{reply:?}");
    id
}

fn live(store: &Store) -> TableRecord {
    let (mut records, _) = store.tables().load_all::<TableRecord>();
    assert_eq!(records.len(), 1, "one live table");
    records.remove(0)
}

/// Play again after a duel between persons seats nobody but the presser: it challenges
/// the other person, who must Accept; the old game's forfeit stands.
#[tokio::test(start_paused = true)]
async fn play_again_between_persons_is_a_challenge_they_must_accept() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let first = accepted_duel(&tables, 3600).await;
    // Alice ends the rated game early: her forfeit.
    let ended = tables.end("duel", 10, person(100, "alice")).await;
    assert!(ended.is_ok(), "{ended:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let results = store.results().of_game("duel");
    let place = |user| {
        results
            .iter()
            .find(|r| r.user == Some(user))
            .map(|r| r.place)
    };
    assert_eq!(
        place(100),
        Some(2),
        "the one who ended it lost: {results:?}"
    );
    assert_eq!(place(200), Some(1), "{results:?}");

    // The one who forfeited presses Play again: bob is asked, not seated.
    let again = tables
        .click("duel", first, click(person(100, "alice"), "again"))
        .await;
    assert!(matches!(again, Reply::Ack), "{again:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let record = live(&store);
    assert_eq!(record.seats.len(), 1, "{:?}", record.seats);
    assert_eq!(record.seats[0].user(), Some(100));
    assert!(
        matches!(record.phase, Phase::Challenge { opponent: 200, .. }),
        "{:?}",
        record.phase
    );
    // Unanswered, it expires with no result for anyone.
    tokio::time::sleep(Duration::from_secs(130)).await;
    assert_eq!(store.tables().live_count(), 0);
    assert_eq!(store.results().of_game("duel").len(), 2, "no new results");
    tables.shutdown().await;
}

/// Play again after a group game opens a lobby: the presser hosts, computers sit
/// again, and the other persons are seated only when they press Join.
#[tokio::test(start_paused = true)]
async fn play_again_in_a_group_game_opens_a_lobby() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(&tables, "count", vec![("target", OptionValue::Integer(90))]).await;
    let (first, _) = tables.table_in(10).unwrap();
    for (who, verb) in [
        (person(200, "bob"), "join"),
        (person(100, "alice"), "addai"),
        (person(100, "alice"), "start"),
    ] {
        let reply = tables.click("count", first, click(who, verb)).await;
        assert!(!matches!(reply, Reply::Refused(_)), "{verb}: {reply:?}");
    }
    let ended = tables.end("count", 10, person(100, "alice")).await;
    assert!(ended.is_ok(), "{ended:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let again = tables
        .click("count", first, click(person(200, "bob"), "again"))
        .await;
    assert!(matches!(again, Reply::Ack), "{again:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let record = live(&store);
    assert_eq!(record.phase, Phase::Lobby);
    assert_eq!(record.host, 200);
    let users: Vec<_> = record.seats.iter().map(|s| s.user()).collect();
    assert_eq!(users, vec![Some(200), None], "bob and the computer only");
    tables.shutdown().await;
}

/// Leaving a two-person game early is a forfeit, in a group game too (a computer does
/// not take the seat and the leaver's loss is recorded).
#[tokio::test(start_paused = true)]
async fn leaving_a_game_between_two_persons_forfeits_it() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(&tables, "count", vec![("target", OptionValue::Integer(90))]).await;
    let (id, _) = tables.table_in(10).unwrap();
    for (who, verb) in [
        (person(200, "bob"), "join"),
        (person(100, "alice"), "start"),
    ] {
        let reply = tables.click("count", id, click(who, verb)).await;
        assert!(!matches!(reply, Reply::Refused(_)), "{verb}: {reply:?}");
    }
    let left = tables
        .click("count", id, click(person(200, "bob"), "leave"))
        .await;
    assert!(!matches!(left, Reply::Refused(_)), "{left:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let results = store.results().of_game("count");
    let place = |user| {
        results
            .iter()
            .find(|r| r.user == Some(user))
            .map(|r| r.place)
    };
    assert_eq!(place(200), Some(2), "{results:?}");
    assert_eq!(place(100), Some(1), "{results:?}");
    tables.shutdown().await;
}

/// While the gateway is down nobody can play: the turn clock stands still, and when it
/// is back the person has a whole turn again.
#[tokio::test(start_paused = true)]
async fn a_gateway_outage_stops_turn_clocks() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    accepted_duel(&tables, 30).await;
    tokio::time::sleep(Duration::from_secs(10)).await;
    tables.gateway_down();
    tokio::time::sleep(Duration::from_secs(300)).await;
    let timed_out = |store: &Store| log_of(store).iter().any(|l| l.contains("timed out"));
    assert!(
        !timed_out(&store),
        "timed out in the outage: {:?}",
        log_of(&store)
    );
    tables.gateway_up();
    tokio::time::sleep(Duration::from_secs(29)).await;
    assert!(
        !timed_out(&store),
        "a whole turn after: {:?}",
        log_of(&store)
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        timed_out(&store),
        "then the clock runs out: {:?}",
        log_of(&store)
    );
    tables.shutdown().await;
}

/// A challenge does not expire while the gateway is down, and has its whole time after.
#[tokio::test(start_paused = true)]
async fn a_challenge_waits_out_a_gateway_outage() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let mut start = request("duel", Some(1), vec![("opponent", OptionValue::User(200))]);
    start.opponent_name = Some("bob".into());
    tables.open(start).await.unwrap();
    tokio::time::sleep(Duration::from_secs(100)).await;
    tables.gateway_down();
    tokio::time::sleep(Duration::from_secs(600)).await;
    tables.gateway_up();
    tokio::time::sleep(Duration::from_secs(110)).await;
    assert_eq!(store.tables().live_count(), 1, "{:?}", log_of(&store));
    tokio::time::sleep(Duration::from_secs(20)).await;
    assert_eq!(store.tables().live_count(), 0, "then it expires");
    tables.shutdown().await;
}

/// Ten solitaire starts at once by one person open three tables; the rest are refused
/// with a link to the open ones. Another person may still open one.
#[tokio::test(start_paused = true)]
async fn one_person_opens_at_most_three_solitaire_tables() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let starts = (0..10).map(|i| {
        let tables = tables.clone();
        let mut start = request("solo", Some(1), vec![("target", OptionValue::Integer(90))]);
        start.channel_id = 1000 + i;
        tokio::spawn(async move { tables.open(start).await })
    });
    let mut opened = 0;
    let mut refusals = Vec::new();
    for start in starts {
        match start.await.unwrap() {
            Ok(_) => opened += 1,
            Err(text) => refusals.push(text.to_string()),
        }
    }
    assert_eq!(opened, 3, "{refusals:?}");
    assert!(
        refusals
            .iter()
            .all(|t| t.contains("3 solitaire tables")
                && t.contains("https://discord.com/channels/1/10")),
        "{refusals:?}"
    );
    let mut other = request("solo", Some(1), vec![("target", OptionValue::Integer(90))]);
    other.channel_id = 2000;
    other.host = person(200, "bob");
    assert!(tables.open(other).await.is_ok());
    tables.shutdown().await;
}

/// A server's cap on open tables holds.
#[tokio::test(start_paused = true)]
async fn a_server_holds_at_most_its_cap_of_tables() {
    let store = Store::temporary().unwrap();
    let tables = Tables::new(
        store.clone(),
        Arc::new(Silent),
        test_catalog(),
        TableConfig {
            challenge_timeout: Duration::from_secs(120),
            ai_delay: Duration::from_millis(700),
            edit_interval: Duration::from_secs(1),
            max_tables_per_server: 2,
            shards: None,
            web_url: None,
        },
    );
    for (i, host) in [100, 200, 300].into_iter().enumerate() {
        let mut start = request("count", Some(1), vec![]);
        start.channel_id = 50 + i as u64;
        start.host = person(host, "someone");
        let opened = tables.open(start).await;
        assert_eq!(opened.is_ok(), i < 2, "{opened:?}");
    }
    let mut elsewhere = request("count", Some(2), vec![]);
    elsewhere.channel_id = 60;
    assert!(tables.open(elsewhere).await.is_ok(), "another server");
    tables.shutdown().await;
}

/// One person may have at most five tables open, of any game: a member opening lobbies
/// by the dozen is refused (privately, with links to the open ones), and the others
/// still open theirs.
#[tokio::test(start_paused = true)]
async fn one_person_opens_at_most_five_tables_and_others_still_can() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    for i in 0..12u64 {
        let mut start = request("count", Some(1), vec![]);
        start.channel_id = 50 + i;
        let opened = tables.open(start).await;
        if i < 5 {
            assert!(opened.is_ok(), "table {i}: {opened:?}");
        } else {
            let refusal = opened.expect_err("over the cap").to_string();
            assert!(refusal.contains("5 tables open"), "{refusal}");
            assert!(refusal.contains("/1/50"), "links the open ones: {refusal}");
        }
    }
    let mut other = request("count", Some(1), vec![]);
    other.channel_id = 90;
    other.host = person(200, "bob");
    assert!(tables.open(other).await.is_ok(), "another person");
    tables.shutdown().await;
}

/// A click that comes from another channel than its table's is refused.
#[tokio::test(start_paused = true)]
async fn a_click_from_another_channel_is_refused() {
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(&tables, "count", vec![]).await;
    let (id, _) = tables.table_in(10).unwrap();
    let mut join = click(person(200, "bob"), "join");
    join.channel = Some(11);
    let reply = tables.click("count", id, join).await;
    assert!(
        matches!(&reply, Reply::Refused(text) if text.to_string().contains("another channel")),
        "{reply:?}"
    );
    assert_eq!(live(&store).seats.len(), 1, "bob was not seated");
    tables.shutdown().await;
}

/// A flush that fails after its write reached sled: the table goes back to its last
/// durable state from the snapshot it holds (not by reading the store, which still
/// holds the write), writes that state again so the store agrees, and tells the person
/// the move may not have been saved.
#[tokio::test(start_paused = true)]
async fn a_failed_flush_rolls_back_to_the_durable_snapshot_in_memory_and_in_the_store() {
    use cantina::store::FlushFault;
    use cantina::table::text::Notice;
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    open(
        &tables,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(3600)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    let (id, _) = tables.table_in(10).expect("the duel");
    let durable = stored(&store, id);

    store.inject_flush_fault(FlushFault::Fail);
    let reply = tables.click("duel", id, click(alice(), "g.add.2")).await;
    match reply {
        Reply::Refused(text) => assert_eq!(text.to_string(), Notice::MaybeNotSaved.to_string()),
        _ => panic!("a move whose flush failed was not refused"),
    }
    assert_ne!(
        Notice::MaybeNotSaved.to_string(),
        Notice::NotSaved.to_string()
    );
    // The store holds the durable state again, not the write that failed to flush.
    let after = stored(&store, id);
    assert_eq!(after.counter, durable.counter);
    assert_eq!(after.state, durable.state);

    // Memory holds it too: the next move plays from it (one change, not two; a total
    // of 1, not 3).
    store.inject_flush_fault(FlushFault::None);
    let reply = tables.click("duel", id, click(alice(), "g.add.1")).await;
    assert!(!matches!(reply, Reply::Refused(_)), "the move was refused");
    let next = stored(&store, id);
    assert_eq!(next.counter, durable.counter + 1);
    let total = next.state.as_ref().and_then(|s| find(s, "total"));
    assert_eq!(total, Some(1), "{:?}", next.state);
    tables.shutdown().await;
}

/// The first value named `key` anywhere in `value`.
fn find(value: &serde_json::Value, key: &str) -> Option<u64> {
    match value {
        serde_json::Value::Object(map) => map
            .get(key)
            .and_then(serde_json::Value::as_u64)
            .or_else(|| map.values().find_map(|v| find(v, key))),
        serde_json::Value::Array(items) => items.iter().find_map(|v| find(v, key)),
        _ => None,
    }
}

/// A disk that never answers a flush: the click that waits is answered ("may not have
/// been saved") once the durability deadline passes, and the tables stop taking clicks
/// and ask the process to exit, without waiting for further failures.
#[tokio::test(start_paused = true)]
async fn a_hung_disk_stops_the_bot_within_the_durability_deadline() {
    use cantina::store::FlushFault;
    use cantina::table::text::Notice;
    let deadline = Duration::from_secs(10);
    let store = Store::temporary().unwrap().with_deadline(deadline);
    let tables = tables(&store);
    open(
        &tables,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(3600)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    let (id, _) = tables.table_in(10).expect("the duel");
    // The table message is posted and its id saved.
    tokio::time::sleep(Duration::from_secs(1)).await;
    store.inject_flush_fault(FlushFault::Hang);
    let started = tokio::time::Instant::now();
    let reply = tables.click("duel", id, click(alice(), "g.add.1")).await;
    match reply {
        Reply::Refused(text) => assert_eq!(text.to_string(), Notice::MaybeNotSaved.to_string()),
        _ => panic!("a move whose flush hung was not refused"),
    }
    let waited = started.elapsed();
    assert!(waited <= deadline + Duration::from_secs(1), "{waited:?}");
    tokio::time::timeout(Duration::from_secs(1), tables.failed())
        .await
        .expect("the tables ask the process to exit");
    assert!(!tables.accepting(), "clicks are no longer taken");
}

/// Store failures are counted across the process: failures at different tables add
/// up to the limit, where a count per table would never reach it.
#[tokio::test(start_paused = true)]
async fn store_failures_count_across_tables() {
    use cantina::store::FlushFault;
    let store = Store::temporary().unwrap();
    let tables = tables(&store);
    let mut ids = Vec::new();
    for channel in 0..5 {
        let mut start = request(
            "duel",
            Some(1),
            vec![
                ("turn_timeout", OptionValue::Integer(3600)),
                ("target", OptionValue::Integer(90)),
            ],
        );
        start.channel_id = 20 + channel;
        tables.open(start).await.unwrap();
        ids.push(tables.table_in(20 + channel).expect("the duel").0);
    }
    store.inject_flush_fault(FlushFault::Fail);
    for id in ids {
        // One failure at each table.
        let _ = tables.click("duel", id, click(alice(), "g.add.1")).await;
    }
    tokio::time::timeout(Duration::from_secs(1), tables.failed())
        .await
        .expect("five failures in a row, at five tables, stop the bot");
}

/// A stored game written by a newer version of the bot (a rollback deploy) is refused
/// and left as it is: not archived as broken, not rewritten, so the newer version
/// carries on with it.
#[tokio::test(start_paused = true)]
async fn a_game_stored_by_a_newer_version_is_refused_and_left_untouched() {
    let store = Store::temporary().unwrap();
    let before = tables(&store);
    open(
        &before,
        "duel",
        vec![
            ("turn_timeout", OptionValue::Integer(3600)),
            ("target", OptionValue::Integer(90)),
        ],
    )
    .await;
    let (id, _) = before.table_in(10).expect("the duel");
    before.shutdown().await;
    let mut record = stored(&store, id);
    let state = record.state.as_mut().expect("a running game");
    state["version"] = serde_json::json!(99);
    store.tables().save(id, &record).unwrap();
    let written = serde_json::to_value(stored(&store, id)).unwrap();

    let after = tables(&store);
    // It sleeps (nothing due); a click wakes it, and it is refused.
    after.restore_all();
    let reply = after.click("duel", id, click(alice(), "g.add.1")).await;
    assert!(
        matches!(reply, Reply::Refused(_)),
        "a newer game was played"
    );
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(store.tables().archived_count(), 0, "archived as broken");
    assert_eq!(serde_json::to_value(stored(&store, id)).unwrap(), written);
    after.shutdown().await;
}

/// A table record of a newer schema is refused with its own error, and left as it is.
#[tokio::test(start_paused = true)]
async fn a_record_of_a_newer_schema_is_refused_and_left_untouched() {
    let store = Store::temporary().unwrap();
    let newer = serde_json::json!({"schema": cantina::store::SCHEMA + 1, "id": 5});
    store.tables().save(5, &newer).unwrap();
    let read = store.tables().load::<TableRecord>(5);
    assert!(
        matches!(read, Err(cantina::store::StoreError::Newer { .. })),
        "{read:?}"
    );
    let after = tables(&store);
    assert_eq!(after.restore_all(), 0);
    assert_eq!(store.tables().archived_count(), 0);
    let kept: Option<serde_json::Value> = store.tables().each().next().and_then(Result::ok);
    assert_eq!(kept, None, "not readable as a current record");
    assert_eq!(store.tables().live_count(), 1, "still stored");
    after.shutdown().await;
}

/// Settings that do not parse are refused, never replaced by the defaults: the
/// description says so, no change is offered, and Play again keeps them as they were.
#[test]
fn unreadable_settings_are_not_replaced_by_defaults() {
    use cantina::table::text::Notice;
    let hosted = test_catalog().get("duel").expect("the duel");
    let unreadable = serde_json::json!("written by another version");
    assert_eq!(
        hosted.describe_settings(&unreadable, cantina::i18n::Lang::EnUs),
        Notice::SettingsUnreadable.to_string()
    );
    assert!(hosted
        .settings_menu(&unreadable, cantina::i18n::Lang::EnUs)
        .is_empty());
    assert_eq!(hosted.again_settings(&unreadable, None), unreadable);
}
