//! What the position means: which groups live, die, share life in seki or
//! wait for the next move to decide (`Judgement`), the score that follows
//! (`score`), and pictures of each group's territory and influence
//! (`ishida`). Several sources judge life and death behind one interface
//! (`Judge`): the default reads first (`read_first`: Benson's life and the
//! reader of `crate::reading`) and asks Monte-Carlo playouts of the built-in
//! policy only where reading has no answer (`playouts`); a local fight
//! played out by any player is another (`fight`, the seed's step 4); the
//! engine layer adds a GTP engine's own judgement. Each group says which
//! source judged it (`Source`).

pub mod fight;
pub mod groups;
pub mod ishida;
pub mod life_search;
pub mod playout_keys;
pub mod playouts;
pub mod read_first;
pub mod report;
pub mod score;
pub mod semeai;
pub mod ties;
pub mod what_if;

use std::sync::atomic::AtomicBool;

use crate::go::{Board, Color, Game, Point};

pub use crate::reading::{ByKo, Ko};
pub use groups::chains;

/// What becomes of a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Life {
    /// Lives whoever moves first.
    Alive,
    /// Dies whoever moves first: its points belong to the opponent.
    Dead,
    /// Lives without two eyes, sharing liberties with enemy stones that live
    /// the same way; the shared points count for nobody.
    Seki,
    /// Lives if its side moves first, dies if the opponent does.
    Unsettled,
}

impl Life {
    pub fn as_str(self) -> &'static str {
        match self {
            Life::Alive => "alive",
            Life::Dead => "dead",
            Life::Seki => "seki",
            Life::Unsettled => "unsettled",
        }
    }
}

/// The key points of an unsettled group: where each side should play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyMoves {
    /// The opponent's move that kills.
    pub attack: Option<Point>,
    /// The owner's move that saves.
    pub defence: Option<Point>,
}

impl KeyMoves {
    /// A side with no key move of its own takes the other side's: the
    /// point one side must play to decide a group is the point the other
    /// side must take first (the other's vital point is one's own).
    pub fn each_named(self) -> KeyMoves {
        KeyMoves { attack: self.attack.or(self.defence), defence: self.defence.or(self.attack) }
    }
}

/// Who gave a group's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// Benson's unconditional life: alive for certain.
    Benson,
    /// The reader: eye spaces and a local search proved it.
    Reading,
    /// Monte-Carlo playouts (reading had no answer: open ground, or its
    /// budget ran out).
    Playouts,
    /// The playouts, which tie its fate to an unsettled neighbour's: a
    /// chain that lives only while a friend lives, or only while an enemy
    /// in a race with it dies (`ties`).
    Tie,
    /// A local fight played out by a player.
    Fight,
    /// A GTP engine's own verdict or its ownership.
    Engine,
    /// A person's correction.
    Player,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Benson => "benson",
            Source::Reading => "reading",
            Source::Playouts => "playouts",
            Source::Tie => "tie",
            Source::Fight => "fight",
            Source::Engine => "engine",
            Source::Player => "player",
        }
    }
}

/// One group: chains of one colour that live or die together.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupStatus {
    pub color: Color,
    /// Its stones, row by row from the top.
    pub stones: Vec<Point>,
    pub life: Life,
    /// How sure the source is, 0 to 1.
    pub confidence: f32,
    /// For unsettled groups, where each side should play; for a dead
    /// group the reader proved dead, the attack that its proof starts with.
    pub keys: KeyMoves,
    /// Who gave the verdict.
    pub source: Source,
    /// Whose key move wins only by taking a ko.
    pub ko: Ko,
}

/// A source's verdict on a whole position.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    pub size: usize,
    /// Who moves next: it decides unsettled groups when the game is scored.
    pub to_play: Color,
    pub groups: Vec<GroupStatus>,
    /// Ownership of every point in [-1, 1], positive for Black, row by row
    /// from the top, where the source measures it; empty points of open
    /// borders are counted by it.
    pub ownership: Option<Vec<f32>>,
    /// Who names the verdict, e.g. `playouts=1000`.
    pub source: String,
}

impl Judgement {
    /// The group holding the stone at `p`.
    pub fn group_at(&self, p: Point) -> Option<&GroupStatus> {
        self.groups.iter().find(|g| g.stones.contains(&p))
    }

    /// Whether the group of the stones is lost when the game ends now: dead,
    /// or unsettled with the opponent to move. An unsettled one whose fight turns on a ko, with a move for each side, goes the
    /// way the playouts' ownership of its stones says, where there is one:
    /// who wins a ko turns on the threats on the whole board, which no
    /// local reading counts, and random play fights it out both ways. (One
    /// with no move of its own to make, which only the attacker's ko
    /// threatens, a cycle of captures in a seki among them, keeps the rule
    /// of the side to move: random play breaks sekis.)
    pub fn is_lost(&self, g: &GroupStatus) -> bool {
        match g.life {
            Life::Dead => true,
            Life::Unsettled => match self.ownership.as_ref().filter(|_| g.ko.any() && g.keys.defence.is_some()) {
                Some(own) => {
                    let held: f32 = g.stones.iter().map(|&p| own[cell(self.size, p)]).sum();
                    g.color.sign() * held < 0.0
                }
                None => g.color != self.to_play,
            },
            Life::Alive | Life::Seki => false,
        }
    }

    /// The stones removed as dead when the game is scored now.
    pub fn dead_stones(&self) -> Vec<Point> {
        self.stones_where(|g| self.is_lost(g))
    }

    /// The stones of groups dead whoever moves first: what a picture of a
    /// game still in play takes off (an unsettled group is weak, not dead,
    /// until the game ends).
    pub fn surely_dead_stones(&self) -> Vec<Point> {
        self.stones_where(|g| g.life == Life::Dead)
    }

    /// The stones of the groups `keep` picks, row by row.
    fn stones_where(&self, keep: impl Fn(&GroupStatus) -> bool) -> Vec<Point> {
        let mut stones: Vec<Point> =
            self.groups.iter().filter(|g| keep(g)).flat_map(|g| g.stones.iter().copied()).collect();
        stones.sort_by_key(|p| (p.y, p.x));
        stones
    }

    /// The stones in seki.
    pub fn seki_stones(&self) -> Vec<Point> {
        self.groups.iter().filter(|g| g.life == Life::Seki).flat_map(|g| g.stones.iter().copied()).collect()
    }

    /// For each cell of the board, the index of the group holding its stone
    /// (`usize::MAX` where none does).
    fn group_of_cells(&self) -> Vec<usize> {
        let n = self.size;
        let mut group_of = vec![usize::MAX; n * n];
        for (g, group) in self.groups.iter().enumerate() {
            for p in &group.stones {
                group_of[cell(n, *p)] = g;
            }
        }
        group_of
    }

    /// A group is in seki only if one of its liberties on `board` is shared
    /// with an enemy group in seki too; otherwise it lives. Seki goes both
    /// ways: a living group that shares a liberty with an enemy group in
    /// seki is in it too (the capturer of a nakade that would kill it,
    /// which its own reading cannot tell). Beside dead invaders not yet
    /// taken off there is no seki, nor beside an unsettled group only: the
    /// group lives whoever moves first, and the other may die by it (a
    /// fight that ended with both passing beside a critical group took
    /// it for a seki, where GNU Go and the group's own reading say alive).
    pub(crate) fn settle_seki(&mut self, board: &Board) {
        let n = board.size();
        let group_of = self.group_of_cells();
        // For each group: does an empty point beside it touch an enemy
        // group whose life passes `enemy`?
        let sharing = |groups: &[GroupStatus], enemy: &dyn Fn(Life) -> bool| -> Vec<bool> {
            groups
                .iter()
                .map(|group| {
                    let beside = |q: Point| {
                        let h = group_of[cell(n, q)];
                        h != usize::MAX && groups[h].color != group.color && enemy(groups[h].life)
                    };
                    group
                        .stones
                        .iter()
                        .flat_map(|p| p.neighbours(n))
                        .any(|l| board.get(l).is_none() && l.neighbours(n).any(beside))
                })
                .collect()
        };
        let beside_seki = sharing(&self.groups, &|life| life == Life::Seki);
        for (group, seki) in self.groups.iter_mut().zip(beside_seki) {
            if seki && group.life == Life::Alive {
                group.life = Life::Seki;
            }
        }
        let shared = sharing(&self.groups, &|life| life == Life::Seki);
        for (group, shared) in self.groups.iter_mut().zip(shared) {
            if group.life == Life::Seki && !shared {
                group.life = Life::Alive;
            }
        }
    }

    /// A group read dead whose every enemy neighbour is dead too is the
    /// killer, not the killed: the stone placed inside a dead group's eye
    /// space can be taken, but taking it does not save the group, and once
    /// that group is off the board nothing is left to take it. It lives.
    /// Where two such groups touch only each other (a race both were read
    /// to lose), the smaller is spared and the larger stays dead.
    pub(crate) fn spare_the_killers(&mut self, board: &Board) {
        let n = board.size();
        let group_of = self.group_of_cells();
        let enemies: Vec<Vec<usize>> = self
            .groups
            .iter()
            .map(|group| {
                let mut e: Vec<usize> = group
                    .stones
                    .iter()
                    .flat_map(|p| p.neighbours(n))
                    .map(|q| group_of[cell(n, q)])
                    .filter(|&h| h != usize::MAX && self.groups[h].color != group.color)
                    .collect();
                e.sort_unstable();
                e.dedup();
                e
            })
            .collect();
        let dead = |g: usize| self.groups[g].life == Life::Dead;
        let killer: Vec<bool> = (0..self.groups.len())
            .map(|g| dead(g) && !enemies[g].is_empty() && enemies[g].iter().all(|&h| dead(h)))
            .collect();
        let spared: Vec<usize> = (0..self.groups.len())
            .filter(|&g| {
                killer[g]
                    && enemies[g]
                        .iter()
                        .all(|&h| !killer[h] || self.groups[g].stones.len() < self.groups[h].stones.len())
            })
            .collect();
        for g in spared {
            let group = &mut self.groups[g];
            group.life = Life::Alive;
            group.keys = KeyMoves::default();
        }
    }

    /// Puts `g` (a verdict on one group asked about alone, `judge_group`)
    /// in place of the judgement's own on the group holding `at`, so that
    /// the pictures and the count drawn from the judgement agree with the
    /// answer a person was given. Its neighbours keep their verdicts, as
    /// `dragon_status` leaves them. Returns whether a group was there.
    pub fn replace_group(&mut self, at: Point, g: GroupStatus) -> bool {
        let Some(k) = self.groups.iter().position(|h| h.stones.contains(&at)) else { return false };
        self.groups[k] = g;
        true
    }

    /// Marks the group at `p` dead if it lives, alive if it is dead (a
    /// player correcting the proposal while scoring). Returns whether a group
    /// was there.
    pub fn toggle(&mut self, p: Point) -> bool {
        let Some(k) = self.groups.iter().position(|g| g.stones.contains(&p)) else { return false };
        let lost = self.is_lost(&self.groups[k]);
        let g = &mut self.groups[k];
        g.life = if lost { Life::Alive } else { Life::Dead };
        g.confidence = 1.0;
        g.keys = KeyMoves::default();
        g.source = Source::Player;
        true
    }
}

/// Why a judge gave no verdict.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    #[error("{0}")]
    Failed(String),
    #[error("stopped")]
    Stopped,
}

/// A source of life-and-death verdicts.
pub trait Judge: Send {
    /// A short name for panels and logs.
    fn name(&self) -> String;

    /// Judges every group of the position, the side to move being
    /// `game.to_play()`. Reports the share done (0 to 1) as it goes and
    /// gives up when `stop` is set.
    fn judge(&mut self, game: &Game, stop: &AtomicBool, progress: &mut dyn FnMut(f32))
    -> Result<Judgement, JudgeError>;

    /// The verdict on the one group at `at` of `judged` (this judge's
    /// judgement of `game`), asked about alone (`dragon_status`): a judge
    /// that reads may read it again, deeper than a whole position allows.
    /// Once `stop` is set it answers sooner with what it has, which the
    /// caller drops. By default the judgement's own verdict.
    fn judge_group(&mut self, game: &Game, judged: &Judgement, at: Point, stop: &AtomicBool) -> Option<GroupStatus> {
        let _ = (game, stop);
        judged.group_at(at).cloned()
    }
}

/// Row-by-row index of a point.
#[inline]
pub(crate) fn cell(size: usize, p: Point) -> usize {
    p.y as usize * size + p.x as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both sides' key moves win only by a ko.
    const BOTH_BY_KO: Ko = Ko { attack: ByKo::TakesFirst, defence: ByKo::TakesFirst };

    fn judgement(life: Life, color: Color) -> Judgement {
        let g = GroupStatus {
            color,
            stones: vec![Point::new(1, 1)],
            life,
            confidence: 0.5,
            keys: KeyMoves { attack: Some(Point::new(0, 0)), defence: None },
            source: Source::Playouts,
            ko: Ko::default(),
        };
        Judgement { size: 5, to_play: Color::Black, groups: vec![g], ownership: None, source: "test".into() }
    }

    fn at(v: &str) -> Point {
        Point::parse_gtp(v, 19).unwrap().unwrap()
    }

    /// A group of `stones` on a 19x19 board, as reading judged it.
    fn group(color: Color, stones: &[&str], life: Life) -> GroupStatus {
        GroupStatus {
            color,
            stones: stones.iter().map(|v| at(v)).collect(),
            life,
            confidence: 1.0,
            keys: KeyMoves::default(),
            source: Source::Reading,
            ko: Ko::default(),
        }
    }

    /// A 19x19 position's judgement of `groups`, White to play.
    fn judged(groups: Vec<GroupStatus>) -> Judgement {
        Judgement { size: 19, to_play: Color::White, groups, ownership: None, source: "test".into() }
    }

    #[test]
    fn unsettled_groups_are_lost_when_the_opponent_moves_and_toggling_flips_the_verdict() {
        assert!(judgement(Life::Unsettled, Color::Black).dead_stones().is_empty());
        assert_eq!(judgement(Life::Unsettled, Color::White).dead_stones(), vec![Point::new(1, 1)]);
        let mut j = judgement(Life::Alive, Color::White);
        assert!(j.toggle(Point::new(1, 1)));
        assert_eq!((j.groups[0].life, j.groups[0].confidence), (Life::Dead, 1.0));
        assert!(j.toggle(Point::new(1, 1)));
        assert_eq!(j.groups[0].life, Life::Alive);
        assert!(!j.toggle(Point::new(3, 3)), "no group there");
        assert!(judgement(Life::Seki, Color::Black).seki_stones().len() == 1);
    }

    #[test]
    fn a_stone_read_dead_inside_a_dead_group_is_its_killer_and_lives() {
        // Cho's first problem after its answer: White's corner (A18-D18,
        // D19) is dead with Black's B19 inside it, which White could take
        // but not live by taking; Black's wall outside lives.
        let board = crate::reading::test_board(
            19,
            &["B19", "E18", "F18", "B17", "C17", "D17", "B15"],
            &["D19", "A18", "B18", "C18", "D18"],
        );
        let mut j = judged(vec![
            group(Color::Black, &["B19"], Life::Dead),
            group(Color::White, &["D19", "A18", "B18", "C18", "D18"], Life::Dead),
            group(Color::Black, &["E18", "F18", "B17", "C17", "D17", "B15"], Life::Alive),
        ]);
        j.spare_the_killers(&board);
        assert_eq!(j.groups[0].life, Life::Alive, "B19 killed the corner");
        assert_eq!(j.groups[1].life, Life::Dead, "the corner stays dead: a living wall is beside it");
        // Two groups read dead that touch only each other: the smaller is
        // spared, the larger stays dead; alike, both stay.
        let board = crate::reading::test_board(19, &["K10"], &["K11", "K12"]);
        let mut j =
            judged(vec![group(Color::Black, &["K10"], Life::Dead), group(Color::White, &["K11", "K12"], Life::Dead)]);
        j.spare_the_killers(&board);
        assert_eq!((j.groups[0].life, j.groups[1].life), (Life::Alive, Life::Dead));
        j.groups[0].life = Life::Dead;
        j.groups[1].stones.pop();
        j.spare_the_killers(&board);
        assert_eq!((j.groups[0].life, j.groups[1].life), (Life::Dead, Life::Dead));
    }

    #[test]
    fn a_seki_needs_an_enemy_in_seki_beside_its_shared_liberty() {
        // White's K10 and Black's K12 share the liberty K11.
        let board = crate::reading::test_board(19, &["K12"], &["K10"]);
        let settled = |white: Life, black: Life| {
            let mut j = judged(vec![group(Color::White, &["K10"], white), group(Color::Black, &["K12"], black)]);
            j.settle_seki(&board);
            (j.groups[0].life, j.groups[1].life)
        };
        assert_eq!(settled(Life::Seki, Life::Alive), (Life::Seki, Life::Seki), "the living neighbour joins it");
        assert_eq!(settled(Life::Seki, Life::Seki), (Life::Seki, Life::Seki));
        assert_eq!(settled(Life::Seki, Life::Dead), (Life::Alive, Life::Dead), "dead invaders make no seki");
        assert_eq!(
            settled(Life::Seki, Life::Unsettled),
            (Life::Alive, Life::Unsettled),
            "it lives whoever moves first; the critical neighbour may die by it"
        );
    }

    #[test]
    fn an_unsettled_group_that_turns_on_a_ko_goes_the_way_its_ownership_says() {
        let mut j = judgement(Life::Unsettled, Color::Black);
        j.groups[0].ko = BOTH_BY_KO;
        j.groups[0].keys.defence = Some(Point::new(0, 1));
        assert!(j.dead_stones().is_empty(), "no ownership: the side to move decides");
        let mut own = vec![0.0; 25];
        own[cell(5, Point::new(1, 1))] = -0.6;
        j.ownership = Some(own.clone());
        assert_eq!(j.dead_stones(), vec![Point::new(1, 1)], "White owns it: lost though Black moves");
        assert!(j.toggle(Point::new(1, 1)));
        assert_eq!(j.groups[0].life, Life::Alive, "toggling a lost group keeps it");
        own[cell(5, Point::new(1, 1))] = 0.6;
        let mut j = judgement(Life::Unsettled, Color::White);
        j.groups[0].ko = BOTH_BY_KO;
        j.groups[0].keys.defence = Some(Point::new(0, 1));
        j.ownership = Some(own.clone());
        assert_eq!(j.dead_stones(), vec![Point::new(1, 1)], "Black owns the White group");
        j.groups[0].ko = Ko::default();
        assert_eq!(j.dead_stones(), vec![Point::new(1, 1)], "no ko: the side to move, Black, kills");
        let mut j = judgement(Life::Unsettled, Color::Black);
        (j.groups[0].ko, j.ownership) = (BOTH_BY_KO, Some(own.iter().map(|v| -v).collect()));
        assert!(j.dead_stones().is_empty(), "no defence: only the attacker's ko threatens it; Black moves");
    }
}
