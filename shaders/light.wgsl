// The light of goscape's scene, shared by its materials: one sun (`SUN`,
// the direction towards it), a sky above and warm bounce light
// from below, a highlight and a grazing reflection of the sky. Cheap on
// purpose: every material of the scene is lit here, with no shadow maps, so
// that a frame stays fast even on a software renderer.

#define_import_path goscape::light

const SUN: vec3<f32> = vec3<f32>(-0.5514, 0.7018, -0.4511);
const SUN_COLOUR: vec3<f32> = vec3<f32>(1.2, 1.13, 1.04);
const SKY: vec3<f32> = vec3<f32>(0.62, 0.68, 0.80);
const GROUND: vec3<f32> = vec3<f32>(0.30, 0.24, 0.18);

// The light leaving a surface of colour `base` (linear) with unit normal
// `n`, seen along `to_eye`. `gloss` scales the highlight and the sky's
// reflection, `shininess` narrows the highlight, `sun` in [0, 1] is how
// much of the sun reaches the place (shadows), `ao` how much of the sky.
fn shade(base: vec3<f32>, n: vec3<f32>, to_eye: vec3<f32>, gloss: f32, shininess: f32, sun: f32, ao: f32) -> vec3<f32> {
    let up = n.y * 0.5 + 0.5;
    let ambient = mix(GROUND, SKY, up) * 0.6 * ao;
    let diffuse = SUN_COLOUR * max(dot(n, SUN), 0.0) * sun;
    let h = normalize(SUN + to_eye);
    let highlight = SUN_COLOUR * pow(max(dot(n, h), 0.0), shininess) * gloss * sun;
    let fresnel = pow(1.0 - clamp(dot(n, to_eye), 0.0, 1.0), 4.0);
    let r = reflect(-to_eye, n);
    let sky_seen = mix(GROUND, SKY, smoothstep(-0.2, 0.6, r.y));
    let reflection = sky_seen * (0.04 + 0.5 * fresnel) * gloss * ao;
    return base * (ambient + diffuse) + highlight + reflection;
}
