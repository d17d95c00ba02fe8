//! Turning abstract [`View`]s into Discord messages: the content, embed, components
//! (each custom_id carrying the view's game, table and state counter) and picture of a
//! view, shaped for whatever carries it (a table message, an interaction answer, an
//! edit, a follow-up), and the plain text answers that ping nobody. Sending them is
//! [`send`](super::send).

use crate::discord::custom_id::CustomId;
use crate::table::view::{Button, Row, Select, Style, View};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, EditWebhookMessage, ReactionType,
};
use std::collections::HashSet;

/// The message parts of a view, ready for any serenity message builder.
pub struct Parts {
    pub content: String,
    pub embed: Option<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub file: Option<CreateAttachment>,
    /// Whom the message may ping: nobody, or the one person the view names.
    pub allowed_mentions: CreateAllowedMentions,
}

/// Mentions that ping nobody: no user, no role, no @everyone or @here, whatever the
/// text holds (`{"parse":[],"users":[],"roles":[]}`). Every message and interaction
/// answer the bot sends carries it, or [`allowed_mentions`] for a view that names the
/// one person it calls.
pub fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// The mentions a view's message may ping: only the person it names, if any.
pub fn allowed_mentions(view: &View) -> CreateAllowedMentions {
    match view.ping {
        // 0 is no Discord id (an erased person's seat): it pings nobody.
        Some(user) if user != 0 => no_pings().users([serenity::all::UserId::new(user)]),
        Some(_) => no_pings(),
        None => no_pings(),
    }
}

/// Build the Discord parts of a view. Buttons whose custom_id cannot be encoded are
/// dropped (and logged) rather than sent broken.
pub fn parts(view: &View) -> Parts {
    let mut view = view.clone().fit();
    // A picture that could not be painted goes out as none (the text carries the same).
    view.picture = view.picture.filter(|p| !p.png().is_empty());
    let file = view
        .picture
        .as_ref()
        .map(|p| CreateAttachment::bytes(p.png().to_vec(), p.filename.clone()));
    let embed = view.has_card().then(|| embed(&view));
    let components = components(&view);
    let allowed_mentions = allowed_mentions(&view);
    // Discord refuses a message with nothing in it.
    let content = if view.content.is_empty() && embed.is_none() {
        "\u{200b}".to_string()
    } else {
        view.content
    };
    Parts {
        content,
        embed,
        components,
        file,
        allowed_mentions,
    }
}

/// The card of a view (its title, description, fields, footer and picture).
fn embed(view: &View) -> CreateEmbed {
    let mut embed = CreateEmbed::new().color(view.color);
    if !view.title.is_empty() {
        embed = embed.title(&view.title);
    }
    if !view.description.is_empty() {
        embed = embed.description(&view.description);
    }
    for field in &view.fields {
        embed = embed.field(&field.name, &field.value, field.inline);
    }
    if !view.footer.is_empty() {
        embed = embed.footer(CreateEmbedFooter::new(&view.footer));
    }
    if let Some(picture) = &view.picture {
        embed = embed.image(format!("attachment://{}", picture.filename));
    }
    embed
}

/// The rows of a view's buttons and menus, each custom_id stamped with the view's
/// game, table and counter.
fn components(view: &View) -> Vec<CreateActionRow> {
    let stamp = &view.stamp;
    let id = |verb: &str| CustomId::new(&stamp.game, stamp.table, stamp.counter, verb).encode();
    let mut components = Vec::new();
    // Discord requires every custom_id of a message to be unique (two identical cards
    // make two identical verbs): repeats get a suffix the adapter strips on the way in.
    let mut seen = HashSet::new();
    for row in &view.rows {
        match row {
            Row::Buttons(buttons) => {
                let built: Vec<CreateButton> = buttons
                    .iter()
                    .filter_map(|b| button(b, &id, &mut seen))
                    .collect();
                if !built.is_empty() {
                    components.push(CreateActionRow::Buttons(built));
                }
            }
            Row::Select(select) => {
                let Some(custom_id) = id(&format!("@{}", select.name)) else {
                    continue;
                };
                components.push(CreateActionRow::SelectMenu(menu(select, custom_id)));
            }
        }
    }
    components
}

/// A button: a link, or one whose custom_id (`id` of its verb) is unique among those
/// `seen` in its message; none when no such custom_id can be encoded.
fn button(
    b: &Button,
    id: &impl Fn(&str) -> Option<String>,
    seen: &mut HashSet<String>,
) -> Option<CreateButton> {
    if let Some(url) = &b.url {
        let mut link = CreateButton::new_link(url).label(&b.label);
        if let Some(emoji) = &b.emoji {
            link = link.emoji(ReactionType::Unicode(emoji.clone()));
        }
        return Some(link);
    }
    let custom_id = (1..=MAX_REPEATS).find_map(|n| {
        let custom_id = id(&with_repeat(&b.verb, n))?;
        (!seen.contains(&custom_id)).then_some(custom_id)
    });
    let Some(custom_id) = custom_id else {
        tracing::error!(
            verb = crate::table::verb::for_log(&b.verb),
            "button verb cannot be encoded"
        );
        return None;
    };
    seen.insert(custom_id.clone());
    let mut button = CreateButton::new(custom_id)
        .label(&b.label)
        .style(style(b.style))
        .disabled(b.disabled);
    if let Some(emoji) = &b.emoji {
        button = button.emoji(ReactionType::Unicode(emoji.clone()));
    }
    Some(button)
}

/// A select menu under `custom_id`.
fn menu(select: &Select, custom_id: String) -> CreateSelectMenu {
    let mut values = HashSet::new();
    let options: Vec<CreateSelectMenuOption> = select
        .options
        .iter()
        .map(|o| {
            // Option values must be unique within a menu, like custom_ids.
            let value = (1..=MAX_REPEATS)
                .map(|n| with_repeat(&o.verb, n))
                .find(|v| !values.contains(v))
                .unwrap_or_else(|| o.verb.clone());
            values.insert(value.clone());
            let option = CreateSelectMenuOption::new(&o.label, value);
            match &o.description {
                Some(d) => option.description(d),
                None => option,
            }
        })
        .collect();
    CreateSelectMenu::new(custom_id, CreateSelectMenuKind::String { options })
        .placeholder(&select.placeholder)
        .disabled(select.disabled)
}

/// How many identical verbs one message may carry (25 buttons at most).
const MAX_REPEATS: usize = 25;

/// The `n`th copy of a verb: the first is the verb itself, later ones end in `!n`.
fn with_repeat(verb: &str, n: usize) -> String {
    if n == 1 {
        verb.to_string()
    } else {
        format!("{verb}!{n}")
    }
}

fn style(style: Style) -> ButtonStyle {
    match style {
        Style::Primary => ButtonStyle::Primary,
        Style::Secondary => ButtonStyle::Secondary,
        Style::Success => ButtonStyle::Success,
        Style::Danger => ButtonStyle::Danger,
    }
}

/// An interaction response message (new or update) from a view.
pub fn response_message(view: &View, ephemeral: bool) -> CreateInteractionResponseMessage {
    let parts = parts(view);
    let mut message = CreateInteractionResponseMessage::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions);
    if let Some(file) = parts.file {
        message = message.files(vec![file]);
    }
    if ephemeral {
        message = message.ephemeral(true);
    }
    message
}

/// An edit of an interaction's message from a view.
pub fn response_edit(view: &View) -> EditInteractionResponse {
    let parts = parts(view);
    let mut edit = EditInteractionResponse::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions);
    edit = match parts.file {
        Some(file) => edit.new_attachment(file),
        None => edit.clear_attachments(),
    };
    edit
}

/// The same edit for a follow-up message, through the interaction's webhook.
pub fn webhook_edit(view: &View) -> EditWebhookMessage {
    let parts = parts(view);
    let edit = EditWebhookMessage::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions);
    match parts.file {
        Some(file) => edit.new_attachment(file),
        None => edit.clear_attachments(),
    }
}

/// A text answer that pings nobody, for an edit of `@original`.
pub fn text_edit(text: impl Into<String>) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(text)
        .allowed_mentions(no_pings())
}

/// A private text follow-up that pings nobody.
pub fn text_followup(text: impl Into<String>) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(no_pings())
}

/// A private follow-up message showing `view`.
pub fn view_followup(view: &View) -> CreateInteractionResponseFollowup {
    let parts = parts(view);
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(parts.content)
        .components(parts.components)
        .embeds(parts.embed.into_iter().collect())
        .allowed_mentions(parts.allowed_mentions)
        .ephemeral(true);
    if let Some(file) = parts.file {
        followup = followup.add_file(file);
    }
    followup
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::{Button, Select, SelectOption, Stamp};

    fn custom_ids(parts: &Parts) -> Vec<String> {
        let json = serde_json::to_value(&parts.components).unwrap();
        let mut ids = Vec::new();
        for row in json.as_array().unwrap() {
            for component in row["components"].as_array().unwrap() {
                ids.push(component["custom_id"].as_str().unwrap().to_string());
            }
        }
        ids
    }

    /// Two identical wilds in two rows once made Discord refuse the whole hand (50035).
    #[test]
    fn identical_verbs_get_unique_custom_ids_that_decode_to_the_same_verb() {
        let wild = || Button::new("Wild", "g.p.W", Style::Primary);
        let view = View {
            rows: vec![
                Row::Buttons(vec![wild(), wild()]),
                Row::Buttons(vec![wild()]),
            ],
            stamp: Stamp {
                guild: None,
                game: "uno".into(),
                table: 7,
                counter: 3,
                answer: 0,
            },
            ..View::default()
        };
        let ids = custom_ids(&parts(&view));
        assert_eq!(ids.len(), 3, "no button dropped: {ids:?}");
        let unique: std::collections::HashSet<_> = ids.iter().collect();
        assert_eq!(unique.len(), 3, "custom_ids repeat: {ids:?}");
        for id in &ids {
            let parsed = CustomId::parse(id).unwrap();
            assert_eq!(
                crate::discord::custom_id::without_repeat(&parsed.verb),
                "g.p.W"
            );
        }
    }

    #[test]
    fn identical_select_values_are_kept_apart() {
        let option = || SelectOption {
            label: "7♥ onto 8♠".into(),
            verb: "g.m.1.5".into(),
            description: None,
        };
        let view = View {
            rows: vec![Row::Select(Select {
                name: "moves".into(),
                placeholder: "Move".into(),
                options: vec![option(), option()],
                disabled: false,
            })],
            stamp: Stamp {
                guild: None,
                game: "klondike".into(),
                table: 7,
                counter: 3,
                answer: 0,
            },
            ..View::default()
        };
        let json = serde_json::to_value(&parts(&view).components).unwrap();
        let options = json[0]["components"][0]["options"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(options.len(), 2);
        assert_ne!(options[0]["value"], options[1]["value"]);
    }
}
