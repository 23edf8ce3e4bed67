//! Tactics around the last move: captures, escapes and saves from atari.

use super::PASS;
use super::ladder::border_ladder;
use super::liberties::{after_move, each_chain_once};
use crate::go::{Board, Color, Idx};

/// Moves for `c` that the last move `last` (the opponent's) calls for:
/// capture the chain just played if it is in atari (not into a snapback);
/// for each own chain next to it that it put in atari, `save_moves` with
/// the playouts' care. May hold duplicates.
pub fn tactical_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    if b.at(last) == Some(opp) && b.in_atari(last) && !is_snapback(b, last) {
        out.push(b.atari_liberty(last));
    }
    each_chain_once(b, b.neighbours(last), |n| {
        if b.at(n) == Some(c) && b.in_atari(n) {
            save_moves_with(b, n, c, true, out);
        }
    });
}

/// Whether taking the lone stone at `chain` (in atari) leaves the taker's
/// stone in atari on a point where no liberty is left: a snapback or a ko
/// the taker gains nothing from in a playout.
pub fn is_snapback(b: &Board, chain: Idx) -> bool {
    let lib = b.atari_liberty(chain);
    let owner = b.at(chain).expect("a chain");
    if b.chain_len(chain) != 1 || b.empty_neighbours(lib) > 0 || b.is_eyeish(lib, owner) {
        return false;
    }
    let h = b.chain_id(chain);
    b.neighbours(lib).into_iter().all(|n| match b.at(n) {
        None => true,
        Some(col) if col == owner => b.chain_id(n) == h || !b.in_atari(n),
        Some(_) => b.liberty_count(n, 2) < 2,
    })
}

/// Moves that save `c`'s chain at `chain` (in atari): captures of adjacent
/// opponent chains in atari, and the extension when it gives two liberties.
pub fn save_moves(b: &Board, chain: Idx, c: Color, out: &mut Vec<Idx>) {
    save_moves_with(b, chain, c, false, out);
}

/// `save_moves`; with `care`, as the playouts want them after Pachi: no
/// counter-capture that is a snapback, no lone stone saved by filling its
/// own eye shape (a ko or a throw-in) unless that makes an eye next to it,
/// and no run along the first line into a ladder.
fn save_moves_with(b: &Board, chain: Idx, c: Color, care: bool, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    let before = out.len();
    for s in b.chain_stones(chain) {
        for m in b.neighbours(s) {
            if b.at(m) == Some(opp) && b.in_atari(m) && !(care && is_snapback(b, m)) {
                out.push(b.atari_liberty(m));
            }
        }
    }
    let lib = b.atari_liberty(chain);
    if care {
        let lone_eye =
            b.chain_len(chain) == 1 && b.is_eyeish(lib, c) && !b.diagonals(lib).into_iter().any(|d| b.is_eyeish(d, c));
        let counter = out.len() > before;
        if lone_eye || (!counter && border_ladder(b, chain)) {
            return;
        }
    }
    if after_move(b, lib, c, 2).libs >= 2 {
        out.push(lib);
    }
}

/// Two-liberty fights the last move `last` (the opponent's) started or
/// joined, for `c` to answer: the chain it made and every chain next to it
/// left with two liberties. An opponent chain is put in atari; an own chain
/// extends, or ataris or captures a neighbour that is short of liberties.
/// Chains that can connect out either way are left alone, and so are
/// extensions that gain nothing. May hold duplicates.
pub fn two_liberty_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let [n0, n1, n2, n3] = b.neighbours(last);
    each_chain_once(b, [last, n0, n1, n2, n3], |j| {
        if let Some(libs) = b.two_liberties(j) {
            two_liberty_check(b, j, libs, c, out);
        }
    });
}

/// Counter-attacks for `c` when the last move `last` (the opponent's)
/// left an own chain within one point of it (diagonals too) with three or
/// four liberties: ataris on the opponent chains beside it that have two.
/// Where approach liberties count, a race of liberties is won by starting
/// it now; as Pachi's n-liberty check. May hold duplicates.
pub fn few_liberty_moves(b: &Board, last: Idx, c: Color, out: &mut Vec<Idx>) {
    let opp = c.opponent();
    each_chain_once(b, b.ring(last), |j| {
        if b.at(j) != Some(c) || !(3..=4).contains(&b.liberty_count(j, 5)) {
            return;
        }
        for s in b.chain_stones(j) {
            for m in b.neighbours(s) {
                if b.at(m) == Some(opp)
                    && let Some(libs) = b.two_liberties(m)
                {
                    atari_moves(b, libs, opp, c, out);
                }
            }
        }
    });
}

/// The moves for `to_play` in the fight of the two-liberty chain at `chain`.
fn two_liberty_check(b: &Board, chain: Idx, libs: [Idx; 2], to_play: Color, out: &mut Vec<Idx>) {
    let owner = b.at(chain).expect("a chain");
    if connects_either_way(b, chain, libs, owner) {
        return;
    }
    atari_moves(b, libs, owner, to_play, out);
    if to_play != owner {
        return;
    }
    let mut seen: [Idx; 8] = [PASS; 8];
    let mut n = 0;
    for s in b.chain_stones(chain) {
        for m in b.neighbours(s) {
            if b.at(m) != Some(owner.opponent()) {
                continue;
            }
            let h = b.chain_id(m);
            if seen[..n].contains(&h) {
                continue;
            }
            if n < seen.len() {
                seen[n] = h;
                n += 1;
            }
            if b.in_atari(m) {
                out.push(b.atari_liberty(m));
            } else if let Some(l2) = b.two_liberties(m) {
                atari_moves(b, l2, owner.opponent(), to_play, out);
            }
        }
    }
}

/// Whether the chain's two liberties are miai: it can connect to a safe
/// chain on both, or connect on one and run out on the other.
fn connects_either_way(b: &Board, chain: Idx, libs: [Idx; 2], owner: Color) -> bool {
    let h = b.chain_id(chain);
    let safe_friend = |m: Idx| b.at(m) == Some(owner) && b.chain_id(m) != h && !b.in_atari(m);
    let (mut connect, mut run) = (false, false);
    for m in b.neighbours(libs[0]) {
        if b.is_empty_at(m) && m != libs[1] {
            run = true;
        } else if safe_friend(m) {
            connect = true;
        }
    }
    for m in b.neighbours(libs[1]) {
        if m == libs[0] {
            continue;
        }
        if b.is_empty_at(m) && connect {
            return true;
        }
        if safe_friend(m) {
            return connect || run;
        }
    }
    false
}

/// Plays on either liberty of a two-liberty chain of `owner`, for
/// `to_play`: an atari from the attacker, an extension from the owner.
/// Self-ataris, extensions into no new liberties and (when the other is
/// fine) lumpy moves against one's own stones and the edge are left out.
fn atari_moves(b: &Board, libs: [Idx; 2], owner: Color, to_play: Color, out: &mut Vec<Idx>) {
    let mut keep = [false; 2];
    let mut fine = [false; 2];
    for (k, &lib) in libs.iter().enumerate() {
        if !b.is_legal_no_suicide(lib, to_play) || b.is_self_atari(lib, to_play, 1) {
            continue;
        }
        if to_play == owner && b.neighbours_of(lib, owner) == 1 {
            // An extension whose only new liberty is shared or next to the
            // other one gains nothing.
            let e = b.empty_neighbours(lib);
            if e == 1 || (e == 2 && b.neighbours(lib).contains(&libs[1 - k])) {
                continue;
            }
        }
        keep[k] = true;
        let edge =
            4 - b.empty_neighbours(lib) - b.neighbours_of(lib, Color::Black) - b.neighbours_of(lib, Color::White);
        fine[k] = b.neighbours_of(lib, to_play) + edge < 3;
    }
    for k in 0..2 {
        if keep[k] && (fine[k] || !keep[1 - k] || !fine[1 - k]) {
            out.push(libs[k]);
        }
    }
}
