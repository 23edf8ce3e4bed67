//! What the reader of life and death tells the search, read once at the
//! root of each move: the key moves of the fights it solved (the attack
//! and the defence of every critical group shut in) and the moves it proves
//! useless (inside a region Benson's life gives one side for ever, or a
//! shared liberty of a seki, which kills whoever fills it). The key moves
//! start the root's children with a strong prior; the useless ones are
//! never expanded, at the root or below it (they stay useless whatever is
//! played: pass-alive regions stay so, and a seki's shared liberty stays a
//! self-atari for both).

use std::time::{Duration, Instant};

use crate::go::{Board, Color, Idx, MAX_POINTS};
use crate::reading::area::groups;
use crate::reading::benson::pass_alive;
use crate::reading::{Reader, Status};

/// The reader's findings for one root position.
pub(super) struct RootReading {
    /// Per point: a key move for Black (bit 0) or White (bit 1).
    key: Vec<u8>,
    /// Per point: no side gains by playing there.
    pub(super) useless: Vec<bool>,
}

impl RootReading {
    /// Whether `i` is a key move of a solved fight for `c`.
    pub(super) fn is_key(&self, i: Idx, c: Color) -> bool {
        self.key[i as usize] & (1 << c.index()) != 0
    }
}

/// Reads every group of `board` within `total`, `nodes` a search.
pub(super) fn read_root(board: &Board, nodes: u64, total: Duration) -> RootReading {
    let deadline = Instant::now() + total;
    let mut out = RootReading { key: vec![0; MAX_POINTS], useless: vec![false; MAX_POINTS] };
    for c in [Color::Black, Color::White] {
        for p in pass_alive(board, c).territory {
            let i = board.idx(p);
            if board.is_empty_at(i) {
                out.useless[i as usize] = true;
            }
        }
    }
    let reader = Reader { nodes, time: total / 4, kos: false, ..Reader::default() };
    for (i, ground) in groups(board) {
        if Instant::now() >= deadline {
            break;
        }
        let color = board.at(i).expect("a group's stone");
        let Some(r) = reader.read(board, board.point(i)) else { continue };
        match r.status {
            // Enclosed fights only: the capture of a chain out in the open
            // (a ladder, a net) is the priors' own business already, and a
            // chain that escapes capture may still die as a group.
            Status::Critical if r.how != "tactics" => {
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
                    }
                }
            }
            _ => {}
        }
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
        let r = read_root(b, 2000, Duration::from_secs(5));
        let key = b.idx(Point::new(1, 0));
        assert!(r.is_key(key, Color::Black) && r.is_key(key, Color::White));
        assert!(r.useless[b.idx(Point::new(6, 0)) as usize], "an eye of White's pass-alive group");
        assert!(!r.useless[b.idx(Point::new(1, 0)) as usize]);
        assert!(!r.useless[b.idx(Point::new(7, 5)) as usize], "open ground");
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
