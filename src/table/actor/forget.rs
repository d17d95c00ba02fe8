//! `/privacy forget` at a table still being played: the person's seats show "a former
//! player" and no id from now on, their name leaves the log and the game, and their
//! private views go, as in an archived table (the same [`TableRecord::erase_person`]).
//!
//! What the table does without them: a lobby lets their seat go (and another person
//! hosts it); a running game hands their seat to a computer at once; a table that
//! cannot go on without them ends, with no result (a challenge they made or were sent,
//! a lobby with no person left, a game with no person left).

use super::super::hosting::Narration;
use super::super::record::{Phase, TableRecord};
use super::super::text::Notice;
use super::Actor;
use crate::i18n::Text;

impl Actor {
    /// Erase `user` from the running table and write it; whether the table named them.
    pub(super) fn forget_person(&mut self, user: u64) -> bool {
        if !crate::store::LiveTable::people(&self.record).contains(&user) {
            return false;
        }
        let mut whole = self.record.clone();
        if let Some(game) = &self.game {
            whole.state = Some(game.save());
        }
        let erased = serde_json::to_vec(&whole)
            .ok()
            .and_then(|bytes| TableRecord::erase_person(&bytes, user))
            .and_then(|bytes| serde_json::from_slice::<TableRecord>(&bytes).ok());
        let Some(mut record) = erased else {
            tracing::error!(
                table = self.record.id,
                "a forgotten person could not be erased from a live table"
            );
            return false;
        };
        if self.game.is_some() {
            // The running game is rebuilt from the erased state (names in it scrubbed).
            let restored = record.state.take().map(|state| self.hosted.restore(&state));
            match restored {
                Some(Ok(game)) => self.game = Some(game),
                _ => {
                    tracing::error!(
                        table = self.record.id,
                        "an erased game could not be restored"
                    );
                    return false;
                }
            }
        }
        let goes_on = carry_on_without_them(&mut record);
        self.record = record;
        // Every private screen is drawn again from the erased table.
        self.signatures.clear();
        if goes_on {
            return self.commit(Narration::default()).is_ok();
        }
        let text = Text::from(Notice::PlayerForgotten);
        self.record.platform_ended = true;
        self.finish_with(text.clone());
        self.commit(Narration::line(text)).is_ok()
    }
}

/// Make an erased table able to go on without the forgotten person; `false` if it
/// cannot (it then ends).
fn carry_on_without_them(record: &mut TableRecord) -> bool {
    let someone_left = |record: &TableRecord| record.seats.iter().any(|s| s.user().is_some());
    match &record.phase {
        Phase::Lobby => {
            // A lobby keeps no empty seat: the game has not dealt to it yet.
            record.seats.retain(|seat| !seat.is_forgotten());
            if record.host == 0 {
                match record.seats.iter().find_map(|seat| seat.user()) {
                    Some(next) => record.host = next,
                    None => return false,
                }
            }
            someone_left(record)
        }
        // A challenge is between two people: it is withdrawn.
        Phase::Challenge { .. } => false,
        Phase::Playing => {
            for seat in record.seats.iter_mut().filter(|s| s.is_forgotten()) {
                seat.stand_in = true;
            }
            someone_left(record)
        }
        Phase::Finished => true,
    }
}
