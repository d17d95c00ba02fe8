//! A range read on PostgreSQL, a page at a time.

use super::connection::db_error;
use super::{PgKv, PAGE};
use crate::store::kv::{Pair, Space};
use crate::store::StoreError;

/// A range read a page at a time, each page after the last key of the one before.
pub(super) struct PgRange<'a> {
    pub(super) kv: &'a PgKv,
    pub(super) space: Space,
    pub(super) from: Vec<u8>,
    /// Whether `from` itself is in the range (only for the first page).
    pub(super) inclusive: bool,
    pub(super) end: Option<Vec<u8>>,
    pub(super) page: std::vec::IntoIter<Pair>,
    pub(super) done: bool,
}

impl PgRange<'_> {
    fn next_page(&mut self) -> Result<(), StoreError> {
        let conn = self.kv.lend()?;
        let which = match (self.inclusive, self.end.is_some()) {
            (true, true) => 0,
            (true, false) => 1,
            (false, true) => 2,
            (false, false) => 3,
        };
        let name = self.space.name();
        let rows = match &self.end {
            Some(end) => self.kv.inner.timed(
                conn.client
                    .query(&conn.st.range[which], &[&name, &self.from, &PAGE, end]),
            ),
            None => self.kv.inner.timed(
                conn.client
                    .query(&conn.st.range[which], &[&name, &self.from, &PAGE]),
            ),
        }?
        .map_err(|e| db_error("range read failed", e))?;
        let page: Vec<Pair> = rows.into_iter().map(|r| (r.get(0), r.get(1))).collect();
        self.done = (page.len() as i64) < PAGE;
        if let Some((last, _)) = page.last() {
            self.from = last.clone();
            self.inclusive = false;
        }
        self.page = page.into_iter();
        Ok(())
    }
}

impl Iterator for PgRange<'_> {
    type Item = Result<Pair, StoreError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(pair) = self.page.next() {
            return Some(Ok(pair));
        }
        if self.done {
            return None;
        }
        if let Err(err) = self.next_page() {
            self.done = true;
            return Some(Err(err));
        }
        self.page.next().map(Ok)
    }
}
