//! When the game is over for a player, so that the AIs pass as people do
//! instead of filling their own territory: from an ownership map (the
//! playouts' share of each point), the stones that are dead, the regions
//! that are then settled, and the neutral points (dame) still worth a point
//! under area scoring.
//!
//! A search that scores by win or loss sees no difference between passing
//! and filling its own territory once the areas are settled; a move that
//! gains nothing is then chosen by the search's noise. Here a move gains
//! nothing when the point lies in an area the playouts agree is settled.

use crate::go::{Board, Color, Game, Idx, Move, Point};

/// How sure ownership must be to call a point settled, on its -1..1 scale:
/// 0.6 is 80% of the playouts.
const SURE: f32 = 0.6;

/// What is left to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// Some area is still open or a group unsettled: the search decides.
    Play,
    /// Only neutral points are left; these are safe for the side to move
    /// (legal, not a self-atari). Filling one gains a point.
    Dame(Vec<Move>),
    /// Nothing gains: pass.
    Pass,
}

/// Each chain once: its colour, its stones and their mean ownership from
/// its own side's view (+1: always its own, -1: always the other side's).
fn chains_owned(board: &Board, ownership: &[f32]) -> Vec<(Color, Vec<Point>, f32)> {
    let n = board.size();
    let mut seen = vec![false; n * n];
    let mut out = Vec::new();
    for p in Point::all(n) {
        let k = p.y as usize * n + p.x as usize;
        let Some(c) = board.get(p) else { continue };
        if seen[k] {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(board.idx(p)).map(|i| board.point(i)).collect();
        let mut sum = 0.0;
        for s in &stones {
            let j = s.y as usize * n + s.x as usize;
            seen[j] = true;
            sum += ownership[j];
        }
        let mean = sum / stones.len() as f32 * c.sign();
        out.push((c, stones, mean));
    }
    out
}

/// The stones whose chain the other side owns in most playouts.
pub fn dead_stones(board: &Board, ownership: &[f32]) -> Vec<Point> {
    chains_owned(board, ownership).into_iter().filter(|&(_, _, own)| own <= -SURE).flat_map(|(_, s, _)| s).collect()
}

/// What is left to play for the side to move of `game`, judged from
/// `ownership` (row by row from the top, positive for Black). With
/// `remove_dead` the dead stones will be taken off in the count (area
/// scoring as people agree on it); without, they must be captured on the
/// board (Tromp-Taylor), so a region that holds them is not settled.
pub fn advise(game: &Game, ownership: &[f32], remove_dead: bool) -> Advice {
    let b = game.board();
    let n = b.size();
    if ownership.len() != n * n {
        return Advice::Play;
    }
    let dead = if remove_dead { dead_stones(b, ownership) } else { Vec::new() };
    let owner = b.area_owner(&dead);
    let mut neutral = Vec::new();
    for p in Point::all(n) {
        let k = p.y as usize * n + p.x as usize;
        match owner[k] {
            Some(c) if ownership[k] * c.sign() >= SURE => {}
            Some(_) => return Advice::Play,
            None => {
                // A neutral point between living stones is dame; one with no
                // stone beside it is open ground.
                let i = b.idx(p);
                let beside_stone =
                    b.neighbours(i).iter().any(|&j| b.on_board(j) && b.at(j).is_some() && !dead.contains(&b.point(j)));
                if !beside_stone {
                    return Advice::Play;
                }
                neutral.push(i);
            }
        }
    }
    let c = game.to_play();
    let safe: Vec<Move> =
        neutral.into_iter().filter(|&i| safe_fill(game, i, c)).map(|i| Move::Play(b.point(i))).collect();
    if safe.is_empty() { Advice::Pass } else { Advice::Dame(safe) }
}

/// Playouts of the check that passing loses nothing.
const PASS_CHECK_PLAYOUTS: usize = 256;

/// `advise`, for a player whose ownership comes from its own search, where
/// it moves first: an area it would defend when its turn comes may still
/// be open to the opponent's move if it passes. So before a pass or a dame
/// is advised, heavy playouts with the opponent moving first must find the
/// same: every area as settled as before.
///
/// Once a game is decided the search's ownership of the loser's groups is
/// noise: every move of the loser loses alike, so its tree defends them at
/// random, and a living group can look dead. So where the search's
/// ownership finds the board open only for that reason (no open ground,
/// every chain of the side to move safe in it), the playouts with the
/// opponent first judge it alone, provided the count with the stones they
/// find dead still wins.
pub fn advise_checked(game: &Game, ownership: &[f32], remove_dead: bool, seed: u64) -> Advice {
    let advice = advise(game, ownership, remove_dead);
    if advice != Advice::Play && short_of_liberties(game) {
        return Advice::Play;
    }
    let decided_noise = advice == Advice::Play && !has_open_ground(game.board()) && own_chains_safe(game, ownership);
    if advice == Advice::Play && !decided_noise {
        return advice;
    }
    let after_pass = ownership_with_first(game.board(), game.to_play().opponent(), PASS_CHECK_PLAYOUTS, seed);
    let after = advise(game, &after_pass, remove_dead);
    if after == Advice::Play {
        return Advice::Play;
    }
    if !decided_noise {
        return advice;
    }
    let dead = if remove_dead { dead_stones(game.board(), &after_pass) } else { Vec::new() };
    if game.score(&dead).margin() * game.to_play().sign() > 0.0 { after } else { Advice::Play }
}

/// Whether a chain of the side to move has two liberties or fewer, one of
/// them not its eye: one move of the opponent may start a race it loses,
/// which the playouts with the opponent first can miss. A group that lives
/// by two eyes alone has two liberties, both eyes.
fn short_of_liberties(game: &Game) -> bool {
    let b = game.board();
    let c = game.to_play();
    Point::all(b.size()).any(|p| {
        let i = b.idx(p);
        // A list of two liberties or fewer holds all of them.
        let libs = b.listed_liberties(i);
        b.at(i) == Some(c) && b.chain_id(i) == i && libs.len() <= 2 && libs.iter().any(|&l| !b.is_eye(l, c))
    })
}

/// Whether some empty point has no stone beside it: the game is not over.
fn has_open_ground(b: &Board) -> bool {
    b.empties().iter().any(|&i| b.neighbours(i).iter().all(|&j| !b.on_board(j) || b.at(j).is_none()))
}

/// Whether every chain of the side to move is its own in most of the
/// search's playouts: the search sees none of them in danger.
fn own_chains_safe(game: &Game, ownership: &[f32]) -> bool {
    let c = game.to_play();
    chains_owned(game.board(), ownership).iter().all(|&(col, _, own)| col != c || own >= SURE)
}

/// Ownership from `playouts` heavy playouts of `board` with `first` to
/// move, row by row from the top, positive for Black.
pub fn ownership_with_first(board: &Board, first: Color, playouts: usize, seed: u64) -> Vec<f32> {
    super::ownership::estimate(board, first, playouts, 1, seed).mean
}

/// The area count of the board as it stands as an ownership map: +1 for
/// Black's points, -1 for White's, 0 for neutral ones.
pub fn area_ownership(board: &Board) -> Vec<f32> {
    board.area_owner(&[]).iter().map(|o| o.map_or(0.0, |c| c.sign())).collect()
}

/// Whether `c` may fill `i` without leaving its chain in atari.
fn safe_fill(game: &Game, i: Idx, c: Color) -> bool {
    if game.check_idx(i, c).is_err() {
        return false;
    }
    let mut b = game.board().clone();
    b.play(i, c);
    b.liberty_count(i, 2) >= 2
}

/// The move to play given the search's choice `best` (and the candidates
/// it ranks, best first): `best` while the game is open, a dame point once
/// only neutral points are left (the search's favourite among them), or a
/// pass when nothing gains.
pub fn settle(advice: Advice, best: Move, ranked: impl IntoIterator<Item = Move>) -> Move {
    match advice {
        Advice::Play => best,
        Advice::Pass => Move::Pass,
        Advice::Dame(points) => {
            if points.contains(&best) {
                return best;
            }
            ranked.into_iter().find(|m| points.contains(m)).unwrap_or(points[0])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Rules;

    /// Ownership that gives every point to the owner of its area on the
    /// board as drawn, with `dead` stones counted for the other side.
    fn ownership_of(game: &Game, dead: &[Point]) -> Vec<f32> {
        game.board().area_owner(dead).iter().map(|o| o.map_or(0.0, |c| c.sign())).collect()
    }

    fn pt(v: &str, size: usize) -> Point {
        Point::parse_gtp(v, size).unwrap().unwrap()
    }

    fn game(d: &str, to_play: Color) -> Game {
        Game::from_diagram(d, Rules::default(), to_play).unwrap()
    }

    #[test]
    fn a_settled_board_is_passed_and_an_open_one_is_played() {
        let done = game(
            ".XO..
             XXO..
             .XO..
             XXOO.
             .XO..",
            Color::Black,
        );
        assert_eq!(advise(&done, &ownership_of(&done, &[]), true), Advice::Pass);
        let open = game(
            ".....
             .X...
             .....
             ...O.
             .....",
            Color::Black,
        );
        let own = vec![0.0; 25];
        assert_eq!(advise(&open, &own, true), Advice::Play);
    }

    #[test]
    fn a_living_group_the_winners_search_is_unsure_of_does_not_keep_it_playing() {
        // White has won. Its search, whose tree defends Black at random once
        // Black has lost, is unsure of Black's living group; White's own
        // chain is safe and E3 dead. The playouts with Black first find the
        // group alive and White still winning: White passes. Were White's
        // own chain in doubt, it plays on.
        let g = game(
            ".XXO.
             .XXO.
             .XXOX
             .XXO.
             .XXO.",
            Color::White,
        );
        let unsure: Vec<f32> = (0..25).map(|k| if k % 5 < 3 { -0.5 } else { -0.95 }).collect();
        assert_eq!(advise(&g, &unsure, true), Advice::Play);
        assert_eq!(advise_checked(&g, &unsure, true, 7), Advice::Pass);
        let in_doubt: Vec<f32> = (0..25).map(|k| if k % 5 < 3 { -0.5 } else { -0.3 }).collect();
        assert_eq!(advise_checked(&g, &in_doubt, true, 7), Advice::Play);
    }

    #[test]
    fn a_chain_with_a_liberty_the_opponent_can_take_is_not_passed_with() {
        // Every area is settled, but Black's chain has two liberties: its
        // eye A3 and C3, where White ataris it. Black does not pass.
        let g = game(
            "XXO..
             XXO..
             .X.O.
             XXOO.
             XXO..",
            Color::Black,
        );
        let own = ownership_of(&g, &[]);
        assert_eq!(advise(&g, &own, true), Advice::Pass);
        assert_eq!(advise_checked(&g, &own, true, 7), Advice::Play);
    }

    #[test]
    fn a_dead_stone_in_territory_is_left_for_the_count_or_captured_under_tromp_taylor() {
        let g = game(
            ".XO..
             XXO..
             .XO..
             XXOO.
             .XO.X",
            Color::White,
        );
        // The black stone on E1 sits in White's area: a dead invader.
        let dead = [pt("E1", 5)];
        let own = ownership_of(&g, &dead);
        assert_eq!(dead_stones(g.board(), &own), dead.to_vec());
        assert_eq!(advise(&g, &own, true), Advice::Pass);
        assert_eq!(advise(&g, &own, false), Advice::Play);
    }

    #[test]
    fn dame_are_filled_first_but_never_by_a_self_atari() {
        // C3 touches both walls: a dame point.
        let g = game(
            ".X.O.
             .XXO.
             .X.O.
             .XXO.
             .X.O.",
            Color::Black,
        );
        let own = ownership_of(&g, &[]);
        let dames = |a: &Advice| match a {
            Advice::Dame(m) => m.len(),
            _ => 0,
        };
        let a = advise(&g, &own, true);
        assert_eq!(dames(&a), 3, "{a:?}");
        assert_eq!(settle(a, Move::Pass, []), Move::Play(pt("C5", 5)));
        // A neutral point whose filling leaves the chain in atari is never
        // offered: shared liberties in a seki stay empty.
        let g = game(
            "XO.
             .O.
             ..O",
            Color::Black,
        );
        let at = |v: &str| g.board().idx(pt(v, 3));
        assert!(!safe_fill(&g, at("A2"), Color::Black));
        assert!(safe_fill(&g, at("A1"), Color::Black));
    }
}
