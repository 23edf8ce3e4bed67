//! The terrain's colours: a diverging ramp from White's ground (a cool
//! white) through the bare wood to Black's (blue, the complement of the
//! wood, which cancels its yellow into a slate grey and then near black, so
//! that it never reads as darker wood), laid over the board with an
//! opacity that grows with the value. Lightness carries the sign,
//! so the two sides stay apart for colour-blind eyes. The shader and the
//! panel's legend both read `table`, so what the legend shows is what is
//! drawn. Plain functions.

use bevy::math::Vec4;

/// Entries of the table from v = -1 (White) to v = +1 (Black).
pub const STEPS: usize = 65;

/// The wood the ramp is laid on, in sRGB: the mean of the board's picture.
pub const WOOD: [f32; 3] = [0.787, 0.624, 0.380];

/// White's ground, in sRGB; Black's goes from a blue (weak values) to a
/// near black (full), both over the wood; and their full opacities.
const WHITE: [f32; 3] = [0.93, 0.94, 1.0];
const BLACK_WEAK: [f32; 3] = [0.2, 0.35, 1.0];
const BLACK: [f32; 3] = [0.03, 0.04, 0.14];
const WHITE_ALPHA: f32 = 0.85;
const BLACK_ALPHA: f32 = 0.95;
/// Values this close to zero leave the wood nearly bare.
const DEAD_ZONE: f32 = 0.08;
/// Lifts weak values, as KaTrain's ownership gamma does.
const GAMMA: f32 = 0.75;
/// A small linear part keeps the ramp changing inside the dead zone.
const LINEAR: f32 = 0.05;

pub fn srgb_to_linear(c: f32) -> f32 {
    if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

pub fn linear_to_srgb(c: f32) -> f32 {
    let c = c.clamp(0.0, 1.0);
    if c <= 0.0031308 { c * 12.92 } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 }
}

fn lin(c: [f32; 3]) -> [f32; 3] {
    c.map(srgb_to_linear)
}

/// The colour (linear) and opacity laid over the wood at value `v`.
pub fn layer(v: f32) -> ([f32; 3], f32) {
    let v = v.clamp(-1.0, 1.0);
    let a = v.abs();
    let e = (1.0 - LINEAR) * ((a - DEAD_ZONE).max(0.0) / (1.0 - DEAD_ZONE)).powf(GAMMA) + LINEAR * a;
    if v >= 0.0 {
        let (weak, full) = (lin(BLACK_WEAK), lin(BLACK));
        ([0, 1, 2].map(|k| weak[k] + (full[k] - weak[k]) * e), BLACK_ALPHA * e)
    } else {
        (lin(WHITE), WHITE_ALPHA * e)
    }
}

/// The ground at value `v` over `wood` (both sRGB), with the layer's
/// opacity scaled by `strength`, blended in linear light as the GPU does.
pub fn ground(v: f32, wood: [f32; 3], strength: f32) -> [f32; 3] {
    let (c, a) = layer(v);
    let a = (a * strength).clamp(0.0, 1.0);
    let w = lin(wood);
    [0, 1, 2].map(|k| linear_to_srgb(w[k] + (c[k] - w[k]) * a))
}

/// The ramp as the shader reads it: linear colour and opacity at `STEPS`
/// evenly spaced values from -1 to 1.
pub fn table() -> [Vec4; STEPS] {
    std::array::from_fn(|i| {
        let v = -1.0 + 2.0 * i as f32 / (STEPS - 1) as f32;
        let (c, a) = layer(v);
        Vec4::new(c[0], c[1], c[2], a)
    })
}

/// The most of the ground's colour that the fog of uncertainty takes back
/// toward the wood: below 1, so that fogged ground keeps its side.
pub const FOG_VEIL: f32 = 0.6;

/// The ground at value `v` over `wood` (sRGB) under the fog of a point
/// whose ownership spread is `haze` (0 sure, 1 a coin toss), at the
/// mottle `mottle` (0 to 1), blended in linear light as the shader does.
pub fn fogged(v: f32, wood: [f32; 3], haze: f32, mottle: f32) -> [f32; 3] {
    let g = lin(ground(v, wood, 1.0));
    let w = lin(wood);
    let t = ((haze - 0.6) / (0.98 - 0.6)).clamp(0.0, 1.0);
    let thick = t * t * (3.0 - 2.0 * t) * FOG_VEIL * (0.7 + 0.3 * mottle);
    [0, 1, 2].map(|k| linear_to_srgb(g[k] + (w[k] - g[k]) * thick))
}

/// Relative luminance of an sRGB colour.
pub fn luminance(c: [f32; 3]) -> f32 {
    let l = lin(c);
    0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
}

/// The ground darker than this takes light ink for its lines (CIE L* 50).
pub const DARK_GROUND: f32 = 0.184;

#[cfg(test)]
mod tests {
    use palette::color_difference::Ciede2000;
    use palette::{IntoColor, Lab, Lch, Srgb};

    use super::*;

    fn lab(c: [f32; 3]) -> Lab {
        Srgb::new(c[0], c[1], c[2]).into_linear::<f32>().into_color()
    }

    fn de(a: [f32; 3], b: [f32; 3]) -> f32 {
        lab(a).difference(lab(b))
    }

    fn at(v: f32) -> [f32; 3] {
        ground(v, WOOD, 1.0)
    }

    fn values() -> impl Iterator<Item = f32> {
        (0..=200).map(|i| -1.0 + i as f32 / 100.0)
    }

    #[test]
    fn black_ground_is_not_brown_and_stands_far_from_the_wood() {
        for v in values().filter(|&v| v >= 0.3) {
            let lch: Lch = lab(at(v)).into_color();
            let hue = lch.hue.into_positive_degrees();
            assert!(lch.chroma <= 12.0 || !(50.0..=110.0).contains(&hue), "v {v}: C* {} hue {hue}", lch.chroma);
        }
        let black = de(at(1.0), WOOD);
        assert!(black >= 45.0, "Black's ground is only {black} from the wood");
    }

    #[test]
    fn white_ground_carries_as_much_weight() {
        let white = de(at(-1.0), WOOD);
        assert!(white >= 25.0, "White's ground is only {white} from the wood");
        let (w, b) = (de(at(-0.5), WOOD), de(at(0.5), WOOD));
        assert!(w >= 0.5 * b, "at half strength White {w} against Black {b}");
    }

    #[test]
    fn the_ramp_is_monotone_and_keeps_changing_to_its_ends() {
        let mut last = f32::INFINITY;
        for v in values() {
            let l = lab(at(v)).l;
            assert!(l < last, "L* not falling at {v}: {l} after {last}");
            last = l;
        }
        for v in values() {
            for u in [v - 0.25, v + 0.25].into_iter().filter(|u| (-1.0..=1.0).contains(u)) {
                let d = de(at(v), at(u));
                assert!(d >= 4.0, "only {d} between {v} and {u}");
            }
        }
        for v in values().filter(|v| v.abs() < 0.1) {
            assert!(de(at(v), WOOD) <= 3.0, "near-neutral {v} paints the wood");
        }
    }

    /// Machado, Oliveira and Fernandes (2009), full severity, linear RGB.
    fn simulate(c: [f32; 3], m: [[f32; 3]; 3]) -> [f32; 3] {
        let x: [f32; 3] = c.map(srgb_to_linear);
        let y = m.map(|r: [f32; 3]| (r[0] * x[0] + r[1] * x[1] + r[2] * x[2]).clamp(0.0, 1.0));
        [0, 1, 2].map(|k| linear_to_srgb(y[k]))
    }

    #[test]
    fn the_sign_survives_colour_blindness() {
        let deutan = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]];
        let protan =
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]];
        for m in [deutan, protan] {
            let mut last = f32::INFINITY;
            for v in values() {
                let l = lab(simulate(at(v), m)).l;
                assert!(l < last, "L* not falling at {v} for a colour-blind eye");
                last = l;
            }
            let apart = de(simulate(at(0.5), m), simulate(at(-0.5), m));
            assert!(apart > 20.0, "the two sides at half strength are only {apart} apart");
        }
    }

    #[test]
    fn grid_ink_stands_out_on_every_ground() {
        let dark_ink = [0.12, 0.08, 0.04];
        let light_ink = [0.93, 0.92, 0.88];
        for v in values() {
            let g = at(v);
            let ink = if luminance(g) < DARK_GROUND { light_ink } else { dark_ink };
            let dl = (lab(g).l - lab(ink).l).abs();
            assert!(dl >= 25.0, "line against ground at {v}: only {dl} in L*");
        }
    }

    #[test]
    fn fog_keeps_each_side_of_the_wood_in_lightness() {
        let wood = lab(WOOD).l;
        // The thickest fog (a coin toss, the mottle at its densest) and a
        // thin one: Black's ground stays darker than the wood, White's
        // lighter, and lightness still falls from White to Black (rule 5).
        for haze in [0.7, 0.85, 1.0] {
            let mut last = f32::INFINITY;
            for v in values() {
                let l = lab(fogged(v, WOOD, haze, 1.0)).l;
                // Weak values barely tint the wood even without fog; from
                // 0.3 on the side is plain.
                let margin = if v.abs() >= 0.3 { 2.0 } else { 0.0 };
                if v >= 0.1 {
                    assert!(l < wood - margin, "Black's ground at {v} under fog {haze}: L* {l}, wood {wood}");
                }
                if v <= -0.1 {
                    assert!(l > wood + margin, "White's ground at {v} under fog {haze}: L* {l}, wood {wood}");
                }
                assert!(l <= last + 1e-3, "L* rises at {v} under fog {haze}: {l} after {last}");
                last = l;
            }
        }
        // Full ownership under the thickest fog still stands apart from the
        // wood, and from the other side's fogged ground.
        let (b, w) = (fogged(1.0, WOOD, 1.0, 1.0), fogged(-1.0, WOOD, 1.0, 1.0));
        assert!(de(b, WOOD) >= 10.0 && de(w, WOOD) >= 5.0, "{} {}", de(b, WOOD), de(w, WOOD));
        assert!(de(b, w) >= 20.0);
        // No fog where the playouts agree.
        assert_eq!(fogged(0.8, WOOD, 0.5, 1.0), ground(0.8, WOOD, 1.0));
    }

    #[test]
    fn the_table_is_the_layer() {
        let t = table();
        let mid = t[STEPS / 2];
        assert_eq!(mid.w, 0.0);
        assert!(t[STEPS - 1].x < 0.02 && t[0].x > 0.8);
    }
}
