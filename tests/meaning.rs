//! Life and death, the count and the Ishida-type picture on positions
//! drawn as pictures: a dead stone in territory, a seki, an unsettled
//! corner and its key move, a squared four, a big dragon with one eye.

mod common;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use common::DEAD_IN_TERRITORY;
use goscape::go::{Color, Game, Point, Rules};
use goscape::meaning::ishida::{Level, picture};
use goscape::meaning::playouts::PlayoutJudge;
use goscape::meaning::read_first::{ChainVerdict, ReadingBudget, read_group_deeper, with_deeper};
use goscape::meaning::score::{PointCount, count};
use goscape::meaning::semeai::{Outcome as RaceOutcome, race_settled};
use goscape::meaning::{ByKo, GroupStatus, Judge, Judgement, KeyMoves, Ko, Life, Source};

/// The default judge, two threads for its fights.
fn playout_judge() -> PlayoutJudge {
    PlayoutJudge { threads: 2, ..PlayoutJudge::default() }
}

fn judge(diagram: &str, to_play: Color) -> (Game, Judgement) {
    let game = Game::from_diagram(diagram, Rules::default(), to_play).unwrap();
    let j = playout_judge().judge(&game, &AtomicBool::new(false), &mut |_| {}).unwrap();
    (game, j)
}

/// GNU Go's dragon test `file` up to but not including move `upto` (as
/// its `loadsgf FILE N`; `None`: the whole record), the judge, and its
/// judgement of the position.
fn judged_dragon_game(file: &str, upto: Option<usize>) -> (Game, PlayoutJudge, Judgement) {
    let game = common::gnugo_dragon_game(file, upto.map(|n| n - 1));
    let mut judge = playout_judge();
    let j = judge.judge(&game, &AtomicBool::new(false), &mut |_| {}).unwrap();
    (game, judge, j)
}

/// GNU Go's dragon test `file` (up to move `upto`) judged whole, the
/// group at `vertex` as the whole judgement has it, and the same group
/// asked about alone.
fn asked_alone(file: &str, upto: Option<usize>, vertex: &str) -> (Game, Judgement, GroupStatus, GroupStatus) {
    let (game, mut judge, j) = judged_dragon_game(file, upto);
    let p = at(&game, vertex);
    let whole = j.group_at(p).unwrap().clone();
    let alone = group_alone(&mut judge, &game, &j, p).unwrap();
    (game, j, whole, alone)
}

/// The judge's verdict on the group at `p` asked about alone, as
/// `dragon_status` asks, never stopped.
fn group_alone(judge: &mut impl Judge, game: &Game, j: &Judgement, p: Point) -> Option<GroupStatus> {
    judge.judge_group(game, j, p, &AtomicBool::new(false))
}

fn at(game: &Game, v: &str) -> Point {
    Point::parse_gtp(v, game.size()).unwrap().unwrap()
}

fn life_at(game: &Game, j: &Judgement, v: &str) -> Life {
    j.group_at(at(game, v)).unwrap_or_else(|| panic!("no group at {v}")).life
}

#[test]
fn a_dead_stone_in_territory_is_removed_and_counted_for_the_owner() {
    for to_play in [Color::Black, Color::White] {
        let (game, j) = judge(DEAD_IN_TERRITORY, to_play);
        assert_eq!(life_at(&game, &j, "B4"), Life::Dead);
        assert_eq!(life_at(&game, &j, "C9"), Life::Alive);
        assert_eq!(life_at(&game, &j, "D9"), Life::Alive);
        assert_eq!(j.dead_stones(), vec![at(&game, "B4")]);
        let c = count(game.board(), &j, 7.5);
        assert_eq!(c.points[at(&game, "B4").y as usize * 9 + 1], PointCount::Territory(Color::Black));
        // Black: 20 stones and 16 points inside (the dead stone's included).
        assert_eq!((c.black_stones, c.black_territory), (20, 16));
        assert_eq!(c.dead_white, 1);
        assert_eq!(c.black_area() + c.white_area() + c.seki, 81);
    }
}

const SEKI: &str = "
    . X . O . O X . .
    X X X O O O X . .
    O O O X X X X . .
    O . O X . . X . .
    O O O X . X X . .
    . . O X X X . . .
    O O O O O X . . .
    . . . . O X . . .
    . . . . O X . . .";

#[test]
fn a_seki_lives_for_both_and_its_shared_liberty_is_nobodys() {
    let (game, j) = judge(SEKI, Color::Black);
    assert_eq!(life_at(&game, &j, "B9"), Life::Seki);
    assert_eq!(life_at(&game, &j, "D9"), Life::Seki);
    assert!(j.dead_stones().is_empty(), "{:?}", j.dead_stones());
    let c = count(game.board(), &j, 0.0);
    assert_eq!(c.points[2], PointCount::Seki, "C9 is the shared liberty");
    assert_eq!(c.seki, 1);
    // Each seki group's own eye counts for it under area rules.
    assert_eq!(c.points[0], PointCount::Territory(Color::Black));
    assert_eq!(c.points[4], PointCount::Territory(Color::White));
}

const STRAIGHT_THREE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    . . . X O . . . .";

#[test]
fn an_unsettled_corner_is_found_with_its_key_move() {
    for to_play in [Color::Black, Color::White] {
        let (game, j) = judge(STRAIGHT_THREE, to_play);
        let g = j.group_at(at(&game, "A2")).unwrap();
        assert_eq!(g.life, Life::Unsettled, "{g:?}");
        assert_eq!(g.keys.attack, Some(at(&game, "B1")), "{g:?}");
        assert_eq!(g.keys.defence, Some(at(&game, "B1")), "{g:?}");
        // Scored now, it lives when Black is to move and dies when not.
        assert_eq!(j.dead_stones().is_empty(), to_play == Color::Black);
    }
}

#[test]
fn a_group_asked_about_alone_is_read_again_deeper_than_the_whole_position_allowed() {
    // A reading of two nodes a search leaves the corner to the playouts;
    // asked about alone (`dragon_status`), the group is read with the
    // judge's `alone` times as many, and the reader's verdict replaces it.
    // (No pool for the position's own second readings.)
    let game = Game::from_diagram(STRAIGHT_THREE, Rules::default(), Color::Black).unwrap();
    let mut judge = playout_judge();
    judge.reading.reader.nodes = 2;
    (judge.reading.alone, judge.reading.deeper_pool) = (2_000, 0);
    let j = judge.judge(&game, &AtomicBool::new(false), &mut |_| {}).unwrap();
    let corner = at(&game, "A2");
    assert_ne!(j.group_at(corner).unwrap().source, Source::Reading, "{j:?}");
    let g = group_alone(&mut judge, &game, &j, corner).unwrap();
    assert_eq!((g.source, g.life), (Source::Reading, Life::Unsettled), "{g:?}");
    assert_eq!((g.keys.attack, g.keys.defence), (Some(at(&game, "B1")), Some(at(&game, "B1"))), "{g:?}");
    // With the reader off there is nothing to read again with.
    judge.reading.reader.nodes = 0;
    assert_eq!(group_alone(&mut judge, &game, &j, corner).as_ref(), j.group_at(corner));
}

// GNU Go's owl01 (its regression suite, a game's lower left): White's
// C3 group, shut in with Black's stones inside, lives or dies by who plays
// A2 first (GNU Go 3.8: owl_attack C3 = 1 A2, owl_defend C3 = 1 A2). The
// reader cannot tell in its budget and the whole position's fight, at
// its playouts, misses the saving move: the group lives in too many
// playouts for that death to stand, and is critical with the fights'
// first moves, not A2. Asked about alone, the group is fought again with
// more playouts and found critical at A2.
#[test]
fn a_group_a_fight_judged_is_fought_again_longer_when_asked_about_alone() {
    let (game, _, whole, g) = asked_alone("owl01.sgf", None, "C3");
    assert_eq!((whole.source, whole.life), (Source::Fight, Life::Unsettled), "{whole:?}");
    assert_ne!(whole.keys.defence, Some(at(&game, "A2")), "{whole:?}");
    assert_eq!((g.source, g.life), (Source::Fight, Life::Unsettled), "{g:?}");
    assert_eq!(g.keys.defence, Some(at(&game, "A2")), "{g:?}");
}

// GNU Go's owl02 (its regression suite, a game's lower left): Black's
// B3-C3, D4 and F2-F3 stand apart in White's area, and GNU Go's authors
// call B3 critical (White kills at E3 or F1). The playouts count each
// chain apart: B3 keeps its points in most of them, its neighbour D4 is
// unsettled. B3 lives only while D4 does, so the judgement calls B3
// unsettled with D4's key moves, and so does the group asked about alone.
#[test]
fn a_group_whose_fate_is_tied_to_an_unsettled_friend_is_unsettled_with_it() {
    let (game, j, whole, g) = asked_alone("owl02.sgf", None, "B3");
    let friend = j.group_at(at(&game, "D4")).unwrap();
    assert_eq!((friend.source, friend.life), (Source::Playouts, Life::Unsettled), "{friend:?}");
    assert_eq!((whole.source, whole.life), (Source::Tie, Life::Unsettled), "{whole:?}");
    assert_eq!(whole.keys, friend.keys, "{whole:?}");
    assert_eq!(g, whole, "asked about alone, the same");
}

// The playouts split into seeded streams that threads only run: a
// position is judged the same whatever the judge's threads (and the
// machine's cores: tested in influence::ownership). The reading's
// time caps, there only for a loaded machine, are lifted so that the
// nodes alone bound it, as on an idle one.
#[test]
fn a_judgement_is_the_same_whatever_the_threads() {
    let game = common::gnugo_dragon_game("incident189.sgf", Some(185));
    let mut reading = ReadingBudget { total: Duration::from_secs(600), ..ReadingBudget::default() };
    reading.reader.time = Duration::from_secs(60);
    let judged = |threads| {
        let judge = PlayoutJudge { threads, reading, ..PlayoutJudge::default() };
        judge.judge_board(game.board(), game.to_play(), &AtomicBool::new(false), &mut |_| {}).unwrap()
    };
    let one = judged(1);
    let playouts = one.groups.iter().filter(|g| g.source == Source::Playouts).count();
    assert!(playouts > 0, "the playouts judge no group: {one:?}");
    assert_eq!(one, judged(3), "one thread against three");
}

// GNU Go's semeai15: Black's J7 chain (eight liberties, all simple) races
// White's H7 (six), neither with an eye: Black captures whoever moves
// first, and GNU Go's authors call J7 alive. The fight finds it alive; the
// spread of the playouts alone (it keeps its points in 0.64 of them) would
// doubt that, but the sure race count backs the fight.
#[test]
fn a_fight_s_verdict_that_a_sure_race_count_gives_too_stands() {
    let (game, _, _, g) = asked_alone("semeai/semeai15.sgf", None, "J7");
    assert_eq!((g.source, g.life), (Source::Fight, Life::Alive), "{g:?}");
    assert_eq!(race_settled(game.board(), &g.stones), Some(RaceOutcome::Captures(Color::Black)));
}

// GNU Go's tripod1 (its regression suite, a problem in each corner):
// White's C3 group in the lower left races Black's stones beside it, and
// GNU Go's authors call it critical (Black kills at B3, D2, B1 or A2). The
// playouts call C3 dead and a black group beside it unsettled: C3 lives
// in the playouts in which that group dies, so the judgement calls C3
// unsettled, its attack the point that saves the black group, and so does
// the group asked about alone.
#[test]
fn a_group_that_lives_only_where_an_unsettled_enemy_dies_is_unsettled_with_it() {
    let (game, j, whole, g) = asked_alone("life_and_death/tripod1.sgf", None, "C3");
    assert_eq!((whole.source, whole.life), (Source::Tie, Life::Unsettled), "{whole:?}");
    assert_eq!(g, whole, "asked about alone, the same");
    let attacks = ["B3", "D2", "B1", "A2"].map(|v| Some(at(&game, v)));
    assert!(attacks.contains(&g.keys.attack), "{g:?}");
    let enemy =
        j.groups.iter().find(|e| e.color != g.color && e.life == Life::Unsettled && e.keys.defence == g.keys.attack);
    assert!(enemy.is_some(), "no unsettled enemy saved by {:?}: {j:?}", g.keys.attack);
}

// GNU Go's strategy20 at move 236 (its regression suite, a game's left
// side): White's B6 group on the edge is critical for GNU Go's authors
// (Black kills at A6, A5, A4, A3, B1 or C5; White lives at C5). The
// position's playouts call it alive. Asked about alone, it is searched
// over the moves near it: the attacker's best first move leaves it its
// points in under half the search's playouts and the defender's in over
// half, so it is critical, with a killing move among GNU Go's.
#[test]
fn a_group_the_playouts_call_alive_is_critical_where_the_search_finds_a_killing_move() {
    let (game, _, whole, g) = asked_alone("strategy20.sgf", Some(236), "B6");
    assert_eq!((whole.source, whole.life), (Source::Playouts, Life::Alive), "{whole:?}");
    assert_eq!((g.source, g.life), (Source::Playouts, Life::Unsettled), "{g:?}");
    let attacks = ["A6", "A5", "A4", "A3", "B1", "C5"].map(|v| Some(at(&game, v)));
    assert!(attacks.contains(&g.keys.attack), "{g:?}");
}

// GNU Go's ld5: Black's group on the left side, B14 to B19, runs along
// the first line under White's stones, so the position's reading and the
// playouts take it as open (they call it alive). Asked about alone, it is
// read in its frame with enough nodes to prove what GNU Go answers:
// critical, White kills at A14, Black lives at B17. The reading is
// bounded by its nodes here, not by the clock (a loaded machine reads
// slower, not less): 32 times the judge's nodes leave it unknown, the 128
// a group asked about alone gets prove it.
#[test]
fn a_corner_group_in_the_open_asked_about_alone_is_read_in_its_frame() {
    let (game, mut judge, j) = judged_dragon_game("life_and_death/ld5.sgf", None);
    let b18 = at(&game, "B18");
    assert_eq!(j.group_at(b18).unwrap().source, Source::Playouts);
    let budget = ReadingBudget::default();
    let unhurried = Duration::from_secs(120);
    let short = ReadingBudget { alone: 32, ..budget };
    let go_on = AtomicBool::new(false);
    assert_eq!(read_group_deeper(game.board(), b18, &short, unhurried, &go_on), None);
    // Whoever asked has moved on: the reading gives up, and answers
    // nothing rather than a guess.
    let moved_on = AtomicBool::new(true);
    assert_eq!(read_group_deeper(game.board(), b18, &budget, unhurried, &moved_on), None);
    let v = read_group_deeper(game.board(), b18, &budget, unhurried, &go_on).expect("read in its frame");
    assert_eq!((v.source, v.life, v.framed), (Source::Reading, Life::Unsettled, true), "{v:?}");
    assert_eq!(v.keys.attack, Some(at(&game, "A14")), "{v:?}");
    let defences = ["A14", "B17", "A17", "A18"].map(|v| Some(at(&game, v)));
    assert!(defences.contains(&v.keys.defence), "{v:?}");
    // And `dragon_status`'s path takes it over the playouts' answer.
    let g = group_alone(&mut judge, &game, &j, b18).unwrap();
    assert_eq!((g.source, g.life), (Source::Reading, Life::Unsettled), "{g:?}");
}

// GNU Go's tripod8: Black's R3 group in the lower right, walled in by
// White, lives or dies by the points around S4 (GNU Go's authors:
// critical, White S4, T4 or T5, Black S4). Black may not play T2 (White
// T1, T3 and S2 around it, no capture): a point the playouts reached
// later in the game is no key move now. Every key move the judge names,
// of every group, is a move its side may play.
#[test]
fn every_key_move_is_one_its_side_may_play_now() {
    for file in ["life_and_death/tripod8.sgf", "life_and_death/tripod2.sgf", "life_and_death/ld16.sgf"] {
        let (game, mut judge, j) = judged_dragon_game(file, None);
        let board = game.board();
        let may = |p: Option<Point>, c: Color| p.is_none_or(|p| board.is_legal_no_suicide(board.idx(p), c));
        for whole in &j.groups {
            // The whole position's answer, and an unsettled group's asked
            // about alone.
            let alone =
                (whole.life == Life::Unsettled).then(|| group_alone(&mut judge, &game, &j, whole.stones[0]).unwrap());
            for g in std::iter::once(whole).chain(&alone) {
                assert!(may(g.keys.defence, g.color), "{file}: {g:?}");
                assert!(may(g.keys.attack, g.color.opponent()), "{file}: {g:?}");
            }
        }
    }
}

// A group asked about alone takes its reading's answer over the
// playouts', save where it was read in a frame and died there (it may run
// out of the frame): then the playouts' answer stands.
#[test]
fn a_reading_alone_is_taken_but_not_a_death_in_a_frame() {
    let group = GroupStatus {
        color: Color::Black,
        stones: vec![Point::new(0, 0)],
        life: Life::Alive,
        confidence: 0.6,
        keys: KeyMoves::default(),
        source: Source::Playouts,
        ko: Ko::default(),
    };
    let read = |life, framed, ko| ChainVerdict {
        life,
        keys: KeyMoves { attack: Some(Point::new(1, 0)), defence: Some(Point::new(0, 1)) },
        source: Source::Reading,
        ko,
        tactical: false,
        framed,
    };
    let (clean, by_ko) = (Ko::default(), Ko { attack: ByKo::TakesFirst, defence: ByKo::No });
    for (life, framed, ko, taken) in [
        (Life::Unsettled, true, clean, true),
        (Life::Dead, false, clean, true),
        (Life::Unsettled, false, by_ko, true),
        (Life::Unsettled, true, by_ko, true),
        (Life::Dead, true, clean, false),
        (Life::Dead, true, by_ko, false),
    ] {
        let after = with_deeper(&group, Some(read(life, framed, ko)));
        let expect = if taken { (life, Source::Reading, ko) } else { (Life::Alive, Source::Playouts, clean) };
        assert_eq!((after.life, after.source, after.ko), expect, "{life:?} framed {framed} ko {ko:?}");
    }
    assert_eq!(with_deeper(&group, None), group);
}

// GNU Go's tripod2: Black's R17 group in the upper right corner reads
// critical in the tight frame only because White's R19 and Q19 reach the
// frame's wall at P19, empty on the board (tests/reader.rs). The judge
// reads it again in the looser frame from what the position's pool of
// second readings has left, and counts it alive (GNU Go's authors:
// alive); without the pool it stays critical.
#[test]
fn an_open_group_critical_in_the_tight_frame_is_judged_alive_where_the_looser_one_says_so() {
    let game = common::gnugo_dragon_game("life_and_death/tripod2.sgf", None);
    let mut judge = playout_judge();
    // Nodes bound the reading; the position's time only caps a loaded
    // machine, which a test run is.
    judge.reading.total = Duration::from_secs(60);
    // The tight frame's critical takes one search a little over the
    // judge's 4,000 nodes (below that it is unknown there, and the
    // playouts judge the group); the looser frame's second reading is
    // what is tested here.
    judge.reading.reader.nodes = 8_000;
    let judged = |judge: &mut PlayoutJudge| judge.judge(&game, &AtomicBool::new(false), &mut |_| {}).unwrap();
    let j = judged(&mut judge);
    let g = j.group_at(at(&game, "R17")).unwrap();
    assert_eq!((g.source, g.life), (Source::Reading, Life::Alive), "{g:?}");
    judge.reading.deeper_pool = 0;
    let j = judged(&mut judge);
    assert_eq!(life_at(&game, &j, "R17"), Life::Unsettled);
}

#[test]
fn a_squared_four_dies_whoever_moves_first() {
    let diagram = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . O . . .
    O O O O O . . . .
    X X X O O . . . .
    . . X O . . . . .
    . . X O . . . . .";
    for to_play in [Color::Black, Color::White] {
        let (game, j) = judge(diagram, to_play);
        assert_eq!(life_at(&game, &j, "A3"), Life::Dead);
        assert_eq!(life_at(&game, &j, "D3"), Life::Alive);
    }
}

const DRAGON: &str = "
    . . . . . . . . . . . . .
    . O O O O O O O O O O . .
    . O X X X X X X X X O . .
    . O X . X X X X X X O . .
    . O X X X X X X X X O . .
    . O O O O O O X X X O . .
    . . . . . . O X X X O . .
    . . . . . . O O O O O . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .";

#[test]
fn a_big_dragon_with_one_eye_dies_and_with_two_lives() {
    let (game, j) = judge(DRAGON, Color::Black);
    let g = j.group_at(at(&game, "C11")).unwrap();
    assert_eq!((g.life, g.stones.len()), (Life::Dead, 29));
    let c = count(game.board(), &j, 0.0);
    assert_eq!(c.dead_black, 29);
    // A second eye at H10 (the stone there taken away) gives it life.
    let two_eyes = DRAGON.replacen("X . X X X X X X O", "X . X X X . X X O", 1);
    let (game, j) = judge(&two_eyes, Color::White);
    assert_eq!(life_at(&game, &j, "C11"), Life::Alive);
}

#[test]
fn the_picture_gives_territory_to_its_group_and_marks_a_moyo() {
    let (game, j) = judge(DEAD_IN_TERRITORY, Color::Black);
    let pic = picture(game.board(), &j);
    let black = j.groups.iter().position(|g| g.stones.contains(&at(&game, "C9"))).unwrap();
    // The dead stone's point and the corner are Black's territory.
    assert_eq!(pic.at(at(&game, "B4")), Some((black, Level::Territory)));
    assert_eq!(pic.at(at(&game, "A1")), Some((black, Level::Territory)));
    // White's right side, which only White reaches, is White's territory.
    assert!(matches!(pic.at(at(&game, "F8")), Some((g, Level::Territory)) if j.groups[g].color == Color::White));
    let values = pic.values(&j, Some(black));
    assert!(values.iter().all(|&v| v >= 0.0), "one group alone shows only its colour");
}

#[test]
fn open_ground_one_side_radiates_over_is_its_moyo() {
    let (game, j) = judge(
        "
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . X . . . . . . . O . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . X . . . . . . . O . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . X . . . . . . . O . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .",
        Color::Black,
    );
    let pic = picture(game.board(), &j);
    let owner = |v: &str| pic.at(at(&game, v)).map(|(g, level)| (j.groups[g].color, level));
    assert!(matches!(owner("B7"), Some((Color::Black, Level::Moyo { steps: 1 }))), "{:?}", owner("B7"));
    assert!(matches!(owner("M7"), Some((Color::White, Level::Moyo { steps: 1 }))), "{:?}", owner("M7"));
    // The middle line is as near to both: nobody's.
    assert_eq!(owner("G7"), None);
}
