//! The public snapshot types tests assert on: users, messages, threads, responses, requests.

use serde_json::Value;

/// A person in the fake guild. Ids are unique snowflakes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
}

/// One interaction the fake sent to the bot: its id and its webhook token.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InteractionHandle {
    pub id: u64,
    pub token: String,
}

/// Names a message for a click: any stored message id (public or ephemeral), or the
/// `@original` response of an interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageRef {
    Id(u64),
    Original(u64),
}

impl From<u64> for MessageRef {
    fn from(id: u64) -> Self {
        MessageRef::Id(id)
    }
}

impl From<&FakeMessage> for MessageRef {
    fn from(m: &FakeMessage) -> Self {
        MessageRef::Id(m.id)
    }
}

impl From<FakeMessage> for MessageRef {
    fn from(m: FakeMessage) -> Self {
        MessageRef::Id(m.id)
    }
}

impl From<&InteractionHandle> for MessageRef {
    fn from(h: &InteractionHandle) -> Self {
        MessageRef::Original(h.id)
    }
}

/// A file the bot attached, with its bytes kept for assertions (e.g. PNG signature).
#[derive(Clone, Debug, PartialEq)]
pub struct FakeAttachment {
    pub id: u64,
    pub filename: String,
    pub size: usize,
    pub content_type: Option<String>,
    pub description: Option<String>,
    pub bytes: Vec<u8>,
}

/// The fake's current copy of a message the bot posted (public or ephemeral).
#[derive(Clone, Debug, PartialEq)]
pub struct FakeMessage {
    pub id: u64,
    pub channel_id: u64,
    pub content: String,
    /// Embeds as the bot sent them (JSON).
    pub embeds: Vec<Value>,
    /// Action rows as the bot sent them (JSON).
    pub components: Vec<Value>,
    pub attachments: Vec<FakeAttachment>,
    /// Discord message flags (64 = ephemeral, 128 = loading / "thinking").
    pub flags: u64,
    pub ephemeral: bool,
    /// For an ephemeral message: the only user who sees it.
    pub visible_to: Option<u64>,
    /// The interaction whose response or follow-up this is, if any.
    pub interaction_id: Option<u64>,
    /// Still the "thinking" placeholder of a deferred response.
    pub loading: bool,
    pub deleted: bool,
    /// How many times the message was edited.
    pub edits: u32,
    pub created_ms: u64,
    pub edited_ms: Option<u64>,
    /// Discord message type (0 default, 20 chat-input command reply).
    pub kind: u8,
}

/// A button as listed by [`FakeMessage::buttons`].
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub custom_id: Option<String>,
    pub label: Option<String>,
    pub emoji: Option<Value>,
    pub style: u64,
    pub disabled: bool,
    pub url: Option<String>,
    /// Position: (row, column).
    pub position: (usize, usize),
}

/// A string select menu as listed by [`FakeMessage::selects`].
#[derive(Clone, Debug, PartialEq)]
pub struct SelectMenu {
    pub custom_id: String,
    pub placeholder: Option<String>,
    pub options: Vec<SelectOption>,
    pub min_values: u64,
    pub max_values: u64,
    pub disabled: bool,
    /// Component type: 3 string select, 5 user, 6 role, 7 mentionable, 8 channel.
    pub kind: u64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
}

/// A thread the bot created (or a test created).
#[derive(Clone, Debug, PartialEq)]
pub struct FakeThread {
    pub id: u64,
    pub parent_id: u64,
    pub name: String,
    /// 11 public, 12 private.
    pub kind: u8,
    pub auto_archive_duration: u64,
    pub archived: bool,
    pub locked: bool,
    /// The message the thread was started from, if any.
    pub starter_message_id: Option<u64>,
    pub member_ids: Vec<u64>,
}

/// How the bot answered an interaction, with the current state of the messages involved.
#[derive(Clone, Debug, PartialEq)]
pub struct Response {
    pub interaction_id: u64,
    /// The callback type: 4 message, 5 deferred message, 6 deferred update, 7 update,
    /// 8 autocomplete choices, 9 modal.
    pub kind: u8,
    /// The callback asked for an ephemeral message (flags 64).
    pub ephemeral: bool,
    /// The data of the initial callback, as sent.
    pub callback_data: Value,
    /// The current `@original` message (for 6/7: the message holding the component).
    pub original: Option<FakeMessage>,
    /// Follow-up messages, current state, in order (deleted ones included, flagged).
    pub followups: Vec<FakeMessage>,
    /// The modal, for callback type 9.
    pub modal: Option<Value>,
}

impl Response {
    /// Text of the original response (content + embeds), or "" when there is none.
    pub fn text(&self) -> String {
        self.original.as_ref().map(|m| m.text()).unwrap_or_default()
    }

    /// Content of the original response, or "".
    pub fn content(&self) -> String {
        self.original
            .as_ref()
            .map(|m| m.content.clone())
            .unwrap_or_default()
    }
}

/// One request the bot made, as the fake saw and answered it.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedRequest {
    pub seq: u64,
    pub method: String,
    /// Path after `/api/v10`, e.g. `/channels/123/messages`.
    pub path: String,
    pub query: String,
    pub status: u16,
    /// JSON body (or `payload_json` of a multipart body); Null when empty.
    pub body: Value,
    /// Uploaded files: (multipart field name, filename, size).
    pub files: Vec<(String, String, usize)>,
    /// The fake's answer body (Null for 204).
    pub response: Value,
    pub at_ms: u64,
}

impl std::fmt::Display for RecordedRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut body = self.body.to_string();
        if body.len() > 300 {
            let mut cut = 300;
            while !body.is_char_boundary(cut) {
                cut -= 1;
            }
            body.truncate(cut);
            body.push('…');
        }
        write!(
            f,
            "#{} {} {} -> {} {}",
            self.seq, self.method, self.path, self.status, body
        )?;
        if self.status >= 400 {
            write!(f, " => {}", self.response)?;
        }
        Ok(())
    }
}
