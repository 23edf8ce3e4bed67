//! The analysis formats that GTP controllers read: Leela Zero's `lz-analyze`
//! (Lizzie, Sabaki), KataGo's `kata-analyze` (Lizzie, Sabaki, KaTrain) and
//! GoGui's `gfx` answers. This module owns their argument syntax, turns a
//! player's `Progress` into their text (the GTP server streams that text),
//! and reads an engine's analysis lines back into a `Progress`.
//!
//! What the formats define, and how we fill them:
//! - One line per report: every candidate as `info move ...`, joined by
//!   spaces, best first (most visits, then the higher win rate), `order`
//!   counting from 0 in that order. Candidates without visits are left out
//!   unless `minmoves` asks for more; `maxmoves` cuts the list.
//! - `lz-analyze`: `winrate`, `prior` and `lcb` in 1/100 of a percent,
//!   rounded, as integers in 0..=10000. `kata-analyze`: the same values as
//!   fractions 0..1, printed as C++ streams print doubles (six significant
//!   digits), plus `utility` (2 winrate - 1: our players value wins and
//!   losses only, no score) and, when asked, `rootInfo` and `ownership`.
//! - Point of view: the side to move (the colour analysed), unless the
//!   server is told to report for Black or White as KataGo's
//!   `reportAnalysisWinratesAs` does; it then applies to win rates, LCBs,
//!   utilities and ownership alike. `Progress` ownership is positive for
//!   Black, so it is negated for White's point of view.
//! - `lcb`: our players give no variance, so the lower confidence bound is
//!   the binomial one, winrate - 1.96 sqrt(w (1 - w) / visits), at least 0;
//!   below two visits there is none and Leela Zero then reports 0, as we do.
//! - Score: `kata-analyze` gets `scoreMean`, `scoreStdev` and `scoreLead`
//!   (points for the viewer, komi included) from a player that counts
//!   them (the MCTS: its playouts' final scores).
//! - Fields a player does not know are left out rather than invented: `prior`
//!   without a policy, `ownership` without ownership, the score fields
//!   without a score.

use crate::engine::{Candidate, Progress, Score};
use crate::go::{Color, Move, Point};

/// Which controller dialect a command speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// Leela Zero's `lz-analyze` / `lz-genmove_analyze`.
    Lz,
    /// KataGo's `kata-analyze` / `kata-genmove_analyze`.
    Kata,
}

/// The point of view of the values reported (KataGo's
/// `reportAnalysisWinratesAs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReportAs {
    /// The side to move, i.e. the colour analysed (Leela Zero, and KataGo's
    /// default).
    #[default]
    SideToMove,
    Black,
    White,
}

impl ReportAs {
    /// Parses `side-to-move` (or `sidetomove`), `black`, `white`.
    pub fn parse(s: &str) -> Option<ReportAs> {
        match s.to_ascii_lowercase().as_str() {
            "side-to-move" | "sidetomove" | "side" => Some(ReportAs::SideToMove),
            "black" | "b" => Some(ReportAs::Black),
            "white" | "w" => Some(ReportAs::White),
            _ => None,
        }
    }

    /// The colour whose point of view is reported when `pla` is to move.
    pub fn viewer(self, pla: Color) -> Color {
        match self {
            ReportAs::SideToMove => pla,
            ReportAs::Black => Color::Black,
            ReportAs::White => Color::White,
        }
    }
}

impl std::str::FromStr for ReportAs {
    type Err = String;
    fn from_str(s: &str) -> Result<ReportAs, String> {
        ReportAs::parse(s).ok_or_else(|| format!("'{s}' is not side-to-move, black or white"))
    }
}

/// The arguments of `lz-analyze`, `kata-analyze` and their `genmove_analyze`
/// forms: `[colour] [interval] key value ...`, as Leela Zero and KataGo
/// read them.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalyzeArgs {
    pub dialect: Dialect,
    /// The colour to analyse; the side to move when not given.
    pub color: Option<Color>,
    /// Centiseconds between reports; 0 (the default) reports nothing.
    pub interval_cs: f64,
    pub min_moves: usize,
    pub max_moves: usize,
    /// `ownership true` (kata only).
    pub ownership: bool,
    /// `rootInfo true` (kata only).
    pub root_info: bool,
}

/// The reply to arguments we cannot read, as Leela Zero words it.
pub const BAD_TAGS: &str = "cannot parse analyze tags";

impl AnalyzeArgs {
    /// Reads the arguments after the command name.
    pub fn parse(dialect: Dialect, args: &[&str]) -> Result<AnalyzeArgs, String> {
        let mut a = AnalyzeArgs {
            dialect,
            color: None,
            interval_cs: 0.0,
            min_moves: 0,
            max_moves: usize::MAX,
            ownership: false,
            root_info: false,
        };
        let mut rest = args;
        if let Some((first, tail)) = rest.split_first()
            && let Some(c) = Color::parse(first)
        {
            a.color = Some(c);
            rest = tail;
        }
        if let Some((first, tail)) = rest.split_first()
            && let Some(v) = interval(first)
        {
            a.interval_cs = v;
            rest = tail;
        }
        let bad = || BAD_TAGS.to_string();
        while let Some((key, tail)) = rest.split_first() {
            let Some((value, tail)) = tail.split_first() else { return Err(bad()) };
            rest = tail;
            let kata = dialect == Dialect::Kata;
            match *key {
                "interval" => a.interval_cs = interval(value).ok_or_else(bad)?,
                "minmoves" => a.min_moves = value.parse().map_err(|_| bad())?,
                "maxmoves" => a.max_moves = value.parse().map_err(|_| bad())?,
                "ownership" if kata => a.ownership = boolean(value).ok_or_else(bad)?,
                "rootInfo" if kata => a.root_info = boolean(value).ok_or_else(bad)?,
                "avoid" | "allow" => return Err(format!("{key} is not supported")),
                _ => return Err(bad()),
            }
        }
        Ok(a)
    }

    /// The time between reports, `None` when nothing is to be reported.
    pub fn interval(&self) -> Option<std::time::Duration> {
        (self.interval_cs > 0.0).then(|| std::time::Duration::from_secs_f64(self.interval_cs / 100.0))
    }
}

fn interval(s: &str) -> Option<f64> {
    let v: f64 = s.parse().ok()?;
    // KataGo's bound on user times (about a million years) keeps the
    // conversion to a duration safe.
    (v.is_finite() && (0.0..1e15).contains(&v)).then_some(v)
}

fn boolean(s: &str) -> Option<bool> {
    match s.to_ascii_lowercase().as_str() {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// A double as C++ `std::ostream` prints it by default (`%g`, six
/// significant digits), which is how KataGo writes its values. Negative
/// zero is written `0`.
pub fn fmt_g(v: f64) -> String {
    if !v.is_finite() {
        return if v.is_nan() {
            "nan".into()
        } else if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    if v == 0.0 {
        return "0".into();
    }
    const PRECISION: i32 = 6;
    let sci = format!("{:.*e}", (PRECISION - 1) as usize, v);
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..PRECISION).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", strip_zeros(mantissa), exp.abs())
    } else {
        strip_zeros(&format!("{:.*}", (PRECISION - 1 - exp) as usize, v)).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.') } else { s }
}

/// A fraction that must lie in [0, 1]; a player's NaN counts as even.
fn unit(x: f32) -> f64 {
    if x.is_nan() { 0.5 } else { f64::from(x).clamp(0.0, 1.0) }
}

/// The binomial lower confidence bound of a win rate `w` over `visits`,
/// never below 0; 0 below two visits (no bound), as Leela Zero reports it.
pub fn lcb(w: f64, visits: u64) -> f64 {
    if visits < 2 {
        return 0.0;
    }
    (w - 1.96 * (w * (1.0 - w) / visits as f64).sqrt()).max(0.0)
}

/// The candidates to report, in reporting order: most visits first, then
/// the higher win rate (stable otherwise); moves without visits only to
/// reach `min_moves`; at most `max_moves`.
pub fn ranked(candidates: &[Candidate], min_moves: usize, max_moves: usize) -> Vec<&Candidate> {
    let mut all: Vec<&Candidate> = candidates.iter().collect();
    all.sort_by(|a, b| b.visits.cmp(&a.visits).then(unit(b.winrate).total_cmp(&unit(a.winrate))));
    let mut kept = Vec::new();
    for c in all {
        if c.visits > 0 || kept.len() < min_moves {
            kept.push(c);
        }
    }
    kept.truncate(max_moves);
    kept
}

/// The principal variation to print: the candidate's own, starting with its
/// move (which is put in front when a player left it out).
fn pv_text(c: &Candidate, size: usize) -> String {
    let mut moves: Vec<Move> = Vec::with_capacity(c.pv.len() + 1);
    if c.pv.first() != Some(&c.mv) {
        moves.push(c.mv);
    }
    moves.extend(&c.pv);
    moves.iter().map(|m| m.to_gtp(size)).collect::<Vec<_>>().join(" ")
}

/// One report line (without its newline) for `progress`, a search for `pla`
/// on a board of `size`; `None` when there is no candidate to show, when
/// Leela Zero and KataGo print nothing either.
pub fn info_line(args: &AnalyzeArgs, progress: &Progress, pla: Color, size: usize, report: ReportAs) -> Option<String> {
    let shown = ranked(&progress.candidates, args.min_moves, args.max_moves);
    if shown.is_empty() {
        return None;
    }
    let flip = report.viewer(pla) != pla;
    let view = |x: f64| if flip { 1.0 - x } else { x };
    let lz = |x: f64| (x.clamp(0.0, 1.0) * 10000.0).round() as i64;
    let mut parts = Vec::with_capacity(shown.len() + 2);
    for (order, c) in shown.iter().enumerate() {
        let w = unit(c.winrate);
        let (winrate, low) = (view(w), view(lcb(w, c.visits)));
        let mut s = format!("info move {} visits {}", c.mv.to_gtp(size), c.visits);
        match args.dialect {
            Dialect::Lz => {
                s += &format!(" winrate {}", lz(winrate));
                if let Some(p) = c.prior {
                    s += &format!(" prior {}", lz(unit(p)));
                }
                s += &format!(" lcb {}", lz(low));
            }
            Dialect::Kata => {
                s += &format!(" utility {} winrate {}", fmt_g(2.0 * winrate - 1.0), fmt_g(winrate));
                s += &score_fields(c.score, flip);
                if let Some(p) = c.prior {
                    s += &format!(" prior {}", fmt_g(unit(p)));
                }
                s += &format!(" lcb {}", fmt_g(low));
            }
        }
        s += &format!(" order {order} pv {}", pv_text(c, size));
        parts.push(s);
    }
    if args.dialect == Dialect::Kata && args.root_info {
        let mut s = format!("rootInfo visits {}", progress.playouts);
        if let Some(w) = progress.winrate {
            let w = view(unit(w));
            s += &format!(" utility {} winrate {}", fmt_g(2.0 * w - 1.0), fmt_g(w));
        }
        s += &score_fields(progress.score, flip);
        parts.push(s);
    }
    if args.dialect == Dialect::Kata
        && args.ownership
        && let Some(own) = progress.ownership.as_ref().filter(|o| o.len() == size * size)
    {
        let sign = f64::from(report.viewer(pla).sign());
        let values: Vec<String> = own.iter().map(|&v| fmt_g(sign * f64::from(v).clamp(-1.0, 1.0))).collect();
        parts.push(format!("ownership {}", values.join(" ")));
    }
    Some(parts.join(" "))
}

/// KataGo's score fields for a score lead and its spread (`flip`: seen from
/// the other side): `scoreMean` is what KataGo's older clients read, and
/// KataGo gives it the lead's value too. Nothing without a lead.
fn score_fields(score: Option<Score>, flip: bool) -> String {
    let Some(score) = score.filter(|s| s.lead.is_finite() && s.stdev.is_finite()) else { return String::new() };
    let lead = fmt_g(f64::from(if flip { -score.lead } else { score.lead }));
    format!(" scoreMean {lead} scoreStdev {} scoreLead {lead}", fmt_g(f64::from(score.stdev)))
}

/// GoGui's `gfx` answer for a search for `pla`: the ownership as INFLUENCE
/// (positive for Black, as GoGui draws it), the win rate of the leading
/// candidates (for `pla`, in percent) as LABELs, the best principal
/// variation as VAR, and a TEXT summary for the status bar.
pub fn gogui_gfx(progress: &Progress, pla: Color, size: usize) -> String {
    let mut lines = Vec::new();
    if let Some(own) = progress.ownership.as_ref().filter(|o| o.len() == size * size) {
        let pairs: Vec<String> =
            Point::all(size).zip(own).map(|(p, &v)| format!("{} {}", p.to_gtp(size), fmt_g(f64::from(v)))).collect();
        lines.push(format!("INFLUENCE {}", pairs.join(" ")));
    }
    let shown = ranked(&progress.candidates, 0, 10);
    let labels: Vec<String> = shown
        .iter()
        .filter_map(|c| c.mv.point().map(|p| format!("{} {}", p.to_gtp(size), (unit(c.winrate) * 100.0).round())))
        .collect();
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    if let Some(best) = shown.first() {
        let mut color = pla;
        let mut var = Vec::new();
        let pv = if best.pv.first() == Some(&best.mv) { best.pv.clone() } else { vec![best.mv] };
        for m in pv {
            let c = if color == Color::Black { "b" } else { "w" };
            var.push(format!("{c} {}", m.to_gtp(size)));
            color = color.opponent();
        }
        lines.push(format!("VAR {}", var.join(" ")));
    }
    let mut text = format!("{pla} to play, {} playouts", progress.playouts);
    if let Some(w) = progress.winrate {
        text += &format!(", win rate {:.1}%", unit(w) * 100.0);
    }
    if let Some(best) = shown.first() {
        text += &format!(", best {}", best.mv.to_gtp(size));
    }
    lines.push(format!("TEXT {text}"));
    lines.join("\n")
}

/// Reads one line of `lz-analyze` output: `info move D4 visits 12 winrate
/// 5234 prior 1043 lcb 4900 order 0 pv D4 Q16 info move ...`. Leela Zero
/// gives win rate and prior in hundredths of a percent (0 to 10000) for the
/// side to move; values written with a decimal point are taken as fractions
/// (0 to 1), as KataGo's `kata-analyze` writes them. Candidates whose move
/// cannot be read are left out; the best (order 0, or most visits) comes
/// first. KataGo's `ownership` (one value per point, row by row from the
/// top, for the side to move `to_move`) becomes Black's; a list of the
/// wrong length is left out.
pub fn parse_analysis(line: &str, size: usize, to_move: Color) -> Progress {
    let scale = |v: &str| -> Option<f32> {
        let x: f32 = v.parse().ok()?;
        let x = if v.contains('.') { x } else { x / 10000.0 };
        x.is_finite().then_some(x.clamp(0.0, 1.0))
    };
    let mut cands: Vec<(u32, Candidate)> = Vec::new();
    for chunk in line.split("info ").map(str::trim).filter(|c| !c.is_empty()) {
        let words: Vec<&str> = chunk.split_whitespace().collect();
        let (mut mv, mut visits, mut winrate, mut prior, mut order, mut pv) = (None, 0, None, None, u32::MAX, vec![]);
        let (mut lead, mut mean, mut stdev) = (None, None, None);
        let points = |v: &str| v.parse::<f32>().ok().filter(|x| x.is_finite());
        let mut i = 0;
        while i < words.len() {
            let value = words.get(i + 1).copied().unwrap_or("");
            match words[i] {
                "move" => mv = Move::parse_gtp(value, size).ok(),
                "visits" => visits = value.parse().unwrap_or(0),
                "winrate" => winrate = scale(value),
                "prior" => prior = scale(value),
                "order" => order = value.parse().unwrap_or(u32::MAX),
                "scoreLead" => lead = points(value),
                "scoreMean" => mean = points(value),
                "scoreStdev" => stdev = points(value),
                "pv" => {
                    pv = words[i + 1..].iter().map_while(|w| Move::parse_gtp(w, size).ok()).collect();
                    break;
                }
                _ => {}
            }
            i += 2;
        }
        if let Some(mv) = mv {
            if pv.first() != Some(&mv) {
                pv.insert(0, mv);
            }
            let score = lead.or(mean).map(|lead| Score { lead, stdev: stdev.unwrap_or(0.0), samples: visits });
            let c = Candidate { mv, visits, winrate: winrate.unwrap_or(0.5), prior, pv, score, ownership: None };
            cands.push((order, c));
        }
    }
    cands.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.visits.cmp(&a.1.visits)));
    let candidates: Vec<Candidate> = cands.into_iter().map(|(_, c)| c).collect();
    Progress {
        playouts: candidates.iter().map(|c| c.visits).sum(),
        best: candidates.first().map(|c| c.mv),
        winrate: candidates.first().map(|c| c.winrate),
        score: candidates.first().and_then(|c| c.score),
        candidates,
        ownership: parse_ownership(line, size, to_move),
        ownership_stdev: None,
        fraction_done: None,
    }
}

/// The `ownership` list of a `kata-analyze` line, turned to Black's view.
fn parse_ownership(line: &str, size: usize, to_move: Color) -> Option<Vec<f32>> {
    let (_, rest) = line.split_once(" ownership ")?;
    let sign = to_move.sign();
    let values: Vec<f32> = rest
        .split_whitespace()
        .map_while(|w| w.parse::<f32>().ok())
        .take(size * size)
        .map(|v| (sign * v).clamp(-1.0, 1.0))
        .collect();
    (values.len() == size * size).then_some(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kata_ownership_is_read_for_black_and_a_short_list_is_left_out() {
        let line = "info move A1 visits 3 winrate 0.5 order 0 pv A1 ownership 0.5 -0.25 1 0";
        let p = parse_analysis(line, 2, Color::White);
        assert_eq!(p.ownership, Some(vec![-0.5, 0.25, -1.0, 0.0]));
        assert_eq!(p.candidates[0].pv.len(), 1, "the ownership is not read as moves");
        assert_eq!(parse_analysis(line, 2, Color::Black).ownership, Some(vec![0.5, -0.25, 1.0, 0.0]));
        assert_eq!(parse_analysis(line, 3, Color::Black).ownership, None);
    }

    #[test]
    fn doubles_print_as_cpp_streams_print_them() {
        assert_eq!(fmt_g(0.480018), "0.480018");
        assert_eq!(fmt_g(-0.0408357), "-0.0408357");
        assert_eq!(fmt_g(0.52f32 as f64), "0.52");
        assert_eq!(fmt_g(1.0), "1");
        assert_eq!(fmt_g(-0.0), "0");
        assert_eq!(fmt_g(0.00001), "1e-05");
        assert_eq!(fmt_g(0.000123456789), "0.000123457");
        assert_eq!(fmt_g(24.70581), "24.7058");
        assert_eq!(fmt_g(1234567.0), "1.23457e+06");
        assert_eq!(fmt_g(0.9999999), "1");
    }

    #[test]
    fn arguments_read_as_leela_zero_and_katago_read_them() {
        let a = AnalyzeArgs::parse(Dialect::Lz, &["W", "25", "minmoves", "3"]).unwrap();
        assert_eq!((a.color, a.interval_cs, a.min_moves), (Some(Color::White), 25.0, 3));
        let a = AnalyzeArgs::parse(Dialect::Lz, &["10"]).unwrap();
        assert_eq!((a.color, a.interval()), (None, Some(std::time::Duration::from_millis(100))));
        let a =
            AnalyzeArgs::parse(Dialect::Kata, &["b", "interval", "50", "ownership", "true", "rootInfo", "1"]).unwrap();
        assert!(a.ownership && a.root_info && a.interval_cs == 50.0);
        assert_eq!(AnalyzeArgs::parse(Dialect::Lz, &[]).unwrap().interval(), None);
        assert_eq!(AnalyzeArgs::parse(Dialect::Lz, &["ownership", "true"]).unwrap_err(), BAD_TAGS);
        assert_eq!(AnalyzeArgs::parse(Dialect::Kata, &["interval"]).unwrap_err(), BAD_TAGS);
        assert_eq!(AnalyzeArgs::parse(Dialect::Kata, &["-5"]).unwrap_err(), BAD_TAGS);
        assert_eq!(AnalyzeArgs::parse(Dialect::Kata, &["ownership", "yes"]).unwrap_err(), BAD_TAGS);
        assert!(AnalyzeArgs::parse(Dialect::Lz, &["avoid", "b", "D4", "1"]).unwrap_err().contains("not supported"));
    }

    #[test]
    fn the_binomial_lcb_shrinks_with_visits() {
        assert_eq!(lcb(0.6, 1), 0.0);
        assert_eq!(lcb(0.1, 2), 0.0);
        assert!((lcb(0.5, 100) - (0.5 - 1.96 * 0.05)).abs() < 1e-12);
        assert!(lcb(0.5, 10_000) > lcb(0.5, 100));
    }
}
