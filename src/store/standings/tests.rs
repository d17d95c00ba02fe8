//! Standings: moved once per game end as a replay would, built for older stores, and
//! never rewritten where this build cannot read them faithfully.

use super::*;
use crate::store::results::Opponent;

fn seat(table_id: u64, seat: usize, people: [u64; 2], won: bool) -> GameResult {
    GameResult {
        schema: crate::store::SCHEMA,
        game: "oril".into(),
        guild_id: Some(5),
        channel_id: 1,
        table_id,
        seat,
        user: Some(people[seat]),
        name: format!("p{}", people[seat]),
        place: if won { 1 } else { 2 },
        sharing_first: 1,
        score: 10 + seat as i64,
        opponents: vec![Opponent {
            user: Some(people[1 - seat]),
            name: format!("p{}", people[1 - seat]),
            level: None,
            unknown_fields: Default::default(),
        }],
        finished_ms: table_id,
        length_ms: 1000 * table_id,
        round: 0,
        stand_in: false,
        unrated: false,
        assisted: false,
        unknown_fields: Default::default(),
    }
}

/// A store of layout 3 has results but no standings: opening it builds them, the
/// same as the game ends would have, and replaces any wrong one.
#[test]
fn an_older_store_gets_its_standings_from_its_results() {
    let store = Store::temporary().unwrap();
    let mut results = Vec::new();
    for (id, people) in [(1, [7, 8]), (2, [8, 9]), (3, [9, 7])] {
        results.push(seat(id, 0, people, true));
        results.push(seat(id, 1, people, false));
    }
    store.results().save(&results).unwrap();
    let moved = store.standings().seen_by("oril", Some(5), 7).unwrap();
    assert_eq!(moved.len(), 3);
    // As an older layout left it: no standings, and one that is wrong.
    let keys: Vec<Vec<u8>> = store
        .kv
        .range(Space::Standings, &[], None)
        .map(|e| e.unwrap().0)
        .collect();
    for key in &keys {
        store.kv.remove(Space::Standings, key).unwrap();
    }
    let wrong = Standing {
        counted: Tally {
            games: 99,
            ..Tally::default()
        },
        ..Standing::new(8)
    };
    store
        .kv
        .insert(
            Space::Standings,
            &key("oril", Some(5), 8),
            &serde_json::to_vec(&wrong).unwrap(),
        )
        .unwrap();
    store.mark_layout_for_tests(3).unwrap();
    store.upgrade_layout().unwrap();
    let mut rebuilt = store.standings().seen_by("oril", Some(5), 7).unwrap();
    let mut moved = moved;
    rebuilt.sort_by_key(|s| s.user);
    moved.sort_by_key(|s| s.user);
    assert_eq!(rebuilt, moved);
    assert_eq!(store.standings().of_person("oril", 9).unwrap().len(), 1);
}

/// Fields a newer build added to a result or a standing are kept when this build
/// rewrites them: a forget rewrites the result, a game end the standing.
#[test]
fn a_standing_this_build_cannot_rewrite_is_left_as_it_is() {
    let store = Store::temporary().unwrap();
    store.results().save(&[seat(1, 0, [7, 8], true)]).unwrap();
    let mut newer = store.standings().get("oril", Some(5), 7).unwrap().unwrap();
    newer.schema = crate::store::SCHEMA + 1;
    let newer = serde_json::to_vec(&newer).unwrap();
    let damaged = b"{not json".to_vec();
    store
        .kv
        .insert(Space::Standings, &key("oril", Some(5), 7), &newer)
        .unwrap();
    store
        .kv
        .insert(Space::Standings, &key("oril", Some(5), 8), &damaged)
        .unwrap();
    store.results().save(&[seat(2, 0, [7, 8], false)]).unwrap();
    let stored = |user| {
        store
            .kv
            .get(Space::Standings, &key("oril", Some(5), user))
            .unwrap()
    };
    assert_eq!(
        stored(7),
        Some(newer),
        "a newer build's standing is not rewritten"
    );
    assert_eq!(
        stored(8),
        Some(damaged),
        "a damaged standing is not started again"
    );
}

#[test]
fn a_newer_builds_fields_survive_a_forget_and_a_game_end() {
    let store = Store::temporary().unwrap();
    let mut first = seat(1, 0, [7, 8], true);
    first
        .unknown_fields
        .insert("replay_url".into(), serde_json::json!("r/1"));
    first.opponents[0]
        .unknown_fields
        .insert("avatar".into(), serde_json::json!("b.png"));
    store.results().save(&[first.clone()]).unwrap();
    // The same end replayed by this build (without the field) keeps the stored one.
    store.results().save(&[seat(1, 0, [7, 8], true)]).unwrap();
    let key = key("oril", Some(5), 7);
    let mut standing = store.standings().get("oril", Some(5), 7).unwrap().unwrap();
    standing
        .unknown_fields
        .insert("title".into(), serde_json::json!("champion"));
    store
        .kv
        .insert(
            Space::Standings,
            &key,
            &serde_json::to_vec(&standing).unwrap(),
        )
        .unwrap();
    store.results().save(&[seat(2, 0, [7, 8], false)]).unwrap();
    let moved = store.standings().get("oril", Some(5), 7).unwrap().unwrap();
    assert_eq!(moved.played.games, 2, "the replayed end counted once");
    assert_eq!(moved.unknown_fields["title"], "champion");
    store.forget_user(8).unwrap();
    let erased = store.results().of_game("oril");
    let first = erased.iter().find(|r| r.table_id == 1).unwrap();
    assert_eq!(first.opponents[0].user, None, "the opponent is forgotten");
    assert_eq!(first.unknown_fields["replay_url"], "r/1");
    assert!(
        first.opponents[0].unknown_fields.is_empty(),
        "what a newer build kept about the forgotten opponent goes with them"
    );
}

/// A stand-in's win counts as played, not in the record, and moves no rating; a
/// computer opponent moves no rating either.
#[test]
fn only_counted_games_between_persons_move_records_and_ratings() {
    let mut won_by_stand_in = seat(1, 0, [7, 8], true);
    won_by_stand_in.stand_in = true;
    won_by_stand_in.unrated = true;
    let mut lost = seat(1, 1, [7, 8], false);
    lost.unrated = true;
    let mut against_computer = seat(2, 0, [7, 8], true);
    against_computer.opponents[0].user = None;
    let standings = replay(&[won_by_stand_in, lost, against_computer]);
    let seven = &standings[&7];
    assert_eq!(seven.played.games, 2);
    assert_eq!(seven.counted.games, 1);
    assert_eq!(seven.counted.wins, 1);
    assert_eq!(seven.rated_games, 0);
    assert_eq!(seven.rating, START_RATING);
    assert_eq!(standings[&8].counted.losses, 1);
}
