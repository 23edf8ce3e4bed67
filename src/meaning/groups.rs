//! Chains (stones joined along the lines) and groups: chains of one colour
//! close enough to live or die together. Two chains are close when they
//! share a liberty or touch diagonally through a point the opponent does
//! not hold on both sides (a diagonal or a one-point jump, as a player
//! reads shape); a caller may ask for more before joining, such as the
//! same fate in the playouts.

use super::cell;
use crate::go::{Board, Color, Point};

/// Stones of one colour joined along the lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Chain {
    pub color: Color,
    /// Row by row from the top.
    pub stones: Vec<Point>,
    /// Its empty neighbours, row by row from the top.
    pub liberties: Vec<Point>,
}

/// The chain at each point (index into `cs`; `usize::MAX` on empty points),
/// row by row from the top.
pub fn chain_index(size: usize, cs: &[Chain]) -> Vec<usize> {
    let mut at = vec![usize::MAX; size * size];
    for (k, c) in cs.iter().enumerate() {
        for p in &c.stones {
            at[cell(size, *p)] = k;
        }
    }
    at
}

/// Every chain of the board, in the row order of its first stone.
pub fn chains(board: &Board) -> Vec<Chain> {
    let n = board.size();
    let mut seen = vec![false; n * n];
    let mut out = Vec::new();
    for p in Point::all(n) {
        let Some(color) = board.get(p) else { continue };
        if seen[super::cell(n, p)] {
            continue;
        }
        let i = board.idx(p);
        let mut stones: Vec<Point> = board.chain_stones(i).map(|j| board.point(j)).collect();
        stones.sort_by_key(|q| (q.y, q.x));
        for q in &stones {
            seen[super::cell(n, *q)] = true;
        }
        let mut liberties: Vec<Point> = board.liberties(i).into_iter().map(|j| board.point(j)).collect();
        liberties.sort_by_key(|q| (q.y, q.x));
        out.push(Chain { color, stones, liberties });
    }
    out
}

/// The stones of the chains `members`, row by row from the top.
pub fn stones_of(cs: &[Chain], members: &[usize]) -> Vec<Point> {
    let mut stones: Vec<Point> = members.iter().flat_map(|&k| cs[k].stones.iter().copied()).collect();
    stones.sort_by_key(|p| (p.y, p.x));
    stones
}

/// Whether chains `a` and `b` (of one colour) are close: a shared liberty,
/// or diagonal stones whose two crossing points are not both the
/// opponent's.
pub fn close(board: &Board, a: &Chain, b: &Chain) -> bool {
    if a.color != b.color {
        return false;
    }
    if a.liberties.iter().any(|l| b.liberties.contains(l)) {
        return true;
    }
    let n = board.size() as i32;
    let enemy = Some(a.color.opponent());
    let at = |x: i32, y: i32| board.get(Point::new(x as u8, y as u8));
    a.stones.iter().any(|p| {
        let (x, y) = (p.x as i32, p.y as i32);
        [(-1, -1), (1, -1), (-1, 1), (1, 1)].iter().any(|&(dx, dy)| {
            let (qx, qy) = (x + dx, y + dy);
            if qx < 0 || qy < 0 || qx >= n || qy >= n {
                return false;
            }
            let q = Point::new(qx as u8, qy as u8);
            b.stones.contains(&q) && !(at(qx, y) == enemy && at(x, qy) == enemy)
        })
    })
}

/// Groups of chains: chains joined when `close` and `also(a, b)` hold,
/// transitively. Each group lists chain indices in increasing order; groups
/// come in the order of their first chain.
pub fn join(board: &Board, chains: &[Chain], also: impl Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..chains.len()).collect();
    fn root(parent: &mut [usize], mut k: usize) -> usize {
        while parent[k] != k {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        k
    }
    for a in 0..chains.len() {
        for b in a + 1..chains.len() {
            if close(board, &chains[a], &chains[b]) && also(a, b) {
                let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                if ra != rb {
                    parent[ra.max(rb)] = ra.min(rb);
                }
            }
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut slot = vec![usize::MAX; chains.len()];
    for k in 0..chains.len() {
        let r = root(&mut parent, k);
        if slot[r] == usize::MAX {
            slot[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[slot[r]].push(k);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(diagram: &str) -> Board {
        let (size, stones) = crate::go::parse_diagram(diagram).unwrap();
        let mut b = Board::new(size);
        crate::influence::place_stones(&mut b, &stones);
        b
    }

    #[test]
    fn jumps_and_diagonals_join_but_a_cut_diagonal_does_not() {
        let b = board(
            "X.X..
             .....
             ...X.
             ..XO.
             ...OX",
        );
        let cs = chains(&b);
        // (0,0) and (2,0) share the liberty (1,0); (3,2) and (2,3) touch
        // diagonally with one crossing point free; (4,4) is on its own.
        let groups = join(&b, &cs, |_, _| true);
        let black: Vec<_> = groups.iter().filter(|g| cs[g[0]].color == Color::Black).collect();
        assert_eq!(black.len(), 3, "{groups:?}");
        let b3 = board(
            "XO.
             OX.
             ...",
        );
        let cs = chains(&b3);
        let groups = join(&b3, &cs, |_, _| true);
        assert_eq!(groups.len(), 4, "cut diagonals stay apart: {groups:?}");
    }
}
