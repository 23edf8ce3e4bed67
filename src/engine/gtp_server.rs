//! The GTP v2 engine side: goscape answering a controller (GoGui, Lizzie,
//! Sabaki, a match runner, a server bridge). Commands change one `Game` and
//! ask one player, run on a background worker, for moves and analysis.
//! Input lines arrive through a channel fed by a reader thread, so that a
//! command that thinks for a long time (analysis streaming) can stop when
//! the next line arrives.
//!
//! Analysis streams as Leela Zero and KataGo stream it: `lz-analyze` and
//! `kata-analyze` answer `=id` on a line of its own, then one line of
//! candidates every interval until the next input line arrives (any line,
//! even an empty one), then an empty line; that next line is then answered
//! as usual. `lz-genmove_analyze` and `kata-genmove_analyze` stream the same
//! lines while the player chooses its move, then `play <vertex>`, and are
//! not cut short by input. The `=` line is written once the player first
//! answers, so a player that cannot analyse gets a plain GTP error. The
//! line formats live in `gtp_analyze`.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, TryRecvError, unbounded};

use crate::engine::gtp_analyze::{AnalyzeArgs, Dialect, ReportAs, gogui_gfx, info_line};
use crate::engine::{Decision, Player, PlayerWorker, Progress, Reply};
use crate::go::{Color, CoordError, Game, MAX_SIZE, MIN_SIZE, Move, Point, Rules, fixed_handicap_points};
use crate::sgf::{GameInfo, SgfRecord};

/// Every command we answer, in the order `list_commands` gives them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "reg_genmove",
    "undo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "loadsgf",
    "printsgf",
    "final_score",
    "final_status_list",
    "showboard",
    "time_settings",
    "time_left",
    "is_legal",
    "all_legal",
    "list_stones",
    "captures",
    "countlib",
    "color",
    "lz-analyze",
    "kata-analyze",
    "lz-genmove_analyze",
    "kata-genmove_analyze",
    "gogui-analyze_commands",
    "goscape-analyze",
    "goscape-influence",
];

/// GoGui's analyze commands (`type/label/command`), as
/// `gogui-analyze_commands` lists them: the search, then every influence
/// model of the registry, in its order. Streaming commands cannot be among
/// them (GoGui waits for a whole answer); each entry is a command that
/// answers once. More analysis commands add their line here and their
/// command to `COMMANDS`.
pub fn gogui_analyze_commands() -> Vec<String> {
    let mut v = vec!["gfx/Analyze (search)/goscape-analyze %m".to_string()];
    v.extend(crate::influence::model_names().iter().map(|m| format!("dboard/Influence: {m}/goscape-influence {m}")));
    v
}

/// How long an analysis interrupted before the player's first reply waits
/// for that reply, in case it is a refusal.
const REFUSAL_GRACE: Duration = Duration::from_millis(100);

/// How long `goscape-analyze` thinks when not told.
pub const GOGUI_ANALYZE_SECONDS: f64 = 1.0;

/// The lines a controller sends, read on another thread. Commands that
/// think until interrupted poll `interrupted()`; a line that arrives then
/// is kept and is the next command.
pub struct Input {
    rx: Receiver<String>,
    pending: VecDeque<String>,
}

impl Input {
    /// Reads `reader` line by line on a new thread. Bytes that are not
    /// UTF-8 are replaced, never fatal.
    pub fn spawn<R: BufRead + Send + 'static>(mut reader: R) -> Input {
        let (tx, rx) = unbounded();
        std::thread::Builder::new()
            .name("gtp input".into())
            .spawn(move || {
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match reader.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            if tx.send(String::from_utf8_lossy(&buf).into_owned()).is_err() {
                                break;
                            }
                        }
                    }
                }
            })
            .expect("the OS refused to start a thread");
        Input { rx, pending: VecDeque::new() }
    }

    /// Input from a channel of lines (tests, embedding).
    pub fn from_channel(rx: Receiver<String>) -> Input {
        Input { rx, pending: VecDeque::new() }
    }

    /// The next line, waiting for it; `None` at the end of input.
    pub fn next_line(&mut self) -> Option<String> {
        self.pending.pop_front().or_else(|| self.rx.recv().ok())
    }

    /// Whether a new command line (not a blank or comment line) has arrived
    /// or the input has ended: a long think should then stop. The line is
    /// kept for `next_line`.
    pub fn interrupted(&mut self) -> bool {
        loop {
            if self.pending.iter().any(|l| preprocess(l).is_some()) {
                return true;
            }
            match self.rx.try_recv() {
                Ok(line) => self.pending.push_back(line),
                Err(TryRecvError::Empty) => return false,
                Err(TryRecvError::Disconnected) => return true,
            }
        }
    }

    /// The channel itself, for `select!` in commands that wait on a worker
    /// and the controller at once. Lines read from it go to `push_back`.
    pub fn receiver(&self) -> &Receiver<String> {
        &self.rx
    }

    /// Keeps a line read from `receiver()` as the next command.
    pub fn push_back(&mut self, line: String) {
        self.pending.push_back(line);
    }

    /// Whether any line, even an empty one, is waiting to be read.
    fn line_waiting(&self) -> bool {
        !self.pending.is_empty()
    }
}

/// What happens next while a command waits on the player and the input.
enum Event {
    /// A reply of the player to the current request.
    Reply(Reply),
    /// A line of input arrived (it is kept for `next_line`).
    Line,
    /// The input ended.
    InputClosed,
    /// The deadline passed.
    Tick,
    /// The player's thread is gone.
    WorkerGone,
    /// Nothing for this command (a stale reply).
    Nothing,
}

/// GTP's preprocessing (spec 2.2-2.3): control characters other than HT
/// and LF removed, comments cut, HT turned into a space; `None` for a line
/// left empty.
pub fn preprocess(line: &str) -> Option<String> {
    let without_comment = line.split('#').next().unwrap_or("");
    let cleaned: String = without_comment
        .chars()
        .filter(|&c| !c.is_control() || c == '\t' || c == '\n')
        .map(|c| if c == '\t' || c == '\n' { ' ' } else { c })
        .collect();
    let trimmed = cleaned.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

/// Time settings as the controller gave them (seconds, Canadian byo-yomi).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TimeSettings {
    pub main: u32,
    pub byo_yomi: u32,
    pub stones: u32,
}

/// The engine's state: the game, the player, the clock settings.
pub struct GtpServer {
    game: Game,
    worker: PlayerWorker,
    player_name: String,
    time: TimeSettings,
    /// Time left (seconds, stones) per colour, as the last `time_left` said.
    time_left: [Option<(u32, u32)>; 2],
    /// The point of view of analysis values.
    report_as: ReportAs,
    quit: bool,
}

type Answer = Result<String, String>;

fn syntax() -> String {
    "syntax error".to_string()
}

impl GtpServer {
    /// An engine on an empty board of `size` under `rules`, asking `player`
    /// for its moves.
    pub fn new(size: usize, rules: Rules, player: Box<dyn Player>) -> Result<GtpServer, crate::go::SetupError> {
        let game = Game::new(size, rules)?;
        let player_name = player.name();
        Ok(GtpServer {
            game,
            worker: PlayerWorker::spawn(player),
            player_name,
            time: TimeSettings::default(),
            time_left: [None, None],
            report_as: ReportAs::SideToMove,
            quit: false,
        })
    }

    /// Reports analysis from this point of view (KataGo's
    /// `reportAnalysisWinratesAs`); the side to move by default.
    pub fn set_report_as(&mut self, report_as: ReportAs) {
        self.report_as = report_as;
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock settings last given by `time_settings`.
    pub fn time_settings(&self) -> TimeSettings {
        self.time
    }

    /// Whether `quit` was received.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// Answers commands from `reader` on `writer` until `quit` or the end
    /// of input.
    pub fn serve<R: BufRead + Send + 'static, W: Write>(&mut self, reader: R, writer: W) -> io::Result<()> {
        self.serve_input(&mut Input::spawn(reader), writer)
    }

    /// `serve` over lines already on a channel.
    pub fn serve_input<W: Write>(&mut self, input: &mut Input, mut writer: W) -> io::Result<()> {
        while !self.quit {
            let Some(line) = input.next_line() else { break };
            self.execute_line_to(&line, input, &mut writer)?;
        }
        Ok(())
    }

    /// Runs one line; returns the whole response (`=id result\n\n` or
    /// `?id message\n\n`, or a whole analysis stream), or `None` for a blank
    /// or comment line.
    pub fn execute_line(&mut self, line: &str, input: &mut Input) -> Option<String> {
        let mut out = Vec::new();
        match self.execute_line_to(line, input, &mut out) {
            Ok(true) => Some(String::from_utf8_lossy(&out).into_owned()),
            _ => None,
        }
    }

    /// Runs one line, writing its response to `out` as it comes (analysis
    /// streams line by line, flushed). Returns whether there was a response
    /// (not for a blank or comment line).
    pub fn execute_line_to(&mut self, line: &str, input: &mut Input, out: &mut dyn Write) -> io::Result<bool> {
        let Some(line) = preprocess(line) else { return Ok(false) };
        let mut words = line.split(' ').filter(|w| !w.is_empty());
        let Some(first) = words.next() else { return Ok(false) };
        let (id, command) = if first.bytes().all(|b| b.is_ascii_digit()) {
            (first.to_string(), words.next().unwrap_or(""))
        } else {
            (String::new(), first)
        };
        let args: Vec<&str> = words.collect();
        match command {
            "lz-analyze" => return self.stream_analysis(&id, Dialect::Lz, &args, input, out).map(|()| true),
            "kata-analyze" => return self.stream_analysis(&id, Dialect::Kata, &args, input, out).map(|()| true),
            "lz-genmove_analyze" => return self.genmove_analyze(&id, Dialect::Lz, &args, input, out).map(|()| true),
            "kata-genmove_analyze" => {
                return self.genmove_analyze(&id, Dialect::Kata, &args, input, out).map(|()| true);
            }
            _ => {}
        }
        let answer =
            if command.is_empty() { Err("unknown command".to_string()) } else { self.dispatch(command, &args, input) };
        write_answer(out, &id, answer)?;
        Ok(true)
    }

    fn dispatch(&mut self, command: &str, args: &[&str], input: &mut Input) -> Answer {
        let no_args = |ok: Answer| if args.is_empty() { ok } else { Err(syntax()) };
        match command {
            "protocol_version" => no_args(Ok("2".into())),
            "name" => no_args(Ok("goscape".into())),
            "version" => no_args(Ok(env!("CARGO_PKG_VERSION").into())),
            "known_command" => match args {
                [c] => Ok(COMMANDS.contains(c).to_string()),
                _ => Err(syntax()),
            },
            "list_commands" => no_args(Ok(COMMANDS.join("\n"))),
            "gogui-analyze_commands" => no_args(Ok(gogui_analyze_commands().join("\n"))),
            "goscape-analyze" => self.gogui_analyze(args, input),
            "goscape-influence" => match args {
                [name] => self.influence(name),
                _ => Err(syntax()),
            },
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(args),
            "clear_board" => no_args({
                self.game.clear();
                Ok(String::new())
            }),
            "komi" => match args {
                [k] => {
                    let k: f32 = k.parse().map_err(|_| syntax())?;
                    if !k.is_finite() {
                        return Err(syntax());
                    }
                    self.game.set_komi(k);
                    Ok(String::new())
                }
                _ => Err(syntax()),
            },
            "play" => self.play(args),
            "genmove" => self.genmove(args, true),
            "reg_genmove" => self.genmove(args, false),
            "undo" => no_args(if self.game.undo() { Ok(String::new()) } else { Err("cannot undo".into()) }),
            "fixed_handicap" => self.fixed_handicap(args),
            "place_free_handicap" => self.place_free_handicap(args),
            "set_free_handicap" => self.set_free_handicap(args),
            "loadsgf" => self.loadsgf(args),
            "printsgf" => self.printsgf(args),
            "final_score" => no_args(Ok(self.game.score(&[]).result().to_string())),
            "final_status_list" => self.final_status_list(args),
            "showboard" => no_args(Ok(self.showboard())),
            "time_settings" => match args {
                [m, b, s] => {
                    let n = |v: &str| v.parse::<u32>().map_err(|_| syntax());
                    self.time = TimeSettings { main: n(m)?, byo_yomi: n(b)?, stones: n(s)? };
                    self.time_left = [None, None];
                    Ok(String::new())
                }
                _ => Err(syntax()),
            },
            "time_left" => match args {
                [c, t, s] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    let t = t.parse::<u32>().map_err(|_| syntax())?;
                    let s = s.parse::<u32>().map_err(|_| syntax())?;
                    self.time_left[c.index()] = Some((t, s));
                    Ok(String::new())
                }
                _ => Err(syntax()),
            },
            "is_legal" => match args {
                [c, v] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    let mv = self.parse_move(v)?;
                    Ok(if self.game.check(c, mv).is_ok() { "1" } else { "0" }.into())
                }
                _ => Err(syntax()),
            },
            "all_legal" => match args {
                [c] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    let mut pts = self.game.legal_points(c);
                    pts.sort_by_key(|p| (p.y, p.x));
                    Ok(self.vertices(&pts))
                }
                _ => Err(syntax()),
            },
            "list_stones" => match args {
                [c] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    let size = self.game.size();
                    let pts: Vec<Point> = Point::all(size).filter(|&p| self.game.board().get(p) == Some(c)).collect();
                    Ok(self.vertices(&pts))
                }
                _ => Err(syntax()),
            },
            "captures" => match args {
                [c] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    Ok(self.game.board().captures(c).to_string())
                }
                _ => Err(syntax()),
            },
            "countlib" => match args {
                [v] => {
                    let p = self.parse_point(v)?;
                    let b = self.game.board();
                    if b.get(p).is_none() {
                        return Err("vertex must not be empty".into());
                    }
                    Ok(b.liberties(b.idx(p)).len().to_string())
                }
                _ => Err(syntax()),
            },
            "color" => match args {
                [v] => {
                    let p = self.parse_point(v)?;
                    Ok(match self.game.board().get(p) {
                        Some(c) => c.to_string(),
                        None => "empty".into(),
                    })
                }
                _ => Err(syntax()),
            },
            _ => Err("unknown command".into()),
        }
    }

    fn vertices(&self, pts: &[Point]) -> String {
        let size = self.game.size();
        pts.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" ")
    }

    /// A vertex or `pass`: a malformed one is a syntax error, one off the
    /// board an illegal move.
    fn parse_move(&self, v: &str) -> Result<Move, String> {
        match Move::parse_gtp(v, self.game.size()) {
            Ok(m) => Ok(m),
            Err(CoordError::OffBoard(..)) => Err("illegal move".into()),
            Err(CoordError::Malformed(_)) => Err(syntax()),
        }
    }

    /// A vertex that must be on the board.
    fn parse_point(&self, v: &str) -> Result<Point, String> {
        match Point::parse_gtp(v, self.game.size()) {
            Ok(Some(p)) => Ok(p),
            Ok(None) => Err(syntax()),
            Err(CoordError::OffBoard(..)) => Err("invalid coordinate".into()),
            Err(CoordError::Malformed(_)) => Err(syntax()),
        }
    }

    fn boardsize(&mut self, args: &[&str]) -> Answer {
        let [n] = args else { return Err(syntax()) };
        let n: usize = n.parse().map_err(|_| syntax())?;
        if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
            return Err("unacceptable size".into());
        }
        self.game = Game::new(n, self.game.rules()).map_err(|_| "unacceptable size".to_string())?;
        Ok(String::new())
    }

    fn play(&mut self, args: &[&str]) -> Answer {
        let [c, v] = args else { return Err(syntax()) };
        let c = Color::parse(c).ok_or_else(syntax)?;
        let mv = self.parse_move(v)?;
        self.game.play(c, mv).map_err(|_| "illegal move".to_string())?;
        Ok(String::new())
    }

    /// The position the player thinks about for `c`: the game, with a pass
    /// in between when GTP asks for the colour not to move (only in this
    /// snapshot: the player always moves for the side to move).
    fn snapshot_for(&self, c: Color) -> Result<Game, String> {
        let mut snapshot = self.game.clone();
        if snapshot.to_play() != c {
            snapshot.play(snapshot.to_play(), Move::Pass).map_err(|e| e.to_string())?;
        }
        Ok(snapshot)
    }

    /// Asks the player for `c`'s move; plays it when `play`.
    fn genmove(&mut self, args: &[&str], play: bool) -> Answer {
        let [c] = args else { return Err(syntax()) };
        let c = Color::parse(c).ok_or_else(syntax)?;
        let snapshot = self.snapshot_for(c)?;
        self.worker.request_move(&snapshot);
        let decision = match self.worker.wait(|_| {}) {
            Some(Reply::Move { decision, .. }) => decision,
            Some(Reply::Failed { why, .. }) => return Err(format!("player {} failed: {why}", self.player_name)),
            _ => return Err(format!("player {} gave no move", self.player_name)),
        };
        self.apply_decision(c, decision, play)
    }

    /// Checks the player's decision for `c` and plays it when `play`; the
    /// vertex, `pass` or `resign`.
    fn apply_decision(&mut self, c: Color, decision: Decision, play: bool) -> Answer {
        let mv = match decision {
            Decision::Resign => return Ok("resign".into()),
            Decision::Play(mv) => mv,
        };
        if let Err(why) = self.game.check(c, mv) {
            let v = mv.to_gtp(self.game.size());
            return Err(format!("player {} chose an illegal move {v}: {why}", self.player_name));
        }
        if play {
            self.game.play(c, mv).map_err(|e| e.to_string())?;
        }
        Ok(mv.to_gtp(self.game.size()))
    }

    /// Waits for the next thing that matters to a thinking command: a reply
    /// to the current request, a line of input (when `watch_input`), or
    /// `deadline`.
    fn next_event(&mut self, input: &mut Input, watch_input: bool, deadline: Option<Instant>) -> Event {
        if watch_input && input.line_waiting() {
            return Event::Line;
        }
        let replies = self.worker.receiver().clone();
        let lines = if watch_input { input.receiver().clone() } else { crossbeam_channel::never() };
        // Without a deadline, wake now and then anyway: the caller just waits again.
        let timeout = deadline.map_or(Duration::from_secs(3600), |d| d.saturating_duration_since(Instant::now()));
        crossbeam_channel::select! {
            recv(replies) -> r => match r {
                Ok(r) => self.worker.filter(r).map_or(Event::Nothing, Event::Reply),
                Err(_) => Event::WorkerGone,
            },
            recv(lines) -> l => match l {
                Ok(l) => {
                    input.push_back(l);
                    Event::Line
                }
                Err(_) => Event::InputClosed,
            },
            default(timeout) => Event::Tick,
        }
    }

    /// Starts an analysis command: reads its arguments, asks the player
    /// for a move (`choose`) or for analysis of the position of the colour
    /// it is for, and returns the stream to report on; or the GTP error.
    fn start_stream<'a>(
        &mut self,
        id: &'a str,
        dialect: Dialect,
        args: &[&str],
        choose: bool,
    ) -> Result<Stream<'a>, String> {
        let a = AnalyzeArgs::parse(dialect, args)?;
        let pla = a.color.unwrap_or(self.game.to_play());
        let snapshot = self.snapshot_for(pla)?;
        if choose {
            self.worker.request_move(&snapshot);
        } else {
            self.worker.request_analysis(&snapshot);
        }
        Ok(Stream::new(id, a, pla, self.game.size(), self.report_as))
    }

    /// `lz-analyze` / `kata-analyze`: streams the player's analysis until
    /// the next line of input.
    fn stream_analysis(
        &mut self,
        id: &str,
        dialect: Dialect,
        args: &[&str],
        input: &mut Input,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let mut stream = match self.start_stream(id, dialect, args, false) {
            Ok(stream) => stream,
            Err(why) => return write_answer(out, id, Err(why)),
        };
        loop {
            match self.next_event(input, true, stream.next_tick) {
                Event::Reply(Reply::Progress { progress, .. }) => stream.progress(out, progress)?,
                Event::Reply(Reply::Failed { why, .. }) if !stream.started => {
                    self.worker.cancel();
                    return write_answer(out, id, Err(why));
                }
                Event::Line | Event::InputClosed if !stream.started => {
                    // A player that cannot analyse says so at once: give it
                    // that moment, so that the answer is its error rather
                    // than an empty analysis.
                    match self.worker.recv_timeout(REFUSAL_GRACE) {
                        Some(Reply::Failed { why, .. }) => {
                            self.worker.cancel();
                            return write_answer(out, id, Err(why));
                        }
                        Some(Reply::Progress { progress, .. }) => stream.progress(out, progress)?,
                        _ => {}
                    }
                    break;
                }
                Event::Reply(_) | Event::Line | Event::InputClosed | Event::WorkerGone => break,
                Event::Tick => stream.tick(out)?,
                Event::Nothing => {}
            }
        }
        self.worker.cancel();
        stream.finish(out, None)
    }

    /// `lz-genmove_analyze` / `kata-genmove_analyze`: streams the search
    /// while the player chooses, then `play <vertex>`; the move is played.
    /// Input that arrives meanwhile waits for its turn.
    fn genmove_analyze(
        &mut self,
        id: &str,
        dialect: Dialect,
        args: &[&str],
        input: &mut Input,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let mut stream = match self.start_stream(id, dialect, args, true) {
            Ok(stream) => stream,
            Err(why) => return write_answer(out, id, Err(why)),
        };
        let mut watch_input = true;
        loop {
            match self.next_event(input, watch_input, stream.next_tick) {
                Event::Reply(Reply::Progress { progress, .. }) => stream.progress(out, progress)?,
                Event::Reply(Reply::Move { decision, .. }) => {
                    return match self.apply_decision(stream.pla, decision, true) {
                        Ok(vertex) => stream.finish(out, Some(&vertex)),
                        // An illegal choice is not played; once the stream has
                        // begun it ends without a move.
                        Err(why) if !stream.started => write_answer(out, id, Err(why)),
                        Err(_) => stream.finish(out, None),
                    };
                }
                Event::Reply(Reply::Failed { why, .. }) => {
                    let why = format!("player {} failed: {why}", self.player_name);
                    return if stream.started { stream.finish(out, None) } else { write_answer(out, id, Err(why)) };
                }
                Event::Reply(Reply::AnalysisDone { .. }) | Event::WorkerGone => {
                    let why = format!("player {} gave no move", self.player_name);
                    return if stream.started { stream.finish(out, None) } else { write_answer(out, id, Err(why)) };
                }
                Event::InputClosed => watch_input = false,
                Event::Line => watch_input = false,
                Event::Tick => stream.tick(out)?,
                Event::Nothing => {}
            }
        }
    }

    /// `goscape-influence <model>`: the model's map of the current position,
    /// one row per board line from the top, two decimals, positive for Black
    /// (GoGui's `dboard` format).
    fn influence(&mut self, name: &str) -> Result<String, String> {
        let Some(mut model) = crate::influence::by_name(name) else {
            return Err(format!("unknown influence model (expected {})", crate::influence::model_names().join(", ")));
        };
        model.set_to_play(self.game.to_play());
        let values = model.compute(self.game.board());
        Ok(crate::influence::format_text(self.game.size(), &values).trim_end().to_string())
    }

    /// `goscape-analyze [colour] [seconds]`: thinks for that long and
    /// answers GoGui's gfx for the search. Like any command that answers
    /// once, input that arrives meanwhile waits for its turn.
    fn gogui_analyze(&mut self, args: &[&str], input: &mut Input) -> Answer {
        let mut rest = args;
        let mut pla = self.game.to_play();
        if let Some(c) = rest.first().and_then(|c| Color::parse(c)) {
            pla = c;
            rest = &rest[1..];
        }
        let seconds = match rest {
            [] => GOGUI_ANALYZE_SECONDS,
            [s] => {
                s.parse::<f64>().ok().filter(|s| s.is_finite() && (0.0..=86_400.0).contains(s)).ok_or_else(syntax)?
            }
            _ => return Err(syntax()),
        };
        let snapshot = self.snapshot_for(pla)?;
        self.worker.request_analysis(&snapshot);
        let deadline = Instant::now() + Duration::from_secs_f64(seconds);
        let mut latest = Progress::default();
        loop {
            match self.next_event(input, false, Some(deadline)) {
                Event::Reply(Reply::Progress { progress, .. }) => latest = progress,
                Event::Reply(Reply::Failed { why, .. }) => {
                    self.worker.cancel();
                    return Err(why);
                }
                Event::Reply(_) | Event::Line | Event::InputClosed | Event::WorkerGone => break,
                Event::Tick if Instant::now() >= deadline => break,
                Event::Tick | Event::Nothing => {}
            }
        }
        self.worker.cancel();
        Ok(gogui_gfx(&latest, pla, self.game.size()))
    }

    fn board_is_empty(&self) -> bool {
        let b = self.game.board();
        self.game.move_number() == 0 && b.stone_count(Color::Black) + b.stone_count(Color::White) == 0
    }

    fn fixed_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = args else { return Err(syntax()) };
        let n: usize = n.parse().map_err(|_| syntax())?;
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        let points = self.game.fixed_handicap(n).map_err(|_| "invalid number of stones".to_string())?;
        Ok(self.vertices(&points))
    }

    /// Our choice of free handicap points: the fixed ones where they exist
    /// (at most 9, as the spec allows placing fewer), else the 3-3 or 2-2
    /// points and the centre of small boards.
    fn free_handicap_points(&self, n: usize) -> Vec<Point> {
        let size = self.game.size();
        let max_fixed = if size % 2 == 1 { 9 } else { 4 };
        let max_fixed = if size == 7 { 4 } else { max_fixed };
        if let Ok(pts) = fixed_handicap_points(size, n.min(max_fixed)) {
            return pts;
        }
        let e = if size >= 5 { 1 } else { 0 } as u8;
        let (lo, hi, mid) = (e, size as u8 - 1 - e, (size / 2) as u8);
        let mut pts = Vec::new();
        for p in [Point::new(lo, hi), Point::new(hi, lo), Point::new(lo, lo), Point::new(hi, hi), Point::new(mid, mid)]
        {
            if !pts.contains(&p) && pts.len() < n {
                pts.push(p);
            }
        }
        pts
    }

    fn place_free_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = args else { return Err(syntax()) };
        let n: usize = n.parse().map_err(|_| syntax())?;
        let size = self.game.size();
        if n < 2 || n >= size * size {
            return Err("invalid number of stones".into());
        }
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        let points = self.free_handicap_points(n);
        self.game.place_handicap(&points).map_err(|_| "invalid number of stones".to_string())?;
        Ok(self.vertices(&points))
    }

    fn set_free_handicap(&mut self, args: &[&str]) -> Answer {
        let size = self.game.size();
        let mut points = Vec::new();
        for v in args {
            match Point::parse_gtp(v, size) {
                Ok(Some(p)) if !points.contains(&p) => points.push(p),
                _ => return Err("bad vertex list".into()),
            }
        }
        if points.len() < 2 || points.len() >= size * size {
            return Err("bad vertex list".into());
        }
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        self.game.place_handicap(&points).map_err(|_| "bad vertex list".to_string())?;
        Ok(String::new())
    }

    fn loadsgf(&mut self, args: &[&str]) -> Answer {
        let (file, upto) = match args {
            [f] => (*f, None),
            [f, u] => (*f, Some(*u)),
            _ => return Err(syntax()),
        };
        let cannot = || "cannot load file".to_string();
        let record = SgfRecord::load(Path::new(file)).map_err(|_| cannot())?;
        let size = record.size();
        let moves = match upto {
            None => usize::MAX,
            Some(u) if u.bytes().all(|b| b.is_ascii_digit()) => {
                // "Up to but not including move u".
                u.parse::<usize>().map_err(|_| syntax())?.saturating_sub(1)
            }
            Some(u) => match Point::parse_gtp(u, size) {
                Ok(Some(p)) => record.moves_before(p).unwrap_or(usize::MAX),
                _ => return Err(syntax()),
            },
        };
        let current = self.game.rules();
        let rules = Rules { komi: record.info().komi.unwrap_or(current.komi), ..current };
        self.game = record.game_at_with(moves, rules).map_err(|_| cannot())?;
        Ok(String::new())
    }

    fn printsgf(&mut self, args: &[&str]) -> Answer {
        let info = GameInfo { black: None, white: None, ..GameInfo::default() };
        let text = SgfRecord::from_game(&self.game, &info).to_sgf();
        match args {
            [] => Ok(text),
            [file] => {
                std::fs::write(file, text).map_err(|e| format!("cannot write {file}: {e}"))?;
                Ok(String::new())
            }
            _ => Err(syntax()),
        }
    }

    /// No dead-stone detection yet: every stone counts as alive, none as
    /// dead or in seki. Each chain on a line of its own, as GNU Go does.
    fn final_status_list(&mut self, args: &[&str]) -> Answer {
        let [status] = args else { return Err(syntax()) };
        match status.to_ascii_lowercase().as_str() {
            "dead" | "seki" => Ok(String::new()),
            "alive" => {
                let b = self.game.board();
                let size = self.game.size();
                let mut seen = std::collections::HashSet::new();
                let mut lines = Vec::new();
                for p in Point::all(size) {
                    if b.get(p).is_none() || seen.contains(&b.chain_id(b.idx(p))) {
                        continue;
                    }
                    let i = b.idx(p);
                    seen.insert(b.chain_id(i));
                    let mut chain: Vec<Point> = b.chain_stones(i).map(|j| b.point(j)).collect();
                    chain.sort_by_key(|q| (q.y, q.x));
                    lines.push(self.vertices(&chain));
                }
                Ok(lines.join("\n"))
            }
            _ => Err(syntax()),
        }
    }

    /// The board as text: columns lettered, rows numbered, captures aside.
    fn showboard(&self) -> String {
        let size = self.game.size();
        let b = self.game.board();
        let letters: String = (0..size)
            .map(|x| format!(" {}", Point::new(x as u8, 0).to_gtp(size).chars().next().unwrap_or('?')))
            .collect();
        let mut out = vec![String::new(), format!("  {letters}")];
        for y in 0..size {
            let row = size - y;
            let mut line = format!("{row:2}");
            for x in 0..size {
                line.push(' ');
                line.push(match b.get(Point::new(x as u8, y as u8)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                });
            }
            line.push_str(&format!(" {row}"));
            if y == size - 2 || (size < 2 && y == 0) {
                line.push_str(&format!("     WHITE (O) has captured {} stones", b.captures(Color::White)));
            }
            if y == size - 1 {
                line.push_str(&format!("     BLACK (X) has captured {} stones", b.captures(Color::Black)));
            }
            out.push(line);
        }
        out.push(format!("  {letters}"));
        out.join("\n")
    }
}

/// Writes a whole response.
fn write_answer(out: &mut dyn Write, id: &str, answer: Answer) -> io::Result<()> {
    let text = match answer {
        Ok(text) => format!("={id} {}\n\n", text.trim_end()),
        Err(text) => format!("?{id} {}\n\n", text.trim_end()),
    };
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// One streamed analysis response: the `=` line once the player first
/// reports, a line of candidates at every interval, and its end.
struct Stream<'a> {
    id: &'a str,
    args: AnalyzeArgs,
    pla: Color,
    size: usize,
    report_as: ReportAs,
    /// Whether the `=` line is out.
    started: bool,
    /// Whether a line of candidates is out.
    reported: bool,
    latest: Option<Progress>,
    interval: Option<Duration>,
    /// When the next line is due; `None` when nothing is to be reported.
    next_tick: Option<Instant>,
}

impl<'a> Stream<'a> {
    fn new(id: &'a str, args: AnalyzeArgs, pla: Color, size: usize, report_as: ReportAs) -> Stream<'a> {
        let interval = args.interval();
        let next_tick = interval.map(|i| Instant::now() + i);
        Stream { id, args, pla, size, report_as, started: false, reported: false, latest: None, interval, next_tick }
    }

    fn start(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if !self.started {
            self.started = true;
            writeln!(out, "={}", self.id)?;
            out.flush()?;
        }
        Ok(())
    }

    fn progress(&mut self, out: &mut dyn Write, progress: Progress) -> io::Result<()> {
        self.start(out)?;
        self.latest = Some(progress);
        Ok(())
    }

    /// Writes the latest candidates, if any.
    fn report(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let Some(progress) = &self.latest else { return Ok(()) };
        if let Some(line) = info_line(&self.args, progress, self.pla, self.size, self.report_as) {
            writeln!(out, "{line}")?;
            out.flush()?;
            self.reported = true;
        }
        Ok(())
    }

    /// A line is due: writes it and schedules the next.
    fn tick(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let (Some(due), Some(interval)) = (self.next_tick, self.interval) else { return Ok(()) };
        let now = Instant::now();
        if now < due {
            return Ok(());
        }
        self.report(out)?;
        // As Leela Zero: the interval counts from the last line written, so
        // lines never come closer than asked even when one was late.
        self.next_tick = Some(now + interval);
        Ok(())
    }

    /// Ends the response: one report if an interval was asked for and none
    /// was written yet (as Leela Zero does), `play <vertex>` for a move,
    /// and the empty line.
    fn finish(mut self, out: &mut dyn Write, played: Option<&str>) -> io::Result<()> {
        self.start(out)?;
        if self.interval.is_some() && !self.reported {
            self.report(out)?;
        }
        if let Some(vertex) = played {
            writeln!(out, "play {vertex}")?;
        }
        writeln!(out)?;
        out.flush()
    }
}
