//! A scripted GTP session against the engine, every answer compared with
//! the GTP v2 specification (ids, error strings, multi-line answers), and
//! one session with the real `goscape gtp` binary.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use goscape::engine::gtp_server::{COMMANDS, GtpServer, Input, preprocess};
use goscape::engine::{Decision, Player, PlayerError, Think, make_player};
use goscape::go::clock::Overtime;
use goscape::go::{Color, Game, KoRule, Move, Rules, SuicideRule, TimeControl};
use goscape::sgf::SgfRecord;

struct Session {
    server: GtpServer,
    input: Input,
}

impl Session {
    fn new(size: usize) -> Session {
        Session::with_player(size, make_player("random:seed=3").unwrap())
    }

    fn with_player(size: usize, player: Box<dyn Player>) -> Session {
        let (_tx, rx) = crossbeam_channel::unbounded();
        Session { server: GtpServer::new(size, Rules::default(), player).unwrap(), input: Input::from_channel(rx) }
    }

    /// The full response to one line.
    fn ask(&mut self, line: &str) -> String {
        self.server.execute_line(line, &mut self.input).unwrap_or_else(|| panic!("no answer to {line:?}"))
    }

    /// Expects success and returns the result text.
    fn ok(&mut self, line: &str) -> String {
        let r = self.ask(line);
        assert!(r.starts_with('=') && r.ends_with("\n\n"), "{line:?} -> {r:?}");
        r[1..]
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_end_matches('\n')
            .trim_start_matches(' ')
            .to_string()
    }

    /// Expects failure with exactly `message`.
    fn fails(&mut self, line: &str, message: &str) {
        assert_eq!(self.ask(line), format!("? {message}\n\n"), "{line:?}");
    }

    /// Refused with a message that starts with `start` and says why after it.
    fn refused(&mut self, line: &str, start: &str) {
        let answer = self.ask(line);
        assert!(answer.starts_with(&format!("? {start}: ")) && answer.ends_with("\n\n"), "{line:?}: {answer:?}");
    }
}

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf").join(name).display().to_string()
}

#[test]
fn required_commands_answer_as_the_spec_says() {
    let mut s = Session::new(19);
    assert_eq!(s.ask("protocol_version"), "= 2\n\n");
    assert_eq!(s.ask("1 name"), "=1 goscape\n\n");
    assert_eq!(s.ask("2 version"), format!("=2 {}\n\n", env!("CARGO_PKG_VERSION")));
    assert_eq!(s.ask("3 known_command genmove"), "=3 true\n\n");
    assert_eq!(s.ask("known_command kata-set-rules"), "= false\n\n");
    let list = s.ok("list_commands");
    assert_eq!(list.lines().collect::<Vec<_>>(), COMMANDS);
    for c in COMMANDS {
        assert_eq!(s.ok(&format!("known_command {c}")), "true");
    }
    assert_eq!(s.ask("42 frobnicate"), "?42 unknown command\n\n");
    s.fails("frobnicate now", "unknown command");
    assert_eq!(s.ask("4 boardsize 9"), "=4 \n\n");
    s.fails("boardsize 1", "unacceptable size");
    s.fails("boardsize 26", "unacceptable size");
    s.fails("boardsize nine", "syntax error");
    s.fails("komi seven", "syntax error");
    assert_eq!(s.ok("komi -3.5"), "");
    assert_eq!(s.server.game().rules().komi, -3.5);
    assert_eq!(s.ask("5 clear_board"), "=5 \n\n");
    assert!(!s.server.has_quit());
    assert_eq!(s.ask("6 quit"), "=6 \n\n");
    assert!(s.server.has_quit());
}

#[test]
fn input_is_preprocessed_as_the_spec_says() {
    assert_eq!(preprocess("   \r\n"), None);
    assert_eq!(preprocess("# a comment"), None);
    assert_eq!(preprocess("play\tb\tc3 # a move\r\n").as_deref(), Some("play b c3"));
    assert_eq!(preprocess("pl\x01ay b\x7f c3\x1b").as_deref(), Some("play b c3"));
    let mut s = Session::new(9);
    assert_eq!(s.server.execute_line("\r\n", &mut s.input), None);
    assert_eq!(s.server.execute_line("  # only a comment\n", &mut s.input), None);
    assert_eq!(s.ask("7\tplay\tblack\tE5\r\n"), "=7 \n\n");
    assert_eq!(s.ok("color e5"), "black");
    assert_eq!(s.ask("8 play w\x07 d5 # comment"), "=8 \n\n");
    assert_eq!(s.ok("list_stones white"), "D5");
}

#[test]
fn play_refuses_bad_and_illegal_moves_and_the_engine_goes_on() {
    let mut s = Session::new(9);
    s.ok("play b e5");
    s.fails("play w e5", "illegal move");
    s.fails("play w j10", "illegal move");
    s.fails("play w z9", "illegal move");
    s.fails("play w i5", "syntax error");
    s.fails("play x e4", "syntax error");
    s.fails("play w", "syntax error");
    s.fails("play", "syntax error");
    assert_eq!(s.ok("play w pass"), "");
    assert_eq!(s.ok("play W PASS"), "", "two passes in a row are allowed");
    assert_eq!(s.ok("play B a1"), "");
    assert_eq!(s.server.game().move_number(), 4);
}

#[test]
fn captures_liberties_and_legality_are_reported() {
    let mut s = Session::new(5);
    for m in ["b b1", "w a1", "b c2", "w b2", "b a2"] {
        s.ok(&format!("play {m}"));
    }
    // A1 was captured by A2+B1.
    assert_eq!(s.ok("captures black"), "1");
    assert_eq!(s.ok("captures white"), "0");
    assert_eq!(s.ok("color a1"), "empty");
    assert_eq!(s.ok("countlib b2"), "1");
    assert_eq!(s.ok("countlib a2"), "2");
    s.fails("countlib a1", "vertex must not be empty");
    s.fails("countlib z1", "invalid coordinate");
    assert_eq!(s.ok("list_stones black"), "A2 C2 B1");
    assert_eq!(s.ok("list_stones white"), "B2");
    // A1 is suicide for White.
    assert_eq!(s.ok("is_legal white a1"), "0");
    assert_eq!(s.ok("is_legal black a1"), "1");
    assert_eq!(s.ok("is_legal w b2"), "0");
    assert_eq!(s.ok("is_legal w pass"), "1");
    let legal = s.ok("all_legal white");
    assert!(!legal.contains("A1") && !legal.contains("B2 ") && legal.starts_with("A5 B5"), "{legal}");
    assert_eq!(legal.split(' ').count(), 25 - 4 - 1);
    s.fails("all_legal", "syntax error");
}

#[test]
fn undo_takes_back_moves_and_captures_until_it_cannot() {
    let mut s = Session::new(5);
    s.fails("undo", "cannot undo");
    for m in ["b b1", "w a1", "b a2"] {
        s.ok(&format!("play {m}"));
    }
    assert_eq!(s.ok("captures black"), "1");
    s.ok("undo");
    assert_eq!(s.ok("captures black"), "0");
    assert_eq!(s.ok("color a1"), "white");
    s.ok("undo");
    s.ok("undo");
    s.fails("undo", "cannot undo");
    assert_eq!(s.ok("list_stones black"), "");
}

#[test]
fn final_score_counts_area_with_komi() {
    let mut s = Session::new(5);
    s.ok("komi 0.5");
    assert_eq!(s.ok("final_score"), "W+0.5");
    for row in 1..=5 {
        s.ok(&format!("play b c{row}"));
        s.ok(&format!("play w d{row}"));
    }
    // Black owns columns A-C (15), White D-E (10).
    assert_eq!(s.ok("final_score"), "B+4.5");
    s.ok("komi 5");
    assert_eq!(s.ok("final_score"), "0");
    // Two walls with their own eyeless side each: both alive, one chain a line.
    assert_eq!(s.ok("final_status_list alive"), "C5 C4 C3 C2 C1\nD5 D4 D3 D2 D1");
    assert_eq!(s.ok("final_status_list dead"), "");
    assert_eq!(s.ok("final_status_list seki"), "");
    s.fails("final_status_list undead", "invalid status");
    s.fails("final_status_list", "syntax error");
}

#[test]
fn dead_stones_are_listed_removed_from_the_score_and_named_by_dragon_status() {
    // Black walls off the lower board, where a lone white stone (B4) has
    // no hope; White holds the upper right.
    let mut s = Session::new(9);
    s.ok("komi 0.5");
    let black = ["C9", "B8", "C8", "C7", "A7", "A6", "B6", "C6", "D6", "D5", "E5", "F5", "G5", "G6", "H6", "J6"];
    let white = ["D9", "D8", "D7", "E6", "F6", "E7", "F7", "G7", "H7", "J7", "B4"];
    for v in black {
        s.ok(&format!("play b {v}"));
    }
    for v in white {
        s.ok(&format!("play w {v}"));
    }
    assert_eq!(s.ok("final_status_list dead"), "B4");
    assert_eq!(s.ok("dragon_status B4"), "dead");
    assert_eq!(s.ok("dragon_status C9"), "alive");
    s.fails("dragon_status E1", "vertex must not be empty");
    s.fails("dragon_status Z1", "invalid coordinate");
    // GNU Go's owl answers: a dead group is attacked and cannot be
    // defended; a living one cannot be attacked and needs no move.
    assert!(s.ok("owl_attack B4").starts_with("1 "));
    assert_eq!(s.ok("owl_defend B4"), "0");
    assert_eq!(s.ok("owl_attack C9"), "0");
    assert_eq!(s.ok("owl_defend C9"), "1 PASS");
    s.fails("owl_attack E1", "vertex must not be empty");
    s.fails("owl_defend Z1", "invalid coordinate");
    s.fails("owl_defend", "syntax error");
    // A move asked about: a white move that leaves the dead stone dead
    // saves nothing; a black one beside it still kills; one on a stone
    // is refused, and so is an empty group.
    assert_eq!(s.ok("owl_does_defend B3 B4"), "0");
    assert_eq!(s.ok("owl_does_attack B3 B4"), "1");
    assert_eq!(s.ok("owl_does_attack E1 C9"), "0");
    s.fails("owl_does_attack C8 B4", "illegal move");
    s.fails("owl_does_defend B3 E1", "vertex must not be empty");
    s.fails("owl_does_attack B3", "syntax error");
    // A race between a living group and a dead one: the living side,
    // first, lives and kills; the dead side, first, does neither.
    assert_eq!(s.ok("analyze_semeai C9 B4"), "1 1 PASS");
    assert_eq!(s.ok("analyze_semeai B4 C9"), "0 0 PASS");
    s.fails("analyze_semeai C9 C8", "the two groups must be of opposite colours");
    s.fails("analyze_semeai C9", "syntax error");
    // Black's empty points, the upper left pocket included; the dead
    // stone is listed as dead, not as territory (as GNU Go lists them).
    let listed = s.ok("final_status_list black_territory");
    assert!(listed.contains("A9") && listed.contains("B3") && !listed.contains("B4"), "{listed}");
    let score = s.ok("final_score");
    assert!(score.starts_with("B+"), "the dead white stone counts for Black: {score}");
    let all = s.ok("dragon_status");
    assert!(all.lines().any(|l| l == "B4: dead"), "{all}");
}

#[test]
fn handicap_commands_place_stones_and_refuse_bad_requests() {
    let mut s = Session::new(9);
    assert_eq!(s.ok("fixed_handicap 3"), "C3 G7 C7");
    assert_eq!(s.ok("list_stones black"), "C7 G7 C3");
    assert_eq!(s.server.game().to_play(), goscape::go::Color::White);
    s.fails("fixed_handicap 2", "board not empty");
    s.fails("undo", "cannot undo");
    s.ok("clear_board");
    s.fails("fixed_handicap 10", "invalid number of stones");
    s.fails("fixed_handicap 1", "invalid number of stones");
    s.fails("fixed_handicap many", "syntax error");
    assert_eq!(s.ok("fixed_handicap 9").split(' ').count(), 9);
    s.ok("boardsize 19");
    let free = s.ok("place_free_handicap 4");
    assert_eq!(free.split(' ').count(), 4);
    s.fails("place_free_handicap 4", "board not empty");
    s.ok("clear_board");
    s.fails("place_free_handicap 1", "invalid number of stones");
    s.fails("place_free_handicap 361", "invalid number of stones");
    s.fails("set_free_handicap A1 A1", "bad vertex list");
    s.fails("set_free_handicap A1 pass", "bad vertex list");
    s.fails("set_free_handicap A1", "bad vertex list");
    s.fails("set_free_handicap A1 Z99", "bad vertex list");
    assert_eq!(s.ok("set_free_handicap A1 B2 T19"), "");
    assert_eq!(s.ok("list_stones black"), "T19 B2 A1");
    assert_eq!(s.server.game().handicap(), 3);
    s.fails("set_free_handicap C3 D4", "board not empty");
    // Small boards still get a free handicap.
    s.ok("boardsize 5");
    assert_eq!(s.ok("place_free_handicap 3"), "B2 D4 B4");
}

#[test]
fn loadsgf_loads_records_in_all_three_forms_and_refuses_bad_files() {
    let mut s = Session::new(9);
    let file = data("Mehin-21-2.sgf");
    let rec = SgfRecord::load(std::path::Path::new(&file)).unwrap();
    assert_eq!(s.ask(&format!("9 loadsgf {file}")), "=9 \n\n");
    assert_eq!(s.server.game().size(), 19);
    assert_eq!(s.server.game().rules().komi, 5.5);
    assert_eq!(s.server.game().move_number(), rec.move_count());
    // "Up to but not including move 3".
    s.ok(&format!("loadsgf {file} 3"));
    assert_eq!(s.ok("list_stones black"), "Q16");
    assert_eq!(s.ok("list_stones white"), "D4");
    // Move 0, as GNU Go reads it: the whole record, not an empty board.
    s.ok(&format!("loadsgf {file} 0"));
    assert_eq!(s.server.game().move_number(), rec.move_count());
    // Up to the first move at D16 (move 4, W[dd]).
    s.ok(&format!("loadsgf {file} D16"));
    assert_eq!(s.ok("list_stones black"), "Q16 Q4");
    assert_eq!(s.ok("color d16"), "empty");
    s.fails(&format!("loadsgf {file} I5"), "syntax error");
    s.fails("loadsgf", "syntax error");
    // A missing file and a malformed one are refused; the board stays and
    // the next command is answered.
    s.refused("loadsgf /no/such/file.sgf", "cannot load file");
    let dir = std::env::temp_dir().join(format!("goscape-gtp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.sgf");
    std::fs::write(&bad, "(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    s.refused(&format!("loadsgf {}", bad.display()), "cannot load file: move 2 (white E5) is illegal");
    std::fs::write(&bad, "(;GM[1]SZ[9];B[ee];W[zz])").unwrap();
    s.refused(&format!("loadsgf {}", bad.display()), "cannot load file");
    assert_eq!(s.ok("list_stones black"), "Q16 Q4");
    assert_eq!(s.ask("10 name"), "=10 goscape\n\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn analyze_semeai_answers_seki_and_races_as_gnu_go_s_authors_do() {
    // GNU Go's semeai6 (its semeai.tst, questions 1 to 6): two seki of
    // chains without eyes, shut in by walls of many liberties, and a race
    // on the left side that whoever moves first wins.
    // semeai7 (questions 7 to 10): the same seki with two of White's
    // outside liberties gone, so that Black's move first kills where
    // White's first makes the seki: Black's move is named, not a pass.
    // semeai9 (19 and 20): a race of two groups without eyes that the
    // side first wins, each group dead when read alone.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo-dragons/games/semeai");
    let mut s = Session::new(19);
    for (file, groups, want) in [
        ("semeai6", "C1 E1", "1 0 (F1|F2|F3|F4|F5|PASS)"),
        ("semeai6", "E1 C1", "1 0 (B5|B4|B3|PASS)"),
        ("semeai6", "L1 N1", "1 0 (O5|O4|O3|P3|Q2|Q1|PASS)"),
        ("semeai6", "N1 L1", "1 0 (H2|J3|K3|PASS)"),
        ("semeai6", "A14 A12", "1 1 (A13|B13|C13|D13)"),
        ("semeai6", "A12 A14", "1 1 (A15|B15|C15|D15|E15)"),
        ("semeai7", "C1 E1", "1 0 (F1|F2|F3|F4|F5|PASS)"),
        ("semeai7", "E1 C1", "1 1 (B2|B3)"),
        ("semeai7", "L1 N1", "1 0 (O5|O4|O3|P3|Q2|Q1)"),
        ("semeai7", "N1 L1", "1 1 (H2|K3)"),
        ("semeai9", "J1 L1", "1 1 (M3|N3|O3|P3|Q1)"),
        ("semeai9", "L1 J1", "1 1 (H1|H2|H3|H4|H5|H6|H7|H8)"),
    ] {
        s.ok(&format!("loadsgf {}", dir.join(format!("{file}.sgf")).display()));
        let answer = s.ok(&format!("analyze_semeai {groups}"));
        let (codes, moves) = want.split_at(4);
        let moves: Vec<&str> = moves.trim_matches(|c| c == ' ' || c == '(' || c == ')').split('|').collect();
        assert!(
            answer.starts_with(codes) && moves.contains(&&answer[4..]),
            "{file}: analyze_semeai {groups}: {answer}, the file has {want}"
        );
    }
}

#[test]
fn loadsgf_replays_a_repetition_the_record_s_own_ko_rule_allowed() {
    // A game of GNU Go's regression suite played under simple ko: its move
    // 132 (Black A17) repeats an earlier position, which this server's
    // positional superko forbids. The record still loads whole.
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo-dragons/games/reading41.sgf");
    let mut s = Session::new(19);
    s.ok(&format!("loadsgf {}", file.display()));
    assert_eq!(s.ok("color A17"), "black");
    s.ok(&format!("loadsgf {} 133", file.display()));
    assert_eq!(s.ok("color A17"), "black");
    s.ok(&format!("loadsgf {} 132", file.display()));
    assert_eq!(s.ok("color A17"), "empty");
}

#[test]
fn printsgf_writes_the_game_as_a_record() {
    let mut s = Session::new(9);
    s.ok("komi 6.5");
    s.ok("fixed_handicap 2");
    s.ok("play w e5");
    s.ok("play b pass");
    let text = s.ok("printsgf");
    assert!(!text.contains("\n\n"), "no blank line inside an answer");
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let g = rec.game_at(9).unwrap();
    assert_eq!(g.board(), s.server.game().board());
    assert_eq!(g.turns(), s.server.game().turns());
    assert_eq!(g.handicap(), 2);
    assert_eq!(g.rules().komi, 6.5);
}

#[test]
fn showboard_is_a_multiline_answer_without_blank_lines() {
    let mut s = Session::new(5);
    s.ok("play b c3");
    s.ok("play w b3");
    let r = s.ask("3 showboard");
    assert!(r.starts_with("=3 \n") && r.ends_with("\n\n"));
    let body = &r[..r.len() - 2];
    assert!(!body.contains("\n\n"));
    let lines: Vec<&str> = body.lines().collect();
    assert_eq!(lines.len(), 1 + 5 + 2);
    assert_eq!(lines[1], "   A B C D E");
    assert_eq!(lines[4], " 3 . O X . . 3");
}

#[test]
fn time_commands_are_accepted_and_checked() {
    let mut s = Session::new(9);
    // Without settings the time left alone sets a clock.
    assert_eq!(s.ok("time_left black 120 0"), "");
    assert_eq!(s.server.clock().unwrap().side(Color::Black).main, 120.0);
    assert_eq!(s.ask("1 time_settings 300 30 5"), "=1 \n\n");
    let tc = s.server.clock().unwrap().control;
    assert_eq!(tc, TimeControl { main: 300.0, overtime: Overtime::Canadian { stones: 5, seconds: 30.0 } });
    assert_eq!(s.ok("time_left black 120 0"), "");
    assert_eq!(s.server.clock().unwrap().side(Color::Black).main, 120.0);
    assert_eq!(s.ok("kgs-time_settings byoyomi 60 10 5"), "");
    let tc = s.server.clock().unwrap().control;
    assert_eq!(tc, TimeControl { main: 60.0, overtime: Overtime::ByoYomi { periods: 5, seconds: 10.0 } });
    assert_eq!(s.ok("time_left white 10 3"), "");
    assert_eq!(s.server.clock().unwrap().side(Color::White).periods, 3);
    // Byo-yomi time with no stones is no limit, in GTP's words.
    assert_eq!(s.ok("time_settings 0 1 0"), "");
    assert!(s.server.clock().is_none());
    s.fails("kgs-time_settings sometimes", "syntax error");
    s.fails("time_settings 300 thirty 5", "syntax error");
    s.fails("time_left purple 1 1", "syntax error");
    s.fails("time_left b 1", "syntax error");
}

#[test]
fn genmove_plays_the_players_move_and_reg_genmove_does_not() {
    let mut s = Session::new(9);
    let v = s.ok("genmove b");
    let mv = Move::parse_gtp(&v, 9).unwrap();
    assert_eq!(s.server.game().turns().last().map(|t| t.mv), Some(mv));
    assert_eq!(s.server.game().move_number(), 1);
    let before = s.server.game().board().clone();
    let r = s.ok("reg_genmove w");
    Move::parse_gtp(&r, 9).unwrap();
    assert_eq!(s.server.game().board(), &before);
    // The same colour twice: the player is asked for Black again.
    let v2 = s.ok("genmove black");
    assert_eq!(s.server.game().turns()[1].color, goscape::go::Color::Black);
    assert_ne!(v, v2);
    s.fails("genmove", "syntax error");
    s.fails("genmove green", "syntax error");
}

/// A player that always gives the same decision, or fails.
struct Fixed(Result<Decision, PlayerError>);

impl Player for Fixed {
    fn name(&self) -> String {
        "fixed".into()
    }
    fn gen_move(&mut self, _game: &Game, _think: &mut Think) -> Result<Decision, PlayerError> {
        self.0.clone()
    }
}

#[test]
fn genmove_reports_resignation_failures_and_illegal_choices() {
    let mut s = Session::with_player(9, Box::new(Fixed(Ok(Decision::Resign))));
    assert_eq!(s.ask("5 genmove w"), "=5 resign\n\n");
    assert_eq!(s.server.game().move_number(), 0);
    let mut s = Session::with_player(9, Box::new(Fixed(Err(PlayerError::Failed("engine died".into())))));
    s.fails("genmove b", "player fixed failed: engine died");
    assert_eq!(s.ok("name"), "goscape");
    let e5 = Move::parse_gtp("E5", 9).unwrap();
    let mut s = Session::with_player(9, Box::new(Fixed(Ok(Decision::Play(e5)))));
    assert_eq!(s.ok("genmove b"), "E5");
    s.fails("genmove w", "player fixed chose an illegal move E5: the point is occupied");
    assert_eq!(s.server.game().move_number(), 1);
}

#[test]
fn the_rules_given_at_start_apply() {
    let rules = Rules { komi: 0.5, ko: KoRule::Simple, suicide: SuicideRule::Allow };
    let (_tx, rx) = crossbeam_channel::unbounded();
    let mut input = Input::from_channel(rx);
    let mut server = GtpServer::new(5, rules, make_player("random").unwrap()).unwrap();
    for m in ["play b a2", "play b b1"] {
        server.execute_line(m, &mut input).unwrap();
    }
    // White A1 is suicide: allowed here.
    assert_eq!(server.execute_line("is_legal w a1", &mut input).unwrap(), "= 1\n\n");
    assert_eq!(server.execute_line("play w a1", &mut input).unwrap(), "= \n\n");
    assert_eq!(server.execute_line("captures black", &mut input).unwrap(), "= 1\n\n");
}

#[test]
fn serve_answers_every_command_until_quit() {
    let script = "1 boardsize 7\n\n# comment\n2 play b d4\r\n3 bogus\n4 play w d4\n5 quit\n6 name\n";
    let mut server = GtpServer::new(19, Rules::default(), make_player("random").unwrap()).unwrap();
    let mut out = Vec::new();
    server.serve(std::io::Cursor::new(script.as_bytes().to_vec()), &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "=1 \n\n=2 \n\n?3 unknown command\n\n?4 illegal move\n\n=5 \n\n");
    // Bytes that are not UTF-8 and the end of input without quit.
    let mut server = GtpServer::new(9, Rules::default(), make_player("random").unwrap()).unwrap();
    let mut out = Vec::new();
    server.serve(std::io::Cursor::new(b"1 name\xff\n2 play b e5".to_vec()), &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "?1 unknown command\n\n=2 \n\n");
}

#[test]
fn input_reports_interruptions_and_keeps_the_line() {
    let (tx, rx) = crossbeam_channel::unbounded();
    let mut input = Input::from_channel(rx);
    assert!(!input.interrupted());
    tx.send("# just a comment\n".to_string()).unwrap();
    assert!(!input.interrupted());
    tx.send("2 name\n".to_string()).unwrap();
    assert!(input.interrupted());
    assert_eq!(input.next_line().as_deref(), Some("# just a comment\n"));
    assert_eq!(input.next_line().as_deref(), Some("2 name\n"));
    drop(tx);
    assert!(input.interrupted(), "the end of input interrupts too");
    assert_eq!(input.next_line(), None);
}

#[test]
fn the_goscape_binary_speaks_gtp_on_stdin_and_stdout() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_goscape"))
        .args(["gtp", "--size", "9", "--komi", "6.5", "--player", "random:seed=1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the goscape binary starts");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"1 protocol_version\n2 play b e5\n3 genmove w\n4 final_score\n5 boardsize 30\n6 list_stones black\n7 quit\n")
        .unwrap();
    drop(stdin);
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    assert!(child.wait().unwrap().success());
    let answers: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(answers.len(), 8, "{out:?}");
    assert_eq!(answers[0], "=1 2");
    assert_eq!(answers[1], "=2 ");
    let v = answers[2].strip_prefix("=3 ").expect("genmove answered");
    assert!(Move::parse_gtp(v, 9).is_ok(), "{v}");
    assert!(answers[3].starts_with("=4 "), "{}", answers[3]);
    assert_eq!(answers[4], "?5 unacceptable size");
    assert_eq!(answers[5], "=6 E5");
    assert_eq!(answers[6], "=7 ");
    assert_eq!(answers[7], "");
}

#[test]
fn random_lines_never_kill_the_engine() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(5);
    let words: Vec<&str> = COMMANDS
        .iter()
        .copied()
        .filter(|c| *c != "quit" && *c != "printsgf" && *c != "loadsgf")
        .chain([
            "b", "w", "black", "white", "A1", "E5", "T19", "Z25", "I9", "pass", "0", "1", "2", "9", "19", "25", "26",
            "-1", "7.5", "nan", "inf", "dead", "alive", "#", "\t", "\r", "\x01", "é", "12",
        ])
        .collect();
    let mut s = Session::new(9);
    for _ in 0..3000 {
        let n = rng.random_range(0..5);
        let line: Vec<&str> = (0..n).map(|_| words[rng.random_range(0..words.len())]).collect();
        let line = line.join(" ");
        if let Some(r) = s.server.execute_line(&line, &mut s.input) {
            assert!((r.starts_with('=') || r.starts_with('?')) && r.ends_with("\n\n"), "{line:?} -> {r:?}");
            assert!(!r[..r.len() - 2].contains("\n\n"), "{line:?} -> {r:?}");
        }
        s.server.game().board().check_invariants().unwrap();
    }
    assert_eq!(s.ask("name"), "= goscape\n\n");
}

#[test]
fn influence_maps_answer_as_board_rows_for_gogui() {
    let mut s = Session::new(5);
    s.ok("play b C3");
    let rows = s.ok("goscape-influence control");
    let lines: Vec<&str> = rows.lines().collect();
    assert_eq!(lines.len(), 5);
    for l in &lines {
        assert_eq!(l.split_whitespace().count(), 5, "{l:?}");
    }
    assert_eq!(lines[2].split_whitespace().nth(2), Some("1.00"), "the stone itself is Black's");
    assert!(s.ok("gogui-analyze_commands").contains("dboard/Influence: swim/goscape-influence swim"));
    let err = s.ask("goscape-influence magic");
    assert!(err.starts_with("? unknown influence model"), "{err:?}");
    s.fails("goscape-influence", "syntax error");
}
