//! Conformance, in two parts.
//!
//! Every engine through the shared `Game` trait: from many seeds, random legal play
//! must never be refused, `is_legal` must agree with `legal_actions`, someone must be
//! able to act until the game is over, and a refused action must leave the game as it
//! was.
//!
//! Every game of the catalog through the hosting contract, as the platform drives it
//! (the kit, below): every action a button can carry round-trips through its codec
//! within the custom_id rule; every refusal, log line and result reads in every
//! language; public and private views fit Discord's limits; a seat's private-view
//! signature changes whenever its view does; and save, restore, save gives the same
//! state. A new game joins the kit with one test (`<game>_hosts`).

use cantina::discord::custom_id::CustomId;
use cantina::games::{klondike, oril, pazaak, uno, Game};
use cantina::i18n::{Arg, Lang, Text};
use cantina::screens::klondike::{Act, KlondikeScreen};
use cantina::screens::oril::OrilScreen;
use cantina::screens::pazaak::actions::{CareerVerb, HandState as PazaakHand, TurnMark};
use cantina::screens::pazaak::PazaakScreen;
use cantina::screens::uno::actions::HandState as UnoHand;
use cantina::screens::uno::UnoScreen;
use cantina::table::hosting::{
    ActionCodec, Formation, Hosted, HostedMatch, Hosting, Match, Narration, OptionKind,
    OptionValue, Options, SeatInfo, TimerKey, ViewContext,
};
use cantina::table::verb::TableVerb;
use cantina::table::view::{self, Row, View};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::fmt::Debug;
use std::sync::Arc;
use std::time::Duration;

/// Play up to `max_steps` random legal actions; returns how many were applied.
fn play_randomly<G>(mut game: G, seed: u64, max_steps: usize) -> usize
where
    G: Game + Clone + Debug,
    G::Action: Debug,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut steps = 0;
    while game.outcome().is_none() && steps < max_steps {
        let seats = game.seats_to_act();
        assert!(
            !seats.is_empty(),
            "nobody may act in an unfinished game: {game:?}"
        );
        let seat = *seats.choose(&mut rng).unwrap();
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} must act but has no legal action"
        );
        // Every legal action is accepted by a copy; one of them is played for real.
        for action in &legal {
            assert!(game.is_legal(seat, action));
            let mut copy = game.clone();
            copy.apply(seat, action)
                .unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
        }
        // An action of another seat's list is refused for a seat not allowed it, unchanged.
        for other in 0..game.seat_count() {
            if other == seat {
                continue;
            }
            for action in game.legal_actions(other) {
                if !game.is_legal(seat, &action) {
                    let before = format!("{game:?}");
                    assert!(game.apply(seat, &action).is_err());
                    assert_eq!(
                        before,
                        format!("{game:?}"),
                        "a refused action changed the game"
                    );
                }
            }
        }
        let action = legal[rng.gen_range(0..legal.len())].clone();
        game.apply(seat, &action).unwrap();
        steps += 1;
    }
    steps
}

#[test]
fn uno_conforms() {
    for seed in 0..40 {
        let seats = 2 + (seed as usize % 5);
        let game = uno::UnoGame::new(seats, uno::Options::default(), seed).unwrap();
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn oril_conforms() {
    for seed in 0..40 {
        let rules = if seed % 2 == 0 {
            oril::RuleSet::Oril
        } else {
            oril::RuleSet::Abapa
        };
        let game = oril::OrilGame::with_random_first(rules, seed);
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn pazaak_conforms() {
    let cards: Vec<pazaak::SideCard> = pazaak::SideCard::all().into_iter().take(10).collect();
    for seed in 0..40 {
        let deck = pazaak::SideDeck::new(cards.clone()).unwrap();
        let game = pazaak::Pazaak::new(seed, [deck.clone(), deck], pazaak::MatchConfig::default());
        assert!(play_randomly(game, seed, 400) > 0);
    }
}

#[test]
fn klondike_conforms() {
    for seed in 0..20 {
        let game = klondike::Klondike::new(seed, klondike::Options::default());
        assert!(play_randomly(game, seed, 200) > 0);
    }
}

// ---------------------------------------------------------------------------------------
// The hosting kit: every game of the catalog, driven as the platform drives it (through
// its catalog entry, `dyn Hosted`, and the `HostedMatch` it starts), through the same
// checks: codecs and the custom_id rule, refusals in every language, Discord's limits,
// the private-view signature, and save and restore.
// ---------------------------------------------------------------------------------------

/// The custom_id rule for what a game puts after `g.` or `view.`: at most 60 characters
/// of `[A-Za-z0-9._-]`, so that the whole custom_id (game, table, counter, verb and a
/// repeat suffix) stays within Discord's 100.
const MAX_GAME_VERB: usize = 60;

fn assert_verb_rule(text: &str, what: &str) {
    assert!(
        !text.is_empty() && text.len() <= MAX_GAME_VERB,
        "{what}: {text:?} is empty or longer than {MAX_GAME_VERB}"
    );
    assert!(
        text.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')),
        "{what}: {text:?} has a character outside [A-Za-z0-9._-]"
    );
}

/// `value` travels in a custom_id and comes back as itself.
fn assert_round_trips<C: ActionCodec + PartialEq + Debug>(value: &C, what: &str) {
    let text = value.encode();
    assert_verb_rule(&text, what);
    assert_eq!(C::decode(&text).as_ref(), Some(value), "{what}: {text:?}");
}

/// A table verb of game `code` makes a custom_id Discord takes, whatever the table id
/// and counter (the largest ones).
fn assert_custom_id(code: &str, verb: &str, what: &str) {
    let id = CustomId::new(code, u64::MAX, u64::MAX, verb).encode();
    let id = id.unwrap_or_else(|| panic!("{what}: {verb:?} makes no custom_id"));
    assert!(
        id.len() <= cantina::discord::custom_id::MAX_LEN,
        "{what}: {id}"
    );
}

/// `text` reads in every language from that language's own message (no fallback to
/// English), its inner sentences too.
fn assert_in_every_language(text: &Text, what: &str) {
    for lang in Lang::ALL {
        let mut args = Vec::new();
        for (name, value) in &text.args {
            let value = match value {
                Arg::Plain(words) => fluent_bundle::FluentValue::from(words.clone()),
                Arg::Number(n) => fluent_bundle::FluentValue::from(*n),
                Arg::Text(inner) => {
                    assert_in_every_language(inner, what);
                    fluent_bundle::FluentValue::from(inner.in_lang(lang))
                }
            };
            args.push((name.as_ref(), value));
        }
        assert!(
            cantina::i18n::get(lang, &text.id, &args).is_some(),
            "{what}: message {:?} is missing in {} (or lacks an argument)",
            text.id,
            lang.code()
        );
    }
}

/// A view a game built fits Discord as it is: nothing would be cut or dropped when the
/// platform fits it, and every verb makes a custom_id.
fn assert_fits_discord(code: &str, v: &View, what: &str) {
    let chars = |s: &str| s.chars().count();
    assert!(
        chars(&v.content) <= view::MAX_CONTENT,
        "{what}: content {}",
        chars(&v.content)
    );
    assert!(chars(&v.title) <= view::MAX_TITLE, "{what}: title");
    assert!(
        chars(&v.description) <= view::MAX_DESCRIPTION,
        "{what}: description"
    );
    assert!(chars(&v.footer) <= view::MAX_FOOTER, "{what}: footer");
    assert!(
        v.fields.len() <= view::MAX_FIELDS,
        "{what}: {} fields",
        v.fields.len()
    );
    let mut embed = chars(&v.title) + chars(&v.description) + chars(&v.footer);
    for field in &v.fields {
        assert!(
            chars(&field.name) <= view::MAX_FIELD_NAME,
            "{what}: field name"
        );
        assert!(
            chars(&field.value) <= view::MAX_FIELD_VALUE,
            "{what}: field value"
        );
        embed += chars(&field.name) + chars(&field.value);
    }
    assert!(embed <= view::MAX_EMBED_TOTAL, "{what}: embed text {embed}");
    assert!(
        v.rows.len() <= view::MAX_ROWS,
        "{what}: {} rows",
        v.rows.len()
    );
    for row in &v.rows {
        match row {
            Row::Buttons(buttons) => {
                assert!(
                    buttons.len() <= view::MAX_BUTTONS_PER_ROW,
                    "{what}: {} buttons",
                    buttons.len()
                );
                for button in buttons {
                    assert!(
                        chars(&button.label) <= view::MAX_LABEL,
                        "{what}: label {:?}",
                        button.label
                    );
                    if button.url.is_none() {
                        assert_table_verb(code, &button.verb, what);
                    }
                }
            }
            Row::Select(select) => {
                let count = select.options.len();
                assert!(
                    (1..=view::MAX_SELECT_OPTIONS).contains(&count),
                    "{what}: {count} options"
                );
                assert!(chars(&select.placeholder) <= 150, "{what}: placeholder");
                assert_custom_id(code, &format!("@{}", select.name), what);
                for option in &select.options {
                    assert!(
                        chars(&option.label) <= view::MAX_OPTION_TEXT,
                        "{what}: option {:?}",
                        option.label
                    );
                    let description = option.description.as_deref().unwrap_or_default();
                    assert!(
                        chars(description) <= view::MAX_OPTION_TEXT,
                        "{what}: option description"
                    );
                    assert_table_verb(code, &option.verb, what);
                }
            }
        }
    }
}

/// A verb a view carries is one the table reads, and makes a custom_id.
fn assert_table_verb(code: &str, verb: &str, what: &str) {
    let parsed = TableVerb::parse(verb).unwrap_or_else(|| panic!("{what}: verb {verb:?}"));
    if let TableVerb::Game(text) | TableVerb::View(text) = &parsed {
        assert_verb_rule(text, what);
    }
    assert_custom_id(code, verb, what);
}

/// What a private view shows, for comparing two of them (the picture by its name: it is
/// painted only when sent).
fn shown(view: &View) -> String {
    format!("{view:?}")
}

/// What the kit needs to know of a game besides its catalog entry.
struct Kit<H: Hosting> {
    /// Games to play, each from its own seed (with random start options and seats).
    games: u64,
    /// Steps at most in one game.
    steps: usize,
    /// Every action a button or menu can carry (the codec's whole domain, or its edges
    /// where it is unbounded): each must round-trip within the custom_id rule, and is
    /// tried now and then at random, to meet the engine's refusals.
    actions: Vec<H::Action>,
    /// Reads a private view's state (`view.<state>`) with the game's own codec and
    /// writes it again.
    view_state: fn(&str) -> Option<String>,
    /// The computer level the kit lets play some moves (a quick one), if the game has
    /// computer players.
    computer: Option<&'static str>,
}

/// A private view state read and written again by the codec `S`.
fn state_again<S: ActionCodec>(text: &str) -> Option<String> {
    S::decode(text).map(|s| s.encode())
}

/// Names as people pick them: short, long (Discord's 32), in other scripts, with
/// Markdown.
const NAMES: [&str; 8] = [
    "Ana",
    "Bartholomew Fitzgerald-Smythe Jr",
    "李小龙",
    "Řehoř Šťastný",
    "**bold** _me_",
    "Zé",
    "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww",
    "o'Neil",
];

/// Random start options, drawn from the game's own declaration of them.
fn random_options(hosted: &dyn Hosted, rng: &mut ChaCha8Rng) -> Options {
    let mut options = Options::default();
    for option in hosted.start_options() {
        if rng.gen_bool(0.4) {
            continue;
        }
        let value = match &option.kind {
            OptionKind::Integer { min, max } | OptionKind::Suggested { min, max } => {
                OptionValue::Integer(rng.gen_range(*min..=*max))
            }
            OptionKind::Choice(values) => {
                OptionValue::String(values[rng.gen_range(0..values.len())].code.to_string())
            }
            OptionKind::Boolean => OptionValue::Boolean(rng.gen()),
            OptionKind::User => continue,
        };
        options.0.push((option.name.to_string(), value));
    }
    options
}

/// The seats of a new table of this formation.
fn random_seats(formation: Formation, levels: &[&str], rng: &mut ChaCha8Rng) -> Vec<SeatInfo> {
    let count = match formation {
        Formation::Lobby {
            min_seats,
            max_seats,
        } => rng.gen_range(min_seats..=max_seats.min(7)),
        Formation::Duel => 2,
        Formation::Solo => 1,
    };
    (0..count)
        .map(|seat| {
            let is_ai = seat > 0 && !levels.is_empty() && rng.gen_bool(0.4);
            SeatInfo {
                name: NAMES[(seat + rng.gen_range(0..NAMES.len())) % NAMES.len()].to_string(),
                is_ai,
                user: (!is_ai).then_some(1000 + seat as u64),
            }
        })
        .collect()
}

/// A copy of a match (what the platform would have kept had the action been refused).
fn copy<H: Hosting>(game: &Match<H>) -> Match<H> {
    Match {
        engine: game.engine.clone(),
        names: game.names.clone(),
        forfeited: None,
    }
}

/// Play `kit.games` random games of `H` through its catalog entry, checking at every
/// step everything the kit checks.
fn conforms<H: Hosting>(kit: Kit<H>) {
    // The platform's clock stands still (a solitaire's timer shows the same time in
    // every view drawn), as in the end-to-end tests' virtual time.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .start_paused(true)
        .build()
        .unwrap();
    let _clock = runtime.enter();
    let catalog = cantina::app::default_catalog();
    let hosted: Arc<dyn Hosted> = catalog
        .get(H::CODE)
        .unwrap_or_else(|| panic!("{} is not in the catalog", H::CODE));
    let code = hosted.code();
    let dir = tempfile::tempdir().unwrap();
    let store = cantina::store::Store::open(&dir.path().join("db")).unwrap();

    for action in &kit.actions {
        assert_round_trips(action, &format!("{code} action {action:?}"));
        assert_custom_id(code, &TableVerb::game(action).encode(), code);
    }

    let levels = hosted.ai_levels();
    if let Some(level) = kit.computer {
        assert!(levels.contains(&level), "{code} has no computer {level:?}");
    }
    let mut played = 0;
    let mut refusals = BTreeSet::new();
    for seed in 0..kit.games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Settings: random start options, then a few changes from the lobby's menu.
        let mut settings = match hosted.settings(&random_options(hosted.as_ref(), &mut rng)) {
            Ok(settings) => settings,
            Err(refusal) => {
                assert_in_every_language(&refusal, &format!("{code} start options refused"));
                hosted.settings(&Options::default()).unwrap()
            }
        };
        for _ in 0..rng.gen_range(0..3) {
            let menu = hosted.settings_menu(&settings, Lang::ALL[rng.gen_range(0..4)]);
            for choice in &menu {
                assert!(
                    choice.label.chars().count() <= view::MAX_OPTION_TEXT,
                    "{choice:?}"
                );
                assert_custom_id(code, &choice.verb, "settings menu");
            }
            if menu.is_empty() {
                break;
            }
            let choice = &menu[rng.gen_range(0..menu.len())];
            let Some(TableVerb::Setting(key)) = TableVerb::parse(&choice.verb) else {
                panic!("{code}: settings menu verb {:?}", choice.verb);
            };
            match hosted.change_setting(&settings, &key) {
                Ok(changed) => settings = changed,
                Err(refusal) => assert_in_every_language(&refusal, "a setting refused"),
            }
        }
        let seats = random_seats(hosted.formation(), &levels, &mut rng);
        let started = match hosted.new_game(&settings, &seats, seed, store.player_records()) {
            Ok(started) => started,
            Err(refusal) => {
                assert_in_every_language(&refusal, &format!("{code} new game refused"));
                continue;
            }
        };
        // The match the platform holds, typed: restored from what it saved.
        let mut game = Match::<H>::restore(&started.save())
            .unwrap_or_else(|e| panic!("{code}: a new game does not restore: {e}"));
        played += 1;
        let mut log: Vec<Text> = Vec::new();
        let mut timers: Vec<(TimerKey, Duration)> = Vec::new();
        let mut previous: Option<Match<H>> = None;
        for step in 0..kit.steps {
            let what = format!("{code} seed {seed} step {step}");
            check_step(
                &kit,
                hosted.as_ref(),
                &game,
                &context(&seats, &log, Lang::EnUs, ""),
                &mut previous,
                step,
                &what,
            );
            if game.result().is_some() {
                break;
            }
            // Refusals: another seat's action, a random one from the codec's domain, a
            // seat that does not exist; each in every language and changing nothing.
            let to_act = game.engine.seats_to_act();
            let seat_count = game.engine.seat_count();
            let mut tries: Vec<(usize, String)> = Vec::new();
            for _ in 0..2 {
                let seat = rng.gen_range(0..=seat_count);
                if !kit.actions.is_empty() {
                    let action = &kit.actions[rng.gen_range(0..kit.actions.len())];
                    tries.push((seat, action.encode()));
                }
                let other = rng.gen_range(0..seat_count);
                if let Some(action) = game.engine.legal_actions(other).first() {
                    tries.push((seat, action.encode()));
                }
            }
            tries.push((0, "not-a-verb".into()));
            let before = serde_json::to_vec(&game).unwrap();
            for (seat, verb) in tries {
                let mut trial = copy(&game);
                if let Err(refusal) = trial.play(seat, &verb) {
                    assert_in_every_language(&refusal, &format!("{what}: refusal of {verb}"));
                    assert!(
                        serde_json::to_vec(&trial).unwrap() == before,
                        "{what}: a refused {verb} changed the game"
                    );
                    refusals.insert(refusal.id.to_string());
                }
            }
            // One step, as the platform takes them: a person's legal action mostly,
            // sometimes a computer's move, a timed-out turn or a game timer.
            let narration = if !timers.is_empty() && rng.gen_bool(0.3) {
                let timer = timers.remove(rng.gen_range(0..timers.len()));
                game.fire(&timer.0)
            } else if to_act.is_empty() {
                break;
            } else {
                let seat = to_act[rng.gen_range(0..to_act.len())];
                let awaited = game.awaited().contains(&seat);
                let roll: f64 = rng.gen();
                if let (true, Some(level), true) = (awaited, kit.computer, roll < 0.15) {
                    // The actions a computer chooses are legal: the platform plays them,
                    // so an awaited computer always moves.
                    let before = serde_json::to_vec(&game).unwrap();
                    let narration = game.computer(seat, level, &mut rng);
                    assert!(
                        serde_json::to_vec(&game).unwrap() != before,
                        "{what}: the computer ({level}) played nothing for an awaited seat"
                    );
                    narration
                } else if awaited && roll < 0.18 {
                    game.timed_out(seat)
                } else {
                    let legal = game.engine.legal_actions(seat);
                    if legal.is_empty() {
                        break;
                    }
                    for action in &legal {
                        assert_round_trips(action, &format!("{what}: legal {action:?}"));
                    }
                    let action = &legal[rng.gen_range(0..legal.len())];
                    let verb = action.encode();
                    game.play(seat, &verb)
                        .unwrap_or_else(|e| panic!("{what}: legal {action:?} refused: {e}"))
                }
            };
            note(narration, &mut log, &mut timers, &what);
            // A two-seat game against a person may be left.
            if seat_count == 2 && seed % 9 == 1 && step == 12 {
                let over = game.result().is_some();
                let signatures: Vec<String> = (0..2).map(|s| game.private_signature(s)).collect();
                let narration = game.forfeit(1);
                note(narration, &mut log, &mut timers, &what);
                if !over {
                    // The platform keeps the forfeit: the other seat won, nobody is
                    // awaited, every action is refused, and a restore keeps it.
                    assert_eq!(game.forfeited, Some(1), "{what}: the forfeit is kept");
                    assert_eq!(game.winner(), Some(0), "{what}: the other seat won");
                    assert!(game.result().is_some(), "{what}: a forfeit ends the game");
                    assert!(game.awaited().is_empty(), "{what}: a forfeited game awaits");
                    for (seat, before) in signatures.iter().enumerate() {
                        assert!(
                            game.private_signature(seat) != *before,
                            "{what}: seat {seat}'s private view is not sent again after a forfeit"
                        );
                    }
                    let places: Vec<(usize, u32)> = game
                        .seat_results()
                        .iter()
                        .map(|r| (r.seat, r.place))
                        .collect();
                    assert!(
                        places.contains(&(0, 1)) && places.contains(&(1, 2)),
                        "{what}: the records do not give the forfeit: {places:?}"
                    );
                    let restored = Match::<H>::restore(&game.save()).unwrap();
                    assert_eq!(restored.forfeited, Some(1), "{what}: a restore loses it");
                    let again = serde_json::to_vec(&game).unwrap();
                    let narration = game.forfeit(0);
                    assert!(
                        narration.is_empty(),
                        "{what}: a second forfeit said something"
                    );
                    assert!(
                        serde_json::to_vec(&game).unwrap() == again,
                        "{what}: a second forfeit changed the game"
                    );
                }
            }
        }
    }
    assert!(
        played * 2 > kit.games,
        "{code}: only {played} of {} games started",
        kit.games
    );
    assert!(!refusals.is_empty(), "{code}: no refusal was met");
}

/// Keep what an action did: its log lines (each in every language) and its timers.
fn note(
    narration: Narration,
    log: &mut Vec<Text>,
    timers: &mut Vec<(TimerKey, Duration)>,
    what: &str,
) {
    for line in &narration.log {
        assert_in_every_language(line, &format!("{what}: log line"));
    }
    log.extend(narration.log);
    let cut = log.len().saturating_sub(20);
    log.drain(..cut);
    timers.extend(narration.timers);
    if let Some(end) = &narration.round_end {
        assert!(
            !end.results.is_empty(),
            "{what}: a round ended without results"
        );
    }
}

/// Everything checked of one state of a match; `table` has its seats and log.
fn check_step<H: Hosting>(
    kit: &Kit<H>,
    hosted: &dyn Hosted,
    game: &Match<H>,
    table: &ViewContext,
    previous: &mut Option<Match<H>>,
    step: usize,
    what: &str,
) {
    let code = hosted.code();
    let (seats, log) = (table.seats, table.log);
    let ctx = |lang: Lang, ui| context(seats, log, lang, ui);
    // Save and restore: the restored match saves the same and shows the same.
    let saved = game.save();
    let restored = hosted
        .restore(&saved)
        .unwrap_or_else(|e| panic!("{what}: saved game not restored: {e}"));
    assert_eq!(
        serde_json::to_string(&restored.save()).unwrap(),
        serde_json::to_string(&saved).unwrap(),
        "{what}: save, restore, save differs"
    );
    let (then, now) = (
        shown(&game.public_view(&ctx(Lang::EnUs, ""))),
        shown(&restored.public_view(&ctx(Lang::EnUs, ""))),
    );
    assert!(
        then == now,
        "{what}: the restored game shows another table:\n{}",
        difference(&then, &now)
    );
    if let Some(result) = game.result() {
        assert_in_every_language(&result, &format!("{what}: result"));
    }
    for lang in Lang::ALL {
        let public = game.public_view(&ctx(lang, ""));
        assert_fits_discord(
            code,
            &public,
            &format!("{what}: public view in {}", lang.code()),
        );
    }
    for seat in 0..seats.len() {
        assert_eq!(
            restored.private_signature(seat),
            game.private_signature(seat),
            "{what}: the restored game signs seat {seat}'s view otherwise"
        );
        // One language a step, in turn (the public view is checked in all of them).
        for lang in [Lang::ALL[step % Lang::ALL.len()]] {
            let private = game.private_view(seat, &ctx(lang, ""));
            let where_ = format!("{what}: seat {seat}'s view in {}", lang.code());
            assert_fits_discord(code, &private, &where_);
            // The view's other states (a page, a question) read back and fit too.
            for verb in verbs(&private) {
                if let Some(TableVerb::View(state)) = TableVerb::parse(&verb) {
                    assert_eq!(
                        (kit.view_state)(&state).as_deref(),
                        Some(state.as_str()),
                        "{where_}: view state {state:?} does not read back"
                    );
                    let other = game.private_view(seat, &context(seats, log, lang, &state));
                    assert_fits_discord(code, &other, &format!("{where_}, state {state}"));
                }
                if let Some(TableVerb::Game(action)) = TableVerb::parse(&verb) {
                    let decoded = H::Action::decode(&action)
                        .unwrap_or_else(|| panic!("{where_}: button {action:?} not read"));
                    assert_eq!(decoded.encode(), action, "{where_}");
                }
            }
        }
        // The signature changes whenever the private view does: the view of the match
        // before the last step, drawn now with the same log, is the same when the seat's
        // signature is.
        if let Some(before) = previous {
            let signature = before.private_signature(seat);
            if signature == game.private_signature(seat) {
                let then = shown(&before.private_view(seat, &ctx(Lang::EnUs, "")));
                let now = shown(&game.private_view(seat, &ctx(Lang::EnUs, "")));
                assert!(
                    then == now,
                    "{what}: seat {seat}'s private view changed but its signature {signature:?} did not:\n{}",
                    difference(&then, &now)
                );
            }
        }
    }
    *previous = Some(copy(game));
}

/// What the table tells a game when it asks for a view.
fn context<'a>(seats: &'a [SeatInfo], log: &'a [Text], lang: Lang, ui: &'a str) -> ViewContext<'a> {
    ViewContext {
        seats,
        log,
        lang,
        ui,
    }
}

/// Where two texts part: a little of each from the first character that differs.
fn difference(before: &str, after: &str) -> String {
    let at = before
        .chars()
        .zip(after.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let from = at.saturating_sub(40);
    let part = |s: &str| s.chars().skip(from).take(160).collect::<String>();
    format!("before: …{}\nafter:  …{}", part(before), part(after))
}

/// Every verb of a view's buttons and menus.
fn verbs(view: &View) -> Vec<String> {
    view.rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.verb.clone()).collect::<Vec<_>>(),
            Row::Select(select) => select.options.iter().map(|o| o.verb.clone()).collect(),
        })
        .collect()
}

/// Every game of the catalog has its place in the kit below.
#[test]
fn every_catalog_game_is_in_the_kit() {
    let codes: Vec<&str> = cantina::app::default_catalog()
        .games()
        .map(|g| g.code())
        .collect();
    let kit = [
        UnoScreen::CODE,
        KlondikeScreen::CODE,
        OrilScreen::CODE,
        PazaakScreen::CODE,
    ];
    assert_eq!(codes.len(), kit.len(), "{codes:?}");
    for code in codes {
        assert!(kit.contains(&code), "{code} has no conformance kit test");
    }
}

/// Every UNO action a button can carry: each card with or without a colour and a seat
/// to swap with, and the rest.
fn uno_actions() -> Vec<uno::Action> {
    use uno::{Action, Color};
    let mut actions = vec![
        Action::Draw,
        Action::Pass,
        Action::CallUno,
        Action::Challenge,
        Action::AcceptPenalty,
        Action::NextRound,
    ];
    actions.extend(Color::ALL.map(Action::ChooseColor));
    let colors = std::iter::once(None).chain(Color::ALL.map(Some));
    for card in uno::full_deck() {
        for color in colors.clone() {
            for swap_with in std::iter::once(None).chain((0..10).map(Some)) {
                actions.push(Action::Play {
                    card,
                    color,
                    swap_with,
                });
            }
        }
    }
    actions
}

#[test]
fn uno_hosts() {
    conforms::<UnoScreen>(Kit {
        games: 16,
        steps: 200,
        actions: uno_actions(),
        view_state: state_again::<UnoHand>,
        computer: Some("classic"),
    });
}

/// Every state of UNO's private hand.
#[test]
fn uno_hand_states_round_trip() {
    let mut states = vec![UnoHand::Main, UnoHand::Noop];
    states.extend([0, 1, 7, 40].map(UnoHand::Page));
    for card in uno::full_deck() {
        states.push(UnoHand::Wild(card));
        states.push(UnoHand::Seven(card));
    }
    for state in states {
        assert_round_trips(&state, "uno hand state");
    }
}

/// Every Pazaak action: each side card added, every slot removed or played with or
/// without a sign, and the rest.
fn pazaak_actions() -> Vec<pazaak::MatchAction> {
    use pazaak::{Action, DeckAction, HandSlot, MatchAction, Sign};
    let mut actions: Vec<MatchAction> = pazaak::SideCard::all()
        .into_iter()
        .map(|card| MatchAction::Deck(DeckAction::Add(card)))
        .collect();
    for i in 0..=u8::MAX {
        actions.push(MatchAction::Deck(DeckAction::Remove(i)));
        for sign in [None, Some(Sign::Plus), Some(Sign::Minus)] {
            actions.push(MatchAction::Play(Action::Play {
                slot: HandSlot(i),
                sign,
            }));
        }
    }
    actions.extend([
        MatchAction::Deck(DeckAction::Clear),
        MatchAction::Deck(DeckAction::Default),
        MatchAction::Deck(DeckAction::Confirm),
        MatchAction::Play(Action::EndTurn),
        MatchAction::Play(Action::Stand),
    ]);
    actions
}

#[test]
fn pazaak_hosts() {
    conforms::<PazaakScreen>(Kit {
        games: 24,
        steps: 250,
        actions: pazaak_actions(),
        view_state: state_again::<PazaakHand>,
        computer: Some("easy"),
    });
}

/// Every state of Pazaak's private hand, and every verb of its career screens.
#[test]
fn pazaak_hand_states_and_career_verbs_round_trip() {
    let mut states = vec![PazaakHand::Main];
    for slot in [0, 1, 4, 9] {
        for (set, deck_left) in [(1, 40), (3, 0), (12, 7), (u32::MAX, usize::MAX)] {
            let turn = TurnMark { set, deck_left };
            states.push(PazaakHand::Sign { slot, turn });
        }
    }
    for state in states {
        assert_round_trips(&state, "pazaak hand state");
    }
    let mut verbs = vec![
        CareerVerb::Career,
        CareerVerb::Shop,
        CareerVerb::Deck,
        CareerVerb::Play,
    ];
    for card in pazaak::SideCard::all() {
        verbs.push(CareerVerb::Buy(card));
        for seen in [None, Some(0), Some(1250), Some(u64::MAX)] {
            verbs.push(CareerVerb::Confirm { card, seen });
        }
        for slot in 0..10 {
            verbs.push(CareerVerb::Swap { slot, card });
        }
    }
    verbs.extend((0..10).map(CareerVerb::Out));
    for verb in verbs {
        assert_round_trips(&verb, "pazaak career verb");
    }
}

/// Every Klondike press: each move between piles (not the stock's own), each typed
/// order, every menu page, and the buttons.
fn klondike_actions() -> Vec<Act> {
    use klondike::{Move, Order, Pile};
    let pile = |n: u8| Pile::new(n).unwrap();
    let mut actions = vec![
        Act::Move(Move::Draw),
        Act::Move(Move::Recycle),
        Act::Draw,
        Act::Undo,
        Act::Hint,
        Act::Auto,
        Act::Finish,
        Act::NewDeal,
    ];
    for from in 1..=13 {
        for to in 1..=13 {
            for count in 1..=13 {
                if !matches!((from, to), (8, 9) | (9, 8)) {
                    actions.push(Act::Move(Move::Transfer {
                        from: pile(from),
                        to: pile(to),
                        count,
                    }));
                }
            }
            for count in std::iter::once(None).chain((1..=13).map(Some)) {
                actions.push(Act::Order(Order {
                    from: pile(from),
                    to: pile(to),
                    count,
                }));
            }
        }
    }
    actions.extend((0..=u8::MAX).map(Act::Page));
    actions
}

#[test]
fn klondike_hosts() {
    conforms::<KlondikeScreen>(Kit {
        games: 8,
        steps: 200,
        actions: klondike_actions(),
        view_state: |_| None,
        computer: None,
    });
}

#[test]
fn oril_hosts() {
    use cantina::screens::oril::actions::OrilPress;
    let mut actions: Vec<OrilPress> = (1..=6)
        .map(|n| OrilPress::Sow(oril::House::new(n).unwrap()))
        .collect();
    actions.push(OrilPress::ProposeEnd);
    conforms::<OrilScreen>(Kit {
        games: 24,
        steps: 250,
        actions,
        view_state: |_| None,
        computer: Some("easy"),
    });
}
