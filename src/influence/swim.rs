//! The Swim colour map (after irgobot): points and the links between
//! neighbouring points take colours by three rules repeated until nothing
//! changes; the coloured areas are circumscribed into clusters; obviously
//! dead stones are marked and the map redrawn without them; clusters whose
//! Influencie shadows touch make groups.
//!
//! The rules, as this module applies them (each rule to the whole board at
//! once, so that the result does not depend on the order of the points):
//! 1. A coloured point colours its uncoloured links (a stone is a coloured
//!    point). A link between points of opposite colours is *contested*: it
//!    belongs to neither and counts as neither's.
//! 2. An uncoloured empty point with at least 3 links of one colour (2 on the
//!    edge, corners included) and none of the other takes that colour.
//! 3. An uncoloured link between two points that each have a link of one
//!    colour and none of the other takes that colour.
//!
//! Choices, where the description leaves room:
//! - Value of a point: +1 or -1 for a coloured point; an uncoloured point
//!   gets (black links - white links) / (2 x its links), within +-0.5.
//! - Clusters: a point is a candidate of a colour when it has that colour,
//!   or is uncoloured with links of that colour only. Clusters are the
//!   connected sets (through non-contested links) of candidates of one colour.
//! - Eyes: a cluster's empty points of its colour whose neighbours all lie in
//!   the cluster; eye regions are their connected sets. A cluster is alive
//!   with two eye regions or more (the description says "more than 2"; two
//!   eyes live in Go), or with one region of more than three points that is
//!   not a dead shape (square or T four, bulky or crossed five, rabbity six;
//!   seven points or more always count as alive).
//! - Surrounded: flooding out of a cluster through uncoloured points that
//!   have coloured links (contested ground) finds neither a friendly point
//!   nor open space (an uncoloured point with no coloured link). A surrounded
//!   cluster with stones that is not alive is dead when every enemy cluster
//!   it touches is alive; otherwise it is unsettled.
//! - The map is redrawn with dead stones taken off; the clusters reported are
//!   those of the first drawing (so dead ones can be shown), the values those
//!   of the redrawing.
//! - Groups: each cluster with stones, not dead, is given a shadow: the
//!   Influencie flood (range 4) from its stones and its coloured points, the
//!   latter placed as pretend stones, on the board without dead stones.
//!   Clusters of one colour whose shadows overlap or touch form a group.

use super::influencie::Flood;
use super::{InfluenceModel, grid};
use crate::go::{Board, Color, Point};

/// A link that both colours reach: the front line between opposite points.
pub const CONTESTED: i8 = 2;

/// The Swim model.
#[derive(Clone, Copy, Debug, Default)]
pub struct Swim;

impl InfluenceModel for Swim {
    fn name(&self) -> &'static str {
        "swim"
    }

    fn compute(&self, board: &Board) -> Vec<f32> {
        analyse(board).values
    }
}

/// What a cluster's fate looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    Unsettled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Unsettled => "unsettled",
        }
    }
}

/// A cluster: a connected area of one colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Cluster {
    pub id: usize,
    pub colour: Color,
    /// Every point, stones included, row by row from the top.
    pub points: Vec<Point>,
    pub stones: Vec<Point>,
    /// The eye regions.
    pub eyes: Vec<Vec<Point>>,
    pub status: Status,
}

/// A group: clusters of one colour whose shadows touch.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub id: usize,
    pub colour: Color,
    /// Ids of its clusters.
    pub clusters: Vec<usize>,
    pub stones: Vec<Point>,
    /// The union of its clusters' shadows.
    pub shadow: Vec<Point>,
}

/// The colours of points and links after propagation.
#[derive(Clone, Debug, PartialEq)]
pub struct ColourMap {
    pub size: usize,
    /// Per point: 1 Black, -1 White, 0 uncoloured.
    pub points: Vec<i8>,
    /// Per link (see `Links`): 1, -1, 0 or `CONTESTED`.
    pub links: Vec<i8>,
}

/// Everything the model finds.
#[derive(Clone, Debug, PartialEq)]
pub struct SwimAnalysis {
    pub size: usize,
    /// The map, redrawn without dead stones.
    pub values: Vec<f32>,
    /// The first drawing.
    pub first: ColourMap,
    /// The redrawing, without dead stones.
    pub colours: ColourMap,
    pub clusters: Vec<Cluster>,
    /// Stones marked dead, row by row from the top.
    pub dead: Vec<Point>,
    pub groups: Vec<Group>,
}

/// The links of a board: horizontal link `y * (n - 1) + x` joins (x, y) to
/// (x + 1, y); vertical link `n * (n - 1) + y * n + x` joins (x, y) to (x, y + 1).
pub struct Links {
    pub size: usize,
    /// The two points of each link.
    pub ends: Vec<(usize, usize)>,
    /// The links of each point.
    pub of_point: Vec<Vec<usize>>,
}

impl Links {
    pub fn new(n: usize) -> Links {
        let mut ends = Vec::with_capacity(2 * n * (n - 1));
        for y in 0..n {
            for x in 0..n - 1 {
                ends.push((y * n + x, y * n + x + 1));
            }
        }
        for y in 0..n - 1 {
            for x in 0..n {
                ends.push((y * n + x, (y + 1) * n + x));
            }
        }
        let mut of_point = vec![Vec::with_capacity(4); n * n];
        for (l, &(a, b)) in ends.iter().enumerate() {
            of_point[a].push(l);
            of_point[b].push(l);
        }
        Links { size: n, ends, of_point }
    }

    /// The link joining two neighbouring points.
    pub fn between(&self, a: usize, b: usize) -> Option<usize> {
        self.of_point[a].iter().copied().find(|&l| {
            let (p, q) = self.ends[l];
            (p, q) == (a, b) || (p, q) == (b, a)
        })
    }

    /// Black and White links of point `k` (contested ones count for neither).
    fn counts(&self, links: &[i8], k: usize) -> (usize, usize) {
        let (mut b, mut w) = (0, 0);
        for &l in &self.of_point[k] {
            match links[l] {
                1 => b += 1,
                -1 => w += 1,
                _ => {}
            }
        }
        (b, w)
    }
}

/// Propagates colour control from `stones` (signs) until nothing changes.
pub fn draw(links: &Links, stones: &[i8]) -> ColourMap {
    let n = links.size;
    let mut points = stones.to_vec();
    let mut link = vec![0i8; links.ends.len()];
    let mut newly: Vec<(usize, i8)> = Vec::new();
    loop {
        let mut changed = false;
        // Rule 1.
        for (l, &(a, b)) in links.ends.iter().enumerate() {
            if link[l] != 0 {
                continue;
            }
            let (ca, cb) = (points[a], points[b]);
            if ca != 0 || cb != 0 {
                link[l] = if ca != 0 && cb != 0 && ca != cb {
                    CONTESTED
                } else if ca != 0 {
                    ca
                } else {
                    cb
                };
                changed = true;
            }
        }
        // Rule 2.
        newly.clear();
        for (k, &colour) in points.iter().enumerate() {
            if colour != 0 {
                continue;
            }
            let (b, w) = links.counts(&link, k);
            let need = if grid::on_edge(n, k) { 2 } else { 3 };
            if b >= need && w == 0 {
                newly.push((k, 1));
            } else if w >= need && b == 0 {
                newly.push((k, -1));
            }
        }
        for &(k, c) in &newly {
            points[k] = c;
            changed = true;
        }
        // Rule 3.
        let colours: Vec<i8> = (0..n * n)
            .map(|k| match links.counts(&link, k) {
                (b, 0) if b > 0 => 1,
                (0, w) if w > 0 => -1,
                _ => 0,
            })
            .collect();
        newly.clear();
        for (l, &(a, b)) in links.ends.iter().enumerate() {
            if link[l] == 0 && colours[a] != 0 && colours[a] == colours[b] {
                newly.push((l, colours[a]));
            }
        }
        for &(l, c) in &newly {
            link[l] = c;
            changed = true;
        }
        if !changed {
            break;
        }
    }
    ColourMap { size: n, points, links: link }
}

/// The map's values: coloured points +-1, others by their links.
fn values_of(links: &Links, map: &ColourMap) -> Vec<f32> {
    (0..map.size * map.size)
        .map(|k| {
            if map.points[k] != 0 {
                map.points[k] as f32
            } else {
                let (b, w) = links.counts(&map.links, k);
                (b as f32 - w as f32) / (2.0 * links.of_point[k].len() as f32)
            }
        })
        .collect()
}

/// The colour each point is a candidate for (see the module notes).
fn candidates(links: &Links, map: &ColourMap) -> Vec<i8> {
    (0..map.size * map.size)
        .map(|k| {
            if map.points[k] != 0 {
                return map.points[k];
            }
            match links.counts(&map.links, k) {
                (b, 0) if b > 0 => 1,
                (0, w) if w > 0 => -1,
                _ => 0,
            }
        })
        .collect()
}

fn find(parent: &mut [usize], mut k: usize) -> usize {
    while parent[k] != k {
        parent[k] = parent[parent[k]];
        k = parent[k];
    }
    k
}

fn point_of(n: usize, k: usize) -> Point {
    Point::new((k % n) as u8, (k / n) as u8)
}

fn colour_of(sign: i8) -> Color {
    if sign > 0 { Color::Black } else { Color::White }
}

/// Connected sets of the points `member` accepts, row by row from the top.
fn components(n: usize, member: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
    let mut seen = vec![false; n * n];
    let mut out = Vec::new();
    for start in 0..n * n {
        if seen[start] || !member(start) {
            continue;
        }
        seen[start] = true;
        let mut comp = vec![start];
        let mut k = 0;
        while k < comp.len() {
            for q in grid::neighbours(n, comp[k]) {
                if !seen[q] && member(q) {
                    seen[q] = true;
                    comp.push(q);
                }
            }
            k += 1;
        }
        comp.sort_unstable();
        out.push(comp);
    }
    out
}

/// Whether one eye region cannot make two eyes by itself.
pub fn dead_shape(region: &[Point]) -> bool {
    let size = region.len();
    let adjacent = |a: Point, b: Point| (a.x as i32 - b.x as i32).abs() + (a.y as i32 - b.y as i32).abs() == 1;
    let degrees: Vec<usize> = region.iter().map(|&a| region.iter().filter(|&&b| adjacent(a, b)).count()).collect();
    let edges = degrees.iter().sum::<usize>() / 2;
    let max = degrees.iter().copied().max().unwrap_or(0);
    match size {
        0..=3 => true,
        // Square four has a cycle; the T has a point touching the other three.
        4 => edges == 4 || max == 3,
        // Bulky five holds a square (a cycle); the cross has a hub.
        5 => edges == 5 || max == 4,
        // Rabbity six: a hub plus one cycle.
        6 => max == 4 && edges == 6,
        _ => false,
    }
}

/// Circumscribes the clusters of a drawing and judges their status.
pub fn clusters(links: &Links, map: &ColourMap, stones: &[i8]) -> Vec<Cluster> {
    let n = map.size;
    let cand = candidates(links, map);
    let mut parent: Vec<usize> = (0..n * n).collect();
    for (l, &(a, b)) in links.ends.iter().enumerate() {
        if map.links[l] != CONTESTED && cand[a] != 0 && cand[a] == cand[b] {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            if ra != rb {
                parent[ra.max(rb)] = ra.min(rb);
            }
        }
    }
    let mut cluster_of = vec![usize::MAX; n * n];
    let mut members: Vec<Vec<usize>> = Vec::new();
    let mut root_id = vec![usize::MAX; n * n];
    for k in 0..n * n {
        if cand[k] == 0 {
            continue;
        }
        let r = find(&mut parent, k);
        if root_id[r] == usize::MAX {
            root_id[r] = members.len();
            members.push(Vec::new());
        }
        cluster_of[k] = root_id[r];
        members[root_id[r]].push(k);
    }
    let mut out: Vec<Cluster> = members
        .iter()
        .enumerate()
        .map(|(id, pts)| {
            let c = cand[pts[0]];
            let eye_point = |k: usize| {
                cluster_of[k] == id
                    && stones[k] == 0
                    && map.points[k] == c
                    && grid::neighbours(n, k).all(|q| cluster_of[q] == id)
            };
            let eyes: Vec<Vec<Point>> =
                components(n, eye_point).into_iter().map(|e| e.into_iter().map(|k| point_of(n, k)).collect()).collect();
            let alive = eyes.len() >= 2 || eyes.iter().any(|e| !dead_shape(e));
            Cluster {
                id,
                colour: colour_of(c),
                points: pts.iter().map(|&k| point_of(n, k)).collect(),
                stones: pts.iter().filter(|&&k| stones[k] != 0).map(|&k| point_of(n, k)).collect(),
                eyes,
                status: if alive { Status::Alive } else { Status::Unsettled },
            }
        })
        .collect();
    // Dead: surrounded, not alive, every enemy around alive.
    let alive: Vec<bool> = out.iter().map(|c| c.status == Status::Alive).collect();
    for (id, cl) in out.iter_mut().enumerate() {
        if cl.status == Status::Alive || cl.stones.is_empty() {
            continue;
        }
        let own = cand[members[id][0]];
        let mut seen = vec![false; n * n];
        let mut queue: Vec<usize> = members[id].clone();
        for &k in &queue {
            seen[k] = true;
        }
        let mut enemies = Vec::new();
        let mut escapes = false;
        let mut at = 0;
        while at < queue.len() && !escapes {
            let k = queue[at];
            at += 1;
            for q in grid::neighbours(n, k) {
                if seen[q] {
                    continue;
                }
                seen[q] = true;
                if cand[q] == own {
                    escapes = true;
                } else if cand[q] == -own {
                    enemies.push(cluster_of[q]);
                } else if links.counts(&map.links, q) == (0, 0) && map.points[q] == 0 {
                    escapes = true;
                } else {
                    queue.push(q);
                }
            }
        }
        if !escapes && !enemies.is_empty() && enemies.iter().all(|&e| alive[e]) {
            cl.status = Status::Dead;
        }
    }
    out
}

/// The shadow of a set of sources of colour `c` (compact points): the
/// sources and every point their Influencie floods reach.
fn shadow(n: usize, stones: &[i8], sources: &[usize], c: i8, flood: &mut Flood) -> Vec<bool> {
    let mut pretend = stones.to_vec();
    for &k in sources {
        pretend[k] = c;
    }
    let mut out = vec![false; n * n];
    for &k in sources {
        out[k] = true;
        flood.run(n, &pretend, k, c, |q, _| out[q] = true);
    }
    out
}

/// Runs the whole model on a board.
pub fn analyse(board: &Board) -> SwimAnalysis {
    let n = board.size();
    let links = Links::new(n);
    let stones = grid::signs(board);
    let first = draw(&links, &stones);
    let found = clusters(&links, &first, &stones);
    let mut is_dead = vec![false; n * n];
    for cl in found.iter().filter(|c| c.status == Status::Dead) {
        for p in &cl.stones {
            is_dead[p.y as usize * n + p.x as usize] = true;
        }
    }
    let dead: Vec<Point> = (0..n * n).filter(|&k| is_dead[k]).map(|k| point_of(n, k)).collect();
    let living: Vec<i8> = stones.iter().zip(&is_dead).map(|(&s, &d)| if d { 0 } else { s }).collect();
    let colours = draw(&links, &living);
    let values = values_of(&links, &colours);

    // Groups.
    let mut flood = Flood::new(4);
    let with_stones: Vec<&Cluster> =
        found.iter().filter(|c| c.status != Status::Dead && !c.stones.is_empty()).collect();
    let shadows: Vec<Vec<bool>> = with_stones
        .iter()
        .map(|cl| {
            let c = cl.colour.sign() as i8;
            let sources: Vec<usize> = cl
                .points
                .iter()
                .map(|p| p.y as usize * n + p.x as usize)
                .filter(|&k| living[k] == c || (living[k] == 0 && first.points[k] == c))
                .collect();
            shadow(n, &living, &sources, c, &mut flood)
        })
        .collect();
    let m = with_stones.len();
    let mut parent: Vec<usize> = (0..m).collect();
    for a in 0..m {
        for b in a + 1..m {
            if with_stones[a].colour != with_stones[b].colour {
                continue;
            }
            let touch = (0..n * n).any(|k| shadows[a][k] && grid::neighbours(n, k).chain([k]).any(|q| shadows[b][q]));
            if touch {
                let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                if ra != rb {
                    parent[ra.max(rb)] = ra.min(rb);
                }
            }
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut group_of_root = vec![usize::MAX; m];
    for (a, cl) in with_stones.iter().enumerate() {
        let r = find(&mut parent, a);
        if group_of_root[r] == usize::MAX {
            group_of_root[r] = groups.len();
            groups.push(Group {
                id: groups.len(),
                colour: cl.colour,
                clusters: Vec::new(),
                stones: Vec::new(),
                shadow: Vec::new(),
            });
        }
        let g = &mut groups[group_of_root[r]];
        g.clusters.push(cl.id);
        g.stones.extend(cl.stones.iter().copied());
    }
    for (a, sh) in shadows.iter().enumerate() {
        let g = &mut groups[group_of_root[find(&mut parent, a)]];
        g.shadow.extend(sh.iter().enumerate().filter(|&(_, &on)| on).map(|(k, _)| point_of(n, k)));
    }
    for g in &mut groups {
        g.stones.sort_by_key(|p| (p.y, p.x));
        g.shadow.sort_by_key(|p| (p.y, p.x));
        g.shadow.dedup();
    }
    SwimAnalysis { size: n, values, first, colours, clusters: found, dead, groups }
}
