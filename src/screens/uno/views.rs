//! UNO's table message: the picture of the table, its text version, the log lines,
//! the round's summary and the public buttons.

use super::picture::table_scene;
use super::settings;
use super::UnoScreen;
use crate::games::uno::{Action, Color, Goal, PhaseView, SeatSummary};
use crate::games::Seat;
use crate::render::uno as pic;
use crate::table::game::ViewContext;
use crate::table::hosting::{action_button, Match};
use crate::table::verb::TableVerb;
use crate::table::view::{button_rows, Button, Field, Picture, Style, View};

const RED: u32 = 0xE53935;

/// A seat's name as the table shows it now (a computer may have taken the seat), made
/// safe for message text.
pub fn name(ctx: &ViewContext, seat: Seat) -> String {
    ctx.seats
        .get(seat)
        .map(|s| crate::render::text_escape::name(&s.name))
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// The table message: the picture, its text version, the log and the buttons.
pub fn table_view(game: &Match<UnoScreen>, ctx: &ViewContext) -> View {
    let public = game.engine.public_view();
    let scene = table_scene(&game.engine, ctx);
    let picture = {
        let scene = scene.clone();
        Picture::later("table.png", move || pic::render_table(&scene).png)
    };
    let title = match &public.phase {
        PhaseView::ChoosingColor { seat } => {
            format!("UNO — {} names the colour", name(ctx, *seat))
        }
        PhaseView::Playing { seat, .. } => format!("UNO — {}'s turn", name(ctx, *seat)),
        PhaseView::AwaitingPenalty { seat, amount, .. } => {
            format!("UNO — {} must take {amount} cards", name(ctx, *seat))
        }
        PhaseView::RoundOver { winner, .. } => {
            format!("UNO — {} wins the round", name(ctx, *winner))
        }
        PhaseView::MatchOver { winner, .. } => {
            format!("UNO — {} wins!", name(ctx, *winner))
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
            buttons
                .push(action_button("Next round", &Action::NextRound, Style::Success).emoji("▶️"));
        }
        PhaseView::MatchOver { .. } => {}
        phase => {
            buttons.push(Button::new("Hand", TableVerb::Hand, Style::Primary).emoji("🃏"));
            // Drawing serves only a turn that has not drawn yet: while a draw is
            // pending, a colour is to be named or the drawn card decided, a press of
            // Draw could only be refused.
            let can_draw = matches!(phase, PhaseView::Playing { drew: false, .. });
            buttons
                .push(action_button("Draw", &Action::Draw, Style::Secondary).disabled(!can_draw));
            buttons.push(action_button("UNO!", &Action::CallUno, Style::Danger));
            if let PhaseView::AwaitingPenalty {
                amount,
                can_challenge,
                ..
            } = phase
            {
                buttons.push(action_button(
                    format!("Take {amount}"),
                    &Action::AcceptPenalty,
                    Style::Secondary,
                ));
                if *can_challenge {
                    buttons.push(
                        action_button("Challenge", &Action::Challenge, Style::Danger).emoji("⚖️"),
                    );
                }
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
            settings::describe(&public.options).replace('\n', " · ")
        ),
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

fn scores(seats: &[SeatSummary], ctx: &ViewContext) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}: {}", name(ctx, i), s.score))
        .collect::<Vec<_>>()
        .join(" · ")
}
