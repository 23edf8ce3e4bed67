//! The GTP client: one engine process, numbered commands, responses parsed as
//! the GTP v2 spec says (multi-line bodies, `info` lines streamed while an
//! analysis command runs), a bounded log of the engine's stderr for error
//! messages, a time limit on every command, and the process ended and reaped
//! when the client is dropped.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, unbounded};

/// How many lines of the engine's stderr are kept.
const STDERR_LINES: usize = 200;
/// Longest stderr line kept, in bytes; longer lines are cut.
const STDERR_LINE_BYTES: usize = 400;
/// After a stop, how long an engine may take to finish its answer (less
/// than a worker waits for its thread when dropped).
pub const STOP_GRACE: Duration = Duration::from_secs(1);
/// How often a waiting client looks at the stop flag and the process.
const POLL: Duration = Duration::from_millis(20);

/// A program and its arguments, with an optional working directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandLine {
    pub program: String,
    pub args: Vec<String>,
    pub cwd: Option<PathBuf>,
}

impl CommandLine {
    /// Reads a command line with shell-like quoting: words split on
    /// whitespace, `'...'` taken literally, `"..."` with `\"` and `\\`
    /// escapes, and a backslash outside quotes escaping the next character.
    pub fn parse(text: &str) -> Result<CommandLine, String> {
        let words = split_words(text)?;
        let mut words = words.into_iter();
        let program = words.next().ok_or_else(|| "the command line is empty".to_string())?;
        Ok(CommandLine { program, args: words.collect(), cwd: None })
    }

    /// The command line as a person would type it.
    pub fn display(&self) -> String {
        std::iter::once(&self.program).chain(&self.args).map(|w| quote_word(w)).collect::<Vec<_>>().join(" ")
    }
}

fn quote_word(w: &str) -> String {
    if !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c)) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

/// Splits a command line into words (see `CommandLine::parse`).
pub fn split_words(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(format!("unclosed single quote in: {text}")),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err(format!("unclosed double quote in: {text}")),
                        },
                        Some(c) => word.push(c),
                        None => return Err(format!("unclosed double quote in: {text}")),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err(format!("a backslash ends the command line: {text}")),
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// What went wrong talking to an engine. `stderr` fields hold the last lines
/// the engine wrote to its error output, oldest first.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GtpError {
    #[error("could not start '{program}': {why}")]
    Start { program: String, why: String },
    #[error("the engine ended while answering '{command}': {status}")]
    Exited { command: String, status: String, stderr: Vec<String> },
    #[error("the engine gave no answer to '{command}' within {} s", short_secs(*secs))]
    Timeout { command: String, secs: f64, stderr: Vec<String> },
    #[error("the engine refused '{command}': {message}")]
    Refused { command: String, message: String },
    #[error("the engine's answer to '{command}' makes no sense: {answer}")]
    Garbled { command: String, answer: String },
    #[error("stopped before the engine answered '{command}'")]
    Stopped { command: String },
    #[error("could not write to the engine: {0}")]
    Io(String),
}

impl GtpError {
    /// Whether the engine is still usable after this error (it answered,
    /// if only to refuse).
    pub fn engine_usable(&self) -> bool {
        matches!(self, GtpError::Refused { .. })
    }

    /// The engine's last stderr lines carried by this error.
    pub fn stderr(&self) -> &[String] {
        match self {
            GtpError::Exited { stderr, .. } | GtpError::Timeout { stderr, .. } => stderr,
            _ => &[],
        }
    }
}

/// The last lines an engine wrote to its stderr.
#[derive(Debug, Default)]
struct RingLog {
    lines: VecDeque<String>,
}

impl RingLog {
    fn push(&mut self, mut line: String) {
        if line.len() > STDERR_LINE_BYTES {
            let mut cut = STDERR_LINE_BYTES;
            while !line.is_char_boundary(cut) {
                cut -= 1;
            }
            line.truncate(cut);
            line.push_str(" [...]");
        }
        if self.lines.len() == STDERR_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
    }
}

/// A running GTP engine.
pub struct GtpClient {
    command_line: CommandLine,
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: Receiver<String>,
    stderr: Arc<Mutex<RingLog>>,
    readers: Vec<JoinHandle<()>>,
    next_id: u32,
    /// Time limit for commands sent with `command`.
    pub timeout: Duration,
}

/// Reads lines (bytes up to `\n`, `\r` dropped, invalid UTF-8 replaced) and
/// hands each to `sink`; returns at end of file or on a read error.
fn read_lines(from: impl Read, mut sink: impl FnMut(String) -> bool) {
    let mut reader = BufReader::new(from);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                while matches!(buf.last(), Some(b'\n' | b'\r')) {
                    buf.pop();
                }
                if !sink(String::from_utf8_lossy(&buf).into_owned()) {
                    return;
                }
            }
        }
    }
}

/// GTP's preprocessing of a response line: tabs become spaces, other
/// control characters go.
fn clean(line: &str) -> String {
    line.chars()
        .filter_map(|c| {
            if c == '\t' {
                Some(' ')
            } else if c.is_control() {
                None
            } else {
                Some(c)
            }
        })
        .collect()
}

impl GtpClient {
    /// Starts the engine. Nothing is sent yet: a program that is not a GTP
    /// engine shows up at the first command.
    pub fn spawn(command_line: &CommandLine) -> Result<GtpClient, GtpError> {
        let mut cmd = std::process::Command::new(&command_line.program);
        cmd.args(&command_line.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        if let Some(dir) = &command_line.cwd {
            if !dir.is_dir() {
                return Err(GtpError::Start {
                    program: command_line.program.clone(),
                    why: format!("the working directory {} does not exist", dir.display()),
                });
            }
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn().map_err(|e| GtpError::Start {
            program: command_line.program.clone(),
            why: match e.kind() {
                std::io::ErrorKind::NotFound => "no such program (not on PATH, and no file at that path)".into(),
                std::io::ErrorKind::PermissionDenied => "permission denied (is it an executable file?)".into(),
                _ => e.to_string(),
            },
        })?;
        let stdin = child.stdin.take();
        let (Some(out), Some(err)) = (child.stdout.take(), child.stderr.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(GtpError::Start {
                program: command_line.program.clone(),
                why: "no pipes to the process".into(),
            });
        };
        let (tx, stdout) = unbounded();
        let stderr = Arc::new(Mutex::new(RingLog::default()));
        let log = stderr.clone();
        let spawn_reader =
            |name: &str, f: Box<dyn FnOnce() + Send>| std::thread::Builder::new().name(name.to_string()).spawn(f);
        let mut readers = Vec::new();
        let out_reader = spawn_reader("gtp stdout", Box::new(move || read_lines(out, |l| tx.send(l).is_ok())));
        let err_reader = spawn_reader(
            "gtp stderr",
            Box::new(move || {
                read_lines(err, |l| {
                    if let Ok(mut log) = log.lock() {
                        log.push(l);
                    }
                    true
                })
            }),
        );
        for r in [out_reader, err_reader] {
            match r {
                Ok(h) => readers.push(h),
                Err(e) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(GtpError::Start {
                        program: command_line.program.clone(),
                        why: format!("could not start a reader thread: {e}"),
                    });
                }
            }
        }
        Ok(GtpClient {
            command_line: command_line.clone(),
            child,
            stdin,
            stdout,
            stderr,
            readers,
            next_id: 1,
            timeout: Duration::from_secs(30),
        })
    }

    /// The process id of the engine.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn command_line(&self) -> &CommandLine {
        &self.command_line
    }

    /// The last `n` lines of the engine's stderr, oldest first.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        match self.stderr.lock() {
            Ok(log) => log.lines.iter().skip(log.lines.len().saturating_sub(n)).cloned().collect(),
            Err(_) => Vec::new(),
        }
    }

    fn write_line(&mut self, line: &str) -> Result<(), GtpError> {
        let stdin = self.stdin.as_mut().ok_or_else(|| GtpError::Io("the engine's input is closed".into()))?;
        stdin.write_all(line.as_bytes()).and_then(|()| stdin.write_all(b"\n")).and_then(|()| stdin.flush()).map_err(
            |e| {
                GtpError::Io(if e.kind() == std::io::ErrorKind::BrokenPipe {
                    "the engine closed its input".into()
                } else {
                    e.to_string()
                })
            },
        )
    }

    /// Sends `cmd` and returns the body of a success answer, waiting at most
    /// `self.timeout`.
    pub fn command(&mut self, cmd: &str) -> Result<String, GtpError> {
        let timeout = self.timeout;
        self.command_with(cmd, timeout, None, false, &mut |_| {})
    }

    /// Sends `cmd` and waits for its answer at most `timeout`. Every body
    /// line is passed to `on_line` as it arrives (analysis commands stream
    /// `info` lines). When `stop` becomes true: with `interrupt`, an empty
    /// line is sent (Leela Zero ends `lz-analyze` on any input) and the
    /// answer awaited a short while; without, the answer is awaited a short
    /// while only; no answer then is `GtpError::Stopped`, and the engine
    /// should be dropped, as it is still busy.
    pub fn command_with(
        &mut self,
        cmd: &str,
        timeout: Duration,
        stop: Option<&AtomicBool>,
        interrupt: bool,
        on_line: &mut dyn FnMut(&str),
    ) -> Result<String, GtpError> {
        let id = self.next_id;
        self.next_id += 1;
        let cmd = cmd.trim();
        if let Err(e) = self.write_line(&format!("{id} {cmd}")) {
            // A closed pipe usually means the process is gone: say so.
            return Err(self.exited_error(cmd).unwrap_or(e));
        }
        let mut deadline = Instant::now() + timeout;
        let mut stopped_at: Option<Instant> = None;
        // None: waiting for the header; Some(ok): inside the body.
        let mut header: Option<bool> = None;
        // Inside an answer to an older command (one that timed out).
        let mut skipping = false;
        let mut body: Vec<String> = Vec::new();
        // Set once the process is seen to have ended.
        let mut gone: Option<GtpError> = None;
        loop {
            let now = Instant::now();
            if stopped_at.is_none() && stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                stopped_at = Some(now);
                deadline = deadline.min(now + STOP_GRACE);
                if interrupt {
                    let _ = self.write_line("");
                }
            }
            if now >= deadline {
                if let Some(e) = gone.take() {
                    return Err(e);
                }
                if stopped_at.is_some() {
                    return Err(GtpError::Stopped { command: cmd.to_string() });
                }
                return Err(GtpError::Timeout {
                    command: cmd.to_string(),
                    secs: timeout.as_secs_f64(),
                    stderr: self.stderr_tail(12),
                });
            }
            match self.stdout.recv_timeout(POLL.min(deadline - now)) {
                Ok(raw) => {
                    let line = clean(&raw);
                    match header {
                        None => {
                            let t = line.trim();
                            if skipping {
                                skipping = !t.is_empty();
                                continue;
                            }
                            let Some(first) = t.chars().next() else { continue };
                            if first != '=' && first != '?' {
                                // Not part of any answer: some engines chat on
                                // stdout. Keep it for error messages.
                                if let Ok(mut log) = self.stderr.lock() {
                                    log.push(format!("(stdout) {t}"));
                                }
                                continue;
                            }
                            let rest = &t[1..];
                            let digits = rest.chars().take_while(char::is_ascii_digit).count();
                            if digits > 0 && rest[..digits].parse::<u32>().ok() != Some(id) {
                                skipping = true;
                                continue;
                            }
                            header = Some(first == '=');
                            let text = rest[digits..].trim();
                            if !text.is_empty() {
                                on_line(text);
                                body.push(text.to_string());
                            }
                        }
                        Some(ok) => {
                            if line.trim().is_empty() {
                                let text = body.join("\n");
                                return if ok {
                                    Ok(text)
                                } else {
                                    Err(GtpError::Refused { command: cmd.to_string(), message: text })
                                };
                            }
                            on_line(line.trim_end());
                            body.push(line.trim_end().to_string());
                        }
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if gone.is_none()
                        && let Some(e) = self.exited_error(cmd)
                    {
                        // Read what it wrote before it went, briefly.
                        gone = Some(e);
                        deadline = deadline.min(Instant::now() + Duration::from_millis(200));
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    // End of stdout: the engine is gone or going.
                    if let Some(e) = gone.take() {
                        return Err(e);
                    }
                    let waited = Instant::now() + Duration::from_millis(500);
                    while Instant::now() < waited {
                        if let Some(e) = self.exited_error(cmd) {
                            return Err(e);
                        }
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    return Err(GtpError::Exited {
                        command: cmd.to_string(),
                        status: "it closed its output".into(),
                        stderr: self.stderr_tail(12),
                    });
                }
            }
        }
    }

    /// `Exited` if the process has ended.
    fn exited_error(&mut self, cmd: &str) -> Option<GtpError> {
        let status = self.child.try_wait().ok().flatten()?;
        // Give the stderr reader a moment to take the last lines.
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(100) && self.readers.iter().any(|r| !r.is_finished()) {
            std::thread::sleep(Duration::from_millis(2));
        }
        Some(GtpError::Exited {
            command: cmd.to_string(),
            status: describe_status(status),
            stderr: self.stderr_tail(12),
        })
    }

    /// Ends the engine: `quit`, a short wait, then a kill; the process is
    /// reaped and the reader threads joined.
    pub fn shutdown(mut self) {
        self.end();
    }

    fn end(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let id = self.next_id;
            if let Some(mut stdin) = self.stdin.take() {
                let _ = stdin.write_all(format!("{id} quit\n").as_bytes()).and_then(|()| stdin.flush());
            }
            let t = Instant::now();
            while t.elapsed() < Duration::from_millis(300) {
                if self.child.try_wait().ok().flatten().is_some() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
            let _ = self.child.kill();
        }
        self.stdin.take();
        let _ = self.child.wait();
        // The pipes close with the process (unless it left children holding
        // them): the readers end by themselves.
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(1) && self.readers.iter().any(|r| !r.is_finished()) {
            std::thread::sleep(Duration::from_millis(2));
        }
        for r in self.readers.drain(..) {
            if r.is_finished() {
                let _ = r.join();
            }
        }
    }
}

impl Drop for GtpClient {
    fn drop(&mut self) {
        self.end();
    }
}

/// Seconds for a message: `0.5`, `12`.
pub fn short_secs(secs: f64) -> String {
    if secs < 10.0 { format!("{}", (secs * 10.0).round() / 10.0) } else { format!("{secs:.0}") }
}

/// An exit status in words.
pub fn describe_status(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            let name = match sig {
                6 => " (SIGABRT, it aborted)",
                9 => " (SIGKILL, it was killed)",
                11 => " (SIGSEGV, it crashed)",
                15 => " (SIGTERM, it was asked to end)",
                _ => "",
            };
            return format!("killed by signal {sig}{name}");
        }
    }
    match status.code() {
        Some(c) => format!("exit code {c}"),
        None => status.to_string(),
    }
}

/// Finds `name` in the directories of PATH, then in `extra`. Returns the
/// path found, or the list of places tried.
pub fn find_program(name: &str, extra: &[&Path]) -> Result<PathBuf, Vec<PathBuf>> {
    let mut tried = Vec::new();
    let dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .chain(extra.iter().map(|p| p.to_path_buf()))
        .collect();
    for dir in dirs {
        let candidate = dir.join(name);
        if is_executable(&candidate) {
            return Ok(candidate);
        }
        tried.push(candidate);
    }
    Err(tried)
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        p.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> CommandLine {
        CommandLine { program: "sh".into(), args: vec!["-c".into(), script.into()], cwd: None }
    }

    #[test]
    fn command_lines_split_like_a_shell() {
        assert_eq!(split_words("gnugo --mode gtp  --level 10").unwrap(), ["gnugo", "--mode", "gtp", "--level", "10"]);
        assert_eq!(split_words(r#"a 'b c' "d \"e\"" f\ g"#).unwrap(), ["a", "b c", "d \"e\"", "f g"]);
        assert_eq!(split_words("x ''").unwrap(), ["x", ""]);
        assert!(split_words("a 'b").is_err());
        assert!(split_words("a \"b").is_err());
        assert!(CommandLine::parse("   ").is_err());
        let c = CommandLine::parse("/opt/my engine/run 'a b'").unwrap();
        assert_eq!(c.program, "/opt/my");
        assert_eq!(CommandLine::parse(&c.display()).unwrap(), c);
    }

    #[test]
    fn multi_line_answers_are_read_whole_and_numbered_answers_of_old_commands_skipped() {
        // Answers an old id first, then the real one in two lines, then a
        // failure.
        let script =
            r#"read a; printf '=99 stale\n\n=1 first\nsecond\n\n'; read b; printf '?2 no such thing\n\n'; read c"#;
        let mut c = GtpClient::spawn(&sh(script)).unwrap();
        let mut seen = Vec::new();
        let r = c.command_with("list", Duration::from_secs(5), None, false, &mut |l| seen.push(l.to_string()));
        assert_eq!(r.unwrap(), "first\nsecond");
        assert_eq!(seen, ["first", "second"]);
        assert_eq!(
            c.command("bogus"),
            Err(GtpError::Refused { command: "bogus".into(), message: "no such thing".into() })
        );
    }

    #[test]
    fn an_engine_that_hangs_is_a_timeout_and_one_that_dies_says_so_with_its_stderr() {
        let mut c = GtpClient::spawn(&sh("read a; sleep 30")).unwrap();
        let t = Instant::now();
        let e = c.command_with("genmove b", Duration::from_millis(300), None, false, &mut |_| {}).unwrap_err();
        assert!(matches!(e, GtpError::Timeout { .. }), "{e:?}");
        assert!(t.elapsed() < Duration::from_secs(2));
        drop(c);

        let mut c = GtpClient::spawn(&sh("read a; echo 'out of memory' >&2; exit 3")).unwrap();
        let e = c.command("genmove b").unwrap_err();
        match e {
            GtpError::Exited { status, stderr, .. } => {
                assert_eq!(status, "exit code 3");
                assert_eq!(stderr, ["out of memory"]);
            }
            other => panic!("expected Exited, got {other:?}"),
        }
    }

    #[test]
    fn a_stop_interrupts_a_streaming_command_and_keeps_its_lines() {
        // Streams info lines until any input arrives, then ends the answer.
        let script = r#"read a; printf '=1\n'; while true; do printf 'info move D4 visits 1\n'; if read -t 0.05 x; then break; fi; done; printf '\n'; read b"#;
        let bash = CommandLine { program: "bash".into(), args: vec!["-c".into(), script.into()], cwd: None };
        let mut c = GtpClient::spawn(&bash).unwrap();
        let stop = AtomicBool::new(false);
        let mut n = 0;
        let r = c.command_with("lz-analyze b 10", Duration::from_secs(10), Some(&stop), true, &mut |l| {
            assert!(l.starts_with("info move"));
            n += 1;
            if n == 3 {
                stop.store(true, Ordering::Relaxed);
            }
        });
        assert!(r.is_ok(), "{r:?}");
        assert!(n >= 3);
    }

    #[test]
    fn a_missing_program_is_a_start_error_naming_it() {
        let e = GtpClient::spawn(&CommandLine::parse("/no/such/engine --gtp").unwrap()).err().unwrap();
        assert!(e.to_string().contains("/no/such/engine"), "{e}");
    }

    #[test]
    fn the_stderr_log_keeps_only_the_last_lines() {
        let mut log = RingLog::default();
        for i in 0..STDERR_LINES + 10 {
            log.push(format!("line {i}"));
        }
        assert_eq!(log.lines.len(), STDERR_LINES);
        assert_eq!(log.lines.front().unwrap(), "line 10");
        log.push("x".repeat(10_000));
        assert!(log.lines.back().unwrap().len() < STDERR_LINE_BYTES + 10);
    }
}
