//! The table's deadlines: turn clocks, computer moves, the game's own timers and the
//! expiry of lobbies and challenges. They live in the record, so they survive a
//! restart, and each one's removal is saved with its effect, so it fires once.

use super::super::hosting::{Formation, Narration};
use super::super::record::{Deadline, DeadlineKind, Occupant, Phase};
use super::super::text::Notice;
use super::{Actor, AWAY_AFTER_TIMEOUTS};
use crate::clock::now_ms;
use crate::i18n::escape;
use crate::i18n::Text;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

impl Actor {
    pub(super) async fn fire_due_deadlines(&mut self) {
        let now = now_ms();
        let gateway_down = self.shared.gateway.borrow().is_down();
        let mut due: Vec<Deadline> = Vec::new();
        self.record.deadlines.retain(|d| {
            // Nobody can act while the gateway is down: their clocks wait for it.
            if d.at_ms <= now && !(gateway_down && super::super::outage::pauses(&d.kind)) {
                due.push(d.clone());
                false
            } else {
                true
            }
        });
        due.sort_by_key(|d| d.at_ms);
        for deadline in due {
            // A game timer an earlier one in this batch armed again is superseded.
            if matches!(deadline.kind, DeadlineKind::Game { .. })
                && self
                    .record
                    .deadlines
                    .iter()
                    .any(|d| d.kind == deadline.kind)
            {
                continue;
            }
            let (phase, state) = (self.record.phase.clone(), self.saved_state());
            let narration = self.fire(&deadline.kind).await;
            // A deadline with nothing left to do (an UNO! window after the call, a turn
            // already played) changes no view: its removal is saved without a new
            // counter, so the buttons people see stay current. What the state still
            // waits for is armed again, as a commit would.
            // A computer's move is left out: it is drawn from a generator seeded by the
            // counter, so only a new counter lets a retry choose differently.
            if narration.is_empty()
                && deadline.kind != DeadlineKind::AiMove
                && self.record.phase == phase
                && self.saved_state() == state
            {
                self.arm_deadlines();
                self.save_quietly();
                continue;
            }
            // Removing the deadline and its effect are saved together: it fires once.
            if let Err(err) = self.commit(narration) {
                tracing::error!(table = self.record.id, %err, failures = self.failures, "deadline effect not saved; will retry");
                break;
            }
        }
    }

    pub(super) async fn fire(&mut self, kind: &DeadlineKind) -> Narration {
        match kind {
            DeadlineKind::ChallengeExpiry => {
                if matches!(self.record.phase, Phase::Challenge { .. }) {
                    self.finish_with(Text::new("log-challenge-expired"));
                    return Narration::line(Text::new("log-challenge-expired"));
                }
                Narration::default()
            }
            DeadlineKind::LobbyExpiry => {
                if self.record.phase == Phase::Lobby {
                    self.finish_with(Text::new("log-lobby-closed"));
                    return Narration::line(Text::new("log-lobby-expired"));
                }
                Narration::default()
            }
            DeadlineKind::Game { key } => match self.game.as_mut() {
                Some(game) if self.record.phase == Phase::Playing => game.fire(key),
                _ => Narration::default(),
            },
            DeadlineKind::Turn { seat } => self.turn_timed_out(*seat),
            DeadlineKind::AiMove => self.ai_move().await,
            DeadlineKind::SoloIdle => {
                if self.record.phase == Phase::Playing {
                    let line = Text::from(Notice::SoloIdle(super::SOLO_IDLE.as_secs() / 3600));
                    self.finish_with(line.clone());
                    return Narration::line(line);
                }
                Narration::default()
            }
        }
    }

    /// The running game's state as the store keeps it (to tell whether a deadline
    /// changed it).
    fn saved_state(&self) -> Option<serde_json::Value> {
        self.game.as_ref().map(|g| g.save())
    }

    pub(super) fn turn_timed_out(&mut self, seat: usize) -> Narration {
        let Some(game) = self.game.as_mut() else {
            return Narration::default();
        };
        let Some(record_seat) = self.record.seats.get_mut(seat) else {
            return Narration::default();
        };
        if self.record.phase != Phase::Playing
            || self.hosted.formation() == Formation::Solo
            || record_seat.computer_plays()
            || !game.awaited().contains(&seat)
        {
            return Narration::default();
        }
        record_seat.timeouts += 1;
        let (name, away) = (
            escape::name(&record_seat.name),
            record_seat.timeouts >= AWAY_AFTER_TIMEOUTS,
        );
        let mut narration = Narration::line(Text::new("log-timed-out").with("name", name.clone()));
        narration.merge(game.timed_out(seat));
        // Nothing more once away is not yet reached, or once that move ended the game.
        if !away || game.result().is_some() {
            return narration;
        }
        let against_a_person = self.hosted.formation() == Formation::Duel
            && self
                .record
                .seats
                .iter()
                .enumerate()
                .any(|(other, s)| other != seat && s.user().is_some());
        if against_a_person && self.hosted.away_forfeits() {
            let line = Text::new("log-timed-out-forfeits")
                .with("name", name)
                .with("turns", AWAY_AFTER_TIMEOUTS);
            narration.log.push(line.clone());
            narration.merge(game.forfeit(seat));
            if game.result().is_none() {
                self.finish_with(line);
            }
            return narration;
        }
        self.record.seats[seat].stand_in = true;
        narration.log.push(Text::new("log-away").with("name", name));
        narration
    }

    pub(super) async fn ai_move(&mut self) -> Narration {
        if self.record.phase != Phase::Playing {
            return Narration::default();
        }
        let Some(game) = self.game.as_mut() else {
            return Narration::default();
        };
        let seat = game
            .awaited()
            .into_iter()
            .find(|&s| self.record.seats.get(s).is_some_and(|r| r.computer_plays()));
        let Some(seat) = seat else {
            return Narration::default();
        };
        let level = match &self.record.seats[seat].occupant {
            Occupant::Ai { level } => level.clone(),
            Occupant::Person { .. } => self
                .hosted
                .ai_levels()
                .first()
                .map(|l| l.to_string())
                .unwrap_or_default(),
        };
        // A fresh generator per move, derived from the game seed and the counter, so a
        // replay from the stored record makes the same computer moves.
        let mut rng = ChaCha8Rng::seed_from_u64(
            self.record.seed ^ self.record.counter.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        self.off_workers(move |game| game.computer(seat, &level, &mut rng))
            .await
            .unwrap_or_default()
    }

    /// Make the deadlines match the state: a turn clock for each person to act, one
    /// pending computer move while a computer is to act.
    pub(super) fn arm_deadlines(&mut self) {
        let now = now_ms();
        let to_act = match (&self.record.phase, &self.game) {
            (Phase::Playing, Some(game)) => game.awaited(),
            _ => Vec::new(),
        };
        let seats = &self.record.seats;
        let waits_for_person = |seat: usize| {
            to_act.contains(&seat) && seats.get(seat).is_some_and(|s| !s.computer_plays())
        };
        self.record.deadlines.retain(|d| match d.kind {
            DeadlineKind::Turn { seat } => waits_for_person(seat),
            _ => true,
        });
        for &seat in &to_act {
            let armed = self
                .record
                .deadlines
                .iter()
                .any(|d| d.kind == DeadlineKind::Turn { seat });
            if waits_for_person(seat) && !armed && self.turn_clock_runs() {
                self.record.deadlines.push(Deadline {
                    at_ms: now + self.record.turn_timeout_secs * 1000,
                    kind: DeadlineKind::Turn { seat },
                });
            }
        }
        let computer_to_act = to_act
            .iter()
            .any(|&s| seats.get(s).is_some_and(|r| r.computer_plays()));
        let ai_armed = self
            .record
            .deadlines
            .iter()
            .any(|d| d.kind == DeadlineKind::AiMove);
        if computer_to_act && !ai_armed {
            self.record.deadlines.push(Deadline {
                at_ms: now + self.shared.config.ai_delay.as_millis() as u64,
                kind: DeadlineKind::AiMove,
            });
        } else if !computer_to_act {
            self.record
                .deadlines
                .retain(|d| d.kind != DeadlineKind::AiMove);
        }
        self.arm_solo_idle(now);
    }

    /// A solo game in play has an idle clock (restarted by every change, see
    /// [`Actor::commit`]); a restart keeps the one already running.
    fn arm_solo_idle(&mut self, now: u64) {
        let playing = self.record.phase == Phase::Playing;
        let solo = self.hosted.formation() == Formation::Solo;
        let armed = self
            .record
            .deadlines
            .iter()
            .any(|d| d.kind == DeadlineKind::SoloIdle);
        if playing && solo && !armed {
            self.record.deadlines.push(Deadline {
                at_ms: now + super::SOLO_IDLE.as_millis() as u64,
                kind: DeadlineKind::SoloIdle,
            });
        }
    }

    /// Solo tables have no turn clock (a solitaire player may think as long as they
    /// like, and no computer ever takes their seat); the others use the table's timeout.
    pub(super) fn turn_clock_runs(&self) -> bool {
        self.hosted.formation() != Formation::Solo && self.record.turn_timeout_secs > 0
    }
}
