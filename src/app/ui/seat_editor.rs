//! A seat's editor: who plays a colour (a person, a built-in AI at some
//! strength, Leela Zero, a GTP engine), read from and written back to a
//! player spec, keeping the options it does not show.

use bevy_egui::egui;

use crate::player::split_options;

/// Kinds of player offered for a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Human,
    /// The MCTS at one of the named levels.
    Level,
    Random,
    FlatMc,
    Mcts,
    Leela,
    Gtp,
}

impl Kind {
    pub(super) const ALL: [Kind; 7] =
        [Kind::Human, Kind::Level, Kind::Random, Kind::FlatMc, Kind::Mcts, Kind::Leela, Kind::Gtp];
    pub(super) fn label(self) -> &'static str {
        match self {
            Kind::Human => "person",
            Kind::Level => "AI level",
            Kind::Random => "random",
            Kind::FlatMc => "flat Monte-Carlo",
            Kind::Mcts => "MCTS",
            Kind::Leela => "Leela Zero",
            Kind::Gtp => "GTP engine",
        }
    }
}

/// One seat of the new-game form.
#[derive(Debug, Clone)]
pub struct SeatChoice {
    pub kind: Kind,
    /// MCTS strength: playouts per move, or seconds per move when `by_time`.
    pub playouts: u32,
    pub seconds: f32,
    pub by_time: bool,
    /// The command line of a GTP engine.
    pub command: String,
    /// The named level of `Kind::Level`.
    pub level: String,
    /// The MCTS (or level) thinks on the opponent's time.
    pub ponder: bool,
    /// The spec the choice was read from: its other options (threads,
    /// weights, an engine's settings...) are kept while the kind stays.
    kept: Option<String>,
}

/// The kind a player spec names.
fn kind_of(spec: &str) -> Kind {
    match split_options(spec).0 {
        "random" => Kind::Random,
        "flatmc" => Kind::FlatMc,
        "mcts" => Kind::Mcts,
        "leela" => Kind::Leela,
        "level" => Kind::Level,
        k if k.starts_with("gtp") => Kind::Gtp,
        _ => Kind::Random,
    }
}

impl SeatChoice {
    pub fn human() -> SeatChoice {
        SeatChoice {
            kind: Kind::Human,
            playouts: 10_000,
            seconds: 2.0,
            by_time: false,
            command: "gnugo --mode gtp".into(),
            level: "club".into(),
            ponder: false,
            kept: None,
        }
    }

    /// The form's view of a player spec.
    pub fn from_spec(spec: Option<&str>) -> SeatChoice {
        let mut s = SeatChoice::human();
        let Some(spec) = spec.map(str::trim) else { return s };
        s.kind = kind_of(spec);
        s.kept = Some(spec.to_string());
        match s.kind {
            Kind::Mcts => {
                for (k, v) in split_options(spec).1 {
                    match k {
                        "playouts" => s.playouts = v.parse().unwrap_or(s.playouts),
                        "seconds" => {
                            s.seconds = v.parse().unwrap_or(s.seconds);
                            s.by_time = true;
                        }
                        _ => {}
                    }
                }
            }
            Kind::Gtp => s.command = spec.split_once(':').map(|(_, c)| c.to_string()).unwrap_or_default(),
            Kind::Level => {
                // level:NAME[,ponder=1]: the name comes first.
                s.level = split_options(spec).1.first().map(|(k, _)| k.to_string()).unwrap_or_default();
            }
            _ => {}
        }
        if matches!(s.kind, Kind::Mcts | Kind::Level) {
            s.ponder =
                split_options(spec).1.iter().any(|&(k, v)| k == "ponder" && matches!(v, "1" | "true" | "on" | ""));
        }
        s
    }

    /// The player spec of this choice; `None` for a person.
    pub fn spec(&self) -> Option<String> {
        let kept = self.kept.as_deref().filter(|k| kind_of(k) == self.kind);
        match self.kind {
            Kind::Human => None,
            Kind::Level => Some(format!("level:{}{}", self.level, if self.ponder { ",ponder=1" } else { "" })),
            Kind::Random | Kind::FlatMc | Kind::Leela => Some(kept.map(String::from).unwrap_or_else(|| {
                match self.kind {
                    Kind::Random => "random",
                    Kind::FlatMc => "flatmc",
                    _ => "leela",
                }
                .into()
            })),
            Kind::Mcts => {
                let mut opts: Vec<String> = kept
                    .map(|k| split_options(k).1)
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|(k, _)| !matches!(*k, "playouts" | "seconds" | "ponder"))
                    .map(|(k, v)| if v.is_empty() { k.to_string() } else { format!("{k}={v}") })
                    .collect();
                opts.insert(
                    0,
                    if self.by_time {
                        format!("seconds={}", self.seconds)
                    } else {
                        format!("playouts={}", self.playouts)
                    },
                );
                if self.ponder {
                    opts.push("ponder=1".into());
                }
                Some(format!("mcts:{}", opts.join(",")))
            }
            Kind::Gtp => {
                // The engine's own settings (gtp[...]) stay with its command.
                let head = kept.and_then(|k| k.split_once(':')).map_or("gtp", |(h, _)| h);
                Some(format!("{head}:{}", self.command.trim()))
            }
        }
    }
}

pub(super) fn seat_editor(ui: &mut egui::Ui, id: &str, s: &mut SeatChoice) {
    egui::ComboBox::from_id_salt(id).selected_text(s.kind.label()).show_ui(ui, |ui| {
        for k in Kind::ALL {
            ui.selectable_value(&mut s.kind, k, k.label());
        }
    });
    match s.kind {
        Kind::Mcts => {
            // Short, so that the seat stays on one line of the panel.
            ui.spacing_mut().slider_width = 60.0;
            let by = if s.by_time { "seconds" } else { "playouts" };
            egui::ComboBox::from_id_salt((id, "budget")).width(70.0).selected_text(by).show_ui(ui, |ui| {
                ui.selectable_value(&mut s.by_time, false, "playouts");
                ui.selectable_value(&mut s.by_time, true, "seconds");
            });
            if s.by_time {
                ui.add(egui::Slider::new(&mut s.seconds, 0.1..=30.0).logarithmic(true));
            } else {
                ui.add(egui::Slider::new(&mut s.playouts, 100..=200_000).logarithmic(true));
            }
        }
        Kind::Gtp => {
            ui.add(egui::TextEdit::singleline(&mut s.command).hint_text("engine command"));
        }
        Kind::Level => {
            egui::ComboBox::from_id_salt((id, "level")).width(90.0).selected_text(s.level.as_str()).show_ui(ui, |ui| {
                for (name, spec) in crate::engine::spec::LEVELS {
                    ui.selectable_value(&mut s.level, name.to_string(), *name).on_hover_text(*spec);
                }
            });
        }
        _ => {}
    }
    if matches!(s.kind, Kind::Mcts | Kind::Level) {
        ui.checkbox(&mut s.ponder, "ponder").on_hover_text("think on the opponent's time too");
    }
}
