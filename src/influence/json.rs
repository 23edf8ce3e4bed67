//! Influence maps and the Swim model's findings as JSON text (serde_json,
//! keys in the order written). Points are GTP vertices ("D4").
//!
//! A map: `{"model": "path", "size": 19, "values": [[row 1 from the top], ...]}`;
//! ownership adds `"std_dev"` (rows likewise) and `"playouts"`; swim adds
//! `"dead"`, `"clusters"` and `"groups"`.

use serde_json::{Value, json};

use super::ownership::OwnershipMap;
use super::swim::SwimAnalysis;
use crate::go::Point;

/// A number as JSON: four decimals at most, whole numbers without a
/// point, non-finite values (which no model gives) as 0.
pub fn number(v: f32) -> Value {
    let r = if v.is_finite() { (v as f64 * 1e4).round() / 1e4 } else { 0.0 };
    if r == r.trunc() && r.abs() < 1e15 { Value::from(r as i64) } else { Value::from(r) }
}

/// Rows of values, top row first.
pub fn rows(size: usize, values: &[f32]) -> Value {
    values.chunks(size.max(1)).take(size).map(|row| row.iter().map(|&v| number(v)).collect::<Value>()).collect()
}

/// A list of points as GTP vertices.
pub fn points(size: usize, pts: &[Point]) -> Value {
    pts.iter().map(|p| Value::from(p.to_gtp(size))).collect()
}

/// A point as a GTP vertex, or null.
pub fn vertex(size: usize, p: Option<Point>) -> Value {
    p.map_or(Value::Null, |p| Value::from(p.to_gtp(size)))
}

/// The object for a plain map.
pub fn map(model: &str, size: usize, values: &[f32]) -> String {
    json!({"model": model, "size": size, "values": rows(size, values)}).to_string()
}

/// The object for an ownership estimate.
pub fn ownership(m: &OwnershipMap) -> String {
    json!({
        "model": "ownership",
        "size": m.size,
        "playouts": m.playouts,
        "values": rows(m.size, &m.mean),
        "std_dev": rows(m.size, &m.std_dev),
    })
    .to_string()
}

/// The object for the Swim model: the map, dead stones, clusters, groups.
pub fn swim(a: &SwimAnalysis) -> String {
    let n = a.size;
    let clusters: Vec<Value> = a
        .clusters
        .iter()
        .map(|c| {
            json!({
                "id": c.id,
                "colour": c.colour.to_string(),
                "status": c.status.as_str(),
                "points": points(n, &c.points),
                "stones": points(n, &c.stones),
                "eyes": c.eyes.iter().map(|e| points(n, e)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let groups: Vec<Value> = a
        .groups
        .iter()
        .map(|g| {
            json!({
                "id": g.id,
                "colour": g.colour.to_string(),
                "clusters": g.clusters,
                "stones": points(n, &g.stones),
                "shadow": points(n, &g.shadow),
            })
        })
        .collect();
    json!({
        "model": "swim",
        "size": n,
        "values": rows(n, &a.values),
        "dead": points(n, &a.dead),
        "clusters": clusters,
        "groups": groups,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_rows_run_from_the_top() {
        assert_eq!(rows(2, &[1.0, -0.5, 0.125, -0.0]).to_string(), "[[1,-0.5],[0.125,0]]");
        assert_eq!(map("a\"b", 1, &[0.25]), "{\"model\":\"a\\\"b\",\"size\":1,\"values\":[[0.25]]}");
    }
}
