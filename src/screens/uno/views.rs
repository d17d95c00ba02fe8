//! UNO's table message: the picture of the table, its text version, the log lines,
//! the round's summary and the public buttons.

use super::picture::table_scene;
use super::UnoScreen;
use crate::games::uno::{Action, Color, Goal, PhaseView, SeatSummary};
use crate::games::Seat;
use crate::i18n::Text;
use crate::render::uno as pic;
use crate::table::hosting::GameSettings;
use crate::table::hosting::ViewContext;
use crate::table::hosting::{action_button, seat_name, Match};
use crate::table::verb::TableVerb;
use crate::table::view::{button_rows, Button, Field, Picture, Style, View};

const RED: u32 = 0xE53935;

/// A seat's name as the table shows it now (a computer may have taken the seat), made
/// safe for message text.
pub fn name(ctx: &ViewContext, seat: Seat) -> String {
    let typed = ctx
        .seats
        .get(seat)
        .map_or_else(|| seat_name(&[], seat), |s| s.name.clone());
    crate::i18n::escape::name(&typed)
}

/// The table message: the picture, its text version, the log and the buttons.
pub fn table_view(game: &Match<UnoScreen>, ctx: &ViewContext) -> View {
    let public = game.engine.public_view();
    let scene = table_scene(&game.engine, ctx);
    let picture = {
        let scene = scene.clone();
        let lang = ctx.lang;
        Picture::later("table.png", move || pic::render_table_in(&scene, lang).png)
    };
    let title = match &public.phase {
        PhaseView::ChoosingColor { seat } => {
            Text::new("uno-title-choosing").with("name", name(ctx, *seat))
        }
        PhaseView::Playing { seat, .. } => {
            Text::new("uno-title-turn").with("name", name(ctx, *seat))
        }
        PhaseView::AwaitingPenalty { seat, amount, .. } => Text::new("uno-title-penalty")
            .with("name", name(ctx, *seat))
            .with("amount", *amount),
        PhaseView::RoundOver { winner, .. } => {
            Text::new("uno-title-round-won").with("name", name(ctx, *winner))
        }
        PhaseView::MatchOver { winner, .. } => {
            Text::new("uno-title-match-won").with("name", name(ctx, *winner))
        }
    };
    let say = |text: Text| ctx.say(&text);
    let mut fields = Vec::new();
    if let PhaseView::RoundOver { hand_points, .. } | PhaseView::MatchOver { hand_points, .. } =
        &public.phase
    {
        fields.push(Field {
            name: say(Text::new("uno-field-hands")),
            value: hand_summary(&public.seats, hand_points, ctx),
            inline: false,
        });
        if matches!(public.options.goal, Goal::Points(_)) {
            fields.push(Field {
                name: say(Text::new("uno-field-scores")),
                value: scores(&public.seats, ctx),
                inline: false,
            });
        }
    }
    let mut buttons = Vec::new();
    match &public.phase {
        PhaseView::RoundOver { .. } => {
            buttons.push(
                action_button(
                    say(Text::new("uno-button-next-round")),
                    &Action::NextRound,
                    Style::Success,
                )
                .emoji("▶️"),
            );
        }
        PhaseView::MatchOver { .. } => {}
        phase => {
            buttons.push(
                Button::new(
                    say(Text::new("uno-button-hand")),
                    TableVerb::Hand,
                    Style::Primary,
                )
                .emoji("🃏"),
            );
            // Drawing serves only a turn that has not drawn yet: while a draw is
            // pending, a colour is to be named or the drawn card decided, a press of
            // Draw could only be refused.
            let can_draw = matches!(phase, PhaseView::Playing { drew: false, .. });
            buttons.push(
                action_button(
                    say(Text::new("uno-button-draw")),
                    &Action::Draw,
                    Style::Secondary,
                )
                .disabled(!can_draw),
            );
            buttons.push(action_button(
                say(Text::new("uno-button-uno")),
                &Action::CallUno,
                Style::Danger,
            ));
            if let PhaseView::AwaitingPenalty {
                amount,
                can_challenge,
                ..
            } = phase
            {
                buttons.push(action_button(
                    say(Text::new("uno-button-take").with("amount", *amount)),
                    &Action::AcceptPenalty,
                    Style::Secondary,
                ));
                if *can_challenge {
                    buttons.push(
                        action_button(
                            say(Text::new("uno-button-challenge")),
                            &Action::Challenge,
                            Style::Danger,
                        )
                        .emoji("⚖️"),
                    );
                }
            }
        }
    }
    let log = ctx.log_lines(6);
    View {
        content: crate::table::view::truncate(&pic::table_text_in(&scene, ctx.lang), 1500),
        title: say(title),
        description: log.join("\n"),
        fields,
        footer: say(Text::new("uno-footer").with("round", public.round).with(
            "settings",
            public.options.describe(ctx.lang).replace('\n', " · "),
        )),
        color: embed_color(public.color),
        picture: Some(picture),
        rows: button_rows(buttons),
        ..View::default()
    }
}

/// The embed's colour: the colour to match.
pub fn embed_color(color: Option<Color>) -> u32 {
    match color {
        Some(Color::Red) => RED,
        Some(Color::Yellow) => 0xFDD835,
        Some(Color::Green) => 0x43A047,
        Some(Color::Blue) => 0x1E88E5,
        None => 0x212121,
    }
}

fn hand_summary(seats: &[SeatSummary], points: &[u32], ctx: &ViewContext) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = name(ctx, i);
            match s.cards {
                0 => ctx.say(&Text::new("uno-hand-out").with("name", name)),
                n => ctx.say(
                    &Text::new("uno-hand-left")
                        .with("name", name)
                        .with("cards", n)
                        .with("points", points.get(i).copied().unwrap_or(0)),
                ),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn scores(seats: &[SeatSummary], ctx: &ViewContext) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}: {}", name(ctx, i), s.score))
        .collect::<Vec<_>>()
        .join(" · ")
}
