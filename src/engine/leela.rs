//! The `leela:` player: Leela Zero 0.17 (`leelaz`, Debian package
//! leela-zero) over GTP. Finds the program and the weights, starts it on the
//! CPU unless told to use OpenCL, streams `lz-genmove_analyze` / `lz-analyze`
//! lines as progress, and plays 19x19 only (the size Leela Zero is built
//! for).

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::engine::gtp_client::{CommandLine, find_program};
use crate::engine::gtp_player::{GtpOptions, GtpPlayer};
use crate::engine::{Decision, Player, PlayerError, Think};
use crate::go::Game;
use crate::player::{SpecError, parse_value};

/// The environment variable naming a weights file when the spec has none.
pub const WEIGHTS_ENV: &str = "GOSCAPE_LEELA_WEIGHTS";
/// Visits per move when the spec gives neither visits nor playouts.
pub const DEFAULT_VISITS: u32 = 200;
/// The only board size Leela Zero plays.
pub const LEELA_SIZE: usize = 19;

/// The options of a `leela:` spec.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LeelaOptions {
    /// The `leelaz` program; found on PATH or in /usr/games when absent.
    pub binary: Option<PathBuf>,
    /// The weights file; `$GOSCAPE_LEELA_WEIGHTS`, then Leela Zero's default
    /// path, when absent.
    pub weights: Option<PathBuf>,
    pub visits: Option<u32>,
    pub playouts: Option<u32>,
    pub threads: Option<u32>,
    pub seed: Option<u64>,
    /// Resign below this win rate, in percent; 0 never resigns; Leela Zero's
    /// own default (10 %, scaled for handicap) when absent.
    pub resign_percent: Option<i32>,
    /// Use OpenCL (a GPU) instead of `--cpu-only`.
    pub opencl: bool,
    /// Time allowed for one move.
    pub timeout: Option<Duration>,
}

impl LeelaOptions {
    /// Reads `weights=PATH,visits=N,...` (see the module's spec list in
    /// `spec.rs`).
    pub fn from_spec(spec: &str, opts: &[(&str, &str)]) -> Result<LeelaOptions, SpecError> {
        let mut o = LeelaOptions::default();
        for &(k, v) in opts {
            match k {
                "weights" | "w" => o.weights = Some(PathBuf::from(v)),
                "binary" | "bin" => o.binary = Some(PathBuf::from(v)),
                "visits" | "v" => o.visits = Some(parse_value(spec, k, v)?),
                "playouts" | "p" => o.playouts = Some(parse_value(spec, k, v)?),
                "threads" | "t" => o.threads = Some(parse_value(spec, k, v)?),
                "seed" | "s" => o.seed = Some(parse_value(spec, k, v)?),
                "resign" => o.resign_percent = Some(parse_value(spec, k, v)?),
                "timeout" => {
                    let secs: f64 = parse_value(spec, k, v)?;
                    if !(secs > 0.0 && secs.is_finite()) {
                        return Err(SpecError::new(spec, "timeout must be a positive number of seconds"));
                    }
                    o.timeout = Some(Duration::from_secs_f64(secs));
                }
                "opencl" | "gpu" => {
                    o.opencl = match v {
                        "" | "true" | "on" | "yes" | "1" => true,
                        "false" | "off" | "no" | "0" => false,
                        _ => return Err(SpecError::new(spec, format!("'{v}' is not on or off for {k}"))),
                    }
                }
                _ => {
                    return Err(SpecError::new(
                        spec,
                        format!(
                            "leela takes no option '{k}' (weights, binary, visits, playouts, threads, seed, \
                             resign, opencl, timeout)"
                        ),
                    ));
                }
            }
        }
        if o.visits == Some(0) || o.playouts == Some(0) {
            return Err(SpecError::new(spec, "visits and playouts must be at least 1"));
        }
        if o.resign_percent.is_some_and(|r| !(-1..=100).contains(&r)) {
            return Err(SpecError::new(spec, "resign is a percentage (0 to 100, or -1 for Leela Zero's default)"));
        }
        Ok(o)
    }

    /// The `leelaz` program: the `binary` option, else PATH, /usr/games and
    /// /usr/local/games. The error names the places tried.
    pub fn find_binary(&self) -> Result<PathBuf, String> {
        if let Some(b) = &self.binary {
            return if b.is_file() {
                Ok(b.clone())
            } else {
                Err(format!(
                    "there is no Leela Zero program at {} (binary=). Give the path of leelaz, or leave binary= out to \
                     look on PATH and in /usr/games.",
                    b.display()
                ))
            };
        }
        find_program("leelaz", &[Path::new("/usr/games"), Path::new("/usr/local/games")]).map_err(|tried| {
            format!(
                "Leela Zero (leelaz) was not found; looked at {}. Install it (Debian and Ubuntu: apt install \
                 leela-zero) or give its path with binary=PATH.",
                tried.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
            )
        })
    }

    /// The weights file: the `weights` option, else `$GOSCAPE_LEELA_WEIGHTS`,
    /// else Leela Zero's default `~/.local/share/leela-zero/best-network`.
    /// The error names the path tried.
    pub fn find_weights(&self) -> Result<PathBuf, String> {
        let (path, from) = if let Some(w) = &self.weights {
            (w.clone(), "the weights= option".to_string())
        } else if let Some(w) = std::env::var_os(WEIGHTS_ENV).filter(|w| !w.is_empty()) {
            (PathBuf::from(w), format!("${WEIGHTS_ENV}"))
        } else {
            let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_default();
            (home.join(".local/share/leela-zero/best-network"), "Leela Zero's default path".to_string())
        };
        if path.is_file() {
            Ok(path)
        } else {
            Err(format!(
                "no Leela Zero weights file at {} (from {from}). Download a network (the README says where: the Leela Zero \
                 project's best-network) and give weights=PATH or set ${WEIGHTS_ENV}, or make a small \
                 untrained one with: goscape leela-net --blocks 2 --filters 16 --out net.txt",
                path.display()
            ))
        }
    }

    /// The spec that makes these options.
    pub fn spec(&self) -> String {
        let mut parts = Vec::new();
        if let Some(w) = &self.weights {
            parts.push(format!("weights={}", w.display()));
        }
        if let Some(b) = &self.binary {
            parts.push(format!("binary={}", b.display()));
        }
        let mut num = |k: &str, v: Option<String>| {
            if let Some(v) = v {
                parts.push(format!("{k}={v}"));
            }
        };
        num("visits", self.visits.map(|v| v.to_string()));
        num("playouts", self.playouts.map(|v| v.to_string()));
        num("threads", self.threads.map(|v| v.to_string()));
        num("seed", self.seed.map(|v| v.to_string()));
        num("resign", self.resign_percent.map(|v| v.to_string()));
        num("timeout", self.timeout.map(|v| v.as_secs_f64().to_string()));
        if self.opencl {
            parts.push("opencl".into());
        }
        if parts.is_empty() { "leela".into() } else { format!("leela:{}", parts.join(",")) }
    }

    /// The command line that runs Leela Zero with these options.
    pub fn command_line(&self, binary: &Path, weights: &Path) -> CommandLine {
        let mut args: Vec<String> = vec!["--gtp".into(), "--noponder".into()];
        args.push("--weights".into());
        args.push(weights.display().to_string());
        let visits = match (self.visits, self.playouts) {
            (None, None) => Some(DEFAULT_VISITS),
            (v, _) => v,
        };
        let mut flag = |f: &str, v: Option<String>| {
            if let Some(v) = v {
                args.push(f.into());
                args.push(v);
            }
        };
        flag("--visits", visits.map(|v| v.to_string()));
        flag("--playouts", self.playouts.map(|v| v.to_string()));
        flag("--threads", self.threads.map(|v| v.to_string()));
        flag("--seed", self.seed.map(|v| v.to_string()));
        flag("--resignpct", self.resign_percent.map(|v| v.to_string()));
        if !self.opencl {
            args.push("--cpu-only".into());
        }
        CommandLine { program: binary.display().to_string(), args, cwd: None }
    }
}

/// Leela Zero as a player.
pub struct LeelaPlayer {
    options: LeelaOptions,
    gtp: Option<GtpPlayer>,
}

impl LeelaPlayer {
    pub fn new(options: LeelaOptions) -> LeelaPlayer {
        LeelaPlayer { options, gtp: None }
    }

    pub fn options(&self) -> &LeelaOptions {
        &self.options
    }

    /// Finds the program and the weights and starts the engine now (the
    /// first move otherwise does), so that a fault shows at once.
    pub fn start(&mut self) -> Result<(), PlayerError> {
        self.gtp()?.start()
    }

    /// The engine's process id, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.gtp.as_ref().and_then(GtpPlayer::pid)
    }

    fn gtp(&mut self) -> Result<&mut GtpPlayer, PlayerError> {
        if self.gtp.is_none() {
            let binary =
                self.options.find_binary().map_err(|e| PlayerError::Failed(format!("{}: {e}", self.name())))?;
            let weights =
                self.options.find_weights().map_err(|e| PlayerError::Failed(format!("{}: {e}", self.name())))?;
            let mut o = GtpOptions::new(self.options.command_line(&binary, &weights));
            o.name = self.name();
            o.start_timeout = Duration::from_secs(180);
            if let Some(t) = self.options.timeout {
                o.move_timeout = t;
            }
            o.start_hint = Some(format!(
                "It was reading the weights file {}: if that file is damaged or not a Leela Zero network, \
                 download it again or make one with goscape leela-net.",
                weights.display()
            ));
            self.gtp = Some(GtpPlayer::new(o));
        }
        self.gtp.as_mut().ok_or_else(|| PlayerError::Failed("Leela Zero is not set up".into()))
    }

    fn check_size(&self, game: &Game) -> Result<(), PlayerError> {
        if game.size() == LEELA_SIZE {
            Ok(())
        } else {
            Err(PlayerError::Unsupported(format!(
                "Leela Zero plays only 19x19 boards, and this game is {0}x{0}. Choose another player for it \
                 (mcts, or GNU Go with gtp:gnugo --mode gtp).",
                game.size()
            )))
        }
    }
}

impl Player for LeelaPlayer {
    fn name(&self) -> String {
        self.options.spec()
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        self.check_size(game)?;
        self.gtp()?.gen_move(game, think)
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        self.check_size(game)?;
        self.gtp()?.analyze(game, think)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Progress;
    use crate::engine::gtp_analyze::parse_analysis;
    use crate::go::Color;
    use crate::go::Move;
    use crate::go::Rules;
    use std::sync::atomic::AtomicBool;

    fn mv(s: &str) -> Move {
        Move::parse_gtp(s, 19).unwrap()
    }

    #[test]
    fn leela_info_lines_become_candidates_in_its_scales() {
        let line = "info move Q16 visits 3 winrate 4410 prior 1250 lcb 0 order 1 pv Q16 D4 \
                    info move D4 visits 7 winrate 5234 prior 9876 lcb 4012 order 0 pv D4 Q16 pass";
        let p = parse_analysis(line, 19, Color::Black);
        assert_eq!(p.playouts, 10);
        assert_eq!(p.best, Some(mv("D4")));
        assert_eq!(p.candidates.len(), 2);
        let best = &p.candidates[0];
        assert!((best.winrate - 0.5234).abs() < 1e-6);
        assert!((best.prior.unwrap() - 0.9876).abs() < 1e-6);
        assert_eq!(best.pv, [mv("D4"), mv("Q16"), Move::Pass]);
        assert!((p.candidates[1].winrate - 0.441).abs() < 1e-6);
        assert_eq!(p.winrate, Some(best.winrate));
    }

    #[test]
    fn fractional_win_rates_are_taken_as_fractions_and_unreadable_moves_dropped() {
        let p = parse_analysis(
            "info move D4 visits 2 winrate 0.61 pv D4 info move ZZ9 visits 1 winrate 10",
            19,
            Color::Black,
        );
        assert_eq!(p.candidates.len(), 1);
        assert!((p.candidates[0].winrate - 0.61).abs() < 1e-6);
        assert_eq!(p.candidates[0].prior, None);
        assert_eq!(parse_analysis("garbage", 19, Color::Black), Progress::default());
    }

    #[test]
    fn leela_options_read_from_a_spec_and_make_its_command_line() {
        let o = LeelaOptions::from_spec("x", &[("weights", "/n.gz"), ("visits", "2"), ("threads", "1"), ("seed", "5")])
            .unwrap();
        let cl = o.command_line(Path::new("/usr/games/leelaz"), Path::new("/n.gz"));
        let args = cl.args.join(" ");
        assert_eq!(args, "--gtp --noponder --weights /n.gz --visits 2 --threads 1 --seed 5 --cpu-only");
        let o = LeelaOptions::from_spec("x", &[("playouts", "9"), ("opencl", "")]).unwrap();
        let args = o.command_line(Path::new("l"), Path::new("w")).args.join(" ");
        assert!(args.contains("--playouts 9") && !args.contains("--visits") && !args.contains("cpu-only"), "{args}");
        assert!(LeelaOptions::from_spec("x", &[("depth", "3")]).is_err());
        assert!(LeelaOptions::from_spec("x", &[("visits", "zero")]).is_err());
        assert!(LeelaOptions::from_spec("x", &[("resign", "150")]).is_err());
    }

    #[test]
    fn missing_weights_name_the_path_tried() {
        let o = LeelaOptions { weights: Some("/no/such/net.gz".into()), ..Default::default() };
        let e = o.find_weights().unwrap_err();
        assert!(e.contains("/no/such/net.gz") && e.contains("leela-net"), "{e}");
    }

    #[test]
    fn leela_refuses_other_sizes_than_19_clearly() {
        let mut p = LeelaPlayer::new(LeelaOptions::default());
        let g = Game::new(9, Rules::default()).unwrap();
        let stop = AtomicBool::new(false);
        let mut sink = |_p: Progress| {};
        let e = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap_err();
        assert!(matches!(&e, PlayerError::Unsupported(m) if m.contains("only 19x19")), "{e:?}");
    }
}
