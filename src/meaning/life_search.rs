//! One group's life searched by playouts, for a group out in the open that
//! reading cannot answer: a small UCT tree over the moves near the group,
//! the attacker's moves making the group keep its points in as few
//! playouts as it can and the defender's in as many, each leaf played out
//! to the end by the MCTS's own policy. The rest of the board stays as it
//! stands (no wall is put round the group, as a local fight's arena does),
//! so running out into open board or joining a living group counts as
//! living. With the attacker first and with the defender first, the
//! tree's best move tells the group's fate: it lives when the attacker's
//! best first move leaves it its points more often than not, dies when
//! the defender's best leaves it them less often, and is critical between,
//! those two moves its key moves. Where the playouts alone weigh each
//! point by who happened to play it first, the tree checks that a key
//! move has no answer.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{KeyMoves, Life, cell};
use crate::ai::policy::{self, PASS, PolicyKind, Scratch};
use crate::go::{Board, Color, Idx, Point};

/// Points this many steps from a stone of the group or nearer are the
/// tree's moves.
const REACH: i32 = 2;
/// UCT's exploration constant.
const EXPLORE: f32 = 0.6;
/// A group that keeps its points in this share of the playouts lives.
const LIVES: f32 = 0.5;
/// A node's children are made once it has been played out this often.
const EXPAND: u32 = 2;
/// An answer tried this often tells what a move is worth.
const ANSWERED: u32 = 30;

/// What the search found: the group's life, the key moves of a critical
/// one, and its survival with each side's best first move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Searched {
    pub life: Life,
    pub keys: KeyMoves,
    /// Survival after the attacker's best first move.
    pub attacked: f32,
    /// Survival after the defender's best first move.
    pub defended: f32,
}

struct Node {
    to_play: Color,
    /// The moves from here (`PASS` among them), each with its child once
    /// made, visits and summed survival.
    edges: Vec<Edge>,
    visits: u32,
}

struct Edge {
    mv: Idx,
    child: Option<usize>,
    visits: u32,
    survival: f32,
}

/// The tree of one side first, and the group it reads.
struct Tree<'a> {
    board: &'a Board,
    zone: Vec<Idx>,
    /// The group's stones and its colour.
    stones: Vec<Idx>,
    color: Color,
    nodes: Vec<Node>,
}

impl Tree<'_> {
    fn node(&self, board: &Board, to_play: Color) -> Node {
        let mut edges: Vec<Edge> = self
            .zone
            .iter()
            .copied()
            .filter(|&m| board.is_empty_at(m) && board.is_legal_no_suicide(m, to_play))
            .map(|mv| Edge { mv, child: None, visits: 0, survival: 0.0 })
            .collect();
        edges.push(Edge { mv: PASS, child: None, visits: 0, survival: 0.0 });
        Node { to_play, edges, visits: 0 }
    }

    /// The share of the group's stones whose points `color` holds at the
    /// end of a playout.
    fn survival(&self, board: &Board) -> f32 {
        let sign = self.color.sign() as i32;
        let kept = self.stones.iter().filter(|&&s| board.playout_owner(s) == sign).count();
        kept as f32 / self.stones.len().max(1) as f32
    }

    /// The edge UCT picks at `node`: the defender takes the most survival,
    /// the attacker the least; an edge never tried first.
    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let defender = n.to_play == self.color;
        let log = (n.visits.max(1) as f32).ln();
        let mut best = (f32::NEG_INFINITY, 0);
        for (k, e) in n.edges.iter().enumerate() {
            if e.visits == 0 {
                return k;
            }
            let mean = e.survival / e.visits as f32;
            let value = if defender { mean } else { 1.0 - mean };
            let score = value + EXPLORE * (log / e.visits as f32).sqrt();
            if score > best.0 {
                best = (score, k);
            }
        }
        best.1
    }

    /// One descent, a playout from its leaf, and the survival backed up.
    fn descend(&mut self, rng: &mut SmallRng, scratch: &mut Scratch, moves: &mut Vec<(Idx, Color)>) {
        let mut b = self.board.clone();
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = 0;
        let mut last = PASS;
        let mut last2: Idx;
        let mut passes = 0;
        loop {
            let k = self.select(node);
            path.push((node, k));
            let (to_play, mv) = (self.nodes[node].to_play, self.nodes[node].edges[k].mv);
            if mv == PASS {
                b.pass();
                passes += 1;
            } else {
                b.play(mv, to_play);
                passes = 0;
            }
            (last2, last) = (last, mv);
            if passes == 2 {
                break;
            }
            match self.nodes[node].edges[k].child {
                Some(c) => node = c,
                None => {
                    if self.nodes[node].edges[k].visits + 1 >= EXPAND {
                        let child = self.node(&b, to_play.opponent());
                        self.nodes.push(child);
                        let c = self.nodes.len() - 1;
                        self.nodes[node].edges[k].child = Some(c);
                    }
                    break;
                }
            }
        }
        let next = self.nodes[path.last().map_or(0, |&(n, _)| n)].to_play.opponent();
        moves.clear();
        policy::playout(&mut b, next, (last, last2), PolicyKind::Heavy, rng, scratch, moves);
        let s = self.survival(&b);
        for (n, k) in path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.edges[k].visits += 1;
            node.edges[k].survival += s;
        }
    }

    /// The root's most tried move and the group's survival after it: after
    /// the most tried answer to it where that was tried `ANSWERED` times,
    /// for the mean over every answer tried weighs answers a player would
    /// not make.
    fn best(&self) -> (Idx, f32) {
        let root = &self.nodes[0];
        let e = root.edges.iter().max_by_key(|e| e.visits).expect("a root has a pass at least");
        let answer = e.child.and_then(|c| self.nodes[c].edges.iter().max_by_key(|a| a.visits));
        match answer {
            Some(a) if a.visits >= ANSWERED => (e.mv, a.survival / a.visits as f32),
            _ => (e.mv, e.survival / e.visits.max(1) as f32),
        }
    }
}

/// The life of the group of `stones` on `board` (the rest of the board as
/// it stands), searched with `playouts` playouts with each side first.
/// `None` where it was stopped.
pub fn search_life(board: &Board, stones: &[Point], playouts: usize, seed: u64, stop: &AtomicBool) -> Option<Searched> {
    let color = board.get(*stones.first()?)?;
    let n = board.size() as i32;
    let mut near = vec![false; board.size() * board.size()];
    for p in stones {
        for dy in -REACH..=REACH {
            for dx in -REACH..=REACH {
                if dx.abs() + dy.abs() > REACH {
                    continue;
                }
                let (x, y) = (p.x as i32 + dx, p.y as i32 + dy);
                if (0..n).contains(&x) && (0..n).contains(&y) {
                    near[(y * n + x) as usize] = true;
                }
            }
        }
    }
    let zone: Vec<Idx> =
        Point::all(board.size()).filter(|&p| near[cell(board.size(), p)]).map(|p| board.idx(p)).collect();
    let idx: Vec<Idx> = stones.iter().map(|&p| board.idx(p)).collect();
    let first = |side: Color, seed: u64| -> Option<(Idx, f32)> {
        let mut tree = Tree { board, zone: zone.clone(), stones: idx.clone(), color, nodes: Vec::new() };
        let root = tree.node(board, side);
        tree.nodes.push(root);
        let mut rng = SmallRng::seed_from_u64(seed);
        let (mut scratch, mut moves) = (Scratch::default(), Vec::new());
        for _ in 0..playouts {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            tree.descend(&mut rng, &mut scratch, &mut moves);
        }
        Some(tree.best())
    };
    let (attack, defence) = std::thread::scope(|s| {
        let a = s.spawn(|| first(color.opponent(), seed));
        let d = first(color, seed ^ 0x5a5a);
        (a.join().ok().flatten(), d)
    });
    let ((attack, attacked), (defence, defended)) = (attack?, defence?);
    let point = |m: Idx| (m != PASS).then(|| board.point(m));
    let life = if attacked >= LIVES {
        Life::Alive
    } else if defended < LIVES {
        Life::Dead
    } else {
        Life::Unsettled
    };
    let keys = if life == Life::Unsettled {
        KeyMoves { attack: point(attack), defence: point(defence) }.each_named()
    } else {
        KeyMoves::default()
    };
    Some(Searched { life, keys, attacked, defended })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::test_board;

    fn p(v: &str) -> Point {
        Point::parse_gtp(v, 9).unwrap().unwrap()
    }

    #[test]
    fn a_stone_in_atari_is_critical_with_its_last_liberty_the_key() {
        // Black E5 in atari, White on D5, E6 and F5: Black at E4 runs out
        // to its stones below, White at E4 takes it.
        let board = test_board(9, &["E5", "D3", "F3"], &["D5", "E6", "F5"]);
        let stop = AtomicBool::new(false);
        let s = search_life(&board, &[p("E5")], 2000, 7, &stop).unwrap();
        assert_eq!(s.life, Life::Unsettled, "{s:?}");
        assert_eq!(s.keys.attack, Some(p("E4")), "{s:?}");
        assert_eq!(s.keys.defence, Some(p("E4")), "{s:?}");
    }

    #[test]
    fn a_stone_that_cannot_run_is_dead() {
        // Black E5 in atari whose last liberty E4 White's D4, F4 and E3
        // make a suicide for Black: nothing saves it.
        let board = test_board(9, &["E5", "C7"], &["D5", "F5", "E6", "D4", "F4", "E3"]);
        let stop = AtomicBool::new(false);
        let s = search_life(&board, &[p("E5")], 1500, 7, &stop).unwrap();
        assert_eq!(s.life, Life::Dead, "{s:?}");
    }

    #[test]
    fn a_group_that_runs_into_open_board_lives() {
        // Two black stones in the middle of an empty 9x9 board with one
        // white stone beside them: nothing kills them.
        let board = test_board(9, &["D5", "E5"], &["C5"]);
        let stop = AtomicBool::new(false);
        let s = search_life(&board, &[p("D5"), p("E5")], 1500, 7, &stop).unwrap();
        assert_eq!(s.life, Life::Alive, "{s:?}");
    }
}
