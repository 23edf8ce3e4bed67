//! The controller's lines, read on a thread of their own so that a
//! command that thinks until interrupted sees the next line arrive, and
//! GTP's preprocessing of each line.

use std::collections::VecDeque;
use std::io::BufRead;

use crossbeam_channel::{Receiver, TryRecvError, unbounded};

use crate::engine::Reply;

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
    pub(super) fn line_waiting(&self) -> bool {
        !self.pending.is_empty()
    }
}

/// What happens next while a command waits on the player and the input.
pub(super) enum Event {
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
