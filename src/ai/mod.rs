//! The built-in AI players: random, Gorilla-style flat Monte-Carlo, MCTS.

pub mod flatmc;
pub mod random;
