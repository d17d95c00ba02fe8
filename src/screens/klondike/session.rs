//! One person's game at a table: the engine plus what the table adds around it: the
//! deal number, the clock, the solver's verdicts along the way, the winning line it
//! found (later hints follow it while the player does), the last hint, and which page
//! of the move menu is showing.
//!
//! After every change the solver checks, within [`CHECK_LIMIT`], whether the position
//! can still be won. Verdicts are kept by the number of moves made, for the positions
//! of the current line only (an Undo drops those past it), so when a position is
//! proven lost the table can say how many Undos lead back to the last position proven
//! winnable; when none is known yet, earlier positions are probed, newest first, in
//! the time left.

use super::refusals::move_error;
use super::stats;
use crate::clock::now_ms;
use crate::i18n::Text;
use crate::table::hosting::RoundEnd;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::actions::Act;
use super::settings::Settings;
use crate::games::klondike::solver::{solve_within, Budget, Verdict};
use crate::games::klondike::{Action, Klondike, Move, MoveError};
use crate::games::{Game, Outcome, Seat};

/// How long one check may search (the check after a move, a hint, a Finish).
pub const CHECK_LIMIT: Duration = Duration::from_millis(1000);
/// A node cap besides the clock, so a check is bounded on any machine.
const CHECK_NODES: u64 = 20_000_000;
/// How long dealing a `winnable` game may search in all, and per deal tried.
const WINNABLE_LIMIT: Duration = Duration::from_millis(4000);
const WINNABLE_PER_DEAL: Duration = Duration::from_millis(800);

/// The solver, bounded by `limit` of wall-clock time from now.
pub fn check(game: &Klondike, limit: Duration) -> crate::games::klondike::solver::Report {
    let started = Instant::now();
    let mut spent = |_| started.elapsed().as_secs_f64() / limit.as_secs_f64().max(1e-9);
    solve_within(game, Budget::nodes(CHECK_NODES), &mut spent)
}

/// What the last hint said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintShown {
    pub mv: Move,
    /// The next move of a winning line (else only the most promising move).
    pub winning: bool,
}

/// A game of Klondike at a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solitaire {
    pub game: Klondike,
    pub settings: Settings,
    /// The deal number, to replay or share the deal.
    pub deal: u64,
    /// When the deal was dealt and, once won, when it ended (Unix milliseconds).
    pub started_ms: u64,
    pub won_ms: Option<u64>,
    /// Solver verdicts of the current line's positions, by moves made, oldest first.
    pub verdicts: Vec<(usize, Verdict)>,
    /// The rest of the last winning line found, from the current position.
    pub plan: Vec<Move>,
    /// The hint shown for the current position, if one was asked for.
    pub hint: Option<HintShown>,
    /// The last change, as a sentence ("3 → 5: 7♥ 6♣ onto 8♠"); states stored when it
    /// was English words read them as they are.
    pub last: Option<Text>,
    /// Piles the last move touched (marked on the picture).
    pub touched: Vec<u8>,
    /// The page of the move menu showing.
    pub page: u8,
    /// Undos taken in this deal (shown with the moves).
    pub undos: u32,
    /// Hint or Finish helped in this deal, or its number was chosen: its result is
    /// kept out of boards and best results.
    #[serde(default)]
    pub assisted: bool,
}

impl Solitaire {
    /// Deal `deal` with `settings`. With `winnable`, the first deal from `deal` on
    /// (in a fixed sequence) that the solver proves winnable within the time allowed.
    pub fn new(settings: Settings, deal: u64, now_ms: u64) -> Solitaire {
        let deal = deal_number(deal);
        let mut chosen = deal;
        let mut first_report = None;
        if settings.winnable {
            let started = Instant::now();
            let mut candidate = deal;
            while started.elapsed() < WINNABLE_LIMIT {
                let game = Klondike::new(candidate, settings.rules());
                let report = check(&game, WINNABLE_PER_DEAL);
                if report.verdict == Verdict::Won {
                    chosen = candidate;
                    first_report = Some(report);
                    break;
                }
                candidate = next_deal(candidate);
            }
        }
        let game = Klondike::new(chosen, settings.rules());
        let mut solitaire = Solitaire::unchecked(game, settings, chosen, now_ms);
        match first_report {
            Some(report) => solitaire.record(report.verdict, report.plan),
            None => solitaire.check_now(None),
        }
        solitaire
    }

    /// `game` as deal `deal`, started at `now_ms`, with nothing known about it yet
    /// (no solver verdict: [`Solitaire::check_now`] finds one).
    pub fn unchecked(game: Klondike, settings: Settings, deal: u64, now_ms: u64) -> Solitaire {
        Solitaire {
            game,
            settings,
            deal,
            started_ms: now_ms,
            won_ms: None,
            verdicts: Vec::new(),
            plan: Vec::new(),
            hint: None,
            last: None,
            touched: Vec::new(),
            page: 0,
            undos: 0,
            assisted: settings.chosen_deal,
        }
    }

    /// The verdict of the current position, if the solver reached one.
    pub fn verdict(&self) -> Option<Verdict> {
        let here = self.game.moves_made();
        self.verdicts
            .iter()
            .rev()
            .find(|(at, _)| *at == here)
            .map(|&(_, v)| v)
    }

    /// Whether the deal was proven winnable at its start.
    pub fn proven_at_start(&self) -> bool {
        self.verdicts.first() == Some(&(0, Verdict::Won))
    }

    /// When proven lost: how many Undos lead back to the last position proven
    /// winnable (`None` when no earlier position was proven winnable).
    pub fn undos_to_winnable(&self) -> Option<usize> {
        let here = self.game.moves_made();
        let (at, _) = self
            .verdicts
            .iter()
            .rev()
            .find(|&&(at, v)| at < here && v == Verdict::Won)?;
        self.game.undos_back_to(*at)
    }

    /// Every card is face up: nothing is left in the stock or face down.
    pub fn all_face_up(&self) -> bool {
        self.game.stock().is_empty() && self.game.columns().iter().all(|c| c.hidden() == 0)
    }

    /// No legal move is left, or none can make progress any more.
    pub fn no_move_left(&self) -> bool {
        !self.game.is_won() && (self.game.legal_moves().is_empty() || self.game.is_stuck())
    }

    /// The Draw button's move: turn the stock, or the waste back over.
    pub fn draw_move(&self) -> Option<Move> {
        [Move::Draw, Move::Recycle]
            .into_iter()
            .find(|mv| self.game.check(mv).is_ok())
    }

    /// Apply what the player asked for, or refuse it with the reason and change
    /// nothing. `now_ms` is the table's clock.
    pub fn act(&mut self, act: Act, now_ms: u64) -> Result<Option<Text>, Text> {
        if self.game.is_won() && act != Act::NewDeal {
            return Err(Text::new("klondike-deal-won"));
        }
        let said = match act {
            Act::Move(mv) => self.play_move(mv)?,
            Act::Order(order) => {
                let mv = self.game.resolve(order).map_err(|e| move_error(&e))?;
                self.play_move(mv)?
            }
            Act::Draw => {
                let mv = self.draw_move().ok_or_else(|| {
                    let why = self.game.check(&Move::Recycle).err();
                    move_error(&why.unwrap_or(MoveError::StockEmpty))
                })?;
                self.play_move(mv)?
            }
            Act::Undo => {
                self.game.undo().map_err(|e| move_error(&e))?;
                self.undos += 1;
                let here = self.game.moves_made();
                self.verdicts.retain(|&(at, _)| at <= here);
                self.plan.clear();
                self.after_change(Vec::new());
                if self.verdict().is_none() {
                    self.check_now(None);
                }
                Text::new("klondike-said-undo").with("moves", here)
            }
            Act::Hint => {
                let said = self.hint()?;
                self.assisted = true;
                said
            }
            Act::Auto => {
                let made = self.game.auto_play();
                if made.is_empty() {
                    return Err(move_error(&MoveError::NothingToAutoPlay));
                }
                let touched = made
                    .iter()
                    .flat_map(|m| [m.from_pile().number(), m.to_pile().number()])
                    .collect();
                self.after_change(touched);
                self.check_now(None);
                Text::new("klondike-said-auto").with("cards", made.len())
            }
            Act::Finish => {
                let said = self.finish()?;
                self.assisted = true;
                said
            }
            Act::NewDeal => {
                let settings = self.settings;
                *self = Solitaire::new(settings, next_deal(self.deal), now_ms);
                Text::new("klondike-said-new-deal").with("deal", self.deal.to_string())
            }
            Act::Page(page) => {
                self.page = page;
                return Ok(None);
            }
        };
        if self.game.is_won() && self.won_ms.is_none() {
            self.won_ms = Some(now_ms);
        }
        self.last = Some(said.clone());
        Ok(Some(said))
    }

    fn play_move(&mut self, mv: Move) -> Result<Text, Text> {
        self.game.check(&mv).map_err(|e| move_error(&e))?;
        let words = super::words::move_text(&self.game, mv);
        let followed = self.plan.first() == Some(&mv);
        self.game.apply_move(mv).map_err(|e| move_error(&e))?;
        self.after_change(vec![mv.from_pile().number(), mv.to_pile().number()]);
        if followed {
            // Still on the winning line: no search needed.
            self.plan.remove(0);
            let rest = std::mem::take(&mut self.plan);
            self.record(Verdict::Won, rest);
        } else {
            self.check_now(None);
        }
        Ok(words)
    }

    /// Bookkeeping after the position changed.
    fn after_change(&mut self, touched: Vec<u8>) {
        self.hint = None;
        self.page = 0;
        self.touched = touched;
        if !self.game.is_won() {
            self.won_ms = None;
        }
    }

    /// Record the verdict of the current position (and the winning line, if any).
    fn record(&mut self, verdict: Verdict, plan: Vec<Move>) {
        let here = self.game.moves_made();
        // A search that ran out of time proves nothing: a verdict already proven
        // here (and its plan) stays.
        let proven_here = self
            .verdicts
            .iter()
            .any(|&(at, v)| at == here && v != Verdict::Undecided);
        if verdict == Verdict::Undecided && proven_here {
            self.verdicts.retain(|&(at, _)| at <= here);
            return;
        }
        // Positions Undo can no longer reach are forgotten too (the start is kept: it
        // says whether the deal was proven winnable).
        let earliest = self.game.earliest_undoable();
        self.verdicts
            .retain(|&(at, _)| at < here && (at == 0 || at >= earliest));
        self.verdicts.push((here, verdict));
        self.plan = if verdict == Verdict::Won {
            plan
        } else {
            Vec::new()
        };
    }

    /// Solve the current position within the check limit; when it is lost and no
    /// earlier position is known to be winnable, probe earlier positions in the time
    /// left. `limit` overrides the check limit (tests).
    pub fn check_now(&mut self, limit: Option<Duration>) {
        let limit = limit.unwrap_or(CHECK_LIMIT);
        let started = Instant::now();
        if self.game.is_won() {
            self.record(Verdict::Won, Vec::new());
            return;
        }
        let report = check(&self.game, limit);
        self.record(report.verdict, report.plan);
        if report.verdict == Verdict::Lost && self.undos_to_winnable().is_none() {
            self.probe_back(started + limit);
        }
    }

    /// Walk back one Undo at a time, solving each earlier position until one is
    /// proven winnable or the time is up; verdicts found are kept.
    fn probe_back(&mut self, deadline: Instant) {
        let mut earlier = self.game.clone();
        let known: Vec<usize> = self.verdicts.iter().map(|&(at, _)| at).collect();
        while Instant::now() < deadline && earlier.undo().is_ok() {
            let at = earlier.moves_made();
            if let Some(&(_, v)) = self.verdicts.iter().find(|(a, _)| *a == at) {
                if v == Verdict::Won {
                    return;
                }
                continue;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let verdict = check(&earlier, left).verdict;
            if verdict == Verdict::Undecided {
                return;
            }
            if !known.contains(&at) {
                self.verdicts.push((at, verdict));
                self.verdicts.sort_by_key(|&(at, _)| at);
            }
            if verdict == Verdict::Won {
                return;
            }
        }
    }

    fn hint(&mut self) -> Result<Text, Text> {
        if self.game.legal_moves().is_empty() {
            return Err(Text::new("klondike-no-move-left"));
        }
        let (mv, winning) = match (self.verdict(), self.plan.first()) {
            (Some(Verdict::Won), Some(&mv)) => (mv, true),
            _ => {
                let report = check(&self.game, CHECK_LIMIT);
                self.record(report.verdict, report.plan.clone());
                let fallback = self.game.moves_by_use().first().copied();
                match (report.verdict, report.plan.first(), report.hint) {
                    (Verdict::Won, Some(&mv), _) => (mv, true),
                    (_, _, Some(mv)) => (mv, false),
                    _ => (fallback.ok_or(Text::new("klondike-no-move-left"))?, false),
                }
            }
        };
        self.hint = Some(HintShown { mv, winning });
        Ok(hint_text(&self.game, mv, winning, self.verdict()))
    }

    fn finish(&mut self) -> Result<Text, Text> {
        if !self.all_face_up() {
            return Err(Text::new("klondike-finish-not-yet"));
        }
        let plan = match (self.verdict(), self.plan.is_empty()) {
            (Some(Verdict::Won), false) => self.plan.clone(),
            _ => {
                let report = check(&self.game, CHECK_LIMIT);
                if report.verdict != Verdict::Won {
                    return Err(Text::new("klondike-finish-not-winnable"));
                }
                report.plan
            }
        };
        let before = self.game.clone();
        let mut made = 0;
        for mv in plan {
            if self.game.apply_move(mv).is_err() {
                break;
            }
            made += 1;
        }
        if !self.game.is_won() {
            self.game = before;
            return Err(Text::new("klondike-finish-failed"));
        }
        self.after_change(Vec::new());
        self.record(Verdict::Won, Vec::new());
        Ok(Text::new("klondike-said-finish").with("moves", made))
    }
}

/// The hint in words.
pub fn hint_text(game: &Klondike, mv: Move, winning: bool, verdict: Option<Verdict>) -> Text {
    let words = super::words::move_text(game, mv);
    if winning {
        Text::new("klondike-hint-winning").with("move", words)
    } else if verdict == Some(Verdict::Lost) {
        Text::new("klondike-hint-lost").with("move", words)
    } else if verdict == Some(Verdict::Won) {
        Text::new("klondike-hint-won").with("move", words)
    } else {
        Text::new("klondike-hint-unknown").with("move", words)
    }
}

/// The largest deal number `/klondike start seed:` takes (Discord integers are exact
/// up to 2^53).
pub const MAX_DEAL: u64 = (1 << 53) - 1;

/// A deal number a person can type back: `seed` itself when it is one (1 to
/// [`MAX_DEAL`]), else a number in that range derived from it.
pub fn deal_number(seed: u64) -> u64 {
    if (1..=MAX_DEAL).contains(&seed) {
        seed
    } else {
        seed % MAX_DEAL + 1
    }
}

/// The deal after `deal` in a fixed sequence (for **New deal** and `winnable`).
pub fn next_deal(deal: u64) -> u64 {
    deal_number(ChaCha8Rng::seed_from_u64(deal ^ 0x6b6c_6f6e_6469_6b65).gen())
}

/// What an applied press did: the session's words for it (nothing for turning a page
/// of the menu) and the deal it ended, if it ended one.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub said: Option<Text>,
    pub deal_end: Option<RoundEnd>,
}

/// The table's presses ([`Act`]), played on the deal with the table's clock: a deal's
/// length is measured from when it was dealt.
impl Game for Solitaire {
    type Action = Act;
    type Error = Text;
    type Event = Played;

    fn seat_count(&self) -> usize {
        1
    }
    fn seats_to_act(&self) -> Vec<Seat> {
        self.game.seats_to_act()
    }
    /// The deal's moves, Undo and Auto when the deal allows them; the table's own
    /// presses (Draw, Hint, Finish, New deal, a page) are offered by the view.
    fn legal_actions(&self, seat: Seat) -> Vec<Act> {
        self.game
            .legal_actions(seat)
            .into_iter()
            .filter_map(|action| match action {
                Action::Play(mv) => Some(Act::Move(mv)),
                Action::Undo => Some(Act::Undo),
                Action::AutoPlay => Some(Act::Auto),
                Action::Resign => None,
            })
            .collect()
    }
    fn apply(&mut self, seat: Seat, act: &Act) -> Result<Played, Text> {
        if seat != 0 {
            return Err(Text::new("klondike-not-your-deal"));
        }
        let now = now_ms();
        let before = (
            self.game.is_won(),
            self.game.moves_made(),
            self.started_ms,
            self.assisted,
        );
        let said = self.act(*act, now)?;
        Ok(Played {
            said,
            deal_end: stats::deal_end(before, self, *act, now),
        })
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
}
