//! Validation run: preprocessing's diagnostics, then the walk of the
//! grammar's tokens, all into one sink.

#[allow(unused_imports)]
use crate::prelude::*;

use super::against::{HostProcessor, ValidationBase};
use super::sink::Sink;
use super::{clean, walk, Diagnostic, DiagnosticKind, Strictness, Validation};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{self, Mode, Span};
use crate::source::Source;

/// Validates `input` and returns every diagnostic.
///
/// `mode` is the fallback mode for a schemeless input (the mode of the base
/// it would be resolved against); a scheme in the input selects the mode
/// ([`Mode::sniff`]). Never panics; linear in the input.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, DiagnosticKind, Strictness};
/// // Schemeless: the fallback mode decides whether `\` is a separator.
/// let v = validate("\\\\h\\x", Mode::Web, Strictness::Strict);
/// assert!(v.diagnostics().iter().all(|d| d.kind == DiagnosticKind::Backslash));
/// assert!(!v.is_valid());
/// assert!(validate("https://example.com/a?b#c", Mode::Generic, Strictness::Strict).is_valid());
/// ```
///
/// Under [`Strictness::Whatwg`] there is no base: a schemeless input is
/// invalid ([`DiagnosticKind::MissingScheme`]), as the URL Standard's
/// *valid URL string* without a base URL; [`validate_with_base`](crate::validate_with_base) gives one.
pub fn validate(input: &str, mode: Mode, strictness: Strictness) -> Validation {
    let against = match strictness {
        Strictness::Whatwg => ValidationBase::NoBase,
        _ => ValidationBase::Reference,
    };
    validate_with(input, mode, strictness, against, None)
}

/// [`validate`] with another host processing (`None`: the real one,
/// [`crate::host::process`]), so that tests can make it fail where the real
/// one would not.
pub(crate) fn validate_with(
    input: &str,
    mode: Mode,
    strictness: Strictness,
    against: ValidationBase,
    process: Option<HostProcessor>,
) -> Validation {
    let source = Source::new(input);
    // Most input reports nothing, which the grammar over the plain text and
    // the shortcut decide at less cost than the walk over spans.
    let preprocessed = source.text().len() != input.len();
    if process.is_none() && !preprocessed {
        if let Some(mode) = clean::is_clean(source.text(), mode, against) {
            return Validation {
                diagnostics: Vec::new(),
                strictness,
                mode,
            };
        }
    }
    // Only the tokens' mode is kept: copying the tokens out costs more
    // than reading them.
    let (diagnostics, own) = diagnose(&source, mode, strictness, against, process, |t| t.mode());
    Validation {
        diagnostics,
        strictness,
        mode: own.unwrap_or_else(|_| Mode::sniff(source.text(), mode)),
    }
}

/// Every diagnostic of `source` (in its own mode, or `fallback`), and what
/// `keep` makes of the grammar's tokens.
fn diagnose<'t, R>(
    source: &'t Source<'_>,
    fallback: Mode,
    strictness: Strictness,
    against: ValidationBase,
    process: Option<HostProcessor>,
    keep: impl FnOnce(&UrlTokens<Span<'t>>) -> R,
) -> (Vec<Diagnostic>, Result<R, grammar::Error<Span<'t>>>) {
    let mut sink = Sink::new(source, strictness);
    preprocessing(source, &mut sink);
    let kept = walk::walk_then(source, fallback, against, process, &mut sink, keep);
    if strictness == Strictness::Whatwg {
        // The standard's names are those its parser reports, on the same
        // input against the same base.
        let report = super::whatwg_report(source.original(), against.shape(), None);
        sink.name_by(&report);
    }
    (sink.finish(), kept)
}

/// What preprocessing removed: leading and trailing c0-space, and tabs and
/// newlines in between. Found in the original string, where they are.
fn preprocessing(source: &Source<'_>, sink: &mut Sink<'_, '_>) {
    use crate::chars::is_tab_or_newline;
    let original = source.original();
    if source.text().len() == original.len() {
        // Nothing was removed.
        return;
    }
    let (start, end) = crate::source::trimmed(original);
    if start > 0 {
        sink.push_original(DiagnosticKind::Whitespace, 0..start);
    }
    for (i, c) in original[start..end].char_indices() {
        if is_tab_or_newline(c) {
            sink.push_original(DiagnosticKind::Whitespace, start + i..start + i + 1);
        }
    }
    if end < original.len() {
        sink.push_original(DiagnosticKind::Whitespace, end..original.len());
    }
}

#[cfg(test)]
mod tests;
