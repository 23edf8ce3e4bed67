//! A program run as an engine: lines written to its input, its output
//! read line by line on a thread of its own into a channel, the last lines
//! of its error output kept for messages, and the process ended and reaped
//! when dropped. GTP engines (`gtp_client`) and KataGo's JSON analysis
//! engine (`katago`) both talk through it.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, unbounded};

/// How many lines of the engine's stderr are kept.
const STDERR_LINES: usize = 200;
/// Longest stderr line kept, in bytes; longer lines are cut.
const STDERR_LINE_BYTES: usize = 400;

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

/// A running engine process.
pub struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: Receiver<String>,
    stderr: Arc<Mutex<RingLog>>,
    readers: Vec<JoinHandle<()>>,
}

impl Process {
    /// Starts `command_line` with its three streams piped; the error says
    /// why it could not start, in words.
    pub fn spawn(command_line: &CommandLine) -> Result<Process, String> {
        let mut cmd = std::process::Command::new(&command_line.program);
        cmd.args(&command_line.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        if let Some(dir) = &command_line.cwd {
            if !dir.is_dir() {
                return Err(format!("the working directory {} does not exist", dir.display()));
            }
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "no such program (not on PATH, and no file at that path)".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied (is it an executable file?)".into(),
            _ => e.to_string(),
        })?;
        let stdin = child.stdin.take();
        let (Some(out), Some(err)) = (child.stdout.take(), child.stderr.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err("no pipes to the process".into());
        };
        let (tx, stdout) = unbounded();
        let stderr = Arc::new(Mutex::new(RingLog::default()));
        let log = stderr.clone();
        let spawn_reader =
            |name: &str, f: Box<dyn FnOnce() + Send>| std::thread::Builder::new().name(name.to_string()).spawn(f);
        let mut readers = Vec::new();
        let out_reader = spawn_reader("engine stdout", Box::new(move || read_lines(out, |l| tx.send(l).is_ok())));
        let err_reader = spawn_reader(
            "engine stderr",
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
                    return Err(format!("could not start a reader thread: {e}"));
                }
            }
        }
        Ok(Process { child, stdin, stdout, stderr, readers })
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes one line (a newline is added) and flushes it; the error in
    /// words.
    pub fn write_line(&mut self, line: &str) -> Result<(), String> {
        let stdin = self.stdin.as_mut().ok_or_else(|| "the engine's input is closed".to_string())?;
        stdin.write_all(line.as_bytes()).and_then(|()| stdin.write_all(b"\n")).and_then(|()| stdin.flush()).map_err(
            |e| {
                if e.kind() == std::io::ErrorKind::BrokenPipe {
                    "the engine closed its input".into()
                } else {
                    e.to_string()
                }
            },
        )
    }

    /// The next line of its output, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<String, RecvTimeoutError> {
        self.stdout.recv_timeout(timeout)
    }

    /// Keeps a line with the error output's, for messages (output that is
    /// no answer to anything).
    pub fn log(&self, line: String) {
        if let Ok(mut log) = self.stderr.lock() {
            log.push(line);
        }
    }

    /// The last `n` lines of the engine's stderr, oldest first.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        match self.stderr.lock() {
            Ok(log) => log.lines.iter().skip(log.lines.len().saturating_sub(n)).cloned().collect(),
            Err(_) => Vec::new(),
        }
    }

    /// How the process ended, in words, if it has; its last stderr lines
    /// are read first.
    pub fn exited(&mut self) -> Option<String> {
        let status = self.child.try_wait().ok().flatten()?;
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(100) && self.readers.iter().any(|r| !r.is_finished()) {
            std::thread::sleep(Duration::from_millis(2));
        }
        Some(describe_status(status))
    }

    /// How the process ended, once its pipes have closed: they close as it
    /// exits, a moment before it can be waited for, so wait that moment (at
    /// most `limit`).
    pub fn exited_within(&mut self, limit: Duration) -> Option<String> {
        let t = Instant::now();
        loop {
            let status = self.exited();
            if status.is_some() || t.elapsed() > limit {
                return status;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Ends the process: `quit` written if given, a short wait, then a
    /// kill; the process is reaped and the reader threads joined.
    pub fn end(&mut self, quit: Option<&str>) {
        if self.child.try_wait().ok().flatten().is_none() {
            if let (Some(q), Some(mut stdin)) = (quit, self.stdin.take()) {
                let _ = stdin.write_all(format!("{q}\n").as_bytes()).and_then(|()| stdin.flush());
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

impl Drop for Process {
    fn drop(&mut self) {
        self.end(None);
    }
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
