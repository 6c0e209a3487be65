//! The URL Standard's validation errors as its basic URL parser reports
//! them, as [`crate::Url::parse_with_validation`] gives them: the
//! validation's report of the standard's parser
//! (`src/validate/whatwg_errors.rs`), each error by its name and its span
//! in the caller's string.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use super::Url;
use crate::span::Locator;
use crate::span::SourceSpan;
use crate::validate::{BaseShape, Found};

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

/// The parts of `url` the parser's errors depend on, read off its href as
/// validation reads a base.
pub(super) fn base_shape(url: &Url) -> BaseShape<'_> {
    BaseShape {
        scheme: url.scheme(),
        opaque_path: crate::validate::href_has_opaque_path(url.href()),
    }
}

/// `found`'s errors, each with the line and column of its span in
/// `input`, counted in one pass over the input however many there are.
pub(super) fn placed(input: &str, found: &[Found]) -> Vec<ValidationError> {
    let mut locator = Locator::new(input, found.iter().map(|(_, r)| r.clone()));
    found
        .iter()
        .map(|(kind, range)| ValidationError {
            name: kind.standard_name(),
            span: locator.span(range.clone()),
        })
        .collect()
}
