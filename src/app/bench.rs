//! The frame benchmark: the app's own systems run headless over a recorded
//! game, one move every few frames with the terrain on and flowing, timing
//! each `update`; and, on request, the full scene rendered offscreen.

use std::time::{Duration, Instant};

use crate::ai::random::RandomPlayer;
use crate::go::{Color, Game, Move, Rules};

use super::game::PlayMove;
use super::records::Autosave;
use super::terrain::{SlowModels, TerrainSettings};
use super::{StartConfig, headless_app};

/// A game of `moves` moves by the seeded random player: the record the
/// benchmark replays.
pub fn recorded_game(size: usize, moves: usize, seed: u64) -> Result<Game, String> {
    let mut g = Game::new(size, Rules::default()).map_err(|e| e.to_string())?;
    let mut p = RandomPlayer::new(Some(seed));
    while g.move_number() < moves && !g.is_over() {
        let mv = p.choose(&g);
        g.play_next(mv).map_err(|e| e.to_string())?;
    }
    Ok(g)
}

/// Timing of the headless frames.
#[derive(Debug, Clone, Copy)]
pub struct FrameFigures {
    pub frames: usize,
    pub moves: usize,
    pub us_per_frame: f64,
    pub us_per_move_frame: f64,
    pub us_worst_frame: f64,
}

/// Replays `record` in a headless app with the terrain of `model`, a move
/// every `frames_per_move` frames (the frames between show the terrain
/// flowing), and times each frame.
pub fn frame_benchmark(record: &Game, frames_per_move: usize, model: &str) -> Result<FrameFigures, String> {
    let start = Game::new(record.size(), record.rules()).map_err(|e| e.to_string())?;
    let mut app = headless_app(StartConfig::new(start, None, None));
    app.insert_resource(Autosave { enabled: false, last: None });
    // As in the window: the slow models on their worker thread.
    app.insert_resource(TerrainSettings {
        control_map: true,
        relief: true,
        model: model.to_string(),
        ..Default::default()
    })
    .insert_resource(SlowModels::start());
    app.update();
    let (mut total, mut on_moves, mut worst) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let mut frames = 0;
    let turns: Vec<(Color, Move)> = record.turns().iter().map(|t| (t.color, t.mv)).collect();
    for &(color, mv) in &turns {
        for f in 0..frames_per_move.max(1) {
            if f == 0 {
                app.world_mut().write_message(PlayMove { color, mv });
            }
            let t = Instant::now();
            app.update();
            let dt = t.elapsed();
            total += dt;
            worst = worst.max(dt);
            if f == 0 {
                on_moves += dt;
            }
            frames += 1;
        }
    }
    let played = app.world().resource::<super::game::GoGame>().game.move_number();
    if played != turns.len() {
        return Err(format!("the app played {played} of the record's {} moves", turns.len()));
    }
    Ok(FrameFigures {
        frames,
        moves: turns.len(),
        us_per_frame: total.as_secs_f64() * 1e6 / frames.max(1) as f64,
        us_per_move_frame: on_moves.as_secs_f64() * 1e6 / turns.len().max(1) as f64,
        us_worst_frame: worst.as_secs_f64() * 1e6,
    })
}
