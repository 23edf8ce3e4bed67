//! `goscape influence --what-if D4` and `--region C3:G7`: what a move, or
//! playing first in a region, is worth, as text or JSON (see
//! `crate::meaning::what_if`).

use super::Format;
use crate::go::{Board, Game, Point};
use crate::influence::{self, json};
use crate::meaning::what_if::{self, Effect, RegionValue, Settings};

/// The points `spec` names on a `board`: a rectangle between two corners
/// ("C3:G7"), vertices separated by commas or spaces ("D4,E4 F5"), or one
/// stone, which stands for the empty points around its chain.
pub fn parse_region(spec: &str, board: &Board) -> anyhow::Result<Vec<Point>> {
    let n = board.size();
    let vertex = |s: &str| -> anyhow::Result<Point> {
        Point::parse_gtp(s.trim(), n)
            .map_err(|e| anyhow::anyhow!("region '{spec}': {e}"))?
            .ok_or_else(|| anyhow::anyhow!("region '{spec}': a pass is not a point"))
    };
    let points: Vec<Point> = if let Some((a, b)) = spec.split_once(':') {
        let (a, b) = (vertex(a)?, vertex(b)?);
        let (x0, x1) = (a.x.min(b.x), a.x.max(b.x));
        let (y0, y1) = (a.y.min(b.y), a.y.max(b.y));
        Point::all(n).filter(|p| (x0..=x1).contains(&p.x) && (y0..=y1).contains(&p.y)).collect()
    } else {
        let named: Vec<Point> =
            spec.split([',', ' ']).filter(|s| !s.trim().is_empty()).map(vertex).collect::<Result<_, _>>()?;
        match named.as_slice() {
            [p] if board.get(*p).is_some() => what_if::group_region(board, *p),
            _ => named,
        }
    };
    let empty: Vec<Point> = points.into_iter().filter(|&p| board.get(p).is_none()).collect();
    anyhow::ensure!(!empty.is_empty(), "region '{spec}' has no empty point to play");
    Ok(empty)
}

fn settings(playouts: usize, threads: usize) -> anyhow::Result<Settings> {
    anyhow::ensure!(playouts >= 1, "--playouts must be at least 1");
    anyhow::ensure!(threads >= 1, "--threads must be at least 1");
    Ok(Settings { playouts, threads, ..Settings::default() })
}

/// The effect of the side to move playing `vertex`, formatted.
pub fn render_move(
    game: &Game,
    vertex: &str,
    format: Format,
    playouts: usize,
    threads: usize,
) -> anyhow::Result<String> {
    let n = game.size();
    let p = Point::parse_gtp(vertex.trim(), n)
        .map_err(|e| anyhow::anyhow!("--what-if '{vertex}': {e}"))?
        .ok_or_else(|| anyhow::anyhow!("--what-if needs a point, not a pass"))?;
    let e = what_if::what_if(game, p, settings(playouts, threads)?)
        .map_err(|why| anyhow::anyhow!("{} cannot play {vertex}: {why}", game.to_play().letter()))?;
    Ok(match format {
        Format::Text => move_text(&e, n),
        Format::Json => move_json(&e, n),
    })
}

fn move_text(e: &Effect, n: usize) -> String {
    let (c, v) = (e.color.letter(), e.point.to_gtp(n));
    let o = e.color.opponent().letter();
    format!(
        "{c} {v}: worth {:.1} points (±{:.1}) to {c}, by area counting: {c} there rather than {o}\n\
         captures {}; {} playouts of each position\n\
         change of ownership (after {c} {v} less after {o} {v}), positive for Black:\n{}",
        e.value(),
        e.margin,
        e.captures,
        e.after.playouts,
        influence::format_text(n, &e.change())
    )
}

fn move_json(e: &Effect, n: usize) -> String {
    let line = serde_json::json!({
        "what_if": e.point.to_gtp(n),
        "color": e.color.letter().to_string(),
        "value": json::number(e.value()),
        "margin": json::number(e.margin),
        "captures": e.captures,
        "playouts": e.after.playouts,
        "size": n,
        "change": json::rows(n, &e.change()),
        "after": json::rows(n, &e.after.mean),
        "instead": json::rows(n, &e.instead.mean),
        "after_std_dev": json::rows(n, &e.after.std_dev),
    });
    format!("{line}\n")
}

/// Black-first against White-first in the region `spec` names, formatted.
pub fn render_region(
    game: &Game,
    spec: &str,
    format: Format,
    playouts: usize,
    threads: usize,
) -> anyhow::Result<String> {
    let n = game.size();
    let region = parse_region(spec, game.board())?;
    let r = what_if::region_value(game, &region, settings(playouts, threads)?);
    Ok(match format {
        Format::Text => region_text(&r, &region, spec, n),
        Format::Json => region_json(&r, &region, n),
    })
}

fn first(m: Option<Point>, n: usize) -> String {
    m.map_or_else(|| "pass".to_string(), |p| p.to_gtp(n))
}

fn region_text(r: &RegionValue, region: &[Point], spec: &str, n: usize) -> String {
    format!(
        "region {spec} ({} empty points): B first at {}, W first at {}\n\
         worth {:.1} points to whoever plays first there, by area counting (B first less W first)\n\
         {} playouts of each position\n\
         change of ownership (after B's first move less after W's), positive for Black:\n{}",
        region.len(),
        first(r.black.0, n),
        first(r.white.0, n),
        r.value(),
        r.black.1.playouts,
        influence::format_text(n, &r.change())
    )
}

fn region_json(r: &RegionValue, region: &[Point], n: usize) -> String {
    let line = serde_json::json!({
        "region": json::points(n, region),
        "black_first": json::vertex(n, r.black.0),
        "white_first": json::vertex(n, r.white.0),
        "value": json::number(r.value()),
        "playouts": r.black.1.playouts,
        "size": n,
        "change": json::rows(n, &r.change()),
    });
    format!("{line}\n")
}
