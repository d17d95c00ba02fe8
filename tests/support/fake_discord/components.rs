//! Reading a stored message as a person would: its text, its buttons and its select menus.

use serde_json::Value;

use super::model::{Button, FakeMessage, SelectMenu, SelectOption};

fn str_field(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_owned)
}

fn is_select(kind: u64) -> bool {
    matches!(kind, 3 | 5 | 6 | 7 | 8)
}

impl FakeMessage {
    /// Content plus every embed's author, title, description, fields and footer, one per line,
    /// so a test can assert "the message says X" wherever the bot put it.
    pub fn text(&self) -> String {
        let mut out = vec![self.content.clone()];
        for e in &self.embeds {
            for path in [&["author", "name"][..], &["title"], &["description"]] {
                if let Some(s) = path
                    .iter()
                    .try_fold(e, |v, k| v.get(*k))
                    .and_then(Value::as_str)
                {
                    out.push(s.to_owned());
                }
            }
            for f in e
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                out.push(format!(
                    "{}: {}",
                    str_field(f, "name").unwrap_or_default(),
                    str_field(f, "value").unwrap_or_default()
                ));
            }
            if let Some(s) = e.pointer("/footer/text").and_then(Value::as_str) {
                out.push(s.to_owned());
            }
        }
        out.retain(|s| !s.is_empty());
        out.join("\n")
    }

    /// Every button, row by row.
    pub fn buttons(&self) -> Vec<Button> {
        let mut out = Vec::new();
        for (r, row) in self.components.iter().enumerate() {
            for (c, comp) in row_children(row).iter().enumerate() {
                if comp.get("type").and_then(Value::as_u64) == Some(2) {
                    out.push(Button {
                        custom_id: str_field(comp, "custom_id"),
                        label: str_field(comp, "label"),
                        emoji: comp.get("emoji").cloned().filter(|e| !e.is_null()),
                        style: comp.get("style").and_then(Value::as_u64).unwrap_or(0),
                        disabled: comp
                            .get("disabled")
                            .and_then(Value::as_bool)
                            .unwrap_or(false),
                        url: str_field(comp, "url"),
                        position: (r, c),
                    });
                }
            }
        }
        out
    }

    /// The button whose label is `label` (exactly, else the only one containing it,
    /// ignoring case). Panics listing the buttons when there is none or it is ambiguous.
    pub fn button(&self, label: &str) -> Button {
        let all = self.buttons();
        if let Some(b) = all.iter().find(|b| b.label.as_deref() == Some(label)) {
            return b.clone();
        }
        let needle = label.to_lowercase();
        let close: Vec<&Button> = all
            .iter()
            .filter(|b| {
                b.label
                    .as_deref()
                    .is_some_and(|l| l.to_lowercase().contains(&needle))
            })
            .collect();
        match close.as_slice() {
            [one] => (*one).clone(),
            _ => panic!(
                "message {} has {} button(s) labelled like {label:?}; its buttons are: {}",
                self.id,
                close.len(),
                describe_buttons(&all)
            ),
        }
    }

    /// The button with this custom_id, if any.
    pub fn button_by_id(&self, custom_id: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.custom_id.as_deref() == Some(custom_id))
    }

    /// Every select menu, row by row.
    pub fn selects(&self) -> Vec<SelectMenu> {
        let mut out = Vec::new();
        for row in &self.components {
            for comp in &row_children(row) {
                let kind = comp.get("type").and_then(Value::as_u64).unwrap_or(0);
                if !is_select(kind) {
                    continue;
                }
                let options = comp
                    .get("options")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .map(|o| SelectOption {
                        label: str_field(o, "label").unwrap_or_default(),
                        value: str_field(o, "value").unwrap_or_default(),
                        description: str_field(o, "description"),
                        default: o.get("default").and_then(Value::as_bool).unwrap_or(false),
                    })
                    .collect();
                out.push(SelectMenu {
                    custom_id: str_field(comp, "custom_id").unwrap_or_default(),
                    placeholder: str_field(comp, "placeholder"),
                    options,
                    min_values: comp.get("min_values").and_then(Value::as_u64).unwrap_or(1),
                    max_values: comp.get("max_values").and_then(Value::as_u64).unwrap_or(1),
                    disabled: comp
                        .get("disabled")
                        .and_then(Value::as_bool)
                        .unwrap_or(false),
                    kind,
                });
            }
        }
        out
    }

    /// The select menu whose custom_id or placeholder is `key` (or, failing that, the only
    /// one whose placeholder contains it). Panics listing the menus otherwise.
    pub fn select(&self, key: &str) -> SelectMenu {
        let all = self.selects();
        if let Some(s) = all
            .iter()
            .find(|s| s.custom_id == key || s.placeholder.as_deref() == Some(key))
        {
            return s.clone();
        }
        let close: Vec<&SelectMenu> = all
            .iter()
            .filter(|s| s.placeholder.as_deref().is_some_and(|p| p.contains(key)))
            .collect();
        match close.as_slice() {
            [one] => (*one).clone(),
            _ => panic!(
                "message {} has no single select menu named {key:?}; its menus are: {:?}",
                self.id,
                all.iter()
                    .map(|s| (s.custom_id.clone(), s.placeholder.clone()))
                    .collect::<Vec<_>>()
            ),
        }
    }

    /// The component JSON with this custom_id (button or select), if any.
    pub fn component(&self, custom_id: &str) -> Option<Value> {
        self.components
            .iter()
            .flat_map(row_children)
            .find(|c| c.get("custom_id").and_then(Value::as_str) == Some(custom_id))
    }
}

/// The children of an action row (empty for anything else).
pub(crate) fn row_children(row: &Value) -> Vec<Value> {
    row.get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

pub(crate) fn describe_buttons(all: &[Button]) -> String {
    if all.is_empty() {
        return "(none)".to_owned();
    }
    all.iter()
        .map(|b| {
            format!(
                "[{}{} id={}]",
                b.label.as_deref().unwrap_or("<no label>"),
                if b.disabled { " (disabled)" } else { "" },
                b.custom_id.as_deref().unwrap_or("-")
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}
