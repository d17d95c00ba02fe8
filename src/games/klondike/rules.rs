//! Legality: checking one move against the rules, resolving a typed order into a move,
//! and listing every legal move. `check` is the single test both use.

use super::card::Card;
use super::error::MoveError;
use super::moves::{Move, Order};
use super::pile::{Pile, PileKind};
use super::state::Klondike;

impl Klondike {
    /// Why `mv` is illegal now, or `Ok` if it may be applied.
    pub fn check(&self, mv: &Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        match *mv {
            Move::Draw if self.stock.is_empty() => Err(MoveError::StockEmpty),
            Move::Draw => Ok(()),
            Move::Recycle => {
                if !self.stock.is_empty() {
                    Err(MoveError::StockNotEmpty)
                } else if self.waste.is_empty() {
                    Err(MoveError::NothingToRedeal)
                } else if !self.redeal_allowed() {
                    Err(MoveError::NoRedealsLeft)
                } else {
                    Ok(())
                }
            }
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count),
        }
    }

    fn check_transfer(&self, from: Pile, to: Pile, count: u8) -> Result<(), MoveError> {
        if from == to {
            return Err(MoveError::SamePile);
        }
        if count == 0 || count > 13 {
            return Err(MoveError::BadCount(count.into()));
        }
        let single = |card: Option<Card>, empty: MoveError| {
            if count > 1 {
                Err(MoveError::OneCardOnly)
            } else {
                card.ok_or(empty)
            }
        };
        match (from.kind(), to.kind()) {
            (PileKind::Stock, _) => Err(MoveError::StockOnlyToWaste),
            (_, PileKind::Stock) | (_, PileKind::Waste) => Err(MoveError::OnlyStockToWaste),
            (PileKind::Foundation(_), PileKind::Foundation(_)) => {
                Err(MoveError::FoundationToFoundation)
            }
            (PileKind::Waste, _) => {
                let card = single(self.waste.last().copied(), MoveError::WasteEmpty)?;
                self.check_place(card, to)
            }
            (PileKind::Foundation(slot), _) => {
                if !self.options.foundation_to_tableau {
                    return Err(MoveError::NoFoundationToTableau);
                }
                let card = single(self.foundations[slot], MoveError::PileEmpty(from))?;
                self.check_place(card, to)
            }
            (PileKind::Tableau(column), PileKind::Foundation(_)) => {
                if count > 1 {
                    return Err(MoveError::OneCardToFoundation);
                }
                let card = self.columns[column]
                    .top()
                    .ok_or(MoveError::PileEmpty(from))?;
                self.check_place(card, to)
            }
            (PileKind::Tableau(column), PileKind::Tableau(_)) => {
                let face_up = self.columns[column].face_up();
                if face_up.is_empty() {
                    return Err(MoveError::PileEmpty(from));
                }
                if face_up.len() < count as usize {
                    return Err(MoveError::NotEnoughFaceUp {
                        pile: from,
                        count,
                        face_up: face_up.len(),
                    });
                }
                self.check_place(face_up[face_up.len() - count as usize], to)
            }
        }
    }

    /// Whether `card` (leading a run, for the tableau) may be put on pile `to`.
    fn check_place(&self, card: Card, to: Pile) -> Result<(), MoveError> {
        match to.kind() {
            PileKind::Tableau(column) => match self.columns[column].top() {
                None if card.rank() == 13 => Ok(()),
                None => Err(MoveError::NeedsKing { card }),
                Some(onto) if card.fits_on(onto) => Ok(()),
                Some(onto) => Err(MoveError::DoesNotFit { card, onto }),
            },
            PileKind::Foundation(slot) => match self.foundations[slot] {
                None if card.rank() == 1 => Ok(()),
                None => Err(MoveError::FoundationStart { card }),
                Some(top) if top.suit() == card.suit() && top.rank() + 1 == card.rank() => Ok(()),
                Some(top) => Err(MoveError::FoundationOrder { card, top }),
            },
            PileKind::Stock | PileKind::Waste => Err(MoveError::OnlyStockToWaste),
        }
    }

    /// Turn what the player typed into a legal move. "8 9" turns the stock, "9 8"
    /// recycles the waste; between tableau piles without a count, the one run that fits
    /// is taken (for an empty pile: the run led by a King).
    pub fn resolve(&self, order: Order) -> Result<Move, MoveError> {
        if let Some(mv) = order.stock_move() {
            self.check(&mv)?;
            return Ok(mv);
        }
        let count = match (order.count, order.from.kind(), order.to.kind()) {
            (Some(count), _, _) => count,
            (None, PileKind::Tableau(column), PileKind::Tableau(target)) => {
                let face_up = self.columns[column].face_up().len();
                let fitting = (1..=face_up as u8).find(|&count| {
                    self.check(&Move::Transfer {
                        from: order.from,
                        to: order.to,
                        count,
                    })
                    .is_ok()
                });
                let target_empty = self.columns[target].is_empty();
                match fitting {
                    Some(count) => count,
                    // Several face-up cards, none fitting: say so rather than blame one.
                    None if face_up > 1 && !target_empty && !self.is_over() => {
                        return Err(MoveError::NoFittingRun {
                            from: order.from,
                            to: order.to,
                        })
                    }
                    // Otherwise the plain reason for the whole run (empty pile, King rule).
                    None => face_up.max(1) as u8,
                }
            }
            (None, _, _) => 1,
        };
        let mv = Move::Transfer {
            from: order.from,
            to: order.to,
            count,
        };
        self.check(&mv)?;
        Ok(mv)
    }

    /// Parse and resolve a typed order such as "7 11" or "3 5 2".
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.resolve(text.parse()?)
    }

    /// Every legal move now, in a stable order: stock moves, waste, tableau, foundations.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.is_over() {
            return moves;
        }
        let mut push = |mv: Move| {
            if self.check(&mv).is_ok() {
                moves.push(mv);
            }
        };
        push(Move::Draw);
        push(Move::Recycle);
        let tableau = || (0..7).filter_map(Pile::tableau);
        let foundations = || (0..4).filter_map(Pile::foundation);
        if !self.waste.is_empty() {
            for to in foundations().chain(tableau()) {
                push(Move::single(Pile::WASTE, to));
            }
        }
        for (i, from) in tableau().enumerate() {
            let face_up = self.columns[i].face_up().len() as u8;
            if face_up == 0 {
                continue;
            }
            for to in foundations() {
                push(Move::single(from, to));
            }
            // Only one run can fit a given pile: the one led by a King for an empty
            // pile, else the one led by the card one rank below its top.
            let up = self.columns[i].face_up();
            for (j, to) in tableau().enumerate().filter(|&(j, _)| j != i) {
                let wanted = self.columns[j].top().map_or(13, |top| top.rank() - 1);
                if let Some(k) = up.iter().position(|c| c.rank() == wanted) {
                    let count = face_up - k as u8;
                    push(Move::Transfer { from, to, count });
                }
            }
        }
        if self.options.foundation_to_tableau {
            for from in foundations() {
                for to in tableau() {
                    push(Move::single(from, to));
                }
            }
        }
        moves
    }
}
