//! The URL Standard's validation errors as its basic URL parser reports
//! them: a view of the standard's state machine, walked over the
//! preprocessed input, that records each validation error where the
//! standard's parser reports it (same names, order and multiplicity) and
//! stops where it fails, so that a failure's list ends with the error that
//! failed it.
//!
//! The walk keeps only what decides which errors are reported: the state,
//! the pointer, whether the URL's scheme is special or `file`, the
//! buffer's start and the flags of the authority. The URL itself is what
//! [`crate::Url::parse`] makes; hosts go through host processing's stages
//! ([`crate::host::domain_to_ascii`], [`crate::host::ends_in_a_number`],
//! [`crate::validate::domain_is_strictly_valid`]) with the host parser's
//! own errors reported by [`host`].
//!
//! Spans are byte ranges of the preprocessed text, mapped back to the
//! caller's string with [`Source::source_range`]; docs/validation.md says
//! which span each error gets.
//!
//! - [`walk`]: the parser's states over the input;
//! - [`machine`]: the state the walk carries (the text, the errors so far,
//!   the failure that stops it), shared with the host parser's errors;
//! - [`host`]: the host parser's errors;
//! - [`shortcut`]: the shape of most URLs, on which there is nothing to
//!   report, decided without the walk.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;
use core::ops::Range;

use super::Url;
use crate::source::{preprocess, trimmed, Source, SourceSpan};
use crate::span::Locator;
use machine::Machine;
use shortcut::reports_nothing;

mod host;
mod machine;
mod shortcut;
#[cfg(test)]
mod tests;
mod walk;

/// A validation error of the URL Standard, as its basic URL parser reports
/// it: the standard's name for it and the span of the caller's string it
/// concerns.
///
/// ```
/// use specurl::Url;
/// let p = Url::parse_with_validation("https://user@example.com/a|b", None);
/// let e = &p.whatwg_errors()[0];
/// assert_eq!((e.name, e.span.range()), ("invalid-credentials", 12..13));
/// assert_eq!(e.to_string(), "invalid-credentials at 12..13");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ValidationError {
    /// The standard's name, such as `invalid-URL-unit` or `IPv4-empty-part`.
    pub name: &'static str,
    /// Where, in the string given to the parser (empty where something is
    /// missing, at the place it is missing from).
    pub span: SourceSpan,
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}", self.name, self.span)
    }
}

/// What of a base URL the basic URL parser looks at before it fails or
/// reports an error: its scheme and whether its path is opaque, read off
/// its href as validation reads it.
#[derive(Clone, Copy)]
pub(crate) struct BaseShape<'a> {
    scheme: &'a str,
    opaque_path: bool,
}

impl<'a> BaseShape<'a> {
    /// The parts of `url` the parser's errors depend on.
    pub(crate) fn of(url: &'a Url) -> Self {
        BaseShape {
            scheme: url.scheme(),
            opaque_path: crate::validate::href_has_opaque_path(url.href()),
        }
    }
}

/// A validation error before its line and column are counted: the
/// standard's name and a byte range of the caller's string.
pub(crate) type Found = (&'static str, Range<usize>);

/// The validation errors of the basic URL parser on `input` against
/// `base`, in the order it reports them, as byte ranges of `input`.
/// `parsed` is the URL [`Url::parse`] made of the input, if it made one.
/// Lines and columns are left to [`placed`]: most callers want the bytes
/// alone, and an input of a million errors should not count them.
pub(crate) fn validation_errors<'b>(
    input: &str,
    base: Option<BaseShape<'b>>,
    parsed: Option<&'b Url>,
) -> Vec<Found> {
    if reports_nothing(input) {
        return Vec::new();
    }
    let text = preprocess(input);
    let (start, end) = trimmed(input);
    let mut found = Vec::new();
    if start > 0 || end < input.len() {
        // The leading run if there is one, the trailing run otherwise.
        let range = if start > 0 {
            0..start
        } else {
            end..input.len()
        };
        found.push(("invalid-URL-unit", range));
    }
    if text.len() < end - start {
        // The first tab or newline the preprocessing removed.
        let at = start
            + input[start..end]
                .bytes()
                .position(|b| matches!(b, b'\t' | b'\n' | b'\r'))
                .unwrap_or(0);
        found.push(("invalid-URL-unit", at..at + 1));
    }
    let first = found.len();
    let mut m = Machine::new(&text, base);
    m.parsed = parsed;
    m.run();
    if found.is_empty() {
        found = m.errors;
    } else {
        found.append(&mut m.errors);
    }
    if found.len() > first && text.len() != input.len() {
        // The walk's ranges are of the preprocessed text; the entries
        // before them are already the caller's.
        let source = Source::of_preprocessed(input, text);
        for (_, r) in &mut found[first..] {
            *r = source.original_range(r.start, r.end);
        }
    }
    found
}

/// `found`'s errors, each with the line and column of its span in
/// `input`, counted in one pass over the input however many there are.
pub(crate) fn placed(input: &str, found: &[Found]) -> Vec<ValidationError> {
    let mut locator = Locator::new(input, found.iter().map(|(_, r)| r.clone()));
    found
        .iter()
        .map(|(name, range)| ValidationError {
            name,
            span: locator.span(range.clone()),
        })
        .collect()
}
