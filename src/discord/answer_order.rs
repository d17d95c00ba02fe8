//! Answers to clicks on one private view leave in the order the table made them.
//!
//! Two quick clicks on a hand are answered by two tasks, each painting its picture on
//! the blocking pool, so the later answer can be ready first. Sent as they finish, the
//! older view would land last and replace the newer one, with custom_ids that no
//! longer match. Each answer holds its message's turn while it is sent; one older
//! than an answer already sent is only acknowledged (the message keeps the newer
//! view).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serenity::all::{ComponentInteraction, MessageFlags};
use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::table::Reply;

/// Messages remembered before those no answer is using are forgotten.
const REMEMBERED: usize = 4096;

/// The newest answer sent to each private message, by message id.
#[derive(Default)]
pub struct AnswerOrder {
    messages: Mutex<HashMap<u64, Arc<AsyncMutex<u64>>>>,
}

/// The right to answer on one message, held while the answer is sent.
pub struct Turn {
    newest_sent: OwnedMutexGuard<u64>,
    order: u64,
}

impl AnswerOrder {
    /// The turn to answer `component` with `reply`, when that replaces a private view
    /// with one made in order; `None` for any other answer (a public table message
    /// answers many people at once, and is never held back).
    pub async fn turn(&self, component: &ComponentInteraction, reply: &Reply) -> Option<Turn> {
        let on_private = component
            .message
            .flags
            .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        let order = reply.answer();
        if !on_private || order == 0 {
            return None;
        }
        Some(self.message_turn(component.message.id.get(), order).await)
    }

    /// Waits for the message's turn for an answer made `order`-th by its table (0: an
    /// answer with no order, never held back).
    async fn message_turn(&self, message: u64, order: u64) -> Turn {
        let slot = {
            let mut messages = self.messages.lock().unwrap_or_else(|e| e.into_inner());
            if messages.len() >= REMEMBERED {
                messages.retain(|_, slot| Arc::strong_count(slot) > 1);
            }
            messages.entry(message).or_default().clone()
        };
        Turn {
            newest_sent: slot.lock_owned().await,
            order,
        }
    }
}

impl Turn {
    /// Whether a newer answer already went to the message.
    pub fn is_stale(&self) -> bool {
        self.order != 0 && self.order < *self.newest_sent
    }

    /// Notes that this answer was sent.
    pub fn sent(mut self) {
        *self.newest_sent = (*self.newest_sent).max(self.order);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_answer_older_than_one_sent_is_stale() {
        let order = AnswerOrder::default();
        let newer = order.message_turn(7, 6).await;
        assert!(!newer.is_stale());
        newer.sent();
        assert!(order.message_turn(7, 5).await.is_stale());
        // Other messages and unordered answers are not held back.
        assert!(!order.message_turn(8, 5).await.is_stale());
        assert!(!order.message_turn(7, 0).await.is_stale());
        assert!(!order.message_turn(7, 6).await.is_stale());
    }

    #[tokio::test]
    async fn a_turn_waits_for_the_answer_being_sent() {
        let order = Arc::new(AnswerOrder::default());
        let first = order.message_turn(7, 2).await;
        let waiting = tokio::spawn({
            let order = order.clone();
            async move { order.message_turn(7, 1).await.is_stale() }
        });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        first.sent();
        assert!(waiting.await.unwrap());
    }
}
