//! Influence maps and the Swim model's findings as JSON text, written by
//! hand (the shapes are small and fixed). Points are GTP vertices ("D4").
//!
//! A map: `{"model": "path", "size": 19, "values": [[row 1 from the top], ...]}`;
//! ownership adds `"std_dev"` (rows likewise) and `"playouts"`; swim adds
//! `"dead"`, `"clusters"` and `"groups"`.

use std::fmt::Write as _;

use super::ownership::OwnershipMap;
use super::swim::SwimAnalysis;
use crate::go::Point;

/// A number as JSON (non-finite values, which no model gives, as 0).
pub fn number(v: f32) -> String {
    if v.is_finite() {
        let s = format!("{v:.4}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        if s == "-0" || s.is_empty() { "0".to_string() } else { s.to_string() }
    } else {
        "0".to_string()
    }
}

/// Rows of values, top row first.
pub fn rows(size: usize, values: &[f32]) -> String {
    let mut out = String::from("[");
    for (r, row) in values.chunks(size.max(1)).take(size).enumerate() {
        if r > 0 {
            out.push(',');
        }
        out.push('[');
        let cells: Vec<String> = row.iter().map(|&v| number(v)).collect();
        out.push_str(&cells.join(","));
        out.push(']');
    }
    out.push(']');
    out
}

/// A list of points as GTP vertices.
pub fn points(size: usize, pts: &[Point]) -> String {
    let items: Vec<String> = pts.iter().map(|p| format!("\"{}\"", p.to_gtp(size))).collect();
    format!("[{}]", items.join(","))
}

pub fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The object for a plain map.
pub fn map(model: &str, size: usize, values: &[f32]) -> String {
    format!("{{\"model\":{},\"size\":{},\"values\":{}}}", quoted(model), size, rows(size, values))
}

/// The object for an ownership estimate.
pub fn ownership(m: &OwnershipMap) -> String {
    format!(
        "{{\"model\":\"ownership\",\"size\":{},\"playouts\":{},\"values\":{},\"std_dev\":{}}}",
        m.size,
        m.playouts,
        rows(m.size, &m.mean),
        rows(m.size, &m.std_dev)
    )
}

/// The object for the Swim model: the map, dead stones, clusters, groups.
pub fn swim(a: &SwimAnalysis) -> String {
    let n = a.size;
    let clusters: Vec<String> = a
        .clusters
        .iter()
        .map(|c| {
            let eyes: Vec<String> = c.eyes.iter().map(|e| points(n, e)).collect();
            format!(
                "{{\"id\":{},\"colour\":{},\"status\":{},\"points\":{},\"stones\":{},\"eyes\":[{}]}}",
                c.id,
                quoted(&c.colour.to_string()),
                quoted(c.status.as_str()),
                points(n, &c.points),
                points(n, &c.stones),
                eyes.join(",")
            )
        })
        .collect();
    let groups: Vec<String> = a
        .groups
        .iter()
        .map(|g| {
            let ids: Vec<String> = g.clusters.iter().map(|c| c.to_string()).collect();
            format!(
                "{{\"id\":{},\"colour\":{},\"clusters\":[{}],\"stones\":{},\"shadow\":{}}}",
                g.id,
                quoted(&g.colour.to_string()),
                ids.join(","),
                points(n, &g.stones),
                points(n, &g.shadow)
            )
        })
        .collect();
    format!(
        "{{\"model\":\"swim\",\"size\":{},\"values\":{},\"dead\":{},\"clusters\":[{}],\"groups\":[{}]}}",
        n,
        rows(n, &a.values),
        points(n, &a.dead),
        clusters.join(","),
        groups.join(",")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_rows_run_from_the_top() {
        assert_eq!(rows(2, &[1.0, -0.5, 0.125, -0.0]), "[[1,-0.5],[0.125,0]]");
        assert_eq!(map("a\"b", 1, &[0.25]), "{\"model\":\"a\\\"b\",\"size\":1,\"values\":[[0.25]]}");
    }
}
