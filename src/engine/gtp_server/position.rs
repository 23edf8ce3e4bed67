//! The commands that set up or read out the position: handicap (fixed,
//! free, placed by the engine) and SGF files in and out.

use std::path::Path;

use super::{Answer, GtpServer, syntax};
use crate::go::{Color, Point, Rules, fixed_handicap_points};
use crate::sgf::{GameInfo, SgfRecord};

impl GtpServer {
    fn board_is_empty(&self) -> bool {
        let b = self.game.board();
        self.game.move_number() == 0 && b.stone_count(Color::Black) + b.stone_count(Color::White) == 0
    }

    pub(super) fn fixed_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = args else { return Err(syntax()) };
        let n: usize = n.parse().map_err(|_| syntax())?;
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        let points = self.game.fixed_handicap(n).map_err(|_| "invalid number of stones".to_string())?;
        Ok(self.vertices(&points))
    }

    /// Our choice of free handicap points: the fixed ones where they exist
    /// (at most 9, as the spec allows placing fewer), else the 3-3 or 2-2
    /// points and the centre of small boards.
    fn free_handicap_points(&self, n: usize) -> Vec<Point> {
        let size = self.game.size();
        let max_fixed = if size % 2 == 1 { 9 } else { 4 };
        let max_fixed = if size == 7 { 4 } else { max_fixed };
        if let Ok(pts) = fixed_handicap_points(size, n.min(max_fixed)) {
            return pts;
        }
        let e = if size >= 5 { 1 } else { 0 } as u8;
        let (lo, hi, mid) = (e, size as u8 - 1 - e, (size / 2) as u8);
        let mut pts = Vec::new();
        for p in [Point::new(lo, hi), Point::new(hi, lo), Point::new(lo, lo), Point::new(hi, hi), Point::new(mid, mid)]
        {
            if !pts.contains(&p) && pts.len() < n {
                pts.push(p);
            }
        }
        pts
    }

    pub(super) fn place_free_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = args else { return Err(syntax()) };
        let n: usize = n.parse().map_err(|_| syntax())?;
        let size = self.game.size();
        if n < 2 || n >= size * size {
            return Err("invalid number of stones".into());
        }
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        let points = self.free_handicap_points(n);
        self.game.place_handicap(&points).map_err(|_| "invalid number of stones".to_string())?;
        Ok(self.vertices(&points))
    }

    pub(super) fn set_free_handicap(&mut self, args: &[&str]) -> Answer {
        let size = self.game.size();
        let mut points = Vec::new();
        for v in args {
            match Point::parse_gtp(v, size) {
                Ok(Some(p)) if !points.contains(&p) => points.push(p),
                _ => return Err("bad vertex list".into()),
            }
        }
        if points.len() < 2 || points.len() >= size * size {
            return Err("bad vertex list".into());
        }
        if !self.board_is_empty() {
            return Err("board not empty".into());
        }
        self.game.place_handicap(&points).map_err(|_| "bad vertex list".to_string())?;
        Ok(String::new())
    }

    pub(super) fn loadsgf(&mut self, args: &[&str]) -> Answer {
        let (file, upto) = match args {
            [f] => (*f, None),
            [f, u] => (*f, Some(*u)),
            _ => return Err(syntax()),
        };
        // GTP's own words first, then why: a controller shows the whole line.
        let cannot = |e: &dyn std::fmt::Display| format!("cannot load file: {e}");
        let record = SgfRecord::load(Path::new(file)).map_err(|e| cannot(&e))?;
        // What the reading repaired or left out (a file cut short, text
        // after the game) goes to the controller's log: the answer itself
        // stays GTP's.
        for w in record.warnings() {
            eprintln!("loadsgf {file}: {w}");
        }
        let size = record.size();
        let moves = match upto {
            None => usize::MAX,
            Some(u) if u.bytes().all(|b| b.is_ascii_digit()) => {
                // "Up to but not including move u"; 0, as GNU Go reads it,
                // is no limit: the whole record.
                match u.parse::<usize>().map_err(|_| syntax())? {
                    0 => usize::MAX,
                    u => u - 1,
                }
            }
            Some(u) => match Point::parse_gtp(u, size) {
                Ok(Some(p)) => record.moves_before(p).unwrap_or(usize::MAX),
                _ => return Err(syntax()),
            },
        };
        let current = self.game.rules();
        let rules = Rules { komi: record.info().komi.unwrap_or(current.komi), ..current };
        self.game = record.game_at_with(moves, rules).map_err(|e| cannot(&e))?;
        Ok(String::new())
    }

    pub(super) fn printsgf(&mut self, args: &[&str]) -> Answer {
        let info = GameInfo { black: None, white: None, ..GameInfo::default() };
        let text = SgfRecord::from_game(&self.game, &info).to_sgf();
        match args {
            [] => Ok(text),
            [file] => {
                std::fs::write(file, text).map_err(|e| format!("cannot write {file}: {e}"))?;
                Ok(String::new())
            }
            _ => Err(syntax()),
        }
    }
}
