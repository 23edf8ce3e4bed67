//! A real GUI on goscape's engine: Lizzie 0.7.4 (Debian's liblizzie-java)
//! under Xvfb, with `goscape gtp --lizzie` as its engine. What passes
//! between them is logged on the way: Lizzie must get past its start-up
//! (it asks for analysis only once it accepts the engine) and receive
//! candidates with win rate, visits and a score on each. Needs `lizzie`
//! and `xvfb`, and fails, saying how to install them, when they are
//! missing.

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::XServer;

#[test]
fn lizzie_loads_goscape_and_gets_its_candidates_with_scores() {
    let lizzie = common::program("lizzie", "liblizzie-java");
    let x = XServer::start();
    let dir = std::env::temp_dir().join(format!("goscape-lizzie-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let config = dir.join(".config/leela-zero");
    std::fs::create_dir_all(&config).unwrap();
    let (to_engine, from_engine) = (dir.join("to-engine.log"), dir.join("from-engine.log"));
    // Lizzie runs its engine command itself, without a shell: a script
    // logs both ways around the engine. The engine starts two seconds late,
    // as docs/analysis.md tells users: Lizzie 0.7.4 drops its first request
    // for analysis when `name` is answered before its own start-up commands
    // are sent (4 starts in 10 without the wait).
    let wrap = dir.join("engine.sh");
    std::fs::write(
        &wrap,
        format!(
            "#!/bin/sh\ntee '{}' | (sleep 2; exec '{}' gtp --lizzie --player mcts:threads=1) | tee '{}'\n",
            to_engine.display(),
            env!("CARGO_BIN_EXE_goscape"),
            from_engine.display()
        ),
    )
    .unwrap();
    // Lizzie merges this with its defaults; Debian's keeps it here, in the
    // home it is given.
    let settings = format!(
        r#"{{"leelaz": {{"engine-command": "/bin/sh {}", "analyze-update-interval-centisec": 20}}, "ui": {{"resume-previous-game": false}}}}"#,
        wrap.display()
    );
    std::fs::write(config.join("lizzie-config.txt"), settings).unwrap();
    // Should Lizzie still take the engine and never start analysing, that
    // start is ended and Lizzie started again, three times at most. A start
    // that works asks within seconds; a loaded machine gets two minutes.
    let read = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    let mut scored = None;
    for _ in 0..3 {
        let _ = (std::fs::remove_file(&to_engine), std::fs::remove_file(&from_engine));
        let mut gui = Command::new(&lizzie)
            .current_dir(&dir)
            .env("HOME", &dir)
            // Java takes its home from the password file, not from HOME.
            .env("JAVA_TOOL_OPTIONS", format!("-Duser.home={}", dir.display()))
            .env("DISPLAY", &x.display)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("lizzie starts");
        let deadline = Instant::now() + Duration::from_secs(120);
        while Instant::now() < deadline && scored.is_none() {
            std::thread::sleep(Duration::from_millis(500));
            scored = read(&from_engine)
                .lines()
                .find(|l| l.starts_with("info move") && l.matches("info move").count() >= 2)
                .map(str::to_string);
        }
        // Lizzie, the script and the engine are one process group.
        let _ = Command::new("kill").arg("--").arg(format!("-{}", gui.id())).status();
        let _ = gui.wait();
        if scored.is_some() {
            break;
        }
    }
    let (sent, got) = (read(&to_engine), read(&from_engine));
    assert!(
        sent.lines().any(|l| l.contains("kata-analyze")),
        "Lizzie never asked for analysis (it did not accept the engine):\nsent:\n{sent}\ngot:\n{got}"
    );
    assert!(got.contains("=1 KataGo-compatible goscape"), "{got}");
    let line = scored.unwrap_or_else(|| panic!("no analysis with several candidates reached Lizzie:\n{got}"));
    // Every candidate as Lizzie reads it in KataGo mode: visits, a win rate
    // as a fraction, the score as scoreMean with its spread, and a line.
    for cand in line.split("info move").skip(1) {
        for key in [" visits ", " winrate 0.", " scoreMean ", " scoreStdev ", " pv "] {
            assert!(cand.contains(key), "{key:?} missing from a candidate: {cand}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
