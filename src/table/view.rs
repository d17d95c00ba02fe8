//! The abstract screen a table shows: text, an embed-like card, a picture, and rows of
//! buttons or a select menu whose meaning is a table verb.
//!
//! Views know nothing about Discord; `discord::present` turns them into messages and
//! puts the table id and state counter into every custom_id.

use super::hosting::{ActionCodec, SeatInfo};
use crate::i18n::{Lang, Text};
use std::sync::{Arc, OnceLock};

/// One screen: a public table message or a player's private (ephemeral) view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    /// Plain text above the card (also the accessible fallback of the picture).
    pub content: String,
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    pub footer: String,
    /// Accent colour of the card, 0xRRGGBB.
    pub color: u32,
    pub picture: Option<Picture>,
    pub rows: Vec<Row>,
    /// Which table and state the view shows (set by the table; goes into custom_ids).
    pub stamp: Stamp,
    /// The one person the message may ping (a challenge names its opponent); nobody
    /// else, no role and no @everyone is ever pinged, whatever the text says.
    pub ping: Option<u64>,
}

/// The table and state counter a view was drawn from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stamp {
    /// The server the table is in (`None`: direct messages, or no table): its calls
    /// to Discord share the REST pace with other servers' fairly.
    pub guild: Option<u64>,
    pub game: String,
    pub table: u64,
    pub counter: u64,
    /// For an answer to a click on a private view: when the table made it, counted
    /// across all tables (0 for any other view). The adapter sends answers to one
    /// message in this order.
    pub answer: u64,
}

/// A named value shown on the card.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

/// A PNG picture attached to a view, drawn when it is first needed rather than when
/// the view is built: painting is slow CPU work that must not hold an async worker
/// (senders call [`View::draw_picture`] first, which paints on the blocking pool), and
/// a view replaced before it is sent (coalesced edits) is never painted at all. Clones
/// share one drawing, so a view both answered and published is painted once.
#[derive(Clone)]
pub struct Picture {
    pub filename: String,
    drawing: Arc<Drawing>,
}

struct Drawing {
    draw: Box<dyn Fn() -> Vec<u8> + Send + Sync>,
    png: OnceLock<Vec<u8>>,
}

impl Picture {
    /// A picture painted by `draw` (returning PNG bytes; empty when it cannot be drawn)
    /// the first time it is needed.
    pub fn later(filename: &str, draw: impl Fn() -> Vec<u8> + Send + Sync + 'static) -> Picture {
        Picture {
            filename: filename.into(),
            drawing: Arc::new(Drawing {
                draw: Box::new(draw),
                png: OnceLock::new(),
            }),
        }
    }

    /// A picture already painted.
    pub fn drawn(filename: &str, png: Vec<u8>) -> Picture {
        let picture = Picture::later(filename, Vec::new);
        let _ = picture.drawing.png.set(png);
        picture
    }

    /// The PNG bytes, painting them now (on this thread) if nobody has yet. Empty when
    /// the picture could not be drawn; the view is then sent without it.
    pub fn png(&self) -> &[u8] {
        self.drawing.png.get_or_init(|| (self.drawing.draw)())
    }

    fn is_drawn(&self) -> bool {
        self.drawing.png.get().is_some()
    }
}

impl std::fmt::Debug for Picture {
    // The bytes are noise in logs (and drawing them here would paint on the caller's
    // thread); the name and whether they exist yet say enough.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Picture")
            .field("filename", &self.filename)
            .field("png_bytes", &self.drawing.png.get().map(Vec::len))
            .finish()
    }
}

impl PartialEq for Picture {
    fn eq(&self, other: &Picture) -> bool {
        self.filename == other.filename
            && (Arc::ptr_eq(&self.drawing, &other.drawing) || self.png() == other.png())
    }
}

/// A row of up to five buttons, or one select menu.
#[derive(Clone, Debug, PartialEq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button whose click sends `verb` to the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub label: String,
    pub verb: String,
    pub style: Style,
    pub disabled: bool,
    pub emoji: Option<String>,
    /// A link button opens this address instead of sending a verb (it has none).
    pub url: Option<String>,
}

impl Button {
    pub fn new(label: impl Into<String>, verb: impl Into<String>, style: Style) -> Button {
        Button {
            label: label.into(),
            verb: verb.into(),
            style,
            disabled: false,
            emoji: None,
            url: None,
        }
    }

    /// A button that opens `url` in the reader's browser.
    pub fn link(label: impl Into<String>, url: impl Into<String>) -> Button {
        Button {
            url: Some(url.into()),
            ..Button::new(label, String::new(), Style::Secondary)
        }
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }

    pub fn emoji(mut self, emoji: impl Into<String>) -> Button {
        self.emoji = Some(emoji.into());
        self
    }
}

/// A select menu; choosing an option sends that option's verb to the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Select {
    /// Distinguishes two menus of one view (part of the custom_id).
    pub name: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    pub disabled: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SelectOption {
    pub label: String,
    pub verb: String,
    pub description: Option<String>,
}

/// Discord's limits that views must respect (checked by `View::fit`).
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_SELECT_OPTIONS: usize = 25;
pub const MAX_LABEL: usize = 80;
pub const MAX_OPTION_TEXT: usize = 100;
pub const MAX_CONTENT: usize = 2000;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELDS: usize = 25;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_TITLE: usize = 256;
pub const MAX_FOOTER: usize = 2048;
/// Discord caps all embed text together at 6000; keep a margin.
pub const MAX_EMBED_TOTAL: usize = 5800;

impl View {
    pub fn text(content: impl Into<String>) -> View {
        View {
            content: content.into(),
            ..View::default()
        }
    }

    /// Clamp every text and component list to Discord's limits, so no game can build a
    /// view Discord would refuse. Long texts are cut with an ellipsis.
    pub fn fit(mut self) -> View {
        self.content = truncate(&self.content, MAX_CONTENT);
        self.title = truncate(&self.title, MAX_TITLE);
        self.description = truncate(&self.description, MAX_DESCRIPTION);
        self.footer = truncate(&self.footer, MAX_FOOTER);
        self.fields.truncate(MAX_FIELDS);
        for field in &mut self.fields {
            field.name = truncate(&field.name, MAX_FIELD_NAME);
            field.value = truncate(&field.value, MAX_FIELD_VALUE);
            if field.name.is_empty() {
                field.name = "\u{200b}".into();
            }
            if field.value.is_empty() {
                field.value = "\u{200b}".into();
            }
        }
        // Embed text together must stay under Discord's total.
        let mut total = self.title.chars().count()
            + self.description.chars().count()
            + self.footer.chars().count();
        let mut kept = Vec::new();
        for field in self.fields.drain(..) {
            let size = field.name.chars().count() + field.value.chars().count();
            if total + size > MAX_EMBED_TOTAL {
                break;
            }
            total += size;
            kept.push(field);
        }
        self.fields = kept;
        self.rows.retain(|row| match row {
            Row::Buttons(buttons) => !buttons.is_empty(),
            Row::Select(select) => !select.options.is_empty(),
        });
        self.rows.truncate(MAX_ROWS);
        for row in &mut self.rows {
            match row {
                Row::Buttons(buttons) => {
                    buttons.truncate(MAX_BUTTONS_PER_ROW);
                    for button in buttons {
                        button.label = truncate(&button.label, MAX_LABEL);
                    }
                }
                Row::Select(select) => {
                    select.options.truncate(MAX_SELECT_OPTIONS);
                    select.placeholder = truncate(&select.placeholder, 150);
                    for option in &mut select.options {
                        option.label = truncate(&option.label, MAX_OPTION_TEXT);
                        option.description = option
                            .description
                            .as_ref()
                            .map(|d| truncate(d, MAX_OPTION_TEXT));
                    }
                }
            }
        }
        self
    }

    /// Paints the picture, if it is not painted yet, on the blocking pool: call before
    /// sending the view from an async task. A picture whose painting fails is sent as
    /// none (the text version carries the same information).
    pub async fn draw_picture(&self) {
        let Some(picture) = self.picture.clone().filter(|p| !p.is_drawn()) else {
            return;
        };
        let drawing = picture.drawing.clone();
        let painted = tokio::task::spawn_blocking(move || {
            picture.png();
        })
        .await;
        if let Err(err) = painted {
            tracing::error!(%err, "picture not drawn; the view goes without it");
            let _ = drawing.png.set(Vec::new());
        }
    }

    /// Whether the card part (title, description, fields, picture) is present.
    pub fn has_card(&self) -> bool {
        !self.title.is_empty()
            || !self.description.is_empty()
            || !self.fields.is_empty()
            || self.picture.is_some()
    }
}

/// Cut `text` to at most `max` characters, ending with an ellipsis when cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Split buttons into rows of five.
pub fn button_rows(buttons: Vec<Button>) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut iter = buttons.into_iter().peekable();
    while iter.peek().is_some() {
        rows.push(Row::Buttons(
            iter.by_ref().take(MAX_BUTTONS_PER_ROW).collect(),
        ));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_painted_once_when_first_needed_and_shared_by_clones() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static PAINTED: AtomicUsize = AtomicUsize::new(0);
        let picture = Picture::later("t.png", || {
            PAINTED.fetch_add(1, Ordering::SeqCst);
            vec![1, 2, 3]
        });
        let view = View {
            picture: Some(picture),
            ..View::default()
        };
        let copy = view.clone();
        assert_eq!(PAINTED.load(Ordering::SeqCst), 0, "not painted when built");
        assert_eq!(
            copy.picture.as_ref().map(|p| p.png().to_vec()),
            Some(vec![1, 2, 3])
        );
        assert_eq!(view.picture.as_ref().map(|p| p.png().len()), Some(3));
        assert_eq!(PAINTED.load(Ordering::SeqCst), 1, "painted once for both");
    }

    #[test]
    fn fit_clamps_to_discord_limits() {
        let many = (0..9).map(|i| Button::new("x".repeat(200), format!("v{i}"), Style::Primary));
        let view = View {
            content: "a".repeat(5000),
            fields: (0..40)
                .map(|i| Field {
                    name: format!("f{i}"),
                    value: "b".repeat(2000),
                    inline: false,
                })
                .collect(),
            rows: (0..8)
                .map(|_| Row::Buttons(many.clone().collect()))
                .collect(),
            ..View::default()
        }
        .fit();
        assert_eq!(view.content.chars().count(), MAX_CONTENT);
        assert!(view.fields.len() <= MAX_FIELDS);
        let text: usize = view
            .fields
            .iter()
            .map(|f| f.name.len() + f.value.chars().count())
            .sum();
        assert!(text <= MAX_EMBED_TOTAL);
        assert_eq!(view.rows.len(), MAX_ROWS);
        for row in &view.rows {
            let Row::Buttons(buttons) = row else {
                panic!("expected buttons")
            };
            assert_eq!(buttons.len(), MAX_BUTTONS_PER_ROW);
            assert!(buttons.iter().all(|b| b.label.chars().count() <= MAX_LABEL));
        }
    }

    #[test]
    fn button_rows_groups_by_five() {
        let buttons: Vec<_> = (0..12)
            .map(|i| Button::new("b", format!("{i}"), Style::Primary))
            .collect();
        let rows = button_rows(buttons);
        assert_eq!(rows.len(), 3);
        assert!(matches!(&rows[2], Row::Buttons(b) if b.len() == 2));
    }
}

/// What the table tells a game when it asks for a view.
#[derive(Clone, Debug)]
pub struct ViewContext<'a> {
    pub seats: &'a [SeatInfo],
    /// The last lines of the table log, oldest first.
    pub log: &'a [Text],
    /// The language the view is written in: the table's for its public message, the
    /// reader's for a private view.
    pub lang: Lang,
    /// For private views: the view's own state (a page of a long hand, a card awaiting
    /// its colour), set by `view.<state>` verbs, which change nothing in the game.
    pub ui: &'a str,
}

impl ViewContext<'_> {
    /// `text` in the view's language.
    pub fn say(&self, text: &Text) -> String {
        text.in_lang(self.lang)
    }

    /// The last `count` log lines, oldest first, in the view's language.
    pub fn log_lines(&self, count: usize) -> Vec<String> {
        let start = self.log.len().saturating_sub(count);
        self.log[start..].iter().map(|l| self.say(l)).collect()
    }

    /// The private view's state, typed by the game's own codec (its default when the
    /// view has none, or an old button carried one the game no longer knows).
    pub fn state<S: ActionCodec + Default>(&self) -> S {
        S::decode(self.ui).unwrap_or_default()
    }
}
