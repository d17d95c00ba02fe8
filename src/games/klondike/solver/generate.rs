//! Move generation for the search, with the pruning that keeps it small. Every rule
//! only cuts lines that a kept line can stand in for, so a search that finds no win
//! proves the position lost:
//! - a run moves between columns only if it turns a face-down card, empties its column
//!   (a King's whole column never moves to another empty column), or uncovers a card
//!   that can go straight up; any other run move only swaps two equivalent cards;
//! - of several empty columns only the first is a target (columns are interchangeable);
//! - stock and waste cards come in draw-size steps: every card some turns of the stock
//!   would bring up is one move, instead of a chain of single turns;
//! - a move that only prepares something is made just before the move it prepares,
//!   since nothing in between can need it. So a foundation card comes back only when
//!   that starts a chain of cards brought down that ends with a run the search moves,
//!   or a useful talon card, going on the tableau (see `worth_bringing_down`), and a
//!   card brought down is not sent straight back up by automatic play; a column top goes
//!   up only when that does something now (turns or uncovers a card that can go up or
//!   hold its twin, or lets the next card of its suit follow); and with a free talon
//!   (draw-1, unlimited redeals) a talon card goes on the tableau only if a face-up run
//!   could end up on it, through talon or foundation cards put down first, and goes up
//!   only if a tableau card can follow it there: until then it waits, always within
//!   reach.
//!
//! Moves come out in a useful order: to the foundations, moves that turn a card (from
//! the deepest column first), then stock and waste cards, then the rest.

use super::super::card::{Card, Suit};
use super::position::{Col, Position, Rules, SMove, FITTERS};

/// Which moves a listing keeps: those starting or ending at one of `columns` (a bit
/// set), and foundation cards of `suits` brought down anywhere. `fitting` holds the
/// cards that may go on a column of `columns` (all cards when every column is).
#[derive(Clone, Copy)]
struct Focus {
    columns: u8,
    suits: u8,
    fitting: u64,
    /// Talon and foundation cards of this rank or more may go anywhere.
    placed_from: u8,
}

impl Focus {
    const ALL: Focus = Focus {
        columns: 0x7f,
        suits: 0xf,
        fitting: !0,
        placed_from: 0,
    };

    fn is_all(self) -> bool {
        self.columns == 0x7f
    }

    /// Whether the run led by card number `lead` in column `from` may have a move
    /// under this focus: it leaves a focus column, or could go on one.
    fn admits_run(self, from: usize, lead: u8) -> bool {
        self.columns >> from & 1 == 1 || self.fitting >> lead & 1 == 1
    }

    /// The talon cards that may go on the tableau under this focus, as a bit set: those
    /// fitting on a focus column, and those of a rank placed anywhere. (A foundation
    /// card is also admitted by its suit, which this set leaves out.)
    fn admitted(self) -> u64 {
        // Ranks `placed_from` to 13 of one suit, in the card index layout.
        let ranks = (0x1fffu64 << self.placed_from.saturating_sub(1)) & 0x1fff;
        let anywhere = (0..4).fold(0, |set, s| set | ranks << (13 * s));
        self.fitting | anywhere
    }
}

impl Position {
    fn first_empty(&self) -> Option<usize> {
        self.cols.iter().position(|c| c.len == 0)
    }

    /// Columns a run led by `lead` may go to (not `from`; one empty column at most).
    fn targets(&self, lead: Card, from: usize) -> impl Iterator<Item = usize> + '_ {
        let empty = if lead.rank() == 13 {
            self.first_empty()
        } else {
            None
        };
        (0..7).filter(move |&to| {
            to != from
                && if self.cols[to].len == 0 {
                    Some(to) == empty
                } else {
                    self.fits(lead, to)
                }
        })
    }

    /// Every move worth trying, best first.
    pub fn moves(&self, rules: &Rules, out: &mut Vec<SMove>) {
        out.clear();
        if !rules.prune {
            return self.all_moves(rules, out);
        }
        self.moves_focused(rules, Focus::ALL, out);
    }

    /// The moves of [`Position::moves`] the search may make while cards are pending
    /// (see `prepare`): those that use a pending card, and while one waits for the
    /// card it uncovered, preparations that may start a new chain.
    pub fn moves_using(&self, rules: &Rules, pending: u64, out: &mut Vec<SMove>) {
        out.clear();
        if !rules.prune {
            return self.moves(rules, out);
        }
        let mut focus = Focus {
            columns: 0,
            suits: 0,
            fitting: 0,
            placed_from: self.lowest_awaiting(pending).unwrap_or(14),
        };
        for (i, col) in self.cols.iter().enumerate() {
            if let Some(c) = col.top().filter(|c| pending >> c.index() & 1 == 1) {
                focus.columns |= 1 << i;
                focus.fitting |= FITTERS[c.index()];
                // Bringing down the card it uncovered uses it.
                if self.found[c.suit().index()] + 1 == c.rank() {
                    focus.suits |= 1 << c.suit().index();
                }
            }
        }
        self.moves_focused(rules, focus, out);
    }

    /// The moves of [`Position::moves`] that start or end at a column of `focus` (or
    /// bring down a card of one of its suits), in the same order.
    fn moves_focused(&self, rules: &Rules, focus: Focus, out: &mut Vec<SMove>) {
        // A card no column would take has no tableau move: no need to look at each
        // column for it.
        let landing = self.landing_cards();
        let column = |i: usize| focus.columns >> i & 1 == 1;
        // Column tops to the foundations.
        for (i, col) in self.cols.iter().enumerate() {
            if column(i)
                && col
                    .top()
                    .is_some_and(|c| self.goes_up(c) && self.worth_sending_up(col))
            {
                out.push(SMove::ColumnToFoundation(i as u8));
            }
        }
        // Whole face-up runs that turn a card, deepest column first.
        let turning = |i: usize| {
            let col = &self.cols[i];
            col.hidden > 0 && col.len > col.hidden && {
                let lead = col.cards[col.hidden as usize];
                focus.admits_run(i, lead) && landing >> lead & 1 == 1
            }
        };
        // They are picked out before the sort, as few columns have one: a stable sort
        // of them alone gives the order a sort of all seven would.
        let mut order = [0usize; 7];
        let mut turners = 0;
        for i in (0..7).filter(|&i| turning(i)) {
            order[turners] = i;
            turners += 1;
        }
        order[..turners].sort_by_key(|&i| std::cmp::Reverse(self.cols[i].hidden));
        for &from in &order[..turners] {
            self.push_run_moves(from, 0, focus, out);
        }
        // Stock and waste cards within reach. When every talon card is always within
        // reach (draw-1, free redeals), putting one on the tableau can wait until a
        // card is ready to go on it, so only such placements are tried.
        let free_talon = rules.draw == 1 && rules.unlimited;
        let next_up = self.next_up();
        // The run leads and the talon cards worth putting down are worked out only
        // when a talon or foundation card of the focus needs them: a listing for
        // pending cards (see `moves_using`) may have none.
        let mut worked_out = None;
        let mut leads_and_holders = || {
            *worked_out.get_or_insert_with(|| {
                let leads = self.run_leads(next_up);
                let holders = if free_talon {
                    self.chain_holders(leads)
                } else {
                    0
                };
                (leads, holders)
            })
        };
        let admitted = focus.admitted();
        if self.talon_set & admitted != 0 {
            let holders = if free_talon { leads_and_holders().1 } else { 0 };
            // With a free talon a card that neither goes up nor holds anything has no
            // move here; most positions have no talon card that does either. A card
            // without a move, or that the focus does not admit, is passed over on its
            // card number alone.
            let talon_movers = if free_talon { next_up | holders } else { !0 };
            let wanted = talon_movers & admitted;
            let reach = if self.talon_set & wanted == 0 {
                0
            } else {
                self.reachable(rules)
            };
            let talon = &self.talon[..usize::from(self.talon_len)];
            for (i, &card) in talon.iter().enumerate() {
                if reach >> i & 1 == 0 || wanted >> card & 1 == 0 {
                    continue;
                }
                let (i, c) = (i as u8, self.talon_card(i as u8));
                let anywhere = c.rank() >= focus.placed_from;
                if focus.is_all() && self.goes_up(c) && (!free_talon || self.up_is_needed(c)) {
                    out.push(SMove::TalonToFoundation(i));
                }
                if free_talon && holders >> c.index() & 1 == 0 {
                    continue;
                }
                if landing >> c.index() & 1 == 0 {
                    continue;
                }
                for to in self
                    .targets(c, usize::MAX)
                    .filter(|&to| anywhere || column(to))
                {
                    out.push(SMove::TalonToColumn(i, to as u8));
                }
            }
        }
        // Runs that empty a column, or uncover a card that can go up.
        for (from, col) in self.cols.iter().enumerate() {
            // Over a face-down card, the whole run turns it: that move was listed above.
            let first = usize::from(col.hidden > 0);
            for (k, &lead) in col.face_up().iter().enumerate() {
                if k < first {
                    continue;
                }
                if focus.admits_run(from, lead)
                    && landing >> lead & 1 == 1
                    && self.moves_run(col, k, next_up)
                {
                    self.push_run_moves(from, k, focus, out);
                }
            }
        }
        // Foundation cards back down, when that leads to a card going on them.
        if rules.foundation_to_tableau {
            let mut memo = [None; 52];
            for suit in 0..4 {
                let Some(c) = Card::new(Suit::ALL[suit], self.found[suit]) else {
                    continue;
                };
                let anywhere = focus.suits >> suit & 1 == 1 || c.rank() >= focus.placed_from;
                if !anywhere && focus.fitting >> c.index() & 1 == 0 {
                    continue;
                }
                if landing >> c.index() & 1 == 0 {
                    continue;
                }
                // Cards that may go on one brought down: run leads, and talon cards
                // (with a free talon only those something could go on in turn).
                let (leads, holders) = leads_and_holders();
                let talon = self.talon_set;
                let movers = leads | if free_talon { talon & holders } else { talon };
                if !self.worth_bringing_down(c, movers, &mut memo) {
                    continue;
                }
                for to in self
                    .targets(c, usize::MAX)
                    .filter(|&to| anywhere || column(to))
                {
                    out.push(SMove::FoundationToColumn(suit as u8, to as u8));
                }
            }
        }
    }

    /// Every legal move but stock turns (talon cards within reach are moves of their
    /// own) and a King's whole column to another empty one: the unpruned search that
    /// checks the pruning.
    fn all_moves(&self, rules: &Rules, out: &mut Vec<SMove>) {
        for (from, col) in self.cols.iter().enumerate() {
            if col.top().is_some_and(|c| self.goes_up(c)) {
                out.push(SMove::ColumnToFoundation(from as u8));
            }
            for k in 0..col.face_up().len() {
                // A King's whole column gains nothing in another empty column.
                let kings_column = k == 0
                    && col.hidden == 0
                    && Card::from_index(col.face_up()[0]).is_some_and(|c| c.rank() == 13);
                if !kings_column {
                    self.push_run_moves(from, k, Focus::ALL, out);
                }
            }
        }
        let reach = self.reachable(rules);
        for i in (0..self.talon_len).filter(|&i| reach >> i & 1 == 1) {
            let c = self.talon_card(i);
            if self.goes_up(c) {
                out.push(SMove::TalonToFoundation(i));
            }
            for to in self.targets(c, usize::MAX) {
                out.push(SMove::TalonToColumn(i, to as u8));
            }
        }
        if rules.foundation_to_tableau {
            for (suit, &height) in self.found.iter().enumerate() {
                let Some(c) = Card::new(Suit::ALL[suit], height) else {
                    continue;
                };
                for to in self.targets(c, usize::MAX) {
                    out.push(SMove::FoundationToColumn(suit as u8, to as u8));
                }
            }
        }
    }

    /// The cards some column would take now, as a bit set: those fitting on a column
    /// top, and the Kings when a column is empty.
    fn landing_cards(&self) -> u64 {
        const KINGS: u64 = 1 << 12 | 1 << 25 | 1 << 38 | 1 << 51;
        // Fewer than seven tops: a column is empty.
        let mut set = if self.tops.count_ones() < 7 { KINGS } else { 0 };
        let mut rest = self.tops;
        while rest != 0 {
            set |= FITTERS[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        set
    }

    /// Face-up cards (as a bit set by index) leading a run whose move this generator
    /// makes: the lowest face-up card of a column (but a King's whole column), or one
    /// whose lifting uncovers a card that can go up. A card newly put on the tableau
    /// serves only such a run: any other run move onto it only swaps it with its twin.
    ///
    /// Kept out of line, as is [`Position::chain_holders`]: the listing calls each at
    /// most once, and inlined there the two cost 3.6% more of the search's
    /// instructions.
    #[inline(never)]
    fn run_leads(&self, next_up: u64) -> u64 {
        // A card lying on the next card of some suit leads such a run; where no next
        // card is face up, only the lowest face-up cards do.
        let inside = self.face_up & next_up;
        let mut leads = 0u64;
        for col in &self.cols {
            let up = col.face_up();
            let Some(&lowest) = up.first() else {
                continue;
            };
            if self.moves_run(col, 0, next_up) {
                leads |= 1 << lowest;
            }
            if inside != 0 {
                for pair in up.windows(2) {
                    if inside >> pair[0] & 1 == 1 {
                        leads |= 1 << pair[1];
                    }
                }
            }
        }
        leads
    }

    /// Whether the search moves the run led by face-up card `k` of `col` (0 = the
    /// lowest): it turns a face-down card, empties the column (but a King's whole
    /// column), or uncovers a card that can go up. Any other run move only swaps two
    /// equivalent cards. `next_up` is [`Position::next_up`].
    fn moves_run(&self, col: &Col, k: usize, next_up: u64) -> bool {
        let up = col.face_up();
        if k == 0 {
            // Card numbers of Kings are 12, 25, 38 and 51.
            col.hidden > 0 || up[0] % 13 != 12
        } else {
            next_up >> up[k - 1] & 1 == 1
        }
    }

    /// The moves of the run led by face-up card `k` of column `from` to every column
    /// it may go to (within `focus`). The caller checked that the focus admits the run
    /// and that some column would take its lead.
    fn push_run_moves(&self, from: usize, k: usize, focus: Focus, out: &mut Vec<SMove>) {
        let up = self.cols[from].face_up();
        let Some(lead) = Card::from_index(up[k]) else {
            return;
        };
        let from_focus = focus.columns >> from & 1 == 1;
        for to in self
            .targets(lead, from)
            .filter(|&to| from_focus || focus.columns >> to & 1 == 1)
        {
            out.push(SMove::ColumnToColumn {
                from: from as u8,
                to: to as u8,
                count: (up.len() - k) as u8,
            });
        }
    }

    /// Talon cards (bit set by index) on which, once on the tableau, a face-up run
    /// could end up: directly, or through a chain of other talon cards put down, or
    /// foundation cards brought down (for a run to go on, or to uncover the card under
    /// them on their foundation for that), first. (A chain that no tableau card ends on
    /// does nothing: each of its cards could as well stay where it is.)
    #[inline(never)]
    fn chain_holders(&self, leads: u64) -> u64 {
        // Card numbers are suit * 13 + rank - 1, suits in the order spades, hearts,
        // diamonds, clubs (hearts and diamonds red): 13 bits a suit, rank 1 lowest.
        const RANKS: u64 = 0x1fff;
        const ACES: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;
        let founded = self.on_foundations();
        let placeable = self.talon_set | founded;
        let mut holders = 0u64;
        // A placeable card holds if a lead or a holder one rank lower, of the other
        // colour, fits on it; so does a foundation card above a holder of its own suit,
        // as bringing it down uncovers that one. Each round adds a rank or more, until
        // nothing changes. The four suits are worked on at once.
        loop {
            let below = leads | holders;
            // The ranks of the black and of the red cards below, one rank up: the
            // ranks a card of the other colour must have for them to fit on it.
            let under_black = ((below | below >> 39) & RANKS) << 1 & RANKS;
            let under_red = ((below >> 13 | below >> 26) & RANKS) << 1 & RANKS;
            let fitted = under_red | under_red << 39 | under_black << 13 | under_black << 26;
            // One rank up within each suit; a King's bit would reach the next suit's
            // Ace, which nothing lies under.
            let uncovering = founded & (holders & founded) << 1 & !ACES;
            let next = placeable & fitted | uncovering;
            if next == holders {
                return holders;
            }
            holders = next;
        }
    }

    /// Whether sending a column's top card up can do something now: it turns a card or
    /// empties the column, uncovers a card that can go up too, uncovers a holder for
    /// the top card's twin in play, or lets the next card of its suit follow from a
    /// column or the talon. Otherwise it can wait.
    fn worth_sending_up(&self, col: &Col) -> bool {
        let len = col.len as usize;
        if len <= col.hidden as usize + 1 {
            return true;
        }
        let (Some(top), Some(under)) = (
            Card::from_index(col.cards[len - 1]),
            Card::from_index(col.cards[len - 2]),
        ) else {
            return true;
        };
        if self.found[under.suit().index()] + 1 == under.rank() {
            return true;
        }
        // The uncovered card is a new holder for the top card's twin (same rank and
        // colour, other suit); the next card of the top's suit may follow it up.
        let twin = Suit::ALL
            .into_iter()
            .find(|&s| s != top.suit() && s.is_red() == top.is_red())
            .and_then(|s| Card::new(s, top.rank()));
        let next = Card::new(top.suit(), top.rank() + 1);
        let in_play_set = self.face_up | self.talon_set;
        let in_play = |x: Option<Card>| x.is_some_and(|x| in_play_set >> x.index() & 1 == 1);
        // A twin on top of its foundation could come down onto the uncovered card.
        let twin_on_top = twin.is_some_and(|t| self.found[t.suit().index()] == t.rank());
        in_play(twin) || twin_on_top || in_play(next)
    }

    /// With a free talon a talon card can go up any time, so it goes up only when that
    /// lets a tableau card follow it: the first higher card of its suit outside the
    /// talon is face up in a column.
    fn up_is_needed(&self, c: Card) -> bool {
        let mut rank = c.rank() + 1;
        while let Some(next) = Card::new(c.suit(), rank) {
            if self.talon_set >> next.index() & 1 == 0 {
                return self.face_up >> next.index() & 1 == 1;
            }
            rank += 1;
        }
        false
    }

    /// Whether bringing `c` down from its foundation (once it is the top there) can
    /// lead to a card going on the tableau that the search would move: one of `movers`
    /// (run leads and useful talon cards, as a bit set) goes on `c`, or another
    /// foundation's top card comes down onto `c` and is worth it in turn, or the card
    /// under `c` in its foundation is worth bringing down next. Anything else brought
    /// down would only sit there. An Ace or a 2 never is (a 2 only holds an Ace, which
    /// goes up first). Every step goes one rank down, so this ends; `memo` keeps the
    /// answers by card, as the chains share their tails.
    fn worth_bringing_down(&self, c: Card, movers: u64, memo: &mut [Option<bool>; 52]) -> bool {
        if c.rank() < 3 {
            return false;
        }
        if let Some(known) = memo[c.index()] {
            return known;
        }
        let other_colour = Suit::ALL.into_iter().filter(|s| s.is_red() != c.is_red());
        let answer = other_colour.clone().any(|s| {
            Card::new(s, c.rank() - 1).is_some_and(|x| {
                movers >> x.index() & 1 == 1
                    || (self.found[s.index()] == x.rank()
                        && self.worth_bringing_down(x, movers, memo))
            })
        }) || Card::new(c.suit(), c.rank() - 1)
            .is_some_and(|under| self.worth_bringing_down(under, movers, memo));
        memo[c.index()] = Some(answer);
        answer
    }
}
