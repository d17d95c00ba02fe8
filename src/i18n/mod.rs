//! Text in the reader's language. Every sentence this module knows is a Fluent message
//! under `data/locales/<lang>/*.ftl`, embedded in the binary: the platform's files here,
//! each game's brought by the game through the catalog. They are parsed once per set of
//! games (in practice once). A message a language lacks (or cannot format) is taken
//! from English, message by message, so a reader always gets words, never an empty
//! string or a message id.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, Once, PoisonError, RwLock};

pub mod escape;
mod text;
pub use text::{Arg, Text};

/// A language the bot speaks. Stored (a table's language, a private view's reader) as
/// its Discord tag; a tag this build does not speak reads as English.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(into = "String", from = "String")]
pub enum Lang {
    #[default]
    EnUs,
    PtBr,
    ZhCn,
    Cs,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 4] = [Lang::EnUs, Lang::PtBr, Lang::ZhCn, Lang::Cs];

    /// The language's tag, as Discord spells its locale.
    pub fn code(self) -> &'static str {
        match self {
            Lang::EnUs => "en-US",
            Lang::PtBr => "pt-BR",
            Lang::ZhCn => "zh-CN",
            Lang::Cs => "cs",
        }
    }

    /// The language for a Discord locale (`en-US`, `pt-BR`, `zh-CN`, `cs`, ...). Any
    /// locale the bot does not speak reads English; `zh-TW` (Traditional Chinese) too,
    /// since a reader of Traditional characters is better served by English than by
    /// Simplified ones chosen for them.
    pub fn from_discord(locale: &str) -> Lang {
        let locale = locale.trim();
        let lower = locale.to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "pt" if lower == "pt-br" || lower == "pt" => Lang::PtBr,
            "zh" if lower == "zh-cn" || lower == "zh" || lower == "zh-hans" => Lang::ZhCn,
            "cs" => Lang::Cs,
            _ => Lang::EnUs,
        }
    }

    /// The language's own name for itself (`Português (Brasil)`), as a language menu
    /// lists it: a reader finds their language by its own name, whatever the menu's.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::EnUs => "English",
            Lang::PtBr => "Português (Brasil)",
            Lang::ZhCn => "中文（简体）",
            Lang::Cs => "Čeština",
        }
    }

    /// The language whose tag is exactly `code` (as [`Lang::code`] writes it).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The languages that are not the fallback (those Discord gets as localizations).
    pub fn translated() -> impl Iterator<Item = Lang> {
        Lang::ALL.into_iter().filter(|l| *l != Lang::EnUs)
    }
}

impl From<Lang> for String {
    fn from(lang: Lang) -> String {
        lang.code().to_string()
    }
}

impl From<String> for Lang {
    fn from(code: String) -> Lang {
        Lang::from_discord(&code)
    }
}

/// The resources of one language: (file name, text).
pub type Sources = Vec<(&'static str, &'static str)>;

/// Fluent files, each with its language: (language, file name, text). The platform's
/// own are [`PLATFORM`]; a game brings its own through the catalog, which installs them
/// ([`install`]), so this module names no game.
pub type Resources = &'static [(Lang, &'static str, &'static str)];

/// The files `data/locales/<lang>/<file>` of every language, embedded in the binary.
#[macro_export]
macro_rules! locales {
    ($($file:literal),+ $(,)?) => {
        &[$(
            $crate::locales!(@one EnUs, "en-US", $file),
            $crate::locales!(@one PtBr, "pt-BR", $file),
            $crate::locales!(@one ZhCn, "zh-CN", $file),
            $crate::locales!(@one Cs, "cs", $file),
        )+]
    };
    (@one $lang:ident, $code:literal, $file:literal) => {
        (
            $crate::i18n::Lang::$lang,
            $file,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/locales/", $code, "/", $file)),
        )
    };
}

/// The platform's own words: notices, commands, `/help`, tables, statistics.
pub const PLATFORM: Resources = locales!(
    "notices.ftl",
    "commands.ftl",
    "help.ftl",
    "table.ftl",
    "stats.ftl",
    "anywhere.ftl",
    "web.ftl",
);

/// The games' files installed so far, in order.
static INSTALLED: Mutex<Vec<Resources>> = Mutex::new(Vec::new());
/// How many entries [`INSTALLED`] has: the texts are rebuilt when it grows.
static INSTALLED_COUNT: AtomicUsize = AtomicUsize::new(0);
/// The texts built last, with the count of installed resources they hold.
static CURRENT: RwLock<Option<(usize, &'static Texts)>> = RwLock::new(None);
/// Whether the bot's own games are installed (see [`install_built_in`]).
static BUILT_IN: Once = Once::new();

/// Add a game's files to the bot's texts; files already there (the same game in
/// another catalog) add nothing.
pub fn install(resources: Resources) {
    let mut installed = INSTALLED.lock().unwrap_or_else(PoisonError::into_inner);
    let known = |lang: Lang, file: &str| {
        installed
            .iter()
            .flat_map(|r| r.iter())
            .any(|(l, f, _)| *l == lang && *f == file)
    };
    if resources.iter().all(|(lang, file, _)| known(*lang, file)) {
        return;
    }
    installed.push(resources);
    INSTALLED_COUNT.store(installed.len(), Ordering::Release);
}

/// The bot's own games are installed before the first message is formatted or the
/// first file listed, so a game's words read the same whether or not a catalog was
/// built yet (a test or a tool may format one first). Other games (a test's) install
/// theirs when their catalog is made.
fn install_built_in() {
    BUILT_IN.call_once(|| {
        crate::app::default_catalog();
    });
}

/// The files of `lang`: the platform's, then every installed game's.
pub fn sources(lang: Lang) -> Sources {
    install_built_in();
    let installed = INSTALLED.lock().unwrap_or_else(PoisonError::into_inner);
    PLATFORM
        .iter()
        .chain(installed.iter().flat_map(|r| r.iter()))
        .filter(|(l, _, _)| *l == lang)
        .map(|(_, file, text)| (*file, *text))
        .collect()
}

/// Shown when not even English has a message (a bug the tests catch first).
const NO_TEXT: &str = "(text unavailable)";

/// One language's parsed messages.
struct Language {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// The ids of its messages.
    ids: BTreeSet<String>,
}

/// The bundles of every language, English first.
pub struct Texts {
    languages: Vec<Language>,
    /// Syntax errors found while parsing, as (language, file, error).
    errors: Vec<(Lang, String, String)>,
}

impl Texts {
    /// Bundles from `(language, [(file, text)])`; English must be among them to be the
    /// fallback. A file with syntax errors keeps the messages that parsed.
    pub fn from_sources(sources: &[(Lang, &[(&str, &str)])]) -> Texts {
        let mut errors = Vec::new();
        let languages = sources
            .iter()
            .map(|(lang, files)| {
                let langid: unic_langid::LanguageIdentifier =
                    lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![langid]);
                // Discord shows Unicode isolation marks as stray characters.
                bundle.set_use_isolating(false);
                for (file, text) in files.iter() {
                    let resource = match FluentResource::try_new(text.to_string()) {
                        Ok(resource) => resource,
                        Err((resource, errs)) => {
                            for err in errs {
                                errors.push((*lang, file.to_string(), format!("{err:?}")));
                            }
                            resource
                        }
                    };
                    if let Err(errs) = bundle.add_resource(resource) {
                        for err in errs {
                            errors.push((*lang, file.to_string(), format!("{err:?}")));
                        }
                    }
                }
                Language {
                    lang: *lang,
                    bundle,
                    ids: message_ids(files),
                }
            })
            .collect();
        Texts { languages, errors }
    }

    /// The bot's own texts: the platform's files and every installed game's.
    fn installed() -> Texts {
        let sources: Vec<(Lang, Sources)> = Lang::ALL.iter().map(|l| (*l, sources(*l))).collect();
        let borrowed: Vec<(Lang, &[(&str, &str)])> = sources
            .iter()
            .map(|(l, files)| (*l, files.as_slice()))
            .collect();
        Texts::from_sources(&borrowed)
    }

    fn language(&self, lang: Lang) -> Option<&Language> {
        self.languages.iter().find(|l| l.lang == lang)
    }

    /// The message `id` in `lang`, with `args`; English when `lang` lacks it or cannot
    /// format it. Never empty, never the id.
    pub fn tr(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fa = FluentArgs::new();
            for (name, value) in args {
                fa.set(*name, value.clone());
            }
            fa
        });
        let mut english_attempt = None;
        for candidate in [lang, Lang::EnUs] {
            let Some(language) = self.language(candidate) else {
                continue;
            };
            let Some(pattern) = language.bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = language
                .bundle
                .format_pattern(pattern, fluent_args.as_ref(), &mut errors)
                .into_owned();
            if errors.is_empty() && !text.trim().is_empty() {
                return text;
            }
            tracing::warn!(
                lang = candidate.code(),
                id,
                ?errors,
                "message not formatted"
            );
            if candidate == Lang::EnUs && !text.trim().is_empty() {
                english_attempt = Some(text);
            }
        }
        english_attempt.unwrap_or_else(|| NO_TEXT.to_string())
    }

    /// The message `id` in `lang` only (no fallback to English), when `lang` has it and
    /// it formats without error.
    pub fn get(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let language = self.language(lang)?;
        let pattern = language.bundle.get_message(id)?.value()?;
        let mut fa = FluentArgs::new();
        for (name, value) in args {
            fa.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = language
            .bundle
            .format_pattern(pattern, Some(&fa), &mut errors)
            .into_owned();
        (errors.is_empty() && !text.trim().is_empty()).then_some(text)
    }

    /// The message `id` in `lang` only (no fallback), if it has one.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.language(lang)
            .and_then(|l| l.bundle.get_message(id))
            .is_some_and(|m| m.value().is_some())
    }

    /// The syntax errors found while parsing: (language, file, error).
    pub fn errors(&self) -> &[(Lang, String, String)] {
        &self.errors
    }

    /// Messages English has and a language lacks: (language, id).
    pub fn missing(&self) -> Vec<(Lang, String)> {
        let Some(english) = self.language(Lang::EnUs) else {
            return Vec::new();
        };
        let mut missing = Vec::new();
        for language in &self.languages {
            for id in &english.ids {
                if !self.has(language.lang, id) {
                    missing.push((language.lang, id.clone()));
                }
            }
        }
        missing
    }
}

/// The ids of the messages in a language's resources.
pub fn message_ids(files: &[(&str, &str)]) -> BTreeSet<String> {
    messages(files).into_iter().map(|(id, _)| id).collect()
}

/// Each message of a language's resources with the variables (`$name`) it uses.
pub fn messages(files: &[(&str, &str)]) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    for (_, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut vars);
                }
                out.push((message.id.name.to_string(), vars));
            }
        }
    }
    out
}

fn pattern_variables(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, vars),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, vars);
            }
            for arg in &arguments.named {
                inline_variables(&arg.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        _ => {}
    }
}

/// The bot's texts, parsed on first use and again when a game installs new files (a
/// few times in a process's life: each build is kept, as callers hold it).
pub fn texts() -> &'static Texts {
    install_built_in();
    let count = INSTALLED_COUNT.load(Ordering::Acquire);
    if let Some((built, texts)) = *CURRENT.read().unwrap_or_else(PoisonError::into_inner) {
        if built == count {
            return texts;
        }
    }
    let mut current = CURRENT.write().unwrap_or_else(PoisonError::into_inner);
    let count = INSTALLED_COUNT.load(Ordering::Acquire);
    match *current {
        Some((built, texts)) if built == count => texts,
        _ => {
            let texts: &'static Texts = Box::leak(Box::new(Texts::installed()));
            *current = Some((count, texts));
            texts
        }
    }
}

/// The message `id` in `lang` with `args` (English for what `lang` lacks).
pub fn tr(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    texts().tr(lang, id, args)
}

/// The message `id` in `lang` only, if `lang` has it (see [`Texts::get`]).
pub fn get(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
    texts().get(lang, id, args)
}

/// Log a warning for each message a language lacks and each syntax error (start-up).
pub fn check_at_start() {
    let texts = texts();
    for (lang, file, error) in texts.errors() {
        tracing::warn!(lang = lang.code(), file, error, "locale file has an error");
    }
    for (lang, id) in texts.missing() {
        tracing::warn!(
            lang = lang.code(),
            id,
            "message missing; English is shown instead"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_languages() {
        assert_eq!(Lang::from_discord("en-US"), Lang::EnUs);
        assert_eq!(Lang::from_discord("en-GB"), Lang::EnUs);
        assert_eq!(Lang::from_discord("pt-BR"), Lang::PtBr);
        assert_eq!(Lang::from_discord("zh-CN"), Lang::ZhCn);
        assert_eq!(Lang::from_discord("zh-TW"), Lang::EnUs);
        assert_eq!(Lang::from_discord("cs"), Lang::Cs);
        assert_eq!(Lang::from_discord("fr"), Lang::EnUs);
        assert_eq!(Lang::from_discord(""), Lang::EnUs);
    }

    #[test]
    fn an_unknown_id_is_never_shown_raw() {
        let text = tr(Lang::Cs, "no-such-message", &[]);
        assert!(!text.is_empty());
        assert_ne!(text, "no-such-message");
    }
}
