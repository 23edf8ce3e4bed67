//! `goscape train` as a user runs it: gammas learned from GNU Go's games
//! that the predictor reads back, and bad records skipped with a word.

use std::process::Command;

use goscape::ai::policy::Gammas;
use goscape::ai::policy::features::{CAPTURE, CAPTURE_LAST, SELF_ATARI, SELF_ATARI_MORE};

#[test]
fn training_on_gnu_go_games_writes_gammas_that_read_back_and_make_sense() {
    let dir = std::env::temp_dir().join(format!("goscape-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("broken.sgf"), "(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    let out_file = dir.join("gammas.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["train", "tests/data/finished", "--player", "gnugo", "--rounds", "5", "--min-shape", "2", "--out"])
        .arg(&out_file)
        .arg(dir.join("broken.sgf"))
        .args(["--test", "tests/data/finished"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stderr.contains("skipped") && stderr.contains("broken.sgf"), "{stderr}");
    assert!(stdout.contains("(1 skipped)"), "{stdout}");
    let text = std::fs::read_to_string(&out_file).unwrap();
    let g = Gammas::parse(&text).unwrap();
    // GNU Go takes the stone that was just played when it can, and never
    // puts a group of its own in atari for nothing.
    assert!(g.values[CAPTURE][CAPTURE_LAST as usize] > 2.0 * g.values[CAPTURE][0], "{text}");
    assert!(g.values[SELF_ATARI][SELF_ATARI_MORE as usize] < 0.5 * g.values[SELF_ATARI][0], "{text}");
    // Large shapes GNU Go played twice or more have gammas of their own.
    assert!(text.lines().any(|l| l.starts_with("large ") && !l.starts_with("large none")), "{text}");
    // The fit on the records given to test is told.
    assert!(stdout.contains("not learned from"), "{stdout}");
    // Five rounds of training fit the moves better than the first.
    let ll: Vec<f64> = stdout
        .lines()
        .filter(|l| l.starts_with("round"))
        .filter_map(|l| l.split("log-likelihood ").nth(1)?.split_whitespace().next()?.parse().ok())
        .collect();
    assert_eq!(ll.len(), 5, "{stdout}");
    assert!(ll[4] > ll[0], "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn training_on_nothing_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["train", "no/such/folder", "--out", "/dev/null"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not exist"));
}
