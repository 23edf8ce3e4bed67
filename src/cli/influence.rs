//! `goscape influence`: prints one influence model's map of a position, as
//! text (one row per board line, top row first, two decimals) or as JSON
//! (size and values; ownership adds its spread, swim its clusters, groups
//! and dead stones). The position comes from an SGF record, a board diagram
//! or a list of moves (`super::position`).

use super::Format;
use super::position::PositionArgs;
use crate::go::Game;
use crate::influence::{self, json, ownership::Ownership, swim};

/// Options of `goscape influence`.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The model: path, control, zobrist, influencie, swim or ownership; or
    /// status (every group alive, dead, seki or unsettled, with key moves,
    /// and the score), or ishida (each living group's territory and
    /// influence, dead stones counted as the other side's)
    #[arg(long, default_value = "path")]
    pub model: String,
    /// Who judges life and death for status and ishida: playouts[:nodes=K,
    /// playouts=N,threads=T,read=R,seed=S] (reading first, then playouts),
    /// fight:<player spec>, or engine:<gtp spec>
    #[arg(long, default_value = crate::engine::DEFAULT_JUDGE)]
    pub judge: String,
    /// text or json
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Playouts for the ownership model
    #[arg(long, default_value_t = 1000)]
    pub playouts: usize,
    /// Seeded streams the ownership model's playouts split into, each run
    /// on a thread where the machine has one (the map depends on them, not
    /// on the cores)
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// What a move of the side to move does: the change of ownership
    /// between playing VERTEX and the opponent playing it, and its value in
    /// points (heavy playouts; --playouts per position)
    #[arg(long, value_name = "VERTEX", conflicts_with = "region")]
    pub what_if: Option<String>,
    /// What playing first in a region is worth: each side's best first move
    /// there and the value of the difference. A rectangle "C3:G7", vertices
    /// "D4,E4", or one stone for the points around its chain
    #[arg(long)]
    pub region: Option<String>,
}

/// The map of `game`'s position by the model called `name`, formatted.
pub fn render(game: &Game, name: &str, format: Format, playouts: usize, threads: usize) -> anyhow::Result<String> {
    let board = game.board();
    let size = board.size();
    let known = influence::model_names().join(", ");
    let name = name.trim().to_ascii_lowercase();
    Ok(match name.as_str() {
        "ownership" => {
            anyhow::ensure!(playouts >= 1, "--playouts must be at least 1");
            anyhow::ensure!(threads >= 1, "--threads must be at least 1");
            let m = Ownership { playouts, threads, to_play: game.to_play(), ..Default::default() }.estimate(board);
            match format {
                Format::Text => influence::format_text(size, &m.mean),
                Format::Json => json::ownership(&m) + "\n",
            }
        }
        "swim" => {
            let a = swim::analyse(board);
            match format {
                Format::Text => influence::format_text(size, &a.values),
                Format::Json => json::swim(&a) + "\n",
            }
        }
        _ => {
            let mut model =
                influence::by_name(&name).ok_or_else(|| anyhow::anyhow!("unknown model '{name}' (known: {known})"))?;
            model.set_to_play(game.to_play());
            let values = model.compute(board);
            match format {
                Format::Text => influence::format_text(size, &values),
                Format::Json => json::map(model.name(), size, &values) + "\n",
            }
        }
    })
}

/// The judgement of `game` by the judge `spec` names.
pub fn judge(game: &Game, spec: &str) -> anyhow::Result<crate::meaning::Judgement> {
    let mut judge = crate::engine::make_judge(spec)?;
    let stop = std::sync::atomic::AtomicBool::new(false);
    Ok(judge.judge(game, &stop, &mut |_| {})?)
}

/// The groups, their status and the score of `game`, formatted.
pub fn render_status(game: &Game, spec: &str, format: Format) -> anyhow::Result<String> {
    let j = judge(game, spec)?;
    let count = crate::meaning::score::count(game.board(), &j, game.rules().komi);
    Ok(match format {
        Format::Text => crate::meaning::report::text(&j, &count),
        Format::Json => crate::meaning::report::json(&j, &count),
    })
}

/// The Ishida-type picture of `game` as terrain values, formatted.
pub fn render_ishida(game: &Game, spec: &str, format: Format) -> anyhow::Result<String> {
    let j = judge(game, spec)?;
    let values = crate::meaning::ishida::picture(game.board(), &j).values(&j, None);
    let size = game.size();
    Ok(match format {
        Format::Text => influence::format_text(size, &values),
        Format::Json => json::map("ishida", size, &values) + "\n",
    })
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let game = args.position.required()?;
    let text = if let Some(v) = &args.what_if {
        super::what_if_report::render_move(&game, v, args.format, args.playouts, args.threads)?
    } else if let Some(r) = &args.region {
        super::what_if_report::render_region(&game, r, args.format, args.playouts, args.threads)?
    } else {
        match args.model.trim().to_ascii_lowercase().as_str() {
            "status" => render_status(&game, &args.judge, args.format)?,
            "ishida" => render_ishida(&game, &args.judge, args.format)?,
            _ => render(&game, &args.model, args.format, args.playouts, args.threads)?,
        }
    };
    print!("{text}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::position::position_from_moves;

    #[test]
    fn text_has_one_row_per_line_and_json_names_the_model() {
        let g = position_from_moves(5, "C3", None).unwrap();
        for &name in influence::model_names() {
            let text = render(&g, name, Format::Text, 50, 2).unwrap();
            assert_eq!(text.lines().count(), 5, "{name}");
            assert!(text.lines().all(|l| l.split_whitespace().count() == 5), "{name}: {text}");
            if name != "ownership" {
                // The stone itself; playouts may lose it now and then.
                assert_eq!(text.lines().nth(2).and_then(|l| l.split_whitespace().nth(2)), Some("1.00"), "{name}");
            }
            let json = render(&g, name, Format::Json, 50, 2).unwrap();
            assert!(json.starts_with(&format!("{{\"model\":\"{name}\",\"size\":5")), "{json}");
        }
        assert!(render(&g, "nonsense", Format::Text, 50, 2).is_err());
    }

    #[test]
    fn status_and_ishida_print_groups_score_and_a_map() {
        let g = position_from_moves(5, "C3 pass C4 pass C2 pass", None).unwrap();
        let text = render_status(&g, "playouts:playouts=50,read=0", Format::Text).unwrap();
        assert!(text.starts_with("1 groups, B to play, judged by reading (nodes=4000), playouts=50"), "{text}");
        assert!(text.contains("B alive") && text.contains("score B+"), "{text}");
        let json = render_status(&g, "playouts:playouts=50,read=0", Format::Json).unwrap();
        assert!(json.starts_with("{\"model\":\"status\",\"size\":5,\"to_play\":\"B\""), "{json}");
        assert!(json.contains("\"life\":\"alive\"") && json.contains("\"dead\":[]"), "{json}");
        let map = render_ishida(&g, "playouts:playouts=50,read=0", Format::Text).unwrap();
        assert_eq!(map.lines().count(), 5);
        assert!(render_status(&g, "oracle", Format::Text).is_err());
    }
}
