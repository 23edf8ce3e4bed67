//! The reader of life and death: what a Go player reads before guessing.
//! Benson's unconditional life first (`benson`); then the ground of the
//! group (`area`: its eye spaces, the enemy chains inside and around), the
//! eyes each space gives with either side first and its vital point
//! (`eyes`); then a local search that proves alive, dead, seki or
//! critical with the key moves and the line (`search`), and says unknown
//! when its budget runs out. Uses nothing but the rules.

pub mod area;
pub mod benson;
pub mod eyes;
pub mod problem;
pub mod race;
pub mod search;
pub mod seki;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// A board of `size` with Black's and White's stones on the vertices
/// given: the pictures of the reader's unit tests.
#[cfg(test)]
pub(crate) fn test_board(size: usize, black: &[&str], white: &[&str]) -> Board {
    let p = |v: &&str| Point::parse_gtp(v, size).unwrap().unwrap();
    Board::from_stones(
        size,
        black.iter().map(|v| (p(v), Color::Black)).chain(white.iter().map(|v| (p(v), Color::White))),
    )
}

use crate::go::{Board, Color, Idx, Move, Point};
use area::Flood;
use search::{Limits, PASS, Search, Until, Win};

/// A group's fate as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Lives whoever moves first.
    Alive,
    /// Dies whoever moves first.
    Dead,
    /// Lives without two eyes beside enemy stones that live the same way.
    Seki,
    /// The side to move decides: `attack` kills, `defence` saves.
    Critical,
    /// The budget ran out, or the group is out in the open: reading has no
    /// answer.
    Unknown,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Seki => "seki",
            Status::Critical => "critical",
            Status::Unknown => "unknown",
        }
    }
}

/// Whether a side's key move wins only by winning a ko, and who takes
/// that ko first in the line that proves it (GNU Go's `KO_A` and `KO_B`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ByKo {
    /// It wins without a ko.
    #[default]
    No,
    /// It takes the ko first: the other side needs the first threat.
    TakesFirst,
    /// The other side takes the ko first: it needs the first threat.
    TakesSecond,
}

impl ByKo {
    /// Whether the win needs a ko at all.
    pub fn needed(self) -> bool {
        self != ByKo::No
    }

    /// `side`'s win by ko, as the proving `line` shows it: who makes the
    /// first capture that leaves a ko (where the line shows none, the
    /// side that needs the ko starts it).
    fn shown(board: &Board, line: &[(Color, Idx)], side: Color) -> ByKo {
        let mut b = board.clone();
        for &(c, m) in line {
            if m == PASS {
                b.pass();
                continue;
            }
            if !b.is_legal_no_suicide(m, c) {
                break;
            }
            b.play(m, c);
            if b.ko().is_some() {
                return if c == side { ByKo::TakesFirst } else { ByKo::TakesSecond };
            }
        }
        ByKo::TakesFirst
    }
}

/// Whose key move wins only by winning a ko: a result that turns on a ko
/// turns on it for one side or for both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ko {
    /// How the attack kills.
    pub attack: ByKo,
    /// How the defence lives.
    pub defence: ByKo,
}

impl Ko {
    /// Whether the result turns on a ko at all.
    pub fn any(self) -> bool {
        self.attack.needed() || self.defence.needed()
    }
}

/// What the reader proved about one group.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub status: Status,
    /// The attacker's killing move (critical and dead groups: the first
    /// move of the proof with the attacker first).
    pub attack: Option<Point>,
    /// The defender's saving move (critical groups).
    pub defence: Option<Point>,
    /// Whose key move wins only by taking a ko.
    pub ko: Ko,
    /// The line that proves it, from the key move (the attack for dead and
    /// critical groups, the defence for the rest where one is needed).
    pub line: Vec<(Color, Move)>,
    /// For a critical group, the line that proves the defence, from the
    /// defender's key move (empty where none was kept).
    pub defence_line: Vec<(Color, Move)>,
    /// How it was known: `benson`, `eyes` (the static tests at the root),
    /// `seki` (a seki that stands still, [`seki::standing_seki`]) or
    /// `search`; out in the open, [`TACTICS`] (its chain's capture),
    /// [`FRAMED`] or [`FRAMED_SHUT`] (in a frame; [`FRAMED`] too where the
    /// frame's reading ran out), `open` when nothing was read.
    pub how: &'static str,
    /// The book name of the group's eye space when it has one space.
    pub shape: Option<&'static str>,
    /// Nodes searched.
    pub nodes: u64,
    /// The capturing race the group's chain is in, counted, where it is
    /// in one.
    pub race: Option<race::Race>,
    /// Out in the open, the region of the frame it was read in
    /// ([`Reading::framed_board`] draws it).
    pub frame: Option<problem::Region>,
}

/// `board` framed around `region` for the group of `defender`: the
/// frame every reading of a group out in the open is read in.
fn frame_of(board: &Board, region: problem::Region, defender: Color) -> Board {
    problem::frame(board, region, defender.opponent(), problem::REACH[1])
}

/// Read out in the open for its chain's capture alone (a ladder, a net),
/// not for its eyes.
pub const TACTICS: &str = "tactics";

/// Read in a frame that closed more than one gap of the group's reach:
/// a death there may be the frame's, for the group may run out.
pub const FRAMED: &str = "framed";
/// Read in a frame that closed one gap of the group's reach at most: as
/// on the board.
pub const FRAMED_SHUT: &str = "framed, shut in";

impl Reading {
    /// The board it was read on where that was a frame around the group
    /// of `defender`'s stones on `board`: the region as it stands, the
    /// rest the attacker's wall.
    pub fn framed_board(&self, board: &Board, defender: Color) -> Option<Board> {
        self.frame.map(|region| frame_of(board, region, defender))
    }

    /// Whether the group may still run out of what was read: read in a
    /// frame that took room from it ([`FRAMED`]).
    pub fn may_run_out(&self) -> bool {
        self.how == FRAMED
    }

    /// What a player must know before trusting the reading of a group out
    /// in the open, in plain words; `None` where it holds as read.
    pub fn caveat(&self) -> Option<&'static str> {
        match (self.how, self.status) {
            // A lone stone in the open dies in any frame drawn tight
            // around it.
            (FRAMED, Status::Dead) => Some("out in the open: dead only in the frame read around it, it may run out"),
            // Taken even with its side first is dead on any board; escaping
            // capture is not life.
            (TACTICS, Status::Critical) => {
                Some("out in the open: only the capture of its chain was read, not its eyes")
            }
            (TACTICS, Status::Unknown) => {
                Some("out in the open: no ladder or net read takes its chain; its eyes were not read")
            }
            _ => None,
        }
    }

    /// The proving line that starts with `side`'s move, where there is
    /// one (a critical group has one for each side), else [`Reading::line`]:
    /// the line a player with `side` to play wants to see.
    pub fn line_from(&self, side: Color) -> &[(Color, Move)] {
        let starts = |l: &&Vec<(Color, Move)>| l.first().is_some_and(|(c, _)| *c == side);
        [&self.line, &self.defence_line].into_iter().find(starts).unwrap_or(&self.line)
    }

    /// The reading as text: the status with its key moves, the eye space,
    /// how it was known, and on a second line the line that proves it.
    pub fn describe(&self, size: usize) -> String {
        self.describe_lines(size, &self.line)
    }

    /// [`Reading::describe`] with the line for `side` to play
    /// ([`Reading::line_from`]).
    pub fn describe_from(&self, size: usize, side: Color) -> String {
        self.describe_lines(size, self.line_from(side))
    }

    fn describe_lines(&self, size: usize, line: &[(Color, Move)]) -> String {
        let v = |p: Option<Point>| p.map_or("-".to_string(), |p| p.to_gtp(size));
        let mut s = self.status.as_str().to_string();
        if self.status == Status::Critical {
            s += &format!(" attack {} defence {}", v(self.attack), v(self.defence));
        }
        if self.ko.any() {
            s += ", by ko";
        }
        if let Some(shape) = self.shape {
            s += &format!(", eye space: {shape}");
        }
        s += &format!(" [{}, {} nodes]", self.how, self.nodes);
        if let Some(race) = &self.race {
            s += &format!("\n    race, {}", race.describe(size));
        }
        // A line of passes alone (the attacker has no move that threatens
        // a living group) shows nothing a player can follow.
        if line.iter().any(|(_, m)| *m != Move::Pass) {
            let line: Vec<String> = line
                .iter()
                .map(|(c, m)| {
                    format!("{} {}", c.letter(), if *m == Move::Pass { "pass".into() } else { m.to_gtp(size) })
                })
                .collect();
            s += &format!("\n    line: {}", line.join(", "));
        }
        s
    }
}

/// Lines between an open group's loose stones and the looser frame's
/// wall (the tight frame's: one).
const LOOSER: usize = 2;

/// The reader's budget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reader {
    /// Nodes for each of the group's searches.
    pub nodes: u64,
    /// Wall time for the whole group.
    pub time: Duration,
    /// Also tell results that turn on a ko (up to two more searches a
    /// group): a group alive or dead unless a ko is won reads critical.
    pub kos: bool,
    /// Empty points past which a group is out in the open and not read
    /// ([`area::OPEN`] in a game; more in a framed problem).
    pub open: usize,
    /// Count the race a group's chain is in, for a reading shown to a
    /// person (`goscape solve`, the window); the judge and the search do
    /// without.
    pub races: bool,
    /// Read a group out in the open that no ladder or net takes inside a
    /// frame, as a problem (`problem::group_region`): can it make life
    /// where it stands, or be killed there? Running out is not read: an
    /// alive answer holds, a critical one may lean on the frame's wall
    /// (`loose_check`), a dead one may still escape.
    pub frame_open: bool,
    /// Nodes for each search of a second reading, in the looser frame, of
    /// a group the tight frame calls critical, whose life there is taken
    /// (0: none). The tight frame's wall can join the attacker's stones
    /// inside the region to it where the board leaves a gap between them
    /// (a first-line hane that the defender would cut off and capture).
    /// For a group asked about alone.
    pub loose_check: u64,
    /// Frame a group whose loose shape is too big to frame without the
    /// stones an enemy stone cuts it from (`problem::cut_group_region`).
    /// For a group asked about alone: on a whole board most such groups
    /// are big living ones, and reading each costs the position its time.
    pub cut_frame: bool,
}

impl Default for Reader {
    fn default() -> Self {
        Reader {
            nodes: 20_000,
            time: Duration::from_millis(500),
            kos: true,
            open: area::OPEN,
            races: false,
            frame_open: false,
            loose_check: 0,
            cut_frame: false,
        }
    }
}

/// The largest chain of the ground of the stone at `at` (the most
/// liberties among the largest), or `at` itself out in the open.
pub fn main_chain(board: &Board, at: Idx, open: usize) -> Idx {
    let ground = area::Flood::open_at(open).ground(board, at);
    if ground.open {
        return at;
    }
    let weight = |h: Idx| (board.chain_len(h), board.liberty_count(h, 16), std::cmp::Reverse(h));
    ground.chains.iter().copied().max_by_key(|&h| weight(h)).unwrap_or(at)
}

impl Reader {
    /// Reads the group of the stone at `at`, the defender being its colour.
    /// A group shut in is read for its largest chain, whatever its stone
    /// `at`: a lone stone of it (on the first line, say) may be given up
    /// as the group lives, and its capture is not the group's death.
    pub fn read(&self, board: &Board, at: Point) -> Option<Reading> {
        self.read_unless(board, at, None)
    }

    /// [`Reader::read`], which gives up (unknown) as soon as `stop` is
    /// raised: a reading for a position its asker has left.
    pub fn read_unless(&self, board: &Board, at: Point, stop: Option<&AtomicBool>) -> Option<Reading> {
        board.at(board.idx(at))?;
        let at = board.point(main_chain(board, board.idx(at), self.open));
        self.read_chain_until(board, at, self.until(stop))
    }

    /// Until the reader's time from now, or `stop`.
    fn until<'s>(&self, stop: Option<&'s AtomicBool>) -> Until<'s> {
        Until::new(Instant::now() + self.time, stop)
    }

    /// Reads the group of the stone at `at`, fighting for that stone's own
    /// chain first (and for the rest of the group once it is taken).
    pub fn read_chain(&self, board: &Board, at: Point) -> Option<Reading> {
        self.read_chain_until(board, at, self.until(None))
    }

    fn read_chain_until(&self, board: &Board, at: Point, until: Until<'_>) -> Option<Reading> {
        let target = board.idx(at);
        let defender = board.at(target)?;
        let limits =
            |spent: u64| Limits { nodes: self.nodes.saturating_sub(spent).max(1), until: Some(until), open: self.open };
        let mut nodes = 0;
        let point = |m: Idx| (m != PASS).then(|| board.point(m));
        let mv = |m: Idx| if m == PASS { Move::Pass } else { Move::Play(board.point(m)) };
        let to_line = |l: &[(Color, Idx)]| l.iter().map(|&(c, m)| (c, mv(m))).collect::<Vec<_>>();

        // The root's static tests.
        let mut root = Search::new(board, target, limits(0), None);
        let look = root.look(board);
        let shape = match look.ground.spaces.as_slice() {
            [s] => eyes::shape_name(board, s),
            _ => None,
        };
        let base = Reading {
            status: Status::Unknown,
            attack: None,
            defence: None,
            ko: Ko::default(),
            line: Vec::new(),
            defence_line: Vec::new(),
            how: "search",
            shape,
            nodes: 0,
            race: None,
            frame: None,
        };
        if look.ground.open {
            return Some(self.open_group(board, at, until).0);
        }
        let race = || if self.races { race::Race::of(board, target, &look.ground.walls) } else { None };
        if seki::standing_seki(board, target).is_some() {
            return Some(Reading { status: Status::Seki, how: "seki", race: race(), ..base });
        }
        if look.verdict == Some(Win::Defender) {
            return Some(Reading { status: Status::Alive, how: "eyes", ..base });
        }
        let base = Reading { race: race(), ..base };

        // Attacker first.
        let attacker = defender.opponent();
        let mut att = Search::new(board, target, limits(nodes), None);
        let (a_win, a_move) = att.run(board, attacker);
        nodes += att.nodes;
        let first_kill = att.line(board, attacker);
        let a_line = to_line(&first_kill);
        if a_win == Win::Unknown {
            return Some(Reading { nodes, ..base });
        }
        // With kos read, `strict(first, side)`: who wins with `first` to
        // move when the other side may always take back `side`'s kos (as if
        // it had threats without end). The search comes back too: its line
        // is walked only where it is shown.
        // Each gets the whole budget, not what the searches before it left:
        // a ko read out only where the group's life was quick to prove
        // would leave the rest guessed or unknown.
        let strict = |first: Color, side: Color, nodes: &mut u64| {
            let mut s = Search::new(board, target, limits(0), Some(side));
            let (w, m) = s.run(board, first);
            *nodes += s.nodes;
            (w, m, s)
        };
        if a_win == Win::Defender {
            // Alive, unless the attacker kills by winning a ko.
            if self.kos {
                let (w, m, mut s) = strict(attacker, defender, &mut nodes);
                // Whether a ko kills it is not known: no guess.
                if w == Win::Unknown {
                    return Some(Reading { nodes, ..base });
                }
                if w == Win::Attacker {
                    // The defender to move lives without the ko where a
                    // move of its own, kos still banned to it, holds. The
                    // line shown is the kill by ko, not the search's
                    // without kos, in which the group lived.
                    let kill = s.line(board, attacker);
                    let ko = Ko { attack: ByKo::shown(board, &kill, attacker), defence: ByKo::No };
                    let line = to_line(&kill);
                    let (dw, dm, mut ds) = strict(defender, defender, &mut nodes);
                    let (defence, defence_line) = if dw == Win::Defender {
                        (point(dm), to_line(&ds.line(board, defender)))
                    } else {
                        (None, Vec::new())
                    };
                    let status = Status::Critical;
                    return Some(Reading { status, attack: point(m), defence, ko, line, defence_line, nodes, ..base });
                }
            }
            let status = if self.ends_in_seki(board, target, &a_line, until) { Status::Seki } else { Status::Alive };
            return Some(Reading { status, line: a_line, nodes, ..base });
        }
        // The attacker kills when first: does the defender live when first?
        let mut def = Search::new(board, target, limits(nodes), None);
        let (d_win, d_move) =
            if look.verdict == Some(Win::Attacker) { (Win::Attacker, PASS) } else { def.run(board, defender) };
        nodes += def.nodes;
        if d_win == Win::Unknown {
            return Some(Reading { attack: point(a_move), nodes, ..base });
        }
        if d_win == Win::Attacker {
            // Dead, unless the defender lives by winning a ko: a ko it
            // starts with a move. One it only takes back for ever, passing
            // first (a false eye's stone in atari, retaken), makes no life.
            if self.kos {
                let (w, m, mut s) = strict(defender, attacker, &mut nodes);
                if w == Win::Unknown {
                    return Some(Reading { attack: point(a_move), nodes, ..base });
                }
                if w == Win::Defender && m != PASS {
                    let status = Status::Critical;
                    let (attack, defence) = (point(a_move), point(m));
                    let life = s.line(board, defender);
                    let ko = Ko { attack: ByKo::No, defence: ByKo::shown(board, &life, defender) };
                    let defence_line = to_line(&life);
                    return Some(Reading { status, attack, defence, ko, line: a_line, defence_line, nodes, ..base });
                }
            }
            let how = if look.verdict == Some(Win::Attacker) { "eyes" } else { "search" };
            let attack = point(a_move);
            return Some(Reading { status: Status::Dead, attack, line: a_line, how, nodes, ..base });
        }
        // Critical: does either side's win need a ko? It does where it
        // fails once the opponent may always take back. A key move that
        // wins without a ko is the one named, where there is one.
        let (mut attack, mut defence, mut line) = (point(a_move), point(d_move), a_line);
        let first_life = def.line(board, defender);
        let mut defence_line = to_line(&first_life);
        let mut ko = Ko::default();
        if self.kos {
            let (w, m, mut s) = strict(attacker, attacker, &mut nodes);
            if w == Win::Defender {
                ko.attack = ByKo::shown(board, &first_kill, attacker);
            }
            if w == Win::Attacker {
                (attack, line) = (point(m), to_line(&s.line(board, attacker)));
            }
            let (w, m, mut s) = strict(defender, defender, &mut nodes);
            if w == Win::Attacker {
                ko.defence = ByKo::shown(board, &first_life, defender);
            }
            if w == Win::Defender {
                (defence, defence_line) = (point(m), to_line(&s.line(board, defender)));
            }
        }
        Some(Reading { status: Status::Critical, attack, defence, ko, line, defence_line, nodes, ..base })
    }

    /// The group of the stone at `at`, out in the open: its chain's
    /// capture (a ladder, a net), and where none takes it and
    /// `frame_open` is set, the group read in a frame; with the stones of
    /// the defender's chains a framed reading covered.
    /// It gives up (unknown) as soon as `stop` is raised.
    pub fn read_open_group(
        &self,
        board: &Board,
        at: Point,
        stop: Option<&AtomicBool>,
    ) -> (Reading, Option<Vec<Point>>) {
        self.open_group(board, at, self.until(stop))
    }

    fn open_group(&self, board: &Board, at: Point, until: Until<'_>) -> (Reading, Option<Vec<Point>>) {
        let t = self.tactics(board, board.idx(at), until);
        if t.status == Status::Unknown
            && self.frame_open
            && let Some((r, covered)) = self.read_framed(board, at, until)
        {
            if r.status == Status::Unknown {
                // Framed, and the budget ran out: unknown, and the nodes
                // it took to say so, not an open group never read.
                return (Reading { how: FRAMED, nodes: t.nodes + r.nodes, frame: r.frame, ..t }, None);
            }
            return (r, Some(covered));
        }
        (t, None)
    }

    /// The group of the stone at `at`, out in the open, read inside a
    /// frame of the attacker's stones around its loose group, and the
    /// stones of the defender's chains that reading covered. `None` where
    /// the group is too big to frame; unknown (with the nodes both frames
    /// spent, and no stones) where neither frame's reading answers. Both
    /// frames read within the group's one `until`.
    fn read_framed(&self, board: &Board, at: Point, until: Until<'_>) -> Option<(Reading, Vec<Point>)> {
        // The frame one line past the group first; where the group dies
        // there (or the reading cannot tell), a line more: a group on the
        // side may have room to live past the tight frame's wall that a
        // looser one leaves it. With `loose_check`, a critical group is
        // read a line more too, and lives where it lives there.
        type Framed = Option<(Reading, Vec<Point>)>;
        let status = |x: &Framed| x.as_ref().map(|(r, _)| r.status);
        let tight = self.read_in_frame(board, at, 1, until);
        if status(&tight) == Some(Status::Critical) && self.loose_check > 0 {
            let check = Reader { nodes: self.loose_check, ..*self };
            let loose = check.read_in_frame(board, at, LOOSER, until);
            if let (Some((t, _)), Some((r, stones))) = (&tight, loose)
                && matches!(r.status, Status::Alive | Status::Seki)
            {
                return Some((Reading { nodes: t.nodes + r.nodes, ..r }, stones));
            }
        }
        if !matches!(status(&tight), None | Some(Status::Dead | Status::Unknown)) {
            return tight;
        }
        let loose = self.read_in_frame(board, at, LOOSER, until);
        for answered in [&loose, &tight] {
            if !matches!(status(answered), None | Some(Status::Unknown)) {
                return answered.clone();
            }
        }
        let nodes = [&tight, &loose].iter().filter_map(|x| x.as_ref()).map(|(r, _)| r.nodes).sum();
        tight.or(loose).map(|(r, _)| (Reading { nodes, ..r }, Vec::new()))
    }

    /// The group of the stone at `at`, out in the open, read in the looser
    /// frame alone (`None` where it cannot be framed): the judge's check of
    /// a group the tight frame called critical, which it has read already.
    /// It gives up (unknown) as soon as `stop` is raised.
    pub fn read_in_looser_frame(&self, board: &Board, at: Point, stop: Option<&AtomicBool>) -> Option<Reading> {
        self.read_in_frame(board, at, LOOSER, self.until(stop)).map(|(r, _)| r)
    }

    /// The group read in the frame `margin` lines past its loose group,
    /// and the stones of the defender's chains the reading covered (none
    /// where it says unknown); `None` where the group cannot be framed.
    /// With `cut_frame`, a loose group too big to frame is framed without
    /// the stones an enemy stone cuts it from.
    fn read_in_frame(
        &self,
        board: &Board,
        at: Point,
        margin: usize,
        until: Until<'_>,
    ) -> Option<(Reading, Vec<Point>)> {
        let defender = board.get(at)?;
        let (region, cut) = match problem::group_region(board, at, margin) {
            Some(r) => (r, false),
            None if self.cut_frame => (problem::cut_group_region(board, at, margin)?, true),
            None => return None,
        };
        let framed = frame_of(board, region, defender);
        if framed.get(at) != Some(defender) {
            return None;
        }
        let inside = Reader { open: crate::go::MAX_POINTS, frame_open: false, ..*self };
        let main = main_chain(&framed, framed.idx(at), inside.open);
        let r = inside.read_chain_until(&framed, framed.point(main), until)?;
        let r = Reading { frame: Some(region), ..r };
        if r.status == Status::Unknown {
            return Some((r, Vec::new()));
        }
        // A group framed apart from the loose shapes an enemy stone cuts
        // it from may join them again or live with their help: its death
        // in that frame says nothing. Its life there, with less room and
        // no friends, holds on the board.
        if cut && r.status == Status::Dead {
            return None;
        }
        // A result that turns on a ko the frame made (where its line shows
        // the ko: the kill's for an attack by ko, the life's for a
        // defence by ko) is not the board's.
        let made = |needed: bool, line: &[(Color, Move)]| needed && problem::frame_made_ko(board, &framed, line);
        if made(r.ko.attack.needed(), &r.line) || made(r.ko.defence.needed(), &r.defence_line) {
            let r = Reading {
                status: Status::Unknown,
                attack: None,
                defence: None,
                ko: Ko::default(),
                line: Vec::new(),
                defence_line: Vec::new(),
                ..r
            };
            return Some((r, Vec::new()));
        }
        let ground = Flood::open_at(inside.open).ground(&framed, main);
        let stones = ground
            .chains
            .iter()
            .flat_map(|&h| framed.chain_stones(h))
            .map(|i| framed.point(i))
            .filter(|&p| region.contains(p) && board.get(p) == Some(defender))
            .collect();
        // A group the frame closes at one point at most is read as on the
        // board: it has nowhere to run that the frame took from it.
        let how = if problem::gaps_closed(board, &framed, at) <= 1 { FRAMED_SHUT } else { FRAMED };
        Some((Reading { how, ..r }, stones))
    }

    /// A group out in the open: only the capture of its chain is read, as
    /// a ladder or a net; a chain that escapes is left unknown (it may
    /// still die as a group without eyes, which playouts judge).
    fn tactics(&self, board: &Board, target: Idx, until: Until<'_>) -> Reading {
        let defender = board.at(target).expect("a stone");
        let mut out = Reading {
            status: Status::Unknown,
            attack: None,
            defence: None,
            ko: Ko::default(),
            line: Vec::new(),
            defence_line: Vec::new(),
            how: "open",
            shape: None,
            nodes: 0,
            race: None,
            frame: None,
        };
        if board.liberty_count(target, 4) > 3 {
            return out;
        }
        out.how = TACTICS;
        // A quarter of the budget: a ladder or a net reads in few nodes, and
        // a chain that runs in every direction is for the playouts.
        let nodes = self.nodes / 4 + 1;
        let limits =
            |spent: u64| Limits { nodes: nodes.saturating_sub(spent).max(1), until: Some(until), open: self.open };
        let mut att = Search::capture(board, target, limits(0), None);
        let (a_win, a_move) = att.run(board, defender.opponent());
        out.nodes += att.nodes;
        if a_win != Win::Attacker {
            return out;
        }
        let mv = |m: Idx| if m == PASS { Move::Pass } else { Move::Play(board.point(m)) };
        out.line = att.line(board, defender.opponent()).into_iter().map(|(c, m)| (c, mv(m))).collect();
        let mut def = Search::capture(board, target, limits(out.nodes), None);
        let (d_win, d_move) = def.run(board, defender);
        out.nodes += def.nodes;
        match d_win {
            Win::Attacker => out.status = Status::Dead,
            Win::Defender => {
                out.status = Status::Critical;
                out.attack = (a_move != PASS).then(|| board.point(a_move));
                out.defence = (d_move != PASS).then(|| board.point(d_move));
                out.defence_line = def.line(board, defender).into_iter().map(|(c, m)| (c, mv(m))).collect();
            }
            Win::Unknown => {}
        }
        out
    }

    /// Whether the defender's life in `line` (the attacker first, the
    /// defender surviving) ends with both passing beside an enemy chain
    /// that shares its liberties: seki, not two eyes or a capture.
    fn ends_in_seki(&self, board: &Board, target: Idx, line: &[(Color, Move)], until: Until<'_>) -> bool {
        let mut b = board.clone();
        for (c, m) in line {
            match m {
                Move::Play(p) => {
                    b.play(b.idx(*p), *c);
                }
                _ => b.pass(),
            }
        }
        let Some(defender) = b.at(target) else { return false };
        let mut s = Search::new(&b, target, Limits { nodes: 1, until: None, open: self.open }, None);
        let look = s.look(&b);
        if look.verdict.is_some() {
            return false;
        }
        // The liberties it shares with enemy stones: beside a wall, or
        // beside a chain shut inside its ground (a seki in the corner where
        // the attacker's stones have no outside liberty of their own).
        let enemy = defender.opponent();
        let mut flood = Flood::open_at(self.open);
        let g = flood.ground(&b, target);
        let beside = |l: Idx, c: Color| b.neighbours(l).iter().any(|&n| b.at(n) == Some(c));
        let shared: Vec<Idx> = g.empties.iter().copied().filter(|&l| beside(l, defender) && beside(l, enemy)).collect();
        // The enemy chains sharing them must live too: one the defender
        // can capture makes its life plain life, not seki.
        let mut sharers: Vec<Idx> = Vec::new();
        for &l in &shared {
            for n in b.neighbours(l) {
                if b.at(n) == Some(enemy) && !sharers.contains(&b.chain_id(n)) {
                    sharers.push(b.chain_id(n));
                }
            }
        }
        // And neither side may fill them: the attacker's stone on a shared
        // liberty must be left in atari (one the attacker fills safely is
        // no seki: the defender lives by winning a race), or take the group
        // into a nakade that kills the taker.
        let limits = Limits { nodes: 1, until: None, open: self.open };
        let attacker_cannot_fill = |l: Idx| {
            let mut after = b.clone();
            if after.check(l, enemy, false).is_err() {
                return true;
            }
            let taken = after.play(l, enemy);
            if taken == 0 && after.liberty_count(l, 2) <= 1 {
                return true;
            }
            let last = after.liberties(target);
            let [m] = last[..] else { return false };
            if after.check(m, enemy, false).is_err() {
                return false;
            }
            after.play(m, enemy);
            Search::new(&b, target, limits, None).capture_kills_capturer(&after)
        };
        // The defender's own stone there is left in atari, and taking it
        // gives the sharers two eyes: it cannot take them, and they live
        // as surely as the group (a nakade seki). Where taking gives one
        // eye at most, the stone may be a sacrifice that kills: read.
        let defender_cannot_fill = |l: Idx| {
            let mut after = b.clone();
            if after.check(l, defender, false).is_err() {
                return true;
            }
            if after.play(l, defender) > 0 || after.liberty_count(l, 2) > 1 {
                return false;
            }
            let stones: Vec<Idx> = after.chain_stones(l).collect();
            let last = after.liberties(l);
            let [m] = last[..] else { return false };
            if after.check(m, enemy, false).is_err() {
                return false;
            }
            after.play(m, enemy);
            let space = area::Space { points: stones, rim: Vec::new() };
            eyes::with_cache(|cache| eyes::eye_value(&after, &space, enemy, cache)).attacker_first >= 2
        };
        !sharers.is_empty()
            && shared.iter().all(|&l| attacker_cannot_fill(l))
            && (shared.iter().all(|&l| defender_cannot_fill(l))
                || sharers.iter().all(|&h| {
                    let until = Until::new((Instant::now() + self.time / 4).min(until.deadline), until.stop);
                    let limits = Limits { nodes: self.nodes / 4 + 1, until: Some(until), open: self.open };
                    let mut s = Search::new(&b, h, limits, None);
                    s.run(&b, defender).0 == Win::Defender
                }))
    }
}
