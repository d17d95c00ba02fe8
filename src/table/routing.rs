//! Routing: clicks, table subcommands, autocomplete and `/<game> end` go to their
//! table's actor (waking it if it sleeps); Discord's channel and server events end the
//! tables they touch; shutdown stops every actor.

use super::actor::{self, Click, TableMsg};
use super::registry::Tables;
use super::restore::Adoption;
use super::text::Notice;
use super::{verb, Person, Reply};
use crate::i18n::{Lang, Text};
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinSet;

/// How long `/<game> end` waits for a busy table.
const END_WAIT: Duration = Duration::from_secs(10);
/// What a person is typing into an option of a table subcommand (autocomplete).
pub struct Typing<'a> {
    pub user: u64,
    /// The subcommand (`move`).
    pub command: &'a str,
    /// The option being typed (`from`).
    pub option: &'a str,
    /// What is typed so far.
    pub typed: &'a str,
    /// The interaction's locale: the suggestions are written in it.
    pub lang: Lang,
}

/// How long autocomplete waits for a table's suggestions (Discord allows 3 s in all).
const SUGGEST_WAIT: Duration = Duration::from_millis(2000);
/// How long shutdown waits for each running table to stop (all wait at once).
const STOP_WAIT: Duration = Duration::from_secs(2);

impl Tables {
    /// Route a click to its table. `game` and `table` come from the custom_id.
    pub async fn click(&self, game: &str, table: u64, click: Click) -> Reply {
        if !self.accepting() {
            return Reply::Refused(Notice::Restarting.into());
        }
        let known = {
            let live = self.lock();
            match live.by_id.get(&table) {
                Some(handle) if handle.game == game => Some(true),
                Some(_) => {
                    tracing::warn!(table, game, "custom_id names the wrong game");
                    return Reply::Refused(actor::unknown_button());
                }
                None => None,
            }
        };
        let inbox = match known {
            Some(_) => Some(()),
            None => match self.adopt(game, table).await {
                Adoption::Adopted => Some(()),
                Adoption::NotLive => None,
                Adoption::Unavailable => {
                    return Reply::Refused(Notice::StoreUnavailable.into());
                }
            },
        };
        let Some(inbox) = inbox.and_then(|()| self.inbox_of(table)) else {
            if click.verb == verb::TableVerb::Replay {
                return self.replay_link(table, click.person.id);
            }
            if click.verb == verb::TableVerb::Again {
                // Dealing and flushing the new table: off the async workers, as `open`.
                let tables = self.clone();
                let (person, channel) = (click.person, click.channel);
                let server = channel.unwrap_or(table);
                // At a table on interactions alone, the click's token posts the new one.
                let by = (click.token, click.answered);
                return self
                    .shared
                    .work
                    .run(server, move || {
                        tables.play_again(table, &person, channel, by)
                    })
                    .await
                    .unwrap_or_else(|err| {
                        tracing::error!(%err, "starting another game failed");
                        Reply::Refused(Notice::TableBroken.into())
                    });
            }
            return Reply::Refused(Notice::GameGone.into());
        };
        let (reply_tx, reply_rx) = oneshot::channel();
        if inbox.send(TableMsg::Click(click, reply_tx)).await.is_err() {
            return Reply::Refused(Notice::GameGone.into());
        }
        reply_rx
            .await
            .unwrap_or_else(|_| Reply::Refused(Notice::GameGone.into()))
    }

    /// **Replay** on a finished (archived) table: its link, for its players.
    fn replay_link(&self, table: u64, person: u64) -> Reply {
        let store = &self.shared.store;
        match store
            .tables()
            .load_archived::<super::record::TableRecord>(table)
        {
            Ok(Some(record)) => {
                super::replay::link_reply(self.shared.config.web_url.as_deref(), &record, person)
            }
            Ok(None) => Reply::Refused(Notice::GameGone.into()),
            Err(_) => Reply::Refused(Notice::StoreUnavailable.into()),
        }
    }

    /// A table subcommand (`/klondike move`) by `person` at the table in `channel`.
    pub async fn command(&self, game: &str, channel: u64, click: Click) -> Reply {
        match self.table_in(channel) {
            Some((id, code)) if code == game => self.click(game, id, click).await,
            _ => Reply::Refused(Notice::NoTableHere.into()),
        }
    }

    /// Autocomplete for a table subcommand at the table in `channel`.
    pub async fn suggest(
        &self,
        game: &str,
        channel: u64,
        typing: Typing<'_>,
    ) -> Vec<(String, i64)> {
        let Typing {
            user,
            command,
            option,
            typed,
            lang,
        } = typing;
        let inbox = match self.table_in(channel) {
            Some((id, code)) if code == game => self.inbox_of(id),
            _ => None,
        };
        let Some(inbox) = inbox else {
            return Vec::new();
        };
        let (reply, answer) = oneshot::channel();
        let msg = TableMsg::Suggest {
            user,
            command: command.to_string(),
            option: option.to_string(),
            typed: typed.to_string(),
            lang,
            reply,
        };
        // Suggestions are worth nothing once Discord's 3 s have passed: a busy table
        // offers none rather than an answer that arrives too late.
        let asked = async {
            inbox.send(msg).await.ok()?;
            answer.await.ok()
        };
        tokio::time::timeout(SUGGEST_WAIT, asked)
            .await
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// `/<game> end` in a channel.
    pub async fn end(&self, game: &str, channel: u64, person: Person) -> Result<Text, Text> {
        let inbox = match self.table_in(channel) {
            Some((id, code)) if code == game => self.inbox_of(id),
            _ => None,
        };
        let Some(inbox) = inbox else {
            return Err(Notice::NoTableHere.into());
        };
        let (reply_tx, reply_rx) = oneshot::channel();
        // `/end` is meant for stuck tables: never wait on a busy one for ever.
        let asked = tokio::time::timeout(END_WAIT, async {
            inbox
                .send(TableMsg::End(person, reply_tx))
                .await
                .map_err(|_| Text::from(Notice::JustEnded))?;
            reply_rx
                .await
                .unwrap_or_else(|_| Err(Notice::JustEnded.into()))
        })
        .await;
        asked.unwrap_or_else(|_| Err(Notice::TableBusy.into()))
    }

    /// Discord deleted a channel (or a thread): its table ends.
    pub fn channel_deleted(&self, channel: u64) {
        let table = self.lock().by_channel.get(&channel).copied();
        if let Some(inbox) = table.and_then(|id| self.inbox_of(id)) {
            tokio::spawn(async move {
                let _ = inbox.send(TableMsg::ChannelLost).await;
            });
        }
    }

    /// The bot left a server (or was removed): every table there ends.
    pub fn guild_left(&self, guild: u64) {
        let tables: Vec<u64> = self
            .lock()
            .by_id
            .iter()
            .filter(|(_, h)| h.guild == Some(guild))
            .map(|(id, _)| *id)
            .collect();
        for inbox in tables.into_iter().filter_map(|id| self.inbox_of(id)) {
            tokio::spawn(async move {
                let _ = inbox.send(TableMsg::ChannelLost).await;
            });
        }
    }

    /// Stop taking clicks, stop every actor (their state is already saved), flush. The
    /// actors stop together: each is sent its stop at once and given up to
    /// [`STOP_WAIT`] to save what its message shows, and the store is flushed once
    /// every one has answered (or its wait ran out).
    pub async fn shutdown(&self) {
        self.shared.accepting.store(false, Ordering::SeqCst);
        // A sleeping table has nothing unsaved: only running actors are stopped.
        let inboxes: Vec<_> = self
            .lock()
            .by_id
            .values()
            .filter_map(|h| h.inbox.clone())
            .collect();
        let mut stopping = JoinSet::new();
        for inbox in inboxes {
            stopping.spawn(async move {
                let (done_tx, done_rx) = oneshot::channel();
                if inbox.send(TableMsg::Stop(done_tx)).await.is_ok() {
                    let _ = tokio::time::timeout(STOP_WAIT, done_rx).await;
                }
            });
        }
        while stopping.join_next().await.is_some() {}
        if let Err(err) = self.shared.store.flush() {
            tracing::error!(%err, "store not flushed at shutdown");
        }
    }
}
