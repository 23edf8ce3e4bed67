//! SGF records: round trips, variations and unknown properties kept, legacy
//! character sets and property names, handicap, real professional games,
//! malformed files refused, and random mutations that must never panic.

use std::path::PathBuf;

use goscape::go::{Color, Game, IllegalMove, Move, Point, Rules};
use goscape::sgf::{GameInfo, SgfError, SgfRecord};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf").join(name)
}

/// The professional games (19x19, with variations).
fn pro_records() -> Vec<PathBuf> {
    real_records()
        .into_iter()
        .filter(|p| p.parent() == Some(data("").as_path().parent().unwrap().join("sgf").as_path()))
        .collect()
}

/// The real records the tests hold: professional games, the sample files
/// of an SGF library (other charsets, a review with variations), and games
/// played to the end.
fn real_records() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut v = Vec::new();
    for dir in [root.join("sgf"), root.join("sgf/sabaki"), root.join("finished")] {
        v.extend(
            std::fs::read_dir(&dir)
                .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
                .map(|e| e.expect("readable directory").path())
                .filter(|p| p.extension().is_some_and(|e| e == "sgf")),
        );
    }
    v.sort();
    v
}

fn gtp(p: &str, size: usize) -> Point {
    Point::parse_gtp(p, size).unwrap().unwrap()
}

#[test]
fn load_save_load_gives_the_same_tree() {
    let text = "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Ann]PW[Bob]C[root \\] comment]\
                ;B[ee]C[centre];W[cc](;B[gg]XX[unknown][two]TR[aa][bb])(;B[gc];W[cg]))";
    let a = SgfRecord::parse(text.as_bytes()).unwrap();
    let saved = a.to_sgf();
    let b = SgfRecord::parse(saved.as_bytes()).unwrap();
    assert_eq!(a, b, "saved text:\n{saved}");
    assert_eq!(saved, b.to_sgf(), "writing is deterministic");
    for path in real_records() {
        let a = SgfRecord::load(&path).unwrap();
        let b = SgfRecord::parse(a.to_sgf().as_bytes()).unwrap();
        assert_eq!(a, b, "{}", path.display());
    }
}

#[test]
fn variations_and_unknown_properties_survive_saving() {
    let text = "(;GM[1]SZ[9]MYPROP[a:b\\]c];B[ee](;W[cc]ZZ[x];B[gg])(;W[gc]C[second line]))";
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let out = rec.to_sgf();
    assert!(out.contains("MYPROP[a:b\\]c]"), "{out}");
    assert!(out.contains("ZZ[x]"), "{out}");
    assert!(out.contains("(;W[cc]ZZ[x];B[gg])"), "{out}");
    assert!(out.contains("(;W[gc]C[second line])"), "{out}");
    assert_eq!(
        rec.moves(),
        vec![
            (Color::Black, Move::Play(gtp("E5", 9))),
            (Color::White, Move::Play(gtp("C7", 9))),
            (Color::Black, Move::Play(gtp("G3", 9))),
        ]
    );
}

#[test]
fn game_info_and_comments_are_read() {
    let text = "(;GM[1]FF[4]SZ[13]KM[0.5]RU[Japanese]PB[Black Player]PW[White Player]RE[W+R]DT[2024-01-02]C[hello]\
                ;B[dd]C[first];W[jj];B[])";
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let info = rec.info();
    assert_eq!(info.black.as_deref(), Some("Black Player"));
    assert_eq!(info.white.as_deref(), Some("White Player"));
    assert_eq!(info.result.as_deref(), Some("W+R"));
    assert_eq!(info.date.as_deref(), Some("2024-01-02"));
    assert_eq!(info.komi, Some(0.5));
    assert_eq!(info.rules.as_deref(), Some("Japanese"));
    assert_eq!(rec.size(), 13);
    assert_eq!(rec.comment(0).as_deref(), Some("hello"));
    assert_eq!(rec.comment(1).as_deref(), Some("first"));
    assert_eq!(rec.comment(2), None);
    assert_eq!(rec.move_count(), 3);
    let g = rec.game_at(usize::MAX).unwrap();
    assert_eq!(g.rules().komi, 0.5);
    assert_eq!(g.last_move().map(|t| t.mv), Some(Move::Pass));
    assert_eq!(g.move_number(), 3);
    let g1 = rec.game_at(1).unwrap();
    assert_eq!(g1.board().get(gtp("D10", 13)), Some(Color::Black));
    assert_eq!(g1.to_play(), Color::White);
}

#[test]
fn legacy_charsets_and_a_byte_order_mark_are_decoded() {
    // ISO-8859-1: "Jürgen" with ü as one byte 0xFC.
    let mut latin = b"(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]PB[J".to_vec();
    latin.push(0xFC);
    latin.extend_from_slice(b"rgen];B[ee])");
    let rec = SgfRecord::parse(&latin).unwrap();
    assert_eq!(rec.info().black.as_deref(), Some("Jürgen"));
    // Written back as UTF-8, saying so.
    let out = rec.to_sgf();
    assert!(out.contains("CA[UTF-8]") && out.contains("Jürgen"), "{out}");
    assert_eq!(SgfRecord::parse(out.as_bytes()).unwrap(), rec);

    let cases: [(&str, &str, &'static encoding_rs::Encoding); 5] = [
        ("GB2312", "柯洁", encoding_rs::GBK),
        ("GBK", "聂卫平", encoding_rs::GBK),
        ("Shift_JIS", "本因坊秀策", encoding_rs::SHIFT_JIS),
        ("EUC-KR", "이세돌", encoding_rs::EUC_KR),
        ("Big5", "吳清源", encoding_rs::BIG5),
    ];
    for (label, name, enc) in cases {
        let (encoded, _, bad) = enc.encode(name);
        assert!(!bad);
        let mut bytes = format!("(;GM[1]FF[4]CA[{label}]SZ[19]PW[").into_bytes();
        bytes.extend_from_slice(&encoded);
        bytes.extend_from_slice(b"]C[");
        bytes.extend_from_slice(&encoded);
        bytes.extend_from_slice(b"];B[pd])");
        let rec = SgfRecord::parse(&bytes).unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_eq!(rec.info().white.as_deref(), Some(name), "{label}");
        assert_eq!(rec.comment(0).as_deref(), Some(name), "{label}");
    }

    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend_from_slice("(;GM[1]SZ[9]PB[Zoë];B[ee])".as_bytes());
    let rec = SgfRecord::parse(&bom).unwrap();
    assert_eq!(rec.info().black.as_deref(), Some("Zoë"));
    // No CA and not UTF-8: ISO-8859-1, SGF's default.
    let rec = SgfRecord::parse(b"(;GM[1]SZ[9]PB[Zo\xEB];B[ee])").unwrap();
    assert_eq!(rec.info().black.as_deref(), Some("Zoë"));
}

#[test]
fn wrong_bytes_for_the_declared_charset_become_replacement_characters_with_a_warning() {
    let rec = SgfRecord::parse(b"(;GM[1]CA[UTF-8]PB[\xFF\xFEx];B[aa])").unwrap();
    assert_eq!(rec.info().black.as_deref(), Some("\u{FFFD}\u{FFFD}x"));
    assert_eq!(rec.move_count(), 1);
    let w = rec.warnings().join("; ");
    assert!(w.contains("UTF-8") && w.contains("offset 19"), "{w}");
    let rec = SgfRecord::parse(b"(;GM[1]CA[klingon-8]PB[\xFF];B[aa])").unwrap();
    assert!(rec.warnings().join(";").contains("klingon-8"), "{:?}", rec.warnings());
    assert_eq!(rec.move_count(), 1);
    // A real one: Shift_JIS declared, with bytes that are not Shift_JIS.
    let rec = SgfRecord::load(&data("sabaki/japanese_bad.sgf")).unwrap();
    assert!(rec.warnings().iter().any(|w| w.contains("Shift_JIS")), "{:?}", rec.warnings());
    assert_eq!(rec.move_count(), 2);
    assert!(rec.comment(2).unwrap().contains("is fun"));
    // Nothing is lost by opening and saving it: the bytes are kept.
    let bytes = std::fs::read(data("sabaki/japanese_bad.sgf")).unwrap();
    assert_eq!(rec.to_bytes(), bytes);
}

#[test]
fn a_file_cut_short_loads_up_to_where_it_ends() {
    for text in [&b"(;GM[1]SZ[9];B[ee];W[cc]"[..], b"(;GM[1]SZ[9];B[ee];W[cc](;B[gg]", b"(;GM[1]SZ[9];B[ee];W[cc];B[g"]
    {
        let rec = SgfRecord::parse(text).unwrap_or_else(|e| panic!("{}: {e}", String::from_utf8_lossy(text)));
        assert!(rec.warnings().iter().any(|w| w.contains("cut short")), "{:?}", rec.warnings());
        assert!(rec.move_count() >= 2);
        assert_eq!(rec.game_at(2).unwrap().board().get(gtp("C7", 9)), Some(Color::White));
    }
    let rec = SgfRecord::parse(b"(;GM[1]SZ[9]C[never closed").unwrap();
    assert!(!rec.warnings().is_empty());
}

#[test]
fn setup_in_the_middle_of_a_record_is_replayed() {
    // Black captures nothing; then the editor removes W C7 (AE) and adds a
    // black stone (AB), and White is to play (PL).
    let text = b"(;GM[1]SZ[9];B[ee];W[cc];B[gg];AE[cc]AB[dd]PL[W];W[ff];B[gf])";
    let rec = SgfRecord::parse(text).unwrap();
    assert_eq!(rec.move_count(), 5);
    let g = rec.game_at(3).unwrap();
    assert_eq!(g.board().get(gtp("C7", 9)), None);
    assert_eq!(g.board().get(gtp("D6", 9)), Some(Color::Black));
    assert_eq!(g.to_play(), Color::White);
    let g = rec.game_at(5).unwrap();
    assert_eq!(g.board().get(gtp("F4", 9)), Some(Color::White));
    assert_eq!(g.board().get(gtp("E5", 9)), Some(Color::Black));
    // The position after the setup is a new start.
    assert_eq!(g.move_number(), 2);
    // Setup with no move after it still shows.
    let rec = SgfRecord::parse(b"(;GM[1]SZ[9];B[ee];AW[aa])").unwrap();
    assert_eq!(rec.game_at(1).unwrap().board().get(gtp("A9", 9)), Some(Color::White));
}

#[test]
fn a_player_given_as_1_or_2_is_black_or_white() {
    // FF[3]'s list of properties once gave the colours as 1 and 2, and
    // some editors (Cgoban 1) wrote PL so; anything else is refused.
    let rec = SgfRecord::parse(b"(;GM[1]FF[3]SZ[9];PL[2]AB[ee];W[cc])").unwrap();
    assert_eq!(rec.game_at(0).unwrap().to_play(), Color::White);
    assert_eq!(rec.game_at(1).unwrap().board().get(gtp("C7", 9)), Some(Color::White));
    let rec = SgfRecord::parse(b"(;GM[1]FF[3]SZ[9];PL[1]AW[ee];B[cc])").unwrap();
    assert_eq!(rec.game_at(0).unwrap().to_play(), Color::Black);
    // In the tree too, PL[1] is what PL[B] is: after it a new start.
    let redo_at = |text: &[u8], path: &[usize]| {
        let mut cursor = goscape::sgf::Cursor::new(SgfRecord::parse(text).unwrap(), Rules::default());
        assert!(cursor.go_to_path(path));
        let mut game = cursor.game().unwrap().game;
        (game.move_number(), game.redo())
    };
    for path in [&[0][..], &[0, 0], &[0, 0, 0]] {
        let named = redo_at(b"(;GM[1]FF[3]SZ[9];B[ee];PL[B];B[gg])", path);
        assert_eq!(redo_at(b"(;GM[1]FF[3]SZ[9];B[ee];PL[1];B[gg])", path), named, "{path:?}");
    }
    let bad = SgfRecord::parse(b"(;GM[1]FF[3]SZ[9];PL[3]AW[ee];B[cc])").map(|_| ()).unwrap_err();
    assert!(bad.to_string().contains("PL"), "{bad}");
}

#[test]
fn a_repetition_the_record_s_own_ko_rule_allowed_is_replayed_not_refused() {
    // GNU Go's reading41, played under simple ko, labelled here as played
    // under Chinese rules: its move 132 (Black A17) repeats an earlier
    // position, which positional superko forbids. The record is what was
    // played; it opens whole, along its main line, in the tree and over
    // GTP, and the moves after it are held to superko again.
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo-dragons/games/reading41.sgf");
    let text = std::fs::read_to_string(&path).unwrap().replacen("SZ[19]", "SZ[19]RU[Chinese]", 1);
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let rules = rec.rules();
    assert_eq!(rules.ko, goscape::go::KoRule::Positional);
    let end = rec.game_at(rec.move_count()).unwrap();
    assert_eq!(end.board().get(gtp("A17", 19)), Some(Color::Black));
    assert_eq!(end.rules(), rules);
    let mut walked = 0;
    rec.walk_main_line(|n, _| {
        walked = n;
        true
    })
    .unwrap();
    assert_eq!(walked, rec.move_count());
    let mut cursor = goscape::sgf::Cursor::new(rec.clone(), rules);
    cursor.go_to_move(131);
    let at = cursor.game().unwrap().game;
    assert_eq!(at.move_number(), 131);
    assert!(at.clone().redo(), "move 132 is ready to redo");
}

#[test]
fn every_real_record_is_kept_whole_by_opening_and_saving() {
    for path in real_records() {
        let bytes = std::fs::read(&path).unwrap();
        let rec = SgfRecord::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // Unchanged: the same bytes.
        assert_eq!(rec.to_bytes(), bytes, "{}", path.display());
        // Changed (a comment on the root and a new variation at the first
        // move): every node and property as before, plus the change.
        let mut edited = rec.clone();
        edited.set_comment(&[], "edited");
        let rules = rec.rules();
        let first = edited.replay_path(&[], rules).unwrap().game;
        let free = goscape::go::Point::all(first.size())
            .find(|&p| first.check(first.to_play(), Move::Play(p)).is_ok())
            .unwrap();
        let k = edited.add_move(&[], first.to_play(), Move::Play(free)).unwrap();
        let back = SgfRecord::parse(&edited.to_bytes()).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(back, edited, "{}", path.display());
        assert_eq!(back.comment_at(&[]).as_deref(), Some("edited"));
        assert_eq!(back.move_at(&[k]), Some((first.to_play(), Move::Play(free))));
        // The original tree is the edited one less the change.
        let mut undone = back.clone();
        undone.delete(&[k]);
        undone.set_comment(&[], rec.comment_at(&[]).as_deref().unwrap_or(""));
        assert_eq!(undone.layout(), rec.layout(), "{}", path.display());
        assert_eq!(undone.to_sgf(), rec.to_sgf(), "{}", path.display());
    }
}

#[test]
fn ff3_long_property_names_are_read() {
    let text = "(;GaMe[1]FileFormat[3]Size[9]Komi[5.5]PlayerBlack[Old Black]PlayerWhite[Old White]\
                Result[B+2]Date[1990]Comment[old file]AddBlack[cc][gg]AddWhite[ee]\
                ;White[ge]Comment[a move];Black[eg];White[tt])";
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let info = rec.info();
    assert_eq!(rec.size(), 9);
    assert_eq!(info.komi, Some(5.5));
    assert_eq!(info.black.as_deref(), Some("Old Black"));
    assert_eq!(info.white.as_deref(), Some("Old White"));
    assert_eq!(info.result.as_deref(), Some("B+2"));
    assert_eq!(info.date.as_deref(), Some("1990"));
    assert_eq!(rec.comment(0).as_deref(), Some("old file"));
    assert_eq!(rec.comment(1).as_deref(), Some("a move"));
    let g = rec.game_at(3).unwrap();
    assert_eq!(g.start_board().get(gtp("C7", 9)), Some(Color::Black));
    assert_eq!(g.start_board().get(gtp("E5", 9)), Some(Color::White));
    assert_eq!(g.first_player(), Color::White);
    // "tt" is a pass on boards up to 19.
    assert_eq!(g.last_move().map(|t| t.mv), Some(Move::Pass));
    let out = rec.to_sgf();
    assert!(out.contains("SZ[9]") && out.contains("AB[cc][gg]") && !out.contains("Size"), "{out}");
}

#[test]
fn handicap_games_place_the_stones_and_white_moves_first() {
    let text = "(;GM[1]FF[4]SZ[19]HA[4]KM[0.5]AB[dd][pd][dp][pp];W[qf];B[nc])";
    let rec = SgfRecord::parse(text.as_bytes()).unwrap();
    let g = rec.game_at(0).unwrap();
    assert_eq!(g.handicap(), 4);
    assert_eq!(g.to_play(), Color::White);
    assert_eq!(g.start_board().stone_count(Color::Black), 4);
    let end = rec.game_at(2).unwrap();
    assert_eq!(end.to_play(), Color::White);
    // A game with handicap written and read back.
    let mut game = Game::new(9, Rules { komi: 0.5, ..Rules::default() }).unwrap();
    game.fixed_handicap(3).unwrap();
    game.play_next(Move::Play(gtp("E5", 9))).unwrap();
    let rec = SgfRecord::from_game(&game, &GameInfo::default());
    let back = SgfRecord::parse(rec.to_sgf().as_bytes()).unwrap().game_at(9).unwrap();
    assert_eq!(back.handicap(), 3);
    assert_eq!(back.board(), game.board());
    assert_eq!(back.to_play(), Color::Black);
}

#[test]
fn a_game_saved_and_loaded_is_the_same_game() {
    let mut game = Game::new(7, Rules::default()).unwrap();
    for m in ["D4", "C3", "E5", "pass", "C5", "B2"] {
        game.play_next(Move::parse_gtp(m, 7).unwrap()).unwrap();
    }
    game.play_next(Move::Pass).unwrap();
    game.play_next(Move::Pass).unwrap();
    let info = GameInfo { black: Some("me".into()), white: Some("you".into()), ..GameInfo::default() };
    let rec = SgfRecord::from_game(&game, &info);
    let text = rec.to_sgf();
    let back = SgfRecord::parse(text.as_bytes()).unwrap();
    assert_eq!(back.info().black.as_deref(), Some("me"));
    // Two passes are no result until the dead stones are agreed: only a
    // result given (an accepted count) is written.
    assert_eq!(back.info().result, None);
    let counted = GameInfo { result: Some("W+6.5".into()), ..info.clone() };
    let back_counted = SgfRecord::parse(SgfRecord::from_game(&game, &counted).to_sgf().as_bytes()).unwrap();
    assert_eq!(back_counted.info().result.as_deref(), Some("W+6.5"));
    let g = back.game_at(usize::MAX).unwrap();
    assert_eq!(g.turns(), game.turns());
    assert_eq!(g.rules(), game.rules());
}

#[test]
fn real_professional_records_replay_to_the_end() {
    let records = pro_records();
    assert!(records.len() >= 2, "tests/data/sgf holds the kigo records");
    for path in records {
        let rec = SgfRecord::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let n = rec.move_count();
        assert!(n > 50, "{}: only {n} moves", path.display());
        let g = rec.game_at(n).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(g.move_number(), n);
        g.board().check_invariants().unwrap();
        assert_eq!(rec.size(), 19);
        assert!(rec.info().black.is_some() && rec.info().result.is_some());
        // Both replay under positional superko as well.
        rec.game_at_with(n, Rules::default()).unwrap();
    }
}

#[test]
fn illegal_moves_in_a_record_name_the_move_and_give_no_game() {
    let rec = SgfRecord::parse(b"(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    assert!(rec.game_at(1).is_ok());
    let e = rec.game_at(2).unwrap_err();
    assert!(matches!(e, SgfError::Illegal { number: 2, color: Color::White, why: IllegalMove::Occupied, .. }), "{e}");
    assert!(e.to_string().contains("move 2"), "{e}");
    // Suicide: white at A1 with no liberty.
    let e = SgfRecord::parse(b"(;GM[1]SZ[5];B[ba];W[cc];B[ab];W[aa])").unwrap().game_at(9).unwrap_err();
    assert!(matches!(e, SgfError::Illegal { number: 4, why: IllegalMove::Suicide, .. }), "{e}");
}

#[test]
fn text_after_the_game_loads_the_game_with_a_warning() {
    // A closing parenthesis too many, and a chat pasted below a record.
    for text in ["(;GM[1]SZ[9];B[ee];W[cc]))", "(;GM[1]SZ[9];B[ee];W[cc])\n;)\n\n---\nthanks for the game\n"] {
        let r = SgfRecord::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(r.move_count(), 2, "{text:?}");
        assert!(r.warnings().iter().any(|w| w.contains("not SGF")), "{text:?}: {:?}", r.warnings());
    }
}

#[test]
fn malformed_files_are_refused_with_a_message() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "no game"),
        (b"hello", "not valid SGF"),
        (b"(;GM[1]%[x])", "unexpected character '%'"),
        (b"(;GM[1]SZ[40];B[ee])", "board size"),
        (b"(;GM[1]SZ[19:13])", "board size"),
        (b"(;GM[1]SZ[9];B[zz])", "bad B value"),
        (b"(;GM[1]SZ[9];B[e])", "bad B value"),
        (b"(;GM[1]SZ[9];B[ee]W[ff])", "two moves in one node"),
        (b"(;GM[1]SZ[9];[ee])", "without a property name"),
        (b"(;GM[2];B[ee])", "not Go"),
        (b"(;GM[1]SZ[5]AB[ba][ab]AW[aa])", "no liberty"),
    ];
    for (bytes, want) in cases {
        let e = SgfRecord::parse(bytes).expect_err(&String::from_utf8_lossy(bytes));
        assert!(e.to_string().contains(want), "{:?}: '{e}' lacks '{want}'", String::from_utf8_lossy(bytes));
    }
    let deep = format!("(;GM[1]{})", ";".repeat(20_000));
    assert!(matches!(SgfRecord::parse(deep.as_bytes()), Err(SgfError::TooDeep(_))));
}

#[test]
fn random_mutations_never_panic() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut sources: Vec<Vec<u8>> = real_records().iter().map(|p| std::fs::read(p).unwrap()).collect();
    sources.push(
        "(;GaMe[1]CA[GB2312]Size[9]HA[2]AB[cc][gg]PB[x]C[a\\]b];W[ee](;B[dd]LB[aa:x][bb:y])(;B[tt]XX[1]))"
            .as_bytes()
            .to_vec(),
    );
    const ALPHABET: &[u8] = b"()[];\\:ABCWKMSZHAEPLabcdst019 \n\xFF\xEF\xBB\xBF";
    let mut ok = 0;
    for round in 0..400 {
        let mut bytes = sources[round % sources.len()].clone();
        for _ in 0..rng.random_range(1..6) {
            let at = rng.random_range(0..=bytes.len());
            match rng.random_range(0..4) {
                0 if at < bytes.len() => bytes[at] = ALPHABET[rng.random_range(0..ALPHABET.len())],
                1 if at < bytes.len() => {
                    bytes.remove(at);
                }
                2 => bytes.insert(at, ALPHABET[rng.random_range(0..ALPHABET.len())]),
                _ => {
                    let end = rng.random_range(at..=bytes.len());
                    bytes.truncate(if round % 7 == 0 { end } else { bytes.len() });
                }
            }
        }
        // Never a panic: an error, or a record that replays (or names its
        // illegal move) and writes text that reads back the same.
        if let Ok(rec) = SgfRecord::parse(&bytes) {
            ok += 1;
            match rec.game_at(rec.move_count()) {
                // Setup in the middle of the record starts the game anew.
                Ok(g) => assert!(g.move_number() <= rec.move_count()),
                Err(e) => assert!(matches!(e, SgfError::Illegal { .. } | SgfError::Setup { .. }), "{e}"),
            }
            let back = SgfRecord::parse(rec.to_sgf().as_bytes()).expect("written text reads back");
            assert_eq!(back, rec);
        }
    }
    assert!(ok > 20 && ok < 400, "{ok} of 400 mutated files loaded");
}
