//! The built-in AI players: random, Gorilla-style flat Monte-Carlo, MCTS
//! (with its playout policy and priors).

pub mod endgame;
pub mod flatmc;
pub mod mcts;
pub mod ownership;
pub mod policy;
pub mod random;
