//! `goscape bench blunders`: blunders planted in real games, to see that
//! the review finds them above its own noise. In each record, at the
//! latest position before two thirds of the game where it can, the side to
//! move throws away its biggest chain of two liberties (three stones or
//! more): it fills one,
//! and the opponent takes the chain at the other. GNU Go's count
//! checks that this costs the side at least ten points. The review then
//! goes over the record up to the capture, and the blunder should be the
//! biggest mistake of its colour. The review is a random search, so it
//! runs several times; each run says in how many records it was.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use anyhow::Context;

use crate::engine::review::review;
use crate::go::{Color, Game, Move};
use crate::sgf::SgfRecord;

/// The least a planted blunder must cost, in points, by GNU Go's count.
const MIN_COST: f32 = 10.0;
/// The fewest stones a chain thrown away has: a group, not a stone.
const MIN_STONES: usize = 3;

/// A record with a blunder planted in it.
pub struct Planted {
    pub record: SgfRecord,
    /// The blunder's move number and colour.
    pub number: usize,
    pub color: Color,
    /// Stones thrown away, and the cost by GNU Go's count.
    pub stones: usize,
    pub cost: f32,
}

/// The side to move's biggest chain (of `MIN_STONES` or more) with exactly
/// two liberties that it can throw away: it plays one liberty, which leaves
/// the chain in atari, and the opponent takes it at the other. The position
/// after both, and the stones thrown away.
fn throwaway(game: &Game) -> Option<(Game, usize)> {
    let b = game.board();
    let me = game.to_play();
    let mut best: Option<(Game, usize)> = None;
    let mut seen = Vec::new();
    for p in crate::go::Point::all(b.size()) {
        let i = b.idx(p);
        if b.at(i) != Some(me) || seen.contains(&b.chain_id(i)) {
            continue;
        }
        seen.push(b.chain_id(i));
        let libs = b.liberties(i);
        let stones = b.chain_stones(i).count();
        if libs.len() != 2 || stones < MIN_STONES || best.as_ref().is_some_and(|(_, s)| stones <= *s) {
            continue;
        }
        for (fill, take) in [(libs[0], libs[1]), (libs[1], libs[0])] {
            let mut after = game.clone();
            let (fill, take) = (Move::Play(b.point(fill)), Move::Play(b.point(take)));
            if after.play(me, fill).is_ok()
                && after.board().liberties(i).len() == 1
                && after.play(me.opponent(), take).is_ok()
                && after.board().at(i).is_none()
            {
                best = Some((after, stones));
                break;
            }
        }
    }
    best
}

/// Plants a blunder in `record`; `None` where no chain can be thrown away
/// at that cost.
pub fn plant(record: &SgfRecord, judge: &mut dyn crate::meaning::Judge) -> anyhow::Result<Option<Planted>> {
    let moves = record.moves();
    let stop = AtomicBool::new(false);
    let count = |g: &Game, judge: &mut dyn crate::meaning::Judge| -> anyhow::Result<f32> {
        let j = judge.judge(g, &stop, &mut |_| {})?;
        Ok(g.score(&j.dead_stones()).margin())
    };
    for k in (moves.len() / 4..=moves.len() * 2 / 3).rev() {
        let game = record.game_at(k)?;
        let Some((after, stones)) = throwaway(&game) else { continue };
        let me = game.to_play();
        let cost = (count(&game, judge)? - count(&after, judge)?) * me.sign();
        if cost < MIN_COST {
            continue;
        }
        let mut info = record.info();
        info.result = None;
        let planted = SgfRecord::from_game(&after, &info);
        return Ok(Some(Planted { record: planted, number: k + 1, color: me, stones, cost }));
    }
    Ok(None)
}

/// The bench: plants blunders in `paths` (records, or folders of them)
/// until `games` have one, writes them to `keep` if given, and reviews
/// them `runs` times with `player`.
pub fn bench(paths: &[PathBuf], games: usize, player: &str, runs: usize, keep: Option<&Path>) -> anyhow::Result<()> {
    let gnugo = crate::cli::gnugo::command_line("GNU Go checks the blunders' cost")?;
    let mut judge = crate::engine::make_judge(&format!("engine:gtp:{}", gnugo.display()))?;
    let mut planted = Vec::new();
    for path in crate::cli::analyze::records(paths)? {
        if planted.len() == games {
            break;
        }
        let record = SgfRecord::load(&path)?;
        match plant(&record, judge.as_mut())? {
            Some(p) => {
                println!(
                    "{}: move {} {:?} throws away {} stones, {:.1} points by GNU Go's count",
                    path.display(),
                    p.number,
                    p.color,
                    p.stones,
                    p.cost
                );
                if let Some(dir) = keep {
                    std::fs::create_dir_all(dir)?;
                    let name = path.file_name().context("a record's file name")?;
                    std::fs::write(dir.join(name), p.record.to_bytes())?;
                }
                planted.push(p);
            }
            None => {
                println!("{}: skipped: no chain of two liberties costs {MIN_COST} points to throw away", path.display())
            }
        }
    }
    anyhow::ensure!(!planted.is_empty(), "no record could take a blunder");
    let mut player = crate::engine::make_player(player)?;
    let stop = AtomicBool::new(false);
    let mut found_in = Vec::new();
    for run in 1..=runs {
        let mut found = 0;
        for p in &planted {
            let r = review(&p.record, player.as_mut(), &stop, |_, _| {})?;
            let mistakes = r.mistakes();
            let first = mistakes.iter().find(|m| m.color == p.color);
            let hit = first.is_some_and(|m| m.number == p.number);
            found += usize::from(hit);
            let what = first.map_or("no mistake".to_string(), |m| format!("move {} ({})", m.number, m.lost()));
            println!("run {run}: move {} {:?}: biggest mistake of its colour {what}", p.number, p.color);
        }
        println!("run {run}: the blunder first in {found} of {}", planted.len());
        found_in.push(found);
    }
    let runs: Vec<String> = found_in.iter().map(|f| format!("{f}/{}", planted.len())).collect();
    println!("found: {}", runs.join(" "));
    Ok(())
}
