//! Atoms matched through `regress`: each is compiled once as a regular
//! expression of its own, so that case folding, properties and set
//! operations are ECMAScript's exactly, while ASCII is looked up in a
//! bitmap.

use super::syntax::{AtomSource, ModifierFlags};

fn flags(mode: ModifierFlags) -> regress::Flags {
    regress::Flags {
        icase: mode.icase,
        dot_all: mode.dot_all,
        unicode: true,
        unicode_sets: true,
        ..Default::default()
    }
}

fn regex(source: &str, mode: ModifierFlags) -> Result<regress::Regex, regress::Error> {
    regress::Regex::with_flags(source, flags(mode))
}

#[derive(Debug, Clone)]
enum NonAscii {
    Never,
    Is(char),
    Regex(Box<regress::Regex>),
}

/// An atom that matches one character.
#[derive(Debug, Clone)]
pub(crate) struct CharSet {
    ascii: u128,
    non_ascii: NonAscii,
}

impl CharSet {
    fn compile(atom: &AtomSource) -> Result<CharSet, regress::Error> {
        if let (Some(c), false) = (atom.literal, atom.mode.icase) {
            return Ok(if c.is_ascii() {
                CharSet {
                    ascii: 1 << c as u32,
                    non_ascii: NonAscii::Never,
                }
            } else {
                CharSet {
                    ascii: 0,
                    non_ascii: NonAscii::Is(c),
                }
            });
        }
        // The atom matches exactly one character, so wherever it matches
        // in a one-character string it matches the whole string, and
        // its matches in the ASCII table are its ASCII members.
        let re = regex(&format!("(?:{})", atom.source), atom.mode)?;
        let table: String = (0..128u8).map(char::from).collect();
        let ascii = re
            .find_iter(&table)
            .fold(0u128, |bits, m| bits | 1 << m.start());
        Ok(CharSet {
            ascii,
            non_ascii: NonAscii::Regex(Box::new(re)),
        })
    }

    /// Whether `c` is a member.
    pub(crate) fn contains(&self, c: char) -> bool {
        let code = c as u32;
        if code < 128 {
            return self.ascii >> code & 1 == 1;
        }
        match &self.non_ascii {
            NonAscii::Never => false,
            NonAscii::Is(x) => *x == c,
            NonAscii::Regex(re) => re.find(c.encode_utf8(&mut [0; 4])).is_some(),
        }
    }
}

/// A compiled atom.
#[derive(Debug, Clone)]
pub(crate) enum Atom {
    Char(CharSet),
    /// A class that may match strings, tried longest first.
    Strings {
        regex: Box<regress::Regex>,
        max_len: usize,
    },
}

impl Atom {
    /// Compiles `atom`; `regress`'s refusal, should it refuse an atom of a
    /// source it accepted whole.
    pub(crate) fn compile(atom: &AtomSource) -> Result<Atom, regress::Error> {
        Ok(match atom.max_len {
            None => Atom::Char(CharSet::compile(atom)?),
            Some(max_len) => Atom::Strings {
                regex: Box::new(regex(&format!("^(?:{})$", atom.source), atom.mode)?),
                max_len,
            },
        })
    }
}

/// ECMAScript's canonicalisation under `i` with `v` (simple case
/// folding), asked of `regress` once per character of a backreference's
/// group.
#[derive(Default)]
pub(crate) struct Folds(std::collections::HashMap<char, Option<regress::Regex>>);

impl Folds {
    /// Whether `a` and `b` fold to the same character.
    pub(crate) fn same(&mut self, a: char, b: char) -> bool {
        if a == b {
            return true;
        }
        if a.is_ascii() && b.is_ascii() {
            return a.eq_ignore_ascii_case(&b);
        }
        let mode = ModifierFlags {
            icase: true,
            ..ModifierFlags::default()
        };
        let re = self
            .0
            .entry(a)
            .or_insert_with(|| regex(&format!("^\\u{{{:x}}}$", a as u32), mode).ok());
        re.as_ref()
            .is_some_and(|re| re.find(b.encode_utf8(&mut [0; 4])).is_some())
    }
}
