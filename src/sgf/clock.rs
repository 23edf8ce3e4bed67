//! The clock in a record: the time control (`TM`, `OT` in the root) and
//! the time each side had left after its moves (`BL`/`WL` in seconds,
//! `OB`/`OW` for the periods or stones left in overtime).

use sgf_parse::SimpleText;
use sgf_parse::go::Prop;

use super::{SgfRecord, prop_id};
use crate::go::{Color, TimeControl};

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
        Some(TimeControl::from_sgf(&tm, ot.as_deref()))
    }

    /// Writes `TM` and `OT` (none for absolute time) into the root.
    pub fn set_time_control(&mut self, tc: &TimeControl) {
        self.put(&[], Prop::TM(tc.main));
        match tc.sgf_overtime() {
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
}
