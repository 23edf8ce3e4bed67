//! Where the panels drew what a player must see without scrolling (the
//! terrain's key, its value readout, the what-if value, the game section),
//! in window points, and the part of the view the camera fits the board
//! in, written as JSON to a file when `goscape play --layout FILE` asks: the window tests read the UI's own layout from it rather
//! than guess from pixels.

use std::collections::BTreeMap;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::camera::{ViewShift, ViewTop};

/// The rects drawn this frame, by name, and the file they go to.
#[derive(Resource, Default)]
pub struct UiLayout {
    pub path: Option<PathBuf>,
    /// The window's size in points.
    pub window: [f32; 2],
    /// Name to `[left, top, right, bottom]`, in points.
    pub rects: BTreeMap<&'static str, [f32; 4]>,
    written: Option<String>,
}

impl UiLayout {
    /// A layout written to `path`, if given.
    pub fn to(path: Option<PathBuf>) -> UiLayout {
        UiLayout { path, ..Default::default() }
    }

    /// Notes where `name` was drawn this frame (only when asked to keep a
    /// layout file).
    pub fn note(&mut self, name: &'static str, r: egui::Rect) {
        if self.path.is_some() {
            self.rects.insert(name, [r.left(), r.top(), r.right(), r.bottom()]);
        }
    }

    /// Forgets what is no longer drawn (a readout that went).
    pub fn forget(&mut self, name: &'static str) {
        self.rects.remove(name);
    }
}

/// Writes the layout when it changed, with the share of the view the
/// camera leaves to the panel (`shift`, each side) and the key (`top`).
pub(super) fn write_layout(
    mut layout: ResMut<UiLayout>,
    mut contexts: bevy_egui::EguiContexts,
    shift: Res<ViewShift>,
    top: Res<ViewTop>,
) -> Result {
    let Some(path) = layout.path.clone() else { return Ok(()) };
    layout.window = {
        let r = contexts.ctx_mut()?.content_rect();
        [r.width(), r.height()]
    };
    let view = serde_json::json!({"shift": shift.0, "top": top.0});
    let text = serde_json::json!({"window": layout.window, "rects": layout.rects, "view": view}).to_string();
    if layout.written.as_deref() != Some(text.as_str()) {
        std::fs::write(&path, &text)?;
        layout.written = Some(text);
    }
    Ok(())
}
