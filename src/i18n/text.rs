//! A sentence as a value: a Fluent message id with its arguments. Refusals and notices
//! travel through the table and the adapter as [`Text`] and become words only at the
//! edge, in the reader's language ([`Text::in_lang`]). It serializes, so a stored record
//! can keep the sentence itself rather than its English words.

use super::Lang;
use fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// A message id with named arguments. It reads back from what it was stored as, and
/// also from a bare string: stored table logs written before their lines were texts
/// hold English sentences, shown as they are ([`Text::verbatim`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredText")]
pub struct Text {
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A [`Text`] as stored: the id with its arguments, or (older records) the words.
#[derive(Deserialize)]
#[serde(untagged)]
enum StoredText {
    Words(String),
    Text {
        id: Cow<'static, str>,
        #[serde(default)]
        args: Vec<(Cow<'static, str>, Arg)>,
    },
}

impl From<StoredText> for Text {
    fn from(stored: StoredText) -> Text {
        match stored {
            StoredText::Words(words) => Text::verbatim(words),
            StoredText::Text { id, args } => Text { id, args },
        }
    }
}

/// The message that shows words as they were given (see [`Text::verbatim`]).
pub const VERBATIM: &str = "text-verbatim";

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// Words given as they are (a name, a card as the engine writes it).
    Plain(String),
    /// A number: Fluent picks the plural form from it.
    Number(i64),
    /// Another sentence, rendered in the same language first.
    Text(Box<Text>),
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Plain(value)
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Plain(value.to_string())
    }
}

impl From<Text> for Arg {
    fn from(value: Text) -> Arg {
        Arg::Text(Box::new(value))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(i32, i64, u8, u16, u32, u64, usize);

impl Text {
    /// The message `id`, without arguments yet.
    pub const fn new(id: &'static str) -> Text {
        Text {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// Words shown as they are in every language: a line stored before table logs kept
    /// message ids, or words that are nobody's language (a name, a card code).
    pub fn verbatim(words: impl Into<String>) -> Text {
        Text::new(VERBATIM).with("line", words.into())
    }

    /// This text with the argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// The sentence in `lang` (English for a message `lang` lacks).
    pub fn in_lang(&self, lang: Lang) -> String {
        let rendered: Vec<(&str, FluentValue<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Plain(words) => FluentValue::from(words.as_str()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(text) => FluentValue::from(text.in_lang(lang)),
                };
                (name.as_ref(), value)
            })
            .collect();
        super::tr(lang, &self.id, &rendered)
    }
}

/// The English sentence (logs and tests; people get [`Text::in_lang`]).
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::EnUs))
    }
}

impl std::error::Error for Text {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_renders_its_arguments_and_nested_texts_in_the_readers_language() {
        let inner = Text::new("notice-game-over");
        let text = Text::new("notice-game-over-with").with("result", inner.clone());
        let english = text.in_lang(Lang::EnUs);
        assert!(english.contains(&inner.in_lang(Lang::EnUs)), "{english}");
        let czech = text.in_lang(Lang::Cs);
        assert!(czech.contains(&inner.in_lang(Lang::Cs)), "{czech}");
        assert_ne!(english, czech);
    }

    #[test]
    fn a_stored_plain_line_reads_back_as_its_words_in_every_language() {
        let text: Text = serde_json::from_str("\"Ana played Red 7.\"").unwrap();
        for lang in Lang::ALL {
            assert_eq!(text.in_lang(lang), "Ana played Red 7.");
        }
        let lines: Vec<Text> =
            serde_json::from_str(r#"["Bo joined.", {"id":"notice-game-over"}]"#).unwrap();
        assert_eq!(lines[0].in_lang(Lang::Cs), "Bo joined.");
        assert_eq!(lines[1], Text::new("notice-game-over"));
    }

    #[test]
    fn a_text_survives_a_round_trip_through_json() {
        let text = Text::new("notice-too-many-solo-tables")
            .with("count", 3usize)
            .with("tables", "<#1>");
        let json = serde_json::to_string(&text).unwrap();
        let back: Text = serde_json::from_str(&json).unwrap();
        assert_eq!(back, text);
        assert_eq!(back.to_string(), text.in_lang(Lang::EnUs));
    }
}
