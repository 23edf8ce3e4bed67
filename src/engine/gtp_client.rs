//! The GTP client: one engine process, numbered commands, responses parsed as
//! the GTP v2 spec says (multi-line bodies, `info` lines streamed while an
//! analysis command runs), a bounded log of the engine's stderr for error
//! messages, a time limit on every command, and the process ended and reaped
//! when the client is dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;

use super::process::Process;
pub use super::process::{CommandLine, find_program};

/// After a stop, how long an engine may take to finish its answer (less
/// than a worker waits for its thread when dropped).
pub const STOP_GRACE: Duration = Duration::from_secs(1);
/// How often a waiting client looks at the stop flag and the process.
const POLL: Duration = Duration::from_millis(20);

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

/// A running GTP engine.
pub struct GtpClient {
    command_line: CommandLine,
    process: Process,
    next_id: u32,
    /// Time limit for commands sent with `command`.
    pub timeout: Duration,
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
        let process = Process::spawn(command_line)
            .map_err(|why| GtpError::Start { program: command_line.program.clone(), why })?;
        Ok(GtpClient { command_line: command_line.clone(), process, next_id: 1, timeout: Duration::from_secs(30) })
    }

    /// The process id of the engine.
    pub fn pid(&self) -> u32 {
        self.process.pid()
    }

    pub fn command_line(&self) -> &CommandLine {
        &self.command_line
    }

    /// The last `n` lines of the engine's stderr, oldest first.
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        self.process.stderr_tail(n)
    }

    fn write_line(&mut self, line: &str) -> Result<(), GtpError> {
        self.process.write_line(line).map_err(GtpError::Io)
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
            match self.process.recv_timeout(POLL.min(deadline - now)) {
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
                                self.process.log(format!("(stdout) {t}"));
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
        let status = self.process.exited()?;
        Some(GtpError::Exited { command: cmd.to_string(), status, stderr: self.stderr_tail(12) })
    }

    /// Ends the engine: `quit`, a short wait, then a kill; the process is
    /// reaped and the reader threads joined.
    pub fn shutdown(mut self) {
        self.end();
    }

    fn end(&mut self) {
        let quit = format!("{} quit", self.next_id);
        self.process.end(Some(&quit));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> CommandLine {
        CommandLine { program: "sh".into(), args: vec!["-c".into(), script.into()], cwd: None }
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
}
