//! Where things are on the board: points to world positions and back, and
//! the board's measurements. Plain functions, shared by every feature.

use bevy::prelude::*;

use crate::go::Point;

/// Distance between two lines, in world units.
pub const SPACING: f32 = 1.0;
/// Wood beyond the outer lines, room for the coordinates.
pub const MARGIN: f32 = 1.25;
/// Thickness of the board slab below its top surface at y = 0.
pub const THICKNESS: f32 = 0.7;
/// Stone diameter and height relative to the spacing.
pub const STONE_DIAMETER: f32 = 0.95;
pub const STONE_HEIGHT: f32 = 0.40;

/// Side of the board's top surface, in world units.
pub fn board_side(size: usize) -> f32 {
    (size as f32 - 1.0) * SPACING + 2.0 * MARGIN
}

/// The centre of point `p` on the board surface (y = 0). Columns run along
/// +X, rows from the top of the diagram along +Z (towards the player).
pub fn point_to_world(size: usize, p: Point) -> Vec3 {
    let h = (size as f32 - 1.0) / 2.0;
    Vec3::new((p.x as f32 - h) * SPACING, 0.0, (p.y as f32 - h) * SPACING)
}

/// The point nearest to a world position, if it lies within half a spacing
/// of one.
pub fn world_to_point(size: usize, w: Vec3) -> Option<Point> {
    let h = (size as f32 - 1.0) / 2.0;
    let fx = w.x / SPACING + h;
    let fz = w.z / SPACING + h;
    let (x, y) = (fx.round(), fz.round());
    if x < 0.0 || y < 0.0 || x >= size as f32 || y >= size as f32 {
        return None;
    }
    if (fx - x).abs() > 0.5 || (fz - y).abs() > 0.5 {
        return None;
    }
    Some(Point::new(x as u8, y as u8))
}

/// The transform of a stone at `p`, standing on the board: slightly
/// varied in place and size, as a hand puts stones down.
pub fn stone_transform(size: usize, p: Point) -> Transform {
    let w = point_to_world(size, p);
    let dx = (jitter(p, 1) - 0.5) * 0.05;
    let dz = (jitter(p, 2) - 0.5) * 0.05;
    let s = STONE_DIAMETER * (0.985 + 0.03 * jitter(p, 3));
    Transform::from_translation(w + Vec3::new(dx, STONE_HEIGHT / 2.0, dz))
        .with_scale(Vec3::new(s, STONE_HEIGHT, s))
        .with_rotation(Quat::from_rotation_y(jitter(p, 4) * std::f32::consts::TAU))
}

/// A small deterministic hash of a point and a salt, in [0, 1), for the
/// slight variation of stones.
pub fn jitter(p: Point, salt: u32) -> f32 {
    let mut h = (p.x as u32).wrapping_mul(0x9E37_79B1) ^ (p.y as u32).wrapping_mul(0x85EB_CA77) ^ salt;
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^= h >> 15;
    (h >> 8) as f32 / (1u32 << 24) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_maps_to_the_world_and_back() {
        for size in [2, 9, 13, 19, 25] {
            for p in Point::all(size) {
                let w = point_to_world(size, p);
                assert_eq!(world_to_point(size, w), Some(p));
                assert_eq!(world_to_point(size, w + Vec3::new(0.4, 0.0, -0.4)), Some(p));
            }
        }
    }

    #[test]
    fn positions_off_the_grid_are_no_point() {
        let w = point_to_world(19, Point::new(0, 0));
        assert_eq!(world_to_point(19, w - Vec3::new(0.6, 0.0, 0.0)), None);
        assert_eq!(world_to_point(19, w - Vec3::new(0.0, 0.0, 0.6)), None);
    }

    #[test]
    fn the_top_left_point_is_far_left_and_away_from_the_player() {
        let w = point_to_world(19, Point::new(0, 0));
        assert!(w.x < 0.0 && w.z < 0.0);
    }
}
