// A plain material lit by goscape::light: stones, the board's body, the
// table, markers. Stones darken where they turn towards the board; the
// table takes the soft shadow of the board standing on it.

#import bevy_pbr::{forward_io::VertexOutput, mesh_view_bindings::view}
#import goscape::light::{SUN, shade}

struct Shaded {
    colour: vec4<f32>,
    emissive: vec4<f32>,
    gloss: f32,
    shininess: f32,
    // 1: darken the underside (stones).
    underside: f32,
    // Half the side of the board standing on this surface (the table), 0 if none.
    board_half: f32,
    // What far surfaces fade into (the table into the background).
    far: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> m: Shaded;

// Distance from p to a square of half side h centred at the origin
// (negative inside).
fn square_distance(p: vec2<f32>, h: f32) -> f32 {
    let d = abs(p) - vec2<f32>(h);
    return length(max(d, vec2<f32>(0.0))) + min(max(d.x, d.y), 0.0);
}

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let n = normalize(in.world_normal);
    let p = in.world_position.xyz;
    let to_eye = normalize(view.world_position - p);
    var sun = 1.0;
    var ao = 1.0;
    if m.underside > 0.0 {
        ao = mix(0.35, 1.0, smoothstep(-0.8, 0.5, n.y));
        sun = mix(1.0, ao, 0.5);
    }
    if m.board_half > 0.0 {
        // The board's slab rises from here to y = 0: the sun's ray from p
        // runs under it while its height is below 0. Three samples along
        // that run, a soft edge, and the dark where board meets table.
        let depth = max(-p.y, 0.0);
        let run = SUN.xz / SUN.y * depth;
        var lit = 1.0;
        for (var i = 0; i < 3; i++) {
            let q = p.xz + run * (f32(i) + 0.5) / 3.0;
            lit = min(lit, smoothstep(-0.15, 0.45, square_distance(q, m.board_half)));
        }
        sun = lit;
        let d = square_distance(p.xz, m.board_half);
        ao = 1.0 - 0.55 * exp(-max(d, 0.0) * 1.6);
    }
    var c = shade(m.colour.rgb, n, to_eye, m.gloss, m.shininess, sun, ao) + m.emissive.rgb;
    if m.board_half > 0.0 {
        c = mix(c, m.far.rgb, smoothstep(m.board_half * 1.5, m.board_half * 5.0, length(p.xz)));
    }
    return vec4<f32>(c, m.colour.a);
}
