//! Our AIs against the real GNU Go through the referee, with small budgets:
//! every game runs to its end, with no illegal move and no failure on
//! either side.

mod common;

use common::gnugo_spec;
use goscape::engine::referee::{GameEnd, play_game};
use goscape::engine::{PlayerWorker, make_player};
use goscape::go::{Game, Rules};

fn play_both_colours(ours: &str) {
    let mut us = PlayerWorker::spawn(make_player(ours).unwrap());
    let mut gnugo = PlayerWorker::spawn(make_player(&gnugo_spec(1)).unwrap());
    for us_black in [true, false] {
        let game = Game::new(9, Rules::default()).unwrap();
        let played = if us_black {
            play_game(game, &mut us, &mut gnugo, 300, |_| {})
        } else {
            play_game(game, &mut gnugo, &mut us, 300, |_| {})
        };
        assert!(
            matches!(played.end, GameEnd::TwoPasses | GameEnd::Resignation(_)),
            "{ours} (black: {us_black}) vs GNU Go ended by {}",
            played.end
        );
    }
}

#[test]
fn mcts_plays_gnu_go_to_the_end_with_either_colour() {
    play_both_colours("mcts:playouts=300,threads=1,seed=5");
}

#[test]
fn flat_monte_carlo_plays_gnu_go_to_the_end_with_either_colour() {
    play_both_colours("flatmc:games=2,turns=4,seed=5");
}
