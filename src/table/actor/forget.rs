//! `/privacy forget` at a table still being played: the person's seats show "a former
//! player" and no id from now on, their name leaves the log and the game, and their
//! private views go, as in an archived table (the same [`TableRecord::erase_person`]).
//! The game goes on: a seat nobody holds any more times out and a computer takes it;
//! a lobby lets the seat go.

use super::super::game::Effects;
use super::super::record::{Phase, TableRecord};
use super::Actor;

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
        if record.phase == Phase::Lobby {
            // A lobby keeps no empty seat: the game has not dealt to it yet.
            record.seats.retain(|seat| seat.user() != Some(0));
        }
        if self.game.is_some() {
            // The running game is rebuilt from the erased state (names in it scrubbed).
            let restored = record.state.take().map(|state| self.def.restore(&state));
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
        self.record = record;
        // Every private screen is drawn again from the erased table.
        self.signatures.clear();
        self.commit(Effects::default()).is_ok()
    }
}
