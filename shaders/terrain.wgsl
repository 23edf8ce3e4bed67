// The influence terrain of goscape. The vertex stage reads the influence of
// every board point from a storage buffer (row by row from the top, [-1, 1],
// positive for Black), interpolates it with a Catmull-Rom bicubic (value and
// slope together), and raises the grid by its magnitude; the fragment stage
// colours it dark for Black, light for White, neutral in between, draws
// contour lines and lights it.

#import bevy_pbr::{
    mesh_functions,
    view_transformations::position_world_to_clip,
    mesh_view_bindings::view,
}
#import goscape::light::shade
#import goscape::stones::stone_shadow

struct TerrainParams {
    size: u32,
    height: f32,
    opacity: f32,
    contour_step: f32,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> params: TerrainParams;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<storage, read> values: array<f32>;

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
    @location(2) value: f32,
};

fn at(x: i32, y: i32) -> f32 {
    let n = i32(params.size);
    let cx = clamp(x, 0, n - 1);
    let cy = clamp(y, 0, n - 1);
    return values[u32(cy * n + cx)];
}

// Catmull-Rom weights for the samples at -1, 0, 1, 2 and their derivatives.
fn cr_weights(t: f32) -> vec4<f32> {
    let t2 = t * t;
    let t3 = t2 * t;
    return 0.5 * vec4<f32>(-t3 + 2.0 * t2 - t, 3.0 * t3 - 5.0 * t2 + 2.0, -3.0 * t3 + 4.0 * t2 + t, t3 - t2);
}
fn cr_slopes(t: f32) -> vec4<f32> {
    let t2 = t * t;
    return 0.5 * vec4<f32>(-3.0 * t2 + 4.0 * t - 1.0, 9.0 * t2 - 10.0 * t, -9.0 * t2 + 8.0 * t + 1.0, 3.0 * t2 - 2.0 * t);
}

// Influence and its gradient (per point spacing) at grid coordinates g.
fn sample(g: vec2<f32>) -> vec3<f32> {
    let n = f32(params.size);
    let base = clamp(floor(g), vec2<f32>(0.0), vec2<f32>(max(n - 2.0, 0.0)));
    let t = g - base;
    let ix = i32(base.x);
    let iy = i32(base.y);
    let wx = cr_weights(t.x);
    let wy = cr_weights(t.y);
    let dx = cr_slopes(t.x);
    let dy = cr_slopes(t.y);
    var v = 0.0;
    var gx = 0.0;
    var gy = 0.0;
    for (var j = 0; j < 4; j++) {
        var row = 0.0;
        var row_dx = 0.0;
        for (var i = 0; i < 4; i++) {
            let s = at(ix + i - 1, iy + j - 1);
            row += wx[i] * s;
            row_dx += dx[i] * s;
        }
        v += wy[j] * row;
        gx += wy[j] * row_dx;
        gy += dy[j] * row;
    }
    return vec3<f32>(v, gx, gy);
}

// A smooth absolute value, so that the frontier between the colours is a
// soft valley rather than a crease.
const SOFT: f32 = 0.06;
fn soft_abs(v: f32) -> f32 {
    return sqrt(v * v + SOFT * SOFT) - SOFT;
}

@vertex
fn vertex(v: Vertex) -> VOut {
    var out: VOut;
    let g = v.uv * (f32(params.size) - 1.0);
    let s = sample(g);
    let value = clamp(s.x, -1.0, 1.0);
    let h = soft_abs(value) * params.height;
    // d soft_abs / d value, times the height: the slope of the surface.
    let k = params.height * value / sqrt(value * value + SOFT * SOFT);
    let local = v.position + vec3<f32>(0.0, h, 0.0);
    let world_from_local = mesh_functions::get_world_from_local(v.instance_index);
    out.world_position = mesh_functions::mesh_position_local_to_world(world_from_local, vec4<f32>(local, 1.0));
    out.clip_position = position_world_to_clip(out.world_position.xyz);
    let n_local = normalize(vec3<f32>(-k * s.y, 1.0, -k * s.z));
    out.world_normal = mesh_functions::mesh_normal_local_to_world(n_local, v.instance_index);
    out.value = value;
    return out;
}

@fragment
fn fragment(m: VOut) -> @location(0) vec4<f32> {
    let v = m.value;
    let a = abs(v);
    let black = vec3<f32>(0.012, 0.014, 0.025);
    let white = vec3<f32>(0.97, 0.96, 0.93);
    let neutral = vec3<f32>(0.55, 0.45, 0.33);
    let side = select(white, black, v > 0.0);
    var c = mix(neutral, side, smoothstep(0.0, 0.45, a));

    // Contour lines every `contour_step` of influence; none in the near
    // neutral ground, where they would only trace noise.
    let f = a / params.contour_step;
    let w = max(fwidth(f), 1e-4);
    let d = abs(fract(f + 0.5) - 0.5) / w;
    // Nor on the flat tops where the influence is full: there |v| sits at
    // 1, exactly on a contour, and the line would fill whole triangles.
    let line = (1.0 - clamp(d - 0.5, 0.0, 1.0)) * smoothstep(0.5 * params.contour_step, params.contour_step, a)
        * (1.0 - smoothstep(1.0 - 0.25 * params.contour_step, 1.0 - 0.05 * params.contour_step, a));
    let line_colour = select(vec3<f32>(0.25, 0.22, 0.19), vec3<f32>(0.42, 0.40, 0.37), v > 0.0);
    c = mix(c, line_colour, line * 0.6);

    let n = normalize(m.world_normal);
    let to_eye = normalize(view.world_position - m.world_position.xyz);
    // Where the ground is nearly flat the board below shows the shadows.
    var s = vec2<f32>(1.0);
    if a > 0.05 {
        s = stone_shadow(m.world_position.xyz, 1e6, params.height);
    }
    let lit = shade(c, n, to_eye, 0.25, 48.0, s.x, s.y);

    let strength = smoothstep(0.03, 0.5, a);
    let alpha = params.opacity * (0.08 + 0.92 * strength) + line * 0.3 * params.opacity;
    return vec4<f32>(lit, clamp(alpha, 0.0, 1.0));
}
