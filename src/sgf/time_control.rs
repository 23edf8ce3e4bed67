//! The clock in a record: the time control (`TM`, `OT` in the root) and
//! the time each side had left after its moves (`BL`/`WL` in seconds,
//! `OB`/`OW` for the periods or stones left in overtime).

use sgf_parse::SimpleText;
use sgf_parse::go::Prop;

use super::{SgfRecord, prop_id};
use crate::go::clock::{Overtime, parse_duration};
use crate::go::{Clock, Color, TimeControl};

/// SGF `OT` for `tc`, in the forms servers write: "5x30 byo-yomi",
/// "25/600 Canadian", "10 Fischer"; `None` for absolute time.
pub fn overtime_text(tc: &TimeControl) -> Option<String> {
    match tc.overtime {
        Overtime::Absolute => None,
        Overtime::ByoYomi { periods, seconds } => Some(format!("{periods}x{seconds} byo-yomi")),
        Overtime::Canadian { stones, seconds } => Some(format!("{stones}/{seconds} Canadian")),
        Overtime::Fischer { seconds } => Some(format!("{seconds} Fischer")),
    }
}

/// Reads SGF `TM` (seconds) and `OT` (free text; the usual forms of
/// servers and clients). An `OT` it cannot read is an error that says so.
pub fn time_control(tm: &str, ot: Option<&str>) -> Result<TimeControl, String> {
    let main = parse_duration(tm).ok_or_else(|| format!("TM[{tm}] is not a number of seconds"))?;
    let Some(ot) = ot.map(str::trim).filter(|o| !o.is_empty()) else {
        return Ok(TimeControl::absolute(main));
    };
    let lower = ot.to_ascii_lowercase();
    let first = lower.split_whitespace().next().unwrap_or("");
    let overtime = if lower.contains("fischer") || lower.contains("increment") {
        let v = lower.split_whitespace().find_map(parse_duration);
        Overtime::Fischer { seconds: v.ok_or_else(|| format!("OT[{ot}]: no increment"))? }
    } else if let Some((n, per)) = first.split_once('/') {
        Overtime::Canadian {
            stones: n.parse().map_err(|_| format!("OT[{ot}]: unreadable stones"))?,
            seconds: parse_duration(per).ok_or_else(|| format!("OT[{ot}]: unreadable period"))?,
        }
    } else if let Some((p, per)) = first.split_once('x') {
        Overtime::ByoYomi {
            periods: p.parse().map_err(|_| format!("OT[{ot}]: unreadable periods"))?,
            seconds: parse_duration(per).ok_or_else(|| format!("OT[{ot}]: unreadable period"))?,
        }
    } else {
        return Err(format!("OT[{ot}] is no overtime goscape knows (byo-yomi, Canadian, Fischer)"));
    };
    let tc = TimeControl { main, overtime };
    tc.check()?;
    Ok(tc)
}

/// `c`'s clock as SGF records it after a move: `BL`/`WL` seconds and
/// `OB`/`OW` (periods or stones left in overtime).
pub fn clock_left(clock: &Clock, c: Color) -> (f64, Option<u32>) {
    let s = clock.side(c);
    if !s.in_overtime(&clock.control) {
        return (s.main.max(0.0), None);
    }
    match clock.control.overtime {
        Overtime::ByoYomi { seconds, .. } => (seconds, Some(s.periods)),
        Overtime::Canadian { stones, seconds } if s.stones == 0 => (seconds, Some(stones)),
        Overtime::Canadian { .. } => (s.period_left.max(0.0), Some(s.stones)),
        _ => (s.main, None),
    }
}

impl SgfRecord {
    /// The record's time control; `None` without `TM`, an error that says
    /// why when `TM` or `OT` cannot be read.
    pub fn time_control(&self) -> Option<Result<TimeControl, String>> {
        let root = self.node(&[])?;
        let tm = root.properties.iter().find_map(|p| match p {
            Prop::TM(t) => Some(t.to_string()),
            _ => None,
        })?;
        let ot = root.properties.iter().find_map(|p| match p {
            Prop::OT(t) => Some(t.text.clone()),
            _ => None,
        });
        Some(time_control(&tm, ot.as_deref()))
    }

    /// Writes `TM` and `OT` (none for absolute time) into the root.
    pub fn set_time_control(&mut self, tc: &TimeControl) {
        self.put(&[], Prop::TM(tc.main));
        match overtime_text(tc) {
            Some(ot) => self.put(&[], Prop::OT(SimpleText { text: ot })),
            None => self.remove_property(&[], "OT"),
        }
    }

    /// `c`'s time left as the node at `path` records it: seconds, and the
    /// periods or stones left in overtime.
    pub fn time_left(&self, path: &[usize], c: Color) -> Option<(f64, Option<u32>)> {
        let node = self.node(path)?;
        let secs = node.properties.iter().find_map(|p| match (p, c) {
            (Prop::BL(t), Color::Black) | (Prop::WL(t), Color::White) => Some(*t),
            _ => None,
        })?;
        let count = node.properties.iter().find_map(|p| match (p, c) {
            (Prop::OB(n), Color::Black) | (Prop::OW(n), Color::White) => u32::try_from(*n).ok(),
            _ => None,
        });
        Some((secs, count))
    }

    /// Records `c`'s time left on the node at `path`.
    pub fn set_time_left(&mut self, path: &[usize], c: Color, seconds: f64, count: Option<u32>) {
        // Tenths are as fine as a clock shows.
        let secs = (seconds * 10.0).round() / 10.0;
        let (time, over) = match c {
            Color::Black => (Prop::BL(secs), "OB"),
            Color::White => (Prop::WL(secs), "OW"),
        };
        self.put(path, time);
        match count {
            Some(n) if c == Color::Black => self.put(path, Prop::OB(n as i64)),
            Some(n) => self.put(path, Prop::OW(n as i64)),
            None => self.remove_property(path, over),
        }
    }

    /// Sets a property of the node at `path`, in place of one with its id.
    fn put(&mut self, path: &[usize], prop: Prop) {
        let id = prop_id(&prop);
        let Some(node) = self.node_mut(path) else { return };
        match node.properties.iter().position(|p| prop_id(p) == id) {
            Some(k) => node.properties[k] = prop,
            None => node.properties.push(prop),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Game, Move, Point, Rules};
    use crate::sgf::GameInfo;

    #[test]
    fn the_time_control_and_the_time_left_round_trip_through_a_file() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play_next(Move::Play(Point::new(4, 4))).unwrap();
        g.play_next(Move::Play(Point::new(2, 2))).unwrap();
        let mut rec = SgfRecord::from_game(&g, &GameInfo::default());
        let tc = TimeControl::parse("1m+5x10s").unwrap();
        rec.set_time_control(&tc);
        rec.set_time_left(&[0], Color::Black, 52.34, None);
        rec.set_time_left(&[0, 0], Color::White, 10.0, Some(4));
        let text = rec.to_sgf();
        assert!(text.contains("TM[60]") && text.contains("OT[5x10 byo-yomi]"), "{text}");
        assert!(text.contains("BL[52.3]") && text.contains("WL[10]") && text.contains("OW[4]"), "{text}");
        let back = SgfRecord::parse(text.as_bytes()).unwrap();
        assert_eq!(back.time_control(), Some(Ok(tc)));
        assert_eq!(back.time_left(&[0], Color::Black), Some((52.3, None)));
        assert_eq!(back.time_left(&[0, 0], Color::White), Some((10.0, Some(4))));
        assert_eq!(back.time_left(&[0, 0], Color::Black), None);
        let odd = SgfRecord::parse(b"(;GM[1]SZ[9]TM[600]OT[3 moves in a while])").unwrap();
        assert!(odd.time_control().unwrap().is_err());
    }

    #[test]
    fn sgf_forms_round_trip_and_the_common_ones_of_servers_are_read() {
        use crate::go::clock::Overtime;
        let tc = TimeControl::parse("1m+5x10s").unwrap();
        assert_eq!(overtime_text(&tc).as_deref(), Some("5x10 byo-yomi"));
        assert_eq!(time_control("60", overtime_text(&tc).as_deref()).unwrap(), tc);
        let can = time_control("600", Some("25/300 Canadian")).unwrap();
        assert_eq!(can.overtime, Overtime::Canadian { stones: 25, seconds: 300.0 });
        assert_eq!(overtime_text(&can).as_deref(), Some("25/300 Canadian"));
        let fis = time_control("300", Some("10 fischer")).unwrap();
        assert_eq!(fis.overtime, Overtime::Fischer { seconds: 10.0 });
        assert_eq!(time_control("1800", None).unwrap(), TimeControl::absolute(1800.0));
        assert!(time_control("1800", Some("sudden death in a while")).is_err());
    }

    #[test]
    fn the_clock_left_after_a_move_is_main_time_then_the_periods() {
        let mut c = Clock::new(TimeControl::parse("1m+3x10s").unwrap());
        let b = Color::Black;
        assert!(c.charge(b, 50.0));
        assert_eq!(clock_left(&c, b), (10.0, None));
        assert!(c.charge(b, 18.0));
        assert_eq!(clock_left(&c, b), (10.0, Some(3)));
    }
}
