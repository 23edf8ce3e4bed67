//! `goscape play` (and `goscape` alone, which goes on with the autosaved
//! game): opens the 3D window on a game.

use super::RuleArgs;
use crate::engine::DEFAULT_AI;

/// Options of `goscape play`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Who plays Black: `human` or a player spec (random, mcts:playouts=N, gtp:CMD...)
    #[arg(long, default_value = "human")]
    pub black: String,
    /// Who plays White: `human` or a player spec
    #[arg(long, default_value = DEFAULT_AI)]
    pub white: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Handicap stones for Black (2 to 9 on the usual boards)
    #[arg(long, default_value_t = 0)]
    pub handicap: usize,
    /// Open this SGF record instead of a new game
    #[arg(long)]
    pub sgf: Option<std::path::PathBuf>,
    /// Open the record at this move, the rest of it ahead to replay (default: its end)
    #[arg(long = "move")]
    pub move_number: Option<usize>,
    /// Save a picture of the window to this PNG file after --screenshot-after seconds, then close
    #[arg(long)]
    pub screenshot: Option<std::path::PathBuf>,
    #[arg(long, default_value_t = 8.0)]
    pub screenshot_after: f32,
    /// Height of the terrain's relief at full influence, in grid spacings (0 to 2)
    #[arg(long, default_value_t = 1.0)]
    pub relief: f32,
    /// What the terrain shows: an influence model (control, path, zobrist,
    /// influencie, swim, ownership) or ishida, the judge's picture of each
    /// living group's territory and influence
    #[arg(long, default_value = "control")]
    pub terrain: String,
    /// Who judges life and death for the count and the Ishida picture:
    /// playouts[:nodes=K,playouts=N,threads=T,read=R,seed=S] (reading
    /// first, then playouts), fight:<player spec>,
    /// or engine:<gtp spec>
    #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
    pub judge: String,
    /// A clock for each side: MAIN, MAIN+PERIODSxSECONDS (byo-yomi),
    /// MAIN+STONES/PERIOD (Canadian) or MAIN+SECONDS/move (Fischer), e.g.
    /// 10m+5x30s; a record's own TM/OT otherwise
    #[arg(long, value_parser = crate::go::TimeControl::parse)]
    pub time: Option<crate::go::TimeControl>,
    /// Show the what-if terrain of this move of the side to move (as if
    /// the pointer rested on it; W and the pointer take over)
    #[arg(long, value_name = "VERTEX")]
    pub what_if: Option<String>,
    /// With --what-if: the change the move makes rather than the ownership after it
    #[arg(long, requires = "what_if")]
    pub difference: bool,
    /// Start with the evaluation on (key E)
    #[arg(long)]
    pub evaluate: bool,
    /// Draw the evaluation's best three lines as ghost stones (key V)
    #[arg(long)]
    pub lines: bool,
    /// Read the life and death of the group at this vertex from the start
    /// (key K over a stone): the answer in the view's corner, the line that
    /// proves it as ghost stones
    #[arg(long, value_name = "VERTEX")]
    pub read: Option<String>,
    /// The window's size in pixels, WxH (1280x800 unless given)
    #[arg(long, value_name = "WxH")]
    pub window: Option<String>,
    /// Write where the panels drew the terrain's key, its readouts and the
    /// game section to this JSON file as the window runs (for tests)
    #[arg(long, value_name = "FILE")]
    pub layout: Option<std::path::PathBuf>,
    /// Start with key Y on: after a move the review lists as a mistake,
    /// the terrain of why (the better move against the move played)
    #[arg(long)]
    pub why: bool,
}

impl Default for Args {
    fn default() -> Self {
        Args {
            black: "human".into(),
            white: DEFAULT_AI.into(),
            rules: RuleArgs {
                size: 19,
                komi: 7.5,
                ko: crate::go::KoRule::Positional,
                suicide: crate::go::SuicideRule::Forbid,
            },
            handicap: 0,
            sgf: None,
            move_number: None,
            screenshot: None,
            screenshot_after: 8.0,
            relief: 1.0,
            terrain: "control".into(),
            judge: crate::engine::DEFAULT_JUDGE.into(),
            time: None,
            what_if: None,
            difference: false,
            why: false,
            window: None,
            layout: None,
            evaluate: false,
            lines: false,
            read: None,
        }
    }
}

/// A seat from the command line: `None` for a person.
pub fn seat(spec: &str) -> Option<String> {
    let s = spec.trim();
    (!(s.is_empty() || s.eq_ignore_ascii_case("human") || s.eq_ignore_ascii_case("person"))).then(|| s.to_string())
}

/// The game the arguments describe.
pub fn start_game(args: &Args) -> anyhow::Result<crate::go::Game> {
    let mut game = crate::go::Game::new(args.rules.size, args.rules.rules())?;
    if args.handicap >= 2 {
        game.fixed_handicap(args.handicap)?;
    } else if args.handicap == 1 {
        anyhow::bail!("a handicap of 1 is no handicap: give 0, or 2 or more");
    }
    Ok(game)
}

#[cfg(feature = "gui")]
pub fn run(args: Args) -> anyhow::Result<()> {
    use crate::app::{StartConfig, WindowShot, records::load_sgf, run_window};
    use anyhow::Context;
    let (game, tree) = match &args.sgf {
        Some(path) => {
            let mut opened = load_sgf(path)
                .map_err(anyhow::Error::msg)
                .with_context(|| format!("cannot open {}", path.display()))?;
            for w in &opened.warnings {
                eprintln!("goscape: {}: {w}", path.display());
            }
            crate::app::records::remember(path);
            if let Some(n) = args.move_number {
                let total = opened.tree.branch_moves();
                anyhow::ensure!(n <= total, "--move {n} is past the end of the game ({total} moves)");
                opened.tree.go_to_move(n);
                opened.game = opened.tree.game().map_err(|e| anyhow::anyhow!("{e}"))?.game;
            }
            (opened.game, Some(Box::new(opened.tree)))
        }
        None => {
            anyhow::ensure!(args.move_number.is_none(), "--move needs a record to open (--sgf)");
            (start_game(&args)?, None)
        }
    };
    // Refuse a bad spec here, with its reason, rather than in the window.
    for spec in [seat(&args.black), seat(&args.white)].into_iter().flatten() {
        crate::engine::make_player(&spec)?;
    }
    let shot = args.screenshot.clone().map(|path| WindowShot { path, after_secs: args.screenshot_after });
    let relief = crate::app::relief::checked_relief(args.relief).map_err(anyhow::Error::msg)?;
    let models = crate::app::terrain::models();
    anyhow::ensure!(
        models.contains(&args.terrain.as_str()),
        "unknown terrain {}; it shows {}",
        args.terrain,
        models.join(", ")
    );
    crate::engine::make_judge(&args.judge)?;
    let what_if = match &args.what_if {
        Some(v) => Some(
            crate::go::Point::parse_gtp(v, game.size())?
                .ok_or_else(|| anyhow::anyhow!("--what-if needs a point, not a pass"))?,
        ),
        None => None,
    };
    let read = match &args.read {
        Some(v) => {
            let p = crate::go::Point::parse_gtp(v, game.size())?
                .ok_or_else(|| anyhow::anyhow!("--read needs a point, not a pass"))?;
            anyhow::ensure!(game.board().get(p).is_some(), "--read {v}: no stone there");
            Some(p)
        }
        None => None,
    };
    let view = crate::app::FirstView {
        relief,
        model: args.terrain.clone(),
        judge: args.judge.clone(),
        what_if,
        difference: args.difference,
        evaluate: args.evaluate,
        lines: args.lines,
        read,
        why: args.why,
        window: match &args.window {
            Some(s) => crate::cli::render::parse_size(s)?,
            None => crate::app::FirstView::default().window,
        },
        layout: args.layout.clone(),
    };
    let config = StartConfig { game, black: seat(&args.black), white: seat(&args.white), tree, time: args.time };
    run_window(config, shot, view).map_err(anyhow::Error::msg)
}

/// `goscape FILE.sgf`: the record opened for review, people at both seats.
pub fn open_file(path: std::path::PathBuf) -> anyhow::Result<()> {
    run(Args { sgf: Some(path), black: "human".into(), white: "human".into(), ..Args::default() })
}

/// `goscape` alone: the autosaved game when one is still being played (with
/// the same seats), else a new 19x19 game against the default AI.
#[cfg(feature = "gui")]
pub fn run_default() -> anyhow::Result<()> {
    use crate::app::{StartConfig, records::load_autosave, run_window};
    if let Ok(saved) = load_autosave()
        && !saved.opened.game.is_over()
        && saved.opened.tree.move_number() > 0
    {
        // A record without players' names is played on against the default AI.
        let (black, white) = saved.seats.unwrap_or_else(|| (None, seat(DEFAULT_AI)));
        let usable = |s: &Option<String>| s.as_deref().is_none_or(|s| crate::engine::make_player(s).is_ok());
        if usable(&black) && usable(&white) {
            eprintln!(
                "goscape: going on with the autosaved game ({} moves); `goscape play` starts a new one",
                saved.opened.tree.move_number()
            );
            let config = StartConfig {
                game: saved.opened.game,
                black,
                white,
                tree: Some(Box::new(saved.opened.tree)),
                time: None,
            };
            return run_window(config, None, crate::app::FirstView::default()).map_err(anyhow::Error::msg);
        }
    }
    run(Args::default())
}

#[cfg(not(feature = "gui"))]
pub fn run_default() -> anyhow::Result<()> {
    run(Args::default())
}

#[cfg(not(feature = "gui"))]
pub fn run(args: Args) -> anyhow::Result<()> {
    let _ = args;
    anyhow::bail!("this goscape was built without the gui feature: 'play' needs it (cargo build --features gui)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_and_person_mean_a_seat_for_a_person() {
        assert_eq!(seat("human"), None);
        assert_eq!(seat(" Person "), None);
        assert_eq!(seat("mcts:playouts=10"), Some("mcts:playouts=10".into()));
    }

    #[test]
    fn a_handicap_of_one_is_refused_and_two_gives_white_the_move() {
        let mut a = Args { handicap: 1, ..Args::default() };
        assert!(start_game(&a).is_err());
        a.handicap = 2;
        let g = start_game(&a).unwrap();
        assert_eq!(g.to_play(), crate::go::Color::White);
    }
}
