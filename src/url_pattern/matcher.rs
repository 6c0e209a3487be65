//! specurl's own matcher, for components without custom regexp groups:
//! the part list compiled to a small program (fixed code points, a
//! segment class, a wildcard, splits ordered by priority, capture saves)
//! and run by a Pike VM.
//!
//! The program is the standard's regular expression for the part list,
//! instruction for instruction, so the VM, which keeps threads in
//! priority order and drops a thread that reaches an instruction a
//! higher-priority thread already holds, gives the groups that
//! ECMAScript's backtracking gives. It runs in time O(input × program),
//! and its thread lists live in a per-thread scratch space that is
//! reused, so a miss allocates nothing once the scratch has grown.

use core::cell::RefCell;
use core::ops::Range;

use super::part::{Modifier, Options, Part, PartType};

/// One instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Inst {
    /// One code point, compared as ECMAScript compares under `i` when the
    /// component ignores case.
    Char(char),
    /// `.`: any code point but a line terminator.
    Any,
    /// `[^d]` (any code point when there is no delimiter).
    NotDelimiter,
    /// Try `.0` first, then `.1`.
    Split(usize, usize),
    /// Go on at `.0`.
    Jump(usize),
    /// Record the position in a capture slot.
    Save(usize),
    /// Go on only if the position moved since the slot was saved:
    /// ECMAScript's rule that an iteration of a quantifier (past its
    /// minimum) must not match the empty string.
    Progress(usize),
    /// The whole input matched.
    Match,
}

/// A part list simple enough to match without the VM.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shape {
    /// `*` alone: `^(.*)$`, one group over the whole input.
    Anything,
    /// Fixed text alone (or nothing): the input is that text.
    Fixed(String),
    /// Anything else: the VM runs.
    General,
}

/// A compiled part list.
#[derive(Debug, Clone)]
pub(crate) struct Program {
    shape: Shape,
    insts: Vec<Inst>,
    /// The capturing groups; their slots come first.
    groups: usize,
    /// Every slot: the groups' and the progress checks'.
    slots: usize,
    /// The program without captures, for `test`, and its slots (the
    /// progress checks' alone).
    test_insts: Vec<Inst>,
    test_slots: usize,
    delimiter: Option<char>,
    ignore_case: bool,
    /// The fixed text every match starts with, and the fixed text every
    /// match ends with, for a quick miss.
    literal_prefix: String,
    literal_suffix: String,
}

struct Builder {
    /// Whether the groups' positions are recorded (for `exec`), or only
    /// whether the input matches (for `test`, which then copies no slots).
    captures: bool,
    insts: Vec<Inst>,
    /// The next slot past the capture slots, for a progress check.
    next_slot: usize,
}

impl Builder {
    fn pc(&self) -> usize {
        self.insts.len()
    }

    fn push(&mut self, inst: Inst) -> usize {
        self.insts.push(inst);
        self.insts.len() - 1
    }

    fn patch(&mut self, at: usize, inst: Inst) {
        self.insts[at] = inst;
    }

    /// Records a group's boundary, when the program captures.
    fn save(&mut self, slot: usize) {
        if self.captures {
            self.push(Inst::Save(slot));
        }
    }

    fn text(&mut self, text: &str) {
        for c in text.chars() {
            self.push(Inst::Char(c));
        }
    }

    /// The group's own expression: `[^d]+?` or `.*`.
    fn group_body(&mut self, ty: PartType) {
        match ty {
            PartType::SegmentWildcard => {
                let start = self.push(Inst::NotDelimiter);
                let split = self.push(Inst::Split(0, 0));
                // Lazy: leaving first.
                self.patch(split, Inst::Split(split + 1, start));
            }
            _ => {
                let split = self.push(Inst::Split(0, 0));
                self.push(Inst::Any);
                self.push(Inst::Jump(split));
                let exit = self.pc();
                self.patch(split, Inst::Split(split + 1, exit));
            }
        }
    }

    /// `(?:body)?`, `(?:body)*` or `(?:body)+` around what `body` emits;
    /// `empty` says the body can match the empty string, so an optional
    /// iteration gets a progress check.
    fn modified(&mut self, modifier: Modifier, empty: bool, body: impl Fn(&mut Builder)) {
        let iteration = |b: &mut Builder| {
            if empty {
                let slot = b.next_slot;
                b.next_slot += 1;
                b.push(Inst::Save(slot));
                body(b);
                b.push(Inst::Progress(slot));
            } else {
                body(b);
            }
        };
        match modifier {
            Modifier::None => body(self),
            Modifier::Optional => {
                let split = self.push(Inst::Split(0, 0));
                iteration(self);
                let exit = self.pc();
                self.patch(split, Inst::Split(split + 1, exit));
            }
            Modifier::ZeroOrMore => {
                let split = self.push(Inst::Split(0, 0));
                iteration(self);
                self.push(Inst::Jump(split));
                let exit = self.pc();
                self.patch(split, Inst::Split(split + 1, exit));
            }
            Modifier::OneOrMore if empty => {
                // X+ as X(?:X)*: the first iteration may be empty.
                body(self);
                self.modified(Modifier::ZeroOrMore, true, body);
            }
            Modifier::OneOrMore => {
                let start = self.pc();
                body(self);
                let split = self.push(Inst::Split(0, 0));
                self.patch(split, Inst::Split(start, split + 1));
            }
        }
    }
}

impl Program {
    /// Compiles `parts`, none of which is a regexp part, as "generate a
    /// regular expression and name list" would write them.
    pub(crate) fn compile(parts: &[Part], options: &Options) -> Program {
        let (insts, slots) = Program::build(parts, true);
        let (test_insts, test_slots) = Program::build(parts, false);
        let fixed = |p: Option<&Part>| match p {
            Some(p) if p.ty == PartType::FixedText && p.modifier == Modifier::None => {
                p.value.clone()
            }
            _ => String::new(),
        };
        let shape = match parts {
            [] => Shape::Fixed(String::new()),
            [p] if p.ty == PartType::FixedText && p.modifier == Modifier::None => {
                Shape::Fixed(p.value.clone())
            }
            [p] if p.ty == PartType::FullWildcard
                && p.modifier == Modifier::None
                && p.prefix.is_empty()
                && p.suffix.is_empty() =>
            {
                Shape::Anything
            }
            _ => Shape::General,
        };
        Program {
            shape,
            insts,
            slots,
            test_insts,
            test_slots,
            groups: parts.iter().filter(|p| p.ty != PartType::FixedText).count(),
            delimiter: options.delimiter,
            ignore_case: options.ignore_case,
            literal_prefix: fixed(parts.first()),
            literal_suffix: if parts.len() > 1 {
                fixed(parts.last())
            } else {
                String::new()
            },
        }
    }

    /// The instructions of `parts`, and their number of slots.
    fn build(parts: &[Part], captures: bool) -> (Vec<Inst>, usize) {
        let groups = parts.iter().filter(|p| p.ty != PartType::FixedText).count();
        let mut b = Builder {
            captures,
            insts: Vec::new(),
            next_slot: if captures { 2 * groups } else { 0 },
        };
        let mut group = 0usize;
        for part in parts {
            if part.ty == PartType::FixedText {
                b.modified(part.modifier, false, |b| b.text(&part.value));
                continue;
            }
            let (open, close) = (2 * group, 2 * group + 1);
            group += 1;
            let ty = part.ty;
            if part.prefix.is_empty() && part.suffix.is_empty() {
                let empty = ty == PartType::FullWildcard;
                if part.modifier.is_repeated() {
                    // ((?:R)*) or ((?:R)+)
                    b.save(open);
                    b.modified(part.modifier, empty, |b| b.group_body(ty));
                    b.save(close);
                } else {
                    // (R) or (R)?
                    b.modified(part.modifier, empty, |b| {
                        b.save(open);
                        b.group_body(ty);
                        b.save(close);
                    });
                }
                continue;
            }
            let (prefix, suffix) = (part.prefix.as_str(), part.suffix.as_str());
            if !part.modifier.is_repeated() {
                // (?:P(R)S) or (?:P(R)S)?
                b.modified(part.modifier, false, |b| {
                    b.text(prefix);
                    b.save(open);
                    b.group_body(ty);
                    b.save(close);
                    b.text(suffix);
                });
                continue;
            }
            // (?:P((?:R)(?:SP(?:R))*)S) and a `?` for zero-or-more.
            let outer = if part.modifier == Modifier::ZeroOrMore {
                Modifier::Optional
            } else {
                Modifier::None
            };
            b.modified(outer, false, |b| {
                b.text(prefix);
                b.save(open);
                b.group_body(ty);
                b.modified(Modifier::ZeroOrMore, false, |b| {
                    b.text(suffix);
                    b.text(prefix);
                    b.group_body(ty);
                });
                b.save(close);
                b.text(suffix);
            });
        }
        b.push(Inst::Match);
        (b.insts, b.next_slot)
    }

    fn char_matches(&self, pattern: char, c: char) -> bool {
        pattern == c || (self.ignore_case && fold(pattern) == fold(c))
    }

    /// Whether `input` can start a match, judged by the literal prefix
    /// alone.
    fn may_match(&self, input: &str) -> bool {
        if self.ignore_case {
            let mut chars = input.chars();
            self.literal_prefix
                .chars()
                .all(|p| chars.next().is_some_and(|c| self.char_matches(p, c)))
        } else {
            starts_with(input, &self.literal_prefix) && ends_with(input, &self.literal_suffix)
        }
    }

    /// Whether the program matches every string but those with a line
    /// terminator (`*` alone).
    pub(crate) fn is_anything(&self) -> bool {
        matches!(self.shape, Shape::Anything)
    }

    /// Runs the program over all of `input`. On a match, `captures` holds
    /// one range per group (`None` for a group that took no part).
    pub(crate) fn exec(
        &self,
        input: &str,
        captures: Option<&mut Vec<Option<Range<usize>>>>,
    ) -> bool {
        match &self.shape {
            Shape::Anything => {
                // `.` stops at a line terminator.
                if input.contains(crate::chars::is_line_terminator) {
                    return false;
                }
                if let Some(captures) = captures {
                    captures.clear();
                    captures.push(Some(0..input.len()));
                }
                return true;
            }
            Shape::Fixed(text) => {
                let equal = if self.ignore_case {
                    let mut chars = input.chars();
                    text.chars()
                        .all(|p| chars.next().is_some_and(|c| self.char_matches(p, c)))
                        && chars.next().is_none()
                } else {
                    same(input, text)
                };
                if equal {
                    if let Some(captures) = captures {
                        captures.clear();
                    }
                }
                return equal;
            }
            Shape::General => {}
        }
        if !self.may_match(input) {
            return false;
        }
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            self.run(input, &mut scratch, captures)
        })
    }

    fn run(
        &self,
        input: &str,
        s: &mut Scratch,
        mut captures: Option<&mut Vec<Option<Range<usize>>>>,
    ) -> bool {
        let (insts, width) = match captures {
            Some(_) => (&self.insts[..], self.slots),
            None => (&self.test_insts[..], self.test_slots),
        };
        let n = insts.len();
        s.current.clear(n);
        s.next.clear(n);
        let mut matched = false;
        let mut start_caps = core::mem::take(&mut s.tmp);
        start_caps.clear();
        start_caps.resize(width, usize::MAX);
        s.add_thread(insts, 0, 0, &mut start_caps, false);
        let mut positions = input
            .char_indices()
            .map(|(i, c)| (i, Some(c)))
            .chain([(input.len(), None)]);
        for (pos, c) in &mut positions {
            if s.current.len == 0 {
                break;
            }
            let next_pos = pos + c.map_or(0, char::len_utf8);
            s.next.clear(n);
            let mut i = 0;
            while i < s.current.len {
                let pc = s.current.dense[i];
                let caps_at = i * width;
                let inst = insts[pc];
                let advance = match (inst, c) {
                    (Inst::Match, None) => {
                        if let Some(captures) = captures.as_deref_mut() {
                            captures.clear();
                            let caps = &s.current.caps[caps_at..caps_at + 2 * self.groups];
                            captures.extend(caps.chunks(2).map(|pair| {
                                (pair[0] != usize::MAX && pair[1] != usize::MAX)
                                    .then(|| pair[0]..pair[1])
                            }));
                        }
                        matched = true;
                        // Lower-priority threads are cut off.
                        break;
                    }
                    (Inst::Char(p), Some(c)) => self.char_matches(p, c),
                    (Inst::Any, Some(c)) => !crate::chars::is_line_terminator(c),
                    (Inst::NotDelimiter, Some(c)) => self.delimiter != Some(c),
                    _ => false,
                };
                if advance {
                    start_caps.clear();
                    start_caps.extend_from_slice(&s.current.caps[caps_at..caps_at + width]);
                    s.add_thread(insts, pc + 1, next_pos, &mut start_caps, true);
                }
                i += 1;
            }
            if matched {
                break;
            }
            core::mem::swap(&mut s.current, &mut s.next);
        }
        s.tmp = start_caps;
        matched
    }
}

/// Simple case folding of the code points that fold to ASCII (what
/// `vi` compares a pattern's ASCII text by): ASCII letters, and the
/// Kelvin sign and long s.
fn fold(c: char) -> char {
    match c {
        '\u{212A}' => 'k',
        '\u{017F}' => 's',
        c => c.to_ascii_lowercase(),
    }
}

/// A sparse set of program counters, in priority order, with each
/// thread's capture slots.
#[derive(Default)]
struct Threads {
    dense: Vec<usize>,
    sparse: Vec<usize>,
    caps: Vec<usize>,
    len: usize,
}

impl Threads {
    fn clear(&mut self, n: usize) {
        self.len = 0;
        if self.sparse.len() < n {
            self.sparse.resize(n, 0);
            self.dense.resize(n, 0);
        }
    }

    fn contains(&self, pc: usize) -> bool {
        let i = self.sparse[pc];
        i < self.len && self.dense[i] == pc
    }

    fn insert(&mut self, pc: usize, caps: &[usize]) {
        let i = self.len;
        self.sparse[pc] = i;
        self.dense[i] = pc;
        let width = caps.len();
        if self.caps.len() < (i + 1) * width {
            self.caps.resize((i + 1) * width, usize::MAX);
        }
        self.caps[i * width..(i + 1) * width].copy_from_slice(caps);
        self.len += 1;
    }
}

/// The VM's reusable memory.
#[derive(Default)]
struct Scratch {
    current: Threads,
    next: Threads,
    /// The depth-first stack of one epsilon closure.
    stack: Vec<(usize, usize, usize)>,
    /// The capture slots of the thread being stepped.
    tmp: Vec<usize>,
}

impl Scratch {
    /// Adds the thread at `pc` and everything it reaches without reading,
    /// depth first in priority order (an explicit stack, so no recursion).
    fn add_thread(
        &mut self,
        insts: &[Inst],
        pc: usize,
        pos: usize,
        caps: &mut [usize],
        to_next: bool,
    ) {
        // The stack holds (pc, slot to restore, old value); a restore entry
        // has pc == usize::MAX.
        self.stack.clear();
        self.stack.push((pc, usize::MAX, 0));
        while let Some((pc, slot, old)) = self.stack.pop() {
            if pc == usize::MAX {
                caps[slot] = old;
                continue;
            }
            let list = if to_next {
                &mut self.next
            } else {
                &mut self.current
            };
            if list.contains(pc) {
                continue;
            }
            match insts[pc] {
                Inst::Jump(to) => {
                    list.mark(pc);
                    self.stack.push((to, usize::MAX, 0));
                }
                Inst::Split(first, second) => {
                    list.mark(pc);
                    self.stack.push((second, usize::MAX, 0));
                    self.stack.push((first, usize::MAX, 0));
                }
                Inst::Progress(slot) => {
                    list.mark(pc);
                    if caps[slot] != pos {
                        self.stack.push((pc + 1, usize::MAX, 0));
                    }
                }
                Inst::Save(slot) => {
                    list.mark(pc);
                    self.stack.push((usize::MAX, slot, caps[slot]));
                    caps[slot] = pos;
                    self.stack.push((pc + 1, usize::MAX, 0));
                }
                _ => list.insert(pc, caps),
            }
        }
    }
}

impl Threads {
    /// Marks an instruction that reads nothing as visited, without a
    /// thread of its own (it takes a slot in the set, with no captures
    /// read from it).
    fn mark(&mut self, pc: usize) {
        let i = self.len;
        self.sparse[pc] = i;
        self.dense[i] = pc;
        self.len += 1;
    }
}

std::thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// Whether `a` and `b` are the same bytes. The strings a pattern
/// compares are short (a protocol, a path's prefix), and a call of the C
/// library's `memcmp`, which `==` on them makes, costs more than the
/// comparison itself: a word at a time instead.
#[inline]
pub(crate) fn same(a: &str, b: &str) -> bool {
    same_bytes(a.as_bytes(), b.as_bytes())
}

#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut a8 = a.chunks_exact(8);
    let mut b8 = b.chunks_exact(8);
    for (x, y) in (&mut a8).zip(&mut b8) {
        if u64::from_ne_bytes([x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]])
            != u64::from_ne_bytes([y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]])
        {
            return false;
        }
    }
    a8.remainder()
        .iter()
        .zip(b8.remainder())
        .fold(true, |all, (x, y)| all & (x == y))
}

/// `input.starts_with(prefix)`, compared as [`same`] compares.
#[inline]
pub(crate) fn starts_with(input: &str, prefix: &str) -> bool {
    input
        .as_bytes()
        .get(..prefix.len())
        .is_some_and(|head| same_bytes(head, prefix.as_bytes()))
}

/// `input.ends_with(suffix)`, compared as [`same`] compares.
#[inline]
fn ends_with(input: &str, suffix: &str) -> bool {
    let input = input.as_bytes();
    input
        .len()
        .checked_sub(suffix.len())
        .is_some_and(|start| same_bytes(&input[start..], suffix.as_bytes()))
}
