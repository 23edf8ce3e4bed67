//! `goscape match` as a user runs it: the summary line, and SGF records that
//! load back through our rules.

use std::process::Command;

mod common;

use goscape::sgf::SgfRecord;

#[test]
fn a_match_prints_its_result_line_and_writes_loadable_records() {
    let dir = std::env::temp_dir().join(format!("goscape-match-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", "flatmc:games=2,turns=3", "--white", "random", "--games", "4", "--alternate"])
        .args(["--size", "7", "--sgf-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let last = stdout.lines().last().unwrap();
    let words: Vec<&str> = last.split_whitespace().collect();
    assert_eq!(words[0], "result:");
    assert_eq!(words[1], "flatmc:games=2,turns=3");
    let (w, l) = words[2].split_once('-').unwrap();
    assert!(w.parse::<usize>().unwrap() + l.parse::<usize>().unwrap() <= 4);
    assert_eq!(&words[3..5], ["vs", "random"]);
    assert_eq!(words[5], "winrate");
    assert_eq!(words[7], "+-");
    assert_eq!(words[9], "elo");
    for i in 1..=4 {
        let path = dir.join(format!("game-{i:04}.sgf"));
        let rec = SgfRecord::load(&path).unwrap();
        let game = rec.game_at(rec.move_count()).unwrap();
        assert!(game.is_over() || game.move_number() == 7 * 7 * 3, "game {i} did not finish");
        assert!(rec.result().is_some());
        // The players as people say them, the specs kept in the game's comment.
        let info = rec.info();
        let names = [info.black.unwrap(), info.white.unwrap()];
        assert!(
            names.contains(&"flat Monte-Carlo".to_string()) && names.contains(&"random player".to_string()),
            "{names:?}"
        );
        assert!(info.game_comment.unwrap().contains("flatmc:games=2,turns=3"));
    }
    // A second match into the same folder adds its record after them and
    // leaves theirs as they were.
    let first = std::fs::read(dir.join("game-0001.sgf")).unwrap();
    let again = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", "random", "--white", "random", "--size", "7", "--sgf-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(again.status.success(), "{}", String::from_utf8_lossy(&again.stderr));
    assert_eq!(std::fs::read(dir.join("game-0001.sgf")).unwrap(), first);
    let added = SgfRecord::load(&dir.join("game-0005.sgf")).unwrap();
    assert!(added.result().is_some());
    assert!(!dir.join("game-0006.sgf").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_player_spec_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", "wizard", "--white", "random"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad player spec 'wizard'"), "{err}");
}

/// Processes whose working directory is `dir`.
fn processes_in(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cwd) = std::fs::read_link(entry.path().join("cwd"))
            && cwd == dir
        {
            found.push(entry.file_name().to_string_lossy().to_string());
        }
    }
    found
}

#[test]
fn a_hundred_game_match_against_gnu_go_leaves_no_engine_running() {
    let gnugo = common::gnugo();
    // The engine runs in a folder of its own, so that any process left
    // behind can be found by its working directory.
    let dir = std::env::temp_dir().join(format!("goscape-match-gnugo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dir = dir.canonicalize().unwrap();
    let spec = format!("gtp[cwd={}]:{} --mode gtp --level 0", dir.display(), gnugo.display());
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", &spec, "--white", "random", "--games", "100", "--alternate", "--size", "5"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.lines().last().unwrap().starts_with("result: gtp["), "{stdout}");
    assert!(stdout.contains("games: 100"), "{stdout}");
    assert_eq!(processes_in(&dir), Vec::<String>::new(), "GNU Go outlived the match");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_timed_match_against_gnu_go_loses_nothing_on_time_and_records_the_clock() {
    // 5 s of main time and three 1-second periods: the MCTS must spread
    // its time and then play each move inside a period.
    let dir = std::env::temp_dir().join(format!("goscape-timed-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", "level:strong", "--white", &common::gnugo_spec(10), "--games", "2", "--alternate"])
        .args(["--size", "9", "--time", "5s+3x1s", "--sgf-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("time 5s+3x1s: level:strong lost 0 on time"), "{stdout}");
    let text = std::fs::read_to_string(dir.join("game-0001.sgf")).unwrap();
    assert!(text.contains("TM[5]") && text.contains("OT[3x1 byo-yomi]"), "{text}");
    assert!(text.contains("BL[") && text.contains("WL["), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_flag_falls_when_a_player_thinks_past_its_time() {
    // An engine that takes two seconds a move, against one second of
    // absolute time.
    let slow = r#"gtp:sh -c 'while read -r id cmd rest; do case "$cmd" in genmove) sleep 2; printf "=%s pass\n\n" "$id";; quit) printf "=%s\n\n" "$id"; exit 0;; *) printf "=%s\n\n" "$id";; esac; done'"#;
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["match", "--black", slow, "--white", "random", "--time", "1s", "-v"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("W+T after 0 moves (black ran out of time)"), "{stdout}");
    assert!(stdout.contains("lost 1 on time, random lost 0"), "{stdout}");
}
