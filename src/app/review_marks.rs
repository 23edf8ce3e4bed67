//! The review on the board: after a move the review lists as a mistake,
//! the stone is ringed in its class's colour and the better move the
//! analysis found is drawn as a hollow green circle; `[` and `]` step to
//! the previous and next mistake of the branch.

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::game::{GameCommand, GoGame};
use super::geometry::STONE_HEIGHT;
use super::overlays::Screen;
use super::review::{ShownReview, class_colour};
use super::terrain::TerrainSurface;
use super::{AppSet, keyboard_free};
use crate::go::Move;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw).add_systems(
        Update,
        (
            step(false).run_if(input_just_pressed(KeyCode::BracketLeft).and_then(keyboard_free)),
            step(true).run_if(input_just_pressed(KeyCode::BracketRight).and_then(keyboard_free)),
        )
            .in_set(AppSet::Input),
    );
}

/// Goes to the position after the next (or previous) mistake of the
/// branch, in move order.
fn step(forward: bool) -> impl FnMut(Res<GoGame>, Res<ShownReview>, MessageWriter<GameCommand>) {
    move |go, shown, mut commands| {
        let Some(review) = &shown.review else { return };
        let mut numbers: Vec<usize> = review.mistakes().iter().map(|m| m.number).collect();
        numbers.sort_unstable();
        let now = go.move_number();
        let target =
            if forward { numbers.into_iter().find(|&n| n > now) } else { numbers.into_iter().rev().find(|&n| n < now) };
        let line = go.tree.branch_line();
        if let Some(depth) = target.and_then(|n| line.get(n - 1)).map(|l| l.0) {
            commands.write(GameCommand::GoToNode(go.tree.branch()[..depth].to_vec()));
        }
    }
}

fn draw(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    go: Res<GoGame>,
    shown: Res<ShownReview>,
    terrain: Res<TerrainSurface>,
) -> Result {
    let now = go.move_number();
    if now == 0 {
        return Ok(());
    }
    let Some(review) = &shown.review else { return Ok(()) };
    let Some(m) = review.mistakes().into_iter().find(|m| m.number == now).cloned() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("review marks")));
    let (cam, cam_tf) = *camera;
    let screen = Screen { camera: cam, at: cam_tf, size: go.game.size() };
    let colour = class_colour(m.class());
    if let Move::Play(p) = m.mv
        && let Some(at) = screen.point(p, STONE_HEIGHT)
    {
        let scale = screen.scale(p, STONE_HEIGHT);
        painter.circle_stroke(at, scale * 0.5, egui::Stroke::new((scale * 0.09).max(2.0), colour));
    }
    if let Some(Move::Play(b)) = m.best
        && go.game.board().get(b).is_none()
    {
        let lift = terrain.point_height(b) + 0.03;
        if let Some(at) = screen.point(b, lift) {
            let scale = screen.scale(b, lift);
            let green = class_colour(crate::engine::review::Class::Good);
            painter.circle_stroke(at, scale * 0.4, egui::Stroke::new((scale * 0.08).max(2.0), green));
        }
    }
    Ok(())
}
