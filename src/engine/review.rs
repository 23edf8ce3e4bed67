//! Going over a game with a player: every position of the main line is
//! searched, and each move is valued by the points its mover gave away
//! against the best move the search found, counted only beyond the
//! search's own error (by win rate, for a player that gives no score). The
//! record comes back with Black's win rate (SBKV, as Sabaki and Lizzie read
//! it) and score lead (SBKS) on every move and a line in the comment of
//! every mistake; the mistakes are listed biggest first.

use std::sync::atomic::AtomicBool;

use crate::go::{Color, Game, Move};
use crate::player::{Player, PlayerError, Progress, Score, Think};
use crate::sgf::SgfRecord;

/// The player that goes over a game unless another is named: the MCTS at
/// a strength that goes over a 19x19 game of 250 moves in under three
/// minutes on 2 cores.
pub const DEFAULT_ANALYST: &str = "mcts:playouts=16000,threads=2";

/// A loss of win rate at least this big is a mistake worth a comment, when
/// the analyst gives no score.
pub const MISTAKE: f32 = 0.05;

/// The points lost that start each class, worst first: KaTrain's
/// thresholds.
pub const POINT_CLASSES: [(f32, Class); 5] = [
    (12.0, Class::Disaster),
    (6.0, Class::Blunder),
    (3.0, Class::Mistake),
    (1.5, Class::Inaccuracy),
    (0.5, Class::Slack),
];

/// How bad a move was: by the points it gave away against the best move
/// (KaTrain's classes), or, from an analyst that gives no score, by win
/// rate (12/6/3/1.5 points are about 20/10/5/2.5% in an even game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Good,
    Slack,
    Inaccuracy,
    Mistake,
    Blunder,
    Disaster,
}

impl Class {
    /// The class of a loss of win rate.
    pub fn of(loss: f32) -> Class {
        match loss {
            l if l >= 0.20 => Class::Disaster,
            l if l >= 0.10 => Class::Blunder,
            l if l >= MISTAKE => Class::Mistake,
            l if l >= 0.025 => Class::Inaccuracy,
            _ => Class::Good,
        }
    }

    /// The class of a loss in points.
    pub fn of_points(points: f32) -> Class {
        POINT_CLASSES.iter().find(|(from, _)| points >= *from).map_or(Class::Good, |&(_, c)| c)
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Good => "good",
            Class::Slack => "slack",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
            Class::Disaster => "disaster",
        }
    }
}

/// A score in points and how far it may be off by chance (one standard
/// error).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Points {
    pub value: f32,
    pub error: f32,
}

/// What a search says of one position: Black's win rate and score lead,
/// and the move it liked best.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Eval {
    /// Black's win rate, 0 to 1.
    pub black_winrate: f32,
    /// Black's score lead in the position, where the analyst gives one.
    pub black_lead: Option<Points>,
    /// The move the search liked best.
    pub best: Option<Move>,
}

impl Eval {
    /// An evaluation from a search's report for `to_play`.
    pub fn from_progress(p: &Progress, to_play: Color) -> Option<Eval> {
        let sign = to_play.sign();
        let black = |s: &Score| Points { value: sign * s.lead, error: s.error() };
        let w = p.winrate?;
        Some(Eval {
            black_winrate: if to_play == Color::Black { w } else { 1.0 - w },
            black_lead: p.score.as_ref().map(black),
            best: p.best,
        })
    }
}

/// One move of the main line, valued.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// 1 for the first move.
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    /// Black's win rate after the move, 0 to 1.
    pub black_winrate: f32,
    /// Black's score lead after the move, where the analyst gives one.
    pub black_lead: Option<f32>,
    /// The mover's win rate given away against the best move found (0 when
    /// the move was as good).
    pub loss: f32,
    /// The points the mover gave away against the best move found, and how
    /// far that may be off by chance, where the analyst gives scores.
    pub points: Option<Points>,
    /// The move the search liked best in the position before, when it was
    /// another.
    pub best: Option<Move>,
}

/// A whole game gone over.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub size: usize,
    pub moves: Vec<MoveReview>,
}

/// How many standard errors a loss must exceed to count: below that the
/// analyst cannot tell it from its own noise.
pub const SURE: f32 = 2.0;

impl MoveReview {
    /// The move's class: by points where known, counting only the part of
    /// the loss beyond `SURE` standard errors; by win rate otherwise.
    pub fn class(&self) -> Class {
        match self.points {
            Some(p) if p.value > SURE * p.error => Class::of_points(p.value),
            Some(_) => Class::Good,
            None => Class::of(self.loss),
        }
    }

    /// Whether the move is listed: a mistake or worse, for certain.
    pub fn is_mistake(&self) -> bool {
        self.class() >= Class::Mistake
    }

    /// How big the loss was, for ranking: points where known.
    pub fn size(&self) -> f32 {
        self.points.map_or(self.loss * 100.0, |p| p.value)
    }

    /// The loss in words: "4.5 ± 1.2 points (12.0% win rate)".
    pub fn lost(&self) -> String {
        match self.points {
            Some(p) => format!("{:.1} ± {:.1} points ({:.1}% win rate)", p.value, SURE * p.error, self.loss * 100.0),
            None => format!("{:.1}% of win rate", self.loss * 100.0),
        }
    }

    /// One line for a list of mistakes: number, colour, point, class, what
    /// was lost and the better move.
    pub fn summary(&self, size: usize) -> String {
        let better = self.best.map_or(String::new(), |b| format!(", {} was better", b.to_gtp(size)));
        format!(
            "move {:>3} {} {:<4} {:<10} {} lost{better}",
            self.number,
            self.color.letter(),
            self.mv.to_gtp(size),
            self.class().name(),
            self.lost()
        )
    }
}

/// One player's part of a review, as KaTrain's report gives it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerSummary {
    pub moves: usize,
    /// Mistakes, blunders and disasters.
    pub mistakes: usize,
    /// The points lost on average over the player's moves, where the
    /// analyst gives scores.
    pub mean_points_lost: Option<f32>,
}

impl Review {
    /// `color`'s moves, mistakes and mean points lost.
    pub fn player(&self, color: Color) -> PlayerSummary {
        let own = || self.moves.iter().filter(move |m| m.color == color);
        let lost: Vec<f32> = own().filter_map(|m| m.points.map(|p| p.value)).collect();
        PlayerSummary {
            moves: own().count(),
            mistakes: own().filter(|m| m.is_mistake()).count(),
            mean_points_lost: (!lost.is_empty()).then(|| lost.iter().sum::<f32>() / lost.len() as f32),
        }
    }

    /// The moves listed as mistakes, biggest loss first.
    pub fn mistakes(&self) -> Vec<&MoveReview> {
        let mut v: Vec<&MoveReview> = self.moves.iter().filter(|m| m.is_mistake()).collect();
        v.sort_by(|a, b| b.size().total_cmp(&a.size()).then(a.number.cmp(&b.number)));
        v
    }

    /// Writes the review into `record`: Black's win rate (SBKV, which
    /// Sabaki and Lizzie draw) and score lead (SBKS) on every main-line
    /// move's node and, for mistakes, a line appended to its comment and
    /// the better move as a variation beside the move played (where
    /// clients show it, and where the window finds it again).
    pub fn annotate(&self, record: &mut SgfRecord) {
        let line = record.main_line_paths();
        let n = self.size;
        for m in &self.moves {
            let Some(path) = line.get(m.number - 1) else { continue };
            write_values(record, path, m.black_winrate, m.black_lead);
            if m.is_mistake() {
                let better = m.best.map_or(String::new(), |b| format!("; {} was better", b.to_gtp(n)));
                record.append_comment(path, &format!("goscape: {}, {} lost{better}", m.class().name(), m.lost()));
                if let (Some(b), Some((_, parent))) = (m.best.filter(|&b| b != m.mv), path.split_last()) {
                    let fresh = record.children(parent);
                    if let Ok(k) = record.add_move(parent, m.color, b)
                        && k == fresh
                    {
                        let played = m.mv.to_gtp(n);
                        record.append_comment(&[parent, &[k]].concat(), &format!("goscape: better than {played}"));
                    }
                }
            }
        }
    }

    /// The review as JSON: every move, then the mistakes biggest first,
    /// one to a line.
    pub fn to_json(&self) -> String {
        let item = |m: &MoveReview| {
            let round = |x: f32, by: f32| ((x * by).round() / by) as f64;
            serde_json::json!({
                "move": m.number,
                "color": m.color.letter().to_string(),
                "point": m.mv.to_gtp(self.size),
                "winrate": round(m.black_winrate, 1e4),
                "lead": m.black_lead.map(|l| round(l, 100.0)),
                "loss": round(m.loss, 1e4),
                "points": m.points.map(|p| round(p.value, 100.0)),
                "error": m.points.map(|p| round(SURE * p.error, 100.0)),
                "best": m.best.map(|b| b.to_gtp(self.size)),
                "class": m.class().name(),
            })
            .to_string()
        };
        let moves: Vec<String> = self.moves.iter().map(item).collect();
        let mistakes: Vec<String> = self.mistakes().into_iter().map(item).collect();
        format!("{{\"moves\": [\n  {}\n], \"mistakes\": [\n  {}\n]}}\n", moves.join(",\n  "), mistakes.join(",\n  "))
    }
}

/// Why a review stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("the record does not replay: {0}")]
    Record(String),
    #[error("{0} gives no win rate, so it cannot value moves; use mcts or a GTP engine that analyses")]
    NoWinrate(String),
    #[error("{0}")]
    Player(#[from] PlayerError),
}

/// Searches the position after move `n` of the main line. `before` is the
/// value of the position before it, which stands for positions with
/// nothing to search (after two passes, or a player that answers a pass at
/// once).
fn evaluate(
    game: &Game,
    player: &mut dyn Player,
    stop: &AtomicBool,
    before: Option<Eval>,
) -> Result<Eval, ReviewError> {
    if let Some(e) = without_search(game, before) {
        return Ok(e);
    }
    let mut last = Progress::default();
    let mut sink = |p: Progress| last = p;
    let mut think = Think::new(stop, &mut sink);
    player.gen_move(game, &mut think)?;
    settle(game, &last, before, &player.name())
}

/// The value of a position with nothing to search (after two passes): the
/// value before it, with no best move.
pub fn without_search(game: &Game, before: Option<Eval>) -> Option<Eval> {
    before.filter(|_| game.is_over()).map(|b| Eval { best: None, ..b })
}

/// The value of `game` from the last progress `player` reported on it;
/// one that reports none (a pass answered at once) takes the value before.
pub fn settle(game: &Game, last: &Progress, before: Option<Eval>, player: &str) -> Result<Eval, ReviewError> {
    match (Eval::from_progress(last, game.to_play()), before) {
        (Some(e), _) => Ok(e),
        (None, Some(b)) => Ok(Eval { best: None, ..b }),
        (None, None) => Err(ReviewError::NoWinrate(player.to_string())),
    }
}

/// Writes Black's win rate (SBKV, which Sabaki and Lizzie draw) and score
/// lead (SBKS) on the node at `path`: the one writer of both.
pub fn write_values(record: &mut SgfRecord, path: &[usize], black_winrate: f32, black_lead: Option<f32>) {
    record.set_unknown(path, "SBKV", &format!("{:.2}", black_winrate * 100.0));
    if let Some(lead) = black_lead {
        record.set_unknown(path, "SBKS", &format!("{lead:.1}"));
    }
}

/// Moves it takes to measure the analysis' own noise on a game.
pub const NOISE_SAMPLES: usize = 10;

/// How far the analysis of one game disagrees with itself, in points (one
/// standard deviation): the spread of the mover's score change across a
/// move, over the game's moves. For a good move that change is the
/// analysis' noise alone (two searches of nearby positions that do not
/// agree); mistakes
/// are the few far out, so the spread is taken robustly (1.4826 times the
/// median absolute deviation, the standard deviation of normal noise)
/// and they do not inflate it. `None` below `NOISE_SAMPLES` moves.
pub fn self_noise(changes: &[f32]) -> Option<f32> {
    if changes.len() < NOISE_SAMPLES {
        return None;
    }
    let median = |v: &mut Vec<f32>| {
        v.sort_by(f32::total_cmp);
        let n = v.len();
        if n % 2 == 1 { v[n / 2] } else { 0.5 * (v[n / 2 - 1] + v[n / 2]) }
    };
    let mut v = changes.to_vec();
    let m = median(&mut v);
    let mut dev: Vec<f32> = changes.iter().map(|c| (c - m).abs()).collect();
    Some(1.4826 * median(&mut dev))
}

/// Values the moves of a main line from the evaluations of the positions
/// (the start, then after each move; as many as are known). A move's loss
/// in points is the mover's score lead before it less the lead after it,
/// as KaTrain counts it: both the mean final score of a search of the
/// position, so that neither is measured another way than the other. How
/// far that may be off by chance is the larger of the two leads' standard
/// errors in quadrature and the analysis' own noise on this game
/// (`self_noise`). The analyst's own best move loses nothing.
pub fn value_moves(moves: &[(Color, Move)], size: usize, evals: &[Eval]) -> Review {
    let change = |k: usize, color: Color| -> Option<f32> {
        let (b, a) = (evals.get(k)?.black_lead?, evals.get(k + 1)?.black_lead?);
        Some(color.sign() * (b.value - a.value))
    };
    let changes: Vec<f32> = moves.iter().enumerate().filter_map(|(k, &(c, _))| change(k, c)).collect();
    let noise = self_noise(&changes).unwrap_or(0.0);
    let mut out = Vec::new();
    for (k, &(color, mv)) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (evals.get(k), evals.get(k + 1)) else { break };
        let sign = color.sign();
        let mine = |black: f32| if color == Color::Black { black } else { 1.0 - black };
        let as_best = before.best == Some(mv);
        let loss = if as_best { 0.0 } else { (mine(before.black_winrate) - mine(after.black_winrate)).max(0.0) };
        let points = match (before.black_lead, after.black_lead) {
            (Some(b), Some(a)) => Some(Points {
                value: if as_best { 0.0 } else { (sign * (b.value - a.value)).max(0.0) },
                error: b.error.hypot(a.error).max(noise),
            }),
            _ => None,
        };
        out.push(MoveReview {
            number: k + 1,
            color,
            mv,
            black_winrate: after.black_winrate,
            black_lead: after.black_lead.map(|p| p.value),
            loss,
            points,
            best: before.best.filter(|&b| b != mv),
        });
    }
    Review { size, moves: out }
}

/// A review from what a record holds: Black's win rate (0 to 1) and score
/// lead after each move (SBKV, SBKS), as far as both run without a gap.
/// Its error bars are the game's own noise alone (the searches' are not
/// recorded); the first move, with nothing before it, is not valued, nor
/// is any best move known.
pub fn from_recorded(moves: &[(Color, Move)], size: usize, black: &[Option<f32>], leads: &[Option<f32>]) -> Review {
    let mut evals: Vec<Eval> = Vec::new();
    for (k, w) in black.iter().enumerate().take(moves.len()) {
        let Some(w) = *w else { break };
        let lead = leads.get(k).copied().flatten().map(|value| Points { value, error: 0.0 });
        evals.push(Eval { black_winrate: w, black_lead: lead, best: None });
    }
    let Some(&first) = evals.first() else { return Review { size, moves: Vec::new() } };
    // The start's value stands in for itself: the first move loses nothing.
    evals.insert(0, first);
    let mut r = value_moves(moves, size, &evals);
    if let Some(m) = r.moves.first_mut() {
        (m.loss, m.points) = (0.0, m.points.map(|p| Points { value: 0.0, ..p }));
    }
    r
}

/// Goes over the main line of `record` with `player`, one position after
/// another (the start, after each move), handing `each` the position's
/// number (0 the start) and value as it is found. Stops with what it has
/// when `stop` is set.
pub fn review(
    record: &SgfRecord,
    player: &mut dyn Player,
    stop: &AtomicBool,
    mut each: impl FnMut(usize, Eval),
) -> Result<Review, ReviewError> {
    let moves = record.moves();
    let mut evals: Vec<Eval> = Vec::with_capacity(moves.len() + 1);
    let mut failed = None;
    record
        .walk_main_line(|n, game| {
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                return false;
            }
            match evaluate(game, player, stop, evals.last().copied()) {
                Ok(eval) => {
                    evals.push(eval);
                    each(n, eval);
                    true
                }
                Err(e) => {
                    failed = Some(e);
                    false
                }
            }
        })
        .map_err(|e| ReviewError::Record(e.to_string()))?;
    if let Some(e) = failed {
        return Err(e);
    }
    Ok(value_moves(&moves, record.size(), &evals))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Point;

    fn at(v: &str) -> Move {
        Move::Play(Point::parse_gtp(v, 9).unwrap().unwrap())
    }

    /// A position's evaluation with Black's lead, its standard error and
    /// the best move.
    fn eval(lead: f32, best: &str, error: f32) -> Eval {
        Eval { black_winrate: 0.5, black_lead: Some(Points { value: lead, error }), best: Some(at(best)) }
    }

    #[test]
    fn a_loss_counts_only_beyond_two_standard_errors() {
        let moves = [(Color::Black, at("E5")), (Color::White, at("C3"))];
        // Black's E5 leaves Black 4 points worse than D4 would have; White's
        // C3 gives away 1 point.
        let evals = [eval(5.0, "D4", 0.5), eval(1.0, "C4", 0.5), eval(2.0, "D4", 0.5)];
        let r = value_moves(&moves, 9, &evals);
        let (b, w) = (&r.moves[0], &r.moves[1]);
        assert_eq!(b.points.unwrap().value, 4.0);
        assert!((b.points.unwrap().error - 0.5f32.hypot(0.5)).abs() < 1e-6);
        assert_eq!(b.class(), Class::Mistake);
        assert_eq!(w.points.unwrap().value, 1.0);
        // 1 point against an error bar of 2 x 0.71: noise.
        assert_eq!(w.class(), Class::Good);
        assert_eq!(r.mistakes().iter().map(|m| m.number).collect::<Vec<_>>(), vec![1]);
        // The same losses measured ten times as sharply: White's point is a
        // slack move now, still not listed.
        let sharp = [eval(5.0, "D4", 0.05), eval(1.0, "C4", 0.05), eval(2.0, "D4", 0.05)];
        let r = value_moves(&moves, 9, &sharp);
        assert_eq!(r.moves[1].class(), Class::Slack);
        assert_eq!(r.mistakes().len(), 1);
        // Each player's part, as the window's summary and the JSON give it.
        let black = r.player(Color::Black);
        assert_eq!((black.moves, black.mistakes, black.mean_points_lost), (1, 1, Some(4.0)));
        assert_eq!(r.player(Color::White).mistakes, 0);
    }

    #[test]
    fn the_analysts_own_best_move_loses_nothing() {
        let moves = [(Color::Black, at("D4"))];
        let evals = [eval(5.0, "D4", 0.1), eval(-3.0, "C4", 0.1)];
        let r = value_moves(&moves, 9, &evals);
        assert_eq!(r.moves[0].points.unwrap().value, 0.0);
        assert_eq!(r.moves[0].best, None);
        assert!(r.mistakes().is_empty());
    }

    #[test]
    fn points_fall_in_katrains_classes() {
        let classes: Vec<Class> = [0.4, 0.5, 1.5, 3.0, 5.9, 6.0, 12.0, 40.0].map(Class::of_points).to_vec();
        use Class::*;
        assert_eq!(classes, vec![Good, Slack, Inaccuracy, Mistake, Mistake, Blunder, Disaster, Disaster]);
    }

    #[test]
    fn the_analysis_own_noise_widens_the_error_bar() {
        // Twelve moves whose score changes scatter by about a point, and
        // one that loses 9: the scatter is the analysis' noise, the 9 stands
        // out of it.
        let scatter = [0.5, -1.0, 1.2, 0.0, -0.4, 0.9, -1.3, 0.2, 1.1, -0.7, 0.6, -0.2];
        let noise = self_noise(&scatter).unwrap();
        assert!((0.5..1.5).contains(&noise), "{noise}");
        let mut with_blunder = scatter.to_vec();
        with_blunder.push(9.0);
        let robust = self_noise(&with_blunder).unwrap();
        assert!(robust < 1.5 * noise, "one blunder does not make the game noisy: {robust} vs {noise}");
        assert_eq!(self_noise(&scatter[..NOISE_SAMPLES - 1]), None);
        // In a review: every move's lead drifts by the scatter, move 13
        // loses 9 points; sampling errors are tiny, so only the game's noise
        // keeps the 1.3-point drifts from counting.
        let mut evals = vec![eval(0.0, "A1", 0.01)];
        let mut moves = Vec::new();
        let mut lead = 0.0;
        for (k, d) in with_blunder.iter().enumerate() {
            let color = if k % 2 == 0 { Color::Black } else { Color::White };
            moves.push((color, at("E5")));
            lead -= color.sign() * d;
            evals.push(eval(lead, "A1", 0.01));
        }
        let r = value_moves(&moves, 9, &evals);
        let listed: Vec<usize> = r.moves.iter().filter(|m| m.class() > Class::Good).map(|m| m.number).collect();
        assert_eq!(listed, vec![13], "{:?}", r.moves);
        assert_eq!(r.moves[12].class(), Class::Blunder);
    }

    #[test]
    fn a_recorded_review_is_valued_from_its_win_rates_and_leads() {
        // Thirteen quiet moves drifting a little, then White's move 14
        // gives away 10 points; move 15 has no values (the review stopped).
        let moves: Vec<(Color, Move)> =
            (0..15).map(|k| (if k % 2 == 0 { Color::Black } else { Color::White }, at("E5"))).collect();
        let mut leads: Vec<Option<f32>> =
            [0.5, 0.2, 0.9, 0.1, 0.6, 0.3, 0.8, 0.0, 0.7, 0.4, 1.0, 0.2, 0.5].map(Some).to_vec();
        leads.push(Some(10.5));
        leads.push(None);
        let black: Vec<Option<f32>> = leads.iter().map(|l| l.map(|x| 0.5 + x / 40.0)).collect();
        let r = from_recorded(&moves, 9, &black, &leads);
        assert_eq!(r.moves.len(), 14, "values up to the first gap");
        assert_eq!(r.moves[0].points.unwrap().value, 0.0, "nothing before the first move");
        let listed: Vec<usize> = r.mistakes().iter().map(|m| m.number).collect();
        assert_eq!(listed, vec![14]);
        assert!((r.moves[13].points.unwrap().value - 10.0).abs() < 1e-4);
        assert_eq!(r.moves[13].color, Color::White);
        assert_eq!(r.moves[13].best, None);
    }

    #[test]
    fn without_scores_moves_are_valued_by_win_rate() {
        let moves = [(Color::White, at("E5"))];
        let e = |w: f32| Eval { black_winrate: w, black_lead: None, best: Some(at("D4")) };
        let r = value_moves(&moves, 9, &[e(0.4), e(0.55)]);
        assert!((r.moves[0].loss - 0.15).abs() < 1e-6);
        assert_eq!(r.moves[0].points, None);
        assert_eq!(r.moves[0].class(), Class::Blunder);
        assert!(r.moves[0].summary(9).contains("15.0% of win rate lost, D4 was better"));
    }
}
