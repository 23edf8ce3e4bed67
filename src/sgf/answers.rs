//! A problem's answers as its record gives them: the first moves below the
//! root, those whose lines a comment calls right (goproblems' `RIGHT`,
//! `Correct`) or mark as a good move (TE); where no line is marked, every
//! first move given is an answer.

use sgf_parse::SgfNode;
use sgf_parse::go::Prop;

use super::{SgfRecord, node_move};
use crate::go::{Color, Move, Point};

/// What a node says of its line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Right,
    Wrong,
    None,
}

fn mark(node: &SgfNode<Prop>) -> Mark {
    for p in &node.properties {
        match p {
            Prop::TE(_) => return Mark::Right,
            Prop::BM(_) => return Mark::Wrong,
            Prop::C(t) => {
                let t = t.text.to_lowercase();
                if t.contains("wrong") || t.contains("incorrect") || t.contains("failure") {
                    return Mark::Wrong;
                }
                if t.contains("right") || t.contains("correct") {
                    return Mark::Right;
                }
            }
            _ => {}
        }
    }
    Mark::None
}

/// Whether any line below `node` (itself included) is marked at all, and
/// whether one is marked right.
fn marks(node: &SgfNode<Prop>) -> (bool, bool) {
    let here = mark(node);
    let (mut any, mut right) = (here != Mark::None, here == Mark::Right);
    for c in &node.children {
        let (a, r) = marks(c);
        any |= a;
        right |= r;
    }
    (any, right)
}

impl SgfRecord {
    /// The first moves that answer the problem set up in the root, with
    /// their colour. Empty for a record with no moves below its root.
    pub fn answers(&self) -> Vec<(Color, Point)> {
        let firsts: Vec<(&SgfNode<Prop>, (Color, Point))> = self
            .root()
            .children
            .iter()
            .filter_map(|c| match node_move(c) {
                Some(Ok((color, Move::Play(p)))) => Some((c, (color, p))),
                _ => None,
            })
            .collect();
        let marked: Vec<(bool, bool)> = firsts.iter().map(|(c, _)| marks(c)).collect();
        let any_marked = marked.iter().any(|m| m.0);
        firsts.iter().zip(&marked).filter(|(_, m)| !any_marked || m.1).map(|((_, mv), _)| *mv).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(text: &str) -> Vec<String> {
        let r = SgfRecord::parse(text.as_bytes()).unwrap();
        r.answers().iter().map(|(c, p)| format!("{}{}", c.letter(), p.to_gtp(r.size()))).collect()
    }

    #[test]
    fn marked_lines_are_the_answers() {
        let t = "(;SZ[9]AB[aa]AW[ba](;B[ca];W[da]C[RIGHT])(;B[ab]C[Wrong])(;B[bb];W[cb]C[incorrect]))";
        assert_eq!(answers(t), ["BC9"]);
    }

    #[test]
    fn unmarked_first_moves_are_all_answers() {
        assert_eq!(answers("(;SZ[9]AB[aa]AW[ba](;B[ca])(;B[ab]))"), ["BC9", "BA8"]);
        assert!(answers("(;SZ[9]AB[aa]AW[ba])").is_empty());
    }
}
