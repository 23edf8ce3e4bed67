//! A place in a record and the branch being followed: what a reviewing
//! window moves with the arrow keys. Moves played anywhere become
//! variations; nothing in the tree is ever dropped but by `delete`.

use sgf_parse::go::Prop;

use super::replay::{self, Replayed};
use super::{GameInfo, SgfError, SgfRecord, node_move};
use crate::go::{Color, Game, Move, Rules};

/// A record, the node shown (`path`) and the branch it lies on (`branch`,
/// which `path` is a prefix of and which runs on to a leaf).
#[derive(Clone, Debug)]
pub struct Cursor {
    pub record: SgfRecord,
    rules: Rules,
    path: Vec<usize>,
    branch: Vec<usize>,
}

impl Cursor {
    /// At the root of `record`, on its main line, playing under `rules`.
    pub fn new(record: SgfRecord, rules: Rules) -> Cursor {
        let branch = record.extend_to_leaf(&[]);
        Cursor { record, rules, path: Vec::new(), branch }
    }

    /// A new record of `game` (its setup and moves, `info` in the root),
    /// at its current move, with the undone moves ahead on the branch.
    pub fn of_game(game: &Game, info: &GameInfo) -> Cursor {
        let mut whole = game.clone();
        while whole.redo() {}
        let record = SgfRecord::from_game(&whole, info);
        let mut cursor = Cursor::new(record, game.rules());
        cursor.go_to_move(game.move_number());
        cursor
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The node shown.
    pub fn path(&self) -> &[usize] {
        &self.path
    }

    /// The branch followed, from the root to a leaf.
    pub fn branch(&self) -> &[usize] {
        &self.branch
    }

    /// The game at the node shown, with the branch's further moves (up to
    /// any setup) ready to redo.
    pub fn game(&self) -> Result<Replayed, SgfError> {
        let mut at = self.record.replay_path(&self.path, self.rules)?;
        let mut ahead = 0;
        let mut node = self.record.node(&self.path).expect("the path is in the tree");
        for &k in &self.branch[self.path.len()..] {
            node = &node.children[k];
            let has_setup = node.properties.iter().any(|p| match p {
                Prop::AB(_) | Prop::AW(_) | Prop::AE(_) | Prop::PL(_) => true,
                // PL[1] or PL[2], as the replay reads them.
                Prop::Invalid(id, _) => id == "PL",
                _ => false,
            });
            match node_move(node) {
                _ if has_setup => break,
                Some(Ok((c, m))) if replay::play_recorded(&mut at.game, c, m).is_ok() => ahead += 1,
                None => {}
                _ => break,
            }
        }
        for _ in 0..ahead {
            at.game.undo();
        }
        Ok(at)
    }

    /// Moves played along the path (setup restarts included).
    pub fn move_number(&self) -> usize {
        (1..=self.path.len()).filter(|&d| self.record.move_at(&self.path[..d]).is_some()).count()
    }

    /// Moves along the whole branch.
    pub fn branch_moves(&self) -> usize {
        self.branch_line().len()
    }

    /// The moves of the branch with the depth of their node, in order.
    pub fn branch_line(&self) -> Vec<(usize, Color, Move)> {
        let mut out = Vec::new();
        let mut node = self.record.root();
        for (d, &k) in self.branch.iter().enumerate() {
            node = &node.children[k];
            if let Some(Ok((c, m))) = node_move(node) {
                out.push((d + 1, c, m));
            }
        }
        out
    }

    /// Whether the branch goes on past the node shown.
    pub fn has_next(&self) -> bool {
        self.branch.len() > self.path.len()
    }

    /// The first value of property `id` (one goscape does not know, say
    /// `SBKV`) on each move of the branch, in the order of `branch_line`.
    pub fn branch_values(&self, id: &str) -> Vec<Option<String>> {
        let mut out = Vec::new();
        let mut node = self.record.root();
        for &k in &self.branch {
            node = &node.children[k];
            if let Some(Ok(_)) = node_move(node) {
                out.push(node.properties.iter().find_map(|p| match p {
                    Prop::Unknown(i, v) if i == id => v.first().cloned(),
                    _ => None,
                }));
            }
        }
        out
    }

    pub fn back(&mut self) -> bool {
        self.path.pop().is_some()
    }

    pub fn forward(&mut self) -> bool {
        match self.branch.get(self.path.len()) {
            Some(&k) => {
                self.path.push(k);
                true
            }
            None => false,
        }
    }

    pub fn first(&mut self) {
        self.path.clear();
    }

    pub fn last(&mut self) {
        self.path = self.branch.clone();
    }

    /// To just after move `n` of the branch (the start for 0, the end past it).
    pub fn go_to_move(&mut self, n: usize) {
        self.path.clear();
        let mut moves = 0;
        while moves < n && self.forward() {
            if self.record.move_at(&self.path).is_some() {
                moves += 1;
            }
        }
        // Nodes without a move after the n-th belong to it (comments, setup).
        if moves < n || n == 0 {
            return;
        }
        loop {
            match self.branch.get(self.path.len()) {
                Some(&k) if self.record.move_at(&[self.path.as_slice(), &[k]].concat()).is_none() => self.path.push(k),
                _ => break,
            }
        }
    }

    /// To the node at `path`: the branch goes on from it along first
    /// children, unless it already runs through it.
    pub fn go_to_path(&mut self, path: &[usize]) -> bool {
        if self.record.node(path).is_none() {
            return false;
        }
        if !self.branch.starts_with(path) {
            self.branch = self.record.extend_to_leaf(path);
        }
        self.path = path.to_vec();
        true
    }

    /// Plays a move at the node shown: the child that already plays it, or
    /// a new variation. Refused when the move is illegal there.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), SgfError> {
        let at = self.record.replay_path(&self.path, self.rules)?;
        at.game.check(color, mv).map_err(|why| SgfError::Illegal {
            number: at.move_number() + 1,
            color,
            vertex: mv.to_gtp(at.game.size()),
            why,
        })?;
        let k = self.record.add_move(&self.path, color, mv)?;
        let mut next = self.path.clone();
        next.push(k);
        self.go_to_path(&next);
        Ok(())
    }

    /// Switches to the next (`+1`) or previous (`-1`) variation: the node
    /// shown's siblings when it has some, else the variations of the next
    /// move, which the branch then follows.
    pub fn switch_branch(&mut self, step: isize) -> bool {
        let depth = if !self.path.is_empty() && self.record.children(&self.path[..self.path.len() - 1]) > 1 {
            self.path.len() - 1
        } else if self.record.children(&self.path) > 1 {
            self.path.len()
        } else {
            return false;
        };
        let count = self.record.children(&self.branch[..depth]) as isize;
        let now = self.branch[depth] as isize;
        let next = (now + step).rem_euclid(count) as usize;
        let mut target = self.branch[..depth].to_vec();
        target.push(next);
        self.branch = self.record.extend_to_leaf(&target);
        if self.path.len() > depth {
            self.path = target;
        }
        true
    }

    /// Makes the branch shown the main line.
    pub fn promote(&mut self) {
        let shown = self.path.len();
        self.branch = self.record.promote(&self.branch);
        self.path = self.branch[..shown].to_vec();
    }

    /// Deletes the node shown and what follows it; shows its parent.
    pub fn delete(&mut self) -> bool {
        if !self.record.delete(&self.path) {
            return false;
        }
        self.path.pop();
        self.branch = self.record.extend_to_leaf(&self.path);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Move {
        Move::parse_gtp(s, 9).unwrap()
    }

    #[test]
    fn a_move_in_the_past_starts_a_variation_and_keeps_the_old_line() {
        let record = SgfRecord::parse(b"(;GM[1]SZ[9];B[ee];W[cc];B[gg])").unwrap();
        let mut c = Cursor::new(record, Rules::default());
        c.go_to_move(1);
        assert_eq!(c.move_number(), 1);
        c.play(Color::White, p("G3")).unwrap();
        assert_eq!(c.path(), &[0, 1]);
        assert_eq!(c.record.children(&[0]), 2);
        assert!(!c.has_next());
        // Playing the move the tree has follows it, adding nothing.
        c.back();
        c.play(Color::White, p("C7")).unwrap();
        assert_eq!(c.path(), &[0, 0]);
        assert_eq!(c.branch(), &[0, 0, 0]);
        // Switching to the other answer and back.
        assert!(c.switch_branch(1));
        assert_eq!(c.path(), &[0, 1]);
        assert!(c.switch_branch(1));
        assert_eq!(c.path(), &[0, 0]);
        // Promote the variation; the old main line is still there.
        c.switch_branch(1);
        c.promote();
        assert_eq!(c.path(), &[0, 0]);
        assert_eq!(c.record.move_at(&[0, 0]), Some((Color::White, p("G3"))));
        assert_eq!(c.record.move_at(&[0, 1]), Some((Color::White, p("C7"))));
        assert_eq!(c.record.move_at(&[0, 1, 0]), Some((Color::Black, p("G3"))));
        assert_eq!(c.record.main_line().len(), 3);
        // An illegal move is refused and adds nothing.
        assert!(c.play(Color::Black, p("G3")).is_err());
        assert_eq!(c.record.children(&[0, 0]), 0);
        assert!(c.delete());
        assert_eq!(c.path(), &[0]);
        assert_eq!(c.record.children(&[0]), 1);
    }

    #[test]
    fn the_game_has_the_branch_ahead_to_redo() {
        let record = SgfRecord::parse(b"(;GM[1]SZ[9];B[ee];W[cc];B[gg])").unwrap();
        let mut c = Cursor::new(record, Rules::default());
        c.go_to_move(1);
        let g = c.game().unwrap().game;
        assert_eq!(g.move_number(), 1);
        assert_eq!(g.redo_turns().count(), 2);
    }
}
