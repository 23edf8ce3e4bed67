//! Groups whose fate is tied to an unsettled neighbour's. Playouts judge
//! each chain apart, so a chain that lives only while a friend beside it
//! lives (a stone whose eye space the friend closes) is called alive while
//! the friend is critical, and of two groups in a capturing race the one
//! they call dead stays dead while its enemy is critical. The same
//! playouts say whether two fates are one: how often the two keep or lose
//! their points together. A group the playouts call alive or dead that
//! goes with an unsettled friend, or the other way from an unsettled
//! enemy, in most of the playouts in which that neighbour goes is
//! unsettled too, with the friend's key moves or the enemy's the other way
//! round.

use super::{GroupStatus, KeyMoves, Ko, Life, Source};
use crate::go::Point;

/// An unsettled group of the same colour this many steps from a group or
/// nearer (steps across and up added) may share its fate.
const FRIEND_REACH: u8 = 3;
/// An unsettled enemy group this near (the same steps) may race it.
const ENEMY_REACH: u8 = 2;
/// Two groups share a fate where one goes with the other in this share of
/// the playouts in which the other goes (on GNU Go's dragons, groups
/// whose fates are tied show 0.8 to 1; a living group beside a weak
/// stone of its colour up to 0.75)...
const TIED: f32 = 0.8;
/// ...and the other goes in this share of them at least.
const NEIGHBOUR_WENT: f32 = 0.1;

/// What playouts with each side first saw of two groups, each followed by
/// a stone of its largest chain: how many there were, in how many each
/// kept its points, in how many both lost them.
#[derive(Clone, Copy, Debug)]
pub struct Together {
    pub runs: f32,
    pub lived: [f32; 2],
    pub both_lost: f32,
}

/// The unsettled groups of `groups` near enough to `group` to share its
/// fate, nearest first (indices into `groups`).
pub fn near_unsettled(groups: &[GroupStatus], group: &GroupStatus) -> Vec<usize> {
    let distance = |a: &[Point], b: &[Point]| {
        a.iter().flat_map(|p| b.iter().map(move |q| p.x.abs_diff(q.x) + p.y.abs_diff(q.y))).min()
    };
    let mut near: Vec<(u8, usize)> = groups
        .iter()
        .enumerate()
        .filter(|(_, g)| g.life == Life::Unsettled && !g.stones.contains(&group.stones[0]))
        .filter_map(|(k, g)| {
            let reach = if g.color == group.color { FRIEND_REACH } else { ENEMY_REACH };
            distance(&group.stones, &g.stones).filter(|&d| d <= reach).map(|d| (d, k))
        })
        .collect();
    near.sort_by_key(|g| g.0);
    near.into_iter().map(|(_, k)| k).collect()
}

/// `group` (alive or dead) unsettled as `other` is, where the playouts
/// tie their fates: for a group judged alive, it loses its points in
/// `TIED` of the playouts in which the friend loses its own (the enemy
/// keeps its own); for one judged dead, keeps them in `TIED` of those in
/// which the friend keeps its own (the enemy loses its own).
pub fn tied(group: &GroupStatus, other: &GroupStatus, seen: Together) -> Option<GroupStatus> {
    let Together { runs, lived, both_lost } = seen;
    let (mine_lost, other_lost) = (runs - lived[0], runs - lived[1]);
    let friend = other.color == group.color;
    // The playouts in which the other went the way that decides the
    // group, and those in which the group went with it.
    let (shared, went) = match (group.life, friend) {
        (Life::Alive, true) => (both_lost, other_lost),
        (Life::Alive, false) => (mine_lost - both_lost, lived[1]),
        (Life::Dead, true) => (runs - mine_lost - other_lost + both_lost, lived[1]),
        (Life::Dead, false) => (other_lost - both_lost, other_lost),
        _ => return None,
    };
    if went < NEIGHBOUR_WENT * runs || shared < TIED * went {
        return None;
    }
    let (keys, ko) = if friend {
        (other.keys, other.ko)
    } else {
        let (k, o) = (other.keys, other.ko);
        (KeyMoves { attack: k.defence, defence: k.attack }, Ko { attack: o.defence, defence: o.attack })
    };
    Some(GroupStatus { life: Life::Unsettled, keys, ko, source: Source::Tie, ..group.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Color;

    fn group(color: Color, life: Life, stones: &[(u8, u8)]) -> GroupStatus {
        GroupStatus {
            color,
            stones: stones.iter().map(|&(x, y)| Point { x, y }).collect(),
            life,
            confidence: 1.0,
            keys: KeyMoves::default(),
            source: Source::Playouts,
            ko: Ko::default(),
        }
    }

    #[test]
    fn a_living_stone_that_dies_with_its_critical_friend_is_critical_with_its_keys() {
        let stone = group(Color::Black, Life::Alive, &[(1, 1)]);
        let mut friend = group(Color::Black, Life::Unsettled, &[(3, 2)]);
        friend.keys = KeyMoves { attack: Some(Point { x: 4, y: 4 }), defence: Some(Point { x: 5, y: 5 }) };
        let far = group(Color::Black, Life::Unsettled, &[(9, 9)]);
        let groups = [stone.clone(), far, friend.clone()];
        assert_eq!(near_unsettled(&groups, &stone), vec![2], "the friend three steps away, not the far one");
        // The friend lost its points in 400 of 1,000 playouts, the stone in 340 of those.
        let seen = Together { runs: 1000.0, lived: [640.0, 600.0], both_lost: 340.0 };
        let t = tied(&stone, &friend, seen).expect("tied");
        assert_eq!((t.life, t.keys, t.source), (Life::Unsettled, friend.keys, Source::Tie));
        // In 300 of them only: its own fate.
        assert!(tied(&stone, &friend, Together { both_lost: 300.0, ..seen }).is_none());
        // A friend that goes in too few playouts ties nothing.
        assert!(tied(&stone, &friend, Together { runs: 1000.0, lived: [950.0, 950.0], both_lost: 50.0 }).is_none());
    }

    #[test]
    fn a_dead_group_that_lives_where_its_critical_enemy_dies_races_it() {
        let dead = group(Color::White, Life::Dead, &[(1, 1)]);
        let mut enemy = group(Color::Black, Life::Unsettled, &[(2, 2)]);
        enemy.keys = KeyMoves { attack: Some(Point { x: 0, y: 0 }), defence: Some(Point { x: 0, y: 1 }) };
        // The enemy lost its points in 300 playouts; the dead group kept its own in 280 of them.
        let seen = Together { runs: 1000.0, lived: [280.0, 700.0], both_lost: 20.0 };
        let t = tied(&dead, &enemy, seen).expect("tied");
        assert_eq!(t.keys, KeyMoves { attack: enemy.keys.defence, defence: enemy.keys.attack });
        // An enemy three steps away is too far to race.
        let far = group(Color::Black, Life::Unsettled, &[(3, 2)]);
        assert!(near_unsettled(&[dead.clone(), far], &dead).is_empty());
    }
}
