//! The knowledge of the MCTS player: playouts with cheap tactics (capture,
//! escape and save from atari, 3x3 shape answers, no eye filling, no
//! self-atari of big groups) on the fast board, and the prior values that
//! new tree nodes start with.

use std::sync::OnceLock;

use rand::RngCore;
use rand::rngs::SmallRng;

use crate::go::playout::{below, play_turns, random_empty_where};
use crate::go::{Board, Color, Idx};

/// The index that stands for a pass (index 0 is always border).
pub const PASS: Idx = 0;

/// Which playout policy to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PolicyKind {
    /// Uniformly random moves that keep the mover's eyes (as `go::playout`).
    Light,
    /// Tactics and shape around the last move first, then random moves that
    /// are neither eye fills nor self-ataris of two stones or more.
    Heavy,
}

/// Chance, in 1/256ths, that the heavy policy looks for tactics near the
/// last move, and for a shape answer there.
const TACTICS_P: u32 = 240;
const PATTERN_P: u32 = 230;

/// Groups this big or bigger are never put in atari by a random move.
const SELF_ATARI_STONES: usize = 2;

// ---------------------------------------------------------------------------
// Liberties after a move

/// What a chain would look like right after `c` plays at the empty point `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct After {
    /// Distinct liberties, counted up to the `max` asked for.
    pub libs: usize,
    /// Stones of the new chain.
    pub stones: usize,
    /// Whether the move captures an opponent chain.
    pub captures: bool,
}

/// The liberties (up to `max`, at most 4), size and captures of the chain
/// that `c` would make by playing at `i`, without playing. Captured stones
/// next to `i` count as liberties.
pub fn after_move(b: &Board, i: Idx, c: Color, max: usize) -> After {
    let max = max.min(4);
    let mut libs = [PASS; 4];
    let mut n = 0;
    let add = |p: Idx, libs: &mut [Idx; 4], n: &mut usize| {
        if *n < max && !libs[..*n].contains(&p) {
            libs[*n] = p;
            *n += 1;
        }
    };
    let mut stones = 1;
    let mut captures = false;
    let mut heads = [PASS; 4];
    let nbs = b.neighbours(i);
    for (k, &m) in nbs.iter().enumerate() {
        match b.at(m) {
            None if b.on_board(m) => add(m, &mut libs, &mut n),
            None => {}
            Some(col) if col == c => {
                let h = b.chain_id(m);
                if heads[..k].contains(&h) {
                    continue;
                }
                heads[k] = h;
                stones += b.chain_len(m);
                if n >= max {
                    continue;
                }
                if b.in_atari(m) {
                    let l = b.atari_liberty(m);
                    if l != i {
                        add(l, &mut libs, &mut n);
                    }
                    continue;
                }
                'chain: for s in b.chain_stones(m) {
                    for l in b.neighbours(s) {
                        if l != i && b.is_empty_at(l) {
                            add(l, &mut libs, &mut n);
                            if n >= max {
                                break 'chain;
                            }
                        }
                    }
                }
            }
            Some(_) if b.in_atari(m) => {
                captures = true;
                add(m, &mut libs, &mut n);
            }
            Some(_) => {}
        }
    }
    After { libs: n, stones, captures }
}

/// Whether `c` at `i` puts its own chain of at least `min_stones` stones in
/// atari (or leaves it without liberties) without capturing anything.
#[inline]
pub fn is_self_atari(b: &Board, i: Idx, c: Color, min_stones: usize) -> bool {
    if b.empty_neighbours(i) >= 2 {
        return false;
    }
    let a = after_move(b, i, c, 2);
    a.libs < 2 && !a.captures && a.stones >= min_stones
}

// ---------------------------------------------------------------------------
// 3x3 patterns

/// The 3x3 shapes that call for a move at their centre, the player to move
/// being either colour: `X`, `O` stones, `.` empty, `#` edge, `?` anything,
/// `x` not X, `o` not O. The classic hane, cut and edge shapes of MoGo.
const PATTERNS: [[&str; 3]; 13] = [
    ["XOX", "...", "???"], // hane enclosing
    ["XO.", "...", "?.?"], // hane, not cutting
    ["XO?", "X..", "x.?"], // hane, magari
    [".O.", "X..", "..."], // attachment beside a stone
    ["XO?", "O.o", "?o?"], // cut, unprotected
    ["XO?", "O.X", "???"], // cut, peeped
    ["?X?", "O.O", "ooo"], // cut across
    ["OX?", "o.O", "???"], // cut keima
    ["X.?", "O.?", "##?"], // edge: chase
    ["OX?", "X.O", "###"], // edge: block the side cut
    ["?X?", "x.O", "###"], // edge: block the connection
    ["?XO", "x.x", "###"], // edge: sagari
    ["?OX", "X.O", "###"], // edge: cut
];

/// Cell codes in a pattern key: two bits per neighbour.
const C_EMPTY: u8 = 0;
const C_BLACK: u8 = 1;
const C_WHITE: u8 = 2;
const C_EDGE: u8 = 3;

/// The eight neighbours in key order, as (dx, dy).
const RING: [(i32, i32); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

fn pattern_table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(build_pattern_table)
}

/// Expands every pattern over the 8 symmetries, both colourings and its
/// wildcards into a table indexed by the 16-bit neighbourhood key.
fn build_pattern_table() -> Vec<bool> {
    let mut table = vec![false; 1 << 16];
    for pat in PATTERNS {
        let grid: Vec<Vec<u8>> = pat.iter().map(|r| r.bytes().collect()).collect();
        for sym in 0..8 {
            for swap in [false, true] {
                // Allowed codes per ring position, as 4-bit masks.
                let mut allowed = [0u8; 8];
                for (k, &(dx, dy)) in RING.iter().enumerate() {
                    let (mut x, mut y) = (dx, dy);
                    if sym & 1 != 0 {
                        x = -x;
                    }
                    if sym & 2 != 0 {
                        y = -y;
                    }
                    if sym & 4 != 0 {
                        std::mem::swap(&mut x, &mut y);
                    }
                    let mut ch = grid[(y + 1) as usize][(x + 1) as usize];
                    if swap {
                        ch = match ch {
                            b'X' => b'O',
                            b'O' => b'X',
                            b'x' => b'o',
                            b'o' => b'x',
                            other => other,
                        };
                    }
                    let bit = |c: u8| 1u8 << c;
                    allowed[k] = match ch {
                        b'X' => bit(C_BLACK),
                        b'O' => bit(C_WHITE),
                        b'.' => bit(C_EMPTY),
                        b'#' => bit(C_EDGE),
                        b'x' => bit(C_EMPTY) | bit(C_WHITE) | bit(C_EDGE),
                        b'o' => bit(C_EMPTY) | bit(C_BLACK) | bit(C_EDGE),
                        _ => 0xF,
                    };
                }
                fill(&mut table, &allowed, 0, 0);
            }
        }
    }
    table
}

fn fill(table: &mut [bool], allowed: &[u8; 8], k: usize, key: usize) {
    if k == 8 {
        table[key] = true;
        return;
    }
    for code in 0..4u8 {
        if allowed[k] & (1 << code) != 0 {
            fill(table, allowed, k + 1, key | (code as usize) << (2 * k));
        }
    }
}

#[inline]
fn cell_code(b: &Board, i: Idx) -> u8 {
    match b.at(i) {
        Some(Color::Black) => C_BLACK,
        Some(Color::White) => C_WHITE,
        None if b.on_board(i) => C_EMPTY,
        None => C_EDGE,
    }
}

/// The 16-bit key of the 3x3 neighbourhood of `i`.
#[inline]
pub fn pattern_key(b: &Board, i: Idx) -> usize {
    let w = b.stride() as Idx;
    let ring = [i - w - 1, i - w, i - w + 1, i - 1, i + 1, i + w - 1, i + w, i + w + 1];
    let mut key = 0usize;
    for (k, &j) in ring.iter().enumerate() {
        key |= (cell_code(b, j) as usize) << (2 * k);
    }
    key
}

/// Whether the empty point `i` is the centre of a known good shape.
#[inline]
pub fn matches_pattern(b: &Board, i: Idx) -> bool {
    pattern_table()[pattern_key(b, i)]
}

// ---------------------------------------------------------------------------
// Tactics around the last move

/// Moves for `c` that the last move `last` (the opponent's) calls for:
/// capture the chain just played if it is in atari; for each own chain next
/// to it that it put in atari, capture an attacker in atari or extend when
/// extending gives two liberties. May hold duplicates.
pub fn tactical_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    if b.at(last) == Some(opp) && b.in_atari(last) {
        out.push(b.atari_liberty(last));
    }
    let mut seen = [PASS; 4];
    for (k, n) in b.neighbours(last).into_iter().enumerate() {
        if b.at(n) != Some(c) || !b.in_atari(n) {
            continue;
        }
        let h = b.chain_id(n);
        if seen[..k].contains(&h) {
            continue;
        }
        seen[k] = h;
        save_moves(b, n, c, out);
    }
}

/// Moves that save `c`'s chain at `chain` (in atari): captures of adjacent
/// opponent chains in atari, and the extension when it gives two liberties.
pub fn save_moves(b: &Board, chain: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    for s in b.chain_stones(chain) {
        for m in b.neighbours(s) {
            if b.at(m) == Some(opp) && b.in_atari(m) {
                out.push(b.atari_liberty(m));
            }
        }
    }
    let lib = b.atari_liberty(chain);
    if after_move(b, lib, c, 2).libs >= 2 {
        out.push(lib);
    }
}

// ---------------------------------------------------------------------------
// Playouts

/// Reusable buffers for one playout thread.
#[derive(Default)]
pub struct Scratch {
    cands: Vec<Idx>,
}

#[inline]
fn pick(cands: &[Idx], rng: &mut SmallRng) -> Idx {
    cands[below(rng, cands.len())]
}

/// Whether the heavy policy accepts a random move at `i`.
#[inline]
fn random_ok(b: &Board, i: Idx, c: Color) -> bool {
    !b.is_eye(i, c) && b.is_legal_no_suicide(i, c) && !is_self_atari(b, i, c, SELF_ATARI_STONES)
}

/// The heavy policy's move for `c` after the opponent's `last` move
/// (`PASS` when there was none); `None` means pass.
pub fn heavy_move(b: &mut Board, c: Color, last: Idx, rng: &mut SmallRng, s: &mut Scratch) -> Option<Idx> {
    if last != PASS {
        let r = rng.next_u32();
        if (r & 0xFF) < TACTICS_P {
            s.cands.clear();
            tactical_moves(b, last, c, &mut s.cands);
            s.cands.retain(|&i| b.is_legal_no_suicide(i, c) && !is_self_atari(b, i, c, SELF_ATARI_STONES));
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
        if ((r >> 8) & 0xFF) < PATTERN_P {
            s.cands.clear();
            let w = b.stride() as Idx;
            for j in [last - w - 1, last - w, last - w + 1, last - 1, last + 1, last + w - 1, last + w, last + w + 1] {
                if b.is_empty_at(j)
                    && matches_pattern(b, j)
                    && !b.is_eye(j, c)
                    && b.is_legal_no_suicide(j, c)
                    && !is_self_atari(b, j, c, 1)
                {
                    s.cands.push(j);
                }
            }
            if !s.cands.is_empty() {
                return Some(pick(&s.cands, rng));
            }
        }
    }
    random_empty_where(b, rng, |b, i| random_ok(b, i, c))
}

/// The light policy's move: uniform over legal points that are not own eyes.
#[inline]
pub fn light_move(b: &mut Board, c: Color, rng: &mut SmallRng) -> Option<Idx> {
    random_empty_where(b, rng, |b, i| !b.is_eye(i, c) && b.is_legal_no_suicide(i, c))
}

/// Plays a playout from `to_play`, the opponent having just played `last`,
/// until two passes in a row (or three moves per point). Every move is
/// appended to `moves`. Returns Black's area minus White's, komi not
/// included.
pub fn playout(
    b: &mut Board,
    to_play: Color,
    last: Idx,
    kind: PolicyKind,
    rng: &mut SmallRng,
    s: &mut Scratch,
    moves: &mut Vec<(Idx, Color)>,
) -> i32 {
    let cap = 3 * b.size() * b.size();
    let choose = |b: &mut Board, c: Color, last: Option<Idx>| match kind {
        PolicyKind::Heavy => heavy_move(b, c, last.unwrap_or(PASS), rng, s),
        PolicyKind::Light => light_move(b, c, rng),
    };
    let record = |_: &Board, mv: Option<Idx>, c: Color| {
        if let Some(i) = mv {
            moves.push((i, c));
        }
    };
    play_turns(b, to_play, (last != PASS).then_some(last), cap, choose, record);
    b.playout_score()
}

/// Adds each point's owner at the end of a playout (+1 Black, -1 White, 0
/// neither) to `sums`, row by row from the top; `points` lists the padded
/// indices in that order.
pub fn add_ownership(b: &Board, points: &[Idx], sums: &mut [i32]) {
    for (k, &i) in points.iter().enumerate() {
        sums[k] += b.playout_owner(i);
    }
}

// ---------------------------------------------------------------------------
// Priors

/// Equivalent experience a prior stands for: `visits` playouts won at
/// `rate`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prior {
    pub visits: f32,
    pub wins: f32,
}

impl Prior {
    fn add(&mut self, visits: f32, rate: f32) {
        self.visits += visits;
        self.wins += visits * rate;
    }
}

/// What the priors of one node's children share: the position's tactical
/// moves and its last moves.
pub struct PriorContext {
    /// Points that capture or save something, marked with their kind.
    urgent: Vec<u8>,
    last: Idx,
    last2: Idx,
    /// Empty boards on the larger sizes make the first two lines bad.
    size: usize,
}

const URGENT_CAPTURE: u8 = 1;
const URGENT_SAVE: u8 = 2;

impl PriorContext {
    /// Gathers, for `c` to move, every capture of an opponent chain in atari
    /// and every move that saves an own chain in atari, over the whole board.
    pub fn new(b: &Board, c: Color, last: Idx, last2: Idx) -> PriorContext {
        let mut urgent = vec![0u8; crate::go::MAX_POINTS];
        let mut moves = Vec::new();
        let mut seen = Vec::new();
        for p in crate::go::Point::all(b.size()) {
            let i = b.idx(p);
            let Some(col) = b.at(i) else { continue };
            if !b.in_atari(i) {
                continue;
            }
            let h = b.chain_id(i);
            if seen.contains(&h) {
                continue;
            }
            seen.push(h);
            if col == c {
                moves.clear();
                save_moves(b, i, c, &mut moves);
                for &m in &moves {
                    urgent[m as usize] |= URGENT_SAVE;
                }
            } else {
                urgent[b.atari_liberty(i) as usize] |= URGENT_CAPTURE;
            }
        }
        PriorContext { urgent, last, last2, size: b.size() }
    }

    /// The prior of `c` playing at `i` (`PASS` for a pass), with `even`
    /// playouts of equivalent experience as the unit.
    pub fn prior(&self, b: &Board, i: Idx, c: Color, even: f32) -> Prior {
        let mut p = Prior { visits: even, wins: even * 0.5 };
        if i == PASS {
            // Passing is rarely right while much of the board is open.
            let open = b.empties().len() as f32 / (b.size() * b.size()) as f32;
            p.add(even, if open < 0.1 { 0.4 } else { 0.1 });
            return p;
        }
        let urgent = self.urgent[i as usize];
        if urgent & URGENT_CAPTURE != 0 {
            p.add(2.0 * even, 1.0);
        }
        if urgent & URGENT_SAVE != 0 {
            p.add(2.0 * even, 1.0);
        }
        if is_self_atari(b, i, c, 1) {
            let a = after_move(b, i, c, 2);
            p.add(if a.stones >= 3 { 3.0 * even } else { even }, 0.0);
        } else if matches_pattern(b, i) {
            p.add(even, 0.9);
        }
        if self.last != PASS {
            let d = distance(b, i, self.last);
            if d <= 2 {
                p.add(even, if d <= 1 { 0.75 } else { 0.65 });
            }
        }
        if self.last2 != PASS && distance(b, i, self.last2) <= 1 {
            p.add(0.5 * even, 0.65);
        }
        let pt = b.point(i);
        let line = 1 + pt.x.min(pt.y).min((self.size - 1) as u8 - pt.x).min((self.size - 1) as u8 - pt.y) as usize;
        if self.size >= 13 {
            // Playouts overrate the edge of a big empty board: low moves far
            // from every stone start heavily behind, the 3rd and 4th lines
            // ahead.
            if line <= 4 && !stones_near(b, i, 3) {
                match line {
                    1 => p.add(3.0 * even, 0.0),
                    2 => p.add(2.0 * even, 0.15),
                    _ => p.add(even, 0.75),
                }
            }
        } else if self.size >= 9 && line <= 2 && !stones_near(b, i, 2) {
            p.add(even, if line == 1 { 0.1 } else { 0.3 });
        }
        p
    }
}

/// A distance between two points that grows like Go players see it:
/// |dx| + |dy| + max(|dx|, |dy|), so that a knight's move is 5 and a
/// diagonal 3; 0 for the same point. Halved (rounding down) to count
/// "steps": a neighbour and a diagonal are 1, a knight's move 2.
pub fn distance(b: &Board, i: Idx, j: Idx) -> u32 {
    let (p, q) = (b.point(i), b.point(j));
    let dx = (p.x as i32 - q.x as i32).unsigned_abs();
    let dy = (p.y as i32 - q.y as i32).unsigned_abs();
    (dx + dy + dx.max(dy)) / 2
}

/// Whether any stone lies within Manhattan distance `r` of `i`.
fn stones_near(b: &Board, i: Idx, r: i32) -> bool {
    let p = b.point(i);
    let n = b.size() as i32;
    for dy in -r..=r {
        for dx in -(r - dy.abs())..=(r - dy.abs()) {
            let (x, y) = (p.x as i32 + dx, p.y as i32 + dy);
            if (0..n).contains(&x) && (0..n).contains(&y) && b.get(crate::go::Point::new(x as u8, y as u8)).is_some() {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Game, Point, Rules};
    use rand::SeedableRng;

    fn board(diagram: &str) -> Board {
        Game::from_diagram(diagram, Rules::default(), Color::Black).unwrap().board().clone()
    }

    #[test]
    fn after_move_counts_liberties_of_the_joined_chain() {
        let b = board(
            ".....
             .XO..
             .....
             .....
             .....",
        );
        // Black B3 under its stone: the chain B4-B3 has A4, B5, A3, C3, B2.
        let i = b.idx(Point::new(1, 2));
        let a = after_move(&b, i, Color::Black, 4);
        assert_eq!((a.libs, a.stones, a.captures), (4, 2, false));
        assert_eq!(after_move(&b, i, Color::Black, 2).libs, 2);
    }

    #[test]
    fn self_atari_of_a_group_is_seen_and_a_capture_is_not_one() {
        let b = board(
            "..O..
             XXO..
             OOO..
             .....
             .....",
        );
        // Either liberty of the two black stones leaves three in atari.
        for x in [0, 1] {
            let i = b.idx(Point::new(x, 0));
            assert!(is_self_atari(&b, i, Color::Black, 2));
            assert!(!is_self_atari(&b, i, Color::Black, 4));
        }
        let c = board(
            ".XO..
             XO.O.
             .XO..
             .....
             .....",
        );
        // Black C4 has no empty neighbour but captures B4.
        let c4 = c.idx(Point::new(2, 1));
        let a = after_move(&c, c4, Color::Black, 2);
        assert!(a.captures);
        assert!(!is_self_atari(&c, c4, Color::Black, 1));
    }

    #[test]
    fn patterns_match_a_hane_in_every_orientation_and_colour() {
        let b = board(
            ".....
             .XO..
             .....
             .....
             .....",
        );
        // Below the white stone, diagonal to black: the hane "XO. / ...".
        assert!(matches_pattern(&b, b.idx(Point::new(2, 2))));
        let t = board(
            ".....
             ..OX.
             .....
             .....
             .....",
        );
        assert!(matches_pattern(&t, t.idx(Point::new(2, 2))));
        let w = board(
            ".....
             .OX..
             .....
             .....
             .....",
        );
        assert!(matches_pattern(&w, w.idx(Point::new(2, 2))));
        // Far from everything: no shape.
        assert!(!matches_pattern(&b, b.idx(Point::new(4, 4))));
    }

    #[test]
    fn tactics_capture_the_stone_in_atari_and_save_the_own_chain() {
        // White C4 is in atari after its move: capture at C5.
        let cap = board(
            ".....
             .XOX.
             ..X..
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&cap, cap.idx(Point::new(2, 1)), Color::Black, &mut out);
        assert_eq!(out, vec![cap.idx(Point::new(2, 0))]);
        // White D4 ataris black C5-C4 but is in atari itself: D5 both
        // captures and saves.
        let save = board(
            ".OX..
             .OXOX
             ..OX.
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&save, save.idx(Point::new(3, 1)), Color::Black, &mut out);
        let d5 = save.idx(Point::new(3, 0));
        assert!(!out.is_empty() && out.iter().all(|&i| i == d5), "{out:?}");
        // Without the atari on D4, extending to D5 gives one liberty: no save.
        let dead = board(
            ".OX..
             .OXO.
             ..O..
             .....
             .....",
        );
        let mut out = Vec::new();
        tactical_moves(&dead, dead.idx(Point::new(3, 1)), Color::Black, &mut out);
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn heavy_playouts_end_with_a_sound_board_and_no_own_eye_filled() {
        let mut rng = SmallRng::seed_from_u64(3);
        let mut s = Scratch::default();
        let mut moves = Vec::new();
        for size in [5, 9, 13, 19] {
            for _ in 0..20 {
                let mut b = Board::new(size);
                moves.clear();
                playout(&mut b, Color::Black, PASS, PolicyKind::Heavy, &mut rng, &mut s, &mut moves);
                b.check_invariants().unwrap();
                assert!(!moves.is_empty());
            }
        }
    }
}
