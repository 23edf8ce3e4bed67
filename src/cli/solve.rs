//! `goscape solve FILE.sgf`: reads the life and death of a problem or of a
//! position from a record, and prints each group's status with its key
//! moves and the line that proves it, and the first move for the side to
//! play; for one group (`--at`), the judge's verdict on it alone too.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Context;

use crate::go::{Board, Color, GTP_LETTERS, Game, Point};
use crate::reading::area::groups;
use crate::reading::{FRAMED, Reader, Status, TACTICS, problem};
use crate::sgf::SgfRecord;

/// Options of `goscape solve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The problem or record (its main line's setup and moves)
    pub file: PathBuf,
    /// Read the position after this many moves (default: for a problem,
    /// stones of both colours set up and no handicap, the setup, its moves
    /// being answers; for a game, the end of the main line)
    #[arg(long = "move")]
    pub move_number: Option<usize>,
    /// Read only the group of the stone at this vertex (e.g. C17); the
    /// judge's verdict on it alone follows, as `dragon_status` gives it
    #[arg(long)]
    pub at: Option<String>,
    /// Nodes for each search of a group
    #[arg(long, default_value_t = problem::NODES)]
    pub nodes: u64,
    /// Milliseconds for each group
    #[arg(long, default_value_t = 2000)]
    pub millis: u64,
    /// Print every group, those alive by their eyes included
    #[arg(long)]
    pub all: bool,
    /// Print the board as read: a problem inside the frame of the
    /// attacker's stones that closes it; with --at, a group out in the
    /// open inside the frame it was read in (the frame's stones in lower
    /// case)
    #[arg(long)]
    pub frame: bool,
    /// The problem's attacker (B or W), where the guess (the side whose
    /// outermost stones stand nearer the centre) is wrong (with --at, the
    /// attacker is the other side of the group asked about)
    #[arg(long, value_parser = parse_color, conflicts_with = "at")]
    pub attacker: Option<Color>,
}

fn parse_color(s: &str) -> Result<Color, String> {
    Color::parse(s).ok_or_else(|| format!("'{s}' is not a colour (B or W)"))
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let record = SgfRecord::load(&args.file).with_context(|| format!("cannot read {}", args.file.display()))?;
    // What was repaired to read it (a record cut short, an odd encoding).
    for w in record.warnings() {
        eprintln!("goscape: {}: {w}", args.file.display());
    }
    // A problem's record holds its setup and its answers as moves: the
    // problem is the setup. A game's record (handicap stones or none) is
    // read where it ends.
    let setup = record.game_at(0).with_context(|| format!("cannot replay {}", args.file.display()))?;
    let is_problem = setup.handicap() == 0 && setup.board().stone_count(Color::White) > 0;
    let n = args.move_number.unwrap_or(if is_problem { 0 } else { record.move_count() });
    anyhow::ensure!(
        n <= record.move_count(),
        "--move {n}: {} has {} moves on its main line",
        args.file.display(),
        record.move_count()
    );
    let game = record.game_at(n).with_context(|| format!("cannot replay {}", args.file.display()))?;
    anyhow::ensure!(
        !args.frame || args.at.is_some() || (is_problem && n == 0),
        "--frame: only a problem's setup is framed whole (stones of both colours set up, no handicap, no \
         move played); leave --frame out to read this position as it stands, or ask about one group with \
         --at to see the frame it is read in"
    );
    let reader = Reader {
        nodes: args.nodes.max(1),
        time: Duration::from_millis(args.millis.max(1)),
        races: true,
        frame_open: true,
        loose_check: args.nodes.max(1),
        cut_frame: true,
        ..Reader::default()
    };
    let at = args.at.as_deref().map(|v| stone_at(&game, v)).transpose()?;
    print!("{}", solve(&game, &reader, at, args.all, args.frame, args.attacker));
    // One group: also the judge's verdict on it alone, the answer
    // `dragon_status` gives (the judge goes on where the reader has no
    // answer: an open group, out of the reader's reach).
    if let Some(p) = at {
        println!("{}", judged_alone(&game, p)?);
    }
    Ok(())
}

/// The point of `--at v`, where a stone stands on `game`'s board.
fn stone_at(game: &Game, v: &str) -> anyhow::Result<Point> {
    let p = Point::parse_gtp(v, game.size())
        .map_err(|e| anyhow::anyhow!("--at '{v}': {e}"))?
        .ok_or_else(|| anyhow::anyhow!("--at needs a vertex, not a pass"))?;
    anyhow::ensure!(game.board().get(p).is_some(), "--at {v}: no stone there");
    Ok(p)
}

/// The default judge's verdict on the group at `p` asked about alone, as
/// `dragon_status` judges it, with its source.
fn judged_alone(game: &Game, p: Point) -> anyhow::Result<String> {
    let mut judge = crate::engine::make_judge(crate::engine::DEFAULT_JUDGE)?;
    let stop = AtomicBool::new(false);
    let whole = judge.judge(game, &stop, &mut |_| {}).map_err(|e| anyhow::anyhow!("cannot judge the position: {e}"))?;
    let g = judge
        .judge_group(game, &whole, p, &stop)
        .ok_or_else(|| anyhow::anyhow!("no group at the stone asked about"))?;
    Ok(format!("judged alone, as dragon_status answers: {}", crate::meaning::report::verdict(game.size(), &g)))
}

/// The report for a position: one entry per group read, then the first
/// move for the side to play where a fight needs one.
pub fn solve(
    game: &Game,
    reader: &Reader,
    at: Option<Point>,
    all: bool,
    frame: bool,
    attacker: Option<Color>,
) -> String {
    let board = game.board();
    let size = game.size();
    let to_play = game.to_play();
    let targets: Vec<Point> = match at {
        Some(p) => vec![p],
        None => {
            // One stone for each group: chains sharing a ground are read
            // once, from the first.
            groups(board).into_iter().map(|(i, _)| board.point(i)).collect()
        }
    };
    let mut out = format!("{} to play\n", side(to_play));
    if at.is_none()
        && game.move_number() == 0
        && let Some(answer) = problem::solve(board, to_play, reader, attacker)
    {
        return out + &describe_problem(&answer, size, to_play, all, frame);
    }
    let mut first: Option<(u8, Point, String)> = None;
    let mut listed = 0;
    for p in targets {
        let Some(r) = reader.read(board, p) else { continue };
        // A death read in a frame that took room from the group is the
        // frame's: on the board it may still run out (a lone stone in the
        // open dies in any frame drawn tight around it).
        let frame_death = r.may_run_out() && r.status == Status::Dead;
        // Groups alive by their eyes, and open ones no reading answers, are
        // listed only when asked for.
        let open = r.how == "open" || (matches!(r.how, FRAMED | TACTICS) && r.status == Status::Unknown) || frame_death;
        if !all && at.is_none() && (r.how == "eyes" || open) && (r.status != Status::Dead || frame_death) {
            continue;
        }
        listed += 1;
        let color = board.get(p).expect("a stone");
        out += &format!("{} group at {}: {}\n", side(color), p.to_gtp(size), r.describe_from(size, to_play));
        if let Some(caveat) = r.caveat() {
            out += &format!("    {caveat}\n");
        }
        if frame && at.is_some() {
            match r.framed_board(board, color) {
                Some(framed) => out += &framed_diagram(board, &framed),
                None => out += "    not read in a frame: read on the board as it stands\n",
            }
        }
        // The side to play attacks a critical enemy group or saves its own;
        // where only the chain's capture was read, that is all it says.
        let (kills, lives) = if r.how == TACTICS { ("takes the chain", "saves the chain") } else { ("kills", "lives") };
        let key = match (r.status, color == to_play) {
            (Status::Critical, false) => r.attack.map(|m| (2, m, kills, r.ko.attack.needed())),
            (Status::Critical, true) => r.defence.map(|m| (2, m, lives, r.ko.defence.needed())),
            _ => None,
        };
        if let Some((rank, m, what, ko)) = key
            && first.as_ref().is_none_or(|f| f.0 < rank)
        {
            let by_ko = if ko { " by ko" } else { "" };
            first = Some((rank, m, format!("{} {what}{by_ko}", m.to_gtp(size))));
        }
    }
    if listed == 0 {
        out += "no group to show: each is alive by its eyes or out in the open, where reading has no answer (--all lists them)\n";
    }
    if let Some((_, _, what)) = first {
        out += &format!("first move: {what}\n");
    }
    out
}

/// The board a group was read on inside its frame, with coordinates: the
/// stones on the board as `X` and `O`, those the frame put as `x` and
/// `o`.
fn framed_diagram(board: &Board, framed: &Board) -> String {
    let n = board.size();
    let letters: String = GTP_LETTERS[..n].iter().map(|&l| format!(" {}", l as char)).collect();
    let mut out = format!("    framed: the board as read (x, o: the frame's stones)\n    {letters}\n");
    for y in 0..n {
        let row = n - y;
        out += &format!("    {row:>2}");
        for x in 0..n {
            let p = Point::new(x as u8, y as u8);
            let c = match (framed.get(p), board.get(p) == framed.get(p)) {
                (Some(Color::Black), true) => 'X',
                (Some(Color::White), true) => 'O',
                (Some(Color::Black), false) => 'x',
                (Some(Color::White), false) => 'o',
                (None, _) => '.',
            };
            out.push(' ');
            out.push(c);
        }
        out += &format!(" {row:<2}\n");
    }
    out + &format!("    {letters}\n")
}

fn side(c: Color) -> &'static str {
    if c == Color::Black { "Black" } else { "White" }
}

/// A framed problem's report: the frame, the defender's groups read on it
/// (each critical one with the line for `to_play`), the first move.
fn describe_problem(answer: &problem::Answer, size: usize, to_play: Color, all: bool, frame: bool) -> String {
    let mut out =
        format!("problem in {}, framed with {} as the attacker\n", answer.region.describe(size), side(answer.attacker));
    if frame {
        out += &answer.framed.to_ascii();
    }
    for (p, r) in &answer.readings {
        if !all && r.status == Status::Alive && r.how == "eyes" {
            continue;
        }
        let described = r.describe_from(size, to_play);
        out += &format!("{} group at {}: {described}\n", side(answer.attacker.opponent()), p.to_gtp(size));
    }
    match answer.first {
        Some((m, what)) => out += &format!("first move: {} {what}\n", m.to_gtp(size)),
        None => {
            out += "first move: none found (no group of the defender is critical as read, or the reading ran out)\n"
        }
    }
    out
}
