//! Rendering without a person: the real scene (board, stones, markers,
//! terrain) drawn offscreen into an image by a camera at a preset, saved as
//! a PNG once the picture is complete; and the time a full frame takes.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::app::ScheduleRunnerPlugin;
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::render_resource::TextureFormat;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::ExitCondition;
use bevy::winit::WinitPlugin;

use super::camera::{CameraPreset, msaa_for, orbit_transform, preset_orbit};
use super::game::StartGame;
use super::records::Autosave;
use super::terrain::TerrainSettings;
use super::{StartConfig, core_plugin, scene};
use crate::go::Game;

/// One picture to make.
#[derive(Clone, Debug)]
pub struct RenderJob {
    pub game: Game,
    /// The influence model drawn as terrain, if any.
    pub terrain: Option<String>,
    /// Height of its relief, in spacings.
    pub relief: f32,
    /// The fog of uncertain ownership over it (key F).
    pub fog: bool,
    pub camera: CameraPreset,
    pub width: u32,
    pub height: u32,
    /// Give up waiting for a complete picture after this long.
    pub timeout: Duration,
}

/// What the capture loop is doing.
#[derive(Resource)]
struct Capture {
    target: Handle<Image>,
    /// The last picture, to compare with the next one.
    last: Option<Vec<u8>>,
    /// The picture, once two in a row were the same.
    done: Option<Image>,
    in_flight: bool,
    next_at: f64,
    started: Instant,
    timeout: Duration,
    /// For frame timing: frames to time once the picture is complete.
    time_frames: u32,
    timed: Option<(Instant, u32)>,
    report: Arc<Mutex<Report>>,
}

/// What the app hands back when it ends (the app itself is gone by then).
#[derive(Default)]
struct Report {
    image: Option<Image>,
    frame_ms: Option<f64>,
    error: Option<String>,
}

impl Capture {
    fn report(&self, f: impl FnOnce(&mut Report)) {
        if let Ok(mut r) = self.report.lock() {
            f(&mut r);
        }
    }
}

fn build(job: &RenderJob) -> (App, Handle<Image>) {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin { primary_window: None, exit_condition: ExitCondition::DontExit, ..default() })
            .set(RenderPlugin { synchronous_pipeline_compilation: true, ..default() })
            .set(bevy::log::LogPlugin { level: bevy::log::Level::WARN, ..default() })
            .disable::<WinitPlugin>(),
    )
    .add_plugins(ScheduleRunnerPlugin::run_loop(Duration::ZERO))
    .insert_resource(StartGame(StartConfig::new(job.game.clone(), None, None)))
    .insert_resource(TerrainSettings {
        relief: job.terrain.is_some(),
        height: job.relief,
        model: job.terrain.clone().unwrap_or_else(|| TerrainSettings::default().model),
        fog: job.fog,
        flow_secs: 0.0,
        ..default()
    })
    .insert_resource(Autosave { enabled: false, last: None })
    .add_plugins(core_plugin)
    .add_plugins(scene::plugin);
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let target = images.add(Image::new_target_texture(job.width, job.height, TextureFormat::Rgba8UnormSrgb, None));
    let aspect = job.width as f32 / job.height.max(1) as f32;
    let orbit = preset_orbit(job.camera, job.game.size(), aspect, 0.0, 0.0);
    let camera_target = target.clone();
    // The camera is made once the renderer is up, to sample as the window does.
    app.add_systems(
        Startup,
        move |mut commands: Commands, adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>| {
            commands.spawn((
                Camera3d::default(),
                RenderTarget::Image(camera_target.clone().into()),
                orbit_transform(orbit),
                msaa_for(adapter.as_deref()),
            ));
        },
    );
    (app, target)
}

/// Whether what the picture shows from the judge has come.
#[derive(bevy::ecs::system::SystemParam)]
struct JudgedYet<'w> {
    go: Res<'w, super::game::GoGame>,
    terrain: Res<'w, TerrainSettings>,
    verdict: Res<'w, super::verdict::Verdict>,
}

impl JudgedYet<'_> {
    fn ready(&self) -> bool {
        let needed = super::judging::needed(&self.go, &self.terrain);
        !needed || self.verdict.error.is_some() || self.verdict.on(&self.go.game).is_some()
    }
}

/// Takes pictures until two in a row are the same (every pipeline
/// compiled, every asset on the GPU), then times frames if asked, then
/// ends the app.
fn capture(
    mut commands: Commands,
    time: Res<Time>,
    mut cap: ResMut<Capture>,
    mut exit: MessageWriter<AppExit>,
    judged: JudgedYet,
) {
    if let Some(image) = cap.done.take() {
        cap.report(|r| r.image = Some(image));
        cap.timed = Some((Instant::now(), 0));
        if cap.time_frames == 0 {
            exit.write(AppExit::Success);
        }
        return;
    }
    let want = cap.time_frames.max(1);
    if let Some((start, n)) = cap.timed.as_mut() {
        *n += 1;
        if *n >= want {
            let ms = start.elapsed().as_secs_f64() * 1000.0 / *n as f64;
            cap.report(|r| r.frame_ms = Some(ms));
            exit.write(AppExit::Success);
        }
        return;
    }
    if cap.started.elapsed() > cap.timeout {
        let why = format!("the picture did not settle within {} s", cap.timeout.as_secs());
        cap.report(|r| r.error = Some(why));
        exit.write(AppExit::error());
        return;
    }
    // A picture that waits for the judge is not settled before it came.
    if !judged.ready() {
        cap.last = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    if cap.in_flight || now < cap.next_at {
        return;
    }
    cap.in_flight = true;
    cap.next_at = now + 0.3;
    commands.spawn(Screenshot::image(cap.target.clone())).observe(
        |shot: On<ScreenshotCaptured>, mut cap: ResMut<Capture>| {
            cap.in_flight = false;
            let data = shot.image.data.clone().unwrap_or_default();
            if !data.is_empty() && cap.last.as_ref() == Some(&data) {
                cap.done = Some(shot.image.clone());
            }
            cap.last = Some(data);
        },
    );
}

fn run(job: &RenderJob, time_frames: u32) -> Result<(Image, Option<f64>), String> {
    let (mut app, target) = build(job);
    let report = Arc::new(Mutex::new(Report::default()));
    app.insert_resource(Capture {
        target,
        last: None,
        done: None,
        in_flight: false,
        next_at: 0.5,
        started: Instant::now(),
        timeout: job.timeout,
        time_frames,
        timed: None,
        report: report.clone(),
    })
    .add_systems(Update, capture);
    let exit = app.run();
    let mut r = report.lock().map_err(|_| "the render loop failed")?;
    if let Some(e) = r.error.take() {
        return Err(e);
    }
    if let AppExit::Error(code) = exit {
        return Err(format!("the renderer stopped with error code {code}"));
    }
    let image = r.image.take().ok_or("no picture was taken")?;
    Ok((image, r.frame_ms))
}

/// Renders `job` and writes the picture to `out` (PNG).
pub fn render_to_png(job: &RenderJob, out: &Path) -> Result<(), String> {
    let (image, _) = run(job, 0)?;
    let rgb = image.try_into_dynamic().map_err(|e| format!("cannot convert the picture: {e}"))?.to_rgb8();
    rgb.save(out).map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// Milliseconds per frame of the full scene of `job`, over `frames` frames
/// once the picture is complete.
pub fn frame_time_ms(job: &RenderJob, frames: u32) -> Result<f64, String> {
    let (_, ms) = run(job, frames.max(1))?;
    ms.ok_or_else(|| "no frame was timed".to_string())
}
