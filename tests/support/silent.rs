//! A presenter that shows nothing: every call succeeds. For tests and measurements of
//! the table layer without Discord in the way.

use cantina::table::presenter::{PresentFuture, Presenter};
use cantina::table::view::View;

pub struct Silent;

impl Presenter for Silent {
    fn post(&self, _channel: u64, _view: View) -> PresentFuture<'_, u64> {
        Box::pin(async { Ok(1) })
    }
    fn edit(&self, _channel: u64, _message: u64, _view: View) -> PresentFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }
    fn edit_private(&self, _token: String, _view: View) -> PresentFuture<'_, ()> {
        Box::pin(async { Ok(()) })
    }
    fn create_thread(&self, _channel: u64, _name: String) -> PresentFuture<'_, u64> {
        Box::pin(async { Ok(2) })
    }
}
