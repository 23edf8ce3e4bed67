//! The game tree by paths: a node is named by the child index taken at
//! each step from the root (`[]` is the root, `[0, 0, 1]` the second
//! answer to the second move of the main line). Reading a node's move,
//! comment and markup, adding moves as variations, promoting and deleting
//! branches, and laying the tree out for a panel.

use sgf_parse::SgfNode;
use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};

use super::replay::Replayed;
use super::{SgfError, SgfRecord, node_move, prop_id, replay, to_sgf_point};
use crate::go::{Color, Move, Point, Rules};

/// A mark drawn on the board by a node (SGF LB, TR, SQ, CR, MA).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Label(String),
    Triangle,
    Square,
    Circle,
    Cross,
}

/// One node of the tree as a panel draws it: its place in a grid of
/// moves (depth) by lanes, with the node it hangs from.
#[derive(Clone, Debug, PartialEq)]
pub struct LaidNode {
    pub depth: usize,
    pub lane: usize,
    /// Index in the layout of the parent (`None` for the root).
    pub parent: Option<usize>,
    /// Which child of its parent it is.
    pub child: usize,
    pub mv: Option<(Color, Move)>,
    pub has_comment: bool,
}

impl SgfRecord {
    /// The node at `path`, if the tree has it.
    pub fn node(&self, path: &[usize]) -> Option<&SgfNode<Prop>> {
        let mut node = self.root();
        for &k in path {
            node = node.children.get(k)?;
        }
        Some(node)
    }

    /// The node at `path` to change; the tree is no longer as read.
    pub(super) fn node_mut(&mut self, path: &[usize]) -> Option<&mut SgfNode<Prop>> {
        self.node(path)?;
        let mut node = self.root_mut();
        for &k in path {
            node = &mut node.children[k];
        }
        Some(node)
    }

    /// The nodes from the root to `path`, both included.
    pub fn nodes_along(&self, path: &[usize]) -> Option<Vec<&SgfNode<Prop>>> {
        let mut node = self.root();
        let mut line = vec![node];
        for &k in path {
            node = node.children.get(k)?;
            line.push(node);
        }
        Some(line)
    }

    /// The paths of the main line's nodes that hold a move, in order.
    pub fn main_line_paths(&self) -> Vec<Vec<usize>> {
        let line = self.main_line();
        (0..line.len()).filter(|&d| node_move(line[d]).is_some()).map(|d| vec![0; d]).collect()
    }

    /// The number of children of the node at `path`.
    pub fn children(&self, path: &[usize]) -> usize {
        self.node(path).map_or(0, |n| n.children.len())
    }

    /// The move of the node at `path`, if it holds a readable one.
    pub fn move_at(&self, path: &[usize]) -> Option<(Color, Move)> {
        self.node(path).and_then(node_move).and_then(Result::ok)
    }

    /// `path` followed by first children down to a leaf: the line a panel
    /// continues along.
    pub fn extend_to_leaf(&self, path: &[usize]) -> Vec<usize> {
        let mut out = path.to_vec();
        let Some(mut node) = self.node(path) else {
            return out;
        };
        while let Some(next) = node.children.first() {
            out.push(0);
            node = next;
        }
        out
    }

    /// The line from the root to `path` replayed under `rules`.
    pub fn replay_path(&self, path: &[usize], rules: Rules) -> Result<Replayed, SgfError> {
        let line = self.nodes_along(path).ok_or_else(|| SgfError::Mismatch("no such node".into()))?;
        let plan = replay::plan(self.root(), &line, self.info().handicap.unwrap_or(0))?;
        replay::replay(&plan, rules, line.len())
    }

    /// Adds `color` playing `mv` after the node at `path`, unless a child
    /// there already plays it; returns that child's index.
    pub fn add_move(&mut self, path: &[usize], color: Color, mv: Move) -> Result<usize, SgfError> {
        let node = self.node(path).ok_or_else(|| SgfError::Mismatch("no such node".into()))?;
        if let Some(k) = node.children.iter().position(|c| node_move(c) == Some(Ok((color, mv)))) {
            return Ok(k);
        }
        let node = self.node_mut(path).expect("checked above");
        node.children.push(SgfNode::new(vec![move_prop(color, mv)], vec![], false));
        Ok(node.children.len() - 1)
    }

    /// Makes the line to `path` the main line: every node on it becomes
    /// the first child of its parent. Returns the new path (all zeros).
    pub fn promote(&mut self, path: &[usize]) -> Vec<usize> {
        if self.node(path).is_none() || path.iter().all(|&k| k == 0) {
            return path.to_vec();
        }
        let mut node = self.root_mut();
        for &k in path {
            let child = node.children.remove(k);
            node.children.insert(0, child);
            node = &mut node.children[0];
        }
        vec![0; path.len()]
    }

    /// Deletes the node at `path` and everything below it (never the root).
    pub fn delete(&mut self, path: &[usize]) -> bool {
        let Some((&last, parent)) = path.split_last() else {
            return false;
        };
        match self.node_mut(parent) {
            Some(node) if last < node.children.len() => {
                node.children.remove(last);
                true
            }
            _ => false,
        }
    }

    /// The comment (C) of the node at `path`.
    pub fn comment_at(&self, path: &[usize]) -> Option<String> {
        match self.node(path)?.get_property("C") {
            Some(Prop::C(t)) => Some(t.text.clone()),
            _ => None,
        }
    }

    /// Sets the comment of the node at `path` (an empty text removes it),
    /// in the place of the old one among the node's properties.
    pub fn set_comment(&mut self, path: &[usize], text: &str) {
        if self.comment_at(path).as_deref().unwrap_or("") == text {
            return;
        }
        let Some(node) = self.node_mut(path) else {
            return;
        };
        let value = Prop::C(sgf_parse::Text { text: text.to_string() });
        match node.properties.iter().position(|p| matches!(p, Prop::C(_))) {
            Some(k) if text.is_empty() => {
                node.properties.remove(k);
            }
            Some(k) => node.properties[k] = value,
            None if text.is_empty() => {}
            None => node.properties.push(value),
        }
    }

    /// Appends a line to the comment of the node at `path`.
    pub fn append_comment(&mut self, path: &[usize], line: &str) {
        let old = self.comment_at(path).unwrap_or_default();
        let text = if old.trim().is_empty() { line.to_string() } else { format!("{}\n{line}", old.trim_end()) };
        self.set_comment(path, &text);
    }

    /// Sets or replaces one property of unknown id (say `SBKV`) on the
    /// node at `path`, keeping its place among the properties.
    pub fn set_unknown(&mut self, path: &[usize], id: &str, value: &str) {
        let Some(node) = self.node_mut(path) else {
            return;
        };
        let prop = Prop::Unknown(id.to_string(), vec![value.to_string()]);
        match node.properties.iter().position(|p| prop_id(p) == id) {
            Some(k) => node.properties[k] = prop,
            None => node.properties.push(prop),
        }
    }

    /// Removes every property `id` from the node at `path`.
    pub fn remove_property(&mut self, path: &[usize], id: &str) {
        if self.node(path).is_some_and(|n| n.properties.iter().any(|p| prop_id(p) == id))
            && let Some(node) = self.node_mut(path)
        {
            node.properties.retain(|p| prop_id(p) != id);
        }
    }

    /// The first value of a property of unknown id on the node at `path`.
    pub fn unknown_at(&self, path: &[usize], id: &str) -> Option<String> {
        self.node(path)?.properties.iter().find_map(|p| match p {
            Prop::Unknown(i, v) if i == id => v.first().cloned(),
            _ => None,
        })
    }

    /// The board marks of the node at `path` whose points lie on the board.
    pub fn markup(&self, path: &[usize]) -> Vec<(Point, Mark)> {
        let Some(node) = self.node(path) else {
            return Vec::new();
        };
        let size = self.size();
        let on = |p: &SgfPoint| {
            let q = Point::new(p.x, p.y);
            q.on_board(size).then_some(q)
        };
        let mut out = Vec::new();
        for prop in &node.properties {
            let (points, mark) = match prop {
                Prop::TR(s) => (s, Mark::Triangle),
                Prop::SQ(s) => (s, Mark::Square),
                Prop::CR(s) => (s, Mark::Circle),
                Prop::MA(s) => (s, Mark::Cross),
                Prop::LB(s) => {
                    out.extend(s.iter().filter_map(|(p, t)| on(p).map(|q| (q, Mark::Label(t.text.clone())))));
                    continue;
                }
                _ => continue,
            };
            out.extend(points.iter().filter_map(|p| on(p).map(|q| (q, mark.clone()))));
        }
        out.sort_by_key(|(p, _)| (p.y, p.x));
        out
    }

    /// The tree laid out for drawing, in depth-first order (the root
    /// first). Each branch takes the lowest lane below its parent's that is
    /// free from where it starts, so the main line is lane 0 and short
    /// variations stay close to it.
    pub fn layout(&self) -> Vec<LaidNode> {
        let mut out: Vec<LaidNode> = Vec::new();
        // The deepest depth used so far in each lane.
        let mut lane_end: Vec<usize> = vec![0];
        // (node, depth, parent's lane, parent index, child index); a lane
        // is chosen when the node is reached, so that every branch laid
        // out before it is already complete.
        let mut stack = vec![(self.root(), 0usize, 0usize, None::<usize>, 0usize)];
        while let Some((node, depth, parent_lane, parent, child)) = stack.pop() {
            let lane = if child == 0 {
                parent_lane
            } else {
                (parent_lane + 1..).find(|&l| lane_end.get(l).is_none_or(|&e| e < depth)).unwrap_or(parent_lane + 1)
            };
            if lane_end.len() <= lane {
                lane_end.resize(lane + 1, 0);
            }
            lane_end[lane] = lane_end[lane].max(depth);
            let index = out.len();
            out.push(LaidNode {
                depth,
                lane,
                parent,
                child,
                mv: node_move(node).and_then(Result::ok),
                has_comment: node.get_property("C").is_some(),
            });
            // Pushed last first, so the first child is laid out first and
            // keeps the lane.
            for (k, c) in node.children.iter().enumerate().rev() {
                stack.push((c, depth + 1, lane, Some(index), k));
            }
        }
        out
    }

    /// The path of the node at `index` of `layout`.
    pub fn layout_path(layout: &[LaidNode], index: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut at = index;
        while let Some(n) = layout.get(at) {
            match n.parent {
                Some(p) => {
                    path.push(n.child);
                    at = p;
                }
                None => break,
            }
        }
        path.reverse();
        path
    }
}

/// The B or W property of a move.
pub(super) fn move_prop(color: Color, mv: Move) -> Prop {
    let m = match mv {
        Move::Pass => SgfMove::Pass,
        Move::Play(p) => SgfMove::Move(to_sgf_point(p)),
    };
    if color == Color::Black { Prop::B(m) } else { Prop::W(m) }
}
