//! Writing a game tree back as SGF text: every node and property, lists
//! sorted so that the output does not depend on hash order, values escaped.

use sgf_parse::SgfNode;
use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};

/// SGF's letters for a point: a-z then A-Z.
pub(super) fn point_text(p: SgfPoint) -> String {
    let l = |v: u8| (if v < 26 { b'a' + v } else { b'A' + (v - 26).min(25) }) as char;
    format!("{}{}", l(p.x), l(p.y))
}

/// Escapes a value: `]` and `\` get a backslash.
pub(super) fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}

pub(super) fn sorted_points(s: &std::collections::HashSet<SgfPoint>) -> Vec<String> {
    let mut v: Vec<_> = s.iter().collect();
    v.sort_by_key(|p| (p.y, p.x));
    v.into_iter().map(|p| point_text(*p)).collect()
}

/// One property as `ID[value]...`, with lists sorted so that the output
/// does not depend on hash order.
pub(super) fn write_prop(p: &Prop, out: &mut String) {
    use sgf_parse::SgfProp;
    let values: Vec<String> = match p {
        Prop::B(m) | Prop::W(m) => vec![match m {
            SgfMove::Pass => String::new(),
            SgfMove::Move(q) => point_text(*q),
        }],
        Prop::AB(s)
        | Prop::AW(s)
        | Prop::AE(s)
        | Prop::CR(s)
        | Prop::DD(s)
        | Prop::MA(s)
        | Prop::SL(s)
        | Prop::SQ(s)
        | Prop::TR(s)
        | Prop::VW(s)
        | Prop::TB(s)
        | Prop::TW(s) => sorted_points(s),
        Prop::AR(s) | Prop::LN(s) => {
            let mut v: Vec<_> = s.iter().collect();
            v.sort_by_key(|(a, b)| (a.y, a.x, b.y, b.x));
            v.into_iter().map(|(a, b)| format!("{}:{}", point_text(*a), point_text(*b))).collect()
        }
        Prop::LB(s) => {
            let mut v: Vec<_> = s.iter().collect();
            v.sort_by(|(a, t), (b, u)| (a.y, a.x, &t.text).cmp(&(b.y, b.x, &u.text)));
            v.into_iter().map(|(a, t)| format!("{}:{}", point_text(*a), escape(&t.text))).collect()
        }
        Prop::SZ((w, h)) if w == h => vec![w.to_string()],
        Prop::Unknown(_, v) | Prop::Invalid(_, v) => v.iter().map(|s| escape(s)).collect(),
        _ => {
            // Single values: the parser writes them well.
            out.push_str(&p.to_string());
            return;
        }
    };
    out.push_str(&p.identifier());
    if values.is_empty() {
        out.push_str("[]");
    }
    for v in values {
        out.push('[');
        out.push_str(&v);
        out.push(']');
    }
}

/// Writes one game tree without recursion (main lines are long).
pub(super) fn write_tree(root: &SgfNode<Prop>, out: &mut String) {
    enum Step<'a> {
        Open(&'a SgfNode<Prop>),
        Node(&'a SgfNode<Prop>),
        Close,
    }
    let mut stack = vec![Step::Close, Step::Open(root)];
    let mut line_start = out.len();
    while let Some(step) = stack.pop() {
        let node = match step {
            Step::Close => {
                out.push(')');
                continue;
            }
            Step::Open(n) => {
                if out.len() > line_start {
                    out.push('\n');
                    line_start = out.len();
                }
                out.push('(');
                n
            }
            Step::Node(n) => n,
        };
        if out.len() - line_start > 70 {
            out.push('\n');
            line_start = out.len();
        }
        out.push(';');
        for p in &node.properties {
            write_prop(p, out);
        }
        if node.is_root {
            out.push('\n');
            line_start = out.len();
        }
        match node.children.len() {
            0 => {}
            1 => stack.push(Step::Node(&node.children[0])),
            _ => {
                for c in node.children.iter().rev() {
                    stack.push(Step::Close);
                    stack.push(Step::Open(c));
                }
            }
        }
    }
}
