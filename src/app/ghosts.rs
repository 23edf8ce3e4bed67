//! Principal variations as ghost stones: the lines drawn, each ghost's
//! point and number, and the moves a click on a ghost plays (its line up
//! to it, as a variation of the record). `ghost_lines` picks the lines
//! from the analysis shown; `overlays` draws them; `game` plays them.

use bevy::prelude::*;

use crate::go::{Color, Move, Point};

/// Lines drawn at once with key V.
pub const LINES: usize = 3;
/// Moves of a line drawn as ghosts: the hovered candidate's, and each of
/// several lines drawn at once (fewer, so that they stay readable).
pub const DEPTH: usize = 12;
pub const DEPTH_OF_MANY: usize = 6;

/// One candidate's line: its rank among the candidates (0 best) and its
/// moves from the position shown, the side to move first.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub rank: usize,
    pub first: Color,
    pub moves: Vec<Move>,
    /// Its first move has a mark of its own (a candidate's): only a ring
    /// is drawn there; otherwise it is a numbered ghost like the rest.
    pub marked: bool,
}

impl Line {
    /// Who plays the line's move `k`.
    pub fn color(&self, k: usize) -> Color {
        if k.is_multiple_of(2) { self.first } else { self.first.opponent() }
    }
}

/// The lines drawn now.
#[derive(Resource, Default, Debug)]
pub struct Ghosts {
    /// Key V: the best lines at once, not only the hovered candidate's.
    pub all_lines: bool,
    pub lines: Vec<Line>,
}

impl Ghosts {
    /// Moves of each line drawn.
    pub fn depth(&self) -> usize {
        if self.all_lines { DEPTH_OF_MANY } else { DEPTH }
    }

    /// Each ghost's point with its line and number (from 0). Every line's
    /// first move owns its point; a later move's point goes to the first
    /// line to reach it; points the line passes again (after a capture)
    /// keep their first ghost, and points where a stone stands now have
    /// none (`again` lists the moves played there).
    pub fn ghosts(&self, board: &crate::go::Board) -> Vec<(Point, &Line, usize)> {
        let mut out: Vec<(Point, &Line, usize)> = Vec::new();
        // Each line's first move before any line's later ones: where a
        // line goes on through another's start, the start keeps its place.
        let firsts = self.lines.iter().flat_map(|line| line.moves.iter().take(1).map(move |mv| (line, 0, mv)));
        let rest = self.lines.iter().flat_map(|line| {
            line.moves.iter().enumerate().take(self.depth()).skip(1).map(move |(k, mv)| (line, k, mv))
        });
        for (line, k, mv) in firsts.chain(rest) {
            if let Some(p) = mv.point()
                && board.get(p).is_none()
                && !out.iter().any(|(q, _, _)| *q == p)
            {
                out.push((p, line, k));
            }
        }
        out
    }

    /// The moves of each line drawn that a ghost cannot show: played on a
    /// point where a stone stands now (taken back after a capture) or
    /// where the same line played before (a ko retaken), with the point
    /// and the moves' numbers (from 0) in order, as a diagram notes "7 at
    /// 3". They are drawn as small numbered badges at that point.
    pub fn again(&self, board: &crate::go::Board) -> Vec<(Point, &Line, Vec<usize>)> {
        let mut out: Vec<(Point, &Line, Vec<usize>)> = Vec::new();
        for line in &self.lines {
            let moves = &line.moves[..line.moves.len().min(self.depth())];
            for (k, mv) in moves.iter().enumerate() {
                let Some(p) = mv.point() else { continue };
                if board.get(p).is_none() && !moves[..k].iter().any(|m| m.point() == Some(p)) {
                    continue;
                }
                match out.iter_mut().find(|(q, l, _)| *q == p && std::ptr::eq(*l, line)) {
                    Some((_, _, ks)) => ks.push(k),
                    None => out.push((p, line, vec![k])),
                }
            }
        }
        out
    }

    /// The moves a click on `p` plays in `game`: the line of the ghost
    /// there, up to and with it, cut before a move the game refuses.
    pub fn line_to(&self, game: &crate::go::Game, p: Point) -> Option<Vec<(Color, Move)>> {
        let (_, line, k) = self.ghosts(game.board()).into_iter().find(|(q, _, _)| *q == p)?;
        let mut g = game.clone();
        let moves: Vec<(Color, Move)> = line
            .moves
            .iter()
            .take(k + 1)
            .enumerate()
            .map(|(j, &m)| (line.color(j), m))
            .take_while(|&(c, m)| g.play(c, m).is_ok())
            .collect();
        (!moves.is_empty()).then_some(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Board;

    fn mv(v: &str) -> Move {
        Move::parse_gtp(v, 9).unwrap()
    }

    #[test]
    fn a_move_on_a_stone_or_on_a_point_the_line_played_is_listed_where_no_ghost_shows_it() {
        // White's C3 stands; the line plays there after a capture (move 3,
        // from 0) and plays D4 again (move 6), where it played move 1.
        let at = |v: &str| crate::go::Point::parse_gtp(v, 9).unwrap().unwrap();
        let mut board = Board::new(9);
        board.play(board.idx(at("C3")), Color::White);
        let moves = ["E5", "D4", "F5", "C3", "G5", "H5", "D4"].map(mv).to_vec();
        let ghosts =
            Ghosts { all_lines: false, lines: vec![Line { rank: 0, first: Color::Black, moves, marked: false }] };
        let drawn: Vec<(Point, usize)> = ghosts.ghosts(&board).iter().map(|&(p, _, k)| (p, k)).collect();
        assert_eq!(drawn, vec![(at("E5"), 0), (at("D4"), 1), (at("F5"), 2), (at("G5"), 4), (at("H5"), 5)]);
        let again: Vec<(Point, Vec<usize>)> = ghosts.again(&board).into_iter().map(|(p, _, ks)| (p, ks)).collect();
        assert_eq!(again, vec![(at("C3"), vec![3]), (at("D4"), vec![6])]);
        // Past the depth drawn (six moves a line with several lines),
        // nothing is listed.
        let short = Ghosts { all_lines: true, ..ghosts };
        let again: Vec<Point> = short.again(&board).into_iter().map(|(p, _, _)| p).collect();
        assert_eq!(again, vec![at("C3")]);
    }
}
