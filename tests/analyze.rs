//! `goscape analyze` as a person runs it: a planted blunder (a living group
//! thrown away by filling its own eye) must come out as the biggest mistake
//! of its colour, classed by the points it lost, and the record written
//! must be the input tree with the win rates, score leads and comments
//! added.

use std::process::Command;

use goscape::go::{Color, Point};
use goscape::sgf::SgfRecord;

/// A 9x9 endgame Black wins by 6.5: Black has the lower four rows and a
/// six-stone group with two one-point eyes (A9, C9) in White's upper
/// left; White has the rest. Black plays a quiet move, White too, then
/// Black fills its own eye at A9 and White takes the group at C9: the game
/// turns from a Black win to a White one.
const PLANTED: &str = "(;GM[1]FF[4]SZ[9]KM[0.5]RU[Chinese]\
    AB[ba][da][ab][bb][cb][db][af][bf][cf][df][ef][ff][gf][hf][if]\
    AW[ac][bc][cc][dc][ec][eb][ea][ae][be][ce][de][ee][fe][ge][he][ie]PL[B]\
    ;B[eg];W[gb];B[aa];W[ca];B[];W[])";

#[test]
fn a_group_thrown_away_is_the_biggest_mistake_of_its_colour() {
    let record = SgfRecord::parse(PLANTED.as_bytes()).unwrap();
    let (winner, blunder) = (Color::Black, 3);
    let end = record.game_at(4).unwrap();
    assert_eq!(end.board().get(Point::parse_gtp("B8", 9).unwrap().unwrap()), None, "the group was taken");
    let dir = std::env::temp_dir().join(format!("goscape-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, out, json) = (dir.join("game.sgf"), dir.join("out.sgf"), dir.join("review.json"));
    std::fs::write(&input, record.to_sgf()).unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["analyze", input.to_str().unwrap(), "--playouts", "4000", "--out"])
        .arg(&out)
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{said}{}", String::from_utf8_lossy(&run.stderr));
    // The mistakes of the winner's colour, biggest first, from the JSON.
    let text = std::fs::read_to_string(&json).unwrap();
    let review: serde_json::Value = serde_json::from_str(&text).unwrap();
    let letter = if winner == Color::Black { "B" } else { "W" };
    let first = review["mistakes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["color"] == letter)
        .unwrap_or_else(|| panic!("no mistake of {winner} found:\n{text}"));
    assert_eq!(first["move"], blunder, "move {blunder} should lead:\n{said}\n{text}");
    // The record written: the input tree, plus SBKV on every move and a
    // comment on the blunder.
    let back = SgfRecord::load(&out).unwrap();
    let line = back.main_line_paths();
    assert_eq!(line.len(), record.move_count());
    assert!(line.iter().all(|p| back.unknown_at(p, "SBKV").is_some()));
    assert!(line.iter().all(|p| back.unknown_at(p, "SBKS").is_some()));
    let comment = back.comment_at(&line[blunder - 1]).unwrap();
    assert!(comment.contains("points") && comment.contains("lost"), "{comment}");
    // The better move stands beside the blunder as a variation.
    let better = |p: &[usize]| back.comment_at(p).is_some_and(|c| c.starts_with("goscape: better than"));
    let parent = &line[blunder - 1][..blunder - 1];
    assert!(
        (1..back.children(parent)).any(|k| better(&[parent, &[k]].concat())),
        "no better move beside move {blunder}"
    );
    // Black threw away a six-stone group and its two eyes' worth of ground:
    // at least 12 points, a disaster, and the score after it White's.
    assert_eq!(first["class"], "disaster", "{first}");
    let lead_after: f32 = back.unknown_at(&line[blunder - 1], "SBKS").unwrap().parse().unwrap();
    assert!(lead_after < 0.0, "White leads after the blunder: {lead_after}");
    let mut stripped = back.clone();
    for p in &line {
        let parent = &p[..p.len() - 1];
        for k in (1..back.children(parent)).rev() {
            let v = [parent, &[k]].concat();
            if better(&v) {
                stripped.delete(&v);
            }
        }
        stripped.remove_property(p, "SBKV");
        stripped.remove_property(p, "SBKS");
        stripped.set_comment(p, &record.comment_at(p).unwrap_or_default());
    }
    // The comments' "±" makes the record UTF-8, which it says in its root.
    stripped.remove_property(&[], "CA");
    assert_eq!(stripped.to_sgf(), record.to_sgf());
    let _ = std::fs::remove_dir_all(&dir);
}
