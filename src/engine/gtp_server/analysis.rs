//! The commands that think while they report: `lz-analyze` and
//! `kata-analyze` (until the next input line), the `genmove_analyze`
//! commands (until the move), GoGui's one-shot search picture and the
//! influence boards; and the stream of candidate lines they write.

use std::io;
use std::io::Write;
use std::time::{Duration, Instant};

use super::input::{Event, Input};
use super::{Answer, GtpServer, syntax, write_answer};
use crate::engine::Reply;
use crate::engine::gtp_analyze::{AnalyzeArgs, Dialect, ReportAs, gogui_gfx, info_line};
use crate::go::Color;
use crate::player::Progress;

/// How long an analysis interrupted before the player's first reply waits
/// for that reply, in case it is a refusal.
const REFUSAL_GRACE: Duration = Duration::from_millis(100);

/// How long `goscape-analyze` thinks when not told.
pub const GOGUI_ANALYZE_SECONDS: f64 = 1.0;

impl GtpServer {
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
            self.worker.request_timed_move(&snapshot, self.clock.as_ref());
        } else {
            self.worker.request_analysis(&snapshot);
        }
        Ok(Stream::new(id, a, pla, self.game.size(), self.report_as))
    }

    /// `lz-analyze` / `kata-analyze`: streams the player's analysis until
    /// the next line of input.
    pub(super) fn stream_analysis(
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
    pub(super) fn genmove_analyze(
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
    pub(super) fn influence(&mut self, name: &str) -> Result<String, String> {
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
    pub(super) fn gogui_analyze(&mut self, args: &[&str], input: &mut Input) -> Answer {
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
