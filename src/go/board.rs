//! The fast board: a padded 1-D array, chains as circular lists that keep
//! their liberties in short lists (exact while few, as Pachi's groups do),
//! an empty-point list with an index map, per-point neighbour counts and an
//! incremental Zobrist hash. It knows simple ko only; `Game` adds history
//! and superko. Playouts run on it directly.

use super::point::{Color, MAX_SIZE, Point};

/// Row stride of the largest board: one border line on each side.
const MAX_W: usize = MAX_SIZE + 2;
/// Array length that holds every padded index of every board size.
pub const MAX_POINTS: usize = MAX_W * MAX_W;

/// An index into the padded array of a board.
pub type Idx = u16;

/// `0` means "no point" for ko and chain links (index 0 is always border).
const NONE: Idx = 0;

const EMPTY: u8 = 0;
const BORDER: u8 = 3;

#[inline]
fn cell_of(c: Color) -> u8 {
    c as u8 + 1
}

/// Zobrist keys for every (colour, padded index), from a fixed seed so that
/// hashes are the same in every run.
static ZOBRIST: [[u64; MAX_POINTS]; 2] = zobrist_table();

const fn zobrist_table() -> [[u64; MAX_POINTS]; 2] {
    let mut t = [[0u64; MAX_POINTS]; 2];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < MAX_POINTS {
            // splitmix64
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            t[c][i] = z ^ (z >> 31);
            i += 1;
        }
        c += 1;
    }
    t
}

/// The Zobrist key of a stone of colour `c` at padded index `i`.
#[inline]
pub fn zobrist(c: Color, i: Idx) -> u64 {
    ZOBRIST[c as usize][i as usize]
}

/// Liberties a chain keeps in its list (one 128-bit word, searched at
/// once); more are dropped and found again by a walk when the list runs low.
const KEEP_LIBS: usize = 8;
/// A list of this many liberties or fewer holds all of the chain's: a
/// removal that leaves so few on a list that dropped some walks the chain.
const REFILL_LIBS: usize = 4;
/// `listed_liberties` promises five, and the playouts ask for up to four
/// besides the point they would play.
const _: () = assert!(REFILL_LIBS >= 4 && KEEP_LIBS > REFILL_LIBS);

/// Per-chain data, kept at the chain's head stone.
#[derive(Clone, Copy, Default, Debug)]
struct Chain {
    /// Distinct liberties of the chain: all of them, or at least
    /// `REFILL_LIBS + 1` of them when `more` is set. Unused slots hold
    /// `NONE`, never a liberty, so that a search need not stop at `n`.
    libs: [Idx; KEEP_LIBS],
    n: u8,
    /// Some liberties may have been left off the full list (the flag stays
    /// until the next refill, even if they are filled since).
    more: bool,
    stones: u16,
}

impl Chain {
    #[inline]
    fn libs(&self) -> &[Idx] {
        &self.libs[..self.n as usize]
    }
    /// Two bits per slot that holds `i`, in the slots' order.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline]
    fn slots_of(&self, i: Idx) -> u32 {
        use std::arch::x86_64::{_mm_cmpeq_epi16, _mm_movemask_epi8, _mm_set_epi16, _mm_set1_epi16};
        let l = self.libs.map(|l| l as i16);
        // One compare of all eight slots. SAFETY: compiled only where SSE2
        // is enabled, and no pointer is read.
        unsafe {
            let w = _mm_set_epi16(l[7], l[6], l[5], l[4], l[3], l[2], l[1], l[0]);
            _mm_movemask_epi8(_mm_cmpeq_epi16(w, _mm_set1_epi16(i as i16))) as u32
        }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    #[inline]
    fn slots_of(&self, i: Idx) -> u32 {
        let mut m = 0;
        for (k, &l) in self.libs.iter().enumerate() {
            m |= ((l == i) as u32 * 0b11) << (2 * k);
        }
        m
    }
    #[inline]
    fn add_lib(&mut self, i: Idx) {
        debug_assert!(i != NONE, "NONE marks the unused slots");
        if self.slots_of(i) != 0 {
            return;
        }
        if (self.n as usize) < KEEP_LIBS {
            self.libs[self.n as usize] = i;
            self.n += 1;
        } else {
            self.more = true;
        }
    }
    /// Takes `i` off the list; true when the list must be filled again.
    #[inline]
    fn remove_lib(&mut self, i: Idx) -> bool {
        debug_assert!(i != NONE, "NONE marks the unused slots");
        let m = self.slots_of(i);
        if m == 0 {
            return false;
        }
        let k = m.trailing_zeros() as usize / 2;
        self.n -= 1;
        self.libs[k] = self.libs[self.n as usize];
        self.libs[self.n as usize] = NONE;
        self.more && self.n as usize <= REFILL_LIBS
    }
    #[inline]
    fn in_atari(&self) -> bool {
        self.n == 1
    }
    #[inline]
    fn atari_lib(&self) -> Idx {
        self.libs[0]
    }
}

/// Counts of black, white and empty neighbours, packed 4 bits each; the border
/// makes up the rest of the four.
#[derive(Clone, Copy, Default, Debug)]
struct Nbrs(u16);

impl Nbrs {
    const SHIFT_EMPTY: u16 = 8;
    #[inline]
    fn count(self, cell: u8) -> u16 {
        let shift = match cell {
            1 => 0,
            2 => 4,
            _ => Self::SHIFT_EMPTY,
        };
        (self.0 >> shift) & 0xF
    }
    #[inline]
    fn empty(self) -> u16 {
        (self.0 >> Self::SHIFT_EMPTY) & 0xF
    }
    #[inline]
    fn unit(cell: u8) -> u16 {
        match cell {
            1 => 1,
            2 => 1 << 4,
            _ => 1 << Self::SHIFT_EMPTY,
        }
    }
}

/// Why a move cannot be played on the fast board (superko is the game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardIllegal {
    Occupied,
    Suicide,
    Ko,
}

/// The fast board. `Clone` is one memory copy; playouts clone it freely.
#[derive(Clone)]
pub struct Board {
    size: usize,
    w: usize,
    cells: [u8; MAX_POINTS],
    nbrs: [Nbrs; MAX_POINTS],
    head: [Idx; MAX_POINTS],
    next: [Idx; MAX_POINTS],
    chains: [Chain; MAX_POINTS],
    empty: [Idx; MAX_POINTS],
    empty_pos: [Idx; MAX_POINTS],
    empty_len: usize,
    hash: u64,
    ko: Idx,
    ko_color: Color,
    captures: [u32; 2],
    stones_on_board: [u32; 2],
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Board {}x{} hash {:016x}", self.size, self.size, self.hash)?;
        f.write_str(&self.to_ascii())
    }
}

impl PartialEq for Board {
    /// Two boards are equal when their stones are (ko and counts aside).
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && Point::all(self.size).all(|p| self.get(p) == other.get(p))
    }
}

impl Board {
    /// An empty board of `size` lines (2 to 25).
    ///
    /// # Panics
    /// When `size` is out of range: callers check sizes from users first.
    pub fn new(size: usize) -> Board {
        assert!((2..=MAX_SIZE).contains(&size), "board size {size} out of range");
        let w = size + 2;
        let mut b = Board {
            size,
            w,
            cells: [BORDER; MAX_POINTS],
            nbrs: [Nbrs(0); MAX_POINTS],
            head: [NONE; MAX_POINTS],
            next: [NONE; MAX_POINTS],
            chains: [Chain::default(); MAX_POINTS],
            empty: [NONE; MAX_POINTS],
            empty_pos: [NONE; MAX_POINTS],
            empty_len: 0,
            hash: 0,
            ko: NONE,
            ko_color: Color::Black,
            captures: [0; 2],
            stones_on_board: [0; 2],
        };
        for y in 0..size {
            for x in 0..size {
                let i = (y + 1) * w + x + 1;
                b.cells[i] = EMPTY;
                b.empty_pos[i] = b.empty_len as Idx;
                b.empty[b.empty_len] = i as Idx;
                b.empty_len += 1;
            }
        }
        for y in 0..size {
            for x in 0..size {
                let i = (y + 1) * w + x + 1;
                let mut n = 0u16;
                for j in b.neighbours(i as Idx) {
                    if b.cells[j as usize] == EMPTY {
                        n += Nbrs::unit(EMPTY);
                    }
                }
                b.nbrs[i] = Nbrs(n);
            }
        }
        b
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The row stride of the padded array.
    #[inline]
    pub fn stride(&self) -> usize {
        self.w
    }

    /// The padded index of a point (which must lie on the board).
    #[inline]
    pub fn idx(&self, p: Point) -> Idx {
        ((p.y as usize + 1) * self.w + p.x as usize + 1) as Idx
    }

    /// The point at a padded index (which must be on the board).
    #[inline]
    pub fn point(&self, i: Idx) -> Point {
        let i = i as usize;
        Point::new((i % self.w - 1) as u8, (i / self.w - 1) as u8)
    }

    /// The four orthogonal neighbours of an index (some may be border).
    #[inline]
    pub fn neighbours(&self, i: Idx) -> [Idx; 4] {
        let w = self.w as Idx;
        [i - w, i - 1, i + 1, i + w]
    }

    /// The four diagonal neighbours of an index (some may be border).
    #[inline]
    pub fn diagonals(&self, i: Idx) -> [Idx; 4] {
        let w = self.w as Idx;
        [i - w - 1, i - w + 1, i + w - 1, i + w + 1]
    }

    /// The eight points around an index, row by row from the top (some may
    /// be border): the order of the 3x3 shape keys.
    #[inline]
    pub fn ring(&self, i: Idx) -> [Idx; 8] {
        let w = self.w as Idx;
        [i - w - 1, i - w, i - w + 1, i - 1, i + 1, i + w - 1, i + w, i + w + 1]
    }

    /// Whether an index is a point of the board (not border).
    #[inline]
    pub fn on_board(&self, i: Idx) -> bool {
        self.cells[i as usize] != BORDER
    }

    /// The stone at an index, if any.
    #[inline]
    pub fn at(&self, i: Idx) -> Option<Color> {
        match self.cells[i as usize] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        }
    }

    /// What is at an index, as one code: 0 empty, 1 Black, 2 White, 3
    /// off the board. Shape keys are built from it.
    #[inline]
    pub fn code(&self, i: Idx) -> u8 {
        self.cells[i as usize]
    }

    /// The stone on a point, if any.
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        self.at(self.idx(p))
    }

    #[inline]
    pub fn is_empty_at(&self, i: Idx) -> bool {
        self.cells[i as usize] == EMPTY
    }

    /// The Zobrist hash of the stones (ko and side to move excluded).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones captured so far *by* each colour.
    #[inline]
    pub fn captures(&self, by: Color) -> u32 {
        self.captures[by.index()]
    }

    /// Number of stones of a colour on the board.
    #[inline]
    pub fn stone_count(&self, c: Color) -> u32 {
        self.stones_on_board[c.index()]
    }

    /// The empty points, in no particular order.
    #[inline]
    pub fn empties(&self) -> &[Idx] {
        &self.empty[..self.empty_len]
    }

    /// The simple-ko point and the colour that may not play there now.
    pub fn ko(&self) -> Option<(Idx, Color)> {
        (self.ko != NONE).then_some((self.ko, self.ko_color))
    }

    /// The data of the chain at `i`, kept at its head.
    #[inline]
    fn chain(&self, i: Idx) -> &Chain {
        &self.chains[self.head[i as usize] as usize]
    }

    /// The head stone of the chain at `i` (a chain's identity).
    #[inline]
    pub fn chain_id(&self, i: Idx) -> Idx {
        self.head[i as usize]
    }

    /// Number of stones in the chain at `i`.
    #[inline]
    pub fn chain_len(&self, i: Idx) -> usize {
        self.chain(i).stones as usize
    }

    /// Whether the chain at `i` has exactly one liberty.
    #[inline]
    pub fn in_atari(&self, i: Idx) -> bool {
        self.chain(i).in_atari()
    }

    /// The one liberty of a chain in atari.
    #[inline]
    pub fn atari_liberty(&self, i: Idx) -> Idx {
        self.chain(i).atari_lib()
    }

    /// The stones of the chain at `i`.
    pub fn chain_stones(&self, i: Idx) -> ChainIter<'_> {
        ChainIter { board: self, start: i, cur: i, done: false }
    }

    /// The distinct liberties of the chain at `i`, sorted.
    pub fn liberties(&self, i: Idx) -> Vec<Idx> {
        let mut libs: Vec<Idx> = Vec::new();
        for s in self.chain_stones(i) {
            for n in self.neighbours(s) {
                if self.cells[n as usize] == EMPTY {
                    libs.push(n);
                }
            }
        }
        libs.sort_unstable();
        libs.dedup();
        libs
    }

    /// Liberties of the chain at `i`, without a walk: all of them, or at
    /// least five.
    #[inline]
    pub fn listed_liberties(&self, i: Idx) -> &[Idx] {
        self.chain(i).libs()
    }

    /// The number of distinct liberties of the chain at `i`, counting at
    /// most `max` (and at most eight).
    pub fn liberty_count(&self, i: Idx, max: usize) -> usize {
        let max = max.min(KEEP_LIBS);
        let ch = self.chain(i);
        if !ch.more || ch.libs().len() >= max {
            return ch.libs().len().min(max);
        }
        let mut seen = [NONE; KEEP_LIBS];
        self.walk_liberties(i, &mut seen[..max])
    }

    /// The two liberties of the chain at `i` when it has exactly two.
    #[inline]
    pub fn two_liberties(&self, i: Idx) -> Option<[Idx; 2]> {
        let ch = self.chain(i);
        (ch.n == 2).then_some([ch.libs[0], ch.libs[1]])
    }

    /// Fills `out` with the chain's first distinct liberties, walking its
    /// stones, until it is full; returns how many it found.
    fn walk_liberties(&self, i: Idx, out: &mut [Idx]) -> usize {
        if out.is_empty() {
            return 0;
        }
        let mut n_seen = 0;
        for s in self.chain_stones(i) {
            for n in self.neighbours(s) {
                if self.cells[n as usize] == EMPTY && !out[..n_seen].contains(&n) {
                    out[n_seen] = n;
                    n_seen += 1;
                    if n_seen == out.len() {
                        return n_seen;
                    }
                }
            }
        }
        n_seen
    }

    /// Number of empty orthogonal neighbours.
    #[inline]
    pub fn empty_neighbours(&self, i: Idx) -> usize {
        self.nbrs[i as usize].empty() as usize
    }

    /// Number of orthogonal neighbours that are stones of colour `c`.
    #[inline]
    pub fn neighbours_of(&self, i: Idx, c: Color) -> usize {
        self.nbrs[i as usize].count(cell_of(c)) as usize
    }

    /// Whether `i` is an empty point whose every neighbour is `c` or border:
    /// an eye shape, maybe false.
    #[inline]
    pub fn is_eyeish(&self, i: Idx, c: Color) -> bool {
        let n = self.nbrs[i as usize];
        self.cells[i as usize] == EMPTY && n.empty() == 0 && n.count(cell_of(c.opponent())) == 0
    }

    /// Whether `i` is a true eye of `c` by the usual shape test: surrounded by
    /// `c` and the border, and at most one diagonal held by the opponent
    /// (none on the edge). Playouts never fill such a point.
    #[inline]
    pub fn is_eye(&self, i: Idx, c: Color) -> bool {
        if !self.is_eyeish(i, c) {
            return false;
        }
        let enemy = cell_of(c.opponent());
        let mut bad = 0;
        let mut edge = 0;
        for d in self.diagonals(i) {
            match self.cells[d as usize] {
                BORDER => edge = 1,
                x if x == enemy => bad += 1,
                _ => {}
            }
        }
        bad + edge < 2
    }

    /// Whether `c` at `i` puts its own chain of at least `min_stones` stones in
    /// atari (or leaves it without liberties) without capturing anything.
    #[inline]
    pub fn is_self_atari(&self, i: Idx, c: Color, min_stones: usize) -> bool {
        if self.empty_neighbours(i) >= 2 {
            return false;
        }
        // One pass over the neighbours, stopped by a capture or by a second
        // liberty: this test runs for most moves of every playout, so it does
        // not gather the chains first. A test of the playout policy keeps it
        // in step with the policy's `after_move`.
        let mut lib = NONE;
        let mut take = |l: Idx| {
            if l == lib || l == i {
                return true;
            }
            let first = lib == NONE;
            lib = l;
            first
        };
        let mut stones = 1;
        let mut seen = [NONE; 4];
        for (k, m) in self.neighbours(i).into_iter().enumerate() {
            match self.at(m) {
                None if self.on_board(m) && !take(m) => return false,
                None => {}
                Some(col) if col == c => {
                    let h = self.chain_id(m);
                    if seen[..k].contains(&h) {
                        continue;
                    }
                    seen[k] = h;
                    stones += self.chain_len(m);
                    // Three liberties leave two besides `i`; fewer are all listed.
                    let libs = self.listed_liberties(m);
                    if libs.len() >= 3 || !libs.iter().all(|&l| take(l)) {
                        return false;
                    }
                }
                Some(_) if self.in_atari(m) => return false,
                Some(_) => {}
            }
        }
        stones >= min_stones
    }

    /// Checks a move under simple ko (superko is the game's business).
    #[inline]
    pub fn check(&self, i: Idx, c: Color, allow_suicide: bool) -> Result<(), BoardIllegal> {
        if self.cells[i as usize] != EMPTY {
            return Err(BoardIllegal::Occupied);
        }
        if self.nbrs[i as usize].empty() > 0 {
            return Ok(());
        }
        if i == self.ko && c == self.ko_color {
            return Err(BoardIllegal::Ko);
        }
        if self.captures_or_connects(i, c) || allow_suicide { Ok(()) } else { Err(BoardIllegal::Suicide) }
    }

    /// Whether a stone of `c` at the empty point `i`, which has no empty
    /// neighbour, keeps a liberty: it captures, or joins a chain with a
    /// liberty elsewhere.
    #[inline]
    fn captures_or_connects(&self, i: Idx, c: Color) -> bool {
        let own = cell_of(c);
        for n in self.neighbours(i) {
            let cell = self.cells[n as usize];
            if cell == BORDER {
                continue;
            }
            let atari = self.chains[self.head[n as usize] as usize].in_atari();
            if (cell == own) != atari {
                return true;
            }
        }
        false
    }

    /// Whether the move is legal and not suicide, with simple ko: the test
    /// playouts use.
    #[inline]
    pub fn is_legal_no_suicide(&self, i: Idx, c: Color) -> bool {
        self.check(i, c, false).is_ok()
    }

    /// The hash the board would have after `c` plays at `i` (a legal move,
    /// suicide included), without playing it.
    pub fn hash_after(&self, i: Idx, c: Color) -> u64 {
        let mut h = self.hash ^ zobrist(c, i);
        let own = cell_of(c);
        let enemy = cell_of(c.opponent());
        let mut heads = [NONE; 4];
        let mut captured_any = false;
        let mut own_keeps_liberty = self.nbrs[i as usize].empty() > 0;
        for (k, n) in self.neighbours(i).into_iter().enumerate() {
            let cell = self.cells[n as usize];
            if cell == BORDER || cell == EMPTY {
                continue;
            }
            let hd = self.head[n as usize];
            let atari = self.chains[hd as usize].in_atari();
            if cell == enemy && atari {
                if !heads[..k].contains(&hd) {
                    for s in self.chain_stones(hd) {
                        h ^= zobrist(c.opponent(), s);
                    }
                }
                captured_any = true;
            } else if cell == own && !atari {
                own_keeps_liberty = true;
            }
            heads[k] = hd;
        }
        if !captured_any && !own_keeps_liberty {
            // Suicide: the new stone and every own chain around it go.
            h ^= zobrist(c, i);
            let mut done = [NONE; 4];
            for (k, n) in self.neighbours(i).into_iter().enumerate() {
                if self.cells[n as usize] == own {
                    let hd = self.head[n as usize];
                    if !done[..k].contains(&hd) {
                        for s in self.chain_stones(hd) {
                            h ^= zobrist(c, s);
                        }
                    }
                    done[k] = hd;
                }
            }
        }
        h
    }

    /// The simple ko that `c` playing at `i` (a legal move, no suicide)
    /// would leave, as [`Board::ko`] would tell it after [`Board::play`]:
    /// one stone taken by a lone stone left with one liberty.
    pub fn ko_after(&self, i: Idx, c: Color) -> Option<(Idx, Color)> {
        let own = cell_of(c);
        let enemy = cell_of(c.opponent());
        let mut taken = NONE;
        let mut heads = [NONE; 4];
        for (k, n) in self.neighbours(i).into_iter().enumerate() {
            let cell = self.cells[n as usize];
            if cell == own || cell == EMPTY {
                return None;
            }
            if cell == enemy {
                let hd = self.head[n as usize];
                if self.chains[hd as usize].in_atari() && !heads[..k].contains(&hd) {
                    if taken != NONE || self.chains[hd as usize].stones != 1 {
                        return None;
                    }
                    taken = n;
                }
                heads[k] = hd;
            }
        }
        (taken != NONE).then_some((taken, c.opponent()))
    }

    /// A pass: clears the ko.
    #[inline]
    pub fn pass(&mut self) {
        self.ko = NONE;
    }

    /// Plays a move already known to be legal (suicide included, where the
    /// rules allow it). Returns the number of stones captured by it; a
    /// suicide removes the mover's chain and counts for the opponent.
    pub fn play(&mut self, i: Idx, c: Color) -> u32 {
        debug_assert!(self.cells[i as usize] == EMPTY);
        let enemy = cell_of(c.opponent());
        self.ko = NONE;
        self.put_stone_raw(i, c);
        let nbs = self.neighbours(i);
        let mut captured = 0;
        let mut last_captured = NONE;
        for n in nbs {
            if self.cells[n as usize] == enemy {
                let hd = self.head[n as usize];
                if self.chains[hd as usize].n == 0 {
                    captured += self.remove_chain(hd, c.opponent());
                    last_captured = n;
                }
            }
        }
        self.captures[c.index()] += captured;
        let hd = self.head[i as usize];
        let chain = self.chains[hd as usize];
        if captured == 1 && chain.stones == 1 && chain.in_atari() {
            self.ko = last_captured;
            self.ko_color = c.opponent();
        }
        if chain.n == 0 {
            // Suicide, where the rules allow it.
            let lost = self.remove_chain(hd, c);
            self.captures[c.opponent().index()] += lost;
        }
        captured
    }

    /// Sets or clears a point outside play (SGF setup, handicap). Chains,
    /// liberties and the hash stay right; stones left without liberties stay
    /// on the board, as SGF setup demands.
    pub fn set(&mut self, p: Point, c: Option<Color>) {
        let mut stones: Vec<(Point, Color)> =
            Point::all(self.size).filter(|&q| q != p).filter_map(|q| self.get(q).map(|col| (q, col))).collect();
        if let Some(col) = c {
            stones.push((p, col));
        }
        let captures = self.captures;
        *self = Board::from_stones(self.size, stones);
        self.captures = captures;
    }

    /// A board of `size` lines with these stones set on it, capturing
    /// nothing (as [`Board::set`] does, in one pass).
    pub fn from_stones(size: usize, stones: impl IntoIterator<Item = (Point, Color)>) -> Board {
        let mut b = Board::new(size);
        for (q, col) in stones {
            let i = b.idx(q);
            if b.is_empty_at(i) {
                b.put_stone_raw(i, col);
            }
        }
        b
    }

    /// Places a stone and joins it to its neighbours, capturing nothing.
    fn put_stone_raw(&mut self, i: Idx, c: Color) {
        let own = cell_of(c);
        self.put_stone(i, own, c);
        let mut stone = Chain { stones: 1, ..Chain::default() };
        self.head[i as usize] = i;
        self.next[i as usize] = i;
        for n in self.neighbours(i) {
            let cell = self.cells[n as usize];
            if cell == EMPTY {
                // Four distinct neighbours: no need to look for the point.
                stone.libs[stone.n as usize] = n;
                stone.n += 1;
            } else if cell != BORDER {
                let hd = self.head[n as usize];
                if self.chains[hd as usize].remove_lib(i) {
                    self.refill(hd);
                }
            }
        }
        self.chains[i as usize] = stone;
        for n in self.neighbours(i) {
            if self.cells[n as usize] == own {
                let a = self.head[n as usize];
                let b = self.head[i as usize];
                if a != b {
                    self.merge(a, b);
                }
            }
        }
    }

    /// Writes a stone into the cell arrays, the empty list, the neighbour
    /// counts and the hash.
    #[inline]
    fn put_stone(&mut self, i: Idx, cell: u8, c: Color) {
        self.cells[i as usize] = cell;
        self.hash ^= zobrist(c, i);
        self.stones_on_board[c.index()] += 1;
        // Remove from the empty list.
        let pos = self.empty_pos[i as usize] as usize;
        self.empty_len -= 1;
        let last = self.empty[self.empty_len];
        self.empty[pos] = last;
        self.empty_pos[last as usize] = pos as Idx;
        let delta = Nbrs::unit(cell).wrapping_sub(Nbrs::unit(EMPTY));
        for n in self.neighbours(i) {
            let nb = &mut self.nbrs[n as usize];
            nb.0 = nb.0.wrapping_add(delta);
        }
    }

    /// Joins chain `b` into chain `a` (or the other way round, the smaller into
    /// the larger).
    fn merge(&mut self, a: Idx, b: Idx) {
        let (big, small) =
            if self.chains[a as usize].stones >= self.chains[b as usize].stones { (a, b) } else { (b, a) };
        let s = self.chains[small as usize];
        {
            let g = &mut self.chains[big as usize];
            g.stones += s.stones;
            g.more |= s.more;
            for &l in s.libs() {
                g.add_lib(l);
            }
        }
        let mut cur = small;
        loop {
            self.head[cur as usize] = big;
            cur = self.next[cur as usize];
            if cur == small {
                break;
            }
        }
        self.next.swap(big as usize, small as usize);
    }

    /// Lists the liberties of the chain headed at `hd` again, after its list
    /// ran low with some left off.
    fn refill(&mut self, hd: Idx) {
        let mut libs = [NONE; KEEP_LIBS];
        let n = self.walk_liberties(hd, &mut libs);
        let ch = &mut self.chains[hd as usize];
        ch.libs = libs;
        ch.n = n as u8;
        // A full list may still leave some off.
        ch.more = n == KEEP_LIBS;
    }

    /// Removes a whole chain of colour `c`; returns its size.
    fn remove_chain(&mut self, hd: Idx, c: Color) -> u32 {
        let enemy = cell_of(c.opponent());
        let delta = Nbrs::unit(EMPTY).wrapping_sub(Nbrs::unit(cell_of(c)));
        let mut count = 0;
        let mut cur = hd;
        loop {
            let nxt = self.next[cur as usize];
            self.cells[cur as usize] = EMPTY;
            self.hash ^= zobrist(c, cur);
            self.head[cur as usize] = NONE;
            self.empty_pos[cur as usize] = self.empty_len as Idx;
            self.empty[self.empty_len] = cur;
            self.empty_len += 1;
            for n in self.neighbours(cur) {
                let nb = &mut self.nbrs[n as usize];
                nb.0 = nb.0.wrapping_add(delta);
                if self.cells[n as usize] == enemy {
                    let h = self.head[n as usize];
                    self.chains[h as usize].add_lib(cur);
                }
            }
            count += 1;
            cur = nxt;
            if cur == hd {
                break;
            }
        }
        self.stones_on_board[c.index()] -= count;
        count
    }

    /// Swaps two entries of the empty list (its order means nothing); the
    /// random move picker uses it to draw without replacement in place.
    #[inline]
    pub fn swap_empties(&mut self, a: usize, b: usize) {
        let (i, j) = (self.empty[a], self.empty[b]);
        self.empty[a] = j;
        self.empty[b] = i;
        self.empty_pos[j as usize] = a as Idx;
        self.empty_pos[i as usize] = b as Idx;
    }

    /// Tromp-Taylor area: every stone, plus every empty region that reaches
    /// stones of one colour only. Stones in `dead` count as empty points.
    /// Returns (black area, white area).
    pub fn area(&self, dead: &[Point]) -> (u32, u32) {
        let owner = self.area_owner(dead);
        let black = owner.iter().filter(|&&o| o == Some(Color::Black)).count() as u32;
        let white = owner.iter().filter(|&&o| o == Some(Color::White)).count() as u32;
        (black, white)
    }

    /// Who owns each point under Tromp-Taylor area scoring (row by row from
    /// the top), stones in `dead` counting as empty.
    pub fn area_owner(&self, dead: &[Point]) -> Vec<Option<Color>> {
        let n = self.size;
        let mut grid: Vec<Option<Color>> = Point::all(n).map(|p| self.get(p)).collect();
        for p in dead {
            if p.on_board(n) {
                grid[p.y as usize * n + p.x as usize] = None;
            }
        }
        let mut owner = grid.clone();
        let mut seen = vec![false; n * n];
        let mut stack = Vec::new();
        let mut region = Vec::new();
        for start in 0..n * n {
            if grid[start].is_some() || seen[start] {
                continue;
            }
            let (mut touches_b, mut touches_w) = (false, false);
            region.clear();
            stack.push(start);
            seen[start] = true;
            while let Some(k) = stack.pop() {
                region.push(k);
                let (x, y) = (k % n, k / n);
                let mut visit = |nx: usize, ny: usize| {
                    let j = ny * n + nx;
                    match grid[j] {
                        Some(Color::Black) => touches_b = true,
                        Some(Color::White) => touches_w = true,
                        None if !seen[j] => {
                            seen[j] = true;
                            stack.push(j);
                        }
                        None => {}
                    }
                };
                if x > 0 {
                    visit(x - 1, y);
                }
                if x + 1 < n {
                    visit(x + 1, y);
                }
                if y > 0 {
                    visit(x, y - 1);
                }
                if y + 1 < n {
                    visit(x, y + 1);
                }
            }
            let o = match (touches_b, touches_w) {
                (true, false) => Some(Color::Black),
                (false, true) => Some(Color::White),
                _ => None,
            };
            for &k in &region {
                owner[k] = o;
            }
        }
        owner
    }

    /// The area score of a finished playout, fast: stones, plus empty
    /// points all of whose stone neighbours share one colour. Black's area
    /// minus White's (komi not included).
    pub fn playout_score(&self) -> i32 {
        let stones = self.stones_on_board[0] as i32 - self.stones_on_board[1] as i32;
        stones + self.empties().iter().map(|&i| self.empty_owner(i)).sum::<i32>()
    }

    /// Who owns point `i` at the end of a playout, as `playout_score`
    /// counts it: +1 Black, -1 White, 0 neither.
    #[inline]
    pub fn playout_owner(&self, i: Idx) -> i32 {
        match self.at(i) {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => self.empty_owner(i),
        }
    }

    /// An empty point belongs to the colour of all its stone neighbours.
    #[inline]
    fn empty_owner(&self, i: Idx) -> i32 {
        let n = self.nbrs[i as usize];
        let (b, w) = (n.count(1), n.count(2));
        (b > 0 && w == 0) as i32 - (w > 0 && b == 0) as i32
    }

    /// The stones as text, one row per line from the top: `X` black, `O`
    /// white, `.` empty.
    pub fn to_ascii(&self) -> String {
        let mut s = String::with_capacity(self.size * (self.size + 1));
        for y in 0..self.size {
            for x in 0..self.size {
                s.push(match self.get(Point::new(x as u8, y as u8)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s
    }

    /// Recomputes the hash from the stones: a check on the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for p in Point::all(self.size) {
            if let Some(c) = self.get(p) {
                h ^= zobrist(c, self.idx(p));
            }
        }
        h
    }

    /// Checks every incremental structure against a recomputation; for tests.
    pub fn check_invariants(&self) -> Result<(), String> {
        if self.hash != self.hash_from_scratch() {
            return Err("hash differs from recomputation".into());
        }
        let empties = Point::all(self.size).filter(|&p| self.get(p).is_none()).count();
        if empties != self.empty_len {
            return Err(format!("empty list holds {} points, board {}", self.empty_len, empties));
        }
        for (k, &i) in self.empties().iter().enumerate() {
            if self.cells[i as usize] != EMPTY || self.empty_pos[i as usize] as usize != k {
                return Err(format!("empty list entry {k} is wrong"));
            }
        }
        for p in Point::all(self.size) {
            let i = self.idx(p);
            let mut expect = 0u16;
            for n in self.neighbours(i) {
                let cell = self.cells[n as usize];
                if cell != BORDER {
                    expect += Nbrs::unit(cell);
                }
            }
            if expect != self.nbrs[i as usize].0 {
                return Err(format!("neighbour counts wrong at {p:?}"));
            }
            if self.at(i).is_some() {
                let libs = self.liberties(i);
                if libs.is_empty() {
                    return Err(format!("chain at {p:?} has no liberty"));
                }
                let ch = self.chain(i);
                let mut listed = ch.libs().to_vec();
                listed.sort_unstable();
                listed.dedup();
                if listed.len() != ch.libs().len() || listed.iter().any(|l| libs.binary_search(l).is_err()) {
                    return Err(format!("liberty list of the chain at {p:?} holds a point twice or a non-liberty"));
                }
                if ch.libs[ch.n as usize..].iter().any(|&l| l != NONE) {
                    return Err(format!("liberty list of the chain at {p:?} has a stale slot"));
                }
                // A list is complete, or it left some off and holds more than
                // the refill mark.
                if (!ch.more && listed.len() != libs.len()) || (ch.more && listed.len() <= REFILL_LIBS) {
                    return Err(format!("liberty list of the chain at {p:?} is short: {listed:?} of {libs:?}"));
                }
                let stones = self.chain_stones(i).count();
                if stones != self.chain_len(i) {
                    return Err(format!("chain size wrong at {p:?}"));
                }
            }
        }
        Ok(())
    }
}

/// The stones of one chain, following its circular list.
pub struct ChainIter<'a> {
    board: &'a Board,
    start: Idx,
    cur: Idx,
    done: bool,
}

impl Iterator for ChainIter<'_> {
    type Item = Idx;
    #[inline]
    fn next(&mut self) -> Option<Idx> {
        if self.done {
            return None;
        }
        let c = self.cur;
        self.cur = self.board.next[c as usize];
        if self.cur == self.start {
            self.done = true;
        }
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::playout::random_move;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn every_move_of_random_games_keeps_the_liberty_lists_sound() {
        let mut rng = SmallRng::seed_from_u64(11);
        for size in [9, 19] {
            for _ in 0..20 {
                let mut b = Board::new(size);
                let mut c = Color::Black;
                for _ in 0..3 * size * size {
                    match random_move(&mut b, c, &mut rng) {
                        Some(i) => {
                            b.play(i, c);
                        }
                        None => b.pass(),
                    }
                    b.check_invariants().unwrap_or_else(|e| panic!("{e}\n{b:?}"));
                    c = c.opponent();
                }
            }
        }
    }

    #[test]
    fn a_long_chain_counts_its_liberties_as_they_are_filled() {
        // Black's whole middle row, 38 liberties, filled by White one by one
        // from both sides.
        let mut b = Board::new(19);
        for x in 0..19 {
            b.play(b.idx(Point::new(x, 9)), Color::Black);
        }
        let chain = b.idx(Point::new(0, 9));
        let mut left = 38;
        for x in 0..19 {
            for y in [8, 10] {
                assert_eq!(b.liberty_count(chain, 8), left.min(8));
                assert_eq!(b.two_liberties(chain).is_some(), left == 2);
                assert_eq!(b.in_atari(chain), left == 1);
                b.play(b.idx(Point::new(x, y)), Color::White);
                left -= 1;
                b.check_invariants().unwrap_or_else(|e| panic!("{e}\n{b:?}"));
            }
        }
        assert!(b.at(chain).is_none(), "the last liberty captures the row");
        assert_eq!(b.captures(Color::White), 19);
    }
}
