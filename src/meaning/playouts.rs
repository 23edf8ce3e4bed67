//! The default judge of life and death: reading first, playouts where
//! reading has no answer. Every chain is first read (`read_first`:
//! Benson's life, then the reader on the ground of each group that is shut
//! in). Monte-Carlo playouts of the MCTS's own policy judge the rest (big
//! open groups, fights past the reader's budget): half the playouts start
//! with Black, half with White; a chain that keeps its points in most
//! playouts whoever starts lives, one that loses them whoever starts is
//! dead, one whose fate follows the first move is unsettled. Groups the
//! playouts are unsure of are then fought out locally by the built-in MCTS
//! (see `fight`). A chain that lives while an empty point beside it
//! touches enemy stones at the end of the playout (the policy fills every
//! dame it safely can, never a shared liberty of a seki) lives in seki.
//! Last, a group the playouts call alive or dead whose fate the same
//! playouts tie to an unsettled neighbour's is unsettled with it
//! (`ties`). Each group says which source judged it.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::fight::{Arena, FightJudge, Outcome};
use super::groups::{Chain, chain_index, chains, join, stones_of};
use super::life_search::search_life;
use super::playout_keys::key_points;
use super::read_first::{ChainVerdict, ReadingBudget, read_chains, read_group_deeper, with_deeper};
use super::semeai::settled_life;
use super::ties::{Together, near_unsettled, tied};
use super::{GroupStatus, Judge, JudgeError, Judgement, KeyMoves, Ko, Life, Source, cell};
use crate::ai::mcts::{MctsConfig, MctsPlayer};
use crate::ai::policy::{self, PASS, PolicyKind, Scratch};
use crate::go::{Board, Color, Game, Idx, Point};
use crate::influence::ownership::{OwnerTally, STREAMS};

/// The playout judge's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayoutJudge {
    /// Playouts with each side first.
    pub playouts: usize,
    /// Threads for the fights (each fight's verdict is the same on any
    /// number). The playouts split into `STREAMS` seeded streams whatever
    /// this is, so that their counts do not depend on the machine's cores.
    pub threads: usize,
    pub seed: u64,
    /// Playouts per move of the MCTS that plays out the local fight of
    /// every group that neither the reader nor the playouts are sure of
    /// (0: none).
    pub read: u64,
    /// The reader of life and death, asked before the playouts (a reader
    /// of 0 nodes: none).
    pub reading: ReadingBudget,
}

impl Default for PlayoutJudge {
    fn default() -> Self {
        PlayoutJudge {
            playouts: 400,
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            seed: 0x5eed_11fe,
            read: 1000,
            reading: ReadingBudget::default(),
        }
    }
}

/// A chain's survival below this share of playouts counts as a loss.
const LIVES: f32 = 0.5;
/// A chain the playouts alone judge, that keeps its points in a share of
/// them in this range (with either side first), is unsure: who plays at
/// its key point may decide it.
const UNSURE: std::ops::RangeInclusive<f32> = 0.35..=0.75;
/// A living chain is in seki when it ends beside a shared liberty in this
/// share of the playouts it lived in.
const SEKI: f32 = 0.5;
/// What the judge's seed is turned by for the playouts that find key
/// points: the same points for a position every time it is judged.
const KEYS_SALT: u64 = 0x77;
/// Groups judged with less confidence than this are read locally.
const SURE: f32 = 0.9;
/// A group that reaches more empty points than this without crossing enemy
/// stones is out in the open: no local fight can tell its fate.
const OPEN: usize = 40;

/// The most time for one group read alone (`judge_group`, the window's
/// question): its nodes
/// bound the work (a corner group in its frame takes about a second to
/// prove on one core); this only caps a loaded machine.
pub const GROUP_TIME: Duration = Duration::from_secs(10);

/// How many times the playouts of a whole position's fights a group asked
/// about alone is fought with, where its reading still has no answer: the
/// search for the one move that saves or kills a shut-in group finds it
/// more often the longer it looks.
const GROUP_FIGHT: u64 = 12;

/// Playouts with each side first of the search (`life_search`) of a group
/// asked about alone that the playouts call critical.
const GROUP_SEARCH: usize = 6000;

/// Whether the group of `stones` is shut in: its side reaches at most
/// `OPEN` empty points from it, through empty points and its own stones.
fn enclosed(board: &Board, stones: &[Point], color: Color) -> bool {
    let n = board.size();
    let mut seen = vec![false; n * n];
    let mut stack: Vec<Point> = stones.to_vec();
    for p in stones {
        seen[p.y as usize * n + p.x as usize] = true;
    }
    let mut empty = 0;
    while let Some(p) = stack.pop() {
        for q in p.neighbours(n) {
            let k = q.y as usize * n + q.x as usize;
            if seen[k] || board.get(q) == Some(color.opponent()) {
                continue;
            }
            seen[k] = true;
            if board.get(q).is_none() {
                empty += 1;
                if empty > OPEN {
                    return false;
                }
            }
            stack.push(q);
        }
    }
    true
}

/// Whether the group of `stones` has one eye space only, and a small one
/// whose vital point is open (a bent three, a bulky five...): its life
/// then turns on who plays there, which playouts that start elsewhere
/// rarely find.
fn hangs_on_vital_point(board: &Board, stones: &[Point], color: Color) -> bool {
    let mut seen: Vec<Idx> = Vec::new();
    let mut eyes = 0;
    let mut vital = false;
    for &p in stones {
        for m in board.neighbours(board.idx(p)) {
            if !board.is_empty_at(m) || seen.contains(&m) {
                continue;
            }
            // The empty region of `m`, and whether enemy stones border it.
            let start = seen.len();
            seen.push(m);
            let mut k = start;
            let mut open = false;
            // A region this big is territory, not an eye space to kill.
            while k < seen.len() && k - start < 50 {
                for q in board.neighbours(seen[k]) {
                    if board.is_empty_at(q) {
                        if !seen[start..].contains(&q) {
                            seen.push(q);
                        }
                    } else if board.at(q) == Some(color.opponent()) {
                        open = true;
                    }
                }
                k += 1;
            }
            if !open {
                eyes += 1;
                vital |= policy::nakade_point(board, m, color).is_some();
            }
        }
    }
    eyes == 1 && vital
}

/// What a group's two fights (one with each side first) found: the
/// verdict, and each side's first move near the group.
type Fought = ((Life, KeyMoves), KeyMoves);

/// A group's life and key moves once a fight judged it, the playouts
/// having said `before` and kept the group's points in a share `survival`
/// of them (the mean of each side first). The fight's, but for a seki the
/// playouts saw, which a fight that ends early takes for life; and one
/// fight each way is one line of play, so a group it kills that keeps its
/// points in half the playouts or more, or keeps alive (or in a seki the
/// playouts did not see) that loses them in a quarter or more, is
/// unsettled, each side's first move of its fight its key move (a side
/// that played elsewhere takes the other's): that fight missed a living
/// line or a kill the playouts' spread says is there.
/// In the count (`alone` false), not where the side that failed did not
/// play near the group at once: it found nothing there to try, and a dead
/// group kept on the board as unsettled moves the score by all its points.
/// Asked about the group alone, a wrong answer costs one answer either
/// way, and judges that disagree mark a fight. A verdict that the group's
/// race count gives too (`race`, the life its count, sure and the same
/// whoever moves first, gives it: `settled_life`) is not doubted: the
/// count is exact where it is sure, and the playouts' spread is not.
fn after_fight(
    before: Life,
    ((life, keys), first_moves): Fought,
    survival: f32,
    alone: bool,
    race: Option<Life>,
) -> (Life, KeyMoves) {
    if before == Life::Seki && matches!(life, Life::Alive | Life::Seki) {
        return (Life::Seki, keys);
    }
    let doubted = race != Some(life)
        && match life {
            Life::Dead => survival >= LIVES && (alone || first_moves.defence.is_some()),
            Life::Alive | Life::Seki => survival <= *UNSURE.end() && (alone || first_moves.attack.is_some()),
            Life::Unsettled => false,
        };
    if doubted { (Life::Unsettled, first_moves.each_named()) } else { (life, keys) }
}

/// The survival of the group of `members` (chains of `cs`): its chains'
/// `survival`, each weighed by its stones.
fn group_survival(cs: &[Chain], members: &[usize], survival: &[f32]) -> f32 {
    let stones: usize = members.iter().map(|&k| cs[k].stones.len()).sum();
    members.iter().map(|&k| survival[k] * cs[k].stones.len() as f32).sum::<f32>() / stones.max(1) as f32
}

/// Counts gathered over playouts with one side first: the ownership of
/// every point, per playout the chains that lost their points, and per
/// chain how often it kept them beside a shared liberty.
struct LifeTally {
    owners: OwnerTally,
    seki: Vec<u32>,
    /// Per playout, the chains that lost their points, a bit each
    /// (`words` words a playout): how often each kept them, and whether
    /// two chains share one fate.
    lost: Vec<u64>,
    words: usize,
}

impl LifeTally {
    /// The playouts in which chain `k` kept its points.
    fn kept(&self, k: usize) -> u32 {
        (self.owners.playouts() as u32).saturating_sub(self.lost_together(k, k))
    }

    /// The share of the playouts in which chain `k` kept its points.
    fn lived(&self, k: usize) -> f32 {
        self.kept(k) as f32 / self.owners.playouts().max(1) as f32
    }

    /// The playouts in which chains `a` and `b` both lost their points.
    fn lost_together(&self, a: usize, b: usize) -> u32 {
        let bit = |k: usize| (k / 64, 1u64 << (k % 64));
        let ((wa, ma), (wb, mb)) = (bit(a), bit(b));
        self.lost.chunks(self.words.max(1)).filter(|p| p[wa] & ma != 0 && p[wb] & mb != 0).count() as u32
    }
}

/// A playout stream's own: its random numbers and buffers, and what it
/// saw of the chains.
struct ChainCounts {
    rng: SmallRng,
    scratch: Scratch,
    moves: Vec<(Idx, Color)>,
    seki: Vec<u32>,
    lost: Vec<u64>,
}

/// What the playouts need to know of a chain: one stone, its colour.
#[derive(Clone, Copy)]
struct Probe {
    at: Idx,
    color: Color,
}

fn sign(c: Color) -> i32 {
    if c == Color::Black { 1 } else { -1 }
}

/// Plays `count` playouts from `board` with `first` to move, split into
/// `streams` seeded streams, and counts them. Stops early (with what it has) when
/// `stop` is set.
fn run_parallel(
    board: &Board,
    first: Color,
    probes: &[Probe],
    count: usize,
    (streams, seed): (usize, u64),
    stop: &AtomicBool,
    done: &AtomicUsize,
) -> LifeTally {
    let mut owners = OwnerTally::new(board);
    let state = |s: u64| ChainCounts {
        rng: SmallRng::seed_from_u64(s),
        scratch: Scratch::default(),
        moves: Vec::new(),
        seki: vec![0; probes.len()],
        lost: Vec::new(),
    };
    let words = probes.len().div_ceil(64);
    let parts = owners.add(board, (count, streams, seed), Some(stop), state, |b, t| {
        t.moves.clear();
        policy::playout(b, first, (PASS, PASS), PolicyKind::Heavy, &mut t.rng, &mut t.scratch, &mut t.moves);
        let row = t.lost.len();
        t.lost.resize(row + words, 0);
        for (k, pr) in probes.iter().enumerate() {
            if b.playout_owner(pr.at) != sign(pr.color) {
                t.lost[row + k / 64] |= 1 << (k % 64);
                continue;
            }
            if b.at(pr.at) == Some(pr.color) {
                let enemy = pr.color.opponent();
                if b.liberties(pr.at).iter().any(|&l| b.neighbours_of(l, enemy) > 0) {
                    t.seki[k] += 1;
                }
            }
        }
        done.fetch_add(1, Ordering::Relaxed);
    });
    let mut tally = LifeTally { owners, seki: vec![0; probes.len()], lost: Vec::new(), words };
    for part in parts {
        for k in 0..probes.len() {
            tally.seki[k] += part.seki[k];
        }
        tally.lost.extend(part.lost);
    }
    tally
}

/// Each group of `groups` the playouts call alive or dead made unsettled
/// where its fate is tied to an unsettled neighbour's (`ties`), as the
/// playouts of `firsts` (one run with each side first) saw the largest
/// chain of each.
fn tie_fates(board: &Board, cs: &[Chain], firsts: [&LifeTally; 2], groups: &mut [GroupStatus]) {
    let chain_at = chain_index(board.size(), cs);
    let largest =
        |g: &GroupStatus| g.stones.iter().map(|&p| chain_at[cell(board.size(), p)]).max_by_key(|&k| cs[k].stones.len());
    let runs = firsts.iter().map(|t| t.owners.playouts()).sum::<usize>() as f32;
    // Against the groups as the playouts left them: a tie does not pass on.
    let mut ties = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        if group.source != Source::Playouts || !matches!(group.life, Life::Alive | Life::Dead) {
            continue;
        }
        let Some(mine) = largest(group) else { continue };
        for u in near_unsettled(groups, group) {
            let Some(other) = largest(&groups[u]) else { continue };
            let seen = Together {
                runs,
                lived: [mine, other].map(|k| firsts.iter().map(|t| t.kept(k)).sum::<u32>() as f32),
                both_lost: firsts.iter().map(|t| t.lost_together(mine, other)).sum::<u32>() as f32,
            };
            if let Some(t) = tied(group, &groups[u], seen) {
                ties.push((g, t));
                break;
            }
        }
    }
    for (g, t) in ties {
        groups[g] = t;
    }
}

impl PlayoutJudge {
    /// Judges the position of `board` with `to_play` to move.
    pub fn judge_board(
        &self,
        board: &Board,
        to_play: Color,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Judgement, JudgeError> {
        let n = board.size();
        let cs = chains(board);
        let probes: Vec<Probe> = cs.iter().map(|c| Probe { at: board.idx(c.stones[0]), color: c.color }).collect();
        let done = AtomicUsize::new(0);
        let per_side = self.playouts.max(1);
        let planned = 2 * per_side;
        let mut tallies: [Option<LifeTally>; 2] = [None, None];
        std::thread::scope(|s| {
            let work = s.spawn(|| {
                let black = run_parallel(board, Color::Black, &probes, per_side, (STREAMS, self.seed), stop, &done);
                let white =
                    run_parallel(board, Color::White, &probes, per_side, (STREAMS, self.seed ^ 0xffff), stop, &done);
                (black, white)
            });
            while !work.is_finished() {
                progress(0.8 * done.load(Ordering::Relaxed) as f32 / planned as f32);
                std::thread::sleep(Duration::from_millis(30));
            }
            if let Ok((b, w)) = work.join() {
                tallies = [Some(b), Some(w)];
            }
        });
        if stop.load(Ordering::Relaxed) {
            return Err(JudgeError::Stopped);
        }
        let [Some(black_first), Some(white_first)] = tallies else {
            return Err(JudgeError::Failed("a playout thread failed".into()));
        };
        let first = |c: Color| if c == Color::Black { &black_first } else { &white_first };

        // Each chain's verdict from its survival with its own side first
        // and with the opponent first, its confidence and mean survival.
        let playout_verdicts: Vec<(Life, f32, f32)> = cs
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let own = first(c.color).lived(k);
                let opp = first(c.color.opponent()).lived(k);
                let lives = own.min(opp);
                let mean = (own + opp) / 2.0;
                let (life, confidence) = if own >= LIVES && opp >= LIVES {
                    let lived = (first(c.color).kept(k) + first(c.color.opponent()).kept(k)).max(1);
                    let seki = (black_first.seki[k] + white_first.seki[k]) as f32 / lived as f32;
                    let life = if seki >= SEKI { Life::Seki } else { Life::Alive };
                    (life, (2.0 * (lives - LIVES)).min(1.0))
                } else if own < LIVES && opp < LIVES {
                    (Life::Dead, (2.0 * (LIVES - own.max(opp))).min(1.0))
                } else {
                    (Life::Unsettled, (own - opp).abs())
                };
                (life, confidence, mean)
            })
            .collect();
        let playout_confidence: Vec<f32> = playout_verdicts.iter().map(|v| v.1).collect();
        let survival: Vec<f32> = playout_verdicts.iter().map(|v| v.2).collect();
        let verdicts = playout_verdicts;
        // Reading first: where it answers, the playouts' verdict gives way.
        let read = if self.reading.reader.nodes > 0 {
            read_chains(board, &cs, &self.reading, stop)
        } else {
            vec![None; cs.len()]
        };
        if stop.load(Ordering::Relaxed) {
            return Err(JudgeError::Stopped);
        }
        let mut verdicts: Vec<ChainVerdict> = verdicts
            .iter()
            .zip(&read)
            .enumerate()
            .map(|(k, (&(life, _, _), r))| {
                let playouts = ChainVerdict {
                    life,
                    keys: KeyMoves::default(),
                    source: Source::Playouts,
                    ko: Ko::default(),
                    tactical: false,
                    framed: false,
                };
                match r {
                    // A chain that escapes capture out in the open but
                    // dies in the playouts even with its side first dies as
                    // a group (no eyes, nowhere to run), unless it lives in
                    // them once saved: random play seldom finds the one
                    // move that saves a chain short of liberties.
                    Some(v) if v.tactical && v.life == Life::Unsettled && life == Life::Dead => {
                        if self.lives_once_saved(board, &cs[k], v.keys.defence, stop) { *v } else { playouts }
                    }
                    // Dead in its frame but alive in the playouts with
                    // either side first: it runs out, which the frame
                    // does not read.
                    Some(v) if v.framed && v.life == Life::Dead && life == Life::Alive => playouts,
                    Some(v) => *v,
                    None => playouts,
                }
            })
            .collect();
        self.mark_the_unsure(board, to_play, (&cs, &survival, &read), &mut verdicts, stop);
        let confidence: Vec<f32> =
            (0..cs.len()).map(|k| if read[k].is_some() { 1.0 } else { playout_confidence[k] }).collect();
        let joined =
            join(board, &cs, |a, b| (verdicts[a].life, verdicts[a].source) == (verdicts[b].life, verdicts[b].source));
        let mut groups: Vec<GroupStatus> = joined
            .iter()
            .map(|members| {
                let stones = stones_of(&cs, members);
                let confidence = members.iter().map(|&k| confidence[k]).fold(1.0f32, f32::min);
                let v = verdicts[members[0]];
                GroupStatus {
                    color: cs[members[0]].color,
                    stones,
                    life: v.life,
                    confidence,
                    keys: v.keys,
                    source: v.source,
                    ko: v.ko,
                }
            })
            .collect();

        if self.read > 0 {
            let unsure: Vec<usize> = (0..groups.len())
                .filter(|&g| groups[g].source == Source::Playouts)
                .filter(|&g| {
                    let (stones, color) = (&groups[g].stones, groups[g].color);
                    (groups[g].confidence < SURE || hangs_on_vital_point(board, stones, color))
                        && enclosed(board, stones, color)
                })
                .collect();
            let verdicts = self.read_fights(board, &cs, &joined, &unsure, stop, progress)?;
            for (&g, fought) in unsure.iter().zip(verdicts) {
                let group = &mut groups[g];
                let race = settled_life(board, &group.stones);
                (group.life, group.keys) =
                    after_fight(group.life, fought, group_survival(&cs, &joined[g], &survival), false, race);
                group.confidence = group.confidence.max(SURE);
                group.source = Source::Fight;
            }
        }
        progress(1.0);
        let runs = (black_first.owners.playouts() + white_first.owners.playouts()).max(1) as f32;
        let (black_sums, white_sums) = (black_first.owners.sums(), white_first.owners.sums());
        let ownership = (0..n * n).map(|k| (black_sums[k] + white_sums[k]) as f32 / runs).collect();
        let mut j = Judgement { size: n, to_play, groups, ownership: Some(ownership), source: self.name() };
        j.settle_seki(board);
        j.spare_the_killers(board);
        if self.read > 0 {
            tie_fates(board, &cs, [&black_first, &white_first], &mut j.groups);
        }
        Ok(j)
    }

    /// The chains the playouts alone judge and leave unsure (they keep
    /// their points in `UNSURE` of them) become unsettled where a point
    /// decides their life: that point is their key move, for both
    /// sides. A group whose fate random play leaves open, and that one
    /// move decides, is what a reader calls critical. A chain the reader
    /// found critical for its capture keeps the reader's key moves.
    fn mark_the_unsure(
        &self,
        board: &Board,
        to_play: Color,
        (cs, survival, read): (&[Chain], &[f32], &[Option<ChainVerdict>]),
        verdicts: &mut [ChainVerdict],
        stop: &AtomicBool,
    ) {
        let n = board.size();
        let chain_at = chain_index(n, cs);
        // An enemy chain beside it that the reader finds critical: taking
        // it or saving it is the fight (a capturing race, a cutting stone).
        let critical_neighbour = |k: usize| {
            cs[k].stones.iter().flat_map(|p| p.neighbours(n)).find_map(|q| {
                let j = chain_at[cell(n, q)];
                let v = read.get(j).copied().flatten()?;
                (cs[j].color != cs[k].color && v.life == Life::Unsettled).then_some(v.keys)
            })
        };
        let mut unsure = Vec::new();
        for k in 0..cs.len() {
            if verdicts[k].source != Source::Playouts || !UNSURE.contains(&survival[k]) {
                continue;
            }
            match (read[k], critical_neighbour(k)) {
                (Some(v), _) if v.life == Life::Unsettled => verdicts[k] = v,
                (_, Some(theirs)) => {
                    verdicts[k] = ChainVerdict {
                        life: Life::Unsettled,
                        keys: KeyMoves { attack: theirs.defence, defence: theirs.attack },
                        source: Source::Playouts,
                        ko: Ko::default(),
                        tactical: false,
                        framed: false,
                    }
                }
                _ => unsure.push(k),
            }
        }
        let probes: Vec<(Idx, Color)> = unsure.iter().map(|&k| (board.idx(cs[k].stones[0]), cs[k].color)).collect();
        let seed = self.seed ^ KEYS_SALT;
        let keys = key_points(board, &probes, to_play, (self.playouts.max(1), STREAMS, seed), stop);
        for (&k, key) in unsure.iter().zip(keys) {
            // Decided by a point; named where both sides may play one.
            if let Some(point) = key {
                verdicts[k] = ChainVerdict {
                    life: Life::Unsettled,
                    keys: KeyMoves { attack: point, defence: point },
                    source: Source::Playouts,
                    ko: Ko::default(),
                    tactical: false,
                    framed: false,
                };
            }
        }
    }

    /// Whether `chain`, once its side plays `defence` (the reader's move
    /// that saves it from capture), lives in the playouts that follow with
    /// the other side to move.
    fn lives_once_saved(&self, board: &Board, chain: &Chain, defence: Option<Point>, stop: &AtomicBool) -> bool {
        let Some(d) = defence else { return false };
        let (at, color) = (board.idx(d), chain.color);
        if !board.is_legal_no_suicide(at, color) {
            return false;
        }
        let mut saved = board.clone();
        saved.play(at, color);
        let probe = [Probe { at: saved.idx(chain.stones[0]), color }];
        let done = AtomicUsize::new(0);
        let seed = (STREAMS, self.seed ^ 0x5a5a);
        let tally = run_parallel(&saved, color.opponent(), &probe, self.playouts.max(1), seed, stop, &done);
        tally.lived(0) >= LIVES
    }

    /// Reads the local fight of each group of `which` (indices into
    /// `joined`) with each side first. The fights are independent, so they
    /// share out over the threads; each has a fresh reader with the same
    /// seed, so that a verdict does not depend on the order or the threads.
    fn read_fights(
        &self,
        board: &Board,
        cs: &[Chain],
        joined: &[Vec<usize>],
        which: &[usize],
        stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Vec<Fought>, JudgeError> {
        let arenas: Vec<Arena> = which.iter().map(|&g| Arena::new(board, cs, &joined[g])).collect();
        let tasks: Vec<(usize, Color)> = which
            .iter()
            .enumerate()
            .flat_map(|(a, &g)| {
                let c = cs[joined[g][0]].color;
                [(a, c), (a, c.opponent())]
            })
            .collect();
        let cfg = MctsConfig {
            playouts: Some(self.read),
            // One thread: the same search every time for a seed.
            threads: 1,
            seed: Some(self.seed),
            reuse: false,
            // The fight's komi is what it reads: the group's life.
            dynkomi: false,
            // The reader has answered what it could before the fight.
            read: 0,
            ..MctsConfig::default()
        };
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let outcomes: Mutex<Vec<Option<Result<Outcome, JudgeError>>>> =
            Mutex::new((0..tasks.len()).map(|_| None).collect());
        std::thread::scope(|s| {
            let workers: Vec<_> = (0..self.threads.clamp(1, tasks.len().max(1)))
                .map(|_| {
                    s.spawn(|| {
                        loop {
                            let t = next.fetch_add(1, Ordering::Relaxed);
                            let Some(&(a, first)) = tasks.get(t) else { break };
                            let player = MctsPlayer::new(format!("mcts:playouts={}", self.read), cfg.clone());
                            let r = FightJudge::new(Box::new(player)).fight(&arenas[a], first, stop);
                            if let Ok(mut o) = outcomes.lock() {
                                o[t] = Some(r);
                            }
                            done.fetch_add(1, Ordering::Relaxed);
                        }
                    })
                })
                .collect();
            while !workers.iter().all(|w| w.is_finished()) {
                progress(0.8 + 0.2 * done.load(Ordering::Relaxed) as f32 / tasks.len().max(1) as f32);
                std::thread::sleep(Duration::from_millis(30));
            }
        });
        let mut outcomes = outcomes.into_inner().map_err(|_| JudgeError::Failed("a reading thread failed".into()))?;
        let mut take =
            |t: usize| outcomes[t].take().unwrap_or_else(|| Err(JudgeError::Failed("a reading thread failed".into())));
        (0..arenas.len())
            .map(|a| {
                let own = take(2 * a)?;
                let opp = take(2 * a + 1)?;
                Ok((arenas[a].verdict(&own, &opp), arenas[a].first_moves(&own, &opp)))
            })
            .collect()
    }

    /// The playouts' survival of the group of `members` (chains of `cs`),
    /// from as many playouts with each side first as the whole board's.
    fn survival(&self, board: &Board, cs: &[Chain], members: &[usize], stop: &AtomicBool) -> f32 {
        let probes: Vec<Probe> =
            members.iter().map(|&k| Probe { at: board.idx(cs[k].stones[0]), color: cs[k].color }).collect();
        let done = AtomicUsize::new(0);
        let per_side = self.playouts.max(1);
        let tally =
            |first: Color, seed: u64| run_parallel(board, first, &probes, per_side, (STREAMS, seed), stop, &done);
        let (black, white) = (tally(Color::Black, self.seed), tally(Color::White, self.seed ^ 0xffff));
        let mut each = vec![0.0; cs.len()];
        for (j, &k) in members.iter().enumerate() {
            each[k] = (black.lived(j) + white.lived(j)) / 2.0;
        }
        group_survival(cs, members, &each)
    }

    /// `group`, which a fight judged, fought again alone with
    /// `GROUP_FIGHT` times the playouts, unsettled where the playouts
    /// contradict the fight (`after_fight`, asked alone); as it was where
    /// that fails.
    fn fight_again(&self, board: &Board, to_play: Color, group: &GroupStatus, stop: &AtomicBool) -> GroupStatus {
        let cs = chains(board);
        let members: Vec<usize> = (0..cs.len()).filter(|&k| group.stones.contains(&cs[k].stones[0])).collect();
        if members.is_empty() {
            return group.clone();
        }
        let longer = PlayoutJudge { read: self.read * GROUP_FIGHT, ..*self };
        let survival = self.survival(board, &cs, &members, stop);
        let largest = members.iter().map(|&k| &cs[k]).max_by_key(|c| c.stones.len()).expect("members");
        let probe = [(board.idx(largest.stones[0]), largest.color)];
        match longer.read_fights(board, &cs, &[members], &[0], stop, &mut |_| {}) {
            Ok(v) => {
                let race = settled_life(board, &group.stones);
                let (life, mut keys) = after_fight(group.life, v[0], survival, true, race);
                if life == Life::Unsettled && keys.attack.is_none() {
                    // Neither fight played near the group: the point the
                    // playouts say decides its largest chain, where one does.
                    let count = (self.playouts.max(1), STREAMS, self.seed ^ KEYS_SALT);
                    if let Some(Some(Some(p))) = key_points(board, &probe, to_play, count, stop).first() {
                        keys = KeyMoves { attack: Some(*p), defence: Some(*p) };
                    }
                }
                GroupStatus { life, keys, ..group.clone() }
            }
            Err(_) => group.clone(),
        }
    }

    pub fn name(&self) -> String {
        if self.reading.reader.nodes > 0 {
            format!("reading (nodes={}), playouts={}", self.reading.reader.nodes, self.playouts)
        } else {
            format!("playouts={}", self.playouts)
        }
    }
}

impl Judge for PlayoutJudge {
    fn name(&self) -> String {
        PlayoutJudge::name(self)
    }

    fn judge(
        &mut self,
        game: &Game,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Judgement, JudgeError> {
        self.judge_board(game.board(), game.to_play(), stop, progress)
    }

    /// A group the playouts or a fight judged, or the reading called
    /// critical, is read again alone, deeper (`read_group_deeper`: a
    /// group critical in a tight frame is read in a looser one too),
    /// within `GROUP_TIME`; one a fight judged that reading still cannot
    /// answer is fought again, `GROUP_FIGHT` times longer; one the
    /// playouts still call critical or alive is searched (`life_search`):
    /// a critical one is dead where the search finds it dead, an alive one
    /// critical where the search finds it so.
    fn judge_group(&mut self, game: &Game, judged: &Judgement, at: Point, stop: &AtomicBool) -> Option<GroupStatus> {
        let group = judged.group_at(at)?;
        let critical_read = group.source == Source::Reading && group.life == Life::Unsettled;
        if self.reading.reader.nodes == 0
            || !(critical_read || matches!(group.source, Source::Playouts | Source::Tie | Source::Fight))
        {
            return Some(group.clone());
        }
        let board = game.board();
        let deeper = read_group_deeper(board, at, &self.reading, GROUP_TIME, stop);
        if deeper.is_none() && group.source == Source::Fight && self.read > 0 {
            return Some(self.fight_again(board, game.to_play(), group, stop));
        }
        let read = with_deeper(group, deeper);
        // The playouts' key point makes a group critical where who plays
        // there first swings its survival; the search checks that the
        // defender's best first move has no answer. Its death is taken;
        // its life is not, for one killing move among many is what its
        // few playouts a move find least (docs/reading.md). For a group
        // the playouts call alive only the search's critical is taken: its
        // survival after the best attack does not tell a living group from
        // a critical one, but a clear kill is one the playouts weighed
        // only by how often it happened to come first.
        if read.source == Source::Playouts
            && matches!(read.life, Life::Unsettled | Life::Alive)
            && self.read > 0
            && let Some(s) = search_life(board, &group.stones, GROUP_SEARCH, self.seed, stop)
        {
            match (read.life, s.life) {
                (Life::Unsettled, Life::Dead) => {
                    return Some(GroupStatus { life: Life::Dead, keys: KeyMoves::default(), ..read });
                }
                (Life::Alive, Life::Unsettled) => {
                    return Some(GroupStatus { life: Life::Unsettled, keys: s.keys, ..read });
                }
                _ => {}
            }
        }
        Some(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_lost_together_are_counted_by_their_bits_past_the_first_word() {
        // 70 chains, two words a playout: chains 3 and 66 lost together in
        // the first and third playouts, 66 alone in the second.
        let board = Board::new(9);
        let row = |lost: &[usize]| {
            let mut w = [0u64; 2];
            for &k in lost {
                w[k / 64] |= 1 << (k % 64);
            }
            w
        };
        let lost = [row(&[3, 66]), row(&[66]), row(&[3, 5, 66])].concat();
        let t = LifeTally { owners: OwnerTally::new(&board), seki: vec![0; 70], lost, words: 2 };
        assert_eq!(t.lost_together(3, 66), 2);
        assert_eq!(t.lost_together(66, 3), 2);
        assert_eq!(t.lost_together(5, 66), 1);
        assert_eq!(t.lost_together(4, 66), 0);
    }

    fn keys(a: (u8, u8), d: (u8, u8)) -> KeyMoves {
        KeyMoves { attack: Some(Point { x: a.0, y: a.1 }), defence: Some(Point { x: d.0, y: d.1 }) }
    }

    #[test]
    fn a_fight_the_playouts_contradict_is_unsettled_with_its_first_moves() {
        let first = keys((2, 3), (4, 5));
        let none = KeyMoves::default();
        let fought = |life: Life| ((life, none), first);
        let before = Life::Alive;
        // Killed, yet keeping its points in most playouts: unsettled.
        assert_eq!(after_fight(before, fought(Life::Dead), 0.55, false, None), (Life::Unsettled, first));
        // Killed and losing them in most: dead, as fought.
        assert_eq!(after_fight(before, fought(Life::Dead), 0.3, false, None), (Life::Dead, none));
        // Alive or in seki, yet losing its points in a quarter of the
        // playouts or more.
        assert_eq!(after_fight(before, fought(Life::Alive), 0.7, false, None), (Life::Unsettled, first));
        assert_eq!(after_fight(before, fought(Life::Seki), 0.6, false, None), (Life::Unsettled, first));
        assert_eq!(after_fight(before, fought(Life::Alive), 0.9, false, None), (Life::Alive, none));
        // A seki the playouts saw stands, whatever its survival.
        assert_eq!(after_fight(Life::Seki, fought(Life::Alive), 0.6, false, None), (Life::Seki, none));
        // A verdict the group's sure race count gives too stands; one it
        // contradicts is doubted as before.
        let (wins, loses) = (Some(Life::Alive), Some(Life::Dead));
        assert_eq!(after_fight(before, fought(Life::Alive), 0.7, false, wins), (Life::Alive, none));
        assert_eq!(after_fight(before, fought(Life::Dead), 0.55, true, loses), (Life::Dead, none));
        assert_eq!(after_fight(before, fought(Life::Alive), 0.7, false, loses), (Life::Unsettled, first));
        assert_eq!(after_fight(before, fought(Life::Seki), 0.6, false, loses), (Life::Unsettled, first));
        // Not where the side that failed played elsewhere or passed.
        let no_defence = KeyMoves { defence: None, ..first };
        assert_eq!(after_fight(before, ((Life::Dead, none), no_defence), 0.55, false, None), (Life::Dead, none));
        let no_attack = KeyMoves { attack: None, ..first };
        assert_eq!(after_fight(before, ((Life::Alive, none), no_attack), 0.7, false, None), (Life::Alive, none));
        // Asked about alone, the judges' disagreement is what counts.
        let attacks = KeyMoves { defence: first.attack, ..first };
        assert_eq!(after_fight(before, ((Life::Dead, none), no_defence), 0.55, true, None), (Life::Unsettled, attacks));
        assert_eq!(after_fight(before, ((Life::Alive, none), no_attack), 0.9, true, None), (Life::Alive, none));
        // A doubted fight whose failing side played near the group but
        // the other side did not: that side's key is the same point.
        let attack_only = KeyMoves { defence: None, ..first };
        let both_there = KeyMoves { attack: first.attack, defence: first.attack };
        assert_eq!(
            after_fight(before, ((Life::Alive, none), attack_only), 0.7, false, None),
            (Life::Unsettled, both_there)
        );
        // An unsettled fight keeps its own key moves.
        let own = keys((1, 1), (1, 2));
        assert_eq!(after_fight(before, ((Life::Unsettled, own), first), 0.9, false, None), (Life::Unsettled, own));
    }
}
