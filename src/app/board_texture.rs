//! The picture on the board's top: wood grain in its colour, and in its
//! alpha the ink of the grid lines, star points and coordinates (A-T
//! without I along the top and bottom, numbers along the sides), painted on
//! the CPU once per board size, with mip levels so the lines stay clean at
//! low angles. The terrain shader lays its colours over the wood and then
//! draws the ink in a colour that stands out from them. Plain functions.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::geometry::{MARGIN, SPACING, board_side};
use crate::go::{GTP_LETTERS, star_points};

/// A 5x7 font: each glyph is 7 rows of 5 bits, the high bit on the left.
fn glyph(c: char) -> Option<[u8; 7]> {
    Some(match c {
        'A' => [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        'B' => [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
        'C' => [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
        'D' => [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
        'E' => [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        'F' => [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
        'G' => [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
        'H' => [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        'J' => [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
        'K' => [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
        'L' => [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
        'M' => [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
        'N' => [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
        'O' => [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        'P' => [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
        'Q' => [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
        'R' => [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        'S' => [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
        'T' => [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
        'U' => [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        'V' => [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
        'W' => [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
        'X' => [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
        'Y' => [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
        'Z' => [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
        '0' => [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        '1' => [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        '2' => [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        '3' => [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        '4' => [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        '5' => [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        '6' => [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        '7' => [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        '8' => [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        '9' => [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        _ => return None,
    })
}

/// A float RGB canvas of wood in sRGB values, and the ink's coverage.
struct Canvas {
    w: usize,
    px: Vec<[f32; 3]>,
    ink: Vec<f32>,
}

impl Canvas {
    /// Ink over `a` of pixel (x, y).
    fn blend(&mut self, x: usize, y: usize, a: f32) {
        if x >= self.w || y >= self.w || a <= 0.0 {
            return;
        }
        let p = &mut self.ink[y * self.w + x];
        *p += (1.0 - *p) * a.min(1.0);
    }

    /// Draws `text` centred at (cx, cy) pixels, glyph cells of `s` pixels,
    /// with 3x3 supersampling for soft edges.
    fn text(&mut self, text: &str, cx: f32, cy: f32, s: f32) {
        let glyphs: Vec<[u8; 7]> = text.chars().filter_map(glyph).collect();
        let advance = 6.0 * s;
        let width = advance * glyphs.len() as f32 - s;
        let (x0, y0) = (cx - width / 2.0, cy - 3.5 * s);
        for (gi, g) in glyphs.iter().enumerate() {
            let gx = x0 + gi as f32 * advance;
            let (px0, py0) = (gx.floor() as i64, y0.floor() as i64);
            for py in py0..=(y0 + 7.0 * s).ceil() as i64 {
                for px in px0..=(gx + 5.0 * s).ceil() as i64 {
                    let mut hits = 0;
                    for sy in 0..3 {
                        for sx in 0..3 {
                            let fx = (px as f32 + (sx as f32 + 0.5) / 3.0 - gx) / s;
                            let fy = (py as f32 + (sy as f32 + 0.5) / 3.0 - y0) / s;
                            if (0.0..5.0).contains(&fx) && (0.0..7.0).contains(&fy) {
                                let row = g[fy as usize];
                                if row & (0b10000 >> fx as usize) != 0 {
                                    hits += 1;
                                }
                            }
                        }
                    }
                    if px >= 0 && py >= 0 {
                        self.blend(px as usize, py as usize, hits as f32 / 9.0);
                    }
                }
            }
        }
    }
}

fn hash2(x: i32, y: i32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8DA6_B343) ^ (y as u32).wrapping_mul(0xD816_3841);
    h ^= h >> 13;
    h = h.wrapping_mul(0xCB1A_B31F);
    h ^= h >> 16;
    (h & 0xFFFF) as f32 / 65535.0
}

/// Smooth value noise in [0, 1].
fn noise(x: f32, y: f32) -> f32 {
    let (ix, iy) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - ix as f32, y - iy as f32);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash2(ix, iy) + (hash2(ix + 1, iy) - hash2(ix, iy)) * sx;
    let b = hash2(ix, iy + 1) + (hash2(ix + 1, iy + 1) - hash2(ix, iy + 1)) * sx;
    a + (b - a) * sy
}

/// Texture side in pixels for a board: about 100 pixels per spacing.
pub fn texture_side(size: usize) -> usize {
    let want = (board_side(size) / SPACING * 100.0) as usize;
    want.next_power_of_two().clamp(256, 2048)
}

/// Paints the board top of a `size` board, `side` pixels square, as RGBA8
/// bytes of the first mip level: sRGB wood, and the ink's coverage in alpha.
pub fn paint(size: usize, side: usize) -> Vec<u8> {
    let world = board_side(size);
    let ppu = side as f32 / world; // pixels per world unit
    let mut cv = Canvas { w: side, px: vec![[0.0; 3]; side * side], ink: vec![0.0; side * side] };
    // Wood: kaya-like yellow with long grain along the columns.
    for y in 0..side {
        for x in 0..side {
            let (u, v) = (x as f32 / ppu, y as f32 / ppu);
            let warp = noise(u * 0.35, v * 0.08) * 5.0 + noise(u * 1.3, v * 0.3) * 0.8;
            let ring = (((u * 1.7 + warp) * std::f32::consts::TAU).sin() * 0.5 + 0.5).powf(3.0);
            let fleck = noise(u * 9.0, v * 1.2);
            let k = 0.9 + 0.1 * noise(u * 0.2, v * 0.2) - 0.09 * ring - 0.035 * fleck;
            cv.px[y * side + x] = [0.87 * k, 0.69 * k, 0.42 * k];
        }
    }
    let first = MARGIN * ppu;
    let step = SPACING * ppu;
    let last = first + (size as f32 - 1.0) * step;
    let half = (0.022 * ppu).max(0.8);
    // Grid lines, antialiased by distance; the outer lines a little heavier.
    for y in 0..side {
        for x in 0..side {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let mut a: f32 = 0.0;
            let inside_x = fx > first - half - 1.0 && fx < last + half + 1.0;
            let inside_y = fy > first - half - 1.0 && fy < last + half + 1.0;
            if inside_y {
                let k = ((fx - first) / step).round().clamp(0.0, size as f32 - 1.0);
                let hw = if k == 0.0 || k == size as f32 - 1.0 { half * 1.5 } else { half };
                let d = (fx - (first + k * step)).abs();
                a = a.max((hw + 0.5 - d).clamp(0.0, 1.0));
            }
            if inside_x {
                let k = ((fy - first) / step).round().clamp(0.0, size as f32 - 1.0);
                let hw = if k == 0.0 || k == size as f32 - 1.0 { half * 1.5 } else { half };
                let d = (fy - (first + k * step)).abs();
                a = a.max((hw + 0.5 - d).clamp(0.0, 1.0));
            }
            cv.blend(x, y, a);
        }
    }
    // Star points.
    let r = 0.09 * ppu;
    for p in star_points(size) {
        let (cx, cy) = (first + p.x as f32 * step, first + p.y as f32 * step);
        for y in (cy - r - 2.0) as usize..=(cy + r + 2.0) as usize {
            for x in (cx - r - 2.0) as usize..=(cx + r + 2.0) as usize {
                let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
                cv.blend(x, y, (r + 0.5 - d).clamp(0.0, 1.0));
            }
        }
    }
    // Coordinates in the margin.
    let s = 0.3 * ppu / 7.0;
    let off = MARGIN * 0.5 * ppu;
    for i in 0..size {
        let letter: String = GTP_LETTERS.get(i).map(|&l| (l as char).to_string()).unwrap_or_default();
        let number = (size - i).to_string();
        let at = first + i as f32 * step;
        cv.text(&letter, at, off, s);
        cv.text(&letter, at, side as f32 - off, s);
        cv.text(&number, off, at, s);
        cv.text(&number, side as f32 - off, at, s);
    }
    let mut out = Vec::with_capacity(side * side * 4);
    for (p, ink) in cv.px.iter().zip(&cv.ink) {
        out.extend(p.iter().map(|c| (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8));
        out.push((ink.clamp(0.0, 1.0) * 255.0 + 0.5) as u8);
    }
    out
}

/// The board top as an image with a full mip chain, filtered with up to
/// `anisotropy` samples (1: trilinear only).
pub fn board_image(size: usize, anisotropy: u16) -> Image {
    let side = texture_side(size);
    let mut data = paint(size, side);
    let mut level = data.clone();
    let mut w = side;
    let mut levels = 1;
    while w > 1 {
        let nw = w / 2;
        let mut next = vec![0u8; nw * nw * 4];
        for y in 0..nw {
            for x in 0..nw {
                for c in 0..4 {
                    let s = |xx: usize, yy: usize| level[(yy * w + xx) * 4 + c] as u32;
                    let v = s(2 * x, 2 * y) + s(2 * x + 1, 2 * y) + s(2 * x, 2 * y + 1) + s(2 * x + 1, 2 * y + 1);
                    next[(y * nw + x) * 4 + c] = ((v + 2) / 4) as u8;
                }
            }
        }
        data.extend_from_slice(&next);
        level = next;
        w = nw;
        levels += 1;
    }
    let mut image = Image::new_uninit(
        Extent3d { width: side as u32, height: side as u32, depth_or_array_layers: 1 },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    let mut sampler = ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::ClampToEdge,
        address_mode_v: ImageAddressMode::ClampToEdge,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        ..default()
    };
    sampler.set_anisotropic_filter(anisotropy.max(1));
    image.sampler = ImageSampler::Descriptor(sampler);
    image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_boards_have_their_usual_star_points() {
        use crate::go::Point;
        assert_eq!(star_points(19).len(), 9);
        assert_eq!(star_points(13).len(), 5);
        assert_eq!(star_points(9).len(), 5);
        assert!(star_points(19).contains(&Point::new(3, 3)));
        assert!(star_points(9).contains(&Point::new(2, 6)));
    }

    #[test]
    fn every_coordinate_character_has_a_glyph() {
        for c in GTP_LETTERS.iter().map(|&l| l as char).chain("0123456789".chars()) {
            assert!(glyph(c).is_some(), "{c}");
        }
    }

    #[test]
    fn grid_lines_are_inked_and_the_wood_between_them_is_bare() {
        let side = 512;
        let img = paint(9, side);
        let ppu = side as f32 / board_side(9);
        let first = (MARGIN * ppu) as usize;
        let row = first + (ppu * 1.5) as usize; // between two lines
        let on_line = img[(row * side + first) * 4 + 3] as i32;
        let between = img[(row * side + first + (ppu * 0.5) as usize) * 4 + 3] as i32;
        assert!(on_line > 200 && between == 0, "ink {on_line} on the line, {between} between");
    }
}
