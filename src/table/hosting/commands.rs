//! A game's slash commands as the platform declares and parses them: options, choices,
//! subcommands, and the personal screens a subcommand opens.

use crate::i18n::Text;
use crate::table::view::View;

/// A slash command option of `/<game> start` or of a game's subcommand. Its words are
/// the messages `<id>-name` and `<id>-description`, the id found from the game and the
/// option's name (`cmd-uno-goal`, or `cmd-opt-seed` for the platform's own options).
#[derive(Clone, Debug)]
pub struct CommandOption {
    /// What Discord sends back and the code reads: never translated.
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
}

impl CommandOption {
    /// An option people may leave out.
    pub fn optional(name: &'static str, kind: OptionKind) -> CommandOption {
        CommandOption {
            name,
            kind,
            required: false,
        }
    }
}

#[derive(Clone, Debug)]
pub enum OptionKind {
    Integer {
        min: i64,
        max: i64,
    },
    /// A closed list, made from a [`Choice`] by [`OptionKind::choice`].
    Choice(Vec<ChoiceValue>),
    Boolean,
    User,
    /// An integer whose values the game suggests as the person types (autocomplete).
    Suggested {
        min: i64,
        max: i64,
    },
}

impl OptionKind {
    /// The option whose values are those of `C`, in `C`'s order.
    pub fn choice<C: Choice>() -> OptionKind {
        OptionKind::Choice(
            C::ALL
                .iter()
                .map(|c| ChoiceValue {
                    code: c.code(),
                    message: c.message(),
                })
                .collect(),
        )
    }
}

/// One value of a choice option: the code Discord sends back and the message naming
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChoiceValue {
    pub code: &'static str,
    pub message: &'static str,
}

/// The values an option may take, as an enum: each carries the code Discord sends back
/// (what people and checks type, never translated) and the message that names it in
/// every language. The option's declaration ([`OptionKind::choice`]), its parsing
/// ([`Options::choice`]) and its labels all come from this one definition.
pub trait Choice: Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static {
    /// Every value, in the order Discord lists them.
    const ALL: &'static [Self];
    fn code(self) -> &'static str;
    /// The message that names the value as a choice (`cmd-uno-goal-round`).
    fn message(self) -> &'static str;

    fn from_code(code: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.code() == code)
    }
}

/// A subcommand of `/<game>` besides `start` and `end`. Its words are the messages
/// `cmd-<game>-<name>-name` and `-description`.
#[derive(Clone, Debug)]
pub struct GameCommand {
    pub name: &'static str,
    pub options: Vec<CommandOption>,
    pub kind: CommandKind,
}

/// Where a game's subcommand acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandKind {
    /// An action at the caller's table in this channel (`/klondike move`).
    AtTable,
    /// The person's own screen, answered privately (`/pazaak career`, stats).
    Personal,
}

/// What a personal command or a click on a personal screen can read and write.
pub struct PersonalContext<'a> {
    /// The players' own records, standings and live tables: all of the store a game
    /// sees.
    pub records: crate::store::PlayerRecords<'a>,
    pub person: &'a crate::table::Person,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The language of the person's Discord client: the screen is written in it.
    pub lang: crate::i18n::Lang,
}

/// A personal screen's answer.
#[derive(Debug)]
pub enum PersonalReply {
    /// A new private message.
    Show(View),
    /// Replace the clicked private message.
    Update(View),
    /// Not done, with the reason (shown privately).
    Refused(Text),
    /// Open a table of this game in the caller's channel with these start options.
    Start(Options),
}

impl PersonalReply {
    /// Paints the answer's picture off the async workers (see [`View::draw_picture`]).
    pub async fn draw_picture(&self) {
        if let PersonalReply::Show(view) | PersonalReply::Update(view) = self {
            view.draw_picture().await;
        }
    }
}

/// A value a user gave for an option.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Integer(i64),
    String(String),
    Boolean(bool),
    User(u64),
}

/// The options of a slash command, by name.
#[derive(Clone, Debug, Default)]
pub struct Options(pub Vec<(String, OptionValue)>);

impl Options {
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(OptionValue::Integer(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn string(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(OptionValue::String(s)) => Some(s),
            _ => None,
        }
    }

    pub fn boolean(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(OptionValue::Boolean(b)) => Some(*b),
            _ => None,
        }
    }

    pub fn user(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(OptionValue::User(u)) => Some(*u),
            _ => None,
        }
    }

    /// The value of the choice option `name`, `None` when it was left out; the code
    /// itself when it names no value of `C` (an outdated registration), for the caller
    /// to refuse in its own words.
    pub fn choice<C: Choice>(&self, name: &str) -> Result<Option<C>, String> {
        match self.string(name) {
            None => Ok(None),
            Some(code) => C::from_code(code).map(Some).ok_or_else(|| code.to_string()),
        }
    }
}
