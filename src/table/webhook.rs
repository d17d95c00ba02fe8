//! Tables that live on interactions alone: where the bot is not a member (a group DM, a
//! DM between two people, a server that did not add it) every channel call is refused,
//! so the table message is the answer to an interaction and changes only through
//! interaction tokens. Each click brings a fresh token (valid 15 minutes); the table
//! keeps the freshest one that reaches its message, and uses it for what happens between
//! clicks (a computer's move, a turn timeout, an expiry).
//!
//! A token reaches the table message when the message is its interaction's `@original`
//! (the command that opened the table, or a click on the table message answered by
//! updating it) or one of its follow-ups. A click on a private view (a hand) brings a
//! token that reaches only that view; it is kept as the spare, to post the table again
//! as a follow-up once the table's own token is too old. Discord allows at most five
//! follow-ups per interaction of an app only a person installed.
//!
//! A refused token (Discord may refuse one inside its 15 minutes) is not tried again;
//! the table's state moves on in the store regardless, and the next click shows it.

use crate::clock::now_ms;
use serde::{Deserialize, Serialize};

/// Discord keeps an interaction token 15 minutes; a table stops using one a little
/// before, so a call never races the expiry.
pub const TOKEN_LIFE_MS: u64 = 14 * 60 * 1000 + 30 * 1000;
/// Follow-ups Discord allows per interaction when only a person installed the app.
pub const MAX_FOLLOWUPS: u8 = 5;

/// How an interaction-only table reaches its message.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Webhook {
    /// The freshest token that reaches the table message (empty: none yet).
    pub token: String,
    /// When that token was issued (Unix ms).
    pub issued_ms: u64,
    /// The table message is this follow-up of `token`; `None`: the token's `@original`.
    #[serde(default)]
    pub followup: Option<u64>,
    /// Discord refused `token`: it is not used again.
    #[serde(default)]
    pub refused: bool,
    /// The freshest token of a click on a private view of the table.
    #[serde(default)]
    pub spare: Option<Spare>,
}

/// A token that reaches no table message, able to post one as a follow-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spare {
    pub token: String,
    pub issued_ms: u64,
    /// Follow-ups already sent with it.
    #[serde(default)]
    pub followups: u8,
}

/// How the next public view reaches Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Via {
    /// Edit the message the token reaches (`followup`: which follow-up; `None`:
    /// `@original`).
    Edit {
        token: String,
        followup: Option<u64>,
    },
    /// Post the table as a new public follow-up of `token`: it becomes the table message.
    FollowUp { token: String },
}

impl Via {
    /// The token the call uses.
    pub fn token(&self) -> &str {
        match self {
            Via::Edit { token, .. } | Via::FollowUp { token } => token,
        }
    }
}

impl Webhook {
    /// A table opened by the interaction whose token is `token`: its answer will be the
    /// table message.
    pub fn opened_by(token: String) -> Webhook {
        Webhook {
            token,
            issued_ms: now_ms(),
            ..Webhook::default()
        }
    }

    /// A table with no message yet, to be posted as a follow-up of `token` (another game
    /// after a finished one: the old table message keeps its result).
    pub fn following(token: String) -> Webhook {
        Webhook {
            refused: true,
            spare: Some(Spare {
                token,
                issued_ms: now_ms(),
                followups: 0,
            }),
            ..Webhook::default()
        }
    }

    /// Whether the table's own token may still be used at `now`.
    pub fn usable(&self, now: u64) -> bool {
        !self.refused && !self.token.is_empty() && now < self.issued_ms + TOKEN_LIFE_MS
    }

    /// How a view can reach Discord at `now`, if it can.
    pub fn via(&self, now: u64) -> Option<Via> {
        if self.usable(now) {
            return Some(Via::Edit {
                token: self.token.clone(),
                followup: self.followup,
            });
        }
        self.spare
            .as_ref()
            .filter(|s| now < s.issued_ms + TOKEN_LIFE_MS && s.followups < MAX_FOLLOWUPS)
            .map(|s| Via::FollowUp {
                token: s.token.clone(),
            })
    }

    /// A click answered by updating the table message (`@original` of its token).
    pub fn clicked_on_table(&mut self, token: &str) {
        if token == self.token {
            return;
        }
        self.token = token.to_string();
        self.issued_ms = now_ms();
        self.followup = None;
        self.refused = false;
    }

    /// A click on a private view: its token is kept as the spare.
    pub fn clicked_elsewhere(&mut self, token: &str) {
        if self.spare.as_ref().is_some_and(|s| s.token == token) {
            return;
        }
        self.spare = Some(Spare {
            token: token.to_string(),
            issued_ms: now_ms(),
            followups: 0,
        });
    }

    /// Discord refused `token`.
    pub fn refused(&mut self, token: &str) {
        if self.token == token {
            self.refused = true;
        }
        if self.spare.as_ref().is_some_and(|s| s.token == token) {
            self.spare = None;
        }
    }

    /// The table was posted again as follow-up `message` of `token` (the spare): that
    /// token now reaches the table message.
    pub fn moved(&mut self, token: &str, message: u64) {
        let issued = match &mut self.spare {
            Some(spare) if spare.token == token => {
                spare.followups += 1;
                spare.issued_ms
            }
            _ if self.token == token => self.issued_ms,
            _ => return,
        };
        self.token = token.to_string();
        self.issued_ms = issued;
        self.followup = Some(message);
        self.refused = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_token_is_used_while_it_lives_then_the_spare_posts_again() {
        let mut hook = Webhook::opened_by("open".into());
        let now = hook.issued_ms;
        assert_eq!(
            hook.via(now),
            Some(Via::Edit {
                token: "open".into(),
                followup: None
            })
        );
        // Past its life and with no spare: nothing reaches the message.
        assert_eq!(hook.via(now + TOKEN_LIFE_MS), None);
        hook.clicked_elsewhere("hand");
        // The hand was clicked a minute before the table's token ran out.
        if let Some(spare) = hook.spare.as_mut() {
            spare.issued_ms = now + TOKEN_LIFE_MS - 60_000;
        }
        assert_eq!(
            hook.via(now + TOKEN_LIFE_MS),
            Some(Via::FollowUp {
                token: "hand".into()
            })
        );
        hook.moved("hand", 42);
        assert_eq!(
            hook.via(now + 1),
            Some(Via::Edit {
                token: "hand".into(),
                followup: Some(42)
            })
        );
        // A refused token is not tried again.
        hook.refused("hand");
        assert_eq!(hook.via(now + 1), None);
        hook.clicked_on_table("click");
        assert_eq!(
            hook.via(now + 1),
            Some(Via::Edit {
                token: "click".into(),
                followup: None
            })
        );
    }

    #[test]
    fn a_spare_posts_at_most_five_follow_ups() {
        let mut hook = Webhook::following("again".into());
        for message in 0..u64::from(MAX_FOLLOWUPS) {
            assert!(matches!(hook.via(now_ms()), Some(Via::FollowUp { .. })));
            hook.moved("again", message);
            hook.refused = true;
        }
        assert_eq!(hook.via(now_ms()), None);
    }
}
