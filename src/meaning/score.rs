//! The count of a game under area rules, dead stones removed. Stones that
//! live count for their side; an empty region (dead stones' points
//! included) that only one side's living stones reach is that side's
//! territory. Where borders are still open, an empty point counts for the
//! side that owns it by the judge's ownership (|v| >= 0.5), as a game
//! stopped early is scored. The rest is neutral: shared liberties of a seki
//! count for nobody, and dame that either side may still fill are shared
//! out in turn from the side to move, as the game would end if played out
//! (under area rules each dame filled is a point to its filler).

use super::{Judgement, cell};
use crate::go::{Board, Color, GameResult, Point};

/// Ownership at or beyond this counts an open point for a side.
pub const OWNED: f32 = 0.5;

/// How each point is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointCount {
    /// A living stone of that colour.
    Stone(Color),
    /// Territory of that colour (empty, or a dead stone of the other).
    Territory(Color),
    /// A shared liberty of a seki: nobody's.
    Seki,
    /// A dame point beside living stones; the colour that fills it when
    /// dame are shared out.
    Dame(Color),
    /// Open ground far from any living stone that nobody owns yet.
    Open,
}

/// A game's count.
#[derive(Clone, Debug, PartialEq)]
pub struct Count {
    pub size: usize,
    /// How each point counts, row by row from the top.
    pub points: Vec<PointCount>,
    pub black_stones: u32,
    pub white_stones: u32,
    pub black_territory: u32,
    pub white_territory: u32,
    /// Dame shared out: to Black and to White.
    pub black_dame: u32,
    pub white_dame: u32,
    /// Points in seki, nobody's.
    pub seki: u32,
    /// Dead stones removed: Black's and White's.
    pub dead_black: u32,
    pub dead_white: u32,
    /// Stones captured during the game by Black and by White.
    pub captures_by_black: u32,
    pub captures_by_white: u32,
    pub komi: f32,
}

impl Count {
    pub fn black_area(&self) -> u32 {
        self.black_stones + self.black_territory + self.black_dame
    }

    pub fn white_area(&self) -> u32 {
        self.white_stones + self.white_territory + self.white_dame
    }

    /// Black's area minus White's minus komi: positive when Black wins.
    pub fn margin(&self) -> f32 {
        self.black_area() as f32 - self.white_area() as f32 - self.komi
    }

    pub fn result(&self) -> GameResult {
        GameResult::Score(self.margin())
    }

    /// The SGF territory markup: points each side owns that hold no living
    /// stone (TB and TW).
    pub fn territory(&self, c: Color) -> Vec<Point> {
        Point::all(self.size).filter(|&p| self.points[cell(self.size, p)] == PointCount::Territory(c)).collect()
    }
}

/// Counts `board` as `judgement` sees it, with `komi`.
pub fn count(board: &Board, judgement: &Judgement, komi: f32) -> Count {
    let n = board.size();
    let dead = judgement.dead_stones();
    let seki_stones = judgement.seki_stones();
    let area = board.area_owner(&dead);
    let mut points = Vec::with_capacity(n * n);
    let mut dame = Vec::new();
    for p in Point::all(n) {
        let k = cell(n, p);
        let live_stone = board.get(p).filter(|_| !dead.contains(&p));
        let counted = match (live_stone, area[k]) {
            (Some(c), _) => PointCount::Stone(c),
            (None, Some(c)) => PointCount::Territory(c),
            (None, None) => {
                let v = judgement.ownership.as_ref().map_or(0.0, |o| o[k]);
                if v >= OWNED {
                    PointCount::Territory(Color::Black)
                } else if v <= -OWNED {
                    PointCount::Territory(Color::White)
                } else if p.neighbours(n).any(|q| seki_stones.contains(&q)) {
                    PointCount::Seki
                } else if !p.neighbours(n).any(|q| board.get(q).is_some() && !dead.contains(&q)) {
                    PointCount::Open
                } else {
                    dame.push(k);
                    PointCount::Dame(Color::Black)
                }
            }
        };
        points.push(counted);
    }
    let mut filler = judgement.to_play;
    for k in dame {
        points[k] = PointCount::Dame(filler);
        filler = filler.opponent();
    }
    let tally = |want: PointCount| points.iter().filter(|&&c| c == want).count() as u32;
    let dead_of = |c: Color| dead.iter().filter(|&&p| board.get(p) == Some(c)).count() as u32;
    Count {
        size: n,
        black_stones: tally(PointCount::Stone(Color::Black)),
        white_stones: tally(PointCount::Stone(Color::White)),
        black_territory: tally(PointCount::Territory(Color::Black)),
        white_territory: tally(PointCount::Territory(Color::White)),
        black_dame: tally(PointCount::Dame(Color::Black)),
        white_dame: tally(PointCount::Dame(Color::White)),
        seki: tally(PointCount::Seki),
        dead_black: dead_of(Color::Black),
        dead_white: dead_of(Color::White),
        captures_by_black: board.captures(Color::Black),
        captures_by_white: board.captures(Color::White),
        komi,
        points,
    }
}
