//! SGF records: reading (any common character set, a byte-order mark, the
//! long property names of FF[1-3] files), replaying the main line through
//! our rules, and writing back the whole tree (variations and unknown
//! properties kept) plus what a game added. Parsing goes through sgf-parse;
//! the tree it builds is what we keep. Bytes to text is `decode`'s job,
//! the tree back to text `write`'s.

use std::path::Path;

use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};
use sgf_parse::{GameTree, SgfNode, SimpleText};

use crate::go::{Color, Game, GameResult, IllegalMove, KoRule, MAX_SIZE, MIN_SIZE, Move, Point, Rules, SuicideRule};

mod answers;
mod cursor;
mod decode;
mod replay;
pub mod time_control;
mod tree;
mod write;

pub use cursor::Cursor;
pub use replay::Replayed;
pub use tree::{LaidNode, Mark};

use decode::{decode, normalize_identifiers};
use write::{point_text, write_tree};

/// A tree deeper than this many nodes in a row is refused: the parser's tree
/// is dropped recursively, and no real game comes near it.
pub const MAX_DEPTH: usize = 10_000;

/// Why a record could not be read or replayed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SgfError {
    #[error("cannot read {path}: {why}")]
    Io { path: String, why: String },
    #[error("the file is not valid SGF: {0}")]
    Syntax(String),
    #[error("the file holds no game record")]
    NoGame,
    #[error("the first game of the file is not Go (GM[{0}])")]
    NotGo(String),
    #[error("the record is nested too deeply ({0} nodes in a row; at most {MAX_DEPTH})")]
    TooDeep(usize),
    #[error("unsupported board size {0} (square boards from {MIN_SIZE} to {MAX_SIZE})")]
    BadSize(String),
    #[error("bad {prop} value [{value}] {place}")]
    BadValue { prop: String, value: String, place: String },
    #[error("the setup {place} is not supported: {why}")]
    Setup { place: String, why: String },
    #[error("move {number} ({color} {vertex}) is illegal: {why}")]
    Illegal { number: usize, color: Color, vertex: String, why: IllegalMove },
    #[error("the game does not continue this record: {0}")]
    Mismatch(String),
}

/// The game information of a record (root node properties).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameInfo {
    /// PB, PW: the players' names.
    pub black: Option<String>,
    pub white: Option<String>,
    /// BR, WR: their ranks.
    pub black_rank: Option<String>,
    pub white_rank: Option<String>,
    /// RE, as written ("B+3.5", "W+R", "0").
    pub result: Option<String>,
    /// DT.
    pub date: Option<String>,
    /// EV.
    pub event: Option<String>,
    /// GN.
    pub game_name: Option<String>,
    /// GC: what the game was (a match's records keep here the specs of
    /// the players who played it).
    pub game_comment: Option<String>,
    /// RU, as written ("Japanese", "Chinese"...).
    pub rules: Option<String>,
    /// KM.
    pub komi: Option<f32>,
    /// HA.
    pub handicap: Option<usize>,
}

/// A parsed SGF collection. The first game tree is the game; its main line
/// (the first child at every node) is what `game_at` replays. Two records
/// are equal when their trees are, whatever character set they came in.
#[derive(Clone, Debug)]
pub struct SgfRecord {
    trees: Vec<GameTree>,
    charset: String,
    /// The file's bytes while the tree is as read: saving writes them back
    /// as they were. Any change to the tree drops them.
    source: Option<Vec<u8>>,
    /// What reading had to mend (bad bytes, a file cut short).
    warnings: Vec<String>,
}

impl PartialEq for SgfRecord {
    fn eq(&self, other: &Self) -> bool {
        self.trees == other.trees
    }
}

impl SgfRecord {
    /// Reads a file.
    pub fn load(path: &Path) -> Result<SgfRecord, SgfError> {
        let bytes =
            std::fs::read(path).map_err(|e| SgfError::Io { path: path.display().to_string(), why: e.to_string() })?;
        SgfRecord::parse(&bytes)
    }

    /// Parses an SGF file's bytes: decodes its character set (CA, a UTF-8
    /// byte-order mark, else UTF-8 when valid, else ISO-8859-1), turns old
    /// long property names into FF[4] ids, and checks that the first game
    /// is Go and that its main line reads (size, setup, move values).
    pub fn parse(bytes: &[u8]) -> Result<SgfRecord, SgfError> {
        let mut warnings = Vec::new();
        let (text, charset) = decode(bytes, &mut warnings)?;
        let text = normalize_identifiers(&text, &mut warnings)?;
        let trees = std::panic::catch_unwind(|| sgf_parse::parse(&text))
            .map_err(|_| SgfError::Syntax("the parser failed on this input".into()))?
            .map_err(|e| match e {
                sgf_parse::SgfParseError::NoGameTrees => SgfError::NoGame,
                e => SgfError::Syntax(e.to_string()),
            })?;
        let Some(first) = trees.first() else {
            return Err(SgfError::NoGame);
        };
        if let GameTree::Unknown(node) = first {
            let gm = node.get_property("GM").map(|p| p.to_string()).unwrap_or_default();
            let gm = gm.trim_start_matches("GM[").trim_end_matches(']').to_string();
            return Err(SgfError::NotGo(gm));
        }
        let mut record = SgfRecord { trees, charset: charset.to_string(), source: None, warnings };
        // The tree now holds Unicode text, and `to_sgf` writes UTF-8.
        let non_ascii = !text.is_ascii();
        let root = record.root_mut();
        let utf8 = Prop::CA(SimpleText { text: "UTF-8".into() });
        match root.properties.iter().position(|p| matches!(p, Prop::CA(_))) {
            // In its place, so that a saved record reads back the same.
            Some(k) => root.properties[k] = utf8,
            None if non_ascii => root.properties.push(utf8),
            None => {}
        }
        // The main line must read and its first setup must stand; its moves
        // are checked when it is replayed (`game_at`), under the rules asked
        // for.
        let plan = record.plan()?;
        replay::replay(&plan, record.rules(), plan.nodes_for_moves(0))?;
        record.source = Some(bytes.to_vec());
        Ok(record)
    }

    /// A record of `game` with `info` in its root.
    pub fn from_game(game: &Game, info: &GameInfo) -> SgfRecord {
        let size = game.size();
        let mut props = vec![
            Prop::FF(4),
            Prop::GM(1),
            Prop::CA(SimpleText { text: "UTF-8".into() }),
            Prop::AP((SimpleText { text: "goscape".into() }, SimpleText { text: env!("CARGO_PKG_VERSION").into() })),
            Prop::SZ((size as u8, size as u8)),
            // Through text, so that 0.1 stays 0.1 and not 0.10000000149.
            Prop::KM(game.rules().komi.to_string().parse().unwrap_or(0.0)),
        ];
        if game.handicap() >= 2 {
            props.push(Prop::HA(game.handicap() as i64));
        }
        let text = |s: &str| SimpleText { text: s.to_string() };
        let rules = info.rules.clone().unwrap_or_else(|| rules_name(game.rules()).to_string());
        props.push(Prop::RU(text(&rules)));
        for (value, make) in [
            (&info.black, Prop::PB as fn(SimpleText) -> Prop),
            (&info.white, Prop::PW),
            (&info.black_rank, Prop::BR),
            (&info.white_rank, Prop::WR),
            (&info.date, Prop::DT),
            (&info.event, Prop::EV),
            (&info.game_name, Prop::GN),
        ] {
            if let Some(v) = value {
                props.push(make(text(v)));
            }
        }
        if let Some(c) = &info.game_comment {
            props.push(Prop::GC(sgf_parse::Text { text: c.clone() }));
        }
        // A resignation is a result; two passes are not until the dead
        // stones are agreed, which only the caller knows.
        let resigned = game.resigned().map(|l| GameResult::Resignation { winner: l.opponent() }.to_string());
        let result = info.result.clone().or(resigned);
        if let Some(r) = result {
            props.push(Prop::RE(text(&r)));
        }
        let start = game.start_board();
        for (c, make) in [(Color::Black, Prop::AB as fn(_) -> Prop), (Color::White, Prop::AW)] {
            let stones: std::collections::HashSet<SgfPoint> =
                Point::all(size).filter(|&p| start.get(p) == Some(c)).map(to_sgf_point).collect();
            if !stones.is_empty() {
                props.push(make(stones));
            }
        }
        let has_setup = start.stone_count(Color::Black) + start.stone_count(Color::White) > 0;
        if has_setup || game.first_player() == Color::White {
            props.push(Prop::PL(sgf_color(game.first_player())));
        }
        let mut root = SgfNode::new(props, vec![], true);
        append_moves(&mut root, game.turns());
        SgfRecord { trees: vec![GameTree::GoGame(root)], charset: "UTF-8".into(), source: None, warnings: Vec::new() }
    }

    /// The character set the file was read in (`UTF-8`, `windows-1252` for
    /// ISO-8859-1, `GBK`, `Shift_JIS`...).
    pub fn source_charset(&self) -> &str {
        &self.charset
    }

    /// What reading the file had to mend, for the person to see: bad bytes
    /// shown as replacement characters, a file cut short.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// Whether the tree is still as it was read from a file.
    pub fn unchanged(&self) -> bool {
        self.source.is_some()
    }

    /// The root node of the game.
    pub fn root(&self) -> &SgfNode<Prop> {
        match &self.trees[0] {
            GameTree::GoGame(n) => n,
            GameTree::Unknown(_) => unreachable!("parse and from_game only build Go records"),
        }
    }

    fn root_mut(&mut self) -> &mut SgfNode<Prop> {
        self.source = None;
        match &mut self.trees[0] {
            GameTree::GoGame(n) => n,
            GameTree::Unknown(_) => unreachable!("parse and from_game only build Go records"),
        }
    }

    /// The nodes of the main line, root first.
    pub fn main_line(&self) -> Vec<&SgfNode<Prop>> {
        let mut line = vec![self.root()];
        while let Some(next) = line.last().and_then(|n| n.children.first()) {
            line.push(next);
        }
        line
    }

    /// The board size (SZ, 19 when absent).
    pub fn size(&self) -> usize {
        self.plan().map(|p| p.size).unwrap_or(19)
    }

    /// The number of moves (passes included) on the main line.
    pub fn move_count(&self) -> usize {
        self.plan().map(|p| p.moves().count()).unwrap_or(0)
    }

    /// The moves of the main line, in order.
    pub fn moves(&self) -> Vec<(Color, Move)> {
        self.plan().map(|p| p.moves().map(|(_, c, m)| (c, m)).collect()).unwrap_or_default()
    }

    /// The game information of the root node.
    pub fn info(&self) -> GameInfo {
        let root = self.root();
        let text = |id: &str| match root.get_property(id) {
            Some(
                Prop::PB(t)
                | Prop::PW(t)
                | Prop::BR(t)
                | Prop::WR(t)
                | Prop::RE(t)
                | Prop::DT(t)
                | Prop::EV(t)
                | Prop::GN(t)
                | Prop::RU(t),
            ) => Some(t.text.trim().to_string()),
            _ => None,
        };
        GameInfo {
            black: text("PB"),
            white: text("PW"),
            black_rank: text("BR"),
            white_rank: text("WR"),
            result: text("RE"),
            date: text("DT"),
            event: text("EV"),
            game_name: text("GN"),
            game_comment: match root.get_property("GC") {
                Some(Prop::GC(t)) => Some(t.text.trim().to_string()),
                _ => None,
            },
            rules: text("RU"),
            komi: match root.get_property("KM") {
                Some(Prop::KM(k)) if k.is_finite() && k.abs() < 1e4 => Some(*k as f32),
                _ => None,
            },
            handicap: match root.get_property("HA") {
                Some(Prop::HA(h)) if (2..=(MAX_SIZE * MAX_SIZE) as i64).contains(h) => Some(*h as usize),
                _ => None,
            },
        }
    }

    /// The result (RE) read as a game result, when it is one.
    pub fn result(&self) -> Option<GameResult> {
        self.info().result.as_deref().and_then(GameResult::parse_sgf)
    }

    /// The rules the record names: its komi (7.5 when absent, 0 with a
    /// handicap), positional superko and suicide for the area-scoring rule
    /// sets that have them (Chinese, AGA, New Zealand, Tromp-Taylor, Ing),
    /// simple ko and no suicide otherwise (Japanese, Korean, none named).
    pub fn rules(&self) -> Rules {
        let info = self.info();
        let komi = info.komi.unwrap_or(if info.handicap.is_some() { 0.0 } else { 7.5 });
        let named = info.rules.unwrap_or_default().to_ascii_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| named.contains(w));
        let ko = if has(&["chinese", "aga", "nz", "new zealand", "tromp", "ing"]) {
            KoRule::Positional
        } else {
            KoRule::Simple
        };
        let suicide =
            if has(&["nz", "new zealand", "tromp", "ing"]) { SuicideRule::Allow } else { SuicideRule::Forbid };
        Rules { komi, ko, suicide }
    }

    /// The comment (C) of the node holding move `n` (`0`: the root's).
    pub fn comment(&self, n: usize) -> Option<String> {
        let plan = self.plan().ok()?;
        let node = if n == 0 { 0 } else { plan.moves().nth(n - 1)?.0 };
        let line = self.main_line();
        match line.get(node)?.get_property("C") {
            Some(Prop::C(t)) => Some(t.text.clone()),
            _ => None,
        }
    }

    /// The main line replayed to just after move `n` (`0`: the setup only;
    /// beyond the end: the final position), under the record's `rules()`.
    /// After setup in the middle of the record the game starts from the
    /// position it made (see `Replayed`).
    pub fn game_at(&self, n: usize) -> Result<Game, SgfError> {
        self.game_at_with(n, self.rules())
    }

    /// The games along the main line, `game_at(0)` to `game_at(moves)`,
    /// handed to `each` with their number in turn: the line replayed once,
    /// a move at a time, where `game_at` for each would replay it from the
    /// root every time. `each` answering `false` stops the walk.
    pub fn walk_main_line(&self, mut each: impl FnMut(usize, &Game) -> bool) -> Result<(), SgfError> {
        let plan = self.plan()?;
        let rules = self.rules();
        let moves: Vec<(usize, Color, Move)> = plan.moves().collect();
        // Setup or a change of player after the first move starts the game
        // again from the position it makes: such a line replays each prefix.
        let restarts = moves
            .first()
            .is_some_and(|&(f, _, _)| plan.nodes[f + 1..].iter().any(|n| !n.setup.is_empty() || n.player.is_some()));
        let mut game = replay::replay(&plan, rules, plan.nodes_for_moves(0))?.game;
        if !each(0, &game) {
            return Ok(());
        }
        for (k, &(_, color, mv)) in moves.iter().enumerate() {
            let n = k + 1;
            if restarts {
                game = replay::replay(&plan, rules, plan.nodes_for_moves(n))?.game;
            } else {
                replay::play_recorded(&mut game, color, mv).map_err(|why| SgfError::Illegal {
                    number: n,
                    color,
                    vertex: mv.to_gtp(plan.size),
                    why,
                })?;
            }
            if !each(n, &game) {
                break;
            }
        }
        Ok(())
    }

    /// `game_at` under the given rules. An illegal move is an error that
    /// names it; no partial game is returned.
    pub fn game_at_with(&self, n: usize, rules: Rules) -> Result<Game, SgfError> {
        let plan = self.plan()?;
        Ok(replay::replay(&plan, rules, plan.nodes_for_moves(n))?.game)
    }

    /// The number of moves played before the first move at `p` on the main
    /// line (GTP `loadsgf file vertex`), if any move is there.
    pub fn moves_before(&self, p: Point) -> Option<usize> {
        self.plan().ok()?.moves().position(|(_, _, m)| m == Move::Play(p))
    }

    /// Names the players (PB, PW), in the place of the old names.
    pub fn set_players(&mut self, black: &str, white: &str) {
        let root = self.root_mut();
        for (name, make, is) in [
            (black, Prop::PB as fn(SimpleText) -> Prop, (|p: &Prop| matches!(p, Prop::PB(_))) as fn(&Prop) -> bool),
            (white, Prop::PW, |p: &Prop| matches!(p, Prop::PW(_))),
        ] {
            let prop = make(SimpleText { text: name.to_string() });
            match root.properties.iter().position(is) {
                Some(k) => root.properties[k] = prop,
                None => root.properties.push(prop),
            }
        }
    }

    /// Sets the result (RE), or takes it out with `None`.
    pub fn set_result(&mut self, result: Option<&str>) {
        let root = self.root_mut();
        root.properties.retain(|p| !matches!(p, Prop::RE(_)));
        if let Some(r) = result {
            root.properties.push(Prop::RE(SimpleText { text: r.to_string() }));
        }
    }

    /// Writes the count's markup on the node at `path` (the last of the
    /// line that was counted): territory as TB and TW (dead stones' points
    /// included, as servers write it) and the dead stones marked with
    /// crosses (MA), replacing any markup of an earlier count there.
    pub fn mark_count(&mut self, path: &[usize], black: &[Point], white: &[Point], dead: &[Point]) {
        let Some(node) = self.node_mut(path) else {
            return;
        };
        node.properties.retain(|p| !matches!(p, Prop::TB(_) | Prop::TW(_) | Prop::MA(_)));
        let set = |ps: &[Point]| ps.iter().map(|&p| to_sgf_point(p)).collect::<std::collections::HashSet<_>>();
        for (points, make) in [(black, Prop::TB as fn(_) -> Prop), (white, Prop::TW), (dead, Prop::MA)] {
            if !points.is_empty() {
                node.properties.push(make(set(points)));
            }
        }
    }

    /// The bytes to save: the file as it was read while nothing changed,
    /// else `to_sgf`.
    pub fn to_bytes(&self) -> Vec<u8> {
        match &self.source {
            Some(bytes) => bytes.clone(),
            None => self.to_sgf().into_bytes(),
        }
    }

    /// The whole collection as SGF text (UTF-8): the tree as read, with
    /// every variation and unknown property, plus what games added.
    pub fn to_sgf(&self) -> String {
        let mut out = String::new();
        for tree in &self.trees {
            match tree {
                GameTree::GoGame(root) => write_tree(root, &mut out),
                // Other games are written back as the parser writes them.
                GameTree::Unknown(_) => out.push_str(&tree.to_string()),
            }
            out.push('\n');
        }
        out
    }

    /// Reads the main line once: size, setup, players, moves.
    fn plan(&self) -> Result<replay::Plan, SgfError> {
        replay::plan(self.root(), &self.main_line(), self.info().handicap.unwrap_or(0))
    }
}

/// The move of a node, if it has one (`Err` for an unreadable one).
fn node_move(node: &SgfNode<Prop>) -> Option<Result<(Color, Move), ()>> {
    node.properties.iter().find_map(|p| match p {
        Prop::B(m) | Prop::W(m) => {
            let c = if matches!(p, Prop::B(_)) { Color::Black } else { Color::White };
            Some(Ok((
                c,
                match m {
                    SgfMove::Pass => Move::Pass,
                    SgfMove::Move(q) => Move::Play(Point::new(q.x, q.y)),
                },
            )))
        }
        Prop::Invalid(id, _) if id == "B" || id == "W" => Some(Err(())),
        _ => None,
    })
}

/// Appends `turns` as a chain of nodes below `node`'s first child slot.
fn append_moves(node: &mut SgfNode<Prop>, turns: &[crate::go::Turn]) {
    // Built from the end so that no deep mutable walk is needed.
    let mut chain: Option<SgfNode<Prop>> = None;
    for t in turns.iter().rev() {
        chain = Some(SgfNode::new(vec![tree::move_prop(t.color, t.mv)], chain.into_iter().collect(), false));
    }
    if let Some(c) = chain {
        node.children.insert(0, c);
    }
}

fn to_sgf_point(p: Point) -> SgfPoint {
    SgfPoint { x: p.x, y: p.y }
}

fn from_sgf_point(p: SgfPoint, size: usize) -> Result<Point, String> {
    let q = Point::new(p.x, p.y);
    if q.on_board(size) { Ok(q) } else { Err(point_text(p)) }
}

fn sgf_color(c: Color) -> sgf_parse::Color {
    match c {
        Color::Black => sgf_parse::Color::Black,
        Color::White => sgf_parse::Color::White,
    }
}

fn our_color(c: sgf_parse::Color) -> Color {
    match c {
        sgf_parse::Color::Black => Color::Black,
        sgf_parse::Color::White => Color::White,
    }
}

fn prop_id(p: &Prop) -> String {
    use sgf_parse::SgfProp;
    p.identifier()
}

/// The RU name of our rules.
fn rules_name(r: Rules) -> &'static str {
    match (r.ko, r.suicide) {
        (KoRule::Positional, SuicideRule::Allow) => "NZ",
        (KoRule::Positional, SuicideRule::Forbid) => "Chinese",
        (KoRule::Simple, _) => "Japanese",
    }
}
