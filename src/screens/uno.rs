//! UNO at a table: `/uno start` options and lobby settings, the verbs of the buttons,
//! the public table picture and the private hand, computer seats, the UNO! call window
//! as a table timer, and the end-of-round summary.
//!
//! Verbs (after the table's `g.` prefix): `draw`, `pass`, `uno`, `chal`, `take`,
//! `next`, `color.<L>` (name the first Wild's colour), `p.<card>[.i<n>]` (play),
//! `pw.<card>.<L>` (play a wild as colour L), `p7.<card>.<seat>` (seven-0 swap).
//! Cards are written with their short code, `+` spelt `p` (`Rp2`, `Wp4`). View states
//! (`view.` verbs, private to one player): `page.<n>`, `wild.<card>`, `seven.<card>`.

use crate::games::uno::ai::AiKind;
use crate::games::uno::{
    Action, Card, Color, Direction, DrawnCardPolicy, Event, Face, Goal, Options as UnoOptions,
    PhaseView, SeatView, UnoGame,
};
use crate::render::uno as pic;
use crate::table::game::{
    CommandOption, Effects, Formation, GameDef, GameTimer, HostedGame, OptionKind, Options,
    SeatInfo, ViewContext,
};
use crate::table::text::Notice;
use crate::table::view::{button_rows, Button, Field, Picture, Row, SelectOption, Style, View};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::time::Duration;

pub use crate::games::Seat;

/// Cards shown as buttons on one page of a private hand (three rows of five).
const CARDS_PER_PAGE: usize = 15;
/// After a round of a points match, the next one starts by itself after this.
const NEXT_ROUND_AFTER: Duration = Duration::from_secs(30);
const RED: u32 = 0xE53935;

/// The UNO game definition.
pub struct UnoDef;

/// The state behind an UNO table.
#[derive(Clone, Serialize, Deserialize)]
pub struct UnoTable {
    pub game: UnoGame,
    /// Seat names when the game started (for log lines and the summary).
    pub names: Vec<String>,
}

fn option(name: &'static str, description: &'static str, kind: OptionKind) -> CommandOption {
    CommandOption {
        name,
        description,
        kind,
        required: false,
    }
}

fn settings_of(value: &Value) -> UnoOptions {
    serde_json::from_value(value.clone()).unwrap_or_default()
}

fn on_off(flag: bool) -> &'static str {
    if flag {
        "on"
    } else {
        "off"
    }
}

impl GameDef for UnoDef {
    fn code(&self) -> &'static str {
        "uno"
    }
    fn title(&self) -> &'static str {
        "UNO"
    }
    fn formation(&self) -> Formation {
        Formation::Lobby {
            min_seats: 2,
            max_seats: 10,
        }
    }
    fn command_description(&self) -> &'static str {
        "UNO for 2-10 seats with friends and computer players"
    }
    fn help(&self) -> &'static str {
        "Match the top card's colour or symbol, or play a wild. Press **Hand** to see your cards privately and play \
         them. With two cards, press **UNO!** (before playing, or within the window after) or draw the penalty. \
         Wild Draw Four can be challenged. First to empty their hand wins the round."
    }
    fn start_options(&self) -> Vec<CommandOption> {
        vec![
            option(
                "goal",
                "One round, or first to 500 points",
                OptionKind::Choice(vec![("One round", "round"), ("500 points", "500")]),
            ),
            option(
                "penalty",
                "Cards drawn for a missed UNO! call (default 4)",
                OptionKind::Choice(vec![("4 cards", "4"), ("2 cards", "2")]),
            ),
            option(
                "uno_window",
                "Seconds to press UNO! after playing down to one card (default 5)",
                OptionKind::Integer { min: 3, max: 30 },
            ),
            option(
                "drawn_card",
                "A playable drawn card: may play (default), must play, must keep",
                OptionKind::Choice(vec![
                    ("May play", "may"),
                    ("Must play", "must"),
                    ("Must keep", "keep"),
                ]),
            ),
            option(
                "challenge",
                "Wild Draw Four can be challenged (default on)",
                OptionKind::Boolean,
            ),
            option(
                "stacking",
                "House rule: stack Draw Two / Wild Draw Four",
                OptionKind::Boolean,
            ),
            option(
                "seven_zero",
                "House rule: 7 swaps hands, 0 passes all hands",
                OptionKind::Boolean,
            ),
            option(
                "jump_in",
                "House rule: play an identical card out of turn",
                OptionKind::Boolean,
            ),
            option(
                "draw_until_playable",
                "House rule: keep drawing until a card fits",
                OptionKind::Boolean,
            ),
        ]
    }
    fn settings(&self, options: &Options) -> Result<Value, String> {
        let mut o = UnoOptions::default();
        if options.string("goal") == Some("500") {
            o.goal = Goal::Points(crate::games::uno::POINTS_GOAL);
        }
        if options.string("penalty") == Some("2") {
            o.uno_penalty = 2;
        }
        if let Some(secs) = options.integer("uno_window") {
            o.uno_window_secs = secs.clamp(0, 255) as u8;
        }
        o.drawn_card = match options.string("drawn_card") {
            Some("must") => DrawnCardPolicy::MustPlay,
            Some("keep") => DrawnCardPolicy::MustKeep,
            _ => DrawnCardPolicy::MayPlay,
        };
        o.challenge = options.boolean("challenge").unwrap_or(true);
        o.stacking = options.boolean("stacking").unwrap_or(false);
        o.seven_zero = options.boolean("seven_zero").unwrap_or(false);
        o.jump_in = options.boolean("jump_in").unwrap_or(false);
        o.draw_until_playable = options.boolean("draw_until_playable").unwrap_or(false);
        o.validate().map_err(|e| e.to_string())?;
        serde_json::to_value(o).map_err(|e| e.to_string())
    }
    fn describe_settings(&self, settings: &Value) -> String {
        let o = settings_of(settings);
        let goal = match o.goal {
            Goal::OneRound => "one round".to_string(),
            Goal::Points(p) => format!("first to {p} points"),
        };
        let drawn = match o.drawn_card {
            DrawnCardPolicy::MayPlay => "may play",
            DrawnCardPolicy::MustPlay => "must play",
            DrawnCardPolicy::MustKeep => "must keep",
        };
        format!(
            "Goal: {goal} · UNO! window {} s, penalty {} cards · drawn card: {drawn} · challenge {}\n\
             House rules: stacking {}, seven-0 {}, jump-in {}, draw until playable {}",
            o.uno_window_secs,
            o.uno_penalty,
            on_off(o.challenge),
            on_off(o.stacking),
            on_off(o.seven_zero),
            on_off(o.jump_in),
            on_off(o.draw_until_playable)
        )
    }
    fn settings_menu(&self, settings: &Value) -> Vec<SelectOption> {
        let o = settings_of(settings);
        let toggle = |label: &str, on: bool, verb: &str| SelectOption {
            label: format!("{label}: turn {}", on_off(!on)),
            verb: format!("set.{verb}"),
            description: None,
        };
        vec![
            SelectOption {
                label: match o.goal {
                    Goal::OneRound => "Goal: play to 500 points".into(),
                    Goal::Points(_) => "Goal: play one round".into(),
                },
                verb: "set.goal".into(),
                description: None,
            },
            SelectOption {
                label: format!(
                    "UNO! penalty: {} cards",
                    if o.uno_penalty == 4 { 2 } else { 4 }
                ),
                verb: "set.penalty".into(),
                description: None,
            },
            SelectOption {
                label: format!("UNO! window: {} s", next_window(o.uno_window_secs)),
                verb: "set.window".into(),
                description: None,
            },
            SelectOption {
                label: "Drawn card: next policy".into(),
                verb: "set.drawn".into(),
                description: Some("may play → must play → must keep".into()),
            },
            toggle("Challenge", o.challenge, "challenge"),
            toggle("Stacking", o.stacking, "stacking"),
            toggle("Seven-0", o.seven_zero, "sevenzero"),
            toggle("Jump-in", o.jump_in, "jumpin"),
            toggle(
                "Draw until playable",
                o.draw_until_playable,
                "untilplayable",
            ),
        ]
    }
    fn change_setting(&self, settings: &Value, verb: &str) -> Result<Value, String> {
        let mut o = settings_of(settings);
        match verb {
            "goal" => {
                o.goal = match o.goal {
                    Goal::OneRound => Goal::Points(crate::games::uno::POINTS_GOAL),
                    Goal::Points(_) => Goal::OneRound,
                }
            }
            "penalty" => o.uno_penalty = if o.uno_penalty == 4 { 2 } else { 4 },
            "window" => o.uno_window_secs = next_window(o.uno_window_secs),
            "drawn" => {
                o.drawn_card = match o.drawn_card {
                    DrawnCardPolicy::MayPlay => DrawnCardPolicy::MustPlay,
                    DrawnCardPolicy::MustPlay => DrawnCardPolicy::MustKeep,
                    DrawnCardPolicy::MustKeep => DrawnCardPolicy::MayPlay,
                }
            }
            "challenge" => o.challenge = !o.challenge,
            "stacking" => o.stacking = !o.stacking,
            "sevenzero" => o.seven_zero = !o.seven_zero,
            "jumpin" => o.jump_in = !o.jump_in,
            "untilplayable" => o.draw_until_playable = !o.draw_until_playable,
            _ => return Err(Notice::UnknownSetting.into()),
        }
        serde_json::to_value(o).map_err(|e| e.to_string())
    }
    fn ai_levels(&self) -> Vec<(&'static str, &'static str)> {
        vec![("strong", "Strong"), ("classic", "Classic")]
    }
    fn new_game(
        &self,
        settings: &Value,
        seats: &[SeatInfo],
        seed: u64,
    ) -> Result<Box<dyn HostedGame>, String> {
        let game =
            UnoGame::new(seats.len(), settings_of(settings), seed).map_err(|e| e.to_string())?;
        Ok(Box::new(UnoTable {
            game,
            names: seats.iter().map(|s| s.name.clone()).collect(),
        }))
    }
    fn restore(&self, state: &Value) -> Result<Box<dyn HostedGame>, String> {
        serde_json::from_value::<UnoTable>(state.clone())
            .map(|t| Box::new(t) as Box<dyn HostedGame>)
            .map_err(|e| e.to_string())
    }
}

fn next_window(secs: u8) -> u8 {
    match secs {
        s if s < 5 => 5,
        s if s < 10 => 10,
        s if s < 20 => 20,
        s if s < 30 => 30,
        _ => 3,
    }
}

// ----- verbs ------------------------------------------------------------------------

/// A card in a verb: its short code with `+` spelt `p`.
pub fn card_verb(card: Card) -> String {
    card.code().replace('+', "p")
}

fn card_from_verb(text: &str) -> Option<Card> {
    Card::from_code(&text.replace('p', "+"))
}

fn color_letter(color: Color) -> char {
    color.letter()
}

fn color_from_letter(text: &str) -> Option<Color> {
    Color::ALL
        .into_iter()
        .find(|c| text.len() == 1 && text.starts_with(c.letter()))
}

/// Parse a verb into an engine action.
pub fn parse_verb(verb: &str) -> Option<Action> {
    let parts: Vec<&str> = verb.split('.').collect();
    match parts.as_slice() {
        ["draw"] => Some(Action::Draw),
        ["pass"] => Some(Action::Pass),
        ["uno"] => Some(Action::CallUno),
        ["chal"] => Some(Action::Challenge),
        ["take"] => Some(Action::AcceptPenalty),
        ["next"] => Some(Action::NextRound),
        ["color", c] => color_from_letter(c).map(Action::ChooseColor),
        ["p", card] | ["p", card, _] => Some(Action::Play {
            card: card_from_verb(card)?,
            color: None,
            swap_with: None,
        }),
        ["pw", card, c] => Some(Action::Play {
            card: card_from_verb(card)?,
            color: Some(color_from_letter(c)?),
            swap_with: None,
        }),
        ["p7", card, seat] => Some(Action::Play {
            card: card_from_verb(card)?,
            color: None,
            swap_with: Some(seat.parse().ok()?),
        }),
        _ => None,
    }
}

// ----- the hosted game --------------------------------------------------------------

impl UnoTable {
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Effects, String> {
        let events = self.game.act(seat, action).map_err(|e| e.to_string())?;
        Ok(self.effects(events))
    }

    fn effects(&self, events: Vec<Event>) -> Effects {
        let mut effects = Effects::default();
        for event in &events {
            match event {
                Event::UnoWindowOpened { seat, seconds } => effects.timers.push(GameTimer {
                    key: format!("uno.{seat}"),
                    after: Duration::from_secs(u64::from(*seconds)),
                }),
                Event::RoundWon { .. }
                    if matches!(self.game.public_view().phase, PhaseView::RoundOver { .. }) =>
                {
                    effects.timers.push(GameTimer {
                        key: "next".into(),
                        after: NEXT_ROUND_AFTER,
                    })
                }
                _ => {}
            }
            if !matches!(event, Event::UnoWindowOpened { .. }) {
                effects.log.push(event.describe(&self.names));
            }
        }
        effects
    }

    /// Computer seats always call UNO! in time.
    fn computer_calls(&mut self, seat: Seat, effects: &mut Effects) {
        if self.game.uno_pending().contains(&seat)
            || self.game.legal_actions(seat).contains(&Action::CallUno)
        {
            if let Ok(more) = self.apply(seat, &Action::CallUno) {
                effects.merge(more);
            }
        }
    }

    fn name(&self, ctx: &ViewContext, seat: Seat) -> String {
        ctx.seats
            .get(seat)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    }
}

impl HostedGame for UnoTable {
    fn save(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.game.public_view().phase {
            PhaseView::RoundOver { .. } | PhaseView::MatchOver { .. } => Vec::new(),
            _ => vec![self.game.current_seat()],
        }
    }

    fn act(&mut self, seat: Seat, verb: &str) -> Result<Effects, String> {
        let action = parse_verb(verb).ok_or("That button is not one I know.")?;
        self.apply(seat, &action)
    }

    fn tolerates_outdated(&self, verb: &str) -> bool {
        // A late UNO! press must count: the call is checked by the rules anyway.
        verb == "uno"
    }

    fn ai_act(&mut self, seat: Seat, level: &str, rng: &mut ChaCha8Rng) -> Effects {
        let kind = if level == "classic" {
            AiKind::Classic
        } else {
            AiKind::Strong
        };
        let view = self.game.seat_view(seat);
        let mut effects = Effects::default();
        // Call before playing the second-to-last card, as a careful player does.
        if view.hand.len() == 2 {
            self.computer_calls(seat, &mut effects);
        }
        let view = self.game.seat_view(seat);
        let choice = kind.player().choose(&view, rng);
        match self.apply(seat, &choice) {
            Ok(more) => effects.merge(more),
            Err(err) => {
                tracing::warn!(%err, ?choice, "computer move refused; playing the default");
                if let Some(action) = self.game.auto_action(seat) {
                    if let Ok(more) = self.apply(seat, &action) {
                        effects.merge(more);
                    }
                }
            }
        }
        self.computer_calls(seat, &mut effects);
        effects
    }

    fn timeout_act(&mut self, seat: Seat) -> Effects {
        let mut effects = Effects::default();
        // Draw, then pass: at most a few steps, while it stays this seat's move.
        for _ in 0..3 {
            if !self.to_act().contains(&seat) {
                break;
            }
            let Some(action) = self.game.auto_action(seat) else {
                break;
            };
            match self.apply(seat, &action) {
                Ok(more) => effects.merge(more),
                Err(_) => break,
            }
        }
        effects
    }

    fn fire_timer(&mut self, key: &str) -> Effects {
        if let Some(seat) = key.strip_prefix("uno.").and_then(|s| s.parse().ok()) {
            let events = self.game.uno_window_expired(seat);
            return self.effects(events);
        }
        if key == "next" && matches!(self.game.public_view().phase, PhaseView::RoundOver { .. }) {
            return self.apply(0, &Action::NextRound).unwrap_or_default();
        }
        Effects::default()
    }

    fn forfeit(&mut self, _seat: Seat) -> Effects {
        // UNO tables never forfeit: a leaving person's seat goes to a computer.
        Effects::default()
    }

    fn public_view(&self, ctx: &ViewContext) -> View {
        let public = self.game.public_view();
        let scene = table_scene(&self.game, ctx);
        let picture = pic::render_table(&scene);
        let title = match &public.phase {
            PhaseView::ChoosingColor { seat } => {
                format!("UNO — {} names the colour", self.name(ctx, *seat))
            }
            PhaseView::Playing { seat, .. } => format!("UNO — {}'s turn", self.name(ctx, *seat)),
            PhaseView::AwaitingPenalty { seat, amount, .. } => {
                format!("UNO — {} must take {amount} cards", self.name(ctx, *seat))
            }
            PhaseView::RoundOver { winner, .. } => {
                format!("UNO — {} wins the round", self.name(ctx, *winner))
            }
            PhaseView::MatchOver { winner, .. } => {
                format!("UNO — {} wins!", self.name(ctx, *winner))
            }
        };
        let mut fields = Vec::new();
        if let PhaseView::RoundOver { hand_points, .. } | PhaseView::MatchOver { hand_points, .. } =
            &public.phase
        {
            fields.push(Field {
                name: "Hands".into(),
                value: hand_summary(&public.seats, hand_points, ctx),
                inline: false,
            });
            if matches!(public.options.goal, Goal::Points(_)) {
                fields.push(Field {
                    name: "Scores".into(),
                    value: scores(&public.seats, ctx),
                    inline: false,
                });
            }
        }
        let mut buttons = Vec::new();
        match &public.phase {
            PhaseView::RoundOver { .. } => {
                buttons.push(Button::new("Next round", "g.next", Style::Success).emoji("▶️"));
            }
            PhaseView::MatchOver { .. } => {}
            phase => {
                buttons.push(Button::new("Hand", "hand", Style::Primary).emoji("🃏"));
                buttons.push(Button::new("Draw", "g.draw", Style::Secondary));
                buttons.push(Button::new("UNO!", "g.uno", Style::Danger));
                if let PhaseView::AwaitingPenalty {
                    can_challenge: true,
                    ..
                } = phase
                {
                    buttons.push(Button::new("Challenge", "g.chal", Style::Danger).emoji("⚖️"));
                }
            }
        }
        let log: Vec<&str> = ctx
            .log
            .iter()
            .rev()
            .take(6)
            .rev()
            .map(String::as_str)
            .collect();
        View {
            content: crate::table::view::truncate(&pic::table_text(&scene), 1500),
            title,
            description: log.join("\n"),
            fields,
            footer: format!(
                "Round {} · {}",
                public.round,
                UnoDef
                    .describe_settings(&serde_json::to_value(&public.options).unwrap_or_default())
                    .replace('\n', " · ")
            ),
            color: embed_color(public.color),
            picture: Some(Picture {
                filename: "table.png".into(),
                png: picture.png,
            }),
            rows: button_rows(buttons),
            ..View::default()
        }
    }

    fn private_view(&self, seat: Seat, ctx: &ViewContext) -> View {
        let view = self.game.seat_view(seat);
        hand_view(&view, ctx)
    }

    fn private_signature(&self, seat: Seat) -> String {
        let view = self.game.seat_view(seat);
        let hand: Vec<String> = view.hand.iter().map(|c| c.code()).collect();
        format!(
            "{}|{:?}|{:?}|{}",
            hand.join(","),
            view.legal,
            view.challenge_reveal,
            view.public.top_card.code()
        )
    }

    fn result(&self) -> Option<String> {
        match self.game.public_view().phase {
            PhaseView::MatchOver { winner, points, .. } => {
                let name = self
                    .names
                    .get(winner)
                    .cloned()
                    .unwrap_or_else(|| format!("Seat {}", winner + 1));
                Some(format!("{name} wins with {points} points."))
            }
            _ => None,
        }
    }
}

fn embed_color(color: Option<Color>) -> u32 {
    match color {
        Some(Color::Red) => RED,
        Some(Color::Yellow) => 0xFDD835,
        Some(Color::Green) => 0x43A047,
        Some(Color::Blue) => 0x1E88E5,
        None => 0x212121,
    }
}

fn hand_summary(
    seats: &[crate::games::uno::SeatSummary],
    points: &[u32],
    ctx: &ViewContext,
) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = ctx.seats.get(i).map(|s| s.name.as_str()).unwrap_or("?");
            match s.cards {
                0 => format!("🏆 {name}: out"),
                n => format!(
                    "{name}: {n} cards, {} points",
                    points.get(i).copied().unwrap_or(0)
                ),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn scores(seats: &[crate::games::uno::SeatSummary], ctx: &ViewContext) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "{}: {}",
                ctx.seats.get(i).map(|s| s.name.as_str()).unwrap_or("?"),
                s.score
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

// ----- pictures ---------------------------------------------------------------------

fn face(card: Card, named: Option<Color>) -> pic::CardFace {
    let color = match card.color.or(if card.is_wild() { named } else { None }) {
        Some(Color::Red) => pic::CardColor::Red,
        Some(Color::Yellow) => pic::CardColor::Yellow,
        Some(Color::Green) => pic::CardColor::Green,
        Some(Color::Blue) => pic::CardColor::Blue,
        None => pic::CardColor::Wild,
    };
    let symbol = match card.face {
        Face::Number(n) => pic::CardSymbol::Number(n),
        Face::Skip => pic::CardSymbol::Skip,
        Face::Reverse => pic::CardSymbol::Reverse,
        Face::DrawTwo => pic::CardSymbol::DrawTwo,
        Face::Wild => pic::CardSymbol::Wild,
        Face::WildDrawFour => pic::CardSymbol::WildDrawFour,
    };
    pic::CardFace { color, symbol }
}

fn table_scene(game: &UnoGame, ctx: &ViewContext) -> pic::TableScene {
    let public = game.public_view();
    let points_goal = matches!(public.options.goal, Goal::Points(_));
    let seats = public
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| pic::SeatBadge {
            name: ctx
                .seats
                .get(i)
                .map(|s| s.name.clone())
                .unwrap_or_else(|| format!("Seat {}", i + 1)),
            card_count: s.cards,
            uno: if s.uno_pending {
                pic::UnoBadge::Pending
            } else if s.uno_called && s.cards == 1 {
                pic::UnoBadge::Called
            } else {
                pic::UnoBadge::None
            },
            is_ai: ctx.seats.get(i).is_some_and(|s| s.is_ai),
            score: points_goal.then_some(s.score),
        })
        .collect();
    let recent = public
        .recent_events
        .iter()
        .filter_map(|e| match e {
            Event::Played { card, color, .. } => Some(face(*card, *color)),
            Event::JumpedIn { card, .. } => Some(face(*card, None)),
            _ => None,
        })
        .collect();
    let (current_seat, banner) = match &public.phase {
        PhaseView::RoundOver { winner, points, .. }
        | PhaseView::MatchOver { winner, points, .. } => {
            let name = ctx
                .seats
                .get(*winner)
                .map(|s| s.name.clone())
                .unwrap_or_default();
            (usize::MAX, Some(format!("{name} wins {points} points")))
        }
        _ => (public.current, None),
    };
    pic::TableScene {
        top: face(public.top_card, public.color),
        current_color: match public.color {
            Some(c) => face(Card::new(c, Face::Number(0)), None).color,
            None => pic::CardColor::Wild,
        },
        clockwise: public.direction == Direction::Clockwise,
        seats,
        current_seat,
        deck_count: public.deck_count,
        recent,
        round_over_banner: banner,
    }
}

// ----- the private hand -------------------------------------------------------------

fn emoji(color: Option<Color>) -> &'static str {
    match color {
        Some(Color::Red) => "🟥",
        Some(Color::Yellow) => "🟨",
        Some(Color::Green) => "🟩",
        Some(Color::Blue) => "🟦",
        None => "⬛",
    }
}

fn short_label(card: Card) -> String {
    match card.face {
        Face::Number(n) => n.to_string(),
        Face::Skip => "Skip".into(),
        Face::Reverse => "Reverse".into(),
        Face::DrawTwo => "+2".into(),
        Face::Wild => "Wild".into(),
        Face::WildDrawFour => "Wild +4".into(),
    }
}

fn legal_play(view: &SeatView, card: Card) -> bool {
    view.legal
        .iter()
        .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card))
}

fn hand_view(view: &SeatView, ctx: &ViewContext) -> View {
    let public = &view.public;
    let scene = pic::HandScene {
        cards: view
            .hand
            .iter()
            .map(|&card| pic::HandCard {
                face: face(card, None),
                playable: legal_play(view, card),
            })
            .collect(),
        title: format!("Your hand — {} cards", view.hand.len()),
    };
    let picture = pic::render_hand(&scene);
    let name = |seat: Seat| {
        ctx.seats
            .get(seat)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    };
    let mut status = match &public.phase {
        PhaseView::ChoosingColor { seat } if *seat == view.seat => {
            "**Your turn:** name the colour of the Wild.".into()
        }
        PhaseView::Playing { seat, drew } if *seat == view.seat => {
            if *drew {
                "**Your turn:** play the card you drew, or keep it.".to_string()
            } else {
                "**Your turn:** play a bright card or draw.".to_string()
            }
        }
        PhaseView::AwaitingPenalty {
            seat,
            amount,
            can_challenge,
        } if *seat == view.seat => {
            let mut text = format!("**Your turn:** take {amount} cards");
            if *can_challenge {
                text.push_str(" or challenge the Wild Draw Four");
            }
            if public.options.stacking {
                text.push_str(" or stack a draw card");
            }
            text + "."
        }
        PhaseView::ChoosingColor { seat }
        | PhaseView::Playing { seat, .. }
        | PhaseView::AwaitingPenalty { seat, .. } => {
            format!("Waiting for {}.", name(*seat))
        }
        PhaseView::RoundOver { winner, .. } => format!("{} won the round.", name(*winner)),
        PhaseView::MatchOver { winner, .. } => format!("{} won.", name(*winner)),
    };
    let top = match public.color {
        Some(color) if public.top_card.is_wild() => format!("{} (colour {color})", public.top_card),
        _ => public.top_card.to_string(),
    };
    status = format!("{status} Top card: {top}.");
    if let Some(reveal) = &view.challenge_reveal {
        let cards: Vec<String> = reveal.hand.iter().map(|c| c.to_string()).collect();
        status.push_str(&format!(
            "\nYou challenged {}: their hand was {}.",
            name(reveal.accused),
            cards.join(", ")
        ));
    }
    if view.legal.contains(&Action::CallUno) {
        status.push_str("\n**Press UNO!** before it is too late.");
    }

    let mut rows = Vec::new();
    if let Some(card) = ctx
        .ui
        .strip_prefix("wild.")
        .and_then(card_from_verb)
        .filter(|c| legal_play(view, *c))
    {
        status = format!("Choose the colour for your {card}.");
        let buttons = Color::ALL
            .into_iter()
            .filter(|color| {
                view.legal.contains(&Action::Play {
                    card,
                    color: Some(*color),
                    swap_with: None,
                })
            })
            .map(|color| {
                Button::new(
                    color.to_string(),
                    format!("g.pw.{}.{}", card_verb(card), color_letter(color)),
                    Style::Secondary,
                )
                .emoji(emoji(Some(color)))
            })
            .chain([Button::new("Back", "view.main", Style::Secondary)])
            .collect();
        rows.push(Row::Buttons(buttons));
        // The call stays reachable while choosing a colour.
        if view.legal.contains(&Action::CallUno) {
            rows.push(Row::Buttons(vec![Button::new(
                "UNO!",
                "g.uno",
                Style::Danger,
            )]));
        }
    } else if let Some(card) = ctx
        .ui
        .strip_prefix("seven.")
        .and_then(card_from_verb)
        .filter(|c| legal_play(view, *c))
    {
        status = format!("Swap hands with whom? (playing your {card})");
        let targets: Vec<Button> = view
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Play {
                    card: c,
                    swap_with: Some(target),
                    ..
                } if *c == card => Some(*target),
                _ => None,
            })
            .map(|target| {
                let cards = public.seats.get(target).map(|s| s.cards).unwrap_or(0);
                Button::new(
                    format!("{} ({cards})", name(target)),
                    format!("g.p7.{}.{target}", card_verb(card)),
                    Style::Primary,
                )
            })
            .collect();
        rows.extend(button_rows(targets).into_iter().take(2));
        rows.push(Row::Buttons(vec![Button::new(
            "Back",
            "view.main",
            Style::Secondary,
        )]));
    } else {
        let pages = view.hand.len().div_ceil(CARDS_PER_PAGE).max(1);
        let page = ctx
            .ui
            .strip_prefix("page.")
            .and_then(|p| p.parse::<usize>().ok())
            .unwrap_or(0)
            .min(pages - 1);
        let start = page * CARDS_PER_PAGE;
        let cards: Vec<Button> = view
            .hand
            .iter()
            .enumerate()
            .skip(start)
            .take(CARDS_PER_PAGE)
            .map(|(i, &card)| {
                let verb = if card.is_wild() {
                    format!("view.wild.{}", card_verb(card))
                } else if public.options.seven_zero
                    && card.face == Face::Number(7)
                    && legal_play(view, card)
                {
                    format!("view.seven.{}", card_verb(card))
                } else {
                    format!("g.p.{}.i{i}", card_verb(card))
                };
                Button::new(
                    format!("{} {}", i + 1, short_label(card)),
                    verb,
                    Style::Secondary,
                )
                .emoji(emoji(card.color))
                .disabled(!legal_play(view, card))
            })
            .collect();
        rows.extend(button_rows(cards));
        if pages > 1 {
            rows.push(Row::Buttons(vec![
                Button::new(
                    "◀ Previous",
                    format!("view.page.{}", page.saturating_sub(1)),
                    Style::Secondary,
                )
                .disabled(page == 0),
                Button::new(
                    format!(
                        "Cards {}-{} of {}",
                        start + 1,
                        (start + CARDS_PER_PAGE).min(view.hand.len()),
                        view.hand.len()
                    ),
                    "view.noop",
                    Style::Secondary,
                )
                .disabled(true),
                Button::new(
                    "Next ▶",
                    format!("view.page.{}", page + 1),
                    Style::Secondary,
                )
                .disabled(page + 1 >= pages),
            ]));
        }
        rows.push(Row::Buttons(action_buttons(view)));
    }
    View {
        content: status,
        title: String::new(),
        description: crate::table::view::truncate(&pic::hand_text(&scene), 1500),
        color: embed_color(public.color),
        picture: Some(Picture {
            filename: "hand.png".into(),
            png: picture.png,
        }),
        rows,
        ..View::default()
    }
}

/// Draw / keep / UNO! / challenge / take / colour buttons, as the rules allow now.
fn action_buttons(view: &SeatView) -> Vec<Button> {
    let legal = |a: &Action| view.legal.contains(a);
    let mut buttons = Vec::new();
    let colors: Vec<Button> = Color::ALL
        .into_iter()
        .filter(|c| legal(&Action::ChooseColor(*c)))
        .map(|c| {
            Button::new(
                c.to_string(),
                format!("g.color.{}", color_letter(c)),
                Style::Secondary,
            )
            .emoji(emoji(Some(c)))
        })
        .collect();
    if !colors.is_empty() {
        return colors;
    }
    buttons.push(Button::new("Draw", "g.draw", Style::Primary).disabled(!legal(&Action::Draw)));
    if legal(&Action::Pass) {
        buttons.push(Button::new("Keep it", "g.pass", Style::Secondary));
    }
    if legal(&Action::AcceptPenalty) {
        let amount = match view.public.phase {
            PhaseView::AwaitingPenalty { amount, .. } => amount,
            _ => 0,
        };
        buttons.push(Button::new(
            format!("Take {amount}"),
            "g.take",
            Style::Secondary,
        ));
    }
    if legal(&Action::Challenge) {
        buttons.push(Button::new("Challenge", "g.chal", Style::Danger).emoji("⚖️"));
    }
    buttons.push(Button::new("UNO!", "g.uno", Style::Danger).disabled(!legal(&Action::CallUno)));
    if legal(&Action::NextRound) {
        buttons.push(Button::new("Next round", "g.next", Style::Success));
    }
    buttons.truncate(5);
    buttons
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_round_trip_every_card() {
        for card in crate::games::uno::full_deck() {
            let verb = format!("p.{}.i3", card_verb(card));
            assert!(
                verb.chars().all(|c| c.is_ascii_alphanumeric() || c == '.'),
                "{verb}"
            );
            match parse_verb(&verb) {
                Some(Action::Play { card: parsed, .. }) => assert_eq!(parsed, card),
                other => panic!("{verb} parsed as {other:?}"),
            }
        }
        assert_eq!(
            parse_verb("pw.Wp4.G"),
            Some(Action::Play {
                card: Card::wild_draw_four(),
                color: Some(Color::Green),
                swap_with: None
            })
        );
        assert_eq!(
            parse_verb("color.B"),
            Some(Action::ChooseColor(Color::Blue))
        );
        for bad in ["", "p", "p.X9", "pw.W.Q", "p7.R7.x", "fly"] {
            assert_eq!(parse_verb(bad), None, "{bad}");
        }
    }

    #[test]
    fn settings_come_from_options_and_toggle() {
        let def = UnoDef;
        let options = Options(vec![
            (
                "goal".into(),
                crate::table::game::OptionValue::String("500".into()),
            ),
            (
                "stacking".into(),
                crate::table::game::OptionValue::Boolean(true),
            ),
        ]);
        let settings = def.settings(&options).unwrap();
        let parsed = settings_of(&settings);
        assert!(parsed.stacking);
        assert_eq!(parsed.goal, Goal::Points(500));
        let toggled = settings_of(&def.change_setting(&settings, "stacking").unwrap());
        assert!(!toggled.stacking);
        assert!(def.change_setting(&settings, "nonsense").is_err());
        let bad = Options(vec![(
            "uno_window".into(),
            crate::table::game::OptionValue::Integer(99),
        )]);
        assert!(def.settings(&bad).is_err());
    }
}
