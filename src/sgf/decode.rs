//! Reading an SGF file's bytes as text: the character set (a byte-order
//! mark, `CA[]` in the root, or a guess), and the long property names of
//! FF[1-3] files made short so that the parser knows them.

use std::borrow::Cow;

use super::{MAX_DEPTH, SgfError};

/// Decodes the file's bytes to text; returns the text and the name of the
/// character set used. Bytes that mean nothing in it become replacement
/// characters, with a warning that says where: a stray byte in a comment
/// must not cost the whole game.
pub(super) fn decode<'a>(
    bytes: &'a [u8],
    warnings: &mut Vec<String>,
) -> Result<(Cow<'a, str>, &'static str), SgfError> {
    const BOM: &[u8] = b"\xEF\xBB\xBF";
    if let Some(rest) = bytes.strip_prefix(BOM) {
        return Ok((decode_as(rest, encoding_rs::UTF_8, warnings), "UTF-8"));
    }
    // UTF-16 files start with their byte-order mark.
    for (mark, encoding) in [(b"\xFF\xFE", encoding_rs::UTF_16LE), (b"\xFE\xFF", encoding_rs::UTF_16BE)] {
        if let Some(rest) = bytes.strip_prefix(mark) {
            return Ok((decode_as(rest, encoding, warnings), encoding.name()));
        }
    }
    let encoding = match find_charset(bytes) {
        Some(label) => match encoding_rs::Encoding::for_label(label.trim().as_bytes()) {
            Some(e) => e,
            // A label we do not know: valid UTF-8 is taken as such.
            None if std::str::from_utf8(bytes).is_ok() => encoding_rs::UTF_8,
            None => {
                warnings.push(format!(
                    "the file declares the character set '{}', which is unknown; its text was read as ISO-8859-1",
                    label.trim()
                ));
                encoding_rs::WINDOWS_1252
            }
        },
        // No CA: SGF's default is ISO-8859-1, but most files without one
        // are UTF-8 (or ASCII, where both agree).
        None if std::str::from_utf8(bytes).is_ok() => encoding_rs::UTF_8,
        None => encoding_rs::WINDOWS_1252,
    };
    Ok((decode_as(bytes, encoding, warnings), encoding.name()))
}

/// Decodes with replacement characters for bad bytes, and a warning that
/// names how many there were and where the first one is.
pub(super) fn decode_as<'a>(
    bytes: &'a [u8],
    encoding: &'static encoding_rs::Encoding,
    warnings: &mut Vec<String>,
) -> Cow<'a, str> {
    if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
        return text;
    }
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len() * 3 + 16);
    let mut at = 0;
    let mut bad = Vec::new();
    loop {
        if out.capacity() - out.len() < 64 {
            out.reserve(bytes.len() - at + 64);
        }
        let (result, read) = decoder.decode_to_string_without_replacement(&bytes[at..], &mut out, true);
        match result {
            encoding_rs::DecoderResult::InputEmpty => break,
            encoding_rs::DecoderResult::OutputFull => at += read,
            encoding_rs::DecoderResult::Malformed(len, extra) => {
                bad.push((at + read).saturating_sub(len as usize + extra as usize));
                out.push('\u{FFFD}');
                at += read;
            }
        }
    }
    let first = bad.first().copied().unwrap_or(0);
    warnings.push(format!(
        "{} byte sequence(s) are not valid {}, the first at offset {first}; they are shown as \u{FFFD}",
        bad.len(),
        encoding.name()
    ));
    Cow::Owned(out)
}

/// The CA value of the first node, read from the raw bytes (every charset
/// SGF files use keeps ASCII as it is).
pub(super) fn find_charset(bytes: &[u8]) -> Option<String> {
    let mut ident = Vec::new();
    let mut nodes = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'[' => {
                let name = short_id(&String::from_utf8_lossy(&ident));
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b']' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                if name == "CA" {
                    let end = j.min(bytes.len());
                    return Some(String::from_utf8_lossy(&bytes[start..end]).into_owned());
                }
                i = j + 1;
                // Further values of the same property keep its name.
                let mut k = i;
                while k < bytes.len() && bytes[k].is_ascii_whitespace() {
                    k += 1;
                }
                if bytes.get(k) != Some(&b'[') {
                    ident.clear();
                }
                continue;
            }
            b';' => {
                nodes += 1;
                if nodes > 1 {
                    return None;
                }
                ident.clear();
            }
            b'(' | b')' if nodes > 0 => return None,
            c if c.is_ascii_alphabetic() => ident.push(c),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The FF[4] id of a property name: long names of FF[1-3] files by table,
/// else the upper-case letters (FF[3] ignores lower-case ones).
pub(super) fn short_id(name: &str) -> String {
    const LONG: &[(&str, &str)] = &[
        ("size", "SZ"),
        ("boardsize", "SZ"),
        ("komi", "KM"),
        ("handicap", "HA"),
        ("result", "RE"),
        ("date", "DT"),
        ("rules", "RU"),
        ("place", "PC"),
        ("event", "EV"),
        ("round", "RO"),
        ("source", "SO"),
        ("user", "US"),
        ("copyright", "CP"),
        ("time", "TM"),
        ("timelimit", "TM"),
        ("overtime", "OT"),
        ("opening", "ON"),
        ("annotator", "AN"),
        ("annotation", "AN"),
        ("application", "AP"),
        ("charset", "CA"),
        ("black", "B"),
        ("white", "W"),
        ("addblack", "AB"),
        ("addwhite", "AW"),
        ("addempty", "AE"),
        ("comment", "C"),
        ("gamecomment", "GC"),
        ("gamename", "GN"),
        ("name", "N"),
        ("playerblack", "PB"),
        ("playerwhite", "PW"),
        ("blackname", "PB"),
        ("whitename", "PW"),
        ("blackrank", "BR"),
        ("whiterank", "WR"),
        ("blackteam", "BT"),
        ("whiteteam", "WT"),
        ("player", "PL"),
        ("game", "GM"),
        ("fileformat", "FF"),
        ("format", "FF"),
    ];
    if !name.bytes().any(|b| b.is_ascii_lowercase()) {
        return name.to_string();
    }
    let lower = name.to_ascii_lowercase();
    if let Some((_, id)) = LONG.iter().find(|(l, _)| *l == lower) {
        return id.to_string();
    }
    let upper: String = name.chars().filter(|c| c.is_ascii_uppercase()).collect();
    if upper.is_empty() { name.to_ascii_uppercase() } else { upper }
}

/// Rewrites property names to FF[4] ids (see `short_id`) outside values,
/// and checks the nesting depth and that every value has a name. A file cut
/// short (a value never closed, game trees never closed) is closed where it
/// ends, with a warning: what it holds loads.
pub(super) fn normalize_identifiers(text: &str, warnings: &mut Vec<String>) -> Result<String, SgfError> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices().peekable();
    // Depth in nodes along the current path, saved at each '('.
    let mut depth = 0usize;
    let mut saved = Vec::new();
    // Whether a '[' here continues a property (after a name or a value).
    let mut may_value = false;
    // Where the property being read starts in `out`.
    let mut prop_start = 0;
    // Game trees closed so far.
    let mut trees = 0usize;
    while let Some((at, c)) = chars.next() {
        // Text after the last game tree (a signature, a chat pasted below
        // it) is no part of the record: it is left out, as readers do.
        if saved.is_empty() && trees > 0 && c != '(' && !c.is_whitespace() {
            warnings.push(format!("the text after the game at byte {at} is not SGF and was left out"));
            break;
        }
        match c {
            '[' => {
                if !may_value {
                    return Err(SgfError::Syntax(format!("a value without a property name at byte {at}")));
                }
                out.push('[');
                let mut escaped = false;
                let mut closed = false;
                for (_, v) in chars.by_ref() {
                    out.push(v);
                    if escaped {
                        escaped = false;
                    } else if v == '\\' {
                        escaped = true;
                    } else if v == ']' {
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    // Half a value could be half a point: the property goes.
                    out.truncate(prop_start);
                    warnings.push(format!("the file ends inside the value opened at byte {at}: it was cut short"));
                }
                may_value = true;
            }
            c if c.is_ascii_alphabetic() => {
                prop_start = out.len();
                let mut name = String::from(c);
                while let Some(&(_, n)) = chars.peek() {
                    if !n.is_ascii_alphabetic() {
                        break;
                    }
                    name.push(n);
                    chars.next();
                }
                out.push_str(&short_id(&name));
                may_value = true;
            }
            c if c.is_whitespace() => out.push(c),
            '(' | ')' | ';' => {
                match c {
                    '(' => saved.push(depth),
                    ')' => {
                        depth = saved.pop().unwrap_or(0);
                        trees += usize::from(saved.is_empty());
                    }
                    _ => {
                        depth += 1;
                        if depth > MAX_DEPTH {
                            return Err(SgfError::TooDeep(depth));
                        }
                    }
                }
                out.push(c);
                may_value = false;
            }
            _ => {
                return Err(SgfError::Syntax(format!("unexpected character '{}' at byte {at}", c.escape_default())));
            }
        }
    }
    if !saved.is_empty() && out.contains(';') {
        if !warnings.iter().any(|w| w.contains("cut short")) {
            warnings.push(format!(
                "the file ends before {} game tree(s) are closed: it was cut short, and loads up to where it ends",
                saved.len()
            ));
        }
        for _ in 0..saved.len() {
            out.push(')');
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_become_short_ids() {
        assert_eq!(short_id("AddBlack"), "AB");
        assert_eq!(short_id("Size"), "SZ");
        assert_eq!(short_id("CoPyright"), "CP");
        assert_eq!(short_id("Copyright"), "CP");
        assert_eq!(short_id("White"), "W");
        assert_eq!(short_id("KM"), "KM");
        assert_eq!(short_id("foo"), "FOO");
    }

    #[test]
    fn text_after_the_last_game_is_left_out_with_a_warning() {
        let mut warnings = Vec::new();
        let text = "(;GM[1]SZ[9];B[ee]C[a chat\n];W[cc])\n;)\n\n---\nsent from a server\n";
        let out = normalize_identifiers(text, &mut warnings).unwrap();
        assert_eq!(out.trim_end(), "(;GM[1]SZ[9];B[ee]C[a chat\n];W[cc])");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        // Two game trees one after the other are both kept.
        let two = "(;GM[1]SZ[9];B[ee]) (;GM[1]SZ[9];B[cc])";
        assert_eq!(normalize_identifiers(two, &mut Vec::new()).unwrap(), two);
    }

    #[test]
    fn charset_is_found_in_the_root_only() {
        assert_eq!(find_charset(b"(;FF[4]C[a\\]b]CA[GB2312]SZ[19])").as_deref(), Some("GB2312"));
        assert_eq!(find_charset(b"(;FF[4];CA[GB2312])"), None);
        assert_eq!(find_charset(b"(;CharSet[Big5])").as_deref(), Some("Big5"));
    }
}
