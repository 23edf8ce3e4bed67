//! A life-and-death problem as books draw it: a few stones in a corner or
//! on a side, the rest of the board empty. Its groups are not shut in (the
//! attacker's stones leave gaps a player knows cannot be run through), so
//! the reader, which reads only closed grounds, would call them open. As
//! strong programs do, the problem is framed: the board outside its region
//! (the stones' bounding box and one line more) is filled with the
//! attacker's stones, alive with single-point eyes, so that every group
//! inside reads as the book means it.

use super::area::groups;
use super::{Reader, Reading, Status};
use crate::go::{Board, Color, Idx, Move, Point};

/// Nodes for each search of a problem's group: a book problem's fight is
/// small, and more reading answers more of them (`goscape bench problems`).
pub const NODES: u64 = 60_000;

/// Lines between the stones and a board edge at which the region runs to
/// the edge: a problem on the third line still uses the first.
const NEAR_EDGE: usize = 3;

/// A region of the board: columns `x0..=x1`, rows `y0..=y1` (SGF rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    pub x0: usize,
    pub x1: usize,
    pub y0: usize,
    pub y1: usize,
}

impl Region {
    pub fn contains(&self, p: Point) -> bool {
        (self.x0..=self.x1).contains(&(p.x as usize)) && (self.y0..=self.y1).contains(&(p.y as usize))
    }

    /// Whether the region is the whole board: nothing to frame.
    pub fn is_whole(&self, size: usize) -> bool {
        self.x0 == 0 && self.y0 == 0 && self.x1 == size - 1 && self.y1 == size - 1
    }

    /// The region as GTP corners, e.g. `A19-G13`.
    pub fn describe(&self, size: usize) -> String {
        let a = Point::new(self.x0 as u8, self.y0 as u8);
        let b = Point::new(self.x1 as u8, self.y1 as u8);
        format!("{}-{}", a.to_gtp(size), b.to_gtp(size))
    }
}

/// The region of a problem: the stones' bounding box and one line more,
/// run to the edge where it comes near one. `None` on an empty board.
pub fn region(board: &Board) -> Option<Region> {
    let size = board.size();
    let stones: Vec<Point> = Point::all(size).filter(|&p| board.get(p).is_some()).collect();
    let (x0, x1) = (stones.iter().map(|p| p.x as usize).min()?, stones.iter().map(|p| p.x as usize).max()?);
    let (y0, y1) = (stones.iter().map(|p| p.y as usize).min()?, stones.iter().map(|p| p.y as usize).max()?);
    Some(around(size, (x0, x1), (y0, y1), 1))
}

/// The bounding box `xs` by `ys` and `margin` lines more, run to the edge
/// where it comes near one, with room for a frame's eyes outside it.
fn around(size: usize, (x0, x1): (usize, usize), (y0, y1): (usize, usize), margin: usize) -> Region {
    let low = |k: usize| if k <= NEAR_EDGE { 0 } else { k.saturating_sub(margin) };
    let high = |k: usize| if k + NEAR_EDGE >= size - 1 { size - 1 } else { (k + margin).min(size - 1) };
    let mut r = Region { x0: low(x0), x1: high(x1), y0: low(y0), y1: high(y1) };
    // The frame needs room for its eyes: a band of fewer than three lines
    // outside the region is taken into it.
    if r.x0 < 3 {
        r.x0 = 0;
    }
    if r.y0 < 3 {
        r.y0 = 0;
    }
    if size - 1 - r.x1 < 3 {
        r.x1 = size - 1;
    }
    if size - 1 - r.y1 < 3 {
        r.y1 = size - 1;
    }
    r
}

/// Stones of the defender this near (in both directions) to a stone of a
/// group belong to it: loose shapes a player reads as one (for
/// `cut_group_region`, only where no enemy stone stands between them).
const LOOSE: u8 = 2;

/// A group's stones past this many are not read in a frame: a group that
/// big out in the open is for the playouts.
const LOOSE_MAX: usize = 40;

/// The region around the loose group of the stone at `at` in a game (its
/// stones and those of its colour within `LOOSE` of them, and `margin`
/// lines more), to be framed and read like a problem; `None` where the
/// group is too big or its region takes most of the board.
pub fn group_region(board: &Board, at: Point, margin: usize) -> Option<Region> {
    loose_group(board, at, |_, _| true).and_then(|g| region_around(board.size(), &g, margin))
}

/// [`group_region`] for the group without the stones an enemy stone
/// stands between (`linked`): a group out in the open that loose shapes
/// tie to half the board may still be cut off from them, and read there.
pub fn cut_group_region(board: &Board, at: Point, margin: usize) -> Option<Region> {
    loose_group(board, at, |p, q| linked(board, p, q)).and_then(|g| region_around(board.size(), &g, margin))
}

/// The box around `group`, `margin` lines more; `None` where it takes more
/// than half the board.
fn region_around(size: usize, group: &[Point], margin: usize) -> Option<Region> {
    let xs = (group.iter().map(|p| p.x as usize).min()?, group.iter().map(|p| p.x as usize).max()?);
    let ys = (group.iter().map(|p| p.y as usize).min()?, group.iter().map(|p| p.y as usize).max()?);
    let r = around(size, xs, ys, margin);
    let area = (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
    (area * 2 <= size * size).then_some(r)
}

/// The stones of the colour at `at` reached from it by steps of `LOOSE`
/// or less that `link` allows; `None` past `LOOSE_MAX` stones.
fn loose_group(board: &Board, at: Point, link: impl Fn(Point, Point) -> bool) -> Option<Vec<Point>> {
    let size = board.size();
    let color = board.get(at)?;
    let mut group = vec![at];
    let mut k = 0;
    while k < group.len() {
        let p = group[k];
        k += 1;
        let lo = |v: u8| v.saturating_sub(LOOSE);
        let hi = |v: u8| (v + LOOSE).min(size as u8 - 1);
        for y in lo(p.y)..=hi(p.y) {
            for x in lo(p.x)..=hi(p.x) {
                let q = Point::new(x, y);
                if board.get(q) == Some(color) && !group.contains(&q) && link(p, q) {
                    if group.len() == LOOSE_MAX {
                        return None;
                    }
                    group.push(q);
                }
            }
        }
    }
    Some(group)
}

/// Whether two near stones of one colour are one loose shape: no stone of
/// the other colour in the rectangle they span. A diagonal with an enemy
/// stone on one of its cutting points, or a jump across one, is already
/// cut or is cut by one move; the stones beyond are another group.
fn linked(board: &Board, p: Point, q: Point) -> bool {
    let Some(color) = board.get(p) else { return false };
    let (x0, x1) = (p.x.min(q.x), p.x.max(q.x));
    let (y0, y1) = (p.y.min(q.y), p.y.max(q.y));
    (y0..=y1).all(|y| (x0..=x1).all(|x| board.get(Point::new(x, y)) != Some(color.opponent())))
}

/// Which side attacks: the side whose outermost stones stand nearer the
/// centre of the board (the wall around the group, not the group).
pub fn guess_attacker(board: &Board) -> Color {
    let size = board.size();
    let stones: Vec<(Point, Color)> = Point::all(size).filter_map(|p| board.get(p).map(|c| (p, c))).collect();
    let centre = (size as f32 - 1.0) / 2.0;
    let height = |p: Point| (size as f32 - (p.x as f32 - centre).abs()) + (size as f32 - (p.y as f32 - centre).abs());
    let extremes = [
        stones.iter().min_by_key(|(p, _)| p.x),
        stones.iter().max_by_key(|(p, _)| p.x),
        stones.iter().min_by_key(|(p, _)| p.y),
        stones.iter().max_by_key(|(p, _)| p.y),
    ];
    let lean: f32 = extremes.into_iter().flatten().map(|&(p, c)| c.sign() * height(p)).sum();
    if lean > 0.0 { Color::Black } else { Color::White }
}

/// How far from the defender's stones (in king moves) a point of the
/// region stays open: farther points that the frame can reach are the
/// attacker's, as a player sees loose stones around a corner as a wall.
/// The tight frame first; where it shows no critical group, a looser one.
pub const REACH: [usize; 2] = [1, 2];

/// The board with everything outside `region` filled by the attacker's
/// stones, alive with eyes that touch no point of the region; inside it,
/// the empty points farther than `REACH` from every defender stone that
/// join the frame are filled too, so the ground read is the fight's own.
pub fn frame(board: &Board, region: Region, attacker: Color, reach: usize) -> Board {
    let size = board.size();
    let defender: Vec<Point> = Point::all(size).filter(|&p| board.get(p) == Some(attacker.opponent())).collect();
    let far = |p: Point| {
        defender
            .iter()
            .all(|d| (d.x as isize - p.x as isize).abs().max((d.y as isize - p.y as isize).abs()) > reach as isize)
    };
    let near_region = |p: Point| {
        let (x, y) = (p.x as isize, p.y as isize);
        x >= region.x0 as isize - 1
            && x <= region.x1 as isize + 1
            && y >= region.y0 as isize - 1
            && y <= region.y1 as isize + 1
    };
    // Far empty points of the region joined to the outside through far
    // empty points: an attacker's eye inside stays open.
    let at = |p: Point| p.y as usize * size + p.x as usize;
    let mut stack: Vec<Point> = Point::all(size).filter(|&p| !region.contains(p)).collect();
    let mut seen = vec![false; size * size];
    for &p in &stack {
        seen[at(p)] = true;
    }
    while let Some(p) = stack.pop() {
        for (dx, dy) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
            let (x, y) = (p.x as isize + dx, p.y as isize + dy);
            if x < 0 || y < 0 || x >= size as isize || y >= size as isize {
                continue;
            }
            let q = Point::new(x as u8, y as u8);
            if seen[at(q)] || board.get(q).is_some() || !far(q) {
                continue;
            }
            seen[at(q)] = true;
            stack.push(q);
        }
    }
    let stones = Point::all(size).filter_map(|p| {
        if region.contains(p) {
            // Reached from outside: far, empty, the frame's.
            if seen[at(p)] { Some((p, attacker)) } else { board.get(p).map(|c| (p, c)) }
        } else if !near_region(p) && (p.x as usize + 2 * p.y as usize).is_multiple_of(5) {
            // An eye: no two touch, every stone beside at most one.
            None
        } else {
            Some((p, attacker))
        }
    });
    Board::from_stones(size, stones)
}

/// How many points `framed` (the frame of `board` around the group of
/// `at`) filled that the group reaches on `board` through empty points
/// and its own stones: the gaps the frame closed. A group the frame closes
/// at one point at most was shut in on the board already, but for a
/// single point the attacker can close as well: its reading in the frame
/// is its reading on the board.
pub fn gaps_closed(board: &Board, framed: &Board, at: Point) -> usize {
    let n = board.size();
    let Some(defender) = board.get(at) else { return 0 };
    let cell = |p: Point| p.y as usize * n + p.x as usize;
    let mut seen = vec![false; n * n];
    let mut stack = vec![at];
    seen[cell(at)] = true;
    let mut closed = 0;
    while let Some(p) = stack.pop() {
        for q in p.neighbours(n) {
            if seen[cell(q)] {
                continue;
            }
            let here = board.get(q);
            if here.is_none() && framed.get(q).is_some() {
                seen[cell(q)] = true;
                closed += 1;
            } else if here.is_none() || here == Some(defender) {
                seen[cell(q)] = true;
                stack.push(q);
            }
        }
    }
    closed
}

/// Whether a ko along `line` (read on `framed`, the frame of `board`) is
/// the frame's: the stone that takes it stands beside a point the frame
/// filled that is empty on the board. On the board that point is its
/// liberty, and the capture is no ko: a hane's stone taken on the first
/// line beside the frame's wall is retaken in the frame, and on the board
/// it is not.
pub fn frame_made_ko(board: &Board, framed: &Board, line: &[(Color, Move)]) -> bool {
    let mut b = framed.clone();
    for &(c, m) in line {
        let Move::Play(p) = m else {
            b.pass();
            continue;
        };
        let i = b.idx(p);
        if !b.is_legal_no_suicide(i, c) {
            return false;
        }
        if b.ko_after(i, c).is_some()
            && p.neighbours(b.size()).any(|q| board.get(q).is_none() && framed.get(q).is_some())
        {
            return true;
        }
        b.play(i, c);
    }
    false
}

/// What the reader found in a problem.
#[derive(Clone, Debug)]
pub struct Answer {
    pub region: Region,
    pub attacker: Color,
    /// The board as read: the problem inside its frame.
    pub framed: Board,
    /// Each group of the defender inside the region, read on the framed
    /// board: a stone of it and the reading.
    pub readings: Vec<(Point, Reading)>,
    /// The key move for the side to play and what it does, when a group
    /// is critical.
    pub first: Option<(Point, &'static str)>,
    /// Nodes read for the problem, over every frame and attacker tried.
    pub nodes: u64,
}

/// A problem's frames and attackers together read with at most this many
/// times the reader's nodes for one search: a problem the reader solves
/// takes a fraction of one search's nodes in all, and one it cannot solve
/// would spend a whole budget on every group of every frame before it
/// says unknown.
pub const POOL: u64 = 4;

/// Reads a problem with `to_play` to move: frames it with the attacker
/// given, or the guessed one, and reads the defender's groups; when none
/// is critical there and the attacker was guessed, the other side is tried.
/// `None` when the stones fill the board (not a problem: read the
/// position as it is).
pub fn solve(board: &Board, to_play: Color, reader: &Reader, attacker: Option<Color>) -> Option<Answer> {
    let region = region(board)?;
    if region.is_whole(board.size()) {
        return None;
    }
    // Framed, the ground has no outside to run to, however big.
    let reader = &Reader { open: crate::go::MAX_POINTS, ..*reader };
    let guessed = attacker.unwrap_or_else(|| guess_attacker(board));
    let tries = if attacker.is_some() { 1 } else { 2 };
    let whole = reader.nodes.saturating_mul(POOL);
    let mut pool = whole;
    let mut fallback: Option<Answer> = None;
    'tries: for reach in REACH {
        for attacker in [guessed, guessed.opponent()].into_iter().take(tries) {
            if pool == 0 {
                break 'tries;
            }
            let framed = frame(board, region, attacker, reach);
            let mut answer = read_framed(&framed, region, attacker, to_play, reader, &mut pool);
            if answer.first.is_some() {
                answer.nodes = whole - pool;
                return Some(answer);
            }
            fallback.get_or_insert(answer);
        }
    }
    fallback.map(|a| Answer { nodes: whole - pool, ..a })
}

/// The defender's groups inside the region read on the framed board, the
/// largest critical one giving the first move; each reading's nodes are
/// taken from `pool`, and none is read once it is spent.
fn read_framed(
    framed: &Board,
    region: Region,
    attacker: Color,
    to_play: Color,
    reader: &Reader,
    pool: &mut u64,
) -> Answer {
    let defender = attacker.opponent();
    let mut readings = Vec::new();
    let mut first: Option<(usize, Point, &'static str)> = None;
    let read = |p: Point, pool: &mut u64| {
        if *pool == 0 {
            return None;
        }
        let r = Reader { nodes: reader.nodes.min(*pool), ..*reader }.read_chain(framed, p)?;
        *pool = pool.saturating_sub(r.nodes);
        Some(r)
    };
    for (head, _) in groups(framed) {
        let p = framed.point(head);
        if framed.at(head) != Some(defender) || !region.contains(p) {
            continue;
        }
        let main = super::main_chain(framed, head, reader.open);
        let Some(mut r) = read(framed.point(main), pool) else { continue };
        // The group read for its largest chain is not critical: the chain
        // the problem is about may be another (a few stones the group
        // can give up to live, or the attacker can take to kill).
        if r.status != Status::Critical
            && framed.chain_id(main) != framed.chain_id(head)
            && let Some(own) = read(p, pool)
            && own.status == Status::Critical
        {
            r = own;
        }
        let stones = group_stones(framed, head);
        // The side to play's key move of a critical group, and its verb.
        let (key, what) = if to_play == attacker {
            (r.attack, if r.ko.attack.needed() { "kills by ko" } else { "kills" })
        } else {
            (r.defence, if r.ko.defence.needed() { "lives by ko" } else { "lives" })
        };
        let key = key.filter(|_| r.status == Status::Critical).map(|m| (m, what));
        if let Some((m, what)) = key
            && first.is_none_or(|f| f.0 < stones)
        {
            first = Some((stones, m, what));
        }
        readings.push((p, r));
    }
    Answer { region, attacker, framed: framed.clone(), readings, first: first.map(|(_, m, w)| (m, w)), nodes: 0 }
}

/// Stones of the chains sharing the ground of the chain at `head`.
fn group_stones(board: &Board, head: Idx) -> usize {
    let mut flood = super::area::Flood::open_at(crate::go::MAX_POINTS);
    let g = flood.ground(board, head);
    if g.open { board.chain_len(head) } else { g.chains.iter().map(|&c| board.chain_len(c)).sum() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::test_board as board;

    #[test]
    fn the_region_runs_to_the_near_edges() {
        // A corner problem at the top left of a 19x19 board.
        let b = board(19, &["C18", "D18", "E19"], &["A18", "B18", "C19"]);
        let r = region(&b).unwrap();
        assert_eq!((r.x0, r.y0), (0, 0));
        assert_eq!((r.x1, r.y1), (5, 2));
        assert!(!r.is_whole(19));
    }

    #[test]
    fn the_frame_lives_and_leaves_the_region_alone() {
        let b = board(19, &["C18", "D18", "E19"], &["A18", "B18", "C19"]);
        let r = region(&b).unwrap();
        let f = frame(&b, r, Color::Black, REACH[0]);
        let white: Vec<Point> = Point::all(19).filter(|&p| b.get(p) == Some(Color::White)).collect();
        let near = |p: Point| white.iter().any(|w| w.x.abs_diff(p.x).max(w.y.abs_diff(p.y)) as usize <= REACH[0]);
        for p in Point::all(19) {
            if r.contains(p) && (b.get(p).is_some() || near(p)) {
                assert_eq!(f.get(p), b.get(p), "{p:?} inside the region, near the defender, is as it was");
            }
            if r.contains(p) && b.get(p).is_none() && !near(p) {
                assert_eq!(f.get(p), Some(Color::Black), "{p:?} far from the defender is the frame's");
            }
        }
        // The frame is one chain whose liberties are its eyes and the
        // region's rim: it has far more than any attacker could fill.
        let outside = f.idx(Point::new(18, 18));
        assert!(f.at(outside) == Some(Color::Black) || f.at(outside).is_none());
        let wall = f.idx(Point::new(11, 10));
        assert_eq!(f.at(wall), Some(Color::Black));
        assert!(f.liberties(wall).len() >= 20, "{}", f.liberties(wall).len());
    }

    #[test]
    fn a_group_walled_in_on_the_board_has_no_gap_for_the_frame_to_close() {
        // Black's corner shut in by White's wall: the frame takes nothing
        // it reaches.
        let b = board(19, &["A2", "B2", "B1"], &["A3", "B3", "C3", "C2", "C1", "K10"]);
        let at = Point::parse_gtp("B2", 19).unwrap().unwrap();
        let region = group_region(&b, at, 2).unwrap();
        let framed = frame(&b, region, Color::White, REACH[1]);
        assert_eq!(gaps_closed(&b, &framed, at), 0);
        // A corridor out along the second line: the frame closes its one
        // mouth, E2.
        let b = board(19, &["A2", "B2", "B1"], &["A3", "B3", "C3", "D3", "E3", "C1", "D1", "E1", "K10"]);
        let framed = frame(&b, group_region(&b, at, 2).unwrap(), Color::White, REACH[1]);
        assert_eq!(gaps_closed(&b, &framed, at), 1);
        // A stone out in the open: the frame closes it in on every side.
        let b = board(19, &["K10"], &["K13", "N10"]);
        let at = Point::parse_gtp("K10", 19).unwrap().unwrap();
        let framed = frame(&b, group_region(&b, at, 2).unwrap(), Color::White, REACH[1]);
        assert!(gaps_closed(&b, &framed, at) > 1);
    }

    #[test]
    fn a_ko_whose_taking_stone_leans_on_the_frame_is_the_frame_s() {
        // GNU Go's ld15, lower left: White's hane at A5 is taken by Black's
        // A6. The tight frame's wall stands at A7, empty on the board:
        // there A6 has no liberty but A5, and White takes back, a ko; on
        // the board A6 keeps A7 and White's A5 is simply lost.
        let black = ["A4", "B5", "C4", "C3", "C2", "D2"];
        let white = ["B7", "B6", "C6", "C5", "D5", "D4", "D3", "E3", "E2", "F2"];
        let b = board(19, &black, &white);
        let c4 = Point::parse_gtp("C4", 19).unwrap().unwrap();
        let framed = frame(&b, group_region(&b, c4, 1).unwrap(), Color::White, REACH[1]);
        let p = |v: &str| Move::Play(Point::parse_gtp(v, 19).unwrap().unwrap());
        let line = [(Color::White, p("A5")), (Color::Black, p("A6"))];
        assert_eq!(framed.get(Point::parse_gtp("A7", 19).unwrap().unwrap()), Some(Color::White));
        assert!(frame_made_ko(&b, &framed, &line));
        // White's stone at A7 on the board too: the ko is the board's.
        let b = board(19, &black, &[&white[..], &["A7"]].concat());
        let framed = frame(&b, group_region(&b, c4, 1).unwrap(), Color::White, REACH[1]);
        assert!(!frame_made_ko(&b, &framed, &line));
    }

    #[test]
    fn a_group_tied_to_half_the_board_across_an_enemy_stone_is_framed_without_it() {
        // Black's three stones on the second line in the lower left, and a
        // chain of jumps from E4 along the fourth line and up the right
        // side. White's D3 stands between C2 and E4: loosely they are one
        // group that spans the board, too big to frame; cut at D3, the
        // three stones are framed alone.
        let black = [
            "A2", "B2", "C2", "E4", "G4", "J4", "L4", "N4", "P4", "R4", "T4", "T6", "T8", "T10", "T12", "T14", "T16",
            "T18",
        ];
        let b = board(19, &black, &["D3"]);
        let b2 = Point::parse_gtp("B2", 19).unwrap().unwrap();
        assert!(group_region(&b, b2, 2).is_none());
        let r = cut_group_region(&b, b2, 2).expect("framed apart");
        assert!(r.contains(b2));
        assert!(!r.contains(Point::parse_gtp("G4", 19).unwrap().unwrap()), "{r:?}");
        // Without White's stone the jump joins them, cut or not.
        let b = board(19, &black, &[]);
        assert!(cut_group_region(&b, b2, 2).is_none());
    }

    #[test]
    fn the_wall_is_the_attacker() {
        // White in the corner, Black's stones around it, farther out.
        let b = board(19, &["A17", "B17", "C17", "D18", "D19"], &["A18", "B18", "C18", "C19"]);
        assert_eq!(guess_attacker(&b), Color::Black);
    }
}
