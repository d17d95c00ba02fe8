//! Discord's payload limits: message content, embeds, components, commands, threads, modals.
//!
//! Each check returns the field errors Discord would report; the REST layer turns them into a
//! 400 `{code: 50035, message: "Invalid Form Body", errors: {...}}` and records a violation.

use std::collections::HashSet;

use serde_json::{json, Map, Value};

use super::ATTACHMENT_SIZE_LIMIT;

/// One rejected field: dotted path (`components.0.components.1.custom_id`), code, message.
#[derive(Clone, Debug)]
pub(crate) struct FieldError {
    pub path: String,
    pub code: &'static str,
    pub message: String,
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.path, self.message, self.code)
    }
}

#[derive(Default)]
struct Errors(Vec<FieldError>);

impl Errors {
    fn push(&mut self, path: impl Into<String>, code: &'static str, message: impl Into<String>) {
        self.0.push(FieldError {
            path: path.into(),
            code,
            message: message.into(),
        });
    }

    /// Length check in characters (Discord counts code points).
    fn max_len(&mut self, path: &str, v: Option<&Value>, max: usize) {
        if let Some(s) = v.and_then(Value::as_str) {
            let n = s.chars().count();
            if n > max {
                self.push(
                    path,
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length (got {n})."),
                );
            }
        }
    }

    fn required_len(&mut self, path: &str, v: Option<&Value>, min: usize, max: usize) {
        match v.and_then(Value::as_str) {
            None => self.push(path, "BASE_TYPE_REQUIRED", "This field is required"),
            Some(s) => {
                let n = s.chars().count();
                if n < min || n > max {
                    self.push(
                        path,
                        "BASE_TYPE_BAD_LENGTH",
                        format!("Must be between {min} and {max} in length (got {n})."),
                    );
                }
            }
        }
    }
}

/// The JSON error body for field errors, nested by path as Discord nests them.
pub(crate) fn form_error_body(errors: &[FieldError]) -> Value {
    let mut root = Map::new();
    for e in errors {
        let mut node = &mut root;
        for part in e.path.split('.').filter(|p| !p.is_empty()) {
            node = node
                .entry(part.to_owned())
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("error tree nodes are objects");
        }
        let list = node.entry("_errors").or_insert_with(|| json!([]));
        if let Some(list) = list.as_array_mut() {
            list.push(json!({"code": e.code, "message": e.message}));
        }
    }
    json!({"code": 50035, "message": "Invalid Form Body", "errors": root})
}

/// A file the bot uploaded, as far as validation cares.
pub(crate) struct UploadInfo<'a> {
    pub field: &'a str,
    pub filename: &'a str,
    pub size: usize,
}

/// Checks a message create/edit payload (content, embeds, components, files). `prefix` is
/// prepended to paths (e.g. `data.` for interaction callbacks).
pub(crate) fn message_payload(
    v: &Value,
    files: &[UploadInfo<'_>],
    prefix: &str,
) -> Vec<FieldError> {
    let mut e = Errors::default();
    e.max_len(&format!("{prefix}content"), v.get("content"), 2000);
    if let Some(embeds) = v.get("embeds").and_then(Value::as_array) {
        check_embeds(&mut e, embeds, &format!("{prefix}embeds"));
    }
    if let Some(rows) = v.get("components").and_then(Value::as_array) {
        check_components(&mut e, rows, &format!("{prefix}components"));
    }
    if files.len() > 10 {
        e.push(
            format!("{prefix}files"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.",
        );
    }
    for f in files {
        if f.size > ATTACHMENT_SIZE_LIMIT {
            e.push(
                f.field,
                "BASE_TYPE_MAX_LENGTH",
                format!(
                    "File {} is {} bytes; the limit is {ATTACHMENT_SIZE_LIMIT} (Request entity too large, 40005).",
                    f.filename, f.size
                ),
            );
        }
    }
    e.0
}

fn check_embeds(e: &mut Errors, embeds: &[Value], path: &str) {
    if embeds.len() > 10 {
        e.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be 10 or fewer in length (got {}).", embeds.len()),
        );
    }
    let mut total = 0usize;
    let chars = |v: Option<&Value>| v.and_then(Value::as_str).map_or(0, |s| s.chars().count());
    for (i, emb) in embeds.iter().enumerate() {
        let p = format!("{path}.{i}");
        e.max_len(&format!("{p}.title"), emb.get("title"), 256);
        e.max_len(&format!("{p}.description"), emb.get("description"), 4096);
        e.max_len(
            &format!("{p}.footer.text"),
            emb.pointer("/footer/text"),
            2048,
        );
        e.max_len(
            &format!("{p}.author.name"),
            emb.pointer("/author/name"),
            256,
        );
        total += chars(emb.get("title"))
            + chars(emb.get("description"))
            + chars(emb.pointer("/footer/text"))
            + chars(emb.pointer("/author/name"));
        if let Some(fields) = emb.get("fields").and_then(Value::as_array) {
            if fields.len() > 25 {
                e.push(
                    format!("{p}.fields"),
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be 25 or fewer in length (got {}).", fields.len()),
                );
            }
            for (j, f) in fields.iter().enumerate() {
                e.required_len(&format!("{p}.fields.{j}.name"), f.get("name"), 1, 256);
                e.required_len(&format!("{p}.fields.{j}.value"), f.get("value"), 1, 1024);
                total += chars(f.get("name")) + chars(f.get("value"));
            }
        }
    }
    if total > 6000 {
        e.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Embed size exceeds maximum size of 6000 (got {total})."),
        );
    }
}

fn is_select(kind: u64) -> bool {
    matches!(kind, 3 | 5 | 6 | 7 | 8)
}

fn check_components(e: &mut Errors, rows: &[Value], path: &str) {
    if rows.len() > 5 {
        e.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be 5 or fewer in length (got {} action rows).",
                rows.len()
            ),
        );
    }
    let mut ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let rp = format!("{path}.{r}");
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            e.push(
                &rp,
                "UNION_TYPE_CHOICES",
                "Top-level components must be action rows (type 1).",
            );
            continue;
        }
        let children = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if children.is_empty() || children.len() > 5 {
            e.push(
                format!("{rp}.components"),
                "BASE_TYPE_BAD_LENGTH",
                format!(
                    "Must be between 1 and 5 in length (got {}).",
                    children.len()
                ),
            );
        }
        let selects = children
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64).is_some_and(is_select))
            .count();
        if selects > 0 && children.len() > 1 {
            e.push(
                format!("{rp}.components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A select menu must be alone in its action row.",
            );
        }
        for (c, comp) in children.iter().enumerate() {
            let cp = format!("{rp}.components.{c}");
            let kind = comp.get("type").and_then(Value::as_u64).unwrap_or(0);
            match kind {
                2 => check_button(e, comp, &cp, &mut ids),
                k if is_select(k) => check_select(e, comp, &cp, &mut ids),
                _ => e.push(
                    &cp,
                    "UNION_TYPE_CHOICES",
                    format!("Component type {kind} is not allowed in a message action row."),
                ),
            }
        }
    }
}

fn check_custom_id(e: &mut Errors, comp: &Value, cp: &str, ids: &mut HashSet<String>) {
    let path = format!("{cp}.custom_id");
    e.required_len(&path, comp.get("custom_id"), 1, 100);
    if let Some(id) = comp.get("custom_id").and_then(Value::as_str) {
        if !ids.insert(id.to_owned()) {
            e.push(
                path,
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                format!("Component custom id {id:?} cannot be duplicated."),
            );
        }
    }
}

fn check_button(e: &mut Errors, comp: &Value, cp: &str, ids: &mut HashSet<String>) {
    let style = comp.get("style").and_then(Value::as_u64).unwrap_or(0);
    if !(1..=6).contains(&style) {
        e.push(
            format!("{cp}.style"),
            "BASE_TYPE_CHOICES",
            format!("Value must be one of (1, 2, 3, 4, 5, 6) (got {style})."),
        );
    }
    if style == 5 {
        if comp.get("url").and_then(Value::as_str).is_none() {
            e.push(
                format!("{cp}.url"),
                "BASE_TYPE_REQUIRED",
                "A link button needs a url.",
            );
        }
        if comp.get("custom_id").is_some_and(|v| !v.is_null()) {
            e.push(
                format!("{cp}.custom_id"),
                "COMPONENT_INVALID_FIELD",
                "A link button cannot have a custom_id.",
            );
        }
    } else if style != 6 {
        check_custom_id(e, comp, cp, ids);
    }
    e.max_len(&format!("{cp}.label"), comp.get("label"), 80);
    let has_label = comp
        .get("label")
        .and_then(Value::as_str)
        .is_some_and(|l| !l.is_empty());
    let has_emoji = comp.get("emoji").is_some_and(|v| !v.is_null());
    if !has_label && !has_emoji && style != 6 {
        e.push(
            cp,
            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
            "A button needs a label or an emoji.",
        );
    }
    check_emoji(e, comp.get("emoji"), &format!("{cp}.emoji"));
}

/// A component's emoji: a custom one (by id), or a name that is a Unicode emoji.
/// Discord refuses any other text, such as a symbol outside the emoji list.
fn check_emoji(e: &mut Errors, emoji: Option<&Value>, path: &str) {
    let Some(emoji) = emoji.filter(|v| !v.is_null()) else {
        return;
    };
    if emoji.get("id").is_some_and(|id| !id.is_null()) {
        return;
    }
    let name = emoji.get("name").and_then(Value::as_str).unwrap_or("");
    if emojis::get(name).is_none() {
        e.push(
            format!("{path}.name"),
            "BUTTON_COMPONENT_INVALID_EMOJI",
            format!("Invalid emoji {name:?}."),
        );
    }
}

fn check_select(e: &mut Errors, comp: &Value, cp: &str, ids: &mut HashSet<String>) {
    check_custom_id(e, comp, cp, ids);
    e.max_len(&format!("{cp}.placeholder"), comp.get("placeholder"), 150);
    let min = comp.get("min_values").and_then(Value::as_u64).unwrap_or(1);
    let max = comp.get("max_values").and_then(Value::as_u64).unwrap_or(1);
    if min > 25 {
        e.push(
            format!("{cp}.min_values"),
            "NUMBER_TYPE_MAX",
            "min_values must be 25 or less.",
        );
    }
    if !(1..=25).contains(&max) {
        e.push(
            format!("{cp}.max_values"),
            "NUMBER_TYPE_MAX",
            "max_values must be between 1 and 25.",
        );
    }
    if min > max {
        e.push(
            format!("{cp}.min_values"),
            "SELECT_COMPONENT_MIN_VALUES_TOO_HIGH",
            "min_values exceeds max_values.",
        );
    }
    if comp.get("type").and_then(Value::as_u64) != Some(3) {
        return;
    }
    let options = comp
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if options.is_empty() || options.len() > 25 {
        e.push(
            format!("{cp}.options"),
            "BASE_TYPE_BAD_LENGTH",
            format!(
                "Must be between 1 and 25 in length (got {}).",
                options.len()
            ),
        );
    }
    if max as usize > options.len() && !options.is_empty() {
        e.push(
            format!("{cp}.max_values"),
            "SELECT_COMPONENT_MAX_VALUES_TOO_HIGH",
            format!("max_values {max} exceeds the {} options.", options.len()),
        );
    }
    let mut values = HashSet::new();
    for (i, o) in options.iter().enumerate() {
        let op = format!("{cp}.options.{i}");
        e.required_len(&format!("{op}.label"), o.get("label"), 1, 100);
        e.required_len(&format!("{op}.value"), o.get("value"), 1, 100);
        e.max_len(&format!("{op}.description"), o.get("description"), 100);
        check_emoji(e, o.get("emoji"), &format!("{op}.emoji"));
        if let Some(v) = o.get("value").and_then(Value::as_str) {
            if !values.insert(v.to_owned()) {
                e.push(
                    format!("{op}.value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    format!("Option value {v:?} is duplicated."),
                );
            }
        }
    }
}

/// Whether a message (after an edit is applied) would have nothing to show.
pub(crate) fn is_empty_message(
    content: &str,
    embeds: usize,
    components: usize,
    attachments: usize,
) -> bool {
    content.trim().is_empty() && embeds == 0 && components == 0 && attachments == 0
}

/// Checks one application command definition (PUT/POST /applications/.../commands).
pub(crate) fn command(v: &Value, path: &str) -> Vec<FieldError> {
    let mut e = Errors::default();
    let kind = v.get("type").and_then(Value::as_u64).unwrap_or(1);
    check_name(&mut e, &format!("{path}.name"), v.get("name"), kind == 1);
    if kind == 1 {
        e.required_len(&format!("{path}.description"), v.get("description"), 1, 100);
    }
    check_localized(&mut e, v, path, kind == 1);
    check_options(&mut e, v.get("options"), &format!("{path}.options"), 0);
    e.0
}

fn check_name(e: &mut Errors, path: &str, v: Option<&Value>, chat_input: bool) {
    e.required_len(path, v, 1, 32);
    if let Some(name) = v.and_then(Value::as_str) {
        let ok = name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric() && !c.is_uppercase());
        if chat_input && !ok {
            e.push(
                path,
                "APPLICATION_COMMAND_INVALID_NAME",
                format!("Command name {name:?} is invalid (lowercase letters, digits, - and _)."),
            );
        }
    }
}

/// The locales Discord accepts as keys of `name_localizations` and
/// `description_localizations`.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Checks a command's or option's localizations: known locales, each name following
/// the name rules, each description 1-100 characters.
fn check_localized(e: &mut Errors, v: &Value, path: &str, chat_input: bool) {
    for (key, is_name) in [
        ("name_localizations", true),
        ("description_localizations", false),
    ] {
        let Some(map) = v.get(key) else {
            continue;
        };
        if map.is_null() {
            continue;
        }
        let Some(map) = map.as_object() else {
            e.push(
                format!("{path}.{key}"),
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
            continue;
        };
        for (locale, text) in map {
            let at = format!("{path}.{key}.{locale}");
            if !LOCALES.contains(&locale.as_str()) {
                e.push(
                    &at,
                    "BASE_TYPE_CHOICES",
                    format!("Value must be one of {LOCALES:?}."),
                );
            }
            if is_name {
                check_name(e, &at, Some(text), chat_input);
            } else {
                e.required_len(&at, Some(text), 1, 100);
            }
        }
    }
}

fn check_options(e: &mut Errors, options: Option<&Value>, path: &str, depth: usize) {
    let Some(options) = options.and_then(Value::as_array) else {
        return;
    };
    if options.len() > 25 {
        e.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be 25 or fewer in length (got {}).", options.len()),
        );
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    for (i, o) in options.iter().enumerate() {
        let op = format!("{path}.{i}");
        check_name(e, &format!("{op}.name"), o.get("name"), true);
        e.required_len(&format!("{op}.description"), o.get("description"), 1, 100);
        check_localized(e, o, &op, true);
        // Localized names must be distinct among siblings too, locale by locale.
        if let Some(map) = o.get("name_localizations").and_then(Value::as_object) {
            for (locale, name) in map {
                if let Some(name) = name.as_str() {
                    if !names.insert(format!("{locale}\u{0}{name}")) {
                        e.push(
                            format!("{op}.name_localizations.{locale}"),
                            "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                            format!("Option name {name:?} is duplicated."),
                        );
                    }
                }
            }
        }
        if let Some(n) = o.get("name").and_then(Value::as_str) {
            if !names.insert(n.to_owned()) {
                e.push(
                    format!("{op}.name"),
                    "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                    format!("Option name {n:?} is duplicated."),
                );
            }
        }
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        if kind == 1 || kind == 2 {
            if depth >= 2 || (kind == 2 && depth >= 1) {
                e.push(
                    format!("{op}.type"),
                    "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                    "Subcommands nest at most two levels.",
                );
            }
            check_options(e, o.get("options"), &format!("{op}.options"), depth + 1);
            continue;
        }
        if !(3..=11).contains(&kind) {
            e.push(
                format!("{op}.type"),
                "BASE_TYPE_CHOICES",
                format!("Unknown option type {kind}."),
            );
        }
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if required && seen_optional {
            e.push(
                format!("{op}.required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options.",
            );
        }
        seen_optional |= !required;
        if let Some(choices) = o.get("choices").and_then(Value::as_array) {
            if choices.len() > 25 {
                e.push(
                    format!("{op}.choices"),
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 25 or fewer in length.",
                );
            }
            for (j, c) in choices.iter().enumerate() {
                let cp = format!("{op}.choices.{j}");
                e.required_len(&format!("{cp}.name"), c.get("name"), 1, 100);
                if let Some(map) = c.get("name_localizations").and_then(Value::as_object) {
                    for (locale, text) in map {
                        let at = format!("{cp}.name_localizations.{locale}");
                        if !LOCALES.contains(&locale.as_str()) {
                            e.push(&at, "BASE_TYPE_CHOICES", "Unknown locale.");
                        }
                        e.required_len(&at, Some(text), 1, 100);
                    }
                }
            }
        }
    }
}

/// Checks a thread creation or edit (name 1-100, auto-archive 60/1440/4320/10080).
pub(crate) fn thread(v: &Value, creating: bool) -> Vec<FieldError> {
    let mut e = Errors::default();
    if creating || v.get("name").is_some() {
        e.required_len("name", v.get("name"), 1, 100);
    }
    if let Some(d) = v.get("auto_archive_duration").filter(|d| !d.is_null()) {
        if !matches!(d.as_u64(), Some(60 | 1440 | 4320 | 10080)) {
            e.push(
                "auto_archive_duration",
                "BASE_TYPE_CHOICES",
                format!("Value must be one of (60, 1440, 4320, 10080) (got {d})."),
            );
        }
    }
    e.0
}

/// Checks a modal (callback type 9): custom_id, title 1-45, 1-5 rows of text inputs.
pub(crate) fn modal(v: &Value) -> Vec<FieldError> {
    let mut e = Errors::default();
    e.required_len("data.custom_id", v.get("custom_id"), 1, 100);
    e.required_len("data.title", v.get("title"), 1, 45);
    let rows = v
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        e.push(
            "data.components",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 5 in length.",
        );
    }
    e.0
}

/// Checks autocomplete choices (callback type 8): at most 25, each with a name of 1-100
/// characters and a string (1-100) or number value.
pub(crate) fn autocomplete_choices(v: &Value) -> Vec<FieldError> {
    let mut e = Errors::default();
    let choices = v
        .get("choices")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if choices.len() > 25 {
        e.push(
            "data.choices",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 0 and 25 in length.",
        );
    }
    for (i, choice) in choices.iter().enumerate() {
        e.required_len(
            &format!("data.choices.{i}.name"),
            choice.get("name"),
            1,
            100,
        );
        match choice.get("value") {
            Some(Value::Number(_)) => {}
            Some(value @ Value::String(_)) => {
                e.required_len(&format!("data.choices.{i}.value"), Some(value), 1, 100)
            }
            _ => e.push(
                format!("data.choices.{i}.value"),
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ),
        }
    }
    e.0
}
