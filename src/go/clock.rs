//! Time controls and the game clock: absolute time, Japanese byo-yomi
//! (periods), Canadian overtime (stones per period) and Fischer increment;
//! how to write them on the command line and read them back; what a
//! move's thinking costs each side; and how long a player may think on its
//! turn. Their SGF forms are in `sgf::clock`, their GTP forms with the GTP
//! player.
//!
//! The clock holds no timer of its own: the caller measures each move and
//! charges it, so the same rules serve the window, the match runner and the
//! GTP engine, and tests need no waiting.

use std::fmt;

use super::Color;

/// What follows the main time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Overtime {
    /// None: the flag falls when the main time is spent.
    Absolute,
    /// Japanese byo-yomi: `periods` periods of `seconds`; a move made within
    /// a period keeps it, overrunning one spends it.
    ByoYomi { periods: u32, seconds: f64 },
    /// Canadian: `stones` moves within each period of `seconds`.
    Canadian { stones: u32, seconds: f64 },
    /// Fischer: `seconds` added after every move.
    Fischer { seconds: f64 },
}

/// A time control: main time, then overtime.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeControl {
    /// Seconds of main time.
    pub main: f64,
    pub overtime: Overtime,
}

/// One side's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SideClock {
    /// Main time left, in seconds.
    pub main: f64,
    /// Byo-yomi periods left (the one in use included).
    pub periods: u32,
    /// Canadian: seconds left in the current period and stones still to
    /// play in it (0 until overtime begins).
    pub period_left: f64,
    pub stones: u32,
    /// The flag fell.
    pub flagged: bool,
}

/// Both clocks of a timed game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub control: TimeControl,
    sides: [SideClock; 2],
}

/// How long a player may think for one move: the time it aims at, and the
/// most it may take without losing (with a margin for the time the move
/// takes to arrive).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThinkTime {
    pub target: f64,
    pub max: f64,
}

/// The time a move takes to reach the clock after the player decides
/// (process pipes, the window's frame): kept in hand, never thought away.
const LATENCY: f64 = 0.3;

pub fn parse_duration(s: &str) -> Option<f64> {
    // "90", "90s", "5m", "1h30m", "1m30s", "2.5m"
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    if let Ok(v) = s.parse::<f64>() {
        return (v.is_finite() && v >= 0.0).then_some(v);
    }
    let mut total = 0.0;
    let mut num = String::new();
    for ch in s.chars() {
        match ch {
            '0'..='9' | '.' => num.push(ch),
            'h' | 'm' | 's' => {
                let v: f64 = num.parse().ok()?;
                num.clear();
                total += v * match ch {
                    'h' => 3600.0,
                    'm' => 60.0,
                    _ => 1.0,
                };
            }
            _ => return None,
        }
    }
    if !num.is_empty() {
        return None;
    }
    (total.is_finite() && total >= 0.0).then_some(total)
}

/// Seconds as people write them: "5m", "1m30s", "45s", "1h".
pub fn format_duration(secs: f64) -> String {
    let s = secs.max(0.0).round() as u64;
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    let mut out = String::new();
    if h > 0 {
        out += &format!("{h}h");
    }
    if m > 0 {
        out += &format!("{m}m");
    }
    if sec > 0 || out.is_empty() {
        out += &format!("{sec}s");
    }
    out
}

/// A clock face: "4:59", "1:02:03", or tenths under ten seconds ("7.3").
pub fn format_clock(secs: f64) -> String {
    let secs = secs.max(0.0);
    if secs < 10.0 {
        return format!("{:.1}", (secs * 10.0).floor() / 10.0);
    }
    let s = secs.floor() as u64;
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 { format!("{h}:{m:02}:{sec:02}") } else { format!("{m}:{sec:02}") }
}

impl TimeControl {
    pub fn absolute(main: f64) -> TimeControl {
        TimeControl { main, overtime: Overtime::Absolute }
    }

    /// Reads the command line's form: `MAIN` (absolute), `MAIN+PxS`
    /// (byo-yomi: P periods of S), `MAIN+N/S` (Canadian: N stones in S),
    /// `MAIN+S/move` (Fischer: S added a move). Durations are seconds or
    /// take h, m, s: `1m+5x10s`, `10m+25/5m`, `5m+10s/move`, `30m`.
    pub fn parse(s: &str) -> Result<TimeControl, String> {
        let bad = |why: &str| {
            format!(
                "'{s}' is not a time control ({why}); write MAIN, MAIN+PERIODSxSECONDS (byo-yomi), \
                 MAIN+STONES/PERIOD (Canadian) or MAIN+SECONDS/move (Fischer), e.g. 1m+5x10s"
            )
        };
        let s = s.trim();
        let (main, over) = match s.split_once('+') {
            Some((m, o)) => (m, Some(o.trim())),
            None => (s, None),
        };
        let main = parse_duration(main).ok_or_else(|| bad("the main time is unreadable"))?;
        let overtime = match over {
            None => Overtime::Absolute,
            Some(o) => {
                if let Some(inc) = o.strip_suffix("/move") {
                    Overtime::Fischer {
                        seconds: parse_duration(inc).ok_or_else(|| bad("the increment is unreadable"))?,
                    }
                } else if let Some((n, per)) = o.split_once('/') {
                    let stones: u32 = n.trim().parse().map_err(|_| bad("the stones are unreadable"))?;
                    let seconds = parse_duration(per).ok_or_else(|| bad("the period is unreadable"))?;
                    Overtime::Canadian { stones, seconds }
                } else if let Some((p, per)) = o.split_once(['x', '×']) {
                    let periods: u32 = p.trim().parse().map_err(|_| bad("the periods are unreadable"))?;
                    let seconds = parse_duration(per).ok_or_else(|| bad("the period is unreadable"))?;
                    Overtime::ByoYomi { periods, seconds }
                } else {
                    // "30m+30s": one period, as servers write a single byo-yomi.
                    let seconds = parse_duration(o).ok_or_else(|| bad("the overtime is unreadable"))?;
                    Overtime::ByoYomi { periods: 1, seconds }
                }
            }
        };
        let tc = TimeControl { main, overtime };
        tc.check().map_err(|why| bad(&why))?;
        Ok(tc)
    }

    pub fn check(&self) -> Result<(), String> {
        let positive = |v: f64| v.is_finite() && v > 0.0;
        match self.overtime {
            Overtime::Absolute if !positive(self.main) => Err("absolute time must be above zero".into()),
            Overtime::ByoYomi { periods, seconds } if periods == 0 || !positive(seconds) => {
                Err("byo-yomi needs at least one period of some seconds".into())
            }
            Overtime::Canadian { stones, seconds } if stones == 0 || !positive(seconds) => {
                Err("Canadian overtime needs at least one stone in a period of some seconds".into())
            }
            Overtime::Fischer { seconds } if !(seconds.is_finite() && seconds >= 0.0 && positive(self.main)) => {
                Err("Fischer needs main time above zero and an increment of zero or more".into())
            }
            _ => Ok(()),
        }
    }
}

impl fmt::Display for TimeControl {
    /// The command line's form, which `parse` reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_duration(self.main))?;
        match self.overtime {
            Overtime::Absolute => Ok(()),
            Overtime::ByoYomi { periods, seconds } => write!(f, "+{periods}x{}", format_duration(seconds)),
            Overtime::Canadian { stones, seconds } => write!(f, "+{stones}/{}", format_duration(seconds)),
            Overtime::Fischer { seconds } => write!(f, "+{}/move", format_duration(seconds)),
        }
    }
}

impl SideClock {
    fn new(tc: &TimeControl) -> SideClock {
        let periods = match tc.overtime {
            Overtime::ByoYomi { periods, .. } => periods,
            _ => 0,
        };
        SideClock { main: tc.main, periods, period_left: 0.0, stones: 0, flagged: false }
    }

    /// Whether the main time is spent and overtime has begun.
    pub fn in_overtime(&self, tc: &TimeControl) -> bool {
        self.main <= 0.0 && !matches!(tc.overtime, Overtime::Absolute | Overtime::Fischer { .. })
    }
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        Clock { control, sides: [SideClock::new(&control); 2] }
    }

    pub fn side(&self, c: Color) -> &SideClock {
        &self.sides[c.index()]
    }

    /// Sets one side's clock, as a record's `BL`/`WL` and `OB`/`OW` or GTP's
    /// `time_left` say it stands: `seconds` of main time, or in overtime the
    /// seconds of the current period with `count` periods (byo-yomi) or
    /// stones (Canadian) left.
    pub fn set_left(&mut self, c: Color, seconds: f64, count: Option<u32>) {
        let tc = self.control;
        let s = &mut self.sides[c.index()];
        match (tc.overtime, count) {
            (Overtime::ByoYomi { .. }, Some(n)) if n > 0 => {
                s.main = 0.0;
                s.periods = n;
            }
            (Overtime::Canadian { .. }, Some(n)) if n > 0 => {
                s.main = 0.0;
                s.period_left = seconds;
                s.stones = n;
            }
            _ => s.main = seconds,
        }
    }

    /// The seconds `c` may still think before its flag falls, thinking
    /// one move.
    pub fn until_flag(&self, c: Color) -> f64 {
        let s = self.side(c);
        if s.flagged {
            return 0.0;
        }
        let main = s.main.max(0.0);
        match self.control.overtime {
            Overtime::Absolute | Overtime::Fischer { .. } => main,
            Overtime::ByoYomi { seconds, .. } => main + s.periods as f64 * seconds,
            Overtime::Canadian { seconds, .. } => {
                main + if s.stones > 0 && main <= 0.0 { s.period_left } else { seconds }
            }
        }
    }

    /// Charges `c` the `seconds` its move took. Returns false (and the
    /// flag falls) when the time ran out before the move was made.
    pub fn charge(&mut self, c: Color, seconds: f64) -> bool {
        if seconds > self.until_flag(c) {
            self.sides[c.index()].flagged = true;
            return false;
        }
        let tc = self.control;
        let s = &mut self.sides[c.index()];
        let mut t = seconds.max(0.0);
        if s.main > 0.0 || matches!(tc.overtime, Overtime::Absolute | Overtime::Fischer { .. }) {
            let used = t.min(s.main);
            s.main -= used;
            t -= used;
            if let Overtime::Fischer { seconds } = tc.overtime {
                s.main += seconds;
            }
            if t <= 0.0 && s.main > 0.0 {
                return true;
            }
        }
        match tc.overtime {
            Overtime::Absolute | Overtime::Fischer { .. } => {}
            Overtime::ByoYomi { seconds, .. } => {
                // Each whole period overrun is spent; the period in use is
                // full again for the next move.
                let spent = (t / seconds).ceil().max(1.0) as u32 - 1;
                s.periods = s.periods.saturating_sub(spent);
            }
            Overtime::Canadian { stones, seconds } => {
                if s.stones == 0 {
                    s.period_left = seconds;
                    s.stones = stones;
                }
                s.period_left -= t;
                s.stones -= 1;
                if s.stones == 0 {
                    s.period_left = seconds;
                    s.stones = stones;
                }
            }
        }
        true
    }

    /// Marks `c`'s flag as fallen (the caller saw its time run out while
    /// it thought).
    pub fn flag(&mut self, c: Color) {
        self.sides[c.index()].flagged = true;
    }

    /// How long `c` may think about its next move, with about `moves_left`
    /// of its own moves still to play in the game.
    pub fn think_time(&self, c: Color, moves_left: u32) -> ThinkTime {
        let t = self.think_time_unclamped(c, moves_left);
        let max = t.max.min(self.until_flag(c) - LATENCY).max(0.01);
        ThinkTime { target: t.target.min(max), max }
    }

    fn think_time_unclamped(&self, c: Color, moves_left: u32) -> ThinkTime {
        let s = self.side(c);
        let moves_left = moves_left.max(1) as f64;
        let keep = |t: f64| (t - LATENCY).max(0.05);
        match self.control.overtime {
            Overtime::Absolute => {
                let target = s.main / (moves_left + 5.0);
                ThinkTime { target: keep(target), max: keep((target * 3.0).min(s.main * 0.25)) }
            }
            Overtime::Fischer { seconds } => {
                let target = s.main / (moves_left + 5.0) + 0.8 * seconds;
                ThinkTime { target: keep(target), max: keep((target * 3.0).min(s.main * 0.5)) }
            }
            Overtime::ByoYomi { seconds, .. } => {
                // Main time spread over the moves left, with one period kept
                // for every move as well; in byo-yomi one period a move.
                let period = keep(seconds * 0.9);
                if s.main > 0.0 {
                    let target = s.main / (moves_left + 5.0).min(40.0) + period * 0.5;
                    ThinkTime { target: keep(target), max: keep(s.main * 0.5).max(period) }
                } else {
                    ThinkTime { target: keep(seconds * 0.6), max: period }
                }
            }
            Overtime::Canadian { stones, seconds } => {
                if s.main > 0.0 {
                    let target = s.main / (moves_left + 5.0) + 0.5 * seconds / stones as f64;
                    ThinkTime { target: keep(target), max: keep(s.main * 0.5).max(keep(seconds / stones as f64)) }
                } else {
                    let (left, n) = if s.stones == 0 { (seconds, stones) } else { (s.period_left, s.stones) };
                    let share = left / n as f64;
                    ThinkTime { target: keep(share * 0.8), max: keep(share) }
                }
            }
        }
    }

    /// The clock face of `c` after thinking `thinking` seconds of its
    /// current move: "4:59", "byo-yomi 3×0:30 (0:12)", "12 stones 4:10".
    pub fn face(&self, c: Color, thinking: f64) -> String {
        let mut copy = *self;
        if !copy.charge(c, thinking) {
            return "time is up".into();
        }
        let s = self.side(c);
        let left_now = |v: f64| format_clock(v);
        let main = s.main - thinking;
        if main > 0.0 || matches!(self.control.overtime, Overtime::Absolute | Overtime::Fischer { .. }) {
            let extra = match self.control.overtime {
                Overtime::ByoYomi { periods, seconds } => format!(" + {periods}×{}", format_duration(seconds)),
                Overtime::Canadian { stones, seconds } => format!(" + {stones}/{}", format_duration(seconds)),
                Overtime::Fischer { seconds } => format!(" +{}/move", format_duration(seconds)),
                Overtime::Absolute => String::new(),
            };
            return format!("{}{extra}", left_now(main.max(0.0)));
        }
        let over = thinking - s.main.max(0.0);
        match self.control.overtime {
            Overtime::ByoYomi { seconds, .. } => {
                let c2 = copy.side(c);
                let in_period = seconds - (over % seconds);
                format!(
                    "{} · {} period{} left",
                    left_now(in_period),
                    c2.periods,
                    if c2.periods == 1 { "" } else { "s" }
                )
            }
            Overtime::Canadian { stones, seconds } => {
                let (left, n) = if s.stones == 0 { (seconds, stones) } else { (s.period_left, s.stones) };
                format!("{} for {n} stone{}", left_now(left - over), if n == 1 { "" } else { "s" })
            }
            _ => left_now(main),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_parse_and_print_back() {
        for (s, tc) in [
            ("30m", TimeControl::absolute(1800.0)),
            ("1m+5x10s", TimeControl { main: 60.0, overtime: Overtime::ByoYomi { periods: 5, seconds: 10.0 } }),
            ("10m+25/5m", TimeControl { main: 600.0, overtime: Overtime::Canadian { stones: 25, seconds: 300.0 } }),
            ("5m+10s/move", TimeControl { main: 300.0, overtime: Overtime::Fischer { seconds: 10.0 } }),
            ("0+3x30s", TimeControl { main: 0.0, overtime: Overtime::ByoYomi { periods: 3, seconds: 30.0 } }),
        ] {
            assert_eq!(TimeControl::parse(s).unwrap(), tc, "{s}");
            assert_eq!(TimeControl::parse(&tc.to_string()).unwrap(), tc, "{tc}");
        }
        assert_eq!(TimeControl::parse("1h30m").unwrap().main, 5400.0);
        for bad in ["", "soon", "5m+", "5m+0x10s", "0", "5m+3/0s"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn byo_yomi_keeps_a_period_made_in_time_and_spends_one_overrun() {
        let mut c = Clock::new(TimeControl::parse("1m+3x10s").unwrap());
        let b = Color::Black;
        assert!(c.charge(b, 50.0));
        assert_eq!(c.side(b).main, 10.0);
        // 10 s of main time, then 8 s into the first period: kept.
        assert!(c.charge(b, 18.0));
        assert_eq!((c.side(b).main, c.side(b).periods), (0.0, 3));
        assert_eq!((c.side(b).main, c.side(b).periods), (0.0, 3));
        // 15 s overruns one period.
        assert!(c.charge(b, 15.0));
        assert_eq!(c.side(b).periods, 2);
        assert_eq!(c.until_flag(b), 20.0);
        assert!(!c.charge(b, 20.5));
        assert!(c.side(b).flagged);
        assert_eq!(c.side(Color::White).main, 60.0);
    }

    #[test]
    fn canadian_counts_stones_per_period_and_fischer_adds_time() {
        let mut c = Clock::new(TimeControl::parse("10s+2/20s").unwrap());
        let w = Color::White;
        assert!(c.charge(w, 12.0)); // main gone, 2 s into the period: 1 stone to go
        assert_eq!((c.side(w).stones, c.side(w).period_left), (1, 18.0));
        assert!(c.charge(w, 17.0)); // the period's last stone: a fresh period
        assert_eq!((c.side(w).stones, c.side(w).period_left), (2, 20.0));
        assert!(!c.charge(w, 21.0));
        let mut f = Clock::new(TimeControl::parse("1m+5s/move").unwrap());
        assert!(f.charge(w, 10.0));
        assert_eq!(f.side(w).main, 55.0);
        assert!(!f.charge(w, 56.0));
    }

    #[test]
    fn the_think_time_never_reaches_the_flag() {
        for tc in ["1m+5x10s", "10s+2/20s", "1m+5s/move", "2m", "0+1x5s"] {
            let tc = TimeControl::parse(tc).unwrap();
            let mut clock = Clock::new(tc);
            // Absolute time runs out in the end whatever one does.
            for _ in 0..300 {
                if clock.until_flag(Color::Black) < 1.0 {
                    break;
                }
                let t = clock.think_time(Color::Black, 30);
                assert!(t.target <= t.max + 1e-9 && t.max > 0.0, "{tc}: {t:?}");
                // Thinking the most allowed, plus the latency, never flags.
                assert!(clock.charge(Color::Black, t.max + LATENCY * 0.9), "{tc} flagged: {clock:?}");
            }
        }
    }

    #[test]
    fn clock_faces_read_as_clocks_do() {
        assert_eq!(format_clock(299.5), "4:59");
        assert_eq!(format_clock(3723.0), "1:02:03");
        assert_eq!(format_clock(7.36), "7.3");
        let c = Clock::new(TimeControl::parse("1m+5x10s").unwrap());
        assert_eq!(c.face(Color::Black, 1.0), "0:59 + 5×10s");
        assert_eq!(c.face(Color::Black, 63.0), "7.0 · 5 periods left");
        assert_eq!(c.face(Color::Black, 200.0), "time is up");
    }
}
