//! The game tree as a panel draws it (as Sabaki's game tree does): a grid
//! of moves by lanes, the main line on top and each variation below where
//! it branches off; a click jumps to a node. Under it, the buttons that
//! switch, promote and delete variations, and the comment of the node
//! shown, which the person can edit.

use bevy_egui::egui;

use super::UiState;
use crate::app::game::{GameCommand, GoGame};
use crate::go::Color;
use crate::sgf::SgfRecord;

/// Spacing of the grid, in points.
const STEP: f32 = 16.0;
const RADIUS: f32 = 5.5;

pub(super) fn tree_section(ui: &mut egui::Ui, go: &GoGame, ui_state: &mut UiState, commands: &mut Vec<GameCommand>) {
    let tree = &go.tree;
    let path = tree.path().to_vec();
    let layout = tree.record.layout();
    let lanes = layout.iter().map(|n| n.lane).max().unwrap_or(0) + 1;
    // Open where there is something to see: variations or a comment.
    let worth_it = lanes > 1 || tree.record.comment_at(&path).is_some_and(|c| !c.trim().is_empty());
    egui::CollapsingHeader::new("Game tree").default_open(worth_it).show(ui, |ui| {
        let depth = layout.iter().map(|n| n.depth).max().unwrap_or(0) + 1;
        let scroll = egui::ScrollArea::both().max_height(130.0).id_salt("tree").auto_shrink([false, true]);
        scroll.show(ui, |ui| {
            let size = egui::vec2(depth as f32 * STEP + STEP, lanes as f32 * STEP + STEP / 2.0);
            let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
            let painter = ui.painter_at(rect);
            let at = |d: usize, l: usize| rect.min + egui::vec2(STEP * (d as f32 + 0.75), STEP * (l as f32 + 0.75));
            let visuals = ui.visuals();
            let line = egui::Stroke::new(1.5, visuals.weak_text_color());
            // The nodes on the branch followed, to draw it brighter.
            let branch = tree.branch();
            let mut on_branch = vec![false; layout.len()];
            let mut current = None;
            for (i, n) in layout.iter().enumerate() {
                if let Some(p) = n.parent {
                    on_branch[i] = on_branch[p] && branch.get(n.depth - 1) == Some(&n.child);
                    painter.line_segment([at(layout[p].depth, layout[p].lane), at(n.depth, n.lane)], line);
                } else {
                    on_branch[i] = true;
                }
                if on_branch[i] && n.depth == path.len() {
                    current = Some(i);
                }
            }
            for (i, n) in layout.iter().enumerate() {
                let c = at(n.depth, n.lane);
                let (fill, stroke) = match n.mv {
                    Some((Color::Black, _)) => (egui::Color32::from_gray(20), egui::Color32::from_gray(160)),
                    Some((Color::White, _)) => (egui::Color32::from_gray(235), egui::Color32::from_gray(90)),
                    None => (egui::Color32::from_rgb(120, 140, 170), egui::Color32::from_gray(200)),
                };
                let fill = if on_branch[i] { fill } else { fill.gamma_multiply(0.45) };
                painter.circle(c, RADIUS, fill, egui::Stroke::new(1.0, stroke));
                if n.has_comment {
                    painter.circle_filled(c + egui::vec2(RADIUS, -RADIUS), 2.0, egui::Color32::from_rgb(250, 200, 60));
                }
            }
            if let Some(i) = current {
                let c = at(layout[i].depth, layout[i].lane);
                painter.circle_stroke(c, RADIUS + 3.0, egui::Stroke::new(2.0, egui::Color32::from_rgb(230, 60, 40)));
                // Keep the node shown in view when it changes.
                if ui_state.tree_seen.as_deref() != Some(path.as_slice()) {
                    ui.scroll_to_rect(egui::Rect::from_center_size(c, egui::vec2(STEP * 4.0, STEP)), None);
                    ui_state.tree_seen = Some(path.clone());
                }
            }
            if response.clicked()
                && let Some(pointer) = response.interact_pointer_pos()
            {
                let near = layout
                    .iter()
                    .enumerate()
                    .map(|(i, n)| (i, at(n.depth, n.lane).distance(pointer)))
                    .min_by(|a, b| a.1.total_cmp(&b.1));
                if let Some((i, d)) = near
                    && d <= STEP * 0.6
                {
                    commands.push(GameCommand::GoToNode(SgfRecord::layout_path(&layout, i)));
                }
            }
        });
        let here = tree.record.children(&path[..path.len().saturating_sub(1)]);
        ui.horizontal(|ui| {
            if ui.button("Previous variation (Up)").clicked() {
                commands.push(GameCommand::SwitchVariation(-1));
            }
            if ui.button("Next variation (Down)").clicked() {
                commands.push(GameCommand::SwitchVariation(1));
            }
            if !path.is_empty() && here > 1 {
                ui.label(format!("{} of {here}", path[path.len() - 1] + 1));
            }
        });
        ui.horizontal(|ui| {
            let main = path.iter().all(|&k| k == 0) && tree.branch().iter().all(|&k| k == 0);
            if ui.add_enabled(!main, egui::Button::new("Make main line")).clicked() {
                commands.push(GameCommand::Promote);
            }
            if ui.add_enabled(!path.is_empty(), egui::Button::new("Delete from here")).clicked() {
                commands.push(GameCommand::DeleteNode);
            }
        });
        // The comment of the node shown; written back when the person
        // leaves the field.
        if ui_state.comment_node.as_deref() != Some(path.as_slice()) {
            ui_state.comment = tree.record.comment_at(&path).unwrap_or_default();
            ui_state.comment_node = Some(path.clone());
        }
        ui.label("Comment");
        let edit = egui::TextEdit::multiline(&mut ui_state.comment).desired_rows(3).desired_width(f32::INFINITY);
        let response = ui.add(edit);
        if response.lost_focus() && tree.record.comment_at(&path).unwrap_or_default() != ui_state.comment {
            commands.push(GameCommand::SetComment(path.clone(), ui_state.comment.clone()));
        }
    });
}
