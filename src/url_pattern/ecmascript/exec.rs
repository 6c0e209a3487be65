//! The backtracking machine: ECMA-262 §22.2.2's continuations turned into
//! an explicit stack of choice points and undo records, so that its depth
//! in Rust grows only with the nesting of lookarounds. Every instruction
//! and every undo costs a step, and a run stops with [`StepLimit`] when
//! its budget is spent.

use core::ops::Range;

use super::atom::{Atom, Folds};
use super::program::{Insn, RegExpProgram};

/// The steps one search of a component with custom regexp groups may take
/// per byte of input (plus one) per instruction of its program (plus one):
/// enough for a regular expression that backtracks a bounded number of
/// times per position, too few for one that backtracks exponentially.
///
/// ```
/// use specurl::url_pattern::{UrlPattern, UrlPatternErrorKind, UrlPatternInit};
/// let init = UrlPatternInit { pathname: Some("/x(a*)*b".into()), ..Default::default() };
/// let pattern = UrlPattern::parse(init, None, Default::default()).unwrap();
/// let url = format!("https://example.com/x{}", "a".repeat(10_000));
/// let error = pattern.test(url.as_str(), None).unwrap_err();
/// assert_eq!(error.kind(), UrlPatternErrorKind::RegExpStepLimit);
/// ```
pub(crate) const REGEXP_STEP_FACTOR: u64 = 4;

/// The fewest steps a search may take, whatever its input: short inputs
/// keep room for patterns that backtrack a little more.
pub(crate) const REGEXP_STEP_FLOOR: u64 = 100_000;

/// A run spent its budget of steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StepLimit;

const UNSET: usize = usize::MAX;

#[derive(Debug, Clone, Copy)]
enum Frame {
    Alt(usize, usize),
    Cap(usize, usize),
    Reg(usize, (u32, usize)),
    Strings { pc: usize, pos: usize, len: usize },
}

struct Machine<'a> {
    program: &'a RegExpProgram,
    input: &'a str,
    caps: Vec<usize>,
    regs: Vec<(u32, usize)>,
    stack: Vec<Frame>,
    steps: u64,
    folds: Folds,
}

/// The step budget of one search of `program` over `input`.
pub(crate) fn budget(program: &RegExpProgram, input: &str) -> u64 {
    let size = program.insns.len() as u64 + 1;
    REGEXP_STEP_FACTOR
        .saturating_mul(input.len() as u64 + 1)
        .saturating_mul(size)
        .max(REGEXP_STEP_FLOOR)
}

/// ECMAScript's search for `program`'s first match in `input`, as
/// `RegExpBuiltinExec` without the `g` or `y` flags: the match and each
/// group, as byte ranges.
pub(crate) fn find(
    program: &RegExpProgram,
    input: &str,
) -> Result<Option<Vec<Option<Range<usize>>>>, StepLimit> {
    find_within(program, input, budget(program, input))
}

/// [`find`] within `steps` steps.
pub(crate) fn find_within(
    program: &RegExpProgram,
    input: &str,
    steps: u64,
) -> Result<Option<Vec<Option<Range<usize>>>>, StepLimit> {
    let mut m = Machine {
        program,
        input,
        caps: vec![UNSET; 2 * program.groups + 2],
        regs: vec![(0, 0); program.loops],
        stack: Vec::new(),
        steps,
        folds: Folds::default(),
    };
    let anchored = matches!(program.insns.first(), Some(Insn::Start(false)));
    let starts = input.char_indices().map(|(i, _)| i).chain([input.len()]);
    for start in starts {
        m.caps.fill(UNSET);
        m.stack.clear();
        if let Some(end) = m.run(0, start)? {
            m.caps[0] = start;
            m.caps[1] = end;
            let caps = m
                .caps
                .chunks(2)
                .map(|c| (c[0] != UNSET && c[1] != UNSET).then(|| c[0]..c[1]));
            return Ok(Some(caps.collect()));
        }
        if anchored {
            break;
        }
    }
    Ok(None)
}

impl Machine<'_> {
    fn tick(&mut self, n: u64) -> Result<(), StepLimit> {
        self.steps = self.steps.checked_sub(n).ok_or(StepLimit)?;
        Ok(())
    }

    fn next_char(&self, pos: usize, back: bool) -> Option<(char, usize)> {
        if back {
            let c = self.input[..pos].chars().next_back()?;
            Some((c, pos - c.len_utf8()))
        } else {
            let c = self.input[pos..].chars().next()?;
            Some((c, pos + c.len_utf8()))
        }
    }

    fn set_cap(&mut self, slot: usize, value: usize) {
        self.stack.push(Frame::Cap(slot, self.caps[slot]));
        self.caps[slot] = value;
    }

    fn set_reg(&mut self, r: usize, value: (u32, usize)) {
        self.stack.push(Frame::Reg(r, self.regs[r]));
        self.regs[r] = value;
    }

    /// Matches from `pc` at `pos` until `Match`: the end position, or
    /// `None` once every choice made since the call has failed.
    fn run(&mut self, mut pc: usize, mut pos: usize) -> Result<Option<usize>, StepLimit> {
        let base = self.stack.len();
        loop {
            self.tick(1)?;
            if let Some(next) = self.step(pc, pos)? {
                (pc, pos) = next;
                if pc == usize::MAX {
                    return Ok(Some(pos));
                }
                continue;
            }
            match self.backtrack(base)? {
                Some(next) => (pc, pos) = next,
                None => return Ok(None),
            }
        }
    }

    /// Runs one instruction: where to go on, or `None` on failure
    /// (`usize::MAX` as the program counter at `Match`).
    fn step(&mut self, pc: usize, pos: usize) -> Result<Option<(usize, usize)>, StepLimit> {
        let on = |p| Ok(Some((pc + 1, p)));
        match self.program.insns[pc] {
            Insn::Char { atom, back } => {
                if let (Some((c, next)), Atom::Char(set)) =
                    (self.next_char(pos, back), &self.program.atoms[atom])
                {
                    if set.contains(c) {
                        return on(next);
                    }
                }
            }
            Insn::Strings { atom, back } => {
                if let Some((len, next)) = self.strings(atom, pos, back, usize::MAX)? {
                    if len > 0 {
                        let len = len - 1;
                        self.stack.push(Frame::Strings { pc, pos, len });
                    }
                    return on(next);
                }
            }
            Insn::Split(a, b) => {
                self.stack.push(Frame::Alt(b, pos));
                return Ok(Some((a, pos)));
            }
            Insn::Jmp(t) => return Ok(Some((t, pos))),
            Insn::Save(slot) => {
                self.set_cap(slot, pos);
                return on(pos);
            }
            Insn::Clear { from, to } => {
                self.tick(2 * (to - from) as u64)?;
                for slot in 2 * from + 2..2 * to + 2 {
                    self.set_cap(slot, UNSET);
                }
                return on(pos);
            }
            Insn::Start(multiline) => {
                if pos == 0
                    || multiline
                        && self
                            .next_char(pos, true)
                            .is_some_and(|(c, _)| crate::chars::is_line_terminator(c))
                {
                    return on(pos);
                }
            }
            Insn::End(multiline) => {
                if pos == self.input.len()
                    || multiline
                        && self
                            .next_char(pos, false)
                            .is_some_and(|(c, _)| crate::chars::is_line_terminator(c))
                {
                    return on(pos);
                }
            }
            Insn::Word { negate, atom } => {
                let Atom::Char(word) = &self.program.atoms[atom] else {
                    return Ok(None);
                };
                let is_word = |back| {
                    self.next_char(pos, back)
                        .is_some_and(|(c, _)| word.contains(c))
                };
                if (is_word(true) != is_word(false)) != negate {
                    return on(pos);
                }
            }
            Insn::BackRef { index, back, icase } => {
                if let Some(next) = self.backref(index, pos, back, icase)? {
                    return on(next);
                }
            }
            Insn::RepStart(r) => {
                self.set_reg(r, (0, pos));
                return on(pos);
            }
            Insn::RepLoop {
                r,
                min,
                max,
                greedy,
                exit,
            } => {
                let count = self.regs[r].0;
                if count == max {
                    return Ok(Some((exit, pos)));
                }
                if count < min {
                    return on(pos);
                }
                let (first, second) = if greedy {
                    (pc + 1, exit)
                } else {
                    (exit, pc + 1)
                };
                self.stack.push(Frame::Alt(second, pos));
                return Ok(Some((first, pos)));
            }
            Insn::RepBody(r) => {
                self.set_reg(r, (self.regs[r].0, pos));
                return on(pos);
            }
            Insn::RepEnd { r, min, head } => {
                let (count, start) = self.regs[r];
                if count < min || pos != start {
                    self.set_reg(r, (count.saturating_add(1), start));
                    return Ok(Some((head, pos)));
                }
            }
            Insn::Look {
                negate,
                groups: (g0, g1),
                end,
            } => {
                let slots = 2 * g0 + 2..2 * g1 + 2;
                self.tick(slots.len() as u64)?;
                let before = self.caps[slots.clone()].to_vec();
                let mark = self.stack.len();
                let found = self.run(pc + 1, pos)?.is_some();
                self.stack.truncate(mark);
                let after = self.caps[slots.clone()].to_vec();
                self.caps[slots.clone()].copy_from_slice(&before);
                if found == negate {
                    return Ok(None);
                }
                if !negate {
                    for (slot, value) in slots.zip(after) {
                        self.set_cap(slot, value);
                    }
                }
                return Ok(Some((end, pos)));
            }
            Insn::Match => return Ok(Some((usize::MAX, pos))),
        }
        Ok(None)
    }

    /// Pops to the latest choice point above `base`, undoing on the way.
    fn backtrack(&mut self, base: usize) -> Result<Option<(usize, usize)>, StepLimit> {
        while self.stack.len() > base {
            self.tick(1)?;
            match self.stack.pop() {
                Some(Frame::Alt(pc, pos)) => return Ok(Some((pc, pos))),
                Some(Frame::Cap(slot, value)) => self.caps[slot] = value,
                Some(Frame::Reg(r, value)) => self.regs[r] = value,
                Some(Frame::Strings { pc, pos, len }) => {
                    let Insn::Strings { atom, back } = self.program.insns[pc] else {
                        continue;
                    };
                    if let Some((found, next)) = self.strings(atom, pos, back, len)? {
                        if found > 0 {
                            let len = found - 1;
                            self.stack.push(Frame::Strings { pc, pos, len });
                        }
                        return Ok(Some((pc + 1, next)));
                    }
                }
                None => break,
            }
        }
        Ok(None)
    }

    /// The longest string of at most `most` characters at `pos` that the
    /// class `atom` matches: its length and where it ends.
    fn strings(
        &mut self,
        atom: usize,
        pos: usize,
        back: bool,
        most: usize,
    ) -> Result<Option<(usize, usize)>, StepLimit> {
        let Atom::Strings { regex, max_len } = &self.program.atoms[atom] else {
            return Ok(None);
        };
        let mut ends = vec![pos];
        while ends.len() <= most.min(*max_len) {
            match self.next_char(ends[ends.len() - 1], back) {
                Some((_, next)) => ends.push(next),
                None => break,
            }
        }
        for (len, &end) in ends.iter().enumerate().rev() {
            self.tick(1)?;
            let text = if back {
                &self.input[end..pos]
            } else {
                &self.input[pos..end]
            };
            if regex.find(text).is_some() {
                return Ok(Some((len, end)));
            }
        }
        Ok(None)
    }

    /// BackreferenceMatcher: the group's text again at `pos`, or nothing
    /// when no group of the name has matched.
    fn backref(
        &mut self,
        index: usize,
        pos: usize,
        back: bool,
        icase: bool,
    ) -> Result<Option<usize>, StepLimit> {
        let group = self.program.refs[index]
            .iter()
            .find(|&&g| self.caps[2 * g] != UNSET && self.caps[2 * g + 1] != UNSET);
        let Some(&g) = group else {
            return Ok(Some(pos));
        };
        let text = &self.input[self.caps[2 * g]..self.caps[2 * g + 1]];
        self.tick(text.len() as u64)?;
        let mut at = pos;
        let mut wanted = text.chars();
        loop {
            let want = if back {
                wanted.next_back()
            } else {
                wanted.next()
            };
            let Some(want) = want else {
                return Ok(Some(at));
            };
            match self.next_char(at, back) {
                Some((c, next)) if c == want || icase && self.folds.same(c, want) => at = next,
                _ => return Ok(None),
            }
        }
    }
}
