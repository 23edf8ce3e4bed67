//! Reading a line of nodes (the main line, or any path through the tree)
//! into a game: the board size, setup stones wherever they stand, who is to
//! play, and the moves, replayed through our rules.

use std::collections::BTreeMap;

use sgf_parse::SgfNode;
use sgf_parse::go::{Move as SgfMove, Prop};

use super::{SgfError, from_sgf_point, our_color, prop_id};
use crate::go::{Color, Game, IllegalMove, KoRule, MAX_SIZE, MIN_SIZE, Move, Point, Rules};

/// What one node of a line does to the game.
#[derive(Clone, Debug, Default)]
pub(super) struct NodePlan {
    /// Stones added (AB, AW) or removed (AE), in point order.
    pub setup: Vec<(Point, Option<Color>)>,
    /// PL: who plays next.
    pub player: Option<Color>,
    /// B or W.
    pub mv: Option<(Color, Move)>,
}

/// A line read once: what replaying it needs.
#[derive(Clone, Debug)]
pub(super) struct Plan {
    pub size: usize,
    pub handicap: usize,
    /// One entry per node of the line, root first.
    pub nodes: Vec<NodePlan>,
}

impl Plan {
    /// The moves of the line with the index of their node.
    pub fn moves(&self) -> impl Iterator<Item = (usize, Color, Move)> + '_ {
        self.nodes.iter().enumerate().filter_map(|(k, n)| n.mv.map(|(c, m)| (k, c, m)))
    }

    /// The number of nodes that hold the first `moves` moves: every node
    /// before the next move's (setup and comments after the last of them
    /// included); the whole line when it has no more moves.
    pub fn nodes_for_moves(&self, moves: usize) -> usize {
        self.moves().nth(moves).map_or(self.nodes.len(), |(k, _, _)| k)
    }
}

/// A line replayed.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// The game at the end of the line. After setup in the middle of a
    /// record it starts from the position the setup made (a new start, for
    /// superko too), so its moves are the ones played since.
    pub game: Game,
    /// Moves of the line played before the game's start position.
    pub moves_before: usize,
}

impl Replayed {
    /// The number of moves along the line, setup restarts included.
    pub fn move_number(&self) -> usize {
        self.moves_before + self.game.move_number()
    }
}

/// Reads the nodes of a line: its size from the root, and each node's
/// setup, player and move.
pub(super) fn plan(root: &SgfNode<Prop>, line: &[&SgfNode<Prop>], handicap: usize) -> Result<Plan, SgfError> {
    let size = match root.get_property("SZ") {
        None => 19,
        Some(Prop::SZ((w, h))) if w == h && (MIN_SIZE..=MAX_SIZE).contains(&(*w as usize)) => *w as usize,
        Some(Prop::SZ((w, h))) => return Err(SgfError::BadSize(format!("{w}x{h}"))),
        Some(Prop::Invalid(_, v)) => return Err(SgfError::BadSize(v.join(","))),
        Some(_) => return Err(SgfError::BadSize("?".into())),
    };
    let mut plan = Plan { size, handicap, nodes: Vec::with_capacity(line.len()) };
    let mut moves = 0;
    for (k, node) in line.iter().enumerate() {
        let place = if moves == 0 { format!("in node {k}") } else { format!("after move {moves}") };
        let mut step = NodePlan::default();
        for prop in &node.properties {
            match prop {
                Prop::AB(s) | Prop::AW(s) | Prop::AE(s) => {
                    let c = match prop {
                        Prop::AB(_) => Some(Color::Black),
                        Prop::AW(_) => Some(Color::White),
                        _ => None,
                    };
                    let mut pts: Vec<_> = s.iter().collect();
                    pts.sort_by_key(|p| (p.y, p.x));
                    for p in pts {
                        let q = from_sgf_point(*p, size).map_err(|v| SgfError::BadValue {
                            prop: prop_id(prop),
                            value: v,
                            place: place.clone(),
                        })?;
                        step.setup.push((q, c));
                    }
                }
                Prop::PL(c) => step.player = Some(our_color(*c)),
                Prop::B(m) | Prop::W(m) => {
                    if step.mv.is_some() {
                        return Err(SgfError::Setup { place, why: "two moves in one node".into() });
                    }
                    let color = if matches!(prop, Prop::B(_)) { Color::Black } else { Color::White };
                    let mv = match m {
                        SgfMove::Pass => Move::Pass,
                        // tt is a pass on boards up to 19x19 (FF[3]).
                        SgfMove::Move(p) if size <= 19 && p.x == 19 && p.y == 19 => Move::Pass,
                        SgfMove::Move(p) => Move::Play(from_sgf_point(*p, size).map_err(|v| SgfError::BadValue {
                            prop: prop_id(prop),
                            value: v,
                            place: format!("at move {}", moves + 1),
                        })?),
                    };
                    step.mv = Some((color, mv));
                }
                // FF[3]'s own text once gave the colours as 1 and 2, and
                // some programs wrote PL so: 1 Black, 2 White.
                Prop::Invalid(id, v) if id == "PL" && matches!(v.as_slice(), [n] if n == "1" || n == "2") => {
                    step.player = Some(if v[0] == "1" { Color::Black } else { Color::White });
                }
                Prop::Invalid(id, v) if matches!(id.as_str(), "B" | "W" | "AB" | "AW" | "AE" | "PL") => {
                    let place = if matches!(id.as_str(), "B" | "W") { format!("at move {}", moves + 1) } else { place };
                    return Err(SgfError::BadValue { prop: id.clone(), value: v.join("]["), place });
                }
                _ => {}
            }
        }
        if step.mv.is_some() {
            moves += 1;
        }
        plan.nodes.push(step);
    }
    Ok(plan)
}

/// Replays the first `nodes` nodes of the plan under `rules`. Setup before
/// the first move makes the start position (handicap stones when HA
/// matches the black stones added); setup later, or a PL that changes who
/// is to play, starts the game again from the position it makes. An
/// illegal move is an error that names it.
pub(super) fn replay(plan: &Plan, rules: Rules, nodes: usize) -> Result<Replayed, SgfError> {
    let mut game = Game::new(plan.size, rules).map_err(|e| SgfError::BadSize(e.to_string()))?;
    let mut moves_before = 0;
    // Setup gathered before the first move of the current start.
    let mut pending: BTreeMap<Point, Option<Color>> = BTreeMap::new();
    let mut player = None;
    let mut started = false;
    let mut moves = 0;
    for node in plan.nodes.iter().take(nodes) {
        let place = || if moves == 0 { "in the root".to_string() } else { format!("after move {moves}") };
        if !node.setup.is_empty() || node.player.is_some() {
            let restart = started && (!node.setup.is_empty() || node.player != Some(game.to_play()));
            if restart {
                // A new start from the position as it stands.
                for p in Point::all(plan.size) {
                    if let Some(c) = game.board().get(p) {
                        pending.insert(p, Some(c));
                    }
                }
                player = Some(game.to_play());
                moves_before += game.move_number();
                game = Game::new(plan.size, rules).map_err(|e| SgfError::BadSize(e.to_string()))?;
                started = false;
            }
            if !started {
                for &(p, c) in &node.setup {
                    pending.insert(p, c);
                }
                player = node.player.or(player);
            } else if let Some(c) = node.player {
                // Only a PL that agrees with the side to move gets here.
                game.set_first_player(c);
            }
        }
        if let Some((color, mv)) = node.mv {
            if !started {
                start(&mut game, &pending, plan.handicap, moves_before == 0, place())?;
                game.set_first_player(player.unwrap_or(color));
                pending.clear();
                player = None;
                started = true;
            }
            moves += 1;
            play_recorded(&mut game, color, mv).map_err(|why| SgfError::Illegal {
                number: moves,
                color,
                vertex: mv.to_gtp(plan.size),
                why,
            })?;
        }
    }
    if !started {
        start(
            &mut game,
            &pending,
            plan.handicap,
            moves_before == 0,
            if moves == 0 { "in the root".into() } else { format!("after move {moves}") },
        )?;
        if let Some(c) = player.or_else(|| plan.nodes.iter().skip(nodes).find_map(|n| n.mv.map(|m| m.0))) {
            game.set_first_player(c);
        }
    }
    Ok(Replayed { game, moves_before })
}

/// Puts the gathered setup on an empty game: as handicap stones when it is
/// the record's first start and HA matches the black stones.
fn start(
    game: &mut Game,
    stones: &BTreeMap<Point, Option<Color>>,
    handicap: usize,
    first: bool,
    place: String,
) -> Result<(), SgfError> {
    let stones: Vec<(Point, Option<Color>)> = stones.iter().map(|(&p, &c)| (p, c)).collect();
    let black: Vec<Point> = stones.iter().filter(|s| s.1 == Some(Color::Black)).map(|s| s.0).collect();
    let only_black = stones.iter().all(|s| s.1 == Some(Color::Black));
    let setup_err = |why: String| SgfError::Setup { place: place.clone(), why };
    if first && handicap >= 2 && only_black && black.len() == handicap {
        game.place_handicap(&black).map_err(|e| setup_err(e.to_string()))?;
    } else if !stones.is_empty() {
        game.setup(&stones).map_err(|e| setup_err(e.to_string()))?;
    }
    let board = game.board();
    let size = game.size();
    for p in Point::all(size) {
        if board.get(p).is_some() && board.liberty_count(board.idx(p), 1) == 0 {
            return Err(setup_err(format!("the stone at {} has no liberty", p.to_gtp(size))));
        }
    }
    Ok(())
}

/// Plays a move a record holds. A record holds what was played: a
/// repetition that the game's superko forbids and the record's own
/// server's simple ko allowed is kept, and the game's rules govern the
/// moves after it.
pub(super) fn play_recorded(game: &mut Game, color: Color, mv: Move) -> Result<(), IllegalMove> {
    match game.play(color, mv) {
        Err(IllegalMove::Superko) => {
            let rules = game.rules();
            game.set_rules(Rules { ko: KoRule::Simple, ..rules });
            let again = game.play(color, mv);
            game.set_rules(rules);
            again
        }
        played => played,
    }
}
