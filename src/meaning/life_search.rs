//! One group's life searched by playouts, for a group out in the open that
//! reading cannot answer: a small UCT tree over the moves near the group,
//! the attacker's moves making the group keep its points in as few
//! playouts as it can and the defender's in as many, each leaf played out
//! to the end by the MCTS's own policy, and each move's survival blended
//! with its survival where its side played it later (RAVE). The rest of
//! the board stays as it stands (no wall is put round the group, as a
//! local fight's arena does), so running out into open board or joining a
//! living group counts as living. With the attacker first and with the defender first, the
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
use crate::go::{Board, Color, Idx, MAX_POINTS, Point};

/// Points this many steps from a stone of the group or nearer are the
/// tree's moves.
const REACH: i32 = 2;
/// UCT's exploration constant.
const EXPLORE: f32 = 0.3;
/// A group that keeps its points in this share of the playouts lives.
const LIVES: f32 = 0.5;
/// A node's children are made once it has been played out this often.
const EXPAND: u32 = 2;
/// An answer tried this often tells what a move is worth.
const ANSWERED: u32 = 30;
/// Visits at which a move's own survival and its survival when played
/// later in the playout (RAVE) weigh alike.
const EQUIV: f32 = 500.0;

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
    /// Playouts from the node in which its side played `mv` later, and
    /// the survival summed over them: the killing or saving point is
    /// seen long before its own edge has been tried often.
    amaf_visits: u32,
    amaf_survival: f32,
}

impl Edge {
    fn new(mv: Idx) -> Edge {
        Edge { mv, child: None, visits: 0, survival: 0.0, amaf_visits: 0, amaf_survival: 0.0 }
    }
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
            .map(Edge::new)
            .collect();
        edges.push(Edge::new(PASS));
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
    /// the attacker the least, an edge's own blended with its RAVE; an
    /// edge with neither first.
    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let defender = n.to_play == self.color;
        let log = (n.visits.max(1) as f32).ln();
        let mut best = (f32::NEG_INFINITY, 0);
        for (k, e) in n.edges.iter().enumerate() {
            if e.visits == 0 && e.amaf_visits == 0 {
                return k;
            }
            let nt = e.visits as f32;
            let mut mean = if e.visits > 0 { e.survival / nt } else { 0.0 };
            if e.amaf_visits > 0 {
                let rn = e.amaf_visits as f32;
                let beta = rn / (rn + nt + rn * nt / EQUIV);
                mean += beta * (e.amaf_survival / rn - mean);
            }
            let value = if defender { mean } else { 1.0 - mean };
            let score = value + EXPLORE * (log / (nt + 1.0)).sqrt();
            if score > best.0 {
                best = (score, k);
            }
        }
        best.1
    }

    /// One descent, a playout from its leaf, and the survival backed up.
    fn descend(&mut self, rng: &mut SmallRng, scratch: &mut Scratch, moves: &mut Vec<(Idx, Color)>, first: &mut [u32]) {
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
        for &(n, k) in &path {
            moves.push((self.nodes[n].edges[k].mv, self.nodes[n].to_play));
        }
        policy::playout(&mut b, next, (last, last2), PolicyKind::Heavy, rng, scratch, moves);
        let s = self.survival(&b);
        // The ply each point was first played at, counted from 1, and by
        // whom: a node's move played later by its side shares the result.
        for (ply, &(m, _)) in moves.iter().enumerate() {
            if m != PASS && first[m as usize] == 0 {
                first[m as usize] = ply as u32 + 1;
            }
        }
        for (depth, &(n, k)) in path.iter().enumerate() {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.edges[k].visits += 1;
            node.edges[k].survival += s;
            let side = node.to_play;
            for e in &mut node.edges {
                if e.mv == PASS {
                    continue;
                }
                let f = first[e.mv as usize] as usize;
                if f > depth + 1 && moves[f - 1].1 == side {
                    e.amaf_visits += 1;
                    e.amaf_survival += s;
                }
            }
        }
        for &(m, _) in moves.iter() {
            if m != PASS {
                first[m as usize] = 0;
            }
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
        let mut first = vec![0u32; MAX_POINTS];
        for _ in 0..playouts {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            tree.descend(&mut rng, &mut scratch, &mut moves, &mut first);
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
    fn a_move_played_later_by_a_node_s_side_shares_the_playout_s_result() {
        // The root's moves are the attacker's (White); after 200 descents
        // its edges' RAVE counts hold the playouts in which White played
        // them later, never more than the root's playouts, and more than
        // their own visits where the tree tried them little.
        let board = test_board(9, &["E5", "D3", "F3"], &["D5", "E6", "F5"]);
        let zone: Vec<Idx> = Point::all(9).map(|q| board.idx(q)).collect();
        let mut tree =
            Tree { board: &board, zone, stones: vec![board.idx(p("E5"))], color: Color::Black, nodes: Vec::new() };
        let root = tree.node(&board, Color::White);
        tree.nodes.push(root);
        let mut rng = SmallRng::seed_from_u64(3);
        let (mut scratch, mut moves, mut first) = (Scratch::default(), Vec::new(), vec![0u32; MAX_POINTS]);
        for _ in 0..200 {
            tree.descend(&mut rng, &mut scratch, &mut moves, &mut first);
        }
        assert!(first.iter().all(|&f| f == 0), "the first plies are cleared after each descent");
        let root = &tree.nodes[0];
        assert_eq!(root.visits, 200);
        assert!(root.edges.iter().all(|e| e.amaf_visits <= root.visits));
        assert!(root.edges.iter().any(|e| e.amaf_visits > e.visits), "RAVE counts moves played later");
        let pass = root.edges.iter().find(|e| e.mv == PASS).expect("a pass edge");
        assert_eq!(pass.amaf_visits, 0, "a pass shares nothing");
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
