//! Tactics around the last move: captures, escapes and saves from atari.

use super::*;

/// Moves for `c` that the last move `last` (the opponent's) calls for:
/// capture the chain just played if it is in atari; for each own chain next
/// to it that it put in atari, capture an attacker in atari or extend when
/// extending gives two liberties. May hold duplicates.
pub fn tactical_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    if b.at(last) == Some(opp) && b.in_atari(last) {
        out.push(b.atari_liberty(last));
    }
    let mut seen = [PASS; 4];
    for (k, n) in b.neighbours(last).into_iter().enumerate() {
        if b.at(n) != Some(c) || !b.in_atari(n) {
            continue;
        }
        let h = b.chain_id(n);
        if seen[..k].contains(&h) {
            continue;
        }
        seen[k] = h;
        save_moves(b, n, c, out);
    }
}

/// Moves that save `c`'s chain at `chain` (in atari): captures of adjacent
/// opponent chains in atari, and the extension when it gives two liberties.
pub fn save_moves(b: &Board, chain: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    for s in b.chain_stones(chain) {
        for m in b.neighbours(s) {
            if b.at(m) == Some(opp) && b.in_atari(m) {
                out.push(b.atari_liberty(m));
            }
        }
    }
    let lib = b.atari_liberty(chain);
    if after_move(b, lib, c, 2).libs >= 2 {
        out.push(lib);
    }
}
