//! Our rules against GNU Go 3.8's: random games on 5x5, 7x7, 9x9 and 19x19,
//! every move also sent to `gnugo --mode gtp`; after every move the legal
//! moves of both colours (`all_legal`), the stones (`list_stones`) and the
//! capture counts (`captures`) must agree. Three rule sets: GNU Go's default
//! (simple ko, no suicide), `--positional-superko`, `--allow-all-suicide`.
//! At least 300 games by default; `GOSCAPE_DIFF_GAMES=N` plays about N.
//! Also: the SGF records we write load in GNU Go to the same position.
//! GNU Go missing is a failure with a message, never a skip.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

mod common;

use goscape::go::{Color, Game, KoRule, Move, Point, Rules, SuicideRule};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

struct GnuGo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl GnuGo {
    fn start(flags: &[&str]) -> GnuGo {
        let path = common::gnugo();
        let mut child = Command::new(&path)
            .args(["--mode", "gtp"])
            .args(flags)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", path.display()));
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        GnuGo { child, stdin, stdout }
    }

    /// Sends several commands at once and reads their answers, in order:
    /// `Ok(text)` or `Err(message)`.
    fn ask_all(&mut self, commands: &[String]) -> Vec<Result<String, String>> {
        let mut batch = String::new();
        for c in commands {
            batch.push_str(c);
            batch.push('\n');
        }
        self.stdin.write_all(batch.as_bytes()).expect("GNU Go accepts input");
        self.stdin.flush().expect("GNU Go accepts input");
        commands.iter().map(|c| self.read_answer(c)).collect()
    }

    fn read_answer(&mut self, command: &str) -> Result<String, String> {
        let mut text = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).expect("GNU Go answers");
            assert!(n > 0, "GNU Go ended while answering '{command}'");
            let line = line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                if text.is_empty() {
                    continue;
                }
                break;
            }
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line);
        }
        let (status, rest) = text.split_at(1);
        let rest = rest.trim().to_string();
        match status {
            "=" => Ok(rest),
            "?" => Err(rest),
            _ => panic!("GNU Go answered '{command}' with '{text}'"),
        }
    }

    fn ok(&mut self, command: &str) -> String {
        self.ask_all(&[command.to_string()]).remove(0).unwrap_or_else(|e| panic!("GNU Go refused '{command}': {e}"))
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

#[derive(Clone, Copy, Debug)]
struct RuleSet {
    name: &'static str,
    flags: &'static [&'static str],
    ko: KoRule,
    suicide: SuicideRule,
}

const RULE_SETS: [RuleSet; 3] = [
    RuleSet { name: "default (simple ko, no suicide)", flags: &[], ko: KoRule::Simple, suicide: SuicideRule::Forbid },
    RuleSet {
        name: "--positional-superko",
        flags: &["--positional-superko"],
        ko: KoRule::Positional,
        suicide: SuicideRule::Forbid,
    },
    RuleSet {
        name: "--allow-all-suicide",
        flags: &["--allow-all-suicide"],
        ko: KoRule::Simple,
        suicide: SuicideRule::Allow,
    },
];

/// Games per board size out of every 100, keeping 19x19 few.
const MIX: [(usize, usize); 4] = [(5, 48), (7, 30), (9, 20), (19, 2)];

fn vertices(size: usize, pts: impl IntoIterator<Item = Point>) -> BTreeSet<String> {
    pts.into_iter().map(|p| p.to_gtp(size)).collect()
}

fn parse_vertices(s: &str) -> BTreeSet<String> {
    s.split_whitespace().map(|v| v.to_ascii_uppercase()).collect()
}

/// One random game played on both sides; returns the moves played and the
/// disagreements found.
fn play_one(gnugo: &mut GnuGo, rules: RuleSet, size: usize, seed: u64) -> (usize, Vec<String>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    gnugo.ok(&format!("boardsize {size}"));
    gnugo.ok("clear_board");
    let mut game = Game::new(size, Rules { komi: 0.0, ko: rules.ko, suicide: rules.suicide }).expect("valid size");
    let mut record: Vec<String> = Vec::new();
    let mut problems = Vec::new();
    let max_moves = 3 * size * size;
    while !game.is_over() && game.move_number() < max_moves {
        let color = game.to_play();
        let legal = game.legal_points(color);
        let mv = if legal.is_empty() || rng.random_bool(0.03) {
            Move::Pass
        } else {
            Move::Play(legal[rng.random_range(0..legal.len())])
        };
        let v = mv.to_gtp(size);
        game.play(color, mv).expect("we chose a legal move");
        record.push(format!("{} {v}", color.letter()));
        let queries: Vec<String> = [
            format!("play {} {v}", color.letter()),
            "all_legal black".into(),
            "all_legal white".into(),
            "list_stones black".into(),
            "list_stones white".into(),
            "captures black".into(),
            "captures white".into(),
        ]
        .into();
        let answers = gnugo.ask_all(&queries);
        let b = game.board();
        let ours: Vec<String> = vec![
            String::new(),
            vertices(size, game.legal_points(Color::Black)).into_iter().collect::<Vec<_>>().join(" "),
            vertices(size, game.legal_points(Color::White)).into_iter().collect::<Vec<_>>().join(" "),
            vertices(size, Point::all(size).filter(|&p| b.get(p) == Some(Color::Black)))
                .into_iter()
                .collect::<Vec<_>>()
                .join(" "),
            vertices(size, Point::all(size).filter(|&p| b.get(p) == Some(Color::White)))
                .into_iter()
                .collect::<Vec<_>>()
                .join(" "),
            b.captures(Color::Black).to_string(),
            b.captures(Color::White).to_string(),
        ];
        for (k, (q, a)) in queries.iter().zip(&answers).enumerate() {
            let theirs = match a {
                Ok(t) => t.clone(),
                Err(e) => format!("? {e}"),
            };
            let same =
                if k == 0 || k >= 5 { theirs == ours[k] } else { parse_vertices(&theirs) == parse_vertices(&ours[k]) };
            if !same {
                let (only_ours, only_theirs) = if (1..=4).contains(&k) {
                    let (o, t) = (parse_vertices(&ours[k]), parse_vertices(&theirs));
                    (
                        o.difference(&t).cloned().collect::<Vec<_>>().join(" "),
                        t.difference(&o).cloned().collect::<Vec<_>>().join(" "),
                    )
                } else {
                    (ours[k].clone(), theirs.clone())
                };
                problems.push(format!(
                    "rules {}, {size}x{size}, seed {seed}, after move {} ({}):\n'{q}': ours only [{only_ours}], GNU Go only [{only_theirs}]\nmoves: {}\n{}",
                    rules.name,
                    game.move_number(),
                    record.last().map(String::as_str).unwrap_or(""),
                    record.join(" "),
                    game.board().to_ascii()
                ));
            }
        }
        if !problems.is_empty() {
            // The positions diverge from here on: one report per game.
            break;
        }
    }
    (game.move_number(), problems)
}

/// The games of one worker: a GNU Go process per rule set.
fn run_games(jobs: &[(RuleSet, usize, u64)]) -> (usize, usize, Vec<String>) {
    let mut problems = Vec::new();
    let mut moves = 0;
    let mut engines: Vec<(&'static str, GnuGo)> = Vec::new();
    for &(rules, size, seed) in jobs {
        let at = match engines.iter().position(|(n, _)| *n == rules.name) {
            Some(i) => i,
            None => {
                engines.push((rules.name, GnuGo::start(rules.flags)));
                engines.len() - 1
            }
        };
        let (played, found) = play_one(&mut engines[at].1, rules, size, seed);
        moves += played;
        problems.extend(found);
    }
    (jobs.len(), moves, problems)
}

#[test]
fn our_rules_agree_with_gnu_go_move_by_move() {
    let total: usize = std::env::var("GOSCAPE_DIFF_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(300).max(1);
    // Build the job list: each rule set gets a third, sizes by MIX (19x19 at
    // least once per rule set).
    let mut jobs = Vec::new();
    let per_rules = total.div_ceil(RULE_SETS.len());
    for (r, rules) in RULE_SETS.iter().enumerate() {
        for (s, &(size, share)) in MIX.iter().enumerate() {
            let n = (per_rules * share).div_ceil(100).max(1);
            for g in 0..n {
                let seed = (r as u64) << 40 | (s as u64) << 32 | g as u64;
                jobs.push((*rules, size, seed));
            }
        }
    }
    assert!(jobs.len() >= total.min(300), "{} games planned", jobs.len());
    let workers = 3;
    let start = std::time::Instant::now();
    let results: Vec<(usize, usize, Vec<String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let mine: Vec<_> = jobs.iter().skip(w).step_by(workers).copied().collect();
                scope.spawn(move || run_games(&mine))
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("worker thread")).collect()
    });
    let games: usize = results.iter().map(|r| r.0).sum();
    let moves: usize = results.iter().map(|r| r.1).sum();
    let problems: Vec<String> = results.into_iter().flat_map(|r| r.2).collect();
    eprintln!(
        "{games} games, {moves} moves against GNU Go in {:.1} s, {} disagreements",
        start.elapsed().as_secs_f64(),
        problems.len()
    );
    assert!(games >= total.min(300));
    assert!(
        problems.is_empty(),
        "{} disagreements with GNU Go; the first ones:\n\n{}",
        problems.len(),
        problems.iter().take(5).cloned().collect::<Vec<_>>().join("\n\n")
    );
}

/// The stones of `game` as GTP vertex sets (black, white).
fn stones_of(game: &Game) -> (BTreeSet<String>, BTreeSet<String>) {
    let size = game.size();
    let b = game.board();
    let of = |c| vertices(size, Point::all(size).filter(|&p| b.get(p) == Some(c)));
    (of(Color::Black), of(Color::White))
}

#[test]
fn records_we_write_load_in_gnu_go_to_the_same_position() {
    let dir = std::env::temp_dir().join(format!("goscape-gnugo-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut gnugo = GnuGo::start(&[]);
    let mut games: Vec<Game> = Vec::new();
    // The professional records, through our reader and writer.
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf");
    for entry in std::fs::read_dir(&data).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "sgf") {
            let rec = goscape::sgf::SgfRecord::load(&path).unwrap();
            let text = rec.to_sgf();
            let back = goscape::sgf::SgfRecord::parse(text.as_bytes()).unwrap();
            games.push(back.game_at(usize::MAX).unwrap());
        }
    }
    // Random games with captures, passes and a handicap.
    let mut rng = SmallRng::seed_from_u64(11);
    for (size, handicap) in [(9, 0), (9, 3), (13, 0), (19, 4)] {
        let rules = Rules { komi: 0.5, ko: KoRule::Simple, suicide: SuicideRule::Forbid };
        let mut g = Game::new(size, rules).unwrap();
        if handicap > 0 {
            g.fixed_handicap(handicap).unwrap();
        }
        for _ in 0..size * size {
            let legal = g.legal_points(g.to_play());
            let mv = if legal.is_empty() || rng.random_bool(0.05) {
                Move::Pass
            } else {
                Move::Play(legal[rng.random_range(0..legal.len())])
            };
            g.play_next(mv).unwrap();
        }
        games.push(g);
    }
    assert!(games.len() >= 6);
    for (k, game) in games.iter().enumerate() {
        let file = dir.join(format!("game{k}.sgf"));
        let text = goscape::sgf::SgfRecord::from_game(game, &goscape::sgf::GameInfo::default()).to_sgf();
        std::fs::write(&file, &text).unwrap();
        gnugo.ok(&format!("loadsgf {}", file.display()));
        let (black, white) = stones_of(game);
        assert_eq!(parse_vertices(&gnugo.ok("list_stones black")), black, "game {k}:\n{text}");
        assert_eq!(parse_vertices(&gnugo.ok("list_stones white")), white, "game {k}:\n{text}");
        let b = game.board();
        assert_eq!(gnugo.ok("captures black"), b.captures(Color::Black).to_string(), "game {k}");
        assert_eq!(gnugo.ok("captures white"), b.captures(Color::White).to_string(), "game {k}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
