//! The Pazaak career as personal screens: `/pazaak career` (ladder, credits,
//! collection, deck) and `/pazaak shop` (prices, what is owned, buying with a
//! confirmation). The career is one record per person, the same in every server,
//! stored with `Store::save_player` (written and flushed before the answer is shown)
//! and loaded through the career's migrating loader.
//!
//! Verbs of the personal screens: `career`, `shop`, `buy.<card>` (asks to confirm),
//! `confirm.<card>` (buys: all or nothing).

use super::actions::{card_code, card_from_code};
use super::views::card_text;
use crate::games::pazaak::career::{Career, CareerData};
use crate::table::game::{PersonalContext, PersonalReply};
use crate::table::view::{Button, Field, Row, Select, SelectOption, Style, View};

const GOLD: u32 = 0xFACC48;

/// The store key of a person's career.
pub fn career_key(user: u64) -> String {
    format!("pazaak/career/{user}")
}

fn data() -> Result<CareerData, String> {
    CareerData::builtin().map_err(|e| {
        tracing::error!(%e, "built-in career data unreadable");
        "The career is unavailable right now.".to_string()
    })
}

/// Load a person's career, or start a new one (not saved until it changes).
pub fn load(ctx: &PersonalContext, data: &CareerData) -> Result<Career, String> {
    let stored: Option<serde_json::Value> = ctx
        .store
        .load_player(&career_key(ctx.person.id))
        .map_err(|e| {
            tracing::error!(%e, "career not loaded");
            "Your career could not be read; please try again.".to_string()
        })?;
    match stored {
        Some(value) => Career::load(&value.to_string()).map_err(|e| {
            tracing::error!(%e, user = ctx.person.id, "saved career refused");
            "Your saved career could not be read.".to_string()
        }),
        None => Career::new(data).map_err(|e| e.to_string()),
    }
}

/// Write (and flush) a career before the person sees the change.
pub fn save(ctx: &PersonalContext, career: &Career) -> Result<(), String> {
    ctx.store
        .save_player(&career_key(ctx.person.id), career)
        .map_err(|e| {
            tracing::error!(%e, "career not saved");
            "Your career could not be saved; nothing changed.".to_string()
        })
}

/// A personal subcommand.
pub fn command(ctx: &PersonalContext, name: &str) -> PersonalReply {
    match screen(ctx, name, None) {
        Ok(view) => PersonalReply::Show(view),
        Err(text) => PersonalReply::Refused(text),
    }
}

/// A click on a personal screen.
pub fn click(ctx: &PersonalContext, verb: &str) -> PersonalReply {
    let reply = if let Some(code) = verb.strip_prefix("buy.") {
        confirm_view(ctx, code)
    } else if let Some(code) = verb.strip_prefix("confirm.") {
        buy(ctx, code)
    } else {
        screen(ctx, verb, None)
    };
    match reply {
        Ok(view) => PersonalReply::Update(view),
        Err(text) => PersonalReply::Refused(text),
    }
}

fn screen(ctx: &PersonalContext, name: &str, note: Option<String>) -> Result<View, String> {
    let data = data()?;
    let career = load(ctx, &data)?;
    let mut view = match name {
        "career" => career_view(&career, &data),
        "shop" => shop_view(&career, &data),
        _ => return Err("That screen does not exist.".into()),
    };
    if let Some(note) = note {
        view.content = format!("{note}\n{}", view.content);
    }
    Ok(view)
}

fn cards_line(cards: &[crate::games::pazaak::SideCard]) -> String {
    cards
        .iter()
        .map(|c| card_text(*c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ladder (beaten, next, locked), credits, collection and side deck.
pub fn career_view(career: &Career, data: &CareerData) -> View {
    let ladder = data
        .ladder
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let mark = match i.cmp(&career.rung) {
                std::cmp::Ordering::Less => "✅ beaten",
                std::cmp::Ordering::Equal => "▶ next",
                std::cmp::Ordering::Greater => "🔒 locked",
            };
            format!("{}. {} — {mark}", i + 1, o.name)
        })
        .collect::<Vec<_>>()
        .join("\n");
    let collection = career
        .collection
        .counts()
        .map(|(card, n)| format!("{}×{n}", card_text(card)))
        .collect::<Vec<_>>()
        .join(", ");
    let next = match career.current_opponent(data) {
        Some(o) => format!("Next opponent: **{}** — {}", o.name, o.intro),
        None => "You have beaten every opponent.".to_string(),
    };
    View {
        title: "Your Pazaak career".into(),
        content: format!(
            "**{} credits** · {} wins, {} losses",
            career.credits, career.wins, career.losses
        ),
        description: next,
        fields: vec![
            Field {
                name: "Ladder".into(),
                value: ladder,
                inline: false,
            },
            Field {
                name: "Collection".into(),
                value: collection,
                inline: false,
            },
            Field {
                name: "Side deck".into(),
                value: cards_line(career.side_deck.cards()),
                inline: false,
            },
        ],
        color: GOLD,
        rows: vec![Row::Buttons(vec![Button::new(
            "Shop",
            "shop",
            Style::Primary,
        )])],
        ..View::default()
    }
}

/// Every card on sale with its price and how many are owned.
pub fn shop_view(career: &Career, data: &CareerData) -> View {
    let lines = data
        .shop
        .iter()
        .map(|item| {
            format!(
                "{} — {} credits (own {})",
                card_text(item.card),
                item.price,
                career.collection.count(item.card)
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let options: Vec<SelectOption> = data
        .shop
        .iter()
        .filter(|item| item.price <= career.credits)
        .take(25)
        .map(|item| SelectOption {
            label: format!("Buy {} — {} credits", card_text(item.card), item.price),
            verb: format!("buy.{}", card_code(item.card)),
            description: Some(format!("You own {}", career.collection.count(item.card))),
        })
        .collect();
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(Row::Select(Select {
            name: "buy".into(),
            placeholder: "Buy a card".into(),
            options,
            disabled: false,
        }));
    }
    rows.push(Row::Buttons(vec![Button::new(
        "Career",
        "career",
        Style::Secondary,
    )]));
    View {
        title: "Pazaak shop".into(),
        content: format!("You have **{} credits**.", career.credits),
        description: lines,
        color: GOLD,
        rows,
        ..View::default()
    }
}

fn confirm_view(ctx: &PersonalContext, code: &str) -> Result<View, String> {
    let card = card_from_code(code).ok_or("That card is not sold here.")?;
    let data = data()?;
    let career = load(ctx, &data)?;
    let price = data.price(card).ok_or("That card is not sold here.")?;
    Ok(View {
        title: "Pazaak shop".into(),
        content: format!(
            "Buy **{}** for **{price} credits**? You have {} credits.",
            card_text(card),
            career.credits
        ),
        color: GOLD,
        rows: vec![Row::Buttons(vec![
            Button::new("Confirm", format!("confirm.{code}"), Style::Success),
            Button::new("Cancel", "shop", Style::Secondary),
        ])],
        ..View::default()
    })
}

fn buy(ctx: &PersonalContext, code: &str) -> Result<View, String> {
    let card = card_from_code(code).ok_or("That card is not sold here.")?;
    let data = data()?;
    let mut career = load(ctx, &data)?;
    // Refused purchases change nothing; a bought card is saved before it is shown.
    let price = career.buy(card, &data).map_err(|e| e.to_string())?;
    save(ctx, &career)?;
    let mut view = shop_view(&career, &data);
    view.content = format!(
        "Bought {} for {price} credits. {}",
        card_text(card),
        view.content
    );
    Ok(view)
}
