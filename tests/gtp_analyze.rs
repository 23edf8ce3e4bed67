//! The analysis commands of the GTP engine, line by line as Leela Zero
//! (`lz-analyze`) and KataGo (`kata-analyze`) write them for Lizzie and
//! Sabaki: exact formats, ordering, ownership and its point of view, the
//! reporting interval, the end of the stream on the next input line, and
//! `genmove_analyze` ending with `play`. A scripted player gives known
//! numbers; the real flat Monte-Carlo player runs through the binary.

use std::io::{self, Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, unbounded};

use goscape::engine::gtp_analyze::ReportAs;
use goscape::engine::gtp_server::{COMMANDS, GtpServer, Input, gogui_analyze_commands};
use goscape::engine::{Candidate, Decision, Player, PlayerError, Progress, Think, make_player};
use goscape::go::{Color, Game, Move, Point, Rules};

/// Ownership the scripted player reports on 3x3, positive for Black, row
/// by row from the top (A3 B3 C3 / A2 B2 C2 / A1 B1 C1).
const OWNERSHIP: [f32; 9] = [1.0, 0.5, 0.25, 0.0, -0.125, -0.5, -1.0, 0.75, 0.1];

fn mv(v: &str) -> Move {
    Move::parse_gtp(v, 3).unwrap()
}

/// The same search every time, candidates deliberately not in visit order.
fn scripted_progress() -> Progress {
    let c = |m: &str, visits, winrate, prior, pv: &[&str]| Candidate {
        mv: mv(m),
        visits,
        winrate,
        prior,
        pv: pv.iter().map(|v| mv(v)).collect(),
        score: None,
        ownership: None,
    };
    Progress {
        playouts: 50,
        best: Some(mv("B2")),
        winrate: Some(0.6),
        score: None,
        candidates: vec![
            c("C3", 10, 0.55, Some(0.2), &["C3", "B2"]),
            c("A3", 0, 0.5, Some(0.01), &["A3"]),
            c("B2", 30, 0.61234, Some(0.5), &["B2", "A1", "C3"]),
            c("pass", 2, 0.1, Some(0.0001), &["pass"]),
            c("A1", 10, 0.58, None, &[]),
        ],
        ownership: Some(OWNERSHIP.to_vec()),
        ownership_stdev: None,
        fraction_done: None,
    }
}

/// A player with a known search: it reports `scripted_progress` every
/// 10 ms, analyses until stopped, and plays the most visited move after
/// `think_ms`. It records the side to move of every position it is given.
struct Scripted {
    think_ms: u64,
    seen: Arc<Mutex<Vec<Color>>>,
}

impl Player for Scripted {
    fn name(&self) -> String {
        "scripted".into()
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        self.seen.lock().unwrap().push(game.to_play());
        let start = Instant::now();
        while start.elapsed() < Duration::from_millis(self.think_ms) && !think.stopped() {
            think.report(scripted_progress());
            std::thread::sleep(Duration::from_millis(10));
        }
        // The most visited candidate that is still free.
        let free = ["B2", "A1", "C3"].into_iter().map(mv).find(|m| game.check(game.to_play(), *m).is_ok());
        Ok(Decision::Play(free.unwrap_or(Move::Pass)))
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        self.seen.lock().unwrap().push(game.to_play());
        while !think.stopped() {
            think.report(scripted_progress());
            std::thread::sleep(Duration::from_millis(10));
        }
        Ok(())
    }
}

/// Collects what the server writes, as it writes it.
struct Pipe(Sender<Vec<u8>>);

impl Write for Pipe {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        let _ = self.0.send(b.to_vec());
        Ok(b.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A server running on its own thread, fed line by line.
struct Engine {
    tx: Option<Sender<String>>,
    out: Receiver<Vec<u8>>,
    buf: Vec<u8>,
    thread: Option<JoinHandle<()>>,
    seen: Arc<Mutex<Vec<Color>>>,
}

impl Engine {
    fn scripted(report_as: ReportAs) -> Engine {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let player = Scripted { think_ms: 200, seen: seen.clone() };
        Engine::start(3, Box::new(player), report_as, seen)
    }

    fn start(size: usize, player: Box<dyn Player>, report_as: ReportAs, seen: Arc<Mutex<Vec<Color>>>) -> Engine {
        let (tx, rx) = unbounded::<String>();
        let (out_tx, out) = unbounded();
        let thread = std::thread::spawn(move || {
            let mut server = GtpServer::new(size, Rules::default(), player).unwrap();
            server.set_report_as(report_as);
            server.serve_input(&mut Input::from_channel(rx), Pipe(out_tx)).unwrap();
        });
        Engine { tx: Some(tx), out, buf: Vec::new(), thread: Some(thread), seen }
    }

    fn send(&self, line: &str) {
        self.tx.as_ref().unwrap().send(format!("{line}\n")).unwrap();
    }

    /// The next whole output line, without its newline.
    fn line(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(i) = self.buf.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.buf.drain(..=i).collect();
                return String::from_utf8(line[..i].to_vec()).unwrap();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let chunk = self.out.recv_timeout(left).expect("the engine answers within 20 s");
            self.buf.extend(chunk);
        }
    }

    /// The lines of one whole response, without the empty line that ends it.
    fn response(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let l = self.line();
            if l.is_empty() {
                return lines;
            }
            lines.push(l);
        }
    }

    /// Asks a one-line command and returns its whole response as one string.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.response().join("\n")
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.tx.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Runs `command`, waits for `lines` report lines, stops it with `name`,
/// and returns the report lines; checks the frame (`=id` first, the empty
/// line last, `name` answered after it).
fn analyse(e: &mut Engine, id: &str, command: &str, lines: usize) -> Vec<String> {
    e.send(&format!("{id} {command}"));
    assert_eq!(e.line(), format!("={id}"), "the = line comes first, alone");
    let mut got: Vec<String> = (0..lines).map(|_| e.line()).collect();
    e.send("name");
    got.extend(e.response());
    assert_eq!(e.response(), ["= goscape"], "the line that ended the stream is answered");
    got
}

/// Leela Zero's line for the scripted search, from the side to move.
const LZ_LINE: &str = "info move B2 visits 30 winrate 6123 prior 5000 lcb 4380 order 0 pv B2 A1 C3 \
                       info move A1 visits 10 winrate 5800 lcb 2741 order 1 pv A1 \
                       info move C3 visits 10 winrate 5500 prior 2000 lcb 2417 order 2 pv C3 B2 \
                       info move pass visits 2 winrate 1000 prior 1 lcb 0 order 3 pv pass";

/// KataGo's candidates for the scripted search, from the side to move.
const KATA_INFO: &str = "info move B2 visits 30 utility 0.22468 winrate 0.61234 prior 0.5 lcb 0.437992 order 0 pv B2 A1 C3 \
                         info move A1 visits 10 utility 0.16 winrate 0.58 lcb 0.274089 order 1 pv A1 \
                         info move C3 visits 10 utility 0.1 winrate 0.55 prior 0.2 lcb 0.24165 order 2 pv C3 B2 \
                         info move pass visits 2 utility -0.8 winrate 0.1 prior 0.0001 lcb 0 order 3 pv pass";

/// The same candidates from the other colour's point of view.
const KATA_INFO_FLIPPED: &str = "info move B2 visits 30 utility -0.22468 winrate 0.38766 prior 0.5 lcb 0.562008 order 0 pv B2 A1 C3 \
                                 info move A1 visits 10 utility -0.16 winrate 0.42 lcb 0.725911 order 1 pv A1 \
                                 info move C3 visits 10 utility -0.1 winrate 0.45 prior 0.2 lcb 0.75835 order 2 pv C3 B2 \
                                 info move pass visits 2 utility 0.8 winrate 0.9 prior 0.0001 lcb 1 order 3 pv pass";

const OWNERSHIP_BLACK: &str = "ownership 1 0.5 0.25 0 -0.125 -0.5 -1 0.75 0.1";
const OWNERSHIP_WHITE: &str = "ownership -1 -0.5 -0.25 0 0.125 0.5 1 -0.75 -0.1";

#[test]
fn lz_analyze_writes_leela_zeros_integer_lines_ordered_by_visits() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    let lines = analyse(&mut e, "7", "lz-analyze 2", 2);
    assert!(lines.len() >= 2);
    for l in &lines {
        assert_eq!(l, LZ_LINE);
    }
    // White to move: the values stay the side to move's, as Leela Zero has them.
    assert_eq!(e.ask("play b a2"), "= ");
    let lines = analyse(&mut e, "8", "lz-analyze 2", 1);
    assert_eq!(lines[0], LZ_LINE);
    assert_eq!(*e.seen.lock().unwrap(), [Color::Black, Color::White]);
}

#[test]
fn minmoves_adds_unvisited_moves_and_maxmoves_cuts_the_list() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    let lines = analyse(&mut e, "1", "lz-analyze interval 2 minmoves 5", 1);
    assert_eq!(lines[0], format!("{LZ_LINE} info move A3 visits 0 winrate 5000 prior 100 lcb 0 order 4 pv A3"));
    let lines = analyse(&mut e, "2", "kata-analyze 2 maxmoves 2", 1);
    let orders: Vec<&str> = lines[0].split(" order ").skip(1).map(|s| &s[..1]).collect();
    assert_eq!(orders, ["0", "1"]);
    assert!(lines[0].starts_with("info move B2 visits 30 ") && lines[0].contains(" info move A1 visits 10 "));
}

#[test]
fn kata_analyze_reports_fractions_and_ownership_for_the_side_to_move() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    // Black to move: ownership as the player has it (positive for Black).
    let lines = analyse(&mut e, "3", "kata-analyze 2 ownership true", 1);
    assert_eq!(lines[0], format!("{KATA_INFO} {OWNERSHIP_BLACK}"));
    // White to move: ownership positive for White.
    assert_eq!(e.ask("play b a2"), "= ");
    let lines = analyse(&mut e, "4", "kata-analyze interval 2 ownership true rootInfo true", 1);
    assert_eq!(lines[0], format!("{KATA_INFO} rootInfo visits 50 utility 0.2 winrate 0.6 {OWNERSHIP_WHITE}"));
    // Black asked for while White is to move: the player sees Black to move.
    let lines = analyse(&mut e, "5", "kata-analyze B 2 ownership true", 1);
    assert_eq!(lines[0], format!("{KATA_INFO} {OWNERSHIP_BLACK}"));
    // Without ownership true there is none.
    let lines = analyse(&mut e, "6", "kata-analyze 2", 1);
    assert_eq!(lines[0], KATA_INFO);
    assert_eq!(*e.seen.lock().unwrap(), [Color::Black, Color::White, Color::Black, Color::White]);
}

#[test]
fn reporting_for_black_flips_whites_values_in_both_formats() {
    let mut e = Engine::scripted(ReportAs::Black);
    assert_eq!(analyse(&mut e, "1", "kata-analyze 2 ownership true", 1)[0], format!("{KATA_INFO} {OWNERSHIP_BLACK}"));
    assert_eq!(e.ask("play b a2"), "= ");
    let lines = analyse(&mut e, "2", "kata-analyze 2 ownership true rootInfo true", 1);
    assert_eq!(lines[0], format!("{KATA_INFO_FLIPPED} rootInfo visits 50 utility -0.2 winrate 0.4 {OWNERSHIP_BLACK}"));
    let lz = &analyse(&mut e, "3", "lz-analyze 2", 1)[0];
    assert!(lz.starts_with("info move B2 visits 30 winrate 3877 prior 5000 lcb 5620 order 0 "), "{lz}");
    assert!(lz.ends_with("info move pass visits 2 winrate 9000 prior 1 lcb 10000 order 3 pv pass"), "{lz}");
    let mut e = Engine::scripted(ReportAs::White);
    let lines = analyse(&mut e, "4", "kata-analyze 2 ownership true", 1);
    assert_eq!(lines[0], format!("{KATA_INFO_FLIPPED} {OWNERSHIP_WHITE}"));
}

#[test]
fn lines_come_at_the_interval_asked_for() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    e.send("lz-analyze 10");
    assert_eq!(e.line(), "=");
    let start = Instant::now();
    let mut times = Vec::new();
    while start.elapsed() < Duration::from_millis(1000) {
        assert_eq!(e.line(), LZ_LINE);
        times.push(start.elapsed());
    }
    e.send("name");
    e.response();
    assert_eq!(e.response(), ["= goscape"]);
    // Ten lines a second at most, and not many fewer on a busy machine.
    assert!((4..=12).contains(&times.len()), "{} lines in a second: {times:?}", times.len());
    for w in times.windows(2) {
        // 100 ms apart when written; reading them may add some jitter.
        assert!(w[1] - w[0] >= Duration::from_millis(50), "lines too close: {times:?}");
    }
}

#[test]
fn the_stream_ends_at_the_next_line_even_an_empty_one_and_that_command_is_answered() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    // No interval: no lines at all, just the frame.
    e.send("12 lz-analyze");
    assert_eq!(e.line(), "=12");
    std::thread::sleep(Duration::from_millis(150));
    e.send("13 play b b2");
    assert_eq!(e.line(), "", "nothing between = and the end of the stream");
    assert_eq!(e.response(), ["=13 "]);
    assert_eq!(e.ask("list_stones black"), "= B2");
    // An empty line stops the stream too (as Leela Zero and KataGo do) and
    // gets no answer of its own.
    e.send("kata-analyze 2");
    assert_eq!(e.line(), "=");
    assert!(e.line().starts_with("info move B2 "));
    e.send("");
    while !e.line().is_empty() {}
    assert_eq!(e.ask("14 list_stones black"), "=14 B2");
    // Commands sent together: the analysis ends at once.
    e.send("15 lz-analyze 1");
    e.send("16 name");
    let first = e.response();
    assert_eq!(first[0], "=15");
    assert!(first[1..].iter().all(|l| l == LZ_LINE), "{first:?}");
    assert_eq!(e.response(), ["=16 goscape"]);
}

#[test]
fn genmove_analyze_streams_then_plays_and_ends_with_play() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    e.send("20 lz-genmove_analyze b 5");
    // Input during the think waits: it does not cut the move short.
    e.send("21 list_stones black");
    let lines = e.response();
    assert_eq!(lines[0], "=20");
    assert_eq!(lines.last().map(String::as_str), Some("play B2"));
    let infos = &lines[1..lines.len() - 1];
    assert!(!infos.is_empty(), "{lines:?}");
    assert!(infos.iter().all(|l| l == LZ_LINE), "{lines:?}");
    assert_eq!(e.response(), ["=21 B2"]);
    // White's move in kata format, with White to move after a pass.
    e.send("kata-genmove_analyze 5 ownership true");
    let lines = e.response();
    assert_eq!(lines[0], "=");
    assert_eq!(lines[1], format!("{KATA_INFO} {OWNERSHIP_WHITE}"));
    assert_eq!(lines.last().map(String::as_str), Some("play A1"));
    assert_eq!(e.ask("list_stones white"), "= A1");
    assert_eq!(*e.seen.lock().unwrap(), [Color::Black, Color::White]);
}

#[test]
fn players_that_cannot_analyse_and_bad_arguments_get_gtp_errors() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut e = Engine::start(9, make_player("random:seed=2").unwrap(), ReportAs::SideToMove, seen);
    assert_eq!(e.ask("1 lz-analyze 10"), "?1 random cannot analyse positions");
    assert_eq!(e.ask("2 kata-analyze b 10 ownership true"), "?2 random cannot analyse positions");
    assert_eq!(e.ask("3 goscape-analyze"), "?3 random cannot analyse positions");
    assert_eq!(e.ask("4 lz-analyze 10 ownership true"), "?4 cannot parse analyze tags");
    assert_eq!(e.ask("5 kata-analyze 10 minmoves"), "?5 cannot parse analyze tags");
    assert_eq!(e.ask("6 kata-analyze 10 minmoves many"), "?6 cannot parse analyze tags");
    assert_eq!(e.ask("7 lz-analyze 10 avoid b D4 1"), "?7 avoid is not supported");
    assert_eq!(e.ask("8 goscape-analyze b forever"), "?8 syntax error");
    // genmove_analyze works with any player.
    let lines = e.ask("9 lz-genmove_analyze w 10");
    let last = lines.lines().last().unwrap().to_string();
    let v = last.strip_prefix("play ").expect("ends with play");
    Move::parse_gtp(v, 9).unwrap();
    assert_eq!(e.ask("10 name"), "=10 goscape");
}

#[test]
fn list_commands_and_gogui_analyze_commands_name_the_analysis_commands() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    let list = e.ask("list_commands");
    let listed: Vec<&str> = list.strip_prefix("= ").unwrap().lines().collect();
    assert_eq!(listed, COMMANDS);
    for c in ["lz-analyze", "kata-analyze", "lz-genmove_analyze", "kata-genmove_analyze", "gogui-analyze_commands"] {
        assert!(listed.contains(&c), "{c}");
        assert_eq!(e.ask(&format!("known_command {c}")), "= true");
    }
    let gogui = e.ask("gogui-analyze_commands");
    let entries: Vec<&str> = gogui.strip_prefix("= ").unwrap().lines().collect();
    assert_eq!(entries, gogui_analyze_commands());
    assert!(entries.contains(&"dboard/Influence: path/goscape-influence path"));
    for entry in entries {
        let parts: Vec<&str> = entry.split('/').collect();
        assert_eq!(parts.len(), 3, "type/label/command: {entry}");
        let command = parts[2].split(' ').next().unwrap();
        assert!(COMMANDS.contains(&command), "{command} is a command we answer");
    }
}

#[test]
fn goscape_analyze_answers_gogui_gfx_with_ownership_labels_and_the_best_line() {
    let mut e = Engine::scripted(ReportAs::SideToMove);
    e.ask("play b a2");
    let gfx = e.ask("goscape-analyze w 0.1");
    let lines: Vec<&str> = gfx.strip_prefix("= ").unwrap().lines().collect();
    assert_eq!(
        lines,
        [
            "INFLUENCE A3 1 B3 0.5 C3 0.25 A2 0 B2 -0.125 C2 -0.5 A1 -1 B1 0.75 C1 0.1",
            "LABEL B2 61 A1 58 C3 55",
            "VAR w B2 b A1 w C3",
            "TEXT white to play, 50 playouts, win rate 60.0%, best B2",
        ]
    );
}

#[test]
fn the_binary_streams_flat_monte_carlo_moves_with_genmove_analyze() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["gtp", "--size", "9", "--player", "flatmc:games=5,turns=5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the goscape binary starts");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(
            b"1 lz-genmove_analyze b 10\n2 list_stones black\n3 kata-genmove_analyze 10 minmoves 3\n\
              4 list_stones white\n5 quit\n",
        )
        .unwrap();
    drop(stdin);
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(child.wait().unwrap().success());
    let answers: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(answers.len(), 6, "{out:?}");
    for (i, (answer, stones, kata)) in
        [(answers[0], answers[1], false), (answers[2], answers[3], true)].iter().enumerate()
    {
        let lines: Vec<&str> = answer.lines().collect();
        assert_eq!(lines[0], format!("={}", 2 * i + 1));
        let vertex = lines.last().unwrap().strip_prefix("play ").expect("the last line is play");
        let played = Point::parse_gtp(vertex, 9).unwrap().expect("a move, not a pass");
        assert_eq!(*stones, format!("={} {}", 2 * i + 2, played.to_gtp(9)), "the move is on the board");
        let infos = &lines[1..lines.len() - 1];
        assert!(!infos.is_empty(), "at least one report: {answer}");
        for l in infos {
            let first = l.split(" info ").next().unwrap();
            let words: Vec<&str> = first.split(' ').collect();
            assert_eq!(words[..2], ["info", "move"]);
            let winrate = words[words.iter().position(|w| *w == "winrate").unwrap() + 1];
            if *kata {
                let w: f64 = winrate.parse().unwrap();
                assert!((0.0..=1.0).contains(&w));
            } else {
                let w: u32 = winrate.parse().expect("lz winrates are integers");
                assert!(w <= 10000);
            }
        }
    }
    assert_eq!(answers[4], "=5 ");
}
