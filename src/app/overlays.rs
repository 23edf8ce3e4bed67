//! Marks drawn over the 3D board with egui's painter at the projected
//! points: move numbers (key N), liberties of each chain (key Q), chain
//! marks with a colour per chain (key M), the candidates of the evaluation
//! (key E) and of the thinking AI (key S) with their lines as numbered
//! ghost stones (`ghosts`), a triangle on the point the last move changed
//! most, the ko point (a red square
//! where the player to move may not take back at once), a square on every
//! stone the terrain gives to the other side (it looks dead), and the
//! count or the result once the game is over. Each is drawn where the
//! surface puts its point: on a stone's top, or on the ground of an empty
//! point.

use std::collections::HashMap;

use bevy::input::common_conditions::input_just_pressed;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::camera::{ViewShift, ViewTop};
use super::game::GoGame;
use super::geometry::{SPACING, STONE_DIAMETER, STONE_HEIGHT, point_to_world};
use super::review::class_colour;
use super::terrain::{ISHIDA, TerrainSettings, TerrainSurface, TerrainTarget};
use super::thinking::{AiControl, Evaluation, Thinking};
use super::{AppSet, keyboard_free};
use crate::engine::Progress;
use crate::engine::review::Class;
use crate::go::{Color, Move, Point};

/// Which marks are on.
#[derive(Resource, Default, Debug, Clone)]
pub struct Overlays {
    pub move_numbers: bool,
    pub liberties: bool,
    pub chain_marks: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Overlays>()
        .add_systems(
            Update,
            (
                (|mut o: ResMut<Overlays>| o.move_numbers = !o.move_numbers)
                    .run_if(input_just_pressed(KeyCode::KeyN).and_then(keyboard_free)),
                (|mut o: ResMut<Overlays>| o.liberties = !o.liberties)
                    .run_if(input_just_pressed(KeyCode::KeyQ).and_then(keyboard_free)),
                (|mut o: ResMut<Overlays>| o.chain_marks = !o.chain_marks)
                    .run_if(input_just_pressed(KeyCode::KeyM).and_then(keyboard_free)),
            )
                .in_set(AppSet::Input),
        )
        .add_systems(EguiPrimaryContextPass, draw);
}

/// How sure the terrain must be that a stone's point is the other side's
/// before the stone is marked as looking dead.
const DEAD_LOOKING: f32 = 0.5;

/// The rings of the lines drawn at once (key V), best first.
const LINE_COLOURS: [egui::Color32; 3] = [
    egui::Color32::from_rgb(40, 150, 255),
    egui::Color32::from_rgb(255, 140, 30),
    egui::Color32::from_rgb(200, 70, 255),
];

/// Twelve well separated colours for chain marks.
const PALETTE: [[u8; 3]; 12] = [
    [230, 25, 75],
    [60, 180, 75],
    [255, 225, 25],
    [0, 130, 200],
    [245, 130, 48],
    [145, 30, 180],
    [70, 240, 240],
    [240, 50, 230],
    [210, 245, 60],
    [250, 190, 212],
    [0, 128, 128],
    [170, 110, 40],
];

/// The stones whose point the terrain gives to the other side, surely
/// enough to mark them, with the value there.
pub fn dead_looking(board: &crate::go::Board, terrain: &TerrainSurface) -> Vec<(Point, f32)> {
    Point::all(board.size())
        .filter_map(|p| {
            let (c, v) = (board.get(p)?, terrain.value_at(p)?);
            let owner_black = v > 0.0;
            (v.abs() >= DEAD_LOOKING && owner_black != (c == Color::Black)).then_some((p, v))
        })
        .collect()
}

/// Where the board's points fall on the screen.
pub struct Screen<'a> {
    pub camera: &'a Camera,
    pub at: &'a GlobalTransform,
    pub size: usize,
}

impl Screen<'_> {
    /// A point of the world on the screen, if in front of the camera.
    pub fn world(&self, w: Vec3) -> Option<egui::Pos2> {
        self.camera.world_to_viewport(self.at, w).ok().map(|v| egui::pos2(v.x, v.y))
    }

    /// Point `p`, `lift` above the board.
    pub fn point(&self, p: Point, lift: f32) -> Option<egui::Pos2> {
        self.world(point_to_world(self.size, p) + Vec3::Y * lift)
    }

    /// The size of one spacing on screen around a point at some height.
    pub fn scale(&self, p: Point, lift: f32) -> f32 {
        let w = point_to_world(self.size, p) + Vec3::Y * lift;
        match (self.world(w), self.world(w + Vec3::X * SPACING)) {
            (Some(a), Some(b)) => a.distance(b).clamp(6.0, 120.0),
            _ => 20.0,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    go: Res<GoGame>,
    overlays: Res<Overlays>,
    eval: Res<Evaluation>,
    thinking: Res<Thinking>,
    control: Res<AiControl>,
    settings: Res<TerrainSettings>,
    target: Res<TerrainTarget>,
    terrain: Res<TerrainSurface>,
    scoring: Res<super::scoring::Scoring>,
    ghosts: Res<super::ghosts::Ghosts>,
    view: (Res<ViewShift>, Res<ViewTop>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("board marks")));
    let (cam, cam_tf) = *camera;
    let g = &go.game;
    let n = g.size();
    let board = g.board();
    let screen = Screen { camera: cam, at: cam_tf, size: n };
    let project = |p: Point, lift: f32| screen.point(p, lift);
    let font = |px: f32| egui::FontId::proportional(px);
    let scale_at = |p: Point, lift: f32| screen.scale(p, lift);
    let ink = |c: Color| if c == Color::Black { egui::Color32::WHITE } else { egui::Color32::BLACK };

    if overlays.liberties || overlays.chain_marks {
        let mut chain_colour: HashMap<u32, usize> = HashMap::new();
        for p in Point::all(n) {
            let Some(c) = board.get(p) else { continue };
            let i = board.idx(p);
            // Marks on a stone sit on its top.
            let Some(at) = project(p, STONE_HEIGHT) else { continue };
            let scale = scale_at(p, STONE_HEIGHT);
            if overlays.chain_marks {
                let next = chain_colour.len();
                let k = *chain_colour.entry(board.chain_id(i) as u32).or_insert(next);
                let [r, gg, b] = PALETTE[k % PALETTE.len()];
                // A ring round the stone, as kaya draws chains.
                painter.circle_stroke(
                    at,
                    scale * 0.36,
                    egui::Stroke::new((scale * 0.09).max(2.0), egui::Color32::from_rgb(r, gg, b)),
                );
            }
            if overlays.liberties {
                let libs = board.liberties(i).len();
                let y = if overlays.move_numbers { at.y - scale * 0.25 } else { at.y };
                let colour = if libs == 1 { egui::Color32::from_rgb(230, 40, 30) } else { ink(c) };
                painter.text(
                    egui::pos2(at.x, y),
                    egui::Align2::CENTER_CENTER,
                    libs.to_string(),
                    font(scale * 0.4),
                    colour,
                );
            }
        }
    }
    if overlays.move_numbers {
        let mut number: HashMap<Point, usize> = HashMap::new();
        for (i, t) in g.turns().iter().enumerate() {
            if let Move::Play(p) = t.mv {
                number.insert(p, i + 1);
            }
        }
        for (p, k) in number {
            if let (Some(c), Some(at)) = (board.get(p), project(p, STONE_HEIGHT)) {
                let scale = scale_at(p, STONE_HEIGHT);
                painter.text(at, egui::Align2::CENTER_CENTER, k.to_string(), font(scale * 0.38), ink(c));
            }
        }
    }
    // The points that carry a candidate's mark, which a ghost must not hide.
    let mut marked: Vec<Point> = Vec::new();
    let mut show = |progress: &Progress, accent: egui::Color32| {
        let best = progress.candidates.iter().map(|c| c.visits).max().unwrap_or(0).max(1);
        let top = progress.candidates.first();
        for c in &progress.candidates {
            let Some(p) = c.mv.point() else { continue };
            let lift = terrain.point_height(p) + 0.05;
            let Some(at) = project(p, lift) else { continue };
            let scale = scale_at(p, lift);
            let share = c.visits as f32 / best as f32;
            let (label, class) = candidate_label(c, top);
            marked.push(p);
            // One label each, filled in the colour of what it loses against
            // the best, as KaTrain draws its candidates.
            painter.circle(
                at,
                scale * (0.3 + 0.14 * share),
                class_colour(class).gamma_multiply(0.55 + 0.4 * share),
                egui::Stroke::new(1.5, accent),
            );
            painter.text(at, egui::Align2::CENTER_CENTER, label, font(scale * 0.27), egui::Color32::BLACK);
        }
        if progress.candidates.is_empty()
            && let Some(p) = progress.best.and_then(|m| m.point())
            && let Some(at) = project(p, terrain.point_height(p) + 0.05)
        {
            painter.circle_stroke(at, scale_at(p, terrain.point_height(p)) * 0.4, egui::Stroke::new(3.0, accent));
        }
    };
    if eval.active
        && let Some(pr) = &eval.progress
    {
        show(pr, egui::Color32::from_rgb(60, 160, 255));
    }
    if control.show_analysis
        && thinking.pending.is_some()
        && let Some(pr) = &thinking.progress
    {
        show(pr, egui::Color32::from_rgb(90, 220, 120));
    }
    // Ghost stones, numbered from 1 along each line. A candidate's line
    // starts with the candidate itself: a ring in the line's colour round
    // its mark, and its number as a badge on the ring. A later move of a
    // line that falls on another candidate's mark is a badge there too,
    // so that neither hides the other's number.
    for (p, line, k) in ghosts.ghosts(board) {
        let lift = terrain.point_height(p) + 0.04;
        let Some(at) = project(p, lift) else { continue };
        let r = scale_at(p, lift) * 0.46;
        let ring = if ghosts.all_lines { LINE_COLOURS[line.rank % LINE_COLOURS.len()] } else { egui::Color32::GRAY };
        let c = line.color(k);
        let fill = match c {
            Color::Black => egui::Color32::from_rgba_unmultiplied(12, 12, 12, 215),
            Color::White => egui::Color32::from_rgba_unmultiplied(250, 250, 246, 225),
        };
        let (at, r) = if k == 0 && line.marked {
            painter.circle_stroke(at, r, egui::Stroke::new(2.5, ring));
            (at + egui::vec2(r * 0.75, -r * 0.75), r * 0.42)
        } else if marked.contains(&p) {
            (at + egui::vec2(r * 0.75, -r * 0.75), r * 0.42)
        } else {
            (at, r)
        };
        painter.circle(at, r, fill, egui::Stroke::new(2.0, ring));
        painter.text(at, egui::Align2::CENTER_CENTER, (k + 1).to_string(), font(r * 0.95), ink(c));
    }
    // A line's moves on a point a ghost cannot take (a stone stands there
    // now, or the line played there before): small numbered badges along
    // the point's lower edge, in the mover's colour, so that a capture
    // taken back or a ko retaken is on the board as well as in the text.
    for (p, line, ks) in ghosts.again(board) {
        let lift = if board.get(p).is_some() { STONE_HEIGHT } else { terrain.point_height(p) + 0.04 };
        let Some(at) = project(p, lift) else { continue };
        let r = scale_at(p, lift) * 0.46;
        let ring = if ghosts.all_lines { LINE_COLOURS[line.rank % LINE_COLOURS.len()] } else { egui::Color32::GRAY };
        for (j, &k) in ks.iter().enumerate() {
            let c = line.color(k);
            let fill = match c {
                Color::Black => egui::Color32::from_rgba_unmultiplied(12, 12, 12, 235),
                Color::White => egui::Color32::from_rgba_unmultiplied(250, 250, 246, 240),
            };
            // In play order from left to right, the last at the corner.
            let badge = at + egui::vec2(r * (0.75 - 0.9 * (ks.len() - 1 - j) as f32), r * 0.75);
            painter.circle(badge, r * 0.45, fill, egui::Stroke::new(1.5, ring));
            painter.text(badge, egui::Align2::CENTER_CENTER, (k + 1).to_string(), font(r * 0.5), ink(c));
        }
    }
    // The point the last move changed most: a triangle pointing to the
    // side that gained there, in its colour.
    if terrain.visible
        && let Some((p, d)) = target.changed_most
        && p.on_board(n)
    {
        let lift = if board.get(p).is_some() { STONE_HEIGHT } else { terrain.point_height(p) + 0.04 };
        if let Some(at) = project(p, lift) {
            let h = scale_at(p, lift) * 0.3;
            let (fill, edge) = if d > 0.0 {
                (egui::Color32::from_rgb(20, 20, 20), egui::Color32::from_rgb(255, 170, 40))
            } else {
                (egui::Color32::from_rgb(245, 245, 240), egui::Color32::from_rgb(255, 170, 40))
            };
            // Up for Black's gain, down for White's.
            let s = if d > 0.0 { -1.0 } else { 1.0 };
            let tri = vec![
                egui::pos2(at.x, at.y + s * h),
                egui::pos2(at.x - h * 0.9, at.y - s * h * 0.6),
                egui::pos2(at.x + h * 0.9, at.y - s * h * 0.6),
            ];
            painter.add(egui::Shape::convex_polygon(tri, fill, egui::Stroke::new(2.0, edge)));
        }
    }
    // The ko point: where the player to move may not take back at once.
    if let Some((i, c)) = board.ko()
        && c == g.to_play()
        && !g.is_over()
    {
        let p = board.point(i);
        let lift = terrain.point_height(p) + 0.02;
        if let Some(at) = project(p, lift) {
            let half = scale_at(p, lift) * 0.22;
            let square = egui::Rect::from_center_size(at, egui::vec2(2.0 * half, 2.0 * half));
            painter.rect_stroke(
                square,
                0.0,
                egui::Stroke::new((half * 0.25).max(2.0), egui::Color32::from_rgb(220, 40, 30)),
                egui::StrokeKind::Middle,
            );
        }
    }
    // Stones the terrain gives to the other side: a square of the owner's
    // colour, as large as the verdict is sure, with a grey rim that keeps
    // it visible on a stone of the same colour. Live stones get none. The
    // count and the Ishida picture mark the judge's dead stones instead.
    let judged = go.scoring || settings.model == ISHIDA;
    for (p, v) in dead_looking(board, &terrain).into_iter().filter(|_| !judged) {
        let Some(at) = project(p, STONE_HEIGHT) else { continue };
        let half = scale_at(p, STONE_HEIGHT) * 0.21 * STONE_DIAMETER * v.abs();
        let (fill, rim) = if v > 0.0 {
            (egui::Color32::from_rgb(10, 10, 14), egui::Color32::from_gray(0x88))
        } else {
            (egui::Color32::from_rgb(245, 245, 250), egui::Color32::from_gray(0x77))
        };
        painter.rect(
            egui::Rect::from_center_size(at, egui::vec2(2.0 * half, 2.0 * half)),
            0.0,
            fill,
            egui::Stroke::new((half * 0.18).max(1.0), rim),
            egui::StrokeKind::Middle,
        );
    }
    let banner = match (go.scoring, scoring.count.as_ref(), go.result()) {
        (true, Some(c), _) => Some(format!("Counting: {}", c.result())),
        (true, None, _) => Some("Counting…".to_string()),
        (false, _, Some(r)) => Some(format!("Game over: {r}")),
        (false, _, None) => None,
    };
    if let Some(text) = banner {
        // Centred in the part of the view the panel leaves, under the key.
        let rect = ctx.content_rect();
        let (shift, top) = view;
        let x = rect.left() + rect.width() * (0.5 - shift.0);
        painter.text(
            egui::pos2(x, rect.top() + rect.height() * top.0 + 22.0),
            egui::Align2::CENTER_CENTER,
            text,
            font(28.0),
            egui::Color32::from_rgb(250, 235, 200),
        );
    }
    Ok(())
}

/// A candidate's label and class: its score lead for the side to move in
/// points where the player gives one (classed by the points it loses
/// against the best), else its win rate in percent (classed by the win
/// rate it loses).
fn candidate_label(c: &crate::player::Candidate, top: Option<&crate::player::Candidate>) -> (String, Class) {
    match (c.score, top.and_then(|t| t.score)) {
        (Some(s), Some(t)) => (format!("{:+.1}", s.lead), Class::of_points((t.lead - s.lead).max(0.0))),
        _ => {
            let best = top.map_or(c.winrate, |t| t.winrate);
            (format!("{:.0}%", c.winrate * 100.0), Class::of((best - c.winrate).max(0.0)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Game, Rules};

    #[test]
    fn only_stones_the_terrain_gives_away_are_marked() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, Move::Play(Point::new(2, 2))).unwrap();
        g.play(Color::White, Move::Play(Point::new(6, 6))).unwrap();
        g.play(Color::Black, Move::Play(Point::new(4, 4))).unwrap();
        let mut t = TerrainSurface { size: 9, visible: true, shown: vec![0.0; 81], ..Default::default() };
        // White's stone sits in ground Black holds surely, Black's C7 in
        // Black's own, Black's E5 in ground White holds only weakly.
        t.shown[6 * 9 + 6] = 0.8;
        t.shown[2 * 9 + 2] = 0.9;
        t.shown[4 * 9 + 4] = -0.3;
        assert_eq!(dead_looking(g.board(), &t), vec![(Point::new(6, 6), 0.8)]);
        // With the terrain off nothing is judged.
        t.visible = false;
        assert!(dead_looking(g.board(), &t).is_empty());
    }
}
