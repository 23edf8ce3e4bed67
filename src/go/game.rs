//! The game over the fast board: rules options, setup and handicap, the move
//! history with undo and redo, positional superko over the hash history,
//! passes, resignation and Tromp-Taylor area scoring.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, BoardIllegal, Idx};
use super::point::{Color, MAX_SIZE, MIN_SIZE, Move, Point};

/// Which repetitions are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum KoRule {
    /// Only the immediate recapture of a single stone.
    Simple,
    /// No move may recreate an earlier whole-board position.
    #[default]
    Positional,
}

/// Whether a move may leave its own chain without liberties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SuicideRule {
    #[default]
    Forbid,
    Allow,
}

impl FromStr for KoRule {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "simple" => Ok(KoRule::Simple),
            "positional" | "superko" | "psk" => Ok(KoRule::Positional),
            _ => Err(format!("unknown ko rule '{s}' (expected simple or positional)")),
        }
    }
}

impl FromStr for SuicideRule {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "forbid" | "no" => Ok(SuicideRule::Forbid),
            "allow" | "yes" => Ok(SuicideRule::Allow),
            _ => Err(format!("unknown suicide rule '{s}' (expected forbid or allow)")),
        }
    }
}

/// The rules a game is played under.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rules {
    pub komi: f32,
    pub ko: KoRule,
    pub suicide: SuicideRule,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { komi: 7.5, ko: KoRule::Positional, suicide: SuicideRule::Forbid }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the point is occupied")]
    Occupied,
    #[error("suicide is not allowed")]
    Suicide,
    #[error("the ko must not be retaken at once")]
    Ko,
    #[error("the move repeats an earlier position (superko)")]
    Superko,
    #[error("the point is off the board")]
    OffBoard,
    #[error("the game is over")]
    GameOver,
}

/// A setting that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("board size {0} is not supported (2 to 25)")]
    BadSize(usize),
    #[error("invalid handicap {count} on a {size}x{size} board: {why}")]
    BadHandicap { count: usize, size: usize, why: &'static str },
    #[error("handicap stones must be placed on an empty board")]
    NotEmpty,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GameResult {
    /// Black's area minus White's, komi included: positive for Black.
    Score(f32),
    Resignation {
        winner: Color,
    },
    /// A player lost by an illegal move or a failure (match runner).
    Forfeit {
        winner: Color,
    },
    /// A player's flag fell.
    Time {
        winner: Color,
    },
}

impl GameResult {
    /// The winner, or `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            GameResult::Score(s) if s > 0.0 => Some(Color::Black),
            GameResult::Score(s) if s < 0.0 => Some(Color::White),
            GameResult::Score(_) => None,
            GameResult::Resignation { winner } | GameResult::Forfeit { winner } | GameResult::Time { winner } => {
                Some(winner)
            }
        }
    }

    /// Parses an SGF RE value ("B+3.5", "W+R", "0", "Draw", "B+Forfeit",
    /// "W+T").
    pub fn parse_sgf(s: &str) -> Option<GameResult> {
        let s = s.trim();
        if s == "0" || s.eq_ignore_ascii_case("draw") || s.eq_ignore_ascii_case("jigo") {
            return Some(GameResult::Score(0.0));
        }
        let (c, rest) = s.split_once('+')?;
        let winner = Color::parse(c)?;
        let rest = rest.trim();
        let sign = winner.sign();
        if rest.eq_ignore_ascii_case("r") || rest.eq_ignore_ascii_case("resign") {
            Some(GameResult::Resignation { winner })
        } else if rest.eq_ignore_ascii_case("f") || rest.eq_ignore_ascii_case("forfeit") {
            Some(GameResult::Forfeit { winner })
        } else if rest.eq_ignore_ascii_case("t") || rest.eq_ignore_ascii_case("time") {
            Some(GameResult::Time { winner })
        } else {
            rest.parse::<f32>().ok().map(|v| GameResult::Score(sign * v))
        }
    }
}

impl fmt::Display for GameResult {
    /// The SGF RE form: "B+3.5", "W+R", "0".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameResult::Score(0.0) => f.write_str("0"),
            GameResult::Score(s) => {
                let c = if s > 0.0 { 'B' } else { 'W' };
                write!(f, "{}+{}", c, s.abs())
            }
            GameResult::Resignation { winner } => write!(f, "{}+R", winner.letter()),
            GameResult::Forfeit { winner } => write!(f, "{}+F", winner.letter()),
            GameResult::Time { winner } => write!(f, "{}+T", winner.letter()),
        }
    }
}

/// A Tromp-Taylor count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub black_area: u32,
    pub white_area: u32,
    pub komi: f32,
}

impl Score {
    /// Black's area minus White's minus komi: positive when Black wins.
    pub fn margin(&self) -> f32 {
        self.black_area as f32 - self.white_area as f32 - self.komi
    }
    pub fn result(&self) -> GameResult {
        GameResult::Score(self.margin())
    }
}

/// One turn of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub color: Color,
    pub mv: Move,
}

/// A game: rules, setup, moves, and the board they lead to.
#[derive(Clone, Debug)]
pub struct Game {
    size: usize,
    rules: Rules,
    handicap: usize,
    /// The board after setup and handicap, before the first move.
    start: Board,
    /// Who plays first from `start`.
    first: Color,
    turns: Vec<Turn>,
    /// Undone turns, most recent last.
    redo: Vec<Turn>,
    board: Board,
    /// Hash of `start` and of the position after every turn.
    hashes: Vec<u64>,
    resigned: Option<Color>,
    /// The colour whose flag fell.
    out_of_time: Option<Color>,
}

impl Game {
    /// A new empty game.
    pub fn new(size: usize, rules: Rules) -> Result<Game, SetupError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(SetupError::BadSize(size));
        }
        let board = Board::new(size);
        Ok(Game {
            size,
            rules,
            handicap: 0,
            hashes: vec![board.hash()],
            start: board.clone(),
            first: Color::Black,
            turns: Vec::new(),
            redo: Vec::new(),
            board,
            resigned: None,
            out_of_time: None,
        })
    }

    pub fn size(&self) -> usize {
        self.size
    }
    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn set_komi(&mut self, komi: f32) {
        self.rules.komi = komi;
    }
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }
    pub fn handicap(&self) -> usize {
        self.handicap
    }
    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The position before the first move (setup and handicap included).
    pub fn start_board(&self) -> &Board {
        &self.start
    }
    /// Who moves first from the start position.
    pub fn first_player(&self) -> Color {
        self.first
    }
    /// The moves played so far.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
    /// The turns that `redo` would replay, next first.
    pub fn redo_turns(&self) -> impl Iterator<Item = &Turn> {
        self.redo.iter().rev()
    }
    pub fn move_number(&self) -> usize {
        self.turns.len()
    }
    pub fn last_move(&self) -> Option<Turn> {
        self.turns.last().copied()
    }

    /// The point played `back` turns ago (1: the last move); `None` for a
    /// pass or before the first move.
    pub fn played_back(&self, back: usize) -> Option<Point> {
        let t = self.turns.len().checked_sub(back)?;
        self.turns.get(t)?.mv.point()
    }

    /// Whose turn it is.
    pub fn to_play(&self) -> Color {
        match self.turns.last() {
            Some(t) => t.color.opponent(),
            None => self.first,
        }
    }

    /// Passes at the end of the record, in a row.
    pub fn passes_in_row(&self) -> usize {
        self.turns.iter().rev().take_while(|t| t.mv == Move::Pass).count()
    }

    /// Over after two passes in a row, a resignation or a fallen flag.
    pub fn is_over(&self) -> bool {
        self.resigned.is_some() || self.out_of_time.is_some() || self.passes_in_row() >= 2
    }

    /// The colour whose flag fell, if one did.
    pub fn out_of_time(&self) -> Option<Color> {
        self.out_of_time
    }

    /// `c` lost on time.
    pub fn lose_on_time(&mut self, c: Color) {
        self.out_of_time = Some(c);
    }

    /// The colour that resigned, if one did.
    pub fn resigned(&self) -> Option<Color> {
        self.resigned
    }

    /// The result, once the game is over: by resignation, or the area count
    /// with no stones marked dead.
    pub fn result(&self) -> Option<GameResult> {
        if let Some(loser) = self.resigned {
            return Some(GameResult::Resignation { winner: loser.opponent() });
        }
        if let Some(loser) = self.out_of_time {
            return Some(GameResult::Time { winner: loser.opponent() });
        }
        (self.passes_in_row() >= 2).then(|| self.score(&[]).result())
    }

    /// Tromp-Taylor area score, stones in `dead` counted as captured.
    pub fn score(&self, dead: &[Point]) -> Score {
        let (black_area, white_area) = self.board.area(dead);
        Score { black_area, white_area, komi: self.rules.komi }
    }

    /// Whether `c` may play `mv` now; the reason when not.
    pub fn check(&self, c: Color, mv: Move) -> Result<(), IllegalMove> {
        let p = match mv {
            Move::Pass => return Ok(()),
            Move::Play(p) => p,
        };
        if !p.on_board(self.size) {
            return Err(IllegalMove::OffBoard);
        }
        let i = self.board.idx(p);
        self.check_idx(i, c)
    }

    /// `check` for a padded index of the board.
    pub fn check_idx(&self, i: Idx, c: Color) -> Result<(), IllegalMove> {
        let allow = self.rules.suicide == SuicideRule::Allow;
        match self.board.check(i, c, allow) {
            Err(BoardIllegal::Occupied) => return Err(IllegalMove::Occupied),
            Err(BoardIllegal::Suicide) => return Err(IllegalMove::Suicide),
            Err(BoardIllegal::Ko) => {
                return Err(if self.rules.ko == KoRule::Simple { IllegalMove::Ko } else { IllegalMove::Superko });
            }
            Ok(()) => {}
        }
        if self.rules.ko == KoRule::Positional {
            let h = self.board.hash_after(i, c);
            if self.hashes.contains(&h) {
                return Err(IllegalMove::Superko);
            }
        }
        Ok(())
    }

    /// Every legal point for `c` (passing is always legal too).
    pub fn legal_points(&self, c: Color) -> Vec<Point> {
        self.board.empties().iter().filter(|&&i| self.check_idx(i, c).is_ok()).map(|&i| self.board.point(i)).collect()
    }

    /// Plays `mv` for `c` (either colour may move, as GTP allows). Clears
    /// the redo list when the move differs from the next one there.
    pub fn play(&mut self, c: Color, mv: Move) -> Result<(), IllegalMove> {
        if self.resigned.is_some() || self.out_of_time.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.check(c, mv)?;
        self.apply(Turn { color: c, mv });
        if self.redo.last() == Some(&Turn { color: c, mv }) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(())
    }

    /// Plays `mv` for the side to move.
    pub fn play_next(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.play(self.to_play(), mv)
    }

    fn apply(&mut self, t: Turn) {
        match t.mv {
            Move::Pass => self.board.pass(),
            Move::Play(p) => {
                let i = self.board.idx(p);
                self.board.play(i, t.color);
            }
        }
        self.turns.push(t);
        self.hashes.push(self.board.hash());
    }

    /// `c` resigns.
    pub fn resign(&mut self, c: Color) {
        self.resigned = Some(c);
    }

    /// Takes back the last turn (or a resignation, or a fallen flag).
    /// False when there is none.
    pub fn undo(&mut self) -> bool {
        if self.resigned.take().is_some() || self.out_of_time.take().is_some() {
            return true;
        }
        let Some(t) = self.turns.pop() else {
            return false;
        };
        self.redo.push(t);
        self.hashes.pop();
        self.replay();
        true
    }

    /// Plays the last undone turn again. False when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(t) = self.redo.pop() else {
            return false;
        };
        self.apply(t);
        true
    }

    /// Goes back to move number `n` (undoing the rest, which `redo` can
    /// replay).
    pub fn go_to(&mut self, n: usize) {
        while self.turns.len() > n && self.undo() {}
        while self.turns.len() < n && self.redo() {}
    }

    /// Rebuilds the board from the start position and the turns.
    fn replay(&mut self) {
        let mut b = self.start.clone();
        for t in &self.turns {
            match t.mv {
                Move::Pass => b.pass(),
                Move::Play(p) => {
                    let i = b.idx(p);
                    b.play(i, t.color);
                }
            }
        }
        self.board = b;
    }

    /// Sets up stones before the first move (SGF AB/AW/AE): only while no
    /// move has been played.
    pub fn setup(&mut self, stones: &[(Point, Option<Color>)]) -> Result<(), SetupError> {
        if !self.turns.is_empty() {
            return Err(SetupError::NotEmpty);
        }
        for &(p, c) in stones {
            if !p.on_board(self.size) {
                return Err(SetupError::BadSize(self.size));
            }
            self.start.set(p, c);
        }
        self.board = self.start.clone();
        self.hashes = vec![self.board.hash()];
        self.redo.clear();
        Ok(())
    }

    /// Sets who plays first (SGF PL, or White after handicap).
    pub fn set_first_player(&mut self, c: Color) {
        if self.turns.is_empty() {
            self.first = c;
        }
    }

    /// Places `n` handicap stones at GTP's fixed points; White moves first.
    pub fn fixed_handicap(&mut self, n: usize) -> Result<Vec<Point>, SetupError> {
        let points = fixed_handicap_points(self.size, n)?;
        self.place_handicap(&points)?;
        Ok(points)
    }

    /// Places handicap stones on the given points (free placement).
    pub fn place_handicap(&mut self, points: &[Point]) -> Result<(), SetupError> {
        if !self.turns.is_empty() || self.start.stone_count(Color::Black) + self.start.stone_count(Color::White) > 0 {
            return Err(SetupError::NotEmpty);
        }
        let n = points.len();
        let mut distinct = points.to_vec();
        distinct.sort();
        distinct.dedup();
        if n < 2 || distinct.len() != n || n >= self.size * self.size {
            return Err(SetupError::BadHandicap { count: n, size: self.size, why: "need 2 or more distinct points" });
        }
        let stones: Vec<_> = points.iter().map(|&p| (p, Some(Color::Black))).collect();
        self.setup(&stones)?;
        self.handicap = n;
        self.first = Color::White;
        Ok(())
    }

    /// Clears the board and the record, keeping size and rules.
    pub fn clear(&mut self) {
        *self = Game::new(self.size, self.rules).expect("size was valid");
    }
}

/// The line (from 0 at the edge) of the corner star points and handicap
/// stones: the 4th line from 13x13 up, the 3rd below.
fn star_line(size: usize) -> u8 {
    if size >= 13 { 3 } else { 2 }
}

/// The star points drawn on a board: the corner points on `star_line`, the
/// centre of an odd board, and the sides of odd boards from 15x15 up; only
/// the centre below 7x7.
pub fn star_points(size: usize) -> Vec<Point> {
    let mid = (size / 2) as u8;
    if size < 7 {
        return if size % 2 == 1 { vec![Point::new(mid, mid)] } else { vec![] };
    }
    let (a, b) = (star_line(size), size as u8 - 1 - star_line(size));
    let mut v = vec![Point::new(a, a), Point::new(a, b), Point::new(b, a), Point::new(b, b)];
    if size % 2 == 1 {
        v.push(Point::new(mid, mid));
        if size >= 15 {
            v.extend([Point::new(a, mid), Point::new(b, mid), Point::new(mid, a), Point::new(mid, b)]);
        }
    }
    v
}

/// GTP's fixed handicap points (spec section 4.1.1), for odd and even boards
/// of 7 lines or more: corners on the 3rd line (4th from 13x13 up), then the
/// centre for odd counts, then the sides.
pub fn fixed_handicap_points(size: usize, n: usize) -> Result<Vec<Point>, SetupError> {
    let bad = |why| Err(SetupError::BadHandicap { count: n, size, why });
    if size < 7 {
        return bad("the board is too small for fixed handicap");
    }
    let max = if size % 2 == 1 { 9 } else { 4 };
    if n < 2 || n > max {
        return bad(if n < 2 { "fewer than 2 stones" } else { "too many stones for this board" });
    }
    if size == 7 && n > 4 {
        return bad("7x7 takes at most 4");
    }
    let e = star_line(size);
    let lo = e;
    let hi = size as u8 - 1 - e;
    let mid = (size / 2) as u8;
    // GTP coordinates: D4 is (lo, hi) in our top-down rows.
    let (d4, q16, d16, q4) = (Point::new(lo, hi), Point::new(hi, lo), Point::new(lo, lo), Point::new(hi, hi));
    let (d10, q10, k4, k16, k10) =
        (Point::new(lo, mid), Point::new(hi, mid), Point::new(mid, hi), Point::new(mid, lo), Point::new(mid, mid));
    let mut pts = vec![d4, q16];
    if n >= 3 {
        pts.push(d16);
    }
    if n >= 4 {
        pts.push(q4);
    }
    if n >= 6 {
        pts.push(d10);
        pts.push(q10);
    }
    if n >= 8 {
        pts.push(k4);
        pts.push(k16);
    }
    if n % 2 == 1 && n >= 5 {
        pts.push(k10);
    }
    Ok(pts)
}
