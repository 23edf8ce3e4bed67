//! Going over the game in the window: "Analyze game" with the player that
//! does it and its progress (positions done, time left); Black's win rate
//! after each move of the branch (SBKV, as `goscape analyze`, Sabaki and
//! Lizzie write it, so a reviewed record shows it at once) as a graph; and
//! the moves that gave away the most of their mover's win rate, biggest
//! first, in KaTrain's classes. A click on a mistake shows the position
//! before it with the record's move and the better one as variations.

use bevy_egui::egui;
use egui_plot::{Line, Plot, PlotPoints, VLine};

use crate::app::game::{GameCommand, GoGame};
use crate::app::review::{Analysis, AnalysisCommand};
use crate::engine::review::{MISTAKE, MoveReview};
use crate::go::Color;

/// How many mistakes the list shows.
const SHOWN: usize = 12;

pub(super) fn review_section(
    ui: &mut egui::Ui,
    go: &GoGame,
    analysis: &mut Analysis,
    commands: &mut Vec<GameCommand>,
    asked: &mut Vec<AnalysisCommand>,
) {
    let values = go.tree.branch_values("SBKV");
    let has_values = values.iter().any(Option::is_some);
    let line = go.tree.branch_line();
    let n = go.game.size();
    egui::CollapsingHeader::new("Review").default_open(has_values || analysis.running).show(ui, |ui| {
        ui.horizontal(|ui| {
            if analysis.running {
                if ui.button("Stop analysis").clicked() {
                    asked.push(AnalysisCommand::Stop);
                }
            } else if ui.button("Analyze game").clicked() {
                asked.push(AnalysisCommand::Start);
            }
            ui.add(egui::TextEdit::singleline(&mut analysis.spec).desired_width(170.0));
        });
        if analysis.running {
            let share = analysis.done as f32 / analysis.total.max(1) as f32;
            let left = analysis.seconds_left().map_or(String::new(), |s| format!(", {:.0} s left", s));
            ui.add(egui::ProgressBar::new(share).text(format!("{}/{} positions{left}", analysis.done, analysis.total)));
        }
        if let Some(e) = &analysis.error {
            ui.colored_label(egui::Color32::from_rgb(250, 120, 100), e);
        }
        if !has_values {
            return;
        }
        // Black's win rate after each move, 0 to 1.
        let black: Vec<Option<f32>> =
            values.iter().map(|v| v.as_deref().and_then(|t| t.trim().parse::<f32>().ok()).map(|p| p / 100.0)).collect();
        ui.label("Black's win rate (SBKV in the record)");
        let points: Vec<[f64; 2]> =
            black.iter().enumerate().filter_map(|(i, w)| w.map(|w| [(i + 1) as f64, w as f64])).collect();
        Plot::new("record winrate")
            .height(100.0)
            .include_y(0.0)
            .include_y(1.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show(ui, |p| {
                p.line(Line::new("Black", PlotPoints::from(points)));
                p.vline(VLine::new("shown", go.move_number() as f64));
            });
        let mut mistakes: Vec<MoveReview> = Vec::new();
        for i in 1..line.len().min(black.len()) {
            let (Some(before), Some(after)) = (black[i - 1], black[i]) else { continue };
            let (_, color, mv) = line[i];
            let mine = |b: f32| if color == Color::Black { b } else { 1.0 - b };
            let loss = mine(before) - mine(after);
            // The analysis knows the better move, on the line it went over.
            let best = analysis
                .review
                .as_ref()
                .and_then(|r| r.moves.get(i))
                .filter(|m| m.number == i + 1 && m.mv == mv && m.color == color)
                .and_then(|m| m.best);
            if loss >= MISTAKE {
                mistakes.push(MoveReview { number: i + 1, color, mv, black_winrate: after, loss, best });
            }
        }
        mistakes.sort_by(|a, b| b.loss.total_cmp(&a.loss));
        ui.label(format!("Mistakes ({} lost {:.0}% or more)", mistakes.len(), MISTAKE * 100.0));
        for m in mistakes.iter().take(SHOWN) {
            let text = m.summary(n);
            let current = go.move_number() + 1 == m.number;
            if ui.selectable_label(current, egui::RichText::new(text).monospace()).clicked() {
                let depth = line[m.number - 1].0;
                let before = go.tree.branch()[..depth - 1].to_vec();
                commands.push(match m.best {
                    Some(b) => GameCommand::ShowAlternative(before, m.color, b),
                    None => GameCommand::GoToNode(before),
                });
            }
        }
    });
}
