//! Every chain's verdict from reading, before any playout is consulted:
//! Benson's unconditional life for both colours, then the reader on the
//! ground of each group that is shut in (read once per ground, from its
//! largest chain), and on each chain out in the open short of liberties
//! (its capture: a ladder, a net). A shut-in group the first reading
//! leaves unknown is read again deeper, from a pool of nodes for the whole
//! position. Chains that reading cannot answer (an open group that no
//! ladder takes, budget spent) get none, and the judges fall back on
//! playouts for them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::groups::Chain;
use super::{GroupStatus, KeyMoves, Ko, Life, Source};
use crate::go::{Board, Color, Point};
use crate::reading::area::Flood;
use crate::reading::benson::pass_alive;
use crate::reading::seki::standing_seki;
use crate::reading::{Reader, Reading, Status, TACTICS};

/// The first round of a position's second readings gives each group this
/// many times the first reading's nodes.
const SHORT_ROUND: u64 = 4;

/// What reading says of one chain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChainVerdict {
    pub life: Life,
    pub keys: KeyMoves,
    pub source: Source,
    pub ko: Ko,
    /// Read for its capture alone (out in the open): a chain that escapes
    /// capture may still die as a group without eyes, which playouts tell.
    pub tactical: bool,
    /// Read out in the open inside a frame that closed more than one gap
    /// of its reach: it may still run out of it.
    pub framed: bool,
}

/// Reading's budget for a whole position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReadingBudget {
    /// The reader for each group.
    pub reader: Reader,
    /// All groups together; groups not read by then are left to playouts.
    pub total: std::time::Duration,
    /// How many times the reader's nodes a shut-in group the first
    /// reading leaves unknown is read again with, while `total` lasts (1:
    /// never). A big eye space in the corner, a seki among several chains,
    /// take a search tens of times the first one's to prove, and random
    /// play misjudges exactly them. An open group critical in the tight
    /// frame is read in the looser one with as many, from what the shut-in
    /// groups leave of the pool.
    pub deeper: u64,
    /// The nodes of all those second readings of a position together: most
    /// groups left unknown stay unknown however deep, and a position's
    /// count must not wait on them.
    pub deeper_pool: u64,
    /// How many times the reader's nodes a group asked about alone
    /// (`read_group_deeper`) is read with: a corner group out in the open,
    /// read in its frame, takes a few hundred thousand nodes to prove
    /// critical, and one question may wait a second for it.
    pub alone: u64,
}

impl Default for ReadingBudget {
    fn default() -> Self {
        ReadingBudget {
            // Nodes bound the work; the times only cap a loaded machine.
            reader: Reader {
                nodes: 4_000,
                time: std::time::Duration::from_millis(400),
                frame_open: true,
                ..Reader::default()
            },
            total: std::time::Duration::from_millis(3000),
            deeper: 32,
            deeper_pool: 160_000,
            alone: 128,
        }
    }
}

impl ReadingBudget {
    /// The reader for one group asked about alone (`dragon_status`, the
    /// window's question): `alone` times the nodes, within `time`, and a
    /// group too big to frame framed apart from what an enemy stone cuts.
    pub fn reader_alone(&self, time: Duration) -> Reader {
        let nodes = self.reader.nodes * self.alone.max(1);
        // A quarter for the looser frame's check: where its proof is long,
        // the tight frame's answer stands without the wait.
        Reader { nodes, time, loose_check: nodes / 4, cut_frame: true, ..self.reader }
    }
}

/// The verdict of each chain of `cs` (the chains of `board` in order), or
/// `None` where reading has no answer.
pub fn read_chains(
    board: &Board,
    cs: &[Chain],
    budget: &ReadingBudget,
    stop: &AtomicBool,
) -> Vec<Option<ChainVerdict>> {
    let deadline = Instant::now() + budget.total;
    let mut out: Vec<Option<ChainVerdict>> = vec![None; cs.len()];
    let head_of = |k: usize| board.chain_id(board.idx(cs[k].stones[0]));
    let index_of = |h| (0..cs.len()).find(|&k| head_of(k) == h);
    for color in [Color::Black, Color::White] {
        let alive = pass_alive(board, color);
        for (k, c) in cs.iter().enumerate() {
            if c.color == color
                && alive.stones.binary_search_by_key(&(c.stones[0].y, c.stones[0].x), |p| (p.y, p.x)).is_ok()
            {
                out[k] = Some(ChainVerdict {
                    life: Life::Alive,
                    keys: KeyMoves::default(),
                    source: Source::Benson,
                    ko: Ko::default(),
                    tactical: false,
                    framed: false,
                });
            }
        }
    }
    // Chains in a seki that stands still: no search needed, and none may
    // find it where the chains sit in a ground that holds a whole side.
    for k in 0..cs.len() {
        if out[k].is_some() {
            continue;
        }
        let Some(seki) = standing_seki(board, board.idx(cs[k].stones[0])) else { continue };
        for h in seki {
            if let Some(m) = index_of(board.chain_id(h))
                && out[m].is_none()
            {
                out[m] = Some(ChainVerdict {
                    life: Life::Seki,
                    keys: KeyMoves::default(),
                    source: Source::Reading,
                    ko: Ko::default(),
                    tactical: false,
                    framed: false,
                });
            }
        }
    }
    let mut flood = Flood::default();
    let mut done = vec![false; cs.len()];
    // Shut-in groups left unknown, and open groups critical in the tight
    // frame: (a stone of the largest chain, members).
    let mut again: Vec<(Point, Vec<usize>)> = Vec::new();
    let mut loose: Vec<(Point, Vec<usize>)> = Vec::new();
    for k in 0..cs.len() {
        if done[k] || out[k].is_some() {
            continue;
        }
        if stop.load(Ordering::Relaxed) || Instant::now() >= deadline {
            break;
        }
        let ground = flood.ground(board, board.idx(cs[k].stones[0]));
        let mut members: Vec<usize> = if ground.open {
            vec![k]
        } else {
            ground.chains.iter().filter_map(|&h| index_of(h)).filter(|&m| out[m].is_none()).collect()
        };
        // An open group's chain is read for its capture; one that no ladder
        // or net takes, in a frame around its loose group.
        let Some(&largest) = members.iter().max_by_key(|&&m| cs[m].stones.len()) else { continue };
        let stone = cs[largest].stones[0];
        let (reading, covered) = if ground.open {
            let (r, covered) = budget.reader.read_open_group(board, stone, Some(stop));
            (Some(r), covered)
        } else {
            (budget.reader.read_unless(board, stone, Some(stop)), None)
        };
        // A framed reading answers for the chains of the loose group too.
        let framed = covered.is_some();
        if let Some(covered) = covered {
            members.extend(
                (0..cs.len()).filter(|&m| m != k && !done[m] && out[m].is_none() && covered.contains(&cs[m].stones[0])),
            );
        }
        for &m in &members {
            done[m] = true;
        }
        let Some(r) = reading else { continue };
        if r.status == Status::Unknown && !ground.open {
            again.push((stone, members));
            continue;
        }
        let tactical = ground.open && !framed;
        verdict(&r, tactical, framed && r.may_run_out(), &members, &mut out);
        if framed && r.status == Status::Critical {
            loose.push((stone, members));
        }
    }
    // The shut-in groups left unknown, read again deeper while the pool
    // and the position's time last; then, with what is left, the open
    // groups critical in the tight frame, read in the looser one (the
    // tight frame's wall may have joined the attacker's stones to it):
    // alive or seki there, so on the board.
    if budget.deeper > 1 {
        let mut pool = budget.deeper_pool;
        let deeper = |pool: u64, times: u64| {
            let left = deadline.saturating_duration_since(Instant::now());
            let spent = stop.load(Ordering::Relaxed) || left.is_zero() || pool <= budget.reader.nodes;
            (!spent).then(|| (left, (budget.reader.nodes * times).min(pool)))
        };
        // In two rounds, a few times the first reading's nodes for every
        // group and then the rest for those still unknown: one group whose
        // proof is long (a seki among kos) must not spend the pool before
        // its neighbours, whose proofs may be short, are read at all.
        let first_round = SHORT_ROUND.min(budget.deeper);
        for round in [first_round, budget.deeper] {
            let mut unknown = Vec::new();
            for (stone, members) in again {
                let Some((left, nodes)) = deeper(pool, round) else { break };
                let reader = Reader { nodes, time: left, ..budget.reader };
                match reader.read_unless(board, stone, Some(stop)) {
                    Some(r) if r.status == Status::Unknown && round < budget.deeper => {
                        pool = pool.saturating_sub(r.nodes);
                        unknown.push((stone, members));
                    }
                    Some(r) => {
                        pool = pool.saturating_sub(r.nodes);
                        verdict(&r, false, false, &members, &mut out);
                    }
                    None => {}
                }
            }
            again = unknown;
            if round == budget.deeper {
                break;
            }
        }
        for (stone, members) in loose {
            let Some((left, nodes)) = deeper(pool, budget.deeper) else { break };
            let reader = Reader { nodes, time: left, ..budget.reader };
            let Some(r) = reader.read_in_looser_frame(board, stone, Some(stop)) else { continue };
            pool = pool.saturating_sub(r.nodes);
            if matches!(r.status, Status::Alive | Status::Seki) {
                verdict(&r, false, r.may_run_out(), &members, &mut out);
            }
        }
    }
    out
}

/// The group of the stone at `at`, which the position's reading left to
/// playouts or a fight, read alone with `budget.alone` times the nodes,
/// within `time`: a shut-in group searched, an open one framed (its
/// capture alone is not its life, and says nothing here). `None` where it
/// still has no answer, or `stop` was raised before it had one.
pub fn read_group_deeper(
    board: &Board,
    at: Point,
    budget: &ReadingBudget,
    time: Duration,
    stop: &AtomicBool,
) -> Option<ChainVerdict> {
    let r = budget.reader_alone(time).read_unless(board, at, Some(stop))?;
    if matches!(r.how, "open" | TACTICS) {
        return None;
    }
    let mut out = [None];
    verdict(&r, false, r.may_run_out(), &[0], &mut out);
    out[0]
}

/// `group`'s verdict once `deeper` (its reading alone, deeper) is known:
/// the reading's where it answers, but not a death in a frame that took
/// room from it: a group the judge saw living or unsettled may run out of
/// the frame, which the frame does not read.
pub fn with_deeper(group: &GroupStatus, deeper: Option<ChainVerdict>) -> GroupStatus {
    match deeper {
        Some(v) if !(v.framed && v.life == Life::Dead) => {
            GroupStatus { life: v.life, keys: v.keys, source: v.source, ko: v.ko, confidence: 1.0, ..group.clone() }
        }
        _ => group.clone(),
    }
}

/// Sets the verdict of each chain of `members` from a reading (none where
/// it says unknown).
fn verdict(r: &Reading, tactical: bool, framed: bool, members: &[usize], out: &mut [Option<ChainVerdict>]) {
    let life = match r.status {
        Status::Alive => Life::Alive,
        Status::Dead => Life::Dead,
        Status::Seki => Life::Seki,
        Status::Critical => Life::Unsettled,
        Status::Unknown => return,
    };
    let keys = KeyMoves { attack: r.attack, defence: r.defence };
    for &m in members {
        out[m] = Some(ChainVerdict { life, keys, source: Source::Reading, ko: r.ko, tactical, framed });
    }
}
