//! Life and death by a local fight, the seed's step 4: for each group, a
//! copy of the board where everything outside the group's neighbourhood is
//! filled with enemy stones (with two eyes poked in the fill so that it
//! lives), then a player fights it out there, once with each side first,
//! passing whenever its move falls outside the neighbourhood. The fight
//! ends when the group is captured, when both pass (then playouts of the
//! end position, which take dead stones left on the board, say whether it
//! lives), or as soon as the player's win rate says who has won (the komi
//! makes the count turn on the group alone) and, where the player reports
//! ownership, its playouts keep the group or lose it to match. A group
//! lost in both fights is dead, in one unsettled (each side's first move
//! is its key move), in neither alive (in seki when it ends beside a
//! liberty it shares with enemy stones that live too). Any player will
//! do: the built-in MCTS, Leela Zero or any GTP engine.

use std::sync::atomic::{AtomicBool, Ordering};

use super::groups::{Chain, chain_index, chains, join, stones_of};
use super::{GroupStatus, Judge, JudgeError, Judgement, KeyMoves, Ko, Life, Source, cell};
use crate::go::{Board, Color, Game, Move, Point, Rules};
use crate::player::{Decision, Player, PlayerError, Think};

/// Points within this many steps (in both directions) of a group's stones
/// make its neighbourhood.
const REACH: i32 = 2;
/// A first move this far from the group (in both directions) or nearer is
/// its key move; one further away played elsewhere in a big neighbourhood.
const KEY_REACH: u8 = 3;

/// The local-fight judge over a player.
pub struct FightJudge {
    pub player: Box<dyn Player>,
}

impl FightJudge {
    pub fn new(player: Box<dyn Player>) -> FightJudge {
        FightJudge { player }
    }
}

/// The neighbourhood of the group `members`: points within `REACH` of its
/// stones, every chain touching them in full with its liberties, and the
/// whole of any region its colour walls in with its walls (its territory,
/// with any invaders in it, which the fill must not take).
pub fn neighbourhood(board: &Board, cs: &[Chain], members: &[usize]) -> Vec<bool> {
    let n = board.size();
    let mut inside = vec![false; n * n];
    for &k in members {
        for p in &cs[k].stones {
            for dy in -REACH..=REACH {
                for dx in -REACH..=REACH {
                    let (x, y) = (p.x as i32 + dx, p.y as i32 + dy);
                    if x >= 0 && y >= 0 && (x as usize) < n && (y as usize) < n {
                        inside[y as usize * n + x as usize] = true;
                    }
                }
            }
        }
    }
    for c in cs {
        if c.stones.iter().any(|p| inside[cell(n, *p)]) {
            for p in c.stones.iter().chain(&c.liberties) {
                inside[cell(n, *p)] = true;
            }
        }
    }
    let color = cs[members[0]].color;
    let chain_of = chain_index(n, cs);
    for region in walled_regions(board, cs, color) {
        if region.iter().any(|p| inside[cell(n, *p)]) {
            for &p in &region {
                inside[cell(n, p)] = true;
            }
            // Its walls too: a wall stone left outside would be filled with
            // an enemy stone, which would open the territory.
            for p in region {
                for q in p.neighbours(n) {
                    if board.get(q) == Some(color) {
                        for &s in &cs[chain_of[cell(n, q)]].stones {
                            inside[cell(n, s)] = true;
                        }
                    }
                }
            }
        }
    }
    inside
}

/// Enemy chains this small inside a region walled in by one colour are
/// taken for invaders in its territory, not for its walls.
const INVADER: usize = 6;
/// Regions bigger than this are open board, not territory.
const TERRITORY: usize = 60;

/// The regions `color` walls in: connected empty points with the small
/// enemy chains among them, bordered by `color`'s stones and the edge
/// alone, at most `TERRITORY` points. Invaders are counted in: a white
/// stone dying in Black's area leaves the area Black's territory.
fn walled_regions(board: &Board, cs: &[Chain], color: Color) -> Vec<Vec<Point>> {
    let n = board.size();
    let chain_of = chain_index(n, cs);
    let passable = |p: Point| match board.get(p) {
        None => true,
        Some(c) if c == color => false,
        Some(_) => cs[chain_of[cell(n, p)]].stones.len() <= INVADER,
    };
    let mut seen = vec![false; n * n];
    let mut regions = Vec::new();
    for start in Point::all(n) {
        if seen[cell(n, start)] || board.get(start).is_some() {
            continue;
        }
        seen[cell(n, start)] = true;
        let (mut region, mut stack, mut walled) = (vec![start], vec![start], true);
        while let Some(p) = stack.pop() {
            for q in p.neighbours(n) {
                if seen[cell(n, q)] || board.get(q) == Some(color) {
                    continue;
                }
                if !passable(q) {
                    walled = false;
                    continue;
                }
                seen[cell(n, q)] = true;
                region.push(q);
                stack.push(q);
            }
        }
        if walled && region.len() <= TERRITORY {
            regions.push(region);
        }
    }
    regions
}

/// The fight board for a group of `color`: outside `inside`, enemy stones
/// everywhere but two eyes in each piece of the fill big enough to hold
/// them. Fill stones left without a liberty are taken off again.
pub fn fill_outside(board: &Board, inside: &[bool], color: Color) -> Board {
    let n = board.size();
    let mut b = board.clone();
    let filler = color.opponent();
    let outside = |p: Point| !inside[cell(n, p)];
    // Eyes: points of the fill not next to the neighbourhood nor to another
    // eye, two for each connected piece of the fill.
    let mut piece = vec![usize::MAX; n * n];
    let mut pieces = 0;
    for start in Point::all(n).filter(|&p| outside(p)) {
        if piece[cell(n, start)] != usize::MAX {
            continue;
        }
        let mut stack = vec![start];
        piece[cell(n, start)] = pieces;
        while let Some(p) = stack.pop() {
            for q in p.neighbours(n) {
                if outside(q) && piece[cell(n, q)] == usize::MAX {
                    piece[cell(n, q)] = pieces;
                    stack.push(q);
                }
            }
        }
        pieces += 1;
    }
    let mut eyes: Vec<Point> = Vec::new();
    let mut per_piece = vec![0; pieces];
    for p in Point::all(n) {
        let k = cell(n, p);
        if !outside(p) || per_piece[piece[k]] >= 2 {
            continue;
        }
        let clear = p.neighbours(n).all(|q| outside(q) && !eyes.contains(&q));
        if clear {
            eyes.push(p);
            per_piece[piece[k]] += 1;
        }
    }
    for p in Point::all(n).filter(|&p| outside(p)) {
        b.set(p, if eyes.contains(&p) { None } else { Some(filler) });
    }
    // A fill stone cut off from every liberty would make an impossible
    // board: take such chains off.
    for p in Point::all(n).filter(|&p| outside(p)) {
        let i = b.idx(p);
        if b.at(i).is_some() && b.liberty_count(i, 1) == 0 {
            let stones: Vec<Point> = b.chain_stones(i).map(|j| b.point(j)).collect();
            for q in stones {
                b.set(q, None);
            }
        }
    }
    b
}

/// How one fight ended.
pub struct Outcome {
    /// Whether the group's side came out ahead: the group lives.
    lives: bool,
    /// Whether it ended beside a liberty shared with enemy stones.
    shared_liberty: bool,
    /// The first move played in the fight.
    first: Option<Point>,
}

/// One group's fight board: the board with all outside its neighbourhood
/// filled, the neighbourhood, and the group.
pub struct Arena {
    board: Board,
    inside: Vec<bool>,
    stones: Vec<Point>,
    color: Color,
}

impl Arena {
    /// The arena of the group of chains `members`.
    pub fn new(board: &Board, cs: &[Chain], members: &[usize]) -> Arena {
        let color = cs[members[0]].color;
        let inside = neighbourhood(board, cs, members);
        Arena { board: fill_outside(board, &inside, color), stones: stones_of(cs, members), inside, color }
    }

    /// The verdict from the fight with the group's side first (`own`) and
    /// the one with the opponent first (`opp`).
    pub fn verdict(&self, own: &Outcome, opp: &Outcome) -> (Life, KeyMoves) {
        match (own.lives, opp.lives) {
            (false, false) => (Life::Dead, KeyMoves::default()),
            (true, true) if own.shared_liberty && opp.shared_liberty => (Life::Seki, KeyMoves::default()),
            (true, true) => (Life::Alive, KeyMoves::default()),
            (true, false) => (Life::Unsettled, self.first_moves(own, opp).each_named()),
            // Worse off moving first than second: a ko or a misread; the
            // fight is undecided either way.
            (false, true) => (Life::Unsettled, KeyMoves::default()),
        }
    }

    /// Each side's first move in its fight (`opp`: the attacker first),
    /// where it was played near the group: the key moves of a fight.
    pub fn first_moves(&self, own: &Outcome, opp: &Outcome) -> KeyMoves {
        let near = |m: Option<Point>| {
            m.filter(|m| self.stones.iter().any(|s| s.x.abs_diff(m.x).max(s.y.abs_diff(m.y)) <= KEY_REACH))
        };
        KeyMoves { attack: near(opp.first), defence: near(own.first) }
    }
}

/// Playouts that tell what the defender holds without the group.
const OTHERS_PLAYOUTS: usize = 128;

/// The area `color` can expect on `board` with the `group` taken off, from
/// playouts with `first` to move, to the nearest point: its other stones
/// and the territory they hold (dead enemy stones in it included, which a
/// count of the board as it stands would leave neutral). The group lives
/// when the defender ends with a few points more than this.
fn area_without(board: &Board, group: &[Point], color: Color, first: Color) -> f32 {
    let mut without = board.clone();
    for &p in group {
        without.set(p, None);
    }
    let own = crate::ai::ownership::estimate(&without, first, OTHERS_PLAYOUTS, 1, OTHERS_SEED).mean;
    own.iter().map(|o| (1.0 + o * color.sign()) / 2.0).sum::<f32>().round()
}

/// The seed of those playouts: the same verdict every time.
const OTHERS_SEED: u64 = 0x0a11_7e55;

/// A player's win rate this sure ends a fight early: its side has won.
const DECIDED: f32 = 0.85;

impl FightJudge {
    /// Fights over the arena's group, `first` moving first. The komi is set
    /// so that the group's side wins the count exactly when it keeps at
    /// least a few points in the neighbourhood (its stones need not all
    /// survive, half of them and two eyes will do): a player that plays to
    /// win then plays for the group.
    pub fn fight(&mut self, arena: &Arena, first: Color, stop: &AtomicBool) -> Result<Outcome, JudgeError> {
        let (board, inside, group, color) = (&arena.board, &arena.inside[..], &arena.stones[..], arena.color);
        let n = board.size();
        let region = inside.iter().filter(|&&x| x).count() as f32;
        let keep = (group.len() as f32 / 2.0).ceil().max(2.0);
        let others = area_without(board, group, color, first);
        // Black's area minus White's when the defender keeps `others +
        // keep` points and the attacker everything else.
        let total = (n * n) as f32;
        let komi = match color {
            Color::Black => 2.0 * (others + keep) - total - 0.5,
            Color::White => total - 2.0 * (others + keep) + 0.5,
        };
        let rules = Rules { komi, ..Rules::default() };
        let mut game = Game::new(n, rules).map_err(|e| JudgeError::Failed(e.to_string()))?;
        let setup: Vec<(Point, Option<Color>)> = Point::all(n).map(|p| (p, board.get(p))).collect();
        game.setup(&setup).map_err(|e| JudgeError::Failed(e.to_string()))?;
        game.set_first_player(first);
        let limit = 2 * region as usize + 10;
        let mut opening = None;
        let mut passes = 0;
        let mut decided = None;
        // Who owns each point as the fight was decided, where known.
        let mut owners: Option<Vec<f32>> = None;
        // How much the group's side owns its stones in an ownership map,
        // -1 to 1: above 0, it holds them.
        let held = |o: &[f32]| group.iter().map(|&p| o[cell(n, p)] * color.sign()).sum::<f32>() / group.len() as f32;
        for turn in 0..limit {
            if stop.load(Ordering::Relaxed) {
                return Err(JudgeError::Stopped);
            }
            let (mut winrate, mut owned) = (None, None);
            let mut seen = |p: crate::player::Progress| {
                winrate = p.winrate.or(winrate);
                owned = p.ownership.or(owned.take());
            };
            let mut think = Think::new(stop, &mut seen);
            let decision = self.player.gen_move(&game, &mut think).map_err(|e| match e {
                PlayerError::Stopped => JudgeError::Stopped,
                e => JudgeError::Failed(format!("{}: {e}", self.player.name())),
            })?;
            let mover = game.to_play();
            let local = match decision {
                Decision::Play(Move::Play(p)) if inside[cell(n, p)] => Some(p),
                _ => None,
            };
            if turn == 0 {
                opening = local;
            }
            // A sure win rate settles the fight (after the first move, which
            // the key moves need), where the search's own playouts keep the
            // group as the win rate says: a win may come from points
            // elsewhere that the fight's komi misjudged.
            let kept = owned.as_deref().map(|o| held(o) > 0.0);
            let lives = match winrate {
                Some(w) if w >= DECIDED => Some(mover == color),
                Some(w) if w <= 1.0 - DECIDED => Some(mover != color),
                _ => None,
            };
            if lives.is_some() && (kept.is_none() || kept == lives) {
                decided = lives;
                owners = owned;
            }
            if decided.is_some() {
                break;
            }
            match local {
                Some(p) if game.play_next(Move::Play(p)).is_ok() => passes = 0,
                _ => {
                    // Out of the fight (or an illegal move): a pass.
                    let _ = game.play_next(Move::Pass);
                    passes += 1;
                    if passes == 2 {
                        break;
                    }
                }
            }
            if group.iter().any(|&p| game.board().get(p).is_none()) {
                decided = Some(false);
                break;
            }
        }
        let end = game.board();
        let captured = group.iter().any(|&p| end.get(p) != Some(color));
        // Both passed with the group on the board: under area scoring dead
        // stones need not be taken, so the playouts of the end position,
        // which take them, tell whether it lives.
        if decided.is_none() && !captured {
            let owned = crate::ai::ownership::estimate(end, game.to_play(), OTHERS_PLAYOUTS, 1, OTHERS_SEED).mean;
            decided = Some(held(&owned) > 0.0);
            owners = Some(owned);
        }
        // A seki: the group lives beside a liberty it shares with enemy
        // stones that live too (not dead stones left on the board).
        let enemy = color.opponent();
        let enemy_lives =
            |q: Point| end.get(q) == Some(enemy) && owners.as_ref().is_some_and(|o| o[cell(n, q)] * enemy.sign() > 0.0);
        let shared_liberty = !captured
            && decided == Some(true)
            && group.iter().any(|&p| p.neighbours(n).any(|l| end.get(l).is_none() && l.neighbours(n).any(enemy_lives)));
        Ok(Outcome { lives: decided.unwrap_or(!captured), shared_liberty, first: opening })
    }

    /// The verdict on the group of chains `members`: the local fight once
    /// with each side first.
    pub fn verdict(
        &mut self,
        board: &Board,
        cs: &[Chain],
        members: &[usize],
        stop: &AtomicBool,
    ) -> Result<(Life, KeyMoves), JudgeError> {
        let arena = Arena::new(board, cs, members);
        let own = self.fight(&arena, arena.color, stop)?;
        let opp = self.fight(&arena, arena.color.opponent(), stop)?;
        Ok(arena.verdict(&own, &opp))
    }
}

impl Judge for FightJudge {
    fn name(&self) -> String {
        format!("fight:{}", self.player.name())
    }

    fn judge(
        &mut self,
        game: &Game,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(f32),
    ) -> Result<Judgement, JudgeError> {
        let board = game.board();
        let cs = chains(board);
        let joined = join(board, &cs, |_, _| true);
        let mut groups = Vec::with_capacity(joined.len());
        for (done, members) in joined.iter().enumerate() {
            let stones = stones_of(&cs, members);
            let (life, keys) = self.verdict(board, &cs, members, stop)?;
            groups.push(GroupStatus {
                color: cs[members[0]].color,
                stones,
                life,
                confidence: 1.0,
                keys,
                source: Source::Fight,
                ko: Ko::default(),
            });
            progress((done + 1) as f32 / joined.len() as f32);
        }
        let mut j =
            Judgement { size: board.size(), to_play: game.to_play(), groups, ownership: None, source: self.name() };
        j.settle_seki(board);
        j.spare_the_killers(board);
        Ok(j)
    }
}
