//! `goscape bench dragons`: the judge's life and death on positions from
//! real games with known answers, in GNU Go's regression-test form (`.tst`
//! files: `loadsgf FILE [N]`, then `dragon_status V`, `owl_attack V` or
//! `owl_defend V` each followed by `#? [answer]`). Each dragon's status is
//! what its answers say: `dragon_status` names it; an attack that fails
//! means alive, a defence that fails dead, both succeeding critical. A
//! dragon asked about one way only, that way succeeding, is counted apart:
//! killable (dead or critical) or savable (alive or critical).
//! `play` and `undo` between them change the position, as in GTP. The
//! judge is asked as `dragon_status` asks it (the position judged, then
//! the group read again alone, deeper); with `--gnugo`, GNU Go 3.8
//! is asked too, for a measure beside a program that reads.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::Context;

use crate::engine::gtp_client::GtpClient;
use crate::go::{Color, Game, Move, Point};
use crate::meaning::playouts::PlayoutJudge;
use crate::meaning::{Judge, Life};
use crate::sgf::SgfRecord;

/// A `loadsgf`'s arguments (a record, and where to stop), and the `play`
/// and `undo` commands given since, each as its words (`play white H9`).
type Load = (String, Option<String>, Vec<String>);

/// One dragon of a test file and what its answers say.
#[derive(Debug, Default)]
struct Case {
    load: Load,
    vertex: String,
    status: Option<&'static str>,
    /// The attacks the answers accept, where the dragon is critical.
    attacks: Vec<String>,
    /// The defences they accept.
    defences: Vec<String>,
    /// One of its answers is marked (`]*`) as one GNU Go itself fails:
    /// the hardest cases, counted apart too.
    gnugo_fails: bool,
}

/// A dragon asked about one way only, whose attack succeeds: dead or
/// critical, which of the two the file does not say.
const KILLABLE: &str = "killable";
/// One whose defence succeeds: alive or critical.
const SAVABLE: &str = "savable";

/// Whether a judge's `word` (alive, dead, critical) fits a case's `status`.
fn fits(status: &str, word: &str) -> bool {
    match status {
        KILLABLE => word == "dead" || word == "critical",
        SAVABLE => word == "alive" || word == "critical",
        _ => word == status,
    }
}

/// The moves in an answer such as `1 (F8|E8|E9)` or `critical A14 (A17|B13)`,
/// in the order given.
fn alternatives(text: &str) -> Vec<Vec<String>> {
    text.split_whitespace()
        .map(|w| w.trim_matches(['(', ')']).split('|').map(|v| v.to_uppercase()).collect::<Vec<_>>())
        .collect()
}

/// The cases of one `.tst` file.
fn cases_of(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    let mut load: Option<Load> = None;
    let mut pending: Option<(String, String)> = None;
    // Each dragon's answers: (load, vertex) -> (command -> answer).
    let mut answers: BTreeMap<(usize, String), BTreeMap<String, String>> = BTreeMap::new();
    let mut failing: std::collections::BTreeSet<(usize, String)> = Default::default();
    // Each position once: a file may load the same one again to ask its
    // next question (`owl_attack` after one load, `owl_defend` after the
    // next), and the dragon's answers are read together.
    let mut loads: Vec<Load> = Vec::new();
    let mut current = 0;
    let enter = |l: &Load, loads: &mut Vec<Load>| {
        loads.iter().position(|x| x == l).unwrap_or_else(|| {
            loads.push(l.clone());
            loads.len() - 1
        })
    };
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("loadsgf ") {
            let mut w = rest.split_whitespace();
            load = w.next().map(|f| (f.to_string(), w.next().map(str::to_string), Vec::new()));
            if let Some(l) = &load {
                current = enter(l, &mut loads);
            }
            pending = None;
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        // A command may carry a number before it.
        let command = match words[..] {
            [n, ref rest @ ..] if n.bytes().all(|b| b.is_ascii_digit()) => rest,
            ref all => all,
        };
        if let (Some(l), ["play", _, _] | ["undo"]) = (load.as_mut(), command) {
            l.2.push(command.join(" "));
            current = enter(l, &mut loads);
            pending = None;
            continue;
        }
        if let [n, cmd, v] = words[..]
            && n.bytes().all(|b| b.is_ascii_digit())
            && ["dragon_status", "owl_attack", "owl_defend"].contains(&cmd)
        {
            pending = Some((cmd.to_string(), v.to_uppercase()));
            continue;
        }
        if let Some(answer) = line.strip_prefix("#? [")
            && let (Some((cmd, v)), Some(_)) = (pending.take(), load.as_ref())
        {
            let (answer, mark) = answer.split_once(']').unwrap_or((answer, ""));
            // `!X` accepts any answer but X: "not 0" is a success, and any
            // other says nothing of the status (`!1 T13`: not by T13).
            let answer = match answer.strip_prefix('!') {
                Some("0") => "1",
                Some(_) => continue,
                None => answer,
            };
            if mark.starts_with('*') {
                failing.insert((current, v.clone()));
            }
            answers.entry((current, v)).or_default().insert(cmd, answer.to_string());
            continue;
        }
        if !line.starts_with('#') {
            pending = None;
        }
    }
    for ((l, vertex), given) in answers {
        let gnugo_fails = failing.contains(&(l, vertex.clone()));
        let mut case = Case { load: loads[l].clone(), vertex, gnugo_fails, ..Case::default() };
        let succeeds = |cmd: &str| given.get(cmd).map(|a| !a.starts_with('0'));
        if let Some(s) = given.get("dragon_status") {
            let words = alternatives(s);
            case.status =
                ["alive", "dead", "critical"].into_iter().find(|k| words[0].iter().any(|w| w == &k.to_uppercase()));
            if case.status == Some("critical") {
                case.attacks = words.get(1).cloned().unwrap_or_default();
                case.defences = words.get(2).cloned().unwrap_or_default();
            }
        } else {
            case.status = match (succeeds("owl_attack"), succeeds("owl_defend")) {
                (Some(false), _) => Some("alive"),
                (_, Some(false)) => Some("dead"),
                (Some(true), Some(true)) => Some("critical"),
                (Some(true), None) => Some(KILLABLE),
                (None, Some(true)) => Some(SAVABLE),
                _ => None,
            };
            if case.status == Some("critical") {
                let key = |cmd: &str| {
                    given.get(cmd).map(|a| alternatives(a).get(1).cloned().unwrap_or_default()).unwrap_or_default()
                };
                case.attacks = key("owl_attack");
                case.defences = key("owl_defend");
            }
        }
        if case.status.is_some() {
            cases.push(case);
        }
    }
    cases
}

/// The position a case loads, as GTP's `loadsgf` gives it (the record up
/// to but not including move N, or the first move at a vertex), with the
/// moves played and taken back since.
fn position(dir: &Path, (file, upto, steps): &Load) -> anyhow::Result<Game> {
    let path = dir.join(file);
    let record = SgfRecord::load(&path).with_context(|| format!("cannot load {}", path.display()))?;
    let n = match upto {
        None => record.move_count(),
        Some(u) if u.bytes().all(|b| b.is_ascii_digit()) => u.parse::<usize>()?.saturating_sub(1),
        Some(v) => match Point::parse_gtp(v, record.size()) {
            Ok(Some(p)) => record.moves_before(p).unwrap_or(record.move_count()),
            _ => anyhow::bail!("{}: cannot stop at {v}", path.display()),
        },
    };
    let mut game =
        record.game_at(n.min(record.move_count())).with_context(|| format!("cannot replay {}", path.display()))?;
    for step in steps {
        let ok = match step.split_whitespace().collect::<Vec<_>>()[..] {
            ["undo"] => game.undo(),
            ["play", c, v] => {
                let mv = Move::parse_gtp(v, game.size()).ok();
                Color::parse(c).zip(mv).is_some_and(|(c, mv)| game.play(c, mv).is_ok())
            }
            _ => false,
        };
        anyhow::ensure!(ok, "{}: cannot {step}", path.display());
    }
    Ok(game)
}

/// A `dragon_status` answer: its first word, and its attack and defence
/// where it names them.
struct Answer {
    word: String,
    attack: Option<String>,
    defence: Option<String>,
}

/// A `dragon_status` answer as GTP gives it (`critical A14 B13`).
fn parse_answer(answer: &str) -> Answer {
    let mut w = answer.split_whitespace();
    let word = w.next().unwrap_or("").to_string();
    let mut key = || w.next().filter(|m| !m.eq_ignore_ascii_case("pass")).map(str::to_uppercase);
    let attack = key();
    Answer { word, attack, defence: key() }
}

/// Share of each status right, for one program; the dragons asked about
/// one way only are counted apart from those whose status is known.
#[derive(Default)]
struct Tally {
    seen: BTreeMap<&'static str, (usize, usize)>,
    one_way: BTreeMap<&'static str, (usize, usize)>,
    /// Critical both ways, and of those, the attack one the answers accept.
    attacks: (usize, usize),
    /// The same for the defence, where the answers name one.
    defences: (usize, usize),
    /// The dragons whose status is known and none of whose answers GNU
    /// Go's authors mark as its failure, and of those, the ones right.
    unmarked: (usize, usize),
}

impl Tally {
    fn add(&mut self, case: &Case, Answer { word, attack, defence }: &Answer) {
        let status = case.status.expect("a status");
        let tally = if [KILLABLE, SAVABLE].contains(&status) { &mut self.one_way } else { &mut self.seen };
        let e = tally.entry(status).or_default();
        e.0 += 1;
        e.1 += usize::from(fits(status, word));
        if !case.gnugo_fails && ![KILLABLE, SAVABLE].contains(&status) {
            self.unmarked.0 += 1;
            self.unmarked.1 += usize::from(fits(status, word));
        }
        let accepted = |key: &Option<String>, given: &[String], n: &mut (usize, usize)| {
            if word == status && status == "critical" && !given.is_empty() {
                n.0 += 1;
                n.1 += usize::from(key.as_ref().is_some_and(|k| given.contains(k)));
            }
        };
        accepted(attack, &case.attacks, &mut self.attacks);
        accepted(defence, &case.defences, &mut self.defences);
    }

    fn print(&self, who: &str) {
        let (n, r) = self.seen.values().fold((0, 0), |(n, r), &(a, b)| (n + a, r + b));
        for (status, (a, b)) in &self.seen {
            println!("{who}_{status}_right: {b}/{a}");
        }
        println!("{who}_attack_accepted: {}/{}", self.attacks.1, self.attacks.0);
        println!("{who}_defence_accepted: {}/{}", self.defences.1, self.defences.0);
        println!("{who}_right: {}", share(r, n));
        let (n, r) = self.unmarked;
        println!("{who}_right_unmarked: {}", share(r, n));
        // Asked one way only: killable means dead or critical, savable
        // alive or critical.
        for (status, (a, b)) in &self.one_way {
            println!("{who}_{status}_right: {b}/{a}");
        }
    }
}

/// Judges every dragon of the `.tst` files in `dirs` (files or folders,
/// the records' paths relative to each file) and prints one line per
/// dragon and the shares right; with `gnugo`, GNU Go's answer beside it.
pub fn bench(dirs: &[PathBuf], gnugo: bool) -> anyhow::Result<()> {
    let files = crate::cli::analyze::files_named(dirs, "tst")?;
    anyhow::ensure!(!files.is_empty(), "no .tst files in {dirs:?}");
    let mut engine = if gnugo {
        let line = crate::cli::gnugo::command_line("--gnugo asks GNU Go")?;
        Some(GtpClient::spawn(&line)?)
    } else {
        None
    };
    let stop = AtomicBool::new(false);
    let (mut ours, mut theirs) = (Tally::default(), Tally::default());
    for file in &files {
        let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
        let dir = file.parent().unwrap_or(Path::new("."));
        let cases = cases_of(&text);
        // The position of the cases before, judged once for all of them.
        let mut judge = PlayoutJudge::default();
        let mut judged: Option<(&Load, Game, crate::meaning::Judgement)> = None;
        for case in &cases {
            if judged.as_ref().is_none_or(|(l, _, _)| *l != &case.load) {
                let game = position(dir, &case.load)?;
                let j = judge.judge(&game, &stop, &mut |_| {}).map_err(|e| anyhow::anyhow!("{e}"))?;
                judged = Some((&case.load, game, j));
            }
            let (_, game, j) = judged.as_ref().expect("judged");
            let size = game.size();
            let p = Point::parse_gtp(&case.vertex, size).ok().flatten();
            // As `dragon_status` asks: the group alone, read again deeper.
            let group = p.and_then(|p| judge.judge_group(game, j, p, &stop));
            let (ours_now, source) = match group {
                Some(g) => {
                    let word = match g.life {
                        Life::Alive | Life::Seki => "alive",
                        Life::Dead => "dead",
                        Life::Unsettled => "critical",
                    };
                    let key = |k: Option<Point>| k.map(|k| k.to_gtp(size));
                    let answer =
                        Answer { word: word.to_string(), attack: key(g.keys.attack), defence: key(g.keys.defence) };
                    (answer, g.source.as_str())
                }
                None => (Answer { word: "empty".to_string(), attack: None, defence: None }, ""),
            };
            ours.add(case, &ours_now);
            let steps: String = case.load.2.iter().map(|s| format!(", {s}")).collect();
            let mut line = format!(
                "{} {} {}{steps} {}: {} goscape {} [{source}]",
                file.file_name().unwrap_or_default().to_string_lossy(),
                case.load.0,
                case.load.1.as_deref().unwrap_or(""),
                case.vertex,
                case.status.unwrap_or(""),
                ours_now.word
            );
            // The keys named, where the answer is critical: whether the
            // answers accept them is counted above, and a change shows here.
            if ours_now.word == "critical" {
                for (name, key) in [("attack", &ours_now.attack), ("defence", &ours_now.defence)] {
                    if let Some(k) = key {
                        line += &format!(" {name} {k}");
                    }
                }
            }
            if let Some(e) = engine.as_mut() {
                let path = dir.join(&case.load.0);
                let upto = case.load.1.as_deref().unwrap_or("");
                e.command(&format!("loadsgf {} {upto}", path.display()))?;
                for step in &case.load.2 {
                    e.command(step)?;
                }
                let answer = parse_answer(&e.command(&format!("dragon_status {}", case.vertex))?);
                line += &format!(" gnugo {}", answer.word);
                theirs.add(case, &answer);
            }
            if case.gnugo_fails {
                line += " (marked by GNU Go's authors as a GNU Go failure)";
            }
            println!("{line}");
        }
    }
    if engine.is_some() {
        theirs.print("gnugo");
    }
    ours.print("goscape");
    Ok(())
}

/// `right/asked (share%)`; a share of nothing asked is no share at all.
fn share(right: usize, asked: usize) -> String {
    if asked == 0 {
        format!("{right}/{asked} (none asked)")
    } else {
        format!("{right}/{asked} ({:.1}%)", 100.0 * right as f64 / asked as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_make_statuses() {
        let text = "loadsgf games/a.sgf 52\n1 owl_attack D8\n#? [1 (F8|E8)]\n2 owl_defend D8\n#? [1 E9]\n\
                    3 owl_attack C3\n#? [0]\n# a comment\nloadsgf games/b.sgf\n4 dragon_status B18\n\
                    #? [critical (A15|A18) A18]*\n5 owl_defend Q4\n#? [0]\n6 owl_attack R4\n#? [1 R5]\n\
                    7 owl_defend S5\n#? [1 S6]\n";
        let cases = cases_of(text);
        let got: Vec<(&str, &str, Option<&str>)> =
            cases.iter().map(|c| (c.load.0.as_str(), c.vertex.as_str(), c.status)).collect();
        assert_eq!(
            got,
            [
                ("games/a.sgf", "C3", Some("alive")),
                ("games/a.sgf", "D8", Some("critical")),
                ("games/b.sgf", "B18", Some("critical")),
                ("games/b.sgf", "Q4", Some("dead")),
                ("games/b.sgf", "R4", Some(KILLABLE)),
                ("games/b.sgf", "S5", Some(SAVABLE)),
            ]
        );
        assert_eq!(cases[1].attacks, ["F8", "E8"]);
        assert_eq!(cases[1].defences, ["E9"]);
        // An answer that only excludes one is no answer; "not 0" succeeds.
        let text = "loadsgf games/d.sgf\n1 owl_attack Q13\n#? [!1 T13]\n2 owl_attack P15\n#? [!0]\n";
        let got: Vec<_> = cases_of(text).into_iter().map(|c| (c.vertex, c.status)).collect();
        assert_eq!(got, [("P15".to_string(), Some(KILLABLE))]);
        // GNU Go's own failure is marked with a star after the answer.
        assert_eq!(cases.iter().map(|c| c.gnugo_fails).collect::<Vec<_>>(), [false, false, true, false, false, false]);
        assert_eq!(
            (&cases[2].attacks, &cases[2].defences),
            (&vec!["A15".to_string(), "A18".to_string()], &vec!["A18".to_string()])
        );
        // Asked one way only, either of two statuses fits.
        assert!(fits(KILLABLE, "critical") && fits(KILLABLE, "dead") && !fits(KILLABLE, "alive"));
        assert!(fits(SAVABLE, "critical") && fits(SAVABLE, "alive") && !fits(SAVABLE, "dead"));
        // The same position loaded again for the next question: the
        // dragon's answers are read together.
        let text =
            "loadsgf games/c.sgf\n1 owl_attack G3\n#? [1 G2]\n\nloadsgf games/c.sgf\n2 owl_defend G3\n#? [1 G2]\n";
        let cases = cases_of(text);
        assert_eq!((cases.len(), cases[0].status), (1, Some("critical")));
    }

    #[test]
    fn a_critical_answer_s_keys_are_counted_where_the_answers_accept_them() {
        let text = "loadsgf games/a.sgf\n1 dragon_status B18\n#? [critical (A15|A18) A18]\n\
                    2 dragon_status S2\n#? [critical S1 (S4|T2)]\n3 dragon_status C3\n#? [alive]\n";
        let cases = cases_of(text);
        assert_eq!(cases.iter().map(|c| c.vertex.as_str()).collect::<Vec<_>>(), ["B18", "C3", "S2"]);
        let mut tally = Tally::default();
        // The attack accepted and the defence not; both accepted; and a
        // living group's keys are counted nowhere.
        tally.add(&cases[0], &parse_answer("critical A15 B19"));
        tally.add(&cases[2], &parse_answer("critical s1 T2"));
        tally.add(&cases[1], &parse_answer("alive"));
        assert_eq!((tally.attacks, tally.defences), ((2, 2), (2, 1)));
        // GNU Go names no defence as PASS.
        let a = parse_answer("critical T6 PASS");
        assert_eq!((a.word.as_str(), a.attack.as_deref(), a.defence), ("critical", Some("T6"), None));
    }

    #[test]
    fn moves_played_after_a_load_make_the_case_s_position() {
        // As seki.tst asks: the same record before and after White's moves,
        // and a move taken back.
        let text = "loadsgf games/s.sgf\n1 dragon_status F9\n#? [critical H9 H9]\nplay white H9\n\
                    2 play white G9\n3 dragon_status G8\n#? [alive]\nundo\n4 dragon_status G8\n#? [dead]\n";
        let cases = cases_of(text);
        let got: Vec<(&str, Vec<String>, Option<&str>)> =
            cases.iter().map(|c| (c.vertex.as_str(), c.load.2.clone(), c.status)).collect();
        let steps = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            got,
            [
                ("F9", steps(&[]), Some("critical")),
                ("G8", steps(&["play white H9", "play white G9"]), Some("alive")),
                ("G8", steps(&["play white H9", "play white G9", "undo"]), Some("dead")),
            ]
        );
    }
}
