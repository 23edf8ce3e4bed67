//! What a review left in the record, shown at once: Black's win rate after
//! each move of the branch (SBKV, as `goscape analyze`, Sabaki and Lizzie
//! write it) as a graph, and the moves that gave away the most of their
//! mover's win rate, biggest first, in KaTrain's classes; a click jumps to
//! the move.

use bevy_egui::egui;
use egui_plot::{Line, Plot, PlotPoints, VLine};

use crate::app::game::{GameCommand, GoGame};
use crate::engine::review::{Class, MISTAKE};
use crate::go::Color;

/// How many mistakes the list shows.
const SHOWN: usize = 12;

pub(super) fn review_section(ui: &mut egui::Ui, go: &GoGame, commands: &mut Vec<GameCommand>) {
    let values = go.tree.branch_values("SBKV");
    if values.iter().all(Option::is_none) {
        return;
    }
    let line = go.tree.branch_line();
    let n = go.game.size();
    // Black's win rate after each move, 0 to 1.
    let black: Vec<Option<f32>> =
        values.iter().map(|v| v.as_deref().and_then(|t| t.trim().parse::<f32>().ok()).map(|p| p / 100.0)).collect();
    egui::CollapsingHeader::new("Review").default_open(true).show(ui, |ui| {
        ui.label("Black's win rate in the record (SBKV)");
        let points: Vec<[f64; 2]> =
            black.iter().enumerate().filter_map(|(i, w)| w.map(|w| [(i + 1) as f64, w as f64])).collect();
        let at = go.move_number() as f64;
        Plot::new("record winrate")
            .height(100.0)
            .include_y(0.0)
            .include_y(1.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show(ui, |p| {
                p.line(Line::new("Black", PlotPoints::from(points)));
                p.vline(VLine::new("shown", at));
            });
        let mut mistakes: Vec<(usize, Color, f32)> = Vec::new();
        for i in 1..line.len().min(black.len()) {
            let (Some(before), Some(after)) = (black[i - 1], black[i]) else { continue };
            let color = line[i].1;
            let mine = |b: f32| if color == Color::Black { b } else { 1.0 - b };
            let loss = mine(before) - mine(after);
            if loss >= MISTAKE {
                mistakes.push((i, color, loss));
            }
        }
        mistakes.sort_by(|a, b| b.2.total_cmp(&a.2));
        ui.label(format!("Mistakes ({} lost {:.0}% or more)", mistakes.len(), MISTAKE * 100.0));
        for &(i, color, loss) in mistakes.iter().take(SHOWN) {
            let text = format!(
                "{:>3}. {} {:<4} {:<10} {:>5.1}%",
                i + 1,
                color.letter(),
                line[i].2.to_gtp(n),
                Class::of(loss).name(),
                loss * 100.0
            );
            if ui.selectable_label(go.move_number() == i + 1, egui::RichText::new(text).monospace()).clicked() {
                commands.push(GameCommand::GoTo(i + 1));
            }
        }
    });
}
