//! The solver's compact position: every card known, columns in fixed arrays, the
//! stock and waste as one talon sequence, foundations as heights by suit. Copying one
//! is a plain memcpy, so the search copies a position per child instead of undoing.

use super::super::autoplay::is_safe;
use super::super::card::{Card, Suit};
use super::super::state::Klondike;
use super::super::talon;
use super::key::column_part;

/// Room per column: up to 19 face-down cards under a full run of 13.
pub(crate) const COLUMN_ROOM: usize = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Col {
    pub cards: [u8; COLUMN_ROOM],
    pub len: u8,
    pub hidden: u8,
    /// The sum of what each card adds at its height (`PLACE`), kept up to date as
    /// cards come and go, so the column's key part costs a few operations.
    pub hash: u64,
    /// The column's part of the position's key (`key::column_part`), worked out again
    /// whenever a move changes the column.
    pub key_part: u64,
}

/// `PLACE[i][c]`: what card number `c` at height `i` of a column adds to its hash.
static PLACE: [[u64; 52]; COLUMN_ROOM] = {
    let mut table = [[0u64; 52]; COLUMN_ROOM];
    // splitmix64, one value per entry.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut i = 0;
    while i < COLUMN_ROOM {
        let mut c = 0;
        while c < 52 {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            table[i][c] = z ^ (z >> 31);
            c += 1;
        }
        i += 1;
    }
    table
};

impl Col {
    pub fn top(&self) -> Option<Card> {
        (self.len > 0).then(|| card(self.cards[self.len as usize - 1]))
    }
    /// The top card as a bit set by card index (empty for an empty column).
    pub fn top_bit(&self) -> u64 {
        match self.len {
            0 => 0,
            len => 1 << self.cards[usize::from(len) - 1],
        }
    }
    pub fn face_up(&self) -> &[u8] {
        &self.cards[self.hidden as usize..self.len as usize]
    }
    /// Keeps the lowest `len` cards.
    fn truncate(&mut self, len: usize) {
        for i in len..self.len as usize {
            self.hash = self.hash.wrapping_sub(PLACE[i][self.cards[i] as usize]);
        }
        self.len = len as u8;
    }
    /// Whether the top card lies on a face-up card it fits on, or is a King with
    /// nothing under it: a place it can be put back on.
    pub fn top_rests_in_place(&self) -> bool {
        let len = self.len as usize;
        match len {
            0 => false,
            1 => self.cards[0] % 13 == 12,
            _ => {
                len > self.hidden as usize + 1
                    && FITS[self.cards[len - 1] as usize][self.cards[len - 2] as usize]
            }
        }
    }
    fn push(&mut self, c: Card) {
        let i = self.len as usize;
        self.cards[i] = c.index() as u8;
        self.hash = self.hash.wrapping_add(PLACE[i][c.index()]);
        self.len += 1;
    }
}

impl Col {
    /// The card `n` places from the top (1: the top card).
    fn cards_from_top(&self, n: u8) -> u8 {
        self.cards[usize::from(self.len - n)]
    }
}

fn card(index: u8) -> Card {
    // Indices come from real cards only (checked when the position was built).
    Card::from_index(index).unwrap_or_else(|| unreachable!("card index {index}"))
}

/// `FITS[a][b]`: card number `a` may lie on card number `b` in the tableau (one rank
/// lower, other colour). A table, as the search asks this more than anything else.
static FITS: [[bool; 52]; 52] = {
    // Card numbers are suit * 13 + rank - 1, suits in the order spades, hearts,
    // diamonds, clubs (hearts and diamonds red).
    const fn red(card: usize) -> bool {
        matches!(card / 13, 1 | 2)
    }
    let mut table = [[false; 52]; 52];
    let mut a = 0;
    while a < 52 {
        let mut b = 0;
        while b < 52 {
            table[a][b] = a % 13 + 1 == b % 13 && red(a) != red(b);
            b += 1;
        }
        a += 1;
    }
    table
};

/// `FITTERS[b]`: the cards that may lie on card number `b`, as a bit set.
pub(crate) static FITTERS: [u64; 52] = {
    let mut table = [0u64; 52];
    let mut b = 0;
    while b < 52 {
        let mut a = 0;
        while a < 52 {
            if FITS[a][b] {
                table[b] |= 1 << a;
            }
            a += 1;
        }
        b += 1;
    }
    table
};

/// One solver move. Talon indices count in talon order (waste bottom to top, then the
/// stock top to bottom); columns and suits are 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SMove {
    TalonToFoundation(u8),
    TalonToColumn(u8, u8),
    ColumnToFoundation(u8),
    ColumnToColumn { from: u8, to: u8, count: u8 },
    FoundationToColumn(u8, u8),
}

/// Rules that stay fixed during a search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rules {
    pub draw: usize,
    pub foundation_to_tableau: bool,
    pub unlimited: bool,
    /// Whether move generation prunes (see `generate`); off only to check the pruning.
    pub prune: bool,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Position {
    pub cols: [Col; 7],
    pub talon: [u8; 52],
    pub talon_len: u8,
    /// The talon's cards as a bit set by card index. The talon only ever loses cards,
    /// keeping its order, so within one search this set alone says what it holds.
    pub talon_set: u64,
    /// Waste size: talon[..pos] is the waste, talon[pos] the stock's top.
    pub pos: u8,
    /// The face-up tableau cards as a bit set by card index, kept up to date by every
    /// move: the move listing asks for it at most positions.
    pub face_up: u64,
    /// The column tops as a bit set by card index, kept up to date in the same way.
    pub tops: u64,
    /// Cards on the foundation of each suit.
    pub found: [u8; 4],
    /// Redeals still allowed (ignored when unlimited).
    pub redeals_left: u32,
}

impl Position {
    /// The engine's game as a solver position, or `None` if it does not fit the arrays.
    pub fn from_game(game: &Klondike) -> Option<(Position, Rules)> {
        let empty = Col {
            cards: [0; COLUMN_ROOM],
            len: 0,
            hidden: 0,
            hash: 0,
            key_part: 0,
        };
        let mut cols = [empty; 7];
        for (col, column) in cols.iter_mut().zip(game.columns()) {
            // A column never holds more than its face-down cards plus a run of 13.
            if column.cards().len() > COLUMN_ROOM || column.hidden() + 13 > COLUMN_ROOM {
                return None;
            }
            for &c in column.cards() {
                col.push(c);
            }
            col.hidden = column.hidden() as u8;
            col.key_part = column_part(col.hash, col.hidden);
        }
        let mut talon = [0u8; 52];
        let cards: Vec<Card> = game
            .waste()
            .iter()
            .chain(game.stock().iter().rev())
            .copied()
            .collect();
        for (slot, c) in talon.iter_mut().zip(&cards) {
            *slot = c.index() as u8;
        }
        let mut found = [0; 4];
        for suit in Suit::ALL {
            found[suit.index()] = game.foundation_height(suit);
        }
        let options = game.options();
        let rules = Rules {
            draw: options.draw.cards(),
            foundation_to_tableau: options.foundation_to_tableau,
            unlimited: options.redeals.is_none(),
            prune: true,
        };
        let redeals_left = options
            .redeals
            .map_or(0, |limit| limit.saturating_sub(game.redeals_used()));
        let position = Position {
            cols,
            talon,
            talon_len: cards.len() as u8,
            talon_set: cards.iter().fold(0, |set, c| set | 1 << c.index()),
            pos: game.waste().len() as u8,
            face_up: cols.iter().fold(0, |set, col| {
                col.face_up().iter().fold(set, |set, &c| set | 1 << c)
            }),
            tops: cols.iter().fold(0, |set, col| set | col.top_bit()),
            found,
            redeals_left,
        };
        Some((position, rules))
    }

    pub fn talon_card(&self, i: u8) -> Card {
        card(self.talon[i as usize])
    }

    /// The number of the card `mv` takes from where it lies (of a run, the one leading
    /// it, deepest in the column).
    pub fn moved_card(&self, mv: SMove) -> u8 {
        match mv {
            SMove::TalonToFoundation(i) | SMove::TalonToColumn(i, _) => self.talon[i as usize],
            SMove::ColumnToFoundation(from) => self.cols[from as usize].cards_from_top(1),
            SMove::ColumnToColumn { from, count, .. } => {
                self.cols[from as usize].cards_from_top(count)
            }
            // Card numbers are suit * 13 + rank - 1.
            SMove::FoundationToColumn(suit, _) => suit * 13 + self.found[suit as usize] - 1,
        }
    }

    /// Talon cards that turning the stock can bring to the waste top.
    pub fn reachable(&self, rules: &Rules) -> u64 {
        talon::reachable(
            self.talon_len as usize,
            self.pos as usize,
            rules.draw,
            rules.unlimited || self.redeals_left > 0,
        )
    }

    /// The cards that may go up now, the next of each suit, as a bit set by card
    /// index.
    pub fn next_up(&self) -> u64 {
        (0..4)
            .filter(|&s| self.found[s] < 13)
            .fold(0, |set, s| set | 1 << (13 * s + usize::from(self.found[s])))
    }

    /// Whether `c` is the next card of its suit.
    pub fn goes_up(&self, c: Card) -> bool {
        self.found[c.suit().index()] + 1 == c.rank()
    }

    /// Whether `c` (leading a run) may go on column `to`.
    pub fn fits(&self, c: Card, to: usize) -> bool {
        let col = &self.cols[to];
        match col.len {
            0 => c.rank() == 13,
            len => FITS[c.index()][col.cards[len as usize - 1] as usize],
        }
    }

    /// Column `i` lost cards from its top: a face-down card left on top is turned, and
    /// joins the face-up set.
    fn turn(&mut self, i: usize) {
        let col = &mut self.cols[i];
        if col.hidden > 0 && col.hidden == col.len {
            col.hidden -= 1;
            self.face_up |= 1 << col.cards[col.hidden as usize];
        }
    }

    /// The work left to win, as one searcher orders moves by it (see `search`): each
    /// card not on a foundation counts one, and each face-down card four more, as it
    /// must also be uncovered and turned. (Weights of 2 or 8 decided the same deals.)
    pub fn work_left(&self) -> u32 {
        let hidden: u32 = self.cols.iter().map(|c| u32::from(c.hidden)).sum();
        let up: u32 = self.found.iter().map(|&f| u32::from(f)).sum();
        4 * hidden + (52 - up)
    }

    pub fn is_won(&self) -> bool {
        self.found == [13; 4]
    }

    /// Won for sure: nothing face down, and either no talon or a draw-1 talon that can
    /// be turned freely. (The lowest card left is then always playable: every column is
    /// a descending run, so its lowest card is on top.)
    pub fn is_certain_win(&self, rules: &Rules) -> bool {
        self.cols.iter().all(|c| c.hidden == 0)
            && (self.talon_len == 0 || (rules.draw == 1 && rules.unlimited))
    }

    fn take_talon(&mut self, i: u8, rules: &Rules) -> Card {
        let c = self.talon_card(i);
        let (len, pos) = (self.talon_len as usize, self.pos as usize);
        if talon::reachable(len, pos, rules.draw, false) >> i & 1 == 0 {
            // Only turning the waste back brings it up: that uses a redeal. (With
            // draw-3 that may be a card still in the stock, which the turns from here
            // skip over.)
            self.redeals_left = self.redeals_left.saturating_sub(1);
        }
        let (i, len) = (i as usize, self.talon_len as usize);
        self.talon.copy_within(i + 1..len, i);
        self.talon_len -= 1;
        self.talon_set &= !(1 << c.index());
        self.pos = i as u8;
        c
    }

    /// Makes `mv`, keeping the face-up set, the tops and the columns' key parts up to
    /// date.
    pub fn apply(&mut self, mv: SMove, rules: &Rules) {
        // The columns the move changes, twice the same one if only one.
        let (a, b) = match mv {
            SMove::TalonToFoundation(_) => return self.make(mv, rules),
            SMove::TalonToColumn(_, to) | SMove::FoundationToColumn(_, to) => (to, to),
            SMove::ColumnToFoundation(from) => (from, from),
            SMove::ColumnToColumn { from, to, .. } => (from, to),
        };
        let (a, b) = (usize::from(a), usize::from(b));
        let before = self.cols[a].top_bit() | self.cols[b].top_bit();
        self.make(mv, rules);
        self.tops = self.tops & !before | self.cols[a].top_bit() | self.cols[b].top_bit();
        // (Twice over one column: that costs fewer instructions than a test.)
        for i in [a, b] {
            let col = &mut self.cols[i];
            col.key_part = column_part(col.hash, col.hidden);
        }
    }

    /// The move itself, keeping the face-up set up to date: [`Position::apply`] keeps
    /// the rest.
    fn make(&mut self, mv: SMove, rules: &Rules) {
        match mv {
            SMove::TalonToFoundation(i) => {
                let c = self.take_talon(i, rules);
                self.found[c.suit().index()] += 1;
            }
            SMove::TalonToColumn(i, to) => {
                let c = self.take_talon(i, rules);
                self.cols[to as usize].push(c);
                self.face_up |= 1 << c.index();
            }
            SMove::ColumnToFoundation(from) => {
                let col = &mut self.cols[from as usize];
                if let Some(c) = col.top() {
                    self.found[c.suit().index()] += 1;
                    col.truncate(col.len as usize - 1);
                    self.face_up &= !(1 << c.index());
                    self.turn(from as usize);
                }
            }
            SMove::ColumnToColumn { from, to, count } => {
                let (from, to, count) = (from as usize, to as usize, count as usize);
                let start = self.cols[from].len as usize - count;
                let run = self.cols[from].cards;
                for &c in &run[start..start + count] {
                    self.cols[to].push(card(c));
                }
                self.cols[from].truncate(start);
                self.turn(from);
            }
            SMove::FoundationToColumn(suit, to) => {
                let s = suit as usize;
                if let Some(c) = Card::new(Suit::ALL[s], self.found[s]) {
                    self.found[s] -= 1;
                    self.cols[to as usize].push(c);
                    self.face_up |= 1 << c.index();
                }
            }
        }
    }

    /// A move to a foundation that automatic play makes without branching:
    /// - a safe card (no card that could go on it is still in play): a column top, or
    ///   in draw-1 the waste top (with free redeals: any talon card, as every one can be
    ///   brought up at no cost). In draw-3 a waste card is never played automatically:
    ///   taking it shifts the groups of three the stock turns in, which can cost a win.
    ///   When foundation cards may come back down, a card counts as safe only if every
    ///   lower card is up (see the comment inside).
    /// - when the search prunes and foundation cards may come back down: a column top
    ///   lying on a card it fits on (or a King alone in its column). Up there it can
    ///   still come back to that very place whenever a line needs it there, and
    ///   meanwhile it lets the next card of its suit follow: the position with it up is
    ///   at least as good.
    ///
    /// Column tops in `held` (a bit set by card index) stay: they were just put there
    /// for a move still to come (see `prepare`).
    pub fn auto_move(&self, rules: &Rules, held: u64) -> Option<SMove> {
        // With foundation cards coming back, a safe card may still be wanted in play,
        // as a place for cards brought down onto it (a column top lying on a face-down
        // card, once that is turned, cannot come back to its place). So then a card is
        // safe only when every lower card is up already: no card left in play could
        // end a chain of cards on it.
        let next_up = self.next_up();
        // Most of the time no column top, nor talon card automatic play may take, goes
        // up at all: then there is nothing more to look at.
        let column_ups = self.tops & next_up & !held;
        let talon_ups = if rules.draw == 1 && rules.unlimited {
            self.talon_set & next_up
        } else if rules.draw == 1 && self.pos > 0 {
            1 << self.talon[usize::from(self.pos) - 1] & next_up
        } else {
            0
        };
        if column_ups | talon_ups == 0 {
            return None;
        }
        let safe = |c: Card| {
            if rules.foundation_to_tableau {
                c.rank() <= 2 || self.found.iter().all(|&h| h + 1 >= c.rank())
            } else {
                is_safe(c, &self.found)
            }
        };
        // The cards that go up now and are safe, as a bit set.
        let safe_up = Suit::ALL
            .iter()
            .filter_map(|&s| Card::new(s, self.found[s.index()] + 1))
            .filter(|&c| safe(c))
            .fold(0u64, |set, c| set | 1 << c.index());
        let park = rules.prune && rules.foundation_to_tableau;
        for (i, col) in self.cols.iter().enumerate() {
            let Some(&top) = col.cards[..col.len as usize].last() else {
                continue;
            };
            let bit = 1u64 << top;
            if column_ups & bit == 0 {
                continue;
            }
            if safe_up & bit != 0 || (park && col.top_rests_in_place()) {
                return Some(SMove::ColumnToFoundation(i as u8));
            }
        }
        let safe_at = |i: u8| safe_up >> self.talon[i as usize] & 1 == 1;
        if rules.draw == 1 && rules.unlimited {
            // Most of the time no talon card is safe: then skip the talon.
            if self.talon_set & safe_up == 0 {
                return None;
            }
            (0..self.talon_len)
                .find(|&i| safe_at(i))
                .map(SMove::TalonToFoundation)
        } else if rules.draw == 1 && self.pos > 0 && safe_at(self.pos - 1) {
            Some(SMove::TalonToFoundation(self.pos - 1))
        } else {
            None
        }
    }

    /// Make every automatic move (see [`Position::auto_move`]), noting each in `log`.
    pub fn auto_play(&mut self, rules: &Rules, held: u64, mut log: Option<&mut Vec<SMove>>) {
        while let Some(mv) = self.auto_move(rules, held) {
            self.apply(mv, rules);
            if let Some(log) = log.as_deref_mut() {
                log.push(mv);
            }
        }
    }

    /// Any card that can go up now (column tops first, then the talon).
    pub fn any_foundation_move(&self) -> Option<SMove> {
        (0..7u8)
            .find(|&i| self.cols[i as usize].top().is_some_and(|c| self.goes_up(c)))
            .map(SMove::ColumnToFoundation)
            .or_else(|| {
                (0..self.talon_len)
                    .find(|&i| self.goes_up(self.talon_card(i)))
                    .map(SMove::TalonToFoundation)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::klondike::Options;
    use rand::{Rng, SeedableRng};

    /// The face-up set, the column tops and the columns' key parts, worked out from
    /// the columns' cards again.
    fn kept_from_columns(p: &Position) -> (u64, u64, Vec<u64>) {
        let face_up = p.cols.iter().fold(0, |set, col| {
            col.face_up().iter().fold(set, |set, &c| set | 1u64 << c)
        });
        let tops = p
            .cols
            .iter()
            .filter_map(Col::top)
            .fold(0, |set, c| set | 1u64 << c.index());
        let key_parts = p
            .cols
            .iter()
            .map(|col| {
                let hash = col.cards[..usize::from(col.len)]
                    .iter()
                    .enumerate()
                    .fold(0u64, |sum, (i, &c)| {
                        sum.wrapping_add(PLACE[i][usize::from(c)])
                    });
                column_part(hash, col.hidden)
            })
            .collect();
        (face_up, tops, key_parts)
    }

    fn kept(p: &Position) -> (u64, u64, Vec<u64>) {
        (
            p.face_up,
            p.tops,
            p.cols.iter().map(|c| c.key_part).collect(),
        )
    }

    #[test]
    fn the_kept_face_up_set_tops_and_key_parts_follow_every_move() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut moves = Vec::new();
        let mut checked = 0;
        for deal in 0..40u64 {
            let options = if deal % 2 == 0 {
                Options::default()
            } else {
                Options::draw_three()
            };
            let game = Klondike::new(deal, options);
            let Some((mut p, mut rules)) = Position::from_game(&game) else {
                panic!("deal {deal} fits the solver's arrays");
            };
            // Unpruned, every legal move is listed: foundation cards come down too.
            rules.prune = deal % 4 < 2;
            for _ in 0..60 {
                assert_eq!(kept(&p), kept_from_columns(&p), "deal {deal}");
                p.moves(&rules, &mut moves);
                let Some(&mv) = moves.get(rng.gen_range(0..moves.len().max(1))) else {
                    break;
                };
                p.apply(mv, &rules);
                p.auto_play(&rules, 0, None);
                checked += 1;
            }
        }
        assert!(checked > 1000, "only {checked} moves were made");
    }
}
