// The shadows of the stones, worked out from the position itself: each
// stone is an ellipsoid standing on a known point, so the sun's ray from a
// place either passes through one of the few stones near it or reaches the
// sky. Soft edges, and a little dark where a stone touches the surface. A
// material that imports this binds the stone field (src/app/look.rs) at
// binding 10 of its group.

#define_import_path goscape::stones

#import goscape::light::SUN

// Stone radius across and half height, in world units (src/app/geometry.rs).
const RADIUS: f32 = 0.475;
const HALF_HEIGHT: f32 = 0.2;

// What stands on the board: the side of the grid, then for every point row
// by row from the top the height of the base of its stone, or -1 if none.
// Points are one unit apart, centred on the origin.
struct Stones {
    size: f32,
    base: array<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(10) var<storage, read> stones: Stones;

// At world position p: the share of the sun that gets past the stones (1:
// all) and of the sky near their feet. Only stones whose base is at most
// `highest` and no higher than `lift` above p are looked at, those within
// reach of where such a stone's shadow would fall: on the board, with every
// stone on it, that is at most four points.
fn stone_shadow(p: vec3<f32>, highest: f32, lift: f32) -> vec2<f32> {
    let n = i32(stones.size);
    let half = (stones.size - 1.0) * 0.5;
    // A stone at c shades p when p lies (height of c's middle above p)
    // times SUN.xz / SUN.y away from c, give or take its radius and
    // penumbra; that height is between 0 and lift + HALF_HEIGHT.
    let run = SUN.xz / SUN.y;
    let mid = 0.5 * (lift + HALF_HEIGHT);
    let centre = p.xz + run * mid + vec2<f32>(half);
    let reach = RADIUS * 1.5 + mid * length(run);
    let lo = vec2<i32>(max(ceil(centre - reach), vec2<f32>(0.0)));
    let hi = vec2<i32>(min(floor(centre + reach), vec2<f32>(stones.size - 1.0)));
    // Squash the stones into balls: y scaled by radius / half height.
    let k = RADIUS / HALF_HEIGHT;
    let l = normalize(vec3<f32>(SUN.x, SUN.y * k, SUN.z));
    let ps = vec3<f32>(p.x, p.y * k, p.z);
    var lit = 1.0;
    var ao = 1.0;
    for (var y = lo.y; y <= hi.y; y++) {
        for (var x = lo.x; x <= hi.x; x++) {
            let g = vec2<i32>(x, y);
            let base = stones.base[g.y * n + g.x];
            if base < 0.0 || base > highest || base > p.y + lift {
                continue;
            }
            let cxz = vec2<f32>(g) - vec2<f32>(half);
            let c = vec3<f32>(cxz.x, (base + HALF_HEIGHT) * k, cxz.y);
            let t = dot(c - ps, l);
            if t > 0.0 {
                let d = length(c - ps - l * t);
                let soft = 0.06 + 0.12 * t;
                lit = min(lit, smoothstep(RADIUS - soft, RADIUS + soft, d));
            }
            let foot = length(cxz - p.xz);
            let near = 1.0 - smoothstep(0.0, 0.25, abs(p.y - base));
            ao = min(ao, mix(1.0, smoothstep(RADIUS * 0.7, RADIUS * 1.45, foot), near * 0.6));
        }
    }
    return vec2<f32>(lit, ao);
}
