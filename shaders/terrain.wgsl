// The board's top, with the influence terrain on it: one surface for the
// wood, the grid and the terrain, so that every intersection has one
// place. The vertex stage raises the mesh by the height field of
// src/app/relief.rs (read from a buffer at the vertex's own sample: the
// CPU picks and places stones on the very same heights) and interpolates
// the influence bicubically through the points (positive for Black). The
// fragment stage lays the ramp of src/app/ramp.rs over the wood, lights
// it, draws contour lines on the value, and draws the grid, star points
// and coordinates of the board's picture (its alpha) in an ink that flips
// with the ground: dark on light, light on dark.

#import bevy_pbr::{
    mesh_functions,
    view_transformations::position_world_to_clip,
    mesh_view_bindings::view,
}
#import goscape::light::shade
#import goscape::stones::stone_shadow

struct TerrainParams {
    size: u32,
    cells: u32,
    k: u32,
    // How strongly the ramp covers the wood (0: bare board).
    strength: f32,
    contour_step: f32,
    // Luminance below which the ground takes light ink.
    dark_ground: f32,
    // The most of the ground's colour the fog of uncertainty takes back
    // to the wood (0: no fog; ramp.rs, `FOG_VEIL`).
    fog: f32,
    _pad1: f32,
};

struct Ramp {
    colours: array<vec4<f32>, 65>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> params: TerrainParams;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<storage, read> values: array<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var<storage, read> heights: array<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var<uniform> ramp: Ramp;
@group(#{MATERIAL_BIND_GROUP}) @binding(4) var picture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(5) var picture_sampler: sampler;
@group(#{MATERIAL_BIND_GROUP}) @binding(6) var<storage, read> spread: array<f32>;

const DARK_INK: vec3<f32> = vec3<f32>(0.0137, 0.0070, 0.0030);
const LIGHT_INK: vec3<f32> = vec3<f32>(0.855, 0.831, 0.745);

struct Vertex {
    @builtin(instance_index) instance_index: u32,
    @location(0) position: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) uv: vec2<f32>,
};

struct VOut {
    @builtin(position) clip_position: vec4<f32>,
    @location(0) world_position: vec4<f32>,
    @location(1) world_normal: vec3<f32>,
    @location(2) uv: vec2<f32>,
    @location(3) value: f32,
    // How far outside the outer lines, in spacings (0 on the grid).
    @location(4) outside: f32,
    // The ramp's colour and opacity at the value, looked up per vertex:
    // a table indexed per pixel is slow on a software renderer.
    @location(5) layer: vec4<f32>,
    // How unsure the ground is here, 0 to 1.
    @location(6) haze: f32,
};

fn at(x: i32, y: i32) -> f32 {
    let n = i32(params.size);
    let cx = clamp(x, 0, n - 1);
    let cy = clamp(y, 0, n - 1);
    return values[u32(cy * n + cx)];
}

// Catmull-Rom weights for the samples at -1, 0, 1, 2 (relief.rs, `catmull_rom`).
fn cr_weights(t: f32) -> vec4<f32> {
    let t2 = t * t;
    let t3 = t2 * t;
    return 0.5 * vec4<f32>(-t3 + 2.0 * t2 - t, 3.0 * t3 - 5.0 * t2 + 2.0, -3.0 * t3 + 4.0 * t2 + t, t3 - t2);
}

// Influence at grid coordinates g (points at whole numbers), clamped to the
// grid (relief.rs, `value_at`).
fn sample(g_in: vec2<f32>) -> f32 {
    let n = f32(params.size);
    let g = clamp(g_in, vec2<f32>(0.0), vec2<f32>(n - 1.0));
    let base = clamp(floor(g), vec2<f32>(0.0), vec2<f32>(max(n - 2.0, 0.0)));
    let t = g - base;
    let ix = i32(base.x);
    let iy = i32(base.y);
    let wx = cr_weights(t.x);
    let wy = cr_weights(t.y);
    var v = 0.0;
    for (var j = 0; j < 4; j++) {
        var row = 0.0;
        for (var i = 0; i < 4; i++) {
            row += wx[i] * at(ix + i - 1, iy + j - 1);
        }
        v += wy[j] * row;
    }
    return clamp(v, -1.0, 1.0);
}

// The spread at grid coordinates g, bilinear: fog needs no more.
fn spread_at(g_in: vec2<f32>) -> f32 {
    let n = i32(params.size);
    let g = clamp(g_in, vec2<f32>(0.0), vec2<f32>(f32(n) - 1.0));
    let x0 = i32(floor(g.x));
    let y0 = i32(floor(g.y));
    let x1 = min(x0 + 1, n - 1);
    let y1 = min(y0 + 1, n - 1);
    let t = g - floor(g);
    let top = mix(spread[u32(y0 * n + x0)], spread[u32(y0 * n + x1)], t.x);
    let bottom = mix(spread[u32(y1 * n + x0)], spread[u32(y1 * n + x1)], t.x);
    return mix(top, bottom, t.y);
}

fn height(i: u32, j: u32) -> f32 {
    return heights[j * (params.k + 1u) + i];
}

// The ramp's colour and opacity at value v (ramp.rs, `table`).
fn ramp_at(v: f32) -> vec4<f32> {
    let x = (clamp(v, -1.0, 1.0) * 0.5 + 0.5) * 64.0;
    let i = u32(min(floor(x), 63.0));
    return mix(ramp.colours[i], ramp.colours[i + 1u], x - f32(i));
}

fn hash2(c: vec2<f32>) -> f32 {
    return fract(sin(dot(c, vec2<f32>(12.9898, 78.233))) * 43758.547);
}

// Smooth value noise, 0 to 1: the fog's mottling, with no cell edges.
fn value_noise(x: vec2<f32>) -> f32 {
    let i = floor(x);
    let f = fract(x);
    let u = f * f * (3.0 - 2.0 * f);
    let top = mix(hash2(i), hash2(i + vec2<f32>(1.0, 0.0)), u.x);
    let bottom = mix(hash2(i + vec2<f32>(0.0, 1.0)), hash2(i + vec2<f32>(1.0, 1.0)), u.x);
    return mix(top, bottom, u.y);
}

@vertex
fn vertex(v: Vertex) -> VOut {
    var out: VOut;
    let k = params.k;
    let i = u32(round(v.uv.x * f32(k)));
    let j = u32(round(v.uv.y * f32(k)));
    let h = height(i, j);
    // The slope from the neighbouring samples (one-sided at the rim).
    let il = select(i - 1u, 0u, i == 0u);
    let ir = min(i + 1u, k);
    let jl = select(j - 1u, 0u, j == 0u);
    let jr = min(j + 1u, k);
    let step = 1.0 / f32(params.cells);
    let gx = (height(ir, j) - height(il, j)) / (step * f32(ir - il));
    let gz = (height(i, jr) - height(i, jl)) / (step * f32(jr - jl));
    let local = v.position + vec3<f32>(0.0, h, 0.0);
    let world_from_local = mesh_functions::get_world_from_local(v.instance_index);
    out.world_position = mesh_functions::mesh_position_local_to_world(world_from_local, vec4<f32>(local, 1.0));
    out.clip_position = position_world_to_clip(out.world_position.xyz);
    out.world_normal = mesh_functions::mesh_normal_local_to_world(normalize(vec3<f32>(-gx, 1.0, -gz)), v.instance_index);
    out.uv = v.uv;
    // The colour fades to bare wood over the margin, where the
    // coordinates are.
    let n = f32(params.size);
    let g = v.position.xz + vec2<f32>((n - 1.0) * 0.5);
    let outside = max(max(-g.x, g.x - (n - 1.0)), max(-g.y, g.y - (n - 1.0)));
    out.value = sample(g) * (1.0 - smoothstep(0.3, 0.9, outside));
    out.outside = max(outside, 0.0);
    out.layer = ramp_at(out.value);
    out.haze = select(0.0, spread_at(g) * (1.0 - smoothstep(0.3, 0.9, outside)), params.fog > 0.0);
    return out;
}

@fragment
fn fragment(m: VOut) -> @location(0) vec4<f32> {
    let picture_texel = textureSample(picture, picture_sampler, m.uv);
    let wood = picture_texel.rgb;
    let v = m.value;
    var ground = mix(wood, m.layer.rgb, clamp(m.layer.a * params.strength, 0.0, 1.0));
    // Fog: a point one side owns in nine playouts of ten (a spread of
    // 0.6) stays clear, a coin toss (1) is veiled; a point that is nobody's
    // in every playout (dame, seki) has no spread and stays clear too. The
    // veil takes the side's colour part of the way back to the wood, never
    // all of it, so that the ground keeps its side of the wood in
    // lightness; it is mottled so that it reads as weather, not paint
    // (ramp.rs, `fogged`, is the same sum).
    if params.fog > 0.0 {
        let mottle = value_noise(m.uv * f32(params.size) * 1.5);
        let thick = smoothstep(0.6, 0.98, m.haze) * min(params.strength, 1.0);
        ground = mix(ground, wood, thick * params.fog * (0.7 + 0.3 * mottle));
    }

    let n = normalize(m.world_normal);
    let p = m.world_position.xyz;
    let to_eye = normalize(view.world_position - p);
    let s = stone_shadow(p, 0.02, 0.02);
    var c = shade(ground, n, to_eye, 0.12, 24.0, s.x, s.y);

    // Ink that stands out from the ground under it, unlit so that it reads
    // the same on every slope.
    let lum = dot(ground, vec3<f32>(0.2126, 0.7152, 0.0722));
    let ink = select(DARK_INK, LIGHT_INK, lum < params.dark_ground);

    // Contour lines every `contour_step` of value, thinner and fainter
    // than the grid: none at zero (noise there) nor at full value, nor in
    // the margin, where the value only fades out.
    if params.strength > 0.0 {
        let a = abs(v);
        let f = a / params.contour_step;
        let w = max(fwidth(f), 1e-4);
        let d = abs(fract(f + 0.5) - 0.5) / w;
        let near = smoothstep(0.5 * params.contour_step, params.contour_step, a)
            * (1.0 - smoothstep(1.0 - 0.25 * params.contour_step, 1.0 - 0.05 * params.contour_step, a));
        let line = (1.0 - clamp(d - 0.35, 0.0, 1.0)) * near * min(params.strength, 1.0)
            * (1.0 - smoothstep(0.0, 0.15, m.outside));
        c = mix(c, ink, line * 0.3);
    }
    c = mix(c, ink, picture_texel.a * 0.92);
    return vec4<f32>(c, 1.0);
}
