//! The URL Standard's validation errors as its basic URL parser reports
//! them: a view of the standard's state machine, walked over the
//! preprocessed input, that records each validation error where the
//! standard's parser reports it (same names, order and multiplicity) and
//! stops where it fails, so that a failure's list ends with the error that
//! failed it.
//!
//! Each error is recorded as the [`DiagnosticKind`] whose
//! [`DiagnosticKind::whatwg_name`] is the standard's name for it, so that
//! the one report serves both readers of it: the standard's parser errors
//! of [`crate::Url::parse_with_validation`], and the standard's names of
//! the findings of validation under [`super::Strictness::Whatwg`].
//!
//! The walk keeps only what decides which errors are reported: the state,
//! the pointer, whether the URL's scheme is special or `file`, the
//! buffer's start and the flags of the authority. Hosts go through host
//! processing's stages ([`crate::host::domain_to_ascii`],
//! [`crate::host::ends_in_a_number`], [`super::domain_is_strictly_valid`])
//! with the host parser's own errors reported by [`host`].
//!
//! Spans are byte ranges of the preprocessed text, mapped back to the
//! caller's string with [`Source::original_range`]; docs/validation.md
//! says which span each error gets.
//!
//! - [`walk`]: the parser's states over the input;
//! - [`host`]: the host parser's errors;
//! - [`shortcut`]: the shape of most URLs, on which there is nothing to
//!   report, decided without the walk.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::DiagnosticKind;
use crate::source::{preprocess, trimmed, Source};
use machine::Machine;
use shortcut::reports_nothing;

mod host;
mod machine;
mod shortcut;
#[cfg(test)]
mod tests;
mod walk;

/// What of a base URL the basic URL parser looks at before it fails or
/// reports an error: its scheme and whether its path is opaque.
#[derive(Clone, Copy)]
pub(crate) struct BaseShape<'a> {
    pub(crate) scheme: &'a str,
    pub(crate) opaque_path: bool,
}

/// A validation error of the standard's parser before its line and column
/// are counted: its kind (whose [`DiagnosticKind::whatwg_name`] is the
/// standard's name) and a byte range of the caller's string.
pub(crate) type Found = (DiagnosticKind, Range<usize>);

/// The validation errors of the basic URL parser on `input` against
/// `base`, in the order it reports them, as byte ranges of `input`.
/// `parsed_domain` is the domain of the URL the pipeline made of the
/// input, if it made one with a domain: what the host parser's relaxed
/// domain-to-ASCII gives, so that the walk need not run it again.
pub(crate) fn report(
    input: &str,
    base: Option<BaseShape<'_>>,
    parsed_domain: Option<&str>,
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
        found.push((DiagnosticKind::Whitespace, range));
    }
    if text.len() < end - start {
        // The first tab or newline the preprocessing removed.
        let at = start
            + input[start..end]
                .bytes()
                .position(|b| matches!(b, b'\t' | b'\n' | b'\r'))
                .unwrap_or(0);
        found.push((DiagnosticKind::Whitespace, at..at + 1));
    }
    let first = found.len();
    let mut m = Machine::new(&text, base);
    m.parsed_domain = parsed_domain;
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
