//! Going over the game in the window: "Analyze game" with the player that
//! does it and its progress (positions done, time left); Black's win rate
//! (SBKV, as `goscape analyze`, Sabaki and Lizzie write it) and score lead
//! (SBKS) after each move of the branch as graphs, a click on them going to
//! that move; a summary of each player's mistakes; and the mistakes,
//! biggest first, in KaTrain's classes by points lost. A click on a mistake
//! shows the position before it with the record's move and the better one
//! as variations.

use bevy_egui::egui;
use egui_plot::{Line, Plot, PlotPoints, Points, VLine};

use crate::app::game::{GameCommand, GoGame};
use crate::app::review::{Analysis, AnalysisCommand, ShownReview, class_colour};
use crate::engine::review::{Class, MoveReview, Review};
use crate::go::Color;

/// How many mistakes the list shows.
const SHOWN: usize = 12;

pub(super) fn review_section(
    ui: &mut egui::Ui,
    go: &GoGame,
    analysis: &mut Analysis,
    shown: &ShownReview,
    commands: &mut Vec<GameCommand>,
    asked: &mut Vec<AnalysisCommand>,
) {
    let has_values = shown.black.iter().any(Option::is_some);
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
        let line_depth = |i: usize| line.get(i).map(|l| l.0);
        let (black, leads) = (&shown.black, &shown.leads);
        let series = |v: &[Option<f32>]| -> Vec<[f64; 2]> {
            v.iter().enumerate().filter_map(|(i, w)| w.map(|w| [(i + 1) as f64, w as f64])).collect()
        };
        // The mistakes: the analysis's own, by points with their error bars,
        // when it went over this branch; otherwise read from the record.
        let review = shown.review.as_ref();
        let mistakes: Vec<MoveReview> = review.map_or(Vec::new(), |r| r.mistakes().into_iter().cloned().collect());
        let mut jump = None;
        ui.label("Black's win rate (SBKV in the record); click to go there");
        jump = jump.or(graph(ui, "record winrate", series(black), Some((0.0, 1.0)), go.move_number(), &mistakes));
        if leads.iter().any(Option::is_some) {
            ui.label("Black's score lead in points (SBKS)");
            jump = jump.or(graph(ui, "record score", series(leads), None, go.move_number(), &mistakes));
        }
        if let Some(depth) = jump.and_then(|k| line_depth(k.saturating_sub(1))) {
            commands.push(GameCommand::GoToNode(go.tree.branch()[..depth].to_vec()));
        }
        let unit = if review.is_some_and(|r| r.moves.iter().any(|m| m.points.is_some())) {
            "3 points or more, beyond the analysis' own error"
        } else {
            "5% of win rate or more"
        };
        ui.label(format!("Mistakes ({} lost {unit})", mistakes.len()));
        if let Some(r) = review {
            summary(ui, r, &mistakes);
        }
        for m in mistakes.iter().take(SHOWN) {
            let text = m.summary(n);
            let current = go.move_number() + 1 == m.number;
            let colour = class_colour(m.class());
            if ui.selectable_label(current, egui::RichText::new(text).monospace().color(colour)).clicked() {
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

/// A graph of one value per move, the move shown as a line and the
/// mistakes as dots in their class's colour; the move number clicked on.
fn graph(
    ui: &mut egui::Ui,
    id: &str,
    points: Vec<[f64; 2]>,
    range: Option<(f64, f64)>,
    shown: usize,
    mistakes: &[MoveReview],
) -> Option<usize> {
    let at: std::collections::HashMap<usize, f64> = points.iter().map(|p| (p[0] as usize, p[1])).collect();
    let mut plot = Plot::new(id.to_string()).height(90.0).allow_drag(false).allow_zoom(false).allow_scroll(false);
    if let Some((lo, hi)) = range {
        plot = plot.include_y(lo).include_y(hi);
    }
    let answer = plot.show(ui, |p| {
        p.line(Line::new("Black", PlotPoints::from(points)));
        p.vline(VLine::new("shown", shown as f64));
        for m in mistakes {
            if let Some(&y) = at.get(&m.number) {
                let dot = Points::new(m.class().name(), vec![[m.number as f64, y]]).radius(3.5);
                p.points(dot.color(class_colour(m.class())));
            }
        }
        p.pointer_coordinate()
    });
    let clicked = answer.response.clicked();
    answer.inner.filter(|_| clicked).map(|c| c.x.round().max(0.0) as usize)
}

/// Moves, mistakes of each class and the mean points lost, for each player,
/// as KaTrain's report gives them.
fn summary(ui: &mut egui::Ui, review: &Review, mistakes: &[MoveReview]) {
    if review.moves.is_empty() {
        return;
    }
    egui::Grid::new("review summary").striped(true).show(ui, |ui| {
        ui.label("");
        ui.label("moves");
        for class in [Class::Disaster, Class::Blunder, Class::Mistake] {
            ui.colored_label(class_colour(class), class.name());
        }
        ui.label("mean lost");
        ui.end_row();
        for color in [Color::Black, Color::White] {
            let p = review.player(color);
            ui.label(if color == Color::Black { "Black" } else { "White" });
            ui.label(p.moves.to_string());
            for class in [Class::Disaster, Class::Blunder, Class::Mistake] {
                ui.label(mistakes.iter().filter(|m| m.color == color && m.class() == class).count().to_string());
            }
            ui.label(p.mean_points_lost.map_or("-".into(), |l| format!("{l:.1} pts")));
            ui.end_row();
        }
    });
}
