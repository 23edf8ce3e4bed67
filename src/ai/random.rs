//! The random player: a uniformly random legal move that does not fill one
//! of its own eyes; it passes when none is left, or when every empty area
//! is already one side's and no wider than a row.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::endgame;
use crate::go::playout::random_empty_where;
use crate::go::{Game, Move};
use crate::player::{Decision, Player, PlayerError, Think};

pub struct RandomPlayer {
    rng: SmallRng,
}

impl RandomPlayer {
    pub fn new(seed: Option<u64>) -> RandomPlayer {
        RandomPlayer { rng: seed.map(SmallRng::seed_from_u64).unwrap_or_else(|| SmallRng::from_rng(&mut rand::rng())) }
    }

    /// The move, by the game's full rules (superko included); a pass once
    /// every empty area is one side's as the board stands.
    pub fn choose(&mut self, game: &Game) -> Move {
        let c = game.to_play();
        let b = game.board();
        // Without playouts to judge them, wide areas count as open.
        let narrow = b.empties().iter().all(|&i| b.neighbours(i).iter().any(|&j| b.at(j).is_some()));
        if narrow && endgame::advise(game, &endgame::area_ownership(b), false) == endgame::Advice::Pass {
            return Move::Pass;
        }
        let mut board = game.board().clone();
        match random_empty_where(&mut board, &mut self.rng, |b, i| !b.is_eye(i, c) && game.check_idx(i, c).is_ok()) {
            Some(i) => Move::Play(board.point(i)),
            None => Move::Pass,
        }
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn gen_move(&mut self, game: &Game, _think: &mut Think) -> Result<Decision, PlayerError> {
        Ok(Decision::Play(self.choose(game)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Rules};

    #[test]
    fn random_player_never_fills_its_own_eye_and_passes_when_only_eyes_remain() {
        let g = Game::from_diagram(
            ".X.X.
             XXXXX
             XXXXX
             XXXXX
             .X.X.",
            Rules::default(),
            Color::Black,
        )
        .unwrap();
        let mut p = RandomPlayer::new(Some(3));
        for _ in 0..50 {
            assert_eq!(p.choose(&g), Move::Pass);
        }
    }
}
