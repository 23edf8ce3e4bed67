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

use std::io::{self, BufRead, Write};
use std::time::Instant;

use crate::engine::gtp_analyze::{Dialect, ReportAs};
use crate::engine::{Decision, Player, PlayerWorker, Reply};
use crate::go::clock::Overtime;
use crate::go::{Clock, Color, CoordError, Game, MAX_SIZE, MIN_SIZE, Move, Point, Rules, TimeControl};

mod analysis;
mod input;
mod position;
mod status;

pub use analysis::GOGUI_ANALYZE_SECONDS;
pub use input::{Input, preprocess};

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
    "dragon_status",
    "owl_attack",
    "owl_defend",
    "owl_does_attack",
    "owl_does_defend",
    "analyze_semeai",
    "showboard",
    "time_settings",
    "kgs-time_settings",
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

/// The engine's state: the game, the player, the clock settings.
pub struct GtpServer {
    game: Game,
    worker: PlayerWorker,
    player_name: String,
    /// What `name` answers.
    name: String,
    /// The clock the controller set (`time_settings`, `kgs-time_settings`),
    /// as the last `time_left` and our own moves left it; `None` untimed.
    clock: Option<Clock>,
    /// The point of view of analysis values.
    report_as: ReportAs,
    /// Who says what lives and dies, and its last verdict.
    judge: Box<dyn crate::meaning::Judge>,
    verdict: Option<Verdict>,
    quit: bool,
}

/// The judge's verdict on one position (hash, side to move, size), and
/// the groups of that position asked about alone, as read then: a file
/// asks `dragon_status`, `owl_attack` and `owl_defend` of the same group,
/// and one reading answers all three.
struct Verdict {
    position: (u64, Color, usize),
    judgement: crate::meaning::Judgement,
    asked: Vec<crate::meaning::GroupStatus>,
}

type Answer = Result<String, String>;

/// What `name` answers unless told otherwise.
pub const NAME: &str = "goscape";

/// The name under which Lizzie 0.7.4 reads our analysis as KataGo's: it
/// shows score leads only from an engine whose name starts with "KataGo",
/// and, under any other name, asks for a Leela Zero version of 0.15 or
/// later (ours is goscape's own) before it analyses.
pub const LIZZIE_NAME: &str = "KataGo-compatible goscape";

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
            name: NAME.to_string(),
            player_name,
            clock: None,
            report_as: ReportAs::SideToMove,
            judge: Box::new(crate::meaning::playouts::PlayoutJudge::default()),
            verdict: None,
            quit: false,
        })
    }

    /// Reports analysis from this point of view (KataGo's
    /// `reportAnalysisWinratesAs`); the side to move by default.
    /// Answers `name` with `name` (for a controller that tells engines
    /// apart by it).
    pub fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    pub fn set_report_as(&mut self, report_as: ReportAs) {
        self.report_as = report_as;
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock, when the controller set one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
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
            "name" => no_args(Ok(self.name.clone())),
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
            "final_score" => match args {
                // GNU Go takes an optional random seed.
                [] | [_] => self.final_score(),
                _ => Err(syntax()),
            },
            "final_status_list" => match args {
                [s, _seed] => self.final_status_list(&[s]),
                _ => self.final_status_list(args),
            },
            "dragon_status" => self.dragon_status(args),
            "owl_attack" => self.owl(args, false),
            "owl_defend" => self.owl(args, true),
            "owl_does_attack" => self.owl_does(args, false),
            "owl_does_defend" => self.owl_does(args, true),
            "analyze_semeai" => self.analyze_semeai(args),
            "showboard" => no_args(Ok(self.showboard())),
            "time_settings" => match args {
                [m, b, st] => {
                    let n = |v: &str| v.parse::<u32>().map_err(|_| syntax());
                    let (m, b, st) = (n(m)? as f64, n(b)? as f64, n(st)?);
                    // GTP: byo-yomi time with no stones means no limit.
                    let overtime = match (b > 0.0, st) {
                        (false, _) => Some(Overtime::Absolute),
                        (true, 0) => None,
                        (true, stones) => Some(Overtime::Canadian { stones, seconds: b }),
                    };
                    self.set_clock(overtime.map(|overtime| TimeControl { main: m, overtime }));
                    Ok(String::new())
                }
                _ => Err(syntax()),
            },
            "kgs-time_settings" => {
                let n = |v: &str| v.parse::<u32>().map_err(|_| syntax());
                let tc = match args {
                    ["none"] => None,
                    ["absolute", m] => Some(TimeControl::absolute(n(m)? as f64)),
                    ["byoyomi", m, b, p] => Some(TimeControl {
                        main: n(m)? as f64,
                        overtime: Overtime::ByoYomi { periods: n(p)?, seconds: n(b)? as f64 },
                    }),
                    ["canadian", m, b, st] => Some(TimeControl {
                        main: n(m)? as f64,
                        overtime: Overtime::Canadian { stones: n(st)?, seconds: n(b)? as f64 },
                    }),
                    _ => return Err(syntax()),
                };
                self.set_clock(tc);
                Ok(String::new())
            }
            "time_left" => match args {
                [c, t, st] => {
                    let c = Color::parse(c).ok_or_else(syntax)?;
                    let t = t.parse::<u32>().map_err(|_| syntax())?;
                    let st = st.parse::<u32>().map_err(|_| syntax())?;
                    // Without settings, the time left is all there is to
                    // go by: absolute time, or a Canadian period.
                    let (t, count) = (t as f64, (st > 0).then_some(st));
                    let clock = self.clock.get_or_insert_with(|| {
                        Clock::new(match count {
                            None => TimeControl::absolute(t.max(1.0)),
                            Some(stones) => {
                                TimeControl { main: 0.0, overtime: Overtime::Canadian { stones, seconds: t.max(1.0) } }
                            }
                        })
                    });
                    clock.set_left(c, t, count);
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
        let asked = Instant::now();
        self.worker.request_timed_move(&snapshot, self.clock.as_ref());
        let reply = self.worker.wait(|_| {});
        self.charge(c, asked);
        let decision = match reply {
            Some(Reply::Move { decision, .. }) => decision,
            Some(Reply::Failed { why, .. }) => return Err(format!("player {} failed: {why}", self.player_name)),
            _ => return Err(format!("player {} gave no move", self.player_name)),
        };
        self.apply_decision(c, decision, play)
    }

    /// Sets the clock; a time control that cannot be kept (zero absolute
    /// time) is no limit, as GTP has it.
    fn set_clock(&mut self, tc: Option<TimeControl>) {
        self.clock = tc.filter(|t| t.main > 0.0 || t.overtime != Overtime::Absolute).map(Clock::new);
    }

    /// Charges `c` the time since `asked`: the clock stays right when the
    /// controller sends no `time_left`.
    fn charge(&mut self, c: Color, asked: Instant) {
        if let Some(clock) = &mut self.clock {
            clock.charge(c, asked.elapsed().as_secs_f64());
        }
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
