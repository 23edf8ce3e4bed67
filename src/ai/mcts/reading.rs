//! What the reader of life and death tells the search, read once at the
//! root of each move: the key moves of the fights it solved (the attack
//! and the defence of every critical group shut in) and the moves it proves
//! useless (inside a region Benson's life gives one side for ever, or a
//! shared liberty of a seki, which kills whoever fills it). The key moves
//! start the root's children with a strong prior; the useless ones are
//! never expanded, at the root or below it (they stay useless whatever is
//! played: pass-alive regions stay so, and a seki's shared liberty stays a
//! self-atari for both).
//!
//! The groups it settles (alive, dead or seki, read on a ground shut in,
//! and Benson's life) also settle who owns their points at the end of
//! every playout: the playouts misjudge exactly these (they fill a seki's
//! shared liberty, or leave a dead shape standing), and the reader's
//! answer holds whoever moves first. It holds for one move, not for two:
//! a group that lives whoever moves first dies to two moves in a row, so
//! once the tree plays beside a group read at the root its points are
//! left to the playout (else a threat there would look free to ignore).
//! Benson's life holds against any number of moves and is never left.

use std::time::{Duration, Instant};

use crate::go::{Board, Color, Idx, MAX_POINTS};
use crate::reading::area::groups;
use crate::reading::benson::pass_alive;
use crate::reading::{Reader, Status, TACTICS};

use super::config::ReadUses;

/// Groups read at the root that a move beside can unsettle, as bits: the
/// 128th and later share bits with earlier ones, which only unsettles
/// some groups too often.
pub(super) type Touched = u128;

/// The reader's findings for one root position.
pub(super) struct RootReading {
    /// Per point: a key move for Black (bit 0) or White (bit 1).
    key: Vec<u8>,
    /// Per point: no side gains by playing there.
    pub(super) useless: Vec<bool>,
    /// The points whose owner at the end the reader settled.
    pub(super) settled: Vec<Settled>,
    /// Per point, the groups whose reading a move there unsettles.
    touch: Vec<Touched>,
}

/// A point the reader settled: who owns it once the game is over.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Settled {
    /// The point (padded index).
    pub(super) at: Idx,
    /// The point row by row from the top (the ownership's order).
    pub(super) row: usize,
    /// +1 Black, -1 White, 0 neither (a seki's shared liberty).
    pub(super) owner: i32,
    /// The bit of the group read so (0: Benson's life, never unsettled).
    pub(super) group: Touched,
}

impl RootReading {
    /// Whether `i` is a key move of a solved fight for `c`.
    pub(super) fn is_key(&self, i: Idx, c: Color) -> bool {
        self.key[i as usize] & (1 << c.index()) != 0
    }

    /// The groups a line of moves unsettles by playing beside them.
    pub(super) fn touched(&self, moves: &[(Idx, Color)]) -> Touched {
        // A pass is point 0, off the board: it touches nothing.
        moves.iter().fold(0, |t, &(i, _)| t | self.touch[i as usize])
    }

    /// The settled points that still hold once the groups `touched` are
    /// unsettled.
    pub(super) fn holding(&self, touched: Touched) -> impl Iterator<Item = &Settled> {
        self.settled.iter().filter(move |s| s.group & touched == 0)
    }

    /// What the settled points still holding add to Black's area margin of
    /// a finished board whose owners `owner_of` gives (+1, -1, 0 per point).
    pub(super) fn settle(&self, touched: Touched, owner_of: impl Fn(&Settled) -> i32) -> i32 {
        self.holding(touched).map(|s| s.owner - owner_of(s)).sum()
    }
}

/// The largest eye space settled as its group's: no group lives in six
/// points or fewer (a living group needs two eyes and the stones around
/// them).
const EYE_SPACE: usize = 6;

/// A colour as an owner: +1 Black, -1 White.
fn side(c: Color) -> i32 {
    if c == Color::Black { 1 } else { -1 }
}

/// Per point, the owner settled so far and the bit of the group read so
/// (`None`: the playouts' business); the first finding stands.
struct Owners {
    at: Vec<Option<(i32, Touched)>>,
    /// The bit of the group being read (0 for Benson's life).
    group: Touched,
}

impl Owners {
    fn set(&mut self, i: Idx, owner: i32) {
        self.at[i as usize].get_or_insert((owner, self.group));
    }

    /// Every stone of the chain at `head`.
    fn chain(&mut self, board: &Board, head: Idx, owner: i32) {
        for s in board.chain_stones(head) {
            self.set(s, owner);
        }
    }

    /// The group's eyes: its eye spaces too small for the opponent to live
    /// in (`EYE_SPACE` points or fewer) with no enemy stone in them, its
    /// own whatever happens. A bigger space, or one with enemy stones (they
    /// may live in a seki the reader did not name), is left to the
    /// playouts: the reader proved the group lives, not that nothing else
    /// can live beside it.
    fn eyes(&mut self, board: &Board, ground: &crate::reading::area::Ground, color: Color) {
        for space in &ground.spaces {
            if space.points.len() <= EYE_SPACE && space.points.iter().all(|&p| board.is_empty_at(p)) {
                for &p in &space.points {
                    self.set(p, side(color));
                }
            }
        }
    }

    fn into_settled(self, board: &Board) -> Vec<Settled> {
        crate::go::Point::all(board.size())
            .enumerate()
            .filter_map(|(row, p)| {
                let at = board.idx(p);
                self.at[at as usize].map(|(owner, group)| Settled { at, row, owner, group })
            })
            .collect()
    }
}

/// Marks in `touch` the points where a move unsettles the reading of the
/// group on `ground`: its empty points and every liberty of its chains.
fn mark_touch(board: &Board, ground: &crate::reading::area::Ground, bit: Touched, touch: &mut [Touched]) {
    for &p in &ground.empties {
        touch[p as usize] |= bit;
    }
    for &h in &ground.chains {
        for s in board.chain_stones(h) {
            for n in board.neighbours(s) {
                if board.is_empty_at(n) {
                    touch[n as usize] |= bit;
                }
            }
        }
    }
}

/// Reads every group of `board` within `total`, `nodes` a search, for the
/// `uses` the search makes of it.
pub(super) fn read_root(board: &Board, nodes: u64, total: Duration, uses: ReadUses) -> RootReading {
    let deadline = Instant::now() + total;
    let mut out = RootReading {
        key: vec![0; MAX_POINTS],
        useless: vec![false; MAX_POINTS],
        settled: Vec::new(),
        touch: vec![0; MAX_POINTS],
    };
    let mut owners = Owners { at: vec![None; MAX_POINTS], group: 0 };
    for c in [Color::Black, Color::White] {
        let alive = pass_alive(board, c);
        for p in alive.territory {
            let i = board.idx(p);
            if board.is_empty_at(i) {
                out.useless[i as usize] = true;
            }
            owners.set(i, side(c));
        }
        for p in alive.stones {
            owners.set(board.idx(p), side(c));
        }
    }
    let reader = Reader { nodes, time: total / 4, kos: false, ..Reader::default() };
    for (n, (i, ground)) in groups(board).into_iter().enumerate() {
        if Instant::now() >= deadline {
            break;
        }
        owners.group = 1 << (n % Touched::BITS as usize);
        mark_touch(board, &ground, owners.group, &mut out.touch);
        let color = board.at(i).expect("a group's stone");
        let Some(r) = reader.read(board, board.point(i)) else { continue };
        // A group shut in, read to the end (not a chain out in the open).
        let enclosed = !ground.open && matches!(r.how, "search" | "eyes" | "seki");
        match r.status {
            Status::Alive if enclosed => {
                for &h in &ground.chains {
                    owners.chain(board, h, side(color));
                }
                owners.eyes(board, &ground, color);
            }
            Status::Dead if enclosed => {
                let (taker, mut stack) = (side(color.opponent()), ground.chains.clone());
                stack.extend(&ground.inside);
                for h in stack {
                    owners.chain(board, h, taker);
                }
                for &p in &ground.empties {
                    owners.set(p, taker);
                }
            }
            // Enclosed fights only: the capture of a chain out in the open
            // (a ladder, a net) is the priors' own business already, and a
            // chain that escapes capture may still die as a group.
            Status::Critical if r.how != TACTICS => {
                if let Some(a) = r.attack {
                    out.key[board.idx(a) as usize] |= 1 << color.opponent().index();
                }
                if let Some(d) = r.defence {
                    out.key[board.idx(d) as usize] |= 1 << color.index();
                }
            }
            Status::Seki => {
                for &l in &ground.outside_liberties {
                    if board.neighbours(l).iter().any(|&n| board.at(n) == Some(color.opponent())) {
                        out.useless[l as usize] = true;
                        if enclosed {
                            owners.set(l, 0);
                        }
                    }
                }
                if enclosed {
                    for &h in &ground.chains {
                        owners.chain(board, h, side(color));
                    }
                    owners.eyes(board, &ground, color);
                }
            }
            _ => {}
        }
    }
    if uses.settle {
        out.settled = owners.into_settled(board);
    }
    if !uses.keys {
        out.key.fill(0);
    }
    if !uses.prune {
        out.useless.fill(false);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::go::{Game, Move, Point, Rules};
    use crate::player::{Decision, Player, Progress, Think};

    /// White's straight three in the corner, Black to play: B9 kills, and
    /// is White's saving move too; the rest of the board is shared out, so
    /// the corner decides the game. The White group on the right lives by
    /// Benson's rule once its two eyes are made (`BENSON`).
    const STRAIGHT_THREE: &str = "
        . . . O X O . O .
        O O O O X O O O O
        X X X X X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .";

    #[test]
    fn the_key_point_of_a_critical_group_is_marked_for_both_sides_and_pass_alive_ground_is_useless() {
        let g = Game::from_diagram(STRAIGHT_THREE, Rules::default(), Color::Black).unwrap();
        let b = g.board();
        let r = read_root(b, 2000, Duration::from_secs(5), ReadUses::default());
        let key = b.idx(Point::new(1, 0));
        assert!(r.is_key(key, Color::Black) && r.is_key(key, Color::White));
        assert!(r.useless[b.idx(Point::new(6, 0)) as usize], "an eye of White's pass-alive group");
        assert!(!r.useless[b.idx(Point::new(1, 0)) as usize]);
        assert!(!r.useless[b.idx(Point::new(7, 5)) as usize], "open ground");
    }

    /// A seki without eyes in the corner (White A9-A7 and Black B7-C9
    /// share B9 and B8), the rest shared out: Black counts 50, White 29,
    /// B9 and B8 nobody's.
    const SEKI: &str = "
        O . X O . O . O .
        O . X O O O O O O
        O X X O . O . O .
        X O O O O O O O O
        X X X X X X X X X
        X . X . X . X . X
        X X X X X X X X X
        . X . X . X . X .
        X X X X X X X X X";

    #[test]
    fn a_seki_s_shared_liberties_are_settled_as_nobody_s_and_its_stones_as_their_owners() {
        let g = Game::from_diagram(SEKI, Rules::default(), Color::White).unwrap();
        let b = g.board();
        let r = read_root(b, 2000, Duration::from_secs(5), ReadUses::default());
        let owner = |x, y| r.settled.iter().find(|s| s.at == b.idx(Point::new(x, y))).map(|s| s.owner);
        assert_eq!((owner(1, 0), owner(1, 1)), (Some(0), Some(0)), "the shared liberties");
        assert_eq!((owner(0, 0), owner(2, 0)), (Some(-1), Some(1)), "a stone of each side in seki");
        // Every other point belongs to a side: the board adds up to the count.
        let margin: i32 = r.settled.iter().map(|s| s.owner).sum();
        assert_eq!((r.settled.len(), margin), (81, 50 - 29));
    }

    #[test]
    fn a_move_beside_a_group_read_at_the_root_unsettles_it_and_benson_s_life_holds() {
        let g = Game::from_diagram(SEKI, Rules::default(), Color::White).unwrap();
        let b = g.board();
        let r = read_root(b, 2000, Duration::from_secs(5), ReadUses::default());
        let at = |x, y| b.idx(Point::new(x, y));
        let holds = |t: Touched, x, y| r.holding(t).any(|s| s.at == at(x, y));
        // A shared liberty of the seki: both groups in it are unsettled.
        let t = r.touched(&[(at(1, 0), Color::Black)]);
        assert!(t != 0);
        assert!(holds(0, 0, 0) && !holds(t, 0, 0) && !holds(t, 2, 0), "the seki's stones");
        // Black's eyes at the bottom are Benson's: no move unsettles them.
        assert!(holds(t, 1, 5));
        let everywhere: Vec<(Idx, Color)> = b.empties().iter().map(|&i| (i, Color::White)).collect();
        assert!(holds(r.touched(&everywhere), 1, 5));
        // A pass touches nothing.
        assert_eq!(r.touched(&[(0, Color::Black)]), 0);
    }

    #[test]
    fn the_score_lead_counts_a_seki_as_the_reader_reads_it() {
        // One dame left (J6) so that there is a move to search: White
        // fills it, and the count is as above.
        let open = SEKI.replacen("X O O O O O O O O", "X O O O O O O O .", 1);
        let g = Game::from_diagram(&open, Rules::default(), Color::White).unwrap();
        let cfg = super::super::MctsConfig { playouts: Some(2000), seed: Some(5), ..Default::default() };
        let mut p = super::super::MctsPlayer::new("mcts", cfg);
        let stop = AtomicBool::new(false);
        let mut last = Progress::default();
        let mut sink = |q: Progress| last = q;
        p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap();
        // White to move: its lead is minus Black's 21 points less komi.
        let lead = last.score.expect("a score lead").lead;
        let count = -(21.0 - g.rules().komi);
        assert!((lead - count).abs() <= 1.5, "lead {lead}, count {count}");
    }

    #[test]
    fn the_search_plays_the_vital_point_when_it_reads() {
        let g = Game::from_diagram(STRAIGHT_THREE, Rules::default(), Color::Black).unwrap();
        let play = |read: u64| {
            let cfg = super::super::MctsConfig { playouts: Some(1000), seed: Some(3), read, ..Default::default() };
            let mut p = super::super::MctsPlayer::new("mcts", cfg);
            let stop = AtomicBool::new(false);
            let mut sink = |_: Progress| {};
            match p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap() {
                Decision::Play(m) => m,
                d => panic!("{d:?}"),
            }
        };
        assert_eq!(play(1000), Move::Play(Point::new(1, 0)));
    }
}
