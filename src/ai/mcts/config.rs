//! The options a `mcts:` spec sets, and reading them.

use super::super::policy::PolicyKind;
use crate::player::{SpecError, parse_value};

/// Everything a `mcts:` spec sets.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsConfig {
    /// Playouts per move (the default budget: 10,000 when neither is set).
    pub playouts: Option<u64>,
    /// The playouts are the default, not asked for: a clock replaces them.
    pub default_budget: bool,
    /// Seconds per move.
    pub seconds: Option<f64>,
    pub threads: usize,
    /// Resign when the best move's win rate falls below this (0: never).
    pub resign: f32,
    pub seed: Option<u64>,
    /// Mix all-moves-as-first statistics into the value (RAVE).
    pub rave: bool,
    /// Give new nodes prior knowledge.
    pub priors: bool,
    /// Weight of the move predictor in the priors (0: the hand-written
    /// tactics and shapes instead).
    pub predict: f32,
    pub policy: PolicyKind,
    /// UCB exploration constant (0: none; RAVE and priors explore).
    pub explore: f32,
    /// RAVE equivalence: visits at which RAVE and plain values weigh alike.
    pub rave_equiv: f32,
    /// AMAF weight of a move made right after a node, against 1 for one
    /// made at the end of the playout (0 or 1: all weigh alike).
    pub amaf_early: u32,
    /// Visits a leaf needs before it is expanded (0: by board size).
    pub expand: u32,
    /// Most nodes in the tree.
    pub max_nodes: usize,
    /// Keep the subtree of the position reached between moves.
    pub reuse: bool,
    /// Dead stones are taken off in the count (area scoring as players
    /// agree on it), so the player passes with them on the board; without,
    /// it captures them first (Tromp-Taylor).
    pub remove_dead: bool,
    /// Think on the opponent's time.
    pub ponder: bool,
    /// Once lost, play for a komi shifted by most of the deficit (`lost.rs`).
    pub dynkomi: bool,
    /// Nodes a search for the reader of life and death at the root of each
    /// move (0: no reading): key moves of critical fights get priors, moves
    /// it proves useless are never tried.
    pub read: u64,
    /// What the search takes from the reader (each on by default, so that
    /// what each is worth can be measured alone).
    pub read_uses: ReadUses,
}

/// The three uses of the reader in the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReadUses {
    /// Key moves of solved fights start with a strong prior (`readkeys=`).
    pub keys: bool,
    /// Moves proved useless are never expanded (`readprune=`).
    pub prune: bool,
    /// Settled points count as read at the end of the playouts
    /// (`readsettle=`).
    pub settle: bool,
}

impl Default for ReadUses {
    fn default() -> Self {
        ReadUses { keys: true, prune: true, settle: true }
    }
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            playouts: None,
            default_budget: false,
            seconds: None,
            threads: 1,
            resign: 0.0,
            seed: None,
            rave: true,
            priors: true,
            predict: 15.0,
            policy: PolicyKind::Heavy,
            explore: 0.0,
            // With the move predictor's priors RAVE's share is best let go
            // sooner: 1,000 beat 3,000 head to head (20-10) and did better
            // against GNU Go (88-12 against 84-16) and Pachi (9-11, 7-13).
            rave_equiv: 1000.0,
            amaf_early: 3,
            expand: 0,
            max_nodes: 1 << 22,
            reuse: true,
            remove_dead: true,
            ponder: false,
            dynkomi: true,
            read: 1000,
            read_uses: ReadUses::default(),
        }
    }
}

fn parse_bool(spec: &str, key: &str, v: &str) -> Result<bool, SpecError> {
    match v {
        "1" | "true" | "on" | "yes" | "" => Ok(true),
        "0" | "false" | "off" | "no" => Ok(false),
        _ => Err(SpecError::new(spec, format!("'{v}' is not a valid value for {key} (0 or 1)"))),
    }
}

impl MctsConfig {
    /// Reads the options of a `mcts:` spec: `playouts=N` or `seconds=S`,
    /// `threads=T`, `resign=R`, `seed=N`, `rave=0|1`, `priors=0|1`,
    /// `predict=W`, `policy=heavy|light`, `explore=C`, `equiv=E`, `early=A`,
    /// `expand=V`, `nodes=N`, `reuse=0|1`, `scoring=area|tt`,
    /// `ponder=0|1`, `dynkomi=0|1`, `read=N`, `readkeys=0|1`,
    /// `readprune=0|1`, `readsettle=0|1`. With a clock, the clock sets the time a
    /// move; `playouts=` and `seconds=` given as well still cap it. `uct`
    /// alone is plain UCT: no RAVE, no priors, light playouts, exploration
    /// 0.7.
    pub fn from_options(spec: &str, opts: &[(&str, &str)]) -> Result<MctsConfig, SpecError> {
        let mut c = MctsConfig::default();
        let mut explore_set = false;
        for &(k, v) in opts {
            match k {
                "playouts" => c.playouts = Some(parse_value(spec, k, v)?),
                "seconds" => c.seconds = Some(parse_value(spec, k, v)?),
                "threads" => c.threads = parse_value(spec, k, v)?,
                "resign" => c.resign = parse_value(spec, k, v)?,
                "seed" => c.seed = Some(parse_value(spec, k, v)?),
                "rave" => c.rave = parse_bool(spec, k, v)?,
                "priors" => c.priors = parse_bool(spec, k, v)?,
                "predict" => c.predict = parse_value(spec, k, v)?,
                "policy" => {
                    c.policy = match v {
                        "heavy" => PolicyKind::Heavy,
                        "light" => PolicyKind::Light,
                        _ => return Err(SpecError::new(spec, format!("unknown policy '{v}' (heavy or light)"))),
                    }
                }
                "explore" => {
                    c.explore = parse_value(spec, k, v)?;
                    explore_set = true;
                }
                "equiv" => c.rave_equiv = parse_value(spec, k, v)?,
                "early" => c.amaf_early = parse_value(spec, k, v)?,
                "expand" => c.expand = parse_value(spec, k, v)?,
                "nodes" => c.max_nodes = parse_value(spec, k, v)?,
                "reuse" => c.reuse = parse_bool(spec, k, v)?,
                "ponder" => c.ponder = parse_bool(spec, k, v)?,
                "dynkomi" => c.dynkomi = parse_bool(spec, k, v)?,
                "read" => c.read = parse_value(spec, k, v)?,
                "readkeys" => c.read_uses.keys = parse_bool(spec, k, v)?,
                "readprune" => c.read_uses.prune = parse_bool(spec, k, v)?,
                "readsettle" => c.read_uses.settle = parse_bool(spec, k, v)?,
                "scoring" => {
                    c.remove_dead = match v {
                        "area" => true,
                        "tt" | "tromp-taylor" => false,
                        _ => return Err(SpecError::new(spec, format!("unknown scoring '{v}' (area or tt)"))),
                    }
                }
                "uct" => {
                    if parse_bool(spec, k, v)? {
                        c.rave = false;
                        c.priors = false;
                        c.policy = PolicyKind::Light;
                    }
                }
                _ => return Err(SpecError::new(spec, format!("mcts takes no option '{k}'"))),
            }
        }
        if !c.rave && !explore_set {
            c.explore = 0.7;
        }
        if c.playouts == Some(0) {
            return Err(SpecError::new(spec, "playouts must be at least 1"));
        }
        if let Some(s) = c.seconds
            && !(s.is_finite() && s > 0.0)
        {
            return Err(SpecError::new(spec, "seconds must be a positive number"));
        }
        if !(1..=256).contains(&c.threads) {
            return Err(SpecError::new(spec, "threads must be 1 to 256"));
        }
        if !(0.0..1.0).contains(&c.resign) {
            return Err(SpecError::new(spec, "resign must be a win rate from 0 (never) to below 1"));
        }
        if !(c.explore.is_finite() && c.explore >= 0.0 && c.rave_equiv.is_finite() && c.rave_equiv > 0.0) {
            return Err(SpecError::new(spec, "explore must be 0 or more, equiv above 0"));
        }
        if !(c.predict.is_finite() && c.predict >= 0.0) {
            return Err(SpecError::new(spec, "predict must be 0 (hand-written priors) or more"));
        }
        if !(1000..=(1 << 28)).contains(&c.max_nodes) {
            return Err(SpecError::new(spec, "nodes must be 1000 to 268435456"));
        }
        if c.playouts.is_none() && c.seconds.is_none() {
            c.playouts = Some(10_000);
            c.default_budget = true;
        }
        Ok(c)
    }

    pub(super) fn expand_at(&self, size: usize) -> u32 {
        match self.expand {
            0 if size <= 9 => 2,
            0 if size <= 13 => 3,
            0 => 4,
            e => e,
        }
    }
}
