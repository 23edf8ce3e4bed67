//! The board's top as it is drawn: one height field over the whole board,
//! sampled a whole number of times per spacing, which the terrain shader
//! raises its mesh by, and which stones, markers and picking read. Stones
//! stand on the board plane: the ground is held at zero under every stone
//! and at the board's edge, and nowhere rises faster than `RELIEF_SLOPE`,
//! so that no hill hides a point or a stone from the preset cameras and a
//! stone is always seen on its own intersection. Plain functions.

use bevy::math::{Ray3d, Vec3};

use super::geometry::{MARGIN, SPACING, STONE_DIAMETER, STONE_HEIGHT, board_side, point_to_world, stone_transform};
use crate::go::Point;

/// The steepest the ground may rise, in height per unit of distance. The
/// lowest preset camera sees the far corner at about 24 degrees (tan 0.45):
/// a ground less steep than that never hides what lies behind it.
pub const RELIEF_SLOPE: f32 = 0.3;

/// The highest relief the panel offers, in spacings.
pub const RELIEF_MAX: f32 = 2.0;

/// A relief height asked for on the command line, if the panel offers it.
pub fn checked_relief(h: f32) -> Result<f32, String> {
    if (0.0..=RELIEF_MAX).contains(&h) {
        Ok(h)
    } else {
        Err(format!("--relief {h} is out of range: 0 (flat) to {RELIEF_MAX} grid spacings"))
    }
}

/// Samples of the largest height field (a 25x25 board).
pub const MAX_SAMPLES: usize = 128 * 128;

/// Ground around a stone's centre held at zero, so the stone stands flat.
const STONE_PAD: f32 = STONE_DIAMETER / 2.0 + 0.03;

/// Samples per spacing for a board of `size` lines: a multiple of four so
/// that points and the board's edge (1.25 spacings out) fall on samples,
/// and about a hundred across the board, fine enough for smooth hills and
/// few enough triangles for a software renderer.
pub fn cells_for(size: usize) -> usize {
    let across = size as f32 + 2.0 * MARGIN / SPACING - 1.0;
    (4 * (100.0 / (4.0 * across)) as usize).clamp(4, 16)
}

/// The shader's smooth absolute value (shaders/terrain.wgsl): the frontier
/// between the colours is a soft valley rather than a crease.
pub fn soft_abs(v: f32) -> f32 {
    const SOFT: f32 = 0.06;
    (v * v + SOFT * SOFT).sqrt() - SOFT
}

/// Catmull-Rom weights for the samples at -1, 0, 1, 2 (shaders/terrain.wgsl,
/// `cr_weights`).
fn catmull_rom(t: f32) -> [f32; 4] {
    let (t2, t3) = (t * t, t * t * t);
    [0.5 * (-t3 + 2.0 * t2 - t), 0.5 * (3.0 * t3 - 5.0 * t2 + 2.0), 0.5 * (-3.0 * t3 + 4.0 * t2 + t), 0.5 * (t3 - t2)]
}

/// The influence at grid coordinates (gx, gy) (points at whole numbers),
/// interpolated bicubically through the values at the points, as the
/// shader colours it; clamped to the grid outside it.
pub fn value_at(values: &[f32], n: usize, gx: f32, gy: f32) -> f32 {
    if n < 2 || values.len() != n * n {
        return 0.0;
    }
    let last = n as f32 - 1.0;
    let (gx, gy) = (gx.clamp(0.0, last), gy.clamp(0.0, last));
    let (bx, by) = (gx.floor().min(last - 1.0), gy.floor().min(last - 1.0));
    let (wx, wy) = (catmull_rom(gx - bx), catmull_rom(gy - by));
    let at = |i: isize, j: isize| {
        let cx = (bx as isize + i).clamp(0, n as isize - 1) as usize;
        let cy = (by as isize + j).clamp(0, n as isize - 1) as usize;
        values[cy * n + cx]
    };
    let mut v = 0.0;
    for (j, wj) in wy.iter().enumerate() {
        let row: f32 = wx.iter().enumerate().map(|(i, wi)| wi * at(i as isize - 1, j as isize - 1)).sum();
        v += wj * row;
    }
    v.clamp(-1.0, 1.0)
}

/// The drawn surface: heights at (k+1)² samples over the board's top, row
/// by row from the far edge, and where the stones stand.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Relief {
    pub size: usize,
    /// Samples per spacing.
    pub cells: usize,
    /// Intervals across the board (samples per side less one).
    pub k: usize,
    pub heights: Vec<f32>,
    /// Which points hold a stone, row by row from the top.
    pub stones: Vec<bool>,
}

impl Relief {
    /// A flat board of `size` lines with no stones.
    pub fn flat(size: usize) -> Relief {
        let cells = cells_for(size);
        let k = (board_side(size) / SPACING * cells as f32).round() as usize;
        Relief { size, cells, k, heights: vec![0.0; (k + 1) * (k + 1)], stones: vec![false; size * size] }
    }

    /// The surface for influence `values` (one per point, [-1, 1]) raised
    /// by `height` at full influence, with stones at `stones`.
    pub fn build(size: usize, values: &[f32], stones: &[bool], height: f32) -> Relief {
        let mut r = Relief::flat(size);
        if stones.len() == size * size {
            r.stones = stones.to_vec();
        }
        if height <= 0.0 || values.len() != size * size {
            return r;
        }
        let (k, c) = (r.k, r.cells as f32);
        let w = k + 1;
        let edge = MARGIN / SPACING;
        let last = size as f32 - 1.0;
        // `value_at` at every sample, done as two passes of the same
        // Catmull-Rom weights (they repeat along both axes): across each
        // row of points, then down each column of samples.
        let axis: Vec<(usize, [f32; 4])> = (0..w)
            .map(|i| {
                let g = (i as f32 / c - edge).clamp(0.0, last);
                let b = g.floor().min(last - 1.0);
                (b as usize, catmull_rom(g - b))
            })
            .collect();
        let tap = |b: usize, t: usize| (b + t).saturating_sub(1).min(size - 1);
        let mut rows = vec![0.0; size * w];
        for y in 0..size {
            for (i, (b, wt)) in axis.iter().enumerate() {
                rows[y * w + i] = (0..4).map(|t| wt[t] * values[y * size + tap(*b, t)]).sum();
            }
        }
        for (j, (bj, wj)) in axis.iter().enumerate() {
            for i in 0..w {
                let v: f32 = (0..4).map(|t| wj[t] * rows[tap(*bj, t) * w + i]).sum();
                r.heights[j * w + i] = height * soft_abs(v.clamp(-1.0, 1.0));
            }
        }
        // Nothing at the board's rim and under the stones.
        for t in 0..w {
            for at in [t, k * w + t, t * w, t * w + k] {
                r.heights[at] = 0.0;
            }
        }
        let first = (edge * c).round() as isize;
        let reach = (STONE_PAD / SPACING * c).ceil() as isize;
        for p in Point::all(size).filter(|p| r.stones[p.y as usize * size + p.x as usize]) {
            let (ci, cj) = (first + p.x as isize * r.cells as isize, first + p.y as isize * r.cells as isize);
            for dj in -reach..=reach {
                for di in -reach..=reach {
                    if (di as f32).hypot(dj as f32) / c * SPACING <= STONE_PAD {
                        r.heights[(cj + dj) as usize * w + (ci + di) as usize] = 0.0;
                    }
                }
            }
        }
        r.limit_slope(RELIEF_SLOPE);
        r
    }

    /// Lowers the heights to the highest ground below them that rises
    /// nowhere faster than `slope` (a two-pass chamfer distance transform).
    fn limit_slope(&mut self, slope: f32) {
        let w = self.k + 1;
        let a = slope * SPACING / self.cells as f32;
        let b = a * std::f32::consts::SQRT_2;
        let h = &mut self.heights;
        for j in 0..w {
            for i in 0..w {
                let mut m = h[j * w + i];
                if i > 0 {
                    m = m.min(h[j * w + i - 1] + a);
                }
                if j > 0 {
                    m = m.min(h[(j - 1) * w + i] + a);
                    if i > 0 {
                        m = m.min(h[(j - 1) * w + i - 1] + b);
                    }
                    if i + 1 < w {
                        m = m.min(h[(j - 1) * w + i + 1] + b);
                    }
                }
                h[j * w + i] = m;
            }
        }
        for j in (0..w).rev() {
            for i in (0..w).rev() {
                let mut m = h[j * w + i];
                if i + 1 < w {
                    m = m.min(h[j * w + i + 1] + a);
                }
                if j + 1 < w {
                    m = m.min(h[(j + 1) * w + i] + a);
                    if i + 1 < w {
                        m = m.min(h[(j + 1) * w + i + 1] + b);
                    }
                    if i > 0 {
                        m = m.min(h[(j + 1) * w + i - 1] + b);
                    }
                }
                h[j * w + i] = m;
            }
        }
    }

    /// The sample of point `p`.
    fn sample_of(&self, p: Point) -> usize {
        let first = (MARGIN / SPACING * self.cells as f32).round() as usize;
        let (i, j) = (first + p.x as usize * self.cells, first + p.y as usize * self.cells);
        j * (self.k + 1) + i
    }

    /// Height of the ground at point `p`: where its intersection is drawn,
    /// and where a stone played there would stand (zero under a stone).
    pub fn point_height(&self, p: Point) -> f32 {
        if !p.on_board(self.size) {
            return 0.0;
        }
        self.heights.get(self.sample_of(p)).copied().unwrap_or(0.0)
    }

    /// The drawn place of point `p`'s intersection.
    pub fn point_world(&self, p: Point) -> Vec3 {
        point_to_world(self.size, p) + Vec3::Y * self.point_height(p)
    }

    /// Height of the surface at world (x, z): the mesh's own triangles (the
    /// shader raises the vertices at the samples), 0 off the board.
    pub fn height(&self, x: f32, z: f32) -> f32 {
        let w = self.k + 1;
        if self.heights.len() != w * w || self.k == 0 {
            return 0.0;
        }
        let c = self.cells as f32 / SPACING;
        let h = board_side(self.size) / 2.0;
        let (fx, fz) = ((x + h) * c, (z + h) * c);
        let last = self.k as f32;
        if !(0.0..=last).contains(&fx) || !(0.0..=last).contains(&fz) {
            return 0.0;
        }
        let (i, j) = (fx.floor().min(last - 1.0), fz.floor().min(last - 1.0));
        let (u, v) = (fx - i, fz - j);
        let (i, j) = (i as usize, j as usize);
        let at = |di: usize, dj: usize| self.heights[(j + dj) * w + i + di];
        // Each quad is two triangles split along (i+1, j)-(i, j+1)
        // (`terrain_mesh`).
        if u + v <= 1.0 {
            at(0, 0) + u * (at(1, 0) - at(0, 0)) + v * (at(0, 1) - at(0, 0))
        } else {
            at(1, 1) + (1.0 - u) * (at(0, 1) - at(1, 1)) + (1.0 - v) * (at(1, 0) - at(1, 1))
        }
    }

    /// The highest ground.
    fn top(&self) -> f32 {
        self.heights.iter().copied().fold(0.0, f32::max)
    }

    /// Where `ray` first meets the ground (or the board plane beyond it), if
    /// it comes down to it.
    pub fn hit_ground(&self, ray: Ray3d) -> Option<Vec3> {
        let d = *ray.direction;
        if d.y >= -1e-6 || ray.origin.y <= 0.0 {
            return None;
        }
        let t_board = ray.origin.y / -d.y;
        let top = self.top();
        if top <= 0.0 {
            return Some(ray.get_point(t_board));
        }
        // March where the ray is over the board and below the highest
        // ground, in steps of half a sample, then halve the step where it
        // went under.
        let half = board_side(self.size) / 2.0;
        let (mut t0, mut t1) = (((ray.origin.y - top - 1e-3) / -d.y).max(0.0), t_board);
        for (o, v) in [(ray.origin.x, d.x), (ray.origin.z, d.z)] {
            if v.abs() < 1e-9 {
                if o.abs() > half {
                    t1 = t0 - 1.0;
                }
            } else {
                let (a, b) = ((-half - o) / v, (half - o) / v);
                t0 = t0.max(a.min(b));
                t1 = t1.min(a.max(b));
            }
        }
        let under = |t: f32| {
            let p = ray.get_point(t);
            p.y <= self.height(p.x, p.z)
        };
        if t1 > t0 {
            if under(t0) {
                return (t0 > 0.0).then(|| ray.get_point(t0));
            }
            let step = 0.5 * SPACING / self.cells as f32;
            let steps = (((t1 - t0) * d.length()) / step).ceil().clamp(1.0, 8192.0) as usize;
            let dt = (t1 - t0) / steps as f32;
            let mut before = t0;
            for s in 1..=steps {
                let t = t0 + dt * s as f32;
                if under(t) {
                    let (mut lo, mut hi) = (before, t);
                    for _ in 0..14 {
                        let mid = (lo + hi) / 2.0;
                        if under(mid) { hi = mid } else { lo = mid }
                    }
                    return Some(ray.get_point(hi));
                }
                before = t;
            }
        }
        Some(ray.get_point(t_board))
    }

    /// The first stone `ray` meets, with the distance along it: the stones
    /// as drawn (`stone_transform`), ellipsoids on the board.
    fn hit_stone(&self, ray: Ray3d) -> Option<(f32, Point)> {
        let n = self.size;
        let mut best: Option<(f32, Point)> = None;
        for p in Point::all(n) {
            if !self.stones.get(p.y as usize * n + p.x as usize).copied().unwrap_or(false) {
                continue;
            }
            let tf = stone_transform(n, p);
            let r = tf.scale * 0.5;
            // In the stone's frame scaled to a unit ball (its turn about y
            // does not change an ellipsoid round in x and z).
            let o = (ray.origin - tf.translation) / r;
            let d = *ray.direction / r;
            let (a, b, c) = (d.dot(d), 2.0 * o.dot(d), o.dot(o) - 1.0);
            let disc = b * b - 4.0 * a * c;
            if disc < 0.0 {
                continue;
            }
            let t = (-b - disc.sqrt()) / (2.0 * a);
            if t > 0.0 && best.is_none_or(|(bt, _)| t < bt) {
                best = Some((t, p));
            }
        }
        best
    }

    /// What the person sees along `ray`: the place where it first meets a
    /// stone or the ground, and the board point that is (a stone's own
    /// point, or the nearest intersection within half a spacing).
    pub fn pick(&self, ray: Ray3d) -> Option<(Vec3, Option<Point>)> {
        let ground = self.hit_ground(ray);
        let stone = self.hit_stone(ray);
        match (stone, ground) {
            (Some((t, p)), g) if g.is_none_or(|g| (g - ray.origin).length() >= t) => Some((ray.get_point(t), Some(p))),
            (_, Some(g)) => Some((g, super::geometry::world_to_point(self.size, g))),
            _ => None,
        }
    }

    /// Where a stone's top is drawn: marks on a stone are placed there.
    pub fn stone_top(&self, p: Point) -> Vec3 {
        point_to_world(self.size, p) + Vec3::Y * STONE_HEIGHT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hill(size: usize, at: Point) -> Vec<f32> {
        let mut v = vec![0.0; size * size];
        v[at.y as usize * size + at.x as usize] = 1.0;
        v
    }

    #[test]
    fn points_and_the_edge_fall_on_samples() {
        for n in 2..=25 {
            let r = Relief::flat(n);
            assert_eq!(r.cells % 4, 0, "{n}");
            assert!((r.k + 1) * (r.k + 1) <= MAX_SAMPLES, "{n}: {}", r.k);
            let exact = board_side(n) / SPACING * r.cells as f32;
            assert!((exact - r.k as f32).abs() < 1e-4, "{n}");
        }
    }

    #[test]
    fn the_ground_passes_through_the_samples_at_the_points() {
        let r = Relief::build(9, &vec![1.0; 81], &[false; 81], 1.0);
        for p in Point::all(9) {
            let w = point_to_world(9, p);
            assert!((r.height(w.x, w.z) - r.point_height(p)).abs() < 1e-5, "{p:?}");
        }
        // The centre is far from the edge: it rises to the full height.
        assert!((r.point_height(Point::new(4, 4)) - soft_abs(1.0)).abs() < 1e-4);
        assert_eq!(r.height(100.0, 0.0), 0.0);
    }

    #[test]
    fn the_ground_follows_the_interpolated_influence() {
        let (values, _) = position(13, 40, 3);
        let r = Relief::build(13, &values, &[false; 169], 0.01);
        let (c, edge) = (r.cells as f32, MARGIN / SPACING);
        for j in (0..=r.k).step_by(3) {
            for i in (0..=r.k).step_by(5) {
                let v = value_at(&values, 13, i as f32 / c - edge, j as f32 / c - edge);
                let h = r.heights[j * (r.k + 1) + i];
                assert!(h <= 0.01 * soft_abs(v) + 1e-6, "{i},{j}: {h} over {v}");
            }
        }
        // Far from the rim nothing holds it down: equal.
        let mid = r.sample_of(Point::new(6, 6));
        let v = values[6 * 13 + 6];
        assert!((r.heights[mid] - 0.01 * soft_abs(v)).abs() < 1e-6);
    }

    #[test]
    fn stones_stand_on_flat_ground_at_the_board_plane() {
        let mut stones = vec![false; 81];
        stones[4 * 9 + 4] = true;
        let r = Relief::build(9, &vec![1.0; 81], &stones, 2.0);
        let w = point_to_world(9, Point::new(4, 4));
        assert_eq!(r.point_height(Point::new(4, 4)), 0.0);
        for (dx, dz) in [(0.4, 0.0), (0.0, -0.4), (0.3, 0.3)] {
            assert!(r.height(w.x + dx, w.z + dz) < 0.01, "{dx},{dz}");
        }
        // Away from it the ground rises, no faster than the slope allows.
        assert!(r.point_height(Point::new(4, 2)) > 0.3);
    }

    #[test]
    fn the_ground_never_rises_faster_than_the_slope() {
        let r = Relief::build(9, &hill(9, Point::new(4, 4)), &[false; 81], RELIEF_MAX);
        let w = r.k + 1;
        let step = SPACING / r.cells as f32;
        for j in 0..w {
            for i in 1..w {
                let d = (r.heights[j * w + i] - r.heights[j * w + i - 1]).abs();
                assert!(d <= RELIEF_SLOPE * step + 1e-5, "{i},{j}: {d}");
            }
        }
    }

    #[test]
    fn a_ray_meets_a_hill_before_the_board() {
        let r = Relief::build(9, &vec![1.0; 81], &[false; 81], 1.0);
        let peak = r.point_world(Point::new(4, 4));
        let down = Ray3d::new(peak + Vec3::Y * 10.0, bevy::math::Dir3::NEG_Y);
        let (hit, p) = r.pick(down).unwrap();
        assert!((hit.y - peak.y).abs() < 0.01, "{hit}");
        assert_eq!(p, Some(Point::new(4, 4)));
        // Beyond the board the ray goes on to the board plane.
        let far = Ray3d::new(Vec3::new(0.0, 2.0, 0.0), bevy::math::Dir3::new(Vec3::new(1.0, -0.001, 0.0)).unwrap());
        let (hit, p) = r.pick(far).unwrap();
        assert!(hit.x > 1000.0 && p.is_none(), "{hit}");
    }

    #[test]
    fn a_ray_that_grazes_a_stone_picks_the_stone() {
        let mut stones = vec![false; 81];
        stones[4 * 9 + 4] = true;
        let r = Relief::build(9, &vec![0.0; 81], &stones, 1.0);
        let centre = point_to_world(9, Point::new(4, 4));
        // From the front and low, aimed at the board just behind the stone.
        let behind = centre - Vec3::Z * 0.6;
        let from = behind + Vec3::new(0.0, 2.0, 5.0);
        let ray = Ray3d::new(from, bevy::math::Dir3::new(behind - from).unwrap());
        assert_eq!(r.pick(ray).unwrap().1, Some(Point::new(4, 4)));
    }

    /// A position of `moves` random legal moves on a `size` board, and the
    /// control map of it.
    pub(super) fn position(size: usize, moves: usize, seed: u64) -> (Vec<f32>, Vec<bool>) {
        use crate::go::{Game, Move, Rules};
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut g = Game::new(size, Rules::default()).unwrap();
        let mut played = 0;
        while played < moves {
            let p = Point::new(rng.random_range(0..size) as u8, rng.random_range(0..size) as u8);
            if g.play(g.to_play(), Move::Play(p)).is_ok() {
                played += 1;
            }
        }
        let values = crate::influence::by_name("control").unwrap().compute(g.board());
        let stones = Point::all(size).map(|p| g.board().get(p).is_some()).collect();
        (values, stones)
    }

    /// The pixel (its centre) where `world` appears, and the ray back
    /// through it, for a `w` x `h` view from `t` (Bevy's default
    /// perspective: 45 degrees vertical).
    fn through_pixel(t: bevy::prelude::Transform, world: Vec3, w: f32, h: f32) -> Ray3d {
        let f = 1.0 / (std::f32::consts::FRAC_PI_4 / 2.0).tan();
        let aspect = w / h;
        let v = t.compute_affine().inverse().transform_point3(world);
        let (nx, ny) = (f / aspect * v.x / -v.z, f * v.y / -v.z);
        let (px, py) = (((nx + 1.0) / 2.0 * w).floor() + 0.5, ((1.0 - ny) / 2.0 * h).floor() + 0.5);
        let (nx, ny) = (px / w * 2.0 - 1.0, 1.0 - py / h * 2.0);
        let dir = t.rotation * Vec3::new(nx * aspect / f, ny / f, -1.0);
        Ray3d::new(t.translation, bevy::math::Dir3::new(dir).unwrap())
    }

    #[test]
    fn every_drawn_point_picks_back_to_itself_from_every_preset() {
        use crate::app::camera::{CameraPreset, ViewShift, orbit_transform, preset_orbit};
        let (w, h) = (1280.0, 800.0);
        for (size, moves) in [(9, 30), (13, 60), (19, 120)] {
            let (values, stones) = position(size, moves, size as u64);
            for relief in [0.0, 0.5, RELIEF_MAX] {
                let r = Relief::build(size, &values, &stones, relief);
                for preset in [CameraPreset::Top, CameraPreset::Player, CameraPreset::Low] {
                    let t = orbit_transform(preset_orbit(preset, size, w / h, ViewShift::default().0, 0.0));
                    for p in Point::all(size) {
                        let k = p.y as usize * size + p.x as usize;
                        // A stone is seen by its top, an empty point by its
                        // intersection on the ground.
                        let drawn = if stones[k] { r.stone_top(p) } else { r.point_world(p) };
                        let ray = through_pixel(t, drawn, w, h);
                        let got = r.pick(ray).and_then(|(_, q)| q);
                        if got == Some(p) {
                            continue;
                        }
                        // Seen from low, a stone hides the intersection
                        // just behind it, as it would on a real board; the
                        // terrain hides nothing.
                        let q = got
                            .unwrap_or_else(|| panic!("{size}x{size} relief {relief} {preset:?}: {p:?} picks nothing"));
                        let blocker = r.stones[q.y as usize * size + q.x as usize];
                        let nearer = (r.stone_top(q) - ray.origin).length() < (drawn - ray.origin).length();
                        assert!(
                            !stones[k] && blocker && nearer && q.x.abs_diff(p.x) <= 1 && q.y.abs_diff(p.y) <= 1,
                            "{size}x{size} relief {relief} {preset:?}: {p:?} drawn at {drawn} picks {q:?}"
                        );
                    }
                }
            }
        }
    }
}
