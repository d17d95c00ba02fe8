//! The Pazaak career as personal screens: `/pazaak career` (ladder, credits,
//! collection, deck) and `/pazaak shop` (prices, what is owned, buying with a
//! confirmation). The career is one record per person, the same in every server,
//! stored with `Store::save_player` (written and flushed before the answer is shown)
//! and loaded through the career's migrating loader.
//!
//! The personal screens' buttons and menus carry a [`CareerVerb`] (`actions.rs`):
//! `career`, `shop`, `buy.<card>` (asks to confirm), `confirm.<card>.<credits>` (buys:
//! all or nothing), `play` (the next ladder match, here), `deck`, `out.<slot>` (pick a
//! card to take out), `swap.<slot>.<card>` (put another owned card in its place).

use super::actions::CareerVerb;
use super::refusals::{career_error, deck_error};
use super::settings::{CAREER_RUNG, CAREER_USER};
use super::views::card_text;
use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::career::{Career, CareerData};
use crate::games::pazaak::SideCard;
use crate::i18n::Text;
use crate::store::Store;
use crate::table::game::{OptionValue, Options, PersonalContext, PersonalReply};
use crate::table::hosting::ActionCodec;
use crate::table::view::{Button, Field, Row, Select, SelectOption, Style, View};

const GOLD: u32 = 0xFACC48;

/// The store key of a person's career.
pub fn career_key(user: u64) -> String {
    format!("pazaak/career/{user}")
}

pub fn data() -> Result<CareerData, Text> {
    CareerData::builtin().map_err(|e| {
        tracing::error!(%e, "built-in career data unreadable");
        Text::new("pazaak-career-unavailable")
    })
}

/// Load a person's career, or start a new one (not saved until it changes).
pub fn load(ctx: &PersonalContext, data: &CareerData) -> Result<Career, Text> {
    load_career(ctx.store, ctx.person.id, data)
}

/// Load `user`'s career, or a new one.
pub fn load_career(store: &Store, user: u64, data: &CareerData) -> Result<Career, Text> {
    let stored: Option<serde_json::Value> = store.load_player(&career_key(user)).map_err(|e| {
        tracing::error!(%e, "career not loaded");
        Text::new("pazaak-career-unreadable-now")
    })?;
    match stored {
        Some(value) => Career::load(&value.to_string()).map_err(|e| {
            tracing::error!(%e, user, "saved career refused");
            Text::new("pazaak-career-unreadable")
        }),
        None => Career::new(data).map_err(|e| deck_error(&e)),
    }
}

/// A career from its stored bytes, or a new one when nothing is stored.
fn career_from(stored: Option<&[u8]>, data: &CareerData) -> Result<Career, Text> {
    match stored {
        Some(bytes) => std::str::from_utf8(bytes)
            .ok()
            .and_then(|json| Career::load(json).ok())
            .ok_or_else(|| Text::new("pazaak-career-unreadable")),
        None => Career::new(data).map_err(|e| deck_error(&e)),
    }
}

/// Change a person's career in one store transaction (a payout landing meanwhile is
/// kept); returns the career as written and `change`'s answer.
fn change_career<R>(
    ctx: &PersonalContext,
    data: &CareerData,
    change: impl Fn(&mut Career) -> Result<R, Text>,
) -> Result<(Career, R), Text> {
    let updated = ctx
        .store
        .update_player(&career_key(ctx.person.id), |stored| {
            let mut career = career_from(stored, data)?;
            let answer = change(&mut career)?;
            let bytes = serde_json::to_vec(&career).map_err(|e| {
                tracing::error!(%e, "career not encoded");
                Text::new("pazaak-career-not-saved")
            })?;
            Ok((bytes, (career, answer)))
        })
        .map_err(|e| {
            tracing::error!(%e, "career not saved");
            Text::new("pazaak-career-not-saved")
        })?;
    updated
}

/// A stored career after a finished ladder match: a win pays and unlocks the next
/// opponent, a loss counts. `None` (nothing written) when the career has moved past
/// that rung already, so a match is never paid twice.
pub fn after_match(stored: Option<&[u8]>, rung: usize, won: bool) -> Option<Vec<u8>> {
    let data = data().ok()?;
    let mut career = career_from(stored, &data).ok()?;
    if career.rung != rung {
        tracing::warn!(
            rung,
            now = career.rung,
            "career match for a rung already passed"
        );
        return None;
    }
    career.record_match(won, &data).ok()?;
    serde_json::to_vec(&career).ok()
}

/// A personal subcommand (`career`, `shop`, `deck`: the screen of that name).
pub fn command(ctx: &PersonalContext, name: &str) -> PersonalReply {
    let shown = match CareerVerb::read(name) {
        Ok(verb) => screen(ctx, verb, None),
        Err(_) => Err(Text::new("pazaak-career-no-such-screen")),
    };
    match shown {
        Ok(view) => PersonalReply::Show(view),
        Err(text) => PersonalReply::Refused(text),
    }
}

/// A click on a personal screen.
pub fn click(ctx: &PersonalContext, verb: &str) -> PersonalReply {
    let reply = match CareerVerb::read(verb) {
        Ok(CareerVerb::Play) => return play_next(ctx),
        Ok(CareerVerb::Buy(card)) => confirm_view(ctx, card),
        Ok(CareerVerb::Confirm { card, seen }) => buy(ctx, card, seen),
        Ok(CareerVerb::Out(slot)) => deck_screen(ctx, slot),
        Ok(CareerVerb::Swap { slot, card }) => swap_card(ctx, slot, card),
        Ok(verb @ (CareerVerb::Career | CareerVerb::Shop | CareerVerb::Deck)) => {
            screen(ctx, verb, None)
        }
        Err(text) => Err(text),
    };
    match reply {
        Ok(view) => PersonalReply::Update(view),
        Err(text) => PersonalReply::Refused(text),
    }
}

/// The screen a verb names (`career`, `shop`, `deck`); other verbs name none.
fn screen(ctx: &PersonalContext, verb: CareerVerb, note: Option<String>) -> Result<View, Text> {
    let show: fn(&Career, &CareerData) -> View = match verb {
        CareerVerb::Career => career_view,
        CareerVerb::Shop => shop_view,
        CareerVerb::Deck => |career, _| deck_view(career, None),
        _ => return Err(Text::new("pazaak-career-no-such-screen")),
    };
    let data = data()?;
    let career = load(ctx, &data)?;
    let mut view = show(&career, &data);
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

fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
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
            "**{} credits** · {} · {}",
            career.credits,
            count(career.wins, "win", "wins"),
            count(career.losses, "loss", "losses")
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
        rows: vec![Row::Buttons(
            [
                (!career.is_complete(data)).then(|| {
                    Button::new("Play next", CareerVerb::Play, Style::Success).emoji("▶️")
                }),
                Some(Button::new("Shop", CareerVerb::Shop, Style::Primary)),
                Some(Button::new("Edit deck", CareerVerb::Deck, Style::Secondary)),
            ]
            .into_iter()
            .flatten()
            .collect(),
        )],
        ..View::default()
    }
}

/// **Play next**: the match against the next ladder opponent, at a table in this
/// channel, with the career deck.
fn play_next(ctx: &PersonalContext) -> PersonalReply {
    let reply = || -> Result<Options, Text> {
        let data = data()?;
        let career = load(ctx, &data)?;
        let opponent = career
            .current_opponent(&data)
            .ok_or(Text::new("pazaak-career-ladder-done"))?;
        let level = match opponent.ai {
            EngineLevel::Seed => "easy",
            EngineLevel::Strong => "hard",
        };
        Ok(Options(vec![
            ("level".into(), OptionValue::String(level.into())),
            (CAREER_USER.into(), OptionValue::User(ctx.person.id)),
            (CAREER_RUNG.into(), OptionValue::Integer(career.rung as i64)),
            (
                "computer_name".into(),
                OptionValue::String(opponent.name.clone()),
            ),
        ]))
    };
    match reply() {
        Ok(options) => PersonalReply::Start(options),
        Err(text) => PersonalReply::Refused(text),
    }
}

/// The deck screen with the card in `slot` picked to be taken out.
fn deck_screen(ctx: &PersonalContext, slot: usize) -> Result<View, Text> {
    let data = data()?;
    let career = load(ctx, &data)?;
    if slot >= career.side_deck.cards().len() {
        return Err(Text::new("pazaak-career-card-not-in-deck"));
    }
    Ok(deck_view(&career, Some(slot)))
}

/// `/pazaak deck`: the career side deck, edited one swap at a time (take a card out,
/// put an owned card in), so the deck is always ten valid cards.
pub fn deck_view(career: &Career, out: Option<usize>) -> View {
    let deck = career.side_deck.cards();
    let take_out: Vec<SelectOption> = deck
        .iter()
        .enumerate()
        .map(|(slot, card)| SelectOption {
            label: format!("Take out {}", card_text(*card)),
            verb: CareerVerb::Out(slot).encode(),
            description: None,
        })
        .collect();
    let mut rows = vec![Row::Select(Select {
        name: "out".into(),
        placeholder: match out.and_then(|slot| deck.get(slot)) {
            Some(card) => format!("Taking out {}", card_text(*card)),
            None => "Take a card out".into(),
        },
        options: take_out,
        disabled: false,
    })];
    if let Some(slot) = out.filter(|slot| *slot < deck.len()) {
        let put_in: Vec<SelectOption> = swaps(career, slot)
            .into_iter()
            .take(25)
            .map(|card| SelectOption {
                label: format!("Put in {}", card_text(card)),
                verb: CareerVerb::Swap { slot, card }.encode(),
                description: Some(format!("You own {}", career.collection.count(card))),
            })
            .collect();
        if put_in.is_empty() {
            rows.push(Row::Buttons(vec![Button::new(
                "No other card to put in (see the shop)",
                CareerVerb::Shop,
                Style::Secondary,
            )]));
        } else {
            rows.push(Row::Select(Select {
                name: "in".into(),
                placeholder: "Put in instead".into(),
                options: put_in,
                disabled: false,
            }));
        }
    }
    rows.push(Row::Buttons(vec![
        Button::new("Career", CareerVerb::Career, Style::Secondary),
        Button::new("Shop", CareerVerb::Shop, Style::Secondary),
    ]));
    View {
        title: "Your career side deck".into(),
        content: "Ten cards; your hand is dealt from them each match.".into(),
        description: cards_line(deck),
        color: GOLD,
        rows,
        ..View::default()
    }
}

/// Owned cards that may replace the card in `slot` (a spare copy is owned).
fn swaps(career: &Career, slot: usize) -> Vec<SideCard> {
    let deck = career.side_deck.cards();
    career
        .collection
        .counts()
        .map(|(card, _)| card)
        .filter(|card| Some(card) != deck.get(slot))
        .filter(|card| {
            let in_deck = deck.iter().filter(|c| *c == card).count() as u32;
            career.collection.count(*card) > in_deck
        })
        .collect()
}

fn swap_card(ctx: &PersonalContext, slot: usize, card: SideCard) -> Result<View, Text> {
    let data = data()?;
    // Refused swaps (a card not owned, or one copy too many) change nothing.
    let (career, old) = change_career(ctx, &data, |career| {
        let mut cards = career.side_deck.cards().to_vec();
        let old = *cards
            .get(slot)
            .ok_or(Text::new("pazaak-career-card-not-in-deck"))?;
        cards[slot] = card;
        career.set_side_deck(cards).map_err(|e| career_error(&e))?;
        Ok(old)
    })?;
    let mut view = deck_view(&career, None);
    view.content = format!(
        "Took out {} and put in {}. {}",
        card_text(old),
        card_text(card),
        view.content
    );
    Ok(view)
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
            verb: CareerVerb::Buy(item.card).encode(),
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
        CareerVerb::Career,
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

fn confirm_view(ctx: &PersonalContext, card: SideCard) -> Result<View, Text> {
    let data = data()?;
    let career = load(ctx, &data)?;
    let price = data
        .price(card)
        .ok_or(Text::new("pazaak-career-not-sold-here"))?;
    Ok(View {
        title: "Pazaak shop".into(),
        content: format!(
            "Buy **{}** for **{price} credits**? You have {} credits.",
            card_text(card),
            career.credits
        ),
        color: GOLD,
        rows: vec![Row::Buttons(vec![
            // The balance seen goes with the click: a second click on the same
            // confirmation (or an older one) finds it changed and buys nothing.
            // Confirmations shown before the balance was carried still buy.
            Button::new(
                "Confirm",
                CareerVerb::Confirm {
                    card,
                    seen: Some(career.credits),
                },
                Style::Success,
            ),
            Button::new("Cancel", CareerVerb::Shop, Style::Secondary),
        ])],
        ..View::default()
    })
}

/// Buy `card`: `seen` is the balance the confirmation showed (older confirmations
/// carry the card alone).
fn buy(ctx: &PersonalContext, card: SideCard, seen: Option<u64>) -> Result<View, Text> {
    let data = data()?;
    // Refused purchases change nothing; a bought card is saved before it is shown.
    let (career, price) = change_career(ctx, &data, |career| {
        if seen.is_some_and(|seen| seen != career.credits) {
            return Err(Text::new("pazaak-career-stale-confirmation"));
        }
        career.buy(card, &data).map_err(|e| career_error(&e))
    })?;
    let mut view = shop_view(&career, &data);
    view.content = format!(
        "Bought {} for {price} credits. {}",
        card_text(card),
        view.content
    );
    Ok(view)
}
