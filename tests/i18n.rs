//! The bot's texts in every language: the Fluent resources parse, hold the same
//! messages with the same arguments, fall back to English message by message, and the
//! slash commands they name pass Discord's rules in every language.

use cantina::discord::commands::{all_commands, help, option_id, start_options, subcommand_id};
use cantina::games::pazaak::career::{Career, CareerData};
use cantina::games::pazaak::SideCard;
use cantina::i18n::{self, message_ids, messages, sources, Lang, Texts};
use cantina::screens::pazaak::career::{
    career_view, confirm_screen, deck_view, opponent_intro, opponent_name, shop_view,
};
use cantina::table::hosting::OptionKind;
use cantina::table::text::Notice;
use cantina::table::view::{Row, View};
use fluent_bundle::FluentResource;
use regex::Regex;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, HashSet};

#[test]
fn every_locale_file_parses_without_errors() {
    for lang in Lang::ALL {
        for (file, text) in &sources(lang) {
            if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                panic!("{} {file}: {errors:?}", lang.code());
            }
        }
    }
    assert!(
        i18n::texts().errors().is_empty(),
        "{:?}",
        i18n::texts().errors()
    );
}

#[test]
fn every_message_exists_in_every_language() {
    let english = message_ids(&sources(Lang::EnUs));
    assert!(
        english.len() > 100,
        "only {} English messages",
        english.len()
    );
    for lang in Lang::translated() {
        let ids = message_ids(&sources(lang));
        let missing: Vec<_> = english.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
    }
    assert!(i18n::texts().missing().is_empty());
}

#[test]
fn every_message_uses_the_same_arguments_in_every_language() {
    let english: BTreeMap<String, BTreeSet<String>> =
        messages(&sources(Lang::EnUs)).into_iter().collect();
    for lang in Lang::translated() {
        for (id, vars) in messages(&sources(lang)) {
            let Some(expected) = english.get(&id) else {
                continue;
            };
            assert_eq!(&vars, expected, "{} {id}", lang.code());
        }
    }
}

#[test]
fn every_message_has_a_translators_comment() {
    for lang in Lang::ALL {
        for (file, text) in &sources(lang) {
            let resource = fluent_syntax::parser::parse(*text).expect("parses");
            for entry in resource.body {
                if let fluent_syntax::ast::Entry::Message(message) = entry {
                    assert!(
                        message.comment.is_some(),
                        "{} {file}: {} has no comment",
                        lang.code(),
                        message.id.name
                    );
                }
            }
        }
    }
}

/// The Czech messages that count things choose among the CLDR forms one, few, many and
/// other, and read differently for 1, 3 and 5.
#[test]
fn czech_plurals_use_every_cldr_form() {
    let resource = fluent_syntax::parser::parse(
        sources(Lang::Cs)
            .iter()
            .find(|(file, _)| *file == "notices.ftl")
            .unwrap()
            .1,
    )
    .expect("parses");
    let cases = [
        ("notice-solo-idle", "hours", ["hodinu", "hodiny", "hodin"]),
        (
            "notice-too-many-server-tables",
            "count",
            ["otevřený stůl", "otevřené stoly", "otevřených stolů"],
        ),
        (
            "notice-too-many-solo-tables",
            "count",
            [
                "otevřený 1 pasiáns",
                "otevřené 3 pasiánsy",
                "otevřeno 5 pasiánsů",
            ],
        ),
    ];
    for (id, var, words) in cases {
        let message = resource
            .body
            .iter()
            .find_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) if m.id.name == id => Some(m),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{id} missing"));
        let mut keys = BTreeSet::new();
        for element in &message.value.as_ref().unwrap().elements {
            if let fluent_syntax::ast::PatternElement::Placeable {
                expression: fluent_syntax::ast::Expression::Select { variants, .. },
            } = element
            {
                for variant in variants {
                    if let fluent_syntax::ast::VariantKey::Identifier { name } = variant.key {
                        keys.insert(name.to_string());
                    }
                }
            }
        }
        let expected: BTreeSet<String> = ["one", "few", "many", "other"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(keys, expected, "{id}");
        let texts: Vec<String> = [1u64, 3, 5]
            .iter()
            .map(|n| i18n::tr(Lang::Cs, id, &[(var, (*n).into()), ("tables", "…".into())]))
            .collect();
        assert!(texts[0] != texts[1] && texts[1] != texts[2] && texts[0] != texts[2]);
        for (text, word) in texts.iter().zip(words) {
            assert!(text.contains(word), "{text:?} lacks {word:?}");
        }
    }
    // Through the notices themselves.
    assert!(Notice::SoloIdle(1).in_lang(Lang::Cs).contains("1 hodinu"));
    assert!(Notice::SoloIdle(3).in_lang(Lang::Cs).contains("3 hodiny"));
    assert!(Notice::SoloIdle(48).in_lang(Lang::Cs).contains("48 hodin;"));
    assert!(Notice::SoloIdle(1).in_lang(Lang::PtBr).contains("1 hora;"));
    assert!(Notice::SoloIdle(48)
        .in_lang(Lang::PtBr)
        .contains("48 horas;"));
}

#[test]
fn every_notice_is_translated_and_never_empty() {
    for notice in Notice::examples() {
        let english = notice.in_lang(Lang::EnUs);
        assert_eq!(english, notice.to_string());
        assert!(!english.is_empty());
        for lang in Lang::translated() {
            let text = notice.in_lang(lang);
            assert!(!text.trim().is_empty(), "{notice:?}");
            assert_ne!(
                text,
                english,
                "{notice:?} is not translated to {}",
                lang.code()
            );
            assert_ne!(text, notice.id());
            // Arguments reach the words.
            for (_, value) in notice.args() {
                if let fluent_bundle::FluentValue::String(s) = value {
                    assert!(text.contains(s.as_ref()), "{text:?}");
                }
            }
        }
    }
}

#[test]
fn a_locale_the_bot_lacks_reads_english() {
    for locale in ["fr", "ja", "en-GB", "es-ES", "", "xx-YY"] {
        let lang = Lang::from_discord(locale);
        assert_eq!(lang, Lang::EnUs, "{locale}");
        assert_eq!(
            Notice::GameGone.in_lang(lang),
            "This game has ended or no longer exists."
        );
    }
    assert_eq!(Lang::from_discord("pt-BR"), Lang::PtBr);
    assert_eq!(Lang::from_discord("zh-CN"), Lang::ZhCn);
    assert_eq!(Lang::from_discord("cs"), Lang::Cs);
    assert_eq!(Lang::from_discord("zh-TW"), Lang::EnUs);
    assert_eq!(
        Notice::GameGone.in_lang(Lang::PtBr),
        "Esta partida terminou ou não existe mais."
    );
}

#[test]
fn a_message_missing_in_one_language_falls_back_to_english_for_that_message() {
    let english = "# A.\nfirst = First in English\n# B.\nsecond = Second, {$n} times\n";
    let czech = "# A.\nfirst = První česky\n";
    let broken = "# A.\nfirst = {$\n";
    let texts = Texts::from_sources(&[
        (Lang::EnUs, &[("test.ftl", english)]),
        (Lang::Cs, &[("test.ftl", czech)]),
        (Lang::PtBr, &[("test.ftl", broken)]),
    ]);
    assert_eq!(texts.tr(Lang::Cs, "first", &[]), "První česky");
    assert_eq!(
        texts.tr(Lang::Cs, "second", &[("n", 3.into())]),
        "Second, 3 times"
    );
    // A language with no bundle at all, and one whose file did not parse.
    assert_eq!(texts.tr(Lang::ZhCn, "first", &[]), "First in English");
    assert_eq!(texts.tr(Lang::PtBr, "first", &[]), "First in English");
    assert!(!texts.errors().is_empty());
    assert!(texts.missing().contains(&(Lang::Cs, "second".to_string())));
    // An id nobody has is neither empty nor shown raw.
    let unknown = texts.tr(Lang::Cs, "third", &[]);
    assert!(!unknown.is_empty() && unknown != "third");
    // Isolation marks are off: Discord would show them.
    let with_arg = texts.tr(Lang::EnUs, "second", &[("n", "x".into())]);
    assert!(!with_arg.contains('\u{2068}') && !with_arg.contains('\u{2069}'));
}

/// Every name (and its translations) in a command tree, with its path.
struct Checked {
    names: usize,
    errors: Vec<String>,
}

fn check_localizations(
    v: &Value,
    key: &str,
    path: &str,
    out: &mut Checked,
    check: &dyn Fn(&str) -> bool,
) {
    let Some(map) = v.get(key).and_then(Value::as_object) else {
        out.errors.push(format!("{path}: no {key}"));
        return;
    };
    for lang in Lang::translated() {
        match map.get(lang.code()).and_then(Value::as_str) {
            Some(text) if check(text) => {}
            Some(text) => out
                .errors
                .push(format!("{path}: {key}[{}] = {text:?}", lang.code())),
            None => out
                .errors
                .push(format!("{path}: {key} lacks {}", lang.code())),
        }
    }
}

fn walk(v: &Value, path: &str, out: &mut Checked) {
    let name_rule = Regex::new(r"^[-_\p{L}\p{N}]{1,32}$").unwrap();
    let name_ok = |s: &str| name_rule.is_match(s) && s.to_lowercase() == s;
    let description_ok = |s: &str| (1..=100).contains(&s.chars().count());
    let name = v["name"].as_str().unwrap_or_default();
    let path = format!("{path}/{name}");
    out.names += 1;
    if !name_ok(name) {
        out.errors.push(format!("{path}: bad name"));
    }
    if !description_ok(v["description"].as_str().unwrap_or_default()) {
        out.errors.push(format!("{path}: bad description"));
    }
    check_localizations(v, "name_localizations", &path, out, &name_ok);
    check_localizations(v, "description_localizations", &path, out, &description_ok);
    if let Some(choices) = v.get("choices").and_then(Value::as_array) {
        for choice in choices {
            let cpath = format!("{path}={}", choice["value"]);
            if !description_ok(choice["name"].as_str().unwrap_or_default()) {
                out.errors.push(format!("{cpath}: bad choice name"));
            }
            check_localizations(choice, "name_localizations", &cpath, out, &description_ok);
        }
    }
    if let Some(options) = v.get("options").and_then(Value::as_array) {
        // Siblings keep distinct names in every language.
        for lang in Lang::translated() {
            let mut seen = HashSet::new();
            for option in options {
                let shown = option["name_localizations"][lang.code()]
                    .as_str()
                    .or(option["name"].as_str())
                    .unwrap_or_default();
                if !seen.insert(shown.to_string()) {
                    out.errors.push(format!(
                        "{path}: two options named {shown:?} in {}",
                        lang.code()
                    ));
                }
            }
        }
        for option in options {
            walk(option, &path, out);
        }
    }
}

#[test]
fn every_command_name_and_description_passes_discords_rules_in_every_language() {
    let catalog = cantina::app::default_catalog();
    let commands = serde_json::to_value(all_commands(&catalog)).unwrap();
    let mut out = Checked {
        names: 0,
        errors: Vec::new(),
    };
    let commands = commands.as_array().unwrap();
    // Slash commands follow the chat-input rules; person-menu entries have their own.
    let (slash, menu): (Vec<&Value>, Vec<&Value>) = commands
        .iter()
        .partition(|c| c["type"].as_u64().unwrap_or(1) == 1);
    let commands: Vec<Value> = slash.into_iter().cloned().collect();
    for command in &commands {
        walk(command, "", &mut out);
    }
    for entry in menu {
        // A user command: 1-32 characters, no description, translated in every language.
        let names = std::iter::once(&entry["name"])
            .chain(Lang::translated().map(|lang| &entry["name_localizations"][lang.code()]));
        for name in names {
            let name = name.as_str().unwrap_or_default();
            if !(1..=32).contains(&name.chars().count()) {
                out.errors
                    .push(format!("menu entry {:?}: bad name {name:?}", entry["name"]));
            }
        }
        if entry
            .get("description")
            .is_some_and(|d| !d.is_null() && d != "")
        {
            out.errors
                .push(format!("menu entry {:?} has a description", entry["name"]));
        }
    }
    for lang in Lang::translated() {
        let mut seen = HashSet::new();
        for command in &commands {
            let shown = command["name_localizations"][lang.code()]
                .as_str()
                .unwrap_or_default();
            assert!(seen.insert(shown), "two commands named {shown}");
        }
    }
    assert!(out.names > 60, "only {} names", out.names);
    assert!(out.errors.is_empty(), "{:#?}", out.errors);
}

#[test]
fn english_command_names_stay_what_the_code_reads() {
    let catalog = cantina::app::default_catalog();
    let commands = serde_json::to_value(all_commands(&catalog)).unwrap();
    let names: Vec<&str> = commands
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "uno",
            "klondike",
            "oril",
            "pazaak",
            "help",
            "stats",
            "leaderboard",
            "privacy",
            "web",
            "Challenge to Oril",
            "Challenge to Pazaak"
        ]
    );
    let klondike = &commands[1];
    assert_eq!(klondike["name_localizations"]["pt-BR"], "paciência");
    let start = &klondike["options"][0];
    assert_eq!(start["name"], "start");
    assert_eq!(start["name_localizations"]["zh-CN"], "开始");
    assert_eq!(start["options"][0]["name"], "thread");
    assert_eq!(start["options"][0]["name_localizations"]["cs"], "vlákno");
}

/// Every message the platform reads for a game (its title, command, help and again
/// button, each option and subcommand with its description, each choice) exists in
/// every language: the words live only in the `.ftl` files, so a message that is
/// missing is the one way they could fail a reader.
#[test]
fn every_message_the_platform_reads_for_a_game_exists_in_every_language() {
    let catalog = cantina::app::default_catalog();
    let mut ids = Vec::new();
    // The English names are the names Discord sends back and the code reads, so an
    // English sentence that names a command through its message names a real one.
    let english_name = |id: &str, name: &str| {
        assert_eq!(
            i18n::tr(Lang::EnUs, &format!("{id}-name"), &[]),
            name,
            "{id}"
        );
    };
    for game in catalog.games() {
        let code = game.code();
        ids.extend(game.about().messages());
        english_name(&game.about().command_message(), code);
        let subcommands = game
            .commands()
            .into_iter()
            .map(|c| (Some(c.name), c.options));
        for (subcommand, options) in
            std::iter::once((None, start_options(game.as_ref()))).chain(subcommands)
        {
            if let Some(name) = subcommand {
                let id = subcommand_id(code, name);
                english_name(&id, name);
                ids.extend([format!("{id}-name"), format!("{id}-description")]);
            }
            for option in options {
                let id = option_id(code, option.name);
                english_name(&id, option.name);
                ids.extend([format!("{id}-name"), format!("{id}-description")]);
                if let OptionKind::Choice(choices) = &option.kind {
                    assert!(!choices.is_empty(), "{id}");
                    ids.extend(choices.iter().map(|c| c.message.to_string()));
                }
            }
        }
    }
    assert!(ids.len() > 100, "only {} messages", ids.len());
    for lang in Lang::ALL {
        let missing: Vec<&String> = ids
            .iter()
            .filter(|id| !i18n::texts().has(lang, id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
    }
    // What Discord gets in English is read from the messages too: none is missing.
    let registered = serde_json::to_string(&all_commands(&catalog)).unwrap();
    assert!(!registered.contains("(text unavailable)"));
}

/// No Rust source holds words for people: titles, descriptions, help, choice labels and
/// level names are messages, so there is no second copy of them to drift. The code
/// holds message ids; these are the shapes the English words had in it.
#[test]
fn no_rust_source_holds_a_games_or_a_commands_words() {
    let shapes = Regex::new(concat!(
        r#"const (TITLE|DESCRIPTION|HELP|AGAIN_LABEL): &'static str"#,
        r#"|description:\s*"[A-Z]"#,
        r#"|fn label\(self\) -> &'static str \{\s*match self \{\s*[\w:]+ => "[A-Z]"#,
        // English words beside a message id, or a (label, code) choice.
        r#"|"[A-Z][^"]*",\s*"cmd-"#,
        r#"|\("[A-Z][A-Za-z0-9 ]*", "[a-z0-9]+"\)"#,
        r#"|columns: \[""#,
    ))
    .unwrap();
    let mut found = Vec::new();
    let mut read = 0;
    let mut files = vec![std::path::PathBuf::from("src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        read += 1;
        for m in shapes.find_iter(&code) {
            found.push(format!("{}: {}", path.display(), m.as_str()));
        }
    }
    assert!(read > 50, "only {read} files read");
    assert!(found.is_empty(), "words in Rust:\n{}", found.join("\n"));
}

/// The commands /help names in a language are the commands as Discord lists them in it.
#[test]
fn help_names_the_commands_as_they_read_in_each_language() {
    let catalog = cantina::app::default_catalog();
    let commands = serde_json::to_value(all_commands(&catalog)).unwrap();
    let shown = |v: &Value, lang: Lang| -> String {
        if lang == Lang::EnUs {
            v["name"].as_str().unwrap().to_string()
        } else {
            v["name_localizations"][lang.code()]
                .as_str()
                .unwrap()
                .to_string()
        }
    };
    let mention = Regex::new(r"`/([^\s`]+) ([^\s`:]+)").unwrap();
    for lang in Lang::ALL {
        let page = help(&catalog, lang);
        let english = help(&catalog, Lang::EnUs);
        let mut found = 0;
        for section in &page.sections {
            for m in mention.captures_iter(&section.body) {
                found += 1;
                let command = commands
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|c| shown(c, lang) == m[1])
                    .unwrap_or_else(|| panic!("{}: no command {}", lang.code(), &m[1]));
                let subs = command["options"].as_array().unwrap();
                assert!(
                    subs.iter().any(|s| shown(s, lang) == m[2]),
                    "{}: no /{} {}",
                    lang.code(),
                    &m[1],
                    &m[2]
                );
            }
        }
        assert!(found >= 8, "{}: {found} commands named", lang.code());
        if lang != Lang::EnUs {
            assert_ne!(page.intro, english.intro);
            for (a, b) in page.sections.iter().zip(&english.sections) {
                assert_ne!(a.body, b.body, "{}", lang.code());
            }
        }
    }
}

#[test]
fn the_help_page_fits_discords_limits_in_every_language() {
    let catalog = cantina::app::default_catalog();
    for lang in Lang::ALL {
        let page = help(&catalog, lang);
        let chars = |s: &str| s.chars().count();
        assert!(chars(&page.intro) <= 2000);
        let mut total = chars(&page.footer);
        for section in &page.sections {
            assert!(chars(&section.title) <= 256, "{}", section.title);
            assert!(chars(&section.body) <= 4096);
            total += chars(&section.title) + chars(&section.body);
        }
        assert!(total <= 6000, "{}: {total}", lang.code());
    }
}

/// Every message id the code names (`Text::new("...")`) is an English message, with the
/// arguments the code gives it (its `.with("name", ..)` chain): a typo would show
/// "(text unavailable)" to a person.
#[test]
fn every_message_the_code_names_exists_with_its_arguments() {
    let english: BTreeMap<String, BTreeSet<String>> =
        messages(&sources(Lang::EnUs)).into_iter().collect();
    let named = Regex::new(r#"Text::new\(\s*"([a-z0-9-]+)",?\s*\)"#).unwrap();
    let mut checked = 0;
    let mut files = vec![std::path::PathBuf::from("src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        for found in named.captures_iter(&code) {
            let id = &found[1];
            let Some(wanted) = english.get(id) else {
                panic!("{}: {id} is not an English message", path.display());
            };
            let given = with_chain(&code[found.get(0).unwrap().end()..]);
            assert_eq!(&given, wanted, "{}: {id}'s arguments", path.display());
            checked += 1;
        }
    }
    assert!(
        checked > 100,
        "only {checked} message ids found in the code"
    );
}

/// The argument names of a `.with("name", value)` chain at the start of `code`.
fn with_chain(mut code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    loop {
        let rest = code.trim_start();
        let Some(call) = rest.strip_prefix(".with(") else {
            return names;
        };
        let call = call.trim_start();
        let Some(name) = call
            .strip_prefix('"')
            .and_then(|c| c.split_once('"'))
            .map(|(name, _)| name)
        else {
            return names;
        };
        names.insert(name.to_string());
        // Skip to the call's closing parenthesis.
        let mut depth = 1;
        let mut end = call.len();
        for (i, c) in call.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        code = &call[end..];
    }
}

/// A message's text in `lang` with every variable given `filler` (long enough to stand
/// for a name or a number written out): an upper bound of its shown length.
fn longest(lang: Lang, id: &str, vars: &BTreeSet<String>, filler: &str) -> usize {
    let args: Vec<(&str, fluent_bundle::FluentValue<'_>)> =
        vars.iter().map(|v| (v.as_str(), filler.into())).collect();
    i18n::tr(lang, id, &args).chars().count()
}

/// Whether the message `id` is the label of a button (a card's short name or colour
/// included): what a reader sees on the button itself.
fn is_label(id: &str) -> bool {
    const FIXED_LABELS: [&str; 11] = [
        "table-leave",
        "table-back",
        "table-refresh",
        "lobby-join",
        "lobby-add-ai",
        "lobby-start",
        "lobby-cancel",
        "challenge-accept",
        "challenge-decline",
        "challenge-withdraw",
        "uno-page",
    ];
    id.contains("-button-")
        || id.starts_with("table-again-")
        || id.starts_with("uno-short-")
        || id.starts_with("uno-color-")
        || id.starts_with("pazaak-card-")
        || FIXED_LABELS.contains(&id)
}

/// Button labels fit Discord's 80 characters, select options its 100 and menu
/// placeholders its 150, in every language, with long arguments.
#[test]
fn labels_and_options_fit_discord_in_every_language() {
    let english: BTreeMap<String, BTreeSet<String>> =
        messages(&sources(Lang::EnUs)).into_iter().collect();
    let is_placeholder =
        |id: &str| id.ends_with("-menu") || id == "klondike-menu" || id == "klondike-menu-paged";
    let is_option = |id: &str| {
        !is_placeholder(id)
            && (id.starts_with("uno-menu-")
                || id.starts_with("klondike-menu-")
                || id.starts_with("klondike-move-")
                || id.starts_with("klondike-effect-")
                || id.starts_with("pazaak-deck-add")
                || id.starts_with("pazaak-deck-remove")
                || id.starts_with("pazaak-help-")
                || id.starts_with("pazaak-career-option-")
                || id.starts_with("pazaak-shop-option-")
                || id == "lobby-kick"
                || id == "table-language-option")
    };
    let filler = "W".repeat(12);
    let mut checked = 0;
    for lang in Lang::ALL {
        for (id, vars) in &english {
            let limit = if is_label(id) {
                80
            } else if is_option(id) {
                100
            } else if is_placeholder(id) {
                150
            } else {
                continue;
            };
            let length = longest(lang, id, vars, &filler);
            assert!(length <= limit, "{} {id}: {length} > {limit}", lang.code());
            checked += 1;
        }
    }
    assert!(checked > 4 * 80, "only {checked} labels checked");
    // Each language's own name in the language menu.
    for lang in Lang::ALL {
        assert!(lang.native_name().chars().count() <= 100);
    }
}

/// The game screens' Czech counts choose among one, few and other: 1, 3 and 5 read
/// with different forms.
#[test]
fn czech_game_screens_count_with_every_form() {
    let cases: [(&str, &str, [&str; 3]); 8] = [
        ("uno-hand-title", "cards", ["karta", "karty", "karet"]),
        ("uno-pic-cards", "cards", ["karta", "karty", "karet"]),
        ("uno-text-cards", "cards", ["karta", "karty", "karet"]),
        ("uno-log-drew", "count", ["kartu", "karty", "karet"]),
        (
            "klondike-menu",
            "moves",
            ["možný tah", "možné tahy", "možných tahů"],
        ),
        (
            "klondike-effect-stock-left",
            "cards",
            ["karta", "karty", "karet"],
        ),
        ("pazaak-text-seat", "cards", ["karta", "karty", "karet"]),
        ("uno-log-round-won", "points", ["bod.", "body.", "bodů."]),
    ];
    for (id, var, words) in cases {
        for (n, word) in [1u64, 3, 5].into_iter().zip(words) {
            let args = [
                (var, n.into()),
                ("name", "Ana".into()),
                ("marks", "●○○".into()),
                ("total", 17u64.into()),
            ];
            let text = i18n::tr(Lang::Cs, id, &args);
            assert!(text.contains(word), "{id} {n}: {text}");
        }
    }
}

/// Every word a view shows, each with where it is ("title", "button", ...), and the
/// verbs its buttons and menus carry.
fn shown(view: &View) -> (Vec<(&'static str, String)>, Vec<String>) {
    let mut words = vec![
        ("title", view.title.clone()),
        ("content", view.content.clone()),
        ("description", view.description.clone()),
        ("footer", view.footer.clone()),
    ];
    let mut verbs = Vec::new();
    for field in &view.fields {
        words.push(("field name", field.name.clone()));
        words.push(("field", field.value.clone()));
    }
    for row in &view.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons {
                    words.push(("button", b.label.clone()));
                    verbs.push(b.verb.clone());
                }
            }
            Row::Select(select) => {
                words.push(("placeholder", select.placeholder.clone()));
                for o in &select.options {
                    words.push(("option", o.label.clone()));
                    words.extend(o.description.clone().map(|d| ("option description", d)));
                    verbs.push(o.verb.clone());
                }
            }
        }
    }
    words.retain(|(_, w)| !w.is_empty());
    (words, verbs)
}

/// The career screens a reader sees: the career, the shop, the deck with a card picked
/// to take out, and the question before a purchase.
fn career_screens(lang: Lang) -> Vec<View> {
    let data = CareerData::builtin().unwrap();
    let mut career = Career::new(&data).unwrap();
    // Some credits and a match of each kind, so counts and menus have something to say.
    career.credits = 2_000;
    career.wins = 1;
    career.losses = 3;
    career.rung = 1;
    vec![
        career_view(&career, &data, lang),
        shop_view(&career, &data, lang),
        deck_view(&career, Some(0), lang),
        confirm_screen(SideCard::Double, 500, career.credits, lang),
    ]
}

/// The English words of the career screens, none of which may reach a Czech or a
/// Chinese reader (proper names and card values aside).
const CAREER_ENGLISH: [&str; 40] = [
    "credit",
    "credits",
    "win",
    "wins",
    "loss",
    "losses",
    "next",
    "opponent",
    "beaten",
    "locked",
    "ladder",
    "collection",
    "side",
    "deck",
    "play",
    "shop",
    "edit",
    "career",
    "take",
    "taking",
    "took",
    "out",
    "put",
    "you",
    "own",
    "buy",
    "bought",
    "ten",
    "cards",
    "confirm",
    "cancel",
    "double",
    "instead",
    "have",
    "for",
    "and",
    "the",
    "in",
    "your",
    "flip",
];

/// A Pazaak career screen built for a Czech or a Chinese reader has no English label,
/// title, text or menu option: every word differs from the English screen's, none holds
/// an English word of those screens, and the buttons and menus carry the same verbs.
#[test]
fn pazaak_career_screens_speak_czech_and_chinese() {
    let english = career_screens(Lang::EnUs);
    let (english_words, _) = shown(&english[0]);
    assert!(
        english_words
            .iter()
            .any(|(_, w)| w.contains("credits") && w.contains("1 win · 3 losses")),
        "{english_words:?}"
    );
    for lang in [Lang::Cs, Lang::ZhCn] {
        let screens = career_screens(lang);
        let mut checked = 0;
        for (mine, theirs) in screens.iter().zip(&english) {
            let (words, verbs) = shown(mine);
            let (english_words, english_verbs) = shown(theirs);
            assert_eq!(verbs, english_verbs, "{}: custom_ids change", lang.code());
            assert_eq!(words.len(), english_words.len());
            for ((kind, word), (_, english)) in words.iter().zip(&english_words) {
                // Proper names and numbers may stay; a sentence or label may not.
                if english.chars().any(|c| c.is_ascii_lowercase()) {
                    assert_ne!(word, english, "{} {kind} is English", lang.code());
                }
                let lower = word.to_lowercase();
                for token in lower.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        !CAREER_ENGLISH.contains(&token),
                        "{} {kind} {word:?} holds English {token:?}",
                        lang.code()
                    );
                }
                checked += 1;
            }
        }
        assert!(checked > 60, "only {checked} words checked");
        let all: String = screens
            .iter()
            .flat_map(|v| shown(v).0)
            .map(|(_, w)| w)
            .collect::<Vec<_>>()
            .join("\n");
        match lang {
            Lang::Cs => {
                assert!(all.contains("2000 kreditů"), "{all}");
                assert!(all.contains("1 výhra · 3 prohry"), "{all}");
                assert!(all.contains("Dvojnásobek"), "{all}");
                assert!(all.contains("Kudo, přístavní dělník — ✅ hotovo"), "{all}");
            }
            _ => {
                assert!(all.contains("1 胜 · 3 负"), "{all}");
                assert!(all.contains("翻倍"), "{all}");
                assert!(all.contains("下一个对手"), "{all}");
            }
        }
    }
}

/// The career screens fit Discord's limits in every language.
#[test]
fn pazaak_career_screens_fit_discord_in_every_language() {
    for lang in Lang::ALL {
        for view in career_screens(lang) {
            for (kind, word) in shown(&view).0 {
                let limit = match kind {
                    "button" => 80,
                    "option" | "option description" | "placeholder" => 100,
                    "title" | "field name" => 256,
                    "field" => 1024,
                    _ => 2000,
                };
                let length = word.chars().count();
                assert!(length <= limit, "{} {kind} {word:?}", lang.code());
            }
        }
    }
}

/// Every opponent of the built-in ladder has a name and an introduction in every
/// language, the English ones as the career data writes them, and every name fits the
/// 32 characters a seat's name may have.
#[test]
fn every_career_opponent_is_named_in_every_language() {
    let data = CareerData::builtin().unwrap();
    assert!(data.ladder.len() >= 6);
    for opponent in &data.ladder {
        assert_eq!(opponent_name(opponent, Lang::EnUs), opponent.name);
        assert_eq!(opponent_intro(opponent, Lang::EnUs), opponent.intro);
        for lang in Lang::translated() {
            let id = format!("pazaak-opponent-{}", opponent.id);
            assert!(i18n::texts().has(lang, &id), "{} lacks {id}", lang.code());
            assert!(i18n::texts().has(lang, &format!("{id}-intro")));
            assert_ne!(
                opponent_intro(opponent, lang),
                opponent.intro,
                "{} {id}",
                lang.code()
            );
            assert!(opponent_name(opponent, lang).chars().count() <= 32);
        }
    }
    // An opponent the texts do not know keeps the data's words.
    let mut stranger = data.ladder[0].clone();
    stranger.id = "stranger".into();
    stranger.name = "Stranger".into();
    assert_eq!(opponent_name(&stranger, Lang::Cs), "Stranger");
}

/// `/klondike move` suggestions read in the typist's language, with the same values
/// (pile numbers) in the same order as in English.
#[test]
fn klondike_autocomplete_names_read_in_portuguese() {
    use cantina::screens::klondike::session::Solitaire;
    use cantina::screens::klondike::settings::Settings;
    use cantina::screens::klondike::KlondikeScreen;
    use cantina::table::hosting::{Hosting, Match};
    let mut engine = Solitaire::new(Settings::default(), 4242, 0);
    engine.verdicts.clear();
    let game = Match::<KlondikeScreen> {
        engine,
        names: vec!["ana".into()],
        forfeited: None,
    };
    for option in ["from", "to"] {
        let english = KlondikeScreen::suggest(&game, 0, "move", option, "", Lang::EnUs);
        let portuguese = KlondikeScreen::suggest(&game, 0, "move", option, "", Lang::PtBr);
        assert!(!english.is_empty());
        let values = |s: &[(String, i64)]| s.iter().map(|(_, v)| *v).collect::<Vec<_>>();
        assert_eq!(values(&portuguese), values(&english), "{option}");
        for ((pt, _), (en, _)) in portuguese.iter().zip(&english) {
            assert!(pt.chars().count() <= 100, "{pt}");
            if en.contains(char::is_alphabetic) && en.contains(' ') {
                assert_ne!(pt, en, "not translated");
            }
        }
    }
    let stock = KlondikeScreen::suggest(&game, 0, "move", "from", "8", Lang::PtBr);
    assert_eq!(stock.len(), 1);
    assert_eq!(stock[0].1, 8);
    assert_eq!(
        stock[0].0,
        i18n::tr(
            Lang::PtBr,
            "klondike-move-turn",
            &[("from", 8.into()), ("to", 9.into())]
        )
    );
    assert!(stock[0].0.contains("virar"), "{}", stock[0].0);
}

/// A card refused for not matching the pile names the top card in the player's
/// language, a Wild with the colour it named too.
#[test]
fn an_uno_card_that_does_not_match_is_refused_in_the_players_words() {
    use cantina::games::uno::{Action, Card, Color, Parts, UnoGame};
    use cantina::screens::uno::refusals::play_error;
    let card = |code: &str| Card::from_code(code).unwrap();
    let mut game = UnoGame::from_parts(Parts::new(
        vec![vec![card("G1")], vec![card("R1")]],
        card("R9"),
    ))
    .unwrap();
    let error = game.act(0, &Action::play(card("G1"))).unwrap_err();
    let refusal = play_error(&error, &game);
    assert_eq!(refusal.in_lang(Lang::EnUs), "Green 1 does not match Red 9.");
    let czech = refusal.in_lang(Lang::Cs);
    assert!(
        czech.contains("červená 9") && czech.contains("zelená 1"),
        "{czech}"
    );
    assert!(!czech.contains("Red"), "{czech}");
    let portuguese = refusal.in_lang(Lang::PtBr);
    assert!(portuguese.contains("9 vermelho"), "{portuguese}");
    // A Wild on top, with the colour named.
    let mut parts = Parts::new(vec![vec![card("G1")], vec![card("R1")]], card("W"));
    parts.color = Color::Blue;
    let mut game = UnoGame::from_parts(parts).unwrap();
    let error = game.act(0, &Action::play(card("G1"))).unwrap_err();
    let refusal = play_error(&error, &game);
    assert_eq!(
        refusal.in_lang(Lang::EnUs),
        "Green 1 does not match Wild (Blue)."
    );
    let chinese = refusal.in_lang(Lang::ZhCn);
    assert!(
        chinese.contains("变色（蓝") && !chinese.contains("Wild"),
        "{chinese}"
    );
}

/// The Oril picture's caption (and its text version) tells the last move in the
/// table's language.
#[test]
fn the_oril_last_move_reads_in_the_tables_language() {
    use cantina::render::oril::{board_text_in, BoardScene, LastSowing, PlayerTag, NORTH, SOUTH};
    let tag = |name: &str| PlayerTag {
        name: name.into(),
        ..PlayerTag::default()
    };
    let scene = BoardScene {
        players: [tag("Ana"), tag("Bo")],
        houses: [[4; 6]; 2],
        last_move: Some(LastSowing {
            player: SOUTH,
            house: 3,
            sown: 5,
            last: Some((NORTH, 2)),
            captured: vec![(NORTH, 1), (NORTH, 2)],
            stones_captured: 4,
        }),
        rules: "Oril".into(),
        ..BoardScene::default()
    };
    let english = board_text_in(&scene, Lang::EnUs);
    assert!(
        english.contains(
            "Ana sowed house 3 (5 stones), last stone in Bo's 2, captured 4 from 2 houses"
        ),
        "{english}"
    );
    let expected = [
        (Lang::PtBr, "Ana semeou a casa 3 (5 pedras), última pedra na casa 2 de Bo, capturou 4 pedras de 2 casas"),
        (Lang::ZhCn, "Ana 从第 3 坑播子（5 子），最后一子落在 Bo 的第 2 坑，从 2 个坑吃了 4 子"),
        (Lang::Cs, "Ana rozsévá jamku 3 (5 kamenů), poslední kámen v jamce 2 hráče Bo, zajímá 4 kameny z 2 jamek"),
    ];
    for (lang, words) in expected {
        let text = board_text_in(&scene, lang);
        assert!(text.contains(words), "{}: {text}", lang.code());
        assert!(
            !text.contains("sowed") && !text.contains("last stone"),
            "{text}"
        );
    }
    // The last stone in the sower's own house.
    let mut own = scene.clone();
    own.last_move.as_mut().unwrap().last = Some((SOUTH, 6));
    own.last_move.as_mut().unwrap().stones_captured = 0;
    assert!(board_text_in(&own, Lang::EnUs)
        .contains("Ana sowed house 3 (5 stones), last stone in their own 6"));
    assert!(board_text_in(&own, Lang::PtBr).contains("última pedra na própria casa 6"));
}

/// The CLDR plural category of the whole number `n` in `lang` (integers only: Cantina
/// counts cards, stones, wins and points). Portuguese puts 0 with 1; Czech puts 2-4 in
/// `few`; Chinese has `other` only.
fn plural_category(lang: Lang, n: i64) -> &'static str {
    match lang {
        Lang::EnUs => match n {
            1 => "one",
            _ => "other",
        },
        Lang::PtBr => match n {
            0 | 1 => "one",
            _ => "other",
        },
        Lang::Cs => match n {
            1 => "one",
            2..=4 => "few",
            _ => "other",
        },
        Lang::ZhCn => "other",
    }
}

/// The counts every message is formatted with.
const COUNTS: [i64; 5] = [0, 1, 2, 5, 21];

/// Counts whose words do not change with the number in a language, though the English
/// ones do: Czech "{ $redeals }krát" (0krát, 1krát, 3krát, 5krát).
const SAME_FOR_EVERY_COUNT: [(Lang, &str, &str); 1] =
    [(Lang::Cs, "klondike-bad-redeals", "redeals")];

/// The plural categories a selector may name besides `other`.
const PLURAL_KEYS: [&str; 5] = ["zero", "one", "two", "few", "many"];

type Ast<'s> = fluent_syntax::ast::Resource<&'s str>;
type Pattern<'s> = fluent_syntax::ast::Pattern<&'s str>;
type Variant<'s> = fluent_syntax::ast::Variant<&'s str>;

/// Every language's resources parsed, as (language, [(file, resource)]).
fn parsed() -> Vec<(Lang, Vec<(&'static str, Ast<'static>)>)> {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let files = sources(lang)
                .iter()
                .map(|(file, text)| (*file, fluent_syntax::parser::parse(*text).expect("parses")))
                .collect();
            (lang, files)
        })
        .collect()
}

/// The messages of a language's resources: (id, value).
fn values<'a, 's>(files: &'a [(&'static str, Ast<'s>)]) -> Vec<(&'s str, &'a Pattern<'s>)> {
    let mut out = Vec::new();
    for (_, resource) in files {
        for entry in &resource.body {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                if let Some(value) = &message.value {
                    out.push((message.id.name, value));
                }
            }
        }
    }
    out
}

/// The variable a selector reads (`$n` or `NUMBER($n)`).
fn selector_variable<'s>(
    selector: &fluent_syntax::ast::InlineExpression<&'s str>,
) -> Option<&'s str> {
    use fluent_syntax::ast::InlineExpression;
    match selector {
        InlineExpression::VariableReference { id } => Some(id.name),
        InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
            arguments.positional.first().and_then(selector_variable)
        }
        _ => None,
    }
}

/// Whether a selector's variants name plural categories (it counts something).
fn counts_with(variants: &[Variant<'_>]) -> bool {
    variants.iter().any(|v| {
        matches!(v.key, fluent_syntax::ast::VariantKey::Identifier { name } if PLURAL_KEYS.contains(&name))
    })
}

/// Whether a selector has a variant for an exact number (`[1]`).
fn numbered(variants: &[Variant<'_>]) -> bool {
    variants
        .iter()
        .any(|v| matches!(v.key, fluent_syntax::ast::VariantKey::NumberLiteral { .. }))
}

/// One element of a pattern as the walk sees it.
enum Seen<'a, 's> {
    /// A selector on `$var` with its variants.
    Select(&'s str, &'a [Variant<'s>]),
    /// `{ $var }` placed outside any selector on it, with the text that follows it.
    Placed(&'s str, String),
}

/// Every selector and every placed variable of a pattern, in every variant.
fn walk_pattern<'a, 's>(
    pattern: &'a Pattern<'s>,
    inside: &mut Vec<&'s str>,
    out: &mut Vec<Seen<'a, 's>>,
) {
    use fluent_syntax::ast::PatternElement;
    for (i, element) in pattern.elements.iter().enumerate() {
        if let PatternElement::Placeable { expression } = element {
            let next = match pattern.elements.get(i + 1) {
                Some(PatternElement::TextElement { value }) => value.to_string(),
                _ => String::new(),
            };
            walk_expression(expression, &next, inside, out);
        }
    }
}

fn walk_expression<'a, 's>(
    expression: &'a fluent_syntax::ast::Expression<&'s str>,
    next: &str,
    inside: &mut Vec<&'s str>,
    out: &mut Vec<Seen<'a, 's>>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression};
    match expression {
        Expression::Select { selector, variants } => {
            let var = selector_variable(selector);
            if let Some(var) = var {
                out.push(Seen::Select(var, variants));
                inside.push(var);
            }
            for variant in variants {
                walk_pattern(&variant.value, inside, out);
            }
            if var.is_some() {
                inside.pop();
            }
        }
        Expression::Inline(InlineExpression::VariableReference { id })
            if !inside.contains(&id.name) =>
        {
            out.push(Seen::Placed(id.name, next.to_string()));
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            walk_expression(expression, next, inside, out)
        }
        _ => {}
    }
}

/// The variant Fluent chooses for the whole number `n` in `lang`: an exact number
/// first, then the plural category, then the default.
fn chosen<'a, 's>(lang: Lang, variants: &'a [Variant<'s>], n: i64) -> &'a Variant<'s> {
    use fluent_syntax::ast::VariantKey;
    let category = plural_category(lang, n);
    variants
        .iter()
        .find(|v| matches!(v.key, VariantKey::NumberLiteral { value } if value.parse::<i64>() == Ok(n)))
        .or_else(|| {
            variants
                .iter()
                .find(|v| matches!(v.key, VariantKey::Identifier { name } if name == category))
        })
        .or_else(|| variants.iter().find(|v| v.default))
        .expect("a select has a default variant")
}

fn key_name(variant: &Variant<'_>) -> String {
    match variant.key {
        fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
        fluent_syntax::ast::VariantKey::NumberLiteral { value } => value.to_string(),
    }
}

/// Whether the text right after a bare count (its first two words) holds a word that
/// changes with the count in `lang` (a noun, or an adjective that agrees with one):
/// such a count needs a selector. Chinese words do not change.
fn changes_with_count(lang: Lang, next: &str) -> bool {
    let words: &[&str] = match lang {
        Lang::EnUs => &[
            "card", "cards", "point", "points", "stone", "stones", "move", "moves", "win", "wins",
            "game", "games", "house", "houses", "credit", "credits", "hour", "hours", "table",
            "tables", "redeal", "redeals", "result", "results", "undo", "undos",
        ],
        Lang::PtBr => &[
            "carta",
            "cartas",
            "ponto",
            "pontos",
            "pedra",
            "pedras",
            "jogada",
            "jogadas",
            "vitória",
            "vitórias",
            "partida",
            "partidas",
            "casa",
            "casas",
            "crédito",
            "créditos",
            "derrota",
            "derrotas",
            "empate",
            "empates",
            "mesa",
            "mesas",
            "hora",
            "horas",
            "jogável",
            "jogáveis",
            "capturada",
            "capturadas",
            "resultado",
            "resultados",
            "desfeita",
            "desfeitas",
            "lugar",
            "lugares",
        ],
        Lang::Cs => &[
            "karta",
            "karty",
            "karet",
            "kartu",
            "bod",
            "body",
            "bodů",
            "kámen",
            "kameny",
            "kamenů",
            "tah",
            "tahy",
            "tahů",
            "jamka",
            "jamky",
            "jamek",
            "hra",
            "hry",
            "her",
            "výhra",
            "výhry",
            "výher",
            "kredit",
            "kredity",
            "kreditů",
            "místo",
            "místa",
            "míst",
            "stůl",
            "stoly",
            "stolů",
            "hodina",
            "hodiny",
            "hodin",
            "hodinu",
            "remíza",
            "remízy",
            "remíz",
            "prohra",
            "prohry",
            "proher",
            "kolo",
            "kola",
            "kol",
            "další",
            "dalších",
            "hratelná",
            "hratelné",
            "hratelných",
            "zajatý",
            "zajaté",
            "zajatých",
        ],
        Lang::ZhCn => return false,
    };
    if !next.starts_with(' ') {
        return false;
    }
    // The first two words, up to a separator ("·", ":", a parenthesis).
    next.split_whitespace()
        .take(2)
        .take_while(|w| w.chars().next().is_some_and(char::is_alphabetic))
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .any(|w| words.contains(&w.as_str()))
}

/// Every message of every language formatted with each count argument at 0, 1, 2, 5
/// and 21 formats without error and chooses the form its language needs: in pt-BR 0
/// never takes a singular variant, in cs 2-4 take `few`, Chinese has no variant that
/// can never be chosen, and a count whose noun changes (in English or in the language)
/// always goes through a selector.
#[test]
fn every_count_takes_its_languages_plural_form() {
    // The categories above are the ones the Fluent bundles use.
    for lang in Lang::ALL {
        let probe = "# Probe.\nprobe = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n";
        let files: &[(&str, &str)] = &[("probe.ftl", probe)];
        let texts = Texts::from_sources(&[(Lang::EnUs, files), (lang, files)]);
        for n in COUNTS.into_iter().chain(3..=4) {
            assert_eq!(
                texts.tr(lang, "probe", &[("n", n.into())]),
                plural_category(lang, n),
                "{} {n}",
                lang.code()
            );
        }
    }
    let parsed = parsed();
    // The count variables: those some language chooses a plural form by.
    let mut counts = BTreeSet::new();
    for (_, files) in &parsed {
        for (_, pattern) in values(files) {
            let mut seen = Vec::new();
            walk_pattern(pattern, &mut Vec::new(), &mut seen);
            for s in seen {
                if let Seen::Select(var, variants) = s {
                    if counts_with(variants) {
                        counts.insert(var.to_string());
                    }
                }
            }
        }
    }
    assert!(counts.len() > 15, "only {counts:?}");
    // The counts English chooses a form by, per message: its noun changes, so the
    // Portuguese and Czech nouns change too.
    let mut english_counts: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (id, pattern) in values(&parsed[0].1) {
        let mut seen = Vec::new();
        walk_pattern(pattern, &mut Vec::new(), &mut seen);
        for s in seen {
            if let Seen::Select(var, variants) = s {
                if counts.contains(var) && (counts_with(variants) || numbered(variants)) {
                    english_counts
                        .entry(id.to_string())
                        .or_default()
                        .insert(var.to_string());
                }
            }
        }
    }
    let mut wrong = Vec::new();
    let mut formatted = 0;
    for (lang, files) in &parsed {
        let lang = *lang;
        for (id, pattern) in values(files) {
            let mut seen = Vec::new();
            walk_pattern(pattern, &mut Vec::new(), &mut seen);
            let mut selected = BTreeSet::new();
            for s in &seen {
                match s {
                    Seen::Select(var, variants) if counts.contains(*var) => {
                        if counts_with(variants) || numbered(variants) {
                            selected.insert(var.to_string());
                        }
                        let has = |key: &str| variants.iter().any(|v| key_name(v) == key);
                        for n in COUNTS {
                            let key = key_name(chosen(lang, variants, n));
                            match lang {
                                Lang::PtBr if n == 0 && key == "one" => wrong.push(format!(
                                    "pt-BR {id}: ${var} = 0 takes the singular [one]"
                                )),
                                Lang::Cs if n == 2 && has("one") && key != "few" && key != "2" => {
                                    wrong.push(format!(
                                        "cs {id}: ${var} = 2 takes [{key}], not [few]"
                                    ))
                                }
                                _ => {}
                            }
                        }
                        if lang == Lang::ZhCn {
                            for v in variants.iter() {
                                let key = key_name(v);
                                if PLURAL_KEYS.contains(&key.as_str()) {
                                    wrong.push(format!(
                                        "zh-CN {id}: [{key}] of ${var} is never chosen"
                                    ));
                                }
                            }
                        }
                    }
                    Seen::Placed(var, next)
                        if counts.contains(*var) && changes_with_count(lang, next) =>
                    {
                        wrong.push(format!(
                            "{} {id}: {{ ${var} }}{next:?} counts without a selector",
                            lang.code()
                        ))
                    }
                    _ => {}
                }
            }
            if lang != Lang::ZhCn {
                for var in english_counts.get(id).into_iter().flatten() {
                    if !selected.contains(var)
                        && !SAME_FOR_EVERY_COUNT.contains(&(lang, id, var.as_str()))
                    {
                        wrong.push(format!(
                            "{} {id}: English chooses a form by ${var}, this language does not",
                            lang.code()
                        ));
                    }
                }
            }
            // Formatted for real, each count at each value.
            let mut vars = BTreeSet::new();
            walk_vars(pattern, &mut vars);
            for var in vars.iter().filter(|v| counts.contains(**v)) {
                for n in COUNTS {
                    let args: Vec<(&str, fluent_bundle::FluentValue<'_>)> = vars
                        .iter()
                        .map(|v| {
                            let value = if v == var {
                                n.into()
                            } else if counts.contains(*v) {
                                5.into()
                            } else {
                                "Ana".into()
                            };
                            (*v, value)
                        })
                        .collect();
                    if i18n::get(lang, id, &args).is_none() {
                        wrong.push(format!(
                            "{} {id}: does not format with ${var} = {n}",
                            lang.code()
                        ));
                    }
                    formatted += 1;
                }
            }
        }
    }
    assert!(formatted > 500, "only {formatted} messages formatted");
    assert!(
        wrong.is_empty(),
        "{} wrong counts:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The variables a pattern reads anywhere.
fn walk_vars<'s>(pattern: &Pattern<'s>, vars: &mut BTreeSet<&'s str>) {
    let mut seen = Vec::new();
    walk_pattern(pattern, &mut Vec::new(), &mut seen);
    for s in seen {
        match s {
            Seen::Select(var, _) | Seen::Placed(var, _) => {
                vars.insert(var);
            }
        }
    }
}

/// Where the English `label` stands as words of its own in `text`.
fn holds_words(text: &str, label: &str) -> bool {
    text.match_indices(label).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + label.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// A translated message names a button by its label in that language and a command by
/// its localized name: no English button label ("Join", "Undo", "Propose end") and no
/// English command example (`/klondike start`) reaches a pt-BR, zh-CN or cs reader.
#[test]
fn translated_messages_name_buttons_and_commands_in_their_own_language() {
    let english: BTreeMap<String, BTreeSet<String>> =
        messages(&sources(Lang::EnUs)).into_iter().collect();
    let filled = |lang: Lang, id: &str| {
        let args: Vec<(&str, fluent_bundle::FluentValue<'_>)> = english[id]
            .iter()
            .map(|v| (v.as_str(), "Ana".into()))
            .collect();
        i18n::tr(lang, id, &args)
    };
    let command = Regex::new(r"`/([^\s`]+)(?: ([^\s`:]+))?").unwrap();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for lang in Lang::translated() {
        // The English labels and command names this language writes otherwise.
        let labels: Vec<(String, String)> = english
            .keys()
            .filter(|id| is_label(id))
            .map(|id| (id.clone(), filled(Lang::EnUs, id)))
            .filter(|(id, words)| {
                words.chars().filter(|c| c.is_alphabetic()).count() >= 3
                    && filled(lang, id) != *words
            })
            .collect();
        let names: BTreeSet<String> = english
            .keys()
            .filter(|id| id.starts_with("cmd-") && id.ends_with("-name"))
            .filter(|id| filled(lang, id) != filled(Lang::EnUs, id))
            .map(|id| filled(Lang::EnUs, id))
            .collect();
        assert!(labels.len() > 30 && names.len() > 30, "{}", lang.code());
        for id in english.keys() {
            if is_label(id) || id.starts_with("cmd-") {
                continue;
            }
            let text = filled(lang, id);
            for (label_id, label) in &labels {
                if holds_words(&text, label) {
                    wrong.push(format!(
                        "{} {id}: English label {label:?} ({label_id})",
                        lang.code()
                    ));
                }
            }
            for found in command.captures_iter(&text) {
                let english_part = [found.get(1), found.get(2)]
                    .into_iter()
                    .flatten()
                    .any(|m| names.contains(m.as_str()));
                if english_part {
                    wrong.push(format!(
                        "{} {id}: English command {:?}",
                        lang.code(),
                        &found[0]
                    ));
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} messages checked");
    assert!(
        wrong.is_empty(),
        "{} English words:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
