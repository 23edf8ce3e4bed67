//! The commands that say what lives and what dies, and the score:
//! `final_status_list`, `final_score`, `dragon_status`, `owl_attack`,
//! `owl_defend` and `analyze_semeai` (as GNU Go answers them), from the
//! server's judge. A verdict is kept until the position changes.

use std::sync::atomic::AtomicBool;

use super::{Answer, GtpServer, Verdict, syntax};
use crate::go::{Color, Game, Move, Point};
use crate::meaning::score::{PointCount, count};
use crate::meaning::semeai::{Outcome, count_race};
use crate::meaning::{ByKo, GroupStatus, Judge, JudgeError, Judgement, Life};

impl GtpServer {
    /// Judges with another source from now on.
    pub fn set_judge(&mut self, judge: Box<dyn Judge>) {
        self.judge = judge;
        self.verdict = None;
    }

    /// The judge's verdict on the current position, computed once per
    /// position.
    fn verdict(&mut self) -> Result<Judgement, String> {
        let key = (self.game.board().hash(), self.game.to_play(), self.game.size());
        if let Some(v) = &self.verdict
            && v.position == key
        {
            return Ok(v.judgement.clone());
        }
        let j = verdict_on(self.judge.as_mut(), &self.game)?;
        self.verdict = Some(Verdict { position: key, judgement: j.clone(), asked: Vec::new() });
        Ok(j)
    }

    /// Chains (one per line) or points of a status, as GNU Go lists them:
    /// `alive`, `dead`, `seki`, and the extensions `black_territory`,
    /// `white_territory`, `dame`.
    pub(super) fn final_status_list(&mut self, args: &[&str]) -> Answer {
        let [status] = args else { return Err(syntax()) };
        let status = status.to_ascii_lowercase();
        let j = self.verdict()?;
        let size = self.game.size();
        let board = self.game.board().clone();
        let stones_of = |want: &dyn Fn(&crate::meaning::GroupStatus) -> bool| -> Vec<Point> {
            j.groups.iter().filter(|g| want(g)).flat_map(|g| g.stones.iter().copied()).collect()
        };
        let stones = match status.as_str() {
            "dead" => stones_of(&|g| j.is_lost(g)),
            "alive" => stones_of(&|g| !j.is_lost(g) && g.life != Life::Seki),
            "seki" => stones_of(&|g| g.life == Life::Seki),
            "black_territory" | "white_territory" | "dame" => {
                let c = count(&board, &j, self.game.rules().komi);
                let want = |pc: PointCount| match status.as_str() {
                    "black_territory" => pc == PointCount::Territory(Color::Black),
                    "white_territory" => pc == PointCount::Territory(Color::White),
                    _ => matches!(pc, PointCount::Dame(_) | PointCount::Seki | PointCount::Open),
                };
                let pts: Vec<Point> = Point::all(size)
                    .filter(|&p| board.get(p).is_none() && want(c.points[p.y as usize * size + p.x as usize]))
                    .collect();
                return Ok(self.vertices(&pts));
            }
            _ => return Err("invalid status".into()),
        };
        // One chain a line, chains in the order of their first stone.
        let mut seen = std::collections::HashSet::new();
        let mut lines = Vec::new();
        for p in Point::all(size) {
            if !stones.contains(&p) || !seen.insert(board.chain_id(board.idx(p))) {
                continue;
            }
            let mut chain: Vec<Point> = board.chain_stones(board.idx(p)).map(|i| board.point(i)).collect();
            chain.sort_by_key(|q| (q.y, q.x));
            lines.push(self.vertices(&chain));
        }
        Ok(lines.join("\n"))
    }

    /// The area score with dead stones removed, open borders counted by
    /// the judge's ownership.
    pub(super) fn final_score(&mut self) -> Answer {
        let j = self.verdict()?;
        Ok(count(self.game.board(), &j, self.game.rules().komi).result().to_string())
    }

    /// `dragon_status VERTEX`: `alive`, `dead` or `critical ATTACK DEFENCE`
    /// for the group at the vertex; without a vertex, one line per group,
    /// `VERTEX: status`.
    pub(super) fn dragon_status(&mut self, args: &[&str]) -> Answer {
        let size = self.game.size();
        let describe = |g: &GroupStatus| -> String {
            match g.life {
                Life::Alive | Life::Seki => "alive".to_string(),
                Life::Dead => "dead".to_string(),
                Life::Unsettled => format!("critical {} {}", vertex(g.keys.attack, size), vertex(g.keys.defence, size)),
            }
        };
        match args {
            [] => Ok(self
                .verdict()?
                .groups
                .iter()
                .map(|g| format!("{}: {}", g.stones[0].to_gtp(size), describe(g)))
                .collect::<Vec<_>>()
                .join("\n")),
            [v] => self.group_asked(v).map(|g| describe(&g)),
            _ => Err(syntax()),
        }
    }

    /// `owl_attack VERTEX` and `owl_defend VERTEX` (`defend` set), as GNU
    /// Go answers them: `0` where the group's side cannot be made to lose
    /// it (attack) or cannot save it (defence), else a result code and the
    /// move: `1` for a clean success; one that needs a ko won `2` where
    /// the side takes the ko first, `3` where it needs the first threat. A
    /// group that lives without a move is defended by `PASS`, as is a dead
    /// one attacked where no killing move was read.
    pub(super) fn owl(&mut self, args: &[&str], defend: bool) -> Answer {
        let [v] = args else { return Err(syntax()) };
        let g = self.group_asked(v)?;
        let size = self.game.size();
        let lives = matches!(g.life, Life::Alive | Life::Seki);
        Ok(match (defend, g.life) {
            (false, _) if lives => "0".to_string(),
            (true, Life::Dead) => "0".to_string(),
            (true, _) if lives => "1 PASS".to_string(),
            (false, _) => format!("{} {}", ko_code(g.ko.attack), vertex(g.keys.attack, size)),
            (true, _) => format!("{} {}", ko_code(g.ko.defence), vertex(g.keys.defence, size)),
        })
    }

    /// `owl_does_attack MOVE VERTEX` and `owl_does_defend MOVE VERTEX`
    /// (`defend` set), as GNU Go answers them: whether MOVE, played by
    /// the group's opponent (attack) or its side (defence), wins the group
    /// for that side with the other to move next: `0` where it does not,
    /// else a result code as `owl_attack` gives it. The position after the
    /// move is judged as any other, and the group read alone there.
    pub(super) fn owl_does(&mut self, args: &[&str], defend: bool) -> Answer {
        let [m, v] = args else { return Err(syntax()) };
        let m = self.parse_point(m)?;
        let at = self.parse_point(v)?;
        let Some(colour) = self.game.board().get(at) else { return Err("vertex must not be empty".into()) };
        let mover = if defend { colour } else { colour.opponent() };
        let mut after = self.game.clone();
        after.play(mover, Move::Play(m)).map_err(|_| "illegal move".to_string())?;
        if after.board().get(at) != Some(colour) {
            // The attack took the stone asked about: the group is lost.
            return Ok(if defend { "0" } else { "1" }.to_string());
        }
        let j = verdict_on(self.judge.as_mut(), &after)?;
        let g = self
            .judge
            .judge_group(&after, &j, at, &AtomicBool::new(false))
            .ok_or_else(|| "vertex must not be empty".to_string())?;
        // The other side moves next: after an attack, the group lives
        // where it lives with its own side first; after a defence, where
        // it lives with the opponent first. A win that needs a ko the
        // loser would take first is the winner's by a ko it takes second.
        let by_ko = |loser: ByKo| match loser {
            ByKo::TakesFirst => ByKo::TakesSecond,
            _ => ByKo::TakesFirst,
        };
        let code = match (defend, g.life) {
            (false, Life::Dead) | (true, Life::Alive | Life::Seki) => 1,
            (false, Life::Unsettled) if g.ko.defence.needed() => ko_code(by_ko(g.ko.defence)),
            (true, Life::Unsettled) if g.ko.attack.needed() => ko_code(by_ko(g.ko.attack)),
            _ => 0,
        };
        Ok(code.to_string())
    }

    /// `analyze_semeai A B`, as GNU Go answers it: with the side of the
    /// group at A to move, whether that group lives (a code as
    /// `owl_defend` gives it), whether the group at B dies (as
    /// `owl_attack`), and A's side's move in their race. A race the count
    /// decides as a seki is answered from it (`1 0` and its move). Else
    /// from the two groups' verdicts: the move is B's attack where B is
    /// critical, else A's defence where A is; where B is dead, the race's
    /// move where the count gives the race to A first and not to A with B
    /// first (and B's attack where A reads dead too: each took the other
    /// for a wall); else `PASS`. A lives where it kills B, whatever its
    /// own reading, which took B for a wall.
    pub(super) fn analyze_semeai(&mut self, args: &[&str]) -> Answer {
        let [a, b] = args else { return Err(syntax()) };
        let (ours, theirs) = (self.group_asked(a)?, self.group_asked(b)?);
        if ours.color == theirs.color {
            return Err("the two groups must be of opposite colours".into());
        }
        let size = self.game.size();
        let board = self.game.board();
        let race = count_race(board, &ours, &theirs);
        if let Some(race) = race
            && race.outcome == Outcome::Seki
        {
            return Ok(format!("1 0 {}", vertex(race.key, size)));
        }
        // A race the count gives to our side first and not with theirs
        // first (a capture, or a seki): its key move is the race's, where
        // the groups' own readings name none. Counted only where asked.
        let race_key = || {
            race.filter(|r| r.outcome == Outcome::Captures(ours.color)).and_then(|r| {
                let theirs_first = count_race(board, &theirs, &ours)?;
                (theirs_first.outcome != Outcome::Captures(ours.color)).then_some(r.key).flatten()
            })
        };
        let lives = match ours.life {
            Life::Alive | Life::Seki => 1,
            Life::Unsettled => ko_code(ours.ko.defence),
            Life::Dead => 0,
        };
        let dies = match theirs.life {
            Life::Dead => 1,
            Life::Unsettled => ko_code(theirs.ko.attack),
            Life::Alive | Life::Seki => 0,
        };
        let lives = if lives == 0 { dies } else { lives };
        let key = match (ours.life, theirs.life) {
            (_, Life::Unsettled) => theirs.keys.attack,
            (Life::Unsettled, _) => ours.keys.defence,
            // Each read dead alone, the other taken for a wall: a race
            // that the side first wins by the attack on the other.
            (Life::Dead, Life::Dead) => race_key().or(theirs.keys.attack),
            (Life::Alive | Life::Seki, Life::Dead) => race_key(),
            _ => None,
        };
        Ok(format!("{lives} {dies} {}", vertex(key, size)))
    }

    /// The group at the vertex `v`, read again alone, deeper (once a
    /// position).
    fn group_asked(&mut self, v: &str) -> Result<GroupStatus, String> {
        let size = self.game.size();
        let p = match Point::parse_gtp(v, size) {
            Ok(Some(p)) => p,
            _ => return Err("invalid coordinate".into()),
        };
        if self.game.board().get(p).is_none() {
            return Err("vertex must not be empty".into());
        }
        let j = self.verdict()?;
        let asked = self.verdict.as_ref().map_or(&[][..], |v| &v.asked);
        if let Some(g) = asked.iter().find(|g| g.stones.contains(&p)) {
            return Ok(g.clone());
        }
        let g = self
            .judge
            .judge_group(&self.game, &j, p, &AtomicBool::new(false))
            .ok_or_else(|| "vertex must not be empty".to_string())?;
        if let Some(v) = self.verdict.as_mut() {
            v.asked.push(g.clone());
        }
        Ok(g)
    }
}

/// GNU Go's result code of a win: `1` clean, `2` by a ko the winner
/// takes first, `3` by one the other side takes first.
fn ko_code(by: ByKo) -> u8 {
    match by {
        ByKo::No => 1,
        ByKo::TakesFirst => 2,
        ByKo::TakesSecond => 3,
    }
}

/// A key move as GTP writes it: `PASS` where there is none.
fn vertex(p: Option<Point>, size: usize) -> String {
    p.map_or("PASS".to_string(), |p| p.to_gtp(size))
}

/// The judge's verdict on `game`, its failure as a GTP error.
fn verdict_on(judge: &mut dyn Judge, game: &Game) -> Result<Judgement, String> {
    let stop = AtomicBool::new(false);
    judge.judge(game, &stop, &mut |_| {}).map_err(|e| match e {
        JudgeError::Failed(m) => format!("cannot judge the position: {m}"),
        JudgeError::Stopped => "cannot judge the position: stopped".to_string(),
    })
}
