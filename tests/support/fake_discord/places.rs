//! Places the bot is not a member of, where a person installed the app: a group DM or a
//! DM between two people (context 2, no guild), and a server that never added the bot
//! (context 0, its `authorizing_integration_owners` name only the person). As Discord
//! does there: every channel call is refused (403, code 50001 Missing Access) and
//! recorded as a violation (the bot must know better from the interaction), an
//! interaction takes at most 5 follow-ups, and a server that switched Use External
//! Apps off makes every answer private.

use super::server::FakeDiscord;
use super::state::ChannelRec;
use super::FakeUser;
use std::time::Duration;

/// Use External Apps.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;
/// Follow-ups Discord allows per interaction of an app only a person installed.
pub const MAX_FOLLOWUPS: usize = 5;

/// A place the bot is not a member of.
#[derive(Clone, Debug)]
pub(crate) struct PlaceRec {
    /// The person whose install authorizes the app there.
    pub installer: u64,
    /// A server that did not add the bot (`None`: a group DM or DM).
    pub guild: Option<u64>,
    /// The server allows external apps (answers may be public).
    pub external_apps: bool,
}

impl FakeDiscord {
    /// A group DM (or a DM between people) where `installer` installed the app.
    pub fn group_dm(&self, name: &str, installer: &FakeUser) -> u64 {
        self.add_place(name, 3, None, installer, true)
    }

    /// A text channel in a server the bot is not in; `installer` installed the app for
    /// themselves. `external_apps: false` is a server that switched Use External Apps
    /// off.
    pub fn server_without_bot(&self, installer: &FakeUser, external_apps: bool) -> u64 {
        let guild = self.shared.lock().snowflake();
        self.add_place("games", 0, Some(guild), installer, external_apps)
    }

    fn add_place(
        &self,
        name: &str,
        kind: u8,
        guild: Option<u64>,
        installer: &FakeUser,
        external_apps: bool,
    ) -> u64 {
        let mut st = self.shared.lock();
        let id = st.snowflake();
        let rec = ChannelRec {
            id,
            guild_id: guild.unwrap_or(0),
            name: name.to_owned(),
            kind,
            parent_id: None,
            thread: None,
            created_ms: st.now_ms(),
        };
        st.channels.insert(id, rec);
        st.places.insert(
            id,
            PlaceRec {
                installer: installer.id,
                guild,
                external_apps,
            },
        );
        id
    }

    /// Channel calls the bot made to places it is not a member of (each refused).
    pub fn channel_calls_to_places(&self) -> u64 {
        self.shared.lock().place_channel_calls
    }

    /// How long interaction tokens live (Discord: 15 minutes).
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.shared.lock().token_lifetime = lifetime;
    }

    /// Refuse every webhook call with `token` from now on (401, 50027), as Discord
    /// sometimes does inside a token's 15 minutes.
    pub fn refuse_token(&self, token: &str) {
        self.shared.lock().refused_tokens.insert(token.to_owned());
    }
}
