//! The state the walk of the parser's states carries, and what its steps
//! share with the host parser's: where the text is, the errors so far, and
//! the failure that stops it.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::{BaseShape, Found};
use crate::grammar::Mode;
use crate::validate::is_url_code_point;
use crate::validate::DiagnosticKind;

/// The parser's failure: it stops, its last error (if any) says why.
pub(super) struct Failure;

/// The walk: the preprocessed text, the base, and the errors found so far
/// as byte ranges of the text.
pub(super) struct Machine<'t, 'b> {
    pub(super) text: &'t str,
    pub(super) base: Option<BaseShape<'b>>,
    /// The domain of the URL the pipeline made of this input, when it
    /// made one with a domain: what the host parser's relaxed
    /// domain-to-ASCII gives, so that the walk need not run it again.
    pub(super) parsed_domain: Option<&'b str>,
    pub(super) errors: Vec<Found>,
    /// Whether the URL's scheme is special, and whether it is `file`.
    pub(super) special: bool,
    pub(super) file: bool,
}

impl<'t, 'b> Machine<'t, 'b> {
    /// The walk over `text` (preprocessed) against `base`, at its start.
    pub(super) fn new(text: &'t str, base: Option<BaseShape<'b>>) -> Self {
        Machine {
            text,
            base,
            parsed_domain: None,
            errors: Vec::new(),
            special: false,
            file: false,
        }
    }

    pub(super) fn push(&mut self, kind: DiagnosticKind, range: Range<usize>) {
        self.errors.push((kind, range));
    }

    pub(super) fn byte(&self, at: usize) -> Option<u8> {
        self.text.as_bytes().get(at).copied()
    }

    pub(super) fn set_scheme(&mut self, scheme: &str) {
        let mode = Mode::of_scheme(scheme);
        (self.special, self.file) = (mode.is_special(), mode == Mode::File);
    }

    /// The code point at `at`, if any, and its width (1 past the end, so
    /// that the pointer leaves the input).
    pub(super) fn at(&self, at: usize) -> (Option<char>, usize) {
        match self.text.as_bytes().get(at) {
            None => (None, 1),
            Some(&b) if b.is_ascii() => (Some(b as char), 1),
            Some(_) => {
                let c = self.text[at..].chars().next();
                (c, c.map_or(1, char::len_utf8))
            }
        }
    }

    /// A path, query, fragment or opaque-path code point: the standard's
    /// "validate a URL unit" (not a URL code point, or a `%` that does not
    /// start a percent-encoded byte).
    pub(super) fn url_unit(&mut self, p: usize, c: char, w: usize) {
        if c != '%' && !is_url_code_point(c) {
            self.push(DiagnosticKind::InvalidUrlUnit(c), p..p + w);
        }
        if c == '%' && !crate::grammar::starts_pct_encoded(&self.text.as_bytes()[p..]) {
            self.push(DiagnosticKind::PctInvalid, p..p + 1);
        }
    }

    /// Whether the code points from `p` start with a Windows drive letter:
    /// an ASCII letter, `:` or `|`, then the end or one of `/\?#`.
    pub(super) fn starts_with_drive_letter(&self, p: usize) -> bool {
        self.text
            .as_bytes()
            .get(p..)
            .is_some_and(crate::chars::starts_with_drive_letter)
    }
}
