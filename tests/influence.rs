//! The checks every influence model keeps: values in range, colours swapped
//! negate the map, rotations and reflections carry the map along, the empty
//! board is all zero; the path model's incremental updates equal a full
//! recomputation; the Swim rules on hand-drawn positions.

use goscape::go::playout::{random_move, random_playout_with};
use goscape::go::{Board, Color, Point, parse_diagram};
use goscape::influence::ownership::Ownership;
use goscape::influence::path::PathInfluence;
use goscape::influence::swim::{self, Status};
use goscape::influence::{self, Incremental, InfluenceModel, control, model_names, place_stones, swap_colours};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A small, quick ownership model for the checks.
fn ownership(playouts: usize) -> Ownership {
    Ownership { playouts, threads: 2, ..Default::default() }
}

/// Every model, ownership made quick.
fn models() -> Vec<Box<dyn InfluenceModel>> {
    model_names()
        .iter()
        .map(|&name| -> Box<dyn InfluenceModel> {
            if name == "ownership" { Box::new(ownership(200)) } else { influence::by_name(name).unwrap() }
        })
        .collect()
}

fn stones_of(b: &Board) -> Vec<(Point, Color)> {
    Point::all(b.size()).filter_map(|p| b.get(p).map(|c| (p, c))).collect()
}

/// A board holding `stones`, built the same way whatever the colours (so
/// that playouts on two such boards draw the same points).
fn board_of(size: usize, stones: &[(Point, Color)]) -> Board {
    let mut b = Board::new(size);
    place_stones(&mut b, stones);
    b
}

fn diagram(text: &str) -> Board {
    let (size, stones) = parse_diagram(text).unwrap();
    board_of(size, &stones)
}

/// A position after `moves` random moves (captures happen).
fn random_position(size: usize, moves: usize, seed: u64) -> Board {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut b = Board::new(size);
    let mut c = Color::Black;
    for _ in 0..moves {
        match random_move(&mut b, c, &mut rng) {
            Some(i) => {
                b.play(i, c);
            }
            None => b.pass(),
        }
        c = c.opponent();
    }
    board_of(size, &stones_of(&b))
}

/// The eight symmetries of the square.
fn transform(t: usize, n: usize, p: Point) -> Point {
    let (x, y) = (p.x as usize, p.y as usize);
    let (x, y) = if t & 4 != 0 { (y, x) } else { (x, y) };
    let x = if t & 1 != 0 { n - 1 - x } else { x };
    let y = if t & 2 != 0 { n - 1 - y } else { y };
    Point::new(x as u8, y as u8)
}

fn transformed_board(t: usize, b: &Board) -> Board {
    let n = b.size();
    let stones: Vec<_> = stones_of(b).into_iter().map(|(p, c)| (transform(t, n, p), c)).collect();
    board_of(n, &stones)
}

fn transformed_map(t: usize, n: usize, v: &[f32]) -> Vec<f32> {
    let mut out = vec![0.0; n * n];
    for p in Point::all(n) {
        let q = transform(t, n, p);
        out[q.y as usize * n + q.x as usize] = v[p.y as usize * n + p.x as usize];
    }
    out
}

fn assert_close(a: &[f32], b: &[f32], tol: f32, what: &str) {
    assert_eq!(a.len(), b.len(), "{what}");
    for (k, (x, y)) in a.iter().zip(b).enumerate() {
        assert!((x - y).abs() <= tol, "{what}: point {k}: {x} vs {y}");
    }
}

#[test]
fn every_model_gives_one_value_in_range_per_point() {
    for size in [2, 5, 9, 19] {
        for seed in 0..3 {
            let b = random_position(size, size * size / 2 + seed as usize * 7, seed);
            for m in models() {
                let v = m.compute(&b);
                assert_eq!(v.len(), size * size, "{}", m.name());
                assert!(v.iter().all(|x| x.is_finite() && (-1.0..=1.0).contains(x)), "{}: {v:?}", m.name());
            }
        }
    }
}

#[test]
fn swapping_the_colours_negates_every_map() {
    for (size, moves, seed) in [(9, 40, 1), (13, 90, 2), (19, 150, 3)] {
        let b = random_position(size, moves, seed);
        let swapped = swap_colours(&b);
        for mut m in models() {
            m.set_to_play(Color::Black);
            let v = m.compute(&b);
            m.set_to_play(Color::White);
            let w = m.compute(&swapped);
            let negated: Vec<f32> = w.iter().map(|x| -x).collect();
            assert_eq!(v, negated, "{} on {size}x{size}", m.name());
        }
    }
}

#[test]
fn rotations_and_reflections_carry_the_map_along() {
    for (size, moves, seed) in [(9, 45, 4), (19, 160, 5)] {
        let b = random_position(size, moves, seed);
        for m in models().into_iter().filter(|m| m.name() != "ownership") {
            let v = m.compute(&b);
            for t in 1..8 {
                let got = m.compute(&transformed_board(t, &b));
                // Sums run in another order on a turned board.
                assert_close(&got, &transformed_map(t, size, &v), 1e-5, &format!("{} symmetry {t}", m.name()));
            }
        }
    }
}

#[test]
fn a_symmetric_position_gives_a_symmetric_map() {
    // Stones in one eighth of the board, copied by all eight symmetries.
    let n = 9;
    let base = [(Point::new(2, 2), Color::Black), (Point::new(4, 1), Color::White), (Point::new(3, 2), Color::White)];
    let mut stones: Vec<(Point, Color)> = Vec::new();
    for t in 0..8 {
        for &(p, c) in &base {
            let q = transform(t, n, p);
            if !stones.iter().any(|&(r, _)| r == q) {
                stones.push((q, c));
            }
        }
    }
    let b = board_of(n, &stones);
    let mut all = models();
    all.retain(|m| m.name() != "ownership");
    all.push(Box::new(ownership(4000)));
    for m in all {
        let v = m.compute(&b);
        // Playouts are random: their map is symmetric up to sampling noise.
        let tol = if m.name() == "ownership" { 0.2 } else { 1e-5 };
        for t in 1..8 {
            assert_close(&transformed_map(t, n, &v), &v, tol, &format!("{} symmetry {t}", m.name()));
        }
    }
}

#[test]
fn the_empty_board_is_all_zero() {
    for size in [2, 9, 19] {
        let b = Board::new(size);
        for m in models().into_iter().filter(|m| m.name() != "ownership") {
            assert!(m.compute(&b).iter().all(|&x| x == 0.0), "{} on {size}x{size}", m.name());
        }
        assert_eq!(control::evaluate(&b), 0.0);
    }
}

#[test]
fn ownership_of_the_empty_board_is_zero_up_to_who_moves_first() {
    // Black first and White first on the empty board mirror each other
    // exactly, so their mean is zero; each is small.
    let b = Board::new(9);
    let black_first = Ownership { to_play: Color::Black, ..ownership(2000) }.estimate(&b);
    let white_first = Ownership { to_play: Color::White, ..ownership(2000) }.estimate(&b);
    for (x, y) in black_first.mean.iter().zip(&white_first.mean) {
        assert_eq!(*x, -*y);
        assert!(x.abs() < 0.25, "{x}");
    }
}

#[test]
fn the_path_model_follows_random_games_exactly() {
    let mut rng = SmallRng::seed_from_u64(11);
    for (size, games) in [(5, 20), (9, 10), (19, 3)] {
        let mut model = PathInfluence::new();
        let mut captures = 0;
        for _ in 0..games {
            let mut b = Board::new(size);
            model.sync(&b);
            random_playout_with(&mut b, Color::Black, &mut rng, |b| {
                model.sync(b);
                assert_eq!(model.raw(), PathInfluence::raw_from_scratch(b).as_slice(), "{b:?}");
                assert_eq!(model.values(), model.compute(b));
            });
            captures += b.captures(Color::Black) + b.captures(Color::White);
        }
        assert!(captures > 0, "the games on {size}x{size} captured nothing");
    }
}

#[test]
fn the_path_model_jumps_between_unrelated_positions() {
    // Undo, setup and loading a record change many stones at once.
    let mut model = PathInfluence::new();
    for seed in 0..12 {
        let size = [9, 19, 9][seed as usize % 3];
        let b = random_position(size, 30 + 17 * seed as usize, seed);
        model.sync(&b);
        assert_eq!(model.raw(), PathInfluence::raw_from_scratch(&b).as_slice());
    }
}

#[test]
fn update_uses_the_incremental_side_when_there_is_one() {
    let mut m = influence::by_name("path").unwrap();
    assert!(m.incremental().is_some());
    let b = random_position(9, 40, 9);
    assert_eq!(m.update(&b), m.compute(&b));
    for name in ["control", "zobrist", "influencie", "swim", "ownership"] {
        assert!(influence::by_name(name).unwrap().incremental().is_none(), "{name}");
    }
}

#[test]
fn control_evaluation_is_the_sum_of_its_map() {
    for seed in 0..5 {
        let b = random_position(19, 100 + 40 * seed as usize, seed);
        let sum: f32 = control::map(&b).iter().sum();
        assert!((control::evaluate(&b) - sum).abs() < 1e-3);
    }
}

fn at(n: usize, v: &[f32], x: usize, y: usize) -> f32 {
    v[y * n + x]
}

#[test]
fn swim_colours_a_corner_between_two_stones_but_not_an_inner_point() {
    // The corner has two links, both to black stones: coloured. The point
    // diagonal to it has two black links of four: not.
    let b = diagram(
        ".X...
         X....
         .....
         .....
         .....",
    );
    let a = swim::analyse(&b);
    assert_eq!(at(5, &a.values, 0, 0), 1.0);
    assert_eq!(a.colours.points[6], 0);
    assert_eq!(at(5, &a.values, 1, 1), 0.25, "two black links of four");
    // An edge point with one black link stays uncoloured too.
    assert_eq!(a.colours.points[2], 0);
}

#[test]
fn swim_colours_an_inner_point_with_three_links_but_no_point_with_both_colours() {
    let b = diagram(
        ".O.O...
         ..X....
         .X.X...
         .......
         .......
         .......
         .......",
    );
    let a = swim::analyse(&b);
    let n = 7;
    // Three black links, none white: coloured.
    assert_eq!(a.colours.points[2 * n + 2], 1);
    // Edge point between two white stones, links: two white, one to the
    // black stone below (black): both colours, uncoloured.
    assert_eq!(a.colours.points[2], 0);
    // The corner beside the white stone: one link only is coloured.
    assert_eq!(a.colours.points[0], 0);
}

#[test]
fn swim_makes_links_between_opposite_stones_contested() {
    let b = diagram(
        ".....
         .XO..
         .....
         .....
         .....",
    );
    let a = swim::analyse(&b);
    let links = swim::Links::new(5);
    let l = links.between(6, 7).unwrap();
    assert_eq!(a.first.links[l], swim::CONTESTED);
    let black = links.between(6, 5).unwrap();
    assert_eq!(a.first.links[black], 1);
}

#[test]
fn swim_marks_a_stone_inside_a_living_group_dead_and_redraws_without_it() {
    let b = diagram(
        "O.X.O.O
         OOOOOOO
         .......
         .......
         .......
         .......
         .......",
    );
    let a = swim::analyse(&b);
    assert_eq!(a.dead, vec![Point::new(2, 0)]);
    let black: Vec<_> = a.clusters.iter().filter(|c| c.colour == Color::Black).collect();
    assert_eq!(black.len(), 1);
    assert_eq!(black[0].status, Status::Dead);
    assert_eq!(black[0].points, vec![Point::new(2, 0)]);
    let white: Vec<_> = a.clusters.iter().filter(|c| c.colour == Color::White).collect();
    assert_eq!(white.len(), 1);
    assert_eq!(white[0].status, Status::Alive);
    assert_eq!(white[0].eyes.len(), 2, "the corner eye and the open side");
    // Without the dead stone, everything is White's.
    assert!(a.values.iter().all(|&v| v == -1.0), "{:?}", a.values);
    assert_eq!(a.groups.len(), 1);
    assert_eq!(a.groups[0].colour, Color::White);
}

#[test]
fn swim_groups_clusters_whose_shadows_touch() {
    let near = swim::analyse(&diagram(
        ".........
         .X.......
         .........
         .........
         ....X....
         .........
         .........
         .........
         .........",
    ));
    assert_eq!(near.clusters.len(), 2);
    assert!(near.clusters.iter().all(|c| c.status == Status::Unsettled && c.points.len() == 5));
    assert_eq!(near.groups.len(), 1);
    assert_eq!(near.groups[0].clusters, vec![0, 1]);
    let far = swim::analyse(&diagram(
        ".........
         .X.......
         .........
         .........
         .........
         .........
         .........
         .......X.
         .........",
    ));
    assert_eq!(far.clusters.len(), 2);
    assert_eq!(far.groups.len(), 2);
}

#[test]
fn swim_eye_shapes_that_cannot_make_two_eyes_are_dead_shapes() {
    let shape = |text: &str| -> Vec<Point> { parse_diagram(text).unwrap().1.into_iter().map(|(p, _)| p).collect() };
    assert!(swim::dead_shape(&shape("XX.\nXX.\n...")), "square four");
    assert!(swim::dead_shape(&shape("XXX\n.X.\n...")), "pyramid four");
    assert!(!swim::dead_shape(&shape("XXXX\n....\n....\n....")), "straight four");
    assert!(swim::dead_shape(&shape(".X.\nXXX\n.X.")), "crossed five");
    assert!(swim::dead_shape(&shape("XX.\nXXX\n...")), "bulky five");
    assert!(!swim::dead_shape(&shape("XXX\nX.X\n...")), "five in a U");
    assert!(swim::dead_shape(&shape(".X.\nXXX\n.XX")), "rabbity six");
    assert!(!swim::dead_shape(&shape("XXX\nXXX\n...")), "six in a block");
}
