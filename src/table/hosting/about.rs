//! What the platform knows of a game before any table exists: its description (from
//! the contract's constants), how its tables form, and what it may do at start-up.

/// How a table for this game is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formation {
    /// A lobby people join; the host starts; AI seats fill places.
    Lobby { min_seats: usize, max_seats: usize },
    /// Two seats: `start opponent:@user` challenges a person; without one, a computer
    /// player takes the second seat.
    Duel,
    /// One seat, optionally in a thread the bot creates for the player.
    Solo,
}

/// What the platform shows and decides about a game before any table exists: one
/// description, made once from the game's constants. Its words are messages of the
/// game's own files, found by its code ([`About::messages`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// Command name and custom_id prefix: lowercase letters only (`uno`).
    pub code: &'static str,
    pub formation: Formation,
    /// Whether repeated timeouts in a two-seat game against a person forfeit it (else a
    /// computer plays the seat until the person comes back).
    pub away_forfeits: bool,
    /// The game's Fluent files (see [`Hosting::TEXTS`](super::Hosting::TEXTS)).
    pub texts: crate::i18n::Resources,
}

impl About {
    /// The game's title (`UNO`), a choice of `/stats` and `/leaderboard`.
    pub fn title_message(&self) -> String {
        format!("game-title-{}", self.code)
    }
    /// The prefix of the game's command messages: `cmd-uno` for `cmd-uno-name` and
    /// `cmd-uno-description` (at most 100 characters).
    pub fn command_message(&self) -> String {
        format!("cmd-{}", self.code)
    }
    /// How to play, for `/help` (a few lines).
    pub fn help_message(&self) -> String {
        format!("help-game-{}", self.code)
    }
    /// The label of the button that starts another game with the same seats.
    pub fn again_message(&self) -> String {
        format!("table-again-{}", self.code)
    }
    /// The person-menu entry that challenges someone to a duel; a duel whose files
    /// lack it has no entry.
    pub fn challenge_message(&self) -> String {
        format!("cmd-challenge-{}-name", self.code)
    }
    /// Every message the platform reads for the game whatever its options: each must
    /// be in every language.
    pub fn messages(&self) -> Vec<String> {
        let command = self.command_message();
        vec![
            self.title_message(),
            format!("{command}-name"),
            format!("{command}-description"),
            self.help_message(),
            self.again_message(),
        ]
    }
}

/// What a game may use to get ready at start-up, before the bot serves it (see
/// [`Hosted::warm_up`]).
pub struct WarmUp<'a> {
    /// Where a game may keep what it builds once (beside the database).
    pub cache_dir: &'a std::path::Path,
    /// The process's setting `name` (an environment variable): a game's own knobs
    /// stay with the game.
    pub setting: &'a dyn Fn(&str) -> Option<String>,
}

/// A game's own setting that is not valid: the bot does not start (exit 2).
#[derive(Debug, thiserror::Error)]
#[error("{name} is not valid: {reason}")]
pub struct InvalidSetting {
    pub name: &'static str,
    pub reason: String,
}
