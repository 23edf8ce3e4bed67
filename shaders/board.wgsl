// The board's top: its painted picture (wood, lines, stars, coordinates)
// lit by goscape::light, with the stones' shadows of goscape::stones.

#import bevy_pbr::{forward_io::VertexOutput, mesh_view_bindings::view}
#import goscape::light::shade
#import goscape::stones::stone_shadow

struct BoardParams {
    gloss: f32,
    _pad0: f32,
    _pad1: f32,
    _pad2: f32,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> params: BoardParams;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var picture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var picture_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let base = textureSample(picture, picture_sampler, in.uv).rgb;
    let p = in.world_position.xyz;
    let n = normalize(in.world_normal);
    let to_eye = normalize(view.world_position - p);
    // Stones raised on the terrain cast their shadow on it, not here.
    let s = stone_shadow(p, 0.02, 0.02);
    let c = shade(base, n, to_eye, params.gloss, 24.0, s.x, s.y);
    return vec4<f32>(c, 1.0);
}
