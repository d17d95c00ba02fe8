//! What a click asks of a table: the verb part of a custom_id, parsed in one place.
//!
//! Table verbs (`join`, `hand`, `leave`...) are the platform's own; `g.<action>` carries a
//! game action (decoded by the game's codec); `view.<state>` pages a private view;
//! `set.<key>` changes a lobby setting. Anything else is refused here, before any table
//! state is touched.

/// A parsed click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableVerb {
    /// Open the person's private view.
    Hand,
    /// Show the private view in another state (a page, a card awaiting its colour).
    View(String),
    /// End the table (host or moderator).
    End,
    Join,
    Leave,
    AddAi,
    Start,
    Cancel,
    Accept,
    Decline,
    /// The person takes their seat back from the computer.
    Back,
    /// A new game with the seats of a finished one.
    Again,
    /// The link to a finished game's replay, given privately to its players.
    Replay,
    Setting(String),
    /// Remove the computer player in this seat (lobby).
    Kick(usize),
    /// A game action, still encoded (the game's codec decodes it).
    Game(String),
    /// The host sets the table's language (lobby or challenge) to the one with this
    /// tag (`lang.pt-BR`): the same custom_id whatever language the menu is shown in.
    Lang(String),
}

impl TableVerb {
    pub fn parse(verb: &str) -> Option<TableVerb> {
        let verb = match verb {
            "hand" => TableVerb::Hand,
            "end" => TableVerb::End,
            "join" => TableVerb::Join,
            "leave" => TableVerb::Leave,
            "addai" => TableVerb::AddAi,
            "start" => TableVerb::Start,
            "cancel" => TableVerb::Cancel,
            "accept" => TableVerb::Accept,
            "decline" => TableVerb::Decline,
            "back" => TableVerb::Back,
            "again" => TableVerb::Again,
            "replay" => TableVerb::Replay,
            _ => {
                let (head, rest) = verb.split_once('.')?;
                if rest.is_empty() {
                    return None;
                }
                match head {
                    "view" => TableVerb::View(rest.to_string()),
                    "set" => TableVerb::Setting(rest.to_string()),
                    "kick" => TableVerb::Kick(rest.parse().ok()?),
                    "g" => TableVerb::Game(rest.to_string()),
                    "lang" => TableVerb::Lang(rest.to_string()),
                    _ => return None,
                }
            }
        };
        Some(verb)
    }

    /// A game action as a verb (`g.<action>`).
    pub fn game(action: &impl super::hosting::ActionCodec) -> TableVerb {
        TableVerb::Game(action.encode())
    }

    /// A private view's state as a verb (`view.<state>`).
    pub fn view(state: &impl super::hosting::ActionCodec) -> TableVerb {
        TableVerb::View(state.encode())
    }

    /// The verb as a custom_id carries it: what [`TableVerb::parse`] reads back.
    pub fn encode(&self) -> String {
        match self {
            TableVerb::Hand => "hand".into(),
            TableVerb::End => "end".into(),
            TableVerb::Join => "join".into(),
            TableVerb::Leave => "leave".into(),
            TableVerb::AddAi => "addai".into(),
            TableVerb::Start => "start".into(),
            TableVerb::Cancel => "cancel".into(),
            TableVerb::Accept => "accept".into(),
            TableVerb::Decline => "decline".into(),
            TableVerb::Back => "back".into(),
            TableVerb::Again => "again".into(),
            TableVerb::Replay => "replay".into(),
            TableVerb::View(state) => format!("view.{state}"),
            TableVerb::Setting(key) => format!("set.{key}"),
            TableVerb::Kick(seat) => format!("kick.{seat}"),
            TableVerb::Game(action) => format!("g.{action}"),
            TableVerb::Lang(code) => format!("lang.{code}"),
        }
    }

    /// Verbs whose meaning does not depend on what the person saw: applied even from an
    /// outdated message (quick clicks must not be refused while the message catches up).
    /// Moves that depend on the state (a card, a house, a setting) are not.
    pub fn tolerates_outdated(&self) -> bool {
        matches!(
            self,
            TableVerb::Hand
                | TableVerb::View(_)
                | TableVerb::End
                | TableVerb::Join
                | TableVerb::Leave
                | TableVerb::AddAi
                | TableVerb::Start
                | TableVerb::Cancel
                | TableVerb::Accept
                | TableVerb::Decline
                | TableVerb::Back
                | TableVerb::Again
                | TableVerb::Replay
        )
    }
}

impl From<TableVerb> for String {
    fn from(verb: TableVerb) -> String {
        verb.encode()
    }
}

impl std::fmt::Display for TableVerb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.encode())
    }
}

/// A verb as a log line may show it: its first two parts (`g.p` of `g.p.G7`). What
/// follows can name a card of a hand, and the operator's log is no place for it.
pub fn for_log(verb: &str) -> &str {
    let end = verb
        .match_indices('.')
        .nth(1)
        .map_or(verb.len(), |(i, _)| i);
    &verb[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_table_and_game_verbs_and_refuses_the_rest() {
        assert_eq!(TableVerb::parse("hand"), Some(TableVerb::Hand));
        assert_eq!(TableVerb::parse("kick.2"), Some(TableVerb::Kick(2)));
        assert_eq!(
            TableVerb::parse("g.p.R7"),
            Some(TableVerb::Game("p.R7".into()))
        );
        for bad in ["", "g.", "kick.x", "nope", "view.", "x.y"] {
            assert_eq!(TableVerb::parse(bad), None, "{bad:?}");
        }
    }

    /// Buttons already posted keep working: every verb the bot has posted (these are
    /// taken from stored tables and messages of the format before the codec) decodes to
    /// the same verb, and encodes back to the very same text.
    #[test]
    fn posted_verbs_decode_and_encode_back_unchanged() {
        let posted = [
            ("hand", TableVerb::Hand),
            ("end", TableVerb::End),
            ("join", TableVerb::Join),
            ("leave", TableVerb::Leave),
            ("addai", TableVerb::AddAi),
            ("start", TableVerb::Start),
            ("cancel", TableVerb::Cancel),
            ("accept", TableVerb::Accept),
            ("decline", TableVerb::Decline),
            ("back", TableVerb::Back),
            ("again", TableVerb::Again),
            ("replay", TableVerb::Replay),
            ("kick.2", TableVerb::Kick(2)),
            ("set.target20", TableVerb::Setting("target20".into())),
            ("set.rules.abapa", TableVerb::Setting("rules.abapa".into())),
            ("view.main", TableVerb::View("main".into())),
            ("view.wild.W4", TableVerb::View("wild.W4".into())),
            ("view.page.1", TableVerb::View("page.1".into())),
            ("view.sign.0.3", TableVerb::View("sign.0.3".into())),
            ("g.p.R7", TableVerb::Game("p.R7".into())),
            ("g.pw.W.R", TableVerb::Game("pw.W.R".into())),
            ("g.m.1.5", TableVerb::Game("m.1.5".into())),
            ("g.end", TableVerb::Game("end".into())),
        ];
        for (text, verb) in posted {
            assert_eq!(TableVerb::parse(text), Some(verb.clone()), "{text}");
            assert_eq!(verb.encode(), text);
        }
    }

    /// The language menu's verbs carry the language's tag, the same in every language
    /// the menu is shown in, and read back to it.
    #[test]
    fn language_verbs_round_trip_for_every_language() {
        for lang in crate::i18n::Lang::ALL {
            let verb = TableVerb::Lang(lang.code().into());
            let text = verb.encode();
            assert_eq!(text, format!("lang.{}", lang.code()));
            assert_eq!(TableVerb::parse(&text), Some(verb));
        }
        assert_eq!(TableVerb::parse("lang."), None);
        let posted: [(&str, TableVerb); 0] = [];
        for (text, verb) in posted {
            assert_eq!(TableVerb::parse(text), Some(verb.clone()), "{text}");
            assert_eq!(verb.encode(), text);
        }
    }

    #[test]
    fn a_verb_for_the_log_leaves_out_the_card() {
        assert_eq!(for_log("g.p.G7"), "g.p");
        assert_eq!(for_log("g.pw.W.R"), "g.pw");
        assert_eq!(for_log("g.add.P3"), "g.add");
        assert_eq!(for_log("hand"), "hand");
        assert_eq!(for_log("g.stand"), "g.stand");
    }
}
