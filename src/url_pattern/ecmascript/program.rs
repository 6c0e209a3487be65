//! The tree compiled to instructions for the backtracking machine of
//! `exec`, one construct of ECMA-262 §22.2.2 each; a lookbehind's body is
//! compiled backward (its sequences reversed, its groups saved end first).

use super::atom::Atom;
use super::error::{RegExpError, RegExpErrorKind};
use super::syntax::{parse, Node, Tree};

/// One instruction; `back` reads the input backward.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Insn {
    Char {
        atom: usize,
        back: bool,
    },
    Strings {
        atom: usize,
        back: bool,
    },
    /// Tries the first target, then the second.
    Split(usize, usize),
    Jmp(usize),
    Save(usize),
    /// Clears groups `from + 1 ..= to`, as each repetition does.
    Clear {
        from: usize,
        to: usize,
    },
    Start(bool),
    End(bool),
    Word {
        negate: bool,
        atom: usize,
    },
    BackRef {
        index: usize,
        back: bool,
        icase: bool,
    },
    /// Enters loop `r`: no repetition yet.
    RepStart(usize),
    /// Repeats, or leaves for `exit`, as the count and greediness say.
    RepLoop {
        r: usize,
        min: u32,
        max: u32,
        greedy: bool,
        exit: usize,
    },
    /// Marks where a repetition starts.
    RepBody(usize),
    /// Ends a repetition: one past the minimum that matched nothing fails.
    RepEnd {
        r: usize,
        min: u32,
        head: usize,
    },
    /// Runs the body after it (compiled in its direction) up to its
    /// `Match`, atomically, then goes on at `end`.
    Look {
        negate: bool,
        groups: (usize, usize),
        end: usize,
    },
    Match,
}

/// A compiled regular expression.
#[derive(Debug, Clone)]
pub(crate) struct RegExpProgram {
    pub(crate) insns: Vec<Insn>,
    pub(crate) atoms: Vec<Atom>,
    pub(crate) refs: Vec<Vec<usize>>,
    pub(crate) groups: usize,
    pub(crate) loops: usize,
}

impl RegExpProgram {
    /// Whether a match of the program may hold `c`: whether one of its
    /// atoms may match it (a class of strings is taken to).
    pub(crate) fn may_match(&self, c: char) -> bool {
        self.atoms.iter().any(|atom| match atom {
            Atom::Char(set) => set.contains(c),
            Atom::Strings { .. } => true,
        })
    }

    /// Compiles `source`, which `regress` has accepted with the `v` flag
    /// (and `i` when `icase`).
    pub(crate) fn compile(source: &str, icase: bool) -> Result<RegExpProgram, RegExpError> {
        let Tree {
            node,
            atoms,
            groups,
            refs,
            atom_spans,
        } = parse(source, icase)?;
        let atoms = atoms
            .iter()
            .zip(atom_spans)
            .map(|(atom, span)| {
                Atom::compile(atom).map_err(|_| RegExpError::new(RegExpErrorKind::Atom, span))
            })
            .collect::<Result<_, _>>()?;
        let mut p = RegExpProgram {
            insns: Vec::new(),
            atoms,
            refs,
            groups,
            loops: 0,
        };
        p.emit(&node, false);
        p.insns.push(Insn::Match);
        Ok(p)
    }

    fn push(&mut self, insn: Insn) -> usize {
        self.insns.push(insn);
        self.insns.len() - 1
    }

    fn emit(&mut self, node: &Node, back: bool) {
        match node {
            Node::Atom(atom) => {
                let atom = *atom;
                self.push(match self.atoms[atom] {
                    Atom::Char(_) => Insn::Char { atom, back },
                    Atom::Strings { .. } => Insn::Strings { atom, back },
                });
            }
            Node::Seq(nodes) if back => nodes.iter().rev().for_each(|n| self.emit(n, back)),
            Node::Seq(nodes) => nodes.iter().for_each(|n| self.emit(n, back)),
            Node::Alt(nodes) => {
                let mut jumps = Vec::new();
                for (k, n) in nodes.iter().enumerate() {
                    if k + 1 == nodes.len() {
                        self.emit(n, back);
                        break;
                    }
                    let split = self.push(Insn::Split(0, 0));
                    self.emit(n, back);
                    jumps.push(self.push(Insn::Jmp(0)));
                    self.insns[split] = Insn::Split(split + 1, self.insns.len());
                }
                let end = self.insns.len();
                for j in jumps {
                    self.insns[j] = Insn::Jmp(end);
                }
            }
            Node::Group(None, n) => self.emit(n, back),
            Node::Group(Some(g), n) => {
                let (open, close) = if back {
                    (2 * g + 1, 2 * g)
                } else {
                    (2 * g, 2 * g + 1)
                };
                self.push(Insn::Save(open));
                self.emit(n, back);
                self.push(Insn::Save(close));
            }
            Node::Look {
                behind,
                negate,
                groups,
                node,
            } => {
                let at = self.push(Insn::Match);
                self.emit(node, *behind);
                self.push(Insn::Match);
                self.insns[at] = Insn::Look {
                    negate: *negate,
                    groups: *groups,
                    end: self.insns.len(),
                };
            }
            Node::Repeat {
                node,
                min,
                max,
                greedy,
                groups,
            } => {
                let r = self.loops;
                self.loops += 1;
                self.push(Insn::RepStart(r));
                let head = self.push(Insn::Match);
                self.push(Insn::RepBody(r));
                if groups.0 < groups.1 {
                    self.push(Insn::Clear {
                        from: groups.0,
                        to: groups.1,
                    });
                }
                self.emit(node, back);
                self.push(Insn::RepEnd { r, min: *min, head });
                self.insns[head] = Insn::RepLoop {
                    r,
                    min: *min,
                    max: *max,
                    greedy: *greedy,
                    exit: self.insns.len(),
                };
            }
            Node::Start(multiline) => _ = self.push(Insn::Start(*multiline)),
            Node::End(multiline) => _ = self.push(Insn::End(*multiline)),
            Node::Word { negate, atom } => {
                self.push(Insn::Word {
                    negate: *negate,
                    atom: *atom,
                });
            }
            Node::BackRef { index, icase } => {
                self.push(Insn::BackRef {
                    index: *index,
                    back,
                    icase: *icase,
                });
            }
        }
    }
}
