//! The `katago:` player: KataGo's JSON analysis engine (`katago analysis
//! -model M -config C`), one process for every position it is asked
//! about. Each position is one query (the game's setup and moves, its size,
//! komi and rules); KataGo's candidates come back with visits, win rate,
//! score lead and its spread, and line, with the ownership and its spread
//! per point (`ownershipStdev`, which the fog shows), and the ownership
//! after each candidate (`includeMovesOwnership`, which the what-if
//! terrain shows without playouts). While it searches,
//! KataGo reports every half second (`reportDuringSearchEvery`); a stop
//! ends the query (`terminate`). Values are read as Black's, as the config
//! `scripts/katago/setup` writes says (`reportAnalysisWinratesAs = BLACK`,
//! also KataGo's own example), and turned to the side to move's.
//!
//! Spec: `katago:<command line>`, or with options
//! `katago[visits=N,timeout=SECS,start_timeout=SECS]:<command line>`
//! (visits a move, default 100; time a move may take, default 600 s; time
//! to start, default 300 s, as the first start compiles OpenCL kernels).

use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;
use serde_json::{Value, json};

use crate::engine::process::{CommandLine, Process};
use crate::go::{Color, Game, Move, Point, SuicideRule};
use crate::player::{Candidate, Decision, Player, PlayerError, Progress, Score, SpecError, Think, parse_value};

/// Visits a move when the spec says none.
pub const DEFAULT_VISITS: u64 = 100;
/// How often KataGo reports while it searches, in seconds.
const REPORT_EVERY: f64 = 0.5;
/// Visits of an analysis that runs until stopped.
const ANALYSIS_VISITS: u64 = 1_000_000;
/// How often a waiting player looks at the stop flag.
const POLL: Duration = Duration::from_millis(20);
/// After a stop, how long KataGo may take to send its last answer.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// The options of a `katago:` spec.
#[derive(Clone, Debug, PartialEq)]
pub struct KataGoOptions {
    pub command: CommandLine,
    pub visits: u64,
    pub move_timeout: Duration,
    pub start_timeout: Duration,
    /// The spec as given, for the player's name.
    pub name: String,
}

impl KataGoOptions {
    /// Reads `katago:<command line>` or `katago[k=v,...]:<command line>`.
    pub fn from_spec(spec: &str) -> Result<KataGoOptions, SpecError> {
        let spec = spec.trim();
        let (head, line) =
            spec.split_once(':').ok_or_else(|| SpecError::new(spec, "expected katago:<analysis command line>"))?;
        let opts = match head.trim().strip_prefix("katago") {
            Some("") => "",
            Some(o) if o.starts_with('[') && o.ends_with(']') => &o[1..o.len() - 1],
            _ => return Err(SpecError::new(spec, "expected katago:<command line> or katago[options]:<command line>")),
        };
        let command = CommandLine::parse(line).map_err(|why| SpecError::new(spec, why))?;
        let mut o = KataGoOptions {
            command,
            visits: DEFAULT_VISITS,
            move_timeout: Duration::from_secs(600),
            start_timeout: Duration::from_secs(300),
            name: spec.to_string(),
        };
        for kv in opts.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (k, v) = kv.split_once('=').map(|(k, v)| (k.trim(), v.trim())).unwrap_or((kv, ""));
            match k {
                "visits" => {
                    o.visits = parse_value(spec, k, v)?;
                    if o.visits < 2 {
                        // With one visit KataGo names no candidate.
                        return Err(SpecError::new(spec, "visits must be at least 2"));
                    }
                }
                "timeout" | "start_timeout" => {
                    let secs: f64 = parse_value(spec, k, v)?;
                    if !(secs > 0.0 && secs.is_finite()) {
                        return Err(SpecError::new(spec, format!("{k} must be a positive number of seconds")));
                    }
                    let t = Duration::from_secs_f64(secs);
                    if k == "timeout" { o.move_timeout = t } else { o.start_timeout = t }
                }
                _ => {
                    return Err(SpecError::new(
                        spec,
                        format!("katago takes no option '{k}' (visits, timeout, start_timeout)"),
                    ));
                }
            }
        }
        Ok(o)
    }
}

/// KataGo's analysis engine as a player.
pub struct KataGoPlayer {
    options: KataGoOptions,
    /// Started at the first query, kept for the next.
    process: Option<Process>,
    next_id: u64,
}

impl KataGoPlayer {
    pub fn new(options: KataGoOptions) -> KataGoPlayer {
        KataGoPlayer { options, process: None, next_id: 1 }
    }

    /// Asks about the position of `game`: `visits`, reporting while it
    /// searches; the last report is the answer.
    fn query(&mut self, game: &Game, visits: u64, think: &mut Think) -> Result<Option<Progress>, PlayerError> {
        let fresh = self.process.is_none();
        if fresh {
            let p = Process::spawn(&self.options.command).map_err(|why| {
                PlayerError::Failed(format!("could not start KataGo ('{}'): {why}", self.options.command.program))
            })?;
            self.process = Some(p);
        }
        let id = format!("q{}", self.next_id);
        self.next_id += 1;
        let line = query(game, &id, visits).to_string();
        let process = self.process.as_mut().expect("started above");
        if let Err(why) = process.write_line(&line) {
            // A closed input is a process ending: say how it ended, once it has.
            let what = process
                .exited_within(PIPES_CLOSED)
                .map_or_else(|| format!("could not write to KataGo: {why}"), |s| format!("KataGo ended ({s})"));
            return Err(self.failed(&what));
        }
        // The first answer waits for the network to load (and, on a first
        // start, for OpenCL to compile its kernels).
        let limit = self.options.move_timeout + if fresh { self.options.start_timeout } else { Duration::ZERO };
        let mut deadline = Instant::now() + limit;
        let mut stopped = false;
        let mut last = None;
        loop {
            let now = Instant::now();
            if !stopped && think.stopped() {
                stopped = true;
                deadline = deadline.min(now + STOP_GRACE);
                let terminate = json!({"id": format!("{id}-stop"), "action": "terminate", "terminateId": id});
                let _ = self.process.as_mut().expect("running").write_line(&terminate.to_string());
            }
            if now >= deadline {
                if stopped {
                    // Still busy with the old query: a fresh process next time.
                    self.process = None;
                    return Ok(last);
                }
                let secs = limit.as_secs_f64();
                return Err(self.failed(&format!("KataGo gave no answer within {secs:.0} s")));
            }
            let got = self.process.as_ref().expect("running").recv_timeout(POLL.min(deadline - now));
            match got {
                Ok(text) => {
                    let Ok(answer) = serde_json::from_str::<Value>(&text) else {
                        // Not JSON: kept with its stderr, for messages.
                        self.process.as_ref().expect("running").log(format!("(stdout) {text}"));
                        continue;
                    };
                    if answer["id"].as_str() != Some(id.as_str()) {
                        continue;
                    }
                    if let Some(e) = answer["error"].as_str() {
                        let field = answer["field"].as_str().map_or(String::new(), |f| format!(" (in '{f}')"));
                        return Err(PlayerError::Failed(format!("KataGo refused the position{field}: {e}")));
                    }
                    if answer.get("warning").is_some() {
                        continue;
                    }
                    let during = answer["isDuringSearch"].as_bool().unwrap_or(false);
                    let progress = read_answer(&answer, game, visits)?;
                    if during {
                        think.report(progress.clone());
                        last = Some(progress);
                    } else {
                        return Ok(Some(progress));
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(status) = self.process.as_mut().expect("running").exited() {
                        return Err(self.failed(&format!("KataGo ended ({status})")));
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let status = self.process.as_mut().expect("running").exited_within(PIPES_CLOSED);
                    let status = status.unwrap_or_else(|| "it closed its output".into());
                    return Err(self.failed(&format!("KataGo ended ({status})")));
                }
            }
        }
    }

    /// The error for a broken process, with its last stderr lines; the
    /// process is dropped (ended), and the next query starts a new one.
    fn failed(&mut self, what: &str) -> PlayerError {
        let tail = self.process.take().map(|p| p.stderr_tail(8)).unwrap_or_default();
        let tail = if tail.is_empty() { String::new() } else { format!("; it said:\n{}", tail.join("\n")) };
        PlayerError::Failed(format!("{what}{tail}"))
    }
}

/// How long a process whose pipes closed is given to be seen to exit.
const PIPES_CLOSED: Duration = Duration::from_secs(2);

impl Player for KataGoPlayer {
    fn name(&self) -> String {
        self.options.name.clone()
    }

    fn gen_move(&mut self, game: &Game, think: &mut Think) -> Result<Decision, PlayerError> {
        let visits = self.options.visits;
        let p = self.query(game, visits, think)?.ok_or(PlayerError::Stopped)?;
        think.report(p.clone());
        p.best.map(Decision::Play).ok_or_else(|| PlayerError::Failed("KataGo named no move".into()))
    }

    fn analyze(&mut self, game: &Game, think: &mut Think) -> Result<(), PlayerError> {
        if let Some(p) = self.query(game, ANALYSIS_VISITS, think)? {
            think.report(p);
        }
        Ok(())
    }
}

/// The query for the position of `game`: its start (setup, handicap) as
/// initial stones, its moves, its rules.
fn query(game: &Game, id: &str, visits: u64) -> Value {
    let n = game.size();
    let start = game.start_board();
    let stones: Vec<Value> =
        Point::all(n).filter_map(|p| start.get(p).map(|c| json!([c.letter().to_string(), p.to_gtp(n)]))).collect();
    let moves: Vec<Value> =
        game.turns().iter().map(|t| json!([t.color.letter().to_string(), t.mv.to_gtp(n)])).collect();
    // Area scoring either way; suicide allowed is Tromp-Taylor's.
    let rules = if game.rules().suicide == SuicideRule::Allow { "tromp-taylor" } else { "chinese" };
    json!({
        "id": id,
        "boardXSize": n,
        "boardYSize": n,
        "rules": rules,
        "komi": game.rules().komi,
        "initialStones": stones,
        "initialPlayer": game.first_player().letter().to_string(),
        "moves": moves,
        "maxVisits": visits,
        "includeOwnership": true,
        "includeOwnershipStdev": true,
        "includeMovesOwnership": true,
        "reportDuringSearchEvery": REPORT_EVERY,
    })
}

/// An answer as progress for the side to move of `game`: KataGo's values
/// are Black's.
fn read_answer(a: &Value, game: &Game, visits: u64) -> Result<Progress, PlayerError> {
    let n = game.size();
    let to_play = game.to_play();
    let side = |black: f64| if to_play == Color::Black { black } else { -black };
    let rate = |black: f64| if to_play == Color::Black { black } else { 1.0 - black };
    let garbled = |what: &str| PlayerError::Failed(format!("KataGo's answer makes no sense ({what}): {a}"));
    let mut infos: Vec<&Value> = a["moveInfos"].as_array().map(|v| v.iter().collect()).unwrap_or_default();
    infos.sort_by_key(|m| m["order"].as_u64().unwrap_or(u64::MAX));
    let points = |v: &Value| -> Option<Vec<f32>> {
        let v: Vec<f32> = v.as_array()?.iter().filter_map(|x| x.as_f64().map(|f| f as f32)).collect();
        (v.len() == n * n).then_some(v)
    };
    let mut candidates = Vec::new();
    for m in infos {
        let mv = m["move"].as_str().and_then(|s| Move::parse_gtp(s, n).ok()).ok_or_else(|| garbled("a move"))?;
        let pv = m["pv"]
            .as_array()
            .map(|l| l.iter().filter_map(|s| Move::parse_gtp(s.as_str()?, n).ok()).collect())
            .unwrap_or_else(|| vec![mv]);
        let visits = m["visits"].as_u64().unwrap_or(0);
        let score = m["scoreLead"].as_f64().map(|lead| Score {
            lead: side(lead) as f32,
            stdev: m["scoreStdev"].as_f64().unwrap_or(0.0) as f32,
            samples: visits.max(1),
        });
        candidates.push(Candidate {
            mv,
            visits,
            winrate: rate(m["winrate"].as_f64().ok_or_else(|| garbled("a win rate"))?) as f32,
            prior: m["prior"].as_f64().map(|p| p as f32),
            pv,
            score,
            ownership: points(&m["ownership"]),
        });
    }
    let root = &a["rootInfo"];
    let played = root["visits"].as_u64().unwrap_or(0);
    Ok(Progress {
        playouts: played,
        best: candidates.first().map(|c| c.mv),
        winrate: root["winrate"].as_f64().map(|w| rate(w) as f32),
        score: root["scoreLead"].as_f64().map(|lead| Score {
            lead: side(lead) as f32,
            stdev: root["scoreStdev"].as_f64().unwrap_or(0.0) as f32,
            samples: played.max(1),
        }),
        candidates,
        // Black's, row by row from the top, as goscape keeps them.
        ownership: points(&a["ownership"]),
        ownership_stdev: points(&a["ownershipStdev"]),
        fraction_done: Some((played as f32 / visits as f32).min(1.0)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Rules;

    #[test]
    fn specs_are_read_with_their_options_and_refused_with_a_reason() {
        let o = KataGoOptions::from_spec("katago[visits=8,timeout=30]:/opt/katago analysis -model m.bin.gz").unwrap();
        assert_eq!((o.visits, o.move_timeout), (8, Duration::from_secs(30)));
        assert_eq!(o.command.args, ["analysis", "-model", "m.bin.gz"]);
        assert_eq!(KataGoOptions::from_spec("katago:k analysis").unwrap().visits, DEFAULT_VISITS);
        for bad in ["katago", "katago[visits=1]:k", "katago[depth=3]:k", "katago[timeout=-1]:k", "katago:"] {
            assert!(KataGoOptions::from_spec(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_query_holds_the_setup_the_moves_and_the_rules() {
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.setup(&[(Point::new(2, 2), Some(Color::Black))]).unwrap();
        g.play(Color::White, Move::Play(Point::new(4, 4))).unwrap();
        g.play(Color::Black, Move::Pass).unwrap();
        let q = query(&g, "q1", 8);
        assert_eq!(q["initialStones"], json!([["B", "C7"]]));
        assert_eq!(q["moves"], json!([["W", "E5"], ["B", "pass"]]));
        assert_eq!(
            (q["rules"].as_str(), q["komi"].as_f64(), q["boardXSize"].as_u64()),
            (Some("chinese"), Some(7.5), Some(9))
        );
        assert_eq!(q["maxVisits"], 8);
    }

    #[test]
    fn an_answer_is_turned_to_the_side_to_move() {
        // White to move; KataGo's values are Black's.
        let mut g = Game::new(9, Rules::default()).unwrap();
        g.play(Color::Black, Move::Play(Point::new(4, 4))).unwrap();
        let own: Vec<f64> = (0..81).map(|k| if k < 40 { 0.5 } else { -0.5 }).collect();
        let a = json!({
            "id": "q1", "isDuringSearch": false, "turnNumber": 1,
            "moveInfos": [
                {"move": "C3", "order": 1, "visits": 2, "winrate": 0.7, "scoreLead": 3.0, "scoreStdev": 9.0, "pv": ["C3"]},
                {"move": "G7", "order": 0, "visits": 5, "winrate": 0.6, "scoreLead": 2.0, "scoreStdev": 8.0, "prior": 0.3, "pv": ["G7", "C3"], "ownership": vec![-0.25; 81]}
            ],
            "rootInfo": {"visits": 8, "winrate": 0.65, "scoreLead": 2.5, "scoreStdev": 8.5, "currentPlayer": "W"},
            "ownership": own, "ownershipStdev": vec![0.1; 81]
        });
        let p = read_answer(&a, &g, 8).unwrap();
        let g7 = Move::Play(Point::parse_gtp("G7", 9).unwrap().unwrap());
        assert_eq!((p.best, p.candidates.len(), p.candidates[0].pv.len()), (Some(g7), 2, 2));
        assert!((p.candidates[0].winrate - 0.4).abs() < 1e-6);
        assert_eq!(p.candidates[0].score.unwrap().lead, -2.0);
        assert_eq!(p.score.unwrap().lead, -2.5);
        assert!((p.winrate.unwrap() - 0.35).abs() < 1e-6);
        assert_eq!(p.ownership.as_ref().unwrap()[0], 0.5, "ownership stays Black's");
        assert_eq!(p.ownership_stdev.unwrap().len(), 81);
        assert_eq!(p.candidates[0].ownership.as_ref().map(|o| o[0]), Some(-0.25), "the ownership after G7, Black's");
        assert_eq!(p.candidates[1].ownership, None);
        assert_eq!((p.playouts, p.fraction_done), (8, Some(1.0)));
    }

    #[test]
    fn a_program_that_is_not_there_is_a_clear_error() {
        let o = KataGoOptions::from_spec("katago:/nonexistent/katago analysis").unwrap();
        let mut p = KataGoPlayer::new(o);
        let g = Game::new(9, Rules::default()).unwrap();
        let stop = std::sync::atomic::AtomicBool::new(false);
        let mut sink = |_: Progress| {};
        let e = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap_err();
        assert!(e.to_string().contains("could not start KataGo"), "{e}");
    }

    #[test]
    fn an_engine_that_dies_says_so_with_its_stderr() {
        // A stand-in that fails as KataGo does without its model.
        let o = KataGoOptions::from_spec("katago:sh -c 'echo \"Error loading model file m.bin.gz\" >&2; exit 134'")
            .unwrap();
        let mut p = KataGoPlayer::new(o);
        let g = Game::new(9, Rules::default()).unwrap();
        let stop = std::sync::atomic::AtomicBool::new(false);
        let mut sink = |_: Progress| {};
        let e = p.gen_move(&g, &mut Think::new(&stop, &mut sink)).unwrap_err().to_string();
        assert!(e.contains("KataGo ended") && e.contains("exit code 134") && e.contains("Error loading model"), "{e}");
    }
}
