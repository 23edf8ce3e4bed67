//! The panel's Score section: the judge that proposes dead stones, the
//! count as it stands (stones, territory, dead stones, captures, dame,
//! komi, result) and the buttons that start, accept or leave it.

use bevy_egui::egui;

use crate::app::game::GoGame;
use crate::app::scoring::{Scoring, ScoringCommand};
use crate::app::verdict::Verdict;

/// Judges offered in the list; any spec may be typed.
const JUDGES: [(&str, &str); 4] = [
    ("playouts", "playouts (fast)"),
    ("playouts:playouts=1000,read=3000", "playouts, deeper"),
    ("fight:mcts:playouts=3000", "local fights by the MCTS"),
    ("engine:gtp:gnugo --mode gtp --chinese-rules", "GNU Go's own verdict"),
];

pub(super) fn score_section(
    ui: &mut egui::Ui,
    go: &GoGame,
    scoring: &Scoring,
    verdict: &mut Verdict,
    asked: &mut Vec<ScoringCommand>,
) {
    let open = go.scoring || go.game.is_over();
    egui::CollapsingHeader::new("Score").open(open.then_some(true)).default_open(false).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label("Judge");
            egui::ComboBox::from_id_salt("judge").selected_text(short(&verdict.spec)).show_ui(ui, |ui| {
                for (spec, label) in JUDGES {
                    ui.selectable_value(&mut verdict.spec, spec.to_string(), label);
                }
            });
        });
        ui.add(egui::TextEdit::singleline(&mut verdict.spec).desired_width(f32::INFINITY));
        if let Some(e) = &verdict.error {
            ui.colored_label(egui::Color32::from_rgb(250, 120, 100), e);
        }
        if !go.scoring {
            if go.game.resigned().is_none()
                && ui
                    .button("Score now")
                    .on_hover_text("count the position as it stands: an estimate until both players pass")
                    .clicked()
            {
                asked.push(ScoringCommand::Start);
            }
            return;
        }
        if verdict.pending.is_some() {
            ui.horizontal(|ui| {
                ui.label("judging…");
                ui.add(egui::ProgressBar::new(verdict.progress).show_percentage());
            });
        }
        ui.label(egui::RichText::new("Click a group to mark it dead or alive.").small());
        if let Some(c) = &scoring.count {
            egui::Grid::new("count").num_columns(3).striped(true).show(ui, |ui| {
                ui.label("");
                ui.strong("Black");
                ui.strong("White");
                ui.end_row();
                let row = |ui: &mut egui::Ui, name: &str, b: String, w: String| {
                    ui.label(name);
                    ui.label(b);
                    ui.label(w);
                    ui.end_row();
                };
                row(ui, "stones", c.black_stones.to_string(), c.white_stones.to_string());
                row(ui, "territory", c.black_territory.to_string(), c.white_territory.to_string());
                row(ui, "dame filled", c.black_dame.to_string(), c.white_dame.to_string());
                row(ui, "dead stones taken", c.dead_white.to_string(), c.dead_black.to_string());
                row(ui, "captured in play", c.captures_by_black.to_string(), c.captures_by_white.to_string());
                row(ui, "komi", String::new(), format!("{}", c.komi));
                row(ui, "total", c.black_area().to_string(), format!("{}", c.white_area() as f32 + c.komi));
            });
            if c.seki > 0 {
                ui.label(format!("{} points in seki count for nobody", c.seki));
            }
            ui.strong(format!("Result: {}", c.result()));
            if scoring.corrections > 0 {
                ui.small(format!("{} group(s) turned from the judge's verdict", scoring.corrections));
            }
        }
        ui.horizontal(|ui| {
            let can_accept = scoring.count.is_some() && go.game.is_over();
            if ui
                .add_enabled(can_accept, egui::Button::new("Accept"))
                .on_disabled_hover_text("the count ends the game once both players have passed")
                .clicked()
            {
                asked.push(ScoringCommand::Accept);
            }
            if ui.button("Back to the game").clicked() {
                asked.push(ScoringCommand::Leave);
            }
        });
        if go.game.is_over() {
            ui.small("To play on instead, undo the passes.");
        }
    });
}

/// The list's label of a spec, or the spec itself.
fn short(spec: &str) -> String {
    JUDGES.iter().find(|(s, _)| *s == spec).map_or_else(|| spec.to_string(), |(_, l)| l.to_string())
}
