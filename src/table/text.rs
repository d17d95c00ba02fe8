//! The platform's user-facing sentences, in one place: every refusal and notice a person
//! can see from the table or the adapter is a [`Notice`], written once for a reader.
//! Each notice is a Fluent message (`data/locales/<lang>/notices.ftl`), rendered in
//! the reader's language with [`Notice::in_lang`]; its `Display` is the English text.
//! Games keep their own sentences (a rule's reason) in their screens.

use crate::i18n::{Arg, Lang, Text};
use fluent_bundle::FluentValue;
use std::fmt;

/// A sentence the platform tells a person (always privately).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    GameGone,
    UnknownButton,
    InvalidChoice,
    UnknownCommand,
    UnknownSetting,
    UnknownGame,
    Restarting,
    StoreUnavailable,
    NotSaved,
    MaybeNotSaved,
    SettingsUnreadable,
    NotSeated,
    NotStarted,
    GameOver,
    Outdated,
    NoTableHere,
    JustEnded,
    NotAllowedToEnd,
    NotAPlayerOfThatGame,
    PlayerErased,
    /// A table ended because someone it needed asked to be forgotten.
    PlayerForgotten,
    ChannelTaken,
    BadTurnTimeout,
    SelfChallenge,
    BotChallenge,
    ChallengeOutsideServer,
    TableBroken,
    NoThread,
    MissingPermissions(String),
    NeverShown,
    MissingThreadPermissions(String),
    TableBusy,
    AlreadyStarted,
    AlreadyPlaying,
    Paused,
    ChannelLost,
    SoloIdle(u64),
    GameOverWith(String),
    TooManySoloTables(usize, String),
    TooManyServerTables(usize),
    /// One person's open tables of any game are at the cap: how many, their links.
    TooManyOwnTables(usize, String),
    WrongChannel,
    BoardUpdated,
    NothingErased,
    TableElsewhere,
}

impl Notice {
    /// Every notice, those with arguments given example ones (for tests).
    pub fn examples() -> Vec<Notice> {
        vec![
            Notice::GameGone,
            Notice::UnknownButton,
            Notice::InvalidChoice,
            Notice::UnknownCommand,
            Notice::UnknownSetting,
            Notice::UnknownGame,
            Notice::Restarting,
            Notice::StoreUnavailable,
            Notice::NotSaved,
            Notice::MaybeNotSaved,
            Notice::SettingsUnreadable,
            Notice::NotSeated,
            Notice::NotStarted,
            Notice::GameOver,
            Notice::Outdated,
            Notice::NoTableHere,
            Notice::JustEnded,
            Notice::NotAllowedToEnd,
            Notice::NotAPlayerOfThatGame,
            Notice::PlayerErased,
            Notice::PlayerForgotten,
            Notice::ChannelTaken,
            Notice::BadTurnTimeout,
            Notice::SelfChallenge,
            Notice::BotChallenge,
            Notice::ChallengeOutsideServer,
            Notice::TableBroken,
            Notice::NoThread,
            Notice::MissingPermissions("Send Messages".into()),
            Notice::NeverShown,
            Notice::MissingThreadPermissions("Create Public Threads".into()),
            Notice::TableBusy,
            Notice::AlreadyStarted,
            Notice::AlreadyPlaying,
            Notice::Paused,
            Notice::ChannelLost,
            Notice::SoloIdle(48),
            Notice::GameOverWith("Ana won.".into()),
            Notice::TooManySoloTables(3, "<#1>, <#2>, <#3>".into()),
            Notice::TooManyServerTables(50),
            Notice::TooManyOwnTables(5, "<#1> <#2> <#3> <#4> <#5>".into()),
            Notice::WrongChannel,
            Notice::BoardUpdated,
            Notice::NothingErased,
            Notice::TableElsewhere,
        ]
    }

    /// The Fluent message id of this notice.
    pub fn id(&self) -> &'static str {
        match self {
            Notice::GameGone => "notice-game-gone",
            Notice::UnknownButton => "notice-unknown-button",
            Notice::InvalidChoice => "notice-invalid-choice",
            Notice::UnknownCommand => "notice-unknown-command",
            Notice::UnknownSetting => "notice-unknown-setting",
            Notice::UnknownGame => "notice-unknown-game",
            Notice::Restarting => "notice-restarting",
            Notice::StoreUnavailable => "notice-store-unavailable",
            Notice::NotSaved => "notice-not-saved",
            Notice::MaybeNotSaved => "notice-maybe-not-saved",
            Notice::SettingsUnreadable => "notice-settings-unreadable",
            Notice::NotSeated => "notice-not-seated",
            Notice::NotStarted => "notice-not-started",
            Notice::GameOver => "notice-game-over",
            Notice::Outdated => "notice-outdated",
            Notice::NoTableHere => "notice-no-table-here",
            Notice::JustEnded => "notice-just-ended",
            Notice::NotAllowedToEnd => "notice-not-allowed-to-end",
            Notice::NotAPlayerOfThatGame => "notice-not-a-player-of-that-game",
            Notice::PlayerErased => "notice-player-erased",
            Notice::PlayerForgotten => "notice-player-forgotten",
            Notice::ChannelTaken => "notice-channel-taken",
            Notice::BadTurnTimeout => "notice-bad-turn-timeout",
            Notice::SelfChallenge => "notice-self-challenge",
            Notice::BotChallenge => "notice-bot-challenge",
            Notice::ChallengeOutsideServer => "notice-challenge-outside-server",
            Notice::TableBroken => "notice-table-broken",
            Notice::NoThread => "notice-no-thread",
            Notice::MissingPermissions(..) => "notice-missing-permissions",
            Notice::NeverShown => "notice-never-shown",
            Notice::MissingThreadPermissions(..) => "notice-missing-thread-permissions",
            Notice::TableBusy => "notice-table-busy",
            Notice::AlreadyStarted => "notice-already-started",
            Notice::AlreadyPlaying => "notice-already-playing",
            Notice::Paused => "notice-paused",
            Notice::ChannelLost => "notice-channel-lost",
            Notice::SoloIdle(..) => "notice-solo-idle",
            Notice::GameOverWith(..) => "notice-game-over-with",
            Notice::TooManySoloTables(..) => "notice-too-many-solo-tables",
            Notice::TooManyServerTables(..) => "notice-too-many-server-tables",
            Notice::TooManyOwnTables(..) => "notice-too-many-own-tables",
            Notice::WrongChannel => "notice-wrong-channel",
            Notice::BoardUpdated => "notice-board-updated",
            Notice::NothingErased => "notice-nothing-erased",
            Notice::TableElsewhere => "notice-table-elsewhere",
        }
    }

    /// The arguments the message takes.
    pub fn args(&self) -> Vec<(&'static str, FluentValue<'_>)> {
        match self {
            Notice::MissingPermissions(permissions) => {
                vec![("permissions", permissions.as_str().into())]
            }
            Notice::MissingThreadPermissions(permissions) => {
                vec![("permissions", permissions.as_str().into())]
            }
            Notice::SoloIdle(hours) => vec![("hours", (*hours).into())],
            Notice::GameOverWith(result) => vec![("result", result.as_str().into())],
            Notice::TooManySoloTables(count, tables) | Notice::TooManyOwnTables(count, tables) => {
                vec![
                    ("count", (*count).into()),
                    ("tables", tables.as_str().into()),
                ]
            }
            Notice::TooManyServerTables(count) => vec![("count", (*count).into())],
            _ => Vec::new(),
        }
    }

    /// The notice as a sentence value.
    pub fn text(&self) -> Text {
        self.args()
            .into_iter()
            .fold(Text::new(self.id()), |text, (name, value)| {
                let value = match value {
                    FluentValue::Number(n) => Arg::Number(n.value as i64),
                    FluentValue::String(words) => Arg::Plain(words.into_owned()),
                    _ => Arg::Plain(String::new()),
                };
                text.with(name, value)
            })
    }

    /// The notice in `lang` (English for anything `lang` lacks).
    pub fn in_lang(&self, lang: Lang) -> String {
        self.text().in_lang(lang)
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::EnUs))
    }
}

impl std::error::Error for Notice {}

impl From<Notice> for Text {
    fn from(notice: Notice) -> Text {
        notice.text()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English words of every notice, as they were before they moved to Fluent.
    #[test]
    fn english_notices_read_as_before() {
        let expected = [
            "This game has ended or no longer exists.",
            "That button is not one I know. It may be from an older version of the game.",
            "That choice is not valid.",
            "I do not know that command.",
            "That setting does not exist.",
            "That game does not exist.",
            "Cantina is restarting; please try again in a moment.",
            "The database is unavailable; please try again.",
            "Something went wrong saving the table; nothing changed. Please try again.",
            "Something went wrong saving the table: your move may not have been saved. The table shows its last saved state; check it before playing again.",
            "This table's settings could not be read (they were written by another version of the bot); nothing was changed.",
            "You are not playing at this table.",
            "The game has not started yet.",
            "This game is over.",
            "That button was on an older view, so it was not applied. Here is the table now.",
            "There is no table of this game in this channel.",
            "That table has just ended.",
            "Only the host or a member with Manage Messages can end this table.",
            "Only the players of that game can start another.",
            "A player of that game has since erased their records, so it cannot be played again with the same seats. Start a new game instead.",
            "The table ended: a player asked to be forgotten.",
            "A new table is already running in this channel.",
            "The turn timeout must be between 5 and 3600 seconds.",
            "You cannot challenge yourself. Leave out `opponent` to play the computer.",
            "Bots cannot accept challenges. Leave out `opponent` to play the computer.",
            "Challenge someone in a server channel, where they can see it. Here, leave out `opponent` to play the computer.",
            "This table ran into a problem and had to stop; sorry. Start a new game whenever you like.",
            "I could not open a thread here. Do I have Create Public Threads? Or play in this channel with `thread: False`.",
            "I cannot host a table here: I need Send Messages in this channel. A server admin can grant it, or play in another channel.",
            "Discord would not show this table for minutes, so it was closed. Please start it again.",
            "I cannot open a thread here: I need Create Public Threads. Play in this channel with `thread: False`, or ask a server admin.",
            "The table is busy; please try `/end` again in a moment.",
            "The game has already started.",
            "You are already playing your seat.",
            "This table is having trouble saving and is paused; please try again later.",
            "The table ended: its channel can no longer be reached.",
            "Nobody played for 48 hours; the table closed.",
            "This game is over. Ana won.",
            "You already have 3 solitaire tables open, the most one person may have. Finish or end one first: <#1>, <#2>, <#3>",
            "This server already has 50 open tables, the most it allows. Finish or end one first.",
            "You already have 5 tables open, the most one person may have. Finish or end one first: <#1> <#2> <#3> <#4> <#5>",
            "A click from another channel was not applied. Use the table's own message.",
            "Done: the board is updated.",
            "Nothing was erased. Run `/privacy forget confirm:True` to erase your records.",
            "This table is moving to another part of the bot; please try again in a few seconds.",
        ];
        let examples = Notice::examples();
        assert_eq!(examples.len(), expected.len());
        for (notice, text) in examples.iter().zip(expected) {
            assert_eq!(notice.to_string(), text, "{notice:?}");
        }
    }
}
