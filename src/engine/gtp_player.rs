//! The `gtp:<command line>` player: any GTP engine as a source of moves. It
//! keeps the engine in step with the game snapshot it is given (board size,
//! komi, handicap or setup stones, the moves: only the new moves when the
//! snapshot extends what the engine has, everything again after an undo or a
//! loaded position), asks `genmove` (or `lz-genmove_analyze`, streaming
//! progress, where the engine has it), checks the answer with our rules, and
//! turns every engine fault into a `Failed` message a person can act on.

use std::time::Duration;

use crate::engine::gtp_analyze::parse_analysis;
use crate::engine::gtp_client::{CommandLine, GtpClient, GtpError, short_secs};
use crate::engine::{Decision, Player, PlayerError, Progress, Think};
use crate::go::clock::Overtime;
use crate::go::{Clock, Color, Game, Move, Point, TimeControl, Turn};
use crate::player::{SpecError, parse_value};

/// How a GTP player starts and talks to its engine.
#[derive(Clone, Debug)]
pub struct GtpOptions {
    pub command: CommandLine,
    /// The name shown in logs and panels.
    pub name: String,
    /// Time for the engine to start and answer its first command (loading a
    /// large network takes a while).
    pub start_timeout: Duration,
    /// Time for an ordinary command (`play`, `komi`...).
    pub command_timeout: Duration,
    /// Time for one move.
    pub move_timeout: Duration,
    /// Use `lz-genmove_analyze` / `lz-analyze` when the engine lists them.
    pub use_analysis: bool,
    /// Interval between analysis reports, in centiseconds.
    pub analysis_interval_cs: u32,
    /// Said after the standard advice when the engine ends while starting
    /// (e.g. which weights file it was reading).
    pub start_hint: Option<String>,
}

impl GtpOptions {
    pub fn new(command: CommandLine) -> GtpOptions {
        GtpOptions {
            name: format!("gtp:{}", command.display()),
            command,
            start_timeout: Duration::from_secs(60),
            command_timeout: Duration::from_secs(30),
            move_timeout: Duration::from_secs(600),
            use_analysis: true,
            analysis_interval_cs: 10,
            start_hint: None,
        }
    }
}

/// What fixes a game's start: the engine must be set up again when it
/// changes.
#[derive(Clone, Debug, PartialEq)]
struct Base {
    size: usize,
    komi: f32,
    stones: Vec<(Point, Color)>,
    handicap: usize,
}

impl Base {
    fn of(game: &Game) -> Base {
        let b = game.start_board();
        let stones = Point::all(game.size()).filter_map(|p| b.get(p).map(|c| (p, c))).collect::<Vec<_>>();
        Base { size: game.size(), komi: game.rules().komi, stones, handicap: game.handicap() }
    }
}

/// The engine and what it has been told.
struct Engine {
    client: GtpClient,
    /// It knows `lz-genmove_analyze` and `lz-analyze`, or `kata-analyze`.
    analysis: bool,
    /// It knows `kata-analyze` (asked with ownership), and whether
    /// `kata-genmove_analyze` too.
    kata: bool,
    kata_genmove: bool,
    /// It knows `lz-genmove_analyze`.
    lz_genmove: bool,
    /// The start and the moves the engine has, when known.
    synced: Option<(Base, Vec<Turn>)>,
    /// It knows `kgs-time_settings` (byo-yomi as such).
    kgs_time: bool,
    /// The time control it was given.
    time_sent: Option<TimeControl>,
}

/// A GTP engine as a player.
pub struct GtpPlayer {
    options: GtpOptions,
    engine: Option<Engine>,
    /// How many times the engine was started (restarts after faults count).
    starts: u32,
}

/// Where in its work a player was when something broke.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Starting,
    Syncing,
    Thinking,
}

impl GtpPlayer {
    pub fn new(options: GtpOptions) -> GtpPlayer {
        GtpPlayer { options, engine: None, starts: 0 }
    }

    /// A player for a `gtp:` spec's command line.
    pub fn from_command_line(text: &str) -> Result<GtpPlayer, String> {
        Ok(GtpPlayer::new(GtpOptions::new(CommandLine::parse(text)?)))
    }

    pub fn options(&self) -> &GtpOptions {
        &self.options
    }

    /// The engine's process id, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.engine.as_ref().map(|e| e.client.pid())
    }

    /// How many times the engine has been started.
    pub fn starts(&self) -> u32 {
        self.starts
    }

    /// Starts the engine now if it is not running (otherwise the first move
    /// starts it), so that a bad command line shows at once.
    pub fn start(&mut self) -> Result<(), PlayerError> {
        self.engine_mut().map(|_| ())
    }

    /// Brings the engine to `game`'s position and sends it one command;
    /// its answer, or why there is none. A command the engine refuses comes
    /// back as `Unsupported` with the engine's message.
    pub fn ask(&mut self, game: &Game, command: &str) -> Result<String, PlayerError> {
        self.sync(game)?;
        let engine = self.engine_mut()?;
        match engine.client.command(command) {
            Ok(answer) => Ok(answer),
            Err(GtpError::Refused { message, .. }) => {
                Err(PlayerError::Unsupported(format!("{} refused '{command}': {message}", self.options.name)))
            }
            Err(e) => Err(self.failure(e, Phase::Thinking, &format!("answering '{command}'"))),
        }
    }

    /// Ends the engine; the next request starts it again.
    pub fn stop_engine(&mut self) {
        if let Some(e) = self.engine.take() {
            e.client.shutdown();
        }
    }

    fn engine_mut(&mut self) -> Result<&mut Engine, PlayerError> {
        if self.engine.is_none() {
            let engine = self.launch().map_err(|e| self.failure(e, Phase::Starting, "starting the engine"))?;
            self.engine = Some(engine);
        }
        self.engine.as_mut().ok_or_else(|| PlayerError::Failed("the engine is not running".into()))
    }

    fn launch(&mut self) -> Result<Engine, GtpError> {
        self.starts += 1;
        let mut client = GtpClient::spawn(&self.options.command)?;
        client.timeout = self.options.start_timeout;
        match client.command("protocol_version") {
            Ok(_) | Err(GtpError::Refused { .. }) => {}
            Err(e) => return Err(e),
        }
        client.timeout = self.options.command_timeout;
        let commands: Vec<String> = match client.command("list_commands") {
            Ok(list) => list.lines().map(|l| l.trim().to_string()).collect(),
            Err(e) if e.engine_usable() => Vec::new(),
            Err(e) => return Err(e),
        };
        let has = |c: &str| commands.iter().any(|l| l == c);
        let kata = self.options.use_analysis && has("kata-analyze");
        let kata_genmove = kata && has("kata-genmove_analyze");
        let lz_genmove = self.options.use_analysis && has("lz-genmove_analyze");
        let analysis = kata || (lz_genmove && has("lz-analyze"));
        let kgs_time = has("kgs-time_settings");
        Ok(Engine { client, analysis, kata, kata_genmove, lz_genmove, kgs_time, synced: None, time_sent: None })
    }

    /// Turns an engine fault into a message, and ends the engine when it is
    /// no longer usable (the next request starts a fresh one).
    fn failure(&mut self, e: GtpError, phase: Phase, doing: &str) -> PlayerError {
        if !e.engine_usable() {
            self.engine.take();
        }
        let mut msg = format!("{} failed while {doing}: {e}.", self.options.name);
        let stderr = e.stderr();
        if !stderr.is_empty() {
            msg.push_str("\nLast lines of its error output:");
            for l in stderr {
                msg.push_str("\n    ");
                msg.push_str(l);
            }
        }
        let advice = match (&e, phase) {
            (GtpError::Start { .. }, _) => {
                "Install the program, or give its full path in the command line, and check that it runs in a terminal."
                    .to_string()
            }
            (GtpError::Exited { .. } | GtpError::Garbled { .. } | GtpError::Io(_), Phase::Starting) => {
                let mut a = "Run the command line by hand in a terminal to see why it stops; \
                             check that it is a GTP engine and that its options are right."
                    .to_string();
                if let Some(h) = &self.options.start_hint {
                    a.push(' ');
                    a.push_str(h);
                }
                a
            }
            (GtpError::Exited { .. } | GtpError::Io(_), _) => "It crashed or was killed. The game keeps every move; \
                 ask for a move again to restart the engine, or choose another player."
                .to_string(),
            (GtpError::Timeout { secs, .. }, _) => format!(
                "It was stopped after {} s. Give it more time (timeout=SECONDS) or less work (fewer \
                 visits, a lower level); the game keeps every move.",
                short_secs(*secs)
            ),
            (GtpError::Refused { .. } | GtpError::Garbled { .. }, _) => {
                "Its rules or settings may differ from this game's (board size, ko, suicide). The game keeps \
                 every move; choose another player or change the engine's options."
                    .to_string()
            }
            (GtpError::Stopped { .. }, _) => "It was ended; the next request starts it again.".to_string(),
        };
        msg.push_str("\nWhat to do: ");
        msg.push_str(&advice);
        PlayerError::Failed(msg)
    }

    /// Brings the engine to the position of `game`.
    fn sync(&mut self, game: &Game) -> Result<(), PlayerError> {
        let engine = self.engine_mut()?;
        let result = sync_engine(engine, game);
        result.map_err(|(e, doing)| match e {
            GtpError::Refused { command, message } if command.starts_with("boardsize") => {
                let size = game.size();
                PlayerError::Unsupported(format!(
                    "{} does not play {size}x{size} boards (it answered: {message}); choose another size or player",
                    self.options.name
                ))
            }
            e => self.failure(e, Phase::Syncing, &doing),
        })
    }

    fn think(&mut self, game: &Game, think: &mut Think, analyze: bool) -> Result<Option<Decision>, PlayerError> {
        self.sync(game)?;
        let color = game.to_play();
        let size = game.size();
        let c = color_arg(color);
        let (timeout, interval) = (self.options.move_timeout, self.options.analysis_interval_cs);
        let Some(engine) = self.engine.as_mut() else {
            return Err(PlayerError::Failed("the engine is not running".into()));
        };
        if analyze && !engine.analysis {
            return Err(PlayerError::Unsupported(format!(
                "{} cannot analyse positions (it has no lz-analyze command)",
                self.options.name
            )));
        }
        if !analyze && let Some(clock) = think.clock() {
            tell_time(engine, clock, color).map_err(|(e, doing)| self.failure(e, Phase::Syncing, &doing))?;
        }
        let Some(engine) = self.engine.as_mut() else {
            return Err(PlayerError::Failed("the engine is not running".into()));
        };
        // KataGo's dialect where the engine speaks it, for its ownership.
        let (cmd, stream) = if analyze && engine.kata {
            (format!("kata-analyze {c} {interval} ownership true"), true)
        } else if analyze {
            (format!("lz-analyze {c} {interval}"), true)
        } else if engine.kata_genmove {
            (format!("kata-genmove_analyze {c} {interval} ownership true"), true)
        } else if engine.lz_genmove {
            (format!("lz-genmove_analyze {c} {interval}"), true)
        } else {
            (format!("genmove {c}"), false)
        };
        let mut last: Option<Progress> = None;
        let stop = think.stop_flag();
        let timeout = if analyze { Duration::from_secs(365 * 24 * 3600) } else { timeout };
        let answer = engine.client.command_with(&cmd, timeout, Some(stop), analyze, &mut |line: &str| {
            if stream && line.starts_with("info ") {
                let p = parse_analysis(line, size, color);
                if !p.candidates.is_empty() {
                    think.report(p.clone());
                    last = Some(p);
                }
            }
        });
        let doing = if analyze {
            format!("analysing for {color} at move {}", game.move_number() + 1)
        } else {
            format!("choosing a move for {color} at move {}", game.move_number() + 1)
        };
        let text = match answer {
            Ok(text) => text,
            Err(GtpError::Stopped { .. }) => {
                // Still busy: end it; the next request starts a fresh one.
                self.stop_engine();
                if analyze {
                    return Ok(None);
                }
                return match last.and_then(|p| p.best) {
                    Some(mv) if game.check(color, mv).is_ok() => Ok(Some(Decision::Play(mv))),
                    _ => Err(PlayerError::Stopped),
                };
            }
            Err(e) => return Err(self.failure(e, Phase::Thinking, &doing)),
        };
        if analyze {
            return Ok(None);
        }
        // The engine played its move on its own board.
        let word = if stream {
            text.lines().rev().find_map(|l| l.trim().strip_prefix("play ")).map(str::trim).unwrap_or("")
        } else {
            text.trim()
        };
        let decision = if word.eq_ignore_ascii_case("resign") {
            Decision::Resign
        } else {
            match Move::parse_gtp(word, size) {
                Ok(mv) => Decision::Play(mv),
                Err(why) => {
                    let e = GtpError::Garbled { command: cmd.clone(), answer: format!("'{word}' ({why})") };
                    return Err(self.failure(e, Phase::Thinking, &doing));
                }
            }
        };
        let engine = self.engine.as_mut().ok_or_else(|| PlayerError::Failed("the engine is not running".into()))?;
        match decision {
            Decision::Play(mv) => {
                if let Err(why) = game.check(color, mv) {
                    engine.synced = None;
                    let e = GtpError::Garbled {
                        command: cmd,
                        answer: format!("{} is an illegal move for {color} here ({why})", mv.to_gtp(size)),
                    };
                    return Err(self.failure(e, Phase::Thinking, &doing));
                }
                if let Some((_, sent)) = &mut engine.synced {
                    sent.push(Turn { color, mv });
                }
            }
            Decision::Resign => engine.synced = None,
        }
        if let Some(mut p) = last {
            if let Decision::Play(mv) = decision {
                p.best = Some(mv);
            }
            p.fraction_done = Some(1.0);
            think.report(p);
        }
        Ok(Some(decision))
    }
}

/// Gives the engine the time control (when it changed) and `c`'s time
/// left. An engine that refuses the commands plays without a clock.
fn tell_time(engine: &mut Engine, clock: &Clock, c: Color) -> Result<(), (GtpError, String)> {
    let send = |engine: &mut Engine, cmd: String| match engine.client.command(&cmd) {
        Ok(_) => Ok(()),
        Err(e) if e.engine_usable() => Ok(()),
        Err(e) => Err((e, format!("sending '{cmd}'"))),
    };
    let tc = clock.control;
    if engine.time_sent != Some(tc) {
        let main = tc.main.floor() as u64;
        let cmd = match tc.overtime {
            Overtime::ByoYomi { periods, seconds } if engine.kgs_time => {
                format!("kgs-time_settings byoyomi {main} {} {periods}", seconds.floor() as u64)
            }
            // Plain GTP has no periods: one stone per period is the same
            // clock as one byo-yomi period.
            Overtime::ByoYomi { seconds, .. } => format!("time_settings {main} {} 1", seconds.floor() as u64),
            Overtime::Canadian { stones, seconds } => {
                format!("time_settings {main} {} {stones}", seconds.floor() as u64)
            }
            // No overtime (Fischer's increments show in the time left).
            Overtime::Absolute | Overtime::Fischer { .. } => format!("time_settings {main} 0 0"),
        };
        send(engine, cmd)?;
        engine.time_sent = Some(tc);
    }
    let (secs, stones) = gtp_time_left(clock, c);
    send(engine, format!("time_left {} {secs} {stones}", color_arg(c)))
}

fn color_arg(c: Color) -> &'static str {
    match c {
        Color::Black => "b",
        Color::White => "w",
    }
}

/// Sends what the engine lacks of `game`; on failure, the command and what
/// was being done.
fn sync_engine(engine: &mut Engine, game: &Game) -> Result<(), (GtpError, String)> {
    let base = Base::of(game);
    let size = game.size();
    let turns = game.turns();
    let incremental = match &engine.synced {
        Some((b, sent)) => *b == base && turns.len() >= sent.len() && turns[..sent.len()] == sent[..],
        None => false,
    };
    let client = &mut engine.client;
    let from = if incremental {
        engine.synced.as_ref().map_or(0, |(_, sent)| sent.len())
    } else {
        engine.synced = None;
        let setup = |e| (e, "setting up the board".to_string());
        client.command(&format!("boardsize {size}")).map_err(|e| (e, format!("asking for a {size}x{size} board")))?;
        client.command("clear_board").map_err(setup)?;
        client.command(&format!("komi {}", base.komi)).map_err(setup)?;
        let all_black = base.stones.iter().all(|&(_, c)| c == Color::Black);
        let try_free = base.handicap > 0 && all_black && base.stones.len() >= 2;
        let placed = try_free && {
            let vertices: Vec<String> = base.stones.iter().map(|(p, _)| p.to_gtp(size)).collect();
            match client.command(&format!("set_free_handicap {}", vertices.join(" "))) {
                Ok(_) => true,
                Err(e) if e.engine_usable() => false,
                Err(e) => return Err(setup(e)),
            }
        };
        if try_free && !placed {
            // The engine has no free handicap: start again and play them.
            client.command("clear_board").map_err(setup)?;
        }
        if !placed {
            // Setup stones (or handicap for an engine without free
            // handicap) go as moves.
            for &(p, c) in &base.stones {
                client.command(&format!("play {} {}", color_arg(c), p.to_gtp(size))).map_err(setup)?;
            }
        }
        0
    };
    for (n, t) in turns.iter().enumerate().skip(from) {
        let cmd = format!("play {} {}", color_arg(t.color), t.mv.to_gtp(size));
        if let Err(e) = client.command(&cmd) {
            return Err((e, format!("replaying move {} of the game", n + 1)));
        }
        match &mut engine.synced {
            Some((_, sent)) => sent.push(*t),
            None => engine.synced = Some((base.clone(), vec![*t])),
        }
    }
    if engine.synced.is_none() {
        engine.synced = Some((base, Vec::new()));
    }
    Ok(())
}

/// `c`'s clock as GTP's `time_left` states it: seconds, and stones
/// (Canadian) or periods (byo-yomi) in overtime, 0 in main time.
fn gtp_time_left(clock: &Clock, c: Color) -> (u32, u32) {
    let s = clock.side(c);
    if s.main > 0.0 || !s.in_overtime(&clock.control) {
        return (s.main.max(0.0).floor() as u32, 0);
    }
    match clock.control.overtime {
        Overtime::ByoYomi { seconds, .. } => (seconds.floor() as u32, s.periods),
        Overtime::Canadian { stones, seconds } if s.stones == 0 => (seconds.floor() as u32, stones),
        Overtime::Canadian { .. } => (s.period_left.max(0.0).floor() as u32, s.stones),
        _ => (0, 0),
    }
}

/// Reads a `gtp:` spec: `gtp:<command line>`, or with options,
/// `gtp[cwd=DIR,timeout=SECS,start_timeout=SECS,analysis=off]:<command line>`.
/// Everything after the first colon is the command line.
pub fn parse_gtp_spec(spec: &str) -> Result<GtpOptions, SpecError> {
    let spec = spec.trim();
    let (head, line) = spec.split_once(':').ok_or_else(|| SpecError::new(spec, "expected gtp:<command line>"))?;
    let opts = match head.trim().strip_prefix("gtp") {
        Some("") => "",
        Some(o) if o.starts_with('[') && o.ends_with(']') => &o[1..o.len() - 1],
        _ => return Err(SpecError::new(spec, "expected gtp:<command line> or gtp[options]:<command line>")),
    };
    let mut command = CommandLine::parse(line).map_err(|why| SpecError::new(spec, why))?;
    let mut cwd = None;
    let mut timeouts: Vec<(&str, Duration)> = Vec::new();
    let mut analysis = true;
    for kv in opts.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').map(|(k, v)| (k.trim(), v.trim())).unwrap_or((kv, ""));
        match k {
            "cwd" | "dir" => cwd = Some(std::path::PathBuf::from(v)),
            "timeout" | "start_timeout" => {
                let secs: f64 = parse_value(spec, k, v)?;
                if !(secs > 0.0 && secs.is_finite()) {
                    return Err(SpecError::new(spec, format!("{k} must be a positive number of seconds")));
                }
                timeouts.push((k, Duration::from_secs_f64(secs)));
            }
            "analysis" => {
                analysis = match v {
                    "on" | "true" | "yes" | "" => true,
                    "off" | "false" | "no" => false,
                    _ => return Err(SpecError::new(spec, format!("'{v}' is not on or off for analysis"))),
                }
            }
            _ => {
                return Err(SpecError::new(
                    spec,
                    format!("gtp takes no option '{k}' (cwd, timeout, start_timeout, analysis)"),
                ));
            }
        }
    }
    command.cwd = cwd;
    let mut o = GtpOptions::new(command);
    for (k, t) in timeouts {
        if k == "timeout" {
            o.move_timeout = t;
        } else {
            o.start_timeout = t;
        }
    }
    o.use_analysis = analysis;
    o.name = spec.to_string();
    Ok(o)
}

impl Player for GtpPlayer {
    fn name(&self) -> String {
        self.options.name.clone()
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        self.think(game, think, false)?.ok_or(PlayerError::Stopped)
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        self.think(game, think, true).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Rules;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn time_left_is_main_time_then_a_period_and_the_periods_left() {
        let mut c = Clock::new(TimeControl::parse("1m+3x10s").unwrap());
        let b = Color::Black;
        assert!(c.charge(b, 50.0));
        assert_eq!(gtp_time_left(&c, b), (10, 0));
        // 10 s of main time, then 8 s into the first period: kept.
        assert!(c.charge(b, 18.0));
        assert_eq!(gtp_time_left(&c, b), (10, 3));
        let mut can = Clock::new(TimeControl::parse("0s+25/300s").unwrap());
        assert_eq!(gtp_time_left(&can, b), (300, 25));
        assert!(can.charge(b, 100.0));
        assert_eq!(gtp_time_left(&can, b), (200, 24));
    }

    /// A fake engine in shell: answers every command with `=` and logs the
    /// commands to a file; `genmove` answers `answer`.
    fn fake(log: &std::path::Path, answer: &str) -> GtpPlayer {
        let script = format!(
            r#"while read -r id cmd rest; do echo "$cmd $rest" >> '{}'; case "$cmd" in genmove) printf '=%s {answer}\n\n' "$id";; quit) printf '=%s\n\n' "$id"; exit 0;; *) printf '=%s\n\n' "$id";; esac; done"#,
            log.display()
        );
        let cl = CommandLine { program: "sh".into(), args: vec!["-c".into(), script], cwd: None };
        GtpPlayer::new(GtpOptions::new(cl))
    }

    fn ask(p: &mut GtpPlayer, g: &Game) -> Result<Decision, PlayerError> {
        let stop = AtomicBool::new(false);
        let mut sink = |_p: Progress| {};
        p.gen_move(g, &mut Think::new(&stop, &mut sink))
    }

    fn logged(log: &std::path::Path) -> Vec<String> {
        std::fs::read_to_string(log).unwrap_or_default().lines().map(|l| l.trim().to_string()).collect()
    }

    #[test]
    fn the_engine_gets_only_new_moves_while_the_game_grows_and_everything_after_an_undo() {
        let dir = std::env::temp_dir().join(format!("goscape-gtp-sync-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let log = dir.join("log");
        let _ = std::fs::remove_file(&log);
        let mut p = fake(&log, "pass");
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play_next(Move::parse_gtp("E5", 9).unwrap()).unwrap();
        assert_eq!(ask(&mut p, &g), Ok(Decision::Play(Move::Pass)));
        g.play_next(Move::Pass).unwrap();
        g.play_next(Move::parse_gtp("D4", 9).unwrap()).unwrap();
        let _ = ask(&mut p, &g).unwrap();
        let l = logged(&log);
        assert_eq!(
            l.iter()
                .filter(|c| !c.starts_with("protocol_version") && !c.starts_with("list_commands"))
                .collect::<Vec<_>>(),
            ["boardsize 9", "clear_board", "komi 7.5", "play b E5", "genmove w", "play b D4", "genmove w"]
        );
        // Undo two moves: a full resync.
        g.undo();
        g.undo();
        let _ = std::fs::remove_file(&log);
        let _ = ask(&mut p, &g).unwrap();
        assert_eq!(logged(&log), ["boardsize 9", "clear_board", "komi 7.5", "play b E5", "genmove w"]);
        drop(p);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn handicap_stones_go_as_free_handicap_and_resign_is_a_decision() {
        let dir = std::env::temp_dir().join(format!("goscape-gtp-hc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let log = dir.join("log");
        let mut p = fake(&log, "resign");
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.fixed_handicap(2).unwrap();
        assert_eq!(ask(&mut p, &g), Ok(Decision::Resign));
        let l = logged(&log);
        assert!(l.iter().any(|c| c.starts_with("set_free_handicap ") && c.split(' ').count() == 3), "{l:?}");
        assert!(l.contains(&"genmove w".to_string()));
        drop(p);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn illegal_and_garbled_answers_fail_with_a_reason_and_the_next_move_resyncs() {
        let dir = std::env::temp_dir().join(format!("goscape-gtp-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let log = dir.join("log");
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play_next(Move::parse_gtp("E5", 9).unwrap()).unwrap();
        let mut p = fake(&log, "E5");
        let e = ask(&mut p, &g).unwrap_err();
        let PlayerError::Failed(msg) = e else { panic!("{e:?}") };
        assert!(msg.contains("E5 is an illegal move for white"), "{msg}");
        assert!(msg.contains("What to do"), "{msg}");
        let mut p = fake(&log, "Z99 nonsense");
        let e = ask(&mut p, &g).unwrap_err();
        assert!(e.to_string().contains("makes no sense"), "{e}");
        drop(p);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn gtp_specs_take_the_rest_as_a_command_line_and_options_in_brackets() {
        let o = parse_gtp_spec("gtp:gnugo --mode gtp --level 10").unwrap();
        assert_eq!(o.command.program, "gnugo");
        assert_eq!(o.command.args, ["--mode", "gtp", "--level", "10"]);
        let o = parse_gtp_spec("gtp[cwd=/tmp,timeout=5]:'/opt/my engine' -x a:b").unwrap();
        assert_eq!(o.command.program, "/opt/my engine");
        assert_eq!(o.command.args, ["-x", "a:b"]);
        assert_eq!(o.command.cwd.as_deref(), Some(std::path::Path::new("/tmp")));
        assert_eq!(o.move_timeout, Duration::from_secs(5));
        assert!(parse_gtp_spec("gtp:").is_err());
        assert!(parse_gtp_spec("gtp[depth=3]:gnugo").is_err());
        assert!(parse_gtp_spec("gtp:gnugo 'unclosed").is_err());
    }

    #[test]
    fn a_board_size_the_engine_refuses_is_unsupported() {
        let script = r#"while read -r id cmd rest; do case "$cmd" in boardsize) printf '?%s unacceptable size\n\n' "$id";; *) printf '=%s\n\n' "$id";; esac; done"#;
        let cl = CommandLine { program: "sh".into(), args: vec!["-c".into(), script.into()], cwd: None };
        let mut p = GtpPlayer::new(GtpOptions::new(cl));
        let e = ask(&mut p, &Game::new(25, Rules::default()).unwrap()).unwrap_err();
        assert!(
            matches!(&e, PlayerError::Unsupported(m) if m.contains("25x25") && m.contains("unacceptable size")),
            "{e:?}"
        );
    }

    #[test]
    fn a_missing_engine_is_a_failure_that_says_what_to_do() {
        let mut p = GtpPlayer::from_command_line("/nonexistent/engine --mode gtp").unwrap();
        let g = Game::new(9, Rules::default()).unwrap();
        let e = ask(&mut p, &g).unwrap_err();
        let PlayerError::Failed(msg) = e else { panic!("{e:?}") };
        assert!(msg.contains("/nonexistent/engine") && msg.contains("Install the program"), "{msg}");
    }
}
