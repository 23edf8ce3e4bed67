//! A judgement and its count as text for people and as JSON for scripts.
//!
//! JSON: `{"model": "status", "size": 9, "to_play": "B", "source":
//! "reading (nodes=4000), playouts=400", "groups": [{"color": "B", "life": "alive", "confidence":
//! 0.98, "stones": ["D4", ...], "attack": null, "defence": null, "ko":
//! false, "by": "reading"}, ...],
//! "score": {"black_area": 45, "white_area": 36, "komi": 7.5, "margin": 1.5,
//! "result": "B+1.5", "dead": ["C3", ...]}}`. Key moves are GTP vertices,
//! or null where the source gives none.

use std::fmt::Write as _;

use super::score::Count;
use super::{GroupStatus, Judgement};
use crate::influence::json::{number, points, vertex};

/// One line per group, then the count.
pub fn text(j: &Judgement, count: &Count) -> String {
    let n = j.size;
    let mut out = String::new();
    let _ = writeln!(out, "{} groups, {} to play, judged by {}", j.groups.len(), j.to_play.letter(), j.source);
    for g in &j.groups {
        let _ = write!(
            out,
            "{} {:<9} {:.2} {:>3} stones at {}",
            g.color.letter(),
            g.life.as_str(),
            g.confidence,
            g.stones.len(),
            where_(n, g)
        );
        let _ = writeln!(out, "{}  [{}]", keys(n, g, "  "), g.source.as_str());
    }
    let _ = writeln!(
        out,
        "score {}: Black {} (stones {}, territory {}, its share of the dame {}), White {} (stones {}, territory {}, its share of the dame {}), komi {}, seki points {}, dead stones {} black {} white",
        count.result(),
        count.black_area(),
        count.black_stones,
        count.black_territory,
        count.black_dame,
        count.white_area(),
        count.white_stones,
        count.white_territory,
        count.white_dame,
        count.komi,
        count.seki,
        count.dead_black,
        count.dead_white,
    );
    out
}

/// A group's verdict in words: its life, its key moves and who gave it,
/// as a person reads it and `dragon_status` words it (`critical, attack
/// A4, defence A4 [playouts]`).
pub fn verdict(size: usize, g: &GroupStatus) -> String {
    let life = if g.life == super::Life::Unsettled { "critical" } else { g.life.as_str() };
    format!("{life}{} [{}]", keys(size, g, ", "), g.source.as_str())
}

/// A group's key moves and whether they win by ko, each after `sep`.
fn keys(size: usize, g: &GroupStatus, sep: &str) -> String {
    let mut out = String::new();
    if let Some(a) = g.keys.attack {
        let _ = write!(out, "{sep}attack {}", a.to_gtp(size));
    }
    if let Some(d) = g.keys.defence {
        let _ = write!(out, "{sep}defence {}", d.to_gtp(size));
    }
    if g.ko.any() {
        let _ = write!(out, "{sep}by ko");
    }
    out
}

/// A group's place: its first stone and, for bigger groups, how far it runs.
fn where_(size: usize, g: &GroupStatus) -> String {
    let first = g.stones[0].to_gtp(size);
    if g.stones.len() == 1 { first } else { format!("{first}..{}", g.stones[g.stones.len() - 1].to_gtp(size)) }
}

/// The judgement and count as one JSON object.
pub fn json(j: &Judgement, count: &Count) -> String {
    let n = j.size;
    let groups: Vec<serde_json::Value> = j
        .groups
        .iter()
        .map(|g| {
            serde_json::json!({
                "color": g.color.letter().to_string(),
                "life": g.life.as_str(),
                "confidence": number(g.confidence),
                "stones": points(n, &g.stones),
                "attack": vertex(n, g.keys.attack),
                "defence": vertex(n, g.keys.defence),
                "ko": g.ko.any(),
                "by": g.source.as_str(),
            })
        })
        .collect();
    let line = serde_json::json!({
        "model": "status",
        "size": n,
        "to_play": j.to_play.letter().to_string(),
        "source": j.source,
        "groups": groups,
        "score": {
            "black_area": count.black_area(),
            "white_area": count.white_area(),
            "komi": number(count.komi),
            "margin": number(count.margin()),
            "result": count.result().to_string(),
            "dead": points(n, &j.dead_stones()),
        },
    });
    format!("{line}\n")
}
