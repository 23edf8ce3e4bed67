//! The layers of the design, read from the code itself: every `crate::`
//! path in a source file must name its own layer or one below it (go, sgf,
//! influence, reading, player, ai, meaning, engine, app, cli; reading is the
//! reader of life and death, below the AIs so that the MCTS can ask it), and
//! the files of a layer must not import each other in a
//! circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each layer and the layers it may use.
const LAYERS: &[(&str, &[&str])] = &[
    ("go", &[]),
    ("sgf", &["go"]),
    ("influence", &["go"]),
    ("reading", &["go"]),
    ("player", &["go"]),
    ("ai", &["reading", "player", "influence", "go"]),
    ("meaning", &["ai", "reading", "player", "influence", "go"]),
    ("engine", &["meaning", "ai", "reading", "player", "influence", "sgf", "go"]),
    ("app", &["engine", "meaning", "ai", "reading", "player", "influence", "sgf", "go"]),
    ("cli", &["app", "engine", "meaning", "ai", "reading", "player", "influence", "sgf", "go"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ can be read").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The layer a file belongs to (None for the crate root).
fn layer_of(path: &Path) -> Option<&'static str> {
    let rel = path.strip_prefix(src()).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    match name {
        "main" => Some("cli"),
        "lib" => None,
        _ => LAYERS.iter().map(|(l, _)| *l).find(|l| *l == name),
    }
}

/// The names after `prefix` in `text`: `crate::engine::...` gives "engine".
fn names_after<'a>(text: &'a str, prefix: &str) -> BTreeSet<&'a str> {
    text.match_indices(prefix)
        .map(|(i, _)| {
            let rest = &text[i + prefix.len()..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
            &rest[..end]
        })
        .filter(|n| !n.is_empty())
        .collect()
}

/// A file's text without line comments, so that prose naming a path does
/// not count as an import.
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("a source file can be read");
    text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

#[test]
fn every_import_goes_down_the_layers() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    assert!(files.len() > 40, "the source tree was found");
    let allowed: BTreeMap<&str, &[&str]> = LAYERS.iter().copied().collect();
    let mut wrong = Vec::new();
    for path in &files {
        let Some(layer) = layer_of(path) else { continue };
        let code = code_of(path);
        let prefix = if layer == "cli" && path.ends_with("main.rs") { "goscape::" } else { "crate::" };
        for used in names_after(&code, prefix) {
            if used == layer || !allowed.contains_key(used) {
                continue;
            }
            if !allowed[layer].contains(&used) {
                wrong.push(format!("{} ({layer}) uses {used}", path.strip_prefix(src()).unwrap().display()));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that go up or sideways:\n{}", wrong.join("\n"));
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    // Each folder of src/ on its own, at every depth: the files in it (a
    // subfolder counts as one module), linked by what they import of each
    // other.
    fn folders(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            if e.path().is_dir() {
                out.push(e.path());
                folders(&e.path(), out);
            }
        }
    }
    let mut all = Vec::new();
    folders(&src(), &mut all);
    all.sort();
    assert!(all.iter().any(|d| d.ends_with("app/terrain")), "the folders of src/ were not all found: {all:?}");
    for dir in all {
        if let Some(circle) = circle_in(&dir) {
            panic!("files of {} import each other in a circle: {}", dir.display(), circle.join(" -> "));
        }
    }
}

/// A circle of imports among the modules of the folder `dir`, if any.
fn circle_in(dir: &Path) -> Option<Vec<String>> {
    // The folder's module path from the crate's root ("app::terrain").
    let layer = dir
        .strip_prefix(src())
        .unwrap()
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("::");
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    // A file in a subfolder belongs to the module the subfolder is.
    let module = |p: &Path| {
        let first = p.strip_prefix(dir).unwrap().components().next().unwrap().as_os_str().to_string_lossy();
        first.strip_suffix(".rs").unwrap_or(&first).to_string()
    };
    let names: BTreeSet<String> = files.iter().map(|p| module(p)).filter(|m| m != "mod").collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &files {
        let m = module(path);
        if m == "mod" {
            continue;
        }
        // Tests may reach anywhere; what runs may not.
        let code = code_of(path);
        let code = code.split("#[cfg(test)]").next().unwrap_or("");
        let mut deps: BTreeSet<String> = BTreeSet::new();
        // `super::` names a sibling only in the folder's own files.
        let direct = path.parent() == Some(dir);
        let prefixes = [format!("crate::{layer}::"), "super::".to_string()];
        for prefix in prefixes.iter().take(if direct { 2 } else { 1 }) {
            deps.extend(names_after(code, prefix).into_iter().map(String::from));
        }
        deps.retain(|d| names.contains(d) && *d != m);
        graph.entry(m).or_default().extend(deps);
    }
    // Depth-first search for a back edge.
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(m.to_string(), 1);
        path.push(m.to_string());
        for d in &graph[m] {
            match state.get(d.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = path.iter().position(|p| p == d).unwrap();
                    let mut circle = path[start..].to_vec();
                    circle.push(d.clone());
                    return Some(circle);
                }
                0 => {
                    if let Some(c) = visit(d, graph, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(m.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in graph.keys() {
        if state.get(m.as_str()).copied().unwrap_or(0) == 0
            && let Some(circle) = visit(m, &graph, &mut state, &mut Vec::new())
        {
            return Some(circle);
        }
    }
    None
}
