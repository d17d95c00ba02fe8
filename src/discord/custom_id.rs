//! The meaning of every button and select menu, carried in its custom_id so it survives
//! restarts: `game:table:counter:verb`.
//!
//! - `game`: the game's command name (`uno`), so a click routes without a lookup;
//! - `table`: the table id in base 36;
//! - `counter`: the table's state counter in base 36 when the view was drawn; a click
//!   carrying an older counter is outdated and is not applied;
//! - `verb`: what the click means to the table (`join`, `start`, `g.p.R7`...), written and
//!   read by [`verb::TableVerb`]'s codec. A select
//!   menu's id carries `@name` as its verb, and the chosen option's value is the verb.
//!
//! Identity never comes from here: who clicked is the interaction's user.

use std::fmt;

use crate::table::verb;

/// Discord's limit for a custom_id.
pub const MAX_LEN: usize = 100;

/// A decoded custom_id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomId {
    pub game: String,
    pub table: u64,
    pub counter: u64,
    pub verb: String,
}

/// Why a custom_id was not understood (forged, truncated, or from another bot version).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CustomIdError {
    #[error("custom_id is empty or longer than 100 characters")]
    Length,
    #[error("custom_id does not have four parts")]
    Shape,
    #[error("custom_id has an invalid {0}")]
    Part(&'static str),
}

fn valid_word(word: &str) -> bool {
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '@' | '!'))
}

impl CustomId {
    pub fn new(game: &str, table: u64, counter: u64, verb: &str) -> CustomId {
        CustomId {
            game: game.to_string(),
            table,
            counter,
            verb: verb.to_string(),
        }
    }

    /// Encode; `None` if a part has characters a custom_id must not carry or it is too long.
    pub fn encode(&self) -> Option<String> {
        if !valid_word(&self.game) || !valid_word(&self.verb) {
            return None;
        }
        let text = self.to_string();
        (text.len() <= MAX_LEN).then_some(text)
    }

    pub fn parse(text: &str) -> Result<CustomId, CustomIdError> {
        if text.is_empty() || text.len() > MAX_LEN {
            return Err(CustomIdError::Length);
        }
        let mut parts = text.splitn(4, ':');
        let (Some(game), Some(table), Some(counter), Some(verb)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(CustomIdError::Shape);
        };
        if !valid_word(game) {
            return Err(CustomIdError::Part("game"));
        }
        if !valid_word(verb) {
            return Err(CustomIdError::Part("verb"));
        }
        let table = u64::from_str_radix(table, 36).map_err(|_| CustomIdError::Part("table"))?;
        let counter =
            u64::from_str_radix(counter, 36).map_err(|_| CustomIdError::Part("counter"))?;
        Ok(CustomId {
            game: game.to_string(),
            table,
            counter,
            verb: verb.to_string(),
        })
    }
}

/// A verb without the repeat suffix (`!n`) that keeps identical verbs of one message
/// apart (see `present::parts`).
pub fn without_repeat(verb: &str) -> &str {
    match verb.rsplit_once('!') {
        Some((base, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => verb,
    }
}

impl fmt::Display for CustomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}:{}",
            self.game,
            base36(self.table),
            base36(self.counter),
            self.verb
        )
    }
}

/// Lower-case base 36, the compact form used in custom_ids.
pub fn base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    if n == 0 {
        return "0".into();
    }
    let mut out = Vec::new();
    while n > 0 {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A custom_id as a log line may show it: its verb cut by [`verb::for_log`], so that
/// no card of a hand reaches the log.
pub fn for_log(text: &str) -> String {
    match text.splitn(4, ':').collect::<Vec<_>>()[..] {
        [game, table, counter, verb] => {
            format!("{game}:{table}:{counter}:{}", verb::for_log(verb))
        }
        _ => verb::for_log(text).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let id = CustomId::new("uno", u64::MAX, 12345, "g.play.r7.blue");
        let text = id.encode().unwrap();
        assert!(text.len() <= MAX_LEN);
        assert_eq!(CustomId::parse(&text).unwrap(), id);
    }

    #[test]
    fn refuses_forgeries() {
        for bad in [
            "",
            "uno",
            "uno:1:2",
            "uno:zz!:1:join",
            "uno:1:2:",
            "u no:1:2:join",
            "uno:1:2:a b",
        ] {
            assert!(CustomId::parse(bad).is_err(), "{bad:?} should be refused");
        }
        assert_eq!(
            CustomId::parse(&"x".repeat(101)),
            Err(CustomIdError::Length)
        );
    }

    #[test]
    fn verbs_with_colons_or_spaces_are_not_encoded() {
        assert_eq!(CustomId::new("uno", 1, 1, "a:b").encode(), None);
        assert_eq!(CustomId::new("uno", 1, 1, &"v".repeat(95)).encode(), None);
    }

    #[test]
    fn a_custom_id_for_the_log_leaves_out_the_card() {
        assert_eq!(for_log("uno:1a:2:g.p.G7"), "uno:1a:2:g.p");
        assert_eq!(for_log("uno:1a:2:g.pw.W.R!2"), "uno:1a:2:g.pw");
        assert_eq!(for_log("give-me-the-win"), "give-me-the-win");
    }
}
