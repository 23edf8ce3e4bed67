//! One kind of thread for the window's "newest question wins" work: the
//! slow terrain models, the judge and the what-if playouts. A question
//! carries an id and a stop flag; asking again stops the question under
//! way, and the thread skips to the newest one waiting. Answers carry
//! their question's id, and an answer older than one already taken is
//! dropped. (Players think on `crate::engine::PlayerWorker`, which adds
//! clocks and pondering to the same rule.)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crossbeam_channel::{Receiver, Sender, unbounded};

/// A question as the thread works on it.
pub struct Job<Q> {
    pub id: u64,
    pub question: Q,
    stop: Arc<AtomicBool>,
}

impl<Q> Job<Q> {
    /// Whether a newer question (or a cancel) stopped this one.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The stop flag, for work that takes one (a judge).
    pub fn stop_flag(&self) -> &AtomicBool {
        &self.stop
    }
}

/// Where the thread sends a question's answers (one or several).
pub struct Answers<'a, A> {
    id: u64,
    outbox: &'a Sender<(u64, A)>,
    gone: bool,
}

impl<A> Answers<'_, A> {
    /// Sends `answer`; false once the window no longer listens.
    pub fn send(&mut self, answer: A) -> bool {
        self.gone = self.gone || self.outbox.send((self.id, answer)).is_err();
        !self.gone
    }
}

/// The window's side of a background thread asked questions `Q` and
/// answering `A`.
pub struct Background<Q, A> {
    requests: Sender<Job<Q>>,
    replies: Receiver<(u64, A)>,
    stop: Arc<AtomicBool>,
    last_sent: u64,
    last_taken: u64,
}

impl<Q: Send + 'static, A: Send + 'static> Background<Q, A> {
    /// Starts the thread `name`, which hands each newest question to
    /// `work` (which keeps whatever state it owns between questions). It
    /// ends when this handle is dropped.
    pub fn start(name: &str, mut work: impl FnMut(Job<Q>, &mut Answers<A>) + Send + 'static) -> Self {
        let (requests, inbox) = unbounded::<Job<Q>>();
        let (outbox, replies) = unbounded();
        std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                while let Ok(mut job) = inbox.recv() {
                    while let Ok(newer) = inbox.try_recv() {
                        job = newer;
                    }
                    if job.stopped() {
                        continue;
                    }
                    let mut answers = Answers { id: job.id, outbox: &outbox, gone: false };
                    work(job, &mut answers);
                    if answers.gone {
                        return;
                    }
                }
            })
            .expect("the OS starts a thread");
        Background { requests, replies, stop: Arc::new(AtomicBool::new(false)), last_sent: 0, last_taken: 0 }
    }

    /// Asks `question`, stopping the one under way. Returns its id.
    pub fn ask(&mut self, question: Q) -> u64 {
        self.stop.store(true, Ordering::Relaxed);
        self.stop = Arc::new(AtomicBool::new(false));
        self.last_sent += 1;
        // A send fails only if the thread is gone; no answer then comes,
        // and what is shown stays as it was.
        let _ = self.requests.send(Job { id: self.last_sent, question, stop: self.stop.clone() });
        self.last_sent
    }

    /// Stops the question under way and drops its answers still to come.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.last_sent += 1;
        self.last_taken = self.last_sent;
    }

    /// The answers come since the last call, each with its question's id,
    /// oldest first; none older than an answer already taken.
    pub fn answers(&mut self) -> Vec<(u64, A)> {
        let mut out = Vec::new();
        while let Ok((id, answer)) = self.replies.try_recv() {
            if id >= self.last_taken {
                self.last_taken = id;
                out.push((id, answer));
            }
        }
        out
    }

    /// The id of the newest question asked.
    pub fn latest(&self) -> u64 {
        self.last_sent
    }

    /// Whether the newest question has no answer yet.
    pub fn waiting(&self) -> bool {
        self.last_sent > self.last_taken
    }

    /// Tests: the answers taken until `done` holds of all of them, within
    /// `within`; a panic after that.
    #[cfg(test)]
    pub fn wait_for(
        &mut self,
        within: std::time::Duration,
        mut done: impl FnMut(&[(u64, A)]) -> bool,
    ) -> Vec<(u64, A)> {
        let deadline = std::time::Instant::now() + within;
        let mut all = Vec::new();
        while std::time::Instant::now() < deadline {
            all.extend(self.answers());
            if done(&all) {
                return all;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        panic!("no answer came in {within:?}: {} taken", all.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_newer_question_stops_the_one_under_way_and_older_answers_are_dropped() {
        // The first question works until it is stopped, then answers.
        let mut b = Background::start("test", |job: Job<u64>, answers: &mut Answers<u64>| {
            if job.question == 1 {
                while !job.stopped() {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            answers.send(job.question * 10);
        });
        let first = b.ask(1);
        let second = b.ask(2);
        let got = b.wait_for(Duration::from_secs(10), |a| a.iter().any(|&(id, _)| id == second));
        assert!(got.iter().all(|&(id, _)| id == first || id == second));
        assert_eq!(got.last(), Some(&(second, 20)));
        assert!(!b.waiting());
        // After a cancel nothing is waited for, and a late answer to the
        // question cancelled is dropped.
        b.ask(3);
        b.cancel();
        assert!(!b.waiting());
        std::thread::sleep(Duration::from_millis(50));
        assert!(b.answers().is_empty());
    }
}
