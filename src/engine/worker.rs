//! `PlayerWorker`: runs any player on its own thread behind crossbeam
//! channels. Requests carry an id and a snapshot of the game; replies carry
//! the id, and replies to an old request are dropped. Each request has its
//! own stop flag, so stopping one think never stops the next. A player that
//! ponders thinks between requests, and any new request stops that.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, unbounded};

use crate::engine::{Decision, Player, PlayerError, Progress, Think};
use crate::go::{Clock, Game};

/// What the worker is asked to do.
pub enum Request {
    /// Choose a move in this position, on the clock when there is one.
    GenMove { id: u64, game: Box<Game>, stop: Arc<AtomicBool>, clock: Option<Box<Clock>> },
    /// Think about this position and report progress until stopped.
    Analyze { id: u64, game: Box<Game>, stop: Arc<AtomicBool> },
}

/// What the worker answers.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    Progress {
        id: u64,
        progress: Progress,
    },
    Move {
        id: u64,
        decision: Decision,
    },
    /// Analysis ended (it was stopped).
    AnalysisDone {
        id: u64,
    },
    Failed {
        id: u64,
        why: String,
    },
}

impl Reply {
    pub fn id(&self) -> u64 {
        match *self {
            Reply::Progress { id, .. }
            | Reply::Move { id, .. }
            | Reply::AnalysisDone { id }
            | Reply::Failed { id, .. } => id,
        }
    }
}

/// What the handle and the thread share about pondering: the id of the
/// latest request sent, and the stop flag of the pondering under way.
#[derive(Default)]
struct Pondering {
    latest: AtomicU64,
    stop: Mutex<Option<Arc<AtomicBool>>>,
}

impl Pondering {
    /// Stops any pondering: a request `id` is on its way.
    fn interrupt(&self, id: u64) {
        self.latest.store(id, Ordering::SeqCst);
        if let Some(stop) = self.stop.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
            stop.store(true, Ordering::SeqCst);
        }
    }

    /// A stop flag for pondering after request `id`, unless a newer
    /// request was sent since. The flag is registered before the id is
    /// checked, so a request sent meanwhile either is seen here or stops it.
    fn begin(&self, id: u64) -> Option<Arc<AtomicBool>> {
        let stop = Arc::new(AtomicBool::new(false));
        *self.stop.lock().unwrap_or_else(|e| e.into_inner()) = Some(stop.clone());
        if self.latest.load(Ordering::SeqCst) != id {
            self.end();
            return None;
        }
        Some(stop)
    }

    fn end(&self) {
        *self.stop.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }
}

/// A player on a background thread.
pub struct PlayerWorker {
    name: String,
    tx: Option<Sender<Request>>,
    rx: Receiver<Reply>,
    next_id: u64,
    current: Option<(u64, Arc<AtomicBool>)>,
    pondering: Arc<Pondering>,
    thread: Option<JoinHandle<()>>,
}

impl PlayerWorker {
    /// Starts a thread that owns `player`.
    pub fn spawn(player: Box<dyn Player>) -> PlayerWorker {
        let name = player.name();
        let (tx, req_rx) = unbounded::<Request>();
        let (reply_tx, rx) = unbounded::<Reply>();
        let pondering = Arc::new(Pondering::default());
        let shared = pondering.clone();
        let thread = std::thread::Builder::new()
            .name(format!("player {name}"))
            .spawn(move || worker_loop(player, req_rx, reply_tx, &shared))
            .expect("the OS refused to start a thread");
        PlayerWorker { name, tx: Some(tx), rx, next_id: 1, current: None, pondering, thread: Some(thread) }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    fn send(&mut self, make: impl FnOnce(u64, Arc<AtomicBool>) -> Request) -> u64 {
        self.cancel();
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.current = Some((id, stop.clone()));
        self.pondering.interrupt(id);
        if let Some(tx) = &self.tx {
            // A dead thread is reported by `poll` as a failure.
            let _ = tx.send(make(id, stop));
        }
        id
    }

    /// Asks for a move in `game` (for `game.to_play()`); stops any current
    /// think, whose replies are then dropped. Returns the request id.
    pub fn request_move(&mut self, game: &Game) -> u64 {
        self.request_timed_move(game, None)
    }

    /// `request_move` on the clock: the player sees both sides' time as
    /// `clock` has it now.
    pub fn request_timed_move(&mut self, game: &Game, clock: Option<&Clock>) -> u64 {
        let game = Box::new(game.clone());
        let clock = clock.map(|c| Box::new(*c));
        self.send(|id, stop| Request::GenMove { id, game, stop, clock })
    }

    /// Asks for analysis of `game` until `stop` or the next request.
    pub fn request_analysis(&mut self, game: &Game) -> u64 {
        let game = Box::new(game.clone());
        self.send(|id, stop| Request::Analyze { id, game, stop })
    }

    /// Asks the current think to finish now with its best move so far.
    pub fn stop(&self) {
        if let Some((_, stop)) = &self.current {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the current think and forgets it: its replies will be dropped.
    pub fn cancel(&mut self) {
        self.stop();
        self.current = None;
    }

    /// The id of the request being answered, if any.
    pub fn pending(&self) -> Option<u64> {
        self.current.as_ref().map(|(id, _)| *id)
    }

    fn accept(&mut self, r: Reply) -> Option<Reply> {
        let cur = self.pending()?;
        if r.id() != cur {
            return None;
        }
        if matches!(r, Reply::Move { .. } | Reply::Failed { .. } | Reply::AnalysisDone { .. }) {
            self.current = None;
        }
        Some(r)
    }

    fn thread_died(&mut self) -> Option<Reply> {
        let (id, _) = self.current.take()?;
        Some(Reply::Failed { id, why: format!("the thread of player {} ended unexpectedly", self.name) })
    }

    /// The next reply to the current request, without waiting. Stale replies
    /// are dropped.
    pub fn poll(&mut self) -> Option<Reply> {
        loop {
            match self.rx.try_recv() {
                Ok(r) => {
                    if let Some(r) = self.accept(r) {
                        return Some(r);
                    }
                }
                Err(crossbeam_channel::TryRecvError::Empty) => return None,
                Err(crossbeam_channel::TryRecvError::Disconnected) => return self.thread_died(),
            }
        }
    }

    /// The next reply to the current request, waiting at most `timeout`.
    pub fn recv_timeout(&mut self, timeout: Duration) -> Option<Reply> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(r) => {
                    if let Some(r) = self.accept(r) {
                        return Some(r);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return None,
                Err(RecvTimeoutError::Disconnected) => return self.thread_died(),
            }
        }
    }

    /// Waits for the current request's final answer (move, failure or end of
    /// analysis), passing progress to `on_progress`. `None` if nothing is
    /// pending.
    pub fn wait(&mut self, on_progress: impl FnMut(&Progress)) -> Option<Reply> {
        self.wait_for(None, on_progress)
    }

    /// `wait`, giving up at `deadline`: `None` then, with the request still
    /// pending (`stop` asks the player for its best move so far, `cancel`
    /// forgets it).
    pub fn wait_until(&mut self, deadline: Instant, on_progress: impl FnMut(&Progress)) -> Option<Reply> {
        self.wait_for(Some(deadline), on_progress)
    }

    fn wait_for(&mut self, deadline: Option<Instant>, mut on_progress: impl FnMut(&Progress)) -> Option<Reply> {
        while self.pending().is_some() {
            let step = Duration::from_millis(100);
            let step = deadline.map_or(step, |d| step.min(d.saturating_duration_since(Instant::now())));
            match self.recv_timeout(step) {
                Some(Reply::Progress { progress, .. }) => on_progress(&progress),
                Some(r) => return Some(r),
                None if deadline.is_some_and(|d| Instant::now() >= d) => return None,
                None => {}
            }
        }
        None
    }

    /// The raw reply channel, for `select!` in callers that watch several
    /// workers. Replies read from it must go through `filter`.
    pub fn receiver(&self) -> &Receiver<Reply> {
        &self.rx
    }

    /// Drops a reply read from `receiver()` if it is stale.
    pub fn filter(&mut self, r: Reply) -> Option<Reply> {
        self.accept(r)
    }
}

impl Drop for PlayerWorker {
    fn drop(&mut self) {
        self.stop();
        self.pondering.interrupt(u64::MAX);
        // Closing the request channel ends the loop; the thread drops the
        // player (ending any engine process) on its way out.
        self.tx.take();
        if let Some(t) = self.thread.take() {
            // Wait briefly so engine processes end with the worker; a player
            // stuck in a system call is left to finish on its own.
            let deadline = std::time::Instant::now() + Duration::from_secs(2);
            while !t.is_finished() && std::time::Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(5));
            }
            if t.is_finished() {
                let _ = t.join();
            }
        }
    }
}

fn worker_loop(
    mut player: Box<dyn Player>,
    requests: Receiver<Request>,
    replies: Sender<Reply>,
    pondering: &Pondering,
) {
    for req in requests {
        let (id, game, stop, analyze, clock) = match req {
            Request::GenMove { id, game, stop, clock } => (id, game, stop, false, clock.map(|c| *c)),
            Request::Analyze { id, game, stop } => (id, game, stop, true, None),
        };
        let progress_tx = replies.clone();
        let mut on_progress = move |progress: Progress| {
            let _ = progress_tx.send(Reply::Progress { id, progress });
        };
        let result = catch_unwind(AssertUnwindSafe(|| {
            let mut think = Think::new(&stop, &mut on_progress).with_clock(clock);
            if analyze {
                player.analyze(&game, &mut think).map(|()| None)
            } else {
                player.gen_move(&game, &mut think).map(Some)
            }
        }));
        let reply = match result {
            Ok(Ok(Some(decision))) => Reply::Move { id, decision },
            Ok(Ok(None)) => Reply::AnalysisDone { id },
            Ok(Err(PlayerError::Stopped)) if analyze => Reply::AnalysisDone { id },
            Ok(Err(e)) => Reply::Failed { id, why: e.to_string() },
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "unknown panic".into());
                Reply::Failed { id, why: format!("player {} crashed: {msg}", player.name()) }
            }
        };
        let ponder_on = match &reply {
            Reply::Move { decision: Decision::Play(mv), .. } if player.ponders() => {
                let mut next = (*game).clone();
                (next.play_next(*mv).is_ok() && !next.is_over()).then_some(next)
            }
            _ => None,
        };
        if replies.send(reply).is_err() {
            break;
        }
        if let Some(next) = ponder_on {
            ponder(&mut *player, &next, id, pondering);
        }
    }
}

/// Thinks about `game` (the position after the player's own move) until a
/// new request arrives. What it finds stays in the player for that request;
/// the progress is nobody's to see.
fn ponder(player: &mut dyn Player, game: &Game, id: u64, pondering: &Pondering) {
    let Some(stop) = pondering.begin(id) else { return };
    let mut quiet = |_: Progress| {};
    // A player that breaks while pondering says so on its next request.
    let _ = catch_unwind(AssertUnwindSafe(|| player.analyze(game, &mut Think::new(&stop, &mut quiet))));
    pondering.end();
}
