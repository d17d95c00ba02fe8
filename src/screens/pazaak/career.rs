//! The Pazaak career as personal screens: `/pazaak career` (ladder, credits,
//! collection, deck) and `/pazaak shop` (prices, what is owned, buying with a
//! confirmation). The career is one record per person, the same in every server,
//! stored as a player record (written and flushed before the answer is shown)
//! and loaded through the career's migrating loader.
//!
//! The personal screens' buttons and menus carry a [`CareerVerb`] (`actions.rs`):
//! `career`, `shop`, `buy.<card>` (asks to confirm), `confirm.<card>.<credits>` (buys:
//! all or nothing), `play` (the next ladder match, here), `deck`, `out.<slot>` (pick a
//! card to take out), `swap.<slot>.<card>` (put another owned card in its place).

use super::actions::CareerVerb;
use super::refusals::{career_error, deck_error};
use super::settings::{CAREER_RUNG, CAREER_USER};
use super::views::card_word;
use crate::games::pazaak::ai::AiLevel as EngineLevel;
use crate::games::pazaak::career::{Career, CareerData, Opponent};
use crate::games::pazaak::SideCard;
use crate::i18n::{self, Lang, Text};
use crate::store::PlayerRecords;
use crate::table::hosting::ActionCodec;
use crate::table::hosting::{OptionValue, Options, PersonalContext, PersonalReply};
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
    load_career(ctx.records, ctx.person.id, data)
}

/// Load `user`'s career, or a new one.
pub fn load_career(
    records: PlayerRecords<'_>,
    user: u64,
    data: &CareerData,
) -> Result<Career, Text> {
    let stored: Option<serde_json::Value> =
        records.load_player(&career_key(user)).map_err(|e| {
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
        .records
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
    let show: fn(&Career, &CareerData, Lang) -> View = match verb {
        CareerVerb::Career => career_view,
        CareerVerb::Shop => shop_view,
        CareerVerb::Deck => |career, _, lang| deck_view(career, None, lang),
        _ => return Err(Text::new("pazaak-career-no-such-screen")),
    };
    let data = data()?;
    let career = load(ctx, &data)?;
    let mut view = show(&career, &data, ctx.lang);
    if let Some(note) = note {
        view.content = format!("{note}\n{}", view.content);
    }
    Ok(view)
}

/// A side card as the career screens write it, in `lang` ("+3", "Double").
fn card_in(card: SideCard, lang: Lang) -> String {
    card_word(card).in_lang(lang)
}

fn cards_line(cards: &[SideCard], lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_in(*c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The message `id` in `lang` when the built-in texts have it, else `fallback` (an
/// opponent of career data the texts do not know).
fn known_or(id: &str, lang: Lang, fallback: &str) -> String {
    if i18n::texts().has(Lang::EnUs, id) {
        i18n::tr(lang, id, &[])
    } else {
        fallback.to_string()
    }
}

/// An opponent's name in `lang` (`pazaak-opponent-<id>`), or as the career data
/// writes it.
pub fn opponent_name(opponent: &Opponent, lang: Lang) -> String {
    known_or(
        &format!("pazaak-opponent-{}", opponent.id),
        lang,
        &opponent.name,
    )
}

/// An opponent's introduction in `lang` (`pazaak-opponent-<id>-intro`), or as the
/// career data writes it.
pub fn opponent_intro(opponent: &Opponent, lang: Lang) -> String {
    known_or(
        &format!("pazaak-opponent-{}-intro", opponent.id),
        lang,
        &opponent.intro,
    )
}

/// The ladder (beaten, next, locked), credits, collection and side deck, in `lang`.
pub fn career_view(career: &Career, data: &CareerData, lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    let ladder = data
        .ladder
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let id = match i.cmp(&career.rung) {
                std::cmp::Ordering::Less => "pazaak-career-ladder-beaten",
                std::cmp::Ordering::Equal => "pazaak-career-ladder-next",
                std::cmp::Ordering::Greater => "pazaak-career-ladder-locked",
            };
            i18n::tr(
                lang,
                id,
                &[
                    ("number", (i + 1).into()),
                    ("name", opponent_name(o, lang).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let collection = career
        .collection
        .counts()
        .map(|(card, n)| format!("{}×{n}", card_in(card, lang)))
        .collect::<Vec<_>>()
        .join(", ");
    let next = match career.current_opponent(data) {
        Some(o) => say(Text::new("pazaak-career-next")
            .with("name", opponent_name(o, lang))
            .with("intro", opponent_intro(o, lang))),
        None => say(Text::new("pazaak-career-all-beaten")),
    };
    View {
        title: say(Text::new("pazaak-career-title")),
        content: say(Text::new("pazaak-career-summary")
            .with("credits", career.credits)
            .with("wins", career.wins)
            .with("losses", career.losses)),
        description: next,
        fields: vec![
            Field {
                name: say(Text::new("pazaak-career-field-ladder")),
                value: ladder,
                inline: false,
            },
            Field {
                name: say(Text::new("pazaak-career-field-collection")),
                value: collection,
                inline: false,
            },
            Field {
                name: say(Text::new("pazaak-career-field-deck")),
                value: cards_line(career.side_deck.cards(), lang),
                inline: false,
            },
        ],
        color: GOLD,
        rows: vec![Row::Buttons(
            [
                (!career.is_complete(data)).then(|| {
                    Button::new(
                        say(Text::new("pazaak-career-button-play")),
                        CareerVerb::Play,
                        Style::Success,
                    )
                    .emoji("▶️")
                }),
                Some(Button::new(
                    say(Text::new("pazaak-career-button-shop")),
                    CareerVerb::Shop,
                    Style::Primary,
                )),
                Some(Button::new(
                    say(Text::new("pazaak-career-button-deck")),
                    CareerVerb::Deck,
                    Style::Secondary,
                )),
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
                OptionValue::String(opponent_name(opponent, ctx.lang)),
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
    Ok(deck_view(&career, Some(slot), ctx.lang))
}

/// `/pazaak deck`: the career side deck, edited one swap at a time (take a card out,
/// put an owned card in), so the deck is always ten valid cards; in `lang`.
pub fn deck_view(career: &Career, out: Option<usize>, lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    let deck = career.side_deck.cards();
    let take_out: Vec<SelectOption> = deck
        .iter()
        .enumerate()
        .map(|(slot, card)| SelectOption {
            label: say(Text::new("pazaak-career-option-take-out").with("card", card_word(*card))),
            verb: CareerVerb::Out(slot).encode(),
            description: None,
        })
        .collect();
    let mut rows = vec![Row::Select(Select {
        name: "out".into(),
        placeholder: match out.and_then(|slot| deck.get(slot)) {
            Some(card) => {
                say(Text::new("pazaak-career-taking-out-menu").with("card", card_word(*card)))
            }
            None => say(Text::new("pazaak-career-take-out-menu")),
        },
        options: take_out,
        disabled: false,
    })];
    if let Some(slot) = out.filter(|slot| *slot < deck.len()) {
        let put_in: Vec<SelectOption> = swaps(career, slot)
            .into_iter()
            .take(25)
            .map(|card| SelectOption {
                label: say(Text::new("pazaak-career-option-put-in").with("card", card_word(card))),
                verb: CareerVerb::Swap { slot, card }.encode(),
                description: Some(say(Text::new("pazaak-career-option-owned")
                    .with("count", career.collection.count(card)))),
            })
            .collect();
        if put_in.is_empty() {
            rows.push(Row::Buttons(vec![Button::new(
                say(Text::new("pazaak-career-button-nothing-to-put-in")),
                CareerVerb::Shop,
                Style::Secondary,
            )]));
        } else {
            rows.push(Row::Select(Select {
                name: "in".into(),
                placeholder: say(Text::new("pazaak-career-put-in-menu")),
                options: put_in,
                disabled: false,
            }));
        }
    }
    rows.push(Row::Buttons(vec![
        Button::new(
            say(Text::new("pazaak-career-button-career")),
            CareerVerb::Career,
            Style::Secondary,
        ),
        Button::new(
            say(Text::new("pazaak-career-button-shop")),
            CareerVerb::Shop,
            Style::Secondary,
        ),
    ]));
    View {
        title: say(Text::new("pazaak-career-deck-title")),
        content: say(Text::new("pazaak-career-deck-text")),
        description: cards_line(deck, lang),
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
    let mut view = deck_view(&career, None, ctx.lang);
    let swapped = Text::new("pazaak-career-swapped")
        .with("old", card_word(old))
        .with("new", card_word(card));
    view.content = format!("{} {}", swapped.in_lang(ctx.lang), view.content);
    Ok(view)
}

/// Every card on sale with its price and how many are owned, in `lang`.
pub fn shop_view(career: &Career, data: &CareerData, lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    let lines = data
        .shop
        .iter()
        .map(|item| {
            say(Text::new("pazaak-shop-line")
                .with("card", card_word(item.card))
                .with("price", item.price)
                .with("owned", career.collection.count(item.card)))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let options: Vec<SelectOption> = data
        .shop
        .iter()
        .filter(|item| item.price <= career.credits)
        .take(25)
        .map(|item| SelectOption {
            label: say(Text::new("pazaak-shop-option-buy")
                .with("card", card_word(item.card))
                .with("price", item.price)),
            verb: CareerVerb::Buy(item.card).encode(),
            description: Some(say(Text::new("pazaak-career-option-owned")
                .with("count", career.collection.count(item.card)))),
        })
        .collect();
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(Row::Select(Select {
            name: "buy".into(),
            placeholder: say(Text::new("pazaak-shop-buy-menu")),
            options,
            disabled: false,
        }));
    }
    rows.push(Row::Buttons(vec![Button::new(
        say(Text::new("pazaak-career-button-career")),
        CareerVerb::Career,
        Style::Secondary,
    )]));
    View {
        title: say(Text::new("pazaak-shop-title")),
        content: say(Text::new("pazaak-shop-balance").with("credits", career.credits)),
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
    Ok(confirm_screen(card, price, career.credits, ctx.lang))
}

/// The question before a purchase: `card` for `price`, with `credits` to spend.
pub fn confirm_screen(card: SideCard, price: u64, credits: u64, lang: Lang) -> View {
    let say = |text: Text| text.in_lang(lang);
    View {
        title: say(Text::new("pazaak-shop-title")),
        content: say(Text::new("pazaak-shop-confirm")
            .with("card", card_word(card))
            .with("price", price)
            .with("credits", credits)),
        color: GOLD,
        rows: vec![Row::Buttons(vec![
            // The balance seen goes with the click: a second click on the same
            // confirmation (or an older one) finds it changed and buys nothing.
            // Confirmations shown before the balance was carried still buy.
            Button::new(
                say(Text::new("pazaak-shop-button-confirm")),
                CareerVerb::Confirm {
                    card,
                    seen: Some(credits),
                },
                Style::Success,
            ),
            Button::new(
                say(Text::new("pazaak-shop-button-cancel")),
                CareerVerb::Shop,
                Style::Secondary,
            ),
        ])],
        ..View::default()
    }
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
    let mut view = shop_view(&career, &data, ctx.lang);
    let bought = Text::new("pazaak-shop-bought")
        .with("card", card_word(card))
        .with("price", price);
    view.content = format!("{} {}", bought.in_lang(ctx.lang), view.content);
    Ok(view)
}
