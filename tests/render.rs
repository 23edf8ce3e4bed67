//! The real scene, rendered: `goscape render` offscreen with Mesa's
//! software Vulkan (lavapipe), and the window under Xvfb, clicked with
//! xdotool. These tests need `mesa-vulkan-drivers`, `xvfb` and `xdotool`
//! (apt-get install -y xvfb mesa-vulkan-drivers xdotool) and fail, saying
//! so, when they are missing.
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use goscape::app::camera::{CameraPreset, orbit_transform, preset_orbit};
use goscape::app::geometry::{STONE_HEIGHT, point_to_world};
use goscape::go::Point;

mod common;
use common::XServer;

const BIN: &str = env!("CARGO_BIN_EXE_goscape");

fn require_lavapipe() {
    let found = ["/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d"].iter().any(|d| {
        std::fs::read_dir(d)
            .map(|rd| rd.flatten().any(|e| e.file_name().to_string_lossy().starts_with("lvp_icd")))
            .unwrap_or(false)
    });
    assert!(found, "Mesa's lavapipe Vulkan driver is missing: apt-get install -y mesa-vulkan-drivers");
}

struct Picture {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Picture {
    fn read(path: &Path) -> Picture {
        let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("no picture at {}: {e}", path.display()));
        let mut reader = png::Decoder::new(std::io::BufReader::new(file)).read_info().expect("a PNG file");
        let mut buf = vec![0; reader.output_buffer_size().expect("a sane PNG size")];
        let info = reader.next_frame(&mut buf).expect("PNG data");
        let channels = match info.color_type {
            png::ColorType::Rgb => 3,
            png::ColorType::Rgba => 4,
            other => panic!("unexpected PNG colour type {other:?}"),
        };
        let rgb =
            buf[..info.line_size * info.height as usize].chunks(channels).flat_map(|p| [p[0], p[1], p[2]]).collect();
        Picture { width: info.width, height: info.height, rgb }
    }

    /// Mean brightness (0-255) of the 5x5 pixels around (x, y).
    fn brightness(&self, x: u32, y: u32) -> f32 {
        let mut sum = 0.0;
        for dy in -2i32..=2 {
            for dx in -2i32..=2 {
                let (px, py) = ((x as i32 + dx) as usize, (y as i32 + dy) as usize);
                let k = (py * self.width as usize + px) * 3;
                sum += (self.rgb[k] as f32 + self.rgb[k + 1] as f32 + self.rgb[k + 2] as f32) / 3.0;
            }
        }
        sum / 25.0
    }

    fn rgb_at(&self, x: u32, y: u32) -> [u8; 3] {
        let k = (y as usize * self.width as usize + x as usize) * 3;
        [self.rgb[k], self.rgb[k + 1], self.rgb[k + 2]]
    }
}

/// Where a world position appears in a `w` x `h` picture taken from a
/// camera preset (Bevy's default perspective: 45 degrees vertical).
fn project(size: usize, world: Vec3, preset: CameraPreset, w: u32, h: u32) -> (u32, u32) {
    project_view(size, world, preset, (w, h), 0.0, 0.0)
}

/// `project` for a view whose board is moved left by `shift` of its width
/// (the window's, to leave room for the panel) and fitted below the `top`
/// share of its height (the key's).
fn project_view(
    size: usize,
    world: Vec3,
    preset: CameraPreset,
    (w, h): (u32, u32),
    shift: f32,
    top: f32,
) -> (u32, u32) {
    let aspect = w as f32 / h as f32;
    let t = orbit_transform(preset_orbit(preset, size, aspect, shift, top));
    let view = Mat4::from_rotation_translation(t.rotation, t.translation).inverse();
    let v = view.transform_point3(world);
    let f = 1.0 / (std::f32::consts::FRAC_PI_4 / 2.0).tan();
    let (nx, ny) = (f / aspect * v.x / -v.z, f * v.y / -v.z);
    (((nx + 1.0) / 2.0 * w as f32) as u32, ((1.0 - ny) / 2.0 * h as f32) as u32)
}

fn render(args: &[&str], out: &Path) {
    let status = Command::new(BIN)
        .arg("render")
        .args(args)
        .arg("--out")
        .arg(out)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .status()
        .expect("goscape runs");
    assert!(status.success(), "goscape render {args:?} failed");
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("goscape-test-{}-{name}", std::process::id()))
}

#[test]
fn a_rendered_position_shows_black_stones_dark_white_stones_light_and_the_terrain() {
    require_lavapipe();
    let (w, h) = (480, 360);
    let moves = "D4 Q16 Q4 D16 K10";
    let common = ["--moves", moves, "--camera", "top", "--resolution", "480x360"];
    let plain = temp("plain.png");
    let terrain = temp("terrain.png");
    render(&common, &plain);
    render(&[&common[..], &["--overlay", "terrain:control"]].concat(), &terrain);
    let a = Picture::read(&plain);
    let b = Picture::read(&terrain);
    assert_eq!((a.width, a.height), (w, h));

    let at = |p: Point, lift: f32| project(19, point_to_world(19, p) + Vec3::Y * lift, CameraPreset::Top, w, h);
    let stone = |gtp: &str| at(Point::parse_gtp(gtp, 19).unwrap().unwrap(), STONE_HEIGHT);
    // K10, the last move, wears the red marker: not a test of colour.
    for black in ["D4", "Q4"] {
        let (x, y) = stone(black);
        let v = a.brightness(x, y);
        assert!(v < 70.0, "the black stone at {black} ({x},{y}) has brightness {v}");
    }
    for white in ["Q16", "D16"] {
        let (x, y) = stone(white);
        let v = a.brightness(x, y);
        assert!(v > 170.0, "the white stone at {white} ({x},{y}) has brightness {v}");
    }
    // The empty board between them is wood: warm and middling.
    let (x, y) = at(Point::parse_gtp("G7", 19).unwrap().unwrap(), 0.0);
    let [r, g, bl] = a.rgb_at(x, y);
    assert!(r > g && g > bl && (90..235).contains(&r) && r - bl > 30, "wood at G7 is {:?}", [r, g, bl]);

    // Next to the black stones the terrain darkens the board, next to the
    // white ones it lightens it; far from every stone it changes little.
    let board = |gtp: &str| at(Point::parse_gtp(gtp, 19).unwrap().unwrap(), 0.0);
    for (gtp, darker) in [("D5", true), ("Q5", true), ("D15", false), ("Q15", false)] {
        let (x, y) = board(gtp);
        let (before, after) = (a.brightness(x, y), b.brightness(x, y));
        if darker {
            assert!(after < before - 25.0, "at {gtp} the terrain should darken: {before} -> {after}");
        } else {
            assert!(after > before + 15.0, "at {gtp} the terrain should lighten: {before} -> {after}");
        }
    }
    let _ = std::fs::remove_file(plain);
    let _ = std::fs::remove_file(terrain);
}

/// CIE L* (0 black to 100 white) of an sRGB colour.
fn lightness([r, g, b]: [u8; 3]) -> f32 {
    let lin = |c: u8| {
        let c = c as f32 / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    let y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    if y > 216.0 / 24389.0 { 116.0 * y.cbrt() - 16.0 } else { y * 24389.0 / 27.0 }
}

#[test]
fn fog_keeps_each_side_s_ground_on_its_side_of_the_wood() {
    // Shared legibility rule: lightness tells the side, with the fog on too.
    // Black holds the left of a 9x9 board, White the right; between
    // them ownership is uncertain and the fog thick.
    require_lavapipe();
    let (w, h) = (480, 360);
    let common =
        ["--moves", "C3 G7 C7 G3", "--size", "9", "--camera", "top", "--resolution", "480x360", "--relief", "0"];
    let (plain, clear, fogged) = (temp("fog-plain.png"), temp("fog-clear.png"), temp("fog-on.png"));
    render(&common, &plain);
    render(&[&common[..], &["--overlay", "terrain:ownership"]].concat(), &clear);
    render(&[&common[..], &["--overlay", "terrain:ownership", "--fog"]].concat(), &fogged);
    let (wood, clear, fog) = (Picture::read(&plain), Picture::read(&clear), Picture::read(&fogged));
    // The middle of each grid square with its lower left corner at (x, y):
    // no line, no stone.
    let square = |x: u8, y: u8| {
        let a = point_to_world(9, Point::new(x, y));
        let b = point_to_world(9, Point::new(x + 1, y + 1));
        project(9, (a + b) / 2.0, CameraPreset::Top, w, h)
    };
    let mean_l = |p: &Picture, squares: &[(u8, u8)]| {
        squares.iter().map(|&(x, y)| lightness(p.rgb_at(square(x, y).0, square(x, y).1))).sum::<f32>()
            / squares.len() as f32
    };
    let rows = [2u8, 3, 4, 5];
    let black: Vec<(u8, u8)> = rows.iter().flat_map(|&y| [(0, y), (1, y)]).collect();
    let white: Vec<(u8, u8)> = rows.iter().flat_map(|&y| [(6, y), (7, y)]).collect();
    let (wood_b, wood_w) = (mean_l(&wood, &black), mean_l(&wood, &white));
    let (fog_b, fog_w) = (mean_l(&fog, &black), mean_l(&fog, &white));
    assert!(fog_b < wood_b - 3.0, "Black's fogged ground L* {fog_b} against the wood's {wood_b}");
    assert!(fog_w > wood_w + 3.0, "White's fogged ground L* {fog_w} against the wood's {wood_w}");
    // The fog takes the colour back toward the wood, never past the
    // ground's own lightness without it.
    let (clear_b, clear_w) = (mean_l(&clear, &black), mean_l(&clear, &white));
    assert!(fog_b >= clear_b - 1.0, "fog darkened Black's ground: {clear_b} -> {fog_b}");
    assert!(fog_w <= clear_w + 1.0, "fog lightened White's ground: {clear_w} -> {fog_w}");
    // The fog is there: the sides' ground, uncertain this early, changes.
    let change: f32 = black
        .iter()
        .chain(&white)
        .map(|&(x, y)| {
            let (px, py) = square(x, y);
            let (a, b) = (clear.rgb_at(px, py), fog.rgb_at(px, py));
            (0..3).map(|k| (a[k] as f32 - b[k] as f32).abs()).sum::<f32>()
        })
        .sum::<f32>()
        / (black.len() + white.len()) as f32;
    println!(
        "L*: wood {wood_b:.1}/{wood_w:.1}, Black {clear_b:.1} clear, {fog_b:.1} fogged, White {clear_w:.1} clear, \
         {fog_w:.1} fogged; the fog changes the sides' colour by {change:.1} (RGB sum)"
    );
    assert!(change > 10.0, "the fog does not show: {change}");
    for f in [plain, temp("fog-clear.png"), fogged] {
        let _ = std::fs::remove_file(f);
    }
}

/// The share of a picture's dark-stone pixels (dark and grey, unlike any
/// ground) that the other picture has at the same place: intersection over
/// union.
fn dark_stone_overlap(a: &Picture, b: &Picture) -> (f64, usize) {
    let dark = |p: &Picture, k: usize| {
        let [r, g, bl] = [p.rgb[k] as i32, p.rgb[k + 1] as i32, p.rgb[k + 2] as i32];
        r.max(g).max(bl) <= 45 && (r - bl).abs() <= 6 && (r - g).abs() <= 6
    };
    let (mut both, mut either) = (0usize, 0usize);
    for k in (0..a.rgb.len()).step_by(3) {
        let (x, y) = (dark(a, k), dark(b, k));
        both += (x && y) as usize;
        either += (x || y) as usize;
    }
    (both as f64 / either.max(1) as f64, either)
}

#[test]
fn stones_stay_on_their_points_whatever_the_relief() {
    require_lavapipe();
    let game = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sgf/Honinbo-51-5.sgf");
    for camera in ["top", "player"] {
        let common = ["--sgf", game, "--move", "120", "--camera", camera, "--resolution", "640x400"];
        let flat = temp(&format!("flat-{camera}.png"));
        let raised = temp(&format!("raised-{camera}.png"));
        render(&common, &flat);
        render(&[&common[..], &["--overlay", "terrain:control", "--relief", "2"]].concat(), &raised);
        let (overlap, pixels) = dark_stone_overlap(&Picture::read(&flat), &Picture::read(&raised));
        println!("{camera} camera: dark-stone pixels overlap {:.1}% of {pixels}", overlap * 100.0);
        assert!(pixels > 2000, "too few dark-stone pixels to judge: {pixels}");
        assert!(overlap > 0.9, "{camera}: the black stones moved with the relief: overlap {overlap:.3}");
        let _ = std::fs::remove_file(flat);
        let _ = std::fs::remove_file(raised);
    }
}

#[test]
fn the_window_opens_under_xvfb_with_the_board_and_the_panel() {
    require_lavapipe();
    let x = XServer::start();
    let shot = temp("window.png");
    let status = Command::new(BIN)
        .args(["play", "--black", "human", "--white", "human", "--size", "9", "--screenshot"])
        .arg(&shot)
        .args(["--screenshot-after", "10"])
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_DATA_HOME", std::env::temp_dir().join(format!("goscape-test-{}-data", std::process::id())))
        .status()
        .expect("goscape runs");
    assert!(status.success(), "goscape play failed under {}", x.display);
    let p = Picture::read(&shot);
    assert_eq!((p.width, p.height), (1280, 800));
    // The panel on the right is egui's dark grey; the board left of it is wood.
    let panel = p.brightness(1200, 600);
    assert!(panel < 60.0, "panel brightness {panel}");
    // Most of a patch there is wood; a grid line may cross it.
    let patch: Vec<[u8; 3]> = (400..460)
        .step_by(3)
        .flat_map(|x| (390..450).step_by(3).map(move |y| (x, y)))
        .map(|(x, y)| p.rgb_at(x, y))
        .collect();
    let wood = patch.iter().filter(|[r, g, b]| r > g && g > b && *r > 120).count();
    assert!(wood * 10 > patch.len() * 7, "board colour: {wood} of {} wood, {:?}", patch.len(), patch[0]);
    let _ = std::fs::remove_file(shot);
}

/// The rect named `name` in a UI layout file (`goscape play --layout`):
/// left, top, right, bottom in points; `None` where it was not drawn.
fn layout_rect(layout: &serde_json::Value, name: &str) -> Option<Vec<f64>> {
    Some(layout["rects"][name].as_array()?.iter().map(|x| x.as_f64().unwrap()).collect())
}

/// Opens `record` in the window on `display` with `args` (two human seats
/// added), takes a screenshot into `shot` after `frames` frames, and
/// returns the UI's layout file (its text, parsed); `what` names the run in
/// failures.
fn play_with_layout(
    display: &str,
    record: &Path,
    args: &[&str],
    frames: u32,
    (layout, shot): (&Path, &Path),
    what: &str,
) -> (String, serde_json::Value) {
    let _ = std::fs::remove_file(layout);
    let out = Command::new(BIN)
        .args(["play", "--sgf"])
        .arg(record)
        .args(["--black", "human", "--white", "human"])
        .args(args)
        .args(["--screenshot-after", &frames.to_string(), "--layout"])
        .arg(layout)
        .arg("--screenshot")
        .arg(shot)
        .env("DISPLAY", display)
        .output()
        .expect("goscape runs");
    assert!(out.status.success(), "{what}: {}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(layout).unwrap_or_else(|e| panic!("{what}: no layout written: {e}"));
    let v = serde_json::from_str(&text).unwrap();
    (text, v)
}

#[test]
fn the_key_s_readouts_and_the_game_are_on_screen_at_three_window_sizes() {
    // From the UI's own layout (`goscape play --layout`): the what-if
    // value and the value under the pointer in the key over the view, and
    // the game section of the panel, inside the window without scrolling.
    require_lavapipe();
    let x = XServer::start_screen(1920, 1080);
    let record = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf/Honinbo-51-5.sgf");
    for (w, h) in [(1280, 800), (1920, 1080), (1024, 768)] {
        let layout = temp(&format!("layout-{w}.json"));
        let shot = temp(&format!("layout-{w}.png"));
        let size = format!("{w}x{h}");
        let args = ["--move", "120", "--what-if", "R5", "--window", &size];
        let (text, v) = play_with_layout(&x.display, &record, &args, 12, (&layout, &shot), &size);
        let window = (v["window"][0].as_f64().unwrap(), v["window"][1].as_f64().unwrap());
        assert_eq!(window, (w as f64, h as f64), "{text}");
        for name in ["legend.what_if", "legend.value", "panel.game"] {
            let r = layout_rect(&v, name).unwrap_or_else(|| panic!("{w}x{h}: {name} was not drawn: {text}"));
            assert!(
                r[0] >= 0.0 && r[1] >= 0.0 && r[2] <= window.0 + 0.5 && r[3] <= window.1 + 0.5,
                "{w}x{h}: {name} at {r:?} is not all on screen"
            );
        }
        let p = Picture::read(&shot);
        assert_eq!((p.width, p.height), (w, h));
        let _ = std::fs::remove_file(layout);
        let _ = std::fs::remove_file(shot);
    }
}

#[test]
fn a_group_s_reading_wraps_in_the_view_clear_of_the_panel() {
    // The reading of a race (three lines, the race's count a long one) in
    // a small window: from the UI's own layout, its box lies left of the
    // panel and inside the window.
    require_lavapipe();
    let x = XServer::start();
    let record = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/problems/race-kill-or-seki.sgf");
    let layout = temp("layout-reading.json");
    let shot = temp("layout-reading.png");
    let args = ["--read", "F9", "--window", "1024x768"];
    let (text, v) = play_with_layout(&x.display, &record, &args, 15, (&layout, &shot), "the reading");
    let rect = |name: &str| layout_rect(&v, name).unwrap_or_else(|| panic!("{name} was not drawn: {text}"));
    let (reading, panel) = (rect("reading"), rect("panel.game"));
    assert!(reading[2] <= panel[0], "the reading {reading:?} runs under the panel {panel:?}");
    assert!(reading[0] >= 0.0 && reading[3] <= 768.5, "the reading {reading:?} is not all on screen");
    let _ = std::fs::remove_file(layout);
    let _ = std::fs::remove_file(shot);
}

/// Runs xdotool on `display`; true if it succeeded.
fn xdotool(display: &str, args: &[&str]) -> bool {
    let bin = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"]
        .into_iter()
        .find(|p| Path::new(p).exists())
        .unwrap_or_else(|| panic!("xdotool is missing: apt-get install -y xdotool"));
    Command::new(bin).args(args).env("DISPLAY", display).status().is_ok_and(|s| s.success())
}

/// A 9x9 record with walls on both sides, so that the ground rises.
const WALLS: &str = "(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[gg];B[cg];W[gc];B[dd];W[ff];B[cd];W[fc];B[dg];W[gf])";

#[test]
fn a_left_click_at_maximum_relief_plays_the_intersection_drawn_under_the_pointer() {
    use goscape::app::relief::{RELIEF_MAX, Relief};
    use goscape::app::terrain::model_values;
    require_lavapipe();
    let x = XServer::start();
    let data = std::env::temp_dir().join(format!("goscape-test-{}-click-data", std::process::id()));
    let record = temp("walls.sgf");
    std::fs::write(&record, WALLS).expect("a record");
    // Where the window draws every intersection: the empty point whose
    // ground stands highest is the one to click.
    let rec = goscape::sgf::SgfRecord::parse(WALLS.as_bytes()).expect("the record loads");
    let game = rec.game_at(rec.move_count()).expect("a game");
    let size = game.size();
    let values = model_values("control", &game);
    let stones: Vec<bool> = Point::all(size).map(|p| game.board().get(p).is_some()).collect();
    let relief = Relief::build(size, &values, &stones, RELIEF_MAX);
    let target = Point::all(size)
        .filter(|p| game.board().get(*p).is_none())
        .max_by(|a, b| relief.point_height(*a).total_cmp(&relief.point_height(*b)))
        .expect("an empty point");
    let lift = relief.point_height(target);
    assert!(lift > 0.3, "the ground under {target:?} is raised: {lift}");
    let layout = temp("click-layout.json");
    let _ = std::fs::remove_file(&layout);

    let shot = temp("click.png");
    let mut child = Command::new(BIN)
        .args(["play", "--black", "human", "--white", "human", "--relief", "2", "--layout"])
        .arg(&layout)
        .arg("--sgf")
        .arg(&record)
        .arg("--screenshot")
        .arg(&shot)
        // Long enough that the window is still open when the click comes on
        // a loaded machine; the test ends it once the move is saved.
        .args(["--screenshot-after", "90"])
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("XDG_DATA_HOME", &data)
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(temp("click.log")).expect("a log file"))
        .spawn()
        .expect("goscape runs");
    // Wait for the window, then for its first frames.
    let deadline = Instant::now() + Duration::from_secs(40);
    while !xdotool(&x.display, &["search", "--name", "^goscape$"]) {
        if Instant::now() > deadline || child.try_wait().is_ok_and(|s| s.is_some()) {
            let _ = child.kill();
            let log = std::fs::read_to_string(temp("click.log")).unwrap_or_default();
            panic!("the window did not open on {}:\n{log}", x.display);
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    std::thread::sleep(Duration::from_secs(6));
    // The camera fits the board to the part of the view the panel and the
    // key leave free: the window's own layout says how much that is.
    let view = std::fs::read_to_string(&layout)
        .ok()
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .map(|v| v["view"].clone())
        .unwrap_or_else(|| panic!("the window wrote no layout to {}", layout.display()));
    let (shift, top) = (view["shift"].as_f64().unwrap_or(0.0) as f32, view["top"].as_f64().unwrap_or(0.0) as f32);
    let (px, py) = project_view(size, relief.point_world(target), CameraPreset::Player, (1280, 800), shift, top);
    // With no window manager the window gets the keyboard only if asked.
    let _ = xdotool(&x.display, &["search", "--name", "^goscape$", "windowfocus"]);
    assert!(xdotool(&x.display, &["mousemove", &px.to_string(), &py.to_string()]));
    std::thread::sleep(Duration::from_millis(1500));
    assert!(xdotool(&x.display, &["click", "1"]));
    std::thread::sleep(Duration::from_millis(1500));
    assert!(xdotool(&x.display, &["mousemove", "1200", "700"]));
    // The autosave follows every move: wait for it to hold one more.
    let autosave = data.join("goscape").join("autosave.sgf");
    let moves = |text: &str| goscape::sgf::SgfRecord::parse(text.as_bytes()).map_or(0, |r| r.move_count());
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut saved = String::new();
    while Instant::now() < deadline {
        saved = std::fs::read_to_string(&autosave).unwrap_or_default();
        if moves(&saved) > game.move_number() {
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(child.try_wait().expect("goscape can be asked").is_none(), "goscape ended before the move was saved");
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_file(&shot);
    let _ = std::fs::remove_file(&record);
    let _ = std::fs::remove_file(temp("click.log"));
    let _ = std::fs::remove_file(&layout);
    let rec = goscape::sgf::SgfRecord::parse(saved.as_bytes()).expect("the autosave loads");
    let played = rec.game_at(rec.move_count()).expect("a game");
    assert_eq!(played.move_number(), game.move_number() + 1, "one click, one move: {saved}");
    let last = played.last_move().and_then(|m| m.mv.point());
    assert_eq!(last, Some(target), "the click at ({px}, {py}) played elsewhere: {saved}");
}
