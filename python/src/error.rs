//! `URLError` and the names of the library's error kinds.

use std::fmt::Debug;

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use specurl::{FilePathError, ParseError, SourceSpan};

use crate::text::char_index;

create_exception!(
    specurl,
    URLError,
    PyValueError,
    "A string that is not a URL, or a path that is not a file URL.\n\n\
     `kind` names what failed (`syntax.invalid-port`, `host.forbidden-code-point`, \
     `invalid-base`, ...); `start` and `end` are the place in the input, as indices \
     into the `str` (None when there is no place)."
);

/// The kind of an error as an identifier: its variant names, outermost
/// first, in kebab case and joined by dots (`syntax.invalid-port`).
///
/// Read from the `Debug` form, as the command-line tool names its
/// findings, so that a kind the library adds later has a name without a
/// table to keep in step; a payload that is not a variant (a character, a
/// column) is left out.
pub(crate) fn kind_id(kind: &impl Debug) -> String {
    let debug = format!("{kind:?}");
    let mut rest = debug.as_str();
    let mut names = Vec::new();
    loop {
        let end = rest
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        let name = &rest[..end];
        if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
            break;
        }
        names.push(kebab(name));
        match rest[end..].strip_prefix('(') {
            Some(inner) => rest = inner,
            None => break,
        }
    }
    names.join(".")
}

fn kebab(camel: &str) -> String {
    let mut out = String::with_capacity(camel.len() + 4);
    for (i, c) in camel.char_indices() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A `URLError` with its kind and its place in `text` (the string the
/// span indexes).
pub(crate) fn url_error(
    py: Python<'_>,
    message: String,
    kind: String,
    span: Option<SourceSpan>,
    text: &str,
) -> PyErr {
    {
        let err = URLError::new_err(message);
        let value = err.value(py);
        let (start, end) = match span {
            Some(s) => (
                Some(char_index(text, s.start.offset)),
                Some(char_index(text, s.end.offset)),
            ),
            None => (None, None),
        };
        // Setting attributes on a fresh exception instance cannot fail
        // short of memory exhaustion, which Python reports itself.
        let _ = value.setattr("kind", kind);
        let _ = value.setattr("start", start);
        let _ = value.setattr("end", end);
        err
    }
}

/// A parse failure of `input` as a `URLError`.
pub(crate) fn parse_error(py: Python<'_>, e: &ParseError, input: &str) -> PyErr {
    url_error(py, e.to_string(), kind_id(&e.kind()), e.span(), input)
}

/// A file path conversion failure as a `URLError`; `text` is the path or
/// the href the span indexes.
pub(crate) fn file_path_error(py: Python<'_>, e: &FilePathError, text: &str) -> PyErr {
    url_error(py, e.to_string(), kind_id(&e.kind), e.span, text)
}
