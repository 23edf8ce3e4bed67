//! Learning the move predictor's gammas from moves played: Coulom's
//! minorization-maximization (MM) for the generalised Bradley-Terry model,
//! one feature group at a time, with a prior of one win and one loss
//! against a gamma of 1 for every value so that rare values stay near 1.

use super::features::{FeatureContext, Features, GROUPS, LARGE, OWNER_PLAYOUTS};
use super::gammas::{GAMMA_RANGE, Gammas};
use super::large_shapes::{dictionary_of, large_key};
use super::{PASS, playout_ownership};
use crate::go::{Board, Color, Game, Idx, Move};

/// One position as training sees it: every candidate move's features and
/// large shape, and which of them was played. The large group's values
/// are set once a dictionary is chosen (`label_shapes`).
pub struct Sample {
    pub candidates: Vec<Features>,
    pub shapes: Vec<u64>,
    pub chosen: usize,
}

/// The sample of `c` playing `chosen` on `b` after `last` and `last2`
/// (`PASS` for none), with Black's mean ownership of each point in
/// playouts of the position when given. The candidates are the legal
/// points that are not `c`'s own eyes, as the search's. `None` when
/// `chosen` is not one of them (a pass, an eye filled).
pub fn sample(b: &Board, c: Color, last: Idx, last2: Idx, chosen: Idx, owner: Option<Vec<f32>>) -> Option<Sample> {
    if chosen == PASS || !b.is_empty_at(chosen) {
        return None;
    }
    let ctx = FeatureContext::new(b, c, last, last2, owner);
    let mut candidates = Vec::with_capacity(b.empties().len());
    let mut shapes = Vec::with_capacity(b.empties().len());
    let mut at = None;
    for &i in b.empties() {
        if b.is_eye(i, c) || b.check(i, c, false).is_err() {
            continue;
        }
        if i == chosen {
            at = Some(candidates.len());
        }
        candidates.push(ctx.of(b, i));
        shapes.push(large_key(b, i, c));
    }
    at.map(|chosen| Sample { candidates, shapes, chosen })
}

/// Adds a sample for every move of `game`'s main line played by a side
/// that `learn` names (indexed by colour), each position's ownership read
/// from `OWNER_PLAYOUTS` playouts of it (seeded: the same game gives the
/// same samples); returns how many.
pub fn samples_of_game(game: &Game, learn: [bool; 2], out: &mut Vec<Sample>) -> usize {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(game.turns().len() as u64);
    let before = out.len();
    let mut g = game.clone();
    let turns = game.turns();
    for (k, turn) in turns.iter().enumerate() {
        let Move::Play(p) = turn.mv else { continue };
        if !learn[turn.color as usize] {
            continue;
        }
        g.go_to(k);
        let b = g.board();
        let at = |back: usize| g.played_back(back).map_or(PASS, |q| b.idx(q));
        let owner = playout_ownership(b, turn.color, at(1), OWNER_PLAYOUTS, &mut rng);
        out.extend(sample(b, turn.color, at(1), at(2), b.idx(p), Some(owner)));
    }
    out.len() - before
}

/// How well gammas predict a set of samples.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// Mean log-probability of the move played.
    pub log_likelihood: f64,
    /// Share of samples whose move played is the predictor's first choice
    /// alone (ties count as misses).
    pub top1: f64,
}

/// How well `g` predicts `samples`.
pub fn fit(g: &Gammas, samples: &[Sample]) -> Fit {
    let mut ll = 0.0;
    let mut hits = 0usize;
    for s in samples {
        let strengths: Vec<f64> = s.candidates.iter().map(|f| g.strength(f) as f64).collect();
        let total: f64 = strengths.iter().sum();
        ll += (strengths[s.chosen] / total).ln();
        // A hit only when the move played is strictly ahead of the rest:
        // with all gammas 1 every move ties and nothing is predicted.
        let chosen = strengths[s.chosen];
        if strengths.iter().enumerate().all(|(k, &v)| k == s.chosen || v < chosen) {
            hits += 1;
        }
    }
    let n = samples.len().max(1) as f64;
    Fit { log_likelihood: ll / n, top1: hits as f64 / n }
}

/// Sets each candidate's large group value to its shape's place in `g`'s
/// dictionary.
pub fn label_shapes(g: &Gammas, samples: &mut [Sample]) {
    for s in samples {
        for (f, &key) in s.candidates.iter_mut().zip(&s.shapes) {
            f[LARGE] = g.large_value(key);
        }
    }
}

/// Learns gammas from `samples` in `rounds` of MM (each round updates every
/// group once), calling `report` after each round with its fit. The large
/// shapes played at least `min_played` times get gammas of their own.
pub fn train(samples: &mut [Sample], rounds: usize, min_played: usize, mut report: impl FnMut(usize, Fit)) -> Gammas {
    let mut g = Gammas::with_shapes(&dictionary_of(samples.iter().map(|s| s.shapes[s.chosen]), min_played));
    label_shapes(&g, samples);
    for round in 1..=rounds {
        for group in 0..GROUPS {
            mm_step(&mut g, samples, group);
        }
        report(round, fit(&g, samples));
    }
    g
}

/// One MM update of every value of `group`, the other groups held fixed:
/// gamma_v = (W_v + 1) / (C_v + 2 / (gamma_v + 1)), where W_v counts the
/// moves played with value v, and C_v sums, over samples, the strength the
/// candidates with value v have without it, over the sample's total.
fn mm_step(g: &mut Gammas, samples: &[Sample], group: usize) {
    let size = g.values[group].len();
    let mut wins = vec![0.0f64; size];
    let mut c = vec![0.0f64; size];
    let mut seen = vec![false; size];
    let mut strengths = Vec::new();
    for s in samples {
        strengths.clear();
        strengths.extend(s.candidates.iter().map(|f| g.strength(f) as f64));
        let total: f64 = strengths.iter().sum();
        for (f, &st) in s.candidates.iter().zip(&strengths) {
            let v = f[group] as usize;
            c[v] += st / g.values[group][v] as f64 / total;
            seen[v] = true;
        }
        wins[s.candidates[s.chosen][group] as usize] += 1.0;
    }
    for v in 0..size {
        if seen[v] {
            let gamma = g.values[group][v] as f64;
            let next = ((wins[v] + 1.0) / (c[v] + 2.0 / (gamma + 1.0))) as f32;
            g.values[group][v] = next.clamp(GAMMA_RANGE.0, GAMMA_RANGE.1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::features::CAPTURE;
    use super::*;
    use crate::go::Point;

    use super::super::fixtures::{LADDER, board};

    #[test]
    fn a_feature_always_chosen_gains_strength_and_the_fit_improves() {
        // Black always captures D5 at E5 when it can: after training the
        // capture value is far stronger than none, and the capture is
        // the predictor's first choice.
        let b = board(LADDER);
        let e5 = b.idx(Point::new(4, 4));
        let mut samples: Vec<Sample> =
            (0..20).map(|_| sample(&b, Color::Black, PASS, PASS, e5, None).unwrap()).collect();
        let before = fit(&Gammas::default(), &samples);
        let mut fits = Vec::new();
        let g = train(&mut samples, 5, 100, |_, f| fits.push(f));
        let chosen = &samples[0].candidates[samples[0].chosen];
        assert!(g.values[CAPTURE][chosen[CAPTURE] as usize] > 5.0 * g.values[CAPTURE][0]);
        assert!(fits.last().unwrap().log_likelihood > before.log_likelihood);
        assert_eq!(fits.last().unwrap().top1, 1.0);
    }

    #[test]
    fn a_large_shape_played_often_enough_gets_a_gamma_of_its_own() {
        // The capture at E5 every time: its large shape is in the
        // dictionary and stronger than any shape not in it; asked for
        // more plays than there are, no shape is kept.
        let b = board(LADDER);
        let e5 = b.idx(Point::new(4, 4));
        let make =
            || -> Vec<Sample> { (0..6).map(|_| sample(&b, Color::Black, PASS, PASS, e5, None).unwrap()).collect() };
        let mut samples = make();
        let g = train(&mut samples, 3, 5, |_, _| {});
        let key = samples[0].shapes[samples[0].chosen];
        assert_eq!(g.large_value(key), 1);
        assert!(g.values[LARGE][1] > g.values[LARGE][0], "{:?}", &g.values[LARGE]);
        assert_eq!(samples[0].candidates[samples[0].chosen][LARGE], 1);
        let mut samples = make();
        assert!(!train(&mut samples, 1, 7, |_, _| {}).has_shapes());
    }

    #[test]
    fn a_pass_or_an_occupied_point_is_no_sample() {
        let b = board(LADDER);
        assert!(sample(&b, Color::Black, PASS, PASS, PASS, None).is_none());
        assert!(sample(&b, Color::Black, PASS, PASS, b.idx(Point::new(3, 4)), None).is_none());
    }
}
