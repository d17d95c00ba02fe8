//! The platform's user-facing sentences, in one place: every refusal and notice a person
//! can see from the table or the adapter is a [`Notice`], written once for a reader.
//! Games keep their own sentences (a rule's reason) in their screens.

/// A sentence the platform tells a person (always privately).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Notice {
    #[error("This game has ended or no longer exists.")]
    GameGone,
    #[error("That button is not one I know. It may be from an older version of the game.")]
    UnknownButton,
    #[error("That choice is not valid.")]
    InvalidChoice,
    #[error("I do not know that command.")]
    UnknownCommand,
    #[error("That setting does not exist.")]
    UnknownSetting,
    #[error("That game does not exist.")]
    UnknownGame,
    #[error("Cantina is restarting; please try again in a moment.")]
    Restarting,
    #[error("The database is unavailable; please try again.")]
    StoreUnavailable,
    #[error("Something went wrong saving the table; nothing changed. Please try again.")]
    NotSaved,
    #[error("Something went wrong saving the table: your move may not have been saved. The table shows its last saved state; check it before playing again.")]
    MaybeNotSaved,
    #[error("This table's settings could not be read (they were written by another version of the bot); nothing was changed.")]
    SettingsUnreadable,
    #[error("You are not playing at this table.")]
    NotSeated,
    #[error("The game has not started yet.")]
    NotStarted,
    #[error("This game is over.")]
    GameOver,
    #[error("That button was on an older view, so it was not applied. Here is the table now.")]
    Outdated,
    #[error("There is no table of this game in this channel.")]
    NoTableHere,
    #[error("That table has just ended.")]
    JustEnded,
    #[error("Only the host or a member with Manage Messages can end this table.")]
    NotAllowedToEnd,
    #[error("Only the players of that game can start another.")]
    NotAPlayerOfThatGame,
    #[error("A player of that game has since erased their records, so it cannot be played again with the same seats. Start a new game instead.")]
    PlayerErased,
    #[error("A new table is already running in this channel.")]
    ChannelTaken,
    #[error("The turn timeout must be between 5 and 3600 seconds.")]
    BadTurnTimeout,
    #[error("You cannot challenge yourself. Leave out `opponent` to play the computer.")]
    SelfChallenge,
    #[error("Bots cannot accept challenges. Leave out `opponent` to play the computer.")]
    BotChallenge,
    #[error("Challenge someone in a server channel, where they can see it. Here, leave out `opponent` to play the computer.")]
    ChallengeOutsideServer,
    #[error(
        "This table ran into a problem and had to stop; sorry. Start a new game whenever you like."
    )]
    TableBroken,
    #[error(
        "I could not open a thread here. Do I have Create Public Threads? Or play in this channel with `thread: False`."
    )]
    NoThread,
    #[error(
        "I cannot host a table here: I need {0} in this channel. A server admin can grant it, or play in another channel."
    )]
    MissingPermissions(String),
    #[error(
        "Discord would not show this table for minutes, so it was closed. Please start it again."
    )]
    NeverShown,
    #[error(
        "I cannot open a thread here: I need {0}. Play in this channel with `thread: False`, or ask a server admin."
    )]
    MissingThreadPermissions(String),
    #[error("The table is busy; please try `/end` again in a moment.")]
    TableBusy,
    #[error("The game has already started.")]
    AlreadyStarted,
    #[error("You are already playing your seat.")]
    AlreadyPlaying,
    #[error("This table is having trouble saving and is paused; please try again later.")]
    Paused,
    #[error("The table ended: its channel can no longer be reached.")]
    ChannelLost,
    #[error("Nobody played for {0} hours; the table closed.")]
    SoloIdle(u64),
    #[error("This game is over. {0}")]
    GameOverWith(String),
    #[error("You already have {0} solitaire tables open, the most one person may have. Finish or end one first: {1}")]
    TooManySoloTables(usize, String),
    #[error(
        "This server already has {0} open tables, the most it allows. Finish or end one first."
    )]
    TooManyServerTables(usize),
    #[error("A click from another channel was not applied. Use the table's own message.")]
    WrongChannel,
}

impl From<Notice> for String {
    fn from(notice: Notice) -> String {
        notice.to_string()
    }
}
